"""Dancing Queen — every option its config may hold (game/core/options.py).

None is a rule a player switches on: they are the set-ups of tests, tutorials and records
that fix what chance would otherwise decide (docs/notation.md, "Stacked set-ups"). The
engine checks them all before it deals: the kinds here (`check_options`), their content
in game/dancing_queen/stacked.py.
"""

from __future__ import annotations

from game.core.options import OptionKind, OptionSpec

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("first", "Microphone", "The seat that holds the microphone in round one.",
               OptionKind.NUMBER, low=0, high=1, shown=False),
    OptionSpec("stack", "Stacked top cards", "Round one's top cards by id, top first.",
               OptionKind.STACK, shown=False),
    OptionSpec("decks", "Stacked decks", "Every round's deck by id, top first: one list per round.",
               OptionKind.STACK, shown=False),
    OptionSpec("chance", "Stacked chance", "Each round's shuffle: the card indices that come first.",
               OptionKind.STACK, shown=False),
)
