"""Dance Card!'s Deluxe Edition and Challenge! cards at the table and on the set-up, and the
new-user items of issues 24 and 25 for this table: the set-up's choices through the plug (each
seat's Dance Card with the first-game advice, the Challenge! cards, each Deluxe module), Solo
and Cooperative words, the Challenge! space and the Music Rules! card (Joe on it), a Spark!'s
flash, lettering by contrast, colour never alone, and the words a new player misread."""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame
import pytest

from game import registry
from game.core.contract import GameConfig
from game.dance_card.roster import roster
from game.dance_card.rules import RULES
from game.dance_card.state import Step
from scenes.app import App
from scenes.flow import start_game
from scenes.setup import SeatSetupScene
from scenes.tables import TABLES
from scenes.tables.dance_card_colour import contrast, ink_on
from scenes.tables.dance_card_looks import PAINT, PartnerLine, SheetLook
from scenes.toolkit.table import TableScene
from tests.scenes.driving import click, settle


def setup_scene(app: App) -> SeatSetupScene:
    scene = SeatSetupScene(app, registry.entry("dance_card"))
    app.stack.push(scene)
    return scene


def test_each_seat_chooses_its_dance_card_with_the_first_game_advice_beside_it(app: App) -> None:
    scene = setup_scene(app)
    names = [words for words, _ in scene.pick_choices]
    assert names[0] == "Random" and len(names) == 1 + 32 and "Felicity" in names and "Roxi" not in names
    assert "Felicity" in scene.pick_waiting and "Zoe" in scene.pick_waiting   # drawn on the line over the seats
    scene.picked[0] = names.index("Kate")
    scene.begin()
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert roster().name(table.match.state.seats[0].student) == "Kate"


def test_the_table_choices_become_the_games_options(app: App) -> None:
    scene = setup_scene(app)
    choice = scene.choice
    assert choice is not None and TABLES["dance_card"].seat_choice is not None
    scene.open_builder()
    options = app.stack.top
    table = getattr(options, "table")
    assert not any(table.modules.values())                      # off by default
    table.modules["deluxe_smooth_moves"] = True                 # one module by itself
    table.challenges = 2
    assert choice.options(["random", "random"]) == {"deluxe_smooth_moves": True, "challenges": 2}
    table.set_deluxe(True)                                      # all at once
    table.challenges = 4
    table.named = ["Not Cool!", "Mr. Chris"]
    found = choice.options(["random", "Zoe"])
    assert found["cool_kids"] and found["deluxe_mix_it_up"] and found["challenge_cards"] == ("Not Cool!", "Mr. Chris")
    assert found["students"] == ("random", "Zoe") and found["music_rules"] == "random"
    app.stack.pop()
    scene.resume()
    assert len(scene.pick_choices) == 1 + 36                     # the Cool Kids' Dance Cards come with them
    scene.begin()
    table_scene = app.stack.top
    assert isinstance(table_scene, TableScene)
    obs = table_scene.model.observation
    assert [c.name for c in obs.challenge_cards] == ["Not Cool!", "Mr. Chris"] and obs.edition.smooth_moves


def test_solo_is_reached_from_the_mode_without_lowering_the_seats_first(app: App) -> None:
    scene = setup_scene(app)
    assert scene.count == 2
    rect = scene.mode_rect()
    for _ in range(2):
        click(app, (rect.right - 10, rect.centery))
    assert scene.modes[scene.mode][1] == "Solo" and scene.count == 1


def _drawn_words(app: App, scene: SeatSetupScene, monkeypatch: Any) -> list[str]:
    words: list[str] = []
    import scenes.setup as setup_module
    real = setup_module.blit_text
    monkeypatch.setattr(setup_module, "blit_text", lambda s, f, text, *a, **k: (words.append(text), real(s, f, text, *a, **k))[1])
    scene.draw(app.screen)
    return words


def test_the_cooperative_set_up_does_not_say_you_against_the_ai(app: App, monkeypatch: Any) -> None:
    scene = setup_scene(app)
    scene.change_mode(1)
    assert scene.modes[scene.mode][1] == "Cooperative"
    words = _drawn_words(app, scene, monkeypatch)
    assert not any("against 1 AI" in w for w in words) and any("together" in w for w in words)


