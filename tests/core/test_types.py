"""The engine and the scenes are typed: `mypy --strict game scenes` is clean (also run by .ci/run)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_mypy_strict_over_the_engine_and_the_scenes_is_clean() -> None:
    pytest.importorskip("mypy")
    done = subprocess.run([sys.executable, "-m", "mypy", "--strict", "game", "scenes"], cwd=ROOT,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout[-3000:]
