"""Dancing Queen — twins for the hidden-information proof (tests/test_conformance.py).

`redeal(state, seat, rng)` deals afresh everything `seat` cannot see: the identities of
the rival's dancers (their genders stay: the backs show them), the rival's waiting card,
the deck, and during the opening the rival's committed lead, card and side. Written
from the rules of what is hidden, not from `observe` or the bots' `determinize`.
"""

from __future__ import annotations

import random
from dataclasses import replace

from game.core.chance import Chance
from game.dancing_queen.cards import Gender, cards
from game.dancing_queen.state import Dancer, State


def redeal(state: State, seat: int, rng: random.Random) -> State:
    rival = 1 - seat
    known = {d.card for d in state.dancers[seat]}
    if state.hands[seat] is not None:
        known.add(state.hands[seat])  # type: ignore[arg-type]
    opening = state.opening
    own_lead = opening.choice_of(seat) if opening is not None else None
    if own_lead is not None:
        known.add(own_lead.card)
    in_play = set(state.deck) | {d.card for side in state.dancers for d in side}
    in_play |= {h for h in state.hands if h is not None}
    if opening is not None:
        in_play |= {c.card for c in opening.choices if c is not None}
    pool = [c.index for c in cards() if c.index in in_play and c.index not in known]
    rng.shuffle(pool)
    side = tuple(Dancer(pool.pop(), d.gender) for d in state.dancers[rival])
    dancers = (state.dancers[0], side) if rival == 1 else (side, state.dancers[1])
    hands = list(state.hands)
    if hands[rival] is not None:
        hands[rival] = pool.pop()
    if opening is not None and opening.committed(rival):
        lead = Dancer(pool.pop(), rng.choice((Gender.GIRL, Gender.BOY)))
        opening = opening.with_choice(rival, lead)
    return replace(state, dancers=dancers, hands=(hands[0], hands[1]), deck=tuple(pool),
                   opening=opening, chance=Chance(rng.getrandbits(62)))
