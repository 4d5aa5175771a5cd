"""Dance Card!'s table driven through posted mouse and key events, checked against what the
engine received: standees dragged, a refused drop and its reason, a dance's pool by source
and its roll, the Spin Dial, a Smooth Moves! card played, the curtain, the seat setup's
modes, whole games by mouse and by keyboard, and AI seats."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest
import pygame

from game.core.contract import GameConfig
from game.dance_card.roster import roster
from game.dance_card.rules import RULES
from game.dance_card.state import act
from scenes.app import App
from scenes.end import EndScene
from scenes.flow import start_game
from scenes.menus import CurtainScene, InterludeScene
from scenes.toolkit.table import TableScene
from tests.scenes.driving import click, drag, frames, key, settle, spy_checks

GAME_SECONDS = 150.0


def lift_curtain(app: App) -> None:
    if isinstance(app.stack.top, CurtainScene):
        click(app, (640, 360))
    settle(app)


def solo(app: App, seed: int = 8) -> TableScene:
    table = start_game(app, "dance_card", ("Ana",), ("human",), seed=seed, autosave=False)
    settle(app)
    assert table.model.viewer_acts()
    return table


def press_button(app: App, table: TableScene, verb: str) -> None:
    """Click the side panel's button for the action with this verb, turning pages as needed."""
    for _ in range(20):
        for button, gesture in table.input.buttons:
            if gesture is not None and gesture.action.verb == verb:
                click(app, button.rect.center)
                return
        more = next(b for b, g in table.input.buttons if g is None)
        click(app, more.rect.center)
    raise AssertionError(f"no button for {verb}")


def point_of(table: TableScene, key_: str) -> tuple[float, float]:
    if key_ in table.board.sprites:
        pos = table.board.sprites[key_].pos
        return (pos.x, pos.y)
    return table.board.zones[key_].area.center


def test_a_standee_dragged_onto_an_adjacent_location_moves_there(app: App) -> None:
    table = solo(app)
    gesture = next(g for g in table.model.gestures if g.action.verb == "move")
    assert gesture.target in table.model.lit_targets(gesture.source)   # the adjacent places light up
    drag(app, point_of(table, gesture.source), table.board.zones[gesture.target].area.center)
    assert [str(s.action) for s in table.match.steps] == [str(gesture.action)]
    settle(app)
    sprite = table.board.sprites[gesture.source]
    assert table.board.zones[gesture.target].area.collidepoint(sprite.home)  # it stands on its new anchor


def test_a_drop_on_a_location_that_is_not_adjacent_is_refused_with_the_engines_reason(app: App) -> None:
    table = solo(app)
    r = roster()
    gesture = next(g for g in table.model.gestures if g.action.verb == "move")
    student = gesture.action.args[0]
    where = table.model.observation.positions[r.by_name[student]]
    far = next(i for i in range(len(r.board)) if i != where and not r.board.are_adjacent(i, where))
    home = table.board.sprites[gesture.source].home
    drag(app, point_of(table, gesture.source), table.board.zones[f"loc:{r.short(far)}"].area.center)
    assert table.match.steps == []
    refusal = table.rules.check(table.match.state, act("move", student, r.short(far)))
    assert refusal is not None and "adjacent" in refusal.reason
    assert table.toast is not None and refusal.reason in table.toast.words
    settle(app)
    assert table.board.sprites[gesture.source].pos == home                  # it slid back home


def _dance_seed() -> int:
    """A two-seat game whose first player can dance at once."""
    for seed in range(1, 200):
        state = RULES.new_game(GameConfig.make(2), seed)
        if any(a.verb == "dance" and len(a.args) == 1 for a in RULES.legal_actions(state)):
            return seed
    raise AssertionError("no seed with an opening dance")


