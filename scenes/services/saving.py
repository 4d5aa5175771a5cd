"""Saved games: one file per game in progress, written off the frame loop, listed by Continue.

Why several saves rather than asking before a new game replaces the old one: a household
plays a hot-seat Dancing Queen one evening and a solo Dance Card! the next; a question
("replace the game in progress?") is answered by reflex and the other game is gone, and
a player of Board Game Arena or PySolFC expects each game to wait where it was left.
So every new game (and every rematch) gets its own file, a finished game removes its own
file, and Continue lists them with the game, the players, the turn and the date. Nothing
is removed but by the player (a delete on the list asks twice) or by the game ending.

The writer is one background thread: the newest record of each file wins, a failed
write is remembered for the app to tell the player once (with the folder), and `flush`
waits for every pending write, so quitting right after a move keeps that move. Saves of
unfinished games are sealed (game/core/sealing.py).
"""

from __future__ import annotations

import json
import logging
import os
import secrets
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import registry
from game.core.contract import Outcome, Progress
from game.core.history import history_dir, write_finished
from game.core.records import Record, RecordError, read_json_file, save_record, write_text_atomically
from game.core.record_schema import MAX_NAME_CHARS, check_envelope, check_record, one_line
from game.core.sealing import ensure_key, read_progress, seal
from game.userdirs import seal_key_path
from scenes.services.paths import save_path, saves_dir

log = logging.getLogger(__name__)


def new_slot(game_id: str) -> Path:
    """A file of its own for a new game: its id, when it began, and a few random letters."""
    return saves_dir() / f"{game_id}-{time.strftime('%Y%m%d-%H%M%S')}-{secrets.token_hex(3)}.json"


@dataclass(frozen=True)
class SavedGame:
    """What the Continue list shows of one save (read from its clear part only)."""

    path: Path
    game: str
    title: str
    names: tuple[str, ...]
    turn: int           # the game's actions (a draw, a pass, "done" each count): not shown
    saved: str
    problem: str = ""   # why the file cannot be read; empty when it can
    progress: Progress = ()   # how far the game has come, in its own units (the save's clear part)

    def line(self) -> str:
        who = " · ".join(self.names) or "players unknown"
        return f"{self.title} — {who} — {self.where()} — saved {self.saved}"

    def where(self) -> str:
        """"turn 12", "round 3, beat 5", "quest 2, round 1". A save written before the
        clear part said it (or an unsealed one) says "game in progress": counting its turns
        would mean opening the sealed part and replaying every save each time the list
        opens (seconds for a few DDO games), and its count of actions reads as turns, which
        it is not. The save says it from its next autosave on."""
        return progress_words(self.progress) or "game in progress"


def progress_words(progress: Progress) -> str:
    """The engine's `Rules.progress` as the list says it: (("round", 3), ("beat", 5)) →
    "round 3, beat 5"; a count of 0 is the stage's name alone ("the Raid")."""
    return ", ".join(word if count == 0 else f"{word} {count}" for word, count in progress)


def peek(path: Path) -> SavedGame:
    """A save's list entry, never an exception: a bad file comes back with its problem."""
    try:
        modified = time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
    except OSError:
        modified = "?"
    try:
        data = check_envelope(read_json_file(path), path.name)
        if "sealed" in data:
            game, names, turn = data.get("game"), data.get("names"), data.get("turn")
            if not (isinstance(game, str) and isinstance(names, list) and isinstance(turn, int)
                    and all(isinstance(n, str) and len(n) <= MAX_NAME_CHARS for n in names)):
                raise RecordError(f"{path.name}: the save's list entry (game, names, turn) is damaged")
            saved = data.get("saved") if isinstance(data.get("saved"), str) else modified
            progress = tuple((one_line(word, 24), count) for word, count in read_progress(data))
        else:
            fields = check_record(data, path.name)
            game, names, turn, saved = fields["game"], list(fields["names"]), len(fields["actions"]), modified
            progress = ()
    except RecordError as bad:
        return SavedGame(path, "", path.name, (), 0, modified, str(bad))
    return SavedGame(path, game, _title(game), tuple(one_line(n, MAX_NAME_CHARS) for n in names[:8]),
                     turn, one_line(str(saved), 20), progress=progress)


def _title(game: str) -> str:
    try:
        return registry.entry(game).title
    except KeyError:
        return one_line(game, 40)


def list_saves() -> list[SavedGame]:
    """Every save in the folder, newest first; files set aside as unreadable are left out."""
    try:
        paths = [p for p in saves_dir().glob("*.json") if ".unreadable" not in p.name and p.is_file()]
    except OSError:
        return []

    def newest(path: Path) -> float:
        try:
            return path.stat().st_mtime
        except OSError:
            return 0.0
    return [peek(p) for p in sorted(paths, key=newest, reverse=True)]


