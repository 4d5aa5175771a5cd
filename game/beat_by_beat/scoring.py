"""Beat by Beat — the end of a round: move bonuses, crowd placement, Judges, and the end of
the game with its tie-break.

The placement ranks every dancer, a dancer with no crowd win too (the rulebook: "Rank
players by number of crowd favor wins"). Decisions (docs/rules/beat_by_beat.md): split
places are rounded up to whole points (a split never loses points); a Judge met by two
dancers in the same round goes to the one whose round scored more, then to the smaller
deck, and is missed by both only when that too is equal; a multi-style move counts for
the Judges as ONE of its styles, the same one for every Judge, chosen for the dancer to
claim the most Judge points; a Judge's ongoing benefit starts with the next round.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Iterable

from game.beat_by_beat.content import STYLES, Judge, catalogue
from game.beat_by_beat.crowd import crowd_points
from game.beat_by_beat.execution import move
from game.beat_by_beat.state import BEATS, PLACEMENT, Dancer, Played


def placement(favors: tuple[int, ...]) -> tuple[int, ...]:
    """8/4/2 by crowd wins, every dancer ranked (none won: all tie for first), tied dancers
    splitting the places they share, rounded up: three dancers tied for first take 5 each
    of 14 (rounding down would lose 2 points)."""
    ranked = sorted(range(len(favors)), key=lambda s: -favors[s])
    points = [0] * len(favors)
    place = 0
    while place < len(ranked):
        tied = [s for s in ranked if favors[s] == favors[ranked[place]]]
        share = sum(PLACEMENT[place:place + len(tied)])
        for seat in tied:
            points[seat] = -(-share // len(tied))
        place += len(tied)
    return tuple(points)


STYLE_NEEDS = ("style", "all_styles")  # the requirements that look at a move's style


def style_ways(phrase: tuple[Played, ...]) -> tuple[tuple[str | None, ...], ...]:
    """Every way the round's moves can count by style for the Judges, beat by beat (None:
    a failed or styleless move): a multi-style move counts as ONE of its styles (rulebook,
    "Multi-Style Cards")."""
    options: list[tuple[str | None, ...]] = []
    for p in phrase:
        styles = move(p.card).styles
        options.append(styles if p.success and styles else (None,))
    return tuple(itertools.product(*options))


def _every_beat(dancer: Dancer) -> bool:
    return len(dancer.phrase) == BEATS and all(p.success for p in dancer.phrase)


def _meets_apart_from_style(judge: Judge, dancer: Dancer, seats: int) -> bool:
    """A requirement that does not look at styles."""
    done = [move(p.card) for p in dancer.phrase if p.success]
    need, count = judge.need, judge.count_for(seats)
    if need == "outright":
        return dancer.outright >= count
    if not _every_beat(dancer):
        return False
    if need == "types":
        return sum(m.type in judge.need_types for m in done) >= count
    if need == "low_cost":
        return max(m.cost for m in done) <= count
    run = best = 0  # chain_run: `count` chained moves in a row
    for p in dancer.phrase:
        run = run + 1 if p.chained else 0
        best = max(best, run)
    return need == "chain_run" and best >= count


def _meets_style(judge: Judge, dancer: Dancer, way: tuple[str | None, ...], seats: int) -> bool:
    if not _every_beat(dancer):
        return False
    if judge.need == "style":
        return way.count(judge.need_style) >= judge.count_for(seats)
    # all_styles: `count` moves of each of `need_styles` different styles (1 of all 5 in the
    # rulebook's shape)
    counts = sorted((way.count(style) for style in STYLES), reverse=True)
    return counts[judge.need_styles - 1] >= judge.need_count


def judges_met(dancer: Dancer, judge_ids: Iterable[str], seats: int = 3) -> tuple[str, ...]:
    """The Judges among `judge_ids` the dancer meets this round, together. Each
    multi-style move counts as one of its styles, the same one for every Judge; of all
    the ways to count them the dancer gets the one that meets the most Judge points
    (then the most Judges, then the Judges shown first) — the player's choice, made for
    them. `seats`: how many dancers play (the crowd Judge asks more of two). Result in the
    order of `judge_ids`."""
    cat = catalogue()
    judges = [cat.judges[j] for j in judge_ids]
    plain = {j.judge_id for j in judges
             if j.need not in STYLE_NEEDS and _meets_apart_from_style(j, dancer, seats)}
    styled = [j for j in judges if j.need in STYLE_NEEDS]
    best: set[str] = set()
    if styled and _every_beat(dancer):
        best_key: tuple[int, int, tuple[bool, ...]] = (0, 0, ())
        for way in style_ways(dancer.phrase):
            met = [j for j in styled if _meets_style(j, dancer, way, seats)]
            key = (sum(j.points for j in met), len(met), tuple(j in met for j in styled))
            if key > best_key:
                best_key, best = key, {j.judge_id for j in met}
    return tuple(j.judge_id for j in judges if j.judge_id in plain or j.judge_id in best)


def meets(judge: Judge, dancer: Dancer, seats: int = 3) -> bool:
    """Whether the dancer meets this one Judge (its multi-style moves counted for it)."""
    return judges_met(dancer, (judge.judge_id,), seats) == (judge.judge_id,)


def ongoing(dancer: Dancer) -> int:
    """Points from claimed Judges' round-end benefits (bonus and discount ones act per move)."""
    total = 0
    every_beat = _every_beat(dancer)
    for judge_id in dancer.judges:
        judge = catalogue().judges[judge_id]
        if judge.benefit == "perfect_points" and every_beat:
            total += judge.benefit_amount
        elif (judge.benefit == "low_cost_points" and every_beat
              and max(move(p.card).cost for p in dancer.phrase) <= judge.need_count):
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
    missed: tuple[str, ...]                    # Judges met by dancers tied on round and deck
    crowd: tuple[int, ...] = ()                # Variable Crowd Bonuses: the round's card
    crowd_card: str = ""

    def total(self, seat: int) -> int:
        return (self.round_points(seat) + self.ongoing[seat]
                + sum(points for s, _, points in self.claims if s == seat))

    def round_points(self, seat: int) -> int:
        """What the round's dancing scored, before any Judge: move bonuses, placement and
        the Crowd Bonus card."""
        return self.bonuses[seat] + self.placement[seat] + (self.crowd[seat] if self.crowd else 0)


