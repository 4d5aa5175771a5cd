"""What lies on the table for the seat in front of the screen, without a pixel.

The model holds the match, who sits where (`SeatPlan`), the viewer, the viewer's
observation, the legal actions and the gesture of each (in the table's place keys: a card
key or a zone key), and the hand's selection (`Hand`: the card held, the card chosen, how
it is turned, the move Tab focuses). It answers every question a hand asks before a pixel
is involved: which gesture a source and a target make, which places light up for a held
card, the action a refused drop would have meant, and the reverse — `gesture_for(action)`,
the one gesture that makes a legal action, which a tutorial step, a hint or a replay
viewer points at.

Nothing here draws, tweens or reads the pointer: `table_board.py` keeps the sprites,
`table_input.py` turns the pointer into questions to this model, `table_draw.py` paints.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Collection, Generic, TypeVar

from game.core.contract import Illegal, Rules
from game.core.gestures import Gesture as EngineGesture
from game.core.records import Match
from game.core.seats import SeatKind
from scenes.toolkit.view import Gesture, TableView

O = TypeVar("O")   # the game's observation  # noqa: E741
A = TypeVar("A")   # the game's action

@dataclass(frozen=True)
class SeatPlan:
    """Who sits where: each seat's name and kind (a person, or an AI level)."""

    names: tuple[str, ...]
    kinds: tuple[SeatKind, ...]

    @property
    def humans(self) -> tuple[int, ...]:
        return tuple(i for i, kind in enumerate(self.kinds) if kind is SeatKind.HUMAN)

    def is_human(self, seat: int) -> bool:
        return self.kinds[seat] is SeatKind.HUMAN

    @staticmethod
    def of(match: Match) -> "SeatPlan":
        """The match's names and kinds, filled to its seat count ("Seat 3", a person)."""
        seats = match.rules.seat_count(match.state)
        kinds = match.seat_kinds[:seats]
        return SeatPlan(_names(match.names, seats), kinds + (SeatKind.HUMAN,) * (seats - len(kinds)))


@dataclass
class Hand:
    """The hand's selection: what the pointer holds, what a click or Tab chose, and how it is
    turned. Keys, not pixels: where the held card is drawn is the input's business."""

    held: str | None = None        # picked up by the mouse
    dragging: bool = False         # the press has travelled far enough to be a drag
    selected: str | None = None    # chosen by a click (or by Tab)
    variant: str | None = None     # how the held / selected card is turned
    kb_index: int | None = None    # the move Tab focuses, an index into the gestures

    def clear(self) -> None:
        self.held, self.dragging, self.selected, self.kb_index, self.variant = None, False, None, None, None

    @property
    def busy(self) -> bool:
        """A card held, chosen or focused: its lit places pulse."""
        return self.held is not None or self.selected is not None or self.kb_index is not None

    @property
    def source(self) -> str | None:
        return self.held or self.selected


