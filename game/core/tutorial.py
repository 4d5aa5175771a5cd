"""A guided first game: a stacked record with a step for each of its actions.

A tutorial is a game record whose config fixes every card, die, deal and shuffle (the
`chance` option and each game's named options: docs/notation.md, "Stacked set-ups"),
and whose every action is a step: who acts, what to do and why in a player's words,
the one expected action in notation, and what the engine did after it. The learner is
seat 0 (`LEARNER`); every other seat is scripted by its steps and plays by itself.

A tutorial lives beside its game's content as `game/<id>/tutorial.json` (the frozen
build copies game/**/*.json). JSON, not TOML, because a stacked draw left to chance is
`null`, which TOML cannot write. The file:

    {"format": "floorshow-tutorial", "version": 1, "game": "ddr",
     "provenance": "designed", "title": "...", "intro": "...",
     "names": ["You", "Rival"], "config": {"seats": 2, "options": {...}}, "seed": 1,
     "steps": [{"seat": 0, "action": "keep", "accepts": "only", "covers": ["steps"],
                "say": "...", "hint": "...", "after": "...", "shows": ["StepLaid"]}, ...],
     "end": {"over": false, "event": "RoundWon", "say": "..."}}

A step for the learner `accepts` "only" its action (anything else is refused with its
`hint`) or is "auto", a formality the table makes by itself; a scripted seat's step is
always "auto". `covers` names the kinds of turn it teaches (each game lists its own);
`shows` names event kinds its action must cause (checked by `check` in
game/core/tutorial_run.py, with the claimed `end`: the game over with those winners, or
a stated stopping point, optionally right after an event of a kind). A malformed file
is a ContentError naming the file, the step and the field.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

from game.core.content import PROVENANCES, ContentError, Entry, Problems
from game.core.contract import GameConfig
from game.core.json_files import UnreadableFile, read_json_file
from game.core.record_schema import SEED_LIMIT
from game.core.records import Record

TUTORIAL_FORMAT = "floorshow-tutorial"
TUTORIAL_VERSION = 1
TUTORIAL_FILE = "tutorial.json"
LEARNER = 0                       # the learner's seat; every other seat is scripted
MAX_SENTENCES = 2                 # a step says what to do and why in one or two sentences
MAX_WORDS_CHARS = 320             # ... and short ones: a new player finishes in about ten minutes
MAX_STEPS = 80
MAX_TUTORIAL_BYTES = 256 * 1024

# A sentence ends at . ! or ? followed by a capital (or the end); "Smooth Moves! card"
# and "Mix It Up! deck" are names, not two sentences.
_SENTENCE_END = re.compile(r"[.!?]['\")\]]?(?=\s+[A-Z\"']|\s*$)")
# What a player must never read: a file, a command, a folder of the project.
_DEVELOPER = re.compile(r"\b[\w/-]+\.(?:py|md|toml|json|txt)\b|\bpython\b|\bdocs/|\bseeds/|§")


class Accepts(enum.Enum):
    ONLY = "only"   # the learner must make this action; anything else gets the step's hint
    AUTO = "auto"   # the table makes it by itself (a scripted seat, or a formality)


@dataclass(frozen=True)
class TutorialStep:
    number: int                  # 1-based, as the learner counts
    seat: int                    # who acts
    action: str                  # the one expected action, in the game's notation
    accepts: Accepts
    say: str                     # what to do (or what they do) and why
    hint: str                    # the refusal of any other action ("" for an auto step)
    after: str                   # what the engine did
    covers: tuple[str, ...] = ()
    shows: tuple[str, ...] = ()  # event kinds the action must cause

    @property
    def by_itself(self) -> bool:
        """The table plays it (after a moment): no gesture of the learner's makes it."""
        return self.accepts is Accepts.AUTO


@dataclass(frozen=True)
class TutorialEnd:
    over: bool                          # the game ends with the last step
    winners: tuple[int, ...] | None     # ... won by these seats (None: not claimed)
    event: str | None                   # a stopping point right after an event of this kind
    say: str                            # the closing words


@dataclass(frozen=True)
class Tutorial:
    game: str
    title: str
    intro: str
    config: GameConfig
    seed: int
    names: tuple[str, ...]
    steps: tuple[TutorialStep, ...]
    end: TutorialEnd
    source: str                  # the file, for messages

    def record(self, done: int | None = None) -> Record:
        """The tutorial as a game record, through `done` steps (all by default)."""
        actions = tuple(step.action for step in self.steps[:done])
        return Record(self.game, self.config, self.seed, actions, self.names)

    def covered(self) -> frozenset[str]:
        return frozenset(topic for step in self.steps for topic in step.covers)

    def step_problem(self, step: TutorialStep | None, field: str, what: str) -> ContentError:
        entry = f"step {step.number} ({step.action!r})" if step else "the tutorial"
        return ContentError(self.source, entry, field, what)


def tutorial_path(folder: Path) -> Path:
    return folder / TUTORIAL_FILE


def sentences(text: str) -> int:
    return len(_SENTENCE_END.findall(text.strip())) or (1 if text.strip() else 0)


def _words(entry: Entry, name: str, limit: int = MAX_SENTENCES, required: bool = True) -> str:
    """Player text: present, short, at most `limit` sentences, naming no file or command."""
    text = entry.text(name) if required else entry.text(name, "")
    if not text:
        return text
    if sentences(text) > limit:
        entry.problem(name, f"holds {sentences(text)} sentences; a step says it in at most {limit}")
    if len(text) > MAX_WORDS_CHARS:
        entry.problem(name, f"is {len(text)} characters long; at most {MAX_WORDS_CHARS}")
    if "!." in text or ".." in text:
        entry.problem(name, "ends a sentence twice ('!.' or '..'): a name with its own '!' needs no full stop")
    found = _DEVELOPER.search(text)
    if found:
        entry.problem(name, f"names {found.group(0)!r}: a player reads this, keep it in the game's words")
    return text


