"""DDR: The Card Game — what the bots know (the Knowledge protocol of game.core.bots).

Easy and Normal are the rule-based policies of game.ddr.policy, reading only their own
observation. Hard is the shared ISMCTS: each iteration deals the unseen cards (the
rivals' hands and the deck order; under Hidden, the bot's own face-down song) at
random from what the observation leaves possible, searches the rest of its own turn
with Normal's policy finishing the playouts, and scores the position with the
estimates of game.ddr.estimate turned into win chances.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Sequence

from game.core.chance import Chance
from game.ddr.content import catalogue
from game.ddr.estimate import ReadingCache, expected_scores, win_chances
from game.ddr.notation import Action
from game.ddr.policy import Table, easy_choice, normal_choice
from game.ddr.rules import DDRRules
from game.ddr.state import Dancer, Phase, State, table_cards
from game.ddr.view import DDRObservation


def table_of(observation: DDRObservation) -> Table:
    taken = frozenset(d.song for d in observation.dancers if d.song is not None)
    return Table(observation.seat, observation.hand, observation.dancers, observation.turn, taken)


def table_in(state: State, seat: int) -> Table:
    taken = frozenset(d.song for d in state.dancers if d.song is not None)
    return Table(seat, state.dancers[seat].hand, state.dancers, state.turn, taken)


DEALT_DEEP = 12   # deck cards shuffled per sampled world: more than one turn can draw


@dataclass
class DDRKnowledge:
    rules: DDRRules
    _cache_key: object = field(default=None, repr=False, compare=False)
    _cache_pool: tuple[str, ...] = field(default=(), repr=False, compare=False)
    _readings: ReadingCache = field(default_factory=dict, repr=False, compare=False)

    # -- Easy and Normal -----------------------------------------------------------
    def easy_action(self, observation: DDRObservation, legal: Sequence[Action],
                    rng: random.Random) -> Action:
        return easy_choice(table_of(observation), legal, rng)

    def normal_action(self, observation: DDRObservation, legal: Sequence[Action],
                      rng: random.Random) -> Action:
        return normal_choice(table_of(observation), legal, rng)

    # -- Hard: sampling worlds -------------------------------------------------------
    def determinize(self, observation: DDRObservation, rng: random.Random) -> State:
        """Deal what this seat cannot see at random from the cards it has not seen."""
        obs = observation
        pool = list(self._unseen(obs))
        others = sum(v.hand_size for v in obs.dancers if v.seat != obs.seat)
        # Only the rivals' hands and the top of the deck can matter before the horizon
        # (the rest of the searching seat's turn), so only they are shuffled.
        for i in range(min(len(pool) - 1, others + DEALT_DEEP)):
            j = rng.randrange(i, len(pool))
            pool[i], pool[j] = pool[j], pool[i]
        taken = {d.song for d in obs.dancers if d.song is not None}
        dancers = []
        for view in obs.dancers:
            if view.seat == obs.seat:
                hand = obs.hand
            else:
                hand, pool = tuple(sorted(pool[:view.hand_size])), pool[view.hand_size:]
            song, chart = view.song, view.chart
            if chart is None:  # our own song lies face down: guess which one it is
                song = rng.choice([s for s in catalogue().song_ids() if s not in taken])
                chart = catalogue().song(song).chart
            dancers.append(Dancer(song, chart, view.slots, hand, view.dark_from, view.dark_until,
                                  view.hidden_until, view.beat_next, view.beat_now))
        return State(tuple(dancers), tuple(pool), Chance(rng.getrandbits(62)), obs.turn,
                     obs.first, obs.deck_list, obs.ending)

    def _unseen(self, obs: DDRObservation) -> tuple[str, ...]:
        """The cards this seat has not seen, in a fixed order (kept for the last observation,
        since Hard samples hundreds of worlds from the same one)."""
        if self._cache_key is not obs:
            unseen = Counter(obs.deck_list)
            unseen.subtract(obs.hand)
            unseen.subtract(table_cards(obs.dancers))  # type: ignore[arg-type]
            self._cache_key, self._cache_pool = obs, tuple(sorted(unseen.elements()))
            self._readings.clear()
        return self._cache_pool

    # -- Hard: playouts and their scoring ---------------------------------------------
    def rollout_action(self, state: State, legal: Sequence[Action], rng: random.Random) -> Action:
        return normal_choice(table_in(state, state.turn.seat), legal, rng)

    def horizon(self, root: State, state: State) -> bool:
        """A playout stops when the searching seat's turn (or song choice) is over."""
        if root.turn.phase is Phase.SONG:
            return state.turn.seat != root.turn.seat or state.turn.phase is not Phase.SONG
        return state.turn.number != root.turn.number

    def evaluate(self, state: State, seats: int) -> tuple[float, ...]:
        if state.ending is not None:
            share = 1.0 / len(state.ending.winners)
            return tuple(share if s in state.ending.winners else 0.0 for s in range(seats))
        values = expected_scores(state.dancers, [d.hand for d in state.dancers], self._readings)
        return win_chances(values)
