"""Hints: Hard's choice for the seat to act, from its observation only, with its reason.

The twins test is the conformance suite's, for hints: two states a seat cannot tell
apart (the game's `redeal`, which deals afresh everything the seat cannot see and gives
a fresh chance stream) must get the same hint, action and words, with the same seed.
"""

from __future__ import annotations

import json
import random
import re
import time
from pathlib import Path
from typing import Any

import pytest

from game import registry, teaching
from game.__main__ import main
from game.core.bots import Budget, Estimate, make_bot
from game.core.contract import GameConfig, Rules
from game.core.hint import HintRefused, as_sentence, estimate_words
from game.core.records import Record, load_record, replay, save_record
from game.ddo.policy import choose as ddo_choose

GAMES = tuple(e.game_id for e in registry.CATALOGUE)   # every game gives hints
CAPPED = {game: Budget(60.0, min(24, registry.hard_budget(game).iterations or 24)) for game in GAMES}


def _positions(rules: Rules[Any, Any, Any], config: GameConfig, seed: int, picks: int) -> list[Any]:
    """States of a seeded random playout, `picks` of them spread over the game."""
    rng = random.Random(seed)
    state = rules.new_game(config, seed)
    states = [state]
    while rules.outcome(state) is None and len(states) < 400:
        legal = rules.legal_actions(state)
        state, _ = rules.apply(state, legal[rng.randrange(len(legal))])
        states.append(state)
    states = [s for s in states if rules.outcome(s) is None]
    stride = max(1, len(states) // picks)
    return states[::stride][:picks]


def _in_words(action: Any, *texts: str) -> None:
    """A hint says things as a player does: full sentences, no card or place by its notation."""
    ids = [w for w in str(action).split()[1:]
           if any(c.isalpha() for c in w) and any(c.isdigit() or c in "_/:" for c in w)]
    for text in texts:
        assert text and text[0].isupper() and text.endswith((".", "!")), text
        assert ".." not in text and "!." not in text, text
        for word in ids:
            assert not re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text), f"{word!r} in {text!r}"


def _configs(game_id: str) -> list[GameConfig]:
    """The game's smallest table; a game played alone (DDO) also at a table of three, where
    the hint names teammates' Heroes and every seat's deck order is hidden."""
    entry = registry.entry(game_id)
    if entry.modes:
        return [GameConfig.make(2, mode=entry.modes[0].name)]
    if entry.seats[0] == 1 and entry.seats[1] >= 3:
        return [GameConfig.make(1), GameConfig.make(3)]
    return [GameConfig.make(entry.seats[0])]


@pytest.mark.parametrize("game_id", GAMES)
def test_twins_a_seat_cannot_tell_apart_get_the_same_hint(game_id: str) -> None:
    rules = registry.rules(game_id)
    rng = random.Random(5)
    compared = 0
    for config in _configs(game_id):
        for state in _positions(rules, config, 31, 6):
            seat = rules.to_act(state)
            twin = rules.redeal(state, seat, rng)
            assert rules.observe(twin, seat) == rules.observe(state, seat)
            first = teaching.hint_at(game_id, state, seat, 9, CAPPED[game_id])
            second = teaching.hint_at(game_id, twin, seat, 9, CAPPED[game_id])
            assert first.to_json() == second.to_json(), f"{game_id}: the hint told the twins apart"
            _in_words(first.action, first.text, first.reason)
            compared += 1
    assert compared >= 5


@pytest.mark.parametrize("game_id", GAMES)
def test_every_legal_action_has_words_and_a_reason(game_id: str) -> None:
    """Whatever Hard picks, its advice can say it: every legal action of positions spread
    over seeded games gets a sentence and a reason in words, from the observation alone."""
    rules, advice = registry.rules(game_id), teaching.ADVICE[game_id]
    said = set()
    for seed in (2, 3):
        for state in _positions(rules, _configs(game_id)[0], seed, 25):
            observation = rules.observe(state, rules.to_act(state))
            for action in rules.legal_actions(state)[:12]:
                text = as_sentence(advice.action_words(observation, action))
                reason = advice.reason_words(observation, action)
                _in_words(action, text, reason[:1].upper() + reason[1:] + ".")
                assert not text.startswith("Play ") or str(action) not in text, text
                said.add(action.verb if hasattr(action, "verb") else type(action).__name__)
    assert len(said) >= 3


