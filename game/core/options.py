"""How a game declares the options of its config, so every option is checked one way.

A game lists every option it reads — the rules a player may switch on, the choices the
set-up offers, and the stacked set-ups of tests and tutorials — as `OptionSpec`s in its
registry entry. An option that is not declared, a value of the wrong kind or a choice
that is not offered is refused before the game starts, with one sentence that names the
option and what it needs.

Kinds:
- FLAG: true or false, off by default; the set-up shows a toggle.
- CHOICE: one of `choices` (words); the set-up shows the choices.
- NUMBER: a whole number from `low` to `high`.
- WORDS: a list of words (names of students, songs …).
- STACK: stacked set-up data (a deck top first, `chance`): checked by the game itself when
  it deals, never shown on the set-up.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any, Iterable

from game.core.contract import GameConfig


class OptionKind(enum.Enum):
    FLAG = "flag"
    CHOICE = "choice"
    NUMBER = "number"
    WORDS = "words"
    STACK = "stack"


@dataclass(frozen=True)
class OptionSpec:
    """One option a game reads from its config (`GameConfig.option(key)`)."""

    key: str
    title: str
    blurb: str
    kind: OptionKind = OptionKind.FLAG
    choices: tuple[str, ...] = ()   # CHOICE: the values offered, the default first
    default: Any = None             # None: FLAG off, CHOICE its first, otherwise absent
    low: int = 0                    # NUMBER: the range allowed
    high: int = 0
    shown: bool = True              # offered on the set-up screen (STACK never is)
    choice_words: tuple[str, ...] = ()   # CHOICE: how the set-up names each value (default: the value)

    @property
    def initial(self) -> Any:
        """The value a game gets when the config leaves the option out."""
        if self.default is not None:
            return self.default
        if self.kind is OptionKind.FLAG:
            return False
        if self.kind is OptionKind.CHOICE and self.choices:
            return self.choices[0]
        return None


class OptionError(ValueError):
    """A config the game refuses before it starts: one sentence naming the option and what it needs."""


_KIND_WORDS = {
    OptionKind.FLAG: "true or false",
    OptionKind.NUMBER: "a whole number",
    OptionKind.WORDS: "a list of words",
}


def check_options(title: str, specs: Iterable[OptionSpec], config: GameConfig) -> None:
    """Refuse an undeclared option or a value of the wrong kind (OptionError, one sentence).

    STACK options are only checked to be present in the declaration here: the game checks
    their content when it deals (an impossible stacked draw is its refusal to make)."""
    declared = {spec.key: spec for spec in specs}
    for key, value in config.options:
        spec = declared.get(key)
        if spec is None:
            known = ", ".join(sorted(declared)) or "none"
            raise OptionError(f"{title} has no option {key!r}; its options are: {known}.")
        problem = _problem(spec, value)
        if problem:
            raise OptionError(f"{title}'s option {key!r} needs {problem}, not {_shown(value)}.")


def _problem(spec: OptionSpec, value: Any) -> str:
    if spec.kind is OptionKind.FLAG:
        return "" if isinstance(value, bool) else _KIND_WORDS[spec.kind]
    if spec.kind is OptionKind.NUMBER:
        if isinstance(value, bool) or not isinstance(value, int) or not spec.low <= value <= spec.high:
            return f"a whole number from {spec.low} to {spec.high}"
        return ""
    if spec.kind is OptionKind.CHOICE:
        return "" if value in spec.choices else "one of " + ", ".join(map(repr, spec.choices))
    if spec.kind is OptionKind.WORDS:
        ok = isinstance(value, (list, tuple)) and all(isinstance(word, str) for word in value)
        return "" if ok else _KIND_WORDS[spec.kind]
    return ""


def _shown(value: Any) -> str:
    if isinstance(value, bool) or value is None:   # as a record writes them
        return "true" if value is True else "false" if value is False else "null"
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "…"


__all__ = ["OptionError", "OptionKind", "OptionSpec", "check_options"]
