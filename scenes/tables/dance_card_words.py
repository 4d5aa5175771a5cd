"""What Dance Card!'s table says: each legal action in a player's words, the Spin Dial's words,
and a kept dance's sum line by line. Pure functions of the observation and the content; every
number comes from the engine (`game.dance_card.view`) or the content (a student's ability)."""

from __future__ import annotations

from game.core.actions import Act
from game.dance_card.places import step_of
from game.dance_card.roster import Roster, roster
from game.dance_card.state import Step
from game.dance_card.view import DanceBreakdown, DanceCardObservation
from scenes.tables.dance_card_looks import ICON_GLYPH, icons_text

DIAL_WORDS = {"song_die": "SONG", "spark": "SPARK", "draw": "DRAW", "moves": "MOVES", "mix_it_up": "MIX"}
DIAL_NAMES = {"song_die": "roll the Song Die", "spark": "Spark!", "draw": "draw cards",
              "moves": "free Moves", "mix_it_up": "Mix It Up!"}
COUNT_WORDS = ("no", "one", "two", "three", "four", "five", "six")


def count_word(n: int) -> str:
    return COUNT_WORDS[n] if 0 <= n < len(COUNT_WORDS) else str(n)


def label(obs: DanceCardObservation, a: Act) -> str:
    """A legal action in words: a button's text, an entry of Tab's list, a drop's hint."""
    r = roster()
    verb, args = a.verb, a.args
    mine = r.students[obs.me.student]
    if verb in ("move", "hop", "call"):
        student = args[0] if verb != "hop" else mine.name
        there = args[1] if verb == "move" else (args[0] if verb == "hop" else r.short(obs.positions[mine.index]))
        place = r.place(r.location_by_short[there.lower()])
        return {"move": f"Move {student} to the {place}", "hop": f"Floor Hop to the {place}",
                "call": f"Come Here!: call {student} and dance"}[verb]
    if verb == "dance":
        return f"Dance with {args[0]}" + (f": {_show_off(r, obs, args[1])}" if len(args) > 1 else "")
    if verb == "chat":
        return f"Chat with {args[0]}" + (f" through {args[2]}" if len(args) > 2 else "")
    if verb == "clear":
        return f"Shake off the Failure on {args[0]}"
    if verb == "play":
        return _play(obs, r, a)
    if verb == "ditch":
        return f"Ditch {_card(r, args[0])}" + (" for a free Move" if step_of(obs) is Step.MAIN else "")
    if verb == "icon":
        return f"Ditch {_card(r, args[1])} for a {ICON_GLYPH[args[0]]} {args[0]}"
    if verb == "copy" and obs.roll is not None:
        return f"Die {args[0]} copies die {args[1]}"
    if verb == "pick" and obs.roll is not None:
        return f"Pick die {args[0]} to roll again"
    if verb == "song":
        return f"The song is {args[0]}"
    if verb == "carry":
        return f"Take {args[0]} along with {_holder(r, 'carry_along')}"
    return _button(obs, r, a)


def _play(obs: DanceCardObservation, r: Roster, a: Act) -> str:
    card, rest = _card(r, a.args[0]), a.args[1:]
    effects = r.card(r.card_slugs[a.args[0]]).effects
    kind = effects[0].kind if effects else ""
    if kind == "rumor" and len(rest) == 2:
        return f"{card}: {rest[1]} comes over to {rest[0]}"
    if kind == "switch_places" and len(rest) == 2:
        return f"{card}: {rest[0]} and {rest[1]} trade places"
    if kind == "slide_to_floor" and rest:
        return f"{card}: slide onto the {r.place(r.location_by_short[rest[0].lower()])}"
    if not rest:
        return f"Play {card}"
    if rest[0] in ICON_GLYPH:
        return f"Play {card}: {ICON_GLYPH[rest[0]]} {rest[0]}"
    if rest[0].isdigit() and obs.roll is not None:
        return f"Play {card} on die {rest[0]}"
    return f"Play {card} on {rest[0]}"


