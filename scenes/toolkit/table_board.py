"""The table's pixels: the layout the view made of the viewer's observation, a sprite per
card easing from where it was to where it lies now, and the flashes of fresh marks.

The state changes at once and only the pixels lag: each time the view lays the table out
again, every card whose place changed gets an eased tween (cards that start together leave
a moment apart), a card turned over flips, and a card another seat's move changed keeps a
frame for a moment. The board also answers "what is under the pointer" for the input.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame
from pygame.math import Vector2

from scenes.toolkit.view import CardSpot, Layout
from scenes.toolkit.zones import Tween, Zone

STAGGER_SECONDS = 0.06      # between cards that start moving together
FLIP_SECONDS = 0.22
FLASH_SECONDS = 1.6         # a fresh mark (a misstep) pulses this long
CHANGED_SECONDS = 2.5       # another seat's move: what it changed stays framed this long
TURN_DEGREES_PER_SECOND = 900


@dataclass
class Sprite:
    """A card's pixels: where it is drawn now, and where it is going."""

    spot: CardSpot
    home: Vector2
    tween: Tween | None = None
    flip: float = 0.0            # seconds left of a turn-over animation
    changed: float = 0.0         # seconds left of the "changed by another seat" frame
    shown_angle: float = 0.0     # eases towards the spot's (or the held variant's) angle

    @property
    def pos(self) -> Vector2:
        return self.tween.position if self.tween is not None else self.home

    @property
    def busy(self) -> bool:
        return (self.tween is not None and not self.tween.done) or self.flip > 0

    @property
    def rect(self) -> pygame.Rect:
        rect = pygame.Rect((0, 0), self.spot.card_size)
        rect.center = (round(self.pos.x), round(self.pos.y))
        return rect


