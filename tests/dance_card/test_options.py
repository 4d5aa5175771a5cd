"""Dance Card!'s options: declared once, checked before the deal, refused in one sentence."""

from __future__ import annotations

import pytest

from game.core.contract import GameConfig
from game.core.options import OptionError, OptionKind
from game.dance_card.edition import DIAL_TO_CHOOSE, Edition
from game.dance_card.options import OPTIONS
from game.dance_card.roster import roster
from game.dance_card.rules import RULES
from game.dance_card.setup import read_edition
from game.dance_card.state import Step
from game.dance_card.view import first_game_advice

READ = {"mode", "students", "challenges", "challenge_cards", "edition", "cool_kids",
        "deluxe_challenges", "deluxe_smooth_moves", "deluxe_mix_it_up", "music_rules",
        "spin_dial", "chance"}


def test_every_option_read_is_declared_once() -> None:
    assert [o.key for o in OPTIONS] == sorted(READ, key=[o.key for o in OPTIONS].index)
    assert {o.key for o in OPTIONS} == READ and len(OPTIONS) == len(READ)
    assert {o.key: o.kind for o in OPTIONS}["chance"] is OptionKind.STACK


@pytest.mark.parametrize(("options", "words"), [
    ({"colour": "blue"}, "no option 'colour'"),
    ({"mode": False}, "option 'mode' needs one of"),
    ({"mode": ""}, "option 'mode' needs one of"),
    ({"mode": 0}, "option 'mode' needs one of"),
    ({"students": "Kate"}, "option 'students' needs a list of words"),
    ({"challenges": True}, "option 'challenges' needs a whole number from 0 to 3"),
    ({"cool_kids": "yes"}, "option 'cool_kids' needs true or false"),
    ({"music_rules": "Feel the Beat!"}, "option 'music_rules' needs one of"),
    ({"spin_dial": "Tech Noir"}, "option 'spin_dial' needs one of"),
    ({"edition": "gold"}, "option 'edition' needs one of"),
])
def test_a_bad_option_is_refused_in_one_sentence(options: dict[str, object], words: str) -> None:
    with pytest.raises(OptionError) as refused:
        RULES.new_game(GameConfig.make(2, **options), 1)
    message = str(refused.value)
    assert words in message and message.count(". ") == 0 and message.endswith(".")


def test_the_mode_follows_the_seats_unless_chosen() -> None:
    assert RULES.new_game(GameConfig.make(1), 1).mode.value == "solo"
    assert RULES.new_game(GameConfig.make(3), 1).mode.value == "competitive"
    assert RULES.new_game(GameConfig.make(3, mode="cooperative"), 1).mode.value == "cooperative"
    with pytest.raises(OptionError, match="Solo mode is for 1–1 seats"):
        RULES.new_game(GameConfig.make(2, mode="solo"), 1)


def test_each_seat_s_dance_card_chosen_or_random() -> None:
    r = roster()
    state = RULES.new_game(GameConfig.make(3, students=("Kate", "random", "Nate")), 5)
    names = [r.name(s.student) for s in state.seats]
    assert names[0] == "Kate" and names[2] == "Nate" and names[1] not in ("Kate", "Nate")
    dealt = {r.name(RULES.new_game(GameConfig.make(1), seed).seats[0].student)
             for seed in range(40)}
    assert len(dealt) > 15 and not dealt & {"Roxi", "Joe", "Charlotte", "Xander"}
    with pytest.raises(OptionError, match="twice"):
        RULES.new_game(GameConfig.make(2, students=("Kate", "kate")), 1)
    with pytest.raises(OptionError, match="Cool Kids"):
        RULES.new_game(GameConfig.make(2, students=("Roxi",)), 1)
    with pytest.raises(OptionError, match="names 3 students for 2 seats"):
        RULES.new_game(GameConfig.make(2, students=("Kate", "Nate", "Raj")), 1)


def test_the_first_game_advice_is_data() -> None:
    advice = first_game_advice()
    assert advice.avoid == ("Felicity", "Zoe")
    assert "Felicity" in advice.students and "Zoe" in advice.students
    assert advice.deal and advice.challenges and advice.deluxe
    complex_ones = {s.name for s in roster().content.students if s.complex_ability}
    assert complex_ones == set(advice.avoid)


