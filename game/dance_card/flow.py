"""Dance Card! (`shared/seeds/001_73f120c87acf16e3.txt`): the turn — Spin Phase, Action Phase, the end.

The automatic steps `agenda.advance` works through until a seat has to decide something: it starts
turns, turns the Spin Dial and resolves its icon (the Song Die, Spark!, drawing, free
Moves, Mix It Up!, and the ALL variants), reveals the extra Mix It Up! cards of Solo and
Cooperative rounds, ends turns and ends the game by the Game Mode's rules.
"""

from __future__ import annotations

from game.core.contract import Outcome, Termination
from game.dance_card import events as ev
from game.dance_card.effects import (
    Log,
    draw_cards,
    move_student,
    roll_song_die,
)
from game.dance_card.mode import DanceEnd, Mode
from game.dance_card.roster import roster
from game.dance_card.sparks import run_effect
from game.dance_card.state import (
    ACTION_NAMES,
    ANY,
    MOVE,
    NERVE,
    State,
    Step,
    Task,
    Turn,
    evolve,
)

DIAL_LABELS = {"song_die": "roll the Song Die", "spark": "Spark!",
               "draw": "draw Smooth Moves!", "moves": "free Moves", "mix_it_up": "Mix It Up!"}
SUCCESSES_TO_WIN = 3


def push(state: State, *tasks: Task) -> State:
    return evolve(state, agenda=tuple(tasks) + state.agenda)


def first_seat(state: State) -> int:
    """The seat whose Student has the lowest ID: first player of every round."""
    r = roster()
    return min(range(state.seat_count), key=lambda s: r.students[state.seats[s].student].student_id)


# -- the turn ----------------------------------------------------------------------------
def _turn_start(state: State, task: Task, log: Log) -> State:
    r = roster()
    seat = task.seat
    state = evolve(state, active=seat, turn_number=state.turn_number + 1, turn=Turn())
    log.append(ev.TurnStarted(seat, state.turn_number))
    me = r.students[state.seats[seat].student]
    if me.power == "shojo_deck":
        state = _shojo_draw(state, seat, log)
    if me.power == "crowd_moves":
        here = state.at(state.positions[me.index])
        if len(here) > 1:
            amount = int(me.ability.get("moves"))
            state = evolve(state, turn=state.turn.gain(MOVE, amount))
            log.append(ev.FreeActionsGained(seat, "move", amount, "Social Butterfly"))
    tasks = [Task(Step.SPIN, seat)]
    if me.power == "stage_dive" and state.positions[me.index] == r.stage:
        # Joe comes down onto a Dance Floor before the Spin Phase (the document's clarification).
        tasks.insert(0, Task(Step.LAND, seat, source=r.content.students[me.index].ability.title))
    raj = r.power_holder.get("set_song_colour")
    holder = state.seat_of(raj) if raj is not None else None
    if holder is not None:
        tasks.append(Task(Step.RETUNE, holder, source="Raj"))
    tasks += [Task(Step.ACTION_PHASE, seat), Task(Step.MAIN, seat), Task(Step.TURN_END, seat)]
    return push(state, *tasks)


def _shojo_draw(state: State, seat: int, log: Log) -> State:
    holder = state.seats[seat]
    r = roster()
    if any(r.is_shojo(c) for c in holder.hand) or not holder.personal_deck:
        return state
    card = holder.personal_deck[0]
    holder = evolve(holder, personal_deck=holder.personal_deck[1:],
                     hand=tuple(sorted(holder.hand + (card,))))
    private = None if state.mode.table_game else seat
    log.append(ev.CardsDrawn(seat, 1, (card,), "Shōjo! deck", private_to=private))
    return state.with_seat(seat, holder)


def next_dial(state: State) -> tuple[int, bool]:
    dial = roster().dial(state.edition)
    if state.dial < 0:
        return dial.start_index, False
    position = (state.dial + 1) % len(dial.icons)
    if dial.icons[position].skip_if_3p and state.seat_count == 3:
        return (position + 1) % len(dial.icons), True
    return position, False


