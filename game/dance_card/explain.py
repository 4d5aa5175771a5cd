"""Dance Card! (`shared/seeds/001_73f120c87acf16e3.txt`): why an action of the Action Phase is refused.

`legal_actions` is the one definition of what may be done; this module only puts the
first broken rule into a sentence a player understands, with the rules section.
"""

from __future__ import annotations

from game.core.actions import Act
from game.core.contract import Illegal
from game.dance_card.board import Kind
from game.dance_card.effects import no_entry, partner_blocked
from game.dance_card.plays import explain_play
from game.dance_card.roster import Roster, StudentInfo, roster
from game.dance_card.state import (
    CHAT,
    DANCE,
    FAILURE,
    MOVE,
    NERVE,
    SUCCESS,
    State,
)

MOVE_RULE = "Dance Card! rules: Move"
DANCE_RULE = "Dance Card! rules: Dance"
CHAT_RULE = "Dance Card! rules: Chat"
NERVE_RULE = "Dance Card! rules: Nerve"
CARD_RULE = "Dance Card! rules: Smooth Moves!"
POWER_RULE = "Dance Card! rules: personal abilities"
NOTATION = "docs/notation/dance_card.md"


def explain_main_action(state: State, action: Act) -> Illegal:
    r = roster()
    me = r.students[state.seats[state.active].student]
    verb, args = action.verb, action.args
    handler = {"move": _move, "dance": _dance, "chat": _chat, "nerve": _nerve,
               "play": _play, "ditch": _ditch}.get(verb)
    if handler is not None:
        return handler(state, r, me, args)
    if verb in ("call", "hop", "clear", "scout", "selfie", "stage"):
        return _power(state, r, me, verb)
    if verb in ("roll", "keep", "pick", "copy", "reroll", "icon", "redo"):
        return Illegal("That belongs to a dance roll; start one with a Dance action.", DANCE_RULE)
    if verb in ("dial", "land"):
        return Illegal("That choice is made at the start of a turn, not in the Action Phase.",
                       POWER_RULE)
    return Illegal(f"'{action}' is not a Dance Card! action.", NOTATION)


def _no_payment(state: State, kind: int, what: str, rule: str) -> Illegal | None:
    if state.turn.can_pay(kind):
        return None
    extra = " Ditch a Smooth Moves! card for a free Move," if kind == MOVE else ""
    return Illegal(f"You have no actions left for a {what}.{extra} or end your turn.", rule)


def _student(r: Roster, name: str) -> int | None:
    return r.by_name.get(name[:1].upper() + name[1:].lower()) if name else None


def _move(state: State, r: Roster, me: StudentInfo, args: tuple[str, ...]) -> Illegal:
    if len(args) != 2:
        return Illegal("Say who moves where: move Kate Blue.", NOTATION)
    student = _student(r, args[0])
    if student is None or student >= len(state.positions):
        return Illegal(f"There is no student called {args[0]} at this dance.", MOVE_RULE)
    there = r.location_by_short.get(args[1].lower())
    if there is None:
        return Illegal(f"There is no location called {args[1]}.", MOVE_RULE)
    here = state.positions[student]
    if here == r.stage:
        return Illegal(f"{r.name(student)} is up on the Music Rules! card: nobody can move him "
                       "until his player brings him down.", MOVE_RULE)
    if here == there:
        return Illegal(f"{r.name(student)} is already on the {r.place(there)}.", MOVE_RULE)
    if not r.board.are_adjacent(here, there):
        near = ", ".join(r.place(n) for n in r.board.neighbours(here))
        return Illegal(f"{r.name(student)} is on the {r.place(here)}; a Move only reaches an "
                       f"adjacent location ({near}).", MOVE_RULE)
    if there in no_entry(state, r):
        return Illegal(f"A Chaperone stands on the {r.place(there)}: no Move may bring a student "
                       "there.", MOVE_RULE)
    if partner_blocked(state, r, state.active, student, there):
        return Illegal(f"{r.name(student)} is one of your Partners: you may not move them onto "
                       "the Dance Floor where your Student stands. Move your Student instead.",
                       MOVE_RULE)
    return _no_payment(state, MOVE, "Move", MOVE_RULE) or Illegal("That Move is not possible now.",
                                                                   MOVE_RULE)


