"""A card's picture as a value: which game, kind and card, and the function that draws it.

A card face (`scenes.toolkit.cards.CardSection.art`) holds a `Picture`; the painter asks it
for an image at the size of the face's art box. Drawing takes a few milliseconds, so each
(picture, size) is drawn once and kept (a table shows a handful of sizes of each card).
The surface returned is shared: a caller blits it and never draws on it.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Callable

import pygame

from scenes.art.kit import Pen, canvas, finish, seed

Drawer = Callable[[Pen, str, str, int], None]


@dataclass(frozen=True)
class Picture:
    game: str
    kind: str
    card: str
    drawer: Drawer

    def image(self, size: tuple[int, int]) -> pygame.Surface:
        """The picture at `size`; an unknown kind or card raises KeyError naming it."""
        return _render(self, (max(8, int(size[0])), max(8, int(size[1]))))


@functools.lru_cache(maxsize=1024)   # a pure function of its arguments; a face keeps its own copy, so few are needed again
def _render(picture: Picture, size: tuple[int, int]) -> pygame.Surface:
    surface, pen = canvas(size)
    picture.drawer(pen, picture.kind, picture.card, seed(picture.game, picture.kind, picture.card))
    image = finish(surface, size)
    return image.convert_alpha() if pygame.display.get_surface() else image


def drawn() -> int:
    """How many (picture, size) images are kept (the tests check that drawing is cached)."""
    return _render.cache_info().currsize


def forget() -> None:
    """Drop every kept image (a test starts clean; the app never needs to)."""
    _render.cache_clear()
