"""Learn to play one game: its lesson (start, resume, start over), its rules page, or a
free game against Easy. Reached from the launcher (L on a game, or its tile's button) and
from the set-up screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from game import registry, teaching
from game.core.content import ContentError
from scenes.rules_page import RulesScene
from scenes.services import lessons
from scenes.stack import Host, Scene
from scenes.toolkit.table_tutorial import free_game, lesson_games, open_lesson
from scenes.ui import CREAM, GOLD, MUTED, Button, ButtonColumn, blit_text, blit_wrapped, panel

if TYPE_CHECKING:
    from game.registry import GameEntry


class LearnScene(Scene):
    def __init__(self, app: Host, entry: "GameEntry") -> None:
        super().__init__(app)
        self.entry = entry
        self.steps = 0
        self.intro = ""
        self.lesson_title = ""
        self.missing = ""
        if entry.game_id not in lesson_games():
            self.missing = f"There is no lesson for {entry.title} yet: its rules page explains the game."
        else:
            try:
                tutorial = teaching.tutorial(entry.game_id)
                self.steps, self.intro, self.lesson_title = len(tutorial.steps), tutorial.intro, tutorial.title
            except ContentError as bad:
                self.missing = f"The lesson for {entry.title} cannot be read ({bad}). Its rules page explains the game."
        done = lessons.steps_done(entry.game_id)
        self.done = done if 0 < done < self.steps else 0
        choices: list[tuple[str, Callable[[], None]]] = []
        if self.steps and self.done:
            choices += [(f"▶ Go on from step {self.done + 1} of {self.steps}", self.go_on),
                        ("↺ Start the lesson again", self.start)]
        elif self.steps:
            choices.append((f"▶ Start the lesson ({self.steps} steps)", self.start))
        choices += [("§ How to play: the rules", self.rules), ("» Skip: a free game against Easy", self.free),
                    ("◀ Back", self.close)]
        width = app.screen_size[0]
        self.column = ButtonColumn([Button(pygame.Rect(width // 2 - 220, 330 + i * 62, 440, 50), words, press)
                                    for i, (words, press) in enumerate(choices)])

    def start(self) -> None:
        open_lesson(self.app, self.entry.game_id, 0)

    def go_on(self) -> None:
        """Back into the lesson where it was left (not `resume`: the stack calls that on its own)."""
        open_lesson(self.app, self.entry.game_id, self.done)

    def rules(self) -> None:
        self.app.stack.push(RulesScene(self.app, registry.rules(self.entry.game_id)))

    def free(self) -> None:
        free_game(self.app, self.entry.game_id)

    def close(self) -> None:
        self.app.stack.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.close()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.rules()
            return True
        self.column.handle(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        width = surface.get_width()
        blit_text(surface, fonts, f"Learn to play {self.entry.title}", 36, (width // 2, 60), GOLD, True, "midtop")
        box = pygame.Rect(width // 2 - 380, 130, 760, 180)
        panel(surface, box)
        inner = box.inflate(-40, -30)
        if self.missing:
            blit_wrapped(surface, fonts, self.missing, 18, inner, CREAM)
        else:
            y = blit_wrapped(surface, fonts, self.lesson_title, 20, inner, GOLD, True) + 8
            lines, size = fonts.fit_wrapped(self.intro + " Each step marks on the table the one move to make "
                                            "and says why.", 17, inner.width, inner.bottom - y, least=13)
            blit_wrapped(surface, fonts, "\n".join(lines), size, pygame.Rect(inner.left, y, inner.width,
                                                                             inner.bottom - y), CREAM)
        self.column.draw(surface, fonts)
        blit_text(surface, fonts, "Up/Down or Tab: choose · Enter: go · F1: the rules · Esc: back", 14,
                  (width // 2, surface.get_height() - 30), MUTED, anchor="midtop")


__all__ = ["LearnScene"]
