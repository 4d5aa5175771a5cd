"""Dance Card! — Freshman Year, base game and Deluxe Edition (rule document `shared/seeds/001_73f120c87acf16e3.txt`).

The `Rules` object of the contract. The game itself lives in the modules it ties
together: `options` and `setup` (what a game takes, the deal), `edition` (the Deluxe
modules in play), `flow` (the turn and the Spin Dial), `actions` and `plays` (the Action
Phase, the cards played in it), `dancing` (the dice pool and the roll), `decisions` (the
choices cards ask), `effects` and `sparks` (Mix It Up! cards and Spark! effects), `view`
(what a seat knows). Decisions where the document is silent are in
docs/rules/dance_card.md.
"""

from __future__ import annotations

import random

from typing import Any

from game.core.actions import Act
from game.core.contract import (
    Event,
    GameConfig,
    Illegal,
    InvalidNotationError,
    Outcome,
    Rules,
)
from game.core.gestures import Gesture
from game.dance_card import events as ev
from game.dance_card import places
from game.dance_card import twins
from game.dance_card.actions import apply_main, main_actions
from game.dance_card.dancing import explain_window
from game.dance_card.decisions import apply_choice, choices, explain_choice
from game.dance_card.explain import explain_main_action
from game.dance_card.agenda import advance
from game.dance_card.notation import find, read
from game.dance_card.setup import new_state
from game.dance_card.state import State, Step, evolve
from game.dance_card.view import DanceCardObservation, observe

NOTATION_PAGE = "docs/notation/dance_card.md"


class DanceCardRules(Rules[State, Act, DanceCardObservation]):
    game_id = "dance_card"
    title = "Dance Card!"
    rules_page = "docs/rules/dance_card.md"

    def new_game(self, config: GameConfig, seed: int) -> State:
        state = new_state(config, seed)
        log: list[Event] = []
        log.append(ev.GameSetUp(tuple(s.student for s in state.seats), state.positions,
                                state.mode))
        state = advance(state, log)
        return _with_opening(state, tuple(log))

    def opening_events(self, state: State) -> tuple[Event, ...]:
        return state.opening

    def to_act(self, state: State) -> int | None:
        if state.ending is not None or not state.agenda:
            return None
        return state.agenda[0].seat

    def seat_count(self, state: State) -> int:
        return state.seat_count

    def progress(self, state: State) -> tuple[tuple[str, int], ...]:
        return (("turn", max(1, state.turn_number)),)

    def __init__(self) -> None:
        # The last answer of legal_actions, kept because `check` asks it again for every
        # candidate a table highlights while a standee is dragged.
        self._memo: tuple[State | None, tuple[Act, ...]] = (None, ())

    def legal_actions(self, state: State) -> tuple[Act, ...]:
        last, answer = self._memo
        if last is state:
            return answer
        if state.ending is not None or not state.agenda:
            answer = ()
        elif state.agenda[0].step is Step.MAIN:
            answer = tuple(main_actions(state))
        else:
            answer = tuple(choices(state, state.agenda[0]))
        self._memo = (state, answer)
        return answer

    def explain(self, state: State, action: Any) -> Illegal:
        if not isinstance(action, Act):
            return Illegal("That is not a Dance Card! action.", NOTATION_PAGE)
        task = state.agenda[0]
        if task.step is Step.MAIN:
            return explain_main_action(state, action)
        if task.step in (Step.POOL, Step.ROLL, Step.REROLL):
            return explain_window(state, action, task.step)
        return explain_choice(state, task, action)

    def _apply(self, state: State, action: Act) -> tuple[State, tuple[Event, ...]]:
        log: list[Event] = []
        task = state.agenda[0]
        if task.step is Step.MAIN:
            state = apply_main(state, action, log)
        else:
            state = apply_choice(state, task, action, log)
        state = advance(state, log)
        return state, tuple(log)

    def redeal(self, state: State, seat: int, rng: random.Random) -> State:
        return twins.redeal(state, seat, rng)

    def observe(self, state: State, seat: int) -> DanceCardObservation:
        return observe(state, seat)

    def outcome(self, state: State) -> Outcome | None:
        return state.ending

    def read_action(self, state: State, text: str) -> Act:
        legal = self.legal_actions(state)
        guess = read(text)  # the usual case: the text is exactly an action's notation
        if guess in legal:
            return legal[legal.index(guess)]
        if not guess.verb:
            raise InvalidNotationError(Illegal(f"'{text}' is not a Dance Card! action.",
                                               NOTATION_PAGE), text)
        found = find(legal, text)
        return guess if found is None else found

    # -- the table's questions (game/dance_card/places.py) -----------------------------
    def gesture(self, observation: DanceCardObservation, action: Act) -> Gesture:
        return places.gesture(observation, action)

    def find_action(self, observation: DanceCardObservation, gesture: Gesture) -> Act | None:
        return places.find_action(observation, gesture)

    def formality(self, observation: DanceCardObservation, legal: tuple[Act, ...]) -> Act | None:
        return places.formality(observation, legal)


def _with_opening(state: State, events: tuple[Event, ...]) -> State:
    return evolve(state, opening=events)


RULES = DanceCardRules()
