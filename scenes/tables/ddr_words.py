"""What DDR's table says: each step's verdict and badges, a song's panel words, the
banner and the ask, the end screen's lines. Pure functions of the observation; every
number and verdict comes from the engine's view (`game.ddr.view`: `song_score`, `numbers`).
"""

from __future__ import annotations

from typing import Any

from game.ddr.cards import DOUBLE, FREEZE, MINE, QUICK_RESTEP, card_label, direction
from game.ddr.content import catalogue
from game.ddr.notation import (DONE, DRAW, KEEP, REFILL, Action, Attach, BeatStep, ChooseSong, Interfere, PlayLink,
                               PlayStep, Restep, Return, ShuffleBack, place)
from game.ddr.scoring import SongScore, StepScore, Verdict
from game.ddr.songs import DIRECTION_NAMES
from game.ddr.state import Phase, Slot
from game.ddr.view import DDRObservation, numbers, song_score
from scenes.tables import ddr_look as look


def count_word(n: int) -> str:
    return look.count(n)


def seat_name(names: tuple[str, ...], seat: int) -> str:
    return names[seat] if seat < len(names) else f"p{seat + 1}"


def verdict_words(score: StepScore) -> tuple[str, str, str]:
    """(words, ink, frame) for the strip under a step: the engine's points, a real minus sign."""
    points = str(score.points).replace("-", "−")
    if score.verdict is Verdict.CORRECT:
        return f"✔ {score.points:+d}", "good", "good"
    if score.verdict is Verdict.MISSTEP:
        return f"✖ {points}", "bad", "bad"
    if score.verdict is Verdict.MINED:
        return f"✹ {points}", "plain", ""
    if score.verdict is Verdict.NG:
        return f"NG {points}", "bad", "bad"
    if score.verdict is Verdict.MISS:
        return f"miss {score.points:+d}", "plain", ""
    return "open", "open", "open"   # the latest step, still being built: it counts 0 for now


def badges(slot: Slot) -> str:
    marks = []
    if slot.restep:
        marks.append("↺")
    if slot.frozen:
        marks.append("❄")
    for attachment in slot.doubles:
        arrow = look.ARROW[direction(attachment.card)] if attachment.card else ("↺" if attachment.restep else "?")
        marks.append("✚" + arrow)
    if slot.mined:
        marks.append("✹")
    if slot.lock == "ng":
        marks.append("NG")
    elif slot.lock is not None:
        marks.append("⚡")
    return "".join(marks)


def track_look(obs: DDRObservation, seat: int, names: tuple[str, ...], top: int,
                cells: tuple[look.Cell, ...], judged: SongScore | None) -> look.Track:
    dancer = obs.dancers[seat]
    if judged is None:
        score = "score ?"   # its song is face down (the song line says so); "(song hidden)" did not fit at 10 px
    else:
        score = f"{judged.points:+d} pts" + (f" · ✖{judged.missteps}" if judged.missteps else "")
    if dancer.song is not None:
        song = catalogue().song(dancer.song)
        title, difficulty, colour = song.title, look.difficulty_words(song.difficulty), \
            look.difficulty_colour(song.difficulty)
    else:
        title, difficulty, colour = "face down", "Hidden from you", (90, 80, 90)
    notes = [f"{dancer.hand_size} cards · {len(dancer.slots)}/{numbers().song_length}"]
    laid = len(dancer.slots)
    if dancer.dark_until > laid:
        notes.append(f"◐ Dark Mini to {dancer.dark_until}")
    if dancer.hidden_until > laid:
        notes.append(f"? Hidden to {dancer.hidden_until}")
    beat = dancer.beat_now if dancer.beat_now is not None else dancer.beat_next
    if beat is not None:
        notes.append(f"♪ Beat on {seat_name(names, beat)}")
    active = obs.ending is None and obs.turn.seat == seat
    return look.Track(seat, top, seat_name(names, seat), seat == obs.seat, active, score, title, difficulty,
                      colour, cells, tuple(notes))


def step_detail(obs: DDRObservation, seat: int, index: int, slot: Slot, names: tuple[str, ...],
            judged: tuple[StepScore, ...] | None) -> str:
    dancer = obs.dancers[seat]
    whose = "your" if seat == obs.seat else f"{seat_name(names, seat)}'s"
    words = f"Step {index + 1} of {whose} song"
    if dancer.chart is not None and index < len(dancer.chart):
        words += f" (the chart: {dancer.chart[index].describe()})"
    if slot.placed_by != seat:
        words += f", laid by {seat_name(names, slot.placed_by)} with a Beat"
    cards = ", ".join(card_label(c) for c in slot.cards())
    words += f": {cards}."
    if judged is not None:
        words += f" {verdict_words(judged[index])[0]}."
    return words


def turn_step(obs: DDRObservation) -> int:
    turn = obs.turn
    if turn.phase is Phase.OPEN:
        return 1
    if turn.phase is Phase.RECONCILE:
        return 5
    if turn.interfered:
        return 5
    if turn.linked:
        return 4
    return 3 if turn.stepped else 2


