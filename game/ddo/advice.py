"""DDO: The Card Game — a hint's words: the action, and what it does for the party.

Read from the seat's own observation only. Hands, play areas and the whole quest are open
in this cooperative game (view.py), so a Hero's values, a monster's, and what an attack,
a trap or a card does are worked out exactly from what the table shows (`table_state`:
the observation as a state whose decks are left sorted; nothing here reads a deck). The
names come from advice_words.py; the search's estimate follows in the hint
(game/core/hint.py).
"""

from __future__ import annotations

from game.core.actions import Act
from game.core.hint import Advice
from game.ddo.advice_words import (
    ATTRIBUTE_NAMES, ability_words, card, card_name, condition_name, effect_clause, foe_at, foe_words,
    line_name, own_stack, pet_words, plural, ref_number, stack_name, stat_words,
)
from game.ddo.cards import ATK, DEF, DMG, HP, RNG, Kind, LootCard, MonsterCard
from game.ddo.monsters import hit_loss
from game.ddo.state import Foe, Phase, Quest, State
from game.ddo.stats import current_hp, foe_card, foe_name, foe_values, hero_values, level, traits
from game.ddo.view import DdoObservation, table_state

OBSTACLE_VERBS = {"disarm": "Disarm", "trigger": "Set off", "solve": "Solve", "complete": "Complete"}


def _is_foe(ref: str) -> bool:
    return ref[:1] in ("m", "b")


def _target(state: State, obs: DdoObservation, quest: Quest, target: tuple[str, ...]) -> str:
    """A combat ability's target in words: a Hero of the line or a monster."""
    if not target:
        return "the fight"
    if target[0][:1] == "h":
        return line_name(state, obs, quest, ref_number(target[0]))
    if _is_foe(target[0]):
        return foe_words(quest, foe_at(quest, target[0]))
    return "its target"


def _missing(state: State, quest: Quest | None, target: tuple[str, ...], seat: int) -> int | None:
    """The HP lost by the Hero a heal aims at: a Hero of the line ('h2') or of your stacks ('s1')."""
    if not target:
        return None
    ref, n = target[0], ref_number(target[0])
    if ref[:1] == "h" and quest is not None and 0 <= n < len(quest.line):
        fighter = quest.line[n]
        return state.seats[fighter.seat].stack(fighter.uid).damage
    stacks = state.seats[seat].stacks
    if ref[:1] == "s" and 0 <= n < len(stacks):
        return stacks[n].damage
    return None


def _wakes(quest: Quest, i: int) -> bool:
    """Whether resolving foe i leaves no monster card, so that the boss wakes."""
    return not quest.awake and 0 <= i < quest.boss and \
        all(f.done or j == i for j, f in enumerate(quest.foes[:-1]))


# -- Build and Banking -------------------------------------------------------------------

def _deploy_reason(state: State, obs: DdoObservation, args: tuple[str, ...]) -> str:
    found = card(args[0]) if args else None
    if found is None:
        return "it is a card you may deploy now"
    gives = stat_words(found.stats)
    if found.kind is Kind.HERO:
        return (f"one more Hero to send on quests ({gives or 'no values yet'}), so that one can go "
                f"while another comes home tapped")
    if found.kind is Kind.INSTANCE:
        return f"{found.name} stays in your play area" + (f", giving your Heroes {gives}" if gives else "") + \
            (f", and lets you {ability_words(found.ability)}" if found.ability else "")
    if found.kind is Kind.FESTIVAL:
        theirs = stat_words(found.foe_stats)
        return "a Festival changes the game for the whole table" + \
            (f": {gives} for the Heroes" if gives else "") + (f", {theirs} for every monster" if theirs else "")
    hero = own_stack(state, obs, args[1]) if len(args) > 1 else "your Hero"
    said = f"one more {found.cls.replace('_', ' ').title()} level for {hero}" \
        if found.kind is Kind.LEVEL_UP else f"{found.name} goes on {hero}"
    if gives:
        said += f", with {gives}"
    if found.ability:
        said += f", and lets it {ability_words(found.ability)}"
    return said


