"""DDO: Magic Items that move between Hero stacks (Stormreach Bank) or are pooled in a
quest (Bag of Holding) — the document: items are "bound" to their Hero, "although some
cards allow you to pool items or move them from one Hero Stack to another"."""

from __future__ import annotations

import random

from game.ddo.content import catalogue
from game.ddo.policy import choose
from game.ddo.rules import RULES
from game.ddo.state import Phase, State, evolve
from tests.ddo.ddo_helpers import code, in_combat, legal, lines, new, play, with_stack


def keys(stack) -> list[str]:  # type: ignore[no-untyped-def]
    return [catalogue().loot[c].key for c in stack.cards]


def _banking(*stacks: tuple[tuple[str, ...], bool, int]) -> State:
    """Seat 0 leads a Banking phase with the Bank in its play area and these stacks
    (cards, tapped, damage)."""
    state = new(("warrior",))
    for i, (cards, tapped, damage) in enumerate(stacks):
        state = with_stack(state, 0, cards, index=i, tapped=tapped, damage=damage)
    owner = evolve(state.seats[0], instances=(code("stormreach_bank"),), instances_tapped=(False,), hand=())
    return evolve(state.with_seat(0, owner), leader=0, phase=Phase.BANKING, quest=None)


def test_the_bank_moves_an_item_to_another_hero_of_yours() -> None:
    state = _banking((("fighter", "longsword", "full_plate"), True, 0), (("barbarian",), False, 0))
    found = legal(state)
    assert "use stormreach_bank s1 longsword s2" in found
    assert "use stormreach_bank s1 full_plate s2" in found
    after, events = play(state, "use stormreach_bank s1 longsword s2")
    fighter, barbarian = after.seats[0].stacks
    assert keys(fighter) == ["fighter", "full_plate"] and keys(barbarian) == ["barbarian", "longsword"]
    assert after.seats[0].instances_tapped == (True,)
    assert any("moves Longsword from Fighter to Barbarian" in line for line in lines(events))
    assert not any(a.startswith("use stormreach_bank") for a in legal(after))   # tapped


def test_the_bank_keeps_the_stacking_limits_and_never_fells_a_wounded_hero() -> None:
    # Full Plate gives +1 HP: a Fighter (5 HP + 1) with 5 damage would fall to 0 without it
    state = _banking((("fighter", "full_plate", "longsword"), True, 5), (("barbarian", "greataxe"), False, 0))
    found = legal(state)
    assert "use stormreach_bank s1 full_plate s2" not in found
    assert "use stormreach_bank s1 longsword s2" not in found      # the Barbarian holds a weapon
    assert "use stormreach_bank s2 greataxe s1" not in found       # and so does the Fighter
    refusal = RULES.check(state, RULES.read_action(state, "use stormreach_bank s1 full_plate s2"))
    assert refusal is not None


def test_normal_moves_an_item_from_a_resting_hero_to_one_who_can_quest() -> None:
    state = _banking((("fighter", "longsword"), True, 0), (("barbarian",), False, 0))
    choice = choose(state, RULES.legal_actions(state), random.Random(1))
    assert str(choice) == "use stormreach_bank s1 longsword s2"
    idle = _banking((("fighter", "longsword"), False, 0), (("barbarian",), False, 0))
    assert not str(choose(idle, RULES.legal_actions(idle), random.Random(1))).startswith("use stormreach")


def _pooled() -> State:
    """A Fighter with a Bag of Holding beside an Unconscious Cleric who carries a potion."""
    state = with_stack(new(("warrior", "divine")), 0, ("fighter", "bag_of_holding"))
    state = with_stack(state, 1, ("cleric", "potion_of_cure_light_wounds"), damage=5)   # 0 HP
    owner = state.seats[1]
    state = state.with_seat(1, evolve(owner, stacks=(evolve(owner.stacks[0], statuses=("unconscious",)),)))
    return in_combat(state, ((0, 0), (1, 0)), (("monster", "zombie", 0),))


def test_a_bag_of_holding_uses_another_heros_potion() -> None:
    state = _pooled()
    assert state.seats[1].stacks[0].damage == 5
    found = legal(state)
    assert "use bag_of_holding h2 potion_of_cure_light_wounds h2" in found
    assert "use bag_of_holding h2 potion_of_cure_light_wounds h1" not in found   # unhurt
    discards = len(state.seats[1].discard)
    after, events = play(state, "use bag_of_holding h2 potion_of_cure_light_wounds h2")
    cleric = after.seats[1].stacks[0]
    assert keys(cleric) == ["cleric"] and cleric.damage == 3 and "unconscious" not in cleric.statuses
    assert len(after.seats[1].discard) == discards + 1            # the potion goes to its owner's pile
    assert after.seats[0].stacks[0].tapped == (False, True)        # the bag taps
    assert any("from Seat" in line or "from B's" in line for line in lines(events))


def test_normal_feeds_a_fallen_teammate_from_its_own_stack() -> None:
    state = _pooled()
    choice = choose(state, RULES.legal_actions(state), random.Random(1))
    assert str(choice) == "use bag_of_holding h2 potion_of_cure_light_wounds h2"
