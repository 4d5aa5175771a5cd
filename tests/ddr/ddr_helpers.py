"""Helpers for DDR scenario tests: set up a table, hand a seat the cards a play needs,
and take whole turns written in the action notation."""

from __future__ import annotations

from dataclasses import replace

from game.core.contract import GameConfig
from game.ddr.notation import parse
from game.ddr.rules import RULES
from game.ddr.state import Dancer, Slot, State


def new_table(songs: tuple[str, ...], first: int = 0, seed: int = 7) -> State:
    return RULES.new_game(GameConfig.make(len(songs), songs=songs, first=first), seed)


def settled_steps(state: State, seat: int, count: int) -> State:
    """Lay `count` mined placeholder steps (0 points, never missteps) on a seat's song,
    so a scenario can start in the middle of a chart, as the document's example does."""
    dancer = state.dancers[seat]
    slots = tuple(Slot("U/boo", seat, mined=True) for _ in range(count))
    return state.with_dancer(seat, replace(dancer, slots=dancer.slots + slots))


def give(state: State, seat: int, cards: list[str]) -> State:
    """Swap cards between the deck and a seat's hand so that the hand holds `cards`
    (topped up to five from the deck). The cards in play stay the same."""
    dancer = state.dancers[seat]
    deck = list(state.deck) + list(dancer.hand)
    hand = []
    for card in cards:
        deck.remove(card)
        hand.append(card)
    while len(hand) < 5:
        hand.append(deck.pop(0))
    dancer = replace(dancer, hand=tuple(sorted(hand)))
    return replace(state.with_dancer(seat, dancer), deck=tuple(deck))


def card_of(text: str, seat: int) -> str | None:
    action = parse(text, seat)
    card = getattr(action, "card", None)
    return card if card is not None and text.split()[0] not in ("return",) else None


def play(state: State, text: str) -> State:
    action = RULES.parse_action(state, text)
    return RULES.apply(state, action)[0]


def take_turn(state: State, *plays: str) -> State:
    """The seat to act keeps its hand (shuffles nothing back), makes `plays` with the
    cards it is handed for them, and ends the turn, unless the game ends first."""
    seat = state.turn.seat
    needed = [c for c in (card_of(p, seat) for p in plays) if c is not None]
    state = give(state, seat, needed)
    state = play(state, "keep")
    for text in plays:
        state = play(state, text)
        if state.ending is not None:
            return state
    return finish_turn(state)


def finish_turn(state: State) -> State:
    """Say done and, holding fewer than five cards, refill."""
    seat = state.turn.seat
    state = play(state, "done")
    if state.ending is None and state.turn.seat == seat and state.turn.phase.value == "reconcile":
        state = play(state, "refill")
    return state


def pass_turn(state: State) -> State:
    return take_turn(state)


def dancer(state: State, seat: int) -> Dancer:
    return state.dancers[seat]
