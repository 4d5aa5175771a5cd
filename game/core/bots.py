"""The bot framework: four levels over one interface.

`Bot.choose(observation, legal, rng, budget)` sees only its own observation. Random
plays uniformly; Easy and Normal play the game's own policies. Hard searches sampled
worlds — full states consistent with its own observation, never the true one — in one
of two ways a game chooses: single-observer information-set MCTS (after OpenSpiel's
ismcts.py), which walks a tree keyed by action notation with availability counts, plays
out with the game's rollout policy to its horizon and backs up its evaluation for every
seat; or flat determinized search, which plays every shortlisted option out in the
same sampled worlds and keeps the best on average. Both also answer `estimate`: the
choice with its value and the next best's, which a hint puts in words.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal, Protocol, Sequence, TypeVar

from game.core.contract import Rules
from game.core.seats import AI_LEVELS, SeatKind

S = TypeVar("S")
A = TypeVar("A")
O = TypeVar("O")  # noqa: E741

LEVELS: tuple[SeatKind, ...] = AI_LEVELS   # "random", "easy", "normal", "hard"


@dataclass(frozen=True)
class Budget:
    """How long a decision may take: seconds, and optionally an iteration cap.

    The cap makes Hard reproducible (same observation and seed, same move) whenever it
    is reached before the clock runs out.
    """

    seconds: float = 1.0
    iterations: int | None = None


@dataclass(frozen=True)
class Estimate:
    """What Hard's search made of its choice, for a hint to put in words: the chosen
    action, its mean value for the deciding seat over the playouts that tried it (in
    [0, 1]: the share of playouts won where they run to the end, the game's own
    evaluation where they stop at its horizon), the next best action and its value, and
    how many playouts stand behind the choice. `value` is None when nothing was searched
    (a single legal action)."""

    action: Any
    value: float | None = None
    runner_up: Any | None = None
    runner_up_value: float | None = None
    playouts: int = 0

    @property
    def margin(self) -> float | None:
        """How far ahead of the next best the choice came out (None without one)."""
        if self.value is None or self.runner_up_value is None:
            return None
        return self.value - self.runner_up_value


class Knowledge(Protocol[S, A, O]):
    """What a game tells its bots, over its state, action and observation types. Every
    method sees the bot's own view only. A game's class subclasses this protocol
    explicitly, so the optional hooks below come with their defaults."""

    rules: Rules[S, A, O]
    # Hard's search: "ismcts" (a tree over sampled worlds) or "flat" (every shortlisted
    # option played out in the same sampled worlds). Optional: ISMCTS by default.
    hard_search: ClassVar[Literal["ismcts", "flat"]] = "ismcts"

    def easy_action(self, observation: O, legal: Sequence[A], rng: random.Random) -> A: ...

    def normal_action(self, observation: O, legal: Sequence[A], rng: random.Random) -> A: ...

    def determinize(self, observation: O, rng: random.Random) -> S:
        """A full state consistent with the observation, with its own fresh chance."""
        ...

    def rollout_action(self, state: S, legal: Sequence[A], rng: random.Random) -> A: ...

    def horizon(self, root: S, state: S) -> bool:
        """Whether a playout from `root` may stop at `state` and be evaluated."""
        ...

    def evaluate(self, state: S, seats: int) -> tuple[float, ...]:
        """Each seat's value in [0, 1] at a horizon or at the end of the game."""
        ...

    def shortlist(self, observation: O, legal: Sequence[A], rng: random.Random) -> Sequence[A]:
        """The options flat search plays out. Optional: every legal action by default."""
        return legal


AnyKnowledge = Knowledge[Any, Any, Any]


class Bot(Protocol):
    level: SeatKind

    def choose(self, observation: Any, legal: Sequence[Any], rng: random.Random,
               budget: Budget) -> Any: ...


@dataclass
class RandomBot:
    level: SeatKind = SeatKind.RANDOM

    def choose(self, observation: Any, legal: Sequence[Any], rng: random.Random,
               budget: Budget) -> Any:
        return legal[rng.randrange(len(legal))]


@dataclass
class PolicyBot:
    """Easy or Normal: the game's own rule-based policy."""

    knowledge: AnyKnowledge
    level: SeatKind

    def choose(self, observation: Any, legal: Sequence[Any], rng: random.Random,
               budget: Budget) -> Any:
        if len(legal) == 1:
            return legal[0]
        if self.level is SeatKind.EASY:
            return self.knowledge.easy_action(observation, legal, rng)
        return self.knowledge.normal_action(observation, legal, rng)


@dataclass
class _Node:
    actor: int = -1
    visits: int = 0
    available: int = 0
    reward: float = 0.0
    children: dict[str, "_Node"] = field(default_factory=dict)


