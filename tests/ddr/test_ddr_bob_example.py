"""The document's worked example: the last eight steps of Bob's Heavy song.

Bob's Encore (content/songs.toml) ends with the example's eight steps, which the plays
in the document pin down as: Up, Down, Up, Down, Left held, [Left Right] double,
Up held, Right. The first eight steps are laid as mined placeholders (0 points, never a
misstep), so the scores below are the example's eight steps alone. The document lists
cards, not turns; each play here is spread over turns as the turn structure demands
(one Step and one Link a turn; a Quick Restep is stepped onto on a later turn).
Ratings chosen for the test: Up Great (2) or Perfect (3) as noted, Down Great (2), etc.
"""

from __future__ import annotations

import pytest
from ddr_helpers import (
    finish_turn,
    give,
    new_table,
    pass_turn,
    play,
    settled_steps,
    take_turn,
)

from game.core.contract import IllegalActionError
from game.ddr.content import catalogue
from game.ddr.events import LinkPlayed
from game.ddr.rules import RULES
from game.ddr.scoring import Verdict, score_song
from game.ddr.songs import chart_text

BOB, RIVAL = 0, 1


def bob_at_step_nine():
    state = new_table(("bobs-encore", "first-light"))
    return settled_steps(state, BOB, 8)


def turns(state, *bob_turns):
    """Bob takes each turn in `bob_turns` (a tuple of plays); the rival passes between."""
    for plays in bob_turns:
        state = take_turn(state, *plays)
        if state.ending is not None:
            return state
        state = pass_turn(state)
    return state


def test_the_chart_holds_the_example_steps():
    chart = catalogue().song("bobs-encore").chart
    assert chart_text(chart[8:]) == "U D U D L* [LR] U* R"


def test_misstepped_play_has_two_missteps():
    # Up, Down, Down, Down, Left, Freeze, Right, Double, Up, Freeze, Right
    state = turns(bob_at_step_nine(),
                  ("step U/great",), ("step D/great",), ("step D/good",), ("step D/great",),
                  ("step L/perfect", "link freeze 13"), ("step R/good", "link double 14"),
                  ("step U/perfect", "link freeze 15"), ("step R/great",))
    assert state.ending is not None
    song = score_song(state.dancers[BOB], final=True)
    verdicts = [s.verdict for s in song.steps[8:]]
    assert verdicts[2] is Verdict.MISSTEP      # Down where Up was wanted
    assert verdicts[5] is Verdict.MISSTEP      # the double never got its second arrow
    assert song.missteps == 2
    # 2 + 2 - 2 + 2 + (3 + 3) - 2 + (3 + 3) + 2
    assert song.points == 16
    assert RULES.outcome(state).winners == (BOB,)


def test_attaching_after_another_step_is_refused_with_its_reason():
    state = turns(bob_at_step_nine(),
                  ("step U/great",), ("step D/great",), ("step U/great",), ("step D/great",),
                  ("step L/perfect", "link freeze 13"), ("step R/good", "link double 14"))
    # Up, Freeze, then the Left meant for the double laid two cards ago
    state = give(state, BOB, ["U/perfect", "freeze", "L/good"])
    for text in ("keep", "step U/perfect", "link freeze 15"):
        state = play(state, text)
    with pytest.raises(IllegalActionError) as refused:
        RULES.parse_action(state, "attach L/good")
    assert refused.value.illegal.reason.startswith(
        "The double on step 14 closed when you laid step 15")
    assert refused.value.illegal.rule == "Link cards: Double Step"
    assert not any(str(a).startswith("attach") for a in RULES.legal_actions(state))
    # the double stays open, so the finished song still counts it a misstep
    state = pass_turn(finish_turn(state))
    state = take_turn(state, "step R/great")
    song = score_song(state.dancers[BOB], final=True)
    assert song.steps[13].verdict is Verdict.MISSTEP
    assert song.missteps == 1


