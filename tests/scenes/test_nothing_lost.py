"""Nothing lost, nothing crashes: bad saves and settings, failed writes, several saves,
sealed saves. Each test here failed before the change it guards."""

from __future__ import annotations

import errno
import json
import time
from pathlib import Path
from typing import Any

import pygame
import pytest
from hypothesis import HealthCheck, given, settings as hyp_settings
from hypothesis import strategies as st

from game import registry
from game.__main__ import main as game_main
from game.core import records
from game.core.contract import GameConfig
from game.core.records import Match, Record, load_record, save_record
from scenes.app import App
from scenes.flow import continue_game, start_game
from scenes.launcher import LauncherScene
from scenes.menus import MessageScene
from scenes.services.paths import save_path, saves_dir
from scenes.saves import SavesScene
from scenes.services.saving import list_saves, peek
from scenes.services.settings import Settings, read_settings, save_settings, settings_path
from tests.core.test_record_schema import malformed_records
from tests.scenes.driving import click, frames

FUZZ: dict[str, list[int]] = {}


def good_record(**changes: Any) -> dict[str, Any]:
    data = Record("dancing_queen", GameConfig.make(2), 5, ("lead girl",), ("Ana", "Bo"),
                  ("human", "easy")).to_json()
    data.update(changes)
    return data


def put_save(data: Any, name: str = "last_game.json") -> Path:
    path = saves_dir() / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


# -- bad saves reach the player as one message, and are set aside ------------------------

@pytest.mark.parametrize("data,words", [
    (good_record(config=1), "field 'config' must be an object"),
    (good_record(names=None), "field 'names' must be a list"),
    (good_record(seed=10 ** 4000), "field 'seed'"),
    ('{"format": "floorshow-record", "version": 1, "seed": ' + "7" * 5000 + "}", "not a Floorshow record"),
    (good_record(seat_kinds=["human", "genius"]), "field 'seat_kinds[1]'"),
    ("[" * 100_000 + "]" * 100_000, "nested too deep"),
    (good_record(version=True), "version true"),
])
def test_a_bad_save_gives_one_message_and_is_set_aside(app: App, data: Any, words: str) -> None:
    path = put_save(data)
    launcher = LauncherScene(app)          # reading the list must not crash either
    app.stack.push(launcher)
    frames(app)
    click(app, launcher.buttons[0].rect.center)
    message = app.stack.top
    assert isinstance(message, MessageScene), type(message)
    assert "could not be read" in message.words and words in message.words
    assert len(message.words) < 600
    assert not path.exists() and path.with_name("last_game.unreadable.json").exists()


def test_a_second_unreadable_save_does_not_overwrite_the_first(app: App) -> None:
    put_save("{ first broken")
    assert "could not be read" in (continue_game(app) or "")
    put_save("{ second broken")
    assert "last_game.unreadable-2.json" in (continue_game(app) or "")
    folder = saves_dir()
    assert (folder / "last_game.unreadable.json").read_text() == "{ first broken"
    assert (folder / "last_game.unreadable-2.json").read_text() == "{ second broken"


def test_a_deeply_nested_settings_file_does_not_stop_the_app(home: Path) -> None:
    path = home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text("{\"a\":" * 100_000 + "1" + "}" * 100_000, encoding="utf-8")
    made = App(persist_settings=False)
    try:
        assert made.settings == Settings()
        assert any("could not be read" in n and "settings.unreadable.json" in n for n in made.notices)
        assert not path.exists() and path.with_name("settings.unreadable.json").exists()
        made.step(0.0)
    finally:
        made.close()


# -- settings, field by field --------------------------------------------------------------

def test_one_bad_setting_keeps_the_others(home: Path) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"animation": "warp", "volume": 0.2, "ai_pace": "brisk",
                                "fullscreen": "false"}), encoding="utf-8")
    loaded, told = read_settings()
    assert loaded == Settings(fullscreen=False, animation="normal", volume=0.2, ai_pace="brisk")
    assert "animation" in told and "fullscreen" in told and "settings.unreadable.json" in told
    assert json.loads(path.with_name("settings.unreadable.json").read_text())["animation"] == "warp"
    assert read_settings() == (loaded, "")  # told once: the sound settings were written anew


