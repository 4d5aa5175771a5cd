"""Beat by Beat: the Experimental Rules offered as options, and the content files' checks."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from game.beat_by_beat.content import ContentError, catalogue, content_dir, load_catalogue
from game.beat_by_beat.execution import discount
from game.beat_by_beat.rules import RULES
from game.beat_by_beat.scoring import score_round
from game.beat_by_beat.state import Dancer, Phase, Played
from game.core.contract import GameConfig
from tests.beat_by_beat.bbb_helpers import after_draft, play, pool_cards, with_hand


def _win_a_beat(state, seat_cost=(4, 1)):  # type: ignore[no-untyped-def]
    mine, theirs = pool_cards(seat_cost[0], "latin"), pool_cards(seat_cost[1], "jazz")
    state = with_hand(state, 0, [mine, "bas01", "bas02", "bas03", "bas04"])
    state = with_hand(state, 1, [theirs, "bas05"])
    for card in (mine, theirs):
        state = play(state, f"play {card}")
    return state


def test_crowd_favor_tokens_give_a_permanent_discount() -> None:
    state = after_draft(2, crowd_tokens=True)
    for _ in range(2):
        state = _win_a_beat(state)
        while state.phase is not Phase.SELECT:
            state = play(state, str(RULES.legal_actions(state)[0]))
    assert state.dancers[0].tokens == 2
    card = pool_cards(5, "street")
    assert discount(state, 0, card).tokens == 1
    plain = after_draft(2)
    assert discount(plain, 0, card).tokens == 0


def test_bonus_recovery_on_crowd_favor() -> None:
    state = _win_a_beat(after_draft(2, favor_recovery=True))
    while state.phase is Phase.PAY:
        state = play(state, str(RULES.legal_actions(state)[0]))
    assert state.phase is Phase.RECOVER
    assert [d.picks for d in state.dancers] == [2, 1]
    off = _win_a_beat(after_draft(2))
    while off.phase is Phase.PAY:
        off = play(off, str(RULES.legal_actions(off)[0]))
    assert [d.picks for d in off.dancers] == [1, 1]


def test_judge_drafting() -> None:
    state = RULES.new_game(GameConfig.make(2, judge_draft=True), 3)
    # the Judges are picked before the game: no pool card is dealt yet, and the last seat
    # picks first (seat 1 would otherwise always get the pick of the table)
    assert state.phase is Phase.JUDGE_DRAFT and RULES.to_act(state) == 1
    assert all(d.drawn == () for d in state.dancers) and len(state.pool) == 120
    assert RULES.opening_events(state) == ()
    first = state.judges[0]
    state = play(state, f"judge {first}")
    assert f"judge {first}" not in [str(a) for a in RULES.legal_actions(state)]
    assert all(d.drawn == () for d in state.dancers) and RULES.to_act(state) == 0
    state = play(state, f"judge {state.judges[1]}")
    assert state.phase is Phase.DRAFT and state.dancers[1].own_judge == first
    assert [len(d.drawn) for d in state.dancers] == [5, 5] and len(state.pool) == 110
    judge = "steady-eddie"
    phrase = tuple(Played(pool_cards(2, "latin"), True) for _ in range(8))
    points = catalogue().judges[judge].points
    mine = score_round(1, (Dancer(phrase=phrase, own_judge=judge), Dancer()), (judge,), (None,), 2)
    assert mine.claims == ((0, judge, points + 2),)
    theirs = score_round(1, (Dancer(phrase=phrase), Dancer(own_judge=judge)), (judge,), (None,), 2)
    assert theirs.claims == ((0, judge, points),)


def test_the_content_has_the_documents_counts_and_shapes() -> None:
    cat = catalogue()
    assert len(cat.pool) == 120 and len(cat.starter) == 10 and len(cat.rhythm) == 80
    assert len(cat.judges) == 12 and cat.stumble_supply == 20
    moves = [cat.moves[c] for c in cat.pool]
    assert sum(m.multi for m in moves) == 20
    assert {m.cost for m in moves} == {1, 2, 3, 4, 5}
    assert set(Counter(m.type for m in moves)) == {"step", "spin", "jump", "pose", "flow", "pop"}
    pairs = {tuple(sorted(m.styles)) for m in moves if m.multi}
    assert len(pairs) == 10  # every pair of styles has a multi-style move
    blank = [r for r in cat.rhythm.values() if r.blank]
    assert 44 <= len(blank) <= 52 and len({r.flavour for r in blank}) == len(blank)
    assert all(not cat.moves[c].styles for c in cat.starter)


def test_a_broken_content_file_names_file_entry_and_field(tmp_path: Path) -> None:
    source = (content_dir() / "moves.toml").read_text(encoding="utf-8")
    broken = source.replace('cost = 4\nstyles = ["latin"]', 'cost = 9\nstyles = ["latin"]', 1)
    broken = broken.replace('provenance = "designed"', 'provenance = "dreamt"', 1)
    (tmp_path / "moves.toml").write_text(broken, encoding="utf-8")
    with pytest.raises(ContentError) as raised:
        load_catalogue(tmp_path / "moves.toml", content_dir() / "rhythm.toml",
                       content_dir() / "judges.toml")
    message = str(raised.value)
    assert "moves.toml: move 17 (lat17), field 'cost'" in message and "found 9" in message
    assert "moves.toml: move 1 (lat01), field 'provenance'" in message
    assert raised.value.file == "moves.toml" and raised.value.field in ("cost", "provenance")


def test_hard_cannot_see_a_rivals_face_down_move() -> None:
    """Twins that differ only in seat 0's committed move look the same to seat 1, and Hard
    (at a fixed iteration cap, so the clock cannot differ) chooses the same in both."""
    import random
    from dataclasses import replace as swap

    from game import registry
    from game.beat_by_beat.state import remove_one
    from game.core.bots import Budget
    state = after_draft(2, seed=11)
    first, other = state.dancers[0].hand[0], state.dancers[0].hand[1]
    laid = play(state, f"play {first}")
    assert laid.select is not None
    hand = remove_one(state.dancers[0].hand, other)  # the twin laid `other` instead
    twin = swap(laid.with_dancer(0, swap(laid.dancers[0], hand=hand)),
                select=laid.select.with_choice(0, other))
    assert twin != laid
    assert RULES.observe(twin, 1) == RULES.observe(laid, 1)
    bot = registry.bot("beat_by_beat", "hard")
    legal = RULES.legal_actions(laid)
    budget = Budget(seconds=60.0, iterations=16)
    assert bot.choose(RULES.observe(laid, 1), legal, random.Random(3), budget) == \
        bot.choose(RULES.observe(twin, 1), legal, random.Random(3), budget)
