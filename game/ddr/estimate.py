"""DDR: The Card Game — rough values the bots reason with (not rules).

What a dancer can expect to end with: the points already on the table, the step it is
still building, and the steps it can still reach before the quickest dancer finishes,
each step costing its turns plus the waiting for the cards the hand lacks. The numbers
are guesses tuned by simulation (`python -m game sim ddr`), not facts of the game; the
comments say which mistakes of earlier versions each choice avoids.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from game.ddr.cards import DOUBLE, FREEZE
from game.ddr.content import catalogue
from game.ddr.hand import ARROW_SHARE, LINK_SHARE, keep_values
from game.ddr.scoring import Verdict, can_still_finish, judge
from game.ddr.songs import SONG_LENGTH, ChartStep
from game.ddr.state import HAND_SIZE, Slot

CARD_AVERAGE = 1.7       # a Step card picked from a hand for its arrow, on average
SUCCESS_PER_LINK = 0.6   # chance a card a step needs and the hand lacks turns up in time
HAND_WEIGHT = 0.35       # points of position per unit of keep value (kept small: playing a
                         # card turns its keep value into points already counted elsewhere)
TEMPO = 0.6              # each step laid: a turn not lost to waiting (measured to matter)
DELAY_ARROW = 2.5        # turns spent waiting for an arrow not in hand (about 2 fresh cards a turn)
DELAY_LINK = 3.0         # ... for a Freeze or Double not in hand (rarer; often given up on)
GUESS_WAIT = 0.6         # turns a face-down song's owner waits per step, on average
REFILL_SEEN = 1          # fresh cards counted before the next step (not the refill: see below)
REFILL_KEEP = 0.5        # keep value of a card still to be drawn (Normal's junk line)
RIVAL_DRAWS = 4          # a rival's unknown hand counts as this many fresh cards already seen
DRAWS_PER_TURN = 2.0     # fresh cards a dancer sees per turn (shuffle back and refill, or a draw)
REACH_SOFTNESS = 2.0     # turns over which a step slips from reached to not reached
BASE_WAIT = 0.15         # turns lost per step however well the hand fits (Beat, Dark Mini...)
HOPE_IN_HAND = 0.9       # a card needed to finish the latest step, already held
HOPE_UNKNOWN = 0.45      # ... in a rival's hand we do not know
HIDDEN_COST = 1.5        # each step a dancer must lay blind under Hidden
DARK_COST = 0.6          # each step a dancer must lay without Perfect or Great
BEAT_COST = 1.5          # a rival's Beat waiting to drop a misstep on our song


class SongView(Protocol):
    """A dancer as the bots see it: a Dancer of a state or a DancerView of an observation."""

    @property
    def chart(self) -> tuple[ChartStep, ...] | None: ...

    @property
    def slots(self) -> tuple[Slot, ...]: ...

    @property
    def hidden_until(self) -> int: ...

    @property
    def dark_from(self) -> int: ...

    @property
    def dark_until(self) -> int: ...

    @property
    def beat_next(self) -> int | None: ...

    @property
    def beat_now(self) -> int | None: ...


def step_prospect(step: ChartStep) -> float:
    """Expected points of a chart step danced by a reasonable player (a misstep if not)."""
    links = step.links_needed
    success = SUCCESS_PER_LINK ** links
    best = CARD_AVERAGE * len(step.arrows) + 3 * step.frozen + (len(step.arrows) - 1)
    return success * best - 2 * (1 - success)


PROSPECT = {(n, frozen): step_prospect(ChartStep(("U", "D", "L")[:n], frozen))
            for n in (1, 2, 3) for frozen in (False, True)}  # keyed by (arrows, held)


@dataclass(frozen=True)
class Reading:
    """One pass over a song's played steps."""

    now: float        # points so far, not counting an unfinished latest step
    missteps: int     # missteps before the latest step (Quick Restep targets)
    building: tuple[ChartStep, Slot] | None = None   # the unfinished latest step


