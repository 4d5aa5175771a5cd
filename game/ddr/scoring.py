"""DDR: The Card Game — judging steps and totalling songs (seeds/000_f5e342758678e2e9.txt).

Each played step is judged against the step of the chart at the same place:

- a mined step scores 0 and is never a misstep;
- a step hit by N.G. scores -2; a step hit by Sudden is a misstep;
- a Miss card scores its own points and is never a misstep;
- a Quick Restep with nothing on it, an Interference card, a wrong arrow, a held step
  that should not be held (or the reverse), a double or combination step with a wrong,
  missing or out-of-order arrow: one misstep (-2), whatever the number of wrong cards;
- a correct step scores its Step cards (one less for a card stepped onto a Quick
  Restep, never below 0) plus its Freeze Arrow and Double Step bonuses.

While the game runs, the latest step that can still be finished is OPEN and counts 0.
"""

from __future__ import annotations

import enum
import functools
from dataclasses import dataclass

from game.ddr.cards import DOUBLE, FREEZE, MISS, direction, is_arrow, is_step
from game.ddr.content import catalogue
from game.ddr.songs import ChartStep
from game.ddr.state import NG_LOCK, Dancer, Slot

MISSTEP_POINTS = -2   # the document: each misstepped step costs 2
NG_POINTS = -2        # the document: an N.G. step provides -2


class Verdict(enum.Enum):
    CORRECT = "correct"
    MISSTEP = "misstep"
    MINED = "mined"
    MISS = "miss"
    NG = "n.g."
    OPEN = "open"       # the latest step, still being built


@dataclass(frozen=True)
class StepScore:
    verdict: Verdict
    points: int

    @property
    def misstep(self) -> bool:
        return self.verdict is Verdict.MISSTEP


@dataclass(frozen=True)
class SongScore:
    steps: tuple[StepScore, ...]

    @property
    def points(self) -> int:
        return sum(s.points for s in self.steps)

    @property
    def missteps(self) -> int:
        return sum(s.misstep for s in self.steps)


def card_points(card: str, restepped: bool = False) -> int:
    """A Step card's points; one less when stepped onto a Quick Restep, not below 0."""
    points = catalogue().points(card)
    if restepped and points >= 1:
        return points - 1
    return points


def draw_points(card: str) -> int:
    """What a card drawn in the tie-break adds: Step cards count, others nothing."""
    return catalogue().points(card) if is_step(card) else 0


def _attached(slot: Slot) -> list[str] | None:
    """The arrows hung on the slot's doubles, or None if any is still missing."""
    arrows = []
    for attachment in slot.doubles:
        if attachment.card is None:
            return None
        arrows.append(direction(attachment.card))
    return arrows


def is_correct(step: ChartStep, slot: Slot) -> bool:
    """Whether the slot's cards make exactly the chart step (ignoring mines and locks)."""
    if slot.card is None or not is_arrow(slot.card):
        return False
    attached = _attached(slot)
    if attached is None:
        return False
    base = direction(slot.card)
    if step.frozen:
        return (slot.frozen and slot.freeze_first and base == step.arrows[0]
                and sorted(attached) == sorted(step.arrows[1:]))
    return not slot.frozen and sorted([base] + attached) == sorted(step.arrows)


def can_still_finish(step: ChartStep, slot: Slot) -> bool:
    """Whether more Link cards or arrows could still make the slot right."""
    if slot.card is None or not is_arrow(slot.card) or slot.mined or slot.lock is not None:
        return False
    base = direction(slot.card)
    if step.frozen:
        if base != step.arrows[0] or (slot.frozen and not slot.freeze_first):
            return False
        if not slot.frozen and slot.doubles:
            return False  # the freeze would now come after a double: order matters
    elif slot.frozen or base not in step.arrows:
        return False
    if len(slot.doubles) > len(step.arrows) - 1:
        return False
    remaining = [a for a in step.arrows if a != base]
    for attachment in slot.doubles:
        if attachment.card is not None:
            arrow = direction(attachment.card)
            if arrow not in remaining:
                return False
            remaining.remove(arrow)
    return True


@functools.lru_cache(maxsize=1 << 16)  # a pure function of immutable values; the bots ask often
def judge(step: ChartStep | None, slot: Slot, building: bool = False) -> StepScore:
    """Judge one slot; `building` marks the latest step of a game still running."""
    if slot.mined:
        return StepScore(Verdict.MINED, 0)
    if slot.lock == NG_LOCK:
        return StepScore(Verdict.NG, NG_POINTS)
    if slot.lock is not None or slot.card is None or step is None:
        return StepScore(Verdict.MISSTEP, MISSTEP_POINTS)
    if slot.card == MISS:
        return StepScore(Verdict.MISS, card_points(MISS, slot.restep))
    if is_correct(step, slot):
        points = card_points(slot.card, slot.restep)
        points += sum(card_points(a.card, a.restep) for a in slot.doubles if a.card is not None)
        points += catalogue().points(FREEZE) * slot.frozen
        points += catalogue().points(DOUBLE) * len(slot.doubles)
        return StepScore(Verdict.CORRECT, points)
    if building and can_still_finish(step, slot):
        return StepScore(Verdict.OPEN, 0)
    return StepScore(Verdict.MISSTEP, MISSTEP_POINTS)


def score_song(dancer: Dancer, final: bool) -> SongScore:
    """Judge every step of a dancer's song; `final` once the game is over."""
    steps = []
    last = len(dancer.slots) - 1
    for index, slot in enumerate(dancer.slots):
        step = dancer.chart[index] if index < len(dancer.chart) else None
        steps.append(judge(step, slot, building=not final and index == last))
    return SongScore(tuple(steps))
