"""Stacked set-ups: a record's config fixes every piece of chance a scenario needs."""

from __future__ import annotations

import random

import pytest

from game.core.chance import Chance
from game.core.contract import GameConfig


def test_stacked_draws_come_first_in_order_and_none_leaves_one_to_chance() -> None:
    chance = Chance(1, 0, (4, None, ("c", "a"), "z"))
    roll, chance = chance.randint(1, 6)
    free, chance = chance.randint(1, 6)
    order, chance = chance.shuffle("abcd")
    pick, chance = chance.choice("xyz")
    assert roll == 4 and 1 <= free <= 6 and order[:2] == ("c", "a")
    assert sorted(order) == ["a", "b", "c", "d"] and pick == "z" and chance.stacked == ()


@pytest.mark.parametrize("stacked,draw", [
    ((7,), lambda c: c.randint(1, 6)),
    (("q",), lambda c: c.choice("xyz")),
    ((("a", "a"),), lambda c: c.shuffle("abc")),
    ((("e",),), lambda c: c.shuffle("abc")),
])
def test_a_stacked_outcome_the_draw_cannot_give_is_refused(stacked: tuple, draw) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(ValueError):
        draw(Chance(1, 0, stacked))


def test_dance_card_positions_decks_and_song_die_can_be_stacked() -> None:
    from game.dance_card.roster import roster
    from game.dance_card.rules import RULES
    r = roster()
    scatter = tuple(range(r.base_students))[::-1]        # the last student first
    smooth = (0, 1, 2)                                   # card codes, top first
    mix = (5, 4)
    config = GameConfig.make(2, mode="competitive", students=("Kate", "Nate"),
                             chance=(None, None, scatter, smooth, mix, 2))
    state = RULES.new_game(config, 9)
    first_place = [s for s in scatter[:r.board.setup_count(0)]]
    assert all(state.positions[s] == 0 for s in first_place)
    assert state.song_face == 2                           # the Song Die rolled at START
    assert state.mix_deck[:2] == mix and state.smooth_deck[:3] == smooth  # both decks' order
    assert sorted(state.smooth_deck) == sorted(r.smooth_deck())           # no card lost


def test_dancing_queen_every_round_s_deck_can_be_stacked() -> None:
    from game.dancing_queen.rules import RULES
    from game.dancing_queen.cards import cards
    ids = [c.card_id for c in cards()]
    first, second = ids[::-1], ids[2:] + ids[:2]
    state = RULES.new_game(GameConfig.make(2, first=0, decks=(first, second)), 3)
    assert state.hands == (ids.index(first[0]), ids.index(first[1]))
    rng = random.Random(3)
    while state.round == 1:
        legal = RULES.legal_actions(state)
        state, _ = RULES.apply(state, legal[rng.randrange(len(legal))])
    if state.round == 2:
        mic = state.microphone
        dealt = (ids.index(second[0]), ids.index(second[1]))
        assert state.hands == (dealt if mic == 0 else dealt[::-1])
        assert state.deck == tuple(ids.index(c) for c in second[2:])


def test_ddr_quick_restep_puts_its_card_back_where_the_record_says() -> None:
    from game.ddr.rules import RULES
    config = GameConfig.make(2, songs=("first-light", "kite-string"), first=0, chance=(None, 4))
    state = RULES.new_game(config, 7)

    def play(text: str) -> None:
        nonlocal state
        state, _ = RULES.apply(state, RULES.parse_action(state, text))

    hand = state.dancers[0].hand
    step = next(c for c in hand if "/" in c)
    play("keep")
    play(f"step {step}")
    play("done")
    if state.turn.phase.value == "reconcile":
        play("refill")
    while state.turn.seat != 0:   # the other seat lays nothing
        legal = {str(a) for a in RULES.legal_actions(state)}
        play(next(t for t in ("keep", "done", "refill") if t in legal))
    deck = list(state.deck)
    card = "quick-restep"
    if card not in state.dancers[0].hand:   # hand the seat a Quick Restep from the deck
        index = deck.index(card)
        swap = state.dancers[0].hand[0]
        deck[index] = swap
        hand = tuple(sorted(state.dancers[0].hand[1:] + (card,)))
        state = state.with_dancer(0, state.dancers[0].with_hand(hand)).with_deck(tuple(deck))
    play("keep")
    play("link quick-restep 1")
    assert state.deck[4] == step
