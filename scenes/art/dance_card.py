"""Dance Card!'s pictures. A student's Dance Card shows the student dancing in a pose of their
own, their colour told by a shape too (Blue a diamond, Green a leaf, Yellow a star, Pink a
heart), their automatic dice below. A Smooth Moves! card shows what it does to the dice (a
die set, rolled again, added …); a Shōjo! card its citrus fruit; a Mix It Up! card dancers
on the move; a Challenge! card a dancer under a storm cloud, a Chaperone a grown-up with a
whistle; a Music Rules! card notes from a speaker; a die its faces; a Spin Dial its wheel.
"""

from __future__ import annotations

import math

from game.dance_card.content import Card, load_content
from game.dance_card.roster import slug
from scenes.art import gear
from scenes.art.kit import (GOLDEN, INK, POSES, WHITE, Colour, Pen, backdrop, bolt, darker, dancer, heart, lighter,
                            motion_lines, note, pick, pips, spotlight, star)
from scenes.art.picture import Picture

COLOURS: dict[str, Colour] = {"blue": (70, 120, 210), "green": (60, 160, 90), "yellow": (230, 190, 50),
                              "pink": (230, 110, 160), "gray": (150, 150, 156), "black": (50, 46, 52)}
SMOOTH_TINT: Colour = (40, 130, 150)
SHOJO_TINT: Colour = (230, 130, 60)
MIX_TINT: Colour = (200, 80, 110)
CHALLENGE_TINT: Colour = (110, 70, 130)
MUSIC_TINT: Colour = (80, 80, 170)
FRUIT: dict[str, tuple[Colour, float]] = {"clementine": ((246, 150, 40), 0.8), "grapefruit": ((240, 110, 90), 1.15),
                                          "lemon": ((250, 220, 60), 0.9), "lime": ((140, 200, 70), 0.8),
                                          "orange": ((246, 140, 30), 1.0), "pomelol": ((220, 230, 120), 1.3),
                                          "tangerine": ((240, 120, 30), 0.75)}


def picture(kind: str, card: str) -> Picture:
    """The picture a card face of this game holds (drawn, and checked, when first shown)."""
    return Picture("dance_card", kind, card, draw)


def kinds() -> dict[str, tuple[str, ...]]:
    content = load_content()
    return {"student": tuple(s.name for s in content.students),
            "smooth": tuple(slug(c.name) for c in content.smooth_moves),
            "shojo": tuple(slug(c.name) for c in content.shojo),
            "mix": tuple(slug(c.name) for c in content.mix_it_up),
            "challenge": tuple(slug(c.name) for c in content.challenges) + tuple(slug(c.name) for c in content.chaperones),
            "music": tuple(slug(c.name) for c in content.music_rules_cards),
            "die": tuple(d.colour for d in content.dice) + ("song",),
            "dial": tuple(slug(d.name) for d in content.spin_dials)}


def is_student(name: str) -> bool:
    """A student of the roster (who has a Dance Card, so a picture), not a Chaperone."""
    return any(s.name == name for s in load_content().students)


def draw(pen: Pen, kind: str, card: str, number: int) -> None:
    drawer = {"student": _student, "smooth": _smooth, "shojo": _shojo, "mix": _mix, "challenge": _challenge,
              "music": _music, "die": _die, "dial": _dial}.get(kind)
    if drawer is None:
        raise KeyError(f"Dance Card! has no card kind {kind!r}")
    drawer(pen, card, number)


def colour_mark(pen: Pen, colour: str, x: float, y: float, r: float) -> None:
    """A student colour as a shape as well: Blue ◆, Green a leaf, Yellow ★, Pink ♥ (gray and black
    dice: a square and a ring)."""
    fill = COLOURS.get(colour, (200, 200, 200))
    if colour == "blue":
        pen.poly([(x, y - r), (x + r * 0.75, y), (x, y + r), (x - r * 0.75, y)], fill)
    elif colour == "green":
        pen.poly([(x, y - r), (x + r * 0.7, y - r * 0.1), (x, y + r), (x - r * 0.7, y - r * 0.1)], fill)
        pen.line((x, y - r * 0.7), (x, y + r * 0.8), r * 0.12)
    elif colour == "yellow":
        star(pen, x, y, r, fill)
    elif colour == "pink":
        heart(pen, x, y, r, fill)
    elif colour == "gray":
        pen.box(x - r * 0.7, y - r * 0.7, r * 1.4, r * 1.4, fill, 1.4)
    else:
        pen.ring(x, y, r * 0.8, INK, r * 0.45)


def _named(cards: tuple[Card, ...], name: str) -> Card:
    for card in cards:
        if slug(card.name) == name:
            return card
    raise KeyError(f"no Dance Card! card {name!r}")