def read_song(song: SongView, live: bool = True) -> Reading:
    chart = song.chart
    if chart is None:   # a face-down song: assume the worst-ish
        return Reading(-1.0 * len(song.slots), 0)
    last = len(song.slots) - 1
    now, missteps = 0.0, 0
    building = None
    for index, slot in enumerate(song.slots):
        step = chart[index] if index < len(chart) else None
        judged = judge(step, slot, live and index == last)
        if judged.verdict is Verdict.OPEN and step is not None:
            building = (step, slot)
            continue
        now += judged.points
        if judged.verdict is Verdict.MISSTEP and index < last:
            missteps += 1
    return Reading(now, missteps, building)


def needs_of(step: ChartStep, slot: Slot | None) -> list[str]:
    """The arrows and Link cards a chart step still needs (all of them for a step not
    begun; what is missing for the unfinished latest step)."""
    have: list[str] = []
    frozen, doubles = False, 0
    if slot is not None:
        have = [slot.card[0]] if slot.card and slot.card[1:2] == "/" else []
        have += [a.card[0] for a in slot.doubles if a.card is not None]
        frozen, doubles = slot.frozen, len(slot.doubles)
    needs = [a for a in step.arrows if a not in have]
    if step.frozen and not frozen:
        needs.append(FREEZE)
    needs += [DOUBLE] * max(0, len(step.arrows) - 1 - doubles)
    return needs


@dataclass(frozen=True)
class Plan:
    """How a dancer's hand meets its unfinished step and the steps after it."""

    building: float                         # the unfinished latest step's expected points
    reserved: tuple[str, ...]               # the cards of the hand that step counts on
    steps: tuple[tuple[float, float], ...]  # each step ahead: (expected points, turns)

    def finish(self) -> float:
        """Turns needed to lay every step left."""
        return sum(turns for _, turns in self.steps)

    def reach(self, turns: float) -> float:
        """Points of the steps laid within `turns` turns, in chart order. The cut is soft:
        the end of the game is a guess, and a hard cut made a small change in anyone's
        pace swing whole steps in or out."""
        total, used = 0.0, 0.0
        for points, cost in self.steps:
            used += cost
            margin = (used - turns) / REACH_SOFTNESS
            if margin > 8.0:
                break
            total += points / (1.0 + math.exp(margin))
        return total


def _guess(song: SongView) -> tuple[tuple[float, float], ...]:
    """The steps ahead of a dancer whose hand is unknown: every step gets the average."""
    if song.chart is None:
        remaining = SONG_LENGTH - len(song.slots)
        return ((CARD_AVERAGE * 0.5, 1.0 + BASE_WAIT + GUESS_WAIT),) * remaining
    return tuple((PROSPECT[(len(s.arrows), s.frozen)], s.turns + BASE_WAIT + GUESS_WAIT)
                 for s in song.chart[len(song.slots):])


def plan(song: SongView, reading: Reading, hand: Sequence[str] | None) -> Plan:
    """Match the hand to the unfinished step first, then to the steps after it in order.
    A step met from the hand scores the cards it will get; whatever is missing must be
    drawn, which takes turns, less so the further the step (about two fresh cards come
    each turn before it is reached, and the refill to come counts too)."""
    if song.chart is None:
        return Plan(0.0, (), _guess(song))
    # A rival's hand is unknown: plan as if from an empty hand that has already seen a
    # few fresh cards, so rivals and the searcher are measured with the same ruler.
    known = hand is not None
    hand = tuple(hand) if hand is not None else ()
    steps: list[tuple[ChartStep, Slot | None]] = []
    if reading.building is not None:
        steps.append(reading.building)
    steps += [(step, None) for step in song.chart[len(song.slots):]]
    spare = sorted(hand, key=lambda c: -catalogue().points(c))
    draws = REFILL_SEEN if known else RIVAL_DRAWS
    building, ahead = 0.0, []
    reserved: tuple[str, ...] = ()
    elapsed = 0.0  # turns before this step is reached, waits included
    for step, slot in steps:
        # fresh cards seen by the time the step is reached: every turn brings some,
        # whether spent stepping or waiting, so long waits early shorten later ones
        seen = draws + DRAWS_PER_TURN * elapsed
        held: list[str] = []
        missing, missing_links = 0, 0
        wait = 0.0
        for need in needs_of(step, slot):
            found = next((c for c in spare if c == need or (len(need) == 1 and c[0] == need
                                                              and c[1:2] == "/")), None)
            if found is not None:
                spare.remove(found)
                held.append(found)
            else:
                missing += 1
                arrow = len(need) == 1
                missing_links += not arrow
                share = ARROW_SHARE if arrow else LINK_SHARE
                wait += (DELAY_ARROW if arrow else DELAY_LINK) * (1 - share) ** seen
        if slot is not None:
            hope = SUCCESS_PER_LINK if known else HOPE_UNKNOWN
            building = _building((step, slot), tuple(held), missing, hope)
            reserved = tuple(held)
            # each Link card still to hang takes a turn without a new step, plus the wait
            links = sum(1 for need in needs_of(step, slot) if len(need) > 1)
            ahead.append((0.0, links + wait))
            elapsed += links + wait
            continue
        arrows = [c for c in held if c[1:2] == "/"]
        points = float(sum(catalogue().points(c) for c in arrows))
        points += CARD_AVERAGE * (len(step.arrows) - len(arrows))
        points += 3.0 * step.frozen + len(step.arrows) - 1.0
        # an arrow still to be drawn costs waiting (above); a missing Link is often given up
        chance = HOPE_IN_HAND ** len(held) * SUCCESS_PER_LINK ** missing_links
        cost = step.turns + BASE_WAIT + wait
        ahead.append((chance * points - 2.0 * (1.0 - chance), cost))
        elapsed += cost
    return Plan(building, reserved, tuple(ahead))


