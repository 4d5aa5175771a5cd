"""DDR: The Card Game — what each card play does to the table (seeds/000_f5e342758678e2e9.txt).

Each play is already known legal. It returns the new state, its events and the seat
whose song gained a step (None if no new step was laid), so the rules can end the game
the moment a 16th step lands.
"""

from __future__ import annotations

from dataclasses import replace

from game.core.contract import Event
from game.ddr import events as ev
from game.ddr.cards import DOUBLE, FREEZE, MINE
from game.ddr.interference import resolve
from game.ddr.notation import Attach, BeatStep, Interfere, PlayLink, PlayStep, Restep
from game.ddr.state import Attachment, Dancer, Slot, State, Turn, shuffle_in, without

Played = tuple[State, tuple[Event, ...], int | None]


def _spend(state: State, card: str) -> tuple[State, Dancer]:
    """Take a card from the acting seat's hand; returns the state and that dancer."""
    seat = state.turn.seat
    dancer = state.dancers[seat].with_hand(without(state.dancers[seat].hand, card))
    return state.with_dancer(seat, dancer), dancer


def _mark(state: State, stepped: bool = False, linked: bool = False,
          interfered: bool = False) -> State:
    """Record which of the turn's plays has been used."""
    turn = state.turn
    return state.with_turn(Turn(turn.seat, turn.number, turn.phase, turn.stepped or stepped,
                                turn.linked or linked, turn.interfered or interfered,
                                turn.shuffled, turn.quiet))


def _set_slot(dancer: Dancer, index: int, slot: Slot) -> Dancer:
    return dancer.with_slots(dancer.slots[:index] + (slot,) + dancer.slots[index + 1:])


def _set_attachment(slot: Slot, part: int, attachment: Attachment) -> Slot:
    doubles = slot.doubles[:part - 1] + (attachment,) + slot.doubles[part:]
    return replace(slot, doubles=doubles)


def play_step(state: State, action: PlayStep) -> Played:
    seat = state.turn.seat
    state, dancer = _spend(state, action.card)
    index = len(dancer.slots)
    dancer = dancer.with_slots(dancer.slots + (Slot(action.card, seat),))
    state = _mark(state.with_dancer(seat, dancer), stepped=True)
    return state, (ev.StepLaid(seat, seat, index, 0, action.card, "step"),), seat


def beat_step(state: State, action: BeatStep) -> Played:
    seat = state.turn.seat
    state, dancer = _spend(state, action.card)
    state = state.with_dancer(seat, replace(dancer, beat_now=None))
    target = state.dancers[action.target]
    index = len(target.slots)
    target = replace(target, slots=target.slots + (Slot(action.card, seat),))
    state = _mark(state.with_dancer(action.target, target), stepped=True)
    return state, (ev.StepLaid(seat, action.target, index, 0, action.card, "beat"),), action.target


def restep(state: State, action: Restep) -> Played:
    seat = state.turn.seat
    state, dancer = _spend(state, action.card)
    slot = dancer.slots[action.slot]
    if action.part == 0:
        slot = replace(slot, card=action.card, placed_by=seat)
    else:
        waiting = slot.doubles[action.part - 1]
        slot = _set_attachment(slot, action.part, replace(waiting, card=action.card))
    state = _mark(state.with_dancer(seat, _set_slot(dancer, action.slot, slot)), stepped=True)
    event = ev.StepLaid(seat, seat, action.slot, action.part, action.card, "restep")
    return state, (event,), None


def attach(state: State, action: Attach) -> Played:
    seat = state.turn.seat
    state, dancer = _spend(state, action.card)
    index = len(dancer.slots) - 1
    slot = dancer.slots[index]
    part = (slot.open_attachment() or 0) + 1
    slot = _set_attachment(slot, part, Attachment(action.card))
    state = state.with_dancer(seat, _set_slot(dancer, index, slot))
    return state, (ev.StepLaid(seat, seat, index, part, action.card, "attach"),), None


def play_link(state: State, action: PlayLink) -> Played:
    seat = state.turn.seat
    state, _ = _spend(state, action.card)
    owner = state.dancers[action.target]
    slot = owner.slots[action.slot]
    discarded: str | None = None
    if action.card == FREEZE:
        slot = replace(slot, frozen=True, freeze_first=not slot.doubles)
    elif action.card == DOUBLE:
        slot = replace(slot, doubles=slot.doubles + (Attachment(),))
    elif action.card == MINE:
        slot = replace(slot, mined=True)
    elif action.part == 0:  # Quick Restep on the step card itself
        discarded = slot.card
        slot = replace(slot, card=None, restep=True, restep_turn=state.turn.number)
    else:                   # Quick Restep on the arrow of a double (maybe never laid)
        discarded = slot.doubles[action.part - 1].card
        slot = _set_attachment(slot, action.part, Attachment(None, True, state.turn.number))
    state = state.with_dancer(action.target, _set_slot(owner, action.slot, slot))
    if discarded is not None:
        state = shuffle_in(state, (discarded,))
    state = _mark(state, linked=True)
    event = ev.LinkPlayed(seat, action.target, action.slot, action.part, action.card, discarded)
    if discarded is not None:
        return state, (event, ev.StepShuffledBack(seat, discarded)), None
    return state, (event,), None


def interfere(state: State, action: Interfere) -> Played:
    seat = state.turn.seat
    state, player = _spend(state, action.card)
    blind = action.target if state.dancers[action.target].hidden else None
    player, target, effect, changes = resolve(action.card, player, action.target,
                                              state.dancers[action.target], action.arrow)
    state = state.with_dancer(action.target, target)
    index = len(player.slots)
    player = replace(player, slots=player.slots + (Slot(action.card, seat),))
    state = _mark(state.with_dancer(seat, player), interfered=True)
    events = (ev.Interfered(seat, action.target, action.card, effect, changes, blind),
              ev.StepLaid(seat, seat, index, 0, action.card, "interference"))
    return state, events, seat
