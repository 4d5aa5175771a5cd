"""The AI's songs vary from game to game (issue 25: four-seat games with different seeds had
the AI seats dance the same songs): Normal draws the difficulty by weight, Light the
likeliest; Hard brings a small liking per song that decides between songs its search finds
close."""

from __future__ import annotations

import random

from game import registry
from game.core.bots import make_bot
from game.core.contract import GameConfig
from game.core.sim import _loaded
from game.ddr.content import catalogue
from game.ddr.notation import ChooseSong


def _songs(seed: int, level: str = "normal") -> tuple[str, ...]:
    """The four songs four seats of `level` choose, sorted."""
    entry = registry.entry("ddr")
    rules, knowledge = _loaded(entry)
    bot = make_bot(knowledge, level)
    state = rules.new_game(GameConfig.make(4), seed)
    rng = random.Random(seed)
    chosen = []
    for _ in range(4):
        seat = rules.to_act(state)
        assert seat is not None
        budget = entry.hard_budget if level == "hard" else None
        action = bot.choose(rules.observe(state, seat), rules.legal_actions(state), rng, budget)  # type: ignore[arg-type]
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


def test_hard_seats_dance_different_songs_across_games() -> None:
    sets = [_songs(seed, "hard") for seed in range(1, 7)]
    assert len(set(sets)) >= 4, sets     # before: one set of four songs in four of six games
