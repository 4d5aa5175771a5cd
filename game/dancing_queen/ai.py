"""What Dancing Queen's bots know about the game.

The heart of it is `win_now`: the chance that a seat would take the trophy if the round
stopped here, judged from that seat's own knowledge only — its own cards are known, the
rival's lead could be any card the seat has not seen. Easy looks at its own lead's
hearts alone. Normal plays the option with the best `win_now` (plus a little for a
promising lead half) and draws or stops by fixed thresholds. Hard shortlists Normal's
best options and plays each out to the end of the round in many sampled worlds, both
seats following Normal's policy from their own point of view, and keeps the option
that wins the round most often.
"""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass, replace
from typing import ClassVar, Literal, Sequence

from game.core.bots import Knowledge
from game.core.chance import Chance
from game.core.commit import Commitments
from game.dancing_queen.cards import Gender, cards
from game.dancing_queen.rules import DancingQueenRules, floor, lead_hearts
from game.dancing_queen.scoring import Floor, hearts, make_floor, star
from game.dancing_queen.state import (
    DRAW, END, PASS, Dancer, Move, Phase, Role, State, Verb, place,
)
from game.dancing_queen.view import DQObservation

POTENTIAL_WEIGHT = 0.12
PASS_WHEN_IT_ENDS = 0.5      # Normal stops when it would win at least this often
PASS_WHEN_EVEN = 0.65        # … and asks more when the rival may still draw
SHORTLIST = 3                # Hard plays out only Normal's best few options


@functools.cache
def potential() -> dict[tuple[int, Gender], float]:
    """How promising each half is as a lead, over floors of four to eight random dancers.

    Computed once from a fixed private generator, so it is the same on every run.
    """
    sampler = random.Random(20261121)
    floors = []
    for _ in range(300):
        mine, theirs = sampler.randint(2, 4), sampler.randint(2, 4)
        sides = (tuple(sampler.choice(list(Gender)) for _ in range(mine)),
                 tuple(sampler.choice(list(Gender)) for _ in range(theirs)))
        floors.append((sides, list(zip(sides[0], sides[1]))))
    table: dict[tuple[int, Gender], float] = {}
    for card in cards():
        for gender in Gender:
            half = card.half(gender)
            total = 0.0
            for sides, couples in floors:
                f = make_floor((sides[0][:-1] + (gender,), sides[1]), couples, 0)
                total += 6.0 if star(half, f) else hearts(half, f)
            table[(card.index, gender)] = total / len(floors) / 4.0
    return table


@functools.lru_cache(maxsize=1 << 16)  # a pure function of its arguments; floors repeat a lot
def _judge(card: int, gender: Gender, on_floor: Floor) -> tuple[bool, int]:
    half = cards()[card].half(gender)
    return star(half, on_floor), hearts(half, on_floor)


def win_now(state: State, seat: int) -> float:
    """Chance `seat` takes the trophy if the round ended now, from its own knowledge."""
    mine = state.dancers[seat][state.leads[seat]]
    rival = state.dancers[1 - seat][state.leads[1 - seat]]
    my_floor, their_floor = floor(state, seat), floor(state, 1 - seat)
    my_star, my_hearts = _judge(mine.card, mine.gender, my_floor)
    seen = {d.card for d in state.dancers[seat]}
    holds_mic = state.microphone == seat
    wins = count = 0
    for card in range(len(cards())):
        if card in seen:
            continue
        their_star, theirs = _judge(card, rival.gender, their_floor)
        if my_star or their_star:
            won = holds_mic if (my_star and their_star) else my_star
        else:
            won = my_hearts > theirs or (my_hearts == theirs and holds_mic)
        wins += won
        count += 1
    return wins / count


def _lead_bonus(state: State, seat: int) -> float:
    lead = state.dancers[seat][state.leads[seat]]
    return POTENTIAL_WEIGHT * potential()[(lead.card, lead.gender)]


