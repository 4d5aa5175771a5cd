"""Beat by Beat — a new game: the config checked against the declared options, then the
set-up of the rulebook ("Game Setup"), every shuffle of it stackable.

The game's chance, in the order it is drawn (docs/notation.md, "Stacked set-ups"): the
Rhythm deck, the Judges, the Common Move Pool, the Crowd Bonus cards (only with Variable
Crowd Bonuses); after the opening draft each dancer's 13-card deck in seat order; then,
in the order they happen, every discard pile shuffled into a new deck, every common
discard shuffled into the pool, and at each round's end each dancer's cards in seat
order. Every draw of a card comes off the top of one of these piles, so fixing the
shuffles fixes every draw.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

from game.beat_by_beat.content import catalogue
from game.beat_by_beat.dealing import CHANCE_OPTION, deal_draft, shuffle
from game.beat_by_beat.options import EXPERIMENTAL, OPTIONS
from game.beat_by_beat.state import BEATS, JUDGES_SHOWN, Dancer, Options, Phase, State
from game.core.chance import Chance
from game.core.contract import GameConfig
from game.core.options import OptionError, check_options

TITLE = "Beat by Beat"


def options_of(config: GameConfig) -> Options:
    """The options a config switches on, refused in one sentence if any is not declared
    or not of its kind (game/beat_by_beat/options.py)."""
    check_options(TITLE, OPTIONS, config)
    seat = config.option("focus_seat", 0)
    if seat >= config.seats:
        raise OptionError(f"{TITLE}'s option 'focus_seat' needs a seat from 0 to "
                          f"{config.seats - 1}, not {seat}.")
    flags = {key: bool(config.option(key, False)) for key in EXPERIMENTAL}
    return Options(focus_style=config.option("focus_style", ""), focus_seat=seat, **flags)


def _setup_draws(options: Options) -> list[tuple[str, tuple[str, ...]]]:
    """The set-up's shuffles, in order: what each shuffles, and its cards."""
    cat = catalogue()
    draws = [("the Rhythm deck", cat.rhythm_deck), ("the Judges", cat.judge_ids),
             ("the Common Move Pool", cat.pool)]
    if options.crowd_bonuses:
        draws.append(("the Crowd Bonus cards", cat.crowd_ids))
    return draws


def stacked_chance(config: GameConfig, seed: int, options: Options) -> Chance:
    """The game's chance, with the `chance` option's stacked shuffles checked before any
    card is dealt: each is null or a list of cards the shuffled pile can hold (a pool move
    once, a starter once per dancer). A stacked order a later pile turns out not to hold
    is refused when that pile is shuffled."""
    stack: Any = config.option("chance")
    if stack is None:
        return Chance(seed)
    if isinstance(stack, str) or not isinstance(stack, (list, tuple)):
        raise OptionError(f"{CHANCE_OPTION} needs a list of stacked shuffles, not {stack!r}.")
    cat = catalogue()
    setup = _setup_draws(options)
    later = Counter(cat.pool) + Counter({c: config.seats for c in cat.starter})
    for index, order in enumerate(stack):
        if order is None:
            continue
        what, cards = setup[index] if index < len(setup) else ("a dancer's or the pool's cards", ())
        if isinstance(order, str) or not isinstance(order, (list, tuple)):
            raise OptionError(f"{CHANCE_OPTION} needs a list of cards (or null) for its draw "
                              f"{index + 1}, {what}, not {order!r}.")
        copies = Counter(cards) if index < len(setup) else later
        odd = next((card for card in order if not isinstance(card, str)), None)
        if odd is not None:
            raise OptionError(f"{CHANCE_OPTION} names {odd!r} in its draw {index + 1}, "
                              f"{what}, where only card names may stand.")
        for card, count in Counter(order).items():
            if card not in copies and (card != "stumble" or index < len(setup)):
                raise OptionError(f"{CHANCE_OPTION} names {card!r} in its draw {index + 1}, "
                                  f"{what}, which holds no such card.")
            if card in copies and count > copies[card]:
                raise OptionError(f"{CHANCE_OPTION} names {card!r} {count} times in its draw "
                                  f"{index + 1}, {what}, which holds {copies[card]}.")
    return Chance(seed, 0, tuple(stack))


def new_state(config: GameConfig, seed: int) -> State:
    """The table after set-up: Rhythm rows, Judges, the pool (and the Crowd Bonus cards),
    then the Judge draft or the opening draft."""
    if not 2 <= config.seats <= 4:
        raise ValueError("Beat by Beat is a game for 2 to 4 dancers")
    options = options_of(config)
    chance = stacked_chance(config, seed, options)
    dealt = []
    for what, cards in _setup_draws(options):
        order, chance = shuffle(chance, cards, what)
        dealt.append(order)
    rhythm, judges, pool = dealt[:3]
    crowd = dealt[3] if options.crowd_bonuses else ()
    shown = JUDGES_SHOWN[config.seats]
    dancers = tuple(Dancer(deck=catalogue().starter) for _ in range(config.seats))
    state = State(chance, options, Phase.DRAFT, 1, 0, dancers, rhythm[:BEATS],
                  rhythm[BEATS:2 * BEATS], rhythm[2 * BEATS:], (), judges[:shown],
                  (None,) * shown, pool, (),
                  crowd_now=crowd[0] if crowd else "", crowd_next=crowd[1] if crowd else "",
                  crowd_deck=crowd[2:], pass_fewer=bool(config.option("pass_fewer", False)))
    if options.judge_draft:  # the Judges are picked "before the game": before any card is dealt
        return replace(state, phase=Phase.JUDGE_DRAFT)
    return deal_draft(state, [])
