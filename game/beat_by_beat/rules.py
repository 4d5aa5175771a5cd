"""Beat by Beat — 2 to 4 dancers, six rounds of eight beats (seeds/003_dad0e5f9710e691a.txt,
rulebook v2.0). Written up in docs/rules/beat_by_beat.md, with the decisions taken where
the document is silent.

The flow of a beat: every seat commits a move face down, one seat after another (each
commitment hidden from the others until the last is in); the reveal executes all of
them at once (game.beat_by_beat.execution) and settles the crowd; dancers who owe
discards choose them card by card; then every seat commits its recovery choices the
same hidden way, and they resolve Stamina → Refinement → Inspiration
(game.beat_by_beat.recovery). After beat 8 the round is scored and the next one dealt
(game.beat_by_beat.rounds). The set-up and the options: game.beat_by_beat.setup.

At one device (`pass_fewer`, Decision 17) the same steps overlap where no seat can tell:
a dancer may still owe its payment while the recovery choices are open, or still owe the
last beat's Refinement and Inspiration while the next moves are laid; `step` (state.py)
says what the seat asked is doing, and comes first in what it may do.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from game.beat_by_beat import events as ev
from game.beat_by_beat import places
from game.beat_by_beat import twins
from game.beat_by_beat.content import STUMBLE, catalogue
from game.beat_by_beat.dealing import deal_draft, stumbles_out
from game.beat_by_beat.execution import crowd_favor, execute, move
from game.beat_by_beat.recovery import (begin_recovery, recover_while_paying, refine, reject,
                                       resolve_recovery)
from game.beat_by_beat.scoring import winners
from game.beat_by_beat.setup import new_state
from game.beat_by_beat.state import (
    BEATS, Dancer, Phase, Played, State, actor, add_sorted, card_of, parse_act, recovery_choices,
    remove_one, step, zone_of,
)
from game.core.actions import Act, act
from game.core.gestures import Gesture
from game.beat_by_beat.view import BBBObservation, observe
from game.core.contract import (
    Event, GameConfig, Illegal, IllegalActionError, InvalidNotationError, Outcome, Rules,
    Termination,
)

SECTION = {
    Phase.JUDGE_DRAFT: "Beat by Beat rules: Judge Drafting",
    Phase.DRAFT: "Beat by Beat rules: Set-up, the opening draft",
    Phase.SELECT: "Beat by Beat rules: Select",
    Phase.PAY: "Beat by Beat rules: Execution, mandatory payment",
    Phase.RECOVER: "Beat by Beat rules: Recovery",
    Phase.REFINE: "Beat by Beat rules: Recovery, Refinement",
    Phase.INSPIRE: "Beat by Beat rules: Recovery, Inspiration",
    Phase.OVER: "Beat by Beat rules: Scoring and winning",
}
class BeatByBeatRules(Rules[State, Act, BBBObservation]):
    game_id = "beat_by_beat"
    title = "Beat by Beat"
    rules_page = "docs/rules/beat_by_beat.md"

    # -- setting up ----------------------------------------------------------------
    def new_game(self, config: GameConfig, seed: int) -> State:
        """The options are checked first (game/beat_by_beat/options.py), then the table set."""
        return new_state(config, seed)

    def opening_events(self, state: State) -> tuple[Event, ...]:
        return tuple(ev.Drew(s, d.drawn, len(d.drawn), "pool", private_to=s)
                     for s, d in enumerate(state.dancers) if d.drawn)

    # -- queries -----------------------------------------------------------------------
    def seat_count(self, state: State) -> int:
        return state.seats

    def progress(self, state: State) -> tuple[tuple[str, int], ...]:
        if state.phase in (Phase.JUDGE_DRAFT, Phase.DRAFT):
            return (("the opening draft", 0),)
        return ("round", state.round), ("beat", min(state.beat + 1, BEATS))

    def to_act(self, state: State) -> int | None:
        return actor(state)

    def legal_actions(self, state: State) -> tuple[Act, ...]:
        seat = self.to_act(state)
        if seat is None:
            return ()
        d, phase = state.dancers[seat], step(state, seat)
        if phase is Phase.JUDGE_DRAFT:
            taken = {o.own_judge for o in state.dancers}
            return tuple(act("judge", j) for j in state.judges if j not in taken)
        if phase in (Phase.DRAFT, Phase.INSPIRE):
            return tuple(act("reject", c) for c in sorted(set(d.drawn)))
        if phase is Phase.SELECT:
            return tuple(act("play", c) for c in sorted(set(d.hand))) or (act("play", STUMBLE),)
        if phase is Phase.PAY:
            return tuple(act("discard", c) for c in sorted(set(d.hand)))
        if phase is Phase.RECOVER:
            return tuple(act("recover", "+".join(c)) for c in recovery_choices(d.picks, d.different))
        return (tuple(act("refine", "hand", c) for c in sorted(set(d.hand)))
                + tuple(act("refine", "discard", c) for c in sorted(set(d.discard))))

    def explain(self, state: State, action: Any) -> Illegal:
        seat = self.to_act(state)
        d = state.dancers[seat] if seat is not None else Dancer()
        phase = step(state, seat) if seat is not None else state.phase
        where = SECTION[phase]
        if not isinstance(action, Act):
            return Illegal("That is not a Beat by Beat action.", "Beat by Beat notation")
        if phase is Phase.JUDGE_DRAFT:
            return Illegal("Choose one of the Judges on the table that nobody has taken.", where)
        if phase in (Phase.DRAFT, Phase.INSPIRE):
            return Illegal("Put back one of the cards you just drew from the pool.", where)
        if phase is Phase.SELECT:
            if not d.hand:
                return Illegal("Your hand is empty: you must take a Stumble and play it.", where)
            return Illegal("Lay one of the moves in your hand face down.", where)
        if phase is Phase.PAY:
            return Illegal(f"You still owe {d.owed} discard{'s' if d.owed != 1 else ''}: "
                           "choose cards from your hand.", where)
        if phase is Phase.RECOVER:
            if d.picks > 1:
                differ = " different" if d.different else ""
                return Illegal(f"Choose {d.picks}{differ} recovery actions this beat, joined by + "
                               "in the order stamina, refinement, inspiration.", where)
            return Illegal("Choose a recovery action: stamina, refinement or inspiration.", where)
        return Illegal("Refine a card from your hand or your discard pile.", where)

    def observe(self, state: State, seat: int) -> BBBObservation:
        return observe(state, seat)

    def redeal(self, state: State, seat: int, rng: random.Random) -> State:
        return twins.redeal(state, seat, rng)

    def outcome(self, state: State) -> Outcome | None:
        if state.phase is not Phase.OVER:
            return None
        best, tie_break = winners(state.dancers)
        scores = tuple(float(d.score) for d in state.dancers)
        summary = " – ".join(str(d.score) for d in state.dancers)
        if tie_break:
            summary += " (tie broken by the smaller deck)" if len(best) == 1 else " (shared)"
        termination = Termination.WIN if len(best) == 1 else Termination.SHARED_WIN
        return Outcome(best, scores, termination, f"Scores {summary}")

    def read_action(self, state: State, text: str) -> Act:
        action = parse_act(text)
        if action is None:
            raise InvalidNotationError(Illegal(
                f"'{text}' is not a Beat by Beat action (try 'play lat03', 'discard bas01', "
                "'recover stamina', 'refine hand stumble' or 'reject mix02').",
                "docs/notation/beat_by_beat.md"), text)
        return action

    # -- the table's questions (game/beat_by_beat/places.py) ---------------------------
    def gesture(self, observation: BBBObservation, action: Act) -> Gesture:
        return places.gesture(observation, action)

    def find_action(self, observation: BBBObservation, gesture: Gesture) -> Act | None:
        return places.find_action(observation, gesture)

    def formality(self, observation: BBBObservation, legal: tuple[Act, ...]) -> Act | None:
        return places.formality(observation, legal)

    # -- applying ------------------------------------------------------------------------
    def _apply(self, state: State, action: Act) -> tuple[State, tuple[Event, ...]]:
        seat = self.to_act(state)
        if seat is None:
            raise IllegalActionError(Illegal("The game is over.", SECTION[Phase.OVER]))
        log: list[Event] = []
        if state.pass_fewer:
            state = replace(state, lead=seat)
        d = state.dancers[seat]
        verb, card = action.verb, card_of(action)
        if verb == "judge":
            state = state.with_dancer(seat, replace(d, own_judge=card))
            log.append(ev.JudgeChosen(seat, card))
            if all(o.own_judge for o in state.dancers):
                state = deal_draft(state, log)
        elif verb == "reject":
            state = reject(state, seat, card, log)
        elif verb == "play":
            taken = card == STUMBLE and not d.hand
            hand = d.hand if taken else remove_one(d.hand, card)
            if taken and stumbles_out(state) >= catalogue().stumble_supply:
                # Decision 8: the supply is not a limit; the table lends one more, and says so
                log.append(ev.StumblesRunOut(seat, catalogue().stumble_supply))
            assert state.select is not None
            select, committed = state.select.commit(seat, card, ev.MoveCommitted)
            d = replace(d, hand=hand, stumbles_taken=d.stumbles_taken + taken)
            state = replace(state.with_dancer(seat, d), select=select)
            log.append(committed)
            if select.complete:
                state = self._reveal(state, log)
        elif verb == "discard":
            state = self._pay(state, seat, card, log)
        elif verb == "recover":
            assert state.recoveries is not None
            recoveries, chosen = state.recoveries.commit(seat, tuple(card.split("+")),
                                                         ev.RecoveryCommitted)
            state = replace(state, recoveries=recoveries)
            log.append(chosen)
            if recoveries.complete:
                state = resolve_recovery(state, log)
        else:
            state = refine(state, seat, card, zone_of(action), log)
        return state, tuple(log)

    def _reveal(self, state: State, log: list[Event]) -> State:
        assert state.select is not None
        chosen, revealed = state.select.reveal(ev.MovesRevealed)
        log.append(revealed)
        played = tuple(execute(state, s, card) for s, card in chosen)
        state = replace(state, select=None)
        favor = crowd_favor(state, played)
        tokens = state.options.crowd_tokens
        for seat, p in enumerate(played):
            won, matched = seat in favor.winners, seat in favor.matchers
            alone = won and favor.boost  # tied leaders of a Generous Crowd win, but not outright
            p = replace(p, outright=alone, boost=alone, matched=matched, tied=won and not alone)
            d = state.dancers[seat]
            d = replace(d, phrase=d.phrase + (p,), favor=d.favor + p.favor,
                        outright=d.outright + alone, tokens=d.tokens + (alone and tokens),
                        owed=p.owed)
            state = state.with_dancer(seat, d)
            log.append(ev.Executed(seat, p.card, p.discount, p.owed if p.success else
                                   _needed(state, seat, p), p.success))
            state = self._pay_if_forced(state, seat, log)
        log.append(ev.CrowdFavor(favor.winners, favor.matchers, favor.reason))
        if any(d.owed for d in state.dancers) and not recover_while_paying(state):
            return replace(state, phase=Phase.PAY)
        return begin_recovery(state, log)

    def _pay_if_forced(self, state: State, seat: int, log: list[Event]) -> State:
        """With exactly as many cards as owed there is nothing to choose: all of them go."""
        d = state.dancers[seat]
        if d.owed and d.owed == len(d.hand):
            for card in d.hand:
                log.append(ev.Paid(seat, card))
            state = state.with_dancer(seat, replace(d, hand=(), discard=add_sorted(d.discard, *d.hand),
                                                    owed=0, paid=d.paid + d.hand))
        return state

    def _pay(self, state: State, seat: int, card: str, log: list[Event]) -> State:
        d = state.dancers[seat]
        d = replace(d, hand=remove_one(d.hand, card), discard=add_sorted(d.discard, card),
                    owed=d.owed - 1, paid=d.paid + (card,))
        log.append(ev.Paid(seat, card))
        state = self._pay_if_forced(state.with_dancer(seat, d), seat, log)
        if any(o.owed for o in state.dancers) or state.phase is Phase.RECOVER:
            return state   # at a hot-seat table the recovery choices are open already
        return begin_recovery(state, log)

def _needed(state: State, seat: int, played: Played) -> int:
    return max(0, move(played.card).cost - 1 - played.discount)


RULES = BeatByBeatRules()
