"""DDO: The Card Game (`shared/seeds/002_9ee8793fe35b6e2e.txt`): what the AI teammates know.

Easy is the rule-based teammate of `policy.py` played carelessly (random deploys and
commits, a wild swing now and then). Normal is that teammate. Hard is the house flat
determinized search (core `FlatMonteCarloBot`): it deals the hidden decks at random
from its own observation, plays a shortlist of options (Normal's choice first, then the
next best by Normal's own scores) to the end of the quest at hand with every seat
playing Normal, and keeps the option with the best mean value for the table: the game
won or lost if it ends, else quests won, the Heroes' health and build, and — near the
Raid — how much of the table's strength will be untapped when it comes.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.core.bots import Knowledge
from game.core.contract import Rules
from game.ddo.cards import HP
from game.ddo.notation import Act
from game.ddo.policy import choose, combat_score, rests_before_raid
from game.ddo.state import Phase, State
from game.ddo.stats import hero_values
from game.ddo.view import DdoObservation, determinize

SHORTLIST = 5


class DdoKnowledge(Knowledge[State, Act, DdoObservation]):
    hard_search = "flat"

    def __init__(self, rules: Rules[State, Act, DdoObservation]) -> None:
        self.rules = rules

    def easy_action(self, observation: DdoObservation, legal: Sequence[Act],
                    rng: random.Random) -> Act:
        return choose(self.determinize(observation, rng), legal, rng, careless=True)

    def normal_action(self, observation: DdoObservation, legal: Sequence[Act],
                      rng: random.Random) -> Act:
        return choose(self.determinize(observation, rng), legal, rng)

    def shortlist(self, observation: DdoObservation, legal: Sequence[Act],
                  rng: random.Random) -> list[Act]:
        state = self.determinize(observation, rng)
        normal = choose(state, legal, rng)
        rest = [a for a in legal if a != normal]
        if state.phase is Phase.COMBAT:
            rest.sort(key=lambda a: -combat_score(state, a))
        elif state.phase in (Phase.BUILD, Phase.BANKING):
            rest = [a for a in rest if a.verb != "done"] + [a for a in rest if a.verb == "done"]
            rest = [a for a in rest if a.verb != "done"][:SHORTLIST - 2] + \
                [a for a in rest if a.verb == "done"]
        return [normal] + rest[:SHORTLIST - 1]

    def determinize(self, observation: DdoObservation, rng: random.Random) -> State:
        return determinize(observation, rng)

    def rollout_action(self, state: State, legal: Sequence[Act], rng: random.Random) -> Act:
        return choose(state, legal, rng)

    def horizon(self, root: State, state: State) -> bool:
        """The end of the quest at hand (or of the next one, from Build or Banking)."""
        return state.quests_played > root.quests_played

    def evaluate(self, state: State, seats: int) -> tuple[float, ...]:
        if state.phase is Phase.OVER:
            value = 1.0 if state.result == "won" else 0.0
            return tuple(value for _ in range(seats))
        health, count, strength, ready = 0.0, 0, 0.0, 0.0
        near_raid = len(state.quest_deck) < state.seat_count + 1
        for seat, owner in enumerate(state.seats):
            rests = rests_before_raid(state, seat) if near_raid else True
            for stack in owner.stacks:
                values = hero_values(state, seat, stack.uid)
                top = max(1, values[HP])
                health += max(0, top - stack.damage) / top
                count += 1
                power = float(sum(values))
                strength += power
                if rests or not stack.hero_tapped:
                    ready += power
        won = state.quests_won / max(1, state.quests_played)
        power = sum(len(s.cards) for o in state.seats for s in o.stacks) / (12.0 * max(1, count))
        readiness = ready / strength if strength > 0 else 0.0
        value = 0.1 + 0.45 * won + 0.15 * health / max(1, count) + 0.15 * min(1.0, power) + \
            0.15 * readiness
        return tuple(value for _ in range(seats))


__all__ = ["DdoKnowledge"]
