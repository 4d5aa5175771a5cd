"""The app's window: any size the player drags it to, full screen with F11, a UI scale.

Every screen and table is laid out on one logical canvas of 1280×720 pixels, an ordinary
surface in memory. Each frame the window's own surface receives it: copied as it is when the
window is the canvas's size, scaled pixel for pixel at whole multiples (a 2560×1440 window:
sharp type), smoothed at any other factor, keeping its shape (bars on the long sides); then
SDL shows that surface.

Why in memory and not SDL's renderer (`pygame.SCALED`) or SDL's accelerated window surface:
on a machine with no GPU both go through a software OpenGL, and a frame's showing cost 9 ms
at 1280×720 and 15 ms at 1920×1080 (most of a frame at 60 a second), while a plain window
surface is copied to the display in 1–2 ms and a 1.5-times smoothing of the canvas costs
about 5 ms. So SDL is asked for the plain surface unless the player asked otherwise.

Pointer events arrive in the window's pixels and are turned into the canvas's here, before
any scene sees them, so no scene needs to know the window's size.

Full screen is a borderless window over the whole desktop, placed at its corner: SDL's own
full-screen request depends on a window manager honouring it, and where none does the
window kept its old place and size while SDL drew as if it had moved (the picture stood off
its place). The headless driver (tests, `--selftest`) has no window: the canvas alone.
"""

from __future__ import annotations

import logging
import os
import warnings

import pygame

log = logging.getLogger(__name__)

CANVAS = (1280, 720)   # the logical pixels every screen and table is laid out in
SMALLEST_WINDOW = (640, 360)
ACCELERATION_HINT = "SDL_FRAMEBUFFER_ACCELERATION"   # read by SDL when the window surface is made
POINTER_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


def scale_quality(picture: tuple[int, int]) -> str:
    """Whole multiples of the canvas (a 2560×1440 window, a 4K desktop) are scaled pixel for
    pixel, so type stays sharp; any other factor is smoothed (nearest would make letters
    uneven)."""
    whole = picture[0] % CANVAS[0] == 0 and picture[1] % CANVAS[1] == 0 \
        and picture[0] // CANVAS[0] == picture[1] // CANVAS[1]
    return "nearest" if whole else "linear"


def parse_size(words: str) -> tuple[int, int]:
    """'1920x1080' -> (1920, 1080); ValueError with one sentence otherwise."""
    parts = words.lower().replace("×", "x").split("x")
    try:
        width, height = (int(part.strip(), 10) for part in parts)
    except ValueError:
        raise ValueError(f"--size: {words!r} is not a window size such as 1920x1080") from None
    low_w, low_h = SMALLEST_WINDOW
    if not (low_w <= width <= 16384 and low_h <= height <= 16384):
        raise ValueError(f"--size: {width}x{height} is outside {low_w}x{low_h} to 16384x16384")
    return width, height


def scaled_size(scale: float, desktop: tuple[int, int] | None) -> tuple[int, int]:
    """The canvas times the UI scale, no larger than the desktop (keeping the canvas's shape)."""
    width, height = round(CANVAS[0] * scale), round(CANVAS[1] * scale)
    if desktop is not None and (width > desktop[0] or height > desktop[1]):
        fit = min(desktop[0] / CANVAS[0], desktop[1] / CANVAS[1])
        width, height = int(CANVAS[0] * fit), int(CANVAS[1] * fit)
    return max(width, SMALLEST_WINDOW[0]), max(height, SMALLEST_WINDOW[1])