def _button(obs: DanceCardObservation, r: Roster, a: Act) -> str:
    step = step_of(obs)
    verb = a.verb
    if verb == "end":
        return "End my turn"
    if verb == "roll":
        return "Roll the picked dice" if step is Step.REROLL else "Roll the dice"
    if verb == "keep":
        return "Keep this roll"
    if verb == "nerve":
        return "Nerve: shake off my Failures" if step is Step.MAIN else "Take the free Nerve"
    if verb == "pass":
        return {Step.RETUNE: "Keep the song as it is", Step.CARRY: f"{_holder(r, 'carry_along')} goes alone",
                Step.AUSTIN: "No Nerve now"}.get(step, "Pass") if step is not None else "Pass"
    if verb == "scout":
        ability = r.students[r.power_holder["draw_then_ditch"]].ability
        return f"Scout: draw {count_word(int(ability.get('draw')))}, ditch {count_word(int(ability.get('ditch')))}"
    if verb == "reroll":
        return f"{_holder(r, 'reroll_dice')}: roll dice again"
    if verb == "selfie":
        return "Selfie! with " + " and ".join(a.args)
    if verb == "stage":
        return f"{_holder(r, 'stage_dive')}: up onto the Music Rules! card (ends the turn)"
    if verb == "land" and a.args:
        return f"{_holder(r, 'stage_dive')} comes down onto the {r.place(r.location_by_short[a.args[0].lower()])}"
    if verb == "dial" and a.args:
        name = next((d.name for d in r.content.spin_dials if d.name.lower().replace(" ", "-") == a.args[0]), a.args[0])
        return f"Play with the {name} Spin Dial"
    if verb == "redo" and len(a.args) == 2:
        return f"{_holder(r, 'ditch_card_reroll_die')}: ditch {_card(r, a.args[1])}, roll die {a.args[0]} again"
    return str(a)


def _show_off(r: Roster, obs: DanceCardObservation, choice: str) -> str:
    """The Show-Off's two ways to dance with the Rival watching, in the ability's own numbers."""
    ability = r.students[obs.me.student].ability
    if choice == "add":
        return f"+{int(ability.get('add'))} to the total"
    dice = [str(colour) for colour in ability.get("dice")]
    kind = dice[0].title() if len(set(dice)) == 1 else " and ".join(d.title() for d in dice)
    return f"{count_word(len(dice))} {kind} dice"


def _card(r: Roster, slug: str) -> str:
    return r.card(r.card_slugs[slug]).name


def _holder(r: Roster, power: str) -> str:
    """The student whose ability this is (Maxine takes company along, Lydia rerolls)."""
    return r.name(r.power_holder[power])


def dance_lines(breakdown: DanceBreakdown, success: bool) -> tuple[str, ...]:
    """The dance's sum in words: a line a die, then the cards' part, the total and the verdict."""
    lines = []
    for die in breakdown.dice:
        if die.number is None:
            counts = "set aside: counts nothing"
        else:
            counts = " ".join(x for x in (f"{die.number:+d}" if die.number < 0 else str(die.number),
                                          icons_text(die.icons)) if x)
        lines.append(f"Die {die.index} · {die.colour}, from {die.source}: {counts}")
    for colour, source in breakdown.missing:
        lines.append(f"No {colour} die left in the box for {source}: none rolled")
    numbers = [d.number for d in breakdown.dice if d.number is not None]
    if breakdown.bonus:
        lines.append(f"Cards and abilities add {breakdown.bonus:+d} to the total")
        numbers.append(breakdown.bonus)
    if breakdown.added_icons:
        lines.append(f"Icons added by cards or abilities: {icons_text(breakdown.added_icons)}")
    if breakdown.one_icon_only:
        lines.append(f"{_holder(roster(), 'multi_icon_counts_once')}'s ability: a die showing several icons "
                     "counts one of them")
    shown = icons_text(breakdown.found) or "no icons"
    sums = "".join((f" − {-n}" if n < 0 else f" + {n}") if i else (f"−{-n}" if n < 0 else str(n))
                   for i, n in enumerate(numbers)) or "0"
    lines.append(f"Total {sums} = {breakdown.total} · {shown}".replace("= -", "= −"))
    need = f"{breakdown.number}" + (f" + {icons_text(breakdown.needed)}" if breakdown.needed else "")
    token = "a Success Token" if success else "a Failure Token"
    lines.append(f"{breakdown.partner} needs {need} → {token} on {breakdown.partner}")
    return tuple(lines)


__all__ = ["DIAL_NAMES", "DIAL_WORDS", "count_word", "dance_lines", "label"]
