"""Seeded chance kept inside a game's state.

A `Chance` is an immutable (seed, step) pair. Every draw of randomness builds a private
`random.Random` from both numbers and returns the advanced stream, so a state plus an
action always gives the same next state and a seed plus the action list replays a
game exactly. The module-level `random` functions are never used below `game/`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Sequence, TypeVar

T = TypeVar("T")

_STEP_STRIDE = 0x9E3779B97F4A7C15  # spreads consecutive steps over the seed space


@dataclass(frozen=True)
class Chance:
    seed: int
    step: int = 0

    def _generator(self) -> random.Random:
        return random.Random((self.seed * _STEP_STRIDE + self.step) & ((1 << 127) - 1))

    def advance(self) -> "Chance":
        return Chance(self.seed, self.step + 1)

    def shuffle(self, items: Sequence[T]) -> tuple[tuple[T, ...], "Chance"]:
        pool = list(items)
        self._generator().shuffle(pool)
        return tuple(pool), self.advance()

    def randint(self, low: int, high: int) -> tuple[int, "Chance"]:
        """A whole number from low to high inclusive (a die roll)."""
        return self._generator().randint(low, high), self.advance()

    def choice(self, items: Sequence[T]) -> tuple[T, "Chance"]:
        return self._generator().choice(items), self.advance()

    def fork(self, salt: int) -> "Chance":
        """A fresh independent stream, for sampled worlds in the AI."""
        return Chance(self.seed * 31 + salt, 0)
