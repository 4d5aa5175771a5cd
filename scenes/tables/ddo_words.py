"""What DDO's table says: the banner (who does what now) and each legal action in a player's
words, naming cards and Heroes as the notation refers to them (`Kobold (m2)`). Pure functions
of the observation; every value comes from the engine (`game.ddo.view`)."""

from __future__ import annotations

from game.ddo.content import catalogue
from game.ddo.notation import Act
from game.ddo.state import Phase, State
from game.ddo.view import DdoObservation, foe_totals

BUTTON_WORDS = {"done": "Done", "pass": "Send no Hero", "keep": "Keep the line as it is",
                "straighten": "Straighten (the Hero's action)", "wait": "Wait", "retreat": "Retreat from the quest",
                "back": "Fall back to range"}
HEADS = {"deploy": "Deploy", "discard": "Discard", "commit": "Send", "join": "Send", "first": "Put next",
         "use": "Use", "channel": "Channel", "close": "Close with", "melee": "Melee attack",
         "ranged": "Ranged attack", "disarm": "Disarm", "trigger": "Set off", "solve": "Solve",
         "complete": "Complete", "skip": "Leave undone", "focus": "Turn", "activate": "Activate"}


def label(obs: DdoObservation, action: Act, state: State) -> str:
    """A legal action in words (`state`: the observation as the engine reads totals from it)."""
    verb, args = action.verb, action.args
    if verb == "done" and obs.phase is Phase.RAID_JOIN:
        return "Send no more Heroes"
    if verb in BUTTON_WORDS:
        return BUTTON_WORDS[verb]
    cat = catalogue()
    named = [cat.card(word).name if word in cat.loot_index else ref_name(obs, word, state) for word in args]
    if verb == "first" and obs.quest is not None:
        return f"Put {' '.join(named)} at place {obs.quest.turn + 1} of the Raid line"
    head = HEADS.get(verb, verb)
    if verb in ("deploy", "use", "channel", "focus") and len(named) > 1:
        joiner = " onto " if verb in ("deploy", "focus") else " on "
        if verb == "use" and len(named) == 3:
            return f"Use {named[1]} on {named[2]}" if args[0] == args[2] else \
                f"{named[0]}: {named[1]} on {named[2]}"
        return f"{head} {named[0]}{joiner}{' '.join(named[1:])}"
    return f"{head} {' '.join(named)}".strip()


def ref_name(obs: DdoObservation, word: str, state: State) -> str:
    """A Hero, stack, monster or pet as the notation names it, with its card's name."""
    quest = obs.quest
    seat = obs.actor
    cat = catalogue()
    try:
        if word[0] == "s" and seat is not None:
            stack = obs.seats[seat].stacks[int(word[1:]) - 1]
            return f"{cat.loot[stack.cards[0]].name} ({word})"
        if quest is not None and word[0] == "h":
            f = quest.line[int(word[1:]) - 1]
            stack = next(s for s in obs.seats[f.seat].stacks if s.uid == f.uid)
            return f"{cat.loot[stack.cards[0]].name} ({word})"
        if quest is not None and (word == "b" or word[0] == "m"):
            i = quest.boss if word == "b" else int(word[1:]) - 1
            return f"{foe_totals(obs, i, state=state).name} ({word})"
        if quest is not None and word[0] == "p":
            return f"{foe_totals(obs, int(word[1:]) - 1, pet=True, state=state).name} ({word})"
    except (ValueError, IndexError, StopIteration):
        pass
    return word


def banner(obs: DdoObservation, viewer: int, names: tuple[str, ...]) -> str:
    actor = obs.actor
    if actor is None:
        return obs.summary or "The game is over."
    who = "You" if actor == viewer else names[actor]
    mine = actor == viewer
    if obs.phase is Phase.BUILD:
        return f"{who}: build — drag Loot onto a Hero or the play area, then Done" if mine else f"{who} builds"
    if obs.phase is Phase.BANKING:
        return f"{who}: banking — deploy or use Banking abilities, then Done" if mine else f"{who} banks"
    if obs.phase is Phase.COMMIT:
        return f"{who}: drag an untapped Hero onto the quest, or send none" if mine else f"{who} chooses a Hero"
    if obs.phase is Phase.RAID_JOIN:
        return f"{who}: drag Heroes onto the Raid, then Done" if mine else f"{who} sends Heroes to the Raid"
    if obs.phase is Phase.RAID_ORDER:
        return f"{who}: order the Raid line — drop a Hero on the one at place {obs.quest.turn + 1} to put it there, " \
            "click that one to keep it, or keep the line" if mine and obs.quest is not None \
            else f"{who} orders the Raid line"
    if obs.phase is Phase.REWARD:
        return f"{who}: drag a card from hand onto the discard pile" if mine else f"{who} discards a reward"
    if obs.phase is Phase.COMBAT and obs.quest is not None:
        uid = obs.quest.line[obs.quest.turn].uid
        stack = next(s for s in obs.seats[actor].stacks if s.uid == uid)
        hero = catalogue().loot[stack.cards[0]].name
        return f"{who}: {hero} acts — drag it onto a monster, click one to close, or choose" if mine \
            else f"{who}: {hero} acts"
    return ""


__all__ = ["BUTTON_WORDS", "banner", "label", "ref_name"]
