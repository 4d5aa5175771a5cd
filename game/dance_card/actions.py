"""Dance Card! (`shared/seeds/001_73f120c87acf16e3.txt`): the Action Phase.

Two actions from Move, Dance, Chat and Nerve, each tied to its kind of location; free
actions at any time of the turn (play a Smooth Moves! card for its effect — `plays.py` —
or ditch one for a free Move); the personal powers that act like actions (Benjamin, Aria,
Zoe, Olivia, Howie, and Joe of the Cool Kids); and `end`. Free credits (a free Move from the dial, Sweet Talk!'s free
Chat, …) are spent before the two actions, since they vanish at the end of the turn.
"""

from __future__ import annotations

import itertools

from game.core.actions import Act, act
from game.dance_card import events as ev
from game.dance_card.board import Kind
from game.dance_card.dancing import start_dance
from game.dance_card.decisions import nerve
from game.dance_card.effects import (
    Log,
    blocked_here,
    clear_failures,
    draw_cards,
    failure_slots,
    move_student,
    remove_card,
    student_moves,
)
from game.dance_card.flow import push
from game.dance_card.plays import apply_play, card_plays
from game.dance_card.roster import Roster, StudentInfo, roster
from game.dance_card.state import (
    ANY,
    CHAT,
    DANCE,
    END,
    FAILURE,
    MOVE,
    NERVE,
    NONE,
    State,
    Step,
    Task,
    Turn,
    evolve,
)

RULE = {
    "move": "Dance Card! rules: Move", "dance": "Dance Card! rules: Dance",
    "chat": "Dance Card! rules: Chat", "nerve": "Dance Card! rules: Nerve",
    "play": "Dance Card! rules: Smooth Moves!", "ditch": "Dance Card! rules: Smooth Moves!",
    "power": "Dance Card! rules: personal abilities",
}


# -- what the active player may do -------------------------------------------------------
def dance_options(state: State, seat: int) -> list[Act]:
    r = roster()
    me = r.students[state.seats[seat].student]
    where = state.positions[me.index]
    if r.board.kind(where) is not Kind.DANCE_FLOOR or blocked_here(state, r, where, "dance"):
        return []
    out = []
    status = state.seats[seat].status
    rival_here = state.positions[me.rival] == where
    for slot, partner in enumerate(me.partners):
        if status[slot] == NONE and state.positions[partner.student] == where:
            name = r.name(partner.student)
            if me.power == "rival_showoff" and rival_here:
                out += [act("dance", name, "add"), act("dance", name, "dice")]
            else:
                out.append(act("dance", name))
    return out


def chat_options(state: State, seat: int) -> list[Act]:
    r = roster()
    holder = state.seats[seat]
    me = r.students[holder.student]
    where = state.positions[me.index]
    spots = r.board.of_kind(Kind.CHAT_SPOT)
    out = []
    if where in spots and not blocked_here(state, r, where, "chat"):
        reach = spots if me.power == "remote_chat" else (where,)
        for slot, partner in enumerate(me.partners):
            for c, (contact, _) in enumerate(partner.contacts):
                if not holder.chats[2 * slot + c] and state.positions[contact] in reach:
                    out.append(act("chat", r.name(contact)))
            if me.power == "chat_with_crush" and not holder.crush_chats[slot] \
                    and state.positions[partner.crush] in reach:
                out.append(act("chat", r.name(partner.crush)))
    if me.power == "friends_chat_for_you":
        for friend, _ in me.friends:
            spot = state.positions[friend]
            if friend not in state.set_aside or spot not in spots \
                    or blocked_here(state, r, spot, "chat"):
                continue
            for slot, partner in enumerate(me.partners):
                for c, (contact, _) in enumerate(partner.contacts):
                    if not holder.chats[2 * slot + c] and state.positions[contact] == spot:
                        out.append(act("chat", r.name(contact), "via", r.name(friend)))
    return out


def can_nerve(state: State, seat: int) -> bool:
    r = roster()
    holder = state.seats[seat]
    if FAILURE not in holder.status:
        return False
    me = r.students[holder.student]
    where = state.positions[me.index]
    if blocked_here(state, r, where, "nerve"):
        return False
    if r.board.kind(where) is Kind.NERVE_SPOT:
        return True
    return me.power == "nerve_when_alone" and state.at(where) == (me.index,)


