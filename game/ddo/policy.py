"""DDO: The Card Game: the rule-based teammate (Normal; Easy is a careless version of it).

Build: deploy what adds most to the Heroes likely to quest next, a new Hero while the
play area holds fewer than three, a Festival when none is out, every Public Instance.
Banking: heal, restore and ready Heroes, draw and fetch cards. Quests: always send the
strongest untapped Hero (a Hero dead at the end still gets its Loot and is back next
quest, so staying home only loses the loot). In a fight, in order: straighten; raise or
heal a Hero about to fall; deal with traps, puzzles and objectives; the attack or spell
with the most damage (a kill first); close in (melee Heroes) or fall back (archers);
wait.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.ddo.cards import ATK, DEF, DMG, HP, RNG, Kind, LootCard
from game.ddo.combat import hero_actions
from game.ddo.content import catalogue
from game.ddo.monsters import can_act, foe_active
from game.ddo.notation import Act, foe_index
from game.ddo.state import Phase, State
from game.ddo.stats import current_hp, foe_hp, foe_values, hero_values, is_boss, own_values
from game.ddo.work import Work

WEIGHTS = (1.0, 1.0, 1.0, 1.2, 0.9)   # ATK RNG DEF DMG HP, for a card's worth


def card_worth(card: LootCard) -> float:
    worth = sum(w * v for w, v in zip(WEIGHTS, card.stats))
    if card.ability is not None:
        worth += 1.5
    if card.scope == "party":
        worth *= 1.5
    worth += 0.8 * len(card.attributes) + 0.5 * len(card.traits) + 0.3 * len(card.immune)
    return worth


def choose(state: State, legal: Sequence[Act], rng: random.Random, careless: bool = False
           ) -> Act:
    if len(legal) == 1:
        return legal[0]
    phase = state.phase
    if phase in (Phase.BUILD, Phase.BANKING):
        return _build(state, legal, rng, careless)
    if phase is Phase.COMMIT:
        return _commit(state, legal, rng, careless)
    if phase is Phase.RAID_JOIN:
        joins = [a for a in legal if a.verb == "join"]
        return joins[0] if joins else legal[-1]
    if phase is Phase.RAID_ORDER:
        return _order(state, legal)
    if phase is Phase.REWARD:
        cat = catalogue()
        return min(legal, key=lambda a: card_worth(cat.card(a.args[0])))
    return combat_choice(state, legal, rng, careless)


# -- Build and Banking -----------------------------------------------------------------

def _build(state: State, legal: Sequence[Act], rng: random.Random, careless: bool) -> Act:
    cat = catalogue()
    seat = state.actor()
    assert seat is not None
    owner = state.seats[seat]
    best, best_score = legal[-1], 0.0
    for a in legal:
        score = 0.0
        if a.verb == "deploy":
            card = cat.card(a.args[0])
            if card.kind is Kind.HERO:
                score = 6.0 if len(owner.stacks) < 3 + state.quests_played // 4 else 0.5
            elif card.kind is Kind.FESTIVAL:
                score = 3.0 if state.festival is None else 0.0
            elif card.kind is Kind.INSTANCE:
                score = 4.0
            else:
                stack = owner.stacks[int(a.args[1][1:]) - 1]
                score = card_worth(card) + 0.15 * sum(own_values(stack)) + \
                    (1.0 if not stack.hero_tapped else 0.0)
                if card.ability is not None and card.ability.use == "discard" and \
                        card.kind is not Kind.SPELL:
                    score -= 0.5
        elif a.verb == "use":
            score = _camp_score(state, seat, a)
        if careless:
            score += rng.random() * 6.0 - (2.0 if a.verb == "use" else 0.0)
        if score > best_score:
            best, best_score = a, score
    return best


def _camp_score(state: State, seat: int, a: Act) -> float:
    """A Banking ability: worth using — except a move, worth it only from a Hero who cannot
    quest soon (tapped or Petrified) to one who can."""
    cat = catalogue()
    on_stack = a.args[0].startswith("s") and a.args[0][1:].isdigit()
    ability = cat.card(a.args[1] if on_stack else a.args[0]).ability
    if ability is None or ability.effect != "move":
        return 5.0
    source_ref, key, target_ref = a.args[-3:]
    owner = state.seats[seat]

    def ready(ref: str) -> bool:
        stack = owner.stacks[int(ref[1:]) - 1]
        return not stack.hero_tapped and "petrified" not in stack.statuses

    if ready(source_ref) or not ready(target_ref):
        return -1.0
    return 2.0 + 0.5 * card_worth(cat.card(key))


def _commit(state: State, legal: Sequence[Act], rng: random.Random, careless: bool) -> Act:
    seat = state.actor()
    assert seat is not None
    owner = state.seats[seat]
    commits = [a for a in legal if a.verb == "commit"]
    if not commits:
        return legal[-1]
    if careless:
        return commits[rng.randrange(len(commits))]
    ranked = sorted(commits, key=lambda a: _power(state, seat,
                                                  owner.stacks[int(a.args[0][1:]) - 1].uid))
    if not rests_before_raid(state, seat):
        # this Hero would still be tapped at the Raid: send the weakest, or nobody
        return ranked[0] if len(ranked) > 1 else legal[-1]
    return ranked[-1]


def rests_before_raid(state: State, seat: int) -> bool:
    """Whether the seat leads (and so straightens its Heroes) before the Raid begins."""
    n = state.seat_count
    left = len(state.quest_deck)          # quests after this one; the Raid's round follows
    return any((state.leader + k) % n == seat for k in range(1, left + 2))


def _power(state: State, seat: int, uid: int) -> float:
    v = hero_values(state, seat, uid)
    return max(v[ATK], v[RNG]) * 1.5 + v[DEF] + v[DMG] * 1.3 + current_hp(state, seat, uid)


def _order(state: State, legal: Sequence[Act]) -> Act:
    quest = state.quest
    assert quest is not None
    placed = quest.turn
    rest = range(placed, len(quest.line))
    best = max(rest, key=lambda h: hero_values(state, quest.line[h].seat, quest.line[h].uid)[DEF]
               + current_hp(state, quest.line[h].seat, quest.line[h].uid))
    return next(a for a in legal if a.args == (f"h{best + 1}",))


# -- Combat ----------------------------------------------------------------------------

def combat_choice(state: State, legal: Sequence[Act], rng: random.Random,
                  careless: bool = False) -> Act:
    if stuck(state, legal):
        # Nothing changes while it waits: set off a trap (or take an objective) even at a
        # risk — the only way on — or, with none, go home rather than wait for the loss.
        ahead = [a for a in legal if a.verb in ("trigger", "complete")]
        if ahead:
            return max(ahead, key=lambda a: combat_score(state, a))
        return next(a for a in legal if a.verb == "retreat")
    if careless and rng.random() < 0.5:
        pool = [a for a in legal if a.verb != "retreat"] or list(legal)
        return pool[rng.randrange(len(pool))]
    scored = [(combat_score(state, a), i, a) for i, a in enumerate(legal)]
    return max(scored, key=lambda t: (t[0], -t[1]))[2]


def stuck(state: State, legal: Sequence[Act]) -> bool:
    """No Hero on the quest can do more than wait, fall back or pay for a trap or
    objective (no attack — values cursed below 1 — no card to use, nothing to close
    with), and no brief affliction will pass: waiting changes nothing, the quest would
    only run out."""
    idle = ("wait", "retreat", "back", "trigger", "complete")
    if not any(a.verb == "retreat" for a in legal) or any(a.verb not in idle for a in legal):
        return False
    quest = state.quest
    assert quest is not None
    w = Work(state)
    brief = {k for k, c in catalogue().conditions.items() if c.passes}
    for h, f in enumerate(quest.line):
        if not can_act(w, h):
            continue
        if brief & set(state.seats[f.seat].stack(f.uid).afflictions):
            return False
        if h != quest.turn and any(a.verb not in idle for a in hero_actions(w, h)):
            return False
    return True


def combat_score(state: State, a: Act) -> float:
    cat = catalogue()
    quest = state.quest
    assert quest is not None
    w = Work(state)
    h = quest.turn
    me = quest.line[h]
    mine = hero_values(state, me.seat, me.uid)
    verb = a.verb
    if verb in ("straighten",):
        return 100.0
    if verb == "wait":
        return 0.1
    if verb == "retreat":
        return -5.0
    if verb == "back":
        return 0.6 if mine[RNG] > mine[ATK] else -1.0
    if verb in ("disarm", "solve"):
        return 20.0
    if verb == "skip":
        return 1.0
    if verb in ("trigger", "complete"):
        card = cat.monsters[quest.foes[foe_index(quest.boss, a.args[0])].code]
        party = card.party_hit + (card.party_penalty if verb == "complete" else 0)
        cost = card.hit + party * 2 + card.penalty
        hp = current_hp(state, me.seat, me.uid)
        bonus = (6.0 + 2.0 * (card.reward - 1)) if verb == "complete" else 3.0
        if party and any(current_hp(state, f.seat, f.uid) <= party + (1 if f is me else 0)
                         for j, f in enumerate(quest.line) if can_act(w, j) and f is not me):
            return -2.0   # it would fell a teammate
        return bonus if hp > cost + 1 else -2.0
    if verb == "close":
        i = foe_index(quest.boss, a.args[0])
        if mine[ATK] < mine[RNG] - 1:
            return -0.5
        return 1.0 + (0.5 if quest.foes[i].focus == h else 0.0) + 0.1 * mine[ATK]
    if verb in ("melee", "ranged"):
        i = foe_index(quest.boss, a.args[0])
        return _hit_score(state, i, mine[ATK] if verb == "melee" else mine[RNG], mine[DMG])
    if verb in ("focus", "activate"):
        return 2.5 if verb == "activate" else 0.3
    return _use_score(state, w, h, a)


def _hit_score(state: State, i: int, value: int, damage: int) -> float:
    quest = state.quest
    assert quest is not None
    foe = quest.foes[i]
    fv = foe_values(state, foe)
    loss = max(1, damage) if value > fv[DEF] else 1
    hp = foe_hp(state, foe)
    score = 3.0 + min(loss, hp)
    if loss >= hp:
        score += 3.0 + fv[DMG] * 0.5
    return score


def _use_score(state: State, w: Work, h: int, a: Act) -> float:
    cat = catalogue()
    card = cat.card(a.args[0])
    ability = card.ability
    assert ability is not None
    quest = state.quest
    assert quest is not None
    me = quest.line[h]
    effect = ability.effect
    target = " ".join(a.args[1:])
    spend = 1.5 if ability.use == "discard" and a.verb != "channel" else 0.0
    if effect in ("heal", "raise", "cleanse", "restore"):
        other = quest.line[int(target[1:]) - 1]
        stack = state.seats[other.seat].stack(other.uid)
        hp = current_hp(state, other.seat, other.uid)
        top = hero_values(state, other.seat, other.uid)[HP]
        if effect == "raise":
            return 9.0 - spend
        if effect == "heal":
            gained = min(ability.amount, top - hp)
            return (2.0 + gained * (2.0 if hp <= 2 else 0.5)) - spend
        if effect == "cleanse":
            return 1.0 + 1.5 * len(stack.afflictions) - spend
        return 4.0 - spend
    if effect == "mass_heal":
        lost = sum(state.seats[f.seat].stack(f.uid).damage for f in quest.line if not f.gone)
        return 1.0 + min(lost, ability.amount * len(quest.line)) * 0.8 - spend
    if effect == "strike":
        i = foe_index(quest.boss, target)
        amount = ability.amount or current_hp(state, me.seat, me.uid)
        hp = foe_hp(state, quest.foes[i])
        return 3.0 + min(amount, hp) + (3.0 if amount >= hp else 0.0) - spend
    if effect == "blast":
        total = sum(min(ability.amount, foe_hp(state, quest.foes[i]))
                    for i in range(len(quest.foes)) if foe_active(w, i))
        return 2.0 + total * 1.2 - spend
    if effect == "slay":
        return 8.0 - spend
    if effect == "hex":
        i = foe_index(quest.boss, target)
        if is_boss(quest, i):
            return _taunt_score(state, w, h, i) - spend
        return 4.0 - spend
    if effect in ("twin_melee", "twin_ranged"):
        i = foe_index(quest.boss, target)
        mine = hero_values(state, me.seat, me.uid)
        one = _hit_score(state, i, mine[ATK] if effect == "twin_melee" else mine[RNG], mine[DMG])
        return one + 2.0 - spend
    if effect == "summon":
        return 5.0 - spend
    if effect == "vanish":
        hp = current_hp(state, me.seat, me.uid)
        return (6.0 if hp <= 2 else -1.0) - spend
    if effect == "quicken":
        inner = Act("use", tuple(target.split()))
        twice = cat.card(inner.args[0]).ability
        assert twice is not None
        # a second raise, cure of afflictions, vanish or slay finds nothing left to do
        again = 2.0 if twice.effect in ("strike", "blast", "heal", "mass_heal", "hex", "summon") else 1.0
        return again * _use_score(state, w, h, inner) - 1.0
    if effect == "pool":
        words = target.split()
        return _use_score(state, w, h, Act("use", tuple(words[1:]))) - 0.5
    return 0.0


def _taunt_score(state: State, w: Work, h: int, i: int) -> float:
    """A hex cast at a boss only turns it on the caster: worth it when the Hero it looks at
    would fall to its next blow and the caster would stand it."""
    quest = state.quest
    assert quest is not None
    boss = quest.foes[i]
    if boss.focus < 0 or boss.focus == h:
        return -1.0
    hit = max(1, foe_values(state, boss)[DMG])
    victim, me = quest.line[boss.focus], quest.line[h]
    if current_hp(state, victim.seat, victim.uid) <= hit < current_hp(state, me.seat, me.uid) - 1:
        return 3.5
    return -1.0


__all__ = ["card_worth", "choose", "combat_choice", "combat_score", "rests_before_raid"]
