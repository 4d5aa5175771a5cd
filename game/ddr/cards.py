"""DDR: The Card Game — the cards of the shared deck (seeds/000_f5e342758678e2e9.txt).

A card in a state is its name, a short string, so hands are sorted tuples that compare
and hash cheaply and two copies of a card are interchangeable:

    U/perfect  D/great  L/good  R/boo     Step cards (direction / rating)
    miss                                   the Miss Step card (no direction)
    double  freeze  mine  quick-restep     Link cards
    add-freezes  beat  cross-boomerang  dark-mini  hidden  ng
    reverse-tornado  sudden  tipsy         Interference cards

The printed facts of each card (title, points, text, count, provenance) are content,
read from content/cards.toml by game.ddr.content.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from game.ddr.songs import DIRECTION_NAMES, DIRECTIONS

MISS = "miss"
DOUBLE = "double"
FREEZE = "freeze"
MINE = "mine"
QUICK_RESTEP = "quick-restep"
LINKS = (DOUBLE, FREEZE, MINE, QUICK_RESTEP)

ADD_FREEZES = "add-freezes"
BEAT = "beat"
CROSS_BOOMERANG = "cross-boomerang"
DARK_MINI = "dark-mini"
HIDDEN = "hidden"
NG = "ng"
REVERSE_TORNADO = "reverse-tornado"
SUDDEN = "sudden"
TIPSY = "tipsy"
INTERFERENCES = (ADD_FREEZES, BEAT, CROSS_BOOMERANG, DARK_MINI, HIDDEN, NG,
                 REVERSE_TORNADO, SUDDEN, TIPSY)

RATINGS = ("perfect", "great", "good", "boo")
SHARP_RATINGS = ("perfect", "great")  # the ones Dark Mini forbids


class CardKind(enum.Enum):
    STEP = "step"
    MISS = "miss"
    LINK = "link"
    INTERFERENCE = "interference"


@dataclass(frozen=True)
class CardSpec:
    """What is printed on one kind of card."""

    name: str
    kind: CardKind
    title: str
    points: int
    count: int
    text: str
    provenance: str
    direction: str | None = None
    rating: str | None = None


def step_name(direction: str, rating: str) -> str:
    return f"{direction}/{rating}"


def is_arrow(card: str) -> bool:
    """A Step card with a direction (every Step card but Miss)."""
    return len(card) > 2 and card[1] == "/"


def is_step(card: str) -> bool:
    """A card that may be played as a Step: an arrow or a Miss."""
    return card == MISS or is_arrow(card)


def is_link(card: str) -> bool:
    return card in LINKS


def is_interference(card: str) -> bool:
    return card in INTERFERENCES


def direction(card: str) -> str:
    """The arrow of a Step card ('U', 'D', 'L' or 'R')."""
    return card[0]


def rating(card: str) -> str:
    return card[2:]


def is_sharp(card: str) -> bool:
    """Perfect and Great cards, which Dark Mini forbids."""
    return is_arrow(card) and card[2:] in SHARP_RATINGS


def all_step_names() -> tuple[str, ...]:
    return tuple(step_name(d, r) for d in DIRECTIONS for r in RATINGS)


def card_label(card: str) -> str:
    """A card's name for people: 'Up Perfect', 'Miss', 'Freeze Arrow', 'N.G.'."""
    if is_arrow(card):
        return f"{DIRECTION_NAMES[direction(card)]} {rating(card).capitalize()}"
    return _LABELS.get(card, card)


_LABELS = {
    MISS: "Miss", DOUBLE: "Double Step", FREEZE: "Freeze Arrow", MINE: "Mine",
    QUICK_RESTEP: "Quick Restep", ADD_FREEZES: "Add Freezes", BEAT: "Beat",
    CROSS_BOOMERANG: "Cross Boomerang", DARK_MINI: "Dark Mini", HIDDEN: "Hidden", NG: "N.G.",
    REVERSE_TORNADO: "Reverse Tornado", SUDDEN: "Sudden", TIPSY: "Tipsy",
}

KNOWN_CARDS = frozenset(all_step_names()) | {MISS} | set(LINKS) | set(INTERFERENCES)
