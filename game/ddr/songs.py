"""DDR: The Card Game — songs and their 16-step charts (seeds/000_f5e342758678e2e9.txt).

A chart is sixteen chart steps. Each chart step holds one to three arrows; a held
(frozen) arrow is always the first one, because the document makes the frozen arrow
the one that must be stepped before the others are hung on it. The text notation is
documented in docs/notation/ddr.md:

    U D L R      basic steps            L*       a freeze arrow on Left
    [LR]         a double step          [L*R]    a frozen double (Left held)
    [RUD]        a triple step          [L*UD]   a frozen triple (Left held)
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

SONG_LENGTH = 16
DIRECTIONS = ("U", "D", "L", "R")
DIRECTION_NAMES = {"U": "Up", "D": "Down", "L": "Left", "R": "Right"}
TURNED = {"U": "D", "D": "U", "L": "R", "R": "L"}  # the pad turned 180 degrees


class Difficulty(enum.Enum):
    BEGINNER = "beginner"
    LIGHT = "light"
    STANDARD = "standard"
    HEAVY = "heavy"

    @property
    def title(self) -> str:
        return self.value.capitalize()


class StepKind(enum.Enum):
    BASIC = "basic"
    FREEZE = "freeze"
    DOUBLE = "double"
    FROZEN_DOUBLE = "frozen double"
    TRIPLE = "triple"
    FROZEN_TRIPLE = "frozen triple"

    @property
    def combination(self) -> bool:
        """Frozen doubles, triples and frozen triples need several Link cards."""
        return self in (StepKind.FROZEN_DOUBLE, StepKind.TRIPLE, StepKind.FROZEN_TRIPLE)


class ChartError(ValueError):
    """A chart text that does not follow the notation."""


@dataclass(frozen=True)
class ChartStep:
    """One step of a song: its arrows (the held one first) and whether it is held."""

    arrows: tuple[str, ...]
    frozen: bool = False
    # derived once, because the bots ask for them in their inner loop
    kind: StepKind = field(init=False, compare=False, repr=False)
    links_needed: int = field(init=False, compare=False, repr=False)
    turns: int = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        count = len(self.arrows)
        if count == 1:
            kind = StepKind.FREEZE if self.frozen else StepKind.BASIC
        elif count == 2:
            kind = StepKind.FROZEN_DOUBLE if self.frozen else StepKind.DOUBLE
        else:
            kind = StepKind.FROZEN_TRIPLE if self.frozen else StepKind.TRIPLE
        object.__setattr__(self, "kind", kind)
        # one Link card per freeze and one per extra arrow
        object.__setattr__(self, "links_needed", int(self.frozen) + count - 1)
        # the fewest turns it takes: one Link card a turn, the first on the step's own turn
        object.__setattr__(self, "turns", max(1, int(self.frozen) + count - 1))

    @property
    def basic(self) -> bool:
        return self.kind is StepKind.BASIC

    def turned(self) -> ChartStep:
        """The step as seen on a pad turned 180 degrees (Cross Boomerang)."""
        return ChartStep(tuple(TURNED[a] for a in self.arrows), self.frozen)

    def held(self, arrow: str) -> ChartStep:
        """This double with `arrow` held first (Reverse Tornado)."""
        others = tuple(a for a in self.arrows if a != arrow)
        return ChartStep((arrow,) + others, True)

    def __str__(self) -> str:
        marked = self.arrows[0] + ("*" if self.frozen else "")
        if len(self.arrows) == 1:
            return marked
        return "[" + marked + "".join(self.arrows[1:]) + "]"

    def describe(self) -> str:
        """The step in words, for tooltips and the log."""
        names = [DIRECTION_NAMES[a] for a in self.arrows]
        if self.kind is StepKind.BASIC:
            return names[0]
        if self.kind is StepKind.FREEZE:
            return f"{names[0]} freeze"
        if self.frozen:
            return f"{self.kind.value}: hold {names[0]}, then {' + '.join(names[1:])}"
        return f"{self.kind.value}: {' + '.join(names)}"


def parse_step(token: str) -> ChartStep:
    """Read one chart token such as `U`, `L*`, `[LR]` or `[L*UD]`."""
    body = token
    bracketed = token.startswith("[") and token.endswith("]")
    if bracketed:
        body = token[1:-1]
    frozen = "*" in body
    if frozen and (body.count("*") > 1 or body.index("*") != 1):
        raise ChartError(f"{token!r}: only the first arrow may be held, marked once by '*'")
    arrows = tuple(body.replace("*", ""))
    if not arrows or any(a not in DIRECTIONS for a in arrows):
        raise ChartError(f"{token!r}: arrows are U, D, L and R")
    if len(set(arrows)) != len(arrows):
        raise ChartError(f"{token!r}: an arrow appears twice")
    if bracketed != (len(arrows) > 1):
        raise ChartError(f"{token!r}: brackets hold two or three arrows; a single arrow has none")
    if len(arrows) > 3:
        raise ChartError(f"{token!r}: a step has at most three arrows")
    return ChartStep(arrows, frozen)


def parse_chart(text: str) -> tuple[ChartStep, ...]:
    """Read a whole chart: tokens separated by spaces, read left to right."""
    return tuple(parse_step(token) for token in text.split())


def chart_text(chart: tuple[ChartStep, ...]) -> str:
    return " ".join(str(step) for step in chart)


def difficulty_problem(difficulty: Difficulty, chart: tuple[ChartStep, ...]) -> str | None:
    """Why a chart does not fit its difficulty (as the document describes each), or None."""
    if len(chart) != SONG_LENGTH:
        return f"a song has exactly {SONG_LENGTH} steps, this chart has {len(chart)}"
    if not chart[-1].basic:
        return "the 16th step must be a basic step (never a freeze or a double)"
    special = [s for s in chart if not s.basic]
    combos = [s for s in special if s.kind.combination]
    if difficulty is Difficulty.BEGINNER and special:
        return "Beginner songs hold basic steps only"
    if difficulty is Difficulty.LIGHT and len(special) != 1:
        return f"a Light song has exactly one double step or freeze arrow, not {len(special)}"
    if difficulty in (Difficulty.LIGHT, Difficulty.STANDARD) and combos:
        return f"combination steps belong to Heavy songs, not {difficulty.title}"
    if difficulty is Difficulty.STANDARD and not 2 <= len(special) <= 5:
        return f"a Standard song has a few (2 to 5) doubles or freezes, not {len(special)}"
    if difficulty is Difficulty.HEAVY and len(special) < 6:
        return f"a Heavy song has many (6 or more) doubles or freezes, not {len(special)}"
    return None


@dataclass(frozen=True)
class Song:
    song_id: str
    title: str
    difficulty: Difficulty
    chart: tuple[ChartStep, ...]
    provenance: str
    note: str = ""

    @property
    def links_needed(self) -> int:
        return sum(step.links_needed for step in self.chart)