@pytest.mark.parametrize("value", ["false", "true", 1, 0, None, [], {}])
def test_fullscreen_is_only_a_true_boolean(home: Path, value: Any) -> None:
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps({"fullscreen": value}), encoding="utf-8")
    assert read_settings()[0].fullscreen is False


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=10), inner, max_size=3),
    max_leaves=10)
settings_files = st.one_of(
    st.dictionaries(st.sampled_from(["fullscreen", "animation", "volume", "ai_pace", "other"]), json_values),
    json_values,
    st.binary(max_size=60).map(lambda raw: ("raw", raw)))


@pytest.mark.slow  # a fuzzer
@hyp_settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(content=settings_files)
def test_fuzzed_settings_files_never_stop_the_app(home: Path, content: Any) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    for old in path.parent.glob("*"):
        old.unlink()
    if isinstance(content, tuple):
        path.write_bytes(content[1])
    else:
        path.write_text(json.dumps(content), encoding="utf-8")
    counts = FUZZ.setdefault("settings files", [0, 0])
    counts[0] += 1
    try:
        loaded, told = read_settings()
    except Exception:
        counts[1] += 1
        raise
    assert isinstance(loaded.fullscreen, bool) and 0.0 <= loaded.volume <= 1.0
    assert loaded.animation in ("slow", "normal", "fast", "instant") and "\n" not in told
    if isinstance(content, dict) and isinstance(content.get("volume"), float) and 0 <= content["volume"] <= 1:
        assert loaded.volume == content["volume"]  # a sound field survives its neighbours


@pytest.mark.slow  # a fuzzer
@hyp_settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(header=st.dictionaries(st.sampled_from(["game", "names", "turn", "saved", "seats", "sealed",
                                               "seat_kinds"]), json_values))
def test_fuzzed_save_headers_never_break_the_continue_list(home: Path, header: dict[str, Any]) -> None:
    path = put_save({"format": "floorshow-record", "version": 1, "sealed": "", **header}, "fuzz.json")
    counts = FUZZ.setdefault("save list entries", [0, 0])
    counts[0] += 1
    try:
        entry = peek(path)
        entry.line()
    except Exception:
        counts[1] += 1
        raise


@pytest.mark.slow  # a fuzzer
@hyp_settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                     HealthCheck.too_slow])
@given(data=st.data())
def test_fuzzed_saves_through_continue_are_one_message(app: App, data: st.DataObject) -> None:
    record = data.draw(malformed_records())
    for old in saves_dir().glob("*") if saves_dir().exists() else ():
        old.unlink()
    put_save(record)
    counts = FUZZ.setdefault("saves through Continue", [0, 0])
    counts[0] += 1
    launcher = LauncherScene(app)
    app.stack.clear_to(launcher)
    try:
        launcher.resume()
        problem = continue_game(app)
        frames(app, 1)
    except Exception:
        counts[1] += 1
        raise
    if problem is not None:
        assert len(problem) < 800 and problem.count("\n") <= 1


# -- failed writes ---------------------------------------------------------------------------

def failing_writes(monkeypatch: pytest.MonkeyPatch, code: int, words: str) -> None:
    def refuse(path: Path, text: str) -> None:
        raise OSError(code, words, str(path))
    monkeypatch.setattr(records, "write_text_atomically", refuse)


def play_a_move(app: App, table: Any) -> None:
    rules = table.rules
    table.match.play(rules.legal_actions(table.match.state)[0])
    table.save_in_background()
    app.saver.flush()
    frames(app, 1)


@pytest.mark.parametrize("code,words", [(errno.EROFS, "Read-only file system"),
                                         (errno.ENOSPC, "No space left on device")])
