"""DDR: The Card Game — loading and validating the content files (cards.toml, songs.toml).

Content is data: the deck and the song library are read once with `tomllib` and checked
entry by entry. Every problem is reported as `file: entry: field: what is wrong`, and
all problems are gathered before failing, so one run shows everything to fix.
"""

from __future__ import annotations

import functools
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.ddr.cards import (
    INTERFERENCES,
    LINKS,
    MISS,
    RATINGS,
    CardKind,
    CardSpec,
    step_name,
)
from game.ddr.songs import (
    DIRECTIONS,
    ChartError,
    Difficulty,
    Song,
    difficulty_problem,
    parse_chart,
)

PROVENANCES = ("rulebook", "designed")
POINT_RANGE = (-1, 3)  # the document: every card is worth from +3 down to -1


class ContentError(ValueError):
    """Content files that cannot be used; the message names file, entry and field."""


@dataclass(frozen=True)
class DifficultyLook:
    difficulty: Difficulty
    colour: str        # "#rrggbb", the square in the song card's corner
    colour_name: str


@dataclass(frozen=True)
class Catalogue:
    cards: dict[str, CardSpec]
    deck: tuple[str, ...]           # the whole shared deck, sorted, one name per card
    songs: tuple[Song, ...]
    looks: dict[Difficulty, DifficultyLook]

    def song(self, song_id: str) -> Song:
        for song in self.songs:
            if song.song_id == song_id:
                return song
        raise KeyError(f"no song {song_id!r} in the library")

    def song_ids(self) -> tuple[str, ...]:
        return tuple(s.song_id for s in self.songs)

    def points(self, card: str) -> int:
        return self.cards[card].points


def content_dir() -> Path:
    frozen = getattr(sys, "_MEIPASS", None)  # PyInstaller's unpack folder in a frozen build
    if frozen is not None:
        return Path(frozen) / "game" / "ddr" / "content"
    return Path(__file__).parent / "content"


@functools.cache  # content files never change while the app runs
def catalogue() -> Catalogue:
    folder = content_dir()
    return load_catalogue(folder / "cards.toml", folder / "songs.toml")


class _Problems:
    """Collects problems so one run reports all of them."""

    def __init__(self) -> None:
        self.lines: list[str] = []

    def add(self, file: str, entry: str, field: str, what: str) -> None:
        self.lines.append(f"{file}: {entry}: field '{field}': {what}")

    def raise_if_any(self) -> None:
        if self.lines:
            raise ContentError("the DDR content has problems:\n  " + "\n  ".join(self.lines))


def _read(path: Path, problems: _Problems) -> dict[str, Any]:
    try:
        with open(path, "rb") as handle:
            return tomllib.load(handle)
    except FileNotFoundError:
        problems.add(path.name, "(file)", "-", "the file is missing")
    except tomllib.TOMLDecodeError as bad:
        problems.add(path.name, "(file)", "-", f"not valid TOML: {bad}")
    return {}


def _field(problems: _Problems, file: str, entry: str, table: dict[str, Any], name: str,
           kind: type, default: Any = None) -> Any:
    value = table.get(name, default)
    if value is None or not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        problems.add(file, entry, name, f"needs a {kind.__name__}, found {value!r}")
        return None
    return value


def _common(problems: _Problems, file: str, entry: str, table: dict[str, Any]) -> None:
    if table.get("provenance") not in PROVENANCES:
        problems.add(file, entry, "provenance", f"must be one of {PROVENANCES}, "
                     f"found {table.get('provenance')!r}")


def _points(problems: _Problems, file: str, entry: str, table: dict[str, Any]) -> int:
    points = _field(problems, file, entry, table, "points", int, 0)
    if points is not None and not POINT_RANGE[0] <= points <= POINT_RANGE[1]:
        problems.add(file, entry, "points", f"{points} is outside the document's range "
                     f"+{POINT_RANGE[1]} to {POINT_RANGE[0]}")
    return points or 0


def _count(problems: _Problems, file: str, entry: str, table: dict[str, Any], name: str) -> int:
    count = _field(problems, file, entry, table, name, int)
    if count is not None and count < 1:
        problems.add(file, entry, name, f"the deck needs at least one, found {count}")
    return count or 0


