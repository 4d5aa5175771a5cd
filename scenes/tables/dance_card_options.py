"""Dance Card!'s own choices before a game, opened from the seat set-up's button (the plug's
`SeatChoice`, `DanceCardChoice` here): the Deluxe Edition all at once or module by module
(off by default, as the document advises for a first game), the Music Rules! card, the Spin
Dial, and the Challenge! cards — none, one, two or three at random, or chosen by name (up to
three). The document's advice for each choice stands beside it.

Mouse: click a toggle, click a choice's left or right half to step it, click a card's name
to choose it. Keys: Up/Down or Tab move, Left/Right change, Enter or Space toggles, Esc or
Done goes back to the seats.
"""

from __future__ import annotations

import pygame

from game.dance_card.options import CHOOSE, MUSIC_RULES, RANDOM, SPIN_DIALS
from game.dance_card.roster import roster
from game.dance_card.view import choosable_students, first_game_advice
from scenes.stack import Host, Scene
from scenes.tables.dance_card_setup import CHALLENGE_WAYS, CHOSEN, MODULES, MOST_CHALLENGES, TableChoices, \
    challenge_names
from scenes.ui import CREAM, GOLD, GOLD_DIM, INK, MUTED, STAGE_LIGHT, Button, blit_text

ROW = 40
LEFT_X, RIGHT_X, COLUMN_W = 100, 680, 500


def music_words(value: str) -> str:
    if value == RANDOM:
        return "one at random"
    return next(c.name for c in roster().content.music_rules_cards if _slug(c.name) == value)


def dial_words(value: str) -> str:
    if value == CHOOSE:
        return "the first player chooses"
    return next(d.name for d in roster().content.spin_dials if _slug(d.name) == value)


def card_words(name: str) -> str:
    """A Challenge! card's rule (and a Chaperone's Spark!) in a line."""
    content = roster().content
    card = next((c for c in content.challenges if c.name == name), None)
    if card is not None:
        return f"{name}: {card.text}"
    chaperone = next(c for c in content.chaperones if c.name == name)
    return f"Chaperone {name}: {chaperone.text} {chaperone.spark_text}"


def _slug(name: str) -> str:
    return name.lower().replace("!", "").replace(" ", "-")


