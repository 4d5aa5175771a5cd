"""DDO: The Card Game (`shared/seeds/002_9ee8793fe35b6e2e.txt`): deploying Loot cards.

Heroes, Public Instances and Festivals deploy to the play area (one Festival on the
whole table; a new one discards the old). Everything else deploys onto a Hero stack
under the stacking limits: one Race; Enhancement chains in order, three Enhancements a
stack; one Feat per Character Level, after its prerequisite; Spells only with the
matching caster attribute; one of each clothing and jewelry type; one Trinket; no
Shield beside a weapon that forbids one. Ours, written in docs/rules/ddo.md: five Level
Ups a stack (the designer's cap), one armor, one Shield, one ranged and one melee
weapon (two with Tempest), and no second copy of a card in a stack except Level Ups and
one-use cards.
"""

from __future__ import annotations

from game.core.contract import Illegal
from game.ddo.cards import CASTER_KINDS, CLOTHING, PLAY_AREA_KINDS, Kind, LootCard
from game.ddo.content import catalogue
from game.ddo.events import Deployed, FestivalEnded, HeroRef
from game.ddo.notation import Act, act, stack_ref
from game.ddo.state import MAX_ENHANCEMENTS, MAX_LEVEL_UPS, Seat, Stack, State, evolve
from game.ddo.stats import character_level, classes, traits
from game.ddo.work import Work

RULE = "Loot cards: deploying"
ONE_USE_SLOTS = ("scroll", "potion", "wand")


def stack_problem(stack: Stack, card: LootCard) -> str | None:
    """Why `card` may not join `stack`, or None."""
    cat = catalogue()
    held = [cat.loot[c] for c in stack.cards]
    same = [c for c in held if c.key == card.key]
    if card.kind is Kind.LEVEL_UP:
        if sum(c.kind is Kind.LEVEL_UP for c in held) >= MAX_LEVEL_UPS:
            return f"a Hero stack holds at most {MAX_LEVEL_UPS} Level Ups"
        return None
    one_use = card.slot in ONE_USE_SLOTS or (card.kind is Kind.SPELL and card.ability is not None
                                             and card.ability.use == "discard")
    if same and not one_use:
        return f"this stack already holds {card.name}"
    if card.kind is Kind.RACE:
        if any(c.kind is Kind.RACE for c in held):
            return "a Hero stack holds one Race card"
    elif card.kind is Kind.ENHANCEMENT:
        return _enhancement_problem(stack, held, card)
    elif card.kind is Kind.FEAT:
        feats = sum(c.kind is Kind.FEAT for c in held)
        if feats >= character_level(stack):
            return f"one Feat per Character Level: this Hero is level {character_level(stack)}"
        if card.prereq and all(c.key != card.prereq for c in held):
            return f"{card.name} needs {cat.card(card.prereq).name} in the stack first"
    elif card.kind is Kind.SPELL:
        if all(card.school not in c.attributes or c.kind.value not in CASTER_KINDS
               for c in held):
            return f"only a Hero with the {card.school.title()} Caster attribute holds {card.name}"
    elif card.kind is Kind.ITEM:
        return _item_problem(stack, held, card)
    return None


def _enhancement_problem(stack: Stack, held: list[LootCard], card: LootCard) -> str | None:
    if sum(c.kind is Kind.ENHANCEMENT for c in held) >= MAX_ENHANCEMENTS:
        return f"a Hero stack holds at most {MAX_ENHANCEMENTS} Enhancements"
    if any(c.chain == card.chain and c.step == card.step for c in held):
        return f"{card.name} is already in this stack"
    if card.step > 1:
        if not any(c.chain == card.chain and c.step == card.step - 1 for c in held):
            return "an Enhancement chain deploys in order: the card before it must be there"
        return None
    if card.cls and card.cls not in classes(stack):
        return f"{card.name} deploys on a {card.cls.replace('_', ' ').title()} (or a Hero with that Level Up)"
    if card.race and all(c.race != card.race or c.kind is not Kind.RACE for c in held):
        return f"{card.name} deploys on a Hero with the {card.race.replace('_', ' ').title()} Race card"
    return None


