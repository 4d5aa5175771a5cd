"""Dance Card!'s gestures: each legal action as a hand makes it, and the action a refused
drop would have meant (so the engine can say why not). Mixed into `DanceCardTable`."""

from __future__ import annotations

from typing import Any

from game.dance_card.roster import roster
from game.dance_card.state import Act, Step, act
from game.dance_card.view import DanceCardObservation
from scenes.tables import dance_card_board as geo
from scenes.tables.dance_card_looks import ICON_GLYPH
from scenes.toolkit.view import Gesture


class DanceCardGestures:
    """Needs the table's keys: `standee_key`, `loc_key`, `hand_keys`, `die_key`."""

    def gestures(self, obs: DanceCardObservation, legal: tuple[Act, ...]) -> tuple[Gesture, ...]:
        made = [self._gesture(obs, a) for a in legal]
        seen: set[tuple[str | None, str | None]] = set()
        out = []
        for g in made:  # two actions one hand-move would mean: the second becomes a button
            key = (g.source, g.target)
            if g.target is not None and key in seen:
                g = Gesture(g.action, g.label)
            seen.add(key)
            out.append(g)
        return tuple(out)

    def _card_key(self, obs: DanceCardObservation, slug: str) -> str | None:
        r = roster()
        code = r.card_slugs.get(slug)
        hand = obs.seats[obs.seat].hand or ()
        for key, held in self.hand_keys(hand):
            if held == code:
                return key
        return None

    def _slot(self, obs: DanceCardObservation, name: str) -> int | None:
        r = roster()
        me = r.students[obs.seats[obs.seat].student]
        for slot, p in enumerate(me.partners):
            if r.name(p.student) == name:
                return slot
        return None

    def _gesture(self, obs: DanceCardObservation, a: Act) -> Gesture:
        r = roster()
        verb, args = a.verb, a.args
        step = geo.step_of(obs)
        if verb in ("move", "hop", "call"):
            student = args[0] if verb != "hop" else r.name(r.students[obs.seats[obs.seat].student].index)
            there = args[1] if verb == "move" else (args[0] if verb == "hop" else
                                                   r.short(obs.positions[obs.seats[obs.seat].student]))
            place = r.place(r.location_by_short[there.lower()])
            words = {"move": f"Move {student} to the {place}", "hop": f"Floor Hop to the {place}",
                     "call": f"Come Here!: call {student} and dance"}[verb]
            return Gesture(a, words, self.standee_key(student), self.loc_key(there))
        if verb == "dance":
            slot = self._slot(obs, args[0])
            if len(args) == 1:
                return Gesture(a, f"Dance with {args[0]}", None, f"partner:{slot}")
            return Gesture(a, f"Dance with {args[0]}: " + ("+3 to the total" if args[1] == "add" else "two Gray dice"))
        if verb == "chat":
            if len(args) == 1:
                return Gesture(a, f"Chat with {args[0]}", None, f"contact:{args[0]}")
            return Gesture(a, f"Chat with {args[0]} through {args[2]}")
        if verb == "clear":
            return Gesture(a, f"Shake off the Failure on {args[0]}", None, f"partner:{self._slot(obs, args[0])}")
        if verb == "play":
            return self._play(obs, a)
        if verb == "ditch":
            card = r.card(r.card_slugs[args[0]]).name
            words = f"Ditch {card}" + (" for a free Move" if step is Step.MAIN else "")
            return Gesture(a, words, self._card_key(obs, args[0]), "ditch")
        if verb == "icon":
            card = r.card(r.card_slugs[args[1]]).name
            return Gesture(a, f"Ditch {card} for a {ICON_GLYPH[args[0]]} {args[0]}", self._card_key(obs, args[1]),
                           f"icon:{args[0]}")
        if verb == "copy" and obs.roll is not None:
            i, j = int(args[0]) - 1, int(args[1]) - 1
            return Gesture(a, f"Die {i + 1} copies die {j + 1}", self.die_key(obs, j), self.die_key(obs, i))
        if verb == "pick" and obs.roll is not None:
            i = int(args[0]) - 1
            return Gesture(a, f"Pick die {i + 1} to roll again", None, self.die_key(obs, i))
        if verb == "song":
            return Gesture(a, f"The song is {args[0]}", None, f"song:{args[0]}")
        if verb == "carry":
            # dragged onto where Maxine went, or clicked (a standee with this one thing to do)
            return Gesture(a, f"Take {args[0]} along with Maxine", self.standee_key(args[0]),
                           self.loc_key(_maxine_place(obs)), click_too=True)
        return Gesture(a, self._button_words(obs, a))

    def _play(self, obs: DanceCardObservation, a: Act) -> Gesture:
        r = roster()
        slug, rest = a.args[0], a.args[1:]
        card = r.card(r.card_slugs[slug]).name
        source = self._card_key(obs, slug)
        if not rest:
            return Gesture(a, f"Play {card}", source, "play")
        target = rest[0]
        if target in ICON_GLYPH:
            return Gesture(a, f"Play {card}: {ICON_GLYPH[target]} {target}", source, f"icon:{target}")
        if target.isdigit() and obs.roll is not None:
            return Gesture(a, f"Play {card} on die {target}", source, self.die_key(obs, int(target) - 1))
        slot = self._slot(obs, target)
        return Gesture(a, f"Play {card} on {target}", source, f"partner:{slot}")

    @staticmethod
    def _button_words(obs: DanceCardObservation, a: Act) -> str:
        step = geo.step_of(obs)
        verb = a.verb
        if verb == "end":
            return "End my turn"
        if verb == "roll":
            return "Roll the picked dice" if step is Step.REROLL else "Roll the dice"
        if verb == "keep":
            return "Keep this roll"
        if verb == "nerve":
            return "Nerve: shake off my Failures" if step is Step.MAIN else "Take the free Nerve"
        if verb == "pass":
            return {Step.RETUNE: "Keep the song as it is", Step.CARRY: "Maxine goes alone",
                    Step.AUSTIN: "No Nerve now"}.get(step, "Pass") if step is not None else "Pass"
        if verb == "scout":
            return "Scout: draw two, ditch one"
        if verb == "reroll":
            return "Lydia: roll dice again"
        if verb == "selfie":
            return "Selfie! with " + " and ".join(a.args)
        return str(a)

    def candidate(self, obs: DanceCardObservation, source: str | None, target: str | None,
                  variant: str | None) -> Any:
        """The action a drop or click would mean, legal or not, so the engine can say why not."""
        if target is None:
            return None
        r = roster()
        step = geo.step_of(obs)
        me = r.students[obs.seats[obs.seat].student]
        if source is not None and source.startswith("st:") and step is Step.CARRY and \
                target == self.loc_key(_maxine_place(obs)):
            return act("carry", source[3:])         # dropped where Maxine went: taken along
        if source is not None and source.startswith("st:") and target.startswith("loc:"):
            return act("move", source[3:], target[4:])
        if source is not None and source.startswith("st:") and target.startswith("st:"):
            # dropped on a standee: a move to where that student stands (the engine says why not)
            there = next((obs.positions[i] for i, s in enumerate(r.students) if s.name == target[3:]), None)
            return act("move", source[3:], r.short(there)) if there is not None else None
        if source is None and target.startswith("partner:"):
            slot = int(target.split(":")[1])
            name = r.name(me.partners[slot].student)
            failed = obs.seats[obs.seat].status[slot] == 2
            clearing = step is Step.CLEAR or (failed and me.power == "clear_failure_with_partner")
            return act("clear", name) if clearing else act("dance", name)
        if source is None and target.startswith("contact:"):
            return act("chat", target[8:])
        if source is None and target.startswith("song:"):
            return act("song", target[5:])
        if source is None and target.startswith("st:") and step is Step.CARRY:
            return act("carry", target[3:])
        if source is not None and source.startswith("card:"):
            slug = r.card_slug(int(source.split(":")[1]))
            if target == "ditch":
                return act("ditch", slug)
            if target == "play":
                return act("play", slug)
            if target.startswith("partner:"):
                return act("play", slug, r.name(me.partners[int(target.split(":")[1])].student))
            if target.startswith("icon:"):
                return act("play", slug, target[5:])
            if target.startswith("die:") and obs.roll is not None:
                return act("play", slug, self._die_index(obs, target) + 1)
        if target.startswith("die:") and obs.roll is not None:
            index = self._die_index(obs, target)
            if source is None:
                return act("pick", index + 1)
            if source.startswith("die:"):
                return act("copy", index + 1, self._die_index(obs, source) + 1)
        return None

    def _die_index(self, obs: DanceCardObservation, key: str) -> int:
        parts = key.split(":")
        return int(parts[3]) if len(parts) > 3 else int(parts[1]) - 1


def _maxine_place(obs: DanceCardObservation) -> str:
    """The short name of where the student who takes company along (Maxine) now stands."""
    r = roster()
    index = next(i for i, s in enumerate(r.students) if s.power == "carry_along")
    return r.short(obs.positions[index])
