"""Every card face of the five games has a picture (scenes/art): each card of each game's content
gets one without error, the same every time and in every process, drawn once per size, told
apart from the other cards of its kind without colour, and drawing it changes nothing. The
tables' card faces carry their picture, and a picture never costs a face its text."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

import pygame
import pytest

from game.beat_by_beat.content import catalogue as bbb_catalogue
from game.dance_card.content import load_content
from game.dancing_queen.cards import cards as dq_cards
from game.ddo.content import catalogue as ddo_catalogue
from game.ddr.content import catalogue as ddr_catalogue
from game.how_to_play import CARD_KINDS
from scenes.art import gallery, picture
from scenes.art.gallery import card_picture, every_card
from scenes.tables import beat_by_beat_look, dance_card_looks, dancing_queen, ddo_look, ddr_look
from scenes.toolkit.cards import CARD_SIZE, ZOOM_SIZE, CardFace, CardPainter, CardSection
from scenes.ui import Fonts

ROOT = Path(__file__).resolve().parents[2]
SIZE = (108, 72)   # an ordinary card's art box


@pytest.fixture(autouse=True)
def display() -> None:
    pygame.display.init()
    pygame.font.init()
    if pygame.display.get_surface() is None:   # text is converted to the screen's format
        pygame.display.set_mode((64, 64))


def _digest(surface: pygame.Surface) -> str:
    return hashlib.sha1(pygame.image.tobytes(surface, "RGBA")).hexdigest()


def test_every_card_of_every_game_has_a_picture() -> None:
    """Every id of every kind the player pages know (game/<id>/pictures.py), and the gallery lists
    them all; each picture has the size asked and is a drawing (outlines and colours), not a blank."""
    listed = set(every_card())
    count = 0
    for game_id, kinds in CARD_KINDS.items():
        for kind in kinds:
            for card_id in kind.cards():
                assert (game_id, kind.name, card_id) in listed, (game_id, kind.name, card_id)
                image = card_picture(game_id, kind.name, card_id, SIZE)
                assert image.get_size() == SIZE
                colours = {tuple(image.get_at((x, y)))[:3] for x in range(0, SIZE[0], 6) for y in range(0, SIZE[1], 6)}
                assert len(colours) > 12, f"{game_id} {kind.name} {card_id}: almost blank"
                grey = pygame.transform.grayscale(image)
                dark = pygame.mask.from_threshold(grey, (0, 0, 0, 255), (100, 100, 100, 255)).count()
                assert dark > 20, f"{game_id} {kind.name} {card_id}: no outlines"
                count += 1
    assert count > 700   # ~770 cards across the five games


def test_an_unknown_card_is_a_key_error_naming_it() -> None:
    for game_id, kind, card_id in (("ddo", "loot", "no-such-card"), ("ddr", "shoe", "U/perfect"),
                                   ("chess", "piece", "king"), ("dancing_queen", "half", "bands_four:cat")):
        with pytest.raises(KeyError):
            card_picture(game_id, kind, card_id, SIZE)


def test_the_cards_of_a_kind_look_apart_without_colour() -> None:
    """Colour never alone: in grey, no two cards of one kind have the same picture."""
    seen: dict[tuple[str, str, str], list[str]] = defaultdict(list)
    for game_id, kind, card_id in every_card():
        grey = pygame.transform.grayscale(card_picture(game_id, kind, card_id, SIZE))
        seen[(game_id, kind, _digest(grey))].append(card_id)
    twins = [ids for ids in seen.values() if len(ids) > 1]
    assert not twins, f"cards whose pictures are the same in grey: {twins}"


def test_pictures_are_drawn_once_per_size_and_the_same_each_time() -> None:
    picture.forget()
    first = card_picture("ddo", "loot", "fighter", SIZE)
    assert card_picture("ddo", "loot", "fighter", SIZE) is first   # kept, not drawn again
    assert picture.drawn() == 1
    card_picture("ddo", "loot", "fighter", (280, 170))
    assert picture.drawn() == 2
    digest = _digest(first)
    picture.forget()
    again = card_picture("ddo", "loot", "fighter", SIZE)
    assert again is not first and _digest(again) == digest


SAMPLE = (("ddr", "step", "L/great"), ("dance_card", "student", "Kate"), ("ddo", "monster", "kobold"),
          ("beat_by_beat", "move", "lat04"), ("dancing_queen", "half", "majority:boy"))
SCRIPT = """
import hashlib, os, sys
os.environ["SDL_VIDEODRIVER"] = "dummy"
import pygame
pygame.display.init()
from scenes.art.gallery import card_picture
for game_id, kind, card_id in {sample!r}:
    image = card_picture(game_id, kind, card_id, (108, 72))
    print(hashlib.sha1(pygame.image.tobytes(image, "RGBA")).hexdigest())
