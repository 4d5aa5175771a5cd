"""One reader for every JSON file the app reads: records, settings, sealed saves, the
player's DDO decks and the bundled Dance Card! board all go through game/core/json_files.py,
with a size limit and a guard against JSON nested too deep, and each refusal is one line."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from game.ddo.content import catalogue
from scenes.app import App
from scenes.deck_builder import DeckBuilderScene
from scenes.deck_builder_files import decks_dir, load_decks
from scenes.setup import SeatSetupScene
from game import registry
from tests.scenes.driving import click, frames

DEEP = "[" * 20_000 + "]" * 20_000   # 40 KB: under a deck file's limit, far past json's depth


def _good_deck(folder: Path) -> None:
    base = catalogue().decks["warrior"]
    good = {"format": "floorshow-ddo-deck", "version": 1, "name": "Good One", "hero": base.hero,
            "cards": list(base.cards)}
    (folder / "good_one.json").write_text(json.dumps(good), encoding="utf-8")


def test_a_deeply_nested_deck_file_is_one_line_and_the_rest_load(app: App) -> None:
    """Before: RecursionError out of load_decks, at every click on DDO and on the deck builder."""
    folder = decks_dir()
    folder.mkdir(parents=True)
    _good_deck(folder)
    (folder / "deep.json").write_text(DEEP, encoding="utf-8")
    decks, refused = load_decks()
    assert [d.name for d in decks] == ["Good One"]
    assert len(refused) == 1 and refused[0].startswith("deep.json") and "nested too deep" in refused[0]
    setup = SeatSetupScene(app, registry.entry("ddo"))
    app.stack.push(setup)
    frames(app, 2)
    click(app, setup.builder_rect().center)
    assert isinstance(app.stack.top, DeckBuilderScene)
    frames(app, 2)
    assert (folder / "deep.json").read_text(encoding="utf-8") == DEEP    # left as it was


def test_a_huge_deck_file_is_refused_without_reading_it_all(app: App) -> None:
    """Before: a 19 MB deck was read and parsed whole each time the set-up opened."""
    folder = decks_dir()
    folder.mkdir(parents=True)
    _good_deck(folder)
    huge = {"format": "floorshow-ddo-deck", "version": 1, "name": "Huge", "hero": "x",
            "cards": ["a" * 100] * 190_000}
    (folder / "huge.json").write_text(json.dumps(huge), encoding="utf-8")
    assert (folder / "huge.json").stat().st_size > 19_000_000
    started = time.perf_counter()
    decks, refused = load_decks()
    took = time.perf_counter() - started
    assert [d.name for d in decks] == ["Good One"] and len(refused) == 1
    assert "larger than any Floorshow deck file" in refused[0] and "KB at most" in refused[0]
    assert took < 0.5, f"{took:.2f} s"   # it reads the limit and stops (measured ~0.01 s)


@pytest.mark.parametrize("content,words", [
    (b"\xff\xfe{", "not a text file"),
    (b'{"format": "floorshow-ddo-deck", ', "not valid JSON"),
    (b'{"n": ' + b"9" * 5000 + b"}", "not a Floorshow deck file"),
])
def test_every_unreadable_deck_file_is_one_line(home: Path, content: bytes, words: str) -> None:
    folder = decks_dir()
    folder.mkdir(parents=True)
    (folder / "bad.json").write_bytes(content)
    decks, refused = load_decks()
    assert decks == [] and len(refused) == 1 and words in refused[0] and "\n" not in refused[0]


def test_the_board_reader_is_the_same_reader(tmp_path: Path) -> None:
    from game.dance_card.board import BoardError, load_board
    path = tmp_path / "board.json"
    path.write_text(DEEP, encoding="utf-8")
    with pytest.raises(BoardError, match="nested too deep"):
        load_board(path)


def test_no_json_file_is_read_but_through_the_one_reader() -> None:
    root = Path(__file__).resolve().parents[2]
    readers = []
    for package in ("game", "scenes"):
        for path in (root / package).rglob("*.py"):
            text = path.read_text(encoding="utf-8")
            if "json.load(" in text or "json.loads(" in text:
                readers.append(str(path.relative_to(root)))
    # the reader itself, and `sim --option` reading a list from the command line (no file)
    assert sorted(readers) == ["game/__main__.py", "game/core/json_files.py"]
