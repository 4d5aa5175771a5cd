"""Continue and the log file (issue 25): every saved game can be reached (pages of seven),
a row's count is in the game's own units (tests/scenes/test_saves_progress.py), and each start keeps the earlier
runs' logs instead of losing them."""

from __future__ import annotations

import logging
from pathlib import Path

import pygame

from scenes.app import App
from scenes.saves import ROWS, SavesScene
from scenes.services.log_file import KEPT, log_handler
from scenes.services.saving import SavedGame
from tests.scenes.driving import frames, key


def _saves(tmp_path: Path, count: int) -> list[SavedGame]:
    found = []
    for n in range(count):
        path = tmp_path / f"s{n}.json"
        path.write_text("{}")
        found.append(SavedGame(path, "ddr", "DDR", ("Ana", "Bo"), n + 1, f"2026-11-{n + 1:02d}"))
    return found


def test_every_saved_game_can_be_reached(app: App, tmp_path: Path) -> None:
    saves = _saves(tmp_path, ROWS + 6)
    scene = SavesScene(app, saves)
    app.stack.push(scene)
    frames(app, 1)
    shown = {row.label for row in scene.rows}
    assert scene.older.enabled and not scene.newer.enabled
    key(app, pygame.K_PAGEDOWN)
    shown |= {row.label for row in scene.rows}
    assert shown == {save.line() for save in saves}
    assert scene.newer.enabled and not scene.older.enabled
    resumed = []
    scene.resume_row = resumed.append      # type: ignore[method-assign]
    key(app, pygame.K_RETURN)
    assert resumed == [ROWS]               # the first row of the second page is the eighth save


def test_each_start_keeps_the_earlier_logs(tmp_path: Path) -> None:
    for run in range(KEPT + 2):
        handler = log_handler(tmp_path)
        handler.emit(logging.makeLogRecord({"msg": f"run {run}", "levelno": logging.INFO, "levelname": "INFO"}))
        handler.close()
    assert "run 4" in (tmp_path / "floorshow.log").read_text()
    assert "run 3" in (tmp_path / "floorshow.1.log").read_text()
    assert "run 2" in (tmp_path / "floorshow.2.log").read_text()
    assert len(list(tmp_path.glob("floorshow*.log"))) == KEPT + 1
