"""Every glyph the scenes draw exists in the bundled font (the default font has no ♠♥♦♣,
and a missing glyph shows as a box that `metrics()` does not reveal)."""

from __future__ import annotations

import re
from pathlib import Path

import pygame

from scenes.services.paths import asset

ROOT = Path(__file__).resolve().parents[2]
SCENES = ROOT / "scenes"
# the text of games whose tables exist reaches the screen too (card texts, log lines)
CONTENT = ("game/dancing_queen/cards.toml", "game/dancing_queen/events.py")


def test_every_symbol_in_the_scenes_is_in_dejavu_sans() -> None:
    pygame.font.init()
    missing = []
    for bold in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
        font = pygame.font.Font(str(asset("fonts", bold)), 20)
        box = pygame.image.tobytes(font.render("\ue000", True, (255, 255, 255)), "RGBA")
        for path in sorted(SCENES.rglob("*.py")) + [ROOT / c for c in CONTENT]:
            for char in set(re.findall(r"[^\x00-\u024f]", path.read_text(encoding="utf-8"))):
                if pygame.image.tobytes(font.render(char, True, (255, 255, 255)), "RGBA") == box:
                    missing.append(f"{path.name}: {char!r} U+{ord(char):04X} ({bold})")
    assert not missing, "glyphs the bundled font lacks:\n" + "\n".join(sorted(set(missing)))
