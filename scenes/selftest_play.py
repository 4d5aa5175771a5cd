"""`--selftest`'s play: one table after another with AI in every seat, each frame timed
(overall, while cards animate, while the AI thinks, and the UI thread's own CPU time).
Imported by `scenes/selftest.py` once the first frame is measured, so the start-up
figure counts only what the app itself loads before its first frame.
"""

from __future__ import annotations

import time

import pygame

from game.core.records import Match
from scenes.app import App
from scenes.flow import start_game
from scenes.toolkit.table import TableScene, open_match
from scenes.toolkit.table_guide import LessonDoneScene
from scenes.toolkit.table_tutorial import open_lesson, perform

GAME_SECONDS_LIMIT = 240.0  # a table that has not played its actions by then has hung


def play_game(app: App, game_id: str, seats: int, actions: int, frames: list[float], animating: list[float],
               thinking: list[float], cpu_ms: list[float]) -> int:
    levels = ("hard", "normal", "easy", "hard", "normal", "easy")
    kinds = tuple(levels[i % len(levels)] for i in range(max(2, seats)))
    names = tuple(f"{k.title()} AI {i + 1}" for i, k in enumerate(kinds))
    table = start_game(app, game_id, names, kinds, seed=20240611, autosave=False)
    played = 0
    started = time.perf_counter()
    clock_dt = 1 / 60
    while played < actions:
        if time.perf_counter() - started > GAME_SECONDS_LIMIT:
            raise RuntimeError(f"{game_id}: only {played} actions in {GAME_SECONDS_LIMIT:.0f} s")
        top = app.stack.top
        if not isinstance(top, TableScene) and table.ended:  # the end screen: play another game
            played += table.actions_played
            if played >= actions:
                break
            table = table.rematch()
            continue
        _timed_step(app, table, clock_dt, frames, animating, thinking, cpu_ms)
        if table.actions_played + played >= actions:
            played += table.actions_played
            break
        clock_dt = app.clock.tick(60) / 1000.0
    # let the last move's animation finish, measured too
    for _ in range(30):
        frames.append(app.step(1 / 60))
        app.clock.tick(60)
    return played


def play_crowded(app: App, match: Match, label: str, actions: int, frames: list[float], animating: list[float],
                 thinking: list[float], cpu_ms: list[float]) -> int:
    """A game's most crowded table (its plug sets it up), opened and played on, measured."""
    table = open_match(app, match, autosave=False)
    started = time.perf_counter()
    clock_dt = 1 / 60
    while table.actions_played < actions and not table.ended:
        if time.perf_counter() - started > GAME_SECONDS_LIMIT:
            raise RuntimeError(f"{label}: only {table.actions_played} actions in {GAME_SECONDS_LIMIT:.0f} s")
        _timed_step(app, table, clock_dt, frames, animating, thinking, cpu_ms)
        clock_dt = app.clock.tick(60) / 1000.0
    for _ in range(30):
        frames.append(app.step(1 / 60))
        app.clock.tick(60)
    return table.actions_played


def _timed_step(app: App, table: TableScene, clock_dt: float, frames: list[float], animating: list[float],
                thinking: list[float], cpu_ms: list[float]) -> None:
    """One frame, its wall time filed under what the table was doing when it began."""
    was_animating, was_thinking = table.animating, table.thinking
    cpu = time.thread_time()
    spent = app.step(clock_dt)
    cpu_ms.append((time.thread_time() - cpu) * 1000)
    frames.append(spent)
    if was_animating:
        animating.append(spent)
    if was_thinking:
        thinking.append(spent)


def play_tutorial(app: App, game_id: str) -> dict[str, object]:
    """The game's lesson played to its end through its gestures, as a learner's hand would:
    each step's expected action → `gesture_for` → the hand (a drop, a click, a button) →
    the lesson's `offer`; a round's result is clicked on; the finished panel ends it.
    Returns {"steps": N, "completed": bool}; a step whose gesture is missing or refused raises."""
    table = open_lesson(app, game_id, reading=False, keep_place=False)
    run = table.run
    started = time.perf_counter()
    while not isinstance(app.stack.top, LessonDoneScene):
        if time.perf_counter() - started > GAME_SECONDS_LIMIT:
            raise RuntimeError(f"{game_id}'s lesson stopped at step {run.done + 1} of {len(run.tutorial.steps)}")
        top = app.stack.top
        if top is not None and top is not table:   # a round's result over the table: read, then on
            top.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
        elif table.waiting_for_learner():
            step = run.step
            gesture = table.model.gesture_for(run.expected())
            if gesture is None:
                raise RuntimeError(f"{game_id}'s lesson, step {step.number if step else '?'}: its action has no "
                                   "gesture on the table")
            if not perform(table, gesture):
                refusal = table.toast.words if table.toast is not None else "nothing happened"
                raise RuntimeError(f"{game_id}'s lesson, step {step.number if step else '?'}: the hand was "
                                   f"refused ({refusal})")
        app.step(1 / 60)
        table.skip_animations()
    return {"steps": len(run.tutorial.steps), "completed": run.finished and table.finished_shown}
