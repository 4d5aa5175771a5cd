"""The base game's Challenge! cards, Chaperones, Showstoppers and Spark! effects, one behaviour each,
and how the set-up takes them (none, one to three at random, or chosen by name)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.core.actions import Act
from game.core.contract import GameConfig
from game.core.options import OptionError
from game.dance_card import events as ev
from game.dance_card.dice import target
from game.dance_card.roster import roster
from game.dance_card.rules import RULES
from game.dance_card.state import FAILURE, NONE, Step
from tests.dance_card.scenarios import fire_spark, landed, legal, play, pool_of, reveal, scene, where


def _with_cards(state: object, *names: str) -> object:
    """The named Challenge! cards in play (Chaperones on their start locations)."""
    r = roster()
    general = tuple(i for i, c in enumerate(r.content.challenges) if c.name in names)
    chaperones = tuple((i, r.location(c.start)) for i, c in enumerate(r.content.chaperones)
                       if c.name in names)
    return replace(state, challenges=general, chaperones=chaperones)


def _sources(state: object) -> list[str]:
    return [source for _, source in pool_of(state.roll)]


# -- how a game takes them ---------------------------------------------------------------------
def test_none_random_or_chosen() -> None:
    r = roster()
    none = RULES.new_game(GameConfig.make(2), 4)
    assert none.challenges == () and none.chaperones == ()
    for count in (1, 2, 3):
        for seed in range(6):
            state = RULES.new_game(GameConfig.make(2, challenges=count), seed)
            assert len(state.challenges) + len(state.chaperones) == count
            assert not any(r.content.challenges[i].deluxe for i in state.challenges)
            assert not any(r.content.chaperones[i].deluxe for i, _ in state.chaperones)
    chosen = RULES.new_game(GameConfig.make(2, challenge_cards=("Coach Cid", "You Wish!")), 1)
    assert [r.content.challenges[i].name for i in chosen.challenges] == ["You Wish!"]
    assert chosen.chaperones == ((0, r.location("Bleachers")),)   # on his printed location
    with pytest.raises(OptionError, match="up to three"):
        RULES.new_game(GameConfig.make(2, challenge_cards=("Coach Cid", "Mr. Nobody")), 1)
    with pytest.raises(OptionError, match="not both"):
        RULES.new_game(GameConfig.make(2, challenges=1, challenge_cards=("Coach Cid",)), 1)
    with pytest.raises(OptionError, match="0 to 3"):
        RULES.new_game(GameConfig.make(2, challenges=4), 1)


def test_chaperones_stand_on_the_board_and_no_move_offers_them() -> None:
    state = RULES.new_game(GameConfig.make(2, challenge_cards=(
        "Coach Cid", "Mr. Tonberry", "Mrs. Moomba")), 3)
    r = roster()
    assert [where for _, where in state.chaperones] == [
        r.location("Bleachers"), r.location("Janitor's Office"), r.location("Blue Dance Floor")]
    while state.agenda[0].step is not Step.MAIN:
        state, _ = RULES.apply(state, RULES.legal_actions(state)[0])
    moves = [a for a in RULES.legal_actions(state) if a.verb == "move"]
    assert moves and all(a.args[0] in r.by_name for a in moves)    # students only
    chaperone_names = {c.name for c in r.content.chaperones}
    assert not any(" ".join(a.args[:2]) in chaperone_names for a in moves)
    refusal = RULES.check(state, Act("move", ("Coach Cid", "Blue")))
    assert refusal is not None and "no student" in refusal.reason


def test_the_observation_shows_the_cards_in_play() -> None:
    state = RULES.new_game(GameConfig.make(2, challenge_cards=("Frenemies!", "Mrs. Moomba")), 2)
    obs = RULES.observe(state, 1)
    general, moomba = obs.challenge_cards
    assert (general.name, general.chaperone, general.place) == ("Frenemies!", False, -1)
    assert "Rival" in general.text
    assert moomba.name == "Mrs. Moomba" and moomba.chaperone
    assert moomba.place == roster().location("Blue Dance Floor")
    assert moomba.text and moomba.spark_text.startswith("Spark!")


# -- the six general cards -----------------------------------------------------------------------
def test_comfort_zoned_a_black_die_off_your_colour() -> None:
    off = play(_with_cards(scene(["Kate"], {"Kate": "Pink", "Zack": "Pink"}, mode="solo"),
                           "Comfort Zoned"), "dance Zack")
    assert ("black", "Comfort Zoned") in pool_of(off.roll)
    home = play(_with_cards(scene(["Kate"], {"Kate": "Blue", "Zack": "Blue"}, mode="solo"),
                            "Comfort Zoned"), "dance Zack")
    assert "Comfort Zoned" not in _sources(home)


def test_frenemies_the_rival_silences_the_friends() -> None:
    spots = {"Kate": "Blue", "Zack": "Blue", "Yvette": "Blue", "Eliot": "Blue"}
    plain = play(scene(["Kate"], spots, mode="solo"), "dance Zack")
    assert "Friend Yvette" in _sources(plain)
    bitter = play(_with_cards(scene(["Kate"], spots, mode="solo"), "Frenemies!"), "dance Zack")
    assert "Friend Yvette" not in _sources(bitter) and "Rival Eliot" in _sources(bitter)
    away = dict(spots, Eliot="Refreshments")
    calm = play(_with_cards(scene(["Kate"], away, mode="solo"), "Frenemies!"), "dance Zack")
    assert "Friend Yvette" in _sources(calm)


def test_hard_to_get_raises_every_number() -> None:
    state = scene(["Kate"], {}, mode="solo")
    r = roster()
    assert target(_with_cards(state, "Hard to Get!"), r, 0, 2)[0] == target(state, r, 0, 2)[0] + 1


def test_tough_luck_nerve_draws_nothing() -> None:
    state = scene(["Kate"], {"Kate": "Restrooms"}, mode="solo")
    state = state.with_seat(0, replace(state.seats[0], status=(FAILURE, FAILURE, NONE)))
    drawn = play(state, "nerve")
    assert drawn.seats[0].status == (NONE, NONE, NONE) and len(drawn.seats[0].hand) == 2
    dry = play(_with_cards(state, "Tough Luck!"), "nerve")
    assert dry.seats[0].status == (NONE, NONE, NONE) and dry.seats[0].hand == ()


def test_try_harder_a_black_die_on_every_roll() -> None:
    state = play(_with_cards(scene(["Kate"], {"Kate": "Blue", "Zack": "Blue"}, mode="solo"),
                             "Try Harder!"), "dance Zack")
    assert ("black", "Try Harder!") in pool_of(state.roll)


def test_you_wish_one_card_fewer_per_success() -> None:
    base = play(scene(["Kate"], {"Kate": "Blue", "Sasha": "Blue"}, mode="solo"), "dance Sasha")
    won = play(landed(base, ["3+eye", "3"]), "keep")
    assert len(won.seats[0].hand) == 2
    wish = play(_with_cards(scene(["Kate"], {"Kate": "Blue", "Sasha": "Blue"}, mode="solo"),
                            "You Wish!"), "dance Sasha")
    assert len(play(landed(wish, ["3+eye", "3"]), "keep").seats[0].hand) == 1


# -- the four Chaperones -----------------------------------------------------------------------
def test_coach_cid_no_chat_where_he_stands_and_his_round() -> None:
    where = {"Kate": "Bleachers", "Ignacio": "Bleachers"}
    assert "chat Ignacio" in legal(scene(["Kate"], where, mode="solo"))
    state = _with_cards(scene(["Kate"], where, mode="solo"), "Coach Cid")
    assert "chat Ignacio" not in legal(state)
    state, log = fire_spark(state)
    assert state.chaperones[0][1] == roster().location("Yellow Dance Floor")
    assert any(isinstance(e, ev.SparkFired) and e.source == "chaperone" and e.name == "Coach Cid"
               for e in log)


def test_mr_tonberry_no_nerve_where_he_stands_and_he_switches_spots() -> None:
    state = scene(["Kate"], {"Kate": "Janitor"}, mode="solo")
    state = state.with_seat(0, replace(state.seats[0], status=(FAILURE, NONE, NONE)))
    assert "nerve" in legal(state)
    state = _with_cards(state, "Mr. Tonberry")
    assert "nerve" not in legal(state)
    state, _ = fire_spark(state)
    assert state.chaperones[0][1] == roster().location("Restrooms")
    assert state.agenda[0].step is Step.MAIN and "nerve" in legal(state)


def test_mrs_moomba_a_black_die_under_her_eye_and_she_follows_the_song() -> None:
    state = play(_with_cards(scene(["Kate"], {"Kate": "Blue", "Zack": "Blue"}, mode="solo"),
                             "Mrs. Moomba"), "dance Zack")
    assert ("black", "Mrs. Moomba") in pool_of(state.roll)
    state, _ = fire_spark(_with_cards(scene(["Kate"], {}, mode="solo", song="pink"),
                                      "Mrs. Moomba"))
    state = play(state, "pass")   # Feel the Beat!'s Spark! comes first: no fan this time
    assert state.chaperones[0][1] == roster().location("Pink Dance Floor")


def test_ms_branford_has_no_rule_and_breaks_it_up() -> None:
    spots = {"Kate": "Pink", "Zack": "Pink"}
    state = play(_with_cards(scene(["Kate"], spots, mode="solo"), "Ms. Branford"), "dance Zack")
    assert "Ms. Branford" not in _sources(state)
    state, _ = fire_spark(_with_cards(scene(["Kate"], spots, mode="solo", park="Restrooms"),
                                      "Ms. Branford"))
    assert {where(state, n) for n in spots} == {"Bleachers"}
    assert where(state, "Isabel") == "Restrooms"      # nobody elsewhere is touched


# -- the Music Rules! card's Spark! and the Showstoppers -----------------------------------------
def test_feel_the_beat_spark_brings_a_fan_of_the_song() -> None:
    state, log = fire_spark(scene(["Kate"], {"Kate": "Refreshments"}, mode="solo", song="yellow"))
    assert state.agenda[0].step is Step.SPARK_MOVE
    assert any(isinstance(e, ev.SparkFired) and e.source == "music" for e in log)
    options = legal(state)
    assert "pass" in options and "move Isabel Yellow" in options   # Isabel is Yellow
    assert "move Kate Yellow" not in options                        # Kate is Blue
    state = play(state, "move Isabel Yellow")
    assert where(state, "Isabel") == "Yellow"


def test_feel_the_beat_spark_never_brings_your_partner_to_your_floor() -> None:
    # Dwight (Yellow) is Kate's Partner: not onto the Yellow floor while Kate dances there.
    state, _ = fire_spark(scene(["Kate"], {"Kate": "Yellow"}, mode="solo", song="yellow"))
    assert "move Dwight Yellow" not in legal(state) and "move Isabel Yellow" in legal(state)


def _kept(state: object, name: str) -> object:
    state, log = reveal(state, name)
    assert any(isinstance(e, ev.ShowstopperKept) for e in log)
    return state


def test_spotlight_draws_two_then_goes() -> None:
    state = _kept(scene(["Kate"], {}, mode="solo"), "Spotlight!")
    state, log = fire_spark(state)
    assert len(state.seats[0].hand) == 2 and state.seats[0].showstoppers == ()
    assert any(isinstance(e, ev.SparkFired) and e.source == "showstopper" and e.owner == 0
               for e in log)


def test_second_wind_clears_a_failure_with_a_card() -> None:
    state = _kept(scene(["Kate"], {}, mode="solo"), "Second Wind!")
    state = state.with_seat(0, replace(state.seats[0], status=(NONE, FAILURE, NONE)))
    state, _ = fire_spark(state)
    assert state.seats[0].status == (NONE, NONE, NONE) and len(state.seats[0].hand) == 1
    assert state.seats[0].showstoppers == ()


def test_wallflower_sends_you_back_and_stays() -> None:
    state = _kept(scene(["Kate"], {"Kate": "Blue"}, mode="solo"), "Wallflower!")
    state, _ = fire_spark(state)
    assert where(state, "Kate") == "Bleachers" and len(state.seats[0].showstoppers) == 1


def test_fan_club_draws_one_each_spark_and_stays() -> None:
    state = _kept(scene(["Kate"], {}, mode="solo"), "Fan Club!")
    state, _ = fire_spark(state)
    state, _ = fire_spark(state)
    assert len(state.seats[0].hand) == 2 and len(state.seats[0].showstoppers) == 1


def test_slow_jam_brings_your_partners_then_goes() -> None:
    state = _kept(scene(["Kate"], {"Kate": "Green"}, mode="solo"), "Slow Jam!")
    state, _ = fire_spark(state)
    assert {where(state, n) for n in ("Dwight", "Sasha", "Zack")} == {"Green"}
    assert state.seats[0].showstoppers == ()


def test_a_showstopper_fires_for_its_owner_on_anyone_s_spark() -> None:
    state = scene(["Kate", "Nate"], {}, mode="competitive")
    state, _ = reveal(state, "Spotlight!", seat=1)
    state, log = fire_spark(state, seat=0)
    assert len(state.seats[1].hand) == 2 and state.seats[0].hand == ()
    fired = [e for e in log if isinstance(e, ev.SparkFired)]
    assert [e.source for e in fired] == ["music", "showstopper"] and fired[1].owner == 1
