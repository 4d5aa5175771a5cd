"""Dancing Queen — a hint's words: the action, and what it does for your lead.

Everything here reads the seat's own observation: the genders on the floor are public,
its own cards are its own, and the rival's cards stay unknown. What a lead would score
after a card or a spin is the table's own preview (`view.lead_preview`) asked of the
floor the action would leave.
"""

from __future__ import annotations

from dataclasses import replace

from game.core.hint import Advice
from game.dancing_queen.cards import Gender, cards
from game.dancing_queen.state import Move, Phase, Ref, Role, Verb
from game.dancing_queen.view import DancerView, DQObservation, LeadPreview, lead_preview


def _half_name(card: int | None, gender: Gender | None) -> str:
    if card is None or gender is None:
        return "your dancer"
    return cards()[card].half(gender).name


def _whose(obs: DQObservation, ref: Ref) -> str:
    side = obs.dancers[ref.seat]
    dancer = side[ref.number] if ref.number < len(side) else None
    role = "lead" if dancer is not None and dancer.lead else "support"
    return f"your {role} dancer" if ref.seat == obs.seat else f"your rival's {role} dancer"


def _with(obs: DQObservation, seat: int, side: list[DancerView]) -> DQObservation:
    dancers = (tuple(side), obs.dancers[1]) if seat == 0 else (obs.dancers[0], tuple(side))
    return replace(obs, dancers=dancers)


def after_place(obs: DQObservation, role: Role, gender: Gender) -> DQObservation:
    """The floor once the card in hand is down (partners found as the rules find them)."""
    me, other = obs.seat, 1 - obs.seat
    mine, theirs = list(obs.dancers[me]), list(obs.dancers[other])
    new = Ref(me, len(mine))
    lone = next((i for i, d in enumerate(theirs) if not d.lead and d.partner is None), None)
    if role is Role.LEAD:
        old = next((i for i, d in enumerate(mine) if d.lead), None)
        rival_lead = next((i for i, d in enumerate(theirs) if d.lead), None)
        if old is not None:
            mine[old] = replace(mine[old], lead=False,
                                partner=theirs[lone].ref if lone is not None else None)
            if lone is not None:
                theirs[lone] = replace(theirs[lone], partner=mine[old].ref)
        partner = theirs[rival_lead].ref if rival_lead is not None else None
        if rival_lead is not None:
            theirs[rival_lead] = replace(theirs[rival_lead], partner=new)
        mine.append(DancerView(new, gender, obs.hand, True, partner))
    else:
        mine.append(DancerView(new, gender, obs.hand, False,
                               theirs[lone].ref if lone is not None else None))
        if lone is not None:
            theirs[lone] = replace(theirs[lone], partner=new)
    return _with(_with(obs, me, mine), other, theirs)


def after_spin(obs: DQObservation, ref: Ref) -> DQObservation:
    side = list(obs.dancers[ref.seat])
    dancer = side[ref.number]
    if dancer.gender is not None:
        side[ref.number] = replace(dancer, gender=dancer.gender.other)
    return _with(obs, ref.seat, side)


def wants(gender: Gender, card: int) -> str:
    """What a half asks of the floor, in a few words."""
    half = cards()[card].half(gender)
    mine, theirs = f"{half.gender.value}s", f"{half.gender.other.value}s"
    return {
        "total": "scores by the number of dancers on the floor",
        "opponent": "scores by how many dancers your rival fields",
        "all_own": f"wants only {mine} on the floor",
        "majority": f"wants more {mine} than {theirs}",
        "pairs": ("wants every couple girl–girl or boy–boy" if half.same
                  else "wants every couple girl–boy"),
        "lone": f"wants exactly one {half.gender.other.value} among the {mine}",
        "balance": "wants as many girls as boys",
        "imbalance": "wants girls and boys uneven",
        "lineup": f"wins on the spot with exactly {half.girls} girls and {half.boys} boys",
    }.get(half.kind, "scores as its card says")


def _score(preview: LeadPreview | None) -> str:
    if preview is None:
        return ""
    if preview.star:
        return f"your lead {preview.name} wins the round on the spot (★)"
    if preview.waits_for_star:
        return f"your lead {preview.name} scores nothing until its line-up is on the floor"
    return f"your lead {preview.name} would score {preview.hearts}♥"


class DancingQueenAdvice(Advice):
    ahead = "won the round"
    tried = "the rounds I played out from here"

    def action_words(self, observation: DQObservation, action: Move) -> str:
        obs = observation
        if action.kind is Verb.PLACE and action.role is not None and action.gender is not None:
            half = _half_name(obs.hand, action.gender)
            if obs.phase is Phase.OPENING:
                return f"Lay your card as your lead with {half} facing your rival."
            return f"Play {half} as your {action.role.value} dancer."
        if action.kind is Verb.ROTATE and action.target is not None:
            return f"Spin {_whose(obs, action.target)} around."
        return {Verb.DRAW: "Draw a card.", Verb.PASS: "Pass (do not draw).", Verb.END: "End the round now.",
                Verb.KEEP: "Keep the floor as it is."}.get(action.kind, f"Play {action}.")

    def reason_words(self, observation: DQObservation, action: Move) -> str:
        obs, me = observation, observation.seat
        now = _score(lead_preview(obs, me))
        if action.kind is Verb.PLACE and action.role is not None and action.gender is not None:
            if obs.phase is Phase.OPENING:
                if obs.hand is None:
                    return "it opens the round"
                name = _half_name(obs.hand, action.gender)
                return f"{name} {wants(action.gender, obs.hand)}, and your rival cannot see which it is"
            after = _score(lead_preview(after_place(obs, action.role, action.gender), me))
            return f"on the floor it leaves, {after}" if after else "it shapes the floor your lead needs"
        if action.kind is Verb.ROTATE and action.target is not None:
            after = _score(lead_preview(after_spin(obs, action.target), me))
            return f"after the spin, {after}" if after else "the spin changes the floor your rival's lead needs"
        if action.kind is Verb.KEEP:
            return f"no spin helps your lead: as it stands, {now}" if now else "no spin helps your lead"
        mic = obs.microphone == me
        if action.kind is Verb.DRAW:
            tail = "; drawing hands your rival the microphone" if mic else ""
            return f"one more dancer can still change the floor{tail}"
        ahead = obs.count(1 - me) > obs.count(me)
        if action.kind is Verb.PASS:
            how = "the round ends at once" if ahead else "your rival may still draw"
            return f"{how}, and as it stands {now}" if now else how
        if action.kind is Verb.END:
            return f"the leads are scored now, and {now}" if now else "the leads are scored now"
        return "it is what the rules allow here"


ADVICE = DancingQueenAdvice()

__all__ = ["ADVICE", "DancingQueenAdvice", "after_place", "after_spin"]
