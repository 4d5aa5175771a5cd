"""Dance Card! (rule document `shared/seeds/001_73f120c87acf16e3.txt`): what content is.

The vocabulary of the game (icons, colours, locations, modes, the box's dice and card
counts) and the frozen values the reader builds from the TOML files of `content/`: dice,
students and their Partners, cards, the Spin Dial, the Game Modes. Nothing here reads a
file: `content_reader.py` does, and `content.py` is the door the engine comes in by.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.content import PROVENANCES, ContentError
from game.dance_card.mode import Mode

ICONS = ("eye", "heart", "star", "smile")            # the four dance-die icons
ICON_GLYPHS = {"eye": "◉", "heart": "♥", "star": "★", "smile": "☺"}  # DejaVu Sans has them
COLOURS = ("blue", "green", "yellow", "pink")        # student colours = music preferences
DIE_COLOURS = COLOURS + ("gray", "black")
SONG_SYMBOLS = ("notes", "headphones", "guitar")     # the second mark on each Song Die face
WILD = "choose"                                      # Song Die face: the active player picks
LOCATIONS = ("Refreshments", "Bleachers", "Blue Dance Floor", "Green Dance Floor",
             "Yellow Dance Floor", "Pink Dance Floor", "Janitor's Office", "Restrooms")
ACTIONS = ("move", "dance", "chat", "nerve")
DIAL_ICONS = ("song_die", "spark", "draw", "moves", "mix_it_up")
TIMINGS = ("any", "before_roll", "after_roll")       # when a card may be played
MODES = ("solo", "competitive", "cooperative")
# The 32 students of the base box, as the document's component list names them.
STUDENT_NAMES = ("Isabel", "Zoe", "Estelle", "Lance", "Steven", "Howie", "Quentin", "Juniper",
                 "Austin", "Lydia", "Yvette", "Dwight", "Felicity", "Marty", "Raj", "Eliot",
                 "Ignacio", "Zack", "Nate", "Bethany", "Renee", "Olivia", "Claudia", "Jordan",
                 "Taylor", "Benjamin", "Sasha", "Maxine", "Naomi", "Aria", "Kate", "Phoenix")
# The Cool Kids! of the Deluxe Edition, as its component list names them.
COOL_KIDS = ("Roxi", "Joe", "Charlotte", "Xander")
# What the base box holds (the document's component list).
BOX = {"blue": 1, "green": 1, "yellow": 1, "pink": 1, "gray": 6, "black": 4}  # 14 Dance Dice
COUNTS = {"smooth_moves": 32, "smooth_move_kinds": 8, "mix_it_up": 32,
          "challenges": 6, "chaperones": 4, "shojo": 7, "music_rules": 1, "spin_dials": 1}
# What the Deluxe Edition adds (its component list): no Dance Dice, four Dance Cards.
DELUXE_COUNTS = {"smooth_moves": 16, "smooth_move_kinds": 4, "mix_it_up": 16,
                 "showstoppers": 1, "sketches": 5, "challenges": 1, "chaperones": 8,
                 "music_rules": 3, "spin_dials": 2, "students": 4}

ParamValue = int | bool | str | tuple[str, ...] | tuple[int, ...]


# -- values -----------------------------------------------------------------------------
@dataclass(frozen=True)
class Effect:
    """Something the engine does: a kind of `kinds.toml` and its parameters."""

    kind: str
    params: tuple[tuple[str, ParamValue], ...] = ()

    def get(self, name: str, default: ParamValue | None = None) -> Any:
        for key, value in self.params:
            if key == name:
                return value
        if default is None:
            raise KeyError(f"effect {self.kind!r} has no parameter {name!r}")
        return default


@dataclass(frozen=True)
class Face:
    number: int
    icons: tuple[str, ...] = ()

    def __str__(self) -> str:
        parts = ([str(self.number)] if self.number or not self.icons else []) + list(self.icons)
        return "+".join(parts)


@dataclass(frozen=True)
class Die:
    colour: str
    count: int               # how many the box holds
    faces: tuple[Face, ...]
    penalty: bool            # Black dice: they only ever take away
    provenance: str


@dataclass(frozen=True)
class SongFace:
    colour: str              # one of COLOURS, or WILD
    symbol: str              # one of SONG_SYMBOLS


@dataclass(frozen=True)
class SongDie:
    faces: tuple[SongFace, ...]
    provenance: str


@dataclass(frozen=True)
class Difficulty:
    number: int
    icons: tuple[str, ...] = ()


@dataclass(frozen=True)
class Friend:
    name: str
    dice: tuple[str, ...]    # die colours added when this Friend is on the Dance Floor


@dataclass(frozen=True)
class Contact:
    name: str
    chat_die: str            # the Chat Token's colour, and so the die it adds


@dataclass(frozen=True)
class Partner:
    name: str
    difficulty: Difficulty
    reward: int              # Smooth Moves! drawn on success, 1–3
    contacts: tuple[Contact, Contact]
    crush: str
    provenance: str
    rulebook_facts: tuple[str, ...] = ()


@dataclass(frozen=True)
class Ability:
    title: str
    effect: Effect
    text: str                # player-facing, our own words


@dataclass(frozen=True)
class Student:
    name: str
    student_id: int
    colour: str
    automatic_dice: tuple[str, ...]
    friends: tuple[Friend, ...]
    rival: str
    partners: tuple[Partner, Partner, Partner]
    ability: Ability
    complex_ability: bool    # the document's "avoid in your first game" students
    provenance: str
    rulebook_facts: tuple[str, ...] = ()
    cool_kid: bool = False   # a Deluxe Edition Cool Kid (cool_kids.toml)
    start: str = ""          # a Cool Kid's start location, from the Cool Kids! card

    def partner(self, name: str) -> Partner:
        for partner in self.partners:
            if partner.name == name:
                return partner
        raise KeyError(f"{name} is not one of {self.name}'s Partners")


@dataclass(frozen=True)
class DialIcon:
    icon: str                # one of DIAL_ICONS
    amount: int = 0          # cards to draw or Moves to gain
    all_players: bool = False
    skip_if_3p: bool = False
    start: bool = False


@dataclass(frozen=True)
class SpinDial:
    name: str
    icons: tuple[DialIcon, ...]
    provenance: str
    deluxe: bool = False
    text: str = ""           # what sets this dial apart, for the set-up

    @property
    def start_index(self) -> int:
        return next(i for i, icon in enumerate(self.icons) if icon.start)


@dataclass(frozen=True)
class Card:
    """A Smooth Moves!, Shōjo! or Mix It Up! card, or a Challenge!/Music Rules! card."""

    name: str
    text: str
    effects: tuple[Effect, ...] = ()     # what playing or revealing it does, in order
    spark: Effect | None = None          # its Spark! effect, if it carries the icon
    spark_text: str = ""
    timing: str = "any"
    count: int = 1
    showstopper: bool = False
    keep_after_spark: bool = False       # a Showstopper that stays beside the Dance Card
    provenance: str = "designed"
    rulebook_facts: tuple[str, ...] = ()
    deluxe: bool = False                 # a Deluxe Edition card
    sketch: bool = False                 # a Deluxe Mix It Up! Sketch card


# The document's card types all play the same way in the engine (a text, effects, maybe a
# Spark!), so one value serves them; the names say which deck a value comes from.
SmoothMove = Card
MixItUp = Card
MusicRules = Card
Challenge = Card
ShojoCard = Card


@dataclass(frozen=True)
class Chaperone:
    name: str
    start: str                           # the location the standee starts on
    rule: Effect | None                  # some Chaperones have no special ability
    spark: Effect
    text: str
    spark_text: str
    provenance: str
    deluxe: bool = False


@dataclass(frozen=True)
class GameMode:
    mode: str
    seats: tuple[int, int]
    mix_it_up_cards: int                 # deck size; the game ends when it runs out
    round_end_reveals: int               # extra Mix It Up! reveals after each full round
    hands_open: bool
    text: str
    provenance: str


@dataclass(frozen=True)
class Selfie:
    """Zoe's Selfie! card: the rules of a Selfie! action, as parameters."""

    locations: tuple[str, ...]
    tokens: int
    students_per_selfie: int
    friend_dice: tuple[str, ...]
    text: str
    provenance: str


