"""Driving DDR's table in tests: stacked positions, and making a chosen move by mouse or by keys."""

from __future__ import annotations

from typing import Any

import pygame

from game import registry
from game.core.contract import GameConfig
from game.core.records import Match
from game.ddr.content import catalogue
from scenes.app import App
from scenes.flow import open_match
from scenes.menus import CurtainScene
from scenes.toolkit.table import TableScene
from scenes.toolkit.view import Gesture
from tests.scenes.driving import click, frames, key, settle


def stacked_deck(*hands: tuple[str, ...]) -> tuple[str, ...]:
    """The whole deck with these hands on top, dealt in seat order."""
    rest = list(catalogue().deck)
    top: list[str] = []
    for hand in hands:
        for card in hand:
            rest.remove(card)
            top.append(card)
    return tuple(top) + tuple(rest)


def position(app: App, songs: tuple[str, ...], hands: tuple[tuple[str, ...], ...],
             kinds: tuple[str, ...] | None = None) -> TableScene:
    """A game with songs chosen and hands dealt; the first human takes the device."""
    rules = registry.rules("ddr")
    names = ("Ana", "Bo", "Cy", "Di")[:len(songs)]
    config = GameConfig.make(len(songs), songs=songs, first=0, deck=stacked_deck(*hands))
    match = Match(rules, config, 3, names, kinds or ("human",) * len(songs))
    table = open_match(app, match, autosave=False)
    lift(app)
    return table


def lift(app: App) -> None:
    """Let the cards land and the curtain come down (if it will), then click it away."""
    settle(app)
    frames(app, 3)
    while isinstance(app.stack.top, CurtainScene):
        click(app, (640, 360))
        frames(app, 2)
    settle(app)


def steps(table: TableScene) -> list[str]:
    return [str(step.action) for step in table.match.steps]


def gesture_for(table: TableScene, action: Any) -> Gesture:
    found = [g for g in table.model.gestures if g.action == action]
    assert len(found) == 1, f"{action} has {len(found)} gestures on the table"
    return found[0]


def spot(table: TableScene, key_: str) -> tuple[int, int]:
    if key_ in table.board.sprites:
        pos = table.board.sprites[key_].pos
        return int(pos.x), int(pos.y)
    centre = table.board.zones[key_].area.center
    return int(centre[0]), int(centre[1])


def mouse_make(app: App, table: TableScene, gesture: Gesture) -> None:
    """Make a move as a hand would: a button, a click, or a drag (turning the card with the right button)."""
    if gesture.source is None and gesture.target is None:
        button = next(b for b, g in table.input.buttons if g is gesture)
        click(app, button.rect.center)
        return
    end = spot(table, gesture.target) if gesture.target is not None else (480, 300)
    if gesture.source is None:
        click(app, end)
        return
    start = spot(table, gesture.source)
    frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0], start[1] - 40), rel=(0, 0),
                                       buttons=(1, 0, 0))])
    for _ in range(4):
        if table.model.hand.variant == gesture.variant:
            break
        frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(start[0], start[1] - 40), button=3)])
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))])
    frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])


def keyboard_make(app: App, table: TableScene, gesture: Gesture) -> None:
    """Tab (or Shift+Tab, whichever is shorter) to the move, then Enter; the presses of one
    move arrive within a frame, as a quick typist's would."""
    index = table.model.gestures.index(gesture)
    count = len(table.model.gestures)
    forward = index + 1 <= count - index
    presses = index + 1 if forward else count - index
    mod = 0 if forward else pygame.KMOD_SHIFT
    frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=mod, unicode="")
                    for _ in range(presses)])
    assert table.model.focused() is gesture
    key(app, pygame.K_RETURN)
