"""Bot strength, kept small for CI: each level beats the one below over seeded games.

The full figures come from `python -m game sim`; these runs are deterministic (fixed
seeds, Hard capped by iterations rather than the clock), so they cannot flake.
"""

from __future__ import annotations

import pytest

from game import registry
from game.core.bots import Budget
from game.core.sim import simulate

PAIRINGS = [  # (stronger, weaker, games, lowest acceptable win rate of the stronger)
    ("easy", "random", 60, 0.6),
    ("normal", "easy", 80, 0.52),
    ("hard", "random", 10, 0.7),
]
# Hard at a small iteration cap: enough to show the search works, cheap for every game.
HARD_TEST_BUDGET = Budget(seconds=30.0, iterations=24)


@pytest.mark.parametrize("game_id", registry.available_games())
@pytest.mark.parametrize("stronger,weaker,games,floor", PAIRINGS)
def test_each_level_beats_the_one_below(game_id: str, stronger: str, weaker: str, games: int,
                                        floor: float) -> None:
    if game_id == "ddo":  # cooperative: whole tables are compared in tests/ddo/test_ddo_ai.py
        pytest.skip("a cooperative game has no per-seat winner")
    result = simulate(registry.entry(game_id), (stronger, weaker) if registry.entry(game_id).seats[0] <= 2
                      else (stronger, weaker, weaker),
                      games, seed=1000, budget=HARD_TEST_BUDGET)
    assert result["errors"] == 0
    assert result["wins"][0] >= floor, result
