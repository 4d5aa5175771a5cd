"""DDR: The Card Game — what the bots know (the Knowledge protocol of game.core.bots).

Easy and Normal are the rule-based policies of game.ddr.policy, reading only their own
observation. Hard is the shared ISMCTS looking one action deep: each iteration deals
what the observation leaves unknown (the rivals' hands and the deck order; under
Hidden, the bot's own face-down song) at random from the unseen cards, tries one
action, lets the finishing policy hang the arrows and Links its step still needs, and
scores the end of its plays with game.ddr.estimate, as a change from where it stood.

Why so shallow: a deeper tree spread its few hundred visits over every Mine target and
Interference after each step, and those exploring visits dragged good steps below
waiting. Normal's own choice gets a head start of PRIOR points, so the search leaves
it only for a move it finds clearly better (measured: docs/rules/ddr.md, AI notes).
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from game.core.bots import Knowledge
from game.core.chance import Chance
from game.ddr.content import catalogue
from game.ddr.estimate import ReadingCache, expected_scores, leads
from game.ddr.notation import Action
from game.ddr.policy import Table, easy_choice, finishing_choice, normal_choice
from game.ddr.rules import DDRRules
from game.ddr.state import HAND_SIZE, Dancer, Phase, State, table_cards
from game.ddr.view import DDRObservation

SWING = 3.0       # points of change in the lead within one turn that move a value most of
                  # the way to 0 or 1 (tanh: steep near no change, never clipped)
PRIOR = 1.0       # points of head start for the move Normal would make while playing...
PRIOR_HAND = 3.0  # ...and when drawing or shuffling back, where the search's differences
                  # are small and noisy and Normal's keep values did as well
MAX_PLAYS = 12    # a guard on the plays that finish a turn (a turn has fewer)
DEALT_DEEP = 12   # deck cards shuffled per sampled world: more than one turn can draw
TASTE = 1.5       # points at most of a per-game liking for each song (see `_taste`)


def table_of(observation: DDRObservation) -> Table:
    taken = frozenset(d.song for d in observation.dancers if d.song is not None)
    return Table(observation.seat, observation.hand, observation.dancers, observation.turn, taken)


def table_in(state: State, seat: int) -> Table:
    taken = frozenset(d.song for d in state.dancers if d.song is not None)
    return Table(seat, state.dancers[seat].hand, state.dancers, state.turn, taken)


def _songs(state: State) -> tuple[object, ...]:
    """Everything of every dancer but the hand: what the bots may weigh of the table."""
    return tuple((d.song, d.chart, d.slots, d.dark_from, d.dark_until, d.hidden_until,
                  d.beat_next, d.beat_now) for d in state.dancers)


def _searcher(state: State) -> int | None:
    """The seat whose plays a horizon state closes: still playing or refilling, still in
    step 1 after shuffling one card back, or (a fresh turn) the seat that just passed on."""
    turn = state.turn
    if turn.phase in (Phase.PLAY, Phase.RECONCILE):
        return turn.seat
    if turn.phase is Phase.OPEN:
        return turn.seat if turn.shuffled else (turn.seat - 1) % state.seats
    return None


@dataclass
class DDRKnowledge(Knowledge[State, Action, DDRObservation]):
    rules: DDRRules
    # Per-decision memory: Hard samples hundreds of worlds from one observation, so what
    # depends on the observation alone is worked out once (keyed by the object itself).
    _seen_for: object = field(default=None, repr=False, compare=False)
    _unseen: tuple[str, ...] = field(default=(), repr=False, compare=False)
    _baseline: tuple[float, ...] = field(default=(), repr=False, compare=False)
    _readings: ReadingCache = field(default_factory=dict, repr=False, compare=False)
    _favoured_root: object = field(default=None, repr=False, compare=False)
    _favoured: object = field(default=None, repr=False, compare=False)
    _favoured_phase: Phase = field(default=Phase.PLAY, repr=False, compare=False)
    _favoured_for: object = field(default=None, repr=False, compare=False)
    _favoured_action: Action | None = field(default=None, repr=False, compare=False)
    # Most actions end the same way in every sampled world (only the rivals' hands and the
    # deck differ, and neither is weighed), so each position's leads are worked out once.
    _leads: dict[tuple[object, ...], tuple[float, ...]] = field(default_factory=dict, repr=False,
                                                                compare=False)
    _finishes: dict[tuple[object, ...], tuple[Action, ...]] = field(default_factory=dict,
                                                                   repr=False, compare=False)
    # A liking for each song, drawn afresh for each song choice (issue 25): the search
    # alone, with nothing of a hand to go on yet, picked the same four songs in most
    # four-seat games. The liking only settles between songs the search finds close.
    _taste_for: object = field(default=None, repr=False, compare=False)
    _taste: dict[str, float] = field(default_factory=dict, repr=False, compare=False)

    # -- Easy and Normal -----------------------------------------------------------
    def easy_action(self, observation: DDRObservation, legal: Sequence[Action],
                    rng: random.Random) -> Action:
        return easy_choice(table_of(observation), legal, rng)

    def normal_action(self, observation: DDRObservation, legal: Sequence[Action],
                      rng: random.Random) -> Action:
        return normal_choice(table_of(observation), legal, rng)

    # -- Hard: sampling worlds -------------------------------------------------------
    def determinize(self, observation: DDRObservation, rng: random.Random) -> State:
        """Deal what this seat cannot see at random from the cards it has not seen."""
        obs = observation
        self._prepare(obs)
        if obs.turn.phase is Phase.SONG and self._taste_for is not obs:
            # drawn from where the search's stream stands, without moving it: asked twice
            # with the same stream (a hint, then the move), the search comes out the same
            liking = random.Random(hash(rng.getstate()[1]))  # ints only: hash(None) varies by run
            self._taste_for = obs
            self._taste = {song: liking.random() * TASTE for song in catalogue().song_ids()}
        pool = list(self._unseen)
        others = sum(v.hand_size for v in obs.dancers if v.seat != obs.seat)
        # Only the rivals' hands and the top of the deck can matter before the horizon
        # (the end of the searching seat's plays), so only they are shuffled.
        for i in range(min(len(pool) - 1, others + DEALT_DEEP)):
            j = rng.randrange(i, len(pool))
            pool[i], pool[j] = pool[j], pool[i]
        taken = {d.song for d in obs.dancers if d.song is not None}
        dancers = []
        for view in obs.dancers:
            if view.seat == obs.seat:
                hand = obs.hand
            else:
                hand, pool = tuple(sorted(pool[:view.hand_size])), pool[view.hand_size:]
            song, chart = view.song, view.chart
            if chart is None:  # our own song lies face down: guess which one it is
                song = rng.choice([s for s in catalogue().song_ids() if s not in taken])
                chart = catalogue().song(song).chart
            dancers.append(Dancer(song, chart, view.slots, hand, view.dark_from, view.dark_until,
                                  view.hidden_until, view.beat_next, view.beat_now))
        return State(tuple(dancers), tuple(pool), Chance(rng.getrandbits(62)), obs.turn,
                     obs.first, obs.deck_list, obs.ending)

    def _prepare(self, obs: DDRObservation) -> None:
        """The unseen cards and the standing at the root, once per observation."""
        if self._seen_for is obs:
            return
        unseen = Counter(obs.deck_list)
        unseen.subtract(obs.hand)
        unseen.subtract(table_cards(obs.dancers))  # type: ignore[arg-type]
        self._seen_for, self._unseen = obs, tuple(sorted(unseen.elements()))
        self._readings.clear()
        self._leads.clear()
        self._finishes.clear()
        hands = [obs.hand if v.seat == obs.seat else None for v in obs.dancers]
        self._baseline = leads(expected_scores(obs.dancers, hands))

    # -- Hard: one action, the turn finished, the position scored -----------------------
    def horizon(self, root: State, state: State) -> bool:
        if state is not root and self._favoured_root is not root:
            # remember which world follows Normal's own choice at this root
            self._favoured_root = root
            self._favoured = self.rules.apply_unchecked(root, self._favoured_choice(root))
            self._favoured_phase = root.turn.phase
        return state is not root

    def _favoured_choice(self, root: State) -> Action:
        """Normal's move at the root. It reads only its own hand and the songs, so it is the
        same in every world of one observation, unless its own song lies face down and
        each world guesses that song afresh."""
        obs = self._seen_for
        guessed = isinstance(obs, DDRObservation) and obs.dancers[obs.seat].chart is None
        if self._favoured_action is None or self._favoured_for is not obs or guessed:
            legal = self.rules.legal_actions(root)
            seat = root.turn.seat
            self._favoured_action = normal_choice(table_in(root, seat), legal, random.Random(0))
            self._favoured_for = obs
        return self._favoured_action

    def _leads_now(self, state: State, searcher: int | None) -> tuple[float, ...]:
        """Each seat's lead at a finished horizon, weighing only the searcher's hand."""
        key = (searcher, None if searcher is None else state.dancers[searcher].hand, _songs(state))
        found = self._leads.get(key)
        if found is None:
            hands = [d.hand if seat == searcher else None for seat, d in enumerate(state.dancers)]
            found = leads(expected_scores(state.dancers, hands, self._readings))
            self._leads[key] = found
        return found

    def rollout_action(self, state: State, legal: Sequence[Action], rng: random.Random) -> Action:
        return normal_choice(table_in(state, state.turn.seat), legal, rng)

    def _finish_plays(self, state: State) -> State:
        """Hang what the latest step needs, then stop before refilling the hand: the cards
        it would draw are chance, not choice."""
        if state.ending is not None or state.turn.phase in (Phase.SONG, Phase.OPEN):
            return state
        # The plays depend only on the seat's own hand and the songs (and the deck's size,
        # the same in every world), so they are chosen once and replayed in other worlds.
        key = (state.turn, state.dancers[state.turn.seat].hand, _songs(state))
        plays = self._finishes.get(key)
        if plays is None:
            plays = self._finishing_plays(state)
            self._finishes[key] = plays
        for action in plays:
            state = self.rules.apply_unchecked(state, action)
        return state

    def _finishing_plays(self, state: State) -> tuple[Action, ...]:
        seat, number = state.turn.seat, state.turn.number
        ties = random.Random(0)  # fixed: the same position always finishes the same way
        plays: list[Action] = []
        for _ in range(MAX_PLAYS):
            turn = state.turn
            if state.ending is not None or turn.number != number:
                break
            if turn.phase is Phase.RECONCILE and len(state.dancers[seat].hand) <= HAND_SIZE:
                break
            legal = self.rules.legal_actions(state)
            plays.append(finishing_choice(table_in(state, seat), legal, ties))
            state = self.rules.apply_unchecked(state, plays[-1])
        return tuple(plays)

    def evaluate(self, state: State, seats: int) -> tuple[float, ...]:
        favoured = state == self._favoured
        state = self._finish_plays(state)
        if state.ending is not None:
            share = 1.0 / len(state.ending.winners)
            return tuple(share if s in state.ending.winners else 0.0 for s in range(seats))
        # Only the searching seat's hand is weighed: the rivals' hands are sampled, and
        # their values would be noise drowning the small differences between its options.
        searcher = _searcher(state)
        now = list(self._leads_now(state, searcher))
        obs = self._seen_for
        if self._taste_for is obs and isinstance(obs, DDRObservation):
            now[obs.seat] += self._taste.get(state.dancers[obs.seat].song or "", 0.0)
        if favoured and searcher is not None:
            now[searcher] += PRIOR_HAND if self._favoured_phase is not Phase.PLAY else PRIOR
        # Measured from the standing at the root, so a point gained this turn moves the
        # value the same whether the game is close or lopsided.
        base = self._baseline if len(self._baseline) == len(now) else (0.0,) * len(now)
        return tuple(0.5 + 0.5 * math.tanh((n - b) / SWING) for n, b in zip(now, base))
