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
from game.core.contract import Event
from game.ddo.build import deploy_actions, explain_deploy
from game.ddo.content import catalogue
from game.ddo.harm_events import HeroHealed
from game.ddo.notation import act
from game.ddo.options import HARBOR
from game.ddo.state import Phase, Quest, Seat, Stack, State
from game.ddo.stats import character_level, foe_kind, foe_name, foe_values, hero_values, is_boss


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
    actor: int | None = None           # the seat that acts now (None once the game is over)
    pack: str = HARBOR                 # the Adventure pack played
    rest: bool = False                 # the option: Heroes rest to full HP at their owner's Build


def observe(state: State, seat: int) -> DdoObservation:
    seats = tuple(SeatView(s.deck_key, tuple(sorted(s.deck)), s.hand, s.discard, s.stacks,
                           s.instances, s.instances_tapped) for s in state.seats)
    return DdoObservation(
        seat, seats, state.leader, state.phase, state.waiting, len(state.quest_deck),
        tuple(sorted(state.quest_deck + state.raid_quests)), len(state.raid_quests),
        state.quest_discard, tuple(sorted(state.monster_deck)), state.monster_discard,
        state.festival, state.quest, state.quests_won, state.quests_played, state.next_uid,
        state.result, state.summary, state.actor(), state.pack, state.rest)


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
        summary=obs.summary, pack=obs.pack, rest=obs.rest)


# -- What a table shows (read from an observation; the rules modules compute it) --------

def table_state(obs: DdoObservation) -> State:
    """The observation as a state (hidden orders left sorted, chance fixed) to read totals
    from: every value a table shows depends only on what the observation holds. A table
    makes it once per observation and passes it to `hero_totals` and `foe_totals`."""
    seats = tuple(Seat(v.deck_key, v.deck_cards, v.hand, v.discard, v.stacks, v.instances, v.instances_tapped)
                  for v in obs.seats)
    return State(chance=Chance(0), seats=seats, leader=obs.leader, phase=obs.phase, waiting=obs.waiting,
                 quest_discard=obs.quest_discard, monster_discard=obs.monster_discard, festival=obs.festival,
                 quest=obs.quest, quests_won=obs.quests_won, quests_played=obs.quests_played,
                 next_uid=obs.next_uid, result=obs.result, summary=obs.summary, pack=obs.pack,
                 rest=obs.rest)


@dataclass(frozen=True)
class HeroTotals:
    atk: int
    rng: int
    defence: int
    dmg: int
    hp: int          # the Hero's HP total
    hp_now: int      # what is left of it
    level: int       # Character Level


@dataclass(frozen=True)
class FoeTotals:
    atk: int
    rng: int
    defence: int
    dmg: int
    hp: int
    hp_now: int
    name: str
    kind: str        # monster | trap | puzzle | objective
    active: bool     # may be targeted now (a live monster, or the boss once awake)
    boss: bool


def hero_totals(obs: DdoObservation, seat: int, uid: int, state: State | None = None) -> HeroTotals:
    state = state or table_state(obs)
    values = hero_values(state, seat, uid)
    stack = state.seats[seat].stack(uid)
    return HeroTotals(values[0], values[1], values[2], values[3], values[4],
                      values[4] - stack.damage, character_level(stack))


def foe_totals(obs: DdoObservation, index: int, pet: bool = False, state: State | None = None) -> FoeTotals:
    state = state or table_state(obs)
    quest = state.quest
    assert quest is not None
    foe = quest.pets[index] if pet else quest.foes[index]
    values = foe_values(state, foe)
    kind = foe_kind(foe)
    boss = not pet and is_boss(quest, index)
    active = not foe.done and kind == "monster" and (pet or index != quest.boss or quest.awake)
    return FoeTotals(values[0], values[1], values[2], values[3], values[4],
                     values[4] - foe.damage, foe_name(foe), kind, active, boss)


def next_to_act(obs: DdoObservation) -> int | None:
    """The foe the coming Monster actions start with (left to right, then the boss once
    awake and not on the round it woke), or None when none will act."""
    quest = obs.quest
    if quest is None or obs.phase is not Phase.COMBAT:
        return None
    for i, foe in enumerate(quest.foes):
        if foe.done or (i == quest.boss and (not quest.awake or quest.woke == quest.round)):
            continue
        if foe.source == "monster":
            if catalogue().monsters[foe.code].kind != "monster":
                continue
        if foe.tapped or foe.focus >= 0:
            return i
    return None


def undeployable(obs: DdoObservation) -> dict[int, str]:
    """Why each card in the acting seat's hand can go nowhere now, as the rules say it (its
    stacking limit on the seat's first Hero), while that seat may deploy: card number -> reason.
    A card that may go somewhere is not named."""
    seat = obs.actor
    if seat is None or obs.phase not in (Phase.BUILD, Phase.BANKING) or not obs.seats[seat].stacks:
        return {}
    state = table_state(obs)
    placed = {a.args[0] for a in deploy_actions(state, seat)}
    cat = catalogue()
    return {code: explain_deploy(state, seat, act("deploy", cat.loot[code].key, "s1")).reason
            for code in set(obs.seats[seat].hand) if cat.loot[code].key not in placed}


def healed(events: tuple[Event, ...]) -> tuple[tuple[int, int], ...]:
    """The HP each Hero regained in these events, as (stack uid, HP), in the order they came: a
    table shows healing from what the engine says happened, never from a change in a total (a
    card that raises a Hero's HP total heals nobody)."""
    return tuple((e.hero.uid, e.amount) for e in events if isinstance(e, HeroHealed) and e.amount > 0)


__all__ = ["DdoObservation", "healed", "undeployable", "FoeTotals", "HeroTotals", "SeatView", "determinize", "foe_totals",
           "hero_totals", "next_to_act", "observe", "table_state"]
