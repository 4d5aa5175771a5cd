"""Every way a player reaches an action on the table: drag-and-drop, click-to-select then
click-to-place, buttons, and the keyboard (Tab through the legal moves, Enter plays).

The input hit-tests the board's sprites and asks the model what a hand means; all of it
ends in `resolve(source, target)`: the legal gesture that matches is played; a drop that
matches none is turned into the action it would have meant and the engine is asked why
that is not legal, and the card slides home with the reason on screen. What it cannot do
itself (play, refuse, open a menu) it asks of its scene through `TableControls`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Generic, Protocol, TypeVar

import pygame
from pygame.math import Vector2

from scenes.toolkit.cards import CardBack
from scenes.toolkit.table_board import TableBoard
from scenes.toolkit.log_panel import LogPanel
from scenes.toolkit.table_model import Hand, TableModel
from scenes.toolkit.table_zoom import ZoomPlace, place_zoom
from scenes.toolkit.view import Gesture
from scenes.ui import Button

O = TypeVar("O")   # the game's observation  # noqa: E741
A = TypeVar("A")   # the game's action
A_contra = TypeVar("A_contra", contravariant=True)

DRAG_THRESHOLD = 6          # pixels the pointer must travel before a press becomes a drag
HOVER_ZOOM_SECONDS = 0.45
TABLE_RIGHT = 960           # the table's own area ends here; the log and the buttons sit to its right
CHOICES_TOP = 476           # the first choice button
CHOICE_PITCH = 50


@dataclass
class Toast:
    words: str
    seconds: float = 5.0          # at most five seconds over the table; a refusal also goes at the next press
    refusal: bool = True


class TableControls(Protocol[A_contra]):
    """What the input asks of the table scene it serves."""

    toast: Toast | None

    def play(self, action: A_contra) -> bool: ...

    def refuse(self, words: str) -> None: ...

    def note(self, words: str) -> None: ...

    def sound(self, name: str) -> None: ...

    def open_pause(self) -> None: ...

    def open_rules(self) -> None: ...

    def skip_animations(self) -> None: ...

    def toggle_replay(self) -> None: ...

    def replay_offered(self) -> bool: ...

    @property
    def replaying(self) -> bool: ...

    @property
    def slide_seconds(self) -> float: ...


class TableInput(Generic[O, A]):
    """The pointer, the keys and the side buttons of one table."""

    def __init__(self, model: TableModel[O, A], board: TableBoard, log: LogPanel, controls: TableControls[A],
                 screen_size: tuple[int, int]) -> None:
        self.model = model
        self.board = board
        self.log = log
        self.controls = controls
        self.screen_size = screen_size
        self.press_pos = Vector2()
        self.grab = Vector2()
        self.drag_pos = Vector2()
        self.pointer = Vector2(-100, -100)
        self.hover_key: str | None = None
        self.hover_time = 0.0
        self.zoom_key: str | None = None     # pinned by right-click or Z
        self.zoom_place: ZoomPlace | None = None   # where the zoom shows (placed in `update`, never in drawing)
        self._zoom_for: tuple[str, bool, object] | None = None   # what it was placed for: card, asked, layout
        self.press_cancelled = False         # Esc cancelled the press under way
        self.buttons: list[tuple[Button, Gesture[A] | None]] = []   # None: the button turning the page
        self.button_page = 0                 # which page of choices shows when they do not all fit
        width = screen_size[0]
        self.replay_button = Button(pygame.Rect(TABLE_RIGHT + 12, 426, width - TABLE_RIGHT - 24, 30),
                                    "↺ Show the last turn again", controls.toggle_replay, size=14)
        self.menu_button = Button(pygame.Rect(width - 150, 12, 138, 36), "☰ Menu", controls.open_pause, size=16)

    @property
    def hand(self) -> Hand:
        return self.model.hand

    # -- the choice buttons ---------------------------------------------------------------
    def lay_out_buttons(self) -> None:
        """A button per legal move that is no hand gesture, in pages when they do not all fit."""
        width, height = self.screen_size
        buttons = [g for g in self.model.gestures if g.source is None and g.target is None]
        self.buttons = []
        fit = max(2, (height - CHOICES_TOP) // CHOICE_PITCH)
        if len(buttons) > fit:  # more choices than room: pages of them, and a button that turns the page
            per_page = fit - 1
            pages = (len(buttons) + per_page - 1) // per_page
            self.button_page %= pages
            buttons = buttons[self.button_page * per_page:(self.button_page + 1) * per_page]
            rect = pygame.Rect(TABLE_RIGHT + 12, CHOICES_TOP + per_page * CHOICE_PITCH, width - TABLE_RIGHT - 24, 42)
            label = f"More choices ▶ ({self.button_page + 1} of {pages})"
            self.buttons.append((Button(rect, label, self._next_button_page, size=15), None))
        else:
            self.button_page = 0
        for index, gesture in enumerate(buttons):
            rect = pygame.Rect(TABLE_RIGHT + 12, CHOICES_TOP + index * CHOICE_PITCH, width - TABLE_RIGHT - 24, 42)
            size = 16 if len(gesture.label) <= 26 else 13  # a long choice in smaller type rather than cut
            self.buttons.insert(index, (Button(rect, gesture.label, self._presser(gesture), size=size), gesture))

    def _presser(self, gesture: Gesture[A]) -> Callable[[], None]:
        def press() -> None:
            self.controls.play(gesture.action)
        return press

    def _next_button_page(self) -> None:
        self.button_page += 1
        self.lay_out_buttons()

    # -- resolving a gesture -----------------------------------------------------------------------
    def resolve(self, source: str | None, target: str | None) -> bool:
        """python-chess's find_move for a hand: the legal action this gesture means, or why not."""
        model, controls = self.model, self.controls
        gesture = model.gesture_at(source, target)
        if gesture is not None:
            return controls.play(gesture.action)
        candidate = model.find_action(source, target)
        if candidate is not None:
            refusal = model.check(candidate)
            if refusal is None:
                return controls.play(candidate)
            controls.refuse(f"{refusal.reason} ({refusal.rule})")
            return False
        if not model.viewer_acts():
            controls.refuse("It is not your turn.")
        elif source is not None and model.lit_targets(source):
            controls.refuse(self._where_it_may_go(source, target))
        else:
            controls.refuse("Nothing happens there. Tab lists the moves you can make.")
        return False

    def _where_it_may_go(self, source: str, target: str | None) -> str:
        """A drop the game gives no meaning: say where it was and, from the legal moves, what
        this card can do — never a bare "not there"."""
        zone = self.board.zones.get(target) if target is not None else None
        where = f"Not on {zone.label}" if zone is not None and zone.label.strip() else "Not there"
        moves = [g.label for g in self.model.moves_from(source)]
        if len(moves) > 3:
            moves = moves[:3] + [f"{len(moves) - 3} more (Tab lists them)"]
        return f"{where}. This card can: " + "; ".join(moves) + "."

    def card_at(self, pos: tuple[int, int]) -> str | None:
        return self.board.card_at(pos, self.hand.held)

    def _slide_home(self, key: str, start: Vector2) -> None:
        self.board.slide_home(key, start, self.controls.slide_seconds)

    def turn_held(self) -> bool:
        """Turn the held or selected card to its next variant (a two-way card's other half)."""
        said = self.model.turn()
        if said is None:
            return False
        if said:
            self.controls.note(said)
        self.controls.sound("flip")
        return True

    # -- events ----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        controls = self.controls
        if self.menu_button.handle(event):
            return True
        self.replay_button.enabled = controls.replay_offered()
        if self.replay_button.handle(event):
            return True
        if controls.replaying:   # the replay only shows: Esc or Space ends it, nothing else is played
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_SPACE):
                controls.toggle_replay()
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
        if event.type == pygame.MOUSEWHEEL and self.hand.source:
            return self.turn_held()
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _motion(self, event: pygame.event.Event) -> bool:
        hand = self.hand
        self.pointer = Vector2(event.pos)
        if hand.held is not None:
            if not hand.dragging and self.pointer.distance_to(self.press_pos) >= DRAG_THRESHOLD:
                hand.dragging = True
                hand.selected = None
            self.drag_pos = self.pointer - self.grab
        if self.board.still and hand.held is None:   # a hand kept still closes its gaps once the pointer leaves it
            self.board.let_settle(event.pos, self.controls.slide_seconds)
        key = self.card_at(event.pos)
        if key != self.hover_key:
            self.hover_key, self.hover_time = key, 0.0
        return True

    def _press(self, event: pygame.event.Event) -> bool:
        hand = self.hand
        self.pointer = Vector2(event.pos)
        if event.button == 3:
            if hand.source and self.model.view.variants:
                return self.turn_held()
            key = self.card_at(event.pos)
            self.zoom_key = None if key == self.zoom_key else key
            return True
        if event.button != 1:
            return False
        self.zoom_key = None
        self.press_cancelled = False
        toast = self.controls.toast
        if toast is not None and toast.refusal:
            self.controls.toast = None   # a refusal stays until the next press: read, then dismissed
        key = self.card_at(event.pos)
        if key is not None and key in self.model.sources(self.board.sprites):
            sprite = self.board.sprites[key]
            hand.held, hand.dragging = key, False
            self.press_pos = Vector2(event.pos)
            self.grab = Vector2(event.pos) - sprite.pos
            self.drag_pos = Vector2(sprite.pos)
            if hand.selected != key:
                self.model.pick_up(key)
        return True

    def _release(self, event: pygame.event.Event) -> bool:
        hand, model = self.hand, self.model
        self.pointer = Vector2(event.pos)
        if self.press_cancelled:  # Esc let go of the card while the button was down
            self.press_cancelled = False
            self.hover_key, self.hover_time = self.card_at(event.pos), 0.0
            return True
        held, dragged = hand.held, hand.dragging
        hand.held, hand.dragging = None, False
        if held is not None and dragged:
            target = self.board.target_at(event.pos, model.lit_targets(held), None)
            drop = Vector2(self.drag_pos)
            home_zone = self.board.sprites[held].spot.zone if held in self.board.sprites else None
            if target in (None, held, home_zone):  # put back where it was: no move, no complaint
                self._slide_home(held, drop)
            elif not self.resolve(held, target):
                self._slide_home(held, drop)
            return True
        if held is not None and hand.selected not in (None, held) and held in model.lit_targets(hand.selected):
            return self.resolve(hand.selected, held) or True
        if held is not None and hand.selected is None:   # a piece with one thing to do: a click does it
            only = next((g for g in model.gestures if g.source == held and g.click_too), None)
            if only is not None:
                return self.controls.play(only.action) or True
        if held is not None:  # a click on a card that can move selects it; a second click lets go
            hand.selected = None if hand.selected == held else held
            if hand.selected is not None:
                model.pick_up(held)
            self.controls.sound("click")
            return True
        return self._click(event.pos)

    def _click(self, pos: tuple[int, int]) -> bool:
        """A plain click (nothing held): place the chosen card, make a click move, or read a card."""
        hand, model = self.hand, self.model
        target = self.board.target_at(pos, model.lit_targets(hand.selected), None)
        if hand.selected is not None:
            if target is None:
                hand.selected = None
            else:
                self.resolve(hand.selected, target)
            return True
        if target is not None and target in model.lit_targets(None):
            return self.resolve(None, target) or True
        key = self.card_at(pos)
        if key is not None and model.viewer_acts() and model.means_something(key):
            return self.resolve(None, key) or True  # a click the game understands: the engine judges it
        if key is None and target is not None and model.viewer_acts() and model.means_something(target):
            return self.resolve(None, target) or True  # the same for a place that is not a card
        if key is None and target is not None and model.viewer_acts() and self.board.layout.banner:
            self.controls.note(self.board.layout.banner)   # a click on an empty place: what is asked now
        self.zoom_key = key if key != self.zoom_key else None  # a plain click on a card reads it
        return True

    def _key(self, event: pygame.event.Event) -> bool:
        hand, model, controls = self.hand, self.model, self.controls
        key = event.key
        if key == pygame.K_ESCAPE:
            if hand.source or hand.kb_index is not None or self.zoom_key:
                if hand.held is not None and hand.dragging:
                    self._slide_home(hand.held, self.drag_pos)
                self.press_cancelled = hand.held is not None   # the coming release means nothing
                hand.clear()
                self.zoom_key = None
            else:
                controls.open_pause()
            return True
        if key == pygame.K_TAB and model.gestures:
            model.focus_next(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            focused = model.focused()
            if focused is not None:
                return controls.play(focused.action) or True
            if model.gestures:
                controls.note("Press Tab to pick a move, then Enter to make it.")
            return True
        if key == pygame.K_r:
            return self.turn_held()
        if key == pygame.K_SPACE:
            controls.skip_animations()
            return True
        if key == pygame.K_z:
            focus = self._keyboard_card()
            self.zoom_key = None if self.zoom_key == focus else focus
            return True
        if key == pygame.K_F1:
            controls.open_rules()
            return True
        return False

    def _keyboard_card(self) -> str | None:
        focused = self.model.focused()
        if focused is not None:
            for key in (focused.source, focused.target):
                if key in self.board.sprites:
                    return key
        return self.hand.selected or self.hover_key

    # -- time and the zoom ---------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.hover_key is not None:
            self.hover_time += dt
        self.place_zoom()

    def _refusal_shown(self) -> bool:
        toast = self.controls.toast
        return toast is not None and toast.refusal

    def hover_wait(self) -> float | None:
        """Seconds until the card under the pointer zooms, if it is going to."""
        if self.hover_key in self.board.sprites and self.hover_time < HOVER_ZOOM_SECONDS and \
                not self.hand.dragging and not self._refusal_shown() and self._worth_zooming(self.hover_key):
            return HOVER_ZOOM_SECONDS - self.hover_time
        return None

    def _worth_zooming(self, key: str) -> bool:
        """A plain face-down card (a deck) has nothing to read: hovering it shows nothing."""
        spot = self.board.sprites[key].spot
        back = spot.back
        return spot.face is not None or spot.peek is not None or bool(spot.detail) or \
            not isinstance(back, CardBack) or bool(back.marks)

    def _wanted_zoom(self) -> tuple[str, bool] | None:
        """The card to zoom and whether it was asked for (pinned), or None."""
        if self.zoom_key in self.board.sprites:
            return self.zoom_key, True
        key = self.hover_key
        if key is not None and key in self.board.sprites and self.hover_time >= HOVER_ZOOM_SECONDS \
                and not self.hand.dragging and not self._refusal_shown() and self._worth_zooming(key):
            return key, False
        return None

    def place_zoom(self) -> None:
        """Place the zoom the pointer or a key asks for where it covers no place of a legal move,
        no side button and not the card under the pointer (a hover with no such spot opens
        nothing; Z and a right-click open it anyway). Placed once per card and layout."""
        wanted = self._wanted_zoom()
        if wanted is None:
            self.zoom_place, self._zoom_for = None, None
            return
        key, asked = wanted
        made_for = (key, asked, self.board.layout)
        if self._zoom_for is not None and self._zoom_for[:2] == made_for[:2] and self._zoom_for[2] is made_for[2]:
            return
        self._zoom_for = made_for
        needed = [self.board.sprites[key].rect.inflate(16, 16)]
        for gesture in self.model.gestures:
            for place in (gesture.source, gesture.target):
                area = self.board.area_of(place) if place is not None else None
                if area is not None:
                    needed.append(area.inflate(8, 8))
        needed += [button.rect for button, _ in self.buttons]
        needed += [self.replay_button.rect, self.menu_button.rect]
        soft = [zone.area for zone in self.board.layout.zones] + [s.rect for s in self.board.sprites.values()]
        self.zoom_place = place_zoom(key, self.board.sprites[key].spot, self.screen_size, needed, soft, asked)

    def zoomed(self) -> str | None:
        """The card whose zoom shows: pinned, or hovered long enough where it covers nothing needed."""
        place = self.zoom_place
        if place is None or place.key not in self.board.sprites or self._zoom_for is None \
                or self._zoom_for[2] is not self.board.layout:
            return None
        return place.key
