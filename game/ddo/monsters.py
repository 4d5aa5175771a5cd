"""DDO: The Card Game (`shared/seeds/002_9ee8793fe35b6e2e.txt`): harm, focus and the
monster activation algorithm.

The document's activation flowchart is lost; docs/rules/ddo.md gives the algorithm we
rebuilt from the designer's notes. In short, for each monster card left to right, then
the boss once awake: a resolved, non-monster or held card does nothing; a tapped one
only straightens; one with no focus does nothing; otherwise it attacks its focus with
ATK if they are in Close Combat (RNG if not), when that value is above 0, and then
carries out its melee (or ranged) text. Attacks: value above the target's DEF takes DMG
(at least 1) HP, otherwise 1 HP.
"""

from __future__ import annotations

from game.ddo.cards import ATK, DEF, DMG, HP, RNG, Stats
from game.ddo.content import catalogue
from game.ddo.events import FoeRef, HeroRef
from game.ddo.fight_events import BossWoke, MonsterBackedOff, MonsterClosed
from game.ddo.harm_events import (
    FoeAfflicted, FoeDefeated, FoeHurt, FoeImmune, FoeMended, FoeShookOffHold, FoeSlain,
    HeroAfflicted, HeroFell, HeroHealed, HeroHurt, HeroImmune, HeroPetrified, HeroRecovered,
    HeroSlain,
)
from game.ddo.notation import foe_ref, pet_ref
from game.ddo.work import Work
from game.ddo.state import Stack, evolve
from game.ddo.stats import (
    foe_hp, foe_kind, foe_name, foe_texts, foe_values, hero_values, immunities, is_boss, traits,
)

OUT_STATUSES = ("dead", "petrified")      # shed focus and never act


def hit_loss(value: int, defence: int, damage: int) -> int:
    """The seed's attack: a value above DEF takes DMG HP (never less than 1), else 1."""
    return max(1, damage) if value > defence else 1


# -- Heroes ----------------------------------------------------------------------------

def hero_at(w: Work, h: int) -> HeroRef:
    """The Hero at place h of the quest line, as events name it."""
    f = w.quest.line[h]
    return HeroRef(f.seat, f.uid, catalogue().loot[w.stack(f.seat, f.uid).cards[0]].name, h)


def hero_off(w: Work, seat: int, uid: int) -> HeroRef:
    """A Hero as events name it, with its place if it is on the quest at hand."""
    place = -1
    if w.state.quest is not None:
        place = next((h for h, f in enumerate(w.quest.line) if f.uid == uid and f.seat == seat), -1)
    return HeroRef(seat, uid, catalogue().loot[w.stack(seat, uid).cards[0]].name, place)


def foe_at(w: Work, i: int) -> FoeRef:
    return FoeRef(foe_ref(w.quest.boss, i), foe_name(w.foe(i)))


def pet_at(w: Work, p: int) -> FoeRef:
    return FoeRef(pet_ref(p), foe_name(w.quest.pets[p]))


def hero_hp(w: Work, seat: int, uid: int) -> int:
    return hero_values(w.state, seat, uid)[HP] - w.stack(seat, uid).damage


def settle_hero(w: Work, seat: int, uid: int) -> None:
    """Statuses follow HP: 0 is Unconscious (unless Diehard), below 0 Dead."""
    stack = w.stack(seat, uid)
    hp = hero_values(w.state, seat, uid)[HP] - stack.damage
    statuses = set(stack.statuses)
    if hp < 0 and "dead" not in statuses:
        statuses.add("dead")
        statuses.discard("unconscious")
        w.tell(HeroFell(hero_off(w, seat, uid), True))
    elif hp == 0 and "dead" not in statuses and "diehard" not in traits(stack):
        if "unconscious" not in statuses:
            w.tell(HeroFell(hero_off(w, seat, uid), False))
        statuses.add("unconscious")
    elif hp > 0:
        statuses.discard("unconscious")
    if tuple(sorted(statuses)) != stack.statuses:
        w.set_stack(seat, evolve(stack, statuses=tuple(sorted(statuses))))
    if statuses & set(OUT_STATUSES) and w.state.quest is not None:
        for h, f in enumerate(w.quest.line):
            if f.uid == uid:
                shed_focus(w, h)


def hurt_hero(w: Work, h: int, amount: int, cause: str, source: str, by: int = -1) -> None:
    """The Hero at place h loses HP: `cause` (fight_events.HERO_HARMS) and `source` name
    what did it, `by` the foe's index when a monster did."""
    f = w.quest.line[h]
    stack = w.stack(f.seat, f.uid)
    w.set_stack(f.seat, evolve(stack, damage=stack.damage + amount))
    w.tell(HeroHurt(hero_at(w, h), amount, hero_hp(w, f.seat, f.uid), cause, source,
                    foe_at(w, by) if by >= 0 else None))
    settle_hero(w, f.seat, f.uid)


