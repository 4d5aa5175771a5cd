"""`python main.py --game …` with a bad argument: one clear line and exit status 2, no
traceback, and no window opened (the check runs before pygame starts)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import main

ROOT = Path(__file__).resolve().parent.parent

BAD = [
    (["--game", "X"], "unknown game 'X'"),
    (["--game", "dancing_queen", "--seats", "genius"], "unknown seat kind 'genius'"),
    (["--game", "dancing_queen", "--seats", "human,hard,easy"], "played by 2 seats, not 3"),
    (["--game", "ddr", "--seats", "human"], "played by 2 to 4 seats, not 1"),
    (["--game", "dance_card", "--seats", "human,easy,easy,easy,easy"], "played by 1 to 4 seats, not 5"),
    (["--game", "ddo", "--seats", "human," + ",".join(["easy"] * 6)], "played by 1 to 6 seats, not 7"),
    (["--game", "dancing_queen", "--names", "Ana"], "1 name for 2 seats"),
    (["--game", "dancing_queen", "--names", "Ana,,Bo"], "3 names for 2 seats"),
    (["--game", "dancing_queen", "--names", "Ana,"], "is not a name"),
    (["--game", "dancing_queen", "--seed", "abc"], "--seed: 'abc'"),
    (["--game", "dancing_queen", "--seed", "-3"], "--seed: '-3'"),
    (["--game", "dancing_queen", "--seed", str(2**63)], "not a whole number from 0 to 2^63 - 1"),
    (["--selftest", "--actions", "many"], "invalid int value"),
    (["--bogus"], "unrecognized arguments"),
]


def run_main(argv: list[str]) -> int:
    try:
        return main.main(argv)
    except SystemExit as stop:
        return int(stop.code or 0)


@pytest.mark.parametrize("argv,said", BAD)
def test_a_bad_argument_is_one_line_and_status_2(argv: list[str], said: str,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    assert run_main(argv) == 2
    err = capsys.readouterr().err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and said in lines[0] and "Traceback" not in err, err


def test_the_real_command_line_too() -> None:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "--game", "dancing_queen", "--seats", "genius"],
                          capture_output=True, text=True, timeout=60, env=env, cwd=ROOT)
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        "floorshow: --seats: unknown seat kind 'genius'; each seat is one of human, random, easy, normal, hard"]
    assert done.stdout == ""


def test_good_arguments_pass_the_check() -> None:
    args = main._arguments(["--game", "dancing_queen", "--seats", "human, hard", "--names", "Ana,Bo",
                            "--seed", "42"])
    assert main._table_arguments(args) == (("Ana", "Bo"), ("human", "hard"), 42)
    args = main._arguments(["--game", "dance_card", "--seats", "human"])
    assert main._table_arguments(args) == (("Player 1",), ("human",), None)
