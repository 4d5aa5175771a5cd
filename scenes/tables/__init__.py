"""The explicit registry of game tables, as `game/registry.py` is of engines (no directory
scanning, no module names in strings: both break a frozen build).

Each game plugs its table in with one line in `TABLES`: its id and a `TablePlug` of small
loader functions. A loader imports the table's modules inside itself, so a table loads when
its game is first played (the launcher asks `playable` before any table exists), and names
them plainly, so PyInstaller's analysis follows them. Everything a screen outside the table
needs to know of one game comes through its plug: nothing else in `scenes/` names a game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Protocol

from game import registry

if TYPE_CHECKING:  # the launcher asks `playable` before any table exists: keep it light
    import pygame

    from game.core.contract import Rules
    from game.core.records import Match
    from scenes.stack import Host, Scene
    from scenes.toolkit.view import AnyView
    from scenes.ui import Colour

    ViewMaker = Callable[[Rules[Any, Any, Any]], AnyView]
    CoverPainter = Callable[[pygame.Surface, Colour], None]


class SeatChoice(Protocol):
    """A choice each seat makes on the set-up besides its name and kind (DDO: the deck it plays)."""

    word: str        # what it is called on a seat's row ("Deck")
    builder: str     # the button that makes more to choose from ("✚ Build a deck…")

    def offered(self) -> tuple[list[tuple[str, object]], list[str], str]:
        """(words, the value it puts in the config) a seat may pick; a line per file refused;
        a line saying what is not offered and why ("" if nothing)."""

    def default(self, seat: int) -> object:
        """What a seat plays unless it picks another."""

    def options(self, picked: list[object]) -> dict[str, object]:
        """The game's config options the seats' picks become."""

    def builder_scene(self, app: "Host") -> "Scene":
        """The screen the builder button opens."""


@dataclass(frozen=True)
class TablePlug:
    """How the scenes reach one game's table, each part loaded when first asked for."""

    view: Callable[[], "ViewMaker"]                        # the table's `TableView` class
    cover: Callable[[], "CoverPainter"] | None = None      # the launcher cover's motif, over the wash
    files: Callable[[], str | None] | None = None          # the table's own files checked: a problem line or None
    crowded: Callable[[], tuple[str, "Match"]] | None = None   # the fullest table, for --selftest's figures
    seat_choice: Callable[[], SeatChoice] | None = None    # one more choice per seat on the set-up
    who: str = "who is dancing?"                           # the set-up's question, in the game's words


# -- loaders ------------------------------------------------------------------------------
def _dancing_queen() -> "ViewMaker":
    # start-up: this table's modules load when its game is first played
    from scenes.tables.dancing_queen import TABLE
    return TABLE


def _dancing_queen_cover() -> "CoverPainter":
    # start-up: the cover's painter loads with the launcher, the table when the game is played
    from scenes.tables.dancing_queen_cover import paint_cover
    return paint_cover


def _ddr() -> "ViewMaker":
    # start-up: this table's modules load when its game is first played
    from scenes.tables.ddr import TABLE
    return TABLE


def _ddr_cover() -> "CoverPainter":
    # start-up: the cover's painter loads with the launcher, the table when the game is played
    from scenes.tables.ddr_cover import paint_cover
    return paint_cover


def _dance_card() -> "ViewMaker":
    # start-up: this table's modules load when its game is first played
    from scenes.tables.dance_card import TABLE
    return TABLE


def _dance_card_cover() -> "CoverPainter":
    # start-up: the cover's painter loads with the launcher, the table when the game is played
    from scenes.tables.dance_card_cover import paint_cover
    return paint_cover


def _dance_card_files() -> str | None:
    # start-up: the map reader (pytmx) loads when the files are checked, after the first frame
    from scenes.tables.dance_card_files import files_problem
    return files_problem()


def _dance_card_choice() -> SeatChoice:
    # start-up: the Dance Cards, the Challenge! cards and the Deluxe modules load on Dance Card!'s set-up
    from scenes.tables.dance_card_options import DanceCardChoice
    return DanceCardChoice()


def _beat_by_beat() -> "ViewMaker":
    # start-up: this table's modules load when its game is first played
    from scenes.tables.beat_by_beat import TABLE
    return TABLE


def _beat_by_beat_cover() -> "CoverPainter":
    # start-up: the cover's painter loads with the launcher, the table when the game is played
    from scenes.tables.beat_by_beat_cover import paint_cover
    return paint_cover


def _ddo() -> "ViewMaker":
    # start-up: this table's modules load when its game is first played
    from scenes.tables.ddo import TABLE
    return TABLE


def _ddo_cover() -> "CoverPainter":
    # start-up: the cover's painter loads with the launcher, the table when the game is played
    from scenes.tables.ddo_cover import paint_cover
    return paint_cover


def _ddo_decks() -> SeatChoice:
    # start-up: the deck lists (the engine's prebuilt decks, the player's files) load on DDO's set-up
    from scenes.tables.ddo_setup import DeckChoice
    return DeckChoice()


def _ddo_crowded() -> tuple[str, "Match"]:
    # start-up: the engine plays up to the Raid only when --selftest asks for it
    from scenes.tables.ddo_crowded import LABEL, crowded_match
    return LABEL, crowded_match()


# Adding a game's table is one line here: its id and its plug.
TABLES: dict[str, TablePlug] = {
    "dancing_queen": TablePlug(_dancing_queen, _dancing_queen_cover),
    "ddr": TablePlug(_ddr, _ddr_cover),
    "dance_card": TablePlug(_dance_card, _dance_card_cover, files=_dance_card_files,
                            seat_choice=_dance_card_choice),
    "beat_by_beat": TablePlug(_beat_by_beat, _beat_by_beat_cover),
    "ddo": TablePlug(_ddo, _ddo_cover, crowded=_ddo_crowded, seat_choice=_ddo_decks,
                     who="who sets out on the adventure?"),
}


def has_table(game_id: str) -> bool:
    return game_id in TABLES


def playable(game_id: str) -> bool:
    return registry.entry(game_id).available and has_table(game_id)


def make_view(game_id: str, rules: "Rules[Any, Any, Any]") -> "AnyView":
    plug = TABLES.get(game_id)
    if plug is None:
        raise KeyError(f"{game_id} has no table yet")
    return plug.view()(rules)
