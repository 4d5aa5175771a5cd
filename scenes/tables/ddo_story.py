"""DDO's table, the telling: a move's events shown one step at a time, and HP that changes
as numbers that fly.

The engine applies a whole monster phase at once; the table tells it as beats, one line a
beat at the pace of the AI setting ("Kobold closes in on Ana's Fighter (h1)", then
"Ana's Fighter (h1) loses 3 HP …"), the card each beat is about ringed and its damage flying
off it as "−3". While beats are left the table holds the next move, as it does for cards in
flight (`TableView.holding`). Healing flies as "+2" off the Hero the engine says regained HP in the
move (`game.ddo.view.healed`: a card that raises a Hero's HP total heals nobody). When the Raid begins, its three Quests turn over one a beat. All animation state is
advanced in `update`; `paint` (the layout's overlay) only reads it.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core.contract import Event
from game.ddo.events import HeroRef
from game.ddo.harm_events import FoeDefeated, FoeHurt, HeroFell, HeroHurt
from game.ddo.view import healed
from scenes.ui import CREAM, GOLD, INK, Colour, Fonts, blit_text, panel

TOLD = frozenset({"hurt", "close", "retreat", "afflicted", "immune", "defeated", "boss", "dead", "unconscious",
                  "won", "lost", "exhausted", "abandoned", "raid_boss", "monster", "back"})
FLOAT_SECONDS = 1.3
TURN_SECONDS = 0.35
DAMAGE: Colour = (255, 96, 80)
HEALING: Colour = (120, 235, 140)
BACK: Colour = (60, 40, 90)


def subject(event: Event) -> str | None:
    """The card a told fact is about, as its typed fields name it (`h1`, `m2`, `b`, `p1`): the
    foe hurt or defeated, else the Hero on the quest it happened to or near (a monster closing
    in on it, backing off from it). None for a Hero that fell (told by its name alone), a
    monster drawn or woken, a quest's end."""
    if isinstance(event, (FoeHurt, FoeDefeated)):
        return event.foe.ref
    hero = getattr(event, "hero", None)
    if isinstance(hero, HeroRef) and hero.ref and not isinstance(event, HeroFell):
        return hero.ref
    return None


@dataclass
class Beat:
    text: str
    ref: str | None = None            # the card the beat is about: "h1", "m2", "b"
    number: str = ""                  # "−3" flies off it
    turn: int = -1                    # a Raid Quest that turns over on this beat


@dataclass
class Flying:
    key: str | None
    text: str
    colour: Colour
    age: float = 0.0
    lift: int = 0                     # a second number on one card starts higher


