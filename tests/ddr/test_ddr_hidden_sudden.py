"""Sudden on a song that lies face down to its owner (issue 23 #6), and the step that ends
the game (issue 23 #7): what each tells, and so what each lets be taken back.

Sudden locks the owner's latest step when their chart makes it an unfinished combination
step. While Hidden, that chart is what the owner may not see: the lock was drawn on their
step (the ⚡ badge) only when the chart said so, and their moves on the step were refused
only then. Now the owner neither sees nor meets the lock until the song turns face up (the
step stays a misstep for good whatever they lay on it); the rivals, who see the song, see it."""

from __future__ import annotations

import random
from dataclasses import replace

from ddr_helpers import give, new_table, pass_turn, play, take_turn

from game.core.contract import GameConfig
from game.core.records import Match
from game.ddr.rules import RULES
from game.ddr.scoring import score_song
from game.ddr.songs import parse_chart
from game.ddr.state import State
from game.ddr.view import observe
from scenes.tables.ddr_words import badges

P1, P2 = 0, 1
NAMES = ("Ana", "Ben")
COMBINATION = "[L*R] D L R U D L R U D L R U D L R"   # step 1: a frozen double
PLAIN = "L* D L R U D L R U D L R U D L R"           # step 1: a held Left, no combination


def _hidden_with_first_step(chart: str) -> State:
    """Ben's song face down to him (Ana's Hidden), his first step Left with a Freeze on it
    (laid blind), Ana about to play Sudden on him."""
    state = take_turn(new_table(("first-light", "kite-string")), "interfere hidden p2")
    dancer = state.dancers[P2]
    state = state.with_dancer(P2, replace(dancer, chart=parse_chart(chart)))
    state = take_turn(state, "step L/perfect", "link freeze 1")
    assert state.dancers[P2].hidden
    return play(give(state, P1, ["sudden"]), "keep")


def _after_sudden(chart: str) -> tuple[State, tuple]:
    state = _hidden_with_first_step(chart)
    return RULES.apply(state, RULES.parse_action(state, "interfere sudden p2"))


def test_the_owner_of_a_face_down_song_cannot_tell_what_sudden_did() -> None:
    """Before: Ben saw the ⚡ lock on his step only when his unseen chart had the combination."""
    locked, events = _after_sudden(COMBINATION)
    plain, plain_events = _after_sudden(PLAIN)
    assert observe(locked, P2) == observe(plain, P2)
    assert [e.for_seat(P2).text(NAMES) for e in events] == [e.for_seat(P2).text(NAMES) for e in plain_events]
    assert "⚡" not in badges(observe(locked, P2).dancers[P2].slots[0])
    assert "⚡" in badges(observe(locked, P1).dancers[P2].slots[0])      # Ana sees Ben's song
    assert observe(locked, P1) != observe(plain, P1)


def test_the_owner_s_moves_do_not_tell_it_either_and_the_step_stays_a_misstep() -> None:
    """Before: with the combination Ben's Double on the step was refused, without it allowed."""
    after = []
    for chart in (COMBINATION, PLAIN):
        state, _ = _after_sudden(chart)
        state = pass_turn_to_ben(state)
        state = play(give(state, P2, ["double", "R/good"]), "keep")
        after.append((state, {str(a) for a in RULES.legal_actions(state)}))
    assert after[0][1] == after[1][1] and "link double 1" in after[0][1]
    locked = play(play(after[0][0], "link double 1"), "attach R/good")   # laid on the step, in vain
    assert score_song(locked.dancers[P2], final=True).missteps == 1


def pass_turn_to_ben(state: State) -> State:
    state = play(state, "done")
    if state.turn.seat == P1:
        state = play(state, "refill")
    return state


def test_the_lock_shows_to_its_owner_once_the_song_turns_up() -> None:
    state, _ = _after_sudden(COMBINATION)
    state = pass_turn_to_ben(state)
    for arrow in ("D", "L"):
        state = pass_turn(take_turn(state, f"step {arrow}/good")) if state.turn.seat == P2 else state
    assert not state.dancers[P2].hidden
    assert "⚡" in badges(observe(state, P2).dancers[P2].slots[0])
    legal = {str(a) for a in RULES.legal_actions(play(give(state, P2, ["quick-restep"]), "keep"))}
    assert "link quick-restep 1" not in legal                             # and it holds for good


def test_the_step_that_ends_the_game_is_an_undo_barrier() -> None:
    """The final scores are told (a song still face down to its owner among them): before,
    the last step of a game could be taken back."""
    rng = random.Random(3)
    for seed in range(4):
        match = Match(RULES, GameConfig.make(2), seed)
        while RULES.outcome(match.state) is None:
            legal = RULES.legal_actions(match.state)
            match.play(legal[rng.randrange(len(legal))])
        last = match.steps[-1]
        assert last.barrier and match.undoable(last.seat) == 0
