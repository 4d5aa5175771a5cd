"""Dance Card!'s choices on the seat set-up, as data (the screen is `dance_card_options`,
reached through the table's plug; the set-up screen knows it only as a `SeatChoice`): each
seat picks its Dance Card or leaves it to a random deal, with the document's advice for a first game (not Felicity or Zoe) on the line above the seats; the
button beside opens the table's own choices (`DanceCardOptionsScene`): the Challenge! cards
(none, one, two or three at random, or chosen), each Deluxe Edition module by itself or all at
once, the Music Rules! card and the Spin Dial. What is picked becomes the game's config
options (game/dance_card/options.py), so a record replays it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.dance_card.options import CHOOSE, MUSIC_RULES, RANDOM, SPIN_DIALS
from game.dance_card.roster import roster

MODULES = (("cool_kids", "Cool Kids!"), ("deluxe_challenges", "Deluxe Challenge! cards"),
           ("deluxe_smooth_moves", "Deluxe Smooth Moves!"), ("deluxe_mix_it_up", "Deluxe Mix It Up!"))
CHALLENGE_WAYS = ("None", "One at random", "Two at random", "Three at random", "Chosen by name")
CHOSEN = len(CHALLENGE_WAYS) - 1
MOST_CHALLENGES = 3


@dataclass
class TableChoices:
    """The table's own choices as the player has set them (the Deluxe Edition is off by default,
    as the document advises for a first game). A set-up screen's working copy, not state."""

    modules: dict[str, bool] = field(default_factory=lambda: {key: False for key, _ in MODULES})
    music: str = MUSIC_RULES[0]
    dial: str = SPIN_DIALS[0]
    challenges: int = 0                      # an index of CHALLENGE_WAYS
    named: list[str] = field(default_factory=list)   # the Challenge! cards chosen by name

    @property
    def deluxe(self) -> bool:
        """Every Deluxe module on: the Deluxe Edition all at once."""
        return all(self.modules.values())

    def set_deluxe(self, on: bool) -> None:
        """The Deluxe Edition all at once (with its defaults: a Music Rules! card at random, the
        Spin Dial chosen by the first player), or back to the base game."""
        self.modules = {key: on for key in self.modules}
        self.music, self.dial = (RANDOM, CHOOSE) if on else (MUSIC_RULES[0], SPIN_DIALS[0])
        self.tidy()

    def tidy(self) -> None:
        """Named cards the modules now leave out are let go (Not Cool! needs the Cool Kids)."""
        self.named = [n for n in self.named if n in challenge_names(self)][:MOST_CHALLENGES]

    def options(self) -> dict[str, object]:
        found: dict[str, object] = {key: True for key, on in self.modules.items() if on}
        if self.music != MUSIC_RULES[0]:
            found["music_rules"] = self.music
        if self.dial != SPIN_DIALS[0]:
            found["spin_dial"] = self.dial
        if self.challenges == CHOSEN:
            if self.named:
                found["challenge_cards"] = tuple(self.named)
        elif self.challenges:
            found["challenges"] = self.challenges
        return found

    def summary(self) -> str:
        """The choices in a line, for the seat screen."""
        on = [words for key, words in MODULES if self.modules[key]]
        edition = "Deluxe Edition" if self.deluxe else ("Base game + " + ", ".join(on)) if on else "Base game"
        if self.challenges == CHOSEN:
            cards = f"Challenge! cards: {' and '.join(self.named)}" if self.named else "no Challenge! cards"
        else:
            cards = ("no", "one", "two", "three")[self.challenges] + " Challenge! card" + \
                "s" * (self.challenges != 1) + (" at random" if self.challenges else "")
        return f"{edition} · {cards}"


def challenge_names(choices: TableChoices) -> list[str]:
    """The Challenge! cards that may be chosen with these modules: the base game's ten, and the
    Deluxe Edition's with its Challenge! module (Not Cool! only beside the Cool Kids)."""
    content = roster().content
    deluxe, kids = choices.modules["deluxe_challenges"], choices.modules["cool_kids"]
    general = [c.name for c in content.challenges if not c.deluxe or (deluxe and kids)]
    return general + [c.name for c in content.chaperones if not c.deluxe or deluxe]


__all__ = ["CHALLENGE_WAYS", "CHOSEN", "MODULES", "MOST_CHALLENGES", "TableChoices", "challenge_names"]
