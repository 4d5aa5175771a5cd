"""The AI thinks in a worker process so the table keeps its 60 frames a second.

A thread competing for the GIL dropped the table to ~46 fps on two cores; a process
keeps it at 60. The worker builds each bot itself from the registry and receives only
what a bot may see: the observation, the legal actions, a seed and the budget. It
answers with the index of the chosen action. A person's "Suggest a move" is a question
too (`hint=True`): Hard's choice for that seat from its observation, answered with the
index and the hint's words (`Reply.words`: its text and its reason), so the table never
freezes while the hint is searched. This module imports no pygame, so the spawned worker
starts light.
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

from game import registry, teaching
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
    hint: bool = False       # a person's "Suggest a move": the reply carries the hint's words


@dataclass(frozen=True)
class Reply:
    """The worker's answer: the chosen index (None: it failed, `error` says why) and, for a
    hint, its (text, reason)."""

    ticket: int
    index: int | None
    error: str = ""
    words: tuple[str, str] | None = None


def answer(question: Question, bots: dict[tuple[str, str], Any]) -> Reply:
    """The bot's move, or the hint, for a question (also the in-process fallback)."""
    if question.hint:
        hint = teaching.suggest(question.game_id, question.observation, question.legal, question.seed)
        return Reply(question.ticket, question.legal.index(hint.action), "", (hint.text, hint.reason))
    return Reply(question.ticket, decide(question, bots))


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
    try:  # the table's frames come first: on two cores the AI yields when they compete (at 5 the
        os.nice(10)   # frames still waited for it, and for the display server beside it, in one frame of 60)
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
            conn.send(answer(question, bots))
        except Exception:  # the table shows the error and stops the AI rather than freezing
            conn.send(Reply(question.ticket, None, traceback.format_exc()))


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
        self._answer: Reply | None = None   # an answer thought in the app itself

    def ask(self, game_id: str, level: str, observation: Any, legal: tuple[Any, ...], seed: int,
            hint: bool = False) -> int:
        """Send a question; returns its ticket. A newer question makes older answers stale."""
        self._next += 1
        question = Question(self._next, game_id, level, observation, tuple(legal), seed, hint)
        self.pending = question.ticket
        try:
            self._conn.send(question)
        except (OSError, ValueError) as broken:
            log.warning("AI worker unreachable (%s); thinking in the app instead", broken)
            try:
                self._answer = answer(question, self._fallback_bots)
            except Exception:  # noqa: BLE001 - told as the worker tells it
                self._answer = Reply(question.ticket, None, traceback.format_exc())
        return question.ticket

    def ask_hint(self, game_id: str, observation: Any, legal: tuple[Any, ...], seed: int) -> int:
        """A person's "Suggest a move": Hard's choice and its words, from the seat's observation."""
        return self.ask(game_id, "hard", observation, legal, seed, hint=True)

    def poll(self) -> tuple[int, int | None, str] | None:
        """The answer (ticket, index, error) to the newest question, once it has come."""
        reply = self.poll_reply()
        return None if reply is None else (reply.ticket, reply.index, reply.error)

    def poll_reply(self) -> Reply | None:
        """The whole reply to the newest question (a hint's words too), once it has come."""
        reply = self._answer
        if reply is not None:
            self._answer = None
            return reply
        try:
            while self._conn.poll():
                reply = self._conn.recv()
                if isinstance(reply, Reply) and reply.ticket == self.pending:
                    self.pending = None
                    return reply
        except (EOFError, OSError):
            return Reply(self.pending or 0, None, "the AI worker stopped")
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
