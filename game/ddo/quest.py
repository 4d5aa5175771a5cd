"""DDO: The Card Game (`shared/seeds/002_9ee8793fe35b6e2e.txt`): a quest from the first
Monster card to the last Loot card, and the Raid.

The Party Leader draws one Monster card per committed Hero, each focused on its Hero
(and the monsters a card calls in, on the same Hero). Rounds alternate: every Hero able
to act takes one action, left to right; then every monster card activates left to right
and the boss last once awake. The quest is won when the boss is defeated, lost when
every Hero is Dead, Paralyzed, Petrified or gone (or, ours, none can act: the rest lie
Unconscious), when a Puzzle can no longer be solved by anyone present, or after ROUND_CAP
rounds (ours, a safety valve).
"""

from __future__ import annotations

from game.ddo.content import catalogue
from game.ddo.decks import discard_monster, draw_loot, draw_monster
from game.ddo.events import QuestEnd, QuestEnded
from game.ddo.fight_events import MonsterSkipped, RaidQuestTurned
from game.ddo.events import FoeRef
from game.ddo.monsters import activate, can_act, clear_brief, is_out, resolved
from game.ddo.state import ROUND_CAP, Foe, Phase, Quest, evolve, replace_at
from game.ddo.stats import hero_values, level
from game.ddo.work import Work

SKIPPED = {"no_traps": "trap", "no_puzzles": "puzzle"}


def start_combat(w: Work) -> None:
    """Monsters drawn and focused; the first Hero to act is found."""
    quest = w.quest
    cat = catalogue()
    if not quest.line:
        w.tell(QuestEnded(QuestEnd.ABANDONED))
        finish_quest(w, False)
        return
    special = cat.quests[quest.card].special if not quest.raid else ""
    foes: list[Foe] = []
    for h in range(len(quest.line)):
        foes.extend(_draw_for(w, h, special))
    if special == "extra_monster":
        foes.extend(_draw_for(w, 0, special))
    foes.append(Foe("quest", quest.card))
    w.set_quest(evolve(w.quest, foes=tuple(foes)))
    w.set_quest(evolve(w.quest, opener=opener(w)))
    if len(foes) == 1:
        resolved(w, 0)
    begin_round(w, 0)


def _draw_for(w: Work, h: int, special: str) -> list[Foe]:
    cat = catalogue()
    drawn: list[Foe] = []
    wanted = 1
    while wanted > 0:
        code = draw_monster(w)
        if code is None:
            break
        card = cat.monsters[code]
        if SKIPPED.get(special) == card.kind:
            w.tell(MonsterSkipped(card.key, card.name))
            discard_monster(w, code)
            continue
        wanted -= 1
        drawn.append(Foe("monster", code, focus=h if card.kind == "monster" else -1))
        wanted += card.calls
    return drawn


def start_raid(w: Work) -> None:
    quest = w.quest
    cat = catalogue()
    count = len(quest.line)
    foes = []
    for j, code in enumerate(w.state.raid_quests):
        quest_card = cat.quests[code]
        w.tell(RaidQuestTurned(FoeRef(f"m{j + 1}", quest_card.boss), quest_card.key, quest_card.name))
        foes.append(Foe("quest", code, focus=j % count))
    foes.append(Foe("raid", cat.pack(w.state.pack).raid))
    w.state = evolve(w.state, raid_quests=())
    w.set_quest(evolve(w.quest, foes=tuple(foes)))
    w.set_quest(evolve(w.quest, opener=opener(w)))
    begin_round(w, 0)


def opener(w: Work) -> int:
    """The Hero who opens the Heroes' actions: the document's "starting with the Party
    Leader" — her leftmost Hero in the line (in a quest, the first; in the Raid, wherever
    the reordering put it), or with none of hers there, the leftmost of the next seat
    clockwise that has one."""
    line = w.quest.line
    n = w.state.seat_count
    for k in range(n):
        seat = (w.state.leader + k) % n
        found = next((h for h, f in enumerate(line) if f.seat == seat), None)
        if found is not None:
            return found
    return 0


def action_order(quest: Quest) -> list[int]:
    """The line's places in the order the Heroes act: from the opener left to right,
    then round to the ones left of it."""
    n = len(quest.line)
    return [(quest.opener + k) % n for k in range(n)]


def begin_round(w: Work, start: int) -> None:
    """Find the next Hero to act from place `start` of the action order, running monster
    phases between rounds, until a Hero may act or the quest is over."""
    while True:
        if quest_over(w):
            return
        quest = w.quest
        for h in action_order(quest)[start:]:
            if can_act(w, h):
                w.set_quest(evolve(quest, turn=h))
                w.state = evolve(w.state, phase=Phase.COMBAT)
                return
        monster_phase(w)
        if quest_over(w):
            return
        if w.quest.round >= ROUND_CAP:
            w.tell(QuestEnded(QuestEnd.EXHAUSTED, w.quest.raid, rounds=ROUND_CAP))
            finish_quest(w, False)
            return
        w.set_quest(evolve(w.quest, round=w.quest.round + 1))
        start = 0