def main_actions(state: State) -> list[Act]:
    """Every legal action of the Action Phase."""
    r = roster()
    seat = state.active
    turn = state.turn
    holder = state.seats[seat]
    me = r.students[holder.student]
    out: list[Act] = []
    if turn.can_pay(MOVE):
        out += student_moves(state, r, seat)
    dances = dance_options(state, seat)
    chats = chat_options(state, seat)
    if turn.can_pay(DANCE):
        out += dances
    if turn.can_pay(CHAT):
        out += chats
    if turn.can_pay(NERVE) and can_nerve(state, seat):
        out.append(act("nerve"))
    out += card_plays(state, r, seat, bool(dances), bool(chats), can_nerve(state, seat))
    out += [act("ditch", r.card_slug(c)) for c in sorted(set(holder.hand)) if not r.is_shojo(c)]
    out += _powers(state, r, seat, me)
    out.append(END)
    return out


def _powers(state: State, r: Roster, seat: int, me: StudentInfo) -> list[Act]:
    power, turn = me.power, state.turn
    where = state.positions[me.index]
    holder = state.seats[seat]
    out: list[Act] = []
    if power == "pull_partner_and_dance" and not turn.count(power) \
            and r.board.kind(where) is Kind.DANCE_FLOOR and not blocked_here(state, r, where, "dance"):
        for slot, p in enumerate(me.partners):
            if holder.status[slot] == NONE and r.board.are_adjacent(state.positions[p.student], where):
                out.append(act("call", r.name(p.student)))
    elif power == "floor_hop" and not turn.count(power):
        out += [act("hop", r.short(f)) for f in r.floors if f != where]
    elif power == "clear_failure_with_partner" and turn.count(power) < int(me.ability.get("per_turn")):
        out += [act("clear", r.name(me.partners[i].student)) for i in failure_slots(holder)
                if state.positions[me.partners[i].student] == where]
    elif power == "draw_then_ditch" and not turn.count(power) and (turn.actions or turn.free[ANY]):
        out.append(act("scout"))
    elif power == "selfie" and (turn.actions or turn.free[ANY]):
        out += _selfies(state, r, seat, me)
    elif power == "stage_dive" and where != r.stage:
        out.append(act("stage"))
    return out


def _selfies(state: State, r: Roster, seat: int, me: StudentInfo) -> list[Act]:
    selfie = r.content.selfie
    where = state.positions[me.index]
    if r.place(where) not in selfie.locations or where in state.selfies \
            or len(state.selfies) >= selfie.tokens:
        return []
    holder = state.seats[seat]
    taken = {me.rival} | {f for f, _ in me.friends} | {p.student for p in me.partners} \
        | set(holder.extra_friends) | {s.student for s in state.seats}
    here = [s for s in state.at(where) if s not in taken]
    out = []
    for size in range(1, selfie.students_per_selfie + 1):
        for group in itertools.combinations(here, size):
            out.append(act("selfie", *(r.name(s) for s in group)))
    return out


# -- doing it ----------------------------------------------------------------------------
def apply_main(state: State, action: Act, log: Log) -> State:
    r = roster()
    seat = state.active
    me = r.students[state.seats[seat].student]
    verb = action.verb
    if verb == "end":
        return evolve(state, agenda=state.agenda[1:])
    if verb == "move":
        state = evolve(state, turn=state.turn.spend(MOVE))
        return move_student(state, r.by_name[action.args[0]],
                            r.location_by_short[action.args[1].lower()], "Move", log)
    if verb == "dance":
        slot = _slot(r, me, action.args[0])
        state = evolve(state, turn=state.turn.spend(DANCE))
        return start_dance(state, seat, slot, action.args[1] if len(action.args) > 1 else "", log)
    if verb == "chat":
        state = evolve(state, turn=state.turn.spend(CHAT))
        via = r.by_name[action.args[2]] if len(action.args) > 2 else -1
        return chat(state, seat, r.by_name[action.args[0]], via, log)
    if verb == "nerve":
        state = evolve(state, turn=state.turn.spend(NERVE))
        return nerve(state, seat, "Nerve", log)
    if verb == "play":
        return apply_play(state, r, seat, me, action, log)
    if verb == "ditch":
        return _ditch(state, r, seat, me, action, log)
    return _power(state, r, seat, me, action, log)


def _slot(r: Roster, me: StudentInfo, name: str) -> int:
    return next(i for i, p in enumerate(me.partners) if r.name(p.student) == name)


