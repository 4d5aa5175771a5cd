"""DDR: The Card Game — the state of a game as plain frozen values.

A dancer's song on the table is a row of slots, one per step of their sequence. A slot
holds the card played as that step (a Step card, or an Interference card, which counts
as a step while in play), the Link cards hung on it and the arrows attached to its
Double Step links. Everything is immutable; the rules build new values.
"""

from __future__ import annotations

import enum
from collections import Counter
from dataclasses import dataclass

from game.core.chance import Chance
from game.ddr.cards import DOUBLE, FREEZE, MINE, QUICK_RESTEP
from game.ddr.songs import SONG_LENGTH, ChartStep

HAND_SIZE = 5
NG_LOCK = "ng"          # N.G.: the held step scores -2 whatever happens
SUDDEN_LOCK = "sudden"  # Sudden: the unfinished combination step is a misstep
SUDDEN_UNSEEN = "sudden-unseen"  # the same, laid while the song lay face down to its owner


class Phase(enum.Enum):
    SONG = "song"            # each dancer picks a song, first player first
    OPEN = "open"            # turn step 1: draw a card, or shuffle back up to two and keep
    PLAY = "play"            # turn steps 2-4: a Step, a Link, an Interference (and attaching)
    RECONCILE = "reconcile"  # turn step 5: shuffle one back (six cards) or refill (fewer than five)
    OVER = "over"


class EndReason(enum.Enum):
    SONG_COMPLETE = "song complete"  # someone laid their 16th step
    DECK_OUT = "deck out"            # designed: a turn ended with the draw deck empty
    STALLED = "stalled"              # designed: a full round passed with no card laid


@dataclass(frozen=True)
class Attachment:
    """One Double Step link on a step, and the arrow hung on it (None while open)."""

    card: str | None = None
    restep: bool = False       # a Quick Restep lies here; a card stepped onto it scores 1 less
    restep_turn: int = -1      # the turn the Quick Restep was laid; the restep comes later

    @property
    def open(self) -> bool:
        return self.card is None and not self.restep

    @property
    def waiting(self) -> bool:
        """A Quick Restep lies here with no card on it yet."""
        return self.card is None and self.restep


@dataclass(frozen=True)
class Slot:
    card: str | None            # a Step or Interference card; None while a Quick Restep waits
    placed_by: int              # the seat whose card it is (a Beat places on a rival's song)
    restep: bool = False
    restep_turn: int = -1
    frozen: bool = False
    freeze_first: bool = True   # the freeze came before any Double Step (frozen doubles)
    doubles: tuple[Attachment, ...] = ()
    mined: bool = False
    lock: str | None = None     # NG_LOCK or SUDDEN_LOCK

    @property
    def waiting(self) -> bool:
        return self.card is None

    @property
    def settled(self) -> bool:
        """Mined or locked: nothing more can change what the step scores."""
        return self.mined or self.lock is not None

    def open_attachment(self) -> int | None:
        """Index of the first Double Step still waiting for its free arrow."""
        for index, attachment in enumerate(self.doubles):
            if attachment.open:
                return index
        return None

    def cards(self) -> list[str]:
        """Every card lying in this slot, Link cards included."""
        found = [self.card] if self.card is not None else []
        found += [FREEZE] * self.frozen + [MINE] * self.mined + [QUICK_RESTEP] * self.restep
        for attachment in self.doubles:
            found.append(DOUBLE)
            found += [attachment.card] if attachment.card is not None else []
            found += [QUICK_RESTEP] * attachment.restep
        return found