@dataclass
class ISMCTSBot:
    knowledge: AnyKnowledge
    level: SeatKind = SeatKind.HARD
    exploration: float = 0.7

    def choose(self, observation: Any, legal: Sequence[Any], rng: random.Random,
               budget: Budget) -> Any:
        return self.estimate(observation, legal, rng, budget).action

    def estimate(self, observation: Any, legal: Sequence[Any], rng: random.Random,
                 budget: Budget) -> Estimate:
        """The choice with what the search thought of it (`choose` is its action)."""
        if len(legal) == 1:
            return Estimate(legal[0])
        rules = self.knowledge.rules
        root = _Node()
        deadline = time.perf_counter() + budget.seconds
        cap = budget.iterations if budget.iterations is not None else 10**9
        iterations = 0
        while iterations < cap and (iterations < 8 or time.perf_counter() < deadline):
            world = self.knowledge.determinize(observation, rng)
            self._iterate(rules, root, world, rng)
            iterations += 1
        by_key = {str(action): action for action in legal}

        def rank(k: str) -> tuple[int, float]:
            child = root.children.get(k)
            return (child.visits, child.reward) if child is not None else (-1, 0.0)

        best = max(by_key, key=rank)
        second = max((k for k in by_key if k != best and k in root.children), key=rank, default=None)
        return Estimate(by_key[best], _mean(root.children.get(best)),
                        by_key[second] if second is not None else None,
                        _mean(root.children.get(second)) if second is not None else None, iterations)

    def _iterate(self, rules: Rules[Any, Any, Any], root: _Node, state: Any, rng: random.Random) -> None:
        seats = rules.seat_count(state)
        start = state
        path: list[_Node] = [root]
        node = root
        knowledge = self.knowledge
        while rules.outcome(state) is None and not knowledge.horizon(start, state):
            actor = rules.to_act(state)
            legal = rules.legal_actions(state)
            keys = [str(a) for a in legal]
            unexplored = [i for i, k in enumerate(keys) if k not in node.children]
            for key in keys:
                child = node.children.get(key)
                if child is not None:
                    child.available += 1
            if unexplored:
                index = unexplored[rng.randrange(len(unexplored))]
                child = _Node(actor=-1 if actor is None else actor, available=1)
                node.children[keys[index]] = child
                state = rules.apply_unchecked(state, legal[index])
                path.append(child)
                break
            log_total = {k: math.log(max(1, node.children[k].available)) for k in keys}
            best_key, best_score = keys[0], -1.0
            for k in keys:
                c = node.children[k]
                score = c.reward / c.visits + self.exploration * math.sqrt(log_total[k] / c.visits)
                if score > best_score:
                    best_key, best_score = k, score
            node = node.children[best_key]
            path.append(node)
            state = rules.apply_unchecked(state, legal[keys.index(best_key)])
        while rules.outcome(state) is None and not knowledge.horizon(start, state):
            legal = rules.legal_actions(state)
            state = rules.apply_unchecked(state, knowledge.rollout_action(state, legal, rng))
        values = knowledge.evaluate(state, seats)
        for visited in path:
            visited.visits += 1
            if visited.actor >= 0:
                visited.reward += values[visited.actor]


@dataclass
class FlatMonteCarloBot:
    """Hard as determinized search: each shortlisted option is played out to the game's
    horizon in the same sampled worlds (common random numbers), every seat following the
    game's rollout policy, and the option with the best mean value is kept."""

    knowledge: AnyKnowledge
    level: SeatKind = SeatKind.HARD

    def choose(self, observation: Any, legal: Sequence[Any], rng: random.Random,
               budget: Budget) -> Any:
        return self.estimate(observation, legal, rng, budget).action

    def estimate(self, observation: Any, legal: Sequence[Any], rng: random.Random,
                 budget: Budget) -> Estimate:
        """The choice with what the search thought of it (`choose` is its action)."""
        if len(legal) == 1:
            return Estimate(legal[0])
        knowledge, rules = self.knowledge, self.knowledge.rules
        options = list(knowledge.shortlist(observation, legal, rng))
        if len(options) == 1:
            return Estimate(options[0])
        me = observation.seat
        totals = [0.0] * len(options)
        deadline = time.perf_counter() + budget.seconds
        cap = budget.iterations if budget.iterations is not None else 10**9
        playouts = 0
        while playouts + len(options) <= cap and (playouts == 0 or time.perf_counter() < deadline):
            world = knowledge.determinize(observation, rng)
            for index, option in enumerate(options):
                state = rules.apply_unchecked(world, option)
                while rules.outcome(state) is None and not knowledge.horizon(world, state):
                    state = rules.apply_unchecked(
                        state, knowledge.rollout_action(state, rules.legal_actions(state), rng))
                totals[index] += knowledge.evaluate(state, rules.seat_count(state))[me]
            playouts += len(options)
        best = max(range(len(options)), key=lambda i: totals[i])
        worlds = playouts // len(options)
        if not worlds:   # an iteration cap below the shortlist's length: nothing was played out
            return Estimate(options[best])
        second = max((i for i in range(len(options)) if i != best), key=lambda i: totals[i])
        return Estimate(options[best], totals[best] / worlds, options[second],
                        totals[second] / worlds, worlds)


def _mean(node: _Node | None) -> float | None:
    return node.reward / node.visits if node is not None and node.visits else None


def make_bot(knowledge: AnyKnowledge | None, level: SeatKind | str) -> Bot:
    """The bot of an AI level (a `SeatKind`, or its word as a command line gives it)."""
    if level == SeatKind.RANDOM:
        return RandomBot()
    if knowledge is None:
        raise ValueError(f"level {level!r} needs the game's bot knowledge")
    if level in (SeatKind.EASY, SeatKind.NORMAL):
        return PolicyBot(knowledge, SeatKind(level))
    if level == SeatKind.HARD:
        if knowledge.hard_search == "flat":
            return FlatMonteCarloBot(knowledge)
        return ISMCTSBot(knowledge)
    raise ValueError(f"unknown level {level!r}; choose from {', '.join(LEVELS)}")
