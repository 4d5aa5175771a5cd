"""DDO's most crowded table (six seats in the Raid, as the selftest opens it), with posted
pointer events: every card of every Hero's stack shows a whole band that names it — the
pointer finds each one by its band (no sliver), and the band says the card's name (or the
words that tell it apart), never the bare kind, without a cut."""

from __future__ import annotations

import random

import pygame

from game import registry
from game.core.contract import GameConfig
from game.core.records import Match
from game.ddo.content import catalogue
from game.ddo.state import Phase
from scenes.app import App
from scenes.tables.ddo_look import KIND_WORD, loot_tile
from scenes.toolkit.table import open_match
from tests.scenes.driving import frames

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
