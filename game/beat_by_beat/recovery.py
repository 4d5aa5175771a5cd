"""Beat by Beat — after the payments: Move Bonus Effects that act at once (an option),
then Recovery (rulebook, "Recovery Actions"): choices committed in secret, resolved
Stamina → Refinement → Inspiration; and the pool cards put back from an Inspiration or
the opening draft.

Refinement places the card face down in the common discard — every card, a starter or a
Stumble too, as the rulebook says — so the log names it to its owner alone, and it may
come back to anyone through the pool. Where the card came from (hand or discard pile) is
seen by all.
"""

from __future__ import annotations

from dataclasses import replace

from game.beat_by_beat import events as ev
from game.beat_by_beat.dealing import draw, from_pool, open_select, refill_pool, shuffle
from game.beat_by_beat.execution import move, rhythm_card
from game.beat_by_beat.rounds import end_beat
from game.beat_by_beat.state import (BEATS, HAND_SIZE, INSPIRATION_DRAW, Phase, State, add_sorted,
                                     remove_one)
from game.core.commit import Commitments
from game.core.contract import Event

EFFECT_ACTIONS = {"polish": "refinement", "muse": "inspiration"}


def move_effect(state: State, seat: int) -> str:
    """The effect of the seat's move this beat, if it succeeded and the option is on."""
    p = state.dancers[seat].phrase[-1]
    if not state.options.move_effects or not p.success:
        return ""
    return move(p.card).effect


def _encores(state: State, log: list[Event]) -> State:
    """Encore: once every dancer has paid, each whose Encore move succeeded draws 1, in
    seat order (the card drawn could not have paid for the move)."""
    for seat in range(state.seats):
        if move_effect(state, seat) == "encore":
            log.append(ev.MoveEffect(seat, state.dancers[seat].phrase[-1].card, "encore"))
            state = draw(state, seat, 1, log)
    return state


def recover_while_paying(state: State) -> bool:
    """At a hot-seat table a dancer who has paid (or owes nothing) may choose its recovery
    while another still pays (Decision 17): whether each move succeeded, what it owes and
    who won the crowd are settled at the reveal, the choice stays secret from the payer,
    and the early chooser only misses which cards the other pays with, which the rulebook
    never shows. Not on a beat with an Encore, whose card is drawn once everyone has paid
    and before the recovery choices."""
    return state.pass_fewer and not any(move_effect(state, s) == "encore" for s in range(state.seats))


def begin_recovery(state: State, log: list[Event]) -> State:
    state = _encores(state, log)
    rhythm = rhythm_card(state.rhythm())
    for seat, d in enumerate(state.dancers):
        p = d.phrase[-1]
        two = p.success and rhythm.kind == "two_different"
        picks = 1 + two + (state.options.favor_recovery and p.outright)
        state = state.with_dancer(seat, replace(d, picks=picks, different=two, recovery=()))
    return replace(state, phase=Phase.RECOVER,
                   recoveries=Commitments.open(state.order()))


def resolve_recovery(state: State, log: list[Event]) -> State:
    rhythm = rhythm_card(state.rhythm())
    assert state.recoveries is not None
    chosen, revealed = state.recoveries.reveal(ev.RecoveryRevealed)
    log.append(revealed)
    for seat, choice in chosen:
        d = state.dancers[seat]
        if rhythm.kind == "extra_recovery" and d.phrase[-1].success:
            choice += (rhythm.action,)
            log.append(ev.BonusRecovery(seat, rhythm.action))
        effect = move_effect(state, seat)
        if effect in EFFECT_ACTIONS:   # Polish and Muse: a bonus action, like a Rhythm card's
            choice += (EFFECT_ACTIONS[effect],)
            log.append(ev.MoveEffect(seat, d.phrase[-1].card, effect))
        state = state.with_dancer(seat, replace(d, recovery=choice))
    state = replace(state, recoveries=None)
    for seat, d in enumerate(state.dancers):
        stamina = d.recovery.count("stamina")
        # Second Breath, like every Rhythm benefit, needs the dancer's move to succeed
        more = rhythm.kind == "stamina_draw" and d.phrase[-1].success
        if stamina:
            state = draw(state, seat, (rhythm.amount if more else 2) * stamina, log)
    for seat, d in enumerate(state.dancers):
        refines = min(d.recovery.count("refinement"), len(d.hand) + len(d.discard))
        state = state.with_dancer(seat, replace(d, refines=refines,
                                                inspirations=d.recovery.count("inspiration")))
    return after_refining(replace(state, phase=Phase.REFINE), log)


def refine(state: State, seat: int, card: str, zone: str, log: list[Event]) -> State:
    """The card goes face down onto the common discard, whatever it is."""
    d = state.dancers[seat]
    if zone == "hand":
        d = replace(d, hand=remove_one(d.hand, card))
    else:
        paid = remove_one(d.paid, card) if card in d.paid else d.paid
        d = replace(d, discard=remove_one(d.discard, card), paid=paid)
    d = replace(d, refines=min(d.refines - 1, len(d.hand) + len(d.discard)), refined=d.refined + 1)
    state = replace(state.with_dancer(seat, d), common_discard=add_sorted(state.common_discard, card))
    log.append(ev.Refined(seat, card, zone, private_to=seat))
    return after_refining(state, log)


