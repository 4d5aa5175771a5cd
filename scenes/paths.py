"""Where Floorshow finds its bundled files and keeps the player's files.

Bundled files (fonts, levels, rules pages) come from the project root, or from
PyInstaller's unpack folder in a frozen build. The player's settings, saves and logs go
to the per-user folders of platformdirs; FLOORSHOW_HOME moves all three under one folder
(tests and screenshots use it so they never touch the real ones).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "Floorshow"


def resource_root() -> Path:
    """The folder holding assets/, levels/, docs/ and game/ content files."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


def asset(*parts: str) -> Path:
    return resource_root().joinpath("assets", *parts)


def _home() -> Path | None:
    home = os.environ.get("FLOORSHOW_HOME")
    return Path(home) if home else None


def config_dir() -> Path:
    home = _home()
    if home is not None:
        return home / "config"
    import platformdirs
    return platformdirs.user_config_path(APP_NAME, appauthor=False)


def data_dir() -> Path:
    home = _home()
    if home is not None:
        return home / "data"
    import platformdirs
    return platformdirs.user_data_path(APP_NAME, appauthor=False)


def log_dir() -> Path:
    home = _home()
    if home is not None:
        return home / "logs"
    import platformdirs
    return platformdirs.user_log_path(APP_NAME, appauthor=False)


def save_path() -> Path:
    """The one 'Continue' slot: written after every action and by the pause menu's Save."""
    return data_dir() / "saves" / "last_game.json"