def test_a_dance_shows_its_pool_by_source_and_the_roll_tumbles_in(app: App) -> None:
    seed = _dance_seed()
    table = start_game(app, "dance_card", ("Ana", "Bo"), ("human", "human"), seed=seed, autosave=False)
    frames(app, 2)
    lift_curtain(app)
    gesture = next(g for g in table.model.gestures if g.action.verb == "dance")
    click(app, table.board.zones[gesture.target].area.center)       # click the Partner on the Dance Card
    assert str(table.match.steps[-1].action) == str(gesture.action)
    roll = table.model.observation.roll
    assert roll is not None and roll.pool
    words = [label.text for label in table.board.layout.labels]
    for index, die in enumerate(roll.pool):                     # every die listed with where it came from
        assert any(w == f"#{index + 1} {die.colour}: {die.source or 'the dance'}" for w in words), words
    press_button(app, table, "roll")
    assert str(table.match.steps[-1].action) == "roll"
    dice = [k for k in table.board.sprites if k.startswith("die:")]
    assert len(dice) == len(roll.pool)
    assert any(table.board.sprites[k].busy for k in dice)             # flying in from the cup, tumbling
    settle(app)
    assert any(label.text.startswith("Total ") for label in table.board.layout.labels)
    press_button(app, table, "keep")
    assert str(table.match.steps[-1].action) == "keep"
    assert "scores" in " ".join(w for w, _ in table.log.entries)


def test_the_spin_dial_turns_when_the_next_turn_begins(app: App) -> None:
    table = solo(app)
    view = table.view
    dial_before = table.model.observation.dial
    frames(app, 2)
    needle_before = view._needle
    press_button(app, table, "end")
    frames(app, 2)   # (not `settle`: a Spark! shown flashes its cards, and the needle would be at rest)
    assert table.model.observation.dial != dial_before                 # the engine turned it
    frames(app, 3)
    assert view._needle != needle_before and view._needle != view._needle_goal   # spinning on screen
    frames(app, 150)
    assert abs(view._needle - view._needle_goal) < 0.02           # and it comes to rest on the new icon
    assert "turns the Spin Dial" in " ".join(w for w, _ in table.log.entries)


def _card_seed() -> tuple[int, str]:
    """A solo game whose second turn starts with a card that can be played right away."""
    for seed in range(1, 300):
        state = RULES.new_game(GameConfig.make(1), seed)
        if "end" not in map(str, RULES.legal_actions(state)):
            continue
        state, _ = RULES.apply(state, RULES.parse_action(state, "end"))
        plays = [a for a in RULES.legal_actions(state) if a.verb == "play" and len(a.args) == 1]
        if plays:
            return seed, str(plays[0])
    raise AssertionError("no seed with a playable card on turn two")


def test_a_smooth_moves_card_dragged_onto_the_gym_is_played(app: App) -> None:
    seed, wanted = _card_seed()
    table = solo(app, seed)
    press_button(app, table, "end")
    settle(app)
    card = next(k for k in table.board.sprites if k.startswith("card:"))
    assert "play" in table.model.lit_targets(card) and "ditch" in table.model.lit_targets(card)
    drag(app, point_of(table, card), table.board.zones["hand"].area.move(0, -330).center)   # up onto the gym
    assert str(table.match.steps[-1].action) == wanted
    assert "plays" in " ".join(w for w, _ in table.log.entries)


def _turn_seed(seats: int) -> int:
    """A game whose first decision is the Action Phase (not a wild Song Die)."""
    for seed in range(1, 100):
        state = RULES.new_game(GameConfig.make(seats), seed)
        if "end" in map(str, RULES.legal_actions(state)):
            return seed
    raise AssertionError("no seed")


def test_competitive_hot_seat_lowers_a_curtain_and_hides_the_other_hand(app: App) -> None:
    table = start_game(app, "dance_card", ("Ana", "Bo"), ("human", "human"), seed=_turn_seed(2), autosave=False)
    frames(app, 2)
    assert isinstance(app.stack.top, CurtainScene)              # nobody sees anything before a click
    first = table.model.actor
    lift_curtain(app)
    assert table.model.viewer == first
    other = 1 - first
    assert table.model.observation.seats[other].hand is None         # Competitive: the other hand is hidden
    chip = table.board.sprites[f"sheet:{other}"].spot.back
    assert "hidden" in chip.hand
    press_button(app, table, "end")
    frames(app, 3)
    assert isinstance(app.stack.top, CurtainScene)              # the device changes hands behind the curtain
    lift_curtain(app)
    assert table.model.viewer == other


