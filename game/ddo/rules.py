"""DDO: The Card Game (rule document `shared/seeds/002_9ee8793fe35b6e2e.txt`).

A cooperative game for 1–6 seats: Heroes built from Loot cards take on quests from an
Adventure pack and, when the Quest deck is empty, the Raid; losing the Raid loses the
game for everyone. The `Rules` object of the contract ties together `flow` (set-up and
the turn), `build` (deploying), `combat` and `abilities` (the Heroes' actions),
`monsters` (harm, focus and the activation algorithm), `quest` (a quest and the Raid)
and `view` (what a seat knows). Every decision the document leaves open is written in
docs/rules/ddo.md; the notation in docs/notation/ddo.md.
"""

from __future__ import annotations

from typing import Any

import enum
import random

from game.core.contract import (
    Event, GameConfig, Illegal, InvalidNotationError, Outcome, Rules, Termination,
)
from game.core.gestures import Gesture
from game.core.options import check_options
from game.ddo import places
from game.ddo import twins
from game.ddo.combat import apply_hero_action, explain_hero_action, hero_actions
from game.ddo.dealing import new_state
from game.ddo.flow import apply_phase_action, explain_phase_action, phase_actions
from game.ddo.notation import VERBS, Act, read
from game.ddo.options import OPTIONS
from game.ddo.quest import next_hero
from game.ddo.state import Phase, State, evolve
from game.ddo.view import DdoObservation, observe
from game.ddo.work import Work

NOTATION_PAGE = "docs/notation/ddo.md"
PHASE_VERBS = frozenset({"deploy", "done", "commit", "pass", "join", "first", "keep", "discard"})


SEATS = (1, 6)


class RaidEnd(enum.Enum):
    """How a game of DDO ended."""

    RAID_WON = "raid_won"
    RAID_LOST = "raid_lost"
    NOBODY_TO_SEND = "nobody_to_send"


class DdoRules(Rules[State, Act, DdoObservation]):
    game_id = "ddo"
    title = "DDO: The Card Game"
    rules_page = "docs/rules/ddo.md"

    def __init__(self) -> None:
        # The last answer of legal_actions: `check` asks again for every candidate.
        self._memo: tuple[State | None, tuple[Act, ...]] = (None, ())

    def new_game(self, config: GameConfig, seed: int) -> State:
        check_options("DDO", OPTIONS, config)
        if not SEATS[0] <= config.seats <= SEATS[1]:
            raise ValueError(f"DDO takes 1–6 seats, not {config.seats}")
        state, work = new_state(config, seed)
        return evolve(state, opening=tuple(work.log))

    def opening_events(self, state: State) -> tuple[Event, ...]:
        return state.opening

    def to_act(self, state: State) -> int | None:
        return state.actor()

    def seat_count(self, state: State) -> int:
        return state.seat_count

    def progress(self, state: State) -> tuple[tuple[str, int], ...]:
        # between quests: a Reward or Banking still belongs to the quest just played
        quest = state.quest
        if quest is not None:
            stage = ("the Raid", 0) if quest.raid else ("quest", state.quests_played + 1)
            return stage, ("round", quest.round)
        if state.phase in (Phase.RAID_JOIN, Phase.RAID_ORDER):
            return (("the Raid", 0),)
        if state.phase in (Phase.REWARD, Phase.BANKING, Phase.OVER):
            return (("quest", max(1, state.quests_played)),)
        return (("quest", state.quests_played + 1),)

    def legal_actions(self, state: State) -> tuple[Act, ...]:
        last, answer = self._memo
        if last is state:
            return answer
        if state.phase is Phase.OVER:
            answer = ()
        elif state.phase is Phase.COMBAT:
            assert state.quest is not None
            answer = tuple(hero_actions(Work(state), state.quest.turn))
        else:
            answer = tuple(phase_actions(state))
        self._memo = (state, answer)
        return answer

    def explain(self, state: State, action: Any) -> Illegal:
        if not isinstance(action, Act):
            return Illegal("That is not a DDO action.", NOTATION_PAGE)
        if state.phase is Phase.COMBAT and action.verb not in PHASE_VERBS:
            assert state.quest is not None
            return explain_hero_action(Work(state), state.quest.turn, action)
        if state.phase is Phase.COMBAT:
            return Illegal("In a quest each Hero takes a combat action.", "Hero combat actions")
        return explain_phase_action(state, action)

    def _apply(self, state: State, action: Act) -> tuple[State, tuple[Event, ...]]:
        w = Work(state)
        if state.phase is Phase.COMBAT:
            assert state.quest is not None
            h = state.quest.turn
            apply_hero_action(w, h, action)
            next_hero(w, h)
        else:
            apply_phase_action(w, action)
        if w.state.opening:
            w.state = evolve(w.state, opening=())
        return w.state, tuple(w.log)

    def observe(self, state: State, seat: int) -> DdoObservation:
        return observe(state, seat)

    def redeal(self, state: State, seat: int, rng: random.Random) -> State:
        return twins.redeal(state, seat, rng)

    def outcome(self, state: State) -> Outcome | None:
        if state.phase is not Phase.OVER:
            return None
        seats = state.seat_count
        scores = tuple(float(state.quests_won) for _ in range(seats))
        if state.result == "won":
            return Outcome(tuple(range(seats)), scores, Termination.COOP_WIN, state.summary,
                           RaidEnd.RAID_WON)
        reason = RaidEnd.RAID_LOST if state.quest is not None else RaidEnd.NOBODY_TO_SEND
        return Outcome((), scores, Termination.COOP_LOSS, state.summary, reason)

    def read_action(self, state: State, text: str) -> Act:
        action = read(text)
        if action.verb not in VERBS:
            raise InvalidNotationError(Illegal(f"{text.strip()!r} is not a DDO action.",
                                               NOTATION_PAGE), text)
        return action

    # -- the table's questions (game/ddo/places.py) ----------------------------------------
    def gesture(self, observation: DdoObservation, action: Act) -> Gesture:
        return places.gesture(observation, action)

    def find_action(self, observation: DdoObservation, gesture: Gesture) -> Act | None:
        return places.find_action(observation, gesture)

    def formality(self, observation: DdoObservation, legal: tuple[Act, ...]) -> Act | None:
        return places.formality(observation, legal)


RULES = DdoRules()