def _spin(state: State, task: Task, log: Log) -> State:
    r = roster()
    seat = task.seat
    position, skipped = next_dial(state)
    icon = r.dial(state.edition).icons[position]
    label = ("START: " if icon.start else "") + DIAL_LABELS[icon.icon]
    if icon.amount:
        label += f" ×{icon.amount}"
    if icon.all_players:
        label = "ALL " + label
    state = evolve(state, dial=position)
    log.append(ev.DialTurned(seat, position, label, skipped))
    order = tuple((seat + k) % state.seat_count for k in range(state.seat_count))
    if icon.icon == "song_die":
        return roll_song_die(state, seat, log)
    if icon.icon == "draw":
        for target in (order if icon.all_players else (seat,)):
            state = draw_cards(state, target, icon.amount, "Spin Dial", log)
        return state
    if icon.icon == "moves":
        state = evolve(state, turn=state.turn.gain(MOVE, icon.amount))
        log.append(ev.FreeActionsGained(seat, "move", icon.amount, "Spin Dial"))
        if icon.all_players:
            state = push(state, *(Task(Step.ALL_MOVE, other, source="Spin Dial (ALL)",
                                       amount=icon.amount)
                                  for other in order[1:] for _ in range(icon.amount)))
        return state
    if icon.icon == "spark":
        return spark(state, seat, log)
    return reveal_mix_it_up(state, seat, log)


def spark(state: State, seat: int, log: Log) -> State:
    """Every face-up Spark! effect: the Music Rules! card, the Chaperones, then each
    player's Showstoppers from the active player on."""
    r = roster()
    tasks: list[Task] = []
    music = r.music(state.edition)
    if music.spark is not None:
        tasks.append(Task(Step.EFFECT, seat, music.spark, music.name, data=(-1, -1),
                          spark="music"))
    for index, _ in state.chaperones:
        chaperone = r.content.chaperones[index]
        tasks.append(Task(Step.EFFECT, seat, chaperone.spark, chaperone.name, data=(index, -1),
                          spark="chaperone"))
    for k in range(state.seat_count):
        owner = (seat + k) % state.seat_count
        for card in state.seats[owner].showstoppers:
            show = r.mix[card]
            if show.spark is not None:
                tasks.append(Task(Step.EFFECT, seat, show.spark, show.name, data=(owner, card),
                                  spark="showstopper"))
    return push(state, *tasks)


def reveal_mix_it_up(state: State, seat: int, log: Log) -> State:
    if not state.mix_deck:
        return end_by_deck(state, log)
    r = roster()
    card = state.mix_deck[0]
    state = evolve(state, mix_deck=state.mix_deck[1:])
    log.append(ev.MixItUpRevealed(seat, card, len(state.mix_deck)))
    drawn = r.mix[card]
    if drawn.showstopper:
        holder = state.seats[seat]
        log.append(ev.ShowstopperKept(seat, card))
        return state.with_seat(seat, evolve(holder, showstoppers=holder.showstoppers + (card,)))
    state = evolve(state, mix_ditch=state.mix_ditch + (card,))
    return push(state, *(Task(Step.EFFECT, seat, e, drawn.name, data=(seat, -1))
                         for e in drawn.effects))


def _effect(state: State, task: Task, log: Log) -> State:
    assert task.effect is not None
    owner, card = task.data if task.data else (task.seat, -1)
    r = roster()
    if task.spark:
        log.append(ev.SparkFired(task.seat, task.spark, task.source, _spark_text(task), owner))
    owner = task.seat if owner < 0 else owner
    state = run_effect(state, task.effect, task.seat, owner, task.source, log)
    if card >= 0 and not r.mix[card].keep_after_spark:
        holder = state.seats[owner]
        shows = list(holder.showstoppers)
        if card in shows:
            shows.remove(card)
            state = state.with_seat(owner, evolve(holder, showstoppers=tuple(shows)))
            state = evolve(state, mix_ditch=state.mix_ditch + (card,))
    return state


def _spark_text(task: Task) -> str:
    r = roster()
    owner, card = task.data
    if task.spark == "showstopper":
        return r.mix[card].spark_text
    if task.spark == "chaperone":
        return r.content.chaperones[owner].spark_text
    return next(c.spark_text for c in r.content.music_rules_cards if c.name == task.source)


def _action_phase(state: State, task: Task, log: Log) -> State:
    r = roster()
    me = r.students[state.seats[task.seat].student]
    if me.power == "song_free_action" and state.song_face >= 0:
        symbol = r.content.song_die.faces[state.song_face].symbol
        action = str(me.ability.get(symbol))
        state = evolve(state, turn=state.turn.gain(ACTION_NAMES.index(action)))
        log.append(ev.FreeActionsGained(task.seat, action, 1, f"Play It Again ({symbol})"))
    elif me.power == "free_nerve":
        amount = int(me.ability.get("per_turn"))
        state = evolve(state, turn=state.turn.gain(NERVE, amount))
        title = r.content.students[me.index].ability.title
        log.append(ev.FreeActionsGained(task.seat, "nerve", amount, title))
    return state


