"""Beat by Beat's README screenshot from the real app on Xvfb: four seats in the last round,
the phrases nearly full, the human (seat 0) about to lay a move; also the move held over its
beat slot. Uses tools/screenshots.py's window helpers.

    python tools/bbb_screenshots.py [--out docs/screenshots] [--display :57]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools.screenshots import app_on_xvfb, save_in_progress  # noqa: E402
from tools.bbb_shot import position  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--display", default=":57")
    args = parser.parse_args()
    out = Path(args.out)
    home = Path(tempfile.mkdtemp(prefix="floorshow-bbb-"))
    match = position(4, 6, 6, "select", 3)
    save_in_progress(home, match.record())  # type: ignore[attr-defined]
    from game import registry
    from scenes.tables.beat_by_beat import BeatByBeatTable
    rules = registry.rules("beat_by_beat")
    view = BeatByBeatTable(rules)
    obs = rules.observe(match.state, 0)  # type: ignore[attr-defined]
    layout = view.layout(obs, 0, ("Ana", "Ben", "Cleo", "Dev"), (960, 720))
    zones = {z.key: z for z in layout.zones}
    hand = sorted((c for c in layout.cards if c.zone == "hand:0"), key=lambda c: c.order)
    start = zones["hand:0"].place(0, len(hand), hand[0].card_size)
    end = zones[view.slot_key(0, len(obs.me.phrase))].area.center
    for driver in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER"):   # tools/bbb_shot set them for headless use
        os.environ.pop(driver, None)
    with app_on_xvfb(home, args.display) as app:
        app.move(285, 581, "click", "1")   # Continue (the middle of its button)
        time.sleep(3.0)
        app.move(940, 700)
        time.sleep(0.6)
        app.shot(out / "beat_by_beat.png")
        app.move(start.x, start.y, "mousedown", "1")
        for t in (0.2, 0.45, 0.7):   # held short of the slot: the lit slot and ▼ show beside the card
            app.move(start.x + (end[0] - start.x) * t, start.y + (end[1] - start.y) * t)
            time.sleep(0.08)
        time.sleep(0.5)
        app.shot(Path("/tmp") / "bbb_drag.png")
        app.xdo("key", "--window", app.window, "Escape")
        app.xdo("mouseup", "1")
        time.sleep(0.8)
        app.move(end[0] - SLOT_BACK, end[1])   # hover the move before: its zoom
        time.sleep(1.6)
        app.shot(Path("/tmp") / "bbb_zoom.png")
    return 0


SLOT_BACK = 74   # one beat column to the left

if __name__ == "__main__":
    sys.exit(main())
