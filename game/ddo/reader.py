"""DDO: The Card Game — reading one content file's fields, noting every problem.

The readers of the Base set (content.py) and of the Adventure packs (packs.py) share it:
each field read is checked, and a bad one is noted as `file: entry: field: what` instead
of stopping at the first, so a broken file names every fault at once.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from game.core.content import Problem
from game.ddo.cards import MONSTER_VERBS, PROVENANCES, STAT_NAMES, Stats


class Reader:
    """Reads fields of one entry, noting every problem instead of stopping at the first."""

    def __init__(self) -> None:
        self.problems: list[Problem] = []
        self.unreadable: set[str] = set()   # files whose only problem is being unreadable

    def bad(self, file: str, entry: str, field: str, what: str) -> None:
        self.problems.append(Problem(file, entry, field, what))

    def table(self, path: Path) -> dict[str, Any]:
        try:
            with open(path, "rb") as handle:
                return tomllib.load(handle)
        except FileNotFoundError:
            self.bad(path.name, "the file", "-", "is missing")
        except (OSError, UnicodeDecodeError) as error:
            self.bad(path.name, "the file", "-", f"cannot be read ({error})")
        except tomllib.TOMLDecodeError as error:
            self.bad(path.name, "the file", "-", f"is not valid TOML ({error})")
        self.unreadable.add(path.name)
        return {}

    def text(self, f: str, e: str, t: dict[str, Any], name: str, required: bool = True) -> str:
        value = t.get(name, None if required else "")
        if not isinstance(value, str) or (required and not value):
            self.bad(f, e, name, f"needs a text, found {value!r}")
            return ""
        return value

    def number(self, f: str, e: str, t: dict[str, Any], name: str, low: int, high: int,
               default: int | None = None) -> int:
        value = t.get(name, default)
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            self.bad(f, e, name, f"needs a whole number from {low} to {high}, found {value!r}")
            return low
        return value

    def choice(self, f: str, e: str, t: dict[str, Any], name: str, allowed: tuple[str, ...],
               default: str | None = None) -> str:
        value = t.get(name, default)
        if value not in allowed:
            self.bad(f, e, name, f"must be one of {list(allowed)}, found {value!r}")
            return allowed[0]
        return str(value)

    def names(self, f: str, e: str, t: dict[str, Any], name: str, allowed: tuple[str, ...]
              ) -> frozenset[str]:
        value = t.get(name, [])
        if not isinstance(value, list) or any(v not in allowed for v in value):
            self.bad(f, e, name, f"must be a list drawn from {list(allowed)}, found {value!r}")
            return frozenset()
        return frozenset(value)

    def stats(self, f: str, e: str, t: dict[str, Any], name: str = "stats",
              required: bool = True) -> Stats:
        value = t.get(name, None if required else [0, 0, 0, 0, 0])
        if (not isinstance(value, list) or len(value) != 5
                or not all(isinstance(v, int) and -9 <= v <= 30 for v in value)):
            self.bad(f, e, name, f"needs five whole numbers {list(STAT_NAMES)}, found {value!r}")
            return (0, 0, 0, 0, 0)
        return (value[0], value[1], value[2], value[3], value[4])

    def texts(self, f: str, e: str, t: dict[str, Any], name: str, afflictions: set[str]
              ) -> tuple[str, ...]:
        value = t.get(name, [])
        if not isinstance(value, list):
            self.bad(f, e, name, f"needs a list of monster texts, found {value!r}")
            return ()
        for line in value:
            verb, _, arg = str(line).partition(":")
            if verb not in MONSTER_VERBS:
                self.bad(f, e, name, f"unknown verb {verb!r}; verbs are {list(MONSTER_VERBS)}")
            elif verb == "afflict" and arg not in afflictions:
                self.bad(f, e, name, f"unknown affliction {arg!r}")
            elif verb in ("zap", "sweep", "volley", "mend", "cleave") and not arg.isdigit():
                self.bad(f, e, name, f"{verb} needs a number, as in '{verb}:1'")
        return tuple(str(v) for v in value)

    def provenance(self, f: str, e: str, t: dict[str, Any]) -> str:
        return self.choice(f, e, t, "provenance", PROVENANCES)


def flag(r: Reader, f: str, e: str, t: dict[str, Any], name: str) -> bool:
    value = t.get(name, False)
    if not isinstance(value, bool):
        r.bad(f, e, name, f"needs true or false, found {value!r}")
        return False
    return value