def heal_stack(w: Work, seat: int, uid: int, amount: int, source: str) -> None:
    """A living Hero regains up to `amount` HP (`source` says how)."""
    stack = w.stack(seat, uid)
    if "dead" in stack.statuses:
        return
    healed = min(amount, stack.damage)
    w.set_stack(seat, evolve(stack, damage=stack.damage - healed))
    if healed:
        w.tell(HeroHealed(hero_off(w, seat, uid), healed, hero_hp(w, seat, uid), source))
    settle_hero(w, seat, uid)


def afflict_hero(w: Work, h: int, name: str) -> None:
    f = w.quest.line[h]
    stack = w.stack(f.seat, f.uid)
    if name in immunities(stack):
        w.tell(HeroImmune(hero_at(w, h), name, catalogue().conditions[name].name))
        return
    before = hero_values(w.state, f.seat, f.uid)
    w.set_stack(f.seat, evolve(stack, afflictions=tuple(sorted(stack.afflictions + (name,)))))
    condition = catalogue().conditions[name]
    w.tell(HeroAfflicted(hero_at(w, h), name, condition.name))
    after = hero_values(w.state, f.seat, f.uid)
    if kills(condition.kills_at, before, after):
        stack = w.stack(f.seat, f.uid)
        w.set_stack(f.seat, evolve(stack, damage=max(stack.damage, after[HP] + 1)))
        w.tell(HeroSlain(hero_at(w, h), name, condition.name))
    settle_hero(w, f.seat, f.uid)


def kills(value: int, before: Stats, after: Stats) -> bool:
    """The designer's Poison and Disease: a copy that brings ATK (DEF) from above 0 to 0
    or below kills."""
    return value >= 0 and before[value] > 0 >= after[value]


def petrify_hero(w: Work, h: int) -> None:
    """Petrified, a Status: one at most, it stays quest after quest until restored."""
    f = w.quest.line[h]
    stack = w.stack(f.seat, f.uid)
    if "petrified" in stack.statuses or "petrified" in immunities(stack):
        return
    w.set_stack(f.seat, evolve(stack, statuses=tuple(sorted(stack.statuses + ("petrified",)))))
    w.tell(HeroPetrified(hero_at(w, h)))
    settle_hero(w, f.seat, f.uid)


def clear_brief(w: Work) -> None:
    """The start of a Monster phase: brief afflictions (Nausea) leave every Hero."""
    brief = {k for k, c in catalogue().conditions.items() if c.passes}
    for h, f in enumerate(w.quest.line):
        stack = w.stack(f.seat, f.uid)
        leaving = sorted(brief & set(stack.afflictions))
        if leaving:
            w.set_stack(f.seat, evolve(stack, afflictions=tuple(
                a for a in stack.afflictions if a not in brief)))
            w.tell(HeroRecovered(hero_at(w, h), tuple(leaving),
                                 tuple(catalogue().conditions[a].name for a in leaving)))


def shed_focus(w: Work, h: int) -> None:
    """Dead, Petrified or retreated: no monster looks at this Hero any more."""
    for i, foe in enumerate(w.quest.foes):
        if foe.focus == h or h in foe.close:
            w.set_foe(i, evolve(foe, focus=-1 if foe.focus == h else foe.focus,
                                close=tuple(c for c in foe.close if c != h)))


def hero_conditions(w: Work, h: int) -> set[str]:
    f = w.quest.line[h]
    stack = w.stack(f.seat, f.uid)
    return set(stack.statuses) | set(stack.afflictions)


def held_by(conditions: set[str] | tuple[str, ...]) -> set[str]:
    """The conditions among these that hold their bearer (the cards' `held` flag)."""
    cat = catalogue().conditions
    return {c for c in conditions if cat[c].held}


def no_abilities(stack: Stack) -> bool:
    """An affliction with the `no_abilities` flag (Nausea) forbids Tap and Discard actions."""
    cat = catalogue().conditions
    return any(cat[c].no_abilities for c in stack.afflictions + stack.statuses)


def can_act(w: Work, h: int) -> bool:
    """A Hero held by no condition acts; Unconscious holds only a Hero without Diehard."""
    f = w.quest.line[h]
    if f.gone:
        return False
    held = held_by(hero_conditions(w, h))
    if held - {"unconscious"}:
        return False
    return not held or "diehard" in traits(w.stack(f.seat, f.uid))


