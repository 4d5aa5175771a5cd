"""The Continue list: every saved game with its game, players, move and date.

Click a row (or Enter on it) to resume it; ✖ beside a row deletes that save once clicked
twice (the first click only asks). Up/Down or Tab move between rows, Delete asks about
the focused row, Esc goes back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.stack import Scene
from scenes.ui import CREAM, GOLD, MUTED, Button, blit_text

if TYPE_CHECKING:
    from scenes.app import App
    from scenes.saving import SavedGame

ROWS = 7  # the newest seven; older ones wait in the folder, and the screen says how many


class SavesScene(Scene):
    def __init__(self, app: "App", saves: list["SavedGame"]) -> None:
        super().__init__(app)
        self.saves = saves
        self.focus = 0
        self.asking: int | None = None   # the row whose delete waits for a second click
        self.note = ""
        self._build()

    def _build(self) -> None:
        width = self.app.screen.get_width()
        left = width // 2 - 470
        self.rows = [Button(pygame.Rect(left, 150 + i * 58, 860, 48), save.line(),
                            lambda i=i: self.resume_row(i), size=16)
                     for i, save in enumerate(self.saves[:ROWS])]
        self.deletes = [Button(pygame.Rect(left + 872, 150 + i * 58, 68, 48), "✖", lambda i=i: self.delete_row(i))
                        for i in range(len(self.rows))]
        self.back = Button(pygame.Rect(width // 2 - 110, 580, 220, 50), "◀ Back", self.close)

    def resume_row(self, index: int) -> None:
        from scenes.flow import resume_saved
        problem = resume_saved(self.app, self.saves[index].path)
        if problem:  # the save was set aside; say so over the list, without it
            from scenes.menus import MessageScene
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

    def close(self) -> None:
        self.app.stack.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        for index, (row, delete) in enumerate(zip(self.rows, self.deletes)):
            if row.handle(event) or delete.handle(event):
                self.focus = index
                return True
        if self.back.handle(event):
            return True
        if event.type == pygame.KEYDOWN:
            count = len(self.rows)
            step = {pygame.K_DOWN: 1, pygame.K_UP: -1}.get(event.key, 0)
            if event.key == pygame.K_TAB:
                step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            if step and count:
                self.focus = (self.focus + step) % count
                self.asking = None
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and count:
                self.resume_row(self.focus)
            elif event.key == pygame.K_DELETE and count:
                self.delete_row(self.focus)
            elif event.key == pygame.K_ESCAPE:
                self.close()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        width = surface.get_width()
        blit_text(surface, fonts, "Continue a game", 40, (width // 2, 60), GOLD, True, "midtop")
        blit_text(surface, fonts, "game — players — move — saved", 15, (width // 2, 118), MUTED, anchor="midtop")
        for index, (row, delete) in enumerate(zip(self.rows, self.deletes)):
            row.draw(surface, fonts, focused=index == self.focus)
            delete.draw(surface, fonts)
        hidden = len(self.saves) - len(self.rows)
        if hidden > 0:
            blit_text(surface, fonts, f"and {hidden} older saved game{'s' if hidden > 1 else ''}", 15,
                      (width // 2, 150 + ROWS * 58), MUTED, anchor="midtop")
        if self.note:
            blit_text(surface, fonts, self.note, 16, (width // 2, 545), CREAM, anchor="midtop")
        self.back.draw(surface, fonts)
        blit_text(surface, fonts, "Click a game or press Enter to play on · ✖ or Delete to remove · Esc to go back",
                  14, (width // 2, surface.get_height() - 30), MUTED, anchor="midtop")
