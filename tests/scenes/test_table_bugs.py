"""The five bugs a player found in the tables (issue "Tables players love"), each driven the
way the player met it, plus the toolkit's promises behind the fixes: nothing cut, a zoom
never outlives its move, a refusal is read before anything covers it, and a round's result
shows over the board that produced it."""

from __future__ import annotations

import dataclasses

import pygame

from game.dance_card.roster import roster
from game.dance_card.state import Step, Task
from scenes.app import App
from scenes.flow import start_game
from scenes.menus import InterludeScene
from scenes.toolkit.table import TableScene
from tests.scenes.ddr_driving import position, spot
from tests.scenes.driving import click, drag, frames, key, settle

ANA = ("U/perfect", "D/great", "freeze", "mine", "hidden")
BO = ("L/good", "R/good", "U/good", "D/good", "miss")


def test_bug_1_esc_while_holding_a_card_leaves_no_zoom_open(app: App) -> None:
    table = position(app, ("first-light", "porch-swing"), (ANA, BO))
    start = spot(table, "hand:U/perfect")
    over_track = table.board.zones["track:0"].area.center
    frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=over_track, rel=(0, 0), buttons=(1, 0, 0))])
    key(app, pygame.K_ESCAPE)                       # let go of the card while the button is still down
    frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=over_track, button=1)])
    assert table.input.zoom_key is None and table.model.hand.held is None
    assert table.match.steps == []                  # and nothing was played
    frames(app, 3)
    assert table.input.zoomed() is None or table.input.zoomed() == table.input.hover_key  # at most the hover, which moves on


def test_bug_1_a_zoom_closes_when_the_turn_moves_on(app: App) -> None:
    table = position(app, ("first-light", "porch-swing"), (ANA, BO))
    click(app, spot(table, "hand:U/perfect"), button=3)   # right-click zooms
    assert table.input.zoom_key == "hand:U/perfect"
    table.play(next(g.action for g in table.model.gestures if str(g.action) == "keep"))
    assert table.input.zoom_key is None


def _solo(app: App) -> TableScene:
    table = start_game(app, "dance_card", ("Ana",), ("human",), seed=8, autosave=False)
    settle(app)
    return table


def test_bug_2_a_kept_showstopper_is_named_on_the_dance_card_and_in_its_zoom(app: App) -> None:
    table = _solo(app)
    r = roster()
    stopper = next(i for i, card in enumerate(r.mix) if card.showstopper)
    state = table.match.state
    seats = list(state.seats)
    seats[0] = dataclasses.replace(seats[0], showstoppers=(stopper,))
    table.match.state = dataclasses.replace(state, seats=tuple(seats))
    table.refresh()
    app.fonts.clipped.clear()
    frames(app, 2)
    sheet = table.board.layout.underlay.sheet              # what this layout paints as Ana's Dance Card
    assert sheet is not None and sheet.showstoppers == (r.mix[stopper].name,)
    ability = next(s for s in table.board.layout.cards if s.key == "sheet:ability")
    assert r.mix[stopper].name in ability.detail and r.mix[stopper].text in ability.detail
    sheet.paint(app.fonts, (404, 164))
    assert not app.fonts.clipped, app.fonts.clipped


def test_bug_3_the_round_result_shows_over_the_board_that_produced_it(app: App) -> None:
    table = start_game(app, "dancing_queen", ("Ana", "Bo"), ("easy", "easy"), seed=5, autosave=False)
    app.fonts.clipped.clear()
    for _ in range(6000):
        frames(app, 1)
        if isinstance(app.stack.top, InterludeScene):
            break
    assert isinstance(app.stack.top, InterludeScene)
    ended = table.match.state.results[-1].number
    assert table.model.deferred                                   # the next deal waits
    assert table.model.observation.round == ended                 # the board on screen is the round that ended
    assert any(key.startswith(f"r{ended}:dancer") for key in table.board.sprites)
    interlude = app.stack.top.interlude
    assert len(interlude.lines) >= 3                        # the result, and each lead's scoring
    frames(app, 2)
    assert not app.fonts.clipped, app.fonts.clipped         # the two lead lines wrap, never overprint
    assert app.stack.top.box.height < app.screen.get_height() * 3 // 4   # as tall as it says (it stood mostly empty)
    app.stack.pop()
    frames(app, 1)
    assert not table.model.deferred and table.model.observation.round > ended or table.ended


def test_bug_4_a_refusal_is_not_covered_by_a_zoom_and_stays_to_be_read(app: App) -> None:
    table = position(app, ("first-light", "porch-swing"), (ANA, BO))
    card = spot(table, "hand:U/perfect")
    drag(app, card, spot(table, "slot:0:0"))          # refused: step 1 of the turn comes first
    assert table.toast is not None and table.toast.refusal
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=spot(table, "hand:D/great"), rel=(0, 0),
                                       buttons=(0, 0, 0))])
    frames(app, 150)                                  # two and a half seconds resting on a card
    assert table.toast is not None                    # the reason is still there
    assert table.input.zoomed() is None                     # and no zoom covers it


