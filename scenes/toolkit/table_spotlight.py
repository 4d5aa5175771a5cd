"""One gesture lit on the table: what a tutorial step asks for, or what a hint suggests.

The model's reverse map (`TableModel.gesture_for(action)`) gives the gesture of a legal
action in the table's own place keys; this draws it where the hand makes it: the card to
take framed and tagged "① take this", the place it goes framed and tagged "② put it
here", a line from one to the other; a click on one place tagged "click here"; a choice
button framed and tagged. Frames carry words and numbers, never colour alone. It only
reads the board, the input's buttons and the view's words: drawing changes nothing.
"""

from __future__ import annotations

from typing import Any, Sequence

import pygame

from scenes.toolkit.table_board import TableBoard
from scenes.toolkit.table_input import TABLE_RIGHT, TableInput
from scenes.toolkit.view import Gesture
from scenes.ui import STAGE_DARK, Colour, Fonts, blit_text, panel

FRAME = 4
# the frame's title and its banner (table_draw.py) along the top: a tag may sit beside them, not on them
HEADER = (pygame.Rect(0, 0, 240, 48), pygame.Rect(250, 8, 700, 40))


def place_rect(board: TableBoard, key: str | None) -> pygame.Rect | None:
    """Where a place key lies on the table now: a card's rect, else a zone's area."""
    if key is None:
        return None
    sprite = board.sprites.get(key)
    if sprite is not None:
        return sprite.rect
    zone = board.zones.get(key)
    return pygame.Rect(zone.area) if zone is not None else None


def button_rect(table_input: TableInput[Any, Any], gesture: Gesture[Any]) -> tuple[pygame.Rect | None, bool]:
    """The choice button that makes the gesture's action (rect, True), or the button turning
    to the page that holds it (rect, False); (None, False) when neither shows."""
    pager = None
    for button, made in table_input.buttons:
        if made is None:
            pager = button.rect
        elif made.action == gesture.action:
            return button.rect, True
    return pager, False


def spotlight_rects(board: TableBoard, table_input: TableInput[Any, Any],
                    gesture: Gesture[Any]) -> list[pygame.Rect]:
    """Every rect the spotlight frames (what a panel beside it must not cover)."""
    found = [r for r in (place_rect(board, gesture.source), place_rect(board, gesture.target)) if r is not None]
    if gesture.source is None and gesture.target is None:
        rect, _ = button_rect(table_input, gesture)
        if rect is not None:
            found.append(rect)
    return [r.inflate(2 * FRAME + 8, 2 * FRAME + 8) for r in found]


def draw_spotlight(surface: pygame.Surface, fonts: Fonts, board: TableBoard, table_input: TableInput[Any, Any],
                   gesture: Gesture[Any], colour: Colour, variant_words: str = "") -> None:
    """Light the one gesture: its source, its target, or its button, each with words."""
    source = place_rect(board, gesture.source)
    target = place_rect(board, gesture.target)
    cards = [sprite.rect for sprite in board.sprites.values()]
    if gesture.source is None and gesture.target is None:
        rect, exact = button_rect(table_input, gesture)
        if rect is not None:
            _frame(surface, fonts, rect, colour, "◀ this choice" if exact else "◀ turn the page", left=True)
        return
    if source is not None and target is not None:
        _arrow(surface, colour, source, target)
        turned = f" ({variant_words})" if variant_words else ""
        _frame(surface, fonts, source, colour, f"① take this{turned}", avoid=cards + [target])
        _frame(surface, fonts, target, colour, "② put it here", inside=_empty(board, gesture.target),
               avoid=cards + [source])
    elif target is not None:
        _frame(surface, fonts, target, colour, "click here", inside=_empty(board, gesture.target), avoid=cards)
    elif source is not None:
        _frame(surface, fonts, source, colour, "click this", avoid=cards)


def _empty(board: TableBoard, key: str | None) -> bool:
    """A place (not a card) with no card on it: its tag may go inside."""
    area = place_rect(board, key)
    if key is None or key in board.sprites or area is None:
        return False
    return not any(area.colliderect(sprite.rect) for sprite in board.sprites.values())


def _arrow(surface: pygame.Surface, colour: Colour, source: pygame.Rect, target: pygame.Rect) -> None:
    """From the card's edge to the place's edge, never across either's words."""
    start = pygame.Vector2(source.midtop if target.centery < source.top else
                           source.midbottom if target.centery > source.bottom else
                           source.midleft if target.centerx < source.centerx else source.midright)
    end = pygame.Vector2(target.midbottom if source.centery > target.bottom else
                         target.midtop if source.centery < target.top else
                         target.midright if source.centerx > target.centerx else target.midleft)
    pad = FRAME + 6
    span = end - start
    if span.length() < 2 * pad + 12:
        return
    way = span.normalize()
    start, end = start + way * pad, end - way * pad
    pygame.draw.line(surface, colour, start, end, 4)
    side = pygame.Vector2(-way.y, way.x)
    pygame.draw.polygon(surface, colour, [end + way * 4, end - way * 14 + side * 9, end - way * 14 - side * 9])


def _frame(surface: pygame.Surface, fonts: Fonts, rect: pygame.Rect, colour: Colour, words: str,
           left: bool = False, inside: bool = False, avoid: Sequence[pygame.Rect] = ()) -> None:
    """A frame round `rect` and its words on a tag: beside a button (`left`), inside an empty
    place roomy enough (`inside`: the place's own name stays readable above it), else above
    its right corner."""
    pygame.draw.rect(surface, colour, rect.inflate(2 * FRAME + 6, 2 * FRAME + 6), FRAME, border_radius=12)
    image = fonts.text(words, 14, colour, True)
    tag = image.get_rect().inflate(12, 6)
    if inside and rect.width >= tag.width + 12 and rect.height >= 3 * tag.height:
        tag.midtop = (rect.centerx, rect.top + 8)
    elif left:   # a side button: the tag stands to its left, on the table's edge
        tag.midright = (rect.left - 8, rect.centery)
        tag.left = max(tag.left, TABLE_RIGHT - tag.width)
    else:   # beside a corner, the first that hides no card (else above its right corner)
        table = pygame.Rect(0, 0, TABLE_RIGHT, surface.get_height() - 40)   # above the caption line
        avoid = list(avoid) + list(HEADER)
        gap = FRAME + 3
        corners = (("bottomright", (rect.right + FRAME, rect.top - gap)), ("bottomleft", (rect.left - FRAME, rect.top - gap)),
                   ("topright", (rect.right + FRAME, rect.bottom + gap)), ("topleft", (rect.left - FRAME, rect.bottom + gap)))
        tried = [tag.copy() for _ in corners]
        for spot, (corner, point) in zip(tried, corners):
            setattr(spot, corner, point)
        clear = [t for t in tried if table.contains(t) and t.collidelist(avoid) < 0]
        tag = clear[0] if clear else next((t for t in tried if table.contains(t)), tried[0])
    tag.clamp_ip(surface.get_rect())
    panel(surface, tag, fill=STAGE_DARK, border=colour, alpha=235, radius=6, width=2)
    blit_text(surface, fonts, words, 14, tag.center, colour, True, "center")


__all__ = ["button_rect", "draw_spotlight", "place_rect", "spotlight_rects"]
