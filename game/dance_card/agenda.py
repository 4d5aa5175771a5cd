"""Dance Card!'s agenda: `advance` resolves automatic steps (the turn's, in `flow`, and the
start of a dance, in `dancing`) until a seat has a real decision (`decisions`). It sits above
those three modules so none of them needs to import another from inside a function."""

from __future__ import annotations

from game.dance_card.dancing import start_dance
from game.dance_card.decisions import has_choice
from game.dance_card.effects import Log
from game.dance_card.flow import AUTOMATIC
from game.dance_card.state import DECISIONS, State, Step, Task, evolve


def _start_dance(state: State, task: Task, log: Log) -> State:
    return start_dance(state, task.seat, task.data[0], "", log)


_STEPS = {**AUTOMATIC, Step.START_DANCE: _start_dance}


def advance(state: State, log: Log) -> State:
    """Resolve automatic steps until a decision is due or the game is over."""
    while state.ending is None and state.agenda:
        task = state.agenda[0]
        if task.step in DECISIONS:
            if has_choice(state, task):
                return state
            state = evolve(state, agenda=state.agenda[1:])  # nothing to decide: move on
            continue
        state = evolve(state, agenda=state.agenda[1:])
        state = _STEPS[task.step](state, task, log)
    return state
