"""The generic table scene: one match, one game's `TableView`, every seat human or AI.

The state changes at once and only the pixels lag: after each action the view lays the
table out again and every card that moved gets an eased tween. Events become log lines
and sounds. AI seats think in the worker process and move no sooner than the settings'
pace. Between two human seats a curtain hides everything private until the next player
clicks. Input (drag, click, keyboard) lives in `table_input.py`, drawing in
`table_draw.py`.
"""

from __future__ import annotations

import dataclasses
import logging
import random
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame
from pygame.math import Vector2

from game.core.contract import Event, IllegalActionError
from game.core.record_schema import one_line
from game.core.records import Match, Record, replay
from scenes.end import EndScene
from scenes.menus import CurtainScene, InterludeScene, PauseScene
from scenes.saving import describe_failure, new_slot, record_of
from scenes.stack import Scene
from scenes.tables import make_view
from scenes.toolkit.cards import CARD_SIZE, REVEAL_SIZE, CardFace, CardPainter
from scenes.toolkit.log_panel import LogPanel
from scenes.toolkit.table_draw import TableDrawing
from scenes.toolkit.table_input import TableInput
from scenes.toolkit.view import CardSpot, Gesture, Layout, TableView
from scenes.toolkit.zones import Tween, Zone

if TYPE_CHECKING:
    from scenes.app import App

log = logging.getLogger(__name__)

TABLE_WIDTH = 960           # the view lays out the left part; the log and buttons sit right
STAGGER_SECONDS = 0.06      # between cards that start moving together
FLIP_SECONDS = 0.22
FLASH_SECONDS = 1.6         # a fresh mark (a misstep) pulses this long
AUTOMATIC_SECONDS = 0.5     # a step with nothing to decide happens by itself after this rest
CHANGED_SECONDS = 2.5       # another seat's move: what it changed stays framed this long


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


@dataclass
class Toast:
    words: str
    seconds: float = 8.0          # a refusal also goes at the next press
    refusal: bool = True


@dataclass
class SeatPlan:
    names: tuple[str, ...]
    kinds: tuple[str, ...]          # "human", "easy", "normal", "hard", "random"

    @property
    def humans(self) -> tuple[int, ...]:
        return tuple(i for i, kind in enumerate(self.kinds) if kind == "human")


