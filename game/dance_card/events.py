"""Dance Card! (`shared/seeds/001_73f120c87acf16e3.txt`): what happens, as facts for the table and the log.

Events carry numbers (students, locations, card codes) and narrate themselves with the
roster's names. Rolls, shuffles and reveals are undo barriers; a card drawn into a
hidden hand is private to its holder.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.contract import Event
from game.dance_card.content import Face
from game.dance_card.mode import DanceEnd, Mode
from game.dance_card.roster import roster
from game.dance_card.state import PoolDie


def _who(names: tuple[str, ...], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else f"Seat {seat + 1}"


def _cards(codes: tuple[int, ...]) -> str:
    r = roster()
    return ", ".join(r.card(c).name for c in codes)


@dataclass(frozen=True)
class GameSetUp(Event):
    barrier: ClassVar[bool] = True  # the students are placed at random, decks shuffled
    students: tuple[int, ...]       # each seat's Student
    positions: tuple[int, ...]
    mode: Mode

    def text(self, names: tuple[str, ...]) -> str:
        r = roster()
        who = "; ".join(f"{_who(names, s)} is {r.name(st)}" for s, st in enumerate(self.students))
        return f"A {self.mode.value} dance begins: {who}. The students are scattered around the gym."


@dataclass(frozen=True)
class TurnStarted(Event):
    seat: int
    number: int

    def text(self, names: tuple[str, ...]) -> str:
        return f"Turn {self.number}: {_who(names, self.seat)}."


@dataclass(frozen=True)
class DialTurned(Event):
    seat: int
    position: int
    label: str
    skipped: bool = False

    def text(self, names: tuple[str, ...]) -> str:
        skip = " (skipping the 3-player icon)" if self.skipped else ""
        return f"{_who(names, self.seat)} turns the Spin Dial{skip}: {self.label}."


@dataclass(frozen=True)
class SongRolled(Event):
    barrier: ClassVar[bool] = True
    seat: int
    face: int
    colour: str
    symbol: str

    def text(self, names: tuple[str, ...]) -> str:
        if self.colour == "choose":
            return f"The Song Die shows the wild face ({self.symbol}): the song's colour is picked."
        return f"The Song Die shows {self.colour} ({self.symbol})."


@dataclass(frozen=True)
class SongSet(Event):
    seat: int
    colour: str
    source: str

    def text(self, names: tuple[str, ...]) -> str:
        return f"{_who(names, self.seat)} sets the song to {self.colour} ({self.source})."


@dataclass(frozen=True)
class CardsDrawn(Event):
    barrier: ClassVar[bool] = True  # a hidden card is seen: no taking back what led to it
    seat: int
    count: int
    cards: tuple[int, ...] | None
    source: str

    def text(self, names: tuple[str, ...]) -> str:
        what = _cards(self.cards) if self.cards else f"{self.count} card{'s' * (self.count != 1)}"
        return f"{_who(names, self.seat)} draws {what} ({self.source})."

    def redacted(self) -> Event:
        return CardsDrawn(self.seat, self.count, None, self.source)


@dataclass(frozen=True)
class DeckReshuffled(Event):
    barrier: ClassVar[bool] = True
    count: int

    def text(self, names: tuple[str, ...]) -> str:
        return f"The Smooth Moves! deck ran out: the {self.count} ditched cards are shuffled into a new deck."


@dataclass(frozen=True)
class CardPlayed(Event):
    seat: int
    card: int
    detail: str = ""

    def text(self, names: tuple[str, ...]) -> str:
        extra = f": {self.detail}" if self.detail else ""
        return f"{_who(names, self.seat)} plays {_cards((self.card,))}{extra}."


@dataclass(frozen=True)
class CardDitched(Event):
    seat: int
    card: int
    reason: str

    def text(self, names: tuple[str, ...]) -> str:
        return f"{_who(names, self.seat)} ditches {_cards((self.card,))} ({self.reason})."


@dataclass(frozen=True)
class FreeActionsGained(Event):
    seat: int
    action: str
    amount: int
    source: str

    def text(self, names: tuple[str, ...]) -> str:
        what = f"{self.amount} free {self.action.capitalize()}" + ("s" if self.amount != 1 else "")
        if self.action == "any":
            what = f"{self.amount} free action{'s' * (self.amount != 1)} of any kind"
        return f"{_who(names, self.seat)} gains {what} ({self.source})."


@dataclass(frozen=True)
class StudentMoved(Event):
    student: int
    origin: int
    destination: int
    cause: str

    def text(self, names: tuple[str, ...]) -> str:
        r = roster()
        return (f"{r.name(self.student)} moves from the {r.place(self.origin)} to the "
                f"{r.place(self.destination)} ({self.cause}).")


@dataclass(frozen=True)
class ChaperoneMoved(Event):
    chaperone: int
    origin: int
    destination: int

    def text(self, names: tuple[str, ...]) -> str:
        r = roster()
        return (f"{r.content.chaperones[self.chaperone].name} walks from the "
                f"{r.place(self.origin)} to the {r.place(self.destination)}.")


@dataclass(frozen=True)
class PoolGathered(Event):
    seat: int
    partner: int          # the Partner's student index
    pool: tuple[PoolDie, ...]
    missing: tuple[PoolDie, ...]

    def text(self, names: tuple[str, ...]) -> str:
        r = roster()
        dice = "; ".join(f"{d.colour} ({d.source})" for d in self.pool)
        none = ""
        if self.missing:
            none = " No die left in the box for: " + "; ".join(
                f"{d.colour} ({d.source})" for d in self.missing) + "."
        return f"{_who(names, self.seat)} dances with {r.name(self.partner)}. Dice: {dice}.{none}"


@dataclass(frozen=True)
class DiceRolled(Event):
    barrier: ClassVar[bool] = True
    seat: int
    dice: tuple[int, ...]        # which dice of the pool were (re)rolled
    faces: tuple[Face | None, ...]  # the whole roll afterwards

    def text(self, names: tuple[str, ...]) -> str:
        shown = ", ".join("—" if f is None else str(f) for f in self.faces)
        return f"{_who(names, self.seat)} rolls: {shown}."


@dataclass(frozen=True)
class RollChanged(Event):
    seat: int
    source: str
    detail: str

    def text(self, names: tuple[str, ...]) -> str:
        return f"{self.source}: {self.detail}."


@dataclass(frozen=True)
class DanceScored(Event):
    seat: int
    partner: int
    success: bool
    total: int
    icons: tuple[str, ...]
    number: int
    needed: tuple[str, ...]

    def text(self, names: tuple[str, ...]) -> str:
        r = roster()
        got = f"{self.total}" + (f" with {', '.join(self.icons)}" if self.icons else "")
        need = f"{self.number}" + (f" and {', '.join(self.needed)}" if self.needed else "")
        verdict = "a Success Token" if self.success else "a Failure Token"
        return (f"{_who(names, self.seat)} scores {got} against {need}: {verdict} on "
                f"{r.name(self.partner)}.")


@dataclass(frozen=True)
class ChatTokenPlaced(Event):
    seat: int
    contact: int
    colour: str
    via: int = -1

    def text(self, names: tuple[str, ...]) -> str:
        r = roster()
        via = f" (through {r.name(self.via)})" if self.via >= 0 else ""
        return f"{_who(names, self.seat)} chats with {r.name(self.contact)}{via}: a {self.colour} Chat Token."


@dataclass(frozen=True)
class FailuresCleared(Event):
    seat: int
    partners: tuple[int, ...]
    drawn: int
    source: str

    def text(self, names: tuple[str, ...]) -> str:
        r = roster()
        who = ", ".join(r.name(p) for p in self.partners)
        return f"{_who(names, self.seat)} shakes off the Failure Token on {who} ({self.source})."


@dataclass(frozen=True)
class MixItUpRevealed(Event):
    barrier: ClassVar[bool] = True
    seat: int
    card: int
    left: int

    def text(self, names: tuple[str, ...]) -> str:
        card = roster().mix[self.card]
        return f"Mix It Up!: {card.name} — {card.text} ({self.left} left in the deck)"


@dataclass(frozen=True)
class ShowstopperKept(Event):
    seat: int
    card: int

    def text(self, names: tuple[str, ...]) -> str:
        return f"{_who(names, self.seat)} keeps the Showstopper {roster().mix[self.card].name} beside their Dance Card."


@dataclass(frozen=True)
class SparkFired(Event):
    """One face-up Spark! effect fires (the dial showed a Spark! icon): the Music Rules!
    card's, a Chaperone's or a Showstopper's. What it does follows as its own events."""

    seat: int           # the active player
    source: str         # "music", "chaperone" or "showstopper"
    name: str           # the card's (or Chaperone's) name
    detail: str         # its Spark! text
    owner: int = -1     # the Chaperone's index, or the seat keeping the Showstopper

    def text(self, names: tuple[str, ...]) -> str:
        return f"{self.name} — {self.detail}"