def _camp_card(args: tuple[str, ...]) -> tuple[LootCard | None, str, tuple[str, ...]]:
    """A Banking use: the card, the stack it sits in ('' for a Public Instance), the target."""
    if len(args) > 1 and args[0][:1] == "s" and args[0][1:].isdigit():
        return card(args[1]), args[0], args[2:]
    return (card(args[0]) if args else None), "", args[1:]


def _camp_action(state: State, obs: DdoObservation, args: tuple[str, ...]) -> str:
    used, where, target = _camp_card(args)
    if used is None:
        return "Use that card."
    # A card of a Hero's stack is used by that Hero; a Public Instance by you.
    hero = own_stack(state, obs, where) if where else ""
    use = (f"Let {hero} use its own ability" if used.kind is Kind.HERO else f"Let {hero} use {used.name}") \
        if where else f"Use {used.name}"
    effect = used.ability.effect if used.ability else ""
    if effect == "move" and len(target) == 3:
        return (f"{use} to move {card_name(target[1])} from {own_stack(state, obs, target[0])} "
                f"to {own_stack(state, obs, target[2])}.")
    if effect == "recall" and target:
        return f"{use} to take {card_name(target[0])} back into your hand."
    if target and target[0][:1] == "s":
        return f"{use} on {'itself' if target[0] == where else own_stack(state, obs, target[0])}."
    return f"{use}."


def _camp_reason(state: State, obs: DdoObservation, args: tuple[str, ...]) -> str:
    used, _, target = _camp_card(args)
    if used is None or used.ability is None:
        return "it is what that card can do now"
    ability = used.ability
    if ability.effect == "move" and len(target) == 3:
        return f"{card_name(target[1])} helps {own_stack(state, obs, target[2])} more"
    if ability.effect == "recall" and target:
        return f"{card_name(target[0])} comes back from your discard pile, to deploy again"
    if ability.effect == "ready":
        return (f"{own_stack(state, obs, target[0]) if target else 'your Hero'} stands up untapped, "
                f"ready for the next quest instead of waiting for your next Build")
    if target and target[0][:1] == "s":
        return effect_clause(ability, own_stack(state, obs, target[0]), None,
                             _missing(state, None, target, obs.seat))
    return effect_clause(ability, "your Hero")


def _send_reason(state: State, obs: DdoObservation, ref: str) -> str:
    index = ref_number(ref)
    stacks = state.seats[obs.seat].stacks
    if not 0 <= index < len(stacks):
        return "it is a Hero you may send"
    stack = stacks[index]
    v = hero_values(state, obs.seat, stack.uid)
    said = (f"{stack_name(state, obs, obs.seat, index)} has ATK {v[ATK]}, RNG {v[RNG]}, DEF {v[DEF]}, "
            f"DMG {v[DMG]} and {v[HP] - stack.damage} of {v[HP]} HP")
    quest = state.quest
    if quest is not None and not quest.raid:
        boss = Foe("quest", quest.card)
        b = foe_values(state, boss)
        said += f", against the boss, a {foe_name(boss)} (ATK {b[ATK]}, RNG {b[RNG]}, DEF {b[DEF]}, {b[HP]} HP)"
    return said


# -- a Hero's combat action --------------------------------------------------------------

