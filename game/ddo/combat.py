"""DDO: The Card Game (`shared/seeds/002_9ee8793fe35b6e2e.txt`): the Heroes' combat actions.

Each Hero on the quest, left to right from the Party Leader's, takes one action: a
tapped Hero must straighten; otherwise retreat from the quest, use one Tap or Discard
action of its stack, a ranged attack on a monster it is At Range from, a melee attack
on one it is in Close Combat with, close to melee, retreat to range, set the focus of a
monster it controls, or activate one. A Hero already in Close Combat (with any monster)
may not close again — the document's "may not take this action when they are already in
Close Combat" — until it falls back. Ours (docs/rules/ddo.md): `wait`; a melee attack
needs ATK above 0 and a ranged one RNG above 0, as a monster's does; and the Hero deals
with a Trap, Puzzle or Optional Objective in the line as its action (disarm or set off,
solve, complete or discard).
"""

from __future__ import annotations

from game.core.contract import Illegal
from game.ddo.abilities import apply_combat_use, combat_uses
from game.ddo.cards import ATK, DEF, DMG, RNG
from game.ddo.content import catalogue
from game.ddo.decks import draw_loot
from game.ddo.fight_events import (
    FellBack, HeroClosed, ObjectiveCompleted, ObjectiveSkipped, PetTurned, PuzzleSolved, Retreated,
    Straightened, TrapDisarmed, TrapSetOff, Waited,
)
from game.ddo.monsters import (
    activate_pet, afflict_hero, attack, foe_active, foe_at, hero_at, hit_loss, hurt_foe, hurt_hero,
    is_out, no_abilities, pet_at, resolved, shed_focus,
)
from game.ddo.notation import Act, act, foe_index, foe_ref, pet_ref
from game.ddo.state import evolve, replace_at
from game.ddo.stats import foe_kind, foe_name, foe_values, hero_values, level, traits
from game.ddo.work import Work

RULE = "Hero combat actions"


def reach(w: Work, h: int) -> tuple[set[int], set[int]]:
    """The foes this Hero may attack in melee, and at range."""
    f = w.quest.line[h]
    values = hero_values(w.state, f.seat, f.uid)
    point_blank = "point_blank" in traits(w.stack(f.seat, f.uid))
    melee, ranged = set(), set()
    for i, foe in enumerate(w.quest.foes):
        if not foe_active(w, i):
            continue
        close = h in foe.close
        if close and values[ATK] > 0:
            melee.add(i)
        if (not close or point_blank) and values[RNG] > 0:
            ranged.add(i)
    return melee, ranged


def in_close_combat(w: Work, h: int) -> bool:
    """Whether the Hero is in Close Combat with any foe: then it may not charge into Close
    Combat (with another) — "Characters may not take this action when they are already in
    Close Combat" — and must fall back first."""
    return any(h in foe.close for foe in w.quest.foes)


def hero_actions(w: Work, h: int) -> list[Act]:
    quest = w.quest
    f = quest.line[h]
    stack = w.stack(f.seat, f.uid)
    if stack.hero_tapped:
        return [act("straighten")]
    found = [act("wait"), act("retreat")]
    boss = quest.boss
    melee, ranged = reach(w, h)
    engaged = in_close_combat(w, h)
    if engaged:
        found.append(act("back"))
    for i, foe in enumerate(quest.foes):
        ref = foe_ref(boss, i)
        if foe_active(w, i):
            if i in melee:
                found.append(act("melee", ref))
            if i in ranged:
                found.append(act("ranged", ref))
            if not engaged:
                found.append(act("close", ref))
        elif not foe.done and foe_kind(foe) != "monster":
            found.extend(_obstacle_actions(w, h, i))
    for p, pet in enumerate(quest.pets):
        if pet.controller != h:
            continue
        for i in range(len(quest.foes)):
            if foe_active(w, i) and i != pet.focus:
                found.append(act("focus", pet_ref(p), foe_ref(boss, i)))
        if pet.focus >= 0 and foe_active(w, pet.focus):
            found.append(act("activate", pet_ref(p)))
    found.extend(combat_uses(w, h, melee, ranged))
    return found


