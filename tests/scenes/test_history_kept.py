"""A game finished at the table is kept in the history; a tutorial or an unsaved game is not."""

from __future__ import annotations

import random
from pathlib import Path

from game.core.history import read_history
from scenes.app import App
from scenes.end import EndScene
from scenes.flow import start_game
from tests.scenes.driving import frames


def play_to_the_end(app: App, autosave: bool) -> None:
    table = start_game(app, "dancing_queen", ("Ana", "Bo"), ("human", "human"), seed=4, autosave=autosave)
    table.ended = True   # the test opens the end itself
    rng = random.Random(4)
    while table.outcome() is None:
        table.play(rng.choice(table.rules.legal_actions(table.match.state)))
    frames(app)
    app.stack.push(EndScene(app, table))   # what the table opens once the last cards have landed
    assert app.saver.flush()


def test_a_finished_game_goes_into_the_history(app: App, home: Path) -> None:
    play_to_the_end(app, autosave=True)
    games, set_aside = read_history(home / "data" / "history")
    assert set_aside == [] and len(games) == 1
    assert games[0].game == "dancing_queen" and games[0].names == ("Ana", "Bo")
    assert not list((home / "data" / "saves").glob("dancing_queen-*.json"))   # nothing left to continue


def test_a_game_without_saving_is_not_kept(app: App, home: Path) -> None:
    play_to_the_end(app, autosave=False)
    assert read_history(home / "data" / "history") == ([], [])
