"""Beat by Beat: the two Experimental Rules designed for this app — Move Bonus Effects and
Variable Crowd Bonuses (docs/rules/beat_by_beat.md, "Options") — their rules, the bots
playing them, and hidden information with every option on."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from game import registry
from game.beat_by_beat import events as ev
from game.beat_by_beat.ai import unseen_cards
from game.beat_by_beat.content import catalogue
from game.beat_by_beat.crowd import crowd_points
from game.beat_by_beat.execution import discount
from game.beat_by_beat.options import EXPERIMENTAL
from game.beat_by_beat.policy import card_worth, select_value
from game.beat_by_beat.rules import RULES
from game.beat_by_beat.scoring import score_round
from game.beat_by_beat.state import BEATS, Dancer, Phase, Played, State
from game.core.bots import Budget
from game.core.contract import Event, GameConfig
from tests.beat_by_beat.bbb_helpers import after_draft, beat, play, pool_cards, with_hand

EVERY_OPTION = {key: True for key in EXPERIMENTAL}
NAMES = ("Ann", "Bo", "Cy", "Di")


def with_effect(effect: str, cost: int | None = None) -> str:
    cat = catalogue()
    return next(c for c in cat.pool if cat.moves[c].effect == effect
                and (cost is None or cat.moves[c].cost == cost))


# -- Move Bonus Effects -----------------------------------------------------------------------
def _lay(state: State, mine: str, theirs: str, hand: list[str]) -> tuple[State, list[Event]]:
    state = with_hand(state, 0, [mine] + hand)
    state = with_hand(state, 1, [theirs, "bas09"])
    log: list[Event] = []
    state = play(play(state, f"play {mine}", log), f"play {theirs}", log)
    while state.phase is Phase.PAY:
        state = play(state, str(RULES.legal_actions(state)[0]), log)
    return state, log


def test_every_effect_is_on_the_cards_the_content_says() -> None:
    cat = catalogue()
    carriers = [cat.moves[c] for c in cat.pool if cat.moves[c].effect]
    assert len(carriers) == 24
    assert {m.effect for m in carriers} == {"encore", "momentum", "polish", "muse"}
    assert not any(cat.moves[c].effect for c in cat.starter)


@pytest.mark.parametrize("on", [True, False])
def test_encore_draws_a_card_once_every_dancer_has_paid(on: bool) -> None:
    card = with_effect("encore")   # cost 3 (2 discards) or a cost-2 multi (1)
    state = after_draft(2, move_effects=on)
    state = state.with_dancer(0, replace(state.dancers[0], deck=("bas10",) + state.dancers[0].deck))
    state, log = _lay(state, card, pool_cards(1, "jazz"), ["bas01", "bas02", "bas03"])
    assert state.phase is Phase.RECOVER
    effects = [e for e in log if isinstance(e, ev.MoveEffect)]
    drew = [i for i, e in enumerate(log) if isinstance(e, ev.Drew) and e.seat == 0]
    if not on:
        assert effects == [] and drew == []
        return
    assert [(e.seat, e.effect) for e in effects] == [(0, "encore")]
    assert len(drew) == 1 and log[drew[0]].count == 1      # type: ignore[attr-defined]
    last_paid = max(i for i, e in enumerate(log) if isinstance(e, ev.Paid))
    assert drew[0] > last_paid and "bas10" in state.dancers[0].hand


def test_a_failed_effect_move_does_nothing() -> None:
    card = with_effect("encore", cost=3)
    state = after_draft(2, move_effects=True)
    state, log = _lay(state, card, pool_cards(1, "jazz"), [])   # 2 owed, nothing to pay with
    assert not state.dancers[0].phrase[-1].success
    assert not any(isinstance(e, ev.MoveEffect) for e in log)


def test_momentum_takes_one_off_the_next_move_this_round_only() -> None:
    card = with_effect("momentum", cost=1)
    state = after_draft(2, move_effects=True)
    state = beat(*_at_select(state, card))
    big = pool_cards(5, "street")
    assert discount(state, 0, big).effect == 1
    assert discount(state, 0, big).chain == 1
    off = beat(*_at_select(after_draft(2), card))
    assert discount(off, 0, big).effect == 0
    round_two = replace(state, dancers=tuple(replace(d, phrase=()) for d in state.dancers))
    assert discount(round_two, 0, big).effect == 0     # no move before it this round


def _at_select(state: State, card: str) -> tuple[State, list[str]]:
    theirs = pool_cards(1, "jazz")
    state = with_hand(state, 0, [card, "bas01", "bas02"])
    state = with_hand(state, 1, [theirs, "bas03"])
    return state, [card, theirs]


@pytest.mark.parametrize("effect,action", [("polish", "refinement"), ("muse", "inspiration")])
def test_polish_and_muse_give_a_bonus_recovery_action(effect: str, action: str) -> None:
    card = with_effect(effect)
    state = after_draft(2, move_effects=True)
    state, log = _lay(state, card, pool_cards(1, "jazz"), ["bas01", "bas02", "bas03", "bas04"])
    state = play(play(state, "recover stamina", log), "recover stamina", log)
    assert any(isinstance(e, ev.MoveEffect) and e.effect == effect for e in log)
    assert state.dancers[0].recovery == ("stamina", action)
    assert state.dancers[1].recovery in ((), ("stamina",))


# -- Variable Crowd Bonuses -----------------------------------------------------------------------
def test_each_round_shows_its_own_crowd_bonus_and_the_next_one() -> None:
    state = RULES.new_game(GameConfig.make(2, crowd_bonuses=True), 7)
    assert state.crowd_now and state.crowd_next and len(state.crowd_deck) == 10
    seen = [state.crowd_now]
    nexts = [state.crowd_next]
    rng = random.Random(7)
    while RULES.outcome(state) is None:
        legal = RULES.legal_actions(state)
        before = state.round
        state, _ = RULES.apply(state, legal[rng.randrange(len(legal))])
        if state.round != before and RULES.outcome(state) is None:
            assert state.crowd_now == nexts[-1]            # the card seen a round ahead
            seen.append(state.crowd_now)
            nexts.append(state.crowd_next)
    assert len(seen) == 6 and len(set(seen)) == 6 and nexts[-1] == ""
    obs = RULES.observe(RULES.new_game(GameConfig.make(2, crowd_bonuses=True), 7), 1)
    assert (obs.crowd_now, obs.crowd_deck_size) == (seen[0], 10)
    assert RULES.new_game(GameConfig.make(2), 7).crowd_now == ""


def _phrase(*beats: str) -> tuple[Played, ...]:
    """o: won outright; m: matched; t: tied leader; -: nothing; x: failed — with a cost-4
    Latin move; L: a cost-2 Latin move that won outright; M: a multi-style win."""
    latin4, latin2 = pool_cards(4, "latin"), pool_cards(2, "latin")
    made = []
    for b in beats:
        card = {"L": latin2, "M": "mix01"}.get(b, latin4)
        made.append(Played(card, b != "x", outright=b in "oLM", matched=b == "m", tied=b == "t"))
    return tuple(made)


@pytest.mark.parametrize("card,phrases,expected", [
    ("opening-number", ("o-------", "-o------"), (3, 0)),
    ("grand-finale", ("-------o", "o-------"), (3, 0)),
    ("on-their-feet", ("ooo-oo--", "---o--oo"), (6, 2)),
    ("call-and-response", ("mm-m----", "o-------"), (3, 0)),
    ("latin-night", ("oMmtx---", "--------"), (6, 0)),   # the multi-style win does not count
    ("showstopper", ("oL------", "--------"), (2, 0)),   # cost 4 counts, cost 2 does not
    ("packed-house", ("oo------", "--oo----"), (2, 2)),  # tied for first: 4 shared
    ("standing-ovation", ("o-o-o---", "-o-o-o-o"), (4, 0)),  # first to three outright wins
])
def test_each_crowd_bonus_pays_as_its_card_says(card: str, phrases: tuple[str, str],
                                                 expected: tuple[int, int]) -> None:
    dancers = tuple(Dancer(phrase=_phrase(*p), favor=sum(c in "omtLM" for c in p),
                           outright=sum(c in "oLM" for c in p)) for p in phrases)
    assert crowd_points(card, dancers) == expected
    result = score_round(1, dancers, (), (), 0, card)
    assert result.crowd == expected
    assert [result.round_points(s) for s in (0, 1)] == \
        [result.bonuses[s] + result.placement[s] + expected[s] for s in (0, 1)]


def test_the_crowd_bonus_is_scored_with_the_round() -> None:
    state = replace(after_draft(2, crowd_bonuses=True), beat=BEATS - 1, crowd_now="grand-finale")
    earlier = tuple(Played("bas01", True) for _ in range(BEATS - 1))   # seven beats danced
    state = replace(state, dancers=tuple(replace(d, phrase=earlier) for d in state.dancers))
    win, lose = pool_cards(3, "latin"), pool_cards(1, "jazz")
    state = with_hand(state, 0, [win, "bas01", "bas02"])
    state = with_hand(state, 1, [lose, "bas03"])
    log: list[Event] = []
    state = beat(state, [win, lose], log=log)
    scored = next(e for e in log if isinstance(e, ev.RoundScored)).score
    assert scored.crowd == (3, 0) and "crowd bonus +3" in ev.RoundScored(scored).text(NAMES)
    assert state.dancers[0].score == scored.total(0)


# -- the bots play them -------------------------------------------------------------------------
def test_normal_weighs_a_moves_effect_only_with_the_option() -> None:
    card = with_effect("encore", cost=3)
    plain = pool_cards(3, "latin")
    assert catalogue().moves[plain].effect == ""
    for on in (True, False):
        state = with_hand(after_draft(2, move_effects=on), 0, [card, plain, "bas01", "bas02", "bas03"])
        obs = RULES.observe(state, 0)
        gap = select_value(obs, card) - select_value(obs, plain)
        gap -= catalogue().moves[card].bonus - catalogue().moves[plain].bonus
        owned = card_worth(obs, card) - card_worth(obs, plain)
        assert (round(gap, 6) > 0.5) is on and (owned > 0.5) is on


def test_normal_chases_the_crowd_bonus_on_view() -> None:
    latin, jazz = pool_cards(3, "latin"), pool_cards(3, "jazz")
    state = after_draft(2, crowd_bonuses=True)
    state = with_hand(state, 0, [latin, jazz, "bas01", "bas02"])

    def lean(crowd: str) -> tuple[float, float]:
        """How much more Normal likes the Latin move than the Jazz one, to lay and to own."""
        obs = RULES.observe(replace(state, crowd_now=crowd, crowd_next=""), 0)
        return (select_value(obs, latin) - select_value(obs, jazz),
                card_worth(obs, latin) - card_worth(obs, jazz))

    plain, latin_night, jazz_night = lean(""), lean("latin-night"), lean("jazz-night")
    assert latin_night[0] > plain[0] + 1.0 and jazz_night[0] < plain[0] - 1.0
    assert latin_night[1] > plain[1] > jazz_night[1]


# -- hidden information with every option on --------------------------------------------------
def _states(seats: int, seed: int, picks: int) -> list[State]:
    rng = random.Random(seed)
    state = RULES.new_game(GameConfig.make(seats, **EVERY_OPTION), seed)
    states = []
    while RULES.outcome(state) is None:
        states.append(state)
        legal = RULES.legal_actions(state)
        state, _ = RULES.apply(state, legal[rng.randrange(len(legal))])
    return states[::max(1, len(states) // picks)]


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_twins_with_every_option_look_and_play_the_same(seats: int) -> None:
    rng = random.Random(seats)
    bots = {level: registry.bot("beat_by_beat", level) for level in ("easy", "normal", "hard")}
    budget = Budget(seconds=60.0, iterations=4)
    crowd_redealt = 0
    for state in _states(seats, 30 + seats, 8):
        seat = RULES.to_act(state)
        assert seat is not None
        twin = RULES.redeal(state, seat, rng)
        crowd_redealt += twin.crowd_deck != state.crowd_deck   # the twins differ where unseen
        assert RULES.observe(twin, seat) == RULES.observe(state, seat)
        legal = RULES.legal_actions(state)
        assert RULES.legal_actions(twin) == legal
        for bot in bots.values():
            assert bot.choose(RULES.observe(state, seat), legal, random.Random(2), budget) == \
                bot.choose(RULES.observe(twin, seat), legal, random.Random(2), budget)
    assert crowd_redealt >= 4


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_hard_deals_worlds_that_fit_what_it_sees(seats: int) -> None:
    """Refined cards, starters and Stumbles flow through the pool: every determinized
    world still has the sizes the observation shows and the game's every card."""
    _, knowledge = registry.load("beat_by_beat")
    rng = random.Random(seats)
    for state in _states(seats, 50 + seats, 40):
        seat = RULES.to_act(state)
        assert seat is not None
        obs = RULES.observe(state, seat)
        world = knowledge.determinize(obs, rng)
        assert RULES.observe(world, seat) == obs
        held = sorted(c for d in world.dancers for c in d.collection() + d.drawn) \
            + sorted(world.pool + world.common_discard) + [c for c in (world.committed(s) for s in
                                                                         range(seats)) if c]
        truth = sorted(c for d in state.dancers for c in d.collection() + d.drawn) \
            + sorted(state.pool + state.common_discard) + [c for c in (state.committed(s) for s in
                                                                         range(seats)) if c]
        assert sorted(held) == sorted(truth)
        assert len(unseen_cards(obs)) == len(world.pool) + len(world.common_discard) + sum(
            v.hidden_cards - len(v.paid) + v.drawing for v in obs.dancers if v.seat != seat)


def test_the_table_can_word_a_moves_effect_and_the_crowd_bonus_cards() -> None:
    from game.beat_by_beat.view import crowd_words, effect_words
    card = with_effect("polish")
    on = RULES.observe(after_draft(2, move_effects=True, crowd_bonuses=True), 0)
    off = RULES.observe(after_draft(2), 0)
    assert effect_words(on, card).startswith("Polish") and effect_words(off, card) == ""
    now, upcoming = crowd_words(on)
    assert now.startswith(catalogue().crowd[on.crowd_now].title) and upcoming
    assert crowd_words(off) == ("", "")
