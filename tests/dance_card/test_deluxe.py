"""The Deluxe Edition, one behaviour each: the Cool Kids' abilities, Not Cool! and the eight
Chaperones, Dab!/Rumor!/Slide!/Switch!, the three Music Rules! cards and the two Spin Dials.
(The sixteen Mix It Up! cards: test_deluxe_mix_it_up.py.)"""

from __future__ import annotations

from dataclasses import replace

from game.core.actions import Act
from game.core.contract import GameConfig
from game.dance_card import events as ev
from game.dance_card.dice import target
from game.dance_card.roster import roster
from game.dance_card.rules import RULES
from game.dance_card.state import FAILURE, NONE, Step
from tests.dance_card.scenarios import (
    fire_spark,
    landed,
    legal,
    play,
    pool_of,
    refusal,
    reveal,
    scene,
    where,
)

COOL = {"cool_kids": True}


def _sources(state: object) -> list[str]:
    return [source for _, source in pool_of(state.roll)]


def _chaperone(state: object, name: str, at: str = "") -> object:
    """`name` in play, on its start location (or `at`)."""
    r = roster()
    index = next(i for i, c in enumerate(r.content.chaperones) if c.name == name)
    spot = r.location_by_short[at.lower()] if at else r.location(r.content.chaperones[index].start)
    return replace(state, chaperones=((index, spot),))


def _music(state: object, name: str) -> object:
    r = roster()
    index = next(i for i, c in enumerate(r.content.music_rules_cards) if c.name == name)
    return replace(state, edition=replace(state.edition, music=index))


# -- Cool Kids! ---------------------------------------------------------------------------------
def test_cool_kids_are_students_a_move_may_move() -> None:
    state = scene(["Kate"], {"Roxi": "Pink"}, mode="solo", **COOL)
    assert "move Roxi Blue" in legal(state)
    assert "move Roxi Blue" not in legal(scene(["Kate"], {}, mode="solo"))   # not in play


def test_roxi_s_crushes_add_no_black_die() -> None:
    state = play(scene(["Roxi"], {"Roxi": "Blue", "Lance": "Blue", "Nate": "Blue"},
                       mode="solo", **COOL), "dance Lance")
    assert not any("Crush" in s for s in _sources(state))
    kate = play(scene(["Kate"], {"Kate": "Blue", "Zack": "Blue", "Olivia": "Blue"}, mode="solo"),
                "dance Zack")
    assert "Zack's Crush Olivia" in _sources(kate)          # the rule Roxi escapes


def test_joe_goes_up_for_free_the_turn_ends_and_nobody_moves_him() -> None:
    state = scene(["Joe", "Kate"], {"Joe": "Bleachers"}, mode="competitive", **COOL)
    assert "stage" in legal(state) and state.turn.actions == 2
    state, events = RULES.apply(state, RULES.parse_action(state, "stage"))
    assert where(state, "Joe") == "Stage" and state.active == 1       # the turn is over
    assert any(isinstance(e, ev.TurnCutShort) for e in events)
    while state.agenda[0].step is not Step.MAIN:
        state = play(state, str(RULES.legal_actions(state)[0]))
    assert not any(a.startswith("move Joe") for a in legal(state))
    assert "Music Rules! card" in refusal(state, "move Joe Blue")
    state, _ = reveal(state, "Blue Mood!", seat=1)                      # Joe is Blue: not him
    assert where(state, "Joe") == "Stage"


def test_joe_lands_on_any_floor_before_his_spin_phase() -> None:
    state = scene(["Joe"], {"Joe": "Janitor"}, mode="solo", **COOL)
    state = play(state, "stage")
    assert state.agenda[0].step is Step.LAND and where(state, "Joe") == "Stage"
    assert legal(state) == {"land Blue", "land Green", "land Yellow", "land Pink"}
    state, events = RULES.apply(state, RULES.parse_action(state, "land Pink"))
    assert where(state, "Joe") == "Pink"
    moved = next(i for i, e in enumerate(events) if isinstance(e, ev.StudentMoved))
    spun = next(i for i, e in enumerate(events) if isinstance(e, ev.DialTurned))
    assert moved < spun                                   # down before the Spin Phase


