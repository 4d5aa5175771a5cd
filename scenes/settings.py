"""The player's settings, kept as JSON in the per-user config folder.

A missing or unreadable file gives the defaults (and says so in the log); values out of
range are clamped rather than refused, because a hand-edited file should never stop
the app from starting.
"""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from game.core.records import write_text_atomically
from scenes.paths import config_dir

log = logging.getLogger(__name__)

# Seconds a card tween takes at each animation speed; 0 means the state shows at once.
ANIMATION_SPEEDS: dict[str, float] = {"slow": 0.6, "normal": 0.35, "fast": 0.18, "instant": 0.0}
# Least seconds between an AI seat's turn starting and its move showing, so it can be followed.
AI_PACES: dict[str, float] = {"relaxed": 1.4, "normal": 0.8, "brisk": 0.35}


@dataclass(frozen=True)
class Settings:
    fullscreen: bool = False
    animation: str = "normal"
    volume: float = 0.6   # 0.0 (mute) to 1.0
    ai_pace: str = "normal"

    @property
    def tween_seconds(self) -> float:
        return ANIMATION_SPEEDS.get(self.animation, ANIMATION_SPEEDS["normal"])

    @property
    def ai_pace_seconds(self) -> float:
        return AI_PACES.get(self.ai_pace, AI_PACES["normal"])

    def cycled(self, name: str) -> "Settings":
        """The settings with one field moved to its next value (what a settings button does)."""
        if name == "fullscreen":
            return replace(self, fullscreen=not self.fullscreen)
        if name == "animation":
            return replace(self, animation=_next(list(ANIMATION_SPEEDS), self.animation))
        if name == "ai_pace":
            return replace(self, ai_pace=_next(list(AI_PACES), self.ai_pace))
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


def _clean(data: dict[str, Any]) -> Settings:
    known = {f.name for f in fields(Settings)}
    values = {k: v for k, v in data.items() if k in known}
    settings = Settings(**values)
    return replace(
        settings,
        fullscreen=bool(settings.fullscreen),
        animation=settings.animation if settings.animation in ANIMATION_SPEEDS else "normal",
        ai_pace=settings.ai_pace if settings.ai_pace in AI_PACES else "normal",
        volume=min(1.0, max(0.0, float(settings.volume))) if isinstance(settings.volume, (int, float)) else 0.6,
    )


def load_settings(path: Path | None = None) -> Settings:
    path = path or settings_path()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise ValueError("expected a JSON object")
        return _clean(data)
    except FileNotFoundError:
        return Settings()
    except (OSError, ValueError, TypeError) as bad:
        log.warning("settings file %s unreadable (%s); using defaults", path, bad)
        return Settings()


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Atomic write, like the game records: a crash leaves the old file or the new one."""
    write_text_atomically(path or settings_path(), json.dumps(asdict(settings), indent=1))
