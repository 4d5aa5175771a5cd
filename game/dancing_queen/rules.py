"""Dancing Queen (hecose), two players — rules from seeds/004_c6eead62ff19fd6d.txt.

Decisions where the document is silent are in docs/rules/dancing_queen.md; the ones
that shape this module: the opening leads are chosen one seat after the other as hidden
commitments (microphone first); after every play both leads' ★ are checked and, if
both hold, the microphone breaks the tie as it does for hearts; the microphone stays
where it is between rounds; a new round starts at once after the last one is scored.
"""

from __future__ import annotations

import random

from dataclasses import replace
from typing import Any

from game.core.commit import Commitments
from game.core.contract import (
    Event, GameConfig, Illegal, IllegalActionError, InvalidNotationError, Outcome, Rules,
)
from game.core.contract import Termination
from game.core.gestures import Gesture
from game.core.options import check_options
from game.dancing_queen import events as ev
from game.dancing_queen import places
from game.dancing_queen import twins
from game.dancing_queen.cards import Gender, cards
from game.dancing_queen.notation import parse_move
from game.dancing_queen.options import OPTIONS
from game.dancing_queen.scoring import Floor, hearts, make_floor, star
from game.dancing_queen.stacked import stacked_set_up
from game.dancing_queen.state import (
    DRAW, END, KEEP, MAX_DANCERS, PASS, TROPHIES_TO_WIN, Dancer, Move, Phase, Ref, Role,
    RoundResult, State, Verb, place, rotate,
)
from game.dancing_queen.view import DQObservation, observe

RULES_SECTION = {
    Phase.OPENING: "Dancing Queen rules: Setting up a round",
    Phase.TURN: "Dancing Queen rules: Your turn",
    Phase.PLACE: "Dancing Queen rules: Playing a dancer",
    Phase.ROTATE: "Dancing Queen rules: The rotate power",
    Phase.ANSWER: "Dancing Queen rules: Not drawing",
    Phase.CLOSE: "Dancing Queen rules: Not drawing",
    Phase.OVER: "Dancing Queen rules: Winning",
}


def floor(state: State, seat: int) -> Floor:
    """The dance floor as seen by `seat`'s cards."""
    dancers = state.dancers
    couples = [(dancers[a.seat][a.number].gender, dancers[b.seat][b.number].gender)
               for a, b in state.pairs]
    if state.leads[0] >= 0 and state.leads[1] >= 0:
        couples.append((dancers[0][state.leads[0]].gender, dancers[1][state.leads[1]].gender))
    sides = (tuple(d.gender for d in dancers[0]), tuple(d.gender for d in dancers[1]))
    return make_floor(sides, couples, seat)


def lead_half(state: State, seat: int) -> Any:
    dancer = state.dancers[seat][state.leads[seat]]
    return cards()[dancer.card].half(dancer.gender)


def lead_hearts(state: State, seat: int) -> int:
    return hearts(lead_half(state, seat), floor(state, seat))


def lead_star(state: State, seat: int) -> bool:
    return star(lead_half(state, seat), floor(state, seat))


def star_was_possible(state: State, seat: int) -> bool:
    """Whether some dancer card, showing the gender this seat's lead shows, would win by its
    ★ on this floor. When one would and none did, "no ★" tells the rival that the face-down
    lead is not that card. Decided from what both players see (genders, the floor), never
    from who holds which card: an undo barrier that came and went with a hand's cards would
    itself tell that hand to the player who sees it come."""
    gender = state.dancers[seat][state.leads[seat]].gender
    here = floor(state, seat)
    return any(star(card.half(gender), here) for card in cards())


