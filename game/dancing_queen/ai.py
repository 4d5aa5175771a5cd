"""What Dancing Queen's bots know about the game.

Easy looks only at its own lead's hearts. Normal samples a dozen worlds consistent with
what it sees, tries each option in all of them and keeps the one that wins most often
if the round stopped there, weighed a little by how promising its lead half is for the
rest of the round. Hard is the shared ISMCTS, playing out with a quick greedy policy to
the end of the round and scoring who took the trophy.
"""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass
from typing import Sequence

from game.core.chance import Chance
from game.dancing_queen.cards import Gender, cards
from game.dancing_queen.rules import DancingQueenRules, lead_hearts
from game.dancing_queen.scoring import hearts, make_floor, star
from game.dancing_queen.state import DRAW, END, PASS, Dancer, Move, Phase, State, Verb
from game.dancing_queen.view import DQObservation

NORMAL_WORLDS = 12
POTENTIAL_WEIGHT = 0.12
HORIZON_CARDS = 2


@functools.cache
def potential() -> dict[tuple[int, Gender], float]:
    """How promising each half is as a lead, over floors of four to eight random dancers.

    Computed once from a fixed private generator, so it is the same on every run.
    """
    sampler = random.Random(20261121)
    table: dict[tuple[int, Gender], float] = {}
    floors = []
    for _ in range(300):
        mine, theirs = sampler.randint(2, 4), sampler.randint(2, 4)
        sides = (tuple(sampler.choice(list(Gender)) for _ in range(mine)),
                 tuple(sampler.choice(list(Gender)) for _ in range(theirs)))
        couples = list(zip(sides[0], sides[1]))
        floors.append((sides, couples))
    for card in cards():
        for gender in Gender:
            half = card.half(gender)
            total = 0.0
            for sides, couples in floors:
                placed = (sides[0][:-1] + (gender,), sides[1])
                f = make_floor(placed, couples, 0)
                total += 6.0 if star(half, f) else hearts(half, f)
            table[(card.index, gender)] = total / len(floors) / 4.0
    return table


def _round_value(root: State, state: State, seat: int) -> float:
    """1 if `seat` has taken the trophy of root's round, 0 if the rival has, else the
    static guess: who would win were the round to end now."""
    if len(state.results) > len(root.results):
        return 1.0 if state.results[len(root.results)].winner == seat else 0.0
    if state.leads[0] < 0 or state.leads[1] < 0:
        return 0.5
    mine, theirs = lead_hearts(state, seat), lead_hearts(state, 1 - seat)
    now = 1.0 if mine > theirs or (mine == theirs and state.microphone == seat) else 0.0
    pot = potential()
    lead_me = state.dancers[seat][state.leads[seat]]
    lead_them = state.dancers[1 - seat][state.leads[1 - seat]]
    bonus = pot[(lead_me.card, lead_me.gender)] - pot[(lead_them.card, lead_them.gender)]
    return now + POTENTIAL_WEIGHT * bonus


