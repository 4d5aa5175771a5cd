"""Dancing Queen rule scenarios, played through the action notation on stacked decks."""

from __future__ import annotations

import pytest

from game.core.contract import GameConfig, IllegalActionError, InvalidNotationError
from game.dancing_queen import events as ev
from game.dancing_queen.cards import Gender, cards
from game.dancing_queen.rules import RULES, lead_hearts, lead_star
from game.dancing_queen.state import Phase, Ref, State


def start(*stack: str, first: int = 0, seed: int = 1) -> State:
    return RULES.new_game(GameConfig.make(2, stack=stack, first=first), seed)


def play(state: State, *moves: str) -> tuple[State, list[ev.Event]]:
    events: list[ev.Event] = []
    for text in moves:
        state, happened = RULES.apply(state, RULES.parse_action(state, text))
        events.extend(happened)
    return state, events


def card_id(half_name: str) -> str:
    return next(c.card_id for c in cards() if half_name in (c.girl.name, c.boy.name))


ABBA, ROSE, POWER, EVEN = (card_id(n) for n in ("ABBA", "The Rose", "Girl Power", "We're Even"))


def test_the_rules_rotation_example_abba_does_not_fire() -> None:
    # Seat 0 leads ABBA; seat 1 The Rose. Seat 0 adds a boy; seat 1 plays We're Even as a
    # girl (2 girls, 2 boys) and spins seat 0's boy: 3 girls, 1 boy, so no ABBA.
    state = start(ABBA, ROSE, POWER, EVEN)
    state, _ = play(state, "lead girl", "lead boy", "draw", "support boy", "draw", "support girl")
    assert state.phase is Phase.ROTATE
    state, events = play(state, "rotate 0b")
    assert not any(isinstance(e, ev.RoundWon) for e in events)
    assert state.round == 1 and state.trophies == (0, 0)
    girls = sum(d.gender is Gender.GIRL for side in state.dancers for d in side)
    assert girls == 3


def test_without_the_rotation_abba_wins_at_once() -> None:
    state = start(ABBA, ROSE, POWER, EVEN)
    state, events = play(state, "lead girl", "lead boy", "draw", "support boy", "draw",
                         "support girl", "keep")
    won = [e for e in events if isinstance(e, ev.RoundWon)]
    assert won and won[0].result.winner == 0 and won[0].result.by_star
    assert state.trophies == (1, 0) and state.round == 2


def test_rotating_the_rivals_lead_or_the_card_just_played_is_refused() -> None:
    state = start(ABBA, ROSE, POWER, EVEN)
    state, _ = play(state, "lead girl", "lead boy", "draw", "support boy", "draw", "support girl")
    with pytest.raises(IllegalActionError, match="rival's lead"):
        RULES.parse_action(state, "rotate 0a")
    with pytest.raises(IllegalActionError, match="not the one you just played"):
        RULES.parse_action(state, "rotate 1b")
    own_lead = RULES.parse_action(state, "rotate 1a")  # your own lead may turn
    assert own_lead in RULES.legal_actions(state)


def test_pass_when_the_rival_has_one_more_ends_the_round() -> None:
    state = start(ABBA, ROSE, POWER)
    state, _ = play(state, "lead girl", "lead boy", "draw", "support boy")
    assert state.count(0) == 2 and state.count(1) == 1 and state.actor == 1
    state, events = play(state, "pass")
    assert any(isinstance(e, ev.RoundWon) for e in events) and state.round == 2


def test_pass_with_even_counts_lets_the_rival_draw_then_the_passer_ends() -> None:
    state = start(ABBA, ROSE, EVEN)
    state, _ = play(state, "lead girl", "lead boy", "pass")
    assert state.phase is Phase.ANSWER and state.actor == 1
    state, _ = play(state, "draw", "support girl")
    assert state.phase is Phase.ROTATE  # We're Even carries the rotate power
    state, _ = play(state, "keep")
    assert state.phase is Phase.CLOSE and state.actor == 0
    state, events = play(state, "end")
    assert any(isinstance(e, ev.RoundWon) for e in events)


def test_pass_with_even_counts_answered_by_a_pass() -> None:
    state = start(ABBA, ROSE)
    state, _ = play(state, "lead girl", "lead boy", "pass", "pass")
    assert state.phase is Phase.CLOSE and state.actor == 0
    state, _ = play(state, "draw", "support boy")
    # drawing after all: play goes on with the rival's turn
    assert state.phase is Phase.TURN and state.actor == 1


def test_passer_who_draws_after_the_answer_hands_the_turn_on() -> None:
    state = start(POWER, ROSE, EVEN, card_id("Girls' College"))
    state, _ = play(state, "lead girl", "lead boy", "pass", "draw", "support girl", "keep",
                    "draw", "support boy")
    assert state.phase is Phase.TURN and state.actor == 1
    assert state.count(0) == state.count(1) == 2


def test_drawing_hands_over_the_microphone() -> None:
    state = start(ABBA, ROSE, POWER)
    state, events = play(state, "lead girl", "lead boy", "draw")
    assert state.microphone == 1
    assert any(isinstance(e, ev.MicrophonePassed) for e in events)


def test_a_tie_goes_to_the_microphone() -> None:
    # ABBA and The Cranberries score no hearts: 0♥ each, so the microphone decides.
    state = start(ABBA, card_id("The Cranberries"))
    state, _ = play(state, "lead girl", "lead boy", "pass", "pass")
    state, events = play(state, "end")
    won = next(e for e in events if isinstance(e, ev.RoundWon))
    assert won.result.hearts == (0, 0) and won.result.by_microphone and won.result.winner == 0


