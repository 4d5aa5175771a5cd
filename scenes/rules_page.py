"""A game's rules page, rendered in the app from its markdown file.

Only the markdown the rules pages use: headings, paragraphs, bullet and numbered lists,
tables (shown as aligned rows) and **bold**/`code` marks (dropped, the words kept).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.core.contract import Rules
from scenes.paths import resource_root
from scenes.stack import Scene
from scenes.ui import CREAM, GOLD, MUTED, Button, blit_text, panel

if TYPE_CHECKING:
    from scenes.app import App

_MARKS = re.compile(r"(\*\*|__|`|\*(?=\S)|(?<=\S)\*)")
_LINK = re.compile(r"\[([^\]]+)\]\([^)]+\)")


@dataclass(frozen=True)
class Line:
    text: str
    size: int
    colour: tuple[int, int, int]
    bold: bool
    indent: int
    y: int


def plain(text: str) -> str:
    return _MARKS.sub("", _LINK.sub(r"\1", text)).strip()


def blocks(markdown: str) -> list[tuple[str, str]]:
    """(kind, text) blocks: h1, h2, h3, bullet, para, row, gap."""
    found: list[tuple[str, str]] = []
    paragraph: list[str] = []

    def flush() -> None:
        if paragraph:
            found.append(("para", plain(" ".join(paragraph))))
            paragraph.clear()

    for raw in markdown.splitlines():
        line = raw.strip()
        if line and raw[:1].isspace() and not paragraph and found and found[-1][0] == "bullet":
            found[-1] = ("bullet", f"{found[-1][1]} {plain(line)}")  # a list item's wrapped line
            continue
        if not line:
            flush()
            found.append(("gap", ""))
        elif line.startswith("#"):
            flush()
            level = min(3, len(line) - len(line.lstrip("#")))
            found.append((f"h{level}", plain(line.lstrip("#"))))
        elif line.startswith(("- ", "* ", "+ ")):
            flush()
            found.append(("bullet", plain(line[2:])))
        elif re.match(r"^\d+[.)] ", line):
            flush()
            number, rest = line.split(" ", 1)
            found.append(("bullet", f"{number} {plain(rest)}"))
        elif line.startswith("|"):
            flush()
            cells = [plain(c) for c in line.strip("|").split("|")]
            if not all(set(c) <= set("-: ") for c in cells):
                found.append(("row", "   │   ".join(cells)))
        else:
            paragraph.append(line)
    flush()
    return found


STYLE = {"h1": (30, GOLD, True, 0, 14), "h2": (22, GOLD, True, 0, 10), "h3": (18, GOLD, True, 0, 6),
         "para": (16, CREAM, False, 0, 4), "bullet": (16, CREAM, False, 22, 3), "row": (15, CREAM, False, 12, 2)}


class RulesScene(Scene):
    def __init__(self, app: "App", rules: Rules) -> None:
        super().__init__(app)
        self.title = rules.title
        path = resource_root() / rules.rules_page
        try:
            text = path.read_text(encoding="utf-8")
        except OSError:
            text = f"# {rules.title}\n\nThe rules page ({rules.rules_page}) is missing from this copy of Floorshow."
        self.area = pygame.Rect(140, 70, app.screen.get_width() - 280, app.screen.get_height() - 150)
        self.lines = self._lay_out(text)
        self.height = self.lines[-1].y + 40 if self.lines else 0
        self.scroll = 0
        self.back = Button(pygame.Rect(app.screen.get_width() // 2 - 100, app.screen.get_height() - 66, 200, 46),
                           "◀ Back", self.close)

    def _lay_out(self, markdown: str) -> list[Line]:
        fonts = self.app.fonts
        y = 0
        lines: list[Line] = []
        previous_gap = True
        for kind, text in blocks(markdown):
            if kind == "gap":
                if not previous_gap:
                    y += 8
                previous_gap = True
                continue
            previous_gap = False
            size, colour, bold, indent, space = STYLE[kind]
            y += space
            width = self.area.width - 40 - indent
            for index, piece in enumerate(fonts.wrap(text, size, width - (16 if kind == "bullet" else 0), bold)):
                prefix = "• " if kind == "bullet" and index == 0 and not text[:1].isdigit() else \
                    ("  " if kind == "bullet" else "")
                lines.append(Line(prefix + piece, size, colour, bold, indent, y))
                y += size + 6
        return lines

    def close(self) -> None:
        self.app.stack.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.back.handle(event):
            return True
        page = self.area.height - 60
        limit = max(0, self.height - self.area.height + 40)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(limit, self.scroll - event.y * 40))
        elif event.type == pygame.KEYDOWN:
            step = {pygame.K_DOWN: 40, pygame.K_UP: -40, pygame.K_PAGEDOWN: page, pygame.K_PAGEUP: -page,
                    pygame.K_SPACE: page, pygame.K_HOME: -10**6, pygame.K_END: 10**6}.get(event.key)
            if step is not None:
                self.scroll = max(0, min(limit, self.scroll + step))
            elif event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_BACKSPACE, pygame.K_F1):
                self.close()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        panel(surface, self.area.inflate(20, 20), alpha=245)
        blit_text(surface, fonts, f"How to play {self.title}", 20, (self.area.left, 24), GOLD, True)
        clip = surface.get_clip()
        surface.set_clip(self.area)
        for line in self.lines:
            y = self.area.top + 10 + line.y - self.scroll
            if y < self.area.top - 40 or y > self.area.bottom:
                continue
            blit_text(surface, fonts, line.text, line.size, (self.area.left + 20 + line.indent, y), line.colour,
                      line.bold)
        surface.set_clip(clip)
        self.back.draw(surface, fonts, focused=True)
        blit_text(surface, fonts, "Scroll: wheel, ↑↓, Page Up/Down · Esc or Enter: back", 14,
                  (self.area.right, surface.get_height() - 50), MUTED, anchor="topright")
