"""The end of a game: scores, the winner, rematch or back to the menu."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.contract import Termination
from scenes.menus import _column
from scenes.stack import Scene
from scenes.ui import CREAM, GOLD, MUTED, blit_text, panel, shade

if TYPE_CHECKING:
    from scenes.app import App
    from scenes.toolkit.table import TableScene


class EndScene(Scene):
    transparent = True

    def __init__(self, app: "App", table: "TableScene") -> None:
        super().__init__(app)
        self.table = table
        self.outcome = table.rules.outcome(table.match.state)
        self.column = _column(app, [("↻ Rematch", self.rematch), ("⌂ Back to menu", self.menu)], 440, 300)
        app.sounds.play("win")
        self._forget_save()

    def _forget_save(self) -> None:
        """A finished game is nothing to continue."""
        if self.table.autosave:
            self.app.saver.forget(self.table.save_slot)

    def rematch(self) -> None:
        from scenes.flow import rematch
        rematch(self.app, self.table)

    def menu(self) -> None:
        from scenes.launcher import LauncherScene
        self.app.stack.clear_to(LauncherScene(self.app))

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.column.handle(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        shade(surface, 160)
        fonts = self.app.fonts
        names = self.table.plan.names
        box = pygame.Rect(0, 0, 640, 440)
        box.center = (surface.get_width() // 2, 360)
        panel(surface, box, border=GOLD)
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
        blit_text(surface, fonts, head, 32, (box.centerx, box.top + 24), GOLD, True, "midtop")
        blit_text(surface, fonts, outcome.summary, 17, (box.centerx, box.top + 78), CREAM, anchor="midtop")
        ranked = sorted(range(len(outcome.scores)), key=lambda s: -outcome.scores[s])
        for row, seat in enumerate(ranked):
            y = box.top + 130 + row * 34
            mark = "★" if seat in outcome.winners else " "
            score = outcome.scores[seat]
            shown = int(score) if float(score).is_integer() else round(score, 1)
            blit_text(surface, fonts, f"{mark} {names[seat]}", 20, (box.left + 120, y), CREAM, seat in outcome.winners)
            blit_text(surface, fonts, str(shown), 20, (box.right - 120, y), CREAM, True, "topright")
        self.column.draw(surface, fonts)
        blit_text(surface, fonts, "↑↓ and Enter, or click", 14, (box.centerx, box.bottom - 24), MUTED, anchor="midtop")
