"""The one shape of every Floorshow action: a verb and its words.

As python-chess's `Move`, an action is a small frozen value whose text is its notation.
Every game's actions are `Action`s: `verb` is the notation's first word and `args` the
words after it, so `str(action)` is written once, here, and a table, a tutorial step, a
hint or a record can read any game's action the same way. A game whose actions carry
typed fields (DDR's card and slot numbers, Dancing Queen's role and gender) subclasses
`Action` and derives `verb` and `args` from its fields; a game whose actions are plain
words uses `Act`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING


class Action:
    """Base of every game's actions. Subclasses are frozen dataclasses that either hold
    `verb` and `args` as fields (`Act`) or derive them as properties from typed fields."""

    __slots__ = ()

    if TYPE_CHECKING:  # declared for the type checker only: a subclass's field must not
        # meet a property of the same name at run time (it would refuse to be set)
        @property
        def verb(self) -> str: ...

        @property
        def args(self) -> tuple[str, ...]: ...

    def __str__(self) -> str:
        return " ".join((self.verb, *self.args))


@dataclass(frozen=True)
class Act(Action):
    """An action written as words: `move Kate Blue`, `deploy longsword s1`, `play c12`."""

    verb: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join((self.verb, *self.args))


def act(verb: str, *args: str | int) -> Act:
    return Act(verb, tuple(str(a) for a in args))


__all__ = ["Act", "Action", "act"]
