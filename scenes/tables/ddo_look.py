"""DDO: The Card Game's table, the look: Loot card faces and the plates of the battlefield.

Loot cards are data for the toolkit's painter (`CardFace`): the kind's colour and glyph,
the values the card adds, and its text. A Hero or a foe on the battlefield is a `Plate`,
a piece that paints itself: its name, the totals the engine computes (ATK, RNG, DEF, DMG),
its HP left of its total as a bar and in figures, and what marks it (asleep, acts next,
tapped, afflicted). Colour never carries a meaning alone: every mark is also a word.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.ddo.cards import STAT_NAMES, Kind, LootCard, MonsterCard, QuestCard
from scenes.art import ddo as art
from scenes.art.picture import Picture
from scenes.toolkit.cards import CardBack, CardFace, CardSection, Portrait
from scenes.ui import CREAM, GOLD, INK, Colour, Fonts

# every tint carries cream lettering (names in bands) at 4.5:1 or more
KIND_TINT: dict[Kind, Colour] = {
    Kind.HERO: (140, 88, 26), Kind.LEVEL_UP: (56, 110, 62), Kind.RACE: (120, 84, 60),
    Kind.ENHANCEMENT: (48, 110, 130), Kind.FEAT: (110, 70, 140), Kind.SPELL: (50, 80, 160),
    Kind.ITEM: (96, 100, 112), Kind.INSTANCE: (120, 94, 32), Kind.FESTIVAL: (170, 60, 100),
}
# each kind its own shape (a Feat's diamond, a Spell's star: their tints alone collapse for a
# colour-blind eye), and the tile says its kind in words where it has the room
KIND_GLYPH = {Kind.HERO: "⚔", Kind.LEVEL_UP: "▲", Kind.RACE: "☺", Kind.ENHANCEMENT: "✚",
              Kind.FEAT: "◆", Kind.SPELL: "✶", Kind.ITEM: "⚒", Kind.INSTANCE: "⌂", Kind.FESTIVAL: "♫"}
KIND_WORD = {Kind.HERO: "Hero", Kind.LEVEL_UP: "Level Up", Kind.RACE: "Race", Kind.ENHANCEMENT: "Enhancement",
             Kind.FEAT: "Feat", Kind.SPELL: "Spell", Kind.ITEM: "Item", Kind.INSTANCE: "Public Instance",
             Kind.FESTIVAL: "Festival"}
FOE_TINT: dict[str, Colour] = {"monster": (140, 40, 40), "trap": (128, 92, 24), "puzzle": (60, 90, 150),
                               "objective": (50, 106, 78), "boss": (90, 20, 60)}
HERO_TINT: Colour = (44, 92, 140)
LEAST = 10                           # no text a player needs is smaller (at 1280×720)
HP_FILL: Colour = (36, 110, 48)      # the HP bar's green: cream figures on it read at 5:1 or more
HP_EMPTY: Colour = (70, 24, 24)
LOOT_BACK = CardBack(tint=(40, 60, 90))
MONSTER_BACK = CardBack(tint=(90, 24, 24))
QUEST_BACK = CardBack(tint=(60, 40, 90))


def values_line(stats: tuple[int, ...]) -> str:
    """The values a card adds, in the card's shorthand: "+2 ATK +1 HP"."""
    parts = [f"{v:+d} {STAT_NAMES[i].upper()}" for i, v in enumerate(stats) if v]
    return " ".join(parts)


def loot_face(card: LootCard) -> CardFace:
    extra = card.cls or card.race or card.school or card.slot
    kind = KIND_WORD[card.kind] + (f" · {extra}" if extra else "")
    attrs = ", ".join(sorted(card.attributes))
    values = values_line(card.stats)
    whole = f"{kind}. {values + '. ' if values else ''}{'Attributes: ' + attrs + '. ' if attrs else ''}{card.text}"
    short = values or card.text
    return CardFace((CardSection(card.name, whole, short=short, icon=KIND_GLYPH[card.kind],
                                 figure=f"glyph:{KIND_GLYPH[card.kind]}", tint=KIND_TINT[card.kind],
                                 art=art.picture("loot", card.key)),),
                    caption=kind)


