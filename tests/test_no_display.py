"""Started where no window can be opened (no display, a broken session), the app says so in
one line and exits with status 2 (issue 23 #9). Before, SDL fell back to its offscreen
driver: the app printed SDL's own line about XDG_RUNTIME_DIR and ran on with no window, for good."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _without_display(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "XDG_RUNTIME_DIR")}
    env["FLOORSHOW_HOME"] = str(home)
    env["SDL_AUDIODRIVER"] = "dummy"
    return env


@pytest.mark.parametrize("args", [[], ["--game", "dancing_queen", "--seats", "human,easy"]])
def test_no_display_is_one_line_and_exit_2(tmp_path: Path, args: list[str]) -> None:
    try:
        done = subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, env=_without_display(tmp_path),
                              capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        pytest.fail("the app ran on without a window")
    assert done.returncode == 2, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "no window could be opened" in lines[0] and "Traceback" not in done.stderr


def test_the_dummy_driver_asked_for_still_runs(tmp_path: Path) -> None:
    """Tests and --selftest ask for SDL's dummy driver on purpose: that is not a missing
    display, and the app runs (here: still running after a few seconds, so it is stopped)."""
    env = _without_display(tmp_path)
    env["SDL_VIDEODRIVER"] = "dummy"
    proc = subprocess.Popen([sys.executable, "main.py"], cwd=ROOT, env=env, stderr=subprocess.PIPE, text=True)
    try:
        with pytest.raises(subprocess.TimeoutExpired):
            proc.wait(timeout=6)
    finally:
        proc.terminate()
        _, err = proc.communicate(timeout=30)
    assert "no window could be opened" not in err
