"""Starting and continuing games: the paths from the menus to a table.

(Opening a table and the rematch live with the table, `scenes/toolkit/table.py`; resuming
one save lives with the Continue list, `scenes/saves.py`.)
"""

from __future__ import annotations

from game import registry
from game.core.contract import GameConfig
from game.core.records import Match
from game.core.seats import SeatKind
from scenes.saves import SavesScene, resume_saved, set_aside_unreadable
from scenes.services.saving import list_saves
from scenes.stack import Host
from scenes.toolkit.table import TableScene, new_seed, open_match

SAID_AT_ONCE = 3   # unreadable saves told in full in one message


def start_game(app: Host, game_id: str, names: tuple[str, ...], kinds: tuple[str, ...],
               seed: int | None = None, autosave: bool = True, **options: object) -> TableScene:
    rules = registry.rules(game_id)
    declared = {spec.key for spec in registry.entry(game_id).options}
    if "pass_fewer" in declared and sum(kind == "human" for kind in kinds) >= 2:
        options.setdefault("pass_fewer", True)   # hot-seat: the game asks the last to act first
    config = GameConfig.make(len(names), **options)  # options: a game's mode and the like
    match = Match(rules, config, new_seed() if seed is None else seed, names, tuple(SeatKind(k) for k in kinds))
    return open_match(app, match, autosave)


def continue_game(app: Host) -> str | None:
    """Continue: the one saved game resumes at once, several are listed. Unreadable saves
    are set aside first, each named in the message returned for the player."""
    saves = list_saves()
    problems = [set_aside_unreadable(s.path, s.problem) for s in saves if s.problem]
    readable = [s for s in saves if not s.problem]
    if len(readable) == 1 and not problems:
        return resume_saved(app, readable[0].path)
    if readable:
        app.stack.push(SavesScene(app, readable))
    if problems:   # the first few, each with its file; a message box is not a list
        more = len(problems) - SAID_AT_ONCE
        return "\n".join(problems[:SAID_AT_ONCE]) + \
            (f"\n… and {more} more saved game{'s' * (more > 1)} could not be read and were kept aside." if more > 0 else "")
    if not readable:
        return "There is no saved game yet. Start a game: it saves itself after every move."
    return None
