"""The game's big moments on the table: opaque, over the board that produced them, and put
aside to look at that board (scenes/toolkit/table_moment.py)."""

from __future__ import annotations

import random

import pygame

from game import registry
from game.ddo.events import QuestEnded
from scenes.app import App
from scenes.flow import start_game
from scenes.toolkit.table import TableScene
from scenes.toolkit.table_moment import EndMoment, MomentScene
from tests.scenes.driving import click, frames, key, settle


def _play_until(app: App, table: TableScene, done: object, rng: random.Random, limit: int = 3000) -> None:
    for _ in range(limit):
        if callable(done) and done():
            return
        if app.stack.top is not table:
            return
        legal = table.rules.legal_actions(table.match.state)
        if not legal:
            return
        table.play(rng.choice(legal))
        frames(app, 1)
    raise AssertionError("the moment never came")


def test_a_ddo_quest_won_or_lost_is_a_moment_over_the_board(app: App) -> None:
    table = start_game(app, "ddo", ("Ana",), ("human",), seed=3, autosave=False)
    settle(app)
    rng = random.Random(3)
    ends: list[QuestEnded] = []
    table.on_action.append(lambda seat, action, events: ends.extend(e for e in events if isinstance(e, QuestEnded)))
    _play_until(app, table, lambda: bool(ends), rng)
    settle(app, 600)
    frames(app, 3)
    moment = app.stack.top
    assert isinstance(moment, MomentScene), type(moment)
    won = ends[0].won
    assert ("won!" in moment.interlude.title) == won and ("lost" in moment.interlude.title) != won
    assert any(("quest is won" if won else "lost") in line or "boss wins" in line for line in moment.interlude.lines)
    surface = pygame.Surface(app.screen_size)
    moment.draw(surface)
    key(app, pygame.K_b)                        # see the board: the panel goes, the moment stays
    assert moment.aside.hidden and app.stack.top is moment
    moment.draw(surface)
    frames(app, 120)                            # nothing moves on while the board is looked at
    assert app.stack.top is moment
    key(app, pygame.K_b)
    assert not moment.aside.hidden
    click(app, moment.tab().center)             # the tab under the panel does the same
    assert moment.aside.hidden and app.stack.top is moment
    click(app, moment.tab().center)
    assert not moment.aside.hidden
    key(app, pygame.K_RETURN)                   # and it is dismissed as any result
    assert app.stack.top is not moment


def test_the_end_keeps_the_final_board_and_can_be_put_aside(app: App) -> None:
    table = start_game(app, "dancing_queen", ("Ana", "Bo"), ("human", "human"), seed=5, autosave=False)
    rng = random.Random(5)
    for _ in range(4000):
        top = app.stack.top
        if isinstance(top, EndMoment):
            break
        if top is not table:
            key(app, pygame.K_RETURN)          # a curtain or a round's result: go on
            frames(app, 2)
            if isinstance(app.stack.top, type(top)) and app.stack.top is top:
                pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(640, 360), button=1))
                frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 360), button=1),
                                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(640, 360), button=1)])
            continue
        legal = table.rules.legal_actions(table.match.state)
        if legal and table.model.viewer_acts():
            table.play(rng.choice(legal))
        frames(app, 2)
    end = app.stack.top
    assert isinstance(end, EndMoment) and registry.rules("dancing_queen").outcome(table.match.state) is not None
    assert pygame.Rect((0, 0), app.screen_size).contains(end.tab())
    key(app, pygame.K_b)
    assert end.aside.hidden and app.stack.top is end
    key(app, pygame.K_b)
    assert not end.aside.hidden
