"""Beat by Beat — what a move will do, before it is made (game/core/preview.py).

Laying a move face down: what it costs in discards after its chain and every other
discount, whether the hand (the move out of it) can pay that when the moves are revealed
— a move that cannot be paid fails — and what it scores at the end of the round if it
succeeds. The figures are the ones execution uses (game/beat_by_beat/execution.py), read
from public facts: the dancer's phrase, Judges, tokens and hand size, and the rhythm.
Whether it can be taken back comes from the move made in one world dealt from the seat's
observation: the last move of a beat to go down reveals every move at once.
"""

from __future__ import annotations

import random

from game.beat_by_beat.ai import BeatByBeatKnowledge
from game.beat_by_beat.execution import move as card_of
from game.beat_by_beat.events import Drew, MovesRevealed, RecoveryRevealed, Shuffled
from game.beat_by_beat.execution import bonus, discount, owed
from game.beat_by_beat.rules import RULES
from game.beat_by_beat.state import Phase, State
from game.beat_by_beat.view import BBBObservation
from game.core.actions import Act
from game.core.contract import Event
from game.core.preview import WorldPreviewer

STANDS: dict[type[Event], str] = {
    Drew: "draws cards", Shuffled: "shuffles a deck", MovesRevealed: "reveals every move of this beat",
    RecoveryRevealed: "reveals every recovery of this beat",
}


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'s' if count != 1 else ''}"


def tell(before: State, action: Act, after: State, events: tuple[Event, ...], seat: int,
         names: tuple[str, ...] = ()) -> tuple[str, ...]:
    if before.phase is not Phase.SELECT or action.verb != "play" or not action.args:
        if before.phase is Phase.PAY and action.verb == "discard":
            left = before.dancers[seat].owed - 1
            return ("pays the last discard you owe",) if left <= 0 else (f"{_plural(left, 'discard')} still owed after it",)
        return ()
    card = action.args[0]
    played = card_of(card)
    if played.stumble:
        return ("a Stumble: it costs nothing and scores nothing",)
    need = owed(before, seat, card)
    cut = discount(before, seat, card)
    hand = before.dancers[seat].hand
    spare = len(hand) - (1 if card in hand else 0)
    cost = f"costs {_plural(need, 'discard')}"
    if cut.chain:
        cost += f" after chaining (−{cut.chain})"
    if cut.total - cut.chain:
        cost += f", −{cut.total - cut.chain} from other discounts"
    lines = [cost]
    if spare >= need:
        lines.append(f"can succeed: scores {bonus(before, seat, card)} at the round's end")
    else:
        lines.append(f"cannot succeed: your hand holds {_plural(spare, 'other card')} to pay with")
    return tuple(lines)


def stands(action: Act, event: Event) -> str:
    return STANDS.get(type(event), "shows a card or uses chance")


def _determinize(observation: BBBObservation, rng: random.Random) -> State:
    return BeatByBeatKnowledge(RULES).determinize(observation, rng)


PREVIEWER: WorldPreviewer[State, Act, BBBObservation] = WorldPreviewer(RULES, _determinize, tell, stands)

__all__ = ["PREVIEWER", "tell"]
