"""Card faces and backs, drawn from content data with shapes and the bundled font.

A `CardFace` has one section (an ordinary card) or two (a two-way card whose second
half is printed upside down, like a Dancing Queen dancer). A `CardBack` shows a card's
public facts. The painter draws each face at the size asked for (crisp text rather than
a scaled bitmap) and caches every size and rotation, because rotating or scaling every
card every frame would cost 20-30 ms a frame.
"""

from __future__ import annotations

import logging
import math
import zlib
from dataclasses import dataclass
from typing import Protocol

import pygame

from scenes.art.picture import Picture
from scenes.ui import CREAM, GOLD, INK, READABLE_PX, Colour, Fonts, lettering

log = logging.getLogger(__name__)

CARD_SIZE = (120, 172)      # the table's ordinary card, logical pixels
ZOOM_SIZE = (280, 400)      # the hover / right-click zoom
REVEAL_SIZE = (168, 240)    # cards shown between rounds
SMALL_WIDTH = 80            # narrower than this, a one-section face is drawn as a tile (icon large)


@dataclass(frozen=True)
class CardSection:
    """One printed half of a card (or the whole of an ordinary card)."""

    title: str
    text: str = ""                 # the whole rules text, shown on zoom
    short: str = ""                # what fits on the card itself (defaults to `text`)
    icon: str = ""                 # glyphs beside the title (♂, ♀, ★, ⟲ …)
    figure: str = ""               # art: "boy", "girl", "star", "note", "glyph:⬆" (a big glyph), "" for none
    tint: Colour = (200, 80, 110)
    art: Picture | None = None     # the card's own picture (scenes/art), drawn in the art box instead of `figure`


@dataclass(frozen=True)
class CardFace:
    sections: tuple[CardSection, ...]
    caption: str = ""              # a line under the art on ordinary cards (cost, type …)

    @property
    def title(self) -> str:
        return " / ".join(s.title for s in self.sections)


@dataclass(frozen=True)
class BackMark:
    glyph: str
    word: str
    strong: bool = True            # the mark that counts now is drawn large and bright


@dataclass(frozen=True)
class CardBack:
    """The face-down side: a lattice plus the card's public facts, one mark per half."""

    marks: tuple[BackMark, ...] = ()
    tint: Colour = (120, 30, 56)


class Piece(Protocol):
    """A game's own piece (a standee, a die, a player's sheet): a hashable value that paints itself
    at a size. It may name the look and the size it is zoomed to (`zoomed`, `zoom_size`)."""

    def paint(self, fonts: Fonts, size: tuple[int, int]) -> pygame.Surface: ...


@dataclass(frozen=True)
class Portrait:
    """A game's own piece (a Hero's plate, a standee) shown with its card's picture above it, as
    the zoom shows it; if there is no such picture, the piece alone."""

    look: Piece
    picture: Picture
    share: float = 0.45            # of the height, for the picture

    def paint(self, fonts: Fonts, size: tuple[int, int]) -> pygame.Surface:
        width, height = size
        image = pygame.Surface(size, pygame.SRCALPHA)
        top = int(height * self.share)
        if not _picture(image, pygame.Rect(2, 0, width - 4, top - 6), self.picture, (150, 112, 56)):
            top = 0
        image.blit(self.look.paint(fonts, (width, height - top)), (0, top))
        return image.convert_alpha() if pygame.display.get_surface() else image


