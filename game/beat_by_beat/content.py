"""Beat by Beat — the card content (moves.toml, rhythm.toml, judges.toml), read and validated.

Content is data, read once with `tomllib`. Every problem is reported as
`file: entry: field: what is wrong`, all of them gathered before failing, and the
counts the rule document fixes (120 pool moves, 100 styled and 20 multi-style, 10
starters, 80 Rhythm cards, 12 Judges) are checked too.
"""

from __future__ import annotations

import functools
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

STYLES = ("latin", "ballroom", "classical", "jazz", "street")
TYPES = ("step", "spin", "jump", "pose", "flow", "pop")
RECOVERIES = ("stamina", "refinement", "inspiration")
PROVENANCES = ("rulebook", "designed")
STUMBLE = "stumble"

RHYTHM_KINDS = ("none", "discount", "bonus", "extra_recovery", "two_different", "stamina_draw",
                "crowd_min_cost", "crowd_ties_win", "crowd_lowest", "chain_plus", "chain_any",
                "no_chain")
CONDITIONS = ("", "most_played_style", "unplayed_style")
CONDITION_PREFIXES = ("type:", "cost:", "cost_min:")
REQUIREMENTS = ("style", "types", "low_cost", "all_styles", "chained", "outright")
BENEFITS = ("style_bonus", "type_discount", "type_bonus", "low_cost_points", "multi_bonus",
            "perfect_points", "favor_points")
POOL_SIZE, MULTI_SIZE, PER_STYLE, STARTERS, RHYTHM_SIZE, JUDGES = 120, 20, 20, 10, 80, 12


class ContentError(ValueError):
    """Content files that cannot be used; the message names file, entry and field."""


@dataclass(frozen=True)
class Move:
    card_id: str
    name: str
    cost: int
    styles: tuple[str, ...]   # none (starter, Stumble), one, or two (multi-style)
    type: str | None          # None for the Stumble
    bonus: int
    provenance: str

    @property
    def stumble(self) -> bool:
        return self.card_id == STUMBLE

    @property
    def multi(self) -> bool:
        return len(self.styles) > 1

    @property
    def single_style(self) -> str | None:
        """The style a style-specific bonus can see (multi-style moves have none: rulebook)."""
        return self.styles[0] if len(self.styles) == 1 else None


@dataclass(frozen=True)
class Rhythm:
    card_id: str
    title: str
    kind: str
    amount: int
    condition: str     # "" (every move), type:T, cost:N, cost_min:N, most_played_style, unplayed_style
    action: str        # the recovery action an extra_recovery card gives
    text: str          # the effect, in words ("" for a flavour card)
    flavour: str
    provenance: str

    @property
    def blank(self) -> bool:
        return self.kind == "none"


@dataclass(frozen=True)
class Judge:
    judge_id: str
    name: str
    points: int
    need: str                    # a requirement kind
    need_style: str | None
    need_types: tuple[str, ...]
    need_count: int
    benefit: str                 # a benefit kind
    benefit_style: str | None
    benefit_types: tuple[str, ...]
    benefit_amount: int
    text: str
    provenance: str


@dataclass(frozen=True)
class Catalogue:
    moves: dict[str, Move]          # every move: pool, starters and the Stumble
    pool: tuple[str, ...]           # the Common Move Pool, sorted ids
    starter: tuple[str, ...]        # one dancer's starter deck
    stumble_supply: int
    rhythm: dict[str, Rhythm]
    rhythm_deck: tuple[str, ...]    # sorted ids
    judges: dict[str, Judge]
    judge_ids: tuple[str, ...]


def content_dir() -> Path:
    frozen = getattr(sys, "_MEIPASS", None)  # PyInstaller's unpack folder in a frozen build
    if frozen is not None:
        return Path(frozen) / "game" / "beat_by_beat" / "content"
    return Path(__file__).parent / "content"


@functools.cache  # content files never change while the app runs
def catalogue() -> Catalogue:
    folder = content_dir()
    return load_catalogue(folder / "moves.toml", folder / "rhythm.toml", folder / "judges.toml")


class _Problems:
    def __init__(self) -> None:
        self.lines: list[str] = []

    def add(self, file: str, entry: str, field: str, what: str) -> None:
        self.lines.append(f"{file}: {entry}: field '{field}': {what}")

    def raise_if_any(self) -> None:
        if self.lines:
            raise ContentError("the Beat by Beat content has problems:\n  " + "\n  ".join(self.lines))


