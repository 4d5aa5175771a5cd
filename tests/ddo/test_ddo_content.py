"""DDO content: the Base set, the Adventure pack and the decks are complete and valid,
carry the designer's numbers where we use them, and a broken file names every fault."""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path

import pytest

from game.ddo.cards import CLOTHING, Kind
from game.ddo.content import ContentError, catalogue, content_dir, deck_problems, load_catalogue

CLASSES = ("fighter", "barbarian", "paladin", "ranger", "rogue", "wizard", "sorcerer", "cleric",
           "favored_soul", "bard")


def test_every_class_has_a_hero_five_level_ups_and_two_chains() -> None:
    cat = catalogue()
    for cls in CLASSES:
        kinds = Counter(c.kind for c in cat.loot if c.cls == cls)
        assert kinds[Kind.HERO] == 1 and kinds[Kind.LEVEL_UP] == 5, cls
        chains = {c.chain for c in cat.loot if c.cls == cls and c.kind is Kind.ENHANCEMENT}
        assert len(chains) == 2, cls
        for chain in chains:
            assert sorted(c.step for c in cat.loot if c.chain == chain) == [1, 2, 3]


def test_races_feats_spells_items_and_play_area_cards() -> None:
    cat = catalogue()
    races = [c for c in cat.loot if c.kind is Kind.RACE]
    assert len(races) >= 6
    race_chains = {c.chain for c in cat.loot if c.kind is Kind.ENHANCEMENT and c.race}
    assert len(race_chains) >= 3
    feats = {c.key: c for c in cat.loot if c.kind is Kind.FEAT}
    assert len(feats) == 15
    assert feats["great_cleave"].prereq == "cleave" and feats["multishot"].prereq == "point_blank_shot"
    assert feats["improved_shield_mastery"].prereq == "shield_mastery"
    assert feats["mobility"].prereq == "dodge"
    schools = Counter(c.school for c in cat.loot if c.kind is Kind.SPELL)
    assert schools["arcane"] >= 12 and schools["divine"] >= 12
    items = [c for c in cat.loot if c.kind is Kind.ITEM]
    assert len(items) >= 30
    slots = {c.slot for c in items}
    assert {"weapon", "ranged", "armor", "shield", "scroll", "potion", "wand", "trinket"} <= slots
    assert set(CLOTHING) <= slots
    assert any("no_shield" in c.traits for c in items)
    assert sum(c.kind is Kind.INSTANCE for c in cat.loot) >= 3
    assert sum(c.kind is Kind.FESTIVAL for c in cat.loot) >= 2


def test_every_loot_card_has_a_unique_number_provenance_and_text() -> None:
    cat = catalogue()
    numbers = [c.number for c in cat.loot]
    assert len(set(numbers)) == len(numbers)
    for c in cat.loot:
        assert c.provenance in ("document", "designer", "designed") and c.text
    assert all(set(c.attributes) <= {"warrior", "trapsmith", "arcane", "divine", "feat"}
               for c in cat.loot)
    # The issue: every Loot card carries attributes; the designer marks every Feat "Feat".
    assert all(c.attributes for c in cat.loot)
    assert all("feat" in c.attributes for c in cat.loot if c.kind.value == "feat")
    assert all(c.school in c.attributes for c in cat.loot if c.kind.value == "spell")


@pytest.mark.parametrize("pack", ["harbor", "threnal"])
def test_the_adventure_pack(pack: str) -> None:
    cat = catalogue()
    p = cat.pack(pack)
    quests = [cat.quests[q] for q in p.quest_codes]
    assert len(quests) >= 12 and all(q.boss for q in quests)
    assert sum(1 for q in quests if q.special) >= 3
    kinds = Counter(cat.monsters[c].kind for c in p.monster_deck)
    assert len(p.monster_deck) >= 40
    assert kinds["puzzle"] and kinds["trap"] and kinds["objective"]
    raid = cat.raids[p.raid]
    assert raid.name and raid.stats[4] + raid.hp_per_hero > max(q.stats[4] for q in quests)
    assert {"unconscious", "dead", "petrified"} <= {k for k, c in cat.conditions.items() if c.status}
    assert len([c for c in cat.conditions.values() if not c.status]) >= 5


def _shape(pack: str) -> tuple[object, ...]:
    """What a pack holds, counted: kinds and cards of each monster-deck kind, copies per
    kind, quests, quests with a special rule, monsters that call others, objectives whose
    penalty falls on the party, Raid Bosses."""
    cat = catalogue()
    p = cat.pack(pack)
    cards = [cat.monsters[c] for c in p.monster_codes]
    by_kind = sorted(Counter(m.kind for m in cards).items())
    copies = sorted(Counter((m.kind, m.count) for m in cards).items())
    quests = [cat.quests[q] for q in p.quest_codes]
    return (by_kind, copies, len(quests), sum(1 for q in quests if q.special),
            sum(m.count for m in cards if m.calls), len(p.monster_deck), 1)


