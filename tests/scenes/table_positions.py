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


# Setups beyond the seat counts and modes that put more of a game on the table: Dance Card!'s
# Deluxe Edition with every module, three Challenge! cards and the Spin Dial to choose (Joe's
# stage, the Deluxe Smooth Moves!, Charlotte's rerolls: both played in the cooperative one), in each mode.
RICHER: dict[str, tuple[tuple[int, dict[str, object]], ...]] = {
    "dance_card": ((4, {"mode": "competitive", "edition": "deluxe", "challenges": 3, "spin_dial": "choose"}),
                   (2, {"mode": "cooperative", "edition": "deluxe", "challenges": 2, "students": ("Charlotte", "Joe")}),
                   (1, {"mode": "solo", "edition": "deluxe", "challenge_cards": ("Not Cool!", "Mr. Chris")})),
}


def every_setup(game_id: str) -> list[GameConfig]:
    """Every seat count, and for a game with modes every mode at every seat count it takes,
    then the game's richer setups."""
    entry = registry.entry(game_id)
    richer = [GameConfig.make(n, **options) for n, options in RICHER.get(game_id, ())]
    if not entry.modes:
        low, high = entry.seats
        return [GameConfig.make(n) for n in range(low, high + 1)] + richer
    return [GameConfig.make(n, mode=m.name) for m in entry.modes for n in range(m.seats[0], m.seats[1] + 1)] + richer


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


@dataclass(frozen=True)
class Playout:
    config: GameConfig
    seed: int
    trace: tuple[Any, ...]              # every action of one seeded random game
    kinds_at: tuple[frozenset[str], ...]   # the sorts of legal move before each action

    def at(self, game_id: str, index: int) -> Position:
        return Position(game_id, self.config, self.seed, self.trace[:index])


def playouts(game_id: str, seed: int = 5) -> list[Playout]:
    """One seeded random game of every setup, with the sorts of move legal at each step."""
    rules = registry.rules(game_id)
    found: list[Playout] = []
    for config in every_setup(game_id):
        game_seed = seed + config.seats
        rng = random.Random(game_seed)
        state = rules.new_game(config, game_seed)
        trace: list[Any] = []
        kinds_at: list[frozenset[str]] = []
        while rules.outcome(state) is None:
            legal = rules.legal_actions(state)
            kinds_at.append(frozenset(kind_of(a) for a in legal))
            action = legal[rng.randrange(len(legal))]
            state, _ = rules.apply(state, action)
            trace.append(action)
        found.append(Playout(config, game_seed, tuple(trace), tuple(kinds_at)))
    return found


def _cover(games: list[Playout], chosen: set[tuple[int, int]], limit: int) -> set[tuple[int, int]]:
    """Add up to `limit` positions (playout, step), greedily, until every sort of move met is shown."""
    shown = set().union(*(games[g].kinds_at[i] for g, i in chosen)) if chosen else set()
    every = [(g, i) for g, game in enumerate(games) for i in range(len(game.kinds_at))]
    for _ in range(limit):
        best = max(every, key=lambda gi: len(games[gi[0]].kinds_at[gi[1]] - shown))
        if not games[best[0]].kinds_at[best[1]] - shown:
            break
        chosen.add(best)
        shown |= games[best[0]].kinds_at[best[1]]
    return chosen


def positions(game_id: str, thorough: bool = False) -> list[Position]:
    """Positions with a seat to act: the first of every setup (every seat count and mode), and
    more chosen so that every sort of legal move met in the games (`kind_of`) is shown at least
    once. `thorough`: that for each setup on its own, and two more spread over each game."""
    games = playouts(game_id)
    chosen = {(g, 0) for g in range(len(games))}
    if not thorough:
        chosen = _cover(games, chosen, 8)
    else:
        for g, game in enumerate(games):
            steps = len(game.kinds_at)
            own = {(0, i) for i in range(0, steps, max(1, steps // 2))}
            chosen |= {(g, i) for _, i in _cover([game], own, 6)}
    return [games[g].at(game_id, i) for g, i in sorted(chosen)]


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
