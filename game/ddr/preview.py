"""DDR: The Card Game — what a play will do, before it is made (game/core/preview.py).

The play is made in one world dealt from the seat's observation, as a hint's words are
(game/ddr/advice.py). Songs and what lies on them are public, so what a play does to a
song is exact: each song the seat can see is scored before and after, and a new misstep
is said as the rules count it ("misstep: −2": a wrong arrow, a needless Freeze Arrow, an
Interference laid as your own step). A song face down to its owner (Hidden) is never
scored for them: the dealt world only guesses it.
"""

from __future__ import annotations

import random

from game.core.contract import Event
from game.core.preview import WorldPreviewer, signed
from game.ddr.ai import DDRKnowledge
from game.ddr.events import (CardsDrawn, CardsShuffledBack, FirstDancer, GameEnded, HandDealt, Interfered,
                             SongTurnedUp, StepShuffledBack, TieBreakDraw)
from game.ddr.notation import Action
from game.ddr.rules import RULES
from game.ddr.scoring import MISSTEP_POINTS, Verdict, score_song
from game.ddr.state import State
from game.ddr.view import DDRObservation

STANDS: dict[type[Event], str] = {
    HandDealt: "deals the cards", CardsDrawn: "draws cards", CardsShuffledBack: "shuffles cards into the deck",
    FirstDancer: "draws lots", StepShuffledBack: "shuffles a card into the deck",
    SongTurnedUp: "turns your song face up", TieBreakDraw: "draws for the tie-break", GameEnded: "ends the game",
}


def _whose(seat: int, owner: int, seats: int, names: tuple[str, ...] = ()) -> str:
    if owner == seat:
        return "your song"
    if owner < len(names):
        return f"{names[owner]}'s song"
    return "your rival's song" if seats == 2 else f"seat {owner + 1}'s song"


def _seen(state: State, owner: int, seat: int) -> bool:
    """Whether `seat` may score the song of `owner` (Hidden turns a song face down to its owner)."""
    return not (owner == seat and state.dancers[owner].hidden)


def tell(before: State, action: Action, after: State, events: tuple[Event, ...], seat: int,
         names: tuple[str, ...] = ()) -> tuple[str, ...]:
    """What the play does to every song `seat` may score, and an Interference's effect."""
    lines: list[str] = []
    for event in events:
        if isinstance(event, Interfered):
            told = event.for_seat(seat)
            if isinstance(told, Interfered):
                lines.append(told.effect.rstrip("."))
    seats = before.seats
    for owner in range(seats):
        was, now = before.dancers[owner], after.dancers[owner]
        if not _seen(before, owner, seat):
            if was.slots != now.slots:
                lines.append(f"{_whose(seat, owner, seats, names)} is face down to you: its score stays unknown")
            continue
        old, new = score_song(was, final=False), score_song(now, final=False)
        whose = _whose(seat, owner, seats, names)
        missteps = new.missteps - old.missteps
        for _ in range(max(0, missteps)):
            lines.append("misstep: " + signed(MISSTEP_POINTS) if owner == seat
                         else f"misstep on {whose}: {signed(MISSTEP_POINTS)}")
        if missteps < 0:
            lines.append(f"puts right a misstep on {whose}")
        change = new.points - old.points
        if missteps <= 0 and (change or was.slots != now.slots):
            lines.append(f"{whose}: {signed(change)} (now {signed(new.points) if new.points < 0 else new.points})")
        opened = [i for i, s in enumerate(new.steps) if s.verdict is Verdict.OPEN
                  and (i >= len(old.steps) or old.steps[i].verdict is not Verdict.OPEN)]
        for index in opened:
            lines.append(f"step {index + 1} of {whose} is open: it scores once its Link cards are down")
    return tuple(lines)


def stands(action: Action, event: Event) -> str:
    return STANDS.get(type(event), "shows a card or uses chance")


def _determinize(observation: DDRObservation, rng: random.Random) -> State:
    return DDRKnowledge(RULES).determinize(observation, rng)   # a fresh one: its memo is its own


PREVIEWER: WorldPreviewer[State, Action, DDRObservation] = WorldPreviewer(RULES, _determinize, tell, stands)

__all__ = ["PREVIEWER", "tell"]
