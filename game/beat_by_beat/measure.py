"""Beat by Beat — the content-balance measurements of docs/rules/beat_by_beat.md.

    python -m game.beat_by_beat.measure seats  --games N [--players P] [--seed S]
    python -m game.beat_by_beat.measure judges --games N [--players P] [--seed S]
    python -m game.beat_by_beat.measure style  --games N [--seed S]
    python -m game.beat_by_beat.measure balance --games N [--players P] [--seed S]

`seats`: Normal in every seat, the win share of each seat position (fair share 1/P).
`judges`: how often each Judge is claimed in the games it is dealt in (Normal seats).
`style`: for each style, a Normal seat that keeps only that style in every draft
against a free-drafting Normal seat, seats alternating; the focus seat's win share.
`balance`: `seats` and `judges` from the same games (half the time of the two).
Seeded and single-process: the same arguments give the same figures.
"""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter
from typing import Any

from game.beat_by_beat.ai import BeatByBeatKnowledge
from game.beat_by_beat.content import STYLES
from game.beat_by_beat.rules import RULES
from game.core.bots import Budget, make_bot
from game.core.contract import GameConfig

def play(config: GameConfig, seed: int, levels: tuple[str, ...], budget: Budget = Budget()) -> Any:
    """One seeded game; the measurements seat Normal players, whose policy takes no time
    (a caller seating Hard passes the app's budget, `registry.hard_budget`)."""
    rules = RULES
    knowledge = BeatByBeatKnowledge(RULES)
    bots = [make_bot(knowledge, level) for level in levels]
    rng = random.Random(seed * 7919 + 17)
    state = rules.new_game(config, seed)
    while rules.outcome(state) is None:
        seat = rules.to_act(state)
        assert seat is not None
        legal = rules.legal_actions(state)
        action = bots[seat].choose(rules.observe(state, seat), legal, rng, budget)
        state, _ = rules.apply(state, action)
    return state, rules.outcome(state)


def seat_shares(games: int, players: int, seed: int) -> dict[str, Any]:
    wins = [0.0] * players
    for g in range(games):
        _, outcome = play(GameConfig.make(players), seed + g, ("normal",) * players)
        for w in outcome.winners:
            wins[w] += 1 / len(outcome.winners)
    return {"players": players, "games": games, "fair": round(1 / players, 4),
            "seat_wins": [round(w / games, 4) for w in wins]}


def judge_rates(games: int, players: int, seed: int) -> dict[str, Any]:
    dealt: Counter[str] = Counter()
    claimed: Counter[str] = Counter()
    for g in range(games):
        state, _ = play(GameConfig.make(players), seed + g, ("normal",) * players)
        dealt.update(state.judges)
        claimed.update(j for j, holder in zip(state.judges, state.claimed) if holder is not None)
    return {"players": players, "games": games,
            "claimed_share": {j: round(claimed[j] / dealt[j], 4) for j in sorted(dealt)},
            "dealt": dict(sorted(dealt.items()))}


def balance(games: int, players: int, seed: int) -> dict[str, Any]:
    wins = [0.0] * players
    dealt: Counter[str] = Counter()
    claimed: Counter[str] = Counter()
    for g in range(games):
        state, outcome = play(GameConfig.make(players), seed + g, ("normal",) * players)
        for w in outcome.winners:
            wins[w] += 1 / len(outcome.winners)
        dealt.update(state.judges)
        claimed.update(j for j, holder in zip(state.judges, state.claimed) if holder is not None)
    return {"players": players, "games": games, "fair": round(1 / players, 4),
            "seat_wins": [round(w / games, 4) for w in wins],
            "claimed_share": {j: round(claimed[j] / dealt[j], 4) for j in sorted(dealt)},
            "dealt": dict(sorted(dealt.items()))}


def style_shares(games: int, seed: int) -> dict[str, Any]:
    shares = {}
    for style in STYLES:
        won = 0.0
        for g in range(games):
            focus_seat = g % 2
            config = GameConfig.make(2, focus_style=style, focus_seat=focus_seat)
            _, outcome = play(config, seed + g, ("normal", "normal"))
            if focus_seat in outcome.winners:
                won += 1 / len(outcome.winners)
        shares[style] = round(won / games, 4)
    return {"games_per_style": games, "focus_win_share": shares}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.beat_by_beat.measure")
    parser.add_argument("what", choices=("seats", "judges", "style", "balance"))
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.what == "seats":
        result = seat_shares(args.games, args.players, args.seed)
    elif args.what == "balance":
        result = balance(args.games, args.players, args.seed)
    elif args.what == "judges":
        result = judge_rates(args.games, args.players, args.seed)
    else:
        result = style_shares(args.games, args.seed)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())


__all__ = ["balance", "judge_rates", "seat_shares", "style_shares"]
