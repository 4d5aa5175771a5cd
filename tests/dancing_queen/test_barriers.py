"""Dancing Queen's undo barriers are what the information requires (issue 23 #7).

After a card with the rotate power, the ★ of both leads is checked once the player keeps
the floor or spins a dancer. "No ★" tells a player something about the rival's face-down
lead when some card it could be would have won: then the move is an undo barrier. Whether
it is one is decided from what both players see (the genders, the floor) — a barrier that
depended on who holds which card would itself tell a hand — so it comes whenever any
card, showing that gender, would have won there; when none would, the move may be taken
back."""

from __future__ import annotations

import random

import pytest

from game.core.contract import GameConfig
from game.core.records import Match
from game.dancing_queen import events as ev
from game.dancing_queen.cards import cards
from game.dancing_queen.rules import RULES
from game.dancing_queen.state import Phase, State


def card_id(half_name: str) -> str:
    return next(c.card_id for c in cards() if half_name in (c.girl.name, c.boy.name))


ABBA, ROSE, POWER, EVEN = (card_id(n) for n in ("ABBA", "The Rose", "Girl Power", "We're Even"))


def _play(match: Match, *moves: str) -> None:
    for text in moves:
        match.play(RULES.parse_action(match.state, text))


SPIN = ("lead girl", "lead boy", "draw", "support girl", "keep", "draw", "support boy")


def _spin_match() -> Match:
    """Ana leads Rainbow Parade, Bo leads Queen; then You're Even, We're Even (↻), Spice Girls
    (↻): Bo may spin Ana's support boy."""
    stack = ("pairs", "bands_four", "parity_opponent", "parity_total", "bands_other")
    match = Match(RULES, GameConfig.make(2, stack=stack, first=0), 1)
    _play(match, *SPIN)
    return match


def test_a_rotation_that_fires_no_star_cannot_be_taken_back() -> None:
    """No ★ after Bo's spin tells Bo that Ana's face-down lead is no card whose ★ this floor
    would fire (and Ana the same of Bo's). Before: the spin could be taken back."""
    match = _spin_match()
    events = match.play(RULES.parse_action(match.state, "rotate 0b"))
    assert not any(isinstance(e, ev.RoundWon) for e in events)
    assert match.undoable(1) == 0


def _told(state: State, action: object, seat: int, rng: random.Random, tries: int = 40) -> bool:
    """Whether `action` told `seat` something: in a twin it cannot tell from `state` (the
    rival's cards dealt afresh), the same action ends otherwise for it (a ★ or none)."""
    after, _ = RULES.apply(state, action)
    for _ in range(tries):
        twin = RULES.redeal(state, seat, rng)
        if RULES.check(twin, action) is not None:
            continue
        other, _ = RULES.apply(twin, action)
        if RULES.observe(other, seat) != RULES.observe(after, seat):
            return True
    return False


def test_every_keep_and_spin_that_tells_is_a_barrier_and_the_others_mostly_are_not() -> None:
    """Every move that tells a seat something (a twin it cannot tell from this one ends
    otherwise for it) is a barrier; a barrier where nothing was told comes only when some
    card, showing that gender, would have won (both players happened to hold them all)."""
    rng = random.Random(7)
    told = quiet = needless = 0
    for seed in range(60):
        state = RULES.new_game(GameConfig.make(2), seed)
        play = random.Random(seed)
        while RULES.outcome(state) is None:
            legal = RULES.legal_actions(state)
            if state.phase is Phase.ROTATE:
                for action in legal:
                    _, events = RULES.apply(state, action)
                    barrier = any(e.barrier for e in events)
                    tells = any(_told(state, action, seat, rng) for seat in (0, 1))
                    assert barrier or not tells, (seed, str(action), [type(e).__name__ for e in events])
                    told += tells
                    quiet += not barrier
                    needless += barrier and not tells
            state, _ = RULES.apply(state, legal[play.randrange(len(legal))])
    assert told >= 20 and quiet >= 5, (told, quiet)   # both kinds were met, many times
    assert needless <= told // 4, (needless, told)      # a barrier where nothing was told is rare


def test_a_no_star_line_in_the_log_names_no_card() -> None:
    match = _spin_match()
    events = match.play(RULES.parse_action(match.state, "rotate 0b"))
    quiet = [e for e in events if isinstance(e, ev.NoInstantWin)]
    assert len(quiet) == 1 and quiet[0].barrier
    line = quiet[0].text(("Ana", "Bo"))
    assert "★" in line and not any(name in line for c in cards() for name in (c.girl.name, c.boy.name))


def test_the_rule_document_s_spin_tells_nothing_and_may_be_taken_back() -> None:
    """The rule document's example (ABBA does not fire after the spin): no card either
    face-down lead could be would win on that floor, so nothing was told."""
    match = Match(RULES, GameConfig.make(2, stack=(ABBA, ROSE, POWER, EVEN), first=0), 1)
    _play(match, "lead girl", "lead boy", "draw", "support boy", "draw", "support girl")
    before = match.state
    events = match.play(RULES.parse_action(match.state, "rotate 0b"))
    assert not any(e.barrier for e in events)
    assert match.undo(1) == 1 and match.state == before
