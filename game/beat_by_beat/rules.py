"""Beat by Beat — 2 to 4 dancers, six rounds of eight beats (seeds/003_dad0e5f9710e691a.txt,
rulebook v2.0). Written up in docs/rules/beat_by_beat.md, with the decisions taken where
the document is silent.

The flow of a beat: every seat commits a move face down, one seat after another (each
commitment hidden from the others until the last is in); the reveal executes all of
them at once (game.beat_by_beat.execution) and settles the crowd; dancers who owe
discards choose them card by card; then every seat commits its recovery choices the
same hidden way, and they resolve Stamina → Refinement → Inspiration. After beat 8 the
round is scored (game.beat_by_beat.scoring) and the next one dealt.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from game.beat_by_beat import events as ev
from game.beat_by_beat import places
from game.beat_by_beat import twins
from game.beat_by_beat.content import STUMBLE, STYLES, catalogue
from game.beat_by_beat.execution import crowd_favor, execute, move, rhythm_card
from game.beat_by_beat.scoring import score_round, winners
from game.beat_by_beat.state import (
    BEATS, DRAFT_DRAW, DRAFT_KEEP, HAND_SIZE, INSPIRATION_DRAW, JUDGE_DRAFT_BONUS, JUDGES_SHOWN,
    ROUNDS, Dancer, actor, Options, Phase, Played, State, add_sorted, card_of, parse_act, recovery_choices,
    remove_one, zone_of,
)
from game.core.actions import Act, act
from game.beat_by_beat.view import BBBObservation, observe
from game.core.chance import Chance
from game.core.commit import Commitments
from game.core.gestures import Gesture
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
OPTION_FLAGS = ("crowd_tokens", "favor_recovery", "judge_draft")


def options_of(config: GameConfig) -> Options:
    known = set(OPTION_FLAGS) | {"focus_style", "focus_seat"}
    unknown = [k for k, _ in config.options if k not in known]
    if unknown:
        raise ValueError(f"unknown Beat by Beat option {unknown[0]!r}; the options are: "
                         f"{', '.join(sorted(known))}")
    flags = {}
    for name in OPTION_FLAGS:
        value = config.option(name, False)
        if not isinstance(value, bool):
            raise ValueError(f"option '{name}' must be true or false")
        flags[name] = value
    style = config.option("focus_style", "")
    seat = config.option("focus_seat", 0)
    if style not in ("", *STYLES):
        raise ValueError(f"option 'focus_style' must be one of {', '.join(STYLES)}")
    if not isinstance(seat, int) or not 0 <= seat < config.seats:
        raise ValueError("option 'focus_seat' must name a seat")
    return Options(focus_style=style, focus_seat=seat, **flags)


def _draw(state: State, seat: int, count: int, log: list[Event]) -> State:
    """Draw from the seat's own deck, shuffling its discard pile in when the deck runs out."""
    dancer, chance = state.dancers[seat], state.chance
    taken: list[str] = []
    deck, discard = dancer.deck, dancer.discard
    while len(taken) < count:
        if not deck:
            if not discard:
                break
            deck, chance = chance.shuffle(discard)
            discard = ()
            log.append(ev.Shuffled(seat, ev.Pile.DISCARD))
        taken.append(deck[0])
        deck = deck[1:]
    paid = dancer.paid if discard else ()   # paid cards shuffled into the deck are out of sight
    dancer = replace(dancer, hand=add_sorted(dancer.hand, *taken), deck=deck, discard=discard, paid=paid)
    if taken:
        log.append(ev.Drew(seat, tuple(sorted(taken)), len(taken), "deck", private_to=seat))
    return replace(state.with_dancer(seat, dancer), chance=chance)


def _from_pool(state: State, seat: int, count: int, rejects: int, log: list[Event]) -> State:
    taken = tuple(sorted(state.pool[:count]))
    dancer = replace(state.dancers[seat], drawn=taken, rejects=rejects)
    log.append(ev.Drew(seat, taken, len(taken), "pool", private_to=seat))
    return replace(state.with_dancer(seat, dancer), pool=state.pool[count:])


