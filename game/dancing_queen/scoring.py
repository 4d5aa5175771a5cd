"""Dancing Queen scoring: hearts and instant-win (★) conditions of one half.

Everything a half looks at is summed up in a `Floor`, seen from the half's owner.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.dancing_queen.cards import Gender, Half


@dataclass(frozen=True)
class Floor:
    girls: int
    boys: int
    own: int            # dancers on the owner's side
    opponent: int       # dancers on the opponent's side
    pairs_same: int     # partnered couples of one gender
    pairs_mixed: int    # partnered girl–boy couples

    @property
    def total(self) -> int:
        return self.girls + self.boys

    def count(self, gender: Gender) -> int:
        return self.girls if gender is Gender.GIRL else self.boys


def make_floor(sides: tuple[tuple[Gender, ...], tuple[Gender, ...]],
               couples: list[tuple[Gender, Gender]], seat: int) -> Floor:
    """Sum up a floor from each side's genders and the partnered couples' genders."""
    girls = sides[0].count(Gender.GIRL) + sides[1].count(Gender.GIRL)
    same = [a is b for a, b in couples].count(True)
    return Floor(girls=girls, boys=len(sides[0]) + len(sides[1]) - girls, own=len(sides[seat]),
                 opponent=len(sides[1 - seat]), pairs_same=same, pairs_mixed=len(couples) - same)


def _from_table(table: tuple[tuple[int, int], ...], key: int) -> int:
    for count, hearts in table:
        if count == key:
            return hearts
    return 0


def _from_bands(bands: tuple[tuple[int, int, int], ...], key: int) -> int:
    for low, high, hearts in bands:
        if low <= key <= high:
            return hearts
    return 0


def _measure(half: Half, floor: Floor) -> int | None:
    """The number a half's bands and ★ look at, or None when its condition fails."""
    mine, theirs = floor.count(half.gender), floor.count(half.gender.other)
    kind = half.kind
    if kind == "all_own":
        return floor.total if theirs == 0 else None
    if kind == "majority":
        return mine - theirs if mine > theirs else None
    if kind == "lone":
        return mine if theirs == 1 else None
    if kind == "imbalance":
        return abs(mine - theirs) if mine != theirs else None
    if kind == "pairs":
        if floor.total % 2:
            return None
        good, bad = ((floor.pairs_same, floor.pairs_mixed) if half.same
                     else (floor.pairs_mixed, floor.pairs_same))
        return good if bad == 0 and good > 0 else None
    return None


def hearts(half: Half, floor: Floor) -> int:
    """Hearts the half scores at the end of a round (0 when its condition fails)."""
    kind = half.kind
    if kind == "total":
        return _from_table(half.table, floor.total)
    if kind == "opponent":
        return _from_table(half.table, floor.opponent)
    if kind == "balance":
        return _from_table(half.table, floor.total) if floor.girls == floor.boys else 0
    if kind == "lineup":
        return 0
    measure = _measure(half, floor)
    if measure is None or (half.star_from is not None and measure >= half.star_from):
        return 0
    if kind == "pairs":
        return _from_table(half.table, measure)
    return _from_bands(half.bands, measure)


def star(half: Half, floor: Floor) -> bool:
    """Whether the half's instant-win condition holds on this floor."""
    if half.kind == "lineup":
        return floor.girls == half.girls and floor.boys == half.boys
    if half.star_from is None:
        return False
    measure = _measure(half, floor)
    return measure is not None and measure >= half.star_from
