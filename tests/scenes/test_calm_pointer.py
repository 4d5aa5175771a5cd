"""Calm under the pointer (issue 25): a hover zoom opens over nothing the next click needs,
a hand keeps the cards under the pointer still after one leaves it, a refusal's toast goes
within five seconds, and a result panel lets nothing of the table read through."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App
from scenes.toolkit.table import TableScene, open_match
from scenes.toolkit.table_input import HOVER_ZOOM_SECONDS
from tests.scenes.driving import frames, mouse
from tests.scenes.state_snapshot import advance
from tests.scenes.table_positions import positions


def _seated(app: App, position: object) -> TableScene:
    table = open_match(app, position.match(), autosave=False)  # type: ignore[attr-defined]
    actor = table.model.actor
    assert actor is not None
    table.hand_over(actor)
    table.skip_animations()
    advance(app, 1)
    return table


def _needed(table: TableScene, hovered: str) -> list[tuple[str, pygame.Rect]]:
    """What the next click may need: every legal move's places, the side buttons, the hovered card."""
    board, found = table.board, [("the hovered card", table.board.sprites[hovered].rect)]
    for gesture in table.model.gestures:
        for place in (gesture.source, gesture.target):
            area = board.area_of(place) if place is not None else None
            if area is not None:
                found.append((f"{gesture.label} ({place})", area))
    found += [(button.label, button.rect) for button, _ in table.input.buttons]
    found.append(("the replay button", table.input.replay_button.rect))
    return found


@pytest.mark.parametrize("game_id", ["dancing_queen", "dance_card", "ddo", "ddr", "beat_by_beat"])
def test_a_hover_zoom_covers_nothing_the_next_click_needs(app: App, game_id: str) -> None:
    shown = 0
    for position in positions(game_id)[:4]:
        table = _seated(app, position)
        for key in list(table.board.sprites)[::3]:
            if key not in table.board.sprites or table.board.sprites[key].busy:
                continue
            point = table.board.sprites[key].rect.center
            frames(app, 1, [mouse(pygame.MOUSEMOTION, point)])
            if table.input.hover_key != key:
                continue
            app.step(HOVER_ZOOM_SECONDS + 0.05, [], waited=True)
            if table.input.zoomed() is None:
                continue
            box = table.input.zoom_place.box  # type: ignore[union-attr]
            shown += 1
            for what, rect in _needed(table, key):
                assert not box.colliderect(rect), f"{position}: the zoom of {key} covers {what}"
        frames(app, 1, [mouse(pygame.MOUSEMOTION, (5, 700))])
    assert shown, "no hover zoom opened at all"


def test_a_refusal_goes_within_five_seconds(app: App) -> None:
    table = _seated(app, positions("dancing_queen")[0])
    table.refuse("Not now.")
    app.step(4.9, [], waited=True)
    assert table.toast is not None
    app.step(0.2, [], waited=True)
    assert table.toast is None



def test_the_game_over_panel_lets_nothing_read_through(app: App) -> None:
    """Drawn over white and over black, the end panel's own pixels are the same."""
    from scenes.end import EndScene
    from tests.scenes.table_positions import finished_match
    table = open_match(app, finished_match("dancing_queen"), autosave=False)
    end = EndScene(app, table)
    width, height = app.screen_size
    box = pygame.Rect(width - 520, 56, 510, height - 66)
    shots = []
    for fill in ((255, 255, 255), (0, 0, 0)):
        surface = pygame.Surface((width, height))
        surface.fill(fill)
        end.draw(surface)
        shots.append([surface.get_at((x, y)) for x in range(box.left + 14, box.right - 14, 37)
                      for y in range(box.top + 14, box.bottom - 14, 41)])
    assert shots[0] == shots[1]


def test_a_hand_keeps_still_under_the_pointer_until_it_leaves(app: App) -> None:
    """Beat by Beat's opening draw: giving one card up leaves the others where they were (the
    next click lands on a card, not in a gap); once the pointer leaves, the hand closes up."""
    from scenes.flow import start_game
    from tests.scenes.driving import click, settle
    table = start_game(app, "beat_by_beat", ("Ana", "Bo"), ("human", "normal"), seed=3, autosave=False)
    settle(app)
    gesture = next(g for g in table.model.gestures if g.label.startswith("Give up"))
    assert gesture.target is not None
    zone = table.board.sprites[gesture.target].spot.zone
    before = {k: tuple(s.home) for k, s in table.board.sprites.items() if s.spot.zone == zone and k != gesture.target}
    click(app, table.board.sprites[gesture.target].rect.center)
    settle(app)
    assert len(table.match.steps) == 1
    after = {k: tuple(s.home) for k, s in table.board.sprites.items() if k in before}
    assert after == before
    frames(app, 1, [mouse(pygame.MOUSEMOTION, (5, 700))])
    settle(app)
    assert {k: tuple(s.home) for k, s in table.board.sprites.items() if k in before} != before


@pytest.mark.parametrize("game_id", ["dancing_queen", "dance_card", "ddo", "ddr", "beat_by_beat"])
def test_a_table_waiting_for_a_human_asks_for_no_frames(app: App, game_id: str) -> None:
    """At rest, with a card chosen and thought over, nothing is due: the app draws nothing
    until an event (a lit place's frame no longer pulses while a chosen card waits)."""
    chosen = 0
    for position in positions(game_id)[:3]:
        table = _seated(app, position)
        sources = sorted(table.model.sources(table.board.sprites))
        if sources:
            table.model.hand.selected = sources[0]
            table.model.pick_up(sources[0])
            chosen += 1
        while table._warm:           # the card pictures made ahead, one a frame, come first
            app.step(1 / 60, [])
        for _ in range(4):
            app.step(3.0, [], waited=True)
        assert app.stack.wake_in() is None, f"{position}: the table asks for a frame in {app.stack.wake_in()} s"
    assert chosen