def _building(built: tuple[ChartStep, Slot], held: tuple[str, ...], missing: int,
              hope: float) -> float:
    """The unfinished latest step: what it scores if finished, times the chance it is."""
    step, slot = built
    points = 3.0 * step.frozen + len(step.arrows) - 1.0
    placed = [c for c in [slot.card] if c is not None]
    placed += [a.card for a in slot.doubles if a.card is not None]
    arrows_held = [c for c in held if c[1:2] == "/"]
    points += sum(catalogue().points(c) for c in placed + arrows_held)
    points += CARD_AVERAGE * max(0, len(step.arrows) - len(placed) - len(arrows_held))
    chance = HOPE_IN_HAND ** len(held) * hope ** missing
    return chance * points - 2.0 * (1.0 - chance)


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
    """Each dancer's points at the end as far as can be guessed now: points so far, the
    unfinished step, the steps it can still reach before the quickest dancer finishes,
    a little for every step laid, and (for a known hand) how well the hand fits."""
    readings = [_read(s, cache) for s in songs]
    plans = [plan(s, r, h) for s, r, h in zip(songs, readings, hands)]
    turns = max(0.0, min(p.finish() for p in plans))
    values = []
    for seat, song in enumerate(songs):
        reading, chosen, hand = readings[seat], plans[seat], hands[seat]
        value = reading.now + chosen.building + chosen.reach(turns) + TEMPO * len(song.slots)
        if hand is not None:
            rest = list(hand)
            for card in chosen.reserved:
                rest.remove(card)
            value += HAND_WEIGHT * sum(keep_values(songs, seat, rest, reading.missteps > 0))
            value += HAND_WEIGHT * REFILL_KEEP * max(0, HAND_SIZE - len(hand))
        values.append(value)
    _interference_effects(songs, values)
    return values


def _interference_effects(songs: Sequence[SongView], values: list[float]) -> None:
    """What pending Interference will still cost: steps danced blind under Hidden, steps
    without Perfect or Great under Dark Mini, a rival's Beat waiting for a plain step."""
    for seat, song in enumerate(songs):
        laid = len(song.slots)
        values[seat] -= HIDDEN_COST * max(0, min(3, song.hidden_until - laid))
        values[seat] -= DARK_COST * max(0, song.dark_until - max(laid, song.dark_from))
        for target in (song.beat_next, song.beat_now):
            if target is not None and target != seat:
                values[target] -= BEAT_COST


def leads(values: Sequence[float]) -> tuple[float, ...]:
    """Each seat's expected points minus the best rival's."""
    return tuple(value - max(v for i, v in enumerate(values) if i != seat)
                 for seat, value in enumerate(values))


def still_open(step: ChartStep | None, slot: Slot) -> bool:
    """Whether the latest slot can still be completed (so stepping on would waste it)."""
    return (step is not None and can_still_finish(step, slot)
            and judge(step, slot).verdict is not Verdict.CORRECT)