def _obstacle_actions(w: Work, h: int, i: int) -> list[Act]:
    card = catalogue().monsters[w.foe(i).code]
    f = w.quest.line[h]
    stack = w.stack(f.seat, f.uid)
    ref = foe_ref(w.quest.boss, i)
    if card.kind == "trap":
        found = [act("trigger", ref)]
        if level(stack, "trapsmith") >= card.disarm:
            found.insert(0, act("disarm", ref))
        return found
    if card.kind == "puzzle":
        return [act("solve", ref)] if level(stack, card.needs) >= card.level else []
    return [act("complete", ref), act("skip", ref)]


def apply_hero_action(w: Work, h: int, action: Act) -> None:
    verb = action.verb
    quest = w.quest
    f = quest.line[h]
    target = _target(w, action)
    if verb == "straighten":
        stack = w.stack(f.seat, f.uid)
        w.set_stack(f.seat, evolve(stack, tapped=replace_at(stack.tapped, 0, False)))
        w.tell(Straightened(hero_at(w, h)))
    elif verb == "wait":
        w.tell(Waited(hero_at(w, h)))
    elif verb == "retreat":
        retreat(w, h)
    elif verb == "back":
        for i, foe in enumerate(w.quest.foes):
            if h in foe.close:
                w.set_foe(i, evolve(foe, close=tuple(c for c in foe.close if c != h)))
        w.tell(FellBack(hero_at(w, h)))
    elif verb == "close":
        foe = w.foe(target)
        sneaky = "sneaky" in traits(w.stack(f.seat, f.uid))
        w.set_foe(target, evolve(foe, close=tuple(sorted(foe.close + (h,))),
                                 focus=foe.focus if sneaky else h))
        w.tell(HeroClosed(hero_at(w, h), foe_at(w, target), not sneaky))
    elif verb in ("melee", "ranged"):
        attack(w, h, target, verb == "melee")
    elif verb in ("disarm", "trigger", "solve", "complete", "skip"):
        obstacle(w, h, target, verb)
    elif verb == "focus":
        p = int(action.args[0][1:]) - 1
        pet = quest.pets[p]
        w.set_pet(p, evolve(pet, focus=foe_index(w.quest.boss, action.args[1]), close=()))
        w.tell(PetTurned(pet_at(w, p), foe_at(w, foe_index(w.quest.boss, action.args[1]))))
    elif verb == "activate":
        activate_pet(w, int(action.args[0][1:]) - 1, h)
    else:
        apply_combat_use(w, h, action)


def _target(w: Work, action: Act) -> int:
    if action.verb in ("close", "melee", "ranged", "disarm", "trigger", "solve", "complete",
                       "skip"):
        return foe_index(w.quest.boss, action.args[0])
    return -1


def retreat(w: Work, h: int) -> None:
    f = w.quest.line[h]
    w.tell(Retreated(hero_at(w, h)))
    shed_focus(w, h)
    line = replace_at(w.quest.line, h, evolve(f, gone=True))
    pets = tuple(p for p in w.quest.pets if p.controller != h)
    for pet in w.quest.pets:
        if pet.controller == h:
            w.state = evolve(w.state, monster_discard=w.state.monster_discard + (pet.code,))
    w.set_quest(evolve(w.quest, line=line, pets=pets))
    stack = w.stack(f.seat, f.uid)
    w.set_stack(f.seat, evolve(stack, tapped=replace_at(stack.tapped, 0, True)))


