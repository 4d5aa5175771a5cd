"""Floorshow: a desktop tabletop for five dance-themed games.

    python main.py                     the app
    python main.py --selftest [--json] headless: every playable table with AI seats,
                                       frame-time figures, non-zero exit on any error
    python main.py --game dancing_queen --seats human,hard [--seed N] [--names A,B]
                                       straight to a table (tests, screenshots)
    python main.py --learn ddr         straight to a game's lesson, where it was left
    python main.py --size 1920x1080    the window at that size (F11: full screen)

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
from pathlib import Path  # noqa: E402
from typing import Callable  # noqa: E402


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
        from scenes.services.log_file import log_handler
        from scenes.services.paths import log_dir
        folder = log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        handlers.append(log_handler(folder))   # the earlier runs' logs are kept beside it
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
    parser.add_argument("--seed", default=None, help="with --game: the game's seed (0 to 2^63 - 1)")
    parser.add_argument("--learn", help="open this game's lesson (Learn to play) directly")
    parser.add_argument("--size", default=None, help="the window's size in pixels, such as 1920x1080")
    parser.add_argument("--replay", metavar="RECORD", help="watch a record, a save or a finished game again")

    def one_line_error(message: str) -> None:  # argparse's usage + error is two lines
        print(f"floorshow: {message}", file=sys.stderr)
        raise SystemExit(2)
    parser.error = one_line_error  # type: ignore[method-assign,assignment]
    return parser.parse_args(argv)


class ArgumentProblem(Exception):
    """One line telling what is wrong with the command line (exit status 2)."""


def _table_arguments(args: argparse.Namespace) -> tuple[tuple[str, ...], tuple[str, ...], int | None]:
    """--game, --seats, --names and --seed checked against the registry and the bot levels
    before any window opens: (names, kinds, seed), or ArgumentProblem with one line."""
    from game import registry
    from game.core.bots import LEVELS
    from game.core.names import clean_name
    from game.core.record_schema import MAX_NAME_CHARS, SEED_LIMIT, one_line
    try:
        entry = registry.entry(args.game)
    except KeyError as bad:
        raise ArgumentProblem(one_line(str(bad.args[0]))) from None
    from scenes.tables import playable
    if not playable(entry.game_id):
        raise ArgumentProblem(f"{entry.title} is not playable yet")
    kinds = tuple(k.strip() for k in args.seats.split(","))
    allowed = ("human",) + LEVELS
    for kind in kinds:
        if kind not in allowed:
            raise ArgumentProblem(one_line(f"--seats: unknown seat kind {kind!r}; each seat is one of "
                                           f"{', '.join(allowed)}"))
    low, high = entry.seats
    if not low <= len(kinds) <= high:
        span = f"{low}" if low == high else f"{low} to {high}"
        raise ArgumentProblem(f"--seats: {entry.title} is played by {span} seats, not {len(kinds)}")
    if args.names:
        given = args.names.split(",")
        if len(given) != len(kinds):
            raise ArgumentProblem(f"--names: {len(given)} name{'s' if len(given) != 1 else ''} "
                                  f"for {len(kinds)} seat{'s' if len(kinds) != 1 else ''}; give one per seat")
        names = tuple(clean_name(name, MAX_NAME_CHARS + 1) for name in given)   # as the name field keeps it
        for name, typed in zip(names, given):
            if not name or len(name) > MAX_NAME_CHARS:
                raise ArgumentProblem(one_line(f"--names: {typed.strip()!r} is not a name (1 to {MAX_NAME_CHARS} "
                                               "letters)"))
    else:
        names = tuple(f"Player {i + 1}" if k == "human" else f"AI {k}" for i, k in enumerate(kinds))
    seed = None
    if args.seed is not None:
        try:
            seed = int(args.seed.strip(), 10)
        except ValueError:
            seed = -1
        if not 0 <= seed < SEED_LIMIT:
            raise ArgumentProblem(one_line(f"--seed: {args.seed!r} is not a whole number from 0 to 2^63 - 1"))
    return names, kinds, seed


def _display_problem() -> str | None:
    """Why no window can be opened here (one line), or None when one can.

    Without a display SDL falls back to its offscreen driver, and the app would run for good
    with no window. A driver asked for on purpose (SDL_VIDEODRIVER=dummy: tests, --selftest)
    is not a missing display. What SDL writes to stderr while it looks (its line about
    XDG_RUNTIME_DIR) is held back: shown when a window opens after all, logged otherwise."""
    import pygame
    held, told = _hold_stderr()
    try:
        pygame.display.init()
        driver = pygame.display.get_driver()
        problem = None
        if driver in ("offscreen", "dummy") and not os.environ.get("SDL_VIDEODRIVER"):
            problem = "no window could be opened: no display was found (run Floorshow from a desktop session)"
    except pygame.error as refused:
        problem = f"no window could be opened ({str(refused).strip() or 'the display refused'})"
    finally:
        words = told()
    if problem is None and words and held:
        sys.stderr.write(words)
    elif words:
        logging.getLogger("floorshow").info("SDL said: %s", words.strip())
    return problem


def _hold_stderr() -> tuple[bool, Callable[[], str]]:
    """Send file descriptor 2 (where SDL writes) to a temporary file until the returned
    function is called; it puts stderr back and returns what was written."""
    import tempfile
    try:
        sys.stderr.flush()
        saved = os.dup(2)
        sink = tempfile.TemporaryFile()
        os.dup2(sink.fileno(), 2)
    except (OSError, AttributeError, ValueError):   # no stderr (a windowed frozen build)
        return False, lambda: ""

    def restore() -> str:
        os.dup2(saved, 2)
        os.close(saved)
        sink.seek(0)
        text = sink.read().decode("utf-8", "replace")
        sink.close()
        return text
    return True, restore


def main(argv: list[str] | None = None) -> int:
    args = _arguments(sys.argv[1:] if argv is None else argv)
    frozen = bool(getattr(sys, "frozen", False))
    if args.selftest:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    _set_up_logging(frozen)
    size = None
    if args.size is not None:
        from scenes.window import parse_size
        try:
            size = parse_size(args.size)
        except ValueError as bad:
            print(f"floorshow: {bad}", file=sys.stderr)
            return 2
    if args.selftest:
        from scenes.selftest import run_selftest
        return run_selftest(args.json, max(20, args.actions), _process_age_ms,
                            lambda: (time.perf_counter() - STARTED) * 1000, size)
    table = None
    if args.game:
        try:
            table = _table_arguments(args)
        except ArgumentProblem as bad:
            print(f"floorshow: {bad}", file=sys.stderr)
            return 2
    if args.learn:
        from game.core.tutorial import tutorial_path
        from game.core.content import content_dir
        from game import teaching
        if args.learn not in teaching.TOPICS or not tutorial_path(content_dir(args.learn)).is_file():
            print(f"floorshow: --learn: there is no lesson for {args.learn!r}", file=sys.stderr)
            return 2
    watched = None
    if args.replay:
        from game.core.history import load_for_viewing
        from game.core.json_files import UnreadableFile
        from game.core.record_schema import RecordError, one_line
        try:
            watched = load_for_viewing(Path(args.replay))
        except (RecordError, UnreadableFile, OSError) as bad:
            print(f"floorshow: {one_line(str(bad))}", file=sys.stderr)
            return 2
    problem = _display_problem()
    if problem:
        print(f"floorshow: {problem}", file=sys.stderr)
        return 2
    from scenes.app import App
    try:
        app = App(window_size=size)
    except Exception:  # the app's start is guarded like its run: one line in the log, never a traceback dump
        logging.getLogger("floorshow").exception("Floorshow could not start")
        return 1
    try:
        if args.learn:
            from scenes.services.lessons import steps_done
            from scenes.toolkit.table_tutorial import open_lesson
            open_lesson(app, args.learn, steps_done(args.learn))   # where it was left
            app.run()
        elif table is not None:
            from scenes.flow import start_game
            names, kinds, seed = table
            start_game(app, args.game, names, kinds, seed)
            app.run()
        elif watched is not None:
            app.stack.push(_launcher(app))  # type: ignore[arg-type]  # Esc leaves the viewer for the launcher
            trouble = app.watch_again(*watched)
            if trouble:
                app.notify(trouble)
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