def test_charlotte_rerolls_one_die_for_one_card_again_and_again() -> None:
    state = play(scene(["Charlotte"], {"Charlotte": "Green", "Bethany": "Green"}, mode="solo",
                       hands={0: ["fancy", "extra"]}, **COOL), "dance Bethany")
    state = landed(state, ["eye", "0"])
    assert {"redo 1 fancy", "redo 2 fancy", "redo 1 extra", "redo 2 extra"} <= legal(state)
    assert not any(a.startswith("redo") and len(a.split()) != 3 for a in legal(state))
    state, events = RULES.apply(state, RULES.parse_action(state, "redo 2 fancy"))
    rolled = [e for e in events if isinstance(e, ev.DiceRolled)]
    assert len(rolled) == 1 and rolled[0].dice == (1,)             # die 2 alone
    assert state.roll.faces[0].icons == ("eye",)                     # die 1 untouched
    assert state.agenda[0].step is Step.ROLL and "redo 1 extra" in legal(state)
    state = play(state, "redo 1 extra")
    assert state.seats[0].hand == () and not any(a.startswith("redo") for a in legal(state))


def test_xander_s_partners_may_come_to_his_floor() -> None:
    state = scene(["Xander"], {"Xander": "Yellow", "Claudia": "Green"}, mode="solo", **COOL)
    assert "move Claudia Yellow" in legal(state)
    kate = scene(["Kate"], {"Kate": "Blue", "Zack": "Green"}, mode="solo")
    assert "move Zack Blue" not in legal(kate)                      # the usual exception


def test_not_cool_only_a_cool_kid_of_your_colour() -> None:
    where_blue = {"Kate": "Blue", "Zack": "Blue", "Joe": "Blue", "Roxi": "Blue"}
    state = scene(["Kate"], where_blue, mode="solo", challenge_cards=("Not Cool!",), **COOL)
    state = play(state, "dance Zack")
    assert _sources(state).count("Not Cool! (Joe)") == 1              # Joe is Blue, like Kate
    assert not any("Roxi" in s for s in _sources(state))            # Roxi is Pink
    pink = dict(where_blue, Joe="Refreshments")
    calm = play(scene(["Kate"], pink, mode="solo", challenge_cards=("Not Cool!",), **COOL),
                "dance Zack")
    assert not any(s.startswith("Not Cool!") for s in _sources(calm))


# -- the eight Chaperones ------------------------------------------------------------------------
def test_mr_bluefox_asks_one_more_and_walks_the_floors() -> None:
    r = roster()
    state = scene(["Kate"], {"Kate": "Blue"}, mode="solo")
    judged = _chaperone(state, "Mr. Bluefox")
    assert target(judged, r, 0, 2)[0] == target(state, r, 0, 2)[0] + 1
    assert target(judged, r, 0, 2, r.location_by_short["pink"])[0] == target(state, r, 0, 2)[0]
    judged, log = fire_spark(judged)
    assert judged.chaperones[0][1] == r.location_by_short["green"]
    assert any(isinstance(e, ev.SparkFired) and e.name == "Mr. Bluefox" for e in log)


def test_mr_chris_confiscates_a_card_from_each_player() -> None:
    state = scene(["Kate", "Nate", "Raj"], {}, mode="competitive",
                  hands={0: ["fancy"], 2: ["slay", "extra"]})
    state, _ = fire_spark(_chaperone(state, "Mr. Chris"))
    assert state.agenda[0].step is Step.GIVE_UP and state.agenda[0].seat == 0
    state = play(state, "ditch fancy")
    assert state.agenda[0].step is Step.GIVE_UP and state.agenda[0].seat == 2   # Nate has none
    state = play(state, "ditch extra")
    assert [s.hand for s in state.seats] == [(), (), (roster().card_slugs["slay"],)]


