"""DDO: The Card Game — reading and validating the content files (content/*.toml).

`catalogue()` is the one entry point: it reads the Base set (loot.toml), the Affliction
and Status cards (conditions.toml), the Adventure pack (adventure.toml) and the prebuilt
decks (decks.toml), checks every entry field by field and every deck against the deck
rules, and gathers every problem before failing, each as `file: entry: field: what`.
Problems are reported through the shared content layer's `ContentError` (file, entry,
field, with every problem listed); the provenance marks are this game's three: from the
rule document, from the designer's notes, or designed for this app.
"""

from __future__ import annotations

import functools
import tomllib
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core.content import ContentError, Problem
from game.core.content import content_dir as package_dir
from game.ddo.cards import (
    ATTRIBUTES, CLOTHING, EFFECTS, MONSTER_KINDS, MONSTER_VERBS, PROVENANCES, QUEST_SPECIALS,
    SLOTS, STAT_NAMES, TRAITS, USES, WHEN, Ability, Condition, Deck, Kind, LootCard,
    MonsterCard, QuestCard, RaidBoss, Stats,
)

DECK_SIZE = 60
MAX_COPIES = 3
MAX_LEVEL_UP_COPIES = 5
MIN_HEROES = 3
MIN_LEVEL_UPS = 10
MAX_FESTIVALS = 2


@dataclass(frozen=True)
class Catalogue:
    loot: tuple[LootCard, ...]            # index = the card's code in a game state
    monsters: tuple[MonsterCard, ...]
    quests: tuple[QuestCard, ...]
    raid: RaidBoss
    conditions: dict[str, Condition]
    decks: dict[str, Deck]
    loot_index: dict[str, int]
    monster_deck: tuple[int, ...]         # monster codes, copies repeated

    def card(self, key: str) -> LootCard:
        return self.loot[self.loot_index[key]]

    def code(self, key: str) -> int:
        return self.loot_index[key]


def content_dir() -> Path:
    return package_dir("ddo") / "content"


@functools.cache  # content files never change while the app runs
def catalogue() -> Catalogue:
    return load_catalogue(content_dir())


class _Reader:
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


def _conditions(r: _Reader, path: Path) -> dict[str, Condition]:
    data, f = r.table(path), path.name
    found: dict[str, Condition] = {}
    for section, status in (("affliction", False), ("status", True)):
        for n, t in enumerate(data.get(section, []), start=1):
            key = r.text(f, f"[[{section}]] #{n}", t, "key")
            e = f"[[{section}]] {key!r}"
            if key in found:
                r.bad(f, e, "key", "appears twice")
            kills = r.choice(f, e, t, "kills_at", ("",) + STAT_NAMES[:4], "")
            found[key] = Condition(key, r.text(f, e, t, "name"), status, r.stats(f, e, t),
                                   _flag(r, f, e, t, "held"), _flag(r, f, e, t, "no_abilities"),
                                   r.text(f, e, t, "text"), r.provenance(f, e, t),
                                   passes=_flag(r, f, e, t, "passes"),
                                   kills_at=STAT_NAMES.index(kills) if kills else -1)
    for needed in ("unconscious", "dead", "petrified", "paralysis"):
        if needed not in found and f not in r.unreadable:
            r.bad(f, f"{needed!r}", "key", "this card is missing")
    return found


def _flag(r: _Reader, f: str, e: str, t: dict[str, Any], name: str) -> bool:
    value = t.get(name, False)
    if not isinstance(value, bool):
        r.bad(f, e, name, f"needs true or false, found {value!r}")
        return False
    return value


