"""Dance Card! content: counts, referential integrity, the document's facts and its worked
examples reproduced from the data, and loader errors that name file, entry and field.

Each worked-example test says in its docstring which data it relies on, so a change to
the content that would break an example of the rule document fails here first.
"""

from __future__ import annotations

import itertools
import re
import shutil
from collections import Counter
from pathlib import Path

import pytest

from game.dance_card.board import load_board
from game.dance_card.content import (
    BOX,
    CONTENT_DIR,
    Card,
    ICONS,
    LOCATIONS,
    STUDENT_NAMES,
    Content,
    ContentError,
    Effect,
    Face,
    Partner,
    Student,
    load_content,
    read_content,
)

# The rule document, in a `shared/seeds` folder beside the checkout (or a folder above it).
DOCUMENT = next((p / "shared" / "seeds" for p in Path(__file__).resolve().parents
                 if (p / "shared" / "seeds").is_dir()),
                Path("shared") / "seeds") / "001_73f120c87acf16e3.txt"


@pytest.fixture(scope="module")
def content() -> Content:
    return load_content()


# -- a reference reading of the dice pool and of a roll, for the examples -----------------
def pool_for(content: Content, student: Student, partner: Partner, on_floor: set[str],
             chatted: set[str], song: str | None) -> Counter[str]:
    """Steps 1–6 of the dice pool with Feel the Beat! as the only special rule; dice the
    box no longer holds are not gained."""
    wanted = list(student.automatic_dice)                                  # step 1
    for friend in student.friends:                                         # step 2
        if friend.name in on_floor:
            wanted += friend.dice
    if student.rival in on_floor:                                          # step 3
        wanted.append("black")
    wanted += [c.chat_die for c in partner.contacts if c.name in chatted]  # step 4
    if partner.crush in on_floor:                                          # step 5
        wanted.append("black")
    rule = content.music_rules.effects[0]                                  # step 6
    if song == content.student(partner.name).colour:
        wanted += rule.get("dice")
    pool: Counter[str] = Counter()
    for colour in wanted:
        if pool[colour] < BOX[colour]:
            pool[colour] += 1
    return pool


def smooth_move(content: Content, name: str) -> Card:
    return next(c for c in content.smooth_moves if c.name == name)


def face(content: Content, colour: str, text: str) -> Face:
    """The face of that die written `text`; fails if the die has no such face."""
    found = [f for f in content.die(colour).faces if str(f) == text]
    assert found, f"the {colour} die has no face {text!r}: {[str(f) for f in content.die(colour).faces]}"
    return found[0]


def succeeds(faces: list[Face], partner: Partner) -> bool:
    total = sum(f.number for f in faces)
    shown = Counter(icon for f in faces for icon in f.icons)
    need = Counter(partner.difficulty.icons)
    return total >= partner.difficulty.number and all(shown[i] >= n for i, n in need.items())


def chance(content: Content, dice: list[str], partner: Partner) -> float:
    """Exact chance that `dice` meet `partner`'s difficulty."""
    hits = 0
    rolls = list(itertools.product(*(content.die(c).faces for c in dice)))
    for roll in rolls:
        hits += succeeds(list(roll), partner)
    return hits / len(rolls)


