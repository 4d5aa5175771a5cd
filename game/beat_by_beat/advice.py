"""Beat by Beat — a hint's words: the action, and what it does for your phrase and the crowd.

Read from the seat's own observation only: the figures of a move are the table's own
preview (`view.preview`: its discounts, what it costs in discards, its bonus), and the
moves already on the table are public. Nothing here looks at a hidden hand or deck.
"""

from __future__ import annotations

from game.beat_by_beat.content import catalogue
from game.beat_by_beat.execution import move
from game.beat_by_beat.view import BBBObservation, preview
from game.core.actions import Act
from game.core.hint import Advice

RECOVERY_WORDS = {
    "stamina": "Stamina draws two cards from your deck",
    "refinement": "Refinement removes a weak card from your deck for good",
    "inspiration": "Inspiration brings two new moves from the pool into your discard pile",
}


def _name(card: str) -> str:
    try:
        return move(card).name
    except KeyError:
        return card


def _styles(card: str) -> str:
    styles = move(card).styles
    return " and ".join(s.title() for s in styles) if styles else "no style"


def _play_words(obs: BBBObservation, card: str) -> str:
    shown = move(card)
    if shown.stumble:
        return "with an empty hand, a Stumble is all you can play"
    figures = preview(obs, card)
    cut = figures.discount
    parts = []
    if cut.chain:
        parts.append(f"the chain takes {cut.chain} off")
    if cut.favor:
        parts.append("your crowd win takes 1 off")
    if cut.rhythm or cut.judge or cut.tokens or cut.effect:
        parts.append(f"other discounts take {cut.rhythm + cut.judge + cut.tokens + cut.effect} off")
    pays = ("it costs nothing to pay" if figures.owed <= 0 else
            f"you pay {figures.owed} card{'s' * (figures.owed != 1)}" if figures.payable else
            f"it needs {figures.owed} cards you do not hold, so it would fail")
    why = f"{shown.name} (cost {shown.cost}, {_styles(card)}): " + (", ".join(parts) + "; " if parts else "")
    return f"{why}{pays}, and it scores {figures.bonus} if it succeeds"


class BeatByBeatAdvice(Advice):
    ahead = "came out ahead at the end of the round"
    tried = "the rounds I played out from here"

    def action_words(self, observation: BBBObservation, action: Act) -> str:
        verb, args = action.verb, action.args
        if verb == "play" and args:
            return f"Play {_name(args[0])}."
        if verb == "reject" and args:
            return f"Give back {_name(args[0])}."
        if verb == "discard" and args:
            return f"Pay with {_name(args[0])}."
        if verb == "recover" and args:
            return f"Choose {' and '.join(a.title() for a in args[0].split('+'))}."
        if verb == "refine" and len(args) == 2:
            return f"Refine away {_name(args[1])} from your {args[0]}."
        if verb == "judge" and args:
            judge = catalogue().judges.get(args[0])
            return f"Take {judge.name if judge else args[0]} as your Judge."
        return f"Play {action}."

    def reason_words(self, observation: BBBObservation, action: Act) -> str:
        obs, verb, args = observation, action.verb, action.args
        if verb == "play" and args:
            return _play_words(obs, args[0])
        if verb == "reject" and args:
            shown = move(args[0])
            return f"{shown.name} (cost {shown.cost}, {_styles(args[0])}) fits your deck least of the cards in front of you"
        if verb == "discard" and args:
            return f"{_name(args[0])} is the card of your hand you will miss least"
        if verb == "recover" and args:
            return "; ".join(RECOVERY_WORDS.get(a, a) for a in args[0].split("+"))
        if verb == "refine" and len(args) == 2:
            return f"a deck without {_name(args[1])} draws your strong moves more often"
        if verb == "judge" and args:
            judge = catalogue().judges.get(args[0])
            return judge.text.rstrip(".") if judge else "that Judge suits your moves"
        return "it is what the rules allow here"


ADVICE = BeatByBeatAdvice()

__all__ = ["ADVICE", "BeatByBeatAdvice"]
