"""Dance Card!'s launcher cover: the gym's spots and the doors between them, drawn from shapes
in the cover's accent colour (the registry's `Cover` gives the colours; the wash under it is
`scenes/covers.py`'s)."""

from __future__ import annotations

import pygame

from scenes.ui import CREAM, Colour


def paint_cover(cover: pygame.Surface, accent: Colour) -> None:
    width, height = cover.get_size()
    spots = [(0.2, 0.3), (0.5, 0.22), (0.8, 0.35), (0.3, 0.65), (0.7, 0.62)]
    points = [(width * x, height * y) for x, y in spots]
    for a, b in ((0, 1), (1, 2), (0, 3), (3, 4), (4, 2), (1, 4)):
        pygame.draw.line(cover, (*accent, 140), points[a], points[b], 3)
    for p in points:
        pygame.draw.circle(cover, accent, p, 13)
        pygame.draw.circle(cover, CREAM, p, 13, 2)
