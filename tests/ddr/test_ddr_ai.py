"""DDR bots: whose hand Hard's search weighs at the horizon of one action."""

from __future__ import annotations

import random

from ddr_helpers import new_table, play

from game.core.bots import Budget, make_bot
from game.ddr.ai import DDRKnowledge, _searcher
from game.ddr.rules import RULES
from game.ddr.state import Phase


def test_a_fresh_turn_closes_the_plays_of_the_seat_before():
    state = new_table(("first-light", "bobs-encore", "porch-swing"), first=1)
    assert state.turn.phase is Phase.OPEN and not state.turn.shuffled
    assert _searcher(state) == 0


def test_after_one_card_shuffled_back_the_seat_is_still_in_its_own_step_one():
    state = new_table(("first-light", "bobs-encore"), first=1)
    card = state.dancers[1].hand[0]
    state = play(state, f"shuffle {card}")
    assert state.turn.phase is Phase.OPEN and state.turn.shuffled == 1
    assert _searcher(state) == 1


def test_while_playing_and_refilling_the_seat_to_act_is_the_searcher():
    state = play(new_table(("first-light", "bobs-encore"), first=0), "keep")
    assert state.turn.phase is Phase.PLAY and _searcher(state) == 0


def test_hard_picks_a_legal_action_from_its_own_observation_after_shuffling_one_back():
    state = new_table(("first-light", "bobs-encore"), first=0)
    state = play(state, f"shuffle {state.dancers[0].hand[0]}")
    legal = RULES.legal_actions(state)
    bot = make_bot(DDRKnowledge(RULES), "hard")
    choice = bot.choose(RULES.observe(state, 0), legal, random.Random(3), Budget(5.0, 40))
    assert choice in legal
