"""Every worked example of the Dance Card! rule document, replayed on the engine."""

from __future__ import annotations

from dataclasses import replace

from game.dance_card.roster import roster
from game.dance_card.state import FAILURE, NONE, SUCCESS, Step
from tests.dance_card.scenarios import (
    landed,
    legal,
    play,
    pool_of,
    refusal,
    scene,
    status,
    with_pool,
)

KATE_FLOOR = {"Kate": "Blue", "Dwight": "Blue", "Yvette": "Blue", "Eliot": "Blue",
              "Renee": "Blue", "Jordan": "Refreshments", "Phoenix": "Refreshments"}


def _kate_with_chats(song: str = "yellow") -> object:
    state = scene(["Kate"], KATE_FLOOR, mode="solo", song=song)
    seat = state.seats[0]
    chats = (True, True) + seat.chats[2:]  # Jordan and Phoenix, Dwight's two Contacts
    return state.with_seat(0, replace(seat, chats=chats))


def test_kate_and_dwight_pool_in_six_steps() -> None:
    state = play(_kate_with_chats(), "dance Dwight")
    assert state.agenda[0].step is Step.POOL
    assert pool_of(state.roll) == [
        ("blue", "Kate's own dice"), ("gray", "Kate's own dice"),        # step 1
        ("pink", "Friend Yvette"),                                      # step 2
        ("black", "Rival Eliot"),                                       # step 3
        ("green", "Chat Token on Jordan"), ("gray", "Chat Token on Phoenix"),  # step 4
        ("black", "Dwight's Crush Renee"),                              # step 5
        ("gray", "Feel the Beat!"),                                     # step 6: Dwight is yellow
    ]


def test_music_rules_die_only_when_the_song_matches_the_partner() -> None:
    state = play(_kate_with_chats(song="pink"), "dance Dwight")
    assert ("gray", "Feel the Beat!") not in pool_of(state.roll)


def test_kate_first_roll_fails_on_the_number() -> None:
    # Pink, Blue and Gray land on an icon, an icon and a 2: both icons, but 2 < 5.
    state = play(scene(["Kate"], {"Kate": "Blue", "Dwight": "Blue", "Yvette": "Blue"},
                       mode="solo"), "dance Dwight")
    state = landed(with_pool(state, ["pink", "blue", "gray"]), ["heart", "eye", "2"])
    state = play(state, "keep")
    assert status(state)[0] == FAILURE
    assert "Failure Token" in refusal(state, "dance Dwight")


def test_kate_second_roll_succeeds_and_draws_three() -> None:
    # A later turn, the Failure Token gone (see the Nerve example), Bethany brought over.
    state = scene(["Kate"], {"Kate": "Blue", "Dwight": "Blue", "Yvette": "Blue",
                             "Bethany": "Blue"}, mode="solo", song="blue")
    seat = state.seats[0]
    state = state.with_seat(0, replace(seat, chats=(True, True) + seat.chats[2:]))
    state = play(state, "dance Dwight")
    state = landed(with_pool(state, ["pink", "green", "blue", "gray", "gray"]),
                   ["2+heart", "eye", "eye", "2", "1"])
    hand = len(state.seats[0].hand)
    state = play(state, "keep")
    assert status(state)[0] == SUCCESS
    assert len(state.seats[0].hand) == hand + 3  # Dwight's reward


def test_phoenix_walks_to_estelle_in_two_moves() -> None:
    state = scene(["Phoenix"], {"Phoenix": "Bleachers", "Estelle": "Green"}, mode="solo",
                  park="Restrooms")
    assert "dance Estelle" not in legal(state)
    state = play(state, "move Phoenix Yellow", "move Phoenix Green")
    assert state.turn.actions == 0
    state = replace(state, turn=replace(state.turn, actions=1))
    assert "dance Estelle" in legal(state)


