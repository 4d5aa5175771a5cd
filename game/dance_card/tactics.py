"""Dance Card! (`shared/seeds/001_73f120c87acf16e3.txt`): the rule-based player's sense for the Deluxe Edition.

What `policy.py` asks when a Deluxe choice comes up: which Spin Dial to take, where Joe
lands and when he goes up onto the Music Rules! card, when Charlotte spends a card on a
reroll, and whether a Rumor!, Slide! or Switch! is worth playing now. A moving card is
judged by what it does to the standing `plans.progress` measures — your own, and in
Competitive the best rival's — on the few plays that touch a student who matters.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence, Set as AbstractSet

from game.core.actions import Act, act
from game.dance_card.dice import succeeds, target
from game.dance_card.plans import prospects, progress
from game.dance_card.plays import apply_play
from game.dance_card.roster import MEMO_CAP, roster
from game.dance_card.state import SUCCESS, State

# How much a card is worth keeping, most valuable first (the others count as 1).
CARD_VALUE = {"the-look": 5, "slay": 5, "do-over": 4, "slide": 4, "hands-up": 3, "fancy": 3,
              "extra": 3, "dab": 3, "switch": 3, "cut-loose": 2, "sweet-talk": 2, "rumor": 2}
MOVING_CARDS = ("rumor", "slide", "switch")
WORTH_A_CARD = 0.01   # the least gain in standing (the card kept counts in it) to play one
CANDIDATES = 12       # at most this many moving-card plays are judged at once


def dial_choice(legal: Sequence[Act], rng: random.Random) -> Act:
    """Any dial: all three keep the same pace of Mix It Up! cards, so none is clearly better
    (docs/rules/dance_card.md measures it)."""
    return legal[rng.randrange(len(legal))]


def land_choice(state: State, seat: int, legal: Sequence[Act]) -> Act:
    """Joe lands on the floor of his best prospect (he may land anywhere)."""
    r = roster()
    found = prospects(state, seat)
    if not found:
        return legal[0]
    best = max(found, key=lambda p: p.worth)
    wanted = act("land", r.short(best.floor))
    return wanted if wanted in legal else legal[0]


def stage_now(state: State, seat: int, options: AbstractSet[Act]) -> bool:
    """Joe goes up onto the Music Rules! card when the turn would end anyway and his best
    prospect gains from landing anywhere next turn."""
    if act("stage") not in options:
        return False
    r = roster()
    joe = state.seats[seat].student
    here = _standing(state, seat)
    up = _standing(state.moved(joe, r.stage), seat)
    return up > here + 0.02


def _standing(state: State, seat: int) -> float:
    return max((p.worth for p in prospects(state, seat)), default=0.0)


def _value(state: State, seat: int) -> float:
    """The standing a moving card tries to raise: your progress, less the best rival's in
    Competitive; the table's (its weakest and its average) otherwise."""
    values = [progress(state, s) for s in range(state.seat_count)]
    if not state.mode.table_game:
        rivals = values[:seat] + values[seat + 1:]
        return values[seat] - (max(rivals) if rivals else 0.0)
    return (min(values) + sum(values) / len(values)) / 2


def _who_matters(state: State, seat: int) -> set[str]:
    """Names of the students a moving card should touch: every player's Student, Partners
    still to win, Friends, Rival and their Partners' Crushes."""
    r = roster()
    names: set[str] = set()
    for index, holder in enumerate(state.seats):
        me = r.students[holder.student]
        names.add(me.name)
        names |= {r.name(p.student) for i, p in enumerate(me.partners)
                  if holder.status[i] != SUCCESS}
        if index == seat or not state.mode.table_game:
            names |= {r.name(f) for f, _ in me.friends} | {r.name(me.rival)}
            names |= {r.name(p.crush) for p in me.partners}
    return names


def moving_card(state: State, seat: int, options: Iterable[Act]) -> Act | None:
    """The Rumor!, Slide! or Switch! worth playing now, if one gains enough."""
    ranked = judged(state, seat, options)
    return ranked[0][1] if ranked and ranked[0][0] > WORTH_A_CARD else None


def judged(state: State, seat: int, options: Iterable[Act]) -> list[tuple[float, Act]]:
    """The moving-card plays worth judging, each with its gain in standing, best first.

    Remembered per position (roster memo): a search asks the same question again and again."""
    plays = candidates(state, seat, options)
    if not plays:
        return []
    r = roster()
    key = ("judged", seat, tuple(plays), state.positions, state.song_colour, state.chaperones,
           tuple((s.status, s.chats, s.crush_chats) for s in state.seats))
    found = r.memo.get(key)
    if found is None:
        me = r.students[state.seats[seat].student]
        before = _value(state, seat)
        ranked = [(_value(apply_play(state, r, seat, me, a, []), seat) - before, a) for a in plays]
        ranked.sort(key=lambda pair: (-pair[0], str(pair[1])))
        if len(r.memo) > MEMO_CAP:
            r.memo.clear()
        found = r.memo[key] = ranked
    return found  # type: ignore[return-value]  # the memo holds what this function made


def candidates(state: State, seat: int, options: Iterable[Act]) -> list[Act]:
    """The moving-card plays worth judging: those that touch a student who matters."""
    matters = _who_matters(state, seat)
    found = [a for a in options if a.verb == "play" and a.args[0] in MOVING_CARDS
             and (a.args[0] == "slide" or any(n in matters for n in a.args[1:]))]
    found.sort(key=str)
    return found[:CANDIDATES] if len(found) <= CANDIDATES else \
        random.Random(len(found)).sample(found, CANDIDATES)


def redo(state: State, seat: int, legal: Sequence[Act]) -> Act | None:
    """Charlotte: while the roll fails, spend the least useful card on the worst die."""
    roll = state.roll
    redos = [a for a in legal if a.verb == "redo"]
    if roll is None or not redos:
        return None
    r = roster()
    number, icons = target(state, r, seat, roll.partner)
    if succeeds(roll, number, icons, False):
        return None
    hand = len(state.seats[seat].hand)
    reward = r.students[state.seats[seat].student].partners[roll.partner].reward
    if hand < 2 and reward < 2:
        return None

    def gain(a: Act) -> float:
        """What rolling this die again is worth on average: its colour's mean against what
        it shows now (icons the Partner asks for count 2.5 each)."""
        die = int(a.args[0]) - 1
        face = roll.faces[die]
        if face is None:
            return -9.0
        faces = r.faces[roll.pool[die].colour]
        mean = sum(f.number + 2.5 * sum(i in icons for i in f.icons) for f in faces) / len(faces)
        return mean - face.number - 2.5 * sum(1 for i in face.icons if i in icons)

    return max(redos, key=lambda a: (gain(a), -CARD_VALUE.get(a.args[1], 1)))


__all__ = ["CANDIDATES", "CARD_VALUE", "MOVING_CARDS", "WORTH_A_CARD", "candidates",
           "dial_choice", "judged", "land_choice", "moving_card", "redo", "stage_now"]
