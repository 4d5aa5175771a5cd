"""DDR: The Card Game's table, the look: card faces, chart glyphs and the painted tracks.

Cards are data for the toolkit's painter (a Step card shows its arrow large; on a track
the same card is drawn as a small tile). What is not a card — a song's chart above its
sixteen slots, the Link badges and the verdict under each slot, the dancer's panel, the
song library — is painted here into surfaces made once per content and reused every
frame, so a frame blits a handful of images instead of rendering text.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.ddr.cards import (
    INTERFERENCES,
    LINKS,
    MISS,
    QUICK_RESTEP,
    all_step_names,
    card_label,
    direction,
    is_arrow,
    rating,
)
from game.ddr.content import catalogue
from game.ddr.songs import ChartStep, Difficulty
from game.ddr.view import numbers
from scenes.art import ddr as art
from scenes.art.picture import Picture
from scenes.toolkit.cards import CardFace, CardSection
from scenes.ui import CREAM, GOLD, INK, MUTED, REFUSE, Colour, Fonts

ARROW = {"U": "⬆", "D": "⬇", "L": "⬅", "R": "➡"}
# tints a little darker than their hues' brightest, so cream lettering on them reads (4.5:1)
RATING_TINT: dict[str, Colour] = {"perfect": (196, 142, 28), "great": (48, 120, 69),
                                  "good": (59, 104, 180), "boo": (113, 103, 117)}
MISS_TINT: Colour = (150, 62, 62)
LINK_TINT: Colour = (29, 117, 119)
INTERFERENCE_TINT: Colour = (128, 66, 168)
ICON = {MISS: "⊘", "double": "✚", "freeze": "❄", "mine": "✹", QUICK_RESTEP: "↺",
        "add-freezes": "❄+", "beat": "♪", "cross-boomerang": "⇄", "dark-mini": "◐", "hidden": "?",
        "ng": "NG", "reverse-tornado": "↻", "sudden": "⚡", "tipsy": "⇅"}
TILE = (46, 56)                 # a card lying on a track


def count(n: int) -> str:
    """A small number in words, as card texts write it."""
    return ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight")[n] if 0 <= n <= 8 else str(n)


def short_text(card: str) -> str:
    """What fits on a card in the hand (the whole text is in the zoom and on the rules page);
    every number in it comes from the engine."""
    n = numbers()
    return {
        MISS: f"No arrow: {n.miss:+d}, but never a misstep.".replace("-", "−"),
        "double": f"On your latest step, then hang a second arrow on it free. {n.double:+d}",
        "freeze": f"Holds your latest step as a freeze arrow. {n.freeze:+d}",
        "mine": "On any step, anyone's: it scores 0 and is never a misstep.",
        QUICK_RESTEP: "Takes one of your steps back; step onto it on a later turn "
                      f"({n.restep_less} point{'s' * (n.restep_less != 1)} less).",
        "add-freezes": "A rival's next plain step must be held.",
        "beat": "Next turn, lay your step on this rival's song.",
        "cross-boomerang": "A rival's unfinished doubles turn around.",
        "dark-mini": f"No Perfect or Great on a rival's next {count(n.dark_mini_steps)} steps.",
        "hidden": f"A rival's song turns face down for {count(n.hidden_steps)} steps.",
        "ng": f"A rival's latest held step scores {n.ng} for good.".replace("-", "−"),
        "reverse-tornado": "A rival's next double must be held: you pick the arrow.",
        "sudden": "A rival's unfinished combination step becomes a misstep.",
        "tipsy": f"A rival's steps {n.tipsy_from} to {n.song_length} run backwards.",
    }[card]


VERDICT_INK = {"good": (150, 226, 150), "bad": REFUSE, "plain": CREAM, "open": MUTED}


def hex_colour(text: str) -> Colour:
    return (int(text[1:3], 16), int(text[3:5], 16), int(text[5:7], 16))


def difficulty_colour(difficulty: Difficulty) -> Colour:
    return hex_colour(catalogue().looks[difficulty].colour)


def difficulty_words(difficulty: Difficulty) -> str:
    return f"{difficulty.title} ({catalogue().looks[difficulty].colour_name})"


def chart_glyphs(step: ChartStep) -> str:
    """A chart step as the table prints it: arrows, the held one followed by ❄."""
    arrows = [ARROW[a] for a in step.arrows]
    if step.frozen:
        arrows[0] += "❄"
    return "".join(arrows)


def _points(card: str) -> int:
    return catalogue().points(card)


def _tint(card: str) -> Colour:
    if is_arrow(card):
        return RATING_TINT[rating(card)]
    if card == MISS:
        return MISS_TINT
    return LINK_TINT if card in LINKS else INTERFERENCE_TINT


def _kind_word(card: str) -> str:
    if is_arrow(card) or card == MISS:
        return "Step card"
    return "Link card" if card in LINKS else "Interference card"


def hand_face(card: str, copies: int = 1) -> CardFace:
    """A card as it lies in the hand: its name, its emblem large, its points and its text."""
    spec = catalogue().cards[card]
    more = f" ×{copies}" if copies > 1 else ""
    if is_arrow(card):
        section = CardSection(card_label(card) + more, spec.text, icon=f"{_points(card):+d}",
                              figure=f"glyph:{ARROW[direction(card)]}", tint=_tint(card),
                              art=_art(card))
    else:
        icon = f"{_points(card):+d}" if card == MISS else ""
        section = CardSection(spec.title + more, spec.text, short=short_text(card), icon=icon,
                              figure=f"glyph:{ICON[card]}", tint=_tint(card),
                              art=_art(card))
    return CardFace((section,), caption=_kind_word(card))


def tile_face(card: str) -> CardFace:
    """A card lying on a track: drawn small, so the emblem carries it and the word names it."""
    spec = catalogue().cards[card]
    if is_arrow(card):
        title, icon, short = rating(card).capitalize(), ARROW[direction(card)], f"{_points(card):+d}"
        text = f"{card_label(card)}: {spec.text}"
    else:
        title, icon, short, text = spec.title, ICON[card], "", spec.text
    return CardFace((CardSection(title, text, short=short, icon=icon, figure=f"glyph:{icon}", tint=_tint(card),
                                 art=_art(card)),), caption=_kind_word(card))


def _art(card: str) -> Picture:
    """The card's picture (its zoom shows it; a small tile keeps its emblem)."""
    kind = "step" if is_arrow(card) or card == MISS else "link" if card in LINKS else "interference"
    return art.picture(kind, card)


