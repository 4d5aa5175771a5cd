"""Where a player stands in each game's guided first game ("Learn to play").

One small file in the player's data folder, `{"ddr": 7, ...}`: how many steps of each
game's lesson are done. A lesson left half way resumes there; a finished one starts
again from the first step. An unreadable file is no lesson lost that matters: it reads
as empty (every lesson from the start) and is written afresh at the next step.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

from game.core.records import RecordError, read_json_file, write_text_atomically
from scenes.services.paths import data_dir

log = logging.getLogger(__name__)

LESSONS_FILE = "lessons.json"
LIMIT_BYTES = 16 * 1024


def lessons_path() -> Path:
    return data_dir() / LESSONS_FILE


def read_progress() -> dict[str, int]:
    """Each game's steps done; {} when there is no file or it cannot be read."""
    path = lessons_path()
    if not path.exists():
        return {}
    try:
        value = read_json_file(path, "lesson file", LIMIT_BYTES)
    except RecordError as bad:
        log.warning("lesson progress unreadable, starting lessons afresh: %s", bad)
        return {}
    if not isinstance(value, dict):
        return {}
    return {str(game): done for game, done in value.items()
            if isinstance(done, int) and not isinstance(done, bool) and done >= 0}


def steps_done(game_id: str) -> int:
    return read_progress().get(game_id, 0)


def remember(game_id: str, done: int) -> None:
    """Keep `done` steps of the game's lesson (0: start it afresh next time). A folder that
    cannot be written costs the player only the resuming, never the lesson."""
    progress = read_progress()
    progress[game_id] = done
    try:
        write_text_atomically(lessons_path(), json.dumps(progress, sort_keys=True))
    except OSError as bad:
        log.warning("could not keep the lesson's place: %s", bad)


__all__ = ["LESSONS_FILE", "lessons_path", "read_progress", "remember", "steps_done"]
