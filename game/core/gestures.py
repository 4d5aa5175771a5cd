"""What a hand does on the table, in the game's own terms: the engine's `find_move`.

As python-chess's `Board.find_move(from, to)` turns two squares into a move, each game's
engine turns a gesture — a source and a target named as places of that game (`hand:U/perfect`,
`slot:1:3`, `loc:Gym`), never pixels — into the action it denotes, legal or not, so the
table can ask `check` why a refused drop is refused. The reverse (a legal action → the one
gesture that makes it) is what the table lights, and what a tutorial step, a hint and a
replay point at.

Shapes of a gesture:
- `source` and `target`: drag the piece at `source` onto `target` (or click one, then the other);
- `target` only: click `target`; `drag_from` names a piece whose drag onto `target` means
  the same click (the card that gave a power);
- neither: a button (`find_action` is not asked for buttons: the table keeps them by action);
- `variant`: how a held piece must be turned (a two-way card's half, an arrow);
- `click_too`: a plain click on `source` alone makes it as well (a piece with one thing to do).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Gesture:
    source: str | None = None
    target: str | None = None
    variant: str | None = None
    click_too: bool = False
    drag_from: str | None = None

    @property
    def is_button(self) -> bool:
        return self.source is None and self.target is None


BUTTON = Gesture()

__all__ = ["BUTTON", "Gesture"]
