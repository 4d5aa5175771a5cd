"""What a lesson's table shows beside the game: the guide panel and the lesson's end.

The guide panel takes the top of the side column (the log keeps the rest, so what the
engine did is still told there): the step's number, what the last step did (its `after`),
what to do now and why (its `say`), a Next button while a step plays by itself, and the
two ways out — leave (the place is kept) or a free game against Easy. It covers nothing on
the table, so every card and place a step needs stays in sight. `LessonDoneScene` is the
finished panel: the lesson's closing words and "Play a game against Easy".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from scenes.stack import Host, Scene
from scenes.toolkit.table_input import TABLE_RIGHT
from scenes.ui import CREAM, GOLD, MUTED, TEAL, Button, ButtonColumn, Fonts, blit_text, blit_wrapped, panel, shade

GUIDE_TOP = 58
GUIDE_HEIGHT = 268        # the log keeps the rest of the side column above the replay button
LOG_BOTTOM = 420          # where the frame's log panel ends


@dataclass(frozen=True)
class GuideWords:
    """What the panel says at one step."""

    heading: str          # "Step 3 of 24 · your move"
    done: str             # what the last step did ("" at the start)
    say: str              # what to do now and why
    by_itself: bool       # the step plays by itself (the Next button shows)


def guide_rect(screen_width: int) -> pygame.Rect:
    return pygame.Rect(TABLE_RIGHT + 12, GUIDE_TOP, screen_width - TABLE_RIGHT - 24, GUIDE_HEIGHT)


def log_rect(screen_width: int) -> pygame.Rect:
    """The log's place under the guide."""
    top = GUIDE_TOP + GUIDE_HEIGHT + 8
    return pygame.Rect(TABLE_RIGHT + 12, top, screen_width - TABLE_RIGHT - 24, LOG_BOTTOM - top)


class GuidePanel:
    """The lesson's words and its buttons, in the side column."""

    def __init__(self, screen_width: int, go_on: Callable[[], None], leave: Callable[[], None],
                 free_game: Callable[[], None]) -> None:
        self.rect = guide_rect(screen_width)
        inner = self.rect.inflate(-16, -12)
        half = (inner.width - 8) // 2
        low = self.rect.bottom - 40
        self.next_button = Button(pygame.Rect(inner.right - 110, low - 40, 110, 32), "Next ▶ (N)", go_on, size=14)
        self.leave_button = Button(pygame.Rect(inner.left, low, half, 32), "Leave for now", leave, size=13)
        self.free_button = Button(pygame.Rect(inner.left + half + 8, low, half, 32), "Free game vs Easy",
                                  free_game, size=13)
        self.focus: int | None = None   # the button the keyboard is on (Tab goes on from the table's moves)

    def buttons(self, by_itself: bool) -> list[Button]:
        return ([self.next_button] if by_itself else []) + [self.leave_button, self.free_button]

    def handle_event(self, event: pygame.event.Event, by_itself: bool) -> bool:
        return any(button.handle(event) for button in self.buttons(by_itself))

    def draw(self, surface: pygame.Surface, fonts: Fonts, words: GuideWords) -> None:
        box = self.rect
        panel(surface, box, border=TEAL, alpha=245)
        inner = box.inflate(-20, -14)
        blit_text(surface, fonts, words.heading, 15, inner.topleft, TEAL, True)
        y = inner.top + 24
        bottom = self.next_button.rect.top - 6 if words.by_itself else self.leave_button.rect.top - 6
        if words.done:   # what the last step did: at most two fifths of the room, the rest is the step's own
            room = (bottom - y) * 2 // 5
            lines, size = fonts.fit_wrapped(f"✔ {words.done}", 13, inner.width, room, least=10)
            y = blit_wrapped(surface, fonts, "\n".join(lines), size, pygame.Rect(inner.left, y, inner.width, room),
                             MUTED) + 6
        lines, size = fonts.fit_wrapped(words.say, 16, inner.width, bottom - y, least=10)
        blit_wrapped(surface, fonts, "\n".join(lines), size, pygame.Rect(inner.left, y, inner.width, bottom - y),
                     GOLD if not words.by_itself else CREAM)
        for index, button in enumerate(self.buttons(words.by_itself)):
            button.draw(surface, fonts, focused=index == self.focus)


class LessonDoneScene(Scene):
    """The lesson is over: its closing words, then a game of one's own."""

    transparent = True

    def __init__(self, app: Host, title: str, words: str, free_game: Callable[[], None]) -> None:
        super().__init__(app)
        self.title, self.words = title, words
        width = app.screen_size[0]
        self.column = ButtonColumn([
            Button(pygame.Rect(width // 2 - 180, 420, 360, 50), "▶ Play a game against Easy", free_game),
            Button(pygame.Rect(width // 2 - 180, 482, 360, 50), "◀ Back to the games", app.go_home)])

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.go_home()
            return True
        self.column.handle(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        shade(surface, 150)
        fonts = self.app.fonts
        width = surface.get_width()
        box = pygame.Rect(width // 2 - 330, 150, 660, 400)
        panel(surface, box, border=TEAL, alpha=245)
        blit_text(surface, fonts, "✔ Lesson complete", 30, (box.centerx, box.top + 24), TEAL, True, "midtop")
        blit_text(surface, fonts, self.title, 18, (box.centerx, box.top + 70), GOLD, True, "midtop")
        lines, size = fonts.fit_wrapped(self.words, 18, box.width - 60, 150, least=13)
        blit_wrapped(surface, fonts, "\n".join(lines), size, pygame.Rect(box.left + 30, box.top + 108,
                                                                          box.width - 60, 150), CREAM)
        self.column.draw(surface, fonts)


__all__ = ["GUIDE_HEIGHT", "GuidePanel", "GuideWords", "LessonDoneScene", "guide_rect", "log_rect"]
