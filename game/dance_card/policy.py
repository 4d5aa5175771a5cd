"""Dance Card! (`shared/seeds/001_73f120c87acf16e3.txt`): a rule-based player, the AI's common sense.

It picks the best prospect (`plans.py`): a Partner, a Dance Floor, few Moves, good dice.
On its turn it clears Failure Tokens when it can, dances when the odds are good, chats
with Contacts it meets, brings Friends onto the chosen floor and shoos the Rival and the
Crush off it, and otherwise walks the Partner and the Student towards each other. In a
dance it keeps a winning roll and otherwise uses the card or power that turns it into
one. It is Normal's whole mind and Hard's playout policy.
"""

from __future__ import annotations

import random
from collections.abc import Sequence, Set as AbstractSet

from game.core.actions import Act, act
from game.core.contract import Event
from game.dance_card.board import Kind
from game.dance_card.dancing import apply_roll, one_icon_only
from game.dance_card.dice import succeeds, target
from game.dance_card.plans import Prospect, dance_chance_now, prospects
from game.dance_card.roster import Roster, roster
from game.dance_card.tactics import (
    CARD_VALUE,
    dial_choice,
    land_choice,
    moving_card,
    redo,
    stage_now,
)
from game.dance_card.state import (
    DANCE,
    END,
    FAILURE,
    KEEP,
    MOVE,
    NONE,
    PASS,
    ROLL_DICE,
    State,
    Step,
)



def choose(state: State, seat: int, legal: Sequence[Act], rng: random.Random) -> Act:
    """The rule-based choice of `seat` among `legal` (a full or determinized state)."""
    if len(legal) == 1:
        return legal[0]
    step = state.agenda[0].step
    options = dict.fromkeys(legal).keys()  # a set in the engine's order: no hash order
    if step is Step.MAIN:
        return _main(state, seat, options, rng)
    if step is Step.POOL:
        return _pool(state, seat, options)
    if step is Step.ROLL:
        return redo(state, seat, legal) or _roll(state, seat, legal)
    if step is Step.REROLL:
        return _reroll(state, seat, options)
    if step in (Step.GIVE_UP, Step.HOWIE_DITCH):
        return min(legal, key=lambda a: CARD_VALUE.get(a.args[0], 1))
    if step in (Step.SONG, Step.RETUNE):
        return _song(state, seat, legal)
    if step is Step.AUSTIN:
        return act("nerve") if act("nerve") in options else PASS
    if step in (Step.ALL_MOVE, Step.SPARK_MOVE, Step.CARRY):
        return _helpful_move(state, seat, legal)
    if step is Step.DIAL:
        return dial_choice(legal, rng)
    if step is Step.LAND:
        return land_choice(state, seat, legal)
    return legal[0]


# -- the Action Phase ----------------------------------------------------------------------
def _main(state: State, seat: int, options: AbstractSet[Act], rng: random.Random) -> Act:
    r = roster()
    holder = state.seats[seat]
    me = r.students[holder.student]
    names = [r.name(p.student) for p in me.partners]
    # Failure Tokens off first: a Partner with one cannot be danced with.
    for card in ("pomelol", "cut-loose"):
        for slot, mark in enumerate(holder.status):
            if mark == FAILURE and act("play", card, names[slot]) in options:
                return act("play", card, names[slot])
    for slot, mark in enumerate(holder.status):
        if mark == FAILURE and act("clear", names[slot]) in options:
            return act("clear", names[slot])
    if act("nerve") in options:
        return act("nerve")
    moving = moving_card(state, seat, options)
    if moving is not None:
        return moving
    dance = _dance_now(state, seat, options)
    if dance is not None:
        return dance
    plan = _plan(state, seat)
    moves_left = state.turn.actions + state.turn.free[MOVE] + state.turn.free[4]
    chat = _chat(state, seat, options, plan)
    if chat is not None:
        return chat
    if plan is not None:
        step = _advance_plan(state, seat, plan, options, moves_left)
        if step is not None:
            return step
    for power in ("scout",):
        if act(power) in options and state.turn.actions > 0:
            return act(power)
    return _free_card(state, seat, options) or (act("stage") if stage_now(state, seat, options)
                                                 else END)


