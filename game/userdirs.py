"""Where the player's files live: per-user folders from platformdirs, or all three under
FLOORSHOW_HOME (tests and screenshots use it so they never touch the real ones).

Pure Python, so the engine commands (`python -m game replay`) find the same folders as
the app, e.g. the key that opens the app's sealed saves.
"""

from __future__ import annotations

import os
import shutil
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
