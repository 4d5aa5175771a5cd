"""Things and creatures for the pictures: weapons, armour, potions, scrolls, doors, flames,
skulls, beasts, crawlers and blobs, each a few outlined shapes around a centre (x, y) and a
size in the pen's units. Shapes, not colours, tell them apart.
"""

from __future__ import annotations

import math

from scenes.art.kit import GOLDEN, INK, SKIN, STEEL, WHITE, WOOD, Colour, Pen, darker, lighter, star


def sword(pen: Pen, x: float, y: float, size: float, angle: float = -0.6, blade: Colour = STEEL) -> None:
    """A sword at `angle` (radians from upright), its hilt near (x, y) + half its length down."""
    s = size / 2
    cos, sin = math.cos(angle), math.sin(angle)

    def r(px: float, py: float) -> tuple[float, float]:
        return (x + (px * cos - py * sin) * s, y + (px * sin + py * cos) * s)

    pen.poly([r(0, -1), r(0.1, -0.82), r(0.1, 0.5), r(-0.1, 0.5), r(-0.1, -0.82)], blade)
    pen.poly([r(-0.36, 0.5), r(0.36, 0.5), r(0.36, 0.6), r(-0.36, 0.6)], GOLDEN)
    pen.poly([r(-0.07, 0.6), r(0.07, 0.6), r(0.07, 0.9), r(-0.07, 0.9)], WOOD)
    pen.circle(*r(0, 0.96), s * 0.08, GOLDEN)


def axe(pen: Pen, x: float, y: float, size: float, double: bool = False) -> None:
    s = size / 2
    pen.limb((x, y - s), (x, y + s), s * 0.12, INK)
    pen.limb((x, y - s), (x, y + s), s * 0.07, WOOD)
    pen.poly([(x, y - s * 0.75), (x + s * 0.7, y - s * 1.0), (x + s * 0.6, y - s * 0.2), (x, y - s * 0.35)], STEEL)
    if double:
        pen.poly([(x, y - s * 0.75), (x - s * 0.7, y - s * 1.0), (x - s * 0.6, y - s * 0.2), (x, y - s * 0.35)], STEEL)


def mace(pen: Pen, x: float, y: float, size: float, holy: bool = False) -> None:
    s = size / 2
    pen.limb((x, y - s * 0.4), (x, y + s), s * 0.1, WOOD)
    star(pen, x, y - s * 0.6, s * 0.45, STEEL, 8, 0.7)
    if holy:
        star(pen, x, y - s * 0.6, s * 0.2, GOLDEN, 4, 0.4)


def staff(pen: Pen, x: float, y: float, size: float, orb: Colour) -> None:
    s = size / 2
    pen.limb((x - s * 0.2, y + s), (x + s * 0.1, y - s * 0.7), s * 0.12, INK)
    pen.limb((x - s * 0.2, y + s), (x + s * 0.1, y - s * 0.7), s * 0.07, WOOD)
    pen.circle(x + s * 0.12, y - s * 0.85, s * 0.2, orb)


def bow(pen: Pen, x: float, y: float, size: float, cross: bool = False) -> None:
    s = size / 2
    if cross:
        pen.box(x - s * 0.1, y - s * 0.2, s * 0.2, s * 1.1, WOOD)
        pen.arc(x, y + s * 0.2, s * 0.8, 0.3, math.pi - 0.3, s * 0.14, INK)
        pen.line((x - s * 0.75, y - s * 0.05), (x + s * 0.75, y - s * 0.05), s * 0.04)
        pen.limb((x, y - s * 0.9), (x, y + s * 0.3), s * 0.06, INK)
        return
    pen.arc(x - s * 0.5, y, s, -1.2, 1.2, s * 0.14, WOOD)
    pen.arc(x - s * 0.5, y, s, -1.2, 1.2, s * 0.04, INK)
    top, bottom = (x - s * 0.5 + s * math.cos(1.2), y - s * math.sin(1.2)), \
                  (x - s * 0.5 + s * math.cos(1.2), y + s * math.sin(1.2))
    pen.line(top, bottom, s * 0.04)
    pen.limb((x - s * 0.4, y), (x + s * 0.8, y), s * 0.06, INK)
    pen.poly([(x + s * 0.95, y), (x + s * 0.75, y - s * 0.1), (x + s * 0.75, y + s * 0.1)], STEEL, 1.0)


