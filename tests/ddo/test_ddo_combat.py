"""DDO quests: hero actions, attacks, focus and range, the monster activation algorithm,
the boss, Unconscious and Dead, afflictions and statuses, traps, puzzles, the quest's end."""

from __future__ import annotations

from game.ddo.cards import ATK
from game.ddo.state import Phase, evolve, replace_at
from game.ddo.stats import hero_values
from tests.ddo.ddo_helpers import code, in_combat, legal, lines, new, play, with_stack


def fighter_vs(*foes: tuple[str, str, int], keys: tuple[str, ...] = ("fighter", "full_plate"),
               **kw: object):
    """A Fighter in Full Plate (ATK 2, DEF 4, DMG 2, HP 4) against the foes."""
    state = with_stack(new(("warrior",)), 0, keys)
    return in_combat(state, ((0, 0),), foes, **kw)  # type: ignore[arg-type]


def set_foe(state, index, **changes):
    quest = state.quest
    return evolve(state, quest=evolve(quest, foes=replace_at(quest.foes, index,
                                                             evolve(quest.foes[index], **changes))))


def damage_of(state, seat=0, index=0):
    return state.seats[seat].stacks[index].damage


def test_a_hit_above_def_takes_dmg_otherwise_one() -> None:
    # Fighter ATK 2 DMG 2 against a Hobgoblin (DEF 3): 1 HP; against a Kobold (DEF 0): 2.
    state = set_foe(fighter_vs(("monster", "hobgoblin", 0)), 0, close=(0,))
    after, _ = play(state, "melee m1")
    assert after.quest.foes[0].damage == 1 and after.quest.foes[0].focus == 0
    state = set_foe(fighter_vs(("monster", "kobold", 0), ("monster", "hobgoblin", 0)), 0, close=(0,))
    after, events = play(state, "melee m1")
    assert after.quest.foes[0].damage == 2 and after.quest.foes[0].done  # 1 HP - 2 = Dead
    assert any("defeated" in line for line in lines(events))


def test_melee_needs_close_combat_and_ranged_needs_range() -> None:
    state = fighter_vs(("monster", "hobgoblin", 0), keys=("ranger",))
    assert "melee m1" not in legal(state) and "ranged m1" in legal(state)
    state = set_foe(state, 0, close=(0,))
    assert "melee m1" in legal(state) and "ranged m1" not in legal(state)
    state = with_stack(state, 0, ("ranger", "point_blank_shot"))
    assert "ranged m1" in legal(state)
    assert "melee b" not in legal(state) and "close b" not in legal(state)  # the boss sleeps


def test_closing_draws_focus_except_for_a_rogue() -> None:
    state = with_stack(new(("warrior", "trapsmith")), 1, ("rogue",))
    state = with_stack(state, 0, ("fighter",))
    state = in_combat(state, ((0, 0), (1, 0)), (("monster", "zombie", 0),))
    after, _ = play(state, "wait", "close m1")   # the Fighter waits, the Rogue closes
    foe = after.quest.foes[0]
    assert foe.focus == 0 and 1 in foe.close
    state = in_combat(state, ((0, 0), (1, 0)), (("monster", "zombie", 1),))
    after, _ = play(state, "close m1")
    assert after.quest.foes[0].focus == 0


def test_a_brute_closes_in_then_attacks_and_the_hero_falls() -> None:
    state = fighter_vs(("monster", "zombie", 0), keys=("fighter", "belt_of_giant_strength"))
    state, _ = play(state, "wait")      # the Zombie (2/0/0/3/4, RNG 0) closes in
    assert state.quest.foes[0].close == (0,) and damage_of(state) == 0
    state, _ = play(state, "wait")
    assert damage_of(state) == 3        # ATK 2 > DEF 1: DMG 3 of the Fighter's 6 HP
    state, events = play(state, "wait")
    # at 0: Unconscious, no action; with no Hero left able to act nothing can wake it,
    # so the quest is lost at once (ours) instead of running to the round cap
    said = lines(events)
    assert any("Unconscious" in line for line in said) and not any("Dead" in line for line in said)
    assert not any("rounds" in line for line in said)
    assert state.phase is Phase.BANKING
    stack = state.seats[0].stacks[0]
    assert stack.statuses == () and stack.hero_tapped and stack.damage == 5  # home at 1 HP