def _ability(r: _Reader, f: str, e: str, t: dict[str, Any], afflictions: set[str]
             ) -> Ability | None:
    raw = t.get("ability")
    if raw is None:
        return None
    if not isinstance(raw, dict):
        r.bad(f, e, "ability", f"needs a table, found {raw!r}")
        return None
    effect = r.choice(f, e, raw, "effect", tuple(EFFECTS))
    ability = Ability(r.choice(f, e, raw, "use", USES), r.choice(f, e, raw, "when", WHEN),
                      effect, r.number(f, e, raw, "amount", 0, 99, 0),
                      str(raw.get("condition", "")), str(raw.get("find", "")))
    if effect == "hex" and ability.condition not in afflictions:
        r.bad(f, e, "ability.condition", f"a hex needs an affliction, found {ability.condition!r}")
    if effect in ("tutor", "recall") and ability.find not in SLOTS + ("spell", "weapon"):
        r.bad(f, e, "ability.find", f"needs a card kind or slot, found {ability.find!r}")
    if effect in ("blast", "mass_heal", "heal", "draw", "slay") and ability.amount < 1:
        r.bad(f, e, "ability.amount", f"{effect} needs an amount of at least 1")
    return ability


def _loot(r: _Reader, path: Path, afflictions: set[str]) -> tuple[LootCard, ...]:
    data, f = r.table(path), path.name
    cards: list[LootCard] = []
    kinds = tuple(k.value for k in Kind)
    for n, t in enumerate(data.get("card", []), start=1):
        key = r.text(f, f"[[card]] #{n}", t, "key")
        e = f"[[card]] {key!r}"
        kind = Kind(r.choice(f, e, t, "kind", kinds))
        card = LootCard(
            key=key, name=r.text(f, e, t, "name"), number=r.number(f, e, t, "number", 1, 9999),
            kind=kind, attributes=r.names(f, e, t, "attributes", ATTRIBUTES),
            stats=r.stats(f, e, t), text=r.text(f, e, t, "text"),
            provenance=r.provenance(f, e, t), cls=str(t.get("class", "")),
            race=str(t.get("race", "")), chain=str(t.get("chain", "")),
            step=r.number(f, e, t, "step", 0, 3, 0), prereq=str(t.get("prereq", "")),
            school=str(t.get("school", "")), slot=str(t.get("slot", "")),
            traits=r.names(f, e, t, "traits", TRAITS),
            immune=r.names(f, e, t, "immune", tuple(sorted(afflictions))),
            ability=_ability(r, f, e, t, afflictions),
            scope=r.choice(f, e, t, "scope", ("self", "party", "owner", "table"), "self"),
            foe_stats=r.stats(f, e, t, "foe_stats", required=False))
        _check_kind(r, f, e, card)
        cards.append(card)
    _check_links(r, f, cards)
    return tuple(cards)


def _check_kind(r: _Reader, f: str, e: str, c: LootCard) -> None:
    if c.kind in (Kind.HERO, Kind.LEVEL_UP) and not c.cls:
        r.bad(f, e, "class", "a Hero or Level Up needs its class")
    if c.kind is Kind.HERO and (c.stats[3] < 1 or c.stats[4] < 2):
        r.bad(f, e, "stats", "a Hero card starts with at least 1 DMG and 2 HP")
    if c.kind is Kind.RACE and not c.race:
        r.bad(f, e, "race", "a Race card needs its race")
    if c.kind is Kind.ENHANCEMENT and (not c.chain or not 1 <= c.step <= 3
                                       or bool(c.cls) == bool(c.race)):
        r.bad(f, e, "chain", "an Enhancement needs a chain, a step 1-3 and a class or a race")
    if c.kind is Kind.SPELL and c.school not in ("arcane", "divine"):
        r.bad(f, e, "school", "a Spell is 'arcane' or 'divine'")
    if c.kind is Kind.ITEM and c.slot not in SLOTS + CLOTHING:
        r.bad(f, e, "slot", f"an Item's slot is one of {list(SLOTS + CLOTHING)}")
    if c.kind is not Kind.ITEM and c.slot:
        r.bad(f, e, "slot", "only Items have a slot")


