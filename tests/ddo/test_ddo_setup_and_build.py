"""DDO set-up, the Build phase and every stacking limit."""

from __future__ import annotations

import pytest

from game.core.contract import IllegalActionError, InvalidNotationError
from game.ddo.build import stack_problem
from game.ddo.notation import Act
from game.ddo.content import catalogue
from game.ddo.rules import RULES
from game.ddo.state import Phase
from tests.ddo.ddo_helpers import code, legal, new, play, with_hand, with_stack


def test_set_up_three_quests_under_the_raid_and_hands_of_four_and_five() -> None:
    state = new(("divine", "warrior", "arcane"))
    assert len(state.raid_quests) == 3 and len(state.quest_deck) == len(catalogue().harbor.quest_codes) - 3
    assert state.leader == 1  # the Fighter has the only Warrior level
    assert state.phase is Phase.BUILD and RULES.to_act(state) == 1
    # the Leader drew four, then one in her Build phase; the others five
    assert [len(s.hand) for s in state.seats] == [5, 5, 5]
    assert all(len(s.deck) == 55 for s in state.seats)


def test_tied_warrior_levels_go_to_the_highest_top_card() -> None:
    for seed in range(6):
        state = new(("warrior", "warrior"), seed=seed)
        shown = [e for e in state.opening if getattr(e, "kind", "") == "show"]
        assert len(shown) >= 2
        numbers = [e.number for e in shown[:2]]
        if numbers[0] != numbers[1]:
            assert state.leader == numbers.index(max(numbers))


def test_build_draws_straightens_and_deploys_then_the_quest() -> None:
    state = new(("warrior",))
    state = with_stack(state, 0, ("fighter",))
    state = with_hand(state, 0, ("fighter-1", "race-human", "longsword", "cleric"))
    state, _ = play(state, "deploy fighter-1 s1", "deploy race-human s1", "deploy longsword s1",
                    "deploy cleric")
    seat = state.seats[0]
    assert len(seat.stacks) == 2 and len(seat.stacks[0].cards) == 4 and seat.hand == ()
    state, _ = play(state, "done")
    assert state.phase is Phase.COMMIT and state.quest is not None
    assert legal(state) == {"commit s1", "commit s2", "pass"}


def _problem(keys: tuple[str, ...], card: str) -> str | None:
    state = with_stack(new(("warrior",)), 0, keys)
    return stack_problem(state.seats[0].stacks[0], catalogue().card(card))


def test_one_race_per_stack() -> None:
    assert _problem(("fighter", "race-human"), "race-dwarf") is not None
    assert _problem(("fighter",), "race-dwarf") is None


def test_enhancement_chains_in_order_class_or_race_and_three_a_stack() -> None:
    assert _problem(("fighter",), "kensei-2") is not None            # out of order
    assert _problem(("fighter",), "kensei-1") is None
    assert _problem(("wizard",), "kensei-1") is not None              # not a Fighter
    assert _problem(("wizard", "fighter-1"), "kensei-1") is None      # a Fighter Level Up
    assert _problem(("fighter",), "dwarven-1") is not None            # needs the Dwarf card
    assert _problem(("fighter", "race-dwarf"), "dwarven-1") is None
    full = ("fighter", "kensei-1", "kensei-2", "kensei-3")
    assert "at most 3" in str(_problem(full, "stalwart-1"))


def test_one_feat_per_character_level_after_its_prerequisite() -> None:
    assert _problem(("fighter", "toughness"), "dodge") is not None
    assert _problem(("fighter", "fighter-1", "toughness"), "dodge") is None
    assert "Cleave" in str(_problem(("fighter", "fighter-1"), "great_cleave"))
    assert _problem(("fighter", "fighter-1", "cleave"), "great_cleave") is None


def test_spells_need_the_caster_attribute() -> None:
    assert _problem(("fighter",), "magic_missile") is not None
    assert _problem(("wizard",), "magic_missile") is None
    assert _problem(("wizard",), "cure_light_wounds") is not None
    assert _problem(("bard",), "cure_light_wounds") is None and _problem(("bard",), "fireball") is None
    assert _problem(("fighter", "wizard-1"), "magic_missile") is None   # a Wizard level
    # Only class cards open spellcasting: an item or feat with a caster attribute counts
    # toward that attribute's level but lets no Fighter hold a spell.
    assert _problem(("fighter", "quarterstaff"), "magic_missile") is not None
    assert _problem(("fighter", "fighter-1", "maximize_spell"), "cure_light_wounds") is not None


def test_every_attribute_counts_toward_its_level() -> None:
    from game.ddo.state import Stack
    from game.ddo.stats import level
    stack = Stack(1, tuple(code(k) for k in ("rogue", "rapier", "race-halfling", "dodge")),
                  (False,) * 4, 0)
    assert level(stack, "trapsmith") == 4 and level(stack, "feat") == 1


def test_clothing_trinkets_shields_and_level_ups() -> None:
    assert _problem(("fighter", "ring_of_protection"), "ring_of_protection") is not None
    assert _problem(("fighter", "gauntlets_of_ogre_power"), "boots_of_striding") is None
    assert _problem(("fighter", "lucky_charm"), "stone_of_good_luck") is not None
    assert _problem(("fighter", "greataxe"), "heavy_shield") is not None
    assert _problem(("fighter", "heavy_shield"), "greataxe") is not None
    assert _problem(("fighter", "heavy_shield"), "longsword") is None
    assert _problem(("fighter", "potion_of_cure_light_wounds"), "potion_of_cure_light_wounds") is None
    five = ("fighter",) + tuple(f"fighter-{i}" for i in range(1, 6))
    assert _problem(five, "barbarian-1") is not None
    assert _problem(("ranger", "tempest-1", "longsword"), "rapier") is None   # two weapons


def test_one_festival_on_the_table() -> None:
    state = new(("warrior", "divine"))
    leader = state.leader
    state = with_hand(state, leader, ("crystal_cove", "mabar_night"))
    state, _ = play(state, "deploy crystal_cove")
    assert state.festival == (leader, code("crystal_cove"))
    state, _ = play(state, "deploy mabar_night")
    assert state.festival == (leader, code("mabar_night"))
    assert code("crystal_cove") in state.seats[leader].discard


def test_a_refused_deploy_says_why() -> None:
    state = with_hand(new(("warrior",)), 0, ("magic_missile",))
    refusal = RULES.check(state, Act("deploy", ("magic_missile", "s1")))
    assert refusal is not None and "Arcane Caster" in refusal.reason
    with pytest.raises(IllegalActionError):
        RULES.parse_action(state, "deploy magic_missile s1")
    with pytest.raises(InvalidNotationError):
        RULES.parse_action(state, "dance wildly")
