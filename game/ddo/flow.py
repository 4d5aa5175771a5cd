"""DDO: The Card Game (`shared/seeds/002_9ee8793fe35b6e2e.txt`): the turn.

After the set-up (`dealing.py`), rounds of Build (the Leader draws one and straightens
her cards — and, with the option `rest`, her Heroes recover their HP — then deploys),
Quest (a Quest card; one untapped Hero each, from the Leader on), the quest itself
(`quest.py`) and Banking (Warforged repaired; the Leader deploys and uses Banking
abilities; the next seat clockwise leads). With no Quest card left, the Raid: every
seat sends any untapped Heroes, the Leader reorders the line once.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.contract import Illegal
from game.ddo.abilities import apply_camp_use, camp_uses
from game.ddo.build import apply_deploy, deploy_actions, explain_deploy
from game.ddo.content import catalogue
from game.ddo.decks import draw_loot
from game.ddo.events import (
    HeroRef, HeroSent, LeaderChosen, QuestDrawn, QuestEnd, QuestEnded, RaidBegins, RaidLineSet,
    RewardDiscarded,
)
from game.ddo.monsters import heal_stack
from game.ddo.notation import Act, act, hero_ref, stack_ref
from game.ddo.quest import begin_banking, start_combat, start_raid
from game.ddo.state import Fighter, Phase, Quest, State, evolve
from game.ddo.work import Work

DEFAULT_DECKS = ("warrior", "divine", "arcane", "archer", "trapsmith", "warrior")
REST = "a rest at home"   # how the option `rest` heals, as the log says it


def begin_build(w: Work) -> None:
    """The Leader draws one Loot card and straightens her cards; with the option `rest`
    (ours), her Heroes also recover all their HP (they rested at home)."""
    leader = w.state.leader
    owner = w.state.seats[leader]
    stacks = tuple(evolve(s, tapped=(False,) * len(s.tapped)) for s in owner.stacks)
    w.state = w.state.with_seat(leader, evolve(owner, stacks=stacks,
                                               instances_tapped=(False,) * len(owner.instances)))
    if w.state.rest:
        for stack in stacks:
            if stack.damage:
                heal_stack(w, leader, stack.uid, stack.damage, REST)
    draw_loot(w, leader, 1)
    w.state = evolve(w.state, phase=Phase.BUILD)


def eligible(state: State, seat: int, joined: tuple[int, ...] = ()) -> list[int]:
    """Stack indices of a seat's Heroes that may go on a quest: untapped, not Petrified."""
    return [i for i, s in enumerate(state.seats[seat].stacks)
            if not s.hero_tapped and "petrified" not in s.statuses and s.uid not in joined]


def begin_quest(w: Work) -> None:
    state = w.state
    cat = catalogue()
    n = state.seat_count
    order = tuple((state.leader + k) % n for k in range(n))
    if not state.quest_deck:
        w.tell(RaidBegins())
        waiting = tuple(s for s in order if eligible(state, s))
        w.state = evolve(state, quest=Quest(-1, (), ()), phase=Phase.RAID_JOIN, waiting=waiting)
        if not waiting:
            _finish_raid_join(w)
        return
    code = state.quest_deck[0]
    w.state = evolve(state, quest_deck=state.quest_deck[1:], quest=Quest(code, (), ()))
    w.tell(QuestDrawn(cat.quests[code].key, cat.quests[code].name, cat.quests[code].boss))
    waiting = tuple(s for s in order if eligible(w.state, s))
    w.state = evolve(w.state, phase=Phase.COMMIT, waiting=waiting)
    if not waiting:
        start_combat(w)


def phase_actions(state: State) -> list[Act]:
    phase = state.phase
    seat = state.actor()
    assert seat is not None
    if phase in (Phase.BUILD, Phase.BANKING):
        found = deploy_actions(state, seat)
        if phase is Phase.BANKING:
            found.extend(camp_uses(state, seat))
        return found + [act("done")]
    if phase is Phase.COMMIT:
        return [act("commit", stack_ref(i)) for i in eligible(state, seat)] + [act("pass")]
    if phase is Phase.RAID_JOIN:
        assert state.quest is not None
        joined = tuple(f.uid for f in state.quest.line)
        return [act("join", stack_ref(i)) for i in eligible(state, seat, joined)] + [act("done")]
    if phase is Phase.RAID_ORDER:
        assert state.quest is not None
        placed = state.quest.turn
        return [act("first", hero_ref(h)) for h in range(placed, len(state.quest.line))] + \
            [act("keep")]
    if phase is Phase.REWARD:
        cat = catalogue()
        return [act("discard", k) for k in sorted({cat.loot[c].key for c in state.seats[seat].hand})]
    return []


