"""Dance Card! — the card and piece kinds its player page may show (game/core/player_page.py).

A marker's ID: a Dance Card by its student's first name (`Kate`); a card by its name in
the game's notation (`the-look`, `tangerine`, `conga-line`, `coach-cid`, `feel-the-beat`);
a die by its colour (`blue` … `black`, and `song` for the Song Die); a Spin Dial by its
name (`freshman-year`, `tech-noir`). The Deluxe Edition's students and cards are among them.
"""

from __future__ import annotations

from game.core.player_page import CardKind
from game.dance_card.content import ICON_GLYPHS, Card, DialIcon, Die, Face, load_content
from game.dance_card.roster import slug


def _student(name: str) -> str:
    s = next(s for s in load_content().students if s.name == name)
    partners = ", ".join(
        f"{p.name} ({p.difficulty.number}{''.join(ICON_GLYPHS[i] for i in p.difficulty.icons)})"
        for p in s.partners)
    return (f"{s.name}, student {s.student_id}, {s.colour}: rolls {' + '.join(s.automatic_dice)}; "
            f"Partners {partners}; {s.ability.title}: {s.ability.text}")


def _named(cards: tuple[Card, ...], name: str) -> Card:
    return next(c for c in cards if slug(c.name) == name)


def _smooth(name: str) -> str:
    card = _named(load_content().smooth_moves, name)
    return f"{card.name} {card.text}"


def _shojo(name: str) -> str:
    card = _named(load_content().shojo, name)
    return f"{card.name} {card.text}"


def _mix(name: str) -> str:
    card = _named(load_content().mix_it_up, name)
    return f"{card.name} {card.text}" + (f" {card.spark_text}" if card.spark_text else "")


def _challenge_ids() -> tuple[str, ...]:
    content = load_content()
    return tuple(slug(c.name) for c in content.challenges) + \
        tuple(slug(c.name) for c in content.chaperones)


def _challenge(name: str) -> str:
    content = load_content()
    for card in content.challenges:
        if slug(card.name) == name:
            return f"{card.name} {card.text}"
    chaperone = next(c for c in content.chaperones if slug(c.name) == name)
    return (f"{chaperone.name}, a Chaperone who starts on the {chaperone.start}: "
            f"{chaperone.text} {chaperone.spark_text}")


def _music(name: str) -> str:
    card = _named(load_content().music_rules_cards, name)
    return f"{card.name} {card.text} {card.spark_text}"


def _die_ids() -> tuple[str, ...]:
    return tuple(d.colour for d in load_content().dice) + ("song",)


def _face(face: Face) -> str:
    """A face as the dice show it: "2◉", "♥☺", "3", "−1", "0"."""
    number = str(face.number) if face.number or not face.icons else ""
    return (number + "".join(ICON_GLYPHS[i] for i in face.icons)).replace("-", "−")


def _die(colour: str) -> str:
    content = load_content()
    if colour == "song":
        faces = ", ".join(f"{f.colour} {f.symbol}" for f in content.song_die.faces)
        return f"the Song Die: {faces}."
    die: Die = next(d for d in content.dice if d.colour == colour)
    faces = ", ".join(_face(f) for f in die.faces)
    return f"a {colour.capitalize()} Die (the box holds {die.count}): {faces}."


def _dial(name: str) -> str:
    dial = next(d for d in load_content().spin_dials if slug(d.name) == name)

    def label(icon: DialIcon) -> str:
        what = {"song_die": "roll the Song Die", "spark": "Spark!", "mix_it_up": "Mix It Up!",
                "draw": f"draw {icon.amount}",
                "moves": f"{icon.amount} free Move{'s' if icon.amount != 1 else ''}"}[icon.icon]
        return (("ALL: " if icon.all_players else "") + what + (" (START)" if icon.start else "")
                + (" (skipped with three players)" if icon.skip_if_3p else ""))

    icons = [label(i) for i in dial.icons]
    return f"the {dial.name} Spin Dial, round from START: {'; '.join(icons)}."


CARD_KINDS = (
    CardKind("student", "Dance Card", lambda: tuple(s.name for s in load_content().students),
             _student),
    CardKind("smooth", "Smooth Moves! card",
             lambda: tuple(slug(c.name) for c in load_content().smooth_moves), _smooth),
    CardKind("shojo", "Shōjo! card", lambda: tuple(slug(c.name) for c in load_content().shojo),
             _shojo),
    CardKind("mix", "Mix It Up! card",
             lambda: tuple(slug(c.name) for c in load_content().mix_it_up), _mix),
    CardKind("challenge", "Challenge! card", _challenge_ids, _challenge),
    CardKind("music", "Music Rules! card",
             lambda: tuple(slug(c.name) for c in load_content().music_rules_cards), _music),
    CardKind("die", "Die", _die_ids, _die),
    CardKind("dial", "Spin Dial", lambda: tuple(slug(d.name) for d in load_content().spin_dials),
             _dial),
)
