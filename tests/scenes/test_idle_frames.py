"""Idle frames (issue 25): while an AI seat thinks, or waits out its pace, or the last turn
is shown again, the table is still; the app then draws only what changes (the thinking cue's
dots), never a frame every 0.1 s or at 60 a second. Each frame redraws the whole table, so
those frames burned a fifth to a half of a core on Dance Card!."""

from __future__ import annotations

import time
from dataclasses import replace

from scenes.app import App
from scenes.flow import start_game
from scenes.toolkit.table import TableScene
from scenes.toolkit.table_ai import DOTS_PER_SECOND


def _still(table: TableScene) -> bool:
    """Nothing on the table moves by itself: a frame now is asked for by a timer only."""
    return not (table.animating or table.view_moving or table._warm or table.board.turning)


def _run_like_the_app(app: App, table: TableScene, until: object, limit: float) -> tuple[int, float]:
    """`App.run`'s loop in real time (a frame at once when asked for 0, else a sleep until the
    timer), until `until()`; returns the frames drawn while the table was still, and the seconds."""
    still_frames, started = 0, time.perf_counter()
    last = started
    while not until() and time.perf_counter() - started < limit:  # type: ignore[operator]
        wait = app.stack.wake_in()
        assert wait is not None, "an AI seat is to act: the table must wake to play its move"
        still = _still(table)
        time.sleep(wait if wait > 0 else 1 / 60)
        now = time.perf_counter()
        app.step(now - last, [], waited=wait > 0)
        last = now
        still_frames += still
    return still_frames, time.perf_counter() - started


def test_an_ai_turn_draws_only_when_the_thinking_cue_changes(app: App) -> None:
    """Dance Card!, a human beside an Easy AI, relaxed pace (1.4 s) and instant cards: the AI's
    answer comes long before its pace is over; the frames of its turn are the dots' steps."""
    app.change_settings(replace(app.settings, ai_pace="relaxed", animation="instant"))
    table = start_game(app, "dance_card", ("Ana", "Bo"), ("human", "easy"), seed=3, autosave=False)
    model = table.model
    while table._warm:
        app.step(1 / 60, [])
    for _ in range(40):   # the human's moves until the AI seat is to act
        if model.actor is None or not model.plan.is_human(model.actor):
            break
        table.play(model.legal[0])
        app.step(1 / 60, [])
    assert model.actor is not None and not model.plan.is_human(model.actor)
    table.skip_animations()   # the Spin Dial's needle rests: from here on only the AI's turn asks for frames
    app.step(1 / 60, [])
    assert _still(table)
    moves = len(table.match.steps)
    frames, seconds = _run_like_the_app(app, table, lambda: len(table.match.steps) > moves, 20.0)
    assert len(table.match.steps) > moves, "the AI seat never played"
    assert seconds >= 1.3                 # the pace was waited out
    assert frames <= seconds * DOTS_PER_SECOND + 3, f"{frames} frames of a still table in {seconds:.1f} s"


def test_the_last_turn_shown_again_draws_nothing_between_its_moves(app: App) -> None:
    """Between two moves shown again (the AI's pace each), the past state does not change."""
    app.change_settings(replace(app.settings, ai_pace="relaxed", animation="instant"))
    table = start_game(app, "dancing_queen", ("Ana", "Bo"), ("human", "easy"), seed=3, autosave=False)
    model = table.model
    while table._warm:
        app.step(1 / 60, [])
    deadline = time.perf_counter() + 30.0   # the AI answers from its own process, in real time:
    while time.perf_counter() < deadline:   # a loaded machine may take seconds to start it
        if table.others_since_my_turn() and model.viewer_acts():
            break
        if model.viewer_acts():
            table.play(model.legal[0])
        app.step(0.5, [], waited=True)
        time.sleep(0.01)
    assert table.replay_offered()
    table.replay_last_turn()
    frames, seconds = _run_like_the_app(app, table, lambda: not table.replaying, 20.0)
    assert not table.replaying
    shown = table.others_since_my_turn()
    assert frames <= shown + 4, f"{frames} frames of a still table in {seconds:.1f} s, {shown} moves shown"


def test_the_replay_viewer_playing_or_telling_a_note_draws_nothing_between_timers(app: App) -> None:
    """Watching a game again, played at the AI's pace, with a note shown: the frames are the
    moves' and the note's end, not 60 a second of the same picture."""
    from scenes.replay_viewer import ReplayViewer
    from tests.scenes.test_replay_viewer import played
    app.change_settings(replace(app.settings, ai_pace="relaxed", animation="instant"))
    match = played("dancing_queen", 2, moves=9)
    assert app.watch_again(match.record(), finished=False) is None
    viewer = app.stack.top
    assert isinstance(viewer, ReplayViewer)
    viewer._warm = []     # the viewer draws its card pictures when first needed, not ahead
    viewer.show(0)
    viewer.note("Only this game's own players' eyes.")
    viewer.toggle_play()
    frames, seconds = _run_like_the_app(app, viewer, lambda: viewer.cursor >= 3, 20.0)
    assert viewer.cursor >= 3
    assert frames <= 3 + 4, f"{frames} frames of a still table in {seconds:.1f} s"