def after_refining(state: State, log: list[Event]) -> State:
    if state.pass_fewer:
        return _settle_hot_seat(state, log)
    if any(d.refines for d in state.dancers):
        return state
    wanted = sum(d.inspirations for d in state.dancers) * INSPIRATION_DRAW
    if not wanted:
        return end_beat(state, log)
    if len(state.pool) < wanted and state.common_discard:
        state = refill_pool(state, log)
    if len(state.pool) < wanted:
        log.append(ev.Shortage(wanted, len(state.pool)))
        for seat, d in enumerate(state.dancers):
            state = state.with_dancer(seat, replace(d, inspirations=0))
        return end_beat(state, log)
    for seat, d in enumerate(state.dancers):
        if d.inspirations:
            state = from_pool(state, seat, INSPIRATION_DRAW, 1, log)
            state = state.with_dancer(seat, replace(state.dancers[seat],
                                                    inspirations=d.inspirations - 1))
    return replace(state, phase=Phase.INSPIRE)


def _draft_done(state: State, log: list[Event]) -> State:
    """Every dancer kept three: the 13-card decks are shuffled and 5 drawn, in seat order."""
    for s in range(state.seats):
        deck, chance = shuffle(state.chance, state.dancers[s].deck, f"seat {s + 1}'s deck after the draft")
        state = replace(state.with_dancer(s, replace(state.dancers[s], deck=deck)), chance=chance)
        log.append(ev.Shuffled(s, ev.Pile.DECK))
        state = draw(state, s, HAND_SIZE, log)
    return open_select(state)


def reject(state: State, seat: int, card: str, log: list[Event]) -> State:
    """A pool card put back face down, from the opening draft or an Inspiration."""
    d = state.dancers[seat]
    d = replace(d, drawn=remove_one(d.drawn, card), rejects=d.rejects - 1)
    state = replace(state.with_dancer(seat, d), common_discard=add_sorted(state.common_discard, card))
    log.append(ev.Rejected(seat, card, private_to=seat))
    if d.rejects:
        return state
    if state.phase is Phase.DRAFT:
        state = state.with_dancer(seat, replace(d, deck=d.deck + d.drawn, drawn=()))
        if any(o.rejects for o in state.dancers):
            return state
        return _draft_done(state, log)
    d = replace(d, discard=add_sorted(d.discard, *d.drawn), drawn=())
    state = state.with_dancer(seat, d)
    if state.pass_fewer:
        return _settle_hot_seat(state, log)
    if d.inspirations:
        state = from_pool(state, seat, INSPIRATION_DRAW, 1, log)
        d = state.dancers[seat]
        return state.with_dancer(seat, replace(d, inspirations=d.inspirations - 1))
    if any(o.rejects for o in state.dancers):
        return state
    return end_beat(state, log)


def _settle_hot_seat(state: State, log: list[Event]) -> State:
    """Recovery at a hot-seat table (`pass_fewer`, Decision 17): each dancer takes its own
    Inspiration as soon as its own Refinements are done, and the next beat opens at once,
    each dancer finishing its Refinement and Inspiration before it lays its next move.

    Refinements come before Inspiration draws only where they can change one: a refined
    card reaches the pool only when the common discard is shuffled in, which happens only
    when the pool cannot serve every Inspiration of the beat. Then (and only then) every
    Refinement is made first, and the shortage rule is played as in seat order. On the
    last beat of a round everyone finishes before the round is scored."""
    wanted = sum(d.inspirations for d in state.dancers) * INSPIRATION_DRAW
    if wanted > len(state.pool):
        if any(d.refines for d in state.dancers):
            return state if state.phase is Phase.SELECT else replace(state, phase=Phase.REFINE)
        if state.common_discard:
            state = refill_pool(state, log)
        if wanted > len(state.pool):
            log.append(ev.Shortage(wanted, len(state.pool)))
            state = replace(state, dancers=tuple(replace(d, inspirations=0) for d in state.dancers))
    for seat in state.order():   # the pool now serves every Inspiration still to draw
        d = state.dancers[seat]
        if d.inspirations and not d.refines and not d.rejects:
            state = from_pool(state, seat, INSPIRATION_DRAW, 1, log)
            state = state.with_dancer(seat, replace(state.dancers[seat], inspirations=d.inspirations - 1))
    if state.phase is Phase.SELECT:   # a dancer finishing the last beat before its next move
        return state
    left = any(d.refines or d.rejects or d.inspirations for d in state.dancers)
    if not left or state.beat < BEATS - 1:
        return end_beat(state, log)
    return replace(state, phase=Phase.REFINE)
