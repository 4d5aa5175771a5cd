"""Dance Card! — a hint's words: the action, and what it does for your Dance Card.

Read from the seat's own observation only. The gym, every Dance Card's tokens and the
dice of a dance are public; the order of the decks and, in a Competitive game, the
others' hands are not. What an action changes is worked out in one world dealt from the
observation (the hidden cards filled in with a fixed seed), and only public things are
read from it: where students stand, and the chance of a dance with the dice the gym
gives (the AI's own measuring stick, game/dance_card/plans.py).
"""

from __future__ import annotations

import random

from game.core.actions import Act
from game.core.hint import Advice
from game.dance_card.plans import best_by_partner, dance_chance_now
from game.dance_card.roster import Roster, StudentInfo, roster
from game.dance_card.rules import RULES
from game.dance_card.state import FAILURE, State
from game.dance_card.view import DanceCardObservation, dance_breakdown, dance_readout, determinize


def _world(obs: DanceCardObservation) -> State:
    """One world dealt from the observation; only its public parts are read."""
    return determinize(obs, random.Random(0))


def _me(obs: DanceCardObservation) -> StudentInfo:
    return roster().students[obs.seats[obs.seat].student]


def _percent(chance: float) -> str:
    return f"about {round(chance * 100)}%"


def relation(obs: DanceCardObservation, student: int) -> str:
    """Who a student is to the seat's own Dance Card, in the game's words."""
    r, me = roster(), _me(obs)
    name = r.name(student)
    if student == me.index:
        return f"your student {name}"
    for partner in me.partners:
        if partner.student == student:
            return f"your Partner {name}"
        if student in (c for c, _ in partner.contacts):
            return f"{name}, a Contact of your Partner {r.name(partner.student)}"
        if student == partner.crush:
            return f"{name}, the Crush of your Partner {r.name(partner.student)}"
    if student in (f for f, _ in me.friends):
        return f"your Friend {name}"
    if student == me.rival:
        return f"your Rival {name}"
    return name


def _slot(me: StudentInfo, r: Roster, name: str) -> int | None:
    return next((i for i, p in enumerate(me.partners) if r.name(p.student).lower() == name.lower()), None)


def _best_dance(world: State, seat: int) -> str:
    """The best dance in reach after an action, from the AI's measuring stick."""
    r = roster()
    me = r.students[world.seats[seat].student]
    best = best_by_partner(world, seat)
    if not best:
        return ""
    slot, prospect = max(best.items(), key=lambda kv: kv[1].worth)
    name = r.name(me.partners[slot].student)
    if prospect.moves == 0:
        return f"you could dance with {name} right there, {_percent(prospect.chance)} to succeed"
    moves = f"{prospect.moves} Move{'s' * (prospect.moves != 1)}"
    return f"a dance with {name} is {moves} away, {_percent(prospect.chance)} to succeed there"


def _after(obs: DanceCardObservation, action: Act) -> State:
    after, _ = RULES.apply(_world(obs), action)
    return after


def _move_words(obs: DanceCardObservation, action: Act) -> str:
    r = roster()
    student = r.by_name.get(action.args[0]) if action.args else None
    who = relation(obs, student) if student is not None else "that student"
    place = r.location_by_short.get(action.args[1].lower()) if len(action.args) > 1 else None
    where = f"the {r.place(place)}" if place is not None else "there"
    then = _best_dance(_after(obs, action), obs.seat)
    return f"it takes {who} to {where}" + (f"; {then}" if then else "")


def _dance_words(obs: DanceCardObservation, action: Act) -> str:
    r, me = roster(), _me(obs)
    slot = _slot(me, r, action.args[0]) if action.args else None
    if slot is None:
        return "it is a dance you can take here"
    partner = me.partners[slot]
    icons = " and ".join(partner.icons)
    needs = f"a total of {partner.number}" + (f" and {icons}" if icons else "")
    chance = dance_chance_now(_world(obs), obs.seat, slot)
    return (f"{r.name(partner.student)} needs {needs}; with the dice you would gather here it "
            f"succeeds {_percent(chance)} of the time, for {partner.reward} card"
            f"{'s' * (partner.reward != 1)}")


