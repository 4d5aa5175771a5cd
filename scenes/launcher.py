"""The launcher: the five games as tiles with their covers, Continue, Settings, Quit.

Under each tile, "Learn to play" (its lesson, its rules page, or a free game against
Easy: `scenes/learn.py`) and "How to play" (the game's page for players); the keys L and
F1 open them for the game the keyboard is on.

A game whose table is not built yet shows "Not ready yet" in words on its tile and
refuses to start with a sentence saying so.
"""

from __future__ import annotations

import threading
import time

import pygame

from game.registry import CATALOGUE, GameEntry
from scenes.covers import draw_cover
from scenes.services.saving import list_saves, progress_words
from scenes.stack import Host, Scene
from scenes.tables import playable
from scenes.ui import (CREAM, GOLD, GOLD_DIM, MUTED, STAGE_DARK, TEAL, Button, blit_text, blit_wrapped,
                       panel)


TILE = (226, 340)
COVER = (206, 140)
FIRST_FRAME_WAIT_SECONDS = 2.0  # the content check starts after the first frame, or after this


class LauncherScene(Scene):
    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.entries = CATALOGUE
        self.ready = {e.game_id: playable(e.game_id) for e in CATALOGUE}
        self.problems: dict[str, str] = {}   # game -> the one line saying why its content cannot load
        self._hurry = threading.Event()      # set when the answer is wanted before the first frame
        self._checking: threading.Thread | None = threading.Thread(
            target=self._check_content, daemon=True, name="floorshow-content-check")
        self._checking.start()               # off the first frame: the files are read once it is shown
        self.covers = {e.game_id: draw_cover(e.game_id, COVER) for e in CATALOGUE}
        width = app.screen_size[0]
        gap = 16
        left = (width - (TILE[0] * len(CATALOGUE) + gap * (len(CATALOGUE) - 1))) // 2
        self.tiles = [pygame.Rect(left + i * (TILE[0] + gap), 150, *TILE) for i in range(len(CATALOGUE))]
        self.learn_buttons = [self._tile_buttons(index, rect) for index, rect in enumerate(self.tiles)]
        y = 556
        self.buttons = [
            Button(pygame.Rect(width // 2 - 455, y, 200, 50), "▶ Continue", self.continue_game),
            Button(pygame.Rect(width // 2 - 225, y, 220, 50), "★ Finished games", self.finished_games, size=18),
            Button(pygame.Rect(width // 2 + 25, y, 200, 50), "⚙ Settings", self.settings),
            Button(pygame.Rect(width // 2 + 255, y, 200, 50), "✖ Quit", app.quit),
        ]
        self.focus = 0          # tiles first, then the buttons
        self.part = 0           # on a tile: 0 the tile, 1 its "Learn to play", 2 its "How to play" (Tab visits each)
        self.hover: int | None = None
        self.message = ""
        self.message_seconds = 0.0
        self.saved = ""

    def _tile_buttons(self, index: int, tile: pygame.Rect) -> tuple[Button, Button]:
        half = (tile.width - 6) // 2
        return (Button(pygame.Rect(tile.left, tile.bottom + 20, half, 30), "Learn to play", lambda: self.learn(index),
                       size=14),
                Button(pygame.Rect(tile.right - half, tile.bottom + 20, half, 30), "How to play",
                       lambda: self.how_to_play(index), size=14))

    def resume(self) -> None:
        """Called when the scene comes back to the top: the saved game may have changed."""
        self._read_save()

    def _read_save(self) -> None:
        saves = list_saves()  # reads only the files' clear parts, and never raises
        readable = [s for s in saves if not s.problem]
        if len(saves) == 1:
            words = progress_words(readable[0].progress) if readable else ""
            self.saved = (readable[0].title + (f", {words}" if words else "")) if readable else "a saved game"
        else:
            self.saved = f"{len(saves)} saved games" if saves else ""
        self.buttons[0].enabled = bool(self.saved)
        self.buttons[0].hint = "" if self.saved else "no saved game yet"

    # -- actions -----------------------------------------------------------------------
    def _check_content(self) -> None:
        # The reading waits for the first frame to be shown: run beside it, it held the GIL
        # while the covers and the first frame were drawn (~100 ms more to the first frame
        # on a loaded 2-core machine). Sleeping here costs the frame nothing.
        deadline = time.monotonic() + FIRST_FRAME_WAIT_SECONDS
        while getattr(self.app, "first_frame_at", 0) is None and time.monotonic() < deadline:
            if self._hurry.wait(0.01):
                break
        # start-up: the checks and their loaders (pytmx) are imported here, after the first frame
        from scenes.services.content_check import content_problem
        for entry in self.entries:
            if self.ready[entry.game_id]:
                problem = content_problem(entry.game_id)
                if problem:
                    self.problems[entry.game_id] = problem

    def checked(self) -> dict[str, str]:
        """The content problems, once the check has finished (waits for it)."""
        if self._checking is not None:
            self._hurry.set()
            self._checking.join()
            self._checking = None
        return self.problems

    def choose(self, index: int) -> None:
        chosen = self.entries[index]
        if not self.ready[chosen.game_id]:
            self.say(f"{chosen.title} is not ready to play yet: its table is still being built.")
            self.app.sounds.play("refuse")
            return
        # start-up: what a press opens (the menus, the seat setup, the table toolkit) loads on the press
        from scenes.menus import MessageScene
        from scenes.setup import SeatSetupScene
        problem = self.checked().get(chosen.game_id)
        if problem:
            self.app.sounds.play("refuse")
            self.app.stack.push(MessageScene(self.app, f"{chosen.title} cannot be loaded",
                                             f"A file of this game is damaged, so it cannot be played:\n{problem}"))
            return
        self.app.sounds.play("click")
        self.app.stack.push(SeatSetupScene(self.app, chosen))

    def learn(self, index: int) -> None:
        """The game's lesson, its rules page, or a free game against Easy."""
        chosen = self.entries[index]
        if not self.ready[chosen.game_id] or self.checked().get(chosen.game_id):
            self.choose(index)   # says why it cannot be played
            return
        # start-up: the lesson's screens and the table toolkit load on the press
        from scenes.learn import LearnScene
        self.app.sounds.play("click")
        self.app.stack.push(LearnScene(self.app, chosen))

    def how_to_play(self, index: int) -> None:
        """The game's page for players, whether or not its table is ready."""
        # start-up: what a press opens (the engine, the page and its card pictures) loads on the press
        from game import registry
        from scenes.rules_page import RulesScene
        self.app.sounds.play("click")
        self.app.stack.push(RulesScene(self.app, registry.rules(self.entries[index].game_id)))

    def finished_games(self) -> None:
        # start-up: what a press opens (the history, the statistics) loads on the press
        from scenes.history_page import HistoryScene
        self.app.stack.push(HistoryScene(self.app))

    def continue_game(self) -> None:
        # start-up: what a press opens (the menus, the saves list, the table toolkit) loads on the press
        from scenes.flow import continue_game
        from scenes.menus import MessageScene
        problem = continue_game(self.app)
        if problem:
            self._read_save()
            self.app.stack.push(MessageScene(self.app, "Continue", problem))

    def settings(self) -> None:
        # start-up: what a press opens (the menus) loads on the press
        from scenes.menus import SettingsScene
        self.app.stack.push(SettingsScene(self.app))

    def say(self, words: str) -> None:
        self.message, self.message_seconds = words, 4.0

    # -- events ------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        count = len(self.tiles) + len(self.buttons)
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((i for i, r in enumerate(self.tiles) if r.collidepoint(event.pos)), None)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for index, rect in enumerate(self.tiles):
                if rect.collidepoint(event.pos):
                    self.focus, self.part = index, 0
                    self.choose(index)
                    return True
        for button in self.buttons + [b for pair in self.learn_buttons for b in pair]:
            if button.handle(event):
                return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_l, pygame.K_F1) and self.focus < len(self.tiles):
            (self.learn if event.key == pygame.K_l else self.how_to_play)(self.focus)
            return True
        if event.type == pygame.KEYDOWN:
            step = {pygame.K_RIGHT: 1, pygame.K_LEFT: -1, pygame.K_DOWN: len(self.tiles),
                    pygame.K_UP: -len(self.tiles)}.get(event.key, 0)
            if event.key == pygame.K_TAB:
                self._tab(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
            if step:
                self.part = 0
                self.focus = max(0, min(count - 1, self.focus + step)) if abs(step) > 1 else (self.focus + step) % count
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                if self.focus < len(self.tiles):
                    (self.choose, self.learn, self.how_to_play)[self.part](self.focus)
                else:
                    button = self.buttons[self.focus - len(self.tiles)]
                    if button.enabled:
                        button.on_press()
                return True
            if event.key == pygame.K_ESCAPE:
                self.app.quit()
                return True
        return False

    def _tab(self, step: int) -> None:
        """Tab and Shift+Tab: each tile, its "Learn to play" and its "How to play", then the buttons."""
        order = [(i, part) for i in range(len(self.tiles)) for part in range(3)] + \
                [(len(self.tiles) + i, 0) for i in range(len(self.buttons))]
        here = order.index((self.focus, self.part if self.focus < len(self.tiles) else 0))
        self.focus, self.part = order[(here + step) % len(order)]

    def update(self, dt: float) -> None:
        if self.message_seconds > 0:
            self.message_seconds -= dt

    def wake_in(self) -> float | None:
        if self._checking is not None and not self._checking.is_alive():
            self._checking = None
            return 0.0                      # the check finished: draw its verdict
        if self._checking is not None:
            return 0.05
        return self.message_seconds if self.message_seconds > 0 else None

    # -- drawing -----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        width = surface.get_width()
        blit_text(surface, fonts, "★ Floorshow ★", 52, (width // 2, 36), GOLD, True, "midtop")
        blit_text(surface, fonts, "Five dance games on one stage — pick one to play", 18,
                  (width // 2, 104), CREAM, anchor="midtop")
        for index, (entry, rect) in enumerate(zip(self.entries, self.tiles)):
            self._draw_tile(surface, index, entry, rect)
        for index, button in enumerate(self.buttons):
            button.draw(surface, fonts, focused=self.focus == len(self.tiles) + index)
        for index, (learn, page) in enumerate(self.learn_buttons):
            learn.draw(surface, fonts, focused=self.focus == index and self.part == 1)
            page.draw(surface, fonts, focused=self.focus == index and self.part == 2)
        note = f"Continue: {self.saved}" if self.saved else "Continue: no saved game yet"
        blit_text(surface, fonts, note, 14, (self.buttons[0].rect.centerx, self.buttons[0].rect.bottom + 6),
                  MUTED, anchor="midtop")
        keys = "Mouse: click a game · Keyboard: arrows or Tab to move, Enter to choose, L: learn to play, " \
               "F1: how to play, Esc to quit"
        blit_text(surface, fonts, keys, 14, (width // 2, surface.get_height() - 30), MUTED, anchor="midtop")
        if self.message_seconds > 0:
            box = pygame.Rect(0, 0, 760, 44)
            box.center = (width // 2, 640)
            panel(surface, box, border=GOLD)
            blit_text(surface, fonts, self.message, 16, box.center, CREAM, anchor="center")

    def _draw_tile(self, surface: pygame.Surface, index: int, entry: GameEntry, rect: pygame.Rect) -> None:
        fonts = self.app.fonts
        broken = entry.game_id in self.problems
        ready = self.ready[entry.game_id] and not broken
        focused = index == self.focus and self.part == 0   # its own buttons lit instead: the tile stays lifted
        lifted = rect.move(0, -6) if (index == self.focus or index == self.hover) and ready else rect
        panel(surface, lifted, fill=STAGE_DARK, border=GOLD if focused else GOLD_DIM, alpha=240,
              width=4 if focused else 2)
        cover = self.covers[entry.game_id]
        if not ready:  # greyed, and the words below say why
            cover = cover.copy()
            cover.fill((90, 90, 90), special_flags=pygame.BLEND_RGB_MULT)
        surface.blit(cover, (lifted.left + 10, lifted.top + 10))
        blit_wrapped(surface, fonts, entry.title, 18, pygame.Rect(lifted.left + 12, lifted.top + 160,
                                                                   lifted.width - 24, 48), GOLD, True)
        low, high = entry.seats
        seats = f"{low} players" if low == high else f"{low}–{high} players"
        blit_text(surface, fonts, seats, 14, (lifted.left + 12, lifted.top + 210), CREAM, True)
        blurb = self.problems[entry.game_id] if broken else entry.blurb  # file, entry and field at fault
        blit_wrapped(surface, fonts, blurb, 12 if broken else 14, pygame.Rect(lifted.left + 12, lifted.top + 232,
                                                                              lifted.width - 24, 74), CREAM)
        status = "▶ Ready to play" if ready else "✖ Cannot load" if broken else "○ Not ready yet"
        blit_text(surface, fonts, status, 15, (lifted.centerx, lifted.bottom - 14), TEAL if ready else MUTED,
                  True, "midbottom")
        if focused:
            blit_text(surface, fonts, "▲", 18, (lifted.centerx, lifted.bottom + 4), GOLD, True, "midtop")
