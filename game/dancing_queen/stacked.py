"""Dancing Queen — a stacked set-up checked whole before the first deal.

A record, a test or a tutorial may fix the deck of every round (`decks`), round one's top
cards (`stack`) or each round's shuffle (`chance`: the card indices that come first, in
`cards.toml` order; null leaves a round to chance). Every round shuffles all nine cards,
so every stacked draw can be checked here, before the game starts: an impossible one is
refused in one sentence naming the option and what it needs, never discovered in play.
"""

from __future__ import annotations

from typing import Any

from game.core.chance import Chance
from game.core.contract import GameConfig
from game.core.options import OptionError
from game.core.record_schema import show
from game.dancing_queen.cards import cards

TITLE = "Dancing Queen"


def _refuse(key: str, needs: str, value: Any) -> OptionError:
    return OptionError(f"{TITLE}'s option {key!r} needs {needs}, not {show(value)}.")


def _distinct(items: Any, allowed: list[Any]) -> bool:
    """A list of distinct items, each one of `allowed` and of its type (True or 1.0 is not 1)."""
    return isinstance(items, (list, tuple)) and len(set(map(repr, items))) == len(items) and \
        all(any(type(item) is type(known) and item == known for known in allowed) for item in items)


def stacked_set_up(config: GameConfig, seed: int) -> tuple[tuple[str, ...], Chance]:
    """Round one's stacked top cards (ids) and the game's chance, every stacked draw checked."""
    ids = [card.card_id for card in cards()]
    named = "distinct card ids from: " + ", ".join(ids)
    stack = config.option("stack", ())
    if not _distinct(stack, list(ids)):
        raise _refuse("stack", named, stack)
    decks, chance = config.option("decks"), config.option("chance")
    if decks is not None:
        if stack or chance is not None:
            raise OptionError(f"{TITLE}'s option 'decks' fixes every round's deck, so it cannot "
                              "go with the options 'stack' or 'chance'.")
        if not isinstance(decks, (list, tuple)) or not all(_distinct(deck, list(ids)) for deck in decks):
            raise _refuse("decks", "a list of each round's deck, top first, as " + named, decks)
        return (), Chance(seed, 0, tuple(tuple(ids.index(c) for c in deck) for deck in decks))
    if chance is None:
        return tuple(stack), Chance(seed)
    if not isinstance(chance, (list, tuple)):
        raise _refuse("chance", "a list with each round's shuffle", chance)
    stacked = [ids.index(card) for card in stack]
    for number, shuffle in enumerate(chance, start=1):
        pool = [i for i in range(len(ids)) if number > 1 or i not in stacked]
        if shuffle is not None and not _distinct(shuffle, pool):
            where = " (round one's stacked cards aside)" if number == 1 and stacked else ""
            raise _refuse("chance", f"round {number}'s shuffle as null or distinct card numbers from "
                          f"0 to {len(ids) - 1}{where}", shuffle)
    return tuple(stack), Chance(seed, 0, tuple(chance))
