"""DDO's most crowded table, for `--selftest`'s frame figures: six AI seats, the engine alone
playing up to the Raid's first blows with every Hero sent, so the table opens on the fullest
battlefield there is."""

from __future__ import annotations

import random

from game import registry
from game.core.contract import GameConfig
from game.core.records import Match
from game.core.seats import SeatKind
from game.ddo.state import Phase

LABEL = "ddo-raid-6"


def crowded_match() -> Match:
    kinds = (SeatKind.NORMAL, SeatKind.EASY) * 3
    match = Match(registry.rules("ddo"), GameConfig.make(6), 20240611, tuple(f"AI {i + 1}" for i in range(6)), kinds)
    bot = registry.bot("ddo", "easy")
    rng = random.Random(1)
    rules = match.rules
    while True:
        state = match.state
        quest = state.quest
        if rules.outcome(state) is not None or state.phase in (Phase.RAID_ORDER, Phase.COMBAT) and quest is not None \
                and quest.raid:
            return match   # every Hero that could go is in the line: the table shows the Raid turn over and fight
        seat = rules.to_act(state)
        if seat is None:
            return match
        legal = rules.legal_actions(state)
        if state.phase is Phase.RAID_JOIN:   # every Hero goes: the fullest battlefield
            choice = next((a for a in legal if a.verb == "join"), legal[0])
        else:
            choice = bot.choose(rules.observe(state, seat), legal, rng, registry.hard_budget("ddo"))
        match.play(choice)
