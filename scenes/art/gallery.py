"""Any card of any game by its (game, kind, id) — the ids of the player pages' markers
(`[card: ddo loot fighter]`, `game/<id>/pictures.py`), plus a Dancing Queen card's `half`.

This module loads all five games' picture modules (and their content); a table imports only
its own game's module instead.
"""

from __future__ import annotations

from typing import Callable

import pygame

from scenes.art import beat_by_beat, dance_card, dancing_queen, ddo, ddr
from scenes.art.picture import Picture

GAMES: dict[str, tuple[Callable[[str, str], Picture], Callable[[], dict[str, tuple[str, ...]]]]] = {
    "ddr": (ddr.picture, ddr.kinds), "dance_card": (dance_card.picture, dance_card.kinds),
    "ddo": (ddo.picture, ddo.kinds), "beat_by_beat": (beat_by_beat.picture, beat_by_beat.kinds),
    "dancing_queen": (dancing_queen.picture, dancing_queen.kinds)}


def picture(game_id: str, kind: str, card_id: str) -> Picture:
    found = GAMES.get(game_id)
    if found is None:
        raise KeyError(f"no pictures for a game called {game_id!r}")
    return found[0](kind, card_id)


def card_picture(game_id: str, kind: str, card_id: str, size: tuple[int, int]) -> pygame.Surface:
    """The picture of one card at `size` (width, height in pixels), drawn once and kept; the
    surface is shared (blit it, never draw on it). An unknown game, kind or card raises
    KeyError naming it."""
    return picture(game_id, kind, card_id).image(size)


def every_card() -> tuple[tuple[str, str, str], ...]:
    """(game, kind, id) of every picture there is: every card of every game's content."""
    return tuple((game_id, kind, card_id) for game_id, (_, listed) in GAMES.items()
                 for kind, ids in listed().items() for card_id in ids)


__all__ = ["GAMES", "card_picture", "every_card", "picture"]
