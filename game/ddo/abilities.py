"""DDO: The Card Game (`shared/seeds/002_9ee8793fe35b6e2e.txt`): Tap and Discard actions.

A card's ability is used by tapping it (it works again once straightened) or by
discarding it. Combat abilities are used as a Hero's one action in a quest, from that
Hero's own stack; Banking ("camp") abilities by the Party Leader in the Banking phase,
from anywhere in her play area; "any" abilities in both. A Sorcerer or Favored Soul may
instead tap the Hero card to use a spell's discard ability and keep the spell
(`channel`). A spell or wand aimed at a monster draws its focus, as the seed says — a
hex aimed at an awake boss too, though it is immune to it. An effect with many targets
takes them as it is cast (a boss it wakes is not among them). Quicken Spell casts one of
the Hero's spells, to take effect twice on the targets it was cast at; a Bag of Holding uses a scroll, potion or wand from another
Hero's stack on the quest (the pooling the document mentions); the Stormreach Bank's
`move` is in sharing.py.
"""

from __future__ import annotations

from game.ddo.cards import HP, Ability, Kind, LootCard
from game.ddo.content import catalogue
from game.ddo.decks import draw_loot, draw_monster, discard_monster, shuffle_loot
from game.ddo.events import CardFound, CardRecalled, CardUsed, HeroRef
from game.ddo.fight_events import SummonFizzled, Summoned, Vanished
from game.ddo.harm_events import HeroRaised
from game.ddo.monsters import (
    afflict_foe, attack, can_act, foe_active, heal_stack, hero_at, hero_hp, hero_off, hurt_foe,
    no_abilities, pet_at, settle_hero,
)
from game.ddo.notation import Act, act, foe_index, foe_ref, hero_ref, stack_ref
from game.ddo.sharing import move_item, move_targets
from game.ddo.state import Foe, Stack, State, evolve, replace_at, without_at
from game.ddo.stats import current_hp, foe_hp, hero_values, is_boss, traits
from game.ddo.work import Work


def matches(card: LootCard, find: str) -> bool:
    return card.kind is Kind.SPELL if find == "spell" else card.slot == find


# -- what may be used ------------------------------------------------------------------

def combat_uses(w: Work, h: int, melee_ok: set[int], ranged_ok: set[int]) -> list[Act]:
    cat = catalogue()
    f = w.quest.line[h]
    stack = w.stack(f.seat, f.uid)
    if no_abilities(stack):
        return []
    spontaneous = "spontaneous" in traits(stack) and not stack.hero_tapped
    found: list[Act] = []
    seen: set[str] = set()
    for i, code in enumerate(stack.cards):
        card = cat.loot[code]
        ability = card.ability
        if ability is None or stack.tapped[i] or card.key in seen:
            continue
        seen.add(card.key)
        if ability.when == "camp":
            continue
        targets = combat_targets(w, h, ability, melee_ok, ranged_ok)
        for target in targets:
            found.append(act("use", card.key, *target))
            if spontaneous and card.kind is Kind.SPELL and ability.use == "discard":
                found.append(act("channel", card.key, *target))
    return found


def combat_targets(w: Work, h: int, ability: Ability, melee_ok: set[int],
                   ranged_ok: set[int]) -> list[tuple[str, ...]]:
    quest = w.quest
    effect = ability.effect
    foes = [i for i in range(len(quest.foes)) if foe_active(w, i)]
    boss = quest.boss
    if effect in ("strike", "summon"):
        return [(foe_ref(boss, i),) for i in foes]
    if effect == "hex":
        # a boss is immune, but a hex may still be cast at it: any spell cast on a
        # monster draws its focus (docs/rules/ddo.md, "Hexes at a boss")
        return [(foe_ref(boss, i),) for i in foes]
    if effect == "slay":
        return [(foe_ref(boss, i),) for i in foes if not is_boss(quest, i)
                and foe_hp(w.state, quest.foes[i]) <= ability.amount]
    if effect == "twin_melee":
        return [(foe_ref(boss, i),) for i in foes if i in melee_ok]
    if effect == "twin_ranged":
        return [(foe_ref(boss, i),) for i in foes if i in ranged_ok]
    if effect in ("blast",):
        return [()] if foes else []
    if effect == "vanish":
        return [()] if any(foe.focus == h for foe in quest.foes) else []
    if effect == "quicken":
        return quicken_targets(w, h)
    if effect == "pool":
        return pool_targets(w, h, melee_ok, ranged_ok)
    if effect == "mass_heal":
        return [()]
    if effect in ("heal", "cleanse", "restore", "raise"):
        found: list[tuple[str, ...]] = []
        for j, other in enumerate(quest.line):
            if not other.gone and needs(w.state, other.seat, w.stack(other.seat, other.uid),
                                        effect):
                found.append((hero_ref(j),))
        return found
    return []  # draw, tutor, recall, ready: out of combat only


