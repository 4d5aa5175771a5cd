"""Beat by Beat's pieces as the table draws them: a move tile that reads whole at a phrase
slot's size (name, cost, type, style, bonus), a Rhythm tile with its effect in words, the
next round's row, a Judge plate with every dancer's progress, a recovery choice.

Each is a frozen value that paints itself at any size (scenes/toolkit/cards.py `Piece`)
and names the card face it is zoomed to. Every word and number comes from the content
data or from game/beat_by_beat/view.py; nothing here decides a rule.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.beat_by_beat.content import catalogue
from game.beat_by_beat.view import rhythm_short
from scenes.art import beat_by_beat as art
from scenes.toolkit.cards import CardFace, CardSection, framed_picture
from scenes.ui import CREAM, INK, READABLE_PX, Colour, Fonts, lettering

STYLE_LOOK = {  # tint and a glyph, so colour never carries the style alone
    "latin": ((188, 61, 50), "♨", "Latin"), "ballroom": ((70, 92, 170), "♛", "Ballroom"),
    "classical": ((136, 87, 155), "⚜", "Classical"), "jazz": ((200, 142, 40), "♪", "Jazz"),
    "street": ((44, 119, 82), "✦", "Street"),
}
PLAIN = ((114, 104, 95), "•", "no style")
STUMBLE_TINT = (90, 90, 90)
RHYTHM_TINT, JUDGE_TINT, CHOICE_TINT = (60, 70, 110), (150, 110, 40), (40, 110, 120)
GOLDEN: Colour = (236, 184, 84)
PICTURE_LEAST = 30   # the shortest picture band a move tile shows, in room its words do not need
HAND_WIDE = 80       # ... on a card in a hand or a draw: the phrase's slots (narrower) stay alike, none with one


def _surface(size: tuple[int, int]) -> pygame.Surface:
    return pygame.Surface(size, pygame.SRCALPHA)


def _done(image: pygame.Surface) -> pygame.Surface:
    return image.convert_alpha() if pygame.display.get_surface() else image


def _lines(fonts: Fonts, words: str, size: int, width: int, most: int, bold: bool = True,
           least: int = 8) -> tuple[list[str], int, bool]:
    """The words on at most `most` lines of `width`, in the largest type from `size` down to
    `least` (bold first, then regular). Never cut: if nothing fits, the smallest wrap is
    returned whole and the caller's room is what it is (tests check every card fits)."""
    for weight in ((True, False) if bold else (False,)):   # bold at any size before regular: a
        for font_size in range(size, least - 1, -1):           # name never drops to a lighter weight
            font = fonts.font(font_size, weight)
            lines = fonts.wrap(words, font_size, width, weight)
            if len(lines) <= most and all(font.size(line)[0] <= width for line in lines):
                return lines, font_size, weight
    lines = fonts.wrap(words, least, width, False)
    fonts.clipped.update(line for line in lines if fonts.font(least).size(line)[0] > width)
    if len(lines) > most:
        fonts.clipped.add(words)
    return lines[:most], least, False


def _name_in(fonts: Fonts, words: str, size: int, width: int, room: int) -> tuple[list[str], int, bool] | None:
    """A move's name whole in `width` × `room`: the largest type first (bold, then regular) on
    as many lines as it takes, down to the readable floor; None when even that does not hold it."""
    for font_size in range(size, min(size, READABLE_PX) - 1, -1):
        for weight in (True, False):
            font = fonts.font(font_size, weight)
            lines = fonts.wrap(words, font_size, width, weight)
            if all(font.size(line)[0] <= width for line in lines) \
                    and len(lines) * (font.get_linesize() - 2) <= room:
                return lines, font_size, weight
    return None


def _put_lines(image: pygame.Surface, fonts: Fonts, lines: list[str], size: int, bold: bool, top: int,
               colour: Colour, centre: int | None = None) -> int:
    x = image.get_width() // 2 if centre is None else centre
    for line in lines:
        text = fonts.text(line, size, colour, bold)
        image.blit(text, text.get_rect(midtop=(x, top)))
        top += fonts.font(size, bold).get_linesize() - 2
    return top


