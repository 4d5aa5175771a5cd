"""Beat by Beat — the state of a game, its actions and their notation, as plain frozen values.

Cards are content ids (game/beat_by_beat/content). A hand, a personal discard pile and
the common discard are kept sorted (their order means nothing); a draw deck and the
Common Move Pool are ordered, top first.
"""

from __future__ import annotations

import enum
import itertools
from dataclasses import dataclass, replace

from game.beat_by_beat.content import RECOVERIES
from game.core.actions import Act as Act  # the core action shape, re-exported for the table
from game.core.actions import act
from game.core.chance import Chance
from game.core.commit import Commitments

ROUNDS = 6
BEATS = 8
HAND_SIZE = 5
DRAFT_DRAW, DRAFT_KEEP = 5, 3
INSPIRATION_DRAW = 3
PLACEMENT = (8, 4, 2)
JUDGES_SHOWN = {2: 3, 3: 4, 4: 5}
JUDGE_DRAFT_BONUS = 2
TOKENS_PER_DISCOUNT, MAX_TOKEN_DISCOUNT = 2, 2


class Phase(enum.Enum):
    JUDGE_DRAFT = "judge draft"  # option: each dancer takes a Judge, last seat first, before the draft
    DRAFT = "draft"              # the opening draft: 5 drawn, 2 rejected
    SELECT = "select"            # hidden commitments, one seat after another
    PAY = "pay"                  # discards chosen card by card
    RECOVER = "recover"          # hidden recovery choices, one seat after another
    REFINE = "refine"            # each Refinement names its card
    INSPIRE = "inspire"          # each Inspiration rejects one of three
    OVER = "over"


@dataclass(frozen=True)
class Options:
    crowd_tokens: bool = False    # experimental: outright crowd wins earn permanent discounts
    favor_recovery: bool = False  # experimental: an outright crowd win earns a recovery action
    judge_draft: bool = False     # experimental: each dancer drafts a Judge worth +2 to them
    move_effects: bool = False    # experimental: some pool moves trigger an effect when they succeed
    crowd_bonuses: bool = False   # experimental: each round's Crowd Bonus card pays for crowd wins
    focus_style: str = ""         # for measuring: the focus seat's bots keep only this style
    focus_seat: int = 0


@dataclass(frozen=True)
class Played:
    """One beat of a dancer's phrase."""

    card: str
    success: bool
    discount: int = 0
    owed: int = 0
    outright: bool = False   # won the crowd alone (the rulebook's "outright")
    boost: bool = False      # earns the +1 next-beat discount (the outright winner)
    matched: bool = False    # shared the winner's Style
    bonus: int = 0           # points it scores at the end of the round
    chained: bool = False    # succeeded with a chain discount from the move before
    tied: bool = False       # won the crowd tied with other leaders (a Generous Crowd)

    @property
    def favor(self) -> bool:
        return self.outright or self.matched or self.tied


@dataclass(frozen=True)
class Dancer:
    hand: tuple[str, ...] = ()
    deck: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    phrase: tuple[Played, ...] = ()
    score: int = 0
    judges: tuple[str, ...] = ()      # claimed for good
    own_judge: str | None = None      # Judge Drafting
    tokens: int = 0                   # Crowd Favor Tokens
    recovery: tuple[str, ...] = ()    # this beat's recovery actions, once revealed
    picks: int = 0                    # recovery actions to choose this beat (public)
    different: bool = False           # this beat's choices must differ (Encore Energy)
    owed: int = 0                     # discards still owed
    refines: int = 0                  # Refinements still to name
    inspirations: int = 0             # Inspirations still to draw
    drawn: tuple[str, ...] = ()       # pool cards drawn, waiting for rejections (sorted)
    rejects: int = 0                  # how many of `drawn` must go back
    favor: int = 0                    # crowd wins this round, style matches included
    outright: int = 0                 # outright crowd wins this round
    paid: tuple[str, ...] = ()        # cards discarded to pay this beat's move: face up, seen by all
    refined: int = 0                  # cards refined this game (public: seen going, face down)
    stumbles_taken: int = 0           # Stumbles taken on an empty hand this game (public)

    def collection(self, committed: str | None = None) -> tuple[str, ...]:
        """Every card the dancer owns (the deck in the rule document's tie-break sense),
        with the move it has committed face down this beat, if any."""
        held = self.hand + self.deck + self.discard + tuple(p.card for p in self.phrase)
        return held + ((committed,) if committed else ())