def test_ignacio_joins_and_raj_leaves_the_green_floor() -> None:
    where = {"Phoenix": "Green", "Estelle": "Green", "Raj": "Green", "Ignacio": "Yellow"}
    state = scene(["Phoenix"], where, mode="solo", park="Restrooms")
    before = pool_of(play(state, "dance Estelle").roll)
    assert ("black", "Estelle's Crush Raj") in before
    state = play(state, "move Ignacio Green", "move Raj Yellow")
    state = replace(state, turn=replace(state.turn, actions=1))
    after = pool_of(play(state, "dance Estelle").roll)
    assert ("gray", "Friend Ignacio") in after
    assert ("black", "Estelle's Crush Raj") not in after


def test_maxine_cannot_pull_steven_onto_her_floor_but_meets_him_on_blue() -> None:
    state = scene(["Maxine"], {"Maxine": "Green", "Steven": "Refreshments"}, mode="solo",
                  park="Restrooms")
    assert "move Steven Green" not in legal(state)
    assert "Partners" in refusal(state, "move Steven Green")
    state = play(state, "move Steven Blue", "move Maxine Blue")
    state = replace(state, turn=replace(state.turn, actions=1))
    assert "dance Steven" in legal(state)


def test_nate_chats_with_isabel_on_the_bleachers() -> None:
    state = scene(["Nate"], {"Nate": "Yellow", "Isabel": "Bleachers"}, mode="solo",
                  park="Restrooms")
    assert not any(a.startswith("chat") for a in legal(state))
    state = play(state, "move Nate Bleachers", "chat Isabel")
    r = roster()
    renee = r.students[r.by_name["Nate"]].partners[0]
    assert r.name(renee.student) == "Renee" and renee.contacts[0] == (r.by_name["Isabel"], "gray")
    assert state.seats[0].chats[0] is True
    # The token adds a Gray Die to every later dance with Renee.
    state = scene(["Nate"], {"Nate": "Pink", "Renee": "Pink"}, mode="solo", park="Restrooms")
    state = state.with_seat(0, replace(state.seats[0], chats=(True,) + state.seats[0].chats[1:]))
    assert ("gray", "Chat Token on Isabel") in pool_of(play(state, "dance Renee").roll)


def test_felicity_saves_her_dance_with_the_look() -> None:
    state = scene(["Felicity"], {"Felicity": "Blue", "Quentin": "Pink"}, mode="solo",
                  park="Restrooms", hands={0: ["the-look"]})
    state = play(state, "move Felicity Pink", "dance Quentin")
    assert [c for c, _ in pool_of(state.roll)] == ["blue", "gray"]
    state = landed(state, ["eye", "1"])
    assert "play the-look 1" in legal(state)
    state = play(state, "play the-look 1")
    assert str(state.roll.faces[0]) == "2"
    state = play(state, "keep")
    assert status(state)[0] == SUCCESS


def test_felicity_without_the_look_fails() -> None:
    state = scene(["Felicity"], {"Felicity": "Pink", "Quentin": "Pink"}, mode="solo",
                  park="Restrooms")
    state = play(landed(play(state, "dance Quentin"), ["eye", "1"]), "keep")
    assert status(state)[0] == FAILURE


def test_steven_reaches_the_restrooms_with_a_ditched_card_and_takes_nerve() -> None:
    state = scene(["Steven"], {"Steven": "Blue"}, mode="solo", hands={0: ["fancy"]})
    state = state.with_seat(0, replace(state.seats[0], status=(NONE, FAILURE, NONE)))
    assert "move Steven Restrooms" not in legal(state)  # two Moves away
    state = play(state, "move Steven Refreshments", "ditch fancy", "move Steven Restrooms")
    assert state.turn.actions == 1
    state = play(state, "nerve")
    assert status(state) == (NONE, NONE, NONE)
    assert len(state.seats[0].hand) == 1  # one card for the one token


def test_kate_takes_two_moves_to_the_restrooms_then_nerve_next_turn() -> None:
    state = scene(["Kate"], {"Kate": "Blue"}, mode="solo")
    state = state.with_seat(0, replace(state.seats[0], status=(FAILURE, NONE, NONE)))
    state = play(state, "move Kate Refreshments", "move Kate Restrooms")
    assert "nerve" not in legal(state)  # no action left this turn
    state = replace(state, turn=replace(state.turn, actions=2))
    state = play(state, "nerve")
    assert status(state)[0] == NONE
