"""The explicit registry of Floorshow's games (no directory scanning: it breaks frozen builds).

Each game declares itself here, once: its seat range, its modes (the game's own enum)
with their seat ranges, whether the table plays together, whether seats commit
simultaneously, its cover, and how to load its rules, bots and content. The setup
screen, the launcher, the simulator, records and the conformance suite read these
declarations; nothing else repeats them. `load` is None for a game whose engine does
not exist yet. Loaders import lazily to keep start-up fast, and name their modules
plainly so PyInstaller finds them.
"""

from __future__ import annotations

import enum
import functools
from dataclasses import dataclass
from typing import Any, Callable

from game.beat_by_beat.options import OPTIONS as BEAT_BY_BEAT_DECLARED
from game.core.bots import AnyKnowledge, Bot, Budget, make_bot
from game.core.content import ContentError, content_dir
from game.core.contract import Rules
from game.core.options import OptionKind, OptionSpec
from game.core.preview import Previewer
from game.dance_card.mode import Mode as DanceCardMode
from game.dancing_queen.options import OPTIONS as DANCING_QUEEN_OPTIONS
from game.ddr.options import OPTIONS as DDR_OPTIONS
from game.ddo.options import OPTIONS as DDO_OPTIONS
from game.dance_card.options import OPTIONS as DANCE_CARD_OPTIONS

AnyRules = Rules[Any, Any, Any]
AnyPreviewer = Previewer[Any, Any, Any]


@dataclass(frozen=True)
class ModeSpec:
    """One way to play a game: its option value is `mode.value` (config option "mode")."""

    mode: enum.Enum
    title: str
    seats: tuple[int, int]
    blurb: str
    cooperative: bool = False  # the table wins or loses together in this mode

    @property
    def name(self) -> str:
        return str(self.mode.value)


@dataclass(frozen=True)
class Cover:
    """The launcher cover's two colours (RGB): a wash in the base, the motif (the game's table
    draws it: scenes/tables/<id>_cover.py) in the accent."""

    base: tuple[int, int, int]
    accent: tuple[int, int, int]


@dataclass(frozen=True)
class GameEntry:
    game_id: str
    title: str
    seats: tuple[int, int]
    blurb: str
    load: Callable[[], tuple[AnyRules, AnyKnowledge]] | None = None
    hard_budget: Budget = Budget(seconds=0.8)
    content: Callable[[], None] | None = None  # reads the content files afresh
    modes: tuple[ModeSpec, ...] = ()           # the first is the default where it fits
    cooperative: bool = False                  # the whole game is played together
    simultaneous: bool = False                 # seats commit choices, then reveal
    cover: Cover = Cover((60, 30, 50), (255, 200, 120))
    options: tuple[OptionSpec, ...] = ()       # every option the engine reads (game/core/options.py)

    @property
    def available(self) -> bool:
        return self.load is not None

    def mode(self, name: str) -> ModeSpec:
        for spec in self.modes:
            if spec.name == name:
                return spec
        raise KeyError(f"{self.title} has no mode {name!r}; its modes are: "
                       f"{', '.join(m.name for m in self.modes)}")

    def default_mode(self, seats: int) -> ModeSpec | None:
        """The first mode played with that many seats (None for a game without modes)."""
        return next((m for m in self.modes if m.seats[0] <= seats <= m.seats[1]), None)

    def seats_for(self, mode: str | None) -> tuple[int, int]:
        return self.seats if mode is None or not self.modes else self.mode(mode).seats

    def shown_options(self, kind: OptionKind) -> tuple[OptionSpec, ...]:
        """The options of one kind the set-up screen offers (a game's modes have their own
        chooser, so a `mode` choice is not offered twice)."""
        return tuple(spec for spec in self.options if spec.shown and spec.kind is kind
                     and not (spec.key == "mode" and self.modes))

    def describe(self) -> dict[str, Any]:
        """The declaration as `python -m game list --json` prints it."""
        return {"id": self.game_id, "title": self.title, "seats": list(self.seats),
                "modes": {m.name: list(m.seats) for m in self.modes},
                "cooperative": self.cooperative,
                "cooperative_modes": [m.name for m in self.modes if m.cooperative],
                "simultaneous": self.simultaneous, "playable": self.available,
                "options": [_describe_option(spec) for spec in self.options]}


