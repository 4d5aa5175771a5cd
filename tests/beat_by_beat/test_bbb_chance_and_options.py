"""Beat by Beat: every piece of chance fixed by a record's `chance` option, and every option
declared and checked before the game starts (issue 22, "Chance and options")."""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any, Sequence

import pytest

from game import registry
from game.beat_by_beat.content import STYLES, catalogue
from game.beat_by_beat.options import EXPERIMENTAL, OPTIONS, STYLE_WORDS
from game.beat_by_beat.rules import RULES
from game.core.chance import Chance
from game.core.contract import GameConfig
from game.core.options import OptionError
from game.core.records import Record, RecordError, replay

EVERY_OPTION = {key: True for key in EXPERIMENTAL}


def _record_a_game(config: GameConfig, seed: int, monkeypatch: pytest.MonkeyPatch
                   ) -> tuple[list[tuple[Any, ...]], list[str], Any]:
    """Normal bots play a game; every shuffle's outcome is written down, in order."""
    shuffles: list[tuple[Any, ...]] = []
    plain = Chance.shuffle

    def writing(self: Chance, items: Sequence[Any]) -> tuple[tuple[Any, ...], Chance]:
        order, after = plain(self, items)
        shuffles.append(order)
        return order, after

    monkeypatch.setattr(Chance, "shuffle", writing)
    bot = registry.bot("beat_by_beat", "normal")
    rng = random.Random(seed)
    state = RULES.new_game(config, seed)
    actions = []
    while RULES.outcome(state) is None:
        seat = RULES.to_act(state)
        action = bot.choose(RULES.observe(state, seat), RULES.legal_actions(state), rng, 0.01)
        actions.append(str(action))
        state, _ = RULES.apply(state, action)
    monkeypatch.setattr(Chance, "shuffle", plain)
    return shuffles, actions, state


@pytest.mark.parametrize("seats,options", [(3, EVERY_OPTION), (2, {})])
def test_a_stacked_record_fixes_every_piece_of_chance_of_a_whole_game(
        seats: int, options: dict[str, bool], monkeypatch: pytest.MonkeyPatch) -> None:
    """Every shuffle of a whole game (Rhythm deck, Judges, pool, Crowd Bonus cards, each
    dancer's deck after the draft, every discard pile and common discard reshuffled, every
    round's reset) stacked in the config: the record replays to the same game under other
    seeds, and without the stack it does not."""
    shuffles, actions, final = _record_a_game(GameConfig.make(seats, **options), 41, monkeypatch)
    assert len(shuffles) > 3 + 6 * seats   # the set-up, the decks and every round's reset
    stack = [list(order) for order in shuffles]
    config = GameConfig.from_json({"seats": seats, "options": {**options, "chance": stack}})
    outcomes = []
    for seed in (5, 977):
        record = Record.from_json(json.loads(json.dumps(
            Record("beat_by_beat", config, seed, tuple(actions)).to_json())))
        match = replay(RULES, record)
        assert match.state.chance.stacked == ()          # every stacked shuffle was used, none left
        outcomes.append(RULES.outcome(match.state))
        assert dataclasses.replace(match.state, chance=final.chance) == final
    assert outcomes[0] == outcomes[1] == RULES.outcome(final)
    with pytest.raises(RecordError):   # the same actions, unstacked: the game goes elsewhere
        replay(RULES, Record("beat_by_beat", GameConfig.make(seats, **options), 5, tuple(actions)))


def test_the_set_up_shuffles_come_first_in_the_documented_order() -> None:
    cat = catalogue()
    rhythm = list(reversed(cat.rhythm_deck))[:16]
    judges = ["steady-eddie", "crowd-whisperer", "clean-sheet"]
    pool = list(cat.pool[:5])
    crowd = ["grand-finale", "packed-house"]
    config = GameConfig.make(2, crowd_bonuses=True, chance=(rhythm, judges, pool, crowd))
    state = RULES.new_game(config, 3)
    assert state.rhythm_now + state.rhythm_next == tuple(rhythm)
    assert state.judges == tuple(judges)
    assert state.dancers[0].drawn == tuple(sorted(pool))
    assert (state.crowd_now, state.crowd_next) == tuple(crowd)


@pytest.mark.parametrize("stack,words", [
    ((["steady-eddie"],), "draw 1, the Rhythm deck"),                  # a Judge in the Rhythm deck
    ((None, ["r01"]), "draw 2, the Judges"),
    ((None, None, ["lat01", "lat01"]), "'lat01' 2 times in its draw 3"),  # one copy in the pool
    ((None, None, ["bas01"]), "draw 3, the Common Move Pool"),        # starters are not pool cards
    ((None, None, None, None, ["moonwalk"]), "draw 5"),
    ((None, None, None, None, ["bas01"] * 3), "'bas01' 3 times"),     # two dancers: two of each
    ((None, None, None, None, [7]), "only card names"),
    ((None, 4), "draw 2"),
    ("lat01", "a list of stacked shuffles"),
])
def test_an_impossible_stacked_draw_is_refused_before_the_game_starts(stack: Any, words: str) -> None:
    with pytest.raises(OptionError) as refused:
        RULES.new_game(GameConfig.make(2, chance=stack), 1)
    message = str(refused.value)
    assert "option 'chance'" in message and words in message and message.endswith(".")


def test_a_stacked_later_shuffle_the_pile_cannot_give_is_refused_naming_the_option() -> None:
    """The deck after the draft is known only once drafted: a stacked order naming a card
    the dancer did not keep is refused when that deck is shuffled, in the option's words."""
    config = GameConfig.make(2, chance=(None, None, None, ["lat01"]))
    state = RULES.new_game(config, 2)
    if "lat01" in state.dancers[0].drawn:
        pytest.skip("the seed drew lat01 for seat 1")
    with pytest.raises(OptionError, match="option 'chance' stacks 'lat01' in its draw 4"):
        while RULES.to_act(state) is not None:
            state, _ = RULES.apply(state, RULES.legal_actions(state)[0])


@pytest.mark.parametrize("options,words", [
    ({"moonwalk": True}, "Beat by Beat has no option 'moonwalk'"),
    ({"crowd_tokens": "yes"}, "'crowd_tokens' needs true or false"),
    ({"move_effects": 1}, "'move_effects' needs true or false"),
    ({"focus_style": "disco"}, "'focus_style' needs one of"),
    ({"focus_seat": 2}, "'focus_seat' needs a seat from 0 to 1"),
    ({"focus_seat": True}, "'focus_seat' needs a whole number"),
])
def test_every_option_is_checked_before_the_game_starts(options: dict[str, Any], words: str) -> None:
    with pytest.raises(OptionError, match=words):
        RULES.new_game(GameConfig.make(2, **options), 1)


def test_every_option_the_engine_reads_is_declared() -> None:
    declared = {spec.key for spec in OPTIONS}
    assert declared == set(EXPERIMENTAL) | {"focus_style", "focus_seat", "chance", "pass_fewer"}
    assert RULES.new_game(GameConfig.make(2, pass_fewer=True), 1).pass_fewer
    assert STYLE_WORDS == STYLES
    state = RULES.new_game(GameConfig.make(2, **EVERY_OPTION, focus_style="jazz", focus_seat=1), 1)
    assert all(getattr(state.options, key) for key in EXPERIMENTAL)
    assert (state.options.focus_style, state.options.focus_seat) == ("jazz", 1)
    off = RULES.new_game(GameConfig.make(2), 1).options
    assert not any(getattr(off, key) for key in EXPERIMENTAL)   # every rule off by default
