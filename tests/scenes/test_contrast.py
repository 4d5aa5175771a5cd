"""Every text against what lies under it, at least 4.5:1 (WCAG 2's contrast ratio): each
game's most crowded table and every screen of the frame, measured where the text is drawn
(tests/scenes/contrast_check.py says how)."""

from __future__ import annotations

from typing import Callable

import pygame
import pytest

from game import registry
from scenes.app import App
from scenes.crowded import crowded_games, crowded_match
from scenes.end import EndScene
from scenes.launcher import LauncherScene
from scenes.menus import CurtainScene, MessageScene, PauseScene, SettingsScene
from scenes.rules_page import RulesScene
from scenes.saves import SavesScene
from scenes.services.saving import list_saves
from scenes.setup import SeatSetupScene
from scenes.stack import Scene
from scenes.toolkit.table import TableScene, open_match
from scenes.ui import Fonts
from tests.scenes.contrast_check import LEAST_RATIO, Sample, failing, measure, ratio
from tests.scenes.table_positions import finished_match

# Dance Card!'s and DDO's own colours are their table engineers' (issue 24): listed, not yet held
THEIRS = {"dance_card", "ddo"}


def _told(bad: list[Sample]) -> str:
    return "\n".join(f"{s.ratio:.2f}:1 {s.colour} on {s.background}, {s.size} px: {s.words[:50]!r}"
                     for s in sorted(bad, key=lambda s: s.ratio))


def _quiet(app: App) -> App:
    app.warm_ai = lambda: None   # type: ignore[method-assign]   # no worker: nothing here thinks
    return app


def _table(app: App, match: object) -> Callable[[Fonts], pygame.Surface]:
    def draw(fonts: Fonts) -> pygame.Surface:
        app.fonts = fonts
        table = open_match(app, match, autosave=False)   # type: ignore[arg-type]
        table.skip_animations()
        app.draw(app.screen)
        return app.screen.copy()
    return draw


def test_the_measure_finds_a_faint_text_and_passes_a_clear_one(app: App) -> None:
    """The check itself: grey on grey fails, cream on plum passes, each found where it lies."""
    def draw(fonts: Fonts) -> pygame.Surface:
        surface = pygame.Surface((300, 80))
        surface.fill((62, 22, 48))
        surface.fill((120, 120, 120), (0, 40, 300, 40))
        surface.blit(fonts.text("clear words", 20, (248, 236, 214)), (10, 8))
        surface.blit(fonts.text("faint words", 20, (150, 150, 150)), (10, 48))
        return surface
    samples = {s.words: s for s in measure(draw)}
    assert samples["clear words"].ratio > 10 and samples["clear words"].background == (62, 22, 48)
    assert samples["faint words"].ratio < 1.5 and samples["faint words"].background == (120, 120, 120)
    assert [s.words for s in failing(list(samples.values()))] == ["faint words"]
    assert round(ratio((255, 255, 255), (0, 0, 0)), 1) == 21.0


@pytest.mark.parametrize("game_id", crowded_games())
def test_every_text_of_each_crowded_table_reads(app: App, game_id: str, request: pytest.FixtureRequest) -> None:
    if game_id in THEIRS:
        request.applymarker(pytest.mark.xfail(reason="the table's own colours: its engineer's part of issue 24",
                                              strict=False))
    _, match = crowded_match(game_id)
    samples = measure(_table(_quiet(app), match))
    assert len(samples) > 30, "the table's texts were not found on the screen"
    bad = failing(samples)
    assert not bad, f"{len(bad)} texts under {LEAST_RATIO}:1 on {game_id}'s table:\n{_told(bad)}"


Screens = list[tuple[str, Callable[[], list[Scene]], "pygame.Rect | None"]]


def _frame_screens(app: App) -> Screens:
    def table() -> TableScene:
        _, match = crowded_match("dancing_queen")
        made = open_match(app, match, autosave=False)
        made.skip_animations()
        return made
    screens: Screens = [
        ("launcher", lambda: [LauncherScene(app)], None),
        ("settings", lambda: [LauncherScene(app), SettingsScene(app)], None),
        ("saves", lambda: [LauncherScene(app), SavesScene(app, list_saves())], None),
        ("message", lambda: [LauncherScene(app), MessageScene(app, "A title", "Some words for the player.")], None),
    ]
    screens += [(f"set-up {e.game_id}", lambda e=e: [LauncherScene(app), SeatSetupScene(app, e)], None)
                for e in registry.CATALOGUE]
    # the table under a menu is the table's test's; the frame's own parts of it (log, buttons) are here
    screens += [("table frame", lambda: [table()], pygame.Rect(960, 0, 320, 720)),
                ("pause", lambda: [(t := table()), PauseScene(app, t)], None),
                ("rules", lambda: [(t := table()), RulesScene(app, t.rules)], None),
                ("curtain", lambda: [table(), CurtainScene(app, "Bo", lambda: None)], None)]
    for game_id in registry.available_games():
        def end(game_id: str = game_id) -> list[Scene]:
            finished = open_match(app, finished_match(game_id), autosave=False)
            finished.skip_animations()
            return [finished, EndScene(app, finished)]
        screens.append((f"end {game_id}", end, pygame.Rect(1280 - 520, 56, 510, 720 - 66)))
    return screens


def test_every_text_of_the_frame_screens_reads(app: App) -> None:
    _quiet(app)
    told = []
    for name, scenes, area in _frame_screens(app):
        def draw(fonts: Fonts) -> pygame.Surface:
            app.fonts = fonts
            made = scenes()
            app.stack.clear_to(made[0])
            for scene in made[1:]:
                app.stack.push(scene)
            app.draw(app.screen)
            return app.screen.copy()
        samples = measure(draw, area)
        assert samples, f"{name}: no text found"
        bad = failing(samples)
        if bad:
            told.append(f"{name}:\n{_told(bad)}")
    assert not told, "\n".join(told)
