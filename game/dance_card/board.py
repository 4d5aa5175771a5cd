"""Dance Card! (rule document `shared/seeds/001_73f120c87acf16e3.txt`): the board as plain data.

The gym has eight locations of three kinds: dance floors (Dance actions), chat spots
(Chat actions) and nerve spots (Nerve actions). The rule document names them and fixes
some adjacency through its examples; the rest is designed in `levels/dance_card.tmx`
and explained in `docs/rules/dance_card.md`. A `Board` is what the engine plays on: no
pixels and no pytmx here. `boards/tiled.py` builds one from the Tiled map and
`board.json` next to this module is that map's export, which the engine reads so that
`python -m game sim` runs without pytmx (a test keeps the two equal).
"""

from __future__ import annotations

import enum
from collections import deque
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core.json_files import UnreadableFile, read_json_file

BOARD_JSON = Path(__file__).with_name("board.json")
BOARD_BYTES = 1024 * 1024   # the board is about 1 KB


class Kind(enum.Enum):
    """What a location is for: which action may be taken there."""

    DANCE_FLOOR = "dance floor"
    CHAT_SPOT = "chat spot"
    NERVE_SPOT = "nerve spot"


KIND_NAMES = ", ".join(k.value for k in Kind)
COLOURS = ("blue", "green", "yellow", "pink")  # the four student colours (music preference)
NO_COLOUR = "none"

# The eight locations the rule document names, with their kind, colour and the number of
# students set up on each (step 5 of the set-up).
REQUIRED: Mapping[str, tuple[Kind, str, int]] = {
    "Refreshments": (Kind.CHAT_SPOT, NO_COLOUR, 8),
    "Bleachers": (Kind.CHAT_SPOT, NO_COLOUR, 8),
    "Blue Dance Floor": (Kind.DANCE_FLOOR, "blue", 3),
    "Green Dance Floor": (Kind.DANCE_FLOOR, "green", 3),
    "Yellow Dance Floor": (Kind.DANCE_FLOOR, "yellow", 3),
    "Pink Dance Floor": (Kind.DANCE_FLOOR, "pink", 3),
    "Janitor's Office": (Kind.NERVE_SPOT, NO_COLOUR, 2),
    "Restrooms": (Kind.NERVE_SPOT, NO_COLOUR, 2),
}

# Pairs the rule document's examples require to be adjacent (the Phoenix, Maxine, Nate
# and Steven examples); a map without one of them would contradict the document.
REQUIRED_ADJACENT: tuple[tuple[str, str], ...] = (
    ("Bleachers", "Yellow Dance Floor"),
    ("Yellow Dance Floor", "Green Dance Floor"),
    ("Refreshments", "Blue Dance Floor"),
    ("Refreshments", "Restrooms"),
    ("Green Dance Floor", "Blue Dance Floor"),
)
# Pairs the examples require to be apart: Steven needs two Moves from the Blue Dance Floor
# to the Restrooms.
REQUIRED_APART: tuple[tuple[str, str], ...] = (("Blue Dance Floor", "Restrooms"),)


class BoardError(ValueError):
    """A malformed board; the message names the source, the object and the field."""

    def __init__(self, source: str, where: str, field_name: str, problem: str) -> None:
        self.source, self.where, self.field_name, self.problem = source, where, field_name, problem
        field_part = f", field '{field_name}'" if field_name != "-" else ""
        super().__init__(f"{source}: {where}{field_part}: {problem}")


@dataclass(frozen=True)
class Location:
    name: str
    kind: Kind
    colour: str  # one of COLOURS for a dance floor, NO_COLOUR elsewhere

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "kind": self.kind.value, "colour": self.colour}


@dataclass(frozen=True)
class Board:
    """Locations in map order and the adjacent pairs (each pair once, map order)."""

    locations: tuple[Location, ...]
    adjacent: tuple[tuple[str, str], ...]
    _index: Mapping[str, int] = field(init=False, repr=False, compare=False, hash=False)
    _neighbours: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False,
                                                     hash=False)
    _distance: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False,
                                                   hash=False)

    def __post_init__(self) -> None:
        # Derived lookups are cached once: the engine asks them in its inner loop.
        index = {loc.name: i for i, loc in enumerate(self.locations)}
        links: list[list[int]] = [[] for _ in self.locations]
        for a, b in self.adjacent:
            links[index[a]].append(index[b])
            links[index[b]].append(index[a])
        neighbours = tuple(tuple(sorted(set(n))) for n in links)
        object.__setattr__(self, "_index", index)
        object.__setattr__(self, "_neighbours", neighbours)
        object.__setattr__(self, "_distance", tuple(_distances(neighbours, start)
                                                    for start in range(len(neighbours))))

    # -- lookups ----------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self.locations)

    def index(self, name: str) -> int:
        try:
            return self._index[name]
        except KeyError:
            raise KeyError(f"the board has no location named {name!r}") from None

    def find(self, text: str) -> int | None:
        """A location by name, ignoring case; also by its first word ("blue", "janitor's")."""
        wanted = text.strip().lower()
        for i, loc in enumerate(self.locations):
            if loc.name.lower() == wanted:
                return i
        starts = [i for i, loc in enumerate(self.locations)
                  if loc.name.lower().split()[0] == wanted]
        return starts[0] if len(starts) == 1 else None

    def name(self, index: int) -> str:
        return self.locations[index].name

    def kind(self, index: int) -> Kind:
        return self.locations[index].kind

    def neighbours(self, index: int) -> tuple[int, ...]:
        return self._neighbours[index]

    def are_adjacent(self, a: int, b: int) -> bool:
        return b in self._neighbours[a]

    def distance(self, a: int, b: int) -> int:
        return self._distance[a][b]

    def of_kind(self, kind: Kind) -> tuple[int, ...]:
        return tuple(i for i, loc in enumerate(self.locations) if loc.kind is kind)

    def setup_count(self, index: int) -> int:
        return REQUIRED[self.locations[index].name][2]

    # -- data -------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {"locations": [loc.to_json() for loc in self.locations],
                "adjacent": [list(pair) for pair in self.adjacent]}

    @staticmethod
    def from_json(data: Any, source: str = "board") -> Board:
        if not isinstance(data, dict):
            raise BoardError(source, "the board", "locations", "expected a JSON object")
        raw_locations = data.get("locations")
        raw_pairs = data.get("adjacent")
        if not isinstance(raw_locations, list):
            raise BoardError(source, "the board", "locations", "expected a list of locations")
        if not isinstance(raw_pairs, list):
            raise BoardError(source, "the board", "adjacent", "expected a list of pairs")
        locations = []
        for number, raw in enumerate(raw_locations, start=1):
            where = f"location {number}"
            if not isinstance(raw, dict) or not isinstance(raw.get("name"), str):
                raise BoardError(source, where, "name", "expected an object with a text name")
            where = f"location {raw['name']!r}"
            locations.append(make_location(source, where, raw["name"], raw.get("kind"),
                                           raw.get("colour")))
        pairs = []
        for number, pair in enumerate(raw_pairs, start=1):
            if (not isinstance(pair, list) or len(pair) != 2
                    or not all(isinstance(p, str) for p in pair)):
                raise BoardError(source, f"adjacent pair {number}", "adjacent",
                                 "expected a pair of location names")
            pairs.append((pair[0], pair[1]))
        return build_board(source, locations, pairs, lambda name: f"location {name!r}")


