"""Sealed saves: an unfinished game's seed, config and actions kept out of plain sight.

A save of a game in progress would otherwise hand anyone with a text editor the seed
(hence every future draw) and each seat's secret choices. A sealed save keeps in clear
only what the Continue list shows (game, seat names and kinds, how many actions, when)
and holds the rest encrypted under a random key kept per installation, beside the saves
folder (`seal.key`). The app that wrote a save, and `python -m game replay` run by the same
user, open it; a finished game is saved unsealed. The threat model is in docs/saves.md.

Standard library only: the keystream is SHAKE-256 of the key and a fresh 16-byte nonce,
and an HMAC-SHA-256 tag over nonce and ciphertext tells a changed or foreign file from a
sound one before a byte of it is parsed.
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

from game.core.json_files import UnreadableFile, parse_json
from game.core.record_schema import RECORD_FORMAT, RECORD_VERSION, RecordError

KEY_BYTES = 32
NONCE_BYTES = 16
TAG_BYTES = 16
SEALED_FIELDS = ("config", "seed", "actions")


def _keystream(key: bytes, nonce: bytes, size: int) -> bytes:
    return hashlib.shake_256(b"floorshow-seal-v1" + key + nonce).digest(size)


def _xor(data: bytes, stream: bytes) -> bytes:
    return (int.from_bytes(data, "big") ^ int.from_bytes(stream, "big")).to_bytes(len(data), "big")


def _tag(key: bytes, body: bytes) -> bytes:
    return hmac.new(key, body, hashlib.sha256).digest()[:TAG_BYTES]


def seal(record_json: dict[str, Any], key: bytes) -> dict[str, Any]:
    """The save's JSON: the list's facts in clear, the seed, config and actions sealed."""
    inner = json.dumps({k: record_json[k] for k in SEALED_FIELDS}, separators=(",", ":")).encode()
    nonce = os.urandom(NONCE_BYTES)
    body = nonce + _xor(inner, _keystream(key, nonce, len(inner)))
    return {
        "format": RECORD_FORMAT, "version": RECORD_VERSION, "game": record_json["game"],
        "seats": record_json["config"]["seats"], "names": record_json["names"],
        "seat_kinds": record_json["seat_kinds"], "turn": len(record_json["actions"]),
        "saved": time.strftime("%Y-%m-%d %H:%M", time.localtime()),
        "sealed": base64.b64encode(_tag(key, body) + body).decode("ascii"),
    }


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
    if len(body) < NONCE_BYTES or not hmac.compare_digest(tag, _tag(key, body)):
        raise RecordError(f"{source}: the sealed part was changed, or sealed by another Floorshow "
                          "installation")
    nonce, secret = body[:NONCE_BYTES], body[NONCE_BYTES:]
    try:
        inner = parse_json(_xor(secret, _keystream(key, nonce, len(secret))), "save", source)
    except UnreadableFile:
        raise RecordError(f"{source}: the sealed part cannot be read") from None
    if not isinstance(inner, dict):
        raise RecordError(f"{source}: the sealed part cannot be read")
    whole = {k: v for k, v in data.items() if k not in ("sealed", "seats", "turn", "saved")}
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
