"""How a game declares the options of its config, so every option is checked one way.

A game lists every option it reads — the rules a player may switch on, the choices the
set-up offers, and the stacked set-ups of tests and tutorials — as `OptionSpec`s in its
registry entry. An option that is not declared, a value of the wrong kind or a choice
that is not offered is refused before the game starts, with one sentence that names the
option and what it needs.

Kinds:
- FLAG: true or false, off by default; the set-up shows a toggle.
- CHOICE: one of `choices` (words); the set-up shows the choices.
- NUMBER: a whole number from `low` to `high`.
- WORDS: a list of words (names of students, songs …).
- STACK: stacked set-up data (a deck top first, `chance`): checked by the game itself when
  it deals, never shown on the set-up.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any


class OptionKind(enum.Enum):
    FLAG = "flag"
    CHOICE = "choice"
    NUMBER = "number"
    WORDS = "words"
    STACK = "stack"


@dataclass(frozen=True)
class OptionSpec:
    """One option a game reads from its config (`GameConfig.option(key)`)."""

    key: str
    title: str
    blurb: str
    kind: OptionKind = OptionKind.FLAG
    choices: tuple[str, ...] = ()   # CHOICE: the values offered, the default first
    default: Any = None             # None: FLAG off, CHOICE its first, otherwise absent
    low: int = 0                    # NUMBER: the range allowed
    high: int = 0
    shown: bool = True              # offered on the set-up screen (STACK never is)

    @property
    def initial(self) -> Any:
        """The value a game gets when the config leaves the option out."""
        if self.default is not None:
            return self.default
        if self.kind is OptionKind.FLAG:
            return False
        if self.kind is OptionKind.CHOICE and self.choices:
            return self.choices[0]
        return None


__all__ = ["OptionKind", "OptionSpec"]