NESTED = ("quicken", "pool", "move")   # never cast through Quicken Spell or a Bag of Holding
POOLED_SLOTS = ("scroll", "potion", "wand")


def _spells(stack: Stack) -> list[LootCard]:
    """The spells of a stack that may be cast in a quest now (untapped, one per key)."""
    cat = catalogue()
    found: dict[str, LootCard] = {}
    for i, code in enumerate(stack.cards):
        card = cat.loot[code]
        if card.kind is Kind.SPELL and not stack.tapped[i] and card.ability is not None \
                and card.ability.when != "camp" and card.ability.effect not in NESTED:
            found.setdefault(card.key, card)
    return list(found.values())


def quicken_targets(w: Work, h: int) -> list[tuple[str, ...]]:
    f = w.quest.line[h]
    found = []
    for spell in _spells(w.stack(f.seat, f.uid)):
        assert spell.ability is not None
        found += [(spell.key, *t) for t in combat_targets(w, h, spell.ability, set(), set())]
    return found


def quicken(w: Work, h: int, target: str) -> None:
    """Quicken Spell: the spell named is cast (tapped or discarded as it says) and takes
    effect twice; the second time only if its target is still one it may take (a blast's
    second casting takes the foes active then)."""
    f = w.quest.line[h]
    key, _, aim = target.partition(" ")
    spell = pay(w, f.seat, f.uid, key, False)
    ability = spell.ability
    assert ability is not None
    fixed = active_foes(w)     # one casting: a blast hits these both times
    for again in (False, True):
        if again and not can_act(w, h):
            return
        if again and ability.effect != "blast" and \
                tuple(aim.split()) not in combat_targets(w, h, ability, set(), set()):
            return
        w.tell(CardUsed(f.seat, spell.key, spell.name, hero_at(w, h), False,
                        ability.use == "discard" and not again, again=again))
        combat_effect(w, h, ability, aim, spell.name, fixed)


def active_foes(w: Work) -> list[int]:
    return [i for i in range(len(w.quest.foes)) if foe_active(w, i)]


def pool_targets(w: Work, h: int, melee_ok: set[int], ranged_ok: set[int]) -> list[tuple[str, ...]]:
    """A scroll, potion or wand of another Hero's stack on the quest, and its target for
    this Hero."""
    cat = catalogue()
    found = []
    for j, other in enumerate(w.quest.line):
        if j == h or other.gone:
            continue
        stack = w.stack(other.seat, other.uid)
        seen: set[str] = set()
        for i, code in enumerate(stack.cards):
            card = cat.loot[code]
            ability = card.ability
            if card.slot not in POOLED_SLOTS or stack.tapped[i] or card.key in seen or ability is None \
                    or ability.when == "camp" or ability.effect in NESTED:
                continue
            seen.add(card.key)
            found += [(hero_ref(j), card.key, *t)
                      for t in combat_targets(w, h, ability, melee_ok, ranged_ok)]
    return found


def use_pooled(w: Work, h: int, target: str) -> None:
    """A Bag of Holding: the item is paid for from the other Hero's stack (used up or
    tapped there) and takes effect as this Hero's."""
    words = target.split()
    other = w.quest.line[int(words[0][1:]) - 1]
    card = pay(w, other.seat, other.uid, words[1], False)
    ability = card.ability
    assert ability is not None
    w.tell(CardUsed(other.seat, card.key, card.name, hero_at(w, h),
                    discarded=ability.use == "discard", pooled=hero_off(w, other.seat, other.uid)))
    combat_effect(w, h, ability, " ".join(words[2:]), card.name)


def needs(state: State, seat: int, stack: Stack, effect: str) -> bool:
    statuses = set(stack.statuses)
    if effect == "heal":
        return stack.damage > 0 and "dead" not in statuses
    if effect == "cleanse":
        return bool(stack.afflictions)
    if effect == "restore":
        return bool(statuses - {"dead", "unconscious"})
    if effect == "raise":
        return bool(statuses & {"dead", "unconscious"})
    if effect == "ready":
        return stack.hero_tapped
    return True


