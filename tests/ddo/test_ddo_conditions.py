"""DDO afflictions and statuses as the designer wrote them: Nausea is brief, Poison and
Disease kill at ATK or DEF 0, a monster shakes Paralysis off at its next activation, the
Basilisk petrifies and Petrified stays until restored; the `held` and `no_abilities`
flags of the cards decide, not their names."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.ddo import content as ddo_content
from game.ddo.cards import ATK, DEF
from game.ddo.flow import eligible
from game.ddo.state import Phase, evolve, replace_at
from game.ddo.stats import hero_values
from tests.ddo.ddo_helpers import in_combat, legal, new, play, with_stack


def hero_with(keys: tuple[str, ...], *foes: tuple[str, str, int], afflictions=(), **kw):
    state = with_stack(new(("warrior",)), 0, keys)
    owner = state.seats[0]
    stack = evolve(owner.stacks[0], afflictions=tuple(afflictions))
    state = state.with_seat(0, evolve(owner, stacks=(stack,)))
    return in_combat(state, ((0, 0),), foes, **kw)


def close_with(state, index):
    quest = state.quest
    foe = evolve(quest.foes[index], close=(0,), focus=0)
    return evolve(state, quest=evolve(quest, foes=replace_at(quest.foes, index, foe)))


def stack_of(state):
    return state.seats[0].stacks[0]


def test_nausea_forbids_abilities_and_leaves_when_the_next_monster_phase_begins() -> None:
    state = hero_with(("fighter", "potion_of_cure_light_wounds"), ("monster", "zombie", -1),
                      afflictions=("nausea",))
    state = evolve(state, seats=replace_at(state.seats, 0, evolve(state.seats[0], stacks=(
        evolve(stack_of(state), damage=2),))))
    assert not any(a.startswith("use ") for a in legal(state))
    after, _ = play(state, "wait")           # the Monster phase begins: Nausea leaves
    assert stack_of(after).afflictions == ()
    assert any(a.startswith("use potion_of_cure_light_wounds") for a in legal(after))


def test_a_nauseated_monster_recovers_after_its_next_activation() -> None:
    state = hero_with(("wizard", "acid_fog"), ("monster", "zombie", 0))
    after, _ = play(state, "use acid_fog m1")
    assert after.quest.foes[0].afflictions == ()


def test_poison_that_brings_atk_to_zero_kills() -> None:
    # Fighter in Full Plate: ATK 2. The Spider's bite poisons: one Poison leaves ATK 1...
    state = close_with(hero_with(("fighter", "full_plate"), ("monster", "spider", 0)), 0)
    after, _ = play(state, "wait")
    assert hero_values(after, 0, stack_of(after).uid)[ATK] == 1
    assert "dead" not in stack_of(after).statuses
    # ...a second one brings it to 0: the Hero dies, whatever HP it had left.
    state = close_with(hero_with(("fighter", "full_plate"), ("monster", "spider", 0),
                                 afflictions=("poison",)), 0)
    after, events = play(state, "wait")
    assert "dead" in stack_of(after).statuses or after.quest is None
    assert any("Poison kills" in e.text(("A",)) for e in events)


def test_disease_that_brings_def_to_zero_kills_but_not_a_hero_already_at_zero() -> None:
    state = close_with(hero_with(("fighter",), ("monster", "gray_ooze", 0)), 0)  # DEF 1
    assert hero_values(state, 0, stack_of(state).uid)[DEF] == 1
    after, events = play(state, "wait")
    assert any("Disease kills" in e.text(("A",)) for e in events)
    state = close_with(hero_with(("barbarian",), ("monster", "gray_ooze", 0)), 0)
    assert hero_values(state, 0, stack_of(state).uid)[DEF] <= 0
    after, events = play(state, "wait")
    assert not any("Disease kills" in e.text(("A",)) for e in events)


def test_a_held_monster_loses_one_activation_then_shakes_paralysis_off() -> None:
    state = close_with(hero_with(("wizard", "hold_monster"), ("monster", "zombie", 0)), 0)
    after, events = play(state, "use hold_monster m1")
    zombie = after.quest.foes[0]
    assert stack_of(after).damage == 0                       # it did not attack
    assert zombie.afflictions == () and not zombie.tapped    # and is free again
    assert any("shakes off the hold" in e.text(("A",)) for e in events)
    after, _ = play(after, "wait")
    assert stack_of(after).damage > 0                        # the next round it bites


def test_the_basilisk_petrifies_and_petrified_stays_until_restored() -> None:
    state = close_with(hero_with(("fighter", "full_plate"), ("monster", "basilisk", 0)), 0)
    after, _ = play(state, "wait")
    assert "petrified" in stack_of(after).statuses
    assert after.quest is None            # the only Hero was out: the quest is lost
    assert eligible(after, 0) == []       # and it cannot go on the next one
    assert "petrified" in stack_of(after).statuses


def test_the_flags_not_the_names_decide(monkeypatch: pytest.MonkeyPatch) -> None:
    cat = ddo_content.catalogue()
    conditions = dict(cat.conditions)
    conditions["curse"] = replace(conditions["curse"], held=True, no_abilities=True)
    monkeypatch.setattr(ddo_content, "catalogue", lambda: replace(cat, conditions=conditions))
    import game.ddo.monsters as monsters
    monkeypatch.setattr(monsters, "catalogue", lambda: replace(cat, conditions=conditions))
    state = hero_with(("fighter", "potion_of_cure_light_wounds"), ("monster", "zombie", -1),
                      afflictions=("curse",))
    from game.ddo.work import Work
    w = Work(state)
    assert not monsters.can_act(w, 0) and monsters.is_out(w, 0)
    assert monsters.no_abilities(stack_of(state))