def test_cooperative_hands_are_open(app: App) -> None:
    table = start_game(app, "dance_card", ("Ana", "Bo"), ("human", "human"), seed=3, autosave=False,
                       mode="cooperative")
    frames(app, 2)
    lift_curtain(app)
    other = 1 - table.model.viewer
    assert table.model.observation.seats[other].hand is not None
    assert "hidden" not in table.board.sprites[f"sheet:{other}"].spot.back.hand


def test_the_seat_setup_offers_the_modes(app: App) -> None:
    from game import registry
    from scenes.setup import SeatSetupScene, game_modes
    setup = SeatSetupScene(app, registry.entry("dance_card"))
    app.stack.push(setup)
    frames(app, 1)
    assert setup.modes[setup.mode][0] == "competitive" and setup.count == 2
    click(app, (setup.mode_rect().right - 10, setup.mode_rect().centery))   # ▶ cooperative
    assert setup.modes[setup.mode][0] == "cooperative"
    key(app, pygame.K_RIGHT)                                                 # the keyboard: ▶ solo
    assert setup.modes[setup.mode][0] == "solo" and setup.count == 1
    for mode, _, low, high in game_modes(registry.entry("dance_card")):                      # the engine agrees on the seats
        RULES.new_game(GameConfig.make(low, mode=mode), 1)
        RULES.new_game(GameConfig.make(high, mode=mode), 1)
    key(app, pygame.K_RETURN)                                                # Enter starts the game
    frames(app, 2)
    top = app.stack.top
    assert isinstance(top, TableScene) and top.match.config.option("mode") == "solo"


# -- whole games ----------------------------------------------------------------------------
def _choose(table: TableScene, rng: random.Random) -> int:
    """A quick game: end the turn most of the time, otherwise any legal gesture."""
    verbs = [g.action.verb for g in table.model.gestures]
    if "end" in verbs and rng.random() < 0.7:
        return verbs.index("end")
    return rng.randrange(len(table.model.gestures))


def _mouse(app: App, table: TableScene, index: int) -> None:
    gesture = table.model.gestures[index]
    table.note(f"test chose: {gesture.label}")
    if gesture.source is None and gesture.target is None:
        press_button(app, table, gesture.action.verb) if _unique_verb(table, gesture) else _page_to(app, table, gesture)
        return
    target = point_of(table, gesture.target)
    if gesture.source is None:
        click(app, target)
        return
    drag(app, point_of(table, gesture.source), target)


def _unique_verb(table: TableScene, gesture: Any) -> bool:
    return sum(1 for g in table.model.gestures if g.source is None and g.target is None
               and g.action.verb == gesture.action.verb) == 1


def _page_to(app: App, table: TableScene, gesture: Any) -> None:
    for _ in range(20):
        for button, shown in table.input.buttons:
            if shown is gesture:
                click(app, button.rect.center)
                return
        click(app, next(b for b, g in table.input.buttons if g is None).rect.center)
    raise AssertionError(f"no button for {gesture.label}")


def _run(app: App, table: TableScene, move: Any, deadline: float) -> int:
    curtains = 0
    while True:
        assert time.perf_counter() < deadline, "the game did not finish in time"
        top = app.stack.top
        if isinstance(top, EndScene):
            return curtains
        if isinstance(top, (CurtainScene, InterludeScene)):
            curtains += isinstance(top, CurtainScene)
            click(app, (640, 360))
        elif top is table and table.model.viewer_acts() and not table.animating:
            before, offered = len(table.match.steps), table.model.gestures
            move()
            assert len(table.match.steps) == before + 1, (table.toast.words if table.toast else "no move", offered)
        else:
            frames(app)


@pytest.mark.slow  # a whole game through the table
def test_a_whole_hot_seat_game_with_the_mouse_alone(app: App) -> None:
    table = start_game(app, "dance_card", ("Ana", "Bo"), ("human", "human"), seed=11, autosave=False,
                       mode="cooperative")
    rng = random.Random(4)
    curtains = _run(app, table, lambda: _mouse(app, table, _choose(table, rng)), time.perf_counter() + GAME_SECONDS)
    assert curtains >= 4
    assert table.rules.outcome(table.match.state) is not None


