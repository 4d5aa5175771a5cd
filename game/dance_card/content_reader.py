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
from game.dance_card.content_checks import check_box

from game.dance_card.content_schema import (
    ACTIONS,
    COLOURS,
    DIAL_ICONS,
    DIE_COLOURS,
    ICONS,
    LOCATIONS,
    MODES,
    PROVENANCES,
    SONG_SYMBOLS,
    TIMINGS,
    WILD,
    Ability,
    Card,
    Chaperone,
    Contact,
    Content,
    DialIcon,
    Die,
    Difficulty,
    Effect,
    Face,
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


# -- reading ------------------------------------------------------------------------------
_MISSING = object()


class _Entry:
    """One TOML table being read: every field is taken once, with its type checked,
    and any field left over is a typo worth reporting."""

    def __init__(self, raw: Any, file: str, entry: str) -> None:
        if not isinstance(raw, dict):
            raise ContentError(file, entry, "-", "must be a table")
        self.raw, self.file, self.entry, self.used = raw, file, entry, set[str]()

    def fail(self, field_name: str, problem: str) -> ContentError:
        return ContentError(self.file, self.entry, field_name, problem)

    def take(self, name: str, default: Any = _MISSING) -> Any:
        self.used.add(name)
        if name in self.raw:
            return self.raw[name]
        if default is _MISSING:
            raise self.fail(name, "is missing")
        return default

    def text(self, name: str, default: Any = _MISSING) -> str:
        value = self.take(name, default)
        if not isinstance(value, str) or (not value and default is _MISSING):
            raise self.fail(name, "must be non-empty text")
        return value

    def number(self, name: str, low: int, high: int, default: Any = _MISSING) -> int:
        value = self.take(name, default)
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise self.fail(name, f"must be a whole number from {low} to {high}")
        return value

    def flag(self, name: str, default: bool = False) -> bool:
        value = self.take(name, default)
        if not isinstance(value, bool):
            raise self.fail(name, "must be true or false")
        return value

    def one_of(self, name: str, allowed: tuple[str, ...], default: Any = _MISSING) -> str:
        value = self.take(name, default)
        if value not in allowed:
            raise self.fail(name, f"is {value!r}; expected one of {', '.join(allowed)}")
        return str(value)

    def names(self, name: str, allowed: tuple[str, ...], default: Any = _MISSING) -> tuple[str, ...]:
        value = self.take(name, default)
        if not isinstance(value, list):
            raise self.fail(name, "must be a list")
        for item in value:
            if item not in allowed:
                raise self.fail(name, f"{item!r} is not one of {', '.join(allowed)}")
        return tuple(value)

    def texts(self, name: str) -> tuple[str, ...]:
        value = self.take(name)
        if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
            raise self.fail(name, "must be a list of texts")
        return tuple(value)

    def table(self, name: str, entry: str) -> _Entry:
        return _Entry(self.take(name), self.file, f"{self.entry} {entry}")

    def tables(self, name: str, label: Callable[[int, Any], str]) -> list[_Entry]:
        value = self.take(name)
        if not isinstance(value, list) or not value:
            raise self.fail(name, "must be a non-empty list of tables")
        return [_Entry(v, self.file, f"{self.entry} {label(i, v)}") for i, v in enumerate(value)]

    def provenance(self) -> tuple[str, tuple[str, ...]]:
        origin = self.one_of("provenance", PROVENANCES)
        facts = self.take("rulebook_facts", [])
        if not isinstance(facts, list) or not all(isinstance(f, str) and f for f in facts):
            raise self.fail("rulebook_facts", "must be a list of texts")
        if origin == "rulebook" and facts:
            raise self.fail("rulebook_facts", "only a designed entry lists the facts it kept")
        return origin, tuple(facts)

    def done(self) -> None:
        extra = sorted(set(self.raw) - self.used)
        if extra:
            raise self.fail(extra[0], "is not a field of this entry (a typo?)")


class _Reader:
    """Reads the content directory; knows the vocabulary and the student names so that
    every reference can be checked where it is written."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.kinds: dict[str, Kind] = {}
        self.student_names: tuple[str, ...] = ()
        self.problems: list[Problem] = []

    def each(self, entries: list[_Entry], build: Callable[[_Entry], T]) -> list[T]:
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
                label: Callable[[int, Any], str] = lambda i, raw: "") -> list[_Entry]:
        raw = data.get(key)
        if not isinstance(raw, list) or not raw:
            raise ContentError(file, f"[[{key}]]", "-", "no entries")
        return [_Entry(r, file, f"{key} {i + 1}" + (f" ({label(i, r)})" if label(i, r) else ""))
                for i, r in enumerate(raw)]

    # -- the vocabulary ---------------------------------------------------------------
    def read_kinds(self) -> tuple[Kind, ...]:
        data = self.file("kinds.toml").get("kind")
        if not isinstance(data, dict) or not data:
            raise ContentError("kinds.toml", "[kind]", "-", "no kinds")
        for name, raw in data.items():
            entry = _Entry(raw, "kinds.toml", f"kind {name!r}")
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

    def effect(self, owner: _Entry, field_name: str, optional: bool = False) -> Effect | None:
        raw = owner.take(field_name, None if optional else _MISSING)
        if raw is None:
            return None
        return self.effect_from(raw, owner.file, f"{owner.entry} {field_name}")

    def effect_from(self, raw: Any, file: str, label: str) -> Effect:
        entry = _Entry(raw, file, label)
        effect = self._inline_effect(entry)
        entry.done()
        return effect

    def _param(self, entry: _Entry, name: str, ptype: str) -> ParamValue:
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
        def die(entry: _Entry) -> Die:
            colour = entry.one_of("colour", DIE_COLOURS)
            faces = tuple(_face(entry, text) for text in entry.texts("faces"))
            if len(faces) != 6:
                raise entry.fail("faces", "a die has six faces")
            made = Die(colour, entry.number("count", 1, 14), faces, entry.flag("penalty"),
                       entry.provenance()[0])
            entry.done()
            return made

        dice = self.each(self.entries(data, "dice.toml", "die", lambda i, r: r.get("colour", "")),
                         die)
        song = _Entry(data.get("song_die"), "dice.toml", "[song_die]")
        song_faces = []
        for face in song.tables("faces", lambda i, r: f"face {i + 1}"):
            song_faces.append(SongFace(face.one_of("colour", COLOURS + (WILD,)),
                                       face.one_of("symbol", SONG_SYMBOLS)))
            face.done()
        song_die = SongDie(tuple(song_faces), song.provenance()[0])
        song.done()
        return tuple(dice), song_die

    def read_dial(self) -> SpinDial:
        entry = _Entry(self.file("spin_dial.toml").get("dial"), "spin_dial.toml", "[dial]")
        icons = []
        for icon in entry.tables("icons", lambda i, r: f"icon {i + 1}"):
            icons.append(DialIcon(icon.one_of("icon", DIAL_ICONS), icon.number("amount", 0, 5, 0),
                                  icon.flag("all_players"), icon.flag("skip_if_3p"),
                                  icon.flag("start")))
            icon.done()
        dial = SpinDial(entry.text("name"), tuple(icons), entry.provenance()[0])
        entry.done()
        return dial

    def read_students(self) -> tuple[Student, ...]:
        data = self.file("students.toml")
        entries = self.entries(data, "students.toml", "student", lambda i, r: r.get("name", ""))
        self.student_names = tuple(e.text("name") for e in entries)
        return tuple(self.each(entries, self._student))

    def _student(self, entry: _Entry) -> Student:
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
        student = Student(
            name, entry.number("id", 1, 32), entry.one_of("colour", COLOURS),
            entry.names("dice", DIE_COLOURS), tuple(friends), entry.one_of("rival", others),
            (partners[0], partners[1], partners[2]), made,
            entry.flag("complex_ability"), origin, facts)
        entry.done()
        return student

    def _inline_effect(self, entry: _Entry) -> Effect:
        """An effect written in the entry itself (`kind` beside its parameters)."""
        kind = entry.one_of("kind", tuple(self.kinds))
        return Effect(kind, tuple((p, self._param(entry, p, t)) for p, t in self.kinds[kind].params))

    def read_cards(self, file: str, key: str) -> tuple[Card, ...]:
        entries = self.entries(self.file(file), file, key, lambda i, r: r.get("name", ""))
        return tuple(self.each(entries, lambda entry: self._card(entry, file)))

    def _card(self, entry: _Entry, file: str) -> Card:
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
                    entry.flag("keep_after_spark"), *entry.provenance())
        if spark is not None and not card.spark_text:
            raise entry.fail("spark_text", "a card with a Spark! effect says what it does")
        if not effects and spark is None:
            raise entry.fail("effect", "a card must do something")
        entry.done()
        return card

    def _required(self, entry: _Entry, field_name: str) -> Effect:
        return self.effect_from(entry.take(field_name), entry.file, f"{entry.entry} {field_name}")

    def read_modes(self) -> tuple[GameMode, ...]:
        return tuple(self.each(self.entries(self.file("game_modes.toml"), "game_modes.toml",
                                            "mode", lambda i, r: r.get("mode", "")), self._mode))

    def _mode(self, entry: _Entry) -> GameMode:
        seats = entry.take("seats")
        if not (isinstance(seats, list) and len(seats) == 2 and all(
                isinstance(s, int) and 1 <= s <= 4 for s in seats) and seats[0] <= seats[1]):
            raise entry.fail("seats", "must be [fewest, most] seats, within 1–4")
        mode = GameMode(entry.one_of("mode", MODES), (seats[0], seats[1]),
                        entry.number("mix_it_up_cards", 1, 32),
                        entry.number("round_end_reveals", 0, 3),
                        entry.flag("hands_open"), entry.text("text"), entry.provenance()[0])
        entry.done()
        return mode

    def read_chaperones(self) -> tuple[Chaperone, ...]:
        def chaperone(entry: _Entry) -> Chaperone:
            made = Chaperone(
                entry.text("name"), entry.one_of("start", LOCATIONS),
                self.effect(entry, "rule", optional=True), self._required(entry, "spark"),
                entry.text("text"), entry.text("spark_text"), entry.provenance()[0])
            entry.done()
            return made

        return tuple(self.each(self.entries(self.file("challenges.toml"), "challenges.toml",
                                            "chaperone", lambda i, r: r.get("name", "")),
                               chaperone))

    def read_selfie(self) -> Selfie:
        entry = _Entry(self.file("personal.toml").get("selfie"), "personal.toml", "[selfie]")
        selfie = Selfie(entry.names("locations", LOCATIONS), entry.number("tokens", 1, 4),
                        entry.number("students_per_selfie", 1, 4),
                        entry.names("friend_dice", DIE_COLOURS), entry.text("text"),
                        entry.provenance()[0])
        entry.done()
        return selfie


def _face(entry: _Entry, text: str) -> Face:
    """A face written as "2", "-1", "eye", "heart+star" or "2+heart"."""
    number, icons = 0, []
    for part in text.split("+"):
        part = part.strip()
        if part.lstrip("-").isdigit():
            number += int(part)
        elif part in ICONS:
            icons.append(part)
        else:
            raise entry.fail("faces", f"{text!r}: {part!r} is neither a number nor one of "
                             f"{', '.join(ICONS)}")
    return Face(number, tuple(icons))



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
        "dial": reader.section(reader.read_dial),
        "smooth": reader.section(lambda: reader.read_cards("smooth_moves.toml", "card")),
        "mix": reader.section(lambda: reader.read_cards("mix_it_up.toml", "card")),
        "modes": reader.section(reader.read_modes),
        "challenges": reader.section(lambda: reader.read_cards("challenges.toml", "challenge")),
        "chaperones": reader.section(reader.read_chaperones),
        "shojo": reader.section(lambda: reader.read_cards("personal.toml", "shojo")),
        "selfie": reader.section(reader.read_selfie),
    }
    if reader.problems:
        raise ContentError.of(reader.problems)
    got: dict[str, Any] = {key: value for key, value in sections.items()}
    music = got["music"]
    if len(music) != 1:
        raise ContentError("music_rules.toml", "[[card]]", "-", "the base game has one card")
    content = Content(
        kinds=kinds, students=got["students"], dice=got["dice"][0], song_die=got["dice"][1],
        spin_dial=got["dial"], smooth_moves=got["smooth"], mix_it_up=got["mix"],
        music_rules=music[0], game_modes=got["modes"], challenges=got["challenges"],
        chaperones=got["chaperones"], shojo=got["shojo"], selfie=got["selfie"])
    check_box(content)
    return content


__all__ = ["CONTENT_DIR", "read_content"]
