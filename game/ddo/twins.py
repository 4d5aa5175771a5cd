"""DDO: The Card Game — twins for the hidden-information proof (tests/test_conformance.py).

`redeal(state, seat, rng)` deals afresh everything no seat can see (docs/rules/ddo.md,
"Ours — hands are open"): the order of every Loot deck, of the Monster deck, and of the
Quest deck together with the three Quests face down under the Raid Boss (which of the
unplayed Quests lie there is hidden too; sizes kept). Hands, play areas and discard piles
are open. Written from the rules of what is hidden, not from `observe` or the bots'
`determinize`; `seat` changes nothing in a game where every seat sees the same.
"""

from __future__ import annotations

import random

from game.core.chance import Chance
from game.ddo.state import State, evolve


def _shuffled(cards: tuple[int, ...], rng: random.Random) -> tuple[int, ...]:
    pool = list(cards)
    rng.shuffle(pool)
    return tuple(pool)


def redeal(state: State, seat: int, rng: random.Random) -> State:
    del seat  # the same cards are hidden from every seat
    seats = tuple(evolve(s, deck=_shuffled(s.deck, rng)) for s in state.seats)
    quests = _shuffled(state.quest_deck + state.raid_quests, rng)
    split = len(state.quest_deck)
    return evolve(state, seats=seats, monster_deck=_shuffled(state.monster_deck, rng),
                  quest_deck=quests[:split], raid_quests=quests[split:],
                  chance=Chance(rng.getrandbits(62)))
