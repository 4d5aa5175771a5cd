"""DDR: The Card Game — every option its config may hold (game/core/options.py).

None is a rule a player switches on: the four are the set-ups of tests, tutorials and
records that fix what chance would otherwise decide (docs/notation.md, "Stacked set-ups").
The engine checks them all before it deals: the kinds here (`check_options`), their
content in game/ddr/stacked.py.
"""

from __future__ import annotations

from game.core.options import OptionKind, OptionSpec

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("songs", "Songs", "Each seat's song, in seat order (the song choice is skipped).",
               OptionKind.WORDS, shown=False),
    OptionSpec("first", "First dancer", "The seat that goes first (instead of drawing lots).",
               OptionKind.NUMBER, low=0, high=3, shown=False),
    OptionSpec("deck", "Stacked deck", "The whole draw deck, top first (instead of the shuffle).",
               OptionKind.STACK, shown=False),
    OptionSpec("chance", "Stacked chance", "The outcomes of the next draws of chance, in order.",
               OptionKind.STACK, shown=False),
)
