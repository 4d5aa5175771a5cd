"""DDO: The Card Game — the words a hint names things with: Heroes, monsters, values, abilities.

A hint (advice.py) says "your second Fighter", "the Rat", "+1 ATK and +1 DMG", "give a
Hero back 2 HP", never a stack, line or card reference of the notation (`s2`, `m1`,
`potion_of_cure_light_wounds`). Everything named here is on the open table: the seat's
observation read as a state (`view.table_state`).
"""

from __future__ import annotations

from game.ddo.cards import Ability, LootCard, Stats
from game.ddo.content import catalogue
from game.ddo.state import Foe, Quest, State
from game.ddo.stats import foe_kind, foe_name
from game.ddo.view import DdoObservation

STAT_LABELS = ("ATK", "RNG", "DEF", "DMG", "HP")
ATTRIBUTE_NAMES = {"warrior": "Warrior", "trapsmith": "Trapsmith", "arcane": "Arcane Caster",
                   "divine": "Divine Caster"}
ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")
WHEN_WORDS = {"combat": " in a quest", "camp": " in Banking", "any": ""}


def ordinal(n: int) -> str:
    return ORDINALS[n] if n < len(ORDINALS) else f"number {n + 1}"


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def stat_words(stats: Stats) -> str:
    """'+1 ATK and +1 DMG': the values a card adds ('' when it adds none)."""
    parts = [f"{'+' if v > 0 else '−'}{abs(v)} {label}" for v, label in zip(stats, STAT_LABELS) if v]
    return " and ".join(parts) if len(parts) <= 2 else ", ".join(parts[:-1]) + " and " + parts[-1]


def card(key: str) -> LootCard | None:
    cat = catalogue()
    return cat.card(key) if key in cat.loot_index else None


def card_name(key: str) -> str:
    found = card(key)
    return found.name if found else "that card"


def condition_name(key: str) -> str:
    conditions = catalogue().conditions
    return conditions[key].name if key in conditions else "an affliction"


def ref_number(ref: str) -> int:
    """The index a reference names ('s2', 'h1', 'm3', 'p1' -> 1, 0, 2, 0); -1 if none."""
    return int(ref[1:]) - 1 if ref[1:].isdigit() else -1


# -- Heroes ------------------------------------------------------------------------------

def owner_words(obs: DdoObservation, seat: int) -> str:
    if seat == obs.seat:
        return "your"
    return "your teammate's" if len(obs.seats) == 2 else f"seat {seat + 1}'s"


def stack_name(state: State, obs: DdoObservation, seat: int, index: int) -> str:
    """'your Fighter', 'your second Fighter', "your teammate's Cleric"."""
    cat = catalogue()
    stacks = state.seats[seat].stacks
    if not 0 <= index < len(stacks):
        return f"{owner_words(obs, seat)} Hero"
    name = cat.loot[stacks[index].cards[0]].name
    same = [i for i, s in enumerate(stacks) if cat.loot[s.cards[0]].name == name]
    nth = f"{ordinal(same.index(index))} " if len(same) > 1 else ""
    return f"{owner_words(obs, seat)} {nth}{name}"


def own_stack(state: State, obs: DdoObservation, ref: str) -> str:
    """A stack reference of the seat to act ('s2') in words."""
    return stack_name(state, obs, obs.seat, ref_number(ref))


def line_name(state: State, obs: DdoObservation, quest: Quest, h: int) -> str:
    """The Hero at place h of the quest line, in words."""
    if not 0 <= h < len(quest.line):
        return "that Hero"
    fighter = quest.line[h]
    stacks = state.seats[fighter.seat].stacks
    index = next((i for i, s in enumerate(stacks) if s.uid == fighter.uid), -1)
    return stack_name(state, obs, fighter.seat, index)


# -- monsters ----------------------------------------------------------------------------

def _named(foes: tuple[Foe, ...], i: int) -> str:
    """'Rat', or 'second Rat' when the line holds two."""
    name = foe_name(foes[i])
    same = [j for j, f in enumerate(foes) if foe_name(f) == name]
    return f"{ordinal(same.index(i))} {name}" if len(same) > 1 else name


def foe_at(quest: Quest, ref: str) -> int:
    """The foe a reference names ('b' the boss, 'm2' the second card); -1 if none."""
    return quest.boss if ref == "b" else ref_number(ref)


