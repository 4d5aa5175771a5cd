"""DDO teammates: whole tables compared (a cooperative game has no per-seat winner), Hard
searching only what its own observation allows, and Hard within its budget."""

from __future__ import annotations

import random

from game import registry
from game.core.bots import Budget
from game.core.contract import GameConfig
from game.core.sim import simulate
from game.ddo.rules import RULES


def test_normal_tables_win_more_than_easy_and_random_ones() -> None:
    rates = {level: simulate(registry.entry("ddo"), (level, level), 40, 700)["table_win_rate"]
             for level in ("random", "easy", "normal")}
    assert rates["random"] <= rates["easy"] < rates["normal"], rates
    assert rates["random"] < 0.1


def test_hard_plays_only_legal_moves_and_sees_only_its_observation() -> None:
    knowledge = registry.load("ddo")[1]
    bot = registry.bot("ddo", "hard")
    state = RULES.new_game(GameConfig.make(2), 11)
    rng = random.Random(2)
    budget = Budget(seconds=30.0, iterations=12)
    for _ in range(40):
        if RULES.outcome(state) is not None:
            break
        seat = RULES.to_act(state)
        assert seat is not None
        legal = RULES.legal_actions(state)
        observation = RULES.observe(state, seat)
        twin = knowledge.determinize(observation, random.Random(9))
        assert RULES.observe(twin, seat) == observation
        choice = bot.choose(observation, legal, random.Random(4), budget)
        assert choice in legal
        assert bot.choose(RULES.observe(twin, seat), legal, random.Random(4), budget) == choice
        state, _ = RULES.apply(state, choice if rng.random() < 0.5 else legal[0])


def test_hard_decides_within_its_budget() -> None:
    bot = registry.bot("ddo", "hard")
    state = RULES.new_game(GameConfig.make(1), 3)
    budget = Budget(seconds=0.3)
    import time
    for _ in range(15):
        if RULES.outcome(state) is not None:
            break
        seat = RULES.to_act(state)
        assert seat is not None
        legal = RULES.legal_actions(state)
        started = time.perf_counter()
        choice = bot.choose(RULES.observe(state, seat), legal, random.Random(1), budget)
        assert time.perf_counter() - started < 3.0
        state, _ = RULES.apply(state, choice)


def test_normal_does_not_wait_out_a_quest_nobody_can_move() -> None:
    """A cursed-out Fighter (ATK and RNG below 1) alone in Close Combat with a monster
    that lost its focus can only wait: Normal sets off the trap in the way, or with none
    goes home, instead of waiting for the round cap."""
    from game.ddo.policy import choose
    from game.ddo.state import evolve, replace_at
    from tests.ddo.ddo_helpers import in_combat, new, with_stack

    def cursed(*foes: tuple[str, str, int]):
        state = with_stack(new(("warrior",)), 0, ("fighter",))
        owner = state.seats[0]
        stack = evolve(owner.stacks[0], afflictions=("curse", "curse", "curse"))
        state = in_combat(state.with_seat(0, evolve(owner, stacks=(stack,))), ((0, 0),), foes)
        quest = state.quest
        foe = evolve(quest.foes[0], close=(0,), focus=-1)
        return evolve(state, quest=evolve(quest, foes=replace_at(quest.foes, 0, foe)))

    state = cursed(("monster", "zombie", -1))
    legal = RULES.legal_actions(state)
    assert {str(a) for a in legal} <= {"wait", "retreat", "back"}
    assert str(choose(state, legal, random.Random(1))) == "retreat"
    state = cursed(("monster", "zombie", -1), ("monster", "spear_trap", -1))
    legal = RULES.legal_actions(state)
    assert str(choose(state, legal, random.Random(1))) == "trigger m2"
