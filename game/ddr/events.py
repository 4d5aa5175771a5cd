"""DDR: The Card Game — what happens, as facts the table animates and the log narrates."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.contract import Event
from game.ddr.cards import card_label
from game.ddr.content import catalogue
from game.ddr.notation import place


def _cards(cards: tuple[str, ...]) -> str:
    return ", ".join(card_label(c) for c in cards)


@dataclass(frozen=True)
class SongChosen(Event):
    seat: int
    song: str

    def text(self, names: tuple[str, ...]) -> str:
        song = catalogue().song(self.song)
        return f"{names[self.seat]} will dance {song.title} ({song.difficulty.title})."


@dataclass(frozen=True)
class FirstDancer(Event):
    barrier: ClassVar[bool] = True  # drawn by lot
    seat: int

    def text(self, names: tuple[str, ...]) -> str:
        return f"{names[self.seat]} goes first; play passes to the right."


def _count(count: int) -> str:
    return f"{count} card{'s' * (count != 1)}"


@dataclass(frozen=True)
class _OwnCards(Event):
    """Cards that move between a hand and the deck: only their holder sees which ones
    (`cards` is None in what the others see); every move reveals or shuffles something."""

    barrier: ClassVar[bool] = True
    seat: int
    cards: tuple[str, ...] | None
    count: int

    def redacted(self) -> Event:
        return type(self)(self.seat, None, self.count)


@dataclass(frozen=True)
class HandDealt(_OwnCards):
    def text(self, names: tuple[str, ...]) -> str:
        if self.cards is None:
            return f"{names[self.seat]} is dealt {_count(self.count)}."
        return f"{names[self.seat]} is dealt {_cards(self.cards)}."


@dataclass(frozen=True)
class TurnBegan(Event):
    seat: int
    number: int

    def text(self, names: tuple[str, ...]) -> str:
        return f"Turn {self.number}: {names[self.seat]}."


@dataclass(frozen=True)
class CardsDrawn(_OwnCards):
    def text(self, names: tuple[str, ...]) -> str:
        if self.cards is None:
            return f"{names[self.seat]} draws {_count(self.count)}."
        return f"{names[self.seat]} draws {_cards(self.cards)}."


@dataclass(frozen=True)
class CardsShuffledBack(_OwnCards):
    def text(self, names: tuple[str, ...]) -> str:
        if self.count == 0:
            return f"{names[self.seat]} keeps the hand as it is."
        if self.cards is None:
            return f"{names[self.seat]} shuffles {_count(self.count)} back."
        return f"{names[self.seat]} shuffles {_cards(self.cards)} back."


@dataclass(frozen=True)
class StepLaid(Event):
    seat: int      # who played the card
    owner: int     # whose song it lies on
    slot: int
    part: int
    card: str
    how: str       # "step", "restep", "beat", "attach", "interference"

    def text(self, names: tuple[str, ...]) -> str:
        who, card = names[self.seat], card_label(self.card)
        where = place(self.slot, self.part)
        if self.how == "beat":
            return f"{who} beats {names[self.owner]}: {card} as their step {where}."
        if self.how == "restep":
            return f"{who} steps {card} onto the Quick Restep at {where}."
        if self.how == "attach":
            return f"{who} hangs {card} on the double of step {self.slot + 1}."
        if self.how == "interference":
            return f"{who} lays {card} as step {where} (a misstep unless fixed)."
        return f"{who} steps {card} as step {where}."


@dataclass(frozen=True)
class LinkPlayed(Event):
    barrier: ClassVar[bool] = False
    seat: int
    owner: int
    slot: int
    part: int
    card: str
    discarded: str | None = None   # the Step card a Quick Restep sent back to the deck

    def text(self, names: tuple[str, ...]) -> str:
        who, card = names[self.seat], card_label(self.card)
        song = "their" if self.owner == self.seat else f"{names[self.owner]}'s"
        line = f"{who} plays {card} on {song} step {place(self.slot, self.part)}"
        if self.discarded is not None:
            line += f", shuffling {card_label(self.discarded)} back into the deck"
        return line + "."


@dataclass(frozen=True)
class StepShuffledBack(Event):
    """A Quick Restep sends the step card it replaces into the deck at a random depth."""

    barrier: ClassVar[bool] = True  # chance: where the card lies in the deck
    seat: int
    card: str

    def text(self, names: tuple[str, ...]) -> str:
        return f"{card_label(self.card)} is shuffled back into the deck."


@dataclass(frozen=True)
class SongTurnedUp(Event):
    """Hidden is over: the owner may look at their own song again."""

    barrier: ClassVar[bool] = True  # shows the owner their song
    seat: int
    song: str

    def text(self, names: tuple[str, ...]) -> str:
        song = catalogue().song(self.song)
        return f"{names[self.seat]}'s song turns face up again: {song.title}."


HIDDEN_EFFECT = "what it does to their face-down song stays hidden from them."


@dataclass(frozen=True)
class Interfered(Event):
    """An Interference resolved. When the target's song lies face down to them (Hidden),
    they are told which card was played but not what it did to their chart: the words
    (and the chart changes) would tell them their song."""

    seat: int
    target: int
    card: str
    effect: str                                   # what it did, in words
    changes: tuple[tuple[int, str, str], ...] = ()  # (step, chart before, chart after)
    blind: int | None = None                      # the target, while their song is hidden

    def text(self, names: tuple[str, ...]) -> str:
        return f"{names[self.seat]} plays {card_label(self.card)} on {names[self.target]}: {self.effect}"

    def visible_to(self, seat: int | None) -> bool:
        return seat != self.blind

    def redacted(self) -> Event:
        return Interfered(self.seat, self.target, self.card, HIDDEN_EFFECT, (), self.blind)


@dataclass(frozen=True)
class TurnEnded(Event):
    seat: int

    def text(self, names: tuple[str, ...]) -> str:
        return f"{names[self.seat]} ends the turn."


@dataclass(frozen=True)
class TieBreakDraw(Event):
    barrier: ClassVar[bool] = True
    seat: int
    card: str
    points: int

    def text(self, names: tuple[str, ...]) -> str:
        return (f"Tie-break: {names[self.seat]} draws {card_label(self.card)} "
                f"({self.points:+d}).")


@dataclass(frozen=True)
class GameEnded(Event):
    """The music stops and every song is scored. An undo barrier: the totals tell what was
    hidden (a song still face down to its owner) and the game is decided."""

    barrier: ClassVar[bool] = True
    reason: str
    finisher: int | None
    song_scores: tuple[int, ...]
    missteps: tuple[int, ...]
    totals: tuple[int, ...]
    winners: tuple[int, ...]

    def text(self, names: tuple[str, ...]) -> str:
        if self.finisher is not None:
            head = f"{names[self.finisher]} lays the 16th step: the song is over."
        elif self.reason == "stalled":
            head = "A full round without a card laid: the music stops."
        else:
            head = "The draw deck has run dry: the music stops."
        scores = "; ".join(f"{names[s]} {self.totals[s]} ({self.missteps[s]} misstep{'s' * (self.missteps[s] != 1)})"
                           for s in range(len(self.totals)))
        winners = " and ".join(names[w] for w in self.winners)
        return f"{head} {scores}. {winners} win{'s' * (len(self.winners) == 1)}!"
