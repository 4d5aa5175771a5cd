"""DDO: The Card Game's launcher cover: a shield with a sword across it, drawn from shapes in
the cover's accent colour (the registry's `Cover` gives the colours; the wash under it is
`scenes/covers.py`'s)."""

from __future__ import annotations

import pygame

from scenes.ui import CREAM, Colour


def paint_cover(cover: pygame.Surface, accent: Colour) -> None:
    width, height = cover.get_size()
    cx, cy = width / 2, height * 0.45
    shape = [(cx - 34, cy - 36), (cx + 34, cy - 36), (cx + 30, cy + 6), (cx, cy + 40), (cx - 30, cy + 6)]
    pygame.draw.polygon(cover, accent, shape)
    pygame.draw.polygon(cover, CREAM, shape, 3)
    pygame.draw.line(cover, (60, 40, 20), (cx - 40, cy + 30), (cx + 40, cy - 40), 6)  # a sword across it
