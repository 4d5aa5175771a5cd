"""Beat by Beat — the end of a round: move bonuses, crowd placement, Judges, and the end of
the game with its tie-break.

Decisions (docs/rules/beat_by_beat.md): a dancer with no crowd win takes no placement
points; split places are rounded down to whole points; two dancers meeting the same
Judge in the same round both miss it; a multi-style move counts for a Judge as
whichever of its styles helps (the player's choice, made for them); a Judge's ongoing
benefit starts with the next round.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.beat_by_beat.content import STYLES, Judge, catalogue
from game.beat_by_beat.execution import move
from game.beat_by_beat.state import BEATS, PLACEMENT, Dancer, Played


def placement(favors: tuple[int, ...]) -> tuple[int, ...]:
    """8/4/2 by crowd wins, tied dancers splitting the places they share (rounded down)."""
    ranked = sorted(range(len(favors)), key=lambda s: -favors[s])
    points = [0] * len(favors)
    place = 0
    while place < len(ranked):
        tied = [s for s in ranked if favors[s] == favors[ranked[place]]]
        if favors[tied[0]] > 0:
            share = sum(PLACEMENT[place:place + len(tied)])
            for seat in tied:
                points[seat] = share // len(tied)
        place += len(tied)
    return tuple(points)


def _covers_all_styles(phrase: tuple[Played, ...]) -> bool:
    """Whether each style can be given its own successful move (multi-style: either style)."""
    options = [move(p.card).styles for p in phrase if p.success and move(p.card).styles]
    taken: dict[str, int] = {}

    def place_style(style: str, seen: set[int]) -> bool:
        for index, styles in enumerate(options):
            if style in styles and index not in seen:
                seen.add(index)
                holder = next((s for s, i in taken.items() if i == index), None)
                if holder is None or place_style(holder, seen):  # the holder moved on
                    taken[style] = index
                    return True
        return False

    return all(place_style(style, set()) for style in STYLES)


def meets(judge: Judge, dancer: Dancer) -> bool:
    phrase = dancer.phrase
    done = [move(p.card) for p in phrase if p.success]
    every_beat = len(phrase) == BEATS and len(done) == BEATS
    need = judge.need
    if need == "outright":
        return dancer.outright >= judge.need_count
    if not every_beat:
        return False
    if need == "style":
        return sum(judge.need_style in m.styles for m in done) >= judge.need_count
    if need == "types":
        return sum(m.type in judge.need_types for m in done) >= judge.need_count
    if need == "low_cost":
        return max(m.cost for m in done) <= judge.need_count
    if need == "all_styles":
        return _covers_all_styles(phrase)
    return need == "chained" and sum(p.chained for p in phrase) >= judge.need_count


def ongoing(dancer: Dancer) -> int:
    """Points from claimed Judges' round-end benefits (bonus and discount ones act per move)."""
    total = 0
    done = [move(p.card) for p in dancer.phrase if p.success]
    every_beat = len(dancer.phrase) == BEATS and len(done) == BEATS
    for judge_id in dancer.judges:
        judge = catalogue().judges[judge_id]
        if judge.benefit == "perfect_points" and every_beat:
            total += judge.benefit_amount
        elif judge.benefit == "low_cost_points" and every_beat and max(m.cost for m in done) <= 3:
            total += judge.benefit_amount
        elif judge.benefit == "favor_points":
            total += judge.benefit_amount * dancer.favor
    return total


@dataclass(frozen=True)
class RoundScore:
    round: int
    bonuses: tuple[int, ...]
    favors: tuple[int, ...]
    placement: tuple[int, ...]
    ongoing: tuple[int, ...]
    claims: tuple[tuple[int, str, int], ...]   # (seat, judge, points with any draft bonus)
    missed: tuple[str, ...]                    # Judges met by two or more dancers at once

    def total(self, seat: int) -> int:
        return (self.bonuses[seat] + self.placement[seat] + self.ongoing[seat]
                + sum(points for s, _, points in self.claims if s == seat))


def score_round(number: int, dancers: tuple[Dancer, ...], judges: tuple[str, ...],
                claimed: tuple[int | None, ...], draft_bonus: int) -> RoundScore:
    bonuses = tuple(sum(p.bonus for p in d.phrase if p.success) for d in dancers)
    favors = tuple(d.favor for d in dancers)
    claims: list[tuple[int, str, int]] = []
    missed: list[str] = []
    for judge_id, holder in zip(judges, claimed):
        if holder is not None:
            continue
        judge = catalogue().judges[judge_id]
        meeting = [seat for seat, d in enumerate(dancers) if meets(judge, d)]
        if len(meeting) == 1:
            seat = meeting[0]
            extra = draft_bonus if dancers[seat].own_judge == judge_id else 0
            claims.append((seat, judge_id, judge.points + extra))
        elif meeting:
            missed.append(judge_id)
    return RoundScore(number, bonuses, favors, placement(favors),
                      tuple(ongoing(d) for d in dancers), tuple(claims), tuple(missed))


def winners(dancers: tuple[Dancer, ...]) -> tuple[tuple[int, ...], bool]:
    """The best score; among tied dancers the smallest deck (the tie-break). Second value:
    whether the tie-break was needed."""
    best = max(d.score for d in dancers)
    top = [s for s, d in enumerate(dancers) if d.score == best]
    if len(top) == 1:
        return tuple(top), False
    smallest = min(len(dancers[s].collection()) for s in top)
    return tuple(s for s in top if len(dancers[s].collection()) == smallest), True
