"""A corpus of malformed records for all five games, through `python -m game replay` and
through Continue: 0 tracebacks, 0 exits other than 0 or 2, every refusal one line.

Beside the field-by-field fuzzing of tests/core/test_record_schema.py (three games) and the
save files of tests/scenes/test_nothing_lost.py, this corpus starts from a sound record of
each of the five games (a few real moves played) and breaks it the ways a record meets in
the world: every option each game reads given a wrong kind, a wrong size, an impossible
stacked draw or an unknown card; options no game declares (`seats` among them); actions
dropped, doubled, swapped, cut short or made up; names no field keeps; sealed saves with a
byte changed. The corpus is deterministic (seeded), so a failure names its case.
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
import random
from pathlib import Path
from typing import Any, Iterator

import pytest

from game import registry
from game.__main__ import main as game_main
from game.core.contract import GameConfig
from game.core.record_schema import MAX_MESSAGE_CHARS
from game.core.records import Match

GAMES = registry.available_games()
PER_GAME = 400
RESULTS: dict[str, list[int]] = {}   # game -> [records, exit 0, exit 2, other]


def sound_record(game: str, seed: int = 4, moves: int = 12) -> dict[str, Any]:
    rules = registry.rules(game)
    entry = registry.entry(game)
    seats = 1 if game == "ddo" else max(entry.seats[0], 2)
    match = Match(rules, GameConfig.make(seats), seed, tuple(f"P{i}" for i in range(seats)),
                  ("human",) + ("normal",) * (seats - 1))
    chooser = random.Random(seed)
    for _ in range(moves):
        if rules.outcome(match.state) is not None:
            break
        match.play(chooser.choice(rules.legal_actions(match.state)))
    return match.record().to_json()


# Every option each engine reads today (the registry's declarations, and for the games whose
# engineers are still declaring theirs, the keys their code reads).
READ_OPTIONS = {
    "ddr": ("songs", "first", "deck", "chance"),
    "dancing_queen": ("first", "stack", "decks", "chance"),
    "dance_card": ("mode", "students", "challenges", "chance"),
    "ddo": ("decks", "deck1", "deck2", "quest_order", "monster_top", "chance"),
    "beat_by_beat": ("crowd_tokens", "favor_recovery", "judge_draft", "focus_style", "focus_seat", "chance"),
}
ODD_VALUES: tuple[Any, ...] = (
    None, True, False, 0, -1, 1, 2, 3, 7, 2**31 - 1, -(2**31) + 1, 1.5, "", "x", "solo", "harbor",
    "first-light", "majority", [], [None], [[]], [[[]]], [0, 0], [9], [-1], [None, 999], [None, None, 131],
    [True], [1.0], ["majority", "majority"], ["U/perfect"] * 5, [["U/perfect"] * 5], ["nobody"],
    ["Kate", "Nate"], ["Kate", "Kate"], [None, [9]], [[0, 1, 2], None, [8]], list(range(60)),
    ["own", "own"], ["warrior"], ["warrior", "warrior", "warrior"], [["a"] * 3], ["\u200b"], ["a" * 400],
)


def _mutations(base: dict[str, Any], game: str, rng: random.Random) -> Iterator[tuple[str, Any]]:
    keys = READ_OPTIONS[game] + tuple(k for s in registry.entry(game).options for k in (s.key,))
    for key in sorted(set(keys)):
        for value in ODD_VALUES:
            data = copy.deepcopy(base)
            data["config"]["options"][key] = value
            yield f"option {key}={json.dumps(value)[:30]}", data
    for key in ("seats", "mode", "colour", "deck0", "deck9", "chance_x", "first_dancer"):
        data = copy.deepcopy(base)
        data["config"]["options"][key] = rng.choice(ODD_VALUES)
        yield f"undeclared option {key}", data
    actions = base["actions"]
    for _ in range(140):
        data = copy.deepcopy(base)
        how = rng.choice(("drop", "double", "swap", "cut", "made up", "other game", "case", "spaces"))
        acts = data["actions"]
        if not acts:
            continue
        at = rng.randrange(len(acts))
        if how == "drop":
            del acts[at]
        elif how == "double":
            acts.insert(at, acts[at])
        elif how == "swap" and len(acts) > 1:
            other = rng.randrange(len(acts))
            acts[at], acts[other] = acts[other], acts[at]
        elif how == "cut":
            acts[at] = acts[at][: rng.randrange(len(acts[at]) + 1)]
        elif how == "made up":
            acts[at] = rng.choice(("draw", "pass", "play 1", "rotate 9z", "step Q/perfect", "attack m9",
                                   "recover nothing", "move Nobody Nowhere", "link mine 99", "0", "-1"))
        elif how == "other game":
            acts[at] = rng.choice(sound_record(rng.choice(GAMES), 2, 6)["actions"] or ["keep"])
        elif how == "case":
            acts[at] = acts[at].upper()
        else:
            acts[at] = f"  {acts[at]}  "
        yield f"actions {how} at {at + 1} of {len(actions)}", data
    for name in ("Ana\u00a0Bo", "\u200b", "👩\u200d🚀", "a\tb", "\u202eevil", "x" * 64, "x" * 65, "", "\udcff"):
        data = copy.deepcopy(base)
        data["names"] = [name] * len(data["names"])
        yield f"names {name!r}", data
    for seed in (-1, 2**63, 2**63 - 1, 0, True, 1.0, "4"):
        data = copy.deepcopy(base)
        data["seed"] = seed
        yield f"seed {seed!r}", data
    for seats in (0, 1, 2, 3, 4, 5, 6, 7, 8, 9):
        data = copy.deepcopy(base)
        data["config"]["seats"] = seats
        yield f"seats {seats}", data


def corpus(game: str) -> list[tuple[str, Any]]:
    rng = random.Random(f"corpus-{game}")
    cases = list(_mutations(sound_record(game), game, rng))
    rng.shuffle(cases)
    return cases[:PER_GAME]


def _replay(path: Path) -> tuple[int, str]:
    err, out = io.StringIO(), io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
        try:
            code = game_main(["replay", str(path)])
        except SystemExit as stop:   # argparse's own exit (never expected here)
            code = int(stop.code or 0)
    return code, err.getvalue()


@pytest.mark.parametrize("game", GAMES)
def test_the_corpus_through_replay(tmp_path: Path, game: str) -> None:
    counts = RESULTS.setdefault(game, [0, 0, 0, 0])
    failures = []
    for number, (case, data) in enumerate(corpus(game)):
        path = tmp_path / f"{number}.json"
        try:
            path.write_text(json.dumps(data), encoding="utf-8")
        except UnicodeEncodeError:   # a lone surrogate: the file holds what json.dumps escapes
            path.write_text(json.dumps(data, ensure_ascii=True), encoding="utf-8")
        code, err = _replay(path)
        counts[0] += 1
        counts[{0: 1, 2: 2}.get(code, 3)] += 1
        lines = err.strip().splitlines()
        if code not in (0, 2) or (code == 2 and (len(lines) != 1 or len(lines[0]) > MAX_MESSAGE_CHARS + 40)):
            failures.append(f"{case}: exit {code}: {err.strip()[:300]}")
    assert not failures, "\n".join(failures[:10])


def test_report_corpus_counts() -> None:
    """Runs after the corpus (pytest -s shows the figures)."""
    import sys
    for game, (tried, sound, refused, other) in RESULTS.items():
        print(f"\ncorpus {game}: {tried} records, {refused} refused in one line (exit 2), {sound} "
              f"still sound (exit 0), {other} other exits or tracebacks", file=sys.stderr)
        assert other == 0
