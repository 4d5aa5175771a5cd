"""DDO: The Card Game (`shared/seeds/002_9ee8793fe35b6e2e.txt`): what a seat may know.

This is a cooperative game and the document has the players band together, so hands
are open (docs/rules/ddo.md): every seat sees every hand, play area, discard pile and
the whole quest. Hidden from everyone are the orders of the shuffled decks — each
seat's Loot deck, the Monster deck, the Quest deck — and which three Quests lie under
the Raid Boss. An observation holds each deck's contents sorted (they can be counted
from what is seen) and its size; `determinize` deals them out again at random.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.core.chance import Chance
from game.ddo.state import Phase, Quest, Seat, Stack, State


@dataclass(frozen=True)
class SeatView:
    deck_key: str
    deck_cards: tuple[int, ...]        # sorted: what is left in the Loot deck, not its order
    hand: tuple[int, ...]
    discard: tuple[int, ...]
    stacks: tuple[Stack, ...]
    instances: tuple[int, ...]
    instances_tapped: tuple[bool, ...]


@dataclass(frozen=True)
class DdoObservation:
    seat: int
    seats: tuple[SeatView, ...]
    leader: int
    phase: Phase
    waiting: tuple[int, ...]
    quest_deck_size: int
    unseen_quests: tuple[int, ...]     # sorted: the Quest deck and the Raid's three
    raid_size: int
    quest_discard: tuple[int, ...]
    monster_cards: tuple[int, ...]     # sorted: what is left in the Monster deck
    monster_discard: tuple[int, ...]
    festival: tuple[int, int] | None
    quest: Quest | None
    quests_won: int
    quests_played: int
    next_uid: int
    result: str
    summary: str


def observe(state: State, seat: int) -> DdoObservation:
    seats = tuple(SeatView(s.deck_key, tuple(sorted(s.deck)), s.hand, s.discard, s.stacks,
                           s.instances, s.instances_tapped) for s in state.seats)
    return DdoObservation(
        seat, seats, state.leader, state.phase, state.waiting, len(state.quest_deck),
        tuple(sorted(state.quest_deck + state.raid_quests)), len(state.raid_quests),
        state.quest_discard, tuple(sorted(state.monster_deck)), state.monster_discard,
        state.festival, state.quest, state.quests_won, state.quests_played, state.next_uid,
        state.result, state.summary)


def determinize(obs: DdoObservation, rng: random.Random) -> State:
    """A full state consistent with `obs`: the decks shuffled anew, fresh chance."""
    seats = []
    for view in obs.seats:
        deck = list(view.deck_cards)
        rng.shuffle(deck)
        seats.append(Seat(view.deck_key, tuple(deck), view.hand, view.discard, view.stacks,
                          view.instances, view.instances_tapped))
    quests = list(obs.unseen_quests)
    rng.shuffle(quests)
    monsters = list(obs.monster_cards)
    rng.shuffle(monsters)
    return State(
        chance=Chance(rng.getrandbits(62)), seats=tuple(seats), leader=obs.leader,
        phase=obs.phase, waiting=obs.waiting,
        quest_deck=tuple(quests[:obs.quest_deck_size]),
        raid_quests=tuple(quests[obs.quest_deck_size:]), quest_discard=obs.quest_discard,
        monster_deck=tuple(monsters), monster_discard=obs.monster_discard,
        festival=obs.festival, quest=obs.quest, quests_won=obs.quests_won,
        quests_played=obs.quests_played, next_uid=obs.next_uid, result=obs.result,
        summary=obs.summary)


__all__ = ["DdoObservation", "SeatView", "determinize", "observe"]
