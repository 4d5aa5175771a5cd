"""DDO: The Card Game — every option a game's config may carry (game/core/options.py).

Two are set-up choices a player sees: the Adventure pack the table plays (the document
sets up "one of the Adventure packs") and the rest at home between quests (ours; the
document's only healing between quests is the Warforged's repair at Banking). The others
are set-up data the game checks itself when it deals: each seat's deck (`decks`, and a
deck written out in `deck<N>` by the deck builder), and the stacked set-ups of tests and
tutorials — `chance` (docs/notation.md, "Stacked set-ups"), `quest_order` and
`monster_top`. This module imports nothing heavier than game.core, so the registry and
the set-up screen read it without loading the engine.
"""

from __future__ import annotations

from game.core.options import OptionKind, OptionSpec

HARBOR = "harbor"
THRENAL = "threnal"
PACKS = (HARBOR, THRENAL)          # the first is the default
MAX_SEATS = 6

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("pack", "Adventure pack",
               "The Adventure pack the table plays: The Harbor (kobolds, sewers and the Claw in "
               "Stormreach's port) or The Ruins of Threnal (gnolls, giants and old magic in the "
               "jungle ruins).",
               OptionKind.CHOICE, choices=PACKS, choice_words=("The Harbor", "The Ruins of Threnal")),
    OptionSpec("rest", "Rest between quests",
               "Rest between quests: when the Party Leader straightens her Heroes at the start of "
               "her Build, they also recover every lost HP. Without it, only Warforged are "
               "repaired (at every Banking); other wounds heal only by cards.",
               OptionKind.FLAG, default=True),
    OptionSpec("decks", "Decks",
               "Each seat's Loot deck: a prebuilt deck's name, or 'own' with the deck written "
               "out in deck<N>.", OptionKind.STACK, shown=False),
    *(OptionSpec(f"deck{n}", f"Deck of seat {n}",
                 f"Seat {n}'s own deck written out: its name, its Hero and its 60 cards.",
                 OptionKind.STACK, shown=False) for n in range(1, MAX_SEATS + 1)),
    OptionSpec("chance", "Stacked draws",
               "The outcomes of the game's shuffles, in the order it makes them.",
               OptionKind.STACK, shown=False),
    OptionSpec("quest_order", "Stacked Quest deck",
               "Quest keys that come off the Quest deck first, in this order.",
               OptionKind.STACK, shown=False),
    OptionSpec("monster_top", "Stacked Monster deck",
               "Monster keys on top of the Monster deck, in this order.",
               OptionKind.STACK, shown=False),
)

__all__ = ["HARBOR", "OPTIONS", "PACKS", "THRENAL"]
