"""DDO Tap and Discard actions: spells and items in a quest, controlled monsters,
channelling, auras, immunities, Banking abilities and Public Instances."""

from __future__ import annotations

from game.ddo.cards import ATK, DEF, DMG, HP
from game.ddo.state import Phase, evolve, replace_at
from game.ddo.stats import hero_values
from tests.ddo.ddo_helpers import code, in_combat, legal, new, play, with_hand, with_stack


def _solo(keys: tuple[str, ...], *foes: tuple[str, str, int], **kw: object):
    state = with_stack(new(("warrior",)), 0, keys)
    return in_combat(state, ((0, 0),), foes, **kw)  # type: ignore[arg-type]


def test_summoned_monsters_fight_for_the_hero_and_need_a_focus() -> None:
    state = with_stack(new(("arcane",), monster_top=("hobgoblin",)), 0,
                       ("wizard", "summon_monster", "toughness", "robe_of_warding"))
    state = in_combat(state, ((0, 0),), (("monster", "zombie", 0),))
    state, _ = play(state, "use summon_monster m1")
    pet = state.quest.pets[0]
    assert pet.controller == 0 and pet.focus == 0
    assert "activate p1" in legal(state)
    state, _ = play(state, "activate p1")     # Hobgoblin RNG 3 against the Zombie's DEF 0
    assert state.quest.foes[0].damage == 3 and state.quest.foes[0].focus == 0


def test_a_sorcerer_channels_a_spell_and_keeps_it_but_must_straighten() -> None:
    state = _solo(("sorcerer", "fireball", "toughness", "robe_of_warding"),
                  ("monster", "zombie", 0), ("monster", "kobold", 0))
    assert "channel fireball" in legal(state)
    state, _ = play(state, "channel fireball")
    stack = state.seats[0].stacks[0]
    assert code("fireball") in stack.cards and stack.hero_tapped
    assert state.quest.foes[1].done                 # the Kobold (1 HP) fell
    assert legal(state) == {"straighten"}


def test_party_spells_count_for_every_hero_on_the_quest() -> None:
    state = with_stack(new(("warrior", "divine")), 1, ("cleric", "bless"))
    state = with_stack(state, 0, ("fighter",))
    alone = hero_values(state, 0, state.seats[0].stacks[0].uid)
    state = in_combat(state, ((0, 0), (1, 0)), (("monster", "kobold", 0),))
    together = hero_values(state, 0, state.seats[0].stacks[0].uid)
    assert together[ATK] == alone[ATK] + 1


def test_festivals_and_instances_add_their_values() -> None:
    state = with_stack(new(("warrior",)), 0, ("fighter",))
    uid = state.seats[0].stacks[0].uid
    base = hero_values(state, 0, uid)
    state = evolve(state, festival=(0, code("crystal_cove")))
    assert hero_values(state, 0, uid)[DMG] == base[DMG] + 1
    seat = state.seats[0]
    state = state.with_seat(0, evolve(seat, instances=(code("adventurers_guild_hall"),),
                                      instances_tapped=(False,)))
    assert hero_values(state, 0, uid)[HP] == base[HP] + 1


def test_immunity_and_nausea() -> None:
    state = _solo(("paladin", "potion_of_cure_light_wounds"), ("monster", "scorpion", 0))
    state = evolve(state, quest=evolve(state.quest, foes=replace_at(
        state.quest.foes, 0, evolve(state.quest.foes[0], close=(0,)))))
    state, _ = play(state, "wait")
    assert state.seats[0].stacks[0].afflictions == ()    # a Paladin shrugs off poison
    sick = _solo(("fighter", "potion_of_cure_light_wounds"), ("monster", "kobold", 0))
    stack = evolve(sick.seats[0].stacks[0], afflictions=("nausea",), damage=1)
    sick = sick.with_seat(0, evolve(sick.seats[0], stacks=(stack,)))
    assert not any(a.startswith("use") for a in legal(sick))