class TableModel(Generic[O, A]):
    """The viewer's table as the engine sees it: the observation, the legal actions, their
    gestures both ways, and the hand's selection."""

    def __init__(self, match: Match, view: TableView[O, A]) -> None:
        self.match = match
        self.view = view
        self.rules: Rules[Any, A, O] = match.rules
        self.plan = SeatPlan.of(match)
        humans = self.plan.humans
        self.viewer = humans[0] if humans else 0
        self.curtain_for: int | None = None   # a human seat waiting behind the curtain
        self.claimed = len(humans) < 2        # hot-seat: has a player taken the device yet?
        self.deferred = False                 # a round's result is read before the next deal shows
        self.showing_past = False             # "show the last turn again" is on: nothing is played
        self.observation: O = self.rules.observe(match.state, self.viewer)
        self.legal: tuple[A, ...] = ()
        self.gestures: tuple[Gesture[A], ...] = ()
        self._by_action: dict[A, Gesture[A]] = {}
        self.power: str | None = None         # a card whose drag stands for clicking a target
        self.hand = Hand()

    # -- who acts ------------------------------------------------------------------------
    @property
    def actor(self) -> int | None:
        if self.rules.outcome(self.match.state) is not None:
            return None
        return self.rules.to_act(self.match.state)

    @property
    def over(self) -> bool:
        return self.rules.outcome(self.match.state) is not None

    def viewer_acts(self) -> bool:
        """The viewer may make a move now: their turn, a human seat, nothing in the way."""
        actor = self.actor
        return (actor is not None and actor == self.viewer and self.plan.is_human(actor)
                and self.curtain_for is None and not self.deferred and not self.showing_past)

    def undo_refusal(self) -> str:
        """Why the viewer can take nothing back now, or "" when they can."""
        seat, plan, match = self.viewer, self.plan, self.match
        if not plan.is_human(seat):
            return "Only a human seat can take a move back."
        if match.undoable(seat):
            return ""
        if not match.steps:
            return "Nothing has been played yet."
        last = match.steps[-1]
        if last.seat != seat:
            return f"The last move was {plan.names[last.seat]}'s: it stands."
        return "Your last move ended the game: it stands." if last.ends else \
            "Your last move showed a card or used chance: it stands."

    def next_human(self) -> int | None:
        """The seat to act when it is a human's (None when an AI's, or at the end)."""
        actor = self.actor
        return actor if actor is not None and self.plan.is_human(actor) else None

    # -- looking at the table --------------------------------------------------------------
    def look(self, state: Any = None) -> None:
        """Observe `state` (None: the present) for the viewer; the present's legal actions and
        their gestures when the viewer may act on it, none on a past state."""
        shown = self.match.state if state is None else state
        self.observation = self.rules.observe(shown, self.viewer)
        self.legal = self.rules.legal_actions(shown) if state is None and self.viewer_acts() else ()
        self.set_gestures(self.view.gestures(self.observation, self.legal) if self.legal else ())

    def set_gestures(self, gestures: tuple[Gesture[A], ...]) -> None:
        self.gestures = gestures
        self._by_action = {gesture.action: gesture for gesture in gestures}
        self.power = self.view.power_card(self.observation) if gestures else None
        if self.hand.kb_index is not None and self.hand.kb_index >= len(gestures):
            self.hand.kb_index = None

    def prompt(self) -> str | None:
        """What the viewer is asked to do now, from the legal actions (None: the layout's banner)."""
        return self.view.prompt(self.observation, self.legal) if self.legal else None

    def formality(self) -> A | None:
        """A step with nothing to decide, which the table makes by itself (None: none now):
        the engine's `formality`, asked through the view (a table may say more)."""
        if not self.gestures:
            return None
        return self.view.automatic(self.observation, tuple(g.action for g in self.gestures))

    # -- the two directions of a gesture -------------------------------------------------------
    def gesture_for(self, action: A) -> Gesture[A] | None:
        """The one gesture that makes a legal `action` now, with its place keys (source,
        target, variant) or as a button: what a tutorial step, a hint or a replay viewer
        lights. None when the action is not legal for the viewer now."""
        return self._by_action.get(action)

    def means(self, gesture: Gesture[A], source: str | None) -> bool:
        """Whether a hand starting at `source` makes this gesture (a power card stands for a click)."""
        return gesture.source == source or (gesture.source is None and source is not None and source == self.power)

    def gesture_at(self, source: str | None, target: str | None) -> Gesture[A] | None:
        """The legal gesture a hand from `source` to `target` makes, turned as the hand is."""
        variant = self.hand.variant
        for gesture in self.gestures:
            if self.means(gesture, source) and gesture.target == target and gesture.variant in (None, variant):
                return gesture
        return None

    def find_action(self, source: str | None, target: str | None) -> A | None:
        """The action a hand from `source` to `target` (card or zone keys of this table), turned
        as the hand is, denotes — legal or not; None: it means nothing in this game. The engine's
        `find_action` over its own places (python-chess's `find_move`), so `check` can say why a
        refused one is refused."""
        return self._engine_reads(None if source == self.power else source, target, self.hand.variant)

    def means_something(self, target: str) -> bool:
        """A plain click on `target` is a move of this game (legal or not): the engine judges it."""
        return self._engine_reads(None, target, None) is not None

    def _engine_reads(self, source: str | None, target: str | None, variant: str | None) -> A | None:
        observation, view = self.observation, self.view
        hand = EngineGesture(view.place(observation, source), view.place(observation, target), variant)
        return self.rules.find_action(observation, hand)

    def check(self, action: A) -> Illegal | None:
        return self.rules.check(self.match.state, action)

    # -- what the hand may do -------------------------------------------------------------
    def sources(self, on_table: Collection[str]) -> set[str]:
        """The cards a hand may pick up (the power card too, when it lies on the table)."""
        found = {g.source for g in self.gestures if g.source is not None}
        power = self.power
        if power is not None and power in on_table and any(g.source is None and g.target for g in self.gestures):
            found.add(power)
        return found

    def lit_targets(self, source: str | None) -> set[str]:
        """The places a hand from `source` (None: a plain click) may go, turned as it is."""
        return {g.target for g in self.gestures
                if g.target is not None and self.means(g, source) and g.variant in (None, self.hand.variant)}

    def lit_shown(self) -> set[str]:
        """The places drawn lit: a move listed by Tab lights its own target alone (which of
        the card's places that move uses); otherwise every place the held card may go."""
        focused = self.focused()
        if focused is not None and focused.target is not None and self.hand.held is None:
            return {focused.target}
        return self.lit_targets(self.hand.source)

    def focused(self) -> Gesture[A] | None:
        index = self.hand.kb_index
        if index is not None and index < len(self.gestures):
            return self.gestures[index]
        return None

    def moves_from(self, source: str) -> list[Gesture[A]]:
        """The legal moves a card can make by a drop (what a refusal lists)."""
        return [g for g in self.gestures if self.means(g, source) and g.target is not None]

    def variants_of(self, source: str | None) -> list[str]:
        """The ways `source` may be turned for a legal move, in the table's order."""
        order = self.view.variants
        found = {g.variant for g in self.gestures if g.source == source and g.variant is not None}
        return sorted(found, key=lambda v: order.index(v) if v in order else 0)

    def pick_up(self, key: str) -> None:
        """A card taken in hand keeps its turn if a legal move uses it, else the first legal one."""
        variants = [g.variant for g in self.gestures if g.source == key and g.variant is not None]
        if self.hand.variant not in variants:
            self.hand.variant = variants[0] if variants else None

    def turn(self) -> str | None:
        """Turn the held or selected card to its next variant; None if nothing turned, else
        the words for a turn with no legal place ("" when it has one)."""
        key = self.hand.source
        if key is None or not self.view.variants:
            return None
        variants = self.variants_of(key)
        # with two or more legal ways, turn only among them (Reverse Tornado: the rival double's arrows)
        options = variants if len(variants) > 1 else list(self.view.variants)
        current = self.hand.variant
        self.hand.variant = options[(options.index(current) + 1) % len(options)] if current in options \
            else options[0]
        if variants and self.hand.variant not in variants:
            turned = self.hand.variant
            return f"{self.view.variant_words.get(turned, turned)}: no legal place this way up."
        return ""

    def focus_next(self, step: int) -> Gesture[A]:
        """Tab: the next listed move takes the focus (and the hand chooses its card)."""
        count = len(self.gestures)
        index = self.hand.kb_index
        self.hand.kb_index = (0 if step > 0 else count - 1) if index is None else (index + step) % count
        focused = self.gestures[self.hand.kb_index]
        self.hand.selected, self.hand.variant = focused.source, focused.variant
        return focused

    def forget_missing(self, on_table: Collection[str]) -> None:
        """A held or chosen card that left the table is let go."""
        if self.hand.held not in on_table:
            self.hand.held, self.hand.dragging = None, False
        if self.hand.selected not in on_table:
            self.hand.selected = None


def _names(names: tuple[str, ...], count: int) -> tuple[str, ...]:
    """The seats' names, a seat without one named by its number ("Seat 3")."""
    return names[:count] + tuple(f"Seat {n + 1}" for n in range(len(names[:count]), count))
