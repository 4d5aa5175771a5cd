"""Dancing Queen's state, actions and their notation: plain frozen values."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from game.core.actions import Action
from game.core.chance import Chance
from game.core.commit import Commitments
from game.dancing_queen.cards import Gender

LETTERS = "abcd"
TROPHIES_TO_WIN = 4
MAX_DANCERS = 4


class Phase(enum.Enum):
    OPENING = "opening"    # both seats commit a lead dancer, the microphone first
    TURN = "turn"          # draw or not
    PLACE = "place"        # play the drawn card as lead or support, choosing its gender
    ROTATE = "rotate"      # the played half's rotate power: turn a dancer or keep
    ANSWER = "answer"      # after a pass with even counts: the opponent may draw
    CLOSE = "close"        # the passer ends the round or draws after all
    OVER = "over"


class Role(enum.Enum):
    LEAD = "lead"
    SUPPORT = "support"


@dataclass(frozen=True)
class Ref:
    """A dancer in play: its seat and the order it entered this round (a = first)."""

    seat: int
    number: int

    def __str__(self) -> str:
        return f"{self.seat}{LETTERS[self.number]}"


@dataclass(frozen=True)
class Dancer:
    card: int
    gender: Gender


class Verb(enum.Enum):
    DRAW = "draw"
    PASS = "pass"
    END = "end"
    PLACE = "place"
    ROTATE = "rotate"
    KEEP = "keep"


@dataclass(frozen=True)
class Move(Action):
    """One Dancing Queen action. Notation: draw, pass, end, keep, `lead girl`,
    `support boy`, `rotate 1b` (seat 1's second dancer of the round). `kind` is what the
    move does; `verb` and `args` (the notation's words) are derived from the fields."""

    kind: Verb
    role: Role | None = None
    gender: Gender | None = None
    target: Ref | None = None

    @property
    def verb(self) -> str:
        if self.kind is Verb.PLACE:
            assert self.role is not None
            return self.role.value
        return str(self.kind.value)

    @property
    def args(self) -> tuple[str, ...]:
        if self.kind is Verb.PLACE:
            assert self.gender is not None
            return (self.gender.value,)
        if self.kind is Verb.ROTATE:
            return (str(self.target),)
        return ()


DRAW, PASS, END, KEEP = Move(Verb.DRAW), Move(Verb.PASS), Move(Verb.END), Move(Verb.KEEP)


def place(role: Role, gender: Gender) -> Move:
    return Move(Verb.PLACE, role, gender)


def rotate(seat: int, number: int) -> Move:
    return Move(Verb.ROTATE, target=Ref(seat, number))


@dataclass(frozen=True)
class RoundResult:
    number: int
    winner: int
    hearts: tuple[int, int]
    leads: tuple[tuple[int, Gender], tuple[int, Gender]]  # revealed lead cards and genders
    by_star: bool
    by_microphone: bool


@dataclass(frozen=True)
class State:
    chance: Chance
    phase: Phase
    actor: int | None
    microphone: int
    round: int
    trophies: tuple[int, int]
    deck: tuple[int, ...]
    dancers: tuple[tuple[Dancer, ...], tuple[Dancer, ...]]
    leads: tuple[int, int]                 # index of each seat's lead in `dancers` (-1: none)
    pairs: tuple[tuple[Ref, Ref], ...]     # partnered support couples, never broken
    hands: tuple[int | None, int | None]   # a dealt or drawn card waiting to be played
    then: Phase = Phase.TURN               # where play goes after the pending card resolves
    passer: int | None = None
    just_played: Ref | None = None
    results: tuple[RoundResult, ...] = ()
    # The round's opening leads, chosen as hidden commitments (game/core/commit.py): each
    # holds the card and the side it faces; None outside the opening.
    opening: Commitments[Dancer] | None = None

    def count(self, seat: int) -> int:
        return len(self.dancers[seat])

    def dancer(self, ref: Ref) -> Dancer:
        return self.dancers[ref.seat][ref.number]

    def lead_ref(self, seat: int) -> Ref | None:
        return Ref(seat, self.leads[seat]) if self.leads[seat] >= 0 else None

    def lone_support(self, seat: int) -> Ref | None:
        """The seat's support dancer without a partner, if any."""
        paired = {ref for couple in self.pairs for ref in couple}
        for number in range(len(self.dancers[seat])):
            ref = Ref(seat, number)
            if number != self.leads[seat] and ref not in paired:
                return ref
        return None