def _student(pen: Pen, name: str, number: int) -> None:
    student = next((s for s in load_content().students if s.name == name), None)
    if student is None:
        raise KeyError(f"no Dance Card! student {name!r}")
    fill = COLOURS[student.colour]
    backdrop(pen, fill, ("dots", "waves", "sparkles", "floor")[pick(number, 3, 4)], number)
    spotlight(pen, 50, 90, 34, 7)
    dancer(pen, 50, 90, 72, POSES[pick(number, 5, len(POSES))], fill, skirt=pick(number, 9, 2) == 0,
           mirror=pick(number, 11, 2) == 1, hat=("", "bun", "cap", "")[pick(number, 13, 4)])
    colour_mark(pen, student.colour, 14, 14, 9)
    for k, die in enumerate(student.automatic_dice):   # the dice they roll: each die's colour as its shape too
        x = 86 - k * 14
        pen.box(x - 6, 10, 12, 12, WHITE, 1.4, 2.4)
        colour_mark(pen, die, x, 16, 4.6)


def _smooth_motif(pen: Pen, effect: str, number: int) -> None:
    if effect == "set_die":
        pips(pen, 50, 52, 40, 2, WHITE)
        gear.wand(pen, 78, 26, 30, GOLDEN)
    elif effect == "reroll":
        pips(pen, 38, 56, 30, 1 + pick(number, 3, 6), WHITE)
        pips(pen, 64, 44, 30, 1 + pick(number, 6, 6), WHITE)
        pen.arc(50, 50, 40, 0.3, 2.6, 3.4, INK)
        pen.poly([(88, 40), (80, 28), (94, 30)], INK, 0)
    elif effect in ("add_dice", "add_number", "add_icon"):
        pips(pen, 38, 52, 36, 3 + pick(number, 3, 3), WHITE)
        pen.box(64, 46, 28, 8, GOLDEN, 1.4)
        pen.box(74, 36, 8, 28, GOLDEN, 1.4)
    elif effect == "ignore_black":
        pips(pen, 44, 54, 38, 3, COLOURS["black"], WHITE)
        dancer(pen, 74, 92, 56, "arms_up", SMOOTH_TINT)
    elif effect in ("free_action", "free_moves"):
        dancer(pen, 40, 90, 70, POSES[pick(number, 5, len(POSES))], lighter(SMOOTH_TINT))
        motion_lines(pen, 22, 60, 14, 3)
        star(pen, 76, 30, 14, GOLDEN, 4, 0.35)
    elif effect == "ditch_failure":
        pips(pen, 44, 50, 36, 1, (230, 120, 120))
        pen.limb((24, 30), (66, 72), 4, WHITE)
        gear.wings(pen, 72, 62, 30)
    elif effect in ("rumor",):
        for k, x in enumerate((30, 70)):
            dancer(pen, x, 92, 60, "bow" if k else "point", lighter(SMOOTH_TINT), mirror=k == 1)
        heart(pen, 50, 24, 10, (230, 110, 160))
    elif effect in ("slide_to_floor", "switch_places", "pull_partner"):
        dancer(pen, 34, 92, 62, "lunge", lighter(SMOOTH_TINT))
        dancer(pen, 70, 92, 62, "sway", (230, 110, 160), skirt=True, mirror=True)
        pen.limb((40, 22), (64, 22), 2.4)
        pen.poly([(70, 22), (62, 16), (62, 28)], INK, 0)
    else:
        star(pen, 50, 50, 30, GOLDEN, 8)


def _smooth(pen: Pen, name: str, number: int) -> None:
    card = _named(load_content().smooth_moves, name)
    backdrop(pen, SMOOTH_TINT, "sparkles", number)
    _smooth_motif(pen, card.effects[0].kind if card.effects else "", number)


def _shojo(pen: Pen, name: str, number: int) -> None:
    card = _named(load_content().shojo, name)
    fill, size = FRUIT.get(name, ((240, 150, 40), 1.0))
    backdrop(pen, SHOJO_TINT, "dots", number)
    r = 26 * size
    pen.circle(44, 54, r, darker(fill, 0.15), 2.0)         # a whole fruit behind
    pen.circle(40 - r * 0.2, 50 - r * 0.2, r * 0.2, lighter(fill, 0.5), 0)
    pen.circle(70, 64, r * 0.7, lighter(fill, 0.6), 2.0)   # and a slice in front: peel, flesh, segments
    pen.circle(70, 64, r * 0.6, fill, 0)
    for k in range(8):
        angle = k * math.pi / 4
        pen.line((70, 64), (70 + math.cos(angle) * r * 0.6, 64 + math.sin(angle) * r * 0.6), 1.4, lighter(fill, 0.6))
    pen.poly([(44, 54 - r), (52, 54 - r - 12), (58, 54 - r - 6)], (90, 160, 70), 1.2)
    _smooth_motif_badge(pen, card.effects[0].kind if card.effects else "")
    for k in range(3):
        star(pen, 84 - k * 8, 16 + k * 7, 4, WHITE, 4, 0.3)


