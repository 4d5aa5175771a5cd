"""The drawing primitives every game's pictures are made of: a backdrop, a dancer in a pose,
arrows, dice, weapons, shields, notes, stars, creatures' parts.

A picture is drawn at twice its size on a `Pen` and smoothed down once (the edges of plain
`pygame.draw` shapes are jagged at card size). Every shape is filled and outlined in a dark
ink, so a picture reads by its outline and not by its colours (colour never carries a meaning
alone), and nothing here writes words. Variation comes from a seed made of the card's id
(`seed`), never from `random`: the same card always gets the same picture.
"""

from __future__ import annotations

import math
import zlib
from dataclasses import dataclass

import pygame

Colour = tuple[int, int, int]
Point = tuple[float, float]

INK: Colour = (34, 20, 28)
WHITE: Colour = (250, 244, 232)
GOLDEN: Colour = (236, 184, 84)
STEEL: Colour = (196, 202, 214)
WOOD: Colour = (140, 92, 52)
SKIN: Colour = (232, 190, 150)
SUPERSAMPLE = 2


def seed(*parts: str) -> int:
    """A stable number from a card's id (the same in every process, unlike `hash`)."""
    return zlib.crc32("/".join(parts).encode("utf-8"))


def pick(number: int, shift: int, count: int) -> int:
    """One of `count` choices from a few bits of the seed (different `shift`, independent choice)."""
    return (number >> shift) % count


def mix(a: Colour, b: Colour, share: float) -> Colour:
    red, green, blue = (round(x + (y - x) * share) for x, y in zip(a, b))
    return (red, green, blue)


def lighter(colour: Colour, share: float = 0.45) -> Colour:
    return mix(colour, WHITE, share)


def darker(colour: Colour, share: float = 0.45) -> Colour:
    return mix(colour, INK, share)


