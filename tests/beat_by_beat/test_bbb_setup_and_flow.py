"""Beat by Beat: the set-up counts, a deck reshuffled in the middle of a round, and the last
rounds' Rhythm rows (review of the engine, test gaps)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from game.beat_by_beat import events as ev
from game.beat_by_beat.content import catalogue
from game.beat_by_beat.rules import RULES
from game.beat_by_beat.state import Phase
from game.core.contract import Event, GameConfig
from tests.beat_by_beat.bbb_helpers import after_draft, beat, play, pool_cards, with_hand


@pytest.mark.parametrize("seats,judges", [(2, 3), (3, 4), (4, 5)])
def test_the_set_up_counts(seats: int, judges: int) -> None:
    state = RULES.new_game(GameConfig.make(seats), 11)
    assert len(state.judges) == judges and state.claimed == (None,) * judges
    assert len(state.rhythm_now) == len(state.rhythm_next) == 8
    assert len(state.rhythm_deck) == 80 - 16 and state.rhythm_used == ()
    assert len(set(state.rhythm_now + state.rhythm_next + state.rhythm_deck)) == 80
    assert all(len(d.drawn) == 5 and d.rejects == 2 for d in state.dancers)
    assert len(state.pool) == 120 - 5 * seats
    while state.phase is Phase.DRAFT:
        state = play(state, str(RULES.legal_actions(state)[0]))
    assert state.phase is Phase.SELECT
    assert len(state.common_discard) == 2 * seats  # two given back per dancer
    for d in state.dancers:
        assert len(d.collection()) == 13 and len(d.hand) == 5 and len(d.deck) == 8
        assert sum(c in catalogue().starter for c in d.collection()) == 10


def test_the_deck_is_reshuffled_when_it_runs_out_during_stamina() -> None:
    state = after_draft(2)
    d = state.dancers[0]
    everything = d.deck + d.hand
    mine = pool_cards(1, "latin")
    state = state.with_dancer(0, replace(d, hand=(mine,), deck=everything[:1],
                                         discard=tuple(sorted(everything[1:4]))))
    state = with_hand(state, 1, [pool_cards(1, "jazz"), "bas05"])
    log: list[Event] = []
    state = beat(state, [mine, pool_cards(1, "jazz")], recover="stamina", log=log)
    shuffled = [e for e in log if isinstance(e, ev.Shuffled) and e.seat == 0]
    assert len(shuffled) == 1 and shuffled[0].pile is ev.Pile.DISCARD
    me = state.dancers[0]
    assert len(me.hand) == 2 and me.discard == () and len(me.deck) == 2
    assert set(me.hand) <= set(everything[:4])


def test_round_six_has_no_next_row_and_a_game_uses_48_rhythm_cards() -> None:
    state = RULES.new_game(GameConfig.make(3), 7)
    rng = random.Random(3)
    seen_rows: dict[int, tuple[tuple[str, ...], tuple[str, ...]]] = {}
    while state.phase is not Phase.OVER:
        seen_rows.setdefault(state.round, (state.rhythm_now, state.rhythm_next))
        legal = RULES.legal_actions(state)
        state, _ = RULES.apply(state, legal[rng.randrange(len(legal))])
    assert sorted(seen_rows) == [1, 2, 3, 4, 5, 6]
    for r in range(1, 6):
        assert len(seen_rows[r][1]) == 8 and seen_rows[r + 1][0] == seen_rows[r][1]
    assert seen_rows[6][1] == ()  # after round 5 no new row is dealt
    used = state.rhythm_used + state.rhythm_now
    assert len(used) == len(set(used)) == 48 and len(state.rhythm_deck) == 80 - 48
