"""Beat by Beat's launcher cover: a beat's bars under a fan of cards, drawn from shapes in the
cover's accent colour (the registry's `Cover` gives the colours; the wash under it is
`scenes/covers.py`'s)."""

from __future__ import annotations

import pygame

from scenes.ui import CREAM, Colour


def paint_cover(cover: pygame.Surface, accent: Colour) -> None:
    width, height = cover.get_size()
    for i in range(8):
        bar = 14 + (i * 37) % 50
        rect = pygame.Rect(width * 0.12 + i * width * 0.1, height * 0.62 - bar, width * 0.06, bar)
        pygame.draw.rect(cover, accent, rect, border_radius=3)
    for i in range(3):  # a fan of cards above the beat
        rect = pygame.Rect(0, 0, 34, 48)
        rect.center = (width * (0.38 + 0.12 * i), height * 0.28)
        pygame.draw.rect(cover, CREAM, rect, border_radius=5)
        pygame.draw.rect(cover, accent, rect, 3, border_radius=5)
