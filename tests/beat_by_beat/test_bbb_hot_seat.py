"""Beat by Beat at one device (`pass_fewer`, Decision 17): the steps that overlap there —
a dancer choosing its recovery while another still pays, a dancer laying its next move
while another still refines or takes its Inspiration — show nobody anything the seat
order would not, and every draw stays an undo barrier. The conformance suite's twins and
barrier checks, played on hot-seat games."""

from __future__ import annotations

import random

from game.beat_by_beat.rules import RULES
from game.beat_by_beat.state import Phase, State, step
from game.core.contract import GameConfig
from tests.test_conformance import _revealing, _twin, assert_twins_agree, random_playout
from game import registry
from game.core.bots import LEVELS


def _hot(seats: int) -> GameConfig:
    return GameConfig.make(seats, pass_fewer=True)


def _overlapping(state: State) -> bool:
    """A position only a hot-seat table reaches: the seat asked is finishing a step of its
    own while the beat has moved on."""
    seat = RULES.to_act(state)
    return seat is not None and step(state, seat) is not state.phase


def _states(seats: int, seed: int) -> list[State]:
    _, states, _ = random_playout(RULES, _hot(seats), seed)
    return list(states)


def test_hot_seat_games_reach_the_overlapping_steps_and_end() -> None:
    for seats in (2, 3):
        final, states, _ = random_playout(RULES, _hot(seats), 5)
        assert RULES.outcome(final) is not None
        steps = {(s.phase, step(s, RULES.to_act(s))) for s in states if RULES.to_act(s) is not None}
        # a payment inside the recovery, a Refinement and an Inspiration before a next move
        assert {(Phase.RECOVER, Phase.PAY), (Phase.SELECT, Phase.REFINE),
                (Phase.SELECT, Phase.INSPIRE)} <= steps, steps


def test_hot_seat_twins_look_and_play_the_same() -> None:
    """At the overlapping positions, a twin re-dealt out of the acting seat's sight gives
    it the same observation, the same legal actions, the same bot choices and the same log."""
    bots = {level: registry.bot("beat_by_beat", level) for level in LEVELS}
    rng = random.Random(11)
    compared = 0
    for seats in (2, 3):
        names = tuple(f"P{i}" for i in range(seats))
        picked = [s for s in _states(seats, 40 + seats) if _overlapping(s)]
        for state in picked[::max(1, len(picked) // 8)][:8]:
            seat = RULES.to_act(state)
            assert seat is not None
            twin = _twin(RULES, state, seat, rng)
            assert twin is not None
            assert_twins_agree(RULES, state, twin, seat, bots, names, f"{seats} seats, seat {seat}", actions=6)
            compared += 1
    assert compared >= 10, compared


def test_hot_seat_moves_without_a_barrier_show_no_seat_anything() -> None:
    """Every move of a hot-seat game that leaves no undo barrier — a recovery chosen while
    the other still pays, a Refinement before the next move — tells no seat anything."""
    rng = random.Random(29)
    tried = 0
    for seats in (2, 3):
        names = tuple(f"P{i}" for i in range(seats))
        _, states, trace = random_playout(RULES, _hot(seats), 60 + seats)
        for state, text in list(zip(states, trace))[:400]:
            action = RULES.parse_action(state, text)
            if any(e.barrier for e in RULES.apply(state, action)[1]):
                continue
            for seat in range(seats):
                assert not _revealing(RULES, state, action, seat, rng, names), (text, seat)
            tried += 1
    assert tried >= 100, tried


def test_hot_seat_keeps_refinement_before_inspiration_and_the_refill_after_every_refinement() -> None:
    """Each dancer refines before it sees its Inspiration cards; the common discard is
    shuffled into the pool only once every Refinement of the beat is made; nobody lays a
    move while it owes cards, and nobody chooses a recovery before paying."""
    from game.beat_by_beat import events as ev
    refills = overlaps = 0
    for seats, seed in ((2, 8), (3, 9), (2, 10)):
        state = RULES.new_game(_hot(seats), seed)
        rng = random.Random(seed)
        while (seat := RULES.to_act(state)) is not None:
            for d in state.dancers:
                assert not (d.drawn and d.refines and state.phase is not Phase.DRAFT), d
            legal = RULES.legal_actions(state)
            action = legal[rng.randrange(len(legal))]
            d = state.dancers[seat]
            if action.verb in ("play", "recover"):
                assert not (d.owed or d.refines or d.rejects), (action, d)
            overlaps += step(state, seat) is not state.phase
            after, events = RULES.apply(state, action)
            if any(isinstance(e, ev.Shuffled) and e.pile is ev.Pile.COMMON for e in events):
                refills += 1
                assert not any(o.refines for o in after.dancers)
            state = after
    assert overlaps >= 50 and refills >= 1, (overlaps, refills)