def _smooth_motif_badge(pen: Pen, effect: str) -> None:
    """A small die in the corner: the Shōjo! card works on the dice like its Smooth Moves! twin."""
    if effect in ("add_number", "reroll", "ignore_black", "add_icon"):
        pips(pen, 16, 16, 16, {"add_number": 4, "reroll": 2, "ignore_black": 6, "add_icon": 1}[effect],
             COLOURS["black"] if effect == "ignore_black" else WHITE, WHITE if effect == "ignore_black" else INK)


def _mix(pen: Pen, name: str, number: int) -> None:
    card = _named(load_content().mix_it_up, name)
    effect = card.effects[0].kind if card.effects else ""
    backdrop(pen, MIX_TINT, "floor" if not card.showstopper else "rays", number)
    if card.showstopper:
        spotlight(pen, 50, 90, 36, 8)
        dancer(pen, 50, 90, 74, POSES[pick(number, 3, len(POSES))], GOLDEN, skirt=pick(number, 7, 2) == 0, hat="crown")
        star(pen, 18, 20, 10, GOLDEN)
        star(pen, 82, 20, 10, GOLDEN)
        return
    count = 2 + pick(number, 4, 3)
    palette = list(COLOURS.values())[:4]
    for k in range(count):
        x = 14 + (k + 0.5) * 72 / count
        dancer(pen, x, 92, 50 + pick(number, k * 3, 3) * 6, POSES[pick(number, k * 2 + 1, len(POSES))],
               palette[(k + pick(number, 9, 4)) % 4], skirt=pick(number, k + 12, 2) == 0, mirror=k % 2 == 1)
    if effect in ("rotate_floors", "swap_locations", "move_location", "move_students"):
        pen.arc(50, 34, 30, 0.4, math.pi - 0.4, 3, INK)
        pen.poly([(24, 26), (18, 38), (30, 36)], INK, 0)
    elif effect in ("send_student", "send_relation"):
        gear.door(pen, 86, 30, 24)
    elif effect in ("bring_relation", "sketch_parade"):
        heart(pen, 50, 16, 9, (230, 110, 160))
    elif effect in ("colour_to_floor", "song_colour_to_floor", "roll_song_die"):
        note(pen, 50, 26, 18, WHITE, beamed=True)
    else:
        bolt(pen, 50, 20, 22, GOLDEN)