@dataclass(frozen=True)
class CoolKidsCard:
    """The Deluxe Edition's Cool Kids! reference card (cool_kids.toml)."""

    text: str
    provenance: str
    rulebook_facts: tuple[str, ...] = ()


@dataclass(frozen=True)
class Advice:
    """A piece of the document's advice for the set-up (setup.toml): about which choice,
    the students it names, and the words the set-up shows."""

    topic: str                           # one of ADVICE_TOPICS
    text: str
    students: tuple[str, ...] = ()       # the students it is about (Felicity and Zoe)
    provenance: str = "rulebook"


ADVICE_TOPICS = ("students", "deal", "challenges", "deluxe")


@dataclass(frozen=True)
class Kind:
    """One word of the effect vocabulary: its parameters and their types."""

    name: str
    params: tuple[tuple[str, str], ...]
    doc: str


@dataclass(frozen=True)
class Content:
    kinds: tuple[Kind, ...]
    students: tuple[Student, ...]
    dice: tuple[Die, ...]
    song_die: SongDie
    spin_dial: SpinDial
    smooth_moves: tuple[Card, ...]       # one entry per kind; `count` copies each
    mix_it_up: tuple[Card, ...]          # one entry per card
    music_rules: Card
    game_modes: tuple[GameMode, ...]
    challenges: tuple[Card, ...]         # the six general Challenge! cards
    chaperones: tuple[Chaperone, ...]
    shojo: tuple[Card, ...]              # Felicity's personal deck
    selfie: Selfie
    # The Deluxe Edition beside the base game: every dial and Music Rules! card (the base
    # one first, so `spin_dial` and `music_rules` above stay the base game's), the Cool
    # Kids! card, and the document's set-up advice.
    spin_dials: tuple[SpinDial, ...] = ()
    music_rules_cards: tuple[Card, ...] = ()
    cool_kids: CoolKidsCard | None = None
    advice: tuple[Advice, ...] = ()

    def student(self, name: str) -> Student:
        for student in self.students:
            if student.name == name:
                return student
        raise KeyError(f"no student named {name!r}")

    def die(self, colour: str) -> Die:
        return next(d for d in self.dice if d.colour == colour)

    def mode(self, mode: str | Mode) -> GameMode:
        """The Game Mode card of a mode (the engine's enum, or its option value)."""
        name = mode.value if isinstance(mode, Mode) else mode
        return next(m for m in self.game_modes if m.mode == name)


__all__ = ["ACTIONS", "ADVICE_TOPICS", "BOX", "COLOURS", "COOL_KIDS", "COUNTS", "DELUXE_COUNTS", "DIAL_ICONS", "DIE_COLOURS", "ICONS",
           "ICON_GLYPHS", "LOCATIONS", "MODES", "PROVENANCES", "SONG_SYMBOLS",
           "STUDENT_NAMES", "TIMINGS", "WILD", "Ability", "Advice", "Card", "Challenge", "Chaperone",
           "Contact", "Content", "CoolKidsCard", "ContentError", "DialIcon", "Die", "Difficulty", "Effect",
           "Face", "Friend", "GameMode", "Kind", "MixItUp", "MusicRules", "ParamValue",
           "Partner", "Selfie", "ShojoCard", "SmoothMove", "SongDie", "SongFace", "SpinDial",
           "Student"]
