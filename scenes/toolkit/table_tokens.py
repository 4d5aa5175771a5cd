"""Tokens on the table (a trophy, a microphone, a counter): drawn from shapes, with a label
that says in words what they are."""

from __future__ import annotations

import pygame

from scenes.toolkit.view import Token
from scenes.ui import CREAM, INK, MUTED, Fonts, blit_text


def draw_token(surface: pygame.Surface, fonts: Fonts, token: Token) -> None:
    """Tokens are drawn from shapes; the label says what they are in words too."""
    x, y = token.pos
    ink = INK
    if token.shape == "trophy":
        cup = [(x - 11, y - 12), (x + 11, y - 12), (x + 7, y + 2), (x - 7, y + 2)]
        pygame.draw.polygon(surface, token.colour, cup)
        pygame.draw.polygon(surface, ink, cup, 1)
        pygame.draw.rect(surface, token.colour, (x - 2, y + 2, 4, 6))
        pygame.draw.rect(surface, token.colour, (x - 8, y + 8, 16, 4), border_radius=2)
        pygame.draw.circle(surface, token.colour, (x - 12, y - 7), 5, 2)
        pygame.draw.circle(surface, token.colour, (x + 12, y - 7), 5, 2)
    elif token.shape == "mic":
        pygame.draw.rect(surface, (40, 40, 44), (x - 3, y - 2, 6, 20), border_radius=3)
        pygame.draw.circle(surface, (60, 60, 66), (x, y - 8), 9)
        pygame.draw.circle(surface, token.colour, (x, y - 8), 9, 2)
        for row in (-12, -8, -4):
            pygame.draw.line(surface, MUTED, (x - 6, y + row), (x + 6, y + row), 1)
    else:
        pygame.draw.circle(surface, token.colour, (x, y), 11)
        pygame.draw.circle(surface, ink, (x, y), 11, 2)
    if token.label:
        blit_text(surface, fonts, token.label, 13, (x, y + 16), CREAM, anchor="midtop")
