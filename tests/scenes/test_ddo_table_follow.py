"""DDO's table as a new player follows it (issue 20): a monster stands by the Hero it fights,
the seats' places under the quest follow the quest line and name each Hero's place in it."""

from __future__ import annotations

from typing import Any

from game import registry
from game.core.contract import GameConfig
from game.ddo.rules import RULES
from game.ddo.state import evolve
from tests.ddo.ddo_helpers import in_combat
from tests.ddo.test_ddo_document_rules import set_foe

NAMES = ("Ana", "Bo", "Cy", "Di")


def _view(seats: int = 4) -> Any:
    from scenes.tables.ddo import DdoTable
    view = DdoTable(registry.rules("ddo"))
    view.seat_names = NAMES[:seats]
    return view


def _quest(leader: int = 2):  # type: ignore[no-untyped-def]
    state = RULES.new_game(GameConfig.make(4), 3)
    state = evolve(state, leader=leader)
    order = tuple(((leader + k) % 4, 0) for k in range(4))
    return in_combat(state, order, (("monster", "kobold", 0), ("monster", "zombie", 0)))


def test_a_monster_in_close_combat_stands_by_the_hero_it_fights() -> None:
    state = set_foe(_quest(), 1, focus=0, close=(2,))   # a Rogue's way: fights h3, watches h1
    view = _view()
    obs = RULES.observe(state, 0)
    layout = view.layout(obs, 0, NAMES, (1280, 720))
    zones = {z.key: z.area for z in layout.zones}
    foe = zones["foez:1"]
    h3 = zones["line:2"]
    assert foe.left < h3.centerx < foe.right, (foe, h3)
    assert foe.bottom >= h3.top - 2            # touching it: Close Combat


def test_the_seats_under_the_quest_follow_the_line_and_name_their_heroes_places() -> None:
    state = _quest(leader=2)
    view = _view()
    obs = RULES.observe(state, 0)
    layout = view.layout(obs, 0, NAMES, (1280, 720))
    titles = sorted((label.pos[0], label.text.split()[0]) for label in layout.labels
                    if label.text.split() and label.text.split()[0] in NAMES and 300 < label.pos[1] < 560
                    and "hand" not in label.text)
    assert [name for _, name in titles] == ["Cy", "Di", "Ana", "Bo"]   # the line: Cy's Hero is h1
    marks = [label.text for label in layout.labels if "▲" in label.text]
    assert sorted(marks) == sorted(f"▲ h{n} on the quest" for n in (1, 2, 3, 4)) or \
        sorted(marks) == sorted(f"▲ h{n}" for n in (1, 2, 3, 4)), marks
    zones = {z.key: z.area for z in layout.zones}
    for h, fighter in enumerate(state.quest.line):   # each Hero's owner's place lies under it, left to right
        assert zones[f"play:{fighter.seat}"].left == min(zones[f"play:{s}"].left for s in
                                                          [f.seat for f in state.quest.line[h:]])


def test_every_teammates_hand_is_on_the_table() -> None:
    """Hands are open in this cooperative game: the viewer sees each teammate's cards too (the
    observation holds them; the table showed only the viewer's own)."""
    state = RULES.new_game(GameConfig.make(3), 5)
    view = _view(3)
    for viewer in range(3):
        obs = RULES.observe(state, viewer)
        layout = view.layout(obs, viewer, NAMES[:3], (1280, 720))
        keys = {spot.key for spot in layout.cards}
        for seat in range(3):
            hand = state.seats[seat].hand
            assert hand
            shown = {k for k in keys if k.startswith(f"hand:{seat}:")}
            assert len(shown) == len(hand), (viewer, seat)
        assert any(f"{NAMES[s]}'s hand" in label.text for label in layout.labels for s in range(3) if s != viewer)


def test_the_table_says_what_a_drag_and_a_click_mean_in_a_fight() -> None:
    state = _quest(leader=0)
    state = evolve(state, quest=evolve(state.quest, line=state.quest.line[:1]))   # one Hero: room beside it
    view = _view()
    layout = view.layout(RULES.observe(state, 0), 0, NAMES, (1280, 720))
    words = " ".join(" ".join(label.text.split()) for label in layout.labels)
    assert "onto a monster: attack it" in words and "Click a monster: step up to it" in words, words


def test_with_no_quest_under_way_the_party_takes_the_centre_and_shows_whole_cards() -> None:
    """The Build left the battlefield empty above small stacks of overlapping strips."""
    from tests.scenes.test_ddo_story import _play_until
    from game.ddo.state import Phase
    state = _play_until(2, 3, lambda s: s.phase is Phase.BUILD and s.quest is None
                        and any(len(st.cards) >= 3 for seat in s.seats for st in seat.stacks))
    view = _view(2)
    layout = view.layout(RULES.observe(state, state.leader), state.leader, NAMES[:2], (1280, 720))
    zones = {z.key: z.area for z in layout.zones}
    homes = [area for key, area in zones.items() if key.startswith("home:")]
    assert homes and min(a.top for a in homes) < 200, homes   # up in the battlefield's room
    for seat in state.seats:
        for stack in seat.stacks:
            tiles = [zones[f"tile:{stack.uid}:{n}"] for n in range(1, len(stack.cards))]
            for upper, lower in zip(tiles, tiles[1:]):
                assert lower.top >= upper.bottom - 4, "stack cards overlap while the table has room"


def test_a_card_the_leader_cannot_deploy_says_why_when_read() -> None:
    """A card that fits on no Hero cannot be picked up; reading it says the stacking rule that
    keeps it in hand (a new player only saw that it would not move)."""
    state = RULES.new_game(GameConfig.make(2), 21)
    seat = state.leader
    view = _view(2)
    layout = view.layout(RULES.observe(state, seat), seat, NAMES[:2], (1280, 720))
    stuck = [spot for spot in layout.cards if spot.key.startswith(f"hand:{seat}:") and
             spot.detail.startswith("Cannot be deployed now:")]
    assert stuck and all("Enhancement chain deploys in order" in spot.detail for spot in stuck), \
        [s.detail for s in layout.cards if s.key.startswith("hand:")]


def test_the_empty_battlefield_says_what_the_phase_is() -> None:
    """In Banking the empty battlefield said "the Party Leader builds, then draws a Quest card"."""
    from game.ddo.state import Phase
    state = evolve(RULES.new_game(GameConfig.make(2), 5), phase=Phase.BANKING)
    view = _view(2)
    layout = view.layout(RULES.observe(state, 0), 0, NAMES[:2], (1280, 720))
    words = [label.text for label in layout.labels if "quest" in label.text.lower()]
    assert any("banks" in w for w in words) and not any("builds" in w for w in words), words
