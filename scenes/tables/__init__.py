"""The explicit list of game tables (no directory scanning: it breaks frozen builds).

A game can be started when its engine is in `game.registry` and its table module exists.
Each entry names its table module (which defines `TABLE`); the module's presence is
checked first so a table still being written simply shows as "not ready yet".
"""

from __future__ import annotations

import importlib
import importlib.util
from typing import TYPE_CHECKING, Callable

from game import registry

if TYPE_CHECKING:  # the launcher asks `playable` before any table exists: keep it light
    from game.core.contract import Rules
    from scenes.toolkit.view import TableView


# Adding a game's table is this one line: game id -> the module that defines `TABLE`.
# (PyInstaller finds these modules through build.spec's collect_submodules("scenes.tables").)
TABLES: dict[str, str] = {
    "dancing_queen": "scenes.tables.dancing_queen",
    "ddr": "scenes.tables.ddr",
    "dance_card": "scenes.tables.dance_card",
    "beat_by_beat": "scenes.tables.beat_by_beat",
    "ddo": "scenes.tables.ddo",
}


def has_table(game_id: str) -> bool:
    found = TABLES.get(game_id)
    if found is None:
        return False
    try:
        return importlib.util.find_spec(found) is not None
    except (ImportError, ValueError):
        return False


def playable(game_id: str) -> bool:
    return registry.entry(game_id).available and has_table(game_id)


def make_view(game_id: str, rules: "Rules") -> "TableView":
    if not has_table(game_id):
        raise KeyError(f"{game_id} has no table yet")
    table: Callable[["Rules"], "TableView"] = importlib.import_module(TABLES[game_id]).TABLE
    return table(rules)
