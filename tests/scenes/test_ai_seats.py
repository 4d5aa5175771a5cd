"""AI seats think in the worker process and their moves are narrated in the log."""

from __future__ import annotations

import time

from scenes.app import App
from scenes.flow import start_game
from scenes.toolkit.table import TableScene
from tests.scenes.driving import drag, frames, settle


def run_until(app: App, done, seconds: float = 20.0) -> None:  # type: ignore[no-untyped-def]
    deadline = time.perf_counter() + seconds
    while not done():
        assert time.perf_counter() < deadline, "the AI did not move in time"
        app.step(1 / 60, [])
        time.sleep(1 / 120)


def test_the_ai_answers_in_the_worker_and_the_log_narrates_it(app: App) -> None:
    table = start_game(app, "dancing_queen", ("Ana", "Nora"), ("human", "normal"), seed=5, autosave=False)
    settle(app)
    assert table.model.viewer == 0 and table.model.viewer_acts()   # one human: no curtain
    hand = next(k for k in table.board.sprites if ":hand:0:" in k)
    drag(app, table.board.sprites[hand].pos, table.board.zones["lead:0"].area.center)
    assert len(table.match.steps) == 1
    frames(app, 2)
    assert table.thinking                               # the cue shows while the worker thinks
    run_until(app, lambda: len(table.match.steps) >= 2)
    assert table.match.steps[1].seat == 1
    words = " ".join(w for w, _ in table.log.entries)
    assert "Nora lays a lead dancer face down" in words  # the AI's move, redacted for Ana


def test_an_all_ai_table_plays_itself(app: App) -> None:
    table = start_game(app, "dancing_queen", ("Eddie", "Harriet"), ("easy", "hard"), seed=9, autosave=False)
    run_until(app, lambda: table.actions_played >= 6 or isinstance(app.stack.top, TableScene) is False, 40.0)
    assert table.actions_played >= 4


class _FailingClient:
    """A worker whose bot always fails, as a bug in a bot would."""

    def ask(self, game_id, level, observation, legal, seed):  # type: ignore[no-untyped-def]
        return 1

    def poll(self):  # type: ignore[no-untyped-def]
        return (1, None, "Traceback (most recent call last):\nValueError: a bot's bug")

    def cancel(self) -> None:
        pass


def test_a_failing_bot_costs_the_player_nothing(app: App) -> None:
    """A bot's error once raised out of the table and closed the app, the game with it. Now
    the AI seat plays a legal move at random, the table says so, and play goes on."""
    table = start_game(app, "dancing_queen", ("Eddie", "Harriet"), ("easy", "easy"), seed=9, autosave=False)
    failing = _FailingClient()
    table.ai.client = lambda: failing  # type: ignore[assignment,return-value]
    run_until(app, lambda: table.actions_played >= 3, 20.0)
    assert table.ai.failures >= 3
    assert table.toast is not None and "played one at random" in table.toast.words
