"""DDO's table tells a move step by step (scenes/tables/ddo_story.py): a monster phase as beats at
the AI pace, damage and healing as numbers that fly, the Raid's three Quests turning one at a
time, the next move held until the telling ends; and a tapped Hero stands upright, marked."""

from __future__ import annotations

import random
from typing import Any

from game import registry
from game.core.contract import GameConfig
from game.ddo.events import CardUsed, Deployed, FoeRef, HeroRef
from game.ddo.fight_events import MonsterClosed, RaidQuestTurned
from game.ddo.content import catalogue
from game.ddo.harm_events import HeroHealed, HeroHurt
from game.ddo.state import Phase, State
from scenes.app import App
from scenes.flow import start_game
from tests.scenes.driving import frames

NAMES = ("Ana", "Ben", "Cy", "Di")


def _view() -> Any:
    from scenes.tables.ddo import DdoTable
    view = DdoTable(registry.rules("ddo"))
    view.seat_names = NAMES
    return view


def _play_until(seats: int, seed: int, done: Any) -> State:
    """Seeded random play (every Hero to the Raid) until `done` holds: the engine alone."""
    rules = registry.rules("ddo")
    rng = random.Random(seed)
    state = rules.new_game(GameConfig.make(seats), seed)
    for _ in range(5000):
        if done(state):
            return state
        assert rules.outcome(state) is None, "the game ended before the position came"
        legal = rules.legal_actions(state)
        joins = [a for a in legal if a.verb == "join"] if state.phase is Phase.RAID_JOIN else []
        calm = [a for a in legal if a.verb not in ("retreat", "wait")] or list(legal)
        state, _ = rules.apply(state, joins[0] if joins else rng.choice(calm))
    raise AssertionError("the position never came")


def test_a_monster_phase_is_told_beat_by_beat_and_damage_flies() -> None:
    rules = registry.rules("ddo")
    view = _view()
    state = _play_until(2, 3, lambda s: s.phase is Phase.COMBAT)
    obs = rules.observe(state, 0)
    view.layout(obs, 0, NAMES[:2], (960, 720))
    fighter, kobold = HeroRef(0, state.quest.line[0].uid, "Fighter", 0), FoeRef("m1", "Kobold")
    events = (Deployed(0, "longsword", "Longsword"),   # not told: the log has it
              MonsterClosed(kobold, fighter),
              HeroHurt(fighter, 3, 1, "melee", "Kobold", kobold))
    view.played(events, 1, 0.5)
    view.layout(obs, 0, NAMES[:2], (960, 720))
    assert view.holding()
    view.update(0.01, obs)
    assert view.story.current.text == "Kobold closes in on Ana's Fighter (h1)" and not view.story.flying
    view.update(0.5, obs)
    assert view.story.current.text.startswith("Ana's Fighter (h1) loses 3 HP")
    flying = view.story.flying
    assert [f.text for f in flying] == ["−3"] and flying[0].key == view.hero_key(state.quest.line[0].uid)
    assert view.story.shown == 2 and view.story.total == 2     # "2/2" in the caption
    view.update(0.5, obs)
    assert not view.holding()
    view.played(events, 1, 0.0)                                  # animation off: nothing is held
    assert not view.holding()


def test_healing_flies_as_the_engine_tells_it() -> None:
    """The "+n" comes from the engine's healing event, not from a change in the Hero's HP."""
    rules = registry.rules("ddo")
    view = _view()
    hurt = _play_until(2, 3, lambda s: s.phase is Phase.COMBAT and any(
        seat.stack(f.uid).damage > 0 for f in s.quest.line for seat in [s.seats[f.seat]]))
    view.layout(rules.observe(hurt, 0), 0, NAMES[:2], (960, 720))
    fighter = next(f for f in hurt.quest.line if hurt.seats[f.seat].stack(f.uid).damage > 0)
    from game.ddo.state import evolve
    owner = hurt.seats[fighter.seat]
    healed_stack = evolve(owner.stack(fighter.uid), damage=0)
    index = owner.stack_index(fighter.uid)
    healed = hurt.with_seat(fighter.seat, evolve(owner, stacks=owner.stacks[:index] + (healed_stack,)
                                                 + owner.stacks[index + 1:]))
    amount = hurt.seats[fighter.seat].stack(fighter.uid).damage
    hero = HeroRef(fighter.seat, fighter.uid, "Fighter", 0)
    view.played((CardUsed(fighter.seat, "potion_of_cure_light_wounds", "a potion"),
                 HeroHealed(hero, amount, 9, "Potion of Cure Light Wounds")), fighter.seat, 0.5)
    view.layout(rules.observe(healed, 0), 0, NAMES[:2], (960, 720))
    assert [(f.key, f.text) for f in view.story.flying] == [(view.hero_key(fighter.uid), f"+{amount}")]


