"""Dance Card! (`shared/seeds/001_73f120c87acf16e3.txt`): what the bots know.

Easy plays the obvious (dance when it can, otherwise mostly wander); Normal is the
rule-based player of `policy.py`; Hard is the house flat determinized search over a
shortlist: Normal's own choice first, then every action that is not a Move, the Moves
that improve the dice of the best prospects, and every Move of the Student and of the
Partners still to win. Each is played out in
the same sampled worlds (drawn from Hard's own observation) to the end of the turn, with
the rule-based player finishing it, and scored by `plans.progress`: Success Tokens plus
the discounted odds of the dances still to come. Normal's choice wins ties, so Hard only
leaves it for something the playouts say is better.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any, ClassVar, Literal

from game.core.actions import Act
from game.core.bots import Knowledge
from game.core.contract import Rules
from game.dance_card.dancing import one_icon_only
from game.dance_card.dice import success_chance, target
from game.dance_card.plans import best_by_partner, progress
from game.dance_card.policy import choose
from game.dance_card.tactics import CARD_VALUE, MOVING_CARDS, judged, redo
from game.dance_card.roster import roster
from game.dance_card.state import (
    END,
    FAILURE,
    SUCCESS,
    State,
    Step,
    evolve,
)
from game.dance_card.view import DanceCardObservation, determinize


class DanceCardKnowledge(Knowledge[State, Act, DanceCardObservation]):
    hard_search: ClassVar[Literal["ismcts", "flat"]] = "flat"  # Hard plays a shortlist out in sampled worlds (core FlatMonteCarloBot)

    def __init__(self, rules: Rules[State, Act, DanceCardObservation]) -> None:
        self.rules = rules
        # The root of the search being run and its standing: values are measured from it.
        self._root: State | None = None
        self._base: tuple[float, ...] = ()
        self._ended: State | None = None

    # -- Easy and Normal -------------------------------------------------------------
    def easy_action(self, observation: DanceCardObservation, legal: Sequence[Act],
                    rng: random.Random) -> Act:
        """Dance or chat whenever possible, keep rolls, otherwise a random move or stop."""
        for verb in ("dance", "chat", "nerve", "keep", "roll"):
            found = [a for a in legal if a.verb == verb]
            if found:
                return found[rng.randrange(len(found))]
        if END in legal and rng.random() < 0.25:
            return END
        state = self.determinize(observation, rng)
        if state.agenda and state.agenda[0].step is Step.MAIN and rng.random() < 0.5:
            return choose(state, observation.seat, legal, rng)
        return legal[rng.randrange(len(legal))]

    def normal_action(self, observation: DanceCardObservation, legal: Sequence[Act],
                      rng: random.Random) -> Act:
        state = self.determinize(observation, rng)
        return choose(state, observation.seat, legal, rng)

    # -- Hard ------------------------------------------------------------------------
    def shortlist(self, observation: DanceCardObservation, legal: Sequence[Act],
                  rng: random.Random) -> list[Act]:
        """Normal's choice first (it wins ties), then the options worth a playout."""
        state = self.determinize(observation, rng)
        seat = observation.seat
        normal = choose(state, seat, legal, rng)
        if state.agenda and state.agenda[0].step is Step.ALL_MOVE:
            # A free Move outside the Action Phase (an ALL icon, a Spark!): the same Moves
            # worth trying as in the Action Phase, not a random handful of ninety.
            return _main_shortlist(state, seat, legal, normal)
        if not state.agenda or state.agenda[0].step is not Step.MAIN:
            rest = [a for a in legal if a != normal and a.verb != "redo"]
            # Charlotte's rerolls: only the two with the most to gain (one random playout
            # each over a dozen of them would pick whichever happened to roll well).
            rest += [a for a in _best_redos(state, seat, legal) if a != normal]
            if len(rest) > SHORTLIST - 1:
                rest = rng.sample(rest, SHORTLIST - 1)
            return [normal] + rest
        return _main_shortlist(state, seat, legal, normal)

    def determinize(self, observation: DanceCardObservation, rng: random.Random) -> State:
        return determinize(observation, rng)

    def rollout_action(self, state: State, legal: Sequence[Act], rng: random.Random) -> Act:
        seat = state.agenda[0].seat
        return choose(state, seat, legal, rng)

    def horizon(self, root: State, state: State) -> bool:
        """Stop at the end of the turn being played (or of the side decision at the root),
        and just before any dice are rolled: the odds of a dance are known exactly, so
        the playout takes their expectation instead of one lucky or unlucky roll."""
        if root is not self._root:
            self._root, self._base = root, self._raw(root, root.seat_count)
        if state is not root and _pending_roll(state) and not _pending_roll(root) \
                and root.roll is None:
            return True
        if state.turn_number != root.turn_number:
            # Past the end of the turn: only an `end` played at the root gets here, and it
            # is scored as the root's own standing, like every other option is scored
            # where the rule-based player would end the turn.
            self._ended = state
            return True
        if root.agenda and root.agenda[0].seat != root.active:
            return not state.agenda or state.agenda[0] != root.agenda[0]
        # The playout would end the turn here: score it now, before the end-of-turn Mix
        # It Up! cards scramble the gym (noise that says nothing about this turn's play).
        return state is not root and bool(state.agenda) and state.agenda[0].step is Step.MAIN \
            and _would_end(self.rules, state)

    def evaluate(self, state: State, seats: int) -> tuple[float, ...]:
        """Win/loss at the end; otherwise how the position compares with the search's
        root, stretched so that the search can tell good turns from bad ones."""
        outcome = self.rules.outcome(state)
        if outcome is None and state is self._ended and self._root is not None:
            state = _left_behind(self._root, state)
        if outcome is not None:
            if not state.mode.table_game:
                return tuple(1.0 if s in outcome.winners else 0.0 for s in range(seats))
            return tuple(1.0 if outcome.winners else 0.0 for _ in range(seats))
        raw = self._raw(state, seats)
        base = self._base if len(self._base) == seats else raw
        return tuple(0.5 + 0.5 * math.tanh(STRETCH * (v - b)) for v, b in zip(raw, base))

    def _raw(self, state: State, seats: int) -> tuple[float, ...]:
        """Each seat's standing: progress, minus the best rival's in Competitive."""
        if _pending_roll(state):
            values = _expected_progress(state, seats)
        else:
            values = [progress(state, s) for s in range(seats)]
        if not state.mode.table_game:
            return tuple(v - max(values[:s] + values[s + 1:]) for s, v in enumerate(values))
        time_left = min(1.0, len(state.mix_deck) / 10.0)  # a short deck leaves less time
        shared = (min(values) + sum(values) / seats) / 2 * (0.8 + 0.2 * time_left)
        return tuple(shared for _ in range(seats))


