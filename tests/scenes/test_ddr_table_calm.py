"""DDR's table as a new player met it (issue 25): a six-card hand shows every card's points,
"Show the last turn again" stays offered once you draw and never shows a blank banner, four
seats keep the legend (folded into a tab), the log says a Freeze in words."""

from __future__ import annotations

import dataclasses

from game.ddr.content import catalogue
from game.ddr.interference import add_freezes
from scenes.app import App
from scenes.toolkit.table_replay import LastTurnReplay, moves_since
from tests.scenes.ddr_driving import position
from tests.scenes.driving import frames

ANA = ("U/perfect", "D/great", "freeze", "mine", "hidden")
BO = ("L/good", "R/good", "U/good", "D/good", "miss")


def test_a_six_card_hand_shows_every_cards_points(app: App) -> None:
    table = position(app, ("first-light", "porch-swing"), (ANA, BO))
    state = table.match.state
    seat = table.model.viewer
    hand = ANA + ("L/great",)
    dancers = list(state.dancers)
    dancers[seat] = dataclasses.replace(dancers[seat], hand=hand)
    table.match.state = dataclasses.replace(state, dancers=tuple(dancers))
    table.refresh()
    table.skip_animations()
    frames(app, 1)
    rects = [s.rect for k, s in table.board.sprites.items() if k.startswith("hand:")]
    assert len(rects) == 6
    for one in rects:
        assert not any(one.colliderect(other) for other in rects if other is not one), rects


def test_the_replay_stays_offered_after_a_draw_and_never_says_nothing(app: App) -> None:
    table = position(app, ("first-light", "porch-swing"), (ANA, BO))
    rules = table.match.rules
    while table.model.actor == 0:     # Ana's turn: she ends it as quickly as the rules allow
        table.play(rules.legal_actions(table.match.state)[-1])
    while table.model.actor == 1:
        legal = rules.legal_actions(table.match.state)
        table.play(next((a for a in legal if str(a) == "done"), legal[-1]))
    table.hand_over(0)
    first = rules.legal_actions(table.match.state)
    draw = next(a for a in first if "draw" in str(a))
    table.play(draw)                      # Ana draws: the replay of Bo's turn is still there
    assert moves_since(table.match, 0) > 0 and table.replay_offered()
    table.replay_last_turn()
    seen = []
    for _ in range(400):
        frames(app, 1)
        if table.replay.words:
            seen.append(table.replay.words)
        if not table.replaying:
            break
    assert seen and all(not words.rstrip().endswith(":") for words in seen), seen
    assert str(table.match.steps[-1].action) == str(draw)      # and the present came back


def test_an_empty_step_is_told_in_words() -> None:
    replay = LastTurnReplay()
    replay.queue = [(type("Step", (), {"seat": 1, "events": ()})(), None)]  # type: ignore[list-item]
    replay.next(0, ("Ana", "Bo"))
    assert replay.words.startswith("Again — Bo") and not replay.words.rstrip().endswith(":")


def test_four_seats_keep_the_legend(app: App) -> None:
    songs = tuple(s.song_id for s in catalogue().songs[:4])
    table = position(app, songs, (ANA, BO, ANA, BO))
    assert "legend" in table.board.sprites
    assert table.board.sprites["legend"].rect.bottom <= 686   # above the keyboard caption
    two = position(app, ("first-light", "porch-swing"), (ANA, BO))
    assert "legend" not in two.board.sprites                  # two seats: painted between the tracks


def test_a_freeze_is_said_in_words(app: App) -> None:
    said = []
    for song in catalogue().songs[1:]:
        table = position(app, ("first-light", song.song_id), (ANA, BO))
        _, words, _ = add_freezes(table.match.state.dancers[1])
        if "held" in words:
            said.append(words)
            break
    assert said and "*" not in said[0] and "Freeze Arrow on" in said[0], said