@pytest.mark.parametrize("game_id", GAMES)
def test_the_hint_is_hard_s_choice_and_one_of_the_legal_actions(game_id: str) -> None:
    rules = registry.rules(game_id)
    for state in _positions(rules, _configs(game_id)[0], 8, 4):
        seat = rules.to_act(state)
        legal = rules.legal_actions(state)
        observation = rules.observe(state, seat)
        hint = teaching.suggest(game_id, observation, legal, 3, CAPPED[game_id])
        chosen = registry.bot(game_id, "hard").choose(observation, legal, random.Random(3), CAPPED[game_id])
        assert hint.action == chosen and hint.action in legal and hint.seat == seat


@pytest.mark.parametrize("game_id", GAMES)
def test_a_hint_comes_within_about_a_second(game_id: str) -> None:
    """The game's own Hard budget: the clock bounds the search (the figure in the report
    is measured with the machine's load beside it; this only guards against a runaway)."""
    rules = registry.rules(game_id)
    worst = 0.0
    for state in _positions(rules, _configs(game_id)[0], 12, 3):
        start = time.perf_counter()
        teaching.hint_at(game_id, state, None, 1)
        worst = max(worst, time.perf_counter() - start)
    assert worst < 3.0, f"{game_id}: a hint took {worst:.2f} s"


def test_a_seat_not_to_act_and_a_finished_game_get_a_clear_refusal() -> None:
    rules = registry.rules("dancing_queen")
    state = rules.new_game(GameConfig.make(2, first=0), 1)
    with pytest.raises(HintRefused, match="Seat 1 is not to act; seat 0 is"):
        teaching.hint_at("dancing_queen", state, 1, 1)
    with pytest.raises(HintRefused, match="over"):
        teaching.hint_at("dancing_queen", _finished("dancing_queen"), None, 1)


def _finished(game_id: str) -> Any:
    rules = registry.rules(game_id)
    rng = random.Random(2)
    state = rules.new_game(GameConfig.make(2), 2)
    while rules.outcome(state) is None:
        legal = rules.legal_actions(state)
        state, _ = rules.apply(state, legal[rng.randrange(len(legal))])
    return state


def test_the_search_reports_its_estimate_without_changing_its_choice() -> None:
    """Hard's `estimate` is `choose` with its numbers: the same choice from the same seed,
    a value in [0, 1] and a next best that is another option."""
    for game_id in GAMES:
        rules, knowledge = registry.load(game_id)
        bot = make_bot(knowledge, "hard")
        for state in _positions(rules, _configs(game_id)[0], 4, 3):
            observation = rules.observe(state, rules.to_act(state))
            legal = rules.legal_actions(state)
            estimate = bot.estimate(observation, legal, random.Random(6), CAPPED[game_id])  # type: ignore[attr-defined]
            assert estimate.action == bot.choose(observation, legal, random.Random(6), CAPPED[game_id])
            if estimate.value is not None:
                assert 0.0 <= estimate.value <= 1.0 and estimate.playouts > 0
                if estimate.runner_up is not None:
                    assert estimate.runner_up != estimate.action and estimate.margin is not None


def test_the_estimate_in_words() -> None:
    clear = Estimate("a", 0.9, "b", 0.4, 20)
    assert estimate_words(clear, "to draw a card") == (
        "in the games I played out from here, it came out ahead nearly every time; "
        "the next best idea, to draw a card, did clearly worse")
    close = Estimate("a", 0.55, "b", 0.545, 20)
    assert estimate_words(close, "to pass").endswith("; to pass did almost as well")
    assert estimate_words(Estimate("a"), None) == "there is nothing else to do here"
    assert "rule of thumb" in estimate_words(Estimate("a"), None, choices=3)


# -- python -m game hint -------------------------------------------------------------------
def _record(tmp_path: Path, game_id: str, actions: int) -> Path:
    rules = registry.rules(game_id)
    config = _configs(game_id)[0]
    state = rules.new_game(config, 3)
    rng = random.Random(3)
    played = []
    for _ in range(actions):
        legal = rules.legal_actions(state)
        action = legal[rng.randrange(len(legal))]
        played.append(str(action))
        state, _ = rules.apply(state, action)
    path = tmp_path / f"{game_id}.json"
    save_record(Record(game_id, config, 3, tuple(played), ("Ana", "Ben", "Cy", "Di")[:config.seats]), path)
    return path