def every_card() -> tuple[str, ...]:
    return all_step_names() + (MISS,) + LINKS + INTERFERENCES


# -- what the painter draws (plain values, so the surfaces can be cached by content) --------
@dataclass(frozen=True)
class Cell:
    """One of a song's sixteen places: the chart above, what lies there below."""

    number: int
    chart: str                 # glyphs, "?" when the song is face down to the viewer
    badges: str = ""           # Link cards on the step: ❄ ✚⬅ ✹ …
    verdict: str = ""          # "+3", "✖ −2", "✹ 0" …
    verdict_kind: str = "plain"
    frame: str = ""            # "good", "bad", "next", "open" or ""
    filled: bool = False
    mined: bool = False        # a Mine lies on it: the chart is struck through and the frame dashed


@dataclass(frozen=True)
class Track:
    seat: int
    top: int
    name: str
    you: bool
    active: bool
    score: str
    song: str
    difficulty: str
    colour: Colour
    cells: tuple[Cell, ...]
    notes: tuple[str, ...]


@dataclass(frozen=True)
class SongTile:
    rect: tuple[int, int, int, int]
    title: str
    difficulty: str
    colour: Colour
    chart: tuple[str, ...]
    taken_by: str


SLOT_X, SLOT_STEP, SLOT_W = 130, 51, 48
ROW_H = 110
CHART_H = 20
CARD_TOP = CHART_H + 5         # the tile's top within a row; the badges and the verdict lie below it
STRIP_TOP = CARD_TOP + TILE[1] + 2


