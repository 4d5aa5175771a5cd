"""Broken content and maps reach the player as one line naming file, entry and field: on
the launcher (the game shows as unable to load), at Continue, and in `--selftest`."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from game import registry
from scenes.app import App
from scenes.services.content_check import content_problem
from scenes.launcher import LauncherScene
from scenes.menus import MessageScene
from scenes.setup import SeatSetupScene
from tests.scenes.driving import click, frames

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def broken_ddr_cards(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "ddr_content"
    shutil.copytree(ROOT / "game" / "ddr" / "content", folder)
    cards = folder / "cards.toml"
    cards.write_text(cards.read_text(encoding="utf-8").replace("points = 3", 'points = "three"', 1),
                     encoding="utf-8")
    monkeypatch.setattr("game.ddr.content.content_path", lambda: folder)
    return cards


@pytest.fixture
def broken_map(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    root = tmp_path / "root"
    (root / "levels").mkdir(parents=True)
    tmx = root / "levels" / "dance_card.tmx"
    text = (ROOT / "levels" / "dance_card.tmx").read_text(encoding="utf-8")
    tmx.write_text(text.replace('name="kind" value="chat spot"', 'name="kind" value="disco ball"', 1),
                   encoding="utf-8")
    monkeypatch.setattr("scenes.services.paths.resource_root", lambda: root)
    return tmx


def test_sound_content_has_no_problem() -> None:
    for game_id in registry.available_games():
        assert content_problem(game_id) is None, game_id


def test_a_wrong_type_in_ddr_cards_is_one_line(broken_ddr_cards: Path) -> None:
    line = content_problem("ddr")
    assert line is not None and "\n" not in line
    assert "cards.toml" in line and "field 'points'" in line and "'three'" in line


def test_a_broken_map_is_one_line(broken_map: Path) -> None:
    line = content_problem("dance_card")
    assert line is not None and "\n" not in line
    assert "dance_card.tmx" in line and "kind" in line and "disco ball" in line


def test_the_launcher_shows_a_damaged_game_as_unable_to_load(app: App, broken_ddr_cards: Path) -> None:
    launcher = LauncherScene(app)
    app.stack.push(launcher)
    frames(app, 2)
    problems = launcher.checked()
    assert set(problems) == {"ddr"} and "field 'points'" in problems["ddr"]
    frames(app, 1)                                  # the tile draws the line
    index = [e.game_id for e in launcher.entries].index("ddr")
    click(app, launcher.tiles[index].center)
    message = app.stack.top
    assert isinstance(message, MessageScene) and "cannot be loaded" in message.title
    assert "cards.toml" in message.words and not app.stack.find(SeatSetupScene)


def test_continue_of_a_damaged_game_keeps_the_save(app: App) -> None:
    from scenes.flow import continue_game, start_game
    table = start_game(app, "dancing_queen", ("Ana", "Bo"), ("human", "easy"), seed=2)
    table.save_in_background()
    app.saver.flush()
    from scenes.services import content_check
    original = content_check.content_problem
    try:
        content_check.content_problem = lambda game_id: "x.toml: y, field 'z': broken"  # type: ignore[assignment]
        problem = continue_game(app)
    finally:
        content_check.content_problem = original  # type: ignore[assignment]
    assert problem and "field 'z'" in problem and table.save_slot.exists()


@pytest.mark.slow  # the whole --selftest in a process of its own
def test_selftest_prints_the_line_not_a_traceback(home: Path, monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr("scenes.services.content_check.content_problem",
                        lambda game_id: f"{game_id}.toml: an entry, field 'f': wrong")
    from scenes.selftest import run_selftest
    assert run_selftest(True, 20, lambda: 0.0) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["errors"] and all("Traceback" not in e and "\n" not in e for e in report["errors"])
    assert any("field 'f'" in e for e in report["errors"])


def test_the_content_check_waits_for_the_first_frame(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Run beside the covers and the first frame it held the GIL (~100 ms more to the first
    frame under load): it reads nothing until that frame is shown, and still answers."""
    import time
    seen: list[float | None] = []

    def checking(game_id: str) -> str | None:
        seen.append(app.first_frame_at)
        return None
    monkeypatch.setattr("scenes.services.content_check.content_problem", checking)
    launcher = LauncherScene(app)
    app.stack.push(launcher)
    time.sleep(0.15)
    assert seen == []                      # not a file read before the first frame
    app.step(0.0)
    assert launcher.checked() == {} and seen and all(at is not None for at in seen)
    app.first_frame_at = None              # asked before any frame was shown: it answers at once
    hurried = LauncherScene(app)
    started = time.perf_counter()
    hurried.checked()
    assert time.perf_counter() - started < 1.0
