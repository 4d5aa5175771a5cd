"""A comparable picture of everything an object holds, for "draw changes nothing".

`snapshot(obj)` walks an object's attributes (lists, dicts, sets, vectors, rects, and any
object's `vars`) into plain tuples; a frozen dataclass (a game state, an observation, a
layout) cannot change, so only which one is held is noted. It leaves out what drawing may rightly
fill — pixels (surfaces, fonts, the card painter's cache), and the attributes a class names
in `DRAW_CACHES` — and what is no part of a screen's state (threads, processes, locks, the
app a scene is given, its sounds and saver). Two snapshots taken before and after a `draw`
must be equal; `advance` moves scenes on without drawing, so the first draw is looked at too.
"""

from __future__ import annotations

import enum
import functools
import types
from typing import Any

import pygame
from pygame.math import Vector2

from scenes.app import App
from scenes.services.saving import Saver
from scenes.services.sound import Sounds
from scenes.toolkit.cards import CardPainter
from scenes.ui import Fonts

PIXELS = (pygame.Surface, pygame.font.Font, Fonts, CardPainter)
NOT_STATE_MODULES = ("threading", "_thread", "multiprocessing", "queue", "subprocess", "logging")


PLAIN = (bool, int, float, str, bytes, type(None))


def snapshot(value: Any) -> Any:
    """The picture of `value` (the app itself only when it is what is looked at)."""
    if isinstance(value, App):
        fields = _fields(value) or []
        caches = set(getattr(App, "DRAW_CACHES", ()))
        seen = {id(value)}
        return ("App", tuple((name, _walk(item, seen)) for name, item in fields if name not in caches))
    return _walk(value, set())


def _walk(value: Any, seen: set[int]) -> Any:
    if type(value) in PLAIN or isinstance(value, enum.Enum):
        return value
    if isinstance(value, Vector2):
        return ("Vector2", value.x, value.y)
    if isinstance(value, (pygame.Rect, pygame.FRect)):
        return ("Rect", tuple(value))
    if isinstance(value, PIXELS):
        return ("pixels", type(value).__name__)
    if isinstance(value, (App, Sounds, Saver)):   # the app and its services: no screen's state
        return ("service", type(value).__name__)
    if isinstance(value, (types.FunctionType, types.MethodType, types.BuiltinFunctionType, functools.partial)):
        return ("callable", getattr(value, "__qualname__", type(value).__name__))
    if type(value).__module__.split(".")[0] in NOT_STATE_MODULES:
        return ("not state", type(value).__name__)
    if _frozen(value):   # a value that cannot change: only which one is held can
        return ("frozen", type(value).__name__, id(value))
    if id(value) in seen:
        return ("seen", type(value).__name__)
    seen.add(id(value))
    if isinstance(value, (list, tuple)):
        return (type(value).__name__, tuple(_walk(item, seen) for item in value))
    if isinstance(value, dict):
        return ("dict", tuple((_walk(k, seen), _walk(v, seen)) for k, v in value.items()))
    if isinstance(value, (set, frozenset)):
        return ("set", tuple(sorted(repr(_walk(item, seen)) for item in value)))
    caches = set(getattr(type(value), "DRAW_CACHES", ()))
    fields = _fields(value)
    if fields is None:
        return ("repr", repr(value))
    return (type(value).__name__, tuple((name, _walk(item, seen)) for name, item in fields if name not in caches))


def _frozen(value: Any) -> bool:
    params = getattr(type(value), "__dataclass_params__", None)
    return params is not None and params.frozen


def _fields(value: Any) -> list[tuple[str, Any]] | None:
    found: dict[str, Any] = {}
    if hasattr(value, "__dict__"):
        found.update(vars(value))
    for klass in type(value).__mro__:
        for name in getattr(klass, "__slots__", ()):
            if hasattr(value, name) and name not in found:
                found[name] = getattr(value, name)
    if not found and not hasattr(value, "__dict__"):
        return None
    return sorted(found.items())


def differences(before: Any, after: Any, path: str = "") -> list[str]:
    """Where two snapshots first part, as an attribute path and the two pictures there."""
    if before == after:
        return []
    if isinstance(before, tuple) and isinstance(after, tuple) and len(before) == len(after):
        for index, (b, a) in enumerate(zip(before, after)):
            if b != a:
                name = b[0] if isinstance(b, tuple) and b and isinstance(b[0], str) else str(index)
                return differences(b, a, f"{path}.{name}")
    return [f"{path}: {str(before)[:200]} -> {str(after)[:200]}"]


def advance(app: App, frames: int = 1) -> None:
    """Frames of update alone (no drawing), as many as asked."""
    for _ in range(frames):
        app.stack.update(1 / 60)