def _describe_option(spec: OptionSpec) -> dict[str, Any]:
    """One option as `list --json` declares it: what a record's config may hold under its key."""
    found: dict[str, Any] = {"key": spec.key, "kind": spec.kind.value, "title": spec.title,
                             "default": _plain(spec.initial), "shown": spec.shown}
    if spec.kind is OptionKind.CHOICE:
        found["choices"] = list(spec.choices)
    if spec.kind is OptionKind.NUMBER:
        found["low"], found["high"] = spec.low, spec.high
    return found


def _plain(value: Any) -> Any:
    return [_plain(v) for v in value] if isinstance(value, tuple) else value


# -- loaders ------------------------------------------------------------------------------
def _dancing_queen() -> tuple[AnyRules, AnyKnowledge]:
    # start-up: this game's modules load when it is first asked for
    from game.dancing_queen.ai import DancingQueenKnowledge
    from game.dancing_queen.rules import RULES
    return RULES, DancingQueenKnowledge(RULES)


def _ddr() -> tuple[AnyRules, AnyKnowledge]:
    # start-up: this game's modules load when it is first asked for
    from game.ddr.ai import DDRKnowledge
    from game.ddr.rules import RULES
    return RULES, DDRKnowledge(RULES)


def _ddo() -> tuple[AnyRules, AnyKnowledge]:
    # start-up: this game's modules load when it is first asked for
    from game.ddo.ai import DdoKnowledge
    from game.ddo.rules import RULES
    return RULES, DdoKnowledge(RULES)


def _dance_card() -> tuple[AnyRules, AnyKnowledge]:
    # start-up: this game's modules load when it is first asked for
    from game.dance_card.ai import DanceCardKnowledge
    from game.dance_card.rules import RULES
    return RULES, DanceCardKnowledge(RULES)


def _ddr_content() -> None:
    # start-up: this game's modules load when it is first asked for
    from game.ddr.content import content_path, load_catalogue
    load_catalogue(content_path() / "cards.toml", content_path() / "songs.toml")


def _dancing_queen_content() -> None:
    # start-up: this game's modules load when it is first asked for
    from game.dancing_queen.cards import load_cards
    load_cards()


def _ddo_content() -> None:
    # start-up: this game's modules load when it is first asked for
    from game.ddo.content import content_dir, load_catalogue
    load_catalogue(content_dir())


def _dance_card_content() -> None:
    # start-up: this game's modules load when it is first asked for
    from game.dance_card.content import read_content
    read_content(content_dir("dance_card") / "content")


def _beat_by_beat_content() -> None:
    # start-up: this game's modules load when it is first asked for
    from game.beat_by_beat.content import content_dir, load_catalogue
    folder = content_dir()
    load_catalogue(folder / "moves.toml", folder / "rhythm.toml", folder / "judges.toml")


def _beat_by_beat() -> tuple[AnyRules, AnyKnowledge]:
    # start-up: this game's modules load when it is first asked for
    from game.beat_by_beat.ai import BeatByBeatKnowledge
    from game.beat_by_beat.rules import RULES
    return RULES, BeatByBeatKnowledge(RULES)


DANCE_CARD_MODES = (
    ModeSpec(DanceCardMode.COMPETITIVE, "Competitive", (2, 4),
             "Competitive: first to three Success Tokens wins; hands are hidden."),
    ModeSpec(DanceCardMode.COOPERATIVE, "Cooperative", (2, 4),
             "Cooperative: everyone needs three Success Tokens before the night ends; "
             "hands open.", cooperative=True),
    ModeSpec(DanceCardMode.SOLO, "Solo", (1, 1),
             "Solo: one dancer against the Mix It Up! deck.", cooperative=True),
)


