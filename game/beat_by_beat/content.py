"""Beat by Beat — the card content (moves.toml, rhythm.toml, judges.toml, crowd.toml), read
and validated.

Content is data, read once through the core content layer (game/core/content.py):
every problem names the file, the entry and the field, all of them gathered into one
ContentError before failing, and the counts the rule document fixes (120 pool moves, 100 styled and 20 multi-style, 10
starters, 80 Rhythm cards, 12 Judges) are checked too. The Crowd Bonus cards and the move
effects belong to two options of the Experimental Rules, designed for this app.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

from game.core.content import ContentError, ContentFile, Entry, Problems
from game.core.content import content_dir as core_content_dir

STYLES = ("latin", "ballroom", "classical", "jazz", "street")
TYPES = ("step", "spin", "jump", "pose", "flow", "pop")
RECOVERIES = ("stamina", "refinement", "inspiration")
STUMBLE = "stumble"

RHYTHM_KINDS = ("none", "discount", "bonus", "extra_recovery", "two_different", "stamina_draw",
                "crowd_min_cost", "crowd_ties_win", "crowd_lowest", "chain_plus", "chain_any",
                "no_chain")
CONDITIONS = ("", "most_played_style", "unplayed_style")
CONDITION_PREFIXES = ("type:", "cost:", "cost_min:")
REQUIREMENTS = ("style", "types", "low_cost", "all_styles", "chain_run", "outright")
BENEFITS = ("style_bonus", "type_discount", "type_bonus", "low_cost_points", "multi_bonus",
            "perfect_points", "favor_points")
EFFECTS = ("encore", "momentum", "polish", "muse")   # Move Bonus Effects (an option)
CROWD_KINDS = ("opening", "finale", "streak", "matches", "style_night", "showstopper",
               "packed_house", "ovation")           # Variable Crowd Bonuses (an option)
CROWD_SIZE = 12
POOL_SIZE, MULTI_SIZE, PER_STYLE, STARTERS, RHYTHM_SIZE, JUDGES = 120, 20, 20, 10, 80, 12


@dataclass(frozen=True)
class Move:
    card_id: str
    name: str
    cost: int
    styles: tuple[str, ...]   # none (starter, Stumble), one, or two (multi-style)
    type: str | None          # None for the Stumble
    bonus: int
    provenance: str
    effect: str = ""          # its Move Bonus Effect (one of EFFECTS), used with that option

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
    need_styles: int                    # all_styles: how many different styles
    seat_counts: tuple[int, int, int]   # the count with 2, 3 and 4 dancers (`two_seats`...)
    benefit: str                 # a benefit kind
    benefit_style: str | None
    benefit_types: tuple[str, ...]
    benefit_amount: int
    text: str
    provenance: str

    def count_for(self, seats: int) -> int:
        return self.seat_counts[min(max(seats, 2), 4) - 2]


@dataclass(frozen=True)
class CrowdBonus:
    """A Crowd Bonus card (option Variable Crowd Bonuses): what it pays for in one round."""

    card_id: str
    title: str
    kind: str            # one of CROWD_KINDS
    points: int
    style: str | None    # style_night
    cost: int            # showstopper: the least cost
    count: int           # ovation: outright wins needed
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
    crowd: dict[str, CrowdBonus]
    crowd_ids: tuple[str, ...]      # in file order


def content_dir() -> Path:
    return core_content_dir("beat_by_beat") / "content"


@functools.cache  # content files never change while the app runs
def catalogue() -> Catalogue:
    folder = content_dir()
    return load_catalogue(folder / "moves.toml", folder / "rhythm.toml", folder / "judges.toml")


def _move(entry: Entry, card_id: str, styles: tuple[str, ...]) -> Move:
    move = Move(card_id, entry.text("name"), entry.whole("cost", 1, 5), styles,
                entry.one_of("type", TYPES), entry.whole("bonus", 0, 5, 0), entry.provenance(),
                entry.one_of("effect", EFFECTS, ""))
    entry.done()
    return move


def _one_word(entry: Entry, field: str, seen: set[str]) -> str | None:
    value = entry.text(field)
    if not value or not value.replace("-", "").isalnum() or value == STUMBLE:
        entry.problem(field, f"needs a one-word id of letters and digits, found {value!r}")
        return None
    if value in seen:
        entry.problem(field, f"{value!r} appears twice")
    seen.add(value)
    return value


def _load_moves(path: Path, problems: Problems) -> tuple[dict[str, Move], tuple[str, ...],
                                                            tuple[str, ...], int]:
    file = ContentFile(path, problems)
    moves: dict[str, Move] = {}
    pool: list[str] = []
    starter: list[str] = []
    seen: set[str] = set()
    for section, into in (("move", pool), ("starter", starter)):
        for entry in file.entries(section, label="id"):
            card_id = _one_word(entry, "id", seen)
            styles = entry.texts("styles") if section == "move" else ()
            if section == "move" and (not 1 <= len(styles) <= 2 or len(set(styles)) != len(styles)
                                      or any(st not in STYLES for st in styles)):
                entry.problem("styles", f"needs one or two different styles of {STYLES}, "
                              f"found {list(styles)}")
            move = _move(entry, card_id or "", styles)
            if section == "starter" and move.effect:
                entry.problem("effect", "a starter move carries no effect")
            if card_id:
                moves[card_id] = move
                into.append(card_id)
    supply = 0
    stumble = file.table("stumble")
    if stumble is not None:
        stumble.text("id")
        supply = stumble.whole("supply", 1, 99)
        moves[STUMBLE] = Move(STUMBLE, stumble.text("name"), stumble.whole("cost", 0, 0), (),
                              None, 0, stumble.provenance())
        stumble.text("text")
        stumble.done()
    if file.readable:
        styled = [c for c in pool if len(moves[c].styles) == 1]
        if len(pool) != POOL_SIZE or len(pool) - len(styled) != MULTI_SIZE:
            problems.add(file.name, "[[move]]", "styles",
                         f"the pool needs {POOL_SIZE} moves, {MULTI_SIZE} of them multi-style; "
                         f"found {len(pool)} with {len(pool) - len(styled)}")
        for style in STYLES:
            found = sum(moves[c].styles == (style,) for c in styled)
            if found != PER_STYLE:
                problems.add(file.name, f"{style} moves", "styles", f"needs {PER_STYLE}, found {found}")
        if len(starter) != STARTERS:
            problems.add(file.name, "[[starter]]", "id",
                         f"the starter deck needs {STARTERS} cards, found {len(starter)}")
    return moves, tuple(sorted(pool)), tuple(starter), supply


def _condition(entry: Entry) -> str:
    condition = entry.text("condition", "", empty=True)
    head, _, tail = condition.partition(":")
    if condition in CONDITIONS:
        return condition
    if head == "type" and tail in TYPES:
        return condition
    if head in ("cost", "cost_min") and tail.isdigit() and 1 <= int(tail) <= 5:
        return condition
    entry.problem("condition", f"must be one of {CONDITIONS} or type:T / cost:N / cost_min:N, "
                  f"found {condition!r}")
    return ""


def _load_rhythm(path: Path, problems: Problems) -> dict[str, Rhythm]:
    file = ContentFile(path, problems)
    cards: dict[str, Rhythm] = {}
    seen: set[str] = set()
    for entry in file.entries("rhythm", label="id"):
        card_id = _one_word(entry, "id", seen)
        kind = entry.one_of("kind", RHYTHM_KINDS)
        blank = kind == "none"
        flavour = entry.text("flavour") if blank else entry.text("flavour", "", empty=True)
        text = entry.text("text", "", empty=True) if blank else entry.text("text")
        action = entry.one_of("action", RECOVERIES) if kind == "extra_recovery" else ""
        card = Rhythm(card_id or "", entry.text("title"), kind, entry.whole("amount", 0, 5, 0),
                      _condition(entry), action, text, flavour, entry.provenance())
        entry.done()
        if card_id:
            cards[card_id] = card
    if file.readable:
        if len(cards) != RHYTHM_SIZE:
            problems.add(file.name, "[[rhythm]]", "id",
                         f"the deck needs {RHYTHM_SIZE} cards, found {len(cards)}")
        flavours = [c.flavour for c in cards.values() if c.blank]
        if len(set(flavours)) != len(flavours):
            problems.add(file.name, "[[rhythm]]", "flavour", "two flavour cards share a line")
    return cards


def _types(entry: Entry) -> tuple[str, ...]:
    types = entry.texts("types")
    if not 1 <= len(types) <= 2 or any(t not in TYPES for t in types):
        entry.problem("types", f"needs one or two of {TYPES}, found {list(types)}")
    return types


def _load_judges(path: Path, problems: Problems) -> dict[str, Judge]:
    file = ContentFile(path, problems)
    judges: dict[str, Judge] = {}
    seen: set[str] = set()
    for entry in file.entries("judge", label="id"):
        judge_id = _one_word(entry, "id", seen)
        need = entry.table("requirement")
        gain = entry.table("benefit")
        kind = need.one_of("kind", REQUIREMENTS)
        style = need.one_of("style", STYLES) if kind == "style" else None
        types = _types(need) if kind == "types" else ()
        count = need.whole("count", 1, 8) if kind != "all_styles" else need.whole("count", 1, 2, 1)
        kinds = need.whole("styles", 3, 5, 5) if kind == "all_styles" else 0
        by_seats = (count, count, count)
        if kind not in ("all_styles",):  # `count` is for four dancers; fewer may need more
            by_seats = (need.whole("two_seats", 1, 8, count), need.whole("three_seats", 1, 8, count),
                        count)
        benefit = gain.one_of("kind", BENEFITS)
        judge = Judge(
            judge_id or "", entry.text("name"), entry.whole("points", 1, 30), kind, style, types,
            count, kinds, by_seats, benefit, gain.one_of("style", STYLES) if benefit == "style_bonus" else None,
            _types(gain) if benefit in ("type_discount", "type_bonus") else (),
            gain.whole("amount", 1, 5), entry.text("text"), entry.provenance())
        for part in (need, gain, entry):
            part.done()
        if judge_id:
            judges[judge_id] = judge
    if file.readable and len(judges) != JUDGES:
        problems.add(file.name, "[[judge]]", "id", f"the game needs {JUDGES} Judges, found {len(judges)}")
    return judges


def _load_crowd(path: Path, problems: Problems) -> dict[str, CrowdBonus]:
    file = ContentFile(path, problems)
    cards: dict[str, CrowdBonus] = {}
    seen: set[str] = set()
    for entry in file.entries("crowd", label="id"):
        card_id = _one_word(entry, "id", seen)
        kind = entry.one_of("kind", CROWD_KINDS)
        card = CrowdBonus(
            card_id or "", entry.text("title"), kind, entry.whole("points", 1, 10),
            entry.one_of("style", STYLES) if kind == "style_night" else None,
            entry.whole("cost", 1, 5) if kind == "showstopper" else 0,
            entry.whole("count", 2, 8) if kind == "ovation" else 0,
            entry.text("text"), entry.provenance())
        entry.done()
        if card_id:
            cards[card_id] = card
    if file.readable and len(cards) != CROWD_SIZE:
        problems.add(file.name, "[[crowd]]", "id", f"the deck needs {CROWD_SIZE} cards, found {len(cards)}")
    return cards


def load_catalogue(moves_path: Path, rhythm_path: Path, judges_path: Path,
                   crowd_path: Path | None = None) -> Catalogue:
    """Read and check the files (crowd.toml beside judges.toml unless named); a
    ContentError lists every problem found."""
    problems = Problems()
    moves, pool, starter, supply = _load_moves(moves_path, problems)
    rhythm = _load_rhythm(rhythm_path, problems)
    judges = _load_judges(judges_path, problems)
    crowd = _load_crowd(crowd_path or judges_path.with_name("crowd.toml"), problems)
    problems.raise_if_any()
    return Catalogue(moves, pool, starter, supply, rhythm, tuple(sorted(rhythm)), judges,
                     tuple(judges), crowd, tuple(crowd))


__all__ = ["Catalogue", "ContentError", "CrowdBonus", "Judge", "Move", "Rhythm", "catalogue", "content_dir",
           "load_catalogue"]