def test_first_correct_play_has_no_missteps():
    # ... Left, Freeze, Left, Double, (Right attached), Up, Freeze, Right
    state = turns(bob_at_step_nine(),
                  ("step U/great",), ("step D/great",), ("step U/great",), ("step D/great",),
                  ("step L/perfect", "link freeze 13"),
                  ("step L/good", "link double 14", "attach R/good"),
                  ("step U/perfect", "link freeze 15"), ("step R/great",))
    song = score_song(state.dancers[BOB], final=True)
    assert song.missteps == 0
    # 2 + 2 + 2 + 2 + (3 + 3) + (1 + 1 + 1) + (3 + 3) + 2
    assert song.points == 25


def test_second_correct_play_fills_the_bypassed_arrow_with_a_quick_restep():
    # ... Right, Double, Up, Quick Restep (discards nothing, Left onto it), Freeze, Right
    state = turns(bob_at_step_nine(),
                  ("step U/great",), ("step D/great",), ("step U/great",), ("step D/great",),
                  ("step L/perfect", "link freeze 13"), ("step R/good", "link double 14"))
    # Up, then the Quick Restep on the double's bypassed arrow, where no card lies: it
    # shuffles nothing back
    state = give(state, BOB, ["U/perfect", "quick-restep"])
    state = play(play(state, "keep"), "step U/perfect")
    state, events = RULES.apply(state, RULES.parse_action(state, "link quick-restep 14+1"))
    assert [e.discarded for e in events if isinstance(e, LinkPlayed)] == [None]
    state = turns(pass_turn(finish_turn(state)),
                  ("restep 14+1 L/good", "link freeze 15"), ("step R/great",))
    song = score_song(state.dancers[BOB], final=True)
    assert song.missteps == 0
    # step 14: Right Good 1 + Left Good stepped onto the restep (1 - 1 = 0) + double 1
    # 2 + 2 + 2 + 2 + (3 + 3) + (1 + 0 + 1) + (3 + 3) + 2
    assert song.points == 24


def test_play_in_a_pinch_fixes_one_misstep_and_mines_the_other():
    # Up, Down, Up, Up, Left, Freeze, Quick Restep (fourth card -> Down), Left, Double,
    # Up, Freeze, Mine (on the unfinished double), Right
    state = turns(bob_at_step_nine(),
                  ("step U/great",), ("step D/great",), ("step U/great",), ("step U/good",))
    assert score_song(state.dancers[BOB], final=False).missteps == 1
    state = turns(state,
                  ("step L/perfect", "link freeze 13"))
    # the Quick Restep shuffles the misstepped fourth card (Up Good) back into the deck
    state = give(state, BOB, ["quick-restep"])
    deck = len(state.deck)
    state = play(state, "keep")
    state, events = RULES.apply(state, RULES.parse_action(state, "link quick-restep 12"))
    assert [e.discarded for e in events if isinstance(e, LinkPlayed)] == ["U/good"]
    assert len(state.deck) == deck + 1
    state = turns(pass_turn(finish_turn(state)),
                  ("restep 12 D/great",),
                  ("step L/good", "link double 14"),
                  ("step U/perfect", "link freeze 15"))
    assert score_song(state.dancers[BOB], final=False).missteps == 1  # the open double
    state = turns(state, ("link mine p1:14",), ("step R/great",))
    song = score_song(state.dancers[BOB], final=True)
    assert song.missteps == 0
    assert song.steps[13].verdict is Verdict.MINED
    # 2 + 2 + 2 + (Down Great restepped: 2 - 1) + (3 + 3) + 0 + (3 + 3) + 2
    assert song.points == 21


def test_the_quick_restep_cannot_be_stepped_onto_the_same_turn():
    state = turns(bob_at_step_nine(), ("step U/great",), ("step D/great",), ("step U/great",),
                  ("step U/good",))
    state = give(state, BOB, ["quick-restep", "D/great"])
    state = play(state, "keep")
    state = play(state, "link quick-restep 12")
    legal = {str(a) for a in RULES.legal_actions(state)}
    assert not any(a.startswith("restep") for a in legal)
