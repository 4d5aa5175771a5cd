"""Beat by Beat rules, scenario by scenario (rulebook v2.0 and docs/rules/beat_by_beat.md)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.beat_by_beat import events as ev
from game.beat_by_beat.content import catalogue
from game.beat_by_beat.execution import crowd_favor
from game.beat_by_beat.rules import RULES
from game.beat_by_beat.scoring import placement
from game.beat_by_beat.state import Dancer, Phase, Played
from game.core.contract import Event, GameConfig, IllegalActionError, Termination
from tests.beat_by_beat.bbb_helpers import after_draft, beat, play, pool_cards, with_hand

FODDER = [f"bas{n:02d}" for n in range(1, 11)]


def test_the_documents_eight_beat_execution_table() -> None:
    """Rulebook, Execution Example: cost, discount and discards of each beat."""
    # (cost, expected discount, discards owed, cards left in hand besides the move, success)
    table = [(1, 0, 0, 3, True), (2, 1, 0, 3, True), (4, 2, 1, 3, True), (4, 4, 0, 3, True),
             (3, 0, 2, 3, True), (5, 3, 1, 0, False), (5, 0, 4, 2, False), (2, 0, 1, 2, True)]
    state = after_draft(2)
    for number, (cost, discount, owed, spare, success) in enumerate(table):
        mine = pool_cards(cost, "latin", skip=0 if number % 2 == 0 else 1)
        theirs = pool_cards(cost, "jazz")  # the same cost every beat: nobody wins the crowd
        state = with_hand(state, 0, [mine] + FODDER[:spare])
        state = with_hand(state, 1, [theirs] + FODDER[:4])
        log: list[Event] = []
        state = beat(state, [mine, theirs], log=log)
        done = next(e for e in log if isinstance(e, ev.Executed) and e.seat == 0)
        assert done.card == mine, f"beat {number + 1}"
        assert (done.discount, done.owed, done.success) == (discount, owed, success), f"beat {number + 1}"
        paid = sum(isinstance(e, ev.Paid) and e.seat == 0 for e in log)
        assert paid == (owed if success else 0), f"beat {number + 1} paid {paid}"
        favor = next(e for e in log if isinstance(e, ev.CrowdFavor))
        assert 0 not in favor.winners
    assert state.beat == 0 and state.round == 2  # the round ended after beat 8


def test_payment_is_chosen_card_by_card_and_refused_when_not_owed() -> None:
    state = after_draft(2)
    big, other = pool_cards(4, "latin"), pool_cards(1, "jazz")
    state = with_hand(state, 0, [big, "bas01", "bas05", "bas09", "bas10"])
    state = with_hand(state, 1, [other, "bas02"])
    state = play(play(state, f"play {big}"), f"play {other}")
    assert state.phase is Phase.PAY and RULES.to_act(state) == 0 and state.dancers[0].owed == 3
    with pytest.raises(IllegalActionError, match="discard"):
        play(state, "recover stamina")
    state = play(state, "discard bas09")
    assert state.dancers[0].owed == 2 and "bas09" in state.dancers[0].discard


def test_a_stumble_is_forced_on_an_empty_hand() -> None:
    state = with_hand(after_draft(2), 0, [])
    assert [str(a) for a in RULES.legal_actions(state)] == ["play stumble"]
    state = play(state, "play stumble")
    state = play(state, f"play {state.dancers[1].hand[0]}")
    assert state.dancers[0].phrase[-1].card == "stumble" and state.dancers[0].phrase[-1].success


def test_a_crowd_tie_has_no_winner_even_with_a_style_match() -> None:
    state = after_draft(3)
    tie = (Played(pool_cards(4, "latin"), True), Played(pool_cards(4, "ballroom"), True),
           Played(pool_cards(2, "latin"), True))
    favor = crowd_favor(state, tie)
    assert favor.winners == () and favor.matchers == ()
    clear = (Played(pool_cards(4, "latin"), True), Played(pool_cards(3, "ballroom"), True),
             Played("mix07", True))  # Latin / Street: matches the Latin winner
    favor = crowd_favor(state, clear)
    assert favor.winners == (0,) and favor.matchers == (2,) and favor.boost
    failed = (Played(pool_cards(5, "latin"), False), Played(pool_cards(3, "ballroom"), True),
              Played("stumble", True))
    assert crowd_favor(state, failed).winners == (1,)


def test_only_the_outright_winner_gets_the_next_beat_discount() -> None:
    state = after_draft(2)
    win, match = pool_cards(3, "latin"), pool_cards(2, "latin")
    state = with_hand(state, 0, [win, "bas01", "bas02", "bas03"])
    state = with_hand(state, 1, [match, "bas04", "bas05"])
    state = beat(state, [win, match])
    first, second = state.dancers[0].phrase[-1], state.dancers[1].phrase[-1]
    assert first.outright and first.boost and second.matched and not second.boost
    assert state.dancers[0].favor == 1 and state.dancers[1].favor == 1
    nxt, other = pool_cards(5, "jazz"), pool_cards(5, "street")
    state = with_hand(state, 0, [nxt] + FODDER[:4])
    state = with_hand(state, 1, [other] + FODDER[:4])
    state = beat(state, [nxt, other])
    assert state.dancers[0].phrase[-1].discount == 3 + 1  # chain 3 and the crowd's +1
    assert state.dancers[1].phrase[-1].discount == 2


@pytest.mark.parametrize("favors,expected", [
    ((3, 3, 1), (6, 6, 2)),
    ((2, 1, 1, 0), (8, 3, 3, 0)),
    ((4, 4), (6, 6)),
    ((5, 0), (8, 4)),          # every dancer is ranked: 2nd of two takes 4 with no crowd win
    ((0, 0, 0), (5, 5, 5)),    # nobody won the crowd: all tied for 1st
    ((2, 2, 2), (5, 5, 5)),   # 14 split three ways, rounded up: a split never loses points
    ((3, 2, 1, 1), (8, 4, 1, 1)),  # a tie for 3rd and 4th shares the 2 of 3rd place
    ((1, 1, 1, 1), (4, 4, 4, 4)),  # 14 split four ways: 3.5, rounded up
    ((2, 1, 1, 1), (8, 2, 2, 2)),
])
def test_placement_splits_tied_places(favors: tuple[int, ...], expected: tuple[int, ...]) -> None:
    assert placement(favors) == expected


def _to_recovery(state, choices):  # type: ignore[no-untyped-def]
    cards = [pool_cards(1, "latin"), pool_cards(1, "jazz"), pool_cards(1, "street")]
    for seat in range(state.seats):
        state = with_hand(state, seat, [cards[seat], "bas05"])
    for seat in range(state.seats):
        state = play(state, f"play {cards[seat]}")
    log = []
    for choice in choices:
        state, events = RULES.apply(state, RULES.parse_action(state, f"recover {choice}"))
        log.extend(events)
    return state, log


def test_the_inspiration_shortage_resolves_none() -> None:
    state = after_draft(2)
    state = replace(state, pool=state.pool[:4], common_discard=state.common_discard[:1])
    state, log = _to_recovery(state, ["inspiration", "inspiration"])
    assert any(isinstance(e, ev.Shortage) for e in log)
    assert any(isinstance(e, ev.Shuffled) and e.seat is None for e in log)
    assert len(state.pool) == 5 and state.common_discard == ()
    assert all(d.drawn == () for d in state.dancers) and state.phase is Phase.SELECT


def test_the_reshuffle_ends_a_shortage_when_it_is_enough() -> None:
    state = after_draft(2)
    extra = tuple(c for c in state.pool[4:6])
    state = replace(state, pool=state.pool[:4], common_discard=tuple(sorted(extra)))
    state, log = _to_recovery(state, ["inspiration", "inspiration"])
    assert not any(isinstance(e, ev.Shortage) for e in log)
    assert state.phase is Phase.INSPIRE and [len(d.drawn) for d in state.dancers] == [3, 3]
    before, drawn = state.dancers[0].discard, state.dancers[0].drawn
    common = state.common_discard
    state = play(state, f"reject {drawn[0]}")
    # the two kept go to the dancer's discard pile, the one given back to the common discard
    assert state.dancers[0].discard == tuple(sorted(before + drawn[1:]))
    assert state.common_discard == tuple(sorted(common + drawn[:1]))
    assert state.dancers[0].drawn == () and state.dancers[1].drawn != ()


def test_recovery_choices_stay_hidden_until_everyone_chose() -> None:
    state, _ = _to_recovery(after_draft(2), ["refinement"])
    assert state.phase is Phase.RECOVER and RULES.to_act(state) == 1
    theirs, mine = RULES.observe(state, 1), RULES.observe(state, 0)
    assert theirs.recoveries is not None and theirs.recoveries.committed == (True, False)
    assert theirs.recovering is None and theirs.dancers[0].recovery == ()
    assert mine.recovering == ("refinement",)


def test_a_committed_move_stays_hidden_until_the_reveal() -> None:
    state = after_draft(2)
    card = state.dancers[0].hand[0]
    state = play(state, f"play {card}")
    theirs = RULES.observe(state, 1)
    assert theirs.committed is None and theirs.dancers[0].committed
    assert theirs.select is not None and theirs.select.own is None
    assert RULES.observe(state, 0).committed == card
    state, events = RULES.apply(state, RULES.parse_action(state, f"play {state.dancers[1].hand[0]}"))
    assert events[1].barrier and state.select is None and state.dancers[0].phrase[-1].card == card


def test_a_two_way_tie_goes_to_the_smaller_deck() -> None:
    state = after_draft(2)
    big = Dancer(hand=tuple(FODDER), score=50)
    small = Dancer(hand=tuple(FODDER[:8]), score=50)
    over = replace(state, phase=Phase.OVER, dancers=(big, small))
    outcome = RULES.outcome(over)
    assert outcome is not None and outcome.winners == (1,) and outcome.termination is Termination.WIN
    same = replace(over, dancers=(small, small))
    assert RULES.outcome(same).winners == (0, 1)  # type: ignore[union-attr]


def test_two_dancers_meeting_a_judge_together_both_miss_it() -> None:
    from game.beat_by_beat.scoring import score_round
    judge = "steady-eddie"
    phrase = tuple(Played(pool_cards(2, "latin"), True) for _ in range(8))
    dancers = (Dancer(phrase=phrase), Dancer(phrase=phrase))
    result = score_round(1, dancers, (judge,), (None,), 0)
    assert result.claims == () and result.missed == (judge,)
    result = score_round(1, (dancers[0], Dancer()), (judge,), (None,), 0)
    assert result.claims == ((0, judge, catalogue().judges[judge].points),)


def test_the_rhythm_rows_advance_and_the_sixth_round_shows_no_next_row() -> None:
    state = after_draft(2)
    second = state.rhythm_next
    state = replace(state, beat=7)
    while state.round == 1:
        state = beat(state, [str(a).split()[1] for a in (RULES.legal_actions(state)[0],)]
                     + [state.dancers[1].hand[0] if state.dancers[1].hand else "stumble"])
    assert state.rhythm_now == second and len(state.rhythm_next) == 8
    assert all(len(d.hand) == 5 for d in state.dancers) and all(d.phrase == () for d in state.dancers)


def test_options_are_refused_when_unknown() -> None:
    with pytest.raises(ValueError, match="Beat by Beat has no option 'moonwalk'"):
        RULES.new_game(GameConfig.make(2, moonwalk=True), 1)
    with pytest.raises(ValueError, match="focus_style"):
        RULES.new_game(GameConfig.make(2, focus_style="disco"), 1)


def test_the_preview_matches_what_execution_does() -> None:
    from game.beat_by_beat.view import preview
    state = after_draft(2)
    big = pool_cards(4, "latin")
    state = with_hand(state, 0, [big, "bas01", "bas02"])
    shown = preview(RULES.observe(state, 0), big)
    assert (shown.owed, shown.payable, shown.discount.total) == (3, False, 0)
    state = with_hand(state, 1, ["bas03"])
    state = beat(state, [big, "bas03"])
    assert not state.dancers[0].phrase[-1].success