def _dance(state: State, r: Roster, me: StudentInfo, args: tuple[str, ...]) -> Illegal:
    where = state.positions[me.index]
    if r.board.kind(where) is not Kind.DANCE_FLOOR:
        return Illegal(f"{me.name} must stand on a Dance Floor to dance (now on the "
                       f"{r.place(where)}).", DANCE_RULE)
    names = [r.name(p.student) for p in me.partners]
    if not args or args[0] not in names:
        return Illegal(f"You can only dance with your Partners: {', '.join(names)}.", DANCE_RULE)
    slot = names.index(args[0])
    status = state.seats[state.active].status[slot]
    if status == SUCCESS:
        return Illegal(f"You already danced successfully with {args[0]}.", DANCE_RULE)
    if status == FAILURE:
        return Illegal(f"{args[0]} holds a Failure Token: clear it (Nerve) before dancing "
                       "with them again.", DANCE_RULE)
    if state.positions[me.partners[slot].student] != where:
        return Illegal(f"{args[0]} is not on your Dance Floor ({r.place(where)}).", DANCE_RULE)
    if len(args) > 1 or me.power == "rival_showoff":
        return Illegal("Eliot chooses +3 or two Gray Dice only when his Rival is on the floor: "
                       f"dance {args[0]} add, or dance {args[0]} dice.", POWER_RULE)
    return _no_payment(state, DANCE, "Dance", DANCE_RULE) or Illegal(
        "A Chaperone forbids dancing here.", DANCE_RULE)


def _chat(state: State, r: Roster, me: StudentInfo, args: tuple[str, ...]) -> Illegal:
    where = state.positions[me.index]
    contacts = {r.name(c): (slot, k) for slot, p in enumerate(me.partners)
                for k, (c, _) in enumerate(p.contacts)}
    if not args:
        return Illegal("Say who to chat with: chat Jordan.", NOTATION)
    if len(args) == 1 and r.board.kind(where) is not Kind.CHAT_SPOT:
        return Illegal(f"{me.name} must be on the Refreshments or the Bleachers to chat (now on "
                       f"the {r.place(where)}).", CHAT_RULE)
    if args[0] not in contacts:
        return Illegal(f"{args[0]} is not a Contact on your Dance Card.", CHAT_RULE)
    slot, k = contacts[args[0]]
    if state.seats[state.active].chats[2 * slot + k]:
        return Illegal(f"{args[0]} already carries your Chat Token.", CHAT_RULE)
    contact = r.by_name[args[0]]
    if len(args) == 1 and state.positions[contact] != where:
        return Illegal(f"{args[0]} is on the {r.place(state.positions[contact])}, not with "
                       f"{me.name}.", CHAT_RULE)
    return _no_payment(state, CHAT, "Chat", CHAT_RULE) or Illegal(
        "That Chat is not possible here (a Chaperone, or nobody to chat through).", CHAT_RULE)


def _nerve(state: State, r: Roster, me: StudentInfo, args: tuple[str, ...]) -> Illegal:
    where = state.positions[me.index]
    if FAILURE not in state.seats[state.active].status:
        return Illegal("You hold no Failure Token to shake off.", NERVE_RULE)
    if r.board.kind(where) is not Kind.NERVE_SPOT:
        return Illegal(f"{me.name} must be in the Restrooms or the Janitor's Office to take "
                       f"Nerve (now on the {r.place(where)}).", NERVE_RULE)
    return _no_payment(state, NERVE, "Nerve", NERVE_RULE) or Illegal(
        "A Chaperone forbids Nerve here.", NERVE_RULE)


def _play(state: State, r: Roster, me: StudentInfo, args: tuple[str, ...]) -> Illegal:
    code = r.card_slugs.get(args[0]) if args else None
    if code is None:
        return Illegal("Name a card from your hand: play fancy.", NOTATION)
    if code not in state.seats[state.active].hand:
        return Illegal(f"You do not hold {r.card(code).name}.", CARD_RULE)
    return explain_play(state, r, code, args)


def _ditch(state: State, r: Roster, me: StudentInfo, args: tuple[str, ...]) -> Illegal:
    code = r.card_slugs.get(args[0]) if args else None
    if code is None or code not in state.seats[state.active].hand:
        return Illegal("You can only ditch a card you hold.", CARD_RULE)
    return Illegal("Shōjo! cards cannot be ditched for a Move.", POWER_RULE)


def _power(state: State, r: Roster, me: StudentInfo, verb: str) -> Illegal:
    owner = {"call": "Benjamin", "hop": "Aria", "clear": "Olivia", "scout": "Howie",
             "selfie": "Zoe", "stage": "Joe"}[verb]
    if me.name != owner:
        return Illegal(f"Only {owner}'s Dance Card has that ability.", POWER_RULE)
    return Illegal(f"{owner}'s ability cannot be used like that now (once per turn, and only "
                   "where its card says).", POWER_RULE)


__all__ = ["CHAT", "NERVE", "explain_main_action"]
