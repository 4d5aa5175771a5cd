"""What happens in Dancing Queen, as facts the table animates and the log narrates."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.commit import Committed, Revealed
from game.core.contract import Event
from game.dancing_queen.cards import Gender, cards
from game.dancing_queen.state import Dancer, Ref, Role, RoundResult


def _card_name(card: int, gender: Gender) -> str:
    return cards()[card].half(gender).name


@dataclass(frozen=True)
class RoundStarted(Event):
    barrier: ClassVar[bool] = True  # the deck is shuffled
    number: int
    microphone: int

    def text(self, names: tuple[str, ...]) -> str:
        return (f"Round {self.number}: the deck is shuffled; {names[self.microphone]} "
                "holds the microphone.")


@dataclass(frozen=True)
class CardTaken(Event):
    """A card dealt at the start of a round or drawn on a turn; only its taker sees it."""

    barrier: ClassVar[bool] = True
    seat: int
    card: int | None
    dealt: bool = False

    def text(self, names: tuple[str, ...]) -> str:
        verb = "is dealt" if self.dealt else "draws"
        if self.card is None:
            return f"{names[self.seat]} {verb} a card."
        both = cards()[self.card]
        return f"{names[self.seat]} {verb} {both.girl.name} / {both.boy.name}."

    def redacted(self) -> Event:
        return CardTaken(self.seat, None, self.dealt)


@dataclass(frozen=True)
class MicrophonePassed(Event):
    giver: int
    taker: int

    def text(self, names: tuple[str, ...]) -> str:
        return f"{names[self.giver]} hands the microphone to {names[self.taker]}."


@dataclass(frozen=True)
class DancerPlaced(Event):
    """A drawn card enters play face down; its gender is public. An undo barrier: the
    rival learns whether the face it shows carries the rotate power (the same seat acts
    again to use it, or play moves on), which a take-back would let its player re-choose."""

    barrier: ClassVar[bool] = True

    seat: int
    ref: Ref
    role: Role
    gender: Gender | None
    card: int | None
    partner: Ref | None          # the rival dancer it now partners
    demoted: Ref | None = None   # the old lead, now a support
    demoted_partner: Ref | None = None
    secret_gender: bool = False  # an opening lead: the rival sees no gender yet

    def text(self, names: tuple[str, ...]) -> str:
        who = names[self.seat]
        what = f"a {self.gender.value}" if self.gender else "a dancer"
        if self.card is not None and self.gender is not None:
            what += f" ({_card_name(self.card, self.gender)})"
        line = f"{who} plays {what} as {'lead' if self.role is Role.LEAD else 'support'} dancer"
        if self.demoted is not None:
            line += "; the old lead steps back as support"
            if self.demoted_partner is not None:
                line += " and partners a lone support"
        elif self.role is Role.SUPPORT and self.partner is not None:
            line += ", partnering a lone support"
        return line + "."

    def redacted(self) -> Event:
        return DancerPlaced(self.seat, self.ref, self.role,
                            None if self.secret_gender else self.gender, None, self.partner,
                            self.demoted, self.demoted_partner, self.secret_gender)


@dataclass(frozen=True)
class LeadChosen(Committed[Dancer]):
    """An opening lead chosen in secret: its chooser sees it; the rival sees a card go
    down face down and no gender."""

    def text(self, names: tuple[str, ...]) -> str:
        if self.choice is None:
            return f"{names[self.seat]} lays a lead dancer face down."
        half = _card_name(self.choice.card, self.choice.gender)
        return (f"{names[self.seat]} lays {half} face down as lead dancer, "
                f"a {self.choice.gender.value}.")


@dataclass(frozen=True)
class OpeningRevealed(Revealed[Gender]):
    """Both leads turn to face each other: their genders show, their cards stay hidden."""

    @property
    def genders(self) -> tuple[Gender, Gender]:
        shown = dict(self.choices)
        return shown[0], shown[1]

    def text(self, names: tuple[str, ...]) -> str:
        return (f"The lead dancers turn to face each other: {names[0]}'s is a "
                f"{self.genders[0].value}, {names[1]}'s a {self.genders[1].value}.")


@dataclass(frozen=True)
class DancerRotated(Event):
    seat: int
    ref: Ref
    gender: Gender
    lead: bool = False   # the spun dancer is its seat's lead (the log names the role, not the ref)

    def text(self, names: tuple[str, ...]) -> str:
        owner = "their own" if self.ref.seat == self.seat else f"{names[self.ref.seat]}'s"
        role = "lead dancer" if self.lead else "support dancer"
        return f"{names[self.seat]} spins {owner} {role} around: now a {self.gender.value}."


@dataclass(frozen=True)
class Passed(Event):
    seat: int
    ends: bool = False

    def text(self, names: tuple[str, ...]) -> str:
        return f"{names[self.seat]} does not draw" + (" and ends the round." if self.ends else ".")


@dataclass(frozen=True)
class NoInstantWin(Event):
    """Both leads were checked after a rotate power and neither ★ holds. Said when that can
    tell a player something — some card a lead could be, showing its gender, would have won
    on this floor — and then an undo barrier: the player who spun (or kept) may not take it
    back and choose again knowing that the rival's lead is not such a card."""

    barrier: ClassVar[bool] = True

    def text(self, names: tuple[str, ...]) -> str:
        return "No lead dancer's ★ holds on this floor: the dance goes on."


@dataclass(frozen=True)
class RoundWon(Event):
    barrier: ClassVar[bool] = True  # the lead dancers are revealed
    result: RoundResult

    def text(self, names: tuple[str, ...]) -> str:
        r = self.result
        leads = " vs ".join(f"{names[s]}: {_card_name(c, g)}" for s, (c, g) in enumerate(r.leads))
        if r.by_star:
            why = "with an instant win ★"
        else:
            why = f"{r.hearts[r.winner]}♥ to {r.hearts[1 - r.winner]}♥"
            if r.by_microphone:
                why += ", the microphone breaking the tie"
        return f"Leads revealed ({leads}). {names[r.winner]} wins round {r.number} {why}."


@dataclass(frozen=True)
class GameWon(Event):
    seat: int
    trophies: tuple[int, int]

    def text(self, names: tuple[str, ...]) -> str:
        return (f"{names[self.seat]} takes a fourth trophy and is the Dancing Queen "
                f"({self.trophies[0]}–{self.trophies[1]}).")