def deluxe_table(app: App, seats: int = 4, **options: Any) -> TableScene:
    names = ("Ana", "Bo", "Cy", "Di")[:seats]
    table = start_game(app, "dance_card", names, ("human",) * seats, seed=5, autosave=False,
                       mode="competitive" if seats > 1 else "solo", edition="deluxe", challenges=3, **options)
    settle(app)
    return table


def test_the_challenge_space_shows_each_card_in_play_readably(app: App) -> None:
    table = deluxe_table(app)
    obs = table.model.observation
    assert len(obs.challenge_cards) == 3
    for n, card in enumerate(obs.challenge_cards):
        sprite = table.board.sprites[f"challenge:{n}:{card.name}"]
        assert card.text in sprite.spot.detail and sprite.spot.size[1] >= 60   # the zoom reads it whole
    assert "music:card" in table.board.sprites and "loc:Stage" in table.board.zones
    for index, _ in obs.chaperones:                                         # Chaperone standees on the board
        assert f"chaperone:{index}" in table.board.sprites


def test_joe_stands_on_the_music_rules_card_when_he_goes_up(app: App) -> None:
    table = deluxe_table(app)
    r = roster()
    joe = r.by_name["Joe"]
    state = table.match.state
    positions = list(state.positions)
    positions[joe] = r.stage
    table.match.state = dataclasses.replace(state, positions=tuple(positions))
    table.refresh()
    table.skip_animations()
    sprite = table.board.sprites["st:Joe"]
    assert sprite.spot.zone == "loc:Stage"
    assert table.board.zones["loc:Stage"].area.collidepoint(sprite.pos)


def test_a_spark_shown_flashes_the_cards_whose_spark_fires(app: App) -> None:
    table = deluxe_table(app)
    r = roster()
    icons = r.dial(table.match.state.edition).icons
    spark = next(i for i, icon in enumerate(icons) if icon.icon == "spark")
    table.match.state = dataclasses.replace(table.match.state, dial=spark)
    table.refresh()
    keys = {m.key for m in table.board.layout.marks}
    assert any(k.endswith(":music") for k in keys)
    chaperones = [n for n, c in enumerate(table.model.observation.challenge_cards) if c.spark_text]
    assert all(any(k.endswith(f"challenge:{n}") for k in keys) for n in chaperones)


def test_lettering_on_every_colour_reads_at_a_contrast_of_4_5() -> None:
    for colour, fill in PAINT.items():
        assert contrast(ink_on(fill), fill) >= 4.5, colour


def test_a_crush_reads_as_a_crush_and_every_chat_die_says_its_colour(app: App, monkeypatch: Any) -> None:
    said: list[str] = []
    real = app.fonts.text
    monkeypatch.setattr(app.fonts, "text", lambda words, *a, **k: (said.append(words), real(words, *a, **k))[1])
    line = PartnerLine("Austin", "blue", 3, ("heart",), 2, 0, (("Benjamin", "gray", False), ("Jordan", "pink", True)),
                       "Yvette", False)
    SheetLook("Ana", "Estelle", "pink", "Anything Goes: …", (line, line, line)).paint(app.fonts, (404, 164))
    assert not any("♡" in w for w in said) and any(w.startswith("Crush Yvette") for w in said)
    assert "GRY" in said and "BLK" in said and any(w.endswith("PNK") for w in said)   # pink and gray never collapse
    assert any(w.endswith("· blue") for w in said)                          # a Partner's column names its colour
    said.clear()
    SheetLook("Bo", "Estelle", "pink", "Anything Goes: …", (line, line, line), compact=True).paint(app.fonts, (300, 28))
    assert any(w.startswith("Estelle (pink)") for w in said)                 # the other dancers' dots have a word


def test_an_empty_hand_does_not_say_yet_and_the_dice_list_numbers_each_die(app: App) -> None:
    table = start_game(app, "dance_card", ("Ana",), ("human",), seed=8, autosave=False)
    settle(app)
    state = table.match.state
    table.match.state = dataclasses.replace(state, seats=(dataclasses.replace(state.seats[0], hand=()),))
    table.refresh()
    texts = [label.text for label in table.board.layout.labels]
    assert "No Smooth Moves! in hand" in texts and not any("yet" in t for t in texts)


