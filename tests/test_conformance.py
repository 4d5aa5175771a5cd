"""One suite over every registered game (after OpenSpiel's games_sim_test)."""

from __future__ import annotations

import copy
import pickle
import random
import re
from pathlib import Path
from typing import Any

import pytest

from game import registry
from game.core.bots import Budget
from game.core.contract import GameConfig, Rules
from game.core.records import Match, Record, replay

GAMES = registry.available_games()
ROOT = Path(__file__).resolve().parent.parent


def configs(game_id: str) -> list[GameConfig]:
    low, high = registry.entry(game_id).seats
    return [GameConfig.make(n) for n in sorted({low, min(high, low + 1), high})]


def random_playout(rules: Rules, config: GameConfig, seed: int, limit: int = 20_000
                   ) -> tuple[Any, list[Any], list[str]]:
    rng = random.Random(seed)
    state = rules.new_game(config, seed)
    states, trace = [state], []
    while rules.outcome(state) is None:
        legal = rules.legal_actions(state)
        assert legal, f"no legal action before the end, after {len(trace)} actions"
        assert rules.to_act(state) is not None
        action = legal[rng.randrange(len(legal))]
        state, _ = rules.apply(state, action)
        states.append(state)
        trace.append(str(action))
        assert len(trace) < limit, "the game did not end"
    return state, states, trace


@pytest.mark.parametrize("game_id", GAMES)
def test_random_playouts_end_and_never_run_dry(game_id: str) -> None:
    rules = registry.rules(game_id)
    for config in configs(game_id):
        for seed in range(12):
            final, _, _ = random_playout(rules, config, seed)
            outcome = rules.outcome(final)
            assert outcome is not None and len(outcome.scores) == config.seats
            assert rules.legal_actions(final) == () and rules.to_act(final) is None


@pytest.mark.parametrize("game_id", GAMES)
def test_apply_never_changes_its_input(game_id: str) -> None:
    rules = registry.rules(game_id)
    rng = random.Random(5)
    state = rules.new_game(configs(game_id)[0], 5)
    while rules.outcome(state) is None:
        before = pickle.dumps(state)
        snapshot = copy.deepcopy(state)
        action = rng.choice(rules.legal_actions(state))
        rules.apply(state, action)
        assert pickle.dumps(state) == before and state == snapshot
        state, _ = rules.apply(state, action)


@pytest.mark.parametrize("game_id", GAMES)
def test_same_seed_same_trace(game_id: str) -> None:
    rules = registry.rules(game_id)
    config = configs(game_id)[-1]
    first = random_playout(rules, config, 77)
    second = random_playout(rules, config, 77)
    assert first[2] == second[2] and first[0] == second[0]


@pytest.mark.parametrize("game_id", GAMES)
def test_records_round_trip(game_id: str, tmp_path: Path) -> None:
    from game.core.records import load_record, save_record
    rules = registry.rules(game_id)
    config = configs(game_id)[-1]
    final, _, trace = random_playout(rules, config, 9)
    record = Record(game_id, config, 9, tuple(trace), tuple(f"P{i}" for i in range(config.seats)))
    path = tmp_path / "game.json"
    save_record(record, path)
    loaded = load_record(path)
    assert loaded == record
    assert replay(rules, loaded).state == final


@pytest.mark.parametrize("game_id", GAMES)
def test_notation_round_trips_every_legal_action(game_id: str) -> None:
    rules = registry.rules(game_id)
    _, states, _ = random_playout(rules, configs(game_id)[-1], 13)
    for state in states[:400]:
        for action in rules.legal_actions(state):
            assert rules.parse_action(state, str(action)) == action


@pytest.mark.parametrize("game_id", GAMES)
def test_illegal_actions_are_refused_with_a_reason(game_id: str) -> None:
    from game.core.contract import IllegalActionError
    rules = registry.rules(game_id)
    _, states, _ = random_playout(rules, configs(game_id)[0], 21)
    for state in states[:-1]:
        legal = {str(a) for a in rules.legal_actions(state)}
        for other in states[:60]:
            for action in rules.legal_actions(other):
                if str(action) not in legal:
                    refusal = rules.check(state, action)
                    assert refusal is not None and refusal.reason and refusal.rule
                    with pytest.raises(IllegalActionError):
                        rules.apply(state, action)