def is_out(w: Work, h: int) -> bool:
    """The seed's losing conditions for one Hero: gone, or held by anything but
    Unconscious (which healing ends): Dead, Paralyzed, Petrified."""
    return w.quest.line[h].gone or bool(held_by(hero_conditions(w, h)) - {"unconscious"})


# -- Foes ------------------------------------------------------------------------------

def foe_active(w: Work, i: int) -> bool:
    """A monster card that can be targeted: a live monster, or the boss once awake."""
    foe = w.foe(i)
    if foe.done or foe_kind(foe) != "monster":
        return False
    return i != w.quest.boss or w.quest.awake


def take_focus(w: Work, i: int, h: int) -> None:
    foe = w.foe(i)
    if foe.focus != h and not foe.done:
        w.set_foe(i, evolve(foe, focus=h))


def hurt_foe(w: Work, i: int, amount: int, by: int, cause: str, pet: int = -1,
             value: int = 0, defence: int = 0) -> None:
    """Foe i loses HP (`cause`: fight_events.FOE_HARMS); a Hero `by` who does damage
    draws its focus (a monster `pet` fighting for it, for it)."""
    foe = w.foe(i)
    foe = evolve(foe, damage=foe.damage + amount)
    if by >= 0:
        foe = evolve(foe, focus=by)
    w.set_foe(i, foe)
    w.tell(FoeHurt(foe_at(w, i), amount, foe_hp(w.state, foe), cause,
                   hero_at(w, by) if by >= 0 else None, pet_at(w, pet) if pet >= 0 else None,
                   value, defence))
    settle_foe(w, i, by)


def settle_foe(w: Work, i: int, by: int) -> None:
    foe = w.foe(i)
    hp = foe_hp(w.state, foe)
    raid_boss = foe.source == "raid"
    if foe.done or hp > 0 or (raid_boss and hp == 0):
        return
    w.set_foe(i, evolve(foe, done=True, dead=hp < 0, focus=-1, close=()))
    w.tell(FoeDefeated(foe_at(w, i), hp < 0))
    resolved(w, by)


def resolved(w: Work, by: int) -> None:
    """A monster card was resolved: the boss wakes when none is left."""
    quest = w.quest
    if quest.awake or any(not f.done for f in quest.foes[:-1]):
        return
    w.set_quest(evolve(quest, awake=True, woke=quest.round))
    boss = w.foe(quest.boss)
    focus = by if by >= 0 and not is_out(w, by) else next(
        (h for h in range(len(quest.line)) if not is_out(w, h)), -1)
    w.set_foe(quest.boss, evolve(boss, focus=focus))
    w.tell(BossWoke(foe_at(w, quest.boss), hero_at(w, focus) if focus >= 0 else None))
    activate(w, quest.boss)


def afflict_foe(w: Work, i: int, name: str, by: int) -> None:
    """A hex on foe i. A boss is immune to Afflictions, but the spell was still cast on
    it: it turns its focus on the caster and nothing else happens."""
    condition = catalogue().conditions[name]
    foe = w.foe(i)
    if is_boss(w.quest, i):
        if by >= 0:
            w.set_foe(i, evolve(foe, focus=by))
        w.tell(FoeImmune(foe_at(w, i), name, condition.name, hero_at(w, by) if by >= 0 else None))
        return
    before = foe_values(w.state, foe)
    foe = evolve(foe, afflictions=tuple(sorted(foe.afflictions + (name,))),
                 tapped=True if condition.held else foe.tapped)
    if by >= 0:
        foe = evolve(foe, focus=by)
    w.set_foe(i, foe)
    w.tell(FoeAfflicted(foe_at(w, i), name, condition.name))
    after = foe_values(w.state, foe)
    if kills(condition.kills_at, before, after):
        w.set_foe(i, evolve(foe, damage=max(foe.damage, after[HP] + 1)))
        w.tell(FoeSlain(foe_at(w, i), name, condition.name))
    settle_foe(w, i, by)


# -- Activation ------------------------------------------------------------------------

def activate(w: Work, i: int) -> None:
    """The monster activation algorithm (docs/rules/ddo.md); afterwards a brief
    affliction (Nausea) leaves the monster."""
    foe = w.foe(i)
    if foe.done or foe_kind(foe) != "monster" or (i == w.quest.boss and not w.quest.awake):
        return
    _activate(w, i)
    foe = w.foe(i)
    cat = catalogue().conditions
    if any(cat[a].passes for a in foe.afflictions):
        w.set_foe(i, evolve(foe, afflictions=tuple(a for a in foe.afflictions
                                                   if not cat[a].passes)))


