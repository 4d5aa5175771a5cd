"""Can each game's content load? Asked by the launcher before a game is offered, by
Continue before a save is replayed, and by `--selftest`: the answer is one line naming
the file, the entry and the field at fault, never a traceback.

The engine's own content (card and song TOML, Dance Card!'s students) is read afresh by
`registry.check_content`; the table's files (the Tiled map the gym is drawn from, and
the board exported from it) are read here by the same loaders the table uses.
"""

from __future__ import annotations

import logging
from typing import Callable

from boards.tiled import load_map
from game import registry
from game.core.content import ContentError
from game.core.record_schema import one_line
from game.dance_card.board import BoardError, load_board
from scenes import paths  # paths.resource_root is looked up at each check: tests point it at a damaged copy

log = logging.getLogger(__name__)


def _dance_card_board() -> None:
    load_board()


def _dance_card_map() -> None:
    load_map(paths.resource_root() / "levels" / "dance_card.tmx")


TABLE_FILES: dict[str, tuple[Callable[[], None], ...]] = {
    "dance_card": (_dance_card_board, _dance_card_map),
}


def content_problem(game_id: str) -> str | None:
    """None when the game's content loads; else one line: file, entry, field, problem."""
    try:
        found = registry.check_content(game_id)
        if found is not None:
            raise found
        for check in TABLE_FILES.get(game_id, ()):
            check()
    except ContentError as bad:
        more = len(set(bad.problems)) - 1  # a problem met twice is one problem
        line = f"{bad.file}: {bad.entry}, field '{bad.field}': {bad.problem}"
        return one_line(line + (f" (and {more} more)" if more else ""))
    except BoardError as bad:
        field = f", field '{bad.field_name}'" if bad.field_name != "-" else ""
        return one_line(f"{bad.source}: {bad.where}{field}: {bad.problem}")
    except Exception as bad:  # noqa: BLE001 - a loader's slip must still reach the player as a line
        log.exception("content check of %s", game_id)
        return one_line(f"{game_id}: {type(bad).__name__}: {bad}")
    return None
