"""DDO: The Card Game: what happened, as typed facts a table animates and a log narrates.

Each kind of fact is its own frozen class with the fields a table needs without reading
English: the Hero it is about (`HeroRef`: seat, stack uid, place in the quest line), the
foe (`FoeRef`: its reference `m2`, `b`, `p1` and name), how much, the HP left. `text`
narrates it for the log; `kind` is a short word a table can pick a sound or an animation
by. Hands are open in this cooperative game, so no event is private; a card drawn from a
shuffled deck, a shuffle, a top card shown, and a monster or quest turned over resolve
chance and are undo barriers. This module holds the references and the set-up, turn and
card facts; a fight's are in fight_events.py, harm, healing and conditions in
harm_events.py.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import ClassVar

from game.core.contract import Event


def seat_name(names: tuple[str, ...], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else f"Seat {seat + 1}"


@dataclass(frozen=True)
class HeroRef:
    """A Hero as an event names it: its owner, its stack's uid, its card's name and its
    place in the quest line (-1 when it is not on a quest)."""

    seat: int
    uid: int
    name: str
    place: int = -1

    @property
    def ref(self) -> str:
        return f"h{self.place + 1}" if self.place >= 0 else ""

    def told(self, names: tuple[str, ...]) -> str:
        owner = f"{seat_name(names, self.seat)}'s {self.name}"
        return f"{owner} ({self.ref})" if self.ref else owner


@dataclass(frozen=True)
class FoeRef:
    """A card on the monsters' side (or a monster fighting for a Hero) as an event names
    it: its reference in the quest (`m2`, `b`, `p1`) and its name."""

    ref: str
    name: str

    def told(self) -> str:
        return f"{self.name} ({self.ref})"


@dataclass(frozen=True)
class DdoEvent(Event):
    """The base of DDO's events: `kind` is the fact's short word (KIND unless a class
    says otherwise)."""

    KIND: ClassVar[str] = ""

    @property
    def kind(self) -> str:
        return self.KIND


# -- set-up and the turn ------------------------------------------------------------------

@dataclass(frozen=True)
class LeaderChosen(DdoEvent):
    KIND: ClassVar[str] = "leader"
    seat: int
    first: bool = False

    def text(self, names: tuple[str, ...]) -> str:
        who = seat_name(names, self.seat)
        return f"{who} is the first Party Leader" if self.first else f"{who} becomes Party Leader"


@dataclass(frozen=True)
class TopCardShown(DdoEvent):
    """A tied seat shows its top Loot card for the first Leader (the number decides)."""

    KIND: ClassVar[str] = "show"
    barrier: ClassVar[bool] = True
    seat: int
    card: str
    name: str
    number: int

    def text(self, names: tuple[str, ...]) -> str:
        return f"{seat_name(names, self.seat)} shows {self.name} (number {self.number})"


@dataclass(frozen=True)
class LootDrawn(DdoEvent):
    KIND: ClassVar[str] = "draw"
    barrier: ClassVar[bool] = True
    seat: int
    card: str
    name: str

    def text(self, names: tuple[str, ...]) -> str:
        return f"{seat_name(names, self.seat)} draws {self.name}"


@dataclass(frozen=True)
class LootShuffled(DdoEvent):
    """A Loot deck shuffled: its discard pile made into a new deck, or after a search."""

    KIND: ClassVar[str] = "shuffle"
    barrier: ClassVar[bool] = True
    seat: int
    from_discard: bool

    def text(self, names: tuple[str, ...]) -> str:
        who = seat_name(names, self.seat)
        if self.from_discard:
            return f"{who} shuffles the Loot discard pile into a new deck"
        return f"{who} shuffles the Loot deck"


@dataclass(frozen=True)
class MonsterDeckShuffled(DdoEvent):
    KIND: ClassVar[str] = "shuffle"
    barrier: ClassVar[bool] = True

    def text(self, names: tuple[str, ...]) -> str:
        return "The Monster discard pile is shuffled into a new Monster deck"


@dataclass(frozen=True)
class DeckEmpty(DdoEvent):
    """Nothing to draw: a seat's Loot deck and discard pile (seat), or the Monster deck's
    (seat None)."""

    KIND: ClassVar[str] = "empty"
    seat: int | None

    def text(self, names: tuple[str, ...]) -> str:
        if self.seat is None:
            return "The Monster deck is empty"
        return f"{seat_name(names, self.seat)} has no Loot card left to draw"


@dataclass(frozen=True)
class Deployed(DdoEvent):
    """A Loot card deployed: to the play area, the table (a Festival) or onto a Hero."""

    KIND: ClassVar[str] = "deploy"
    seat: int
    card: str
    name: str
    hero: HeroRef | None = None      # the Hero stack it joined
    stack: str = ""                  # that stack's notation (`s2`)
    festival: bool = False

    def text(self, names: tuple[str, ...]) -> str:
        where = "the table" if self.festival else "the play area"
        if self.hero is not None:
            where = f"{self.hero.name} ({self.stack})"
        return f"{seat_name(names, self.seat)} deploys {self.name} to {where}"


@dataclass(frozen=True)
class FestivalEnded(DdoEvent):
    KIND: ClassVar[str] = "festival_ends"
    owner: int
    card: str
    name: str

    def text(self, names: tuple[str, ...]) -> str:
        return f"{self.name} ends"


@dataclass(frozen=True)
class CardUsed(DdoEvent):
    """A Tap or Discard ability used: by a Hero in a quest (`hero` on the line), or by the
    Leader in Banking (from a stack, `hero` off the line, or a Public Instance)."""

    KIND: ClassVar[str] = "use"
    seat: int                        # the card's owner
    card: str
    name: str
    hero: HeroRef | None = None
    channelled: bool = False
    discarded: bool = False          # the card went to the discard pile (else it tapped)
    again: bool = False              # a quickened spell's second effect
    pooled: HeroRef | None = None    # a Bag of Holding: the Hero whose stack the card came from

    def text(self, names: tuple[str, ...]) -> str:
        if self.hero is not None and self.hero.place >= 0:
            how = " (channelled)" if self.channelled else ""
            if self.again:
                return f"{self.hero.told(names)}'s {self.name} takes effect again (quickened)"
            if self.pooled is not None:
                how = f" from {self.pooled.told(names)}'s stack"
            return f"{self.hero.told(names)} uses {self.name}{how}"
        return f"{seat_name(names, self.seat)} uses {self.name}"


@dataclass(frozen=True)
class ItemMoved(DdoEvent):
    """A Magic Item moves from one of a seat's Hero stacks to another (Stormreach Bank)."""

    KIND: ClassVar[str] = "move"
    seat: int
    card: str
    name: str
    source: HeroRef
    target: HeroRef

    def text(self, names: tuple[str, ...]) -> str:
        return f"{seat_name(names, self.seat)} moves {self.name} from {self.source.name} to {self.target.name}"


