"""A guided first game ("Learn to play"): a table driven by the game's tutorial.

The engine side (`game/teaching.py`, `TutorialRun`) says which step comes, whose it is,
its words and its one expected action. This table runs it on the composed frame:
- the step's gesture is lit through the reverse map (`model.gesture_for(expected)`), with
  the guide panel's words beside the table (`table_guide.py`);
- every hand goes through `run.offer`: the expected action is played, anything else is
  refused with the step's hint (and the rules' reason, when the rules refuse it too);
- a step that plays by itself (a scripted seat's, or a formality) plays after a moment to
  read its words, or at once with Next; the log, the flashes and the round's result show
  what the engine did, as in any game;
- the place reached is kept after every step (`scenes/services/lessons.py`), so a lesson
  left resumes there; "Free game vs Easy" leaves it for a game of one's own.

`perform(table, gesture)` makes a gesture as a hand does (the self-test and the tests
play every tutorial through it).
"""

from __future__ import annotations

from typing import Any

import pygame

from game import registry, teaching
from game.core.content import content_dir
from game.core.seats import SeatKind
from game.core.tutorial import LEARNER, tutorial_path
from game.core.tutorial_run import TutorialRun
from scenes.flow import start_game
from scenes.services import lessons
from scenes.stack import Host
from scenes.tables import make_view
from scenes.toolkit.table import TableScene
from scenes.toolkit.table_guide import GuidePanel, GuideWords, LessonDoneScene, log_rect
from scenes.toolkit.table_spotlight import draw_spotlight
from scenes.toolkit.view import Gesture
from scenes.ui import TEAL

GUIDE_COLOUR = TEAL
READ_SECONDS_PER_CHAR = 0.035    # a step that plays by itself waits for its words to be read ...
READ_SECONDS_LEAST = 1.5         # ... at least this long ...
READ_SECONDS_MOST = 6.0          # ... and at most this (Next plays it at once)


def lesson_games() -> tuple[str, ...]:
    """The games that have a lesson: every game `teaching` lists whose tutorial file is there
    (a broken one is listed: opening it says what is wrong, and the self-test fails on it)."""
    return tuple(game_id for game_id in teaching.TOPICS if tutorial_path(content_dir(game_id)).is_file())


