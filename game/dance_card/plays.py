"""Dance Card! (`shared/seeds/001_73f120c87acf16e3.txt`): playing a Smooth Moves! card in the Action Phase.

Which "any time" cards may be played now, with which target, and what playing one does:
the base game's Sweet Talk!, Fancy!, Cut Loose! (and Felicity's Shōjo! cards), and the
Deluxe Edition's Dab!, Rumor!, Slide! and Switch!. The three Deluxe cards that move
students count as Moves: the Move exception holds for the player they help (never that
player's Partner onto that player's Student's Dance Floor), and so do Chaperones' rules
about Moves; Rumor! may pick its player's own Dance Card only in Solo or Cooperative.
Roll cards (The Look!, Extra!, …) belong to a dance: `dancing.py`.
"""

from __future__ import annotations

import itertools

from game.core.actions import Act, act
from game.core.contract import Illegal
from game.dance_card import events as ev
from game.dance_card.board import Kind
from game.dance_card.effects import (
    Log,
    clear_failures,
    failure_slots,
    move_student,
    no_entry,
    relations,
    remove_card,
)
from game.dance_card.mode import Mode
from game.dance_card.roster import Roster, StudentInfo, roster
from game.dance_card.state import ACTION_NAMES, MOVE, State, evolve

CARD_RULE = "Dance Card! rules: Smooth Moves!"
RUMOR_RELATIONS = ("friends", "rival", "partners", "contacts", "crushes")


def card_plays(state: State, r: Roster, seat: int, can_dance: bool, can_chat: bool,
               can_nerve: bool) -> list[Act]:
    """Every card of `seat`'s hand that may be played now, with each target it may take."""
    holder = state.seats[seat]
    me = r.students[holder.student]
    out: list[Act] = []
    for code in sorted(set(holder.hand)):
        card = r.card(code)
        if card.timing != "any" or not card.effects:
            continue
        effect, name = card.effects[0], r.card_slug(code)
        kind = effect.kind
        if kind == "free_action":
            wanted = str(effect.get("action"))
            if (wanted == "chat" and can_chat) or (wanted == "dance" and can_dance) or \
                    (wanted == "nerve" and can_nerve) or wanted == "move":
                out.append(act("play", name))
        elif kind == "free_moves":
            out.append(act("play", name))
        elif kind == "ditch_failure":
            out += [act("play", name, r.name(me.partners[i].student)) for i in failure_slots(holder)]
        elif kind == "pull_partner":
            where = state.positions[me.index]
            if where != r.stage and r.board.kind(where) is Kind.DANCE_FLOOR:
                out += [act("play", name, r.name(p.student)) for i, p in enumerate(me.partners)
                        if holder.status[i] != 1 and state.positions[p.student] != where]
        elif kind == "rumor":
            out += [act("play", name, r.name(state.seats[t].student), r.name(s))
                    for t, s in rumors(state, r, seat)]
        elif kind == "slide_to_floor":
            out += [act("play", name, r.short(f)) for f in slides(state, r, seat)]
        elif kind == "switch_places":
            out += [act("play", name, r.name(a), r.name(b)) for a, b in switches(state, r, seat)]
    return out


# -- the Deluxe Edition's moving cards ------------------------------------------------------
def _lands_on_partner(state: State, r: Roster, player: int, student: int, where: int) -> bool:
    """The Move exception for `player`: `student`, one of their Partners, would join their
    Student on a Dance Floor (Xander's player is free of it)."""
    me = r.students[state.seats[player].student]
    return (me.power != "partners_come_to_you" and where != r.stage
            and r.board.kind(where) is Kind.DANCE_FLOOR
            and state.positions[me.index] == where
            and any(p.student == student for p in me.partners))


def rumors(state: State, r: Roster, seat: int) -> list[tuple[int, int]]:
    """Rumor!'s (player, student) pairs: a student named on that player's Dance Card comes
    to that player's Student. The player is someone else, or anyone in Solo or Cooperative."""
    closed = no_entry(state, r)
    out = []
    for target in range(state.seat_count):
        if target == seat and state.mode is Mode.COMPETITIVE:
            continue
        student = state.seats[target].student
        where = state.positions[student]
        if where == r.stage or where in closed:
            continue
        named = dict.fromkeys(s for rel in RUMOR_RELATIONS for s in relations(r, student, rel))
        for other in named:
            there = state.positions[other] if other < len(state.positions) else r.stage
            if other != student and there not in (where, r.stage) and \
                    not _lands_on_partner(state, r, target, other, where):
                out.append((target, other))
    return out


def slides(state: State, r: Roster, seat: int) -> list[int]:
    """The Dance Floors Slide! may take `seat`'s Student to."""
    where = state.positions[state.seats[seat].student]
    closed = no_entry(state, r)
    return [f for f in r.floors if f != where and f not in closed]