def _chat_words(obs: DanceCardObservation, action: Act) -> str:
    r, me = roster(), _me(obs)
    student = r.by_name.get(action.args[0]) if action.args else None
    for partner in me.partners:
        for contact, die in partner.contacts:
            if contact == student:
                return (f"a Chat Token on {r.name(contact)} adds a {die.capitalize()} die to every "
                        f"dance with {r.name(partner.student)}, for the rest of the game")
        if student == partner.crush:
            return f"{r.name(student)} will no longer add a Black die to dances with {r.name(partner.student)}"
    return "a Chat Token helps a later dance"


def _roll_words(obs: DanceCardObservation, action: Act) -> str:
    readout = dance_readout(obs)
    if readout is None:
        return "the dice are gathered"
    icons = " and ".join(readout.icons)
    needs = f"{readout.number}" + (f" and {icons}" if icons else "")
    if action.verb == "roll":
        return f"{readout.partner} needs {needs}, and the dice are ready"
    breakdown = dance_breakdown(obs)
    if breakdown is None:
        return f"{readout.partner} needs {needs}"
    verdict = "a Success Token" if breakdown.success else "a Failure Token"
    return f"the roll makes {breakdown.total} against {readout.partner}'s {needs}: keeping it gives {verdict}"


def _card_words(obs: DanceCardObservation, action: Act) -> str:
    r = roster()
    code = r.card_slugs.get(action.args[0]) if action.args else None
    if code is None:
        return "it is a card you hold"
    card = r.card(code)
    if action.verb == "ditch":
        return f"ditching {card.name} pays a free Move, and you have no better use for it now"
    return f"{card.name}: {card.text.rstrip('.')}"


class DanceCardAdvice(Advice):
    ahead = "came out ahead"
    tried = "the turns I played out from here"

    def action_words(self, observation: DanceCardObservation, action: Act) -> str:
        verb, args = action.verb, action.args
        r = roster()
        if verb == "move" and len(args) == 2:
            place = r.location_by_short.get(args[1].lower())
            where = r.place(place) if place is not None else args[1]
            return f"Move {args[0]} to the {where}."
        if verb == "play" and args:
            code = r.card_slugs.get(args[0])
            return f"Play {r.card(code).name if code is not None else args[0]}."
        if verb == "ditch" and args:
            code = r.card_slugs.get(args[0])
            return f"Ditch {r.card(code).name if code is not None else args[0]} for a free Move."
        words = {"dance": "Dance with {0}.", "chat": "Chat with {0}.", "nerve": "Take a Nerve action.",
                 "end": "End your turn.", "roll": "Roll the dice.", "keep": "Keep the roll.",
                 "pass": "Pass.", "song": "Turn the Song Die to {0}.", "pick": "Pick die {0} to roll again.",
                 "carry": "Take {0} along.", "clear": "Clear {0}'s Failure Token."}
        if verb in words and (args or "{0}" not in words[verb]):
            return words[verb].format(*args)
        return f"Play {action}."

    def reason_words(self, observation: DanceCardObservation, action: Act) -> str:
        obs, verb = observation, action.verb
        if verb == "move":
            return _move_words(obs, action)
        if verb in ("dance", "call"):
            return _dance_words(obs, action)
        if verb == "chat":
            return _chat_words(obs, action)
        if verb in ("roll", "keep"):
            return _roll_words(obs, action)
        if verb in ("play", "ditch"):
            return _card_words(obs, action)
        if verb == "nerve":
            tokens = obs.me.status.count(FAILURE)
            return f"it clears {tokens} Failure Token{'s' * (tokens != 1)} and draws a card for each"
        if verb == "end":
            then = _best_dance(_world(obs), obs.seat)
            return "nothing left this turn is worth it" + (f"; {then}" if then else "")
        if verb == "pass":
            return "nothing you could do here helps your Dance Card"
        if verb == "song" and action.args:
            return f"with a {action.args[0]} song, whatever favours that colour favours your dances"
        if verb == "pick" and action.args:
            return f"die {action.args[0]} is the one most worth rolling again"
        if verb == "clear" and action.args:
            return f"{action.args[0]} can be danced with again"
        if verb == "carry" and action.args:
            student = roster().by_name.get(action.args[0])
            return f"{relation(obs, student) if student is not None else action.args[0]} comes along"
        return "it is the best use of your student's ability here"


ADVICE = DanceCardAdvice()

__all__ = ["ADVICE", "DanceCardAdvice", "relation"]
