"""The files Dance Card!'s table reads besides the engine's content: the Tiled map the gym is
drawn from and the board exported from it. Checked before the game is offered, by the same
loaders the table uses, so a damaged file is one line naming it, never a traceback."""

from __future__ import annotations

from boards.tiled import load_map
from game.core.record_schema import one_line
from game.dance_card.board import BoardError, load_board
from scenes.services import paths  # paths.resource_root is looked up at each check: tests point it at a damaged copy


def files_problem() -> str | None:
    """None when the board and the map load; else the file, the place and the field at fault."""
    try:
        load_board()
        load_map(paths.resource_root() / "levels" / "dance_card.tmx")
    except BoardError as bad:
        field = f", field '{bad.field_name}'" if bad.field_name != "-" else ""
        return one_line(f"{bad.source}: {bad.where}{field}: {bad.problem}")
    return None