def _seat(entry: Entry, name: str, seats: int) -> int:
    return entry.whole(name, 0, max(0, seats - 1))


def _step(entry: Entry, number: int, seats: int, topics: Sequence[str]) -> TutorialStep:
    seat = _seat(entry, "seat", seats)
    action = entry.text("action")
    if action != " ".join(action.split()):
        entry.problem("action", "must be written with single spaces, as the notation writes it")
    default = Accepts.ONLY.value if seat == LEARNER else Accepts.AUTO.value
    accepts = Accepts(entry.one_of("accepts", [a.value for a in Accepts], default) or default)
    if seat != LEARNER and accepts is Accepts.ONLY:
        entry.problem("accepts", f"seat {seat} is scripted: its steps play by themselves ('auto')")
    say = _words(entry, "say")
    hint = _words(entry, "hint", required=accepts is Accepts.ONLY)
    if accepts is Accepts.AUTO and hint:
        entry.problem("hint", "an auto step refuses nothing: it needs no hint")
    after = _words(entry, "after")
    covers = entry.texts("covers", ())
    for topic in covers:
        if topic not in topics:
            entry.problem("covers", f"{topic!r} is not a kind of turn of this game "
                                    f"({', '.join(topics)})")
    shows = entry.texts("shows", ())
    entry.done()
    return TutorialStep(number, seat, action, accepts, say, hint, after, covers, shows)


def _end(entry: Entry, seats: int) -> TutorialEnd:
    over = entry.flag("over")
    winners: tuple[int, ...] | None = None
    if "winners" in entry.raw:
        raw = entry.take("winners")
        if not over:
            entry.problem("winners", "only a tutorial that plays to the end names winners")
        elif not isinstance(raw, list) or not all(isinstance(w, int) and not isinstance(w, bool)
                                                  and 0 <= w < seats for w in raw):
            entry.problem("winners", f"must be a list of seats from 0 to {seats - 1}")
        else:
            winners = tuple(raw)
    event = entry.text("event", "") or None
    say = _words(entry, "say")
    entry.done()
    return TutorialEnd(over, winners, event, say)


def _config(entry: Entry) -> GameConfig | None:
    raw = entry.take("config")
    if raw is None:
        return None
    try:
        return GameConfig.from_json(raw) if isinstance(raw, dict) else GameConfig.from_json({})
    except ValueError as bad:
        entry.problem("config", str(bad))
        return None


def parse_tutorial(data: Any, source: str, game_id: str, topics: Sequence[str]) -> Tutorial:
    """The tutorial in `data` (a file's JSON), every problem reported at once."""
    problems = Problems()
    top = Entry(data, source, "the tutorial", problems)
    if top.raw.get("format") != TUTORIAL_FORMAT:
        raise ContentError(source, "the tutorial", "format", f"must be {TUTORIAL_FORMAT!r}")
    top.take("format")
    top.whole("version", TUTORIAL_VERSION, TUTORIAL_VERSION)
    if top.text("game") and top.raw["game"] != game_id:
        top.problem("game", f"is {top.raw['game']!r}, but the file is {game_id}'s")
    if top.one_of("provenance", PROVENANCES) == "rulebook":
        top.problem("provenance", "a tutorial is written for this app: 'designed'")
    title = _words(top, "title", 1)
    intro = _words(top, "intro")
    config = _config(top)
    seats = config.seats if config is not None else 1
    seed = top.whole("seed", 0, SEED_LIMIT - 1)
    names = top.texts("names")
    if config is not None and names and len(names) != seats:
        top.problem("names", f"names {len(names)} seats; the config has {seats}")
    raw_steps = top.take("steps")
    steps: list[TutorialStep] = []
    if not isinstance(raw_steps, list) or not 1 <= len(raw_steps) <= MAX_STEPS:
        top.problem("steps", f"must be a list of 1 to {MAX_STEPS} steps")
        raw_steps = []
    for number, raw in enumerate(raw_steps, start=1):
        steps.append(_step(Entry(raw, source, f"step {number}", problems), number, seats, topics))
    if steps and not any(step.seat == LEARNER and not step.by_itself for step in steps):
        top.problem("steps", "the learner (seat 0) never acts")
    end = _end(top.table("end"), seats)
    top.done()
    problems.raise_if_any()
    if config is None:   # reported above already; kept for the type checker's sake
        raise ContentError(source, "the tutorial", "config", "is missing")
    return Tutorial(game_id, title, intro, config, seed, names, tuple(steps), end, source)


def read_tutorial(path: Path, game_id: str, topics: Sequence[str]) -> Tutorial:
    """Read and validate a tutorial file (its replay is `check`'s business)."""
    try:
        data = read_json_file(path, "tutorial", MAX_TUTORIAL_BYTES, _shown(path))
    except UnreadableFile as bad:
        raise ContentError(_shown(path), "the file", "-", bad.reason) from None
    return parse_tutorial(data, _shown(path), game_id, topics)


def _shown(path: Path) -> str:
    """The file as a message names it: its game folder and name."""
    return f"{path.parent.name}/{path.name}"


__all__ = ["Accepts", "LEARNER", "TUTORIAL_FILE", "TUTORIAL_FORMAT", "TUTORIAL_VERSION", "Tutorial",
           "TutorialEnd", "TutorialStep", "parse_tutorial", "read_tutorial", "sentences",
           "tutorial_path"]
