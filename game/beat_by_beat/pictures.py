"""Beat by Beat — the card kinds its player page may show (game/core/player_page.py).

A marker's ID is the card's id in the content: a move (`lat01`, a starter `bas01`, the
`stumble`), a Rhythm card (`r01`…), a Judge (`salsa-queen`), a Crowd Bonus card
(`packed-house`, option Variable Crowd Bonuses).
"""

from __future__ import annotations

from game.beat_by_beat.content import catalogue
from game.beat_by_beat.view import EFFECT_TEXT
from game.core.player_page import CardKind


def _move(card: str) -> str:
    m = catalogue().moves[card]
    if m.stumble:
        return "Stumble: cost 0, no style, no type, no bonus."
    style = " / ".join(s.capitalize() for s in m.styles) or "no style (a starter move)"
    effect = f" With Move Effects: {EFFECT_TEXT[m.effect]}" if m.effect else ""
    return f"{m.name}: {style}, {m.type}, cost {m.cost}, bonus +{m.bonus}.{effect}"


def _rhythm(card: str) -> str:
    r = catalogue().rhythm[card]
    return f"{r.title}: {r.text}" if r.text else f"{r.title}: no effect ({r.flavour})"


def _crowd(card: str) -> str:
    c = catalogue().crowd[card]
    return f"{c.title} (a crowd bonus card): {c.text}"


def _judge(judge: str) -> str:
    j = catalogue().judges[judge]
    return f"{j.name}, {j.points} points: {j.text}"


CARD_KINDS = (
    CardKind("move", "Move card", lambda: tuple(catalogue().moves), _move),
    CardKind("rhythm", "Rhythm card", lambda: tuple(catalogue().rhythm), _rhythm),
    CardKind("judge", "Judge card", lambda: tuple(catalogue().judges), _judge),
    CardKind("crowd", "Crowd bonus card", lambda: catalogue().crowd_ids, _crowd),
)
