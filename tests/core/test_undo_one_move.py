"""Undo a player can predict: one press takes back exactly one move of the seat's own."""

from __future__ import annotations

import random

import pytest

from game import registry
from game.core.contract import GameConfig
from game.core.records import Match
from tests.scenes.ddr_driving import stacked_deck

ANA = ("U/perfect", "D/great", "L/good", "R/good", "freeze")
BO = ("L/good", "R/good", "U/good", "D/good", "dark-mini")


def _ddr() -> Match:
    rules = registry.rules("ddr")
    config = GameConfig.make(2, songs=("first-light", "bobs-encore"), first=0, deck=stacked_deck(ANA, BO))
    return Match(rules, config, 3, ("Ana", "Bo"), ("human", "human"))


def _play(match: Match, text: str) -> None:
    match.play(match.rules.parse_action(match.state, text))


def test_ddr_undo_takes_back_the_freeze_arrow_and_leaves_the_step_under_it() -> None:
    """The bug: one undo took back two moves, a step and the Freeze Arrow laid on it."""
    match = _ddr()
    _play(match, "keep")
    _play(match, "step U/perfect")
    with_step = match.state
    _play(match, "link freeze 1")
    assert match.undoable(0) >= 2        # both could come back, one press at a time
    assert match.undo(0) == 1
    assert [str(s.action) for s in match.steps] == ["keep", "step U/perfect"]
    assert match.state == with_step
    assert match.undo(0) == 1
    assert [str(s.action) for s in match.steps] == ["keep"]


@pytest.mark.parametrize("game_id", registry.available_games())
def test_the_step_that_ends_the_game_stands_and_its_preview_says_so(game_id: str) -> None:
    """Every game (docs/rules/<id>.md says why for each): once the result is told, the step
    that ended the game is not taken back; the preview said so before it was made."""
    rules, previewer = registry.rules(game_id), registry.previewer(game_id)
    low = registry.entry(game_id).seats[0]
    match = Match(rules, GameConfig.make(low), 7, tuple(f"P{n}" for n in range(low)))
    rng = random.Random(7)
    shown = None
    while rules.outcome(match.state) is None:
        seat = rules.to_act(match.state)
        action = rng.choice(rules.legal_actions(match.state))
        shown = previewer.preview(rules.observe(match.state, seat), action)
        match.play(action)
    last = match.steps[-1]
    assert last.ends and last.barrier and match.undoable(last.seat) == 0
    assert shown is not None and not shown.undoable and shown.text[-1].endswith("cannot be undone")
    if not any(e.barrier for e in last.events):
        assert match.undo_refusal(last.seat, match.names) == "Your last move ended the game: it stands."
        assert shown.text[-1] == "ends the game: cannot be undone"
