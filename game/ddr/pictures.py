"""DDR: The Card Game — the card kinds its player page may show (game/core/player_page.py).

A marker's ID is the card's name in the game's own notation: `U/perfect`, `miss`,
`double`, `hidden`; a song by its id (`bobs-encore`). The words come from the content, so
the page and the cards never disagree on a number.
"""

from __future__ import annotations

from game.core.player_page import CardKind
from game.ddr.cards import INTERFERENCES, LINKS, MISS, all_step_names, direction, is_arrow, rating
from game.ddr.content import catalogue

ARROW_WORDS = {"U": "Up", "D": "Down", "L": "Left", "R": "Right"}


def _points(points: int) -> str:
    return f"{points:+d}".replace("-", "−")


def _step(card: str) -> str:
    spec = catalogue().cards[card]
    if not is_arrow(card):
        return f"{spec.title}: no arrow, {_points(spec.points)}, never a misstep."
    return (f"{ARROW_WORDS[direction(card)]} arrow, rated {rating(card).capitalize()}: "
            f"{_points(spec.points)} on a right step.")


def _card(card: str) -> str:
    spec = catalogue().cards[card]
    return f"{spec.title}: {spec.text}"


def _song(song_id: str) -> str:
    song = catalogue().song(song_id)
    colour = catalogue().looks[song.difficulty].colour_name
    return f"{song.title}, a {song.difficulty.title} song ({colour} corner), sixteen steps."


CARD_KINDS = (
    CardKind("step", "Step card", lambda: all_step_names() + (MISS,), _step),
    CardKind("link", "Link card", lambda: LINKS, _card),
    CardKind("interference", "Interference card", lambda: INTERFERENCES, _card),
    CardKind("song", "Song card", lambda: catalogue().song_ids(), _song),
)
