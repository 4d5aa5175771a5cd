"""Beat by Beat's table headless, at a chosen position, written to a PNG (for looking at the
table while working on it; the README's picture comes from `tools/bbb_screenshots.py`).

    python tools/bbb_shot.py OUT.png [--seats 4] [--round 6] [--beat 5] [--phase select] [--seed 3]
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def position(seats: int, round_: int, beat: int, phase: str, seed: int, humans: int = 1,
             **options: object) -> "object":
    """A Match with seat 0 to act in `phase` at `round_`/`beat` (or later), played by Normal bots."""
    from game import registry
    from game.beat_by_beat.state import Phase
    from game.core.contract import GameConfig
    from game.core.records import Match
    rules = registry.rules("beat_by_beat")
    bot = registry.bot("beat_by_beat", "normal")
    names = ("Ana", "Ben", "Cleo", "Dev")[:seats]
    kinds = tuple("human" if s < humans else "normal" for s in range(seats))
    wanted = Phase(phase)
    for s in range(seed, seed + 200):
        match = Match(rules, GameConfig.make(seats, **options), s, names, kinds)
        rng = random.Random(s)
        while rules.outcome(match.state) is None:
            state = match.state
            seat = rules.to_act(state)
            if seat == 0 and state.phase is wanted and (state.round, state.beat) >= (round_, beat):
                return match
            match.play(bot.choose(rules.observe(state, seat), rules.legal_actions(state), rng, 0.01))
    raise RuntimeError("no seed reached that position")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--round", type=int, default=6)
    parser.add_argument("--beat", type=int, default=5)
    parser.add_argument("--phase", default="select")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--option", action="append", default=[])
    args = parser.parse_args()
    os.environ.setdefault("FLOORSHOW_HOME", tempfile.mkdtemp(prefix="bbb-shot-"))
    import pygame

    from scenes.app import App
    from scenes.flow import open_match
    from scenes.services.settings import Settings
    from tests.scenes.driving import frames, settle
    options = {o.split("=")[0]: True for o in args.option}
    match = position(args.seats, args.round, args.beat, args.phase, args.seed, **options)
    app = App(Settings(animation="fast", ai_pace="brisk"), persist_settings=False)
    open_match(app, match, False)
    frames(app, 5)
    settle(app)
    frames(app, 30)
    pygame.image.save(app.screen, args.out)
    print("wrote", args.out, "clipped", sorted(app.fonts.clipped))
    app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
