"""The Deluxe Edition's sixteen Mix It Up! cards, one behaviour each, in a two-player game where
Kate (seat 0) reveals and Nate (seat 1) sits on her left and her right."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from game.dance_card import events as ev
from game.dance_card.roster import roster
from game.dance_card.state import Step
from tests.dance_card.scenarios import fire_spark, play, reveal, scene, where

# Who stands where before the card: everybody not named waits in the Restrooms.
SPOTS = {"Kate": "Yellow", "Nate": "Green", "Isabel": "Refreshments", "Lance": "Janitor",
         "Olivia": "Green", "Aria": "Pink", "Dwight": "Yellow", "Renee": "Bleachers",
         "Austin": "Bleachers", "Felicity": "Blue", "Howie": "Blue"}

Check = Callable[[object], bool]


def _at(name: str, place: str) -> Check:
    return lambda state: where(state, name) == place


def _all(*checks: Check) -> Check:
    return lambda state: all(check(state) for check in checks)


CARDS: dict[str, Check] = {
    "Adam & Aaron": _all(_at("Lance", "Restrooms"), _at("Zack", "Janitor")),
    "Angelica & Bryan": _at("Isabel", "Green"),
    "Desi & Pammy": _at("Renee", "Pink"),
    "Emily": _at("Nate", "Refreshments"),               # the player on Kate's right
    "Jagoda": _all(_at("Aria", "Yellow"), _at("Kate", "Pink"), _at("Dwight", "Pink")),
    "Jojo & Pras": _all(_at("Yvette", "Yellow"), _at("Bethany", "Yellow"),      # Kate's
                        _at("Quentin", "Green"), _at("Raj", "Green")),          # Nate's
    "Omi & KT": _all(*(_at(n, "Yellow") for n in ("Jordan", "Phoenix", "Lance", "Juniper",
                                                   "Ignacio", "Quentin"))),
    "Sarah & Malcolm": _at("Austin", "Restrooms"),      # Nate's Rival
    "Sarah & Mia": _all(_at("Nate", "Refreshments"), _at("Olivia", "Refreshments")),
    "Shell & Niall": _all(_at("Eliot", "Janitor"), _at("Austin", "Janitor")),
    "Kate": _all(_at("Kate", "Blue"), _at("Yvette", "Blue"), _at("Bethany", "Blue")),
    "Maxine": _all(*(_at(n, "Refreshments") for n in ("Maxine", "Steven", "Juniper", "Lydia"))),
    "Renee": _all(*(_at(n, "Green") for n in ("Renee", "Taylor", "Zoe"))),
    "Steve": _all(*(_at(n, "Pink") for n in ("Steven", "Eliot", "Maxine", "Raj"))),
    "Zack": _all(*(_at(n, "Restrooms") for n in ("Zack", "Felicity", "Howie", "Juniper"))),
}


def _game() -> object:
    return scene(["Kate", "Nate"], SPOTS, mode="competitive", park="Restrooms",
                 deluxe_mix_it_up=True)


def test_every_deluxe_card_is_checked() -> None:
    deluxe = {c.name for c in roster().mix if c.deluxe}
    assert deluxe == set(CARDS) | {"Bear"} and len(deluxe) == 16


@pytest.mark.parametrize("name", sorted(CARDS))
def test_a_deluxe_mix_it_up_card(name: str) -> None:
    before = _game()
    assert not CARDS[name](before), f"{name}: already true before the card"
    after, log = reveal(before, name)
    assert CARDS[name](after), name
    assert any(isinstance(e, ev.MixItUpRevealed) for e in log)
    assert after.agenda[0].step is Step.MAIN            # no card asks anybody anything
    card = next(c for c in roster().mix if c.name == name)
    assert card.sketch == (name in ("Kate", "Maxine", "Renee", "Steve", "Zack"))


def test_bear_is_the_showstopper_two_free_moves_for_its_keeper() -> None:
    state, log = reveal(_game(), "Bear", seat=1)
    assert any(isinstance(e, ev.ShowstopperKept) and e.seat == 1 for e in log)
    state, log = fire_spark(state, seat=0)
    assert [(t.step, t.seat) for t in state.agenda[:2]] == [(Step.ALL_MOVE, 1), (Step.ALL_MOVE, 1)]
    state = play(state, "move Nate Yellow", "pass")
    assert where(state, "Nate") == "Yellow" and state.seats[1].showstoppers == ()
