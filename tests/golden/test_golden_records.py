"""Every game's golden record replays to the same end on today's engine (see records.py)."""

from __future__ import annotations

import pytest

from game import registry
from game.core.records import replay
from tests.golden.records import load, observation_digest, outcome_of, path_of


@pytest.mark.parametrize("game_id", registry.available_games())
def test_the_golden_record_replays_to_the_same_end(game_id: str) -> None:
    assert path_of(game_id).exists(), f"{game_id} has no golden record: python -m tests.golden.records"
    record, pinned = load(game_id)
    match = replay(registry.rules(game_id), record)
    outcome = match.rules.outcome(match.state)
    assert outcome is not None, f"{game_id}: the game no longer ends where it did"
    assert outcome_of(outcome) == pinned["outcome"]
    assert observation_digest(match) == pinned["final_observations"], f"{game_id}: the final observations differ"
