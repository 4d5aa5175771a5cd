"""DDR: The Card Game's launcher cover: four arrows like a dance pad, drawn from shapes in the
cover's accent colour (the registry's `Cover` gives the colours; the wash under it is
`scenes/covers.py`'s)."""

from __future__ import annotations

import math

import pygame

from scenes.ui import CREAM, Colour


def paint_cover(cover: pygame.Surface, accent: Colour) -> None:
    width, height = cover.get_size()
    for i, angle in enumerate((180, 270, 90, 0)):  # left, down, up, right, like a dance pad
        cx = width * (0.2 + 0.2 * i)
        cy = height * 0.45 + (i % 2) * 14
        points = [(0, -22), (20, 0), (8, 0), (8, 20), (-8, 20), (-8, 0), (-20, 0)]
        rad = math.radians(angle)
        turned = [(cx + x * math.cos(rad) - y * math.sin(rad), cy + x * math.sin(rad) + y * math.cos(rad))
                  for x, y in points]
        pygame.draw.polygon(cover, accent, turned)
        pygame.draw.polygon(cover, CREAM, turned, 2)
