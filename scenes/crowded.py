"""Each game's most crowded table: what the contrast check reads and the screenshots show.

A game whose plug names its fullest table (`TablePlug.crowded`) gives it; for the others the
table is the most seats the game takes, AI seats playing on from a fixed seed, stopped where
the layout held the most cards and places (before the game ends, so the table is still
being played, not its end). Deterministic: the same position every run.
"""

from __future__ import annotations

import random
from typing import Any

from game import registry
from game.core.contract import GameConfig
from game.core.records import Match
from game.core.seats import SeatKind
from scenes.tables import TABLES, make_view, playable
from scenes.toolkit.table_input import TABLE_RIGHT
from scenes.window import CANVAS

SEED = 20240611
MOST_ACTIONS = 120    # how far the AI seats play on, looking for the fullest moment


def crowded_match(game_id: str) -> tuple[str, Match]:
    """(a label, the match at its most crowded moment) for one playable game."""
    plug = TABLES[game_id]
    if plug.crowded is not None:
        return plug.crowded()
    seats = registry.entry(game_id).seats[1]
    best, _ = _fullest_moment(game_id, seats)
    match, _ = _played(game_id, seats, best)
    return f"{game_id}-{seats}", match


def crowded_games() -> list[str]:
    return [game_id for game_id in TABLES if playable(game_id)]


def _new(game_id: str, seats: int) -> Match:
    kinds = tuple(SeatKind.EASY for _ in range(seats))
    return Match(registry.rules(game_id), GameConfig.make(seats), SEED,
                 tuple(f"Dancer {i + 1}" for i in range(seats)), kinds)


def _played(game_id: str, seats: int, actions: int) -> tuple[Match, list[int]]:
    """The match after `actions` AI actions, and the layout's count of places after each."""
    match = _new(game_id, seats)
    rules = match.rules
    view = make_view(game_id, rules)
    bot = registry.bot(game_id, "easy")
    rng = random.Random(SEED)
    counts = [_fullness(view, match)]
    for _ in range(actions):
        state = match.state
        seat = rules.to_act(state)
        if seat is None or rules.outcome(state) is not None:
            break
        legal = rules.legal_actions(state)
        choice = bot.choose(rules.observe(state, seat), legal, rng, registry.hard_budget(game_id))
        if rules.outcome(rules.apply(state, choice)[0]) is not None:
            break   # the end's screen is not the table: stay one move short of it
        match.play(choice)
        counts.append(_fullness(view, match))
    return match, counts


def _fullest_moment(game_id: str, seats: int) -> tuple[int, list[int]]:
    _, counts = _played(game_id, seats, MOST_ACTIONS)
    best = max(range(len(counts)), key=lambda i: (counts[i], -i))
    return best, counts


def _fullness(view: Any, match: Match) -> int:
    """How much the first seat's table shows: its cards and its places."""
    layout = view.layout(match.rules.observe(match.state, 0), 0, match.names, (TABLE_RIGHT, CANVAS[1]))
    return len(layout.cards) + len(layout.zones) + len(layout.tokens)
