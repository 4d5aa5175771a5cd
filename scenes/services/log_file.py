"""The app's log file, where a windowed build (no console) writes: each start keeps the last
runs' logs beside it (floorshow.1.log is the run before, up to KEPT), so the log of a run that
went wrong survives the next start; within a run the file is capped at MAX_BYTES."""

from __future__ import annotations

import logging
import logging.handlers
from pathlib import Path

KEPT = 3                     # earlier runs' logs kept
MAX_BYTES = 2_000_000        # one run's log rolls over past this size


def rotated(folder: Path, name: str = "floorshow") -> Path:
    """Move the earlier runs' logs one place along (the oldest goes) and return the new log's path."""
    folder.mkdir(parents=True, exist_ok=True)
    current = folder / f"{name}.log"
    for number in range(KEPT - 1, 0, -1):
        older = folder / f"{name}.{number}.log"
        if older.exists():
            older.replace(folder / f"{name}.{number + 1}.log")
    if current.exists():
        current.replace(folder / f"{name}.1.log")
    return current


def log_handler(folder: Path) -> logging.Handler:
    """A handler writing this run's log, the earlier runs' kept beside it."""
    try:
        path = rotated(folder)
    except OSError:   # a log that cannot be moved along is appended to rather than lost
        path = folder / "floorshow.log"
    return logging.handlers.RotatingFileHandler(path, maxBytes=MAX_BYTES, backupCount=0, encoding="utf-8")
