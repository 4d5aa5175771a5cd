"""Floorshow's engine commands: list, sim, replay, board, rules, hint, stats.

    python -m game list
    python -m game sim GAME --games N --seats hard,random --seed S [--json] [--jobs J]
                         [--option KEY=VALUE ...] [--budget SECONDS] [--iterations N]
    python -m game replay RECORD.json [--json]
    python -m game board PATH.tmx [--json]
    python -m game rules GAME
    python -m game hint RECORD.json [--seat N] [--json]
    python -m game stats [GAME] [--json]      (the finished games kept in the data folder)

Bad input ends with one clear line on stderr and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from game import registry
from game.core.bots import Budget
from game.core.hint import HintRefused
from game.core.history import history_dir, read_history
from game.core.options import OptionKind
from game.core.player_page import PageError
from game.core.record_schema import SEED_LIMIT, one_line
from game.core.records import Match, Record, RecordError, load_record, replay
from game.core.sim import simulate
from game.core.stats import statistics
from game.how_to_play import page_text
from game.teaching import hint_at, hint_seed


class UsageError(Exception):
    """Input the command cannot work with; the message is shown as it is."""


def _bounded(kind: str, low: float, high: float, convert: Any) -> Any:
    """An argparse type: a number from `low` to `high`, refused in one short line otherwise."""
    def parse(text: str) -> Any:
        try:
            value = convert(text) if len(text) <= 30 else None
        except ValueError:
            value = None
        if value is None or value != value or not low <= value <= high:
            shown = text if len(text) <= 30 else f"{text[:20]}… ({len(text)} characters)"
            raise argparse.ArgumentTypeError(f"{kind} from {low:g} to {high:g}, not {shown!r}")
        return value
    return parse


GAMES = _bounded("a whole number of games", 1, 1_000_000, int)
JOBS = _bounded("a whole number of worker processes", 1, 64, int)
SEED = _bounded("a whole-number seed", 0, SEED_LIMIT - 1, int)
ITERATIONS = _bounded("a whole number of iterations", 1, 10_000_000, int)
SECONDS = _bounded("seconds", 0.001, 3600, float)
SEAT = _bounded("a seat number", 0, 7, int)


def _option_value(key: str, text: str, kind: OptionKind | None) -> Any:
    """A command line's option as the game declares it: a list (JSON, e.g. a stacked
    `chance=[null,4]`, or words separated by commas), true/false, a whole number or text."""
    if text.startswith("["):
        try:
            return _frozen(json.loads(text))
        except (ValueError, RecursionError):
            raise UsageError(f"--option {key}: {text[:40]!r} is not a list (write it as JSON, "
                             "e.g. [null, 4])") from None
    if kind in (OptionKind.WORDS, OptionKind.STACK):   # a list of words: songs, card ids …
        return tuple(word.strip() for word in text.split(",") if word.strip())
    lowered = text.lower()
    if lowered in ("true", "false"):
        return lowered == "true"
    try:
        return int(text)
    except ValueError:
        return text


def _frozen(value: Any) -> Any:
    return tuple(_frozen(v) for v in value) if isinstance(value, list) else value


def _options(game_id: str, pairs: list[str]) -> dict[str, Any]:
    try:
        kinds = {spec.key: spec.kind for spec in registry.entry(game_id).options}
    except KeyError:
        kinds = {}
    options = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise UsageError(f"--option takes KEY=VALUE, not {pair!r}")
        options[key] = _option_value(key, value, kinds.get(key))
    return options


def cmd_list(args: argparse.Namespace) -> int:
    rows = [e.describe() for e in registry.CATALOGUE]
    if args.json:
        print(json.dumps(rows))
        return 0
    for row in rows:
        status = "playable" if row["playable"] else "not playable yet"
        low, high = row["seats"]
        shape = ", ".join(filter(None, (
            "cooperative" if row["cooperative"] else "",
            "simultaneous" if row["simultaneous"] else "",
            " / ".join(f"{name} {a}–{b}" for name, (a, b) in row["modes"].items()))))
        print(f"{row['id']:15} {row['title']:22} {low}–{high} seats  {status}"
              + (f"  ({shape})" if shape else ""))
    return 0


def cmd_sim(args: argparse.Namespace) -> int:
    levels = tuple(s.strip() for s in args.seats.split(",") if s.strip())
    budget = None
    if args.budget is not None or args.iterations is not None:
        default = registry.hard_budget(args.game)
        budget = Budget(args.budget if args.budget is not None else default.seconds,
                        args.iterations if args.iterations is not None else default.iterations)
    try:
        registry.load(args.game)
        result = simulate(registry.entry(args.game), levels, args.games, args.seed,
                          _options(args.game, args.option), args.jobs, budget)
    except (KeyError, ValueError) as bad:
        raise UsageError(str(bad).strip("'\"")) from None
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{result['game']}: {result['games']} games, {result['errors']} errors, "
              f"{result['seconds']} s")
        for level, win, times in zip(levels, result["wins"], result["decision_ms"]):
            print(f"  {level:7} wins {win:6.1%}  decisions p50 {times['p50']} ms, "
                  f"p95 {times['p95']} ms, max {times['max']} ms")
    return 1 if result["errors"] else 0


def _replayed(path: str) -> tuple[Record, Any, Match]:
    """The record at `path`, its game's rules and the match it replays to (UsageError: one line)."""
    try:
        record = load_record(Path(path))
        rules = registry.rules(record.game)
        match = replay(rules, record, registry.entry(record.game).seats)
    except KeyError as bad:
        raise UsageError(f"{path}: {str(bad).strip(chr(34) + chr(39))}") from None
    except RecordError as bad:
        raise UsageError(str(bad)) from None
    return record, rules, match


