"""The one schema of a game record, checked before anything reads a field.

Every record (a save, a file given to `python -m game replay`, a sealed save once opened)
passes through `check_record`, which either returns the fields as plain, bounded Python
values or raises `RecordError` naming the field at fault in one short line. Nothing else
indexes into a record's JSON.

Hand-written rather than a validation library: the record has eight fields, the bounds
(seat counts matching name lists, a seed the generator can take, text without control
characters) are cross-field rules a JSON Schema expresses badly, and the messages must
be sentences a player reads, not schema paths. It adds nothing to the frozen build.
"""

from __future__ import annotations

import math
import re
from typing import Any, TypeGuard

from game.core.names import clean_name, is_name_text
from game.core.seats import SeatKind

RECORD_FORMAT = "floorshow-record"
RECORD_VERSION = 1

MAX_RECORD_BYTES = 8 * 1024 * 1024   # a 300-action game is ~10 KB; anything near this is not ours
MAX_SEATS = 8
MAX_ACTIONS = 100_000
MAX_ACTION_CHARS = 400
MAX_NAME_CHARS = 64
MAX_GAME_ID_CHARS = 40
MAX_OPTION_ITEMS = 2000              # every item of an option's lists (a stacked 130-card deck …)
MAX_OPTION_DEPTH = 3                 # a list of lists of lists: the draws, a shuffle, a card written out
MAX_OPTION_CHARS = 400
SEED_LIMIT = 2**63                   # seeds are 0 <= seed < SEED_LIMIT
OPTION_INT_LIMIT = 2**31
SEAT_KINDS: tuple[str, ...] = tuple(kind.value for kind in SeatKind)   # human, random, easy, normal, hard
MAX_MESSAGE_CHARS = 300
OPTION_KEY = re.compile(r"[a-z][a-z0-9_]{0,39}")   # every option any game declares has such a name


class RecordError(ValueError):
    """A record that cannot be read or replayed; the message says what and where.

    The message is always one line of bounded length, whatever the record held.
    """

    def __init__(self, message: str) -> None:
        super().__init__(one_line(message))


