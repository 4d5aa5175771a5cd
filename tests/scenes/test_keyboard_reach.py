"""Keys only (issue 25): the launcher's "Learn to play" and "How to play" under each tile, and
the lesson's side buttons (Next, Leave for now, Free game vs Easy), were mouse-only. Now Tab
and Shift+Tab reach each of them and Enter or Space presses it, as on every other screen."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App
from scenes.launcher import LauncherScene
from scenes.learn import LearnScene
from scenes.rules_page import RulesScene
from scenes.toolkit.table import TableScene
from scenes.toolkit.table_tutorial import TutorialTable
from tests.scenes.driving import frames, key

SHIFT = pygame.KMOD_SHIFT


def _launcher(app: App) -> LauncherScene:
    launcher = LauncherScene(app)
    app.stack.clear_to(launcher)
    frames(app)
    return launcher


def _lit_words(app: App, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The labels drawn lit (the keyboard's button; no pointer moves here) on the next frame."""
    from scenes import ui
    lit: list[str] = []
    real = ui.Button.draw

    def draw(self: ui.Button, surface: pygame.Surface, fonts: ui.Fonts, focused: bool = False) -> None:
        if focused or self.hovered:
            lit.append(self.label)
        real(self, surface, fonts, focused)

    monkeypatch.setattr(ui.Button, "draw", draw)
    return lit


def test_tab_reaches_every_tiles_learn_and_how_to_play_and_back(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    launcher = _launcher(app)
    lit = _lit_words(app, monkeypatch)
    seen = []
    app.fonts.clipped.clear()
    for _ in range(len(launcher.tiles) * 3 + len(launcher.buttons)):
        key(app, pygame.K_TAB)
        lit.clear()
        app.draw(app.screen)
        seen.append(tuple(lit))
    learn = [words for words in seen if words == ("Learn to play",)]
    pages = [words for words in seen if words == ("How to play",)]
    assert len(learn) == len(pages) == len(launcher.tiles), seen    # one of each per tile, each lit alone
    assert seen[-1] == (), seen                                     # round again to the first tile
    assert not app.fonts.clipped, app.fonts.clipped                 # a lit button's words stay whole
    key(app, pygame.K_TAB, SHIFT)                                   # Shift+Tab: back to the last button
    lit.clear()
    app.draw(app.screen)
    assert lit == [launcher.buttons[-1].label]


def test_enter_and_space_press_a_tiles_learn_and_how_to_play(app: App) -> None:
    launcher = _launcher(app)
    key(app, pygame.K_RIGHT)                 # the second game
    key(app, pygame.K_TAB)                   # its "Learn to play"
    key(app, pygame.K_RETURN)
    top = app.stack.top
    assert isinstance(top, LearnScene) and top.entry is launcher.entries[1]
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is launcher
    key(app, pygame.K_TAB)                   # on to its "How to play"
    key(app, pygame.K_SPACE)
    assert isinstance(app.stack.top, RulesScene)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_TAB, SHIFT)            # back to "Learn to play", then the tile itself
    key(app, pygame.K_TAB, SHIFT)
    key(app, pygame.K_RETURN)                # the tile: its set-up
    assert type(app.stack.top).__name__ == "SeatSetupScene"


def _lesson_by_keys(app: App) -> TutorialTable:
    """Launcher → Learn to play (Dancing Queen's tile, keys only) → Start the lesson."""
    launcher = _launcher(app)
    index = [e.game_id for e in launcher.entries].index("dancing_queen")
    for _ in range(index):
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, LearnScene)
    key(app, pygame.K_RETURN)                # its first button: start (or go on with) the lesson
    table = app.stack.top
    assert isinstance(table, TutorialTable)
    table.reading = True                     # the steps that play by themselves wait for Next
    frames(app, 2)
    return table


def test_a_lesson_is_played_and_left_with_keys_only(app: App) -> None:
    table = _lesson_by_keys(app)
    guide = table.guide
    for _ in range(40):                      # the learner's steps by Tab and Enter, the others by Next
        table.skip_animations()
        frames(app, 1)
        if table.by_itself():
            break
        if table.waiting_for_learner():
            done = table.run.done
            key(app, pygame.K_TAB)           # the step's move first
            assert table.model.focused() is not None and guide.focus is None
            key(app, pygame.K_RETURN)
            table.skip_animations()
            frames(app, 2)
            assert table.run.done > done
    assert table.by_itself(), "no step played by itself"
    done = table.run.done
    for _ in range(len(table.model.gestures) + 1):   # past any move to the first of the guide's buttons
        key(app, pygame.K_TAB)
        if guide.focus is not None:
            break
    assert guide.buttons(True)[guide.focus or 0] is guide.next_button
    key(app, pygame.K_SPACE)                 # Next
    assert table.run.done == done + 1
    guide.focus = None
    for _ in range(8):                       # Shift+Tab round to "Free game vs Easy" (the last one)
        key(app, pygame.K_TAB, SHIFT)
        if guide.focus is not None and guide.buttons(table.by_itself())[guide.focus] is guide.free_button:
            break
    else:
        raise AssertionError("Shift+Tab never reached the free game button")
    app.fonts.clipped.clear()
    app.draw(app.screen)
    assert not app.fonts.clipped, app.fonts.clipped   # the lit button's words whole beside its ▶
    key(app, pygame.K_ESCAPE)                # Esc lets go of the buttons, the table stays
    assert guide.focus is None and app.stack.top is table
    key(app, pygame.K_TAB, SHIFT)
    assert guide.focus is not None and guide.buttons(table.by_itself())[guide.focus] is guide.free_button
    key(app, pygame.K_RETURN)
    top = app.stack.top
    assert isinstance(top, TableScene) and not isinstance(top, TutorialTable)


def test_leave_for_now_is_pressed_with_keys(app: App) -> None:
    table = _lesson_by_keys(app)
    for _ in range(8):
        key(app, pygame.K_TAB)
        guide = table.guide
        if guide.focus is not None and guide.buttons(table.by_itself())[guide.focus] is guide.leave_button:
            break
    else:
        raise AssertionError("Tab never reached Leave for now")
    app.fonts.clipped.clear()
    app.draw(app.screen)
    assert not app.fonts.clipped, app.fonts.clipped
    key(app, pygame.K_SPACE)
    assert isinstance(app.stack.top, LauncherScene)