@pytest.mark.parametrize("game_id", GAMES)
def test_the_hint_command_prints_seat_action_text_and_reason(game_id: str, tmp_path: Path,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    path = _record(tmp_path, game_id, 6)
    assert main(["hint", str(path), "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert set(shown) == {"seat", "action", "text", "reason"}
    rules = registry.rules(game_id)
    state = replay(rules, load_record(path)).state
    assert shown["seat"] == rules.to_act(state)
    assert shown["action"] in {str(a) for a in rules.legal_actions(state)}


def test_the_hint_command_refuses_a_seat_not_to_act_and_a_bad_record(tmp_path: Path,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    path = _record(tmp_path, "ddr", 4)
    idle = 1 - registry.rules("ddr").to_act(replay(registry.rules("ddr"), load_record(path)).state)
    assert main(["hint", str(path), "--seat", str(idle), "--json"]) == 2
    err = capsys.readouterr().err
    assert "not to act" in err and "Traceback" not in err and len(err.strip().splitlines()) == 1
    assert main(["hint", str(path), "--seat", "3"]) == 2
    assert "no seat 3" in capsys.readouterr().err
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "floorshow-record", "version": 1, "game": "ddr"', encoding="utf-8")
    assert main(["hint", str(broken)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error:") and len(err.strip().splitlines()) == 1
    assert main(["hint", str(tmp_path / "missing.json")]) == 2
    assert "no such file" in capsys.readouterr().err


def test_every_game_has_its_words_for_a_hint() -> None:
    assert set(teaching.ADVICE) == set(GAMES)


def _ddo_fights(rules: Rules[Any, Any, Any], seeds: tuple[int, ...]) -> list[Any]:
    """Every quest and Banking position of whole DDO games, alone and for two, played by the Normal
    teammate: it builds its Heroes and reaches the Raid, whose boss a blow can wound
    without felling (the quests' monsters mostly fall to any blow that beats their DEF)."""
    found = []
    for seats in (1, 2):
        for seed in seeds:
            rng = random.Random(seed)
            state = rules.new_game(GameConfig.make(seats), seed)
            while rules.outcome(state) is None:
                legal = rules.legal_actions(state)
                if state.phase.value in ("combat", "banking"):
                    found.append(state)
                state, _ = rules.apply(state, ddo_choose(state, legal, rng))
    return found


def test_ddo_s_words_for_an_attack_and_a_trap_say_what_the_engine_then_does() -> None:
    """DDO's hint works out an attack (ATK or RNG against DEF), a trap's cost and a heal
    from the open table: the HP it says are the HP the engine takes or gives back."""
    rules, advice = registry.rules("ddo"), teaching.ADVICE["ddo"]
    checked, wounded, healed = 0, 0, 0
    for state in _ddo_fights(rules, (2, 5, 7)):
        observation = rules.observe(state, rules.to_act(state))
        for action in rules.legal_actions(state):
            said = advice.reason_words(observation, action)
            heal = re.search(r"regains (-?\d+) HP", said)
            if heal and action.verb in ("use", "channel") and "every Hero" not in said and "twice" not in said:
                _, events = rules.apply(state, action)
                given = next(e.amount for e in events if type(e).__name__ == "HeroHealed")
                assert given == int(heal.group(1)), f"{action}: {said!r}, but {given} HP were given back"
                healed += 1
            if action.verb not in ("melee", "ranged", "trigger"):
                continue
            said = advice.reason_words(observation, action)
            pattern = r"costs (?:your [\w ]+?|every Hero on the quest) (\d+) HP" if action.verb == "trigger" \
                else r"loses (?:its last )?(\d+)(?: of its \d+)? HP"
            found = re.search(pattern, said)
            assert found, said
            _, events = rules.apply(state, action)
            kind = "FoeHurt" if action.verb != "trigger" else "HeroHurt"
            taken = next(e.amount for e in events if type(e).__name__ == kind)
            if "its last" in said:   # the blow fells it: the engine counts the whole blow
                assert taken >= int(found.group(1)) and "FoeDefeated" in {type(e).__name__ for e in events}, \
                    f"{action}: {said!r}, but {[e.text(()) for e in events]}"
            else:
                assert taken == int(found.group(1)), f"{action}: {said!r}, but {taken} HP were taken"
                wounded += " beats " in said
            checked += 1
    assert checked >= 20 and wounded >= 3 and healed >= 5, (checked, wounded, healed)
