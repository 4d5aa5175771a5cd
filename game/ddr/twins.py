"""DDR: The Card Game — twins for the hidden-information proof (tests/test_conformance.py).

`redeal(state, seat, rng)` deals afresh everything `seat` cannot see: the other hands
and the draw deck (sizes kept), and the seat's own song while Hidden turns it face
down (another song of the library, its printed chart). It is written from the rules of
what is hidden (docs/rules/ddr.md), not from `observe` or the bots' `determinize`, so a
leak in either shows as twins that a seat can tell apart.
"""

from __future__ import annotations

import random
from dataclasses import replace

from game.core.chance import Chance
from game.ddr.content import catalogue
from game.ddr.state import State


def redeal(state: State, seat: int, rng: random.Random) -> State:
    others = [s for s in range(state.seats) if s != seat]
    pool = list(state.deck) + [card for s in others for card in state.dancers[s].hand]
    rng.shuffle(pool)
    dancers = list(state.dancers)
    for s in others:
        size = len(dancers[s].hand)
        dancers[s] = dancers[s].with_hand(tuple(sorted(pool[:size])))
        pool = pool[size:]
    own = dancers[seat]
    if own.hidden and own.song is not None:
        songs = [s for s in catalogue().songs if s.song_id != own.song]
        song = rng.choice(songs)
        dancers[seat] = replace(own, song=song.song_id, chart=song.chart)
    return replace(state, dancers=tuple(dancers), deck=tuple(pool),
                   chance=Chance(rng.getrandbits(62)))
