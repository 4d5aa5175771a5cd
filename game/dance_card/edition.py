"""Dance Card! (`shared/seeds/001_73f120c87acf16e3.txt`): which Deluxe Edition modules a game has.

The document advises leaving the Deluxe components out of a first game; each of its
modules can be brought in by itself. An `Edition` says which are in play and which
Music Rules! card and Spin Dial the game uses; a base game is `Edition()`. Reading it
from a config lives in `setup.py`.
"""

from __future__ import annotations

from dataclasses import dataclass

DIAL_TO_CHOOSE = -1  # the first player has not yet chosen the Spin Dial


@dataclass(frozen=True)
class Edition:
    cool_kids: bool = False       # Roxi, Joe, Charlotte, Xander: standees and Dance Cards
    challenges: bool = False      # Not Cool! and eight Chaperones in the random Challenge! pool
    smooth_moves: bool = False    # Dab!, Rumor!, Slide!, Switch! in the Smooth Moves! deck
    mix_it_up: bool = False       # the sixteen Deluxe Mix It Up! cards in the deal
    music: int = 0                # the Music Rules! card (content.music_rules_cards)
    dial: int = 0                 # the Spin Dial (content.spin_dials), or DIAL_TO_CHOOSE

    @property
    def deluxe(self) -> bool:
        """Whether anything of the Deluxe Edition is in play."""
        return (self.cool_kids or self.challenges or self.smooth_moves or self.mix_it_up
                or self.music != 0 or self.dial != 0)


BASE = Edition()

__all__ = ["BASE", "DIAL_TO_CHOOSE", "Edition"]
