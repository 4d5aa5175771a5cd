"""DDR: The Card Game — the rule-based policies behind Easy and Normal (and Hard's playouts).

Normal weighs every legal action with a hand-written guess of what it gains: the right
arrow with the best rating, the Link the latest step still needs, a Mine on the
fattest step of the leading rival or on one of its own missteps, a Quick Restep where
it holds the card to fix the misstep, an Interference when its effect outweighs the
step it costs. Easy dances the right arrows when it has them and otherwise plays
loosely. Both see only what their seat may know.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from game.ddr.cards import (
    ADD_FREEZES,
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
    TIPSY,
    direction,
    is_arrow,
)
from game.ddr.content import catalogue
from game.ddr.estimate import (
    SongView,
    expected_scores,
    step_prospect,
    still_open,
)
from game.ddr.hand import keep_values
from game.ddr.notation import (
    DONE,
    KEEP,
    Action,
    Attach,
    BeatStep,
    ChooseSong,
    Done,
    Draw,
    Interfere,
    PlayLink,
    PlayStep,
    Restep,
    Return,
    ShuffleBack,
)
from game.ddr.scoring import Verdict, judge
from game.ddr.songs import SONG_LENGTH, ChartStep, Difficulty
from game.ddr.state import Attachment, Phase, Slot, Turn

PROGRESS = 0.8          # what laying one more step is worth for the race itself
BLIND_ESCAPE = 1.0      # the worth of getting a face-down song back in view sooner
DARK_ESCAPE = 1.0       # ...and of using up a step Dark Mini keeps Perfect and Great off
JUNK = 0.5              # cards kept for less than this are shuffled back
RUSH_LEAD = 3.0         # a lead in expected points that makes ending the game soon pay
BEHIND = 0.6            # per step the leading rival is ahead: what one more turn of waiting
BEHIND_MOST = 3         # for the right arrow costs in the race (the song ends when theirs does)
# Measured with Normal on both sides (40 games a pair): Light beat Beginner 53 %,
# Standard 65 %, Heavy 82 %; Beginner beat Standard 60 %; Heavy lost to everything.
NORMAL_SONGS = (Difficulty.LIGHT, Difficulty.BEGINNER, Difficulty.STANDARD, Difficulty.HEAVY)
# how often Normal takes each difficulty (Heavy only when nothing else is free: it needs Links)
SONG_WEIGHTS = ((Difficulty.LIGHT, 0.55), (Difficulty.STANDARD, 0.25), (Difficulty.BEGINNER, 0.2),
                (Difficulty.HEAVY, 0.0001))


@dataclass(frozen=True)
class Table:
    """What a policy looks at: the songs, its own hand and the turn."""

    me: int
    hand: tuple[str, ...]
    songs: tuple[SongView, ...]
    turn: Turn
    taken: frozenset[str]


def points(card: str) -> int:
    return catalogue().points(card)


def _chart_at(song: SongView, index: int) -> ChartStep | None:
    chart = song.chart
    return chart[index] if chart is not None and index < len(chart) else None


def base_fits(step: ChartStep, arrow: str) -> bool:
    """Whether an arrow may start this chart step (the held arrow must come first)."""
    return arrow == step.arrows[0] if step.frozen else arrow in step.arrows


def link_wanted(step: ChartStep, slot: Slot) -> str | None:
    """The Link card the latest step needs next (Freeze before Double on held steps)."""
    if step.frozen and not slot.frozen:
        return FREEZE
    if len(slot.doubles) < len(step.arrows) - 1 and slot.open_attachment() is None:
        return DOUBLE
    return None


def arrows_missing(step: ChartStep, slot: Slot) -> list[str]:
    have = [direction(slot.card)] if slot.card and is_arrow(slot.card) else []
    have += [direction(a.card) for a in slot.doubles if a.card is not None]
    return [a for a in step.arrows if a not in have]


def song_choice(table: Table, legal: Sequence[Action], rng: random.Random) -> Action:
    """Normal mostly dances a Light song, the difficulty that did best for it in simulation
    (one link step to earn a bonus, little waiting), but not always: four Normal seats that
    all took a Light song danced the same few songs game after game. So the difficulty is
    drawn by weight (SONG_WEIGHTS) among those still free, then a song of it."""
    free = {difficulty: [a for a in legal if isinstance(a, ChooseSong)
                         and catalogue().song(a.song).difficulty is difficulty] for difficulty in NORMAL_SONGS}
    offered = [(difficulty, weight) for difficulty, weight in SONG_WEIGHTS if free[difficulty]]
    if offered:
        pick = rng.random() * sum(weight for _, weight in offered)
        for difficulty, weight in offered:
            pick -= weight
            if pick < 0:
                break
        songs = free[difficulty]
        return songs[rng.randrange(len(songs))]
    return legal[rng.randrange(len(legal))]


def _own_missteps(table: Table) -> list[int]:
    mine = table.songs[table.me]
    return [i for i, s in enumerate(mine.slots[:-1])
            if (step := _chart_at(mine, i)) is not None and judge(step, s).verdict is Verdict.MISSTEP]


def _can_step_now(table: Table) -> bool:
    mine = table.songs[table.me]
    nxt = _chart_at(mine, len(mine.slots))
    return nxt is not None and any(is_arrow(c) and base_fits(nxt, direction(c)) for c in table.hand)


def _keep(table: Table) -> list[float]:
    return keep_values(table.songs, table.me, table.hand, bool(_own_missteps(table)))


def open_choice(table: Table, legal: Sequence[Action]) -> Action:
    values = _keep(table)
    order = sorted(range(len(values)), key=lambda i: values[i])
    junk = [table.hand[i] for i in order[:2] if values[i] < JUNK]
    if junk and (_can_step_now(table) or len(junk) == 2 or Draw() not in legal):
        wanted = ShuffleBack(junk[0])
        if wanted in legal:
            return wanted
    return Draw() if Draw() in legal else KEEP


def reconcile_choice(table: Table, legal: Sequence[Action]) -> Action:
    if len(legal) == 1:  # refill, or a single card to give back
        return legal[0]
    values = _keep(table)
    worst = min(range(len(values)), key=lambda i: values[i])
    wanted = Return(table.hand[worst])
    return wanted if wanted in legal else legal[0]


def _leader_weight(table: Table, target: int, values: list[float]) -> float:
    rivals = [v for i, v in enumerate(values) if i != table.me]
    return 1.0 if values[target] >= max(rivals) else 0.6


def _slot_points(song: SongView, index: int, slot: Slot) -> float:
    step = _chart_at(song, index)
    if step is None:
        return -2.0
    building = index == len(song.slots) - 1
    judged = judge(step, slot, building)
    if judged.verdict is Verdict.OPEN:
        return step_prospect(step) + 1.0
    return float(judged.points)


def _interference_value(table: Table, card: str, target: int, values: list[float]) -> float:
    song = table.songs[target]
    last = song.slots[-1] if song.slots else None
    last_step = _chart_at(song, len(song.slots) - 1)
    nxt = _chart_at(song, len(song.slots))
    effect = 0.0
    if card == NG and last is not None and last.frozen and not last.settled:
        effect = _slot_points(song, len(song.slots) - 1, last) + 2
    elif card == SUDDEN and last is not None and last_step is not None and last_step.kind.combination:
        if judge(last_step, last).verdict is not Verdict.CORRECT and not last.settled:
            effect = step_prospect(last_step) + 2.5
    elif card == HIDDEN:
        effect = 2.2 if len(song.slots) < SONG_LENGTH - 3 else 0.8
    elif card == DARK_MINI:
        effect = 1.4
    elif card == BEAT:
        effect = 2.0 if nxt is not None and nxt.basic else 0.6
    elif card == CROSS_BOOMERANG:
        effect = 0.3 + (3.0 if last is not None and last_step is not None and len(last_step.arrows) > 1
                        and still_open(last_step, last) else 0.0)
    elif card == REVERSE_TORNADO:
        effect = 1.0
    elif card == ADD_FREEZES:
        effect = 0.4 if nxt is not None and nxt.basic else 0.0
    elif card == TIPSY:
        effect = 0.3 if len(song.slots) <= 12 else 0.0
    return effect * _leader_weight(table, target, values)


def _step_value(table: Table, card: str, now: Moment, link_in_hand: bool) -> float:
    mine = table.songs[table.me]
    nxt = _chart_at(mine, len(mine.slots))
    value = now.progress
    if now.last_open:
        value -= 6.0 if link_in_hand else 1.5
    if nxt is None:
        # Our song lies face down until three more steps are down, so waiting never ends
        # it: step blind, always, with the cheapest card (a Miss costs 1; an arrow is right
        # one time in four). Before, a hand of Good and better arrows waited, and drew turn
        # after turn for a Miss that might never come.
        return value + BLIND_ESCAPE + (-0.3 if card == MISS else -0.5 - 0.3 * points(card))
    hard = step_prospect(nxt) < 1.5
    # Waiting for the right arrow costs more the further the leader is ahead: the song
    # ends when theirs does, and every turn spent drawing is a step never danced.
    urgency = BEHIND * min(BEHIND_MOST, max(0, _steps_behind(table)))
    # Dark Mini ends only when its steps are laid, so a Miss (or a wrong arrow, when far
    # enough behind) spent on a step it bars is not wasted waiting.
    index = len(mine.slots)
    if mine.dark_from <= index < mine.dark_until:
        urgency += DARK_ESCAPE
    if card == MISS:
        return value - 1.0 + (1.2 if hard else 0.0) + urgency
    if not base_fits(nxt, direction(card)):
        return value - 2.0 - 0.15 * points(card) - (0.0 if hard else 0.5) + urgency
    value += points(card)
    first_link = FREEZE if nxt.frozen else DOUBLE if len(nxt.arrows) > 1 else None
    if first_link is not None:
        value += 1.0 if first_link in table.hand else -1.5
    return value


def _steps_behind(table: Table) -> int:
    """How many steps the furthest rival has laid beyond ours."""
    mine = len(table.songs[table.me].slots)
    return max(len(song.slots) for i, song in enumerate(table.songs) if i != table.me) - mine


def _restep_value(table: Table, action: Restep) -> float:
    mine = table.songs[table.me]
    slot = mine.slots[action.slot]
    if action.part == 0:
        after = replace(slot, card=action.card)
    else:
        doubles = list(slot.doubles)
        doubles[action.part - 1] = Attachment(action.card, True, doubles[action.part - 1].restep_turn)
        after = replace(slot, doubles=tuple(doubles))
    return _slot_points(mine, action.slot, after) - _slot_points(mine, action.slot, slot) - 0.3


def _link_value(table: Table, action: PlayLink, last_need: str | None) -> float:
    mine = table.songs[table.me]
    if action.card in (FREEZE, DOUBLE):
        if action.card != last_need:
            return -5.0
        if action.card == FREEZE:
            return 3.5
        step = _chart_at(mine, action.slot)
        missing = arrows_missing(step, mine.slots[action.slot]) if step else []
        return 2.5 if any(is_arrow(c) and direction(c) in missing for c in table.hand) else 0.8
    if action.card == MINE:
        song = table.songs[action.target]
        taken = _slot_points(song, action.slot, song.slots[action.slot])
        if action.target == table.me:
            return -taken - 0.6
        return taken - 1.8
    slot = mine.slots[action.slot]
    step = _chart_at(mine, action.slot)
    if step is None or action.slot == len(mine.slots) - 1:
        return -3.0
    if judge(step, slot).verdict is not Verdict.MISSTEP:
        return -4.0
    wanted = step.arrows[0] if action.part == 0 and step.frozen else None
    holds = any(is_arrow(c) and (direction(c) == wanted if wanted else direction(c) in step.arrows)
                for c in table.hand)
    return 2.0 if holds else 0.6


@dataclass(frozen=True)
class Moment:
    """What Normal works out once per decision about its own latest step and the race."""

    last: Slot | None
    last_step: ChartStep | None
    last_open: bool
    last_need: str | None
    values: tuple[float, ...]
    progress: float


def moment(table: Table) -> Moment:
    mine = table.songs[table.me]
    last = mine.slots[-1] if mine.slots else None
    last_step = _chart_at(mine, len(mine.slots) - 1)
    last_open = last is not None and last_step is not None and still_open(last_step, last)
    last_need = link_wanted(last_step, last) if last_open and last and last_step else None
    values = tuple(expected_scores(table.songs, [None] * len(table.songs)))
    lead = values[table.me] - max(v for i, v in enumerate(values) if i != table.me)
    # comfortably ahead: hurry to the 16th step, even through a misstep
    progress = PROGRESS + (1.6 if lead >= RUSH_LEAD else 0.5 if lead > 0 else 0.0)
    return Moment(last, last_step, last_open, last_need, values, progress)


def normal_choice(table: Table, legal: Sequence[Action], rng: random.Random) -> Action:
    phase = table.turn.phase
    if phase is Phase.SONG:
        return song_choice(table, legal, rng)
    if phase is Phase.OPEN:
        return open_choice(table, legal)
    if phase is Phase.RECONCILE:
        return reconcile_choice(table, legal)
    now = moment(table)
    return max(legal, key=lambda a: (play_value(table, a, now), rng.random()))


def play_value(table: Table, action: Action, now: Moment) -> float:
    """Normal's guess of what one play gains (0 for ending the plays)."""
    if isinstance(action, Done):
        return 0.0
    mine = table.songs[table.me]
    last, last_step = now.last, now.last_step
    if isinstance(action, Attach):
        missing = arrows_missing(last_step, last) if last_step and last else []
        return 6.0 + 0.3 * points(action.card) if direction(action.card) in missing else -6.0
    if isinstance(action, PlayStep):
        return _step_value(table, action.card, now,
                           now.last_need is not None and now.last_need in table.hand)
    if isinstance(action, Restep):
        return _restep_value(table, action)
    if isinstance(action, BeatStep):
        song = table.songs[action.target]
        nxt = _chart_at(song, len(song.slots))
        if nxt is None:
            return 0.0
        lost = step_prospect(nxt) - judge(nxt, Slot(action.card, table.me)).points
        return lost * 0.9 - (0.5 if len(song.slots) >= SONG_LENGTH - 2 else 0.0)
    if isinstance(action, PlayLink):
        return _link_value(table, action, now.last_need)
    if isinstance(action, Interfere):
        cost = 2.0 + (4.0 if now.last_open else 0.0)
        after = _chart_at(mine, len(mine.slots))
        cost += 0.6 * step_prospect(after) if after is not None else 0.0
        return (_interference_value(table, action.card, action.target, list(now.values))
                - cost + now.progress)
    return -1.0


