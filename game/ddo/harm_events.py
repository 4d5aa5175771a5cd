"""DDO: The Card Game: the facts of harm, healing and conditions, typed for the table
(see events.py).

Damage and healing carry the Hero (`HeroRef`) or foe (`FoeRef`) they touch, how much and
the HP left after; what caused them is a word (`cause`) with the attacker beside it, so a
table can draw the blow from one card to the other without reading the log's sentence.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.ddo.events import DdoEvent, FoeRef, HeroRef, seat_name

# What took a Hero's HP (HeroHurt.cause): a monster's attack or text, or a card's harm.
HERO_HARMS = ("melee", "ranged", "spell", "sweep", "volley", "cleave", "trap", "objective")
# What took a foe's HP (FoeHurt.cause).
FOE_HARMS = ("melee", "ranged", "spell", "blast", "slay", "pet", "pet_power")


# -- harm and healing -------------------------------------------------------------------------

@dataclass(frozen=True)
class HeroHurt(DdoEvent):
    """A Hero loses HP. `cause` is one of HERO_HARMS; `source` names what did it (the
    monster, trap or objective) and `by` is the foe when a monster did."""

    KIND: ClassVar[str] = "hurt"
    hero: HeroRef
    amount: int
    hp_after: int
    cause: str
    source: str
    by: FoeRef | None = None

    def text(self, names: tuple[str, ...]) -> str:
        why = self.source if self.cause in ("trap", "objective") else \
            f"{self.source}'s {self.cause}{' attack' if self.cause in ('melee', 'ranged') else ''}"
        return f"{self.hero.told(names)} loses {self.amount} HP ({why})"


@dataclass(frozen=True)
class FoeHurt(DdoEvent):
    """A foe loses HP. `cause` is one of FOE_HARMS; `by` is the Hero who did it (a
    monster fighting for a Hero counts as its Hero's), `pet` the monster that did."""

    KIND: ClassVar[str] = "hurt"
    foe: FoeRef
    amount: int
    hp_after: int
    cause: str
    by: HeroRef | None = None
    pet: FoeRef | None = None
    value: int = 0                   # an attack: the attacker's ATK or RNG …
    defence: int = 0                 # … against this DEF

    def why(self, names: tuple[str, ...]) -> str:
        pet = self.pet.name if self.pet is not None else ""
        by = self.by.told(names) if self.by is not None else "someone"
        if self.cause in ("melee", "ranged"):
            return f"{by}'s {self.cause} attack, {self.value} against DEF {self.defence}"
        if self.cause == "pet":
            return f"{pet} fights for {by}"
        if self.cause == "pet_power":
            return f"{pet}'s power"
        return {"spell": "a spell", "blast": "a blast", "slay": "slain outright"}.get(self.cause, self.cause)

    def text(self, names: tuple[str, ...]) -> str:
        return f"{self.foe.told()} loses {self.amount} HP ({self.why(names)})"


@dataclass(frozen=True)
class HeroHealed(DdoEvent):
    """A Hero regains HP: a card's healing (`source` its name), the Warforged's repair in
    Banking, or the rest at its owner's Build where that option is on."""

    KIND: ClassVar[str] = "healed"
    hero: HeroRef
    amount: int
    hp_after: int
    source: str

    def text(self, names: tuple[str, ...]) -> str:
        return f"{self.hero.told(names)} regains {self.amount} HP ({self.source})"


@dataclass(frozen=True)
class HeroRaised(DdoEvent):
    """A Dead or Unconscious Hero is brought back (it stands at `hp_after`)."""

    KIND: ClassVar[str] = "raised"
    hero: HeroRef
    hp_after: int

    def text(self, names: tuple[str, ...]) -> str:
        return f"{self.hero.told(names)} stands again with {self.hp_after} HP"


@dataclass(frozen=True)
class FoeMended(DdoEvent):
    KIND: ClassVar[str] = "mended"
    foe: FoeRef
    amount: int
    hp_after: int

    def text(self, names: tuple[str, ...]) -> str:
        return f"{self.foe.told()} regains {self.amount} HP"


@dataclass(frozen=True)
class HeroFell(DdoEvent):
    """A Hero falls: Unconscious at 0 HP, Dead below."""

    hero: HeroRef
    dead: bool

    @property
    def kind(self) -> str:
        return "dead" if self.dead else "unconscious"

    def text(self, names: tuple[str, ...]) -> str:
        status = "Dead" if self.dead else "Unconscious"
        return f"{self.hero.name} of {seat_name(names, self.hero.seat)} is {status}"


@dataclass(frozen=True)
class FoeDefeated(DdoEvent):
    KIND: ClassVar[str] = "defeated"
    foe: FoeRef
    dead: bool

    def text(self, names: tuple[str, ...]) -> str:
        return f"{self.foe.told()} is {'Dead' if self.dead else 'Unconscious'}: defeated"


# -- afflictions and statuses -----------------------------------------------------------------

@dataclass(frozen=True)
class HeroAfflicted(DdoEvent):
    KIND: ClassVar[str] = "afflicted"
    hero: HeroRef
    condition: str
    name: str

    def text(self, names: tuple[str, ...]) -> str:
        return f"{self.hero.told(names)} suffers {self.name}"


@dataclass(frozen=True)
class HeroImmune(DdoEvent):
    KIND: ClassVar[str] = "immune"
    hero: HeroRef
    condition: str
    name: str

    def text(self, names: tuple[str, ...]) -> str:
        return f"{self.hero.told(names)} is immune to {self.name}"


@dataclass(frozen=True)
class HeroSlain(DdoEvent):
    """A Poison or Disease that brings its value to 0 kills the Hero outright."""

    KIND: ClassVar[str] = "slain"
    hero: HeroRef
    condition: str
    name: str

    def text(self, names: tuple[str, ...]) -> str:
        return f"{self.name} kills {self.hero.told(names)}"


@dataclass(frozen=True)
class HeroPetrified(DdoEvent):
    KIND: ClassVar[str] = "petrified"
    hero: HeroRef

    def text(self, names: tuple[str, ...]) -> str:
        return f"{self.hero.told(names)} is turned to stone"


@dataclass(frozen=True)
class HeroRecovered(DdoEvent):
    """Brief afflictions (Nausea) leave a Hero as the Monster phase begins."""

    KIND: ClassVar[str] = "recovers"
    hero: HeroRef
    conditions: tuple[str, ...]
    names_of: tuple[str, ...]

    def text(self, names: tuple[str, ...]) -> str:
        return f"{self.hero.told(names)} shakes off {', '.join(self.names_of)}"


@dataclass(frozen=True)
class FoeAfflicted(DdoEvent):
    KIND: ClassVar[str] = "afflicted"
    foe: FoeRef
    condition: str
    name: str

    def text(self, names: tuple[str, ...]) -> str:
        return f"{self.foe.name} suffers {self.name}"


@dataclass(frozen=True)
class FoeImmune(DdoEvent):
    """A hex cast at a boss: immune to Afflictions, it only turns its focus on the caster
    (`by`)."""

    KIND: ClassVar[str] = "immune"
    foe: FoeRef
    condition: str
    name: str
    by: HeroRef | None = None

    def text(self, names: tuple[str, ...]) -> str:
        turn = f", but turns on {self.by.told(names)}" if self.by is not None else ""
        return f"{self.foe.told()} is immune to {self.name}{turn}"


@dataclass(frozen=True)
class FoeSlain(DdoEvent):
    KIND: ClassVar[str] = "slain"
    foe: FoeRef
    condition: str
    name: str

    def text(self, names: tuple[str, ...]) -> str:
        return f"{self.name} kills {self.foe.name}"


@dataclass(frozen=True)
class FoeShookOffHold(DdoEvent):
    """A held monster loses this activation, then shakes the hold off and straightens."""

    KIND: ClassVar[str] = "recovers"
    foe: FoeRef

    def text(self, names: tuple[str, ...]) -> str:
        return f"{self.foe.told()} stands frozen, then shakes off the hold"


__all__ = [
    "FOE_HARMS", "HERO_HARMS", "FoeAfflicted", "FoeDefeated", "FoeHurt", "FoeImmune", "FoeMended",
    "FoeShookOffHold", "FoeSlain", "HeroAfflicted", "HeroFell", "HeroHealed", "HeroHurt",
    "HeroImmune", "HeroPetrified", "HeroRaised", "HeroRecovered", "HeroSlain",
]
