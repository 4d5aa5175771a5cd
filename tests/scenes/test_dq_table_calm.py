"""Dancing Queen's table as a new player met it (issue 25): the round's result says why the
round ended; the held card's tag stays on the window; "✔ chosen" covers none of the table's
words (the deck's count)."""

from __future__ import annotations

import random

import pygame

from game import registry
from game.core.contract import GameConfig
from game.core.records import Match
from game.dancing_queen import events as ev
from scenes.app import App
from scenes.toolkit.table import open_match
from scenes.toolkit.table_draw import TablePainter
from tests.scenes.state_snapshot import advance


def test_the_round_result_says_why_the_round_ended(app: App) -> None:
    rules = registry.rules("dancing_queen")
    reasons = set()
    for seed in range(1, 30):
        match = Match(rules, GameConfig.make(2), seed, ("Ana", "Bo"), ("human", "human"))
        table = open_match(app, match, autosave=False)
        rng = random.Random(seed)
        while rules.outcome(match.state) is None:
            legal = rules.legal_actions(match.state)
            events = match.play(legal[rng.randrange(len(legal))])
            if any(isinstance(e, ev.RoundWon) for e in events):
                interlude = table.view.interlude(events, ("Ana", "Bo"), 0)
                assert interlude is not None and interlude.lines[0].startswith("Why it ended:")
                reasons.add(interlude.lines[0].split(":")[1].split()[0])
                break
    assert len(reasons) >= 2, reasons     # more than one way of ending was met and told


def test_the_held_cards_tag_stays_on_the_window() -> None:
    card = pygame.Rect(-40, 300, 120, 172)
    tag = TablePainter.variant_tag(card, 720)
    assert tag.left >= 0 and tag.right <= 960 and tag.bottom <= 720


def test_chosen_covers_no_words_of_the_table(app: App) -> None:
    rules = registry.rules("dancing_queen")
    match = Match(rules, GameConfig.make(2), 4, ("Ana", "Bo"), ("human", "human"))
    rng = random.Random(4)
    checked = 0
    for _ in range(40):
        table = open_match(app, match, autosave=False)
        if table.model.actor is not None:
            table.hand_over(table.model.actor)
            table.skip_animations()
            advance(app, 1)
            for _ in range(len(table.model.gestures)):
                table.model.focus_next(1)
                chosen = table.model.hand.selected
                if chosen in table.board.sprites:
                    rect = table.board.sprites[chosen].rect.move(0, -14)
                    tag = table.painter.chosen_tag(rect)
                    assert tag.collidelist(table.painter.label_rects()) < 0, (chosen, tag)
                    checked += 1
        legal = rules.legal_actions(match.state)
        if not legal:
            break
        match.play(legal[rng.randrange(len(legal))])
    assert checked