def _hidden_twins(rules: Rules, knowledge: Any, state: Any, seat: int, rng: random.Random
                  ) -> Any | None:
    """Another full state with the same observation for `seat` but other hidden facts."""
    observation = rules.observe(state, seat)
    for _ in range(50):
        twin = knowledge.determinize(observation, rng)
        if twin != state and rules.observe(twin, seat) == observation:
            return twin
    return None


@pytest.mark.parametrize("game_id", GAMES)
def test_observations_leak_nothing(game_id: str) -> None:
    rules, knowledge = registry.load(game_id)
    bot = registry.bot(game_id, "hard")
    _, states, _ = random_playout(rules, configs(game_id)[0], 31)
    rng = random.Random(1)
    compared = 0
    for state in states[:-1:3][:25]:
        seat = rules.to_act(state)
        twin = _hidden_twins(rules, knowledge, state, seat, rng)
        if twin is None:
            continue
        compared += 1
        assert rules.observe(twin, seat) == rules.observe(state, seat)
        budget = Budget(seconds=60.0, iterations=60)
        legal = rules.legal_actions(state)
        assert rules.legal_actions(twin) == legal
        first = bot.choose(rules.observe(state, seat), legal, random.Random(4), budget)
        second = bot.choose(rules.observe(twin, seat), legal, random.Random(4), budget)
        assert first == second
    assert compared >= 5, "too few positions with hidden information to compare"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_level_plays_legal_moves(game_id: str) -> None:
    rules = registry.rules(game_id)
    low = registry.entry(game_id).seats[0]
    levels = ("random", "easy", "normal", "hard")
    config = GameConfig.make(max(low, 2) if registry.entry(game_id).seats[1] >= 2 else low)
    state = rules.new_game(config, 3)
    rng = random.Random(3)
    bots = [registry.bot(game_id, levels[i % 4]) for i in range(config.seats)]
    steps = 0
    while rules.outcome(state) is None and steps < 400:
        seat = rules.to_act(state)
        legal = rules.legal_actions(state)
        action = bots[seat].choose(rules.observe(state, seat), legal, rng, Budget(5.0, 40))
        assert action in legal
        state, _ = rules.apply(state, action)
        steps += 1


def test_undo_stops_at_barriers() -> None:
    rules = registry.rules("dancing_queen")
    match = Match(rules, GameConfig.make(2), 4, ("A", "B"))
    match.play(rules.parse_action(match.state, "lead girl"))
    match.play(rules.parse_action(match.state, "lead boy"))
    assert match.undoable(0) == 0  # seat 1 acted since, and the leads were revealed
    match.play(rules.parse_action(match.state, "draw"))  # a draw reveals a card: barrier
    assert match.undoable(0) == 0
    before = match.state
    match.play(rules.parse_action(match.state, "support girl"))
    if match.state.phase.value == "rotate":
        match.play(rules.parse_action(match.state, "keep"))
        assert match.undoable(0) == 2
    else:
        assert match.undoable(0) == 1
    assert match.undo(0) >= 1 and match.state == before
    assert match.undo(0) == 0


def test_game_package_never_uses_module_random_or_pygame() -> None:
    banned = re.compile(r"\brandom\.(random|randint|choice|choices|shuffle|sample|seed|"
                        r"randrange|uniform|getrandbits)\(|^\s*(import|from)\s+(pygame|pytmx)",
                        re.MULTILINE)
    offenders = []
    for path in (ROOT / "game").rglob("*.py"):
        for match in banned.finditer(path.read_text(encoding="utf-8")):
            offenders.append(f"{path.relative_to(ROOT)}: {match.group(0).strip()}")
    assert offenders == []
