"""Dance Card! (`shared/seeds/001_73f120c87acf16e3.txt`): every option a game of it reads.

The set-up screen, `python -m game sim --option KEY=VALUE`, records and tests all speak
through these; `setup.new_state` checks a config against them before it deals, so an
option nobody reads, or a value of the wrong kind, is refused in one sentence.

None is `shown` in the set-up screen's generic row of toggles: the table's plug offers them
on its own (scenes/tables/dance_card_options.py): each seat's Dance Card beside its seat, and
a screen of the Challenge! cards, the Deluxe modules, the Music Rules! card and the dial.

The Deluxe Edition is off unless asked for: `edition=deluxe` puts every Deluxe module in
play (the modules' own flags, given too, win), `music_rules` picks the Music Rules! card
and `spin_dial` the dial (or leaves it to the first player). Values name cards the way
the notation does: lower case, hyphens, no exclamation mark.
"""

from __future__ import annotations

from game.core.options import OptionKind, OptionSpec

MODES = ("competitive", "cooperative", "solo")
MUSIC_RULES = ("feel-the-beat", "all-together", "keep-moving", "shake-it-off")
SPIN_DIALS = ("freshman-year", "dive-back", "tech-noir")
RANDOM = "random"   # music_rules: one of the four, at random (the Deluxe Edition's default)
CHOOSE = "choose"   # spin_dial: the first player picks before the first turn

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("mode", "Game Mode",
               "Solo for one player; Competitive or Cooperative for two to four "
               "(Competitive unless chosen).", OptionKind.CHOICE, MODES, shown=False),
    OptionSpec("students", "Dance Cards",
               "Each seat's Dance Card by name, in seat order; \"random\" (or a name left out) "
               "deals one at random.", OptionKind.WORDS, shown=False),
    OptionSpec("challenges", "Challenge! cards at random",
               "How many Challenge! cards are drawn at random: none, one, two or three.",
               OptionKind.NUMBER, low=0, high=3, shown=False),
    OptionSpec("challenge_cards", "Challenge! cards chosen",
               "Up to three Challenge! cards by name, instead of drawing them at random.",
               OptionKind.WORDS, shown=False),
    OptionSpec("edition", "Edition",
               "The base game, or the Deluxe Edition with all its modules.",
               OptionKind.CHOICE, ("base", "deluxe"), shown=False),
    OptionSpec("cool_kids", "Cool Kids!",
               "Roxi, Joe, Charlotte and Xander join the dance, with their Dance Cards.",
               shown=False),
    OptionSpec("deluxe_challenges", "Deluxe Challenge! cards",
               "Not Cool! and eight more Chaperones join the Challenge! cards drawn at random.",
               shown=False),
    OptionSpec("deluxe_smooth_moves", "Deluxe Smooth Moves!",
               "Dab!, Rumor!, Slide! and Switch! join the Smooth Moves! deck.", shown=False),
    OptionSpec("deluxe_mix_it_up", "Deluxe Mix It Up!",
               "Sixteen more Mix It Up! cards, Sketch cards and a Showstopper among them.",
               shown=False),
    OptionSpec("music_rules", "Music Rules!",
               "The Music Rules! card in play (the Deluxe Edition draws one at random unless "
               "one is chosen).", OptionKind.CHOICE, MUSIC_RULES + (RANDOM,), shown=False),
    OptionSpec("spin_dial", "Spin Dial",
               "The Spin Dial in play, or \"choose\": the first player picks it (the Deluxe "
               "Edition's default).", OptionKind.CHOICE, SPIN_DIALS + (CHOOSE,), shown=False),
    OptionSpec("chance", "Stacked chance",
               "The outcomes of the next draws, for tests and tutorials "
               "(docs/notation.md).", OptionKind.STACK, shown=False),
)

__all__ = ["CHOOSE", "MODES", "MUSIC_RULES", "OPTIONS", "RANDOM", "SPIN_DIALS"]
