"""Dance Card! (`shared/seeds/001_73f120c87acf16e3.txt`): the Tiled map turned into a Board.

`levels/dance_card.tmx` has two object layers. `locations` holds one rectangle per board
location (object class `location`) with the string properties `kind` and `colour` and
object-link properties `adjacent_1`, `adjacent_2`, … naming its neighbours; Tiled draws
those links as arrows, so adjacency is drawn in the map, and every link must be
returned by the neighbour (adjacency goes both ways). `anchors` holds point objects
(class `anchor`) where standees stand; each belongs to the location it lies in.

This module lives outside `game/` because pytmx imports pygame. It returns the plain
`Board` the engine plays on plus the geometry the table draws.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

from game.dance_card.board import (
    Board,
    BoardError,
    Location,
    build_board,
    make_location,
)

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pytmx  # type: ignore[import-untyped]

LOCATION_LAYER = "locations"
ANCHOR_LAYER = "anchors"
ADJACENT_PREFIX = "adjacent"

Rect = tuple[float, float, float, float]
Point = tuple[float, float]

# Attributes pytmx sets on every object before it reads custom properties; a property
# with one of these names makes pytmx refuse the whole file without saying where.
_OBJECT_ATTRIBUTES = frozenset({"id", "name", "type", "class", "x", "y", "width", "height",
                                "rotation", "gid", "visible", "closed", "template",
                                "custom_types", "parent", "properties", "points"})


@dataclass(frozen=True)
class MapBoard:
    """A board read from a map: the rules' Board plus where each location is drawn."""

    source: str
    board: Board
    size: tuple[int, int]                   # map size in pixels
    areas: tuple[Rect, ...]                 # per location, in board order
    anchors: tuple[tuple[Point, ...], ...]  # per location, in board order


def load_map(path: str | Path) -> MapBoard:
    """Read and check a Tiled map; a malformed one raises BoardError naming the fault."""
    source = str(path)
    _check_xml(Path(path), source)
    try:
        tiled = pytmx.TiledMap(source)
    except Exception as bad:  # noqa: BLE001  (pytmx raises many kinds; all mean "unreadable")
        raise BoardError(source, "the map", "-", f"Tiled map cannot be read ({bad})") from None
    objects = _location_objects(tiled, source)
    by_id = {obj.id: obj for obj in objects}
    locations = [_read_location(obj, source) for obj in objects]
    pairs = _read_adjacency(tiled, objects, by_id, source)
    names = {obj.name: obj for obj in objects}

    def describe(name: str) -> str:
        found = names.get(name)
        return _describe(found) if found is not None else f"location {name!r}"

    board = build_board(source, locations, pairs, describe)
    order = [names[loc.name] for loc in board.locations]
    areas = tuple((float(o.x), float(o.y), float(o.width), float(o.height)) for o in order)
    anchors = _read_anchors(tiled, order, source)
    size = (int(tiled.width * tiled.tilewidth), int(tiled.height * tiled.tileheight))
    return MapBoard(source, board, size, areas, anchors)


def load_board(path: str | Path) -> Board:
    return load_map(path).board


# -- reading ---------------------------------------------------------------------------
def _check_xml(path: Path, source: str) -> None:
    """Catch what pytmx reports without a place: broken XML and reserved property names."""
    try:
        root = ElementTree.parse(path).getroot()
    except FileNotFoundError:
        raise BoardError(source, "the file", "-", "no such file") from None
    except OSError as bad:
        raise BoardError(source, "the file", "-", f"cannot be read ({bad})") from None
    except ElementTree.ParseError as bad:
        line, column = bad.position
        raise BoardError(source, "the file", "-",
                         f"not valid XML (line {line}, column {column})") from None
    if root.tag != "map":
        raise BoardError(source, "the file", "-", "not a Tiled map (no <map> element)")
    for obj in root.iter("object"):
        for prop in obj.iterfind("properties/property"):
            key = prop.get("name", "")
            if key in _OBJECT_ATTRIBUTES or hasattr(pytmx.TiledObject, key):
                where = f"object {obj.get('name', '')!r} (id {obj.get('id', '?')})"
                raise BoardError(source, where, key, "this property name is reserved by "
                                 "the map reader; rename it")


def _kind_of(obj: Any) -> str | None:
    # Tiled 1.8 writes `type=`, Tiled 1.9+ writes `class=`: accept both.
    return obj.type or getattr(obj, "class", None)


