"""Starting, resuming and restarting games: the paths between the menus and a table."""

from __future__ import annotations

import logging
import random
from pathlib import Path
from typing import TYPE_CHECKING

from game.core.records import Match, RecordError, load_record, replay

if TYPE_CHECKING:
    from scenes.app import App
    from scenes.toolkit.table import TableScene

log = logging.getLogger(__name__)


def new_seed() -> int:
    """A fresh seed for a new game: the one place the app takes chance from the OS."""
    return random.SystemRandom().randrange(1, 2**31)


def open_match(app: "App", match: Match, autosave: bool = True, slot: Path | None = None) -> "TableScene":
    from scenes.tables import make_view
    from scenes.toolkit.table import TableScene
    table = TableScene(app, match, make_view(match.rules.game_id, match.rules), autosave=autosave)
    if slot is not None:  # a resumed game keeps writing to the file it came from
        table.save_slot = slot
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
    """Continue: the one saved game resumes at once, several are listed. Unreadable saves
    are set aside first, each named in the message returned for the player."""
    from scenes.saving import list_saves
    saves = list_saves()
    problems = [_set_aside(s.path, s.problem) for s in saves if s.problem]
    readable = [s for s in saves if not s.problem]
    if len(readable) == 1 and not problems:
        return resume_saved(app, readable[0].path)
    if readable:
        from scenes.saves import SavesScene
        app.stack.push(SavesScene(app, readable))
    if problems:
        return "\n".join(problems)
    if not readable:
        return "There is no saved game yet. Start a game: it saves itself after every move."
    return None


def resume_saved(app: "App", path: Path) -> str | None:
    """Open one save at its table; a message for the player when it cannot be."""
    from game import registry
    from scenes.tables import playable
    try:
        record = load_record(path)
        if record.game not in {e.game_id for e in registry.CATALOGUE}:
            raise RecordError(f"{path.name}: the saved game is for an unknown game {record.game!r}")
        if not playable(record.game):
            return f"The saved game is {registry.entry(record.game).title}, which cannot be played yet."
        from scenes.content_check import content_problem
        damaged = content_problem(record.game)
        if damaged:  # the save is sound: keep it where it is for when the game is mended
            return f"{registry.entry(record.game).title} cannot be loaded: a file of the game is damaged.\n{damaged}"
        match = replay(registry.rules(record.game), record)
    except RecordError as bad:
        return _set_aside(path, str(bad))
    open_match(app, match, slot=path)
    return None


def _set_aside(path: Path, problem: str) -> str:
    from scenes.paths import set_aside
    log.warning("saved game unreadable: %s", problem)
    try:  # keep the file for whoever wants to look at it, out of Continue's way
        kept = set_aside(path).name
    except OSError:
        kept = path.name
    return f"The saved game could not be read. It was kept as {kept}.\n{problem}"
