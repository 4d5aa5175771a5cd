"""The ways in to learning a game: Learn to play and How to play from the launcher and the
set-up, F1 at a table showing the page for players with its cards drawn, and the lesson's
screens drawing without changing anything."""

from __future__ import annotations

import pygame

from game import registry
from game.core.player_page import markers, read_page
from scenes.app import App
from scenes.flow import start_game
from scenes.launcher import LauncherScene
from scenes.learn import LearnScene
from scenes.rules_page import RulesScene
from scenes.setup import SeatSetupScene
from scenes.toolkit.table_guide import LessonDoneScene
from scenes.toolkit.table_hint import ShownHint
from scenes.toolkit.table_tutorial import TutorialTable, open_lesson
from tests.scenes.driving import click, frames, key
from tests.scenes.state_snapshot import advance, differences, snapshot


def drawn_twice_unchanged(app: App, thing: object) -> None:
    before = snapshot(thing)
    app.draw(app.screen)
    app.draw(app.screen)
    after = snapshot(thing)
    assert before == after, "draw changed: " + "\n".join(differences(before, after))


def test_every_players_page_draws_each_of_its_cards_as_a_picture(app: App) -> None:
    for entry in registry.CATALOGUE:
        page = RulesScene(app, registry.rules(entry.game_id))
        found = {f"{m.game} {m.kind} {m.card}" for m in markers(read_page(entry.game_id))}
        assert found and set(page.pictures) == found, entry.game_id     # every marker, as a picture
        assert all(p.get_width() > 100 and p.get_height() > 140 for p in page.pictures.values())
        words = " ".join(line.text for line in page.lines)
        assert "[card:" not in words and "docs/" not in words, entry.game_id


def test_the_launcher_opens_learn_to_play_and_how_to_play(app: App) -> None:
    launcher = LauncherScene(app)
    app.stack.push(launcher)
    launcher.checked()
    frames(app, 1)
    key(app, pygame.K_l)
    learn = app.stack.top
    assert isinstance(learn, LearnScene) and learn.entry.game_id == registry.CATALOGUE[0].game_id
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is launcher
    key(app, pygame.K_F1)
    assert isinstance(app.stack.top, RulesScene)
    key(app, pygame.K_ESCAPE)
    last = len(launcher.tiles) - 1
    click(app, launcher.learn_buttons[last][1].rect.center)    # the last game's How to play, by mouse
    page = app.stack.top
    assert isinstance(page, RulesScene) and page.game_id == registry.CATALOGUE[last].game_id
    key(app, pygame.K_ESCAPE)
    click(app, launcher.learn_buttons[last][0].rect.center)
    assert isinstance(app.stack.top, LearnScene)


def test_the_setup_opens_them_too_and_f1_at_a_table_shows_the_players_page(app: App) -> None:
    setup = SeatSetupScene(app, registry.entry("dance_card"))
    app.stack.push(setup)
    frames(app, 1)
    key(app, pygame.K_F1)
    assert isinstance(app.stack.top, RulesScene)
    key(app, pygame.K_ESCAPE)
    click(app, setup.learn.rect.center)
    assert isinstance(app.stack.top, LearnScene)
    table = start_game(app, "dancing_queen", ("Ana", "Bo"), ("human", "easy"), seed=3, autosave=False)
    frames(app, 2)
    key(app, pygame.K_F1)
    page = app.stack.top
    assert isinstance(page, RulesScene) and page.pictures          # the page for players, with its cards
    assert app.stack.find(type(table)) is table


def test_the_lesson_and_a_hint_draw_without_changing(app: App) -> None:
    table = open_lesson(app, "ddr", 3, reading=False, keep_place=False)
    advance(app, 3)
    assert isinstance(app.stack.top, TutorialTable)
    drawn_twice_unchanged(app, table)
    learn = LearnScene(app, registry.entry("ddr"))
    app.stack.push(learn)
    advance(app, 2)
    drawn_twice_unchanged(app, learn)
    app.stack.pop()
    done = LessonDoneScene(app, "A lesson", "The closing words.", lambda: None)
    app.stack.push(done)
    advance(app, 2)
    drawn_twice_unchanged(app, done)
    game = start_game(app, "ddr", ("Ana", "Bo"), ("human", "easy"), seed=5, autosave=False)
    advance(app, 3)
    gesture = game.model.gestures[0] if game.model.gestures else None
    game.hint.shown = ShownHint(gesture, "Draw a card.", "It is what I would do; a test says so.")
    drawn_twice_unchanged(app, game)