def _free_card(state: State, seat: int, options: AbstractSet[Act]) -> Act | None:
    """With no action left to pay for it: a card's free Dance (a good one) or free Chat."""
    if state.turn.can_pay(DANCE):
        return None
    r = roster()
    me = r.students[state.seats[seat].student]
    if act("play", "dab") in options and any(
            dance_chance_now(state, seat, slot) >= 0.3 for slot, p in enumerate(me.partners)
            if state.seats[seat].status[slot] == NONE
            and state.positions[p.student] == state.positions[me.index]):
        return act("play", "dab")
    # Sweet Talk! is only offered when a Contact of yours is there to chat with.
    return act("play", "sweet-talk") if act("play", "sweet-talk") in options else None


def _plan(state: State, seat: int) -> Prospect | None:
    found = [p for p in prospects(state, seat) if not p.nerve_first or
             all(s != NONE for s in state.seats[seat].status)]
    if not found:
        found = list(prospects(state, seat))
    return max(found, key=lambda p: p.worth) if found else None


def _dance_now(state: State, seat: int, options: AbstractSet[Act]) -> Act | None:
    r = roster()
    me = r.students[state.seats[seat].student]
    best, best_chance = None, -1.0
    for slot, partner in enumerate(me.partners):
        name = r.name(partner.student)
        for text in (act("dance", name), act("dance", name, "add"), act("dance", name, "dice")):
            if text in options:
                chance = dance_chance_now(state, seat, slot)
                if chance > best_chance:
                    best, best_chance = text, chance
    if best is None:
        return None
    turn = state.turn
    spare = turn.actions + turn.free[MOVE] + turn.free[4] - (0 if turn.free[DANCE] else 1)
    if best_chance >= 0.5 or spare <= 0 or best_chance >= 0.3 and spare <= 1:
        return best
    for card in ("tangerine",):
        if act("play", card) in options:
            return act("play", card)
    return None if _improvement(state, seat, options) else best


def _chat(state: State, seat: int, options: AbstractSet[Act], plan: Prospect | None) -> Act | None:
    chats = [a for a in options if a.verb == "chat"]
    if not chats:
        return None
    r = roster()
    me = r.students[state.seats[seat].student]
    if plan is not None:
        partner = me.partners[plan.slot]
        for a in chats:
            if r.by_name[a.args[0]] in (c for c, _ in partner.contacts):
                return a
    return min(chats, key=str)


def _improvement(state: State, seat: int, options: AbstractSet[Act]) -> Act | None:
    """A Move that brings a Friend onto the Student's floor or sends the Rival or a
    Crush away from it."""
    r = roster()
    me = r.students[state.seats[seat].student]
    floor = state.positions[me.index]
    for friend, _ in me.friends:
        if r.board.are_adjacent(state.positions[friend], floor):
            a = r.move_act[friend][floor]
            if a in options:
                return a
    pests = [me.rival] + [p.crush for p in me.partners]
    for pest in pests:
        if state.positions[pest] == floor:
            for there in r.board.neighbours(floor):
                a = r.move_act[pest][there]
                if a in options:
                    return a
    return None


def _advance_plan(state: State, seat: int, plan: Prospect, options: AbstractSet[Act],
                  moves_left: int) -> Act | None:
    r = roster()
    holder = state.seats[seat]
    me = r.students[holder.student]
    partner = me.partners[plan.slot].student
    board = r.board
    mine, theirs = state.positions[me.index], state.positions[partner]
    if plan.nerve_first:
        spot = min(board.of_kind(Kind.NERVE_SPOT), key=lambda s: board.distance(mine, s))
        return _step_towards(r, state, me.index, spot, options) or _ditch_for_move(
            state, seat, options, board.distance(mine, spot) == 1)
    if mine == plan.floor and theirs == plan.floor:
        return _improvement(state, seat, options)
    if theirs != plan.floor:
        step = _step_towards(r, state, partner, plan.floor, options,
                             avoid=plan.floor if mine == plan.floor else -1)
        if step is not None:
            return step
    if mine != plan.floor:
        step = _step_towards(r, state, me.index, plan.floor, options)
        if step is not None:
            return step
    for card in ("fancy",):
        if act("play", card) in options and plan.moves >= 1:
            return act("play", card)
    if act("play", "orange", r.name(partner)) in options:
        return act("play", "orange", r.name(partner))
    return _ditch_for_move(state, seat, options, plan.moves <= 1)