def make_location(source: str, where: str, name: str, kind: Any, colour: Any) -> Location:
    """A location from text fields, refusing unknown kinds and colours."""
    try:
        found = Kind(kind)
    except ValueError:
        raise BoardError(source, where, "kind",
                         f"unknown kind {kind!r} (expected {KIND_NAMES})") from None
    if colour not in COLOURS and colour != NO_COLOUR:
        raise BoardError(source, where, "colour", f"unknown colour {colour!r} (expected "
                         f"{', '.join(COLOURS)} or {NO_COLOUR})")
    return Location(name, found, colour)


def build_board(source: str, locations: Iterable[Location], pairs: Iterable[tuple[str, str]],
                describe: Callable[[str], str]) -> Board:
    """Check the rule document's facts about the board and build it.

    `describe(name)` says where a location comes from (a Tiled object, a JSON entry) so
    errors point at it.
    """
    locations = tuple(locations)
    names = [loc.name for loc in locations]
    for loc in locations:
        if names.count(loc.name) > 1:
            raise BoardError(source, describe(loc.name), "name", "two locations share this name")
        if loc.name not in REQUIRED:
            raise BoardError(source, describe(loc.name), "name",
                             f"not a location of the game (expected one of {', '.join(REQUIRED)})")
        kind, colour, _ = REQUIRED[loc.name]
        if loc.kind is not kind:
            raise BoardError(source, describe(loc.name), "kind",
                             f"is {loc.kind.value!r} but this location is a {kind.value}")
        if loc.colour != colour:
            raise BoardError(source, describe(loc.name), "colour",
                             f"is {loc.colour!r} but this location's colour is {colour!r}")
    for name in REQUIRED:
        if name not in names:
            raise BoardError(source, f"location {name!r}", "name", "missing from the map")
    kept: list[tuple[str, str]] = []
    seen: set[frozenset[str]] = set()
    for a, b in pairs:
        for end in (a, b):
            if end not in names:
                raise BoardError(source, describe(a if end == b else b), "adjacent",
                                 f"names {end!r}, which is not a location on the map")
        if a == b:
            raise BoardError(source, describe(a), "adjacent", "a location cannot be adjacent "
                             "to itself")
        key = frozenset((a, b))
        if key not in seen:
            seen.add(key)
            first, second = sorted((a, b), key=names.index)
            kept.append((first, second))
    for a, b in REQUIRED_ADJACENT:
        if frozenset((a, b)) not in seen:
            raise BoardError(source, describe(a), "adjacent", f"must be adjacent to {b!r} "
                             "(the rule document's examples move students between them)")
    for a, b in REQUIRED_APART:
        if frozenset((a, b)) in seen:
            raise BoardError(source, describe(a), "adjacent", f"must not be adjacent to {b!r} "
                             "(the rule document's Nerve example needs two Moves between them)")
    kept.sort(key=lambda pair: (names.index(pair[0]), names.index(pair[1])))
    board = Board(locations, tuple(kept))
    unreachable = [board.name(i) for i in range(len(board)) if board.distance(0, i) < 0]
    if unreachable:
        raise BoardError(source, describe(unreachable[0]), "adjacent", "cannot be reached "
                         f"from {board.name(0)!r}: every location must be reachable")
    return board


def _distances(neighbours: tuple[tuple[int, ...], ...], start: int) -> tuple[int, ...]:
    """Fewest Moves from `start` to each location (-1: unreachable)."""
    found = [-1] * len(neighbours)
    found[start] = 0
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for there in neighbours[here]:
            if found[there] < 0:
                found[there] = found[here] + 1
                queue.append(there)
    return tuple(found)


def load_board(path: Path = BOARD_JSON) -> Board:
    """The board the engine plays on: the committed export of `levels/dance_card.tmx`."""
    try:  # the app's one JSON reader: bounded, and never a RecursionError
        data = read_json_file(Path(path), "board", BOARD_BYTES)
    except UnreadableFile as bad:
        raise BoardError(str(path), "the file", "-", bad.reason) from None
    return Board.from_json(data, str(path))
