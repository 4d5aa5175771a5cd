"""Beat by Beat's pictures. A move is a dancer caught in its type (a step, a spin, a jump, a
pose, a flow, a pop — each with its own pose and trail), dressed for its style (a Latin
skirt and rose, a Ballroom top hat, a Classical tutu, a Jazz hat, a Street cap), with the
style's emblem as on the table (Latin a flame, Ballroom a crown, Classical a fleur, Jazz a
note, Street a four-point star) and one small star per point of bonus; a move of two styles
is a couple. A Rhythm card shows its beat and what it does; a Judge sits at the desk with a
raised scorecard; a Crowd bonus card is the audience as it reacts.
"""

from __future__ import annotations

import math

from game.beat_by_beat.content import catalogue
from scenes.art import gear
from scenes.art.kit import (GOLDEN, INK, POSES, SKIN, WHITE, Colour, Pen, backdrop, bolt, cross_out, dancer, heart,
                            lighter, motion_lines, note, pick, spiral, spotlight, star)
from scenes.art.picture import Picture

STYLE: dict[str, tuple[Colour, str, str]] = {   # tint, backdrop pattern, what the dancer wears
    "latin": ((196, 64, 52), "waves", "skirt"), "ballroom": ((70, 92, 170), "floor", "top"),
    "classical": ((150, 96, 170), "sparkles", "bun"), "jazz": ((200, 142, 40), "stripes", "hat"),
    "street": ((52, 140, 96), "checker", "cap")}
PLAIN: Colour = (120, 110, 100)
TYPE_POSES = {"step": ("point", "sway"), "spin": ("twirl",), "jump": ("leap", "kick"), "pose": ("arms_up", "bow"),
              "flow": ("sway", "lunge"), "pop": ("kick", "point")}
RHYTHM_TINT, JUDGE_TINT, CROWD_TINT = (60, 70, 110), (150, 110, 40), (120, 50, 90)


def picture(kind: str, card: str) -> Picture:
    """The picture a card face of this game holds (drawn, and checked, when first shown)."""
    return Picture("beat_by_beat", kind, card, draw)


def kinds() -> dict[str, tuple[str, ...]]:
    cat = catalogue()
    return {"move": tuple(cat.moves), "rhythm": tuple(cat.rhythm), "judge": tuple(cat.judges), "crowd": tuple(cat.crowd_ids)}


def draw(pen: Pen, kind: str, card: str, number: int) -> None:
    cat = catalogue()
    if kind == "move":
        _move(pen, card, number)
    elif kind == "rhythm":
        _rhythm(pen, card, number)
    elif kind == "judge":
        _judge(pen, card, number)
    elif kind == "crowd":
        if card not in cat.crowd:
            raise KeyError(f"no Crowd bonus card {card!r}")
        _crowd(pen, card, number)
    else:
        raise KeyError(f"Beat by Beat has no card kind {kind!r}")


def style_emblem(pen: Pen, style: str, x: float, y: float, r: float) -> None:
    """A style's mark, the shape of its glyph on the table."""
    fill = lighter(STYLE[style][0], 0.2)
    if style == "latin":
        gear.flame(pen, x, y, r * 2, fill)
    elif style == "ballroom":
        pen.poly([(x - r, y + r * 0.6), (x - r, y - r * 0.5), (x - r * 0.5, y), (x, y - r), (x + r * 0.5, y), (x + r, y - r * 0.5),
                  (x + r, y + r * 0.6)], fill)
    elif style == "classical":
        for dx, dy, rx, ry in ((0, -0.3, 0.3, 0.7), (-0.55, 0, 0.35, 0.5), (0.55, 0, 0.35, 0.5)):
            pen.oval(x + dx * r, y + dy * r, rx * r, ry * r, fill, 1.2)
        pen.box(x - r * 0.7, y + r * 0.35, r * 1.4, r * 0.25, fill, 1.2)
    elif style == "jazz":
        note(pen, x + r * 0.2, y + r * 0.6, r * 1.8, fill)
    else:
        star(pen, x, y, r, fill, 4, 0.35)


