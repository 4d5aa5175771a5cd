"""DDR: The Card Game — a hint's words: the action, and what it does to the songs.

Read from the seat's own observation only. Songs and what lies on them are public, so
what a play does to any song is worked out exactly: the play is made in one world dealt
from the observation (the hidden hands and deck filled in, as the AI samples them, with
a fixed seed) and each song is scored before and after. Nothing hidden is read from that
world: a play changes only the public songs, and the events' words are the public ones.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.core.hint import Advice
from game.ddr.ai import DDRKnowledge
from game.ddr.cards import DOUBLE, FREEZE, MINE, QUICK_RESTEP, card_label, direction, is_arrow
from game.ddr.content import catalogue
from game.ddr.events import Interfered
from game.ddr.notation import (Action, Attach, BeatStep, ChooseSong, Done, Draw, Interfere, Keep,
                               PlayLink, PlayStep, Refill, Restep, Return, ShuffleBack)
from game.ddr.rules import RULES
from game.ddr.scoring import Verdict, judge, score_song
from game.ddr.songs import ChartStep, StepKind
from game.ddr.state import State
from game.ddr.view import DDRObservation

LOOK_AHEAD = 3   # the next steps a refresh is weighed against


def _who(obs: DDRObservation, seat: int) -> str:
    if seat == obs.seat:
        return "your"
    return "your rival's" if len(obs.dancers) == 2 else f"seat {seat + 1}'s"


def _whom(obs: DDRObservation, seat: int) -> str:
    return "your rival" if len(obs.dancers) == 2 else f"the dancer in seat {seat + 1}"


def signed(points: int) -> str:
    """Points as the player page writes them: +3, 0, −2 (a true minus sign)."""
    return f"+{points}" if points > 0 else f"−{-points}" if points < 0 else "0"


def song_words(song_id: str) -> str:
    """A song's shape: its difficulty and the steps that need Link cards."""
    song = catalogue().song(song_id)
    special = [(n, step) for n, step in enumerate(song.chart, start=1) if not step.basic]
    if not special:
        shape = "sixteen plain steps, easy to finish"
    else:
        first = special[0]
        what = "freeze" if first[1].kind is StepKind.FREEZE else first[1].kind.value
        shape = (f"{len(special)} step{'s' * (len(special) > 1)} needing Link cards, "
                 f"the first a {what} at step {first[0]}")
    return f"{song.title} is a {song.difficulty.title} song: {shape}"


def _upcoming(obs: DDRObservation) -> list[ChartStep]:
    me = obs.me
    if me.chart is None:
        return []
    start = len(me.slots)
    return list(me.chart[start:start + LOOK_AHEAD])


def _fits(card: str, steps: Sequence[ChartStep]) -> bool:
    if card in (FREEZE, DOUBLE):
        return any(step.frozen or len(step.arrows) > 1 for step in steps)
    return is_arrow(card) and any(direction(card) in step.arrows for step in steps)


def _world(obs: DDRObservation) -> State:
    """One world dealt from the observation; only its public songs are read."""
    return DDRKnowledge(RULES).determinize(obs, random.Random(0))


def _slot_words(obs: DDRObservation, world: State, seat: int, index: int, played: str) -> str:
    dancer = world.dancers[seat]
    if index >= len(dancer.slots) or index >= len(dancer.chart):
        return f"{played} goes on {_who(obs, seat)} song"
    step, slot = dancer.chart[index], dancer.slots[index]
    last = index == len(dancer.slots) - 1
    judged = judge(step, slot, building=last and world.ending is None)
    where = f"{_who(obs, seat)} step {index + 1} ({step.describe()})"
    if judged.verdict is Verdict.CORRECT:
        return f"{played} makes {where} right: {judged.points} points"
    if judged.verdict is Verdict.OPEN:
        return f"{played} starts {where}; finish it with its Link cards before your next step"
    if judged.verdict is Verdict.MISS:
        return f"{played} fills {where} for {signed(judged.points)}, never a misstep"
    if judged.verdict is Verdict.MINED:
        return f"{played}: {where} now scores 0, never a misstep"
    return f"{played} makes {where} a misstep ({signed(judged.points)}), but it moves you on"


Play = PlayStep | Restep | BeatStep | Attach | PlayLink | Interfere


