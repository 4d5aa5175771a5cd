"""The contract between the generic table and one game's table.

A game's table is a `TableView` subclass: `layout` maps an observation to zones, cards,
partner links, tokens and labels, and `label` says each legal action in a player's words.
What a hand does is the engine's to say (game/core/gestures.py): `gestures` asks
`rules.gesture` for each legal action (drag this onto that, click that, press this button),
`candidate` asks `rules.find_action` for the action a drop would mean, legal or not, so the
table can ask the engine why it is refused (python-chess's `find_move(from, to)`), and
`automatic` asks `rules.formality`. The engine names places in the game's own terms; a table
whose card keys carry more (a round number that keeps a new round's cards apart) translates
with `place` and `key`. Nothing here decides a rule.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, ClassVar

from game.core.contract import Event, Rules
from game.core import gestures as engine
from scenes.toolkit.cards import CARD_SIZE, CardBack, CardFace, Piece
from scenes.toolkit.zones import Zone
from scenes.ui import Colour


@dataclass(frozen=True)
class CardSpot:
    """One card on the table as the viewer sees it."""

    key: str                          # the same card keeps its key from state to state
    zone: str
    back: CardBack | Piece            # a card's back, or a game's own piece (a standee, a die)
    face: CardFace | None = None      # None: lying face down
    angle: int = 0                    # 180: upside down from the viewer's side
    back_angle: int | None = None     # how the back is turned, when not as the face (None: `angle`)
    peek: CardFace | None = None      # a face-down card the viewer may look at (own cards)
    caption: str = ""                 # a word under the card ("lead", "drawn" …)
    detail: str = ""                  # a line for the zoom panel (which half counts …)
    origin: str = ""                  # zone a newly seen card flies in from (the deck …)
    order: int = 0                    # position within its zone
    size: tuple[int, int] | None = None   # drawn at this size (None: the ordinary CARD_SIZE)
    tumble: tuple[Any, ...] = ()      # looks shown in turn while it flies in (a die rolling)

    @property
    def card_size(self) -> tuple[int, int]:
        return self.size or CARD_SIZE


@dataclass(frozen=True)
class Token:
    """A piece that is not a card: a trophy, the microphone, a marker."""

    key: str
    shape: str                        # "trophy", "mic", "chip"
    pos: tuple[int, int]
    label: str = ""
    colour: Colour = (236, 184, 84)


@dataclass(frozen=True)
class Label:
    text: str
    pos: tuple[int, int]
    size: int = 18
    colour: Colour = (248, 236, 214)
    bold: bool = False
    anchor: str = "topleft"
    width: int = 0                    # the room it has (0: up to the table's edge): shrunk, never overprinted


@dataclass(frozen=True)
class Mark:
    """Something worth a flash when it first appears (a fresh misstep): the table pulses
    its frame for a moment the first time a layout holds its key."""

    key: str
    rect: tuple[int, int, int, int]


@dataclass(frozen=True)
class Layout:
    zones: tuple[Zone, ...] = ()
    cards: tuple[CardSpot, ...] = ()
    links: tuple[tuple[str, str], ...] = ()      # partner ribbons between card keys
    tokens: tuple[Token, ...] = ()
    labels: tuple[Label, ...] = ()
    banner: str = ""                              # what the viewer is asked to do now
    # optional painting under the zones and cards: underlay(surface, fonts, seconds) for what
    # is not a card (a song's chart, a score track); it must cache its own surfaces
    underlay: Callable[[Any, Any, float], None] | None = None
    marks: tuple[Mark, ...] = ()
    # optional painting over the cards and labels, the same way (numbers that fly, a narration's
    # caption): it reads the view's animation state, which the view advances in `update`
    overlay: Callable[[Any, Any, float], None] | None = None


@dataclass(frozen=True)
class Gesture:
    """One legal action as a hand would make it.

    source and target: drag `source` onto `target`. target only: click `target`. neither:
    a button. `variant` is how the held card must be turned (a two-way card's half).
    `click_too`: a plain click on `source` makes it as well (a piece with one thing to do).
    """

    action: Any
    label: str
    source: str | None = None
    target: str | None = None
    variant: str | None = None
    click_too: bool = False


@dataclass(frozen=True)
class Interlude:
    """A pause in the play worth a screen of its own (a round's reveal)."""

    title: str
    lines: tuple[str, ...] = ()
    cards: tuple[tuple[str, CardFace | Piece, int], ...] = ()   # (caption, face or piece, angle)
    card_size: tuple[int, int] | None = None   # how big the cards are shown (None: three quarters of a reveal)
    seconds: float = 0.0        # it goes on by itself after this long (0: it waits for a click)


class TableView:
    """Base of every game's table; subclasses fill in the game's mapping."""

    game_id: ClassVar[str] = ""
    variants: ClassVar[tuple[str, ...]] = ()            # ways a held card can be turned
    variant_words: ClassVar[dict[str, str]] = {}        # how each is named to the player
    short_title: ClassVar[str] = ""                     # the header's name when the full title is long
    buttons_last: ClassVar[bool] = False                # Tab lists the hand moves first, then the buttons

    def __init__(self, rules: Rules[Any, Any, Any]) -> None:
        self.rules = rules
        self.seat_names: tuple[str, ...] = ()   # set once by the table scene, for gesture labels
        self._power: tuple[Any, str | None] = (None, None)   # the last gestures' power card, by observation

    def layout(self, observation: Any, viewer: int, names: tuple[str, ...], size: tuple[int, int]) -> Layout:
        raise NotImplementedError

    def label(self, observation: Any, action: Any) -> str:
        """A legal action in a player's words (a button's text, Tab's list, a drop's hint)."""
        raise NotImplementedError

    def place(self, observation: Any, key: str | None) -> str | None:
        """The engine's place a card or zone key of this table stands for (by default the key)."""
        return key

    def key(self, observation: Any, place: str | None) -> str | None:
        """The card or zone key of this table that shows one of the engine's places."""
        return place

    def gestures(self, observation: Any, legal: tuple[Any, ...]) -> tuple[Gesture, ...]:
        """Each legal action as the engine says a hand makes it, in this table's keys and words."""
        made: list[Gesture] = []
        power: str | None = None
        for action in legal:
            move = self.rules.gesture(observation, action)
            made.append(Gesture(action, self.label(observation, action), self.key(observation, move.source),
                                self.key(observation, move.target), move.variant, move.click_too))
            power = power or self.key(observation, move.drag_from)
        self._power = (observation, power)
        if self.buttons_last:
            made.sort(key=lambda g: g.source is None and g.target is None)
        return tuple(made)

    def candidate(self, observation: Any, source: str | None, target: str | None, variant: str | None) -> Any:
        """The action a drop of `source` on `target` would mean, legal or not; None if none."""
        return self.rules.find_action(observation, engine.Gesture(self.place(observation, source),
                                                                  self.place(observation, target), variant))

    def power_card(self, observation: Any) -> str | None:
        """A card whose drag onto a click-only target means that click (a power's source):
        the engine's `drag_from` of the last gestures asked for this observation."""
        seen, power = self._power
        return power if seen is observation else None

    def warm_up(self) -> tuple[tuple[CardFace | CardBack, int], ...]:
        """Looks (and angles) to paint ahead, one a frame, so no frame pays for several."""
        return ()

    def variant_angle(self, spot: CardSpot, variant: str) -> int:
        """How a held card is drawn when turned to `variant`."""
        return spot.angle

    def update(self, dt: float, observation: Any) -> bool:
        """Advance the view's own animation (never in `draw`); True while it still moves."""
        return False

    def played(self, events: tuple[Event, ...], seat: int | None, pace: float) -> None:
        """Told of each move's events as it lands (any seat's, an AI's too), with the seconds a
        person needs to follow one shown step (the AI pace; 0 when animation is instant). A view
        may narrate them step by step or fly numbers from them, advancing in `update`."""

    def holding(self) -> bool:
        """True while the view is still telling the last move: the next move waits (the AI's
        pace counts from the end of it), as it waits for cards in flight."""
        return False

    def skip(self) -> None:
        """Skip (Space): the view's own telling ends at once."""

    def sound(self, event: Event) -> str | None:
        """Which effect an event makes: "deal", "flip", "drop", "win" or None."""
        return "drop"

    def interlude(self, events: tuple[Event, ...], names: tuple[str, ...], viewer: int) -> Interlude | None:
        return None

    def interlude_after(self, before: Any, events: tuple[Event, ...], names: tuple[str, ...],
                        viewer: int) -> Interlude | None:
        """The same, also given the viewer's observation just before the action (the board that
        produced the result: a dance's dice, gone from the state once scored). Default: `interlude`."""
        return self.interlude(events, names, viewer)

    def prompt(self, observation: Any, legal: tuple[Any, ...]) -> str | None:
        """The banner's ask, from what the viewer may do now (None: the layout's banner stands)."""
        return None

    def automatic(self, observation: Any, legal: tuple[Any, ...]) -> Any:
        """A step that is no decision (the only thing to do, with nothing to choose): the table
        makes it by itself after a moment. None: the player decides. The engine's `formality`."""
        return self.rules.formality(observation, legal)

    def result_lines(self, observation: Any, names: tuple[str, ...]) -> tuple[str, ...]:
        """The game's final scoring broken down, a line each (the end panel shows them over the board)."""
        return ()

    def seat_anchor(self, seat: int, viewer: int, size: tuple[int, int]) -> tuple[int, int]:
        """Where a seat's 'thinking' cue is drawn: by default in the caption strip under the table,
        which is empty while an AI thinks (the cue covers nothing of the board there)."""
        width, height = size
        return (width // 2, height - 20)
