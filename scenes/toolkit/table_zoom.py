"""Where a zoomed card opens: over nothing the player needs for the next click.

A hover zoom that opened at a fixed corner lay over the very place the next click goes (a
rotation target, a dial, a battlefield). The zoom is placed instead: every legal move's
places, the card under the pointer and the side buttons must stay clear; among the spots
that keep them clear, the one covering least of the rest of the table (the log is cheap to
cover) wins. When no spot of the full zoom (picture and text) is clear, a smaller one (the
picture alone) is tried; when none is clear either, a hover opens nothing: Z or a right-click
still opens the zoom on purpose, and then it takes the least covering spot.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.toolkit.cards import ZOOM_SIZE, CardBack, CardFace
from scenes.toolkit.view import CardSpot

COMPACT_SIZE = (224, 320)       # the picture alone, when the full zoom finds no clear spot
GRID = 16                       # spots are tried this many pixels apart
TOP = 52                        # under the header and its banner (what is asked now)
BOTTOM_ROOM = 38                # over the keyboard caption


@dataclass(frozen=True)
class ZoomPlace:
    key: str                    # the card shown
    box: pygame.Rect            # the zoom's panel
    compact: bool               # the picture alone (no text beside it)


def zoom_size(spot: CardSpot, screen_height: int, compact: bool = False) -> tuple[int, int] | None:
    """The panel's size for `spot`'s zoom (None: it has no compact form)."""
    look = spot.face or spot.peek or spot.back
    if not isinstance(look, (CardFace, CardBack)):   # a game's own piece: its own zoom size and detail
        if compact:
            return None
        size: tuple[int, int] = getattr(look, "zoom_size", ZOOM_SIZE)
        height = min(size[1] + 40 + 20 * len(spot.detail) // 18, screen_height - 120)
        return max(size[0], 300) + 30, height
    if compact:
        return COMPACT_SIZE[0] + 24, COMPACT_SIZE[1] + 24
    return ZOOM_SIZE[0] + 300, ZOOM_SIZE[1] + 30


def best_spot(size: tuple[int, int], screen: tuple[int, int], needed: list[pygame.Rect],
              soft: list[pygame.Rect], must_fit: bool) -> pygame.Rect | None:
    """The spot for a panel of `size` that covers none of `needed` and least of `soft`; when
    every spot covers something needed: None if `must_fit`, else the one covering least."""
    width, height = screen
    best: tuple[int, int, pygame.Rect] | None = None
    for y in range(TOP, max(TOP, height - BOTTOM_ROOM - size[1]) + 1, GRID):
        for x in range(8, max(8, width - 8 - size[0]) + 1, GRID):
            box = pygame.Rect(x, y, *size)
            hits = box.collidelistall(needed)
            if hits and must_fit:
                continue
            covered = sum(_overlap(box, needed[i]) for i in hits)
            cost = sum(_overlap(box, rect) for rect in soft)
            if best is None or (covered, cost) < best[:2]:
                best = (covered, cost, box)
    return None if best is None else best[2]


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    clip = a.clip(b)
    return clip.width * clip.height


def place_zoom(key: str, spot: CardSpot, screen: tuple[int, int], needed: list[pygame.Rect],
               soft: list[pygame.Rect], asked: bool) -> ZoomPlace | None:
    """Where `key`'s zoom opens; `asked`: opened on purpose (Z, a right-click), so it always opens."""
    for compact in (False, True):
        size = zoom_size(spot, screen[1], compact)
        if size is None:
            continue
        box = best_spot(size, screen, needed, soft, must_fit=True)
        if box is not None:
            return ZoomPlace(key, box, compact)
    if not asked:
        return None
    size = zoom_size(spot, screen[1]) or ZOOM_SIZE
    box = best_spot(size, screen, needed, soft, must_fit=False)
    return None if box is None else ZoomPlace(key, box, False)
