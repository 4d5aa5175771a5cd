"""Dance Card! (`shared/seeds/001_73f120c87acf16e3.txt`): checks across the content files.

Once every file has been read (content_reader.py), the box's facts are checked across
them: the students' dice and Dance Cards, the number of dice of each colour, the decks'
counts, the Game Mode cards and the Showstoppers. A mistake raises ContentError naming
the file, the entry and the field.
"""

from __future__ import annotations

from game.core.content import ContentError
from game.dance_card.content_schema import (
    BOX, COUNTS, MODES, STUDENT_NAMES, Content, Student,
)


def _check_dice(pool: tuple[str, ...], file: str, entry: str, field_name: str,
                allow_black: bool = False) -> None:
    """A set of dice one source adds: never Black (that is a penalty), never more of a
    colour than the box holds."""
    for colour in set(pool):
        if colour == "black" and not allow_black:
            raise ContentError(file, entry, field_name, "Black dice are penalties, never a gift")
        if pool.count(colour) > BOX[colour]:
            raise ContentError(file, entry, field_name, f"the box holds only {BOX[colour]} "
                               f"{colour} {'die' if BOX[colour] == 1 else 'dice'}")


def _check_student(s: Student) -> None:
    file, entry = "students.toml", f"student {s.name}"
    if not 2 <= len(s.automatic_dice) <= 3:
        raise ContentError(file, entry, "dice", "a student rolls two or three automatic dice")
    _check_dice(s.automatic_dice, file, entry, "dice")
    if len(s.friends) != 2:
        raise ContentError(file, entry, "friends", "a Dance Card shows two Friends")
    named = [f.name for f in s.friends] + [s.rival]
    if s.name in named or len(set(named)) != 3:
        raise ContentError(file, entry, "rival", "Friends and Rival are two other students and "
                           "a third, all different")
    for friend in s.friends:
        if not 1 <= len(friend.dice) <= 2:
            raise ContentError(file, entry, f"friend {friend.name}", "a Friend adds one or two dice")
        _check_dice(friend.dice, file, entry, f"friend {friend.name}")
    names = [p.name for p in s.partners]
    if s.name in names or len(set(names)) != 3:
        raise ContentError(file, entry, "partner", "three different Partners, none the student")
    for p in s.partners:
        people = [c.name for c in p.contacts] + [p.crush]
        if len(set(people)) != 3 or s.name in people or p.name in people:
            raise ContentError(file, f"{entry} partner {p.name}", "contacts",
                               "two Contacts and a Crush: three other students")
        for c in p.contacts:
            _check_dice((c.chat_die,), file, f"{entry} partner {p.name}", f"contact {c.name}")
        if len(p.difficulty.icons) > 2:
            raise ContentError(file, f"{entry} partner {p.name}", "icons", "at most two icons")


def check_box(content: Content) -> None:
    """What the box fixes across the files: 32 students, the dice, the decks' counts."""
    students = content.students
    if sorted(s.name for s in students) != sorted(STUDENT_NAMES):
        missing = sorted(set(STUDENT_NAMES) - {s.name for s in students}) or ["(extra names)"]
        raise ContentError("students.toml", "[[student]]", "name", "the box holds the 32 "
                           f"students of the document; missing: {', '.join(missing)}")
    ids = [s.student_id for s in students]
    for student in students:
        if ids.count(student.student_id) > 1:
            raise ContentError("students.toml", f"student {student.name}", "id",
                               f"{student.student_id} is not unique")
    for student in students:
        _check_student(student)
    box = {d.colour: d.count for d in content.dice}
    if box != BOX:
        raise ContentError("dice.toml", "[[die]]", "count", f"the box holds {BOX}, not {box}")
    for die in content.dice:
        if die.penalty != (die.colour == "black") or (die.penalty and any(
                f.number > 0 for f in die.faces)):
            raise ContentError("dice.toml", f"die {die.colour}", "penalty",
                               "Black dice, and only they, are penalties that never add")
    if len(content.song_die.faces) != 6:
        raise ContentError("dice.toml", "[song_die]", "faces", "the Song Die has six faces")
    dial = content.spin_dial
    if [i.start for i in dial.icons].count(True) != 1 or dial.icons[dial.start_index].icon != "song_die":
        raise ContentError("spin_dial.toml", "[dial]", "icons", "exactly one START icon, the Song Die")
    if [i.skip_if_3p for i in dial.icons].count(True) != 1:
        raise ContentError("spin_dial.toml", "[dial]", "icons", "exactly one 'Skip if 3P' icon")
    for key, cards, file in (("smooth_move_kinds", content.smooth_moves, "smooth_moves.toml"),
                             ("mix_it_up", content.mix_it_up, "mix_it_up.toml"),
                             ("challenges", content.challenges, "challenges.toml"),
                             ("chaperones", content.chaperones, "challenges.toml"),
                             ("shojo", content.shojo, "personal.toml")):
        if len(cards) != COUNTS[key]:
            raise ContentError(file, key, "-", f"expected {COUNTS[key]} entries, found {len(cards)}")
    if sum(c.count for c in content.smooth_moves) != COUNTS["smooth_moves"]:
        raise ContentError("smooth_moves.toml", "[[card]]", "count", "the deck holds 32 cards")
    if not any(c.showstopper for c in content.mix_it_up):
        raise ContentError("mix_it_up.toml", "[[card]]", "showstopper", "some are Showstoppers")
    for card in content.mix_it_up:
        if card.showstopper != (card.spark is not None):
            raise ContentError("mix_it_up.toml", f"card {card.name}", "spark",
                               "Showstoppers, and only they, carry a Spark! effect")
    if sorted(m.mode for m in content.game_modes) != sorted(MODES):
        raise ContentError("game_modes.toml", "[[mode]]", "mode", f"one card each: {MODES}")
    if content.music_rules.spark is None:
        raise ContentError("music_rules.toml", "Feel the Beat!", "spark", "it has a Spark!")


__all__ = ["check_box"]
