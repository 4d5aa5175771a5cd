"""DDR: The Card Game, two to four players — rules from seeds/000_f5e342758678e2e9.txt.

The set-up (songs, shuffle, five cards each), the turn (draw or shuffle back; a Step;
a Link; an Interference; back to five cards, "discard" always meaning shuffle back into
the deck), play passing to the right (the next seat number), the immediate end at a
16th step and the final scoring with the tie-break by drawing. Decisions where the
document is silent are listed in docs/rules/ddr.md; those shaping this module: the
first dancer is drawn by lot; the songs are chosen one seat after another starting with
the first dancer, each song card only once; hands are dealt after the songs are chosen,
in seat order; the game also ends when a turn ends with the draw deck empty.
"""

from __future__ import annotations

import random

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from game.core.chance import Chance
from game.core.contract import (
    Event,
    GameConfig,
    Illegal,
    InvalidNotationError,
    Outcome,
    Rules,
    Termination,
)
from game.core.gestures import Gesture
from game.core.options import check_options
from game.ddr import events as ev
from game.ddr import places
from game.ddr import twins
from game.ddr.content import catalogue
from game.ddr.legality import explain, legal_actions
from game.ddr.options import OPTIONS
from game.ddr.notation import (
    Action,
    Attach,
    BeatStep,
    ChooseSong,
    Done,
    Draw,
    Interfere,
    Keep,
    NotationError,
    PlayLink,
    PlayStep,
    Refill,
    Restep,
    Return,
    ShuffleBack,
    parse,
)
from game.ddr.plays import attach, beat_step, interfere, play_link, play_step, restep
from game.ddr.scoring import draw_points, score_song
from game.ddr.stacked import check_chance, stacked_deck, stacked_first, stacked_songs
from game.ddr.state import (
    HAND_SIZE,
    Dancer,
    Ending,
    EndReason,
    Phase,
    State,
    Turn,
    shuffle_in,
    with_cards,
    without,
)
from game.ddr.view import DDRObservation, observe

Result = tuple[State, tuple[Event, ...]]
QUIET_ROUNDS = 16  # full rounds without a card laid that end the song (designed: a song of silence)


def draw_cards(state: State, seat: int, count: int) -> tuple[State, tuple[str, ...]]:
    """Draw up to `count` cards from the top (fewer if the deck runs short)."""
    taken = state.deck[:count]
    dancer = state.dancers[seat]
    state = state.with_deck(state.deck[count:])
    return state.with_dancer(seat, dancer.with_hand(with_cards(dancer.hand, taken))), taken


def begin_turn(state: State, seat: int, number: int, quiet: int = 0) -> Result:
    dancer = state.dancers[seat]
    state = state.with_dancer(seat, replace(dancer, beat_now=dancer.beat_next, beat_next=None))
    return state.with_turn(Turn(seat, number, Phase.OPEN, quiet=quiet)), (ev.TurnBegan(seat, number),)


def _tie_break(state: State, scores: list[int]) -> tuple[list[int], tuple[int, ...], list[Event]]:
    """Tied leaders draw from the top in turn order, adding Step points, until one leads."""
    totals = list(scores)
    order = [(state.first + k) % state.seats for k in range(state.seats)]
    deck = list(state.deck)
    draws: list[Event] = []
    tied = [s for s in order if totals[s] == max(totals)]
    while len(tied) > 1 and len(deck) >= len(tied):
        for seat in tied:
            card = deck.pop(0)
            totals[seat] += draw_points(card)
            draws.append(ev.TieBreakDraw(seat, card, draw_points(card)))
        best = max(totals[s] for s in tied)
        tied = [s for s in tied if totals[s] == best]
    return totals, tuple(sorted(tied)), draws


def finish(state: State, reason: EndReason, finisher: int | None) -> Result:
    songs = [score_song(d, final=True) for d in state.dancers]
    scores = [s.points for s in songs]
    totals, winners, draws = _tie_break(state, scores)
    tie_draws = tuple((e.seat, e.card) for e in draws if isinstance(e, ev.TieBreakDraw))
    ending = Ending(reason, tuple(scores), tie_draws, tuple(totals), winners)
    state = replace(state, ending=ending, turn=replace(state.turn, phase=Phase.OVER))
    end = ev.GameEnded(reason.value, finisher, tuple(scores), tuple(s.missteps for s in songs),
                       tuple(totals), winners)
    return state, tuple(draws) + (end,)


