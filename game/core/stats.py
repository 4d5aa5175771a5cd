"""A player's statistics, from the finished games kept in the history.

Whose statistics: the person (or household) at the screen. A game with one human seat
counts for that seat — against the strongest AI level at the table in a game of winners, or
as the table's result in a cooperative or solo game. A game with two or more humans is a
hot-seat game: it counts once, with each name's wins. A game of AI seats only is watched,
not played, and counts only in `games`.

A shared win (a tie at the top after every tie-break) that includes the human counts as a
win, as a shared first place does in the apps players know (Board Game Arena ranks it first).

    figures = statistics(games)          # {game id: {...}}, in the shape `python -m game stats --json` prints
"""

from __future__ import annotations

from typing import Any, Iterable

from game.core.history import FinishedGame
from game.core.seats import AI_LEVELS, SeatKind


def _level(game: FinishedGame) -> SeatKind:
    """The strongest AI level at the table."""
    levels = [kind for kind in game.record.seat_kinds if kind.is_ai]
    return max(levels, key=AI_LEVELS.index)


def _rate(wins: int, games: int) -> float:
    return round(wins / games, 4) if games else 0.0


def _game_figures(games: list[FinishedGame]) -> dict[str, Any]:
    against: dict[str, dict[str, Any]] = {}
    table: dict[str, dict[str, Any]] = {}
    hot_seat: dict[str, Any] = {"games": 0, "wins": {}}
    watched = 0
    streak = best_streak = 0
    best: dict[str, Any] | None = None
    for game in games:   # oldest first: streaks run in time
        humans = game.humans
        if not humans:
            watched += 1
            continue
        for seat in humans:
            score = game.scores[seat]
            if best is None or score > best["score"]:
                best = {"score": score, "name": game.names[seat], "finished": game.finished}
        if len(humans) >= 2:
            hot_seat["games"] += 1
            for seat in game.winners:
                if seat in humans:
                    name = game.names[seat]
                    hot_seat["wins"][name] = hot_seat["wins"].get(name, 0) + 1
            continue
        seat = humans[0]
        won = seat in game.winners
        if game.termination.table:
            mode = str(game.option("mode", "cooperative" if len(game.record.seat_kinds) > 1 else "solo"))
            entry = table.setdefault(mode, {"games": 0, "won": 0})
            entry["games"] += 1
            entry["won"] += int(won)
            if game.game == "ddo":   # a DDO table's score is its quests won; the Raid is the win
                entry["quests_won"] = entry.get("quests_won", 0) + int(game.scores[seat])
                entry["best_quests"] = max(entry.get("best_quests", 0), int(game.scores[seat]))
        else:
            level = _level(game).value
            entry = against.setdefault(level, {"games": 0, "wins": 0})
            entry["games"] += 1
            entry["wins"] += int(won)
        streak = streak + 1 if won else 0
        best_streak = max(best_streak, streak)
    for entry in against.values():
        entry["win_rate"] = _rate(entry["wins"], entry["games"])
    for entry in table.values():
        entry["win_rate"] = _rate(entry["won"], entry["games"])
    return {
        "games": len(games),
        "watched": watched,
        "against_ai": {level.value: against[level.value] for level in AI_LEVELS if level.value in against},
        "table": table,
        "hot_seat": hot_seat,
        "streak": {"current": streak, "best": best_streak},
        "best_score": best,
        "last_played": games[-1].finished if games else None,
    }


def statistics(games: Iterable[FinishedGame]) -> dict[str, dict[str, Any]]:
    """Each game's figures (only games with at least one finished game), by game id."""
    by_game: dict[str, list[FinishedGame]] = {}
    for game in games:
        by_game.setdefault(game.game, []).append(game)
    return {game_id: _game_figures(found) for game_id, found in sorted(by_game.items())}