def test_mr_hernandez_lets_no_move_in_and_crosses_the_gym() -> None:
    state = _chaperone(scene(["Kate"], {"Kate": "Yellow", "Dwight": "Yellow"}, mode="solo",
                             park="Restrooms"), "Mr. Hernandez")
    assert not any(a.endswith(" Bleachers") for a in legal(state) if a.startswith("move"))
    assert "no Move may bring" in refusal(state, "move Kate Bleachers")
    state, _ = fire_spark(state)
    assert state.chaperones[0][1] == roster().location("Refreshments")
    assert "move Kate Bleachers" in legal(state)


def test_mr_landon_hushes_friends_and_follows_the_active_player() -> None:
    spots = {"Kate": "Green", "Zack": "Green", "Yvette": "Green"}
    loud = play(scene(["Kate"], spots, mode="solo"), "dance Zack")
    assert "Friend Yvette" in _sources(loud)
    quiet = play(_chaperone(scene(["Kate"], spots, mode="solo"), "Mr. Landon"), "dance Zack")
    assert "Friend Yvette" not in _sources(quiet)
    state, _ = fire_spark(_chaperone(scene(["Kate"], {"Kate": "Pink"}, mode="solo"), "Mr. Landon"))
    assert state.chaperones[0][1] == roster().location("Pink Dance Floor")


def test_mr_richardson_summons_the_active_player() -> None:
    state, _ = fire_spark(_chaperone(scene(["Kate"], {"Kate": "Blue"}, mode="solo"),
                                     "Mr. Richardson"))
    assert where(state, "Kate") == "Janitor"
    assert roster().content.chaperones[state.chaperones[0][0]].rule is None


def test_mr_ryan_a_black_die_and_his_round() -> None:
    state = play(_chaperone(scene(["Kate"], {"Kate": "Yellow", "Zack": "Yellow"}, mode="solo"),
                            "Mr. Ryan"), "dance Zack")
    assert ("black", "Mr. Ryan") in pool_of(state.roll)
    state, _ = fire_spark(_chaperone(scene(["Kate"], {}, mode="solo"), "Mr. Ryan"))
    assert state.chaperones[0][1] == roster().location("Pink Dance Floor")


def test_ms_khani_no_chat_and_to_the_busiest_spot() -> None:
    spots = {"Kate": "Refreshments", "Ignacio": "Refreshments"}
    assert "chat Ignacio" in legal(scene(["Kate"], spots, mode="solo"))
    state = _chaperone(scene(["Kate"], spots, mode="solo"), "Ms. Khani")
    assert "chat Ignacio" not in legal(state)
    state, _ = fire_spark(state)                      # everyone else waits on the Bleachers
    assert state.chaperones[0][1] == roster().location("Bleachers")


def test_ms_cereza_breaks_up_couples_where_she_stands() -> None:
    spots = {"Kate": "Pink", "Zack": "Pink", "Sasha": "Pink", "Isabel": "Pink", "Dwight": "Blue"}
    state, _ = fire_spark(_chaperone(scene(["Kate"], spots, mode="solo", park="Restrooms"),
                                     "Ms. Cereza"))
    assert where(state, "Zack") == where(state, "Sasha") == "Bleachers"
    assert where(state, "Kate") == where(state, "Isabel") == "Pink"   # not Partners: they stay
    assert where(state, "Dwight") == "Blue"                           # not with her


# -- Smooth Moves! ----------------------------------------------------------------------------
def test_dab_is_a_free_dance() -> None:
    state = scene(["Kate"], {"Kate": "Blue", "Zack": "Blue"}, mode="solo", hands={0: ["dab"]},
                  deluxe_smooth_moves=True)
    assert "play dab" in legal(state)
    assert "play dab" not in legal(scene(["Kate"], {"Kate": "Blue"}, mode="solo",
                                         hands={0: ["dab"]}))   # nobody to dance with
    state = play(state, "play dab", "dance Zack")
    assert state.turn.actions == 2 and state.agenda[0].step is Step.POOL


