"""Dance Card! (`shared/seeds/001_73f120c87acf16e3.txt`): what the bots know.

Easy plays the obvious (dance when it can, otherwise mostly wander); Normal is the
rule-based player of `policy.py`; Hard is the house information-set MCTS, which samples
worlds from its own observation, searches to the end of the current turn with the
rule-based player finishing each playout, and scores the position by `plans.progress`:
Success Tokens plus the discounted odds of the dances still to come.
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from game.core.contract import Rules
from game.dance_card.plans import progress
from game.dance_card.policy import choose
from game.dance_card.state import END, Act, State, Step
from game.dance_card.view import DanceCardObservation, determinize


class DanceCardKnowledge:
    def __init__(self, rules: Rules) -> None:
        self.rules = rules

    # -- Easy and Normal -------------------------------------------------------------
    def easy_action(self, observation: DanceCardObservation, legal: Sequence[Act],
                    rng: random.Random) -> Act:
        """Dance or chat whenever possible, keep rolls, otherwise a random move or stop."""
        for verb in ("dance", "chat", "nerve", "keep", "roll"):
            found = [a for a in legal if a.verb == verb]
            if found:
                return found[rng.randrange(len(found))]
        if END in legal and rng.random() < 0.25:
            return END
        state = self.determinize(observation, rng)
        if state.agenda and state.agenda[0].step is Step.MAIN and rng.random() < 0.5:
            return choose(state, observation.seat, legal, rng)
        return legal[rng.randrange(len(legal))]

    def normal_action(self, observation: DanceCardObservation, legal: Sequence[Act],
                      rng: random.Random) -> Act:
        state = self.determinize(observation, rng)
        return choose(state, observation.seat, legal, rng)

    # -- Hard ------------------------------------------------------------------------
    def determinize(self, observation: DanceCardObservation, rng: random.Random) -> State:
        return determinize(observation, rng)

    def rollout_action(self, state: State, legal: Sequence[Act], rng: random.Random) -> Act:
        seat = state.agenda[0].seat
        return choose(state, seat, legal, rng)

    def horizon(self, root: State, state: State) -> bool:
        """Stop at the end of the turn being played (or of the side decision at the root)."""
        if state.turn_number != root.turn_number:
            return True
        if root.agenda and root.agenda[0].seat != root.active:
            return not state.agenda or state.agenda[0] != root.agenda[0]
        return False

    def evaluate(self, state: State, seats: int) -> tuple[float, ...]:
        outcome = self.rules.outcome(state)
        if outcome is not None:
            if state.mode == "competitive":
                return tuple(1.0 if s in outcome.winners else 0.0 for s in range(seats))
            return tuple(1.0 if outcome.winners else 0.0 for _ in range(seats))
        values = [progress(state, s) / 3.0 for s in range(seats)]
        if state.mode == "competitive":
            return tuple(max(0.0, min(1.0, 0.5 + 0.5 * (v - max(values[:s] + values[s + 1:]))))
                         for s, v in enumerate(values))
        pace = min(1.0, len(state.mix_deck) / 12.0)  # a short deck leaves less time
        shared = (min(values) + sum(values) / seats) / 2 * (0.6 + 0.4 * pace)
        return tuple(shared for _ in range(seats))


__all__ = ["Any", "DanceCardKnowledge"]
