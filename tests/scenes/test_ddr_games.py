"""Whole games of DDR: The Card Game through the table alone: hot-seat by mouse, hot-seat by
keyboard, and one human against AI seats. The test decides each human move with the Easy
bot from the viewer's own observation; the mouse or the keys make it, and the engine must
have received exactly that move."""

from __future__ import annotations

import random
import time
from collections.abc import Callable

import pytest
import pygame

from game import registry
from scenes.app import App
from scenes.end import EndScene
from scenes.flow import start_game
from scenes.menus import CurtainScene, InterludeScene
from scenes.toolkit.table import TableScene
from scenes.toolkit.view import Gesture
from tests.scenes.ddr_driving import gesture_for, keyboard_make, mouse_make
from tests.scenes.driving import click, frames, key

pytestmark = pytest.mark.slow  # a whole game through the table

GAME_SECONDS = 300.0  # a guard against a hang; a game takes 30-110 s on a loaded two-core machine

Maker = Callable[[App, TableScene, Gesture], None]


def play_out(app: App, table: TableScene, make: Maker, lift_with_keys: bool, seed: int) -> tuple[int, int]:
    """Play to the end screen; returns (human moves made, curtains passed)."""
    bot = registry.bot("ddr", "easy")
    rng = random.Random(seed)
    deadline = time.perf_counter() + GAME_SECONDS
    moves = curtains = 0
    while not isinstance(app.stack.top, EndScene):
        assert time.perf_counter() < deadline, f"the game did not finish in time ({moves} moves)"
        top = app.stack.top
        if isinstance(top, (CurtainScene, InterludeScene)):
            curtains += isinstance(top, CurtainScene)
            if lift_with_keys:
                key(app, pygame.K_RETURN)
            else:
                click(app, (640, 360))
        elif table.model.viewer_acts() and not table.animating:
            state = table.match.state
            legal = table.rules.legal_actions(state)
            choice = bot.choose(table.rules.observe(state, table.model.viewer), legal, rng, registry.hard_budget("ddr"))
            before = len(table.match.steps)
            make(app, table, gesture_for(table, choice))
            assert len(table.match.steps) == before + 1, table.toast.words if table.toast else f"{choice} not made"
            assert table.match.steps[-1].action == choice
            moves += 1
        else:
            frames(app)
            if table.thinking:
                time.sleep(0.002)
    assert table.rules.outcome(table.match.state) is not None
    return moves, curtains


def test_a_hot_seat_game_to_the_end_with_the_mouse_alone(app: App) -> None:
    table = start_game(app, "ddr", ("Ana", "Bo"), ("human", "human"), seed=33, autosave=False)
    moves, curtains = play_out(app, table, mouse_make, lift_with_keys=False, seed=2)
    assert moves == len(table.match.steps) and moves > 60
    assert curtains >= 20                           # a curtain at every hand-over


def test_a_hot_seat_game_to_the_end_with_the_keyboard_alone(app: App) -> None:
    table = start_game(app, "ddr", ("Ana", "Bo"), ("human", "human"), seed=34, autosave=False)
    moves, curtains = play_out(app, table, keyboard_make, lift_with_keys=True, seed=3)
    assert moves == len(table.match.steps) and curtains >= 20


def test_a_game_against_three_ai_seats_to_the_end(app: App) -> None:
    table = start_game(app, "ddr", ("Ana", "Eddie", "Nora", "Hank"), ("human", "easy", "normal", "easy"),
                       seed=35, autosave=False)
    moves, curtains = play_out(app, table, mouse_make, lift_with_keys=False, seed=4)
    assert curtains == 0                            # one human: no curtain
    ai_moves = [s for s in table.match.steps if s.seat != 0]
    assert moves > 20 and len(ai_moves) > 3 * 20
    words = " ".join(w for w, _ in table.log.entries)
    assert "Eddie" in words and "Nora" in words     # the AI seats' moves are narrated