def end_turn(state: State) -> Result:
    seat = state.turn.seat
    state = state.with_dancer(seat, replace(state.dancers[seat], beat_now=None))
    events: tuple[Event, ...] = (ev.TurnEnded(seat),)
    if not state.deck:
        state, more = finish(state, EndReason.DECK_OUT, None)
        return state, events + more
    # Designed (docs/rules/ddr.md): a full round in which nobody lays a card ends the song,
    # else seats that only keep and refill would dance forever.
    quiet = 0 if state.turn.laid else state.turn.quiet + 1
    if quiet >= QUIET_ROUNDS * state.seats:
        state, more = finish(state, EndReason.STALLED, None)
        return state, events + more
    state, more = begin_turn(state, (seat + 1) % state.seats, state.turn.number + 1, quiet)
    return state, events + more


def deal(state: State) -> Result:
    events: list[Event] = []
    for seat in range(state.seats):
        state, cards = draw_cards(state, seat, HAND_SIZE)
        events.append(ev.HandDealt(seat, tuple(sorted(cards)), len(cards), private_to=seat))
    state, more = begin_turn(state, state.first, 1)
    return state, tuple(events) + more


class DDRRules(Rules[State, Action, DDRObservation]):
    game_id = "ddr"
    title = "DDR: The Card Game"
    rules_page = "docs/rules/ddr.md"

    # -- setting up --------------------------------------------------------------
    def new_game(self, config: GameConfig, seed: int) -> State:
        check_options(self.title, OPTIONS, config)
        seats = config.seats
        if not 2 <= seats <= 4:
            raise ValueError("DDR: The Card Game takes two to four players")
        check_chance(config, seats)   # every stacked draw, before anything is dealt
        chance = Chance.stacked_from(seed, config.option("chance"))  # a stacked set-up
        deck = stacked_deck(config)
        if deck is None:
            deck, chance = chance.shuffle(catalogue().deck)
        first = stacked_first(config, seats)
        if first is None:
            first, chance = chance.randint(0, seats - 1)
        songs = stacked_songs(config, seats)
        state = State(tuple(Dancer() for _ in range(seats)), deck, chance,
                      Turn(first, 0, Phase.SONG), first, tuple(sorted(deck)))
        if songs is None:
            return state
        for seat, song_id in enumerate(songs):
            chart = catalogue().song(song_id).chart
            state = state.with_dancer(seat, Dancer(song=song_id, chart=chart))
        return deal(state)[0]

    def opening_events(self, state: State) -> tuple[Event, ...]:
        events: list[Event] = [ev.FirstDancer(state.first)]
        for seat, dancer in enumerate(state.dancers):
            if dancer.song is not None:
                events.append(ev.SongChosen(seat, dancer.song))
            if dancer.hand:
                events.append(ev.HandDealt(seat, dancer.hand, len(dancer.hand), private_to=seat))
        return tuple(events)

    # -- the contract ---------------------------------------------------------------
    def to_act(self, state: State) -> int | None:
        return None if state.ending is not None else state.turn.seat

    def legal_actions(self, state: State) -> tuple[Action, ...]:
        return legal_actions(state)

    def explain(self, state: State, action: Any) -> Illegal:
        return explain(state, action)

    def seat_count(self, state: State) -> int:
        return state.seats

    def progress(self, state: State) -> tuple[tuple[str, int], ...]:
        # turn 0 is the song choice before anyone's first turn
        return (("turn", state.turn.number),) if state.turn.number else (("choosing songs", 0),)

    def redeal(self, state: State, seat: int, rng: random.Random) -> State:
        return twins.redeal(state, seat, rng)

    def observe(self, state: State, seat: int) -> DDRObservation:
        return observe(state, seat)

    def outcome(self, state: State) -> Outcome | None:
        ending = state.ending
        if ending is None:
            return None
        shared = len(ending.winners) > 1
        # The summary names no seat: the end screen heads it with the players' own names
        # and lists every score beside them.
        how = {EndReason.SONG_COMPLETE: "A song was completed",
               EndReason.DECK_OUT: "The deck ran dry",
               EndReason.STALLED: "A full round passed without a card laid"}[ending.reason]
        return Outcome(ending.winners, tuple(float(t) for t in ending.totals),
                       Termination.SHARED_WIN if shared else Termination.WIN,
                       f"{how}.", ending.reason)

    def read_action(self, state: State, text: str) -> Action:
        try:
            return parse(text, state.turn.seat)
        except NotationError as bad:
            raise InvalidNotationError(Illegal(str(bad), "Action notation (docs/notation/ddr.md)"),
                                       text) from None

    # -- the table's questions (game/ddr/places.py) --------------------------------
    def gesture(self, observation: DDRObservation, action: Action) -> Gesture:
        return places.gesture(observation, action)

    def find_action(self, observation: DDRObservation, gesture: Gesture) -> Action | None:
        return places.find_action(observation, gesture)

    def formality(self, observation: DDRObservation, legal: tuple[Action, ...]) -> Action | None:
        return places.formality(observation, legal)

    def _apply(self, state: State, action: Any) -> Result:
        after, events = _HANDLERS[type(action)](state, action)
        # A step (the owner's, or a rival's Beat) that completes Hidden's three steps
        # shows the owner their song again: an undo barrier of its own.
        shown = tuple(ev.SongTurnedUp(seat, dancer.song) for seat, (dancer, was) in
                      enumerate(zip(after.dancers, state.dancers))
                      if was.hidden and not dancer.hidden and dancer.song is not None)
        return after, events + shown


