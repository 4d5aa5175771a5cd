"""Beat by Beat's move tiles at a hand's size show their card's picture (issue 24: the pictures
were only in the zoom), in room the words do not need: the same words at the same sizes as
without it, nothing cut; a crowded phrase slot's tile stays as it was (no sliver of a picture)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.beat_by_beat.content import catalogue
from scenes.app import App
from scenes.tables import beat_by_beat_look
from scenes.tables.beat_by_beat import HAND_SIZE
from scenes.tables.beat_by_beat_look import MoveTile
from scenes.ui import Fonts

SLOT = (70, 85)   # a phrase slot's tile on the four-seat table


def _paint(app: App, monkeypatch: pytest.MonkeyPatch, card: str, size: tuple[int, int],
           pictures: bool) -> tuple[pygame.Surface, list[tuple[str, int, bool]]]:
    drawn: list[tuple[str, int, bool]] = []
    real_text = Fonts.text

    def text(self: Fonts, words: str, size: int, colour: Any = (0, 0, 0), bold: bool = False) -> pygame.Surface:
        drawn.append((words, self.px(size), bold))
        return real_text(self, words, size, colour, bold)

    with monkeypatch.context() as patch:
        patch.setattr(Fonts, "text", text)
        if not pictures:
            patch.setattr(beat_by_beat_look, "framed_picture", lambda *args: False, raising=False)
        image = MoveTile(card).paint(app.fonts, size)
    return image, drawn


def test_a_hand_tile_shows_its_picture_and_keeps_every_word_as_it_was(app: App,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    shown: dict[tuple[int, int], int] = {HAND_SIZE: 0, (80, 112): 0}
    app.fonts.clipped.clear()
    for card in catalogue().moves:
        for size in shown:
            with_picture, words = _paint(app, monkeypatch, card, size, True)
            without, plain_words = _paint(app, monkeypatch, card, size, False)
            assert words == plain_words, card                       # no word smaller, none moved to another size
            assert all(px >= 10 for _, px, _ in words), (card, words)
            shown[size] += pygame.image.tobytes(with_picture, "RGBA") != pygame.image.tobytes(without, "RGBA")
    moves = len(catalogue().moves)
    # a hand of up to five: 113 of the 131 moves (not the names on three lines); a hand of eight
    # (80 × 112): the few shortest names, measured 12
    assert shown[HAND_SIZE] >= moves * 4 // 5 and shown[(80, 112)] >= 1, shown
    assert not app.fonts.clipped, app.fonts.clipped


def test_a_crowded_phrase_slot_shows_no_sliver_of_a_picture(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    for card in catalogue().moves:
        with_picture, _ = _paint(app, monkeypatch, card, SLOT, True)
        without, _ = _paint(app, monkeypatch, card, SLOT, False)
        assert pygame.image.tobytes(with_picture, "RGBA") == pygame.image.tobytes(without, "RGBA"), card
