"""Rounds as moments: Beat by Beat's round is a scoreboard with each dancer's total."""

from __future__ import annotations

import random

from game import registry
from game.core.contract import GameConfig
from scenes.tables import make_view


def test_beat_by_beat_round_is_a_scoreboard_with_totals() -> None:
    rules = registry.rules("beat_by_beat")
    view = make_view("beat_by_beat", rules)
    names = ("Ana", "Bo", "Cy")
    state, rng, boards = rules.new_game(GameConfig.make(3), 4), random.Random(4), 0
    while rules.outcome(state) is None:
        before = rules.observe(state, 0)
        state, events = rules.apply(state, rng.choice(rules.legal_actions(state)))
        moment = view.interlude_after(before, events, names, 0)
        if moment is None:
            continue
        boards += 1
        totals = {line.split(":")[0]: int(line.split(": ")[1].split(" points")[0]) for line in moment.lines[:3]}
        assert totals == {names[s]: d.score for s, d in enumerate(state.dancers)}, moment.lines
        assert list(totals.values()) == sorted(totals.values(), reverse=True)   # the leader first
    assert boards == 6   # one a round
