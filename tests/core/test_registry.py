"""Games declare themselves once, in game/registry.py; the engine agrees with it."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game import registry
from game.core.contract import GameConfig, Termination
from game.core.sim import simulate

ROOT = Path(__file__).resolve().parents[2]


def test_list_json_prints_each_declaration() -> None:
    done = subprocess.run([sys.executable, "-m", "game", "list", "--json"], cwd=ROOT,
                          capture_output=True, text=True, check=True)
    rows = {row["id"]: row for row in json.loads(done.stdout)}
    assert set(rows) == {e.game_id for e in registry.CATALOGUE}
    for row in rows.values():
        assert {"id", "title", "seats", "modes", "cooperative", "simultaneous",
                "playable"} <= set(row)
    assert rows["dance_card"]["modes"] == {"competitive": [2, 4], "cooperative": [2, 4],
                                           "solo": [1, 1]}
    assert rows["ddo"]["cooperative"] and rows["beat_by_beat"]["simultaneous"]
    assert rows["dancing_queen"]["simultaneous"] and rows["dancing_queen"]["seats"] == [2, 2]


@pytest.mark.parametrize("game_id", registry.available_games())
def test_the_engine_accepts_exactly_the_declared_seats(game_id: str) -> None:
    entry = registry.entry(game_id)
    rules = registry.rules(game_id)
    modes = [m.name for m in entry.modes] or [None]
    for mode in modes:
        low, high = entry.seats_for(mode)
        options = {} if mode is None else {"mode": mode}
        for seats in range(0, 8):
            config = GameConfig.make(seats, **options)
            if low <= seats <= high:
                rules.new_game(config, 1)
            else:
                with pytest.raises(ValueError):
                    rules.new_game(config, 1)


def test_dance_card_modes_are_the_game_mode_cards() -> None:
    from game.dance_card.content import load_content
    from game.dance_card.mode import Mode
    content = load_content()
    for spec in registry.entry("dance_card").modes:
        assert isinstance(spec.mode, Mode)
        card = content.mode(spec.name)
        assert card.seats == spec.seats and card.hands_open == spec.cooperative


@pytest.mark.parametrize("mode,seats", [("solo", "normal"), ("cooperative", "normal,easy")])
def test_a_table_game_credits_every_seat_with_the_table_s_win(mode: str, seats: str) -> None:
    result = simulate(registry.entry("dance_card"), tuple(seats.split(",")), 6, 3, {"mode": mode})
    assert result["errors"] == 0
    assert all(w == result["table_win_rate"] for w in result["wins"]), result


def test_outcome_is_a_value_with_the_game_s_own_reason() -> None:
    from game.core.records import Match
    from game.dance_card.mode import DanceEnd
    from game.dance_card.rules import RULES
    match = Match(RULES, GameConfig.make(1, mode="solo"), 5)
    rng = random.Random(5)
    while RULES.outcome(match.state) is None:
        legal = RULES.legal_actions(match.state)
        match.play(legal[rng.randrange(len(legal))])
    outcome = RULES.outcome(match.state)
    assert outcome is not None and outcome.termination.table
    assert isinstance(outcome.reason, DanceEnd)
    assert (outcome.termination is Termination.COOP_WIN) == bool(outcome.winners)