@dataclass(frozen=True)
class CardFound(DdoEvent):
    """A search of the Loot deck: the card found goes to hand (the deck is then shuffled)."""

    KIND: ClassVar[str] = "tutor"
    barrier: ClassVar[bool] = True
    seat: int
    card: str
    name: str

    def text(self, names: tuple[str, ...]) -> str:
        return f"{seat_name(names, self.seat)} finds {self.name}"


@dataclass(frozen=True)
class CardRecalled(DdoEvent):
    KIND: ClassVar[str] = "recall"
    seat: int
    card: str
    name: str

    def text(self, names: tuple[str, ...]) -> str:
        return f"{seat_name(names, self.seat)} takes {self.name} back into hand"


@dataclass(frozen=True)
class QuestDrawn(DdoEvent):
    KIND: ClassVar[str] = "quest"
    barrier: ClassVar[bool] = True
    quest: str
    name: str
    boss: str

    def text(self, names: tuple[str, ...]) -> str:
        return f"Quest: {self.name} (boss: {self.boss})"


@dataclass(frozen=True)
class RaidBegins(DdoEvent):
    KIND: ClassVar[str] = "raid"

    def text(self, names: tuple[str, ...]) -> str:
        return "No Quest card is left: the Raid begins"


@dataclass(frozen=True)
class HeroSent(DdoEvent):
    """A seat sends a Hero on the quest (or, `raid`, to the Raid); `hero.place` is the
    place it takes in the line."""

    hero: HeroRef
    raid: bool = False

    @property
    def kind(self) -> str:
        return "join" if self.raid else "commit"

    def text(self, names: tuple[str, ...]) -> str:
        return f"{seat_name(names, self.hero.seat)} sends {self.hero.name}"


@dataclass(frozen=True)
class RaidLineSet(DdoEvent):
    """The Leader has ordered the Raid line: the Heroes' stack uids, left to right."""

    KIND: ClassVar[str] = "order"
    line: tuple[int, ...]

    def text(self, names: tuple[str, ...]) -> str:
        return "The Raid line is set"


@dataclass(frozen=True)
class RewardDiscarded(DdoEvent):
    """A victor who drew two Loot cards discards one (a quest's rule)."""

    KIND: ClassVar[str] = "discard"
    seat: int
    card: str
    name: str

    def text(self, names: tuple[str, ...]) -> str:
        return f"{seat_name(names, self.seat)} discards {self.name}"


class QuestEnd(enum.Enum):
    """How a quest (or the Raid) ended."""

    WON = "won"                       # the boss is defeated
    DOWN = "down"                     # every Hero is down or gone
    STUCK = "stuck"                   # a puzzle nobody present can solve
    ABANDONED = "abandoned"           # no Hero took the quest
    EXHAUSTED = "exhausted"           # the round cap (a safety valve)
    NOBODY_JOINED = "nobody_joined"   # no Hero could join the Raid


@dataclass(frozen=True)
class QuestEnded(DdoEvent):
    how: QuestEnd
    raid: bool = False
    puzzle: str = ""                  # STUCK: the puzzle's name
    rounds: int = 0                   # EXHAUSTED: the cap

    @property
    def won(self) -> bool:
        return self.how is QuestEnd.WON

    @property
    def kind(self) -> str:
        if self.how in (QuestEnd.ABANDONED, QuestEnd.EXHAUSTED):
            return str(self.how.value)
        return "won" if self.won else "lost"

    def text(self, names: tuple[str, ...]) -> str:
        how = self.how
        if how is QuestEnd.WON:
            return "The boss is defeated: the quest is won"
        if how is QuestEnd.DOWN:
            return "Every Hero is down or gone: the boss wins"
        if how is QuestEnd.STUCK:
            return f"Nobody here can solve the {self.puzzle}: the quest is lost"
        if how is QuestEnd.ABANDONED:
            return "No Hero takes the quest"
        if how is QuestEnd.EXHAUSTED:
            return f"After {self.rounds} rounds the party is spent"
        return "No Hero can join the Raid"


__all__ = [
    "CardFound", "CardRecalled", "CardUsed", "DdoEvent", "DeckEmpty", "Deployed", "FestivalEnded",
    "FoeRef", "HeroRef", "HeroSent", "ItemMoved", "LeaderChosen", "LootDrawn", "LootShuffled",
    "MonsterDeckShuffled", "QuestDrawn", "QuestEnd", "QuestEnded", "RaidBegins", "RaidLineSet",
    "RewardDiscarded", "TopCardShown", "seat_name",
]
