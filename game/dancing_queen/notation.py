"""Dancing Queen's action notation (documented in docs/notation.md).

`draw`, `pass`, `end`, `keep`, `lead girl`, `support boy`, `rotate 1b` — seats are 0
and 1, dancers a–d in the order they entered the floor this round.
"""

from __future__ import annotations

from game.dancing_queen.cards import Gender
from game.dancing_queen.state import DRAW, END, KEEP, LETTERS, PASS, Move, Role, place, rotate

_SIMPLE = {"draw": DRAW, "pass": PASS, "end": END, "keep": KEEP}
_GENDERS = {"girl": Gender.GIRL, "g": Gender.GIRL, "boy": Gender.BOY, "b": Gender.BOY}
_ROLES = {"lead": Role.LEAD, "support": Role.SUPPORT}


def parse_move(text: str) -> Move | None:
    """The move a text names, or None when it is not Dancing Queen notation."""
    words = text.strip().lower().split()
    if len(words) == 1 and words[0] in _SIMPLE:
        return _SIMPLE[words[0]]
    if len(words) == 2 and words[0] in _ROLES and words[1] in _GENDERS:
        return place(_ROLES[words[0]], _GENDERS[words[1]])
    if len(words) == 2 and words[0] == "rotate":
        target = words[1]
        if len(target) == 2 and target[0] in "01" and target[1] in LETTERS:
            return rotate(int(target[0]), LETTERS.index(target[1]))
    return None
