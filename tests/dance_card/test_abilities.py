"""Dance Card! personal abilities, one test each, on the engine."""

from __future__ import annotations

from dataclasses import replace

from game.core.contract import Event
from game.dance_card import events as ev
from game.dance_card.content import Face
from game.dance_card.dice import succeeds, target
from game.dance_card.agenda import advance
from game.dance_card.roster import roster
from game.dance_card.state import (
    FAILURE,
    MOVE,
    NERVE,
    NONE,
    SUCCESS,
    PoolDie,
    Roll,
    Step,
    Task,
)
from tests.dance_card.scenarios import landed, legal, play, pool_of, scene, status


def _start_turn(state: object) -> tuple[object, list[Event]]:
    """Run seat 0's turn start and Spin Phase (dial before START so the Song Die rolls)."""
    log: list[Event] = []
    state = replace(state, agenda=(Task(Step.TURN_START, 0),), dial=-1, turn_number=0)
    return advance(state, log), log


def _failed(state: object, slot: int = 0, seat: int = 0) -> object:
    marks = [NONE, NONE, NONE]
    marks[slot] = FAILURE
    return state.with_seat(seat, replace(state.seats[seat], status=tuple(marks)))


def test_taylor_gains_two_moves_in_company() -> None:
    _, log = _start_turn(scene(["Taylor"], {"Taylor": "Refreshments", "Isabel": "Refreshments"},
                                   mode="solo", park="Restrooms"))
    assert any(isinstance(e, ev.FreeActionsGained) and e.source == "Social Butterfly" for e in log)
    _, log = _start_turn(scene(["Taylor"], {"Taylor": "Janitor"}, mode="solo",
                                   park="Restrooms"))
    assert not any(isinstance(e, ev.FreeActionsGained) and e.source == "Social Butterfly"
                   for e in log)


def test_benjamin_calls_a_partner_and_must_dance() -> None:
    state = scene(["Benjamin"], {"Benjamin": "Blue", "Lance": "Refreshments"}, mode="solo")
    state = play(state, "call Lance")
    r = roster()
    assert state.positions[r.by_name["Lance"]] == r.location_by_short["blue"]
    assert state.agenda[0].step is Step.POOL and state.turn.actions == 2
    assert "call Lance" not in legal(play(landed(state, ["1"] * len(state.roll.pool)), "keep"))


def test_aria_hops_and_walks_off_at_the_end_of_her_turn() -> None:
    r = roster()
    state = play(scene(["Aria"], {"Aria": "Bleachers"}, mode="solo"), "hop Blue")
    assert state.positions[r.by_name["Aria"]] == r.location_by_short["blue"]
    assert not any(a.startswith("hop") for a in legal(state))
    state = play(state, "end")
    assert state.positions[r.by_name["Aria"]] == r.location_by_short["refreshments"]


def test_maxine_carries_a_partner_onto_her_floor() -> None:
    r = roster()
    state = scene(["Maxine"], {"Maxine": "Refreshments", "Steven": "Refreshments"}, mode="solo",
                  park="Restrooms")
    state = play(state, "move Maxine Blue")
    assert state.agenda[0].step is Step.CARRY and "carry Steven" in legal(state)
    state = play(state, "carry Steven")
    assert state.positions[r.by_name["Steven"]] == r.location_by_short["blue"]
    assert "dance Steven" in legal(state)


def test_estelle_ditches_for_any_action_once_a_turn() -> None:
    state = scene(["Estelle"], {"Estelle": "Pink", "Olivia": "Pink"}, mode="solo",
                  hands={0: ["slay", "fancy"]})
    state = replace(state, turn=replace(state.turn, actions=0))
    state = play(state, "ditch slay")
    assert "dance Olivia" in legal(state)
    state = play(state, "ditch fancy")
    assert state.turn.free[MOVE] == 1 and state.turn.free[4] == 1


def test_quentin_free_action_follows_the_song_symbol() -> None:
    r = roster()
    state = scene(["Quentin"], {}, mode="solo")
    faces = r.content.song_die.faces
    notes = next(i for i, f in enumerate(faces) if f.symbol == "guitar")
    state = replace(state, song_face=notes, agenda=(Task(Step.ACTION_PHASE, 0),) + state.agenda)
    state = advance(state, [])
    assert state.turn.free[NERVE] == 1


def test_raj_may_retune_between_spin_and_actions_on_any_turn() -> None:
    state = scene(["Kate", "Raj"], {}, mode="competitive")
    state = play(state, "end")  # Raj's turn next; then Kate's again
    seen_retune = state.agenda[0].step is Step.RETUNE or any(
        t.step is Step.RETUNE for t in state.agenda)
    assert seen_retune or state.agenda[0].step is Step.SONG
    while state.agenda[0].step is not Step.RETUNE:
        state = play(state, min(legal(state)))
    assert state.agenda[0].seat == 1
    colour = next(a for a in legal(state) if a.startswith("song"))
    state = play(state, colour)
    assert state.song_colour == colour.split()[1]


