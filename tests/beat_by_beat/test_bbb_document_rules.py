"""Beat by Beat as the rulebook says (issue 22): Refinement face down onto the common
discard, whatever the card; a Judge met by two dancers in one round; the placement of
dancers who won no crowd, at 2, 3 and 4 seats."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from game.beat_by_beat import events as ev
from game.beat_by_beat.content import catalogue
from game.beat_by_beat.rules import RULES
from game.beat_by_beat.scoring import placement, score_round
from game.beat_by_beat.state import Dancer, Phase, Played, State
from game.core.contract import Event, GameConfig
from tests.beat_by_beat.bbb_helpers import after_draft, beat, play, pool_cards, with_hand

NAMES = ("Ann", "Bo", "Cy", "Di")


def _to_refinement(state: State, card: str) -> tuple[State, list[Event]]:
    """Seat 0 holds `card` in its discard pile and chooses Refinement; seat 1 Stamina."""
    state = state.with_dancer(0, replace(state.dancers[0], discard=(card,)))
    cheap = [pool_cards(1, "latin"), pool_cards(1, "jazz")]
    for seat in (0, 1):
        state = with_hand(state, seat, [cheap[seat], "bas05"])
    log: list[Event] = []
    for seat in (0, 1):
        state = play(state, f"play {cheap[seat]}", log)
    state = play(state, "recover refinement", log)
    state = play(state, "recover stamina", log)
    assert state.phase is Phase.REFINE and RULES.to_act(state) == 0
    return state, log


@pytest.mark.parametrize("card", ["stumble", "bas01", pool_cards(3, "street")])
def test_every_refined_card_goes_face_down_onto_the_common_discard(card: str) -> None:
    """Rulebook, Recovery: "place it face-down in the common discard pile" — a starter and a
    Stumble too (before: a refined starter left the game, a refined Stumble went back to
    the supply)."""
    state, _ = _to_refinement(after_draft(2), card)
    common, owned = state.common_discard, state.dancers[0].collection().count(card)
    state = play(state, f"refine discard {card}")
    assert state.dancers[0].collection().count(card) == owned - 1
    assert state.common_discard == tuple(sorted(common + (card,)))
    assert state.dancers[0].refined == 1


def test_the_refined_card_is_named_to_its_owner_only() -> None:
    card = "bas03"
    state, _ = _to_refinement(after_draft(2), card)
    state, events = RULES.apply(state, RULES.parse_action(state, f"refine discard {card}"))
    refined = [e for e in events if isinstance(e, ev.Refined)]
    assert len(refined) == 1 and refined[0].private_to == 0
    name = catalogue().moves[card].name
    assert name in refined[0].for_seat(0).text(NAMES)
    seen = refined[0].for_seat(1).text(NAMES)
    assert name not in seen and "discard pile" in seen and "face down" in seen


def test_twins_differing_in_the_refined_card_look_the_same_to_a_rival() -> None:
    """Twins that differ only in which of two cards lies in seat 0's discard pile (a starter
    or a pool move; the other in its deck) and is refined: the rival's observation and log
    must not tell them apart (before: the starter count and the common discard's size
    showed which, and the log named the card)."""
    starter, move = "bas02", pool_cards(2, "jazz")
    logs, views = [], []
    for refined, kept in ((starter, move), (move, starter)):
        state = after_draft(2, seed=8)
        d = state.dancers[0]
        deck = tuple(c for c in d.deck if c != starter) + (kept,)
        state = state.with_dancer(0, replace(d, deck=deck, hand=tuple(c for c in d.hand if c != starter)))
        state, _ = _to_refinement(state, refined)
        assert sorted(state.dancers[0].collection()).count(starter) == 1
        state, events = RULES.apply(state, RULES.parse_action(state, f"refine discard {refined}"))
        logs.append([e.for_seat(1).text(NAMES) for e in events])
        views.append(RULES.observe(state, 1))
    assert logs[0] == logs[1]
    assert views[0] == views[1]


def test_refined_starters_and_stumbles_come_back_through_the_pool() -> None:
    """The common discard "reshuffles into the pool when needed": a refined starter or
    Stumble in it can be drawn by an Inspiration."""
    state = after_draft(2)
    back = ("bas01", "stumble", pool_cards(2, "latin"))
    state = replace(state, pool=(), common_discard=tuple(sorted(back)))
    cheap = [pool_cards(1, "latin", skip=1), pool_cards(1, "jazz", skip=1)]
    for seat in (0, 1):
        state = with_hand(state, seat, [cheap[seat], "bas05"])
    for seat in (0, 1):
        state = play(state, f"play {cheap[seat]}")
    state = play(play(state, "recover inspiration"), "recover stamina")
    assert state.phase is Phase.INSPIRE and state.dancers[0].drawn == tuple(sorted(back))


def test_stumbles_in_the_pool_and_common_discard_are_out_of_the_supply() -> None:
    from game.beat_by_beat.dealing import stumbles_out
    state = after_draft(2)
    state = replace(state, pool=state.pool + ("stumble",), common_discard=("stumble", "stumble"))
    assert stumbles_out(state) == 3


# -- A Judge met by two dancers in the same round -------------------------------------------
JUDGE = "steady-eddie"   # eight successful moves, none costing more than 3


def _meets(cost: int = 2, hand: int = 0) -> Dancer:
    phrase = tuple(Played(pool_cards(cost, "latin"), True, bonus=cost - 1) for _ in range(8))
    return Dancer(hand=("bas01",) * hand, phrase=phrase)


def test_a_judge_met_by_two_goes_to_the_better_round() -> None:
    """Before: both missed it. The dancer whose round scored more claims it."""
    better, worse = _meets(cost=3), _meets(cost=2)
    result = score_round(1, (worse, better), (JUDGE,), (None,), 0)
    assert result.claims == ((1, JUDGE, catalogue().judges[JUDGE].points),)
    assert result.missed == ()


def test_a_judge_met_by_two_equal_rounds_goes_to_the_smaller_deck() -> None:
    result = score_round(1, (_meets(hand=2), _meets(hand=1), Dancer()), (JUDGE,), (None,), 0)
    assert [seat for seat, _, _ in result.claims] == [1]


def test_a_judge_met_by_two_equal_in_round_and_deck_is_missed_by_both() -> None:
    result = score_round(1, (_meets(), _meets()), (JUDGE,), (None,), 0)
    assert result.claims == () and result.missed == (JUDGE,)


def test_the_judge_tie_break_counts_the_crowd_placement() -> None:
    """Equal move bonuses: the dancer with more crowd wins had the better round."""
    crowd = replace(_meets(), favor=2)
    result = score_round(1, (_meets(), crowd), (JUDGE,), (None,), 0)
    assert [seat for seat, _, _ in result.claims] == [1]


# -- Placement when nobody (or not everybody) won the crowd ---------------------------------
@pytest.mark.parametrize("favors,expected", [
    ((1, 0), (8, 4)),                 # two dancers: 2nd place is 4 points, won crowd or not
    ((0, 0), (6, 6)),                 # nobody won: tied for 1st, 8 + 4 split
    ((3, 0, 0), (8, 3, 3)),           # 2nd and 3rd shared: 4 + 2 split
    ((0, 0, 0), (5, 5, 5)),           # 14 split three ways, rounded up
    ((2, 1, 0, 0), (8, 4, 1, 1)),     # 3rd and 4th share the 2 of 3rd place
    ((0, 0, 0, 0), (4, 4, 4, 4)),     # 14 split four ways, rounded up
])
def test_every_dancer_is_ranked_by_crowd_wins_none_included(favors: tuple[int, ...],
                                                            expected: tuple[int, ...]) -> None:
    assert placement(favors) == expected
    result = score_round(1, tuple(Dancer(favor=f) for f in favors), (), (), 0)
    assert result.placement == expected


@pytest.mark.parametrize("seats,share", [(2, 6), (3, 5), (4, 4)])
def test_a_last_beat_nobody_wins_leaves_every_dancer_tied_for_first(seats: int, share: int) -> None:
    """A whole round with no crowd win (every beat tied): every dancer shares 1st place."""
    state = replace(after_draft(seats, seed=3), beat=7)
    cards = [pool_cards(1, style) for style in ("latin", "jazz", "street", "classical")[:seats]]
    for seat in range(seats):
        state = with_hand(state, seat, [cards[seat], "bas05"])
    log: list[Event] = []
    state = beat(state, cards, log=log)
    scored = next(e for e in log if isinstance(e, ev.RoundScored))
    assert scored.score.favors == (0,) * seats
    assert scored.score.placement == (share,) * seats
    assert all(d.score == share for d in state.dancers)


def test_placement_through_random_games_awards_every_seat_a_place() -> None:
    """In real rounds every dancer's placement follows its rank, none left out at 0 unless
    ranked fourth of four."""
    rng = random.Random(4)
    for seats in (2, 3, 4):
        state = RULES.new_game(GameConfig.make(seats), seats)
        while state.round == 1:
            legal = RULES.legal_actions(state)
            state, events = RULES.apply(state, legal[rng.randrange(len(legal))])
            for e in events:
                if isinstance(e, ev.RoundScored):
                    favors, places = e.score.favors, e.score.placement
                    for seat in range(seats):
                        ahead = sum(f > favors[seat] for f in favors)
                        assert (places[seat] > 0) is (ahead < 3), (favors, places)
