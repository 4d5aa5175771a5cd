"""Finished games kept, read back, and counted; a bad file beside them loses nothing."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

from game import registry
from game.core.contract import GameConfig
from game.core.history import read_history, write_finished
from game.core.records import Match
from game.core.seats import SeatKind
from game.core.stats import statistics

ROOT = Path(__file__).resolve().parents[2]
SEATS = {"dancing_queen": 2, "ddr": 2, "dance_card": 2, "beat_by_beat": 2, "ddo": 1}


def finished_match(game_id: str, kinds: tuple[str, ...], seed: int, **options: Any) -> Match:
    """A whole game played by random choices (quick), as the app's Match holds it."""
    rules = registry.rules(game_id)
    config = GameConfig.of(len(kinds), options)
    match = Match(rules, config, seed, tuple(f"Player {i + 1}" for i in range(len(kinds))),
                  tuple(SeatKind(k) for k in kinds))
    rng = random.Random(seed)
    while rules.outcome(match.state) is None:
        match.play(rng.choice(rules.legal_actions(match.state)))
    return match


def keep(folder: Path, match: Match, when: float) -> Path:
    outcome = match.rules.outcome(match.state)
    assert outcome is not None
    return write_finished(folder, match.record(), outcome, when)


def test_a_finished_game_is_kept_and_read_back_whole(tmp_path: Path) -> None:
    match = finished_match("dancing_queen", ("human", "easy"), 3)
    keep(tmp_path, match, 1_000_000)
    games, set_aside = read_history(tmp_path)
    assert set_aside == [] and len(games) == 1
    game = games[0]
    assert game.record == match.record()
    outcome = match.rules.outcome(match.state)
    assert outcome is not None
    assert game.winners == outcome.winners and game.scores == tuple(outcome.scores)
    assert game.humans == (0,)


def test_a_bad_file_is_set_aside_and_loses_no_other_game(tmp_path: Path) -> None:
    for seed in range(3):
        keep(tmp_path, finished_match("ddr", ("human", "normal"), seed), 1_000_000 + seed)
    (tmp_path / "ddr-20260101-000000-aaaaaa.json").write_text('{"format": "floorshow-finished-game", "vers')
    (tmp_path / "zzz-foreign.json").write_text(json.dumps({"hello": "world"}))
    (tmp_path / "ddr-20260101-000001-bbbbbb.json").write_bytes(b"\xff\xfe not text")
    games, set_aside = read_history(tmp_path)
    assert len(games) == 3
    assert len(set_aside) == 3 and all(".unreadable" in name for name in set_aside)
    again, aside_again = read_history(tmp_path)   # set aside once, not read again
    assert len(again) == 3 and aside_again == []
    assert len(list(tmp_path.glob("*.unreadable*.json"))) == 3


def test_statistics_count_levels_streaks_hot_seat_and_table_results(tmp_path: Path) -> None:
    when = 1_000_000.0
    for seed in range(6):
        when += 60
        keep(tmp_path, finished_match("dancing_queen", ("human", "easy" if seed % 2 else "hard"), seed), when)
    keep(tmp_path, finished_match("dancing_queen", ("human", "human"), 50), when + 60)
    keep(tmp_path, finished_match("dancing_queen", ("normal", "easy"), 51), when + 120)
    for seed in range(3):
        keep(tmp_path, finished_match("ddo", ("human",), seed), when + 200 + seed)
    games, _ = read_history(tmp_path)
    figures = statistics(games)
    dq = figures["dancing_queen"]
    assert dq["games"] == 8 and dq["watched"] == 1 and dq["hot_seat"]["games"] == 1
    assert set(dq["against_ai"]) == {"easy", "hard"}
    assert dq["against_ai"]["easy"]["games"] == 3 and dq["against_ai"]["hard"]["games"] == 3
    wins = [0 in g.winners for g in games if g.game == "dancing_queen" and g.humans == (0,)]
    assert dq["against_ai"]["easy"]["wins"] + dq["against_ai"]["hard"]["wins"] == sum(wins)
    best = current = 0
    for won in wins:
        current = current + 1 if won else 0
        best = max(best, current)
    assert dq["streak"] == {"current": current, "best": best}
    ddo = figures["ddo"]["table"]["solo"]
    assert ddo["games"] == 3
    assert ddo["quests_won"] == sum(int(g.scores[0]) for g in games if g.game == "ddo")


def test_the_stats_command_prints_every_game(tmp_path: Path) -> None:
    folder = tmp_path / "data" / "history"
    for n, (game_id, seats) in enumerate(SEATS.items()):
        for seed in range(2):
            keep(folder, finished_match(game_id, ("human",) + ("easy",) * (seats - 1), seed), 1e6 + 10 * n + seed)
    (folder / "broken.json").write_text("not json")
    env = dict(os.environ, FLOORSHOW_HOME=str(tmp_path), PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-m", "game", "stats", "--json"], env=env,
                          capture_output=True, text=True, check=True, cwd=ROOT)
    printed = json.loads(done.stdout)
    assert set(printed["games"]) == set(SEATS)
    assert all(found["games"] == 2 for found in printed["games"].values())
    assert printed["set_aside"] == ["broken.unreadable.json"]
    text = subprocess.run([sys.executable, "-m", "game", "stats"], env=env, capture_output=True,
                          text=True, check=True, cwd=ROOT).stdout
    assert "Dancing Queen: 2 finished" in text
