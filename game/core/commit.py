"""Simultaneous choices, taken one seat after another: commit, then reveal.

Some rules have every player choose at once (Beat by Beat's Select, Dancing Queen's
opening leads). The engine keeps every game sequential for the table and the bots, so
such a choice becomes a round of hidden commitments:

1. the seats commit one after another, in an order the game fixes;
2. each commitment is hidden from every other seat: their observation says only that
   the seat has committed (`CommitmentView.committed`), never what;
3. once every seat has committed, one `Revealed` event shows all choices at once.
   It is an undo barrier, so no one can take a choice back after seeing the others'.
   A seat may take back its own `Committed` choice before that (if no other seat
   acted in between: the undo policy in game/core/records.py already says so).

A game keeps a `Commitments` value in its state and asks it who commits next::

    >>> from game.core.commit import Commitments
    >>> select = Commitments.open((1, 0))          # seat 1 commits first, then seat 0
    >>> select.to_commit
    1
    >>> select, event = select.commit(1, "slide")
    >>> event.for_seat(0).text(("Ana", "Ben"))   # what seat 0's log shows
    'Ben commits a choice face down.'
    >>> select.view(0).committed, select.view(0).own
    ((True, False), None)
    >>> select, event = select.commit(0, "spin")
    >>> select.complete
    True
    >>> chosen, revealed = select.reveal()
    >>> chosen                                       # (seat, choice), in seat order
    ((0, 'spin'), (1, 'slide'))
    >>> revealed.barrier, revealed.text(("Ana", "Ben"))
    (True, 'Revealed: Ana spin, Ben slide.')

The choice type `C` is the game's own frozen value; `str(choice)` names it in the log.
A game that wants its own log lines subclasses `Committed` and `Revealed` and passes
the subclasses to `commit` and `reveal`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, ClassVar, Generic, Sequence, TypeVar

from game.core.contract import Event

C = TypeVar("C")


class CommitError(ValueError):
    """A commitment out of turn, a second commitment, or a reveal before everyone chose."""


@dataclass(frozen=True)
class Committed(Event, Generic[C]):
    """A seat committed. Only that seat sees the choice; the others see that it chose."""

    seat: int
    choice: C | None

    def text(self, names: tuple[str, ...]) -> str:
        if self.choice is None:
            return f"{names[self.seat]} commits a choice face down."
        return f"{names[self.seat]} commits {self.choice} face down."

    def redacted(self) -> Event:
        return type(self)(self.seat, None)


@dataclass(frozen=True)
class Revealed(Event, Generic[C]):
    """Every commitment turns face up at once: an undo barrier."""

    barrier: ClassVar[bool] = True
    choices: tuple[tuple[int, C], ...]  # (seat, choice) in seat order

    def text(self, names: tuple[str, ...]) -> str:
        shown = ", ".join(f"{names[seat]} {choice}" for seat, choice in self.choices)
        return f"Revealed: {shown}."


@dataclass(frozen=True)
class CommitmentView(Generic[C]):
    """What one seat may know of a round of commitments."""

    seat: int
    order: tuple[int, ...]
    committed: tuple[bool, ...]  # aligned with `order`: who has chosen
    own: C | None                # this seat's own choice, once made

    @property
    def to_commit(self) -> int | None:
        for seat, done in zip(self.order, self.committed):
            if not done:
                return seat
        return None


@dataclass(frozen=True)
class Commitments(Generic[C]):
    """One round of hidden choices. Plain frozen data: keep it in the game state.

    `choices` is aligned with `order`; it is the whole truth, for the rules engine
    only. Observations must carry `view(seat)`, never this value.
    """

    order: tuple[int, ...]
    choices: tuple[C | None, ...]

    @staticmethod
    def open(order: Sequence[int]) -> "Commitments[C]":
        """A new round in which `order` lists the committing seats, first to last."""
        seats = tuple(order)
        if not seats or len(set(seats)) != len(seats):
            raise CommitError(f"commitment order must list distinct seats, not {seats}")
        return Commitments(seats, (None,) * len(seats))

    @property
    def to_commit(self) -> int | None:
        """The seat that commits next, or None once everyone has."""
        for seat, choice in zip(self.order, self.choices):
            if choice is None:
                return seat
        return None

    @property
    def complete(self) -> bool:
        return all(choice is not None for choice in self.choices)

    def committed(self, seat: int) -> bool:
        return self.choices[self._index(seat)] is not None

    def choice_of(self, seat: int) -> C | None:
        """A seat's choice: for the rules engine and that seat's own view only."""
        return self.choices[self._index(seat)]

    def commit(self, seat: int, choice: C,
               event: type[Committed[C]] = Committed) -> tuple["Commitments[C]", Committed[C]]:
        """Record `seat`'s choice; the event is private to that seat."""
        if choice is None:
            raise CommitError("a commitment needs a choice")
        if self.to_commit != seat:
            raise CommitError(f"seat {seat} may not commit now "
                              f"(next to commit: {self.to_commit})")
        index = self._index(seat)
        choices = self.choices[:index] + (choice,) + self.choices[index + 1:]
        return Commitments(self.order, choices), event(seat, choice, private_to=seat)

    def reveal(self, event: type[Revealed[Any]] = Revealed,
               shows: Callable[[C], Any] | None = None
               ) -> tuple[tuple[tuple[int, C], ...], Revealed[Any]]:
        """Every choice by seat, and the barrier event that shows them all.

        `shows` picks what the reveal makes public when a choice keeps a secret part
        (a Dancing Queen lead shows its gender; the card itself stays face down)."""
        if not self.complete:
            raise CommitError(f"cannot reveal before seat {self.to_commit} commits")
        chosen = tuple(sorted((seat, choice) for seat, choice in zip(self.order, self.choices)
                              if choice is not None))
        public = chosen if shows is None else tuple((s, shows(c)) for s, c in chosen)
        return chosen, event(public)

    def view(self, seat: int) -> CommitmentView[C]:
        own = self.choices[self.order.index(seat)] if seat in self.order else None
        return CommitmentView(seat, self.order, tuple(c is not None for c in self.choices), own)

    def hidden_from(self, seat: int) -> tuple[int, ...]:
        """The committed seats whose choices `seat` cannot see (for re-dealing twins)."""
        return tuple(s for s, c in zip(self.order, self.choices) if c is not None and s != seat)

    def with_choice(self, seat: int, choice: C) -> "Commitments[C]":
        """The same round with one committed choice replaced: a twin for tests and for
        sampled worlds in the AI (a seat's hidden choice re-dealt)."""
        index = self._index(seat)
        if self.choices[index] is None:
            raise CommitError(f"seat {seat} has not committed")
        return Commitments(self.order, self.choices[:index] + (choice,) + self.choices[index + 1:])

    def _index(self, seat: int) -> int:
        try:
            return self.order.index(seat)
        except ValueError:
            raise CommitError(f"seat {seat} takes no part in this round") from None


__all__ = ["CommitError", "Committed", "CommitmentView", "Commitments", "Revealed"]
