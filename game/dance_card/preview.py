"""Dance Card! — what an action will do, before it is made (game/core/preview.py).

A dance: the dice it would roll (the pool gathered in the document's six steps, each die
named with where it came from), what the Partner needs (the number and icons, after
abilities, Challenge! cards and Chaperones) and how often such a pool makes it. The
action is made in one world dealt from the seat's observation (the game's own
`determinize`); the pool is gathered before any die rolls, from public facts, so it is
what the true dance gathers. A roll, a draw, a reveal stands: the preview says so.
"""

from __future__ import annotations

import random

from game.core.actions import Act
from game.core.contract import Event
from game.core.preview import WorldPreviewer
from game.dance_card.dancing import one_icon_only
from game.dance_card.dice import success_chance, target
from game.dance_card.events import (CardDitched, CardPlayed, CardsDrawn, ChaperoneMoved, ChatTokenPlaced,
                                    DeckReshuffled, DiceRolled, FailuresCleared, FreeActionsGained, GameSetUp,
                                    MixItUpRevealed, PoolGathered, RollChanged, SongRolled, SongSet,
                                    StudentMoved)
from game.dance_card.roster import roster
from game.dance_card.rules import RULES
from game.dance_card.state import State
from game.dance_card.view import DanceCardObservation, determinize

STANDS: dict[type[Event], str] = {
    DiceRolled: "rolls the dice", SongRolled: "rolls the Song die", CardsDrawn: "draws a card",
    DeckReshuffled: "shuffles a deck", MixItUpRevealed: "turns a Mix It Up! card", GameSetUp: "sets the table up",
}

# what a move that rolls nothing does, said in the log's own words
TOLD = (StudentMoved, ChaperoneMoved, ChatTokenPlaced, CardPlayed, CardDitched, FreeActionsGained, FailuresCleared,
        RollChanged, SongSet)


def _dice(pool: tuple[str, ...]) -> str:
    counts: dict[str, int] = {}
    for colour in pool:
        counts[colour] = counts.get(colour, 0) + 1
    return ", ".join(f"{n} {colour}" if n > 1 else colour for colour, n in counts.items())


def tell(before: State, action: Act, after: State, events: tuple[Event, ...], seat: int,
         names: tuple[str, ...] = ()) -> tuple[str, ...]:
    gathered = next((e for e in events if isinstance(e, PoolGathered)), None)
    roll = after.roll
    if gathered is None or roll is None:
        named = names or tuple(f"Seat {n + 1}" for n in range(len(before.seats)))
        return tuple(e.for_seat(seat).text(named).rstrip(".") for e in events if isinstance(e, TOLD))
    r = roster()
    colours = tuple(d.colour for d in gathered.pool)
    number, icons = target(after, r, roll.seat, roll.partner, roll.floor)
    lines = [f"rolls {len(colours)} dice: {_dice(colours)}"]
    if gathered.missing:
        lines.append(f"{len(gathered.missing)} more earned, none left in the box")
    need = f"{r.name(gathered.partner)} needs {number}"
    if icons:
        need += " with " + ", ".join(icons)
    lines.append(need)
    odds = success_chance(r, colours, number, icons, roll.bonus, one_icon_only(after, roll.seat))
    share = "less than 1%" if 0 < odds < 0.005 else f"about {round(odds * 100)}%"
    lines.append(f"{share} to succeed before any card or reroll")
    return tuple(lines)


def stands(action: Act, event: Event) -> str:
    return STANDS.get(type(event), "shows a card or uses chance")


def _determinize(observation: DanceCardObservation, rng: random.Random) -> State:
    return determinize(observation, rng)


PREVIEWER: WorldPreviewer[State, Act, DanceCardObservation] = WorldPreviewer(RULES, _determinize, tell, stands)

__all__ = ["PREVIEWER", "tell"]
