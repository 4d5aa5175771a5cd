"""Beat by Beat: paid cards are public (Decision 15) while the rest of a discard pile is not;
Judge Drafting's +2 through whole games; every Experimental Rule reachable with --option."""

from __future__ import annotations

import json
import random

import pytest

from game import registry
from game.__main__ import main as game_main
from game.beat_by_beat import events as ev
from game.beat_by_beat.content import catalogue
from game.beat_by_beat.rules import RULES
from game.beat_by_beat.state import JUDGE_DRAFT_BONUS, Phase, State
from game.core.contract import Event, GameConfig
from game.core.options import OptionKind


def _until(seats: int, seed: int, wanted, **options: object) -> tuple[State, list[Event]]:  # type: ignore[no-untyped-def]
    bot = registry.bot("beat_by_beat", "normal")
    for s in range(seed, seed + 200):
        state = RULES.new_game(GameConfig.make(seats, **options), s)
        rng = random.Random(s)
        log: list[Event] = []
        while RULES.outcome(state) is None:
            if wanted(state):
                return state, log
            seat = RULES.to_act(state)
            action = bot.choose(RULES.observe(state, seat), RULES.legal_actions(state), rng, 0.01)
            state, events = RULES.apply(state, action)
            log.extend(events)
    raise AssertionError("no seed reached the position")


def test_cards_paid_are_seen_by_every_seat_until_the_beat_ends_and_the_pile_stays_private() -> None:
    state, _ = _until(3, 1, lambda s: s.phase is Phase.PAY and RULES.to_act(s) == 0
                      and s.dancers[0].owed < len(s.dancers[0].hand))
    card = state.dancers[0].hand[0]
    before = RULES.observe(state, 1).dancers[0]
    state, events = RULES.apply(state, RULES.parse_action(state, f"discard {card}"))
    paid = [e for e in events if isinstance(e, ev.Paid)]
    assert paid and all(e.private_to is None for e in paid)              # the log names it to all
    assert paid[0].for_seat(1).text(("A", "B", "C")) == f"A discards {catalogue().moves[card].name}."
    for seat in (0, 1, 2):
        assert card in RULES.observe(state, seat).dancers[0].paid        # the observation too
    view = RULES.observe(state, 1).dancers[0]
    assert view.discard_size == before.discard_size + 1
    assert not hasattr(view, "discard")                                  # the pile itself: its size only
    while state.phase in (Phase.PAY, Phase.RECOVER, Phase.REFINE, Phase.INSPIRE):
        state, _ = RULES.apply(state, RULES.legal_actions(state)[0])
    assert all(d.paid == () for d in RULES.observe(state, 1).dancers)   # the next beat: forgotten


def test_two_states_differing_only_in_a_rivals_hidden_discard_look_the_same() -> None:
    """The twins keep a rival's paid cards where they lie (face up) and redeal the rest."""
    state, _ = _until(2, 2, lambda s: s.phase is Phase.RECOVER and s.dancers[1].paid != ())
    twin = RULES.redeal(state, 0, random.Random(5))
    assert RULES.observe(twin, 0) == RULES.observe(state, 0)
    for card in state.dancers[1].paid:
        assert card in twin.dancers[1].discard


def test_judge_drafting_pays_its_two_points_through_a_whole_game() -> None:
    """Whole games with Normal seats: every claim of a dancer's own drafted Judge pays the
    Judge's points + 2, every other claim its points alone, and the scores add up."""
    bot = registry.bot("beat_by_beat", "normal")
    own_claims = other_claims = 0
    for seed in range(1, 13):
        state = RULES.new_game(GameConfig.make(3, judge_draft=True), seed)
        rng = random.Random(seed)
        while RULES.outcome(state) is None:
            seat = RULES.to_act(state)
            action = bot.choose(RULES.observe(state, seat), RULES.legal_actions(state), rng, 0.01)
            before = state
            state, events = RULES.apply(state, action)
            for event in events:
                if isinstance(event, ev.JudgeClaimed):
                    base = catalogue().judges[event.judge].points
                    if before.dancers[event.seat].own_judge == event.judge:
                        assert event.points == base + JUDGE_DRAFT_BONUS
                        own_claims += 1
                    else:
                        assert event.points == base
                        other_claims += 1
            scored = [e for e in events if isinstance(e, ev.RoundScored)]
            if scored:
                for s, d in enumerate(state.dancers):
                    assert d.score - before.dancers[s].score == scored[0].score.total(s)
        assert all(d.own_judge is not None for d in state.dancers)
    assert own_claims >= 1 and other_claims >= 1, (own_claims, other_claims)


@pytest.mark.parametrize("key", [spec.key for spec in registry.entry("beat_by_beat").shown_options(OptionKind.FLAG)])
def test_each_experimental_rule_plays_through_the_option_flag(key: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert game_main(["sim", "beat_by_beat", "--games", "2", "--seats", "normal,easy", "--option", f"{key}=true",
                      "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["errors"] == 0 and result["options"] == {key: True}
    state = RULES.new_game(GameConfig.make(2, **{key: True}), 1)
    assert getattr(state.options, key) is True
    assert getattr(RULES.new_game(GameConfig.make(2), 1).options, key) is False   # off by default


def test_the_options_the_setup_screen_offers_are_the_engines() -> None:
    from game.beat_by_beat.options import OPTIONS
    assert registry.entry("beat_by_beat").options == OPTIONS        # the registry declares them all
    specs = registry.entry("beat_by_beat").shown_options(OptionKind.FLAG)   # the set-up's toggles
    assert [s.key for s in specs] == ["crowd_tokens", "favor_recovery", "judge_draft",
                                      "move_effects", "crowd_bonuses"]
    assert [s.key for s in specs] == [s.key for s in OPTIONS if s.shown]
    assert f"+{JUDGE_DRAFT_BONUS}" in specs[2].blurb
