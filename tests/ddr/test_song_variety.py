"""Normal's songs vary from game to game (issue 25: four-seat games with different seeds had
the AI seats dance the same songs): the difficulty is drawn by weight, Light the likeliest."""

from __future__ import annotations

import random

from game import registry
from game.core.bots import make_bot
from game.core.contract import GameConfig
from game.core.sim import _loaded
from game.ddr.content import catalogue
from game.ddr.notation import ChooseSong


def _songs(seed: int) -> tuple[str, ...]:
    rules = registry.rules("ddr")
    _, knowledge = _loaded(registry.entry("ddr"))
    bot = make_bot(knowledge, "normal")
    state = rules.new_game(GameConfig.make(4), seed)
    rng = random.Random(seed)
    chosen = []
    for _ in range(4):
        seat = rules.to_act(state)
        assert seat is not None
        action = bot.choose(rules.observe(state, seat), rules.legal_actions(state), rng, None)  # type: ignore[arg-type]
        assert isinstance(action, ChooseSong)
        chosen.append(action.song)
        state, _ = rules.apply(state, action)
    return tuple(sorted(chosen))


def test_normal_seats_dance_different_songs_across_games() -> None:
    sets = [_songs(seed) for seed in range(1, 13)]
    difficulties = {catalogue().song(song).difficulty for chosen in sets for song in chosen}
    assert len(set(sets)) >= 8, sets
    assert len(difficulties) >= 3, difficulties
    light = sum(catalogue().song(song).difficulty.name == "LIGHT" for chosen in sets for song in chosen)
    assert light >= len(sets) * 4 // 3     # Light stays the likeliest
