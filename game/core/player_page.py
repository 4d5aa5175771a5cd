"""A game's rules page for players: where it lives, its card markers, and its plain text.

Two audiences, two texts. `docs/rules/<id>.md` is the developers' page: the rules with
every decision taken where the rule document is silent, and why. The page a player opens
is `game/<id>/how_to_play.md`, shipped with the game's content (the frozen build copies
it beside the content files, so `page_path` finds it there too): the game in plain words,
with no file, command, measurement or decision number in it.

A player page is markdown of a small kind: headings (`#`, `##`, `###`), paragraphs,
bullets (`- `), numbered items (`1. `), tables (`| a | b |`) and `**bold**`. One thing
is its own, the card marker, a line holding nothing else:

    [card: GAME KIND ID]

It stands where the app draws that card: GAME is the game's id, KIND one of the game's
card kinds (each game declares its own, with every card of each kind and a line of words
about one), ID the card's id in the game's content (no spaces). The in-app page draws
the card there; `plain_text` writes the line of words instead.

Every page has the sections of `SECTIONS`, in that order, as `##` headings; a page may
add sections of its own between them.
"""

from __future__ import annotations

import re
import textwrap
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from game.core.content import content_dir

PAGE_FILE = "how_to_play.md"

SECTIONS = ("How to win", "Setting up", "Your turn", "The cards", "Playing well",
            "Options and modes", "Words to know")

MARKER = re.compile(r"^\[card: ([a-z_]+) ([a-z_-]+) ([^\s\]]+)\]$")
_MARKER_START = "[card:"
_BOLD = re.compile(r"\*\*(.+?)\*\*")


class PageError(ValueError):
    """A player page that cannot be shown: the sentence says which line and why."""


@dataclass(frozen=True)
class CardKind:
    """One kind of card (or piece) a game's page may show a picture of."""

    name: str                          # the marker's KIND
    title: str                         # what a player calls it: "Step card"
    cards: Callable[[], tuple[str, ...]]   # every card id of this kind
    words: Callable[[str], str]        # a short line about one card, for the plain text


@dataclass(frozen=True)
class Marker:
    game: str
    kind: str
    card: str
    line: int                          # 1-based line of the page


def page_path(game_id: str) -> Path:
    return content_dir(game_id) / PAGE_FILE


def read_page(game_id: str) -> str:
    path = page_path(game_id)
    try:
        return path.read_text(encoding="utf-8")
    except OSError as missing:
        raise PageError(f"the rules page for {game_id} is missing from this copy "
                        f"({missing.strerror or missing})") from None


def markers(text: str) -> tuple[Marker, ...]:
    """Every card marker of a page; a `[card:` anywhere but as a whole, well-formed line
    is refused (the app would print it as it stands)."""
    found = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if _MARKER_START not in line:
            continue
        match = MARKER.match(line)
        if match is None:
            raise PageError(f"line {number}: a card marker is a line of its own, "
                            f"[card: GAME KIND ID], not {line!r}")
        found.append(Marker(match[1], match[2], match[3], number))
    return tuple(found)


def headings(text: str, level: int = 2) -> tuple[str, ...]:
    mark = "#" * level + " "
    return tuple(line[len(mark):].strip() for line in text.splitlines() if line.startswith(mark))


def problems(game_id: str, text: str, kinds: tuple[CardKind, ...]) -> list[str]:
    """What is wrong with a page: missing or misordered sections, markers of another game,
    of a kind the game lacks or naming a card that kind does not have."""
    found: list[str] = []
    present = [h for h in headings(text) if h in SECTIONS]
    if present != list(SECTIONS):
        missing = [s for s in SECTIONS if s not in present]
        found.append(f"the sections must be, in order: {', '.join(SECTIONS)}"
                     + (f" (missing: {', '.join(missing)})" if missing else " (out of order)"))
    try:
        cut = blocks(text)
    except PageError as bad:
        return found + [str(bad)]
    for block in cut:
        if block.kind != "marker" and "*" in words(" ".join((block.text,) + block.cells)):
            found.append(f"line {block.line}: a '*' that is not a pair of bold marks "
                         "(the page would lose or show it)")
    try:
        page_markers = markers(text)
    except PageError as bad:
        return found + [str(bad)]
    by_name = {k.name: k for k in kinds}
    for m in page_markers:
        if m.game != game_id:
            found.append(f"line {m.line}: a marker of {m.game!r} on the page of {game_id!r}")
        elif m.kind not in by_name:
            found.append(f"line {m.line}: {game_id} has no card kind {m.kind!r} "
                         f"(its kinds: {', '.join(by_name)})")
        elif m.card not in by_name[m.kind].cards():
            found.append(f"line {m.line}: there is no {by_name[m.kind].title} {m.card!r}")
    return found


def describe(marker: Marker, kinds: tuple[CardKind, ...]) -> str:
    for kind in kinds:
        if kind.name == marker.kind:
            if marker.card not in kind.cards():
                raise PageError(f"line {marker.line}: there is no {kind.title} {marker.card!r}")
            return f"[Picture: {kind.title} — {kind.words(marker.card)}]"
    raise PageError(f"line {marker.line}: no card kind {marker.kind!r}")


