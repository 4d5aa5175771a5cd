"""The scene stack: push, pop, replace, transparent drawing, events top-down until consumed."""

from __future__ import annotations

import pygame

from scenes.stack import Scene, SceneStack


class Probe(Scene):
    def __init__(self, name: str, log: list[str], consume: bool = False, transparent: bool = False) -> None:
        super().__init__(app=None)  # type: ignore[arg-type]
        self.name, self.log, self.consume = name, log, consume
        self.transparent = transparent

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.log.append(f"event {self.name}")
        return self.consume

    def draw(self, surface: pygame.Surface) -> None:
        self.log.append(f"draw {self.name}")

    def update(self, dt: float) -> None:
        self.log.append(f"update {self.name} {dt}")

    def resume(self) -> None:
        self.log.append(f"resume {self.name}")

    def pause(self) -> None:
        self.log.append(f"pause {self.name}")

    def shutdown(self) -> None:
        self.log.append(f"shutdown {self.name}")


def test_push_pop_replace_call_the_hooks_in_order() -> None:
    log: list[str] = []
    stack = SceneStack()
    a, b, c = Probe("a", log), Probe("b", log), Probe("c", log)
    stack.push(a)
    stack.push(b)
    stack.replace(c)
    assert stack.top is c
    stack.pop()
    assert stack.top is a
    assert log == ["resume a", "pause a", "resume b", "pause b", "shutdown b", "resume c",
                   "pause c", "shutdown c", "resume a"]


def test_events_go_top_down_until_consumed() -> None:
    log: list[str] = []
    stack = SceneStack()
    stack.push(Probe("bottom", log, consume=True))
    stack.push(Probe("middle", log, consume=True))
    stack.push(Probe("top", log, consume=False))
    log.clear()
    assert stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a))
    assert log == ["event top", "event middle"]


def test_transparent_overlays_draw_the_scene_below_and_only_the_top_updates() -> None:
    log: list[str] = []
    stack = SceneStack()
    stack.push(Probe("hidden", log))
    stack.push(Probe("table", log))
    stack.push(Probe("menu", log, transparent=True))
    log.clear()
    stack.draw(pygame.Surface((10, 10)))
    stack.update(0.25)
    assert log == ["draw table", "draw menu", "update menu 0.25"]
