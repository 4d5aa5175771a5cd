"""DDR: The Card Game — how much each card in a hand is worth keeping (bot knowledge).

Arrows and Link cards are matched to the next four steps of the dancer's own chart,
best rating first and the sooner steps counting more; spare copies are junk. Mines are
always handy, a Quick Restep more so with a misstep to mend, and an Interference card is
worth keeping while some rival's song still gives it a target. Normal shuffles back the
cards worth least; Hard's position estimate adds the values up.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from game.ddr.cards import (
    BEAT,
    CROSS_BOOMERANG,
    DARK_MINI,
    DOUBLE,
    FREEZE,
    HIDDEN,
    MINE,
    MISS,
    NG,
    QUICK_RESTEP,
    REVERSE_TORNADO,
    SUDDEN,
    is_arrow,
)
from game.ddr.content import catalogue
from game.ddr.songs import ChartStep, StepKind
from game.ddr.state import Slot

LOOKAHEAD = (1.0, 0.8, 0.6, 0.45)   # how much each of the next four steps counts
ARROW_SHARE = 0.146   # share of the deck carrying one given arrow (19 of 130)
LINK_SHARE = 0.077    # share of the deck that is a Freeze (or a Double): 10 of 130


class SongView(Protocol):
    @property
    def chart(self) -> tuple[ChartStep, ...] | None: ...

    @property
    def slots(self) -> tuple[Slot, ...]: ...


def keep_values(songs: Sequence[SongView], me: int, hand: Sequence[str],
                missteps: bool) -> list[float]:
    """The keep value of each card of `hand`, in hand order."""
    return _allocate(songs, me, hand, missteps)[0]


def _allocate(songs: Sequence[SongView], me: int, hand: Sequence[str],
              missteps: bool) -> tuple[list[float], list[tuple[str, float]]]:
    """Match the hand to the next steps: keep values, and the needs left unmatched."""
    mine = songs[me]
    values = [0.0] * len(hand)
    unmatched: list[tuple[str, float]] = []
    free = set(range(len(hand)))
    if mine.chart is not None:
        index = len(mine.slots)
        ahead = mine.chart[index:index + len(LOOKAHEAD)]
        points = catalogue().points
        by_points = sorted((i for i in free if is_arrow(hand[i])), key=lambda i: -points(hand[i]))
        for step, weight in zip(ahead, LOOKAHEAD):
            for arrow in step.arrows:
                pick = next((i for i in by_points if i in free and hand[i][0] == arrow), None)
                if pick is not None:
                    free.discard(pick)
                    values[pick] = weight * (1.0 + 0.3 * points(hand[pick]))
                else:
                    unmatched.append((arrow, weight))
            for link, needed in ((FREEZE, int(step.frozen)), (DOUBLE, len(step.arrows) - 1)):
                for _ in range(needed):
                    pick = next((i for i in free if hand[i] == link), None)
                    if pick is not None:
                        free.discard(pick)
                        values[pick] = 1.5 * weight
                    else:
                        unmatched.append((link, weight))
    for i in free:
        values[i] = _spare_value(songs, me, hand[i], missteps)
    return values, unmatched


def _spare_value(songs: Sequence[SongView], me: int, card: str, missteps: bool) -> float:
    if is_arrow(card):
        if songs[me].chart is None:  # our song lies face down: keep arrows for later
            return 0.6 + 0.1 * catalogue().points(card)
        return 0.05 * catalogue().points(card)
    if card == MISS:
        return 0.3
    if card in (FREEZE, DOUBLE):
        return 0.15
    if card == QUICK_RESTEP:
        return 0.9 if missteps else 0.35
    if card == MINE:
        return 0.8
    return interference_keep(songs, me, card)


def interference_keep(songs: Sequence[SongView], me: int, card: str) -> float:
    """An Interference card is worth keeping while some rival's song gives it a target."""
    if card in (HIDDEN, DARK_MINI, BEAT):
        return 0.65
    kinds: set[StepKind] = set()
    for seat, song in enumerate(songs):
        if seat != me and song.chart is not None:
            kinds |= {s.kind for s in song.chart[len(song.slots):]}
            if any(s.frozen for s in song.slots):
                kinds.add(StepKind.FREEZE)
    wanted = {NG: StepKind.FREEZE in kinds or StepKind.FROZEN_DOUBLE in kinds,
              SUDDEN: any(k.combination for k in kinds),
              CROSS_BOOMERANG: StepKind.DOUBLE in kinds,
              REVERSE_TORNADO: StepKind.DOUBLE in kinds}
    return 0.6 if wanted.get(card, False) else 0.3
