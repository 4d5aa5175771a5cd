"""DDO: The Card Game — what an action will do, before it is made (game/core/preview.py).

The expected exchange: your attack against the monster's defence and the HP it costs it,
the damage your Heroes take back, "sets off the Fire Trap: −3 HP", "wakes the boss", a
Hero that falls, the quest won or lost. Combat has no dice: every figure follows from the
cards in the quest, which lie face up. The action is made in one world dealt from the
seat's observation (the game's own `determinize`) and the events before the first
barrier are told (a Loot card drawn, a Monster card turned: it stands).
"""

from __future__ import annotations

import random

from game.core.actions import Act
from game.core.contract import Event
from game.core.preview import WorldPreviewer
from game.ddo.events import CardFound, HeroRef, LootDrawn, LootShuffled, MonsterDeckShuffled, QuestDrawn, \
    QuestEnded, TopCardShown, seat_name
from game.ddo.fight_events import BossWoke, MonsterClosed, MonsterDrawn, RaidQuestTurned, TrapDisarmed, \
    TrapSetOff
from game.ddo.harm_events import FoeDefeated, FoeHurt, HeroFell, HeroHealed, HeroHurt
from game.ddo.rules import RULES
from game.ddo.state import State
from game.ddo.view import DdoObservation, determinize

STANDS: dict[type[Event], str] = {
    LootDrawn: "draws Loot", LootShuffled: "shuffles the Loot deck", MonsterDeckShuffled: "shuffles the Monster deck",
    TopCardShown: "shows a card", CardFound: "finds a card", QuestDrawn: "draws a quest",
    MonsterDrawn: "turns a Monster card", RaidQuestTurned: "turns the Raid's quest",
}


def _hero(hero: HeroRef, seat: int, names: tuple[str, ...]) -> str:
    return f"your {hero.name}" if hero.seat == seat else f"{seat_name(names, hero.seat)}'s {hero.name}"


def _line(event: Event, seat: int, names: tuple[str, ...]) -> str:
    """One event of the exchange as a preview phrase ("" for what needs no word)."""
    if isinstance(event, FoeHurt):
        if event.by is not None and event.cause in ("melee", "ranged"):
            return (f"{event.cause} {event.value} against DEF {event.defence}: "
                    f"{event.foe.name} −{event.amount} HP")
        return f"{event.foe.name} −{event.amount} HP ({event.cause})"
    if isinstance(event, HeroHurt):
        if event.cause == "trap":
            return f"sets off the {event.source}: −{event.amount} HP to {_hero(event.hero, seat, names)}"
        what = f"{event.source}'s {event.cause}" if event.cause not in ("objective",) else event.source
        return f"{_hero(event.hero, seat, names)} takes {event.amount} ({what}), {event.hp_after} HP left"
    if isinstance(event, HeroHealed):
        return f"{_hero(event.hero, seat, names)} regains {event.amount} HP"
    if isinstance(event, FoeDefeated):
        return f"{event.foe.name} is defeated"
    if isinstance(event, HeroFell):
        return f"{_hero(event.hero, seat, names)} falls {'dead' if event.dead else 'unconscious'}"
    if isinstance(event, BossWoke):
        return f"wakes the boss, {event.foe.name}"
    if isinstance(event, TrapDisarmed):
        return f"removes the {event.foe.name}"
    if isinstance(event, MonsterClosed):
        return f"{event.foe.name} closes in on {_hero(event.hero, seat, names)}"
    if isinstance(event, QuestEnded):
        return "the quest is won" if event.won else "the quest is lost"
    return ""


def tell(before: State, action: Act, after: State, events: tuple[Event, ...], seat: int,
         names: tuple[str, ...] = ()) -> tuple[str, ...]:
    lines: list[str] = []
    for event in events:
        if isinstance(event, TrapSetOff):
            continue   # its harm follows as the Hero's own line
        said = _line(event, seat, names)
        if said and said not in lines:
            lines.append(said)
    return tuple(lines)


def stands(action: Act, event: Event) -> str:
    return STANDS.get(type(event), "shows a card or uses chance")


def _determinize(observation: DdoObservation, rng: random.Random) -> State:
    return determinize(observation, rng)


PREVIEWER: WorldPreviewer[State, Act, DdoObservation] = WorldPreviewer(RULES, _determinize, tell, stands)

__all__ = ["PREVIEWER", "tell"]
