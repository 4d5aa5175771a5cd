"""One golden record per game: a whole seeded game in the app's own record format, with what
its replay must come to — the outcome (winners, scores, how it ended, the game's reason) and a
digest of the final observation of every seat. A replay that ends otherwise is a change in
how a game plays, which a new version may not make unnoticed.

`python -m tests.golden.records` pins the records again: each is replayed and its outcome and
digest written anew (only after a change meant to alter play or an observation's shape: say
which in the commit). `--new` plays them afresh: each game by its Normal bot with one choice in
ten at random, so odd moves occur too.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

from game import registry
from game.core.contract import GameConfig, Outcome
from game.core.records import Match, Record, replay

FOLDER = Path(__file__).resolve().parent
SEEDS = {"dancing_queen": 11, "ddr": 12, "dance_card": 13, "beat_by_beat": 14, "ddo": 15}


def path_of(game_id: str) -> Path:
    return FOLDER / f"{game_id}.json"


def outcome_of(outcome: Outcome) -> dict[str, Any]:
    return {"winners": list(outcome.winners), "scores": list(outcome.scores),
            "termination": outcome.termination.name, "reason": None if outcome.reason is None else outcome.reason.name}


def observation_digest(match: Match) -> str:
    """Every seat's final observation, in one digest (their reprs: frozen values, fields in order)."""
    rules = match.rules
    seats = rules.seat_count(match.state)
    text = "\n".join(repr(rules.observe(match.state, seat)) for seat in range(seats))
    return hashlib.sha256(text.encode()).hexdigest()


def play(game_id: str) -> Match:
    """The game the record holds: the fewest seats that make a table of two or more."""
    entry = registry.entry(game_id)
    rules = registry.rules(game_id)
    seats = max(entry.seats[0], 2)
    seed = SEEDS.get(game_id, 10)
    config = GameConfig.make(seats)
    match = Match(rules, config, seed, tuple(f"Seat {i + 1}" for i in range(seats)), ("normal",) * seats)
    bot = registry.bot(game_id, "normal")
    rng = random.Random(seed)
    while rules.outcome(match.state) is None:
        seat = rules.to_act(match.state)
        assert seat is not None
        legal = rules.legal_actions(match.state)
        if rng.random() < 0.1:
            action = legal[rng.randrange(len(legal))]
        else:
            action = bot.choose(rules.observe(match.state, seat), legal, rng, registry.hard_budget(game_id))
        match.play(action)
    return match


def pinned(match: Match) -> dict[str, Any]:
    outcome = match.rules.outcome(match.state)
    assert outcome is not None
    return {"record": match.record().to_json(), "outcome": outcome_of(outcome),
            "final_observations": observation_digest(match)}


def main(arguments: list[str]) -> None:
    for entry in registry.CATALOGUE:
        if not entry.available:
            continue
        game_id = entry.game_id
        if "--new" in arguments or not path_of(game_id).exists():
            match = play(game_id)
        else:
            match = replay(registry.rules(game_id), load(game_id)[0])
        data = pinned(match)
        path_of(game_id).write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        print(f"{game_id}: {len(data['record']['actions'])} actions -> {path_of(game_id).name}")


def load(game_id: str) -> tuple[Record, dict[str, Any]]:
    data = json.loads(path_of(game_id).read_text(encoding="utf-8"))
    return Record.from_json(data["record"], path_of(game_id).name), data


if __name__ == "__main__":
    main(sys.argv[1:])
