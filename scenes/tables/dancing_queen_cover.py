"""Dancing Queen's launcher cover: a crown between two face-down dancers, drawn from shapes in
the cover's accent colour (the registry's `Cover` gives the colours; the wash under it is
`scenes/covers.py`'s)."""

from __future__ import annotations

import pygame

from scenes.ui import CREAM, Colour


def paint_cover(cover: pygame.Surface, accent: Colour) -> None:
    width, height = cover.get_size()
    cx, cy = width / 2, height * 0.45
    crown = [(cx - 36, cy + 16), (cx - 40, cy - 22), (cx - 18, cy - 2), (cx, cy - 32), (cx + 18, cy - 2),
             (cx + 40, cy - 22), (cx + 36, cy + 16)]
    pygame.draw.polygon(cover, accent, crown)
    pygame.draw.polygon(cover, CREAM, crown, 2)
    for x in (-40, 0, 40):
        pygame.draw.circle(cover, CREAM, (cx + x, cy - 24 - (8 if x == 0 else 0)), 5)
    for i, dx in enumerate((-70, 70)):  # two face-down dancers, one on each side
        rect = pygame.Rect(0, 0, 30, 44)
        rect.center = (cx + dx, cy + 6)
        pygame.draw.rect(cover, (120, 30, 56), rect, border_radius=4)
        pygame.draw.rect(cover, accent, rect, 2, border_radius=4)