def _item_problem(stack: Stack, held: list[LootCard], card: LootCard) -> str | None:
    items = [c for c in held if c.kind is Kind.ITEM]
    slot = card.slot
    count = sum(c.slot == slot for c in items)
    if slot in CLOTHING and count:
        return f"one {slot} item per Hero stack"
    if slot in ("trinket", "armor", "shield", "ranged") and count:
        return f"one {slot} per Hero stack"
    if slot == "weapon" and count >= (2 if "two_weapons" in traits(stack) else 1):
        return "one melee weapon per Hero stack (two with Tempest)"
    if slot == "shield" and any("no_shield" in c.traits for c in items):
        return "a weapon in this stack forbids a Shield"
    if "no_shield" in card.traits and any(c.slot == "shield" for c in items):
        return f"{card.name} cannot share a stack with a Shield"
    return None


def deploy_actions(state: State, seat: int) -> list[Act]:
    cat = catalogue()
    owner = state.seats[seat]
    found: list[Act] = []
    for code in sorted(set(owner.hand)):
        card = cat.loot[code]
        if card.kind in PLAY_AREA_KINDS:
            found.append(act("deploy", card.key))
            continue
        for i, stack in enumerate(owner.stacks):
            if stack_problem(stack, card) is None:
                found.append(act("deploy", card.key, stack_ref(i)))
    return found


def explain_deploy(state: State, seat: int, action: Act) -> Illegal:
    cat = catalogue()
    owner = state.seats[seat]
    if not action.args or action.args[0] not in cat.loot_index:
        return Illegal("Name a Loot card to deploy.", "docs/notation/ddo.md")
    card = cat.card(action.args[0])
    if cat.code(card.key) not in owner.hand:
        return Illegal(f"{card.name} is not in your hand.", RULE)
    if card.kind in PLAY_AREA_KINDS:
        return Illegal(f"{card.name} deploys to your play area, not onto a Hero.", RULE)
    index = _stack_index(owner, action.args[1] if len(action.args) > 1 else "")
    if index is None and action.args[1:] == ("teammate",):   # dropped on a teammate's Hero
        return Illegal(f"{card.name} cannot go onto a teammate's Hero: the Loot you deploy goes onto "
                       "your own Heroes.", RULE)
    if index is None:
        return Illegal(f"{card.name} deploys onto one of your Heroes: name it (s1, s2…).", RULE)
    problem = stack_problem(owner.stacks[index], card)
    return Illegal(f"{card.name} cannot go there: {problem}." if problem else
                   "That cannot be deployed now.", "Loot cards: stacking limits")


def _stack_index(owner: Seat, ref: str) -> int | None:
    if len(ref) > 1 and ref[0] == "s" and ref[1:].isdigit():
        index = int(ref[1:]) - 1
        if 0 <= index < len(owner.stacks):
            return index
    return None


def apply_deploy(w: Work, seat: int, action: Act) -> None:
    cat = catalogue()
    code = cat.code(action.args[0])
    card = cat.loot[code]
    owner = w.state.seats[seat]
    hand = list(owner.hand)
    hand.remove(code)
    owner = evolve(owner, hand=tuple(hand))
    hero: HeroRef | None = None
    if card.kind is Kind.HERO:
        uid = w.state.next_uid
        owner = evolve(owner, stacks=owner.stacks + (Stack(uid, (code,), (False,)),))
        w.state = evolve(w.state, next_uid=uid + 1)
    elif card.kind is Kind.INSTANCE:
        owner = evolve(owner, instances=owner.instances + (code,),
                       instances_tapped=owner.instances_tapped + (False,))
    elif card.kind is Kind.FESTIVAL:
        old = w.state.festival
        if old is not None:
            w.tell(FestivalEnded(old[0], cat.loot[old[1]].key, cat.loot[old[1]].name))
            if old[0] == seat:
                owner = evolve(owner, discard=owner.discard + (old[1],))
            else:
                other = w.state.seats[old[0]]
                w.state = w.state.with_seat(old[0], evolve(other, discard=other.discard + (old[1],)))
        w.state = evolve(w.state, festival=(seat, code))
    else:
        index = _stack_index(owner, action.args[1])
        assert index is not None
        stack = owner.stacks[index]
        stack = evolve(stack, cards=stack.cards + (code,), tapped=stack.tapped + (False,))
        owner = evolve(owner, stacks=owner.stacks[:index] + (stack,) + owner.stacks[index + 1:])
        hero = HeroRef(seat, stack.uid, cat.loot[stack.cards[0]].name)
    w.state = w.state.with_seat(seat, owner)
    w.tell(Deployed(seat, card.key, card.name, hero, action.args[1] if hero else "",
                    card.kind is Kind.FESTIVAL))