@dataclass
class DancingQueenKnowledge(Knowledge[State, Move, DQObservation]):
    rules: DancingQueenRules
    hard_search: ClassVar[Literal["ismcts", "flat"]] = "flat"  # Hard plays options out in sampled worlds (core FlatMonteCarloBot)

    # -- sampling worlds -----------------------------------------------------------
    def determinize(self, observation: DQObservation, rng: random.Random) -> State:
        obs = observation
        me, rival = obs.seat, 1 - obs.seat
        known = {d.card for d in obs.dancers[me]} | ({obs.hand} if obs.hand is not None else set())
        unseen = [c.index for c in cards() if c.index not in known]
        rng.shuffle(unseen)
        if obs.opening is not None:
            return self._opening_world(obs, unseen, rng)
        side_me = tuple(Dancer(d.card, d.gender) for d in obs.dancers[me])  # type: ignore[arg-type]
        side_rival = tuple(Dancer(unseen.pop(), d.gender or rng.choice((Gender.GIRL, Gender.BOY)))
                           for d in obs.dancers[rival])
        rival_hand = unseen.pop() if obs.rival_holds_card else None
        dancers = (side_me, side_rival) if me == 0 else (side_rival, side_me)
        hands = (obs.hand, rival_hand) if me == 0 else (rival_hand, obs.hand)
        leads = tuple(next((d.ref.number for d in obs.dancers[s] if d.lead), -1) for s in (0, 1))
        pairs = tuple((d.ref, d.partner) for d in obs.dancers[0]
                      if d.partner is not None and not d.lead)
        return State(chance=Chance(rng.getrandbits(62)), phase=obs.phase, actor=obs.actor,
                     microphone=obs.microphone, round=obs.round, trophies=obs.trophies,
                     deck=tuple(unseen), dancers=dancers, leads=leads,  # type: ignore[arg-type]
                     pairs=pairs, hands=hands, then=obs.then, passer=obs.passer,
                     just_played=obs.just_played, results=obs.results)

    @staticmethod
    def _opening_world(obs: DQObservation, unseen: list[int], rng: random.Random) -> State:
        """A world during the opening: the rival's committed lead (card and side) and
        any card still in their hand are re-dealt from what this seat has not seen."""
        assert obs.opening is not None
        me, rival = obs.seat, 1 - obs.seat
        opening: Commitments[Dancer] = Commitments.open(obs.opening.order)
        hands: list[int | None] = [None, None]
        hands[me] = obs.hand
        for seat, done in zip(obs.opening.order, obs.opening.committed):
            if not done:  # still holds the dealt card
                hands[seat] = unseen.pop() if seat == rival else obs.hand
                continue
            own = obs.opening.own
            lead = own if seat == me and own is not None else Dancer(
                unseen.pop(), rng.choice((Gender.GIRL, Gender.BOY)))
            opening, _ = opening.commit(seat, lead)
        return State(chance=Chance(rng.getrandbits(62)), phase=obs.phase, actor=obs.actor,
                     microphone=obs.microphone, round=obs.round, trophies=obs.trophies,
                     deck=tuple(unseen), dancers=((), ()), leads=(-1, -1), pairs=(),
                     hands=(hands[0], hands[1]), then=obs.then, passer=obs.passer,
                     just_played=obs.just_played, results=obs.results, opening=opening)

    # -- the policies, on a state and from the acting seat's point of view ---------
    def _placement_value(self, state: State, seat: int, move: Move) -> float:
        """Best value of a placement (or a rotation choice) before anything resolves."""
        rules = self.rules
        if move.kind is Verb.PLACE:
            after = rules.put_down(state, seat, move)
            half = cards()[after.dancer(after.just_played).card].half(move.gender)  # type: ignore[arg-type]
            if half.rotate:
                options = [after, *(rules.spin(after, r) for r in rules.rotate_targets(after))]
            else:
                options = [after]
        elif move.kind is Verb.ROTATE and move.target is not None:
            options = [rules.spin(state, move.target)]
        else:
            options = [state]
        return max(win_now(o, seat) + _lead_bonus(o, seat) for o in options)

    def policy(self, state: State, legal: Sequence[Move], greedy_only: bool = False) -> Move:
        """Normal's choice in a full state, using only what the acting seat knows."""
        seat, phase = state.actor, state.phase
        if seat is None:
            return legal[0]
        if phase is Phase.OPENING:
            card = state.hands[seat]
            pot = potential()
            gender = max(Gender, key=lambda g: pot[(card, g)])  # type: ignore[index]
            return place(Role.LEAD, gender)
        if phase in (Phase.PLACE, Phase.ROTATE):
            return max(legal, key=lambda m: self._placement_value(state, seat, m))
        winning = win_now(state, seat)
        if phase is Phase.CLOSE:
            return END if winning >= PASS_WHEN_IT_ENDS else DRAW
        if phase is Phase.ANSWER:
            return PASS if winning >= PASS_WHEN_IT_ENDS else DRAW
        ends = state.count(1 - seat) > state.count(seat)
        return PASS if winning >= (PASS_WHEN_IT_ENDS if ends else PASS_WHEN_EVEN) else DRAW

    def shortlist(self, observation: DQObservation, legal: Sequence[Move],
                  rng: random.Random) -> Sequence[Move]:
        if observation.phase not in (Phase.PLACE, Phase.ROTATE) or len(legal) <= SHORTLIST:
            return legal
        world = self.determinize(observation, rng)
        seat = observation.seat
        ranked = sorted(legal, key=lambda m: -self._placement_value(world, seat, m))
        return ranked[:SHORTLIST]

    # -- Easy and Normal -------------------------------------------------------------
    def easy_action(self, observation: DQObservation, legal: Sequence[Move],
                    rng: random.Random) -> Move:
        if rng.random() < 0.3:
            return legal[rng.randrange(len(legal))]
        world = self.determinize(observation, rng)
        me = observation.seat
        if observation.phase in (Phase.PLACE, Phase.OPENING, Phase.ROTATE):
            def own_hearts(move: Move) -> float:
                after = self.rules.apply_unchecked(world, move)
                if after.opening is not None and move.gender is not None:
                    # A lead committed before the rival's: judge it alone on the floor.
                    own = Dancer(world.hands[me], move.gender)  # type: ignore[arg-type]
                    after = replace(after, dancers=((own,), ()) if me == 0 else ((), (own,)),
                                    leads=(0, -1) if me == 0 else (-1, 0))
                if len(after.results) > len(world.results):
                    return 10.0 if after.results[-1].winner == me else -1.0
                return lead_hearts(after, me) + rng.random() * 0.5
            return max(legal, key=own_hearts)
        mine = lead_hearts(world, me)
        if observation.phase is Phase.CLOSE:
            return END if mine >= 2 else DRAW
        return PASS if mine >= 3 else DRAW

    def normal_action(self, observation: DQObservation, legal: Sequence[Move],
                      rng: random.Random) -> Move:
        # Any sampled world will do: the policy reads only this seat's knowledge from it.
        return self.policy(self.determinize(observation, rng), legal)

    # -- Hard ------------------------------------------------------------------------
    def rollout_action(self, state: State, legal: Sequence[Move], rng: random.Random) -> Move:
        return self.policy(state, legal)

    def horizon(self, root: State, state: State) -> bool:
        return state.round != root.round or state.phase is Phase.OVER

    def evaluate(self, state: State, seats: int) -> tuple[float, ...]:
        winner = state.results[-1].winner
        return (1.0, 0.0) if winner == 0 else (0.0, 1.0)

