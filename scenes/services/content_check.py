"""Can each game's content load? Asked by the launcher before a game is offered, by
Continue before a save is replayed, and by `--selftest`: the answer is one line naming
the file, the entry and the field at fault, never a traceback.

The engine's own content (card and song TOML, Dance Card!'s students) is read afresh by
`registry.check_content`; a table's own files (Dance Card!'s Tiled map and the board exported
from it) are checked by its plug (`scenes/tables/__init__.py`), with the loaders the table uses.
"""

from __future__ import annotations

import logging

from game import registry
from game.core.content import ContentError
from game.core.record_schema import one_line
from scenes.tables import TABLES

log = logging.getLogger(__name__)


def content_problem(game_id: str) -> str | None:
    """None when the game's content loads; else one line: file, entry, field, problem."""
    try:
        found = registry.check_content(game_id)
        if found is not None:
            raise found
        plug = TABLES.get(game_id)
        problem = plug.files() if plug is not None and plug.files is not None else None
        if problem:
            return problem
    except ContentError as bad:
        more = len(set(bad.problems)) - 1  # a problem met twice is one problem
        line = f"{bad.file}: {bad.entry}, field '{bad.field}': {bad.problem}"
        return one_line(line + (f" (and {more} more)" if more else ""))
    except Exception as bad:  # noqa: BLE001 - a loader's slip must still reach the player as a line
        log.exception("content check of %s", game_id)
        return one_line(f"{game_id}: {type(bad).__name__}: {bad}")
    return None
