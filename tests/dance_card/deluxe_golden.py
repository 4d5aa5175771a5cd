"""A whole Deluxe game whose every piece of chance is stacked, and how it was made.

`python -m tests.dance_card.deluxe_golden` plays one four-seat Competitive game with every
Deluxe module on and three Challenge! cards, by the rule-based player with a tenth of
random choices, while noting the outcome of every draw the engine makes (each shuffle,
die, Song Die and random Music Rules! card, in order). It writes `data/deluxe_stacked.json`:
the config with those outcomes as its `chance` option, the seed, the actions in notation
and a digest of the position after every twentieth action. `test_deluxe_play.py` replays
it under other seeds: if any draw were left to chance the positions would part ways.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from game.core.chance import Chance
from game.core.contract import GameConfig
from game.dance_card.policy import choose
from game.dance_card.rules import RULES
from game.dance_card.state import State

FIXTURE = Path(__file__).with_name("data") / "deluxe_stacked.json"
OPTIONS: dict[str, Any] = {"edition": "deluxe", "challenges": 3,
                           "students": ["Joe", "Charlotte", "Xander", "Roxi"]}
SEED = 2024


def digest(state: State) -> str:
    """The whole position, the Deluxe Edition's part included."""
    seats = [(s.student, s.status, s.chats, s.crush_chats, s.hand, s.showstoppers,
              s.extra_friends, s.personal_deck) for s in state.seats]
    ending = None if state.ending is None else (state.ending.winners, state.ending.scores)
    parts = (state.positions, seats, state.chaperones, state.challenges, state.smooth_deck,
             state.smooth_ditch, state.mix_deck, state.mix_ditch, state.song_face,
             state.song_colour, state.dial, state.active, state.turn_number, state.edition,
             ending)
    return hashlib.sha256(repr(parts).encode()).hexdigest()[:16]


@contextmanager
def noting_draws() -> Iterator[list[Any]]:
    """Every outcome the engine's Chance produces while inside, in order."""
    drawn: list[Any] = []
    originals = {name: getattr(Chance, name) for name in ("shuffle", "randint", "choice")}

    def wrap(name: str) -> Callable[..., Any]:
        method = originals[name]

        def noted(self: Chance, *args: Any) -> Any:
            outcome, after = method(self, *args)
            drawn.append(list(outcome) if name == "shuffle" else outcome)
            return outcome, after
        return noted

    for name in originals:
        setattr(Chance, name, wrap(name))
    try:
        yield drawn
    finally:
        for name, method in originals.items():
            setattr(Chance, name, method)


def play(config: GameConfig, seed: int, actions: list[str] | None = None
         ) -> tuple[list[str], list[str], State]:
    """Play (or replay `actions`), noting a digest every twentieth action and at the end."""
    state = RULES.new_game(config, seed)
    rng = random.Random(seed)
    done: list[str] = []
    digests = [digest(state)]
    while RULES.outcome(state) is None:
        if actions is not None:
            action = RULES.parse_action(state, actions[len(done)])
        else:
            legal = RULES.legal_actions(state)
            seat = RULES.to_act(state)
            assert seat is not None
            action = legal[rng.randrange(len(legal))] if rng.random() < 0.1 else \
                choose(state, seat, legal, rng)
        state, _ = RULES.apply(state, action)
        done.append(str(action))
        if len(done) % 20 == 0:
            digests.append(digest(state))
    digests.append(digest(state))
    return done, digests, state


def main() -> None:
    with noting_draws() as drawn:
        actions, digests, _ = play(GameConfig.make(4, **OPTIONS), SEED)
    record = {"seats": 4, "options": dict(OPTIONS, chance=drawn), "seed": SEED,
              "actions": actions, "digests": digests}
    FIXTURE.write_text(json.dumps(record, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"{len(actions)} actions, {len(drawn)} draws stacked")


if __name__ == "__main__":
    main()
