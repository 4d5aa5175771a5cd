"""The app object every scene holds: window, settings, fonts, sounds, the scene stack,
the AI worker and the frame loop.

Frame times are measured as the work of one frame (events, update, draw, flip), without
the wait for the next tick, so `--selftest` reports what the table costs.
"""

from __future__ import annotations

import logging
import math
import threading
import time
from dataclasses import replace
from typing import TYPE_CHECKING, Callable

import pygame

from scenes.launcher import LauncherScene
from scenes.services.paths import remove_stray_temp_files
from scenes.services.saving import Saver, migrate_old_slot
from scenes.services.settings import Settings, read_settings, save_settings, settings_path
from scenes.services.sound import Sounds
from scenes.stack import Scene, SceneStack
from scenes.ui import CREAM, GOLD, Fonts, blit_wrapped, panel, stage_backdrop
from scenes.window import CANVAS, Window, scaled_size

if TYPE_CHECKING:
    from game.core.records import Record
    from scenes.services.ai_worker import AIClient

log = logging.getLogger(__name__)

SIZE = CANVAS  # logical pixels, scaled to the window when shown (scenes/window.py)
FPS = 60
IDLE_POLL_SECONDS = 0.02   # at rest, how often pending events are looked for (SDL's own wait spins every 1 ms)
SAVE_POLL_SECONDS = 0.25  # at rest, how often a save being written is looked at
NOTICE_SECONDS = 8.0  # how long a notice (a failed save …) stays at the top of the screen


