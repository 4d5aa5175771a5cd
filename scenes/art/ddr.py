"""DDR: The Card Game's pictures: a step card is its arrow on a dance-pad panel, its rating
told by stars (Perfect three, Great two, Good one, Boo a cracked arrow); a Miss is an empty
panel crossed out; each Link and Interference card has its own emblem; a song card shows its
sixteen steps as arrows on four lanes. Shapes carry every meaning; the colours only echo the
table's (a Perfect is gold there too).
"""

from __future__ import annotations

import math

from game.ddr.cards import INTERFERENCES, LINKS, MISS, direction, is_arrow, rating
from game.ddr.content import catalogue
from scenes.art import gear
from scenes.art.kit import (GOLDEN, INK, STEEL, WHITE, Colour, Pen, arrow, backdrop, bolt, cross_out, darker,
                            footprint, lighter, note, snowflake, spiral, star)
from scenes.art.picture import Picture

RATING: dict[str, tuple[Colour, int]] = {"perfect": ((196, 142, 28), 3), "great": ((58, 146, 84), 2),
                                         "good": ((62, 110, 190), 1), "boo": ((120, 110, 124), 0)}
MISS_TINT: Colour = (150, 62, 62)
LINK_TINT: Colour = (34, 138, 140)
INTERFERENCE_TINT: Colour = (128, 66, 168)
LANES = ("L", "D", "U", "R")   # a dance pad's arrows left to right, as a chart shows them


def picture(kind: str, card: str) -> Picture:
    """The picture a card face of this game holds (drawn, and checked, when first shown)."""
    return Picture("ddr", kind, card, draw)


def kinds() -> dict[str, tuple[str, ...]]:
    cat = catalogue()
    steps = tuple(name for name in cat.cards if is_arrow(name)) + (MISS,)
    return {"step": steps, "link": tuple(LINKS), "interference": tuple(INTERFERENCES), "song": cat.song_ids()}


def draw(pen: Pen, kind: str, card: str, number: int) -> None:
    if kind == "step":
        _step(pen, card, number)
    elif kind in ("link", "interference"):
        if card not in (LINKS if kind == "link" else INTERFERENCES):
            raise KeyError(f"no {kind} card {card!r}")
        backdrop(pen, LINK_TINT if kind == "link" else INTERFERENCE_TINT, "rays" if kind == "link" else "sparkles", number)
        EMBLEMS[card](pen)
    elif kind == "song":
        _song(pen, card, number)
    else:
        raise KeyError(f"DDR has no card kind {kind!r}")


def _panel(pen: Pen, tint: Colour) -> None:
    pen.box(18, 14, 64, 64, darker(tint, 0.55), 2.4, 10)
    pen.box(22, 18, 56, 56, lighter(tint, 0.35), 1.4, 8)


def _step(pen: Pen, card: str, number: int) -> None:
    if card == MISS:
        backdrop(pen, MISS_TINT, "stripes", number)
        _panel(pen, MISS_TINT)
        footprint(pen, 36, 36, 22, (236, 220, 210), True)
        footprint(pen, 62, 44, 22, (236, 220, 210), False)
        cross_out(pen, 50, 46, 22, (120, 20, 30))
        return
    if card not in catalogue().cards or not is_arrow(card):
        raise KeyError(f"no step card {card!r}")
    tint, stars = RATING[rating(card)]
    backdrop(pen, tint, "floor", number)
    _panel(pen, tint)
    way = direction(card)
    arrow(pen, 50, 46, 44, way, tint if rating(card) != "boo" else (170, 160, 176), 2.6)
    if stars == 0:   # a Boo: the arrow is cracked
        pen.limb((38, 30), (50, 44), 2.2)
        pen.limb((50, 44), (44, 52), 2.2)
        pen.limb((44, 52), (60, 64), 2.2)
    for k in range(stars):
        star(pen, 50 + (k - (stars - 1) / 2) * 18, 88, 8, GOLDEN)


def _double(pen: Pen) -> None:
    _panel(pen, LINK_TINT)
    arrow(pen, 36, 46, 30, "L", WHITE)
    arrow(pen, 64, 46, 30, "R", WHITE)
    pen.box(45, 86, 10, 4, INK, 0)
    pen.box(48, 81, 4, 14, INK, 0)


def _freeze(pen: Pen) -> None:
    pen.box(40, 40, 20, 50, (200, 236, 250), 2.0, 6)
    arrow(pen, 50, 30, 40, "U", (150, 210, 240))
    snowflake(pen, 50, 66, 14, (40, 90, 140))


def _mine(pen: Pen) -> None:
    """A mine: a dark ball studded with horns, its fuse alight."""
    for k in range(8):   # the horns, then the ball over their roots
        angle = k * math.pi / 4 + 0.4
        tip = (46 + 30 * math.cos(angle), 56 + 30 * math.sin(angle))
        pen.limb((46, 56), tip, 5, INK)
        pen.circle(*tip, 3.6, (120, 116, 130), 1.2)
    pen.circle(46, 56, 24, (60, 56, 70), 2.4)
    pen.circle(38, 48, 6, (140, 136, 150), 0)
    pen.limb((62, 36), (74, 22), 2.4, (120, 90, 60))
    star(pen, 76, 19, 9, (250, 210, 80), 8, 0.45)


