"""Dancing Queen's nine cards, read from `cards.toml` and validated.

Errors name the file, the card and the field, so a broken data file says where it
is broken instead of failing somewhere in a game.
"""

from __future__ import annotations

import enum
import functools
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

CARDS_FILE = Path(__file__).with_name("cards.toml")

KINDS = ("total", "opponent", "all_own", "majority", "pairs", "lone", "balance",
         "imbalance", "lineup")


class ContentError(ValueError):
    """A content file that does not describe valid cards."""


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


def _int_pairs(raw: Any, where: str) -> tuple[tuple[int, int], ...]:
    if not isinstance(raw, dict) or not raw:
        raise ContentError(f"{where}: 'table' must be a non-empty table of count = hearts")
    try:
        pairs = tuple(sorted((int(k), int(v)) for k, v in raw.items()))
    except (TypeError, ValueError):
        raise ContentError(f"{where}: 'table' keys and values must be whole numbers") from None
    return pairs


def _bands(raw: Any, where: str) -> tuple[tuple[int, int, int], ...]:
    if not isinstance(raw, list) or not raw or not all(
            isinstance(b, list) and len(b) == 3 and all(isinstance(x, int) for x in b) for b in raw):
        raise ContentError(f"{where}: 'bands' must be a list of [from, to, hearts] whole numbers")
    for low, high, hearts in raw:
        if low > high or not 1 <= hearts <= 4:
            raise ContentError(f"{where}: band [{low}, {high}, {hearts}] is out of order "
                               "or scores outside 1–4♥")
    return tuple((b[0], b[1], b[2]) for b in raw)


def _half(raw: Any, gender: Gender, where: str) -> Half:
    if not isinstance(raw, dict):
        raise ContentError(f"{where}: missing the [{gender.value}] half")
    for field_name in ("name", "kind", "text"):
        if not isinstance(raw.get(field_name), str) or not raw[field_name]:
            raise ContentError(f"{where}: field '{field_name}' must be non-empty text")
    kind = raw["kind"]
    if kind not in KINDS:
        raise ContentError(f"{where}: field 'kind' is {kind!r}; expected one of {', '.join(KINDS)}")
    table = _int_pairs(raw["table"], where) if kind in ("total", "opponent", "pairs", "balance") else ()
    bands = _bands(raw["bands"], where) if kind in ("all_own", "majority", "lone", "imbalance") else ()
    star = raw.get("star_from")
    if star is not None and not isinstance(star, int):
        raise ContentError(f"{where}: field 'star_from' must be a whole number")
    if kind == "lineup" and not (isinstance(raw.get("girls"), int) and isinstance(raw.get("boys"), int)):
        raise ContentError(f"{where}: a lineup needs whole numbers 'girls' and 'boys'")
    provenance = "designed" if "designed" in (raw.get("rotate_provenance"),
                                              raw.get("reading_provenance")) else "rulebook"
    return Half(name=raw["name"], gender=gender, kind=kind, table=table, bands=bands,
                star_from=star, same=bool(raw.get("same", True)), girls=raw.get("girls", 0),
                boys=raw.get("boys", 0), rotate=bool(raw.get("rotate", False)),
                text=raw["text"], provenance=provenance)


def parse_cards(data: Any, source: str) -> tuple[Card, ...]:
    entries = data.get("card") if isinstance(data, dict) else None
    if not isinstance(entries, list) or len(entries) != 9:
        raise ContentError(f"{source}: expected exactly nine [[card]] entries")
    cards = []
    for index, raw in enumerate(entries):
        where = f"{source}: card {index + 1} ({raw.get('id', '?') if isinstance(raw, dict) else '?'})"
        if not isinstance(raw, dict) or not isinstance(raw.get("id"), str):
            raise ContentError(f"{where}: field 'id' must be text")
        cards.append(Card(index, raw["id"], _half(raw.get("girl"), Gender.GIRL, f"{where} girl half"),
                          _half(raw.get("boy"), Gender.BOY, f"{where} boy half")))
    names = [h.name for c in cards for h in (c.girl, c.boy)]
    if len(set(names)) != len(names):
        raise ContentError(f"{source}: two halves share a name")
    return tuple(cards)


def load_cards(path: Path = CARDS_FILE) -> tuple[Card, ...]:
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError as bad:
        raise ContentError(f"{path}: cannot be read ({bad})") from None
    except tomllib.TOMLDecodeError as bad:
        raise ContentError(f"{path}: not valid TOML ({bad})") from None
    return parse_cards(data, path.name)


@functools.cache
def cards() -> tuple[Card, ...]:
    """The game's cards, loaded once (they never change while the app runs)."""
    return load_cards()


def card_by_half_name(name: str) -> tuple[Card, Gender]:
    for card in cards():
        for gender in Gender:
            if card.half(gender).name.lower() == name.lower():
                return card, gender
    raise KeyError(name)
