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
from typing import Sequence

from game.beat_by_beat.content import STUMBLE, catalogue
from game.beat_by_beat.execution import rhythm_card
from game.beat_by_beat.policy import easy_choice, normal_choice, select_value
from game.beat_by_beat.rules import BeatByBeatRules
from game.beat_by_beat.state import Act, Dancer, Phase, State
from game.beat_by_beat.view import BBBObservation, DancerView
from game.core.chance import Chance

SWING = 12.0       # points of lead that move a playout's value most of the way to 0 or 1
SHORTLIST = 4      # Hard plays out at most Normal's best few moves
HAND_POINTS = 0.8  # a card in hand at the horizon, in points


def _picks_made(view: DancerView, obs: BBBObservation) -> tuple[int, bool]:
    """How many hidden recovery choices a rival has made, and whether they must differ
    (both follow from public facts: the move's success, the crowd, the Rhythm card)."""
    last = view.phrase[-1]
    rhythm = rhythm_card(obs.rhythm_now[obs.beat])
    two = last.success and rhythm.kind == "two_different"
    total = 1 + two + (obs.options.favor_recovery and last.outright)
    return total - view.picks, two


def _rival(view: DancerView, obs: BBBObservation, unseen: list[str], rng: random.Random) -> Dancer:
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
    recovery, different = view.recovery, False
    if recovery is None:
        made, different = _picks_made(view, obs)
        options = ["stamina", "refinement", "inspiration"]
        rng.shuffle(options)
        recovery = tuple(options[:made]) if different else \
            tuple(rng.choice(options) for _ in range(made))
    elif obs.phase is Phase.RECOVER:
        different = _picks_made(view, obs)[1]
    return Dancer(hand, deck, discard, view.phrase, view.score, view.judges, view.own_judge,
                  view.tokens, committed, recovery, view.picks, different, view.owed,
                  view.refines, view.inspirations, drawn, view.rejects, view.favor, view.outright)


@dataclass
class BeatByBeatKnowledge:
    rules: BeatByBeatRules
    hard_search = "flat"

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
        ranked = sorted(legal, key=lambda a: (-select_value(observation, a.card), a.card))
        return ranked[:SHORTLIST]

    def determinize(self, observation: BBBObservation, rng: random.Random) -> State:
        obs = observation
        cat = catalogue()
        mine = obs.hand + obs.deck + obs.discard + obs.drawn + ((obs.committed,) if obs.committed else ())
        seen = set(mine) | {p.card for v in obs.dancers for p in v.phrase}
        unseen = [c for c in cat.pool if c not in seen]
        rng.shuffle(unseen)
        dancers = []
        for view in obs.dancers:
            if view.seat == obs.seat:
                deck = list(obs.deck)
                rng.shuffle(deck)
                different = obs.phase is Phase.RECOVER and _picks_made(view, obs)[1]
                dancers.append(Dancer(obs.hand, tuple(deck), obs.discard, view.phrase, view.score,
                                      view.judges, view.own_judge, view.tokens, obs.committed,
                                      obs.recovery, view.picks, different, view.owed,
                                      view.refines, view.inspirations, obs.drawn, view.rejects,
                                      view.favor, view.outright))
            else:
                dancers.append(_rival(view, obs, unseen, rng))
        pool = tuple(unseen[:obs.pool_size])
        common = tuple(sorted(unseen[obs.pool_size:]))
        shown = set(obs.rhythm_now) | set(obs.rhythm_next) | set(obs.rhythm_used)
        rhythm = [c for c in cat.rhythm_deck if c not in shown]
        rng.shuffle(rhythm)
        return State(Chance(rng.getrandbits(62)), obs.options, obs.phase, obs.round, obs.beat,
                     tuple(dancers), obs.rhythm_now, obs.rhythm_next, tuple(rhythm),
                     obs.rhythm_used, obs.judges, obs.claimed, pool, common)

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
