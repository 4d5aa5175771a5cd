"""Dance Card! (`shared/seeds/001_73f120c87acf16e3.txt`): the small choices a card or a power asks.

The wild Song Die face, Raj retuning the song, Feel the Beat!'s Spark!, a free Move an
ALL icon (or a Spark!) gives a player, Maxine taking someone along, ditching a card because a
card, a Chaperone or Howie says so, Austin's Nerve on the spot, which Failure Token to
ditch, the first player's Spin Dial (Deluxe) and where Joe lands. Each is
a decision on the agenda for one seat; `pass` declines where declining is allowed.
"""

from __future__ import annotations

from game.core.actions import Act, act
from game.core.contract import Illegal
from game.dance_card import events as ev
from game.dance_card.content import COLOURS
from game.dance_card.dancing import (
    apply_pool,
    apply_reroll,
    apply_roll,
    pool_actions,
    reroll_actions,
    roll_actions,
)
from game.dance_card.dice import challenge
from game.dance_card.effects import (
    Log,
    blocked_here,
    clear_failures,
    failure_slots,
    move_student,
    partner_blocked,
    remove_card,
    student_moves,
)
from game.dance_card.roster import roster, slug
from game.dance_card.state import (
    FAILURE,
    PASS,
    State,
    Step,
    Task,
    evolve,
)

SECTION = {
    Step.SONG: "Dance Card! rules: Spin Dial, the Song Die",
    Step.RETUNE: "Dance Card! rules: Raj's ability",
    Step.SPARK_MOVE: "Dance Card! rules: Spark! — Feel the Beat!",
    Step.ALL_MOVE: "Dance Card! rules: Spin Dial, ALL icons",
    Step.CARRY: "Dance Card! rules: Maxine's ability",
    Step.GIVE_UP: "Dance Card! rules: Mix It Up!",
    Step.HOWIE_DITCH: "Dance Card! rules: Howie's ability",
    Step.AUSTIN: "Dance Card! rules: Austin's ability",
    Step.CLEAR: "Dance Card! rules: ditching Failure Tokens",
    Step.DIAL: "Dance Card! rules: setting up, the Spin Dial",
    Step.LAND: "Dance Card! rules: Joe's ability",
}


def choices(state: State, task: Task) -> list[Act]:
    """The legal actions of a decision step other than the Action Phase."""
    r = roster()
    step, seat = task.step, task.seat
    if step is Step.POOL:
        return pool_actions(state)
    if step is Step.ROLL:
        return roll_actions(state)
    if step is Step.REROLL:
        return reroll_actions(state, task)
    if step is Step.SONG:
        return [act("song", c) for c in COLOURS]
    if step is Step.RETUNE:
        return [PASS] + [act("song", c) for c in COLOURS if c != state.song_colour]
    if step is Step.SPARK_MOVE:
        floor = r.colour_floor.get(state.song_colour)
        if floor is None:
            return [PASS]
        return [PASS] + [act("move", s.name, r.short(floor)) for s in r.students[:len(state.positions)]
                         if s.colour == state.song_colour and state.positions[s.index] != floor
                         and not partner_blocked(state, r, seat, s.index, floor)]
    if step is Step.ALL_MOVE:
        return [PASS] + all_moves(state, seat)
    if step is Step.CARRY:
        origin, maxine = task.data
        return [PASS] + [act("carry", r.name(s)) for s in state.at(origin) if s != maxine]
    if step in (Step.GIVE_UP, Step.HOWIE_DITCH):
        hand = state.seats[seat].hand
        return [act("ditch", r.card_slug(c)) for c in sorted(set(hand))]
    if step is Step.AUSTIN:
        where = state.positions[state.seats[seat].student]
        if not failure_slots(state.seats[seat]) or blocked_here(state, r, where, "nerve"):
            return [PASS]
        return [PASS, act("nerve")]
    if step is Step.CLEAR:
        me = r.students[state.seats[seat].student]
        return [act("clear", r.name(me.partners[i].student)) for i in failure_slots(state.seats[seat])]
    if step is Step.DIAL:
        return [act("dial", slug(d.name)) for d in r.content.spin_dials]
    if step is Step.LAND:
        return [act("land", r.short(f)) for f in r.floors]
    return []


def all_moves(state: State, seat: int) -> list[Act]:
    """Every Move `seat` could make now (any student to an adjacent location)."""
    return student_moves(state, roster(), seat)


def has_choice(state: State, task: Task) -> bool:
    """Whether a decision really asks something (a lone `pass` is skipped)."""
    if task.step is Step.MAIN:
        return True
    found = choices(state, task)
    return bool(found) and found != [PASS]


