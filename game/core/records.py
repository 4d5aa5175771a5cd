"""Game records, saving and loading, replay, and undo.

A record is JSON: format name and version, game id, config, seed, seat names and the
action list in notation. Saving is atomic (temp file, fsync, replace). Undo re-plays the
record without its last actions and never crosses a barrier: another seat's action, or
an action whose events revealed something or resolved chance (the BGA undo policy,
enforced here rather than by habit).
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core import json_files
from game.core.contract import ActionError, Event, GameConfig, Illegal, IllegalActionError, Progress, Rules
from game.core.json_files import UnreadableFile
from game.core.options import OptionError
from game.core.record_schema import (MAX_RECORD_BYTES, RECORD_FORMAT, RECORD_VERSION, RecordError,
                                     check_envelope, check_record, one_line)
from game.core.sealing import read_key, seal, unseal
from game.core.seats import SeatKind
from game.userdirs import seal_key_path

__all__ = ["RECORD_FORMAT", "RECORD_VERSION", "Match", "Record", "RecordError", "Step", "load_record",
           "read_json_file", "replay", "save_record", "write_text_atomically"]



@dataclass(frozen=True)
class Record:
    game: str
    config: GameConfig
    seed: int
    actions: tuple[str, ...] = ()
    names: tuple[str, ...] = ()
    seat_kinds: tuple[SeatKind, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "game": self.game,
            "config": self.config.to_json(),
            "seed": self.seed,
            "names": list(self.names),
            "seat_kinds": list(self.seat_kinds),
            "actions": list(self.actions),
        }

    @staticmethod
    def from_json(data: Any, source: str = "record") -> "Record":
        """The record, once `check_record` has found every field sound."""
        fields = check_record(data, source)
        config = GameConfig.of(fields["seats"], {k: _frozen(v) for k, v in fields["options"].items()})
        return Record(fields["game"], config, fields["seed"], fields["actions"], fields["names"],
                      tuple(SeatKind(kind) for kind in fields["seat_kinds"]))


def _frozen(value: Any) -> Any:
    return tuple(_frozen(v) for v in value) if isinstance(value, list) else value


def write_text_atomically(path: Path, text: str) -> None:
    """Temp file, fsync, replace: a crash leaves either the old file or the new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def save_record(record: Record, path: Path, seal_key: bytes | None = None,
                progress: Progress = ()) -> None:
    """Write a record; with a key, sealed (for a game in progress: see game/core/sealing.py),
    with `progress` (the engine's `Rules.progress`) in its clear part for the saves list."""
    data = record.to_json()
    if seal_key is not None:
        data = seal(data, seal_key, progress=progress)
    write_text_atomically(path, json.dumps(data, indent=1))


def read_json_file(path: Path, what: str = "record", limit: int = MAX_RECORD_BYTES) -> Any:
    """A JSON file's value through the one reader (game/core/json_files.py), or RecordError
    in one line: missing, too big, not text, not JSON, nested too deep or holding a number
    too long to read."""
    try:
        return json_files.read_json_file(path, what, limit)
    except UnreadableFile as bad:
        raise RecordError(str(bad)) from None


def load_record(path: Path, seal_key: bytes | None = None) -> Record:
    """Read and check a record; a sealed one is opened with `seal_key`, or else with this
    user's installation key (so `python -m game replay` opens the app's saves)."""
    data = check_envelope(read_json_file(path), str(path))
    if "sealed" in data:
        data = unseal(data, seal_key or read_key(seal_key_path()), str(path))
    return Record.from_json(data, str(path))


@dataclass
class Step:
    """One applied action: who took it, the action, and the events it caused."""

    seat: int
    action: Any
    events: tuple[Event, ...]
    ends: bool = False      # the step that ended the game

    @property
    def barrier(self) -> bool:
        """Undo never crosses it: an event that showed something or used chance, or the end
        of the game (the result has been told to the table; every game's rules page says why)."""
        return self.ends or any(e.barrier for e in self.events)


