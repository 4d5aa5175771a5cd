"""The engine core: the contract, seeded chance, records, undo, bots and the simulator."""

from game.core.chance import Chance
from game.core.contract import (
    Event, GameConfig, Illegal, IllegalActionError, Outcome, Rules, Termination,
)

__all__ = [
    "Chance", "Event", "GameConfig", "Illegal", "IllegalActionError", "Outcome", "Rules",
    "Termination",
]
