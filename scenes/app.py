"""The app object every scene holds: window, settings, fonts, sounds, the scene stack,
the AI worker and the frame loop.

Frame times are measured as the work of one frame (events, update, draw, flip), without
the wait for the next tick, so `--selftest` reports what the table costs.
"""

from __future__ import annotations

import logging
import threading
import time
from typing import TYPE_CHECKING, Callable

import pygame

from scenes.settings import Settings, load_settings, save_settings
from scenes.sound import Sounds
from scenes.stack import Scene, SceneStack
from scenes.ui import Fonts

if TYPE_CHECKING:
    from scenes.toolkit.ai_worker import AIClient

log = logging.getLogger(__name__)

SIZE = (1280, 720)  # logical pixels; pygame.SCALED stretches them to the window
FPS = 60
IDLE_POLL_SECONDS = 0.02   # at rest, how often pending events are looked for (SDL's own wait spins every 1 ms)


class App:
    def __init__(self, settings: Settings | None = None, persist_settings: bool = True) -> None:
        pygame.display.init()
        pygame.font.init()
        self.settings = settings if settings is not None else load_settings()
        self.persist_settings = persist_settings
        pygame.display.set_caption("Floorshow")
        self.screen = self._open_window(self.settings.fullscreen)
        self.fonts = Fonts()
        self.sounds = Sounds(self.settings.volume)
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.running = True
        self.frames = 0
        self.frame_ms: list[float] = []
        self.first_frame_at: float | None = None  # perf_counter() when the first frame was shown
        self.on_frame: Callable[[float], None] | None = None
        self._ai: AIClient | None = None
        self._ai_starter: threading.Thread | None = None
        self._backdrops: dict[tuple[int, int], pygame.Surface] = {}

    def _open_window(self, fullscreen: bool) -> pygame.Surface:
        flags = 0  # SCALED costs a software stretch per flip without a GPU: only full screen needs it
        if fullscreen and pygame.display.get_driver() != "dummy":
            flags = pygame.SCALED | pygame.FULLSCREEN
        screen = pygame.display.set_mode(SIZE, flags)
        pygame.display.set_icon(_icon())
        return screen

    # -- services -------------------------------------------------------------------
    def ai(self) -> "AIClient":
        """The AI worker process, started on first need and reused by every table."""
        if self._ai_starter is not None:
            self._ai_starter.join()
            self._ai_starter = None
        if self._ai is None:
            from scenes.toolkit.ai_worker import AIClient
            self._ai = AIClient()
        return self._ai

    def warm_ai(self) -> None:
        """Start the worker off the frame loop (a spawn costs tens of ms) before a table needs it."""
        if self._ai is not None or self._ai_starter is not None:
            return

        def start() -> None:
            from scenes.toolkit.ai_worker import AIClient
            self._ai = AIClient()

        self._ai_starter = threading.Thread(target=start, daemon=True, name="floorshow-ai-start")
        self._ai_starter.start()

    def backdrop(self) -> pygame.Surface:
        size = self.screen.get_size()
        found = self._backdrops.get(size)
        if found is None:
            from scenes.ui import stage_backdrop
            found = self._backdrops[size] = stage_backdrop(size)
        return found

    def change_settings(self, settings: Settings) -> None:
        old, self.settings = self.settings, settings
        self.sounds.volume = settings.volume
        if old.fullscreen != settings.fullscreen and pygame.display.get_driver() != "dummy":
            try:
                self.screen = self._open_window(settings.fullscreen)
            except pygame.error as refused:
                log.warning("display mode refused: %s", refused)
        if self.persist_settings:
            try:
                save_settings(settings)
            except OSError as bad:
                log.warning("settings not saved: %s", bad)

    # -- the loop -------------------------------------------------------------------
    def step(self, dt: float, events: list[pygame.event.Event] | None = None) -> float:
        """One frame: events, update, draw, flip. Returns the milliseconds it took."""
        started = time.perf_counter()
        for event in pygame.event.get() if events is None else events:
            if event.type == pygame.QUIT:
                self.running = False
            else:
                self.stack.handle_event(event)
        self.stack.update(min(dt, 0.1))  # a stall must not teleport every tween to its end
        self.screen.blit(self.backdrop(), (0, 0))
        self.stack.draw(self.screen)
        pygame.display.flip()
        elapsed = (time.perf_counter() - started) * 1000
        if self.first_frame_at is None:
            self.first_frame_at = time.perf_counter()
        self.frames += 1
        self.frame_ms.append(elapsed)
        if self.on_frame is not None:
            self.on_frame(elapsed)
        return elapsed

    def run(self, first: Scene | None = None) -> None:
        """Frames at 60 a second while anything moves; at rest, nothing is drawn until an
        event arrives or the top scene's timer is due (`Scene.wake_in`)."""
        if first is not None:
            self.stack.push(first)
        dt = 0.0
        events: list[pygame.event.Event] | None = None
        while self.running and len(self.stack):
            self.step(dt, events)
            wake = self.stack.wake_in()
            if wake is not None and wake <= 0:
                events = None
                dt = self.clock.tick(FPS) / 1000.0
                continue
            rested = time.perf_counter()
            events = self.wait_for_events(wake)
            dt = time.perf_counter() - rested
            self.clock.tick()  # restart the clock's interval: the wait is not a frame

    @staticmethod
    def wait_for_events(seconds: float | None) -> list[pygame.event.Event]:
        """Sleep until an event arrives or `seconds` pass (None: until an event)."""
        deadline = None if seconds is None else time.perf_counter() + seconds
        while True:
            found = pygame.event.get()
            if found:
                return found
            now = time.perf_counter()
            if deadline is not None and now >= deadline:
                return []
            time.sleep(IDLE_POLL_SECONDS if deadline is None else min(IDLE_POLL_SECONDS, deadline - now))

    def quit(self) -> None:
        self.running = False

    def close(self) -> None:
        while len(self.stack):
            self.stack.pop()
        if self._ai_starter is not None:
            self._ai_starter.join()
            self._ai_starter = None
        if self._ai is not None:
            self._ai.close()
            self._ai = None
        pygame.quit()


def _icon() -> pygame.Surface:
    """A gold star on plum: drawn, so there is no image file to lose."""
    icon = pygame.Surface((32, 32), pygame.SRCALPHA)
    pygame.draw.circle(icon, (62, 22, 48), (16, 16), 15)
    import math
    points = []
    for i in range(10):
        radius = 13 if i % 2 == 0 else 6
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((16 + radius * math.cos(angle), 16 + radius * math.sin(angle)))
    pygame.draw.polygon(icon, (236, 184, 84), points)
    return icon
