"""Helpers for Beat by Beat scenarios: a table past the opening draft, stacked hands and
Rhythm rows, and whole beats written in the action notation."""

from __future__ import annotations

from dataclasses import replace

from game.beat_by_beat.content import catalogue
from game.beat_by_beat.rules import RULES
from game.beat_by_beat.state import Phase, State
from game.core.contract import Event, GameConfig

BLANK_ROW = tuple(f"r{n:02d}" for n in range(1, 9))  # eight flavour cards, no effect


def pool_cards(cost: int, style: str | None = None, skip: int = 0) -> str:
    """A single-style pool move of that cost (and style), the `skip`-th one found."""
    cat = catalogue()
    found = [c for c in cat.pool if cat.moves[c].cost == cost and len(cat.moves[c].styles) == 1
             and (style is None or cat.moves[c].styles == (style,))]
    return found[skip]


def play(state: State, text: str, log: list[Event] | None = None) -> State:
    state, events = RULES.apply(state, RULES.parse_action(state, text))
    if log is not None:
        log.extend(events)
    return state


def after_draft(seats: int = 2, seed: int = 5, **options: object) -> State:
    """A game at the first Select: every seat kept the first three cards it drew."""
    state = RULES.new_game(GameConfig.make(seats, **options), seed)
    while state.phase in (Phase.DRAFT, Phase.JUDGE_DRAFT):
        state = play(state, str(RULES.legal_actions(state)[-1]))
    return replace(state, rhythm_now=BLANK_ROW)


def with_hand(state: State, seat: int, cards: list[str]) -> State:
    return state.with_dancer(seat, replace(state.dancers[seat], hand=tuple(sorted(cards))))


def beat(state: State, plays: list[str], recover: str = "stamina",
         log: list[Event] | None = None) -> State:
    """Every seat plays its move; discards owed are paid with the first cards in hand;
    every seat takes `recover`, refining or rejecting the first card offered."""
    for text in plays:
        state = play(state, f"play {text}", log)
    while state.phase is not Phase.SELECT and state.phase is not Phase.OVER:
        if state.phase is Phase.RECOVER:
            state = play(state, f"recover {recover}", log)
        else:
            state = play(state, str(RULES.legal_actions(state)[0]), log)
    return state
