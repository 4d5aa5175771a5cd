"""DDO as the rule document says (issue 22): a spell's targets are fixed as it is cast,
no straightening in a quest, no second charge from Close Combat, a hex at a boss, the
Party Leader opening the Raid's turns, objectives whose penalty falls on the party, and
the healing between quests."""

from __future__ import annotations

from game.ddo.content import catalogue
from game.ddo.rules import RULES
from game.ddo.state import Fighter, Foe, Phase, Quest, evolve, replace_at
from game.ddo.stats import foe_values
from tests.ddo.ddo_helpers import (
    code, in_combat, legal, lines, monster, new, play, quest_code, with_stack,
)


def set_foe(state, index, **changes):  # type: ignore[no-untyped-def]
    quest = state.quest
    return evolve(state, quest=evolve(quest, foes=replace_at(quest.foes, index,
                                                             evolve(quest.foes[index], **changes))))


# -- a spell's targets are fixed when it is cast ---------------------------------------------

def test_a_fireball_that_wakes_the_boss_does_not_hit_it() -> None:
    """The Fireball fells the last Monster card, the boss wakes and acts; the same Fireball
    must not then hit it: "The Quest boss cannot be damaged or affected while inactive"."""
    state = with_stack(new(("arcane",)), 0, ("wizard", "fireball"))
    state = in_combat(state, ((0, 0),), (("monster", "kobold", 0),))   # 1 HP
    after, events = play(state, "use fireball")
    quest = after.quest
    assert quest.foes[0].done and quest.awake
    assert quest.foes[quest.boss].damage == 0
    assert not any("Iron Defender (b) loses" in line for line in lines(events))


def test_a_blast_that_fells_the_last_quest_boss_spares_the_raid_boss() -> None:
    state = with_stack(new(("arcane",)), 0, ("wizard", "fireball"))
    line = (Fighter(0, state.seats[0].stacks[0].uid),)
    raid_quests = [quest_code(k) for k in ("the_low_road", "waterworks", "information_is_key")]
    foes = (Foe("quest", raid_quests[0], done=True), Foe("quest", raid_quests[1], done=True),
            Foe("quest", raid_quests[2], focus=0, damage=2), Foe("raid", 0))  # the last: 1 HP left
    state = evolve(state, phase=Phase.COMBAT, quest=Quest(-1, line, foes), waiting=())
    after, _ = play(state, "use fireball")
    quest = after.quest
    assert quest.foes[2].done and quest.awake
    assert quest.foes[3].damage == 0


def test_a_party_trap_hits_the_heroes_standing_when_it_goes_off() -> None:
    state = with_stack(new(("warrior", "divine")), 0, ("fighter",), damage=0)
    state = with_stack(state, 1, ("cleric",))
    state = in_combat(state, ((0, 0), (1, 0)), (("monster", "gas_vent", -1), ("monster", "zombie", 0)))
    after, events = play(state, "trigger m1")
    assert after.seats[0].stacks[0].damage == 1 and after.seats[1].stacks[0].damage == 1
    assert sum("Gas Vent" in line and "loses 1 HP" in line for line in lines(events)) == 2


# -- Close Combat -------------------------------------------------------------------------

def test_a_hero_in_close_combat_may_not_charge_another_monster() -> None:
    """The document: "Characters may not take this action when they are already in Close
    Combat"."""
    state = with_stack(new(("warrior",)), 0, ("fighter",))
    state = in_combat(state, ((0, 0),), (("monster", "zombie", 0), ("monster", "kobold", 0)))
    assert {"close m1", "close m2"} <= legal(state)
    engaged = set_foe(state, 0, close=(0,))
    assert "close m2" not in legal(engaged) and "melee m1" in legal(engaged) and "back" in legal(engaged)
    refusal = RULES.check(engaged, RULES.read_action(engaged, "close m2"))
    assert refusal is not None and "fall" in refusal.reason and "another monster" in refusal.reason


# -- Quicken Spell --------------------------------------------------------------------------

def test_quicken_spell_straightens_nothing_and_casts_a_spell_twice() -> None:
    """The document: "Cards do not straighten during the Quest Phase at all excepting Heroes": Quicken
    Spell no longer straightens the stack; it casts one of the Hero's spells, twice."""
    state = with_stack(new(("arcane",)), 0, ("wizard", "quicken_spell", "magic_missile",
                                              "wand_of_magic_missile"), damage=3)   # 1 HP left
    owner = state.seats[0]
    stack = evolve(owner.stacks[0], tapped=(False, False, False, True))   # the wand is tapped
    state = state.with_seat(0, evolve(owner, stacks=(stack,)))
    state = in_combat(state, ((0, 0),), (("monster", "zombie", 0),))
    assert "use quicken_spell" not in legal(state)
    assert "use quicken_spell magic_missile m1" in legal(state)
    after, events = play(state, "use quicken_spell magic_missile m1")
    hero = after.seats[0].stacks[0]
    assert hero.tapped[-1], "the tapped wand stays tapped"
    assert [catalogue().loot[c].key for c in hero.cards] == ["wizard", "wand_of_magic_missile"]
    assert after.quest.foes[0].damage == 2          # 1 HP of damage (current HP), twice
    assert any("again (quickened)" in line for line in lines(events))


