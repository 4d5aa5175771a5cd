"""Whole Deluxe games: stacked chance reaches every new deck and die, playouts end, notation
round-trips, hidden information stays hidden, and the AI's lean pool is the rules' pool."""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import replace

import pytest

from game import registry
from game.core.chance import Chance
from game.core.contract import GameConfig
from game.dance_card.dice import gather
from game.dance_card.edition import Edition
from game.dance_card.plans import _base_dice, _floor_dice
from game.dance_card.roster import roster
from game.dance_card.rules import RULES
from game.dance_card.view import determinize
from tests.dance_card.deluxe_golden import FIXTURE, digest, noting_draws, play

RECORD = json.loads(FIXTURE.read_text(encoding="utf-8"))
SETUPS = [GameConfig.make(1, edition="deluxe"),
          GameConfig.make(2, edition="deluxe", challenges=3),
          GameConfig.make(3, edition="deluxe", mode="cooperative", challenges=2),
          GameConfig.make(4, edition="deluxe", challenges=1,
                          students=("Joe", "Charlotte", "Roxi", "Xander"))]


@pytest.mark.parametrize("seed", [101, 202])
def test_a_stacked_deluxe_record_plays_the_same_under_any_seed(seed: int) -> None:
    config = GameConfig.from_json({"seats": RECORD["seats"], "options": RECORD["options"]})
    actions, digests, state = play(config, seed, RECORD["actions"])
    assert actions == RECORD["actions"] and digests == RECORD["digests"]
    assert state.chance.stacked == ()                  # every stacked draw was used
    assert RULES.outcome(state) is not None


def test_the_stacked_record_covers_the_deluxe_edition() -> None:
    verbs = {text.split()[0] for text in RECORD["actions"]}
    played = {text.split()[1] for text in RECORD["actions"] if text.startswith("play")}
    assert {"dial", "stage", "land", "redo"} <= verbs
    assert {"rumor", "switch", "slide", "dab"} <= played
    state = RULES.new_game(GameConfig.from_json({"seats": 4, "options": RECORD["options"]}), 7)
    assert len(state.smooth_deck) == 48 and len(state.positions) == 36


def test_each_new_deck_and_die_can_be_stacked() -> None:
    r = roster()
    smooth = tuple(sorted(r.smooth_deck(Edition(smooth_moves=True)), reverse=True))
    mix = tuple(range(47, -1, -1))
    config = GameConfig.make(2, edition="deluxe", students=("Kate", "Joe"), spin_dial="dive-back",
                             chance=(None, None, None, smooth, mix, "shake-it-off", 5))
    state = RULES.new_game(config, 3)
    assert state.smooth_deck == smooth[:len(state.smooth_deck)] and state.smooth_deck[0] >= 8
    assert state.mix_deck[0] == 47 and r.mix[47].deluxe                # a Deluxe card on top
    assert r.music(state.edition).name == "Shake it Off!"
    assert state.song_face == 5                                         # the first Song Die
    with noting_draws() as drawn:
        RULES.new_game(GameConfig.make(2, edition="deluxe"), 3)
    # students, Challenge! pile, standees, two decks, the Music Rules! card; the first Song
    # Die waits for the first player's dial
    assert len(drawn) == 6 and isinstance(drawn[-1], str)


@pytest.mark.parametrize("config", SETUPS, ids=lambda c: f"{c.seats}")
def test_deluxe_random_playouts_end_and_every_action_reads_back(config: GameConfig) -> None:
    for seed in range(3):
        rng = random.Random(seed)
        state = RULES.new_game(config, seed)
        steps = 0
        while RULES.outcome(state) is None:
            legal = RULES.legal_actions(state)
            assert legal and RULES.to_act(state) is not None
            if steps < 300:
                for action in legal:
                    assert RULES.parse_action(state, str(action)) == action
            state, _ = RULES.apply(state, legal[rng.randrange(len(legal))])
            steps += 1
            assert steps < 20_000


def test_deluxe_twins_look_and_play_the_same() -> None:
    """What a seat cannot see re-dealt (Rules.redeal): same view, same legal actions, same
    choice from every level."""
    bots = {level: registry.bot("dance_card", level) for level in ("easy", "normal", "hard")}
    budget = registry.hard_budget("dance_card")
    twins = 0
    for config in SETUPS[1:]:
        rng = random.Random(config.seats)
        state = RULES.new_game(config, 5)
        for step in range(160):
            if RULES.outcome(state) is not None:
                break
            seat = RULES.to_act(state)
            legal = RULES.legal_actions(state)
            if step % 16 == 0:
                twin = RULES.redeal(state, seat, random.Random(step))
                assert RULES.observe(twin, seat) == RULES.observe(state, seat)
                assert RULES.legal_actions(twin) == legal
                for bot in bots.values():
                    capped = replace(budget, seconds=60.0, iterations=6)
                    first = bot.choose(RULES.observe(state, seat), legal, random.Random(1), capped)
                    second = bot.choose(RULES.observe(twin, seat), legal, random.Random(1), capped)
                    assert first == second
                twins += 1
            state, _ = RULES.apply(state, legal[rng.randrange(len(legal))])
    assert twins >= 15


def test_determinize_keeps_the_deluxe_decks() -> None:
    state = RULES.new_game(GameConfig.make(3, edition="deluxe", spin_dial="tech-noir"), 8)
    rng = random.Random(3)
    for _ in range(60):
        if RULES.outcome(state) is not None:
            break
        state, _ = RULES.apply(state, rng.choice(RULES.legal_actions(state)))
    seat = RULES.to_act(state)
    obs = RULES.observe(state, seat)
    world = determinize(obs, random.Random(2))
    assert RULES.observe(world, seat) == obs and world.edition == state.edition
    total = Counter(world.smooth_deck) + Counter(world.smooth_ditch)
    for s in world.seats:
        total.update(c for c in s.hand if c < 100)
    assert total == Counter(roster().smooth_deck(state.edition))
    assert set(world.mix_deck) <= set(roster().mix_pool(state.edition))


def test_the_lean_pool_matches_the_rules_pool_with_every_deluxe_rule() -> None:
    r = roster()
    rng = random.Random(7)
    for trial in range(120):
        state = RULES.new_game(GameConfig.make(1, edition="deluxe", spin_dial="freshman-year"),
                               trial)
        positions = tuple(rng.randrange(len(r.board)) for _ in state.positions)
        chaperones = tuple((i, rng.randrange(len(r.board)))
                           for i in rng.sample(range(len(r.content.chaperones)), 3))
        challenges = tuple(rng.sample(range(len(r.content.challenges)), 2))
        seat = replace(state.seats[0], chats=tuple(rng.random() < 0.5 for _ in range(6)))
        state = replace(state, positions=positions, seats=(seat,), chaperones=chaperones,
                        challenges=challenges, chance=Chance(trial),
                        edition=replace(state.edition, music=trial % 4),
                        song_colour=rng.choice(["blue", "green", "yellow", "pink"]))
        me = r.students[seat.student]
        for slot in range(3):
            for floor in r.floors:
                crowd = [s for s, w in enumerate(positions) if w == floor]
                lean, bonus = _floor_dice(state, r, seat, me, slot, floor, crowd,
                                          _base_dice(state, r, seat, me, slot))
                full = gather(state, r, 0, slot, "add", floor)
                assert sorted(lean) == sorted(d.colour for d in full.pool), (trial, slot, floor)
                assert bonus == full.bonus
    assert digest(state)
