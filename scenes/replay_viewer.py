"""The replay viewer: a whole game stepped through on its own table, a move at a time.

It is the game's table with the flow taken out: the cursor picks a moment of the record, the
table lays out what the chosen seat saw at that moment (`refresh(past state)`: the model
observes it with nothing legal on it), and the log tells the moves up to it as that seat's
log told them. Nothing can be played, no AI thinks, no curtain falls.

Whose eyes: a finished game may be watched through any seat (once a game is over every hand
may be shown); a game still in progress only through the seats its own players held (the
humans of a save), so watching it again never shows what a player could not see.

Keys: ← → a move, PgUp PgDn a turn, Home End the start and the end, Space plays at the AI's
pace, 1–8 a seat's eyes, Esc back. A click on the bar jumps there.
"""

from __future__ import annotations

from typing import Any

import pygame

from game import registry
from game.core.records import Match, Record, replay
from scenes.stack import Host
from scenes.tables import make_view
from scenes.toolkit.table import TableScene
from scenes.toolkit.table_input import TABLE_RIGHT
from scenes.ui import CREAM, GOLD, MUTED, TEAL, Button, panel

PANEL_TOP = 466


def viewable_seats(record: Record, finished: bool) -> tuple[int, ...]:
    """The seats whose eyes the viewer may use (see the module docstring)."""
    seats = tuple(range(record.config.seats))
    if finished:
        return seats
    humans = tuple(i for i, kind in enumerate(record.seat_kinds) if not kind.is_ai)
    return humans or seats   # a game of AI seats only hides nothing from a person


def turn_starts(match: Match) -> tuple[int, ...]:
    """The cursor positions where a seat's turn begins (a run of one seat's moves)."""
    starts = [0]
    for index in range(1, len(match.steps)):
        if match.steps[index].seat != match.steps[index - 1].seat:
            starts.append(index)
    return tuple(starts)