@dataclass
class Match:
    """A game in progress: the record plus the states it passes through."""

    rules: Rules[Any, Any, Any]
    config: GameConfig
    seed: int
    names: tuple[str, ...] = ()
    seat_kinds: tuple[SeatKind, ...] = ()
    steps: list[Step] = field(default_factory=list)
    state: Any = None
    opening_events: tuple[Event, ...] = ()

    def __post_init__(self) -> None:
        self.seat_kinds = tuple(SeatKind(kind) for kind in self.seat_kinds)   # a caller's words become kinds
        if self.state is None:
            self.state = self.rules.new_game(self.config, self.seed)
            self.opening_events = self.rules.opening_events(self.state)

    def play(self, action: Any) -> tuple[Event, ...]:
        seat = self.rules.to_act(self.state)
        if seat is None:
            raise IllegalActionError(self.rules.check(self.state, action) or _over(), str(action))
        self.state, events = self.rules.apply(self.state, action)
        self.steps.append(Step(seat, action, events, self.rules.outcome(self.state) is not None))
        return events

    def record(self) -> Record:
        return Record(self.rules.game_id, self.config, self.seed,
                      tuple(str(s.action) for s in self.steps), self.names, self.seat_kinds)

    def undoable(self, seat: int) -> int:
        """How many trailing actions `seat` may take back, one press of undo at a time."""
        count = 0
        for step in reversed(self.steps):
            if step.seat != seat or step.barrier:
                break
            count += 1
        return count

    def undo(self, seat: int) -> int:
        """Take back `seat`'s last move — exactly one, and only when it is the last move made and
        crossed no barrier; returns how many were taken back (1 or 0). A player predicts what
        "Undo my last move" does: one press, one move (a step and the Freeze Arrow laid on it
        are two moves, taken back by two presses).

        Re-plays the record without it, so the state is exactly what it was.
        """
        return 0 if self.take_back(seat) is None else 1

    def take_back(self, seat: int) -> Step | None:
        """`undo`, returning the step taken back (its events: what the log wrote), or None."""
        if not self.undoable(seat):
            return None
        taken = self.steps[-1]
        kept = self.record().actions[: len(self.steps) - 1]
        replayed = replay(self.rules, Record(self.rules.game_id, self.config, self.seed, kept))
        self.steps, self.state = replayed.steps, replayed.state
        return taken

    def undo_refusal(self, seat: int, names: tuple[str, ...] = ()) -> str:
        """Why `seat` can take nothing back now, in a player's words ("" when it can):
        only a person's seat takes moves back, and never past another seat's move or a
        move that showed a card or used chance. A seat without a recorded kind is a person's."""
        kind = self.seat_kinds[seat] if seat < len(self.seat_kinds) else SeatKind.HUMAN
        if kind != SeatKind.HUMAN:
            return "Only a human seat can take a move back."
        if self.undoable(seat):
            return ""
        if not self.steps:
            return "Nothing has been played yet."
        last = self.steps[-1]
        if last.seat != seat:
            who = names[last.seat] if last.seat < len(names) else f"Seat {last.seat + 1}"
            return f"The last move was {who}'s: it stands."
        return "Your last move ended the game: it stands." if last.ends else \
            "Your last move showed a card or used chance: it stands."


def _over() -> Illegal:
    return Illegal("The game is over.", "end of the game")


def replay(rules: Rules[Any, Any, Any], record: Record, seats: tuple[int, int] | None = None) -> Match:
    """Re-play a record; a bad action raises RecordError naming it and why.

    The record is data from outside: whatever a game's code raises while starting or
    re-playing it becomes a RecordError line, so no record can crash the caller. `seats`,
    the game's seat range as its registry entry declares it, names a wrong seat count
    before the game is asked to start (every game's `new_game` refuses one as well).
    """
    if rules.game_id != record.game:
        raise RecordError(f"the record is for {record.game!r}, not {rules.game_id!r}")
    if seats is not None and not seats[0] <= record.config.seats <= seats[1]:
        raise RecordError(f"{rules.title} takes {seats[0]}–{seats[1]} seats, "
                          f"the record has {record.config.seats}")
    try:
        match = Match(rules, record.config, record.seed, record.names, record.seat_kinds)
    except OptionError as refused:  # the game's own sentence names the option and what it needs
        raise RecordError(str(refused)) from None
    except Exception as bad:  # noqa: BLE001 - a record is untrusted input
        raise RecordError(f"the record's config cannot start a game: {bad or type(bad).__name__}") from None
    for index, text in enumerate(record.actions, start=1):
        try:
            action = rules.parse_action(match.state, text)
            match.play(action)
        except ActionError as refusal:
            kind = "illegal" if isinstance(refusal, IllegalActionError) else "not an action"
            raise RecordError(f"action {index} ({text!r}) is {kind}: {refusal.illegal}") from None
        except Exception as bad:  # noqa: BLE001 - a record is untrusted input
            raise RecordError(f"action {index} ({text!r}) cannot be read: {bad or type(bad).__name__}") from None
    return match