def slot_x(index: int) -> int:
    return SLOT_X + index * SLOT_STEP


class Painting:
    """The layout's underlay: tracks, the song library and a legend, from cached surfaces."""

    def __init__(self, cache: dict[Any, pygame.Surface], tracks: tuple[Track, ...], songs: tuple[SongTile, ...],
                 legend_top: int | None, width: int) -> None:
        self.cache, self.tracks, self.songs = cache, tracks, songs
        self.legend_top, self.width = legend_top, width

    def __call__(self, surface: pygame.Surface, fonts: Fonts, seconds: float) -> None:
        if len(self.cache) > 96:  # a long game makes many tracks; the newest are the ones drawn
            for key in list(self.cache)[:48]:
                del self.cache[key]
        for track in self.tracks:  # every changed row painted at once: an idle table draws no second frame
            surface.blit(self._cached(track, lambda t=track: paint_track(fonts, t, self.width)), (0, track.top))
        for tile in self.songs:
            image = self._cached(tile, lambda t=tile: paint_song(fonts, t))
            surface.blit(image, tile.rect[:2])
        if self.legend_top is not None:
            image = self._cached(("legend", self.width), lambda: paint_legend(fonts, self.width))
            surface.blit(image, (0, self.legend_top))

    def _cached(self, key: Any, make: Any) -> pygame.Surface:
        found = self.cache.get(key)
        if found is None:
            found = self.cache[key] = make()
        return found


def _surface(size: tuple[int, int]) -> pygame.Surface:
    image = pygame.Surface(size, pygame.SRCALPHA)
    return image.convert_alpha() if pygame.display.get_surface() else image


def _text(image: pygame.Surface, fonts: Fonts, words: str, size: int, pos: tuple[int, int], colour: Colour,
          bold: bool = False, anchor: str = "topleft", width: int = 0) -> pygame.Rect:
    if width:
        words, size = fonts.fit(words, size, width, bold)
    rendered = fonts.text(words, size, colour, bold)
    rect = rendered.get_rect(**{anchor: pos})
    image.blit(rendered, rect)
    return rect


MINED_INK = (250, 150, 60)


