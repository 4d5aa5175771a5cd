"""Dance Card! — twins for the hidden-information proof (tests/test_conformance.py).

`redeal(state, seat, rng)` deals afresh everything `seat` cannot see: in Competitive the
other hands (sizes and their count of Shōjo! cards kept: the backs differ), and in every
mode the Smooth Moves! deck, the Mix It Up! deck and Felicity's personal Shōjo! deck
(sizes kept). Written from the rules of what is hidden (docs/rules/dance_card.md), not
from `observe` or the bots' `determinize`.
"""

from __future__ import annotations

import random
from dataclasses import replace

from game.core.chance import Chance
from game.dance_card.roster import roster
from game.dance_card.state import State


def redeal(state: State, seat: int, rng: random.Random) -> State:
    r = roster()
    hidden = [] if state.mode.table_game else [s for s in range(state.seat_count) if s != seat]
    plain = list(state.smooth_deck)
    shojo = [c for s in state.seats for c in s.personal_deck]
    for s in hidden:
        for card in state.seats[s].hand:
            (shojo if r.is_shojo(card) else plain).append(card)
    rng.shuffle(plain)
    rng.shuffle(shojo)
    seats = list(state.seats)
    for s in hidden:
        hand = seats[s].hand
        mystic = sum(1 for c in hand if r.is_shojo(c))
        dealt = plain[:len(hand) - mystic] + shojo[:mystic]
        plain, shojo = plain[len(hand) - mystic:], shojo[mystic:]
        seats[s] = replace(seats[s], hand=tuple(sorted(dealt)))
    for s, view in enumerate(seats):
        size = len(view.personal_deck)
        seats[s] = replace(seats[s], personal_deck=tuple(shojo[:size]))
        shojo = shojo[size:]
    mix = list(state.mix_deck)
    rng.shuffle(mix)
    return replace(state, seats=tuple(seats), smooth_deck=tuple(plain), mix_deck=tuple(mix),
                   chance=Chance(rng.getrandbits(62)))