def apply_choice(state: State, task: Task, action: Act, log: Log) -> State:
    r = roster()
    step, seat = task.step, task.seat
    if step is Step.POOL:
        return apply_pool(state, action, log)
    if step is Step.ROLL:
        return apply_roll(state, action, log)
    if step is Step.REROLL:
        return apply_reroll(state, action, log)
    rest = evolve(state, agenda=state.agenda[1:])
    if action == PASS:
        return rest
    if step in (Step.SONG, Step.RETUNE):
        colour = action.args[0]
        log.append(ev.SongSet(seat, colour, "wild face" if step is Step.SONG else "Raj"))
        return evolve(rest, song_colour=colour)
    if step in (Step.SPARK_MOVE, Step.ALL_MOVE):
        student, there = r.by_name[action.args[0]], r.location_by_short[action.args[1].lower()]
        return move_student(rest, student, there, task.source, log)
    if step is Step.CARRY:
        maxine = task.data[1]
        return move_student(rest, r.by_name[action.args[0]], rest.positions[maxine],
                            "goes along with Maxine", log, carry=False)
    if step in (Step.GIVE_UP, Step.HOWIE_DITCH):
        code = r.card_slugs[action.args[0]]
        log.append(ev.CardDitched(seat, code, task.source))
        return remove_card(rest, seat, code)
    if step is Step.AUSTIN:
        me = r.students[rest.seats[seat].student]
        rest = evolve(rest, turn=rest.turn.note(me.power))
        return nerve(rest, seat, task.source, log)
    if step is Step.CLEAR:
        me = r.students[rest.seats[seat].student]
        slot = next(i for i, p in enumerate(me.partners) if r.name(p.student) == action.args[0])
        draw = bool(task.effect.get("draw")) if task.effect is not None else False
        return clear_failures(rest, seat, (slot,), draw, task.source, log)
    if step is Step.DIAL:
        dial = [slug(d.name) for d in r.content.spin_dials].index(action.args[0])
        log.append(ev.DialChosen(seat, dial))
        return evolve(rest, edition=evolve(rest.edition, dial=dial))
    if step is Step.LAND:
        joe = rest.seats[seat].student
        return move_student(rest, joe, r.location_by_short[action.args[0].lower()], task.source,
                            log, stage=True)
    raise ValueError(f"no decision {step}")


def nerve(state: State, seat: int, source: str, log: Log) -> State:
    """Ditch every Failure Token and draw a card for each (unless Tough Luck!)."""
    slots = failure_slots(state.seats[seat])
    draw = not challenge(state, roster(), "nerve_draws_nothing")
    return clear_failures(state, seat, slots, draw, source, log)


def explain_choice(state: State, task: Task, action: Act) -> Illegal:
    r = roster()
    where = SECTION.get(task.step, "Dance Card! rules")
    step = task.step
    if step is Step.SONG:
        return Illegal("Pick the song's colour: blue, green, yellow or pink.", where)
    if step is Step.RETUNE:
        return Illegal("Raj may turn the Song Die to another colour, or pass.", where)
    if step is Step.SPARK_MOVE:
        return Illegal(f"Bring one {state.song_colour} student onto the {state.song_colour} "
                       "Dance Floor (not one of your Partners onto your own floor), or pass.",
                       where)
    if step is Step.ALL_MOVE:
        return Illegal("Make one Move (a student to an adjacent location), or pass.", where)
    if step is Step.CARRY:
        return Illegal("Maxine may take one student who stood with her; name them, or pass.",
                       where)
    if step in (Step.GIVE_UP, Step.HOWIE_DITCH):
        return Illegal("Ditch one Smooth Moves! card from your hand.", where)
    if step is Step.AUSTIN:
        return Illegal("Take the free Nerve here (nerve), or pass.", where)
    if step is Step.CLEAR:
        me = r.students[state.seats[task.seat].student]
        names = [r.name(p.student) for i, p in enumerate(me.partners)
                 if state.seats[task.seat].status[i] == FAILURE]
        return Illegal(f"Name the Partner whose Failure Token goes: {', '.join(names)}.", where)
    if step is Step.DIAL:
        dials = ", ".join(d.name for d in r.content.spin_dials)
        return Illegal(f"As the first player, choose the Spin Dial for this dance: {dials}.", where)
    if step is Step.LAND:
        return Illegal("Joe must come down from the Music Rules! card onto a Dance Floor before "
                       "your Spin Phase: name the floor.", where)
    return Illegal("That is not possible now.", where)
