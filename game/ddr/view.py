"""DDR: The Card Game — what one seat may know.

Songs, played steps and Link cards lie face up for everyone. A hand is known to its
owner only (others see its size); the order of the draw deck is known to no one. Under
Hidden the owner's own song card is face down: their observation carries neither the
song nor its chart until three more of their steps are down. (The rivals saw the song
before it was turned over and keep seeing it: docs/rules/ddr.md.)
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.ddr.cards import DOUBLE, FREEZE, MISS, RATINGS, step_name
from game.ddr.content import catalogue
from game.ddr.interference import DARK_MINI_STEPS, HIDDEN_STEPS, TIPSY_FROM
from game.ddr.legality import MAX_SHUFFLED
from game.ddr.scoring import MISSTEP_POINTS, NG_POINTS, SongScore, card_points, judge
from game.ddr.songs import SONG_LENGTH, ChartStep
from game.ddr.state import HAND_SIZE, SUDDEN_UNSEEN, Dancer, Ending, Slot, State, Turn


@dataclass(frozen=True)
class DancerView:
    seat: int
    song: str | None                       # None: face down to you (Hidden), or not chosen
    chart: tuple[ChartStep, ...] | None    # None when face down to you
    slots: tuple[Slot, ...]
    hand_size: int
    dark_from: int
    dark_until: int
    hidden_until: int
    beat_next: int | None
    beat_now: int | None

    @property
    def face_down(self) -> bool:
        return self.chart is None and self.song is None and len(self.slots) < self.hidden_until

    def sharp_barred(self, index: int) -> bool:
        return self.dark_from <= index < self.dark_until


@dataclass(frozen=True)
class DDRObservation:
    seat: int
    hand: tuple[str, ...]
    dancers: tuple[DancerView, ...]
    deck_size: int
    deck_list: tuple[str, ...]
    turn: Turn
    first: int
    ending: Ending | None

    @property
    def me(self) -> DancerView:
        return self.dancers[self.seat]


def _view(dancer: Dancer, seat: int, viewer: int) -> DancerView:
    blind = seat == viewer and dancer.hidden
    return DancerView(
        seat=seat, song=None if blind else dancer.song, chart=None if blind else dancer.chart,
        slots=_unseen_locks_hidden(dancer.slots) if blind else dancer.slots,
        hand_size=len(dancer.hand), dark_from=dancer.dark_from,
        dark_until=dancer.dark_until, hidden_until=dancer.hidden_until,
        beat_next=dancer.beat_next, beat_now=dancer.beat_now)


def _unseen_locks_hidden(slots: tuple[Slot, ...]) -> tuple[Slot, ...]:
    """The owner of a face-down song does not see a Sudden lock laid on it meanwhile: that it
    locked at all would tell their chart."""
    return tuple(replace(s, lock=None) if s.lock == SUDDEN_UNSEEN else s for s in slots)


def observe(state: State, seat: int) -> DDRObservation:
    return DDRObservation(
        seat=seat, hand=state.dancers[seat].hand,
        dancers=tuple(_view(d, s, seat) for s, d in enumerate(state.dancers)),
        deck_size=len(state.deck), deck_list=state.deck_list, turn=state.turn,
        first=state.first, ending=state.ending)


# -- numbers a table shows, from the rules and the card data (none is written in scenes/) ------
@dataclass(frozen=True)
class Numbers:
    song_length: int          # slots in a song
    hand_size: int            # a turn ends with this many cards in hand
    misstep: int              # points of a misstepped step
    ng: int                   # points of a step locked by N.G.
    miss: int                 # a Miss card
    freeze: int               # a Freeze Arrow
    double: int               # a Double Step
    ratings: tuple[tuple[str, int], ...]   # ("Perfect", 3) … in printed order
    tipsy_from: int           # Tipsy turns the song around from this step (counted from 1)
    restep_less: int          # a card stepped onto a Quick Restep scores this much less
    dark_mini_steps: int = DARK_MINI_STEPS   # Dark Mini bars Perfect and Great on this many steps
    hidden_steps: int = HIDDEN_STEPS         # Hidden keeps a song face down for this many steps
    max_shuffled: int = MAX_SHUFFLED         # cards a turn may shuffle back instead of drawing


def numbers() -> Numbers:
    points = catalogue().points
    ratings = tuple((rating.title(), points(step_name("U", rating))) for rating in RATINGS)
    best = step_name("U", RATINGS[0])
    return Numbers(SONG_LENGTH, HAND_SIZE, MISSTEP_POINTS, NG_POINTS, points(MISS), points(FREEZE),
                   points(DOUBLE), ratings, TIPSY_FROM + 1,
                   restep_less=card_points(best) - card_points(best, restepped=True))


# -- a song's score as a seat may know it (the table shows it; it computes none of it) ---------
def song_score(dancer: DancerView, over: bool) -> SongScore | None:
    """The engine's verdict on every laid step of a dancer's song and their running total, as
    the viewer may know them: None while the song is face down to the viewer (Hidden). Until the
    game is over the latest step, still being built, counts as open (0)."""
    if dancer.chart is None:
        return None
    last = len(dancer.slots) - 1
    return SongScore(tuple(judge(dancer.chart[i] if i < len(dancer.chart) else None, slot, not over and i == last)
                           for i, slot in enumerate(dancer.slots)))
