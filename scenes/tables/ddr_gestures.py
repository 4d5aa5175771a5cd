"""DDR's gestures: each legal action as a hand makes it, and the action a refused drop
would have meant (so the engine can say why not). Mixed into `DDRTable`."""

from __future__ import annotations

from typing import Any

from game.ddr.cards import DOUBLE, FREEZE, MINE, QUICK_RESTEP, REVERSE_TORNADO, card_label, is_interference, is_link, \
    is_step
from game.ddr.content import catalogue
from game.ddr.notation import (
    DONE,
    DRAW,
    KEEP,
    REFILL,
    Attach,
    BeatStep,
    ChooseSong,
    Interfere,
    PlayLink,
    PlayStep,
    Restep,
    Return,
    ShuffleBack,
    place,
)
from game.ddr.songs import DIRECTION_NAMES, DIRECTIONS
from game.ddr.state import Phase
from game.ddr.view import DDRObservation, numbers
from scenes.tables.ddr_words import count_word, seat_name
from scenes.toolkit.view import Gesture


class DDRGestures:
    """Needs the table's `seat_names` and its keys: `hand_key`, `slot_zone`, `part_zone`."""

    def gestures(self, obs: DDRObservation, legal: tuple[Any, ...]) -> tuple[Gesture, ...]:
        names = self.seat_names
        me = obs.seat
        found: list[Gesture] = []
        buttons: list[Gesture] = []
        for action in legal:
            if isinstance(action, ChooseSong):
                song = catalogue().song(action.song)
                found.append(Gesture(action, f"Choose {song.title} ({song.difficulty.title})", None,
                                     f"song:{action.song}"))
            elif action == DRAW:
                buttons.append(Gesture(action, "Draw a card"))
            elif action == KEEP:
                buttons.append(Gesture(action, "Keep my hand" if not obs.turn.shuffled else "Keep the rest"))
            elif action == DONE:
                buttons.append(Gesture(action, "Done: end my plays"))
            elif action == REFILL:
                buttons.append(Gesture(action, f"Draw back up to {count_word(numbers().hand_size)}"))
            elif isinstance(action, (ShuffleBack, Return)):
                why = "" if isinstance(action, ShuffleBack) else f" (back to {count_word(numbers().hand_size)})"
                found.append(Gesture(action, f"Shuffle {card_label(action.card)} back into the deck{why}",
                                     self.hand_key(action.card), "deck"))
            else:
                found.append(self._play_gesture(obs, action, names, me))
        return tuple(found + buttons)

    def _play_gesture(self, obs: DDRObservation, action: Any, names: tuple[str, ...], me: int) -> Gesture:
        source = self.hand_key(action.card)
        label = card_label(action.card)
        if isinstance(action, PlayStep):
            index = len(obs.me.slots)
            return Gesture(action, f"Step {label} as your step {index + 1}", source, self.slot_zone(me, index))
        if isinstance(action, Restep):
            target = self.slot_zone(me, action.slot) if action.part == 0 else \
                self.part_zone(me, action.slot, action.part)
            return Gesture(action, f"Step {label} onto the Quick Restep at {place(action.slot, action.part)}",
                           source, target)
        if isinstance(action, BeatStep):
            index = len(obs.dancers[action.target].slots)
            return Gesture(action, f"Beat: {label} as {seat_name(names, action.target)}'s step {index + 1}", source,
                           self.slot_zone(action.target, index))
        if isinstance(action, Attach):
            index = len(obs.me.slots) - 1
            part = (obs.me.slots[index].open_attachment() or 0) + 1
            return Gesture(action, f"Hang {label} on the Double of step {index + 1} (free)", source,
                           self.part_zone(me, index, part))
        if isinstance(action, PlayLink):
            whose = "your" if action.target == me else f"{seat_name(names, action.target)}'s"
            words = {FREEZE: "Freeze", DOUBLE: "Double", MINE: "Mine", QUICK_RESTEP: "Quick Restep on"}[action.card]
            target = self.slot_zone(action.target, action.slot) if action.part == 0 else \
                self.part_zone(action.target, action.slot, action.part)
            return Gesture(action, f"{words} {whose} step {place(action.slot, action.part)}", source, target)
        if isinstance(action, Interfere):
            hold = f", they hold {DIRECTION_NAMES[action.arrow]}" if action.arrow else ""
            return Gesture(action, f"{label} on {seat_name(names, action.target)}{hold}", source,
                           f"track:{action.target}", action.arrow)
        raise ValueError(f"the DDR table has no gesture for {action}")

    def candidate(self, obs: DDRObservation, source: str | None, target: str | None, variant: str | None) -> Any:
        """The move a gesture would mean, legal or not, so the engine can say why it is refused."""
        if target is None:
            return None
        if source is None:
            if target.startswith("song:"):
                return ChooseSong(target[5:])
            if target == "deck" or target.startswith("deck:"):
                return DRAW
            return None
        if not source.startswith("hand:"):
            return None
        card = source[5:]
        if target == "deck" or target.startswith("deck:"):
            return Return(card) if obs.turn.phase is Phase.RECONCILE else ShuffleBack(card)
        where = self._where(target)
        if where is None:
            return None
        seat, index, part = where
        if is_interference(card):
            arrow = variant if card == REVERSE_TORNADO and variant in DIRECTIONS else None
            return Interfere(card, seat, arrow)
        if index is None:
            return None
        if is_link(card):
            return PlayLink(card, seat, index, part if card == QUICK_RESTEP else 0)
        if is_step(card):
            return self._step_candidate(obs, card, seat, index, part)
        return None

    @staticmethod
    def _where(target: str) -> tuple[int, int | None, int] | None:
        """(seat, step, part) of a place on a track; step None for the track as a whole."""
        words = target.split(":")
        try:
            if words[0] == "track":
                return int(words[1]), None, 0
            if words[0] in ("slot", "tile"):
                return int(words[1]), int(words[2]), 0
            if words[0] == "part":
                return int(words[1]), int(words[2]), int(words[3])
        except (IndexError, ValueError):
            return None
        return None

    @staticmethod
    def _step_candidate(obs: DDRObservation, card: str, seat: int, index: int, part: int) -> Any:
        slots = obs.dancers[seat].slots
        if seat != obs.seat:
            return BeatStep(seat, card) if index == len(slots) else None
        if index == len(slots) and part == 0:
            return PlayStep(card)
        if index >= len(slots):
            return None
        waiting = slots[-1].open_attachment()
        if index == len(slots) - 1 and waiting is not None and part in (0, waiting + 1):
            return Attach(card)
        return Restep(index, part, card)
