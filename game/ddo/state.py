"""DDO: The Card Game (`shared/seeds/002_9ee8793fe35b6e2e.txt`): the state of a game.

Everything is a frozen value; cards are codes into the catalogue (`content.py`): Loot
cards by their index in the Base set, monsters by their index in the Adventure pack,
quests likewise. A Hero in play is a `Stack` (its card first, then the cards deployed
on it). A quest in progress is a `Quest`: the line of Heroes (`Fighter`) and the line of
foes (`Foe`: monster cards, then the boss last). The phase and the `waiting` queue say
who acts.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any, TypeVar

from game.core.chance import Chance
from game.ddo.options import HARBOR

T = TypeVar("T")

ROUND_CAP = 40   # a safety valve: combat rounds before a quest is lost (docs/rules/ddo.md)
START_HAND = 5   # the first Party Leader draws one fewer
MAX_LEVEL_UPS = 5
MAX_ENHANCEMENTS = 3


def evolve(value: T, **changes: Any) -> T:
    """A copy of a frozen value with some fields changed (a quick `dataclasses.replace`:
    the AI applies many thousands of actions)."""
    copy = object.__new__(type(value))
    copy.__dict__.update(value.__dict__)
    copy.__dict__.update(changes)
    return copy


class Phase(enum.Enum):
    BUILD = "build"            # the Party Leader deploys, then `done`
    COMMIT = "commit"          # seats in turn send one untapped Hero, or pass
    RAID_JOIN = "raid_join"    # seats in turn send any untapped Heroes to the Raid
    RAID_ORDER = "raid_order"  # the Leader reorders the Raid line once
    COMBAT = "combat"          # the Hero whose turn it is acts
    REWARD = "reward"          # a victor who drew two discards one
    BANKING = "banking"        # the Party Leader deploys and uses Banking abilities
    OVER = "over"


@dataclass(frozen=True)
class Stack:
    """A Hero and the cards deployed on it (`cards[0]` is the Hero card)."""

    uid: int
    cards: tuple[int, ...]
    tapped: tuple[bool, ...]
    damage: int = 0
    afflictions: tuple[str, ...] = ()   # sorted; copies stack
    statuses: tuple[str, ...] = ()      # sorted; one of each

    @property
    def hero_tapped(self) -> bool:
        return self.tapped[0]


@dataclass(frozen=True)
class Seat:
    deck_key: str
    deck: tuple[int, ...]               # top first
    hand: tuple[int, ...]               # sorted
    discard: tuple[int, ...]
    stacks: tuple[Stack, ...]
    instances: tuple[int, ...] = ()     # Public Instances in the play area
    instances_tapped: tuple[bool, ...] = ()

    def stack_index(self, uid: int) -> int:
        for i, s in enumerate(self.stacks):
            if s.uid == uid:
                return i
        raise KeyError(uid)

    def stack(self, uid: int) -> Stack:
        return self.stacks[self.stack_index(uid)]


@dataclass(frozen=True)
class Fighter:
    """A Hero in the quest's line (only the Hero card moves; the stack stays home)."""

    seat: int
    uid: int
    gone: bool = False                  # retreated from the quest


@dataclass(frozen=True)
class Foe:
    """A card on the monsters' side (or a monster fighting for a Hero: `controller`)."""

    source: str                         # "monster" | "quest" (a boss) | "raid"
    code: int
    focus: int = -1                     # line index of the Hero it looks at (pets: a foe)
    close: tuple[int, ...] = ()         # line indices in Close Combat with it (pets: foes)
    damage: int = 0
    tapped: bool = False
    afflictions: tuple[str, ...] = ()
    dead: bool = False
    done: bool = False                  # resolved: defeated, disarmed, solved, completed
    controller: int = -1


@dataclass(frozen=True)
class Quest:
    card: int                           # quest code; -1 for the Raid
    line: tuple[Fighter, ...]
    foes: tuple[Foe, ...]               # monster cards, then the boss (always last)
    awake: bool = False                 # the boss has woken
    woke: int = 0                       # the round it woke in (it has acted in that one)
    pets: tuple[Foe, ...] = ()
    turn: int = 0                       # line index of the Hero acting (RAID_ORDER: placed)
    round: int = 1
    rewards: int = 0                    # Loot each victor draws on a win
    opener: int = 0                     # line index of the Hero who opens each round's actions

    @property
    def raid(self) -> bool:
        return self.card < 0

    @property
    def boss(self) -> int:
        return len(self.foes) - 1


@dataclass(frozen=True)
class State:
    chance: Chance
    seats: tuple[Seat, ...]
    leader: int
    phase: Phase
    waiting: tuple[int, ...] = ()       # seats still to decide (COMMIT, RAID_JOIN, REWARD)
    quest_deck: tuple[int, ...] = ()
    raid_quests: tuple[int, ...] = ()
    quest_discard: tuple[int, ...] = ()
    monster_deck: tuple[int, ...] = ()
    monster_discard: tuple[int, ...] = ()
    festival: tuple[int, int] | None = None   # (owner seat, card code)
    quest: Quest | None = None
    quests_won: int = 0
    quests_played: int = 0
    next_uid: int = 0
    result: str = ""                    # "" while playing; "won" or "lost" at the end
    summary: str = ""
    opening: tuple[Any, ...] = field(default=(), compare=False)  # the set-up's events
    pack: str = HARBOR                  # the Adventure pack played (options.PACKS)
    rest: bool = False                  # the option: Heroes rest to full HP at their owner's Build

    @property
    def seat_count(self) -> int:
        return len(self.seats)

    def with_seat(self, index: int, seat: Seat) -> "State":
        seats = list(self.seats)
        seats[index] = seat
        return evolve(self, seats=tuple(seats))

    def actor(self) -> int | None:
        if self.phase is Phase.OVER:
            return None
        if self.phase in (Phase.BUILD, Phase.BANKING, Phase.RAID_ORDER):
            return self.leader
        if self.phase is Phase.COMBAT:
            assert self.quest is not None
            return self.quest.line[self.quest.turn].seat
        return self.waiting[0] if self.waiting else None


def replace_at(items: tuple[T, ...], index: int, item: T) -> tuple[T, ...]:
    return items[:index] + (item,) + items[index + 1:]


def without_at(items: tuple[T, ...], index: int) -> tuple[T, ...]:
    return items[:index] + items[index + 1:]