def apply_phase_action(w: Work, action: Act) -> None:
    state = w.state
    seat = state.actor()
    assert seat is not None
    phase = state.phase
    verb = action.verb
    if verb == "deploy":
        apply_deploy(w, seat, action)
    elif verb == "use":
        apply_camp_use(w, seat, action)
    elif verb == "done" and phase is Phase.BUILD:
        begin_quest(w)
    elif verb == "done" and phase is Phase.BANKING:
        n = state.seat_count
        w.state = evolve(state, leader=(state.leader + 1) % n)
        w.tell(LeaderChosen(w.state.leader))
        begin_build(w)
    elif verb in ("commit", "join"):
        uid = state.seats[seat].stacks[int(action.args[0][1:]) - 1].uid
        quest = w.quest
        w.set_quest(evolve(quest, line=quest.line + (Fighter(seat, uid),)))
        name = catalogue().loot[state.seats[seat].stack(uid).cards[0]].name
        w.tell(HeroSent(HeroRef(seat, uid, name, len(quest.line)), raid=verb == "join"))
        if verb == "commit":
            _next_waiting(w, start_combat)
    elif verb == "pass" or (verb == "done" and phase is Phase.RAID_JOIN):
        _next_waiting(w, start_combat if phase is Phase.COMMIT else _finish_raid_join)
    elif verb in ("first", "keep"):
        _order(w, action)
    elif verb == "discard":
        cat = catalogue()
        owner = state.seats[seat]
        hand = list(owner.hand)
        hand.remove(cat.code(action.args[0]))
        w.state = state.with_seat(seat, evolve(owner, hand=tuple(hand),
                                               discard=owner.discard + (cat.code(action.args[0]),)))
        w.tell(RewardDiscarded(seat, action.args[0], cat.card(action.args[0]).name))
        _next_waiting(w, begin_banking)


def _next_waiting(w: Work, then: Callable[[Work], None]) -> None:
    """The first waiting seat has decided; when nobody is left, `then` moves on."""
    waiting = w.state.waiting[1:]
    w.state = evolve(w.state, waiting=waiting)
    if not waiting:
        then(w)


def _finish_raid_join(w: Work) -> None:
    quest = w.quest
    if not quest.line:
        w.tell(QuestEnded(QuestEnd.NOBODY_JOINED, raid=True))
        w.state = evolve(w.state, result="lost", phase=Phase.OVER, quest=None,
                         summary="Nobody could face the Raid: evil overruns Stormreach")
        return
    if len(quest.line) > 1:
        w.state = evolve(w.state, phase=Phase.RAID_ORDER)
    else:
        start_raid(w)


def _order(w: Work, action: Act) -> None:
    quest = w.quest
    placed = quest.turn
    if action.verb == "keep":
        placed = len(quest.line)
    else:
        h = int(action.args[0][1:]) - 1
        line = list(quest.line)
        line.insert(placed, line.pop(h))
        quest = evolve(quest, line=tuple(line))
        placed += 1
    w.set_quest(evolve(quest, turn=placed))
    if placed >= len(quest.line) - 1:
        w.tell(RaidLineSet(tuple(f.uid for f in w.quest.line)))
        w.set_quest(evolve(w.quest, turn=0))
        start_raid(w)


def explain_phase_action(state: State, action: Act) -> Illegal:
    phase = state.phase
    seat = state.actor()
    assert seat is not None
    if action.verb == "deploy" and phase in (Phase.BUILD, Phase.BANKING):
        return explain_deploy(state, seat, action)
    if action.verb == "deploy":
        return Illegal("Cards deploy only in the Leader's Build and Banking phases.", "Turn sequence")
    if action.verb == "use" and phase is Phase.BANKING:
        return Illegal("That ability cannot be used now (it may be tapped, a combat action, "
                       "or need another target).", "Banking phase")
    if action.verb in ("commit", "join"):
        return Illegal("Only an untapped Hero of yours that is not Petrified may go.", "Quest phase")
    names = {Phase.BUILD: "the Build phase", Phase.BANKING: "the Banking phase",
             Phase.COMMIT: "choosing Heroes for the quest", Phase.RAID_JOIN: "joining the Raid",
             Phase.RAID_ORDER: "ordering the Raid line", Phase.REWARD: "the quest reward"}
    return Illegal(f"That is not an action of {names.get(phase, 'this moment')}.", "Turn sequence")