def _check_links(r: _Reader, f: str, cards: list[LootCard]) -> None:
    keys = Counter(c.key for c in cards)
    numbers = Counter(c.number for c in cards)
    classes = {c.cls for c in cards if c.kind is Kind.HERO}
    races = {c.race for c in cards if c.kind is Kind.RACE}
    chains: dict[str, set[int]] = {}
    for c in cards:
        e = f"[[card]] {c.key!r}"
        if keys[c.key] > 1:
            r.bad(f, e, "key", "appears twice")
        if numbers[c.number] > 1:
            r.bad(f, e, "number", f"number {c.number} is printed on two cards")
        if c.prereq and c.prereq not in keys:
            r.bad(f, e, "prereq", f"no feat {c.prereq!r}")
        if c.kind is Kind.LEVEL_UP and c.cls not in classes:
            r.bad(f, e, "class", f"no Hero of class {c.cls!r}")
        if c.kind is Kind.ENHANCEMENT:
            chains.setdefault(c.chain, set()).add(c.step)
            if c.race and c.race not in races:
                r.bad(f, e, "race", f"no Race card {c.race!r}")
    for chain, steps in chains.items():
        if steps != {1, 2, 3}:
            r.bad(f, f"chain {chain!r}", "step", f"a chain is three cards 1-2-3, found {sorted(steps)}")


def _adventure(r: _Reader, path: Path, afflictions: set[str]
               ) -> tuple[tuple[MonsterCard, ...], tuple[QuestCard, ...], RaidBoss]:
    data, f = r.table(path), path.name
    monsters: list[MonsterCard] = []
    attrs = ATTRIBUTES
    for n, t in enumerate(data.get("monster", []), start=1):
        key = r.text(f, f"[[monster]] #{n}", t, "key")
        e = f"[[monster]] {key!r}"
        kind = r.choice(f, e, t, "kind", MONSTER_KINDS)
        m = MonsterCard(
            key, r.text(f, e, t, "name"), kind, r.stats(f, e, t), r.number(f, e, t, "count", 1, 9),
            r.text(f, e, t, "text"), r.provenance(f, e, t),
            r.texts(f, e, t, "melee", afflictions), r.texts(f, e, t, "ranged", afflictions),
            r.number(f, e, t, "calls", 0, 2, 0), r.number(f, e, t, "disarm", 0, 9, 0),
            r.number(f, e, t, "hit", 0, 9, 0), r.number(f, e, t, "party_hit", 0, 9, 0),
            str(t.get("condition", "")),
            r.choice(f, e, t, "needs", ("",) + attrs, ""), r.number(f, e, t, "level", 0, 9, 0),
            r.number(f, e, t, "penalty", 0, 9, 0), r.number(f, e, t, "reward", 0, 3, 0))
        if kind == "monster" and m.stats[4] < 1:
            r.bad(f, e, "stats", "a monster needs at least 1 HP")
        if kind == "trap" and (m.disarm < 1 or m.hit + m.party_hit < 1):
            r.bad(f, e, "disarm", "a trap needs a Trapsmith level and a harm")
        if m.condition and m.condition not in afflictions:
            r.bad(f, e, "condition", f"unknown affliction {m.condition!r}")
        if kind == "puzzle" and (not m.needs or m.level < 1):
            r.bad(f, e, "needs", "a puzzle needs an attribute and a level")
        if kind == "objective" and m.reward < 1:
            r.bad(f, e, "reward", "an objective needs a reward")
        monsters.append(m)
    quests: list[QuestCard] = []
    for n, t in enumerate(data.get("quest", []), start=1):
        key = r.text(f, f"[[quest]] #{n}", t, "key")
        e = f"[[quest]] {key!r}"
        provenance = r.provenance(f, e, t)
        quests.append(QuestCard(key, r.text(f, e, t, "name"), r.text(f, e, t, "boss"),
                                r.stats(f, e, t), r.choice(f, e, t, "special", QUEST_SPECIALS, ""),
                                r.text(f, e, t, "text"), provenance,
                                r.texts(f, e, t, "melee", afflictions),
                                r.texts(f, e, t, "ranged", afflictions),
                                r.choice(f, e, t, "special_provenance", PROVENANCES, provenance)))
    if f in r.unreadable:
        return tuple(monsters), tuple(quests), RaidBoss("", "", (0, 0, 0, 0, 0), "", "designed")
    if len(quests) < 4:
        r.bad(f, "[[quest]]", "-", "the Quest deck needs at least 4 quests (3 go to the Raid)")
    raw = data.get("raid", {})
    e = "[raid]"
    raid = RaidBoss(r.text(f, e, raw, "key"), r.text(f, e, raw, "name"), r.stats(f, e, raw),
                    r.text(f, e, raw, "text"), r.provenance(f, e, raw),
                    r.texts(f, e, raw, "melee", afflictions), r.texts(f, e, raw, "ranged", afflictions),
                    r.number(f, e, raw, "hp_per_hero", 0, 9, 0))
    return tuple(monsters), tuple(quests), raid


