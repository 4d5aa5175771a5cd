"""The player pages of the five games: each game's card kinds, and its page as plain text.

`game/core/player_page.py` says what a player page is; this module knows the games (an
explicit list, as the registry is: no scanning, which breaks a frozen build). The app's
rules page and `python -m game rules GAME` both come here.
"""

from __future__ import annotations

from game import registry
from game.beat_by_beat import pictures as beat_by_beat
from game.core.player_page import CardKind, plain_text, problems, read_page
from game.dance_card import pictures as dance_card
from game.dancing_queen import pictures as dancing_queen
from game.ddo import pictures as ddo
from game.ddr import pictures as ddr

CARD_KINDS: dict[str, tuple[CardKind, ...]] = {
    "ddr": ddr.CARD_KINDS,
    "dance_card": dance_card.CARD_KINDS,
    "ddo": ddo.CARD_KINDS,
    "beat_by_beat": beat_by_beat.CARD_KINDS,
    "dancing_queen": dancing_queen.CARD_KINDS,
}


def card_kinds(game_id: str) -> tuple[CardKind, ...]:
    registry.entry(game_id)   # an unknown game: KeyError naming the games
    return CARD_KINDS[game_id]


def page_text(game_id: str, width: int = 88) -> str:
    """The game's player page as plain text (a marker becomes a line about its card)."""
    kinds = card_kinds(game_id)
    return plain_text(read_page(game_id), kinds, width)


def page_problems(game_id: str) -> list[str]:
    return problems(game_id, read_page(game_id), card_kinds(game_id))


__all__ = ["CARD_KINDS", "card_kinds", "page_problems", "page_text"]
