"""DDR: The Card Game — what a hand does on the table, in the game's own places (docs/notation/ddr.md).

The engine's `find_move`: a gesture from one place to another names an action, legal or
not, and every legal action has one gesture. The places:

    hand:C              a card of your hand (copies lie as one: hand:U/perfect)
    deck                the draw deck
    song:ID             a song of the library (before the first turn)
    slot:S:I            seat S's step I (both counted from 0): the next one is where a step goes
    part:S:I:K          the strip of step I's K-th Double Step, where its free arrow hangs
    tile:S:I            the card lying on seat S's step I (a drop on it means its slot)
    track:S             seat S's song as a whole (an Interference goes there)

Reverse Tornado's variant is the arrow the rival must hold (U, D, L, R). The buttons: draw,
keep, done and refill. Refilling is a formality (the only thing to do, nothing to choose).
"""

from __future__ import annotations

from game.core.gestures import BUTTON, Gesture
from game.ddr.cards import QUICK_RESTEP, REVERSE_TORNADO, is_interference, is_link, is_step
from game.ddr.notation import (
    DRAW,
    REFILL,
    Action,
    Attach,
    BeatStep,
    ChooseSong,
    Interfere,
    PlayLink,
    PlayStep,
    Restep,
    Return,
    ShuffleBack,
)
from game.ddr.songs import DIRECTIONS
from game.ddr.state import Phase
from game.ddr.view import DDRObservation


def hand(card: str) -> str:
    return f"hand:{card}"


def slot(seat: int, index: int) -> str:
    return f"slot:{seat}:{index}"


def part(seat: int, index: int, k: int) -> str:
    return f"part:{seat}:{index}:{k}"


def step_place(seat: int, index: int, k: int) -> str:
    """A step (k 0) or the strip of its k-th Double Step."""
    return slot(seat, index) if k == 0 else part(seat, index, k)


def gesture(obs: DDRObservation, action: Action) -> Gesture:
    me = obs.seat
    if isinstance(action, ChooseSong):
        return Gesture(target=f"song:{action.song}")
    if isinstance(action, (ShuffleBack, Return)):
        return Gesture(hand(action.card), "deck")
    if isinstance(action, PlayStep):
        return Gesture(hand(action.card), slot(me, len(obs.me.slots)))
    if isinstance(action, Restep):
        return Gesture(hand(action.card), step_place(me, action.slot, action.part))
    if isinstance(action, BeatStep):
        return Gesture(hand(action.card), slot(action.target, len(obs.dancers[action.target].slots)))
    if isinstance(action, Attach):
        index = len(obs.me.slots) - 1
        waiting = obs.me.slots[index].open_attachment() if index >= 0 else None
        return Gesture(hand(action.card), part(me, index, (waiting or 0) + 1))
    if isinstance(action, PlayLink):
        return Gesture(hand(action.card), step_place(action.target, action.slot, action.part))
    if isinstance(action, Interfere):
        return Gesture(hand(action.card), f"track:{action.target}", action.arrow)
    return BUTTON   # draw, keep, done, refill


def find_action(obs: DDRObservation, made: Gesture) -> Action | None:
    source, target = made.source, made.target
    if target is None:
        return None
    if source is None:
        if target.startswith("song:"):
            return ChooseSong(target[5:])
        return DRAW if target == "deck" else None
    if not source.startswith("hand:"):
        return None
    card = source[5:]
    if target == "deck":
        return Return(card) if obs.turn.phase is Phase.RECONCILE else ShuffleBack(card)
    where = _where(target)
    if where is None or not 0 <= where[0] < len(obs.dancers):
        return None
    seat, index, k = where
    if is_interference(card):
        arrow = made.variant if card == REVERSE_TORNADO and made.variant in DIRECTIONS else None
        return Interfere(card, seat, arrow)
    if index is None:
        return None
    if is_link(card):
        return PlayLink(card, seat, index, k if card == QUICK_RESTEP else 0)
    if is_step(card):
        return _step(obs, card, seat, index, k)
    return None


def formality(obs: DDRObservation, legal: tuple[Action, ...]) -> Action | None:
    """Drawing back up to the hand size is no decision: it happens by itself."""
    return REFILL if tuple(legal) == (REFILL,) else None


def _where(target: str) -> tuple[int, int | None, int] | None:
    """(seat, step, part) of a place on a song; step None for the song as a whole."""
    words = target.split(":")
    try:
        if words[0] == "track" and len(words) == 2:
            return int(words[1]), None, 0
        if words[0] in ("slot", "tile") and len(words) == 3:
            return int(words[1]), int(words[2]), 0
        if words[0] == "part" and len(words) == 4:
            return int(words[1]), int(words[2]), int(words[3])
    except ValueError:
        return None
    return None


def _step(obs: DDRObservation, card: str, seat: int, index: int, k: int) -> Action | None:
    """A Step card dropped on a step: your next step, a Beat on a rival's next step, the free
    arrow of your open Double, or a restep onto a Quick Restep (the engine says why not)."""
    slots = obs.dancers[seat].slots
    if seat != obs.seat:
        return BeatStep(seat, card) if index == len(slots) else None
    if index == len(slots) and k == 0:
        return PlayStep(card)
    if not 0 <= index < len(slots):
        return None
    waiting = slots[-1].open_attachment()
    if index == len(slots) - 1 and waiting is not None and k in (0, waiting + 1):
        return Attach(card)
    return Restep(index, k, card)


__all__ = ["find_action", "formality", "gesture", "hand", "part", "slot", "step_place"]
