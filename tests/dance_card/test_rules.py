"""Dance Card! rules: set-up, the Spin Dial, actions and their locations, dice, decks, endings."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from game.core.contract import GameConfig, IllegalActionError, Termination
from game.dance_card.mode import Mode
from game.dance_card.content import Face
from game.dance_card.dice import gather
from game.dance_card.effects import draw_cards
from game.dance_card.agenda import advance
from game.dance_card.flow import end_by_deck
from game.dance_card.plans import _base_dice, _floor_dice
from game.dance_card.roster import roster
from game.dance_card.rules import RULES
from game.dance_card.state import FAILURE, NONE, SUCCESS, Step, Task
from game.dance_card.view import determinize
from tests.dance_card.scenarios import (
    landed,
    legal,
    play,
    refusal,
    scene,
    status,
)


def test_setup_counts_and_first_player() -> None:
    r = roster()
    for seed in range(5):
        state = RULES.new_game(GameConfig.make(3), seed)
        counts = Counter(state.positions)
        assert [counts[i] for i in range(len(r.board))] == [
            r.board.setup_count(i) for i in range(len(r.board))]
        ids = [r.students[s.student].student_id for s in state.seats]
        assert state.active == ids.index(min(ids))
        assert len({s.student for s in state.seats}) == 3
        assert all(not s.hand or state.turn_number >= 1 for s in state.seats)


def test_chosen_students_and_modes() -> None:
    state = RULES.new_game(GameConfig.make(2, mode="cooperative", students=("Kate", "Nate")), 1)
    r = roster()
    assert [r.name(s.student) for s in state.seats] == ["Kate", "Nate"]
    assert state.mode is Mode.COOPERATIVE and len(state.mix_deck) <= 32
    solo = RULES.new_game(GameConfig.make(1), 1)
    assert solo.mode is Mode.SOLO and len(solo.mix_deck) + len(solo.mix_ditch) + sum(
        len(s.showstoppers) for s in solo.seats) == 25
    with pytest.raises(ValueError):
        RULES.new_game(GameConfig.make(1, mode="competitive"), 1)
    with pytest.raises(ValueError):
        RULES.new_game(GameConfig.make(2, students=("Nobody",)), 1)


def test_yvette_sets_her_friends_aside() -> None:
    r = roster()
    yvette = r.students[r.by_name["Yvette"]]
    for seed in range(6):
        state = RULES.new_game(GameConfig.make(4, students=("Yvette",)), seed)
        friends = {f for f, _ in yvette.friends}
        assert friends <= set(state.set_aside)
        assert not friends & {s.student for s in state.seats}


def test_first_turn_spins_to_start_and_the_dial_goes_round() -> None:
    r = roster()
    dial = r.content.spin_dial
    state = RULES.new_game(GameConfig.make(2), 4)
    assert state.dial == dial.start_index and state.song_face >= 0
    seen = [state.dial]
    for _ in range(len(dial.icons)):
        state = _finish_turn(state)
        seen.append(state.dial)
    assert seen[:len(dial.icons)] == [(dial.start_index + k) % len(dial.icons)
                                      for k in range(len(dial.icons))]


def test_skip_if_3p() -> None:
    r = roster()
    icons = r.content.spin_dial.icons
    skip = next(i for i, icon in enumerate(icons) if icon.skip_if_3p)
    state = RULES.new_game(GameConfig.make(3), 2)
    visited = {state.dial}
    for _ in range(2 * len(icons)):
        state = _finish_turn(state)
        visited.add(state.dial)
    assert skip not in visited and len(visited) == len(icons) - 1


def _finish_turn(state: object) -> object:
    """Play the current turn to its end with passes and `end`."""
    turn = state.turn_number
    while state.turn_number == turn and RULES.outcome(state) is None:
        options = RULES.legal_actions(state)
        pick = next((a for a in options if str(a) in ("end", "pass", "keep", "roll")), None)
        if pick is None:
            pick = options[0]
        state, _ = RULES.apply(state, pick)
    return state


def test_actions_belong_to_their_locations() -> None:
    state = scene(["Kate"], {"Kate": "Restrooms", "Dwight": "Restrooms", "Jordan": "Restrooms"},
                  mode="solo")
    assert "Dance Floor" in refusal(state, "dance Dwight")
    assert "Refreshments or the Bleachers" in refusal(state, "chat Jordan")
    on_floor = scene(["Kate"], {"Kate": "Blue", "Dwight": "Blue"}, mode="solo")
    on_floor = on_floor.with_seat(0, replace(on_floor.seats[0], status=(FAILURE, NONE, NONE)))
    assert "Restrooms or the Janitor's Office" in refusal(on_floor, "nerve")
    assert "Failure Token" in refusal(on_floor, "dance Dwight")


def test_move_needs_adjacency_and_an_action() -> None:
    state = scene(["Kate"], {"Kate": "Blue"}, mode="solo")
    assert "adjacent" in refusal(state, "move Kate Yellow")
    state = play(state, "move Kate Pink", "move Kate Yellow")
    assert "no actions left" in refusal(state, "move Kate Green")
    with pytest.raises(IllegalActionError):
        RULES.parse_action(state, "move Kate Green")


def test_free_moves_come_before_actions() -> None:
    state = scene(["Kate"], {"Kate": "Blue"}, mode="solo", hands={0: ["fancy"]})
    state = play(state, "play fancy", "move Kate Pink", "move Kate Yellow")
    assert state.turn.actions == 2 and state.turn.free[0] == 0


def test_pool_never_exceeds_the_box() -> None:
    r = roster()
    state = scene(["Steven"], {"Steven": "Blue", "Eliot": "Blue"}, mode="solo")
    seat = state.seats[0]
    state = state.with_seat(0, replace(seat, chats=(True,) * 6))
    roll = gather(state, r, 0, 0)
    counts = Counter(d.colour for d in roll.pool)
    assert all(counts[c] <= r.box[c] for c in counts)
    crowded = replace(roll, pool=roll.pool)
    assert crowded.pool


def test_extra_die_when_the_box_is_empty_is_listed_missing() -> None:
    from game.dance_card.dice import add_die
    r = roster()
    state = play(scene(["Kate"], {"Kate": "Blue", "Dwight": "Blue"}, mode="solo"), "dance Dwight")
    roll = state.roll
    for _ in range(8):
        roll = add_die(roll, r, "gray", "test")
    assert Counter(d.colour for d in roll.pool)["gray"] == 6 and roll.missing


def test_success_needs_number_and_icons() -> None:
    base = scene(["Kate"], {"Kate": "Blue", "Dwight": "Blue"}, mode="solo")
    rolled = landed(play(base, "dance Dwight"), ["3", "3"])  # 6 but no icons
    assert status(play(rolled, "keep"))[0] == FAILURE


def test_reward_cards_and_reshuffle() -> None:
    state = scene(["Kate"], {"Kate": "Blue"}, mode="solo")
    state = replace(state, smooth_deck=(0,), smooth_ditch=(1, 2, 3))
    log: list = []
    state = draw_cards(state, 0, 3, "test", log)
    assert len(state.seats[0].hand) == 3 and not state.smooth_ditch
    assert any(type(e).__name__ == "DeckReshuffled" for e in log)


def test_solo_win_at_three_successes() -> None:
    state = scene(["Felicity"], {"Felicity": "Pink", "Quentin": "Pink"}, mode="solo")
    state = state.with_seat(0, replace(state.seats[0], status=(NONE, SUCCESS, SUCCESS)))
    state = play(landed(play(state, "dance Quentin"), ["3", "1"]), "keep")
    outcome = RULES.outcome(state)
    # Solo is a table game: the one dancer wins or loses against the deck.
    assert outcome is not None and outcome.winners == (0,) and outcome.termination is Termination.COOP_WIN


def test_solo_loss_when_the_mix_it_up_deck_runs_out() -> None:
    state = scene(["Kate"], {"Kate": "Blue"}, mode="solo")
    state = replace(state, mix_deck=())
    state = play(state, "end")  # the Solo end-of-turn reveal finds no card
    outcome = RULES.outcome(state)
    assert outcome is not None and outcome.winners == () and outcome.termination is Termination.COOP_LOSS


def test_competitive_deck_out_goes_to_most_successes_then_fewest_failures() -> None:
    state = scene(["Kate", "Nate"], {}, mode="competitive")
    a = replace(state.seats[0], status=(SUCCESS, FAILURE, NONE))
    b = replace(state.seats[1], status=(SUCCESS, NONE, NONE))
    state = replace(state, seats=(a, b))
    ended = end_by_deck(state, [])
    assert RULES.outcome(ended).winners == (1,)
    tied = end_by_deck(replace(state, seats=(b, b)), [])
    assert RULES.outcome(tied).termination is Termination.SHARED_WIN


def test_cooperative_needs_everyone() -> None:
    state = scene(["Felicity", "Kate"], {"Felicity": "Pink", "Quentin": "Pink"}, mode="cooperative")
    state = state.with_seat(0, replace(state.seats[0], status=(NONE, SUCCESS, SUCCESS)))
    state = play(landed(play(state, "dance Quentin"), ["3", "1"]), "keep")
    assert RULES.outcome(state) is None
    done = state.with_seat(1, replace(state.seats[1], status=(SUCCESS,) * 3))
    from game.dance_card.flow import check_success_end
    assert RULES.outcome(check_success_end(done, [])).termination is Termination.COOP_WIN


def test_hands_hidden_only_in_competitive() -> None:
    hands = {0: ["fancy"], 1: ["slay"]}
    comp = scene(["Kate", "Nate"], {}, mode="competitive", hands=hands)
    coop = scene(["Kate", "Nate"], {}, mode="cooperative", hands=hands)
    assert RULES.observe(comp, 0).seats[1].hand is None
    assert RULES.observe(comp, 0).seats[1].hand_size == 1
    assert RULES.observe(comp, 1).seats[1].hand is not None
    assert RULES.observe(coop, 0).seats[1].hand is not None


def test_determinize_keeps_what_is_known() -> None:
    state = RULES.new_game(GameConfig.make(3), 8)
    for _ in range(40):
        if RULES.outcome(state) is not None:
            break
        state, _ = RULES.apply(state, random.Random(3).choice(RULES.legal_actions(state)))
    seat = RULES.to_act(state)
    obs = RULES.observe(state, seat)
    world = determinize(obs, random.Random(2))
    assert RULES.observe(world, seat) == obs
    total = Counter(world.smooth_deck) + Counter(world.smooth_ditch)
    for s in world.seats:
        total.update(c for c in s.hand if c < 100)
    assert total == Counter(roster().smooth_deck())


def test_lean_pool_matches_the_rules_pool() -> None:
    r = roster()
    rng = random.Random(5)
    for trial in range(60):
        state = RULES.new_game(GameConfig.make(1), trial)
        positions = tuple(rng.randrange(len(r.board)) for _ in r.students)
        seat = replace(state.seats[0], chats=tuple(rng.random() < 0.5 for _ in range(6)))
        state = replace(state, positions=positions, seats=(seat,),
                        song_colour=rng.choice(["blue", "green", "yellow", "pink"]))
        me = r.students[seat.student]
        for slot in range(3):
            for floor in r.floors:
                crowd = [s for s, w in enumerate(positions) if w == floor]
                lean, bonus = _floor_dice(state, r, seat, me, slot, floor, crowd,
                                          _base_dice(state, r, seat, me, slot))
                full = gather(state, r, 0, slot, "add", floor)
                assert sorted(lean) == sorted(d.colour for d in full.pool)
                assert bonus == full.bonus


def test_turn_passes_and_agenda_drives_the_game() -> None:
    state = scene(["Kate", "Nate"], {}, mode="competitive")
    state = play(state, "end")
    assert state.active == 1 and state.agenda[0].seat in (0, 1)
    assert RULES.to_act(state) == state.agenda[0].seat


def test_roll_window_is_always_offered() -> None:
    state = play(scene(["Kate"], {"Kate": "Blue", "Dwight": "Blue"}, mode="solo"), "dance Dwight")
    assert legal(state) == {"roll"}
    state = play(state, "roll")
    assert state.agenda[0].step is Step.ROLL and "keep" in legal(state)
    assert all(isinstance(f, Face) for f in state.roll.faces)


def test_advance_skips_decisions_without_a_choice() -> None:
    state = scene(["Kate"], {}, mode="solo")
    state = replace(state, agenda=(Task(Step.CARRY, 0, data=(0, 0)),) + state.agenda)
    assert advance(state, []).agenda[0].step is Step.MAIN