# -- counts ----------------------------------------------------------------------------
def test_the_box(content: Content) -> None:
    """The base game's components (the Deluxe Edition's: test_deluxe_content.py)."""
    base = [s for s in content.students if not s.cool_kid]
    assert sorted(s.name for s in base) == sorted(STUDENT_NAMES)
    assert sorted(s.student_id for s in base) == list(range(1, 33))
    assert {d.colour: d.count for d in content.dice} == BOX and sum(BOX.values()) == 14
    assert [d.colour for d in content.dice if d.penalty] == ["black"]
    assert all(len(d.faces) == 6 for d in content.dice)
    assert {i for d in content.dice for f in d.faces for i in f.icons} == set(ICONS)
    assert len(content.song_die.faces) == 6
    smooth = [c for c in content.smooth_moves if not c.deluxe]
    assert len(smooth) == 8 and {c.count for c in smooth} == {4}
    assert sorted(c.name for c in smooth) == sorted([
        "Cut Loose!", "Do-Over!", "Extra!", "Hands Up!", "Slay!", "Sweet Talk!", "The Look!",
        "Fancy!"])
    mix = [c for c in content.mix_it_up if not c.deluxe]
    assert len(mix) == 32 and any(c.showstopper for c in mix)
    assert content.mix_it_up[:32] == tuple(mix)    # the base cards keep their places
    assert content.music_rules.name == "Feel the Beat!" and content.music_rules.spark is not None
    assert content.music_rules_cards[0] == content.music_rules
    assert content.spin_dials[0] == content.spin_dial and not content.spin_dial.deluxe
    assert sorted(m.mode for m in content.game_modes) == ["competitive", "cooperative", "solo"]
    assert sorted(c.name for c in content.challenges if not c.deluxe) == sorted([
        "Comfort Zoned", "Frenemies!", "Hard to Get!", "Tough Luck!", "Try Harder!", "You Wish!"])
    assert sorted(c.name for c in content.chaperones if not c.deluxe) == sorted([
        "Coach Cid", "Mr. Tonberry", "Mrs. Moomba", "Ms. Branford"])
    assert all(c.start in LOCATIONS for c in content.chaperones)
    assert sorted(c.name for c in content.shojo) == sorted([
        "Clementine!", "Grapefruit!", "Lemon!", "Lime!", "Orange!", "Pomelol!", "Tangerine!"])
    assert content.selfie.tokens == 2
    assert sorted(content.selfie.locations) == ["Bleachers", "Refreshments"]


def test_game_modes_follow_the_document(content: Content) -> None:
    assert content.mode("solo").mix_it_up_cards == 25          # Reference, Solo
    assert content.mode("cooperative").mix_it_up_cards == 32   # Reference, Cooperative
    assert content.mode("cooperative").hands_open              # hands open in Cooperative
    assert not content.mode("competitive").hands_open          # hidden in Competitive
    assert content.mode("solo").seats == (1, 1)


def test_spin_dial(content: Content) -> None:
    dial = content.spin_dial
    icons = dial.icons
    assert icons[dial.start_index].icon == "song_die"          # START rolls the Song Die
    assert {i.icon for i in icons} == {"song_die", "spark", "draw", "moves", "mix_it_up"}
    assert any(i.all_players for i in icons)                    # the ALL variants
    assert sum(i.skip_if_3p for i in icons) == 1
    # The reason for the length and the skip: every seat meets every icon.
    for seats in (2, 3, 4):
        length = len(icons) - (1 if seats == 3 else 0)
        for seat in range(seats):
            met = {(seat + seats * k) % length for k in range(length)}
            assert len(met) == length, (seats, seat)


def test_vocabulary_is_all_used(content: Content) -> None:
    used = {s.ability.effect.kind for s in content.students}
    cards = (content.smooth_moves + content.mix_it_up + content.challenges + content.shojo
             + content.music_rules_cards)
    for card in cards:
        used |= {e.kind for e in card.effects} | ({card.spark.kind} if card.spark else set())
    for chaperone in content.chaperones:
        used |= {chaperone.spark.kind} | ({chaperone.rule.kind} if chaperone.rule else set())
    assert used == {k.name for k in content.kinds}
    assert len({s.ability.effect.kind for s in content.students}) == 36  # one ability each


def test_owner_only_on_showstoppers(content: Content) -> None:
    for card in content.mix_it_up:
        for effect in card.effects:
            assert dict(effect.params).get("whose") != "owner", card.name


# -- referential integrity ---------------------------------------------------------------
def test_every_name_is_a_student_and_relationships_are_mutual(content: Content) -> None:
    """Mutual among the 32 (and among the Cool Kids, test_deluxe_content.py)."""
    names = set(STUDENT_NAMES)
    by = {s.name: s for s in content.students}
    for s in content.students:
        if s.cool_kid:
            continue
        assert s.rival in names and by[s.rival].rival == s.name, s.name
        for f in s.friends:
            assert f.name in names and s.name in [g.name for g in by[f.name].friends], s.name
        for p in s.partners:
            assert p.name in names and s.name in [q.name for q in by[p.name].partners], s.name
            assert p.crush in names and all(c.name in names for c in p.contacts)
    for card in content.mix_it_up:
        for effect in card.effects:
            if effect.kind in ("move_students", "sketch_parade"):
                named = effect.get("students") if effect.kind == "move_students" else (
                    effect.get("student"),)
                assert set(named) <= names  # the base students: in play in every game


