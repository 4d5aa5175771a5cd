"""Beat by Beat — cards moving by chance: every shuffle, draws from a dancer's deck and
from the Common Move Pool, the opening draft's deal, and the Stumble supply.

Every shuffle goes through `shuffle`, in the order the game makes them, so a record's
`chance` option can fix each one (docs/notation.md, "Stacked set-ups"); a stacked order
the pile cannot give is refused in a sentence naming the option.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Sequence

from game.beat_by_beat import events as ev
from game.beat_by_beat.content import STUMBLE
from game.beat_by_beat.state import DRAFT_DRAW, DRAFT_KEEP, Phase, State, add_sorted
from game.core.chance import Chance
from game.core.commit import Commitments
from game.core.contract import Event
from game.core.options import OptionError

CHANCE_OPTION = "Beat by Beat's option 'chance'"


def shuffle(chance: Chance, items: Sequence[str], what: str) -> tuple[tuple[str, ...], Chance]:
    """Shuffle `items` (`what` says which pile), the next stacked order first if one is."""
    top = chance.stacked[0] if chance.stacked else None
    if top is not None:
        if isinstance(top, str) or not isinstance(top, (list, tuple)):
            raise OptionError(f"{CHANCE_OPTION} needs a list of cards (or null) for its draw "
                              f"{chance.step + 1}, {what}, not {top!r}.")
        missing = Counter(top) - Counter(items)
        if missing:
            card = sorted(missing)[0]
            raise OptionError(f"{CHANCE_OPTION} stacks {card!r} in its draw {chance.step + 1}, "
                              f"{what}, which holds {Counter(items)[card]} of it "
                              f"and {len(items)} cards in all.")
    return chance.shuffle(items)


def draw(state: State, seat: int, count: int, log: list[Event]) -> State:
    """Draw from the seat's own deck, shuffling its discard pile in when the deck runs out."""
    dancer, chance = state.dancers[seat], state.chance
    taken: list[str] = []
    deck, discard = dancer.deck, dancer.discard
    while len(taken) < count:
        if not deck:
            if not discard:
                break
            deck, chance = shuffle(chance, discard, f"seat {seat + 1}'s discard pile")
            discard = ()
            log.append(ev.Shuffled(seat, ev.Pile.DISCARD))
        taken.append(deck[0])
        deck = deck[1:]
    paid = dancer.paid if discard else ()   # paid cards shuffled into the deck are out of sight
    dancer = replace(dancer, hand=add_sorted(dancer.hand, *taken), deck=deck, discard=discard, paid=paid)
    if taken:
        log.append(ev.Drew(seat, tuple(sorted(taken)), len(taken), "deck", private_to=seat))
    return replace(state.with_dancer(seat, dancer), chance=chance)


def from_pool(state: State, seat: int, count: int, rejects: int, log: list[Event]) -> State:
    taken = tuple(sorted(state.pool[:count]))
    dancer = replace(state.dancers[seat], drawn=taken, rejects=rejects)
    log.append(ev.Drew(seat, taken, len(taken), "pool", private_to=seat))
    return replace(state.with_dancer(seat, dancer), pool=state.pool[count:])


def refill_pool(state: State, log: list[Event]) -> State:
    """The common discard shuffled into the Common Move Pool (the pool's cards with it)."""
    pool, chance = shuffle(state.chance, state.pool + state.common_discard,
                           "the common discard into the Common Move Pool")
    log.append(ev.Shuffled(None, ev.Pile.COMMON))
    return replace(state, pool=pool, common_discard=(), chance=chance)


def deal_draft(state: State, log: list[Event]) -> State:
    """The opening draft: each dancer draws five from the pool, to give back two."""
    for seat in range(state.seats):
        state = from_pool(state, seat, DRAFT_DRAW, DRAFT_DRAW - DRAFT_KEEP, log)
    return replace(state, phase=Phase.DRAFT)


def open_select(state: State) -> State:
    """A new beat: every seat will lay a move face down, in seat order."""
    return replace(state, phase=Phase.SELECT, select=Commitments.open(state.order()))


def stumbles_out(state: State) -> int:
    """Stumbles out of the supply: in the dancers' hands, decks, discards and phrases, laid
    face down this beat, drawn from the pool, and — refined face down onto the common
    discard, as the rulebook says — in the common discard and the pool."""
    owned = sum(d.collection(state.committed(s)).count(STUMBLE) + d.drawn.count(STUMBLE)
                for s, d in enumerate(state.dancers))
    return owned + state.pool.count(STUMBLE) + state.common_discard.count(STUMBLE)
