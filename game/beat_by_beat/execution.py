"""Beat by Beat — Execute and Crowd Favor: discounts, what a move owes, what it scores, and
who wins the crowd on a beat.

Where the document is silent (docs/rules/beat_by_beat.md, "Decisions"): the chain and
the crowd both compare printed costs; a Rhythm card's condition looks only at moves
that succeeded; Rhythm bonuses and Judge bonuses never apply to a Stumble; a
multi-style move gets no style-specific bonus or discount. With Move Bonus Effects, a
successful Momentum move takes 1 off the dancer's next move this round (never across a
round, as the chain).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from game.beat_by_beat.content import Move, Rhythm, catalogue
from game.beat_by_beat.state import MAX_TOKEN_DISCOUNT, TOKENS_PER_DISCOUNT, Options, Played, State


def move(card: str) -> Move:
    return catalogue().moves[card]


def rhythm_card(card: str) -> Rhythm:
    return catalogue().rhythm[card]


def styles_played(phrase: tuple[Played, ...]) -> Counter[str]:
    """Styles of this round's successful moves so far (a multi-style move counts for both)."""
    counts: Counter[str] = Counter()
    for beat in phrase:
        if beat.success:
            counts.update(move(beat.card).styles)
    return counts


def condition_holds(rhythm: Rhythm, phrase: tuple[Played, ...], played: Move) -> bool:
    condition = rhythm.condition
    if played.stumble:
        return False
    if not condition:
        return True
    head, _, tail = condition.partition(":")
    if head == "type":
        return played.type == tail
    if head == "cost":
        return played.cost == int(tail)
    if head == "cost_min":
        return played.cost >= int(tail)
    style = played.single_style
    if style is None:
        return False
    counts = styles_played(phrase)
    if condition == "most_played_style":
        # ties for most played are broken in the dancer's favour (the player's choice)
        return bool(counts) and counts[style] == max(counts.values())
    return counts[style] == 0  # unplayed_style


@dataclass(frozen=True)
class Discount:
    chain: int = 0
    favor: int = 0
    rhythm: int = 0
    judge: int = 0
    tokens: int = 0
    effect: int = 0     # Move Bonus Effects: the move before was a successful Momentum

    @property
    def total(self) -> int:
        return self.chain + self.favor + self.rhythm + self.judge + self.tokens + self.effect


