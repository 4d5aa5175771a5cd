"""A game's page for players ("How to play"), rendered in the app from its markdown file.

The page is the player's text, `game/<id>/how_to_play.md` (game/core/player_page.py),
opened from the launcher, the set-up and F1 at a table. Only the markdown the pages use:
headings, paragraphs, bullet and numbered lists, tables (drawn as tables: columns sized to
their words, cells wrapped, ruled), **bold**/`code` marks (dropped, the words kept) and
the card marker `[card: GAME KIND ID]`, drawn as a picture of that card with its words
beside it (scenes/page_cards.py). A copy missing the player page falls back on the
developers' page, with what is there for developers left out: code blocks, command lines
(`python -m …`, `--option …`) and the sections about the engine, the AI's measurements
and the content files.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import pygame

from game.core.contract import Rules
from game.core.player_page import MARKER, PageError, read_page
from scenes.page_cards import PICTURE_SIZE, card_picture, kind_of
from scenes.services.paths import resource_root
from scenes.stack import Host, Scene
from scenes.ui import CREAM, GOLD, MUTED, Button, blit_text, panel


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
    rule: int = 0        # > 0: a table's ruled box of this height at (indent, y), drawn behind
    width: int = 0
    picture: str = ""    # a card marker's "GAME KIND ID": its picture is drawn at (indent, y)


def plain(text: str) -> str:
    return _MARKS.sub("", _LINK.sub(r"\1", text)).strip()


DEVELOPER_SECTIONS = re.compile(r"AI notes|computer (players|dancers|teammates)|engine|tuning|figures|"
                                r"content is kept|notation", re.I)
_COMMAND = re.compile(r"\s*\([^()]*(python -m|--option|--seats)[^()]*\)|`?python -m [^`]*`?|`--option [^`]*`")


def for_players(markdown: str) -> str:
    """The page without what only a developer needs."""
    kept: list[str] = []
    skipping_level = 0
    fenced = False
    for raw in markdown.splitlines():
        line = raw.strip()
        if line.startswith("```"):
            fenced = not fenced
            continue
        if fenced:
            continue
        if line.startswith("#"):
            level = len(line) - len(line.lstrip("#"))
            if skipping_level and level > skipping_level:
                continue
            skipping_level = level if DEVELOPER_SECTIONS.search(line) else 0
            if skipping_level:
                continue
        elif skipping_level:
            continue
        kept.append(_COMMAND.sub("", raw) if ("python -m" in raw or "--option" in raw or "--seats" in raw) else raw)
    return "\n".join(kept)


def blocks(markdown: str) -> list[tuple[str, str]]:
    """(kind, text) blocks: h1, h2, h3, bullet, para, row, gap. A table's rows are "row"
    blocks whose cells are joined by a tab; the first row of a table is its head."""
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
        elif MARKER.match(line):
            flush()
            marker = MARKER.match(line)
            found.append(("card", " ".join(marker.groups()) if marker is not None else ""))
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
                found.append(("row", "\t".join(cells)))
        else:
            paragraph.append(line)
    flush()
    return found


STYLE = {"h1": (30, GOLD, True, 0, 14), "h2": (22, GOLD, True, 0, 10), "h3": (18, GOLD, True, 0, 6),
         "para": (16, CREAM, False, 0, 4), "bullet": (16, CREAM, False, 22, 3), "row": (15, CREAM, False, 12, 2)}


class RulesScene(Scene):
    def __init__(self, app: Host, rules: Rules[Any, Any, Any]) -> None:
        super().__init__(app)
        self.title = rules.title
        self.game_id = rules.game_id
        try:
            text = read_page(rules.game_id)    # the page written for players
        except PageError:
            path = resource_root() / rules.rules_page
            try:
                text = for_players(path.read_text(encoding="utf-8"))
            except OSError:
                text = f"# {rules.title}\n\nThe rules page is missing from this copy of Floorshow."
        self.area = pygame.Rect(140, 70, app.screen_size[0] - 280, app.screen_size[1] - 150)
        self.pictures: dict[str, pygame.Surface] = {}   # each card marker's picture, drawn once here
        self.lines = self._lay_out(text)
        self.height = max((line.y + (PICTURE_SIZE[1] if line.picture else line.size) for line in self.lines), default=0) + 40
        self.scroll = 0
        self.back = Button(pygame.Rect(app.screen_size[0] // 2 - 100, app.screen_size[1] - 66, 200, 46),
                           "◀ Back", self.close)

    def _lay_out(self, markdown: str) -> list[Line]:
        fonts = self.app.fonts
        y = 0
        lines: list[Line] = []
        previous_gap = True
        table: list[list[str]] = []
        for kind, text in blocks(markdown) + [("gap", "")]:
            if kind == "row":
                table.append(text.split("\t"))
                continue
            if table:
                y = self._lay_out_table(table, y, lines)
                table = []
            if kind == "gap":
                if not previous_gap:
                    y += 8
                previous_gap = True
                continue
            if kind == "card":
                y = self._lay_out_card(text, y, lines)
                previous_gap = False
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

    def _lay_out_card(self, marker: str, y: int, lines: list[Line]) -> int:
        """A card's picture, and beside it what the card is, in words the picture may be too small for."""
        game, kind_name, card = marker.split(" ")
        if game != self.game_id or kind_of(game, kind_name) is None:   # a page's slip shows as words, never a crash
            lines.append(Line(f"({kind_name} {card})", 16, CREAM, False, 0, y + 6))
            return y + 30
        kind = kind_of(game, kind_name)
        assert kind is not None
        try:
            about = kind.words(card)
        except (KeyError, StopIteration, ValueError):
            about = card
        self.pictures[marker] = card_picture(self.app.fonts, game, kind_name, card)
        y += 8
        lines.append(Line("", 0, CREAM, False, 0, y, picture=marker))
        left = PICTURE_SIZE[0] + 20
        text_y = y + 8
        lines.append(Line(kind.title, 17, GOLD, True, left, text_y))
        text_y += 26
        for piece in self.app.fonts.wrap(about, 15, self.area.width - 40 - left):
            lines.append(Line(piece, 15, CREAM, False, left, text_y))
            text_y += 21
        return max(y + PICTURE_SIZE[1], text_y) + 12

    def _lay_out_table(self, rows: list[list[str]], y: int, lines: list[Line]) -> int:
        """Columns as wide as their words need (shared out when the page is narrower), each
        cell wrapped in its column, each row ruled; the head row in bold gold."""
        fonts = self.app.fonts
        size, pad = 14, 8
        count = max(len(r) for r in rows)
        rows = [r + [""] * (count - len(r)) for r in rows]
        room = self.area.width - 40 - 2 * pad * count
        natural = [max(fonts.font(size, i == 0).size(r[c])[0] for i, r in enumerate(rows)) + 2 for c in range(count)]
        least = [max(fonts.font(size, True).size(word)[0] for r in rows for word in (r[c].split() or [""])) + 2
                 for c in range(count)]   # a column is never narrower than its longest word
        spare = max(0, room - sum(least))
        extra = [max(0, n - m) for n, m in zip(natural, least)]
        widths = natural if sum(natural) <= room else \
            [m + int(spare * e / max(1, sum(extra))) for m, e in zip(least, extra)]
        y += 6
        for index, row in enumerate(rows):
            head = index == 0
            wrapped = [fonts.wrap(cell, size, widths[c], head) for c, cell in enumerate(row)]
            height = max(len(w) for w in wrapped) * (size + 4) + 2 * pad - 4
            x = 0
            for c, cell_lines in enumerate(wrapped):
                lines.append(Line("", size, CREAM, False, x, y, rule=height, width=widths[c] + 2 * pad))
                for n, piece in enumerate(cell_lines):
                    lines.append(Line(piece, size, GOLD if head else CREAM, head, x + pad, y + pad + n * (size + 4)))
                x += widths[c] + 2 * pad
            y += height
        return y + 10

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
            if line.picture:
                if y + PICTURE_SIZE[1] >= self.area.top and y <= self.area.bottom:
                    surface.blit(self.pictures[line.picture], (self.area.left + 20 + line.indent, y))
                continue
            if line.rule:
                box = pygame.Rect(self.area.left + 20 + line.indent, y, line.width, line.rule)
                if box.bottom >= self.area.top and box.top <= self.area.bottom:
                    pygame.draw.rect(surface, MUTED, box, 1)
                continue
            if y < self.area.top - 40 or y > self.area.bottom:
                continue
            blit_text(surface, fonts, line.text, line.size, (self.area.left + 20 + line.indent, y), line.colour,
                      line.bold)
        surface.set_clip(clip)
        self.back.draw(surface, fonts, focused=True)
        blit_text(surface, fonts, "Scroll: wheel, ↑↓, Page Up/Down · Esc or Enter: back", 14,
                  (self.area.right, surface.get_height() - 50), MUTED, anchor="topright")