class CardPainter:
    """Draws faces and backs; every (look, size, angle) is drawn once."""

    def __init__(self, fonts: Fonts) -> None:
        self.fonts = fonts
        self._cache: dict[tuple[object, tuple[int, int], int], pygame.Surface] = {}

    def image(self, look: CardFace | CardBack | Piece, size: tuple[int, int] = CARD_SIZE, angle: int = 0) -> pygame.Surface:
        return self.prepare(look, size, angle)

    def prepare(self, look: CardFace | CardBack | Piece, size: tuple[int, int] = CARD_SIZE, angle: int = 0) -> pygame.Surface:
        """Draw into the cache without showing anything (the table warms it up a card a frame)."""
        angle %= 360
        key = (look, size, angle)
        found = self._cache.get(key)
        if found is None:
            if angle:
                found = pygame.transform.rotate(self.prepare(look, size, 0), angle)
            elif isinstance(look, CardFace):
                found = self._draw_face(look, size)
            elif isinstance(look, CardBack):
                found = self._draw_back(look, size)
            else:  # a game's own piece (a standee, a die, a player's sheet): a hashable look that paints itself
                found = look.paint(self.fonts, size)
            self._cache[key] = found
        return found

    # -- faces ------------------------------------------------------------------------
    def _draw_face(self, face: CardFace, size: tuple[int, int]) -> pygame.Surface:
        width, height = size
        if len(face.sections) == 1 and width < SMALL_WIDTH:
            return self._draw_small_face(face.sections[0], size)
        card = _blank(size, CREAM, face.sections[0].tint)
        if len(face.sections) == 1:
            small = max(9, width // 12)
            caption = self.fonts.text(face.caption, small, INK) if face.caption else None
            # the body text ends above the caption (larger print ran into 'Link card')
            room = height - (caption.get_height() + 4 if caption is not None else 0)
            self._draw_section(card, face.sections[0], pygame.Rect(0, 0, width, room), full=True)
            if caption is not None:
                card.blit(caption, caption.get_rect(midbottom=(width // 2, height - 6)))
            return card
        half = height // 2
        top = pygame.Surface((width, half), pygame.SRCALPHA)
        self._draw_section(top, face.sections[0], top.get_rect(), full=False)
        card.blit(top, (0, 0))
        bottom = pygame.Surface((width, height - half), pygame.SRCALPHA)
        self._draw_section(bottom, face.sections[1], bottom.get_rect(), full=False)
        card.blit(pygame.transform.rotate(bottom, 180), (0, half))
        pygame.draw.line(card, face.sections[0].tint, (8, half), (width - 9, half), 2)
        _border(card, face.sections[0].tint)
        return card

    def _draw_small_face(self, section: CardSection, size: tuple[int, int]) -> pygame.Surface:
        """A card drawn small (a tile on a track): its icon large, its title above, its short text below."""
        width, height = size
        pale = _tone(section.tint, 4, 190)
        card = _blank(size, pale, section.tint)
        ink = _tone(section.tint, 1, -110)
        title_size = max(8, width // 6)
        y = 4
        most = 3 if height >= 70 or not section.short else 2   # no short text under it: room for a third line
        lines, line_size, bold = self._tile_title(section.title, title_size, width - 4, most)
        for line in lines:
            image = self.fonts.text(line, line_size, INK, bold)
            card.blit(image, image.get_rect(midtop=(width // 2, y)))
            y += image.get_height() - 1
        glyph = section.icon or section.title[:1]
        glyph_size = max(10, min(width // 2, height // 3))
        while self.fonts.font(glyph_size, True).size(glyph)[0] > width - 8 and glyph_size > 9:
            glyph_size -= 1
        image = self.fonts.text(glyph, glyph_size, ink, True)
        card.blit(image, image.get_rect(center=(width // 2, max(height // 2 + 1, y + image.get_height() // 2))))
        short = (section.short or "").split("\n")[0]
        if short:
            small, bold = max(8, width // 6), True
            regular = self.fonts.fits(short, small, width - 4, False)
            if self.fonts.fits(short, small, width - 4, True) is None and regular is not None:
                small, bold = regular, False     # regular weight before lost letters
            short, small = self.fonts.fit(short, small, width - 4, bold)  # a cut is counted
            image = self.fonts.text(short, small, INK, bold)
            card.blit(image, image.get_rect(midbottom=(width // 2, height - 4)))
        return card

    def _tile_title(self, title: str, size: int, width: int, most: int = 2) -> tuple[list[str], int, bool]:
        """A title whole in `width`: one line (bold, then regular, from `size` down to the
        readable size), else up to `most` lines, a word too long for any line broken with a
        hyphen; only if even that fails is it cut with "…" (and counted)."""
        for bold in (True, False):
            fitting = self.fonts.fits(title, size, width, bold)
            if fitting is not None:
                return [title], fitting, bold
        for hyphens in (False, True):
            for bold in (True, False):
                for font_size in range(size, min(READABLE_PX, size) - 1, -1):
                    lines = _wrap_words(self.fonts.font(font_size, bold), title, width, hyphens)
                    if lines is not None and len(lines) <= most:
                        return lines, font_size, bold
        words, font_size = self.fonts.fit(title, size, width, True)
        return [words], font_size, True

    def _draw_section(self, surface: pygame.Surface, section: CardSection, area: pygame.Rect, full: bool) -> None:
        width = area.width
        title_size = max(9, width // 10)
        lines, line_size, bold = self._tile_title(section.title, title_size, width - 18)
        line_height = self.fonts.font(line_size, bold).get_linesize() - 2
        band = pygame.Rect(area.left + 5, area.top + 5, width - 10,
                           title_size + 8 if len(lines) == 1 else line_height * len(lines) + 6)
        pygame.draw.rect(surface, section.tint, band, border_radius=6)
        top = band.centery - line_height * len(lines) / 2
        for index, line in enumerate(lines):   # a long title takes two lines in a taller band
            image = self.fonts.text(line, line_size, lettering(section.tint), bold)
            surface.blit(image, image.get_rect(center=(band.centerx, round(top + line_height * (index + 0.5)))))
        art_height = self._art_height(section, area, band.bottom, full)
        if section.art is not None:   # a picture takes the room its text leaves (a zoom's short text: a large picture)
            art_height = self._picture_height(section, area, band.bottom + 3, art_height, full)
        art = pygame.Rect(area.left + 6, band.bottom + 3, width - 12, art_height)
        # the card's own picture fills the art box (its emblem is drawn in it); without one, its figure
        if section.art is None or not _picture(surface, art, section.art, section.tint):
            self._draw_figure(surface, art, section)
        if section.icon:
            icon_size = max(11, width // 8)
            glyphs = self.fonts.text(section.icon, icon_size, INK, True)
            place = glyphs.get_rect(topright=(art.right - 2, art.top + 2))
            if section.art is not None:   # on a picture the glyphs sit on a cream plate, to be read
                pygame.draw.rect(surface, CREAM, place.inflate(6, 2), border_radius=4)
            surface.blit(glyphs, place)
        text_area = pygame.Rect(area.left + 6, art.bottom + 2, width - 12, area.bottom - art.bottom - 4)
        words = section.short or section.text
        lines, text_size, gap = self._body(words, max(10, width // 10), text_area)   # larger print where it fits
        y = text_area.top
        for line in lines:
            if y + text_size > text_area.bottom:
                self.fonts.clipped.add(words)   # lines lost even in the smallest readable type: counted
                break
            image = self.fonts.text(line, text_size, INK)
            surface.blit(image, image.get_rect(midtop=(text_area.centerx, y)))
            y += text_size + gap

    def _art_height(self, section: CardSection, area: pygame.Rect, top: int, full: bool) -> int:
        """The picture's height: its share of the card, less what the body's words need to stay
        whole at the smallest readable type (the picture gives way before a line is lost)."""
        height = int(area.height * (0.42 if full else 0.22))
        words = section.short or section.text
        size = max(10, area.width // 10)
        while height > 0:
            text = pygame.Rect(area.left + 6, top + 3 + height + 2, area.width - 12, area.bottom - top - 3 - height - 4)
            lines, text_size, gap = self._body(words, size, text)
            if len(lines) * (text_size + gap) - gap <= text.height:
                break
            height = max(0, height - 4)
        return height

    def _picture_height(self, section: CardSection, area: pygame.Rect, top: int, least: int, full: bool) -> int:
        """The tallest art box (up to about three fifths of the area, or two fifths of a half) below
        which the text still fits in its own size."""
        words = section.short or section.text
        size = max(10, area.width // 10)
        most = int(area.height * (0.6 if full else 0.42))
        for height in range(most, least, -max(4, area.height // 40)):
            room = pygame.Rect(0, 0, area.width - 12, area.bottom - (top + height) - 8)   # the text box, and a margin
            lines = self.fonts.wrap(words, size, room.width)
            if len(lines) * (size + 2) - 2 <= room.height and \
                    all(self.fonts.font(size).size(line)[0] <= room.width for line in lines):
                return height
        return least

    def _draw_figure(self, surface: pygame.Surface, art: pygame.Rect, section: CardSection) -> None:
        """A face without a picture of its own: a spotlight and its figure or emblem."""
        _spotlight(surface, art, section.tint)
        if section.figure.startswith("glyph:"):  # an emblem drawn from the font (an arrow, a snowflake …)
            glyph = section.figure[len("glyph:"):]
            ink = _tone(section.tint, 1, -90)
            image = self.fonts.text(glyph, max(10, int(art.height * 0.8)), ink, True)
            surface.blit(image, image.get_rect(center=art.center))
        else:
            _figure(surface, art, section.figure, section.tint, section.title)

    def _body(self, words: str, size: int, area: pygame.Rect) -> tuple[list[str], int, int]:
        """A card's body text whole in `area`: its own size first, then smaller type (down to the
        readable size, lines closer together); the lines, their size and the gap between them."""
        for text_size in range(size, min(READABLE_PX, size) - 1, -1):
            gap = 2 if text_size == size else 1
            lines = self.fonts.wrap(words, text_size, area.width)
            fits = all(self.fonts.font(text_size).size(line)[0] <= area.width for line in lines)
            if fits and len(lines) * (text_size + gap) - gap <= area.height:
                return lines, text_size, gap
        least = min(READABLE_PX, size)   # nothing fits whole: as much as the smallest type holds (the cut is counted)
        return self.fonts.wrap(words, least, area.width), least, 1

    # -- backs ------------------------------------------------------------------------
    def _draw_back(self, back: CardBack, size: tuple[int, int]) -> pygame.Surface:
        width, height = size
        card = _blank(size, back.tint, GOLD)
        inner = card.get_rect().inflate(-14, -14)
        step = max(10, width // 7)
        lattice = pygame.Surface(size, pygame.SRCALPHA)
        for x in range(-height, width + height, step):  # a diamond lattice, like a ballroom floor
            pygame.draw.line(lattice, (255, 220, 150, 40), (x, 0), (x + height, height), 2)
            pygame.draw.line(lattice, (255, 220, 150, 40), (x + height, 0), (x, height), 2)
        card.blit(lattice, (0, 0))
        pygame.draw.rect(card, GOLD, inner, 2, border_radius=8)
        if not back.marks:
            star = self.fonts.text("★", width // 3, GOLD, True)
            card.blit(star, star.get_rect(center=card.get_rect().center))
        elif len(back.marks) == 1:
            self._draw_mark(card, back.marks[0], card.get_rect())
        else:
            half = height // 2
            top = pygame.Surface((width, half), pygame.SRCALPHA)
            self._draw_mark(top, back.marks[0], top.get_rect())
            card.blit(top, (0, 0))
            bottom = pygame.Surface((width, height - half), pygame.SRCALPHA)
            self._draw_mark(bottom, back.marks[1], bottom.get_rect())
            card.blit(bottom, (0, half))  # upright: a back is read from where the viewer sits
            pygame.draw.line(card, GOLD, (12, half), (width - 13, half), 1)
        _border(card, GOLD)
        return card

    def _draw_mark(self, surface: pygame.Surface, mark: BackMark, area: pygame.Rect) -> None:
        width = area.width
        glyph_size = width // 3 if mark.strong else width // 6
        colour = CREAM if mark.strong else (204, 168, 158)   # 4.5:1 on the back's plum
        disc = pygame.Rect(0, 0, glyph_size + 18, glyph_size + 18)
        disc.center = (area.centerx, area.centery - (6 if mark.strong else 0))
        if mark.strong:
            pygame.draw.ellipse(surface, (40, 10, 24), disc)
            pygame.draw.ellipse(surface, GOLD, disc, 2)
        glyph = self.fonts.text(mark.glyph, glyph_size, colour, True)
        surface.blit(glyph, glyph.get_rect(center=disc.center))
        if mark.strong and mark.word:
            word = self.fonts.text(mark.word, max(9, width // 10), CREAM, True)
            surface.blit(word, word.get_rect(midtop=(area.centerx, disc.bottom + 2)))


def _wrap_words(font: pygame.font.Font, words: str, width: int, hyphens: bool) -> list[str] | None:
    """Greedy lines no wider than `width`; a word wider than a line is broken with a hyphen
    when `hyphens`, else there is no such wrapping (None)."""
    lines: list[str] = []
    current = ""
    for word in words.split(" "):
        trial = f"{current} {word}" if current else word
        if font.size(trial)[0] <= width:
            current = trial
            continue
        if current:
            lines.append(current)
        while font.size(word)[0] > width:
            if not hyphens:
                return None
            cut = max((i for i in range(2, len(word) - 1) if font.size(word[:i] + "-")[0] <= width), default=0)
            if cut == 0:
                return None
            lines.append(word[:cut] + "-")
            word = word[cut:]
        current = word
    lines.append(current)
    return lines


def _tone(colour: Colour, divide: int, add: int) -> Colour:
    """A paler (or darker) shade of a tint: each channel divided, then shifted, kept within 0-255."""
    red, green, blue = (max(0, min(255, c // divide + add)) for c in colour)
    return (red, green, blue)


def _blank(size: tuple[int, int], fill: Colour, edge: Colour) -> pygame.Surface:
    card = pygame.Surface(size, pygame.SRCALPHA)
    rect = card.get_rect()
    pygame.draw.rect(card, (0, 0, 0, 70), rect.move(0, 0), border_radius=10)  # soft edge
    pygame.draw.rect(card, fill, rect.inflate(-2, -2), border_radius=9)
    _border(card, edge)
    return card.convert_alpha() if pygame.display.get_surface() else card


def _border(card: pygame.Surface, edge: Colour) -> None:
    pygame.draw.rect(card, edge, card.get_rect().inflate(-2, -2), 3, border_radius=9)


def _spotlight(surface: pygame.Surface, art: pygame.Rect, tint: Colour) -> None:
    pale = tuple(min(255, c // 3 + 170) for c in tint)
    pygame.draw.rect(surface, pale, art, border_radius=6)
    glow = pygame.Surface(art.size, pygame.SRCALPHA)
    for i, alpha in enumerate((40, 55, 70)):
        shrink = i * art.width // 8
        pygame.draw.ellipse(glow, (255, 250, 220, alpha), glow.get_rect().inflate(-shrink * 2, -shrink))
    surface.blit(glow, art)


def framed_picture(surface: pygame.Surface, art: pygame.Rect, picture: Picture, tint: Colour) -> bool:
    """A card's picture framed as on a card face, for a table's own tiles (see `_picture`)."""
    return _picture(surface, art, picture, tint)


def _picture(surface: pygame.Surface, art: pygame.Rect, picture: Picture, tint: Colour) -> bool:
    """The card's picture in the art box, its corners rounded and framed in the card's tint; False
    (and a line in the log, never a crash at the table) if there is no picture of that card."""
    try:
        image = picture.image(art.size)
    except KeyError as missing:
        log.warning("no picture for %s %s %s: %s", picture.game, picture.kind, picture.card, missing)
        return False
    mask = pygame.Surface(art.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=6)
    framed = image.copy()
    framed.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(framed, art)
    pygame.draw.rect(surface, _tone(tint, 1, -40), art, 2, border_radius=6)
    return True


def _figure(surface: pygame.Surface, art: pygame.Rect, figure: str, tint: Colour, seed_text: str) -> None:
    """A dancer (or emblem) made of shapes; the pose follows the card's name."""
    if not figure:
        return
    seed = zlib.crc32(seed_text.encode())
    scale = art.height / 60
    cx, base = art.centerx, art.bottom - 4 * scale
    ink = tuple(max(0, c - 90) for c in tint)
    if figure in ("boy", "girl"):
        head = (cx, art.top + 12 * scale)
        hip = (cx, art.top + 34 * scale)
        pygame.draw.circle(surface, ink, head, max(3, round(6 * scale)))
        pygame.draw.line(surface, ink, (cx, head[1] + 5 * scale), hip, max(2, round(3 * scale)))
        for side in (-1, 1):  # arms: the pose differs from card to card
            lift = ((seed >> (4 + side * 2)) % 5 - 2) * 5 * scale
            hand = (cx + side * 15 * scale, art.top + 20 * scale - lift)
            pygame.draw.line(surface, ink, (cx, art.top + 21 * scale), hand, max(2, round(2 * scale)))
        if figure == "girl":
            skirt = [(cx, art.top + 27 * scale), (cx - 12 * scale, art.top + 42 * scale),
                     (cx + 12 * scale, art.top + 42 * scale)]
            pygame.draw.polygon(surface, tint, skirt)
            pygame.draw.polygon(surface, ink, skirt, 1)
        for side in (-1, 1):
            kick = (seed >> (9 + side)) % 3 * 3 * scale
            pygame.draw.line(surface, ink, hip, (cx + side * (8 * scale + kick), base), max(2, round(3 * scale)))
    elif figure == "star":
        points = []
        for i in range(10):
            radius = (art.height * 0.38) if i % 2 == 0 else (art.height * 0.16)
            angle = -math.pi / 2 + i * math.pi / 5
            points.append((cx + radius * math.cos(angle), art.centery + radius * math.sin(angle)))
        pygame.draw.polygon(surface, tint, points)
        pygame.draw.polygon(surface, ink, points, 2)
    elif figure == "note":
        pygame.draw.ellipse(surface, ink, (cx - 12 * scale, art.centery + 6 * scale, 14 * scale, 10 * scale))
        pygame.draw.line(surface, ink, (cx + scale, art.centery + 10 * scale), (cx + scale, art.top + 8 * scale), 3)
        pygame.draw.line(surface, ink, (cx + scale, art.top + 8 * scale), (cx + 12 * scale, art.top + 14 * scale), 3)