def test_kate_chats_with_a_crush_to_cancel_the_black_die() -> None:
    state = scene(["Kate"], {"Kate": "Refreshments", "Renee": "Refreshments"}, mode="solo",
                  park="Restrooms")
    state = play(state, "chat Renee")
    assert state.seats[0].crush_chats[0]
    later = scene(["Kate"], {"Kate": "Blue", "Dwight": "Blue", "Renee": "Blue"}, mode="solo",
                  park="Restrooms")
    later = later.with_seat(0, replace(later.seats[0], crush_chats=(True, False, False)))
    assert not any(c == "black" for c, _ in pool_of(play(later, "dance Dwight").roll))


def test_yvette_chats_through_a_set_aside_friend() -> None:
    state = scene(["Yvette"], {"Yvette": "Blue", "Kate": "Bleachers", "Nate": "Bleachers"},
                  mode="solo", park="Restrooms")
    assert "chat Nate via Kate" in legal(state)
    state = play(state, "chat Nate via Kate")
    assert state.seats[0].chats[0]


def test_zoe_takes_a_selfie_and_gains_friends() -> None:
    state = scene(["Zoe"], {"Zoe": "Refreshments", "Kate": "Refreshments"}, mode="solo",
                  park="Restrooms")
    state = play(state, "selfie Kate")
    r = roster()
    assert r.by_name["Kate"] in state.seats[0].extra_friends
    assert not any(a.startswith("selfie") for a in legal(state))
    dance = scene(["Zoe"], {"Zoe": "Pink", "Yvette": "Pink", "Kate": "Pink"}, mode="solo",
                  park="Restrooms")
    dance = dance.with_seat(0, replace(dance.seats[0], extra_friends=(r.by_name["Kate"],)))
    assert ("gray", "Friend Kate") in pool_of(play(dance, "dance Yvette").roll)


def test_steven_counts_one_icon_per_die() -> None:
    roll = Roll(0, 0, 0, (PoolDie("blue", ""), PoolDie("gray", "")),
                faces=(Face(0, ("eye", "heart")), Face(5)))
    assert succeeds(roll, 5, ("eye", "heart"), one_icon_only=False)
    assert not succeeds(roll, 5, ("eye", "heart"), one_icon_only=True)
    assert succeeds(roll, 5, ("heart",), one_icon_only=True)


