"""Beat by Beat — the end of a beat and of a round: scoring (game.beat_by_beat.scoring),
Judges claimed, the Rhythm rows (and the Crowd Bonus cards) moving on, and every dancer's
cards shuffled into a fresh deck; after round 6, the end of the game.
"""

from __future__ import annotations

from dataclasses import replace

from game.beat_by_beat import events as ev
from game.beat_by_beat.dealing import draw, open_select, shuffle
from game.beat_by_beat.scoring import score_round, winners
from game.beat_by_beat.state import BEATS, HAND_SIZE, JUDGE_DRAFT_BONUS, ROUNDS, Phase, State
from game.core.contract import Event


def end_beat(state: State, log: list[Event]) -> State:
    # at a hot-seat table the beat's revealed recoveries stay in view until the next ones:
    # a dancer arriving at the device sees what the others chose before it refines
    dancers = tuple(replace(d, recovery=d.recovery if state.pass_fewer else (), picks=0,
                            different=False, paid=()) for d in state.dancers)
    state = open_select(replace(state, dancers=dancers, beat=state.beat + 1))
    if state.beat < BEATS:
        return state
    return end_round(replace(state, beat=BEATS - 1), log)


def _advance(state: State) -> State:
    """The next round's Rhythm row (and Crowd Bonus card) turns to the current one, and a
    new one is dealt beside it — none after round 5."""
    used = state.rhythm_used + state.rhythm_now
    more = state.round + 1 < ROUNDS
    upcoming = state.rhythm_deck[:BEATS] if more else ()
    crowd_next = state.crowd_deck[0] if more and state.crowd_deck else ""
    return replace(state, round=state.round + 1, beat=0, rhythm_used=used,
                   rhythm_now=state.rhythm_next, rhythm_next=upcoming,
                   rhythm_deck=state.rhythm_deck[len(upcoming):],
                   crowd_now=state.crowd_next, crowd_next=crowd_next,
                   crowd_deck=state.crowd_deck[1:] if crowd_next else state.crowd_deck)


def end_round(state: State, log: list[Event]) -> State:
    result = score_round(state.round, state.dancers, state.judges, state.claimed,
                         JUDGE_DRAFT_BONUS if state.options.judge_draft else 0, state.crowd_now)
    claimed = list(state.claimed)
    for seat, judge_id, points in result.claims:
        claimed[state.judges.index(judge_id)] = seat
        d = state.dancers[seat]
        state = state.with_dancer(seat, replace(d, judges=d.judges + (judge_id,)))
        log.append(ev.JudgeClaimed(seat, judge_id, points))
    dancers = tuple(replace(d, score=d.score + result.total(s)) for s, d in enumerate(state.dancers))
    state = replace(state, dancers=dancers, claimed=tuple(claimed))
    log.append(ev.RoundScored(result))
    if state.round == ROUNDS:
        best, tie_break = winners(state.dancers)
        log.append(ev.GameEnded(best, tuple(d.score for d in state.dancers), tie_break))
        return replace(state, phase=Phase.OVER, select=None)
    state = _advance(state)
    for seat, d in enumerate(state.dancers):
        cards = d.hand + d.deck + d.discard + tuple(p.card for p in d.phrase)
        deck, chance = shuffle(state.chance, sorted(cards), f"seat {seat + 1}'s cards at the round's end")
        d = replace(d, hand=(), deck=deck, discard=(), phrase=(), favor=0, outright=0)
        state = replace(state.with_dancer(seat, d), chance=chance)
        log.append(ev.Shuffled(seat, ev.Pile.EVERYTHING))
        state = draw(state, seat, HAND_SIZE, log)
    return state
