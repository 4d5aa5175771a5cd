"""Drawing changes nothing: state advances in `update` (and in handling events), never in `draw`.

Every screen of the app is drawn over and again and its state compared before and after (the
pixels it may cache aside, `scenes/stack.py`'s DRAW_CACHES); the app itself too, with a notice
for the player up. The tables are held to the same by the table conformance suite
(tests/scenes/test_table_conformance.py), at every seat count of every game.
"""

from __future__ import annotations

import pytest

from game import registry
from scenes.app import App
from scenes.tables.ddo_deck_builder import DeckBuilderScene
from scenes.flow import start_game
from scenes.launcher import LauncherScene
from scenes.menus import CurtainScene, InterludeScene, MessageScene, PauseScene, SettingsScene
from scenes.rules_page import RulesScene
from scenes.saves import SavesScene
from scenes.services.saving import list_saves
from scenes.setup import SeatSetupScene
from scenes.stack import Scene
from scenes.toolkit.cards import CardFace, CardSection
from scenes.toolkit.view import Interlude
from scenes.end import EndScene
from scenes.toolkit.table import open_match
from tests.scenes.driving import frames, settle
from tests.scenes.state_snapshot import advance, differences, snapshot
from tests.scenes.table_positions import finished_match


def drawn_twice_unchanged(app: App, thing: object) -> None:
    """Draw the whole frame twice (the first may fill caches); the state stays as it was."""
    before = snapshot(thing)
    app.draw(app.screen)
    app.draw(app.screen)
    after = snapshot(thing)
    assert before == after, "draw changed: " + "\n".join(differences(before, after))


def shown(app: App, scene: Scene) -> Scene:
    app.stack.push(scene)
    advance(app, 3)    # its updates, none of its drawing yet: the first draw is compared too
    assert app.stack.top is scene
    return scene


def test_the_screens_around_the_tables_draw_without_changing(app: App) -> None:
    launcher = shown(app, LauncherScene(app))
    launcher.checked()
    advance(app, 1)
    drawn_twice_unchanged(app, launcher)
    for entry in registry.CATALOGUE:
        drawn_twice_unchanged(app, shown(app, SeatSetupScene(app, entry)))
        app.stack.pop()
    drawn_twice_unchanged(app, shown(app, DeckBuilderScene(app)))
    app.stack.pop()
    drawn_twice_unchanged(app, shown(app, SettingsScene(app)))
    app.stack.pop()
    table = start_game(app, "dancing_queen", ("Ana", "Bo"), ("human", "easy"), seed=3)
    settle(app)
    for scene in (PauseScene(app, table), RulesScene(app, table.rules), CurtainScene(app, "Bo", lambda: None),
                  MessageScene(app, "Title", "Words")):
        drawn_twice_unchanged(app, shown(app, scene))
        app.stack.pop()
    face = CardFace((CardSection("A card", "Its words."),))
    interlude = InterludeScene(app, Interlude("Round 1", ("a line",), (("Ana: a card", face, 0),)), table.card_painter)
    drawn_twice_unchanged(app, shown(app, interlude))
    app.stack.pop()
    app.saver.flush()
    drawn_twice_unchanged(app, shown(app, SavesScene(app, list_saves())))


def test_the_app_draws_a_notice_without_taking_it_down(app: App) -> None:
    """A notice's eight seconds are counted in the frame's update: drawing it again and again
    neither starts its clock nor takes it down."""
    app.stack.push(LauncherScene(app))
    app.notify("Your settings could not be kept.")
    drawn_twice_unchanged(app, app)
    frames(app, 1)      # a whole frame: the update starts the notice's clock
    assert app.notices and app._notice_shown_at is not None
    drawn_twice_unchanged(app, app)


@pytest.mark.parametrize("game_id", registry.available_games())
def test_an_end_screen_draws_without_changing(app: App, game_id: str) -> None:
    """The end screen over a finished game of each kind."""
    table = open_match(app, finished_match(game_id), autosave=False)
    app.stack.push(EndScene(app, table))
    advance(app, 2)
    drawn_twice_unchanged(app, app.stack.top)
    drawn_twice_unchanged(app, table)
