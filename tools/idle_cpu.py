"""Idle CPU of the app in a real window: the launcher and each table while a human is to act.

    python tools/idle_cpu.py                       # every game, every seat count, in turn
    python tools/idle_cpu.py --only dance_card     # one game's configurations
    python tools/idle_cpu.py --one --game dance_card --seats human,normal --seed 3

Each configuration runs in its own X server (xvfb-run, SDL's x11 driver). The app runs in
this process's main thread exactly as `main.py` runs it (`App`, `start_game`, `App.run`); a
helper thread waits until a human is to act and nothing moves, drives the pointer and the
keys with xdotool into a state (a card hovered, a place hovered, the hint shown, a move's
preview, a drag cancelled with Esc, the log scrolled, the last turn shown again, after a
move, after an undo, a round's result, the game over), rests, then reads the process's CPU
ticks (/proc/self/stat: every thread of the app) over a few seconds. Between the two reads
the helper only sleeps. Printed: % of one core per state, the frames drawn a second, what
the top scene's `wake_in` said, and the load average (`uptime`) at the time.

Reaching a round's result and the game's end: the seats' moves are made at random by the
helper (on the main thread, between frames), animations skipped, until that screen shows.
"""

from __future__ import annotations

import argparse
import json
import os
import queue
import random
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent
SCREEN = "-screen 0 1920x1080x24"
HZ = os.sysconf("SC_CLK_TCK")
LIMIT = 2.0   # % of a core the issue allows

# every seat count each game offers: human + AI seats, and two humans (the curtain)
MATRIX: dict[str, list[tuple[str, dict[str, str]]]] = {
    "dance_card": [("human", {}), ("human,normal", {}), ("human,normal,normal", {}),
                   ("human,normal,normal,normal", {}), ("human,normal", {"mode": "cooperative"}),
                   ("human,normal,normal,normal", {"mode": "cooperative"}), ("human,human", {})],
    "ddr": [("human,normal", {}), ("human,normal,normal", {}), ("human,normal,normal,normal", {}),
            ("human,human", {})],
    "ddo": [("human", {}), ("human,normal", {}), ("human,normal,normal", {}), ("human,normal,normal,normal", {}),
            ("human,normal,normal,normal,normal", {}), ("human,normal,normal,normal,normal,normal", {}),
            ("human,human", {})],
    "beat_by_beat": [("human,normal", {}), ("human,normal,normal", {}), ("human,normal,normal,normal", {}),
                     ("human,human", {})],
    "dancing_queen": [("human,normal", {}), ("human,human", {})],
}
TABLE_STATES = ("rest", "hover_card", "hover_place", "sweep", "hint", "preview", "drag_esc", "log",
                "pause_menu", "after_move", "replay", "after_undo", "round_end", "game_over")
LAUNCHER_STATES = ("rest", "sweep", "hover_tile", "setup", "settings")


def load_average() -> str:
    return " ".join(Path("/proc/loadavg").read_text().split()[:3])


def cpu_ticks(path: str = "/proc/self/stat") -> int:
    """utime + stime of the process (or one thread), in clock ticks."""
    fields = Path(path).read_text().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


# -- the parent: one X server per configuration ---------------------------------------------------
def run_matrix(args: argparse.Namespace) -> int:
    rows: list[dict[str, Any]] = []
    configs: list[tuple[str, str, dict[str, str]]] = []
    if not args.only or args.only == "launcher":
        configs.append(("launcher", "", {}))
    for game, seatings in MATRIX.items():
        if not args.only or args.only == game:
            configs += [(game, seats, options) for seats, options in seatings]
    for game, seats, options in configs:
        command = [sys.executable, str(Path(__file__).resolve()), "--one", "--game", game, "--seats", seats,
                   "--seed", str(args.seed), "--size", args.size, "--seconds", str(args.seconds)]
        if options.get("mode"):
            command += ["--mode", options["mode"]]
        command += passed_on(args)
        rows += run_one_config(command, args.timeout)
    print_table(rows)
    return 1 if any(row.get("cpu", 0.0) > LIMIT and row["state"] != "ai_turns" for row in rows) else 0


def passed_on(args: argparse.Namespace) -> list[str]:
    return (["--states", args.states] if args.states else []) + (
        ["--shots", str(Path(args.shots).resolve())] if args.shots else [])