def _read(path: Path, problems: _Problems) -> dict[str, Any]:
    try:
        with open(path, "rb") as handle:
            return tomllib.load(handle)
    except FileNotFoundError:
        problems.add(path.name, "(file)", "-", "the file is missing")
    except tomllib.TOMLDecodeError as bad:
        problems.add(path.name, "(file)", "-", f"not valid TOML: {bad}")
    return {}


class _Entry:
    """One TOML table being read: typed fields with the problems noted against it."""

    def __init__(self, problems: _Problems, file: str, entry: str, table: dict[str, Any]) -> None:
        self.problems, self.file, self.entry, self.table = problems, file, entry, table
        if table.get("provenance") not in PROVENANCES:
            self.bad("provenance", f"must be one of {PROVENANCES}, found {table.get('provenance')!r}")

    def bad(self, field: str, what: str) -> None:
        self.problems.add(self.file, self.entry, field, what)

    def text(self, name: str, default: str | None = None) -> str:
        value = self.table.get(name, default)
        if not isinstance(value, str):
            self.bad(name, f"needs text, found {value!r}")
            return ""
        return value

    def number(self, name: str, low: int, high: int, default: int | None = None) -> int:
        value = self.table.get(name, default)
        if not isinstance(value, int) or isinstance(value, bool):
            self.bad(name, f"needs a whole number, found {value!r}")
            return low
        if not low <= value <= high:
            self.bad(name, f"{value} is outside {low}..{high}")
        return value

    def choice(self, name: str, allowed: tuple[str, ...], default: str | None = None) -> str:
        value = self.table.get(name, default)
        if value not in allowed:
            self.bad(name, f"must be one of {allowed}, found {value!r}")
            return allowed[0]
        return str(value)

    def choices(self, name: str, allowed: tuple[str, ...], low: int, high: int) -> tuple[str, ...]:
        value = self.table.get(name, [])
        if not isinstance(value, list) or not low <= len(value) <= high or \
                any(v not in allowed for v in value) or len(set(value)) != len(value):
            self.bad(name, f"needs {low}-{high} different values from {allowed}, found {value!r}")
            return ()
        return tuple(value)


def _move(entry: _Entry, card_id: str, styles: tuple[str, ...], cost_low: int) -> Move:
    return Move(card_id, entry.text("name"), entry.number("cost", cost_low, 5), styles,
                entry.choice("type", TYPES), entry.number("bonus", 0, 5, 0),
                str(entry.table.get("provenance")))


def _load_moves(path: Path, problems: _Problems) -> tuple[dict[str, Move], tuple[str, ...],
                                                            tuple[str, ...], int]:
    file, data = path.name, _read(path, problems)
    moves: dict[str, Move] = {}
    pool: list[str] = []
    starter: list[str] = []
    for section, into in (("move", pool), ("starter", starter)):
        for number, table in enumerate(data.get(section, []), start=1):
            card_id = table.get("id")
            entry = _Entry(problems, file, f"[[{section}]] #{number} {card_id!r}", table)
            if not isinstance(card_id, str) or not card_id.isalnum() or card_id == STUMBLE:
                entry.bad("id", "needs a one-word id of letters and digits")
                continue
            if card_id in moves:
                entry.bad("id", "appears twice")
            styles = entry.choices("styles", STYLES, 1, 2) if section == "move" else ()
            moves[card_id] = _move(entry, card_id, styles, 1)
            into.append(card_id)
    stumble = data.get("stumble")
    supply = 0
    if not isinstance(stumble, dict):
        problems.add(file, "[stumble]", "-", "the Stumble card is missing")
    else:
        entry = _Entry(problems, file, "[stumble]", stumble)
        supply = entry.number("supply", 1, 99)
        moves[STUMBLE] = Move(STUMBLE, entry.text("name"), 0, (), None, 0, str(stumble.get("provenance")))
    styled = [c for c in pool if len(moves[c].styles) == 1]
    if len(pool) != POOL_SIZE or len(pool) - len(styled) != MULTI_SIZE:
        problems.add(file, "[[move]]", "styles", f"the pool needs {POOL_SIZE} moves, {MULTI_SIZE} "
                     f"of them multi-style; found {len(pool)} with {len(pool) - len(styled)}")
    for style in STYLES:
        found = sum(moves[c].styles == (style,) for c in styled)
        if found != PER_STYLE:
            problems.add(file, f"{style} moves", "styles", f"needs {PER_STYLE}, found {found}")
    if len(starter) != STARTERS:
        problems.add(file, "[[starter]]", "id", f"the starter deck needs {STARTERS} cards, found {len(starter)}")
    return moves, tuple(sorted(pool)), tuple(starter), supply


