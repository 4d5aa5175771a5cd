"""Legality has one source: every candidate action is either legal or refused with a
reason, the notation round-trips, and seeded random games always finish."""

from __future__ import annotations

import random

import pytest

from game.core.contract import GameConfig, Illegal, IllegalActionError, InvalidNotationError
from game.ddr.cards import INTERFERENCES, KNOWN_CARDS, LINKS
from game.ddr.notation import (
    DONE,
    DRAW,
    KEEP,
    Attach,
    BeatStep,
    ChooseSong,
    Interfere,
    PlayLink,
    PlayStep,
    Restep,
    Return,
    ShuffleBack,
    parse,
)
from game.ddr.rules import RULES


def candidates(state, rng: random.Random) -> list:
    """A broad sample of actions, legal or not, as a table could propose them."""
    cards = sorted(KNOWN_CARDS)
    seats = range(state.seats + 1)
    found = [DRAW, DONE, KEEP, ChooseSong("first-light"), ChooseSong("no-such-song")]
    for _ in range(40):
        card = rng.choice(cards)
        slot, part, seat = rng.randrange(17), rng.randrange(3), rng.choice(seats)
        found += [PlayStep(card), Attach(card), Return(card), Restep(slot, part, card),
                  BeatStep(seat, card), ShuffleBack(card),
                  PlayLink(rng.choice(LINKS), seat, slot, part if rng.random() < 0.3 else 0),
                  Interfere(rng.choice(INTERFERENCES), seat, rng.choice((None, "L", "U")))]
    return found


@pytest.mark.slow  # a sweep over every candidate of seeded games
def test_candidates_are_legal_or_refused_with_a_reason():
    rng = random.Random(5)
    for game in range(12):
        state = RULES.new_game(GameConfig.make(2 + game % 3), game)
        while RULES.outcome(state) is None:
            legal = RULES.legal_actions(state)
            assert legal, "no legal action before the end"
            assert len(set(legal)) == len(legal)
            allowed = set(legal)
            for action in candidates(state, rng):
                if action not in allowed:
                    refusal = RULES.explain(state, action)
                    assert isinstance(refusal, Illegal) and refusal.reason and refusal.rule
            state = RULES.apply(state, legal[rng.randrange(len(legal))])[0]


def test_notation_round_trips():
    rng = random.Random(9)
    for game in range(6):
        state = RULES.new_game(GameConfig.make(2 + game % 3), 100 + game)
        while RULES.outcome(state) is None:
            legal = RULES.legal_actions(state)
            for action in legal:
                assert parse(str(action), state.turn.seat) == action
                assert RULES.parse_action(state, str(action)) == action
            state = RULES.apply(state, legal[rng.randrange(len(legal))])[0]


@pytest.mark.parametrize("text", ["", "dance", "step X/perfect", "link freeze", "link mine 3",
                                  "beat 2 U/good", "restep x U/good", "shuffle", "shuffle a b"])
def test_bad_notation_is_refused_with_a_reason(text):
    state = RULES.new_game(GameConfig.make(2), 1)
    with pytest.raises(InvalidNotationError) as refused:
        RULES.parse_action(state, text)
    assert refused.value.illegal.reason


def test_apply_refuses_and_never_changes_its_input():
    state = RULES.new_game(GameConfig.make(3), 4)
    before = repr(state)
    with pytest.raises(IllegalActionError):
        RULES.apply(state, PlayStep("U/perfect"))
    RULES.apply(state, RULES.legal_actions(state)[0])
    assert repr(state) == before


def test_random_games_finish_for_every_seat_count():
    for seats in (2, 3, 4):
        for seed in range(8):
            rng = random.Random(seed)
            state = RULES.new_game(GameConfig.make(seats), seed)
            for _ in range(5000):
                if RULES.outcome(state) is not None:
                    break
                legal = RULES.legal_actions(state)
                state = RULES.apply(state, legal[rng.randrange(len(legal))])[0]
            assert RULES.outcome(state) is not None
