"""Dance Card!'s gym as painted under the cards: each location in its colour with its name
plate and kind, the doors between them, the Spin Dial and its needle. Painted once per shape of
the gym (`dance_card_paint` caches it); the needle is drawn every frame where the table's
`update` has turned it."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from scenes.tables.dance_card_looks import PAINT, fit_words
from scenes.ui import CREAM, GOLD, GOLD_DIM, INK, MUTED, Fonts, panel


KIND_MARK = {"dance floor": ("♫", "Dance"), "chat spot": ("✉", "Chat"), "nerve spot": ("☯", "Nerve")}
GROUND = {"chat spot": (122, 84, 60), "nerve spot": (70, 96, 104)}


@dataclass(frozen=True)
class Place:
    name: str
    kind: str
    colour: str
    rect: tuple[int, int, int, int]


@dataclass(frozen=True)
class Dial:
    centre: tuple[int, int]
    radius: int
    labels: tuple[tuple[str, str, bool, bool], ...]   # (word, amount, all players, skip if 3 players)

    def angle(self, position: float) -> float:
        """Radians of a position's middle, clockwise from the top."""
        return -math.pi / 2 + (position + 0.5) * 2 * math.pi / len(self.labels)


def paint_gym(fonts: Fonts, canvas: pygame.Surface, offset: tuple[int, int], places: tuple[Place, ...],
              doors: tuple[tuple[tuple[int, int], str], ...], dial: Dial,
              frames: tuple[tuple[tuple[int, int, int, int], str], ...]) -> pygame.Surface:
    """The static table, painted once onto a copy of the stage behind it (opaque: one cheap blit)."""
    dx, dy = offset
    ox, oy = -dx, -dy
    for rect, title in frames:
        area = pygame.Rect(rect).move(ox, oy)
        panel(canvas, area, alpha=170, radius=12)
        if title:
            canvas.blit(fonts.text(title, 13, GOLD, True), (area.left + 10, area.top + 6))
    for place in places:
        area = pygame.Rect(place.rect).move(ox, oy)
        _paint_place(fonts, canvas, place, area)
    for (x, y), arrow in doors:
        door = pygame.Rect(0, 0, 30, 22) if arrow == "⇕" else pygame.Rect(0, 0, 26, 26)
        door.center = (x + ox, y + oy)
        pygame.draw.rect(canvas, GOLD, door, border_radius=7)
        pygame.draw.rect(canvas, INK, door, 1, border_radius=7)
        glyph = fonts.text(arrow, 16, INK, True)
        canvas.blit(glyph, glyph.get_rect(center=door.center))
    _paint_dial(fonts, canvas, dial, (ox, oy))
    return canvas.convert() if pygame.display.get_surface() else canvas


def _paint_place(fonts: Fonts, canvas: pygame.Surface, place: Place, area: pygame.Rect) -> None:
    if place.kind == "dance floor":
        base = PAINT.get(place.colour, PAINT["none"])
        light = tuple(min(255, c + 40) for c in base)
        dark = tuple(max(0, c - 30) for c in base)
        pygame.draw.rect(canvas, dark, area, border_radius=10)
        tile = 20
        clip = canvas.get_clip()
        canvas.set_clip(area.inflate(-4, -4))
        for row, y in enumerate(range(area.top, area.bottom, tile)):
            for col, x in enumerate(range(area.left, area.right, tile)):
                if (row + col) % 2 == 0:
                    pygame.draw.rect(canvas, light, (x, y, tile, tile))
        canvas.set_clip(clip)
        pygame.draw.rect(canvas, (250, 240, 222), area, 3, border_radius=10)
    else:
        base = GROUND.get(place.kind, (90, 70, 80))
        pygame.draw.rect(canvas, base, area, border_radius=10)
        stripe = tuple(min(255, c + 14) for c in base)
        for y in range(area.top + 6, area.bottom - 4, 12):  # boards of the gym floor
            pygame.draw.line(canvas, stripe, (area.left + 6, y), (area.right - 7, y), 2)
        pygame.draw.rect(canvas, (236, 214, 180), area, 2, border_radius=10)
    glyph, verb = KIND_MARK.get(place.kind, ("", ""))
    title = place.name if place.kind != "dance floor" else f"{place.colour.title()} Dance Floor"
    tag = f"{glyph} {title} · {verb}"
    if fonts.fits(tag, 12, area.width - 12, True, least=10) is None:
        tag = f"{glyph} {title}"   # a narrow place: its glyph alone says what it is for
    words, px = fit_words(fonts, tag, 12, area.width - 12)
    text = fonts.text(words, px, CREAM, True)
    plate = text.get_rect(topleft=(area.left + 6, area.top + 4)).inflate(8, 2)
    panel(canvas, plate, fill=(30, 12, 26), alpha=190, radius=6, width=0)
    canvas.blit(text, text.get_rect(center=plate.center))