"""


def test_pictures_are_the_same_in_every_process() -> None:
    """Chance in a picture comes from the card's id (a checksum), never from Python's hashing,
    which differs from process to process."""
    outputs = []
    for hash_seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed, PYGAME_HIDE_SUPPORT_PROMPT="1")
        done = subprocess.run([sys.executable, "-c", SCRIPT.format(sample=SAMPLE)], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=120, check=True)
        outputs.append(done.stdout.split())
    here = [_digest(card_picture(g, k, c, SIZE)) for g, k, c in SAMPLE]
    assert outputs[0] == outputs[1] == here


def _content_words() -> str:
    """Everything the content holds, as words (a picture that wrote into a card would show here)."""
    return repr((ddr_catalogue(), load_content(), ddo_catalogue(), bbb_catalogue(), dq_cards()))


def test_drawing_a_picture_changes_nothing() -> None:
    before = _content_words()
    looks = [gallery.picture(g, k, c) for g, k, c in every_card()]
    held = [(p.game, p.kind, p.card) for p in looks]
    picture.forget()
    for look in looks:
        look.image(SIZE)
    assert _content_words() == before
    assert [(p.game, p.kind, p.card) for p in looks] == held


def _table_faces() -> list[CardFace]:
    """Every card face the five tables build, through their own look functions."""
    faces = [ddr_look.hand_face(name) for name in ddr_catalogue().cards]
    faces += [ddr_look.tile_face(name) for name in ddr_catalogue().cards]
    content = load_content()
    faces += [dance_card_looks.smooth_face(c.name, c.text, c.timing, "", {}, False) for c in content.smooth_moves]
    faces += [dance_card_looks.smooth_face(c.name, c.text, c.timing, "", {}, True) for c in content.shojo]
    faces += [dance_card_looks.mix_face(c.name, c.text, c.showstopper) for c in content.mix_it_up]
    cat = ddo_catalogue()
    faces += [ddo_look.loot_face(c) for c in cat.loot] + [ddo_look.monster_face(m) for m in cat.monsters]
    faces += [ddo_look.quest_face(q) for q in cat.quests]
    faces += [look.face for look in (ddo_look.loot_tile(c) for c in cat.loot) if look.face is not None]
    bbb = bbb_catalogue()
    faces += [beat_by_beat_look.move_face(m) for m in bbb.moves] + [beat_by_beat_look.rhythm_face(r) for r in bbb.rhythm]
    faces += [beat_by_beat_look.judge_face(j) for j in bbb.judges]
    faces += [dancing_queen.card_face(index) for index in range(len(dq_cards()))]
    return faces


def test_every_table_card_face_carries_its_picture() -> None:
    for face in _table_faces():
        for section in face.sections:
            assert section.art is not None, f"{face.title}: no picture"
            assert section.art.image((100, 60)).get_size() == (100, 60)


def _without_pictures(face: CardFace) -> CardFace:
    return CardFace(tuple(CardSection(s.title, s.text, s.short, s.icon, s.figure, s.tint) for s in face.sections),
                    face.caption)


@pytest.mark.slow   # about a thousand faces at three sizes, with and without their pictures
def test_a_picture_never_costs_a_face_its_text() -> None:
    """The picture takes only the room the text leaves: no face loses a letter or a line to it
    (a face already too full without a picture is no worse with one)."""
    faces = _table_faces()
    plain_fonts, art_fonts = Fonts(), Fonts()
    plain, with_art = CardPainter(plain_fonts), CardPainter(art_fonts)
    for face in faces:
        for size in (CARD_SIZE, ZOOM_SIZE, (200, 280)):
            plain.image(_without_pictures(face), size)
            with_art.image(face, size)
    assert art_fonts.clipped <= plain_fonts.clipped, sorted(art_fonts.clipped - plain_fonts.clipped)


def test_a_face_whose_picture_is_missing_still_draws() -> None:
    """A card the pictures do not know (content added later) shows its old emblem, not a crash."""
    section = CardSection("A New Card", "Text.", art=gallery.GAMES["ddo"][0]("loot", "not-yet-drawn"))
    image = CardPainter(Fonts()).image(CardFace((section,)), CARD_SIZE)
    assert image.get_size() == CARD_SIZE