def test_the_dice_list_names_each_die_by_its_number_not_as_a_quantity(app: App) -> None:
    rules = registry.rules("dance_card")
    config = GameConfig.make(2, mode="competitive")
    import random
    for seed in range(40):
        rng = random.Random(seed)
        state = rules.new_game(config, seed)
        while rules.outcome(state) is None and (state.roll is None or len(state.roll.pool) < 2):
            legal = rules.legal_actions(state)
            state, _ = rules.apply(state, legal[rng.randrange(len(legal))])
        if state.roll is not None and len(state.roll.pool) >= 2:
            break
    assert state.roll is not None
    from scenes.tables.dance_card import DanceCardTable
    view = DanceCardTable(RULES)
    obs = RULES.observe(state, 0)
    layout = view.layout(obs, 0, ("Ana", "Bo"), (1280, 720))
    lines = [label.text for label in layout.labels if label.text.startswith("#")]
    assert len(lines) == len(state.roll.pool) and lines[1].startswith("#2 ")


def test_a_free_move_is_open_after_both_actions_as_the_rules_page_says() -> None:
    page = (registry.__file__.rsplit("/game/", 1)[0] + "/docs/rules/dance_card.md")
    with open(page, encoding="utf-8") as text:
        words = " ".join(text.read().split())
    assert "after both are spent" in words and "used before your two actions" not in words
    state = RULES.new_game(GameConfig.make(1), 8)
    assert state.agenda[0].step is Step.MAIN
    spent = dataclasses.replace(state, turn=dataclasses.replace(state.turn, actions=0, free=(1, 0, 0, 0, 0)))
    assert any(a.verb == "move" for a in RULES.legal_actions(spent))


@pytest.mark.parametrize("seats", [4])
def test_a_deluxe_table_draws_without_cutting_a_word(app: App, seats: int) -> None:
    deluxe_table(app, seats)
    app.fonts.clipped.clear()
    app.draw(app.screen)
    assert not app.fonts.clipped


def test_five_dice_and_more_lie_below_the_dances_line_not_over_it(app: App) -> None:
    """With five dice the row ran into the line naming the dance (issue 25): every die of a pool
    of one to twelve lies wholly below that line and inside the dance panel."""
    from scenes.tables import dance_card_board as geo
    left, top, width, height = geo.DANCE_PANEL
    line = app.fonts.text("Ana dances with Dwight · needs 4 + ♥", 13, (0, 0, 0), True)
    below = top + geo.NEED_LINE + line.get_height()
    for count in range(1, 13):
        for index in range(count):
            x, y = geo.die_centre(index, count)
            die = pygame.Rect(0, 0, *geo.DIE)
            die.center = (x, y)
            assert die.top >= below and pygame.Rect(geo.DANCE_PANEL).contains(die), (count, index)


def test_a_sketch_card_revealed_says_what_it_is_and_reads_whole(app: App) -> None:
    table = deluxe_table(app)
    r = roster()
    sketch = next(i for i, card in enumerate(r.mix) if card.sketch)
    table.match.state = dataclasses.replace(table.match.state, mix_ditch=(sketch,))
    table.refresh()
    spot = table.board.sprites[f"mix:1"].spot
    assert "Sketch" in spot.detail and r.mix[sketch].text in spot.detail


def test_the_table_choices_are_made_by_mouse_and_keys_on_their_screen(app: App) -> None:
    from scenes.tables.dance_card_options import DanceCardOptionsScene
    from tests.scenes.driving import key
    scene = setup_scene(app)
    click(app, scene.builder_rect().center)
    options = app.stack.top
    assert isinstance(options, DanceCardOptionsScene)
    click(app, options.rect(("deluxe", 0)).center)               # the Deluxe Edition at once
    assert options.table.deluxe
    click(app, options.rect(("module", 2)).center)               # then one module off again
    assert not options.table.deluxe and not options.table.modules["deluxe_smooth_moves"]
    rect = options.rect(("challenges", 0))
    for _ in range(3):
        click(app, (rect.right - 8, rect.centery))
    assert options.table.challenges == 3
    options.focus = options.fields().index(("challenges", 0))
    key(app, pygame.K_RIGHT)                                    # chosen by name: the cards are listed
    assert ("card", 0) in options.fields()
    click(app, options.rect(("card", 0)).center)
    assert len(options.table.named) == 1
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene
    assert "Challenge! cards: " in scene.choice.summary()        # the seat screen says what is set
