"""The replay viewer steps a whole game back and forth through a seat's eyes; the history page
lists finished games and opens them; a game in progress shows only its own players' seats."""

from __future__ import annotations

import random
from pathlib import Path

import pygame

from game import registry
from game.core.contract import GameConfig
from game.core.history import history_dir, write_finished
from game.core.records import Match, Record
from game.core.seats import SeatKind
from scenes.app import App
from scenes.history_page import HistoryScene
from scenes.replay_viewer import ReplayViewer, viewable_seats
from tests.scenes.driving import frames

GAMES = {"dancing_queen": 2, "ddr": 2, "dance_card": 2, "beat_by_beat": 2, "ddo": 2}


def played(game_id: str, seats: int, kinds: tuple[str, ...] | None = None, moves: int | None = None) -> Match:
    rules = registry.rules(game_id)
    kinds = kinds or ("human",) + ("easy",) * (seats - 1)
    match = Match(rules, GameConfig.of(seats, {}), 7, tuple(f"P{i}" for i in range(seats)),
                  tuple(SeatKind(k) for k in kinds))
    rng = random.Random(7)
    while rules.outcome(match.state) is None and (moves is None or len(match.steps) < moves):
        match.play(rng.choice(rules.legal_actions(match.state)))
    return match


def key(app: App, which: int) -> None:
    frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=which, mod=0, unicode="")])


def test_every_game_steps_to_the_start_and_back_to_the_end(app: App) -> None:
    for game_id, seats in GAMES.items():
        match = played(game_id, seats)
        assert app.watch_again(match.record(), finished=True) is None
        viewer = app.stack.top
        assert isinstance(viewer, ReplayViewer)
        rules = match.rules
        assert viewer.cursor == len(match.steps)
        key(app, pygame.K_HOME)
        assert viewer.cursor == 0
        assert viewer.model.observation == rules.observe(viewer.states[0], viewer.model.viewer)
        for _ in range(3):
            key(app, pygame.K_RIGHT)
        assert viewer.cursor == 3
        assert viewer.model.observation == rules.observe(viewer.states[3], viewer.model.viewer)
        assert viewer.model.legal == ()            # nothing can be played on the past
        key(app, pygame.K_PAGEDOWN)
        assert viewer.cursor > 3
        key(app, pygame.K_END)
        assert viewer.cursor == len(match.steps)
        assert viewer.model.observation == rules.observe(match.state, viewer.model.viewer)
        key(app, pygame.K_2)                        # a finished game: any seat's eyes
        assert viewer.model.viewer == 1
        surface = pygame.Surface(app.screen_size)
        viewer.draw(surface)
        key(app, pygame.K_ESCAPE)
        assert not isinstance(app.stack.top, ReplayViewer)


def test_a_game_in_progress_shows_only_its_own_players_seats(app: App) -> None:
    match = played("dancing_queen", 2, moves=9)
    record = match.record()
    assert viewable_seats(record, finished=False) == (0,)
    assert app.watch_again(record, finished=False) is None
    viewer = app.stack.top
    assert isinstance(viewer, ReplayViewer)
    key(app, pygame.K_2)                            # the AI seat's hand stays hidden
    assert viewer.model.viewer == 0
    assert viewer.toast is not None and "own players' eyes" in viewer.toast.words
    key(app, pygame.K_HOME)
    for cursor in range(len(match.steps) + 1):
        viewer.show(cursor)
        assert viewer.model.observation == match.rules.observe(viewer.states[cursor], 0)


def test_space_plays_the_game_at_the_ai_pace(app: App) -> None:
    match = played("dancing_queen", 2)
    app.watch_again(match.record(), finished=True)
    viewer = app.stack.top
    assert isinstance(viewer, ReplayViewer)
    key(app, pygame.K_HOME)
    key(app, pygame.K_SPACE)
    for _ in range(60 * 4):
        frames(app)
    assert viewer.cursor >= 2


def test_a_bad_record_is_one_line_and_opens_nothing(app: App) -> None:
    match = played("dancing_queen", 2)
    record = match.record()
    bad = Record(record.game, record.config, record.seed, record.actions[:3] + ("nonsense move",),
                 record.names, record.seat_kinds)
    before = len(app.stack)
    trouble = app.watch_again(bad, finished=True)
    assert trouble is not None and "\n" not in trouble
    assert len(app.stack) == before


def test_the_history_page_lists_finished_games_and_opens_them(app: App, home: Path) -> None:
    for seed in range(3):
        match = played("dancing_queen", 2)
        outcome = match.rules.outcome(match.state)
        assert outcome is not None
        write_finished(history_dir(), match.record(), outcome, 1e6 + seed)
    (history_dir() / "junk.json").write_text("{")
    page = HistoryScene(app)
    app.stack.push(page)
    frames(app, 2)
    assert "set aside" in page.message
    assert len(page.rows) == 3
    rect, _ = page.rows[0]
    frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=rect.center)])
    assert isinstance(app.stack.top, ReplayViewer)
