"""Dance Card! (rule document `shared/seeds/001_73f120c87acf16e3.txt`): reading the content.

`read_content(directory)` reads every TOML file of `content/` with `tomllib`, checks each
field's type, every name, every effect against the vocabulary of `kinds.toml` and the
box's counts, and builds the frozen values of `content_schema.py`. A mistake raises
`ContentError` naming the file, the entry and the field; a field nobody reads is refused
too, so a typo cannot silently drop a rule.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from game.core.content import ContentError, Problem, content_dir
from game.dance_card.content_checks import check_box, check_deluxe
from game.dance_card.content_entry import MISSING, Entry, face
from game.dance_card.content_schema import (
    ACTIONS,
    ADVICE_TOPICS,
    COLOURS,
    DIAL_ICONS,
    DIE_COLOURS,
    ICONS,
    LOCATIONS,
    MODES,
    SONG_SYMBOLS,
    TIMINGS,
    WILD,
    Ability,
    Advice,
    Card,
    Chaperone,
    Contact,
    Content,
    CoolKidsCard,
    DialIcon,
    Die,
    Difficulty,
    Effect,
    Friend,
    GameMode,
    Kind,
    ParamValue,
    Partner,
    Selfie,
    SongDie,
    SongFace,
    SpinDial,
    Student,
)

T = TypeVar("T")

CONTENT_DIR = content_dir("dance_card") / "content"


class _Reader:
    """Reads the content directory; knows the vocabulary and the student names so that
    every reference can be checked where it is written."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.kinds: dict[str, Kind] = {}
        self.student_names: tuple[str, ...] = ()
        self.problems: list[Problem] = []

    def each(self, entries: list[Entry], build: Callable[[Entry], T]) -> list[T]:
        """Build every entry; a broken one is noted and the next still read."""
        made = []
        for entry in entries:
            try:
                made.append(build(entry))
            except ContentError as bad:
                self.problems.extend(bad.problems)
        return made

    def section(self, read: Callable[[], T]) -> T | None:
        """Read one file's worth; its problems are noted and the other files still read."""
        try:
            return read()
        except ContentError as bad:
            self.problems.extend(bad.problems)
            return None

    def file(self, name: str) -> dict[str, Any]:
        path = self.directory / name
        try:
            return tomllib.loads(path.read_text(encoding="utf-8"))
        except OSError as bad:
            raise ContentError(name, "the file", "-", f"cannot be read ({bad.strerror})") from None
        except tomllib.TOMLDecodeError as bad:
            raise ContentError(name, "the file", "-", f"is not valid TOML ({bad})") from None

    def entries(self, data: dict[str, Any], file: str, key: str,
                label: Callable[[int, Any], str] = lambda i, raw: "") -> list[Entry]:
        raw = data.get(key)
        if not isinstance(raw, list) or not raw:
            raise ContentError(file, f"[[{key}]]", "-", "no entries")
        return [Entry(r, file, f"{key} {i + 1}" + (f" ({label(i, r)})" if label(i, r) else ""))
                for i, r in enumerate(raw)]

    # -- the vocabulary ---------------------------------------------------------------
    def read_kinds(self) -> tuple[Kind, ...]:
        data = self.file("kinds.toml").get("kind")
        if not isinstance(data, dict) or not data:
            raise ContentError("kinds.toml", "[kind]", "-", "no kinds")
        for name, raw in data.items():
            entry = Entry(raw, "kinds.toml", f"kind {name!r}")
            params = entry.take("params", {})
            if not isinstance(params, dict):
                raise entry.fail("params", "must be a table of name = type")
            for pname, ptype in params.items():
                if not isinstance(ptype, str) or not self._known_type(ptype):
                    raise entry.fail("params", f"{pname!r} has an unknown type {ptype!r}")
            self.kinds[name] = Kind(name, tuple(params.items()), entry.text("doc"))
            entry.done()
        return tuple(self.kinds.values())

    @staticmethod
    def _known_type(ptype: str) -> bool:
        return ptype.startswith("one of ") or ptype in (
            "int", "bool", "text", "student", "students", "location", "locations", "colour",
            "colours", "icon", "icons", "die", "dice", "action", "actions")

    def effect(self, owner: Entry, field_name: str, optional: bool = False) -> Effect | None:
        raw = owner.take(field_name, None if optional else MISSING)
        if raw is None:
            return None
        return self.effect_from(raw, owner.file, f"{owner.entry} {field_name}")

    def effect_from(self, raw: Any, file: str, label: str) -> Effect:
        entry = Entry(raw, file, label)
        effect = self._inline_effect(entry)
        entry.done()
        return effect

    def _param(self, entry: Entry, name: str, ptype: str) -> ParamValue:
        singles: dict[str, tuple[str, ...]] = {
            "student": self.student_names, "location": LOCATIONS, "colour": COLOURS,
            "icon": ICONS, "die": DIE_COLOURS, "action": ACTIONS}
        if ptype.startswith("one of "):
            return entry.one_of(name, tuple(ptype[7:].split("|")))
        if ptype in singles:
            return entry.one_of(name, singles[ptype])
        if ptype.endswith("s") and ptype[:-1] in singles:
            return entry.names(name, singles[ptype[:-1]])
        if ptype == "dice":
            return entry.names(name, DIE_COLOURS)
        if ptype == "int":
            return entry.number(name, -20, 99)
        if ptype == "bool":
            return entry.flag(name)
        return entry.text(name)

    # -- components ---------------------------------------------------------------------
    def read_dice(self) -> tuple[tuple[Die, ...], SongDie]:
        data = self.file("dice.toml")
        def die(entry: Entry) -> Die:
            colour = entry.one_of("colour", DIE_COLOURS)
            faces = tuple(face(entry, text) for text in entry.texts("faces"))
            if len(faces) != 6:
                raise entry.fail("faces", "a die has six faces")
            made = Die(colour, entry.number("count", 1, 14), faces, entry.flag("penalty"),
                       entry.provenance()[0])
            entry.done()
            return made

        dice = self.each(self.entries(data, "dice.toml", "die", lambda i, r: r.get("colour", "")),
                         die)
        song = Entry(data.get("song_die"), "dice.toml", "[song_die]")
        song_faces = []
        for side in song.tables("faces", lambda i, r: f"face {i + 1}"):
            song_faces.append(SongFace(side.one_of("colour", COLOURS + (WILD,)),
                                       side.one_of("symbol", SONG_SYMBOLS)))
            side.done()
        song_die = SongDie(tuple(song_faces), song.provenance()[0])
        song.done()
        return tuple(dice), song_die

    def read_dials(self) -> tuple[SpinDial, ...]:
        def dial(entry: Entry) -> SpinDial:
            icons = []
            for icon in entry.tables("icons", lambda i, r: f"icon {i + 1}"):
                icons.append(DialIcon(icon.one_of("icon", DIAL_ICONS), icon.number("amount", 0, 5, 0),
                                      icon.flag("all_players"), icon.flag("skip_if_3p"),
                                      icon.flag("start")))
                icon.done()
            made = SpinDial(entry.text("name"), tuple(icons), entry.provenance()[0],
                            entry.flag("deluxe"), entry.text("text", ""))
            entry.done()
            return made

        return tuple(self.each(self.entries(self.file("spin_dial.toml"), "spin_dial.toml", "dial",
                                            lambda i, r: r.get("name", "")), dial))

    def read_students(self) -> tuple[Student, ...]:
        """The 32 Dance Cards of the base game, then the four Cool Kids! (cool_kids.toml):
        a Cool Kid's card may name the base students, a base card never names a Cool Kid."""
        label: Callable[[int, Any], str] = lambda i, r: r.get("name", "")
        base = self.entries(self.file("students.toml"), "students.toml", "student", label)
        cool = self.entries(self.file("cool_kids.toml"), "cool_kids.toml", "student", label)
        self.student_names = tuple(e.text("name") for e in base + cool)
        return tuple(self.each(base, self._student) + self.each(cool, self._student))

    def read_cool_kids_card(self) -> CoolKidsCard:
        entry = Entry(self.file("cool_kids.toml").get("card"), "cool_kids.toml", "[card]")
        origin, facts = entry.provenance()
        card = CoolKidsCard(entry.text("text"), origin, facts)
        entry.done()
        return card

    def read_advice(self) -> tuple[Advice, ...]:
        def advice(entry: Entry) -> Advice:
            made = Advice(entry.one_of("topic", ADVICE_TOPICS), entry.text("text"),
                          entry.names("students", self.student_names, []),
                          entry.provenance()[0])
            entry.done()
            return made

        return tuple(self.each(self.entries(self.file("setup.toml"), "setup.toml", "advice",
                                            lambda i, r: r.get("topic", "")), advice))

    def _student(self, entry: Entry) -> Student:
        others = self.student_names
        name = entry.text("name")
        friends = []
        for friend in entry.tables("friends", lambda i, r: f"friend {r.get('name', i + 1)}"):
            friends.append(Friend(friend.one_of("name", others),
                                  friend.names("dice", DIE_COLOURS)))
            friend.done()
        partners = []
        for raw in entry.tables("partner", lambda i, r: f"partner {r.get('name', i + 1)}"):
            contacts = []
            for contact in raw.tables("contacts", lambda i, r: f"contact {r.get('name', i + 1)}"):
                contacts.append(Contact(contact.one_of("name", others),
                                        contact.one_of("die", DIE_COLOURS)))
                contact.done()
            if len(contacts) != 2:
                raise raw.fail("contacts", "a Partner has exactly two Contacts")
            origin, facts = raw.provenance()
            partners.append(Partner(
                raw.one_of("name", others),
                Difficulty(raw.number("difficulty", 1, 20), raw.names("icons", ICONS, [])),
                raw.number("reward", 1, 3), (contacts[0], contacts[1]),
                raw.one_of("crush", others), origin, facts))
            raw.done()
        if len(partners) != 3:
            raise entry.fail("partner", "a Dance Card has exactly three Partners")
        ability = entry.table("ability", "ability")
        made = Ability(ability.text("title"), self._inline_effect(ability), ability.text("text"))
        ability.done()
        origin, facts = entry.provenance()
        cool_kid = entry.file == "cool_kids.toml"
        student = Student(
            name, entry.number("id", 1, 36), entry.one_of("colour", COLOURS),
            entry.names("dice", DIE_COLOURS), tuple(friends), entry.one_of("rival", others),
            (partners[0], partners[1], partners[2]), made,
            entry.flag("complex_ability"), origin, facts, cool_kid,
            entry.one_of("start", LOCATIONS) if cool_kid else "")
        entry.done()
        return student

    def _inline_effect(self, entry: Entry) -> Effect:
        """An effect written in the entry itself (`kind` beside its parameters)."""
        kind = entry.one_of("kind", tuple(self.kinds))
        return Effect(kind, tuple((p, self._param(entry, p, t)) for p, t in self.kinds[kind].params))

    def read_cards(self, file: str, key: str) -> tuple[Card, ...]:
        entries = self.entries(self.file(file), file, key, lambda i, r: r.get("name", ""))
        return tuple(self.each(entries, lambda entry: self._card(entry, file)))

    def _card(self, entry: Entry, file: str) -> Card:
        effects: list[Effect] = []
        if "effect" in entry.raw:
            effects.append(self._required(entry, "effect"))
        elif "effects" in entry.raw:
            raw_effects = entry.take("effects")
            if not isinstance(raw_effects, list):
                raise entry.fail("effects", "must be a list of effects")
            effects.extend(self.effect_from(raw, file, f"{entry.entry} effects[{i + 1}]")
                           for i, raw in enumerate(raw_effects))
        spark = self.effect(entry, "spark", optional=True)
        card = Card(entry.text("name"), entry.text("text"), tuple(effects), spark,
                    entry.text("spark_text", ""), entry.one_of("timing", TIMINGS, "any"),
                    entry.number("count", 1, 32, 1), entry.flag("showstopper"),
                    entry.flag("keep_after_spark"), *entry.provenance(), entry.flag("deluxe"),
                    entry.flag("sketch"))
        if spark is not None and not card.spark_text:
            raise entry.fail("spark_text", "a card with a Spark! effect says what it does")
        if not effects and spark is None:
            raise entry.fail("effect", "a card must do something")
        entry.done()
        return card

    def _required(self, entry: Entry, field_name: str) -> Effect:
        return self.effect_from(entry.take(field_name), entry.file, f"{entry.entry} {field_name}")

    def read_modes(self) -> tuple[GameMode, ...]:
        return tuple(self.each(self.entries(self.file("game_modes.toml"), "game_modes.toml",
                                            "mode", lambda i, r: r.get("mode", "")), self._mode))

    def _mode(self, entry: Entry) -> GameMode:
        seats = entry.take("seats")
        if not (isinstance(seats, list) and len(seats) == 2 and all(
                isinstance(s, int) and 1 <= s <= 4 for s in seats) and seats[0] <= seats[1]):
            raise entry.fail("seats", "must be [fewest, most] seats, within 1–4")
        mode = GameMode(entry.one_of("mode", MODES), (seats[0], seats[1]),
                        entry.number("mix_it_up_cards", 0, 48),
                        entry.number("round_end_reveals", 0, 3),
                        entry.flag("hands_open"), entry.text("text"), entry.provenance()[0])
        entry.done()
        return mode

    def read_chaperones(self) -> tuple[Chaperone, ...]:
        def chaperone(entry: Entry) -> Chaperone:
            made = Chaperone(
                entry.text("name"), entry.one_of("start", LOCATIONS),
                self.effect(entry, "rule", optional=True), self._required(entry, "spark"),
                entry.text("text"), entry.text("spark_text"), entry.provenance()[0],
                entry.flag("deluxe"))
            entry.done()
            return made

        return tuple(self.each(self.entries(self.file("challenges.toml"), "challenges.toml",
                                            "chaperone", lambda i, r: r.get("name", "")),
                               chaperone))

    def read_selfie(self) -> Selfie:
        entry = Entry(self.file("personal.toml").get("selfie"), "personal.toml", "[selfie]")
        selfie = Selfie(entry.names("locations", LOCATIONS), entry.number("tokens", 1, 4),
                        entry.number("students_per_selfie", 1, 4),
                        entry.names("friend_dice", DIE_COLOURS), entry.text("text"),
                        entry.provenance()[0])
        entry.done()
        return selfie


