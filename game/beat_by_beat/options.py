"""Beat by Beat — every option the engine reads from a game's config, declared once.

The set-up screen offers the shown ones (the rulebook's five Experimental Rules, each off
by default: docs/rules/beat_by_beat.md, "Options"); the measuring choices and the stacked
set-up are for the tools and tests. `new_game` checks a config against these before it
deals (game.core.options.check_options): an undeclared option or a value of the wrong
kind is refused in one sentence naming the option. This module imports nothing heavier
than game.core, so the registry and the set-up screen read it without loading the engine.
"""

from __future__ import annotations

from game.core.options import OptionKind, OptionSpec

# The five styles, as the content names them (game.beat_by_beat.content.STYLES; a test
# keeps the two equal): written out here so declaring the options loads no content.
STYLE_WORDS = ("latin", "ballroom", "classical", "jazz", "street")
EXPERIMENTAL = ("crowd_tokens", "favor_recovery", "judge_draft", "move_effects", "crowd_bonuses")

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("crowd_tokens", "Crowd Favor Tokens",
               "Crowd Favor Tokens: each outright crowd win gives a token; every two are a "
               "lasting −1 on your moves."),
    OptionSpec("favor_recovery", "Bonus Recovery",
               "Bonus Recovery on Crowd Favor: the outright winner of a beat takes one more "
               "recovery action."),
    OptionSpec("judge_draft", "Judge Drafting",
               "Judge Drafting: each dancer first takes a Judge as their own; winning it over "
               "pays +2."),
    OptionSpec("move_effects", "Move Effects",
               "Move Bonus Effects: some pool moves do something when they succeed — draw a "
               "card, ease your next move, or give a bonus Refinement or Inspiration."),
    OptionSpec("crowd_bonuses", "Crowd Bonuses",
               "Variable Crowd Bonuses: each round turns up its own crowd bonus card (seen a "
               "round ahead), paying points for the crowd wins it names."),
    OptionSpec("pass_fewer", "Pass the device less",
               "Several players at one device: whoever acted last acts first in the next step "
               "everyone takes in any order, so the device changes hands less often.",
               shown=False),
    OptionSpec("focus_style", "Focus style",
               "For measuring: the focus seat's computer dancer keeps only moves of this style.",
               OptionKind.CHOICE, choices=("", *STYLE_WORDS), shown=False),
    OptionSpec("focus_seat", "Focus seat",
               "For measuring: the seat (from 0) that keeps to the focus style.",
               OptionKind.NUMBER, default=0, low=0, high=3, shown=False),
    OptionSpec("chance", "Stacked chance",
               "A stacked set-up: the outcomes of the game's shuffles, in the order it makes them.",
               OptionKind.STACK, shown=False),
)

__all__ = ["EXPERIMENTAL", "OPTIONS", "STYLE_WORDS"]