def run_one_config(command: list[str], timeout: float) -> list[dict[str, Any]]:
    home = tempfile.mkdtemp(prefix="idle-cpu-")
    env = dict(os.environ, SDL_VIDEODRIVER="x11", FLOORSHOW_HOME=home, SDL_AUDIODRIVER="dummy")
    rows: list[dict[str, Any]] = []
    try:
        done = subprocess.run(["xvfb-run", "-a", "-s", SCREEN, *command], env=env, cwd=ROOT,
                              capture_output=True, text=True, timeout=timeout)
        for line in done.stdout.splitlines():
            if line.startswith("{"):
                row = json.loads(line)
                rows.append(row)
                print(format_row(row), flush=True)
        if done.returncode != 0 and not rows:
            print("FAILED", " ".join(command[2:]), done.stderr[-2000:], file=sys.stderr)
    except subprocess.TimeoutExpired:
        print("TIMED OUT", " ".join(command[2:]), file=sys.stderr)
    finally:
        shutil.rmtree(home, ignore_errors=True)
    return rows


def format_row(row: dict[str, Any]) -> str:
    flag = "  OVER" if row.get("cpu", 0.0) > LIMIT and row["state"] != "ai_turns" else ""
    if "skipped" in row:
        return f"{row['config']:<52} {row['state']:<12} skipped: {row['skipped']}"
    return (f"{row['config']:<52} {row['state']:<12} {row['cpu']:6.2f} %  {row['fps']:5.1f} frames/s  "
            f"wake_in={row['wake']!s:<6} top={row['top']:<14} load {row['load']}{flag}")


def print_table(rows: list[dict[str, Any]]) -> None:
    print("\n| configuration | state | % of a core | frames/s | calm after (s) | load (1, 5, 15 min) |")
    print("|---|---|---|---|---|---|")
    for row in rows:
        if "skipped" in row:
            print(f"| {row['config']} | {row['state']} | — (not reached: {row['skipped']}) | | |")
        else:
            print(f"| {row['config']} | {row['state']} | {row['cpu']:.2f} | {row['fps']:.1f} | "
                  f"{row.get('calm_after', '')} | {row['load']} |")