def fitted(window: tuple[int, int]) -> pygame.Rect:
    """Where the canvas shows inside a window of this size: scaled to fit, centred."""
    width, height = window
    fit = min(width / CANVAS[0], height / CANVAS[1])
    shown = pygame.Rect(0, 0, max(1, round(CANVAS[0] * fit)), max(1, round(CANVAS[1] * fit)))
    shown.center = (width // 2, height // 2)
    return shown


def canvas_point(pos: tuple[int, int], window: tuple[int, int]) -> tuple[int, int]:
    """A point of a window of this size in the canvas's pixels (a bar's point lies outside it)."""
    shown = fitted(window)
    return (int((pos[0] - shown.left) * CANVAS[0] / shown.width),
            int((pos[1] - shown.top) * CANVAS[1] / shown.height))


class Window:
    """The one window (or, headless, the canvas alone) and its full-screen state."""

    def __init__(self, size: tuple[int, int] | None, ui_scale: float, fullscreen: bool) -> None:
        self.driver = pygame.display.get_driver()
        self.headless = self.driver in ("dummy", "offscreen")
        self._shown_at: tuple[int, int] | None = None   # the window size the bars were last painted for
        if self.headless:
            self.screen = pygame.display.set_mode(CANVAS)
            self.fullscreen = False
            self.windowed_size = size or CANVAS
            return
        self.windowed_size = size or scaled_size(ui_scale, self.desktop())
        os.environ.setdefault(ACCELERATION_HINT, "0")   # the plain window surface (see the module's text)
        pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE | pygame.HIDDEN)
        self.screen = pygame.Surface(CANVAS).convert()
        window = self._sdl()
        self.fullscreen = False
        window.minimum_size = SMALLEST_WINDOW
        self.resize(self.windowed_size)
        window.show()
        if fullscreen:
            self.set_fullscreen(True)

    @staticmethod
    def _sdl() -> pygame.Window:
        with warnings.catch_warnings():   # the display module's window, as pygame-ce exposes it
            warnings.simplefilter("ignore", DeprecationWarning)
            return pygame.Window.from_display_module()

    @staticmethod
    def desktop() -> tuple[int, int] | None:
        sizes = pygame.display.get_desktop_sizes()
        return tuple(sizes[0]) if sizes else None   # type: ignore[return-value]

    @property
    def size(self) -> tuple[int, int]:
        """The window's own size in pixels (the canvas's when headless)."""
        surface = pygame.display.get_surface()
        return CANVAS if self.headless or surface is None else surface.get_size()

    def resize(self, size: tuple[int, int]) -> None:
        """A windowed size (a UI scale chosen, --size): centred on the desktop."""
        if self.headless:
            self.windowed_size = size
            return
        if self.fullscreen:
            self.windowed_size = size   # taken up again when full screen ends
            return
        window = self._sdl()
        window.size = size
        window.position = pygame.WINDOWPOS_CENTERED
        self.windowed_size = size

    def set_fullscreen(self, on: bool) -> None:
        if self.headless or on == self.fullscreen:
            return
        window = self._sdl()
        try:
            if on:
                self.windowed_size = tuple(window.size)   # type: ignore[assignment]
                desktop = self.desktop() or self.windowed_size
                window.borderless = True
                window.size = desktop
                window.position = (0, 0)
            else:
                window.borderless = False
                window.size = self.windowed_size
                window.position = pygame.WINDOWPOS_CENTERED
            self.fullscreen = on
        except pygame.error as refused:
            log.warning("the window could not change: %s", refused)

    def present(self) -> None:
        """Show the canvas in the window (see the module's text), then flip."""
        display = None if self.headless else pygame.display.get_surface()
        if display is not None:
            size = display.get_size()
            shown = fitted(size)
            if size != self._shown_at:   # the bars: painted once for each window size
                display.fill((0, 0, 0))
                self._shown_at = size
            if shown.size == CANVAS:
                display.blit(self.screen, shown)
            elif scale_quality(shown.size) == "nearest":
                pygame.transform.scale(self.screen, shown.size, display.subsurface(shown))
            else:
                pygame.transform.smoothscale(self.screen, shown.size, display.subsurface(shown))
        pygame.display.flip()

    def to_canvas(self, event: pygame.event.Event) -> pygame.event.Event:
        """A pointer event in the window's pixels, in the canvas's (others as they came)."""
        if self.headless or event.type not in POINTER_EVENTS:
            return event
        size = self.size
        if size == CANVAS:
            return event
        event.pos = canvas_point(event.pos, size)
        if event.type == pygame.MOUSEMOTION:
            shown = fitted(size)
            event.rel = (round(event.rel[0] * CANVAS[0] / shown.width), round(event.rel[1] * CANVAS[1] / shown.height))
        return event
