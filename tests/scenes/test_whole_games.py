"""Whole games through the UI alone: keyboard only against the AI, mouse only hot-seat."""

from __future__ import annotations

import random
import time

import pytest
import pygame

from scenes.app import App
from scenes.end import EndScene
from scenes.flow import start_game
from scenes.menus import CurtainScene, InterludeScene
from scenes.toolkit.table import TableScene
from tests.scenes.driving import click, frames, key

pytestmark = pytest.mark.slow  # a whole game through the table

GAME_SECONDS = 40.0


def _common(app: App, table: TableScene, deadline: float) -> bool:
    """Handle what is not the table; True while the game goes on."""
    assert time.perf_counter() < deadline, "the game did not finish in time"
    top = app.stack.top
    if isinstance(top, EndScene):
        return False
    if isinstance(top, (CurtainScene, InterludeScene)):
        return True
    assert top is table, f"unexpected scene {type(top).__name__}"
    return True


def test_a_solo_game_against_easy_with_the_keyboard_alone(app: App) -> None:
    table = start_game(app, "dancing_queen", ("Ana", "Eddie"), ("human", "easy"), seed=21, autosave=False)
    rng = random.Random(1)
    deadline = time.perf_counter() + GAME_SECONDS
    while _common(app, table, deadline):
        top = app.stack.top
        if isinstance(top, (CurtainScene, InterludeScene)):
            key(app, pygame.K_RETURN)
        elif table.model.viewer_acts() and not table.animating:
            for _ in range(rng.randrange(len(table.model.gestures)) + 1):
                key(app, pygame.K_TAB)
            key(app, pygame.K_RETURN)
        else:
            frames(app)
            time.sleep(0.002)
    outcome = table.rules.outcome(table.match.state)
    assert outcome is not None and max(outcome.scores) == 4


def _mouse_move(app: App, table: TableScene, rng: random.Random) -> None:
    gesture = table.model.gestures[rng.randrange(len(table.model.gestures))]
    if gesture.source is None and gesture.target is None:
        button = next(b for b, g in table.input.buttons if g is gesture)
        click(app, button.rect.center)
        return
    target = table.board.sprites[gesture.target].pos if gesture.target in table.board.sprites else \
        table.board.zones[gesture.target].area.center
    if gesture.source is None:
        click(app, target)
        return
    start = table.board.sprites[gesture.source].pos
    frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(int(start.x), int(start.y)), button=1)])
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=(500, 420), rel=(0, 0), buttons=(1, 0, 0))])
    if table.model.hand.variant != gesture.variant:  # turn the card with the right button while holding it
        frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(500, 420), button=3)])
    drag_end = (int(target[0]), int(target[1]))
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=drag_end, rel=(0, 0), buttons=(1, 0, 0))])
    frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=drag_end, button=1)])


def test_a_hot_seat_game_with_the_mouse_alone(app: App) -> None:
    table = start_game(app, "dancing_queen", ("Ana", "Bo"), ("human", "human"), seed=33, autosave=False)
    rng = random.Random(2)
    deadline = time.perf_counter() + GAME_SECONDS
    curtains = 0
    while _common(app, table, deadline):
        top = app.stack.top
        if isinstance(top, (CurtainScene, InterludeScene)):
            curtains += isinstance(top, CurtainScene)
            click(app, (640, 360))
        elif table.model.viewer_acts() and not table.animating:
            before = len(table.match.steps)
            _mouse_move(app, table, rng)
            assert len(table.match.steps) == before + 1, table.toast.words if table.toast else "no move"
        else:
            frames(app)
    assert curtains >= 4
    assert table.rules.outcome(table.match.state) is not None


