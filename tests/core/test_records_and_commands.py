"""Records, saves and the engine commands: bad input is one clear line, never a traceback."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.core.chance import Chance
from game.registry import CATALOGUE
from game.core.contract import GameConfig
from game.core.records import Record, RecordError, load_record, save_record

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=300)


def dq_record(actions: tuple[str, ...] = ("lead girl", "lead boy", "draw")) -> Record:
    return Record("dancing_queen", GameConfig.make(2), 5, actions, ("Ana", "Ben"))


def test_chance_is_a_pure_function_of_seed_and_step() -> None:
    a, next_a = Chance(3).shuffle(range(9))
    b, next_b = Chance(3).shuffle(range(9))
    assert a == b and next_a == next_b == Chance(3, 1)
    assert Chance(3, 1).shuffle(range(9))[0] != a or Chance(4).shuffle(range(9))[0] != a


def test_save_is_atomic_and_loads_back(tmp_path: Path) -> None:
    path = tmp_path / "saves" / "last.json"
    save_record(dq_record(), path)
    assert load_record(path) == dq_record()
    assert [p.name for p in path.parent.iterdir()] == ["last.json"]  # no temp file left


@pytest.mark.parametrize("content,message", [
    ("{not json", "not valid JSON"),
    ('{"format": "chess-pgn"}', "not a Floorshow record"),
    ('{"format": "floorshow-record", "version": 99}', "version 99 is not supported"),
    ('{"format": "floorshow-record", "version": 1, "game": "dancing_queen"}', "no 'config' field"),
    ('[1, 2]', "expected a JSON object"),
])
def test_corrupt_records_say_what_is_wrong(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(RecordError, match=message):
        load_record(path)


def test_replay_command_prints_the_outcome(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    save_record(dq_record(), path)
    done = run("replay", str(path), "--json")
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    assert summary["game"] == "dancing_queen" and summary["actions"] == 3
    assert summary["finished"] is False and summary["to_act"] == 0


def test_a_record_of_a_game_not_playable_yet_is_refused_in_one_line(tmp_path: Path) -> None:
    from game import registry
    waiting = [e.game_id for e in registry.CATALOGUE if not e.available]
    if not waiting:
        pytest.skip("every game of the catalogue is playable")
    data = dq_record().to_json()
    data["game"] = waiting[0]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    done = run("replay", str(path))
    assert done.returncode == 2 and "not playable yet" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("record,expected", [
    ({"actions": ["lead girl", "lead boy", "moonwalk"]}, "action 3 ('moonwalk') is not an action"),
    ({"actions": ["draw"]}, "action 1 ('draw') is illegal: Your first card of a round"),
    ({"game": "chess"}, "unknown game 'chess'"),
])
def test_replay_refuses_bad_records_in_one_line(tmp_path: Path, record: dict, expected: str) -> None:
    data = dq_record().to_json()
    data.update(record)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    done = run("replay", str(path))
    assert done.returncode == 2
    assert expected in done.stderr and "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


def test_replay_of_a_missing_file_is_one_line() -> None:
    done = run("replay", "/no/such/record.json")
    assert done.returncode == 2 and "no such file" in done.stderr and "Traceback" not in done.stderr


def test_sim_prints_the_promised_fields() -> None:
    done = run("sim", "dancing_queen", "--games", "6", "--seats", "normal,random", "--seed", "3",
               "--json")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    for key in ("game", "games", "seed", "seats", "errors", "wins", "mean_actions", "seconds",
                "decision_ms"):
        assert key in result
    assert result["errors"] == 0 and abs(sum(result["wins"]) - 1.0) < 1e-6
    assert set(result["decision_ms"][0]) >= {"p50", "p95", "max"}


@pytest.mark.parametrize("args,expected", [
    (("sim", "dancing_queen", "--seats", "hard,genius"), "unknown level 'genius'"),
    (("sim", "dancing_queen", "--seats", "hard,hard,hard"), "takes 2–2 seats"),
    (("sim", "dancing_queen", "--option", "first"), "--option takes KEY=VALUE"),
    (("sim", "dancing_queen", "--option", "first=7"), "option 'first'"),
    (("sim", "nonesuch"), "unknown game 'nonesuch'"),
])
def test_sim_refuses_bad_input_in_one_line(args: tuple[str, ...], expected: str) -> None:
    done = run(*args)
    assert done.returncode == 2 and expected in done.stderr and "Traceback" not in done.stderr


def test_list_names_every_registered_game() -> None:
    done = run("list", "--json")
    games = {row["id"] for row in json.loads(done.stdout)}
    assert games == {entry.game_id for entry in CATALOGUE} and len(games) >= 5


def test_requirements_match_pyproject() -> None:
    import tomllib
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    runtime = [l for l in (ROOT / "requirements.txt").read_text().split() if l]
    assert sorted(runtime) == sorted(project["dependencies"])