def test_rumor_about_another_player_in_competitive() -> None:
    state = scene(["Kate", "Nate"], {"Kate": "Blue", "Nate": "Green", "Eliot": "Pink"},
                  mode="competitive", hands={0: ["rumor"]})
    options = legal(state)
    assert "play rumor Nate Austin" in options              # Nate's Rival
    assert not any(a.startswith("play rumor Kate") for a in options)
    assert "another player" in refusal(state, "play rumor Kate Eliot")
    state = play(state, "play rumor Nate Austin")
    assert where(state, "Austin") == "Green" and state.seats[0].hand == ()


def test_rumor_about_yourself_in_solo_and_cooperative_never_your_partner_to_your_floor() -> None:
    state = scene(["Kate"], {"Kate": "Blue"}, mode="solo", hands={0: ["rumor"]})
    options = legal(state)
    assert "play rumor Kate Yvette" in options             # a Friend to you
    assert "play rumor Kate Zack" not in options           # a Partner onto your Dance Floor
    chat = scene(["Kate"], {"Kate": "Refreshments"}, mode="solo", hands={0: ["rumor"]})
    assert "play rumor Kate Zack" in legal(chat)           # not a Dance Floor: he may come
    coop = scene(["Kate", "Nate"], {"Kate": "Blue"}, mode="cooperative", hands={0: ["rumor"]})
    assert any(a.startswith("play rumor Kate") for a in legal(coop))


def test_slide_to_any_other_floor() -> None:
    state = scene(["Kate"], {"Kate": "Janitor"}, mode="solo", hands={0: ["slide"]})
    assert {a for a in legal(state) if a.startswith("play slide")} == {
        "play slide Blue", "play slide Green", "play slide Yellow", "play slide Pink"}
    assert where(play(state, "play slide Pink"), "Kate") == "Pink"
    closed = _chaperone(state, "Mr. Bluefox")       # Bluefox has no Move rule: Blue stays open
    assert "play slide Blue" in legal(closed)
    khani = _chaperone(state, "Mr. Hernandez", at="Pink")
    assert "play slide Pink" not in legal(khani)


def test_switch_trades_neighbours_never_your_partner_onto_your_floor() -> None:
    state = scene(["Kate"], {"Kate": "Blue", "Isabel": "Green", "Zack": "Green",
                             "Nate": "Pink"}, mode="solo", hands={0: ["switch"]}, park="Restrooms")
    options = legal(state)
    assert "play switch Isabel Kate" in options             # Blue and Green are neighbours
    assert "play switch Nate Kate" in options               # named in Student-ID order
    assert RULES.parse_action(state, "play switch Kate Nate") == RULES.parse_action(
        state, "play switch Nate Kate")                      # either order reads
    assert not any("Restrooms" in a for a in options if a.startswith("play switch"))
    assert "play switch Kate Zack" in options               # Kate leaves as Zack arrives
    assert not any(a.startswith("play switch") and "Isabel" in a and "Nate" in a for a in options)
    state = play(state, "play switch Isabel Kate")
    assert where(state, "Kate") == "Green" and where(state, "Isabel") == "Blue"
    blocked = scene(["Kate"], {"Kate": "Blue", "Isabel": "Blue", "Zack": "Green"}, mode="solo",
                    hands={0: ["switch"]}, park="Restrooms")
    assert "play switch Isabel Zack" not in legal(blocked)  # Zack onto Kate's floor


# -- Music Rules! ---------------------------------------------------------------------------------
def test_all_together_a_gray_die_in_a_crowd_and_everyone_moves() -> None:
    crowd = {"Kate": "Blue", "Zack": "Blue", "Isabel": "Blue", "Lance": "Blue"}
    state = play(_music(scene(["Kate"], crowd, mode="solo"), "All Together!"), "dance Zack")
    assert ("gray", "All Together!") in pool_of(state.roll)
    few = dict(crowd, Lance="Refreshments")
    state = play(_music(scene(["Kate"], few, mode="solo"), "All Together!"), "dance Zack")
    assert "All Together!" not in _sources(state)
    state, _ = fire_spark(_music(scene(["Kate", "Nate"], {}, mode="competitive"), "All Together!"))
    assert [(t.step, t.seat) for t in state.agenda[:2]] == [(Step.ALL_MOVE, 0), (Step.ALL_MOVE, 1)]


