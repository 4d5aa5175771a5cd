"""DDO's options, declared and checked one way (game/core/options.py), and its chance,
every piece of which a record's config can fix (docs/notation.md, "Stacked set-ups")."""

from __future__ import annotations

import json
import random

import pytest

from game.core.chance import Chance
from game.core.contract import GameConfig
from game.core.options import OptionError, OptionKind
from game.core.records import Record, replay
from game.ddo.content import catalogue
from game.ddo.options import OPTIONS
from game.ddo.policy import choose
from game.ddo.rules import RULES


def start(seats: int = 2, seed: int = 1, **options: object):  # type: ignore[no-untyped-def]
    return RULES.new_game(GameConfig.make(seats, **options), seed)


@pytest.mark.parametrize("options,words", [
    ({"tutorial": True}, "DDO has no option 'tutorial'; its options are:"),
    ({"pack": "moon"}, "DDO's option 'pack' needs one of 'harbor', 'threnal'"),
    ({"rest": "yes"}, "DDO's option 'rest' needs true or false"),
    ({"decks": ("warrior", "bards")}, "DDO's option 'decks' is refused for seat 2: there is no prebuilt deck 'bards'"),
    ({"quest_order": ("the_low_road", "gwylans_stand")},
     "DDO's option 'quest_order' names 'gwylans_stand', which is not a Quest of The Harbor; its Quests are"),
    ({"monster_top": ("dog", "dog", "dog")}, "DDO's option 'monster_top' names 'dog' 3 times"),
    ({"chance": (("longsword",) * 4,)}, "DDO's option 'chance' puts 'longsword' 4 times on top of seat 1's Loot deck"),
    ({"chance": (None, None, ("gwylans_stand",))}, "DDO's option 'chance' puts 'gwylans_stand' 1 times on top of the Quest deck"),
    ({"chance": (None, None, None, None, ("no_such_card",))}, "DDO's option 'chance' names 'no_such_card'"),
    ({"chance": 4}, "DDO's option 'chance' needs a list of stacked shuffles"),
])
def test_a_wrong_option_is_refused_in_one_sentence_naming_it(options: dict[str, object], words: str) -> None:
    with pytest.raises(OptionError) as refused:
        start(**options)
    sentence = str(refused.value)
    assert sentence.startswith(words), sentence
    assert sentence.endswith(".") and sentence.count(". ") == 0, sentence
    assert "list.remove" not in sentence and "StopIteration" not in sentence


def test_every_option_ddo_reads_is_declared_and_the_set_up_shows_two() -> None:
    keys = {spec.key for spec in OPTIONS}
    assert {"pack", "rest", "decks", "chance", "quest_order", "monster_top"} <= keys
    assert {f"deck{n}" for n in range(1, 7)} <= keys
    shown = {spec.key: spec for spec in OPTIONS if spec.shown}
    assert set(shown) == {"pack", "rest"}
    assert shown["pack"].kind is OptionKind.CHOICE and shown["pack"].initial == "harbor"
    assert shown["rest"].kind is OptionKind.FLAG
    assert all(spec.kind is OptionKind.STACK for spec in OPTIONS if not spec.shown)


def test_the_deck_builders_decks_still_travel_in_the_config() -> None:
    cat = catalogue()
    deck = cat.decks["archer"]
    own = ("Mine", deck.hero, *deck.cards)
    state = start(decks=("warrior", "own"), deck2=own)
    assert state.seats[1].deck_key == "custom:Mine" and len(state.seats[1].deck) + len(state.seats[1].hand) == 60
    state = start(decks="warrior,divine")
    assert [s.deck_key for s in state.seats] == ["warrior", "divine"]
    with pytest.raises(OptionError, match="option 'deck2' is refused for seat 2"):
        start(decks=("warrior", "own"), deck2=("Mine", deck.hero, *deck.cards[:50]))


