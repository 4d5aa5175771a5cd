"""The Raid line is reordered in the line itself, with posted mouse events: a Hero dropped on
the Hero at the next place takes that place, a click on the Hero there keeps it, and every
reorder the engine offers is exactly one gesture."""

from __future__ import annotations

import random

from game import registry
from game.core.contract import GameConfig
from game.core.records import Match
from game.ddo.state import Phase
from scenes.app import App
from scenes.toolkit.table import TableScene, open_match
from tests.scenes.driving import click, drag, frames, settle
from tests.scenes.test_ddo_table import _centre, _curtains, _until_the_viewer_acts


def _at_raid_order(app: App) -> TableScene:
    """A three-seat hot-seat game played by the engine up to the Raid's line-up, every Hero sent."""
    match = Match(registry.rules("ddo"), GameConfig.make(3), 20240611, ("Ana", "Ben", "Cy"), ("human",) * 3)
    rules, bot, rng = match.rules, registry.bot("ddo", "easy"), random.Random(1)
    while match.state.phase is not Phase.RAID_ORDER:
        assert rules.outcome(match.state) is None, "the game ended before the Raid"
        state = match.state
        legal = rules.legal_actions(state)
        if state.phase is Phase.RAID_JOIN:
            choice = next((a for a in legal if a.verb == "join"), legal[0])
        else:
            choice = bot.choose(rules.observe(state, rules.to_act(state)), legal, rng, registry.hard_budget("ddo"))
        match.play(choice)
    table = open_match(app, match, autosave=False)
    return _until_the_viewer_acts(app, table)


def test_a_hero_dropped_on_another_in_the_raid_line_takes_its_place(app: App) -> None:
    table = _at_raid_order(app)
    quest = table.match.state.quest
    assert quest is not None and len(quest.line) >= 3 and quest.turn == 0
    view = table.view
    firsts = [g for g in table.model.gestures if g.action.verb == "first"]
    assert len(firsts) == len(quest.line)                    # one gesture for each legal reorder
    assert {(g.source, g.target) for g in firsts} == \
        {(None if h == 0 else view.hero_key(f.uid), view.hero_key(quest.line[0].uid)) for h, f in enumerate(quest.line)}
    for gesture in firsts:                                   # and a drop means that action to the engine's check
        assert view.candidate(table.model.observation, gesture.source, gesture.target, None) == gesture.action
    last = quest.line[-1]
    drag(app, _centre(table, view.hero_key(last.uid)), _centre(table, view.hero_key(quest.line[0].uid)))
    frames(app, 2)
    _curtains(app)
    settle(app)
    quest = table.match.state.quest
    assert quest.line[0] == last and quest.turn == 1         # the last Hero now leads the line
    second = quest.line[1]
    click(app, _centre(table, view.hero_key(second.uid)))    # a click keeps the Hero at the next place
    frames(app, 2)
    assert table.match.state.quest.line[1] == second
    assert str(table.match.steps[-1].action) == "first h2"