# -- the child: the app in this process, a helper thread driving it ------------------------------
class Driver:
    def __init__(self, app: Any, config: str, states: tuple[str, ...], seconds: float, shots: str = "") -> None:
        self.app = app
        self.shots = shots
        self.config = config
        self.states = states
        self.seconds = seconds
        self.calls: queue.Queue[tuple[Callable[[], Any], list[Any], threading.Event]] = queue.Queue()
        self.window = ""
        self.random = random.Random(7)

    # running code on the app's own thread, between two frames
    def on_frame(self, _elapsed: float) -> None:
        while True:
            try:
                call, out, done = self.calls.get_nowait()
            except queue.Empty:
                return
            try:
                out.append(call())
            except Exception as bad:  # noqa: BLE001 - the tool reports, the app goes on
                out.append(bad)
            done.set()

    def on_main(self, call: Callable[[], Any]) -> Any:
        import pygame
        out: list[Any] = []
        done = threading.Event()
        self.calls.put((call, out, done))
        pygame.event.post(pygame.event.Event(pygame.USEREVENT, floorshow_tool=True))   # wakes the resting loop
        if not done.wait(10):
            raise TimeoutError("the app's loop did not run a frame in 10 s")
        if isinstance(out[0], Exception):
            raise out[0]
        return out[0]

    # the window and the pointer
    def xdo(self, *words: str) -> None:
        subprocess.run(["xdotool", *words], check=False, capture_output=True)

    def find_window(self) -> None:
        import pygame
        info = pygame.display.get_wm_info()
        if "window" not in info:
            raise RuntimeError(f"no X window (SDL's driver: {pygame.display.get_driver()})")
        self.window = str(info["window"])

    def to_window(self, point: tuple[float, float]) -> tuple[int, int]:
        """Canvas pixels (what scenes lay out in) to the window's pixels."""
        import pygame
        canvas = self.app.screen.get_size()
        window = pygame.display.get_window_size()
        scale = min(window[0] / canvas[0], window[1] / canvas[1])
        left = (window[0] - canvas[0] * scale) / 2
        top = (window[1] - canvas[1] * scale) / 2
        return int(left + point[0] * scale), int(top + point[1] * scale)

    def move(self, point: tuple[float, float]) -> None:
        x, y = self.to_window(point)
        self.xdo("mousemove", "--window", self.window, str(x), str(y))

    def park(self) -> None:
        """The pointer off the window (the screen is larger than the window), or its corner."""
        self.xdo("mousemove", "1915", "1075")

    def key(self, name: str) -> None:
        self.xdo("key", "--window", self.window, name)

    def click(self, point: tuple[float, float]) -> None:
        self.move(point)
        time.sleep(0.1)
        self.xdo("click", "1")

    # reading the app (from this thread: plain reads, retried if a frame changed them meanwhile)
    def read(self, what: Callable[[], Any]) -> Any:
        for _ in range(20):
            try:
                return what()
            except Exception:  # noqa: BLE001
                time.sleep(0.05)
        return None

    def table(self) -> Any:
        from scenes.toolkit.table import TableScene
        return self.app.stack.find(TableScene)

    def top_name(self) -> str:
        top = self.app.stack.top
        return type(top).__name__ if top is not None else "-"

    def wake(self) -> Any:
        value = self.read(lambda: _sooner(self.app.stack.wake_in(), self.app._wake_in()))
        return None if value is None else round(value, 3)

    def human_waits(self) -> bool:
        from scenes.toolkit.table import TableScene
        table = self.table()
        if table is None or not isinstance(self.app.stack.top, TableScene):
            return False
        return bool(table.model.viewer_acts() and not table.animating and not table.thinking
                    and not table.view_moving and not table.replaying and table.model.actor is not None)

    def wait_for(self, test: Callable[[], Any], limit: float = 60.0) -> bool:
        end = time.monotonic() + limit
        while time.monotonic() < end:
            if self.read(test):
                return True
            time.sleep(0.1)
        return False

    def measure(self, state: str, rest: float = 1.5, calm: float = 10.0) -> None:
        """Rest a moment, wait (up to `calm` s) until the top scene says nothing moves, then read."""
        time.sleep(rest)
        waited = time.monotonic()
        self.wait_for(lambda: self.wake() is None, calm)
        self.reading(state, round(rest + time.monotonic() - waited, 1))

    def reading(self, state: str, calm_after: float, seconds: float | None = None) -> None:
        frames0, load = self.app.frames, load_average()
        ticks0, started = cpu_ticks(), time.perf_counter()
        time.sleep(self.seconds if seconds is None else seconds)
        ticks1, elapsed = cpu_ticks(), time.perf_counter() - started
        frames = self.app.frames - frames0
        row = {"config": self.config, "state": state, "cpu": round((ticks1 - ticks0) / HZ / elapsed * 100, 2),
               "fps": round(frames / elapsed, 1), "wake": self.wake(), "top": self.top_name(), "load": load,
               "calm_after": calm_after}
        print(json.dumps(row), flush=True)
        if self.shots:   # after the reading: the shot is another process, but it wakes nobody in this one
            name = f"{self.config}-{state}".replace(" ", "_").replace("+", "-")
            subprocess.run(["import", "-window", "root", "-resize", "50%", str(Path(self.shots) / f"{name}.png")],
                           check=False, capture_output=True)

    def skip(self, state: str, why: str) -> None:
        print(json.dumps({"config": self.config, "state": state, "skipped": why}), flush=True)

    # the states
    def gesture_places(self) -> tuple[Any, Any, bool]:
        """A legal move's source (a card, or any card on the table) and its target (a place,
        or the move's button), in canvas pixels."""
        table = self.table()
        board = table.board

        def where(key: str | None) -> Any:
            if key is None:
                return None
            if key in board.sprites:
                return board.sprites[key].rect.center
            area = board.area_of(key)
            return None if area is None else area.center

        for gesture in table.model.gestures:
            source, target = where(gesture.source), where(gesture.target)
            if source is not None and target is not None:
                return source, target, True
        places = [where(g.source) or where(g.target) for g in table.model.gestures]   # moves made by a click
        places = [p for p in places if p is not None] + [s.rect.center for s in board.sprites.values() if not s.busy]
        buttons = [button.rect.center for button, _ in table.input.buttons]
        return (places[0] if places else None), (places[-1] if len(places) > 1 else
                                                 buttons[0] if buttons else None), False

    def settle(self) -> bool:
        return self.wait_for(self.human_waits, 90)

    def run(self) -> None:
        try:
            self.find_window()
            self.park()
            if self.config.startswith("launcher"):
                self.run_launcher()
            else:
                self.run_table()
        except Exception as bad:  # noqa: BLE001
            print(json.dumps({"config": self.config, "state": "error", "skipped": repr(bad)}), flush=True)
        finally:
            self.on_main_quiet(self.app.quit)

    def on_main_quiet(self, call: Callable[[], Any]) -> None:
        try:
            self.on_main(call)
        except Exception:  # noqa: BLE001
            pass

    def run_launcher(self) -> None:
        time.sleep(3)
        for state in self.states:
            if state == "rest":
                self.park()
            elif state == "sweep":
                self.sweep()
            elif state == "hover_tile":
                self.move(self.read(lambda: self.app.stack.top.tiles[1].center))
            elif state in ("setup", "settings"):   # a game's set-up (a tile clicked), the settings
                launcher = self.app.stack.top
                self.click(launcher.tiles[1].center if state == "setup" else launcher.buttons[2].rect.center)
                time.sleep(0.5)
                self.park()
                self.measure(f"{state}:{self.top_name()}")
                self.key("Escape")
                time.sleep(0.5)
                continue
            self.measure(state)

    def sweep(self) -> None:
        width, height = self.app.screen.get_size()
        for y in range(20, height, 90):
            for x in range(20, width, 110):
                self.move((x, y))
                time.sleep(0.03)
        self.park()

    def run_table(self) -> None:
        from scenes.menus import CurtainScene
        if self.read(lambda: isinstance(self.app.stack.top, CurtainScene)) or self.wait_for(
                lambda: isinstance(self.app.stack.top, CurtainScene), 3):
            self.measure("curtain")
            self.key("Return")
        if not self.settle():
            self.skip("rest", f"no human to act within 90 s (top {self.top_name()}, wake_in {self.wake()})")
            self.measure("unsettled")
            return
        for state in self.states:
            try:
                self.one_state(state)
            except Exception as bad:  # noqa: BLE001
                self.skip(state, repr(bad))
            self.park()
            self.key("Escape") if self.read(lambda: self.table().input.zoom_key or self.table().hint.shown) else None
            self.back_to_table()

    def back_to_table(self) -> None:
        from scenes.menus import CurtainScene, PauseScene
        from scenes.toolkit.table import TableScene
        for _ in range(5):
            top = self.app.stack.top
            if isinstance(top, PauseScene):
                self.key("Escape")
            elif isinstance(top, CurtainScene):
                self.key("Return")
            elif not isinstance(top, TableScene):
                break
            else:
                break
            time.sleep(0.5)

    def one_state(self, state: str) -> None:
        table = self.table()
        if state in ("round_end", "game_over"):
            return self.fast_forward(state)
        if not self.settle():
            return self.skip(state, f"no human to act (top {self.top_name()})")
        source, target, dragged = self.read(self.gesture_places) or (None, None, False)
        if state == "rest":
            self.park()
        elif state == "hover_card":
            if source is None:
                return self.skip(state, "no card to hover")
            self.move(source)
            time.sleep(1.0)   # the hover zoom opens
        elif state == "hover_place":
            if target is None:
                return self.skip(state, "no place a move goes to")
            self.move(target)
            time.sleep(1.0)
        elif state == "sweep":
            self.sweep()
        elif state == "hint":
            self.key("h")
            time.sleep(3.0)   # the hint may ask the AI worker
        elif state == "preview":
            if not dragged or source is None or target is None:
                return self.skip(state, "no move with a place")
            self.click(source)
            time.sleep(0.3)
            self.move(((source[0] + target[0]) / 2, (source[1] + target[1]) / 2))
            time.sleep(0.1)
            self.move(target)
            time.sleep(0.5)
            self.measure(state)
            self.key("Escape")
            return None
        elif state == "drag_esc":
            if source is None or not dragged:
                return self.skip(state, "no card to drag")
            end = target or (source[0], source[1] - 150)
            self.move(source)
            self.xdo("mousedown", "1")
            for t in (0.25, 0.5, 0.75, 1.0):
                self.move((source[0] + (end[0] - source[0]) * t, source[1] + (end[1] - source[1]) * t))
                time.sleep(0.05)
            self.key("Escape")
            time.sleep(0.1)
            self.xdo("mouseup", "1")
        elif state == "log":
            rect = self.read(lambda: self.table().log.rect)
            self.move(rect.center)
            for _ in range(4):
                self.xdo("click", "4")
                time.sleep(0.05)
        elif state == "pause_menu":
            self.key("Escape")
            time.sleep(0.5)
            self.measure(state)
            self.key("Escape")
            return None
        elif state == "after_move":
            return self.after_move(state)
        elif state == "replay":
            if not self.read(lambda: table.replay_offered()):
                return self.skip(state, "no other seat's move to show again")
            self.click(self.read(lambda: table.input.replay_button.rect.center))
            time.sleep(0.5)
            self.wait_for(lambda: not table.replaying, 60)
            self.park()
        elif state == "after_undo":
            return self.after_undo(state)
        self.measure(state)
        return None

    def make_a_move(self) -> bool:
        """One move with the pointer (its drag), or else with the keys (Tab, Enter)."""
        table = self.table()
        before = self.read(lambda: len(table.match.steps))
        source, target, dragged = self.read(self.gesture_places) or (None, None, False)
        if dragged and source is not None and target is not None:
            self.move(source)
            self.xdo("mousedown", "1")
            for t in (0.25, 0.5, 0.75, 1.0):
                self.move((source[0] + (target[0] - source[0]) * t, source[1] + (target[1] - source[1]) * t))
                time.sleep(0.05)
            self.xdo("mouseup", "1")
            time.sleep(0.5)
        if self.read(lambda: len(table.match.steps)) == before:
            self.park()
            self.key("Tab")
            time.sleep(0.2)
            self.key("Return")
            time.sleep(0.5)
        self.park()
        return bool(self.read(lambda: len(table.match.steps)) != before)

    def after_move(self, state: str) -> None:
        """Moves made with the pointer or the keys until another seat is to act; the app's CPU
        over the other seats' turns (cards move, the AI thinks in its own process, not counted
        here) is reported as `ai_turns`; then the human's turn again, at rest."""
        table = self.table()
        for _ in range(8):
            if not self.make_a_move():
                return self.skip(state, "no move could be made with the pointer or the keys")
            if self.read(lambda: table.model.actor is not None and not table.model.plan.is_human(table.model.actor)):
                break
            if not self.settle():
                break
        frames0, load, ticks0, started = self.app.frames, load_average(), cpu_ticks(), time.perf_counter()
        self.back_to_table()
        settled = self.settle()
        elapsed = time.perf_counter() - started
        if elapsed > 2.0:
            row = {"config": self.config, "state": "ai_turns", "load": load, "calm_after": 0.0,
                   "cpu": round((cpu_ticks() - ticks0) / HZ / elapsed * 100, 2), "wake": "-",
                   "fps": round((self.app.frames - frames0) / elapsed, 1), "top": f"{elapsed:.0f} s"}
            print(json.dumps(row), flush=True)
        if not settled:
            return self.skip(state, f"no human to act after the move (top {self.top_name()})")
        self.measure(state)
        return None

    def after_undo(self, state: str) -> None:
        """A move made, then at once (before another seat answers) taken back from the menu."""
        from scenes.menus import PauseScene
        if not self.make_a_move():
            return self.skip(state, "no move could be made with the pointer or the keys")
        self.key("Escape")
        if not self.wait_for(lambda: isinstance(self.app.stack.top, PauseScene), 3):
            return self.skip(state, "the pause menu did not open")
        pause = self.app.stack.top
        if not pause.column.buttons[2].enabled:
            self.key("Escape")
            return self.skip(state, f"nothing to undo: {pause.undo_refused}")
        self.click(pause.column.buttons[2].rect.center)
        time.sleep(0.5)
        self.key("Escape")
        self.park()
        if not self.settle():
            return self.skip(state, f"no human to act after the undo (top {self.top_name()})")
        self.measure(state)
        return None

    def fast_forward(self, state: str) -> None:
        """Random moves for every seat until a round's result (or the end) is on top."""
        from scenes.toolkit.table_moment import EndMoment, MomentScene
        wanted = EndMoment if state == "game_over" else MomentScene
        if state == "round_end" and not self.read(lambda: hasattr(self.table().view, "interlude_after")):
            return self.skip(state, "no rounds")
        deadline = time.monotonic() + 120

        def one_move() -> str:
            top = self.app.stack.top
            if isinstance(top, wanted) and (wanted is EndMoment or not isinstance(top, EndMoment)):
                return "there"
            if isinstance(top, EndMoment):     # the end came before any round's result
                return "over"
            if isinstance(top, MomentScene):   # another screen between: go on past it
                self.app.stack.pop()
                return "on"
            table = self.table()
            if table is None or table is not top:
                if top is not None and type(top).__name__ == "CurtainScene":
                    self.app.stack.pop()
                    table.hand_over(table.model.curtain_for)
                    return "on"
                if top is not None and table is not None and len(self.app.stack) > 1:
                    self.app.stack.pop()   # a menu or a page left open: back to the table
                    return "on"
                return "elsewhere"
            if table.model.over:
                return "over"
            legal = table.model.rules.legal_actions(table.match.state)
            if not legal:
                return "stuck"
            table.cancel_ai()
            table.play(self.random.choice(list(legal)))
            table.skip_animations()
            return "on"

        while time.monotonic() < deadline:
            said = self.on_main(one_move)
            if said == "there":
                break
            if said in ("over", "stuck", "elsewhere") and state == "round_end":
                return self.skip(state, f"no round's result before the end ({said})")
            if said in ("stuck", "elsewhere"):
                time.sleep(0.5)
            time.sleep(0.01)
        else:
            return self.skip(state, "not reached in 120 s of random moves")
        self.park()
        if state == "round_end":   # a round's result may go by itself: read it while it shows, a shorter while
            time.sleep(0.5)
            hold = self.read(lambda: self.app.stack.top.wake_in())
            self.reading(state, 0.5, min(self.seconds, max(1.0, hold - 0.5)) if hold else None)
        else:
            self.measure(state, rest=1.0)
        if state == "round_end":   # on with the game: the result read
            self.key("Return")
            time.sleep(1.0)
            self.back_to_table()
        return None


