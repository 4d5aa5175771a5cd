"""Each of the nine Interference cards, resolved and then laid as the player's next step."""

from __future__ import annotations

from dataclasses import replace

from ddr_helpers import (
    finish_turn,
    give,
    new_table,
    pass_turn,
    play,
    settled_steps,
    take_turn,
)

from game.ddr.notation import PlayStep
from game.ddr.rules import RULES
from game.ddr.scoring import Verdict, score_song
from game.ddr.songs import chart_text, parse_chart
from game.ddr.state import Slot
from game.ddr.view import observe

P1, P2 = 0, 1


def table(chart_p2: str | None = None):
    state = new_table(("first-light", "kite-string"))
    if chart_p2 is not None:
        dancer = state.dancers[P2]
        state = state.with_dancer(P2, replace(dancer, chart=parse_chart(chart_p2)))
    return state


def test_interference_is_laid_as_a_misstep_unless_restepped_or_mined():
    state = take_turn(table(), "interfere dark-mini p2")
    assert state.dancers[P1].slots[0].card == "dark-mini"
    assert score_song(state.dancers[P1], final=True).steps[0].verdict is Verdict.MISSTEP
    state = pass_turn(state)
    state = take_turn(state, "link quick-restep 1")
    state = pass_turn(state)
    state = take_turn(state, "restep 1 U/great")          # first-light opens with Up
    song = score_song(state.dancers[P1], final=True)
    assert song.steps[0].verdict is Verdict.CORRECT and song.points == 1   # Great 2, less 1
    mined = take_turn(table(), "interfere dark-mini p2")
    mined = pass_turn(mined)
    mined = take_turn(mined, "link mine p1:1")
    assert score_song(mined.dancers[P1], final=True).steps[0].verdict is Verdict.MINED


def test_add_freezes_holds_the_next_basic_step_but_never_the_16th():
    state = take_turn(table("U D L R U D L R U D L R U D L R"), "interfere add-freezes p2")
    assert str(state.dancers[P2].chart[0]) == "U*"
    late = settled_steps(table("U D L R U D L R U D L R U D L R"), P2, 15)
    late = take_turn(late, "interfere add-freezes p2")
    assert str(late.dancers[P2].chart[15]) == "R"
    double_next = take_turn(table("[LR] D L R U D L R U D L R U D L R"), "interfere add-freezes p2")
    assert str(double_next.dancers[P2].chart[0]) == "[LR]"


def test_beat_lets_the_player_step_on_a_rivals_basic_step_next_turn():
    state = take_turn(table("U D L R U D L R U D L R U D L R"), "interfere beat p2")
    state = pass_turn(state)
    state = give(state, P1, ["D/boo", "U/perfect"])
    state = play(state, "keep")
    legal = {str(a) for a in RULES.legal_actions(state)}
    assert "beat p2 D/boo" in legal and "step U/perfect" in legal
    state = play(state, "beat p2 D/boo")                   # a misstep: p2's first step is Up
    assert state.dancers[P2].slots[0].placed_by == P1
    assert not any(str(a).startswith("step") for a in RULES.legal_actions(state))
    assert score_song(state.dancers[P2], final=True).missteps == 1
    state = finish_turn(state)
    state = pass_turn(state)
    state = play(give(state, P1, ["L/boo"]), "keep")
    assert not any(str(a).startswith("beat") for a in RULES.legal_actions(state))


def test_beat_needs_a_basic_next_step():
    state = take_turn(table("L* D L R U D L R U D L R U D L R"), "interfere beat p2")
    state = pass_turn(state)
    state = play(give(state, P1, ["D/boo"]), "keep")
    assert not any(str(a).startswith("beat") for a in RULES.legal_actions(state))


def test_cross_boomerang_turns_unfinished_doubles():
    state = table("U [LU] L* [R*D] U D L R U [UD] L R [RUD] D L R")
    state = settled_steps(state, P2, 1)
    state = take_turn(state, "interfere cross-boomerang p2")
    assert chart_text(state.dancers[P2].chart) == "U [RD] L* [L*U] U D L R U [DU] L R [LDU] D L R"


