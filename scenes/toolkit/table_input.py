"""Every way a player reaches an action on the table: drag-and-drop, click-to-select then
click-to-place, buttons, and the keyboard (Tab through the legal moves, Enter plays).

All of them end in `resolve(source, target)`: the gesture that matches is played; a
drop that matches none is turned into the action it would have meant and the engine is
asked why that is not legal, and the card slides home with the reason on screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame.math import Vector2

from scenes.menus import PauseScene
from scenes.rules_page import RulesScene
from scenes.toolkit.cards import CardBack
from scenes.toolkit.view import Gesture
from scenes.toolkit.zones import Tween
from scenes.ui import Button

if TYPE_CHECKING:
    from scenes.toolkit.table import Sprite, TableScene

DRAG_THRESHOLD = 6          # pixels the pointer must travel before a press becomes a drag
HOVER_ZOOM_SECONDS = 0.45


class TableInput:
    """Mixin of TableScene: the hand's state and the event handler."""

    def _init_input(self: "TableScene") -> None:
        self.held: str | None = None         # card picked up by the mouse
        self.dragging = False
        self.press_pos = Vector2()
        self.grab = Vector2()
        self.drag_pos = Vector2()
        self.selected: str | None = None     # card chosen by a click (or by Tab)
        self.variant: str | None = None      # how the held / selected card is turned
        self.kb_index: int | None = None
        self.hover_key: str | None = None
        self.hover_time = 0.0
        self.zoom_key: str | None = None     # pinned by right-click or Z
        self.pointer = Vector2(-100, -100)
        self.buttons: list[tuple[Button, Gesture]] = []
        self.button_page = 0                 # which page of choices shows when they do not all fit
        self.power: str | None = None        # the card whose drag stands for clicking a target
        self.press_cancelled = False          # Esc cancelled the press under way
        width = self.app.screen.get_width()
        self.replay_button = Button(pygame.Rect(960 + 12, 426, width - 960 - 24, 30), "↺ Show the last turn again",
                                    self._replay_pressed, size=14)
        self.menu_button = Button(pygame.Rect(self.app.screen.get_width() - 150, 12, 138, 36),
                                  "☰ Menu", self.open_pause, size=16)

    def _refresh_input(self: "TableScene") -> None:
        width = self.app.screen.get_width()
        self.power = self.view.power_card(self.observation) if self.gestures else None
        buttons = [g for g in self.gestures if g.source is None and g.target is None]
        self.buttons = []
        top = 476
        fit = max(2, (self.app.screen.get_height() - top) // 50)
        if len(buttons) > fit:  # more choices than room: pages of them, and a button that turns the page
            per_page = fit - 1
            pages = (len(buttons) + per_page - 1) // per_page
            self.button_page %= pages
            buttons = buttons[self.button_page * per_page:(self.button_page + 1) * per_page]
            turn = Gesture(None, f"More choices ▶ ({self.button_page + 1} of {pages})")
            rect = pygame.Rect(960 + 12, top + per_page * 50, width - 960 - 24, 42)
            self.buttons.append((Button(rect, turn.label, self._next_button_page, size=15), turn))
        else:
            self.button_page = 0
        for index, gesture in enumerate(buttons):
            rect = pygame.Rect(960 + 12, top + index * 50, width - 960 - 24, 42)
            size = 16 if len(gesture.label) <= 26 else 13  # a long choice in smaller type rather than cut
            self.buttons.insert(index, (Button(rect, gesture.label, lambda g=gesture: self.play(g.action), size=size),
                                        gesture))
        if self.kb_index is not None and self.kb_index >= len(self.gestures):
            self.kb_index = None
        if self.held not in self.sprites:
            self.held, self.dragging = None, False
        if self.selected not in self.sprites:
            self.selected = None

    def _next_button_page(self: "TableScene") -> None:
        self.button_page += 1
        self._refresh_input()

    def clear_hand(self: "TableScene") -> None:
        self.held, self.dragging, self.selected, self.kb_index = None, False, None, None
        self.variant = None

    # -- what the hand may do -----------------------------------------------------------------
    def sources(self: "TableScene") -> set[str]:
        found = {g.source for g in self.gestures if g.source is not None}
        if self.power in self.sprites and any(g.source is None and g.target for g in self.gestures):
            found.add(self.power)
        return found

    def _means(self: "TableScene", gesture: Gesture, source: str | None) -> bool:
        """Whether a hand starting at `source` makes this gesture (a power card stands for a click)."""
        return gesture.source == source or (gesture.source is None and source is not None and source == self.power)

    def lit_targets(self: "TableScene", source: str | None) -> set[str]:
        return {g.target for g in self.gestures
                if g.target is not None and self._means(g, source) and g.variant in (None, self.variant)}

    def lit_shown(self: "TableScene") -> set[str]:
        """The places drawn lit: a move listed by Tab lights its own target alone (which of
        the card's places that move uses); otherwise every place the held card may go."""
        focused = self.focused_gesture()
        if focused is not None and focused.target is not None and self.held is None:
            return {focused.target}
        source = self.held or self.selected
        return self.lit_targets(source) if source is not None else self.lit_targets(None)

    def _pick_up(self: "TableScene", key: str) -> None:
        variants = [g.variant for g in self.gestures if g.source == key and g.variant is not None]
        if self.variant not in variants:
            self.variant = variants[0] if variants else None

    def turn_held(self: "TableScene") -> bool:
        """Turn the held or selected card to its next variant (a two-way card's other half)."""
        key = self.held or self.selected
        variants = sorted({g.variant for g in self.gestures if g.source == key and g.variant is not None},
                          key=lambda v: self.view.variants.index(v) if v in self.view.variants else 0)
        if key is None or not self.view.variants:
            return False
        # with two or more legal ways, turn only among them (Reverse Tornado: the rival double's arrows)
        options = variants if len(variants) > 1 else list(self.view.variants)
        self.variant = options[(options.index(self.variant) + 1) % len(options)] if self.variant in options \
            else options[0]
        if variants and self.variant not in variants:
            self.note(f"{self.view.variant_words.get(self.variant, self.variant)}: no legal place this way up.")
        self.app.sounds.play("flip")
        return True

    def shown_angle(self: "TableScene", sprite: "Sprite") -> float:
        if sprite.spot.key in (self.held, self.selected) and self.variant is not None:
            return self.view.variant_angle(sprite.spot, self.variant)
        return sprite.spot.angle

    # -- finding things under the pointer ----------------------------------------------------------
    def card_rect(self: "TableScene", sprite: "Sprite") -> pygame.Rect:
        rect = pygame.Rect((0, 0), sprite.spot.card_size)
        rect.center = (round(sprite.pos.x), round(sprite.pos.y))
        return rect

    def card_at(self: "TableScene", pos: tuple[int, int]) -> str | None:
        for key in reversed(self.draw_order()):
            if key != self.held and self.card_rect(self.sprites[key]).collidepoint(pos):
                return key
        return None

    def target_at(self: "TableScene", pos: tuple[int, int], lit: set[str]) -> str | None:
        """Lit targets first (cards, then zones), then any card, then any zone."""
        for key in reversed(self.draw_order()):
            if key in lit and key != self.held and self.card_rect(self.sprites[key]).collidepoint(pos):
                return key
        for key in lit:
            zone = self.zones.get(key)
            if zone is not None and zone.area.collidepoint(pos):
                return key
        card = self.card_at(pos)
        if card is not None:
            return card
        for zone in self.layout_now.zones:
            if zone.area.collidepoint(pos):
                return zone.key
        return None

    # -- resolving a gesture -----------------------------------------------------------------------
    def resolve(self: "TableScene", source: str | None, target: str | None) -> bool:
        """python-chess's find_move for a hand: the legal action this gesture means, or why not."""
        for gesture in self.gestures:
            if self._means(gesture, source) and gesture.target == target and gesture.variant in (None, self.variant):
                return self.play(gesture.action)
        candidate = self.view.candidate(self.observation, None if source == self.power else source, target,
                                        self.variant)
        if candidate is not None:
            refusal = self.rules.check(self.match.state, candidate)
            if refusal is None:
                return self.play(candidate)
            self.refuse(f"{refusal.reason} ({refusal.rule})")
            return False
        if not self.viewer_acts():
            self.refuse("It is not your turn.")
        elif source is not None and self.lit_targets(source):
            self.refuse(self._where_it_may_go(source, target))
        else:
            self.refuse("Nothing happens there. Tab lists the moves you can make.")
        return False

    def _where_it_may_go(self: "TableScene", source: str, target: str | None) -> str:
        """A drop the game gives no meaning: say where it was and, from the legal moves, what
        this card can do — never a bare "not there"."""
        zone = self.zones.get(target) if target is not None else None
        where = f"Not on {zone.label}" if zone is not None and zone.label.strip() else "Not there"
        moves = [g.label for g in self.gestures if self._means(g, source) and g.target is not None]
        if len(moves) > 3:
            moves = moves[:3] + [f"{len(moves) - 3} more (Tab lists them)"]
        return f"{where}. This card can: " + "; ".join(moves) + "."

    def _slide_home(self: "TableScene", key: str, start: Vector2) -> None:
        sprite = self.sprites.get(key)
        if sprite is not None:
            seconds = max(0.12, self.app.settings.tween_seconds)
            sprite.tween = Tween(Vector2(start), Vector2(sprite.home), seconds)

    # -- events ----------------------------------------------------------------------------------
    def _replay_pressed(self: "TableScene") -> None:
        if self.replaying:
            self.stop_replay()
        else:
            self.replay_last_turn()

    def handle_event(self: "TableScene", event: pygame.event.Event) -> bool:
        if self.menu_button.handle(event):
            return True
        self.replay_button.enabled = bool(self.replaying) or (
            self.others_since_my_turn() > 0 and not self.deferred)
        if self.replay_button.handle(event):
            return True
        if self.replaying:   # the replay only shows: Esc or Space ends it, nothing else is played
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_SPACE):
                self.stop_replay()
            return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
        for button, _ in self.buttons:
            if button.handle(event):
                return True
        if self.log.handle(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            return self._motion(event)
        if event.type == pygame.MOUSEBUTTONDOWN:
            return self._press(event)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._release(event)
        if event.type == pygame.MOUSEWHEEL and (self.held or self.selected):
            return self.turn_held()
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _motion(self: "TableScene", event: pygame.event.Event) -> bool:
        self.pointer = Vector2(event.pos)
        if self.held is not None:
            if not self.dragging and self.pointer.distance_to(self.press_pos) >= DRAG_THRESHOLD:
                self.dragging = True
                self.selected = None
            self.drag_pos = self.pointer - self.grab
        key = self.card_at(event.pos)
        if key != self.hover_key:
            self.hover_key, self.hover_time = key, 0.0
        return True

    def _press(self: "TableScene", event: pygame.event.Event) -> bool:
        self.pointer = Vector2(event.pos)
        if event.button == 3:
            if (self.held or self.selected) and self.view.variants:
                return self.turn_held()
            key = self.card_at(event.pos)
            self.zoom_key = None if key == self.zoom_key else key
            return True
        if event.button != 1:
            return False
        self.zoom_key = None
        self.press_cancelled = False
        if self.toast is not None and self.toast.refusal:
            self.toast = None   # a refusal stays until the next press: read, then dismissed
        key = self.card_at(event.pos)
        if key is not None and key in self.sources():
            sprite = self.sprites[key]
            self.held, self.dragging = key, False
            self.press_pos = Vector2(event.pos)
            self.grab = Vector2(event.pos) - sprite.pos
            self.drag_pos = Vector2(sprite.pos)
            if self.selected != key:
                self._pick_up(key)
        return True

    def _release(self: "TableScene", event: pygame.event.Event) -> bool:
        self.pointer = Vector2(event.pos)
        if self.press_cancelled:  # Esc let go of the card while the button was down
            self.press_cancelled = False
            self.hover_key, self.hover_time = self.card_at(event.pos), 0.0
            return True
        held, dragged = self.held, self.dragging
        self.held, self.dragging = None, False
        if held is not None and dragged:
            target = self.target_at(event.pos, self.lit_targets(held))
            drop = Vector2(self.drag_pos)
            home_zone = self.sprites[held].spot.zone if held in self.sprites else None
            if target in (None, held, home_zone):  # put back where it was: no move, no complaint
                self._slide_home(held, drop)
            elif not self.resolve(held, target):
                self._slide_home(held, drop)
            return True
        if held is not None and self.selected not in (None, held) and held in self.lit_targets(self.selected):
            return self.resolve(self.selected, held) or True
        if held is not None and self.selected is None:   # a piece with one thing to do: a click does it
            only = next((g for g in self.gestures if g.source == held and g.click_too), None)
            if only is not None:
                return self.play(only.action) or True
        if held is not None:  # a click on a card that can move selects it; a second click lets go
            self.selected = None if self.selected == held else held
            if self.selected is not None:
                self._pick_up(held)
            self.app.sounds.play("click")
            return True
        target = self.target_at(event.pos, self.lit_targets(self.selected))
        if self.selected is not None:
            if target is None:
                self.selected = None
            else:
                self.resolve(self.selected, target)
            return True
        if target is not None and target in self.lit_targets(None):
            return self.resolve(None, target) or True
        key = self.card_at(event.pos)
        if key is not None and self.viewer_acts() and \
                self.view.candidate(self.observation, None, key, None) is not None:
            return self.resolve(None, key) or True  # a click the game understands: the engine judges it
        if key is None and target is not None and self.viewer_acts() and \
                self.view.candidate(self.observation, None, target, None) is not None:
            return self.resolve(None, target) or True  # the same for a place that is not a card
        self.zoom_key = key if key != self.zoom_key else None  # a plain click on a card reads it
        return True

    def _key(self: "TableScene", event: pygame.event.Event) -> bool:
        key = event.key
        if key == pygame.K_ESCAPE:
            if self.held or self.selected or self.kb_index is not None or self.zoom_key:
                if self.held is not None and self.dragging:
                    self._slide_home(self.held, self.drag_pos)
                self.press_cancelled = self.held is not None   # the coming release means nothing
                self.clear_hand()
                self.zoom_key = None
            else:
                self.open_pause()
            return True
        if key == pygame.K_TAB and self.gestures:
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            count = len(self.gestures)
            self.kb_index = (0 if step > 0 else count - 1) if self.kb_index is None \
                else (self.kb_index + step) % count
            focused = self.gestures[self.kb_index]
            self.selected, self.variant = focused.source, focused.variant
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.kb_index is not None and self.kb_index < len(self.gestures):
                return self.play(self.gestures[self.kb_index].action) or True
            if self.gestures:
                self.note("Press Tab to pick a move, then Enter to make it.")
            return True
        if key == pygame.K_r:
            return self.turn_held()
        if key == pygame.K_SPACE:
            self.skip_animations()
            return True
        if key == pygame.K_z:
            focus = self._keyboard_card()
            self.zoom_key = None if self.zoom_key == focus else focus
            return True
        if key == pygame.K_F1:
            self.app.stack.push(RulesScene(self.app, self.rules))
            return True
        return False

    def _keyboard_card(self: "TableScene") -> str | None:
        if self.kb_index is not None and self.kb_index < len(self.gestures):
            gesture = self.gestures[self.kb_index]
            for key in (gesture.source, gesture.target):
                if key in self.sprites:
                    return key
        return self.selected or self.hover_key

    @property
    def hand_busy(self: "TableScene") -> bool:
        """A card held, chosen or focused: its lit places pulse."""
        return self.held is not None or self.selected is not None or self.kb_index is not None

    def hover_wait(self: "TableScene") -> float | None:
        """Seconds until the card under the pointer zooms, if it is going to."""
        if self.hover_key in self.sprites and self.hover_time < HOVER_ZOOM_SECONDS and not self.dragging \
                and not (self.toast is not None and self.toast.refusal) and self._worth_zooming(self.hover_key):
            return HOVER_ZOOM_SECONDS - self.hover_time
        return None

    def update_input(self: "TableScene", dt: float) -> None:
        if self.hover_key is not None:
            self.hover_time += dt

    def open_pause(self: "TableScene") -> None:
        self.clear_hand()
        self.app.stack.push(PauseScene(self.app, self))

    def focused_gesture(self: "TableScene") -> Gesture | None:
        if self.kb_index is not None and self.kb_index < len(self.gestures):
            return self.gestures[self.kb_index]
        return None

    def _worth_zooming(self: "TableScene", key: str) -> bool:
        """A plain face-down card (a deck) has nothing to read: hovering it shows nothing."""
        spot = self.sprites[key].spot
        back = spot.back
        return spot.face is not None or spot.peek is not None or bool(spot.detail) or \
            not isinstance(back, CardBack) or bool(back.marks)

    def zoomed(self: "TableScene") -> str | None:
        if self.zoom_key in self.sprites:
            return self.zoom_key
        if self.hover_key in self.sprites and self.hover_time >= HOVER_ZOOM_SECONDS and not self.dragging \
                and not (self.toast is not None and self.toast.refusal) \
                and self._worth_zooming(self.hover_key):  # the reason is read first
            return self.hover_key
        return None