class Story:
    def __init__(self) -> None:
        self.beats: list[Beat] = []
        self.current: Beat | None = None
        self.left = 0.0
        self.pace = 0.0
        self.shown = 0                    # beats of the move shown so far (for "2 of 5")
        self.total = 0
        self.flying: list[Flying] = []
        self.places: dict[str, tuple[int, int]] = {}     # card key -> centre, from the last layout
        self.sizes: dict[str, tuple[int, int]] = {}
        self.refs: dict[str, str] = {}                   # "h1" -> card key, from the last layout
        self.refs_before: dict[str, str] = {}
        self.places_before: dict[str, tuple[int, int]] = {}
        self.hidden: list[str] = []                      # Raid Quests still face down, in turning order
        self.turning: tuple[str, float] | None = None    # a Quest turning over, and seconds into it
        self.healing: tuple[tuple[int, int], ...] = ()   # (Hero uid, HP) the engine told, to fly at the layout
        self.fresh = False                               # a move landed since the last layout
        self.field = (540, 200)                          # where a number with no card flies

    # -- told of a move ------------------------------------------------------------------
    def told(self, events: tuple[Event, ...], names: tuple[str, ...], pace: float) -> None:
        self.pace = pace
        self.fresh = True
        self.refs_before, self.places_before = dict(self.refs), dict(self.places)
        if pace <= 0:
            return
        self.healing += healed(events)
        raid = 0
        beats = []
        for event in events:
            kind = getattr(event, "kind", "")
            if kind not in TOLD:
                continue
            about = subject(event)
            beat = Beat(event.text(names), about, f"−{event.amount}" if about and isinstance(event, (HeroHurt, FoeHurt))
                        else "")
            if kind == "raid_boss":
                beat.turn, beat.ref = raid, f"m{raid + 1}"
                raid += 1
            beats.append(beat)
        if not beats:
            return
        if not self.beats and self.current is None:
            self.shown, self.total = 0, 0
        self.beats += beats
        self.total += len(beats)

    def laid_out(self, places: dict[str, tuple[int, int]], sizes: dict[str, tuple[int, int]],
                 refs: dict[str, str], raid_keys: list[str]) -> None:
        """The new layout's places; the healing the engine told of since the last layout flies now."""
        self.places, self.sizes, self.refs = places, sizes, refs
        if self.fresh and self.pace > 0:
            for uid, amount in self.healing:
                self.fly(f"hero:{uid}", f"+{amount}", HEALING)
            if raid_keys and any(b.turn >= 0 for b in self.beats):
                self.hidden = list(raid_keys)
        self.fresh = False
        self.healing = ()

    def fly(self, key: str | None, text: str, colour: Colour) -> None:
        lift = sum(1 for f in self.flying if f.key == key and f.age < 0.5) * 22
        self.flying.append(Flying(key, text, colour, lift=lift))

    # -- the frame ------------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        for flying in self.flying:
            flying.age += dt
        self.flying = [f for f in self.flying if f.age < FLOAT_SECONDS]
        if self.turning is not None:
            key, age = self.turning
            self.turning = None if age + dt >= TURN_SECONDS else (key, age + dt)
        if self.current is not None:
            self.left -= dt
            if self.left <= 0:
                self.current = None
        if self.current is None and self.beats:
            self.current = self.beats.pop(0)
            self.shown += 1
            self.left = self.pace
            if self.current.number:
                self.fly(self._key(self.current.ref), self.current.number, DAMAGE)
            if self.current.turn >= 0 and self.hidden:
                self.turning = (self.hidden.pop(0), 0.0)
        if self.current is None and not self.beats:
            self.hidden = []
        return bool(self.flying or self.current or self.beats or self.turning)

    def holding(self) -> bool:
        return self.current is not None or bool(self.beats)

    def skip(self) -> None:
        self.beats, self.current, self.flying, self.hidden, self.turning = [], None, [], [], None
        self.healing = ()

    def _key(self, ref: str | None) -> str | None:
        if ref is None:
            return None
        return self.refs_before.get(ref) or self.refs.get(ref)

    def _place(self, key: str | None) -> tuple[int, int]:
        if key is None:
            return self.field
        return self.places.get(key) or self.places_before.get(key) or self.field

    # -- painting (reads only) ----------------------------------------------------------------
    def paint(self, surface: pygame.Surface, fonts: Fonts, seconds: float) -> None:
        for key in self.hidden:
            self._back(surface, fonts, key, 1.0)
        if self.turning is not None:
            key, age = self.turning
            if age < TURN_SECONDS / 2:
                self._back(surface, fonts, key, 1 - age / (TURN_SECONDS / 2))
        beat = self.current
        if beat is not None:
            about = self._key(beat.ref)
            if about is not None and about in self.places:
                x, y = self.places[about]
                w, h = self.sizes.get(about, (90, 120))
                pygame.draw.rect(surface, GOLD, pygame.Rect(x - w // 2 - 5, y - h // 2 - 5, w + 10, h + 10), 4,
                                 border_radius=12)
            box = pygame.Rect(250, 10, 700, 36)     # over the header's banner: what happens now
            panel(surface, box, fill=(70, 30, 20), border=GOLD, alpha=255, radius=10, width=2)
            step = f"{self.shown}/{self.total}" if self.total > 1 else ""
            words, size = fonts.fit(beat.text, 16, box.width - 70, True)
            blit_text(surface, fonts, words, size, (box.left + 12, box.centery), CREAM, True, "midleft")
            if step:
                blit_text(surface, fonts, step, 13, (box.right - 10, box.centery), GOLD, True, "midright")
        for flying in self.flying:
            x, y = self._place(flying.key)
            t = flying.age / FLOAT_SECONDS
            rise = int(52 * t) + flying.lift
            image = fonts.text(flying.text, 30, flying.colour, True)
            shadow = fonts.text(flying.text, 30, INK, True)
            alpha = 255 if t < 0.6 else int(255 * (1 - t) / 0.4)
            image.set_alpha(alpha)
            shadow.set_alpha(alpha)
            rect = image.get_rect(center=(x, y - rise))
            surface.blit(shadow, rect.move(2, 2))
            surface.blit(image, rect)
            image.set_alpha(None)   # the font cache's surfaces are shared: leave them as found
            shadow.set_alpha(None)

    def _back(self, surface: pygame.Surface, fonts: Fonts, key: str, width: float) -> None:
        if key not in self.places:
            return
        x, y = self.places[key]
        w, h = self.sizes.get(key, (90, 120))
        shown = max(2, int(w * width))
        rect = pygame.Rect(x - shown // 2, y - h // 2, shown, h)
        pygame.draw.rect(surface, BACK, rect, border_radius=8)
        pygame.draw.rect(surface, GOLD, rect, 2, border_radius=8)
        if width > 0.5:
            blit_text(surface, fonts, "⚑", 26, rect.center, GOLD, True, "center")
