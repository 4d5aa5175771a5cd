"""DDO's most crowded table (six seats in the Raid, as the selftest opens it), with posted
pointer events: every card of every Hero's stack shows a whole band that names it — the
pointer finds each one by its band (no sliver), and the band says the card's name (or the
words that tell it apart), never the bare kind, without a cut."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pygame

from game import registry
from game.core.contract import GameConfig
from game.core.records import Match
from game.ddo.content import catalogue
from game.ddo.state import Phase
from scenes.app import App
from scenes.crowded import crowded_match
from scenes.tables.ddo_look import KIND_WORD, loot_tile
from scenes.tables.ddo_party import strip_height
from scenes.toolkit.table import open_match
from tests.scenes.driving import frames

if TYPE_CHECKING:
    from scenes.toolkit.table import TableScene

BAND = 14   # the least of a strip that must show: its band with the name


def test_every_stack_card_at_six_seats_shows_a_band_with_its_name(app: App) -> None:
    kinds = ("human",) + ("normal",) * 5
    match = Match(registry.rules("ddo"), GameConfig.make(6), 20240611, tuple(f"P{i + 1}" for i in range(6)), kinds)
    bot, rng, rules = registry.bot("ddo", "easy"), random.Random(1), match.rules
    while not (match.state.phase is Phase.RAID_ORDER and match.state.quest is not None and match.state.quest.raid):
        state = match.state
        assert rules.outcome(state) is None
        legal = rules.legal_actions(state)
        choice = next((a for a in legal if a.verb == "join"), legal[0]) if state.phase is Phase.RAID_JOIN else \
            bot.choose(rules.observe(state, rules.to_act(state)), legal, rng, registry.hard_budget("ddo"))
        match.play(choice)
    table = open_match(app, match, autosave=False)
    frames(app, 3)
    state, cat = table.match.state, catalogue()
    tall = max(len(s.cards) for seat in state.seats for s in seat.stacks)
    assert tall >= 6                                           # the crowded case: stacks of five cards and more
    strips = [key for key in table.board.sprites if key.startswith("stk:")]
    assert len(strips) >= 20
    for key in strips:
        rect = table.board.card_rect(key)
        if table.board.sprites[key].spot.angle:                      # a tapped card lies across: its band is at its side
            continue
        point = (rect.centerx, rect.top + BAND // 2)
        frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0))])
        assert table.input.hover_key == key, f"{key}'s band is covered at {point} (a sliver)"
        _, uid, index = key.split(":")
        stack = next(s for seat in state.seats for s in seat.stacks if s.uid == int(uid))
        card = cat.loot[stack.cards[int(index)]]
        clipped = set(app.fonts.clipped)
        head, _, _ = loot_tile(card).band_head(app.fonts, rect.width)
        assert head.split(" ", 1)[-1] != KIND_WORD[card.kind] and app.fonts.clipped == clipped, (card.name, head)


def _footprint(table: "TableScene", key: str) -> pygame.Rect:
    """What a card covers on the table: a card turned sideways covers its length in height."""
    rect = pygame.Rect(table.board.card_rect(key))
    if table.board.sprites[key].spot.angle % 180:
        centre = rect.center
        rect = pygame.Rect(0, 0, rect.height, rect.width)
        rect.center = centre
    return rect


def test_the_crowded_raid_lays_no_card_over_another_and_every_strip_shows_its_band(app: App) -> None:
    """The six-seat Raid the screenshots show (issue 25): a stack's strips each show a whole
    band (none squeezed under the next), and no card of one stack or Public Instance lies over
    a card of another — AI 5's second Rogue stack and AI 6's two Public Instances did."""
    _, match = crowded_match("ddo")
    table = open_match(app, match, autosave=False)
    table.skip_animations()
    frames(app, 3)
    keys = [k for k in table.board.sprites if k.startswith(("stk:", "inst:"))]
    assert sum(k.startswith("inst:") for k in keys) >= 5
    owner = {k: k.rsplit(":", 1)[0] if k.startswith("stk:") else k for k in keys}
    covers = {k: _footprint(table, k) for k in keys}
    for n, a in enumerate(keys):
        for b in keys[n + 1:]:
            if owner[a] != owner[b]:
                assert not covers[a].colliderect(covers[b]), f"{a} {covers[a]} lies over {b} {covers[b]}"
    columns: dict[tuple[str, int], list[pygame.Rect]] = {}
    for k in keys:
        if k.startswith("stk:"):
            columns.setdefault((owner[k], covers[k].x), []).append(covers[k])
    for (stack, _), rects in columns.items():
        rects.sort(key=lambda r: r.y)
        for upper, lower in zip(rects, rects[1:]):
            assert lower.y - upper.y >= strip_height(upper.width), f"{stack}: a strip squeezed under the next"
        assert rects[-1].height >= strip_height(rects[-1].width), f"{stack}: its last strip cuts its band"
    assert not app.fonts.clipped, app.fonts.clipped


def test_the_discard_piles_name_never_lies_over_the_party(app: App) -> None:
    """The word "discard" above the pile lay over the foot of the rightmost seat's stack (a
    four-seat quest): the pile is named under it ("discard n"), and above it only while lit."""
    from scenes.tables.ddo_party import PARTY_BOTTOM
    from scenes.toolkit.table import make_view
    match = Match(registry.rules("ddo"), GameConfig.make(4), 3, ("A", "B", "C", "D"), ("human",) * 4)
    layout = make_view("ddo", match.rules).layout(match.rules.observe(match.state, 0), 0, match.names, (1280, 720))
    piles = [z for z in layout.zones if z.key.startswith("discard:")]
    assert piles
    for zone in piles:
        shown = zone.label and not zone.quiet   # the frame writes an unlit place's name 18 px above it
        assert not shown or zone.area.top - 18 >= PARTY_BOTTOM, (zone.key, zone.area)
    words = [label.text for label in layout.labels]
    assert any(w.startswith("discard ") for w in words), words


def test_a_fan_that_must_overlap_shows_each_band_and_no_sliver_of_the_words_under_it() -> None:
    """A four-seat quest: a tall card fanned with room for its band and half its name showed
    the half name ("Point Bl" cut through) under the next card. Overlapping cards now show
    their band alone; cards with room for all of themselves still lie whole, apart."""
    from scenes.tables.ddo_party import SLIVER, fan_columns
    for total, bottom in ((3, 180), (5, 230), (8, 300), (3, 200)):
        for _, rest, _, tile_h, step in fan_columns(total, (0, bottom, 0), (100, 84), 1):
            band = strip_height(100)
            assert rest <= 1 or step >= tile_h or step == band or step - band >= SLIVER, (total, bottom, step)
    (_, _, _, tile_h, step), = fan_columns(2, (0, 300, 0), (100, 84), 1)
    assert step >= tile_h   # room enough: whole cards