class DancingQueenRules(Rules[State, Move, DQObservation]):
    game_id = "dancing_queen"
    title = "Dancing Queen"
    rules_page = "docs/rules/dancing_queen.md"

    # -- setting up --------------------------------------------------------------
    def new_game(self, config: GameConfig, seed: int) -> State:
        check_options(self.title, OPTIONS, config)
        if config.seats != 2:
            raise ValueError("Dancing Queen is a game for exactly two players")
        first = config.option("first", 0)
        stack, chance = stacked_set_up(config, seed)
        state = State(chance=chance, phase=Phase.OPENING, actor=first, microphone=first,
                      round=0, trophies=(0, 0), deck=(), dancers=((), ()), leads=(-1, -1),
                      pairs=(), hands=(None, None))
        return self._start_round(state, stack)[0]

    def opening_events(self, state: State) -> tuple[Event, ...]:
        return (ev.RoundStarted(state.round, state.microphone),
                *(ev.CardTaken(s, state.hands[s], dealt=True, private_to=s) for s in (0, 1)))

    def _start_round(self, state: State, stack: tuple[str, ...] = ()) -> tuple[State, list[Event]]:
        ids = [c.card_id for c in cards()]
        unknown = [s for s in stack if s not in ids]
        if unknown or len(set(stack)) != len(stack):
            raise ValueError(f"option 'stack' must name distinct cards from: {', '.join(ids)}")
        stacked = [ids.index(s) for s in stack]
        rest, chance = state.chance.shuffle([i for i in range(len(ids)) if i not in stacked])
        deck = tuple(stacked) + rest
        mic = state.microphone
        hands = (deck[0], deck[1]) if mic == 0 else (deck[1], deck[0])
        state = replace(state, chance=chance, phase=Phase.OPENING, actor=mic, round=state.round + 1,
                        deck=deck[2:], dancers=((), ()), leads=(-1, -1), pairs=(), hands=hands,
                        then=Phase.TURN, passer=None, just_played=None,
                        opening=Commitments.open((mic, 1 - mic)))
        return state, [ev.RoundStarted(state.round, mic),
                       *(ev.CardTaken(s, hands[s], dealt=True, private_to=s) for s in (mic, 1 - mic))]

    # -- queries -----------------------------------------------------------------
    def to_act(self, state: State) -> int | None:
        return state.actor

    def seat_count(self, state: State) -> int:
        return 2

    def progress(self, state: State) -> tuple[tuple[str, int], ...]:
        return (("round", state.round),)

    def legal_actions(self, state: State) -> tuple[Move, ...]:
        phase, seat = state.phase, state.actor
        if phase is Phase.OPENING:
            return (place(Role.LEAD, Gender.GIRL), place(Role.LEAD, Gender.BOY))
        if phase is Phase.TURN:
            return (DRAW, PASS)
        if phase is Phase.ANSWER:
            return (DRAW, PASS)
        if phase is Phase.CLOSE:
            return (END, DRAW)
        if phase is Phase.PLACE:
            return tuple(place(r, g) for r in Role for g in Gender)
        if phase is Phase.ROTATE and seat is not None:
            return (KEEP, *(rotate(ref.seat, ref.number) for ref in self.rotate_targets(state)))
        return ()

    def rotate_targets(self, state: State) -> tuple[Ref, ...]:
        seat = state.actor
        targets = []
        for side in (0, 1):
            for number in range(state.count(side)):
                ref = Ref(side, number)
                if ref == state.just_played or (side != seat and number == state.leads[side]):
                    continue
                targets.append(ref)
        return tuple(targets)

    def explain(self, state: State, action: Any) -> Illegal:
        where = RULES_SECTION[state.phase]
        if not isinstance(action, Move):
            return Illegal("That is not a Dancing Queen action.", "Dancing Queen notation")
        phase = state.phase
        if phase is Phase.OPENING:
            return Illegal("Your first card of a round must become your lead dancer: choose "
                           "which half faces your rival.", where)
        if phase is Phase.TURN:
            return Illegal("First decide whether to draw a card or not.", where)
        if phase is Phase.ANSWER:
            return Illegal("Your rival passed with as many dancers as you: draw a card or "
                           "pass as well.", where)
        if phase is Phase.CLOSE:
            return Illegal("You passed: end the round now, or draw a card after all.", where)
        if phase is Phase.PLACE:
            return Illegal("Play the card you drew, as your lead or as a support dancer.", where)
        if phase is Phase.ROTATE and action.kind is Verb.ROTATE and action.target is not None:
            ref = action.target
            if ref.seat not in (0, 1) or not 0 <= ref.number < state.count(ref.seat):
                return Illegal(f"There is no dancer {ref} on the floor.", where)
            if ref == state.just_played:
                return Illegal("The rotate power turns another dancer, not the one you just "
                               "played.", where)
            return Illegal("You may never turn your rival's lead dancer.", where)
        return Illegal("Use the rotate power on another dancer, or keep the floor as it is.", where)

    def redeal(self, state: State, seat: int, rng: random.Random) -> State:
        return twins.redeal(state, seat, rng)

    def observe(self, state: State, seat: int) -> DQObservation:
        return observe(state, seat)

    def outcome(self, state: State) -> Outcome | None:
        if state.phase is not Phase.OVER:
            return None
        winner = 0 if state.trophies[0] >= TROPHIES_TO_WIN else 1
        return Outcome((winner,), (float(state.trophies[0]), float(state.trophies[1])),
                       Termination.WIN, f"Trophies {state.trophies[0]}–{state.trophies[1]}")

    def read_action(self, state: State, text: str) -> Move:
        move = parse_move(text)
        if move is None:
            raise InvalidNotationError(Illegal(
                f"'{text}' is not a Dancing Queen action (try draw, pass, end, keep, "
                "'lead girl', 'support boy' or 'rotate 1b').", "docs/notation.md"), text)
        return move

    # -- the table's questions (game/dancing_queen/places.py) -------------------------
    def gesture(self, observation: DQObservation, action: Move) -> Gesture:
        return places.gesture(observation, action)

    def find_action(self, observation: DQObservation, gesture: Gesture) -> Move | None:
        return places.find_action(observation, gesture)

    def formality(self, observation: DQObservation, legal: tuple[Move, ...]) -> Move | None:
        return places.formality(observation, legal)

    # -- applying ----------------------------------------------------------------
    def _apply(self, state: State, move: Move) -> tuple[State, tuple[Event, ...]]:
        seat = state.actor
        if seat is None:
            raise IllegalActionError(Illegal("The game is over.", RULES_SECTION[Phase.OVER]))
        log: list[Event] = []
        verb = move.kind
        if state.phase is Phase.OPENING:
            state = self._open(state, seat, move, log)
        elif verb is Verb.DRAW:
            state = self._draw(state, seat, log)
        elif verb is Verb.PASS:
            state = self._pass(state, seat, log)
        elif verb is Verb.END:
            log.append(ev.Passed(seat, ends=True))
            state = self._score(state, log)
        elif verb is Verb.PLACE:
            state = self._place(state, seat, move, log)
        else:
            if verb is Verb.ROTATE and move.target is not None:
                state = self._rotate(state, seat, move.target, log)
            state = self._resolve(state, seat, log)
        return state, tuple(log)

    def _open(self, state: State, seat: int, move: Move, log: list[Event]) -> State:
        """An opening lead is a hidden commitment (the microphone first); when both are
        down they turn to face each other at once: one reveal, an undo barrier."""
        card, opening = state.hands[seat], state.opening
        if card is None or opening is None:
            raise IllegalActionError(Illegal("There is no card to lead with.",
                                             RULES_SECTION[Phase.OPENING]))
        opening, committed = opening.commit(seat, Dancer(card, move.gender or Gender.GIRL),
                                            ev.LeadChosen)
        log.append(committed)
        hands = (None, state.hands[1]) if seat == 0 else (state.hands[0], None)
        state = replace(state, hands=hands, opening=opening)
        if not opening.complete:
            return replace(state, actor=opening.to_commit)
        leads, revealed = opening.reveal(ev.OpeningRevealed, shows=lambda lead: lead.gender)
        log.append(revealed)
        dancers = ((leads[0][1],), (leads[1][1],))
        return replace(state, dancers=dancers, leads=(0, 0), opening=None, phase=Phase.TURN,
                       actor=state.microphone)

    def _draw(self, state: State, seat: int, log: list[Event]) -> State:
        mic = state.microphone
        if mic == seat:
            log.append(ev.MicrophonePassed(seat, 1 - seat))
            mic = 1 - seat
        card = state.deck[0]
        hands = (card, None) if seat == 0 else (None, card)
        log.append(ev.CardTaken(seat, card, private_to=seat))
        then = Phase.CLOSE if state.phase is Phase.ANSWER else Phase.TURN
        return replace(state, microphone=mic, deck=state.deck[1:], hands=hands, phase=Phase.PLACE,
                       then=then)

    def _pass(self, state: State, seat: int, log: list[Event]) -> State:
        log.append(ev.Passed(seat))
        if state.phase is Phase.ANSWER:
            return replace(state, phase=Phase.CLOSE, actor=state.passer)
        if state.count(1 - seat) > state.count(seat):
            return self._score(state, log)
        return replace(state, phase=Phase.ANSWER, actor=1 - seat, passer=seat)

    def _place(self, state: State, seat: int, move: Move, log: list[Event]) -> State:
        state = self.put_down(state, seat, move, log)
        card = state.dancer(state.just_played).card  # type: ignore[arg-type]
        if cards()[card].half(move.gender).rotate and self.rotate_targets(state):  # type: ignore[arg-type]
            return replace(state, phase=Phase.ROTATE)
        return self._resolve(state, seat, log)

    def put_down(self, state: State, seat: int, move: Move, log: list[Event] | None = None) -> State:
        """The drawn card enters play and finds its partner; nothing is resolved yet.

        Public so the bots can look at a floor before ★ and round ends are settled."""
        card, role, gender = state.hands[seat], move.role, move.gender
        if card is None or role is None or gender is None:
            raise IllegalActionError(Illegal("There is no card to play.", RULES_SECTION[state.phase]))
        other = 1 - seat
        ref = Ref(seat, state.count(seat))
        rival_lone = state.lone_support(other)
        pairs, leads = state.pairs, state.leads
        demoted = demoted_partner = partner = None
        if role is Role.LEAD:
            demoted = state.lead_ref(seat)
            partner = state.lead_ref(other)
            if demoted is not None and rival_lone is not None:
                pairs += ((demoted, rival_lone),)
                demoted_partner = rival_lone
            leads = (ref.number, leads[1]) if seat == 0 else (leads[0], ref.number)
        elif rival_lone is not None:
            pairs += ((ref, rival_lone),)
            partner = rival_lone
        dancers = _with(state.dancers, seat, state.dancers[seat] + (Dancer(card, gender),))
        hands = (None, state.hands[1]) if seat == 0 else (state.hands[0], None)
        if log is not None:
            log.append(ev.DancerPlaced(seat, ref, role, gender, card, partner, demoted,
                                       demoted_partner, private_to=seat))
        return replace(state, dancers=dancers, leads=leads, pairs=pairs, hands=hands,
                       just_played=ref)

    def _rotate(self, state: State, seat: int, ref: Ref, log: list[Event]) -> State:
        state = self.spin(state, ref)
        log.append(ev.DancerRotated(seat, ref, state.dancer(ref).gender, state.lead_ref(ref.seat) == ref))
        return state

    @staticmethod
    def spin(state: State, ref: Ref) -> State:
        """Turn one dancer around; nothing is resolved yet (public for the bots)."""
        dancer = state.dancer(ref)
        side = state.dancers[ref.seat]
        side = side[:ref.number] + (replace(dancer, gender=dancer.gender.other),) + side[ref.number + 1:]
        return replace(state, dancers=_with(state.dancers, ref.seat, side))

    def _resolve(self, state: State, seat: int, log: list[Event]) -> State:
        """After a card (and its rotation) resolves: ★, a full floor, or play goes on."""
        stars = [s for s in (0, 1) if lead_star(state, s)]
        if stars:
            winner = stars[0] if len(stars) == 1 else state.microphone
            return self._finish_round(state, winner, True, len(stars) == 2, log)
        if any(star_was_possible(state, s) for s in (0, 1)):
            log.append(ev.NoInstantWin())   # "no ★" told a rival something: an undo barrier
        if state.count(0) == MAX_DANCERS and state.count(1) == MAX_DANCERS:
            return self._score(state, log)
        if state.then is Phase.CLOSE:
            return replace(state, phase=Phase.CLOSE, actor=state.passer, just_played=None)
        return replace(state, phase=Phase.TURN, actor=1 - seat, passer=None, just_played=None)

    def _score(self, state: State, log: list[Event]) -> State:
        points = (lead_hearts(state, 0), lead_hearts(state, 1))
        if points[0] == points[1]:
            return self._finish_round(state, state.microphone, False, True, log, points)
        return self._finish_round(state, 0 if points[0] > points[1] else 1, False, False, log, points)

    def _finish_round(self, state: State, winner: int, by_star: bool, by_mic: bool,
                      log: list[Event], points: tuple[int, int] | None = None) -> State:
        if points is None:
            points = (lead_hearts(state, 0), lead_hearts(state, 1))
        leads = tuple((state.dancers[s][state.leads[s]].card, state.dancers[s][state.leads[s]].gender)
                      for s in (0, 1))
        result = RoundResult(state.round, winner, points, leads, by_star, by_mic)  # type: ignore[arg-type]
        trophies = (state.trophies[0] + (winner == 0), state.trophies[1] + (winner == 1))
        state = replace(state, trophies=trophies, results=state.results + (result,))
        log.append(ev.RoundWon(result))
        if trophies[winner] >= TROPHIES_TO_WIN:
            log.append(ev.GameWon(winner, trophies))
            return replace(state, phase=Phase.OVER, actor=None, hands=(None, None))
        state, started = self._start_round(state)
        log.extend(started)
        return state


def _with(pair: tuple[Any, Any], seat: int, value: Any) -> Any:
    return (value, pair[1]) if seat == 0 else (pair[0], value)


RULES = DancingQueenRules()
