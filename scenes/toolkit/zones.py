"""Zones: where cards lie on the table (hand, row, pile, slot, board location), and the
eased tweens that carry a card from one place to another.

A zone only answers "where is the n-th of m cards"; the view decides which cards are in
it. Positions are card centres kept in `Vector2` (FRect would round them to 32-bit).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from pygame import Rect
from pygame.math import Vector2

from scenes.toolkit.cards import CARD_SIZE

KINDS = ("hand", "row", "pile", "slot", "location")


@dataclass(frozen=True)
class Zone:
    key: str
    kind: str
    rect: tuple[int, int, int, int]
    label: str = ""
    outline: bool = True        # draw its frame when empty or lit as a target
    quiet: bool = False         # show the label only while the zone is lit as a target
    points: tuple[tuple[int, int], ...] = ()   # fixed spots (a board location's standee anchors)
    tag_inside: bool = False    # its "▼ name" tag lies inside its top edge, not above it (a column
                                # whose head already names it, under a title that must stay readable)
    tag_over: tuple[int, int, int, int] | None = None   # lit, its tag takes this line's place wholly (a
                                # head or row that already names it): no word shows half under the tag

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"zone {self.key!r}: kind {self.kind!r} is not one of {', '.join(KINDS)}")

    @property
    def area(self) -> Rect:
        return Rect(self.rect)

    def place(self, index: int, count: int, card: tuple[int, int] = CARD_SIZE) -> Vector2:
        """Centre of the index-th of `count` cards in this zone."""
        if self.points and count <= len(self.points):
            return Vector2(self.points[index])
        area = self.area
        if self.points:  # a crowd larger than the anchors: an even grid, so every piece's middle shows
            cols = max(1, min(count, round(math.sqrt(count * area.width / max(1, area.height)))))
            rows = (count + cols - 1) // cols
            row, col = divmod(index, cols)
            return Vector2(area.left + (col + 0.5) * area.width / cols, area.top + (row + 0.5) * area.height / rows)
        if self.kind in ("slot", "location") and count <= 1:
            return Vector2(area.center)
        if self.kind == "pile":  # a slight stagger shows the pile has depth
            depth = min(index, 6)
            return Vector2(area.centerx - depth * 1.5, area.centery - depth * 1.5)
        width = card[0]
        if count <= 1:
            return Vector2(area.centerx, area.centery) if self.kind != "row" else \
                Vector2(area.left + width / 2, area.centery)
        gap = 10
        step = min(width + gap, (area.width - width) / (count - 1))
        if self.kind == "row":
            x = area.left + width / 2 + index * step
            return Vector2(x, area.centery)
        span = step * (count - 1)
        x = area.centerx - span / 2 + index * step
        y = area.centery
        if self.kind == "hand":  # a shallow arc, no rotation (rotations are costly)
            middle = (count - 1) / 2
            y += abs(index - middle) ** 1.6 * 3
        return Vector2(x, y)


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


@dataclass
class Tween:
    """Moves a point from `start` to `end` over `seconds`, after `delay` seconds."""

    start: Vector2
    end: Vector2
    seconds: float
    delay: float = 0.0
    elapsed: float = 0.0

    def advance(self, dt: float) -> None:
        self.elapsed += dt

    @property
    def progress(self) -> float:
        if self.seconds <= 0:
            return 1.0
        return max(0.0, min(1.0, (self.elapsed - self.delay) / self.seconds))

    @property
    def done(self) -> bool:
        return self.progress >= 1.0

    @property
    def position(self) -> Vector2:
        return self.start.lerp(self.end, ease_out_cubic(self.progress))
