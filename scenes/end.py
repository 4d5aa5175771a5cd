"""The end of a game: scores, the winner, rematch or back to the menu."""

from __future__ import annotations

from typing import Protocol

import pygame

from game.core.contract import Outcome, Termination
from game.core.records import Match
from scenes.stack import Host, Scene
from scenes.ui import CREAM, GOLD, MUTED, Button, ButtonColumn, blit_text, blit_wrapped, panel


class FinishedTable(Protocol):
    """What the end screen asks of the table whose game ended."""

    @property
    def seat_names(self) -> tuple[str, ...]: ...

    def outcome(self) -> Outcome | None: ...

    def result_lines(self) -> tuple[str, ...]:
        """The game's final scoring broken down, a line each."""

    @property
    def match(self) -> Match: ...

    def forget_save(self) -> None:
        """A finished game is nothing to continue: its save goes."""

    def rematch(self) -> object: ...


class EndScene(Scene):
    transparent = True

    def __init__(self, app: Host, table: FinishedTable) -> None:
        super().__init__(app)
        self.table = table
        self.outcome = table.outcome()
        centre = app.screen_size[0] - 265     # the middle of the result panel, right of the board
        self.column = ButtonColumn([Button(pygame.Rect(centre - 150, 498 + i * 54, 300, 44), label, action)
                                    for i, (label, action) in enumerate([("↻ Rematch", self.rematch),
                                                                         ("▶ Watch this game again", self.watch),
                                                                         ("⌂ Back to menu", self.menu)])])
        app.sounds.play("win")
        table.forget_save()

    def rematch(self) -> None:
        self.table.rematch()

    def watch(self) -> None:
        """The whole game again, a move at a time, over this end screen (Esc comes back here)."""
        self.app.watch_again(self.table.match.record(), finished=True)

    def menu(self) -> None:
        self.app.go_home()

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.column.handle(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        """On the right, over the log: the final board stays in view, the scoring broken down."""
        fonts = self.app.fonts
        names = self.table.seat_names
        width, height = surface.get_size()
        box = pygame.Rect(width - 520, 56, 510, height - 66)
        panel(surface, box, border=GOLD, alpha=255)   # opaque: nothing of the log reads through
        outcome = self.outcome
        if outcome is None:
            return
        if outcome.termination is Termination.WIN:
            head = f"★ {names[outcome.winners[0]]} wins! ★"
        elif outcome.termination is Termination.SHARED_WIN:
            head = "★ Shared win: " + " & ".join(names[w] for w in outcome.winners) + " ★"
        elif outcome.termination is Termination.COOP_WIN:
            head = "★ The table wins together! ★"
        else:
            head = "The game wins this time."
        words, size = fonts.fit(head, 26, box.width - 32, True)
        blit_text(surface, fonts, words, size, (box.centerx, box.top + 16), GOLD, True, "midtop")
        y = blit_wrapped(surface, fonts, outcome.summary, 15, pygame.Rect(box.left + 24, box.top + 56,
                                                                           box.width - 48, 40), CREAM) + 6
        ranked = sorted(range(len(outcome.scores)), key=lambda s: -outcome.scores[s])
        for seat in ranked:
            mark = "★" if seat in outcome.winners else " "
            score = outcome.scores[seat]
            shown = int(score) if float(score).is_integer() else round(score, 1)
            blit_text(surface, fonts, f"{mark} {names[seat]}", 18, (box.left + 40, y), CREAM, seat in outcome.winners)
            blit_text(surface, fonts, str(shown), 18, (box.right - 40, y), CREAM, True, "topright")
            y += 26
        lines = self.table.result_lines()
        column_top = self.column.buttons[0].rect.top if self.column.buttons else box.bottom - 120
        for line in lines:
            y = blit_wrapped(surface, fonts, line, 13, pygame.Rect(box.left + 24, y + 4, box.width - 48,
                                                                    column_top - 12 - y), CREAM) + 2
        self.column.draw(surface, fonts)
        blit_text(surface, fonts, "↑↓ and Enter, or click", 13, (box.centerx, box.bottom - 22), MUTED, anchor="midtop")
