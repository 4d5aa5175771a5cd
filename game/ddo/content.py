"""DDO: The Card Game — reading and validating the content files (content/*.toml).

`catalogue()` is the one entry point: it reads the Base set (loot.toml), the Affliction
and Status cards (conditions.toml), the Adventure packs (adventure.toml is The Harbor,
threnal.toml The Ruins of Threnal: packs.py) and the prebuilt decks (decks.toml), checks every entry field by field and every deck against the deck
rules, and gathers every problem before failing, each as `file: entry: field: what`.
Problems are reported through the shared content layer's `ContentError` (file, entry,
field, with every problem listed); the provenance marks are this game's three: from the
rule document, from the designer's notes, or designed for this app.
"""

from __future__ import annotations

import functools
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core.content import ContentError
from game.core.content import content_dir as package_dir
from game.ddo.cards import (
    ATTRIBUTES, CLOTHING, EFFECTS, SLOTS, STAT_NAMES, TRAITS, USES, WHEN, Ability, Condition,
    Deck, Kind, LootCard, MonsterCard, QuestCard, RaidBoss,
)
from game.ddo.options import HARBOR, THRENAL
from game.ddo.packs import read_pack
from game.ddo.reader import Reader, flag

DECK_SIZE = 60
MAX_COPIES = 3
MAX_LEVEL_UP_COPIES = 5
MIN_HEROES = 3
MIN_LEVEL_UPS = 10
MAX_FESTIVALS = 2


# The Adventure packs and their files, the default first (options.PACKS names them).
PACK_FILES = ((HARBOR, "adventure.toml"), (THRENAL, "threnal.toml"))


@dataclass(frozen=True)
class Pack:
    """One Adventure pack: its Monster and Quest cards (codes into the catalogue's
    `monsters` and `quests`, which hold every pack's cards one after another) and its
    Raid Boss (an index into `raids`)."""

    key: str
    name: str
    text: str
    provenance: str
    monster_codes: tuple[int, ...]        # one per kind of card
    quest_codes: tuple[int, ...]
    raid: int
    monster_deck: tuple[int, ...]         # monster codes, copies repeated


@dataclass(frozen=True)
class Catalogue:
    loot: tuple[LootCard, ...]            # index = the card's code in a game state
    monsters: tuple[MonsterCard, ...]     # every pack's, pack after pack
    quests: tuple[QuestCard, ...]
    raids: tuple[RaidBoss, ...]
    conditions: dict[str, Condition]
    decks: dict[str, Deck]
    loot_index: dict[str, int]
    packs: dict[str, Pack]

    def card(self, key: str) -> LootCard:
        return self.loot[self.loot_index[key]]

    def code(self, key: str) -> int:
        return self.loot_index[key]

    def pack(self, key: str = HARBOR) -> Pack:
        return self.packs[key]

    @property
    def harbor(self) -> Pack:
        return self.packs[HARBOR]


def content_dir() -> Path:
    return package_dir("ddo") / "content"


@functools.cache  # content files never change while the app runs
def catalogue() -> Catalogue:
    return load_catalogue(content_dir())


def _conditions(r: Reader, path: Path) -> dict[str, Condition]:
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
                                   flag(r, f, e, t, "held"), flag(r, f, e, t, "no_abilities"),
                                   r.text(f, e, t, "text"), r.provenance(f, e, t),
                                   passes=flag(r, f, e, t, "passes"),
                                   kills_at=STAT_NAMES.index(kills) if kills else -1)
    for needed in ("unconscious", "dead", "petrified", "paralysis"):
        if needed not in found and f not in r.unreadable:
            r.bad(f, f"{needed!r}", "key", "this card is missing")
    return found


def _ability(r: Reader, f: str, e: str, t: dict[str, Any], afflictions: set[str]
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


def _loot(r: Reader, path: Path, afflictions: set[str]) -> tuple[LootCard, ...]:
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


def _check_kind(r: Reader, f: str, e: str, c: LootCard) -> None:
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


def _check_links(r: Reader, f: str, cards: list[LootCard]) -> None:
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


def _decks(r: Reader, path: Path, loot: tuple[LootCard, ...]) -> dict[str, Deck]:
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
    r = Reader()
    conditions = _conditions(r, folder / "conditions.toml")
    afflictions = {k for k, c in conditions.items() if not c.status}
    loot = _loot(r, folder / "loot.toml", afflictions)
    files = [read_pack(r, folder / name, key, afflictions) for key, name in PACK_FILES]
    decks = _decks(r, folder / "decks.toml", loot)
    if len(decks) < 1 and "decks.toml" not in r.unreadable:
        r.bad("decks.toml", "[[deck]]", "-", "at least one deck is needed")
    if r.problems:
        raise ContentError.of(r.problems)
    index = {c.key: i for i, c in enumerate(loot)}
    monsters: list[MonsterCard] = []
    quests: list[QuestCard] = []
    packs: dict[str, Pack] = {}
    for raid, pack in enumerate(files):
        first_monster, first_quest = len(monsters), len(quests)
        monsters.extend(pack.monsters)
        quests.extend(pack.quests)
        codes = tuple(range(first_monster, len(monsters)))
        packs[pack.key] = Pack(pack.key, pack.name, pack.text, pack.provenance, codes,
                               tuple(range(first_quest, len(quests))), raid,
                               tuple(c for c in codes for _ in range(monsters[c].count)))
    return Catalogue(loot, tuple(monsters), tuple(quests), tuple(p.raid for p in files), conditions,
                     decks, index, packs)
