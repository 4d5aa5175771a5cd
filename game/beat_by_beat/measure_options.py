"""Beat by Beat — the balance of the Experimental Rules' options (docs/rules/beat_by_beat.md,
"Options": the balance table).

    python -m game.beat_by_beat.measure_options --games N --players P [--seed S]
           [--option KEY ...]

Normal in every seat plays N seeded games with the named options on (none: the plain
game). Printed, as JSON: each seat's win share (fair share 1/P); the mean score of a
dancer and of the winner, and the winner's mean lead over the next dancer; a dancer's
mean points a game from each source (move bonuses, crowd placement, Judges with their
benefits, Crowd Bonus cards); how often a Judge is claimed; and what each option does in
a game (effects that acted, tokens earned, bonus recoveries, own Judges claimed, and
how often the dancer with the most Crowd Bonus points won; how many moves with an effect
the winner and the others own at the end). Seeded and single-process:
the same arguments give the same figures.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections import Counter
from typing import Any

from game.beat_by_beat import events as ev
from game.beat_by_beat.ai import BeatByBeatKnowledge
from game.beat_by_beat.execution import move
from game.beat_by_beat.options import EXPERIMENTAL
from game.beat_by_beat.rules import RULES
from game.beat_by_beat.state import State
from game.core.bots import Budget, make_bot
from game.core.contract import Event, GameConfig


NORMAL_BUDGET = Budget(seconds=1.0)  # Normal does not search: the budget is never spent


def _game(players: int, seed: int, options: dict[str, bool]) -> tuple[State, list[Event]]:
    bot = make_bot(BeatByBeatKnowledge(RULES), "normal")
    rng = random.Random(seed * 7919 + 17)
    state = RULES.new_game(GameConfig.make(players, **options), seed)
    log: list[Event] = []
    while RULES.outcome(state) is None:
        seat = RULES.to_act(state)
        assert seat is not None
        action = bot.choose(RULES.observe(state, seat), RULES.legal_actions(state), rng, NORMAL_BUDGET)
        state, events = RULES.apply(state, action)
        log.extend(events)
    return state, log


def measure(games: int, players: int, seed: int, options: dict[str, bool]) -> dict[str, Any]:
    started = time.perf_counter()
    wins = [0.0] * players
    parts: Counter[str] = Counter()
    acts: Counter[str] = Counter()
    effect_cards = {"winners": 0.0, "others": 0.0}
    scores = leads = winning = 0.0
    crowd_top_won = crowd_games = 0.0
    claims = dealt = 0
    for g in range(games):
        state, log = _game(players, seed + g, options)
        outcome = RULES.outcome(state)
        assert outcome is not None
        for w in outcome.winners:
            wins[w] += 1 / len(outcome.winners)
        ranked = sorted((d.score for d in state.dancers), reverse=True)
        scores += sum(ranked) / players
        winning += ranked[0]
        leads += ranked[0] - ranked[1]
        crowd = [0] * players
        for event in log:
            if isinstance(event, ev.RoundScored):
                r = event.score
                for s in range(players):
                    parts["bonuses"] += r.bonuses[s]
                    parts["placement"] += r.placement[s]
                    parts["judges"] += r.ongoing[s]
                    parts["crowd_bonus"] += r.crowd[s] if r.crowd else 0
                    crowd[s] += r.crowd[s] if r.crowd else 0
                parts["judges"] += sum(points for _, _, points in r.claims)
            elif isinstance(event, ev.MoveEffect):
                acts[f"effect_{event.effect}"] += 1
            elif isinstance(event, ev.JudgeClaimed):
                acts["own_judge_claimed"] += state.dancers[event.seat].own_judge == event.judge
        acts["tokens"] += sum(d.tokens for d in state.dancers)
        if options.get("move_effects"):   # do the effect moves decide games? owned at the end
            owned = [sum(bool(move(c).effect) for c in d.collection()) for d in state.dancers]
            best = [owned[s] for s in outcome.winners]
            effect_cards["winners"] += sum(best) / len(best)
            effect_cards["others"] += (sum(owned) - sum(best)) / max(1, players - len(best))
        claims += sum(holder is not None for holder in state.claimed)
        dealt += len(state.judges)
        if options.get("crowd_bonuses") and max(crowd) > 0:
            top = [s for s in range(players) if crowd[s] == max(crowd)]
            crowd_games += 1
            crowd_top_won += sum(1 / len(top) for s in top if s in outcome.winners)
    per_dancer = games * players
    return {
        "players": players, "games": games, "seed": seed,
        "options": sorted(k for k, on in options.items() if on),
        "fair": round(1 / players, 4), "seat_wins": [round(w / games, 4) for w in wins],
        "mean_score": round(scores / games, 2), "mean_winner": round(winning / games, 2),
        "mean_lead": round(leads / games, 2),
        "points_per_dancer": {k: round(v / per_dancer, 2) for k, v in sorted(parts.items())},
        "judges_claimed_share": round(claims / dealt, 4),
        "per_dancer_game": {k: round(v / per_dancer, 2) for k, v in sorted(acts.items())},
        "crowd_top_won": round(crowd_top_won / crowd_games, 4) if crowd_games else None,
        "effect_cards_owned": ({k: round(v / games, 2) for k, v in effect_cards.items()}
                               if options.get("move_effects") else None),
        "seconds": round(time.perf_counter() - started, 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.beat_by_beat.measure_options")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], choices=EXPERIMENTAL)
    args = parser.parse_args(argv)
    print(json.dumps(measure(args.games, args.players, args.seed, {k: True for k in args.option})))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())


__all__ = ["measure"]
