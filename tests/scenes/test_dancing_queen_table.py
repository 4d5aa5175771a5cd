"""Dancing Queen's table driven through posted mouse and key events, checked against what
the engine received."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.dancing_queen.cards import Gender
from game.dancing_queen.state import Role, place
from scenes.app import App
from scenes.flow import start_game
from scenes.menus import CurtainScene
from scenes.toolkit.cards import CardFace
from scenes.toolkit.table import TableScene
from tests.scenes.driving import click, drag, frames, key, one_gesture_each, settle, spy_checks


def hot_seat(app: App, seed: int = 7) -> TableScene:
    table = start_game(app, "dancing_queen", ("Ana", "Bo"), ("human", "human"), seed=seed)
    frames(app, 2)
    assert isinstance(app.stack.top, CurtainScene)
    click(app, (640, 360))          # Ana takes the device
    settle(app)
    assert app.stack.top is table and table.model.viewer == 0
    return table


def hand_key(table: TableScene) -> str:
    return next(k for k in table.board.sprites if ":hand:0:" in k)


def test_dragging_the_card_to_the_lead_spot_plays_it_as_lead(app: App) -> None:
    table = hot_seat(app)
    start = table.board.sprites[hand_key(table)].pos
    drag(app, start, table.board.zones["lead:0"].area.center)
    assert [str(s.action) for s in table.match.steps] == ["lead girl"]


def test_turning_the_held_card_plays_the_other_half(app: App) -> None:
    table = hot_seat(app)
    start = table.board.sprites[hand_key(table)].pos
    frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(int(start.x), int(start.y)), button=1)])
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=(400, 480), rel=(0, 0), buttons=(1, 0, 0))])
    key(app, pygame.K_r)            # turn it: the boy half now faces out
    assert table.model.hand.variant == "boy"
    end = table.board.zones["lead:0"].area.center
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))])
    frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])
    assert table.match.steps[-1].action == place(Role.LEAD, Gender.BOY)


def test_an_illegal_drop_is_refused_with_the_engines_reason_and_slides_back(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    table = hot_seat(app)
    checks = spy_checks(table, monkeypatch)
    key_ = hand_key(table)
    home = table.board.sprites[key_].home
    drag(app, table.board.sprites[key_].pos, table.board.zones["supports:0"].area.center)
    assert table.match.steps == []                         # nothing was played
    assert checks == ["support girl"]                      # the engine was asked about this move
    assert table.toast is not None
    expected = table.rules.check(table.match.state, place(Role.SUPPORT, Gender.GIRL))
    assert expected is not None and expected.reason in table.toast.words
    assert table.board.sprites[key_].tween is not None           # sliding home
    settle(app)
    assert table.board.sprites[key_].pos == home


def test_click_to_select_then_click_to_place(app: App) -> None:
    table = hot_seat(app)
    click(app, table.board.sprites[hand_key(table)].pos)
    assert table.model.hand.selected == hand_key(table)
    click(app, table.board.zones["lead:0"].area.center)
    assert [str(s.action) for s in table.match.steps] == ["lead girl"]


def test_keyboard_tab_cycles_legal_moves_and_enter_plays(app: App) -> None:
    table = hot_seat(app)
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    focused = table.model.focused()
    assert focused is not None and str(focused.action) == "lead boy"
    key(app, pygame.K_RETURN)
    assert [str(s.action) for s in table.match.steps] == ["lead boy"]


def faces_drawn(table: TableScene, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    drawn: list[str] = []
    original = table.card_painter.image

    def image(look: Any, size: Any = None, angle: int = 0) -> pygame.Surface:
        if isinstance(look, CardFace):
            drawn.append(look.title)
        return original(look, size, angle) if size is not None else original(look)

    monkeypatch.setattr(table.card_painter, "image", image)
    return drawn


def test_the_curtain_hides_every_private_card_until_the_next_player_clicks(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    table = start_game(app, "dancing_queen", ("Ana", "Bo"), ("human", "human"), seed=7)
    drawn = faces_drawn(table, monkeypatch)
    frames(app, 5)
    assert isinstance(app.stack.top, CurtainScene) and drawn == []
    click(app, (640, 360))
    settle(app)
    assert drawn, "Ana sees her own card once she has the device"
    ana_card = drawn[-1]
    drag(app, table.board.sprites[hand_key(table)].pos, table.board.zones["lead:0"].area.center)
    settle(app)
    drawn.clear()
    frames(app, 10)
    assert isinstance(app.stack.top, CurtainScene), "Bo's turn: the curtain comes down"
    assert drawn == []
    click(app, (640, 360))
    settle(app)
    assert table.model.viewer == 1
    assert drawn and ana_card not in drawn[-3:], "Bo sees his card, never Ana's"
    log_text = " ".join(words for words, _ in table.log.entries)
    assert ana_card.split(" / ")[0] not in log_text, "the log retold for Bo keeps Ana's card secret"


def test_pause_menu_undo_refuses_past_a_barrier_in_words(app: App) -> None:
    table = hot_seat(app)
    key(app, pygame.K_ESCAPE)
    from scenes.menus import PauseScene
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    assert not pause.column.buttons[2].enabled                 # greyed: nothing can be taken back
    assert pause.undo_refused == "Nothing has been played yet."  # and the one reason that applies
    pause.undo()
    assert pause.note == "Nothing has been played yet."


def rotate_position(app: App) -> TableScene:
    """Ana has just played We're Even (a rotate half) as a support: the power is hers to use."""
    from game import registry
    from game.core.contract import GameConfig
    from game.core.records import Match
    from scenes.flow import open_match
    rules = registry.rules("dancing_queen")
    config = GameConfig.make(2, stack=("all_one_gender", "majority", "parity_total"))
    match = Match(rules, config, 1, ("Ana", "Bo"), ("human", "human"))
    for text in ("lead girl", "lead boy", "draw", "support girl"):
        match.play(rules.parse_action(match.state, text))
    table = open_match(app, match, autosave=False)
    frames(app, 2)
    click(app, (640, 360))
    settle(app)
    assert str(table.model.observation.phase.value) == "rotate"
    return table


