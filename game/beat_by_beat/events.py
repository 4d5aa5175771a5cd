"""What happens in Beat by Beat, as facts the table animates and the log narrates.

Hidden facts (a committed move, a recovery choice, cards drawn, a card rejected from a
draft, a card refined face down) are private to their seat; the others get the redacted version. Reveals,
shuffles and draws are undo barriers.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import ClassVar

from game.beat_by_beat.content import catalogue
from game.beat_by_beat.scoring import RoundScore
from game.core.commit import Committed, Revealed
from game.core.contract import Event


def card_name(card: str | None) -> str:
    return "a card" if card is None else catalogue().moves[card].name


def _cards(cards: tuple[str, ...] | None, count: int) -> str:
    if cards is None:
        return f"{count} card{'s' if count != 1 else ''}"
    return ", ".join(card_name(c) for c in cards) or "nothing"


@dataclass(frozen=True)
class Drew(Event):
    barrier: ClassVar[bool] = True  # chance: nobody knew the cards
    seat: int
    cards: tuple[str, ...] | None
    count: int
    source: str   # "deck" or "pool"

    def text(self, names: tuple[str, ...]) -> str:
        where = "the Common Move Pool" if self.source == "pool" else "their deck"
        return f"{names[self.seat]} draws {_cards(self.cards, self.count)} from {where}."

    def redacted(self) -> Event:
        return Drew(self.seat, None, self.count, self.source)


class Pile(enum.Enum):
    """What a shuffle gathers; the value is how the log says it."""

    DECK = "their deck"                                          # a dancer's deck, at the start
    DISCARD = "their discard pile into a new deck"               # a dancer drawing from an empty deck
    EVERYTHING = "hand, discard and phrase into their deck"      # a dancer's cards, between rounds
    COMMON = "the common discard into the Common Move Pool"      # the dealer refilling the pool


@dataclass(frozen=True)
class Shuffled(Event):
    barrier: ClassVar[bool] = True
    seat: int | None   # None: the dealer (the common discard into the pool)
    pile: Pile

    def text(self, names: tuple[str, ...]) -> str:
        who = "The dealer" if self.seat is None else names[self.seat]
        return f"{who} shuffles {self.pile.value}."


@dataclass(frozen=True)
class Rejected(Event):
    seat: int
    card: str | None

    def text(self, names: tuple[str, ...]) -> str:
        return f"{names[self.seat]} puts {card_name(self.card)} face down on the common discard."

    def redacted(self) -> Event:
        return Rejected(self.seat, None)


@dataclass(frozen=True)
class JudgeChosen(Event):
    seat: int
    judge: str

    def text(self, names: tuple[str, ...]) -> str:
        return f"{names[self.seat]} dances for {catalogue().judges[self.judge].name}."


@dataclass(frozen=True)
class MoveCommitted(Committed[str]):
    def text(self, names: tuple[str, ...]) -> str:
        return f"{names[self.seat]} lays {card_name(self.choice)} face down."


@dataclass(frozen=True)
class MovesRevealed(Revealed[str]):
    def text(self, names: tuple[str, ...]) -> str:
        shown = "; ".join(f"{names[s]}: {card_name(c)}" for s, c in self.choices)
        return f"The moves turn over: {shown}."


@dataclass(frozen=True)
class Executed(Event):
    seat: int
    card: str
    discount: int
    owed: int
    success: bool

    def text(self, names: tuple[str, ...]) -> str:
        who, what = names[self.seat], card_name(self.card)
        if not self.success:
            return f"{who} cannot pay {self.owed} for {what}: the move fails (face down)."
        cost = f"discount {self.discount}, " if self.discount else ""
        return f"{who} executes {what} ({cost}{self.owed} to discard)."


@dataclass(frozen=True)
class Paid(Event):
    seat: int
    card: str

    def text(self, names: tuple[str, ...]) -> str:
        return f"{names[self.seat]} discards {card_name(self.card)}."


@dataclass(frozen=True)
class CrowdFavor(Event):
    winners: tuple[int, ...]
    matchers: tuple[int, ...]
    reason: str

    def text(self, names: tuple[str, ...]) -> str:
        if not self.winners:
            return f"Nobody wins the crowd ({self.reason})."
        line = " and ".join(names[s] for s in self.winners) + f" win{'s' if len(self.winners) == 1 else ''} the crowd"
        if self.matchers:
            line += "; " + " and ".join(names[s] for s in self.matchers) + \
                (" match the style" if len(self.matchers) > 1 else " matches the style")
        return line + "."


@dataclass(frozen=True)
class RecoveryCommitted(Committed[tuple[str, ...]]):
    def text(self, names: tuple[str, ...]) -> str:
        chosen = " and ".join(self.choice) if self.choice else "a recovery"
        return f"{names[self.seat]} chooses {chosen} in secret."


@dataclass(frozen=True)
class RecoveryRevealed(Revealed[tuple[str, ...]]):
    def text(self, names: tuple[str, ...]) -> str:
        return "Recovery: " + "; ".join(f"{names[s]} {' and '.join(c)}" for s, c in self.choices) + "."


@dataclass(frozen=True)
class BonusRecovery(Event):
    seat: int
    action: str

    def text(self, names: tuple[str, ...]) -> str:
        return f"The Rhythm card gives {names[self.seat]} a bonus {self.action}."


@dataclass(frozen=True)
class Refined(Event):
    """A card refined face down onto the common discard: its owner alone sees which; every
    seat sees where it came from."""

    seat: int
    card: str | None
    zone: str

    def text(self, names: tuple[str, ...]) -> str:
        where = "hand" if self.zone == "hand" else "discard pile"
        return (f"{names[self.seat]} refines {card_name(self.card)} out of their {where}, "
                "face down onto the common discard.")

    def redacted(self) -> Event:
        return Refined(self.seat, None, self.zone)


EFFECT_WORDS = {"encore": "Encore: draws a card", "momentum": "Momentum: the next move costs 1 less",
                "polish": "Polish: a bonus Refinement", "muse": "Muse: a bonus Inspiration"}


@dataclass(frozen=True)
class MoveEffect(Event):
    """A successful move's effect (option Move Bonus Effects) acting."""

    seat: int
    card: str
    effect: str

    def text(self, names: tuple[str, ...]) -> str:
        return f"{names[self.seat]}'s {card_name(self.card)} — {EFFECT_WORDS[self.effect]}."