def test_fifteen_different_names_per_card(content: Content) -> None:
    """Quentin's card in the document names fifteen different students; ours all do,
    except the overlaps the document's Taylor table forces (Renee is Taylor's Friend and
    Partner, Sasha his Partner and Renee's Contact; by mutuality Taylor is Renee's too)."""
    allowed = {"Taylor": {"Renee", "Sasha"}, "Renee": {"Taylor"}}
    for s in content.students:
        named = ([f.name for f in s.friends] + [s.rival] + [p.name for p in s.partners]
                 + [x for p in s.partners for x in [c.name for c in p.contacts] + [p.crush]])
        assert s.name not in named and len(named) == 15
        doubles = {n for n in named if named.count(n) > 1}
        assert doubles == allowed.get(s.name, set()), s.name


def test_a_partners_contacts_and_crush_are_the_partners_own(content: Content) -> None:
    seen: dict[str, tuple[frozenset[str], str]] = {}
    for s in content.students:
        for p in s.partners:
            mine = (frozenset(c.name for c in p.contacts), p.crush)
            assert seen.setdefault(p.name, mine) == mine, (s.name, p.name)
            assert p.crush not in [q.name for q in content.student(p.name).partners]


def test_dice_within_the_box(content: Content) -> None:
    for s in content.students:
        coloured = [d for d in s.automatic_dice if d not in ("gray", "black")]
        assert len(coloured) == len(set(coloured)) and "black" not in s.automatic_dice
        assert len(s.automatic_dice) == (3 if s.name == "Steven" else 2), s.name
        for p in s.partners:
            # Everything steps 1–5 and Feel the Beat! can bring at once, before the box
            # caps it: never more Gray or Black than the box holds.
            every = (list(s.automatic_dice) + [d for f in s.friends for d in f.dice]
                     + [c.chat_die for c in p.contacts] + ["gray"])
            assert every.count("gray") <= BOX["gray"], (s.name, p.name)
            assert "black" not in every
            assert 1 <= p.reward <= 3 and len(p.difficulty.icons) <= 2


def test_colours_and_tiers(content: Content) -> None:
    assert Counter(s.colour for s in content.students if not s.cool_kid) == {
        c: 8 for c in ("blue", "green", "yellow", "pink")}
    assert Counter(s.colour for s in content.students if s.cool_kid) == {
        c: 1 for c in ("blue", "green", "yellow", "pink")}
    for s in content.students:
        assert sorted(p.reward for p in s.partners) == [1, 2, 3], s.name


def test_every_partner_can_be_won(content: Content) -> None:
    """With the automatic dice and both Chat Tokens, every Partner is a real chance but
    never a sure thing — except Kate's Dwight, whom the document makes hard (5 and two
    icons) and who needs Yvette's Pink die."""
    for s in content.students:
        for p in s.partners:
            dice = list(s.automatic_dice) + [c.chat_die for c in p.contacts]
            odds = chance(content, dice, p)
            low = 0.05 if (s.name, p.name) == ("Kate", "Dwight") else 0.15
            assert low <= odds <= 0.9, (s.name, p.name, odds)


# -- the document's facts ---------------------------------------------------------------
def test_kate(content: Content) -> None:
    kate = content.student("Kate")
    assert kate.student_id == 24 and kate.automatic_dice == ("blue", "gray")
    assert "Yvette" in [f.name for f in kate.friends] and kate.rival == "Eliot"
    dwight = kate.partner("Dwight")
    assert dwight.difficulty.number == 5 and len(dwight.difficulty.icons) == 2
    assert dwight.reward == 3 and dwight.crush == "Renee"
    assert [(c.name, c.chat_die) for c in dwight.contacts] == [("Jordan", "green"),
                                                                 ("Phoenix", "gray")]
    assert kate.ability.effect == Effect("chat_with_crush", (("token", "gray"),))


def test_facts_of_other_students(content: Content) -> None:
    st = content.student
    assert st("Nate").student_id == 21
    assert ("Isabel", "gray") in [(c.name, c.chat_die) for c in st("Nate").partner("Renee").contacts]
    assert "Ignacio" in [f.name for f in st("Phoenix").friends]
    assert st("Phoenix").partner("Estelle").crush == "Raj"
    assert st("Maxine").partner("Steven")
    assert st("Felicity").partner("Quentin").difficulty.number == 3
    assert st("Sasha").colour == "pink"
    assert st("Austin").student_id % 2 == 1 and st("Howie").student_id % 2 == 1
    assert len(st("Steven").automatic_dice) == 3
    assert st("Taylor").ability.effect == Effect("crowd_moves", (("moves", 2),))
    assert {p.name for p in st("Bethany").partners} >= {"Austin", "Howie"}
    assert st("Felicity").complex_ability and st("Zoe").complex_ability


