"""DDR: The Card Game — loading and validating the content files (cards.toml, songs.toml).

Content is data: the deck and the song library are read once with `tomllib` and checked
entry by entry. Every problem is reported as `file: entry: field: what is wrong`, and
all problems are gathered before failing, so one run shows everything to fix.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

from game.core.content import ContentError, ContentFile, Entry, Problems, content_dir
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

POINT_RANGE = (-1, 3)  # the document: every card is worth from +3 down to -1


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


def content_path() -> Path:
    return content_dir("ddr") / "content"


@functools.cache  # content files never change while the app runs
def catalogue() -> Catalogue:
    folder = content_path()
    return load_catalogue(folder / "cards.toml", folder / "songs.toml")


def _points(entry: Entry, required: bool = True) -> int:
    # A card's points are printed on it: a missing `points` is a problem, never 0.
    return entry.whole("points", POINT_RANGE[0], POINT_RANGE[1],
                       **({} if required else {"default": 0}))


def _spec(entry: Entry, name: str, kind: CardKind, count_field: str, required_points: bool,
          direction: str | None = None, rating: str | None = None) -> CardSpec:
    title = entry.text("title", name)
    points = _points(entry, required_points)
    count = entry.whole(count_field, low=1)
    text = entry.text("text")
    provenance = entry.provenance()
    if direction is not None:
        name = step_name(direction, name)
    return CardSpec(name, kind, title, points, count, text, provenance, direction, rating)


def _load_cards(path: Path, problems: Problems
                ) -> tuple[dict[str, CardSpec], dict[Difficulty, DifficultyLook]]:
    file = ContentFile(path, problems)
    specs: dict[str, CardSpec] = {}
    looks: dict[Difficulty, DifficultyLook] = {}
    if not file.readable:
        return specs, looks
    for entry in file.entries("rating", label="name"):
        name = entry.one_of("name", RATINGS)
        steps = [_spec(entry, name, CardKind.STEP, "per_direction", True, d, name)
                 for d in DIRECTIONS]
        entry.done()
        if name:
            specs.update((spec.name, spec) for spec in steps)
    miss = file.table("miss")
    if miss is not None:
        specs[MISS] = _spec(miss, MISS, CardKind.MISS, "count", True)
        miss.done()
    for section, names, kind in (("link", LINKS, CardKind.LINK),
                                 ("interference", INTERFERENCES, CardKind.INTERFERENCE)):
        for entry in file.entries(section, label="name"):
            name = entry.one_of("name", names)
            spec = _spec(entry, name, kind, "count", kind is CardKind.LINK)
            entry.done()
            if name in specs:
                entry.problem("name", "appears twice")
            if name:
                specs[name] = spec
    for name in RATINGS + LINKS + INTERFERENCES:
        probe = step_name("U", name) if name in RATINGS else name
        if probe not in specs:
            problems.add(file.name, f"{name!r}", "name", "this card is missing from the deck")
    for entry in file.entries("difficulty", label="name"):
        level = entry.one_of("name", [d.value for d in Difficulty])
        colour = entry.text("colour")
        if colour and (len(colour) != 7 or not colour.startswith("#")):
            entry.problem("colour", f"must look like '#rrggbb', found {colour!r}")
        colour_name = entry.text("colour_name", "")
        entry.provenance()
        entry.done()
        if level:
            looks[Difficulty(level)] = DifficultyLook(Difficulty(level), colour, colour_name)
    for difficulty in Difficulty:
        if difficulty not in looks:
            problems.add(file.name, f"{difficulty.value!r}", "name", "this difficulty has no colour")
    return specs, looks


def _load_songs(path: Path, problems: Problems) -> tuple[Song, ...]:
    file = ContentFile(path, problems)
    songs: list[Song] = []
    seen: set[str] = set()
    if not file.readable:
        return ()
    for entry in file.entries("song", label="id"):
        song_id = entry.text("id")
        if song_id and " " in song_id:
            entry.problem("id", "needs a one-word id")
        if song_id in seen:
            entry.problem("id", "appears twice")
        seen.add(song_id)
        title = entry.text("title")
        level = entry.one_of("difficulty", [d.value for d in Difficulty])
        chart_text = entry.text("chart")
        provenance = entry.provenance()
        note = entry.text("note", "")
        entry.done()
        if not (level and chart_text):
            continue
        try:
            chart = parse_chart(chart_text)
        except ChartError as bad:
            entry.problem("chart", str(bad))
            continue
        problem = difficulty_problem(Difficulty(level), chart)
        if problem is not None:
            entry.problem("chart", problem)
            continue
        songs.append(Song(song_id, title or song_id, Difficulty(level), chart, provenance, note))
    for difficulty in Difficulty:
        found = sum(s.difficulty is difficulty for s in songs)
        if found < 4:
            problems.add(file.name, f"{difficulty.value} songs", "difficulty",
                         f"the library needs at least 4 {difficulty.title} songs, found {found}")
    return tuple(songs)


def load_catalogue(cards_path: Path, songs_path: Path) -> Catalogue:
    """Read and check both files; a ContentError lists every problem of both."""
    problems = Problems()
    specs, looks = _load_cards(cards_path, problems)
    songs = _load_songs(songs_path, problems)
    problems.raise_if_any()
    deck = tuple(sorted(name for name, spec in specs.items() for _ in range(spec.count)))
    return Catalogue(specs, deck, songs, looks)