def monster_face(card: MonsterCard) -> CardFace:
    values = " ".join(f"{STAT_NAMES[i].upper()} {v}" for i, v in enumerate(card.stats))
    return CardFace((CardSection(card.name, f"{card.kind.title()}. {values}. {card.text}", short=values,
                                 figure="glyph:☠", tint=FOE_TINT.get(card.kind, FOE_TINT["monster"]),
                                 art=art.picture("monster", card.key)),),
                    caption=card.kind)


def quest_face(card: QuestCard) -> CardFace:
    values = " ".join(f"{STAT_NAMES[i].upper()} {v}" for i, v in enumerate(card.stats))
    return CardFace((CardSection(card.name, f"Boss: {card.boss} ({values}). {card.text}",
                                 short=f"Boss: {card.boss}", figure="glyph:⚑", tint=(70, 50, 110),
                                 art=art.picture("quest", card.key)),),
                    caption="Quest")


@dataclass(frozen=True)
class LootTile:
    """A Loot card as the table draws it at any size: its kind, its name wrapped to the room,
    the values it adds. The zoom shows it large beside its whole text."""

    name: str
    kind: str
    glyph: str
    values: str
    tint: Colour
    tapped: bool = False
    # the card face the zoom shows, with its picture (None: this tile, large); made from the same card, so
    # it takes no part in comparing tiles (a tile is hashed for the painter's cache every frame)
    face: CardFace | None = field(default=None, compare=False)

    @property
    def zoomed(self) -> "LootTile | CardFace":
        return self.face if self.face is not None else self

    @property
    def zoom_size(self) -> tuple[int, int]:
        return (200, 280)

    def band_head(self, fonts: Fonts, width: int) -> tuple[str, int, bool]:
        """What the band across the top says (in a fan the band is all that shows): the name, in
        plain type if need be, then the words that tell it apart ("Giant Strength" of "Belt of
        Giant Strength"), before the start of its name cut with "…" (counted as clipped) — never
        the bare kind."""
        size = max(LEAST, min(width // 7, 22) - 2)
        room = width - 8
        glyph = "⟲" if self.tapped else self.glyph   # a tapped card in a fan: its band says so
        for words in band_names(self.name):
            for head, bold in ((f"{glyph} {words}", True), (f"{glyph} {words}", False)):
                fits = fonts.fits(head, size, room, bold, least=LEAST)
                if fits:
                    return head, fits, bold
        head, fits = fonts.fit(f"{glyph} {self.name.split(': ', 1)[-1]}", size, room, False, least=LEAST)
        return head, fits, False

    def paint(self, fonts: Fonts, size: tuple[int, int]) -> pygame.Surface:
        width, height = size
        image = pygame.Surface(size, pygame.SRCALPHA)
        body = image.get_rect().inflate(-2, -2)
        pygame.draw.rect(image, tuple(c // 4 + 185 for c in self.tint), body, border_radius=8)
        pygame.draw.rect(image, self.tint, body, 3, border_radius=8)
        big = max(LEAST + 1, min(width // 7, 22))
        band = pygame.Rect(3, 4, width - 6, max(LEAST, big - 2) + 5)   # the name may run nearly edge to edge
        pygame.draw.rect(image, self.tint, band, border_radius=5)
        head, type_size, bold = self.band_head(fonts, width)
        _put(image, fonts, head, type_size, band.center, CREAM, bold, "center", band.width - 2)
        y = _title(image, fonts, self.name, big, band.bottom + 3, width - 5, (height - band.bottom) * 2 // 3)
        if self.tapped:   # a tapped card lies upright, marked in words (sideways type is hard to read)
            _put(image, fonts, "⟲ tapped", LEAST, (width // 2, y + 1), (120, 20, 30), True, "midtop", width - 8)
            y += LEAST + 3
        elif y + (3 if self.values else 1) * (LEAST + 3) + 6 <= height:   # its kind in words, where there is room
            _put(image, fonts, self.kind, LEAST, (width // 2, y + 1), (60, 50, 70), False, "midtop", width - 8)
            y += LEAST + 3
        if self.values:
            _title(image, fonts, self.values, max(LEAST, big - 2), y + 3, width - 8, height - y - 6, (30, 60, 30))
        if self.tapped:
            veil = pygame.Surface(size, pygame.SRCALPHA)
            veil.fill((60, 60, 60, 60))
            image.blit(veil, (0, 0))
        return image.convert_alpha() if pygame.display.get_surface() else image

    def tapped_look(self) -> "LootTile":
        return LootTile(self.name, self.kind, self.glyph, self.values, self.tint, True, self.face)


def band_names(name: str) -> list[str]:
    """A card's name, then shorter forms that still name it: a Level Up's own name ("Rage" of
    "Barbarian Level Up 1: Rage"), what follows the first "of" ("Giant Strength" of "Belt of
    Giant Strength"), a House's name without "House"."""
    found = [name, name.split(": ", 1)[-1]]
    own = found[1]
    if " of " in own:
        found.append(own.split(" of ", 1)[1])
    if own.startswith("House "):
        found.append(own[len("House "):])
    return list(dict.fromkeys(found))


def _title(image: pygame.Surface, fonts: Fonts, words: str, size: int, top: int, width: int, room: int,
           colour: Colour = INK, most: int = 3) -> int:
    """The words on as few lines as fit (up to three), in the largest type that fits; returns
    the y below them."""
    lines = [words]
    font_size, bold = size, True
    size = max(size, LEAST)
    for bold, font_size in [(True, n) for n in range(size, LEAST - 1, -1)] + [(False, LEAST)]:   # plain type is narrower
        lines = fonts.wrap(words, font_size, width, bold)
        if len(lines) <= most and all(fonts.font(font_size, bold).size(line)[0] <= width for line in lines) \
                and len(lines) * (font_size + 1) <= room:
            break
    y = top
    for line in lines[:most]:
        _put(image, fonts, line, font_size, (image.get_width() // 2, y), colour, bold, "midtop", width)
        y += font_size + 1
    return y


def loot_tile(card: LootCard) -> LootTile:
    return LootTile(card.name, KIND_WORD[card.kind], KIND_GLYPH[card.kind], values_line(card.stats),
                    KIND_TINT[card.kind], face=loot_face(card))


@dataclass(frozen=True)
class Plate:
    """A Hero or a foe on the table, with the engine's totals."""

    title: str
    subtitle: str
    values: tuple[tuple[str, int], ...]      # ("ATK", 3) …
    hp_now: int
    hp: int
    tags: str = ""                           # "asleep", "acts next", "Poison" …
    tint: Colour = HERO_TINT
    dim: bool = False                        # asleep, defeated, gone
    flag: str = ""                           # a word in a band across the top ("ACTS NEXT", "YOUR TURN")
    art: Picture | None = None               # its card's picture, shown above it in the zoom

    @property
    def zoomed(self) -> "Plate | Portrait":
        return self if self.art is None else Portrait(self, self.art)

    @property
    def zoom_size(self) -> tuple[int, int]:
        return (240, 300) if self.art is None else (240, 520)

    def paint(self, fonts: Fonts, size: tuple[int, int]) -> pygame.Surface:
        width, height = size
        image = pygame.Surface(size, pygame.SRCALPHA)
        body = image.get_rect().inflate(-2, -2)
        fill = tuple(c // 3 + (40 if self.dim else 150) for c in self.tint)
        pygame.draw.rect(image, fill, body, border_radius=8)
        pygame.draw.rect(image, self.tint, body, 3, border_radius=8)
        ink = CREAM if self.dim else INK   # a dim plate (asleep, gone) is dark: its words in cream
        big = max(LEAST + 1, min(width // 8, height // 8))
        small = max(LEAST, big - 2)
        two = fonts.fits(self.title, big, width - 12, True, least=LEAST) is None
        band = pygame.Rect(4, 4, width - 8, (2 * big + 8) if two else big + 6)
        pygame.draw.rect(image, self.tint, band, border_radius=5)
        if two:
            _title(image, fonts, self.title, big, band.top + 3, band.width - 4, band.height - 4, CREAM, 2)
        else:
            _put(image, fonts, self.title, big, band.center, CREAM, True, "center", band.width - 4)
        y = band.bottom + 2
        _put(image, fonts, self.subtitle, small, (width // 2, y), ink, False, "midtop", width - 8)
        y += small + 3
        cells = list(self.values)
        half = (len(cells) + 1) // 2
        for row in (cells[:half], cells[half:]):
            for n, (name, value) in enumerate(row):
                cell_x = width // 4 + n * (width // 2)
                words = f"{name} {value}"
                if fonts.fits(words, big, width // 2 - 2, True, least=LEAST) is None:
                    words = f"{name[0]}{'m' if name == 'DMG' else ''}{value}"   # narrow: A2 R0 D1 Dm2 (the zoom spells them out)
                _put(image, fonts, words, big, (cell_x, y), ink, True, "midtop", width // 2 - 2)
            y += big + 3
        if self.hp <= 0:   # a trap, a puzzle, an objective: no hit points to show
            if self.tags:
                _title(image, fonts, self.tags, small, y, width - 8, height - y - 4, ink)
            return image.convert_alpha() if pygame.display.get_surface() else image
        bar = pygame.Rect(6, y + 1, width - 12, max(LEAST + 3, big + 2))
        pygame.draw.rect(image, HP_EMPTY, bar, border_radius=3)
        if self.hp > 0 and self.hp_now > 0:
            part = bar.copy()
            part.width = max(2, bar.width * min(self.hp_now, self.hp) // self.hp)
            pygame.draw.rect(image, HP_FILL, part, border_radius=3)
        _put(image, fonts, f"HP {self.hp_now}/{self.hp}", max(LEAST, big - 1), bar.center, CREAM, True, "center",
             bar.width)
        y = bar.bottom + 3
        if self.tags and y + 8 <= height - 3:
            parts = self.tags.split(" · ")
            shown = next((words for words in (self.tags, f"{parts[0]} +{len(parts) - 1}", parts[0])
                          if fonts.fits(words, small, width - 8, True, least=LEAST)), parts[0])
            _put(image, fonts, shown, small, (width // 2, y), (255, 190, 170) if self.dim else (120, 20, 30), True,
                 "midtop", width - 8)
        if self.flag:
            tag = pygame.Rect(0, 0, width - 10, big + 6)
            tag.midbottom = (width // 2, height - 3)
            calm = self.dim or "TAPPED" in self.flag
            pygame.draw.rect(image, GOLD if not calm else (190, 190, 205), tag, border_radius=5)
            _put(image, fonts, self.flag, small, tag.center, INK, True, "center", tag.width - 4)
        return image.convert_alpha() if pygame.display.get_surface() else image


def _title_band(image: pygame.Surface, fonts: Fonts, words: str, size: int, band: pygame.Rect) -> None:
    """A long name on two lines in the band (the cut falls at a space near the middle)."""
    cut = words.rfind(" ", 0, len(words) // 2 + 4)
    cut = cut if cut > 0 else words.find(" ")
    first, second = (words[:cut], words[cut + 1:]) if cut > 0 else (words, "")
    for n, line in enumerate((first, second)):
        if line:
            _put(image, fonts, line, size, (band.centerx, band.top + 3 + n * (size + 1)), CREAM, True, "midtop",
                 band.width - 4)


def _put(image: pygame.Surface, fonts: Fonts, words: str, size: int, pos: tuple[int, int], colour: Colour,
         bold: bool, anchor: str, width: int) -> None:
    words, size = fonts.fit(words, max(size, LEAST), width, bold, least=LEAST)
    rendered = fonts.text(words, size, colour, bold)
    image.blit(rendered, rendered.get_rect(**{anchor: pos}))


__all__ = ["LOOT_BACK", "MONSTER_BACK", "QUEST_BACK", "LootTile", "Plate", "loot_face", "loot_tile", "monster_face", "quest_face",
           "values_line"]