@dataclass
class Pen:
    """A canvas in units: x and y from 0 to 100 across the shorter side, centred in the picture,
    so the same drawing fits a wide art box, a tall one or a square one."""

    surface: pygame.Surface
    unit: float
    left: float
    top: float

    @property
    def width_units(self) -> float:
        return self.surface.get_width() / self.unit

    @property
    def height_units(self) -> float:
        return self.surface.get_height() / self.unit

    def at(self, x: float, y: float) -> tuple[int, int]:
        return (round(self.left + x * self.unit), round(self.top + y * self.unit))

    def n(self, length: float) -> int:
        return max(1, round(length * self.unit))

    def poly(self, points: list[Point], fill: Colour, outline: float = 1.6) -> None:
        shape = [self.at(x, y) for x, y in points]
        pygame.draw.polygon(self.surface, fill, shape)
        if outline:
            pygame.draw.polygon(self.surface, INK, shape, self.n(outline))

    def circle(self, x: float, y: float, r: float, fill: Colour, outline: float = 1.6) -> None:
        pygame.draw.circle(self.surface, fill, self.at(x, y), self.n(r))
        if outline:
            pygame.draw.circle(self.surface, INK, self.at(x, y), self.n(r), self.n(outline))

    def ring(self, x: float, y: float, r: float, colour: Colour, width: float) -> None:
        pygame.draw.circle(self.surface, colour, self.at(x, y), self.n(r), self.n(width))

    def oval(self, x: float, y: float, rx: float, ry: float, fill: Colour, outline: float = 1.6) -> None:
        box = pygame.Rect(0, 0, self.n(rx * 2), self.n(ry * 2))
        box.center = self.at(x, y)
        pygame.draw.ellipse(self.surface, fill, box)
        if outline:
            pygame.draw.ellipse(self.surface, INK, box, self.n(outline))

    def box(self, x: float, y: float, w: float, h: float, fill: Colour, outline: float = 1.6,
            radius: float = 0) -> None:
        rect = pygame.Rect(self.at(x, y), (self.n(w), self.n(h)))
        pygame.draw.rect(self.surface, fill, rect, border_radius=self.n(radius) if radius else 0)
        if outline:
            pygame.draw.rect(self.surface, INK, rect, self.n(outline), border_radius=self.n(radius) if radius else 0)

    def limb(self, a: Point, b: Point, width: float, colour: Colour = INK) -> None:
        """A thick stroke with round ends (an arm, a leg, a blade's edge)."""
        pygame.draw.line(self.surface, colour, self.at(*a), self.at(*b), self.n(width))
        for x, y in (a, b):
            pygame.draw.circle(self.surface, colour, self.at(x, y), max(1, self.n(width) // 2))

    def line(self, a: Point, b: Point, width: float, colour: Colour = INK) -> None:
        pygame.draw.line(self.surface, colour, self.at(*a), self.at(*b), self.n(width))

    def arc(self, x: float, y: float, r: float, start: float, stop: float, width: float,
            colour: Colour = INK) -> None:
        box = pygame.Rect(0, 0, self.n(r * 2), self.n(r * 2))
        box.center = self.at(x, y)
        pygame.draw.arc(self.surface, colour, box, start, stop, self.n(width))


def canvas(size: tuple[int, int]) -> tuple[pygame.Surface, Pen]:
    """A transparent surface twice the size and its pen (units centred on the shorter side)."""
    width, height = max(8, size[0]) * SUPERSAMPLE, max(8, size[1]) * SUPERSAMPLE
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    unit = min(width, height) / 100
    return surface, Pen(surface, unit, (width - 100 * unit) / 2, (height - 100 * unit) / 2)


def finish(surface: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """Smoothed down to the asked size (the supersampled edges become soft)."""
    return pygame.transform.smoothscale(surface, (max(8, size[0]), max(8, size[1])))


# -- backdrops ---------------------------------------------------------------------------------
PATTERNS = ("rays", "dots", "stripes", "checker", "waves", "floor", "sparkles")


def backdrop(pen: Pen, tint: Colour, pattern: str, number: int) -> None:
    """The whole surface: a two-tone wash of the card's tint, then a faint pattern."""
    surface = pen.surface
    width, height = surface.get_size()
    top, bottom = lighter(tint, 0.62), lighter(tint, 0.38)
    for y in range(0, height, 4):
        pygame.draw.rect(surface, mix(top, bottom, y / max(1, height)), (0, y, width, 4))
    faint = (*lighter(tint, 0.8), 110)
    layer = pygame.Surface((width, height), pygame.SRCALPHA)
    step = max(6, min(width, height) // 7)
    if pattern == "rays":
        cx, cy = width / 2, height * 0.55
        for k in range(12):
            angle = k * math.pi / 6 + (number % 7) * 0.08
            far = (cx + math.cos(angle) * width * 2, cy + math.sin(angle) * width * 2)
            near = (cx + math.cos(angle + 0.13) * width * 2, cy + math.sin(angle + 0.13) * width * 2)
            pygame.draw.polygon(layer, faint, [(cx, cy), far, near])
    elif pattern == "dots":
        for row, y in enumerate(range(step // 2, height, step)):
            for x in range(step // 2 + (row % 2) * step // 2, width, step):
                pygame.draw.circle(layer, faint, (x, y), max(2, step // 5))
    elif pattern == "stripes":
        for x in range(-height, width, step):
            pygame.draw.line(layer, faint, (x, height), (x + height, 0), max(2, step // 3))
    elif pattern == "checker":
        for row, y in enumerate(range(0, height, step)):
            for col, x in enumerate(range(0, width, step)):
                if (row + col) % 2:
                    pygame.draw.rect(layer, faint, (x, y, step, step))
    elif pattern == "waves":
        for y in range(step // 2, height, step):
            points = [(x, y + math.sin(x / step * 1.6 + number % 5) * step / 4) for x in range(0, width + 8, 8)]
            pygame.draw.lines(layer, faint, False, points, max(2, step // 6))
    elif pattern == "floor":   # a dance floor in perspective
        horizon = height * 0.45
        for k in range(-6, 7):
            pygame.draw.line(layer, faint, (width / 2 + k * step / 2, horizon), (width / 2 + k * step * 2.5, height), 2)
        line_y, gap = horizon, step / 4
        while line_y < height:
            pygame.draw.line(layer, faint, (0, line_y), (width, line_y), 2)
            gap *= 1.35
            line_y += gap
    else:  # sparkles
        for k in range(14):
            x = (number >> (k % 24)) * 37 % width if width else 0
            y = (number >> ((k + 5) % 24)) * 53 % height if height else 0
            r = max(3, step // 4)
            pygame.draw.polygon(layer, faint, [(x, y - r), (x + r / 3, y), (x, y + r), (x - r / 3, y)])
            pygame.draw.polygon(layer, faint, [(x - r, y), (x, y + r / 3), (x + r, y), (x, y - r / 3)])
    surface.blit(layer, (0, 0))


def spotlight(pen: Pen, x: float, y: float, rx: float, ry: float) -> None:
    """A pale oval of light on the floor under a figure."""
    layer = pygame.Surface(pen.surface.get_size(), pygame.SRCALPHA)
    for share, alpha in ((1.0, 60), (0.7, 70), (0.4, 80)):
        box = pygame.Rect(0, 0, pen.n(rx * 2 * share), pen.n(ry * 2 * share))
        box.center = pen.at(x, y)
        pygame.draw.ellipse(layer, (255, 250, 225, alpha), box)
    pen.surface.blit(layer, (0, 0))


# -- figures -----------------------------------------------------------------------------------
POSES = ("arms_up", "point", "twirl", "lunge", "kick", "bow", "leap", "sway")


def dancer(pen: Pen, x: float, foot: float, height: float, pose: str, colour: Colour,
           skirt: bool = False, mirror: bool = False, hat: str = "", arms_of: str = "") -> None:
    """A dancer's silhouette in one of the POSES: head, body, arms and legs as thick strokes,
    a skirt or a jacket in the card's colour. `height` is from the feet to the top of the head;
    `arms_of` takes the arms of another pose (the legs say the move, the arms the dancer)."""
    s = height / 100
    d = -1 if mirror else 1

    def p(dx: float, dy: float) -> Point:   # a point of the body: dx right of the spine, dy above the feet
        return (x + dx * s * d, foot - dy * s)

    hip, neck = p(0, 48), p(0, 78)
    head = p(0, 90)
    arms = {"arms_up": ((-22, 108), (22, 108)), "point": ((-26, 66), (34, 96)), "twirl": ((-4, 112), (24, 70)),
            "lunge": ((-30, 84), (34, 84)), "kick": ((-28, 96), (26, 72)), "bow": ((-26, 50), (20, 60)),
            "leap": ((-34, 92), (34, 100)), "sway": ((-24, 60), (28, 108))}[arms_of or pose]
    legs = {"arms_up": ((-12, 0), (12, 0)), "point": ((-8, 0), (16, 2)), "twirl": ((0, 0), (14, 28)),
            "lunge": ((-30, 0), (22, 0)), "kick": ((-6, 0), (40, 46)), "bow": ((-12, 0), (10, 0)),
            "leap": ((-36, 20), (36, 28)), "sway": ((-16, 0), (6, 0))}[pose]
    width = max(2.4, 9 * s)
    for hand in arms:
        elbow = p((hand[0] * 0.5), (78 + hand[1]) / 2 - 4)
        pen.limb(p(0, 74), elbow, width)
        pen.limb(elbow, p(*hand), width * 0.85)
    for foot_at in legs:
        knee = p(foot_at[0] * 0.6, (48 + foot_at[1]) / 2 + 2)
        pen.limb(hip, knee, width * 1.1)
        pen.limb(knee, p(*foot_at), width)
    pen.limb(neck, hip, width * 1.5)
    if skirt:
        pen.poly([p(0, 60), p(-20, 26), p(20, 26)], colour, 1.2)
    else:
        pen.poly([p(-9, 78), p(9, 78), p(7, 50), p(-7, 50)], colour, 1.2)
    pen.circle(*head, 10 * s, INK, 0)
    if hat == "top":
        pen.box(head[0] - 8 * s, head[1] - 22 * s, 16 * s, 14 * s, INK, 0)
        pen.box(head[0] - 13 * s, head[1] - 9 * s, 26 * s, 3 * s, INK, 0)
    elif hat == "cap":
        pen.poly([p(-10, 94), p(10, 94), p(22 * d * d, 92), p(8, 102), p(-8, 102)], colour, 1.0)
    elif hat == "crown":
        pen.poly([p(-9, 98), p(-9, 110), p(-4, 104), p(0, 112), p(4, 104), p(9, 110), p(9, 98)], GOLDEN, 1.0)
    elif hat == "bun":
        pen.circle(*p(-8, 98), 5 * s, INK, 0)


def motion_lines(pen: Pen, x: float, y: float, length: float, count: int, rightward: bool = True) -> None:
    for k in range(count):
        dy = (k - (count - 1) / 2) * 6
        start = x - length if rightward else x + length
        pen.limb((start, y + dy), (x, y + dy), 1.4, INK)


def star(pen: Pen, x: float, y: float, r: float, fill: Colour, points: int = 5, inner: float = 0.45) -> None:
    shape: list[Point] = []
    for k in range(points * 2):
        radius = r if k % 2 == 0 else r * inner
        angle = -math.pi / 2 + k * math.pi / points
        shape.append((x + radius * math.cos(angle), y + radius * math.sin(angle)))
    pen.poly(shape, fill)


def note(pen: Pen, x: float, y: float, size: float, fill: Colour = INK, beamed: bool = False) -> None:
    """A music note (or two beamed eighths) whose stem stands at x, its head at y."""
    pen.oval(x - size * 0.3, y, size * 0.32, size * 0.24, fill, 1.0)
    pen.line((x, y), (x, y - size), max(1.2, size * 0.09), fill if fill != WHITE else INK)
    if beamed:
        pen.oval(x + size * 0.5, y + size * 0.1, size * 0.32, size * 0.24, fill, 1.0)
        pen.line((x + size * 0.8, y + size * 0.1), (x + size * 0.8, y - size * 0.9), max(1.2, size * 0.09))
        pen.poly([(x, y - size), (x + size * 0.8, y - size * 0.9), (x + size * 0.8, y - size * 0.72),
                  (x, y - size * 0.82)], INK, 0)
    else:
        pen.poly([(x, y - size), (x + size * 0.45, y - size * 0.62), (x + size * 0.4, y - size * 0.5),
                  (x, y - size * 0.78)], INK, 0)


def heart(pen: Pen, x: float, y: float, r: float, fill: Colour) -> None:
    shape: list[Point] = []
    for k in range(24):
        t = k / 24 * 2 * math.pi
        shape.append((x + r * 16 * math.sin(t) ** 3 / 17,
                      y - r * (13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)) / 17))
    pen.poly(shape, fill)


def arrow(pen: Pen, x: float, y: float, size: float, direction: str, fill: Colour, outline: float = 2.0) -> None:
    """A dance-pad arrow pointing U, D, L or R (its shape says the way, whatever its colour)."""
    base = [(0, -1), (0.78, -0.1), (0.3, -0.1), (0.3, 0.9), (-0.3, 0.9), (-0.3, -0.1), (-0.78, -0.1)]
    turn = {"U": 0.0, "R": math.pi / 2, "D": math.pi, "L": -math.pi / 2}[direction]
    cos, sin = math.cos(turn), math.sin(turn)
    pen.poly([(x + (px * cos - py * sin) * size / 2, y + (px * sin + py * cos) * size / 2) for px, py in base],
             fill, outline)


def pips(pen: Pen, x: float, y: float, size: float, count: int, fill: Colour, pip: Colour = INK) -> None:
    """A die's face: a rounded square with 1 to 6 pips."""
    pen.box(x - size / 2, y - size / 2, size, size, fill, 1.8, size * 0.18)
    spots = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
             4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
             6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}[max(1, min(6, count))]
    for sx, sy in spots:
        pen.circle(x + sx * size * 0.27, y + sy * size * 0.27, size * 0.09, pip, 0)


def burst(pen: Pen, x: float, y: float, r: float, fill: Colour, points: int = 12) -> None:
    star(pen, x, y, r, fill, points, 0.68)


def bolt(pen: Pen, x: float, y: float, size: float, fill: Colour) -> None:
    s = size / 2
    pen.poly([(x + 0.2 * s, y - s), (x - 0.5 * s, y + 0.1 * s), (x - 0.02 * s, y + 0.1 * s), (x - 0.25 * s, y + s),
              (x + 0.5 * s, y - 0.15 * s), (x + 0.02 * s, y - 0.15 * s)], fill)


def spiral(pen: Pen, x: float, y: float, r: float, turns: float, colour: Colour = INK, width: float = 2.4) -> None:
    points = []
    for k in range(int(turns * 24) + 1):
        t = k / 24 * 2 * math.pi
        radius = r * k / (turns * 24)
        points.append(pen.at(x + radius * math.cos(t), y + radius * math.sin(t)))
    if len(points) > 1:
        pygame.draw.lines(pen.surface, colour, False, points, pen.n(width))


def snowflake(pen: Pen, x: float, y: float, r: float, colour: Colour = INK) -> None:
    for k in range(6):
        angle = k * math.pi / 3
        tip = (x + r * math.cos(angle), y + r * math.sin(angle))
        pen.limb((x, y), tip, r * 0.14, colour)
        mid = (x + r * 0.6 * math.cos(angle), y + r * 0.6 * math.sin(angle))
        for side in (-0.6, 0.6):
            pen.limb(mid, (mid[0] + r * 0.3 * math.cos(angle + side), mid[1] + r * 0.3 * math.sin(angle + side)),
                     r * 0.1, colour)


def cross_out(pen: Pen, x: float, y: float, r: float, colour: Colour = INK) -> None:
    pen.limb((x - r, y - r), (x + r, y + r), r * 0.28, colour)
    pen.limb((x - r, y + r), (x + r, y - r), r * 0.28, colour)


def footprint(pen: Pen, x: float, y: float, size: float, fill: Colour, left: bool) -> None:
    d = -1 if left else 1
    pen.oval(x, y, size * 0.28, size * 0.5, fill, 1.2)
    pen.oval(x + d * size * 0.05, y + size * 0.65, size * 0.22, size * 0.2, fill, 1.2)
