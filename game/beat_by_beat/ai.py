"""Beat by Beat — what the bots know (the Knowledge protocol of game.core.bots).

Easy and Normal are game.beat_by_beat.policy, reading their own observation only.
Hard is the core's flat determinized search over the moves it may Select: each sampled
world deals what its observation leaves unknown — the rivals' hands, decks, discards
and face-down commitments (from the cards it has not seen: a rival is taken to keep its
starters and Stumbles but for the cards it has refined, Stumbles first, as a dancer
would), the order of every deck, the pool, the Rhythm deck and the Crowd Bonus cards — and
each candidate move is played out in the same worlds to the end of the round, every
seat following Normal from its own observation. Hard never looks at the true state: a
rival's committed move is just another unseen card to it. Its other decisions (paying,
recovering, drafting) are Normal's.
"""

from __future__ import annotations

import math
import random
from collections import Counter
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


def _take(unseen: list[str], card: str) -> bool:
    if card in unseen:
        unseen.remove(card)
        return True
    return False


def _likely_own(view: DancerView, unseen: list[str], rng: random.Random) -> list[str]:
    """The starters and Stumbles a rival most likely still holds out of sight: the ten it
    began with and the Stumbles it took, less what it refined (Stumbles first, then
    starters), less those lying face up in its phrase; only as many as are unseen."""
    starters = catalogue().starter
    shown = [p.card for p in view.phrase] + list(view.paid)
    stumbles = max(0, view.stumbles_taken - view.refined) - shown.count(STUMBLE)
    kept_starters = list(starters)
    for card in shown:
        if card in kept_starters:
            kept_starters.remove(card)
    rng.shuffle(kept_starters)
    refined_starters = max(0, view.refined - view.stumbles_taken)
    wanted = kept_starters[refined_starters:] + [STUMBLE] * max(0, stumbles)
    room = view.hidden_cards - len(view.paid)
    return [card for card in wanted[:room] if _take(unseen, card)]


def _rival(view: DancerView, unseen: list[str], rng: random.Random) -> tuple[Dancer, str | None]:
    """A rival's hidden cards dealt from the unseen ones (its paid cards stay face up in
    its discard pile); and the move it laid face down, if it has."""
    cards = _likely_own(view, unseen, rng)
    for _ in range(view.hidden_cards - len(view.paid) - len(cards)):
        cards.append(unseen.pop())
    rng.shuffle(cards)
    committed = cards.pop() if view.committed else None
    hand = tuple(sorted(cards[:view.hand_size]))
    deck = tuple(cards[view.hand_size:view.hand_size + view.deck_size])
    discard = tuple(sorted(cards[view.hand_size + view.deck_size:] + list(view.paid)))
    drawn = tuple(sorted(unseen.pop() for _ in range(view.drawing)))
    return Dancer(hand, deck, discard, view.phrase, view.score, view.judges, view.own_judge,
                  view.tokens, view.recovery, view.picks, view.different, view.owed,
                  view.refines, view.inspirations, drawn, view.rejects, view.favor,
                  view.outright, view.paid, view.refined, view.stumbles_taken), committed


def unseen_cards(obs: BBBObservation) -> list[str]:
    """Every card of the game the seat cannot see, with repeats: the pool's 120, each
    dancer's ten starters and every Stumble taken, less the seat's own cards, the phrases
    on the table and the cards paid face up this beat."""
    cat = catalogue()
    every = Counter(cat.pool) + Counter({c: len(obs.dancers) for c in cat.starter})
    every[STUMBLE] = sum(v.stumbles_taken for v in obs.dancers)
    seen = Counter(obs.hand + obs.deck + obs.discard + obs.drawn)
    if obs.committed:
        seen[obs.committed] += 1
    for view in obs.dancers:
        seen.update(p.card for p in view.phrase)
        if view.seat != obs.seat:
            seen.update(view.paid)
    return sorted((every - seen).elements())


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
        unseen = unseen_cards(obs)
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
                                      view.outright, view.paid, view.refined, view.stumbles_taken))
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
        crowd = [c for c in cat.crowd_ids if c not in (obs.crowd_now, obs.crowd_next)]
        rng.shuffle(crowd)
        state = State(Chance(rng.getrandbits(62)), obs.options, obs.stage or obs.phase, obs.round, obs.beat,
                      tuple(dancers), obs.rhythm_now, obs.rhythm_next, tuple(rhythm),
                      obs.rhythm_used, obs.judges, obs.claimed, pool, common,
                      _round_of(obs.select, moves), _round_of(obs.recoveries, recoveries),
                      obs.crowd_now, obs.crowd_next, tuple(crowd[:obs.crowd_deck_size]),
                      obs.pass_fewer, obs.lead)   # a hot-seat table asks the last to act first
        return state

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