def dagger(pen: Pen, x: float, y: float, size: float, angle: float) -> None:
    sword(pen, x, y, size * 0.6, angle)


def shield(pen: Pen, x: float, y: float, size: float, fill: Colour, emblem: str = "") -> None:
    """A heater shield; its emblem (a cross, a star, a bar, a sun) is drawn on it."""
    s = size / 2
    pen.poly([(x - s * 0.8, y - s * 0.9), (x + s * 0.8, y - s * 0.9), (x + s * 0.8, y - s * 0.1),
              (x, y + s), (x - s * 0.8, y - s * 0.1)], fill, 2.0)
    if emblem == "cross":
        pen.box(x - s * 0.12, y - s * 0.7, s * 0.24, s * 1.2, WHITE, 1.0)
        pen.box(x - s * 0.5, y - s * 0.4, s * 1.0, s * 0.24, WHITE, 1.0)
    elif emblem == "star":
        star(pen, x, y - s * 0.2, s * 0.45, GOLDEN)
    elif emblem == "bar":
        pen.poly([(x - s * 0.8, y - s * 0.55), (x + s * 0.8, y - s * 0.25), (x + s * 0.8, y), (x - s * 0.8, y - s * 0.3)],
                 lighter(fill), 1.0)
    elif emblem == "sun":
        pen.circle(x, y - s * 0.2, s * 0.28, GOLDEN)
    elif emblem == "boss":
        pen.circle(x, y - s * 0.2, s * 0.2, STEEL)


def helm(pen: Pen, x: float, y: float, size: float, fill: Colour = STEEL) -> None:
    s = size / 2
    pen.poly([(x - s * 0.7, y + s * 0.6), (x - s * 0.75, y - s * 0.2), (x - s * 0.4, y - s * 0.75), (x + s * 0.4, y - s * 0.75),
              (x + s * 0.75, y - s * 0.2), (x + s * 0.7, y + s * 0.6)], fill)
    pen.box(x - s * 0.5, y - s * 0.05, s * 1.0, s * 0.14, INK, 0)
    pen.box(x - s * 0.07, y - s * 0.05, s * 0.14, s * 0.5, INK, 0)


def boots(pen: Pen, x: float, y: float, size: float, fill: Colour) -> None:
    s = size / 2
    for dx in (-0.45, 0.35):
        pen.poly([(x + (dx - 0.2) * s, y - s * 0.8), (x + (dx + 0.15) * s, y - s * 0.8), (x + (dx + 0.15) * s, y + s * 0.3),
                  (x + (dx + 0.55) * s, y + s * 0.45), (x + (dx + 0.55) * s, y + s * 0.75), (x + (dx - 0.2) * s, y + s * 0.75)],
                 fill)


def cloak(pen: Pen, x: float, y: float, size: float, fill: Colour) -> None:
    s = size / 2
    pen.poly([(x - s * 0.25, y - s * 0.9), (x + s * 0.25, y - s * 0.9), (x + s * 0.8, y + s * 0.9),
              (x, y + s * 0.75), (x - s * 0.8, y + s * 0.9)], fill)
    pen.circle(x, y - s * 0.82, s * 0.12, GOLDEN)


def belt(pen: Pen, x: float, y: float, size: float, fill: Colour) -> None:
    s = size / 2
    pen.box(x - s, y - s * 0.18, s * 2, s * 0.36, fill)
    pen.box(x - s * 0.28, y - s * 0.32, s * 0.56, s * 0.64, GOLDEN, 2.0, s * 0.06)
    pen.box(x - s * 0.12, y - s * 0.16, s * 0.24, s * 0.32, fill, 1.2)


def goggles(pen: Pen, x: float, y: float, size: float, lens: Colour) -> None:
    s = size / 2
    pen.box(x - s, y - s * 0.1, s * 2, s * 0.2, INK, 0)
    for dx in (-0.45, 0.45):
        pen.circle(x + dx * s, y, s * 0.38, WOOD)
        pen.circle(x + dx * s, y, s * 0.26, lens)


