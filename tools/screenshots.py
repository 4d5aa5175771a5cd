"""Screenshots of the running app for the README: the launcher and every playable table.

Starts Xvfb, runs the real app (`python main.py`) in a throw-away FLOORSHOW_HOME with a
saved mid-game record, drives it with xdotool, and captures windows with ImageMagick's
`import` into docs/screenshots/. Needs xvfb, xdotool and imagemagick (Debian packages).

    python tools/screenshots.py [--out docs/screenshots] [--games dancing_queen,dance_card,ddr,ddo]
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Iterator

if TYPE_CHECKING:
    from game.core.records import Record

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


class AppWindow:
    """The real app running on its own Xvfb display, with one throw-away FLOORSHOW_HOME."""

    def __init__(self, env: dict[str, str], window: str) -> None:
        self.env, self.window = env, window

    def xdo(self, *words: str) -> None:
        """xdotool, aimed at the app's window for the verbs that take one."""
        run(["xdotool", *words], env=self.env, timeout=30)

    def move(self, x: float, y: float, *more: str) -> None:
        self.xdo("mousemove", "--window", self.window, str(int(x)), str(int(y)), *more)

    def shot(self, path: Path) -> None:
        run(["import", "-window", self.window, str(path)], env=self.env, timeout=30)
        print("wrote", path)


