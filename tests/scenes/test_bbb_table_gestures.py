"""Beat by Beat's table driven by posted mouse and key events: every legal action is one hand
gesture, a move dragged onto its beat, a refusal in the engine's words, discards by clicking
hand cards, the recovery plates, the opening draft, and a curtain between two humans that
shows nothing of the other seat's choice."""

from __future__ import annotations

import random
from typing import Any, Callable

import pytest

from game import registry
from game.beat_by_beat.state import Phase, State
from game.core.contract import GameConfig
from game.core.records import Match
from scenes.app import App
from scenes.flow import open_match
from scenes.menus import CurtainScene
from scenes.tables.beat_by_beat import BeatByBeatTable
from scenes.toolkit.cards import CardFace
from scenes.toolkit.table import TableScene
from tests.scenes.ddr_driving import gesture_for, keyboard_make, lift, mouse_make, spot, steps
from tests.scenes.driving import click, drag, frames, one_gesture_each, settle

NAMES = ("Ana", "Ben", "Cleo", "Dev")


def _match(seats: int, seed: int, until: Callable[[State], bool], humans: int = 1, **options: object) -> Match:
    """Normal bots play every seat until `until(state)` holds with seat 0 to act."""
    rules = registry.rules("beat_by_beat")
    bot = registry.bot("beat_by_beat", "normal")
    kinds = tuple("human" if s < humans else "normal" for s in range(seats))
    for s in range(seed, seed + 300):
        match = Match(rules, GameConfig.make(seats, **options), s, NAMES[:seats], kinds)
        rng = random.Random(s)
        while rules.outcome(match.state) is None:
            state = match.state
            seat = rules.to_act(state)
            if seat == 0 and until(state):
                return match
            match.play(bot.choose(rules.observe(state, seat), rules.legal_actions(state), rng, 0.01))
    raise AssertionError("no seed reached the position")


def _open(app: App, match: Match) -> TableScene:
    table = open_match(app, match, autosave=False)
    lift(app)
    return table


@pytest.mark.slow  # a sweep over positions of seeded games (the table conformance suite samples them in the quick tier)
def test_every_legal_action_is_one_gesture_and_a_drop_means_it() -> None:
    """Seeded games at 2, 3 and 4 seats, every option on in one: every legal action is exactly
    one hand move, every place it names is on the table, and `candidate` reads it back."""
    rules = registry.rules("beat_by_beat")
    view = BeatByBeatTable(rules)
    bot = registry.bot("beat_by_beat", "easy")
    verbs: set[str] = set()
    for seats, seed, options in ((2, 3, {}), (3, 5, {}), (4, 7, {}),
                                 (3, 9, {"judge_draft": True, "crowd_tokens": True, "favor_recovery": True})):
        state = rules.new_game(GameConfig.make(seats, **options), seed)
        rng = random.Random(seed)
        while rules.outcome(state) is None:
            seat = rules.to_act(state)
            obs = rules.observe(state, seat)
            legal = rules.legal_actions(state)
            verbs |= one_gesture_each(view, obs, seat, NAMES[:seats], legal)
            state, _ = rules.apply(state, bot.choose(obs, legal, rng, 0.01))
    assert {"judge", "reject", "play", "discard", "recover", "refine"} <= verbs, verbs


def test_the_opening_draft_is_a_panel_of_five_and_a_click_gives_one_up(app: App) -> None:
    table = _open(app, _match(2, 1, lambda s: s.phase is Phase.DRAFT))
    drawn = sorted(k for k in table.board.sprites if k.startswith("drawn:"))
    assert len(drawn) == 5
    assert "keep 3 of 5" in table.board.layout.banner and "2 you give up" in table.board.layout.banner
    click(app, spot(table, drawn[0]))
    frames(app, 2)
    assert steps(table)[-1] == f"reject {drawn[0].split(':')[1]}"


def test_a_move_dragged_onto_its_beat_and_a_wrong_beat_refused_with_what_the_card_can_do(app: App) -> None:
    table = _open(app, _match(3, 2, lambda s: s.phase is Phase.SELECT and s.beat == 2 and s.round == 1))
    hand = sorted(k for k in table.board.sprites if k.startswith("hand:"))
    before = len(steps(table))
    drag(app, spot(table, hand[0]), table.board.zones["slot:0:5"].area.center)   # a later beat: refused
    assert len(steps(table)) == before
    assert table.toast is not None and "Lay " in table.toast.words, table.toast
    settle(app)
    drag(app, spot(table, hand[0]), table.board.zones["slot:0:2"].area.center)
    assert steps(table)[before:] == [f"play {hand[0].split(':')[1]}"]