def foe_words(quest: Quest, i: int) -> str:
    """'the Rat', 'the second Rat', 'the Troglodyte'; an objective or a Raid Boss by its
    own name ('Rescue the Scout', 'Arraetrikos, Devil of the Shroud')."""
    if not 0 <= i < len(quest.foes):
        return "that monster"
    foe = quest.foes[i]
    if foe.source == "raid" or (foe.source == "monster" and foe_kind(foe) == "objective"):
        return _named(quest.foes, i)
    return f"the {_named(quest.foes, i)}"


def pet_words(quest: Quest, i: int) -> str:
    """A monster fighting for the party: 'your Wolf'."""
    return f"your {_named(quest.pets, i)}" if 0 <= i < len(quest.pets) else "your monster"


# -- abilities ---------------------------------------------------------------------------

def ability_words(ability: Ability) -> str:
    """What an ability does, as a verb phrase without its target: 'give a Hero back 2 HP'."""
    n = ability.amount
    hp = "every lost HP" if n >= 99 else f"{n} HP"
    find = ability.find or "card"
    return {
        "strike": f"hit a monster for {n} HP whatever its DEF" if n else
                  "hit a monster for as many HP as its Hero has left, whatever its DEF",
        "blast": f"take {n} HP from every monster in the fight",
        "hex": f"give a monster {condition_name(ability.condition)}",
        "slay": f"slay a monster with {n} HP or less left",
        "summon": "call a monster from the deck to fight for its Hero",
        "heal": f"give a Hero back {hp}",
        "mass_heal": f"give every Hero on the quest back {hp}",
        "cleanse": "clear a Hero's afflictions",
        "restore": "lift a Hero's lasting statuses",
        "raise": "raise a fallen Hero",
        "vanish": "shake off every monster watching its Hero",
        "twin_melee": "strike twice in melee",
        "twin_ranged": "shoot twice",
        "quicken": "cast one of its Hero's spells twice over",
        "move": "move a Magic Item between your Heroes",
        "pool": "use a scroll, potion or wand of another Hero on the quest",
        "draw": f"draw {plural(n, 'Loot card')}",
        "tutor": f"find a {find} in your Loot deck",
        "recall": f"take a {find} back from your discard pile",
        "ready": "straighten one of your Heroes",
    }.get(ability.effect, "do what its card says") + WHEN_WORDS.get(ability.when, "")


def effect_clause(ability: Ability, target: str, strike: int | None = None,
                  missing: int | None = None) -> str:
    """The ability's effect as a clause, on a target in words (a monster or a Hero);
    `strike`: what a strike that counts its Hero's HP takes; `missing`: the HP the Hero
    to heal has lost (a heal gives back no more)."""
    e, n = ability.effect, ability.amount
    hp = "every lost HP" if n >= 99 else f"{n} HP"
    if e == "heal" and missing is not None and missing > 0:
        healed = min(n, missing)
        return f"{target} regains {healed} HP, " + \
            ("back to full" if healed == missing else f"{missing - healed} short of full")
    if e == "strike":
        amount = n or strike
        return f"{target} loses {amount} HP whatever its DEF" if amount else \
            f"{target} loses as many HP as your Hero has left, whatever its DEF"
    clauses = {
        "blast": f"every monster in the fight loses {n} HP",
        "hex": f"{target} gets {condition_name(ability.condition)}",
        "slay": f"{target} is slain outright",
        "summon": f"a monster from the deck fights for you against {target}",
        "twin_melee": f"two melee attacks on {target}",
        "twin_ranged": f"two ranged attacks on {target}",
        "heal": f"{target} regains {hp}",
        "mass_heal": f"every Hero on the quest regains {hp}",
        "cleanse": f"every affliction leaves {target}",
        "restore": f"every lasting status but death leaves {target}",
        "raise": f"{target} gets up again with 1 HP",
        "vanish": "every monster watching your Hero loses its focus",
        "ready": f"{target} straightens, ready for another quest",
        "draw": f"you draw {plural(n, 'Loot card')}",
        "tutor": f"you find a {ability.find or 'card'} in your Loot deck",
    }
    return clauses.get(e, f"it lets you {ability_words(ability)}")


__all__ = ["ATTRIBUTE_NAMES", "ability_words", "card", "card_name", "condition_name", "effect_clause",
           "foe_at", "foe_words", "line_name", "own_stack", "owner_words", "pet_words", "plural",
           "ref_number", "stack_name", "stat_words"]
