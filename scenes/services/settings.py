"""The player's settings, kept as JSON in the per-user config folder.

Each field is read on its own: a bad `animation` does not throw away a good `volume`.
A value of the wrong type gives that field's default ("false" as text is not full
screen); a volume out of range is clamped. A file that cannot be read at all, or holds a
bad field, is kept aside (`settings.unreadable.json`, never over an earlier one) before
anything is written anew, and the player is told once. Nothing in the file can stop
the app from starting.
"""

from __future__ import annotations

import json
import logging
import math
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from game.core.records import RecordError, read_json_file, write_text_atomically
from scenes.services.paths import config_dir, keep_copy, set_aside

log = logging.getLogger(__name__)

# Seconds a card tween takes at each animation speed; 0 means the state shows at once.
ANIMATION_SPEEDS: dict[str, float] = {"slow": 0.6, "normal": 0.35, "fast": 0.18, "instant": 0.0}
# Least seconds between an AI seat's turn starting and its move showing, so it can be followed.
AI_PACES: dict[str, float] = {"relaxed": 1.4, "normal": 0.8, "brisk": 0.35}
# How large the window opens, times the 1280×720 canvas (high-DPI screens want 1.5 or 2).
UI_SCALES: tuple[float, ...] = (1.0, 1.25, 1.5, 2.0)
# Every text's size times this (the floor of readable type stays under it).
TEXT_SIZES: dict[str, float] = {"normal": 1.0, "large": 1.15, "largest": 1.3}


@dataclass(frozen=True)
class Settings:
    fullscreen: bool = False
    animation: str = "normal"
    volume: float = 0.6   # 0.0 (mute) to 1.0
    ai_pace: str = "normal"
    ui_scale: float = 1.0
    text_size: str = "normal"

    @property
    def tween_seconds(self) -> float:
        return ANIMATION_SPEEDS.get(self.animation, ANIMATION_SPEEDS["normal"])

    @property
    def ai_pace_seconds(self) -> float:
        return AI_PACES.get(self.ai_pace, AI_PACES["normal"])

    @property
    def text_scale(self) -> float:
        return TEXT_SIZES.get(self.text_size, 1.0)

    def cycled(self, name: str) -> "Settings":
        """The settings with one field moved to its next value (what a settings button does)."""
        if name == "fullscreen":
            return replace(self, fullscreen=not self.fullscreen)
        if name == "animation":
            return replace(self, animation=_next(list(ANIMATION_SPEEDS), self.animation))
        if name == "ai_pace":
            return replace(self, ai_pace=_next(list(AI_PACES), self.ai_pace))
        if name == "text_size":
            return replace(self, text_size=_next(list(TEXT_SIZES), self.text_size))
        if name == "ui_scale":
            nearest = min(range(len(UI_SCALES)), key=lambda i: abs(UI_SCALES[i] - self.ui_scale))
            return replace(self, ui_scale=UI_SCALES[(nearest + 1) % len(UI_SCALES)])
        if name == "volume":
            steps = [0.0, 0.2, 0.4, 0.6, 0.8, 1.0]
            nearest = min(range(len(steps)), key=lambda i: abs(steps[i] - self.volume))
            return replace(self, volume=steps[(nearest + 1) % len(steps)])
        raise KeyError(name)


def _next(options: list[str], current: str) -> str:
    index = options.index(current) if current in options else -1
    return options[(index + 1) % len(options)]


def settings_path() -> Path:
    return config_dir() / "settings.json"


SETTINGS_BYTES = 64 * 1024  # the real file is ~100 bytes


def _field(data: dict[str, Any], name: str, default: Any) -> tuple[Any, bool]:
    """One field's value and whether it was sound (absent counts as sound)."""
    if name not in data:
        return default, True
    value = data[name]
    if name == "fullscreen":
        return (value, True) if isinstance(value, bool) else (default, False)
    if name == "animation":
        return (value, True) if isinstance(value, str) and value in ANIMATION_SPEEDS else (default, False)
    if name == "ai_pace":
        return (value, True) if isinstance(value, str) and value in AI_PACES else (default, False)
    if name == "text_size":
        return (value, True) if isinstance(value, str) and value in TEXT_SIZES else (default, False)
    if name == "ui_scale":
        if isinstance(value, (int, float)) and not isinstance(value, bool) and value in UI_SCALES:
            return float(value), True
        return default, False
    if name == "volume":
        if isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value):
            return min(1.0, max(0.0, float(value))), True
        return default, False
    return default, True


def read_settings(path: Path | None = None) -> tuple[Settings, str]:
    """The settings and, when the file was not wholly sound, one sentence for the player.

    The unsound file is kept aside first, so writing the settings anew loses nothing.
    """
    path = path or settings_path()
    if not path.exists():
        return Settings(), ""
    try:
        data = read_json_file(path, "settings file", SETTINGS_BYTES)
        if not isinstance(data, dict):
            raise RecordError(f"{path}: expected a JSON object")
    except RecordError as bad:
        log.warning("settings file unreadable: %s", bad)
        return Settings(), _unreadable(path, str(bad), set_aside) + " The default settings are used."
    values, bad_fields = {}, []
    for spec in fields(Settings):
        values[spec.name], sound = _field(data, spec.name, spec.default)
        if not sound:
            bad_fields.append(spec.name)
    if not bad_fields:
        return Settings(**values), ""
    log.warning("settings file %s: unusable %s", path, ", ".join(bad_fields))
    settings = Settings(**values)
    told = _unreadable(path, f"{', '.join(bad_fields)} could not be read", keep_copy)
    if "kept as" in told:  # the original is safe aside: write the sound settings, so this is said once
        try:
            save_settings(settings, path)
        except OSError:
            pass
    return settings, told + " Those settings are back to their defaults."


def _unreadable(path: Path, why: str, keep: Any) -> str:
    try:
        kept = f"it was kept as {keep(path).name}"
    except OSError as failed:
        kept = f"it could not be kept aside ({failed.strerror or failed})"
    return f"Your settings file could not be read ({why}); {kept}."


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Atomic write, like the game records: a crash leaves the old file or the new one."""
    write_text_atomically(path or settings_path(), json.dumps(asdict(settings), indent=1))
