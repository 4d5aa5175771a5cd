"""Dance Card!'s pieces as the table paints them: standees, Dance Dice, the Song Die, each
player's Dance Card, the Smooth Moves! and Mix It Up! card faces (the gym itself and the Spin
Dial are in `dance_card_gym.py`).

Every look is a small frozen value that paints itself once (the painter caches it by
value), so a standee or a Dance Card is redrawn only when what it shows changes. Colour never
carries meaning alone: every die, floor and token says its colour or verdict in words or
glyphs too.
"""

from __future__ import annotations

import math

from dataclasses import dataclass

import pygame

from game.dance_card.roster import slug
from game.dance_card.state import FAILURE, NONE, SUCCESS
from scenes.art import dance_card as art
from scenes.toolkit.cards import CardFace, CardSection, Portrait
from scenes.tables.dance_card_fit import fit_words, plate_name, shown_hands
from scenes.ui import CREAM, GOLD, GOLD_DIM, INK, MUTED, Colour, Fonts
from scenes.tables.dance_card_colour import ink_on

PAINT: dict[str, Colour] = {  # students, floors and dice of each colour
    "blue": (90, 140, 232), "green": (64, 168, 104), "yellow": (232, 190, 64), "pink": (232, 108, 168),
    "gray": (150, 150, 158), "black": (34, 32, 38), "none": (120, 100, 110),
}
ICON_GLYPH = {"eye": "◉", "heart": "♥", "star": "★", "smile": "☺"}
SUCCESS_INK: Colour = (86, 196, 120)
FAILURE_INK: Colour = (232, 92, 82)
SHOWSTOPPER_INK: Colour = (140, 30, 100)


def icons_text(icons: tuple[str, ...]) -> str:
    return " ".join(ICON_GLYPH.get(i, i) for i in icons)


def head(image: pygame.Surface, colour: str, fill: Colour, ring: Colour, centre: tuple[int, int], radius: int,
         line: int) -> None:
    """A standee's head in the shape of its colour (blue a square, green a triangle, pink a
    diamond, yellow a disc, gray a hexagon, black a ringed disc): the colour, which decides a
    die, never speaks alone."""
    x, y = centre
    sides = HEAD_SIDES.get(colour, 0)
    if sides:
        turn = {4: math.pi / 4, 3: -math.pi / 2, 6: 0.0}.get(sides, 0.0) if colour != "pink" else 0.0
        grow = 1.15 if sides != 6 else 1.05
        points = [(x + radius * grow * math.cos(turn + 2 * math.pi * k / sides),
                   y + radius * grow * math.sin(turn + 2 * math.pi * k / sides) + (2 if sides == 3 else 0))
                  for k in range(sides)]
        pygame.draw.polygon(image, fill, points)
        pygame.draw.polygon(image, ring, points, line)
        return
    pygame.draw.circle(image, fill, centre, radius)
    pygame.draw.circle(image, ring, centre, radius, line)
    if colour == "black":
        pygame.draw.circle(image, CREAM, centre, max(2, radius - 3), 1)


HEAD_SIDES = {"blue": 4, "green": 3, "pink": 4, "gray": 6}
# A colour's word where a chip is too small for it whole (the colour never speaks alone).
COLOUR_TAG = {"blue": "BLU", "green": "GRN", "yellow": "YEL", "pink": "PNK", "gray": "GRY", "black": "BLK"}


def _surface(size: tuple[int, int]) -> pygame.Surface:
    image = pygame.Surface(size, pygame.SRCALPHA)
    return image


def _done(image: pygame.Surface) -> pygame.Surface:
    return image.convert_alpha() if pygame.display.get_surface() else image


