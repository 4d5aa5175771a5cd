"""DDO: The Card Game — the public deck API, for the deck builder and the seat set-up.

The deck rules themselves are `content.deck_problems` (docs/rules/ddo.md, "Deck
building"); this module asks them the questions a deck builder asks: which cards of the
Base set exist, kind by kind; why one more copy of a card may not go in; every way a whole
deck breaks the rules; and how a seat's deck travels in the game's config. A seat's entry
in the `decks` option is either a prebuilt deck's key or `own`: then the option `deck<N>`
(N the seat's number) holds that deck written out in full — `(name, hero, card, card, …)`,
a flat list as records allow — so a game record carries the cards themselves and replays
without any file.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.contract import GameConfig
from game.core.options import OptionError
from game.ddo.cards import Deck, Kind, LootCard
from game.ddo.content import (
    DECK_SIZE, MAX_COPIES, MAX_FESTIVALS, MAX_LEVEL_UP_COPIES, MIN_HEROES, MIN_LEVEL_UPS,
    catalogue, deck_problems,
)

__all__ = ["DECK_SIZE", "KIND_ORDER", "OWN", "base_set", "config_options", "copy_limit", "deck_entry",
           "deck_of", "deck_problems_of", "heroes", "prebuilt", "refusal", "seat_decks"]

OWN = "own"   # a `decks` entry: this seat's deck is written out in the option deck<N>

KIND_ORDER = (Kind.HERO, Kind.LEVEL_UP, Kind.RACE, Kind.ENHANCEMENT, Kind.FEAT, Kind.SPELL,
              Kind.ITEM, Kind.INSTANCE, Kind.FESTIVAL)
RULES_LINE = (f"{DECK_SIZE} cards besides the chosen Hero; at most {MAX_COPIES} copies of a card "
              f"({MAX_LEVEL_UP_COPIES} of a Level Up); at least {MIN_HEROES} Heroes and "
              f"{MIN_LEVEL_UPS} Level Ups; at most {MAX_FESTIVALS} Festivals")


def base_set() -> dict[Kind, tuple[LootCard, ...]]:
    """Every Loot card a deck may hold, kind by kind (in KIND_ORDER), in card-number order."""
    cards = catalogue().loot
    return {kind: tuple(sorted((c for c in cards if c.kind is kind), key=lambda c: (c.number, c.key)))
            for kind in KIND_ORDER}


def heroes() -> tuple[LootCard, ...]:
    """The Hero cards a deck may be built around."""
    return base_set()[Kind.HERO]


def prebuilt() -> tuple[Deck, ...]:
    return tuple(catalogue().decks.values())


def copy_limit(key: str) -> int:
    return MAX_LEVEL_UP_COPIES if catalogue().card(key).kind is Kind.LEVEL_UP else MAX_COPIES


def refusal(cards: Sequence[str], key: str) -> str | None:
    """Why one more `key` may not join the 60 `cards`, as a sentence; None when it may."""
    cat = catalogue()
    if key not in cat.loot_index:
        return f"{key!r} is not a card of the Base set"
    card = cat.card(key)
    if len(cards) >= DECK_SIZE:
        return f"the deck already holds {DECK_SIZE} cards: take one out first"
    limit = copy_limit(key)
    if sum(1 for c in cards if c == key) >= limit:
        what = "a Level Up" if card.kind is Kind.LEVEL_UP else "a card"
        return f"at most {limit} copies of {what}: {card.name} is in {limit} times"
    if card.kind is Kind.FESTIVAL and \
            sum(1 for c in cards if c in cat.loot_index and cat.card(c).kind is Kind.FESTIVAL) >= MAX_FESTIVALS:
        return f"at most {MAX_FESTIVALS} Festivals in a deck"
    return None


def deck_problems_of(hero: str, cards: Sequence[str]) -> list[str]:
    """Every way a deck breaks the deck rules (empty: it may be played)."""
    cat = catalogue()
    found = []
    if hero not in cat.loot_index or cat.card(hero).kind is not Kind.HERO:
        found.append(f"{hero!r} is not a Hero card")
    by_key = {c.key: c for c in cat.loot}
    return found + deck_problems(tuple(cards), by_key)


def deck_entry(name: str, hero: str, cards: Sequence[str]) -> tuple[str, ...]:
    """A deck written out for the `decks` option: (name, hero, the 60 keys sorted)."""
    return (name, hero, *sorted(cards))


def deck_of(entry: Any) -> Deck:
    """The deck a seat's `decks` entry names or writes out; ValueError with the reason if none."""
    cat = catalogue()
    if isinstance(entry, str):
        if entry not in cat.decks:
            raise ValueError(f"there is no prebuilt deck {entry!r} (the prebuilt decks are "
                             f"{', '.join(sorted(cat.decks))})")
        return cat.decks[entry]
    if not isinstance(entry, (tuple, list)) or len(entry) < 2 or not all(isinstance(x, str) for x in entry):
        raise ValueError("a written-out deck is (name, hero, card, card, …)")
    name, hero, cards = entry[0], entry[1], tuple(entry[2:])
    problems = deck_problems_of(hero, cards)
    if problems:
        raise ValueError(f"deck {name!r} breaks the deck rules: {'; '.join(problems)}")
    return Deck(f"custom:{name}", name, hero, cards, "", "designed")


def config_options(entries: Sequence[str | Sequence[str]]) -> dict[str, Any]:
    """The game options carrying these seats' decks (a prebuilt key, or a `deck_entry`)."""
    names: list[str] = []
    written: dict[str, Any] = {}
    for seat, entry in enumerate(entries):
        if isinstance(entry, str):
            names.append(entry)
        else:
            names.append(OWN)
            written[f"deck{seat + 1}"] = tuple(entry)
    return {"decks": tuple(names), **written}


def seat_decks(config: GameConfig, default: Sequence[str]) -> list[Deck]:
    """Each seat's deck as the config names it; OptionError (a ValueError) naming the option
    and the reason when one is wrong."""
    count = config.seats
    names = config.option("decks", tuple(default[:count]))
    if isinstance(names, str):
        names = tuple(d.strip() for d in names.split(","))
    if not isinstance(names, (list, tuple)) or len(names) != count:
        raise OptionError(f"DDO's option 'decks' needs {count} deck names, one a seat (from "
                          f"{', '.join(sorted(catalogue().decks))}, or '{OWN}' with the deck written "
                          f"out in deck<N>).")
    decks = []
    for seat, name in enumerate(names):
        option = f"deck{seat + 1}" if name == OWN else "decks"
        try:
            decks.append(deck_of(config.option(option) if name == OWN else name))
        except ValueError as bad:
            raise OptionError(f"DDO's option {option!r} is refused for seat {seat + 1}: {bad}.") from None
    for seat in range(count, 7):
        if config.option(f"deck{seat + 1}") is not None:
            raise OptionError(f"DDO's option 'deck{seat + 1}' writes out a deck for seat {seat + 1}, "
                              f"but this game has {count} seats.")
    return decks
