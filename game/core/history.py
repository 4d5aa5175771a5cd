"""Every finished game, kept: its record, who sat where at which level, and how it ended.

One file per finished game in the per-user data folder (`history/`), written atomically, so a
bad or foreign file loses nothing but itself: `read_history` sets it aside (renamed
`….unreadable.json`, never over an older one) and reads the rest. A finished game's record is
kept unsealed: once the game is over every hand may be shown (the replay viewer does).

Why the outcome is stored beside the record rather than found again by replaying: the
statistics page reads every finished game each time it opens, and replaying a few hundred
DDO games would take seconds. The record is there for the replay viewer, which replays one.

    write_finished(folder, record, outcome, when)     # the table, when a game ends
    games, set_aside = read_history(folder)           # oldest first
"""

from __future__ import annotations

import json
import os
import secrets
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core.contract import Outcome, Termination
from game.core.json_files import UnreadableFile, read_json_file
from game.core.record_schema import MAX_RECORD_BYTES, RecordError, one_line
from game.core.records import Record, load_record, write_text_atomically
from game.userdirs import data_dir, set_aside

HISTORY_FORMAT = "floorshow-finished-game"
HISTORY_VERSION = 1
MAX_HISTORY_FILES = 20_000   # a player's lifetime of games; beyond it the oldest are not read
TERMINATIONS = {t.value: t for t in Termination}


def history_dir() -> Path:
    return data_dir() / "history"


@dataclass(frozen=True)
class FinishedGame:
    """One finished game as the statistics and the replay list read it."""

    path: Path
    record: Record
    finished: str                  # "2026-11-27 14:05", the player's local time
    winners: tuple[int, ...]
    scores: tuple[float, ...]
    termination: Termination
    summary: str                   # the engine's one-line account of the end
    reason: str                    # the game's own name for how it ended ("RAID_WON"), or ""

    @property
    def game(self) -> str:
        return self.record.game

    @property
    def names(self) -> tuple[str, ...]:
        return self.record.names

    @property
    def humans(self) -> tuple[int, ...]:
        return tuple(i for i, kind in enumerate(self.record.seat_kinds) if not kind.is_ai)

    def option(self, key: str, default: Any = None) -> Any:
        return self.record.config.option(key, default)


def write_finished(folder: Path, record: Record, outcome: Outcome, when: float | None = None) -> Path:
    """Keep a finished game; returns its file. Raises OSError when the folder refuses."""
    moment = time.localtime(time.time() if when is None else when)
    path = folder / f"{record.game}-{time.strftime('%Y%m%d-%H%M%S', moment)}-{secrets.token_hex(3)}.json"
    data = {
        "format": HISTORY_FORMAT,
        "version": HISTORY_VERSION,
        "finished": time.strftime("%Y-%m-%d %H:%M", moment),
        "outcome": {
            "winners": list(outcome.winners),
            "scores": list(outcome.scores),
            "termination": outcome.termination.value,
            "summary": one_line(outcome.summary),
            "reason": "" if outcome.reason is None else outcome.reason.name,
        },
        "record": record.to_json(),
    }
    write_text_atomically(path, json.dumps(data, ensure_ascii=False))
    return path


def _outcome(data: Any, seats: int, source: str) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise RecordError(f"{source}: its outcome is not a table of fields")
    winners, scores = data.get("winners"), data.get("scores")
    if not isinstance(winners, list) or not all(isinstance(w, int) and not isinstance(w, bool)
                                                and 0 <= w < seats for w in winners):
        raise RecordError(f"{source}: its winners are not seats of the game")
    if not isinstance(scores, list) or len(scores) != seats or not all(
            isinstance(s, (int, float)) and not isinstance(s, bool) for s in scores):
        raise RecordError(f"{source}: its scores are not one number per seat")
    termination = TERMINATIONS.get(data.get("termination"))  # type: ignore[arg-type]
    if termination is None:
        raise RecordError(f"{source}: it does not say how the game ended")
    summary, reason = data.get("summary", ""), data.get("reason", "")
    if not isinstance(summary, str) or not isinstance(reason, str):
        raise RecordError(f"{source}: its summary is not text")
    return {"winners": tuple(winners), "scores": tuple(float(s) for s in scores),
            "termination": termination, "summary": one_line(summary), "reason": one_line(reason, 40)}


def read_finished(path: Path) -> FinishedGame:
    """One history file; RecordError or UnreadableFile (one line each) when it is not one."""
    data = read_json_file(path, "finished game", MAX_RECORD_BYTES)
    source = path.name
    if not isinstance(data, dict) or data.get("format") != HISTORY_FORMAT:
        raise RecordError(f"{source} is not a finished game of this app")
    if data.get("version") != HISTORY_VERSION:
        raise RecordError(f"{source} was written by another version of the app")
    finished = data.get("finished")
    if not isinstance(finished, str) or len(finished) > 40:
        raise RecordError(f"{source}: it does not say when the game finished")
    record = Record.from_json(data.get("record"), source)
    outcome = _outcome(data.get("outcome"), record.config.seats, source)
    return FinishedGame(path, record, finished, **outcome)


def read_history(folder: Path) -> tuple[list[FinishedGame], list[str]]:
    """Every finished game in the folder, oldest first, and the names of files set aside.

    A file that cannot be read is renamed out of the way (so it is not read again, and kept
    for whoever wants to look at it); the others are read as if it were not there."""
    try:
        paths = sorted(p for p in folder.glob("*.json")
                       if p.is_file() and ".unreadable" not in p.name)[-MAX_HISTORY_FILES:]
    except OSError:
        return [], []
    games: list[FinishedGame] = []
    set_aside: list[str] = []
    for path in paths:
        try:
            games.append(read_finished(path))
        except (RecordError, UnreadableFile, ValueError):
            set_aside.append(_set_aside(path))
        except OSError:
            continue   # gone or locked this moment: read it next time
    games.sort(key=lambda g: (g.finished, g.path.name))
    return games, set_aside


def _set_aside(path: Path) -> str:
    try:
        return set_aside(path).name
    except OSError:
        return path.name


def load_for_viewing(path: Path) -> tuple[Record, bool | None]:
    """A record file, a save (sealed or not) or a finished game of the history, for the replay
    viewer: the record, and True when the file says the game is finished (None: the replay
    will tell). RecordError or UnreadableFile (one line each) when it is none of them."""
    data = read_json_file(path, "record", MAX_RECORD_BYTES)
    if isinstance(data, dict) and data.get("format") == HISTORY_FORMAT:
        return read_finished(path).record, True
    return load_record(path), None