def _attack_reason(state: State, quest: Quest, i: int, melee: bool) -> str:
    fighter = quest.line[quest.turn]
    if not 0 <= i < len(quest.foes):
        return "it is the attack the rules allow here"
    mine = hero_values(state, fighter.seat, fighter.uid)
    foe = quest.foes[i]
    theirs = foe_values(state, foe)
    value, label = (mine[ATK], "ATK") if melee else (mine[RNG], "RNG")
    left = theirs[HP] - foe.damage
    loss = hit_loss(value, theirs[DEF], mine[DMG])
    beats = "beats" if value > theirs[DEF] else "does not beat"
    said = f"your {label} {value} {beats} its DEF {theirs[DEF]}: {foe_words(quest, i)}"
    if loss < left:
        return f"{said} loses {loss} of its {left} HP"
    if foe.source == "raid" and loss == left:   # the Raid Boss dies only below 0 HP
        return f"{said} loses {loss} of its {left} HP, which leaves it at 0: it must be pushed below 0 to die"
    falls = f"{said} loses its last {left} HP and falls" if left > 0 else \
        f"{said} loses {loss} HP, below 0, and dies"
    return falls + ("; then the boss wakes" if _wakes(quest, i) else "")


def _close_reason(state: State, quest: Quest, i: int) -> str:
    fighter = quest.line[quest.turn]
    if not 0 <= i < len(quest.foes):
        return "Close Combat lets your Hero strike in melee"
    mine = hero_values(state, fighter.seat, fighter.uid)
    theirs = foe_values(state, quest.foes[i])
    stack = state.seats[fighter.seat].stack(fighter.uid)
    turns = "it does not notice you slip in" if "sneaky" in traits(stack) else "it turns its focus on you"
    return (f"up close your ATK {mine[ATK]} can strike {foe_words(quest, i)} (DEF {theirs[DEF]}, "
            f"{theirs[HP] - quest.foes[i].damage} HP left) with your next action; {turns}")


def _obstacle_reason(state: State, quest: Quest, verb: str, i: int, me: str) -> str:
    if not 0 <= i < len(quest.foes) or quest.foes[i].source != "monster":
        return "it must be dealt with before the boss"
    shown = foe_card(quest.foes[i])
    assert isinstance(shown, MonsterCard)
    fighter = quest.line[quest.turn]
    stack = state.seats[fighter.seat].stack(fighter.uid)
    if verb == "disarm":
        said = f"with {plural(level(stack, 'trapsmith'), 'Trapsmith level')}, {me} removes it unharmed"
    elif verb == "trigger":
        costs = [f"{me} {shown.hit} HP"] if shown.hit else []
        if shown.party_hit:
            costs.append(f"every Hero on the quest {shown.party_hit} HP")
        said = "setting it off costs " + " and ".join(costs) if costs else "setting it off does no harm"
        if shown.condition:
            said += f", and gives {me} {condition_name(shown.condition)}"
    elif verb == "solve":
        said = (f"it needs {plural(shown.level, ATTRIBUTE_NAMES.get(shown.needs, shown.needs) + ' level')}, "
                f"and {me} has {level(stack, shown.needs)}")
    elif verb == "complete":
        price = [f"{me} loses {shown.penalty} HP"] if shown.penalty else []
        if shown.party_penalty:
            price.append(f"every Hero on the quest loses {shown.party_penalty} HP")
        said = (" and ".join(price) or "it costs nothing") + \
            f", and every Hero on the quest draws {plural(shown.reward, 'Loot card')}"
    else:
        said = "nobody pays its price, and nobody gets its reward"
    if _wakes(quest, i):
        return f"{said}; it is the last card before the boss, which then wakes"
    return f"{said}; the boss wakes only once every monster card is dealt with"


