"""The window and the type: any window size (--size, a UI scale), F11, a text-size setting
and the floor of readable type in the one font path. The real window's part (Xvfb, xdotool)
is in test_window_real.py."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from scenes.app import App
from scenes.crowded import crowded_games, crowded_match
from scenes.launcher import LauncherScene
from scenes.menus import SettingsScene
from scenes.services.settings import Settings, read_settings, settings_path
from scenes.toolkit.table import open_match
from scenes.ui import READABLE_PX, Fonts
from scenes.window import canvas_point, fitted, parse_size, scale_quality, scaled_size

ROOT = Path(__file__).resolve().parents[2]


def test_a_window_size_is_read_or_refused_in_one_sentence() -> None:
    assert parse_size("1920x1080") == (1920, 1080)
    assert parse_size(" 1600 × 900 ") == (1600, 900)
    for bad in ("big", "1920", "1920x", "10x10", "0x0", "1920x1080x2", "-5x600"):
        with pytest.raises(ValueError, match="--size"):
            parse_size(bad)


def test_a_bad_size_on_the_command_line_is_one_line(home: Path) -> None:
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "--size", "huge"], capture_output=True,
                          text=True, timeout=60, cwd=ROOT)
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == ["floorshow: --size: 'huge' is not a window size such as 1920x1080"]


def test_a_ui_scale_opens_a_larger_window_no_larger_than_the_desktop() -> None:
    assert scaled_size(1.0, (1920, 1080)) == (1280, 720)
    assert scaled_size(1.5, (1920, 1080)) == (1920, 1080)
    assert scaled_size(2.0, (1920, 1080)) == (1920, 1080)    # kept on the desktop, its shape kept
    assert scaled_size(2.0, (3840, 2160)) == (2560, 1440)
    assert scaled_size(2.0, (1600, 1200)) == (1600, 900)


def test_type_is_scaled_pixel_for_pixel_only_at_whole_multiples() -> None:
    assert scale_quality((2560, 1440)) == "nearest"
    assert scale_quality((3840, 2160)) == "nearest"
    assert scale_quality((1920, 1080)) == "linear"    # full screen there is 1.5 times
    assert scale_quality((2560, 720)) == "linear"     # not the canvas's shape


def test_the_canvas_fills_the_window_keeping_its_shape_and_the_pointer_follows_it() -> None:
    assert fitted((1280, 720)) == pygame.Rect(0, 0, 1280, 720)
    assert fitted((1920, 1080)) == pygame.Rect(0, 0, 1920, 1080)
    assert fitted((1000, 700)) == pygame.Rect(0, 69, 1000, 562)    # bars above and below
    assert fitted((2000, 720)) == pygame.Rect(360, 0, 1280, 720)    # bars left and right
    assert canvas_point((960, 540), (1920, 1080)) == (640, 360)
    assert canvas_point((1919, 1079), (1920, 1080)) == (1279, 719)
    assert canvas_point((500, 69), (1000, 700)) == (640, 0)
    assert canvas_point((10, 10), (1000, 700))[1] < 0              # a point on a bar is off the canvas
    assert canvas_point((360, 0), (2000, 720)) == (0, 0)


def test_the_new_settings_cycle_and_a_bad_one_is_told_and_kept(home: Path) -> None:
    settings = Settings()
    assert (settings.ui_scale, settings.text_size, settings.text_scale) == (1.0, "normal", 1.0)
    assert settings.cycled("ui_scale").ui_scale == 1.25
    assert settings.cycled("text_size").text_size == "large"
    assert settings.cycled("text_size").cycled("text_size").cycled("text_size").text_size == "normal"
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"ui_scale": 7, "text_size": "enormous", "volume": 0.2}), encoding="utf-8")
    loaded, told = read_settings()
    assert (loaded.ui_scale, loaded.text_size, loaded.volume) == (1.0, "normal", 0.2)   # the good one kept
    assert "ui_scale" in told and "text_size" in told and "settings.unreadable.json" in told
    assert json.loads((path.parent / "settings.unreadable.json").read_text(encoding="utf-8"))["ui_scale"] == 7
    path.write_text(json.dumps({"ui_scale": 1.5, "text_size": "largest"}), encoding="utf-8")
    assert read_settings() == (Settings(ui_scale=1.5, text_size="largest"), "")


def test_no_text_is_drawn_smaller_than_the_floor(app: App) -> None:
    fonts = Fonts()
    assert fonts.font(6).get_height() == fonts.font(READABLE_PX).get_height()
    fonts.text("tiny", 6)
    assert fonts.smallest_px == READABLE_PX
    larger = Fonts(1.3)
    assert larger.font(20).get_height() > fonts.font(20).get_height()
    assert larger.px(6) == READABLE_PX and larger.px(20) == 26


def test_the_text_size_setting_reaches_the_fonts_and_f11_the_display(app: App) -> None:
    app.stack.push(LauncherScene(app))
    before = app.fonts.text("Settings", 20).get_height()
    app.change_settings(app.settings.cycled("text_size"))
    assert app.fonts.scale == 1.15 and app.fonts.text("Settings", 20).get_height() > before
    assert not app.settings.fullscreen
    app.step(0.0, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="")])
    assert app.settings.fullscreen
    app.step(0.0, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="")])
    assert not app.settings.fullscreen


def test_the_settings_screen_names_the_new_settings(app: App) -> None:
    scene = SettingsScene(app)
    labels = [button.label for button in scene.column.buttons]
    assert "Window scale: 100% (for sharp, large screens)" in labels and "Text size: normal" in labels
    scene.cycle("text_size")
    assert "Text size: large" in [button.label for button in scene.column.buttons]


@pytest.mark.slow
def test_every_crowded_table_draws_no_text_under_the_floor(app: App) -> None:
    """The floor measured where text is made, on each game's fullest table."""
    app.warm_ai = lambda: None   # type: ignore[method-assign]
    for game_id in crowded_games():
        app.fonts = Fonts()
        table = open_match(app, crowded_match(game_id)[1], autosave=False)
        table.skip_animations()
        app.draw(app.screen)
        assert app.fonts.smallest_px is not None and app.fonts.smallest_px >= READABLE_PX, game_id