def finishing_choice(table: Table, legal: Sequence[Action], rng: random.Random) -> Action:
    """How Hard's search finishes a turn after the move it is weighing: hang the arrows and
    Links the latest step needs, then stop. Mines and Interference are left to the search
    itself, so a rash one in the finish cannot spoil a good move before it."""
    if table.turn.phase is not Phase.PLAY:
        return normal_choice(table, legal, rng)
    now = moment(table)
    best, best_value = None, 0.5
    for action in legal:
        if isinstance(action, (Attach, PlayLink)) and not (
                isinstance(action, PlayLink) and action.card in (MINE, QUICK_RESTEP)):
            value = play_value(table, action, now)
            if value > best_value:
                best, best_value = action, value
    return best if best is not None else DONE


def easy_choice(table: Table, legal: Sequence[Action], rng: random.Random) -> Action:
    """Dances the right arrows when it holds them; otherwise plays loosely."""
    phase = table.turn.phase
    if phase is Phase.OPEN:
        return Draw() if Draw() in legal else KEEP
    if phase is not Phase.PLAY or rng.random() < 0.25:
        return legal[rng.randrange(len(legal))]
    mine = table.songs[table.me]
    nxt = _chart_at(mine, len(mine.slots))
    last = mine.slots[-1] if mine.slots else None
    last_step = _chart_at(mine, len(mine.slots) - 1)
    good: list[Action] = []
    for action in legal:
        if isinstance(action, Attach) and last and last_step:
            if direction(action.card) in arrows_missing(last_step, last):
                good.append(action)
        elif isinstance(action, PlayStep) and nxt is not None and is_arrow(action.card):
            if base_fits(nxt, direction(action.card)):
                good.append(action)
        elif (isinstance(action, PlayLink) and action.card in (FREEZE, DOUBLE) and last
              and last_step and still_open(last_step, last)
              and link_wanted(last_step, last) == action.card):
            good.append(action)
    if good:
        return good[rng.randrange(len(good))]
    return next((a for a in legal if isinstance(a, Done)), legal[0])