def one_line(text: str, limit: int = MAX_MESSAGE_CHARS) -> str:
    flat = " ".join(str(text).split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def show(value: Any) -> str:
    """A short, safe description of a value for an error line (never its whole text)."""
    if isinstance(value, bool) or value is None:
        return "true" if value is True else "false" if value is False else "null"
    if isinstance(value, int):
        return str(value) if value.bit_length() < 64 else f"a {value.bit_length()}-bit number"
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, str):
        return repr(value) if len(value) <= 40 else f"a text of {len(value):,} characters"
    if isinstance(value, list):
        return f"a list of {len(value)}"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def _whole(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _text(value: Any, limit: int) -> bool:
    return isinstance(value, str) and len(value) <= limit and value.isprintable()


def _words(value: Any, limit: int) -> bool:
    """Text a player typed (a seat's or a deck's name): what a name field keeps (game/core/names.py)."""
    return isinstance(value, str) and len(value) <= limit and is_name_text(value)


def _fail(source: str, field: str, wanted: str, value: Any) -> RecordError:
    return RecordError(f"{source}: field '{field}' must be {wanted}, not {show(value)}")


def check_envelope(data: Any, source: str) -> dict[str, Any]:
    """Format and version: the part every Floorshow file shares."""
    if not isinstance(data, dict):
        raise RecordError(f"{source}: not a Floorshow record (expected a JSON object, found {show(data)})")
    if data.get("format") != RECORD_FORMAT:
        raise RecordError(f"{source}: not a Floorshow record (format is {show(data.get('format'))})")
    version = data.get("version")
    if not _whole(version) or version != RECORD_VERSION:
        raise RecordError(f"{source}: record version {show(version)} is not supported "
                          f"(this app reads version {RECORD_VERSION})")
    return data


def check_record(data: Any, source: str = "record") -> dict[str, Any]:
    """The record's fields, checked and normalised; raises RecordError on the first fault."""
    check_envelope(data, source)
    for required in ("game", "config", "seed", "actions"):
        if required not in data:
            raise RecordError(f"{source}: the record has no '{required}' field")
    game = data["game"]
    if not _text(game, MAX_GAME_ID_CHARS) or not game:
        raise _fail(source, "game", "a game id (short text)", game)
    seats, options = _check_config(data["config"], source)
    seed = data["seed"]
    if not _whole(seed) or not 0 <= seed < SEED_LIMIT:
        raise _fail(source, "seed", f"a whole number from 0 to 2^63 − 1", seed)
    actions = data["actions"]
    if not isinstance(actions, list):
        raise _fail(source, "actions", "a list of action texts", actions)
    if len(actions) > MAX_ACTIONS:
        raise RecordError(f"{source}: field 'actions' holds {len(actions):,} actions, more than "
                          f"any game has ({MAX_ACTIONS:,})")
    for index, action in enumerate(actions, start=1):
        if not _text(action, MAX_ACTION_CHARS):
            raise _fail(source, f"actions[{index}]", f"printable text of at most {MAX_ACTION_CHARS} "
                        "characters", action)
    names = _seat_list(data, "names", seats, source, lambda v: isinstance(v, str) and len(v) <= MAX_NAME_CHARS,
                       f"texts of at most {MAX_NAME_CHARS} characters")
    # A name an earlier version kept with a character no name field keeps now (a no-break
    # space, a zero-width space …) is read as the field would keep it, not refused: the game
    # it names is not lost for it.
    names = tuple(name if _words(name, MAX_NAME_CHARS) else clean_name(name, MAX_NAME_CHARS) for name in names)
    kinds = _seat_list(data, "seat_kinds", seats, source, lambda v: v in SEAT_KINDS,
                       f"one of {', '.join(SEAT_KINDS)}")
    return {"game": game, "seats": seats, "options": options, "seed": seed,
            "actions": tuple(actions), "names": names, "seat_kinds": kinds}


def _check_config(config: Any, source: str) -> tuple[int, dict[str, Any]]:
    if not isinstance(config, dict):
        raise _fail(source, "config", "an object with 'seats' and 'options'", config)
    seats = config.get("seats")
    if not _whole(seats) or not 1 <= seats <= MAX_SEATS:
        raise _fail(source, "config.seats", f"a whole number from 1 to {MAX_SEATS}", seats)
    options = config.get("options", {})
    if not isinstance(options, dict):
        raise _fail(source, "config.options", "an object", options)
    if len(options) > 50:
        raise RecordError(f"{source}: field 'config.options' has {len(options)} options, too many")
    for key, value in options.items():
        if not OPTION_KEY.fullmatch(key):   # a name a game could declare, nothing else
            raise _fail(source, "config.options", "keyed by option names (a–z, 0–9 and _, "
                        "at most 40, a letter first)", key)
        where = f"config.options.{key}"
        if isinstance(value, list):
            _check_option_list(value, source, where)
        elif not _option_scalar(value):
            raise _fail(source, where, "text, a number, true/false or a list", value)
    return seats, options


def _check_option_list(value: list[Any], source: str, where: str) -> None:
    """A list of texts and numbers, or of such lists (a stacked set-up: each round's deck, a
    shuffle inside the list of draws), at most MAX_OPTION_DEPTH deep and MAX_OPTION_ITEMS long."""
    count = 0
    pending: list[tuple[list[Any], int]] = [(value, 1)]
    while pending:
        items, depth = pending.pop()
        count += len(items)
        if count > MAX_OPTION_ITEMS:
            raise _fail(source, where, f"a list of at most {MAX_OPTION_ITEMS} items", value)
        for item in items:
            if isinstance(item, list) and depth < MAX_OPTION_DEPTH:
                pending.append((item, depth + 1))
            elif not _option_scalar(item):
                raise _fail(source, where, f"a list of texts and numbers (lists at most {MAX_OPTION_DEPTH} deep)",
                            item)


def _option_scalar(value: Any) -> bool:
    if isinstance(value, bool) or value is None:
        return True
    if isinstance(value, int):
        return -OPTION_INT_LIMIT < value < OPTION_INT_LIMIT
    if isinstance(value, float):
        return math.isfinite(value)
    return _words(value, MAX_OPTION_CHARS)   # a DDO deck's name travels in its `decks` option


def _seat_list(data: dict[str, Any], field: str, seats: int, source: str, ok: Any,
               wanted: str) -> tuple[str, ...]:
    """An optional per-seat list: absent or empty, or exactly one valid entry per seat."""
    value = data.get(field, [])
    if value is None or not isinstance(value, list):
        raise _fail(source, field, f"a list of {seats} {wanted}", value)
    if value and len(value) != seats:
        raise RecordError(f"{source}: field '{field}' has {len(value)} entries for {seats} seats")
    for index, item in enumerate(value):
        if not ok(item):
            raise _fail(source, f"{field}[{index}]", wanted, item)
    return tuple(value)
