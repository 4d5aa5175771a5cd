"""The set-up screen shows what a game declares: its rules to switch on as toggles, its
choices as a choice (◀ value ▶), and nothing of its stacked set-ups."""

from __future__ import annotations

import dataclasses

import pygame

from game import registry
from game.core.options import OptionKind, OptionSpec
from scenes.app import App
from scenes.setup import SeatSetupScene
from tests.scenes.driving import click, frames, key

PACK = OptionSpec("pack", "Adventure pack", "Which Adventure pack the quests come from.", OptionKind.CHOICE,
                  choices=("harbor", "crypt", "keep"))
HEALING = OptionSpec("healing", "Rest between quests", "Every Hero heals to full at Build.")
STACK = OptionSpec("quest_order", "Quest order", "The quests, first first.", OptionKind.STACK, shown=False)


def _scene(app: App) -> SeatSetupScene:
    entry = dataclasses.replace(registry.entry("ddo"), options=(PACK, STACK, HEALING))
    scene = SeatSetupScene(app, entry)
    app.stack.push(scene)
    frames(app, 2)
    return scene


def test_a_choice_is_offered_beside_the_toggles_and_reaches_the_config(app: App) -> None:
    scene = _scene(app)
    assert scene.offered == (HEALING, PACK)               # toggles first, then choices; no stacked set-up
    assert scene.option_values() == {"pack": "harbor"}    # the default is the first choice
    click(app, (scene.option_rect(1).right - 4, scene.option_rect(1).centery))   # ▶
    assert scene.option_values() == {"pack": "crypt"}
    click(app, (scene.option_rect(1).left + 4, scene.option_rect(1).centery))    # ◀
    click(app, (scene.option_rect(1).left + 4, scene.option_rect(1).centery))
    assert scene.option_values() == {"pack": "keep"}
    click(app, scene.option_rect(0).center)
    assert scene.option_values() == {"pack": "keep", "healing": True}
    frames(app, 1)
    assert not app.fonts.clipped


def test_a_choice_answers_the_keys(app: App) -> None:
    scene = _scene(app)
    key(app, pygame.K_TAB)                      # the first field is the toggle; then the choice
    assert scene.fields()[scene.focus] == ("option", 1)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert scene.option_values()["pack"] == "keep"
    key(app, pygame.K_RETURN)                   # Enter moves a choice on, as a click does
    assert scene.option_values()["pack"] == "harbor"


def test_a_mode_declared_as_an_option_is_not_offered_twice(app: App) -> None:
    mode = OptionSpec("mode", "Mode", "How to play.", OptionKind.CHOICE, choices=("competitive", "solo"))
    entry = dataclasses.replace(registry.entry("dance_card"), options=(mode,))
    assert entry.shown_options(OptionKind.CHOICE) == ()
    assert SeatSetupScene(app, entry).offered == ()
