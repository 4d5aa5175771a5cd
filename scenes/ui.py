"""Shared look of every screen: the stage palette, fonts made once, text surfaces cached,
buttons, panels and word-wrapping.

The palette is warm (a plum stage, gold trim, cream text). Meaning never rides on colour
alone: buttons carry words, highlights carry outlines and arrows too.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Callable

import pygame

from scenes.services.paths import asset

Colour = tuple[int, int, int]

STAGE_DARK: Colour = (34, 14, 30)
STAGE: Colour = (62, 22, 48)
STAGE_LIGHT: Colour = (96, 36, 66)
FLOOR: Colour = (92, 48, 40)
GOLD: Colour = (236, 184, 84)
GOLD_DIM: Colour = (150, 112, 56)
CREAM: Colour = (248, 236, 214)
INK: Colour = (40, 24, 32)
ROSE: Colour = (222, 84, 112)
TEAL: Colour = (80, 196, 184)
SKY: Colour = (110, 160, 232)
MUTED: Colour = (178, 150, 160)
REFUSE: Colour = (240, 110, 90)



def luminance(colour: tuple[int, ...]) -> float:
    """Relative luminance (WCAG 2): how light a colour looks, 0 (black) to 1 (white)."""
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(v) for v in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    """WCAG 2's contrast ratio, 1 to 21; text a player reads needs at least 4.5."""
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def lettering(background: tuple[int, ...]) -> Colour:
    """Cream or ink, whichever reads better on `background` (by luminance: a sum of RGB
    misjudges greens and blues)."""
    return CREAM if contrast(CREAM, background) >= contrast(INK, background) else INK


FONT_REGULAR = "DejaVuSans.ttf"
FONT_BOLD = "DejaVuSans-Bold.ttf"


READABLE_PX = 10   # no text is drawn smaller (pixels of type, 1280×720); shrinking to fit stops here, then cuts


class Fonts:
    """DejaVu Sans at any size, made once; rendered text cached by content.

    `clipped` holds every text that had to lose letters or lines to fit its place (or ran
    off the table): `--selftest --json` reports how many as `clipped_text`, and it must be 0.

    This is the one way text reaches the screen, so the floor of readable type lives here: a
    size asked for is times the player's text size, and never below `READABLE_PX` whatever a
    screen or a table asks. `smallest_px` is the smallest type actually rendered (reported as
    `smallest_text_px`)."""

    def __init__(self, scale: float = 1.0) -> None:
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._texts: dict[tuple[str, int, bool, Colour], pygame.Surface] = {}
        self._wrapped: dict[tuple[str, int, int, bool], tuple[str, ...]] = {}
        self._fitted: dict[tuple[str, int, int, bool, int], tuple[str, int]] = {}   # a frame asks the same again
        self.clipped: set[str] = set()
        self.scale = scale
        self.smallest_px: int | None = None

    def set_scale(self, scale: float) -> None:
        """The player's text size changed: every font and text is made again at the new size."""
        if scale != self.scale:
            self.scale = scale
            self._fonts.clear()
            self._texts.clear()
            self._wrapped.clear()
            self._fitted.clear()

    def px(self, size: int) -> int:
        """The pixels of type a size asked for is drawn at: the text size applied, the floor kept."""
        return max(READABLE_PX, round(size * self.scale))

    def fits(self, words: str, size: int, width: int, bold: bool = False, least: int = READABLE_PX) -> int | None:
        """The largest size from `size` down to `least` at which the words fit, or None (nothing counted)."""
        for font_size in range(size, min(least, size) - 1, -1):
            if self.font(font_size, bold).size(words)[0] <= width:
                return font_size
        return None

    def fit(self, words: str, size: int, width: int, bold: bool = False,
            least: int = READABLE_PX) -> tuple[str, int]:
        """The words and size that fit `width` pixels: smaller type first (never below
        `least`), then cut with "…" — and a cut is counted in `clipped`. Kept: measuring
        type is a good part of a frame's cost, and the same texts are fitted every frame."""
        key = (words, size, width, bold, least)
        found = self._fitted.get(key)
        if found is None:
            if len(self._fitted) > 4000:   # as the texts: forget the oldest half
                for old in list(self._fitted)[:2000]:
                    del self._fitted[old]
            found = self._fitted[key] = self._fit(words, size, width, bold, least)
        elif found[0] != words:
            self.clipped.add(words)   # a cut counts every time it is drawn (a test may have emptied the set)
        return found

    def _fit(self, words: str, size: int, width: int, bold: bool, least: int) -> tuple[str, int]:
        font_size = size
        while self.font(font_size, bold).size(words)[0] > width and font_size > min(least, size):
            font_size -= 1
        if self.font(font_size, bold).size(words)[0] <= width:
            return words, font_size
        self.clipped.add(words)
        while self.font(font_size, bold).size(words)[0] > width and len(words) > 3:
            words = words[:-2].rstrip() + "…"
        return words, font_size

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        key = (size, bold)
        found = self._fonts.get(key)
        if found is None:
            found = pygame.font.Font(str(asset("fonts", FONT_BOLD if bold else FONT_REGULAR)), self.px(size))
            self._fonts[key] = found
        return found

    def text(self, words: str, size: int, colour: Colour = CREAM, bold: bool = False) -> pygame.Surface:
        key = (words, size, bold, colour)
        found = self._texts.get(key)
        if found is None:
            if len(self._texts) > 4000:  # a long game's log lines; forget the oldest half
                for old in list(self._texts)[:2000]:
                    del self._texts[old]
            found = self._render(words, size, colour, bold)
            self._texts[key] = found
        return found

    def _render(self, words: str, size: int, colour: Colour, bold: bool) -> pygame.Surface:
        """One text's pixels (a contrast check renders them otherwise, to find them on screen)."""
        drawn = self.px(size)
        if self.smallest_px is None or drawn < self.smallest_px:
            self.smallest_px = drawn
        return self.font(size, bold).render(words, True, colour).convert_alpha()

    def wrap(self, words: str, size: int, width: int, bold: bool = False) -> list[str]:
        """Split text into lines no wider than `width` pixels (keeps explicit line breaks). A
        word wider than the place (a file's whole path) is broken: after a / or \\ or - or _
        where one fits, else between letters."""
        key = (words, size, width, bold)
        found = self._wrapped.get(key)
        if found is not None:
            return list(found)
        font = self.font(size, bold)
        lines: list[str] = []
        for paragraph in words.split("\n"):
            current = ""
            for word in paragraph.split(" "):
                trial = f"{current} {word}" if current else word
                if font.size(trial)[0] <= width:
                    current = trial
                    continue
                if current:
                    lines.append(current)
                pieces = _pieces(word, font, width)
                lines.extend(pieces[:-1])
                current = pieces[-1]
            lines.append(current)
        if len(self._wrapped) > 2000:   # texts wrapped every frame (a message, the log): made once
            self._wrapped.clear()
        self._wrapped[key] = tuple(lines)
        return lines

    def fit_wrapped(self, words: str, size: int, width: int, height: int, least: int = 12,
                    line_gap: int = 3) -> tuple[list[str], int]:
        """The largest type from `size` down to `least` at which the wrapped words fit
        `width` × `height` (at `least`, however many lines they take): lines and size."""
        for font_size in range(size, least - 1, -1):
            lines = self.wrap(words, font_size, width)
            if len(lines) * (font_size + line_gap) <= height:
                return lines, font_size
        return self.wrap(words, least, width), least


