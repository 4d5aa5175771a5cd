"""Headless AI-vs-AI games: error counts, win rates and decision times.

Entrants are the levels named by `--seats`; in game g entrant i sits at seat
(i + g) mod n, so every entrant starts equally often. Each game has its own seed
(base seed + game number) for the game and for the bots, so one game can be re-run
alone with `--games 1 --seed S+g`. Wins are per entrant, a shared win split evenly.
A cooperative (or solo) game is won or lost by the table: every entrant is credited
with the table's win, so each seat's `wins` equals `table_win_rate`.
"""

from __future__ import annotations

import functools
import random
import statistics
import time
import traceback
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from collections.abc import Hashable
from typing import Any, Callable, Protocol

from game.core.bots import AnyKnowledge, Budget, LEVELS, make_bot
from game.core.contract import GameConfig, Rules, Termination


class Mode(Protocol):
    @property
    def name(self) -> str: ...


class Playable(Hashable, Protocol):
    """What the simulator reads of a game's declaration (game/registry.py's `GameEntry`,
    which the command passes in): the simulator sits below the registry and never imports it."""

    @property
    def game_id(self) -> str: ...

    @property
    def title(self) -> str: ...

    @property
    def load(self) -> Callable[[], tuple[Rules[Any, Any, Any], AnyKnowledge]] | None: ...

    @property
    def hard_budget(self) -> Budget: ...

    @property
    def modes(self) -> tuple[Any, ...]: ...

    def default_mode(self, seats: int) -> Mode | None: ...

    def seats_for(self, mode: str | None) -> tuple[int, int]: ...


@dataclass
class GameReport:
    index: int
    actions: int = 0
    winners: tuple[int, ...] = ()        # entrant indices
    coop: Termination | None = None
    error: str | None = None
    decisions: list[list[float]] = field(default_factory=list)  # per entrant, seconds


@functools.cache  # as the registry's `load`: each process loads a game's modules once
def _loaded(game: Playable) -> tuple[Rules[Any, Any, Any], AnyKnowledge]:
    if game.load is None:
        raise KeyError(f"{game.title} is not playable yet")
    return game.load()


def play_one(game: Playable, levels: tuple[str, ...], config: GameConfig, seed: int,
             index: int, budget: Budget | None) -> GameReport:
    rules, knowledge = _loaded(game)
    n = len(levels)
    report = GameReport(index, decisions=[[] for _ in levels])
    seat_of = [(i + index) % n for i in range(n)]
    entrant_at = {seat: i for i, seat in enumerate(seat_of)}
    bots = [make_bot(knowledge, level) for level in levels]
    hard = budget or game.hard_budget
    rng = random.Random(seed * 7919 + 17)
    try:
        state = rules.new_game(config, seed)
        while rules.outcome(state) is None:
            seat = rules.to_act(state)
            legal = rules.legal_actions(state)
            if seat is None or not legal:
                raise RuntimeError(f"no one can act at action {report.actions + 1}")
            who = entrant_at[seat]
            started = time.perf_counter()
            action = bots[who].choose(rules.observe(state, seat), legal, rng, hard)
            if len(legal) > 1:
                report.decisions[who].append(time.perf_counter() - started)
            state, _ = rules.apply(state, action)
            report.actions += 1
            if report.actions > 100_000:
                raise RuntimeError("the game did not end within 100,000 actions")
        outcome = rules.outcome(state)
        assert outcome is not None
        report.winners = tuple(entrant_at[s] for s in outcome.winners)
        if outcome.termination.table:
            report.coop = outcome.termination
    except Exception:  # a crashing game is counted and reported, never hidden
        report.error = traceback.format_exc(limit=6)
    return report


def _percentiles(samples: list[float]) -> dict[str, float]:
    if not samples:
        return {"p50": 0.0, "p95": 0.0, "max": 0.0, "n": 0}
    ordered = sorted(samples)

    def pick(q: float) -> float:
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))]

    return {"p50": round(pick(0.5) * 1000, 2), "p95": round(pick(0.95) * 1000, 2),
            "max": round(ordered[-1] * 1000, 2), "n": len(ordered)}


def simulate(entry: Playable, levels: tuple[str, ...], games: int, seed: int,
             options: dict[str, Any] | None = None, jobs: int = 1,
             budget: Budget | None = None) -> dict[str, Any]:
    """`entry`: the game's registry declaration (`registry.entry(game_id)`)."""
    game_id = entry.game_id
    for level in levels:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}; choose from {', '.join(LEVELS)}")
    mode = (options or {}).get("mode")
    if mode is None and entry.modes:
        default = entry.default_mode(len(levels))
        mode = default.name if default is not None else None
    low, high = entry.seats_for(None if mode is None else str(mode))
    if not low <= len(levels) <= high:
        where = f" in {mode} mode" if mode is not None and entry.modes else ""
        raise ValueError(f"{entry.title} takes {low}–{high} seats{where}, not {len(levels)}")
    config = GameConfig.of(len(levels), options or {})
    try:  # fail fast on a bad option: the game's own sentence (OptionError is a ValueError)
        _loaded(entry)[0].new_game(config, seed)
    except ValueError:
        raise
    except Exception as bad:  # noqa: BLE001 - options from a command line are untrusted input
        raise ValueError(f"{entry.title} cannot start with these options: {bad or type(bad).__name__}") from None
    started = time.perf_counter()
    args = [(entry, levels, config, seed + g, g, budget) for g in range(games)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            reports = list(pool.map(play_one, *zip(*args), chunksize=max(1, games // (jobs * 8))))
    else:
        reports = [play_one(*a) for a in args]
    wins = [0.0] * len(levels)
    finished = [r for r in reports if r.error is None]
    for r in finished:
        if r.coop is Termination.COOP_WIN:  # the table won: every seat won
            wins = [w + 1 for w in wins]
        elif r.coop is None:
            for w in r.winners:
                wins[w] += 1 / len(r.winners)
    result: dict[str, Any] = {
        "game": game_id, "games": games, "seed": seed, "seats": list(levels),
        "options": dict(config.options), "errors": len(reports) - len(finished),
        "wins": [round(w / max(1, len(finished)), 4) for w in wins],
        "mean_actions": round(statistics.fmean(r.actions for r in finished), 1) if finished else 0,
        "seconds": round(time.perf_counter() - started, 2),
        "decision_ms": [_percentiles([d for r in reports for d in r.decisions[i]])
                        for i in range(len(levels))],
    }
    table = [r for r in finished if r.coop is not None]
    if table:
        result["table_win_rate"] = round(
            sum(r.coop is Termination.COOP_WIN for r in table) / len(table), 4)
    if budget is not None:
        result["hard_budget"] = {"seconds": budget.seconds, "iterations": budget.iterations}
    failures = [r for r in reports if r.error is not None][:3]
    if failures:
        result["first_errors"] = [{"game": r.index, "seed": seed + r.index,
                                   "traceback": r.error} for r in failures]
    return result
