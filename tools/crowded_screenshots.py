"""README pictures: each table in its most crowded state in a real 1920×1080 window, and
Dance Card!'s table as a person with deuteranopia sees it.

Run under a display (Xvfb is enough); every picture is taken of the whole screen with
ImageMagick's `import`, so it shows what the window shows (the 1280×720 canvas as the
window scales it), not the canvas alone:

    xvfb-run -a -s "-screen 0 1920x1080x24" python tools/crowded_screenshots.py [--out docs/screenshots]

The deuteranopia picture applies Machado, Oliveira and Fernandes's (2009) matrix for full
deuteranopia to the linear-light colours of the Dance Card! picture.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

DEUTERANOPIA = ("0.367322 0.860646 -0.227968 "
                "0.280085 0.672501 0.047413 "
                "-0.011820 0.042940 0.968881")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--size", default="1920x1080")
    args = parser.parse_args()
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ["FLOORSHOW_HOME"] = tempfile.mkdtemp(prefix="floorshow-shots-")
    import pygame
    from scenes.app import App
    from scenes.crowded import crowded_games, crowded_match
    from scenes.services.settings import Settings
    from scenes.toolkit.table import open_match
    from scenes.window import parse_size
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = App(Settings(), persist_settings=False, window_size=parse_size(args.size))
    app.warm_ai = lambda: None   # type: ignore[method-assign]   # a still picture: nobody thinks
    try:
        for game_id in crowded_games():
            _, match = crowded_match(game_id)
            table = open_match(app, match, autosave=False)
            table.skip_animations()
            for _ in range(20):   # the window settles (its first exposures) before the picture
                pygame.event.pump()
                app.draw(app.screen)
                app.window.present()
                time.sleep(0.05)
            path = out / f"crowded_{game_id}_{args.size.split('x')[0]}.png"
            subprocess.run(["import", "-window", "root", str(path)], check=True, timeout=60)
            print("wrote", path)
            if game_id == "dance_card":
                seen = out / "dance_card_deuteranopia.png"
                subprocess.run(["convert", str(path), "-colorspace", "RGB", "-color-matrix", DEUTERANOPIA,
                                "-colorspace", "sRGB", str(seen)], check=True, timeout=60)
                print("wrote", seen)
    finally:
        app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