class App:
    DRAW_CACHES = ("_backdrops",)   # the stage backdrop of each window size, painted on first need

    def __init__(self, settings: Settings | None = None, persist_settings: bool = True,
                 window_size: tuple[int, int] | None = None) -> None:
        pygame.display.init()
        pygame.font.init()
        self.notices: list[str] = []   # sentences for the player, shown one at a time over any scene
        self._notice_shown_at: float | None = None  # time.monotonic() when the first notice showed
        self._told: set[str] = set()   # kinds of trouble already told this session
        remove_stray_temp_files()      # a write cut short by a crash or a kill
        migrate_old_slot()             # an earlier version's save, in clear, is sealed into the list
        problem = ""
        if settings is None:
            settings, problem = read_settings()
        self.settings = settings
        self.persist_settings = persist_settings
        self.saver = Saver()
        self.notify(problem)
        pygame.display.set_caption("Floorshow")
        self.window = Window(window_size, self.settings.ui_scale, self.settings.fullscreen)
        self.screen = self.window.screen
        pygame.display.set_icon(_icon())
        self.fonts = Fonts(self.settings.text_scale)
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
        self.typed_names: dict[int, str] = {}   # seat -> the name typed at the last set-up (this session)

    @property
    def screen_size(self) -> tuple[int, int]:
        return self.screen.get_size()

    # -- services -------------------------------------------------------------------
    def ai(self) -> "AIClient":
        """The AI worker process, started on first need and reused by every table."""
        if self._ai_starter is not None:
            self._ai_starter.join()
            self._ai_starter = None
        if self._ai is None:
            # start-up: the worker (multiprocessing, the engines) loads when a table first needs it
            from scenes.services.ai_worker import AIClient
            self._ai = AIClient()
        return self._ai

    def warm_ai(self) -> None:
        """Start the worker off the frame loop (a spawn costs tens of ms) before a table needs it."""
        if self._ai is not None or self._ai_starter is not None:
            return

        def start() -> None:
            # start-up: the worker (multiprocessing, the engines) loads in this thread, off the frame loop
            from scenes.services.ai_worker import AIClient
            self._ai = AIClient()

        self._ai_starter = threading.Thread(target=start, daemon=True, name="floorshow-ai-start")
        self._ai_starter.start()

    def backdrop(self) -> pygame.Surface:
        size = self.screen.get_size()
        found = self._backdrops.get(size)
        if found is None:
            found = self._backdrops[size] = stage_backdrop(size)
        return found

    def go_home(self) -> None:
        """Back to the launcher (Quit to menu, Back to menu): every scene above it goes."""
        self.stack.clear_to(LauncherScene(self))

    def watch_again(self, record: Record, finished: bool | None = None) -> str | None:
        """The replay viewer over the scene showing (Esc comes back to it)."""
        # start-up: the viewer is the table toolkit and a game's table, loaded on the press
        from game.core.record_schema import RecordError
        from scenes.replay_viewer import ReplayViewer
        try:
            self.stack.push(ReplayViewer(self, record, finished))
        except (RecordError, KeyError) as bad:
            return f"This game cannot be shown again: {bad}"
        return None

    def change_settings(self, settings: Settings) -> None:
        old, self.settings = self.settings, settings
        self.sounds.volume = settings.volume
        self.fonts.set_scale(settings.text_scale)
        if old.ui_scale != settings.ui_scale:
            self.window.resize(scaled_size(settings.ui_scale, self.window.desktop()))
        self.window.set_fullscreen(settings.fullscreen)
        if self.persist_settings:
            try:
                save_settings(settings)
            except OSError as bad:
                log.warning("settings not saved: %s", bad)
                self.notify(f"Your settings could not be kept: the folder {settings_path().parent} cannot be "
                            f"written ({bad.strerror or bad}). They apply until you quit.", once="settings")

    def notify(self, words: str, once: str = "") -> None:
        """Tell the player something over whatever scene is showing; `once` names a kind of
        trouble that is told only the first time this session."""
        if not words or (once and once in self._told):
            return
        if once:
            self._told.add(once)
        log.info("told the player: %s", words)
        self.notices.append(words)

    def _check_saves(self) -> None:
        failure = self.saver.take_failure()
        if failure:
            self.notify(f"Autosave failed: {failure}. Play goes on, but this game is not being kept.",
                        once="autosave")

    # -- the loop -------------------------------------------------------------------
    def step(self, dt: float, events: list[pygame.event.Event] | None = None, waited: bool = False) -> float:
        """One frame: events, update, draw, flip. Returns the milliseconds it took. `waited`: the
        loop slept until a scene's timer was due, nothing else happened, so the whole sleep
        counts (a hover zoom, a note, a result's time on screen); otherwise a long frame is cut
        to 0.1 s so a stall never teleports a tween."""
        started = time.perf_counter()
        for event in pygame.event.get() if events is None else events:
            event = self.window.to_canvas(event)   # pointer positions in the canvas's pixels
            if event.type == pygame.QUIT:
                self.running = False
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:   # on every screen
                self.change_settings(replace(self.settings, fullscreen=not self.settings.fullscreen))
            else:
                self.stack.handle_event(event)
        self.stack.update(dt if waited else min(dt, 0.1))  # a stall must not teleport every tween to its end
        self._check_saves()
        self._advance_notices()
        self.draw(self.screen)
        self.window.present()
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
        waited = False
        while self.running and len(self.stack):
            self.step(dt, events, waited)
            if not self.running or not len(self.stack):
                break  # a quit (the close button, Quit, SIGTERM) must not wait for one more event
            wake = _sooner(self.stack.wake_in(), self._wake_in())
            if wake is not None and wake <= 0:
                events = None
                dt = self.clock.tick(FPS) / 1000.0
                waited = False
                continue
            rested = time.perf_counter()
            events = self.wait_for_events(wake)
            dt = time.perf_counter() - rested
            waited = not events   # woken by the timer, not by the player: the timers had all of it
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

    def _wake_in(self) -> float | None:
        """The app's own timers: a notice to take down, a save whose failure may need telling."""
        if self.notices:
            shown = self._notice_shown_at
            return 0.0 if shown is None else max(0.0, NOTICE_SECONDS - (time.monotonic() - shown)) + 0.01
        return SAVE_POLL_SECONDS if self.saver.busy() else None

    def _advance_notices(self) -> None:
        """The oldest notice shows for eight seconds (of the clock), then the next one: the
        clock starts when it is first shown, in the frame's update, never in its drawing."""
        if not self.notices:
            return
        now = time.monotonic()
        if self._notice_shown_at is None:
            self._notice_shown_at = now
        elif now - self._notice_shown_at > NOTICE_SECONDS:
            self.notices.pop(0)
            self._notice_shown_at = now if self.notices else None

    def draw(self, screen: pygame.Surface) -> None:
        """The frame's picture: the backdrop, the scenes, the notice. Changes nothing."""
        screen.blit(self.backdrop(), (0, 0))
        self.stack.draw(screen)
        self._draw_notice()

    def _draw_notice(self) -> None:
        """The oldest notice, in a band at the top."""
        if not self.notices:
            return
        width = min(1000, self.screen.get_width() - 40)   # as tall as its words: a folder's path wraps
        lines, size = self.fonts.fit_wrapped("⚠ " + self.notices[0], 16, width - 32, 54, least=12)
        box = pygame.Rect(0, 0, width, max(74, len(lines) * (size + 3) + 20))
        box.midtop = (self.screen.get_width() // 2, 12)
        panel(self.screen, box, border=GOLD, alpha=250)
        blit_wrapped(self.screen, self.fonts, "\n".join(lines), size, box.inflate(-32, -20), CREAM)

    def quit(self) -> None:
        self.running = False

    def close(self) -> None:
        while len(self.stack):
            self.stack.pop()
        if not self.saver.flush(timeout=10.0):  # a quit right after a move keeps that move
            log.warning("a save was still being written at quit")
        if self._ai_starter is not None:
            self._ai_starter.join()
            self._ai_starter = None
        if self._ai is not None:
            self._ai.close()
            self._ai = None
        pygame.quit()


def _sooner(a: float | None, b: float | None) -> float | None:
    return b if a is None else a if b is None else min(a, b)


def _icon() -> pygame.Surface:
    """A gold star on plum: drawn, so there is no image file to lose."""
    icon = pygame.Surface((32, 32), pygame.SRCALPHA)
    pygame.draw.circle(icon, (62, 22, 48), (16, 16), 15)
    points = []
    for i in range(10):
        radius = 13 if i % 2 == 0 else 6
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((16 + radius * math.cos(angle), 16 + radius * math.sin(angle)))
    pygame.draw.polygon(icon, (236, 184, 84), points)
    return icon