def test_the_ruins_of_threnal_is_the_size_and_kind_of_the_harbor() -> None:
    """The second Adventure pack: 28 kinds of monster (37 cards), 5 of trap (6 cards), 4
    puzzles, 3 objectives, 12 quests (6 with a rule), 4 cards that call a monster in."""
    assert _shape("threnal") == _shape("harbor")
    by_kind, _, quests, special, calling, deck, _ = _shape("harbor")
    assert dict(by_kind) == {"monster": 28, "trap": 5, "puzzle": 4, "objective": 3}
    assert (quests, special, calling, deck) == (12, 6, 4, 50)
    cat = catalogue()
    threnal = [cat.monsters[c] for c in cat.pack("threnal").monster_codes]
    # the document's examples: an iron gate (Warrior), a locked door (Trapsmith), a sigil
    # (Divine Caster); traps that hit the Hero and traps that hit everyone
    assert {m.needs for m in threnal if m.kind == "puzzle"} >= {"warrior", "trapsmith", "divine"}
    assert any(m.hit for m in threnal if m.kind == "trap") and any(m.party_hit for m in threnal)
    assert all(m.provenance in ("designer", "designed") for m in threnal)


def test_some_objectives_penalise_the_whole_party() -> None:
    cat = catalogue()
    for pack in ("harbor", "threnal"):
        objectives = [cat.monsters[c] for c in cat.pack(pack).monster_codes
                      if cat.monsters[c].kind == "objective"]
        assert any(o.party_penalty for o in objectives) and any(not o.party_penalty for o in objectives)


def test_the_designers_numbers() -> None:
    cat = catalogue()
    monsters = {cat.monsters[c].key: cat.monsters[c].stats for c in cat.harbor.monster_codes}
    assert monsters["hobgoblin"] == (3, 3, 3, 3, 3)
    assert monsters["drow_captain"] == (4, 0, 8, 5, 6)
    assert monsters["kobold_shaman"] == (0, 0, 2, 2, 2)
    bosses = {q.key: (q.boss, q.stats) for q in cat.quests}
    assert bosses["the_low_road"] == ("Ice Spider", (2, 1, 2, 2, 2))
    assert bosses["relic_of_a_sovereign_past"] == ("Duergar", (6, 6, 7, 5, 7))
    ranger_levels = [cat.card(f"ranger-{i}").stats for i in range(1, 6)]
    assert ranger_levels == [(1, 0, 0, 1, 1), (0, 1, 0, 1, 0), (1, 0, 0, 1, 1), (0, 1, 0, 1, 0),
                             (1, 0, 0, 1, 1)]
    assert [cat.card(f"arcane_archer-{i}").stats for i in (1, 2, 3)] == [(0, 2, 0, 1, 0)] * 3
    barbarian = [cat.card(f"barbarian-{i}").stats for i in range(1, 6)]
    assert [sum(s[3] for s in barbarian), sum(s[4] for s in barbarian)] == [5, 5]
    spear = next(m for m in cat.monsters if m.key == "spear_trap")
    threnal = {cat.monsters[c].key: cat.monsters[c].stats for c in cat.pack("threnal").monster_codes}
    assert threnal["windlasher_harrier"] == (2, 4, 3, 3, 2) and threnal["firebrand_ripper"] == (5, 0, 4, 5, 5)
    bosses = {q.key: (q.boss, q.stats) for q in cat.quests}
    assert bosses["gwylans_stand"] == ("Minotaur", (6, 6, 6, 6, 6))
    assert bosses["the_ruins_of_threnal"] == ("Flesh Render", (6, 6, 6, 5, 6))
    assert (spear.disarm, spear.hit) == (1, 1)


def test_every_prebuilt_deck_is_valid() -> None:
    cat = catalogue()
    by_key = {c.key: c for c in cat.loot}
    assert {"warrior", "archer", "trapsmith", "arcane", "divine"} <= set(cat.decks)
    for deck in cat.decks.values():
        assert deck_problems(deck.cards, by_key) == []
        assert by_key[deck.hero].kind is Kind.HERO


def test_deck_rules_are_enforced() -> None:
    cat = catalogue()
    by_key = {c.key: c for c in cat.loot}
    cards = list(cat.decks["warrior"].cards)
    assert deck_problems(tuple(cards[:59]), by_key)
    assert any("copies" in p for p in deck_problems(tuple(cards[:56] + ["longsword"] * 4), by_key))


def test_a_broken_file_names_every_fault(tmp_path: Path) -> None:
    folder = tmp_path / "content"
    shutil.copytree(content_dir(), folder)
    loot = folder / "loot.toml"
    text = loot.read_text(encoding="utf-8")
    text = text.replace('key = "cleave"\n', 'key = "cleave"\nscope = "galaxy"\n', 1)
    text = text.replace('prereq = "dodge"', 'prereq = "nimbleness"', 1)
    loot.write_text(text, encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        load_catalogue(folder)
    fields = {(p.file, p.entry, p.field) for p in caught.value.problems}
    assert ("loot.toml", "[[card]] 'cleave'", "scope") in fields
    assert ("loot.toml", "[[card]] 'mobility'", "prereq") in fields


def test_provenance_says_where_a_value_differs_from_the_designer() -> None:
    cat = catalogue()
    sigil = next(m for m in cat.monsters if m.key == "mysterious_sigil")
    assert (sigil.needs, sigil.level, sigil.provenance) == ("divine", 3, "designer")
    kobolds = next(q for q in cat.quests if q.key == "kobolds_new_ringleader")
    assert kobolds.special and kobolds.special_provenance == "designed"
    xorian = next(q for q in cat.quests if q.key == "the_xorian_cipher")   # his row is cut off
    assert xorian.provenance == "designer" and xorian.special_provenance == "designed"
    assert all(q.special_provenance == q.provenance for q in cat.quests if q not in (kobolds, xorian))
    for key in ("eldritch_knight-1", "eldritch_knight-3", "fvs_warpriest-1", "fvs_warpriest-3"):
        assert cat.card(key).provenance == "designed"
