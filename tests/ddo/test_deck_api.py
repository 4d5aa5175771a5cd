"""The public deck API (game/ddo/deck_api.py): the deck builder's questions, and a deck written
out in the config that a record replays without any file."""

from __future__ import annotations

import json

import pytest

from game import registry
from game.core.contract import GameConfig
from game.core.records import Record, replay
from game.ddo.cards import Kind
from game.ddo.deck_api import (
    DECK_SIZE, KIND_ORDER, base_set, config_options, deck_entry, deck_of, deck_problems_of, prebuilt, refusal,
)


def test_the_base_set_by_kind_holds_every_loot_card_once() -> None:
    kinds = base_set()
    assert tuple(kinds) == KIND_ORDER
    assert sum(len(v) for v in kinds.values()) == 222
    assert all(c.kind is k for k, cards in kinds.items() for c in cards)


def test_refusals_say_why_and_a_legal_card_goes_in() -> None:
    deck = prebuilt()[0]
    assert refusal(deck.cards, deck.cards[0]) == f"the deck already holds {DECK_SIZE} cards: take one out first"
    three = ["dagger_of_venom"] * 3 if "dagger_of_venom" in {c.key for c in base_set()[Kind.ITEM]} else \
        [base_set()[Kind.ITEM][0].key] * 3
    assert "at most 3 copies" in (refusal(three, three[0]) or "")
    level = base_set()[Kind.LEVEL_UP][0].key
    assert refusal([level] * 4, level) is None and "at most 5" in (refusal([level] * 5, level) or "")
    fest = [c.key for c in base_set()[Kind.FESTIVAL]]
    assert "Festivals" in (refusal(fest[:2], fest[2]) or "")
    assert refusal([], "no_such_card") is not None


def test_a_written_out_deck_plays_and_its_record_replays_from_json() -> None:
    base = prebuilt()[0]
    entry = deck_entry("Mine", base.hero, base.cards)
    assert deck_problems_of(base.hero, entry[2:]) == []
    assert deck_of(entry).cards == entry[2:]
    with pytest.raises(ValueError, match="breaks the deck rules"):
        deck_of(deck_entry("Short", base.hero, base.cards[:59]))
    rules = registry.rules("ddo")
    config = GameConfig.make(2, **config_options([entry, "divine"]))
    state = rules.new_game(config, 7)
    assert state.seats[0].deck_key == "custom:Mine"
    assert config.option("decks") == ("own", "divine") and config.option("deck1") == entry
    actions = []
    for _ in range(5):
        action = rules.legal_actions(state)[0]
        actions.append(str(action))
        state, _ = rules.apply(state, action)
    record = Record.from_json(json.loads(json.dumps(Record("ddo", config, 7, tuple(actions)).to_json())))
    assert record.config == config          # the record schema takes the written-out deck
    shown = replay(rules, record)
    assert shown.state == state