def test_partnering_after_a_lead_is_replaced() -> None:
    state = start(POWER, ROSE, ABBA, card_id("Girls' College"), EVEN)
    # seat 0 adds a lone support; seat 1 plays a new lead: its old lead (1a) steps back and
    # partners seat 0's lone support (0b); the new lead (1b) partners seat 0's lead.
    state, _ = play(state, "lead girl", "lead boy", "draw", "support boy", "draw", "lead girl")
    assert state.leads == (0, 1)
    assert (Ref(1, 0), Ref(0, 1)) in state.pairs
    obs = RULES.observe(state, 0)
    assert obs.dancers[1][1].partner == Ref(0, 0)
    assert obs.dancers[1][0].partner == Ref(0, 1) and not obs.dancers[1][0].lead
    # a later support of seat 0 has nobody to partner (seat 1 has no lone support)
    state, _ = play(state, "draw", "support girl")
    if state.phase is Phase.ROTATE:
        state, _ = play(state, "keep")
    assert state.lone_support(0) == Ref(0, 2)


def test_new_support_partners_the_rivals_lone_support() -> None:
    state = start(ABBA, ROSE, POWER, card_id("Girls' College"))
    state, _ = play(state, "lead girl", "lead boy", "draw", "support boy", "draw", "support boy")
    assert (Ref(1, 1), Ref(0, 1)) in state.pairs


def test_opening_gender_stays_secret_until_both_leads_are_down() -> None:
    state = start(ABBA, ROSE)
    state, events = play(state, "lead girl")
    rival_view = RULES.observe(state, 1)
    assert rival_view.dancers[0][0].gender is None and rival_view.dancers[0][0].card is None
    assert all(e.for_seat(1) != e or e.private_to is None for e in events)
    # The core commit-and-reveal: the rival's log says only that a lead went down.
    chosen = next(e for e in events if isinstance(e, ev.LeadChosen))
    assert chosen.for_seat(1).choice is None and not chosen.barrier  # type: ignore[attr-defined]
    assert "face down" in chosen.for_seat(1).text(("A", "B"))
    assert RULES.observe(state, 1).opening.committed == (True, False)  # type: ignore[union-attr]
    state, events = play(state, "lead boy")
    assert RULES.observe(state, 1).dancers[0][0].gender is Gender.GIRL
    assert RULES.observe(state, 1).dancers[0][0].card is None  # the card stays face down
    revealed = [e for e in events if isinstance(e, ev.OpeningRevealed)]
    assert len(revealed) == 1 and revealed[0].barrier
    assert revealed[0].genders == (Gender.GIRL, Gender.BOY)


def test_the_rival_never_sees_identities() -> None:
    state = start(ABBA, ROSE, POWER)
    state, _ = play(state, "lead girl", "lead boy", "draw")
    assert RULES.observe(state, 1).hand is None and RULES.observe(state, 0).hand is not None
    state, _ = play(state, "support boy")
    view = RULES.observe(state, 1)
    assert all(d.card is None for d in view.dancers[0])
    assert all(d.card is not None for d in view.dancers[1])


def test_four_dancers_each_ends_the_round() -> None:
    order = [c.card_id for c in cards()]
    state = start(*order)
    state, _ = play(state, "lead girl", "lead girl")
    while state.round == 1:
        move = "draw" if state.phase in (Phase.TURN, Phase.ANSWER, Phase.CLOSE) else None
        if state.phase is Phase.PLACE:
            move = "support girl"
        elif state.phase is Phase.ROTATE:
            move = "keep"
        state, _ = play(state, move)  # type: ignore[arg-type]
    assert len(state.results) == 1


def test_first_to_four_trophies_wins() -> None:
    state = start()
    import random
    rng = random.Random(3)
    while RULES.outcome(state) is None:
        state, _ = RULES.apply(state, rng.choice(RULES.legal_actions(state)))
    outcome = RULES.outcome(state)
    assert outcome is not None and max(state.trophies) == 4 and sum(state.trophies) <= 7
    assert outcome.winners == (state.trophies.index(4),)
    assert RULES.legal_actions(state) == () and RULES.to_act(state) is None


def test_lead_scoring_reads_the_active_half() -> None:
    state = start(EVEN, ROSE)
    state, _ = play(state, "lead girl", "lead boy")
    assert lead_hearts(state, 0) == 4   # We're Even, 2 cards on the floor
    assert lead_hearts(state, 1) == 0   # The Rose needs boys around one girl
    assert not lead_star(state, 0)


def test_unknown_notation_is_refused_with_a_hint() -> None:
    # Unreadable text and an illegal action are two errors (python-chess's
    # InvalidMoveError and IllegalMoveError), both ValueErrors.
    state = start()
    with pytest.raises(InvalidNotationError, match="not a Dancing Queen action"):
        RULES.parse_action(state, "moonwalk")
    with pytest.raises(IllegalActionError, match="lead dancer"):
        RULES.parse_action(state, "draw")


def test_a_stack_with_unknown_cards_is_refused() -> None:
    with pytest.raises(ValueError, match="stack"):
        start("no_such_card")


def test_a_spin_is_told_by_the_dancers_role_not_its_internal_reference() -> None:
    names = ("Ana", "Bo")
    lead = ev.DancerRotated(1, Ref(1, 0), Gender.BOY, lead=True).text(names)
    support = ev.DancerRotated(1, Ref(0, 2), Gender.GIRL).text(names)
    assert lead == "Bo spins their own lead dancer around: now a boy."
    assert support == "Bo spins Ana's support dancer around: now a girl."
    assert "1a" not in lead and "0c" not in support
