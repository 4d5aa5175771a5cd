"""DDO: The Card Game — reading one Adventure pack's file (content/adventure.toml is The
Harbor, content/threnal.toml The Ruins of Threnal).

A pack is the table's shared cards: its Monster deck (monsters, traps, puzzles and
optional objectives), its Quest deck and its Raid Boss, under a `[pack]` header with its
name. Every field is checked as the Base set's are (reader.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.ddo.cards import (
    ATTRIBUTES, MONSTER_KINDS, PROVENANCES, QUEST_SPECIALS, MonsterCard, QuestCard, RaidBoss,
)
from game.ddo.reader import Reader

MIN_QUESTS = 4   # three lie under the Raid Boss


@dataclass(frozen=True)
class PackFile:
    """What one pack's file holds, before the catalogue numbers its cards."""

    key: str
    name: str
    text: str
    provenance: str
    monsters: tuple[MonsterCard, ...]
    quests: tuple[QuestCard, ...]
    raid: RaidBoss


def read_pack(r: Reader, path: Path, key: str, afflictions: set[str]) -> PackFile:
    data, f = r.table(path), path.name
    head = data.get("pack", {})
    if not isinstance(head, dict):
        head = {}
    if f not in r.unreadable and head.get("key") != key:
        r.bad(f, "[pack]", "key", f"must be {key!r}, found {head.get('key')!r}")
    name = r.text(f, "[pack]", head, "name") if f not in r.unreadable else key
    text = r.text(f, "[pack]", head, "text") if f not in r.unreadable else ""
    provenance = r.provenance(f, "[pack]", head) if f not in r.unreadable else "designed"
    monsters = tuple(_monster(r, f, n, t, afflictions)
                     for n, t in enumerate(data.get("monster", []), start=1))
    quests = tuple(_quest(r, f, n, t, afflictions)
                   for n, t in enumerate(data.get("quest", []), start=1))
    if f in r.unreadable:
        raid = RaidBoss("", "", (0, 0, 0, 0, 0), "", "designed")
        return PackFile(key, name, text, provenance, monsters, quests, raid)
    for what, keys in (("monster", [m.key for m in monsters]), ("quest", [q.key for q in quests])):
        for twice in sorted({k for k in keys if keys.count(k) > 1}):
            r.bad(f, f"[[{what}]] {twice!r}", "key", "appears twice in this pack")
    if len(quests) < MIN_QUESTS:
        r.bad(f, "[[quest]]", "-", f"the Quest deck needs at least {MIN_QUESTS} quests (3 go to the Raid)")
    raw = data.get("raid", {})
    e = "[raid]"
    raid = RaidBoss(r.text(f, e, raw, "key"), r.text(f, e, raw, "name"), r.stats(f, e, raw),
                    r.text(f, e, raw, "text"), r.provenance(f, e, raw),
                    r.texts(f, e, raw, "melee", afflictions), r.texts(f, e, raw, "ranged", afflictions),
                    r.number(f, e, raw, "hp_per_hero", 0, 9, 0))
    return PackFile(key, name, text, provenance, monsters, quests, raid)


def _monster(r: Reader, f: str, n: int, t: dict[str, Any], afflictions: set[str]) -> MonsterCard:
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
        r.choice(f, e, t, "needs", ("",) + ATTRIBUTES, ""), r.number(f, e, t, "level", 0, 9, 0),
        r.number(f, e, t, "penalty", 0, 9, 0), r.number(f, e, t, "reward", 0, 3, 0),
        r.number(f, e, t, "party_penalty", 0, 9, 0))
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
    if kind != "objective" and (m.penalty or m.party_penalty):
        r.bad(f, e, "penalty", "only an optional objective has a penalty")
    return m


def _quest(r: Reader, f: str, n: int, t: dict[str, Any], afflictions: set[str]) -> QuestCard:
    key = r.text(f, f"[[quest]] #{n}", t, "key")
    e = f"[[quest]] {key!r}"
    provenance = r.provenance(f, e, t)
    return QuestCard(key, r.text(f, e, t, "name"), r.text(f, e, t, "boss"),
                     r.stats(f, e, t), r.choice(f, e, t, "special", QUEST_SPECIALS, ""),
                     r.text(f, e, t, "text"), provenance,
                     r.texts(f, e, t, "melee", afflictions),
                     r.texts(f, e, t, "ranged", afflictions),
                     r.choice(f, e, t, "special_provenance", PROVENANCES, provenance))


__all__ = ["PackFile", "read_pack"]