# -- standees ------------------------------------------------------------------------------
@dataclass(frozen=True)
class StandeeLook:
    """A student standee: a head disc in their colour and a name plate; `badge` marks what
    they are to the viewer (★ you, ♥ a Partner, ✉ a Contact, ⚔ the Rival, ① … a player)."""

    name: str
    colour: str
    badge: str = ""
    owner: str = ""            # a player's number when someone plays this student
    you: bool = False
    set_aside: bool = False

    @property
    def zoomed(self) -> "StandeeLook | Portrait":   # a student's zoom: their Dance Card's picture over the standee
        return Portrait(self, art.picture("student", self.name), 0.62) if art.is_student(self.name) else self

    @property
    def zoom_size(self) -> tuple[int, int]:
        return (240, 300) if art.is_student(self.name) else (140, 92)

    def paint(self, fonts: Fonts, size: tuple[int, int]) -> pygame.Surface:
        width, height = size
        if height < CHIP_HEIGHT:
            return self._paint_chip(fonts, size)
        image = _surface(size)
        radius = max(5, min(round(height * 0.29), (height - 14) // 2))   # a small standee keeps a plate 14 px tall
        centre = (width // 2, radius + 1)
        fill = PAINT.get(self.colour, PAINT["none"])
        pygame.draw.circle(image, (0, 0, 0, 90), (centre[0] + 1, centre[1] + 2), radius)
        ring = GOLD if (self.you or self.owner) else INK
        head(image, self.colour, fill, ring, centre, radius, 3 if self.you or self.owner else 1)
        if radius >= 8:   # a smaller head holds no readable letter: the name reads on the plate
            initial = fonts.text(self.owner or self.name[:1], max(10, radius), ink_on(fill), True)
            image.blit(initial, initial.get_rect(center=centre))
        plate = pygame.Rect(0, radius * 2 - 1, width, height - radius * 2 + 1)
        pygame.draw.rect(image, GOLD if self.you else (40, 18, 34), plate, border_radius=5)
        pygame.draw.rect(image, fill, plate, 1, border_radius=5)
        words, size_px, bold = plate_name(fonts, self.name, max(8, plate.height - 4), width - 4)
        text = fonts.text(words, size_px, INK if self.you else CREAM, bold)
        image.blit(text, text.get_rect(center=plate.center))
        if self.badge:
            spot = (width - 8, 8)
            pygame.draw.circle(image, CREAM, spot, 8)
            pygame.draw.circle(image, INK, spot, 8, 1)
            glyph = fonts.text(self.badge, 11, (170, 30, 70) if self.badge == "♥" else INK, True)
            image.blit(glyph, glyph.get_rect(center=spot))
        if self.set_aside:
            pygame.draw.line(image, MUTED, (4, 4), (width - 4, height - 4), 2)
        return _done(image)


    def _paint_chip(self, fonts: Fonts, size: tuple[int, int]) -> pygame.Surface:
        """The most crowded places: a name chip in the student's colour (their badge and owner
        read in the zoom), ringed in gold when it is a player's Student."""
        width, height = size
        image = _surface(size)
        fill = PAINT.get(self.colour, PAINT["none"])
        rect = image.get_rect()
        pygame.draw.rect(image, fill, rect, border_radius=5)
        ring = GOLD if (self.you or self.owner) else INK
        pygame.draw.rect(image, ring, rect, 2 if self.you or self.owner else 1, border_radius=5)
        words, size_px, bold = plate_name(fonts, self.name, max(8, height - 5), width - 4)
        text = fonts.text(words, size_px, ink_on(fill), bold)
        image.blit(text, text.get_rect(center=rect.center))
        if self.set_aside:
            pygame.draw.line(image, MUTED, (3, height // 2), (width - 3, height // 2), 1)
        return _done(image)


CHIP_HEIGHT = 20    # a standee drawn lower than this is a name chip


# -- dice ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class DieLook:
    """A Dance Die: its colour named on it, and the face (number and icons) once rolled."""

    colour: str
    number: int | None = None          # None: not rolled yet
    icons: tuple[str, ...] = ()
    gone: bool = False                 # its result was set aside (Hands Up!)
    picked: bool = False               # marked to roll again

    zoom_size = (96, 96)

    def paint(self, fonts: Fonts, size: tuple[int, int]) -> pygame.Surface:
        width, height = size
        image = _surface(size)
        fill = PAINT.get(self.colour, PAINT["gray"])
        rect = image.get_rect().inflate(-2, -2)
        pygame.draw.rect(image, (0, 0, 0, 90), rect.move(1, 2), border_radius=8)
        pygame.draw.rect(image, fill, rect, border_radius=8)
        pygame.draw.rect(image, CREAM if self.colour == "black" else INK, rect, 2, border_radius=8)
        ink = ink_on(fill)
        word = self._word(fonts, width - 6, ink)
        image.blit(word, word.get_rect(midbottom=(width // 2, height - 3)))
        if self.gone:
            big = fonts.text("—", height // 2, ink, True)
        elif self.number is None:
            big = fonts.text("?", height // 2, ink, True)
        else:
            shown = ("" if self.number == 0 and self.icons else f"{self.number:+d}" if self.number < 0
                     else str(self.number))
            line = " ".join(x for x in (shown, icons_text(self.icons)) if x)
            line, size_px = fit_words(fonts, line, height // 2 - 2, width - 6)
            big = fonts.text(line, size_px, ink, True)
        image.blit(big, big.get_rect(center=(width // 2, height // 2 - 4)))
        if self.picked:
            pygame.draw.rect(image, GOLD, rect, 4, border_radius=8)
        return _done(image)


    def _word(self, fonts: Fonts, room: int, ink: Colour) -> pygame.Surface:
        """The colour's name whole: bold, else regular, else its tag ("YEL"; the die's detail
        and zoom name it whole)."""
        for words in (self.colour.upper(), COLOUR_TAG.get(self.colour, self.colour.upper()[:3])):
            for bold in (True, False):
                fitting = fonts.fits(words, max(10, (room + 6) // 5), room, bold)
                if fitting is not None:
                    return fonts.text(words, fitting, ink, bold)
        return fonts.text(COLOUR_TAG.get(self.colour, "?"), 10, ink, True)


@dataclass(frozen=True)
class SongLook:
    """The Song Die: the song's colour in words and paint, and its symbol."""

    colour: str
    symbol: str

    zoom_size = (96, 96)

    def paint(self, fonts: Fonts, size: tuple[int, int]) -> pygame.Surface:
        width, height = size
        image = _surface(size)
        fill = PAINT.get(self.colour, (90, 60, 80))
        rect = image.get_rect().inflate(-2, -2)
        pygame.draw.rect(image, fill, rect, border_radius=10)
        pygame.draw.rect(image, GOLD, rect, 3, border_radius=10)
        glyph = {"notes": "♫", "headphones": "♪", "guitar": "♬"}.get(self.symbol, "♫")
        ink = ink_on(fill)
        big = fonts.text(glyph, height // 2, ink, True)
        image.blit(big, big.get_rect(center=(width // 2, height // 2 - 5)))
        word = fonts.text(self.colour.upper() if self.colour else "—", max(8, width // 5), ink, True)
        image.blit(word, word.get_rect(midbottom=(width // 2, height - 4)))
        return _done(image)


# -- Dance Cards -----------------------------------------------------------------------------
@dataclass(frozen=True)
class PartnerLine:
    name: str
    colour: str
    number: int
    icons: tuple[str, ...]
    reward: int
    status: int                                   # the engine's NONE, SUCCESS or FAILURE
    contacts: tuple[tuple[str, str, bool], ...]   # (name, chat die colour, token placed)
    crush: str
    crush_chat: bool = False                       # Kate's ability: a token from the Crush too


SHEET_SIZE = (404, 164)
CHIP_SIZE = (304, 30)


def sheet_columns(size: tuple[int, int] = SHEET_SIZE) -> list[pygame.Rect]:
    """Where each Partner's column lies on a full Dance Card (the table puts zones there)."""
    width, height = size
    column = (width - 16) // 3
    return [pygame.Rect(8 + i * column, 30, column - 6, height - 52) for i in range(3)]


def partner_head(column: pygame.Rect) -> pygame.Rect:
    """A Partner's name line at the head of its column, left of its token's circle."""
    return pygame.Rect(column.left + 2, column.top + 2, column.width - 32, 19)


def contact_words(row: pygame.Rect) -> pygame.Rect:
    """A Contact's (or the Crush's) words on its line, right of its chat die."""
    return pygame.Rect(row.left + 33, row.top, row.width - 33, row.height)


def contact_rows(column: pygame.Rect) -> list[pygame.Rect]:
    """The two Contacts' lines and the Crush's line inside a Partner's column."""
    return [pygame.Rect(column.left + 3, column.top + 58 + i * 18, column.width - 6, 17) for i in range(3)]


@dataclass(frozen=True)
class SheetLook:
    """A player's Dance Card. Full size at the bottom of the table; as a one-line chip for
    the other players (zoomed, the chip shows the full card)."""

    player: str
    student: str
    colour: str
    ability: str               # "Title: rules text" (the zoom reads it whole)
    partners: tuple[PartnerLine, ...]
    showstoppers: tuple[str, ...] = ()
    hand: str = ""             # the chip's second line: the hand, open or counted
    compact: bool = False
    active: bool = False
    ghost: bool = False        # paints nothing: a hover spot over a card painted elsewhere

    @property
    def zoomed(self) -> SheetLook:
        return SheetLook(self.player, self.student, self.colour, self.ability, self.partners,
                         self.showstoppers, self.hand, False, self.active)

    @property
    def zoom_size(self) -> tuple[int, int]:
        return SHEET_SIZE

    def paint(self, fonts: Fonts, size: tuple[int, int]) -> pygame.Surface:
        if self.ghost:
            return _done(_surface(size))
        return self._chip(fonts, size) if self.compact else self._full(fonts, size)

    @property
    def ability_title(self) -> str:
        return self.ability.split(":", 1)[0]

    def _tokens(self) -> str:
        return " ".join(STATUS_MARK[p.status] for p in self.partners)

    def _chip(self, fonts: Fonts, size: tuple[int, int]) -> pygame.Surface:
        width, height = size
        image = _surface(size)
        rect = image.get_rect()
        pygame.draw.rect(image, (52, 22, 44), rect, border_radius=8)
        pygame.draw.rect(image, GOLD if self.active else GOLD_DIM, rect, 2, border_radius=8)
        fill = PAINT.get(self.colour, PAINT["none"])
        pygame.draw.circle(image, fill, (14, height // 2), 9)
        pygame.draw.circle(image, INK, (14, height // 2), 9, 1)
        successes = sum(1 for p in self.partners if p.status == SUCCESS)
        failures = sum(1 for p in self.partners if p.status == FAILURE)
        tokens = fonts.text(f"✔{successes} ✖{failures}", 13, CREAM, True)
        image.blit(tokens, tokens.get_rect(topright=(width - 8, 1)))
        # the player on the first line (a 24-letter name whole), their student with the hand below
        words, px = fit_words(fonts, self.player, 13, width - 40 - tokens.get_width())
        image.blit(fonts.text(words, px, CREAM, True), (28, 1))
        for hand in shown_hands(self.hand):   # the whole hand first; shorter forms (the chip's detail lists it)
            line = f"{self.student} ({self.colour}) · {hand}"
            if fonts.fits(line, 12, width - 36) is not None:
                break
        words, px = fit_words(fonts, line, 12, width - 36, bold=False)
        image.blit(fonts.text(words, px, MUTED), (28, 14))
        return _done(image)

    def _full(self, fonts: Fonts, size: tuple[int, int]) -> pygame.Surface:
        width, height = size
        image = _surface(size)
        rect = image.get_rect()
        pygame.draw.rect(image, (250, 240, 222), rect, border_radius=10)
        fill = PAINT.get(self.colour, PAINT["none"])
        band = pygame.Rect(0, 0, width, 26)
        pygame.draw.rect(image, fill, band, border_top_left_radius=10, border_top_right_radius=10)
        pygame.draw.rect(image, GOLD if self.active else GOLD_DIM, rect, 3, border_radius=10)
        head = f"Dance Card — {self.student} ({self.colour})"
        if fonts.fits(f"{head} · {self.player}", 14, width - 90, True, least=12) is not None:
            head += f" · {self.player}"        # a long name only where it stays readable (it is your card)
        words, px = fit_words(fonts, head, 14, width - 90)
        image.blit(fonts.text(words, px, ink_on(fill), True), (10, 5))
        tokens = fonts.text(self._tokens(), 14, ink_on(fill), True)
        image.blit(tokens, tokens.get_rect(topright=(width - 10, 5)))
        for partner, column in zip(self.partners, sheet_columns(size)):
            self._partner(image, fonts, partner, column)
        # the foot names the ability (its rules text is in the zoom) and every kept Showstopper
        stoppers = f"★ {', '.join(self.showstoppers)}" if self.showstoppers else ""
        room = width - 16
        if stoppers:
            words, px = fit_words(fonts, stoppers, 12, room // 2)
            shown = fonts.text(words, px, SHOWSTOPPER_INK, True)
            image.blit(shown, shown.get_rect(bottomright=(width - 8, height - 4)))
            room -= shown.get_width() + 10
        words, px = fit_words(fonts, f"✦ {self.ability_title}", 12, room, bold=False)
        image.blit(fonts.text(words, px, INK), (8, height - 18))
        return _done(image)

    def _partner(self, image: pygame.Surface, fonts: Fonts, partner: PartnerLine, column: pygame.Rect) -> None:
        pale = tuple(min(255, c // 4 + 190) for c in PAINT.get(partner.colour, PAINT["none"]))
        pygame.draw.rect(image, pale, column, border_radius=7)
        pygame.draw.rect(image, PAINT.get(partner.colour, INK), column, 2, border_radius=7)
        words, px = fit_words(fonts, partner.name, 14, column.width - 34)
        image.blit(fonts.text(words, px, INK, True), (column.left + 6, column.top + 4))
        need = f"needs {partner.number}" + (f" + {icons_text(partner.icons)}" if partner.icons else "")
        image.blit(fonts.text(need, 12, INK, True), (column.left + 6, column.top + 22))
        reward, px = fit_words(fonts, f"win: draw {partner.reward} · {partner.colour}", 12, column.width - 10, bold=False)
        image.blit(fonts.text(reward, px, (90, 70, 80)), (column.left + 6, column.top + 38))
        spot = (column.right - 15, column.top + 15)
        if partner.status == 1:
            pygame.draw.circle(image, SUCCESS_INK, spot, 12)
            mark = fonts.text("✔", 14, INK, True)
        elif partner.status == 2:
            pygame.draw.circle(image, FAILURE_INK, spot, 12)
            mark = fonts.text("✖", 14, INK, True)
        else:
            pygame.draw.circle(image, (255, 255, 255), spot, 12)
            pygame.draw.circle(image, GOLD_DIM, spot, 12, 2)
            mark = fonts.text("?", 12, (90, 70, 80), True)   # not yet known: the reward's grey, clear on white
        image.blit(mark, mark.get_rect(center=spot))
        rows = contact_rows(column)
        lines = [(f"✉ {name}", colour, placed) for name, colour, placed in partner.contacts]
        lines.append((f"Crush {partner.crush}", "black", partner.crush_chat))   # a Crush is a Black die, no friend
        for (words, colour, placed), row in zip(lines, rows):
            die = pygame.Rect(row.left, row.top + 1, 32, 15)   # the chat's die: its colour and its word
            fill = PAINT.get(colour, INK)
            pygame.draw.rect(image, fill, die, border_radius=3)
            pygame.draw.rect(image, INK, die, 1, border_radius=3)
            tag = ("✔" if placed else "") + COLOUR_TAG.get(colour, "?")
            tick = fonts.text(tag, 10, ink_on(fill), True)
            image.blit(tick, tick.get_rect(center=die.center))
            text, px = fit_words(fonts, words, 12, row.width - 36, bold=placed)
            image.blit(fonts.text(text, px, INK, placed), (row.left + 35, row.top + 1))


# -- cards ----------------------------------------------------------------------------------
CARD_TILE = (78, 112)
SMOOTH_TINT: Colour = (176, 60, 120)
SHOJO_TINT: Colour = (226, 120, 40)
MIX_TINT: Colour = (70, 90, 170)
STATUS_MARK = {NONE: "○", SUCCESS: "✔", FAILURE: "✖"}   # a Partner's token: not danced, a Success, a Failure
TIMING_WORDS = {"any": "any time on your turn", "before_roll": "before you roll", "after_roll": "after you roll"}


def _many(items: object) -> int | str:
    """How many things a card's parameter lists (the dice a card adds)."""
    return len(items) if isinstance(items, (tuple, list)) else "?"


def effect_glyph(kind: str, params: dict[str, object]) -> tuple[str, str]:
    """A big glyph and a two-word summary for a card tile."""
    if kind == "free_action":
        action = str(params.get("action", ""))
        return {"chat": "✉", "dance": "♫", "nerve": "☯", "move": "⇄"}.get(action, "✦"), f"free {action}"
    table = {
        "free_moves": ("⇄", f"{params.get('moves', '?')} Moves"), "ditch_failure": ("✖", "clear ✖"),
        "pull_partner": ("⇲", "pull Partner"), "add_dice": ("⚀", f"+{_many(params.get('dice'))} die"),
        "set_die": ("⚁", f"a die = {params.get('number', '?')}"), "add_icon": ("★", f"+{params.get('icons', '?')} icon"),
        "ignore_black": ("●", "no Black"), "reroll": ("↻", "roll again"),
        "add_number": ("+", f"+{params.get('amount', '?')}"),
    }
    return table.get(kind, ("✦", ""))


def smooth_face(name: str, text: str, timing: str, kind: str, params: dict[str, object], shojo: bool) -> CardFace:
    glyph, short = effect_glyph(kind, params)
    when = TIMING_WORDS.get(timing, timing)
    return CardFace((CardSection(name, f"{text} (Play it {when}; or ditch it for a free Move"
                                       f"{'' if not shojo else ' — Shōjo! cards cannot be ditched'}.)",
                                 short=short, icon=glyph, tint=SHOJO_TINT if shojo else SMOOTH_TINT,
                                 art=art.picture("shojo" if shojo else "smooth", slug(name))),),
                    caption="Shōjo!" if shojo else "Smooth Moves!")


def mix_face(name: str, text: str, showstopper: bool, sketch: bool = False) -> CardFace:
    # the pile's tile is narrow: "Showstop." there (its detail and the zoom say "a Showstopper")
    short = "Showstop." if showstopper else "Sketch" if sketch else "Mix It Up!"
    return CardFace((CardSection(name, text, short=short, icon="⚡", tint=MIX_TINT,
                                 art=art.picture("mix", slug(name))),), caption="Mix It Up!")


# -- the gym ---------------------------------------------------------------------------------