def test_keep_moving_a_gray_die_on_the_song_s_floor_and_the_floors_turn() -> None:
    state = play(_music(scene(["Kate"], {"Kate": "Pink", "Zack": "Pink"}, mode="solo",
                              song="pink"), "Keep Moving!"), "dance Zack")
    assert ("gray", "Keep Moving!") in pool_of(state.roll)
    state = play(_music(scene(["Kate"], {"Kate": "Pink", "Zack": "Pink"}, mode="solo",
                              song="blue"), "Keep Moving!"), "dance Zack")
    assert "Keep Moving!" not in _sources(state)
    state, _ = fire_spark(_music(scene(["Kate"], {"Kate": "Pink", "Zack": "Blue"}, mode="solo"),
                                 "Keep Moving!"))
    assert where(state, "Kate") == "Blue" and where(state, "Zack") == "Green"


def test_shake_it_off_no_failure_token_with_the_song_s_colour() -> None:
    # Zack is Blue: with a Blue song a failed dance leaves no token; with a Pink one it does.
    for song, mark in (("blue", NONE), ("pink", FAILURE)):
        state = _music(scene(["Kate"], {"Kate": "Blue", "Zack": "Blue"}, mode="solo", song=song),
                       "Shake it Off!")
        state = landed(play(state, "dance Zack"), ["heart", "0"])
        state, events = RULES.apply(state, RULES.parse_action(state, "keep"))
        assert state.seats[0].status[2] == mark
        assert any(isinstance(e, ev.FailureAvoided) for e in events) == (mark == NONE)


def test_shake_it_off_spark_each_player_sheds_a_failure() -> None:
    state = _music(scene(["Kate", "Nate"], {}, mode="cooperative"), "Shake it Off!")
    state = state.with_seat(0, replace(state.seats[0], status=(FAILURE, NONE, NONE)))
    state = state.with_seat(1, replace(state.seats[1], status=(FAILURE, FAILURE, NONE)))
    state, _ = fire_spark(state)
    assert state.seats[0].status == (NONE, NONE, NONE)              # one: gone at once
    assert state.agenda[0].step is Step.CLEAR and state.agenda[0].seat == 1
    state = play(state, "clear Jordan")
    assert state.seats[1].status.count(FAILURE) == 1 and state.seats[1].hand == ()


# -- the Spin Dials ----------------------------------------------------------------------------------
def _labels(dial: str, turns: int) -> list[str]:
    state = RULES.new_game(GameConfig.make(2, spin_dial=dial, students=("Kate", "Nate")), 4)
    labels: list[str] = []
    while len(labels) < turns:
        state, events = RULES.apply(state, RULES.parse_action(
            state, "end" if state.agenda[0].step is Step.MAIN else str(RULES.legal_actions(state)[0])))
        labels += [e.label for e in events if isinstance(e, ev.DialTurned)]
    return labels


def test_each_dial_turns_through_its_own_icons() -> None:
    assert _labels("dive-back", 3) == ["Spark!", "free Moves ×2", "Mix It Up!"]
    assert _labels("tech-noir", 3) == ["draw Smooth Moves! ×2", "Mix It Up!", "roll the Song Die"]
    assert _labels("freshman-year", 2) == ["draw Smooth Moves! ×1", "Mix It Up!"]


def test_tech_noir_changes_the_song_mid_dial() -> None:
    state = RULES.new_game(GameConfig.make(2, spin_dial="tech-noir", students=("Kate", "Nate"),
                                           chance=(None, None, None, None, None, 0, 3)), 4)
    rolled = []
    for _ in range(12):
        state, events = RULES.apply(state, RULES.parse_action(
            state, "end" if state.agenda[0].step is Step.MAIN else str(RULES.legal_actions(state)[0])))
        rolled += [e for e in events if isinstance(e, ev.SongRolled)]
    assert rolled and rolled[0].colour == "pink"      # face 3 at the dial's second Song Die


def test_a_chaperone_act_is_refused_with_a_reason() -> None:
    state = scene(["Kate"], {}, mode="solo")
    found = RULES.check(state, Act("stage", ()))
    assert found is not None and "Joe" in found.reason