@dataclass(frozen=True)
class Shortage(Event):
    needed: int
    available: int

    def text(self, names: tuple[str, ...]) -> str:
        return (f"The pool holds {self.available} cards for {self.needed}: no Inspiration "
                "resolves this beat.")


@dataclass(frozen=True)
class RoundScored(Event):
    """A round's score, part by part (the table shows it over the phrases that made it)."""

    score: RoundScore

    def text(self, names: tuple[str, ...]) -> str:
        r = self.score
        parts = []
        for seat, name in enumerate(names[:len(r.bonuses)]):
            line = (f"{name} +{r.total(seat)} (bonuses {r.bonuses[seat]}, "
                    f"{r.favors[seat]} crowd win{'s' if r.favors[seat] != 1 else ''} "
                    f"+{r.placement[seat]}")
            if r.crowd and r.crowd[seat]:
                line += f", crowd bonus +{r.crowd[seat]}"
            if r.ongoing[seat]:
                line += f", Judges' benefits +{r.ongoing[seat]}"
            parts.append(line + ")")
        return f"End of round {r.round}: " + "; ".join(parts) + "."


@dataclass(frozen=True)
class JudgeClaimed(Event):
    seat: int
    judge: str
    points: int

    def text(self, names: tuple[str, ...]) -> str:
        return (f"{names[self.seat]} wins over {catalogue().judges[self.judge].name} "
                f"(+{self.points}).")


@dataclass(frozen=True)
class GameEnded(Event):
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    tie_break: bool

    def text(self, names: tuple[str, ...]) -> str:
        who = " and ".join(names[s] for s in self.winners)
        how = " on the smaller deck" if self.tie_break else ""
        return f"The show is over: {who} win{'s' if len(self.winners) == 1 else ''}{how}."


@dataclass(frozen=True)
class StumblesRunOut(Event):
    """Every Stumble of the supply is out (in the dancers' decks, the pool or the common
    discard) and one more is needed: the game goes on with one lent from outside the supply
    (docs/rules/beat_by_beat.md, Decision 8)."""

    seat: int
    supply: int

    def text(self, names: tuple[str, ...]) -> str:
        return (f"All {self.supply} Stumbles are out of the supply; {names[self.seat]} "
                "takes one more from outside it.")
