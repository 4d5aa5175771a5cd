"""Suggest a move (H): asked of the AI worker from the viewer's observation only, the table
keeps its frames meanwhile, and the answer lights one legal gesture with its words."""

from __future__ import annotations

import time
from typing import Any

import pygame
import pytest

from game import registry, teaching
from scenes.app import App
from scenes.flow import start_game
from scenes.toolkit.table import TableScene
from scenes.toolkit.table_tutorial import free_game, perform
from tests.scenes.driving import click, frames, key

HINTED = tuple(g for g in teaching.ADVICE if g in {e.game_id for e in registry.CATALOGUE})
# DDR's in the quick tier; every other game's search with the slow tests
HINTED_PARAMS = [pytest.param(g, marks=() if g == "ddr" else pytest.mark.slow) for g in HINTED]
ANSWER_SECONDS = 90.0   # Hard's search is about a second; a loaded two-core machine may take longer


def my_turn(app: App, table: TableScene) -> None:
    for _ in range(6000):
        if table.model.viewer_acts() and table.model.legal and not table.animating \
                and table.model.formality() is None and app.stack.top is table:
            return
        top = app.stack.top
        if top is not None and top is not table:
            top.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
        frames(app, 1)
    raise AssertionError("the viewer's turn never came")


def asked(app: App, monkeypatch: pytest.MonkeyPatch) -> list[tuple[Any, ...]]:
    """Record what goes to the worker for a hint."""
    client = app.ai()
    seen: list[tuple[Any, ...]] = []
    real = client.ask_hint

    def spy(game_id: str, observation: Any, legal: tuple[Any, ...], seed: int) -> int:
        seen.append((game_id, observation, legal, seed))
        return real(game_id, observation, legal, seed)
    monkeypatch.setattr(client, "ask_hint", spy)
    return seen


@pytest.mark.parametrize("game_id", HINTED_PARAMS)
def test_a_hint_is_searched_without_blocking_and_lights_a_legal_gesture(
        app: App, game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    table = free_game(app, game_id)
    my_turn(app, table)
    seen = asked(app, monkeypatch)
    started = time.perf_counter()
    key(app, pygame.K_h)
    key_frame = time.perf_counter() - started
    assert table.hint.waiting and table.hint.shown is None   # the frame with the key did not wait for it
    # only what the seat may know was sent: its observation and its legal actions
    state, viewer = table.match.state, table.model.viewer
    assert seen == [(game_id, table.rules.observe(state, viewer), table.rules.legal_actions(state),
                     teaching.hint_seed(viewer, len(table.match.steps)))]
    waited = 0
    deadline = time.perf_counter() + ANSWER_SECONDS
    while table.hint.shown is None and time.perf_counter() < deadline:
        frames(app, 1)       # the table keeps drawing while the worker searches
        waited += 1
        time.sleep(0.01)
    shown = table.hint.shown
    assert shown is not None, "no hint came"
    searched = time.perf_counter() - started
    assert waited >= 1                                  # frames went by while it searched ...
    assert key_frame < searched / 2                     # ... and the key's own frame was no part of the search
    assert shown.gesture is not None and shown.gesture in table.model.gestures   # a legal move, lit
    assert shown.gesture.action in table.model.legal
    assert shown.text and shown.reason
    before = len(table.match.steps)
    assert perform(table, shown.gesture)                # the lit gesture makes the move
    assert len(table.match.steps) > before
    frames(app, 1)
    assert table.hint.shown is None                     # and the hint goes with the position


def test_a_hint_for_a_position_that_has_passed_is_never_shown(app: App) -> None:
    """Two people at one device: a hint Ana asked for and did not wait for must never show
    on Bo's turn (it was searched from Ana's cards)."""
    table = start_game(app, "ddr", ("Ana", "Bo"), ("human", "human"), seed=5, autosave=False)
    my_turn(app, table)
    asker = table.model.viewer
    key(app, pygame.K_h)
    assert table.hint.waiting
    assert perform(table, table.model.gestures[0])     # the player moved before the answer came
    deadline = time.perf_counter() + 8.0                # time enough for the worker to answer
    while time.perf_counter() < deadline:
        top = app.stack.top
        if top is not None and top is not table:        # the curtain: the next player takes the device
            top.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
        frames(app, 1)
        assert table.hint.shown is None
        time.sleep(0.01)
    assert table.model.viewer != asker                  # it is the other player's turn now
    assert not table.hint.waiting


def test_the_button_asks_and_is_refused_off_turn(app: App) -> None:
    table = start_game(app, "dancing_queen", ("Ana", "Bo"), ("human", "easy"), seed=3, autosave=False)
    my_turn(app, table)
    click(app, table.hint.button.rect.center)
    assert table.hint.waiting
    table.hint.forget()
    table.model.viewer = 1                              # an AI seat's eyes: nothing to ask for
    assert table.hint.why_not()
    frames(app, 1)
    assert not table.hint.button.enabled
