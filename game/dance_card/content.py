"""Dance Card! (rule document `shared/seeds/001_73f120c87acf16e3.txt`): the game's content.

The document fixes many facts (Kate is 24 and rolls a Blue and a Gray die, Dwight needs
5 and two icons, fourteen Dance Dice, eight kinds of Smooth Moves! …) and leaves the
rest to us. Everything lives in the TOML files of `content/`, each entry marked with its
provenance: "rulebook" when the document gives all of it, "designed" otherwise, with
`rulebook_facts` naming what the document fixed. `docs/rules/dance_card_content.md`
explains every decision.

Effects (personal abilities, card texts, Spark! effects) are data the engine executes:
a `kind` from the vocabulary in `content/kinds.toml` plus typed parameters. The loader
checks every kind and parameter, every name and every count, and raises `ContentError`
naming the file, the entry and the field.

This module is the door the engine and the tests come in by. The values and the
vocabulary are in `content_schema.py`; reading and checking the files is
`content_reader.py`.
"""

from __future__ import annotations

import functools

from game.dance_card.content_reader import CONTENT_DIR, read_content
from game.dance_card.content_schema import (
    ACTIONS,
    BOX,
    COLOURS,
    COUNTS,
    DIAL_ICONS,
    DIE_COLOURS,
    ICON_GLYPHS,
    ICONS,
    LOCATIONS,
    MODES,
    PROVENANCES,
    SONG_SYMBOLS,
    STUDENT_NAMES,
    TIMINGS,
    WILD,
    Ability,
    Card,
    Challenge,
    Chaperone,
    Contact,
    Content,
    ContentError,
    DialIcon,
    Die,
    Difficulty,
    Effect,
    Face,
    Friend,
    GameMode,
    Kind,
    MixItUp,
    MusicRules,
    ParamValue,
    Partner,
    Selfie,
    ShojoCard,
    SmoothMove,
    SongDie,
    SongFace,
    SpinDial,
    Student,
)


@functools.cache
def load_content() -> Content:
    """The game's content, read once (it never changes while the app runs)."""
    return read_content(CONTENT_DIR)


__all__ = ["ACTIONS", "BOX", "COLOURS", "CONTENT_DIR", "COUNTS", "DIAL_ICONS", "DIE_COLOURS",
           "ICONS", "ICON_GLYPHS", "LOCATIONS", "MODES", "PROVENANCES", "SONG_SYMBOLS",
           "STUDENT_NAMES", "TIMINGS", "WILD", "Ability", "Card", "Challenge", "Chaperone",
           "Contact", "Content", "ContentError", "DialIcon", "Die", "Difficulty", "Effect",
           "Face", "Friend", "GameMode", "Kind", "MixItUp", "MusicRules", "ParamValue",
           "Partner", "Selfie", "ShojoCard", "SmoothMove", "SongDie", "SongFace", "SpinDial",
           "Student", "load_content", "read_content"]