def move_words(card: str) -> str:
    """A move in one sentence: name, style, type, cost and bonus (the zoom's first line)."""
    m = catalogue().moves[card]
    if m.stumble:
        return "Stumble: cost 0, no style, type or bonus."
    style = " / ".join(STYLE_LOOK[s][2] for s in m.styles) or "Starter (no style)"
    return f"{m.name}: {style} {m.type}, cost {m.cost}, bonus +{m.bonus}."


def move_face(card: str) -> CardFace:
    """A move at zoom size: its whole description."""
    m = catalogue().moves[card]
    if m.stumble:
        return CardFace((CardSection("Stumble", "Cost 0. No style, type or bonus; never wins the "
                                     "crowd and gives no chain.", "cost 0", "✗", tint=STUMBLE_TINT,
                                     art=art.picture("move", card)),),
                        "cost 0")
    looks = [STYLE_LOOK[s] for s in m.styles] or [PLAIN]
    style = " / ".join(look[2] for look in looks)
    text = f"{style} {m.type}. Cost {m.cost}, bonus {m.bonus}."
    return CardFace((CardSection(m.name, text, f"{m.cost}· +{m.bonus} {m.type}",
                                 "".join(look[1] for look in looks) + str(m.cost), tint=looks[0][0],
                                 art=art.picture("move", card)),),
                    f"cost {m.cost} · {m.type} · +{m.bonus}")


