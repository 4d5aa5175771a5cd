"""Seeded chance kept inside a game's state.

A `Chance` is an immutable (seed, step) pair. Every draw of randomness builds a private
`random.Random` from both numbers and returns the advanced stream, so a state plus an
action always gives the same next state and a seed plus the action list replays a
game exactly. The module-level `random` functions are never used below `game/`.

A stacked set-up (a test, a tutorial) fixes draws in advance: `stacked` lists the
outcomes of the next draws in the order the game makes them, each consumed by one draw.
For `randint` an entry is the number; for `choice`, the item; for `shuffle`, the items
that come first, in order (the rest are shuffled as usual); `None` leaves that draw to
chance. A stacked outcome the draw cannot produce is a ValueError naming it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Sequence, TypeVar

T = TypeVar("T")

_STEP_STRIDE = 0x9E3779B97F4A7C15  # spreads consecutive steps over the seed space


@dataclass(frozen=True)
class Chance:
    seed: int
    step: int = 0
    stacked: tuple[Any, ...] = ()  # outcomes fixed in advance, next draw first

    def _generator(self) -> random.Random:
        return random.Random((self.seed * _STEP_STRIDE + self.step) & ((1 << 127) - 1))

    def advance(self) -> "Chance":
        return Chance(self.seed, self.step + 1, self.stacked[1:])

    def _next(self) -> Any:
        return self.stacked[0] if self.stacked else None

    def shuffle(self, items: Sequence[T]) -> tuple[tuple[T, ...], "Chance"]:
        pool = list(items)
        top = self._next()
        if top is not None:
            top = list(top)
            for item in top:  # each stacked item takes one copy out of the pool
                if item not in pool:
                    raise ValueError(f"stacked shuffle {top!r} names more than the items "
                                     f"to shuffle: {sorted(map(str, items))}")
                pool.remove(item)
        self._generator().shuffle(pool)
        return tuple((top or []) + pool), self.advance()

    def randint(self, low: int, high: int) -> tuple[int, "Chance"]:
        """A whole number from low to high inclusive (a die roll)."""
        fixed = self._next()
        if fixed is not None:
            if isinstance(fixed, bool) or not isinstance(fixed, int) or not low <= fixed <= high:
                raise ValueError(f"stacked draw {fixed!r} is not a whole number from {low} to {high}")
            return fixed, self.advance()
        return self._generator().randint(low, high), self.advance()

    def choice(self, items: Sequence[T]) -> tuple[T, "Chance"]:
        fixed = self._next()
        if fixed is not None:
            if fixed not in items:
                raise ValueError(f"stacked choice {fixed!r} is not one of {list(items)!r}")
            return fixed, self.advance()
        return self._generator().choice(items), self.advance()

    @staticmethod
    def stacked_from(seed: int, option: Any) -> "Chance":
        """The chance of a new game whose config option `chance` stacks draws."""
        if option is None:
            return Chance(seed)
        if not isinstance(option, (list, tuple)):
            raise ValueError("option 'chance' must be a list of stacked draws")
        return Chance(seed, 0, tuple(option))
