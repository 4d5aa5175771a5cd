""""Show the last turn again": the other seats' moves since the viewer's last own move, played
again on the table from the record — each past state in turn at the AI's pace, its changes
framed — then one more rest on the last, and the present comes back. Nothing can be played
meanwhile (the model shows the past).
"""

from __future__ import annotations

import enum
from typing import Any

from game.core.records import Match, Record, Step, replay


class ReplayTick(enum.Enum):
    WAIT = "wait"         # nothing to change this frame
    SHOW = "show"         # lay out the next past state
    END = "end"           # the last move has rested long enough: back to the present


def own_moves_at_end(match: Match, seat: int) -> int:
    """How many of the last moves are `seat`'s own (its turn under way: a draw, a shuffle)."""
    count = 0
    for step in reversed(match.steps):
        if step.seat != seat:
            break
        count += 1
    return count


def moves_since(match: Match, seat: int) -> int:
    """How many moves other seats made between `seat`'s last turn and the one under way (a
    draw at the start of a turn does not take the replay away)."""
    count = 0
    for step in reversed(match.steps[:len(match.steps) - own_moves_at_end(match, seat)]):
        if step.seat == seat:
            break
        count += 1
    return count


class LastTurnReplay:
    """The past states still to show, and how long the one shown has been on the table."""

    def __init__(self) -> None:
        self.queue: list[tuple[Step, Any]] = []   # (the move, the state after it) still to show
        self.resting = False                     # every move shown: the last one rests, then the present
        self.shown = 0.0                         # seconds the shown move has been on the table
        self.words = ""                          # the banner while it runs

    @property
    def active(self) -> bool:
        return bool(self.queue) or self.resting

    def start(self, match: Match, count: int, skip: int = 0) -> Any:
        """Queue `count` moves again, those before the last `skip` (the viewer's own, this turn);
        returns the state before them, to show first."""
        rules = match.rules
        end = len(match.steps) - skip
        kept = match.record().actions[: end - count]
        past = replay(rules, Record(rules.game_id, match.config, match.seed, kept))
        state = past.state
        self.queue = []
        for step in match.steps[end - count:end]:
            state, _ = rules.apply(state, step.action)
            self.queue.append((step, state))
        self.resting = False
        self.shown = -0.3
        self.words = f"Showing again: {count} move{'s' * (count != 1)} since your last turn"
        return past.state

    def tick(self, dt: float, pace: float, animating: bool) -> ReplayTick:
        """Each move waits for the cards to land and then `pace` seconds; the last rests twice as long."""
        if animating:
            return ReplayTick.WAIT
        self.shown += dt
        if self.resting:
            return ReplayTick.END if self.shown >= pace * 2 else ReplayTick.WAIT
        if self.shown < pace:
            return ReplayTick.WAIT
        return ReplayTick.SHOW

    def wake_in(self, pace: float) -> float:
        """Seconds until `tick` shows the next move (or ends), the cards at rest: the frames
        between would draw the same past state again."""
        return max(0.0, pace * (2 if self.resting else 1) - self.shown)

    def next(self, viewer: int, names: tuple[str, ...]) -> Any:
        """The next move's state; the banner tells it as the viewer's log would."""
        step, state = self.queue.pop(0)
        self.shown = 0.0
        words = " ".join(text for text in (e.for_seat(viewer).text(names) for e in step.events) if text.strip())
        self.words = f"Again — {names[step.seat]}: {words}" if words else \
            f"Again — {names[step.seat]} goes on (nothing of it shows on the table)."
        self.resting = not self.queue   # one more rest on the last move, then the present
        return state

    def stop(self) -> None:
        self.queue = []
        self.resting = False
        self.words = ""