def camp_uses(state: State, seat: int) -> list[Act]:
    cat = catalogue()
    owner = state.seats[seat]
    found: list[Act] = []
    for s, stack in enumerate(owner.stacks):
        if no_abilities(stack):
            continue
        seen: set[str] = set()
        for i, code in enumerate(stack.cards):
            card = cat.loot[code]
            if card.ability is None or stack.tapped[i] or card.key in seen:
                continue
            seen.add(card.key)
            if card.ability.when != "combat":
                for target in camp_targets(state, seat, card.ability):
                    found.append(act("use", stack_ref(s), card.key, *target))
    for i, code in enumerate(owner.instances):
        card = cat.loot[code]
        if card.ability is not None and not owner.instances_tapped[i] and card.ability.when != "combat":
            for target in camp_targets(state, seat, card.ability):
                found.append(act("use", card.key, *target))
    return sorted(set(found), key=str)


def camp_targets(state: State, seat: int, ability: Ability) -> list[tuple[str, ...]]:
    cat = catalogue()
    owner = state.seats[seat]
    effect = ability.effect
    if effect in ("heal", "cleanse", "restore", "raise", "ready"):
        return [(stack_ref(s),) for s, stack in enumerate(owner.stacks)
                if needs(state, seat, stack, effect)]
    if effect == "move":
        return move_targets(state, seat)
    if effect == "draw":
        return [()] if owner.deck or owner.discard else []
    if effect == "tutor":
        return [()] if any(matches(cat.loot[c], ability.find) for c in owner.deck) else []
    if effect == "recall":
        keys = sorted({cat.loot[c].key for c in owner.discard if matches(cat.loot[c], ability.find)})
        return [(k,) for k in keys]
    return []


# -- using them ------------------------------------------------------------------------

def pay(w: Work, seat: int, uid: int, key: str, channel: bool) -> LootCard:
    """Tap or discard the card (or, channelling, tap the Hero card instead)."""
    cat = catalogue()
    stack = w.stack(seat, uid)
    index = next(i for i, c in enumerate(stack.cards)
                 if cat.loot[c].key == key and not stack.tapped[i])
    card = cat.loot[stack.cards[index]]
    assert card.ability is not None
    if channel:
        w.set_stack(seat, evolve(stack, tapped=replace_at(stack.tapped, 0, True)))
    elif card.ability.use == "tap":
        w.set_stack(seat, evolve(stack, tapped=replace_at(stack.tapped, index, True)))
    else:
        w.set_stack(seat, evolve(stack, cards=without_at(stack.cards, index),
                                 tapped=without_at(stack.tapped, index)))
        owner = w.state.seats[seat]
        w.state = w.state.with_seat(seat, evolve(owner, discard=owner.discard + (stack.cards[index],)))
    settle_hero(w, seat, uid)
    return card


def apply_combat_use(w: Work, h: int, action: Act) -> None:
    f = w.quest.line[h]
    channel = action.verb == "channel"
    card = pay(w, f.seat, f.uid, action.args[0], channel)
    assert card.ability is not None
    w.tell(CardUsed(f.seat, card.key, card.name, hero_at(w, h), channel,
                    card.ability.use == "discard" and not channel))
    target = " ".join(action.args[1:])
    combat_effect(w, h, card.ability, target, card.name)


def combat_effect(w: Work, h: int, ability: Ability, target: str, source: str,
                  fixed: list[int] | None = None) -> None:
    """One ability's effect; `fixed`: a blast's targets, taken when it was cast."""
    f = w.quest.line[h]
    effect = ability.effect
    if effect == "strike":
        amount = ability.amount
        if amount == 0:
            stack = w.stack(f.seat, f.uid)
            amount = (hero_values(w.state, f.seat, f.uid)[HP] if "maximize" in traits(stack)
                      else current_hp(w.state, f.seat, f.uid))
        hurt_foe(w, foe_index(w.quest.boss, target), max(1, amount), h, "spell")
    elif effect == "blast":
        # The targets are the foes active as the spell is cast: a boss it wakes (by felling
        # the last monster card) was inactive when it was cast, and is not touched.
        for i in fixed if fixed is not None else active_foes(w):
            if not w.foe(i).done:
                hurt_foe(w, i, ability.amount, h, "blast")
    elif effect == "hex":
        afflict_foe(w, foe_index(w.quest.boss, target), ability.condition, h)
    elif effect == "slay":
        i = foe_index(w.quest.boss, target)
        hurt_foe(w, i, foe_hp(w.state, w.foe(i)) + 1, h, "slay")
    elif effect == "summon":
        summon(w, h, foe_index(w.quest.boss, target))
    elif effect in ("twin_melee", "twin_ranged"):
        i = foe_index(w.quest.boss, target)
        for _ in range(2):
            if foe_active(w, i) and can_act(w, h):
                attack(w, h, i, effect == "twin_melee")
    elif effect == "mass_heal":
        for other in [f for f in w.quest.line if not f.gone]:
            heal_stack(w, other.seat, other.uid, ability.amount, source)
    elif effect == "vanish":
        for i, foe in enumerate(w.quest.foes):
            if foe.focus == h:
                w.set_foe(i, evolve(foe, focus=-1))
        w.tell(Vanished(hero_at(w, h)))
    elif effect == "quicken":
        quicken(w, h, target)
    elif effect == "pool":
        use_pooled(w, h, target)
    else:
        other = w.quest.line[int(target[1:]) - 1]
        hero_effect(w, other.seat, other.uid, ability, source)


