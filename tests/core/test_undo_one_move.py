"""Undo a player can predict: one press takes back exactly one move of the seat's own."""

from __future__ import annotations

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