def test_bethany_halves_the_partner_id() -> None:
    r = roster()
    state = scene(["Bethany"], {}, mode="solo")
    slots = r.students[r.by_name["Bethany"]].partners
    austin = next(i for i, p in enumerate(slots) if r.name(p.student) == "Austin")
    assert target(state, r, 0, austin)[0] == min(slots[austin].number, 5 // 2)


def test_nate_counts_the_crowd() -> None:
    crowd = {"Nate": "Pink", "Renee": "Pink", "Zoe": "Pink", "Aria": "Pink"}  # 21+17+32+30
    state = play(scene(["Nate"], crowd, mode="solo", park="Restrooms"), "dance Renee")
    assert any("Crowd Pleaser" in source for _, source in pool_of(state.roll))


def test_sasha_needs_all_four_colours() -> None:
    on = {"Sasha": "Green", "Kate": "Green", "Quentin": "Green", "Claudia": "Green"}
    state = play(scene(["Sasha"], on, mode="solo", park="Restrooms"), "dance Kate")
    assert any("Rainbow" in source for _, source in pool_of(state.roll))


def test_lance_on_his_home_floor() -> None:
    state = play(scene(["Lance"], {"Lance": "Yellow", "Claudia": "Yellow"}, mode="solo",
                       park="Restrooms"), "dance Claudia")
    assert any("Home Turf" in source for _, source in pool_of(state.roll))


def test_eliot_chooses_add_or_dice_with_his_rival_watching() -> None:
    where = {"Eliot": "Blue", "Yvette": "Blue", "Kate": "Blue"}
    state = scene(["Eliot"], where, mode="solo", park="Restrooms")
    assert {"dance Yvette add", "dance Yvette dice"} <= legal(state)
    assert play(state, "dance Yvette add").roll.bonus == 3
    assert [c for c, _ in pool_of(play(state, "dance Yvette dice").roll)].count("gray") == 3


def test_olivia_clears_a_failure_beside_the_partner() -> None:
    state = _failed(scene(["Olivia"], {"Olivia": "Green", "Dwight": "Green"}, mode="solo",
                          park="Restrooms"))
    state = play(state, "clear Dwight")
    assert status(state) == (NONE, NONE, NONE) and state.turn.actions == 2


def test_howie_draws_two_then_ditches_one() -> None:
    state = play(scene(["Howie"], {}, mode="solo"), "scout")
    assert len(state.seats[0].hand) == 2 and state.agenda[0].step is Step.HOWIE_DITCH
    state = play(state, min(legal(state)))
    assert len(state.seats[0].hand) == 1 and state.turn.actions == 1


def test_austin_may_take_nerve_right_after_failing() -> None:
    state = play(scene(["Austin"], {"Austin": "Blue", "Estelle": "Blue"}, mode="solo",
                       park="Restrooms"), "dance Estelle")
    state = play(landed(state, ["0"] * len(state.roll.pool)), "keep")
    assert state.agenda[0].step is Step.AUSTIN
    state = play(state, "nerve")
    assert status(state) == (NONE, NONE, NONE)


def test_zack_free_nerve_and_naomi_alone() -> None:
    state = scene(["Zack"], {}, mode="solo")
    state = advance(replace(state, agenda=(Task(Step.ACTION_PHASE, 0),) + state.agenda), [])
    assert state.turn.free[NERVE] == 1
    naomi = _failed(scene(["Naomi"], {"Naomi": "Yellow"}, mode="solo", park="Restrooms"))
    assert "nerve" in legal(naomi)


def test_isabel_draws_after_a_chat() -> None:
    state = play(scene(["Isabel"], {"Isabel": "Bleachers", "Juniper": "Bleachers"}, mode="solo",
                       park="Restrooms"), "chat Juniper")
    assert len(state.seats[0].hand) == 1


def test_claudia_and_renee_after_success_phoenix_after_failure() -> None:
    claudia = play(scene(["Claudia"], {"Claudia": "Blue", "Lance": "Blue"}, mode="solo",
                         park="Restrooms"), "dance Lance")
    claudia = play(landed(claudia, ["3"] * len(claudia.roll.pool)), "keep")
    assert status(claudia)[1] == SUCCESS and len(claudia.seats[0].hand) == 2
    renee = play(scene(["Renee"], {"Renee": "Blue", "Claudia": "Blue"}, mode="solo",
                       park="Restrooms"), "dance Claudia")
    renee = play(landed(renee, ["3"] * len(renee.roll.pool)), "keep")
    assert renee.turn.free[MOVE] == 2
    phoenix = play(scene(["Phoenix"], {"Phoenix": "Blue", "Estelle": "Blue"}, mode="solo",
                         park="Restrooms"), "dance Estelle")
    phoenix = play(landed(phoenix, ["0"] * len(phoenix.roll.pool)), "keep")
    assert len(phoenix.seats[0].hand) == 1


def test_juniper_lydia_marty_change_a_roll() -> None:
    juniper = play(scene(["Juniper"], {"Juniper": "Blue", "Maxine": "Blue"}, mode="solo",
                         park="Restrooms"), "dance Maxine")
    juniper = play(landed(juniper, ["3", "0"]), "copy 2 1")
    assert juniper.roll.faces[1] == Face(3) and "copy 1 2" not in legal(juniper)
    lydia = play(scene(["Lydia"], {"Lydia": "Blue", "Marty": "Blue"}, mode="solo",
                       park="Restrooms"), "dance Marty")
    lydia = play(landed(lydia, ["0", "0"]), "reroll", "pick 2")
    assert lydia.agenda[0].step is Step.REROLL and "pick 1" not in legal(lydia)
    lydia = play(lydia, "roll")
    assert lydia.agenda[0].step is Step.ROLL and "reroll" not in legal(lydia)
    marty = play(scene(["Marty"], {"Marty": "Blue", "Zack": "Blue"}, mode="solo",
                       park="Restrooms", hands={0: ["fancy"]}), "dance Zack")
    marty = play(landed(marty, ["3", "1"]), "icon star fancy")
    assert marty.roll.icons == ("star",) and not marty.seats[0].hand


def test_dwight_ignores_his_rival_and_ignacio_gets_more_from_friends() -> None:
    dwight = play(scene(["Dwight"], {"Dwight": "Blue", "Olivia": "Blue", "Aria": "Blue"},
                        mode="solo", park="Restrooms"), "dance Olivia")
    assert not any(c == "black" for c, _ in pool_of(dwight.roll))
    ignacio = play(scene(["Ignacio"], {"Ignacio": "Blue", "Bethany": "Blue", "Dwight": "Blue"},
                         mode="solo", park="Restrooms"), "dance Bethany")
    assert any("Hype Squad" in s for _, s in pool_of(ignacio.roll))


def test_felicity_draws_a_shojo_card_when_she_holds_none() -> None:
    state, _ = _start_turn(scene(["Felicity"], {}, mode="solo"))
    r = roster()
    assert sum(1 for c in state.seats[0].hand if r.is_shojo(c)) == 1
    again, _ = _start_turn(state)
    assert sum(1 for c in again.seats[0].hand if r.is_shojo(c)) == 1
    shojo = next(c for c in state.seats[0].hand if r.is_shojo(c))
    assert f"ditch {r.card_slug(shojo)}" not in legal(replace(
        again, agenda=(Task(Step.MAIN, 0), Task(Step.TURN_END, 0))))


def test_jordan_chats_across_the_gym() -> None:
    state = scene(["Jordan"], {"Jordan": "Refreshments", "Steven": "Bleachers"}, mode="solo",
                  park="Restrooms")
    assert "chat Steven" in legal(state)