class TutorialTable(TableScene):
    """A table whose every move is a tutorial step."""

    def __init__(self, app: Host, run: TutorialRun, reading: bool = True, keep_place: bool = True) -> None:
        match = run.match
        seats = match.rules.seat_count(match.state)
        # the learner is the one person here; the other seats are the lesson's script
        match.seat_kinds = (SeatKind.HUMAN,) + (SeatKind.EASY,) * (seats - 1)
        # the learner plays under their own name ("You goes first" reads wrong in the log)
        match.names = (app.typed_names.get(0) or "Player 1",) + tuple(match.names[1:])
        self.run = run
        self.game_id = match.rules.game_id
        self.reading = reading            # False: steps that play by themselves do so at once (self-test)
        self.keep_place = keep_place
        self.finished_shown = False
        self.every_gesture: tuple[Gesture[Any], ...] = ()
        super().__init__(app, match, make_view(self.game_id, match.rules), autosave=False)
        width = app.screen_size[0]
        self.log.rect = log_rect(width)
        self.guide = GuidePanel(width, self.go_on, self.leave, self.free_game)
        self.hint.refusal = "In a lesson the move to make is already marked on the table."
        self.last_said = ""   # what the last step did, shown above the next step's words

    # -- the lesson's questions -----------------------------------------------------------
    def by_itself(self) -> bool:
        """The current step is played by the table (a scripted seat's, or a formality)."""
        step = self.run.step
        return step is not None and (step.by_itself or step.seat != LEARNER)

    def waiting_for_learner(self) -> bool:
        """The learner's hand is awaited: their step, their turn, nothing moving or in the way."""
        step = self.run.step
        return (step is not None and not self.by_itself() and self.model.viewer_acts() and not self.animating
                and self.app.stack.top is self)

    def expected_gesture(self) -> Gesture[Any] | None:
        """The gesture the step lights (None while it is not the learner's to make)."""
        if self.run.step is None or self.by_itself() or not self.model.viewer_acts():
            return None
        return self.model.gesture_for(self.run.expected())

    def words(self) -> GuideWords:
        run = self.run
        step, total = run.step, len(run.tutorial.steps)
        if step is None:
            return GuideWords(f"Lesson · all {total} steps done", self.last_said, run.tutorial.end.say, False)
        whose = "your move" if not self.by_itself() else \
            ("plays by itself" if step.seat == LEARNER else f"{self.model.plan.names[step.seat]}'s move")
        return GuideWords(f"Step {step.number} of {total} · {whose}", self.last_said, step.say, self.by_itself())

    def refresh(self, state: Any = None) -> None:
        """The table as in any game, but the hand is offered the step's one gesture: only its
        places are lit, only its card picks up, only its button shows. A hand that means another
        legal move still reaches the lesson (through the engine's `find_action`) and is refused
        with the step's hint."""
        super().refresh(state)
        model = self.model
        self.every_gesture = model.gestures   # what the rules allow here (tests pick a wrong one from it)
        if self.run.step is None or self.by_itself() or not model.viewer_acts():
            return
        gesture = model.gesture_for(self.run.expected())
        if gesture is not None:
            model.set_gestures((gesture,))
            self.input.lay_out_buttons()

    # -- playing: every hand goes through the lesson ------------------------------------------
    def play(self, action: Any) -> bool:
        seat = self.model.actor
        refusal = self.run.offer(action)
        if refusal is not None:
            self.refuse(refusal.reason)
            return False
        self._stepped(seat, action)
        return True

    def go_on(self) -> None:
        """Next: the step that plays by itself plays now."""
        if self.by_itself() and not self.animating:
            seat, action = self.model.actor, self.run.expected()
            self.run.advance()
            self._stepped(seat, action)

    def _stepped(self, seat: int | None, action: Any) -> None:
        step = self.run.tutorial.steps[self.run.done - 1]
        self.last_said = step.after
        self._after_play(seat, action, self.run.last_events)
        if self.keep_place:
            lessons.remember(self.game_id, self.run.done)

    def _think(self) -> None:
        """No AI here: the script's steps play themselves once their words had time to be read."""
        step = self.run.step
        if step is None or not self.by_itself() or self.animating or self.app.stack.top is not self:
            return
        wait = min(READ_SECONDS_MOST, max(READ_SECONDS_LEAST, READ_SECONDS_PER_CHAR * len(step.say)))
        if not self.reading or self.time - self.rest_since >= wait:
            self.go_on()

    def _flow(self) -> None:
        """The finished panel once the last step's cards and result have been seen."""
        if not self.run.finished or self.pending_interlude is not None:
            super()._flow()    # the round's result first, as in any game
        elif not self.finished_shown and not self.animating and self.app.stack.top is self:
            self.finished_shown = self.ended = True
            self.app.stack.push(LessonDoneScene(self.app, self.run.tutorial.title, self.run.tutorial.end.say,
                                                self.free_game))

    def wake_in(self) -> float | None:
        if self.by_itself():
            return 0.1      # the step plays itself after its reading time
        return super().wake_in()

    # -- ways out --------------------------------------------------------------------------------
    def leave(self) -> None:
        """Back to the games; the place is kept (it is written after every step)."""
        self.app.go_home()

    def free_game(self) -> None:
        free_game(self.app, self.game_id)

    def undo_refusal(self) -> str:
        return "A lesson only goes forward: the next step is marked on the table."

    def save_now(self) -> str:
        return "Your place in this lesson is kept by itself: Learn to play takes you back to it."

    # -- events and drawing -----------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.guide.handle_event(event, self.by_itself()):
            return True
        if event.type == pygame.KEYDOWN and self._guide_keys(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_n and self.by_itself():
            self.go_on()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._wrong_card(event.pos):
            step = self.run.step
            self.refuse(step.hint if step is not None and step.hint else "Not this one: the step's card is marked.")
            return True
        return super().handle_event(event)

    def _guide_keys(self, event: pygame.event.Event) -> bool:
        """Tab and Shift+Tab go through the step's move, then the guide's buttons (Next, Leave,
        Free game) and round again; Enter or Space presses the button the keyboard is on."""
        guide, hand = self.guide, self.model.hand
        buttons = guide.buttons(self.by_itself())
        if guide.focus is not None and guide.focus >= len(buttons):
            guide.focus = len(buttons) - 1   # "Next" went away under the keyboard: the button after it
        if event.key == pygame.K_TAB:
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            moves = len(self.model.gestures)
            here = moves + guide.focus if guide.focus is not None else hand.kb_index
            total = moves + len(buttons)
            there = (0 if step > 0 else total - 1) if here is None else (here + step) % total
            if there < moves:
                guide.focus = None
                hand.kb_index = there - step
                self.model.focus_next(step)
            else:
                guide.focus = there - moves
                hand.kb_index, hand.selected = None, None
            return True
        if guide.focus is None:
            return False
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            button = buttons[guide.focus]
            if button.enabled:
                button.on_press()
            return True
        if event.key == pygame.K_ESCAPE:   # the keyboard leaves the buttons; Esc again opens the menu
            guide.focus = None
            return True
        return False

    def _wrong_card(self, pos: tuple[int, int]) -> bool:
        """A card the rules would let the learner move, but not the one this step takes: the
        press is answered with the step's hint instead of nothing."""
        key = self.input.card_at(pos)
        if key is None or not self.model.viewer_acts() or self.by_itself():
            return False
        movable = {g.source for g in self.every_gesture if g.source is not None}
        return key in movable and key not in self.model.sources(self.board.sprites)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        gesture = self.expected_gesture()
        # a card zoomed for reading is read undisturbed; the marks come back when it closes
        if gesture is not None and not self.model.hand.dragging and self.input.zoomed() is None:
            turned = self.model.view.variant_words.get(gesture.variant or "", "")
            draw_spotlight(surface, self.app.fonts, self.board, self.input, gesture, GUIDE_COLOUR, turned)
        self.guide.draw(surface, self.app.fonts, self.words())


def open_lesson(app: Host, game_id: str, done: int = 0, reading: bool = True,
                keep_place: bool = True) -> TutorialTable:
    """Clear the stack to the game's lesson, resumed after `done` steps (a finished lesson,
    or a place it does not have, starts again from the first step)."""
    if not 0 <= done < len(teaching.tutorial(game_id).steps):
        done = 0
    table = TutorialTable(app, teaching.start(game_id, done), reading, keep_place)
    app.stack.clear_to(table)
    return table


def free_game(app: Host, game_id: str) -> TableScene:
    """A game of one's own against Easy: the fewest seats the game allows (two at least)."""
    low, high = registry.entry(game_id).seats
    seats = min(high, max(2, low))
    me = app.typed_names.get(0, "Player 1")
    names = (me,) + tuple(f"Easy AI {n}" if seats > 2 else "Easy AI" for n in range(1, seats))
    return start_game(app, game_id, names, ("human",) + ("easy",) * (seats - 1))


def perform(table: TableScene, gesture: Gesture[Any]) -> bool:
    """Make `gesture` as a hand does (a drag's drop, a click, a choice button, turning the
    page of choices to find it); whether an action was played."""
    before = table.actions_played
    model, table_input = table.model, table.input
    if gesture.source is None and gesture.target is None:
        for _ in range(len(table_input.buttons) + 1):
            for button, made in table_input.buttons:
                if made is not None and made.action == gesture.action:
                    button.on_press()
                    return table.actions_played > before
            pager = next((button for button, made in table_input.buttons if made is None), None)
            if pager is None:
                return False
            pager.on_press()
        return False
    model.hand.clear()
    if gesture.source is not None:
        model.pick_up(gesture.source)
    model.hand.variant = gesture.variant
    table_input.resolve(gesture.source, gesture.target)
    return table.actions_played > before


__all__ = ["TutorialTable", "free_game", "lesson_games", "open_lesson", "perform"]
