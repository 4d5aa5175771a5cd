"""The generic table scene: one match, one game's `TableView`, every seat human or AI.

The scene composes the table's parts (docs/table_frame.md):
- `model` (`TableModel`): the viewer's observation, the legal actions and their gestures both
  ways, the hand's selection; no pixels;
- `board` (`TableBoard`): the layout, the sprites and their tweens;
- `input` (`TableInput`): pointer and keys turned into questions to the model;
- `painter` (`TablePainter`): draws, and only reads;
- `ai` (`AISeats`), `replay` (`LastTurnReplay`) and the `log`.
The scene itself runs the flow: playing an action, the hot-seat curtain, a round's result
shown before the next deal, the end, undo, saving.
"""

from __future__ import annotations

import logging
import random
from pathlib import Path
from typing import Any, Callable

import pygame

from game.core.contract import Event, IllegalActionError, Outcome, Rules
from game.core.record_schema import one_line
from game.core.records import Match
from scenes.menus import CurtainScene, PauseScene
from scenes.rules_page import RulesScene
from scenes.services.saving import describe_failure, new_slot, record_of
from scenes.stack import Host, Scene
from scenes.tables import make_view
from scenes.toolkit.cards import CARD_SIZE, REVEAL_SIZE, CardFace, CardPainter
from scenes.toolkit.log_panel import LogPanel
from scenes.toolkit.table_ai import AISeats
from scenes.toolkit.table_board import Sprite, TableBoard
from scenes.toolkit.table_draw import Moment, TablePainter
from scenes.toolkit.table_hint import TableHint
from scenes.toolkit.table_input import TABLE_RIGHT, TableInput, Toast
from scenes.toolkit.table_model import TableModel
from scenes.toolkit.table_moment import EndMoment, MomentScene
from scenes.toolkit.table_preview import TablePreview
from scenes.toolkit.table_replay import LastTurnReplay, ReplayTick, moves_since, own_moves_at_end
from scenes.toolkit.view import AnyView, Interlude

log = logging.getLogger(__name__)

AUTOMATIC_SECONDS = 0.5     # a step with nothing to decide happens by itself after this rest


