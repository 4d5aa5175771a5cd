"""Continue's rows say how far a saved game has come in the game's own units ("turn 12",
"round 3, beat 5"), counted by the engine (`Rules.progress`) and kept in the save's clear
part; a save written before that field still opens and lists (issue 25)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from types import SimpleNamespace

import pytest

from game import registry
from game.core.contract import GameConfig
from game.core.records import Match, RecordError, load_record, save_record
from game.core.sealing import read_progress, seal
from scenes.services.saving import SavedGame, peek, progress_words, record_of

KEY = bytes(range(32))


def _played(game: str, seats: int, seed: int, until: int) -> Match:
    """A game played by chance for `until` actions (or to its end)."""
    match = Match(registry.rules(game), GameConfig.make(seats), seed, tuple(f"P{i}" for i in range(seats)),
                  ("human",) * seats)
    pick = random.Random(seed)
    for _ in range(until):
        if match.rules.to_act(match.state) is None:
            break
        match.play(pick.choice(match.rules.legal_actions(match.state)))
    return match


def _saved(match: Match, path: Path) -> SavedGame:
    record, finished, progress = record_of(SimpleNamespace(match=match))
    assert not finished
    save_record(record, path, KEY, progress)
    return peek(path)


def test_a_ddr_row_counts_turns_not_actions(tmp_path: Path) -> None:
    rules = registry.rules("ddr")
    match = _played("ddr", 2, 7, 0)
    pick = random.Random(7)
    while match.state.turn.number < 6:
        match.play(pick.choice(rules.legal_actions(match.state)))
    assert len(match.steps) > 6                     # more actions than turns: the count differs
    line = _saved(match, tmp_path / "ddr.json").line()
    assert "— turn 6 —" in line and "action" not in line, line


@pytest.mark.parametrize("game, seats, words", [
    ("dancing_queen", 2, "round 5"),
    ("beat_by_beat", 3, "round 1, beat 4"),
    ("dance_card", 2, "turn 10"),
    ("ddo", 2, "quest 6"),
])
def test_each_game_says_its_own_unit(tmp_path: Path, game: str, seats: int, words: str) -> None:
    match = _played(game, seats, 3, 40)      # 40 actions by chance, seed 3: each game still on
    saved = _saved(match, tmp_path / f"{game}.json")
    assert saved.where() == words
    assert saved.progress == match.rules.progress(match.state)


def test_every_game_says_where_it_is_at_every_step() -> None:
    for entry in registry.CATALOGUE:
        match = _played(entry.game_id, min(max(2, entry.seats[0]), entry.seats[1]), 11, 0)
        pick = random.Random(11)
        for _ in range(150):
            words = progress_words(match.rules.progress(match.state))
            assert words and len(words) < 40, (entry.game_id, words)
            if match.rules.to_act(match.state) is None:
                break
            match.play(pick.choice(match.rules.legal_actions(match.state)))


def test_a_save_from_before_the_field_still_opens_and_lists(tmp_path: Path) -> None:
    """The file was sealed by the writer of before (its tag made over a clear part without
    "progress"), under KEY: 30 actions of a two-seat DDR game, seed 5."""
    path = tmp_path / "old.json"
    path.write_bytes((Path(__file__).parent / "data" / "sealed_before_progress.json").read_bytes())
    assert load_record(path, KEY).actions == _played("ddr", 2, 5, 30).record().actions
    saved = peek(path)
    assert not saved.problem and saved.where() == "game in progress", saved
    assert "action" not in saved.line()


def test_the_progress_is_under_the_tag(tmp_path: Path) -> None:
    data = seal(_played("ddr", 2, 5, 30).record().to_json(), KEY, progress=(("turn", 4),))
    assert read_progress(data) == (("turn", 4),)
    data["progress"] = [["turn", 40]]
    path = tmp_path / "changed.json"
    path.write_text(json.dumps(data))
    with pytest.raises(RecordError):
        load_record(path, KEY)


def test_a_damaged_progress_is_left_out_not_fatal(tmp_path: Path) -> None:
    for bad in ([["turn", -1]], [["turn", True]], "turn 4", [["", 3]], [["turn", 1]] * 4):
        assert read_progress({"progress": bad}) == ()
