"""Previews come from the engine and from the seat's eyes only (game/core/preview.py).

For every game, at positions of seeded random playouts and for legal actions spread over
the list: the preview made from the seat's observation is exactly what the move then does
in the true state (`measure`, taken after `apply`), undo line included; and it is what the
move does in a twin the seat cannot tell apart (the game's `redeal`, as the conformance
suite deals them), so no preview says anything that depends on hidden information.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from game import registry
from tests.test_conformance import _sampled_playout, _twin, every_setup

GAMES = registry.available_games()
ACTIONS_PER_STATE = 24
POSITIONS = 40      # per playout, PLAYOUTS per set-up: enough that rare states (a song face
PLAYOUTS = 3        # down to its owner, a trap in the way) come up


def _spread(items: tuple[Any, ...], count: int) -> tuple[Any, ...]:
    stride = max(1, len(items) // count)
    return items[::stride][:count]


def _positions(game_id: str, picks: int, playouts: int = PLAYOUTS) -> list[tuple[Any, Any, int]]:
    rules = registry.rules(game_id)
    found = []
    for config in every_setup(game_id):
        for game in range(playouts):
            found += _from_playout(rules, config, 41 + config.seats + 10 * game, picks)
    return found


def _from_playout(rules: Any, config: Any, seed: int, picks: int) -> list[tuple[Any, Any, int]]:
    found = []
    for state, _ in _sampled_playout(rules, config, seed, picks):
        seat = rules.to_act(state)
        if seat is not None:
            found.append((config, state, seat))
    return found


@pytest.mark.parametrize("game_id", GAMES)
def test_a_preview_is_what_apply_then_does_in_every_world_the_seat_cannot_tell_apart(game_id: str) -> None:
    rules = registry.rules(game_id)
    previewer = registry.previewer(game_id)
    rng = random.Random(5)
    compared = said = 0
    for config, state, seat in _positions(game_id, POSITIONS):
        names = tuple(f"P{n}" for n in range(config.seats))
        observation = rules.observe(state, seat)
        twin = _twin(rules, state, seat, rng)
        for action in _spread(rules.legal_actions(state), ACTIONS_PER_STATE):
            where = f"{config}, seat {seat}: {action}"
            shown = previewer.preview(observation, action, names)
            assert shown == previewer.measure(state, action, seat, names), where
            compared += 1
            said += bool(shown is not None and shown.text)
            if twin is not None and rules.check(twin, action) is None:
                assert previewer.measure(twin, action, seat, names) == shown, f"{where} (in a twin)"
    assert compared >= 20 and said >= compared // 10   # most moves say something (an undo line at least)


def test_ddr_says_misstep_exactly_when_the_rules_count_one() -> None:
    """"misstep: −2" is said before a wrong arrow, a needless Freeze Arrow or an Interference
    laid as your own step — exactly when the song then counts one more misstep."""
    from game.ddr.notation import Interfere, PlayLink, PlayStep
    from game.ddr.scoring import score_song
    rules, previewer = registry.rules("ddr"), registry.previewer("ddr")
    kinds: set[str] = set()
    for _, state, seat in _positions("ddr", 40, 2):
        observation = rules.observe(state, seat)
        for action in rules.legal_actions(state):
            if not isinstance(action, (PlayStep, PlayLink, Interfere)) or state.dancers[seat].hidden:
                continue
            shown = previewer.preview(observation, action)
            assert shown is not None
            after, _ = rules.apply(state, action)
            more = score_song(after.dancers[seat], final=False).missteps - \
                score_song(state.dancers[seat], final=False).missteps
            assert shown.lines.count("misstep: −2") == max(0, more), f"{action}: {shown.lines}"
            if more > 0:
                kinds.add(type(action).__name__ + (f" {action.card}" if isinstance(action, PlayLink) else ""))
    assert {"PlayStep", "Interfere", "PlayLink freeze"} <= kinds, kinds
