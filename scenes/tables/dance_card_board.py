"""Dance Card!'s table geometry and the read-only questions the table asks of an observation.

The gym is drawn from the Tiled map `levels/dance_card.tmx` through the pytmx loader in
`boards/` (the same map the engine's `board.json` is exported from): each location's
rectangle and its standee anchors, scaled onto the left of the table. The rest of the
table (the Spin Dial, the dance's dice, the decks, the Dance Cards) has fixed places.

The questions here only read: what the viewer is asked to do now, and what a student is
to the viewer. What a roll adds up to and what a dance needs come from the engine's
`game.dance_card.view`; legality stays with `rules.legal_actions`/`rules.check`.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import pygame

from boards.tiled import load_map
from game.dance_card.places import step_of
from game.dance_card.roster import Roster, roster
from game.dance_card.state import Step
from game.dance_card.view import DanceCardObservation, song_colours
from scenes.services.paths import resource_root

MAP_PATH = ("levels", "dance_card.tmx")
BOARD_LEFT, BOARD_TOP, BOARD_SCALE = 8, 54, 0.645
MAP_LEFT, MAP_TOP = 32, 32            # the map's margin around its locations
STANDEE = (58, 38)
PLATE_HEIGHT = 21                     # a location's name plate: a crowd stands below it
STANDEE_DROP = 5                      # standees stand a little below their anchors: the place's name shows
DIE = (42, 42)
COLUMN_X = 640                        # the right column: dial, dance, other players
DIAL_CENTRE, DIAL_RADIUS = (714, 127), 69
SONG_RECT = (790, 62, 52, 52)
DANCE_PANEL = (640, 204, 312, 184)
OTHERS_PANEL = (640, 394, 312, 118)
SHEET_RECT = (8, 516, 404, 164)
HAND_RECT = (418, 530, 322, 140)
HAND_ROW_TILE_HEIGHT, HAND_ROW_GAP = 58, 16   # a hand of five or more different cards: two rows
PILE_TILE = (58, 84)                  # the decks and piles are drawn smaller than the hand
DECK_RECT = (746, 556, 58, 84)
DITCH_RECT = (810, 551, 68, 94)       # a little larger than its cards: its lit frame shows
MIX_RECT = (886, 556, 58, 84)
BOARD_RECT = (BOARD_LEFT, BOARD_TOP, round(960 * BOARD_SCALE), round(704 * BOARD_SCALE))
DIE_STEP = 46
NEED_LINE = 26                        # the dance's "X dances with Y · needs N" line, from the panel's top
DICE_TOP = 65                         # the first row of dice's centre: wholly below that line

# A place whose crowd does not fit grows into the free floor beside it (the map leaves room
# under the Restrooms, over the Janitor's Office, left of the Blue and Pink floors and right of
# the Green and Yellow ones, right of the Refreshments, left of the Bleachers); its plate stays
# on top. Two grown places never overlap: the more crowded one grows.
GROWS_INTO = {"Restrooms": (8, 54, 103, 454), "Janitor's Office": (524, 147, 103, 361),
              "Refreshments": (132, 54, 495, 83), "Bleachers": (8, 426, 495, 82),
              "Blue Dance Floor": (8, 147, 304, 129), "Pink Dance Floor": (8, 286, 304, 129),
              "Green Dance Floor": (323, 147, 304, 129), "Yellow Dance Floor": (323, 286, 304, 129)}
# Standee sizes from the ordinary one down to name chips (no head) whose name still reads in 8 px type.
STANDEE_SIZES = ((58, 38), (54, 34), (50, 30), (48, 27), (46, 15), (44, 14))
CHIP_TALL = 20                        # a standee lower than this is a name chip (dance_card_looks.CHIP_HEIGHT)


def crowd_spread(rect: tuple[int, int, int, int], count: int, anchors: tuple[tuple[int, int], ...]
                 ) -> tuple[tuple[tuple[int, int], ...], tuple[int, int], bool]:
    """Where `count` standees stand in a location, how big they are drawn, and whether they
    had to stack. Never on the name plate, never outside the location:

    - on the map's anchors when each standee there lies whole below the plate;
    - else on an even grid below the plate, in the largest size that gives each its own cell;
    - else (the most crowded states) in the smallest size, rows stacked: a row lies over the
      head of the row below it but never over its name plate (points listed lowest row first,
      so the rows above are drawn on top)."""
    left, top, width, height = rect
    inner = pygame.Rect(left + 2, top + PLATE_HEIGHT + 1, width - 4, height - PLATE_HEIGHT - 3)
    if count == 0:
        return (), STANDEE, False
    if count <= len(anchors):
        points = tuple((x, y + STANDEE_DROP) for x, y in anchors[:count])
        boxes = [pygame.Rect(0, 0, *STANDEE) for _ in points]
        for box, point in zip(boxes, points):
            box.center = point
        if all(inner.contains(box) for box in boxes) and \
                not any(a.colliderect(b) for n, a in enumerate(boxes) for b in boxes[n + 1:]):
            return points, STANDEE, False
    for size in STANDEE_SIZES:
        cols, rows = inner.width // (size[0] + 2), inner.height // (size[1] + 1)   # a hair apart
        if cols * rows >= count:
            rows = -(-count // cols)
            cols = -(-count // rows)
            # each takes its whole cell, up to a wide plate (and a chip up to a tall chip, a standee up to
            # the ordinary one): the names print larger in a roomy place (the Bleachers' 8 px names)
            tallest = CHIP_TALL - 1 if size[1] < CHIP_TALL else STANDEE[1]
            size = (max(size[0], min(inner.width // cols - 2, 84)),
                    max(size[1], min(inner.height // rows - 1, tallest)))
            return _grid(inner, count, cols, rows), size, False
    size = STANDEE_SIZES[-1]
    cols = max(1, inner.width // size[0])
    rows = -(-count // cols)
    step = (inner.height - size[1]) / max(1, rows - 1)
    stacked: list[tuple[int, int]] = []
    for row in range(rows - 1, -1, -1):     # the lowest row first: the rows above lie over its heads
        in_row = min(cols, count - row * cols)
        for col in range(in_row):
            stacked.append((round(inner.left + (col + 0.5) * inner.width / cols),
                            round(inner.top + size[1] / 2 + row * step)))
    return tuple(stacked), size, True


def _grid(inner: pygame.Rect, count: int, cols: int, rows: int) -> tuple[tuple[int, int], ...]:
    return tuple((round(inner.left + (index % cols + 0.5) * inner.width / cols),
                  round(inner.top + (index // cols + 0.5) * inner.height / rows)) for index in range(count))


def to_screen(x: float, y: float) -> tuple[int, int]:
    return (round(BOARD_LEFT + (x - MAP_LEFT) * BOARD_SCALE), round(BOARD_TOP + (y - MAP_TOP) * BOARD_SCALE))


@dataclass(frozen=True)
class Gym:
    """Per board location (engine order): its screen rectangle and standee anchors."""

    names: tuple[str, ...]
    rects: tuple[tuple[int, int, int, int], ...]
    anchors: tuple[tuple[tuple[int, int], ...], ...]
    doors: tuple[tuple[tuple[int, int], str], ...]     # a door between each adjacent pair


@functools.cache
def gym() -> Gym:
    """The map read once (pytmx), matched to the engine's board by location name."""
    found = load_map(resource_root().joinpath(*MAP_PATH))
    r = roster()
    by_name = {loc.name: i for i, loc in enumerate(found.board.locations)}
    rects, anchors = [], []
    for loc in r.board.locations:
        i = by_name[loc.name]
        x, y, w, h = found.areas[i]
        left, top = to_screen(x, y)
        right, bottom = to_screen(x + w, y + h)
        rects.append((left, top, right - left, bottom - top))
        anchors.append(tuple(to_screen(px, py) for px, py in found.anchors[i]))
    doors = tuple(_door(rects[r.board.index(a)], rects[r.board.index(b)]) for a, b in r.board.adjacent)
    return Gym(tuple(loc.name for loc in r.board.locations), tuple(rects), tuple(anchors), doors)


