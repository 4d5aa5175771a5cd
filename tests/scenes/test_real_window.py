"""The real app in a real X window (Xvfb), driven by xdotool: a drag plays a card.

Skipped cleanly where Xvfb or xdotool is missing. The app writes its autosave record
after every action; the test reads it to see what the engine received.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = [
    pytest.mark.slow,   # a real window under Xvfb
    pytest.mark.xvfb,
    pytest.mark.skipif(shutil.which("Xvfb") is None or shutil.which("xdotool") is None,
                       reason="needs Xvfb and xdotool (apt-get install xvfb xdotool)"),
]


def _xdo(env: dict[str, str], *words: str) -> str:
    return subprocess.run(["xdotool", *words], env=env, check=True, capture_output=True, text=True,
                          timeout=30).stdout


def _wait_for_actions(home: Path, seconds: float) -> list[str]:
    """The actions of the app's autosave (sealed: opened with the app's key), once it has
    any (or [] at the deadline)."""
    from game.core.records import RecordError, load_record
    from game.core.sealing import read_key
    deadline = time.time() + seconds
    while time.time() < deadline:
        for record in (home / "data" / "saves").glob("*.json"):
            try:
                actions = load_record(record, read_key(home / "data" / "seal.key")).actions
            except RecordError:
                actions = ()
            if actions:
                return list(actions)
        time.sleep(0.2)
    return []


def _wait_for_display(env: dict[str, str], seconds: float = 20.0) -> None:
    deadline = time.time() + seconds
    while time.time() < deadline:
        if subprocess.run(["xdotool", "getdisplaygeometry"], env=env, capture_output=True).returncode == 0:
            return
        time.sleep(0.2)
    pytest.fail("Xvfb did not start")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_real_drag_under_xvfb_plays_the_lead(tmp_path: Path, size: tuple[int, int]) -> None:
    """At 1920×1080 the canvas is shown 1.5 times larger: the same drag, in the window's own
    pixels, must reach the same card and place (the pointer is turned into the canvas's pixels)."""
    display = f":{60 + os.getpid() % 30}"
    scale = size[0] / 1280
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", f"{size[0]}x{size[1]}x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    env = {k: v for k, v in os.environ.items() if k not in ("SDL_VIDEODRIVER",)}
    env.update(DISPLAY=display, FLOORSHOW_HOME=str(tmp_path), SDL_VIDEO_X11_WMCLASS="floorshow",
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    app = None
    try:
        _wait_for_display(env)   # a loaded machine may take seconds: the app, finding no display, would stop
        app = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "--game", "dancing_queen",
                                "--seats", "human,easy", "--names", "Ana,Eddie", "--seed", "4",
                                "--size", f"{size[0]}x{size[1]}"], env=env, cwd=ROOT)
        window = _xdo(env, "search", "--sync", "--class", "floorshow").split()[0]
        actions: list[str] = []
        # On a busy machine the window can appear before the dealt card has landed; a drag
        # that starts on empty felt does nothing, so wait longer and drag again.
        for settle in (1.5, 3.0, 6.0):
            time.sleep(settle)                            # the dealt card flies in
            _xdo(env, "mousemove", "--window", window, str(round(872 * scale)), str(round(482 * scale)),
                 "mousedown", "1")
            for x in (800, 600, 400, 200, 96):
                _xdo(env, "mousemove", "--window", window, str(round(x * scale)), str(round(482 * scale)))
                time.sleep(0.05)
            _xdo(env, "mouseup", "1")
            actions = _wait_for_actions(tmp_path, seconds=8)
            if actions:
                break
        assert actions[:1] == ["lead girl"]
        assert app.poll() is None, "the app is still running"
    finally:
        if app is not None:
            app.terminate()
            app.wait(timeout=10)
        xvfb.terminate()
        xvfb.wait(timeout=10)