def _load_cards(path: Path, problems: _Problems) -> tuple[dict[str, CardSpec], dict[Difficulty, DifficultyLook]]:
    file, data = path.name, _read(path, problems)
    specs: dict[str, CardSpec] = {}
    for number, table in enumerate(data.get("rating", []), start=1):
        name = table.get("name")
        entry = f"[[rating]] #{number} {name!r}"
        if name not in RATINGS:
            problems.add(file, entry, "name", f"must be one of {RATINGS}")
            continue
        _common(problems, file, entry, table)
        points, count = _points(problems, file, entry, table), _count(problems, file, entry, table, "per_direction")
        for d in DIRECTIONS:
            specs[step_name(d, name)] = CardSpec(
                step_name(d, name), CardKind.STEP, str(table.get("title", name)), points, count,
                str(table.get("text", "")), str(table.get("provenance")), d, name)
    miss = data.get("miss")
    if not isinstance(miss, dict):
        problems.add(file, "[miss]", "-", "the Miss Step card is missing")
    else:
        _common(problems, file, "[miss]", miss)
        specs[MISS] = CardSpec(MISS, CardKind.MISS, str(miss.get("title", "Miss")),
                               _points(problems, file, "[miss]", miss),
                               _count(problems, file, "[miss]", miss, "count"),
                               str(miss.get("text", "")), str(miss.get("provenance")))
    for section, names, kind in (("link", LINKS, CardKind.LINK),
                                 ("interference", INTERFERENCES, CardKind.INTERFERENCE)):
        for number, table in enumerate(data.get(section, []), start=1):
            name = table.get("name")
            entry = f"[[{section}]] #{number} {name!r}"
            if name not in names:
                problems.add(file, entry, "name", f"must be one of {names}")
                continue
            if name in specs:
                problems.add(file, entry, "name", "appears twice")
            _common(problems, file, entry, table)
            text = _field(problems, file, entry, table, "text", str) or ""
            specs[name] = CardSpec(name, kind, str(table.get("title", name)),
                                   _points(problems, file, entry, table),
                                   _count(problems, file, entry, table, "count"), text,
                                   str(table.get("provenance")))
    for name in RATINGS + LINKS + INTERFERENCES:
        probe = step_name("U", name) if name in RATINGS else name
        if probe not in specs:
            problems.add(file, f"{name!r}", "name", "this card is missing from the deck")
    looks: dict[Difficulty, DifficultyLook] = {}
    for number, table in enumerate(data.get("difficulty", []), start=1):
        entry = f"[[difficulty]] #{number} {table.get('name')!r}"
        try:
            difficulty = Difficulty(table.get("name"))
        except ValueError:
            problems.add(file, entry, "name", f"must be one of {[d.value for d in Difficulty]}")
            continue
        _common(problems, file, entry, table)
        colour = _field(problems, file, entry, table, "colour", str) or "#000000"
        if len(colour) != 7 or not colour.startswith("#"):
            problems.add(file, entry, "colour", f"must look like '#rrggbb', found {colour!r}")
        looks[difficulty] = DifficultyLook(difficulty, colour, str(table.get("colour_name", "")))
    for difficulty in Difficulty:
        if difficulty not in looks:
            problems.add(file, f"{difficulty.value!r}", "name", "this difficulty has no colour")
    return specs, looks


def _load_songs(path: Path, problems: _Problems) -> tuple[Song, ...]:
    file, data = path.name, _read(path, problems)
    songs: list[Song] = []
    seen: set[str] = set()
    for number, table in enumerate(data.get("song", []), start=1):
        song_id = table.get("id")
        entry = f"[[song]] #{number} {song_id!r}"
        if not isinstance(song_id, str) or not song_id or " " in song_id:
            problems.add(file, entry, "id", "needs a one-word id")
            continue
        if song_id in seen:
            problems.add(file, entry, "id", "appears twice")
        seen.add(song_id)
        _common(problems, file, entry, table)
        title = _field(problems, file, entry, table, "title", str)
        try:
            difficulty = Difficulty(table.get("difficulty"))
        except ValueError:
            problems.add(file, entry, "difficulty", f"must be one of {[d.value for d in Difficulty]}")
            continue
        try:
            chart = parse_chart(_field(problems, file, entry, table, "chart", str) or "")
        except ChartError as bad:
            problems.add(file, entry, "chart", str(bad))
            continue
        problem = difficulty_problem(difficulty, chart)
        if problem is not None:
            problems.add(file, entry, "chart", problem)
            continue
        songs.append(Song(song_id, title or song_id, difficulty, chart,
                          str(table.get("provenance")), str(table.get("note", ""))))
    for difficulty in Difficulty:
        found = sum(s.difficulty is difficulty for s in songs)
        if found < 4:
            problems.add(file, f"{difficulty.value} songs", "difficulty",
                         f"the library needs at least 4 {difficulty.title} songs, found {found}")
    return tuple(songs)


def load_catalogue(cards_path: Path, songs_path: Path) -> Catalogue:
    problems = _Problems()
    specs, looks = _load_cards(cards_path, problems)
    songs = _load_songs(songs_path, problems)
    problems.raise_if_any()
    deck = tuple(sorted(name for name, spec in specs.items() for _ in range(spec.count)))
    return Catalogue(specs, deck, songs, looks)
