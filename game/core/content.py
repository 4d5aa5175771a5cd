"""One content layer for every game: where the data files are, how they are read, and
one error that names the file, the entry and the field.

Card content (names, points, effects, songs, students, dice) lives in TOML files read
once at start. A loader reads a file through `ContentFile`, takes each entry's fields
through `Entry` (every take checks the type, and a missing field is a problem unless the
loader gives a default), and reports into one `Problems` list, so one run shows every
problem of the content instead of the first. A file that is not valid TOML is one
problem, and nothing else of that file is checked (no cascade of "missing" lines).

    problems = Problems()
    cards = ContentFile(content_dir("ddr") / "cards.toml", problems)
    for entry in cards.entries("rating", label="name"):
        points = entry.whole("points", low=-1, high=3)    # 0 and a problem if wrong
        entry.provenance()                                 # "rulebook" or "designed"
        entry.done()                                       # a field nobody read: a typo
    problems.raise_if_any()                                # ContentError with them all

Values returned for a wrong field are placeholders of the right type; they never escape,
because the loader raises before it builds anything from them.
"""

from __future__ import annotations

import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator, Sequence

PROVENANCES = ("rulebook", "designed")  # from the rule document, or designed for this app

_MISSING: Any = object()


@dataclass(frozen=True)
class Problem:
    file: str
    entry: str
    field: str
    what: str

    def __str__(self) -> str:
        return f"{self.file}: {self.entry}, field '{self.field}': {self.what}"


class ContentError(ValueError):
    """Content that cannot be used. `file`, `entry` and `field` locate the first problem;
    `problems` holds every one found, and the message lists them all."""

    def __init__(self, file: str, entry: str, field: str, problem: str,
                 more: Sequence[Problem] = ()) -> None:
        first = Problem(file, entry, field, problem)
        self.file, self.entry, self.field, self.problem = file, entry, field, problem
        self.problems: tuple[Problem, ...] = (first, *more)
        lines = [str(p) for p in self.problems]
        message = lines[0] if len(lines) == 1 else (
            f"{len(lines)} problems in the content:\n  " + "\n  ".join(lines))
        super().__init__(message)

    @property
    def field_name(self) -> str:
        return self.field

    @staticmethod
    def of(problems: Sequence[Problem]) -> "ContentError":
        first = problems[0]
        return ContentError(first.file, first.entry, first.field, first.what, problems[1:])


class Problems:
    """Every problem found so far; `raise_if_any` ends the load with all of them."""

    def __init__(self) -> None:
        self.found: list[Problem] = []

    def add(self, file: str, entry: str, field: str, what: str) -> None:
        self.found.append(Problem(file, entry, field, what))

    def __len__(self) -> int:
        return len(self.found)

    def raise_if_any(self) -> None:
        if self.found:
            raise ContentError.of(self.found)


