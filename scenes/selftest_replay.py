"""The self-test's replay viewer: a finished game of each game watched again, stepped from the
start to the end and back a move at a time, each step a frame, timed as the player sees it.

The finished games are played here by a seeded random hand (quick, and odd moves show too);
`app.step` returns each frame's milliseconds, the move's layout included.
"""

from __future__ import annotations

import random
from typing import Any, Callable

import pygame

from game import registry
from game.core.contract import GameConfig
from game.core.records import Match
from game.core.seats import SeatKind
from scenes.app import App
from scenes.replay_viewer import ReplayViewer
from scenes.tables import playable

SEED = 17


def finished_match(game_id: str, seats: int) -> Match:
    rules = registry.rules(game_id)
    match = Match(rules, GameConfig.of(seats, {}), SEED, tuple(f"Seat {i + 1}" for i in range(seats)),
                  (SeatKind.HUMAN,) + (SeatKind.NORMAL,) * (seats - 1))
    rng = random.Random(SEED)
    while rules.outcome(match.state) is None:
        match.play(rng.choice(rules.legal_actions(match.state)))
    return match


def watch_games(app: App, figures: Callable[[list[float]], dict[str, float]]) -> tuple[dict[str, Any], list[str]]:
    """{game: {"moves", "steps", frame figures}} and the errors, one per game that failed."""
    found: dict[str, Any] = {}
    errors: list[str] = []
    for entry in registry.CATALOGUE:
        if not playable(entry.game_id):
            continue
        try:
            match = finished_match(entry.game_id, max(2, entry.seats[0]))
            trouble = app.watch_again(match.record(), finished=True)
            viewer = app.stack.top
            if trouble or not isinstance(viewer, ReplayViewer):
                raise RuntimeError(trouble or "the viewer did not open")
            times: list[float] = []
            key = {"right": pygame.K_RIGHT, "left": pygame.K_LEFT}
            viewer.to_start()
            app.step(1 / 60)
            for direction in ("right", "left"):
                for _ in range(len(match.steps)):
                    event = pygame.event.Event(pygame.KEYDOWN, key=key[direction], mod=0, unicode="")
                    times.append(app.step(1 / 60, [event]))
            if viewer.cursor != 0:
                raise RuntimeError(f"stepped back to move {viewer.cursor}, not to the start")
            found[entry.game_id] = {"moves": len(match.steps), "steps": len(times), **figures(times)}
            app.stack.pop()
        except Exception as bad:   # noqa: BLE001 - the report names it; the other games go on
            errors.append(f"replay viewer, {entry.game_id}: {type(bad).__name__}: {bad}")
    return found, errors
