"""The game's big moments on the table: a round's result, a quest won or lost, the end.

A moment is an opaque panel over a corner of the board that produced it (the table's right
side, over the log), so nothing of the log reads through it and the board stays in view.
Each moment can be put aside to look at the board ("See the board", or B) and brought back
the same way; while it is aside, nothing moves on by itself.

`MomentScene` shows a game's `Interlude` (a title, lines, cards: the game's TableView makes
it from the engine's events, `interlude_after`); `EndMoment` is the game's end with the same
way to see the final board. The table scene pushes them (scenes/toolkit/table.py).
"""

from __future__ import annotations

import time

import pygame

from scenes.end import EndScene, FinishedTable
from scenes.menus import InterludeScene
from scenes.stack import Host
from scenes.toolkit.cards import CardPainter
from scenes.toolkit.view import Interlude
from scenes.ui import CREAM, GOLD, Fonts, blit_text, panel

SEE_BOARD = "See the board (B)"
SEE_RESULT = "Show the result again (B)"


class SeeTheBoard:
    """Puts a moment's panel aside and brings it back: the B key, or the tab the scene places."""

    def __init__(self) -> None:
        self.hidden = False

    def handle(self, event: pygame.event.Event, tab: pygame.Rect) -> bool:
        """Whether `event` toggled the panel."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_b:
            self.hidden = not self.hidden
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and tab.collidepoint(event.pos):
            self.hidden = not self.hidden
            return True
        return event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and tab.collidepoint(event.pos)

    def draw(self, surface: pygame.Surface, fonts: Fonts, tab: pygame.Rect) -> None:
        panel(surface, tab, border=GOLD, alpha=255, radius=8)
        words = SEE_RESULT if self.hidden else SEE_BOARD
        shown, size = fonts.fit(words, 14, tab.width - 12, True)
        blit_text(surface, fonts, shown, size, tab.center, CREAM if self.hidden else GOLD, True, "center")


class MomentScene(InterludeScene):
    """A round's or a quest's result over the board that produced it, which can be put aside."""

    def __init__(self, app: Host, interlude: Interlude, painter: CardPainter, auto: bool = False) -> None:
        super().__init__(app, interlude, painter, auto)
        self.aside = SeeTheBoard()

    def tab(self) -> pygame.Rect:
        """Just under the result's panel, at its left: the board around it stays clear."""
        box = self.box
        return pygame.Rect(box.left, box.bottom + 6, 236, 30)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.aside.handle(event, self.tab()):
            self._resume_clock()
            return True
        if self.aside.hidden:   # looking at the board: a click on it does not dismiss the result unseen
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE):
                self.aside.hidden = False
                self._resume_clock()
            return True
        return super().handle_event(event)

    def _resume_clock(self) -> None:
        """The time spent looking at the board does not count towards the result's own wait."""
        if not self.aside.hidden:
            self.shown_at = time.perf_counter() - self.seconds

    def update(self, dt: float) -> None:
        if not self.aside.hidden:   # nothing goes on by itself while the board is being looked at
            super().update(dt)

    def wake_in(self) -> float | None:
        return None if self.aside.hidden else super().wake_in()

    def draw(self, surface: pygame.Surface) -> None:
        if not self.aside.hidden:
            super().draw(surface)
        self.aside.draw(surface, self.app.fonts, self.tab())


class EndMoment(EndScene):
    """The game's end beside the final board; the result can be put aside to look at it."""

    def __init__(self, app: Host, table: FinishedTable) -> None:
        super().__init__(app, table)
        self.aside = SeeTheBoard()

    def tab(self) -> pygame.Rect:
        """In the result panel's bottom left corner (the panel is the right column, full height)."""
        width, height = self.app.screen_size
        return pygame.Rect(width - 508, height - 50, 200, 30)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.aside.handle(event, self.tab()):
            return True
        if self.aside.hidden:
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_ESCAPE):
                self.aside.hidden = False
            return True
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.aside.hidden:
            super().draw(surface)
        self.aside.draw(surface, self.app.fonts, self.tab())


__all__ = ["EndMoment", "MomentScene", "SeeTheBoard"]
