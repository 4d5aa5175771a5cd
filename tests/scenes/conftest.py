"""Headless scene tests: dummy video and audio drivers, a throw-away FLOORSHOW_HOME."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from collections.abc import Iterator  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from scenes.app import App  # noqa: E402
from scenes.services.settings import Settings  # noqa: E402


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("FLOORSHOW_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def app(home: Path) -> Iterator[App]:
    made = App(Settings(animation="fast", ai_pace="brisk"), persist_settings=False)
    yield made
    made.close()
