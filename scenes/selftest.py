"""`python main.py --selftest`: every playable table, AI in every seat, animations on.

Runs headless (dummy video and audio drivers), plays at least the asked number of actions
per game through the real table scene and the real AI worker, and prints frame-time
figures: overall, while cards animate, and while the AI thinks. Then it plays every
game's lesson to its end through the table's gestures (`"tutorials"`). Any error exits
non-zero.
"""

from __future__ import annotations

import json
import logging
import os
import sys
import tempfile
import traceback
from typing import Callable

from game import registry, teaching
from scenes.app import App
from scenes.launcher import LauncherScene
from scenes.services.settings import Settings
from scenes.tables import TABLES, playable

log = logging.getLogger(__name__)

def _percentile(values: list[float], share: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


def _figures(values: list[float]) -> dict[str, float]:
    return {"p50_ms": round(_percentile(values, 0.5), 2), "p99_ms": round(_percentile(values, 0.99), 2),
            "max_ms": round(max(values), 2) if values else 0.0, "frames": len(values)}


def run_selftest(as_json: bool, actions: int, process_age_ms: Callable[[], float],
                 main_age_ms: Callable[[], float] | None = None, size: tuple[int, int] | None = None) -> int:
    home = tempfile.mkdtemp(prefix="floorshow-selftest-")
    os.environ.setdefault("FLOORSHOW_HOME", home)  # never touch the player's settings or saves
    report: dict[str, object] = {}
    games: list[str] = []
    errors: list[str] = []
    try:
        app = App(Settings(animation="normal", ai_pace="brisk", volume=0.5), persist_settings=False, window_size=size)
        app.stack.push(LauncherScene(app))
        app.step(0.0)
        # where the frames are measured: the window's size and SDL's driver (dummy: no window)
        report["window"] = {"size": list(app.window.size), "canvas": list(app.screen.get_size()),
                            "driver": app.window.driver}
        report["startup_ms"] = round(process_age_ms(), 1)           # from the process's birth
        if main_age_ms is not None:
            report["startup_after_interpreter_ms"] = round(main_age_ms(), 1)  # from main.py's first line
    except Exception:
        errors.append(traceback.format_exc())
        return _finish(report, games, errors, as_json, [], [], [])
    all_frames: list[float] = []
    animating: list[float] = []
    thinking: list[float] = []
    cpu_frames: list[float] = []  # the UI thread's own CPU time a frame: the cost without preemption
    try:
        # start-up: the content checks (pytmx), the tables and the engines load after the first frame is
        # measured, as in the app
        from scenes import selftest_play, selftest_replay
        from scenes.services import content_check
        from scenes.toolkit.table_tutorial import lesson_games
        damaged: set[str] = set()
        for entry in registry.CATALOGUE:
            if not playable(entry.game_id):
                continue
            problem = content_check.content_problem(entry.game_id)
            if problem:  # damaged content: the one line the launcher shows, not a traceback
                errors.append(f"{entry.game_id}: {problem}")
                damaged.add(entry.game_id)
                continue
            try:
                selftest_play.play_game(app, entry.game_id, entry.seats[0], actions, all_frames, animating,
                                        thinking, cpu_frames)
                games.append(entry.game_id)
            except Exception:
                errors.append(f"{entry.game_id}: {traceback.format_exc()}")
        for game_id, plug in TABLES.items():  # each game's most crowded table (DDO: six seats in the Raid)
            if plug.crowded is None or not playable(game_id):
                continue
            label = game_id
            try:
                label, match = plug.crowded()
                crowded: list[float] = []
                selftest_play.play_crowded(app, match, label, actions, crowded, animating, thinking, cpu_frames)
                all_frames.extend(crowded)
                report[f"crowded {label}"] = _figures(crowded)
                games.append(label)
            except Exception:
                errors.append(f"{label}: {traceback.format_exc()}")
        tutorials: dict[str, object] = {}
        report["tutorials"] = tutorials
        for game_id in teaching.TOPICS:   # a game listed without its lesson yet is reported so, not played
            tutorials[game_id] = {"steps": 0, "completed": False, "missing": True}
        for game_id in lesson_games():   # each lesson to its end, through the table's gestures
            if game_id in damaged:       # said once above, in its one line
                continue
            try:
                tutorials[game_id] = selftest_play.play_tutorial(app, game_id)
            except Exception:
                tutorials[game_id] = {"completed": False}
                errors.append(f"{game_id} lesson: {traceback.format_exc()}")
        watched, failed = selftest_replay.watch_games(app, _figures)   # issue 26: to the end and back
        report["replay_viewer"] = watched
        errors.extend(failed)
    finally:
        app.close()
    report["cpu"] = _figures(cpu_frames)
    report["clipped_text"] = len(app.fonts.clipped)   # texts that lost letters or lines: must be 0
    report["clipped_samples"] = sorted(app.fonts.clipped)[:20]
    report["smallest_text_px"] = app.fonts.smallest_px   # the smallest type rendered on any screen: at least 10
    report["load_average"] = _load()
    return _finish(report, games, errors, as_json, all_frames, animating, thinking)


def _load() -> float | None:
    """The machine's 1-minute load: frame times on a shared two-core machine depend on it."""
    try:
        return round(os.getloadavg()[0], 2)
    except (AttributeError, OSError):
        return None


def _finish(report: dict[str, object], games: list[str], errors: list[str], as_json: bool,
            frames: list[float], animating: list[float], thinking: list[float]) -> int:
    report.update(_figures(frames))
    report["animating"] = _figures(animating)
    report["thinking"] = _figures(thinking)
    ok = not errors and bool(games)
    if not games and not errors:
        errors = ["no playable game was found"]
    report["games"] = games
    report["errors"] = errors
    if as_json:
        print(json.dumps(report))
    else:
        print(f"games: {', '.join(games) or 'none'}")
        print(f"frames: {report['frames']}  p50 {report['p50_ms']} ms  p99 {report['p99_ms']} ms  "
              f"max {report['max_ms']} ms  start-up {report.get('startup_ms')} ms")
        print(f"while animating: {report['animating']}")
        print(f"while the AI thinks: {report['thinking']}")
        print(f"clipped text: {report.get('clipped_text')} {report.get('clipped_samples', [])}")
        print(f"lessons: {report.get('tutorials')}")
        print(f"smallest text: {report.get('smallest_text_px')} px; window: {report.get('window')}")
        for error in errors:
            print(error, file=sys.stderr)
    if sys.stdout is not None:
        sys.stdout.flush()
    return 0 if ok else 1
