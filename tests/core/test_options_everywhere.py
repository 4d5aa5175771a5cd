"""Options are checked one way in every game: each engine declares what it reads, refuses
anything else before it deals in one sentence naming the option, and the shared code
(records, `replay`, `sim --option`, Continue) passes that sentence on, never a traceback."""

from __future__ import annotations

import importlib

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game import registry
from game.__main__ import main as game_main
from game.core.contract import GameConfig
from game.core.options import OptionError, OptionKind
from game.core.records import Record, RecordError, load_record, replay

ROOT = Path(__file__).resolve().parents[2]


def _record(game: str, options: dict[str, Any], seats: int = 2) -> dict[str, Any]:
    data = Record(game, GameConfig.make(seats), 5).to_json()
    data["config"]["options"] = options
    return data


def _replay(tmp_path: Path, data: Any, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    code = game_main(["replay", str(path)])
    return code, capsys.readouterr().err


# -- defect 1: an option named `seats` -------------------------------------------------------

@pytest.mark.parametrize("game", registry.available_games())
def test_an_option_named_seats_is_one_line_not_a_crash(tmp_path: Path, game: str,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    """It collided with GameConfig.make(seats, **options): `replay` exited 3 ("please report it").
    A game that declares its options refuses it; one that declares none yet plays on."""
    low = registry.entry(game).seats[0]
    code, err = _replay(tmp_path, _record(game, {"seats": 3}, max(low, 2) if game != "ddo" else 1), capsys)
    assert code == 2 if registry.entry(game).options else code in (0, 2), err
    assert "Traceback" not in err and "please report" not in err
    if code == 2:
        assert len(err.strip().splitlines()) == 1 and "'seats'" in err


def test_a_record_whose_options_hold_seats_loads_as_data(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    path.write_text(json.dumps(_record("dancing_queen", {"seats": 3})), encoding="utf-8")
    record = load_record(path)                       # read: the key is data, not an argument
    assert record.config.seats == 2 and record.config.option("seats") == 3
    with pytest.raises(RecordError, match="Dancing Queen has no option 'seats'"):
        replay(registry.rules("dancing_queen"), record)


@pytest.mark.parametrize("key", ["Seats", "seats!", " mode", "mode\u200b", "décor", "1st", "a-b", "x" * 41])
def test_the_record_check_takes_only_option_names(tmp_path: Path, key: str,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    code, err = _replay(tmp_path, _record("dancing_queen", {key: 1}), capsys)
    assert code == 2 and "config.options" in err and len(err.strip().splitlines()) == 1


def test_sim_with_an_option_named_seats_is_one_line() -> None:
    done = subprocess.run([sys.executable, "-m", "game", "sim", "dancing_queen", "--games", "1",
                           "--option", "seats=3"], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 2, done.stderr
    assert "Dancing Queen has no option 'seats'" in done.stderr and "Traceback" not in done.stderr


# -- DDR and Dancing Queen declare what they read, and refuse the rest in one sentence --------

@pytest.mark.parametrize("game,options,words", [
    ("ddr", {"colour": "red"}, "DDR: The Card Game has no option 'colour'; its options are: chance, deck, "
                               "first, songs."),
    ("ddr", {"first": "0"}, "DDR: The Card Game's option 'first' needs a whole number from 0 to 3, not '0'."),
    ("ddr", {"first": 3}, "DDR: The Card Game's option 'first' needs a seat from 0 to 1, not 3."),
    ("ddr", {"songs": ["first-light", "no-such-song"]}, "option 'songs' needs one different song per seat"),
    ("ddr", {"songs": ["first-light", "first-light"]}, "option 'songs' needs one different song per seat"),
    ("ddr", {"deck": ["U/perfect", "Z/great"]}, "option 'deck' needs the names of DDR cards, top first, not 'Z/great'."),
    ("ddr", {"chance": 4}, "option 'chance' needs a list of stacked draws, not 4."),
    ("ddr", {"chance": [["U/perfect"] * 5]}, "option 'chance' needs cards the deck holds for its shuffle"),
    ("ddr", {"chance": [["Q/perfect"]]}, "(it has none), not 'Q/perfect'."),
    ("ddr", {"chance": [None, 2]}, "option 'chance' needs the first dancer as a seat from 0 to 1, not 2."),
    ("ddr", {"chance": [None, None, 131]}, "each card shuffled back as a depth from 0 (the top) to 130, not 131."),
    ("ddr", {"chance": [None, None, True]}, "each card shuffled back as a depth from 0 (the top) to 130, not true."),
    ("ddr", {"deck": ["U/perfect"] * 3, "chance": [7]}, "the first dancer as a seat from 0 to 1, not 7."),
    ("ddr", {"deck": ["U/perfect"] * 3, "chance": [None, 4]}, "depth from 0 (the top) to 3, not 4."),
    ("dancing_queen", {"mode": "duel"}, "Dancing Queen has no option 'mode'; its options are: chance, decks, "
                                        "first, stack."),
    ("dancing_queen", {"first": 2}, "Dancing Queen's option 'first' needs a whole number from 0 to 1, not 2."),
    ("dancing_queen", {"first": True}, "option 'first' needs a whole number from 0 to 1, not true."),
    ("dancing_queen", {"stack": ["nobody"]}, "option 'stack' needs distinct card ids from:"),
    ("dancing_queen", {"chance": [None, [9]]}, "round 2's shuffle as null or distinct card numbers from 0 to 8, "
                                               "not a list of 1."),
    ("dancing_queen", {"chance": [[0, 0]]}, "round 1's shuffle"),
    ("dancing_queen", {"chance": [[1.0]]}, "round 1's shuffle"),
    ("dancing_queen", {"chance": ["majority"]}, "round 1's shuffle"),
    ("dancing_queen", {"stack": ["majority"], "chance": [[3]]}, "(round one's stacked cards aside)"),
    ("dancing_queen", {"decks": [["majority"]], "chance": [[1]]}, "cannot go with the options 'stack' or 'chance'."),
    ("dancing_queen", {"decks": [["majority", "majority"]]}, "option 'decks' needs a list of each round's deck"),
])
def test_a_bad_option_is_one_sentence_naming_it(game: str, options: dict[str, Any], words: str) -> None:
    with pytest.raises(OptionError) as refused:
        registry.rules(game).new_game(GameConfig.of(2, options), 3)
    sentence = str(refused.value)
    assert words in sentence and sentence.endswith(".") and "\n" not in sentence


def test_a_stacked_set_up_that_can_be_played_still_is() -> None:
    stack = {"chance": [None, [0, 1, 2], None, [8]], "first": 1}
    state = registry.rules("dancing_queen").new_game(GameConfig.of(2, stack), 3)
    assert state.microphone == 1
    state = registry.rules("ddr").new_game(GameConfig.of(2, {"chance": [["U/perfect"] * 4, 1, 130, None]}), 3)
    assert state.deck[:4] == ("U/perfect",) * 4 and state.first == 1


def test_an_impossible_stacked_draw_in_a_record_is_refused_before_the_game(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Before: a depth no deck has loaded, and crashed the table when the first card went back."""
    code, err = _replay(tmp_path, _record("ddr", {"chance": [None, None, 999]}), capsys)
    assert code == 2 and "DDR: The Card Game's option 'chance' needs each card shuffled back" in err
    assert len(err.strip().splitlines()) == 1 and "cannot start" not in err
    code, err = _replay(tmp_path, _record("dancing_queen", {"chance": [None, [9]]}), capsys)
    assert code == 2 and "Dancing Queen's option 'chance' needs round 2's shuffle" in err


@pytest.mark.parametrize("args,words", [
    (("--option", "chance=[null,[9]]"), "Dancing Queen's option 'chance' needs round 2's shuffle"),
    (("--option", "first=7"), "Dancing Queen's option 'first' needs a whole number from 0 to 1, not 7."),
    (("--option", "stack=majority,pairs"), None),
    (("--option", "chance=[null"), "--option chance: '[null' is not a list"),
])
def test_sim_options_are_read_as_the_game_declares_them(args: tuple[str, ...], words: str | None) -> None:
    done = subprocess.run([sys.executable, "-m", "game", "sim", "dancing_queen", "--games", "1",
                           "--seats", "random,random", *args], cwd=ROOT, capture_output=True, text=True)
    if words is None:
        assert done.returncode == 0, done.stderr
    else:
        assert done.returncode == 2 and words in done.stderr and len(done.stderr.splitlines()) == 1, done.stderr


def test_list_json_declares_every_option() -> None:
    done = subprocess.run([sys.executable, "-m", "game", "list", "--json"], cwd=ROOT,
                          capture_output=True, text=True, check=True)
    rows = {row["id"]: row for row in json.loads(done.stdout)}
    assert [o["key"] for o in rows["ddr"]["options"]] == ["songs", "first", "deck", "chance"]
    first = next(o for o in rows["dancing_queen"]["options"] if o["key"] == "first")
    assert first == {"key": "first", "kind": "number", "title": "Microphone", "default": None,
                     "shown": False, "low": 0, "high": 1}
    for row in rows.values():
        for option in row["options"]:
            assert {"key", "kind", "default"} <= set(option)
            assert option["kind"] != "choice" or option["choices"]
    assert {o["key"]: o["kind"] for o in rows["beat_by_beat"]["options"]}["judge_draft"] == "flag"


def test_the_catalogue_declares_each_games_own_options() -> None:
    """DDO's entry once lost its `options=` in a merge: `list --json` declared none and the
    set-up showed neither the Adventure pack nor the rest between quests."""
    for entry in registry.CATALOGUE:
        module = importlib.import_module(f"game.{entry.game_id}.options")
        assert tuple(entry.options) == tuple(module.OPTIONS), entry.game_id


def test_every_declared_option_is_a_name_a_record_may_hold() -> None:
    from game.core.record_schema import OPTION_KEY
    for entry in registry.CATALOGUE:
        keys = [spec.key for spec in entry.options]
        assert len(set(keys)) == len(keys) and all(OPTION_KEY.fullmatch(k) for k in keys), entry.game_id
        for spec in entry.options:
            assert spec.kind is not OptionKind.STACK or not spec.shown


@pytest.mark.parametrize("game,seats,options", [
    ("dance_card", 2, {"mode": "competitive", "students": ["Kate", "Nate"],
                       "chance": [None, None, [31, 30, 29], [0, 1, 2], [5, 4], 2]}),
    ("ddr", 2, {"songs": ["first-light", "kite-string"], "first": 0, "chance": [None, 4]}),
    ("dancing_queen", 2, {"first": 1, "chance": [None, [5, 3]]}),
])
def test_the_examples_of_the_notation_page_start_a_game(game: str, seats: int, options: dict[str, Any]) -> None:
    text = (ROOT / "docs" / "notation.md").read_text(encoding="utf-8")
    assert json.dumps(options["chance"]).replace(" ", "") in text.replace(" ", "")
    record = Record(game, GameConfig.of(seats, options), 3)
    assert replay(registry.rules(game), Record.from_json(json.loads(json.dumps(record.to_json())))).state
