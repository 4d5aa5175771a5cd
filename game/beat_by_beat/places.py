"""Beat by Beat — what a hand does on the table, in the game's own places
(docs/notation/beat_by_beat.md).

The engine's `find_move`: a gesture names an action, legal or not, and every legal action
has one gesture. The places:

    hand:C:N        the N-th copy (from 0) of move C in your hand
    slot:S:B        seat S's beat slot B (both from 0): your next one is where a move goes
    drawn:C:N       the N-th copy of move C drawn from the pool (the opening draft, an Inspiration)
    judge:J         Judge J
    recover:A       a recovery choice (`stamina`, or several joined by +)

Select: drag a move from hand onto your next beat slot; with an empty hand the Stumble is a
button. Pay: click a card in hand to discard it. Refine: click a card in hand (a card of your
discard pile is a button). A draft or an Inspiration: click a drawn card to give it up. Judge
Drafting: click a Judge. Recovery: click a choice. Every step is a choice: no formality.
"""

from __future__ import annotations

from game.beat_by_beat.state import Phase, card_of, zone_of
from game.beat_by_beat.view import BBBObservation
from game.core.actions import Act, act
from game.core.gestures import BUTTON, Gesture


def slot(seat: int, beat: int) -> str:
    return f"slot:{seat}:{beat}"


def hand(card: str, copy: int = 0) -> str:
    return f"hand:{card}:{copy}"


def drawn(card: str, copy: int = 0) -> str:
    return f"drawn:{card}:{copy}"


def gesture(obs: BBBObservation, action: Act) -> Gesture:
    """A card with copies is taken by its first copy."""
    card = card_of(action) if action.args else ""
    if action.verb == "play":
        return Gesture(hand(card), slot(obs.seat, len(obs.me.phrase))) if card in obs.hand else BUTTON
    if action.verb == "discard" or (action.verb == "refine" and zone_of(action) == "hand"):
        return Gesture(target=hand(card))
    if action.verb == "reject":
        return Gesture(target=drawn(card))
    if action.verb == "judge":
        return Gesture(target=f"judge:{card}")
    if action.verb == "recover":
        return Gesture(target=f"recover:{card}")
    return BUTTON   # a card of the discard pile refined, a Stumble taken


def find_action(obs: BBBObservation, made: Gesture) -> Act | None:
    source, target = made.source, made.target
    if target is None:
        return None
    if source is not None:
        card = _card(source, "hand")
        if card is not None and target == slot(obs.seat, len(obs.me.phrase)):
            return act("play", card)   # in another phase the engine says why not
        return None
    picked = _card(target, "hand")
    if picked is not None:   # outside Pay and Refine the engine says what is asked instead
        return act("refine", "hand", picked) if obs.phase is Phase.REFINE else act("discard", picked)
    rejected = _card(target, "drawn")
    if rejected is not None:
        return act("reject", rejected)
    for head, verb in (("judge:", "judge"), ("recover:", "recover")):
        if target.startswith(head) and len(target) > len(head):
            return act(verb, target[len(head):])
    return None


def formality(obs: BBBObservation, legal: tuple[Act, ...]) -> Act | None:
    return None


def _card(place: str, head: str) -> str | None:
    """The move a `hand:C:N` or `drawn:C:N` place holds."""
    words = place.split(":")
    if len(words) == 3 and words[0] == head and words[1] and words[2].isdigit():
        return words[1]
    return None


__all__ = ["drawn", "find_action", "formality", "gesture", "hand", "slot"]
