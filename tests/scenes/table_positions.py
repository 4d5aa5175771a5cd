"""Positions to open tables on: every seat count and mode of every game, from seeded random
playouts, as `Match`es with their steps (so undo, the replay and the log have a story)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from game import registry
from game.core.contract import GameConfig
from game.core.records import Match

LONG_NAMES = ("Bartholomew Featherstone", "Wilhelmina Montgomeryson", "Maximiliano Wolfenstein",
              "Gwendolyn Abernathy-Moss", "Konstantin Vanderwalker", "Evangelina Worthington")


def every_setup(game_id: str) -> list[GameConfig]:
    """Every seat count, and for a game with modes every mode at every seat count it takes."""
    entry = registry.entry(game_id)
    if not entry.modes:
        low, high = entry.seats
        return [GameConfig.make(n) for n in range(low, high + 1)]
    return [GameConfig.make(n, mode=m.name) for m in entry.modes for n in range(m.seats[0], m.seats[1] + 1)]


@dataclass(frozen=True)
class Position:
    game_id: str
    config: GameConfig
    seed: int
    actions: tuple[Any, ...]      # played from the start (the engine's action values)

    def match(self, names: tuple[str, ...] = LONG_NAMES) -> Match:
        """A hot-seat match at this position (every seat human)."""
        rules = registry.rules(self.game_id)
        seats = self.config.seats
        match = Match(rules, self.config, self.seed, names[:seats], ("human",) * seats)
        for action in self.actions:
            match.play(action)
        return match

    def __str__(self) -> str:
        mode = self.config.option("mode")
        return f"{self.game_id} {self.config.seats} seats{f' {mode}' if mode else ''} after {len(self.actions)}"


def kind_of(action: object) -> str:
    """What sort of move an action is: its notation with numbers and card names left out
    (`place support girl`, `play #`), so a few positions can show every sort."""
    words = str(action).split()
    return " ".join("#" if any(c.isdigit() for c in w) else w for w in words[:3])


def positions(game_id: str, per_setup: int = 2, kinds_per_setup: int = 6, seed: int = 5) -> list[Position]:
    """Positions with a seat to act from one seeded random playout of each setup: its first,
    `per_setup` spread over the game, and up to `kinds_per_setup` more chosen so that every
    sort of legal move met in the playout (`kind_of`) is shown at least once."""
    rules = registry.rules(game_id)
    found: list[Position] = []
    for config in every_setup(game_id):
        game_seed = seed + config.seats
        rng = random.Random(game_seed)
        state = rules.new_game(config, game_seed)
        trace: list[Any] = []
        kinds_at: list[set[str]] = []
        while rules.outcome(state) is None:
            legal = rules.legal_actions(state)
            kinds_at.append({kind_of(a) for a in legal})
            action = legal[rng.randrange(len(legal))]
            state, _ = rules.apply(state, action)
            trace.append(action)
        stride = max(1, len(kinds_at) // per_setup)
        chosen = list(range(0, len(kinds_at), stride))[:per_setup]
        shown = set().union(*(kinds_at[at] for at in chosen))
        for _ in range(kinds_per_setup):   # greedily, the position showing most sorts not yet shown
            at = max(range(len(kinds_at)), key=lambda i: len(kinds_at[i] - shown))
            if not kinds_at[at] - shown:
                break
            chosen.append(at)
            shown |= kinds_at[at]
        found += [Position(game_id, config, game_seed, tuple(trace[:at])) for at in sorted(set(chosen))]
    return found


def finished_match(game_id: str, seed: int = 3) -> Match:
    """A game of the fewest seats played to its end by random moves."""
    config = every_setup(game_id)[0]
    rules = registry.rules(game_id)
    rng = random.Random(seed)
    match = Match(rules, config, seed, LONG_NAMES[:config.seats], ("human",) * config.seats)
    while rules.outcome(match.state) is None:
        legal = rules.legal_actions(match.state)
        match.play(legal[rng.randrange(len(legal))])
    return match
