"""DDO's table, headless: every legal action is one hand move over seeded games, a deploy and a
refused deploy with the engine's reason, a commit, an attack, close and retreat, a use of a
stack card, and a whole hot-seat game played through the table to its end."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest

from game import registry
from game.core.contract import GameConfig
from game.ddo.state import Phase
from scenes.app import App
from scenes.end import EndScene
from scenes.flow import start_game
from scenes.menus import CurtainScene, InterludeScene
from scenes.toolkit.table import TableScene
from tests.scenes.driving import click, drag, frames, key, one_gesture_each, settle


def _view() -> Any:
    from scenes.tables.ddo import DdoTable
    view = DdoTable(registry.rules("ddo"))
    view.seat_names = tuple(f"P{i + 1}" for i in range(6))
    return view


@pytest.mark.slow  # a sweep over positions of seeded games (the table conformance suite samples them in the quick tier)
def test_every_legal_action_has_exactly_one_gesture() -> None:
    """Over seeded games of 1–6 seats, every action the engine offers is exactly one hand move
    (a drag, a click or a button), no two moves look the same to the hand, every place a move
    names is on the table, and a drop means the same action to `candidate`."""
    rules = registry.rules("ddo")
    view = _view()
    bot = registry.bot("ddo", "easy")
    kinds: set[str] = set()
    for seats, seed in ((1, 3), (2, 5), (3, 7), (4, 11), (6, 13)):
        state = rules.new_game(GameConfig.make(seats), seed)
        rng = random.Random(seed)
        steps = 0
        while rules.outcome(state) is None and steps < 400:
            seat = rules.to_act(state)
            obs = rules.observe(state, seat)
            legal = rules.legal_actions(state)
            kinds |= one_gesture_each(view, obs, seat, view.seat_names[:seats], legal)
            state, _ = rules.apply(state, bot.choose(obs, legal, rng, registry.hard_budget("ddo")))
            steps += 1
    assert {"deploy", "commit", "close", "melee", "retreat", "use", "join"} <= kinds, kinds


def _curtains(app: App) -> None:
    while isinstance(app.stack.top, (CurtainScene, InterludeScene)):
        key(app, 13)
        frames(app, 2)


def _centre(table: TableScene, key_: str) -> tuple[float, float]:
    if key_ in table.board.sprites:   # a point of the card that shows (a fanned stack shows a strip of each)
        rect = table.board.card_rect(key_)
        for point in (rect.center, (rect.centerx, rect.top + 6), (rect.centerx, rect.top + 3), (rect.left + 6, rect.centery),
                      (rect.centerx, rect.bottom - 6), (rect.right - 6, rect.centery)):
            if table.input.card_at(point) == key_:
                return point
        return rect.center
    return table.board.zones[key_].area.center


def perform(app: App, table: TableScene, gesture: Any) -> None:
    """Make a gesture as a hand would: a drag, a click, or the button (Tab and Enter when its
    button is on another page)."""
    settle(app)
    if gesture.source is not None and gesture.target is not None:
        drag(app, _centre(table, gesture.source), _centre(table, gesture.target))
    elif gesture.target is not None:
        click(app, _centre(table, gesture.target))
    else:
        for button, shown in table.input.buttons:
            if shown is not None and shown.action == gesture.action:
                click(app, button.rect.center)
                return
        for _ in range(len(table.model.gestures) + 1):
            key(app, 9)  # Tab
            if table.model.focused() is not None and table.model.focused().action == gesture.action:
                key(app, 13)
                return
        raise AssertionError(f"no way to {gesture.label}")


def _drive(app: App, table: TableScene, rng: random.Random, wanted: set[str], seconds: float) -> set[str]:
    """Play through the table with real mouse and key events, preferring the kinds still wanted."""
    done: set[str] = set()
    deadline = time.perf_counter() + seconds
    while not isinstance(app.stack.top, EndScene) and time.perf_counter() < deadline and not wanted <= done:
        _curtains(app)
        if app.stack.top is not table or not table.model.viewer_acts() or table.animating or not table.model.gestures:
            frames(app)
            continue
        gestures = list(table.model.gestures)
        fresh = [g for g in gestures if str(g.action).split()[0] in wanted - done
                 and str(g.action).split()[0] != "retreat"]
        calm = [g for g in gestures if g.action.verb not in ("retreat", "pass", "skip", "trigger")] or gestures
        if "retreat" in wanted - done and table.match.state.phase is Phase.COMBAT and \
                table.match.state.quest.round >= 3:
            fresh = [g for g in gestures if g.action.verb == "retreat"] or fresh
        gesture = rng.choice(fresh or calm)
        before = len(table.match.steps)
        perform(app, table, gesture)
        frames(app, 2)
        assert len(table.match.steps) > before, f"{gesture.label} did nothing"
        assert str(table.match.steps[before].action) == str(gesture.action)
        done.add(gesture.action.verb)
    return done


@pytest.mark.slow  # a game played through the table until the moves are met
def test_deploy_commit_attack_close_retreat_and_use_by_hand(app: App) -> None:
    table = start_game(app, "ddo", ("Ana", "Ben"), ("human", "human"), seed=5, autosave=False)
    wanted = {"deploy", "commit", "close", "melee", "ranged", "retreat", "use", "done"}
    done = _drive(app, table, random.Random(4), wanted, 150.0)
    assert wanted <= done, done      # "use": a Tap or Discard ability of a card in the Hero's stack


def _until_the_viewer_acts(app: App, table: TableScene) -> TableScene:
    """Frames, lifting each hot-seat curtain, until the seat in front of the screen may act."""
    for _ in range(20):
        frames(app, 2)
        _curtains(app)
        if table.model.viewer_acts():
            break
    settle(app)
    return table


def _hot_seat_at_first_build(app: App, seed: int) -> TableScene:
    """A two-player hot-seat game, the curtain lifted, the Party Leader to build."""
    table = start_game(app, "ddo", ("Ana", "Ben"), ("human", "human"), seed=seed, autosave=False)
    return _until_the_viewer_acts(app, table)


def test_tab_and_enter_make_a_move(app: App) -> None:
    table = _hot_seat_at_first_build(app, 21)
    steps = len(table.match.steps)
    for _ in range(len(table.model.gestures)):
        key(app, 9)  # Tab
        focused = table.model.focused()
        if focused is not None and focused.action.verb == "deploy":
            break
    assert focused is not None and focused.action.verb == "deploy"
    key(app, 13)     # Enter
    assert len(table.match.steps) == steps + 1
    assert str(table.match.steps[-1].action) == str(focused.action)


def test_a_refused_deploy_slides_back_with_the_engines_reason(app: App) -> None:
    table = _hot_seat_at_first_build(app, 21)
    state = table.match.state
    assert state.phase is Phase.BUILD and table.model.viewer_acts()
    onto_hero = [g for g in table.model.gestures if g.action.verb == "deploy" and len(g.action.args) == 2]
    to_area = {g.source for g in table.model.gestures if g.action.verb == "deploy" and len(g.action.args) == 1}
    card = next(g for g in onto_hero if g.source not in to_area)
    steps = len(table.match.steps)
    area = table.board.zones[f"play:{state.leader}"].area
    bare = next((x, y) for y in range(area.bottom - 2, area.top, -6) for x in range(area.left + 2, area.right, 6)
                if table.input.card_at((x, y)) is None)   # the play area itself, not a card on it
    drag(app, _centre(table, card.source), bare)
    frames(app, 2)
    assert len(table.match.steps) == steps
    assert table.toast is not None and table.toast.refusal
    assert "(" in table.toast.words        # the rule it comes from, after the engine's sentence
    drag(app, _centre(table, card.source), _centre(table, card.target))
    assert str(table.match.steps[-1].action) == str(card.action)


@pytest.mark.slow  # a whole game through the table
def test_a_whole_hot_seat_game_through_the_table(app: App) -> None:
    table = start_game(app, "ddo", ("Ana", "Ben"), ("human", "human"), seed=8, autosave=False)
    _drive(app, table, random.Random(8), {"never"}, 400.0)
    assert isinstance(app.stack.top, EndScene)
    assert table.rules.outcome(table.match.state) is not None


def test_tab_reaches_every_action_and_enter_makes_it(app: App) -> None:
    """At every turn of a hot-seat game through build, commit and combat, Tab walks through every
    legal action of the table (none left out, each once), and Enter on the one focused plays it."""
    table = _hot_seat_at_first_build(app, 5)
    rng = random.Random(2)
    phases: set[Phase] = set()
    for _ in range(60):
        _curtains(app)
        settle(app)
        if isinstance(app.stack.top, EndScene) or {Phase.BUILD, Phase.COMMIT, Phase.COMBAT} <= phases:
            break
        if app.stack.top is not table or not table.model.viewer_acts() or not table.model.gestures:
            frames(app, 2)
            continue
        phases.add(table.match.state.phase)
        legal = sorted(str(a) for a in table.rules.legal_actions(table.match.state))
        seen = []
        for _ in range(len(table.model.gestures)):
            key(app, 9)  # Tab
            focused = table.model.focused()
            assert focused is not None
            seen.append(str(focused.action))
        assert sorted(seen) == legal            # every action once, none missing
        wanted = rng.randrange(len(table.model.gestures))
        while str(table.model.focused().action) != seen[wanted]:
            key(app, 9)
        steps = len(table.match.steps)
        key(app, 13)     # Enter
        assert len(table.match.steps) == steps + 1 and str(table.match.steps[-1].action) == seen[wanted]
    assert {Phase.BUILD, Phase.COMMIT, Phase.COMBAT} <= phases, phases


@pytest.mark.slow  # a game played through the table until the moves are met
def test_a_tap_ability_is_used_by_hand(app: App) -> None:
    """A Tap ability, used by its gesture (a click on the card, or a drag onto its target): the card
    turns sideways."""
    from game.ddo.content import catalogue
    table = start_game(app, "ddo", ("Ana", "Ben"), ("human", "human"), seed=5, autosave=False)
    rng = random.Random(4)
    deadline = time.perf_counter() + 150.0
    while time.perf_counter() < deadline and not isinstance(app.stack.top, EndScene):
        _curtains(app)
        if app.stack.top is not table or not table.model.viewer_acts() or table.animating or not table.model.gestures:
            frames(app)
            continue
        cat = catalogue()
        taps = [g for g in table.model.gestures if g.action.verb == "use" and any(
                    a in cat.loot_index and cat.card(a).ability is not None and cat.card(a).ability.use == "tap"
                    for a in g.action.args)]
        if taps:   # a stack card, a Hero's own ability (the Cleric) or a Public Instance
            gesture = taps[0]
            tile = gesture.source if gesture.source is not None else gesture.target
            perform(app, table, gesture)    # a click on the card, or a drag of it onto its target
            frames(app, 2)
            assert str(table.match.steps[-1].action) == str(gesture.action)
            settle(app)
            if tile in table.board.sprites:       # still on the table (a quest that ended sends it home, tapped)
                assert table.board.sprites[tile].spot.angle == 90      # tapped: turned sideways
            return
        calm = [g for g in table.model.gestures if g.action.verb not in ("retreat", "pass", "skip", "trigger")]
        perform(app, table, rng.choice(calm or list(table.model.gestures)))
        frames(app, 2)
    pytest.fail("no Tap ability came up to use")

