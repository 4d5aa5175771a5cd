"""What the conformance suite found in DDR: each of these failed before its fix."""

from __future__ import annotations

from dataclasses import replace

from ddr_helpers import give, new_table, pass_turn, play, take_turn

from game.core.contract import GameConfig
from game.core.records import Match
from game.ddr.content import catalogue
from game.ddr.rules import QUIET_ROUNDS, RULES
from game.ddr.songs import parse_chart
from game.ddr.state import EndReason, State

P1, P2 = 0, 1
NAMES = ("Ana", "Ben")


def _events(state: State, text: str) -> tuple:
    return RULES.apply(state, RULES.parse_action(state, text))[1]


def test_the_step_that_ends_hidden_turns_the_song_up_behind_a_barrier() -> None:
    state = take_turn(new_table(("first-light", "kite-string")), "interfere hidden p2")
    for arrow in ("U", "D"):
        state = pass_turn(take_turn(state, f"step {arrow}/good"))
    state = play(give(state, P2, ["L/good"]), "keep")
    assert state.dancers[P2].hidden
    events = _events(state, "step L/good")            # the third step: the song turns up
    assert any(e.barrier for e in events)
    assert any("Kite String" in e.for_seat(P2).text(NAMES) for e in events)


def test_undo_cannot_turn_a_revealed_song_face_down_again() -> None:
    match = Match(RULES, GameConfig.make(2, songs=("first-light", "kite-string"), first=0), 7)
    match.state = take_turn(match.state, "interfere hidden p2")
    for arrow in ("U", "D"):
        match.state = pass_turn(take_turn(match.state, f"step {arrow}/good"))
    match.state = play(give(match.state, P2, ["L/good"]), "keep")
    match.play(RULES.parse_action(match.state, "step L/good"))
    assert not match.state.dancers[P2].hidden
    assert match.undoable(P2) == 0


def test_quick_restep_shuffles_its_step_back_behind_a_barrier() -> None:
    state = pass_turn(take_turn(new_table(("first-light", "kite-string")), "step U/good"))
    state = play(give(state, P1, ["quick-restep"]), "keep")
    events = _events(state, "link quick-restep 1")
    assert any(e.barrier for e in events)


def _hidden_target(chart: str) -> State:
    state = take_turn(new_table(("first-light", "kite-string")), "interfere hidden p2")
    state = pass_turn(state)
    dancer = state.dancers[P2]
    state = state.with_dancer(P2, replace(dancer, chart=parse_chart(chart)))
    return give(state, P1, ["add-freezes", "cross-boomerang"])


def test_interference_lines_tell_a_hidden_player_nothing_of_their_own_song() -> None:
    basic = _hidden_target("U D L R U D L R U D L R U D L R")
    doubles = _hidden_target("[UD] [LR] [UD] [LR] U D L R U D L R U D L R")
    for card in ("add-freezes", "cross-boomerang"):
        lines = []
        for state in (basic, doubles):
            state = play(state, "keep")
            lines.append([e.for_seat(P2).text(NAMES) for e in _events(state, f"interfere {card} p2")])
        assert lines[0] == lines[1], card
        seen_by_p1 = [[e.for_seat(P1).text(NAMES) for e in _events(play(s, "keep"),
                                                                   f"interfere {card} p2")]
                      for s in (basic, doubles)]
        assert seen_by_p1[0] != seen_by_p1[1], card  # the rivals see the song: they are told


def test_a_table_that_lays_nothing_for_sixteen_rounds_ends_the_game() -> None:
    for seats in (2, 3, 4):
        songs = tuple(s.song_id for s in catalogue().songs[:seats])
        state = RULES.new_game(GameConfig.make(seats, songs=songs), 3)
        actions = 0
        while state.ending is None:
            legal = {str(a): a for a in RULES.legal_actions(state)}
            text = next(t for t in ("keep", "done", "refill") if t in legal) if any(
                t in legal for t in ("keep", "done", "refill")) else next(iter(legal))
            state = RULES.apply(state, legal[text])[0]
            actions += 1
            assert actions < 20_000, "keep, done and refill forever: the game never ends"
        assert state.ending.reason is EndReason.STALLED
        assert state.turn.number <= QUIET_ROUNDS * seats + 1
