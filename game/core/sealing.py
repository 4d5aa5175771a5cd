"""Sealed saves: an unfinished game's seed, config and actions kept out of plain sight.

A save of a game in progress would otherwise hand anyone with a text editor the seed
(hence every future draw) and each seat's secret choices. A sealed save keeps in clear
only what the Continue list shows (game, seat names and kinds, how many actions, how far
the game has come in its own units, when)
and holds the rest encrypted under a random key kept per installation, beside the saves
folder (`seal.key`). The app that wrote a save, and `python -m game replay` run by the same
user, open it; a finished game is saved unsealed. The threat model is in docs/saves.md.

Standard library only: the keystream is SHAKE-256 of the key and a fresh 16-byte nonce,
and an HMAC-SHA-256 tag over the clear part, the nonce and the ciphertext tells a changed
or foreign file from a sound one before a byte of it is parsed (the clear part is under
the tag: a seat's kind changed from AI to human would hand a player the AI's hand).

The sealed part is padded, so its length tells nothing a text editor should not learn:
each action takes a slot of ACTION_SLOT bytes (more for the rare longer one), and the rest
(config and seed) is rounded up to HEAD_SLOT. Two saves that differ only in a hidden
choice (a lead dancer's side, a card recovered) are then the same length. Every action
of the five games is under 40 characters; one longer than a slot still only tells how
many slots it takes.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import os
import time
from pathlib import Path
from typing import Any

from game.core.contract import Progress
from game.core.json_files import UnreadableFile, parse_json
from game.core.record_schema import RECORD_FORMAT, RECORD_VERSION, RecordError

KEY_BYTES = 32
NONCE_BYTES = 16
TAG_BYTES = 16
SEALED_FIELDS = ("config", "seed", "actions")
CLEAR_FIELDS = ("format", "version", "game", "seats", "names", "seat_kinds", "turn", "saved")
# Added later, under the tag only when present, so that a save written before it (which
# lacks it) still has the clear part its tag was made over: "progress" is the engine's
# `Rules.progress` ([["round", 3], ["beat", 5]]), what the Continue list shows.
LATER_CLEAR_FIELDS = ("progress",)
MAX_PROGRESS_PARTS = 3
SEAL_VERSION = 2        # 2: the clear part under the tag, the sealed part padded
ACTION_SLOT = 48        # bytes of the sealed part each action takes (its JSON text and a comma)
HEAD_SLOT = 256         # the config and the seed, rounded up to this


def _keystream(key: bytes, nonce: bytes, size: int) -> bytes:
    return hashlib.shake_256(b"floorshow-seal-v1" + key + nonce).digest(size)


def _xor(data: bytes, stream: bytes) -> bytes:
    return (int.from_bytes(data, "big") ^ int.from_bytes(stream, "big")).to_bytes(len(data), "big")


def _tag(key: bytes, body: bytes, clear: bytes = b"") -> bytes:
    return hmac.new(key, clear + body, hashlib.sha256).digest()[:TAG_BYTES]


def _clear_bytes(data: dict[str, Any]) -> bytes:
    """The clear part as the tag covers it: every clear field, in one canonical form."""
    clear = {k: data.get(k) for k in CLEAR_FIELDS}
    clear.update({k: data[k] for k in LATER_CLEAR_FIELDS if k in data})
    return json.dumps(clear, sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode("ascii")


def _round_up(size: int, slot: int) -> int:
    return -(-size // slot) * slot


def padded(sealed: dict[str, Any]) -> bytes:
    """The sealed fields' JSON, padded with spaces (JSON ignores them) to a length that
    depends only on how many actions there are — and on how many slots a rare long one
    takes (see the module's docstring)."""
    inner = json.dumps(sealed, separators=(",", ":")).encode("ascii")
    head = len(json.dumps({**sealed, "actions": []}, separators=(",", ":")))
    slots = sum(_round_up(len(json.dumps(action)) + 1, ACTION_SLOT) for action in sealed["actions"])
    return inner + b" " * (_round_up(head, HEAD_SLOT) + slots - len(inner))


def seal(record_json: dict[str, Any], key: bytes, saved: str | None = None,
         progress: Progress = ()) -> dict[str, Any]:
    """The save's JSON: the list's facts in clear (under the tag), the seed, config and
    actions sealed and padded. `saved`: the date the list shows (now, by default);
    `progress`: the engine's `Rules.progress` of the game saved (left out when unknown)."""
    inner = padded({k: record_json[k] for k in SEALED_FIELDS})
    nonce = os.urandom(NONCE_BYTES)
    body = nonce + _xor(inner, _keystream(key, nonce, len(inner)))
    data: dict[str, Any] = {
        "format": RECORD_FORMAT, "version": RECORD_VERSION, "game": record_json["game"],
        "seats": record_json["config"]["seats"], "names": record_json["names"],
        "seat_kinds": record_json["seat_kinds"], "turn": len(record_json["actions"]),
        "saved": saved or time.strftime("%Y-%m-%d %H:%M", time.localtime()),
        "seal": SEAL_VERSION,
    }
    if progress:
        data["progress"] = [[word, count] for word, count in progress[:MAX_PROGRESS_PARTS]]
    data["sealed"] = base64.b64encode(_tag(key, body, _clear_bytes(data)) + body).decode("ascii")
    return data


def read_progress(data: dict[str, Any]) -> Progress:
    """A save's clear "progress", or () when it has none (a save written before the field
    existed) or one not in its shape. The list reads it without opening the sealed part."""
    found = data.get("progress")
    if not isinstance(found, list) or not 0 < len(found) <= MAX_PROGRESS_PARTS:
        return ()
    parts: list[tuple[str, int]] = []
    for part in found:
        if not (isinstance(part, list) and len(part) == 2 and isinstance(part[0], str)
                and 0 < len(part[0]) <= 24 and isinstance(part[1], int) and not isinstance(part[1], bool)
                and 0 <= part[1] < 1_000_000):
            return ()
        parts.append((part[0], part[1]))
    return tuple(parts)


def unseal(data: dict[str, Any], key: bytes | None, source: str) -> dict[str, Any]:
    """The whole record's JSON (still to be checked by the schema)."""
    blob = data.get("sealed")
    if not isinstance(blob, str):
        raise RecordError(f"{source}: field 'sealed' must be text")
    if key is None:
        raise RecordError(f"{source}: a sealed save of a game in progress; only the Floorshow that "
                          "wrote it can open it (its seal.key is not here)")
    try:
        raw = base64.b64decode(blob.encode("ascii"), validate=True)
    except (ValueError, binascii.Error, UnicodeEncodeError):
        raise RecordError(f"{source}: field 'sealed' is damaged") from None
    tag, body = raw[:TAG_BYTES], raw[TAG_BYTES:]
    # A save of version 1 (before the clear part came under the tag) still opens; it is
    # sealed anew as version 2 at its next autosave. A version-2 tag cannot be turned into a
    # version-1 one without the key, so a save cannot be downgraded to free its clear part.
    clear = _clear_bytes(data) if data.get("seal") == SEAL_VERSION else b""
    if data.get("seal", 1) not in (1, SEAL_VERSION) or len(body) < NONCE_BYTES \
            or not hmac.compare_digest(tag, _tag(key, body, clear)):
        raise RecordError(f"{source}: the sealed part was changed, or sealed by another Floorshow "
                          "installation")
    nonce, secret = body[:NONCE_BYTES], body[NONCE_BYTES:]
    try:
        inner = parse_json(_xor(secret, _keystream(key, nonce, len(secret))), "save", source)
    except UnreadableFile:
        raise RecordError(f"{source}: the sealed part cannot be read") from None
    if not isinstance(inner, dict):
        raise RecordError(f"{source}: the sealed part cannot be read")
    whole = {k: v for k, v in data.items()
             if k not in ("sealed", "seats", "turn", "saved", "seal") + LATER_CLEAR_FIELDS}
    whole.update({k: inner[k] for k in SEALED_FIELDS if k in inner})
    return whole


def read_key(path: Path) -> bytes | None:
    """The installation's key, or None when there is none (or it is not a key)."""
    try:
        text = path.read_text(encoding="ascii").strip()
        key = bytes.fromhex(text)
    except (OSError, ValueError):
        return None
    return key if len(key) == KEY_BYTES else None


def ensure_key(path: Path) -> bytes:
    """The key, made on first need (readable by this user only). Raises OSError when the
    folder cannot be written."""
    found = read_key(path)
    if found is not None:
        return found
    path.parent.mkdir(parents=True, exist_ok=True)
    key = os.urandom(KEY_BYTES)
    temp = path.with_name(path.name + ".new.tmp")
    try:  # a write that fails (a full disk) raises, and leaves no temporary key behind
        fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="ascii") as handle:
            handle.write(key.hex())
            handle.flush()
            os.fsync(handle.fileno())
        try:
            os.link(temp, path)  # never replace a key another process made first: its saves need it
        except FileExistsError:
            pass
        except OSError:  # a file system without hard links
            if not path.exists():
                os.replace(temp, path)
    finally:
        temp.unlink(missing_ok=True)
    found = read_key(path)
    if found is None:
        raise OSError(f"{path} is not a usable key")
    return found