def cmd_replay(args: argparse.Namespace) -> int:
    record, rules, match = _replayed(args.record)
    outcome = rules.outcome(match.state)
    summary: dict[str, Any] = {
        "game": record.game, "actions": len(record.actions), "finished": outcome is not None,
        "winners": list(outcome.winners) if outcome else [],
        "scores": list(outcome.scores) if outcome else [],
        "termination": outcome.termination.value if outcome else None,
        "summary": outcome.summary if outcome else "the game is still in progress",
        "to_act": rules.to_act(match.state),
    }
    if args.json:
        print(json.dumps(summary))
    else:
        names = record.names or tuple(f"Seat {i}" for i in range(record.config.seats))
        if outcome:
            won = " and ".join(names[w] for w in outcome.winners) or "nobody"
            print(f"{rules.title}: {len(record.actions)} actions; {outcome.termination.value}: "
                  f"{won}. {outcome.summary}")
        else:
            print(f"{rules.title}: {len(record.actions)} actions; in progress, "
                  f"{names[summary['to_act']]} to act.")
    return 0


def cmd_hint(args: argparse.Namespace) -> int:
    """The Hard AI's suggestion, with its reason, for the position after the record's last action."""
    record, rules, match = _replayed(args.record)
    if args.seat is not None and not 0 <= args.seat < record.config.seats:
        raise UsageError(f"{rules.title}: there is no seat {args.seat} in this game "
                         f"(seats 0 to {record.config.seats - 1})")
    try:
        hint = hint_at(record.game, match.state, args.seat, hint_seed(
            args.seat if args.seat is not None else rules.to_act(match.state) or 0, len(record.actions)))
    except HintRefused as refused:
        raise UsageError(f"{rules.title}: {refused}") from None
    if args.json:
        print(json.dumps(hint.to_json(), ensure_ascii=False))
    else:
        names = record.names or tuple(f"Seat {i}" for i in range(record.config.seats))
        print(f"{names[hint.seat]}: {hint.text} ({hint.action})\n{hint.reason}")
    return 0


def cmd_board(args: argparse.Namespace) -> int:
    try:
        # optional: boards/ reads Tiled maps with pytmx (pygame), which the engine never needs
        from boards.cli import board_command
    except ImportError as missing:
        raise UsageError(f"the board loader is not available ({missing})") from None
    return board_command(args.path, args.json)