@dataclass(frozen=True)
class State:
    chance: Chance
    options: Options
    phase: Phase
    round: int                        # 1..6
    beat: int                         # 0..7
    dancers: tuple[Dancer, ...]
    rhythm_now: tuple[str, ...]
    rhythm_next: tuple[str, ...]
    rhythm_deck: tuple[str, ...]
    rhythm_used: tuple[str, ...]
    judges: tuple[str, ...]           # on the table
    claimed: tuple[int | None, ...]   # per table Judge: the seat that claimed it
    pool: tuple[str, ...]
    common_discard: tuple[str, ...]
    select: Commitments[str] | None = None                 # this beat's hidden moves
    recoveries: Commitments[tuple[str, ...]] | None = None  # this beat's hidden recoveries
    crowd_now: str = ""               # Variable Crowd Bonuses: this round's card, face up
    crowd_next: str = ""              # … the next round's, face up beside it ("" after round 5)
    crowd_deck: tuple[str, ...] = ()  # … the rest, face down, top first
    pass_fewer: bool = False          # hot-seat: steps everyone takes in any order start with
    lead: int = 0                     # `lead`, the seat that acted last (both public: observed)

    def order(self) -> tuple[int, ...]:
        """The seats in the order a step everyone takes is asked of them: seat order, or with
        `pass_fewer` from the last to act onwards (the rules leave the order open: every such
        step is simultaneous at a real table)."""
        seats = tuple(range(self.seats))
        if not self.pass_fewer:
            return seats
        return seats[self.lead:] + seats[:self.lead]

    @property
    def seats(self) -> int:
        return len(self.dancers)

    def with_dancer(self, seat: int, dancer: Dancer) -> "State":
        dancers = self.dancers[:seat] + (dancer,) + self.dancers[seat + 1:]
        return replace(self, dancers=dancers)

    def rhythm(self) -> str:
        return self.rhythm_now[self.beat]

    def committed(self, seat: int) -> str | None:
        """The move `seat` has laid face down this beat (for the rules engine only)."""
        return self.select.choice_of(seat) if self.select is not None else None


def add_sorted(cards: tuple[str, ...], *more: str) -> tuple[str, ...]:
    return tuple(sorted(cards + more))


def remove_one(cards: tuple[str, ...], card: str) -> tuple[str, ...]:
    index = cards.index(card)
    return cards[:index] + cards[index + 1:]


def actor(state: State) -> int | None:
    """The seat that must act: the first, in seat order (`State.order`), with something still to do."""
    phase = state.phase
    if phase is Phase.SELECT and state.select is not None:
        return state.select.to_commit
    if phase is Phase.RECOVER and state.recoveries is not None:
        return state.recoveries.to_commit
    if phase is Phase.JUDGE_DRAFT:  # the last seat picks first, seat 1 last
        return next((s for s in reversed(range(state.seats)) if state.dancers[s].own_judge is None),
                    None)
    for seat in state.order():
        d = state.dancers[seat]
        if ((phase is Phase.DRAFT and d.rejects > 0)
                or (phase is Phase.PAY and d.owed > 0)
                # at a hot-seat table one dancer may take its Inspiration while another still
                # refines; in seat order the two never overlap, so this asks the same seat
                or (phase in (Phase.REFINE, Phase.INSPIRE) and (d.refines > 0 or d.rejects > 0))):
            return seat
    return None


def step(state: State, seat: int) -> Phase:
    """What `seat` is asked to do now: the phase, unless at a hot-seat table (`pass_fewer`)
    it still has a step of its own to finish first — its payment before its recovery choice,
    the last beat's Refinement or Inspiration before its next move (docs/rules/beat_by_beat.md,
    Decision 17). In seat order nobody ever has, so this is the phase."""
    phase, d = state.phase, state.dancers[seat]
    if phase in (Phase.SELECT, Phase.RECOVER, Phase.REFINE, Phase.INSPIRE):
        if d.owed:
            return Phase.PAY
        if d.refines:
            return Phase.REFINE
        if d.rejects:
            return Phase.INSPIRE
    return phase


def recovery_choices(picks: int, different: bool) -> tuple[tuple[str, ...], ...]:
    """Every recovery commitment of `picks` actions (all different on Encore Energy)."""
    if different:
        return tuple(itertools.combinations(RECOVERIES, picks))
    return tuple(itertools.combinations_with_replacement(RECOVERIES, picks))


# -- actions ---------------------------------------------------------------------------
VERBS = ("judge", "reject", "play", "discard", "recover", "refine")
ZONES = ("hand", "discard")


def card_of(action: Act) -> str:
    """What an action names: the card (`play lat03`, `refine hand bas01`), the Judge or the
    recovery choice — always its last word."""
    return action.args[-1]


def zone_of(action: Act) -> str:
    """Where a Refinement takes its card from (`hand` or `discard`); '' for other verbs."""
    return action.args[0] if action.verb == "refine" else ""


def parse_act(text: str) -> Act | None:
    """The action `text` writes (docs/notation/beat_by_beat.md): `judge J`, `reject C`,
    `play C`, `play stumble`, `discard C`, `recover stamina` (or several joined by +:
    `recover stamina+inspiration`), `refine hand C`, `refine discard C`; None for text that
    is none of them."""
    words = text.strip().split()
    if len(words) == 2 and words[0] in VERBS and words[0] != "refine":
        return act(words[0], words[1])
    if len(words) == 3 and words[0] == "refine" and words[1] in ZONES:
        return act("refine", words[1], words[2])
    return None