CATALOGUE: tuple[GameEntry, ...] = (
    GameEntry("ddr", "DDR: The Card Game", (2, 4),
              "Step through a 16-beat song with arrow cards; trip your rivals.",
              _ddr, Budget(seconds=0.8, iterations=100), _ddr_content,
              cover=Cover((30, 40, 96), (90, 210, 255)), options=DDR_OPTIONS),
    GameEntry("dance_card", "Dance Card!", (1, 4),
              "Freshman year at the school dance: find your partners on the floor.",
              _dance_card, Budget(seconds=0.8, iterations=16), _dance_card_content,
              modes=DANCE_CARD_MODES, cover=Cover((70, 30, 90), (255, 150, 200)),
              options=DANCE_CARD_OPTIONS),
    GameEntry("ddo", "DDO: The Card Game", (1, 6),
              "Heroes quest together and face the Raid.",
              _ddo, Budget(seconds=0.5, iterations=40), _ddo_content, cooperative=True,
              cover=Cover((34, 50, 40), (220, 190, 110)), options=DDO_OPTIONS),
    GameEntry("beat_by_beat", "Beat by Beat", (2, 4),
              "Build a deck of moves and chain them to the rhythm.",
              _beat_by_beat, Budget(seconds=0.5, iterations=48), _beat_by_beat_content,
              simultaneous=True, cover=Cover((90, 36, 24), (255, 170, 80)),
              options=BEAT_BY_BEAT_DECLARED),
    GameEntry("dancing_queen", "Dancing Queen", (2, 2),
              "Nine two-faced dancers, secret partners, first to four trophies.",
              _dancing_queen, Budget(seconds=0.8, iterations=128), _dancing_queen_content,
              simultaneous=True, cover=Cover((96, 20, 60), (255, 200, 120)),
              options=DANCING_QUEEN_OPTIONS),
)

_BY_ID = {entry.game_id: entry for entry in CATALOGUE}


def entry(game_id: str) -> GameEntry:
    try:
        return _BY_ID[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; the games are: "
                       f"{', '.join(_BY_ID)}") from None


def available_games() -> tuple[str, ...]:
    return tuple(e.game_id for e in CATALOGUE if e.available)


@functools.cache  # rule objects are immutable; load each game's modules once
def load(game_id: str) -> tuple[AnyRules, AnyKnowledge]:
    found = entry(game_id)
    if found.load is None:
        raise KeyError(f"{found.title} is not playable yet")
    return found.load()


def rules(game_id: str) -> AnyRules:
    return load(game_id)[0]


def bot(game_id: str, level: str) -> Bot:
    return make_bot(load(game_id)[1] if level != "random" else None, level)


def check_content(game_id: str) -> ContentError | None:
    """Read the game's content files afresh (uncached): the problem, or None if they load.

    Cheap enough for the launcher to call for every game before showing it."""
    found = entry(game_id)
    if found.content is None:
        return None
    try:
        found.content()
    except ContentError as bad:
        return bad
    return None


def hard_budget(game_id: str) -> Budget:
    return entry(game_id).hard_budget


def previewer(game_id: str) -> AnyPreviewer:
    """The game's previews (game/<id>/preview.py): what a legal action will do, from an
    observation. Imported when first asked for, each module named plainly."""
    entry(game_id)
    if game_id == "ddr":
        from game.ddr.preview import PREVIEWER as ddr  # start-up: loads with the game, when first asked for
        return ddr
    if game_id == "dancing_queen":
        from game.dancing_queen.preview import PREVIEWER as dancing_queen
        return dancing_queen
    if game_id == "beat_by_beat":
        from game.beat_by_beat.preview import PREVIEWER as beat_by_beat
        return beat_by_beat
    if game_id == "dance_card":
        from game.dance_card.preview import PREVIEWER as dance_card
        return dance_card
    from game.ddo.preview import PREVIEWER as ddo
    return ddo


__all__ = ["CATALOGUE", "Cover", "GameEntry", "ModeSpec", "available_games", "bot",
           "check_content", "entry", "hard_budget", "load", "previewer", "rules"]