def test_a_tapped_monster_only_straightens_and_one_without_focus_does_nothing() -> None:
    state = set_foe(fighter_vs(("monster", "hobgoblin", 0), ("monster", "kobold", -1)), 0,
                    tapped=True, close=(0,))
    after, _ = play(state, "wait")
    assert not after.quest.foes[0].tapped and damage_of(after) == 0
    assert after.quest.foes[1].damage == 0 and after.quest.foes[1].close == ()


def test_an_archer_shoots_in_melee_then_backs_off() -> None:
    state = set_foe(fighter_vs(("monster", "skeletal_archer", 0)), 0, close=(0,))  # 1/2/2/1/2
    after, _ = play(state, "wait")
    assert damage_of(after) == 1 and after.quest.foes[0].close == ()


def test_a_caster_acts_only_through_its_text() -> None:
    state = fighter_vs(("monster", "kobold_shaman", 0))
    after, _ = play(state, "wait")
    stack = after.seats[0].stacks[0]
    assert stack.damage == 1 and stack.afflictions == ("curse",)


def test_the_boss_wakes_when_the_last_card_is_resolved_and_acts_at_once() -> None:
    state = set_foe(fighter_vs(("monster", "kobold", 0)), 0, close=(0,))
    after, events = play(state, "melee m1")
    quest = after.quest
    assert quest.awake and quest.foes[quest.boss].focus == 0
    assert quest.foes[quest.boss].close == (0,)   # Iron Defender (RNG 0) closed in at once
    assert any("wakes" in line for line in lines(events))


def test_bosses_are_immune_to_afflictions() -> None:
    # a hex may be cast at an awake boss (drawing its focus) but never afflicts it:
    # tests/ddo/test_ddo_document_rules.py
    state = fighter_vs(("monster", "zombie", 0), keys=("wizard", "hold_monster"))
    assert "use hold_monster m1" in legal(state)
    after, events = play(state, "use hold_monster m1")
    assert any("Zombie suffers Paralysis" in line for line in lines(events))


def test_winning_gives_loot_to_every_hero_present_even_the_dead() -> None:
    state = with_stack(new(("warrior", "divine")), 1, ("cleric",), damage=5)
    state = with_stack(state, 0, ("fighter", "fighter-1", "fighter-3", "fighter-5"))
    state = in_combat(state, ((0, 0), (1, 0)), (), boss="waterworks", awake=True)
    state = evolve(state, seats=replace_at(state.seats, 1, evolve(
        state.seats[1], stacks=(evolve(state.seats[1].stacks[0], statuses=("dead",)),))))
    state = set_foe(state, state.quest.boss, close=(0,), damage=2)
    hands = [len(s.hand) for s in state.seats]
    after, _ = play(state, "melee b")
    assert after.quest is None and after.quests_won == 1
    assert after.phase is Phase.REWARD   # Waterworks: draw 2, discard 1
    assert [len(s.hand) for s in after.seats] == [hands[0] + 2, hands[1] + 2]
    for seat in after.seats:
        assert seat.stacks[0].hero_tapped and "dead" not in seat.stacks[0].statuses


