"""DDO: The Card Game: the facts of a fight — a Hero's actions, the monster cards that are
not monsters, the monsters' own moves — typed for the table (see events.py; harm,
healing and conditions are in harm_events.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.ddo.events import DdoEvent, FoeRef, HeroRef


# -- a Hero's combat actions ----------------------------------------------------------------

@dataclass(frozen=True)
class Straightened(DdoEvent):
    KIND: ClassVar[str] = "straighten"
    hero: HeroRef

    def text(self, names: tuple[str, ...]) -> str:
        return f"{self.hero.told(names)} straightens"


@dataclass(frozen=True)
class Waited(DdoEvent):
    KIND: ClassVar[str] = "wait"
    hero: HeroRef

    def text(self, names: tuple[str, ...]) -> str:
        return f"{self.hero.told(names)} waits"


@dataclass(frozen=True)
class FellBack(DdoEvent):
    """A Hero falls back to range from every monster (focus stays)."""

    KIND: ClassVar[str] = "back"
    hero: HeroRef

    def text(self, names: tuple[str, ...]) -> str:
        return f"{self.hero.told(names)} falls back to range"


@dataclass(frozen=True)
class Retreated(DdoEvent):
    """A Hero leaves the quest: home, tapped."""

    KIND: ClassVar[str] = "retreat"
    hero: HeroRef

    def text(self, names: tuple[str, ...]) -> str:
        return f"{self.hero.told(names)} retreats from the quest"


@dataclass(frozen=True)
class HeroClosed(DdoEvent):
    """A Hero closes to melee with a foe; `drew_focus` unless it slipped in unseen."""

    KIND: ClassVar[str] = "close"
    hero: HeroRef
    foe: FoeRef
    drew_focus: bool = True

    def text(self, names: tuple[str, ...]) -> str:
        return f"{self.hero.told(names)} closes with {self.foe.name}"


@dataclass(frozen=True)
class PetTurned(DdoEvent):
    """A monster fighting for a Hero is set on a foe."""

    KIND: ClassVar[str] = "focus"
    pet: FoeRef
    target: FoeRef

    def text(self, names: tuple[str, ...]) -> str:
        return f"{self.pet.name} turns on {self.target.name}"


@dataclass(frozen=True)
class Vanished(DdoEvent):
    KIND: ClassVar[str] = "vanish"
    hero: HeroRef

    def text(self, names: tuple[str, ...]) -> str:
        return f"{self.hero.told(names)} vanishes from every monster's sight"


@dataclass(frozen=True)
class Summoned(DdoEvent):
    """A monster from the deck fights for a Hero (`pet` is its reference, `p1` …)."""

    KIND: ClassVar[str] = "summon"
    pet: FoeRef
    card: str
    hero: HeroRef

    def text(self, names: tuple[str, ...]) -> str:
        return f"{self.pet.name} fights for {self.hero.told(names)}"


@dataclass(frozen=True)
class SummonFizzled(DdoEvent):
    KIND: ClassVar[str] = "fizzle"

    def text(self, names: tuple[str, ...]) -> str:
        return "No monster answers the call"


# -- monster cards that are not monsters ----------------------------------------------------

@dataclass(frozen=True)
class TrapDisarmed(DdoEvent):
    KIND: ClassVar[str] = "disarm"
    hero: HeroRef
    foe: FoeRef

    def text(self, names: tuple[str, ...]) -> str:
        return f"{self.hero.told(names)} removes the {self.foe.name}"


@dataclass(frozen=True)
class TrapSetOff(DdoEvent):
    """A Hero sets a trap off; its harm follows as HeroHurt and HeroAfflicted events."""

    KIND: ClassVar[str] = "trigger"
    hero: HeroRef
    foe: FoeRef

    def text(self, names: tuple[str, ...]) -> str:
        return f"{self.hero.told(names)} sets off the {self.foe.name}"


@dataclass(frozen=True)
class PuzzleSolved(DdoEvent):
    KIND: ClassVar[str] = "solve"
    hero: HeroRef
    foe: FoeRef

    def text(self, names: tuple[str, ...]) -> str:
        return f"{self.hero.told(names)} solves the {self.foe.name}"


@dataclass(frozen=True)
class ObjectiveCompleted(DdoEvent):
    """An Optional Objective completed; its penalty and reward follow as their own events."""

    KIND: ClassVar[str] = "complete"
    hero: HeroRef
    foe: FoeRef

    def text(self, names: tuple[str, ...]) -> str:
        return f"{self.hero.told(names)} completes {self.foe.name}"


@dataclass(frozen=True)
class ObjectiveSkipped(DdoEvent):
    KIND: ClassVar[str] = "skip"
    foe: FoeRef

    def text(self, names: tuple[str, ...]) -> str:
        return f"The party leaves {self.foe.name} undone"


# -- the monsters' side -----------------------------------------------------------------------

@dataclass(frozen=True)
class MonsterDrawn(DdoEvent):
    """A Monster card turned over from the deck (for a Hero's draw, or called in)."""

    KIND: ClassVar[str] = "monster"
    barrier: ClassVar[bool] = True
    card: str
    name: str

    def text(self, names: tuple[str, ...]) -> str:
        return f"Monster card: {self.name}"


@dataclass(frozen=True)
class MonsterSkipped(DdoEvent):
    """A Monster card the quest's rule forbids (no traps, no puzzles): discarded, replaced."""

    KIND: ClassVar[str] = "skipped"
    card: str
    name: str

    def text(self, names: tuple[str, ...]) -> str:
        return f"{self.name} is discarded and replaced (quest rule)"


@dataclass(frozen=True)
class RaidQuestTurned(DdoEvent):
    """One of the three Quests under the Raid Boss turns over: its boss fights as `foe`."""

    KIND: ClassVar[str] = "raid_boss"
    barrier: ClassVar[bool] = True
    foe: FoeRef
    quest: str
    quest_name: str

    def text(self, names: tuple[str, ...]) -> str:
        return f"The Raid reveals {self.foe.name} of {self.quest_name}"


@dataclass(frozen=True)
class BossWoke(DdoEvent):
    """The last Monster card is resolved: the boss wakes, focused on `focus` (or nobody)."""

    KIND: ClassVar[str] = "boss"
    foe: FoeRef
    focus: HeroRef | None

    def text(self, names: tuple[str, ...]) -> str:
        return f"{self.foe.name} wakes up"


@dataclass(frozen=True)
class MonsterClosed(DdoEvent):
    KIND: ClassVar[str] = "close"
    foe: FoeRef
    hero: HeroRef

    def text(self, names: tuple[str, ...]) -> str:
        return f"{self.foe.name} closes in on {self.hero.told(names)}"


@dataclass(frozen=True)
class MonsterBackedOff(DdoEvent):
    KIND: ClassVar[str] = "retreat"
    foe: FoeRef
    hero: HeroRef

    def text(self, names: tuple[str, ...]) -> str:
        return f"{self.foe.name} backs off from {self.hero.told(names)}"


__all__ = [
    "BossWoke", "FellBack", "HeroClosed", "MonsterBackedOff", "MonsterClosed", "MonsterDrawn",
    "MonsterSkipped", "ObjectiveCompleted", "ObjectiveSkipped", "PetTurned", "PuzzleSolved",
    "RaidQuestTurned", "Retreated", "Straightened", "SummonFizzled", "Summoned", "TrapDisarmed",
    "TrapSetOff", "Vanished", "Waited",
]