def _paint_dial(fonts: Fonts, canvas: pygame.Surface, dial: Dial, shift: tuple[int, int]) -> None:
    cx, cy = dial.centre[0] + shift[0], dial.centre[1] + shift[1]
    radius = dial.radius
    count = len(dial.labels)
    pygame.draw.circle(canvas, (0, 0, 0), (cx + 2, cy + 3), radius + 3)
    palette = ((92, 40, 76), (120, 54, 92))
    for i, (word, amount, everyone, skip) in enumerate(dial.labels):
        start = -math.pi / 2 + i * 2 * math.pi / count
        points = [(cx, cy)] + [(cx + radius * math.cos(start + t * 2 * math.pi / count / 8),
                                cy + radius * math.sin(start + t * 2 * math.pi / count / 8)) for t in range(9)]
        pygame.draw.polygon(canvas, palette[i % 2], points)
        pygame.draw.line(canvas, GOLD_DIM, (cx, cy), points[1], 1)
        middle = dial.angle(i)
        extra = " ".join(x for x in (amount, "ALL" if everyone else "") if x)
        extra = "" if amount == "START" else extra
        # the words run along the radius (10 px, the least a player reads, in nine narrow wedges),
        # turned so that none reads upside down
        lines = [fonts.text(word, 10, GOLD if everyone else CREAM, True)]
        if extra:
            lines.append(fonts.text(extra, 10, GOLD if everyone else MUTED, True))
        if skip:   # not with three players
            lines.append(fonts.text("3P✗", 10, MUTED, True))
        block = pygame.Surface((max(line.get_width() for line in lines), sum(line.get_height() - 2 for line in lines)),
                               pygame.SRCALPHA)
        y = 0
        for line in lines:
            block.blit(line, line.get_rect(midtop=(block.get_width() // 2, y)))
            y += line.get_height() - 2
        degrees = -math.degrees(middle)
        if math.cos(middle) < -0.01:
            degrees += 180
        turned = pygame.transform.rotate(block, degrees)
        reach = radius * 0.62
        canvas.blit(turned, turned.get_rect(center=(cx + reach * math.cos(middle), cy + reach * math.sin(middle))))
    pygame.draw.circle(canvas, GOLD, (cx, cy), radius, 3)
    pygame.draw.circle(canvas, (40, 18, 34), (cx, cy), 12)
    pygame.draw.circle(canvas, GOLD, (cx, cy), 12, 2)


def draw_needle(surface: pygame.Surface, dial: Dial, turns: float) -> None:
    """The dial's pointer at `turns` positions round (fractions while it spins): a polygon, no rotation."""
    cx, cy = dial.centre
    angle = -math.pi / 2 + (turns + 0.5) * 2 * math.pi / len(dial.labels)
    tip = (cx + (dial.radius - 6) * math.cos(angle), cy + (dial.radius - 6) * math.sin(angle))
    side = angle + math.pi / 2
    base = [(cx + 7 * math.cos(side), cy + 7 * math.sin(side)), (cx - 7 * math.cos(side), cy - 7 * math.sin(side))]
    pygame.draw.polygon(surface, (0, 0, 0), [(p[0] + 2, p[1] + 2) for p in (tip, *base)])
    pygame.draw.polygon(surface, GOLD, [tip, *base])
    pygame.draw.polygon(surface, INK, [tip, *base], 1)
    pygame.draw.circle(surface, CREAM, (cx, cy), 5)
