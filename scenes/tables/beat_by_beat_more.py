"""Beat by Beat's table: what it says beside the cards besides the phrases and the hand —
this round's Crowd Bonus card, the cards an Inspiration kept, a long name on two lines.

The words come from the engine's view (`crowd_words`, the observation's own discard); the
table only places them.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from game.beat_by_beat.content import catalogue
from game.beat_by_beat.state import Phase
from game.beat_by_beat.view import BBBObservation, crowd_words
from scenes.tables.beat_by_beat_look import ChoicePlate
from scenes.toolkit.cards import CardBack
from scenes.toolkit.view import CardSpot
from scenes.toolkit.zones import Zone

NAME_CHARS = 13          # the seat column holds this many letters a line at a readable size
CROWD_H = 58             # the Crowd Bonus plate under the Judges


def name_lines(name: str, most: int = NAME_CHARS) -> list[str]:
    """A seat's name on one line, or two when it is long (never shrunk to unreadable type):
    broken at the last space that leaves a first line of at most `most` letters, else (one
    long word) after `most` - 1 letters with a hyphen."""
    if len(name) <= most:
        return [name]
    cut = name.rfind(" ", 0, most + 1)
    if cut > 0:
        return [name[:cut], name[cut + 1:]]
    return [name[:most - 1] + "-", name[most - 1:]]


def crowd_spot(obs: BBBObservation, rect: tuple[int, int, int, int], zones: list[Zone],
               spots: list[CardSpot]) -> None:
    """This round's Crowd Bonus card as a plate (Variable Crowd Bonuses); its zoom names the
    next round's card too."""
    now, following = crowd_words(obs)
    if not now:
        return
    card = catalogue().crowd[obs.crowd_now]
    zones.append(Zone("crowd", "slot", rect, "", outline=False))
    detail = f"This round's Crowd Bonus — {now}" + (f" Next round's: {following}" if following else "")
    spots.append(CardSpot(f"crowd:{obs.round}", "crowd", CardBack(),
                          ChoicePlate(f"Crowd Bonus: {card.title}", card.text),  # type: ignore[arg-type]
                          size=(rect[2], rect[3]), detail=detail))


@dataclass
class _Drawing:
    round: int
    beat: int
    drawn: tuple[str, ...]
    discard: tuple[str, ...]


class KeptNote:
    """Remembers what a seat's Inspiration put in front of it, and once it is over says which
    cards were kept and where they went (into the discard pile: they vanished without a word)."""

    def __init__(self) -> None:
        self._drawing: dict[int, _Drawing] = {}
        self._said: dict[int, tuple[int, int, str]] = {}   # seat -> (round, phrase length, words)

    def see(self, obs: BBBObservation, seat: int) -> str:
        """The note to show for `seat` at this observation ('' for none)."""
        if obs.seat != seat:
            return ""
        phrase = len(obs.me.phrase)
        if obs.phase is Phase.INSPIRE and obs.drawn:
            self._drawing[seat] = _Drawing(obs.round, obs.beat, obs.drawn, obs.discard)
        elif seat in self._drawing:
            before = self._drawing.pop(seat)
            grown = Counter(obs.discard) - Counter(before.discard)
            kept = sorted((grown & Counter(before.drawn)).elements())
            if kept:
                moves = catalogue().moves
                listed = " and ".join(moves[c].name for c in kept)
                words = f"✦ You kept {listed}: {'they are' if len(kept) > 1 else 'it is'} in your discard pile now."
                self._said[seat] = (before.round, phrase, words)
        said = self._said.get(seat)
        if said is None:
            return ""
        if (said[0], said[1]) != (obs.round, phrase):   # shown until the next move is revealed
            del self._said[seat]
            return ""
        return said[2]