def bracers(pen: Pen, x: float, y: float, size: float, fill: Colour) -> None:
    s = size / 2
    for dx in (-0.5, 0.5):
        pen.poly([(x + (dx - 0.3) * s, y - s * 0.7), (x + (dx + 0.3) * s, y - s * 0.7), (x + (dx + 0.22) * s, y + s * 0.7),
                  (x + (dx - 0.22) * s, y + s * 0.7)], fill)
        pen.line((x + (dx - 0.26) * s, y - s * 0.2), (x + (dx + 0.26) * s, y - s * 0.2), s * 0.08)
        pen.line((x + (dx - 0.24) * s, y + s * 0.2), (x + (dx + 0.24) * s, y + s * 0.2), s * 0.08)


def necklace(pen: Pen, x: float, y: float, size: float, gem: Colour) -> None:
    s = size / 2
    pen.arc(x, y - s * 0.3, s * 0.75, math.pi, 2 * math.pi, s * 0.1, GOLDEN)
    pen.arc(x, y - s * 0.3, s * 0.75, math.pi, 2 * math.pi, s * 0.03, INK)
    pen.poly([(x, y + s * 0.2), (x + s * 0.3, y + s * 0.5), (x, y + s * 0.9), (x - s * 0.3, y + s * 0.5)], gem)


def ring(pen: Pen, x: float, y: float, size: float, gem: Colour) -> None:
    s = size / 2
    pen.ring(x, y + s * 0.15, s * 0.6, INK, s * 0.3)
    pen.ring(x, y + s * 0.15, s * 0.56, GOLDEN, s * 0.2)
    pen.poly([(x, y - s * 0.85), (x + s * 0.3, y - s * 0.55), (x, y - s * 0.3), (x - s * 0.3, y - s * 0.55)], gem)


def scroll(pen: Pen, x: float, y: float, size: float, seal: Colour) -> None:
    s = size / 2
    pen.box(x - s * 0.6, y - s * 0.75, s * 1.2, s * 1.5, (240, 226, 190))
    for k in range(4):
        pen.line((x - s * 0.4, y - s * 0.4 + k * s * 0.25), (x + s * 0.4, y - s * 0.4 + k * s * 0.25), s * 0.05)
    pen.oval(x, y - s * 0.78, s * 0.75, s * 0.14, (224, 206, 160))
    pen.oval(x, y + s * 0.78, s * 0.75, s * 0.14, (224, 206, 160))
    pen.circle(x + s * 0.35, y + s * 0.5, s * 0.18, seal)


def potion(pen: Pen, x: float, y: float, size: float, liquid: Colour) -> None:
    s = size / 2
    pen.circle(x, y + s * 0.3, s * 0.6, lighter(liquid, 0.7))
    pen.circle(x, y + s * 0.38, s * 0.5, liquid, 0)
    pen.box(x - s * 0.18, y - s * 0.7, s * 0.36, s * 0.5, lighter(liquid, 0.7))
    pen.box(x - s * 0.22, y - s * 0.9, s * 0.44, s * 0.22, WOOD)
    pen.circle(x - s * 0.2, y + s * 0.2, s * 0.1, WHITE, 0)


def wand(pen: Pen, x: float, y: float, size: float, spark: Colour) -> None:
    s = size / 2
    pen.limb((x - s * 0.7, y + s * 0.7), (x + s * 0.35, y - s * 0.35), s * 0.14, INK)
    pen.limb((x - s * 0.7, y + s * 0.7), (x + s * 0.35, y - s * 0.35), s * 0.08, WOOD)
    star(pen, x + s * 0.55, y - s * 0.55, s * 0.35, spark, 4, 0.35)