@dataclass(frozen=True)
class Dancer:
    song: str | None = None
    chart: tuple[ChartStep, ...] = ()   # as interference has changed it
    slots: tuple[Slot, ...] = ()
    hand: tuple[str, ...] = ()          # sorted
    dark_from: int = 0                  # Dark Mini: steps dark_from..dark_until-1 take
    dark_until: int = 0                 #   no Perfect or Great cards
    hidden_until: int = 0               # Hidden: face down to its owner below this many steps
    beat_next: int | None = None        # Beat played: on the next turn, may step on this seat
    beat_now: int | None = None         # this turn, may step on this seat's song

    @property
    def done(self) -> bool:
        return len(self.slots) >= SONG_LENGTH

    @property
    def hidden(self) -> bool:
        return len(self.slots) < self.hidden_until

    def sharp_barred(self, index: int) -> bool:
        """Whether Dark Mini forbids Perfect and Great cards at step `index`."""
        return self.dark_from <= index < self.dark_until

    # fast copies for the hot paths (dataclasses.replace is slow in the bots' inner loop)
    def with_hand(self, hand: tuple[str, ...]) -> Dancer:
        return Dancer(self.song, self.chart, self.slots, hand, self.dark_from, self.dark_until,
                      self.hidden_until, self.beat_next, self.beat_now)

    def with_slots(self, slots: tuple[Slot, ...]) -> Dancer:
        return Dancer(self.song, self.chart, slots, self.hand, self.dark_from, self.dark_until,
                      self.hidden_until, self.beat_next, self.beat_now)

    def next_chart_step(self) -> ChartStep | None:
        index = len(self.slots)
        return self.chart[index] if index < len(self.chart) else None

    def settled_to_owner(self, slot: Slot) -> bool:
        """Whether the owner may lay nothing more on one of their steps. A Sudden lock laid
        while the song lies face down to them does not count until it turns up: whether it
        locked at all tells the chart they may not see (the step stays a misstep for good
        whatever they lay on it; docs/rules/ddr.md, decision 16)."""
        return slot.mined or (slot.lock is not None and not (slot.lock == SUDDEN_UNSEEN and self.hidden))


@dataclass(frozen=True)
class Turn:
    seat: int
    number: int
    phase: Phase
    stepped: bool = False      # step 2 used (a step, a restep or a Beat)
    linked: bool = False       # step 3 used
    interfered: bool = False   # step 4 used
    shuffled: int = 0          # cards shuffled back in step 1 (two at most)
    quiet: int = 0             # turns in a row before this one that laid no card

    @property
    def laid(self) -> bool:
        """Whether this turn put a card on a song (a step, a link or an interference)."""
        return self.stepped or self.linked or self.interfered

    def at(self, phase: Phase) -> Turn:
        return Turn(self.seat, self.number, phase, self.stepped, self.linked, self.interfered,
                    self.shuffled, self.quiet)


@dataclass(frozen=True)
class Ending:
    reason: EndReason
    song_scores: tuple[int, ...]
    tie_draws: tuple[tuple[int, str], ...]   # (seat, card) drawn to break a tie, in order
    totals: tuple[int, ...]                  # song scores plus tie-break points
    winners: tuple[int, ...]


@dataclass(frozen=True)
class State:
    dancers: tuple[Dancer, ...]
    deck: tuple[str, ...]         # top card first; hidden from every seat
    chance: Chance
    turn: Turn
    first: int
    deck_list: tuple[str, ...]    # the whole deck, sorted (public: it is a fixed deck)
    ending: Ending | None = None

    @property
    def seats(self) -> int:
        return len(self.dancers)

    def dancer(self, seat: int) -> Dancer:
        return self.dancers[seat]

    def with_turn(self, turn: Turn) -> State:
        return State(self.dancers, self.deck, self.chance, turn, self.first, self.deck_list,
                     self.ending)

    def with_deck(self, deck: tuple[str, ...]) -> State:
        return State(self.dancers, deck, self.chance, self.turn, self.first, self.deck_list,
                     self.ending)

    def with_dancer(self, seat: int, dancer: Dancer) -> State:
        dancers = self.dancers[:seat] + (dancer,) + self.dancers[seat + 1:]
        return State(dancers, self.deck, self.chance, self.turn, self.first, self.deck_list,
                     self.ending)


def shuffle_in(state: State, cards: tuple[str, ...] | list[str]) -> State:
    """Shuffle cards back into the draw deck ("discard" in this game): each goes to a
    random depth, so the order stays unknown and a stacked test deck stays stacked above."""
    deck, chance = list(state.deck), state.chance
    for card in cards:
        depth, chance = chance.randint(0, len(deck))
        deck.insert(depth, card)
    return State(state.dancers, tuple(deck), chance, state.turn, state.first, state.deck_list,
                 state.ending)


def table_cards(dancers: tuple[Dancer, ...]) -> Counter[str]:
    """Every card lying on the songs (public)."""
    found: Counter[str] = Counter()
    for dancer in dancers:
        for slot in dancer.slots:
            found.update(slot.cards())
    return found


def without(hand: tuple[str, ...], card: str) -> tuple[str, ...]:
    index = hand.index(card)
    return hand[:index] + hand[index + 1:]


def with_cards(hand: tuple[str, ...], cards: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    return tuple(sorted(hand + tuple(cards)))
