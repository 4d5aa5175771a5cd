"""The game log: every seat's actions in words, the AI's included, newest at the bottom."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.core.contract import Event

from scenes.ui import CREAM, GOLD, MUTED, Fonts, panel

LINE_SIZE = 14
OTHERS = (226, 206, 200)  # other seats' lines: a shade dimmer than the viewer's own


class LogPanel:
    DRAW_CACHES = ("_lines", "_lines_key")   # the wrapped lines, made when first drawn

    def __init__(self, rect: pygame.Rect, limit: int = 200) -> None:
        self.rect = rect
        self.limit = limit
        # (event or plain words, seat that acted or None); narrated for the current viewer,
        # so a hot-seat hand-over never shows the next player the last one's private lines
        self.items: list[tuple[Event | str, int | None]] = []
        self.entries: list[tuple[str, bool]] = []   # (words, whether the viewer did it)
        self.scroll = 0                             # lines scrolled back from the newest
        self.pointer: tuple[int, int] = (-1, -1)    # where the pointer was last seen, for the wheel
        self.viewer: int | None = None
        self.names: tuple[str, ...] = ()
        self._lines: list[tuple[str, bool, bool]] = []
        self._lines_key: tuple[int, int | None, int, int] | None = None

    def add(self, item: Event | str, actor: int | None = None) -> None:
        self.items.append((item, actor))
        del self.items[: -self.limit]
        words = self._narrate(item)
        if words:
            self.entries.append((words, actor is not None and actor == self.viewer))
            del self.entries[: -self.limit]
        self.scroll = 0

    def take_back(self, events: Sequence[Event], note: str, seat: int) -> str:
        """A move taken back: the lines its events wrote leave the log and `note` says so.
        Returns the first of them as the viewer read it ("" when it wrote none)."""
        gone = {id(event) for event in events}
        first = next((self._narrate(item) for item, _ in self.items if id(item) in gone), "")
        self.items = [(item, actor) for item, actor in self.items if id(item) not in gone]
        self.set_viewer(self.viewer, self.names)
        self.add(note, seat)
        return first

    def set_viewer(self, viewer: int | None, names: tuple[str, ...]) -> None:
        """Narrate everything again for another seat (after a hot-seat curtain)."""
        self.viewer, self.names = viewer, names
        self.entries = []
        for item, actor in self.items:
            words = self._narrate(item)
            if words:
                self.entries.append((words, actor is not None and actor == viewer))

    def _narrate(self, item: Event | str) -> str:
        if isinstance(item, str):
            return item
        return item.for_seat(self.viewer).text(self.names)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:   # the wheel's event says no place: the last one seen
            self.pointer = event.pos
            return False
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(self.pointer):
            self.scroll = max(0, self.scroll + event.y)
            return True
        return False

    def _wrapped(self, fonts: Fonts, width: int) -> list[tuple[str, bool, bool]]:
        """Wrapped lines of the newest entries, kept until the entries change."""
        key = (len(self.items), self.viewer, width, id(self.entries[-1]) if self.entries else 0)
        if self._lines_key != key:
            lines: list[tuple[str, bool, bool]] = []
            for words, mine in self.entries[-60:]:
                for index, line in enumerate(fonts.wrap(words, LINE_SIZE, width)):
                    lines.append((line, mine, index == 0))
            self._lines, self._lines_key = lines, key
        return self._lines

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        panel(surface, self.rect, alpha=200)
        title = fonts.text("Game log", 15, GOLD, True)
        surface.blit(title, (self.rect.left + 12, self.rect.top + 8))
        inner = pygame.Rect(self.rect.left + 12, self.rect.top + 32, self.rect.width - 24, self.rect.height - 42)
        lines = self._wrapped(fonts, inner.width - 12)
        fits = inner.height // (LINE_SIZE + 4)
        end = max(0, len(lines) - self.scroll)
        shown = lines[max(0, end - fits):end]
        y = inner.top
        for line, mine, first in shown:
            if first:  # a bullet starts each entry, so wrapped lines read as one
                surface.blit(fonts.text("•", LINE_SIZE, GOLD), (inner.left, y))
            surface.blit(fonts.text(line, LINE_SIZE, CREAM if mine else OTHERS),
                         (inner.left + 12, y))
            y += LINE_SIZE + 4
        if self.scroll:
            hint = fonts.text("▼ newer below (scroll)", 12, MUTED)
            surface.blit(hint, hint.get_rect(bottomright=(self.rect.right - 10, self.rect.bottom - 4)))
