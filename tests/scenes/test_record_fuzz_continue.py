"""The corpus of malformed records (tests/core/test_record_fuzz_corpus.py) as saves through
Continue, sealed as the app seals them and in clear: 0 tracebacks; a record that cannot be
played is one message and is set aside, one that can opens at its table and draws."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from game import registry
from game.core.sealing import ensure_key, seal
from game.userdirs import seal_key_path
from scenes.app import App
from scenes.flow import continue_game
from scenes.launcher import LauncherScene
from scenes.paths import saves_dir
from tests.core.test_record_fuzz_corpus import corpus
from tests.scenes.driving import frames

CONTINUED: dict[str, list[int]] = {}   # game -> [saves, opened, told in one message]
PER_GAME = 50


@pytest.mark.parametrize("game", registry.available_games())
def test_the_corpus_through_continue(app: App, game: str) -> None:
    key = ensure_key(seal_key_path())
    counts = CONTINUED.setdefault(game, [0, 0, 0])
    for number, (case, data) in enumerate(corpus(game)[:PER_GAME]):
        folder = saves_dir()
        folder.mkdir(parents=True, exist_ok=True)
        for old in folder.glob("*"):
            old.unlink()
        data = json.loads(json.dumps(data, ensure_ascii=True))
        if isinstance(data.get("seat_kinds"), list):   # hot-seat: no AI worker for the corpus
            data["seat_kinds"] = ["human"] * len(data["seat_kinds"])
        if number % 2:
            data = seal(data, key)                        # as the app writes a game in progress
        (folder / f"{game}-{number}.json").write_text(json.dumps(data), encoding="utf-8")
        app.stack.clear_to(LauncherScene(app))
        counts[0] += 1
        try:
            problem = continue_game(app)
            frames(app, 2)
        except Exception as crash:   # noqa: BLE001 - counted, then failed with the case named
            raise AssertionError(f"{case} ({'sealed' if number % 2 else 'clear'}): {crash!r}") from crash
        if problem is None:
            counts[1] += 1
        else:
            counts[2] += 1
            assert "could not be read" in problem and problem.count("\n") <= 1, (case, problem)


def test_report_continue_counts() -> None:
    for game, (tried, opened, told) in CONTINUED.items():
        print(f"\ncontinue corpus {game}: {tried} saves, {opened} opened at their table, {told} told in "
              f"one message and set aside, 0 tracebacks", file=sys.stderr)
