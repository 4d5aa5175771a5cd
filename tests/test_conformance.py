"""One suite over every registered game (after OpenSpiel's games_sim_test)."""

from __future__ import annotations

import copy
import dataclasses
import pickle
import random
import re
from pathlib import Path
from typing import Any

import pytest

from game import registry
from game.core.bots import LEVELS, Budget
from game.core.chance import Chance
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


@pytest.mark.slow  # a sweep over every position of seeded playouts
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


# -- hidden information, proved ------------------------------------------------------
def every_setup(game_id: str) -> list[GameConfig]:
    """Every seat count, and for a game with modes every mode at every seat count it takes."""
    entry = registry.entry(game_id)
    if not entry.modes:
        low, high = entry.seats
        return [GameConfig.make(n) for n in range(low, high + 1)]
    return [GameConfig.make(n, mode=m.name) for m in entry.modes
            for n in range(m.seats[0], m.seats[1] + 1)]


def _twin(rules: Rules, state: Any, seat: int, rng: random.Random) -> Any | None:
    try:
        return rules.redeal(state, seat, rng)
    except NotImplementedError:
        return None


def _log(events: tuple[Any, ...], seat: int, names: tuple[str, ...]) -> list[str]:
    return [e.for_seat(seat).text(names) for e in events]


def _before_barrier(events: tuple[Any, ...]) -> tuple[Any, ...]:
    for index, event in enumerate(events):
        if event.barrier:
            return events[:index]
    return events


def _without_chance(state: Any) -> Any:
    return dataclasses.replace(state, chance=None) if hasattr(state, "chance") else state


BOT_BUDGET = Budget(seconds=60.0, iterations=8)  # capped: the same observation, the same move


