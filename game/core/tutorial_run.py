"""A tutorial played: its check, the runner's engine side, and its expected actions.

`check` replays a tutorial from its config and proves it: each step's seat is the seat
to act, its action is legal there and written as the notation writes it, a learner's
step that the table makes by itself (the engine's `formality`) is marked so, the events
it names happen, and the game reaches the end the tutorial claims. `TutorialRun` is what a
table's tutorial runner asks: the current step, its expected action (to light its
gesture), whether an offered action is the one (anything else is refused with the
step's hint), and what each step did. `expected_actions` yields every step's expected
action for a self-test that plays a tutorial through the table's gestures.
"""

from __future__ import annotations

from typing import Any, Iterator

from game.core.content import ContentError
from game.core.contract import ActionError, Event, Illegal, Rules
from game.core.records import Match
from game.core.tutorial import LEARNER, Tutorial, TutorialStep

AnyRules = Rules[Any, Any, Any]


def _start(tutorial: Tutorial, rules: AnyRules) -> Match:
    try:
        return Match(rules, tutorial.config, tutorial.seed, tutorial.names)
    except Exception as bad:  # noqa: BLE001 - a game refuses a config with its own errors
        raise ContentError(tutorial.source, "the tutorial", "config",
                           f"cannot start a game: {bad or type(bad).__name__}") from None


def _expected(tutorial: Tutorial, rules: AnyRules, match: Match, step: TutorialStep) -> Any:
    """The step's action at this point of its replay, or ContentError saying why not."""
    if rules.outcome(match.state) is not None:
        raise tutorial.step_problem(step, "action", "the game is already over here")
    actor = rules.to_act(match.state)
    if actor != step.seat:
        raise tutorial.step_problem(step, "seat", f"seat {actor} acts here, not seat {step.seat}")
    try:
        action = rules.parse_action(match.state, step.action)
    except ActionError as refused:
        raise tutorial.step_problem(step, "action", f"not legal here: {refused.illegal.reason}") from None
    if str(action) != step.action:
        raise tutorial.step_problem(step, "action", f"write it as the notation does: {str(action)!r}")
    if step.seat == LEARNER and not step.by_itself and \
            rules.formality(rules.observe(match.state, LEARNER), rules.legal_actions(match.state)) == action:
        raise tutorial.step_problem(step, "accepts", "the table makes this step by itself (nothing to "
                                                     "choose): it is 'auto', with no hint")
    return action


def _play(tutorial: Tutorial, match: Match, step: TutorialStep, action: Any) -> tuple[Event, ...]:
    events = match.play(action)
    kinds = {type(event).__name__ for event in events}
    missing = [kind for kind in step.shows if kind not in kinds]
    if missing:
        raise tutorial.step_problem(step, "shows", f"no {', '.join(missing)} happened "
                                                   f"(the events: {', '.join(sorted(kinds)) or 'none'})")
    return events


def check(tutorial: Tutorial, rules: AnyRules) -> Match:
    """Replay the tutorial; the finished match, or ContentError at the first step that fails."""
    if rules.game_id != tutorial.game:
        raise ContentError(tutorial.source, "the tutorial", "game", f"is not {rules.game_id}'s")
    match = _start(tutorial, rules)
    events: tuple[Event, ...] = ()
    for step in tutorial.steps:
        events = _play(tutorial, match, step, _expected(tutorial, rules, match, step))
    end = tutorial.end
    outcome = rules.outcome(match.state)
    last = tutorial.steps[-1]
    if end.over and outcome is None:
        raise tutorial.step_problem(last, "end", "the tutorial claims the game ends here, but it goes on")
    if not end.over and outcome is not None:
        raise tutorial.step_problem(last, "end", f"the game ends here ({outcome.summary}): say so")
    if end.winners is not None and outcome is not None and tuple(outcome.winners) != end.winners:
        raise tutorial.step_problem(last, "end", f"the winners are seats {list(outcome.winners)}, "
                                                 f"not {list(end.winners)}")
    if end.event is not None and end.event not in {type(e).__name__ for e in events}:
        raise tutorial.step_problem(last, "end", f"the last step causes no {end.event}")
    return match


def expected_actions(tutorial: Tutorial, rules: AnyRules) -> Iterator[tuple[TutorialStep, Any]]:
    """Each step with its expected action, in order, from a replay of its own (the table's
    match, given the same actions, is in the same position)."""
    run = TutorialRun(tutorial, rules)
    while run.step is not None:
        step = run.step
        yield step, run.expected()
        run.advance()


class TutorialRun:
    """A tutorial in progress: the table's runner asks it and draws what it says.

    Resuming is replaying: `TutorialRun(tutorial, rules, done=k)` stands after step k.
    """

    def __init__(self, tutorial: Tutorial, rules: AnyRules, done: int = 0) -> None:
        if not 0 <= done <= len(tutorial.steps):
            raise ValueError(f"a tutorial of {len(tutorial.steps)} steps cannot resume after step {done}")
        self.tutorial, self.rules = tutorial, rules
        self.match = _start(tutorial, rules)
        self.done = 0
        self.last_events: tuple[Event, ...] = self.match.opening_events
        for _ in range(done):
            self.advance()

    @property
    def state(self) -> Any:
        return self.match.state

    @property
    def step(self) -> TutorialStep | None:
        """The step to take now; None once the tutorial is over."""
        return self.tutorial.steps[self.done] if self.done < len(self.tutorial.steps) else None

    @property
    def finished(self) -> bool:
        return self.step is None

    def observation(self) -> Any:
        """What the learner sees: seat 0's observation."""
        return self.rules.observe(self.match.state, LEARNER)

    def expected(self) -> Any:
        """The current step's one action (the table lights its gesture)."""
        step = self.step
        if step is None:
            raise ValueError("the tutorial is over: there is no step to take")
        return _expected(self.tutorial, self.rules, self.match, step)

    def offer(self, action: Any) -> Illegal | None:
        """The learner's action: None if it was the step's (it is played), else the refusal
        to show (the step's hint; the rules' reason where the rules refuse it too)."""
        step = self.step
        if step is None:
            return Illegal("This lesson is over: start a game of your own.", self.tutorial.title)
        if step.by_itself or str(action) != step.action:
            hint = step.hint or "Wait a moment: this step plays by itself."
            refusal = self.rules.check(self.match.state, action)
            reason = f"{refusal.reason} {hint}" if refusal is not None else hint
            return Illegal(reason, f"{self.tutorial.title}, step {step.number}")
        self.advance()
        return None

    def advance(self) -> tuple[Event, ...]:
        """Play the current step's action (an auto step, or the learner's accepted one)."""
        step = self.step
        if step is None:
            raise ValueError("the tutorial is over: there is no step to take")
        self.last_events = _play(self.tutorial, self.match, step, self.expected())
        self.done += 1
        return self.last_events


__all__ = ["TutorialRun", "check", "expected_actions"]