def chat(state: State, seat: int, contact: int, via: int, log: Log) -> State:
    r = roster()
    holder = state.seats[seat]
    me = r.students[holder.student]
    for slot, partner in enumerate(me.partners):
        for c, (who, die) in enumerate(partner.contacts):
            if who == contact:
                chats = list(holder.chats)
                chats[2 * slot + c] = True
                holder = evolve(holder, chats=tuple(chats))
                log.append(ev.ChatTokenPlaced(seat, contact, die, via))
        if partner.crush == contact:
            crush = list(holder.crush_chats)
            crush[slot] = True
            holder = evolve(holder, crush_chats=(crush[0], crush[1], crush[2]))
            log.append(ev.ChatTokenPlaced(seat, contact, str(me.ability.get("token")), via))
    state = state.with_seat(seat, holder)
    if me.power == "chat_draws" and state.turn.count(me.power) < int(me.ability.get("per_turn")):
        state = evolve(state, turn=state.turn.note(me.power))
        state = draw_cards(state, seat, int(me.ability.get("draw")), "Good Listener", log)
    return state


def _ditch(state: State, r: Roster, seat: int, me: StudentInfo, action: Act, log: Log) -> State:
    code = r.card_slugs[action.args[0]]
    state = remove_card(state, seat, code)
    if me.power == "ditch_for_any_action" and state.turn.count(me.power) < int(
            me.ability.get("per_turn")):
        state = evolve(state, turn=state.turn.gain(ANY).note(me.power))
        log.append(ev.CardDitched(seat, code, "Anything Goes: a free action of any kind"))
    else:
        state = evolve(state, turn=state.turn.gain(MOVE))
        log.append(ev.CardDitched(seat, code, "a free Move"))
    return state


def _power(state: State, r: Roster, seat: int, me: StudentInfo, action: Act, log: Log) -> State:
    verb, power = action.verb, me.power
    turn = state.turn.note(power)
    state = evolve(state, turn=turn)
    title = r.content.students[me.index].ability.title
    if verb == "call":
        partner = r.by_name[action.args[0]]
        slot = _slot(r, me, action.args[0])
        state = move_student(state, partner, state.positions[me.index], title, log)
        # The free Dance is mandatory and follows at once (after Maxine's carry, if any).
        return _queue_dance(state, seat, slot, log)
    if verb == "hop":
        return move_student(state, me.index, r.location_by_short[action.args[0].lower()], title, log)
    if verb == "clear":
        return clear_failures(state, seat, (_slot(r, me, action.args[0]),), False, title, log)
    if verb == "scout":
        state = evolve(state, turn=_spend_action(state))
        state = draw_cards(state, seat, int(me.ability.get("draw")), title, log)
        return push(state, *(Task(Step.HOWIE_DITCH, seat, source=title)
                             for _ in range(int(me.ability.get("ditch")))))
    if verb == "selfie":
        state = evolve(state, turn=_spend_action(state))
        where = state.positions[me.index]
        group = tuple(r.by_name[n] for n in action.args)
        holder = state.seats[seat]
        state = state.with_seat(seat, evolve(holder, extra_friends=holder.extra_friends + group))
        log.append(ev.SelfieTaken(seat, where, group))
        return evolve(state, selfies=state.selfies + (where,),
                       set_aside=state.set_aside + group)
    if verb == "stage":
        # Joe goes up onto the Music Rules! card, free, and the turn ends at once.
        state = move_student(state, me.index, r.stage, title, log, stage=True)
        log.append(ev.TurnCutShort(seat, title))
        return evolve(state, agenda=tuple(t for t in state.agenda if t.step is not Step.MAIN))
    raise ValueError(f"unknown action {action}")


def _spend_action(state: State) -> Turn:
    turn = state.turn
    if turn.free[ANY] > 0:
        return turn.spend(ANY)
    return evolve(turn, actions=turn.actions - 1)


def _queue_dance(state: State, seat: int, slot: int, log: Log) -> State:
    """Start Benjamin's free Dance now unless Maxine's carry must be decided first."""
    if state.agenda and state.agenda[0].step is Step.CARRY:
        dance = Task(Step.START_DANCE, seat, source="Come Here!", data=(slot,))
        return evolve(state, agenda=state.agenda[:1] + (dance,) + state.agenda[1:])
    return start_dance(state, seat, slot, "", log)
