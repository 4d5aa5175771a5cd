"""What a hand means on DDO's table, read by the engine (game/ddo/places.py): a Hero that
cannot shoot, dragged onto a monster, steps up to it; a Loot card dropped on a card of a
Hero's stack deploys onto that Hero; one dropped on a teammate's Hero is refused with the
rule that says whose Heroes take it (issue 20: each failed before its fix)."""

from __future__ import annotations

from game.core.actions import act
from game.core.gestures import Gesture
from game.ddo.rules import RULES
from tests.ddo.ddo_helpers import code, in_combat, new, with_stack
from tests.ddo.test_ddo_document_rules import set_foe


def _fighter_facing_a_kobold(close: tuple[int, ...] = ()):  # type: ignore[no-untyped-def]
    state = with_stack(new(("warrior",)), 0, ("fighter",))
    state = in_combat(state, ((0, 0),), (("monster", "kobold", 0), ("monster", "zombie", 0)))
    return set_foe(state, 1, close=close) if close else state


def test_a_hero_that_cannot_shoot_dragged_onto_a_monster_steps_up_to_it() -> None:
    state = _fighter_facing_a_kobold()
    obs = RULES.observe(state, 0)
    uid = state.quest.line[0].uid
    assert act("ranged", "m1") not in RULES.legal_actions(state)   # the Fighter has no RNG
    found = RULES.find_action(obs, Gesture(f"hero:{uid}", "foe:0"))
    assert found == act("close", "m1")
    assert RULES.check(state, found) is None


def test_a_hero_in_close_combat_elsewhere_is_told_to_fall_back_first() -> None:
    state = _fighter_facing_a_kobold(close=(0,))   # in Close Combat with the zombie
    obs = RULES.observe(state, 0)
    found = RULES.find_action(obs, Gesture(f"hero:{state.quest.line[0].uid}", "foe:0"))
    assert found == act("ranged", "m1")
    refusal = RULES.check(state, found)
    assert refusal is not None and "fall back" in refusal.reason and "Close Combat" in refusal.reason


def test_a_loot_card_dropped_on_a_stack_card_deploys_onto_that_hero() -> None:
    state = with_stack(new(("warrior",)), 0, ("fighter", "chainmail"))
    state = state.with_seat(0, state.seats[0].__class__(**{**state.seats[0].__dict__, "hand": (code("cleave"),)}))
    obs = RULES.observe(state, 0)
    uid = state.seats[0].stacks[0].uid
    found = RULES.find_action(obs, Gesture(f"hand:0:{code('cleave')}:0", f"stk:{uid}:1"))
    assert found == act("deploy", "cleave", "s1")


def test_a_loot_card_dropped_on_a_teammates_hero_names_whose_heroes_take_it() -> None:
    state = new(("warrior", "arcane"))
    seat = RULES.to_act(state)
    other = 1 - seat
    hand = state.seats[seat].hand
    obs = RULES.observe(state, seat)
    found = RULES.find_action(obs, Gesture(f"hand:{seat}:{hand[0]}:0", f"hero:{state.seats[other].stacks[0].uid}"))
    assert found is not None
    refusal = RULES.check(state, found)
    assert refusal is not None and "teammate" in refusal.reason and "your own Heroes" in refusal.reason
