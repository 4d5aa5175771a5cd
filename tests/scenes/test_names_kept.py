"""What the name field accepts, the save keeps and Continue reads back, in every game
(issue 23 #3). A no-break space, a zero-width space or an emoji joined by a zero-width
joiner used to be accepted by the field, autosaved, and then refused by the save's reader:
Continue set the game aside as unreadable."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from game import registry
from game.core.names import clean_name, is_name_text, name_text
from game.core.record_schema import MAX_NAME_CHARS
from game.ddo.content import catalogue
from scenes.app import App
from scenes.deck_builder import DeckBuilderScene
from scenes.deck_builder_files import decks_dir
from scenes.flow import continue_game
from scenes.paths import saves_dir
from scenes.setup import NAME_LIMIT, SeatSetupScene
from scenes.toolkit.table import TableScene

GAMES = registry.available_games()
HARD_NAMES = ("Ana\u00a0Bo", "Zo\u200be", "👩\u200d🚀 Kim", "Tab\tby", "\u202eevil", "é\u0301\u0301")


def _clear_saves() -> None:
    folder = saves_dir()
    for old in folder.glob("*") if folder.exists() else ():
        old.unlink()


def _start_through_the_field(app: App, game: str, typed: str) -> TableScene:
    app.typed_names.clear()                              # each example types afresh (one app for all)
    scene = SeatSetupScene(app, registry.entry(game))
    app.stack.clear_to(scene)
    scene.kinds = ["human"] * len(scene.kinds)          # no AI worker: hot-seat at every seat
    scene.focus = scene.fields().index(("name", 0))
    for start in range(0, len(typed), 5):                # typed, or pasted a few characters at a time
        scene.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=typed[start:start + 5]))
    scene.begin()
    table = app.stack.top
    assert isinstance(table, TableScene)
    return table


def _kept_through_continue(app: App, table: TableScene) -> TableScene:
    rules = table.rules
    table.match.play(rules.legal_actions(table.match.state)[0])   # the game plays, and autosaves
    table.save_in_background()
    assert app.saver.flush()
    problem = continue_game(app)
    assert problem is None, problem
    resumed = app.stack.top
    assert isinstance(resumed, TableScene) and resumed.save_slot == table.save_slot
    return resumed


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=12, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(typed=st.text(min_size=1, max_size=30))
@example(typed=HARD_NAMES[0]).via("a no-break space (AltGr+Space)")
@example(typed=HARD_NAMES[1]).via("a zero-width space")
@example(typed=HARD_NAMES[2]).via("an emoji joined with a zero-width joiner")
@example(typed=HARD_NAMES[3]).via("a tab")
def test_any_name_the_field_accepts_survives_save_and_continue(app: App, game: str, typed: str) -> None:
    _clear_saves()
    table = _start_through_the_field(app, game, typed)
    names = table.match.names
    assert names[0] and is_name_text(names[0]) and names[0] == names[0].strip()
    resumed = _kept_through_continue(app, table)
    assert resumed.match.names == names and resumed.match.record() == table.match.record()
    assert not list(saves_dir().glob("*.unreadable*"))


@pytest.mark.parametrize("typed,kept", [
    ("Ana\u00a0Bo", "Ana Bo"), ("Zo\u200be", "Zoe"), ("👩\u200d🚀 Kim", "👩\u200d🚀 Kim"), ("Tab\tby", "Tab by"),
    ("\u202eevil", "evil"), ("  ", "Player 1"), ("e\u0301", "é"), ("x" * 40, "x" * NAME_LIMIT)])
def test_the_field_keeps_a_name_as_a_player_reads_it(app: App, typed: str, kept: str) -> None:
    _clear_saves()
    assert _start_through_the_field(app, "dancing_queen", typed).match.names[0] == kept


@given(st.text(max_size=80))
def test_a_clean_name_is_what_the_reader_accepts_and_cleaning_it_again_changes_nothing(typed: str) -> None:
    name = clean_name(typed, MAX_NAME_CHARS)
    assert is_name_text(name) and is_name_text(name_text(typed))
    assert clean_name(name, MAX_NAME_CHARS) == name and len(name) <= MAX_NAME_CHARS
    assert name == name.strip() and "  " not in name


def test_a_deck_named_with_a_tab_survives_save_and_continue(app: App) -> None:
    """Before: read_deck kept the tab, the record's `decks` option carried it, and Continue set
    the save aside (option texts had to be printable)."""
    _clear_saves()
    folder = decks_dir()
    folder.mkdir(parents=True)
    base = catalogue().decks["warrior"]
    (folder / "tabbed.json").write_text(json.dumps(
        {"format": "floorshow-ddo-deck", "version": 1, "name": "Night\tWatch", "hero": base.hero,
         "cards": list(base.cards)}), encoding="utf-8")
    scene = SeatSetupScene(app, registry.entry("ddo"))
    app.stack.clear_to(scene)
    scene.kinds = ["human"] * len(scene.kinds)
    scene.deck_pick[0] = [words for words, _ in scene.deck_choices].index("Night Watch (yours)")
    scene.begin()
    table = app.stack.top
    assert isinstance(table, TableScene)
    resumed = _kept_through_continue(app, table)
    assert resumed.match.config == table.match.config


def test_the_deck_name_field_keeps_what_a_deck_file_keeps(app: App) -> None:
    builder = DeckBuilderScene(app)
    app.stack.push(builder)
    builder.focus = "name"
    builder.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="My\tZo\u200be\u00a0Deck"))
    assert builder.name == "My Zoe Deck"
