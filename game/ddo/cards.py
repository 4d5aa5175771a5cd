"""DDO: The Card Game (`shared/seeds/002_9ee8793fe35b6e2e.txt`): what a card is.

The document names the card kinds and the five combat values (ATK, RNG, DEF, DMG, HP)
but prints no card; every card here is a frozen value read from the content files
(`content/*.toml`, loaded by `content.py`). Abilities and monster texts are drawn from
small fixed vocabularies, so that every effect a card can have is one the engine
implements (docs/rules/ddo.md lists them).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

STAT_NAMES = ("atk", "rng", "def", "dmg", "hp")
ATK, RNG, DEF, DMG, HP = range(5)
Stats = tuple[int, int, int, int, int]
ZERO: Stats = (0, 0, 0, 0, 0)

# What a card counts toward: an attribute's level is the number of untapped cards in a
# Hero stack that carry it. "feat" is the designer's own mark on every Feat; nothing in
# the game asks for Feat levels.
ATTRIBUTES = ("warrior", "trapsmith", "arcane", "divine", "feat")
# The cards whose caster attribute lets a stack hold spells: its class cards.
CASTER_KINDS = ("hero", "level_up", "enhancement")
PROVENANCES = ("document", "designer", "designed")


def add(a: Stats, b: Stats) -> Stats:
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3], a[4] + b[4])


class Kind(enum.Enum):
    HERO = "hero"
    LEVEL_UP = "level_up"
    RACE = "race"
    ENHANCEMENT = "enhancement"
    FEAT = "feat"
    SPELL = "spell"
    ITEM = "item"
    INSTANCE = "instance"     # Public Instance: deploys to the play area
    FESTIVAL = "festival"     # one on the whole table


PLAY_AREA_KINDS = frozenset({Kind.HERO, Kind.INSTANCE, Kind.FESTIVAL})

# Item slots. The document limits clothing and jewelry to one of each type and a stack
# to one Trinket, and names weapons that forbid a shield; the other limits are ours
# (docs/rules/ddo.md, "Stacking").
SLOTS = ("weapon", "ranged", "armor", "shield", "scroll", "potion", "wand", "trinket")
CLOTHING = ("gloves", "boots", "cloak", "belt", "helm", "goggles", "bracers", "necklace",
            "ring")

# What an ability does (the engine implements exactly these).
EFFECTS = {
    # effect: the target it takes ("foe", "hero", "none")
    "strike": "foe",        # the foe loses `amount` HP (0: the user's current HP), no DEF
    "blast": "none",        # every active foe loses `amount` HP
    "hex": "foe",           # the foe gains the affliction `condition` (bosses are immune)
    "slay": "foe",          # a non-boss foe with at most `amount` HP left is slain
    "summon": "foe",        # a monster from the deck fights for the user, focused on the foe
    "heal": "hero",         # the hero regains `amount` HP (99: all of it)
    "mass_heal": "none",    # every hero on the quest regains `amount` HP
    "cleanse": "hero",      # every affliction leaves the hero
    "restore": "hero",      # every status but Dead and Unconscious leaves the hero
    "raise": "hero",        # Dead or Unconscious leaves the hero; it stands at 1 HP
    "vanish": "none",       # every monster focused on the user loses its focus
    "twin_melee": "foe",    # two melee attacks on the foe
    "twin_ranged": "foe",   # two ranged attacks on the foe
    "quicken": "spell",     # one of the user's spells is cast, and takes effect twice
    "move": "item",         # (Banking) a Magic Item moves from one of your Hero stacks to another
    "pool": "item",         # (quest) use a scroll, potion or wand from another Hero's stack on the quest
    "draw": "none",         # draw `amount` Loot cards (out of combat)
    "tutor": "none",        # search the Loot deck for a card of `find`, then shuffle
    "recall": "none",       # a card of `find` from the Loot discard pile to hand
    "ready": "hero",        # straighten one of your Heroes (out of combat)
}
USES = ("tap", "discard")
WHEN = ("combat", "camp", "any")   # camp: the Banking phase

TRAITS = (
    "point_blank",   # ranged attacks in Close Combat too
    "diehard",       # acts at 0 HP and is not Unconscious there
    "maximize",      # spell damage of `amount` 0 uses maximum HP
    "sneaky",        # closing to melee does not draw the monster's focus
    "two_weapons",   # may hold two melee weapons
    "no_shield",     # (weapon) the stack may hold no Shield
    "spontaneous",   # tap the Hero to use a spell's discard ability and keep the spell
    "warforged",     # healed and straightened in every Banking phase
)

# Monster texts: "verb" or "verb:number" or "verb:affliction".
MONSTER_VERBS = ("close", "retreat", "zap", "afflict", "sweep", "volley", "mend", "cleave",
                 "petrify")
MONSTER_KINDS = ("monster", "trap", "puzzle", "objective")
QUEST_SPECIALS = ("", "no_traps", "no_puzzles", "draw2keep1", "extra_monster",
                  "bonus_if_not_gear")


@dataclass(frozen=True)
class Ability:
    use: str                 # "tap" or "discard"
    when: str                # "combat", "camp" or "any"
    effect: str
    amount: int = 0
    condition: str = ""      # the affliction of a hex
    find: str = ""           # a card kind or slot for tutor and recall

    @property
    def target(self) -> str:
        return EFFECTS[self.effect]


@dataclass(frozen=True)
class LootCard:
    key: str
    name: str
    number: int                     # printed number: the first Leader's tie-break
    kind: Kind
    attributes: frozenset[str]
    stats: Stats
    text: str
    provenance: str
    cls: str = ""                   # Hero and Level Up: the class; class chains: needed class
    race: str = ""                  # Race card: the race; race chains: needed race
    chain: str = ""                 # Enhancement: the chain's key
    step: int = 0                   # Enhancement: 1..3
    prereq: str = ""                # Feat: the key of the feat it needs
    school: str = ""                # Spell: "arcane" or "divine"
    slot: str = ""                  # Item: a SLOTS or CLOTHING name
    traits: frozenset[str] = frozenset()
    immune: frozenset[str] = frozenset()
    ability: Ability | None = None
    scope: str = "self"             # self | party (all heroes on the quest) | owner | table
    foe_stats: Stats = (0, 0, 0, 0, 0)   # Festival: added to every monster


@dataclass(frozen=True)
class MonsterCard:
    key: str
    name: str
    kind: str                       # monster | trap | puzzle | objective
    stats: Stats
    count: int
    text: str
    provenance: str
    melee: tuple[str, ...] = ()     # what it does after (or instead of) a melee attack
    ranged: tuple[str, ...] = ()    # … after or instead of a ranged attack
    calls: int = 0                  # monsters it brings in when drawn
    disarm: int = 0                 # trap: Trapsmith levels to remove it
    hit: int = 0                    # trap: HP the Hero setting it off loses
    party_hit: int = 0              # trap: HP every Hero on the quest loses
    condition: str = ""             # trap: affliction it gives
    needs: str = ""                 # puzzle: the attribute
    level: int = 0                  # puzzle: the level of it one Hero must have
    penalty: int = 0                # objective: HP the completing Hero loses
    reward: int = 0                 # objective: Loot cards each Hero present draws
    party_penalty: int = 0          # objective: HP every Hero on the quest loses as well


@dataclass(frozen=True)
class QuestCard:
    key: str
    name: str
    boss: str
    stats: Stats
    special: str
    text: str
    provenance: str
    melee: tuple[str, ...] = ()
    ranged: tuple[str, ...] = ()
    special_provenance: str = ""    # the special rule's, where it differs from the card's


@dataclass(frozen=True)
class RaidBoss:
    key: str
    name: str
    stats: Stats
    text: str
    provenance: str
    melee: tuple[str, ...] = ()
    ranged: tuple[str, ...] = ()
    hp_per_hero: int = 0            # printed: this much more HP for each Hero in the Raid


@dataclass(frozen=True)
class Condition:
    """An Affliction (stacks, leaves at the quest's end) or a Status (one of each, stays)."""

    key: str
    name: str
    status: bool
    stats: Stats
    held: bool                      # cannot act (Paralysis, Petrified)
    no_abilities: bool              # no Tap or Discard actions (Nausea)
    text: str
    provenance: str
    passes: bool = False            # brief (Nausea): a Hero's leaves at the start of the
    #                                 next Monster phase, a monster's after its next activation
    kills_at: int = -1              # Poison (ATK), Disease (DEF): a copy that brings this
    #                                 value from above 0 to 0 or below kills (-1: none)


@dataclass(frozen=True)
class Deck:
    key: str
    name: str
    hero: str                       # the Hero chosen before building (not one of the 60)
    cards: tuple[str, ...]          # 60 keys, copies repeated
    text: str
    provenance: str
