"""DDO's decks through the screens, with posted events: a deck built in the deck builder, saved
in the per-user data folder, picked for a seat on the set-up and dealt in the game (its cards
written out in the record's config); a refused card with the engine's reason; a failed save
that loses nothing; a deck file that cannot be read, refused with one line."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game import registry
from game.ddo.content import catalogue
from game.ddo.deck_api import DECK_SIZE, copy_limit, refusal
from scenes.app import App
from scenes.tables.ddo_deck_builder import DeckBuilderScene
from scenes.tables.ddo_deck_files import decks_dir, load_decks
from scenes.setup import SeatSetupScene
from scenes.toolkit.table import TableScene
from tests.scenes.driving import click, frames, key


def _type(app: App, words: str) -> None:
    frames(app, 1, [pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in words])


def _setup(app: App) -> SeatSetupScene:
    setup = SeatSetupScene(app, registry.entry("ddo"))
    app.stack.push(setup)
    frames(app, 2)
    return setup


def _row_of(builder: DeckBuilderScene, key_: str) -> pygame.Rect:
    """Show the card's kind and scroll to it; its row on the screen."""
    kind = catalogue().card(key_).kind
    from game.ddo.deck_api import KIND_ORDER
    builder.set_kind(KIND_ORDER.index(kind))
    index = [c.key for c in builder.shown()].index(key_)
    builder.row = index
    builder.keep_row_shown()
    rect = builder.row_rect(index)
    assert rect is not None
    return rect


def test_a_deck_built_saved_picked_on_setup_and_used_in_a_game(app: App, home: Path) -> None:
    setup = _setup(app)
    click(app, setup.builder_rect().center)
    builder = app.stack.top
    assert isinstance(builder, DeckBuilderScene)
    click(app, builder.name_rect().center)           # name it by typing
    _type(app, "Night Watch")
    assert builder.name == "Night Watch"
    click(app, builder.copy_button.rect.center)      # start from the first prebuilt deck: 60 cards
    assert len(builder.cards) == DECK_SIZE
    taken = next(k for k in builder.cards if refusal([], k) is None and catalogue().card(k).kind.value == "item")
    click(app, builder.minus_rect(_row_of(builder, taken)).center)      # take one out with −
    assert len(builder.cards) == DECK_SIZE - 1
    full = next(k for k in sorted(set(builder.cards)) if builder.cards.count(k) == copy_limit(k))
    click(app, builder.plus_rect(_row_of(builder, full)).center)        # a fourth copy: refused
    words, bad = builder.message
    assert bad and refusal(builder.cards, full) in words                # the engine's reason, word for word
    assert len(builder.cards) == DECK_SIZE - 1
    added = next(c.key for c in catalogue().loot if c.kind.value == "item" and c.key not in builder.cards)
    click(app, builder.plus_rect(_row_of(builder, added)).center)       # + puts a new card in
    assert builder.cards.count(added) == 1 and len(builder.cards) == DECK_SIZE
    click(app, builder.hero_rect().move(-8, 0).midright)                            # another Hero to start with
    hero = builder.hero
    click(app, builder.save_button.rect.center)
    saved = decks_dir() / "night_watch.json"
    assert saved.exists() and "Saved" in builder.message[0] and not builder.message[1]
    assert not list(decks_dir().glob("*.tmp"))                          # written whole, no temp file left
    data = json.loads(saved.read_text())
    assert data["name"] == "Night Watch" and data["hero"] == hero and len(data["cards"]) == DECK_SIZE
    key(app, pygame.K_ESCAPE)                                           # back to the set-up, which reads it
    assert app.stack.top is setup
    labels = [words for words, _ in setup.pick_choices]
    assert "Night Watch (yours)" in labels
    for _ in range(len(labels)):                                        # click seat 1's deck until it is ours
        if setup.pick_choices[setup.picked[0]][0] == "Night Watch (yours)":
            break
        click(app, setup.pick_rect(0).move(-8, 0).midright)
    assert setup.pick_choices[setup.picked[0]][0] == "Night Watch (yours)"
    click(app, setup.start.rect.center)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.rules.game_id == "ddo"
    state = table.match.state
    assert state.seats[0].deck_key == "custom:Night Watch"
    cat = catalogue()
    seat = state.seats[0]
    dealt = sorted(cat.loot[c].key for c in seat.deck + seat.hand)
    assert dealt == sorted(data["cards"])
    assert cat.loot[seat.stacks[0].cards[0]].key == hero
    record = table.match.record().to_json()                             # the record carries the cards, not a path
    assert record["config"]["options"]["decks"][0] == "own"
    entry = record["config"]["options"]["deck1"]
    assert entry[0] == "Night Watch" and entry[1] == hero and sorted(entry[2:]) == sorted(data["cards"])
    saved.unlink()                                                       # and replays without the file
    from game.core.records import Record, replay
    again = replay(registry.rules("ddo"), Record.from_json(json.loads(json.dumps(record))))
    assert again.state == state