def _sampled_playout(rules: Rules, config: GameConfig, seed: int, picks: int
                     ) -> list[tuple[Any, Any]]:
    """(state, action) pairs from a seeded random playout, `picks` of them spread out."""
    _, states, trace = random_playout(rules, config, seed)
    pairs = [(st, rules.parse_action(st, text)) for st, text in zip(states, trace)]
    stride = max(1, len(pairs) // picks)
    return pairs[::stride][:picks]


@pytest.mark.parametrize("game_id", GAMES)
def test_twins_a_seat_cannot_tell_apart_look_and_play_the_same(game_id: str) -> None:
    """Twins re-deal what a seat cannot see (the game's `redeal`, not its `determinize`):
    the seat's observation, its legal actions, every bot level's choice and the text of
    every event its log shows must not tell them apart."""
    rules = registry.rules(game_id)
    bots = {level: registry.bot(game_id, level) for level in LEVELS}
    rng = random.Random(11)
    compared = 0
    for config in every_setup(game_id):
        names = tuple(f"P{i}" for i in range(config.seats))
        for state, _ in _sampled_playout(rules, config, 17 + config.seats, 6):
            seat = rules.to_act(state)
            twin = _twin(rules, state, seat, rng)
            if twin is None:
                pytest.skip(f"{game_id} does not deal twins (Rules.redeal)")
            compared += 1
            assert_twins_agree(rules, state, twin, seat, bots, names, f"{config}, seat {seat}")
    assert compared >= 5


def assert_twins_agree(rules: Rules, state: Any, twin: Any, seat: int, bots: dict[str, Any],
                       names: tuple[str, ...], where: str, actions: int = 12) -> None:
    """The seat's observation, its legal actions, every bot's choice and the log of the
    first `actions` moves (up to a barrier) are the same in a state and its twin."""
    assert rules.observe(twin, seat) == rules.observe(state, seat), where
    legal = rules.legal_actions(state)
    assert rules.legal_actions(twin) == legal, where
    observation = rules.observe(state, seat)
    for level, bot in bots.items():
        first = bot.choose(observation, legal, random.Random(4), BOT_BUDGET)
        second = bot.choose(rules.observe(twin, seat), legal, random.Random(4), BOT_BUDGET)
        assert first == second, f"{where}: {level} told the twins apart"
    for action in legal[:actions]:
        _, told = rules.apply(state, action)
        _, told_twin = rules.apply(twin, action)
        # What happens after a barrier may follow from what it showed.
        assert _log(_before_barrier(told), seat, names) == \
            _log(_before_barrier(told_twin), seat, names), f"{where}: {action}"


def _revealing(rules: Rules, state: Any, action: Any, seat: int, rng: random.Random,
               names: tuple[str, ...]) -> bool:
    """Whether `action` shows `seat` something it did not know: in a twin it cannot tell
    from `state`, the same action leaves it a different view or a different log."""
    for _ in range(6):
        twin = _twin(rules, state, seat, rng)
        if twin is None or rules.check(twin, action) is not None:
            continue  # the actor's hand was re-dealt away from the action: try another
        after, told = rules.apply(state, action)
        after_twin, told_twin = rules.apply(twin, action)
        if rules.observe(after, seat) != rules.observe(after_twin, seat):
            return True
        if _log(told, seat, names) != _log(told_twin, seat, names):
            return True
    return False


@pytest.mark.slow  # a sweep over every position of seeded playouts
@pytest.mark.parametrize("game_id", GAMES)
def test_every_event_that_uses_chance_or_reveals_is_an_undo_barrier(game_id: str) -> None:
    rules = registry.rules(game_id)
    rng = random.Random(23)
    for config in every_setup(game_id):
        names = tuple(f"P{i}" for i in range(config.seats))
        for seed in (3, 4):
            for state, action in _sampled_playout(rules, config, seed, 60):
                after, events = rules.apply(state, action)
                if any(e.barrier for e in events):
                    continue
                where = f"{config} seed {seed}: {action} ({[type(e).__name__ for e in events]})"
                if hasattr(state, "chance"):
                    reseeded = dataclasses.replace(state, chance=Chance(rng.getrandbits(40)))
                    other, _ = rules.apply(reseeded, action)
                    assert _without_chance(other) == _without_chance(after), \
                        f"{where} used chance without a barrier"
                for seat in range(config.seats):
                    assert not _revealing(rules, state, action, seat, rng, names), \
                        f"{where} showed seat {seat} something without a barrier"


@pytest.mark.parametrize("game_id", GAMES)
def test_no_move_that_can_be_taken_back_tells_any_seat_anything(game_id: str) -> None:
    """Every move of whole games that leaves no barrier — not a sample of states: the rare
    phases (a rotate power's ★ check, an Interference on a face-down song) come up only in
    some moves — is tried against twins at every seat; at most DENSE_MOVES a game, evenly
    spread, so the long games stay within seconds."""
    rules = registry.rules(game_id)
    rng = random.Random(29)
    moves = []
    setups = every_setup(game_id)
    for game in range(8):   # short games are played again until there are DENSE_MOVES to try
        for config in setups:
            _, states, trace = random_playout(rules, config, 31 + game * 10 + config.seats)
            for state, text in zip(states, trace):
                action = rules.parse_action(state, text)
                if not any(e.barrier for e in rules.apply(state, action)[1]):
                    moves.append((config, state, action))
        if len(moves) >= DENSE_MOVES:
            break
    stride = max(1, len(moves) // DENSE_MOVES)
    for config, state, action in moves[::stride]:
        names = tuple(f"P{i}" for i in range(config.seats))
        for seat in range(config.seats):
            assert not _revealing(rules, state, action, seat, rng, names), \
                f"{config}: {action} showed seat {seat} something and can be taken back"


DENSE_MOVES = 400


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
    for seed in range(4, 40):
        match = Match(rules, GameConfig.make(2), seed, ("A", "B"))
        match.play(rules.parse_action(match.state, "lead girl"))
        match.play(rules.parse_action(match.state, "lead boy"))
        assert match.undoable(0) == 0  # seat 1 acted since, and the leads were revealed
        match.play(rules.parse_action(match.state, "draw"))  # a draw reveals a card: barrier
        assert match.undoable(0) == 0
        match.play(rules.parse_action(match.state, "support girl"))
        # Placing shows the rival whether the face has the rotate power: a barrier too.
        assert match.undoable(0) == 0
        if match.state.phase.value != "rotate":
            continue
        before = match.state
        match.play(rules.parse_action(match.state, "keep"))
        assert match.undoable(0) == 1
        assert match.undo(0) == 1 and match.state == before
        assert match.undo(0) == 0
        return
    pytest.fail("no seed gave a rotate power to use")


def test_game_package_never_uses_module_random_or_pygame() -> None:
    banned = re.compile(r"\brandom\.(random|randint|choice|choices|shuffle|sample|seed|"
                        r"randrange|uniform|getrandbits)\(|^\s*(import|from)\s+(pygame|pytmx)",
                        re.MULTILINE)
    offenders = []
    for path in (ROOT / "game").rglob("*.py"):
        for match in banned.finditer(path.read_text(encoding="utf-8")):
            offenders.append(f"{path.relative_to(ROOT)}: {match.group(0).strip()}")
    assert offenders == []