def book(pen: Pen, x: float, y: float, size: float, cover: Colour) -> None:
    s = size / 2
    pen.poly([(x, y - s * 0.5), (x - s * 0.9, y - s * 0.7), (x - s * 0.9, y + s * 0.6), (x, y + s * 0.8)], (244, 232, 204))
    pen.poly([(x, y - s * 0.5), (x + s * 0.9, y - s * 0.7), (x + s * 0.9, y + s * 0.6), (x, y + s * 0.8)], (244, 232, 204))
    pen.line((x, y - s * 0.5), (x, y + s * 0.8), s * 0.08, cover)
    for k in range(3):
        pen.line((x - s * 0.75, y - s * 0.3 + k * s * 0.3), (x - s * 0.15, y - s * 0.2 + k * s * 0.3), s * 0.05)


def chest(pen: Pen, x: float, y: float, size: float, fill: Colour = WOOD) -> None:
    s = size / 2
    pen.box(x - s * 0.8, y - s * 0.1, s * 1.6, s * 0.8, fill)
    pen.poly([(x - s * 0.8, y - s * 0.1), (x - s * 0.7, y - s * 0.6), (x + s * 0.7, y - s * 0.6), (x + s * 0.8, y - s * 0.1)],
             lighter(fill, 0.2))
    pen.box(x - s * 0.12, y - s * 0.2, s * 0.24, s * 0.3, GOLDEN, 1.2)


def gem(pen: Pen, x: float, y: float, size: float, fill: Colour) -> None:
    s = size / 2
    pen.poly([(x - s * 0.7, y - s * 0.3), (x - s * 0.35, y - s * 0.7), (x + s * 0.35, y - s * 0.7), (x + s * 0.7, y - s * 0.3),
              (x, y + s * 0.8)], fill)
    pen.line((x - s * 0.7, y - s * 0.3), (x + s * 0.7, y - s * 0.3), s * 0.06)
    pen.line((x - s * 0.2, y - s * 0.3), (x, y + s * 0.8), s * 0.05)
    pen.line((x + s * 0.2, y - s * 0.3), (x, y + s * 0.8), s * 0.05)


def flame(pen: Pen, x: float, y: float, size: float, fill: Colour = (240, 120, 40)) -> None:
    s = size / 2
    pen.poly([(x, y - s), (x + s * 0.35, y - s * 0.35), (x + s * 0.6, y - s * 0.5), (x + s * 0.65, y + s * 0.3),
              (x + s * 0.35, y + s * 0.8), (x - s * 0.35, y + s * 0.8), (x - s * 0.65, y + s * 0.3),
              (x - s * 0.45, y - s * 0.3), (x - s * 0.2, y - s * 0.1)], fill)
    pen.poly([(x, y - s * 0.2), (x + s * 0.3, y + s * 0.3), (x + s * 0.15, y + s * 0.7), (x - s * 0.15, y + s * 0.7),
              (x - s * 0.3, y + s * 0.3)], (250, 220, 90), 1.0)


def skull(pen: Pen, x: float, y: float, size: float, bone: Colour = (236, 230, 214)) -> None:
    s = size / 2
    pen.circle(x, y - s * 0.15, s * 0.7, bone)
    pen.box(x - s * 0.4, y + s * 0.3, s * 0.8, s * 0.5, bone, 1.6, s * 0.1)
    for dx in (-0.3, 0.3):
        pen.circle(x + dx * s, y - s * 0.1, s * 0.18, INK, 0)
    pen.poly([(x, y + s * 0.12), (x + s * 0.1, y + s * 0.3), (x - s * 0.1, y + s * 0.3)], INK, 0)
    for dx in (-0.2, 0, 0.2):
        pen.line((x + dx * s, y + s * 0.5), (x + dx * s, y + s * 0.8), s * 0.06)


def door(pen: Pen, x: float, y: float, size: float, fill: Colour = WOOD, bars: bool = False) -> None:
    s = size / 2
    pen.poly([(x - s * 0.6, y + s), (x - s * 0.6, y - s * 0.4), (x, y - s), (x + s * 0.6, y - s * 0.4), (x + s * 0.6, y + s)],
             fill)
    if bars:
        for dx in (-0.3, 0, 0.3):
            pen.limb((x + dx * s, y - s * 0.6), (x + dx * s, y + s), s * 0.1, STEEL)
    else:
        for dx in (-0.2, 0.2):
            pen.line((x + dx * s, y - s * 0.6), (x + dx * s, y + s), s * 0.05)
        pen.circle(x + s * 0.4, y + s * 0.2, s * 0.08, GOLDEN)


