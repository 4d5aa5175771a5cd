"""Starting, resuming and restarting games: the paths between the menus and a table."""

from __future__ import annotations

import logging
import random
from typing import TYPE_CHECKING

from game.core.records import Match, RecordError, load_record, replay

if TYPE_CHECKING:
    from scenes.app import App
    from scenes.toolkit.table import TableScene

log = logging.getLogger(__name__)


def new_seed() -> int:
    """A fresh seed for a new game: the one place the app takes chance from the OS."""
    return random.SystemRandom().randrange(1, 2**31)


def open_match(app: "App", match: Match, autosave: bool = True) -> "TableScene":
    from scenes.tables import make_view
    from scenes.toolkit.table import TableScene
    table = TableScene(app, match, make_view(match.rules.game_id, match.rules), autosave=autosave)
    app.stack.clear_to(table)
    return table


def start_game(app: "App", game_id: str, names: tuple[str, ...], kinds: tuple[str, ...],
               seed: int | None = None, autosave: bool = True, **options: object) -> "TableScene":
    from game import registry
    from game.core.contract import GameConfig
    rules = registry.rules(game_id)
    config = GameConfig.make(len(names), **options)  # options: a game's mode and the like
    match = Match(rules, config, new_seed() if seed is None else seed, names, kinds)
    return open_match(app, match, autosave)


def rematch(app: "App", table: "TableScene") -> "TableScene":
    old = table.match
    match = Match(old.rules, old.config, new_seed(), old.names, old.seat_kinds)
    return open_match(app, match, table.autosave)


def continue_game(app: "App") -> str | None:
    """Resume the saved game; returns a message for the player when it cannot."""
    from game import registry
    from scenes.paths import save_path
    from scenes.tables import playable
    path = save_path()
    if not path.exists():
        return "There is no saved game yet. Start a game: it saves itself after every move."
    try:
        record = load_record(path)
        if record.game not in {e.game_id for e in registry.CATALOGUE}:
            raise RecordError(f"{path}: the saved game is for an unknown game {record.game!r}")
        if not playable(record.game):
            return f"The saved game is {registry.entry(record.game).title}, which cannot be played yet."
        match = replay(registry.rules(record.game), record)
    except RecordError as bad:
        log.warning("saved game unreadable: %s", bad)
        kept = path.with_name(path.stem + ".unreadable.json")
        try:  # keep the file for whoever wants to look at it, out of Continue's way
            path.replace(kept)
        except OSError:
            kept = path
        return f"The saved game could not be read. It was kept as {kept.name}.\n{bad}"
    open_match(app, match)
    return None
