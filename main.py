"""Floorshow: a desktop tabletop for five dance-themed games.

    python main.py                     the app
    python main.py --selftest [--json] headless: every playable table with AI seats,
                                       frame-time figures, non-zero exit on any error
    python main.py --game dancing_queen --seats human,hard [--seed N] [--names A,B]
                                       straight to a table (tests, screenshots)

Start-up is measured to the first frame, so nothing heavy happens at import time: pygame
and the scenes are imported inside `main`.
"""

from __future__ import annotations

import time

STARTED = time.perf_counter()  # the first thing the interpreter does in this file

import argparse  # noqa: E402  (after the clock starts, on purpose)
import logging  # noqa: E402
import os  # noqa: E402
import sys  # noqa: E402


def _process_age_ms() -> float:
    """Milliseconds since the process began (Linux /proc), else since this file started."""
    try:
        with open("/proc/self/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        with open("/proc/uptime", encoding="ascii") as uptime:
            up = float(uptime.read().split()[0])
        ticks = os.sysconf("SC_CLK_TCK")
        return max(0.0, (up - int(fields[19]) / ticks) * 1000)
    except (OSError, ValueError, IndexError, AttributeError):
        return (time.perf_counter() - STARTED) * 1000


def _set_up_logging(frozen: bool) -> None:
    """A windowed frozen build has no console (stdout may be None): log to a file there."""
    handlers: list[logging.Handler] = []
    if frozen or sys.stderr is None:
        from scenes.paths import log_dir
        folder = log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        handlers.append(logging.FileHandler(folder / "floorshow.log", encoding="utf-8"))
    if sys.stderr is not None:
        handlers.append(logging.StreamHandler(sys.stderr))
    logging.basicConfig(level=logging.INFO if frozen else logging.WARNING, handlers=handlers,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")


def _arguments(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="floorshow", description="Floorshow, a dance-game tabletop.")
    parser.add_argument("--selftest", action="store_true", help="play every table headless and report frame times")
    parser.add_argument("--json", action="store_true", help="with --selftest: print one JSON object")
    parser.add_argument("--actions", type=int, default=24, help="with --selftest: actions per game (at least 20)")
    parser.add_argument("--game", help="open this game's table directly")
    parser.add_argument("--seats", default="human,normal", help="with --game: human,easy,normal,hard per seat")
    parser.add_argument("--names", default="", help="with --game: seat names, comma-separated")
    parser.add_argument("--seed", type=int, default=None, help="with --game: the game's seed")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = _arguments(sys.argv[1:] if argv is None else argv)
    frozen = bool(getattr(sys, "frozen", False))
    if args.selftest:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    _set_up_logging(frozen)
    if args.selftest:
        from scenes.selftest import run_selftest
        return run_selftest(args.json, max(20, args.actions), _process_age_ms,
                            lambda: (time.perf_counter() - STARTED) * 1000)
    from scenes.app import App
    app = App()
    try:
        if args.game:
            from scenes.flow import start_game
            kinds = tuple(k.strip() for k in args.seats.split(","))
            names = tuple(n.strip() for n in args.names.split(",")) if args.names else \
                tuple(f"Player {i + 1}" if k == "human" else f"AI {k}" for i, k in enumerate(kinds))
            start_game(app, args.game, names, kinds, args.seed)
            app.run()
        else:
            app.run(_launcher(app))
    except Exception:
        logging.getLogger("floorshow").exception("Floorshow stopped on an error")
        return 1
    finally:
        app.close()
    return 0


def _launcher(app: object) -> object:
    from scenes.launcher import LauncherScene
    return LauncherScene(app)  # type: ignore[arg-type]


if __name__ == "__main__":
    import multiprocessing
    multiprocessing.freeze_support()  # the AI worker of a frozen build starts through here
    sys.exit(main())
