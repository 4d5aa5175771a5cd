"""Dancing Queen's pictures. A half of a dancer card (`half`, id `card:girl` or `card:boy`)
shows its dancer in front of a little dance floor that says what the half scores: an even
or odd crowd, one gender only, a majority, couples, a lone dancer among others, a balance,
a band's exact line-up. A girl wears a skirt and a boy a jacket, so the gender is a shape
as well as a colour; a whole card (`dancer`) shows the two dancing together; a card lying
face down (`back`) its gender's sign.
"""

from __future__ import annotations

from game.dancing_queen.cards import Card, Gender, Half, cards
from scenes.art.kit import GOLDEN, INK, POSES, WHITE, Colour, Pen, backdrop, dancer, heart, pick, spotlight, star
from scenes.art.picture import Picture

GIRL: Colour = (204, 70, 118)
BOY: Colour = (58, 108, 188)


def picture(kind: str, card: str) -> Picture:
    """The picture a card face of this game holds (drawn, and checked, when first shown)."""
    return Picture("dancing_queen", kind, card, draw)


def kinds() -> dict[str, tuple[str, ...]]:
    every = cards()
    return {"dancer": tuple(c.card_id for c in every), "back": tuple(g.value for g in Gender),
            "half": tuple(f"{c.card_id}:{g.value}" for c in every for g in Gender)}


def _card(card_id: str) -> Card:
    for card in cards():
        if card.card_id == card_id:
            return card
    raise KeyError(f"no Dancing Queen card {card_id!r}")


def draw(pen: Pen, kind: str, card_id: str, number: int) -> None:
    if kind == "dancer":
        card = _card(card_id)
        backdrop(pen, (150, 70, 120), "floor", number)
        spotlight(pen, 50, 90, 40, 8)
        dancer(pen, 36, 90, 70, POSES[pick(number, 3, len(POSES))], GIRL, skirt=True)
        dancer(pen, 64, 90, 74, POSES[pick(number, 7, len(POSES))], BOY, mirror=True)
        _floor(pen, card.girl, 50, 12, 3.4, number)
    elif kind == "half":
        card_key, _, gender = card_id.partition(":")
        card = _card(card_key)
        if gender not in ("girl", "boy"):
            raise KeyError(f"no half {gender!r} of a Dancing Queen card")
        half = card.girl if gender == "girl" else card.boy
        backdrop(pen, GIRL if gender == "girl" else BOY, ("rays", "sparkles", "dots")[pick(number, 2, 3)], number)
        wide = pen.left / pen.unit > 30   # a half's art box is a wide strip: the dancer left, the floor beside
        x = -14 if wide else 24
        spotlight(pen, x, 92, 20, 5)
        dancer(pen, x, 92, 78, POSES[pick(number, 5, len(POSES))], GIRL if gender == "girl" else BOY,
               skirt=gender == "girl")
        _floor(pen, half, 70 if wide else 66, 50, 8.0 if wide else 6.0, number)
        if half.rotate:   # a turning arrow: this half lets you spin a dancer around
            pen.arc(88, 16, 8, 0.6, 5.2, 2.4, WHITE)
            pen.poly([(95, 10), (96, 20), (88, 16)], WHITE, 1.0)
        if half.has_star:
            star(pen, 88, 88, 7, GOLDEN)
    elif kind == "back":
        if card_id not in ("girl", "boy"):
            raise KeyError(f"no face-down dancer {card_id!r}")
        backdrop(pen, (120, 30, 56), "checker", number)
        mark(pen, card_id == "girl", 50, 50, 30)
    else:
        raise KeyError(f"Dancing Queen has no card kind {kind!r}")


def mark(pen: Pen, girl: bool, x: float, y: float, r: float) -> None:
    """♀ or ♂ drawn as shapes: a ring with a cross below, or with an arrow up and right."""
    fill = GIRL if girl else BOY
    pen.ring(x, y - (r * 0.2 if girl else -r * 0.1), r * 0.55, INK, r * 0.3)
    pen.ring(x, y - (r * 0.2 if girl else -r * 0.1), r * 0.5, fill, r * 0.2)
    if girl:
        pen.limb((x, y + r * 0.35), (x, y + r * 1.0), r * 0.2, fill)
        pen.limb((x - r * 0.3, y + r * 0.7), (x + r * 0.3, y + r * 0.7), r * 0.2, fill)
    else:
        pen.limb((x + r * 0.38, y - r * 0.28), (x + r * 0.85, y - r * 0.75), r * 0.2, fill)
        pen.poly([(x + r * 1.0, y - r * 0.9), (x + r * 0.5, y - r * 0.85), (x + r * 0.95, y - r * 0.4)], fill, 1.0)


def _token(pen: Pen, girl: bool, x: float, y: float, s: float) -> None:
    """A dancer on the little floor: a skirt (a triangle) for a girl, a jacket (a square) for a boy."""
    pen.circle(x, y - s * 1.1, s * 0.55, INK, 0)
    if girl:
        pen.poly([(x, y - s * 0.6), (x + s * 0.8, y + s * 0.8), (x - s * 0.8, y + s * 0.8)], GIRL, 1.0)
    else:
        pen.box(x - s * 0.6, y - s * 0.55, s * 1.2, s * 1.35, BOY, 1.0)


def _floor(pen: Pen, half: Half, x: float, y: float, s: float, number: int) -> None:
    """A row or two of dancers that shows what the half asks of the floor."""
    own = half.gender is Gender.GIRL
    kind = half.kind
    if kind == "lineup":
        line = [True] * half.girls + [False] * half.boys
    elif kind in ("total", "opponent"):
        count = 4 if half.table and half.table[0][0] % 2 == 0 else 3
        line = [(k + pick(number, 3, 2)) % 2 == 0 for k in range(count)]
    elif kind == "all_own":
        line = [own] * 4
    elif kind == "majority":
        line = [own, own, own, not own]
    elif kind == "pairs":
        line = [own, own if half.same else not own, not own, not own if half.same else own]
    elif kind == "lone":
        line = [not own, own, own, own]
    elif kind == "balance":
        line = [True, False, True, False]
    else:   # imbalance
        line = [True, True, True, False]
    per_row = 3 if len(line) > 4 else len(line)
    rows = [line[k:k + per_row] for k in range(0, len(line), per_row)]
    for r, row in enumerate(rows):
        for k, girl in enumerate(row):
            _token(pen, girl, x + (k - (len(row) - 1) / 2) * s * 2.4, y + (r - (len(rows) - 1) / 2) * s * 3.0, s)
    if kind == "pairs":
        heart(pen, x, y - s * 3.0, s * 0.8, WHITE)
    elif kind in ("balance", "imbalance"):
        pen.limb((x - s * 4, y + s * 2.4), (x + s * 4, y + s * 2.4 - (0 if kind == "balance" else s * 1.5)), s * 0.35, WHITE)
