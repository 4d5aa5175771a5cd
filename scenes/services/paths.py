"""Where Floorshow finds its bundled files and keeps the player's files.

Bundled files (fonts, levels, rules pages) come from the project root, or from
PyInstaller's unpack folder in a frozen build. The player's settings, saves and logs go
to the per-user folders of platformdirs; FLOORSHOW_HOME moves all three under one folder
(tests and screenshots use it so they never touch the real ones).
"""

from __future__ import annotations

import sys
from pathlib import Path

from game.userdirs import APP_NAME, config_dir, data_dir, keep_copy, log_dir, saves_dir, set_aside

__all__ = ["APP_NAME", "asset", "config_dir", "data_dir", "log_dir", "remove_stray_temp_files",
           "keep_copy", "resource_root", "save_path", "saves_dir", "set_aside"]


def resource_root() -> Path:
    """The folder holding assets/, levels/, docs/ and game/ content files."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parents[2]   # scenes/services/paths.py -> the project


def asset(*parts: str) -> Path:
    return resource_root().joinpath("assets", *parts)


def save_path() -> Path:
    """The single save slot of earlier versions; still listed by Continue when present."""
    return saves_dir() / "last_game.json"


def remove_stray_temp_files() -> int:
    """Delete the temporary files an interrupted atomic write left (`NAME*.tmp` beside the
    settings and the saves); returns how many went. Never fails the start."""
    removed = 0
    for folder in (config_dir(), saves_dir()):
        try:
            strays = [p for p in folder.glob("*.json*.tmp") if p.is_file()]
        except OSError:
            continue
        for stray in strays:
            try:
                stray.unlink()
                removed += 1
            except OSError:
                pass
    return removed
