"""DDR: The Card Game — rough values the bots reason with (not rules).

How much a chart step is worth if danced well, how many turns it takes, how soon the
game will end and, from those, what each dancer can still expect. The numbers are
guesses tuned by simulation (`python -m game sim ddr`), not facts of the game.
"""

from __future__ import annotations

import math
from typing import Protocol, Sequence

from game.ddr.cards import (
    DOUBLE, FREEZE, MINE, QUICK_RESTEP, direction, is_arrow, is_interference, is_sharp, rating,
)
from game.ddr.scoring import Verdict, can_still_finish, judge
from game.ddr.songs import SONG_LENGTH, ChartStep, StepKind
from game.ddr.state import Slot

CARD_AVERAGE = 1.7       # a Step card picked from a hand for its arrow, on average
SUCCESS_PER_LINK = 0.8   # chance each extra Link card of a step turns up in time
WIN_SCALE = 3.0          # points of lead that make a win about 73 % likely
TURNS = {StepKind.BASIC: 1, StepKind.FREEZE: 1, StepKind.DOUBLE: 1,
         StepKind.FROZEN_DOUBLE: 2, StepKind.TRIPLE: 2, StepKind.FROZEN_TRIPLE: 3}


class SongView(Protocol):
    """A dancer as the bots see it: a Dancer of a state or a DancerView of an observation."""

    chart: tuple[ChartStep, ...] | None
    slots: tuple[Slot, ...]


def step_prospect(step: ChartStep) -> float:
    """Expected points of a chart step danced by a reasonable player (a misstep if not)."""
    links = step.links_needed
    success = SUCCESS_PER_LINK ** links
    best = CARD_AVERAGE * len(step.arrows) + 3 * step.frozen + (len(step.arrows) - 1)
    return success * best - 2 * (1 - success)


def step_turns(step: ChartStep) -> int:
    return TURNS[step.kind]


def slot_now(step: ChartStep | None, slot: Slot, building: bool) -> float:
    """A played slot's points, counting an unfinished latest step at part of its hope."""
    judged = judge(step, slot, building)
    if judged.verdict is Verdict.OPEN and step is not None:
        missing = step.links_needed - int(slot.frozen) - len(slot.doubles)
        missing += sum(a.card is None for a in slot.doubles)
        finished = CARD_AVERAGE * len(step.arrows) + 3 * step.frozen + len(step.arrows) - 1
        return 0.55 ** max(1, missing) * finished - 2 * (1 - 0.55 ** max(1, missing))
    return float(judged.points)


def song_now(song: SongView, live: bool = True) -> float:
    if song.chart is None:
        return -1.0 * sum(1 for _ in song.slots)   # a face-down song: assume the worst-ish
    last = len(song.slots) - 1
    return sum(slot_now(song.chart[i] if i < len(song.chart) else None, s, live and i == last)
               for i, s in enumerate(song.slots))


def turns_to_finish(song: SongView) -> int:
    """Turns a dancer needs to lay the rest of the song, doing every step properly."""
    remaining = SONG_LENGTH - len(song.slots)
    if song.chart is None:
        return remaining
    return sum(step_turns(s) for s in song.chart[len(song.slots):]) or remaining


def race_turns(songs: Sequence[SongView]) -> int:
    """About how many more turns each dancer gets: the quickest finisher ends the game,
    and a dancer that far ahead skips hard steps rather than dawdle."""
    quickest = min(min(turns_to_finish(s), SONG_LENGTH - len(s.slots) + 2) for s in songs)
    return max(0, quickest)


def future(song: SongView, turns: int) -> float:
    """What a dancer can still add in `turns` turns, walking the chart in order."""
    if song.chart is None:
        return CARD_AVERAGE * 0.5 * min(turns, SONG_LENGTH - len(song.slots))
    total, used = 0.0, 0
    for step in song.chart[len(song.slots):]:
        cost = step_turns(step)
        if used + cost > turns:
            break
        used += cost
        total += step_prospect(step)
    return total


def hand_value(song: SongView, hand: Sequence[str], others_big: float) -> float:
    """A small bonus for a hand that fits the steps ahead, so the bots value drawing well."""
    if song.chart is None:
        return 0.0
    ahead = song.chart[len(song.slots):len(song.slots) + 3]
    wanted: dict[str, int] = {}
    links_ahead = {FREEZE: 0, DOUBLE: 0}
    for step in ahead:
        for arrow in step.arrows:
            wanted[arrow] = wanted.get(arrow, 0) + 1
        links_ahead[FREEZE] += int(step.frozen)
        links_ahead[DOUBLE] += len(step.arrows) - 1
    value = 0.0
    missteps = sum(judge(song.chart[i], s).verdict is Verdict.MISSTEP
                   for i, s in enumerate(song.slots[:-1]) if i < len(song.chart))
    for card in hand:
        if is_arrow(card) and wanted.get(direction(card), 0) > 0:
            wanted[direction(card)] -= 1
            value += 0.35 + 0.1 * (3 - ("perfect", "great", "good", "boo").index(rating(card)))
        elif card in links_ahead and links_ahead[card] > 0:
            links_ahead[card] -= 1
            value += 0.9 if card == FREEZE else 0.5
        elif card == QUICK_RESTEP and missteps:
            value += 0.6
        elif card == MINE:
            value += 0.3 + min(others_big, 6.0) * 0.08
        elif is_interference(card):
            value += 0.2
    return value


def biggest_step(song: SongView) -> float:
    """The most a Mine could take from this song."""
    if song.chart is None:
        return 0.0
    best = 0.0
    for i, slot in enumerate(song.slots):
        if i < len(song.chart) and not slot.mined:
            best = max(best, float(judge(song.chart[i], slot).points))
    return best


def expected_scores(songs: Sequence[SongView], hands: Sequence[Sequence[str] | None]) -> list[float]:
    turns = race_turns(songs)
    biggest = [biggest_step(s) for s in songs]
    values = []
    for seat, song in enumerate(songs):
        value = song_now(song) + future(song, turns)
        hand = hands[seat]
        if hand is not None:
            others = max((b for i, b in enumerate(biggest) if i != seat), default=0.0)
            value += hand_value(song, hand, others)
        values.append(value)
    return values


def win_chances(values: Sequence[float]) -> tuple[float, ...]:
    """Each seat's value in [0, 1]: its lead over the best rival through a logistic."""
    chances = []
    for seat, value in enumerate(values):
        rival = max(v for i, v in enumerate(values) if i != seat)
        chances.append(1.0 / (1.0 + math.exp(-(value - rival) / WIN_SCALE)))
    return tuple(chances)


def still_open(step: ChartStep | None, slot: Slot) -> bool:
    """Whether the latest slot can still be completed (so stepping on would waste it)."""
    return step is not None and can_still_finish(step, slot) and judge(step, slot).verdict is not Verdict.CORRECT


def sharp(card: str) -> bool:
    return is_sharp(card)