def sigil(pen: Pen, x: float, y: float, size: float, glow: Colour) -> None:
    s = size / 2
    pen.circle(x, y, s, lighter(glow, 0.6))
    pen.ring(x, y, s * 0.75, INK, s * 0.06)
    star(pen, x, y, s * 0.7, glow, 6, 0.55)
    pen.circle(x, y, s * 0.18, INK, 0)


def sun(pen: Pen, x: float, y: float, r: float, fill: Colour = GOLDEN) -> None:
    star(pen, x, y, r, fill, 12, 0.72)
    pen.circle(x, y, r * 0.55, lighter(fill, 0.3))


def moon(pen: Pen, x: float, y: float, r: float, fill: Colour = (236, 232, 200), sky: Colour = INK) -> None:
    pen.circle(x, y, r, fill)
    pen.circle(x + r * 0.45, y - r * 0.25, r * 0.8, sky, 0)


def eye(pen: Pen, x: float, y: float, size: float, iris: Colour) -> None:
    s = size / 2
    pen.poly([(x - s, y), (x - s * 0.5, y - s * 0.45), (x + s * 0.5, y - s * 0.45), (x + s, y),
              (x + s * 0.5, y + s * 0.45), (x - s * 0.5, y + s * 0.45)], WHITE)
    pen.circle(x, y, s * 0.35, iris)
    pen.circle(x, y, s * 0.15, INK, 0)


def wings(pen: Pen, x: float, y: float, size: float, fill: Colour = WHITE) -> None:
    s = size / 2
    for d in (-1, 1):
        pen.poly([(x + d * s * 0.1, y), (x + d * s * 0.6, y - s * 0.7), (x + d * s, y - s * 0.6), (x + d * s * 0.9, y - s * 0.2),
                  (x + d * s * 0.75, y + s * 0.2), (x + d * s * 0.45, y + s * 0.35)], fill)


def lute(pen: Pen, x: float, y: float, size: float) -> None:
    s = size / 2
    pen.oval(x - s * 0.2, y + s * 0.3, s * 0.5, s * 0.6, WOOD)
    pen.circle(x - s * 0.2, y + s * 0.25, s * 0.15, INK, 0)
    pen.limb((x - s * 0.1, y), (x + s * 0.55, y - s * 0.85), s * 0.14, darker(WOOD, 0.3))


def building(pen: Pen, x: float, y: float, size: float, fill: Colour) -> None:
    s = size / 2
    pen.box(x - s * 0.8, y - s * 0.2, s * 1.6, s * 1.1, fill)
    pen.poly([(x - s * 0.95, y - s * 0.2), (x, y - s * 0.95), (x + s * 0.95, y - s * 0.2)], darker(fill, 0.3))
    pen.box(x - s * 0.2, y + s * 0.3, s * 0.4, s * 0.6, INK, 0)
    for dx in (-0.55, 0.35):
        pen.box(x + dx * s, y + s * 0.0, s * 0.2, s * 0.2, (250, 220, 120), 1.0)


def lantern(pen: Pen, x: float, y: float, size: float, fill: Colour) -> None:
    s = size / 2
    pen.line((x, y - s), (x, y - s * 0.7), s * 0.06)
    pen.oval(x, y, s * 0.5, s * 0.7, fill)
    for dx in (-0.25, 0, 0.25):
        pen.line((x + dx * s, y - s * 0.65), (x + dx * s, y + s * 0.65), s * 0.04)
    pen.box(x - s * 0.2, y + s * 0.65, s * 0.4, s * 0.15, INK, 0)


def tools(pen: Pen, x: float, y: float, size: float) -> None:
    s = size / 2
    pen.limb((x - s * 0.7, y + s * 0.6), (x + s * 0.5, y - s * 0.6), s * 0.12, STEEL)
    pen.circle(x + s * 0.6, y - s * 0.7, s * 0.22, STEEL)
    pen.circle(x + s * 0.6, y - s * 0.7, s * 0.1, INK, 0)
    pen.limb((x + s * 0.7, y + s * 0.6), (x - s * 0.4, y - s * 0.5), s * 0.08, STEEL)
    pen.limb((x - s * 0.4, y - s * 0.5), (x - s * 0.55, y - s * 0.75), s * 0.08, STEEL)