def test_quentins_card_as_the_document_shows_it(content: Content) -> None:
    quentin = content.student("Quentin")
    assert quentin.student_id == 18 and quentin.rival == "Jordan"
    assert [f.name for f in quentin.friends] == ["Nate", "Sasha"]
    rows = [(p.name, p.difficulty.number, [c.name for c in p.contacts], p.crush)
            for p in quentin.partners]
    assert rows == [("Isabel", 3, ["Eliot", "Maxine"], "Austin"),
                    ("Felicity", 4, ["Taylor", "Renee"], "Howie"),
                    ("Juniper", 5, ["Bethany", "Kate"], "Phoenix")]
    assert quentin.ability.effect.kind == "song_free_action"
    assert {quentin.ability.effect.get(s) for s in ("notes", "headphones", "guitar")} == {
        "dance", "chat", "nerve"}


def test_taylors_table(content: Content) -> None:
    taylor = content.student("Taylor")
    assert taylor.student_id == 7 and taylor.rival == "Lydia"
    assert {f.name: len(f.dice) for f in taylor.friends} == {"Renee": 2, "Felicity": 2}
    renee, sasha = taylor.partner("Renee"), taylor.partner("Sasha")
    assert "Sasha" in [c.name for c in renee.contacts] and renee.crush == "Maxine"
    assert "Lance" in [c.name for c in sasha.contacts]


def test_reference_section_abilities(content: Content) -> None:
    kind = {s.name: s.ability.effect for s in content.students}
    assert kind["Steven"].kind == "multi_icon_counts_once"
    assert kind["Austin"].kind == "nerve_after_failure"
    assert kind["Howie"] == Effect("draw_then_ditch", (("draw", 2), ("ditch", 1)))
    assert kind["Marty"].kind == "ditch_card_for_icon"
    assert kind["Zack"].kind == "free_nerve"
    assert kind["Benjamin"].kind == "pull_partner_and_dance"
    assert kind["Aria"] == Effect("floor_hop", (("from_blue_green", "Refreshments"),
                                                ("from_yellow_pink", "Bleachers")))
    assert kind["Estelle"].kind == "ditch_for_any_action"
    assert kind["Yvette"].kind == "friends_chat_for_you"
    assert kind["Raj"].kind == "set_song_colour"
    assert kind["Nate"].kind == "crowd_sum_bonus"
    assert kind["Sasha"].kind == "all_colours_bonus"
    assert kind["Juniper"].kind == "copy_die"
    assert kind["Eliot"].kind == "rival_showoff" and kind["Eliot"].get("add") == 3
    assert kind["Bethany"].kind == "halve_partner_id"
    assert kind["Jordan"].kind == "remote_chat"
    assert kind["Maxine"].kind == "carry_along"
    assert kind["Felicity"].kind == "shojo_deck" and kind["Zoe"].kind == "selfie"
    # Aria's walks go to chat spots next to the floors she leaves.
    board = load_board()
    for floor, back in (("Blue", "Refreshments"), ("Green", "Refreshments"),
                        ("Yellow", "Bleachers"), ("Pink", "Bleachers")):
        assert board.are_adjacent(board.index(f"{floor} Dance Floor"), board.index(back))


# -- the worked examples ----------------------------------------------------------------
def test_kate_and_dwight_pool(content: Content) -> None:
    """Relies on: Kate's automatic dice (Blue, Gray), Friend Yvette's Pink die, Rival
    Eliot, Dwight's Contacts Jordan (Green) and Phoenix (Gray), Crush Renee, Feel the
    Beat!'s Gray die, Dwight's colour, the box (one Pink, six Gray, four Black).

    The six steps give three Gray dice (Kate's own, Phoenix's, the music's); the
    example's closing sentence says "two Gray Dice". The steps are the more specific
    text, so we follow them (docs/rules/dance_card_content.md)."""
    kate = content.student("Kate")
    dwight = kate.partner("Dwight")
    pool = pool_for(content, kate, dwight, on_floor={"Yvette", "Eliot", "Renee"},
                    chatted={"Jordan", "Phoenix"}, song=content.student("Dwight").colour)
    assert pool == Counter({"blue": 1, "pink": 1, "green": 1, "gray": 3, "black": 2})