def test_bug_5_the_song_colour_chips_read_whole_and_lie_apart(app: App) -> None:
    table = _solo(app)
    state = table.match.state
    table.match.state = dataclasses.replace(state, agenda=(Task(Step.SONG, 0),) + state.agenda)
    table.refresh()
    app.fonts.clipped.clear()
    frames(app, 2)
    chips = [table.board.zones[f"song:{c}"].area for c in ("blue", "green", "yellow", "pink")]
    assert {g.target for g in table.model.gestures if g.target} >= {f"song:{c}" for c in ("blue", "green", "yellow", "pink")}
    for i, a in enumerate(chips):
        assert all(not a.colliderect(b) for b in chips[i + 1:])
        assert a.right <= 952                         # inside the dial's panel
    assert not app.fonts.clipped, app.fonts.clipped   # "green", "yellow" whole


def test_a_drop_with_no_meaning_says_where_the_card_can_go(app: App) -> None:
    from scenes.menus import CurtainScene
    table = start_game(app, "dancing_queen", ("Ana", "Bo"), ("human", "human"), seed=7)
    frames(app, 2)
    assert isinstance(app.stack.top, CurtainScene)
    click(app, (640, 360))
    settle(app)
    hand = next(k for k in table.board.sprites if ":hand:0:" in k)
    drag(app, table.board.sprites[hand].pos, table.board.zones["supports:1"].area.center)   # the rival's side
    assert table.toast is not None
    assert "lit places" not in table.toast.words
    assert table.toast.words.startswith("Not on their support dancers. This card can: Play ")


def test_undo_is_greyed_with_its_reason_and_esc_on_the_curtain_opens_the_menu(app: App) -> None:
    from scenes.menus import CurtainScene, PauseScene
    table = start_game(app, "dancing_queen", ("Ana", "Bo"), ("human", "human"), seed=7)
    frames(app, 2)
    assert isinstance(app.stack.top, CurtainScene)
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseScene) and pause.table is table
    assert not pause.column.buttons[2].enabled and pause.undo_refused
    app.stack.pop()
    assert isinstance(app.stack.top, CurtainScene)   # back behind the curtain: nothing private was drawn


def test_the_last_turn_is_shown_again_from_the_record(app: App) -> None:
    table = start_game(app, "dancing_queen", ("Ana", "Harriet"), ("human", "easy"), seed=3, autosave=False)
    for _ in range(3000):                                   # play until the AI has moved since Ana's move
        frames(app, 1)
        if table.model.viewer_acts() and table.others_since_my_turn() and not table.animating:
            break
        if table.model.viewer_acts() and not table.animating and table.model.gestures:
            table.play(table.model.gestures[0].action)
    assert table.others_since_my_turn() > 0
    now = table.model.observation
    steps = len(table.match.steps)
    click(app, table.input.replay_button.rect.center)
    assert table.replaying and table.model.observation != now      # the board as it was before their moves
    assert not table.model.viewer_acts()                          # nothing can be played on the past
    for _ in range(1200):
        frames(app, 1)
        if not table.replaying:
            break
    assert not table.replaying and table.model.observation == now  # back to the present
    assert len(table.match.steps) == steps                  # and nothing was played meanwhile


def test_rules_pages_draw_tables_as_tables_and_hold_nothing_for_developers(app: App) -> None:
    from game import registry
    from scenes.rules_page import RulesScene
    for game_id in registry.available_games():
        page = RulesScene(app, registry.rules(game_id))
        words = " ".join(line.text for line in page.lines)
        assert "python -m" not in words and "--option" not in words and "```" not in words, game_id
        assert "│" not in words                                   # no rows of text standing in for a table
    page = RulesScene(app, registry.rules("dancing_queen"))
    ruled = [line for line in page.lines if line.rule]
    assert len(ruled) >= 4 * 10                                 # the nine cards' table: ruled cells


def test_a_rest_that_ends_on_a_timer_counts_whole(app: App) -> None:
    """At rest the app sleeps until the top scene's next timer (a hover zoom, a note); the
    sleep then counts whole, so a card zooms after its hover time, not after several waits
    of 0.1 s each (the cut a stalled frame gets)."""
    table = position(app, ("first-light", "porch-swing"), (ANA, BO))
    settle(app)
    for _ in range(600):                      # the table warms its card faces up, then rests
        if app.stack.wake_in() != 0.0:
            break
        frames(app, 1)
    card = spot(table, "hand:U/perfect")
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=card, rel=(0, 0), buttons=(0, 0, 0))])
    wait = app.stack.wake_in()
    assert wait is not None and 0 < wait <= 1.0 and table.input.zoomed() is None
    app.step(wait, [], waited=True)          # what App.run does when the wait ends on the timer
    assert table.input.zoomed() == "hand:U/perfect"