def _challenge(pen: Pen, name: str, number: int) -> None:
    content = load_content()
    chaperone = next((c for c in content.chaperones if slug(c.name) == name), None)
    if chaperone is not None:   # each grown-up their own: a pose, a hat or none, a whistle or a clipboard
        index = content.chaperones.index(chaperone)
        backdrop(pen, (70, 110, 90), "checker", number)
        dancer(pen, 46, 92, 78, ("bow", "point", "arms_up")[index % 3], ((90, 100, 120), (120, 80, 70))[index // 6 % 2],
               skirt=chaperone.name.startswith(("Ms", "Mrs")), hat=("top", "")[index // 3 % 2])
        if index // 6 % 2 == 0:
            pen.limb((54, 30), (74, 34), 1.4)              # a whistle on a cord
            pen.box(72, 30, 12, 7, (220, 220, 230), 1.2, 2)
        pen.box(76, 50, 16, 22, (236, 226, 200), 1.4, 2)   # a clipboard
        for k in range(1 + index % 4):
            pen.line((79, 55 + k * 4), (89, 55 + k * 4), 1.0)
        return
    card = _named(content.challenges, name)
    effect = card.effects[0].kind if card.effects else ""
    backdrop(pen, CHALLENGE_TINT, "stripes", number)
    dancer(pen, 42, 92, 60, ("bow", "sway", "point")[pick(number, 3, 3)], (200, 170, 220), skirt=pick(number, 5, 2) == 0)
    for k, (x, y, r) in enumerate(((30, 20, 12), (46, 16, 15), (62, 20, 12))):   # a storm cloud overhead
        pen.circle(x, y, r, (110, 110, 130), 1.4 if k != 1 else 1.6)
    pen.box(22, 20, 48, 10, (110, 110, 130), 0)
    bolt(pen, 52, 38, 18, GOLDEN)
    if "black" in effect:
        pips(pen, 78, 74, 22, 5, COLOURS["black"], WHITE)
    elif effect in ("difficulty_up", "reward_down"):
        pen.poly([(78, 56), (90, 72), (66, 72)], WHITE) if effect == "difficulty_up" else \
            pen.poly([(78, 88), (90, 72), (66, 72)], WHITE)
    else:
        heart(pen, 78, 72, 10, (230, 110, 160))
        pen.limb((70, 64), (86, 80), 2.2)


def _music(pen: Pen, name: str, number: int) -> None:
    _named(load_content().music_rules_cards, name)
    backdrop(pen, MUSIC_TINT, "waves", number)
    pen.box(12, 30, 30, 56, (50, 44, 60), 2.0, 4)        # a speaker
    pen.circle(27, 46, 9, (120, 116, 130))
    pen.circle(27, 72, 12, (120, 116, 130))
    pen.circle(27, 72, 4, INK, 0)
    for k in range(2 + pick(number, 3, 3)):
        note(pen, 52 + k * 12, 70 - pick(number, k * 4 + 5, 4) * 10, 22, WHITE, beamed=k % 2 == 1)
    for k in range(3):
        pen.arc(42, 58, 10 + k * 8, -0.6, 0.6, 1.4)


def _die(pen: Pen, colour: str, number: int) -> None:
    content = load_content()
    if colour == "song":
        backdrop(pen, (90, 70, 120), "rays", number)
        pen.box(22, 22, 56, 56, WHITE, 2.4, 10)
        note(pen, 46, 62, 30, INK, beamed=True)
        gear.lute(pen, 76, 80, 20)
        return
    die = next((d for d in content.dice if d.colour == colour), None)
    if die is None:
        raise KeyError(f"no Dance Card! die {colour!r}")
    fill = COLOURS[colour]
    backdrop(pen, lighter(fill, 0.2), "dots", number)
    pen.poly([(24, 30), (50, 16), (80, 26), (54, 40)], lighter(fill, 0.4), 2.0)    # a die in three-quarter view
    pen.poly([(24, 30), (54, 40), (54, 86), (24, 74)], fill, 2.0)
    pen.poly([(54, 40), (80, 26), (80, 72), (54, 86)], darker(fill, 0.3), 2.0)
    ink = WHITE if colour == "black" else INK
    for face, (x, y) in zip(die.faces, ((39, 58), (67, 56), (52, 28))):
        icons = face.icons or (("",) if face.number else ())
        for k, icon in enumerate(icons):
            _die_icon(pen, icon, x + (k - (len(icons) - 1) / 2) * 9, y, 6, ink)
        for k in range(min(3, abs(face.number))):
            pen.circle(x - 6 + k * 6, y + 12, 2, ink, 0)
    colour_mark(pen, colour, 86, 86, 8)


def _die_icon(pen: Pen, icon: str, x: float, y: float, r: float, ink: Colour) -> None:
    if icon == "eye":
        gear.eye(pen, x, y, r * 2, (110, 160, 232))
    elif icon == "heart":
        heart(pen, x, y, r, (230, 90, 120))
    elif icon == "star":
        star(pen, x, y, r, GOLDEN)
    elif icon == "smile":
        pen.circle(x, y, r, GOLDEN, 1.0)
        pen.arc(x, y, r * 0.6, math.pi + 0.4, 2 * math.pi - 0.4, 1.0)
    else:
        pen.circle(x, y, r * 0.4, ink, 0)


DIAL_MARKS = {"song_die": "note", "spark": "star", "mix_it_up": "bolt", "draw": "card", "moves": "foot"}


def _dial(pen: Pen, name: str, number: int) -> None:
    dial = next((d for d in load_content().spin_dials if slug(d.name) == name), None)
    if dial is None:
        raise KeyError(f"no Spin Dial {name!r}")
    backdrop(pen, (60, 90, 140), "rays", number)
    pen.circle(50, 52, 42, (236, 226, 200), 2.4)
    count = len(dial.icons)
    for k, icon in enumerate(dial.icons):
        angle = -math.pi / 2 + (k + 0.5) * 2 * math.pi / count
        edge = -math.pi / 2 + k * 2 * math.pi / count
        pen.line((50, 52), (50 + 42 * math.cos(edge), 52 + 42 * math.sin(edge)), 1.2)
        x, y = 50 + 30 * math.cos(angle), 52 + 30 * math.sin(angle)
        mark = DIAL_MARKS.get(icon.icon, "star")
        if mark == "note":
            note(pen, x + 2, y + 4, 10)
        elif mark == "star":
            star(pen, x, y, 6, GOLDEN)
        elif mark == "bolt":
            bolt(pen, x, y, 12, (230, 110, 160))
        elif mark == "card":
            pen.box(x - 4, y - 5, 8, 10, WHITE, 1.0, 1)
        else:
            pen.oval(x, y, 2.6, 4.6, INK, 0)
        if icon.start:
            pen.ring(x, y, 9, INK, 1.4)
    pen.limb((50, 52), (50 + 24 * math.cos(number % 7), 52 + 24 * math.sin(number % 7)), 3, (200, 40, 60))
    pen.circle(50, 52, 5, GOLDEN)