def obstacle(w: Work, h: int, i: int, verb: str) -> None:
    card = catalogue().monsters[w.foe(i).code]
    w.set_foe(i, evolve(w.foe(i), done=True, focus=-1, close=()))
    hero, foe = hero_at(w, h), foe_at(w, i)
    if verb == "disarm":
        w.tell(TrapDisarmed(hero, foe))
    elif verb == "trigger":
        w.tell(TrapSetOff(hero, foe))
        if card.hit:
            hurt_hero(w, h, card.hit, "trap", card.name)
        if card.party_hit:
            for j in [j for j in range(len(w.quest.line)) if not is_out(w, j)]:
                hurt_hero(w, j, card.party_hit, "trap", card.name)
        if card.condition and not is_out(w, h):
            afflict_hero(w, h, card.condition)
    elif verb == "solve":
        w.tell(PuzzleSolved(hero, foe))
    elif verb == "complete":
        w.tell(ObjectiveCompleted(hero, foe))
        party = [j for j in range(len(w.quest.line)) if not is_out(w, j)]
        if card.penalty:
            hurt_hero(w, h, card.penalty, "objective", card.name)
        for j in party:     # the penalty that "may apply to the party"
            if card.party_penalty:
                hurt_hero(w, j, card.party_penalty, "objective", card.name)
        for other in [f for f in w.quest.line if not f.gone]:
            draw_loot(w, other.seat, card.reward)
    else:
        w.tell(ObjectiveSkipped(foe))
    resolved(w, h)


def explain_hero_action(w: Work, h: int, action: Act) -> Illegal:
    f = w.quest.line[h]
    stack = w.stack(f.seat, f.uid)
    verb = action.verb
    if stack.hero_tapped:
        return Illegal("This Hero is tapped: its one action must be to straighten.", RULE)
    if verb == "straighten":
        return Illegal("This Hero is not tapped.", RULE)
    refs = {foe_ref(w.quest.boss, i): i for i in range(len(w.quest.foes))}
    if verb in ("melee", "ranged", "close") and action.args and action.args[0] in refs:
        i = refs[action.args[0]]
        foe = w.foe(i)
        if i == w.quest.boss and not w.quest.awake:
            return Illegal("The boss cannot be touched until every Monster card is resolved.",
                           "Boss fight")
        if foe.done or foe_kind(foe) != "monster":
            return Illegal(f"{foe_name(foe)} is not a monster you can fight.", RULE)
        if verb == "melee":
            if h not in foe.close:
                return Illegal("A melee attack needs Close Combat with that monster: close first.",
                               "Range")
            return Illegal("This Hero has no ATK to attack with.", RULE)
        if verb == "ranged":
            if h in foe.close:
                return Illegal("A ranged attack needs the Hero At Range from that monster.", "Range")
            if any(h in other.close for other in w.quest.foes if not other.done):
                return Illegal("This Hero has no RNG to shoot with, and it is in Close Combat with another "
                               "monster: attack that one in melee, or fall back to range first to step up to "
                               "this one.", RULE)
            return Illegal("This Hero has no RNG to shoot with: it fights in melee. Click the monster to "
                           "step into Close Combat with it, then drag the Hero onto it.", RULE)
        if h in foe.close:
            return Illegal("This Hero is already in Close Combat with that monster.", "Range")
        return Illegal("This Hero is already in Close Combat with another monster: it cannot charge "
                       "into Close Combat again until it falls back to range.", "Charge into Close Combat")
    if verb in ("use", "channel"):
        if no_abilities(stack):
            return Illegal("A nauseated Hero cannot use Tap or Discard actions.", "Afflictions")
        return Illegal("That card is not in this Hero's stack, is tapped, has no such combat "
                       "ability, or the target is not allowed.", "Tap and Discard actions")
    if verb == "solve":
        return Illegal("This Hero lacks the attribute level that puzzle needs.", "Puzzles")
    if verb == "disarm":
        return Illegal("This Hero lacks the Trapsmith levels to remove that trap.", "Traps")
    return Illegal("That is not one of this Hero's combat actions now.", RULE)