def tooth_row(pen: Pen, x: float, y: float, width: float, size: float) -> None:
    count = 5
    for k in range(count):
        left = x - width / 2 + k * width / count
        pen.poly([(left, y), (left + width / count, y), (left + width / count / 2, y + size)], WHITE, 0.8)


# -- creatures ---------------------------------------------------------------------------------
def beast(pen: Pen, x: float, y: float, size: float, fill: Colour, tusks: bool = False, mane: bool = False) -> None:
    """A four-legged animal in profile (a dog, a wolf, a boar, a cat)."""
    s = size / 2
    for dx in (-0.55, -0.35, 0.35, 0.55):
        pen.limb((x + dx * s, y), (x + dx * s, y + s * 0.6), s * 0.14, darker(fill, 0.5))
    pen.oval(x, y - s * 0.05, s * 0.75, s * 0.35, fill)
    pen.limb((x - s * 0.7, y - s * 0.15), (x - s * 1.0, y - s * 0.45), s * 0.1, darker(fill, 0.5))
    if mane:
        pen.circle(x + s * 0.62, y - s * 0.35, s * 0.38, darker(fill, 0.3))
    pen.circle(x + s * 0.72, y - s * 0.35, s * 0.28, fill)
    pen.poly([(x + s * 0.85, y - s * 0.42), (x + s * 1.15, y - s * 0.3), (x + s * 0.88, y - s * 0.18)], fill, 1.2)
    pen.poly([(x + s * 0.58, y - s * 0.55), (x + s * 0.64, y - s * 0.85), (x + s * 0.76, y - s * 0.58)], fill, 1.2)
    pen.circle(x + s * 0.8, y - s * 0.42, s * 0.06, (250, 220, 60), 0.8)
    if tusks:
        pen.poly([(x + s * 0.95, y - s * 0.25), (x + s * 1.05, y - s * 0.45), (x + s * 1.0, y - s * 0.2)], WHITE, 1.0)


def crawler(pen: Pen, x: float, y: float, size: float, fill: Colour, legs: int = 8, tail: bool = False) -> None:
    """A spider, a scorpion or a centipede: a body with many jointed legs."""
    s = size / 2
    per_side = legs // 2
    for k in range(per_side):
        spread = (k - (per_side - 1) / 2) * 0.35
        for d in (-1, 1):
            knee = (x + d * s * 0.7, y - s * 0.45 + spread * s)
            pen.limb((x, y + spread * s * 0.5), knee, s * 0.08)
            pen.limb(knee, (x + d * s * 1.0, y + s * 0.25 + spread * s), s * 0.07)
    pen.oval(x, y + s * 0.2, s * 0.42, s * 0.5, fill)
    pen.circle(x, y - s * 0.35, s * 0.28, darker(fill, 0.25))
    for dx in (-0.1, 0.1):
        pen.circle(x + dx * s, y - s * 0.4, s * 0.06, (240, 60, 60), 0.6)
    if tail:
        pen.arc(x + s * 0.3, y + s * 0.3, s * 0.6, -1.5, 1.6, s * 0.14, darker(fill, 0.3))
        star(pen, x + s * 0.3, y - s * 0.35, s * 0.15, STEEL, 3, 0.4)


def blob(pen: Pen, x: float, y: float, size: float, fill: Colour) -> None:
    s = size / 2
    points = []
    for k in range(20):
        t = k / 20 * math.pi
        wobble = 1 + 0.08 * math.sin(k * 2.3)
        points.append((x + math.cos(t) * s * wobble, y + s * 0.5 - math.sin(t) * s * 0.9 * wobble))
    points.append((x - s, y + s * 0.55))
    pen.poly(points, fill)
    for dx in (-0.3, 0.2):
        pen.circle(x + dx * s, y - s * 0.05, s * 0.14, WHITE)
        pen.circle(x + dx * s + s * 0.04, y - s * 0.05, s * 0.06, INK, 0)