def cmd_rules(args: argparse.Namespace) -> int:
    """The game's rules page for players, as plain text."""
    try:
        text = page_text(args.game)
    except KeyError as bad:
        raise UsageError(str(bad).strip("'\"")) from None
    except PageError as bad:
        raise UsageError(str(bad)) from None
    try:
        sys.stdout.write(text)
    except UnicodeEncodeError:   # a console without the page's glyphs (♥, ⬆): shown as '?'
        encoding = sys.stdout.encoding or "ascii"
        sys.stdout.write(text.encode(encoding, "replace").decode(encoding))
    return 0


def cmd_stats(args: argparse.Namespace) -> int:
    """The player's statistics from the finished games the app kept."""
    if args.game is not None:
        try:
            registry.entry(args.game)
        except KeyError as bad:
            raise UsageError(str(bad).strip("'\"")) from None
    games, set_aside = read_history(history_dir())
    figures = statistics(g for g in games if args.game is None or g.game == args.game)
    if args.json:
        print(json.dumps({"games": figures, "set_aside": set_aside}, ensure_ascii=False))
        return 0
    for name in set_aside:
        print(f"(a file that was not a finished game was set aside: {name})")
    if not figures:
        print("No finished games yet.")
    for game_id, found in figures.items():
        print(f"{registry.entry(game_id).title}: {found['games']} finished")
        for level, entry in found["against_ai"].items():
            print(f"  against {level}: {entry['wins']} won of {entry['games']} ({entry['win_rate']:.0%})")
        for mode, entry in found["table"].items():
            extra = f", {entry['quests_won']} quests won" if "quests_won" in entry else ""
            print(f"  {mode}: {entry['won']} won of {entry['games']}{extra}")
        if found["hot_seat"]["games"]:
            wins = ", ".join(f"{n} {w}" for n, w in found["hot_seat"]["wins"].items()) or "no wins"
            count = found["hot_seat"]["games"]
            print(f"  hot-seat: {count} game{'s' * (count != 1)} ({wins})")
        print(f"  streak: {found['streak']['current']} now, {found['streak']['best']} at best")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m game", description="Floorshow engine commands")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("list", help="list the games")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=cmd_list)
    p = sub.add_parser("sim", help="AI-vs-AI games, headless")
    p.add_argument("game")
    p.add_argument("--games", type=GAMES, default=100)
    p.add_argument("--seats", default="hard,random", help="levels: random, easy, normal, hard")
    p.add_argument("--seed", type=SEED, default=1)
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--jobs", type=JOBS, default=1, help="worker processes")
    p.add_argument("--budget", type=SECONDS, help="Hard's seconds per decision")
    p.add_argument("--iterations", type=ITERATIONS, help="Hard's iteration cap per decision")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=cmd_sim)
    p = sub.add_parser("replay", help="replay a record and print the outcome")
    p.add_argument("record")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=cmd_replay)
    p = sub.add_parser("board", help="validate a Tiled board map")
    p.add_argument("path")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=cmd_board)
    p = sub.add_parser("hint", help="suggest a move for the position after a record's last action")
    p.add_argument("record")
    p.add_argument("--seat", type=SEAT, help="the seat to advise (default: the seat to act)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=cmd_hint)
    p = sub.add_parser("rules", help="print a game's rules page for players")
    p.add_argument("game")
    p.set_defaults(run=cmd_rules)
    p = sub.add_parser("stats", help="the player's statistics from the finished games kept")
    p.add_argument("game", nargs="?")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=cmd_stats)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return int(args.run(args))
    except UsageError as bad:
        print(f"error: {one_line(str(bad))}", file=sys.stderr)
        return 2
    except Exception as bad:  # noqa: BLE001 - the promise is one line, never a traceback
        print(f"error: unexpected {type(bad).__name__}: {one_line(str(bad))} (please report it)",
              file=sys.stderr)
        return 3


if __name__ == "__main__":
    sys.exit(main())
