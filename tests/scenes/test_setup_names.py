"""The setup's seat names: a distinct default name per seat (names typed before first), up
to 24 letters typed, and every table lays such a name out whole."""

from __future__ import annotations

import random

import pygame
import pytest

from game import registry
from game.core.contract import GameConfig
from game.core.records import Match
from scenes.app import App
from scenes.menus import CurtainScene
from scenes.setup import NAME_LIMIT, SeatSetupScene
from scenes.toolkit.table import open_match
from tests.scenes.driving import click, frames

LONG = ("Bartholomew Featherstone", "Wilhelmina Montgomeryson", "Maximiliano Wolfenstein",
        "Gwendolyn Abernathy-Moss", "Konstantin Vanderwalker", "Evangelina Worthington")


def _setup(app: App, game: str) -> SeatSetupScene:
    scene = SeatSetupScene(app, registry.entry(game))
    app.stack.push(scene)
    frames(app, 2)
    return scene


def test_each_seat_gets_its_own_name_and_a_kind_change_keeps_them_distinct(app: App) -> None:
    scene = _setup(app, "ddr")
    assert len(set(scene.names)) == len(scene.names)
    assert not any(name.split()[-1].isdigit() for name in scene.names[1:])    # no "Nora 2", "Nora 3"
    for seat in range(1, len(scene.names)):
        for _ in range(4):                                   # round every kind and back
            scene.cycle_kind(seat)
            assert len(set(scene.names)) == len(scene.names), scene.names


def test_names_typed_before_come_first(app: App) -> None:
    app.typed_names.update({0: "Ana", 1: "Nora", 7: "Zed"})
    scene = _setup(app, "ddr")
    assert scene.names[:3] == ["Ana", "Nora", "Zed"]         # Zed's seat is not in this game: the next seat takes it
    assert len(set(scene.names)) == len(scene.names)


def test_a_name_of_24_letters_can_be_typed_and_shows_whole(app: App) -> None:
    scene = _setup(app, "ddr")
    assert NAME_LIMIT >= 24
    click(app, scene.name_rect(0).center)
    frames(app, 1, [pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in LONG[0] + "xyz"])
    assert scene.names[0] == LONG[0][:NAME_LIMIT]
    app.fonts.clipped.clear()
    frames(app, 2)
    assert not app.fonts.clipped


@pytest.mark.slow  # the table conformance suite checks every table's 24-letter names in the quick tier
@pytest.mark.parametrize("game", ["dancing_queen", "dance_card", "ddr"])
def test_every_table_lays_out_24_letter_names_without_cutting(app: App, game: str) -> None:
    seats = registry.entry(game).seats[1]
    rules = registry.rules(game)
    for moves in (3, 40):
        match = Match(rules, GameConfig.make(seats), 7, LONG[:seats], ("human",) + ("easy",) * (seats - 1))
        bot, rng = registry.bot(game, "easy"), random.Random(1)
        for _ in range(moves):
            state = match.state
            if rules.outcome(state) is not None:
                break
            seat = rules.to_act(state)
            match.play(bot.choose(rules.observe(state, seat), rules.legal_actions(state), rng,
                                  registry.hard_budget(game)))
        app.fonts.clipped.clear()
        open_match(app, match, autosave=False)
        for _ in range(40):
            frames(app)
            if isinstance(app.stack.top, CurtainScene):
                click(app, (640, 360))
        assert not [w for w in app.fonts.clipped if any(n.split()[0] in w for n in LONG)], (moves, app.fonts.clipped)
