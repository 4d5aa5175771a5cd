"""The explicit registry of game tables, as `game/registry.py` is of engines (no directory
scanning, no module names in strings: both break a frozen build).

Each game plugs its table in with one line in `TABLES`: its id and a `TablePlug` of small
loader functions. A loader imports the table's modules inside itself, so a table loads when
its game is first played (the launcher asks `playable` before any table exists), and names
them plainly, so PyInstaller's analysis follows them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from game import registry

if TYPE_CHECKING:  # the launcher asks `playable` before any table exists: keep it light
    from game.core.contract import Rules
    from scenes.toolkit.view import AnyView

    ViewMaker = Callable[[Rules[Any, Any, Any]], AnyView]


@dataclass(frozen=True)
class TablePlug:
    """How the scenes reach one game's table."""

    view: Callable[[], "ViewMaker"]             # the table's `TableView` class (or a function making one)


# -- loaders ------------------------------------------------------------------------------
def _dancing_queen() -> "ViewMaker":
    # start-up: this table's modules load when its game is first played
    from scenes.tables.dancing_queen import TABLE
    return TABLE


def _ddr() -> "ViewMaker":
    # start-up: this table's modules load when its game is first played
    from scenes.tables.ddr import TABLE
    return TABLE


def _dance_card() -> "ViewMaker":
    # start-up: this table's modules load when its game is first played
    from scenes.tables.dance_card import TABLE
    return TABLE


def _beat_by_beat() -> "ViewMaker":
    # start-up: this table's modules load when its game is first played
    from scenes.tables.beat_by_beat import TABLE
    return TABLE


def _ddo() -> "ViewMaker":
    # start-up: this table's modules load when its game is first played
    from scenes.tables.ddo import TABLE
    return TABLE


# Adding a game's table is one line here: its id and its plug.
TABLES: dict[str, TablePlug] = {
    "dancing_queen": TablePlug(_dancing_queen),
    "ddr": TablePlug(_ddr),
    "dance_card": TablePlug(_dance_card),
    "beat_by_beat": TablePlug(_beat_by_beat),
    "ddo": TablePlug(_ddo),
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
