"""Beat by Beat's table as a new player met it (issue 25, and issue 22's leftovers): the
Crowd Bonus card and the moves' effects are shown, Momentum counts in a move's cost, a click
on the empty hand says what is asked, kept Inspiration cards are named, a style match reads
as a whole card turned sideways, names stay bold and readable, the hand keeps its room."""

from __future__ import annotations

import random
from typing import Any, Callable

import pygame

from game import registry
from game.beat_by_beat import events as ev
from game.beat_by_beat.content import catalogue
from game.beat_by_beat.state import Phase
from game.core.contract import GameConfig
from game.core.records import Match
from scenes.app import App
from scenes.tables.beat_by_beat_look import MoveTile, _lines
from scenes.toolkit.table import TableScene, open_match
from tests.scenes.driving import frames, mouse
from tests.scenes.state_snapshot import advance

OPTIONS = {"crowd_bonuses": True, "move_effects": True}
NAMES = ("Bartholomew Featherstone", "Nora")


def _match_until(found: Callable[[Any], bool], seats: int = 2, names: tuple[str, ...] = NAMES,
                 limit: int = 4000) -> Match:
    """A hot-seat match played by random moves until `found(state)`."""
    rules = registry.rules("beat_by_beat")
    for seed in range(1, 40):
        match = Match(rules, GameConfig.make(seats, **OPTIONS), seed, names[:seats], ("human",) * seats)
        rng = random.Random(seed)
        for _ in range(limit):
            if found(match.state):
                return match
            legal = rules.legal_actions(match.state)
            if not legal:
                break
            match.play(legal[rng.randrange(len(legal))])
    raise AssertionError("no such position")


def _table(app: App, match: Match) -> TableScene:
    table = open_match(app, match, autosave=False)
    actor = table.model.actor
    table.hand_over(actor if actor is not None else 0)
    table.skip_animations()
    advance(app, 1)
    return table


def test_the_crowd_bonus_card_is_on_the_table(app: App) -> None:
    table = _table(app, _match_until(lambda s: s.phase is Phase.SELECT and bool(s.crowd_now)))
    spot = next(s.spot for k, s in table.board.sprites.items() if k.startswith("crowd:"))
    title = catalogue().crowd[table.match.state.crowd_now].title
    assert title in spot.detail and "Next round's" in spot.detail


def test_a_moves_effect_and_momentum_are_in_its_words(app: App) -> None:
    def momentum_on(state: Any) -> bool:
        if state.phase is not Phase.SELECT or state.select.to_commit is None:
            return False
        phrase = state.dancers[state.select.to_commit].phrase
        return bool(phrase) and phrase[-1].success and catalogue().moves[phrase[-1].card].effect == "momentum" \
            and any(not catalogue().moves[c].stumble for c in state.dancers[state.select.to_commit].hand)
    table = _table(app, _match_until(momentum_on))
    seat = table.model.viewer
    hand = [s.spot for s in table.board.sprites.values() if s.spot.zone == f"hand:{seat}"]
    priced = [spot for spot in hand if "discounts" in spot.detail]
    assert priced and all("Momentum 1" in spot.detail for spot in priced), [s.detail for s in priced]
    played = [s.spot for k, s in table.board.sprites.items() if ":p" in k and s.spot.face is not None]
    assert any("Momentum — when it succeeds" in s.detail for s in played)


def test_a_click_on_the_empty_hand_says_what_is_asked(app: App) -> None:
    table = _table(app, _match_until(lambda s: s.phase is Phase.RECOVER))
    area = table.board.zones[f"hand:{table.model.viewer}"].area
    point = (area.right - 20, area.top + 10)
    assert table.board.card_at(point) is None
    frames(app, 1, [mouse(pygame.MOUSEBUTTONDOWN, point), mouse(pygame.MOUSEBUTTONUP, point)])
    assert table.toast is not None and table.toast.words == table.board.layout.banner
    assert table.toast.words.startswith("Recovery")


def test_the_cards_an_inspiration_kept_are_named(app: App) -> None:
    match = _match_until(lambda s: s.phase is Phase.INSPIRE and s.dancers[0].rejects == 1
                         and sum(d.rejects for d in s.dancers) == 1)
    table = _table(app, match)
    assert table.model.viewer == 0
    drawn = match.state.dancers[0].drawn
    gesture = table.model.gestures[0]
    table.play(gesture.action)
    if table.model.curtain_for is not None:
        table.hand_over(0)
    kept = [catalogue().moves[c].name for c in drawn if c != gesture.action.args[0]]
    words = [label.text for label in table.board.layout.labels if "You kept" in label.text]
    assert words and all(name in words[0] for name in kept), words


def test_one_dancer_matches_the_style() -> None:
    line = ev.CrowdFavor((0,), (1,), "style").text(("Ana", "Nora"))
    assert "Nora matches the style" in line


def test_a_style_match_is_a_whole_card_turned_sideways(app: App) -> None:
    card = next(c for c, m in catalogue().moves.items() if not m.stumble and m.styles)
    image = MoveTile(card, "≈ style").paint(app.fonts, (70, 52))
    tint = image.get_at((6, 40))   # the band runs down the left edge, the whole height
    assert tint == image.get_at((6, 10)) and tint != image.get_at((50, 40))


def test_every_move_name_keeps_the_bold_weight(app: App) -> None:
    light = [(m.name, width) for m in catalogue().moves.values() for width in (70, 80, 88, 96)
             if not _lines(app.fonts, m.name, min(width // 6, 16), width - 10, 3)[2]]
    assert not light and "Showcase Spin" in [m.name for m in catalogue().moves.values()]


def test_an_inspiration_leaves_the_hand_its_room(app: App) -> None:
    match = _match_until(lambda s: s.phase is Phase.INSPIRE and s.dancers[0].rejects > 0
                         and len(s.dancers[0].hand) >= 5)
    table = _table(app, match)
    hand = [s.rect for s in table.board.sprites.values() if s.spot.zone.startswith("hand:")]
    drawn = [s.rect for s in table.board.sprites.values() if s.spot.zone == "drawn"]
    assert hand and drawn
    for one in hand:
        assert not any(one.colliderect(other) for other in drawn)
        assert sum(one.clip(other).width for other in hand if other is not one) <= one.width // 2


def test_a_long_name_stays_readable_at_four_seats(app: App) -> None:
    names = ("Bartholomew Featherstone", "Wilhelmina Montgomeryson", "Maximiliano Wolfenstein", "Gwendolyn Abernathy")
    table = _table(app, _match_until(lambda s: s.phase is Phase.SELECT, seats=4, names=names))
    for name in names:
        parts = [label for label in table.board.layout.labels if label.text and label.text in name]
        assert parts, name
        for label in parts:
            _, size = app.fonts.fit(label.text, label.size, label.width, label.bold)
            assert size >= 12, (label.text, size)
