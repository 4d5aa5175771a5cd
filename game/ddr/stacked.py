"""DDR: The Card Game — a stacked set-up checked before the first deal.

The draws of a DDR game come in a fixed order (docs/notation.md): the deck shuffle (none
when `deck` gives the whole deck), the first dancer (none when `first` names one), then
one depth for every card shuffled back into the deck. Everything that can be known before
the game starts is checked here — each stacked card exists and the deck holds that many,
each seat and depth is a whole number in range — so an impossible stacked draw is refused
in one sentence naming the option, not found in the middle of a game. (A depth deeper
than the deck at the moment it is drawn can only be told then: the engine refuses that
action with the reason, and the game stays as it was.)
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.core.contract import GameConfig
from game.core.options import OptionError
from game.core.record_schema import show
from game.ddr.cards import KNOWN_CARDS
from game.ddr.content import catalogue

TITLE = "DDR: The Card Game"


def _refuse(key: str, needs: str, value: Any) -> OptionError:
    return OptionError(f"{TITLE}'s option {key!r} needs {needs}, not {show(value)}.")


def _whole(value: Any, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def stacked_deck(config: GameConfig) -> tuple[str, ...] | None:
    """The whole deck the config stacks, top first (None: shuffled), every card known."""
    deck = config.option("deck")
    if deck is None:
        return None
    if not isinstance(deck, (list, tuple)) or not all(isinstance(c, str) and c in KNOWN_CARDS for c in deck):
        unknown = [c for c in deck if c not in KNOWN_CARDS] if isinstance(deck, (list, tuple)) else deck
        raise _refuse("deck", "the names of DDR cards, top first", unknown[0] if unknown else deck)
    return tuple(deck)


def stacked_first(config: GameConfig, seats: int) -> int | None:
    first = config.option("first")
    if first is None:
        return None
    if not _whole(first, 0, seats - 1):
        raise _refuse("first", f"a seat from 0 to {seats - 1}", first)
    return int(first)


def stacked_songs(config: GameConfig, seats: int) -> tuple[str, ...] | None:
    songs = config.option("songs")
    if songs is None:
        return None
    known = [song.song_id for song in catalogue().songs]
    if not isinstance(songs, (list, tuple)) or len(songs) != seats or len(set(songs)) != seats \
            or not all(song in known for song in songs):
        raise _refuse("songs", f"one different song per seat ({seats}) from: {', '.join(known)}", songs)
    return tuple(songs)


def check_chance(config: GameConfig, seats: int) -> None:
    """Every stacked draw of `chance` is one the draw it meets can give."""
    chance = config.option("chance")
    if chance is None:
        return
    if not isinstance(chance, (list, tuple)):
        raise _refuse("chance", "a list of stacked draws", chance)
    draws = list(chance)
    deck = stacked_deck(config)
    size = len(deck) if deck is not None else len(catalogue().deck)
    if deck is None and draws:
        _check_shuffle(draws.pop(0))
    if config.option("first") is None and draws:
        first = draws.pop(0)
        if first is not None and not _whole(first, 0, seats - 1):
            raise _refuse("chance", f"the first dancer as a seat from 0 to {seats - 1}", first)
    for depth in draws:
        if depth is not None and not _whole(depth, 0, size):
            raise _refuse("chance", f"each card shuffled back as a depth from 0 (the top) to {size}", depth)


def _check_shuffle(top: Any) -> None:
    if top is None:
        return
    pool = Counter(catalogue().deck)
    if not isinstance(top, (list, tuple)) or not all(isinstance(card, str) for card in top):
        raise _refuse("chance", "the deck shuffle as a list of cards, top first", top)
    wanted = Counter(top)
    for card, count in wanted.items():
        if count > pool[card]:
            have = f"{pool[card]} of them" if pool[card] else "none"
            raise _refuse("chance", f"cards the deck holds for its shuffle (it has {have})", card)
