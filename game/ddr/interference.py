"""DDR: The Card Game — the nine Interference effects (seeds/000_f5e342758678e2e9.txt).

Each effect is resolved on the chosen rival before the card is laid as the player's own
next step. Effects that change a song change the rival's chart as it now reads; an
effect whose condition fails does nothing (the card is still laid). Decisions where the
document is silent (docs/rules/ddr.md): Cross Boomerang turns every unfinished step with
two or three arrows, combination steps included; N.G. and Sudden lock the step against
Quick Restep but a Mine still clears it; a second Hidden or Dark Mini restarts its count.
"""

from __future__ import annotations

from dataclasses import replace

from game.ddr.cards import (
    ADD_FREEZES,
    BEAT,
    CROSS_BOOMERANG,
    DARK_MINI,
    HIDDEN,
    NG,
    REVERSE_TORNADO,
    SUDDEN,
    TIPSY,
)
from game.ddr.legality import next_double
from game.ddr.scoring import is_correct
from game.ddr.songs import DIRECTION_NAMES, SONG_LENGTH, ChartStep
from game.ddr.state import NG_LOCK, SUDDEN_LOCK, SUDDEN_UNSEEN, Dancer, Slot

DARK_MINI_STEPS = 2
HIDDEN_STEPS = 3
TIPSY_FROM = 12   # the 13th step, counted from 0

Change = tuple[int, str, str]


def _rechart(dancer: Dancer, edits: dict[int, ChartStep]) -> tuple[Dancer, tuple[Change, ...]]:
    chart = list(dancer.chart)
    changes = []
    for index in sorted(edits):
        if chart[index] != edits[index]:
            changes.append((index, str(chart[index]), str(edits[index])))
            chart[index] = edits[index]
    return replace(dancer, chart=tuple(chart)), tuple(changes)


def _holds_all_arrows(step: ChartStep, slot: Slot) -> bool:
    """Whether a played step already carries as many arrows as its chart step asks."""
    if slot.settled:
        return True
    filled = sum(a.card is not None for a in slot.doubles)
    return slot.card is not None and filled >= len(step.arrows) - 1


def add_freezes(target: Dancer) -> tuple[Dancer, str, tuple[Change, ...]]:
    index = len(target.slots)
    step = target.next_chart_step()
    if step is None or not step.basic:
        return target, "no effect: their next step is not a basic step.", ()
    if index == SONG_LENGTH - 1:
        return target, "no effect: their next step is the 16th.", ()
    changed, changes = _rechart(target, {index: ChartStep(step.arrows, True)})
    arrow = DIRECTION_NAMES.get(step.arrows[0], step.arrows[0])
    return changed, f"their step {index + 1} must now be held (a Freeze Arrow on {arrow}).", changes


def cross_boomerang(target: Dancer) -> tuple[Dancer, str, tuple[Change, ...]]:
    edits = {}
    for index, step in enumerate(target.chart):
        if len(step.arrows) < 2:
            continue
        if index < len(target.slots) and _holds_all_arrows(step, target.slots[index]):
            continue
        edits[index] = step.turned()
    changed, changes = _rechart(target, edits)
    if not changes:
        return target, "no effect: no unfinished double steps left.", ()
    return changed, f"{len(changes)} unfinished double step(s) turn around.", changes


def dark_mini(target: Dancer) -> tuple[Dancer, str, tuple[Change, ...]]:
    start = len(target.slots)
    changed = replace(target, dark_from=start, dark_until=start + DARK_MINI_STEPS)
    return changed, f"no Perfect or Great cards on their steps {start + 1} and {start + 2}.", ()


def hidden(target: Dancer) -> tuple[Dancer, str, tuple[Change, ...]]:
    until = len(target.slots) + HIDDEN_STEPS
    changed = replace(target, hidden_until=max(target.hidden_until, until))
    return changed, f"their song is face down until they have {until} steps down.", ()


def ng(target: Dancer) -> tuple[Dancer, str, tuple[Change, ...]]:
    if not target.slots:
        return target, "no effect: they have no steps yet.", ()
    slot = target.slots[-1]
    # A Sudden lock its owner cannot see yet gives way to N.G. (both score −2): otherwise N.G.
    # doing nothing would tell the owner of a face-down song that Sudden had locked the step.
    if not slot.frozen or (slot.settled and not (slot.lock == SUDDEN_UNSEEN and target.hidden)):
        return target, "no effect: their latest step is not a held step.", ()
    slots = target.slots[:-1] + (replace(slot, lock=NG_LOCK),)
    return replace(target, slots=slots), f"their held step {len(slots)} now scores -2.", ()


def reverse_tornado(target: Dancer, arrow: str | None) -> tuple[Dancer, str, tuple[Change, ...]]:
    index = next_double(target)
    if index is None or arrow is None:
        return target, "no effect: no double step ahead of them.", ()
    changed, changes = _rechart(target, {index: target.chart[index].held(arrow)})
    return changed, f"their step {index + 1} becomes a frozen double holding {arrow}.", changes


def sudden(target: Dancer) -> tuple[Dancer, str, tuple[Change, ...]]:
    if not target.slots:
        return target, "no effect: they have no steps yet.", ()
    index = len(target.slots) - 1
    slot, step = target.slots[index], target.chart[index]
    if not step.kind.combination or slot.settled or is_correct(step, slot):
        return target, "no effect: their latest step is not an unfinished combination step.", ()
    lock = SUDDEN_UNSEEN if target.hidden else SUDDEN_LOCK   # face down to them: they do not see it
    slots = target.slots[:-1] + (replace(slot, lock=lock),)
    return replace(target, slots=slots), f"their step {index + 1} is now a misstep for good.", ()


def tipsy(target: Dancer) -> tuple[Dancer, str, tuple[Change, ...]]:
    if len(target.slots) > TIPSY_FROM:
        return target, "no effect: they have already reached step 13.", ()
    tail = target.chart[TIPSY_FROM:]
    edits = {TIPSY_FROM + i: step for i, step in enumerate(reversed(tail))}
    changed, changes = _rechart(target, edits)
    return changed, "their steps 13 to 16 now run in reverse.", changes


def resolve(card: str, player: Dancer, target_seat: int, target: Dancer,
            arrow: str | None) -> tuple[Dancer, Dancer, str, tuple[Change, ...]]:
    """Resolve `card` against the target; returns (player, target, effect text, chart changes)."""
    if card == BEAT:
        return (replace(player, beat_next=target_seat), target,
                "on the next turn the player may step on their song.", ())
    effects = {ADD_FREEZES: add_freezes, CROSS_BOOMERANG: cross_boomerang, DARK_MINI: dark_mini,
               HIDDEN: hidden, NG: ng, SUDDEN: sudden, TIPSY: tipsy}
    if card == REVERSE_TORNADO:
        changed, effect, changes = reverse_tornado(target, arrow)
    else:
        changed, effect, changes = effects[card](target)
    return player, changed, effect, changes
