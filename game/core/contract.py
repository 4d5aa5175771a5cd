"""The engine contract every Floorshow game fulfils.

Shaped after OpenSpiel's State API and python-chess's Board: one `Rules` object per
game answers who acts, what is legal, why something is not, what an action does, what
a seat may know and how the game ended. States, actions, events and observations are
plain frozen values; nothing here knows a pixel.
"""

from __future__ import annotations

import enum
import random
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Mapping, Protocol, TypeVar, runtime_checkable

from game.core.chance import Chance
from game.core.gestures import Gesture


class Action(Protocol):
    """A small frozen value; `str(action)` is its notation."""

    def __str__(self) -> str: ...


@dataclass(frozen=True)
class Illegal:
    """Why an action is refused: a sentence a player understands and where the rule is."""

    reason: str
    rule: str

    def __str__(self) -> str:
        return f"{self.reason} ({self.rule})"


class ActionError(ValueError):
    """An action that cannot be taken; `illegal` says why in a player's words.

    Two kinds, as python-chess has InvalidMoveError and IllegalMoveError: text that names
    no action at all, and a well-formed action the rules refuse now."""

    def __init__(self, illegal: Illegal, action: str = "") -> None:
        self.illegal = illegal
        self.action = action
        prefix = f"{action}: " if action else ""
        super().__init__(f"{prefix}{illegal}")


class InvalidNotationError(ActionError):
    """Raised by `parse_action` for text that is not the notation of any action."""


class IllegalActionError(ActionError):
    """Raised by `apply` and `parse_action` for an action that is not legal now."""


class Termination(enum.Enum):
    """The shape of a game's end: who won, or whether the table did."""

    WIN = "win"                  # one seat (or a team) won outright
    SHARED_WIN = "shared_win"    # several seats tied at the top after every tie-break
    COOP_WIN = "coop_win"        # the table (every seat, or a solo player) beat the game
    COOP_LOSS = "coop_loss"      # the game beat the table

    @property
    def table(self) -> bool:
        """A cooperative (or solo) end: every seat wins or loses together."""
        return self in (Termination.COOP_WIN, Termination.COOP_LOSS)


@dataclass(frozen=True)
class Outcome:
    """The end of a game as a value. `reason` is the game's own enum of how it ended
    (DDR's song completed or deck out, Dance Card!'s third Success Token …)."""

    winners: tuple[int, ...]
    scores: tuple[float, ...]
    termination: Termination
    summary: str
    reason: enum.Enum | None = None

    def __post_init__(self) -> None:
        if self.termination is Termination.COOP_LOSS and self.winners:
            raise ValueError("a table that lost has no winners")
        if self.termination is Termination.COOP_WIN and len(self.winners) != len(self.scores):
            raise ValueError("a table that won wins at every seat")

    def won(self, seat: int) -> bool:
        return seat in self.winners


@dataclass(frozen=True)
class GameConfig:
    """Seat count and the game's options (mode, variants, a stacked deck for tests)."""

    seats: int
    options: tuple[tuple[str, Any], ...] = ()

    def option(self, key: str, default: Any = None) -> Any:
        for name, value in self.options:
            if name == key:
                return value
        return default

    @staticmethod
    def make(seats: int, **options: Any) -> "GameConfig":
        return GameConfig.of(seats, options)

    @staticmethod
    def of(seats: int, options: Mapping[str, Any]) -> "GameConfig":
        """From a mapping of options: any key, `seats` too (a record's or a command line's
        options are data, and a keyword call would take such a key for the seat count)."""
        return GameConfig(seats, tuple(sorted(options.items())))

    def to_json(self) -> dict[str, Any]:
        return {"seats": self.seats, "options": {k: _jsonable(v) for k, v in self.options}}

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> "GameConfig":
        options = data.get("options", {})
        if not isinstance(data.get("seats"), int) or not isinstance(options, dict):
            raise ValueError("config needs an integer 'seats' and an 'options' object")
        return GameConfig.of(data["seats"], {k: _frozen(v) for k, v in options.items()})


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_jsonable(v) for v in value]
    return value


