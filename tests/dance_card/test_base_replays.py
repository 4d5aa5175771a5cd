"""The base game plays exactly as it did before the Deluxe Edition (see golden.py)."""

from __future__ import annotations

import json

import pytest

from game.core.contract import GameConfig
from game.dance_card.rules import RULES
from tests.dance_card.golden import FIXTURE, digest

RECORDS = json.loads(FIXTURE.read_text(encoding="utf-8"))


@pytest.mark.parametrize("record", RECORDS, ids=lambda r: f"{r['seats']}-{r['seed']}")
def test_a_base_record_replays_to_the_same_positions(record: dict) -> None:
    state = RULES.new_game(GameConfig.make(record["seats"], **record["options"]), record["seed"])
    digests = [digest(state)]
    for count, text in enumerate(record["actions"], 1):
        state, _ = RULES.apply(state, RULES.parse_action(state, text))
        if count % 20 == 0:
            digests.append(digest(state))
    digests.append(digest(state))
    assert digests == record["digests"]
    assert RULES.outcome(state) is not None
