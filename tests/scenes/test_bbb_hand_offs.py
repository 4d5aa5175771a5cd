"""Beat by Beat at one device for two players (issue 25): at most one hand-off per player
per beat. The table plays two-human games through its own curtain and counts the
hand-offs beat by beat (a hand-off belongs to the beat whose moves are being laid or have
just been laid when it happens).

The order that makes it (docs/rules/beat_by_beat.md, Decision 17): whoever acted last
is asked first in a step everyone takes; a dancer who has paid may choose its recovery
while the other still pays; once the recoveries are revealed the next beat opens, and
each dancer finishes its own Refinement and Inspiration before laying its next move. So
one sitting runs: [finish last beat's Refinement/Inspiration → lay my move → see the
reveal → pay → choose my recovery], the other's: [pay → choose my recovery → see the
recoveries → refine/take Inspiration → lay my next move]. At the last beat of a round
both must finish before the round is scored (the Judges' tie-break counts cards, and the
next round's first move needs the Judges), which can cost that beat a third hand-off."""

from __future__ import annotations

import random
from collections import Counter

from game.beat_by_beat.state import BEATS, Phase
from scenes.app import App
from scenes.flow import start_game
from tests.scenes.driving import settle

PLAYED = 24   # three rounds: two round ends inside


def _play(app: App, seed: int, **options: object) -> tuple[Counter[int], int]:
    """(hand-offs of each beat 1..PLAYED, hand-offs at the start of a shared step)."""
    table = start_game(app, "beat_by_beat", ("Ana", "Bo"), ("human", "human"), seed=seed,
                       autosave=False, **options)
    table.hand_over(table.model.curtain_for)
    settle(app)
    rng = random.Random(seed)
    per_beat: Counter[int] = Counter()
    beats = between = 0
    phase = None
    while table.match.rules.outcome(table.match.state) is None:
        state = table.match.state
        if state.phase is Phase.SELECT and phase is not Phase.SELECT:
            beats += 1
        if beats > PLAYED:
            break
        changed = state.phase is not phase
        phase = state.phase
        if changed and phase in (Phase.SELECT, Phase.RECOVER) and table.model.actor != table.model.viewer:
            between += 1     # a step everyone takes began with the other player
        legal = table.match.rules.legal_actions(state)
        table.play(legal[rng.randrange(len(legal))])
        if table.model.curtain_for is not None:
            if beats:
                per_beat[beats] += 1
            table.hand_over(table.model.curtain_for)
    return per_beat, between


def _ends_a_round(beat: int) -> bool:
    return beat % BEATS == 0


def test_two_players_pass_the_device_once_each_per_beat(app: App) -> None:
    games = [_play(app, seed) for seed in (3, 4)]
    seat_order = [_play(app, seed, pass_fewer=False) for seed in (3, 4)]
    assert all(between == 0 for _, between in games), games
    total = sum(sum(counts.values()) for counts, _ in games)
    per_beat = total / (PLAYED * len(games))
    inside = [counts[b] for counts, _ in games for b in range(1, PLAYED + 1) if not _ends_a_round(b)]
    ends = [counts[b] for counts, _ in games for b in range(1, PLAYED + 1) if _ends_a_round(b)]
    before = sum(sum(c.values()) for c, _ in seat_order) / (PLAYED * len(seat_order))
    print(f"hand-offs per beat: {per_beat:.3f} (inside a round: {sum(inside) / len(inside):.3f}, "
          f"at a round's last beat: {sum(ends) / len(ends):.2f}; seat order: {before:.2f})")
    # one hand-off per player in every beat inside a round; a round's last beat at most one more
    assert max(inside) <= 2, [(b, c) for counts, _ in games for b, c in counts.items() if c > 2]
    assert max(ends) <= 3, ends
    assert per_beat <= 2.0 + 1 / BEATS, per_beat


def test_the_ai_imagines_the_same_seat_to_act_at_a_hot_seat_table() -> None:
    """With two humans and an AI seat the order is the last actor's: the AI's imagined deals
    must give the turn to the seat the table gives it to, in the step the table asks of it,
    or it searches someone else's move."""
    from game import registry
    from game.beat_by_beat.ai import BeatByBeatKnowledge
    from game.beat_by_beat.state import actor, step
    from game.core.contract import GameConfig
    rules = registry.rules("beat_by_beat")
    knowledge = BeatByBeatKnowledge(rules)   # type: ignore[arg-type]
    state = rules.new_game(GameConfig.make(3, pass_fewer=True), 7)
    rng = random.Random(7)
    overlapping = 0
    for _ in range(600):
        seat = rules.to_act(state)
        if seat is None:
            break
        imagined = knowledge.determinize(rules.observe(state, seat), rng)
        assert actor(imagined) == seat
        assert step(imagined, seat) is step(state, seat) and imagined.phase is state.phase
        assert rules.legal_actions(imagined) == rules.legal_actions(state)
        overlapping += step(state, seat) is not state.phase
        legal = rules.legal_actions(state)
        state, _ = rules.apply(state, legal[rng.randrange(len(legal))])
    assert overlapping >= 10, overlapping
