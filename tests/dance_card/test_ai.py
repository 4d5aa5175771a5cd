"""Dance Card! bots: the planner's measures, the rule-based player's sense, Hard's hooks."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from dataclasses import replace

from game.core.bots import Budget, make_bot
from game.core.contract import GameConfig
from game.dance_card.ai import DanceCardKnowledge
from game.dance_card.plans import meeting_cost, progress, prospects
from game.dance_card.policy import choose
from game.dance_card.roster import roster
from game.dance_card.rules import RULES
from game.dance_card.state import END, FAILURE, NONE, SUCCESS, Step
from tests.dance_card.scenarios import play, scene

KNOWLEDGE = DanceCardKnowledge(RULES)


def test_meeting_cost_respects_the_partner_rule() -> None:
    r = roster()
    state = scene(["Maxine"], {"Maxine": "Green", "Steven": "Refreshments"}, mode="solo")
    maxine, steven = r.by_name["Maxine"], r.by_name["Steven"]
    green, blue = r.location_by_short["green"], r.location_by_short["blue"]
    assert meeting_cost(r, state, maxine, steven, blue) == 2     # the document's way
    assert meeting_cost(r, state, maxine, steven, green) == 3    # he may not be pulled in


def test_progress_counts_successes_and_prospects() -> None:
    state = scene(["Kate"], {"Kate": "Blue", "Zack": "Blue"}, mode="solo")
    base = progress(state, 0)
    won = state.with_seat(0, replace(state.seats[0], status=(NONE, NONE, SUCCESS)))
    failed = state.with_seat(0, replace(state.seats[0], status=(NONE, NONE, FAILURE)))
    assert progress(won, 0) > base > progress(failed, 0)
    assert all(0.0 <= p.chance <= 1.0 for p in prospects(state, 0))


def test_rule_based_player_dances_when_the_odds_are_good() -> None:
    state = scene(["Kate"], {"Kate": "Blue", "Zack": "Blue", "Ignacio": "Refreshments"},
                  mode="solo")
    seat = state.seats[0]
    state = state.with_seat(0, replace(seat, chats=seat.chats[:4] + (True, True)))
    picked = choose(state, 0, RULES.legal_actions(state), random.Random(1))
    assert str(picked) == "dance Zack"


def test_rule_based_player_clears_failures_and_keeps_winning_rolls() -> None:
    state = scene(["Steven"], {"Steven": "Restrooms"}, mode="solo")
    state = state.with_seat(0, replace(state.seats[0], status=(FAILURE, NONE, NONE)))
    assert str(choose(state, 0, RULES.legal_actions(state), random.Random(1))) == "nerve"
    from tests.dance_card.scenarios import landed
    rolled = landed(play(scene(["Felicity"], {"Felicity": "Pink", "Quentin": "Pink"}, mode="solo",
                               hands={0: ["the-look"]}), "dance Quentin"), ["eye", "1"])
    assert str(choose(rolled, 0, RULES.legal_actions(rolled), random.Random(1))) == "play the-look 1"


def test_hard_stops_before_the_dice_and_values_stay_in_range() -> None:
    root = scene(["Kate"], {"Kate": "Blue", "Dwight": "Blue"}, mode="solo")
    assert not KNOWLEDGE.horizon(root, root)
    pending = play(root, "dance Dwight")
    assert KNOWLEDGE.horizon(root, pending)
    for value in KNOWLEDGE.evaluate(pending, 1) + KNOWLEDGE.evaluate(root, 1):
        assert 0.0 <= value <= 1.0


def test_every_level_finishes_a_short_game() -> None:
    for levels in (("normal", "random"), ("easy", "hard")):
        state = RULES.new_game(GameConfig.make(2), 3)
        bots = [make_bot(KNOWLEDGE if level != "random" else None, level) for level in levels]
        rng = random.Random(3)
        for _ in range(60):
            if RULES.outcome(state) is not None:
                break
            seat = RULES.to_act(state)
            legal = RULES.legal_actions(state)
            action = bots[seat].choose(RULES.observe(state, seat), legal, rng,
                                       Budget(seconds=5.0, iterations=20))
            assert action in legal
            state, _ = RULES.apply(state, action)


def test_hard_shortlist_starts_with_normals_choice() -> None:
    from game.dance_card.ai import SHORTLIST
    state = scene(["Kate"], {"Kate": "Blue", "Zack": "Refreshments"}, mode="solo")
    observation, legal = RULES.observe(state, 0), RULES.legal_actions(state)
    picked = KNOWLEDGE.shortlist(observation, legal, random.Random(1))
    assert picked[0] == KNOWLEDGE.normal_action(observation, legal, random.Random(1))
    assert len(set(picked)) == len(picked) <= SHORTLIST and set(picked) <= set(legal)
    kate = {a for a in legal if a.verb == "move" and a.args[0] == "Kate"}
    assert END in picked and kate and kate <= set(picked)


def test_hard_scores_ending_the_turn_as_the_position_it_leaves() -> None:
    root = scene(["Kate"], {"Kate": "Blue", "Zack": "Refreshments"}, mode="solo")
    ended = RULES.apply_unchecked(root, END)
    assert ended.turn_number != root.turn_number and RULES.outcome(ended) is None
    assert KNOWLEDGE.horizon(root, ended)
    assert KNOWLEDGE.evaluate(ended, 1) == (0.5,)


# -- the Deluxe Edition ------------------------------------------------------------------------
def test_joe_lands_where_his_best_prospect_is() -> None:
    state = scene(["Joe"], {"Joe": "Stage", "Jordan": "Pink"}, mode="solo", cool_kids=True)
    state = replace(state, agenda=(replace(state.agenda[0], step=Step.LAND),) + state.agenda[1:])
    best = max(prospects(state, 0), key=lambda p: p.worth)
    picked = choose(state, 0, RULES.legal_actions(state), random.Random(1))
    assert str(picked) == f"land {roster().short(best.floor)}"


def test_joe_goes_up_when_nothing_better_is_left_to_do() -> None:
    # No action left and his Partners far apart: up on the card he may land anywhere.
    state = scene(["Joe"], {"Joe": "Janitor", "Jordan": "Pink", "Renee": "Blue", "Zack": "Green"},
                  mode="solo", cool_kids=True)
    state = replace(state, turn=replace(state.turn, actions=0))
    assert str(choose(state, 0, RULES.legal_actions(state), random.Random(1))) == "stage"


def test_charlotte_spends_a_card_on_her_worst_die_only_while_the_roll_fails() -> None:
    from tests.dance_card.scenarios import landed
    state = play(scene(["Charlotte"], {"Charlotte": "Green", "Bethany": "Green"}, mode="solo",
                       hands={0: ["fancy", "cut-loose"]}, cool_kids=True), "dance Bethany")
    failing = landed(state, ["eye", "0"])          # Bethany needs 4
    picked = choose(failing, 0, RULES.legal_actions(failing), random.Random(1))
    assert picked.verb == "redo" and picked.args[0] == "2"     # the Gray 0, not the icon
    winning = landed(state, ["2+star", "3"])
    assert str(choose(winning, 0, RULES.legal_actions(winning), random.Random(1))) == "keep"


def test_a_moving_card_is_played_when_it_helps_and_kept_otherwise() -> None:
    # Zack (Kate's easy Partner) waits on the Pink floor: Slide! takes Kate straight to him.
    state = scene(["Kate"], {"Kate": "Janitor", "Zack": "Pink"}, mode="solo",
                  hands={0: ["slide"]})
    picked = choose(state, 0, RULES.legal_actions(state), random.Random(1))
    assert str(picked) == "play slide Pink"
    idle = scene(["Kate"], {"Kate": "Blue", "Zack": "Blue"}, mode="solo", hands={0: ["slide"]})
    assert choose(idle, 0, RULES.legal_actions(idle), random.Random(1)).args[:1] != ("slide",)


def test_hard_judges_only_a_few_moving_plays() -> None:
    from game.dance_card.ai import MOVING_PLAYS
    state = scene(["Kate"], {"Kate": "Refreshments", "Zack": "Blue", "Sasha": "Green"},
                  mode="solo", hands={0: ["switch", "rumor"]})
    observation, legal = RULES.observe(state, 0), RULES.legal_actions(state)
    moving = [a for a in legal if a.verb == "play" and a.args[0] in ("switch", "rumor")]
    picked = KNOWLEDGE.shortlist(observation, legal, random.Random(1))
    assert len(moving) > 2 * (MOVING_PLAYS + 1)
    assert len([a for a in picked if a in moving]) <= MOVING_PLAYS + 1   # + Normal's own


def test_every_level_plays_a_deluxe_game_to_the_end() -> None:
    for levels in (("normal", "random"), ("easy", "hard")):
        state = RULES.new_game(GameConfig.make(2, edition="deluxe", challenges=2,
                                               students=("Joe", "Charlotte")), 5)
        bots = [make_bot(KNOWLEDGE if level != "random" else None, level) for level in levels]
        rng = random.Random(5)
        while RULES.outcome(state) is None:
            seat = RULES.to_act(state)
            legal = RULES.legal_actions(state)
            action = bots[seat].choose(RULES.observe(state, seat), legal, rng,
                                       Budget(seconds=5.0, iterations=8))
            assert action in legal
            state, _ = RULES.apply(state, action)


def test_normal_games_do_not_depend_on_the_hash_seed() -> None:
    """Normal's choices once iterated a set of actions, whose order follows Python's string
    hashing: the same seed played a different game in another process. Three processes with
    three hash seeds must print the same games."""
    command = [sys.executable, "-m", "game", "sim", "dance_card", "--games", "12",
               "--seats", "normal,normal,normal", "--seed", "5", "--json"]
    outs = set()
    for hash_seed in ("1", "2", "3"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        done = subprocess.run(command, env=env, capture_output=True, text=True, check=True)
        found = json.loads(done.stdout)
        outs.add((tuple(found["wins"]), found["mean_actions"]))
    assert len(outs) == 1, outs
