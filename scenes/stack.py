"""The scene stack, shaped after Tuxemon's StateManager, and the host every scene is given.

A scene handles an event by returning True when it consumed it; events go from the top
scene down until one does. `update(dt)` takes seconds and runs on the top scene only, so
a menu pushed over a table pauses it. `draw` reads and never changes: the stack draws
from the highest opaque scene upwards, so a transparent overlay shows the scene below.

A scene knows the app only as a `Host`: the few services and hooks a screen needs (settings,
fonts, sounds, the stack, the saver, the AI worker, a notice for the player, the way home,
the screen's size). `scenes/app.py` is the one host; a test may stand in another.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Protocol

import pygame

if TYPE_CHECKING:
    from scenes.services.saving import Saver
    from scenes.services.settings import Settings
    from scenes.services.sound import Sounds
    from scenes.services.ai_worker import AIClient
    from scenes.ui import Fonts
    from game.core.records import Record


class Host(Protocol):
    """What a scene may ask of the app."""

    settings: "Settings"
    fonts: "Fonts"
    sounds: "Sounds"
    stack: "SceneStack"
    saver: "Saver"
    typed_names: dict[int, str]     # seat -> the name typed at the last set-up (this session)

    @property
    def screen_size(self) -> tuple[int, int]: ...

    def ai(self) -> "AIClient": ...

    def warm_ai(self) -> None: ...

    def notify(self, words: str, once: str = "") -> None: ...

    def go_home(self) -> None: ...

    def watch_again(self, record: "Record", finished: bool | None = None) -> str | None:
        """Open the replay viewer on a record (None: opened; else why it cannot be)."""

    def change_settings(self, settings: "Settings") -> None: ...

    def quit(self) -> None: ...


class Scene:
    """One screen of the app. Subclasses override what they need."""

    transparent = False  # True: the scene below is drawn first (menus, curtains are not)
    # attributes `draw` may fill: caches of pixels painted on first need, never state
    # (tests/scenes/test_draw_changes_nothing.py compares everything else before and after a draw)
    DRAW_CACHES: ClassVar[tuple[str, ...]] = ()

    def __init__(self, app: Host) -> None:
        self.app = app

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        """Advance by `dt` seconds."""

    def wake_in(self) -> float | None:
        """Seconds until the scene changes by itself: 0 while anything moves (draw every
        frame), a timer's remainder, or None when only an event can change it (the app then
        draws nothing and waits)."""
        return None

    def draw(self, surface: pygame.Surface) -> None:
        """Paint onto `surface`; must not change the scene."""

    def resume(self) -> None:
        """Called when the scene becomes the top of the stack."""

    def pause(self) -> None:
        """Called when another scene is pushed over this one."""

    def shutdown(self) -> None:
        """Called once when the scene leaves the stack for good."""


class SceneStack:
    def __init__(self) -> None:
        self._scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def __len__(self) -> int:
        return len(self._scenes)

    def push(self, scene: Scene) -> None:
        if self._scenes:
            self._scenes[-1].pause()
        self._scenes.append(scene)
        scene.resume()

    def pop(self) -> Scene | None:
        if not self._scenes:
            return None
        scene = self._scenes.pop()
        scene.pause()
        scene.shutdown()
        if self._scenes:
            self._scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for another (no resume of the one beneath in between)."""
        if self._scenes:
            old = self._scenes.pop()
            old.pause()
            old.shutdown()
        self._scenes.append(scene)
        scene.resume()

    def clear_to(self, scene: Scene) -> None:
        """Empty the stack and start again from `scene` (quit to menu)."""
        while self._scenes:
            old = self._scenes.pop()
            old.pause()
            old.shutdown()
        self._scenes.append(scene)
        scene.resume()

    def find(self, kind: type[Scene]) -> Scene | None:
        for scene in reversed(self._scenes):
            if isinstance(scene, kind):
                return scene
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Top-down until consumed; stops if a handler changed the stack."""
        before = tuple(self._scenes)
        for scene in reversed(before):
            if scene.handle_event(event):
                return True
            if tuple(self._scenes) != before:
                return True
        return False

    def update(self, dt: float) -> None:
        if self._scenes:
            self._scenes[-1].update(dt)

    def wake_in(self) -> float | None:
        return self._scenes[-1].wake_in() if self._scenes else None

    def draw(self, surface: pygame.Surface) -> None:
        start = len(self._scenes) - 1
        while start > 0 and self._scenes[start].transparent:
            start -= 1
        for scene in self._scenes[max(start, 0):]:
            scene.draw(surface)