def content_dir(package: str) -> Path:
    """The folder of a game package's data files, in the source tree or the frozen build.

    PyInstaller unpacks data under `sys._MEIPASS`; build.spec copies each game's data to
    `game/<package>/` there, the same place as in the source tree."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen is not None:
        return Path(frozen) / "game" / package
    return Path(__file__).resolve().parents[1] / package


class Entry:
    """One TOML table of a content file: every field is taken once with its type checked;
    a field left over is reported by `done` (a typo must not silently drop a rule)."""

    def __init__(self, raw: Any, file: str, entry: str, problems: Problems) -> None:
        self.file, self.entry, self.problems = file, entry, problems
        self.used: set[str] = set()
        if isinstance(raw, dict):
            self.raw: dict[str, Any] = raw
        else:
            self.raw = {}
            problems.add(file, entry, "-", "must be a table")

    def problem(self, field: str, what: str) -> None:
        self.problems.add(self.file, self.entry, field, what)

    def take(self, name: str, default: Any = _MISSING) -> Any:
        """The raw value, or the default; a missing field without one is a problem."""
        self.used.add(name)
        if name in self.raw:
            return self.raw[name]
        if default is _MISSING:
            self.problem(name, "is missing")
        return None if default is _MISSING else default

    def text(self, name: str, default: Any = _MISSING, *, empty: bool = False) -> str:
        value = self.take(name, default)
        if name not in self.raw:
            return "" if default is _MISSING else str(default)
        if not isinstance(value, str) or (not value and not empty):
            self.problem(name, f"must be {'' if empty else 'non-empty '}text, found {value!r}")
            return ""
        return value

    def whole(self, name: str, low: int | None = None, high: int | None = None,
              default: Any = _MISSING) -> int:
        value = self.take(name, default)
        if name not in self.raw:
            return 0 if default is _MISSING else int(default)
        if isinstance(value, bool) or not isinstance(value, int):
            self.problem(name, f"must be a whole number, found {value!r}")
            return 0
        if (low is not None and value < low) or (high is not None and value > high):
            span = f"from {low} to {high}" if low is not None and high is not None else (
                f"at least {low}" if low is not None else f"at most {high}")
            self.problem(name, f"must be a whole number {span}, found {value}")
            return 0
        return value

    def optional_whole(self, name: str) -> int | None:
        return self.whole(name) if name in self.raw else self.take(name, None)

    def flag(self, name: str, default: Any = _MISSING) -> bool:
        value = self.take(name, default)
        if name not in self.raw:
            return False if default is _MISSING else bool(default)
        if not isinstance(value, bool):
            self.problem(name, f"must be true or false, found {value!r}")
            return False
        return value

    def one_of(self, name: str, allowed: Sequence[str], default: Any = _MISSING) -> str:
        value = self.take(name, default)
        if name not in self.raw:
            return "" if default is _MISSING else str(default)
        if value not in allowed:
            self.problem(name, f"is {value!r}; expected one of {', '.join(allowed)}")
            return ""
        return str(value)

    def texts(self, name: str, default: Any = _MISSING) -> tuple[str, ...]:
        value = self.take(name, default)
        if name not in self.raw:
            return () if default is _MISSING else tuple(default)
        if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
            self.problem(name, f"must be a list of texts, found {value!r}")
            return ()
        return tuple(value)

    def table(self, name: str, label: str = "") -> "Entry":
        raw = self.take(name)
        if name not in self.raw:
            raw = {}
        return Entry(raw, self.file, f"{self.entry} {label or name}", self.problems)

    def provenance(self) -> str:
        """The entry's origin: from the rule document, or designed for this app."""
        return self.one_of("provenance", PROVENANCES)

    def done(self) -> None:
        for extra in sorted(set(self.raw) - self.used):
            self.problem(extra, "is not a field of this entry (a typo?)")


class ContentFile:
    """One TOML file. If it cannot be read or parsed, that is its only problem."""

    def __init__(self, path: Path, problems: Problems) -> None:
        self.path, self.name, self.problems = path, path.name, problems
        self.data: dict[str, Any] | None = None
        try:
            self.data = tomllib.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            problems.add(self.name, "the file", "-", "is missing")
        except (OSError, UnicodeDecodeError) as bad:
            problems.add(self.name, "the file", "-", f"cannot be read ({bad})")
        except tomllib.TOMLDecodeError as bad:
            problems.add(self.name, "the file", "-", f"is not valid TOML ({bad})")

    @property
    def readable(self) -> bool:
        return self.data is not None

    def entries(self, key: str, label: str = "", minimum: int = 1) -> Iterator[Entry]:
        """The `[[key]]` tables, each named `key N (label value)` in problems."""
        if self.data is None:
            return
        raw = self.data.get(key, [])
        if not isinstance(raw, list):
            self.problems.add(self.name, f"[[{key}]]", "-", "must be a list of tables")
            return
        if len(raw) < minimum:
            self.problems.add(self.name, f"[[{key}]]", "-",
                              f"needs at least {minimum} entries, found {len(raw)}")
        for number, table in enumerate(raw, start=1):
            name = table.get(label) if label and isinstance(table, dict) else None
            tag = f"{key} {number}" + (f" ({name})" if name is not None else "")
            yield Entry(table, self.name, tag, self.problems)

    def table(self, key: str) -> Entry | None:
        """The `[key]` table, or None (and a problem) if the file lacks it."""
        if self.data is None:
            return None
        if key not in self.data:
            self.problems.add(self.name, f"[{key}]", "-", "is missing")
            return None
        return Entry(self.data[key], self.name, f"[{key}]", self.problems)


__all__ = ["PROVENANCES", "ContentError", "ContentFile", "Entry", "Problem", "Problems",
           "content_dir"]
