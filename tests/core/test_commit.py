"""The core commit-and-reveal primitive (game/core/commit.py)."""

from __future__ import annotations

import doctest

import pytest

from game.core import commit
from game.core.commit import CommitError, Committed, Commitments, Revealed


def test_docstring_example_runs() -> None:
    failed, tried = doctest.testmod(commit)
    assert tried > 0 and failed == 0


def test_seats_commit_in_order_and_only_once() -> None:
    round_: Commitments[str] = Commitments.open((2, 0, 1))
    with pytest.raises(CommitError):
        round_.commit(0, "x")
    round_, event = round_.commit(2, "x")
    assert isinstance(event, Committed) and event.private_to == 2
    with pytest.raises(CommitError):
        round_.commit(2, "y")
    with pytest.raises(CommitError):
        round_.reveal()
    assert round_.to_commit == 0


def test_other_seats_see_only_that_a_seat_committed() -> None:
    a: Commitments[str] = Commitments.open((0, 1))
    b: Commitments[str] = Commitments.open((0, 1))
    a, event_a = a.commit(0, "slide")
    b, event_b = b.commit(0, "spin")
    assert a.view(1) == b.view(1)
    assert a.view(0) != b.view(0)
    names = ("Ana", "Ben")
    assert event_a.for_seat(1).text(names) == event_b.for_seat(1).text(names)
    assert "slide" in event_a.for_seat(0).text(names)
    assert a.hidden_from(1) == (0,) and a.hidden_from(0) == ()
    assert a.with_choice(0, "spin") == b


def test_reveal_is_one_barrier_with_every_choice() -> None:
    round_: Commitments[int] = Commitments.open((1, 0))
    round_, _ = round_.commit(1, 7)
    round_, committed = round_.commit(0, 3)
    assert not committed.barrier
    chosen, event = round_.reveal()
    assert chosen == ((0, 3), (1, 7))
    assert isinstance(event, Revealed) and event.barrier


def test_a_game_may_narrate_with_its_own_event_types() -> None:
    class Select(Committed[str]):
        def text(self, names: tuple[str, ...]) -> str:
            return f"{names[self.seat]} lays a card face down."

    round_: Commitments[str] = Commitments.open((0,))
    round_, event = round_.commit(0, "slide", Select)
    assert isinstance(event.redacted(), Select)
    assert event.redacted().text(("Ana",)) == "Ana lays a card face down."


def test_order_must_be_distinct_seats() -> None:
    with pytest.raises(CommitError):
        Commitments.open((0, 0))
    with pytest.raises(CommitError):
        Commitments.open(())