def _pieces(word: str, font: pygame.font.Font, width: int) -> list[str]:
    """A word too wide for its place, cut into lines that fit: each cut after the last
    separator that fits (a path's / or \\, a - or _), else after the last letter that fits."""
    pieces: list[str] = []
    while font.size(word)[0] > width and len(word) > 1:
        fits = 1
        while fits < len(word) and font.size(word[:fits + 1])[0] <= width:
            fits += 1
        cut = fits
        for marks in ("/\\", "-_"):   # a path's own separators first
            after = max(word.rfind(mark, 0, fits) + 1 for mark in marks)
            if after > fits // 3:        # a separator too near the start would waste the line
                cut = after
                break
        pieces.append(word[:cut])
        word = word[cut:]
    return pieces + [word]


def blit_text(surface: pygame.Surface, fonts: Fonts, words: str, size: int, pos: tuple[float, float],
              colour: Colour = CREAM, bold: bool = False, anchor: str = "topleft") -> pygame.Rect:
    image = fonts.text(words, size, colour, bold)
    rect = image.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    surface.blit(image, rect)
    return rect


def blit_wrapped(surface: pygame.Surface, fonts: Fonts, words: str, size: int, rect: pygame.Rect,
                 colour: Colour = CREAM, bold: bool = False, line_gap: int = 3) -> int:
    """Draw wrapped text from the top of `rect`; returns the y below the last line."""
    y = rect.top
    for line in fonts.wrap(words, size, rect.width, bold):
        if y + size > rect.bottom + 2:
            fonts.clipped.add(words)  # lines lost: the place is too small for the text
            break
        if fonts.font(size, bold).size(line)[0] > rect.width:
            fonts.clipped.add(line)   # one word wider than the place
        blit_text(surface, fonts, line, size, (rect.left, y), colour, bold)
        y += size + line_gap
    return y


@functools.lru_cache(maxsize=256)  # panels recur every frame; an alpha surface per frame costs
def _panel_layer(size: tuple[int, int], fill: Colour, alpha: int, radius: int) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*fill, alpha), layer.get_rect(), border_radius=radius)
    return layer.convert_alpha()


def panel(surface: pygame.Surface, rect: pygame.Rect, fill: Colour = STAGE_DARK, border: Colour = GOLD_DIM,
          alpha: int = 235, radius: int = 12, width: int = 2) -> None:
    """A rounded, slightly see-through panel with a trim line."""
    surface.blit(_panel_layer(tuple(rect.size), fill, alpha, radius), rect)
    if width:
        pygame.draw.rect(surface, border, rect, width, border_radius=radius)


