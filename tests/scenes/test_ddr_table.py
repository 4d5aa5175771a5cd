"""DDR: The Card Game's table driven through posted mouse and key events, checked against
what the engine received."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from game import registry
from game.core.contract import GameConfig
from game.ddr.notation import Interfere, PlayStep
from scenes.app import App
from scenes.flow import start_game
from scenes.menus import CurtainScene
from scenes.tables.ddr import DDRTable
from scenes.toolkit.cards import CARD_SIZE, CardFace
from scenes.toolkit.table import TableScene
from tests.scenes.ddr_driving import gesture_for, lift, mouse_make, position, spot, steps
from tests.scenes.driving import click, drag, frames, key, settle, spy_checks

ANA = ("U/perfect", "D/great", "freeze", "mine", "hidden")
BO = ("L/good", "R/good", "U/good", "D/good", "miss")


def button(table: TableScene, words: str) -> tuple[int, int]:
    found = next(b for b, g in table.input.buttons if g is not None and g.label == words)
    return found.rect.center


def track_cell(table: TableScene, seat: int, index: int) -> Any:
    painting = table.board.layout.underlay
    track = next(t for t in painting.tracks if t.seat == seat)
    return track, track.cells[index]


def test_a_song_is_chosen_from_the_library_by_a_click_and_by_the_keyboard(app: App) -> None:
    table = start_game(app, "ddr", ("Ana", "Bo"), ("human", "human"), seed=4, autosave=False)
    lift(app)
    first = table.model.viewer
    assert table.model.observation.turn.phase.value == "song"
    tile = table.board.zones["song:bobs-encore"]
    assert "song:bobs-encore" in table.model.lit_targets(None)       # the library is lit: click a song
    click(app, tile.area.center)
    assert steps(table) == ["song bobs-encore"]
    lift(app)
    assert table.model.viewer == 1 - first
    taken = next(t for t in table.board.layout.underlay.songs if t.title == "Bob's Encore")
    assert taken.taken_by == ("Ana", "Bo")[first]                # the tile says who took it
    click(app, tile.area.center)                                 # taken: the engine says so
    assert table.toast is not None and "already chosen" in table.toast.words
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert steps(table)[1] == "song first-light"                 # the first song still free
    lift(app)
    assert table.model.observation.turn.phase.value == "open" and len(table.model.observation.hand) == 5


def test_a_step_dragged_to_the_next_slot_is_laid_and_judged(app: App) -> None:
    table = position(app, ("first-light", "porch-swing"), (ANA, BO))
    click(app, button(table, "Keep my hand"))
    settle(app)
    assert table.model.lit_targets("hand:U/perfect") == {"slot:0:0", "deck"} - {"deck"}
    drag(app, spot(table, "hand:U/perfect"), spot(table, "slot:0:0"))
    assert steps(table) == ["keep", "step U/perfect"]
    track, cell = track_cell(table, 0, 0)
    assert cell.filled and cell.verdict == "✔ +3" and track.score.startswith("+3")
    assert "tile:0:0" in table.board.sprites                            # the card now lies on the track
    _, following = track_cell(table, 0, 1)
    assert following.frame == "next"                              # ▶ marks where the next step goes


def test_a_link_dropped_on_a_step_and_the_misstep_it_makes_shows_at_once(app: App) -> None:
    table = position(app, ("first-light", "porch-swing"), (ANA, BO))
    click(app, button(table, "Keep my hand"))
    drag(app, spot(table, "hand:U/perfect"), spot(table, "slot:0:0"))
    settle(app)
    held = table.model.lit_targets("hand:freeze")
    assert held == {"slot:0:0"}                                   # a Freeze goes on the latest step only
    drag(app, spot(table, "hand:freeze"), spot(table, "slot:0:0"))
    assert steps(table)[-1] == "link freeze 1"
    track, cell = track_cell(table, 0, 0)
    assert cell.verdict == "✖ −2" and cell.frame == "bad" and "❄" in cell.badges
    assert track.score == "-2 pts · ✖1"                           # the running score, with the misstep
    assert "misstep:0:0" in table.board.flashes                          # and a red flash on the step


def test_an_interference_dropped_on_a_rivals_song(app: App) -> None:
    table = position(app, ("first-light", "porch-swing"), (ANA, BO))
    click(app, button(table, "Keep my hand"))
    settle(app)
    assert table.model.lit_targets("hand:hidden") == {"track:1"}
    drag(app, spot(table, "hand:hidden"), spot(table, "track:1"))
    assert steps(table)[-1] == "interfere hidden p2"
    assert len(table.match.state.dancers[0].slots) == 1           # laid as Ana's own step
    _, cell = track_cell(table, 0, 0)
    assert cell.verdict == "✖ −2"


def test_an_illegal_drop_is_refused_with_the_engines_reason_and_slides_back(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    table = position(app, ("first-light", "porch-swing"), (ANA, BO))
    checks = spy_checks(table, monkeypatch)
    home = table.board.sprites["hand:U/perfect"].home
    drag(app, spot(table, "hand:U/perfect"), spot(table, "slot:0:0"))   # step 1 of the turn comes first
    assert steps(table) == [] and checks == ["step U/perfect"]
    expected = table.rules.check(table.match.state, PlayStep("U/perfect"))
    assert expected is not None and table.toast is not None
    assert expected.reason in table.toast.words and expected.rule in table.toast.words
    assert table.board.sprites["hand:U/perfect"].tween is not None       # sliding home
    settle(app)
    assert table.board.sprites["hand:U/perfect"].pos == home
    click(app, button(table, "Keep my hand"))
    drag(app, spot(table, "hand:hidden"), spot(table, "track:0"))   # an Interference on your own song
    assert checks[-1] == "interfere hidden p1" and "rival" in table.toast.words
    drag(app, spot(table, "hand:D/great"), spot(table, "slot:1:0"))  # a Step on a rival's song, no Beat
    assert checks[-1] == "beat p2 D/great" and "after your Beat" in table.toast.words
    assert steps(table) == ["keep"]


def test_shuffling_back_one_card_at_a_time_onto_the_deck(app: App) -> None:
    table = position(app, ("first-light", "porch-swing"), (ANA, BO))
    drag(app, spot(table, "hand:D/great"), spot(table, "deck"))
    assert steps(table) == ["shuffle D/great"]
    assert table.model.observation.turn.phase.value == "open"           # one more may follow, or keep
    assert any(b is not None and b.label == "Keep the rest" for _, b in table.input.buttons)
    drag(app, spot(table, "hand:mine"), spot(table, "deck"))
    assert steps(table) == ["shuffle D/great", "shuffle mine"]
    assert table.model.observation.turn.phase.value == "play"           # two is the most: step 1 is over


def faces_drawn(table: TableScene, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, tuple[int, int]]]:
    drawn: list[tuple[str, tuple[int, int]]] = []
    original = table.card_painter.image

    def image(look: Any, size: Any = CARD_SIZE, angle: int = 0) -> pygame.Surface:
        if isinstance(look, CardFace):
            drawn.append((look.title, tuple(size)))
        return original(look, size, angle)

    monkeypatch.setattr(table.card_painter, "image", image)
    return drawn


def test_the_curtain_hides_the_other_hand_and_a_mine_goes_on_a_rivals_step(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    table = position(app, ("first-light", "porch-swing"), (ANA, BO))
    drawn = faces_drawn(table, monkeypatch)
    click(app, button(table, "Keep my hand"))
    drag(app, spot(table, "hand:U/perfect"), spot(table, "slot:0:0"))
    click(app, button(table, "Done: end my plays"))
    click(app, button(table, "Draw back up to five"))
    settle(app)
    drawn.clear()
    frames(app, 6)
    assert isinstance(app.stack.top, CurtainScene), "Bo's turn: the curtain comes down"
    assert drawn == []
    lift(app)
    assert table.model.viewer == 1
    hand_faces = {title for title, size in drawn if size == CARD_SIZE}
    assert hand_faces and hand_faces <= {DDRTable(table.rules)._hand_face(c, 1).title for c in BO}
    assert not any(k in table.board.sprites for k in ("hand:hidden", "hand:mine", "hand:freeze"))
    click(app, button(table, "Keep my hand"))
    drag(app, spot(table, "hand:L/good"), spot(table, "slot:1:0"))
    click(app, button(table, "Done: end my plays"))
    click(app, button(table, "Draw back up to five"))
    lift(app)
    assert table.model.viewer == 0, (steps(table), table.toast)
    click(app, button(table, "Keep my hand"))
    assert "slot:1:0" in table.model.lit_targets("hand:mine") and "slot:0:0" in table.model.lit_targets("hand:mine")
    drag(app, spot(table, "hand:mine"), spot(table, "slot:1:0"))
    assert steps(table)[-1] == "link mine p2:1"
    _, cell = track_cell(table, 1, 0)
    assert cell.verdict == "✹ 0" and "✹" in cell.badges


def test_a_double_and_its_free_arrow_then_reverse_tornado_turned_to_the_held_arrow(app: App) -> None:
    table = position(app, ("storm-engine", "side-by-side"),
                      (("L/good", "double", "R/great", "reverse-tornado", "U/boo"), BO))
    click(app, button(table, "Keep my hand"))
    drag(app, spot(table, "hand:L/good"), spot(table, "slot:0:0"))
    drag(app, spot(table, "hand:double"), spot(table, "slot:0:0"))
    assert steps(table)[-2:] == ["step L/good", "link double 1"]
    _, cell = track_cell(table, 0, 0)
    assert cell.badges == "✚?" and cell.verdict == "open"            # the double waits for its arrow
    assert table.model.lit_targets("hand:R/great") == {"part:0:0:1"}
    drag(app, spot(table, "hand:R/great"), spot(table, "part:0:0:1"))
    assert steps(table)[-1] == "attach R/great"
    _, cell = track_cell(table, 0, 0)
    assert cell.verdict == "✔ +4" and cell.badges == "✚➡"
    mouse_make(app, table, gesture_for(table, Interfere("reverse-tornado", 1, "R")))
    assert steps(table)[-1] == "interfere reverse-tornado p2 R"


@pytest.mark.slow  # a sweep over positions of seeded games (the table conformance suite samples them in the quick tier)
def test_every_legal_move_has_one_gesture_the_mouse_and_the_keys_can_reach() -> None:
    """Over seeded games of two to four seats, whatever the engine offers is on the table."""
    rules = registry.rules("ddr")
    view = DDRTable(rules)
    bot = registry.bot("ddr", "easy")
    kinds: set[str] = set()
    for seats in (2, 3, 4):
        state = rules.new_game(GameConfig.make(seats), 40 + seats)
        rng = random.Random(seats)
        names = ("Ana", "Bo", "Cy", "Di")[:seats]
        while rules.outcome(state) is None:
            seat = rules.to_act(state)
            obs = rules.observe(state, seat)
            legal = rules.legal_actions(state)
            layout = view.layout(obs, seat, names, (960, 720))
            places = {z.key for z in layout.zones} | {c.key for c in layout.cards}
            gestures = view.gestures(obs, legal)
            assert sorted(map(str, (g.action for g in gestures))) == sorted(map(str, legal))
            assert sum(1 for g in gestures if g.source is None and g.target is None) <= 4  # buttons fit
            for gesture in gestures:
                assert gesture.source in places | {None} and gesture.target in places | {None}, gesture
                if gesture.target is not None:  # a refused copy of the drop would mean the same move
                    assert view.candidate(obs, gesture.source, gesture.target, gesture.variant) == gesture.action
                kinds.add(type(gesture.action).__name__)
            state, _ = rules.apply(state, bot.choose(obs, legal, rng, registry.hard_budget("ddr")))
    assert {"ChooseSong", "Draw", "ShuffleBack", "Keep", "PlayStep", "PlayLink", "Interfere", "Done",
            "Refill"} <= kinds


def test_beat_lets_a_step_go_onto_the_rivals_next_slot_on_the_next_turn(app: App) -> None:
    table = position(app, ("first-light", "porch-swing"), (("U/perfect", "D/great", "freeze", "mine", "beat"), BO))
    click(app, button(table, "Keep my hand"))
    drag(app, spot(table, "hand:beat"), spot(table, "track:1"))
    click(app, button(table, "Done: end my plays"))
    click(app, button(table, "Draw back up to five"))
    lift(app)                                                        # Bo keeps and passes
    click(app, button(table, "Keep my hand"))
    click(app, button(table, "Done: end my plays"))
    lift(app)
    click(app, button(table, "Keep my hand"))
    _, cell = track_cell(table, 1, 0)
    assert cell.frame == "next"                                      # ▶ on the rival's song now
    assert "slot:1:0" in table.model.lit_targets("hand:D/great")
    drag(app, spot(table, "hand:D/great"), spot(table, "slot:1:0"))
    assert steps(table)[-1] == "beat p2 D/great"
    assert table.match.state.dancers[1].slots[0].placed_by == 0


def test_a_song_turned_face_down_by_hidden_shows_its_owner_question_marks(app: App) -> None:
    table = position(app, ("first-light", "porch-swing"), (ANA, BO))
    click(app, button(table, "Keep my hand"))
    drag(app, spot(table, "hand:hidden"), spot(table, "track:1"))
    click(app, button(table, "Done: end my plays"))
    click(app, button(table, "Draw back up to five"))
    lift(app)
    assert table.model.viewer == 1
    own, cell = track_cell(table, 1, 0)
    assert cell.chart == "?" and own.score.startswith("score ?") and own.song == "face down"
    rival, cell = track_cell(table, 0, 0)
    assert cell.chart != "?" and rival.song == "First Light"          # Ana's song stays in view


def test_the_header_asks_only_what_the_legal_actions_allow(app: App) -> None:
    table = position(app, ("first-light", "porch-swing"), (ANA, BO))
    click(app, button(table, "Keep my hand"))
    settle(app)
    assert "a Step on ▶" in table.board.layout.banner and "an Interference" in table.board.layout.banner
    drag(app, spot(table, "hand:hidden"), spot(table, "track:1"))   # step 4: the Interference
    assert steps(table)[-1] == "interfere hidden p2"
    settle(app)
    legal = table.rules.legal_actions(table.match.state)
    banner = table.board.layout.banner
    assert not any(isinstance(a, Interfere) for a in legal)
    assert "Interference" not in banner and "Done" in banner         # step 5: not "a Link or an Interference"


def test_a_mined_step_is_marked_by_a_shape_not_by_colour_alone(app: App) -> None:
    import dataclasses

    from scenes.tables import ddr_look as look

    table = position(app, ("first-light", "porch-swing"), (ANA, BO))
    click(app, button(table, "Keep my hand"))
    drag(app, spot(table, "hand:U/perfect"), spot(table, "slot:0:0"))
    assert "slot:0:0" in table.model.lit_targets("hand:mine")
    drag(app, spot(table, "hand:mine"), spot(table, "slot:0:0"))
    assert steps(table)[-1].startswith("link mine")
    track, cell = track_cell(table, 0, 0)
    assert cell.mined and cell.verdict == "✹ 0"
    plain = dataclasses.replace(track, cells=tuple(dataclasses.replace(c, mined=False) for c in track.cells))
    mined_image = look.paint_track(app.fonts, track, 900)
    plain_image = look.paint_track(app.fonts, plain, 900)
    x = look.slot_x(0)
    chart = pygame.Rect(x, 4, look.SLOT_W, look.CHART_H)   # the chart over the step is struck through
    changed = [(px, py) for px in range(chart.left, chart.right) for py in range(chart.top, chart.bottom)
               if mined_image.get_at((px, py)) != plain_image.get_at((px, py))]
    assert len(changed) > 40


def test_reverse_tornado_turns_only_among_the_arrows_of_the_rivals_double(app: App) -> None:
    table = position(app, ("storm-engine", "side-by-side"),
                      (("L/good", "double", "R/great", "reverse-tornado", "U/boo"), BO))
    click(app, button(table, "Keep my hand"))
    drag(app, spot(table, "hand:L/good"), spot(table, "slot:0:0"))
    drag(app, spot(table, "hand:double"), spot(table, "slot:0:0"))
    drag(app, spot(table, "hand:R/great"), spot(table, "part:0:0:1"))
    settle(app)
    legal = {a.arrow for a in table.rules.legal_actions(table.match.state)
             if isinstance(a, Interfere) and a.card == "reverse-tornado"}
    assert 1 < len(legal) < 4
    start = spot(table, "hand:reverse-tornado")
    frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=(400, 480), rel=(0, 0), buttons=(1, 0, 0))])
    seen = {table.model.hand.variant}
    for _ in range(6):
        key(app, pygame.K_r)
        seen.add(table.model.hand.variant)
    assert seen == legal                         # never an arrow the double does not hold


def test_tab_lights_the_one_target_the_listed_move_uses(app: App) -> None:
    table = position(app, ("first-light", "porch-swing", "storm-engine"),
                     (ANA, BO, ("L/good", "R/good", "U/good", "D/good", "miss")))
    click(app, button(table, "Keep my hand"))
    settle(app)
    assert table.model.lit_targets("hand:hidden") == {"track:1", "track:2"}   # the card could go on either rival
    seen = set()
    for _ in range(len(table.model.gestures)):
        key(app, pygame.K_TAB)
        frames(app, 1)
        focused = table.model.focused()
        assert focused is not None
        if focused.target is not None:
            assert table.model.lit_shown() == {focused.target}   # the move's own target, not every place of the card
            seen.add((focused.source, focused.target))
    assert {("hand:hidden", "track:1"), ("hand:hidden", "track:2")} <= seen


def test_the_thinking_cue_covers_nothing_of_the_board(app: App) -> None:
    """Four seats, a full hand: the cue of each rival lies clear of every row, card and label
    (centred on the rival's row it hid slots 6-10)."""
    hands = (ANA, BO, ("L/great", "R/great", "U/great", "D/great", "beat"),
             ("L/boo", "R/boo", "U/boo", "D/boo", "miss"))
    table = position(app, ("first-light", "porch-swing", "slow-burn", "tin-roof"), hands,
                     ("human", "easy", "easy", "easy"))
    settle(app)
    height = app.screen.get_height()
    for seat in (1, 2, 3):
        box = table.painter.thinking_box(seat, height)
        for zone in table.board.layout.zones:
            if zone.kind != "location":                       # the whole song row is a drop area, drawn nowhere
                assert not box.colliderect(pygame.Rect(zone.rect)), (seat, zone.key)
        for key_, sprite in table.board.sprites.items():
            assert not box.colliderect(sprite.rect), (seat, key_)
        top = max(t.top for t in table.board.layout.underlay.tracks)
        assert box.top >= top + 110                            # under the viewer's own row too
