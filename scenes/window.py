"""The app's window: any size the player drags it to, full screen with F11, a UI scale.

Every screen and table is laid out on one logical canvas of 1280×720 pixels; SDL's renderer
scales that canvas to the window (`pygame.SCALED | pygame.RESIZABLE`), keeping its shape
(bars on the long sides) and smoothing it. That was measured as the cheapest way to fill a
1920×1080 window (the flip of a natively drawn large window costs most of a frame here),
and it keeps every table's layout as its engineer drew it. Pointer events arrive in
logical pixels, so no scene needs to know the window's size.

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
QUALITY_HINT = "SDL_RENDER_SCALE_QUALITY"   # read by SDL once, when the canvas's texture is made
PLAYER_QUALITY = os.environ.get(QUALITY_HINT)   # a filter the player set themselves is kept


def scale_quality(window: tuple[int, int], desktop: tuple[int, int] | None) -> str:
    """Whole multiples of the canvas (a 2560×1440 window, a 4K desktop) are scaled pixel for
    pixel, so type stays sharp; any other factor is smoothed (nearest would make letters
    uneven). The filter is fixed when the window opens, so full screen's factor counts too."""
    def whole(size: tuple[int, int] | None) -> bool:
        return size is not None and size[0] % CANVAS[0] == 0 and size[1] % CANVAS[1] == 0 \
            and size[0] // CANVAS[0] == size[1] // CANVAS[1]
    return "nearest" if whole(window) and whole(desktop) else "linear"


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


class Window:
    """The one window (or, headless, the canvas alone) and its full-screen state."""

    def __init__(self, size: tuple[int, int] | None, ui_scale: float, fullscreen: bool) -> None:
        self.driver = pygame.display.get_driver()
        self.headless = self.driver in ("dummy", "offscreen")
        if self.headless:
            self.screen = pygame.display.set_mode(CANVAS)
            self.fullscreen = False
            self.windowed_size = size or CANVAS
            return
        self.windowed_size = size or scaled_size(ui_scale, self.desktop())
        os.environ[QUALITY_HINT] = PLAYER_QUALITY or scale_quality(self.windowed_size, self.desktop())
        # pygame-ce scales a SCALED canvas by whole numbers only in a window opened as a window
        # (a 1920×1080 window showed the canvas 1:1 in its middle); opened full screen it scales
        # by any factor, and keeps doing so once the window is made a window again. Hidden meanwhile.
        self.screen = pygame.display.set_mode(CANVAS, pygame.SCALED | pygame.RESIZABLE | pygame.FULLSCREEN
                                              | pygame.HIDDEN)
        window = self._sdl()
        window.set_windowed()
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
        return self.screen.get_size() if self.headless else tuple(self._sdl().size)  # type: ignore[return-value]

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

    def picture(self) -> pygame.Rect:
        """Where the canvas shows inside the window: scaled to fit, centred (bars elsewhere)."""
        width, height = self.size
        fit = min(width / CANVAS[0], height / CANVAS[1])
        shown = pygame.Rect(0, 0, round(CANVAS[0] * fit), round(CANVAS[1] * fit))
        shown.center = (width // 2, height // 2)
        return shown
