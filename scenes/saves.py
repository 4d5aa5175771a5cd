"""The Continue list: every saved game with its game, players, how far it has come (in the
game's own units: turn, round, beat, quest) and date; and
resuming one of them at its table.

Click a row (or Enter on it) to resume it; ✖ beside a row deletes that save once clicked
twice (the first click only asks). Up/Down or Tab move between rows, Delete asks about
the focused row, Esc goes back.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Callable

import pygame

from game import registry
from game.core.records import RecordError, load_record, replay
from scenes.services import content_check  # looked up at each resume: tests stand in a damaged game
from scenes.menus import MessageScene
from scenes.services.paths import set_aside
from scenes.stack import Host, Scene
from scenes.tables import playable
from scenes.toolkit.table import open_match
from scenes.ui import CREAM, GOLD, MUTED, Button, blit_text

if TYPE_CHECKING:
    from scenes.services.saving import SavedGame

log = logging.getLogger(__name__)

ROWS = 7  # a page of seven, newest first; "Older ▶" and "◀ Newer" (or Page Down / Page Up) turn it


def resume_saved(app: Host, path: Path) -> str | None:
    """Open one save at its table; a message for the player when it cannot be."""
    try:
        record = load_record(path)
        if record.game not in {e.game_id for e in registry.CATALOGUE}:
            raise RecordError(f"{path.name}: the saved game is for an unknown game {record.game!r}")
        if not playable(record.game):
            return f"The saved game is {registry.entry(record.game).title}, which cannot be played yet."
        damaged = content_check.content_problem(record.game)
        if damaged:  # the save is sound: keep it where it is for when the game is mended
            return f"{registry.entry(record.game).title} cannot be loaded: a file of the game is damaged.\n{damaged}"
        match = replay(registry.rules(record.game), record)
    except RecordError as bad:
        return set_aside_unreadable(path, str(bad))
    open_match(app, match, slot=path)
    return None


def set_aside_unreadable(path: Path, problem: str) -> str:
    """Rename an unreadable save out of Continue's way; the sentence telling the player."""
    log.warning("saved game unreadable: %s", problem)
    try:  # keep the file for whoever wants to look at it
        kept = set_aside(path).name
    except OSError:
        kept = path.name
    return f"The saved game could not be read. It was kept as {kept}.\n{problem}"


class SavesScene(Scene):
    def __init__(self, app: Host, saves: list["SavedGame"]) -> None:
        super().__init__(app)
        self.saves = saves
        self.focus = 0
        self.page = 0                    # which seven of the saves show
        self.asking: int | None = None   # the row whose delete waits for a second click
        self.note = ""
        self._build()

    def _build(self) -> None:
        width = self.app.screen_size[0]
        left = width // 2 - 470
        self.page = max(0, min(self.page, (len(self.saves) - 1) // ROWS))
        first = self.page * ROWS
        self.rows = [Button(pygame.Rect(left, 150 + i * 58, 860, 48), save.line(),
                            self._resumer(first + i), size=16)
                     for i, save in enumerate(self.saves[first:first + ROWS])]
        self.deletes = [Button(pygame.Rect(left + 872, 150 + i * 58, 68, 48), "✖", self._deleter(first + i))
                        for i in range(len(self.rows))]
        self.back = Button(pygame.Rect(width // 2 - 110, 580, 220, 50), "◀ Back", self.close)
        self.newer = Button(pygame.Rect(width // 2 - 370, 580, 220, 50), "◀ Newer", lambda: self.turn_page(-1))
        self.older = Button(pygame.Rect(width // 2 + 150, 580, 220, 50), "Older ▶", lambda: self.turn_page(1))
        self.newer.enabled = self.page > 0
        self.older.enabled = first + ROWS < len(self.saves)

    def turn_page(self, step: int) -> None:
        """Show the next seven older (or newer) saves."""
        page = self.page + step
        if 0 <= page and page * ROWS < len(self.saves):
            self.page, self.focus, self.asking = page, 0, None
            self._build()

    def _resumer(self, index: int) -> Callable[[], None]:
        return lambda: self.resume_row(index)

    def _deleter(self, index: int) -> Callable[[], None]:
        return lambda: self.delete_row(index)

    def resume_row(self, index: int) -> None:
        problem = resume_saved(self.app, self.saves[index].path)
        if problem:  # the save was set aside; say so over the list, without it
            self.saves.pop(index)
            self._build()
            self.app.stack.push(MessageScene(self.app, "Continue", problem))

    def delete_row(self, index: int) -> None:
        if self.asking != index:
            self.asking = index
            self.note = f"Click ✖ again to delete {self.saves[index].title} — {' · '.join(self.saves[index].names)}."
            return
        save = self.saves.pop(index)
        self.asking = None
        try:
            save.path.unlink(missing_ok=True)
            self.note = f"Deleted {save.title}."
        except OSError as bad:
            self.note = f"Could not delete it: {bad.strerror or bad}."
        self._build()
        self.focus = min(self.focus, max(0, len(self.rows) - 1))
        self.asking = None

    def close(self) -> None:
        self.app.stack.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        for index, (row, delete) in enumerate(zip(self.rows, self.deletes)):
            if row.handle(event) or delete.handle(event):
                self.focus = index
                return True
        if self.back.handle(event) or self.newer.handle(event) or self.older.handle(event):
            return True
        if event.type == pygame.KEYDOWN:
            count = len(self.rows)
            step = {pygame.K_DOWN: 1, pygame.K_UP: -1}.get(event.key, 0)
            if event.key == pygame.K_TAB:
                step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            if step and count:
                self.focus = (self.focus + step) % count
                self.asking = None
            elif event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
                self.turn_page(1 if event.key == pygame.K_PAGEDOWN else -1)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and count:
                self.resume_row(self.page * ROWS + self.focus)
            elif event.key == pygame.K_DELETE and count:
                self.delete_row(self.page * ROWS + self.focus)
            elif event.key == pygame.K_ESCAPE:
                self.close()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        width = surface.get_width()
        blit_text(surface, fonts, "Continue a game", 40, (width // 2, 60), GOLD, True, "midtop")
        blit_text(surface, fonts, "game — players — how far it has come — when saved", 15, (width // 2, 118), MUTED, anchor="midtop")
        for index, (row, delete) in enumerate(zip(self.rows, self.deletes)):
            row.draw(surface, fonts, focused=index == self.focus)
            delete.draw(surface, fonts)
        first = self.page * ROWS
        hidden = len(self.saves) - first - len(self.rows)
        if hidden > 0 or self.page:
            pages = (len(self.saves) + ROWS - 1) // ROWS
            more = f" · {hidden} older: Older ▶ or Page Down" if hidden > 0 else ""
            blit_text(surface, fonts, f"page {self.page + 1} of {pages}{more}", 15,
                      (width // 2, 150 + ROWS * 58), MUTED, anchor="midtop")
            self.newer.draw(surface, fonts)
            self.older.draw(surface, fonts)
        if self.note:
            blit_text(surface, fonts, self.note, 16, (width // 2, 545), CREAM, anchor="midtop")
        self.back.draw(surface, fonts)
        blit_text(surface, fonts, "Click a game or press Enter to play on · ✖ or Delete to remove · Esc to go back",
                  14, (width // 2, surface.get_height() - 30), MUTED, anchor="midtop")
