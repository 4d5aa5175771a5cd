"""Beat by Beat — the rule-based play of Easy and Normal, from one seat's observation.

Normal weighs each move in hand: what it scores, its chance to win the crowd against
what the rivals could hold, the chain it leaves for the next beat, and the cards it
costs; a move that would fail is a last resort. It pays with its least useful cards
(Stumbles first), recovers by need (a thin hand draws, Stumbles are refined away,
early rounds look for new moves), and drafts moves that score, win crowds and suit
the Judges still on the table. With Move Bonus Effects or Variable Crowd Bonuses on, it
weighs a move's effect and the round's Crowd Bonus card too (game.beat_by_beat.option_play).
With the `focus_style` option the focus seat keeps only moves of that style whenever it
can (the style-balance measurement).
Easy plays a move it can pay for, most of the time, and recovers with little sense.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Sequence

from game.beat_by_beat.content import STUMBLE, STYLES, Move, catalogue
from game.beat_by_beat.execution import bonus_for, move, owed_for, rhythm_card
from game.beat_by_beat.option_play import crowd_draft, crowd_now, effect_now, effect_owned
from game.beat_by_beat.state import BEATS, ROUNDS, Phase, card_of, zone_of
from game.core.actions import Act
from game.beat_by_beat.view import BBBObservation

CARD_WORTH = 0.8        # points a card in hand is worth (what a discard gives up)
FAVOR_WORTH = 2.2       # points a crowd win is worth (placement share and the +1 discount)
JUDGE_PULL = 0.8        # points for a move that keeps an open Judge in reach (per 10 it pays)
FAIL_COST = 1.5         # a failed move: no chain, no favour, and Judges' perfect rounds lost
BEATEN_BY = {1: 0.1, 2: 0.3, 3: 0.55, 4: 0.8, 5: 0.95}  # chance a rival's move costs less


def focus(obs: BBBObservation) -> str:
    """The style this seat must keep to (the measuring option), or ''."""
    opts = obs.options
    return opts.focus_style if opts.focus_style and opts.focus_seat == obs.seat else ""


def owned_styles(obs: BBBObservation) -> Counter[str]:
    counts: Counter[str] = Counter()
    for card in obs.hand + obs.deck + obs.discard:
        counts.update(move(card).styles)
    return counts


def card_worth(obs: BBBObservation, card: str, styles: Counter[str] | None = None) -> float:
    """How much owning `card` is worth for the rest of the game."""
    m = move(card)
    if m.stumble:
        return -3.0
    worth = m.bonus + (0.8 if m.cost >= 4 else 0.3 * m.cost)
    open_judges = [catalogue().judges[j] for j, seat in zip(obs.judges, obs.claimed) if seat is None]
    for judge in open_judges:
        if judge.need == "style" and judge.need_style in m.styles:
            worth += 0.4
        elif judge.need == "types" and m.type in judge.need_types:
            worth += 0.4
    if styles is not None and m.styles:
        worth += 0.15 * min(6, max(styles[s] for s in m.styles))
    return worth + effect_owned(obs, card) + crowd_draft(obs, card)


def _favor_chance(obs: BBBObservation, m: Move) -> float:
    if m.stumble:
        return 0.0
    rhythm = rhythm_card(obs.rhythm_now[obs.beat])
    chance = 1.0
    for view in obs.dancers:
        if view.seat == obs.seat:
            continue
        if view.hidden_cards == 0 and not view.committed:
            continue
        beaten = BEATEN_BY[m.cost]
        if rhythm.kind == "crowd_lowest":
            beaten = 1.0 - beaten
        chance *= beaten
    if rhythm.kind == "crowd_min_cost" and m.cost < rhythm.amount:
        return 0.0
    return chance


def judge_pull(obs: BBBObservation, m: Move) -> float:
    """How much a move helps towards the open Judges still reachable this round."""
    me = obs.me
    if any(not p.success for p in me.phrase) or m.stumble:
        return 0.0
    done = [move(p.card) for p in me.phrase]
    left = BEATS - len(done)
    pull = 0.0
    for judge_id, holder in zip(obs.judges, obs.claimed):
        if holder is not None:
            continue
        judge = catalogue().judges[judge_id]
        weight = JUDGE_PULL * judge.points / 10
        count = judge.count_for(len(obs.dancers))
        need = judge.need
        if need == "style":
            have = sum(judge.need_style in d.styles for d in done)
            if judge.need_style in m.styles and have < count <= have + left:
                pull += weight
        elif need == "types":
            have = sum(d.type in judge.need_types for d in done)
            if m.type in judge.need_types and have < count <= have + left:
                pull += weight
        elif need == "low_cost":
            if all(d.cost <= count for d in done) and m.cost > count:
                pull -= weight
        elif need == "all_styles":  # need_count moves of each of need_styles styles
            per_style = Counter(s for d in done for s in d.styles)
            ranked = sorted(STYLES, key=lambda s: -min(per_style[s], count))
            target = ranked[:judge.need_styles]
            short = sum(max(0, count - per_style[s]) for s in target)
            if short <= left and any(per_style[s] < count and s in target for s in m.styles):
                pull += weight
        elif need == "chain_run" and done and done[-1].cost <= m.cost and not done[-1].stumble:
            pull += weight / 2
    return pull


def select_value(obs: BBBObservation, card: str) -> float:
    me = obs.me
    rhythm = obs.rhythm_now[obs.beat]
    m = move(card)
    in_hand = len(obs.hand) - (0 if card == STUMBLE and not obs.hand else 1)
    need = owed_for(me.phrase, me.judges, me.tokens, obs.options, rhythm, card)
    if need > in_hand:
        return -FAIL_COST - 0.2 * m.cost
    chance = _favor_chance(obs, m)
    value = bonus_for(me.phrase, me.judges, rhythm, card) + FAVOR_WORTH * chance
    value += effect_now(obs, card) + crowd_now(obs, m, chance)
    value -= CARD_WORTH * need
    value += judge_pull(obs, m)
    if not m.stumble:
        later = [move(c).cost for c in obs.hand if c != card and move(c).cost >= m.cost]
        value += 0.25 * m.cost * min(1, len(later))
    else:
        value += 0.3
    return value


def pay_choice(obs: BBBObservation, legal: Sequence[Act]) -> Act:
    played = obs.me.phrase[-1].card if obs.me.phrase else STUMBLE
    cost = move(played).cost

    def keep(act: Act) -> float:
        m = move(card_of(act))
        if m.stumble:
            return -5.0
        return m.bonus + 0.4 * m.cost + (1.0 if m.cost >= cost else 0.0)
    return min(legal, key=lambda a: (keep(a), card_of(a)))


def recovery_choice(obs: BBBObservation, legal: Sequence[Act]) -> Act:
    offered = {card_of(a): a for a in legal}
    stumbles = sum(c == STUMBLE for c in obs.hand + obs.discard)
    weak = sum(move(c).cost == 1 and not move(c).styles for c in obs.hand + obs.discard)
    hand = len(obs.hand)
    wishes = []
    if hand <= 2:
        wishes.append("stamina")
    if stumbles:
        wishes.append("refinement")
    if obs.round <= ROUNDS - 2 and hand >= 3:
        wishes.append("inspiration")
    if weak and obs.me.collection > 14 and obs.round < ROUNDS:
        wishes.append("refinement")
    wishes += ["stamina", "inspiration", "refinement"]
    # the earlier a wish, the more it weighs; a second of the same action counts less
    weight = {a: 0.0 for a in ("stamina", "refinement", "inspiration")}
    for rank, wish in enumerate(wishes):
        weight[wish] = max(weight[wish], 10.0 - rank)

    def worth(choice: str) -> float:
        parts = choice.split("+")
        return sum(weight[a] * 0.6 ** parts[:i].count(a) for i, a in enumerate(parts))
    return offered[max(offered, key=lambda c: (worth(c), c))]


def refine_choice(obs: BBBObservation, legal: Sequence[Act]) -> Act:
    styles = owned_styles(obs)

    def worth(act: Act) -> tuple[float, int]:
        return (card_worth(obs, card_of(act), styles), 0 if zone_of(act) == "discard" else 1)
    return min(legal, key=lambda a: (worth(a), card_of(a)))


def reject_choice(obs: BBBObservation, legal: Sequence[Act]) -> Act:
    styles, wanted = owned_styles(obs), focus(obs)

    def worth(card: str) -> float:
        off_style = bool(wanted) and wanted not in move(card).styles
        return card_worth(obs, card, styles) - (20.0 if off_style else 0.0)
    return min(legal, key=lambda a: (worth(card_of(a)), card_of(a)))


def judge_choice(obs: BBBObservation, legal: Sequence[Act]) -> Act:
    # the Judges anyone can reach most often: low costs, every style, chains
    ease = {"low_cost": 3, "all_styles": 2, "chain_run": 1}
    return max(legal, key=lambda a: (ease.get(catalogue().judges[card_of(a)].need, 0), card_of(a)))


def normal_choice(obs: BBBObservation, legal: Sequence[Act], rng: random.Random) -> Act:
    phase = obs.phase
    if len(legal) == 1:
        return legal[0]
    if phase is Phase.SELECT:
        return max(legal, key=lambda a: (select_value(obs, card_of(a)), card_of(a)))
    if phase is Phase.PAY:
        return pay_choice(obs, legal)
    if phase is Phase.RECOVER:
        return recovery_choice(obs, legal)
    if phase is Phase.REFINE:
        return refine_choice(obs, legal)
    if phase in (Phase.DRAFT, Phase.INSPIRE):
        return reject_choice(obs, legal)
    return judge_choice(obs, legal)


def easy_choice(obs: BBBObservation, legal: Sequence[Act], rng: random.Random) -> Act:
    phase = obs.phase
    if len(legal) == 1:
        return legal[0]
    if phase is Phase.SELECT and rng.random() < 0.7:
        me, rhythm = obs.me, obs.rhythm_now[obs.beat]
        payable = [a for a in legal
                   if owed_for(me.phrase, me.judges, me.tokens, obs.options, rhythm, card_of(a))
                   <= len(obs.hand) - 1]
        if payable:
            return payable[rng.randrange(len(payable))]
    if phase is Phase.RECOVER and len(obs.hand) <= 1:
        return next((a for a in legal if card_of(a) == "stamina"), legal[0])
    if phase in (Phase.DRAFT, Phase.INSPIRE) and rng.random() < 0.5:
        return reject_choice(obs, legal)
    return legal[rng.randrange(len(legal))]