@dataclass(frozen=True)
class MoveTile:
    """A move face up: a band in its style's tint with the style glyphs and the cost large,
    the name (up to three lines), the type and the bonus. `note`: a word painted at the foot
    ("★ crowd", "≈ style", "+3"), so the phrase needs no caption under the card. Drawn
    landscape when its size is wider than tall (a style match lies sideways)."""

    card: str
    note: str = ""

    @property
    def zoomed(self) -> CardFace:
        return move_face(self.card)

    @property
    def zoom_size(self) -> tuple[int, int]:
        return (200, 280)

    def paint(self, fonts: Fonts, size: tuple[int, int]) -> pygame.Surface:
        if size[0] > size[1]:
            return self._sideways(fonts, size)
        m = catalogue().moves[self.card]
        looks = [STYLE_LOOK[s] for s in m.styles] or [PLAIN]
        tint = STUMBLE_TINT if m.stumble else looks[0][0]
        width, height = size
        image = _surface(size)
        body = image.get_rect().inflate(-2, -2)
        pygame.draw.rect(image, (0, 0, 0, 70), image.get_rect(), border_radius=8)
        pygame.draw.rect(image, tuple(min(255, c // 4 + 190) for c in tint), body, border_radius=7)
        if len(looks) > 1:  # a multi-style move: its second style's tint down the right edge
            pygame.draw.rect(image, looks[1][0], (width - 9, 4, 6, height - 8), border_radius=3)
        pygame.draw.rect(image, tint, body, 3, border_radius=7)
        big = max(10, min(height // 4, width // 3, 26)) if width <= height else max(10, min(height // 4, 13))
        band = pygame.Rect(3, 3, width - 6, big + 4)
        pygame.draw.rect(image, tint, band, border_top_left_radius=6, border_top_right_radius=6)
        glyphs = "✗" if m.stumble else "".join(look[1] for look in looks)
        gl = fonts.text(glyphs, max(9, big - 4), lettering(tint), True)
        image.blit(gl, gl.get_rect(midleft=(band.left + 4, band.centery)))
        landscape = width > height   # a style match lies sideways: its note rides in the band
        cost = fonts.text(f"{self.note[:1]} {m.cost}" if landscape and self.note else str(m.cost), big,
                          lettering(tint), True)
        image.blit(cost, cost.get_rect(midright=(band.right - 4, band.centery)))
        small = max(8, min(width // 8, 14))
        foot = "" if landscape else (self.note or ("" if m.stumble else f"{m.type} +{m.bonus}"))
        foot_h = fonts.font(small, True).get_linesize() if foot else 0
        type_line = f"{m.type} +{m.bonus}" if self.note and not m.stumble and not landscape else ""
        type_h = fonts.font(small).get_linesize() if type_line else 0
        room = height - band.bottom - foot_h - type_h - 4
        name_size = max(8, min(width // 6, 16))
        found = _name_in(fonts, m.name, name_size, width - 10, room + 2) \
            or _name_in(fonts, m.name, name_size, width - 6, room + 2)   # a long word may use the margin
        if found is None:
            for most in (3, 2, 1):   # as many lines as the room holds at the size they take
                lines, size_, bold = _lines(fonts, m.name, name_size, width - 10, most)
                block = len(lines) * (fonts.font(size_, bold).get_linesize() - 2)
                if block <= room + 2:
                    break
        else:
            lines, size_, bold = found
            block = len(lines) * (fonts.font(size_, bold).get_linesize() - 2)
        above = band.bottom + 2
        if width >= HAND_WIDE and room - block >= PICTURE_LEAST + 8:   # a hand's card, room its name does not need
            box = pygame.Rect(6, band.bottom + 3, width - 12, min(room - block - 8, (width - 12) * 3 // 4))
            if framed_picture(image, box, art.picture("move", self.card), tint):
                room -= box.height + 3
                above = box.bottom + 3
        top = above + max(0, (room - block) // 2)
        _put_lines(image, fonts, lines, size_, bold, top, INK)
        if type_line:
            words, fit = fonts.fit(type_line, small, width - 8)
            text = fonts.text(words, fit, INK)
            image.blit(text, text.get_rect(midbottom=(width // 2, height - 3 - foot_h)))
        if foot:
            colour = (120, 70, 0) if self.note.startswith("★") else ((30, 80, 110) if self.note.startswith("≈")
                                                                      else INK)
            words, fit = fonts.fit(foot, small, width - 8, True)
            text = fonts.text(words, fit, colour, True)
            image.blit(text, text.get_rect(midbottom=(width // 2, height - 3)))
        return _done(image)


    def _sideways(self, fonts: Fonts, size: tuple[int, int]) -> pygame.Surface:
        """A style match lies sideways: a whole card turned a quarter, its coloured band down the
        left edge (where a turned card's top is), the cost and note in the band, the name beside."""
        m = catalogue().moves[self.card]
        looks = [STYLE_LOOK[s] for s in m.styles] or [PLAIN]
        tint = looks[0][0]
        width, height = size
        image = _surface(size)
        body = image.get_rect().inflate(-2, -2)
        pygame.draw.rect(image, (0, 0, 0, 70), image.get_rect(), border_radius=8)
        pygame.draw.rect(image, tuple(min(255, c // 4 + 190) for c in tint), body, border_radius=7)
        band = pygame.Rect(3, 3, max(16, width // 4), height - 6)
        pygame.draw.rect(image, tint, band, border_top_left_radius=6, border_bottom_left_radius=6)
        pygame.draw.rect(image, tint, body, 3, border_radius=7)
        cost = fonts.text(str(m.cost), max(10, min(band.width - 2, 16)), lettering(tint), True)
        image.blit(cost, cost.get_rect(midtop=(band.centerx, band.top + 1)))
        mark = fonts.text(self.note[:1] or "≈", 11, lettering(tint), True)
        image.blit(mark, mark.get_rect(midbottom=(band.centerx, band.bottom - 1)))
        room = pygame.Rect(band.right + 2, 4, width - band.right - 6, height - 8)
        found = _name_in(fonts, m.name, max(8, min(room.height // 3, 13)), room.width, room.height)
        lines, size_, bold = found or _lines(fonts, m.name, max(8, min(room.height // 3, 13)), room.width, 3)
        block = len(lines) * (fonts.font(size_, bold).get_linesize() - 2)
        _put_lines(image, fonts, lines, size_, bold, room.top + max(0, (room.height - block) // 2), INK,
                   centre=room.centerx)
        return _done(image)


@dataclass(frozen=True)
class RhythmTile:
    """A Rhythm card on this round's row: its title and its effect in a few words (a blank
    card says "no effect"). `result`: a finished beat's crowd result, shown instead of the
    effect; `now`: the beat being danced (framed in gold)."""

    card: str
    beat: int
    now: bool = False
    result: str = ""

    @property
    def zoomed(self) -> CardFace:
        return rhythm_face(self.card)

    @property
    def zoom_size(self) -> tuple[int, int]:
        return (168, 240)

    def paint(self, fonts: Fonts, size: tuple[int, int]) -> pygame.Surface:
        r = catalogue().rhythm[self.card]
        width, height = size
        image = _surface(size)
        body = image.get_rect().inflate(-2, -2)
        done = bool(self.result)
        fill = (70, 74, 96) if done else ((250, 236, 200) if self.now else (214, 220, 240))
        pygame.draw.rect(image, fill, body, border_radius=7)
        pygame.draw.rect(image, GOLDEN if self.now else RHYTHM_TINT, body, 4 if self.now else 2, border_radius=7)
        head = f"{'▶ ' if self.now else ''}beat {self.beat + 1} {'♩' if r.blank else '★'}"
        ink = CREAM if done else INK
        text = fonts.text(head, 9, (200, 190, 170) if done else RHYTHM_TINT, True)
        image.blit(text, text.get_rect(midtop=(width // 2, 4)))
        y = 15
        lines, size_, bold = _lines(fonts, r.title, 11, width - 8, 2)
        y = _put_lines(image, fonts, lines, size_, bold, y, ink) + 1
        words = self.result or rhythm_short(self.card)
        colour = GOLDEN if done else ((60, 60, 60) if r.blank else (140, 40, 30))
        found = _name_in(fonts, words, 10, width - 8, height - 4 - y) if done else None   # a long winner's name
        lines, size_, bold = found or _lines(fonts, words, 10, width - 8, 3, bold=done or not r.blank)
        _put_lines(image, fonts, lines, size_, bold, max(y, height - 4 - len(lines) * (fonts.font(size_, bold).get_linesize() - 2)),
                   colour)
        return _done(image)


def rhythm_face(card: str) -> CardFace:
    r = catalogue().rhythm[card]
    words = r.text or f"No effect. {r.flavour}"
    return CardFace((CardSection(r.title, words, rhythm_short(card), "♩" if r.blank else "★", tint=RHYTHM_TINT,
                                 art=art.picture("rhythm", card)),))


@dataclass(frozen=True)
class NextRow:
    """Next round's eight Rhythm cards, one line each in two columns (the zoom lists them)."""

    cards: tuple[str, ...]

    @property
    def zoomed(self) -> "NextRow":
        return self

    @property
    def zoom_size(self) -> tuple[int, int]:
        return (320, 200)

    def paint(self, fonts: Fonts, size: tuple[int, int]) -> pygame.Surface:
        width, height = size
        image = _surface(size)
        pygame.draw.rect(image, (44, 48, 70), image.get_rect(), border_radius=8)
        pygame.draw.rect(image, RHYTHM_TINT, image.get_rect(), 2, border_radius=8)
        column = (width - 12) // 2
        rows = (len(self.cards) + 1) // 2
        step = max(10, (height - 8) // max(1, rows))
        lines = []
        for index, card in enumerate(self.cards):
            r = catalogue().rhythm[card]
            mark = "♩" if r.blank else "★"
            words = f"{mark} {r.title}" if width < 300 else f"{index + 1} {mark} {r.title}: {rhythm_short(card)}"
            lines.append((words, r.blank))
        size_ = min(fonts.fits(words, min(12, step - 2), column - 4) or 8 for words, _ in lines)  # one size for all
        for index, (words, blank) in enumerate(lines):
            x = 6 + (index // rows) * column
            y = 4 + (index % rows) * step
            words, fit = fonts.fit(words, size_, column - 4)
            image.blit(fonts.text(words, fit, CREAM if blank else GOLDEN), (x, y))
        return _done(image)


@dataclass(frozen=True)
class JudgePlate:
    """A Judge on the table: name, points, the requirement in a few words, and each dancer's
    progress this round ("Ana 3/5", ✗ out of reach, ✓ met) or who has claimed it."""

    judge: str
    need: str
    progress: tuple[str, ...]     # "Ana 3/5" per dancer, or one line "claimed by Ben"
    mine: str = ""                # Judge Drafting: whose pick it is
    claimed: bool = False

    @property
    def zoomed(self) -> CardFace:
        return judge_face(self.judge)

    @property
    def zoom_size(self) -> tuple[int, int]:
        return (168, 240)

    def paint(self, fonts: Fonts, size: tuple[int, int]) -> pygame.Surface:
        j = catalogue().judges[self.judge]
        width, height = size
        image = _surface(size)
        fill = (87, 76, 58) if self.claimed else (246, 232, 196)
        pygame.draw.rect(image, fill, image.get_rect().inflate(-2, -2), border_radius=7)
        pygame.draw.rect(image, JUDGE_TINT, image.get_rect().inflate(-2, -2), 2, border_radius=7)
        ink = CREAM if self.claimed else INK
        points = fonts.text(f"{j.points} pts", 12, (120, 70, 0) if not self.claimed else GOLDEN, True)
        image.blit(points, points.get_rect(topright=(width - 6, 4)))
        name, fit = fonts.fit(f"⚖ {j.name}", 13, width - points.get_width() - 16, True)
        image.blit(fonts.text(name, fit, ink, True), (6, 4))
        need = f"{self.need} · {self.mine}" if self.mine else self.need
        progress = self.progress
        if self.mine and fonts.fits(need, 11, width - 12) is None:   # whose pick it is leads the progress line
            need, progress = self.need, (self.mine,) + tuple(self.progress)
        need, fit = fonts.fit(need, 11, width - 12)
        image.blit(fonts.text(need, fit, ink), (6, 21))
        words = " · ".join(progress)
        lines, size_, bold = _lines(fonts, words, 11, width - 12, 2, bold=True, least=8)
        y = 36
        for line in lines:
            image.blit(fonts.text(line, size_, GOLDEN if self.claimed else (30, 80, 110), bold), (6, y))
            y += fonts.font(size_, bold).get_linesize() - 2
        return _done(image)


def judge_face(judge_id: str) -> CardFace:
    j = catalogue().judges[judge_id]
    return CardFace((CardSection(j.name, f"{j.text} ({j.points} points)", f"{j.points} pts",
                                 "⚖", tint=JUDGE_TINT, art=art.picture("judge", judge_id)),), f"{j.points} points")


@dataclass(frozen=True)
class ChoicePlate:
    """One recovery choice as a button on the table: its name and what it does."""

    title: str
    words: str

    @property
    def zoomed(self) -> "ChoicePlate":
        return self

    @property
    def zoom_size(self) -> tuple[int, int]:
        return (260, 80)

    def paint(self, fonts: Fonts, size: tuple[int, int]) -> pygame.Surface:
        width, height = size
        image = _surface(size)
        pygame.draw.rect(image, (226, 240, 238), image.get_rect().inflate(-2, -2), border_radius=8)
        pygame.draw.rect(image, CHOICE_TINT, image.get_rect().inflate(-2, -2), 3, border_radius=8)
        title = max(10, min(15, height * 2 // 5))
        lines, size_, bold = _lines(fonts, self.title, title, width - 12, 1)
        y = _put_lines(image, fonts, lines, size_, bold, 2, CHOICE_TINT)
        small = max(8, min(12, height - y - 4))
        lines, size_, bold = _lines(fonts, self.words, small, width - 12, max(1, (height - y) // (small + 2)),
                                    bold=False)
        _put_lines(image, fonts, lines, size_, bold, y, INK)
        return _done(image)
