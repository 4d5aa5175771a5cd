"""Beat by Beat at one device for two players (issue 25): whoever acted last is asked first
in the next step everyone takes in any order (laying moves, choosing recoveries, paying,
refining, taking Inspiration), so the device changes hands within those steps, not between
them. The test plays two-human tables and counts the hand-offs (the curtain) per beat."""

from __future__ import annotations

import random

from game.beat_by_beat.state import Phase
from scenes.app import App
from scenes.flow import start_game
from tests.scenes.driving import settle

BEATS = 16


def _play(app: App, seed: int, **options: object) -> tuple[float, int]:
    """(hand-offs per beat over the first BEATS beats, hand-offs at the start of a shared step)."""
    table = start_game(app, "beat_by_beat", ("Ana", "Bo"), ("human", "human"), seed=seed,
                       autosave=False, **options)
    table.hand_over(table.model.curtain_for)
    settle(app)
    rng = random.Random(seed)
    hand_offs = beats = between = 0
    phase = None
    while beats <= BEATS and table.match.rules.outcome(table.match.state) is None:
        state = table.match.state
        if state.phase is Phase.SELECT and phase is not Phase.SELECT:
            beats += 1
        changed = state.phase is not phase
        phase = state.phase
        if changed and phase in (Phase.SELECT, Phase.RECOVER) and table.model.actor != table.model.viewer:
            between += 1     # a step everyone takes began with the other player
        legal = table.match.rules.legal_actions(state)
        table.play(legal[rng.randrange(len(legal))])
        if table.model.curtain_for is not None:
            hand_offs += beats > 0 and beats <= BEATS
            table.hand_over(table.model.curtain_for)
    return hand_offs / BEATS, between


def test_two_players_pass_the_device_about_once_each_per_beat(app: App) -> None:
    fewer = [_play(app, seed) for seed in (3, 4)]
    seat_order = [_play(app, seed, pass_fewer=False) for seed in (3, 4)]
    assert all(between == 0 for _, between in fewer), fewer
    per_beat = sum(rate for rate, _ in fewer) / len(fewer)
    before = sum(rate for rate, _ in seat_order) / len(seat_order)
    print(f"hand-offs per beat: {per_beat:.2f} (seat order: {before:.2f})")
    # moves and recoveries are always both players': two hand-offs a beat, one to each; a
    # refinement or an Inspiration of the player who did not act last adds one
    assert per_beat <= 3.0 and per_beat < 0.7 * before, (per_beat, before)


def test_the_ai_imagines_the_same_seat_to_act_at_a_hot_seat_table() -> None:
    """With two humans and an AI seat the order is the last actor's: the AI's imagined deals
    must give the turn to the seat the table gives it to, or it searches someone else's move."""
    from game import registry
    from game.beat_by_beat.ai import BeatByBeatKnowledge
    from game.beat_by_beat.state import actor
    from game.core.contract import GameConfig
    rules = registry.rules("beat_by_beat")
    knowledge = BeatByBeatKnowledge(rules)   # type: ignore[arg-type]
    state = rules.new_game(GameConfig.make(3, pass_fewer=True), 7)
    rng = random.Random(7)
    for _ in range(300):
        seat = rules.to_act(state)
        if seat is None:
            break
        imagined = knowledge.determinize(rules.observe(state, seat), rng)
        assert actor(imagined) == seat
        legal = rules.legal_actions(state)
        state, _ = rules.apply(state, legal[rng.randrange(len(legal))])
