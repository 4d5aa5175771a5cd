"""The AI seats of a table: each asks the worker process for its move and hands it over no
sooner than a person can follow (the settings' pace, counted from when the cards came to
rest), so the table keeps animating while the AI thinks.
"""

from __future__ import annotations

import logging
import random
import zlib
from typing import TYPE_CHECKING, Callable, Generic, TypeVar

from scenes.toolkit.table_model import TableModel

if TYPE_CHECKING:
    from scenes.services.ai_worker import AIClient

O = TypeVar("O")   # the game's observation  # noqa: E741
A = TypeVar("A")   # the game's action

log = logging.getLogger(__name__)

DOTS_PER_SECOND = 3   # the thinking cue's dots step this often: the only change on screen while the AI searches


class AISeats(Generic[O, A]):
    """The question in flight to the worker, and its answer until it is time to play it."""

    def __init__(self, model: TableModel[O, A], client: Callable[[], "AIClient"],
                 avoid: set[tuple[int, str]] | None = None) -> None:
        self.model = model
        self.client = client
        # (move number, action) the engine could not make: not offered to the AI again (the table's set)
        self.avoid: set[tuple[int, str]] = set() if avoid is None else avoid
        self.ticket: int | None = None
        self.legal: tuple[A, ...] = ()
        self.since = 0.0            # the table's clock when the question went out
        self.choice: int | None = None
        self.error = ""
        self.failures = 0           # moves chosen at random because the bot failed (the log has why)
        self.fell_back = False      # the answer now due is such a move

    @property
    def thinking(self) -> bool:
        return self.ticket is not None

    def wake_in(self, now: float, rested_at: float, pace: float) -> float:
        """Seconds until an AI seat's turn needs the next frame: at once to ask; an answer in
        hand waits out the pace (nothing changes on screen meanwhile but the cue's dots); a
        search in flight is looked at when the dots next step. Each wake draws a whole frame,
        so waking more often (every 0.1 s, or every frame once answered) burned a fifth to a
        half of a core on a table that did not change."""
        step = 1.0 / DOTS_PER_SECOND
        dots = step - now % step + 0.001   # just past the step, so the frame shows the new dot
        if self.ticket is None:
            return 0.0
        if self.choice is not None:
            return max(0.0, min(max(self.since, rested_at) + pace - now, dots))
        return dots

    def think(self, now: float, rested_at: float, pace: float, animating: bool) -> A | None:
        """Ask, poll, and return the AI seat's move once it is due (None until then)."""
        model = self.model
        actor = model.actor
        if actor is None or model.plan.is_human(actor):
            self.ticket = None
            return None
        if self.ticket is None:
            self._ask(actor, now)
            return None
        if self.choice is None:
            self._poll()
        # a person follows the moves: each lands, rests a moment, and only then comes the next
        if self.choice is not None and not animating and now - max(self.since, rested_at) >= pace:
            action = self.legal[self.choice]
            self.ticket = None
            self.choice = None
            return action
        return None

    def _ask(self, actor: int, now: float) -> None:
        match, rules = self.model.match, self.model.rules
        done, legal = len(match.steps), rules.legal_actions(match.state)
        self.legal = tuple(a for a in legal if (done, str(a)) not in self.avoid) or legal
        observation = rules.observe(match.state, actor)
        seed = zlib.crc32(f"{match.seed}:{len(match.steps)}".encode())
        self.ticket = self.client().ask(rules.game_id, self.model.plan.kinds[actor], observation, self.legal, seed)
        self.since = now
        self.choice = None

    def _poll(self) -> None:
        answer = self.client().poll()
        if answer is None:
            return
        _, index, error = answer
        self.fell_back = index is None
        if index is None:
            # A bot's error must not cost the player the game (it once closed the app): the seat
            # plays a legal move at random, seeded by the position so that the record replays,
            # the table says so, and the whole traceback goes to the log for a report.
            log.error("AI failed: %s", error)
            self.error = error.strip().splitlines()[-1] if error else "the AI stopped"
            self.failures += 1
            match = self.model.match
            index = random.Random(zlib.crc32(f"{match.seed}:{len(match.steps)}:fallback".encode())) \
                .randrange(len(self.legal))
        self.choice = index

    def cancel(self) -> None:
        if self.ticket is not None:
            self.client().cancel()
        self.ticket = None
        self.choice = None

