"""Dance Card! (`shared/seeds/001_73f120c87acf16e3.txt`): the state, its steps and the actions.

Everything is a frozen value. Students, locations and cards are small numbers (see
`roster.py`). A turn is driven by an agenda: a queue of steps, some resolved by the
engine on its own (turn the dial, reveal a Mix It Up! card, carry out an effect) and
some waiting for a seat's decision (the action phase, the dice windows of a dance, a
choice a card asks for). The first step of the agenda says who acts.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any, TypeVar

from game.core.actions import Act, act
from game.core.chance import Chance
from game.core.contract import Event, Outcome
from game.dance_card.content import Effect, Face
from game.dance_card.edition import BASE, Edition
from game.dance_card.mode import Mode

T = TypeVar("T")


def evolve(value: T, **changes: Any) -> T:
    """A copy of a frozen value with some fields changed: `dataclasses.replace` without
    its per-call introspection (the AI applies hundreds of thousands of actions)."""
    copy = object.__new__(type(value))
    copy.__dict__.update(value.__dict__)
    copy.__dict__.update(changes)
    return copy


NONE, SUCCESS, FAILURE = 0, 1, 2          # a Partner portrait's status token
MOVE, DANCE, CHAT, NERVE, ANY = range(5)  # indices of free-action credits
ACTION_NAMES = ("move", "dance", "chat", "nerve", "any")
ACTIONS_PER_TURN = 2


class Step(enum.Enum):
    """What the first entry of the agenda asks for. Decisions wait for `seat`."""

    # decisions
    MAIN = "main"              # the Action Phase: actions, free actions, `end`
    POOL = "pool"              # a dance's dice are gathered; before-roll cards, then `roll`
    ROLL = "roll"              # the dice have landed; after-roll cards, then `keep`
    REROLL = "reroll"          # pick up to `amount` dice, then `roll` them again
    SONG = "song"              # the Song Die came up wild: pick the song's colour
    RETUNE = "retune"          # Raj may turn the Song Die (between Spin and Action Phase)
    SPARK_MOVE = "spark_move"  # Feel the Beat!'s Spark!: bring one song-coloured student
    ALL_MOVE = "all_move"      # an ALL free-Move icon: another player's free Move now
    CARRY = "carry"            # Maxine moved: take one student along, or not
    GIVE_UP = "give_up"        # a card makes this seat ditch one Smooth Moves! card
    HOWIE_DITCH = "howie_ditch"  # Howie drew two: ditch `amount` cards
    AUSTIN = "austin"          # Austin failed: a free Nerve right here, or not
    CLEAR = "clear"            # ditch one Failure Token of this seat's choice
    DIAL = "dial"              # the first player chooses the Spin Dial (Deluxe Edition)
    LAND = "land"              # Joe comes down from the Music Rules! card onto a Dance Floor
    # automatic
    TURN_START = "turn_start"
    SPIN = "spin"
    EFFECT = "effect"
    ACTION_PHASE = "action_phase"
    TURN_END = "turn_end"
    ROUND_REVEAL = "round_reveal"
    START_DANCE = "start_dance"  # Benjamin's free Dance, once Maxine's carry is settled


DECISIONS = frozenset({Step.MAIN, Step.POOL, Step.ROLL, Step.REROLL, Step.SONG, Step.RETUNE,
                       Step.SPARK_MOVE, Step.ALL_MOVE, Step.CARRY, Step.GIVE_UP,
                       Step.HOWIE_DITCH, Step.AUSTIN, Step.CLEAR, Step.DIAL, Step.LAND})


@dataclass(frozen=True)
class Task:
    """One agenda entry: a step, whose it is, and what it needs."""

    step: Step
    seat: int
    effect: Effect | None = None
    source: str = ""                  # the card or ability behind it, for the log
    amount: int = 0
    data: tuple[int, ...] = ()
    spark: str = ""                   # an EFFECT fired by a Spark! icon: whose ("music", …)


@dataclass(frozen=True)
class Seat:
    """A player's Dance Card and hand."""

    student: int
    status: tuple[int, int, int] = (NONE, NONE, NONE)
    chats: tuple[bool, ...] = (False,) * 6          # Contact c of Partner p at 2p + c
    crush_chats: tuple[bool, bool, bool] = (False, False, False)  # Kate's ability
    hand: tuple[int, ...] = ()                      # card codes, kept sorted
    showstoppers: tuple[int, ...] = ()              # Mix It Up! indices beside the card
    extra_friends: tuple[int, ...] = ()             # Zoe's selfie friends
    personal_deck: tuple[int, ...] = ()             # Felicity's Shōjo! cards, top first

    @property
    def successes(self) -> int:
        return self.status.count(SUCCESS)

    @property
    def failures(self) -> int:
        return self.status.count(FAILURE)


