"""Dance Card! (rule document `shared/seeds/001_73f120c87acf16e3.txt`): one TOML entry being read.

`Entry` takes each field of a content table once, with its type checked, so that a field
nobody reads is reported as the typo it probably is; `face` reads a die face written as
"2", "eye+heart" or "2+heart". `content_reader.py` builds the content with them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.content import ContentError
from game.dance_card.content_schema import ICONS, PROVENANCES, Face

MISSING = object()


class Entry:
    """One TOML table being read: every field is taken once, with its type checked,
    and any field left over is a typo worth reporting."""

    def __init__(self, raw: Any, file: str, entry: str) -> None:
        if not isinstance(raw, dict):
            raise ContentError(file, entry, "-", "must be a table")
        self.raw, self.file, self.entry, self.used = raw, file, entry, set[str]()

    def fail(self, field_name: str, problem: str) -> ContentError:
        return ContentError(self.file, self.entry, field_name, problem)

    def take(self, name: str, default: Any = MISSING) -> Any:
        self.used.add(name)
        if name in self.raw:
            return self.raw[name]
        if default is MISSING:
            raise self.fail(name, "is missing")
        return default

    def text(self, name: str, default: Any = MISSING) -> str:
        value = self.take(name, default)
        if not isinstance(value, str) or (not value and default is MISSING):
            raise self.fail(name, "must be non-empty text")
        return value

    def number(self, name: str, low: int, high: int, default: Any = MISSING) -> int:
        value = self.take(name, default)
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise self.fail(name, f"must be a whole number from {low} to {high}")
        return value

    def flag(self, name: str, default: bool = False) -> bool:
        value = self.take(name, default)
        if not isinstance(value, bool):
            raise self.fail(name, "must be true or false")
        return value

    def one_of(self, name: str, allowed: tuple[str, ...], default: Any = MISSING) -> str:
        value = self.take(name, default)
        if value not in allowed:
            raise self.fail(name, f"is {value!r}; expected one of {', '.join(allowed)}")
        return str(value)

    def names(self, name: str, allowed: tuple[str, ...], default: Any = MISSING) -> tuple[str, ...]:
        value = self.take(name, default)
        if not isinstance(value, list):
            raise self.fail(name, "must be a list")
        for item in value:
            if item not in allowed:
                raise self.fail(name, f"{item!r} is not one of {', '.join(allowed)}")
        return tuple(value)

    def texts(self, name: str) -> tuple[str, ...]:
        value = self.take(name)
        if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
            raise self.fail(name, "must be a list of texts")
        return tuple(value)

    def table(self, name: str, entry: str) -> Entry:
        return Entry(self.take(name), self.file, f"{self.entry} {entry}")

    def tables(self, name: str, label: Callable[[int, Any], str]) -> list[Entry]:
        value = self.take(name)
        if not isinstance(value, list) or not value:
            raise self.fail(name, "must be a non-empty list of tables")
        return [Entry(v, self.file, f"{self.entry} {label(i, v)}") for i, v in enumerate(value)]

    def provenance(self) -> tuple[str, tuple[str, ...]]:
        origin = self.one_of("provenance", PROVENANCES)
        facts = self.take("rulebook_facts", [])
        if not isinstance(facts, list) or not all(isinstance(f, str) and f for f in facts):
            raise self.fail("rulebook_facts", "must be a list of texts")
        if origin == "rulebook" and facts:
            raise self.fail("rulebook_facts", "only a designed entry lists the facts it kept")
        return origin, tuple(facts)

    def done(self) -> None:
        extra = sorted(set(self.raw) - self.used)
        if extra:
            raise self.fail(extra[0], "is not a field of this entry (a typo?)")



def face(entry: Entry, text: str) -> Face:
    """A face written as "2", "-1", "eye", "heart+star" or "2+heart"."""
    number, icons = 0, []
    for part in text.split("+"):
        part = part.strip()
        if part.lstrip("-").isdigit():
            number += int(part)
        elif part in ICONS:
            icons.append(part)
        else:
            raise entry.fail("faces", f"{text!r}: {part!r} is neither a number nor one of "
                             f"{', '.join(ICONS)}")
    return Face(number, tuple(icons))


__all__ = ["MISSING", "Entry", "face"]
