"""The table shows the engine's preview of the move under the hand: a card held over a
place it may go, and each move Tab lists (scenes/toolkit/table_preview.py)."""

from __future__ import annotations

import pygame

from game import registry
from game.ddr.notation import PlayStep
from scenes.app import App
from scenes.toolkit.table import TableScene
from tests.scenes.ddr_driving import position, spot
from tests.scenes.driving import frames, key, mouse

ANA = ("U/perfect", "D/great", "L/good", "R/good", "freeze")
BO = ("L/good", "R/good", "U/good", "D/good", "miss")


def _to_steps(app: App, table: TableScene) -> None:
    """Keep the hand as dealt: the steps come next."""
    for _ in range(4):
        if any(isinstance(g.action, PlayStep) for g in table.model.gestures):
            return
        keep = next(g.action for g in table.model.gestures if str(g.action) == "keep")
        table.play(keep)
        frames(app, 30)
    raise AssertionError("no step to play")


def test_a_card_held_over_its_place_shows_the_engines_preview_misstep_included(app: App) -> None:
    table = position(app, ("first-light", "bobs-encore"), (ANA, BO))
    _to_steps(app, table)
    previewer = registry.previewer("ddr")
    steps = [g for g in table.model.gestures if isinstance(g.action, PlayStep)]
    wrong = next(g for g in steps if "misstep: −2" in
                 previewer.preview(table.model.observation, g.action, table.model.plan.names).text)
    start, end = spot(table, wrong.source), spot(table, wrong.target)
    frames(app, 1, [mouse(pygame.MOUSEBUTTONDOWN, start)])
    for t in (0.3, 0.6, 1.0):
        frames(app, 1, [mouse(pygame.MOUSEMOTION, (start[0] + (end[0] - start[0]) * t,
                                                  start[1] + (end[1] - start[1]) * t))])
    assert table.preview.gesture is not None and table.preview.gesture.action == wrong.action
    assert table.preview.preview is not None and "misstep: −2" in table.preview.preview.text
    surface = pygame.Surface(app.screen_size)
    table.draw(surface)
    assert table.preview.box(app.fonts, surface.get_height()) is not None
    key_esc = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")
    frames(app, 2, [key_esc])
    assert table.preview.preview is None          # the card went home: nothing is previewed
    assert not table.match.steps[-1:] or not isinstance(table.match.steps[-1].action, PlayStep)


def test_each_move_tab_lists_shows_its_preview(app: App) -> None:
    table = position(app, ("first-light", "bobs-encore"), (ANA, BO))
    _to_steps(app, table)
    previewer = registry.previewer("ddr")
    seen = 0
    for _ in range(len(table.model.gestures)):
        key(app, pygame.K_TAB)
        focused = table.model.focused()
        assert focused is not None and table.preview.gesture is focused
        assert table.preview.preview == previewer.preview(table.model.observation, focused.action,
                                                          table.model.plan.names)
        seen += table.preview.preview is not None and bool(table.preview.preview.text)
    assert seen >= 3


def test_a_choice_button_under_the_pointer_says_what_it_will_do_undo_included(app: App) -> None:
    table = position(app, ("first-light", "bobs-encore"), (ANA, BO))
    draw = next(b for b, g in table.input.buttons if g is not None and str(g.action) == "draw")
    frames(app, 2, [mouse(pygame.MOUSEMOTION, draw.rect.center)])
    shown = table.preview.preview
    assert table.preview.gesture is not None and str(table.preview.gesture.action) == "draw"
    assert shown is not None and shown.text[-1] == "draws cards: cannot be undone"
    box = table.preview.box(app.fonts, app.screen_size[1])
    assert box is not None and box[0].right <= draw.rect.left   # beside the button, on the table's edge
