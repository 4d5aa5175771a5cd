"""DDO: The Card Game (`shared/seeds/002_9ee8793fe35b6e2e.txt`): combat values and levels.

Every card adds to the five values; nothing replaces anything. A tapped card has no
effect until straightened, except the Hero card itself (the Hero is still there). A
card with `scope = party` counts for every Hero on the same quest, an `owner` Public
Instance for every Hero of its owner, and the Festival for every Hero at the table
(its `foe_stats` for every monster). An attribute's level is the number of untapped
cards in the stack that carry it.
"""

from __future__ import annotations

from game.ddo.cards import (
    HP, ZERO, Kind, LootCard, MonsterCard, QuestCard, RaidBoss, Stats, add,
)
from game.ddo.content import catalogue
from game.ddo.state import Foe, Quest, Stack, State


def cards_of(stack: Stack) -> list[LootCard]:
    """The cards of a stack that have effect now (the Hero card always)."""
    loot = catalogue().loot
    return [loot[c] for i, c in enumerate(stack.cards) if i == 0 or not stack.tapped[i]]


def own_values(stack: Stack) -> Stats:
    total = ZERO
    for card in cards_of(stack):
        total = add(total, card.stats)
    return total


def hero_values(state: State, seat: int, uid: int) -> Stats:
    """The Hero's total values now: its stack, auras, instances, Festival, conditions."""
    cat = catalogue()
    owner = state.seats[seat]
    stack = owner.stack(uid)
    total = own_values(stack)
    quest = state.quest
    if quest is not None and any(f.uid == uid and not f.gone for f in quest.line):
        for f in quest.line:
            if f.uid == uid or f.gone:
                continue
            for card in cards_of(state.seats[f.seat].stack(f.uid)):
                if card.scope == "party":
                    total = add(total, card.stats)
    for i, code in enumerate(owner.instances):
        card = cat.loot[code]
        if card.scope == "owner" and not owner.instances_tapped[i]:
            total = add(total, card.stats)
    if state.festival is not None:
        total = add(total, cat.loot[state.festival[1]].stats)
    for name in stack.afflictions + stack.statuses:
        total = add(total, cat.conditions[name].stats)
    return total


def current_hp(state: State, seat: int, uid: int) -> int:
    stack = state.seats[seat].stack(uid)
    return hero_values(state, seat, uid)[HP] - stack.damage


def level(stack: Stack, attribute: str) -> int:
    return sum(1 for card in cards_of(stack) if attribute in card.attributes)


def character_level(stack: Stack) -> int:
    loot = catalogue().loot
    return 1 + sum(1 for c in stack.cards if loot[c].kind is Kind.LEVEL_UP)


def classes(stack: Stack) -> set[str]:
    loot = catalogue().loot
    return {loot[c].cls for c in stack.cards if loot[c].kind in (Kind.HERO, Kind.LEVEL_UP)}


def traits(stack: Stack) -> set[str]:
    found: set[str] = set()
    for card in cards_of(stack):
        found |= card.traits
    return found


def immunities(stack: Stack) -> set[str]:
    found: set[str] = set()
    for card in cards_of(stack):
        found |= card.immune
    return found


def foe_card(foe: Foe) -> MonsterCard | QuestCard | RaidBoss:
    """The card a foe is: a Monster card, a Quest card's boss, or the Raid Boss."""
    cat = catalogue()
    if foe.source == "monster":
        return cat.monsters[foe.code]
    if foe.source == "quest":
        return cat.quests[foe.code]
    return cat.raids[foe.code]


def foe_base(foe: Foe) -> Stats:
    return foe_card(foe).stats


def foe_values(state: State, foe: Foe) -> Stats:
    cat = catalogue()
    total = foe_base(foe)
    if foe.source == "raid" and state.quest is not None:
        total = add(total, (0, 0, 0, 0, cat.raids[foe.code].hp_per_hero * len(state.quest.line)))
    if state.festival is not None and foe.controller < 0:
        total = add(total, cat.loot[state.festival[1]].foe_stats)
    for name in foe.afflictions:
        total = add(total, cat.conditions[name].stats)
    return total


def foe_hp(state: State, foe: Foe) -> int:
    return foe_values(state, foe)[HP] - foe.damage


def foe_texts(foe: Foe) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The melee and ranged texts, with the archetype's default where a card has none:
    a monster that cannot shoot closes in; one that shoots better than it fights backs
    off after a melee attack."""
    card = foe_card(foe)
    melee, ranged, stats = card.melee, card.ranged, card.stats
    caster = stats[0] == 0 and stats[1] == 0
    if not ranged and stats[1] == 0 and not caster:
        ranged = ("close",)
    if not melee and stats[1] > stats[0]:
        melee = ("retreat",)
    return melee, ranged


def foe_name(foe: Foe) -> str:
    card = foe_card(foe)
    return card.boss if isinstance(card, QuestCard) else card.name


def foe_kind(foe: Foe) -> str:
    return catalogue().monsters[foe.code].kind if foe.source == "monster" else "monster"


def is_boss(quest: Quest, index: int) -> bool:
    return index == quest.boss or quest.foes[index].source != "monster"