def test_a_click_the_engine_refuses_shows_the_engines_reason(app: App) -> None:
    """In the recovery, a click on a hand card means nothing the rules allow: the table
    asks the engine and shows its sentence and section."""
    table = _open(app, _match(2, 3, lambda s: s.phase is Phase.RECOVER and s.dancers[0].hand != ()))
    hand = sorted(k for k in table.board.sprites if k.startswith("hand:"))
    click(app, spot(table, hand[0]))
    frames(app, 2)
    assert table.toast is not None and table.toast.refusal
    reason = table.rules.check(table.match.state, table.view.candidate(table.model.observation, None, hand[0], None))
    assert reason is not None and reason.reason in table.toast.words


def test_discards_are_paid_by_clicking_hand_cards_and_the_banner_counts_them(app: App) -> None:
    table = _open(app, _match(2, 4, lambda s: s.phase is Phase.PAY and 2 <= s.dancers[0].owed < len(s.dancers[0].hand)))
    owed = table.match.state.dancers[0].owed
    assert f"You owe {owed} discards" in table.board.layout.banner
    for left in range(owed, 0, -1):
        assert f"You owe {left} discard" in table.board.layout.banner
        hand = sorted(k for k in table.board.sprites if k.startswith("hand:"))
        card = hand[0].split(":")[1]
        click(app, spot(table, hand[0]))
        frames(app, 2)
        assert steps(table)[-1] == f"discard {card}"
        settle(app)
        if table.match.state.phase is not Phase.PAY or table.match.state.dancers[0].owed == 0:
            break
    assert table.match.state.dancers[0].owed == 0


def test_the_recovery_is_three_plates_and_a_click_chooses(app: App) -> None:
    table = _open(app, _match(2, 5, lambda s: s.phase is Phase.RECOVER and s.dancers[0].picks == 1))
    plates = sorted(k for k in table.board.sprites if k.startswith("recover:"))
    assert plates == ["recover:inspiration", "recover:refinement", "recover:stamina"]
    click(app, spot(table, "recover:inspiration"))
    frames(app, 2)
    assert steps(table)[-1] == "recover inspiration"


def test_every_gesture_of_a_position_works_by_mouse_and_by_keyboard(app: App) -> None:
    """One gesture of each kind, made with the mouse and again with Tab and Enter."""
    for phase, maker in ((Phase.SELECT, mouse_make), (Phase.SELECT, keyboard_make),
                         (Phase.RECOVER, mouse_make), (Phase.RECOVER, keyboard_make),
                         (Phase.PAY, mouse_make), (Phase.PAY, keyboard_make)):
        match = _match(2, 6, lambda s, p=phase: s.phase is p and s.dancers[0].owed < len(s.dancers[0].hand))
        table = _open(app, match)
        action = table.model.gestures[-1].action
        maker(app, table, gesture_for(table, action))
        frames(app, 2)
        assert steps(table)[-1] == str(action), (phase, maker)
        app.stack.pop()


def _private_faces(table: TableScene, seat: int) -> list[Any]:
    """What the viewer's table shows of `seat`'s card laid this beat: face or peek."""
    state = table.match.state
    key = f"r{state.round}:p{seat}:b{len(state.dancers[seat].phrase)}"
    sprite = table.board.sprites.get(key)
    return [] if sprite is None else [look for look in (sprite.spot.face, sprite.spot.peek) if look is not None]


def test_a_curtain_between_two_humans_and_nothing_of_the_other_choice_shows(app: App) -> None:
    match = _match(2, 7, lambda s: s.phase is Phase.SELECT and s.round == 2 and s.beat == 0, humans=2)
    table = open_match(app, match, autosave=False)
    lift(app)   # Ana takes the device
    assert table.model.viewer == 0
    hand = sorted(k for k in table.board.sprites if k.startswith("hand:"))
    drag(app, spot(table, hand[0]), table.board.zones["slot:0:0"].area.center)
    assert steps(table)[-1].startswith("play ")
    settle(app)
    frames(app, 3)
    assert isinstance(app.stack.top, CurtainScene)   # the curtain falls before Ben sees anything
    lift(app)
    assert table.model.viewer == 1
    assert _private_faces(table, 0) == []           # Ana's move lies face down, unreadable to Ben
    laid = next(s for s in table.board.sprites.values() if s.spot.key.startswith(f"r{match.state.round}:p0:b0"))
    assert laid.spot.face is None and laid.spot.peek is None
    hand = sorted(k for k in table.board.sprites if k.startswith("hand:"))
    drag(app, spot(table, hand[0]), table.board.zones["slot:1:0"].area.center)   # Ben lays his: all turn at once
    settle(app)
    for seat in (0, 1):
        played = table.match.state.dancers[seat].phrase[0]
        sprite = table.board.sprites[f"r{table.match.state.round}:p{seat}:b0"]
        assert (sprite.spot.face is not None) == played.success
        assert not isinstance(sprite.spot.face, CardFace)  # a move tile, read whole on the table
