"""DDO: The Card Game (`shared/seeds/002_9ee8793fe35b6e2e.txt`): the set-up.

The Rules have checked the options' kinds (options.py); here the set-up data is checked
(a deck, a stacked draw the piles cannot give, a card that is not in the pack: refused in
one sentence naming the option). Then: each seat's chosen Hero in play and its 60-card Loot deck
shuffled; the chosen Adventure pack's Quest deck shuffled, its top three face down under
the Raid Boss; its Monster deck shuffled; the first Party Leader (most Warrior levels,
ties broken by the numbers on the tied seats' top Loot cards, the next card on a further
tie); the Leader draws four, everyone else five; the first Build begins.

Chance, in the order the option `chance` stacks it (docs/notation.md): seat 1's Loot deck
… seat N's, the Quest deck (the first three go under the Raid Boss), the Monster deck —
each a shuffle of card keys — then in play every reshuffle as it happens (decks.py).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.core.chance import Chance
from game.core.contract import GameConfig
from game.core.options import OptionError
from game.ddo.content import Pack, catalogue
from game.ddo.deck_api import seat_decks
from game.ddo.decks import draw_loot
from game.ddo.events import LeaderChosen, TopCardShown
from game.ddo.flow import DEFAULT_DECKS, begin_build
from game.ddo.options import HARBOR, OPTIONS
from game.ddo.state import START_HAND, Phase, Seat, Stack, State, evolve
from game.ddo.stats import level
from game.ddo.work import Work

TITLE = "DDO"
RAID_QUESTS = 3


def _initial(key: str) -> Any:
    return next(spec.initial for spec in OPTIONS if spec.key == key)


def new_state(config: GameConfig, seed: int) -> tuple[State, Work]:
    cat = catalogue()
    pack = cat.pack(config.option("pack", HARBOR))
    decks = seat_decks(config, DEFAULT_DECKS)
    piles = [("seat " + str(i + 1) + "'s Loot deck", tuple(d.cards)) for i, d in enumerate(decks)]
    quest_keys = tuple(cat.quests[q].key for q in pack.quest_codes)
    monster_keys = tuple(cat.monsters[m].key for m in pack.monster_deck)
    piles += [("the Quest deck", quest_keys), ("the Monster deck", monster_keys)]
    stacked = config.option("chance")
    _check_chance(stacked, piles, pack)
    chance = Chance.stacked_from(seed, stacked)
    seats = []
    for i, deck in enumerate(decks):
        cards, chance = chance.shuffle(deck.cards)
        seats.append(Seat(deck.key, tuple(cat.code(k) for k in cards), (), (),
                          (Stack(i, (cat.code(deck.hero),), (False,)),)))
    quest_order, chance = chance.shuffle(quest_keys)
    quests = _stack_quests(config.option("quest_order"), quest_order, quest_keys, pack)
    monster_order, chance = chance.shuffle(monster_keys)
    monsters = _stack_monsters(config.option("monster_top"), monster_order, monster_keys, pack)
    by_quest = {cat.quests[q].key: q for q in pack.quest_codes}
    by_monster = {cat.monsters[m].key: m for m in pack.monster_codes}
    codes = tuple(by_quest[k] for k in quests)
    state = State(chance=chance, seats=tuple(seats), leader=0, phase=Phase.BUILD,
                  quest_deck=codes[RAID_QUESTS:], raid_quests=codes[:RAID_QUESTS],
                  monster_deck=tuple(by_monster[k] for k in monsters), next_uid=config.seats,
                  pack=pack.key, rest=bool(config.option("rest", _initial("rest"))))
    w = Work(state)
    w.state = evolve(w.state, leader=first_leader(w))
    leader = w.state.leader
    w.tell(LeaderChosen(leader, first=True))
    for k in range(config.seats):
        seat = (leader + k) % config.seats
        draw_loot(w, seat, START_HAND - (1 if seat == leader else 0))
    begin_build(w)
    return w.state, w


def _check_chance(stacked: Any, piles: list[tuple[str, tuple[str, ...]]], pack: Pack) -> None:
    """Every stacked shuffle must be a list of card keys; a set-up shuffle's keys must be
    cards of that pile (each copy once); a later one's, cards of the game."""
    if stacked is None:
        return
    if not isinstance(stacked, (list, tuple)):
        raise OptionError(f"{TITLE}'s option 'chance' needs a list of stacked shuffles, one list of "
                          f"card keys (or null) per shuffle, not {stacked!r}.")
    cat = catalogue()
    known = set(cat.loot_index) | {cat.monsters[m].key for m in pack.monster_codes}
    for n, entry in enumerate(stacked):
        if entry is None:
            continue
        if not isinstance(entry, (list, tuple)) or not all(isinstance(k, str) for k in entry):
            raise OptionError(f"{TITLE}'s option 'chance' needs each shuffle to be a list of card "
                              f"keys or null, and its entry {n + 1} is {entry!r}.")
        if n < len(piles):
            name, pile = piles[n]
            have = Counter(pile)
            for key, copies in Counter(entry).items():
                if copies > have[key]:
                    holds = "does not hold it" if not have[key] else f"holds it {have[key]} times"
                    raise OptionError(f"{TITLE}'s option 'chance' puts {key!r} {copies} times on top "
                                      f"of {name} (its shuffle number {n + 1}), but that pile {holds}.")
        else:
            unknown = sorted(set(entry) - known)
            if unknown:
                raise OptionError(f"{TITLE}'s option 'chance' names {unknown[0]!r} in its shuffle number "
                                  f"{n + 1}, which is neither a Loot card nor a card of {pack.name}.")


