"""DDO: committing Heroes, drawing monsters, Banking and the next Leader, and the Raid."""

from __future__ import annotations

from game.core.contract import Termination
from game.ddo.rules import RULES, RaidEnd
from game.ddo.state import Foe, Phase, evolve, replace_at
from tests.ddo.ddo_helpers import code, legal, monster, new, play, quest_code, with_stack


def test_one_monster_per_committed_hero_focused_on_it() -> None:
    state = new(("warrior", "divine", "arcane"), monster_top=("zombie", "kobold", "wolf", "rat"),
                quest_order=("information_is_key",))
    state, _ = play(state, "done")
    assert state.phase is Phase.COMMIT and state.waiting == (0, 1, 2)
    state, _ = play(state, "commit s1", "pass", "commit s1")
    quest = state.quest
    assert [(f.seat) for f in quest.line] == [0, 2]
    monsters = [(f.code, f.focus) for f in quest.foes[:-1]]
    # the Wolf calls one more monster onto the same Hero
    assert monsters == [(monster("zombie"), 0), (monster("kobold"), 1), (monster("wolf"), 1),
                        (monster("rat"), 1)] or monsters[:2] == [(monster("zombie"), 0),
                                                                 (monster("kobold"), 1)]
    assert quest.foes[-1].source == "quest" and not quest.awake
    assert RULES.to_act(state) == 0


def test_a_quest_rule_discards_and_replaces_traps() -> None:
    state = new(("warrior",), monster_top=("spear_trap", "kobold"), quest_order=("the_low_road",))
    state, _ = play(state, "done", "commit s1")
    kinds = [f.code for f in state.quest.foes[:-1]]
    assert kinds == [monster("kobold")] and monster("spear_trap") in state.monster_discard


def test_nobody_commits_the_quest_is_lost() -> None:
    state = new(("warrior",))
    quests = state.quests_played
    state, _ = play(state, "done", "pass")
    assert state.phase is Phase.BANKING and state.quests_played == quests + 1
    assert state.quests_won == 0


def test_banking_heals_warforged_and_the_next_seat_leads() -> None:
    state = new(("warrior", "divine"))
    leader = state.leader
    other = 1 - leader
    state = with_stack(state, other, ("cleric", "race-warforged"), tapped=True, damage=2)
    state = with_stack(state, other, ("cleric",), index=1, tapped=True, damage=1)
    state = evolve(state, phase=Phase.BANKING, quest=None)
    from game.ddo.work import Work
    from game.ddo.quest import begin_banking
    w = Work(state)
    begin_banking(w)
    state = w.state
    forged, plain = state.seats[other].stacks[0], state.seats[other].stacks[1]
    assert forged.damage == 0 and not forged.hero_tapped
    assert plain.damage == 1 and plain.hero_tapped
    hand = len(state.seats[other].hand)
    state, _ = play(state, "done")
    assert state.leader == other and state.phase is Phase.BUILD
    assert len(state.seats[other].hand) == hand + 1          # the Build phase's draw
    assert state.seats[other].stacks[1].damage == 0          # straightened and rested
    assert not state.seats[other].stacks[1].hero_tapped


def _raid_ready(decks: tuple[str, ...] = ("warrior", "divine")):
    state = new(decks)
    state = evolve(state, quest_deck=())
    state = with_stack(state, 0, ("fighter",) + tuple(f"fighter-{i}" for i in range(1, 6)))
    state = with_stack(state, 0, ("barbarian",), index=1)
    state = with_stack(state, 1, ("cleric",))
    return evolve(state, leader=0, phase=Phase.BUILD)


def test_the_raid_takes_every_untapped_hero_then_one_reordering() -> None:
    state = _raid_ready()
    state, _ = play(state, "done")
    assert state.phase is Phase.RAID_JOIN and legal(state) == {"join s1", "join s2", "done"}
    state, _ = play(state, "join s1", "join s2", "done", "join s1", "done")
    assert state.phase is Phase.RAID_ORDER and len(state.quest.line) == 3
    state, _ = play(state, "first h3", "keep")
    quest = state.quest
    assert [f.seat for f in quest.line] == [1, 0, 0]
    assert [f.source for f in quest.foes] == ["quest", "quest", "quest", "raid"]
    assert [f.focus for f in quest.foes[:3]] == [0, 1, 2]
    assert not quest.awake and "melee b" not in legal(state) and "close b" not in legal(state)


def test_the_raid_boss_must_die_and_the_game_ends_with_it() -> None:
    state = _raid_ready()
    state, _ = play(state, "done", "join s1", "done", "done")
    quest = state.quest
    done = tuple(evolve(f, done=True) for f in quest.foes[:3])
    boss = Foe("raid", 0, focus=0, close=(0,))
    state = evolve(state, quest=evolve(quest, foes=done + (boss,), awake=True))
    from game.ddo.content import catalogue
    hp = catalogue().raids[0].stats[4] + catalogue().raids[0].hp_per_hero * len(state.quest.line)
    # the Fighter's ATK 5 is not above its DEF 7: each blow takes 1 HP
    at_one = evolve(state, quest=evolve(state.quest, foes=replace_at(
        state.quest.foes, 3, evolve(boss, damage=hp - 1))))
    after, _ = play(at_one, "melee b")       # down to exactly 0: the Raid Boss fights on
    assert after.phase is Phase.COMBAT and not after.quest.foes[3].done
    at_zero = evolve(state, quest=evolve(state.quest, foes=replace_at(
        state.quest.foes, 3, evolve(boss, damage=hp))))
    after, _ = play(at_zero, "melee b")      # below 0: Dead, the Raid and the game won
    assert after.phase is Phase.OVER
    outcome = RULES.outcome(after)
    assert outcome is not None and outcome.termination is Termination.COOP_WIN
    assert outcome.reason is RaidEnd.RAID_WON and outcome.winners == (0, 1)


def test_no_hero_for_the_raid_loses_the_game() -> None:
    state = new(("warrior",))
    state = with_stack(state, 0, ("fighter",), tapped=True)
    state = evolve(state, quest_deck=(), phase=Phase.BANKING)
    state = evolve(state, seats=(evolve(state.seats[0], hand=()),))
    state, _ = play(state, "done")    # the Build straightens her Hero: she can go
    assert state.phase is Phase.BUILD
    state = with_stack(state, 0, ("fighter",), tapped=True)
    state, _ = play(state, "done")
    outcome = RULES.outcome(state)
    assert outcome is not None and outcome.termination is Termination.COOP_LOSS
    assert outcome.reason is RaidEnd.NOBODY_TO_SEND


def test_quest_codes_exist() -> None:
    assert quest_code("waterworks") >= 0 and code("fighter") >= 0


def test_the_raid_boss_grows_with_the_raid() -> None:
    from game.ddo.content import catalogue
    from game.ddo.stats import foe_values
    raid = catalogue().raids[0]
    two = _raid_ready()
    two, _ = play(two, "done", "join s1", "join s2", "done", "done", "keep")
    boss = two.quest.foes[-1]
    assert foe_values(two, boss)[4] == raid.stats[4] + 2 * raid.hp_per_hero