@contextlib.contextmanager
def app_on_xvfb(home: Path, display: str) -> Iterator[AppWindow]:
    """Start Xvfb and `python main.py` on it; yield its window; tear both down and drop `home`."""
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x720x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    env = dict(os.environ, DISPLAY=display, FLOORSHOW_HOME=str(home), SDL_VIDEO_X11_WMCLASS="floorshow",
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    app = None
    try:
        time.sleep(1.0)
        app = subprocess.Popen([sys.executable, str(ROOT / "main.py")], env=env, cwd=ROOT)
        window = run(["xdotool", "search", "--sync", "--class", "floorshow"], env=env, timeout=30).split()[0]
        time.sleep(1.5)
        yield AppWindow(env, window)
    finally:
        if app is not None:
            app.terminate()
            app.wait(timeout=10)
        xvfb.terminate()
        xvfb.wait(timeout=10)
        shutil.rmtree(home, ignore_errors=True)


def save_in_progress(home: Path, record: "Record") -> Path:
    """Save a game in progress under `home` as the app does (scenes/services/saving.py): sealed, in
    a file of its own, so the tool never leaves a save readable in clear."""
    from scenes.services.saving import Saver, new_slot
    before = os.environ.get("FLOORSHOW_HOME")
    os.environ["FLOORSHOW_HOME"] = str(home)  # the app's folders and seal.key, under home
    try:
        path = new_slot(record.game)
        Saver().write_now(path, record, finished=False)
        return path
    finally:
        if before is None:
            os.environ.pop("FLOORSHOW_HOME", None)
        else:
            os.environ["FLOORSHOW_HOME"] = before


def mid_game_record(home: Path) -> None:
    """A Dancing Queen game late on, at its most crowded: the rival has all four dancers, Ana
    (seat 0) three and a drawn card to place (the floor's eighth dancer). Both seats always
    draw and play support dancers until then, as players may."""
    import random

    from game import registry
    from game.core.contract import GameConfig
    from game.core.records import Match
    from game.dancing_queen.state import MAX_DANCERS, Phase
    rules = registry.rules("dancing_queen")
    bot = registry.bot("dancing_queen", "normal")
    for seed in range(1, 200):
        match = Match(rules, GameConfig.make(2), seed, ("Ana", "Hard-Shoe Harriet"), ("human", "hard"))
        rng = random.Random(seed)
        for _ in range(300):
            state = match.state
            if rules.outcome(state) is not None:
                break
            if state.actor == 0 and state.phase is Phase.PLACE and state.hands[0] is not None \
                    and (state.count(0), state.count(1)) == (MAX_DANCERS - 1, MAX_DANCERS) and state.round >= 2:
                save_in_progress(home, match.record())
                return
            legal = rules.legal_actions(state)
            crowd = [a for word in ("draw", "support") for a in legal if str(a).startswith(word)]
            match.play(crowd[0] if crowd else
                       bot.choose(rules.observe(state, state.actor), legal, rng, registry.hard_budget("dancing_queen")))
    raise RuntimeError("no seed gave a crowded Dancing Queen position")


def crowd_move(state: object, legal: tuple[object, ...]) -> object | None:
    """A Move that brings a student nearer to a crowded spot (every third student to the
    Restrooms, the Bleachers or the Janitor's Office): how a player could pack the gym."""
    from game.dance_card.roster import roster
    r = roster()
    spots = [r.board.index(name) for name in ("Restrooms", "Bleachers", "Janitor's Office")]
    by_name = {s.name: i for i, s in enumerate(r.students)}
    by_short = {r.short(i): i for i in range(len(r.board.locations))}
    best: tuple[int, object] | None = None
    for action in legal:
        if getattr(action, "verb", "") != "move" or len(action.args) != 2:  # type: ignore[attr-defined]
            continue
        student, to = by_name[action.args[0]], by_short[action.args[1]]  # type: ignore[attr-defined]
        spot = spots[student % 3]
        gain = r.board.distance(state.positions[student], spot) - r.board.distance(to, spot)  # type: ignore[attr-defined]
        if gain > 0 and (best is None or gain > best[0]):
            best = (gain, action)
    return best[1] if best else None


def dance_card_record(home: Path, mode: str, names: tuple[str, ...], kinds: tuple[str, ...], dancing: bool,
                      crowd: bool = False) -> None:
    """A Dance Card! game well into the night, seat 0 (human) to decide: its dice landed when
    `dancing`, else its Action Phase; some tokens already on the Dance Cards, cards in hand.
    `crowd`: the other seats spend their Moves packing the Restrooms, the Bleachers and the
    Janitor's Office (the most crowded gym a game reaches, for the layout to make room)."""
    import random

    from game import registry
    from game.core.contract import GameConfig
    from game.core.records import Match
    from game.dance_card.roster import roster
    from game.dance_card.state import Step
    rules = registry.rules("dance_card")
    bot = registry.bot("dance_card", "normal")
    r = roster()
    spots = [r.board.index(name) for name in ("Restrooms", "Bleachers")]
    for seed in range(1, 100):
        match = Match(rules, GameConfig.make(len(names), mode=mode), seed, names, kinds)
        rng = random.Random(seed)
        for _ in range(1500):
            state = match.state
            if rules.outcome(state) is not None:
                break
            task = state.agenda[0]
            legal = rules.legal_actions(state)
            wanted = (task.step is Step.ROLL and state.roll is not None and len(state.roll.pool) >= 4) if dancing \
                else task.step is Step.MAIN
            packed = state.positions.count(spots[0]) >= 5 and state.positions.count(spots[1]) >= 7 if crowd else \
                max(state.positions.count(where) for where in set(state.positions)) >= 6
            if task.seat == 0 and wanted and 7 <= state.turn_number <= 40 and state.seats[0].hand \
                    and any(s.status != (0, 0, 0) for s in state.seats) and packed:
                save_in_progress(home, match.record())
                return
            choice = crowd_move(state, legal) if crowd and task.seat != 0 and task.step in (
                Step.MAIN, Step.ALL_MOVE, Step.SPARK_MOVE) else None
            match.play(choice or bot.choose(rules.observe(state, task.seat), legal, rng,
                                            registry.hard_budget("dance_card")))
    raise RuntimeError("no seed gave a Dance Card! position")


def dance_card_shots(out: Path, display: str) -> None:
    """The Dance Card! table mid-game: two seats Competitive with the gym packed (dice landed),
    and Solo (Action Phase)."""
    shots = (("dance_card.png", "competitive", ("Ana", "Nora"), ("human", "normal"), True, True),
             ("dance_card_solo.png", "solo", ("Ana",), ("human",), False, False))
    for name, mode, names, kinds, dancing, crowd in shots:
        home = Path(tempfile.mkdtemp(prefix="floorshow-shots-"))
        dance_card_record(home, mode, names, kinds, dancing, crowd)
        with app_on_xvfb(home, display) as app:
            app.move(285, 581, "click", "1")   # Continue (the middle of its button)
            time.sleep(3.0)   # the table opens and the Spin Dial's needle comes to rest
            app.move(600, 700)
            time.sleep(0.5)
            app.shot(out / name)


def ddr_record(home: Path, names: tuple[str, ...], kinds: tuple[str, ...]) -> tuple[tuple[int, int], tuple[int, int]]:
    """A DDR game well under way, seat 0 (human) about to lay a step it holds for its next slot.
    Returns where that card lies in the hand and where its slot is, to photograph the drag."""
    import random

    from game import registry
    from game.core.contract import GameConfig
    from game.core.records import Match
    from game.ddr.notation import PlayStep
    from game.ddr.state import Phase
    from scenes.tables.ddr import DDRTable
    rules = registry.rules("ddr")
    bot = registry.bot("ddr", "normal")
    view = DDRTable(rules)
    for seed in range(1, 200):
        match = Match(rules, GameConfig.make(len(names)), seed, names, kinds)
        rng = random.Random(seed)
        for _ in range(600):
            state = match.state
            if rules.outcome(state) is not None:
                break
            turn, me = state.turn, state.dancers[0]
            legal = rules.legal_actions(state)
            chart = me.chart[len(me.slots)] if len(me.slots) < len(me.chart) else None
            fitting = [a for a in legal if isinstance(a, PlayStep) and chart is not None and chart.basic
                       and a.card[0] == chart.arrows[0]]
            if turn.seat == 0 and turn.phase is Phase.PLAY and fitting and 6 <= len(me.slots) <= 9 \
                    and min(len(d.slots) for d in state.dancers) >= 4 and len(me.hand) >= 4:
                save_in_progress(home, match.record())
                obs = rules.observe(state, 0)
                layout = view.layout(obs, 0, names, (960, 720))
                zones = {z.key: z for z in layout.zones}
                hand = sorted((c for c in layout.cards if c.zone == "hand"), key=lambda c: c.order)
                key = view.hand_key(fitting[0].card)
                index = next(i for i, c in enumerate(hand) if c.key == key)
                start = zones["hand"].place(index, len(hand), hand[index].card_size)
                end = zones[view.slot_zone(0, len(me.slots))].area.center
                return (int(start.x), int(start.y)), (int(end[0]), int(end[1]))
            match.play(bot.choose(rules.observe(state, turn.seat), legal, rng, registry.hard_budget("ddr")))
    raise RuntimeError("no seed gave a DDR position")


def ddr_shots(out: Path, display: str) -> None:
    """DDR's table mid-game with two seats (also with a Step card held over its slot) and four."""
    shots = (("ddr.png", ("Ana", "Nora"), ("human", "normal")),
             ("ddr_4.png", ("Ana", "Eddie", "Nora", "Hank"), ("human", "easy", "normal", "hard")))
    for name, names, kinds in shots:
        home = Path(tempfile.mkdtemp(prefix="floorshow-shots-"))
        start, end = ddr_record(home, names, kinds)
        with app_on_xvfb(home, display) as app:
            app.move(285, 581, "click", "1")   # Continue (the middle of its button)
            time.sleep(2.5)
            app.move(930, 300)
            time.sleep(0.5)
            app.shot(out / name)
            if name != "ddr.png":
                continue
            app.move(start[0], start[1], "mousedown", "1")
            for t in (0.2, 0.4, 0.55):  # held short of the slot, so its lit frame and ▼ show beside the card
                app.move(start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t)
                time.sleep(0.08)
            time.sleep(0.5)
            app.shot(out / "ddr_drag.png")


def ddo_record(home: Path, names: tuple[str, ...], kinds: tuple[str, ...], raid: bool) -> None:
    """A DDO game with seat 0 (human) to act in a quest's combat with a full battlefield (at
    least as many monster cards as Heroes, the boss asleep), or in the Raid's first round."""
    import random

    from game import registry
    from game.core.contract import GameConfig
    from game.core.records import Match
    from game.ddo.state import Phase
    rules = registry.rules("ddo")
    bot = registry.bot("ddo", "normal")
    for seed in range(1, 200):
        match = Match(rules, GameConfig.make(len(names)), seed, names, kinds)
        rng = random.Random(seed)
        for _ in range(2000):
            state = match.state
            if rules.outcome(state) is not None:
                break
            quest = state.quest
            seat = rules.to_act(state)
            legal = rules.legal_actions(state)
            if seat == 0 and state.phase is Phase.COMBAT and quest is not None and quest.raid == raid:
                live = [f for f in quest.foes if not f.done]
                crowded = len(quest.line) >= 3 and len(live) >= len(quest.line) + 1 and not quest.awake
                if raid or (crowded and quests_with_stacks(state)):
                    save_in_progress(home, match.record())
                    return
            if state.phase is Phase.RAID_JOIN:
                choice = next((a for a in legal if a.verb == "join"), legal[0])
            else:
                choice = bot.choose(rules.observe(state, seat), legal, rng, registry.hard_budget("ddo"))
            match.play(choice)
    raise RuntimeError("no seed gave a DDO position")


def quests_with_stacks(state: object) -> bool:
    """Every seat has deployed something: the stacks fan out."""
    return all(any(len(stack.cards) > 2 for stack in seat.stacks) for seat in state.seats)  # type: ignore[attr-defined]


def ddo_shots(out: Path, display: str) -> None:
    """DDO's table with four seats: a quest in combat, and the Raid."""
    names, kinds = ("Ana", "Bo", "Cy", "Di"), ("human", "normal", "normal", "normal")
    for name, raid in (("ddo_quest.png", False), ("ddo_raid.png", True)):
        home = Path(tempfile.mkdtemp(prefix="floorshow-shots-"))
        ddo_record(home, names, kinds, raid)
        with app_on_xvfb(home, display) as app:
            app.move(285, 581, "click", "1")   # Continue (the middle of its button)
            time.sleep(3.0)
            app.move(940, 700)
            time.sleep(0.5)
            app.shot(out / name)


def run(command: list[str], **kwargs: object) -> str:
    return subprocess.run(command, check=True, capture_output=True, text=True, **kwargs).stdout  # type: ignore[call-overload]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--display", default=":47")
    parser.add_argument("--games", default="dancing_queen,dance_card,ddr,ddo", help="whose tables to shoot")
    args = parser.parse_args()
    for tool in ("Xvfb", "xdotool", "import"):
        if shutil.which(tool) is None:
            print(f"{tool} is missing: apt-get install -y xvfb xdotool imagemagick", file=sys.stderr)
            return 2
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    if "dance_card" in args.games.split(","):
        dance_card_shots(out, args.display)
    if "ddr" in args.games.split(","):
        ddr_shots(out, args.display)
    if "ddo" in args.games.split(","):
        ddo_shots(out, args.display)
    if "dancing_queen" not in args.games.split(","):
        return 0
    home = Path(tempfile.mkdtemp(prefix="floorshow-shots-"))
    mid_game_record(home)
    with app_on_xvfb(home, args.display) as app:
        app.shot(out / "launcher.png")
        app.move(285, 581, "click", "1")   # Continue (the middle of its button)
        time.sleep(2.5)
        app.shot(out / "table.png")
        app.move(872, 468, "mousedown", "1")  # pick up the drawn card
        for x, y in ((820, 470), (700, 470), (560, 470), (480, 470)):
            app.move(x, y)
            time.sleep(0.08)
        time.sleep(0.5)
        app.shot(out / "drag.png")
        app.xdo("key", "--window", app.window, "Escape")
        app.xdo("mouseup", "1")
        time.sleep(1.0)
        app.move(104, 468)  # hover the own lead: zoom
        time.sleep(1.2)
        app.shot(out / "zoom.png")
        app.move(480, 330)  # away from the cards
        time.sleep(0.3)
        app.xdo("key", "--window", app.window, "Escape")  # pause menu
        time.sleep(0.6)
        app.shot(out / "pause.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
