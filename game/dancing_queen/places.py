"""Dancing Queen — what a hand does on the table, in the game's own places (docs/notation.md).

The engine's `find_move`: a gesture names an action, legal or not, and every legal action
has one gesture. The places:

    hand:S        the card seat S holds, dealt or drawn and not yet played
    lead:S        seat S's lead spot
    supports:S    seat S's row of support dancers
    dancer:SX     a dancer on the floor this round: seat S (0 or 1), X its order of entry (a–d),
                  as the notation writes it (`rotate 1b`)
    deck          the draw deck

Play the card: drag `hand:S` onto `lead:S` or `supports:S` (or onto one of your own dancers
there), its variant the half that faces out (`girl` or `boy`). A rotate power: click the
dancer to spin; the card just played (`drag_from`) dragged onto it means the same. A click on
the deck means drawing. The buttons: draw, pass, end and keep.
"""

from __future__ import annotations

from game.core.gestures import BUTTON, Gesture
from game.dancing_queen.cards import Gender
from game.dancing_queen.state import DRAW, LETTERS, Move, Phase, Ref, Role, Verb, place, rotate
from game.dancing_queen.view import DancerView, DQObservation

GENDERS = {gender.value: gender for gender in Gender}   # a variant names the half facing out


def dancer(ref: Ref) -> str:
    return f"dancer:{ref}"


def gesture(obs: DQObservation, move: Move) -> Gesture:
    seat = obs.seat
    if move.kind is Verb.PLACE and move.role is not None and move.gender is not None:
        spot = f"lead:{seat}" if move.role is Role.LEAD else f"supports:{seat}"
        return Gesture(f"hand:{seat}", spot, move.gender.value)
    if move.kind is Verb.ROTATE and move.target is not None:
        power = dancer(obs.just_played) if obs.just_played is not None else None
        return Gesture(target=dancer(move.target), drag_from=power)
    return BUTTON   # draw, pass, end, keep


def find_action(obs: DQObservation, made: Gesture) -> Move | None:
    seat = obs.seat
    source, target = made.source, made.target
    if target is None:
        return None
    on = _dancer_at(obs, target)
    if source == f"hand:{seat}":
        gender = GENDERS.get(made.variant or "", Gender.GIRL)
        if target == f"lead:{seat}" or (on is not None and on.ref.seat == seat and on.lead):
            return place(Role.LEAD, gender)
        if target == f"supports:{seat}" or (on is not None and on.ref.seat == seat and not on.lead):
            return place(Role.SUPPORT, gender)
        return None
    power = dancer(obs.just_played) if obs.just_played is not None else None
    if source is None and target == "deck":
        return DRAW
    if (source is None or source == power) and on is not None and obs.phase is Phase.ROTATE:
        return rotate(on.ref.seat, on.ref.number)
    return None


def formality(obs: DQObservation, legal: tuple[Move, ...]) -> Move | None:
    return None   # every step of Dancing Queen is a choice


def _dancer_at(obs: DQObservation, place_name: str) -> DancerView | None:
    """The dancer a `dancer:SX` place names, if it is on the floor."""
    words = place_name.split(":")
    if len(words) != 2 or words[0] != "dancer" or len(words[1]) != 2 or words[1][0] not in "01" \
            or words[1][1] not in LETTERS:
        return None
    ref = Ref(int(words[1][0]), LETTERS.index(words[1][1]))
    return next((d for d in obs.dancers[ref.seat] if d.ref == ref), None)


__all__ = ["dancer", "find_action", "formality", "gesture"]