@dataclass(frozen=True)
class Block:
    """One piece of a page: a heading (level 1–3), a paragraph, a list item (its number or
    "-"), a table row, a card marker, or a gap between pieces."""

    kind: str                          # heading | para | item | row | marker | gap
    text: str = ""
    level: int = 0                     # heading level
    head: str = ""                     # item: "-" or "1."
    cells: tuple[str, ...] = ()        # row
    line: int = 0


def blocks(text: str) -> list[Block]:
    """The page cut into blocks; a list item's indented next line belongs to the item,
    a paragraph's lines are joined. Marks (**bold**) are kept: `words` drops them."""
    found: list[Block] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        last = found[-1] if found else None
        if not line:
            if last is not None and last.kind != "gap":
                found.append(Block("gap", line=number))
        elif raw.strip().startswith(_MARKER_START):
            match = MARKER.match(raw.strip())
            if match is None:
                raise PageError(f"line {number}: a card marker is a line of its own, "
                                f"[card: GAME KIND ID], not {raw.strip()!r}")
            found.append(Block("marker", f"{match[1]} {match[2]} {match[3]}", line=number))
        elif line.startswith("#"):
            level = len(line) - len(line.lstrip("#"))
            found.append(Block("heading", line.lstrip("#").strip(), level=level, line=number))
        elif line.startswith("|"):
            cells = tuple(c.strip() for c in line.strip("|").split("|"))
            if not all(set(c) <= set("-: ") for c in cells):
                found.append(Block("row", cells=cells, line=number))
        elif line.startswith("- ") or re.match(r"^\d+[.)] ", line):
            head, rest = ("-", line[2:]) if line.startswith("- ") else line.split(" ", 1)
            found.append(Block("item", rest, head=head, line=number))
        elif last is not None and last.kind in ("item", "para") and \
                (last.kind == "para" or raw[:1].isspace()):
            found[-1] = Block(last.kind, f"{last.text} {line}", head=last.head, line=last.line)
        else:
            found.append(Block("para", line, line=number))
    return found


def _wrap(text: str, width: int, initial_indent: str = "", subsequent_indent: str = "") -> list[str]:
    return textwrap.wrap(text, width, initial_indent=initial_indent,
                         subsequent_indent=subsequent_indent, break_on_hyphens=False)


def words(text: str) -> str:
    """A block's text without its **bold** marks."""
    return _BOLD.sub(r"\1", text)


def plain_text(text: str, kinds: tuple[CardKind, ...], width: int = 88) -> str:
    """The page as plain text for a terminal: headings underlined, paragraphs and items
    wrapped, tables in columns (or one block per row when too wide), markers in words."""
    out: list[str] = []
    table: list[tuple[str, ...]] = []
    previous = ""   # the kind of the last block written (gaps aside)
    for block in blocks(text) + [Block("gap")]:
        if block.kind == "row":
            table.append(tuple(words(c) for c in block.cells))
            continue
        if table:
            out.extend(_table([list(r) for r in table], width) + [""])
            table, previous = [], "row"
        if block.kind == "heading":
            title = words(block.text).upper() if block.level == 1 else words(block.text)
            rule = {1: "=", 2: "-"}.get(block.level, "·")
            if out and out[-1]:
                out.append("")
            out.extend([title, rule * len(title), ""])
        elif block.kind == "para":
            out.extend(_wrap(words(block.text), width) + [""])
        elif block.kind == "item":
            if previous == "item" and out and not out[-1]:
                out.pop()   # the items of one list stay together
            out.extend(_wrap(words(block.text), width, initial_indent=f"  {block.head} ",
                             subsequent_indent=" " * (len(block.head) + 3)) + [""])
        elif block.kind == "marker":
            game, kind, card = block.text.split(" ")
            about = describe(Marker(game, kind, card, block.line), kinds)
            out.extend(_wrap(about, width, initial_indent="    ", subsequent_indent="     ")
                       + [""])
        if block.kind != "gap":
            previous = block.kind
    while out and not out[-1]:
        out.pop()
    return "\n".join(out) + "\n"


def _table(rows: list[list[str]], width: int) -> list[str]:
    count = max(len(r) for r in rows)
    rows = [r + [""] * (count - len(r)) for r in rows]
    widths = [max(len(r[c]) for r in rows) for c in range(count)]
    if sum(widths) + 2 * (count - 1) <= width:
        lines = ["  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip() for row in rows]
        lines.insert(1, "  ".join("-" * w for w in widths))
        return lines
    head, lines = rows[0], []
    if count == 2:
        for row in rows[1:]:
            lines.extend(_wrap(f"{row[0]}: {row[1]}", width, initial_indent="  - ",
                               subsequent_indent="    "))
        return lines
    for row in rows[1:]:
        lines.extend(_wrap(row[0], width, initial_indent="  * ", subsequent_indent="    "))
        for name, cell in zip(head[1:], row[1:]):
            if cell:
                lines.extend(_wrap(f"{name}: {cell}", width, initial_indent="      ",
                                           subsequent_indent="        "))
    return lines


__all__ = ["MARKER", "PAGE_FILE", "SECTIONS", "CardKind", "Marker", "PageError", "describe",
           "Block", "blocks", "headings", "markers", "page_path", "plain_text", "problems", "read_page",
           "words"]
