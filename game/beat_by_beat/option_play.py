"""Beat by Beat — how Normal (and Hard, through Normal) weighs two of the Experimental
Rules' options, from its own observation: Move Bonus Effects (a move's effect when it
succeeds, and what owning such a move is worth) and Variable Crowd Bonuses (what this
round's Crowd Bonus card adds to winning the crowd now, and the styles the cards on view
ask for). The other options need no weighing of their own: their gains come through the
crowd wins Normal already seeks.
"""

from __future__ import annotations

from game.beat_by_beat.content import STUMBLE, Move, catalogue
from game.beat_by_beat.execution import move
from game.beat_by_beat.state import BEATS, ROUNDS
from game.beat_by_beat.view import BBBObservation

CARD = 0.8          # a card drawn, in points (policy.CARD_WORTH)
OWNED_EFFECT = {"encore": 0.8, "momentum": 0.6, "polish": 0.3, "muse": 0.6}


def _weak(obs: BBBObservation) -> bool:
    """Something worth refining: a Stumble, or a cost-1 starter in a big deck."""
    cards = obs.hand + obs.discard
    starters = set(catalogue().starter)
    return STUMBLE in cards or (obs.me.collection > 14
                                and any(c in starters and move(c).cost == 1 for c in cards))


def effect_now(obs: BBBObservation, card: str) -> float:
    """What the move's effect gives this beat if it succeeds (option Move Bonus Effects)."""
    if not obs.options.move_effects:
        return 0.0
    effect = move(card).effect
    if effect == "encore":
        return CARD
    if effect == "momentum":
        later = [c for c in obs.hand if c != card and move(c).cost >= 2]
        return 0.7 if later and obs.beat < BEATS - 1 else 0.0
    if effect == "polish":
        return 0.5 if _weak(obs) else 0.1
    if effect == "muse":
        return 0.7 if obs.round <= ROUNDS - 2 else 0.2
    return 0.0


def effect_owned(obs: BBBObservation, card: str) -> float:
    """What owning a move with an effect is worth for the rest of the game."""
    if not obs.options.move_effects:
        return 0.0
    effect = move(card).effect
    worth = OWNED_EFFECT.get(effect, 0.0)
    if effect == "muse" and obs.round > ROUNDS - 2:
        worth = 0.2
    return worth


def crowd_now(obs: BBBObservation, m: Move, chance: float) -> float:
    """Points this round's Crowd Bonus card adds to laying `m`, which wins the crowd
    outright with about `chance` (option Variable Crowd Bonuses)."""
    if not obs.options.crowd_bonuses or not obs.crowd_now or m.stumble:
        return 0.0
    card = catalogue().crowd[obs.crowd_now]
    me, points, kind = obs.me, card.points, card.kind
    if kind == "opening":
        return points * chance if obs.beat == 0 else 0.0
    if kind == "finale":
        return points * chance if obs.beat == BEATS - 1 else 0.0
    if kind == "streak":
        going = bool(me.phrase) and me.phrase[-1].outright
        return points * chance * (1.0 if going else 0.3)
    if kind == "matches":
        return 0.25 * points * (1 - chance) if m.styles else 0.0
    if kind == "style_night":
        return points * min(1.0, chance + 0.2) if m.single_style == card.style else 0.0
    if kind == "showstopper":
        return points * chance if m.cost >= card.cost else 0.0
    if kind == "packed_house":
        return 0.3 * points * chance
    # ovation: the first to `count` outright wins this round
    if any(v.outright >= card.count for v in obs.dancers):
        return 0.0
    short = card.count - me.outright
    return points * chance * (1.0 if short == 1 else 0.4 if short == 2 else 0.1)


def crowd_draft(obs: BBBObservation, card: str) -> float:
    """What the Crowd Bonus cards on view (this round's and the next) add to drafting a move."""
    if not obs.options.crowd_bonuses:
        return 0.0
    m = move(card)
    worth = 0.0
    for shown in (obs.crowd_now, obs.crowd_next):
        if not shown:
            continue
        bonus = catalogue().crowd[shown]
        if bonus.kind == "style_night" and m.single_style == bonus.style:
            worth += 0.5
        elif bonus.kind == "showstopper" and m.cost >= bonus.cost:
            worth += 0.3
    return worth