def _choose_song(state: State, action: ChooseSong) -> Result:
    seat = state.turn.seat
    chart = catalogue().song(action.song).chart
    state = state.with_dancer(seat, replace(state.dancers[seat], song=action.song, chart=chart))
    events: tuple[Event, ...] = (ev.SongChosen(seat, action.song),)
    following = (seat + 1) % state.seats
    if following != state.first:
        return replace(state, turn=Turn(following, 0, Phase.SONG)), events
    state, more = deal(state)
    return state, events + more


def _draw(state: State, action: Draw) -> Result:
    seat = state.turn.seat
    state, cards = draw_cards(state, seat, 1)
    state = state.with_turn(state.turn.at(Phase.PLAY))
    return state, (ev.CardsDrawn(seat, cards, len(cards), private_to=seat),)


def _shuffle_back(state: State, action: ShuffleBack) -> Result:
    """Shuffle one card back; after the second, step 1 is over."""
    seat, turn = state.turn.seat, state.turn
    hand = without(state.dancers[seat].hand, action.card)
    state = state.with_dancer(seat, state.dancers[seat].with_hand(hand))
    state = shuffle_in(state, (action.card,))
    shuffled = turn.shuffled + 1
    phase = Phase.PLAY if shuffled >= 2 else Phase.OPEN
    state = state.with_turn(Turn(turn.seat, turn.number, phase, shuffled=shuffled,
                                 quiet=turn.quiet))
    return state, (ev.CardsShuffledBack(seat, (action.card,), 1, private_to=seat),)


def _keep(state: State, action: Keep) -> Result:
    seat = state.turn.seat
    events: tuple[Event, ...] = () if state.turn.shuffled else (ev.CardsShuffledBack(seat, (), 0),)
    return state.with_turn(state.turn.at(Phase.PLAY)), events


def _done(state: State, action: Done) -> Result:
    """End the plays. With exactly five cards the turn is over; otherwise step 5 is its own
    action (shuffle one back, or refill), so the bots can weigh a hand before the draw."""
    if len(state.dancers[state.turn.seat].hand) == HAND_SIZE:
        return end_turn(state)
    return state.with_turn(state.turn.at(Phase.RECONCILE)), ()


def _refill(state: State, action: Refill) -> Result:
    seat = state.turn.seat
    held = len(state.dancers[seat].hand)
    events: tuple[Event, ...] = ()
    if held < HAND_SIZE and state.deck:
        state, cards = draw_cards(state, seat, HAND_SIZE - held)
        events = (ev.CardsDrawn(seat, cards, len(cards), private_to=seat),)
    state, more = end_turn(state)
    return state, events + more


def _return(state: State, action: Return) -> Result:
    seat = state.turn.seat
    dancer = state.dancers[seat]
    state = state.with_dancer(seat, dancer.with_hand(without(dancer.hand, action.card)))
    state = shuffle_in(state, (action.card,))
    event = ev.CardsShuffledBack(seat, (action.card,), 1, private_to=seat)
    state, more = end_turn(state)
    return state, (event,) + more


def _after(play: Callable[[State, Any], tuple[State, tuple[Event, ...], int | None]]
           ) -> Callable[[State, Any], Result]:
    """Wrap a play: when it lays someone's 16th step, the game ends at once."""
    def handler(state: State, action: Any) -> Result:
        state, events, owner = play(state, action)
        if owner is not None and state.dancers[owner].done:
            state, more = finish(state, EndReason.SONG_COMPLETE, owner)
            return state, events + more
        return state, events
    return handler


_HANDLERS: dict[type, Callable[[State, Any], Result]] = {
    ChooseSong: _choose_song, Draw: _draw, ShuffleBack: _shuffle_back, Keep: _keep, Done: _done,
    Return: _return, Refill: _refill, PlayStep: _after(play_step), BeatStep: _after(beat_step),
    Interfere: _after(interfere), Restep: _after(restep), Attach: _after(attach),
    PlayLink: _after(play_link),
}

RULES = DDRRules()