class DanceCardOptionsScene(Scene):
    def __init__(self, app: Host, table: TableChoices) -> None:
        super().__init__(app)
        self.table = table
        self.focus = 0
        width = app.screen_size[0]
        self.done = Button(pygame.Rect(width // 2 - 110, 640, 220, 48), "✔ Done", self.leave)

    # -- the fields ---------------------------------------------------------------------
    def fields(self) -> list[tuple[str, int]]:
        found = [("deluxe", 0)] + [("module", i) for i in range(len(MODULES))]
        found += [("music", 0), ("dial", 0), ("challenges", 0)]
        if self.table.challenges == CHOSEN:
            found += [("card", i) for i in range(len(challenge_names(self.table)))]
        return found + [("done", 0)]

    def rect(self, field: tuple[str, int]) -> pygame.Rect:
        kind, index = field
        if kind == "deluxe":
            return pygame.Rect(LEFT_X, 96, COLUMN_W, 34)
        if kind == "module":
            return pygame.Rect(LEFT_X + 30, 96 + (index + 1) * ROW, COLUMN_W - 30, 34)
        if kind in ("music", "dial", "challenges"):
            return pygame.Rect(RIGHT_X, 96 + ("music", "dial", "challenges").index(kind) * ROW, COLUMN_W, 34)
        if kind == "card":
            col, row = index % 4, index // 4
            return pygame.Rect(LEFT_X + col * 272, 372 + row * 34, 262, 28)
        return self.done.rect

    def change(self, field: tuple[str, int], step: int) -> None:
        kind, index = field
        table = self.table
        if kind == "deluxe":
            table.set_deluxe(not table.deluxe)
        elif kind == "module":
            key = MODULES[index][0]
            table.modules[key] = not table.modules[key]
            table.tidy()
        elif kind == "music":
            values: tuple[str, ...] = MUSIC_RULES + (RANDOM,)
            table.music = values[(values.index(table.music) + step) % len(values)]
        elif kind == "dial":
            values = SPIN_DIALS + (CHOOSE,)
            table.dial = values[(values.index(table.dial) + step) % len(values)]
        elif kind == "challenges":
            table.challenges = (table.challenges + step) % len(CHALLENGE_WAYS)
        elif kind == "card":
            name = challenge_names(table)[index]
            if name in table.named:
                table.named.remove(name)
            elif len(table.named) < MOST_CHALLENGES:
                table.named.append(name)
        elif kind == "done":
            self.leave()
            return
        self.app.sounds.play("click")

    def leave(self) -> None:
        self.app.stack.pop()

    # -- events -------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.done.handle(event):
            return True
        fields = self.fields()
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for n, field in enumerate(fields):
                rect = self.rect(field)
                if field[0] != "done" and rect.collidepoint(event.pos):
                    self.focus = n
                    self.change(field, -1 if event.pos[0] < rect.centerx else 1)
                    return True
            return False
        if event.type != pygame.KEYDOWN:
            return False
        field = fields[self.focus % len(fields)]
        if event.key in (pygame.K_DOWN, pygame.K_TAB, pygame.K_UP):
            back = event.key == pygame.K_UP or (event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
            self.focus = (self.focus + (-1 if back else 1)) % len(fields)
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT) and field[0] in ("music", "dial", "challenges"):
            self.change(field, 1 if event.key == pygame.K_RIGHT else -1)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.change(field, 1)
        elif event.key == pygame.K_ESCAPE:
            self.leave()
        return True

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        width = surface.get_width()
        table = self.table
        fields = self.fields()
        focus = fields[self.focus % len(fields)]
        blit_text(surface, fonts, "Dance Card! — Challenge! cards and the Deluxe Edition", 30, (width // 2, 34), GOLD,
                  True, "midtop")
        self._toggle(surface, ("deluxe", 0), "Deluxe Edition — every module at once", table.deluxe, focus)
        for index, (key, words) in enumerate(MODULES):
            self._toggle(surface, ("module", index), words, table.modules[key], focus)
        self._choice(surface, ("music", 0), f"Music Rules! card: {music_words(table.music)}", focus)
        self._choice(surface, ("dial", 0), f"Spin Dial: {dial_words(table.dial)}", focus)
        self._choice(surface, ("challenges", 0), f"Challenge! cards: {CHALLENGE_WAYS[table.challenges].lower()}", focus)
        advice = first_game_advice()
        self._lines(surface, advice.deluxe, (LEFT_X, 96 + 5 * ROW + 4))
        self._lines(surface, advice.challenges, (RIGHT_X, 96 + 3 * ROW + 4))
        if table.challenges == CHOSEN:
            blit_text(surface, fonts, f"Choose up to {MOST_CHALLENGES} Challenge! cards "
                      f"({len(table.named)} chosen):", 16, (LEFT_X, 344), CREAM, True)
            names = challenge_names(table)
            for index, name in enumerate(names):
                self._toggle(surface, ("card", index), name, name in table.named, focus, 15)
            if focus[0] == "card":   # the focused card's rule, read before choosing it
                words, px = fonts.fit(card_words(names[focus[1]]), 14, width - 2 * LEFT_X)
                blit_text(surface, fonts, words, px, (width // 2, 550), CREAM, anchor="midtop")
        kids = "" if table.modules["cool_kids"] else " (the Cool Kids' Dance Cards come with Cool Kids!)"
        blit_text(surface, fonts, f"{len(choosable_students(table.modules['cool_kids']))} Dance Cards to choose "
                  f"from on the seats{kids}.", 14, (width // 2, 606), MUTED, anchor="midtop")
        self.done.draw(surface, fonts, focused=focus[0] == "done")
        blit_text(surface, fonts, "Click to change · Keys: ↑↓ move, ←→ or Enter change, Esc back to the seats", 14,
                  (width // 2, surface.get_height() - 26), MUTED, anchor="midtop")

    def _box(self, surface: pygame.Surface, rect: pygame.Rect, active: bool) -> None:
        pygame.draw.rect(surface, GOLD if active else STAGE_LIGHT, rect, border_radius=8)
        pygame.draw.rect(surface, CREAM if active else GOLD_DIM, rect, 2, border_radius=8)

    def _toggle(self, surface: pygame.Surface, field: tuple[str, int], words: str, on: bool,
                focus: tuple[str, int], size: int = 17) -> None:
        rect = self.rect(field)
        active = focus == field
        self._box(surface, rect, active)
        text, px = self.app.fonts.fit(f"{'☑' if on else '☐'} {words}", size, rect.width - 16, True)
        blit_text(surface, self.app.fonts, text, px, (rect.left + 10, rect.centery), INK if active else CREAM, True,
                  "midleft")

    def _choice(self, surface: pygame.Surface, field: tuple[str, int], words: str, focus: tuple[str, int]) -> None:
        rect = self.rect(field)
        active = focus == field
        self._box(surface, rect, active)
        text, px = self.app.fonts.fit(f"◀ {words} ▶", 17, rect.width - 16, True)
        blit_text(surface, self.app.fonts, text, px, rect.center, INK if active else CREAM, True, "center")

    def _lines(self, surface: pygame.Surface, words: str, at: tuple[int, int]) -> None:
        for n, line in enumerate(self.app.fonts.wrap(words, 14, COLUMN_W)):
            blit_text(surface, self.app.fonts, line, 14, (at[0], at[1] + n * 19), MUTED)


class DanceCardChoice:
    """Each seat's Dance Card on the set-up, and the button to the table's own choices."""

    word = "Dance Card"
    builder = "⚙ Challenge! & Deluxe…"

    def __init__(self) -> None:
        self.table = TableChoices()

    def offered(self) -> tuple[list[tuple[str, object]], list[str], str]:
        """A random deal, then every Dance Card in play by Student ID; the first-game advice."""
        names = choosable_students(self.table.modules["cool_kids"])
        offered: list[tuple[str, object]] = [("Random", RANDOM)]
        offered += [(name, name) for name in names]
        return offered, [], first_game_advice().students

    def default(self, seat: int) -> object:
        return RANDOM

    def options(self, picked: list[object]) -> dict[str, object]:
        found = self.table.options()
        chosen = [str(p) for p in picked]
        if any(p != RANDOM for p in chosen):
            found["students"] = tuple(chosen)
        return found

    def summary(self) -> str:
        return self.table.summary()

    def builder_scene(self, app: Host) -> Scene:
        return DanceCardOptionsScene(app, self.table)


__all__ = ["DanceCardChoice", "DanceCardOptionsScene", "dial_words", "music_words"]
