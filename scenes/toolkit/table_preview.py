"""The table's preview: what the move under the hand will do, said before it is made.

While a card is held (dragged, or chosen by a click) over a place it may go, while the
pointer rests on a place a click would play or on a choice button, and for the move Tab
focuses, the frame asks
the game's engine for its preview of that legal action (game/core/preview.py: made from
the viewer's own observation, never the hidden state) and shows it beside the place: the
figures ("misstep: −2", "costs 1 discard after chaining") and whether the move can be
taken back ("shows a card: cannot be undone").

The part follows the hand in `follow` (called from the scene's update) and only reads in
`draw`; previews are kept per action until the observation changes.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame
from pygame.math import Vector2

from game import registry
from game.core.preview import Preview, Previewer
from scenes.toolkit.table_board import TableBoard
from scenes.toolkit.table_model import TableModel
from scenes.toolkit.view import Gesture
from scenes.ui import CREAM, GOLD, REFUSE, STAGE_DARK, Fonts, blit_text, panel

log = logging.getLogger(__name__)

WIDTH = 340
TEXT_SIZE = 14
TABLE_RIGHT = 960          # the table's own area (the side column starts here)
WARNING_WORDS = ("misstep", "cannot succeed", "cannot be undone", "is lost", "falls", "sets off", "wakes")


class TablePreview:
    """What the hand's move will do: the engine's preview of one legal action, and where to say it."""

    DRAW_CACHES = ()

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id
        self.gesture: Gesture[Any] | None = None     # the move previewed now
        self.preview: Preview | None = None
        self.anchor: pygame.Rect | None = None       # the place it goes (or the button that makes it)
        self._memo: dict[Any, Preview | None] = {}
        self._memo_for: Any = None                   # the observation the memo belongs to
        self._previewer: Previewer[Any, Any, Any] | None = None

    # -- following the hand (update) -------------------------------------------------------------
    def follow(self, model: TableModel[Any, Any], board: TableBoard, pointer: Vector2,
               buttons: list[tuple[Any, Gesture[Any] | None]]) -> None:
        """Find the move the hand is about to make, and its preview."""
        gesture, anchor = self._under_hand(model, board, (int(pointer.x), int(pointer.y)), buttons)
        self.gesture, self.anchor = gesture, anchor
        self.preview = self.of(model, gesture.action) if gesture is not None else None

    def _under_hand(self, model: TableModel[Any, Any], board: TableBoard, pointer: tuple[int, int],
                    buttons: list[tuple[Any, Gesture[Any] | None]]) -> tuple[Gesture[Any] | None, pygame.Rect | None]:
        if not model.viewer_acts() or not model.gestures:
            return None, None
        hand = model.hand
        source = hand.source
        if source is not None and (hand.dragging or hand.held is None):
            target = board.target_at(pointer, model.lit_targets(source), hand.held)
            gesture = model.gesture_at(source, target) if target is not None else None
            if gesture is not None:
                return gesture, board.area_of(target) if target is not None else None
        focused = model.focused()
        if focused is not None:
            return focused, self._where(focused, board, buttons)
        if source is None:
            for button, made in buttons:   # a choice button under the pointer says what it will do
                if made is not None and button.rect.collidepoint(pointer):
                    return made, pygame.Rect(button.rect)
            lit = model.lit_targets(None)
            target = board.target_at(pointer, lit, None) if lit else None
            if target is not None and target in lit:
                gesture = model.gesture_at(None, target)
                if gesture is not None:
                    return gesture, board.area_of(target)
        return None, None

    @staticmethod
    def _where(gesture: Gesture[Any], board: TableBoard,
               buttons: list[tuple[Any, Gesture[Any] | None]]) -> pygame.Rect | None:
        for key in (gesture.target, gesture.source):
            if key is not None:
                area = board.area_of(key)
                if area is not None:
                    return area
        for button, made in buttons:
            if made is gesture:
                return pygame.Rect(button.rect)
        return None

    def of(self, model: TableModel[Any, Any], action: Any) -> Preview | None:
        """The engine's preview of a legal `action` for the viewer (kept until the observation changes)."""
        if self._memo_for is not model.observation:
            self._memo, self._memo_for = {}, model.observation
        if action not in self._memo:
            self._memo[action] = self._ask(model, action)
        return self._memo[action]

    def _ask(self, model: TableModel[Any, Any], action: Any) -> Preview | None:
        try:
            if self._previewer is None:
                self._previewer = registry.previewer(self.game_id)
            return self._previewer.preview(model.observation, action, model.plan.names)
        except Exception:  # noqa: BLE001 - a preview is a courtesy: it never stops a move being made
            log.exception("no preview for %s", action)
            return None

    # -- drawing (reads only) ----------------------------------------------------------------------
    def box(self, fonts: Fonts, height: int) -> tuple[pygame.Rect, list[tuple[str, bool]]] | None:
        """Where the preview is drawn and its wrapped lines (line, warning); None: nothing to show."""
        shown, gesture = self.preview, self.gesture
        if shown is None or gesture is None or not shown.text:
            return None
        lines: list[tuple[str, bool]] = []
        for line in shown.text:
            warn = any(word in line for word in WARNING_WORDS)
            for index, part in enumerate(fonts.wrap(line, TEXT_SIZE, WIDTH - 36)):
                lines.append(((("• " if index == 0 else "  ") + part), warn))
        box = pygame.Rect(0, 0, WIDTH, 38 + len(lines) * (TEXT_SIZE + 5))
        anchor = self.anchor
        if anchor is None:
            box.bottomleft = (12, height - 44)
        elif anchor.left >= TABLE_RIGHT:           # a choice button: beside it, on the table's edge
            box.topright = (TABLE_RIGHT - 8, anchor.top)
        else:                                      # above the place, or below it when there is no room
            box.midbottom = (anchor.centerx, anchor.top - 10)
            if box.top < 56:
                box.midtop = (anchor.centerx, anchor.bottom + 10)
        box.clamp_ip(pygame.Rect(4, 52, TABLE_RIGHT - 8, height - 52 - 38))
        return box, lines

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        found = self.box(fonts, surface.get_height())
        if found is None or self.gesture is None:
            return
        box, lines = found
        panel(surface, box, fill=STAGE_DARK, border=GOLD, alpha=250, radius=10)
        title, size = fonts.fit(self.gesture.label, 15, box.width - 24, True)
        blit_text(surface, fonts, title, size, (box.left + 12, box.top + 9), GOLD, True)
        y = box.top + 32
        for line, warn in lines:
            blit_text(surface, fonts, line, TEXT_SIZE, (box.left + 14, y), REFUSE if warn else CREAM)
            y += TEXT_SIZE + 5


__all__ = ["TablePreview"]