def test_the_log_scrolls_under_the_pointer_it_last_saw() -> None:
    """The wheel's event carries no place: the log takes the pointer's last place it was shown
    (in the canvas's pixels, whatever the window's size), not the window's own pixels."""
    from scenes.toolkit.log_panel import LogPanel
    log = LogPanel(pygame.Rect(900, 60, 360, 360))
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
    assert not log.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(100, 100), rel=(0, 0), buttons=(0, 0, 0)))
    assert not log.handle(wheel) and log.scroll == 0
    log.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(1000, 200), rel=(0, 0), buttons=(0, 0, 0)))
    assert log.handle(wheel) and log.scroll == 1


def test_no_scene_asks_the_window_where_the_pointer_is() -> None:
    """`pygame.mouse.get_pos()` answers in the window's pixels; every scene is laid out in the
    canvas's. Scenes take the pointer from the (turned) events instead."""
    asking = [str(path.relative_to(ROOT)) for path in (ROOT / "scenes").rglob("*.py")
              if "mouse.get_pos" in path.read_text(encoding="utf-8")]
    assert asking == []


def test_only_the_window_shows_a_frame() -> None:
    """The canvas is an ordinary surface: a frame reaches the screen only through
    `Window.present` (a bare flip shows a black window, as a screenshot tool once did)."""
    flipping = [str(path.relative_to(ROOT)) for folder in ("scenes", "tools") for path in (ROOT / folder).rglob("*.py")
                if "display.flip(" in path.read_text(encoding="utf-8") and path.name != "window.py"]
    assert flipping == []