def test_afflictions_stack_statuses_do_not_and_both_end_as_the_document_says() -> None:
    state = fighter_vs(("monster", "spider", 0), ("monster", "spider", 0),
                       keys=("fighter", "full_plate", "fighter-1"))   # ATK 3
    state = set_foe(set_foe(state, 0, close=(0,)), 1, close=(0,))
    after, _ = play(state, "wait")
    stack = after.seats[0].stacks[0]
    assert stack.afflictions == ("poison", "poison")
    assert hero_values(after, 0, stack.uid)[ATK] == 1
    state = with_stack(new(("warrior", "divine")), 1, ("cleric",))
    stone = evolve(state.seats[0].stacks[0], statuses=("petrified",), afflictions=("curse",))
    state = state.with_seat(0, evolve(state.seats[0], stacks=(stone,)))
    state = in_combat(state, ((0, 0), (1, 0)), (("monster", "kobold", 1),), turn=1)
    after, _ = play(state, "retreat")   # the Cleric leaves: everyone is out, the quest lost
    stack = after.seats[0].stacks[0]
    assert stack.statuses == ("petrified",) and stack.afflictions == ()


def test_traps_puzzles_and_objectives() -> None:
    state = fighter_vs(("monster", "spear_trap", -1), ("monster", "kobold", 0))
    assert "disarm m1" not in legal(state) and "trigger m1" in legal(state)
    after, _ = play(state, "trigger m1")
    assert after.quest.foes[0].done and damage_of(after) >= 1
    rogue = fighter_vs(("monster", "spear_trap", -1), ("monster", "kobold", 0), keys=("rogue",))
    after, _ = play(rogue, "disarm m1")
    assert after.quest.foes[0].done and damage_of(after) <= 1
    gate = fighter_vs(("monster", "barred_gate", -1), ("monster", "kobold", 0),
                      keys=("fighter", "fighter-1"))
    assert "solve m1" in legal(gate)
    stuck = fighter_vs(("monster", "barred_gate", -1), ("monster", "kobold", 0), keys=("wizard",))
    after, events = play(stuck, "wait")
    assert after.quest is None and any("solve" in line for line in lines(events))
    chest = fighter_vs(("monster", "hidden_chest", -1), ("monster", "kobold", 0))
    hand = len(chest.seats[0].hand)
    after, _ = play(chest, "complete m1")
    assert len(after.seats[0].hand) == hand + 1 and damage_of(after) >= 2


def test_retreat_sheds_focus_and_goes_home_tapped() -> None:
    state = with_stack(new(("warrior", "divine")), 1, ("cleric",))
    state = in_combat(state, ((0, 0), (1, 0)), (("monster", "zombie", 0), ("monster", "kobold", 1)))
    after, _ = play(state, "retreat")
    assert after.quest.line[0].gone and after.quest.foes[0].focus == -1
    assert after.seats[0].stacks[0].hero_tapped


def test_a_tapped_hero_must_straighten() -> None:
    state = with_stack(new(("warrior",)), 0, ("fighter",), tapped=True)
    state = in_combat(state, ((0, 0),), (("monster", "kobold", 0),))
    assert legal(state) == {"straighten"}


def test_spells_ignore_def_and_draw_focus() -> None:
    state = with_stack(new(("warrior", "arcane")), 1, ("wizard", "magic_missile"))
    state = in_combat(state, ((0, 0), (1, 0)), (("monster", "drow_captain", 0),), turn=1)
    after, _ = play(state, "use magic_missile m1")
    foe = after.quest.foes[0]
    assert foe.damage == 4 and foe.focus == 1     # the Wizard's current HP, 4, past DEF 8
    assert code("magic_missile") not in after.seats[1].stacks[0].cards


def test_a_sleeping_boss_is_no_obstacle_to_clear() -> None:
    state = fighter_vs(("monster", "zombie", 0))
    assert not any(a.endswith(" b") for a in legal(state))


def test_the_round_cap_is_a_40_round_safety_valve() -> None:
    # A Hero who only waits, against a monster that looks at nobody: nothing happens, and
    # only the safety valve ends the quest — after 40 rounds, not the old 15.
    from game.ddo.state import ROUND_CAP
    assert ROUND_CAP == 40
    state = fighter_vs(("monster", "zombie", -1))
    waits = 0
    while state.quest is not None and waits < 100:
        state, events = play(state, "wait")
        waits += 1
    assert ROUND_CAP - 1 <= waits <= ROUND_CAP + 1
    assert any("After 40 rounds" in line for line in lines(events))
