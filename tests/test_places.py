"""What a hand does, asked of every registered game's engine (game/core/gestures.py).

From seeded random playouts, at every position and for the observation of the seat to act:
every legal action has one gesture in the game's own places, and `find_action` reads that
gesture back as that very action (python-chess's find_move); no two legal actions share a
hand move (a drag, a click on a place); a power card's drag means the click it stands for; a
formality is one of the legal actions. And `find_action` never raises on any pair of places,
sensible or not: what it names the engine's `check` refuses with a reason, without raising.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from game import registry
from game.core.contract import GameConfig, Rules
from game.core.gestures import Gesture

GAMES = registry.available_games()
NONSENSE = ("", "x", ":", "hand:", "hand:nothing", "slot:9:99", "slot:-1:-1", "part:0:0:9", "track:7",
            "deck:x", "song:none", "loc:Nowhere", "st:Nobody", "die:0", "die:99", "partner:7", "card:999:0",
            "hero:999", "foe:-1", "pet:5", "dancer:9z", "lead:5", "hand:9", "judge:none", "recover:x+y",
            "drawn:x:0", "icon:none", "contact:Nobody", "stk:999:1", "inst:0:999:0", "play:9", "discard:9")


def configs(game_id: str) -> list[GameConfig]:
    entry = registry.entry(game_id)
    if not entry.modes:
        low, high = entry.seats
        return [GameConfig.make(n) for n in sorted({low, high})]
    return [GameConfig.make(n, mode=spec.name) for spec in entry.modes for n in sorted(set(spec.seats))]


def _places(gesture: Gesture) -> list[str]:
    return [p for p in (gesture.source, gesture.target, gesture.drag_from) if p is not None]


def check_position(rules: Rules[Any, Any, Any], state: Any, seen: set[str], rng: random.Random) -> int:
    """Every promise at one position; returns how many non-button gestures it held."""
    seat = rules.to_act(state)
    assert seat is not None
    obs = rules.observe(state, seat)
    legal = rules.legal_actions(state)
    hands: dict[tuple[str | None, str | None, str | None], Any] = {}
    for action in legal:
        made = rules.gesture(obs, action)
        seen.update(_places(made))
        if made.is_button:
            continue
        key = (made.source, made.target, made.variant)
        assert key not in hands, f"{action} and {hands[key]} share the hand move {key}"
        hands[key] = action
        assert rules.find_action(obs, made) == action, f"{made} does not read back as {action}"
        if made.drag_from is not None:   # the power card dragged onto the target: the same click
            dragged = Gesture(made.drag_from, made.target, made.variant)
            assert rules.find_action(obs, dragged) == action, f"{dragged} does not read back as {action}"
        if made.click_too:
            assert made.source is not None
    done = rules.formality(obs, legal)
    assert done is None or done in legal
    variants = [None] + sorted({v for v in (rules.gesture(obs, a).variant for a in legal) if v is not None})
    places = sorted(seen) + list(NONSENSE)
    for _ in range(12):
        source = rng.choice([None, *places])
        made = Gesture(source, rng.choice([None, *places]), rng.choice(variants))
        found = rules.find_action(obs, made)
        if found is not None:
            rules.check(state, found)   # a refusal is a value, never an exception
    return len(hands)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_legal_action_has_one_gesture_that_reads_back(game_id: str) -> None:
    rules = registry.rules(game_id)
    seen: set[str] = set()
    positions = gestures = 0
    for n, config in enumerate(configs(game_id)):
        for seed in range(3):
            rng = random.Random(seed * 31 + n)
            state = rules.new_game(config, seed)
            steps = 0
            while rules.outcome(state) is None and steps < 700:
                gestures += check_position(rules, state, seen, rng)
                positions += 1
                legal = rules.legal_actions(state)
                state, _ = rules.apply(state, legal[rng.randrange(len(legal))])
                steps += 1
    assert positions > 100 and gestures > positions // 2   # the playouts reached hands, not only buttons
