"""Dance Card! (`shared/seeds/001_73f120c87acf16e3.txt`): the content turned into lookup tables.

The content (`content.py`, TOML) names students; the engine's inner loop wants numbers.
A `Roster` holds, once, every student's relations as indices into the students tuple,
the card codes the states use, and the dice the box holds. Built from the content and
the board, never changed.
"""

from __future__ import annotations

import functools
import unicodedata
from dataclasses import dataclass

from game.core.actions import Act
from game.dance_card.board import Board, Kind, load_board
from game.dance_card.content import BOX, Card, Content, Effect, Face, SpinDial, load_content
from game.dance_card.edition import BASE, Edition

SHOJO_BASE = 100  # card codes: Smooth Moves! kinds are 0..11, Shōjo! cards 100..106
MEMO_CAP = 100_000  # entries of the AI's memo before it starts afresh

SHORT_LOCATION = {  # notation names of the board locations
    "Refreshments": "Refreshments", "Bleachers": "Bleachers",
    "Blue Dance Floor": "Blue", "Green Dance Floor": "Green",
    "Yellow Dance Floor": "Yellow", "Pink Dance Floor": "Pink",
    "Janitor's Office": "Janitor", "Restrooms": "Restrooms",
}


def slug(name: str) -> str:
    """A card's notation name: "The Look!" → "the-look", "Pomelol!" → "pomelol"."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    kept = "".join(ch for ch in plain.lower() if ch.isalnum() or ch in " -")
    return "-".join(kept.split())


@dataclass(frozen=True)
class PartnerInfo:
    student: int
    number: int                      # the printed difficulty number
    icons: tuple[str, ...]
    reward: int
    contacts: tuple[tuple[int, str], tuple[int, str]]  # (student, chat die colour)
    crush: int


@dataclass(frozen=True)
class StudentInfo:
    index: int
    name: str
    student_id: int
    colour: str
    dice: tuple[str, ...]
    friends: tuple[tuple[int, tuple[str, ...]], ...]
    rival: int
    partners: tuple[PartnerInfo, PartnerInfo, PartnerInfo]
    ability: Effect

    cool_kid: bool = False

    @property
    def power(self) -> str:
        return self.ability.kind


class Roster:
    """Students, cards and dice as numbers, plus the board."""

    def __init__(self, content: Content, board: Board) -> None:
        self.content = content
        self.board = board
        names = [s.name for s in content.students]
        self.by_name = {name: i for i, name in enumerate(names)}
        self.students = tuple(self._student(i) for i in range(len(names)))
        # The base game's 32 come first; the Cool Kids! (Deluxe) after them. A game without
        # the Cool Kids has 32 standees: its `positions` are the first 32 students'.
        self.base_students = sum(1 for s in content.students if not s.cool_kid)
        self.cool_kids = tuple(i for i, s in enumerate(content.students) if s.cool_kid)
        self.power_holder = {s.power: s.index for s in self.students}
        self.faces: dict[str, tuple[Face, ...]] = {d.colour: d.faces for d in content.dice}
        self.box = dict(BOX)
        self.smooth = content.smooth_moves
        self.shojo = content.shojo
        self.card_slugs = {slug(c.name): i for i, c in enumerate(self.smooth)}
        self.card_slugs.update({slug(c.name): SHOJO_BASE + i for i, c in enumerate(self.shojo)})
        self.mix = content.mix_it_up
        self.location_short = tuple(SHORT_LOCATION.get(loc.name, loc.name)
                                    for loc in board.locations)
        self.location_by_short = {s.lower(): i for i, s in enumerate(self.location_short)}
        # Joe's place on the Music Rules! card: no location of the board (none is adjacent
        # to it), so every rule that looks for students on a location passes him by.
        self.stage = len(board)
        self.floors = board.of_kind(Kind.DANCE_FLOOR)
        self.colour_floor = {loc.colour: i for i, loc in enumerate(board.locations)
                             if i in self.floors}
        # Derived values the AI asks again and again (see plans.prospects), by key. Kept
        # below MEMO_CAP entries: every entry holds objects the garbage collector walks,
        # and a fuller memo made its full collections pause a long game's AI visibly.
        self.memo: dict[object, object] = {}
        # Move actions are made once: the AI asks for them thousands of times a second.
        self.move_act = tuple(tuple(Act("move", (s.name, short)) for short in self.location_short)
                              for s in self.students)

    def _student(self, index: int) -> StudentInfo:
        s = self.content.students[index]
        at = self.by_name
        partners = tuple(PartnerInfo(at[p.name], p.difficulty.number, p.difficulty.icons,
                                     p.reward, ((at[p.contacts[0].name], p.contacts[0].chat_die),
                                                (at[p.contacts[1].name], p.contacts[1].chat_die)),
                                     at[p.crush]) for p in s.partners)
        return StudentInfo(index, s.name, s.student_id, s.colour, s.automatic_dice,
                           tuple((at[f.name], f.dice) for f in s.friends), at[s.rival],
                           (partners[0], partners[1], partners[2]), s.ability.effect,
                           s.cool_kid)

    # -- cards --------------------------------------------------------------------------
    def card(self, code: int) -> Card:
        return self.shojo[code - SHOJO_BASE] if code >= SHOJO_BASE else self.smooth[code]

    def card_slug(self, code: int) -> str:
        return slug(self.card(code).name)

    def is_shojo(self, code: int) -> bool:
        return code >= SHOJO_BASE

    def smooth_deck(self, edition: Edition = BASE) -> tuple[int, ...]:
        """The Smooth Moves! deck of a game: every copy of every kind in play."""
        return tuple(i for i, card in enumerate(self.smooth) for _ in range(card.count)
                     if edition.smooth_moves or not card.deluxe)

    def mix_pool(self, edition: Edition = BASE) -> tuple[int, ...]:
        """The Mix It Up! cards a game deals its deck from (the base 32 come first)."""
        return tuple(i for i, card in enumerate(self.mix) if edition.mix_it_up or not card.deluxe)

    def students_in_play(self, edition: Edition = BASE) -> int:
        """How many standees a game has: the students 0 … n−1."""
        return len(self.students) if edition.cool_kids else self.base_students

    # -- the Deluxe Edition's choices -----------------------------------------------------
    def dial(self, edition: Edition) -> SpinDial:
        return self.content.spin_dials[max(edition.dial, 0)]

    def music(self, edition: Edition) -> Card:
        return self.content.music_rules_cards[edition.music]

    # -- names --------------------------------------------------------------------------
    def name(self, student: int) -> str:
        return self.students[student].name

    def place(self, location: int) -> str:
        return "Music Rules! card" if location == self.stage else self.board.name(location)

    def short(self, location: int) -> str:
        return "Stage" if location == self.stage else self.location_short[location]

    def location(self, name: str) -> int:
        return self.board.index(name)


@functools.cache
def roster() -> Roster:
    """The roster of the shipped content and board (built once per process)."""
    return Roster(load_content(), load_board())
