"""A hint: the Hard AI's choice for one seat, from that seat's observation only, in words.

`suggest` asks Hard's search (game/core/bots.py, `estimate`) what it would play from the
observation and the legal actions, then says it twice in a player's words: `text`, the
action itself ("Lay Right Perfect as step 1."), and `reason`, what the action does in
the game's own terms followed by the search's estimate ("it matches the Right your song
asks for, 3 points; it came out ahead in most of the games I played out from here").
Each game gives its words through an `Advice` (game/<id>/advice.py), which sees the same
observation as the search, never the state, so a hint tells nothing a seat may not know.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Protocol, Sequence

from game.core.bots import Budget, Estimate


class Searching(Protocol):
    """A bot that can say what it made of its choice (Hard)."""

    def estimate(self, observation: Any, legal: Sequence[Any], rng: random.Random,
                 budget: Budget) -> Estimate: ...


class Advice:
    """A game's words for a hint, from the observation only. A game subclasses it in
    game/<id>/advice.py; `ahead` and `tried` fit the estimate's sentence to what its
    search plays out ("won the round" in "the rounds I played out from here")."""

    ahead = "came out ahead"
    tried = "the games I played out from here"

    def action_words(self, observation: Any, action: Any) -> str:
        """The action as a player says it, one sentence starting with a verb: "Draw a card."."""
        raise NotImplementedError

    def reason_words(self, observation: Any, action: Any) -> str:
        """What the action does for the seat, in the game's terms, as a clause:
        "it matches the Right your song asks for: 3 points"."""
        raise NotImplementedError


@dataclass(frozen=True)
class Hint:
    seat: int
    action: Any
    text: str
    reason: str
    estimate: Estimate

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "action": str(self.action), "text": self.text,
                "reason": self.reason}


class HintRefused(ValueError):
    """No hint can be given (a seat that is not to act, a game that is over): one sentence."""


def share_words(value: float) -> str:
    """A playout value in [0, 1] as a player hears it."""
    if value >= 0.85:
        return "nearly every time"
    if value >= 0.65:
        return "most of the time"
    if value >= 0.5:
        return "a little over half the time"
    if value >= 0.35:
        return "a little under half the time"
    return "less often than not, and still more often than anything else"


def estimate_words(estimate: Estimate, runner_up: str | None, ahead: str = Advice.ahead,
                   tried: str = Advice.tried, choices: int = 1) -> str:
    """The search's estimate in words: how often the choice `ahead` in the playouts, and
    how it compares with the next best (`runner_up`, the action in words: "to draw a card").
    Without a value, nothing was played out: the only choice, or the one the game's own
    rule of thumb keeps (a search may shortlist a single option)."""
    if estimate.value is None:
        return "there is nothing else to do here" if choices <= 1 else \
            "it is what I play here by rule of thumb, without needing to try the rest"
    said = f"in {tried}, it {ahead} {share_words(estimate.value)}"
    margin = estimate.margin
    if margin is None or runner_up is None:
        return said
    if margin >= 0.1:
        return f"{said}; the next best idea, {runner_up}, did clearly worse"
    if margin < 0.02:
        return f"{said}; {runner_up} did almost as well"
    return f"{said}, a little better than the next best idea, {runner_up}"


def as_sentence(text: str) -> str:
    """One full stop, never after a name that ends with its own ("Play Fancy!.")."""
    text = text.strip()
    while text.endswith((".", " ")) and text[:-1].endswith(("!", "?", ".")):
        text = text[:-1]
    return text if text.endswith((".", "!", "?")) else text + "."


def _infinitive(text: str) -> str:
    """'Draw a card.' -> 'to draw a card', to name the next best inside a sentence."""
    text = text.strip().rstrip(".")
    return "to " + text[:1].lower() + text[1:]


def suggest(bot: Searching, advice: Advice, observation: Any, legal: Sequence[Any],
            rng: random.Random, budget: Budget) -> Hint:
    """Hard's choice for `observation.seat`, with its reason. `legal` is that seat's legal
    actions now (the same for every state the seat cannot tell apart)."""
    if not legal:
        raise HintRefused("There is nothing to do right now.")
    estimate = bot.estimate(observation, legal, rng, budget)
    action = estimate.action
    text = as_sentence(advice.action_words(observation, action))
    runner_up = (_infinitive(advice.action_words(observation, estimate.runner_up))
                 if estimate.runner_up is not None else None)
    what = advice.reason_words(observation, action).strip().rstrip(".")
    outlook = estimate_words(estimate, runner_up, advice.ahead, advice.tried, len(legal))
    reason = f"{what[:1].upper()}{what[1:]}; {outlook}."
    return Hint(observation.seat, action, text, reason, estimate)


__all__ = ["Advice", "Hint", "HintRefused", "Searching", "as_sentence", "estimate_words", "share_words", "suggest"]
