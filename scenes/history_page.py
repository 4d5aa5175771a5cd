"""Finished games and statistics: one page per game, a bar per AI level, the games to watch.

The figures are `game.core.stats.statistics` over the history's finished games (the same the
`python -m game stats` command prints); a game in the list opens the replay viewer. The page
reads the history once, when it opens (a file that is not a finished game is set aside and
named here once).
"""

from __future__ import annotations

from typing import Any

import pygame

from game import registry
from game.core.history import FinishedGame, history_dir, read_history
from game.core.stats import statistics
from scenes.stack import Host, Scene
from scenes.ui import CREAM, GOLD, MUTED, STAGE_LIGHT, TEAL, Button, blit_text, panel

LEVEL_WORDS = {"random": "Random", "easy": "Easy", "normal": "Normal", "hard": "Hard"}
SHOWN_GAMES = 9   # finished games listed at once (newest first); ↑ ↓ scroll


class HistoryScene(Scene):
    """See the module docstring."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        games, set_aside = read_history(history_dir())
        self.games = games
        self.figures = statistics(games)
        self.ids = [e.game_id for e in registry.CATALOGUE]
        self.page = next((i for i, g in enumerate(self.ids) if g in self.figures), 0)
        self.first = 0
        width, height = app.screen_size
        self.tabs = [Button(pygame.Rect(40 + i * 236, 80, 226, 40), e.title, self._opener(i), size=15)
                     for i, e in enumerate(registry.CATALOGUE)]
        self.back = Button(pygame.Rect(width - 190, 16, 170, 40), "⌂ Back", self.close, size=16)
        self.rows: list[tuple[pygame.Rect, FinishedGame]] = []
        self.pointer: tuple[int, int] = (-1, -1)   # the last place the pointer was seen: a row lights under it
        self.message = (f"{len(set_aside)} file{'s' * (len(set_aside) != 1)} in the history could not be read "
                        "and were set aside.") if set_aside else ""
        self._lay_out_rows()

    def _opener(self, index: int) -> Any:
        def open_page() -> None:
            self.page, self.first = index, 0
            self._lay_out_rows()
        return open_page

    @property
    def shown(self) -> list[FinishedGame]:
        game_id = self.ids[self.page]
        return [g for g in reversed(self.games) if g.game == game_id]

    def _lay_out_rows(self) -> None:
        width = self.app.screen_size[0]
        left = width // 2 + 10
        self.rows = [(pygame.Rect(left, 190 + i * 52, width - left - 52, 46), game)
                     for i, game in enumerate(self.shown[self.first:self.first + SHOWN_GAMES])]

    def close(self) -> None:
        self.app.stack.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if self.back.handle(event) or any(tab.handle(event) for tab in self.tabs):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, game in self.rows:
                if rect.collidepoint(event.pos):
                    trouble = self.app.watch_again(game.record, finished=True)
                    if trouble:
                        self.message = trouble
                    return True
        if event.type == pygame.MOUSEWHEEL:
            self._scroll(-event.y)
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.close()
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                step = 1 if event.key == pygame.K_RIGHT else -1
                self._opener((self.page + step) % len(self.ids))()
            elif event.key in (pygame.K_UP, pygame.K_DOWN):
                self._scroll(1 if event.key == pygame.K_DOWN else -1)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.rows:
                self.app.watch_again(self.rows[0][1].record, finished=True)
        return True

    def _scroll(self, step: int) -> None:
        self.first = max(0, min(max(0, len(self.shown) - SHOWN_GAMES), self.first + step))
        self._lay_out_rows()

    def draw(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        width, height = surface.get_size()
        blit_text(surface, fonts, "Finished games and statistics", 28, (40, 22), GOLD, True)
        for index, tab in enumerate(self.tabs):
            tab.enabled = True
            tab.draw(surface, fonts, focused=index == self.page)
        self.back.draw(surface, fonts)
        game_id = self.ids[self.page]
        title = registry.entry(game_id).title
        left = pygame.Rect(40, 140, width // 2 - 60, height - 180)
        right = pygame.Rect(width // 2 + 0, 140, width // 2 - 40, height - 180)
        panel(surface, left, alpha=235)
        panel(surface, right, alpha=235)
        found = self.figures.get(game_id)
        if found is None:
            blit_text(surface, fonts, f"No finished game of {title} yet.", 18, (left.left + 20, left.top + 20), CREAM)
            blit_text(surface, fonts, "Every game you finish is kept here.", 15, (left.left + 20, left.top + 50), MUTED)
        else:
            self._draw_figures(surface, left, found)
        blit_text(surface, fonts, "Watch a game again (click)", 18, (right.left + 20, right.top + 14), GOLD, True)
        for rect, game in self.rows:
            pygame.draw.rect(surface, STAGE_LIGHT if rect.collidepoint(self.pointer) else (52, 20, 40), rect, border_radius=8)
            blit_text(surface, fonts, f"{game.finished} — {' · '.join(game.names)}", 14,
                      (rect.left + 10, rect.top + 4), CREAM)
            result = self._result(game)
            blit_text(surface, fonts, result, 13, (rect.left + 10, rect.top + 24), MUTED)
        if len(self.shown) > SHOWN_GAMES:
            blit_text(surface, fonts, f"{self.first + 1}–{min(len(self.shown), self.first + SHOWN_GAMES)} of "
                      f"{len(self.shown)} (↑ ↓ or the wheel)", 13, (right.left + 20, right.bottom - 24), MUTED)
        if self.message:
            blit_text(surface, fonts, self.message, 14, (40, height - 30), MUTED)

    @staticmethod
    def _result(game: FinishedGame) -> str:
        names = game.names
        if game.termination.table:
            verdict = "the table won" if game.winners else "the game won"
        elif not game.winners:
            verdict = "no winner"
        else:
            verdict = " & ".join(names[w] for w in game.winners) + " won"
        kinds = ", ".join(f"{names[i]} ({LEVEL_WORDS.get(kind.value, kind.value)} AI)"
                          for i, kind in enumerate(game.record.seat_kinds) if kind.is_ai)
        return verdict + (f" · the AI: {kinds}" if kinds else " · hot-seat")

    def _draw_figures(self, surface: pygame.Surface, box: pygame.Rect, found: dict[str, Any]) -> None:
        fonts = self.app.fonts
        x, y = box.left + 20, box.top + 16
        blit_text(surface, fonts, f"{found['games']} finished · streak {found['streak']['current']} "
                  f"(best {found['streak']['best']})", 17, (x, y), CREAM, True)
        y += 34
        if found["against_ai"]:
            blit_text(surface, fonts, "Your wins against the AI", 15, (x, y), GOLD, True)
            y += 24
            bar_width = box.width - 200
            for level, entry in found["against_ai"].items():
                blit_text(surface, fonts, LEVEL_WORDS.get(level, level), 14, (x, y + 2), CREAM)
                bar = pygame.Rect(x + 70, y + 2, bar_width, 16)
                pygame.draw.rect(surface, (60, 30, 50), bar, border_radius=4)
                won = bar.copy()
                won.width = round(bar.width * entry["win_rate"])
                pygame.draw.rect(surface, TEAL, won, border_radius=4)
                pygame.draw.rect(surface, MUTED, bar, 1, border_radius=4)
                blit_text(surface, fonts, f"{entry['wins']} of {entry['games']} ({entry['win_rate']:.0%})", 14,
                          (bar.right + 8, y + 2), CREAM)
                y += 26
            y += 8
        for mode, entry in found["table"].items():
            line = f"{mode.capitalize()}: the table won {entry['won']} of {entry['games']}"
            if "quests_won" in entry:
                line += f"; {entry['quests_won']} quests won, best {entry['best_quests']} in a game"
            blit_text(surface, fonts, line, 15, (x, y), CREAM)
            y += 24
        if found["hot_seat"]["games"]:
            wins = ", ".join(f"{n} {w}" for n, w in found["hot_seat"]["wins"].items()) or "no wins yet"
            count = found["hot_seat"]["games"]
            blit_text(surface, fonts, f"Hot-seat: {count} game{'s' * (count != 1)} — wins: {wins}", 15, (x, y), CREAM)
            y += 24
        best = found["best_score"]
        if best is not None:
            score = int(best["score"]) if float(best["score"]).is_integer() else round(best["score"], 1)
            blit_text(surface, fonts, f"Best score: {score} by {best['name']} ({best['finished']})", 15, (x, y), CREAM)
            y += 24
        if found["watched"]:
            blit_text(surface, fonts, f"{found['watched']} games of AI seats only (watched, not counted)", 13,
                      (x, y), MUTED)
