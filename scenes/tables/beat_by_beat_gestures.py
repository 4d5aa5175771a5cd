"""Beat by Beat's gestures: every legal action as a hand makes it, and the action a refused
gesture would have meant (so the table can ask the engine why not).

- Select: drag a move from hand onto your lit beat slot (or click it, then the slot); with
  an empty hand, the button takes a Stumble.
- Pay: click the hand cards to discard, as many as the engine says you owe.
- Recovery: click one of the plates (Stamina, Refinement, Inspiration, or their pairs).
- Refine: click a hand card; a card of your discard pile is a button.
- Opening draft and Inspiration: click a drawn card to give it up.
- Judge Drafting: click a Judge.
"""

from __future__ import annotations

from typing import Any

from game.beat_by_beat.content import catalogue
from game.beat_by_beat.state import Phase, card_of, zone_of
from game.core.actions import Act
from game.beat_by_beat.view import BBBObservation
from scenes.toolkit.view import Gesture


class BeatByBeatGestures:
    # -- keys -----------------------------------------------------------------------------
    @staticmethod
    def slot_key(seat: int, beat: int) -> str:
        return f"slot:{seat}:{beat}"

    @staticmethod
    def hand_key(obs: BBBObservation, index: int) -> str:
        card = obs.hand[index]
        return f"hand:{card}:{obs.hand[:index].count(card)}"

    @staticmethod
    def drawn_key(obs: BBBObservation, index: int) -> str:
        card = obs.drawn[index]
        return f"drawn:{card}:{obs.drawn[:index].count(card)}"

    # -- gestures --------------------------------------------------------------------------
    def gestures(self, obs: BBBObservation, legal: tuple[Act, ...]) -> tuple[Gesture[Act], ...]:
        found: list[Gesture[Act]] = []
        first_in_hand = {card: self.hand_key(obs, obs.hand.index(card)) for card in set(obs.hand)}
        first_drawn = {card: self.drawn_key(obs, obs.drawn.index(card)) for card in set(obs.drawn)}
        slot = self.slot_key(obs.seat, len(obs.me.phrase))
        moves, judges = catalogue().moves, catalogue().judges
        for act in legal:
            if not isinstance(act, Act):
                continue
            card = card_of(act)
            name = moves[card].name if card in moves else card
            if act.verb == "play" and card in first_in_hand:
                found.append(Gesture(act, f"Lay {name}", first_in_hand[card], slot))
            elif act.verb == "play":
                found.append(Gesture(act, "Take a Stumble and lay it"))
            elif act.verb == "discard":
                found.append(Gesture(act, f"Discard {name}", None, first_in_hand[card]))
            elif act.verb == "refine" and zone_of(act) == "hand":
                found.append(Gesture(act, f"Refine {name} from your hand", None, first_in_hand[card]))
            elif act.verb == "refine":
                found.append(Gesture(act, f"Refine {name} from your discard"))
            elif act.verb == "reject":
                found.append(Gesture(act, f"Give up {name}", None, first_drawn[card]))
            elif act.verb == "judge":
                found.append(Gesture(act, f"Dance for {judges[card].name}", None, f"judge:{card}"))
            elif act.verb == "recover":
                found.append(Gesture(act, "Recover: " + " + ".join(card.split("+")), None,
                                     f"recover:{card}"))
        return tuple(found)

    def candidate(self, obs: BBBObservation, source: str | None, target: str | None, variant: str | None) -> Any:
        card = source.split(":")[1] if source and source.startswith("hand:") else None
        if card is not None and target == self.slot_key(obs.seat, len(obs.me.phrase)):
            return Act("play", (card,))  # in another phase the engine says why not
        if source is None and target is not None and target.startswith("hand:"):
            picked = target.split(":")[1]
            if obs.phase is Phase.REFINE:
                return Act("refine", ("hand", picked))
            return Act("discard", (picked,))   # outside Pay the engine says what is asked instead
        if source is None and target is not None and target.startswith("drawn:"):
            return Act("reject", (target.split(":")[1],))
        if source is None and target is not None and target.startswith("judge:"):
            return Act("judge", (target.split(":", 1)[1],))
        if source is None and target is not None and target.startswith("recover:"):
            return Act("recover", (target.split(":", 1)[1],))
        return None