@pytest.mark.slow  # a whole game through the table
def test_a_whole_solo_game_with_the_keyboard_alone(app: App) -> None:
    table = start_game(app, "dance_card", ("Ana",), ("human",), seed=5, autosave=False)
    rng = random.Random(9)

    def by_keys() -> None:
        index = _choose(table, rng)
        count = len(table.model.gestures)
        if index < count // 2:
            for _ in range(index + 1):
                key(app, pygame.K_TAB)
        else:
            for _ in range(count - index):
                key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
        assert table.model.focused() is table.model.gestures[index]
        key(app, pygame.K_RETURN)

    _run(app, table, by_keys, time.perf_counter() + GAME_SECONDS)
    outcome = table.rules.outcome(table.match.state)
    assert outcome is not None and len(outcome.scores) == 1


def test_ai_seats_play_their_turns_in_the_worker(app: App) -> None:
    table = start_game(app, "dance_card", ("Ana", "Nora"), ("human", "easy"), seed=6, autosave=False,
                       mode="cooperative")
    settle(app)
    deadline = time.perf_counter() + 40
    ai_seat = 1
    while not any(step.seat == ai_seat for step in table.match.steps):
        assert time.perf_counter() < deadline, "the AI did not move in time"
        if table.model.viewer_acts() and not table.animating:
            press_button(app, table, "end")
        frames(app)
        time.sleep(1 / 240)
    words = " ".join(w for w, _ in table.log.entries)
    assert "Nora" in words


def test_every_symbol_of_dance_card_text_is_in_the_bundled_font() -> None:
    """Card, student and log texts reach the screen: DejaVu Sans must have every glyph."""
    import re
    from pathlib import Path

    from scenes.services.paths import asset
    root = Path(__file__).resolve().parents[2]
    files = sorted((root / "game" / "dance_card" / "content").glob("*.toml")) + [root / "game/dance_card/events.py"]
    pygame.font.init()
    missing = []
    for bold in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
        font = pygame.font.Font(str(asset("fonts", bold)), 20)
        box = pygame.image.tobytes(font.render("\ue000", True, (255, 255, 255)), "RGBA")
        for path in files:
            for char in set(re.findall(r"[^\x00-\u024f]", path.read_text(encoding="utf-8"))):
                if pygame.image.tobytes(font.render(char, True, (255, 255, 255)), "RGBA") == box:
                    missing.append(f"{path.name}: {char!r} U+{ord(char):04X} ({bold})")
    assert not missing, "\n".join(sorted(set(missing)))


@pytest.mark.slow  # a sweep over every student in play
def test_every_legal_action_of_every_student_has_a_gesture_on_the_table() -> None:
    """Engine-driven walk through games with each of the 32 students in play: every legal
    action becomes a gesture whose card, standee, die or place is on the table, no two gestures
    share one drag or click, and a drop names the very action it makes."""
    import random as chance

    from scenes.tables.dance_card import DanceCardTable
    from scenes.toolkit.view import Layout
    r = roster()
    view = DanceCardTable(RULES)
    names = [s.name for s in r.students[:r.base_students]]   # the base game's 32
    verbs: set[str] = set()
    for game in range(16):
        students = tuple(names[(game * 4 + i) % len(names)] for i in range(4))  # each student twice
        state = RULES.new_game(GameConfig.make(4, mode="cooperative", students=students), 100 + game)
        rng = chance.Random(game)
        for _ in range(160):
            if RULES.outcome(state) is not None:
                break
            seat = RULES.to_act(state)
            legal = RULES.legal_actions(state)
            obs = RULES.observe(state, seat)
            layout: Layout = view.layout(obs, seat, ("A", "B", "C", "D"), (960, 720))
            places = {z.key for z in layout.zones} | {c.key for c in layout.cards}
            gestures = view.gestures(obs, legal)
            assert [g.action for g in gestures] == list(legal)
            pairs = [(g.source, g.target) for g in gestures if g.target is not None]
            assert len(pairs) == len(set(pairs)), "two actions share one hand movement"
            for g in gestures:
                verbs.add(g.action.verb)
                assert g.label and "Act(" not in g.label
                for key_ in (g.source, g.target):
                    assert key_ is None or key_ in places, (g, key_)
                if g.target is not None and g.action.verb in ("move", "dance", "chat", "ditch", "pick", "copy",
                                                               "song", "carry", "clear", "play"):
                    assert view.candidate(obs, g.source, g.target, None) == g.action, g
            verbs_now = [a.verb for a in legal]
            pick = legal[verbs_now.index("end")] if "end" in verbs_now and rng.random() < 0.3 else rng.choice(legal)
            state, _ = RULES.apply(state, pick)
    assert {"move", "dance", "chat", "roll", "keep", "end", "play", "ditch", "pass", "pick", "copy", "carry", "song",
            "call", "hop", "selfie", "scout"} <= verbs, verbs


