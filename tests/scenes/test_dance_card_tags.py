"""Dance Card!'s lit places on the player's own Dance Card (issue 25): the "▼ Name" tag of a
Partner one may dance with, or of a Contact one may chat with, lay over the Partner's name line
(see-through, offset: text on text). Now each tag takes the place of the words it names — an
opaque tag that covers that line wholly and touches no other line of the card — at every seat
count and in the Deluxe set-ups."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from game import registry
from game.core.contract import GameConfig
from game.core.records import Match
from game.core.seats import SeatKind
from game.dance_card.roster import roster
from scenes.app import App
from scenes.tables import dance_card_board as geo
from scenes.tables.dance_card_fit import fit_words
from scenes.tables.dance_card_looks import INK, contact_rows, sheet_columns
from scenes.toolkit import table_draw, table_tags
from scenes.toolkit.table import TableScene, open_match
from tests.scenes.driving import frames


def _table(app: App, seats: int, deluxe: bool, verb: str) -> TableScene:
    """A table where the human (seat 1) may `verb` now: a Partner or a Contact lit on their card."""
    options: dict[str, Any] = {"mode": "competitive" if seats > 1 else "solo"}
    if deluxe:
        options.update(edition="deluxe", challenges=3)
    kinds = (SeatKind.HUMAN,) + (SeatKind.NORMAL,) * (seats - 1)
    for seed in range(11, 21):   # the first deal whose game reaches such a moment
        match = Match(registry.rules("dance_card"), GameConfig.make(seats, **options), seed,
                      tuple(f"P{n + 1}" for n in range(seats)), kinds)
        if _play_until(match, verb):
            break
    else:
        raise AssertionError(f"no game of ten reached a moment to {verb}")
    table = open_match(app, match, autosave=False)
    table.skip_animations()
    frames(app, 3)
    return table


def _play_until(match: Match, verb: str) -> bool:
    rules, rng, bot = match.rules, random.Random(2), registry.bot("dance_card", "easy")
    while rules.outcome(match.state) is None:
        state = match.state
        seat, legal = rules.to_act(state), rules.legal_actions(state)
        if seat == 0 and any(a.verb == verb and len(a.args) == 1 for a in legal):
            return True
        match.play(bot.choose(rules.observe(state, seat), legal, rng, registry.hard_budget("dance_card")))
    return False


def _sheet_words(app: App, table: TableScene) -> list[tuple[str, pygame.Rect]]:
    """Every line of words on the viewer's own Dance Card, where the card paints it."""
    fonts, r = app.fonts, roster()
    obs = table.match.rules.observe(table.match.state, 0)
    info = r.students[obs.seats[0].student]
    left, top = geo.SHEET_RECT[:2]
    found = []
    for partner, column in zip(info.partners, sheet_columns()):
        words, px = fit_words(fonts, r.name(partner.student), 14, column.width - 34)
        found.append((f"name {words}", fonts.text(words, px, INK, True).get_rect(
            topleft=(column.left + 6 + left, column.top + 4 + top))))
        found.append(("needs", pygame.Rect(column.left + 6 + left, column.top + 22 + top, 60, 15)))
        found.append(("win", pygame.Rect(column.left + 6 + left, column.top + 38 + top, column.width - 10, 15)))
        names = [r.name(c) for c, _ in partner.contacts] + [f"Crush {r.name(partner.crush)}"]
        for row, name in zip(contact_rows(column), names):
            line = f"✉ {name}" if not name.startswith("Crush") else name
            words, px = fit_words(fonts, line, 12, row.width - 36, bold=False)
            found.append((f"die of {name}", pygame.Rect(row.left + left, row.top + 1 + top, 32, 15)))
            found.append((line, fonts.text(words, px, INK).get_rect(topleft=(row.left + 35 + left, row.top + 1 + top))))
    return found


@pytest.mark.parametrize(("seats", "deluxe", "verb"), [
    (1, False, "dance"), (2, False, "dance"), (4, False, "dance"), (3, False, "chat"),
    (1, True, "dance"), (2, True, "chat"), (4, True, "dance"),
])
def test_a_lit_tag_on_the_dance_card_covers_its_line_and_no_other(app: App, monkeypatch: pytest.MonkeyPatch,
                                                                 seats: int, deluxe: bool, verb: str) -> None:
    table = _table(app, seats, deluxe, verb)
    tags: list[tuple[pygame.Rect, int]] = []

    def spy(surface: pygame.Surface, rect: pygame.Rect, *args: Any, **kwargs: Any) -> None:
        tags.append((pygame.Rect(rect), kwargs.get("alpha", 235)))
        real(surface, rect, *args, **kwargs)

    real = table_draw.panel
    monkeypatch.setattr(table_draw, "panel", spy)
    monkeypatch.setattr(table_tags, "panel", spy)
    app.fonts.clipped.clear()
    app.draw(app.screen)
    sheet = pygame.Rect(geo.SHEET_RECT)
    on_card = [(rect, alpha) for rect, alpha in tags if rect.colliderect(sheet)]
    assert on_card, "nothing lit on the Dance Card"
    lines = _sheet_words(app, table)
    for rect, alpha in on_card:
        touched = [(what, line) for what, line in lines if rect.colliderect(line)]
        assert touched, f"a tag at {rect} names no line"
        for what, line in touched:
            assert alpha == 255 and rect.contains(line), f"the tag at {rect} lies over part of {what!r} at {line}"
    assert not app.fonts.clipped, app.fonts.clipped