def hero_effect(w: Work, seat: int, uid: int, ability: Ability, source: str) -> None:
    stack = w.stack(seat, uid)
    effect = ability.effect
    if effect == "heal":
        heal_stack(w, seat, uid, ability.amount, source)
    elif effect == "cleanse":
        w.set_stack(seat, evolve(stack, afflictions=()))
        settle_hero(w, seat, uid)
    elif effect == "restore":
        w.set_stack(seat, evolve(stack, statuses=tuple(s for s in stack.statuses
                                                      if s in ("dead", "unconscious"))))
    elif effect == "raise":
        top = hero_values(w.state, seat, uid)[HP]
        w.set_stack(seat, evolve(stack, damage=max(0, top - 1),
                                 statuses=tuple(s for s in stack.statuses
                                                if s not in ("dead", "unconscious"))))
        w.tell(HeroRaised(hero_off(w, seat, uid), hero_hp(w, seat, uid)))
        settle_hero(w, seat, uid)
    elif effect == "ready":
        w.set_stack(seat, evolve(stack, tapped=replace_at(stack.tapped, 0, False)))


def summon(w: Work, h: int, target: int) -> None:
    cat = catalogue()
    while True:
        code = draw_monster(w)
        if code is None:
            w.tell(SummonFizzled())
            return
        if cat.monsters[code].kind == "monster":
            break
        discard_monster(w, code)
    pet = Foe("monster", code, focus=target, controller=h)
    w.set_quest(evolve(w.quest, pets=w.quest.pets + (pet,)))
    w.tell(Summoned(pet_at(w, len(w.quest.pets) - 1), cat.monsters[code].key, hero_at(w, h)))


def apply_camp_use(w: Work, seat: int, action: Act) -> None:
    cat = catalogue()
    owner = w.state.seats[seat]
    args = action.args
    if args[0].startswith("s") and args[0][1:].isdigit():
        uid = owner.stacks[int(args[0][1:]) - 1].uid
        hero: HeroRef | None = hero_off(w, seat, uid)
        card = pay(w, seat, uid, args[1], False)
        target = " ".join(args[2:])
    else:
        index = next(i for i, c in enumerate(owner.instances)
                     if cat.loot[c].key == args[0] and not owner.instances_tapped[i])
        card = cat.loot[owner.instances[index]]
        hero = None
        assert card.ability is not None
        if card.ability.use == "tap":
            owner = evolve(owner, instances_tapped=replace_at(owner.instances_tapped, index, True))
        else:
            owner = evolve(owner, instances=without_at(owner.instances, index),
                           instances_tapped=without_at(owner.instances_tapped, index),
                           discard=owner.discard + (owner.instances[index],))
        w.state = w.state.with_seat(seat, owner)
        target = " ".join(args[1:])
    ability = card.ability
    assert ability is not None
    w.tell(CardUsed(seat, card.key, card.name, hero, discarded=ability.use == "discard"))
    camp_effect(w, seat, ability, target, card.name)


def camp_effect(w: Work, seat: int, ability: Ability, target: str, source: str) -> None:
    cat = catalogue()
    effect = ability.effect
    if effect == "draw":
        draw_loot(w, seat, ability.amount)
    elif effect == "tutor":
        owner = w.state.seats[seat]
        index = next(i for i, c in enumerate(owner.deck) if matches(cat.loot[c], ability.find))
        code = owner.deck[index]
        owner = evolve(owner, deck=without_at(owner.deck, index),
                       hand=tuple(sorted(owner.hand + (code,))))
        w.state = w.state.with_seat(seat, owner)
        w.tell(CardFound(seat, cat.loot[code].key, cat.loot[code].name))
        shuffle_loot(w, seat)
    elif effect == "move":
        move_item(w, seat, target)
    elif effect == "recall":
        owner = w.state.seats[seat]
        code = cat.code(target)
        discard = list(owner.discard)
        discard.remove(code)
        w.state = w.state.with_seat(seat, evolve(owner, discard=tuple(discard),
                                                 hand=tuple(sorted(owner.hand + (code,)))))
        w.tell(CardRecalled(seat, cat.loot[code].key, cat.loot[code].name))
    else:
        stack = w.state.seats[seat].stacks[int(target[1:]) - 1]
        hero_effect(w, seat, stack.uid, ability, source)
