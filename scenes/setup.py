"""Seat setup: how many seats, and for each a name and Human or AI (Easy, Normal, Hard).

Reachable by mouse (click a field, click a seat's kind to cycle it) and by keyboard
(Up/Down or Tab between fields, Left/Right change a choice, typing edits a name). In DDO
a game may ask each seat one more choice, through its table's plug (`SeatChoice`: DDO's deck,
a prebuilt one or one of the player's own, made in its deck builder); what the seats pick goes
into the game's config, so the record replays without the player's files.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game import registry
from game.core.names import clean_name, name_text
from game.core.options import OptionKind, OptionSpec
from game.core.seats import SeatKind
from scenes.flow import start_game
from scenes.learn import LearnScene
from scenes.rules_page import RulesScene
from scenes.tables import TABLES, TablePlug
from scenes.stack import Host, Scene
from scenes.ui import CREAM, GOLD, GOLD_DIM, INK, MUTED, STAGE_LIGHT, Button, blit_text, panel

if TYPE_CHECKING:
    from game.registry import GameEntry

KINDS = (SeatKind.HUMAN, SeatKind.EASY, SeatKind.NORMAL, SeatKind.HARD)   # what a seat may be here (not Random)
KIND_WORDS = {SeatKind.HUMAN: "Human", SeatKind.EASY: "AI · Easy", SeatKind.NORMAL: "AI · Normal",
              SeatKind.HARD: "AI · Hard"}
DEFAULT_NAMES = ("Nora", "Eddie", "Harriet", "Ruby", "Felix", "Gloria", "Otto", "Lena", "Marcus", "Rosa")
NAME_LIMIT = 24   # a typed name; every table lays out one this long without cutting it


def game_modes(entry: "GameEntry") -> tuple[tuple[str, str, int, int], ...]:
    """The game's modes as its registry entry declares them: (option value, words, fewest
    seats, most seats), the first the default."""
    return tuple((m.name, m.title, m.seats[0], m.seats[1]) for m in entry.modes)


class SeatSetupScene(Scene):
    def __init__(self, app: Host, entry: "GameEntry") -> None:
        super().__init__(app)
        self.entry = entry
        low, high = entry.seats
        self.count = max(low, 2) if high >= 2 else low
        self.kinds = [SeatKind.HUMAN] + [SeatKind.NORMAL] * (high - 1)
        self.names = ["Player 1"] + [""] * (high - 1)
        self.edited = [False] * high
        for seat, typed in app.typed_names.items():   # the names typed at the last set-up come back
            if seat < high:
                self.names[seat], self.edited[seat] = typed, True
        for seat in range(1, high):                    # the others: a distinct name each ("Nora 2" read badly)
            if not self.edited[seat]:
                self.names[seat] = self.free_name(seat)
        self.modes = game_modes(entry)
        self.mode_words = {m.name: m.blurb for m in entry.modes}
        self.mode = 0
        # The options a player sets here, as the game declares them: its rules to switch on
        # (toggles), then its choices (each cycles through the values it offers).
        self.offered: tuple[OptionSpec, ...] = entry.shown_options(OptionKind.FLAG) + \
            entry.shown_options(OptionKind.CHOICE)
        self.chosen = [bool(spec.initial) for spec in self.offered if spec.kind is OptionKind.FLAG]
        self.picks = {spec.key: spec.choices.index(spec.initial) if spec.initial in spec.choices else 0
                      for spec in self.offered if spec.kind is OptionKind.CHOICE}
        self.focus = 0
        plug = TABLES.get(entry.game_id)
        self.choice = plug.seat_choice() if plug is not None and plug.seat_choice is not None else None
        self.who = plug.who if plug is not None else TablePlug.who   # "who is dancing?", in the game's words
        self.pick_choices: list[tuple[str, object]] = []   # (words, the value it puts in the config) a seat may pick
        self.pick_notes: list[str] = []                     # files refused, a line each
        self.pick_waiting = ""                              # what is not offered, and why
        self.picked = [0] * high
        if self.choice is not None:
            self.load_picks()
        width = app.screen_size[0]
        self.start = Button(pygame.Rect(width // 2 + 20, 600, 220, 52), "▶ Start", self.begin)
        self.back = Button(pygame.Rect(width // 2 - 240, 600, 220, 52), "◀ Back", self.leave)
        self.learn = Button(pygame.Rect(width // 2 - 480, 600, 220, 52), "Learn to play", self.open_learn, size=18)
        self.page = Button(pygame.Rect(width // 2 + 260, 600, 220, 52), "How to play (F1)", self.open_page, size=18)

    # -- the fields: per seat a name and a kind, then the seat count, then the buttons ----
    def fields(self) -> list[tuple[str, int]]:
        found = [("mode", 0)] if self.modes else []
        found += [("option", i) for i in range(len(self.offered))]
        for seat in range(self.count):
            found += [("name", seat), ("kind", seat)] + ([("pick", seat)] if self.pick_choices else [])
        if self.entry.seats[0] != self.entry.seats[1]:
            found.append(("count", 0))
        return found + ([("builder", 0)] if self.pick_choices else []) + [("start", 0), ("back", 0)]

    def pitch(self) -> int:
        """Rows are 74 apart, closer when many seats would run into the buttons."""
        return min(74, (520 - self.rows_top()) // max(1, self.count))

    def row_rect(self, seat: int) -> pygame.Rect:
        width = 920 if self.pick_choices else 660
        return pygame.Rect(self.app.screen_size[0] // 2 - width // 2, self.rows_top() + seat * self.pitch(),
                           width, self.pitch() - 10)

    def rows_top(self) -> int:
        return 202 if self.modes or self.offered else 190  # below the mode's (or option's) one-line description

    def option_rect(self, index: int) -> pygame.Rect:
        """The options' toggles and choices, side by side under the title."""
        count = len(self.offered)
        width = min(300, 900 // max(1, count) - 10)
        left = self.app.screen_size[0] // 2 - (count * (width + 10) - 10) // 2
        return pygame.Rect(left + index * (width + 10), 96, width, 34)

    def toggle_option(self, index: int, step: int = 1) -> None:
        """A rule switched on or off; a choice moved on by `step`."""
        spec = self.offered[index]
        if spec.kind is OptionKind.CHOICE:
            self.picks[spec.key] = (self.picks[spec.key] + step) % len(spec.choices)
        else:
            self.chosen[index] = not self.chosen[index]
        self.app.sounds.play("click")

    def option_values(self) -> dict[str, Any]:
        """What the set-up writes into the game's config: each rule switched on, each choice."""
        values: dict[str, Any] = {}
        for index, spec in enumerate(self.offered):
            if spec.kind is OptionKind.CHOICE:
                values[spec.key] = spec.choices[self.picks[spec.key]]
            elif self.chosen[index]:
                values[spec.key] = True
        return values

    def name_rect(self, seat: int) -> pygame.Rect:
        row = self.row_rect(seat)
        return pygame.Rect(row.left + 110, row.top + 6, 250 if self.pick_choices else 280, row.height - 12)

    def kind_rect(self, seat: int) -> pygame.Rect:
        row = self.row_rect(seat)
        return pygame.Rect(row.left + (380 if self.pick_choices else 410), row.top + 6, 200 if self.pick_choices else 230,
                           row.height - 12)

    def pick_rect(self, seat: int) -> pygame.Rect:
        row = self.row_rect(seat)
        return pygame.Rect(row.left + 600, row.top + 6, 306, row.height - 12)

    def builder_rect(self) -> pygame.Rect:
        return pygame.Rect(self.app.screen_size[0] // 2 + 290, 140, 260, 36)

    # -- the game's own choice per seat (DDO's decks) -------------------------------------------
    def load_picks(self) -> None:
        """What a seat may pick (read afresh: DDO's prebuilt decks, then the player's playable
        ones); a seat keeps what it had picked when the list is read again."""
        if self.choice is None:
            return
        choice = self.choice
        was = [self.pick_choices[i][1] for i in self.picked] if self.pick_choices else \
            [choice.default(s) for s in range(len(self.picked))]
        self.pick_choices, self.pick_notes, self.pick_waiting = choice.offered()
        values = [value for _, value in self.pick_choices]
        self.picked = [values.index(v) if v in values else 0 for v in was]

    def cycle_pick(self, seat: int, step: int = 1) -> None:
        self.picked[seat] = (self.picked[seat] + step) % len(self.pick_choices)
        self.app.sounds.play("click")

    def open_builder(self) -> None:
        if self.choice is not None:
            self.app.stack.push(self.choice.builder_scene(self.app))

    def resume(self) -> None:
        if self.pick_choices:   # back from the builder: what it saved is offered now
            self.load_picks()

    def count_rect(self) -> pygame.Rect:
        if self.modes:  # the mode sits on the left, the seat count on the right
            return pygame.Rect(self.app.screen_size[0] // 2 + 20, 140, 260, 36)
        return pygame.Rect(self.app.screen_size[0] // 2 - 130, 140, 260, 36)

    def mode_rect(self) -> pygame.Rect:
        return pygame.Rect(self.app.screen_size[0] // 2 - 300, 140, 300, 36)

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
            self.names[seat] = f"Player {seat + 1}" if kind is SeatKind.HUMAN else self.free_name(seat)
        self.app.sounds.play("click")

    def free_name(self, seat: int) -> str:
        """A default name no other seat has: names typed at earlier set-ups for seats this game
        lacks first, then the list."""
        taken = {n for s, n in enumerate(self.names) if s != seat}
        spare = [n for s, n in sorted(self.app.typed_names.items()) if s >= len(self.names)]
        return next((n for n in (*spare, *DEFAULT_NAMES) if n not in taken), f"Player {seat + 1}")

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
        typed = [clean_name(self.names[i], NAME_LIMIT) for i in range(self.count)]
        names = tuple(name or f"Player {i + 1}" for i, name in enumerate(typed))
        self.app.typed_names.update({i: typed[i] for i in range(self.count) if self.edited[i] and typed[i]})
        if len(set(names)) != len(names):  # the log and the curtain name seats: they must differ
            names = tuple(f"{n} ({i + 1})" for i, n in enumerate(names))
        options: dict[str, Any] = {"mode": self.modes[self.mode][0]} if self.modes else {}
        options.update(self.option_values())
        if self.choice is not None and self.pick_choices:   # DDO: the decks, written out when the player's own
            options.update(self.choice.options([self.pick_choices[self.picked[i]][1] for i in range(self.count)]))
        start_game(self.app, self.entry.game_id, names, tuple(self.kinds[: self.count]), **options)

    def together(self) -> bool:
        """The mode chosen is played by all the seats together (cooperative)."""
        return self.entry.cooperative or (bool(self.modes) and self.entry.modes[self.mode].cooperative)

    def leave(self) -> None:
        self.app.stack.pop()

    def open_learn(self) -> None:
        self.app.stack.push(LearnScene(self.app, self.entry))

    def open_page(self) -> None:
        self.app.stack.push(RulesScene(self.app, registry.rules(self.entry.game_id)))

    # -- events ------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if any(button.handle(event) for button in (self.start, self.back, self.learn, self.page)):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.open_page()
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
                pick = self.pick_rect(seat)
                if self.pick_choices and pick.collidepoint(event.pos):
                    self.focus = fields.index(("pick", seat))
                    self.cycle_pick(seat, -1 if event.pos[0] < pick.centerx else 1)
                    return True
            if self.pick_choices and self.builder_rect().collidepoint(event.pos):
                self.focus = fields.index(("builder", 0))
                self.open_builder()
                return True
            for index in range(len(self.offered)):
                rect = self.option_rect(index)
                if rect.collidepoint(event.pos):
                    self.focus = fields.index(("option", index))
                    self.toggle_option(index, -1 if event.pos[0] < rect.centerx else 1)
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
            if kind == "name" and len(self.names[seat]) < NAME_LIMIT:   # what a save keeps, kept at the edge
                self.names[seat] = name_text(self.names[seat] + event.text)[:NAME_LIMIT]
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
            elif kind == "pick":
                self.cycle_pick(seat, step)
            elif kind == "count":
                self.change_count(step)
            elif kind == "mode":
                self.change_mode(step)
            elif kind == "option":
                self.toggle_option(seat, step)
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
            elif kind == "pick":
                self.cycle_pick(seat)
            elif kind == "builder":
                self.open_builder()
            elif kind == "option":
                self.toggle_option(seat)
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
        blit_text(surface, fonts, f"{self.entry.title} — {self.who}", 34, (width // 2, 50), GOLD, True, "midtop")
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
        self._draw_options(surface, focus)
        for seat in range(self.count):
            row = self.row_rect(seat)
            panel(surface, row, alpha=200)
            blit_text(surface, fonts, f"Seat {seat + 1}", 18, (row.left + 18, row.centery), GOLD, True, "midleft")
            name = self.name_rect(seat)
            active = focus == ("name", seat)
            pygame.draw.rect(surface, CREAM, name, border_radius=8)
            pygame.draw.rect(surface, GOLD if active else GOLD_DIM, name, 3 if active else 1, border_radius=8)
            cursor = "▏" if active and int(pygame.time.get_ticks() / 500) % 2 == 0 else ""
            shown, size = fonts.fit(self.names[seat] + cursor, 18, name.width - 16)   # 24 letters: smaller, never cut
            blit_text(surface, fonts, shown, size, (name.left + 10, name.centery), INK, anchor="midleft")
            kind = self.kind_rect(seat)
            active = focus == ("kind", seat)
            pygame.draw.rect(surface, GOLD if active else STAGE_LIGHT, kind, border_radius=8)
            pygame.draw.rect(surface, CREAM if active else GOLD_DIM, kind, 2, border_radius=8)
            words = KIND_WORDS[self.kinds[seat]]
            blit_text(surface, fonts, f"◀ {words} ▶", 17, kind.center, INK if active else CREAM, True, "center")
            if self.pick_choices:
                self._draw_pick(surface, seat, focus == ("pick", seat))
        if self.pick_choices:
            rect = self.builder_rect()
            active = focus[0] == "builder"
            pygame.draw.rect(surface, GOLD if active else STAGE_LIGHT, rect, border_radius=8)
            pygame.draw.rect(surface, CREAM if active else GOLD, rect, 2, border_radius=8)
            builder = self.choice.builder if self.choice is not None else ""
            blit_text(surface, fonts, builder, 17, rect.center, INK if active else CREAM, True, "center")
            notes = self.pick_notes[:1 if self.pick_waiting else 2]   # a file refused: one line each
            for index, note in enumerate(notes):
                words, size = fonts.fit(f"✖ {note}", 13, width - 40)
                blit_text(surface, fonts, words, size, (width // 2, 96 + index * 18), (240, 110, 90), anchor="midtop")
            if self.pick_waiting:   # what is not offered to the seats, and why
                words, size = fonts.fit(f"◌ {self.pick_waiting}", 14, width - 40)
                blit_text(surface, fonts, words, size, (width // 2, 96 + len(notes) * 18), GOLD, anchor="midtop")
            summary = getattr(self.choice, "summary", None)   # a choice may say what its builder has set
            if callable(summary):
                words, size = fonts.fit(str(summary()), 14, width - 40)
                blit_text(surface, fonts, words, size, (width // 2, 116), CREAM, anchor="midtop")
        humans = sum(1 for k in self.kinds[: self.count] if k is SeatKind.HUMAN)
        ais = self.count - humans
        plan = ("Hot-seat: a curtain hides each hand while the device changes hands." if humans >= 2 else
                "One player, against the game itself." if humans == 1 and ais == 0 else
                f"You and {ais} AI seat{'s' * (ais != 1)}, together against the game." if humans == 1 and self.together() else
                f"You against {ais} AI seat{'s' * (ais != 1)}." if humans == 1 else
                "The AI plays itself: sit back and watch.")
        top = self.rows_top() + self.count * self.pitch()
        blit_text(surface, fonts, plan, 16, (width // 2, top + 2), CREAM, anchor="midtop")
        levels = ("AI levels — Easy: plays sensibly but simply · Normal: follows a dancer's rules of thumb · "
                  "Hard: imagines the hidden cards and searches, about a second a move")
        top += 26
        for index, line in enumerate(fonts.wrap(levels, 15, 640)):
            blit_text(surface, fonts, line, 15, (width // 2, top + index * 20), MUTED, anchor="midtop")
        self.back.draw(surface, fonts, focused=focus[0] == "back")
        self.start.draw(surface, fonts, focused=focus[0] == "start")
        self.learn.draw(surface, fonts)
        self.page.draw(surface, fonts)
        hint = "Click a name to type · click a seat's kind to change it · Keys: ↑↓ move, ←→ change, Enter starts"
        if self.pick_choices:
            word = self.choice.word.lower() if self.choice is not None else ""
            hint = f"Click a name to type · click a kind or a {word} to change it · Keys: ↑↓ move, ←→ change, Enter starts"
        blit_text(surface, fonts, hint, 14, (width // 2, surface.get_height() - 30), MUTED, anchor="midtop")

    def _draw_options(self, surface: pygame.Surface, focus: tuple[str, int]) -> None:
        """A toggle per optional rule (☑ on, ☐ off), a choice per option with values (◀ ▶),
        and the focused one's rule in a line."""
        fonts = self.app.fonts
        for index, spec in enumerate(self.offered):
            rect = self.option_rect(index)
            active = focus == ("option", index)
            pygame.draw.rect(surface, GOLD if active else STAGE_LIGHT, rect, border_radius=8)
            pygame.draw.rect(surface, CREAM if active else GOLD_DIM, rect, 2, border_radius=8)
            if spec.kind is OptionKind.CHOICE:
                index = self.picks[spec.key]
                label = f"◀ {spec.title}: {(spec.choice_words or spec.choices)[index]} ▶"
            else:
                label = f"{'☑' if self.chosen[index] else '☐'} {spec.title}"
            words, size = fonts.fit(label, 16, rect.width - 12, True)
            blit_text(surface, fonts, words, size, rect.center, INK if active else CREAM, True, "center")
        if self.offered:
            flags = any(spec.kind is OptionKind.FLAG for spec in self.offered)
            words = (f"{'Optional rule' if self.offered[focus[1]].kind is OptionKind.FLAG else 'Choice'} — "
                     f"{self.offered[focus[1]].blurb}" if focus[0] == "option" else
                     "Optional rules: off unless ticked." if flags else "Choose before you start.")
            words, size = fonts.fit(words, 14, surface.get_width() - 80)
            blit_text(surface, fonts, words, size, (surface.get_width() // 2, 180), MUTED, anchor="midtop")

    def _draw_pick(self, surface: pygame.Surface, seat: int, active: bool) -> None:
        rect = self.pick_rect(seat)
        pygame.draw.rect(surface, GOLD if active else STAGE_LIGHT, rect, border_radius=8)
        pygame.draw.rect(surface, CREAM if active else GOLD_DIM, rect, 2, border_radius=8)
        word = self.choice.word if self.choice is not None else ""
        words, size = self.app.fonts.fit(f"◀ {word}: {self.pick_choices[self.picked[seat]][0]} ▶", 16, rect.width - 12, True)
        blit_text(surface, self.app.fonts, words, size, rect.center, INK if active else CREAM, True, "center")