def _use_reason(state: State, obs: DdoObservation, quest: Quest, args: tuple[str, ...]) -> str:
    used = card(args[0]) if args else None
    if used is None or used.ability is None:
        return "it is what that card can do now"
    fighter = quest.line[quest.turn]
    stack = state.seats[fighter.seat].stack(fighter.uid)
    strike = hero_values(state, fighter.seat, fighter.uid)[HP] if "maximize" in traits(stack) \
        else current_hp(state, fighter.seat, fighter.uid)
    if used.ability.effect == "quicken" and len(args) > 1:
        spell = card(args[1])
        if spell is not None and spell.ability is not None:
            return f"{spell.name} takes effect twice: " + \
                effect_clause(spell.ability, _target(state, obs, quest, args[2:]), strike)
    if used.ability.effect == "pool" and len(args) > 2:
        item = card(args[2])
        if item is not None and item.ability is not None:
            owner = line_name(state, obs, quest, ref_number(args[1]))
            return f"{owner}'s {item.name} works as your own: " + \
                effect_clause(item.ability, _target(state, obs, quest, args[3:]), strike,
                              _missing(state, quest, args[3:], obs.seat))
    if used.ability.effect == "hex" and len(args) > 1 and foe_at(quest, args[1]) == quest.boss:
        return (f"{foe_words(quest, quest.boss)} is a boss and shrugs off "
                f"{condition_name(used.ability.condition)}, but it turns its focus on you")
    said = effect_clause(used.ability, _target(state, obs, quest, args[1:]), strike,
                         _missing(state, quest, args[1:], obs.seat))
    if len(args) > 1 and _is_foe(args[1]):
        said += "; it turns its focus on you"
    return said


def _combat_reason(state: State, obs: DdoObservation, quest: Quest, verb: str, args: tuple[str, ...]) -> str:
    h = quest.turn
    me = line_name(state, obs, quest, h)
    i = foe_at(quest, args[0]) if args and _is_foe(args[0]) else -1
    if verb == "straighten":
        return "a tapped Hero must straighten before it can do anything else"
    if verb == "wait":
        return f"nothing else {me} can do helps more this round"
    if verb == "retreat":
        left = current_hp(state, quest.line[h].seat, quest.line[h].uid)
        return f"{me} has {left} HP left: it goes home tapped and safe, but without a reward"
    if verb == "back":
        watching = sum(1 for f in quest.foes if f.focus == h and not f.done)
        return (f"{me} leaves Close Combat with every monster ({plural(watching, 'monster')} still "
                f"watching it) and can attack from range")
    if verb == "close":
        return _close_reason(state, quest, i)
    if verb in ("melee", "ranged"):
        return _attack_reason(state, quest, i, verb == "melee")
    if verb in ("disarm", "trigger", "solve", "complete", "skip"):
        return _obstacle_reason(state, quest, verb, i, me)
    if verb in ("use", "channel"):
        said = _use_reason(state, obs, quest, args)
        return said + ("; your Hero taps instead of spending the spell, and keeps it" if verb == "channel" else "")
    pet = pet_words(quest, ref_number(args[0])) if args else "your monster"
    if verb == "focus" and len(args) == 2:
        return f"{pet} will fight {foe_words(quest, foe_at(quest, args[1]))} when it acts"
    if verb == "activate":
        return f"{pet} attacks the monster it faces, as a monster does"
    return "it is what the rules allow here"


def _combat_action(state: State, obs: DdoObservation, quest: Quest, verb: str, args: tuple[str, ...]) -> str:
    me = line_name(state, obs, quest, quest.turn)
    simple = {"straighten": f"Straighten {me}.", "wait": f"Let {me} wait.",
              "retreat": f"Take {me} home from the quest.", "back": f"Fall back to range with {me}."}
    if verb in simple:
        return simple[verb]
    target = foe_words(quest, foe_at(quest, args[0])) if args and _is_foe(args[0]) else "that card"
    if verb == "close":
        return f"Close with {target}."
    if verb in ("melee", "ranged"):
        return f"Attack {target} {'in melee' if verb == 'melee' else 'from range'}."
    if verb in OBSTACLE_VERBS:
        return f"{OBSTACLE_VERBS[verb]} {target}."
    if verb == "skip":
        return f"Leave {target} undone."
    if verb in ("use", "channel") and args:
        used = card(args[0])
        name = used.name if used else "that card"
        effect = used.ability.effect if used and used.ability else ""
        if effect == "quicken" and len(args) > 1:
            aim = f" at {_target(state, obs, quest, args[2:])}" if len(args) > 2 else ""
            return f"Cast {card_name(args[1])} twice with {name}{aim}."
        if effect == "pool" and len(args) > 2:
            owner = line_name(state, obs, quest, ref_number(args[1]))
            return f"Use {owner}'s {card_name(args[2])} through your {name}."
        how = "Channel" if verb == "channel" else "Use"
        aim = f" on {_target(state, obs, quest, args[1:])}" if len(args) > 1 else ""
        return f"{how} {name}{aim}."
    if verb == "focus" and len(args) == 2:
        return f"Turn {pet_words(quest, ref_number(args[0]))} on {foe_words(quest, foe_at(quest, args[1]))}."
    if verb == "activate" and args:
        return f"Let {pet_words(quest, ref_number(args[0]))} act."
    return "Do what the rules allow here."