def _step_towards(r: Roster, state: State, student: int, goal: int, options: AbstractSet[Act],
                  avoid: int = -1) -> Act | None:
    here = state.positions[student]
    if here == goal or here == r.stage:  # Joe up on the Music Rules! card cannot be moved
        return None
    board = r.board
    best = None
    for there in board.neighbours(here):
        if there == avoid:
            continue
        a = r.move_act[student][there]
        closer = board.distance(there, goal) < board.distance(here, goal)
        if a in options and closer and (best is None or board.distance(there, goal) < best[0]):
            best = (board.distance(there, goal), a)
    return best[1] if best else None


def _ditch_for_move(state: State, seat: int, options: AbstractSet[Act], worth_it: bool) -> Act | None:
    """Give up the least useful card for a free Move, when that Move completes the plan."""
    if not worth_it or state.turn.free[MOVE] or not state.turn.can_pay(DANCE):
        return None
    ditches = [a for a in options if a.verb == "ditch"]
    if not ditches:
        return None
    return min(ditches, key=lambda a: CARD_VALUE.get(a.args[0], 1))


# -- the dance windows ---------------------------------------------------------------------
def _pool(state: State, seat: int, options: AbstractSet[Act]) -> Act:
    for a in options:
        if a.verb == "play":
            return a
    return ROLL_DICE


def _roll(state: State, seat: int, legal: Sequence[Act]) -> Act:
    """Keep a winning roll; otherwise the cheapest fix that wins; otherwise reroll."""
    r = roster()
    roll = state.roll
    assert roll is not None
    number, icons = target(state, r, seat, roll.partner)
    steven = one_icon_only(state, seat)
    if succeeds(roll, number, icons, steven):
        return KEEP
    rerolls = []
    fixes = []
    for a in legal:
        if a == KEEP or a.verb == "redo":  # Charlotte's rerolls: tactics.redo
            continue
        if a.verb == "reroll" or (a.verb == "play" and r.card(r.card_slugs[a.args[0]]).effects[0].kind
                                  == "reroll"):
            rerolls.append(a)
            continue
        log: list[Event] = []
        after = apply_roll(state, a, log)
        if after.roll is not None and succeeds(after.roll, number, icons, steven):
            fixes.append(a)
    if fixes:
        return min(fixes, key=lambda a: CARD_VALUE.get(a.args[0], 0) if a.verb == "play" else 0)
    if rerolls:
        return rerolls[0]
    return KEEP


def _reroll(state: State, seat: int, options: AbstractSet[Act]) -> Act:
    r = roster()
    roll = state.roll
    assert roll is not None
    _, icons = target(state, r, seat, roll.partner)
    picks = [a for a in options if a.verb == "pick"]
    if not picks:
        return ROLL_DICE

    def badness(a: Act) -> float:
        face = roll.faces[int(a.args[0]) - 1]
        if face is None:
            return -9.0
        useful = sum(1 for i in face.icons if i in icons)
        return -face.number - 2.5 * useful + 0.5 * len(face.icons)

    worst = max(picks, key=badness)
    return worst if badness(worst) > -1.5 else ROLL_DICE


# -- other choices ---------------------------------------------------------------------------
def _song(state: State, seat: int, legal: Sequence[Act]) -> Act:
    r = roster()
    plan = _plan(state, seat)
    if plan is not None:
        colour = r.students[r.students[state.seats[seat].student].partners[plan.slot].student].colour
        for a in legal:
            if a.args and a.args[0] == colour:
                return a
    return PASS if PASS in legal else legal[0]


def _helpful_move(state: State, seat: int, legal: Sequence[Act]) -> Act:
    """For a free Move outside the Action Phase: step the plan's Partner or Student
    closer, or carry a Partner along; otherwise pass."""
    r = roster()
    plan = _plan(state, seat)
    if plan is None:
        return PASS if PASS in legal else legal[0]
    me = r.students[state.seats[seat].student]
    partner = me.partners[plan.slot].student
    goal = r.short(plan.floor)
    for a in legal:
        if a.verb == "carry" and r.by_name[a.args[0]] in (partner, me.index):
            return a
        if a.verb == "move" and a.args[1] == goal and r.by_name[a.args[0]] in (partner, me.index):
            return a
    options = dict.fromkeys(legal).keys()  # a set in the engine's order: no hash order
    mine = state.positions[me.index]
    step = _step_towards(r, state, partner, plan.floor, options,
                         avoid=plan.floor if mine == plan.floor else -1)
    step = step or _step_towards(r, state, me.index, plan.floor, options)
    if step is not None and step in options:
        return step
    return PASS if PASS in legal else legal[0]
