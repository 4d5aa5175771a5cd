"""Beat by Beat's table, headless: the draft by clicks, a move dragged onto its beat slot,
a refused drop explained, and a whole game played through the table's gestures."""

from __future__ import annotations

import random
import time

import pytest

from game.beat_by_beat.state import Phase
from scenes.app import App
from scenes.end import EndScene
from scenes.flow import start_game
from scenes.menus import CurtainScene, InterludeScene
from scenes.toolkit.table import TableScene
from tests.scenes.driving import click, drag, frames, key, settle


def _through_interludes(app: App) -> None:
    while isinstance(app.stack.top, (CurtainScene, InterludeScene)):
        key(app, 13)  # Return
        frames(app, 2)


def _draft(app: App, table: TableScene) -> None:
    while table.match.state.phase is Phase.DRAFT:
        _through_interludes(app)
        settle(app)
        drawn = sorted(k for k in table.board.sprites if k.startswith("drawn:"))
        assert drawn, "the drawn cards lie on the table"
        click(app, table.board.sprites[drawn[0]].pos)
        frames(app, 2)


def test_a_move_is_dragged_onto_its_beat_and_a_wrong_drop_is_refused(app: App) -> None:
    table = start_game(app, "beat_by_beat", ("Ana", "Ben"), ("human", "human"), seed=4, autosave=False)
    _draft(app, table)
    _through_interludes(app)
    settle(app)
    state = table.match.state
    assert state.phase is Phase.SELECT and table.model.viewer_acts()
    hand = sorted(k for k in table.board.sprites if k.startswith("hand:"))
    assert len(hand) == 5
    played = len(table.match.steps)
    drag(app, table.board.sprites[hand[0]].pos, table.board.zones[f"slot:{table.model.viewer}:3"].area.center)  # not this beat's slot
    assert len(table.match.steps) == played
    drag(app, table.board.sprites[hand[0]].pos, table.board.zones[f"slot:{table.model.viewer}:0"].area.center)
    assert len(table.match.steps) == played + 1
    assert str(table.match.steps[-1].action).startswith("play ")


@pytest.mark.slow  # a whole game through the table
def test_a_whole_game_against_the_ai_through_the_gestures(app: App) -> None:
    table = start_game(app, "beat_by_beat", ("Ana", "Eddie"), ("human", "easy"), seed=8, autosave=False)
    rng = random.Random(2)
    deadline = time.perf_counter() + 120.0
    while not isinstance(app.stack.top, EndScene):
        assert time.perf_counter() < deadline, "the game did not finish in time"
        top = app.stack.top
        if isinstance(top, (CurtainScene, InterludeScene)):
            key(app, 13)
        elif top is table and table.model.viewer_acts() and not table.animating and table.model.gestures:
            gesture = table.model.gestures[rng.randrange(len(table.model.gestures))]
            before = len(table.match.steps)
            table.play(gesture.action)
            assert len(table.match.steps) > before
        else:
            frames(app)
            time.sleep(0.001)
    assert table.rules.outcome(table.match.state) is not None


def test_every_card_reads_whole_at_every_size_the_table_draws_it(app: App) -> None:
    """Every move at every size the table draws it (a phrase slot at two, three and four
    seats, sideways, the hand, the draft), every Rhythm card on its tile (ahead, now, with a
    finished beat's crowd result) and in the next round's row, every Judge plate with four
    dancers' progress, every recovery plate: names and words never lose letters."""
    from game import registry
    from game.beat_by_beat.content import catalogue
    from game.beat_by_beat.view import judge_need
    from scenes.tables import beat_by_beat as bbb
    from scenes.tables import beat_by_beat_look as look
    from scenes.toolkit.cards import CardPainter

    painter = CardPainter(app.fonts)
    app.fonts.clipped.clear()
    table = bbb.BeatByBeatTable(registry.rules("beat_by_beat"))
    sizes = {table.move_size(seats) for seats in (2, 3, 4)}
    sizes |= {(w, min(h, w * 3 // 4)) for w, h in sizes} | {bbb.HAND_SIZE, bbb.DRAWN_SIZE}
    for card in catalogue().moves:
        for size in sizes:
            for note in ("", "★ crowd", "≈ style", "= tie win", "scores +5"):
                painter.image(look.MoveTile(card, note), size)
    rhythm = list(catalogue().rhythm)
    for index, card in enumerate(rhythm):
        for now, result in ((False, ""), (True, ""), (False, "Tie — no crowd favour"), (False, "★ Cleo"),
                            (False, "Too cheap — no favour")):
            painter.image(look.RhythmTile(card, index % 8, now, result), bbb.RHYTHM_SIZE)
    for start in range(0, len(rhythm), 8):
        painter.image(look.NextRow(tuple(rhythm[start:start + 8])), (bbb.SIDE_W, 78))
    for judge in catalogue().judges.values():
        progress = ("Ana 0/8 ✗", "Ben 5/5 ✓", "Cleo 2/6", "Dev 3/4")
        painter.image(look.JudgePlate(judge.judge_id, judge_need(judge, 4), progress, "Cleo's pick"), (bbb.SIDE_W, 68))
        painter.image(look.JudgePlate(judge.judge_id, judge_need(judge, 2), ("claimed by Cleo",), "", True),
                      (bbb.SIDE_W, 68))
    for title, words in (("Stamina", "draw 3 from your deck"), ("Refinement", "remove a card for good"),
                         ("Inspiration", "draw 3 from the pool, keep 2"),
                         ("Stamina + Inspiration", "draw 3; pool 3, keep 2"),
                         ("Refinement + Inspiration", "remove 1; pool 3, keep 2"),
                         ("Inspiration + Inspiration", "pool 3, keep 2; pool 3, keep 2")):
        if "+" in title:   # pairs: three columns right of a narrowed hand
            painter.image(look.ChoicePlate(title, words), ((948 - bbb.CHOICE_X) // 3 - 8, 50))
        else:              # one action: a column of three beside the hand
            painter.image(look.ChoicePlate(title, words), (bbb.SIDE_W, 34))
    assert not app.fonts.clipped, sorted(app.fonts.clipped)