STAGE = Act("stage")  # Joe going up onto the Music Rules! card ends the turn
STRETCH = 2.5  # how sharply a better standing than the root's turns into value
SHORTLIST = 20  # at most this many options get playouts
MOVING_PLAYS = 4  # of them, plays of a moving card (Rumor!, Slide!, Switch!)


def _main_shortlist(state: State, seat: int, legal: Sequence[Act], normal: Act) -> list[Act]:
    """In the Action Phase: Normal's choice, every action that is not a Move or a ditch,
    the cheapest ditch, the Moves that bring a Friend onto the floor of one of the two best
    prospects or send its Rival or Crush off it, and every Move of the Student and of the
    Partners still to win."""
    r = roster()
    board = r.board
    options = dict.fromkeys(legal).keys()  # a set in the engine's order: no hash order
    picked: list[Act] = [normal]

    def add(a: Act) -> None:
        if a in options and a not in picked:
            picked.append(a)

    ditches = []
    for a in legal:
        if a.verb == "ditch":
            ditches.append(a)
        elif a.verb != "move" and not (a.verb == "play" and a.args[0] in MOVING_CARDS):
            add(a)
    for _, a in judged(state, seat, legal)[:MOVING_PLAYS]:  # the best Rumor!/Slide!/Switch! plays
        add(a)
    if ditches:
        add(min(ditches, key=lambda a: CARD_VALUE.get(a.args[0], 1)))
    me = r.students[state.seats[seat].student]
    best = sorted(best_by_partner(state, seat).values(), key=lambda p: -p.worth)
    for plan in best[:2]:
        floor = plan.floor
        for friend, _ in me.friends:
            if board.are_adjacent(state.positions[friend], floor):
                add(r.move_act[friend][floor])
        for pest in (me.rival, me.partners[plan.slot].crush):
            if state.positions[pest] == floor:
                there = min(board.neighbours(floor), key=lambda t: (t in r.floors, t))
                add(r.move_act[pest][there])
    for student in [me.index] + [me.partners[p.slot].student for p in best]:
        for there in board.neighbours(state.positions[student]):
            add(r.move_act[student][there])
    return picked[:SHORTLIST]


def _would_end(rules: Rules[State, Act, DanceCardObservation], state: State) -> bool:
    """Whether the rule-based player would end the turn here (Joe going up ends it too)."""
    seat = state.agenda[0].seat
    return choose(state, seat, rules.legal_actions(state), random.Random(0)) in (END, STAGE)


def _left_behind(root: State, ended: State) -> State:
    """The position a turn ended from the root leaves, before the next turn scrambles it:
    the root's, with Joe up on the Music Rules! card if he went up."""
    r = roster()
    for student in range(len(root.positions)):
        if ended.positions[student] == r.stage and root.positions[student] != r.stage:
            root = root.moved(student, r.stage)
    return root


def _best_redos(state: State, seat: int, legal: Sequence[Act]) -> list[Act]:
    first = redo(state, seat, legal)
    if first is None:
        return []
    rest = [a for a in legal if a.verb == "redo" and a != first]
    second = redo(state, seat, [a for a in rest if a.args[0] != first.args[0]] or rest)
    return [first] + ([second] if second is not None else [])


def _pending_roll(state: State) -> bool:
    return state.roll is not None and not state.roll.rolled


def _expected_progress(state: State, seats: int) -> list[float]:
    """Progress with a dance about to be rolled: its odds times the success, plus the rest
    times the failure (after-roll cards in hand help a little)."""
    r = roster()
    roll = state.roll
    assert roll is not None
    seat = roll.seat
    number, icons = target(state, r, seat, roll.partner)
    chance = success_chance(r, [d.colour for d in roll.pool], number, icons, roll.bonus,
                            one_icon_only(state, seat))
    fixes = sum(1 for c in state.seats[seat].hand if r.card(c).timing == "after_roll")
    chance += (1.0 - chance) * min(0.6, 0.25 * fixes)
    values = []
    for s in range(seats):
        if s != seat:
            values.append(progress(state, s))
            continue
        outcome = []
        for mark in (SUCCESS, FAILURE):
            holder = state.seats[seat]
            status = list(holder.status)
            status[roll.partner] = mark
            after = state.with_seat(seat, evolve(holder, status=tuple(status)))
            outcome.append(progress(evolve(after, roll=None), seat))
        values.append(chance * outcome[0] + (1.0 - chance) * outcome[1])
    return values


__all__ = ["Any", "DanceCardKnowledge"]