class ReplayViewer(TableScene):
    """See the module docstring."""

    def __init__(self, app: Host, record: Record, finished: bool | None = None) -> None:
        rules = registry.rules(record.game)
        match = replay(rules, record)           # RecordError (one line) for a bad record
        if finished is None:
            finished = rules.outcome(match.state) is not None
        self.finished = finished
        self.seats = viewable_seats(record, finished)
        opening = replay(rules, Record(record.game, record.config, record.seed, (), record.names,
                                       record.seat_kinds))
        self.states: list[Any] = [opening.state] + [None] * len(match.steps)
        state = opening.state
        for index, step in enumerate(match.steps):
            state, _ = rules.apply(state, step.action)
            self.states[index + 1] = state
        super().__init__(app, match, make_view(record.game, rules), autosave=False)
        self.model.curtain_for = None            # nobody's turn here: no curtain ever
        self.model.viewer = self.seats[0]
        self.turns = turn_starts(match)
        self.cursor = len(match.steps)
        self.playing = False
        self.since = 0.0
        self.ended = True                        # the table's end screen never opens here
        self.input.replay_button.label = "Replay: ← → a move, Space plays"
        self.bar = pygame.Rect(TABLE_RIGHT + 24, PANEL_TOP + 92, app.screen_size[0] - TABLE_RIGHT - 48, 14)
        left, width = TABLE_RIGHT + 24, (app.screen_size[0] - TABLE_RIGHT - 48 - 4 * 8) // 5
        self.controls = [Button(pygame.Rect(left + i * (width + 8), PANEL_TOP + 116, width, 34), label, action, size=14)
                         for i, (label, action) in enumerate((("◀◀", self.to_start), ("◀", self.back),
                                                              ("Play", self.toggle_play), ("▶", self.forward),
                                                              ("▶▶", self.to_end)))]
        self.show(self.cursor)

    # -- the cursor --------------------------------------------------------------------------
    @property
    def length(self) -> int:
        return len(self.match.steps)

    def show(self, cursor: int, seat: int | None = None) -> None:
        """Lay out the moment after `cursor` moves for `seat`'s eyes (the one shown if None)."""
        self.cursor = max(0, min(self.length, cursor))
        if seat is not None:
            if seat not in self.seats:
                self.refuse("This game is not over: it can be watched only through its own players' eyes.")
                return
            self.model.viewer = seat
            self.board.clear()
        log = self.log
        log.items = [(event, None) for event in self.match.opening_events]
        for step in self.match.steps[: self.cursor]:
            log.items.extend((event, step.seat) for event in step.events)
        del log.items[: -log.limit]
        log.set_viewer(self.model.viewer, self.model.plan.names)
        log.scroll = 0
        self.refresh(self.states[self.cursor])

    def forward(self) -> None:
        self.show(self.cursor + 1)

    def back(self) -> None:
        self.playing = False
        self.show(self.cursor - 1)

    def to_start(self) -> None:
        self.playing = False
        self.show(0)

    def to_end(self) -> None:
        self.playing = False
        self.show(self.length)

    def next_turn(self) -> None:
        self.show(next((t for t in self.turns if t > self.cursor), self.length))

    def previous_turn(self) -> None:
        self.playing = False
        self.show(max((t for t in self.turns if t < self.cursor), default=0))

    def toggle_play(self) -> None:
        if self.cursor >= self.length:
            self.show(0)
        self.playing = not self.playing
        self.since = 0.0
        self.controls[2].label = "Pause" if self.playing else "Play"

    # -- what the table frame asks -----------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        self.board.advance(dt, self.shown_angle, self.app.settings.tween_seconds <= 0)
        self.view_moving = self.view.update(dt, self.model.observation)
        self.input.update(dt)
        self.input.replay_button.enabled = False
        if self.toast is not None:
            self.toast.seconds -= dt
            if self.toast.seconds <= 0:
                self.toast = None
        if self.playing and not self.animating:
            self.since += dt
            if self.since >= self.app.settings.ai_pace_seconds:
                self.since = 0.0
                self.forward()
                if self.cursor >= self.length:
                    self.toggle_play()

    def wake_in(self) -> float | None:
        """0 while cards move; else the next timer (the next move while playing, a note's end, a
        hovered card's zoom, a change's frame): each frame redraws the whole table, and the
        frames between two timers drew the same picture at 60 a second."""
        if self.animating or self.view_moving or self.board.turning:
            return 0.0
        timers = ([self.toast.seconds] if self.toast is not None else []) + self.board.changed_timers()
        if self.playing:
            timers.append(self.app.settings.ai_pace_seconds - self.since)
        hover = self.input.hover_wait()
        if hover is not None:
            timers.append(hover)
        return max(0.0, min(timers)) if timers else None

    def replay_offered(self) -> bool:
        return False

    def toggle_replay(self) -> None:
        """The last-turn replay has no meaning inside the viewer."""

    def open_pause(self) -> None:
        self.app.stack.pop()

    def undo_refusal(self) -> str:
        return "Nothing can be undone while watching a game again."

    def handle_event(self, event: pygame.event.Event) -> bool:
        for button in self.controls:
            if button.handle(event):
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.bar.inflate(0, 12).collidepoint(event.pos):
            share = (event.pos[0] - self.bar.left) / max(1, self.bar.width)
            self.playing = False
            self.show(round(share * self.length))
            return True
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_RIGHT: self.forward, pygame.K_LEFT: self.back, pygame.K_HOME: self.to_start,
                    pygame.K_END: self.to_end, pygame.K_PAGEDOWN: self.next_turn,
                    pygame.K_PAGEUP: self.previous_turn, pygame.K_SPACE: self.toggle_play,
                    pygame.K_ESCAPE: self.open_pause}
            if event.key in keys:
                keys[event.key]()
                return True
            if pygame.K_1 <= event.key <= pygame.K_8:
                seat = event.key - pygame.K_1
                if seat < self.match.config.seats:
                    self.show(self.cursor, seat)
                return True
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        fonts = self.app.fonts
        width = surface.get_width()
        box = pygame.Rect(TABLE_RIGHT + 12, PANEL_TOP, width - TABLE_RIGHT - 24, 230)
        panel(surface, box, alpha=255)
        names = self.model.plan.names
        surface.blit(fonts.text("Watching the game again", 18, GOLD, True), (box.left + 12, box.top + 8))
        where = f"Move {self.cursor} of {self.length}" if self.cursor else f"The start (of {self.length} moves)"
        if self.cursor:
            where += f" — {names[self.match.steps[self.cursor - 1].seat]} played"
        surface.blit(fonts.text(where, 15, CREAM), (box.left + 12, box.top + 36))
        eyes = f"Through {names[self.model.viewer]}'s eyes"
        if len(self.seats) > 1:   # the keys that change eyes, as many as fit
            eyes += " · keys " + " ".join(f"{i + 1}" for i in self.seats)
        words, size = fonts.fit(eyes, 15, box.width - 24)
        surface.blit(fonts.text(words, size, CREAM), (box.left + 12, box.top + 60))
        pygame.draw.rect(surface, MUTED, self.bar, border_radius=6)
        done = self.bar.copy()
        done.width = round(self.bar.width * self.cursor / max(1, self.length))
        pygame.draw.rect(surface, TEAL, done, border_radius=6)
        for start in self.turns:   # a tick where each turn begins
            x = self.bar.left + round(self.bar.width * start / max(1, self.length))
            pygame.draw.line(surface, CREAM, (x, self.bar.bottom), (x, self.bar.bottom + 3))
        for button in self.controls:
            button.draw(surface, fonts)
        help_lines = ("← → a move · PgUp PgDn a turn", "Home End · Space plays", "1–8 a seat's eyes · Esc back")
        for row, line in enumerate(help_lines):
            words, size = fonts.fit(line, 13, box.width - 24)
            surface.blit(fonts.text(words, size, MUTED), (box.left + 12, box.top + 160 + row * 18))
