"""The explicit registry of Floorshow's games (no directory scanning: it breaks frozen builds).

Every game of the catalogue is listed, so the launcher can show all five; `load` is
None for a game whose engine does not exist yet. Loaders import lazily to keep start-up
fast, and name their modules plainly so PyInstaller finds them.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Callable

from game.core.bots import Bot, Budget, Knowledge, make_bot
from game.core.content import ContentError
from game.core.contract import Rules


@dataclass(frozen=True)
class GameEntry:
    game_id: str
    title: str
    seats: tuple[int, int]
    blurb: str
    load: Callable[[], tuple[Rules, Knowledge]] | None = None
    hard_budget: Budget = Budget(seconds=0.8)
    content: Callable[[], None] | None = None  # reads the content files afresh

    @property
    def available(self) -> bool:
        return self.load is not None


def _dancing_queen() -> tuple[Rules, Knowledge]:
    from game.dancing_queen.ai import DancingQueenKnowledge
    from game.dancing_queen.rules import RULES
    return RULES, DancingQueenKnowledge(RULES)


def _ddr() -> tuple[Rules, Knowledge]:
    from game.ddr.ai import DDRKnowledge
    from game.ddr.rules import RULES
    return RULES, DDRKnowledge(RULES)


def _ddr_content() -> None:
    from game.ddr.content import content_path, load_catalogue
    load_catalogue(content_path() / "cards.toml", content_path() / "songs.toml")


def _dancing_queen_content() -> None:
    from game.dancing_queen.cards import load_cards
    load_cards()


def _dance_card_content() -> None:
    from game.core.content import content_dir
    from game.dance_card.content import read_content
    read_content(content_dir("dance_card") / "content")


def _dance_card() -> tuple[Rules, Knowledge]:
    from game.dance_card.ai import DanceCardKnowledge
    from game.dance_card.rules import RULES
    return RULES, DanceCardKnowledge(RULES)


CATALOGUE: tuple[GameEntry, ...] = (
    GameEntry("ddr", "DDR: The Card Game", (2, 4),
              "Step through a 16-beat song with arrow cards; trip your rivals.",
              _ddr, Budget(seconds=0.8, iterations=100), _ddr_content),
    GameEntry("dance_card", "Dance Card!", (1, 4),
              "Freshman year at the school dance: find your partners on the floor.",
              _dance_card, Budget(seconds=0.8, iterations=16), _dance_card_content),
    GameEntry("ddo", "DDO: The Card Game", (1, 6),
              "Heroes quest together and face the Raid."),
    GameEntry("beat_by_beat", "Beat by Beat", (2, 4),
              "Build a deck of moves and chain them to the rhythm."),
    GameEntry("dancing_queen", "Dancing Queen", (2, 2),
              "Nine two-faced dancers, secret partners, first to four trophies.",
              _dancing_queen, Budget(seconds=0.8, iterations=128), _dancing_queen_content),
)

_BY_ID = {entry.game_id: entry for entry in CATALOGUE}


def entry(game_id: str) -> GameEntry:
    try:
        return _BY_ID[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; the games are: "
                       f"{', '.join(_BY_ID)}") from None


def available_games() -> tuple[str, ...]:
    return tuple(e.game_id for e in CATALOGUE if e.available)


@functools.cache  # rule objects are immutable; load each game's modules once
def load(game_id: str) -> tuple[Rules, Knowledge]:
    found = entry(game_id)
    if found.load is None:
        raise KeyError(f"{found.title} is not playable yet")
    return found.load()


def rules(game_id: str) -> Rules:
    return load(game_id)[0]


def bot(game_id: str, level: str) -> Bot:
    return make_bot(load(game_id)[1] if level != "random" else None, level)


def check_content(game_id: str) -> ContentError | None:
    """Read the game's content files afresh (uncached): the problem, or None if they load.

    Cheap enough for the launcher to call for every game before showing it."""
    found = entry(game_id)
    if found.content is None:
        return None
    try:
        found.content()
    except ContentError as bad:
        return bad
    return None


def hard_budget(game_id: str) -> Budget:
    return entry(game_id).hard_budget


__all__ = ["CATALOGUE", "GameEntry", "available_games", "bot", "check_content", "entry", "hard_budget",
           "load", "rules"]