def test_a_kept_dance_shows_its_sum_die_by_die_over_the_dice_that_made_it(app: App) -> None:
    from game.dance_card import events as ev
    from game.dance_card.view import dance_breakdown
    seed = _dance_seed()
    table = start_game(app, "dance_card", ("Ana", "Bo"), ("human", "human"), seed=seed, autosave=False)
    frames(app, 2)
    lift_curtain(app)
    gesture = next(g for g in table.model.gestures if g.action.verb == "dance")
    click(app, table.board.zones[gesture.target].area.center)
    press_button(app, table, "roll")
    settle(app)
    breakdown = dance_breakdown(table.model.observation)
    assert breakdown is not None
    app.fonts.clipped.clear()
    press_button(app, table, "keep")
    scored = next(e for e in table.match.steps[-1].events if isinstance(e, ev.DanceScored))
    frames(app, 2)
    shown = app.stack.top
    assert isinstance(shown, InterludeScene)
    assert table.model.deferred and any(k.startswith("die:") for k in table.board.sprites)   # the dice stay on the board
    lines = shown.interlude.lines
    for die in breakdown.dice:                      # each die with where it came from and what it adds
        assert any(line.startswith(f"Die {die.index} · {die.colour}, from {die.source}: ") for line in lines)
    assert len(shown.interlude.cards) == len(breakdown.dice)
    assert breakdown.total == scored.total and breakdown.success == scored.success   # the scoring's own sums
    assert any(line.startswith("Total ") and f"= {scored.total}" in line for line in lines)
    assert ("Success" if scored.success else "Failure") in shown.interlude.title
    assert not app.fonts.clipped, app.fonts.clipped   # every line read whole
    assert shown.box.height < app.screen.get_height() * 2 // 3   # as tall as it says (it stood half empty)
    click(app, (640, 360))
    assert app.stack.top is table and not table.model.deferred and table.model.observation.roll is None


def _standee_boxes(view: Any, crowd: list[int]) -> list[tuple[Any, list[pygame.Rect]]]:
    from scenes.tables import dance_card_board as geo
    areas = view.areas(crowd)
    found = []
    for where, count in enumerate(crowd):
        points, size = view._crowd_spread(where, count, areas[where])
        area = pygame.Rect(areas[where])
        below_plate = pygame.Rect(area.left, area.top + geo.PLATE_HEIGHT, area.width, area.height - geo.PLATE_HEIGHT)
        boxes = [pygame.Rect(0, 0, *size) for _ in points]
        for box, point in zip(boxes, points):
            box.center = point
        found.append((below_plate, boxes))
    return found


def test_every_crowd_the_rules_allow_stands_whole_below_its_plate_and_apart() -> None:
    """Any student may be moved anywhere: up to all 36 students (the Cool Kids too) and 3
    Chaperones on one place, or spread in any way. Each standee lies whole inside its place, below the name
    plate, and on no other standee (a crowded place grows into free floor, then shrinks its
    standees to name chips)."""
    from scenes.tables.dance_card import DanceCardTable
    view = DanceCardTable(RULES)
    places = len(roster().board)
    crowds = [[count if i == where else 0 for i in range(places)] for where in range(places) for count in range(40)]
    rng = random.Random(3)
    for _ in range(400):
        crowd = [0] * places
        for _ in range(36):   # (39 spread over two crowded places can stack both: not yet met in play)
            crowd[rng.choice(range(places)) if rng.random() < 0.5 else rng.choice((1, 6, 7))] += 1
        crowds.append(crowd)
    for crowd in crowds:
        areas = [pygame.Rect(a) for a in view.areas(crowd)]
        for i, a in enumerate(areas):
            assert all(not a.colliderect(b) for b in areas[i + 1:]), crowd   # grown places stay apart
        for below_plate, boxes in _standee_boxes(view, crowd):
            for n, box in enumerate(boxes):
                assert below_plate.contains(box), (crowd, below_plate, box)
                assert all(not box.colliderect(other) for other in boxes[n + 1:]), (crowd, box)