def _restep(pen: Pen) -> None:
    pen.arc(50, 50, 28, 0.4, 2 * math.pi - 0.9, 6, WHITE)
    pen.arc(50, 50, 28, 0.4, 2 * math.pi - 0.9, 1.4)
    pen.poly([(74, 28), (82, 44), (64, 42)], WHITE)
    footprint(pen, 50, 40, 22, STEEL, False)


def _add_freezes(pen: Pen) -> None:
    snowflake(pen, 42, 50, 26, (40, 90, 140))
    pen.box(66, 44, 24, 8, WHITE, 1.4)
    pen.box(74, 36, 8, 24, WHITE, 1.4)


def _beat(pen: Pen) -> None:
    pen.poly([(30, 86), (70, 86), (58, 18), (42, 18)], (150, 100, 60), 2.0)
    pen.limb((50, 78), (64, 30), 2.4)
    pen.box(58, 38, 10, 8, GOLDEN, 1.2)
    note(pen, 80, 44, 22, WHITE)
    note(pen, 18, 36, 18, WHITE)


def _cross_boomerang(pen: Pen) -> None:
    for tilt, colour in ((0.0, WHITE), (math.pi, GOLDEN)):
        pen.arc(50, 50, 30, tilt + 0.3, tilt + math.pi - 0.3, 7, colour)
        pen.arc(50, 50, 30, tilt + 0.3, tilt + math.pi - 0.3, 1.2)
        end = (50 + 30 * math.cos(tilt + 0.3), 50 - 30 * math.sin(tilt + 0.3))
        side = 1 if tilt == 0 else -1
        pen.poly([(end[0] + 9 * side, end[1]), (end[0] - 7 * side, end[1] - 8 * side), (end[0] - 5 * side, end[1] + 10 * side)],
                 colour)
    arrow(pen, 50, 50, 22, "U", STEEL)


def _dark_mini(pen: Pen) -> None:
    pen.circle(50, 50, 40, (40, 30, 70), 2.0)
    gear.moon(pen, 38, 36, 16, (236, 232, 200), (40, 30, 70))
    arrow(pen, 62, 62, 18, "U", (140, 130, 170))
    for k in range(3):
        star(pen, 70 - k * 9, 26 + k * 5, 3, WHITE)


def _hidden(pen: Pen) -> None:
    arrow(pen, 50, 50, 44, "R", (200, 190, 220))
    for side in (-1, 1):   # the curtain closes over it
        pen.poly([(50 + side * 44, 10), (50 + side * 4, 10), (50 + side * 10, 90), (50 + side * 44, 90)], (120, 30, 60), 2.0)
        for k in range(3):
            x = 50 + side * (14 + k * 10)
            pen.line((x, 14), (x + side * 2, 86), 1.2)
    pen.box(6, 6, 88, 8, GOLDEN, 1.6)


def _ng(pen: Pen) -> None:
    arrow(pen, 50, 52, 42, "D", (190, 170, 200))
    pen.ring(50, 52, 30, (170, 30, 40), 6)
    pen.limb((30, 32), (70, 72), 6, (170, 30, 40))


def _reverse_tornado(pen: Pen) -> None:
    spiral(pen, 50, 50, 36, 2.6, WHITE, 5)
    spiral(pen, 50, 50, 36, 2.6, INK, 1.4)
    arrow(pen, 50, 50, 20, "L", GOLDEN)


def _sudden(pen: Pen) -> None:
    arrow(pen, 38, 58, 36, "U", (200, 190, 220))
    bolt(pen, 64, 40, 56, (250, 220, 70))


def _tipsy(pen: Pen) -> None:
    for k, way in enumerate("RULD"):
        x = 20 + k * 20
        y = 50 + math.sin(k * 1.7) * 14
        arrow(pen, x, y, 18, way, WHITE if k % 2 else GOLDEN, 1.6)
    for x in (32, 68):   # dizzy circles overhead
        spiral(pen, x, 18, 8, 1.6, INK, 1.6)


EMBLEMS = {"double": _double, "freeze": _freeze, "mine": _mine, "quick-restep": _restep,
           "add-freezes": _add_freezes, "beat": _beat, "cross-boomerang": _cross_boomerang, "dark-mini": _dark_mini,
           "hidden": _hidden, "ng": _ng, "reverse-tornado": _reverse_tornado, "sudden": _sudden, "tipsy": _tipsy}


def _song(pen: Pen, song_id: str, number: int) -> None:
    """The chart as a player reads it: four lanes, the sixteen steps in order in four rows of
    four; a frozen step has a tail. Its difficulty is the corner's colour and a count of feet."""
    cat = catalogue()
    song = cat.song(song_id)
    tint = _hex(cat.looks[song.difficulty].colour)
    backdrop(pen, darker(tint, 0.35), "stripes", number)
    pen.box(6, 4, 88, 92, (34, 24, 40), 2.0, 6)
    level = list(cat.looks).index(song.difficulty) + 1
    for k in range(level):
        footprint(pen, 15 + k * 11, 9, 11, tint, k % 2 == 0)
    for index, step in enumerate(song.chart[:16]):
        row, col = divmod(index, 4)
        cy = 30 + row * 18
        cx = 18 + col * 21
        for way in step.arrows:
            offset = (LANES.index(way) - 1.5) * 3.2 if len(step.arrows) > 1 else 0
            arrow(pen, cx + offset, cy, 14, way, WHITE if not step.frozen else (150, 210, 240), 1.2)
        if step.frozen:
            pen.box(cx - 2, cy + 6, 4, 7, (150, 210, 240), 1.0)


def _hex(code: str) -> Colour:
    value = code.lstrip("#")
    return (int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16))
