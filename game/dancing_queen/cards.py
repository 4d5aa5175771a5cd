"""Dancing Queen's nine cards, read from `cards.toml` and validated.

Read through the core content layer (game/core/content.py): every problem of the file
is collected, each naming the file, the card and the field, so a broken data file says
where it is broken instead of failing somewhere in a game.
"""

from __future__ import annotations

import enum
import functools
from dataclasses import dataclass
from pathlib import Path

from game.core.content import (
    PROVENANCES, ContentError, ContentFile, Entry, Problems, content_dir,
)

CARDS_FILE = Path(__file__).with_name("cards.toml")  # the source copy, for tests

KINDS = ("total", "opponent", "all_own", "majority", "pairs", "lone", "balance",
         "imbalance", "lineup")


class Gender(enum.Enum):
    GIRL = "girl"
    BOY = "boy"

    @property
    def other(self) -> "Gender":
        return Gender.BOY if self is Gender.GIRL else Gender.GIRL

    @property
    def symbol(self) -> str:
        return "♀" if self is Gender.GIRL else "♂"


@dataclass(frozen=True)
class Half:
    """One half of a card: what it does when it faces the opponent."""

    name: str
    gender: Gender
    kind: str
    table: tuple[tuple[int, int], ...] = ()   # (count, hearts)
    bands: tuple[tuple[int, int, int], ...] = ()  # (from, to, hearts)
    star_from: int | None = None
    same: bool = True
    girls: int = 0
    boys: int = 0
    rotate: bool = False
    text: str = ""
    provenance: str = "rulebook"

    @property
    def has_star(self) -> bool:
        return self.star_from is not None or self.kind == "lineup"


@dataclass(frozen=True)
class Card:
    index: int
    card_id: str
    girl: Half
    boy: Half

    def half(self, gender: Gender) -> Half:
        return self.girl if gender is Gender.GIRL else self.boy


TABLE_KINDS = ("total", "opponent", "pairs", "balance")
BAND_KINDS = ("all_own", "majority", "lone", "imbalance")


def _int_pairs(entry: Entry) -> tuple[tuple[int, int], ...]:
    raw = entry.take("table")
    if not isinstance(raw, dict) or not raw:
        entry.problem("table", "must be a non-empty table of count = hearts")
        return ()
    try:
        if any(isinstance(v, bool) or not isinstance(v, int) for v in raw.values()):
            raise ValueError
        return tuple(sorted((int(k), int(v)) for k, v in raw.items()))
    except (TypeError, ValueError):
        entry.problem("table", "keys and values must be whole numbers")
        return ()


def _bands(entry: Entry) -> tuple[tuple[int, int, int], ...]:
    raw = entry.take("bands")
    if not isinstance(raw, list) or not raw or not all(
            isinstance(b, list) and len(b) == 3
            and all(isinstance(x, int) and not isinstance(x, bool) for x in b) for b in raw):
        entry.problem("bands", "must be a list of [from, to, hearts] whole numbers")
        return ()
    for low, high, hearts in raw:
        if low > high or not 1 <= hearts <= 4:
            entry.problem("bands", f"band [{low}, {high}, {hearts}] is out of order "
                          "or scores outside 1–4♥")
    return tuple((b[0], b[1], b[2]) for b in raw)


def _half(card: Entry, gender: Gender) -> Half:
    entry = card.table(gender.value, f"{gender.value} half")
    name, kind, text = entry.text("name"), entry.one_of("kind", KINDS), entry.text("text")
    table = _int_pairs(entry) if kind in TABLE_KINDS else ()
    bands = _bands(entry) if kind in BAND_KINDS else ()
    star = entry.optional_whole("star_from")
    lineup = kind == "lineup"
    girls = entry.whole("girls", 0, 8, **({} if lineup else {"default": 0}))
    boys = entry.whole("boys", 0, 8, **({} if lineup else {"default": 0}))
    same, rotate = entry.flag("same", True), entry.flag("rotate", False)
    # A half is "designed" when its rotate icon or the reading of its line is ours.
    origins = (entry.one_of("rotate_provenance", PROVENANCES, "rulebook"),
               entry.one_of("reading_provenance", PROVENANCES, "rulebook"))
    entry.done()
    return Half(name=name, gender=gender, kind=kind, table=table, bands=bands, star_from=star,
                same=same, girls=girls, boys=boys, rotate=rotate, text=text,
                provenance="designed" if "designed" in origins else "rulebook")


def read_cards(path: Path, problems: Problems) -> tuple[Card, ...]:
    """Every card of the file; problems go to `problems` (the caller raises)."""
    file = ContentFile(path, problems)
    if not file.readable:
        return ()
    found = []
    for index, entry in enumerate(file.entries("card", label="id")):
        card_id = entry.text("id")
        entry.provenance()
        girl, boy = _half(entry, Gender.GIRL), _half(entry, Gender.BOY)
        entry.done()
        found.append(Card(index, card_id, girl, boy))
    if len(found) != 9:
        problems.add(file.name, "[[card]]", "-", f"expected exactly nine cards, found {len(found)}")
    names = [h.name for c in found for h in (c.girl, c.boy)]
    if len(set(names)) != len(names):
        problems.add(file.name, "[[card]]", "name", "two halves share a name")
    return tuple(found)


def load_cards(path: Path | None = None) -> tuple[Card, ...]:
    problems = Problems()
    found = read_cards(path or cards_path(), problems)
    problems.raise_if_any()
    return found


def cards_path() -> Path:
    return content_dir("dancing_queen") / "cards.toml"


@functools.cache
def cards() -> tuple[Card, ...]:
    """The game's cards, loaded once (they never change while the app runs)."""
    return load_cards()