def test_a_standee_dropped_on_another_standee_means_a_move_to_where_it_stands(app: App, monkeypatch: Any) -> None:
    """A drop lands on whatever standee is under the pointer more often than on the bare floor:
    it means a Move to that standee's place, and a refusal gives the engine's reason (here: a
    Partner may not be moved onto the floor where your Student stands), not 'Not there'."""
    import dataclasses
    table = solo(app)
    r = roster()
    me = r.students[table.match.state.seats[0].student]
    partner = me.partners[0].student
    blue, green = r.board.index("Blue Dance Floor"), r.board.index("Green Dance Floor")
    other = next(i for i in range(len(r.students)) if i not in (me.index, partner))
    positions = list(table.match.state.positions)
    positions[me.index], positions[other], positions[partner] = blue, blue, green
    table.match.state = dataclasses.replace(table.match.state, positions=tuple(positions))
    table.refresh()
    settle(app)
    seen = spy_checks(table, monkeypatch)
    drag(app, point_of(table, f"st:{r.name(partner)}"), point_of(table, f"st:{r.name(other)}"))
    assert seen and seen[-1] == f"move {r.name(partner)} {r.short(blue)}"
    assert table.toast is not None and not table.toast.words.startswith("Not there"), table.toast.words


def _at_maxines_carry(app: App) -> TableScene:
    """Two humans, Maxine's seat deciding whom she takes along (the engine walked there)."""
    from game.core.records import Match
    from scenes.tables import dance_card_board as geo
    from game.dance_card.state import Step
    from scenes.toolkit.table import open_match
    config = GameConfig.make(2, mode="competitive", students=("Maxine", "Eliot"))
    match = Match(RULES, config, 100, ("Ana", "Bo"), ("human", "human"))
    rng = random.Random(0)
    for _ in range(300):
        state = match.state
        if geo.step_of(RULES.observe(state, RULES.to_act(state))) is Step.CARRY:
            break
        legal = RULES.legal_actions(state)
        moves = [a for a in legal if a.verb == "move" and a.args[0] == "Maxine"]
        match.play(moves[0] if moves and rng.random() < 0.7 else rng.choice(legal))
    else:
        raise AssertionError("Maxine never took anyone along")
    table = open_match(app, match, autosave=False)
    frames(app, 2)
    lift_curtain(app)
    assert table.model.viewer_acts()
    return table


def test_maxines_company_is_dragged_along_or_clicked(app: App) -> None:
    table = _at_maxines_carry(app)
    carry = next(g for g in table.model.gestures if g.action.verb == "carry")
    assert carry.source is not None and carry.target is not None          # a drag onto where she went
    before = len(table.match.steps)
    drag(app, point_of(table, carry.source), point_of(table, carry.target))
    assert len(table.match.steps) == before + 1 and table.match.steps[-1].action == carry.action
    table = _at_maxines_carry(app)
    carry = next(g for g in table.model.gestures if g.action.verb == "carry")
    before = len(table.match.steps)
    click(app, point_of(table, carry.source))                               # or one click on the standee
    assert len(table.match.steps) == before + 1 and table.match.steps[-1].action == carry.action


def test_a_roomy_place_draws_its_crowd_with_wide_plates() -> None:
    """Ten in the Bleachers took 48 px plates in 99 px cells (8 px names): each takes its cell now."""
    from scenes.tables import dance_card_board as geo
    points, size, stacked = geo.crowd_spread(geo.GROWS_INTO["Bleachers"], 10, ())
    assert not stacked and size[0] >= 80 and len(points) == 10
