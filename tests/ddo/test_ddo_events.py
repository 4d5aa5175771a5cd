"""DDO's events are typed facts: a table reads who, how much and the HP left from fields,
never from the log's sentence; barriers are exactly the facts that resolve chance."""

from __future__ import annotations

import random

from game.core.contract import GameConfig
from game.ddo.content import catalogue
from game.ddo.events import (
    DdoEvent, Deployed, LootDrawn, QuestDrawn, QuestEnd, QuestEnded, TopCardShown,
)
from game.ddo.fight_events import BossWoke, HeroClosed, MonsterClosed, MonsterDrawn
from game.ddo.harm_events import FoeDefeated, FoeHurt, HeroFell, HeroHealed, HeroHurt
from game.ddo.policy import choose
from game.ddo.rules import RULES
from game.ddo.stats import current_hp, foe_hp
from tests.ddo.ddo_helpers import in_combat, new, play, with_stack
from tests.ddo.test_ddo_combat import fighter_vs, set_foe

BARRIERS = {"LootDrawn", "LootShuffled", "MonsterDeckShuffled", "TopCardShown", "CardFound",
            "QuestDrawn", "MonsterDrawn", "RaidQuestTurned"}


def _events_of_games(seats: int, games: int) -> list[DdoEvent]:
    found: list[DdoEvent] = []
    for seed in range(games):
        rng = random.Random(seed)
        state = RULES.new_game(GameConfig.make(seats), seed)
        found.extend(RULES.opening_events(state))  # type: ignore[arg-type]
        while RULES.outcome(state) is None:
            state, events = RULES.apply(state, choose(state, RULES.legal_actions(state), rng))
            found.extend(events)  # type: ignore[arg-type]
    return found


def test_every_event_is_typed_told_in_words_and_a_barrier_only_when_chance_is_resolved() -> None:
    events = _events_of_games(2, 3)
    names = ("Ana", "Ben")
    kinds = set()
    for event in events:
        assert isinstance(event, DdoEvent) and event.kind, event
        text = event.text(names)
        assert text and "{" not in text and "None" not in text, text
        assert event.barrier == (type(event).__name__ in BARRIERS), type(event).__name__
        assert event.private_to is None          # hands are open: nothing is private
        kinds.add(type(event).__name__)
    assert {"HeroHurt", "FoeHurt", "FoeDefeated", "LootDrawn", "MonsterDrawn", "QuestDrawn",
            "Deployed", "HeroSent", "QuestEnded", "BossWoke"} <= kinds


def test_a_monsters_blow_names_the_hero_the_attacker_the_amount_and_the_hp_left() -> None:
    state = fighter_vs(("monster", "zombie", 0), keys=("fighter", "belt_of_giant_strength"))
    state = set_foe(state, 0, close=(0,))
    after, events = play(state, "wait")
    hurt = [e for e in events if isinstance(e, HeroHurt)]
    assert len(hurt) == 1
    blow = hurt[0]
    fighter = after.quest.line[0]
    assert (blow.hero.seat, blow.hero.uid, blow.hero.place, blow.hero.name) == (0, fighter.uid, 0, "Fighter")
    assert blow.by is not None and blow.by.ref == "m1" and blow.cause == "melee"
    assert blow.amount == 3 and blow.hp_after == current_hp(after, 0, fighter.uid) == 3
    assert blow.text(("Ana",)) == "Ana's Fighter (h1) loses 3 HP (Zombie's melee attack)"


def test_a_heros_attack_names_the_foe_the_hero_the_roll_and_a_fall_wakes_the_boss() -> None:
    state = set_foe(fighter_vs(("monster", "kobold", 0)), 0, close=(0,))
    after, events = play(state, "melee m1")
    hit = next(e for e in events if isinstance(e, FoeHurt))
    assert hit.foe.ref == "m1" and hit.by is not None and hit.by.place == 0
    assert (hit.amount, hit.value, hit.defence, hit.cause) == (2, 2, 0, "melee")
    assert hit.hp_after == foe_hp(after, after.quest.foes[0]) == -1
    fell = next(e for e in events if isinstance(e, FoeDefeated))
    assert fell.foe.ref == "m1" and fell.dead
    woke = next(e for e in events if isinstance(e, BossWoke))
    assert woke.foe.ref == "b" and woke.focus is not None and woke.focus.place == 0
    closed = next(e for e in events if isinstance(e, MonsterClosed))
    assert closed.foe.ref == "b" and closed.hero.place == 0
    assert hit.text(("Ana",)) == "Kobold (m1) loses 2 HP (Ana's Fighter (h1)'s melee attack, 2 against DEF 0)"


def test_healing_is_an_event_with_the_amount_and_the_hp_after() -> None:
    state = with_stack(new(("warrior",)), 0, ("fighter", "potion_of_cure_light_wounds"), damage=3)
    state = in_combat(state, ((0, 0),), (("monster", "zombie", -1),))
    after, events = play(state, "use potion_of_cure_light_wounds h1")
    healed = [e for e in events if isinstance(e, HeroHealed)]
    assert len(healed) == 1 and healed[0].hero.place == 0
    uid = after.quest.line[0].uid
    assert healed[0].amount == 2 and healed[0].hp_after == current_hp(after, 0, uid)


def test_a_hero_falling_closing_and_deploying_carry_their_references() -> None:
    state = fighter_vs(("monster", "zombie", 0), keys=("fighter",))
    state = set_foe(state, 0, close=(0,))
    state = play(state, "wait")[0]
    after, events = play(state, "wait")
    fell = [e for e in events if isinstance(e, HeroFell)]
    assert fell and fell[0].hero.uid == after.seats[0].stacks[0].uid
    state = fighter_vs(("monster", "hobgoblin", 0))
    _, events = play(state, "close m1")
    close = next(e for e in events if isinstance(e, HeroClosed))
    assert close.foe.ref == "m1" and close.hero.place == 0 and close.drew_focus


def test_set_up_and_turn_facts() -> None:
    state = new(("warrior", "warrior"), seed=2)
    shown = [e for e in state.opening if isinstance(e, TopCardShown)]
    drawn = [e for e in state.opening if isinstance(e, LootDrawn)]
    assert len(shown) >= 2 and all(e.barrier for e in shown + drawn) and len(drawn) == 10
    state = with_stack(state, state.leader, ("fighter",))
    leader = state.leader
    card = state.seats[leader].hand[0]
    key = catalogue().loot[card].key
    legal = [str(a) for a in RULES.legal_actions(state) if str(a).startswith(f"deploy {key}")]
    if legal:
        _, events = play(state, legal[0])
        deployed = next(e for e in events if isinstance(e, Deployed))
        assert deployed.card == key and deployed.seat == leader and not deployed.barrier
    _, events = play(state, "done")
    assert any(isinstance(e, QuestDrawn) and e.barrier for e in events)
    ended = QuestEnded(QuestEnd.STUCK, puzzle="Sealed Door")
    assert ended.kind == "lost" and not ended.won
    assert ended.text(()) == "Nobody here can solve the Sealed Door: the quest is lost"
    assert MonsterDrawn("kobold", "Kobold").barrier
