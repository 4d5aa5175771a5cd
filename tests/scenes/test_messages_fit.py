"""Every message fits its box (issue 23 #8): the "could not be read" box printed a save's
whole path on one line, off the window. Long paths and long words wrap, a long message
gets a smaller type or a taller box, and nothing is cut or drawn off the screen."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from scenes.app import App
from scenes.menus import MessageScene, PauseScene
from scenes.saves import set_aside_unreadable
from tests.scenes.driving import frames

DEEP = "/home/someone/" + "/".join(f"a-rather-long-folder-name-{i}" for i in range(12))
WORD = "Supercalifragilisticexpialidocious" * 6
PROBLEM = (f"{DEEP}/saves/ddr-20261127-094535-8d36d0.json: field 'names[0]' must be texts of at most "
           "64 characters, not a text of 3,000 characters")


def _messages(home: Path) -> list[tuple[str, str]]:
    save = home / "data" / "saves" / ("x" * 180 + ".json")
    save.parent.mkdir(parents=True, exist_ok=True)
    save.write_text("{", encoding="utf-8")
    one = set_aside_unreadable(save, PROBLEM)
    return [("Continue", one),
            ("Continue", "\n".join([one] * 4)),                 # several saves set aside at once
            ("Dance Card! cannot be loaded", f"{WORD} {WORD}\n{DEEP}"),
            ("Dance Card! cannot be loaded", "A file of the game is damaged.\n" + PROBLEM * 3)]


@pytest.mark.parametrize("which", range(4))
def test_every_message_box_fits_its_words(app: App, home: Path, which: int) -> None:
    title, words = _messages(home)[which]
    app.fonts.clipped.clear()
    scene = MessageScene(app, title, words)
    app.stack.push(scene)
    frames(app, 2)
    screen = app.screen.get_rect()
    assert not app.fonts.clipped, sorted(app.fonts.clipped)[:2]
    assert screen.contains(scene.box) and scene.box.contains(scene.column.buttons[0].rect)
    assert scene.text_bottom <= scene.column.buttons[0].rect.top


def test_a_notice_and_the_pause_note_fit_too(app: App) -> None:
    from scenes.flow import start_game
    app.fonts.clipped.clear()
    app.notify(f"Autosave failed: the folder {DEEP} cannot be written (No space left on device). "
               "Play goes on, but this game is not being kept.")
    frames(app, 2)
    assert not app.fonts.clipped
    table = start_game(app, "dancing_queen", ("Ana", "Bo"), ("human", "human"), seed=2)
    pause = PauseScene(app, table)
    pause.note = f"Could not save: the folder {DEEP} cannot be written (Permission denied)."
    app.stack.push(pause)
    frames(app, 2)
    assert not app.fonts.clipped, sorted(app.fonts.clipped)[:2]


def test_a_word_wider_than_its_place_is_broken_not_cut(app: App) -> None:
    lines = app.fonts.wrap(f"kept as {DEEP}/x.json, read it", 17, 300)
    assert all(app.fonts.font(17).size(line)[0] <= 300 for line in lines)
    assert "".join(lines).replace(" ", "") == f"keptas{DEEP}/x.json,readit"
    assert any(line.endswith("/") for line in lines)           # a path breaks after a slash


def test_many_unreadable_saves_are_told_in_one_box_that_fits(app: App) -> None:
    from scenes.flow import continue_game
    from scenes.paths import saves_dir
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for number in range(9):
        (folder / f"broken-{number}-{'y' * 60}.json").write_text("{", encoding="utf-8")
    problem = continue_game(app)
    assert problem is not None and problem.count("could not be read") == 4 and "6 more saved games" in problem
    assert len(list(folder.glob("*.unreadable.json"))) == 9          # every one is kept aside
    app.fonts.clipped.clear()
    app.stack.push(MessageScene(app, "Continue", problem))
    frames(app, 2)
    assert not app.fonts.clipped
