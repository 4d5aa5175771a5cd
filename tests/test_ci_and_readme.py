"""The CI script fails on every failed step, and the README's preamble works on a fresh
Debian or Ubuntu machine."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def ci_commands() -> list[str]:
    lines = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.strip().startswith("#")]


def test_ci_runs_under_set_e_with_no_step_hidden_in_an_and_chain() -> None:
    commands = ci_commands()
    assert "set -euo pipefail" in commands
    for line in commands:  # `set -e` ignores a failure left of `&&`: a failed pip install went unseen
        if line.startswith(("if ", "for ", "while ")):
            continue
        assert "&&" not in line, line


def test_ci_fails_loudly_when_apt_or_the_window_tools_are_missing() -> None:
    text = "\n".join(ci_commands())
    assert not re.search(r"apt-get[^\n]*\|\|", text), "an apt failure must stop the run"
    assert "exit 1" in text and "Xvfb" in text


def test_ci_lists_skipped_tests() -> None:
    assert any(re.search(r"-m pytest\b.*-rs", line) for line in ci_commands())


def test_readme_preamble_names_python3_venv_for_debian_and_ubuntu() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    preamble = readme[: readme.index("python3 -m venv .venv")]
    assert "python3-venv" in preamble and "Debian" in preamble and "Ubuntu" in preamble


def test_ci_installs_the_pinned_test_tools() -> None:
    """CI installs through constraints.txt, which pins every tool the suite runs with."""
    installs = [line for line in ci_commands() if "pip install" in line]
    assert installs and all("-c constraints.txt" in line for line in installs), installs
    pins = {}
    for line in (ROOT / "constraints.txt").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            name, _, version = line.partition("==")
            assert version, f"constraints.txt: {line!r} is not pinned with =="
            pins[name.lower()] = version
    assert {"pytest", "hypothesis", "mypy", "pygame-ce", "pytmx", "pyinstaller"} <= set(pins)