def test_a_quickened_fireball_hits_twice_only_the_foes_there_when_cast() -> None:
    state = with_stack(new(("arcane",)), 0, ("wizard", "quicken_spell", "fireball"))
    state = in_combat(state, ((0, 0),), (("monster", "zombie", 0), ("monster", "kobold", 0)))
    after, _ = play(state, "use quicken_spell fireball")
    quest = after.quest
    assert quest.foes[0].damage == 4 and quest.foes[1].done      # the Zombie twice; the Kobold fell
    assert quest.foes[0].done and quest.awake and quest.foes[quest.boss].damage == 0


# -- a hex at a boss ---------------------------------------------------------------------------

def test_a_hex_at_a_boss_does_nothing_but_draw_its_focus() -> None:
    """Bosses are immune to Afflictions, and casting any spell on a monster draws its
    focus: the hex is cast, the boss turns on the caster and is not held."""
    state = with_stack(new(("warrior", "arcane")), 0, ("fighter",))
    state = with_stack(state, 1, ("wizard", "hold_monster"))
    state = in_combat(state, ((0, 0), (1, 0)), (), awake=True, turn=1)
    assert state.quest.foes[-1].focus == 0
    assert "use hold_monster b" in legal(state)
    after, events = play(state, "use hold_monster b")
    boss = after.quest.foes[after.quest.boss]
    assert boss.focus == 1 and boss.afflictions == () and not boss.tapped
    assert any("immune to Paralysis" in line for line in lines(events))
    asleep = in_combat(state, ((0, 0), (1, 0)), (("monster", "zombie", 0),), turn=1)
    assert "use hold_monster b" not in legal(asleep)      # inactive: not even that


# -- the Raid: the Party Leader opens the Heroes' turns -------------------------------------

def test_the_party_leader_opens_the_raid_turns_after_the_line_is_reordered() -> None:
    state = new(("warrior", "divine"))
    state = with_stack(state, 0, ("fighter",))
    state = with_stack(state, 1, ("cleric",))
    state = evolve(state, quest_deck=(), leader=0, phase=Phase.BUILD)
    state, _ = play(state, "done", "join s1", "done", "join s1", "done", "first h2")
    quest = state.quest
    assert [f.seat for f in quest.line] == [1, 0]
    assert RULES.to_act(state) == 0 and quest.turn == 1    # the Leader's Hero, second in line
    state, _ = play(state, "wait")
    assert RULES.to_act(state) == 1 and state.quest.turn == 0   # then round the line


# -- optional objectives ---------------------------------------------------------------------

def test_an_objective_whose_penalty_falls_on_the_whole_party() -> None:
    scout = catalogue().monsters[monster("rescue_the_scout")]
    assert scout.party_penalty == 1 and scout.penalty == 0
    state = with_stack(new(("warrior", "divine")), 0, ("fighter",))
    state = with_stack(state, 1, ("cleric",))
    state = in_combat(state, ((0, 0), (1, 0)), (("monster", "rescue_the_scout", -1),
                                                  ("monster", "zombie", 0)))
    hands = [len(s.hand) for s in state.seats]
    after, _ = play(state, "complete m1")
    assert [after.seats[s].stacks[0].damage for s in (0, 1)] == [1, 1]
    assert [len(s.hand) for s in after.seats] == [hands[0] + 1, hands[1] + 1]
    chest = catalogue().monsters[monster("hidden_chest")]     # the completing Hero's alone
    assert chest.penalty == 2 and chest.party_penalty == 0


# -- healing between quests -------------------------------------------------------------------

def _home_wounded(rest: bool):  # type: ignore[no-untyped-def]
    state = new(("warrior", "divine"), rest=rest)
    leader, other = state.leader, 1 - state.leader
    state = with_stack(state, other, ("cleric",), tapped=True, damage=2)
    state = with_stack(state, other, ("cleric", "race-warforged"), index=1, tapped=True, damage=2)
    state = evolve(state, phase=Phase.REWARD, quest=None, waiting=(leader,))
    state = state.with_seat(leader, evolve(state.seats[leader], hand=(code("longsword"),)))
    state, _ = play(state, "discard longsword", "done")       # Banking, then the next Build
    assert state.leader == other and state.phase is Phase.BUILD
    return state.seats[other].stacks


def test_only_the_warforged_heal_between_quests_as_the_document_says() -> None:
    plain, forged = _home_wounded(rest=False)
    assert not plain.hero_tapped and plain.damage == 2     # straightened, still wounded
    assert forged.damage == 0                                # repaired at Banking


def test_the_rest_option_heals_at_the_owners_build() -> None:
    plain, forged = _home_wounded(rest=True)
    assert plain.damage == 0 and forged.damage == 0


def test_the_raid_boss_and_quests_come_from_the_chosen_pack() -> None:
    state = new(("warrior",), pack="threnal")
    cat = catalogue()
    threnal = cat.pack("threnal")
    assert set(state.quest_deck + state.raid_quests) == set(threnal.quest_codes)
    assert set(state.monster_deck) <= set(threnal.monster_codes)
    state = with_stack(evolve(state, quest_deck=(), leader=0), 0, ("fighter",))
    state, _ = play(state, "done", "join s1", "done")
    raid = state.quest.foes[-1]
    assert raid.source == "raid" and cat.raids[raid.code].name == "The Dreamer Beneath"
    assert foe_values(state, raid)[4] == cat.raids[raid.code].stats[4] + cat.raids[raid.code].hp_per_hero
