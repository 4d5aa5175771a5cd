"""Judging steps, final scoring, the end of the game and the tie-break by drawing."""

from __future__ import annotations

from dataclasses import replace

from ddr_helpers import (
    finish_turn,
    give,
    new_table,
    pass_turn,
    play,
    settled_steps,
)

from game.core.contract import Termination
from game.ddr.rules import RULES
from game.ddr.scoring import Verdict, card_points, judge
from game.ddr.songs import parse_step
from game.ddr.state import Attachment, EndReason, Slot


def test_ratings_and_quick_restep_values():
    assert [card_points(f"U/{r}") for r in ("perfect", "great", "good", "boo")] == [3, 2, 1, 0]
    assert card_points("miss") == -1
    assert [card_points(f"U/{r}", True) for r in ("perfect", "great", "good", "boo")] == [2, 1, 0, 0]
    assert card_points("miss", True) == -1


def test_judging_basic_freeze_double_and_combination_steps():
    assert judge(parse_step("U"), Slot("U/perfect", 0)).points == 3
    assert judge(parse_step("U"), Slot("D/perfect", 0)).verdict is Verdict.MISSTEP
    assert judge(parse_step("U"), Slot("U/perfect", 0, frozen=True)).verdict is Verdict.MISSTEP
    assert judge(parse_step("U*"), Slot("U/good", 0, frozen=True)).points == 4
    assert judge(parse_step("U*"), Slot("U/good", 0)).verdict is Verdict.MISSTEP
    double = Slot("R/good", 0, doubles=(Attachment("L/great"),))
    assert judge(parse_step("[LR]"), double).points == 1 + 2 + 1
    assert judge(parse_step("[LR]"), Slot("R/good", 0, doubles=(Attachment(),))).verdict is Verdict.MISSTEP
    # a frozen double: the held arrow first, frozen before the double is hung
    right = Slot("L/good", 0, frozen=True, doubles=(Attachment("R/good"),))
    assert judge(parse_step("[L*R]"), right).points == 1 + 1 + 3 + 1
    late = replace(right, freeze_first=False)
    assert judge(parse_step("[L*R]"), late).verdict is Verdict.MISSTEP
    wrong_held = Slot("R/good", 0, frozen=True, doubles=(Attachment("L/good"),))
    assert judge(parse_step("[L*R]"), wrong_held).verdict is Verdict.MISSTEP
    triple = Slot("R/boo", 0, doubles=(Attachment("U/boo"), Attachment("D/boo")))
    assert judge(parse_step("[RUD]"), triple).points == 2
    frozen_triple = Slot("L/boo", 0, frozen=True, doubles=(Attachment("U/boo"), Attachment("D/boo")))
    assert judge(parse_step("[L*UD]"), frozen_triple).points == 5


def test_miss_mine_and_open_steps():
    assert judge(parse_step("[LR]"), Slot("miss", 0)) .verdict is Verdict.MISS
    assert judge(parse_step("[LR]"), Slot("miss", 0)).points == -1
    assert judge(parse_step("U"), Slot("D/boo", 0, mined=True)).points == 0
    assert judge(parse_step("U"), Slot("hidden", 0)).verdict is Verdict.MISSTEP
    assert judge(parse_step("U"), Slot(None, 0, restep=True)).verdict is Verdict.MISSTEP
    # the latest step, still being built, counts nothing until it is finished or passed
    building = Slot("L/good", 0, doubles=(Attachment(),))
    assert judge(parse_step("[LR]"), building, building=True).verdict is Verdict.OPEN
    assert judge(parse_step("[LR]"), building, building=False).verdict is Verdict.MISSTEP


def test_the_16th_step_ends_the_game_at_once():
    state = settled_steps(new_table(("first-light", "porch-swing")), 0, 15)
    state = give(state, 0, ["R/great", "freeze"])
    state = play(play(state, "keep"), "step R/great")
    assert state.ending is not None and state.ending.reason is EndReason.SONG_COMPLETE
    assert RULES.legal_actions(state) == ()
    outcome = RULES.outcome(state)
    assert outcome.winners == (0,) and outcome.scores == (2.0, 0.0)
    # the end screen heads the summary with the players' names: it must not name seats
    assert outcome.summary == "A song was completed."


def test_a_tie_is_broken_by_drawing_step_cards():
    state = settled_steps(settled_steps(new_table(("first-light", "porch-swing")), 0, 15), 1, 15)
    state = give(state, 0, ["R/boo"])
    state = replace(state, deck=("freeze", "mine", "U/perfect", "D/good") + state.deck)
    state = play(play(state, "keep"), "step R/boo")
    ending = state.ending
    assert ending.song_scores == (0, 0)
    assert ending.tie_draws == ((0, "freeze"), (1, "mine"), (0, "U/perfect"), (1, "D/good"))
    assert ending.totals == (3, 1) and ending.winners == (0,)
    assert RULES.outcome(state).termination is Termination.WIN


def test_a_tie_with_no_cards_left_to_draw_is_shared():
    state = settled_steps(settled_steps(new_table(("first-light", "porch-swing")), 0, 15), 1, 15)
    state = give(state, 0, ["R/boo"])
    state = replace(state, deck=("mine",))
    state = play(play(state, "keep"), "step R/boo")
    assert state.ending.winners == (0, 1)
    assert RULES.outcome(state).termination is Termination.SHARED_WIN


def test_the_game_ends_when_a_turn_ends_with_the_deck_empty():
    state = new_table(("first-light", "porch-swing"))
    state = give(state, 0, ["U/good"])
    state = replace(state, deck=state.deck[:1])
    state = play(play(state, "keep"), "step U/good")
    state = play(play(state, "done"), "refill")    # draws the last card
    assert state.ending is not None and state.ending.reason is EndReason.DECK_OUT
    assert state.ending.winners == (0,)


def test_reconcile_with_six_cards_shuffles_one_back():
    state = new_table(("first-light", "porch-swing"))
    state = play(play(state, "draw"), "done")
    legal = RULES.legal_actions(state)
    assert legal and all(str(a).startswith("return") for a in legal)
    state = RULES.apply(state, legal[0])[0]
    assert len(state.dancers[0].hand) == 5 and state.turn.seat == 1


def test_the_turn_order_step_link_interference():
    state = new_table(("first-light", "porch-swing"))
    state = give(state, 0, ["U/good", "freeze", "hidden"])
    state = play(play(state, "keep"), "interfere hidden p2")
    legal = {str(a) for a in RULES.legal_actions(state)}
    assert legal == {"done"}
    state = pass_turn(finish_turn(state))
    assert state.turn.seat == 0