@dataclass
class DancingQueenKnowledge:
    rules: DancingQueenRules

    # -- sampling worlds -----------------------------------------------------------
    def determinize(self, observation: DQObservation, rng: random.Random) -> State:
        obs = observation
        me, rival = obs.seat, 1 - obs.seat
        known = {d.card for d in obs.dancers[me]} | ({obs.hand} if obs.hand is not None else set())
        unseen = [c.index for c in cards() if c.index not in known]
        rng.shuffle(unseen)
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
                     pairs=pairs, hands=hands, then=obs.then, passer=obs.passer,  # type: ignore[arg-type]
                     just_played=obs.just_played, results=obs.results)

    # -- Easy ----------------------------------------------------------------------
    def easy_action(self, observation: DQObservation, legal: Sequence[Move],
                    rng: random.Random) -> Move:
        if rng.random() < 0.3:
            return legal[rng.randrange(len(legal))]
        world = self.determinize(observation, rng)
        me = observation.seat
        if observation.phase in (Phase.PLACE, Phase.OPENING, Phase.ROTATE):
            def own_hearts(move: Move) -> float:
                after = self.rules.apply_unchecked(world, move)
                if len(after.results) > len(world.results):
                    return 10.0 if after.results[-1].winner == me else -1.0
                return lead_hearts(after, me) + rng.random() * 0.5
            return max(legal, key=own_hearts)
        mine = lead_hearts(world, me)
        if observation.phase is Phase.CLOSE:
            return END if mine >= 2 else DRAW
        return PASS if mine >= 3 else DRAW

    # -- Normal --------------------------------------------------------------------
    def normal_action(self, observation: DQObservation, legal: Sequence[Move],
                      rng: random.Random) -> Move:
        worlds = [self.determinize(observation, rng) for _ in range(NORMAL_WORLDS)]
        me, phase = observation.seat, observation.phase
        if phase in (Phase.PLACE, Phase.OPENING, Phase.ROTATE):
            scored = [(self._option_value(worlds, move, me), rng.random(), move) for move in legal]
            return max(scored, key=lambda t: (t[0], t[1]))[2]
        winning = sum(_round_value(w, w, me) >= 1.0 for w in worlds) / len(worlds)
        if phase is Phase.CLOSE:
            return END if winning >= 0.5 else DRAW
        if phase is Phase.ANSWER:
            return PASS if winning >= 0.5 else DRAW
        ends_round = observation.count(1 - me) > observation.count(me)
        return PASS if winning >= (0.5 if ends_round else 0.65) else DRAW

    def _option_value(self, worlds: list[State], move: Move, me: int) -> float:
        total = 0.0
        for world in worlds:
            after = self.rules.apply_unchecked(world, move)
            if after.phase is Phase.ROTATE and after.actor == me and len(after.results) == len(world.results):
                total += max(_round_value(world, self.rules.apply_unchecked(after, m), me)
                             for m in self.rules.legal_actions(after))
            elif move.verb is Verb.PLACE and after.phase is Phase.OPENING and after.round == world.round:
                total += self._opening_value(after, me)
            else:
                total += _round_value(world, after, me)
        return total / len(worlds)

    @staticmethod
    def _opening_value(state: State, me: int) -> float:
        lead = state.dancers[me][state.leads[me]]
        return potential()[(lead.card, lead.gender)]

    # -- Hard (ISMCTS hooks) ---------------------------------------------------------
    def rollout_action(self, state: State, legal: Sequence[Move], rng: random.Random) -> Move:
        me, phase = state.actor, state.phase
        if me is None or rng.random() < 0.25:
            return legal[rng.randrange(len(legal))]
        if phase in (Phase.PLACE, Phase.ROTATE):
            best, best_value = legal[0], -9.0
            for move in legal:
                value = _round_value(state, self.rules.apply_unchecked(state, move), me)
                if value > best_value:
                    best, best_value = move, value
            return best
        if phase is Phase.OPENING:
            card = state.hands[me]
            pot = potential()
            gender = max(Gender, key=lambda g: pot[(card, g)]) if card is not None else Gender.GIRL
            return next(m for m in legal if m.gender is gender)
        ahead = _round_value(state, state, me) >= 1.0
        if phase is Phase.CLOSE:
            return END if ahead else DRAW
        return PASS if ahead else DRAW

    def horizon(self, root: State, state: State) -> bool:
        """Stop at the end of the round, or once two more cards are down and resolved:
        beyond that the static guess is better than noisy greedy play-outs."""
        if state.round != root.round or state.phase is Phase.OVER:
            return True
        placed = len(state.dancers[0]) + len(state.dancers[1])
        placed_at_root = len(root.dancers[0]) + len(root.dancers[1])
        return placed - placed_at_root >= HORIZON_CARDS and state.phase in (
            Phase.TURN, Phase.ANSWER, Phase.CLOSE)

    def evaluate(self, state: State, seats: int) -> tuple[float, ...]:
        fresh_round = state.phase is Phase.OPENING and not state.dancers[0] and not state.dancers[1]
        if state.phase is Phase.OVER or fresh_round:
            winner = state.results[-1].winner
            return (1.0, 0.0) if winner == 0 else (0.0, 1.0)
        value = min(1.0, max(0.0, 0.85 * _round_value(state, state, 0) + 0.075))
        return (value, 1.0 - value)
