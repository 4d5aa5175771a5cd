"""game/core is the floor of the house: no module of it imports the registry or a game above it.

The registry names every game and loads them; records, the simulator and the bots are given
what they need (a game's rules, its declaration) by the command or the scene that calls them.
"""

from __future__ import annotations

import ast
from pathlib import Path

from game.core.contract import GameConfig
from game.core.records import Match
from game.core.seats import SeatKind
from game.dancing_queen.rules import RULES as DANCING_QUEEN

ROOT = Path(__file__).resolve().parents[2]
ABOVE = ("game.registry", "game.ddr", "game.ddo", "game.dance_card", "game.dancing_queen", "game.beat_by_beat",
         "scenes")


def _imports(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found |= {f"{node.module}.{alias.name}" for alias in node.names}
    return found


def test_no_core_module_imports_the_registry_or_a_game() -> None:
    offenders = sorted(f"{path.relative_to(ROOT)}: {name}"
                       for path in (ROOT / "game" / "core").glob("*.py")
                       for name in _imports(path)
                       if any(name == top or name.startswith(top + ".") for top in ABOVE))
    assert offenders == []


def test_no_game_package_imports_the_registry() -> None:
    """The registry sits above the games: a game's own command (Beat by Beat's measurements)
    takes its rules from its package; only the top of game/ (the commands, the registry's
    neighbours) reads the registry."""
    offenders = sorted(str(path.relative_to(ROOT)) for path in (ROOT / "game").glob("*/*.py")
                       if "game.registry" in _imports(path))
    assert offenders == []


def test_a_match_says_why_nothing_can_be_taken_back() -> None:
    match = Match(DANCING_QUEEN, GameConfig.make(2), 5, ("Ana", "Bo"), ("human", "hard"))
    assert match.seat_kinds == (SeatKind.HUMAN, SeatKind.HARD)
    assert match.undo_refusal(0, match.names) == "Nothing has been played yet."
    assert match.undo_refusal(1, match.names) == "Only a human seat can take a move back."
    seat = DANCING_QUEEN.to_act(match.state)
    assert seat is not None
    match.play(DANCING_QUEEN.legal_actions(match.state)[0])
    other = 1 - seat
    if match.undoable(seat):
        assert match.undo_refusal(seat, match.names) == ""
    else:   # the opening lead is a hidden commitment: its reveal is a barrier
        assert match.undo_refusal(seat, match.names) == "Your last move showed a card or used chance: it stands."
    if other == 0:
        assert match.undo_refusal(0, match.names) == f"The last move was {match.names[seat]}'s: it stands."
