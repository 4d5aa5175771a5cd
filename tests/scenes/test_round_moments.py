"""Rounds as moments: Beat by Beat's round is a scoreboard with each dancer's total, and
Dancing Queen's round end says why the round ended."""

from __future__ import annotations

import random

from game import registry
from game.beat_by_beat import events as bbb
from game.core.contract import GameConfig
from game.dancing_queen import events as dq
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


def test_dancing_queen_round_end_says_why_it_ended() -> None:
    rules = registry.rules("dancing_queen")
    view = make_view("dancing_queen", rules)
    names = ("Ana", "Bo")
    seen: set[str] = set()
    for seed in range(6):
        state, rng = rules.new_game(GameConfig.make(2), seed), random.Random(seed)
        while rules.outcome(state) is None:
            state, events = rules.apply(state, rng.choice(rules.legal_actions(state)))
            won = next((e for e in events if isinstance(e, dq.RoundWon)), None)
            if won is None:
                continue
            why = view.interlude(events, names, 0).lines[0]
            passed = next((e for e in events if isinstance(e, dq.Passed)), None)
            if won.result.by_star:
                assert "★ held" in why
            elif passed is not None:
                assert why.startswith(names[passed.seat]), why
            else:
                assert "full floor" in why
            seen.add(why.split(":")[0] if "★" in why or "full" in why else "passed")
    assert len(seen) >= 2, seen
