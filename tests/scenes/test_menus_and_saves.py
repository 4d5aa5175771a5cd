"""Every scene pushed and drawn; save then resume through the UI; a corrupt save gives a
clear message; settings persist."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game import registry
from scenes.app import App
from scenes.end import EndScene
from scenes.flow import start_game
from scenes.launcher import LauncherScene
from scenes.menus import (CurtainScene, InterludeScene, MessageScene, PauseScene, SettingsScene)
from game.core.records import load_record
from scenes.services.paths import save_path
from scenes.rules_page import RulesScene, blocks
from scenes.services.settings import Settings, read_settings, save_settings
from scenes.setup import SeatSetupScene
from scenes.toolkit.table import TableScene
from scenes.toolkit.view import Interlude
from tests.scenes.driving import click, drag, frames, key, settle


def test_every_scene_can_be_pushed_and_drawn(app: App) -> None:
    table = start_game(app, "dancing_queen", ("Ana", "Bo"), ("human", "easy"), seed=3, autosave=False)
    frames(app, 2)
    scenes = [
        LauncherScene(app), SeatSetupScene(app, registry.entry("dancing_queen")), SettingsScene(app),
        PauseScene(app, table), RulesScene(app, table.rules), CurtainScene(app, "Bo", lambda: None),
        InterludeScene(app, Interlude("Round 1", ("a line",)), table.card_painter),
        MessageScene(app, "Title", "Words"), EndScene(app, table),
    ]
    for scene in scenes:
        app.stack.push(scene)
        frames(app, 2)
        assert app.stack.top is scene
        app.stack.pop()
    assert app.stack.top is table


def test_unready_games_say_so_and_do_not_start(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from scenes import tables
    monkeypatch.delitem(tables.TABLES, "ddo")   # every game has its table now: pretend one is still being built
    launcher = LauncherScene(app)
    app.stack.push(launcher)
    frames(app)
    ddo = [e.game_id for e in launcher.entries].index("ddo")
    click(app, launcher.tiles[ddo].center)
    assert app.stack.top is launcher
    assert "not ready" in launcher.message


def test_launcher_to_table_by_keyboard_alone(app: App) -> None:
    launcher = LauncherScene(app)
    app.stack.push(launcher)
    frames(app)
    for _ in range([e.game_id for e in launcher.entries].index("dancing_queen")):
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, SeatSetupScene)
    key(app, pygame.K_DOWN)                    # to seat 1's kind
    key(app, pygame.K_RIGHT)                   # human -> easy
    setup = app.stack.top
    assert setup.kinds[0] == "easy"
    key(app, pygame.K_LEFT)                    # back to human
    key(app, pygame.K_RETURN)                  # Enter on a kind cycles it; move on
    key(app, pygame.K_LEFT)
    for _ in range(10):
        if setup.fields()[setup.focus % len(setup.fields())][0] == "start":
            break
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, (TableScene, CurtainScene))


def test_save_then_resume_through_the_ui(app: App) -> None:
    table = start_game(app, "dancing_queen", ("Ana", "Bo"), ("human", "human"), seed=11)
    frames(app, 2)
    click(app, (640, 360))                      # lift the curtain
    settle(app)
    hand = next(k for k in table.board.sprites if ":hand:0:" in k)
    drag(app, table.board.sprites[hand].pos, table.board.zones["lead:0"].area.center)
    settle(app)
    played = table.match.record().actions
    assert played == ("lead girl",)
    app.stack.push(PauseScene(app, table))
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    save_button = next(b for b in pause.column.buttons if "Save" in b.label)
    click(app, save_button.rect.center)
    assert "Saved" in pause.note
    assert load_record(table.save_slot).actions == ("lead girl",)
    assert "lead girl" not in table.save_slot.read_text()  # sealed while the game goes on
    quit_button = next(b for b in pause.column.buttons if "Quit" in b.label)
    click(app, quit_button.rect.center)
    launcher = app.stack.top
    assert isinstance(launcher, LauncherScene) and launcher.saved == "Dancing Queen, round 1"  # the engine's unit
    click(app, launcher.buttons[0].rect.center)  # Continue
    frames(app, 2)
    resumed = app.stack.find(TableScene)
    assert isinstance(resumed, TableScene) and resumed is not table
    assert resumed.match.record().actions == played
    assert resumed.model.plan.names == ("Ana", "Bo")


def test_a_corrupt_save_gives_a_clear_message_and_no_traceback(app: App) -> None:
    path = save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ this is not json", encoding="utf-8")
    launcher = LauncherScene(app)
    app.stack.push(launcher)
    frames(app)
    click(app, launcher.buttons[0].rect.center)
    message = app.stack.top
    assert isinstance(message, MessageScene)
    assert "could not be read" in message.words and "not valid JSON" in message.words
    assert not path.exists() and path.with_name("last_game.unreadable.json").exists()
    key(app, pygame.K_RETURN)
    assert app.stack.top is launcher


def test_settings_round_trip_and_a_broken_file_gives_defaults(home: Path) -> None:
    settings = Settings(fullscreen=True, animation="instant", volume=0.2, ai_pace="brisk")
    save_settings(settings)
    assert read_settings()[0] == settings
    (home / "config" / "settings.json").write_text("[1, 2", encoding="utf-8")
    assert read_settings()[0] == Settings()
    assert Settings().cycled("animation").animation == "fast"


def test_rules_markdown_blocks() -> None:
    found = blocks("# Title\n\nSome **bold** words\ngo on.\n\n- a `step`\n| a | b |\n|---|---|\n| 1 | 2 |\n")
    assert ("h1", "Title") in found and ("para", "Some bold words go on.") in found
    assert ("bullet", "a step") in found and ("row", "1\t2") in found   # cells, drawn as a table
    assert blocks("- one\n  two\n")[0] == ("bullet", "one two")
