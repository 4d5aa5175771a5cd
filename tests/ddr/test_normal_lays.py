"""Normal does not sit drawing turn after turn when laying is the sensible thing (issue 25:
"Normal in two seats only drew and shuffled on several turns"). Hard's songs varying is
tested beside Normal's, in test_song_variety."""

from __future__ import annotations

import random
from dataclasses import replace

from ddr_helpers import give, new_table, play, settled_steps

from game import registry
from game.core.bots import make_bot
from game.core.contract import GameConfig
from game.core.sim import _loaded
from game.ddr.ai import table_of
from game.ddr.cards import MISS as MISS_CARD
from game.ddr.notation import PlayStep
from game.ddr.policy import normal_choice
from game.ddr.rules import RULES
from game.ddr.state import Phase, State


def _normal(state: State) -> object:
    seat = state.turn.seat
    return normal_choice(table_of(RULES.observe(state, seat)), RULES.legal_actions(state), random.Random(1))


def test_a_face_down_song_is_stepped_on_blind_rather_than_waited_out() -> None:
    # Hidden: seat 0's song lies face down until it lays three steps; waiting never ends it
    state = new_table(("morning-jog", "neon-drizzle"))
    state = state.with_dancer(0, replace(state.dancers[0], hidden_until=3))
    state = play(give(state, 0, ["U/good", "D/great", "L/perfect", "R/good", "U/great"]), "keep")
    assert RULES.observe(state, 0).dancers[0].chart is None
    chosen = _normal(state)
    assert isinstance(chosen, PlayStep) and chosen.card in ("U/good", "R/good"), chosen  # a cheap one


def test_far_behind_with_no_right_arrow_it_lays_its_miss() -> None:
    # morning-jog opens on Right; seat 0 holds no Right, the rival is three steps ahead
    state = settled_steps(new_table(("morning-jog", "neon-drizzle")), 1, 3)
    state = play(give(state, 0, [MISS_CARD, "U/good", "L/good", "D/great", "U/perfect"]), "keep")
    assert state.turn.phase is Phase.PLAY
    chosen = _normal(state)
    assert isinstance(chosen, PlayStep) and chosen.card == MISS_CARD, chosen


def _quiet_turns(games: int, seed: int) -> tuple[int, int, int]:
    """Normal against Normal, two seats: (turns, turns laying nothing, such turns that were
    the third or later in a row for that seat)."""
    rules, knowledge = _loaded(registry.entry("ddr"))
    bot = make_bot(knowledge, "normal")
    turns = quiet = long = 0
    for game in range(games):
        rng = random.Random(seed + game)
        state = rules.new_game(GameConfig.make(2), seed + game)
        run = [0, 0]
        while rules.outcome(state) is None:
            seat = rules.to_act(state)
            assert seat is not None
            before = state.turn
            action = bot.choose(rules.observe(state, seat), rules.legal_actions(state), rng, None)  # type: ignore[arg-type]
            state, _ = rules.apply(state, action)
            if before.phase is not Phase.SONG and (state.turn.number != before.number
                                                   or rules.outcome(state) is not None):
                turns += 1
                run[before.seat] = 0 if before.laid else run[before.seat] + 1
                quiet += not before.laid
                long += run[before.seat] >= 3
    return turns, quiet, long


def test_normal_lays_on_most_turns_and_rarely_draws_three_in_a_row() -> None:
    # These 30 games: before, nothing laid on 494 of 1,193 turns (41 %), 240 of them (20 %)
    # the third quiet turn or later in a row; now 298 of 1,060 (28 %) and 95 (9 %).
    turns, quiet, long = _quiet_turns(30, 4000)
    assert quiet / turns < 0.36, (turns, quiet, long)
    assert long / turns < 0.15, (turns, quiet, long)
