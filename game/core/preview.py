"""A preview: what a legal action will do, said before it is made, from the seat's own eyes.

The table asks `preview(observation, action)` while a card is held over a target and for
each entry of the Tab list. Each game answers through a `Previewer` (game/<id>/preview.py,
loaded by `game.registry.previewer`) that sees the seat's observation only, never the
state: a preview must say the same in every world the seat cannot tell apart.

Most games answer the way a hint does (game/core/hint.py): the action is made in one world
dealt from the observation (the game's own `determinize`, a fixed seed), and only what the
seat would see of it is told: the events before the first undo barrier (the conformance
suite proves their words are the same in every such world) and figures the game reads
from public parts of the state (a song's score, a Hero's HP). That is `WorldPreviewer`.

Every preview says whether "Undo my last move" could take the action back: a move whose
events include an undo barrier (it shows a card, rolls dice, ends the game) stands, and
the preview says so before the move is made — "shows a card: cannot be undone". The step
that ends the game stands as well (game/core/records.py).

`measure(state, action, seat)` is the same account taken of the true state after `apply`:
what the move did. Tests hold every game's preview to it (tests/core/test_previews.py).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, Generic, Protocol, TypeVar

from game.core.contract import Event, Rules

S = TypeVar("S")
A = TypeVar("A")
O = TypeVar("O")  # noqa: E741
S_in = TypeVar("S_in", contravariant=True)
A_in = TypeVar("A_in", contravariant=True)
O_in = TypeVar("O_in", contravariant=True)

STANDS_DEFAULT = "shows a card or uses chance"
ENDS = "ends the game"


@dataclass(frozen=True)
class Preview:
    """What a move does, in short phrases ("misstep: −2", "sets off the Fire Trap: −3 HP"),
    and whether it can be taken back. `stands` says why not ("shows a card")."""

    lines: tuple[str, ...]
    undoable: bool = True
    stands: str = ""

    @property
    def text(self) -> tuple[str, ...]:
        """Every line a player reads, the undo line last."""
        if self.undoable:
            return self.lines
        return self.lines + (f"{self.stands or STANDS_DEFAULT}: cannot be undone",)


class Previewer(Protocol[S_in, A_in, O_in]):
    """A game's previews (game/<id>/preview.py exports one as PREVIEWER)."""

    def preview(self, observation: O_in, action: A_in, names: tuple[str, ...] = ()) -> Preview | None:
        """What the legal `action` will do, from `observation` alone (None: nothing to say);
        `names` are the seats' names, for a preview that names another seat's piece."""
        ...

    def measure(self, state: S_in, action: A_in, seat: int, names: tuple[str, ...] = ()) -> Preview | None:
        """The same account taken from the true state: what `apply` then does (for tests)."""
        ...


def before_barrier(events: tuple[Event, ...]) -> tuple[tuple[Event, ...], Event | None]:
    """The events a seat may be told before the first barrier, and that barrier (or None)."""
    for index, event in enumerate(events):
        if event.barrier:
            return events[:index], event
    return events, None


Telling = Callable[[Any, Any, Any, tuple[Event, ...], int, tuple[str, ...]], tuple[str, ...]]


class WorldPreviewer(Generic[S, A, O]):
    """A preview made by playing the action in one world dealt from the observation.

    `tell(before, action, after, events, seat, names)` puts the move in words from `events` (those
    before the first barrier) and the public parts of `before` and `after`; `stands(action, event)`
    says what a barrier event of the action does ("shows a card"). The same two give `measure` on the
    true state, so a preview that read a dealt guess would disagree with it."""

    def __init__(self, rules: Rules[S, A, O], determinize: Callable[[O, random.Random], S],
                 tell: Telling, stands: Callable[[A, Event], str]) -> None:
        self.rules = rules
        self.determinize = determinize
        self.tell = tell
        self.stands = stands

    def preview(self, observation: O, action: A, names: tuple[str, ...] = ()) -> Preview | None:
        world = self.determinize(observation, random.Random(0))
        if self.rules.check(world, action) is not None:
            return None
        return self._told(world, action, getattr(observation, "seat"), names)

    def measure(self, state: S, action: A, seat: int, names: tuple[str, ...] = ()) -> Preview | None:
        return self._told(state, action, seat, names)

    def _told(self, state: S, action: A, seat: int, names: tuple[str, ...]) -> Preview:
        after, events = self.rules.apply(state, action)
        told, barrier = before_barrier(events)
        lines = self.tell(state, action, after, told, seat, names)
        if barrier is not None:
            return Preview(lines, False, self.stands(action, barrier))
        if self.rules.outcome(after) is not None:   # the end of the game is an undo barrier too
            return Preview(lines, False, ENDS)
        return Preview(lines)


def signed(number: int) -> str:
    """A change as a player reads it: +3, 0, −2 (a true minus sign)."""
    return f"+{number}" if number > 0 else f"−{-number}" if number < 0 else "0"


__all__ = ["ENDS", "Preview", "Previewer", "STANDS_DEFAULT", "WorldPreviewer", "before_barrier", "signed"]