def shade(surface: pygame.Surface, alpha: int = 150) -> None:
    """Dim everything drawn so far (behind an overlay); a multiply is the cheapest way."""
    keep = max(0, 255 - alpha)
    surface.fill((keep, max(0, keep - 8), keep), special_flags=pygame.BLEND_RGB_MULT)


def stage_backdrop(size: tuple[int, int]) -> pygame.Surface:
    """Curtain-red walls, a warm floor and two spotlight pools; made once per size."""
    width, height = size
    image = pygame.Surface(size)
    for y in range(height):
        t = y / max(1, height - 1)
        top, bottom = STAGE_DARK, STAGE
        colour = tuple(round(top[i] + (bottom[i] - top[i]) * t) for i in range(3))
        pygame.draw.line(image, colour, (0, y), (width, y))
    glow = pygame.Surface(size, pygame.SRCALPHA)
    for cx in (width * 0.3, width * 0.7):
        for radius, alpha in ((340, 10), (250, 12), (170, 14)):
            pygame.draw.ellipse(glow, (255, 210, 140, alpha),
                                pygame.Rect(cx - radius, height * 0.55 - radius * 0.45, radius * 2, radius * 0.9))
    image.blit(glow, (0, 0))
    for x in range(0, width, 46):  # curtain folds along the top
        pygame.draw.line(image, (80, 20, 40), (x, 0), (x + 8, 26), 3)
    pygame.draw.rect(image, (120, 28, 52), (0, 0, width, 10))
    return image.convert()


@dataclass
class Button:
    """A clickable, focusable label. `on_press` runs on click or Enter while focused."""

    rect: pygame.Rect
    label: str
    on_press: Callable[[], None]
    enabled: bool = True
    hint: str = ""          # shown under the label when the button cannot be pressed
    size: int = 20
    hovered: bool = field(default=False)

    def draw(self, surface: pygame.Surface, fonts: Fonts, focused: bool = False) -> None:
        if not self.enabled:
            fill, text, border = (70, 44, 58), MUTED, (100, 70, 84)
        elif self.hovered or focused:
            fill, text, border = GOLD, INK, CREAM
        else:
            fill, text, border = STAGE_LIGHT, CREAM, GOLD
        pygame.draw.rect(surface, fill, self.rect, border_radius=10)
        pygame.draw.rect(surface, border, self.rect, 3 if focused else 2, border_radius=10)
        arrow, inset, room = self.size, 8, self.rect.width - (44 if focused else 16)
        centre, anchor = self.rect.center, "center"
        if focused and fonts.fits(self.label, self.size, room, True) is None:
            arrow, inset = min(self.size, 11), 4   # a small button: a smaller ▶ at its edge, its words whole after it
            start = self.rect.left + inset + fonts.font(arrow, True).size("▶")[0] + 3
            room, centre, anchor = self.rect.right - 4 - start, (start, self.rect.centery), "midleft"
        if focused and not self.label.startswith(("▶", "◀")):  # an arrow as well as the colour says which has the keyboard
            blit_text(surface, fonts, "▶", arrow, (self.rect.left + inset, self.rect.centery), text,
                      anchor="midleft")
        words, size = fonts.fit(self.label, self.size, room, bold=True)
        blit_text(surface, fonts, words, size, centre, text, bold=True, anchor=anchor)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            if self.enabled:
                self.on_press()
            return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            return True
        return False


class ButtonColumn:
    """Buttons that also answer the keyboard: Up/Down or Tab move focus, Enter presses."""

    def __init__(self, buttons: list[Button] | None = None) -> None:
        self.buttons: list[Button] = buttons or []
        self.focus = 0

    def handle(self, event: pygame.event.Event) -> bool:
        for index, button in enumerate(self.buttons):
            if button.handle(event):
                return True
            if event.type == pygame.MOUSEMOTION and button.hovered:
                self.focus = index    # the pointer takes the focus: one button lit, never two
        if event.type == pygame.KEYDOWN and self.buttons:
            step = {pygame.K_DOWN: 1, pygame.K_RIGHT: 1, pygame.K_UP: -1, pygame.K_LEFT: -1}.get(event.key)
            if event.key == pygame.K_TAB:
                step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            if step:
                self.focus = (self.focus + step) % len(self.buttons)
                for button in self.buttons:   # the keyboard's choice is the one lit, not also the pointer's
                    button.hovered = False
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                button = self.buttons[self.focus % len(self.buttons)]
                if button.enabled:
                    button.on_press()
                return True
        return False

    def draw(self, surface: pygame.Surface, fonts: Fonts, keyboard: bool = True) -> None:
        for index, button in enumerate(self.buttons):
            button.draw(surface, fonts, focused=keyboard and index == self.focus)