def monster_phase(w: Work) -> None:
    """Every monster card left to right, then the boss, unless it woke this round: its
    waking activation was its turn (ours; docs/rules/ddo.md). Brief afflictions (Nausea)
    leave the Heroes as it begins."""
    clear_brief(w)
    for i in range(len(w.quest.foes)):
        if i == w.quest.boss and w.quest.woke == w.quest.round:
            continue
        activate(w, i)
        if _lost(w):
            return


def _lost(w: Work) -> bool:
    """Every Hero is Dead, Paralyzed, Petrified or gone (the seed) — or (ours) none of
    them can act any more: the rest lie Unconscious, and since only a Hero's action
    could wake them, the quest can only end in defeat."""
    heroes = range(len(w.quest.line))
    return all(is_out(w, h) for h in heroes) or not any(can_act(w, h) for h in heroes)


def quest_over(w: Work) -> bool:
    quest = w.quest
    if quest.awake and quest.foes[quest.boss].done:
        w.tell(QuestEnded(QuestEnd.WON, quest.raid))
        finish_quest(w, True)
        return True
    if _lost(w):
        w.tell(QuestEnded(QuestEnd.DOWN, w.quest.raid))
        finish_quest(w, False)
        return True
    stuck = _stuck_puzzle(w)
    if stuck:
        w.tell(QuestEnded(QuestEnd.STUCK, w.quest.raid, puzzle=stuck))
        finish_quest(w, False)
        return True
    return False


def _stuck_puzzle(w: Work) -> str:
    cat = catalogue()
    for foe in w.quest.foes:
        card = cat.monsters[foe.code] if foe.source == "monster" else None
        if card is None or card.kind != "puzzle" or foe.done:
            continue
        if not any(not is_out(w, h) and level(w.stack(f.seat, f.uid), card.needs) >= card.level
                   for h, f in enumerate(w.quest.line)):
            return card.name
    return ""


def finish_quest(w: Work, won: bool) -> None:
    cat = catalogue()
    quest = w.quest
    if quest.raid:
        w.state = evolve(w.state, result="won" if won else "lost", phase=Phase.OVER,
                         summary=_summary(w, won))
        return
    waiting: list[int] = []
    if won:
        special = cat.quests[quest.card].special
        for f in quest.line:
            if f.gone:
                continue
            if special == "draw2keep1":
                draw_loot(w, f.seat, 2)
                waiting.append(f.seat)
            elif special == "bonus_if_not_gear":
                drawn = draw_loot(w, f.seat, 1)
                if drawn and cat.loot[drawn[0]].slot not in ("weapon", "ranged", "armor"):
                    draw_loot(w, f.seat, 1)
            else:
                draw_loot(w, f.seat, 1)
        w.state = evolve(w.state, quests_won=w.state.quests_won + 1)
    for f in quest.line:
        _home(w, f.seat, f.uid)
    for foe in quest.foes + quest.pets:
        if foe.source == "monster":
            discard_monster(w, foe.code)
    w.state = evolve(w.state, quest=None, quest_discard=w.state.quest_discard + (quest.card,),
                     quests_played=w.state.quests_played + 1, waiting=tuple(waiting))
    if waiting:
        w.state = evolve(w.state, phase=Phase.REWARD)
    else:
        begin_banking(w)


def _home(w: Work, seat: int, uid: int) -> None:
    """Win or lose: afflictions go, Dead and Unconscious go (the Hero stands at 1 HP at
    least), and the Hero goes home tapped."""
    stack = w.stack(seat, uid)
    stack = evolve(stack, afflictions=(), tapped=replace_at(stack.tapped, 0, True),
                   statuses=tuple(s for s in stack.statuses if s not in ("dead", "unconscious")))
    w.set_stack(seat, stack)
    top = hero_values(w.state, seat, uid)[4]
    if top - stack.damage < 1:
        w.set_stack(seat, evolve(stack, damage=max(0, top - 1)))


def begin_banking(w: Work) -> None:
    """Every Warforged, whoever owns it, heals to full and straightens."""
    cat = catalogue()
    state = w.state
    for seat, owner in enumerate(state.seats):
        for stack in owner.stacks:
            if any("warforged" in cat.loot[c].traits for c in stack.cards):
                w.set_stack(seat, evolve(stack, damage=0, afflictions=(),
                                         tapped=replace_at(stack.tapped, 0, False)))
    w.state = evolve(w.state, phase=Phase.BANKING)


def _summary(w: Work, won: bool) -> str:
    state = w.state
    how = "The Raid is won: Stormreach is saved" if won else "The Raid is lost: evil overruns Stormreach"
    return f"{how} ({state.quests_won} of {state.quests_played} quests won before it)"


def next_hero(w: Work, h: int) -> None:
    begin_round(w, action_order(w.quest).index(h) + 1)


__all__ = ["begin_banking", "begin_round", "finish_quest", "next_hero", "start_combat",
           "start_raid"]