def test_edition_deluxe_switches_on_every_module() -> None:
    base, at_random = read_edition(GameConfig.make(2))
    assert base == Edition() and not base.deluxe and not at_random
    deluxe, at_random = read_edition(GameConfig.make(2, edition="deluxe"))
    assert deluxe.cool_kids and deluxe.challenges and deluxe.smooth_moves and deluxe.mix_it_up
    assert deluxe.dial == DIAL_TO_CHOOSE and at_random      # the first player picks the dial
    fewer, _ = read_edition(GameConfig.make(2, edition="deluxe", cool_kids=False))
    assert not fewer.cool_kids and fewer.mix_it_up          # a module's own flag wins
    one, at_random = read_edition(GameConfig.make(2, deluxe_smooth_moves=True,
                                                  music_rules="keep-moving", spin_dial="tech-noir"))
    assert one == Edition(smooth_moves=True, music=2, dial=2) and not at_random


def test_deluxe_decks_and_standees() -> None:
    r = roster()
    state = RULES.new_game(GameConfig.make(4, edition="deluxe"), 3)
    assert len(state.positions) == 36
    assert [r.place(state.positions[k]) for k in r.cool_kids] == [
        "Pink Dance Floor", "Blue Dance Floor", "Green Dance Floor", "Yellow Dance Floor"]
    assert len(state.smooth_deck) == 48 and len(state.mix_deck) == 48     # Competitive: all
    solo = RULES.new_game(GameConfig.make(1, edition="deluxe"), 3)
    assert len(solo.mix_deck) == 25 and any(c >= 32 for c in solo.mix_deck[:25] + tuple(
        c for seed in range(5) for c in RULES.new_game(GameConfig.make(1, edition="deluxe"),
                                                       seed).mix_deck))
    coop = RULES.new_game(GameConfig.make(2, edition="deluxe", mode="cooperative"), 3)
    assert len(coop.mix_deck) == 32
    base = RULES.new_game(GameConfig.make(4), 3)
    assert len(base.positions) == 32 and len(base.smooth_deck) == 32 and len(base.mix_deck) == 32


def test_the_first_player_chooses_the_dial_before_the_first_turn() -> None:
    state = RULES.new_game(GameConfig.make(2, edition="deluxe", students=("Kate", "Isabel")), 1)
    assert state.agenda[0].step is Step.DIAL and RULES.to_act(state) == 1   # Isabel is ID 1
    assert {str(a) for a in RULES.legal_actions(state)} == {
        "dial freshman-year", "dial dive-back", "dial tech-noir"}
    state, events = RULES.apply(state, RULES.parse_action(state, "dial tech-noir"))
    assert state.edition.dial == 2 and state.turn_number == 1
    assert "Tech Noir" in events[0].text(("A", "B"))
    fixed = RULES.new_game(GameConfig.make(2, edition="deluxe", spin_dial="dive-back"), 1)
    assert fixed.edition.dial == 1 and fixed.turn_number == 1


def test_music_rules_chosen_or_drawn() -> None:
    chosen = RULES.new_game(GameConfig.make(2, music_rules="shake-it-off"), 1)
    assert roster().music(chosen.edition).name == "Shake it Off!"
    drawn = {RULES.new_game(GameConfig.make(2, edition="deluxe"), seed).edition.music
             for seed in range(30)}
    assert drawn == {0, 1, 2, 3}
    stacked = RULES.new_game(GameConfig.make(1, edition="deluxe", students=("Kate",), chance=(
        None, None, None, None, None, "all-together")), 1)
    assert roster().music(stacked.edition).name == "All Together!"


def test_not_cool_needs_the_cool_kids() -> None:
    with pytest.raises(OptionError, match="needs Cool Kids"):
        RULES.new_game(GameConfig.make(2, challenge_cards=("Not Cool!",)), 1)
    state = RULES.new_game(GameConfig.make(2, cool_kids=True, challenge_cards=("Not Cool!",)), 1)
    assert [roster().content.challenges[i].name for i in state.challenges] == ["Not Cool!"]
    r = roster()
    for seed in range(40):
        drawn = RULES.new_game(GameConfig.make(2, deluxe_challenges=True, challenges=3), seed)
        assert "Not Cool!" not in [r.content.challenges[i].name for i in drawn.challenges]
    pool = set()
    for seed in range(60):
        drawn = RULES.new_game(GameConfig.make(2, edition="deluxe", challenges=3), seed)
        pool |= {r.content.challenges[i].name for i in drawn.challenges}
        pool |= {r.content.chaperones[i].name for i, _ in drawn.chaperones}
    assert "Not Cool!" in pool and "Mr. Bluefox" in pool and "Coach Cid" in pool