def _turn_end(state: State, task: Task, log: Log) -> State:
    r = roster()
    seat = task.seat
    me = r.students[state.seats[seat].student]
    if me.power == "floor_hop":
        where = state.positions[me.index]
        colour = r.board.locations[where].colour
        if colour in ("blue", "green"):
            state = move_student(state, me.index, r.location(str(me.ability.get("from_blue_green"))),
                                 "Aria walks off the floor", log)
        elif colour in ("yellow", "pink"):
            state = move_student(state, me.index, r.location(str(me.ability.get("from_yellow_pink"))),
                                 "Aria walks off the floor", log)
    log.append(ev.TurnEnded(seat))
    state = evolve(state, turn=Turn(actions=0), roll=None)
    nxt = (seat + 1) % state.seat_count
    tasks = []
    reveals = r.content.mode(state.mode).round_end_reveals
    if reveals and nxt == first_seat(state):
        tasks += [Task(Step.ROUND_REVEAL, seat)] * reveals
    tasks.append(Task(Step.TURN_START, nxt))
    return push(state, *tasks)


def _round_reveal(state: State, task: Task, log: Log) -> State:
    return reveal_mix_it_up(state, task.seat, log)


AUTOMATIC = {  # with the dance's start, which builds on this module: see `agenda`
    Step.TURN_START: _turn_start, Step.SPIN: _spin, Step.EFFECT: _effect,
    Step.ACTION_PHASE: _action_phase, Step.TURN_END: _turn_end,
    Step.ROUND_REVEAL: _round_reveal,
}


# -- the end -----------------------------------------------------------------------------
def check_success_end(state: State, log: Log) -> State:
    """After a Success Token: does the Game Mode end the game?"""
    counts = [s.successes for s in state.seats]
    if state.mode is Mode.COOPERATIVE:
        if all(c >= SUCCESSES_TO_WIN for c in counts):
            return _finish(state, tuple(range(state.seat_count)), DanceEnd.SUCCESS,
                           "Every dancer has filled their Dance Card: the table wins together!", log)
        return state
    for seat, count in enumerate(counts):
        if count >= SUCCESSES_TO_WIN:
            name = roster().name(state.seats[seat].student)
            return _finish(state, (seat,), DanceEnd.SUCCESS,
                           f"{name} places a third Success Token and wins the dance!", log)
    return state


def end_by_deck(state: State, log: Log) -> State:
    """A Mix It Up! card must be revealed and the deck is empty."""
    if state.mode.table_game:
        return _finish(state, (), DanceEnd.DECK_OUT,
                       "The Mix It Up! deck has run out: the dance is over and the Dance Cards "
                       "are not filled. The game wins this time.", log)
    best = max((s.successes, -s.failures) for s in state.seats)
    winners = tuple(i for i, s in enumerate(state.seats) if (s.successes, -s.failures) == best)
    r = roster()
    who = " and ".join(r.name(state.seats[w].student) for w in winners)
    return _finish(state, winners, DanceEnd.DECK_OUT,
                   f"The Mix It Up! deck has run out. Most Success Tokens: {who}.", log)


def _finish(state: State, winners: tuple[int, ...], how: DanceEnd, summary: str,
            log: Log) -> State:
    """The end as a value: in Cooperative and Solo the table wins or loses together."""
    if state.mode.table_game:
        termination = Termination.COOP_WIN if winners else Termination.COOP_LOSS
    else:
        termination = Termination.SHARED_WIN if len(winners) > 1 else Termination.WIN
    scores = tuple(float(s.successes) for s in state.seats)
    r = roster()
    cards = ", ".join(f"{r.name(s.student)} {s.successes}/3" for s in state.seats)
    ending = Outcome(winners, scores, termination, f"{state.mode.title()}: {cards}", how)
    log.append(ev.GameEnded(winners, how, summary))
    return evolve(state, ending=ending, agenda=(), roll=None)


__all__ = ["ANY", "AUTOMATIC", "check_success_end", "end_by_deck", "first_seat", "push",
           "reveal_mix_it_up", "spark"]
