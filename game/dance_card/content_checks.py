"""Dance Card! (`shared/seeds/001_73f120c87acf16e3.txt`): checks across the content files.

Once every file has been read (content_reader.py), the box's facts are checked across
them: the students' dice and Dance Cards, the number of dice of each colour, the decks'
counts, the Game Mode cards and the Showstoppers. A mistake raises ContentError naming
the file, the entry and the field.
"""

from __future__ import annotations

from game.core.content import ContentError
from game.dance_card.content_schema import (
    BOX, COOL_KIDS, COUNTS, DELUXE_COUNTS, MODES, STUDENT_NAMES, Content, SpinDial, Student,
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


def _check_dial(dial: SpinDial) -> None:
    entry = f"dial {dial.name}"
    if [i.start for i in dial.icons].count(True) != 1 or dial.icons[dial.start_index].icon != "song_die":
        raise ContentError("spin_dial.toml", entry, "icons", "exactly one START icon, the Song Die")
    if [i.skip_if_3p for i in dial.icons].count(True) != 1:
        raise ContentError("spin_dial.toml", entry, "icons", "exactly one 'Skip if 3P' icon")


def check_box(content: Content) -> None:
    """What the base box fixes across the files: 32 students, the dice, the decks' counts."""
    students = [s for s in content.students if not s.cool_kid]
    if sorted(s.name for s in students) != sorted(STUDENT_NAMES):
        missing = sorted(set(STUDENT_NAMES) - {s.name for s in students}) or ["(extra names)"]
        raise ContentError("students.toml", "[[student]]", "name", "the box holds the 32 "
                           f"students of the document; missing: {', '.join(missing)}")
    ids = [s.student_id for s in content.students]
    for student in content.students:
        if ids.count(student.student_id) > 1:
            raise ContentError("students.toml", f"student {student.name}", "id",
                               f"{student.student_id} is not unique")
    for student in content.students:
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
    for dial in content.spin_dials:
        _check_dial(dial)
    _check_counts(content, deluxe=False)
    if not any(c.showstopper for c in content.mix_it_up):
        raise ContentError("mix_it_up.toml", "[[card]]", "showstopper", "some are Showstoppers")
    for card in content.mix_it_up:
        if card.showstopper != (card.spark is not None):
            raise ContentError("mix_it_up.toml", f"card {card.name}", "spark",
                               "Showstoppers, and only they, carry a Spark! effect")
    if sorted(m.mode for m in content.game_modes) != sorted(MODES):
        raise ContentError("game_modes.toml", "[[mode]]", "mode", f"one card each: {MODES}")
    for music in content.music_rules_cards:
        if music.spark is None:
            raise ContentError("music_rules.toml", music.name, "spark", "it has a Spark!")


def _check_counts(content: Content, deluxe: bool) -> None:
    """The base box's (or the Deluxe Edition's) number of each kind of component."""
    counts = DELUXE_COUNTS if deluxe else COUNTS
    smooth = [c for c in content.smooth_moves if c.deluxe == deluxe]
    for key, found, file in (
            ("smooth_move_kinds", len(smooth), "smooth_moves.toml"),
            ("smooth_moves", sum(c.count for c in smooth), "smooth_moves.toml"),
            ("mix_it_up", sum(c.deluxe == deluxe for c in content.mix_it_up), "mix_it_up.toml"),
            ("challenges", sum(c.deluxe == deluxe for c in content.challenges), "challenges.toml"),
            ("chaperones", sum(c.deluxe == deluxe for c in content.chaperones), "challenges.toml"),
            ("music_rules", sum(c.deluxe == deluxe for c in content.music_rules_cards),
             "music_rules.toml"),
            ("spin_dials", sum(d.deluxe == deluxe for d in content.spin_dials), "spin_dial.toml")):
        if found != counts[key]:
            edition = "Deluxe Edition" if deluxe else "base game"
            raise ContentError(file, key, "-", f"the {edition} has {counts[key]}, found {found}")


def check_deluxe(content: Content) -> None:
    """What the Deluxe Edition fixes: its counts, the four Cool Kids! (whom no base Dance
    Card names: the base cards were printed without them) and its five Sketch cards."""
    _check_counts(content, deluxe=True)
    if content.shojo and any(c.deluxe for c in content.shojo):
        raise ContentError("personal.toml", "[[shojo]]", "deluxe", "Shōjo! cards are the base game's")
    cool = [s for s in content.students if s.cool_kid]
    if tuple(s.name for s in cool) != COOL_KIDS:
        raise ContentError("cool_kids.toml", "[[student]]", "name",
                           f"the Cool Kids! are {', '.join(COOL_KIDS)}, in that order")
    for student in content.students:
        if student.cool_kid:
            continue
        named = [f.name for f in student.friends] + [student.rival] + [
            n for p in student.partners for n in (p.name, p.crush, *(c.name for c in p.contacts))]
        if set(named) & set(COOL_KIDS):
            raise ContentError("students.toml", f"student {student.name}", "-",
                               "a base game Dance Card never names a Cool Kid")
    mix = [c for c in content.mix_it_up if c.deluxe]
    for key, found in (("showstoppers", sum(c.showstopper for c in mix)),
                       ("sketches", sum(c.sketch for c in mix))):
        if found != DELUXE_COUNTS[key]:
            raise ContentError("mix_it_up.toml", key, "-",
                               f"the Deluxe Edition has {DELUXE_COUNTS[key]}, found {found}")
    for card in content.mix_it_up:
        if card.sketch and (card.showstopper or not card.deluxe):
            raise ContentError("mix_it_up.toml", f"card {card.name}", "sketch",
                               "a Sketch card is one of the Deluxe Edition's, not a Showstopper")


__all__ = ["check_box", "check_deluxe"]