def test_diehard_fights_on_at_zero() -> None:
    state = _solo(("fighter", "diehard"), ("monster", "kobold", 0))
    stack = state.seats[0].stacks[0]
    top = hero_values(state, 0, stack.uid)[HP]
    state = state.with_seat(0, evolve(state.seats[0], stacks=(evolve(stack, damage=top),)))
    assert "close m1" in legal(state)


def test_slay_twin_attacks_and_vanish() -> None:
    state = _solo(("rogue", "assassin-1", "assassin-2", "assassin-3", "toughness"),
                  ("monster", "zombie", 0))
    state = evolve(state, quest=evolve(state.quest, foes=replace_at(
        state.quest.foes, 0, evolve(state.quest.foes[0], damage=1))))
    assert "use assassin-3 m1" in legal(state)       # 3 HP left: within reach of Assassinate
    after, _ = play(state, "use assassin-3 m1")
    assert after.quest.foes[0].done
    twin = _solo(("fighter", "fighter-1", "cleave", "great_cleave"), ("monster", "zombie", 0),
                 ("monster", "kobold", 0))
    twin = evolve(twin, quest=evolve(twin.quest, foes=replace_at(
        twin.quest.foes, 0, evolve(twin.quest.foes[0], close=(0,)))))
    after, _ = play(twin, "use great_cleave m1")
    assert after.quest.foes[0].done                  # two hits of DMG 4 on a 4-HP Zombie
    hide = _solo(("wizard", "invisibility"), ("monster", "zombie", 0), ("monster", "kobold", 0))
    after, _ = play(hide, "use invisibility")
    assert all(f.focus == -1 for f in after.quest.foes[:2])


def test_banking_abilities_and_public_instances() -> None:
    state = new(("divine",))
    state = with_stack(state, 0, ("cleric",), tapped=True, damage=2)
    seat = state.seats[0]
    state = state.with_seat(0, evolve(seat, instances=(code("house_jorasco"),
                                                       code("training_grounds")),
                                      instances_tapped=(False, False),
                                      discard=(code("bless"),)))
    state = evolve(state, phase=Phase.BANKING, quest=None)
    assert {"use house_jorasco s1", "use training_grounds s1"} <= legal(state)
    state, _ = play(state, "use house_jorasco s1", "use training_grounds s1")
    stack = state.seats[0].stacks[0]
    assert stack.damage == 0 and not stack.hero_tapped
    state = with_stack(state, 0, ("cleric",))
    assert "use s1 cleric bless" in legal(state)     # the Cleric takes a spell back
    state, _ = play(state, "use s1 cleric bless")
    assert code("bless") in state.seats[0].hand and state.seats[0].stacks[0].hero_tapped


def test_tutor_searches_the_deck() -> None:
    state = new(("warrior",))
    state = with_stack(state, 0, ("fighter", "power_attack"))
    state = with_hand(state, 0, ())
    state = evolve(state, phase=Phase.BANKING, quest=None)
    state, _ = play(state, "use s1 power_attack")
    hand = state.seats[0].hand
    assert len(hand) == 1
    from game.ddo.content import catalogue
    assert catalogue().loot[hand[0]].slot == "weapon"


def test_what_a_tutor_finds_is_shown_behind_an_undo_barrier() -> None:
    """The card found is the first of its kind in the deck's hidden order: showing it is
    news to the table, so undo must stop there (found by the conformance twins)."""
    state = new(("warrior",))
    state = with_stack(state, 0, ("fighter", "power_attack"))
    state = evolve(with_hand(state, 0, ()), phase=Phase.BANKING, quest=None)
    _, events = play(state, "use s1 power_attack")
    found = [e for e in events if " finds " in e.text(("P1",))]
    assert found and all(e.barrier for e in found)


def test_def_counts_shields_and_armor() -> None:
    state = with_stack(new(("warrior",)), 0, ("fighter", "chainmail", "heavy_shield"))
    assert hero_values(state, 0, state.seats[0].stacks[0].uid)[DEF] == 5
