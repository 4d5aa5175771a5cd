"""Nothing lost, nothing leaked, round two: the saves, names, decks and messages a player
met. Each test here failed before the change it guards (the note in each says how)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.core.contract import GameConfig
from game.core.records import Record, save_record
from game.core.sealing import ensure_key
from game.userdirs import seal_key_path
from scenes.app import App
from scenes.flow import continue_game
from scenes.paths import save_path, saves_dir
from scenes.settings import Settings


def _with_seats_option() -> Record:
    return Record("ddr", GameConfig.of(2, {"seats": 3}), 5, (), ("Cy", "Di"), ("human", "easy"))


def test_an_old_slot_whose_options_hold_seats_does_not_stop_the_app(home: Path) -> None:
    """Before: TypeError from GameConfig.make at every start, before main's guard."""
    path = save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    save_record(_with_seats_option(), path)
    made = App(Settings(), persist_settings=False)
    try:
        problem = continue_game(made)
        assert problem is not None and "could not be read" in problem and "no option 'seats'" in problem
        made.step(0.0)
    finally:
        made.close()


def test_a_sealed_save_whose_options_hold_seats_is_one_message(app: App) -> None:
    """Before: Continue crashed with the same TypeError."""
    slot = saves_dir() / "ddr-sealed.json"
    save_record(_with_seats_option(), slot, ensure_key(seal_key_path()))
    problem = continue_game(app)
    assert problem is not None and "could not be read" in problem and "no option 'seats'" in problem
    assert slot.with_name("ddr-sealed.unreadable.json").exists()


def test_whatever_the_old_slot_raises_the_app_starts(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The move of the old slot runs at every start, before main's guard: no error of it may
    stop the app (the save stays for Continue to tell about)."""
    path = save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    save_record(Record("ddr", GameConfig.make(2), 5, (), ("Cy", "Di"), ("human", "easy")), path)

    def broken(data: Any, source: str = "") -> Record:
        raise TypeError("something no one foresaw")
    monkeypatch.setattr(Record, "from_json", staticmethod(broken))
    made = App(Settings(), persist_settings=False)
    made.close()
    assert path.exists()


# -- defect 4: no error of the engine ends the app ----------------------------------------------

STACKED_TOO_DEEP = {"songs": ("first-light", "kite-string"), "first": 0, "chance": (None, 125)}


def test_an_engine_error_is_a_message_and_the_game_stays_as_it_was(app: App) -> None:
    """A stacked depth the deck has no more (125 cards at the start, 120 once dealt) can only be
    told when the card goes back. Before: the ValueError ended the app."""
    from scenes.flow import start_game
    table = start_game(app, "ddr", ("Cy", "Di"), ("human", "human"), seed=3, **STACKED_TOO_DEEP)
    table.curtain_for = None
    before, steps = table.match.state, len(table.match.steps)
    back = next(a for a in table.rules.legal_actions(before) if str(a).startswith("shuffle "))
    assert table.play(back) is False
    assert table.match.state is before and len(table.match.steps) == steps
    assert table.toast is not None and "could not be made" in table.toast.words
    assert "Nothing changed" in table.toast.words
    assert table.play(next(a for a in table.rules.legal_actions(before) if str(a) == "keep"))
    app.step(0.0)


def test_an_ai_move_the_engine_cannot_make_is_not_asked_for_again(app: App) -> None:
    from scenes.flow import start_game
    table = start_game(app, "ddr", ("Cy", "AI"), ("normal", "human"), seed=3, **STACKED_TOO_DEEP)
    back = [a for a in table.rules.legal_actions(table.match.state) if str(a).startswith("shuffle ")]
    for action in back:
        assert table.play(action) is False
    table._think(0.0)
    assert table.ai_legal and not any(str(a).startswith("shuffle ") for a in table.ai_legal)