class TableScene(Scene):
    def __init__(self, app: Host, match: Match, view: AnyView, autosave: bool = True) -> None:
        super().__init__(app)
        model = self.model = TableModel(match, view)
        self.autosave = autosave
        view.seat_names = model.plan.names
        self.save_slot = new_slot(match.rules.game_id)  # its own file; Continue passes the one it resumed
        self.card_painter = CardPainter(app.fonts)
        width, height = app.screen_size
        self.log = LogPanel(pygame.Rect(TABLE_RIGHT + 12, 58, width - TABLE_RIGHT - 24, 362))
        self.board = TableBoard(type(view).__name__)
        self.board.settled = bool(match.steps)   # a resumed game's cards lie where they are: none fly in
        self.input: TableInput[Any, Any] = TableInput(model, self.board, self.log, self, (width, height))
        self.painter = TablePainter(model, self.board, self.input, self.log, app.fonts, self.card_painter,
                                    view.short_title or match.rules.title)
        self.painter.preview = self.preview = TablePreview(match.rules.game_id)   # what the hand's move will do
        self.replay = LastTurnReplay()
        self.painter.hint = self.hint = TableHint(model, self.board, self.input, self.log, app.ai, self.note, (width, height))
        self.time = self.rest_since = 0.0       # rest_since: when the cards last came to rest (the AI's pace's start)
        self.toast: Toast | None = None
        # (move number, action) the engine could not make: never offered to the AI again
        self.engine_failed: set[tuple[int, str]] = set()
        self.ai: AISeats[Any, Any] = AISeats(model, app.ai, self.engine_failed)
        self.pending_interlude: Interlude | None = None
        self.ended, self.actions_played = False, 0
        self.on_action: list[Callable[[int | None, Any, tuple[Event, ...]], None]] = []  # selftest, tests
        self.view_moving = False                # the view's own animation (a dial's needle) still runs
        self._warm = [(look, angle, size) for look, angle in view.warm_up()
                      for size in ((CARD_SIZE, REVEAL_SIZE) if isinstance(look, CardFace) else (CARD_SIZE,))]
        if any(not model.plan.is_human(seat) for seat in range(len(model.plan.kinds))):
            app.warm_ai()
        self.log.set_viewer(model.viewer, model.plan.names)
        for event in match.opening_events:
            self.log.add(event, None)
        for step in match.steps:  # a resumed game tells its story so far
            for event in step.events:
                self.log.add(event, step.seat)
        if len(model.plan.humans) >= 2 and not model.over:
            model.curtain_for = model.next_human()
        self.refresh()

    # -- the parts' shared references ------------------------------------------------------
    @property
    def match(self) -> Match:
        return self.model.match

    @property
    def rules(self) -> Rules[Any, Any, Any]:
        return self.model.rules

    @property
    def view(self) -> AnyView:
        return self.model.view

    @property
    def replaying(self) -> bool:
        return self.replay.active

    @property
    def thinking(self) -> bool:
        return self.ai.thinking

    @property
    def animating(self) -> bool:
        return self.board.moving or self.view.holding()

    @property
    def slide_seconds(self) -> float:
        return self.app.settings.tween_seconds

    # -- laying the table out ----------------------------------------------------------------
    def refresh(self, state: Any = None) -> None:
        """Lay the table out again for the viewer and set every card moving to its place
        (`state`: a past state shown again by the replay; nothing can be played on it)."""
        model = self.model
        model.look(state)
        size = (TABLE_RIGHT, self.app.screen_size[1])
        layout = self.view.layout(model.observation, model.viewer, model.plan.names, size)
        ask = model.prompt()
        if ask:   # the ask follows the legal actions, not a guess from the turn's flags
            layout = layout.with_banner(ask)
        self.board.lay_out(layout, self.app.settings.tween_seconds, (self.input.pointer.x, self.input.pointer.y))
        self._hand_follows()

    def _hand_follows(self) -> None:
        """The buttons follow the legal moves; a card that left the table leaves the hand."""
        self.input.lay_out_buttons()
        self.model.forget_missing(self.board.sprites)

    def skip_animations(self) -> None:
        self.board.skip()
        self.view.skip()

    # -- playing -----------------------------------------------------------------------
    def play(self, action: Any) -> bool:
        """Hand an action to the engine; a refusal is shown, never swallowed."""
        seat = self.model.actor
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
        model = self.model
        plan = model.plan
        self.actions_played += 1
        for event in events:
            self.log.add(event, seat)
        settings = self.app.settings
        self.view.played(events, seat, settings.ai_pace_seconds if settings.tween_seconds > 0 else 0.0)
        sounds = [name for name in (self.view.sound(e) for e in events) if name]
        if sounds:
            self.app.sounds.play(sounds[0])
        interlude = self.view.interlude_after(model.observation, events, plan.names, model.viewer)
        self.pending_interlude = interlude or self.pending_interlude
        model.hand.clear()
        self.toast = None
        self.input.zoom_key = None      # a zoom never outlives the move it was opened for
        humans = plan.humans
        self.board.mark_changes = seat is not None and (seat != model.viewer or not plan.is_human(seat))
        nxt = model.next_human()
        if len(humans) >= 2 and nxt is not None and nxt != model.viewer:
            model.curtain_for = nxt
        elif len(humans) == 1:
            model.viewer = humans[0]
        if interlude is None:
            self.refresh()
        else:  # the round's result shows over the board that produced it; the next deal after
            model.deferred = True
            model.set_gestures(())     # nothing on the old board can be played
            self._hand_follows()
        if self.autosave:
            self.save_in_background()
        for callback in self.on_action:
            callback(seat, action, events)

    def refuse(self, words: str) -> None:
        self.toast = Toast(words)
        self.app.sounds.play("refuse")

    def note(self, words: str) -> None:
        self.toast = Toast(words, 3.0, refusal=False)

    def sound(self, name: str) -> None:
        self.app.sounds.play(name)

    # -- the frame -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        self.input.replay_button.label = "■ Stop the replay (Esc)" if self.replaying else "↺ Show the last turn again"
        self.input.replay_button.enabled = self.replay_offered()
        if self._warm:
            look, angle, size = self._warm.pop()
            self.card_painter.prepare(look, size, angle)
        self.board.advance(dt, self.shown_angle, self.app.settings.tween_seconds <= 0)
        self.view_moving = self.view.update(dt, self.model.observation)
        self.input.update(dt)
        self.hint.update()
        self.preview.follow(self.model, self.board, self.input.pointer, self.input.buttons)
        if self.toast is not None:
            self.toast.seconds -= dt
            if self.toast.seconds <= 0:
                self.toast = None
        if self.animating:
            self.rest_since = self.time
        if self.replaying:
            self._replay_tick(dt)
            return
        self._think()
        self._flow()

    def shown_angle(self, sprite: Sprite) -> float:
        """A held or chosen card is drawn turned as the hand turned it."""
        hand = self.model.hand
        if sprite.spot.key in (hand.held, hand.selected) and hand.variant is not None:
            return self.view.variant_angle(sprite.spot, hand.variant)
        return float(sprite.spot.angle)

    def _flow(self) -> None:
        """What comes once the cards rest: the curtain, a round's result, the end."""
        model = self.model
        if model.curtain_for is not None and not model.claimed:
            self._lower_curtain()  # nobody has taken the device yet: show nothing private at all
            return
        if self.animating:
            return
        if self.pending_interlude is not None:
            interlude, self.pending_interlude = self.pending_interlude, None
            self.app.stack.push(MomentScene(self.app, interlude, self.card_painter, auto=not model.plan.humans))
            return
        if model.over and not self.ended:
            self.ended = True
            self.app.stack.push(EndMoment(self.app, self))
            return
        if model.curtain_for is not None:
            self._lower_curtain()

    def draw(self, surface: pygame.Surface) -> None:
        words = self.replay.words if self.replaying else ""
        self.painter.draw(surface, Moment(self.time, self.toast, words, self.thinking))

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.hint.handle_event(event) or self.input.handle_event(event)

    def resume(self) -> None:
        if self.model.deferred:
            self.model.deferred = False
            self.refresh()

    def _lower_curtain(self) -> None:
        seat = self.model.curtain_for
        if seat is not None:
            self.app.stack.push(CurtainScene(self.app, self.model.plan.names[seat], self._curtain_lifted,
                                             self.open_pause))

    def _curtain_lifted(self) -> None:
        self.hand_over(self.model.curtain_for)

    def hand_over(self, seat: int | None) -> None:
        """The device goes to `seat` (None: it stays with the viewer): the curtain is lifted and
        the table is laid out for that seat's eyes."""
        model = self.model
        if seat is not None:
            model.viewer = seat
        model.curtain_for = None
        model.claimed = True
        self.board.clear()   # the new viewer's cards appear where they lie, no flying from the old view
        self.log.set_viewer(model.viewer, model.plan.names)
        self.refresh()

    def _think(self) -> None:
        model = self.model
        actor = model.actor
        if actor is None or model.plan.is_human(actor):
            self.ai.ticket = None
            self._formality()
            return
        action = self.ai.think(self.time, self.rest_since, self.app.settings.ai_pace_seconds, self.animating)
        if action is not None:
            self.play(action)
            if self.ai.fell_back:   # a bot's fault costs no game: the move was a seeded random one
                self.note("The AI could not choose a move, so it played one at random.")

    def _formality(self) -> None:
        """A human's step that is no decision happens by itself once the table has rested."""
        if self.model.viewer_acts() and not self.animating and self.time - self.rest_since >= AUTOMATIC_SECONDS:
            action = self.model.formality()
            if action is not None:
                self.play(action)

    def wake_in(self) -> float | None:
        """0 while anything moves or is about to happen; else the nearest timer, or None (rest)."""
        model = self.model
        if self.animating or self._warm or self.view_moving or self.pending_interlude is not None \
                or model.curtain_for is not None or self.board.turning or (model.over and not self.ended):
            return 0.0   # something moves, or the flow goes on, at once
        actor, pace = model.actor, self.app.settings.ai_pace_seconds
        timers = ([self.toast.seconds] if self.toast is not None else []) + self.hint.timers()
        if self.replaying:   # the next move shown again
            timers.append(self.replay.wake_in(pace))
        elif actor is not None and not model.plan.is_human(actor):   # the answer, its pace, the cue's dots
            timers.append(self.ai.wake_in(self.time, self.rest_since, pace))
        elif model.viewer_acts() and model.formality() is not None:
            return 0.05   # a formality is about to happen by itself
        timers += self.board.changed_timers()
        hover = self.input.hover_wait()
        if hover is not None:
            timers.append(hover)
        return max(0.0, min(timers)) if timers else None

    # -- showing the last turn again --------------------------------------------------------
    def others_since_my_turn(self) -> int:
        """How many moves other seats made since the viewer's last own move."""
        return moves_since(self.match, self.model.viewer)

    def replay_offered(self) -> bool:
        return self.replaying or (self.others_since_my_turn() > 0 and not self.model.deferred)

    def toggle_replay(self) -> None:
        if self.replaying:
            self.stop_replay()
        else:
            self.replay_last_turn()

    def replay_last_turn(self) -> None:
        """Play the other seats' moves since the viewer's last one again on the table, from the
        record: each past state in turn, at the AI's pace, its changes framed; then the present."""
        count = self.others_since_my_turn()
        if not count or self.replaying or self.model.deferred:
            return
        past = self.replay.start(self.match, count, own_moves_at_end(self.match, self.model.viewer))
        self.cancel_ai()
        self.model.hand.clear()
        self.model.showing_past = True
        self.refresh(past)

    def _replay_tick(self, dt: float) -> None:
        tick = self.replay.tick(dt, self.app.settings.ai_pace_seconds, self.animating)
        if tick is ReplayTick.SHOW:
            state = self.replay.next(self.model.viewer, self.model.plan.names)
            self.board.mark_changes = True
            self.refresh(state)
        elif tick is ReplayTick.END:
            self.stop_replay()

    def stop_replay(self) -> None:
        if self.replaying:
            self.replay.stop()
            self.model.showing_past = False
            self.refresh()

    # -- menu actions ----------------------------------------------------------------------
    def open_pause(self) -> None:
        self.model.hand.clear()
        self.app.stack.push(PauseScene(self.app, self))

    def open_rules(self) -> None:
        self.app.stack.push(RulesScene(self.app, self.rules))

    def cancel_ai(self) -> None:
        self.ai.cancel()

    def undo_refusal(self) -> str:
        """Why nothing can be taken back now, or "" when something can."""
        return self.model.undo_refusal()

    def undo(self) -> str:
        """Take back the viewer's last move — one, never past a barrier; its lines leave the log."""
        seat = self.model.viewer
        taken = None if self.undo_refusal() else self.match.take_back(seat)
        if taken is None:
            return self.undo_refusal()
        self.cancel_ai()
        self.ended, self.pending_interlude = False, None
        words = self.log.take_back(taken.events, f"{self.model.plan.names[seat]} took a move back.", seat)
        self.refresh()
        if self.autosave:
            self.save_in_background()
        return f"Took back your last move: {(words or str(taken.action)).rstrip('.')}."

    def save_now(self) -> str:
        try:
            self.app.saver.write_now(self.save_slot, *record_of(self))
        except OSError as bad:
            return f"Could not save: {describe_failure(self.save_slot, bad)}."
        return "Saved. 'Continue' on the main menu resumes this game."

    def save_in_background(self) -> None:
        """Autosave after each action: the app's saver writes it off the frame loop."""
        self.app.saver.save(self.save_slot, *record_of(self))

    # -- the end -----------------------------------------------------------------------------
    def outcome(self) -> Outcome | None:
        return self.rules.outcome(self.match.state)

    @property
    def seat_names(self) -> tuple[str, ...]:
        return self.model.plan.names

    def result_lines(self) -> tuple[str, ...]:
        return self.view.result_lines(self.model.observation, self.model.plan.names)

    def forget_save(self) -> None:
        """A finished game is nothing to continue; it is kept in the history instead."""
        if self.autosave:
            self.app.saver.forget(self.save_slot)
            outcome = self.outcome()
            if outcome is not None:
                self.app.saver.remember(self.match.record(), outcome)

    def rematch(self) -> "TableScene":
        """The same seats and options with a fresh seed, at a new table with its own save."""
        old = self.match
        return open_match(self.app, Match(old.rules, old.config, new_seed(), old.names, old.seat_kinds), self.autosave)

    def shutdown(self) -> None:
        self.cancel_ai()


def new_seed() -> int:
    """A fresh seed for a new game: the one place the app takes chance from the OS."""
    return random.SystemRandom().randrange(1, 2**31)


def open_match(app: Host, match: Match, autosave: bool = True, slot: Path | None = None) -> TableScene:
    """Clear the stack to a table for `match` (a new game, a rematch, a resumed save)."""
    table = TableScene(app, match, make_view(match.rules.game_id, match.rules), autosave=autosave)
    if slot is not None:  # a resumed game keeps writing to the file it came from
        table.save_slot = slot
    app.stack.clear_to(table)
    return table

