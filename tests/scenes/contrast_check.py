"""Text against what lies under it, measured on the drawn screen (WCAG 2's contrast ratio).

A screen is drawn three times from the same state, its fonts rendering text three ways
(`scenes/ui.Fonts._render` is the one way text is made):
- hidden: every text a transparent box of its size — the picture under the text;
- ids: every distinct text in a colour of its own, without smoothing — where each text lies;
- (the ordinary picture is not needed: the colour a text was asked in is recorded.)
For each text, the pixels its id colour covers give the backgrounds under it; its contrast is
the median of (its colour, the background) over those pixels. Every screen's cached pixels
are made anew for each pass: a new scene is built each time with the pass's fonts.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass
from typing import Callable

import pygame

from scenes.ui import Colour, Fonts, contrast

LEAST_RATIO = 4.5   # WCAG 2, AA, ordinary text


def ratio(a: Colour, b: Colour) -> float:
    return contrast(a, b)


class PassFonts(Fonts):
    """Fonts rendering text as one pass of the check needs it."""

    def __init__(self, mode: str) -> None:
        super().__init__()
        self.mode = mode
        self.ids: dict[Colour, tuple[str, int, Colour]] = {}

    def _render(self, words: str, size: int, colour: Colour, bold: bool) -> pygame.Surface:
        font = self.font(size, bold)
        if self.mode == "hidden":
            width, height = font.size(words)
            return pygame.Surface((max(1, width), height), pygame.SRCALPHA)
        number = len(self.ids) + 1
        marker: Colour = (number % 200 + 28, number // 200 + 9, 251)   # colours no table paints with
        self.ids[marker] = (words, size, colour)
        return font.render(words, False, marker).convert_alpha()


@dataclass(frozen=True)
class Sample:
    words: str
    size: int
    colour: Colour
    background: Colour
    ratio: float
    pixels: int


def measure(draw: Callable[[Fonts], pygame.Surface], area: pygame.Rect | None = None) -> list[Sample]:
    """`draw(fonts)` builds the screen afresh with those fonts and returns its picture; `area`:
    only the texts inside it count (a screen over a table measures its own words)."""
    hidden = draw(PassFonts("hidden"))
    hidden_bytes = pygame.image.tobytes(hidden, "RGB")
    marking = PassFonts("ids")
    marked_bytes = pygame.image.tobytes(draw(marking), "RGB")
    width = hidden.get_width()
    under: dict[Colour, list[Colour]] = {}
    row = width * 3
    inside = area or hidden.get_rect()
    for top in range(inside.top * row, min(inside.bottom, hidden.get_height()) * row, row):
        if hidden_bytes[top:top + row] == marked_bytes[top:top + row]:
            continue   # no text on this line
        for at in range(top + inside.left * 3, top + min(inside.right, width) * 3, 3):
            if marked_bytes[at + 2] != 251:
                continue
            mark = (marked_bytes[at], marked_bytes[at + 1], 251)
            if mark in marking.ids:
                seen = (hidden_bytes[at], hidden_bytes[at + 1], hidden_bytes[at + 2])
                if seen != mark:
                    under.setdefault(mark, []).append(seen)
    samples = []
    for mark, backgrounds in under.items():
        words, size, colour = marking.ids[mark]
        ratios = sorted((ratio(colour, seen), seen) for seen in backgrounds)
        middle = ratios[len(ratios) // 2]
        samples.append(Sample(words, size, colour, middle[1], round(statistics.median(r for r, _ in ratios), 2),
                              len(backgrounds)))
    return samples


def failing(samples: list[Sample]) -> list[Sample]:
    return [s for s in samples if s.ratio < LEAST_RATIO and s.words.strip()]
