"""Beat by Beat — twins for the hidden-information proof (tests/test_conformance.py).

`redeal(state, seat, rng)` deals afresh everything `seat` cannot see
(docs/rules/beat_by_beat.md; game/beat_by_beat/view.py's header): the order of every
personal deck (its own included: nobody knows it), the Rhythm deck's order, and the move
cards out of `seat`'s sight — the other dancers' hands, decks and discard piles, the
moves they have laid face down this beat, the pool cards in front of them, the Common
Move Pool and the common discard. Pool moves are pooled and dealt again, sizes kept;
each other dancer keeps its own starter cards and Stumbles (public counts), spread
afresh over its hidden places. The other dancers' secret recovery choices this beat are
chosen again among the choices open to them. Written from the rules of what is hidden,
not from `observe` or the bots' `determinize`.
"""

from __future__ import annotations

import random
from dataclasses import replace

from game.beat_by_beat.content import STUMBLE, catalogue
from game.beat_by_beat.state import Dancer, State, recovery_choices
from game.core.chance import Chance


def _shuffled(cards: tuple[str, ...], rng: random.Random) -> tuple[str, ...]:
    pool = list(cards)
    rng.shuffle(pool)
    return tuple(pool)


def redeal(state: State, seat: int, rng: random.Random) -> State:
    starter = set(catalogue().starter)
    others = [s for s in range(state.seats) if s != seat]
    laid = set(state.select.hidden_from(seat)) if state.select is not None else set()

    def owned(s: int) -> list[str]:
        """A rival's cards out of sight (the cards it paid this beat lie face up: kept)."""
        d = state.dancers[s]
        face_down = [state.committed(s) or ""] if s in laid else []
        discard = list(d.discard)
        for card in d.paid:
            discard.remove(card)
        return list(d.hand + d.deck) + discard + face_down

    moves = list(state.pool + state.common_discard)
    for s in others:
        moves += [c for c in owned(s) if c not in starter and c != STUMBLE]
        moves += state.dancers[s].drawn
    rng.shuffle(moves)

    def take(count: int) -> list[str]:
        nonlocal moves
        dealt, moves = moves[:count], moves[count:]
        return dealt

    dancers = list(state.dancers)
    select = state.select
    for s in others:
        d = state.dancers[s]
        own = owned(s)
        kept = [c for c in own if c in starter or c == STUMBLE]
        cards = kept + take(len(own) - len(kept))
        rng.shuffle(cards)
        if s in laid:
            assert select is not None
            select = select.with_choice(s, cards.pop())
        hand, cards = cards[:len(d.hand)], cards[len(d.hand):]
        deck, discard = cards[:len(d.deck)], cards[len(d.deck):]
        dancers[s] = replace(d, hand=tuple(sorted(hand)), deck=tuple(deck),
                             discard=tuple(sorted(discard + list(d.paid))),
                             drawn=tuple(sorted(take(len(d.drawn)))))
    mine: Dancer = dancers[seat]
    dancers[seat] = replace(mine, deck=_shuffled(mine.deck, rng))
    pool = tuple(take(len(state.pool)))
    common = tuple(sorted(take(len(state.common_discard))))
    recoveries = state.recoveries
    if recoveries is not None:
        for s in recoveries.hidden_from(seat):
            d = state.dancers[s]
            recoveries = recoveries.with_choice(s, rng.choice(recovery_choices(d.picks, d.different)))
    return replace(state, dancers=tuple(dancers), pool=pool, common_discard=common,
                   rhythm_deck=_shuffled(state.rhythm_deck, rng), select=select,
                   recoveries=recoveries, chance=Chance(rng.getrandbits(62)))
