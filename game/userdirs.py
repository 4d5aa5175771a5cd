"""Where the player's files live: per-user folders from platformdirs, or all three under
FLOORSHOW_HOME (tests and screenshots use it so they never touch the real ones).

Pure Python, so the engine commands (`python -m game replay`) find the same folders as
the app, e.g. the key that opens the app's sealed saves.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "Floorshow"


def _home() -> Path | None:
    home = os.environ.get("FLOORSHOW_HOME")
    return Path(home) if home else None


def config_dir() -> Path:
    home = _home()
    if home is not None:
        return home / "config"
    return platformdirs.user_config_path(APP_NAME, appauthor=False)


def data_dir() -> Path:
    home = _home()
    if home is not None:
        return home / "data"
    return platformdirs.user_data_path(APP_NAME, appauthor=False)


def log_dir() -> Path:
    home = _home()
    if home is not None:
        return home / "logs"
    return platformdirs.user_log_path(APP_NAME, appauthor=False)


def saves_dir() -> Path:
    return data_dir() / "saves"


def seal_key_path() -> Path:
    """The per-installation key of sealed saves: beside the saves, never inside them."""
    return data_dir() / "seal.key"
