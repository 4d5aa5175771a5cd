"""Dance Card!'s three Game Modes and the ways a dance ends, as enums.

Kept apart from the state so the registry can declare the modes without loading the
game. The seats each mode is played with are declared in game/registry.py (and printed
on the Game Mode cards of content/game_modes.toml; a test checks they agree).
"""

from __future__ import annotations

import enum


class Mode(enum.Enum):
    COMPETITIVE = "competitive"  # first to three Success Tokens; hands hidden
    COOPERATIVE = "cooperative"  # everyone fills their Dance Card, or the table loses
    SOLO = "solo"                # one dancer against the Mix It Up! deck

    def title(self) -> str:
        return self.value.capitalize()

    @property
    def table_game(self) -> bool:
        """Whether the table wins or loses together (one seat alone counts as a table)."""
        return self is not Mode.COMPETITIVE


class DanceEnd(enum.Enum):
    """How a dance ended (the Outcome's `reason`)."""

    SUCCESS = "success"      # a third Success Token (every seat's, in Cooperative)
    DECK_OUT = "deck_out"    # a Mix It Up! card had to be revealed from an empty deck


__all__ = ["DanceEnd", "Mode"]