def _condition(entry: _Entry) -> str:
    condition = entry.text("condition", "")
    head, _, tail = condition.partition(":")
    if condition in CONDITIONS:
        return condition
    if head + ":" == "type:" and tail in TYPES:
        return condition
    if head + ":" in ("cost:", "cost_min:") and tail.isdigit() and 1 <= int(tail) <= 5:
        return condition
    entry.bad("condition", f"must be one of {CONDITIONS} or type:T / cost:N / cost_min:N, "
              f"found {condition!r}")
    return ""


def _load_rhythm(path: Path, problems: _Problems) -> dict[str, Rhythm]:
    file, data = path.name, _read(path, problems)
    cards: dict[str, Rhythm] = {}
    for number, table in enumerate(data.get("rhythm", []), start=1):
        card_id = table.get("id")
        entry = _Entry(problems, file, f"[[rhythm]] #{number} {card_id!r}", table)
        if not isinstance(card_id, str) or not card_id.isalnum() or card_id in cards:
            entry.bad("id", "needs a unique one-word id")
            continue
        kind = entry.choice("kind", RHYTHM_KINDS)
        blank = kind == "none"
        if blank and not entry.text("flavour", ""):
            entry.bad("flavour", "a card without effect needs its own flavour line")
        if not blank and not entry.text("text", ""):
            entry.bad("text", "an effect card needs its effect in words")
        action = entry.choice("action", RECOVERIES, "stamina") if kind == "extra_recovery" else ""
        cards[card_id] = Rhythm(card_id, entry.text("title"), kind,
                                entry.number("amount", 0, 5, 0), _condition(entry), action,
                                entry.text("text", ""), entry.text("flavour", ""),
                                str(table.get("provenance")))
    if len(cards) != RHYTHM_SIZE:
        problems.add(file, "[[rhythm]]", "id", f"the deck needs {RHYTHM_SIZE} cards, found {len(cards)}")
    flavours = [c.flavour for c in cards.values() if c.blank]
    if len(set(flavours)) != len(flavours):
        problems.add(file, "[[rhythm]]", "flavour", "two flavour cards share a line")
    return cards


def _load_judges(path: Path, problems: _Problems) -> dict[str, Judge]:
    file, data = path.name, _read(path, problems)
    judges: dict[str, Judge] = {}
    for number, table in enumerate(data.get("judge", []), start=1):
        judge_id = table.get("id")
        entry = _Entry(problems, file, f"[[judge]] #{number} {judge_id!r}", table)
        if not isinstance(judge_id, str) or not judge_id or " " in judge_id or judge_id in judges:
            entry.bad("id", "needs a unique one-word id")
            continue
        need = table.get("requirement")
        gain = table.get("benefit")
        if not isinstance(need, dict) or not isinstance(gain, dict):
            entry.bad("requirement", "needs a requirement table and a benefit table")
            continue
        req = _Entry(problems, file, f"{entry.entry} requirement", {**need, "provenance": "designed"})
        ben = _Entry(problems, file, f"{entry.entry} benefit", {**gain, "provenance": "designed"})
        kind = req.choice("kind", REQUIREMENTS)
        style = req.choice("style", STYLES) if kind == "style" else None
        types = req.choices("types", TYPES, 1, 2) if kind == "types" else ()
        count = req.number("count", 1, 8) if kind != "all_styles" else 0
        benefit = ben.choice("kind", BENEFITS)
        judges[judge_id] = Judge(
            judge_id, entry.text("name"), entry.number("points", 1, 30), kind, style, types, count,
            benefit, ben.choice("style", STYLES) if benefit == "style_bonus" else None,
            ben.choices("types", TYPES, 1, 2) if benefit in ("type_discount", "type_bonus") else (),
            ben.number("amount", 1, 5), entry.text("text"), str(table.get("provenance")))
    if len(judges) != JUDGES:
        problems.add(file, "[[judge]]", "id", f"the game needs {JUDGES} Judges, found {len(judges)}")
    return judges


def load_catalogue(moves_path: Path, rhythm_path: Path, judges_path: Path) -> Catalogue:
    problems = _Problems()
    moves, pool, starter, supply = _load_moves(moves_path, problems)
    rhythm = _load_rhythm(rhythm_path, problems)
    judges = _load_judges(judges_path, problems)
    problems.raise_if_any()
    return Catalogue(moves, pool, starter, supply, rhythm, tuple(sorted(rhythm)), judges,
                     tuple(judges))