class TableScene(TableInput, TableDrawing, Scene):
    def __init__(self, app: "App", match: Match, view: TableView, autosave: bool = True) -> None:
        super().__init__(app)
        self.match = match
        self.view = view
        self.rules = match.rules
        self.game_id = match.rules.game_id
        seats = match.rules.seat_count(match.state)
        self.plan = SeatPlan(_fill(match.names, seats, "Seat"), _fill(match.seat_kinds, seats, "human"))
        self.autosave = autosave
        view.seat_names = self.plan.names
        self.save_slot = new_slot(self.game_id)  # its own file; Continue passes the one it resumed
        self.painter = CardPainter(app.fonts)
        width, height = app.screen.get_size()
        self.log = LogPanel(pygame.Rect(TABLE_WIDTH + 12, 58, width - TABLE_WIDTH - 24, 362))
        humans = self.plan.humans
        self.viewer = humans[0] if humans else 0
        self.curtain_for: int | None = None     # a human seat waiting behind the curtain
        self.claimed = len(humans) < 2          # hot-seat: has a player taken the device yet?
        self.sprites: dict[str, Sprite] = {}
        self.flashes: dict[str, float] = {}     # mark key -> seconds it has flashed
        self.settled = bool(match.steps)        # a resumed game's cards lie where they are: none fly in
        self.mark_changes = False               # the next layout frames what another seat's move changed
        self.replaying: list[tuple[Any, Any]] = []   # (seat, state after) still to show again
        self.replay_shown = 0.0                 # seconds the replayed move has been on the table
        self.replay_words = ""
        self.deferred = False                   # a refresh waits until the round's result is read
        self.rest_since = 0.0                   # when the cards last came to rest (the AI's pace counts from it)
        self.layout_now = Layout()
        self.zones: dict[str, Zone] = {}
        self.gestures: tuple[Gesture, ...] = ()
        self.observation: Any = None
        self.time = 0.0
        self.toast: Toast | None = None
        self.ai_ticket: int | None = None
        self.ai_legal: tuple[Any, ...] = ()
        self.ai_since = 0.0
        self.ai_choice: int | None = None
        self.ai_error = ""
        self.engine_failed: set[tuple[int, str]] = set()   # (move number, action) the engine could not make
        self.pending_interlude: Any = None
        self.ended = False
        self.actions_played = 0
        self.on_action: list[Any] = []          # callbacks(seat, action, events): selftest, tests
        self.view_moving = False                # the view's own animation (a dial's needle) still runs
        self._init_input()
        self._warm = [(look, angle, size) for look, angle in view.warm_up()
                      for size in ((CARD_SIZE, REVEAL_SIZE) if isinstance(look, CardFace) else (CARD_SIZE,))]
        if any(kind != "human" for kind in self.plan.kinds):
            app.warm_ai()
        self.log.set_viewer(self.viewer, self.plan.names)
        for event in match.opening_events:
            self.log.add(event, None)
        for step in match.steps:  # a resumed game tells its story so far
            for event in step.events:
                self.log.add(event, step.seat)
        if len(humans) >= 2 and self.rules.outcome(match.state) is None:
            self.curtain_for = self._next_human()
        self.refresh()

    # -- who sees what -----------------------------------------------------------------
    @property
    def actor(self) -> int | None:
        if self.rules.outcome(self.match.state) is not None:
            return None
        return self.rules.to_act(self.match.state)

    def viewer_acts(self) -> bool:
        actor = self.actor
        return (actor is not None and actor == self.viewer and self.plan.kinds[actor] == "human"
                and self.curtain_for is None and not self.deferred and not self.replaying)

    def _next_human(self) -> int | None:
        actor = self.actor
        if actor is not None and self.plan.kinds[actor] == "human":
            return actor
        return None

    def refresh(self, state: Any = None) -> None:
        """Lay the table out again for the viewer and set every card moving to its place
        (`state`: a past state shown again by the replay; nothing can be played on it)."""
        shown = self.match.state if state is None else state
        self.observation = self.rules.observe(shown, self.viewer)
        legal = self.rules.legal_actions(shown) if state is None and self.viewer_acts() else ()
        size = (TABLE_WIDTH, self.app.screen.get_height())
        before = {mark.key for mark in self.layout_now.marks}
        self.layout_now = self.view.layout(self.observation, self.viewer, self.plan.names, size)
        if not self.settled:
            self.flashes.update({m.key: 0.0 for m in self.layout_now.marks if m.key not in before})
        self.zones = {zone.key: zone for zone in self.layout_now.zones}
        self.gestures = self.view.gestures(self.observation, legal) if legal else ()
        ask = self.view.prompt(self.observation, legal) if legal else None
        if ask:   # the ask follows the legal actions, not a guess from the turn's flags
            self.layout_now = dataclasses.replace(self.layout_now, banner=ask)
        self._sync_sprites()
        self.settled = False
        self.mark_changes = False
        self._refresh_input()

    def _sync_sprites(self) -> None:
        by_zone: dict[str, list[CardSpot]] = {}
        for spot in self.layout_now.cards:
            by_zone.setdefault(spot.zone, []).append(spot)
        seconds = self.app.settings.tween_seconds
        moved = 0
        fresh: dict[str, Sprite] = {}
        for zone_key, spots in by_zone.items():
            zone = self.zones.get(zone_key)
            if zone is None:
                raise KeyError(f"{type(self.view).__name__}: card {spots[0].key!r} is in unknown zone {zone_key!r}")
            spots.sort(key=lambda s: s.order)
            for index, spot in enumerate(spots):
                home = zone.place(index, len(spots), spot.card_size)
                old = self.sprites.get(spot.key)
                if old is None:
                    origin = self.zones.get(spot.origin) if not self.settled else None
                    start = Vector2(origin.area.center) if origin is not None else Vector2(home)
                    sprite = Sprite(spot, home, shown_angle=spot.angle)
                    if self.mark_changes and not self.settled:
                        sprite.changed = CHANGED_SECONDS
                    if start != home and seconds > 0:
                        sprite.tween = Tween(start, Vector2(home), seconds, moved * STAGGER_SECONDS)
                        moved += 1
                else:
                    sprite = old
                    turned = (old.spot.face is None) != (spot.face is None)
                    sprite.spot = spot
                    if old.home != home or (old.tween is not None and not old.tween.done):
                        if seconds > 0 and old.pos != home:
                            sprite.tween = Tween(Vector2(old.pos), Vector2(home), seconds, moved * STAGGER_SECONDS)
                            moved += 1
                        else:
                            sprite.tween = None
                    sprite.home = Vector2(home)
                    if turned and seconds > 0:
                        sprite.flip = FLIP_SECONDS
                    if self.mark_changes and (turned or old.home != home or old.spot.face != spot.face
                                              or old.spot.back != spot.back):
                        sprite.changed = CHANGED_SECONDS
                fresh[spot.key] = sprite
        self.sprites = fresh

    @property
    def animating(self) -> bool:
        return bool(self.flashes) or any(sprite.busy for sprite in self.sprites.values()) or self.view.holding()

    def skip_animations(self) -> None:
        self.flashes.clear()
        self.view.skip()
        for sprite in self.sprites.values():
            sprite.tween = None
            sprite.flip = 0.0

    # -- playing -----------------------------------------------------------------------
    def play(self, action: Any) -> bool:
        """Hand an action to the engine; a refusal is shown, never swallowed."""
        seat = self.actor
        try:
            events = self.match.play(action)
        except IllegalActionError as refused:
            self.refuse(str(refused.illegal))
            return False
        except Exception as broken:  # noqa: BLE001 - no error of an engine ends the app; apply never
            # changed the state, so the game stays as it was and the move is not offered to the AI again
            log.exception("the engine could not make %s", action)
            self.engine_failed.add((len(self.match.steps), str(action)))
            self.refuse(f"That move could not be made: the game stopped on it ({one_line(str(broken), 120)}). "
                        "Nothing changed: choose another move.")
            return False
        self._after_play(seat, action, events)
        return True

    def _after_play(self, seat: int | None, action: Any, events: tuple[Event, ...]) -> None:
        self.actions_played += 1
        for event in events:
            self.log.add(event, seat)
        settings = self.app.settings
        self.view.played(events, seat, settings.ai_pace_seconds if settings.tween_seconds > 0 else 0.0)
        sounds = [name for name in (self.view.sound(e) for e in events) if name]
        if sounds:
            self.app.sounds.play(sounds[0])
        interlude = self.view.interlude_after(self.observation, events, self.plan.names, self.viewer)
        self.pending_interlude = interlude or self.pending_interlude
        self.clear_hand()
        self.toast = None
        self.zoom_key = None      # a zoom never outlives the move it was opened for
        humans = self.plan.humans
        self.mark_changes = seat is not None and (seat != self.viewer or self.plan.kinds[seat] != "human")
        nxt = self._next_human()
        if len(humans) >= 2 and nxt is not None and nxt != self.viewer:
            self.curtain_for = nxt
        elif len(humans) == 1:
            self.viewer = humans[0]
        if interlude is None:
            self.refresh()
        else:  # the round's result shows over the board that produced it; the next deal after
            self.deferred = True
            self.gestures = ()     # nothing on the old board can be played
            self._refresh_input()
        if self.autosave:
            self.save_in_background()
        for callback in self.on_action:
            callback(seat, action, events)

    def refuse(self, words: str) -> None:
        self.toast = Toast(words)
        self.app.sounds.play("refuse")

    def note(self, words: str) -> None:
        self.toast = Toast(words, 3.0, refusal=False)

    # -- the frame -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        self.replay_button.label = "■ Stop the replay (Esc)" if self.replaying else "↺ Show the last turn again"
        self.replay_button.enabled = bool(self.replaying) or (self.others_since_my_turn() > 0 and not self.deferred)
        if self._warm:
            look, angle, size = self._warm.pop()
            self.painter.prepare(look, size, angle)
        for sprite in self.sprites.values():
            if sprite.tween is not None:
                sprite.tween.advance(dt)
                if sprite.tween.done:
                    sprite.tween = None
            if sprite.flip > 0:
                sprite.flip = max(0.0, sprite.flip - dt)
            if sprite.changed > 0 and not sprite.busy:
                sprite.changed = max(0.0, sprite.changed - dt)
            want = self.shown_angle(sprite)
            if sprite.shown_angle != want:
                step = 900 * dt if self.app.settings.tween_seconds > 0 else 360  # degrees a second
                delta = want - sprite.shown_angle
                sprite.shown_angle = want if abs(delta) <= step else sprite.shown_angle + step * (1 if delta > 0 else -1)
        self.view_moving = self.view.update(dt, self.observation)
        for key in list(self.flashes):
            self.flashes[key] += dt
            if self.flashes[key] >= FLASH_SECONDS:
                del self.flashes[key]
        self.update_input(dt)
        if self.toast is not None:
            self.toast.seconds -= dt
            if self.toast.seconds <= 0:
                self.toast = None
        if self.animating:
            self.rest_since = self.time
        if self.replaying:
            if self.replaying[0][0] is None and not self.animating:
                self.replay_shown += dt
                if self.replay_shown >= self.app.settings.ai_pace_seconds * 2:
                    self.stop_replay()
            else:
                self._replay_step(dt)
            return
        self._think(dt)
        if self.curtain_for is not None and not self.claimed:
            self._lower_curtain()  # nobody has taken the device yet: show nothing private at all
            return
        if self.animating:
            return
        if self.pending_interlude is not None:
            interlude, self.pending_interlude = self.pending_interlude, None
            self.app.stack.push(InterludeScene(self.app, interlude, self.painter, auto=not self.plan.humans))
            return
        if self.rules.outcome(self.match.state) is not None and not self.ended:
            self.ended = True
            self.app.stack.push(EndScene(self.app, self))
            return
        if self.curtain_for is not None:
            self._lower_curtain()

    def resume(self) -> None:
        if self.deferred:
            self.deferred = False
            self.refresh()

    def _lower_curtain(self) -> None:
        if self.curtain_for is not None:
            self.app.stack.push(CurtainScene(self.app, self.plan.names[self.curtain_for], self._curtain_lifted,
                                             self._curtain_menu))

    def _curtain_menu(self) -> None:
        self.app.stack.push(PauseScene(self.app, self))

    def _curtain_lifted(self) -> None:
        if self.curtain_for is not None:
            self.viewer = self.curtain_for
        self.curtain_for = None
        self.claimed = True
        self.sprites = {}   # the new viewer's cards appear where they lie, no flying from the old view
        self.settled = True
        self.log.set_viewer(self.viewer, self.plan.names)
        self.refresh()

    def _think(self, dt: float) -> None:
        actor = self.actor
        if actor is None or self.plan.kinds[actor] == "human":
            self.ai_ticket = None
            self._formality()
            return
        client = self.app.ai()
        if self.ai_ticket is None:
            done, legal = len(self.match.steps), self.rules.legal_actions(self.match.state)
            self.ai_legal = tuple(a for a in legal if (done, str(a)) not in self.engine_failed) or legal
            observation = self.rules.observe(self.match.state, actor)
            seed = zlib.crc32(f"{self.match.seed}:{len(self.match.steps)}".encode())
            self.ai_ticket = client.ask(self.game_id, self.plan.kinds[actor], observation, self.ai_legal, seed)
            self.ai_since = self.time
            self.ai_choice = None
            return
        if self.ai_choice is None:
            answer = client.poll()
            if answer is not None:
                _, index, error = answer
                if index is None:
                    log.error("AI failed: %s", error)
                    self.ai_error = error.strip().splitlines()[-1] if error else "the AI stopped"
                    self.refuse(f"The AI could not move: {self.ai_error}")
                    raise RuntimeError(f"AI worker error: {error}")
                self.ai_choice = index
        # a person follows the moves: each lands, rests a moment, and only then comes the next
        if self.ai_choice is not None and not self.animating \
                and self.time - max(self.ai_since, self.rest_since) >= self.app.settings.ai_pace_seconds:
            action = self.ai_legal[self.ai_choice]
            self.ai_ticket = None
            self.ai_choice = None
            self.play(action)

    # -- showing the last turn again --------------------------------------------------------
    def others_since_my_turn(self) -> int:
        """How many moves other seats made since the viewer's last own move."""
        count = 0
        for step in reversed(self.match.steps):
            if step.seat == self.viewer:
                break
            count += 1
        return count

    def replay_last_turn(self) -> None:
        """Play the other seats' moves since the viewer's last one again on the table, from the
        record: each past state in turn, at the AI's pace, its changes framed; then the present."""
        count = self.others_since_my_turn()
        if not count or self.replaying or self.deferred:
            return
        kept = self.match.record().actions[: len(self.match.steps) - count]
        past = replay(self.rules, Record(self.rules.game_id, self.match.config, self.match.seed, kept))
        states = []
        state = past.state
        for step in self.match.steps[len(self.match.steps) - count:]:
            state, _ = self.rules.apply(state, step.action)
            states.append((step, state))
        self.cancel_ai()
        self.clear_hand()
        self.refresh(past.state)
        self.replaying = states
        self.replay_shown = -0.3
        self.replay_words = f"Showing again: {count} move{'s' * (count != 1)} since your last turn"

    def _replay_step(self, dt: float) -> None:
        if not self.replaying or self.animating:
            return
        self.replay_shown += dt
        if self.replay_shown < self.app.settings.ai_pace_seconds:
            return
        step, state = self.replaying.pop(0)
        self.replay_shown = 0.0
        words = " ".join(e.for_seat(self.viewer).text(self.plan.names) for e in step.events)
        self.replay_words = f"Again — {self.plan.names[step.seat]}: {words}"
        self.mark_changes = True
        self.refresh(state)
        if not self.replaying:
            self.replaying = [(None, None)]   # one more rest on the last move, then the present

    def stop_replay(self) -> None:
        if self.replaying:
            self.replaying = []
            self.replay_words = ""
            self.refresh()

    def _formality(self) -> None:
        """A human's step that is no decision happens by itself once the table has rested."""
        if self.viewer_acts() and not self.animating and self.gestures and \
                self.time - self.rest_since >= AUTOMATIC_SECONDS:
            action = self.view.automatic(self.observation, tuple(g.action for g in self.gestures))
            if action is not None:
                self.play(action)

    @property
    def thinking(self) -> bool:
        return self.ai_ticket is not None

    def wake_in(self) -> float | None:
        """0 while anything moves or is about to happen; else the nearest timer, or None (rest)."""
        if self.replaying:
            return 0.0
        if self.animating or self._warm or self.view_moving or self.pending_interlude is not None \
                or self.curtain_for is not None or self.hand_busy:
            return 0.0
        if self.rules.outcome(self.match.state) is not None and not self.ended:
            return 0.0
        actor = self.actor
        if actor is not None and self.plan.kinds[actor] != "human":
            return 0.0 if self.ai_choice is not None or self.ai_ticket is None else 0.1  # the dots, the answer
        if self.viewer_acts() and self.gestures and \
                self.view.automatic(self.observation, tuple(g.action for g in self.gestures)) is not None:
            return 0.05   # a formality is about to happen by itself
        timers = [self.toast.seconds] if self.toast is not None else []
        timers += [sprite.changed for sprite in self.sprites.values() if sprite.changed > 0]
        hover = self.hover_wait()
        if hover is not None:
            timers.append(hover)
        return max(0.0, min(timers)) if timers else None

    # -- menu actions ----------------------------------------------------------------------
    def cancel_ai(self) -> None:
        if self.ai_ticket is not None:
            self.app.ai().cancel()
        self.ai_ticket = None
        self.ai_choice = None

    def undo_refusal(self) -> str:
        """Why nothing can be taken back now, or "" when something can."""
        seat = self.viewer
        if self.plan.kinds[seat] != "human":
            return "Only a human seat can take a move back."
        if self.match.undoable(seat):
            return ""
        if not self.match.steps:
            return "Nothing has been played yet."
        last = self.match.steps[-1]
        if last.seat != seat:
            return f"The last move was {self.plan.names[last.seat]}'s: it stands."
        return "Your last move showed a card or used chance: it stands."

    def undo(self) -> str:
        """Take back the viewer's own last actions (never past a barrier); returns what happened."""
        seat = self.viewer
        if self.plan.kinds[seat] != "human":
            return "Only a human seat can take a move back."
        refusal = self.undo_refusal()
        if refusal:
            return refusal
        count = self.match.undo(seat)
        self.cancel_ai()
        self.ended = False
        self.pending_interlude = None
        self.log.add(f"{self.plan.names[seat]} took back {count} move{'s' if count > 1 else ''}.", seat)
        self.refresh()
        if self.autosave:
            self.save_in_background()
        return f"Took back {count} move{'s' if count > 1 else ''}."

    def save_now(self) -> str:
        try:
            self.app.saver.write_now(self.save_slot, *record_of(self))
        except OSError as bad:
            return f"Could not save: {describe_failure(self.save_slot, bad)}."
        return "Saved. 'Continue' on the main menu resumes this game."

    def save_in_background(self) -> None:
        """Autosave after each action: the app's saver writes it off the frame loop."""
        self.app.saver.save(self.save_slot, *record_of(self))

    def rematch(self) -> "TableScene":
        """The same seats and options with a fresh seed, at a new table with its own save."""
        old = self.match
        return open_match(self.app, Match(old.rules, old.config, new_seed(), old.names, old.seat_kinds), self.autosave)

    def shutdown(self) -> None:
        self.cancel_ai()


def new_seed() -> int:
    """A fresh seed for a new game: the one place the app takes chance from the OS."""
    return random.SystemRandom().randrange(1, 2**31)


def open_match(app: "App", match: Match, autosave: bool = True, slot: Path | None = None) -> TableScene:
    """Clear the stack to a table for `match` (a new game, a rematch, a resumed save)."""
    table = TableScene(app, match, make_view(match.rules.game_id, match.rules), autosave=autosave)
    if slot is not None:  # a resumed game keeps writing to the file it came from
        table.save_slot = slot
    app.stack.clear_to(table)
    return table


def _fill(values: tuple[str, ...], count: int, default: str) -> tuple[str, ...]:
    filled = list(values[:count])
    while len(filled) < count:
        filled.append(f"{default} {len(filled) + 1}" if default == "Seat" else default)
    return tuple(filled)
