"""The one reader of every JSON file Floorshow reads: records and saves, settings, the
player's DDO decks, the bundled Dance Card! board.

A JSON file may come from anywhere (a save from an older version, a deck shared by a
friend, a file a text editor broke), so reading one is bounded: at most `limit` bytes are
read (a file past it is refused unread, so a huge file never stalls a window), and a file
nested too deep, not UTF-8, not JSON, or holding a number too long to read is refused too
— always as `UnreadableFile`, one line naming the file and what is wrong, never a
traceback (json's own RecursionError included).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from game.core.record_schema import one_line


class UnreadableFile(ValueError):
    """A JSON file refused: `reason` says what is wrong, the message adds where."""

    def __init__(self, source: str, reason: str) -> None:
        self.reason = one_line(reason, 200)
        super().__init__(one_line(f"{source}: {self.reason}"))


def _size(limit: int) -> str:
    return f"{limit // (1024 * 1024)} MB" if limit >= 1024 * 1024 else f"{max(1, limit // 1024)} KB"


def read_json_file(path: Path, what: str, limit: int, source: str | None = None) -> Any:
    """The file's JSON value, or UnreadableFile; `what` names the kind of file in the
    messages ("record", "deck file" …), `source` how the file is named (its path by default)."""
    where = str(path) if source is None else source
    try:
        with Path(path).open("rb") as handle:
            raw = handle.read(limit + 1)
    except FileNotFoundError:
        raise UnreadableFile(where, "no such file") from None
    except OSError as bad:
        raise UnreadableFile(where, f"cannot be read ({bad.strerror or bad})") from None
    if len(raw) > limit:
        raise UnreadableFile(where, f"larger than any Floorshow {what} ({_size(limit)} at most)")
    return parse_json(raw, what, where)


def parse_json(raw: bytes, what: str, source: str) -> Any:
    """JSON from bytes already read (and bounded), refused as by `read_json_file`."""
    try:
        return json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise UnreadableFile(source, "not a text file (not UTF-8)") from None
    except json.JSONDecodeError as bad:
        raise UnreadableFile(source, f"not valid JSON (line {bad.lineno}, column {bad.colno})") from None
    except RecursionError:
        raise UnreadableFile(source, f"not a Floorshow {what} (JSON nested too deep)") from None
    except ValueError as bad:  # e.g. an integer of more than 4,300 digits
        raise UnreadableFile(source, f"not a Floorshow {what} ({one_line(str(bad), 80)})") from None