def bat(pen: Pen, x: float, y: float, size: float, fill: Colour) -> None:
    s = size / 2
    for d in (-1, 1):
        pen.poly([(x, y - s * 0.1), (x + d * s * 0.5, y - s * 0.5), (x + d * s, y - s * 0.3), (x + d * s * 0.8, y + s * 0.05),
                  (x + d * s * 0.6, y - s * 0.05), (x + d * s * 0.4, y + s * 0.15), (x + d * s * 0.2, y + s * 0.05)], fill)
    pen.oval(x, y, s * 0.2, s * 0.3, darker(fill, 0.3))
    for d in (-1, 1):
        pen.poly([(x + d * s * 0.05, y - s * 0.25), (x + d * s * 0.15, y - s * 0.45), (x + d * s * 0.18, y - s * 0.2)],
                 darker(fill, 0.3), 1.0)


def brute(pen: Pen, x: float, y: float, size: float, fill: Colour, ears: str = "", weapon: str = "",
          skinny: bool = False, eyes: Colour = (250, 220, 60)) -> None:
    """A standing humanoid foe facing us: ears ("pointed", "round", "horns", "hood"), and what it holds."""
    s = size / 2
    body = darker(fill, 0.25)
    width = 0.32 if skinny else 0.5
    for d in (-1, 1):
        pen.limb((x + d * s * 0.15, y + s * 0.25), (x + d * s * 0.3, y + s), s * 0.16, body)
        pen.limb((x + d * s * width, y - s * 0.3), (x + d * s * (width + 0.25), y + s * 0.2), s * 0.16, body)
    pen.poly([(x - s * width, y - s * 0.4), (x + s * width, y - s * 0.4), (x + s * width * 0.7, y + s * 0.35),
              (x - s * width * 0.7, y + s * 0.35)], fill)
    head_y = y - s * 0.65
    if ears == "pointed":
        for d in (-1, 1):
            pen.poly([(x + d * s * 0.15, head_y - s * 0.05), (x + d * s * 0.55, head_y - s * 0.3), (x + d * s * 0.22, head_y + s * 0.12)],
                     fill, 1.2)
    elif ears == "horns":
        for d in (-1, 1):
            pen.poly([(x + d * s * 0.12, head_y - s * 0.15), (x + d * s * 0.45, head_y - s * 0.55), (x + d * s * 0.25, head_y - s * 0.05)],
                     (236, 226, 200), 1.2)
    elif ears == "hood":
        pen.poly([(x - s * 0.32, head_y + s * 0.2), (x, head_y - s * 0.45), (x + s * 0.32, head_y + s * 0.2)], darker(fill, 0.5))
    elif ears == "round":
        for d in (-1, 1):
            pen.circle(x + d * s * 0.25, head_y - s * 0.12, s * 0.1, fill)
    pen.circle(x, head_y, s * 0.25, fill if ears != "hood" else SKIN)
    for d in (-1, 1):
        pen.circle(x + d * s * 0.09, head_y - s * 0.02, s * 0.05, eyes, 0.6)
    hand = (x + s * (width + 0.25), y + s * 0.2)
    if weapon == "sword":
        sword(pen, hand[0], hand[1] - s * 0.4, s * 0.9, 0.3)
    elif weapon == "spear":
        pen.limb((hand[0], hand[1] + s * 0.5), (hand[0], hand[1] - s * 1.1), s * 0.07, WOOD)
        pen.poly([(hand[0], hand[1] - s * 1.35), (hand[0] + s * 0.1, hand[1] - s * 1.1), (hand[0] - s * 0.1, hand[1] - s * 1.1)], STEEL)
    elif weapon == "bow":
        bow(pen, hand[0] + s * 0.1, hand[1] - s * 0.2, s * 0.8)
    elif weapon == "staff":
        staff(pen, hand[0], hand[1] - s * 0.3, s * 1.2, (160, 230, 120))
    elif weapon == "club":
        mace(pen, hand[0], hand[1] - s * 0.3, s * 0.9)