def test_dragging_the_played_card_onto_a_dancer_uses_its_rotate_power(app: App) -> None:
    table = rotate_position(app)
    power = table.view.power_card(table.model.observation)
    assert power is not None and power in table.model.sources(table.board.sprites)
    own_lead = table.view.dancer_key(table.model.observation, table.model.observation.lead(0).ref)
    drag(app, table.board.sprites[power].pos, table.board.sprites[own_lead].pos)
    assert str(table.match.steps[-1].action) == "rotate 0a"


def test_clicking_the_rivals_lead_is_refused_with_the_engines_reason(app: App) -> None:
    table = rotate_position(app)
    rival_lead = table.view.dancer_key(table.model.observation, table.model.observation.lead(1).ref)
    steps = len(table.match.steps)
    click(app, table.board.sprites[rival_lead].pos)
    assert len(table.match.steps) == steps
    assert table.toast is not None and "rival's lead" in table.toast.words


def test_every_legal_action_has_exactly_one_gesture() -> None:
    """Over seeded games, every action the engine offers is exactly one hand move on the table
    (a drag, a click or a button), no two moves look the same to the hand, every place a move
    names is on the table, and a refused copy of a drop would mean the same action."""
    import random

    from game import registry
    from game.core.contract import GameConfig
    from scenes.tables.dancing_queen import DancingQueenTable

    rules = registry.rules("dancing_queen")
    view = DancingQueenTable(rules)
    bot = registry.bot("dancing_queen", "easy")
    kinds: set[str] = set()
    for seed in range(6):
        state = rules.new_game(GameConfig.make(2), 70 + seed)
        rng = random.Random(seed)
        while rules.outcome(state) is None:
            seat = rules.to_act(state)
            obs = rules.observe(state, seat)
            legal = rules.legal_actions(state)
            kinds |= one_gesture_each(view, obs, seat, ("Ana", "Bo"), legal)
            state, _ = rules.apply(state, bot.choose(obs, legal, rng, registry.hard_budget("dancing_queen")))
    assert {"lead", "support", "draw", "pass"} <= kinds, kinds