def test_kate_and_dwight_first_roll_fails(content: Content) -> None:
    """Relies on: the Pink and Blue dice each having an icon-only face that together
    show Dwight's two icons, a Gray face of 2, Dwight's difficulty 5."""
    dwight = content.student("Kate").partner("Dwight")
    heart, eye = dwight.difficulty.icons
    roll = [face(content, "pink", heart), face(content, "blue", eye), face(content, "gray", "2")]
    shown = Counter(i for f in roll for i in f.icons)
    assert all(shown[i] for i in dwight.difficulty.icons)      # both icons rolled
    assert sum(f.number for f in roll) == 2 and not succeeds(roll, dwight)


def test_kate_and_dwight_second_roll_succeeds(content: Content) -> None:
    """Relies on: a Pink face showing an icon with a 2, icon-only faces on the Green and
    Blue dice, Gray faces 2 and 1, Dwight's difficulty (5, two icons) and reward 3."""
    dwight = content.student("Kate").partner("Dwight")
    roll = [face(content, "pink", "2+heart"), face(content, "green", "eye"),
            face(content, "blue", "eye"), face(content, "gray", "2"), face(content, "gray", "1")]
    assert sum(f.number for f in roll) == 5 and succeeds(roll, dwight)
    assert dwight.reward == 3


def test_phoenix_and_estelle_moves(content: Content) -> None:
    """Relies on: Estelle being Phoenix's Partner, Ignacio his Friend, Raj the Crush of
    Estelle on his card, and the board's Bleachers–Yellow–Green path."""
    phoenix = content.student("Phoenix")
    estelle = phoenix.partner("Estelle")
    assert "Ignacio" in [f.name for f in phoenix.friends] and estelle.crush == "Raj"
    board = load_board()
    assert board.distance(board.index("Bleachers"), board.index("Green Dance Floor")) == 2
    # Moving Ignacio in and Raj out changes the pool by a Friend's die and a Black die.
    before = pool_for(content, phoenix, estelle, {"Raj"}, set(), None)
    after = pool_for(content, phoenix, estelle, {"Ignacio"}, set(), None)
    assert before["black"] == 1 and after["black"] == 0
    assert sum(after.values()) == sum(before.values())


def test_maxine_and_steven(content: Content) -> None:
    """Relies on: Steven being Maxine's Partner (so a Move cannot put him on her floor)
    and the board's Refreshments–Blue and Green–Blue links."""
    assert content.student("Maxine").partner("Steven")
    board = load_board()
    assert board.are_adjacent(board.index("Refreshments"), board.index("Blue Dance Floor"))
    assert board.are_adjacent(board.index("Green Dance Floor"), board.index("Blue Dance Floor"))


def test_nates_chat(content: Content) -> None:
    """Relies on: Renee being Nate's Partner and Isabel her Contact giving a Gray token."""
    nate = content.student("Nate")
    renee = nate.partner("Renee")
    assert pool_for(content, nate, renee, set(), {"Isabel"}, None)["gray"] == \
        pool_for(content, nate, renee, set(), set(), None)["gray"] + 1


def test_felicity_the_look(content: Content) -> None:
    """Relies on: Felicity's automatic dice (Blue, Gray), an icon-only Blue face, a Gray 1,
    Quentin's difficulty 3 with no icon on her card, and The Look! making a die a 2."""
    felicity = content.student("Felicity")
    quentin = felicity.partner("Quentin")
    assert felicity.automatic_dice == ("blue", "gray")
    blue_icon = next(f for f in content.die("blue").faces if f.number == 0 and len(f.icons) == 1)
    roll = [blue_icon, face(content, "gray", "1")]
    assert not succeeds(roll, quentin)
    look = smooth_move(content, "The Look!")
    assert look.timing == "after_roll" and look.effects[0].kind == "set_die"
    changed = [Face(look.effects[0].get("number")), roll[1]]
    assert succeeds(changed, quentin)


def test_stevens_nerve(content: Content) -> None:
    """Relies on: Fancy! being a Smooth Moves! card (ditched for a Move), Steven's ability
    not touching Nerve, and the board's Blue–Refreshments–Restrooms path."""
    assert smooth_move(content, "Fancy!").count == 4
    assert content.student("Steven").ability.effect.kind == "multi_icon_counts_once"
    board = load_board()
    assert board.distance(board.index("Blue Dance Floor"), board.index("Restrooms")) == 2