def _play_words(obs: DDRObservation, action: Play) -> str:
    world = _world(obs)
    before = [score_song(d, final=False).points for d in world.dancers]
    after_world, events = RULES.apply(world, action)
    me = obs.seat
    if isinstance(action, Interfere):
        effect = next((e.effect for e in events if isinstance(e, Interfered)), "")
        index = len(after_world.dancers[me].slots) - 1
        return (f"{card_label(action.card)} on {_whom(obs, action.target)}: {effect.rstrip('.')}; "
                f"it lies as your step {index + 1}, a misstep unless you mine it later")
    if isinstance(action, PlayLink) and action.card == MINE:
        was = before[action.target] - _without(world, action.target, action.slot)
        return (f"{_who(obs, action.target)} step {action.slot + 1} scored {signed(was)}; "
                "mined, it scores 0 from now on")
    if isinstance(action, PlayLink) and action.card == QUICK_RESTEP:
        return (f"a Quick Restep takes back the card of your step {action.slot + 1}; on a later "
                "turn a Step laid on it scores one point less")
    seat = action.target if isinstance(action, BeatStep) else me
    if isinstance(action, (PlayStep, BeatStep)):
        index = len(world.dancers[seat].slots)
    elif isinstance(action, (Restep, PlayLink)):
        index = action.slot
    else:
        index = len(world.dancers[me].slots) - 1
    return _slot_words(obs, after_world, seat, index, card_label(action.card))


def _without(world: State, seat: int, index: int) -> int:
    """A song's score without one of its steps' points (what a Mine takes away)."""
    dancer = world.dancers[seat]
    total = score_song(dancer, final=False)
    return total.points - total.steps[index].points


class DDRAdvice(Advice):
    ahead = "left you in the lead"
    tried = "the hands and decks I dealt from what you can see"

    def action_words(self, observation: DDRObservation, action: Action) -> str:
        if isinstance(action, ChooseSong):
            return f"Choose {catalogue().song(action.song).title}."
        if isinstance(action, Draw):
            return "Draw a card."
        if isinstance(action, ShuffleBack):
            return f"Shuffle {card_label(action.card)} back into the deck."
        if isinstance(action, Keep):
            return "Keep your hand as it is."
        if isinstance(action, PlayStep):
            return f"Step {card_label(action.card)} as step {len(observation.me.slots) + 1}."
        if isinstance(action, Restep):
            return f"Step {card_label(action.card)} onto the Quick Restep of step {action.slot + 1}."
        if isinstance(action, BeatStep):
            return f"Lay {card_label(action.card)} on {_who(observation, action.target)} song."
        if isinstance(action, Attach):
            return f"Hang {card_label(action.card)} on your Double Step."
        if isinstance(action, PlayLink):
            return f"Play {card_label(action.card)} on {_who(observation, action.target)} step {action.slot + 1}."
        if isinstance(action, Interfere):
            return f"Play {card_label(action.card)} on {_whom(observation, action.target)}."
        if isinstance(action, Done):
            return "Play nothing more this turn."
        if isinstance(action, Refill):
            return "Draw back up to five cards."
        if isinstance(action, Return):
            return f"Shuffle {card_label(action.card)} back into the deck."
        return f"Play {action}."

    def reason_words(self, observation: DDRObservation, action: Action) -> str:
        obs = observation
        if isinstance(action, ChooseSong):
            return song_words(action.song)
        if isinstance(action, (PlayStep, Restep, BeatStep, Attach, PlayLink, Interfere)):
            if obs.me.chart is None and not isinstance(action, (BeatStep, Interfere)):
                return "your song is face down to you, so this is the safest guess at it"
            return _play_words(obs, action)
        upcoming = _upcoming(obs)
        needed = ", ".join(step.describe() for step in upcoming) or "the steps ahead"
        fitting = [card for card in obs.hand if _fits(card, upcoming)]
        if isinstance(action, Draw):
            return f"your next steps want {needed}, and a fresh card may bring what is missing"
        if isinstance(action, Keep):
            if fitting:
                return f"you already hold {card_label(fitting[0])} for your next steps ({needed})"
            return f"your next steps want {needed}; nothing you could shuffle back would bring it sooner"
        if isinstance(action, (ShuffleBack, Return)):
            return f"{card_label(action.card)} fits none of your next steps ({needed})"
        if isinstance(action, Refill):
            return "a turn ends with five cards in hand"
        if isinstance(action, Done):
            return "nothing left in your hand is worth a place on a song this turn"
        return "it is what the rules allow here"


ADVICE = DDRAdvice()

__all__ = ["ADVICE", "DDRAdvice", "song_words"]