def judge_winner(meeting: list[int], round_points: tuple[int, ...],
                 dancers: tuple[Dancer, ...]) -> int | None:
    """Of the dancers meeting one Judge in the same round, the one who claims it: the best
    round (move bonuses, placement, Crowd Bonus), then the smaller deck (the rulebook's own
    tie-break); None when the best are equal on both."""
    best = max(round_points[s] for s in meeting)
    top = [s for s in meeting if round_points[s] == best]
    smallest = min(len(dancers[s].collection()) for s in top)
    top = [s for s in top if len(dancers[s].collection()) == smallest]
    return top[0] if len(top) == 1 else None


def score_round(number: int, dancers: tuple[Dancer, ...], judges: tuple[str, ...],
                claimed: tuple[int | None, ...], draft_bonus: int, crowd_card: str = "") -> RoundScore:
    bonuses = tuple(sum(p.bonus for p in d.phrase if p.success) for d in dancers)
    favors = tuple(d.favor for d in dancers)
    places, crowd = placement(favors), crowd_points(crowd_card, dancers)
    danced = tuple(b + p + c for b, p, c in zip(bonuses, places, crowd))
    claims: list[tuple[int, str, int]] = []
    missed: list[str] = []
    open_judges = tuple(j for j, holder in zip(judges, claimed) if holder is None)
    met = [judges_met(d, open_judges, len(dancers)) for d in dancers]
    for judge_id in open_judges:
        judge = catalogue().judges[judge_id]
        meeting = [seat for seat in range(len(dancers)) if judge_id in met[seat]]
        seat = judge_winner(meeting, danced, dancers) if meeting else None
        if seat is not None:
            extra = draft_bonus if dancers[seat].own_judge == judge_id else 0
            claims.append((seat, judge_id, judge.points + extra))
        elif meeting:
            missed.append(judge_id)
    return RoundScore(number, bonuses, favors, places, tuple(ongoing(d) for d in dancers),
                      tuple(claims), tuple(missed), crowd if crowd_card else (), crowd_card)


def winners(dancers: tuple[Dancer, ...]) -> tuple[tuple[int, ...], bool]:
    """The best score; among tied dancers the smallest deck (the tie-break). Second value:
    whether the tie-break was needed."""
    best = max(d.score for d in dancers)
    top = [s for s, d in enumerate(dancers) if d.score == best]
    if len(top) == 1:
        return tuple(top), False
    smallest = min(len(dancers[s].collection()) for s in top)
    return tuple(s for s in top if len(dancers[s].collection()) == smallest), True
