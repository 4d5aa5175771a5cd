"""Driving the app in tests: frames with posted events, drags, clicks and keys."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from scenes.app import App

if TYPE_CHECKING:
    import pytest

    from scenes.toolkit.table import TableScene


def frames(app: App, count: int = 1, events: list[pygame.event.Event] | None = None) -> None:
    """Run frames; the first one gets `events` (posted mouse events do not move the pointer)."""
    app.step(1 / 60, events or [])
    for _ in range(count - 1):
        app.step(1 / 60, [])


def settle(app: App, limit: int = 240) -> None:
    """Run frames until the top table's cards stop moving."""
    from scenes.toolkit.table import TableScene
    for _ in range(limit):
        app.step(1 / 60, [])
        top = app.stack.top
        if not isinstance(top, TableScene) or not top.animating:
            return


def mouse(kind: int, pos: tuple[float, float], button: int = 1) -> pygame.event.Event:
    pos = (int(pos[0]), int(pos[1]))
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    return pygame.event.Event(kind, pos=pos, button=button)


def drag(app: App, start: tuple[float, float], end: tuple[float, float]) -> None:
    """Press, move in steps, release: one frame per event, as a hand would."""
    frames(app, 1, [mouse(pygame.MOUSEBUTTONDOWN, start)])
    for t in (0.25, 0.5, 0.75, 1.0):
        point = (start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t)
        frames(app, 1, [mouse(pygame.MOUSEMOTION, point)])
    frames(app, 1, [mouse(pygame.MOUSEBUTTONUP, end)])


def click(app: App, pos: tuple[float, float], button: int = 1) -> None:
    frames(app, 1, [mouse(pygame.MOUSEBUTTONDOWN, pos, button), mouse(pygame.MOUSEBUTTONUP, pos, button)])


def key(app: App, code: int, mod: int = 0) -> None:
    frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="")])


def spy_checks(table: "TableScene", monkeypatch: "pytest.MonkeyPatch") -> list[str]:
    """Record every action the table asks the engine to check (a refused drop is one)."""
    seen: list[str] = []
    original = type(table.rules).check

    def check(state: Any, action: Any) -> Any:
        seen.append(str(action))
        return original(table.rules, state, action)

    monkeypatch.setattr(table.rules, "check", check)
    return seen


def one_gesture_each(view: Any, obs: Any, seat: int, names: tuple[str, ...], legal: list[Any]) -> set[str]:
    """Check that every legal action has exactly one gesture on the table laid out for
    `seat`: a drag (source, target, variant) or a labelled button, each used once, each on
    a place the layout draws, and a drop read back by `candidate` as that same action.
    Returns the verbs seen, so a test can say which kinds of move it reached."""
    layout = view.layout(obs, seat, names, (960, 720))
    places = {z.key for z in layout.zones} | {c.key for c in layout.cards}
    gestures = view.gestures(obs, legal)
    assert sorted(str(g.action) for g in gestures) == sorted(map(str, legal))
    hands = [(g.source, g.target, g.variant) for g in gestures if g.target is not None]
    assert len(hands) == len(set(hands)), hands            # one action per hand move
    labels = [g.label for g in gestures if g.target is None]
    assert len(labels) == len(set(labels)), labels         # buttons say different things
    for gesture in gestures:
        assert gesture.source in places | {None} and gesture.target in places | {None}, gesture
        if gesture.target is not None:
            assert view.candidate(obs, gesture.source, gesture.target, gesture.variant) == gesture.action
    return {str(g.action).split()[0] for g in gestures}
