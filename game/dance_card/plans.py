"""Dance Card! (`shared/seeds/001_73f120c87acf16e3.txt`): how far a player is from each dance.

The AI's measuring stick. For every Partner still to win and every Dance Floor it asks:
how many Moves until the Student and the Partner meet there (the Partner may not be
moved onto the Student's own floor, a Failure Token needs a Nerve first), and how likely
a dance there succeeds with the dice the board gives right now. It reads a state or a
determinized world, never anything hidden.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.dance_card.board import Kind
from game.dance_card.dice import gather, success_chance, target
from game.dance_card.roster import Roster, roster
from game.dance_card.state import FAILURE, NONE, SUCCESS, State


@dataclass(frozen=True)
class Prospect:
    """One way to a dance: Partner `slot` on `floor`, `moves` away, with `chance`."""

    slot: int
    floor: int
    moves: int
    chance: float
    nerve_first: bool

    @property
    def worth(self) -> float:
        # Each Move still needed costs about a tenth of the dance's value.
        return self.chance * 0.88 ** self.moves


def meeting_cost(r: Roster, state: State, me: int, partner: int, floor: int) -> int:
    """Moves until `me` and `partner` stand together on `floor`."""
    board = r.board
    mine, theirs = state.positions[me], state.positions[partner]
    cost = board.distance(mine, floor) + board.distance(theirs, floor)
    if mine == floor and theirs != floor:
        cost += 2  # the Partner may not be moved onto my floor: step off and back
    return cost


def nerve_detour(r: Roster, state: State, me: int, floor: int) -> int:
    """Moves plus the Nerve action to visit a nerve spot on the way to `floor`."""
    board = r.board
    here = state.positions[me]
    return min(board.distance(here, spot) + board.distance(spot, floor)
               for spot in board.of_kind(Kind.NERVE_SPOT)) + 1 - board.distance(here, floor)


def prospects(state: State, seat: int) -> list[Prospect]:
    """Every (Partner, floor) prospect of `seat` for Partners without a Success Token."""
    r = roster()
    holder = state.seats[seat]
    me = r.students[holder.student]
    steven = me.power == "multi_icon_counts_once"
    found = []
    for slot, partner in enumerate(me.partners):
        mark = holder.status[slot]
        if mark == SUCCESS:
            continue
        number, icons = target(state, r, seat, slot)
        for floor in r.floors:
            roll = gather(state, r, seat, slot, "add", floor)
            chance = success_chance(r, [d.colour for d in roll.pool], number, icons,
                                    roll.bonus, steven)
            moves = meeting_cost(r, state, me.index, partner.student, floor)
            if mark == FAILURE:
                moves += nerve_detour(r, state, me.index, floor)
            found.append(Prospect(slot, floor, moves, chance, mark == FAILURE))
    return found


def best_by_partner(state: State, seat: int) -> dict[int, Prospect]:
    best: dict[int, Prospect] = {}
    for p in prospects(state, seat):
        if p.slot not in best or p.worth > best[p.slot].worth:
            best[p.slot] = p
    return best


def progress(state: State, seat: int) -> float:
    """Success Tokens plus the discounted chances of the rest: 0 to 3."""
    holder = state.seats[seat]
    value = float(holder.successes)
    best = best_by_partner(state, seat)
    for slot, mark in enumerate(holder.status):
        if mark != SUCCESS and slot in best:
            value += 0.75 * best[slot].worth
    return value + 0.03 * min(len(holder.hand), 5)


def dance_chance_now(state: State, seat: int, slot: int) -> float:
    """The chance of a dance with `slot` right where the Student stands."""
    r = roster()
    me = r.students[state.seats[seat].student]
    number, icons = target(state, r, seat, slot)
    roll = gather(state, r, seat, slot, "add")
    return success_chance(r, [d.colour for d in roll.pool], number, icons, roll.bonus,
                          me.power == "multi_icon_counts_once")


__all__ = ["FAILURE", "NONE", "Prospect", "best_by_partner", "dance_chance_now",
           "meeting_cost", "progress", "prospects"]
