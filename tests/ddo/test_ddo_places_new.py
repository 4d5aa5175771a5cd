"""DDO's table places for the actions issue 22 added: a quickened spell, a Bag of Holding's
borrowed item, a hex at a boss and the Bank's move each have one gesture that reads back
(tests/test_places.py's promises, at positions random playouts rarely reach)."""

from __future__ import annotations

import random

from game.ddo.rules import RULES
from tests.ddo.test_ddo_document_rules import set_foe
from tests.ddo.test_ddo_sharing import _banking, _pooled
from tests.ddo.ddo_helpers import in_combat, new, with_stack
from tests.test_places import check_position


def test_the_new_actions_have_one_gesture_each_that_reads_back() -> None:
    quicken = with_stack(new(("arcane",)), 0, ("wizard", "quicken_spell", "magic_missile", "fireball"))
    quicken = in_combat(quicken, ((0, 0),), (("monster", "zombie", 0), ("monster", "kobold", 0)))
    hexer = with_stack(new(("warrior", "arcane")), 0, ("fighter",))
    hexer = with_stack(hexer, 1, ("wizard", "hold_monster"))
    hexer = set_foe(in_combat(hexer, ((0, 0), (1, 0)), (), awake=True, turn=1), 0, close=())
    bank = _banking((("fighter", "longsword", "full_plate"), True, 0), (("barbarian",), False, 0))
    for state in (quicken, hexer, _pooled(), bank):
        legal = {str(a) for a in RULES.legal_actions(state)}
        assert any(word in text for text in legal for word in ("quicken", "hold_monster b", "bag_of", "bank"))
        check_position(RULES, state, set(), random.Random(1))