def test_dark_mini_bars_perfect_and_great_for_two_steps():
    state = take_turn(table(), "interfere dark-mini p2")
    state = play(give(state, P2, ["U/perfect", "U/great", "U/good"]), "keep")
    legal = {str(a) for a in RULES.legal_actions(state)}
    assert "step U/good" in legal and "step U/perfect" not in legal and "step U/great" not in legal
    refusal = RULES.check(state, PlayStep("U/perfect"))
    assert refusal is not None and "Dark Mini" in refusal.reason
    state = finish_turn(play(state, "step U/good"))
    state = pass_turn(state)
    state = take_turn(state, "step L/good")
    state = pass_turn(state)
    state = play(give(state, P2, ["L/perfect"]), "keep")
    assert "step L/perfect" in {str(a) for a in RULES.legal_actions(state)}


def test_hidden_turns_the_owners_song_face_down_for_three_steps():
    state = take_turn(table(), "interfere hidden p2")
    assert observe(state, P2).dancers[P2].chart is None
    assert observe(state, P2).dancers[P2].song is None
    assert observe(state, P1).dancers[P2].chart is not None
    for arrow in ("U", "D", "L"):
        assert observe(state, P2).dancers[P2].chart is None
        state = take_turn(state, f"step {arrow}/good")
        state = pass_turn(state)
    assert observe(state, P2).dancers[P2].chart == state.dancers[P2].chart


def test_ng_makes_a_held_step_score_minus_two_for_good():
    state = table("U* D L R U D L R U D L R U D L R")
    state = pass_turn(state)
    state = take_turn(state, "step U/perfect", "link freeze 1")
    state = take_turn(state, "interfere ng p2")
    assert score_song(state.dancers[P2], final=True).steps[0].verdict is Verdict.NG
    assert score_song(state.dancers[P2], final=True).points == -2
    state = play(give(state, P2, ["quick-restep", "mine"]), "keep")
    legal = {str(a) for a in RULES.legal_actions(state)}
    assert "link quick-restep 1" not in legal
    assert "link mine p2:1" in legal


def test_reverse_tornado_freezes_the_chosen_arrow_of_the_next_double():
    state = table("U D [LR] R U D L R U D L R U D L R")
    state = play(give(state, P1, ["reverse-tornado"]), "keep")
    legal = {str(a) for a in RULES.legal_actions(state)}
    assert {"interfere reverse-tornado p2 L", "interfere reverse-tornado p2 R"} <= legal
    state = finish_turn(play(state, "interfere reverse-tornado p2 R"))
    assert str(state.dancers[P2].chart[2]) == "[R*L]"


def test_sudden_locks_an_unfinished_combination_step_as_a_misstep():
    state = table("[L*R] D L R U D L R U D L R U D L R")
    state = pass_turn(state)
    state = take_turn(state, "step L/perfect", "link freeze 1")
    state = take_turn(state, "interfere sudden p2")
    assert state.dancers[P2].slots[0].lock == "sudden"
    assert score_song(state.dancers[P2], final=True).missteps == 1
    state = play(give(state, P2, ["double", "quick-restep"]), "keep")
    legal = {str(a) for a in RULES.legal_actions(state)}
    assert "link double 1" not in legal and "link quick-restep 1" not in legal


def test_tipsy_reverses_the_last_four_steps_unless_step_13_is_reached():
    state = take_turn(table("U D L R U D L R U D L R [LR] U* D L"), "interfere tipsy p2")
    assert chart_text(state.dancers[P2].chart[12:]) == "L D U* [LR]"
    late = settled_steps(table("U D L R U D L R U D L R [LR] U* D L"), P2, 13)
    late = take_turn(late, "interfere tipsy p2")
    assert chart_text(late.dancers[P2].chart[12:]) == "[LR] U* D L"


def test_an_interference_laid_as_the_16th_step_ends_the_game():
    state = settled_steps(table(), P1, 15)
    state = take_turn(state, "interfere hidden p2")
    assert state.ending is not None and RULES.outcome(state) is not None
    assert state.dancers[P1].slots[15] == Slot("hidden", P1)
