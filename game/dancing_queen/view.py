"""What one Dancing Queen seat may know.

Genders are public (the backs show them); identities are known to their owner only,
and an opening lead's gender stays secret from the rival until both leads are down.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.commit import CommitmentView
from game.dancing_queen.cards import Gender, cards
from game.dancing_queen.scoring import hearts, make_floor, star
from game.dancing_queen.state import MAX_DANCERS, TROPHIES_TO_WIN, Dancer, Phase, Ref, RoundResult, State


@dataclass(frozen=True)
class DancerView:
    ref: Ref
    gender: Gender | None   # None: an opening lead still chosen in secret
    card: int | None        # None: face down and not yours
    lead: bool
    partner: Ref | None


@dataclass(frozen=True)
class DQObservation:
    seat: int
    phase: Phase
    actor: int | None
    microphone: int
    round: int
    trophies: tuple[int, int]
    deck_size: int
    dancers: tuple[tuple[DancerView, ...], tuple[DancerView, ...]]
    hand: int | None          # your dealt or drawn card, waiting to be played
    rival_holds_card: bool    # the rival holds a dealt or drawn card
    then: Phase
    passer: int | None
    just_played: Ref | None
    results: tuple[RoundResult, ...]
    opening: CommitmentView[Dancer] | None = None  # who has chosen a lead, and your own

    def count(self, seat: int) -> int:
        return len(self.dancers[seat])

    def lead(self, seat: int) -> DancerView | None:
        return next((d for d in self.dancers[seat] if d.lead), None)


def partners(state: State) -> dict[Ref, Ref]:
    found: dict[Ref, Ref] = {}
    for a, b in state.pairs:
        found[a], found[b] = b, a
    if state.leads[0] >= 0 and state.leads[1] >= 0:
        a, b = Ref(0, state.leads[0]), Ref(1, state.leads[1])
        found[a], found[b] = b, a
    return found


def _committed_leads(opening: CommitmentView[Dancer], seat: int) -> list[tuple[DancerView, ...]]:
    """During the opening a committed lead lies face down: its owner sees it, the rival
    sees only that it is there."""
    sides: list[tuple[DancerView, ...]] = []
    for side in (0, 1):
        if not opening.committed[opening.order.index(side)]:
            sides.append(())
        elif side == seat and opening.own is not None:
            sides.append((DancerView(Ref(side, 0), opening.own.gender, opening.own.card, True, None),))
        else:
            sides.append((DancerView(Ref(side, 0), None, None, True, None),))
    return sides


def observe(state: State, seat: int) -> DQObservation:
    partner_of = partners(state)
    opening = state.opening.view(seat) if state.opening is not None else None
    sides = []
    for side in (0, 1):
        views = []
        for number, dancer in enumerate(state.dancers[side]):
            ref = Ref(side, number)
            mine = side == seat
            views.append(DancerView(
                ref=ref, gender=dancer.gender, card=dancer.card if mine else None,
                lead=number == state.leads[side], partner=partner_of.get(ref)))
        sides.append(tuple(views))
    if opening is not None:
        sides = _committed_leads(opening, seat)
    return DQObservation(
        seat=seat, phase=state.phase, actor=state.actor, microphone=state.microphone,
        round=state.round, trophies=state.trophies, deck_size=len(state.deck),
        dancers=(sides[0], sides[1]), hand=state.hands[seat],
        rival_holds_card=state.hands[1 - seat] is not None, then=state.then,
        passer=state.passer, just_played=state.just_played, results=state.results,
        opening=opening)


# -- what a table shows, asked of an observation (the table computes no rule itself) ----------
@dataclass(frozen=True)
class LeadPreview:
    """What a seat's own lead would score on the floor as it stands."""

    name: str            # the half that counts
    hearts: int
    star: bool           # its ★ instant win holds now
    waits_for_star: bool  # a line-up half: it scores nothing until its ★


def lead_preview(obs: DQObservation, seat: int) -> LeadPreview | None:
    """None while the lead's card or any gender is unknown to this observation."""
    lead = obs.lead(seat)
    if lead is None or lead.card is None or lead.gender is None:
        return None
    if any(d.gender is None for side in obs.dancers for d in side):
        return None
    sides = (tuple(d.gender for d in obs.dancers[0]), tuple(d.gender for d in obs.dancers[1]))
    by_ref = {d.ref: d for side in obs.dancers for d in side}
    couples = [(d.gender, by_ref[d.partner].gender) for d in obs.dancers[0] if d.partner in by_ref]
    floor = make_floor(sides, couples, seat)  # type: ignore[arg-type]  # every gender is known here
    half = cards()[lead.card].half(lead.gender)
    score = hearts(half, floor)
    return LeadPreview(half.name, score, star(half, floor), score == 0 and half.kind == "lineup")


def trophies_to_win() -> int:
    return TROPHIES_TO_WIN


def dancers_per_side() -> int:
    """The most dancers one seat may have on the floor."""
    return MAX_DANCERS