def _sooner(a: float | None, b: float | None) -> float | None:
    if a is None:
        return b
    return a if b is None else min(a, b)


def run_child(args: argparse.Namespace) -> int:
    sys.path.insert(0, str(ROOT))
    from scenes.app import App
    size = tuple(int(n) for n in args.size.split("x"))
    app = App(window_size=size)   # type: ignore[arg-type]
    seats = args.seats.split(",") if args.seats else []
    mode = f" {args.mode}" if args.mode else ""
    config = "launcher" if args.game == "launcher" else f"{args.game}{mode} {'+'.join(seats)}"
    states = tuple(args.states.split(",")) if args.states else (
        LAUNCHER_STATES if args.game == "launcher" else TABLE_STATES)
    driver = Driver(app, config, states, args.seconds, args.shots)
    app.on_frame = driver.on_frame
    helper = threading.Thread(target=driver.run, daemon=True, name="idle-cpu-driver")
    try:
        if args.game == "launcher":
            from scenes.launcher import LauncherScene
            helper.start()
            app.run(LauncherScene(app))
        else:
            from scenes.flow import start_game
            names = tuple(f"Player {i + 1}" if kind == "human" else f"AI {kind}" for i, kind in enumerate(seats))
            options = {"mode": args.mode} if args.mode else {}
            start_game(app, args.game, names, tuple(seats), args.seed, **options)
            helper.start()
            app.run()
    finally:
        app.close()
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--one", action="store_true", help="run one configuration in this process (inside X)")
    parser.add_argument("--only", default="", help="only this game's configurations (or 'launcher')")
    parser.add_argument("--game", default="launcher")
    parser.add_argument("--seats", default="")
    parser.add_argument("--mode", default="")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--size", default="1600x900", help="the window (the screen is 1920x1080)")
    parser.add_argument("--seconds", type=float, default=8.0, help="how long each state is measured")
    parser.add_argument("--states", default="", help="comma-separated states (default: all)")
    parser.add_argument("--shots", default="", help="a folder: a screenshot of each state, after its reading")
    parser.add_argument("--timeout", type=float, default=900.0, help="per configuration, seconds")
    args = parser.parse_args()
    if args.one:
        return run_child(args)
    if args.game != "launcher" and args.seats:   # one configuration, from outside X
        command = [sys.executable, str(Path(__file__).resolve()), "--one", "--game", args.game, "--seats",
                   args.seats, "--seed", str(args.seed), "--size", args.size, "--seconds", str(args.seconds)]
        if args.mode:
            command += ["--mode", args.mode]
        command += passed_on(args)
        rows = run_one_config(command, args.timeout)
        print_table(rows)
        return 1 if any(row.get("cpu", 0.0) > LIMIT and row["state"] != "ai_turns" for row in rows) else 0
    return run_matrix(args)


if __name__ == "__main__":
    sys.exit(main())