def _keys_option(option: str, value: Any) -> tuple[str, ...]:
    if isinstance(value, str):
        value = tuple(v.strip() for v in value.split(",") if v.strip())
    if not isinstance(value, (list, tuple)) or not all(isinstance(k, str) for k in value):
        raise OptionError(f"{TITLE}'s option {option!r} needs a list of card keys, not {value!r}.")
    return tuple(value)


def _stack_quests(option: Any, shuffled: tuple[str, ...], keys: tuple[str, ...],
                  pack: Pack) -> tuple[str, ...]:
    """`quest_order`: these Quests come off the Quest deck first, in this order (the three
    under the Raid Boss are then the last three of the deck)."""
    if not option:
        return shuffled
    wanted = _keys_option("quest_order", option)
    for key in wanted:
        if key not in keys:
            raise OptionError(f"{TITLE}'s option 'quest_order' names {key!r}, which is not a Quest of "
                              f"{pack.name}; its Quests are {', '.join(keys)}.")
    if len(set(wanted)) < len(wanted):
        raise OptionError(f"{TITLE}'s option 'quest_order' names a Quest twice, and there is one card "
                          f"of each.")
    order = wanted + tuple(q for q in shuffled if q not in wanted)
    return order[-RAID_QUESTS:] + order[:-RAID_QUESTS]


def _stack_monsters(option: Any, shuffled: tuple[str, ...], keys: tuple[str, ...],
                    pack: Pack) -> tuple[str, ...]:
    """`monster_top`: these cards on top of the Monster deck, in this order."""
    if not option:
        return shuffled
    wanted = _keys_option("monster_top", option)
    have = Counter(keys)
    for key, copies in Counter(wanted).items():
        if not have[key]:
            raise OptionError(f"{TITLE}'s option 'monster_top' names {key!r}, which is not a card of "
                              f"{pack.name}'s Monster deck.")
        if copies > have[key]:
            raise OptionError(f"{TITLE}'s option 'monster_top' names {key!r} {copies} times, and "
                              f"{pack.name}'s Monster deck holds {have[key]}.")
    rest = list(shuffled)
    for key in wanted:
        rest.remove(key)
    return wanted + tuple(rest)


def first_leader(w: Work) -> int:
    cat = catalogue()
    state = w.state
    warrior = [max(level(s, "warrior") for s in seat.stacks) for seat in state.seats]
    tied = [i for i, v in enumerate(warrior) if v == max(warrior)]
    depth = 0
    while len(tied) > 1 and depth < 60:
        numbers = {i: cat.loot[state.seats[i].deck[depth]].number for i in tied}
        for i in tied:
            shown = cat.loot[state.seats[i].deck[depth]]
            w.tell(TopCardShown(i, shown.key, shown.name, numbers[i]))
        best = max(numbers.values())
        tied = [i for i in tied if numbers[i] == best]
        depth += 1
    return tied[0]


__all__ = ["first_leader", "new_state"]
