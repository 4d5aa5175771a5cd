"""Dance Card! (`shared/seeds/001_73f120c87acf16e3.txt`): Spark! effects, and the one door to every effect.

A Spark! icon on the dial fires every face-up Spark!: the Music Rules! card's, each
Chaperone's, each Showstopper's (`flow.spark` queues them). This module carries out the
Spark! effects — Chaperones walking and meddling, the Music Rules! cards' Sparks, a
Showstopper's free Moves — and `run_effect` dispatches any effect, Mix It Up! ones
(`effects.py`) included. Choices a Spark! gives a player (a free Move, which Failure
Token, which card to give up) are decisions put on the agenda.
"""

from __future__ import annotations

from collections import Counter

from game.dance_card import events as ev
from game.dance_card.content import Effect
from game.dance_card.effects import (
    MIX_HANDLERS,
    Handler,
    Log,
    clear_failures,
    failure_slots,
    move_many,
    move_student,
    targets,
)
from game.dance_card.roster import Roster, roster
from game.dance_card.state import State, Step, Task, evolve


def run_effect(state: State, effect: Effect, seat: int, owner: int, source: str,
               log: Log) -> State:
    """Carry out one effect of a Mix It Up! card, a Showstopper, a Chaperone or a Music
    Rules! card. `seat` is the active player; `owner` the Showstopper's keeper or the
    Chaperone's index."""
    r = roster()
    handler = HANDLERS.get(effect.kind)
    if handler is None:
        raise ValueError(f"{source}: effect {effect.kind!r} cannot be used here")
    return handler(state, r, effect, seat, owner, source, log)


def _push(state: State, tasks: list[Task]) -> State:
    return evolve(state, agenda=tuple(tasks) + state.agenda)


# -- the Music Rules! cards and Showstoppers ----------------------------------------------
def _song_student_to_floor(state: State, r: Roster, e: Effect, seat: int, owner: int,
                           source: str, log: Log) -> State:
    return _push(state, [Task(Step.SPARK_MOVE, seat, source=source)])


def _all_free_move(state: State, r: Roster, e: Effect, seat: int, owner: int, source: str,
                   log: Log) -> State:
    """All Together!: each player in turn, the active one first, may make free Moves now."""
    moves = int(e.get("moves"))
    return _push(state, [Task(Step.ALL_MOVE, who, source=source, amount=moves)
                         for who in targets(state, "each", seat, owner) for _ in range(moves)])


def _owner_moves(state: State, r: Roster, e: Effect, seat: int, owner: int, source: str,
                 log: Log) -> State:
    """A Showstopper's keeper makes free Moves right away, whoever's turn it is."""
    moves = int(e.get("moves"))
    return _push(state, [Task(Step.ALL_MOVE, owner, source=source, amount=moves)
                         for _ in range(moves)])


def _each_ditch_failure(state: State, r: Roster, e: Effect, seat: int, owner: int, source: str,
                        log: Log) -> State:
    """Shake it Off!: every player with a Failure Token sheds some, the active one first;
    a player holding more than that many chooses which."""
    tokens, tasks = int(e.get("tokens")), []
    for who in targets(state, "each", seat, owner):
        slots = failure_slots(state.seats[who])
        if 0 < len(slots) <= tokens:
            state = clear_failures(state, who, slots, bool(e.get("draw")), source, log)
        elif slots:
            tasks += [Task(Step.CLEAR, who, effect=e, source=source)] * tokens
    return _push(state, tasks)


# -- Chaperones ---------------------------------------------------------------------------
def chaperone_move(state: State, index: int, destination: int, log: Log) -> State:
    chaperones = list(state.chaperones)
    for k, (who, where) in enumerate(chaperones):
        if who == index and where != destination:
            chaperones[k] = (who, destination)
            log.append(ev.ChaperoneMoved(who, where, destination))
    return evolve(state, chaperones=tuple(chaperones))


def chaperone_where(state: State, index: int) -> int:
    return next(where for who, where in state.chaperones if who == index)


def _chaperone_patrol(state: State, r: Roster, e: Effect, seat: int, owner: int, source: str,
                      log: Log) -> State:
    route = [r.location(str(n)) for n in e.get("route")]
    where = chaperone_where(state, owner)
    nxt = route[(route.index(where) + 1) % len(route)] if where in route else route[0]
    return chaperone_move(state, owner, nxt, log)


def _chaperone_to_song_floor(state: State, r: Roster, e: Effect, seat: int, owner: int,
                             source: str, log: Log) -> State:
    floor = r.colour_floor.get(state.song_colour)
    return state if floor is None else chaperone_move(state, owner, floor, log)


def _chaperone_clears(state: State, r: Roster, e: Effect, seat: int, owner: int, source: str,
                      log: Log) -> State:
    to = r.location(str(e.get("to")))
    where = chaperone_where(state, owner)
    if where == to:
        return state
    return move_many(state, [(s, to) for s in state.at(where)], source, log)


def _chaperone_confiscates(state: State, r: Roster, e: Effect, seat: int, owner: int,
                           source: str, log: Log) -> State:
    return _push(state, [Task(Step.GIVE_UP, who, source=source)
                         for who in targets(state, "each", seat, owner) if state.seats[who].hand])


def _chaperone_to_crowd(state: State, r: Roster, e: Effect, seat: int, owner: int,
                        source: str, log: Log) -> State:
    """To the busiest location; where the Chaperone stands wins a tie, then board order."""
    crowd = Counter(where for where in state.positions if where != r.stage)
    here = chaperone_where(state, owner)
    most = max(crowd.values(), default=0)
    if crowd[here] == most:
        return state
    busiest = min(where for where, count in crowd.items() if count == most)
    return chaperone_move(state, owner, busiest, log)


def _chaperone_to_active(state: State, r: Roster, e: Effect, seat: int, owner: int,
                         source: str, log: Log) -> State:
    where = state.positions[state.seats[seat].student]
    return state if where == r.stage else chaperone_move(state, owner, where, log)


def _chaperone_summons(state: State, r: Roster, e: Effect, seat: int, owner: int,
                       source: str, log: Log) -> State:
    return move_student(state, state.seats[seat].student, chaperone_where(state, owner),
                        source, log)


def _chaperone_breaks_up(state: State, r: Roster, e: Effect, seat: int, owner: int,
                         source: str, log: Log) -> State:
    where, to = chaperone_where(state, owner), r.location(str(e.get("to")))
    for who in targets(state, "each", seat, owner):
        student = state.seats[who].student
        if state.positions[student] != where or where == to:
            continue
        partners = [p.student for p in r.students[student].partners
                    if state.positions[p.student] == where]
        state = move_many(state, [(p, to) for p in partners], source, log)
    return state


HANDLERS: dict[str, Handler] = {
    **MIX_HANDLERS,
    "song_student_to_floor": _song_student_to_floor, "all_free_move": _all_free_move,
    "owner_moves": _owner_moves, "each_ditch_failure": _each_ditch_failure,
    "chaperone_patrol": _chaperone_patrol, "chaperone_to_song_floor": _chaperone_to_song_floor,
    "chaperone_clears": _chaperone_clears, "chaperone_confiscates": _chaperone_confiscates,
    "chaperone_to_crowd": _chaperone_to_crowd, "chaperone_to_active": _chaperone_to_active,
    "chaperone_summons": _chaperone_summons, "chaperone_breaks_up": _chaperone_breaks_up,
}

__all__ = ["HANDLERS", "chaperone_move", "chaperone_where", "run_effect"]
