"""Beat by Beat — what one seat may know.

Public: every phrase on the table (moves turn face up at the reveal), scores, Judges,
both Rhythm rows, the size of every pile, how many starter cards and Stumbles each
dancer owns (starters only ever leave and Stumbles only come and go in the open), and,
once revealed, the recovery choices. Private to their owner: a hand, the contents of a
personal deck (as a collection: its order is known to no one) and discard pile, the
move committed this beat and the recovery choice, until everyone has chosen (both are
rounds of the core's commit-and-reveal, game/core/commit.py), and cards drawn from the
pool. The pool's order, the common discard and the Rhythm deck are known
to no one. The observation keeps no memory of earlier rounds beyond what lies in view.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.beat_by_beat.content import STUMBLE, catalogue
from game.beat_by_beat.execution import Discount, bonus_for, discount_for, owed_for
from game.beat_by_beat.state import Dancer, Options, Phase, Played, State, actor
from game.core.commit import CommitmentView


@dataclass(frozen=True)
class DancerView:
    seat: int
    score: int
    hand_size: int
    deck_size: int
    discard_size: int
    phrase: tuple[Played, ...]
    judges: tuple[str, ...]
    own_judge: str | None
    tokens: int
    committed: bool                       # has laid this beat's move face down
    recovery: tuple[str, ...]             # this beat's recovery actions, once revealed
    picks: int                            # how many recovery actions to choose this beat
    different: bool                       # … all different (Encore Energy)
    owed: int
    refines: int
    inspirations: int
    drawing: int                          # pool cards in front of the dancer, face down
    rejects: int
    favor: int
    outright: int
    starters: int                         # starter cards the dancer owns
    stumbles: int                         # Stumbles the dancer owns
    collection: int                       # every card the dancer owns

    @property
    def hidden_cards(self) -> int:
        """Cards of this dancer out of sight: hand, deck, discard, a committed move."""
        return self.hand_size + self.deck_size + self.discard_size + self.committed


@dataclass(frozen=True)
class BBBObservation:
    seat: int
    phase: Phase
    actor: int | None
    options: Options
    round: int
    beat: int
    rhythm_now: tuple[str, ...]
    rhythm_next: tuple[str, ...]
    rhythm_used: tuple[str, ...]
    rhythm_deck_size: int
    judges: tuple[str, ...]
    claimed: tuple[int | None, ...]
    pool_size: int
    common_discard_size: int
    hand: tuple[str, ...]
    deck: tuple[str, ...]          # sorted: what is in it, not in which order
    discard: tuple[str, ...]
    committed: str | None           # your move laid face down this beat
    recovering: tuple[str, ...] | None  # your recovery choice, made in secret this beat
    select: CommitmentView[str] | None
    recoveries: CommitmentView[tuple[str, ...]] | None
    drawn: tuple[str, ...]
    dancers: tuple[DancerView, ...]

    @property
    def me(self) -> DancerView:
        return self.dancers[self.seat]


def _count_owned(dancer: Dancer, committed: str | None) -> tuple[int, int]:
    starter = set(catalogue().starter)
    owned = dancer.collection(committed)
    return sum(c in starter for c in owned), sum(c == STUMBLE for c in owned)


def _view(state: State, seat: int) -> DancerView:
    d = state.dancers[seat]
    committed = state.committed(seat)
    starters, stumbles = _count_owned(d, committed)
    return DancerView(
        seat=seat, score=d.score, hand_size=len(d.hand), deck_size=len(d.deck),
        discard_size=len(d.discard), phrase=d.phrase, judges=d.judges, own_judge=d.own_judge,
        tokens=d.tokens, committed=committed is not None, recovery=d.recovery, picks=d.picks,
        different=d.different, owed=d.owed, refines=d.refines,
        inspirations=d.inspirations, drawing=len(d.drawn), rejects=d.rejects, favor=d.favor,
        outright=d.outright, starters=starters, stumbles=stumbles, collection=len(d.collection(committed)))


def observe(state: State, seat: int) -> BBBObservation:
    d = state.dancers[seat]
    return BBBObservation(
        seat=seat, phase=state.phase, actor=actor(state), options=state.options,
        round=state.round, beat=state.beat, rhythm_now=state.rhythm_now,
        rhythm_next=state.rhythm_next, rhythm_used=state.rhythm_used,
        rhythm_deck_size=len(state.rhythm_deck), judges=state.judges, claimed=state.claimed,
        pool_size=len(state.pool), common_discard_size=len(state.common_discard), hand=d.hand,
        deck=tuple(sorted(d.deck)), discard=d.discard, committed=state.committed(seat),
        recovering=state.recoveries.choice_of(seat) if state.recoveries is not None else None,
        select=state.select.view(seat) if state.select is not None else None,
        recoveries=state.recoveries.view(seat) if state.recoveries is not None else None,
        drawn=d.drawn,
        dancers=tuple(_view(state, s) for s in range(state.seats)))


@dataclass(frozen=True)
class MovePreview:
    """What laying a move from hand would mean now, for the table to show before the drop."""

    card: str
    discount: Discount
    owed: int          # discards it would cost
    payable: bool      # the hand (without the move) can pay them
    bonus: int         # what it would score if it succeeds


def preview(observation: BBBObservation, card: str) -> MovePreview:
    """The engine's figures for `card` at this beat, from the seat's own observation."""
    me, rhythm = observation.me, observation.rhythm_now[observation.beat]
    cut = discount_for(me.phrase, me.judges, me.tokens, observation.options, rhythm, card)
    owed = owed_for(me.phrase, me.judges, me.tokens, observation.options, rhythm, card)
    spare = len(observation.hand) - (1 if card in observation.hand else 0)
    return MovePreview(card, cut, owed, spare >= owed, bonus_for(me.phrase, me.judges, rhythm, card))
