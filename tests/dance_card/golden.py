"""Base-game records made before the Deluxe Edition existed, and how they were made.

`python -m tests.dance_card.golden` writes `data/base_records.json`: seeded games of the
base game in every mode and seat count (some with Challenge! cards, some with chosen
Dance Cards), played by the rule-based player with a tenth of random choices so odd
actions occur too. Each record keeps its config, seed, actions in notation and a digest
of the position after every twentieth action and at the end. `test_base_replays.py`
replays them on today's engine: a base game must play exactly as it did (the Deluxe
Edition is off by default and may not change a single draw of it).
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

from game.core.contract import GameConfig
from game.dance_card.policy import choose
from game.dance_card.rules import RULES
from game.dance_card.state import State

FIXTURE = Path(__file__).with_name("data") / "base_records.json"

CONFIGS: tuple[tuple[int, dict[str, Any]], ...] = (
    (1, {}), (1, {"challenges": 2}), (1, {"students": ["Felicity"]}),
    (2, {}), (2, {"challenges": 3}), (2, {"mode": "cooperative"}),
    (3, {}), (3, {"students": ["Zoe", "Yvette"]}), (4, {}),
    (4, {"mode": "cooperative", "challenge_cards": ["Coach Cid", "Hard to Get!"]}),
    (4, {"students": ["Maxine", "Raj", "random", "Austin"]}), (2, {"challenges": 1}),
)


def digest(state: State) -> str:
    """The position in the base game's own terms (fields a later edition may add to the
    state take no part)."""
    seats = [(s.student, s.status, s.chats, s.crush_chats, s.hand, s.showstoppers,
              s.extra_friends, s.personal_deck) for s in state.seats]
    ending = None if state.ending is None else (state.ending.winners, state.ending.scores)
    parts = (state.positions, seats, state.chaperones, state.challenges, state.smooth_deck,
             state.smooth_ditch, state.mix_deck, state.mix_ditch, state.song_face,
             state.song_colour, state.dial, state.active, state.turn_number,
             state.set_aside, state.selfies, state.shojo_gone, ending)
    return hashlib.sha256(repr(parts).encode()).hexdigest()[:16]


def play_one(seats: int, options: dict[str, Any], seed: int) -> dict[str, Any]:
    config = GameConfig.make(seats, **options)
    state = RULES.new_game(config, seed)
    rng = random.Random(seed)
    actions: list[str] = []
    digests: list[str] = [digest(state)]
    while RULES.outcome(state) is None and len(actions) < 4000:
        legal = RULES.legal_actions(state)
        seat = RULES.to_act(state)
        assert seat is not None
        if rng.random() < 0.1:
            action = legal[rng.randrange(len(legal))]
        else:
            action = choose(state, seat, legal, rng)
        state, _ = RULES.apply(state, action)
        actions.append(str(action))
        if len(actions) % 20 == 0:
            digests.append(digest(state))
    digests.append(digest(state))
    return {"seats": seats, "options": options, "seed": seed, "actions": actions,
            "digests": digests}


def main() -> None:
    records = [play_one(seats, options, 7000 + i) for i, (seats, options) in enumerate(CONFIGS)]
    FIXTURE.write_text(json.dumps(records, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"{len(records)} records, {sum(len(r['actions']) for r in records)} actions")


if __name__ == "__main__":
    main()
