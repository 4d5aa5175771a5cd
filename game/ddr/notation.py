"""DDR: The Card Game — actions and their text notation (docs/notation/ddr.md).

Every sub-step of a turn is its own action, so a turn is a sequence the table and the
bots take one at a time. Seats are written p1..p4 and steps are numbered 1..16 in text;
inside the engine both count from 0. Every action is a `game.core.actions.Action` with
typed fields; its `verb` and `args` (and so `str(action)`) are derived from them, and
`str(action)` and `parse(text)` round-trip.

    song first-light             choose a song
    draw | shuffle C | keep      turn step 1: draw a card, or shuffle cards back one at a
                                 time (two at most), then keep the rest
    step C                       lay a Step card as your next step
    restep 4 C | restep 14+1 C   step onto a Quick Restep (on step 4; on 14's first double)
    beat p2 C                    spend your step on p2's song (after playing Beat)
    attach C                     hang a free arrow on your open Double Step
    link freeze 12 | link double 12 | link mine p2:13 | link quick-restep 14+1
    interfere hidden p2 | interfere reverse-tornado p2 L
    done                         end the plays (with exactly five cards this ends the turn)
    refill                       with fewer than five cards, draw back up to five
    return C                     with six cards, shuffle one back
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core import actions as core
from game.ddr.cards import INTERFERENCES, KNOWN_CARDS, LINKS, MINE
from game.ddr.songs import DIRECTIONS


class NotationError(ValueError):
    """Text that is not DDR action notation at all."""


@dataclass(frozen=True)
class ChooseSong(core.Action):
    song: str

    verb: ClassVar[str] = "song"

    @property
    def args(self) -> tuple[str, ...]:
        return (self.song,)


@dataclass(frozen=True)
class Draw(core.Action):
    verb: ClassVar[str] = "draw"

    @property
    def args(self) -> tuple[str, ...]:
        return ()


@dataclass(frozen=True)
class ShuffleBack(core.Action):
    """Turn step 1: shuffle one card back (a second may follow)."""

    card: str

    verb: ClassVar[str] = "shuffle"

    @property
    def args(self) -> tuple[str, ...]:
        return (self.card,)


@dataclass(frozen=True)
class Keep(core.Action):
    """Turn step 1: keep the hand as it is now (after shuffling none, one or two back)."""

    verb: ClassVar[str] = "keep"

    @property
    def args(self) -> tuple[str, ...]:
        return ()


@dataclass(frozen=True)
class PlayStep(core.Action):
    card: str

    verb: ClassVar[str] = "step"

    @property
    def args(self) -> tuple[str, ...]:
        return (self.card,)


@dataclass(frozen=True)
class Restep(core.Action):
    slot: int
    part: int     # 0: the step itself; k: the arrow of its k-th Double Step
    card: str

    verb: ClassVar[str] = "restep"

    @property
    def args(self) -> tuple[str, ...]:
        return (place(self.slot, self.part), self.card)


@dataclass(frozen=True)
class BeatStep(core.Action):
    target: int
    card: str

    verb: ClassVar[str] = "beat"

    @property
    def args(self) -> tuple[str, ...]:
        return (seat_word(self.target), self.card)


@dataclass(frozen=True)
class Attach(core.Action):
    card: str

    verb: ClassVar[str] = "attach"

    @property
    def args(self) -> tuple[str, ...]:
        return (self.card,)


@dataclass(frozen=True)
class PlayLink(core.Action):
    card: str       # freeze, double, mine or quick-restep
    target: int     # whose song (always your own except for a Mine)
    slot: int
    part: int = 0   # Quick Restep only: 0 the step card, k the k-th double's arrow

    verb: ClassVar[str] = "link"

    @property
    def args(self) -> tuple[str, ...]:
        if self.card == MINE:
            return (MINE, f"{seat_word(self.target)}:{self.slot + 1}")
        return (self.card, place(self.slot, self.part))


@dataclass(frozen=True)
class Interfere(core.Action):
    card: str
    target: int
    arrow: str | None = None   # Reverse Tornado: which arrow of the double is held

    verb: ClassVar[str] = "interfere"

    @property
    def args(self) -> tuple[str, ...]:
        return (self.card, seat_word(self.target)) + ((self.arrow,) if self.arrow else ())


@dataclass(frozen=True)
class Done(core.Action):
    verb: ClassVar[str] = "done"

    @property
    def args(self) -> tuple[str, ...]:
        return ()


@dataclass(frozen=True)
class Refill(core.Action):
    """Turn step 5 with fewer than five cards: draw back up to five."""

    verb: ClassVar[str] = "refill"

    @property
    def args(self) -> tuple[str, ...]:
        return ()


@dataclass(frozen=True)
class Return(core.Action):
    card: str

    verb: ClassVar[str] = "return"

    @property
    def args(self) -> tuple[str, ...]:
        return (self.card,)


Action = (ChooseSong | Draw | ShuffleBack | Keep | PlayStep | Restep | BeatStep | Attach | PlayLink
          | Interfere | Done | Refill | Return)

DRAW = Draw()
KEEP = Keep()
DONE = Done()
REFILL = Refill()


def place(slot: int, part: int) -> str:
    return f"{slot + 1}+{part}" if part else str(slot + 1)


def seat_word(seat: int) -> str:
    return f"p{seat + 1}"


def _card(text: str) -> str:
    if text not in KNOWN_CARDS:
        raise NotationError(f"{text!r} is not a card (cards look like U/perfect, miss, freeze, hidden)")
    return text


def _seat(text: str) -> int:
    if len(text) < 2 or text[0] != "p" or not text[1:].isdigit() or int(text[1:]) < 1:
        raise NotationError(f"{text!r} is not a seat (seats are p1, p2, p3, p4)")
    return int(text[1:]) - 1


def _place(text: str) -> tuple[int, int]:
    head, _, tail = text.partition("+")
    if not head.isdigit() or int(head) < 1 or (tail and not tail.isdigit()):
        raise NotationError(f"{text!r} is not a step number (like 4, or 14+1 for a double's arrow)")
    return int(head) - 1, int(tail) if tail else 0


def _arity(words: list[str], low: int, high: int) -> None:
    if not low <= len(words) - 1 <= high:
        raise NotationError(f"{words[0]!r} takes {low}–{high} words after it")


def parse(text: str, me: int) -> Action:
    """Read one action; `me` is the seat acting (a link on your own song names no seat)."""
    words = text.split()
    if not words:
        raise NotationError("empty action")
    verb = words[0]
    if verb in ("draw", "keep", "done", "refill"):
        _arity(words, 0, 0)
        simple: dict[str, Action] = {"draw": DRAW, "keep": KEEP, "done": DONE, "refill": REFILL}
        return simple[verb]
    if verb == "song":
        _arity(words, 1, 1)
        return ChooseSong(words[1])
    if verb in ("step", "attach", "return", "shuffle"):
        _arity(words, 1, 1)
        card = _card(words[1])
        if verb == "shuffle":
            return ShuffleBack(card)
        return PlayStep(card) if verb == "step" else Attach(card) if verb == "attach" else Return(card)
    if verb == "restep":
        _arity(words, 2, 2)
        slot, part = _place(words[1])
        return Restep(slot, part, _card(words[2]))
    if verb == "beat":
        _arity(words, 2, 2)
        return BeatStep(_seat(words[1]), _card(words[2]))
    if verb == "link":
        return _parse_link(words, me)
    if verb == "interfere":
        _arity(words, 2, 3)
        if words[1] not in INTERFERENCES:
            raise NotationError(f"{words[1]!r} is not an Interference card")
        arrow = words[3] if len(words) == 4 else None
        if arrow is not None and arrow not in DIRECTIONS:
            raise NotationError(f"{arrow!r} is not an arrow (U, D, L or R)")
        return Interfere(words[1], _seat(words[2]), arrow)
    raise NotationError(f"{verb!r} is not an action (see docs/notation/ddr.md)")


def _parse_link(words: list[str], me: int) -> PlayLink:
    _arity(words, 2, 2)
    card = words[1]
    if card not in LINKS:
        raise NotationError(f"{card!r} is not a Link card ({', '.join(LINKS)})")
    if card == MINE:
        seat_text, colon, step_text = words[2].partition(":")
        if not colon:
            raise NotationError("a mine names a seat and a step, like p2:13")
        slot, part = _place(step_text)
        if part:
            raise NotationError("a mine goes on a whole step, not one arrow of it")
        return PlayLink(MINE, _seat(seat_text), slot)
    slot, part = _place(words[2])
    return PlayLink(card, me, slot, part)
