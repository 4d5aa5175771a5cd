"""Beat by Beat — twins for the hidden-information proof (tests/test_conformance.py).

`redeal(state, seat, rng)` deals afresh everything `seat` cannot see
(docs/rules/beat_by_beat.md; game/beat_by_beat/view.py's header): the order of every
personal deck (its own included: nobody knows it), the Rhythm deck's order, the unseen
Crowd Bonus cards' order, and the cards out of `seat`'s sight — the other dancers'
hands, decks and discard piles (but the cards paid this beat, which lie face up), the
moves they have laid face down this beat, the pool cards in front of them, the Common
Move Pool and the common discard. All of these are pooled and dealt again, sizes kept:
starters and Stumbles too, since a refined card goes face down into the common discard
and may come back to anyone through the pool. The other dancers' secret recovery
choices this beat are chosen again among the choices open to them. Written from the
rules of what is hidden, not from `observe` or the bots' `determinize`.
"""

from __future__ import annotations

import random
from dataclasses import replace

from game.beat_by_beat.state import Dancer, State, recovery_choices
from game.core.chance import Chance


def _shuffled(cards: tuple[str, ...], rng: random.Random) -> tuple[str, ...]:
    pool = list(cards)
    rng.shuffle(pool)
    return tuple(pool)


def redeal(state: State, seat: int, rng: random.Random) -> State:
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
        moves += owned(s) + list(state.dancers[s].drawn)
    rng.shuffle(moves)

    def take(count: int) -> list[str]:
        nonlocal moves
        dealt, moves = moves[:count], moves[count:]
        return dealt

    dancers = list(state.dancers)
    select = state.select
    for s in others:
        d = state.dancers[s]
        cards = take(len(owned(s)))
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
                   crowd_deck=_shuffled(state.crowd_deck, rng),
                   recoveries=recoveries, chance=Chance(rng.getrandbits(62)))
