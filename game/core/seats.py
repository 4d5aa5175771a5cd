"""Who sits in a seat: a person, or one of the four AI levels.

One type for the engine's bots, records, the simulator and the scenes. A `StrEnum`, so a
kind is its own word in a record (`"hard"`) and compares equal to it.
"""

from __future__ import annotations

import enum


class SeatKind(enum.StrEnum):
    HUMAN = "human"
    RANDOM = "random"   # plays uniformly among the legal actions (a yardstick, not offered at set-up)
    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"

    @property
    def is_ai(self) -> bool:
        return self is not SeatKind.HUMAN


# The AI levels, weakest first (what `python -m game sim --seats` takes).
AI_LEVELS: tuple[SeatKind, ...] = (SeatKind.RANDOM, SeatKind.EASY, SeatKind.NORMAL, SeatKind.HARD)

__all__ = ["AI_LEVELS", "SeatKind"]