def _move(pen: Pen, card: str, number: int) -> None:
    move = catalogue().moves.get(card)
    if move is None:
        raise KeyError(f"no move {card!r}")
    if move.stumble:
        backdrop(pen, (90, 90, 90), "stripes", number)
        dancer(pen, 46, 90, 60, "bow", (150, 150, 150), mirror=True)
        for k in range(3):   # seeing stars
            star(pen, 30 + k * 14, 22 + (k % 2) * 6, 5, GOLDEN)
        cross_out(pen, 80, 76, 8, (120, 30, 30))
        return
    styles = move.styles or ()
    tint = STYLE[styles[0]][0] if styles else PLAIN
    pattern = STYLE[styles[0]][1] if styles else "dots"
    backdrop(pen, tint, pattern, number)
    poses = TYPE_POSES.get(move.type or "step", ("point",))
    pose = poses[pick(number, 3, len(poses))]
    dancers = [(s, STYLE[s][2]) for s in styles] or [("", "")]
    spotlight(pen, 50, 90, 36, 7)
    for k, (style, wear) in enumerate(dancers):
        x = 50 if len(dancers) == 1 else 34 + k * 32
        fill = lighter(STYLE[style][0], 0.05 + 0.1 * pick(number, 13 + k, 4)) if style else (200, 190, 180)
        lift = 12 if move.type == "jump" else 0
        dancer(pen, x, 90 - lift, 70 if len(dancers) == 1 else 60, pose if k == 0 else poses[-1], fill,
               skirt=wear in ("skirt", "bun"), mirror=(k == 1) != (pick(number, 7, 2) == 1),
               hat={"top": "top", "cap": "cap", "bun": "bun", "hat": "top"}.get(wear, ""),
               arms_of=POSES[pick(number, 17 + k * 3, len(POSES))])
        if move.type == "jump":
            pen.oval(x, 92, 12, 2.4, (60, 40, 50), 0)
        _trail(pen, move.type or "", x, number)
        if style:
            style_emblem(pen, style, 12 + k * 16, 14, 7)
    if "latin" in styles and len(dancers) == 1:
        pen.circle(61, 26, 4, (220, 40, 60), 1.0)   # a rose in hand
    for k in range(move.bonus):
        star(pen, 88 - k * 11, 12, 5, GOLDEN)
    if move.effect:
        bolt(pen, 88, 84, 14, WHITE)


def _trail(pen: Pen, kind: str, x: float, number: int) -> None:
    """What a move's type leaves in the air: a spin's circles, a flow's ribbon, a pop's burst."""
    if kind == "spin":
        pen.arc(x, 60, 22, 3.6, 5.9, 1.8)
        pen.arc(x, 44, 18, 0.4, 2.7, 1.8)
    elif kind == "flow":
        points = [(x - 30 + k * 4, 40 + math.sin(k * 0.8 + number % 3) * 6) for k in range(16)]
        for a, b in zip(points, points[1:]):
            pen.line(a, b, 2.4, WHITE)
    elif kind == "pop":
        for k in range(6):
            angle = k * math.pi / 3 + 0.3
            pen.limb((x + 26 * math.cos(angle), 50 + 26 * math.sin(angle)),
                     (x + 32 * math.cos(angle), 50 + 32 * math.sin(angle)), 2.0)
    elif kind == "step":
        gear_foot(pen, x + 22, 86)
    elif kind == "pose":
        star(pen, x + 22, 30, 5, WHITE, 4, 0.3)
        star(pen, x - 24, 40, 4, WHITE, 4, 0.3)
    elif kind == "jump":
        motion_lines(pen, x - 16, 70, 8, 2, True)


def gear_foot(pen: Pen, x: float, y: float) -> None:
    pen.oval(x, y, 3, 5, INK, 0)
    pen.oval(x + 8, y - 6, 3, 5, INK, 0)