# -- texts in our own words ------------------------------------------------------------
def test_player_texts_are_our_own_words(content: Content) -> None:
    if not DOCUMENT.exists():
        pytest.skip("the rule document is not beside this checkout")
    words = re.findall(r"[a-z']+", DOCUMENT.read_text(encoding="utf-8").lower())
    phrases = {" ".join(words[i:i + 8]) for i in range(len(words) - 7)}
    texts = [s.ability.text for s in content.students] + [m.text for m in content.game_modes]
    texts += [c.text + " " + c.spark_text for c in (
        content.smooth_moves + content.mix_it_up + content.challenges + content.shojo
        + content.music_rules_cards)]
    texts += [c.text + " " + c.spark_text for c in content.chaperones] + [content.selfie.text]
    texts += [d.text for d in content.spin_dials] + [a.text for a in content.advice]
    texts += [content.cool_kids.text] if content.cool_kids else []
    for text in texts:
        mine = re.findall(r"[a-z']+", text.lower())
        for i in range(len(mine) - 7):
            assert " ".join(mine[i:i + 8]) not in phrases, text


# -- loader errors ----------------------------------------------------------------------
@pytest.mark.parametrize("file, old, new, entry, field_name", [
    ("students.toml", 'name = "Taylor"\nid = 7\ncolour = "pink"',
     'name = "Taylor"\nid = 7\ncolour = "purple"', "student 7 (Taylor)", "colour"),
    ("students.toml", 'rival = "Eliot"', 'rival = "Eliott"', "student 24 (Kate)", "rival"),
    ("students.toml", 'title = "Smooth Talker"', 'title = "Smooth Talker"\nmood = 3',
     "student 24 (Kate) ability", "mood"),
    ("students.toml", 'kind = "chat_with_crush"\ntoken = "gray"', 'kind = "chat_with_crush"',
     "student 24 (Kate) ability", "token"),
    ("students.toml", 'name = "Dwight"\ndifficulty = 5\nicons = ["heart", "eye"]',
     'name = "Dwight"\ndifficulty = "5"\nicons = ["heart", "eye"]',
     "student 24 (Kate) partner Dwight", "difficulty"),
    ("dice.toml", '"2+eye", "3"]', '"2+eye", "3+wink"]', "die 1 (blue)", "faces"),
    ("dice.toml", 'colour = "gray"\ncount = 6', 'colour = "gray"\ncount = 7', "[[die]]", "count"),
    ("smooth_moves.toml", 'kind = "set_die"', 'kind = "set_dice"', "card 1 (The Look!) effect",
     "kind"),
    ("mix_it_up.toml", '"Zack", "Steven", "Marty"', '"Zack", "Stephen", "Marty"',
     "card 19 (Clean-Up Crew!) effect", "students"),
    ("challenges.toml", 'start = "Bleachers"', 'start = "Gym"', "chaperone 1 (Coach Cid)", "start"),
    ("game_modes.toml", "seats = [1, 1]", "seats = [1, 5]", "mode 1 (solo)", "seats"),
])
def test_errors_name_file_entry_and_field(tmp_path: Path, file: str, old: str, new: str,
                                          entry: str, field_name: str) -> None:
    copy = tmp_path / "content"
    shutil.copytree(CONTENT_DIR, copy)
    text = (copy / file).read_text(encoding="utf-8")
    assert old in text, old
    (copy / file).write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        read_content(copy)
    assert (caught.value.file, caught.value.entry, caught.value.field_name) == (
        file, entry, field_name), str(caught.value)


def test_missing_student_and_broken_toml(tmp_path: Path) -> None:
    copy = tmp_path / "content"
    shutil.copytree(CONTENT_DIR, copy)
    (copy / "spin_dial.toml").write_text("[dial\n", encoding="utf-8")
    with pytest.raises(ContentError, match="spin_dial.toml: the file"):
        read_content(copy)
    shutil.copy(CONTENT_DIR / "spin_dial.toml", copy / "spin_dial.toml")
    text = (copy / "students.toml").read_text(encoding="utf-8")
    (copy / "students.toml").write_text(text.replace('name = "Zoe"', 'name = "Zoey"', 1),
                                        encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        read_content(copy)
    assert caught.value.file == "students.toml" and "Zoe" in str(caught.value)
