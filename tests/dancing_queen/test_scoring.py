"""Every half's hearts and ★ at the edges of its bands."""

from __future__ import annotations

import pytest

from game.dancing_queen.cards import Card, Gender, cards
from game.dancing_queen.scoring import Floor, hearts, star


def floor(girls: int, boys: int, own: int = 0, opponent: int = 0, same: int = 0,
          mixed: int = 0) -> Floor:
    return Floor(girls, boys, own or (girls + boys + 1) // 2, opponent or (girls + boys) // 2,
                 same, mixed)


def card_by_half_name(name: str) -> tuple[Card, Gender]:
    for card in cards():
        for gender in Gender:
            if card.half(gender).name.lower() == name.lower():
                return card, gender
    raise KeyError(name)


def half(name: str):  # type: ignore[no-untyped-def]
    card, gender = card_by_half_name(name)
    return card.half(gender)


CASES = [
    # (half, floor, hearts, star)
    ("We're Even", floor(1, 1), 4, False), ("We're Even", floor(2, 2), 3, False),
    ("We're Even", floor(3, 3), 2, False), ("We're Even", floor(4, 4), 2, False),
    ("We're Even", floor(2, 1), 0, False),
    ("We're Odd", floor(2, 1), 1, False), ("We're Odd", floor(3, 2), 2, False),
    ("We're Odd", floor(4, 3), 3, False), ("We're Odd", floor(2, 2), 0, False),
    ("You're Even", Floor(1, 2, 1, 2, 0, 0), 2, False), ("You're Even", Floor(4, 4, 4, 4, 0, 0), 3, False),
    ("You're Even", Floor(2, 1, 2, 1, 0, 0), 0, False), ("You're Even", Floor(2, 3, 2, 3, 0, 0), 0, False),
    ("You're Odd", Floor(1, 1, 1, 1, 0, 0), 3, False), ("You're Odd", Floor(3, 3, 3, 3, 0, 0), 1, False),
    ("You're Odd", Floor(2, 2, 2, 2, 0, 0), 0, False),
    ("Girls' College", floor(2, 0), 1, False), ("Girls' College", floor(4, 0), 1, False),
    ("Girls' College", floor(5, 0), 4, False), ("Girls' College", floor(6, 0), 0, True),
    ("Girls' College", floor(5, 1), 0, False),
    ("Boy School", floor(0, 3), 1, False), ("Boy School", floor(0, 5), 4, False),
    ("Boy School", floor(0, 7), 0, True), ("Boy School", floor(1, 6), 0, False),
    ("Girl Power", floor(2, 1), 1, False), ("Girl Power", floor(3, 1), 1, False),
    ("Girl Power", floor(4, 1), 3, False), ("Girl Power", floor(6, 0), 3, False),
    ("Girl Power", floor(7, 0), 0, True), ("Girl Power", floor(8, 0), 0, True),
    ("Girl Power", floor(7, 1), 3, False), ("Girl Power", floor(2, 2), 0, False),
    ("Boyzone", floor(1, 2), 1, False), ("Boyzone", floor(0, 5), 3, False),
    ("Boyzone", floor(0, 7), 0, True), ("Boyzone", floor(3, 2), 0, False),
    ("Rainbow Parade", Floor(2, 0, 1, 1, 1, 0), 1, False),
    ("Rainbow Parade", Floor(2, 2, 2, 2, 2, 0), 2, False),
    ("Rainbow Parade", Floor(4, 2, 3, 3, 3, 0), 4, False),
    ("Rainbow Parade", Floor(4, 4, 4, 4, 4, 0), 0, True),
    ("Rainbow Parade", Floor(2, 2, 2, 2, 1, 1), 0, False),   # a mixed couple spoils it
    ("Rainbow Parade", Floor(3, 0, 2, 1, 1, 0), 0, False),   # odd floor
    ("Ballroom Dancing", Floor(1, 1, 1, 1, 0, 1), 1, False),
    ("Ballroom Dancing", Floor(3, 3, 3, 3, 0, 3), 4, False),
    ("Ballroom Dancing", Floor(4, 4, 4, 4, 0, 4), 0, True),
    ("Ballroom Dancing", Floor(2, 2, 2, 2, 1, 1), 0, False),
    ("Ballroom Dancing", Floor(2, 1, 2, 1, 0, 1), 0, False),
    ("The Romeo", floor(2, 1), 2, False), ("The Romeo", floor(3, 1), 2, False),
    ("The Romeo", floor(4, 1), 4, False), ("The Romeo", floor(5, 1), 4, False),
    ("The Romeo", floor(6, 1), 0, True), ("The Romeo", floor(7, 1), 0, True),
    ("The Romeo", floor(1, 1), 0, False), ("The Romeo", floor(3, 2), 0, False),
    ("The Rose", floor(1, 2), 2, False), ("The Rose", floor(1, 5), 4, False),
    ("The Rose", floor(1, 6), 0, True), ("The Rose", floor(0, 4), 0, False),
    ("Perfect Balance", floor(1, 1), 1, False), ("Perfect Balance", floor(2, 2), 1, False),
    ("Perfect Balance", floor(3, 3), 3, False), ("Perfect Balance", floor(4, 4), 4, False),
    ("Perfect Balance", floor(3, 2), 0, False),
    ("Competition", floor(2, 1), 1, False), ("Competition", floor(3, 1), 1, False),
    ("Competition", floor(4, 1), 3, False), ("Competition", floor(5, 1), 3, False),
    ("Competition", floor(6, 1), 4, False), ("Competition", floor(0, 8), 4, False),
    ("Competition", floor(2, 2), 0, False),
    ("ABBA", floor(2, 2), 0, True), ("ABBA", floor(3, 1), 0, False), ("ABBA", floor(2, 3), 0, False),
    ("Queen", floor(0, 4), 0, True), ("Queen", floor(0, 5), 0, False), ("Queen", floor(1, 3), 0, False),
    ("Spice Girls", floor(5, 0), 0, True), ("Spice Girls", floor(6, 0), 0, False),
    ("The Cranberries", floor(1, 3), 0, True), ("The Cranberries", floor(1, 4), 0, False),
]


@pytest.mark.parametrize("name,on_floor,expected_hearts,expected_star", CASES)
def test_half_scoring(name: str, on_floor: Floor, expected_hearts: int, expected_star: bool) -> None:
    assert hearts(half(name), on_floor) == expected_hearts
    assert star(half(name), on_floor) is expected_star


def test_every_half_is_covered_and_scores_within_one_to_four() -> None:
    names = {c.half(g).name for c in cards() for g in (c.girl.gender, c.boy.gender)}
    assert names == {case[0] for case in CASES}
    assert all(0 <= case[2] <= 4 for case in CASES)


def test_rotate_halves_are_the_four_parity_halves() -> None:
    rotating = {h.name for c in cards() for h in (c.girl, c.boy) if h.rotate}
    assert rotating == {"We're Even", "We're Odd", "You're Even", "You're Odd"}


def test_broken_card_file_names_file_card_and_field(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from game.dancing_queen.cards import CARDS_FILE, ContentError, load_cards
    text = CARDS_FILE.read_text(encoding="utf-8").replace('kind = "lineup"', 'kind = "disco"', 1)
    broken = tmp_path / "cards.toml"
    broken.write_text(text, encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        load_cards(broken)
    assert (caught.value.file, caught.value.entry, caught.value.field) == (
        "cards.toml", "card 8 (bands_four) girl half", "kind")
    broken.write_text("[[card]\n", encoding="utf-8")
    with pytest.raises(ContentError, match="not valid TOML"):
        load_cards(broken)