def test_a_card_that_raises_a_heros_hp_total_heals_nobody() -> None:
    """Deploying +1 HP raises the HP left with the total: no healing happened, none flies (the
    table computed it from HP before and after, and showed a "+1")."""
    rules = registry.rules("ddo")
    view = _view()
    state = rules.new_game(GameConfig.make(2), 21)
    seat = state.leader
    view.layout(rules.observe(state, seat), seat, NAMES[:2], (960, 720))
    raise_hp = next(a for a in rules.legal_actions(state) if a.verb == "deploy" and len(a.args) == 2
                    and catalogue().card(a.args[0]).stats[4] > 0)
    after, events = rules.apply(state, raise_hp)
    view.played(tuple(events), seat, 0.5)
    view.layout(rules.observe(after, seat), seat, NAMES[:2], (960, 720))
    assert not [f for f in view.story.flying if f.text.startswith("+")]


def test_the_raids_three_quests_turn_over_one_at_a_time() -> None:
    rules = registry.rules("ddo")
    view = _view()
    raid = _play_until(4, 11, lambda s: s.quest is not None and s.quest.raid and s.phase is Phase.COMBAT)
    obs = rules.observe(raid, 0)
    view.layout(obs, 0, NAMES, (960, 720))
    events = tuple(RaidQuestTurned(FoeRef(f"m{n + 1}", f"boss {n}"), "quest", "a quest") for n in range(3))
    view.played(events, 0, 0.4)
    view.layout(obs, 0, NAMES, (960, 720))
    assert len(view.story.hidden) == 3
    still = []
    for _ in range(3):
        view.update(0.01, obs)
        still.append(len(view.story.hidden))
        view.update(0.4, obs)
    assert still == [2, 1, 0] and not view.holding()


def test_a_tapped_hero_stands_upright_marked_in_words() -> None:
    """Issue 25: a tapped Hero was painted sideways (rotated type in a cramped frame); it stands
    upright with "⟲ TAPPED" across its foot, and a tapped stack card says "⟲" in its band."""
    rules = registry.rules("ddo")
    view = _view()
    state = _play_until(2, 5, lambda s: s.phase is Phase.BUILD and s.quest is None and any(
        st.hero_tapped for seat in s.seats for st in seat.stacks))
    layout = view.layout(rules.observe(state, 0), 0, NAMES[:2], (960, 720))
    spots = {spot.key: spot for spot in layout.cards}
    for seat in state.seats:
        for stack in seat.stacks:
            spot = spots[view.hero_key(stack.uid)]
            assert spot.angle == 0
            assert (spot.back.flag == "⟲ TAPPED") == stack.hero_tapped
            for n, tapped in enumerate(stack.tapped[1:], 1):
                assert spots[view.tile_key(stack.uid, n)].angle == 0
                assert spots[view.tile_key(stack.uid, n)].back.tapped == tapped


def test_the_next_move_waits_for_the_telling(app: App) -> None:
    table = start_game(app, "ddo", ("AI 1", "AI 2"), ("easy", "easy"), seed=3, autosave=False)
    for _ in range(6000):
        frames(app)
        if table.view.holding():
            break
    assert table.view.holding() and table.animating
    steps = len(table.match.steps)
    while table.view.holding():
        frames(app)
        assert len(table.match.steps) == steps       # nothing is played while a move is being told