def _frozen(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    return value


@dataclass(frozen=True)
class Event:
    """A fact that happened. Subclasses add fields; `text` narrates it for a viewer.

    `barrier` marks events that reveal hidden information or resolve chance: undo never
    crosses them. `private_to` names the only seat that may see the event's details;
    everyone else gets `redacted()`.
    """

    barrier: ClassVar[bool] = False
    private_to: int | None = field(default=None, kw_only=True)

    def text(self, names: tuple[str, ...]) -> str:
        return type(self).__name__

    def visible_to(self, seat: int | None) -> bool:
        return self.private_to is None or self.private_to == seat

    def redacted(self) -> "Event":
        """The version other seats see; by default the event itself."""
        return self

    def for_seat(self, seat: int | None) -> "Event":
        return self if self.visible_to(seat) else self.redacted()


@runtime_checkable
class Observation(Protocol):
    """What one seat may know. Must be a frozen, comparable value."""

    seat: int


S = TypeVar("S")  # the game's state
A = TypeVar("A")  # the game's action
O = TypeVar("O")  # the game's observation  # noqa: E741


Progress = tuple[tuple[str, int], ...]   # Rules.progress: (("round", 3), ("beat", 5))


class Rules(Generic[S, A, O]):
    """Base class of a game's rules, generic over its state, action and observation.

    `check` and `apply` are derived from `legal_actions`, `explain` and `_apply`, and
    `parse_action` from `read_action` and `check`, so legality has one source. Seat
    ranges and modes are declared once, in game/registry.py.
    """

    game_id: ClassVar[str]
    title: ClassVar[str]
    rules_page: ClassVar[str]  # path of the rules page, relative to the project root

    # -- to implement -------------------------------------------------------------
    def new_game(self, config: GameConfig, seed: int) -> S:
        raise NotImplementedError

    def to_act(self, state: S) -> int | None:
        raise NotImplementedError

    def legal_actions(self, state: S) -> tuple[A, ...]:
        raise NotImplementedError

    def explain(self, state: S, action: Any) -> Illegal:
        """Why `action` (known not to be legal) is refused."""
        raise NotImplementedError

    def _apply(self, state: S, action: A) -> tuple[S, tuple[Event, ...]]:
        """Apply a legal action. Must not change `state`."""
        raise NotImplementedError

    def observe(self, state: S, seat: int) -> O:
        raise NotImplementedError

    def outcome(self, state: S) -> Outcome | None:
        raise NotImplementedError

    def read_action(self, state: S, text: str) -> A:
        """Read notation into an action, legal or not; InvalidNotationError if it names none."""
        raise NotImplementedError

    def seat_count(self, state: S) -> int:
        raise NotImplementedError

    def progress(self, state: S) -> Progress:
        """How far the game has come, in its own units, outermost first: `(("round", 3),
        ("beat", 5))`; a count of 0 names the stage alone (`("the Raid", 0)`). The saves list
        shows it (game/core/sealing.py keeps it in clear). None said by default."""
        return ()

    def opening_events(self, state: S) -> tuple[Event, ...]:
        """Events of the set-up (shuffle, deal) for the table to animate; none by default."""
        return ()

    def redeal(self, state: S, seat: int, rng: random.Random) -> S:
        """A twin of `state` with everything `seat` cannot see dealt afresh and a fresh
        chance stream: what the conformance suite proves hidden information with. Write
        it from the rules of what is hidden, never from `observe` or `determinize`."""
        raise NotImplementedError(f"{self.title} does not deal hidden-information twins")

    # -- the table's questions (game/core/gestures.py) ------------------------------
    def gesture(self, observation: O, action: A) -> Gesture:
        """The one gesture that makes the legal `action`, in the game's own places."""
        raise NotImplementedError(f"{self.title} does not name its gestures yet")

    def find_action(self, observation: O, gesture: Gesture) -> A | None:
        """The action a gesture denotes, legal or not (None: it means nothing in this game);
        `check` then says why a refused one is refused. Buttons are never asked."""
        return None

    def formality(self, observation: O, legal: tuple[A, ...]) -> A | None:
        """A step that is no decision (the only thing to do, nothing to choose): the table
        makes it by itself after a moment. None: the player decides."""
        return None

    # -- derived ------------------------------------------------------------------
    def parse_action(self, state: S, text: str) -> A:
        """The legal action `text` names: InvalidNotationError for text that is no
        action's notation, IllegalActionError for an action the rules refuse now."""
        action = self.read_action(state, text)
        refusal = self.check(state, action)
        if refusal is not None:
            raise IllegalActionError(refusal, text)
        return action

    def check(self, state: S, action: Any) -> Illegal | None:
        if self.outcome(state) is not None:
            return Illegal("The game is over.", "end of the game")
        if action in self.legal_actions(state):
            return None
        return self.explain(state, action)

    def apply(self, state: S, action: A) -> tuple[S, tuple[Event, ...]]:
        refusal = self.check(state, action)
        if refusal is not None:
            raise IllegalActionError(refusal, str(action))
        return self._apply(state, action)

    def apply_unchecked(self, state: S, action: A) -> S:
        """The AI's inner-loop fast path: no legality check, events discarded."""
        return self._apply(state, action)[0]


__all__ = [
    "Action", "ActionError", "Chance", "Event", "GameConfig", "Illegal", "IllegalActionError",
    "InvalidNotationError", "Observation", "Outcome", "Rules", "Termination",
]
