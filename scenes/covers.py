"""Each game's launcher cover, drawn from shapes: no image files to ship or lose.

The registry's `Cover` gives the two colours: a vertical wash from the base colour to black,
and over it the game's own motif in the accent colour, painted by its table's plug
(`scenes/tables/<id>_cover.py`). A game without a painter shows the wash alone.
"""

from __future__ import annotations

import pygame

from game import registry
from scenes.tables import TABLES


def draw_cover(game_id: str, size: tuple[int, int]) -> pygame.Surface:
    """The cover the game's registry entry declares, with its table's motif over the wash."""
    declared = registry.entry(game_id).cover
    base, accent = declared.base, declared.accent
    cover = pygame.Surface(size, pygame.SRCALPHA)
    width, height = size
    for y in range(height):  # a vertical wash from the base colour to black
        t = y / height
        shade = (int(base[0] * (1 - 0.55 * t)), int(base[1] * (1 - 0.55 * t)), int(base[2] * (1 - 0.55 * t)))
        pygame.draw.line(cover, shade, (0, y), (width, y))
    plug = TABLES.get(game_id)
    if plug is not None and plug.cover is not None:
        plug.cover()(cover, accent)
    return cover
