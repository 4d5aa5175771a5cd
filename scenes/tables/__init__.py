"""The explicit list of game tables (no directory scanning: it breaks frozen builds).

A game can be started when its engine is in `game.registry` and its table module exists.
Each loader names its module plainly so PyInstaller finds it; the module's presence is
checked first so a table still being written simply shows as "not ready yet".
"""

from __future__ import annotations

import importlib.util
from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:  # the launcher asks `playable` before any table exists: keep it light
    from game.core.contract import Rules
    from scenes.toolkit.view import TableView


def _dancing_queen(rules: "Rules") -> "TableView":
    from scenes.tables.dancing_queen import DancingQueenTable
    return DancingQueenTable(rules)


def _ddr(rules: "Rules") -> "TableView":
    from scenes.tables.ddr import TABLE  # written by the DDR engineer on this toolkit
    return TABLE(rules)


def _dance_card(rules: "Rules") -> "TableView":
    from scenes.tables.dance_card import TABLE  # written by the Dance Card! engineer
    return TABLE(rules)


def _beat_by_beat(rules: "Rules") -> "TableView":
    from scenes.tables.beat_by_beat import TABLE  # written by the Beat by Beat engineer
    return TABLE(rules)


def _ddo(rules: "Rules") -> "TableView":
    from scenes.tables.ddo import TABLE
    return TABLE(rules)


TABLES: dict[str, tuple[str, Callable[["Rules"], "TableView"]]] = {
    "dancing_queen": ("scenes.tables.dancing_queen", _dancing_queen),
    "ddr": ("scenes.tables.ddr", _ddr),
    "dance_card": ("scenes.tables.dance_card", _dance_card),
    "beat_by_beat": ("scenes.tables.beat_by_beat", _beat_by_beat),
    "ddo": ("scenes.tables.ddo", _ddo),
}


def has_table(game_id: str) -> bool:
    found = TABLES.get(game_id)
    if found is None:
        return False
    try:
        return importlib.util.find_spec(found[0]) is not None
    except (ImportError, ValueError):
        return False


def playable(game_id: str) -> bool:
    from game import registry
    return registry.entry(game_id).available and has_table(game_id)


def make_view(game_id: str, rules: "Rules") -> "TableView":
    if not has_table(game_id):
        raise KeyError(f"{game_id} has no table yet")
    return TABLES[game_id][1](rules)
