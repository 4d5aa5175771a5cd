"""Dance Card! (`shared/seeds/001_73f120c87acf16e3.txt`): drawing, moving and the Mix It Up! cards.

Mix It Up! cards are data (`content/kinds.toml`); this module carries them out, with the
primitives every effect shares (drawing, ditching, moving a student, who may move where).
The Spark! effects of Chaperones, Showstoppers and the Music Rules! cards are in
`sparks.py`. Cards that ask a player to choose put a decision on the agenda instead of
choosing for them.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.actions import Act
from game.core.contract import Event
from game.dance_card import events as ev
from game.dance_card.board import Kind
from game.dance_card.content import Effect
from game.dance_card.roster import Roster, roster
from game.dance_card.state import (
    FAILURE,
    NONE,
    Seat,
    State,
    Step,
    Task,
    evolve,
)

Log = list[Event]


# -- cards -------------------------------------------------------------------------------
def hands_open(state: State) -> bool:
    return state.mode.table_game


def draw_cards(state: State, seat: int, count: int, source: str, log: Log) -> State:
    """Draw Smooth Moves!, reshuffling the ditch pile whenever the deck runs out."""
    drawn: list[int] = []
    deck, ditch, chance = state.smooth_deck, state.smooth_ditch, state.chance
    for _ in range(count):
        if not deck:
            if not ditch:
                break
            deck, chance = chance.shuffle(ditch)
            log.append(ev.DeckReshuffled(len(ditch)))
            ditch = ()
        drawn.append(deck[0])
        deck = deck[1:]
    if not drawn:
        return evolve(state, smooth_deck=deck, smooth_ditch=ditch, chance=chance)
    holder = state.seats[seat]
    state = evolve(state, smooth_deck=deck, smooth_ditch=ditch, chance=chance)
    state = state.with_seat(seat, evolve(holder, hand=tuple(sorted(holder.hand + tuple(drawn)))))
    private = None if hands_open(state) else seat
    log.append(ev.CardsDrawn(seat, len(drawn), tuple(drawn), source, private_to=private))
    return state


def remove_card(state: State, seat: int, code: int) -> State:
    """Take one copy of a card out of a hand; Smooth Moves! go to the ditch pile and a
    Shōjo! card leaves the game."""
    holder = state.seats[seat]
    hand = list(holder.hand)
    hand.remove(code)
    state = state.with_seat(seat, evolve(holder, hand=tuple(hand)))
    if roster().is_shojo(code):
        return evolve(state, shojo_gone=state.shojo_gone + (code,))
    return evolve(state, smooth_ditch=state.smooth_ditch + (code,))


def clear_failures(state: State, seat: int, slots: tuple[int, ...], draw: bool, source: str,
                   log: Log) -> State:
    r = roster()
    holder = state.seats[seat]
    status = tuple(NONE if i in slots else s for i, s in enumerate(holder.status))
    state = state.with_seat(seat, evolve(holder, status=(status[0], status[1], status[2])))
    partners = tuple(r.students[holder.student].partners[i].student for i in slots)
    cards = len(slots) if draw else 0
    log.append(ev.FailuresCleared(seat, partners, cards, source))
    if cards:
        state = draw_cards(state, seat, cards, source, log)
    return state


def failure_slots(seat: Seat) -> tuple[int, ...]:
    return tuple(i for i, s in enumerate(seat.status) if s == FAILURE)


# -- moving ------------------------------------------------------------------------------
def move_student(state: State, student: int, destination: int, cause: str, log: Log,
                 carry: bool = True, stage: bool = False) -> State:
    """Put a student on a location. When Maxine's player sees her leave company behind,
    they get to take one student along (her ability), decided next. Only Joe's own
    ability (`stage`) takes anyone onto the Music Rules! card or off it: no card, Move or
    Spark! moves a student there or away from there."""
    origin = state.positions[student]
    r = roster()
    if origin == destination or (r.stage in (origin, destination) and not stage):
        return state
    state = state.moved(student, destination)
    log.append(ev.StudentMoved(student, origin, destination, cause))
    if carry and r.students[student].power == "carry_along":
        owner = state.seat_of(student)
        if owner is not None:
            task = Task(Step.CARRY, owner, source="Plus One", amount=int(
                r.students[student].ability.get("students")), data=(origin, student))
            state = evolve(state, agenda=(task,) + state.agenda)
    return state


def move_many(state: State, moves: list[tuple[int, int]], cause: str, log: Log) -> State:
    """Several students move at the same time (a Mix It Up! card)."""
    for student, destination in moves:
        state = move_student(state, student, destination, cause, log)
    return state


def partner_blocked(state: State, r: Roster, mover: int, student: int, destination: int) -> bool:
    """The Move exception: a player may not move one of their own Partners onto the Dance
    Floor where their Student stands (Xander's player may)."""
    me = r.students[state.seats[mover].student]
    if me.power == "partners_come_to_you" or destination == r.stage or \
            r.board.kind(destination) is not Kind.DANCE_FLOOR:
        return False
    if state.positions[me.index] != destination:
        return False
    return any(p.student == student for p in me.partners)


# -- effects -----------------------------------------------------------------------------
def targets(state: State, whose: str, active: int, owner: int) -> tuple[int, ...]:
    """The seats a card speaks of (in Solo every one of them is the solo player)."""
    n = state.seat_count
    if whose == "owner":
        return (owner,)
    if whose == "active":
        return (active,)
    if whose == "left":
        return ((active + 1) % n,)
    if whose == "right":
        return ((active - 1) % n,)
    return tuple((active + k) % n for k in range(n))  # each, from the active player on


def relations(r: Roster, student: int, relation: str) -> tuple[int, ...]:
    info = r.students[student]
    if relation == "rival":
        return (info.rival,)
    if relation == "crushes":
        return tuple(p.crush for p in info.partners)
    if relation == "friends":
        return tuple(f for f, _ in info.friends)
    if relation == "contacts":
        return tuple(c for p in info.partners for c, _ in p.contacts)
    return tuple(p.student for p in info.partners)


Handler = Callable[[State, Roster, Effect, int, int, str, Log], State]


def _move_students(state: State, r: Roster, e: Effect, seat: int, owner: int, source: str,
                   log: Log) -> State:
    to = r.location(str(e.get("to")))
    return move_many(state, [(r.by_name[n], to) for n in e.get("students")], source, log)


def _bring_relation(state: State, r: Roster, e: Effect, seat: int, owner: int, source: str,
                    log: Log) -> State:
    for target in targets(state, str(e.get("whose")), seat, owner):
        student = state.seats[target].student
        where = state.positions[student]
        moves = [(s, where) for s in relations(r, student, str(e.get("relation")))]
        state = move_many(state, moves, source, log)
    return state


def _send_relation(state: State, r: Roster, e: Effect, seat: int, owner: int, source: str,
                   log: Log) -> State:
    to = r.location(str(e.get("to")))
    for target in targets(state, str(e.get("whose")), seat, owner):
        student = state.seats[target].student
        state = move_many(state, [(s, to) for s in relations(r, student, str(e.get("relation")))],
                          source, log)
    return state


def _send_student(state: State, r: Roster, e: Effect, seat: int, owner: int, source: str,
                  log: Log) -> State:
    to = r.location(str(e.get("to")))
    for target in targets(state, str(e.get("whose")), seat, owner):
        state = move_student(state, state.seats[target].student, to, source, log)
    return state


def _move_location(state: State, r: Roster, e: Effect, seat: int, owner: int, source: str,
                   log: Log) -> State:
    origin, to = r.location(str(e.get("from"))), r.location(str(e.get("to")))
    return move_many(state, [(s, to) for s in state.at(origin)], source, log)


def _swap_locations(state: State, r: Roster, e: Effect, seat: int, owner: int, source: str,
                    log: Log) -> State:
    a, b = r.location(str(e.get("a"))), r.location(str(e.get("b")))
    moves = [(s, b) for s in state.at(a)] + [(s, a) for s in state.at(b)]
    return move_many(state, moves, source, log)


def _colour_to_floor(state: State, r: Roster, e: Effect, seat: int, owner: int, source: str,
                     log: Log) -> State:
    return _colour_moves(state, r, str(e.get("colour")), source, log)


def _colour_moves(state: State, r: Roster, colour: str, source: str, log: Log) -> State:
    floor = r.colour_floor.get(colour)
    if floor is None:
        return state
    moves = [(s.index, floor) for s in r.students[:len(state.positions)] if s.colour == colour]
    return move_many(state, moves, source, log)


def _song_colour_to_floor(state: State, r: Roster, e: Effect, seat: int, owner: int,
                          source: str, log: Log) -> State:
    return _colour_moves(state, r, state.song_colour, source, log)


def _rotate_floors(state: State, r: Roster, e: Effect, seat: int, owner: int, source: str,
                   log: Log) -> State:
    order = [r.location(str(n)) for n in e.get("order")]
    moves = [(s, order[(order.index(where) + 1) % len(order)])
             for s, where in enumerate(state.positions) if where in order]
    return move_many(state, moves, source, log)


def _roll_song(state: State, r: Roster, e: Effect, seat: int, owner: int, source: str,
               log: Log) -> State:
    return roll_song_die(state, seat, log)


def roll_song_die(state: State, seat: int, log: Log) -> State:
    r = roster()
    faces = r.content.song_die.faces
    index, chance = state.chance.randint(0, len(faces) - 1)
    face = faces[index]
    log.append(ev.SongRolled(seat, index, face.colour, face.symbol))
    state = evolve(state, chance=chance, song_face=index)
    if face.colour == "choose":
        return evolve(state, agenda=(Task(Step.SONG, seat, source="Song Die"),) + state.agenda)
    return evolve(state, song_colour=face.colour)


def _all_draw(state: State, r: Roster, e: Effect, seat: int, owner: int, source: str,
              log: Log) -> State:
    for target in targets(state, "each", seat, owner):
        state = draw_cards(state, target, int(e.get("cards")), source, log)
    return state


def _draw(state: State, r: Roster, e: Effect, seat: int, owner: int, source: str,
          log: Log) -> State:
    return draw_cards(state, owner, int(e.get("cards")), source, log)


def _ditch_failure(state: State, r: Roster, e: Effect, seat: int, owner: int, source: str,
                   log: Log) -> State:
    return ditch_failures(state, owner, e, source, log)


def ditch_failures(state: State, seat: int, e: Effect, source: str, log: Log) -> State:
    """`seat` ditches `tokens` Failure Tokens: all of them at once when that is all they
    hold, otherwise one choice each."""
    slots = failure_slots(state.seats[seat])
    tokens = int(e.get("tokens"))
    if not slots:
        return state
    if len(slots) <= tokens:
        return clear_failures(state, seat, slots, bool(e.get("draw")), source, log)
    tasks = tuple(Task(Step.CLEAR, seat, effect=e, source=source) for _ in range(tokens))
    return evolve(state, agenda=tasks + state.agenda)


def _sketch_parade(state: State, r: Roster, e: Effect, seat: int, owner: int, source: str,
                   log: Log) -> State:
    """A Sketch card: its student goes to `to`, and a group of their own card follows."""
    student = r.by_name[str(e.get("student"))]
    to = r.location(str(e.get("to")))
    state = move_student(state, student, to, source, log)
    followers = relations(r, student, str(e.get("relation")))
    return move_many(state, [(s, to) for s in followers], source, log)


MIX_HANDLERS: dict[str, Handler] = {
    "move_students": _move_students, "bring_relation": _bring_relation,
    "send_relation": _send_relation, "send_student": _send_student,
    "move_location": _move_location, "swap_locations": _swap_locations,
    "colour_to_floor": _colour_to_floor, "song_colour_to_floor": _song_colour_to_floor,
    "rotate_floors": _rotate_floors, "roll_song_die": _roll_song, "all_draw": _all_draw,
    "draw": _draw, "ditch_failure": _ditch_failure, "sketch_parade": _sketch_parade,
}


# -- where a student may go and what a Chaperone forbids (actions and decisions share these)
def blocked_here(state: State, r: Roster, location: int, action: str) -> bool:
    """A Chaperone forbids this action where they stand."""
    for index, where in state.chaperones:
        rule = r.content.chaperones[index].rule
        if where == location and rule is not None and rule.kind == "no_action_here" \
                and rule.get("action") == action:
            return True
    return False


def chaperone_rule(state: State, r: Roster, location: int, kind: str) -> int:
    """How strongly the Chaperones standing on `location` apply a rule of `kind` (0: none
    does; an `amount` or `dice` parameter adds up, a rule without one counts 1)."""
    total = 0
    for index, where in state.chaperones:
        rule = r.content.chaperones[index].rule
        if where == location and rule is not None and rule.kind == kind:
            total += int(rule.get("amount", rule.get("dice", 1)))
    return total


def no_entry(state: State, r: Roster) -> frozenset[int]:
    """The locations no Move may bring a student onto (Mr. Hernandez)."""
    return frozenset(where for index, where in state.chaperones
                     if (rule := r.content.chaperones[index].rule) is not None
                     and rule.kind == "no_entering_here")


def student_moves(state: State, r: Roster, seat: int) -> list[Act]:
    """Every Move: any student to an adjacent location, minus the Partner exception, the
    locations a Chaperone closes, and Joe while he is up on the Music Rules! card."""
    positions, table, neighbours, stage = state.positions, r.move_act, r.board.neighbours, r.stage
    closed = no_entry(state, r) if state.chaperones else frozenset()
    if closed or stage in positions:
        out = [table[s][there] for s in range(len(positions)) if positions[s] != stage
               for there in neighbours(positions[s]) if there not in closed]
    else:  # the usual case, kept lean: the AI asks for these thousands of times a second
        out = [table[s][there] for s in range(len(positions)) for there in neighbours(positions[s])]
    me = r.students[state.seats[seat].student]
    mine = positions[me.index]
    if mine != stage and me.power != "partners_come_to_you" \
            and r.board.kind(mine) is Kind.DANCE_FLOOR:
        blocked = {table[p.student][mine] for p in me.partners}
        out = [a for a in out if a not in blocked]
    return out