def test_a_failed_autosave_is_told_once_with_the_folder(app: App, monkeypatch: pytest.MonkeyPatch,
                                                        code: int, words: str) -> None:
    failing_writes(monkeypatch, code, words)
    table = start_game(app, "dancing_queen", ("Ana", "Bo"), ("human", "human"), seed=2)
    for _ in range(3):
        play_a_move(app, table)
    told = [n for n in app.notices if "Autosave failed" in n]
    assert len(told) == 1 and str(saves_dir()) in told[0] and words in told[0]
    assert app.stack.find(type(table)) is table      # play goes on


def test_a_settings_change_that_cannot_be_kept_is_told(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    made = App(Settings(), persist_settings=True)
    try:
        def refuse(settings: Settings, path: Path | None = None) -> None:
            raise PermissionError(errno.EACCES, "Permission denied", str(settings_path()))
        monkeypatch.setattr("scenes.app.save_settings", refuse)
        made.change_settings(made.settings.cycled("animation"))
        made.change_settings(made.settings.cycled("animation"))
        told = [n for n in made.notices if "could not be kept" in n]
        assert len(told) == 1 and str(settings_path().parent) in told[0]
        assert made.settings.animation == "instant"   # still applies this session
    finally:
        made.close()


def test_quit_right_after_a_move_keeps_the_move(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    slow = records.write_text_atomically

    def slow_write(path: Path, text: str) -> None:
        time.sleep(0.3)
        slow(path, text)
    monkeypatch.setattr(records, "write_text_atomically", slow_write)
    made = App(Settings(animation="instant"), persist_settings=False)
    table = start_game(made, "dancing_queen", ("Ana", "Bo"), ("human", "human"), seed=2)
    action = table.rules.legal_actions(table.match.state)[0]
    table.match.play(action)
    table.save_in_background()
    made.close()
    assert load_record(table.save_slot).actions == (str(action),)
    assert not list(saves_dir().glob("*.tmp"))


def test_stray_temporary_files_are_removed_at_start(home: Path) -> None:
    strays = [saves_dir() / "last_game.jsonab12cd.tmp", home / "config" / "settings.jsonzz.tmp"]
    for stray in strays:
        stray.parent.mkdir(parents=True, exist_ok=True)
        stray.write_text("half")
    keep = saves_dir() / "notes.txt"
    keep.write_text("mine")
    App(Settings(), persist_settings=False).close()
    assert not any(s.exists() for s in strays) and keep.exists()


# -- several saves ---------------------------------------------------------------------------

def test_a_new_game_does_not_replace_the_one_continue_would_resume(app: App) -> None:
    first = start_game(app, "dancing_queen", ("Ana", "Bo"), ("human", "easy"), seed=3)
    play_a_move(app, first)
    second = start_game(app, "ddr", ("Cy", "Di"), ("human", "normal"), seed=4)
    play_a_move(app, second)
    saves = list_saves()
    assert {s.title for s in saves} == {"Dancing Queen", "DDR: The Card Game"}
    entry = next(s for s in saves if s.title == "Dancing Queen")
    assert entry.names == ("Ana", "Bo") and entry.turn == 1 and entry.saved
    launcher = LauncherScene(app)
    app.stack.clear_to(launcher)
    frames(app)
    assert launcher.saved == "2 saved games"
    click(app, launcher.buttons[0].rect.center)
    listing = app.stack.top
    assert isinstance(listing, SavesScene) and len(listing.rows) == 2
    row = next(i for i, s in enumerate(listing.saves) if s.title == "Dancing Queen")
    click(app, listing.rows[row].rect.center)
    frames(app, 2)
    resumed = app.stack.find(type(first))
    assert resumed is not None and resumed.match.record() == first.match.record()
    assert resumed.save_slot == first.save_slot


def test_delete_on_the_list_asks_twice(app: App) -> None:
    for seed in (1, 2):
        play_a_move(app, start_game(app, "dancing_queen", ("Ana", "Bo"), ("human", "easy"), seed=seed))
    listing = SavesScene(app, list_saves())
    app.stack.clear_to(listing)
    frames(app)
    click(app, listing.deletes[0].rect.center)
    assert len(list_saves()) == 2 and "again" in listing.note
    click(app, listing.deletes[0].rect.center)
    assert len(list_saves()) == 1


# -- sealed saves ----------------------------------------------------------------------------

def test_an_unfinished_save_teaches_a_text_editor_nothing_hidden(app: App, home: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    table = start_game(app, "ddr", ("Cy", "Di"), ("human", "human"), seed=987654321)
    for _ in range(4):
        play_a_move(app, table)
    text = table.save_slot.read_text(encoding="utf-8")
    data = json.loads(text)
    assert "987654321" not in text and "seed" not in data and "actions" not in data
    for action in table.match.record().actions:
        assert action not in text
    assert data["names"] == ["Cy", "Di"] and data["turn"] == 4
    assert load_record(table.save_slot) == table.match.record()          # Continue and undo
    assert game_main(["replay", str(table.save_slot), "--json"]) == 0   # the same user's replay
    assert json.loads(capsys.readouterr().out)["actions"] == 4
    (home / "data" / "seal.key").unlink()
    assert game_main(["replay", str(table.save_slot)]) == 2             # not another installation's
    assert "only the Floorshow that wrote it" in capsys.readouterr().err


def test_a_changed_sealed_save_is_refused_in_one_line(app: App) -> None:
    table = start_game(app, "dancing_queen", ("Ana", "Bo"), ("human", "human"), seed=3)
    play_a_move(app, table)
    data = json.loads(table.save_slot.read_text())
    data["sealed"] = data["sealed"][:-8] + "AAAAAAA="
    table.save_slot.write_text(json.dumps(data))
    problem = continue_game(app)
    assert problem and "sealed part was changed" in problem


def test_a_finished_game_may_show_everything(home: Path, app: App) -> None:
    rules = registry.rules("dancing_queen")
    match = Match(rules, GameConfig.make(2), 8, ("Ana", "Bo"))
    import random
    chooser = random.Random(1)
    while rules.outcome(match.state) is None:
        match.play(chooser.choice(rules.legal_actions(match.state)))
    path = home / "done.json"
    app.saver.write_now(path, match.record(), finished=True)
    assert json.loads(path.read_text())["seed"] == 8



def _clear_old_save(seed: int = 987654321) -> tuple[Path, Record]:
    """An earlier version's save: a game in progress, in clear, in the single slot."""
    rules = registry.rules("ddr")
    match = Match(rules, GameConfig.make(2), seed, ("Cy", "Di"), ("human", "hard"))
    import random
    chooser = random.Random(2)
    for _ in range(5):
        match.play(chooser.choice(rules.legal_actions(match.state)))
    path = save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    save_record(match.record(), path)
    assert str(seed) in path.read_text()
    return path, match.record()


def test_an_old_clear_save_is_sealed_into_the_list_at_start(home: Path) -> None:
    old, record = _clear_old_save()
    when = time.mktime((2025, 3, 4, 20, 15, 0, 0, 0, -1))
    import os
    os.utime(old, (when, when))
    made = App(Settings(animation="fast", ai_pace="brisk"), persist_settings=False)
    try:
        assert not old.exists()                                  # nothing left in clear
        saves = list_saves()
        assert len(saves) == 1 and not saves[0].problem
        moved = saves[0].path
        text = moved.read_text(encoding="utf-8")
        data = json.loads(text)
        assert "987654321" not in text and "seed" not in data and "actions" not in data
        assert all(action not in text for action in record.actions)
        assert moved.name.startswith("ddr-") and load_record(moved) == record
        assert saves[0].saved == "2025-03-04 20:15" and moved.stat().st_mtime == when  # its date and place
        assert continue_game(made) is None and made.stack.top is not None   # and it plays on
    finally:
        made.close()


def test_an_old_slot_that_cannot_be_read_or_is_sealed_stays_for_continue(home: Path) -> None:
    broken = put_save("{ broken")
    App(Settings(), persist_settings=False).close()
    assert broken.read_text() == "{ broken"                       # Continue sets it aside, with its message
    broken.unlink()
    old, record = _clear_old_save()
    save_record(record, old, bytes(range(32)))                   # sealed (by another key) already
    before = old.read_text()
    App(Settings(), persist_settings=False).close()
    assert old.read_text() == before


def test_the_screenshot_tool_saves_as_the_app_does(tmp_path: Path) -> None:
    import importlib.util
    import os
    root = Path(__file__).resolve().parent.parent.parent
    source = (root / "tools" / "screenshots.py").read_text(encoding="utf-8")
    assert "last_game" not in source and "save_record(" not in source
    spec = importlib.util.spec_from_file_location("floorshow_screenshots", root / "tools" / "screenshots.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    shots = tmp_path / "shots"
    record = Record("dancing_queen", GameConfig.make(2), 424242, ("lead girl",), ("Ana", "Bo"), ("human", "hard"))
    before = os.environ.get("FLOORSHOW_HOME")
    path = tool.save_in_progress(shots, record)
    assert os.environ.get("FLOORSHOW_HOME") == before
    assert path.parent == shots / "data" / "saves" and (shots / "data" / "seal.key").exists()
    assert "424242" not in path.read_text() and "sealed" in json.loads(path.read_text())
    assert load_record(path, bytes.fromhex((shots / "data" / "seal.key").read_text())) == record

def test_report_fuzz_counts() -> None:
    import sys
    for name, (tried, broke) in FUZZ.items():
        print(f"\nfuzz {name}: {tried} malformed inputs, {broke} tracebacks", file=sys.stderr)
        assert broke == 0


def test_a_notice_goes_after_eight_seconds_of_the_clock_even_at_rest(app: App) -> None:
    app.notify("A sentence for the player.")
    app.step(0.0)
    assert app.notices and app._wake_in() is not None and app._wake_in() <= 8.1
    app._notice_shown_at -= 9.0        # the app slept through the wait, as it does at rest
    app.step(0.0)
    assert not app.notices


def test_a_terminate_signal_quits_through_close_and_keeps_the_last_move(tmp_path: Path) -> None:
    """`kill` (or a logout) right after a move: the move is on disk when the app is gone.
    (SDL turns SIGTERM into a QUIT event; the app's close then waits for the save.)"""
    import os
    import signal
    import subprocess
    import sys
    script = (
        "import os, time\n"
        "from scenes.app import App\n"
        "from scenes.services.settings import Settings\n"
        "from scenes.flow import start_game\n"
        "app = App(Settings(animation='instant'), persist_settings=False)\n"
        "table = start_game(app, 'dancing_queen', ('Ana', 'Bo'), ('human', 'human'), seed=2)\n"
        "table.match.play(table.rules.legal_actions(table.match.state)[0])\n"
        "import game.core.records as r\n"
        "slow = r.write_text_atomically\n"
        "r.write_text_atomically = lambda p, t: (time.sleep(1.0), slow(p, t))\n"
        "table.save_in_background()\n"
        "print(table.save_slot, flush=True)\n"
        "try:\n"
        "    app.run()\n"
        "finally:\n"
        "    app.close()\n")
    env = dict(os.environ, FLOORSHOW_HOME=str(tmp_path), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    root = Path(__file__).resolve().parents[2]
    proc = subprocess.Popen([sys.executable, "-c", script], cwd=root, env=env, stdout=subprocess.PIPE, text=True)
    slot = Path(proc.stdout.readline().strip())
    time.sleep(0.3)
    proc.send_signal(signal.SIGTERM)
    assert proc.wait(timeout=30) == 0
    from game.core.sealing import read_key
    assert len(load_record(slot, read_key(tmp_path / "data" / "seal.key")).actions) == 1


def test_a_quit_at_rest_ends_the_loop_without_waiting_for_another_event(app: App) -> None:
    """The close button, Quit or a SIGTERM at rest: the loop ends at once, so `close`
    writes the pending save (it used to wait for one more event, e.g. a mouse move)."""
    import threading
    from scenes.stack import Scene
    rest = Scene(app)                          # draws nothing new, waits for events
    nudge = threading.Timer(3.0, lambda: pygame.event.post(pygame.event.Event(pygame.USEREVENT)))
    nudge.start()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    started = time.perf_counter()
    try:
        app.run(rest)
    finally:
        nudge.cancel()
    assert time.perf_counter() - started < 1.5
