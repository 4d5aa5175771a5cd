"""The AI thinks in a worker process so the table keeps its 60 frames a second.

A thread competing for the GIL dropped the table to ~46 fps on two cores; a process
keeps it at 60. The worker builds each bot itself from the registry and receives only
what a bot may see: the observation, the legal actions, a seed and the budget. It
answers with the index of the chosen action. This module imports no pygame, so the
spawned worker starts light.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import random
import traceback
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any

from game import registry
from game.core.bots import Budget

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Question:
    ticket: int
    game_id: str
    level: str
    observation: Any
    legal: tuple[Any, ...]
    seed: int


def decide(question: Question, bots: dict[tuple[str, str], Any]) -> int:
    """Index into `question.legal` of the bot's choice (also the in-process fallback)."""
    key = (question.game_id, question.level)
    bot = bots.get(key)
    if bot is None:
        bot = bots[key] = registry.bot(question.game_id, question.level)
    budget = registry.hard_budget(question.game_id) if question.level == "hard" else Budget(seconds=1.0)
    choice = bot.choose(question.observation, question.legal, random.Random(question.seed), budget)
    return question.legal.index(choice)


def _serve(conn: Connection) -> None:
    try:  # the table's frames come first: on two cores the AI yields when they compete
        os.nice(5)
    except (AttributeError, OSError):
        pass
    bots: dict[tuple[str, str], Any] = {}
    while True:
        try:
            question = conn.recv()
        except (EOFError, OSError):
            return
        if question is None:
            return
        try:
            conn.send((question.ticket, decide(question, bots), ""))
        except Exception:  # the table shows the error and stops the AI rather than freezing
            conn.send((question.ticket, None, traceback.format_exc()))


class AIClient:
    """The table's side of the worker: ask, then poll each frame."""

    def __init__(self) -> None:
        context = multiprocessing.get_context("spawn")  # the same on Linux, macOS, Windows and frozen
        self._conn, child = context.Pipe()
        self._process = context.Process(target=_serve, args=(child,), daemon=True, name="floorshow-ai")
        self._process.start()
        child.close()
        self._next = 0
        self.pending: int | None = None
        self._fallback_bots: dict[tuple[str, str], Any] = {}
        self._answer: tuple[int, int | None, str] | None = None   # an answer thought in the app itself

    def ask(self, game_id: str, level: str, observation: Any, legal: tuple[Any, ...], seed: int) -> int:
        """Send a question; returns its ticket. A newer question makes older answers stale."""
        self._next += 1
        question = Question(self._next, game_id, level, observation, tuple(legal), seed)
        self.pending = question.ticket
        try:
            self._conn.send(question)
        except (OSError, ValueError) as broken:
            log.warning("AI worker unreachable (%s); thinking in the app instead", broken)
            self._answer = (question.ticket, decide(question, self._fallback_bots), "")
        return question.ticket

    def poll(self) -> tuple[int, int | None, str] | None:
        """The answer (ticket, index, error) to the newest question, once it has come."""
        answer = self._answer
        if answer is not None:
            self._answer = None
            return answer
        try:
            while self._conn.poll():
                ticket, index, error = self._conn.recv()
                if ticket == self.pending:
                    self.pending = None
                    return ticket, index, error
        except (EOFError, OSError):
            return (self.pending or 0, None, "the AI worker stopped")
        return None

    def cancel(self) -> None:
        self.pending = None

    def close(self) -> None:
        try:
            self._conn.send(None)
        except (OSError, ValueError):
            pass
        self._process.join(timeout=1.0)
        if self._process.is_alive():
            self._process.terminate()
            self._process.join(timeout=1.0)
        self._conn.close()
