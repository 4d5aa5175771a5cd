"""The lesson's table: it lights exactly the step's gesture, refuses anything else with the
step's hint, plays every lesson to its end through the table's gestures, keeps the place
reached, and leaves for a free game against Easy."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import teaching
from game.core.seats import SeatKind
from scenes import selftest_play
from scenes.app import App
from scenes.learn import LearnScene
from scenes.services import lessons
from scenes.toolkit import table_tutorial
from scenes.toolkit.table import TableScene
from scenes.toolkit.table_guide import LessonDoneScene
from scenes.toolkit.table_tutorial import TutorialTable, lesson_games, open_lesson, perform
from game import registry
from tests.scenes.driving import frames, key

GAMES = lesson_games()
# playing a whole lesson: DDR's in the quick tier, the others with the slow tests
WHOLE = [pytest.param(g, marks=() if g == "ddr" else pytest.mark.slow) for g in GAMES]


def to_learner_step(app: App, table: TutorialTable, choices: int = 1) -> None:
    """Run the lesson (the learner's steps made as expected) up to a step of the learner's
    that has at least `choices` legal gestures on the table."""
    for _ in range(6000):
        if table.waiting_for_learner():
            if len(table.every_gesture) >= choices:
                return
            assert perform(table, table.model.gesture_for(table.run.expected()))
        top = app.stack.top
        if top is not None and top is not table:
            top.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
        frames(app, 1)
        table.skip_animations()
    raise AssertionError(f"no learner's step with {choices} choices in {table.game_id}'s lesson")


def test_every_listed_game_with_a_lesson_file_has_one() -> None:
    assert set(GAMES) >= {"ddr", "dance_card", "beat_by_beat", "dancing_queen"}
    assert set(GAMES) <= set(teaching.TOPICS)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_wrong_action_is_refused_with_the_steps_hint(app: App, game_id: str) -> None:
    table = open_lesson(app, game_id, reading=False, keep_place=False)
    to_learner_step(app, table, choices=2)
    step = table.run.step
    assert step is not None
    expected = table.run.expected()
    # another legal move, made by hand (its card or place is not lit, but the hand still means it)
    others = [g for g in table.every_gesture if g.action != expected and (g.source or g.target)]
    if not others:
        pytest.skip(f"{game_id}'s first choice is between buttons only")
    other = others[0]
    done, played = table.run.done, len(table.match.steps)
    assert not perform(table, other)
    assert table.toast is not None and table.toast.refusal
    assert step.hint in table.toast.words                      # the step's own hint
    assert table.run.done == done and len(table.match.steps) == played   # nothing was played
    assert perform(table, table.model.gesture_for(expected))   # the step's own gesture is taken
    assert table.run.done == done + 1


@pytest.mark.parametrize("game_id", GAMES)
def test_exactly_the_expected_gesture_is_lit(app: App, game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    lit: list[Any] = []
    monkeypatch.setattr(table_tutorial, "draw_spotlight", lambda *args, **kw: lit.append(args[4]))
    table = open_lesson(app, game_id, reading=False, keep_place=False)
    to_learner_step(app, table, choices=2)
    expected = table.run.expected()
    gesture = table.model.gesture_for(expected)
    assert gesture is not None and gesture.action == expected
    assert [g for g in table.every_gesture if g.action == expected] == [gesture]   # one gesture makes it
    assert table.model.gestures == (gesture,)                  # and it is the one the hand is offered
    assert table.model.lit_targets(gesture.source) <= {gesture.target}
    lit.clear()
    table.draw(app.screen)
    assert lit == [gesture]                                    # that one, and no other, is lit
    lit.clear()
    assert perform(table, gesture)
    while table.by_itself() or table.animating:                # a step that plays by itself lights nothing
        lit.clear()
        table.draw(app.screen)
        if table.by_itself():
            assert lit == []
        frames(app, 1)
        table.skip_animations()
        if table.run.finished:
            break


@pytest.mark.parametrize("game_id", WHOLE)
def test_every_lesson_ends_played_through_its_gestures(app: App, game_id: str) -> None:
    app.fonts.clipped.clear()
    result = selftest_play.play_tutorial(app, game_id)   # every frame drawn, each step's words too
    assert result == {"steps": len(teaching.tutorial(game_id).steps), "completed": True}
    assert isinstance(app.stack.top, LessonDoneScene)
    tutorial = teaching.tutorial(game_id)
    said = {tutorial.end.say} | {words for s in tutorial.steps for words in (s.say, s.after, s.hint)}
    lost = [c for c in app.fonts.clipped if c.replace("\n", " ").removeprefix("✔ ") in said]
    assert not lost                                       # every word of every step fitted its place


def test_the_place_is_kept_and_the_lesson_resumes_there(app: App) -> None:
    table = open_lesson(app, "ddr", reading=False)
    to_learner_step(app, table)
    assert perform(table, table.model.gesture_for(table.run.expected()))
    to_learner_step(app, table)
    done = table.run.done
    assert done >= 2 and lessons.steps_done("ddr") == done
    app.go_home()
    learn = LearnScene(app, registry.entry("ddr"))
    app.stack.push(learn)
    frames(app, 2)
    assert app.stack.top is learn                 # the choice waits for the player
    resume = learn.column.buttons[0]
    assert resume.label.startswith(f"▶ Go on from step {done + 1} ")
    resume.on_press()
    again = app.stack.top
    assert isinstance(again, TutorialTable) and again.run.done == done
    assert again.match.steps and [str(s.action) for s in again.match.steps] == \
        [s.action for s in teaching.tutorial("ddr").steps[:done]]


def test_the_lesson_refuses_undo_and_hints_and_leaves_for_a_free_game(app: App) -> None:
    table = open_lesson(app, "dancing_queen", reading=False, keep_place=False)
    to_learner_step(app, table)
    assert table.undo_refusal()
    assert table.hint.why_not()
    key(app, pygame.K_h)
    assert table.hint.ticket is None
    table.free_game()
    game = app.stack.top
    assert isinstance(game, TableScene) and not isinstance(game, TutorialTable)
    assert game.model.plan.kinds == (SeatKind.HUMAN, SeatKind.EASY)


def test_a_step_that_plays_by_itself_waits_to_be_read_then_plays(app: App) -> None:
    table = open_lesson(app, "ddr", reading=True, keep_place=False)
    for _ in range(600):
        if table.by_itself():
            break
        if table.waiting_for_learner():
            assert perform(table, table.model.gesture_for(table.run.expected()))
        frames(app, 1)
    assert table.by_itself()
    done = table.run.done
    frames(app, 3)
    assert table.run.done == done                 # not at once: its words are read first
    key(app, pygame.K_n)                          # Next plays it now
    assert table.run.done == done + 1


def test_pressing_another_card_says_the_steps_hint(app: App) -> None:
    table = open_lesson(app, "ddr", 3, reading=False, keep_place=False)
    to_learner_step(app, table)
    step = table.run.step
    assert step is not None and step.hint
    lit = table.model.sources(table.board.sprites)
    other = next(g.source for g in table.every_gesture if g.source is not None and g.source not in lit)
    done = table.run.done
    pos = table.board.sprites[other].rect.center
    frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    assert table.toast is not None and table.toast.refusal and step.hint in table.toast.words
    assert table.run.done == done and table.model.hand.held is None
