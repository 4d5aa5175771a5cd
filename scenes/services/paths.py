"""Where Floorshow finds its bundled files and keeps the player's files.

Bundled files (fonts, levels, rules pages) come from the project root, or from
PyInstaller's unpack folder in a frozen build. The player's settings, saves and logs go
to the per-user folders of platformdirs; FLOORSHOW_HOME moves all three under one folder
(tests and screenshots use it so they never touch the real ones).
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

from game.userdirs import APP_NAME, config_dir, data_dir, log_dir, saves_dir

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


def _aside_name(path: Path) -> Path:
    """`x.json` -> `x.unreadable.json`, or `x.unreadable-2.json` … when that is taken."""
    for number in range(1, 1000):
        suffix = ".unreadable" if number == 1 else f".unreadable-{number}"
        kept = path.with_name(f"{path.stem}{suffix}{path.suffix}")
        if not kept.exists() and not kept.is_symlink():
            return kept
    raise OSError(f"too many unreadable copies of {path.name} already kept")


def set_aside(path: Path) -> Path:
    """Move an unreadable file out of the way, never over one set aside before."""
    kept = _aside_name(path)
    os.replace(path, kept)
    return kept


def keep_copy(path: Path) -> Path:
    """Copy a partly unreadable file aside (named as by `set_aside`), leaving it in place."""
    kept = _aside_name(path)
    shutil.copyfile(path, kept)
    return kept


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