def discount_for(phrase: tuple[Played, ...], judges: tuple[str, ...], tokens: int,
                 options: Options, rhythm_id: str, card: str) -> Discount:
    """The discounts a move gets, from what its dancer has on the table (public facts)."""
    played = move(card)
    if played.stumble:
        return Discount()
    rhythm = rhythm_card(rhythm_id)
    previous = phrase[-1] if phrase else None
    chain = favor = effect = 0
    if previous is not None:
        before = move(previous.card)
        if previous.success and not before.stumble and rhythm.kind != "no_chain":
            if before.cost <= played.cost or rhythm.kind == "chain_any":
                chain = before.cost
                if rhythm.kind == "chain_plus":
                    chain += rhythm.amount
        favor = 1 if previous.boost else 0
        momentum = options.move_effects and move(previous.card).effect == "momentum"
        effect = 1 if momentum and previous.success else 0
    from_rhythm = rhythm.amount if rhythm.kind == "discount" and condition_holds(rhythm, phrase, played) else 0
    from_judges = 0
    for judge_id in judges:
        judge = catalogue().judges[judge_id]
        if judge.benefit == "type_discount" and played.type in judge.benefit_types:
            from_judges += judge.benefit_amount
    from_tokens = min(MAX_TOKEN_DISCOUNT, tokens // TOKENS_PER_DISCOUNT) if options.crowd_tokens else 0
    return Discount(chain, favor, from_rhythm, from_judges, from_tokens, effect)


def owed_for(phrase: tuple[Played, ...], judges: tuple[str, ...], tokens: int, options: Options,
             rhythm_id: str, card: str) -> int:
    """Discards a move needs: cost - 1 - discounts, never below 0."""
    played = move(card)
    if played.stumble:
        return 0
    return max(0, played.cost - 1 - discount_for(phrase, judges, tokens, options, rhythm_id, card).total)


def bonus_for(phrase: tuple[Played, ...], judges: tuple[str, ...], rhythm_id: str, card: str) -> int:
    """What a successful move scores at the end of the round."""
    played = move(card)
    if played.stumble:
        return 0
    total = played.bonus
    rhythm = rhythm_card(rhythm_id)
    if rhythm.kind == "bonus" and condition_holds(rhythm, phrase, played):
        total += rhythm.amount
    for judge_id in judges:
        judge = catalogue().judges[judge_id]
        if judge.benefit == "style_bonus" and played.single_style == judge.benefit_style:
            total += judge.benefit_amount
        elif judge.benefit == "type_bonus" and played.type in judge.benefit_types:
            total += judge.benefit_amount
        elif judge.benefit == "multi_bonus" and played.multi:
            total += judge.benefit_amount
    return total


def discount(state: State, seat: int, card: str) -> Discount:
    d = state.dancers[seat]
    return discount_for(d.phrase, d.judges, d.tokens, state.options, state.rhythm(), card)


def owed(state: State, seat: int, card: str) -> int:
    d = state.dancers[seat]
    return owed_for(d.phrase, d.judges, d.tokens, state.options, state.rhythm(), card)


def bonus(state: State, seat: int, card: str) -> int:
    d = state.dancers[seat]
    return bonus_for(d.phrase, d.judges, state.rhythm(), card)


def execute(state: State, seat: int, card: str) -> Played:
    """The move as executed: success if the hand (the move already out of it) can pay."""
    dancer = state.dancers[seat]
    need = owed(state, seat, card)
    success = len(dancer.hand) >= need
    cut = discount(state, seat, card)
    return Played(card, success, cut.total, need if success else 0,
                  bonus=bonus(state, seat, card) if success else 0,
                  chained=success and cut.chain > 0)


@dataclass(frozen=True)
class Favor:
    winners: tuple[int, ...]
    matchers: tuple[int, ...]
    boost: bool            # a single winner: outright, earns the next-beat +1 (not so on a
                           # Generous Crowd tie, whose leaders win the crowd but not outright)
    reason: str


def crowd_favor(state: State, beats: tuple[Played, ...]) -> Favor:
    """Who wins the crowd this beat, from each seat's executed move."""
    return favor_of(state.rhythm(), beats)


def favor_of(rhythm_id: str, beats: tuple[Played, ...]) -> Favor:
    """Who wins the crowd on a beat with this Rhythm card, from each seat's executed move
    (the table reads a past beat's result through this too)."""
    rhythm = rhythm_card(rhythm_id)
    contenders = [(seat, move(p.card)) for seat, p in enumerate(beats)
                  if p.success and not move(p.card).stumble]
    if not contenders:
        return Favor((), (), False, "no move can win the crowd")
    costs = [m.cost for _, m in contenders]
    lowest = rhythm.kind == "crowd_lowest"
    target = min(costs) if lowest else max(costs)
    leaders = tuple(seat for seat, m in contenders if m.cost == target)
    if rhythm.kind == "crowd_min_cost" and target < rhythm.amount:
        return Favor((), (), False, f"no move reached cost {rhythm.amount}")
    if len(leaders) > 1 and rhythm.kind != "crowd_ties_win":
        return Favor((), (), False, "the leading moves tie")
    boost = len(leaders) == 1
    styles = {style for seat in leaders for style in move(beats[seat].card).styles}
    matchers = tuple(seat for seat, m in contenders
                     if seat not in leaders and styles.intersection(m.styles))
    word = "lowest" if lowest else "highest"
    return Favor(leaders, matchers, boost, f"the {word} cost wins")