def banner(obs: DDRObservation, names: tuple[str, ...]) -> str:
    if obs.ending is not None:
        return "The music has stopped."
    turn = obs.turn
    if turn.seat != obs.seat:
        verb = "choosing a song" if turn.phase is Phase.SONG else "dancing"
        return f"{seat_name(names, turn.seat)} is {verb}"
    if turn.phase is Phase.SONG:
        return "Pick your song from the library: click it (Tab, Enter)"
    if turn.phase is Phase.OPEN:
        if turn.shuffled:
            return "Shuffle one more card back (drag it onto the deck), or keep"
        return f"Draw a card, or drag up to {count_word(numbers().max_shuffled)} onto the deck to shuffle back"
    if turn.phase is Phase.RECONCILE:
        size = numbers().hand_size
        back = f"Back to {count_word(size)}"
        return f"{back}: drag one card onto the deck" if len(obs.hand) > size else f"{back}: draw up"
    last = obs.me.slots[-1] if obs.me.slots else None
    if last is not None and last.open_attachment() is not None and not last.settled:
        return "Your Double waits for its free arrow (the ✚ strip) — or play on, then Done"
    if not turn.stepped and not turn.linked and not turn.interfered:
        return "Lay a Step on ▶, a Link on a step, an Interference on a rival — or Done"
    return "Play a Link or an Interference if you like, then Done"


def prompt(obs: DDRObservation, legal: tuple[Any, ...]) -> str | None:
    """During the plays, the ask names only what the legal actions allow now (after an
    Interference that is Done alone, not "a Link or an Interference")."""
    if obs.ending is not None or obs.turn.phase in (Phase.SONG, Phase.OPEN, Phase.RECONCILE):
        return None
    kinds = {type(action) for action in legal}
    parts = []
    if kinds & {PlayStep, Restep, BeatStep}:
        parts.append("a Step on ▶")
    if Attach in kinds:
        parts.append("the Double's free arrow on its ✚ strip")
    if PlayLink in kinds:
        parts.append("a Link on a step")
    if Interfere in kinds:
        parts.append("an Interference on a rival")
    if not parts:
        return "Nothing more to play this turn: Done" if DONE in legal else None
    ask = "Play " + (", ".join(parts[:-1]) + " or " + parts[-1] if len(parts) > 1 else parts[0])
    return ask + (" — or Done" if DONE in legal else "")


def result_lines(obs: DDRObservation, names: tuple[str, ...]) -> tuple[str, ...]:
    """Each dancer's song step by step: the points of every step, then the total."""
    lines = []
    for dancer in obs.dancers:
        song = song_score(dancer, True)
        if song is None:
            continue
        title = catalogue().song(dancer.song).title if dancer.song is not None else "a song"
        steps = " ".join(f"{s.points:+d}".replace("-", "−") + ("✖" if s.misstep else "") for s in song.steps)
        lines.append(f"{seat_name(names, dancer.seat)} — {title}: {steps or 'no steps'} "
                     f"= {song.points}".replace("= -", "= −"))
    return tuple(lines)


LINK_WORDS = {FREEZE: "Freeze", DOUBLE: "Double", MINE: "Mine", QUICK_RESTEP: "Quick Restep on"}


def label(obs: DDRObservation, action: Action, names: tuple[str, ...]) -> str:
    """A legal action in words: a button's text, an entry of Tab's list, a drop's hint."""
    if isinstance(action, ChooseSong):
        song = catalogue().song(action.song)
        return f"Choose {song.title} ({song.difficulty.title})"
    buttons = {DRAW: "Draw a card", KEEP: "Keep my hand" if not obs.turn.shuffled else "Keep the rest",
               DONE: "Done: end my plays", REFILL: f"Draw back up to {count_word(numbers().hand_size)}"}
    if action in buttons:
        return buttons[action]
    if isinstance(action, (ShuffleBack, Return)):
        why = "" if isinstance(action, ShuffleBack) else f" (back to {count_word(numbers().hand_size)})"
        return f"Shuffle {card_label(action.card)} back into the deck{why}"
    return _play_label(obs, action, names)


def _play_label(obs: DDRObservation, action: Action, names: tuple[str, ...]) -> str:
    if isinstance(action, PlayStep):
        return f"Step {card_label(action.card)} as your step {len(obs.me.slots) + 1}"
    if isinstance(action, Restep):
        return f"Step {card_label(action.card)} onto the Quick Restep at {place(action.slot, action.part)}"
    if isinstance(action, BeatStep):
        step = len(obs.dancers[action.target].slots) + 1
        return f"Beat: {card_label(action.card)} as {seat_name(names, action.target)}'s step {step}"
    if isinstance(action, Attach):
        return f"Hang {card_label(action.card)} on the Double of step {len(obs.me.slots)} (free)"
    if isinstance(action, PlayLink):
        whose = "your" if action.target == obs.seat else f"{seat_name(names, action.target)}'s"
        return f"{LINK_WORDS[action.card]} {whose} step {place(action.slot, action.part)}"
    if isinstance(action, Interfere):
        hold = f", they hold {DIRECTION_NAMES[action.arrow]}" if action.arrow else ""
        return f"{card_label(action.card)} on {seat_name(names, action.target)}{hold}"
    return str(action)
