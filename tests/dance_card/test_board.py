"""Dance Card! board: the Tiled map, its loader, the committed export and the CLI."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from boards.cli import board_command
from boards.tiled import load_map
from game.dance_card.board import BOARD_JSON, Board, BoardError, Kind, load_board

ROOT = Path(__file__).resolve().parents[2]
MAP = ROOT / "levels" / "dance_card.tmx"


def _edited(tmp_path: Path, *edits: tuple[str, str], count: int = 1) -> Path:
    """A copy of the real map with textual edits (each must apply)."""
    text = MAP.read_text(encoding="utf-8")
    for old, new in edits:
        assert old in text, old
        text = text.replace(old, new, count)
    path = tmp_path / "edited.tmx"
    path.write_text(text, encoding="utf-8")
    return path


def _object_block(name: str) -> str:
    text = MAP.read_text(encoding="utf-8")
    match = re.search(r' *<object id="\d+" name="' + re.escape(name) + r'".*?</object>\n',
                      text, re.DOTALL)
    assert match, name
    return match.group(0)


def test_map_has_the_eight_locations_of_the_document() -> None:
    board = load_map(MAP).board
    kinds = {loc.name: loc.kind for loc in board.locations}
    assert sorted(kinds) == sorted(["Refreshments", "Bleachers", "Blue Dance Floor",
                                    "Green Dance Floor", "Yellow Dance Floor",
                                    "Pink Dance Floor", "Janitor's Office", "Restrooms"])
    assert [kinds[n] for n in ("Refreshments", "Bleachers")] == [Kind.CHAT_SPOT] * 2
    assert kinds["Restrooms"] is kinds["Janitor's Office"] is Kind.NERVE_SPOT
    assert {board.locations[i].colour for i in board.of_kind(Kind.DANCE_FLOOR)} == {
        "blue", "green", "yellow", "pink"}


def test_adjacency_fixed_by_the_document_and_everything_reachable() -> None:
    board = load_map(MAP).board
    near = lambda a, b: board.are_adjacent(board.index(a), board.index(b))
    assert near("Bleachers", "Yellow Dance Floor")          # Phoenix, example 1
    assert near("Yellow Dance Floor", "Green Dance Floor")  # Phoenix, example 1
    assert near("Refreshments", "Blue Dance Floor")         # Maxine and Steven
    assert near("Green Dance Floor", "Blue Dance Floor")    # Maxine moves to Blue
    assert near("Refreshments", "Restrooms")                # Steven's Nerve
    # Steven needs two Moves from the Blue Dance Floor to the Restrooms.
    assert board.distance(board.index("Blue Dance Floor"), board.index("Restrooms")) == 2
    for a in range(len(board)):
        for b in range(len(board)):
            assert board.distance(a, b) >= 0
            assert board.are_adjacent(a, b) == board.are_adjacent(b, a)


def test_anchors_lie_in_their_locations_with_room_for_the_setup() -> None:
    drawn = load_map(MAP)
    for index, (rect, points) in enumerate(zip(drawn.areas, drawn.anchors)):
        x, y, w, h = rect
        assert len(points) >= drawn.board.setup_count(index)
        assert all(x <= px <= x + w and y <= py <= y + h for px, py in points)


def test_committed_export_equals_the_map() -> None:
    assert load_board(BOARD_JSON) == load_map(MAP).board
    assert json.loads(BOARD_JSON.read_text()) == load_map(MAP).board.to_json()


def test_board_json_round_trip() -> None:
    board = load_board()
    assert Board.from_json(board.to_json()) == board


@pytest.mark.slow  # the Tiled editor run on the map
@pytest.mark.skipif(shutil.which("tiled") is None, reason="Tiled is not installed")
def test_tiled_itself_accepts_the_map(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(["tiled", "--export-map", "json", str(MAP), str(tmp_path / "m.json")],
                          env=env, capture_output=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr


# -- malformed maps --------------------------------------------------------------------
def _refusal(path: Path) -> str:
    with pytest.raises(BoardError) as caught:
        load_map(path)
    return str(caught.value)


def test_missing_location(tmp_path: Path) -> None:
    path = _edited(tmp_path, (_object_block("Janitor's Office"), ""),
                   ('<property name="adjacent_3" type="object" value="8"/>', ""))
    message = _refusal(path)
    assert str(path) in message and "Janitor's Office" in message and "missing" in message


def test_unknown_kind(tmp_path: Path) -> None:
    path = _edited(tmp_path, ('value="dance floor"', 'value="disco"'))
    message = _refusal(path)
    assert "object 'Blue Dance Floor' (id 3)" in message
    assert "field 'kind'" in message and "'disco'" in message


def test_unknown_colour(tmp_path: Path) -> None:
    path = _edited(tmp_path, ('value="green"', 'value="teal"'))
    assert "field 'colour'" in _refusal(path)


def test_one_way_adjacency(tmp_path: Path) -> None:
    restrooms = _object_block("Restrooms")
    path = _edited(tmp_path, (restrooms, restrooms.replace(
        '<property name="adjacent_1" type="object" value="1"/>', "")))
    message = _refusal(path)
    assert "object 'Refreshments' (id 1), field 'adjacent_1'" in message
    assert "one-way" in message and "'Restrooms'" in message


def test_dangling_adjacency(tmp_path: Path) -> None:
    restrooms = _object_block("Restrooms")
    path = _edited(tmp_path, (restrooms, restrooms.replace(
        'name="adjacent_1" type="object" value="1"', 'name="adjacent_1" type="object" value="999"')))
    message = _refusal(path)
    assert "object 'Restrooms' (id 2), field 'adjacent_1'" in message
    assert "dangling" in message and "999" in message


def test_adjacency_to_an_anchor_is_dangling(tmp_path: Path) -> None:
    restrooms = _object_block("Restrooms")
    path = _edited(tmp_path, (restrooms, restrooms.replace(
        'name="adjacent_1" type="object" value="1"', 'name="adjacent_1" type="object" value="9"')))
    assert "not a location" in _refusal(path)


def test_unreachable_location(tmp_path: Path) -> None:
    janitor = _object_block("Janitor's Office")
    path = _edited(tmp_path, ('<property name="adjacent_3" type="object" value="8"/>', ""),
                   (janitor, janitor.replace(
                       '<property name="adjacent_1" type="object" value="7"/>', "")))
    message = _refusal(path)
    assert "Janitor's Office" in message and "reached" in message


def test_document_adjacency_cannot_be_removed(tmp_path: Path) -> None:
    yellow, bleachers = _object_block("Yellow Dance Floor"), _object_block("Bleachers")
    path = _edited(tmp_path, (yellow, yellow.replace(
                       '<property name="adjacent_3" type="object" value="7"/>', "")),
                   (bleachers, bleachers.replace(
                       '<property name="adjacent_2" type="object" value="6"/>', "")))
    message = _refusal(path)
    assert "field 'adjacent'" in message and "Yellow Dance Floor" in message


def test_document_distance_cannot_be_shortened(tmp_path: Path) -> None:
    blue, restrooms = _object_block("Blue Dance Floor"), _object_block("Restrooms")
    path = _edited(tmp_path, (blue, blue.replace(
                       '<property name="colour"', '<property name="adjacent_9" type="object" '
                       'value="2"/>\n    <property name="colour"')),
                   (restrooms, restrooms.replace(
                       '<property name="colour"', '<property name="adjacent_9" type="object" '
                       'value="3"/>\n    <property name="colour"')))
    assert "must not be adjacent" in _refusal(path)


def test_reserved_property_name_is_named(tmp_path: Path) -> None:
    extra = ('<property name="colour" value="blue"/>\n'
             '    <property name="visible" value="no"/>')
    path = _edited(tmp_path, ('<property name="colour" value="blue"/>', extra))
    message = _refusal(path)
    assert "object 'Blue Dance Floor' (id 3), field 'visible'" in message and "reserved" in message


def test_broken_xml_names_the_line(tmp_path: Path) -> None:
    path = _edited(tmp_path, ("</objectgroup>", "</objectgrup>"))
    assert "line" in _refusal(path)


def test_anchor_outside_every_location(tmp_path: Path) -> None:
    path = _edited(tmp_path, ('x="72" y="76"', 'x="5" y="5"'))
    message = _refusal(path)
    assert "field 'position'" in message and "no location" in message


def test_wrong_object_class(tmp_path: Path) -> None:
    path = _edited(tmp_path, ('type="location"', 'type="room"'))
    assert "field 'class'" in _refusal(path)


# -- the command -------------------------------------------------------------------------
def test_command_prints_locations_and_pairs(capsys: pytest.CaptureFixture[str]) -> None:
    assert board_command(str(MAP), as_json=False) == 0
    out = capsys.readouterr().out
    assert "locations" in out and "adjacent" in out
    assert "Bleachers — Janitor's Office" in out and "dance floor" in out


def test_command_json_is_the_engine_board(capsys: pytest.CaptureFixture[str]) -> None:
    assert board_command(str(MAP), as_json=True) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"locations", "adjacent"}
    assert Board.from_json(data) == load_board()


def test_command_refuses_a_bad_map_with_one_line(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    path = _edited(tmp_path, ('value="dance floor"', 'value="disco"'))
    assert board_command(str(path), as_json=False) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and str(path) in lines[0] and "kind" in lines[0]


def test_command_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert board_command(str(tmp_path / "nope.tmx"), as_json=True) == 2
    assert "no such file" in capsys.readouterr().err
