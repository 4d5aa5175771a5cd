"""Small screens: a message box, the settings, the pause menu, the hot-seat curtain and the
end-of-round interlude. Each answers mouse and keyboard alike.
"""

from __future__ import annotations

import time
from typing import Callable, Protocol

import pygame

from scenes.stack import Host, Scene
from scenes.toolkit.cards import REVEAL_SIZE, CardPainter
from scenes.toolkit.view import Interlude
from scenes.ui import (CREAM, GOLD, MUTED, Button, ButtonColumn, blit_text, blit_wrapped, panel, shade)


class PausedTable(Protocol):
    """What the pause menu asks of the table beneath it."""

    def open_rules(self) -> None: ...

    def undo_refusal(self) -> str:
        """Why nothing can be taken back now, or "" when something can."""

    def undo(self) -> str: ...

    def save_now(self) -> str: ...


def _column(app: Host, labels: list[tuple[str, Callable[[], None]]], top: int, width: int = 360) -> ButtonColumn:
    left = app.screen_size[0] // 2 - width // 2
    return ButtonColumn([Button(pygame.Rect(left, top + i * 60, width, 48), label, action)
                         for i, (label, action) in enumerate(labels)])


class MessageScene(Scene):
    """A plain sentence for the player (a save that cannot be read …), dismissed by OK."""

    transparent = True

    WIDTH = 760
    MARGIN = 30

    def __init__(self, app: Host, title: str, words: str) -> None:
        super().__init__(app)
        self.title, self.words = title, words
        self.column = _column(app, [("OK", self.close)], 470, 200)
        self._place_button()

    def layout(self, size: tuple[int, int]) -> tuple[pygame.Rect, list[str], int, pygame.Rect]:
        """The box, the wrapped lines, their type size and the text's area on a screen of `size`:
        the box is as tall as its words need (a long path wraps, a long message takes a smaller
        type, then a taller box), never taller than the window. Reads only (the fonts cache)."""
        fonts = self.app.fonts
        width, height = size
        room = self.WIDTH - 2 * self.MARGIN
        most = height - 40 - (20 + 40 + 20 + 48 + 24)   # the window, less title, gaps and the button
        lines, text_size = fonts.fit_wrapped(self.words, 17, room, min(190, most), least=13)
        if len(lines) * (text_size + 3) > 190:   # at the smallest type still long: a taller box
            lines, text_size = fonts.fit_wrapped(self.words, 13, room, most, least=11)
        text = len(lines) * (text_size + 3)
        box = pygame.Rect(0, 0, self.WIDTH, max(340, 20 + 40 + 20 + text + 24 + 48 + 24))
        box.center = (width // 2, min(380, height // 2 + 20) if box.height <= 340 else height // 2)
        return box, lines, text_size, pygame.Rect(box.left + self.MARGIN, box.top + 80, room, text + 2)

    @property
    def box(self) -> pygame.Rect:
        return self.layout(self.app.screen_size)[0]

    @property
    def text_bottom(self) -> int:
        """The y below the message's last line."""
        _, lines, text_size, area = self.layout(self.app.screen_size)
        return area.top + len(lines) * (text_size + 3)

    def _place_button(self) -> None:
        """OK sits at the foot of the box (placed when the scene is made and kept so in update,
        never moved by drawing)."""
        box = self.layout(self.app.screen_size)[0]
        self.column.buttons[0].rect.midbottom = (box.centerx, box.bottom - 22)

    def update(self, dt: float) -> None:
        self._place_button()

    def close(self) -> None:
        self.app.stack.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        self.column.handle(event)
        return True  # modal: nothing beneath reacts

    def draw(self, surface: pygame.Surface) -> None:
        shade(surface)
        fonts = self.app.fonts
        box, lines, text_size, area = self.layout(surface.get_size())
        panel(surface, box, border=GOLD)
        title, title_size = fonts.fit(self.title, 26, self.WIDTH - 2 * self.MARGIN, True)
        blit_text(surface, fonts, title, title_size, (box.centerx, box.top + 20), GOLD, True, "midtop")
        blit_wrapped(surface, fonts, "\n".join(lines), text_size, area, CREAM)
        self.column.draw(surface, fonts)


SETTING_WORDS = {
    "fullscreen": lambda s: f"Display: {'full screen' if s.fullscreen else 'window'}",
    "animation": lambda s: f"Animation speed: {s.animation}",
    "volume": lambda s: f"Sound volume: {round(s.volume * 100)}%" if s.volume else "Sound volume: muted",
    "ai_pace": lambda s: f"AI pace: {s.ai_pace}",
    "ui_scale": lambda s: f"Window scale: {round(s.ui_scale * 100)}% (for sharp, large screens)",
    "text_size": lambda s: f"Text size: {s.text_size}",
}


class SettingsScene(Scene):
    """Each button cycles one setting; changes are saved at once to the config folder."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        names = list(SETTING_WORDS)
        self.column = _column(app, [(SETTING_WORDS[n](app.settings), lambda n=n: self.cycle(n)) for n in names]
                              + [("◀ Back", self.close)], 160, 520)
        self.names = names

    def cycle(self, name: str) -> None:
        self.app.change_settings(self.app.settings.cycled(name))
        for button, key in zip(self.column.buttons, self.names):
            button.label = SETTING_WORDS[key](self.app.settings)
        self.app.sounds.play("click")

    def close(self) -> None:
        self.app.stack.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        self.column.handle(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        width = surface.get_width()
        blit_text(surface, self.app.fonts, "Settings", 40, (width // 2, 70), GOLD, True, "midtop")
        self.column.draw(surface, self.app.fonts)
        below = self.column.buttons[-1].rect.bottom + 24
        blit_text(surface, self.app.fonts, "Click a line, or use ↑↓ and Enter, to change it. Saved at once. "
                  "F11: full screen.", 16, (width // 2, below), MUTED, anchor="midtop")


class PauseScene(Scene):
    """Resume, rules, undo, save, settings, quit to the menu — over the dimmed table."""

    transparent = True

    def __init__(self, app: Host, table: PausedTable) -> None:
        super().__init__(app)
        self.table = table
        self.note = ""
        self.column = _column(app, [
            ("▶ Resume", self.close), ("§ Rules", self.rules), ("↶ Undo my last move", self.undo),
            ("⬇ Save", self.save), ("⚙ Settings", self.settings), ("⌂ Quit to menu", self.quit)], 170)
        self.undo_refused = table.undo_refusal()    # greyed, with the one reason that applies
        self.column.buttons[2].enabled = not self.undo_refused

    def close(self) -> None:
        self.app.stack.pop()

    def rules(self) -> None:
        self.table.open_rules()

    def undo(self) -> None:
        self.note = self.table.undo()
        self.undo_refused = self.table.undo_refusal()
        self.column.buttons[2].enabled = not self.undo_refused

    def save(self) -> None:
        self.note = self.table.save_now()

    def settings(self) -> None:
        self.app.stack.push(SettingsScene(self.app))

    def quit(self) -> None:
        self.app.go_home()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        self.column.handle(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        shade(surface, 170)
        width = surface.get_width()
        blit_text(surface, self.app.fonts, "Paused", 40, (width // 2, 90), GOLD, True, "midtop")
        self.column.draw(surface, self.app.fonts)
        if self.undo_refused:
            undo = self.column.buttons[2].rect
            tag = pygame.Rect(undo.right + 12, undo.top, min(380, surface.get_width() - undo.right - 24), undo.height)
            panel(surface, tag, alpha=235, radius=8, width=1)   # on its own panel, never over the table's words
            blit_wrapped(surface, self.app.fonts, self.undo_refused, 13, tag.inflate(-16, -8), CREAM)
        if self.note:   # as tall as its words (a folder's whole path wraps)
            lines, size = self.app.fonts.fit_wrapped(self.note, 16, 730, 150, least=12)
            box = pygame.Rect(0, 0, 760, max(70, len(lines) * (size + 3) + 20))
            box.midtop = (width // 2, min(540, surface.get_height() - box.height - 8))
            panel(surface, box)
            blit_wrapped(surface, self.app.fonts, "\n".join(lines), size, box.inflate(-30, -20), CREAM)


class CurtainScene(Scene):
    """Hot-seat hand-over: opaque, so nothing of the table (nothing private) is drawn."""

    def __init__(self, app: Host, name: str, lifted: Callable[[], None],
                 menu: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.name = name
        self.lifted = lifted
        self.menu = menu   # Esc: the pause menu, drawn over this opaque curtain (the table stays hidden)

    def handle_event(self, event: pygame.event.Event) -> bool:
        ready = (event.type == pygame.MOUSEBUTTONUP and event.button == 1) or \
            (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE))
        if ready:
            self.app.stack.pop()
            self.app.sounds.play("flip")
            self.lifted()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.menu is not None:
            self.menu()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        surface.fill((48, 10, 26))
        for x in range(0, width, 40):  # velvet folds
            pygame.draw.rect(surface, (70, 16, 38), (x, 0, 18, height))
        box = pygame.Rect(0, 0, 720, 200)
        box.center = (width // 2, height // 2)
        panel(surface, box, border=GOLD, alpha=245)
        blit_text(surface, self.app.fonts, f"Pass to {self.name}", 44, (box.centerx, box.top + 40), GOLD, True, "midtop")
        blit_text(surface, self.app.fonts, "— click, or press Enter, when ready —", 20,
                  (box.centerx, box.top + 112), CREAM, anchor="midtop")
        if self.menu is not None:
            blit_text(surface, self.app.fonts, "Esc: menu", 15, (box.centerx, box.top + 150), MUTED,
                      anchor="midtop")


class InterludeScene(Scene):
    """A round's reveal over the table: the lead dancers face up and who won."""

    transparent = True
    DRAW_CACHES = ("_content",)   # the panel's words and cards, painted once when first drawn

    def __init__(self, app: Host, interlude: Interlude, painter: CardPainter, auto: bool = False) -> None:
        super().__init__(app)
        self.interlude = interlude
        self.painter = painter
        self.seconds = 0.0
        self._content: tuple[pygame.Surface, int] | None = None   # painted once: it does not change
        self.shown_at = time.perf_counter()   # a rest's frames count 0.1 s at most: the clock tells the wait
        self.auto = auto  # no human at the table: move on by itself

    def handle_event(self, event: pygame.event.Event) -> bool:
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1) or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE,
                                                               pygame.K_KP_ENTER)):
            self.app.stack.pop()
        return True

    def _hold(self) -> float:
        """Seconds it stays by itself (0: until a click): no human at the table, or the result says."""
        if self.auto:
            return max(0.6, self.app.settings.ai_pace_seconds * 2)
        return self.interlude.seconds

    def update(self, dt: float) -> None:
        self.seconds = max(self.seconds + dt, time.perf_counter() - self.shown_at)
        hold = self._hold()
        if hold and self.seconds > hold:
            self.app.stack.pop()

    def wake_in(self) -> float | None:
        hold = self._hold()
        return max(0.0, hold - self.seconds) + 0.01 if hold else None

    def _paint_content(self, size: tuple[int, int]) -> tuple[pygame.Surface, int]:
        """The title, the cards and the lines on a clear layer of the largest panel; how tall they are."""
        surface = pygame.Surface(size, pygame.SRCALPHA)
        box = surface.get_rect()
        fonts = self.app.fonts
        title, size_px = fonts.fit(self.interlude.title, 24, box.width - 32, True)
        blit_text(surface, fonts, title, size_px, (box.centerx, box.top + 14), GOLD, True, "midtop")
        cards = self.interlude.cards
        card = self.interlude.card_size or (REVEAL_SIZE[0] * 3 // 4, REVEAL_SIZE[1] * 3 // 4)
        gap = 40 if card[0] >= 90 else 14
        per_row = max(1, (box.width - 40 + gap) // (card[0] + gap))
        top = box.top + 52
        bottom = top + 4
        for start in range(0, len(cards), per_row):   # as many rows as the cards need
            row = cards[start:start + per_row]
            span = len(row) * (card[0] + gap) - gap
            x = box.centerx - span // 2
            row_bottom = top + card[1] + 4
            for caption, face, angle in row:
                surface.blit(self.painter.image(face, card, angle), (x, top))
                area = pygame.Rect(x - gap // 2 + 2, top + 8 + card[1], card[0] + gap - 4, 60)
                row_bottom = max(row_bottom, blit_wrapped(surface, fonts, caption, 14 if card[0] >= 90 else 12,
                                                          area, CREAM, True))
                x += card[0] + gap
            top = bottom = row_bottom + 6
        y = bottom + 4 if cards else top
        for line in self.interlude.lines:
            y = blit_wrapped(surface, fonts, line, 14, pygame.Rect(box.left + 20, y, box.width - 40,
                                                                    box.bottom - 40 - y), CREAM) + 6
        return surface, y

    def _painted(self, size: tuple[int, int]) -> tuple[pygame.Surface, int]:
        """The panel's content for a screen of `size`, painted once (a cache, not state)."""
        width, height = size
        full = (590, height - 66)
        if self._content is None or self._content[0].get_size() != full:
            self._content = self._paint_content(full)
        return self._content

    def panel_box(self, size: tuple[int, int]) -> pygame.Rect:
        """On the right, over the log and the piles: the board that produced the result stays in
        view. The panel is as tall as what it says (a full-height panel stood half empty)."""
        width, height = size
        _, used = self._painted(size)
        return pygame.Rect(width - 600, 56, 590, min(height - 66, used + 44))

    @property
    def box(self) -> pygame.Rect:
        return self.panel_box(self.app.screen_size)

    def draw(self, surface: pygame.Surface) -> None:
        box = self.panel_box(surface.get_size())
        content, _ = self._painted(surface.get_size())
        panel(surface, box, border=GOLD, alpha=255)   # nothing of the log reads through the result
        surface.blit(content, box.topleft)
        fonts = self.app.fonts
        hold = self._hold()
        ask = "Click or press Enter to dance on" + (" (it goes on by itself)" if hold and not self.auto else "")
        blit_text(surface, fonts, ask, 14, (box.centerx, box.bottom - 26), MUTED, anchor="midtop")
