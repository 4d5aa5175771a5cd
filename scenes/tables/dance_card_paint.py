"""Dance Card!'s painting under the cards: the gym and the panels (painted once), the Spin
Dial's needle where the table's `update` has moved it, the Song Die, the viewer's own Dance
Card (painted again only when it changes) and the clickable chips. One `DanceCardPainting`
per layout: it holds what that layout shows and only reads it; the caches are the table's."""

from __future__ import annotations

from typing import Protocol

import pygame

from game.dance_card.roster import roster
from game.dance_card.view import DanceCardObservation
from scenes.tables import dance_card_board as geo
from scenes.tables.dance_card_gym import Dial, Place, draw_needle, paint_gym
from scenes.tables.dance_card_colour import ink_on
from scenes.tables.dance_card_looks import ICON_GLYPH, PAINT, SHEET_SIZE, SheetLook, SongLook
from scenes.ui import CREAM, INK, Fonts, blit_text


class Canvas(Protocol):
    """What the painting reads of the table (its gym, Spin Dial and needle) and the caches it
    keeps there from frame to frame (the table makes them; the painting fills them)."""

    gym: geo.Gym
    dial: Dial
    _needle: float
    _art: tuple[tuple[tuple[int, int, int, int], ...], pygame.Surface] | None
    _sheet_cache: tuple[SheetLook, pygame.Surface] | None
    _song_cache: tuple[SongLook, pygame.Surface] | None


class DanceCardPainting:
    def __init__(self, table: Canvas, obs: DanceCardObservation, sheet: SheetLook,
                 chips: tuple[tuple[str, str], ...], song: SongLook,
                 areas: tuple[tuple[int, int, int, int], ...] | None = None) -> None:
        self.table, self.obs, self.sheet, self.chips, self.song = table, obs, sheet, chips, song
        self.areas = areas or table.gym.rects   # the locations as drawn (a crowded small spot grown)

    def __call__(self, surface: pygame.Surface, fonts: Fonts, seconds: float) -> None:
        table = self.table
        if table._art is None or table._art[0] != self.areas:   # painted again only when a spot grows or shrinks
            table._art = (self.areas, self._paint_art(surface, fonts))
        surface.blit(table._art[1], (0, 50))
        draw_needle(surface, table.dial, table._needle)
        surface.blit(self._paint_song(fonts), pygame.Rect(geo.SONG_RECT))
        surface.blit(self._paint_sheet(fonts), geo.SHEET_RECT[:2])
        for key, words in self.chips:
            self._draw_chip(surface, fonts, key, words)

    def _paint_song(self, fonts: Fonts) -> pygame.Surface:
        cached = self.table._song_cache
        if cached is None or cached[0] != self.song:
            cached = (self.song, self.song.paint(fonts, geo.SONG_RECT[2:]))
            self.table._song_cache = cached
        return cached[1]

    def _paint_sheet(self, fonts: Fonts) -> pygame.Surface:
        cached = self.table._sheet_cache
        if cached is None or cached[0] != self.sheet:  # painted again only when the card changes
            cached = (self.sheet, self.sheet.paint(fonts, SHEET_SIZE))
            self.table._sheet_cache = cached
        return cached[1]

    def _draw_chip(self, surface: pygame.Surface, fonts: Fonts, key: str, words: str) -> None:
        rect = self._chip_rect(key)
        if rect is None:
            return
        fill = PAINT.get(words, (236, 214, 180))
        pygame.draw.rect(surface, fill, rect, border_radius=6)
        pygame.draw.rect(surface, INK, rect, 1, border_radius=6)
        text = f"{ICON_GLYPH[words]} {words}" if words in ICON_GLYPH else words
        blit_text(surface, fonts, text, 12, rect.center, ink_on(fill), True, "center")

    def _chip_rect(self, key: str) -> pygame.Rect | None:
        if key.startswith("song:"):
            return pygame.Rect(geo.song_chip(key[5:]))
        if key.startswith("icon:"):
            left, top, _, height = geo.DANCE_PANEL
            n = list(ICON_GLYPH).index(key[5:])
            return pygame.Rect(left + 12 + n * 74, top + height - 44, 68, 20)
        return None

    def _paint_art(self, surface: pygame.Surface, fonts: Fonts) -> pygame.Surface:
        r = roster()
        canvas = surface.subsurface(pygame.Rect(0, 50, 960, surface.get_height() - 50)).copy()
        places = tuple(Place(loc.name, loc.kind.value, loc.colour, self.areas[i])
                       for i, loc in enumerate(r.board.locations))
        others = "The night" if len(self.obs.seats) == 1 else "The other dancers"
        frames = ((geo.DANCE_PANEL, "The dance"), (geo.OTHERS_PANEL, others),
                  ((geo.HAND_RECT[0] - 4, geo.SHEET_RECT[1], 540, geo.SHEET_RECT[3]), ""),
                  ((geo.COLUMN_X, 54, 312, 144), ""))
        return paint_gym(fonts, canvas, (0, 50), places, self.table.gym.doors, self.table.dial, frames)
