"""The table's "Suggest a move": a button and the H key for the person whose move it is.

The question goes to the AI worker (`AIClient.ask_hint`): Hard's choice for the viewer's
seat from the viewer's observation and legal actions only — never the state — so a hint
tells nothing the seat may not know, and the table keeps its frames while it is searched.
The answer is lit on the table through the model's reverse map (`gesture_for`) with the
hint's sentence and its reason, over the log, until the move is made or Esc hides it.
A hint asked for a position that has since changed is dropped, never shown late.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

import pygame

from game import teaching
from scenes.toolkit.log_panel import LogPanel
from scenes.toolkit.table_board import TableBoard
from scenes.toolkit.table_input import TABLE_RIGHT, TableInput
from scenes.toolkit.table_model import TableModel
from scenes.toolkit.table_spotlight import draw_spotlight
from scenes.toolkit.view import Gesture
from scenes.ui import CREAM, GOLD, MUTED, TEAL, Button, Fonts, blit_text, blit_wrapped, panel

if TYPE_CHECKING:
    from scenes.services.ai_worker import AIClient

POLL_SECONDS = 0.1       # how often the table looks for the worker's answer while it searches
HINT_COLOUR = TEAL


@dataclass(frozen=True)
class ShownHint:
    """A hint on the table: the gesture it lights and its words."""

    gesture: Gesture[Any] | None
    text: str
    reason: str


class TableHint:
    """Asks, waits without blocking, and shows one hint at a time."""

    def __init__(self, model: TableModel[Any, Any], board: TableBoard, table_input: TableInput[Any, Any],
                 log: LogPanel, client: Callable[[], "AIClient"], note: Callable[[str], None],
                 screen_size: tuple[int, int]) -> None:
        self.model, self.board, self.input, self.log = model, board, table_input, log
        self.client = client
        self.note = note
        width = screen_size[0]
        self.button = Button(pygame.Rect(TABLE_RIGHT + 12, 12, width - 150 - TABLE_RIGHT - 24, 36),
                             "Suggest a move (H)", self.ask, size=14)
        self.refusal = ""                 # set by a table that teaches otherwise (a lesson's steps)
        self.ticket: int | None = None
        self.legal: tuple[Any, ...] = ()
        self.asked_for: tuple[int, int] | None = None   # (moves made, viewer) the hint is for
        self.shown: ShownHint | None = None

    # -- asking ----------------------------------------------------------------------------
    def position(self) -> tuple[int, int]:
        return len(self.model.match.steps), self.model.viewer

    def why_not(self) -> str:
        """Why no hint can be asked now ("" when one can)."""
        model = self.model
        if self.refusal:
            return self.refusal
        if model.rules.game_id not in teaching.ADVICE:
            return f"{model.rules.title} has no hints yet."
        if not model.viewer_acts():
            return "A hint is for your own move: ask when it is your turn."
        if not model.legal:
            return "There is nothing to choose right now."
        return ""

    @property
    def waiting(self) -> bool:
        return self.ticket is not None

    def ask(self) -> None:
        """Send the viewer's observation and legal actions to the worker (never the state)."""
        why = self.why_not()
        if why:
            self.note(why)
            return
        if self.waiting:
            return
        model = self.model
        self.legal = model.legal
        self.asked_for = self.position()
        seed = teaching.hint_seed(model.viewer, len(model.match.steps))
        self.ticket = self.client().ask_hint(model.rules.game_id, model.observation, self.legal, seed)
        self.shown = None

    def update(self) -> None:
        """Poll for the answer; drop a hint whose position has passed; the button says which."""
        self._poll()
        self.button.enabled = not self.why_not() or self.waiting
        self.button.label = "Thinking of a move…" if self.waiting else "Suggest a move (H)"

    def _poll(self) -> None:
        if self.asked_for is not None and self.asked_for != self.position():
            self.forget()
            return
        if self.ticket is None:
            return
        client = self.client()
        if client.pending != self.ticket:   # a newer question (an AI seat's) took the worker: this one is stale
            self.ticket = None
            return
        reply = client.poll_reply()
        if reply is None:
            return
        self.ticket = None
        if reply.index is None or reply.words is None:
            last = reply.error.strip().splitlines()[-1] if reply.error.strip() else "the search stopped"
            self.note(f"No suggestion this time ({last}).")
            return
        action = self.legal[reply.index]
        text, reason = reply.words
        self.shown = ShownHint(self.model.gesture_for(action), text, reason)

    def forget(self) -> None:
        self.ticket, self.asked_for, self.shown = None, None, None

    def timers(self) -> list[float]:
        """The table wakes to poll while the worker searches."""
        return [POLL_SECONDS] if self.waiting else []

    # -- events and drawing -------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.button.handle(event):
            if not self.button.enabled:
                self.note(self.why_not())
            return True
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_h and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            self.ask()
            return True
        if event.key == pygame.K_ESCAPE and self.shown is not None and not self.model.hand.busy:
            self.shown = None
            return True
        return False

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        self.button.draw(surface, fonts)
        shown = self.shown
        if shown is None:
            return
        if shown.gesture is not None and self.input.zoomed() is None:   # a zoomed card is read undisturbed
            words = self.model.view.variant_words.get(shown.gesture.variant or "", "")
            draw_spotlight(surface, fonts, self.board, self.input, shown.gesture, HINT_COLOUR, words)
        box = pygame.Rect(self.log.rect)
        panel(surface, box, border=HINT_COLOUR, alpha=255)   # the log under it must not show through
        inner = box.inflate(-24, -20)
        blit_text(surface, fonts, "★ A suggestion", 16, inner.topleft, HINT_COLOUR, True)
        y = blit_wrapped(surface, fonts, shown.text, 17, pygame.Rect(inner.left, inner.top + 28, inner.width, 90),
                         GOLD, True)
        room = pygame.Rect(inner.left, y + 8, inner.width, max(20, inner.bottom - y - 50))
        lines, size = fonts.fit_wrapped(f"Why: {shown.reason}", 14, room.width, room.height, least=10)
        blit_wrapped(surface, fonts, "\n".join(lines), size, room, CREAM)
        tail = "Make the move marked on the table, or any other. Esc hides this."
        blit_wrapped(surface, fonts, tail, 13, pygame.Rect(inner.left, inner.bottom - 34, inner.width, 34), MUTED)


__all__ = ["HINT_COLOUR", "ShownHint", "TableHint"]
