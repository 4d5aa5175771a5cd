"""The 'thinking' cue of an AI seat lies where it hides nothing of the board (the caption
strip, empty while an AI thinks): on Dance Card! it covered the fourth seat's Dance Card."""

from __future__ import annotations

import pygame

from scenes.app import App
from scenes.flow import start_game
from tests.scenes.driving import settle


def test_the_cue_covers_no_card_and_no_place_of_dance_card(app: App) -> None:
    table = start_game(app, "dance_card", ("Ana", "Bo", "Cy", "Di"), ("human", "easy", "easy", "easy"),
                       seed=3, autosave=False)
    settle(app)
    height = app.screen.get_height()
    for seat in (1, 2, 3):
        box = table.painter.thinking_box(seat, height)
        for zone in table.board.layout.zones:
            assert not box.colliderect(pygame.Rect(zone.rect)), (seat, zone.key)
        for key_, sprite in table.board.sprites.items():
            assert not box.colliderect(sprite.rect), (seat, key_)