class DdoAdvice(Advice):
    ahead = "left the party in good shape"
    tried = "the quests I played out from here"

    def action_words(self, observation: DdoObservation, action: Act) -> str:
        obs, verb, args = observation, action.verb, action.args
        state = table_state(obs)
        quest = state.quest
        if verb == "deploy" and args:
            onto = f"onto {own_stack(state, obs, args[1])}" if len(args) > 1 else "to your play area"
            return f"Deploy {card_name(args[0])} {onto}."
        if verb == "use" and obs.phase is not Phase.COMBAT:
            return _camp_action(state, obs, args)
        if verb == "done":
            return {Phase.BUILD: "Finish building and turn over the Quest card.",
                    Phase.BANKING: "End Banking and hand on the lead.",
                    Phase.RAID_JOIN: "Send no more Heroes to the Raid."}.get(obs.phase, "Say you are done.")
        if verb in ("commit", "join") and args:
            return f"Send {own_stack(state, obs, args[0])} {'to the Raid' if verb == 'join' else 'on the quest'}."
        if verb == "pass":
            return "Send no Hero on this quest."
        if verb == "first" and args and quest is not None:
            return f"Put {line_name(state, obs, quest, ref_number(args[0]))} next in the Raid's line."
        if verb == "keep":
            return "Keep the Raid's line as it is."
        if verb == "discard" and args:
            return f"Discard {card_name(args[0])}."
        if quest is None or not quest.line:
            return "Do what the rules allow here."
        return _combat_action(state, obs, quest, verb, args)

    def reason_words(self, observation: DdoObservation, action: Act) -> str:
        obs, verb, args = observation, action.verb, action.args
        state = table_state(obs)
        quest = state.quest
        if verb == "deploy":
            return _deploy_reason(state, obs, args)
        if verb == "use" and obs.phase is not Phase.COMBAT:
            return _camp_reason(state, obs, args)
        if verb == "done":
            return {Phase.BUILD: "your Heroes are as ready as this quest needs; the rest of your hand waits",
                    Phase.BANKING: "the rest of your hand is worth more kept for your next lead",
                    Phase.RAID_JOIN: "the Heroes already sent are the party's best chance"}.get(
                obs.phase, "there is nothing more to do here")
        if verb in ("commit", "join") and args:
            return _send_reason(state, obs, args[0])
        if verb == "pass":
            return "your Heroes stay home untapped, for a later quest or the Raid"
        if verb in ("first", "keep"):
            return ("the Leader's Hero acts first wherever it stands, and the line sets which Hero each "
                    "quest boss watches")
        if verb == "discard" and args:
            return (f"this quest's victors draw two and discard one, and {card_name(args[0])} is the card "
                    f"you will miss least")
        if quest is None or not quest.line:
            return "it is what the rules allow here"
        return _combat_reason(state, obs, quest, verb, args)


ADVICE = DdoAdvice()

__all__ = ["ADVICE", "DdoAdvice"]