# -- whole-content checks -----------------------------------------------------------------
def read_content(directory: Path = CONTENT_DIR) -> Content:
    """Read and validate every content file of `directory` (no caching: tests use copies).

    Every file and every entry is read even when an earlier one is broken; the ContentError
    lists all the problems. The vocabulary (kinds.toml) comes first: effects need it."""
    reader = _Reader(directory)
    kinds = reader.read_kinds()
    sections = {
        "students": reader.section(reader.read_students),
        "dice": reader.section(reader.read_dice),
        "music": reader.section(lambda: reader.read_cards("music_rules.toml", "card")),
        "dials": reader.section(reader.read_dials),
        "smooth": reader.section(lambda: reader.read_cards("smooth_moves.toml", "card")),
        "mix": reader.section(lambda: reader.read_cards("mix_it_up.toml", "card")),
        "modes": reader.section(reader.read_modes),
        "challenges": reader.section(lambda: reader.read_cards("challenges.toml", "challenge")),
        "chaperones": reader.section(reader.read_chaperones),
        "shojo": reader.section(lambda: reader.read_cards("personal.toml", "shojo")),
        "selfie": reader.section(reader.read_selfie),
        "cool_kids": reader.section(reader.read_cool_kids_card),
        "advice": reader.section(reader.read_advice),
    }
    if reader.problems:
        raise ContentError.of(reader.problems)
    got: dict[str, Any] = {key: value for key, value in sections.items()}
    music, dials = got["music"], got["dials"]
    if not music or music[0].deluxe or not dials or dials[0].deluxe:
        raise ContentError("music_rules.toml / spin_dial.toml", "the first entry", "deluxe",
                           "the base game's card and dial come first")
    content = Content(
        kinds=kinds, students=got["students"], dice=got["dice"][0], song_die=got["dice"][1],
        spin_dial=dials[0], smooth_moves=got["smooth"], mix_it_up=got["mix"],
        music_rules=music[0], game_modes=got["modes"], challenges=got["challenges"],
        chaperones=got["chaperones"], shojo=got["shojo"], selfie=got["selfie"],
        spin_dials=dials, music_rules_cards=music, cool_kids=got["cool_kids"],
        advice=got["advice"])
    check_box(content)
    check_deluxe(content)
    return content


__all__ = ["CONTENT_DIR", "read_content"]