def _rhythm(pen: Pen, card: str, number: int) -> None:
    rhythm = catalogue().rhythm.get(card)
    if rhythm is None:
        raise KeyError(f"no Rhythm card {card!r}")
    backdrop(pen, RHYTHM_TINT, "waves", number)
    for k in range(5):   # a staff with this card's beat on it
        pen.line((6, 14 + k * 5), (94, 14 + k * 5), 0.8, lighter(RHYTHM_TINT, 0.6))
    beats = 2 + pick(number, 2, 4)
    for k in range(beats):
        note(pen, 16 + k * 76 / beats, 30 - pick(number, k * 3 + 5, 4) * 3, 14, WHITE, beamed=pick(number, k + 11, 3) == 0)
    kind, condition = rhythm.kind, rhythm.condition
    if kind == "none":
        gear.moon(pen, 50, 66, 18, (236, 232, 200), lighter(RHYTHM_TINT, 0.3))
    elif kind == "bonus":
        star(pen, 50, 66, 20, GOLDEN)
    elif kind == "discount":
        pen.poly([(30, 54), (62, 54), (74, 66), (62, 78), (30, 78)], (240, 226, 190), 1.8)   # a price tag
        pen.circle(36, 66, 3, INK, 0)
        pen.poly([(52, 60), (60, 60), (56, 72)], (200, 50, 60), 1.0)
    elif kind in ("chain_any", "chain_plus", "no_chain"):
        for k in range(3):
            pen.ring(32 + k * 16, 66, 8, GOLDEN, 3)
        if kind == "no_chain":
            cross_out(pen, 48, 66, 14, (200, 40, 50))
        elif kind == "chain_plus":
            star(pen, 82, 56, 6, WHITE, 4, 0.35)
    elif kind.startswith("crowd"):
        for k in range(5):
            pen.circle(18 + k * 16, 74, 7, (200, 170, 150))
            pen.oval(18 + k * 16, 90, 9, 8, (90, 60, 90))
    elif kind == "extra_recovery":
        heart(pen, 50, 66, 16, (230, 90, 120))
    elif kind == "stamina_draw":
        for k in range(3):
            pen.box(30 + k * 12, 54 - k * 3, 18, 26, WHITE, 1.4, 2)
    else:   # two different moves
        pen.circle(38, 66, 10, WHITE)
        star(pen, 64, 66, 11, GOLDEN)
    if condition.startswith("type:"):
        _trail(pen, condition[len("type:"):], 78, number)


def _judge(pen: Pen, judge_id: str, number: int) -> None:
    judge = catalogue().judges.get(judge_id)
    if judge is None:
        raise KeyError(f"no Judge {judge_id!r}")
    style = judge.need_style or judge.benefit_style
    backdrop(pen, JUDGE_TINT, "rays", number)
    pen.circle(42, 34, 11, SKIN)                       # the judge, behind the desk
    pen.poly([(26, 52), (58, 52), (62, 76), (22, 76)], (60, 50, 70))
    pen.arc(42, 34, 12, 0.2, 2.9, 4, ((70, 50, 40), (200, 200, 200), (40, 30, 30))[pick(number, 3, 3)])
    for dx in (-4, 4):
        pen.circle(42 + dx, 34, 1.5, INK, 0)
    pen.limb((56, 56), (70, 36), 3.4, (60, 50, 70))    # the raised scorecard
    pen.box(62, 14, 28, 22, WHITE, 1.8, 3)
    for k in range(min(5, max(1, judge.points // 2))):
        pen.circle(67 + (k % 3) * 9, 21 + (k // 3) * 8, 2.4, INK, 0)
    pen.box(8, 74, 84, 20, (120, 80, 50), 2.0, 3)      # the desk
    if style:
        style_emblem(pen, style, 50, 84, 7)
    else:
        star(pen, 50, 84, 7, GOLDEN, 5 if judge.need != "types" else 4)


def _crowd(pen: Pen, card: str, number: int) -> None:
    crowd = catalogue().crowd[card]
    tint = STYLE[crowd.style][0] if crowd.style else CROWD_TINT
    backdrop(pen, tint, "rays", number)
    rows = ((72, 7, 6), (88, 8, 5))
    for row, (y, r, count) in enumerate(rows):
        for k in range(count):
            x = 10 + (k + 0.5 * row) * (84 / (count - 0.5))
            hue = ((230, 190, 150), (190, 140, 100), (150, 100, 70), (240, 210, 170))[pick(number, k + row * 6, 4)]
            pen.oval(x, y + r * 1.5, r * 1.1, r, ((90, 60, 90), (60, 80, 120), (120, 60, 60))[(k + row) % 3])
            pen.circle(x, y, r * 0.8, hue)
            if crowd.kind in ("ovation", "streak", "packed_house", "showstopper") or (k + row) % 3 == 0:
                pen.limb((x - r, y), (x - r * 1.4, y - r * 1.6), 2.2)
                pen.limb((x + r, y), (x + r * 1.4, y - r * 1.6), 2.2)
    if crowd.style:
        style_emblem(pen, crowd.style, 50, 30, 14)
    elif crowd.kind == "opening":
        spiral(pen, 50, 30, 14, 1.5, WHITE, 3)
    elif crowd.kind == "finale":
        for k in range(3):
            star(pen, 30 + k * 20, 28 - (k % 2) * 8, 8, GOLDEN)
    elif crowd.kind == "matches":
        note(pen, 40, 38, 22, WHITE)
        note(pen, 64, 38, 22, WHITE)
    elif crowd.kind == "showstopper":
        bolt(pen, 50, 28, 30, GOLDEN)
    else:
        heart(pen, 50, 28, 12, (230, 90, 120))
