"""DDO: The Card Game — the card kinds its player page may show (game/core/player_page.py).

A marker's ID is the card's key in the content: a Loot card (`fighter`, `fighter-1`,
`longsword`, `magic_missile`), a Monster card (monsters, traps, puzzles and optional
objectives: `kobold`), a Quest (its key), the Raid Boss (its key).
"""

from __future__ import annotations

from game.core.player_page import CardKind
from game.ddo.cards import STAT_NAMES, Kind, Stats
from game.ddo.content import catalogue

KIND_WORDS = {Kind.HERO: "Hero", Kind.LEVEL_UP: "Level Up", Kind.RACE: "Race",
              Kind.ENHANCEMENT: "Enhancement", Kind.FEAT: "Feat", Kind.SPELL: "Spell",
              Kind.ITEM: "Magic Item", Kind.INSTANCE: "Public Instance",
              Kind.FESTIVAL: "Festival"}


def _values(stats: Stats, signed: bool) -> str:
    shown = [f"{STAT_NAMES[i].upper()} {v:+d}" if signed else f"{STAT_NAMES[i].upper()} {v}"
             for i, v in enumerate(stats) if v or not signed]
    return ", ".join(shown).replace("-", "−")


def _loot(key: str) -> str:
    card = next(c for c in catalogue().loot if c.key == key)
    values = _values(card.stats, signed=True)
    return (f"{card.name}, a {KIND_WORDS[card.kind]}" + (f" ({values})" if values else "")
            + f": {card.text}")


def _monster(key: str) -> str:
    card = next(c for c in catalogue().monsters if c.key == key)
    return f"{card.name}, a {card.kind} ({_values(card.stats, signed=False)}): {card.text}"


def _quest(key: str) -> str:
    card = next(c for c in catalogue().quests if c.key == key)
    return f"{card.name}, boss {card.boss} ({_values(card.stats, signed=False)}): {card.text}"


def _raid(key: str) -> str:
    raid = catalogue().raid
    return f"{raid.name}, the Raid Boss ({_values(raid.stats, signed=False)}): {raid.text}"


CARD_KINDS = (
    CardKind("loot", "Loot card", lambda: tuple(c.key for c in catalogue().loot), _loot),
    CardKind("monster", "Monster card", lambda: tuple(c.key for c in catalogue().monsters),
             _monster),
    CardKind("quest", "Quest card", lambda: tuple(c.key for c in catalogue().quests), _quest),
    CardKind("raid", "Raid Boss card", lambda: (catalogue().raid.key,), _raid),
)