@dataclass(frozen=True)
class DialChosen(Event):
    seat: int
    dial: int           # index into the content's Spin Dials

    def text(self, names: tuple[str, ...]) -> str:
        name = roster().content.spin_dials[self.dial].name
        return f"{_who(names, self.seat)} chooses the {name} Spin Dial."


@dataclass(frozen=True)
class FailureAvoided(Event):
    """A failed dance that places no Failure Token (Shake it Off!)."""

    seat: int
    partner: int        # the Partner's student index
    source: str

    def text(self, names: tuple[str, ...]) -> str:
        return (f"{self.source}: no Failure Token on {roster().name(self.partner)} — "
                f"{_who(names, self.seat)} may try again.")


@dataclass(frozen=True)
class TurnCutShort(Event):
    """An ability ends the turn at once (Joe going up onto the Music Rules! card)."""

    seat: int
    source: str

    def text(self, names: tuple[str, ...]) -> str:
        return f"{self.source}: {_who(names, self.seat)}'s turn ends here."


@dataclass(frozen=True)
class SelfieTaken(Event):
    seat: int
    location: int
    students: tuple[int, ...]

    def text(self, names: tuple[str, ...]) -> str:
        r = roster()
        who = " and ".join(r.name(s) for s in self.students)
        return f"{_who(names, self.seat)} snaps a Selfie! at the {r.place(self.location)} with {who}."


@dataclass(frozen=True)
class TurnEnded(Event):
    seat: int

    def text(self, names: tuple[str, ...]) -> str:
        return f"{_who(names, self.seat)} ends their turn."


@dataclass(frozen=True)
class GameEnded(Event):
    winners: tuple[int, ...]
    how: DanceEnd
    summary: str

    def text(self, names: tuple[str, ...]) -> str:
        return self.summary
