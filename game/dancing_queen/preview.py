"""Dancing Queen — what a move will do, before it is made (game/core/preview.py).

The hearts your own lead would score on the floor the move leaves (the table's
`lead_preview`, asked of your own observation with the card placed or the dancer spun, as
a hint asks it: every gender on the floor is public and your lead is yours), its ★
instant win, and whether the move can be taken back. Whether your rival's ★ holds stays
unknown until the leads are checked, so no preview says the round goes on or ends there.
"""

from __future__ import annotations

import random

from game.core.contract import Event
from game.core.preview import WorldPreviewer
from game.dancing_queen.advice import after_place, after_spin
from game.dancing_queen.ai import DancingQueenKnowledge
from game.dancing_queen.events import (CardTaken, DancerPlaced, NoInstantWin, OpeningRevealed, RoundStarted,
                                       RoundWon)
from game.dancing_queen.rules import RULES
from game.dancing_queen.state import Move, Phase, State, Verb
from game.dancing_queen.view import DQObservation, LeadPreview, lead_preview

STANDS: dict[type[Event], str] = {
    CardTaken: "shows you a card", DancerPlaced: "shows your rival whether this face spins a dancer",
    RoundStarted: "shuffles the deck", OpeningRevealed: "turns both leads to face each other",
}
CHECKED = "checks every lead's ★ on the new floor"


def _words(shown: LeadPreview | None) -> str:
    if shown is None:
        return ""
    if shown.star:
        return f"your lead {shown.name}: its ★ holds, you win the round"
    if shown.waits_for_star:
        return f"your lead {shown.name}: nothing until its line-up is on the floor"
    return f"your lead {shown.name}: {shown.hearts}♥"


def tell(before: State, action: Move, after: State, events: tuple[Event, ...], seat: int,
         names: tuple[str, ...] = ()) -> tuple[str, ...]:
    """Your lead's hearts on the floor the move leaves (from your own observation)."""
    obs = RULES.observe(before, seat)
    if obs.phase is Phase.OPENING or action.kind in (Verb.DRAW, Verb.PASS):
        return ()
    if action.kind is Verb.PLACE and action.role is not None and action.gender is not None:
        floor = after_place(obs, action.role, action.gender)
    elif action.kind is Verb.ROTATE and action.target is not None:
        floor = after_spin(obs, action.target)
    else:
        floor = obs
    said = _words(lead_preview(floor, seat))
    return (said,) if said else ()


def stands(action: Move, event: Event) -> str:
    if isinstance(event, (RoundWon, NoInstantWin)):
        return "scores the round" if action.kind in (Verb.END, Verb.PASS) else CHECKED
    return STANDS.get(type(event), "shows a card or uses chance")


def _determinize(observation: DQObservation, rng: random.Random) -> State:
    return DancingQueenKnowledge(RULES).determinize(observation, rng)


PREVIEWER: WorldPreviewer[State, Move, DQObservation] = WorldPreviewer(RULES, _determinize, tell, stands)

__all__ = ["PREVIEWER", "tell"]