def test_chance_stacks_each_loot_deck_the_quest_deck_and_the_monster_deck() -> None:
    cat = catalogue()
    loot0 = ("longsword", "fighter-1", "race-human")
    quests = ("waterworks", "free_delera", "the_low_road", "information_is_key", "the_old_archives")
    monsters = ("zombie", "spear_trap", "kobold")
    state = start(seed=3, decks=("warrior", "divine"), chance=(loot0, None, quests, monsters))
    dealt = state.seats[0].hand + state.seats[0].deck     # hand sorted; the deck after the draws
    assert set(cat.code(k) for k in loot0) <= set(dealt)
    raid = [cat.quests[q].key for q in state.raid_quests]
    assert raid == list(quests[:3])                        # the top three go under the Raid Boss
    assert [cat.quests[q].key for q in state.quest_deck[:2]] == list(quests[3:])
    assert [cat.monsters[m].key for m in state.monster_deck[:3]] == list(monsters)
    other = start(seed=99, decks=("warrior", "divine"), chance=(loot0, None, quests, monsters))
    assert other.raid_quests == state.raid_quests and other.monster_deck[:3] == state.monster_deck[:3]
    leader = state.leader
    first = state.seats[0]
    if leader != 0:   # seat 1 drew five: exactly the stacked three and the next two
        assert {cat.code(k) for k in loot0} <= set(first.hand)


def test_quest_order_and_monster_top_still_stack_and_take_the_second_pack() -> None:
    state = start(1, pack="threnal", quest_order=("gnoll_ambush",), monster_top=("hyena", "cockatrice"))
    cat = catalogue()
    assert cat.quests[state.quest_deck[0]].key == "gnoll_ambush"
    assert [cat.monsters[m].key for m in state.monster_deck[:2]] == ["hyena", "cockatrice"]


def _recorded_game(monkeypatch: pytest.MonkeyPatch, decks: tuple[str, ...], seed: int
                   ) -> tuple[list[tuple[str, ...]], list[str], object]:
    """A whole game played by the Normal teammates, with every shuffle's outcome noted."""
    shuffles: list[tuple[str, ...]] = []
    real = Chance.shuffle

    def noting(self: Chance, items):  # type: ignore[no-untyped-def]
        order, after = real(self, items)
        shuffles.append(tuple(order))
        return order, after

    monkeypatch.setattr(Chance, "shuffle", noting)
    state = RULES.new_game(GameConfig.make(len(decks), decks=decks), seed)
    actions: list[str] = []
    rng = random.Random(seed)
    while RULES.outcome(state) is None:
        action = choose(state, RULES.legal_actions(state), rng)
        actions.append(str(action))
        state, _ = RULES.apply(state, action)
    monkeypatch.undo()
    return shuffles, actions, RULES.outcome(state)


def test_a_stacked_record_fixes_every_piece_of_chance_of_a_whole_game(monkeypatch: pytest.MonkeyPatch) -> None:
    seats, decks = 2, ("arcane", "archer")     # a search of the Loot deck shuffles it in play
    shuffles, actions, outcome = _recorded_game(monkeypatch, decks, 23)
    assert len(shuffles) > seats + 2, "the game reshuffled something in play"
    assert all(isinstance(k, str) for order in shuffles for k in order)   # card keys
    config = GameConfig.make(seats, decks=decks, chance=tuple(shuffles))
    ends = []
    for seed in (5, 770):
        record = Record("ddo", config, seed, tuple(actions), ("Ana", "Ben"), ("normal", "normal"))
        assert json.loads(json.dumps(record.to_json()))["config"]["options"]["chance"][0] == list(shuffles[0])
        match = replay(RULES, record)
        assert match.state.chance.stacked == ()            # every stacked shuffle was used
        ends.append((RULES.outcome(match.state), match.state.seats, match.state.quests_won,
                     match.state.monster_discard, match.state.quest_discard))
    assert ends[0] == ends[1] and ends[0][0] == outcome
    loose = RULES.new_game(GameConfig.make(seats, decks=decks), 5)   # without the stacking, chance differs
    assert loose.seats != RULES.new_game(GameConfig.make(seats, decks=decks, chance=tuple(shuffles)), 5).seats


def test_the_example_of_the_notation_page_does_what_it_says() -> None:
    """docs/notation.md's DDO example: three Quests under the Raid Boss, Waterworks first,
    a Zombie on top of the Monster deck."""
    cat = catalogue()
    chance = (None, None, ("free_delera", "the_low_road", "information_is_key", "waterworks"), ("zombie",))
    state = start(decks=("warrior", "divine"), chance=chance)
    assert [cat.quests[q].key for q in state.raid_quests] == ["free_delera", "the_low_road", "information_is_key"]
    assert cat.quests[state.quest_deck[0]].key == "waterworks"
    assert cat.monsters[state.monster_deck[0]].key == "zombie"
