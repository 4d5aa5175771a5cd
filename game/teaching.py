"""Learning the five games in the app: their guided first games and their hints.

`game/core/tutorial.py` says what a tutorial is and `game/core/hint.py` what a hint is;
this module knows the games (an explicit list, as the registry is: no scanning, which
breaks a frozen build): the kinds of turn each tutorial must cover, where each tutorial
lives, and each game's words for a hint. A table's tutorial runner and hint button, the
self-test and `python -m game hint` all come here.

    run = start("ddr")                 # or start("ddr", done=7) to resume after step 7
    run.step.say, run.expected()       # the words, and the action whose gesture to light
    run.offer(action)                  # None: played; else the Illegal to show
    run.advance()                      # a step that plays by itself (run.step.by_itself)
    suggest("ddr", observation, legal, seed)   # a Hint: .action .text .reason
"""

from __future__ import annotations

import random
from typing import Any, Iterator, Sequence

from game import registry
from game.core.bots import Budget
from game.core.content import content_dir
from game.core.hint import Advice, Hint, HintRefused, Searching
from game.core.hint import suggest as search_hint
from game.core.records import Match
from game.core.tutorial import LEARNER, Tutorial, TutorialStep, read_tutorial, tutorial_path
from game.core.tutorial_run import TutorialRun, check, expected_actions
from game.beat_by_beat.advice import ADVICE as BEAT_BY_BEAT
from game.dance_card.advice import ADVICE as DANCE_CARD
from game.dancing_queen.advice import ADVICE as DANCING_QUEEN
from game.ddo.advice import ADVICE as DDO
from game.ddr.advice import ADVICE as DDR

# The kinds of turn each game's tutorial covers (issue 19: "covers every kind of turn").
TOPICS: dict[str, tuple[str, ...]] = {
    "ddr": ("song", "steps", "link", "interference", "misstep"),
    "dance_card": ("spin dial", "move", "dance", "chat", "smooth moves"),
    "ddo": ("build", "send a hero", "close", "attack", "trap", "boss wakes", "banking"),
    "beat_by_beat": ("draft", "paying and chaining", "reveal", "crowd favour", "recovery"),
    "dancing_queen": ("leads", "partners", "rotation", "round end"),
}

ADVICE: dict[str, Advice] = {
    "ddr": DDR,
    "dance_card": DANCE_CARD,
    "ddo": DDO,
    "beat_by_beat": BEAT_BY_BEAT,
    "dancing_queen": DANCING_QUEEN,
}


def tutorial(game_id: str) -> Tutorial:
    """The game's tutorial, read and validated afresh (ContentError names file, step, field)."""
    registry.entry(game_id)   # an unknown game: KeyError naming the games
    return read_tutorial(tutorial_path(content_dir(game_id)), game_id, TOPICS[game_id])


def check_tutorial(game_id: str) -> Match:
    """Replay the game's tutorial to the end it claims; ContentError at the first failing step."""
    return check(tutorial(game_id), registry.rules(game_id))


def start(game_id: str, done: int = 0) -> TutorialRun:
    """The game's tutorial, ready for its runner (resumed after `done` steps)."""
    return TutorialRun(tutorial(game_id), registry.rules(game_id), done)


def tutorial_actions(game_id: str) -> Iterator[tuple[TutorialStep, Any]]:
    """Every step of the game's tutorial with its expected action, for the self-test."""
    return expected_actions(tutorial(game_id), registry.rules(game_id))


def hint_seed(seat: int, actions_so_far: int) -> int:
    """A seed for the hint's search from what every seat knows (never the game's own seed,
    which dealt the hidden cards): the same position always gets the same hint."""
    return 7919 * actions_so_far + seat


def suggest(game_id: str, observation: Any, legal: Sequence[Any], seed: int,
            budget: Budget | None = None) -> Hint:
    """Hard's choice for the observation's seat, with its reason in words. What the AI
    worker calls: the observation and the seat's legal actions are all it sees."""
    bot = registry.bot(game_id, "hard")
    if not hasattr(bot, "estimate"):
        raise HintRefused(f"{registry.entry(game_id).title} has no search to ask for a hint")
    searching: Searching = bot  # type: ignore[assignment]  # checked just above
    return search_hint(searching, ADVICE[game_id], observation, legal, random.Random(seed),
                       budget or registry.hard_budget(game_id))


def hint_at(game_id: str, state: Any, seat: int | None, seed: int,
            budget: Budget | None = None) -> Hint:
    """A hint for `seat` (default: the seat to act) in `state`; HintRefused for a seat
    that is not to act or a game that is over."""
    rules = registry.rules(game_id)
    if rules.outcome(state) is not None:
        raise HintRefused("The game is over: there is no move to suggest.")
    actor = rules.to_act(state)
    if seat is None:
        seat = actor
    if seat != actor or seat is None:
        raise HintRefused(f"Seat {seat} is not to act; seat {actor} is. A hint is for the seat to act.")
    return suggest(game_id, rules.observe(state, seat), rules.legal_actions(state), seed, budget)


__all__ = ["ADVICE", "LEARNER", "TOPICS", "check_tutorial", "hint_at", "hint_seed", "start",
           "suggest", "tutorial", "tutorial_actions"]
