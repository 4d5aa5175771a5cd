"""Dance Card!'s cards beside the gym: the Music Rules! card in the gym's top-right corner
(Joe stands on it when he goes up) and the Challenge! space down the gym's left edge, a tile
per Challenge! card in play (a Chaperone's beside its standee on the board). Each tile reads
whole when zoomed (right-click or hover), and while the Spin Dial shows Spark! every card
whose Spark! fires this turn glows and flashes once.

The places are floor the map leaves free; a crowded location never grows over them
(`reserved`, read by the layout's `areas`). Everything here is read from the observation.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.dance_card.places import STAGE
from game.dance_card.roster import roster
from game.dance_card.view import DanceCardObservation
from scenes.toolkit.view import CardSpot, Mark
from scenes.toolkit.zones import Zone
from scenes.ui import CREAM, GOLD, MUTED, Fonts

MUSIC_RECT = (506, 55, 121, 86)              # free floor right of the Refreshments, over the Janitor's Office
MUSIC_TILE = (86, 78)
STRIP = (8, 146, 120, 272)                   # free floor left of the Blue and Pink Dance Floors
CHALLENGE_TILE = (116, 84)
REFRESHMENTS = "Refreshments"                # the place whose crowd may need the Music Rules! card's corner
SPARK_GLOW = (255, 214, 90)


@dataclass(frozen=True)
class CardTileLook:
    """A Challenge! or Music Rules! card lying on the table: its kind, name and whether it
    has a Spark!; zoomed, its whole text."""

    kind: str            # "Music Rules!", "Challenge!", "Chaperone"
    name: str
    text: str
    spark: str = ""      # its Spark! text ("" when it has none)
    sparking: bool = False
    full: bool = False   # the zoomed picture: the text printed whole

    @property
    def zoomed(self) -> CardTileLook:
        return CardTileLook(self.kind, self.name, self.text, self.spark, self.sparking, True)

    @property
    def zoom_size(self) -> tuple[int, int]:
        return (300, 220)

    def paint(self, fonts: Fonts, size: tuple[int, int]) -> pygame.Surface:
        width, height = size
        image = pygame.Surface(size, pygame.SRCALPHA)
        rect = image.get_rect().inflate(-2, -2)
        fill = (36, 28, 52) if self.kind != "Music Rules!" else (30, 44, 70)
        pygame.draw.rect(image, fill, rect, border_radius=8)
        pygame.draw.rect(image, SPARK_GLOW if self.sparking else GOLD, rect, 3 if self.sparking else 1,
                         border_radius=8)
        caption = fonts.text(self.kind.upper(), 10, GOLD, True)
        image.blit(caption, caption.get_rect(midtop=(width // 2, 4)))
        y = 17
        size_px = 15 if self.full else 12
        for line in fonts.wrap(self.name, size_px, width - 10)[:2]:
            text = fonts.text(line, size_px, CREAM, True)
            image.blit(text, text.get_rect(midtop=(width // 2, y)))
            y += size_px + 3
        if self.full:
            body = self.text + (f"  ⚡ {spark_words(self.spark)}" if self.spark else "")
            for line in fonts.wrap(body, 13, width - 16):
                if y > height - 18:
                    break
                image.blit(fonts.text(line, 13, CREAM), (8, y))
                y += 16
        else:   # the rule's opening words (the zoom reads it whole)
            bottom = height - (16 if self.spark else 4)
            lines = fonts.wrap(self.text, 10, width - 10)
            room = max(0, (bottom - y) // 12)
            for n, line in enumerate(lines[:room]):
                last = n == room - 1 and len(lines) > room
                words = fonts.fit(line + " …" if last else line, 10, width - 10)[0]
                image.blit(fonts.text(words, 10, MUTED), (5, y + n * 12))
        if self.spark and not self.full:
            mark = fonts.text("⚡ Spark!" + (" fires" if self.sparking else ""), 10,
                              SPARK_GLOW if self.sparking else MUTED, True)
            image.blit(mark, mark.get_rect(midbottom=(width // 2, height - 4)))
        return image


def spark_words(text: str) -> str:
    """A Spark! text as it reads on the card (some say "Spark!" first, some not)."""
    return text if text.startswith("Spark!") else f"Spark! {text}"


def card_places(corner_taken: bool, cards: int) -> tuple[tuple[int, int, int, int], ...]:
    """Where the Music Rules! card and `cards` Challenge! cards lie, in that order: the Music
    Rules! card in its corner (or, when the Refreshments' crowd grows into it, first down the
    strip), the Challenge! cards down the strip. No crowded location grows over them."""
    left, top, width, height = STRIP
    count = cards + corner_taken
    pitch = min(91, height // max(1, count))
    strip = tuple((left, top + n * pitch, width, pitch - 4) for n in range(count))
    return (strip[0], *strip[1:]) if corner_taken else (MUSIC_RECT, *strip)


def sparking_now(obs: DanceCardObservation) -> bool:
    """The Spin Dial shows Spark! this turn: every face-up Spark! fires."""
    if obs.dial < 0:
        return False
    icons = roster().dial(obs.edition).icons
    return 0 <= obs.dial < len(icons) and icons[obs.dial].icon == "spark"


def stage_point(rect: tuple[int, int, int, int]) -> tuple[int, int]:
    """Where Joe stands on the Music Rules! card."""
    left, top, width, height = rect
    return (left + width // 2, top + height - min(22, height // 3))


def lay_out_cards(obs: DanceCardObservation, places: tuple[tuple[int, int, int, int], ...], zones: list[Zone],
                  spots: list[CardSpot]) -> tuple[Mark, ...]:
    """The Music Rules! card and its stage, the Challenge! space: zones, tiles and the flashes
    of a Spark! firing."""
    r = roster()
    sparking = sparking_now(obs)
    marks: list[Mark] = []
    music = r.music(obs.edition)
    music_rect, challenge_rects = places[0], places[1:]
    zones.append(Zone(f"loc:{STAGE}", "location", music_rect, "the Music Rules! card", outline=False, quiet=True,
                      points=(stage_point(music_rect),)))
    zones.append(Zone("music", "slot", music_rect, outline=False))
    fires = sparking and music.spark is not None
    look = CardTileLook("Music Rules!", music.name, music.text, music.spark_text, fires)
    on_stage = ", ".join(r.name(s) for s in obs.on_stage)
    spots.append(CardSpot("music:card", "music", look, size=_tile(MUSIC_TILE, music_rect), order=-1,
                          detail=f"Music Rules! — {music.name}: {music.text}"
                          + (f" {spark_words(music.spark_text)}" if music.spark_text else "")
                          + (f" {on_stage} stands on it." if on_stage else "")))
    if fires:
        marks.append(Mark(f"spark:{obs.turn_number}:music", music_rect))
    if not obs.challenge_cards:
        return tuple(marks)
    for n, card in enumerate(obs.challenge_cards[:len(challenge_rects)]):
        rect = challenge_rects[n]
        zones.append(Zone(f"challenge:{n}", "slot", rect, outline=False))
        fires = sparking and bool(card.spark_text)
        where = f" Its standee stands at the {r.place(card.place)}." if card.chaperone and card.place >= 0 else ""
        tile = CardTileLook("Chaperone" if card.chaperone else "Challenge!", card.name, card.text, card.spark_text,
                            fires)
        spots.append(CardSpot(f"challenge:{n}:{card.name}", f"challenge:{n}", tile, size=_tile(CHALLENGE_TILE, rect), order=n,
                              detail=f"{'Chaperone' if card.chaperone else 'Challenge!'} {card.name}: {card.text}"
                              + (f" {spark_words(card.spark_text)}" if card.spark_text else "") + where))
        if fires:
            marks.append(Mark(f"spark:{obs.turn_number}:challenge:{n}", rect))
    return tuple(marks)


def _tile(size: tuple[int, int], rect: tuple[int, int, int, int]) -> tuple[int, int]:
    """A card's tile, no larger than the place it lies in."""
    return (min(size[0], rect[2] - 4), min(size[1], rect[3] - 2))


__all__ = ["MUSIC_RECT", "REFRESHMENTS", "STRIP", "card_places", "CardTileLook", "lay_out_cards", "sparking_now",
           "stage_point"]