def test_a_corrupt_deck_file_is_refused_with_one_line_and_nothing_else_is_lost(app: App, home: Path) -> None:
    folder = decks_dir()
    folder.mkdir(parents=True)
    base = catalogue().decks["warrior"]
    good = {"format": "floorshow-ddo-deck", "version": 1, "name": "Good One", "hero": base.hero,
            "cards": list(base.cards)}
    (folder / "good_one.json").write_text(json.dumps(good))
    (folder / "broken.json").write_text('{"format": "floorshow-ddo-deck", "name": ')
    before = (folder / "broken.json").read_bytes()
    setup = _setup(app)
    assert len(setup.pick_notes) == 1
    assert setup.pick_notes[0].startswith("broken.json ") and "\n" not in setup.pick_notes[0]
    assert "Good One (yours)" in [words for words, _ in setup.pick_choices]
    click(app, setup.builder_rect().center)
    builder = app.stack.top
    assert isinstance(builder, DeckBuilderScene)
    assert builder.message[1] and "broken.json" in builder.message[0]
    assert "Good One" in [name for name, _, _ in builder.sources]
    assert (folder / "broken.json").read_bytes() == before              # the file is left as it was
    decks, refused = load_decks()
    assert [d.name for d in decks] == ["Good One"] and len(refused) == 1