def _describe(obj: Any) -> str:
    return f"object {obj.name or ''!r} (id {obj.id})"


def _layer(tiled: Any, name: str, source: str) -> Any:
    for layer in tiled.layers:
        if layer.name == name and isinstance(layer, pytmx.TiledObjectGroup):
            return layer
    raise BoardError(source, f"layer {name!r}", "-", "the map has no object layer with this name")


def _location_objects(tiled: Any, source: str) -> list[Any]:
    found = []
    for obj in _layer(tiled, LOCATION_LAYER, source):
        if _kind_of(obj) != "location":
            raise BoardError(source, _describe(obj), "class", f"is {_kind_of(obj)!r}; every "
                             f"object on the {LOCATION_LAYER!r} layer must be a 'location'")
        if not obj.name:
            raise BoardError(source, _describe(obj), "name", "a location needs a name")
        if getattr(obj, "points", None) is not None or not (obj.width > 0 and obj.height > 0):
            raise BoardError(source, _describe(obj), "shape", "a location must be a rectangle")
        found.append(obj)
    return found


def _read_location(obj: Any, source: str) -> Location:
    for key in ("kind", "colour"):
        if key not in obj.properties:
            raise BoardError(source, _describe(obj), key, "missing")
    return make_location(source, _describe(obj), obj.name, obj.properties["kind"],
                         obj.properties["colour"])


def _links(obj: Any) -> list[tuple[str, Any]]:
    return sorted((key, value) for key, value in obj.properties.items()
                  if key == ADJACENT_PREFIX or key.startswith(ADJACENT_PREFIX + "_"))


def _read_adjacency(tiled: Any, objects: list[Any], by_id: dict[int, Any],
                    source: str) -> list[tuple[str, str]]:
    """Every link resolved to a location and returned by it; pairs in map order."""
    linked: dict[int, set[int]] = {}
    for obj in objects:
        targets = linked.setdefault(obj.id, set())
        for key, value in _links(obj):
            if not isinstance(value, int) or isinstance(value, bool):
                raise BoardError(source, _describe(obj), key,
                                 f"must be an object link to a location, not {value!r}")
            if value == 0:
                raise BoardError(source, _describe(obj), key, "links to nothing")
            if value not in by_id:
                other = tiled.objects_by_id.get(value)
                what = (f"object {other.name or ''!r} (id {value}), which is not a location"
                        if other is not None else f"object id {value}, which does not exist")
                raise BoardError(source, _describe(obj), key, f"dangling link to {what}")
            if value == obj.id:
                raise BoardError(source, _describe(obj), key, "a location cannot be adjacent "
                                 "to itself")
            targets.add(value)
    pairs = []
    for obj in objects:
        for key, value in _links(obj):
            if obj.id not in linked[value]:
                other = by_id[value]
                raise BoardError(source, _describe(obj), key, f"one-way link to {other.name!r}: "
                                 f"{other.name!r} has no link back, and adjacency goes both ways")
            pairs.append((obj.name, by_id[value].name))
    return pairs


def _inside(point: Point, rect: Rect) -> bool:
    x, y = point
    left, top, width, height = rect
    return left <= x <= left + width and top <= y <= top + height


def _read_anchors(tiled: Any, order: list[Any], source: str) -> tuple[tuple[Point, ...], ...]:
    rects = [(float(o.x), float(o.y), float(o.width), float(o.height)) for o in order]
    anchors: list[list[Point]] = [[] for _ in order]
    for obj in _layer(tiled, ANCHOR_LAYER, source):
        if _kind_of(obj) != "anchor":
            raise BoardError(source, _describe(obj), "class", f"is {_kind_of(obj)!r}; every "
                             f"object on the {ANCHOR_LAYER!r} layer must be an 'anchor'")
        point = (float(obj.x), float(obj.y))
        homes = [i for i, rect in enumerate(rects) if _inside(point, rect)]
        if len(homes) != 1:
            where = "no location" if not homes else "more than one location"
            raise BoardError(source, _describe(obj), "position",
                             f"the anchor at ({point[0]:g}, {point[1]:g}) lies in {where}")
        anchors[homes[0]].append(point)
    for obj, points in zip(order, anchors):
        if not points:
            raise BoardError(source, _describe(obj), "anchors",
                             "no standee anchor lies in this location")
    # Reading order (top to bottom, left to right) so standees fill a location tidily.
    return tuple(tuple(sorted(points, key=lambda p: (p[1], p[0]))) for points in anchors)