def paint_track(fonts: Fonts, track: Track, width: int) -> pygame.Surface:
    image = _surface((width, ROW_H))
    row = image.get_rect()
    back = (58, 22, 46, 200) if not track.you else (70, 30, 52, 220)
    pygame.draw.rect(image, back, row.inflate(-4, -2), border_radius=10)
    pygame.draw.rect(image, GOLD if track.active else (110, 66, 86), row.inflate(-4, -2),
                     3 if track.active else 1, border_radius=10)
    _paint_panel(image, fonts, track)
    pale = tuple(min(255, c // 2 + 120) for c in track.colour)
    for cell in track.cells:
        x = slot_x(cell.number - 1)
        chart = pygame.Rect(x, 4, SLOT_W, CHART_H)
        pygame.draw.rect(image, track.colour if cell.chart != "?" else (60, 50, 60), chart, border_radius=5)
        size = 15 if len(cell.chart) <= 2 else 12 if len(cell.chart) <= 3 else 10
        _text(image, fonts, cell.chart, size, chart.center, INK if cell.chart != "?" else CREAM, True, "center")
        card = pygame.Rect(x + 1, CARD_TOP, TILE[0], TILE[1])
        if cell.mined:  # a shape, not a colour: the chart crossed out, a dashed frame, ✹ on the corner
            pygame.draw.line(image, INK, chart.topleft, chart.bottomright, 2)
            pygame.draw.line(image, INK, chart.bottomleft, chart.topright, 2)
            frame = card.inflate(6, 6)
            for edge in ((frame.topleft, frame.topright), (frame.bottomleft, frame.bottomright)):
                for step in range(edge[0][0], edge[1][0], 8):
                    pygame.draw.line(image, MINED_INK, (step, edge[0][1]), (min(step + 4, edge[1][0]), edge[0][1]), 2)
            for edge in ((frame.topleft, frame.bottomleft), (frame.topright, frame.bottomright)):
                for step in range(edge[0][1], edge[1][1], 8):
                    pygame.draw.line(image, MINED_INK, (edge[0][0], step), (edge[0][0], min(step + 4, edge[1][1])), 2)
            _text(image, fonts, "✹", 14, (chart.right - 1, chart.top), INK, True, "topright")   # on the chart's tint
        if cell.frame:
            ink = {"good": (150, 226, 150), "bad": REFUSE, "next": GOLD, "open": pale}[cell.frame]
            pygame.draw.rect(image, ink, card.inflate(4, 4), 2, border_radius=9)
        if not cell.filled:
            pygame.draw.rect(image, (96, 56, 80), card, 1, border_radius=8)
            mark = f"▶{cell.number}" if cell.frame == "next" else str(cell.number)
            _text(image, fonts, mark, 13, card.center, GOLD if cell.frame == "next" else (166, 134, 151),
                  True, "center")
        if cell.badges:
            _text(image, fonts, cell.badges, 11, (x + SLOT_W // 2, STRIP_TOP), CREAM, True, "midtop", SLOT_W + 2)
        if cell.verdict:
            _text(image, fonts, cell.verdict, 11, (x + SLOT_W // 2, ROW_H - 2), VERDICT_INK[cell.verdict_kind],
                  True, "midbottom", SLOT_W + 2)
    return image


def _paint_panel(image: pygame.Surface, fonts: Fonts, track: Track) -> None:
    left, y = 12, 6
    title = ("▶ " if track.active else "") + track.name + (" (you)" if track.you else "")
    ink = GOLD if track.active else CREAM
    lines = _name_lines(fonts, title, SLOT_X - 16)
    score = track.score
    if track.you and any(fonts.fits(line, 12, SLOT_X - 16, True) is None for line in lines):
        # a long name and "(you)" do not fit two lines at a readable size: "you" rides on the score line
        lines = _name_lines(fonts, title[:-len(" (you)")], SLOT_X - 16)
        score = f"{score} · you"
    for line in lines:
        _text(image, fonts, line, 14 if len(lines) == 1 else 12, (left, y), ink, True, width=SLOT_X - 16)
        y += 19 if len(lines) == 1 else 14
    _text(image, fonts, score, 13, (left, y), CREAM, True, width=SLOT_X - 16)
    y += 18 if len(lines) == 1 else 16
    chip = pygame.Rect(left, y + 1, 12, 12)
    pygame.draw.rect(image, track.colour, chip)
    pygame.draw.rect(image, INK, chip, 1)
    difficulty = track.difficulty   # "Beginner (light blue)"; the word alone says it where both do not fit
    if fonts.fits(difficulty, 11, SLOT_X - 34) is None:
        difficulty = difficulty.split(" (")[0]
    _text(image, fonts, difficulty, 11, (left + 17, y), CREAM, width=SLOT_X - 34)
    y += 16
    _text(image, fonts, track.song, 12, (left, y), (236, 214, 190), True, width=SLOT_X - 16)
    y += 16 if len(lines) == 1 else 15
    for note in track.notes[:2]:
        _text(image, fonts, note, 11, (left, y), MUTED, width=SLOT_X - 16)
        y += 14 if len(lines) == 1 else 13


def _name_lines(fonts: Fonts, title: str, width: int) -> tuple[str, ...]:
    """A seat's name on one line while it reads at 12 px or more, else on two (a 24-letter name
    shrank to 8 px and was cut)."""
    words = title.split(" ")
    if fonts.fits(title, 14, width, True, least=12) is not None or len(words) < 2:
        return (title,)
    cuts = [(" ".join(words[:k]), " ".join(words[k:])) for k in range(1, len(words))]
    return min(cuts, key=lambda pair: max(fonts.font(12, True).size(part)[0] for part in pair))


def paint_song(fonts: Fonts, tile: SongTile) -> pygame.Surface:
    rect = pygame.Rect((0, 0), tile.rect[2:])
    image = _surface(rect.size)
    pygame.draw.rect(image, (48, 20, 40), rect, border_radius=10)
    band = pygame.Rect(0, 0, rect.width, 24)
    pygame.draw.rect(image, tile.colour, band, border_top_left_radius=10, border_top_right_radius=10)
    _text(image, fonts, tile.title, 14, (8, 4), INK, True, width=rect.width - 16)
    _text(image, fonts, tile.difficulty, 11, (8, 27), CREAM, True)
    cell_w = (rect.width - 16) // 4   # four rows of four steps, read left to right
    pale = tuple(min(255, c // 2 + 110) for c in tile.colour)
    for index, glyphs in enumerate(tile.chart):
        x = 8 + (index % 4) * cell_w
        y = 44 + (index // 4) * 18
        cell = pygame.Rect(x, y, cell_w - 3, 16)
        pygame.draw.rect(image, pale, cell, border_radius=4)
        size = 13 if len(glyphs) <= 2 else 11 if len(glyphs) <= 3 else 10
        _text(image, fonts, glyphs, size, cell.center, INK, True, "center")
    pygame.draw.rect(image, tile.colour, rect, 2, border_radius=10)
    if tile.taken_by:
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (20, 8, 16, 170), rect, border_radius=10)
        image.blit(veil, (0, 0))
        # a long name wraps (a 24-letter name is cut on one line at the type floor)
        lines, size = fonts.fit_wrapped(f"✔ {tile.taken_by}", 14, rect.width - 12, rect.height - 12, least=10)
        top = rect.centery - len(lines) * (size + 3) // 2
        for row, line in enumerate(lines):
            _text(image, fonts, line, size, (rect.centerx, top + row * (size + 3)), GOLD, True, "midtop")
    return image


def legend() -> tuple[tuple[str, str], ...]:
    n = numbers()
    points = " · ".join(f"{name} {value:+d}" if value else f"{name} 0" for name, value in n.ratings)
    points += f" · Miss {n.miss:+d} · Freeze {n.freeze:+d} · Double {n.double:+d} · misstep {n.misstep:+d}"
    return (
        ("Chart", ("⬆ ⬇ ⬅ ➡ a step · ⬅❄ hold it (Freeze Arrow) · ⬅➡ a double (Double Step + a free arrow) · "
                   "⬅❄➡ hold ⬅ first, then the double")),
        ("Points", points.replace("-", "−")),
        ("Under a step", ("❄ frozen · ✚⬅ a double and its arrow (✚? waiting) · ✹ mined · ↺ a Quick Restep · "
                          "NG / ⚡ locked")),
        ("Your cards", ("a Step to ▶ · a Link onto a step · an Interference onto a rival's song · "
                        "onto the deck to shuffle back")),
    )


def paint_legend(fonts: Fonts, width: int) -> pygame.Surface:
    image = _surface((width, 96))
    pygame.draw.rect(image, (40, 14, 34, 170), image.get_rect().inflate(-24, 0), border_radius=10)
    y = 8
    for head, words in legend():
        _text(image, fonts, head, 12, (24, y), GOLD, True)
        _text(image, fonts, words, 12, (120, y), CREAM, width=width - 140)
        y += 21
    return image


@dataclass(frozen=True)
class LegendTab:
    """The legend folded into a tab where the tracks leave it no room (four seats): hovering
    or clicking the tab shows the whole legend, as two seats see it between the tracks."""

    @property
    def zoomed(self) -> "LegendTab":
        return self

    @property
    def zoom_size(self) -> tuple[int, int]:
        return (900, 96)

    def paint(self, fonts: Fonts, size: tuple[int, int]) -> pygame.Surface:
        if size[0] >= 600:
            return paint_legend(fonts, size[0])
        image = _surface(size)
        pygame.draw.rect(image, (40, 14, 34, 220), image.get_rect(), border_radius=8)
        pygame.draw.rect(image, GOLD, image.get_rect(), 1, border_radius=8)
        _text(image, fonts, "? Key to the marks", 12, (size[0] // 2, size[1] // 2), GOLD, True, "center",
              width=size[0] - 8)
        return image