def _activate(w: Work, i: int) -> None:
    foe = w.foe(i)
    held = held_by(foe.afflictions)
    if held:
        # Held (Paralysis): this activation is lost; it shakes the hold off and straightens.
        w.set_foe(i, evolve(foe, tapped=False,
                            afflictions=tuple(a for a in foe.afflictions if a not in held)))
        w.tell(FoeShookOffHold(foe_at(w, i)))
        return
    if foe.tapped:
        w.set_foe(i, evolve(foe, tapped=False))
        return
    h = foe.focus
    if h < 0:
        return
    values = foe_values(w.state, foe)
    close = h in foe.close
    melee, ranged = foe_texts(foe)
    value = values[ATK] if close else values[RNG]
    if value > 0:
        f = w.quest.line[h]
        defence = hero_values(w.state, f.seat, f.uid)[DEF]
        loss = hit_loss(value, defence, values[DMG])
        hurt_hero(w, h, loss, "melee" if close else "ranged", foe_name(foe), i)
    for line in (melee if close else ranged):
        if w.foe(i).done or w.foe(i).focus < 0:
            break
        monster_text(w, i, line)


def monster_text(w: Work, i: int, line: str) -> None:
    verb, _, arg = line.partition(":")
    foe = w.foe(i)
    h = foe.focus
    if verb == "close":
        if h not in foe.close:
            w.set_foe(i, evolve(foe, close=tuple(sorted(foe.close + (h,)))))
            w.tell(MonsterClosed(foe_at(w, i), hero_at(w, h)))
    elif verb == "retreat":
        w.set_foe(i, evolve(foe, close=tuple(c for c in foe.close if c != h)))
        w.tell(MonsterBackedOff(foe_at(w, i), hero_at(w, h)))
    elif verb == "zap":
        hurt_hero(w, h, int(arg), "spell", foe_name(foe), i)
    elif verb == "afflict":
        afflict_hero(w, h, arg)
    elif verb == "petrify":
        petrify_hero(w, h)
    elif verb == "sweep":
        for c in [c for c in foe.close if not is_out(w, c)]:
            hurt_hero(w, c, int(arg), "sweep", foe_name(foe), i)
    elif verb == "volley":
        for c in [c for c in range(len(w.quest.line)) if not is_out(w, c)]:
            hurt_hero(w, c, int(arg), "volley", foe_name(foe), i)
    elif verb == "mend":
        mended = min(int(arg), foe.damage)
        w.set_foe(i, evolve(foe, damage=foe.damage - mended))
        if mended:
            w.tell(FoeMended(foe_at(w, i), mended, foe_hp(w.state, w.foe(i))))
    elif verb == "cleave":
        after = [c for c in range(h + 1, len(w.quest.line)) if not is_out(w, c)]
        if after:
            hurt_hero(w, after[0], int(arg), "cleave", foe_name(foe), i)


def activate_pet(w: Work, p: int, h: int) -> None:
    """A controlled monster follows the same algorithm against the foe it looks at; the
    damage it does draws that foe's focus to its controller `h`."""
    pet = w.quest.pets[p]
    target = pet.focus
    if target < 0 or not foe_active(w, target):
        return
    values = foe_values(w.state, pet)
    close = target in pet.close
    melee, ranged = foe_texts(pet)
    value = values[ATK] if close else values[RNG]
    if value > 0:
        loss = hit_loss(value, foe_values(w.state, w.foe(target))[DEF], values[DMG])
        hurt_foe(w, target, loss, h, "pet", p)
    for line in (melee if close else ranged):
        if not foe_active(w, target):
            break
        verb, _, arg = line.partition(":")
        pet = w.quest.pets[p]
        if verb == "close":
            w.set_pet(p, evolve(pet, close=tuple(sorted(set(pet.close) | {target}))))
        elif verb == "retreat":
            w.set_pet(p, evolve(pet, close=tuple(c for c in pet.close if c != target)))
        elif verb in ("zap", "sweep", "volley", "cleave"):
            hurt_foe(w, target, int(arg), h, "pet_power", p)
        elif verb == "afflict" and not is_boss(w.quest, target):
            afflict_foe(w, target, arg, h)


def attack(w: Work, h: int, i: int, melee: bool) -> None:
    f = w.quest.line[h]
    values = hero_values(w.state, f.seat, f.uid)
    value = values[ATK] if melee else values[RNG]
    defence = foe_values(w.state, w.foe(i))[DEF]
    loss = hit_loss(value, defence, values[DMG])
    hurt_foe(w, i, loss, h, "melee" if melee else "ranged", value=value, defence=defence)