def _door(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> tuple[tuple[int, int], str]:
    """The middle of the gap two adjacent locations share, and which way it opens."""
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    left, right = max(ax, bx), min(ax + aw, bx + bw)
    if right > left:  # one above the other
        y = (ay + ah + by) // 2 if ay < by else (by + bh + ay) // 2
        return ((left + right) // 2, y), "⇕"
    top, bottom = max(ay, by), min(ay + ah, by + bh)
    x = (ax + aw + bx) // 2 if ax < bx else (bx + bw + ax) // 2
    return (x, (top + bottom) // 2), "⇔"


def song_chip(colour: str) -> tuple[int, int, int, int]:
    """Where each colour is offered when the song's colour is picked."""
    n = song_colours().index(colour)   # two rows of two under the Spin Dial's words, each word whole
    return (SONG_RECT[0] + (n % 2) * 80, 155 + (n // 2) * 22, 76, 20)


def die_centre(index: int, count: int) -> tuple[int, int]:
    """Dice in up to two rows of six inside the dance panel."""
    left, top, width, _ = DANCE_PANEL
    row, col = divmod(index, 6)
    in_row = min(6, count - row * 6)
    x0 = left + width // 2 - (in_row - 1) * DIE_STEP // 2
    return (x0 + col * DIE_STEP, top + DICE_TOP + row * 48)


# -- questions the table asks (the numbers come from game.dance_card.view) --------------------
def relation(r: Roster, viewer_student: int, student: int) -> tuple[str, str]:
    """What a student is to the viewer's Student: (badge glyph, words)."""
    me = r.students[viewer_student]
    if student == me.index:
        return "★", "your Student"
    for p in me.partners:
        if p.student == student:
            return "♥", "your Partner"
    for p in me.partners:
        for contact, colour in p.contacts:
            if contact == student:
                return "✉", f"a Contact of {r.name(p.student)} (Chat: {colour} die)"
    if student == me.rival:
        return "⚔", "your Rival (a Black die when on your floor)"
    for friend, dice in me.friends:
        if friend == student:
            return "☺", f"your Friend (adds {', '.join(dice)} on your floor)"
    for p in me.partners:
        if p.crush == student:
            return "", f"the Crush of {r.name(p.student)} (a Black die on that dance)"
    return "", ""


def holder(power: str) -> str:
    """The student whose ability a step of the game is (Maxine takes company along …)."""
    r = roster()
    return r.name(r.power_holder[power])


def banner(obs: DanceCardObservation, viewer: int, names: tuple[str, ...], acting: bool) -> str:
    """What the viewer is asked to do now, in a line."""
    step = step_of(obs)
    if step is None:
        return "The music stops."
    seat = obs.agenda[0].seat
    who = "You" if acting else names[seat]
    turn = obs.turn
    if step is Step.MAIN:
        free = [f"{n} free {w}{'s' * (n != 1 and w != 'any action')}"
                for n, w in zip(turn.free, ("Move", "Dance", "Chat", "Nerve", "any action")) if n]
        left = f"{turn.actions} action{'s' * (turn.actions != 1)} left" + (f" + {', '.join(free)}" if free else "")
        return f"{'Your' if acting else names[seat] + chr(39) + 's'} turn: {left}"
    words = {
        Step.POOL: "dice gathered: add dice with a card, or roll",
        Step.ROLL: "dice landed: change them with cards, or keep the roll",
        Step.REROLL: "pick the dice to roll again, then roll",
        Step.SONG: "the Song Die is wild: pick the song's colour",
        Step.RETUNE: f"{holder('set_song_colour')} may turn the Song Die to another colour",
        Step.SPARK_MOVE: "Spark!: bring one song-coloured student onto its floor, or pass",
        Step.ALL_MOVE: "a free Move for everyone: make yours, or pass",
        Step.CARRY: f"{holder('carry_along')} moved: take one student along, or pass",
        Step.GIVE_UP: "ditch one Smooth Moves! card",
        Step.HOWIE_DITCH: f"{holder('draw_then_ditch')}: ditch a card",
        Step.AUSTIN: f"{holder('nerve_after_failure')} failed: a free Nerve here, or pass",
        Step.CLEAR: "choose the Failure Token to shake off",
        Step.DIAL: "choose the Spin Dial this game is played with",
        Step.LAND: f"{holder('stage_dive')} comes down: drag him onto a Dance Floor",
    }.get(step, "deciding")
    return f"{who}: {words}"
