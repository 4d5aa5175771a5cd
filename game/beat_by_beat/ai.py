"""Beat by Beat — what the bots know (the Knowledge protocol of game.core.bots).

Easy and Normal are game.beat_by_beat.policy, reading their own observation only.
Hard is the core's flat determinized search over the moves it may Select: each sampled
world deals what its observation leaves unknown — the rivals' hands, decks, discards
and face-down commitments (from the cards it has not seen, keeping the public counts
of starters and Stumbles), the order of every deck, the pool and the Rhythm deck — and
each candidate move is played out in the same worlds to the end of the round, every
seat following Normal from its own observation. Hard never looks at the true state: a
rival's committed move is just another unseen card to it. Its other decisions (paying,
recovering, drafting) are Normal's.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any, ClassVar, Literal, Sequence

from game.beat_by_beat.content import STUMBLE, catalogue
from game.beat_by_beat.policy import easy_choice, normal_choice, select_value
from game.beat_by_beat.rules import BeatByBeatRules
from game.beat_by_beat.state import Dancer, Phase, State, card_of, recovery_choices
from game.core.actions import Act
from game.beat_by_beat.view import BBBObservation, DancerView
from game.core.bots import Knowledge
from game.core.chance import Chance
from game.core.commit import CommitmentView, Commitments

SWING = 12.0       # points of lead that move a playout's value most of the way to 0 or 1
SHORTLIST = 4      # Hard plays out at most Normal's best few moves
HAND_POINTS = 0.8  # a card in hand at the horizon, in points


def _rival(view: DancerView, unseen: list[str], rng: random.Random) -> tuple[Dancer, str | None]:
    """A rival's hidden cards dealt from the unseen ones, keeping its public counts; and
    the move it laid face down, if it has."""
    starters = catalogue().starter
    shown = [p.card for p in view.phrase]
    free_starters = [c for c in starters if c not in shown]
    hidden_starters = view.starters - sum(c in starters for c in shown)
    hidden_stumbles = view.stumbles - shown.count(STUMBLE)
    cards = rng.sample(free_starters, hidden_starters) + [STUMBLE] * hidden_stumbles
    for _ in range(view.hidden_cards - len(cards)):
        cards.append(unseen.pop())
    rng.shuffle(cards)
    committed = cards.pop() if view.committed else None
    hand = tuple(sorted(cards[:view.hand_size]))
    deck = tuple(cards[view.hand_size:view.hand_size + view.deck_size])
    discard = tuple(sorted(cards[view.hand_size + view.deck_size:]))
    drawn = tuple(sorted(unseen.pop() for _ in range(view.drawing)))
    return Dancer(hand, deck, discard, view.phrase, view.score, view.judges, view.own_judge,
                  view.tokens, view.recovery, view.picks, view.different, view.owed,
                  view.refines, view.inspirations, drawn, view.rejects, view.favor,
                  view.outright), committed


def _round_of(view: CommitmentView[Any] | None, choices: dict[int, Any]) -> Commitments[Any] | None:
    if view is None:
        return None
    return Commitments(view.order, tuple(choices.get(seat) if done else None
                                         for seat, done in zip(view.order, view.committed)))


@dataclass
class BeatByBeatKnowledge(Knowledge[State, Act, BBBObservation]):
    rules: BeatByBeatRules
    hard_search: ClassVar[Literal["ismcts", "flat"]] = "flat"

    # -- Easy and Normal ----------------------------------------------------------------
    def easy_action(self, observation: BBBObservation, legal: Sequence[Act],
                    rng: random.Random) -> Act:
        return easy_choice(observation, legal, rng)

    def normal_action(self, observation: BBBObservation, legal: Sequence[Act],
                      rng: random.Random) -> Act:
        return normal_choice(observation, legal, rng)

    # -- Hard ---------------------------------------------------------------------------
    def shortlist(self, observation: BBBObservation, legal: Sequence[Act],
                  rng: random.Random) -> Sequence[Act]:
        if observation.phase is not Phase.SELECT or len(legal) == 1:
            return [normal_choice(observation, legal, rng)]
        ranked = sorted(legal, key=lambda a: (-select_value(observation, card_of(a)), card_of(a)))
        return ranked[:SHORTLIST]

    def determinize(self, observation: BBBObservation, rng: random.Random) -> State:
        obs = observation
        cat = catalogue()
        mine = obs.hand + obs.deck + obs.discard + obs.drawn + ((obs.committed,) if obs.committed else ())
        seen = set(mine) | {p.card for v in obs.dancers for p in v.phrase}
        unseen = [c for c in cat.pool if c not in seen]
        rng.shuffle(unseen)
        dancers = []
        moves: dict[int, str | None] = {obs.seat: obs.committed}
        recoveries: dict[int, Any] = {obs.seat: obs.recovering}
        for view in obs.dancers:
            if view.seat == obs.seat:
                deck = list(obs.deck)
                rng.shuffle(deck)
                dancers.append(Dancer(obs.hand, tuple(deck), obs.discard, view.phrase, view.score,
                                      view.judges, view.own_judge, view.tokens, view.recovery,
                                      view.picks, view.different, view.owed, view.refines,
                                      view.inspirations, obs.drawn, view.rejects, view.favor,
                                      view.outright))
                continue
            dancer, moves[view.seat] = _rival(view, unseen, rng)
            dancers.append(dancer)
            offered = recovery_choices(view.picks, view.different) if view.picks else ((),)
            recoveries[view.seat] = offered[rng.randrange(len(offered))]
        pool = tuple(unseen[:obs.pool_size])
        common = tuple(sorted(unseen[obs.pool_size:]))
        shown = set(obs.rhythm_now) | set(obs.rhythm_next) | set(obs.rhythm_used)
        rhythm = [c for c in cat.rhythm_deck if c not in shown]
        rng.shuffle(rhythm)
        return State(Chance(rng.getrandbits(62)), obs.options, obs.phase, obs.round, obs.beat,
                     tuple(dancers), obs.rhythm_now, obs.rhythm_next, tuple(rhythm),
                     obs.rhythm_used, obs.judges, obs.claimed, pool, common,
                     _round_of(obs.select, moves), _round_of(obs.recoveries, recoveries))

    def rollout_action(self, state: State, legal: Sequence[Act], rng: random.Random) -> Act:
        if len(legal) == 1:
            return legal[0]
        seat = self.rules.to_act(state)
        assert seat is not None
        return normal_choice(self.rules.observe(state, seat), legal, rng)

    def horizon(self, root: State, state: State) -> bool:
        return state.round != root.round

    def evaluate(self, state: State, seats: int) -> tuple[float, ...]:
        outcome = self.rules.outcome(state)
        if outcome is not None:
            share = 1.0 / len(outcome.winners)
            return tuple(share if s in outcome.winners else 0.0 for s in range(seats))
        worth = [d.score + HAND_POINTS * len(d.hand) for d in state.dancers]
        values = []
        for seat in range(seats):
            rival = max(w for s, w in enumerate(worth) if s != seat)
            values.append(0.5 + 0.5 * math.tanh((worth[seat] - rival) / SWING))
        return tuple(values)
