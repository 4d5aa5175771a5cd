"""Each game's launcher cover, drawn from shapes: no image files to ship or lose."""

from __future__ import annotations

import math

import pygame

from game import registry
from scenes.ui import CREAM, Colour



def draw_cover(game_id: str, size: tuple[int, int]) -> pygame.Surface:
    """The cover the game's registry entry declares: its motif in its two colours."""
    declared = registry.entry(game_id).cover
    base, accent = declared.base, declared.accent
    cover = pygame.Surface(size, pygame.SRCALPHA)
    width, height = size
    for y in range(height):  # a vertical wash from the base colour to black
        t = y / height
        pygame.draw.line(cover, tuple(int(c * (1 - 0.55 * t)) for c in base), (0, y), (width, y))
    painter = _PAINTERS.get(declared.motif)  # an unknown motif: the plain wash
    if painter is not None:
        painter(cover, accent)
    return cover


def _arrows(cover: pygame.Surface, accent: Colour) -> None:
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


def _floor_map(cover: pygame.Surface, accent: Colour) -> None:
    width, height = cover.get_size()
    spots = [(0.2, 0.3), (0.5, 0.22), (0.8, 0.35), (0.3, 0.65), (0.7, 0.62)]
    points = [(width * x, height * y) for x, y in spots]
    for a, b in ((0, 1), (1, 2), (0, 3), (3, 4), (4, 2), (1, 4)):
        pygame.draw.line(cover, (*accent, 140), points[a], points[b], 3)
    for p in points:
        pygame.draw.circle(cover, accent, p, 13)
        pygame.draw.circle(cover, CREAM, p, 13, 2)


def _shield(cover: pygame.Surface, accent: Colour) -> None:
    width, height = cover.get_size()
    cx, cy = width / 2, height * 0.45
    shape = [(cx - 34, cy - 36), (cx + 34, cy - 36), (cx + 30, cy + 6), (cx, cy + 40), (cx - 30, cy + 6)]
    pygame.draw.polygon(cover, accent, shape)
    pygame.draw.polygon(cover, CREAM, shape, 3)
    pygame.draw.line(cover, (60, 40, 20), (cx - 40, cy + 30), (cx + 40, cy - 40), 6)  # a sword across it


def _beats(cover: pygame.Surface, accent: Colour) -> None:
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


def _queen(cover: pygame.Surface, accent: Colour) -> None:
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


_PAINTERS = {"arrows": _arrows, "floor_map": _floor_map, "shield": _shield, "beats": _beats,
             "queen": _queen}