def _deal_draft(state: State, log: list[Event]) -> State:
    """The opening draft: each dancer draws five from the pool, to give back two."""
    for seat in range(state.seats):
        state = _from_pool(state, seat, DRAFT_DRAW, DRAFT_DRAW - DRAFT_KEEP, log)
    return replace(state, phase=Phase.DRAFT)


def stumbles_out(state: State) -> int:
    """Stumbles owned by the dancers, face-down ones included (a laid Stumble stays in its
    dancer's deck until refined)."""
    return sum(d.collection(state.committed(s)).count(STUMBLE) for s, d in enumerate(state.dancers))


def _select(state: State) -> State:
    """A new beat: every seat will lay a move face down, in seat order."""
    return replace(state, phase=Phase.SELECT, select=Commitments.open(tuple(range(state.seats))))


class BeatByBeatRules(Rules[State, Act, BBBObservation]):
    game_id = "beat_by_beat"
    title = "Beat by Beat"
    rules_page = "docs/rules/beat_by_beat.md"

    # -- setting up ----------------------------------------------------------------
    def new_game(self, config: GameConfig, seed: int) -> State:
        if not 2 <= config.seats <= 4:
            raise ValueError("Beat by Beat is a game for 2 to 4 dancers")
        options = options_of(config)
        cat = catalogue()
        chance = Chance(seed)
        rhythm, chance = chance.shuffle(cat.rhythm_deck)
        judges, chance = chance.shuffle(cat.judge_ids)
        pool, chance = chance.shuffle(cat.pool)
        shown = JUDGES_SHOWN[config.seats]
        dancers = tuple(Dancer(deck=cat.starter) for _ in range(config.seats))
        state = State(chance, options, Phase.DRAFT, 1, 0, dancers, rhythm[:BEATS],
                      rhythm[BEATS:2 * BEATS], rhythm[2 * BEATS:], (), judges[:shown],
                      (None,) * shown, pool, ())
        if options.judge_draft:  # the Judges are picked "before the game": before any card is dealt
            return replace(state, phase=Phase.JUDGE_DRAFT)
        return _deal_draft(state, [])

    def opening_events(self, state: State) -> tuple[Event, ...]:
        return tuple(ev.Drew(s, d.drawn, len(d.drawn), "pool", private_to=s)
                     for s, d in enumerate(state.dancers) if d.drawn)

    # -- queries -----------------------------------------------------------------------
    def seat_count(self, state: State) -> int:
        return state.seats

    def to_act(self, state: State) -> int | None:
        return actor(state)

    def legal_actions(self, state: State) -> tuple[Act, ...]:
        seat = self.to_act(state)
        if seat is None:
            return ()
        d, phase = state.dancers[seat], state.phase
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
        where = SECTION[state.phase]
        if not isinstance(action, Act):
            return Illegal("That is not a Beat by Beat action.", "Beat by Beat notation")
        seat = self.to_act(state)
        d = state.dancers[seat] if seat is not None else Dancer()
        phase = state.phase
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
        d = state.dancers[seat]
        verb, card = action.verb, card_of(action)
        if verb == "judge":
            state = state.with_dancer(seat, replace(d, own_judge=card))
            log.append(ev.JudgeChosen(seat, card))
            if all(o.own_judge for o in state.dancers):
                state = _deal_draft(state, log)
        elif verb == "reject":
            state = self._reject(state, seat, card, log)
        elif verb == "play":
            taken = card == STUMBLE and not d.hand
            hand = d.hand if taken else remove_one(d.hand, card)
            if taken and stumbles_out(state) == catalogue().stumble_supply:
                # Decision 8: the supply is not a limit; the table lends one more, and says so
                log.append(ev.StumblesRunOut(seat, catalogue().stumble_supply))
            assert state.select is not None
            select, committed = state.select.commit(seat, card, ev.MoveCommitted)
            state = replace(state.with_dancer(seat, replace(d, hand=hand)), select=select)
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
                state = self._resolve_recovery(state, log)
        else:
            state = self._refine(state, seat, card, zone_of(action), log)
        return state, tuple(log)

    def _reject(self, state: State, seat: int, card: str, log: list[Event]) -> State:
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
            for s in range(state.seats):  # the 13-card decks are shuffled and 5 drawn
                deck, chance = state.chance.shuffle(state.dancers[s].deck)
                state = replace(state.with_dancer(s, replace(state.dancers[s], deck=deck)),
                                chance=chance)
                log.append(ev.Shuffled(s, ev.Pile.DECK))
                state = _draw(state, s, HAND_SIZE, log)
            return _select(state)
        d = replace(d, discard=add_sorted(d.discard, *d.drawn), drawn=())
        state = state.with_dancer(seat, d)
        if d.inspirations:
            state = _from_pool(state, seat, INSPIRATION_DRAW, 1, log)
            d = state.dancers[seat]
            return state.with_dancer(seat, replace(d, inspirations=d.inspirations - 1))
        if any(o.rejects for o in state.dancers):
            return state
        return self._end_beat(state, log)

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
        if any(d.owed for d in state.dancers):
            return replace(state, phase=Phase.PAY)
        return self._begin_recovery(state)

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
        if any(o.owed for o in state.dancers):
            return state
        return self._begin_recovery(state)

    def _begin_recovery(self, state: State) -> State:
        rhythm = rhythm_card(state.rhythm())
        for seat, d in enumerate(state.dancers):
            p = d.phrase[-1]
            two = p.success and rhythm.kind == "two_different"
            picks = 1 + two + (state.options.favor_recovery and p.outright)
            state = state.with_dancer(seat, replace(d, picks=picks, different=two, recovery=()))
        return replace(state, phase=Phase.RECOVER,
                       recoveries=Commitments.open(tuple(range(state.seats))))

    def _resolve_recovery(self, state: State, log: list[Event]) -> State:
        rhythm = rhythm_card(state.rhythm())
        assert state.recoveries is not None
        chosen, revealed = state.recoveries.reveal(ev.RecoveryRevealed)
        log.append(revealed)
        for seat, choice in chosen:
            d = state.dancers[seat]
            if rhythm.kind == "extra_recovery" and d.phrase[-1].success:
                choice += (rhythm.action,)
                log.append(ev.BonusRecovery(seat, rhythm.action))
            state = state.with_dancer(seat, replace(d, recovery=choice))
        state = replace(state, recoveries=None)
        for seat, d in enumerate(state.dancers):
            stamina = d.recovery.count("stamina")
            # Second Breath, like every Rhythm benefit, needs the dancer's move to succeed
            more = rhythm.kind == "stamina_draw" and d.phrase[-1].success
            if stamina:
                state = _draw(state, seat, (rhythm.amount if more else 2) * stamina, log)
        for seat, d in enumerate(state.dancers):
            refines = min(d.recovery.count("refinement"), len(d.hand) + len(d.discard))
            state = state.with_dancer(seat, replace(d, refines=refines,
                                                    inspirations=d.recovery.count("inspiration")))
        return self._after_refining(replace(state, phase=Phase.REFINE), log)

    def _refine(self, state: State, seat: int, card: str, zone: str, log: list[Event]) -> State:
        d = state.dancers[seat]
        if zone == "hand":
            d = replace(d, hand=remove_one(d.hand, card))
        else:
            paid = remove_one(d.paid, card) if card in d.paid else d.paid
            d = replace(d, discard=remove_one(d.discard, card), paid=paid)
        d = replace(d, refines=min(d.refines - 1, len(d.hand) + len(d.discard)))
        state = state.with_dancer(seat, d)
        log.append(ev.Refined(seat, card, zone))
        if card in catalogue().pool:  # Stumbles go back to the supply, starters leave the game
            state = replace(state, common_discard=add_sorted(state.common_discard, card))
        return self._after_refining(state, log)

    def _after_refining(self, state: State, log: list[Event]) -> State:
        if any(d.refines for d in state.dancers):
            return state
        wanted = sum(d.inspirations for d in state.dancers) * INSPIRATION_DRAW
        if not wanted:
            return self._end_beat(state, log)
        if len(state.pool) < wanted and state.common_discard:
            pool, chance = state.chance.shuffle(state.pool + state.common_discard)
            state = replace(state, pool=pool, common_discard=(), chance=chance)
            log.append(ev.Shuffled(None, ev.Pile.COMMON))
        if len(state.pool) < wanted:
            log.append(ev.Shortage(wanted, len(state.pool)))
            for seat, d in enumerate(state.dancers):
                state = state.with_dancer(seat, replace(d, inspirations=0))
            return self._end_beat(state, log)
        for seat, d in enumerate(state.dancers):
            if d.inspirations:
                state = _from_pool(state, seat, INSPIRATION_DRAW, 1, log)
                state = state.with_dancer(seat, replace(state.dancers[seat],
                                                        inspirations=d.inspirations - 1))
        return replace(state, phase=Phase.INSPIRE)

    def _end_beat(self, state: State, log: list[Event]) -> State:
        dancers = tuple(replace(d, recovery=(), picks=0, different=False, paid=()) for d in state.dancers)
        state = _select(replace(state, dancers=dancers, beat=state.beat + 1))
        if state.beat < BEATS:
            return state
        return self._end_round(replace(state, beat=BEATS - 1), log)

    def _end_round(self, state: State, log: list[Event]) -> State:
        result = score_round(state.round, state.dancers, state.judges, state.claimed,
                             JUDGE_DRAFT_BONUS if state.options.judge_draft else 0)
        claimed = list(state.claimed)
        for seat, judge_id, points in result.claims:
            claimed[state.judges.index(judge_id)] = seat
            d = state.dancers[seat]
            state = state.with_dancer(seat, replace(d, judges=d.judges + (judge_id,)))
            log.append(ev.JudgeClaimed(seat, judge_id, points))
        dancers = tuple(replace(d, score=d.score + result.total(s)) for s, d in enumerate(state.dancers))
        state = replace(state, dancers=dancers, claimed=tuple(claimed))
        log.append(ev.RoundScored(result))
        if state.round == ROUNDS:
            best, tie_break = winners(state.dancers)
            log.append(ev.GameEnded(best, tuple(d.score for d in state.dancers), tie_break))
            return replace(state, phase=Phase.OVER, select=None)
        used = state.rhythm_used + state.rhythm_now
        upcoming = state.rhythm_deck[:BEATS] if state.round + 1 < ROUNDS else ()
        state = replace(state, round=state.round + 1, beat=0, rhythm_used=used,
                        rhythm_now=state.rhythm_next, rhythm_next=upcoming,
                        rhythm_deck=state.rhythm_deck[len(upcoming):])
        for seat, d in enumerate(state.dancers):
            cards = d.hand + d.deck + d.discard + tuple(p.card for p in d.phrase)
            deck, chance = state.chance.shuffle(sorted(cards))
            d = replace(d, hand=(), deck=deck, discard=(), phrase=(), favor=0, outright=0)
            state = replace(state.with_dancer(seat, d), chance=chance)
            log.append(ev.Shuffled(seat, ev.Pile.EVERYTHING))
            state = _draw(state, seat, HAND_SIZE, log)
        return state


def _needed(state: State, seat: int, played: Played) -> int:
    return max(0, move(played.card).cost - 1 - played.discount)


RULES = BeatByBeatRules()