def switches(state: State, r: Roster, seat: int) -> list[tuple[int, int]]:
    """Switch!'s pairs of students on adjacent locations (lower index first)."""
    closed = no_entry(state, r)
    board = r.board
    me = r.students[state.seats[seat].student]
    bound = set() if me.power == "partners_come_to_you" else {p.student for p in me.partners}
    mine = state.positions[me.index]
    crowds = [state.at(loc) for loc in range(len(board))]
    out = []
    for here, there in itertools.combinations(range(len(board)), 2):
        if not board.are_adjacent(here, there) or here in closed or there in closed:
            continue
        for a, b in itertools.product(crowds[here], crowds[there]):
            if a in bound or b in bound:  # the Move exception, after the trade
                now = there if a == me.index else here if b == me.index else mine
                if (a in bound and there == now and board.kind(there) is Kind.DANCE_FLOOR) or \
                        (b in bound and here == now and board.kind(here) is Kind.DANCE_FLOOR):
                    continue
            out.append((min(a, b), max(a, b)))
    return sorted(out)


# -- doing it --------------------------------------------------------------------------------
def apply_play(state: State, r: Roster, seat: int, me: StudentInfo, action: Act,
               log: Log) -> State:
    code = r.card_slugs[action.args[0]]
    card = r.card(code)
    effect = card.effects[0]
    state = remove_card(state, seat, code)
    kind = effect.kind
    if kind == "free_action":
        wanted = str(effect.get("action"))
        state = evolve(state, turn=state.turn.gain(ACTION_NAMES.index(wanted)))
        log.append(ev.CardPlayed(seat, code, f"a free {wanted.capitalize()}"))
    elif kind == "free_moves":
        state = evolve(state, turn=state.turn.gain(MOVE, int(effect.get("moves"))))
        log.append(ev.CardPlayed(seat, code, f"{effect.get('moves')} free Moves"))
    elif kind == "ditch_failure":
        log.append(ev.CardPlayed(seat, code))
        slot = next(i for i, p in enumerate(me.partners) if r.name(p.student) == action.args[1])
        state = clear_failures(state, seat, (slot,), bool(effect.get("draw")), card.name, log)
    elif kind == "pull_partner":
        log.append(ev.CardPlayed(seat, code))
        state = move_student(state, r.by_name[action.args[1]], state.positions[me.index],
                             card.name, log)
    elif kind == "rumor":
        player, student = r.by_name[action.args[1]], r.by_name[action.args[2]]
        log.append(ev.CardPlayed(seat, code, f"a rumor brings {action.args[2]} over to "
                                             f"{action.args[1]}"))
        state = move_student(state, student, state.positions[player], card.name, log)
    elif kind == "slide_to_floor":
        log.append(ev.CardPlayed(seat, code))
        state = move_student(state, me.index, r.location_by_short[action.args[1].lower()],
                             card.name, log)
    else:  # switch_places: both move at once
        a, b = r.by_name[action.args[1]], r.by_name[action.args[2]]
        here, there = state.positions[a], state.positions[b]
        log.append(ev.CardPlayed(seat, code, f"{action.args[1]} and {action.args[2]} trade places"))
        state = move_student(move_student(state, a, there, card.name, log), b, here, card.name, log)
    return state


def explain_play(state: State, r: Roster, code: int, args: tuple[str, ...]) -> Illegal:
    """Why a card of the hand cannot be played like that now."""
    card = r.card(code)
    kind = card.effects[0].kind if card.effects else ""
    if card.timing == "after_roll":
        return Illegal(f"{card.name} changes a dance roll: play it after the dice land.", CARD_RULE)
    if card.timing == "before_roll":
        return Illegal(f"{card.name} joins a dance pool: play it before you roll.", CARD_RULE)
    if kind == "rumor":
        if state.mode is Mode.COMPETITIVE and len(args) > 1 and \
                r.by_name.get(args[1]) == state.seats[state.active].student:
            return Illegal("In a Competitive game a Rumor! is always about another player.",
                           CARD_RULE)
        return Illegal("Name a player's Student and a student of their Dance Card who is not "
                       "already with them (never their Partner onto their Dance Floor): "
                       "play rumor Kate Eliot.", CARD_RULE)
    if kind == "slide_to_floor":
        return Illegal("Name another Dance Floor your Student can slide onto: play slide Blue.",
                       CARD_RULE)
    if kind == "switch_places":
        return Illegal("Name two students on neighbouring locations (never bringing one of your "
                       "Partners onto your Dance Floor): play switch Kate Eliot.", CARD_RULE)
    return Illegal(f"{card.name} would do nothing now ({card.text})", CARD_RULE)


__all__ = ["CARD_RULE", "apply_play", "card_plays", "explain_play", "rumors", "slides",
           "switches"]