class TableBoard:
    """The laid-out table: zones, sprites and flashes."""

    def __init__(self, owner: str) -> None:
        self.owner = owner                       # the view's name, for a layout's error message
        self.layout = Layout()
        self.zones: dict[str, Zone] = {}
        self.sprites: dict[str, Sprite] = {}
        self.flashes: dict[str, float] = {}      # mark key -> seconds it has flashed
        self.settled = False                     # the next layout puts cards where they lie: none fly in
        self.mark_changes = False                # the next layout frames what another seat's move changed
        self.still: set[str] = set()             # hands whose cards stay put under the pointer
        self.turning = False                     # a card's drawn angle still eases to its turn

    def lay_out(self, layout: Layout, seconds: float, pointer: tuple[float, float] | None = None) -> None:
        """Take the view's new layout; every card sets off to its place over `seconds`. A hand or
        row under `pointer` that only lost cards keeps the others where they were (the next
        click lands on the card that was under it, not in a gap) until the pointer leaves it."""
        before = {mark.key for mark in self.layout.marks}
        self.layout = layout
        if not self.settled:
            self.flashes.update({m.key: 0.0 for m in layout.marks if m.key not in before})
        self.zones = {zone.key: zone for zone in layout.zones}
        self._sync(seconds, pointer)
        self.settled = False
        self.mark_changes = False

    def _sync(self, seconds: float, pointer: tuple[float, float] | None = None) -> None:
        by_zone: dict[str, list[CardSpot]] = {}
        for spot in self.layout.cards:
            by_zone.setdefault(spot.zone, []).append(spot)
        moved = 0
        self.still = self._kept_still(by_zone, pointer)
        fresh: dict[str, Sprite] = {}
        for zone_key, spots in by_zone.items():
            zone = self.zones.get(zone_key)
            if zone is None:
                raise KeyError(f"{self.owner}: card {spots[0].key!r} is in unknown zone {zone_key!r}")
            spots.sort(key=lambda s: s.order)
            for index, spot in enumerate(spots):
                home = zone.place(index, len(spots), spot.card_size)
                old = self.sprites.get(spot.key)
                if zone_key in self.still and old is not None:
                    home = Vector2(old.home)
                if old is None:
                    sprite, started = self._arrive(spot, home, seconds, moved)
                else:
                    sprite, started = self._move(old, spot, home, seconds, moved)
                moved += started
                fresh[spot.key] = sprite
        self.sprites = fresh

    def _kept_still(self, by_zone: dict[str, list[CardSpot]], pointer: tuple[float, float] | None) -> set[str]:
        """The hands and rows under the pointer that only lost cards since the last layout."""
        if pointer is None:
            return set()
        kept = set()
        for key, spots in by_zone.items():
            zone = self.zones[key] if key in self.zones else None
            if zone is None or zone.kind not in ("hand", "row") or not zone.area.collidepoint(pointer):
                continue
            before = sum(1 for sprite in self.sprites.values() if sprite.spot.zone == key)
            stayed = all(spot.key in self.sprites and self.sprites[spot.key].spot.zone == key for spot in spots)
            if stayed and (len(spots) < before or key in self.still):
                kept.add(key)
        return kept

    def let_settle(self, pointer: tuple[float, float], seconds: float) -> None:
        """The pointer moved: a hand kept still that it has left closes its gaps."""
        if any(key not in self.zones or not self.zones[key].area.collidepoint(pointer) for key in self.still):
            self._sync(seconds, pointer)

    def _arrive(self, spot: CardSpot, home: Vector2, seconds: float, moved: int) -> tuple[Sprite, int]:
        """A card newly seen flies in from its origin (the deck …), unless the table is settled."""
        origin = self.zones.get(spot.origin) if not self.settled else None
        start = Vector2(origin.area.center) if origin is not None else Vector2(home)
        sprite = Sprite(spot, home, shown_angle=spot.angle)
        if self.mark_changes and not self.settled:
            sprite.changed = CHANGED_SECONDS
        if start != home and seconds > 0:
            sprite.tween = Tween(start, Vector2(home), seconds, moved * STAGGER_SECONDS)
            return sprite, 1
        return sprite, 0

    def _move(self, sprite: Sprite, spot: CardSpot, home: Vector2, seconds: float, moved: int) -> tuple[Sprite, int]:
        old_spot, old_home = sprite.spot, sprite.home
        turned = (old_spot.face is None) != (spot.face is None)
        sprite.spot = spot
        started = 0
        if old_home != home or (sprite.tween is not None and not sprite.tween.done):
            if seconds > 0 and sprite.pos != home:
                sprite.tween = Tween(Vector2(sprite.pos), Vector2(home), seconds, moved * STAGGER_SECONDS)
                started = 1
            else:
                sprite.tween = None
        sprite.home = Vector2(home)
        if turned and seconds > 0:
            sprite.flip = FLIP_SECONDS
        # (the frame marks a card turned over or moved; the older code meant to mark a changed face
        # as well, but compared the new spot with itself: kept as it was, no behaviour changes here)
        if self.mark_changes and (turned or old_home != home):
            sprite.changed = CHANGED_SECONDS
        return sprite, started

    # -- time -------------------------------------------------------------------------------
    def advance(self, dt: float, angle_of: Callable[[Sprite], float], instant: bool) -> None:
        """Move every tween, flip, frame and flash on by `dt` seconds; each card's drawn angle
        eases towards `angle_of(sprite)` (at once when animation is instant)."""
        self.turning = False
        for sprite in self.sprites.values():
            if sprite.tween is not None:
                sprite.tween.advance(dt)
                if sprite.tween.done:
                    sprite.tween = None
            if sprite.flip > 0:
                sprite.flip = max(0.0, sprite.flip - dt)
            if sprite.changed > 0 and not sprite.busy:
                sprite.changed = max(0.0, sprite.changed - dt)
            want = angle_of(sprite)
            if sprite.shown_angle != want:
                step = 360 if instant else TURN_DEGREES_PER_SECOND * dt
                delta = want - sprite.shown_angle
                sprite.shown_angle = want if abs(delta) <= step else sprite.shown_angle + step * (1 if delta > 0 else -1)
                self.turning = True
        for key in list(self.flashes):
            self.flashes[key] += dt
            if self.flashes[key] >= FLASH_SECONDS:
                del self.flashes[key]

    @property
    def moving(self) -> bool:
        return bool(self.flashes) or any(sprite.busy for sprite in self.sprites.values())

    def skip(self) -> None:
        self.flashes.clear()
        for sprite in self.sprites.values():
            sprite.tween = None
            sprite.flip = 0.0

    def clear(self) -> None:
        """A new viewer's cards appear where they lie: nothing flies from the old view."""
        self.sprites = {}
        self.still = set()
        self.settled = True

    def slide_home(self, key: str, start: Vector2, seconds: float) -> None:
        """A refused or cancelled card goes back to its place from where it was let go."""
        sprite = self.sprites.get(key)
        if sprite is not None:
            sprite.tween = Tween(Vector2(start), Vector2(sprite.home), max(0.12, seconds))

    def changed_timers(self) -> list[float]:
        return [sprite.changed for sprite in self.sprites.values() if sprite.changed > 0]

    # -- where things are -----------------------------------------------------------------
    def draw_order(self) -> list[str]:
        """Zones in layout order, cards in their order; cards in flight pass over the others."""
        zone_rank = {zone.key: i for i, zone in enumerate(self.layout.zones)}
        keys = sorted(self.sprites, key=lambda k: (zone_rank.get(self.sprites[k].spot.zone, 0),
                                                     self.sprites[k].spot.order))
        moving = [k for k in keys if self.sprites[k].busy]
        return [k for k in keys if k not in moving] + moving

    def card_rect(self, key: str) -> pygame.Rect:
        return self.sprites[key].rect

    def card_at(self, pos: tuple[int, int], held: str | None = None) -> str | None:
        """The topmost card under `pos` (never the one in hand)."""
        for key in reversed(self.draw_order()):
            if key != held and self.sprites[key].rect.collidepoint(pos):
                return key
        return None

    def target_at(self, pos: tuple[int, int], lit: set[str], held: str | None) -> str | None:
        """Lit targets first (cards, then zones), then any card, then any zone."""
        for key in reversed(self.draw_order()):
            if key in lit and key != held and self.sprites[key].rect.collidepoint(pos):
                return key
        for key in lit:
            zone = self.zones.get(key)
            if zone is not None and zone.area.collidepoint(pos):
                return key
        card = self.card_at(pos, held)
        if card is not None:
            return card
        for zone in self.layout.zones:
            if zone.area.collidepoint(pos):
                return zone.key
        return None

    def area_of(self, key: str) -> pygame.Rect | None:
        """A place's area: a zone's, or a card's."""
        zone = self.zones.get(key)
        if zone is not None:
            return zone.area
        return self.sprites[key].rect if key in self.sprites else None
