"""Seat setup: how many seats, and for each a name and Human or AI (Easy, Normal, Hard).

Reachable by mouse (click a field, click a seat's kind to cycle it) and by keyboard
(Up/Down or Tab between fields, Left/Right change a choice, typing edits a name).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.flow import start_game
from scenes.stack import Scene
from scenes.ui import CREAM, GOLD, GOLD_DIM, INK, MUTED, STAGE_LIGHT, Button, blit_text, panel

if TYPE_CHECKING:
    from game.registry import GameEntry
    from scenes.app import App

KINDS = ("human", "easy", "normal", "hard")
KIND_WORDS = {"human": "Human", "easy": "AI · Easy", "normal": "AI · Normal", "hard": "AI · Hard"}
AI_NAMES = {"easy": "Easy Eddie", "normal": "Nora", "hard": "Hard-Shoe Harriet"}
NAME_LIMIT = 16


def game_modes(entry: "GameEntry") -> tuple[tuple[str, str, int, int], ...]:
    """The game's modes as its registry entry declares them: (option value, words, fewest
    seats, most seats), the first the default."""
    return tuple((m.name, m.title, m.seats[0], m.seats[1]) for m in entry.modes)


class SeatSetupScene(Scene):
    def __init__(self, app: "App", entry: "GameEntry") -> None:
        super().__init__(app)
        self.entry = entry
        low, high = entry.seats
        self.count = max(low, 2) if high >= 2 else low
        self.kinds = ["human"] + ["normal"] * (high - 1)
        self.names = ["Player 1"] + [AI_NAMES["normal"] if i == 1 else f"Nora {i}" for i in range(1, high)]
        self.edited = [False] * high
        for seat, typed in app.typed_names.items():   # the names typed at the last set-up come back
            if seat < high:
                self.names[seat], self.edited[seat] = typed, True
        self.modes = game_modes(entry)
        self.mode_words = {m.name: m.blurb for m in entry.modes}
        self.mode = 0
        self.focus = 0
        width = app.screen.get_width()
        self.start = Button(pygame.Rect(width // 2 + 20, 600, 220, 52), "▶ Start", self.begin)
        self.back = Button(pygame.Rect(width // 2 - 240, 600, 220, 52), "◀ Back", self.leave)

    # -- the fields: per seat a name and a kind, then the seat count, then the buttons ----
    def fields(self) -> list[tuple[str, int]]:
        found = [("mode", 0)] if self.modes else []
        for seat in range(self.count):
            found += [("name", seat), ("kind", seat)]
        if self.entry.seats[0] != self.entry.seats[1]:
            found.append(("count", 0))
        return found + [("start", 0), ("back", 0)]

    def row_rect(self, seat: int) -> pygame.Rect:
        return pygame.Rect(self.app.screen.get_width() // 2 - 330, self.rows_top() + seat * 74, 660, 60)

    def rows_top(self) -> int:
        return 202 if self.modes else 190  # below the mode's one-line description

    def name_rect(self, seat: int) -> pygame.Rect:
        row = self.row_rect(seat)
        return pygame.Rect(row.left + 110, row.top + 10, 280, 40)

    def kind_rect(self, seat: int) -> pygame.Rect:
        row = self.row_rect(seat)
        return pygame.Rect(row.left + 410, row.top + 10, 230, 40)

    def count_rect(self) -> pygame.Rect:
        if self.modes:  # the mode sits on the left, the seat count on the right
            return pygame.Rect(self.app.screen.get_width() // 2 + 20, 140, 260, 36)
        return pygame.Rect(self.app.screen.get_width() // 2 - 130, 140, 260, 36)

    def mode_rect(self) -> pygame.Rect:
        return pygame.Rect(self.app.screen.get_width() // 2 - 300, 140, 300, 36)

    def change_mode(self, step: int) -> None:
        """Cycle the mode; the seat count follows the seats the mode is played with."""
        self.mode = (self.mode + step) % len(self.modes)
        _, _, low, high = self.modes[self.mode]
        self.count = max(low, min(high, self.count if self.count >= low else max(low, 2)))
        self.app.sounds.play("click")

    def cycle_kind(self, seat: int, step: int = 1) -> None:
        kind = KINDS[(KINDS.index(self.kinds[seat]) + step) % len(KINDS)]
        self.kinds[seat] = kind
        if not self.edited[seat]:
            self.names[seat] = f"Player {seat + 1}" if kind == "human" else AI_NAMES[kind] + \
                ("" if seat == 1 else f" {seat}")
        self.app.sounds.play("click")

    def wake_in(self) -> float | None:
        """The name being typed shows a blinking cursor: a frame each half second, none otherwise."""
        focus = self.fields()[self.focus % len(self.fields())] if self.fields() else ("", 0)
        return (500 - pygame.time.get_ticks() % 500) / 1000 if focus[0] == "name" else None

    def change_count(self, step: int) -> None:
        low, high = self.entry.seats
        self.count = max(low, min(high, self.count + step))
        if self.modes:  # a count the mode does not allow picks the first mode that allows it
            _, _, mode_low, mode_high = self.modes[self.mode]
            if not mode_low <= self.count <= mode_high:
                self.mode = next(i for i, m in enumerate(self.modes) if m[2] <= self.count <= m[3])

    def begin(self) -> None:
        names = tuple((self.names[i].strip() or f"Player {i + 1}") for i in range(self.count))
        self.app.typed_names.update({i: self.names[i].strip() for i in range(self.count)
                                     if self.edited[i] and self.names[i].strip()})
        if len(set(names)) != len(names):  # the log and the curtain name seats: they must differ
            names = tuple(f"{n} ({i + 1})" for i, n in enumerate(names))
        options = {"mode": self.modes[self.mode][0]} if self.modes else {}
        start_game(self.app, self.entry.game_id, names, tuple(self.kinds[: self.count]), **options)

    def leave(self) -> None:
        self.app.stack.pop()

    # -- events ------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.start.handle(event) or self.back.handle(event):
            return True
        fields = self.fields()
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for seat in range(self.count):
                if self.name_rect(seat).collidepoint(event.pos):
                    self.focus = fields.index(("name", seat))
                    return True
                if self.kind_rect(seat).collidepoint(event.pos):
                    self.focus = fields.index(("kind", seat))
                    self.cycle_kind(seat)
                    return True
            mode = self.mode_rect()
            if self.modes and mode.collidepoint(event.pos):
                self.focus = fields.index(("mode", 0))
                self.change_mode(-1 if event.pos[0] < mode.centerx else 1)
                return True
            count = self.count_rect()
            if count.collidepoint(event.pos) and ("count", 0) in fields:
                self.focus = fields.index(("count", 0))
                self.change_count(-1 if event.pos[0] < count.centerx else 1)
                return True
            return False
        if event.type == pygame.TEXTINPUT:
            kind, seat = fields[self.focus % len(fields)]
            if kind == "name" and not self.edited[seat]:
                self.names[seat] = ""  # typing over a suggested name replaces it
            if kind == "name" and len(self.names[seat]) < NAME_LIMIT:
                self.names[seat] += event.text
                self.edited[seat] = True
            return True
        if event.type != pygame.KEYDOWN:
            return False
        kind, seat = fields[self.focus % len(fields)]
        if event.key in (pygame.K_DOWN, pygame.K_TAB, pygame.K_UP):
            back = event.key == pygame.K_UP or (event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
            self.focus = (self.focus + (-1 if back else 1)) % len(fields)
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = 1 if event.key == pygame.K_RIGHT else -1
            if kind == "kind":
                self.cycle_kind(seat, step)
            elif kind == "count":
                self.change_count(step)
            elif kind == "mode":
                self.change_mode(step)
            elif kind in ("start", "back"):
                self.focus = fields.index(("back", 0) if kind == "start" else ("start", 0))
        elif event.key == pygame.K_BACKSPACE and kind == "name":
            self.names[seat] = self.names[seat][:-1]
            self.edited[seat] = True
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if kind == "back":
                self.leave()
            elif kind == "kind":
                self.cycle_kind(seat)
            else:
                self.begin()  # Enter anywhere else starts the game
        elif event.key == pygame.K_ESCAPE:
            self.leave()
        return True

    # -- drawing -----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        width = surface.get_width()
        fields = self.fields()
        focus = fields[self.focus % len(fields)]
        blit_text(surface, fonts, f"{self.entry.title} — who is dancing?", 34, (width // 2, 50), GOLD, True, "midtop")
        if ("count", 0) in fields:
            rect = self.count_rect()
            panel(surface, rect, border=GOLD if focus[0] == "count" else GOLD_DIM, width=3 if focus[0] == "count" else 2)
            blit_text(surface, fonts, f"◀   {self.count} seat{'s' * (self.count != 1)}   ▶", 18, rect.center, CREAM, True, "center")
        else:
            low = self.entry.seats[0]
            blit_text(surface, fonts, f"A game for {low} players", 18, (width // 2, 146), CREAM, anchor="midtop")
        if self.modes:
            rect = self.mode_rect()
            active = focus[0] == "mode"
            panel(surface, rect, border=GOLD if active else GOLD_DIM, width=3 if active else 2)
            blit_text(surface, fonts, f"◀   {self.modes[self.mode][1]}   ▶", 18, rect.center, CREAM, True, "center")
            blit_text(surface, fonts, self.mode_words.get(self.modes[self.mode][0], ""), 14, (width // 2, 182), MUTED,
                      anchor="midtop")
        for seat in range(self.count):
            row = self.row_rect(seat)
            panel(surface, row, alpha=200)
            blit_text(surface, fonts, f"Seat {seat + 1}", 18, (row.left + 18, row.centery), GOLD, True, "midleft")
            name = self.name_rect(seat)
            active = focus == ("name", seat)
            pygame.draw.rect(surface, CREAM, name, border_radius=8)
            pygame.draw.rect(surface, GOLD if active else GOLD_DIM, name, 3 if active else 1, border_radius=8)
            cursor = "▏" if active and int(pygame.time.get_ticks() / 500) % 2 == 0 else ""
            blit_text(surface, fonts, self.names[seat] + cursor, 18, (name.left + 10, name.centery), INK, anchor="midleft")
            kind = self.kind_rect(seat)
            active = focus == ("kind", seat)
            pygame.draw.rect(surface, GOLD if active else STAGE_LIGHT, kind, border_radius=8)
            pygame.draw.rect(surface, CREAM if active else GOLD_DIM, kind, 2, border_radius=8)
            words = KIND_WORDS[self.kinds[seat]]
            blit_text(surface, fonts, f"◀ {words} ▶", 17, kind.center, INK if active else CREAM, True, "center")
        humans = sum(1 for k in self.kinds[: self.count] if k == "human")
        ais = self.count - humans
        plan = ("Hot-seat: a curtain hides each hand while the device changes hands." if humans >= 2 else
                "One player, against the game itself." if humans == 1 and ais == 0 else
                f"You against {ais} AI seat{'s' * (ais != 1)}." if humans == 1 else
                "The AI plays itself: sit back and watch.")
        blit_text(surface, fonts, plan, 16, (width // 2, 556 if self.modes else 550), CREAM, anchor="midtop")
        levels = ("AI levels — Easy: plays sensibly but simply · Normal: follows a dancer's rules of thumb · "
                  "Hard: imagines the hidden cards and searches, about a second a move")
        top = self.rows_top() + self.count * 74 + 14
        for index, line in enumerate(fonts.wrap(levels, 15, 640)):
            blit_text(surface, fonts, line, 15, (width // 2, top + index * 20), MUTED, anchor="midtop")
        self.back.draw(surface, fonts, focused=focus[0] == "back")
        self.start.draw(surface, fonts, focused=focus[0] == "start")
        hint = "Click a name to type · click a seat's kind to change it · Keys: ↑↓ move, ←→ change, Enter starts"
        blit_text(surface, fonts, hint, 14, (width // 2, surface.get_height() - 30), MUTED, anchor="midtop")
