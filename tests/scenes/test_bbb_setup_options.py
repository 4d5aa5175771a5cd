"""The setup screen offers Beat by Beat's Experimental Rules as toggles, off by default; a
ticked one reaches the engine's config."""

from __future__ import annotations

import pygame

from game import registry
from game.beat_by_beat.state import Phase
from scenes.app import App
from scenes.setup import SeatSetupScene
from scenes.toolkit.table import TableScene
from tests.scenes.driving import click, frames, key


def _setup(app: App) -> SeatSetupScene:
    scene = SeatSetupScene(app, registry.entry("beat_by_beat"))
    app.stack.push(scene)
    frames(app, 2)
    return scene


def test_a_ticked_option_reaches_the_game_and_the_others_stay_off(app: App) -> None:
    scene = _setup(app)
    assert scene.chosen == [False] * 5
    click(app, scene.option_rect(2).center)   # Judge Drafting
    assert scene.chosen == [False, False, True, False, False]
    scene.begin()
    frames(app, 2)
    table = app.stack.top
    assert isinstance(table, TableScene)
    options = table.match.state.options
    assert options.judge_draft and not options.crowd_tokens and not options.favor_recovery
    assert not options.move_effects and not options.crowd_bonuses
    assert table.match.state.phase is Phase.JUDGE_DRAFT


def test_the_options_are_reached_by_keys_too(app: App) -> None:
    scene = _setup(app)
    for _ in range(2):
        key(app, pygame.K_RIGHT)   # the first field is the first option: ← → toggle it
    assert scene.chosen[0] is False
    key(app, pygame.K_RETURN)
    assert scene.chosen[0] is True
    key(app, pygame.K_TAB)
    key(app, pygame.K_RIGHT)
    assert scene.chosen == [True, True, False, False, False]
    assert not app.fonts.clipped


def test_a_game_without_options_to_set_shows_no_toggles(app: App) -> None:
    scene = SeatSetupScene(app, registry.entry("dancing_queen"))
    assert scene.offered == () and ("option", 0) not in scene.fields()   # its options are stacked set-ups