@dataclass(frozen=True)
class Turn:
    """What the active player has left this turn."""

    actions: int = ACTIONS_PER_TURN
    free: tuple[int, int, int, int, int] = (0, 0, 0, 0, 0)  # by MOVE … ANY
    used: tuple[str, ...] = ()                             # once-per-turn powers spent

    def count(self, power: str) -> int:
        return self.used.count(power)

    def spend(self, kind: int) -> Turn:
        """Pay for an action of `kind`: its own free credit, then a free action of any
        kind, then one of the two actions (free credits vanish at the end of the turn,
        so spending them first never loses anything)."""
        if self.free[kind] > 0:
            return evolve(self, free=_bump(self.free, kind, -1))
        if self.free[ANY] > 0:
            return evolve(self, free=_bump(self.free, ANY, -1))
        return evolve(self, actions=self.actions - 1)

    def can_pay(self, kind: int) -> bool:
        return self.free[kind] > 0 or self.free[ANY] > 0 or self.actions > 0

    def gain(self, kind: int, amount: int = 1) -> Turn:
        return evolve(self, free=_bump(self.free, kind, amount))

    def note(self, power: str) -> Turn:
        return evolve(self, used=self.used + (power,))


def _bump(values: tuple[int, int, int, int, int], index: int,
          delta: int) -> tuple[int, int, int, int, int]:
    out = list(values)
    out[index] += delta
    return (out[0], out[1], out[2], out[3], out[4])


@dataclass(frozen=True)
class PoolDie:
    colour: str
    source: str  # where it came from, in words ("automatic", "Friend Yvette", …)


@dataclass(frozen=True)
class Roll:
    """A dance in progress: the pool, then the dice as they landed and what changed them."""

    seat: int
    partner: int                       # the Partner's slot (0–2) on the Dance Card
    floor: int
    pool: tuple[PoolDie, ...]
    missing: tuple[PoolDie, ...] = ()  # dice the pool earned but the box had no more of
    faces: tuple[Face | None, ...] = ()  # after rolling; None: a ditched result
    bonus: int = 0                     # added to the total (Slay!, Eliot's +3, …)
    icons: tuple[str, ...] = ()        # icons added (Lime!, Marty)
    used: tuple[str, ...] = ()         # once-per-roll powers spent
    picks: tuple[int, ...] = ()        # dice chosen for a reroll

    @property
    def rolled(self) -> bool:
        return bool(self.faces)


@dataclass(frozen=True)
class State:
    chance: Chance
    mode: Mode
    seats: tuple[Seat, ...]
    positions: tuple[int, ...]          # each student's location
    chaperones: tuple[tuple[int, int], ...] = ()  # (chaperone index, location)
    challenges: tuple[int, ...] = ()    # general Challenge! cards in play
    smooth_deck: tuple[int, ...] = ()
    smooth_ditch: tuple[int, ...] = ()
    mix_deck: tuple[int, ...] = ()
    mix_ditch: tuple[int, ...] = ()
    song_face: int = -1                 # -1: the Song Die has not been rolled yet
    song_colour: str = ""
    dial: int = -1                      # -1: before the first turn's START
    active: int = 0
    turn_number: int = 0
    turn: Turn = Turn()
    roll: Roll | None = None
    agenda: tuple[Task, ...] = ()
    set_aside: tuple[int, ...] = ()     # students whose Dance Cards nobody may play
    selfies: tuple[int, ...] = ()       # locations holding a Selfie token
    shojo_gone: tuple[int, ...] = ()    # Shōjo! cards played (they leave the game)
    ending: Outcome | None = None
    edition: Edition = BASE             # the Deluxe Edition's modules in play (none: base game)
    # What the set-up and the first Spin Phase did, for the table to animate; not part of
    # the game's position, so it takes no part in comparisons.
    opening: tuple[Event, ...] = field(default=(), compare=False, repr=False)

    @property
    def seat_count(self) -> int:
        return len(self.seats)

    def seat_of(self, student: int) -> int | None:
        for index, seat in enumerate(self.seats):
            if seat.student == student:
                return index
        return None

    def at(self, location: int) -> tuple[int, ...]:
        return tuple(s for s, here in enumerate(self.positions) if here == location)

    def with_seat(self, index: int, seat: Seat) -> State:
        return evolve(self, seats=self.seats[:index] + (seat,) + self.seats[index + 1:])

    def moved(self, student: int, location: int) -> State:
        positions = self.positions
        return evolve(self, positions=positions[:student] + (location,) + positions[student + 1:])


END, ROLL_DICE, KEEP, PASS, NERVE_ACT = act("end"), act("roll"), act("keep"), act("pass"), act("nerve")