def test_a_failed_save_says_so_and_loses_nothing(app: App, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    builder = DeckBuilderScene(app)
    app.stack.push(builder)
    click(app, builder.copy_button.rect.center)
    click(app, builder.save_button.rect.center)
    path = decks_dir() / "the_vanguard_mine.json"
    old = path.read_bytes()
    click(app, builder.minus_rect(_row_of(builder, builder.cards[0])).center)
    cards = list(builder.cards)

    def refuse(*_: object) -> None:
        raise PermissionError(13, "Permission denied", str(path))
    monkeypatch.setattr("scenes.tables.ddo_deck_files.write_text_atomically", refuse)
    click(app, builder.save_button.rect.center)
    words, bad = builder.message
    assert bad and words.startswith("✖ Could not save") and "still here" in words
    assert builder.cards == cards and path.read_bytes() == old


def test_the_builder_answers_the_keyboard(app: App, home: Path) -> None:
    builder = DeckBuilderScene(app)
    app.stack.push(builder)
    assert builder.focus == "list"
    key(app, pygame.K_RETURN)                    # Enter adds the chosen card (the first Hero)
    assert builder.cards == [builder.shown()[0].key]
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    key(app, pygame.K_DELETE)
    assert builder.cards == [builder.shown()[0].key]
    key(app, pygame.K_RIGHT)                      # the next kind: Level Ups
    assert builder.shown()[0].kind.value == "level_up"
    for _ in range(6):
        key(app, pygame.K_RETURN)
    assert builder.message[1] and "at most 5 copies" in builder.message[0]
    key(app, pygame.K_TAB)                        # Tab goes on to "Start from", then Save
    assert builder.focus == "copy"
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert (decks_dir() / "my_deck.json").exists()


def _builder_with(app: App, name: str, source: int) -> DeckBuilderScene:
    """A fresh deck builder (as opened from the set-up) with a typed name and a prebuilt deck copied."""
    builder = DeckBuilderScene(app)
    app.stack.push(builder)
    frames(app, 1)
    click(app, builder.name_rect().center)
    _type(app, name)
    for _ in range(source):                                      # ▶ on the copy button: the next deck
        click(app, (builder.copy_button.rect.right - 10, builder.copy_button.rect.centery))
    click(app, builder.copy_button.rect.center)
    return builder


def test_saving_never_overwrites_another_deck_silently(app: App, home: Path) -> None:
    first = _builder_with(app, "Night Watch", 0)
    click(app, first.save_button.rect.center)
    assert not first.message[1]
    original = {p.name: p.read_bytes() for p in decks_dir().glob("*.json")}
    assert len(original) == 1
    key(app, pygame.K_ESCAPE)
    second = _builder_with(app, "night-watch!", 1)             # another deck whose name differs in punctuation
    assert sorted(second.cards) != sorted(first.cards)
    click(app, second.save_button.rect.center)
    assert not second.message[1]
    for name, data in original.items():                        # the first deck's file is as it was
        assert (decks_dir() / name).read_bytes() == data
    decks, _ = load_decks()
    assert sorted(d.name for d in decks) == ["Night Watch", "night-watch!"]
    click(app, second.minus_rect(_row_of(second, second.cards[0])).center)
    click(app, second.save_button.rect.center)                 # editing and saving the same deck replaces it
    decks, _ = load_decks()
    assert sorted(d.name for d in decks) == ["Night Watch", "night-watch!"]
    assert len(next(d for d in decks if d.name == "night-watch!").cards) == DECK_SIZE - 1
    key(app, pygame.K_ESCAPE)
    third = _builder_with(app, "NIGHT WATCH", 2)                # the same name again (but for case): asked first
    click(app, third.save_button.rect.center)
    words, bad = third.message
    assert bad and "A deck named “Night Watch” already exists" in words and "rename it" in words
    for name, data in original.items():
        assert (decks_dir() / name).read_bytes() == data
    click(app, third.save_button.rect.center)                  # Save again: the player confirms, it replaces
    assert not third.message[1] and "replaced" in third.message[0]
    decks, _ = load_decks()
    assert sorted(d.name for d in decks) == ["NIGHT WATCH", "night-watch!"]
    assert sorted(next(d for d in decks if d.name == "NIGHT WATCH").cards) == sorted(third.cards)


def test_an_unfinished_deck_is_named_on_the_setup_with_the_engines_reason(app: App, home: Path) -> None:
    setup = _setup(app)
    assert setup.pick_waiting == ""
    click(app, setup.builder_rect().center)
    builder = app.stack.top
    assert isinstance(builder, DeckBuilderScene)
    click(app, builder.name_rect().center)
    _type(app, "Half Done")
    click(app, builder.copy_button.rect.center)
    click(app, builder.minus_rect(_row_of(builder, builder.cards[0])).center)     # 59 cards: unfinished
    click(app, builder.save_button.rect.center)
    assert "unfinished" in builder.message[0]
    reason = builder.problems()[0]
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is setup
    assert not any("Half Done" in words for words, _ in setup.pick_choices)      # not offered to a seat…
    assert "“Half Done” is unfinished" in setup.pick_waiting and reason in setup.pick_waiting   # …and it says why
    assert "Build a deck" in setup.pick_waiting and "\n" not in setup.pick_waiting
    frames(app, 2)                                                                 # drawn without a clipped line
