"""Beat by Beat — the option "Variable Crowd Bonuses": what a round's Crowd Bonus card pays.

The rulebook's Experimental Rules give the idea in one line ("Each round has unique
crowd-related bonuses to compete for"); the cards and this reading are designed for this
app (content/crowd.toml, docs/rules/beat_by_beat.md "Options"). A card pays at the end of
its round, from the phrases on the table: every fact it looks at (who won which beat
outright, who matched, with which move) is public.
"""

from __future__ import annotations

from game.beat_by_beat.content import CrowdBonus, catalogue
from game.beat_by_beat.execution import move
from game.beat_by_beat.state import BEATS, Dancer, Played


def crowd_card(card_id: str) -> CrowdBonus:
    return catalogue().crowd[card_id]


def _first_place(favors: tuple[int, ...], points: int) -> tuple[int, ...]:
    """`points` to the dancers with the most crowd wins, split among them and rounded up
    (as the placement splits a shared place)."""
    best = max(favors)
    top = [s for s, f in enumerate(favors) if f == best]
    share = -(-points // len(top))
    return tuple(share if s in top else 0 for s in range(len(favors)))


def _ovation(phrases: list[tuple[Played, ...]], count: int, points: int) -> tuple[int, ...]:
    """`points` to the first dancer to win `count` beats outright (one outright winner a
    beat at most, so there is never a tie for first)."""
    wins = [0] * len(phrases)
    for beat in range(BEATS):
        for seat, phrase in enumerate(phrases):
            if beat < len(phrase) and phrase[beat].outright:
                wins[seat] += 1
                if wins[seat] == count:
                    return tuple(points if s == seat else 0 for s in range(len(phrases)))
    return (0,) * len(phrases)


def beat_points(card: CrowdBonus, phrase: tuple[Played, ...], beat: int) -> int:
    """What beat `beat` of a dancer's phrase earns on its own under `card` (0 for the cards
    that compare dancers: Packed House and Standing Ovation)."""
    p = phrase[beat]
    kind = card.kind
    if kind == "opening":
        return card.points if beat == 0 and p.outright else 0
    if kind == "finale":
        return card.points if beat == BEATS - 1 and p.outright else 0
    if kind == "streak":
        return card.points if beat > 0 and p.outright and phrase[beat - 1].outright else 0
    if kind == "matches":
        return card.points if p.matched else 0
    if kind == "style_night":
        return card.points if p.favor and move(p.card).single_style == card.style else 0
    if kind == "showstopper":
        return card.points if p.outright and move(p.card).cost >= card.cost else 0
    return 0


def crowd_points(card_id: str, dancers: tuple[Dancer, ...]) -> tuple[int, ...]:
    """Each dancer's points from the round's Crowd Bonus card ("" : no card, nothing)."""
    if not card_id:
        return (0,) * len(dancers)
    card = crowd_card(card_id)
    if card.kind == "packed_house":
        return _first_place(tuple(d.favor for d in dancers), card.points)
    if card.kind == "ovation":
        return _ovation([d.phrase for d in dancers], card.count, card.points)
    return tuple(sum(beat_points(card, d.phrase, b) for b in range(len(d.phrase))) for d in dancers)