def migrate_old_slot() -> Path | None:
    """At start: a save in the single slot of earlier versions (`last_game.json`, written
    in clear) is sealed into a file of its own in the list, keeping its date, and the clear
    file is removed, so a game in progress left by an old version does not lie readable on
    disk until its next autosave. Returns the new file, or None when there was nothing to
    move. A file that cannot be read is left for Continue to set aside with its message;
    one that is sealed already stays where it is (Continue lists and resumes it there)."""
    old = save_path()
    try:
        if not old.is_file():  # the usual case: one stat
            return None
        stat = old.stat()
        data = check_envelope(read_json_file(old), old.name)
        if "sealed" in data:
            return None
        record = Record.from_json(data, old.name)
        registry.entry(record.game)  # a game id this version knows names the new file
        sealed = seal(record.to_json(), ensure_key(seal_key_path()),
                      saved=time.strftime("%Y-%m-%d %H:%M", time.localtime(stat.st_mtime)))
        target = new_slot(record.game)
        write_text_atomically(target, json.dumps(sealed, indent=1))
        os.utime(target, (stat.st_atime, stat.st_mtime))  # keeps its place in the Continue list
        old.unlink()
    except (RecordError, KeyError):
        return None
    except OSError as bad:
        log.warning("could not seal the old save %s: %s", old, bad)
        return None
    except Exception:  # noqa: BLE001 - it runs at every start: a save, whatever it holds, must not stop the app
        log.exception("could not move the old save %s (Continue will tell the player)", old)
        return None
    return target


class Saver:
    """The app's one save writer (see the module docstring)."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._pending: dict[Path, tuple[Record | None, bool, Progress]] = {}  # None: remove the file
        self._finished: list[tuple[Record, Outcome]] = []   # games to keep in the history
        self._busy = False
        self._thread: threading.Thread | None = None
        self._failure: str | None = None
        self._key: bytes | None = None

    def save(self, path: Path, record: Record, finished: bool, progress: Progress = ()) -> None:
        self._queue(path, (record, finished, progress))

    def forget(self, path: Path) -> None:
        """Remove a save (a finished game), after any write of it still pending."""
        self._queue(path, (None, False, ()))

    def remember(self, record: Record, outcome: Outcome) -> None:
        """Keep a finished game in the history (the statistics and the replay list read it)."""
        with self._cond:
            self._finished.append((record, outcome))
        self._queue(None, None)

    def write_now(self, path: Path, record: Record, finished: bool, progress: Progress = ()) -> None:
        """Write at once (the pause menu's Save); raises OSError when it cannot."""
        self.flush()
        self._write(path, record, finished, progress)

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait for every pending write; False if they did not finish in time."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while self._pending or self._finished or self._busy:
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(left)
        return True

    def busy(self) -> bool:
        """A write is pending or under way, or a failure waits to be told."""
        with self._cond:
            return bool(self._pending or self._finished) or self._busy or self._failure is not None

    def take_failure(self) -> str | None:
        """The last failed write, described for the player, once."""
        with self._cond:
            failure, self._failure = self._failure, None
        return failure

    def _queue(self, path: Path | None, job: tuple[Record | None, bool, Progress] | None) -> None:
        with self._cond:
            if path is not None and job is not None:
                self._pending.pop(path, None)  # re-queued at the end: jobs run in the order asked
                self._pending[path] = job
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, daemon=True, name="floorshow-saver")
                self._thread.start()
            self._cond.notify_all()

    def _run(self) -> None:
        while True:
            with self._cond:
                if not self._pending and not self._finished:
                    self._thread = None
                    self._cond.notify_all()
                    return
                kept = self._finished.pop(0) if self._finished else None
                if kept is None:
                    path = next(iter(self._pending))
                    record, finished, progress = self._pending.pop(path)
                else:
                    path = history_dir()
                self._busy = True
            try:
                if kept is not None:
                    write_finished(path, *kept)
                elif record is None:
                    path.unlink(missing_ok=True)
                else:
                    self._write(path, record, finished, progress)
            except OSError as bad:
                log.warning("save failed: %s", bad)
                with self._cond:
                    self._failure = describe_failure(path, bad)
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()

    def _write(self, path: Path, record: Record, finished: bool, progress: Progress = ()) -> None:
        key = None
        if not finished:  # a game in progress is sealed; a finished one may show everything
            if self._key is None:
                self._key = ensure_key(seal_key_path())
            key = self._key
        save_record(record, path, key, progress)


def describe_failure(path: Path, bad: OSError) -> str:
    """The folder that refused (the saves folder, or the data folder the key goes in) and why."""
    folder = Path(bad.filename).parent if isinstance(bad.filename, str) else path.parent
    return f"the folder {folder} cannot be written ({bad.strerror or bad})"


def record_of(table: Any) -> tuple[Record, bool, Progress]:
    """A table's record, whether its game is over, and how far it has come (the engine's
    `Rules.progress`, which the Continue list shows)."""
    match = table.match
    return match.record(), match.rules.outcome(match.state) is not None, match.rules.progress(match.state)