def _decks(r: _Reader, path: Path, loot: tuple[LootCard, ...]) -> dict[str, Deck]:
    data, f = r.table(path), path.name
    by_key = {c.key: c for c in loot}
    decks: dict[str, Deck] = {}
    for n, t in enumerate(data.get("deck", []), start=1):
        key = r.text(f, f"[[deck]] #{n}", t, "key")
        e = f"[[deck]] {key!r}"
        hero = r.text(f, e, t, "hero")
        if hero not in by_key or by_key[hero].kind is not Kind.HERO:
            r.bad(f, e, "hero", f"{hero!r} is not a Hero card")
        cards = t.get("cards", [])
        if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
            r.bad(f, e, "cards", "needs a list of card keys")
            continue
        for problem in deck_problems(tuple(cards), by_key):
            r.bad(f, e, "cards", problem)
        decks[key] = Deck(key, r.text(f, e, t, "name"), hero, tuple(cards),
                          r.text(f, e, t, "text"), r.provenance(f, e, t))
    return decks


def deck_problems(cards: tuple[str, ...], by_key: dict[str, LootCard]) -> list[str]:
    """Every way a deck breaks the deck rules (docs/rules/ddo.md, "Deck building")."""
    problems = []
    unknown = sorted({c for c in cards if c not in by_key})
    if unknown:
        return [f"unknown cards {unknown}"]
    if len(cards) != DECK_SIZE:
        problems.append(f"a deck holds exactly {DECK_SIZE} cards, this one {len(cards)}")
    for key, copies in sorted(Counter(cards).items()):
        limit = MAX_LEVEL_UP_COPIES if by_key[key].kind is Kind.LEVEL_UP else MAX_COPIES
        if copies > limit:
            problems.append(f"{copies} copies of {key!r}, at most {limit}")
    kinds = Counter(by_key[c].kind for c in cards)
    if kinds[Kind.HERO] < MIN_HEROES:
        problems.append(f"at least {MIN_HEROES} Heroes, found {kinds[Kind.HERO]}")
    if kinds[Kind.LEVEL_UP] < MIN_LEVEL_UPS:
        problems.append(f"at least {MIN_LEVEL_UPS} Level Ups, found {kinds[Kind.LEVEL_UP]}")
    if kinds[Kind.FESTIVAL] > MAX_FESTIVALS:
        problems.append(f"at most {MAX_FESTIVALS} Festivals, found {kinds[Kind.FESTIVAL]}")
    return problems


def load_catalogue(folder: Path) -> Catalogue:
    r = _Reader()
    conditions = _conditions(r, folder / "conditions.toml")
    afflictions = {k for k, c in conditions.items() if not c.status}
    loot = _loot(r, folder / "loot.toml", afflictions)
    monsters, quests, raid = _adventure(r, folder / "adventure.toml", afflictions)
    decks = _decks(r, folder / "decks.toml", loot)
    if len(decks) < 1 and "decks.toml" not in r.unreadable:
        r.bad("decks.toml", "[[deck]]", "-", "at least one deck is needed")
    if r.problems:
        raise ContentError.of(r.problems)
    index = {c.key: i for i, c in enumerate(loot)}
    monster_deck = tuple(i for i, m in enumerate(monsters) for _ in range(m.count))
    return Catalogue(loot, monsters, quests, raid, conditions, decks, index, monster_deck)
