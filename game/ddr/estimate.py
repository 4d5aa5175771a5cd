"""DDR: The Card Game — rough values the bots reason with (not rules).

How much a chart step is worth if danced well, how many turns it takes, how soon the
game will end and, from those, what each dancer can still expect. The numbers are
guesses tuned by simulation (`python -m game sim ddr`), not facts of the game.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
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
    return step.turns


PROSPECT = {(n, frozen): step_prospect(ChartStep(("U", "D", "L")[:n], frozen))
            for n in (1, 2, 3) for frozen in (False, True)}  # keyed by (arrows, held)
RATING_KEEP = {"perfect": 0.65, "great": 0.55, "good": 0.45, "boo": 0.35}


@dataclass(frozen=True)
class Reading:
    """One pass over a song's played steps."""

    now: float        # points so far, the unfinished latest step at part of its hope
    biggest: float    # the most a Mine could take from it
    missteps: int     # missteps before the latest step (Quick Restep targets)


def read_song(song: SongView, live: bool = True) -> Reading:
    chart = song.chart
    if chart is None:   # a face-down song: assume the worst-ish
        return Reading(-1.0 * len(song.slots), 0.0, 0)
    last = len(song.slots) - 1
    now, biggest, missteps = 0.0, 0.0, 0
    for index, slot in enumerate(song.slots):
        step = chart[index] if index < len(chart) else None
        judged = judge(step, slot, live and index == last)
        if judged.verdict is Verdict.OPEN and step is not None:
            now += _open_hope(step, slot)
            continue
        now += judged.points
        if not slot.mined:
            biggest = max(biggest, float(judged.points))
        if judged.verdict is Verdict.MISSTEP and index < last:
            missteps += 1
    return Reading(now, biggest, missteps)


def _open_hope(step: ChartStep, slot: Slot) -> float:
    missing = step.links_needed - int(slot.frozen) - len(slot.doubles)
    missing += sum(a.card is None for a in slot.doubles)
    chance = 0.55 ** max(1, missing)
    finished = CARD_AVERAGE * len(step.arrows) + 3 * step.frozen + len(step.arrows) - 1
    return chance * finished - 2 * (1 - chance)


def turns_to_finish(song: SongView) -> int:
    """Turns a dancer needs to lay the rest of the song, doing every step properly."""
    remaining = SONG_LENGTH - len(song.slots)
    if song.chart is None:
        return remaining
    return sum(s.turns for s in song.chart[len(song.slots):]) or remaining


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
        cost = step.turns
        if used + cost > turns:
            break
        used += cost
        total += PROSPECT[(len(step.arrows), step.frozen)]
    return total


def hand_value(song: SongView, hand: Sequence[str], others_big: float, missteps: int) -> float:
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
    for card in hand:
        if is_arrow(card) and wanted.get(card[0], 0) > 0:
            wanted[card[0]] -= 1
            value += RATING_KEEP[card[2:]]
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


ReadingCache = dict[int, tuple[object, object, Reading]]


def _read(song: SongView, cache: ReadingCache | None) -> Reading:
    """read_song, remembered per slots tuple: most songs do not change within one search."""
    if cache is None:
        return read_song(song)
    key = id(song.slots)
    hit = cache.get(key)
    if hit is not None and hit[0] is song.slots and hit[1] is song.chart:
        return hit[2]
    reading = read_song(song)
    cache[key] = (song.slots, song.chart, reading)  # keeps both alive, so ids stay unique
    return reading


def expected_scores(songs: Sequence[SongView], hands: Sequence[Sequence[str] | None],
                    cache: ReadingCache | None = None) -> list[float]:
    turns = race_turns(songs)
    readings = [_read(s, cache) for s in songs]
    values = []
    for seat, song in enumerate(songs):
        value = readings[seat].now + future(song, turns)
        hand = hands[seat]
        if hand is not None:
            others = max((r.biggest for i, r in enumerate(readings) if i != seat), default=0.0)
            value += hand_value(song, hand, others, readings[seat].missteps)
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
