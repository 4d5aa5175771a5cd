"""Dance Card!'s table (rules: seeds/001_73f120c87acf16e3.txt, engine: game/dance_card/).

The gym fills the left: the eight locations of the Tiled map in their colours, a door
between each adjacent pair, and the 32 standees on their anchors. The right column holds
the Spin Dial (its needle spins to the new icon), the Song Die, the dance in progress
(the dice, listed by where each came from, tumble in from the cup when rolled) and the
other players' Dance Cards. Along the bottom: the viewer's Dance Card with its Success and
Failure Tokens, their Smooth Moves! hand, the decks and the last Mix It Up! card.

Gestures: drag a standee onto a lit location (a Move, or Benjamin's call, Aria's hop);
click a Partner on your Dance Card to dance, a Contact to chat; drag a card onto the gym to
play it, onto the ditch pile to ditch it, onto a Partner, a die or an icon when it names
one; click a die to pick it for a reroll, drag a die onto another (Juniper); click a
colour when the song is chosen; the buttons roll, keep, pass, take Nerve and end the
turn. Two gestures a hand would make the same way become buttons, so every legal action
is one click or drag away, and Tab/Enter reaches them all.
"""

from __future__ import annotations

import dataclasses
import math
from typing import Any

import pygame

from game.core.contract import Event, Rules
from game.dance_card import events as ev
from game.dance_card.roster import roster
from game.dance_card.state import Act, Step, act
from game.dance_card.view import (DanceCardObservation, dance_readout, icon_choices, round_end_reveals,
                                  song_colours, successes_to_win)
from scenes.tables import dance_card_board as geo
from scenes.tables.dance_card_looks import (
    CARD_TILE,
    CHIP_SIZE,
    ICON_GLYPH,
    PAINT,
    SHEET_SIZE,
    Dial,
    DieLook,
    PartnerLine,
    Place,
    SheetLook,
    SongLook,
    StandeeLook,
    contact_rows,
    draw_needle,
    icons_text,
    mix_face,
    paint_gym,
    sheet_columns,
    smooth_face,
)
from scenes.toolkit.cards import CardBack, CardFace
from scenes.toolkit.view import CardSpot, Gesture, Label, Layout, TableView
from scenes.toolkit.zones import Zone
from scenes.ui import CREAM, GOLD, INK, MUTED, Fonts, blit_text

DIAL_WORDS = {"song_die": "SONG", "spark": "SPARK", "draw": "DRAW", "moves": "MOVES", "mix_it_up": "MIX"}
DIAL_NAMES = {"song_die": "roll the Song Die", "spark": "Spark!", "draw": "draw cards",
              "moves": "free Moves", "mix_it_up": "Mix It Up!"}


def _box(rect: pygame.Rect) -> tuple[int, int, int, int]:
    return (rect.left, rect.top, rect.width, rect.height)


def _args(params: tuple[tuple[str, Any], ...]) -> dict[str, Any]:
    return dict(params)


class DanceCardTable(TableView):
    game_id = "dance_card"

    def __init__(self, rules: Rules) -> None:
        super().__init__(rules)
        r = roster()
        self.gym = geo.gym()
        icons = r.content.spin_dial.icons
        self.dial = Dial(geo.DIAL_CENTRE, geo.DIAL_RADIUS, tuple(
            (DIAL_WORDS[i.icon], f"×{i.amount}" if i.amount else ("START" if i.start else ""), i.all_players,
             i.skip_if_3p) for i in icons))
        self._faces: dict[int, CardFace] = {}
        for code in range(len(r.smooth)):
            self._faces[code] = self._card_face(code)
        for index in range(len(r.shojo)):
            self._faces[100 + index] = self._card_face(100 + index)
        self._mix = {i: mix_face(c.name, c.text, c.showstopper) for i, c in enumerate(r.mix)}
        self._art: pygame.Surface | None = None
        self._needle = 0.0           # where the needle points, in positions (grows as it spins)
        self._needle_goal = 0.0
        self._dial_seen: int | None = None
        self._obs: DanceCardObservation | None = None
        self._chips: tuple[tuple[str, str], ...] = ()   # clickable chips drawn this layout: (zone, words)
        self._own_sheet: SheetLook | None = None
        self._sheet_cache: tuple[SheetLook, pygame.Surface] | None = None
        self._song = SongLook("", "notes")
        self._song_cache: tuple[SongLook, pygame.Surface] | None = None

    def _card_face(self, code: int) -> CardFace:
        r = roster()
        card = r.card(code)
        effect = card.effects[0] if card.effects else None
        return smooth_face(card.name, card.text, card.timing, effect.kind if effect else "",
                           _args(effect.params) if effect else {}, r.is_shojo(code))

    def warm_up(self) -> tuple[tuple[CardFace | CardBack, int], ...]:
        return tuple((face, 0) for face in self._faces.values())

    # -- keys ---------------------------------------------------------------------------
    @staticmethod
    def loc_key(short: str) -> str:
        return f"loc:{short}"

    @staticmethod
    def standee_key(name: str) -> str:
        return f"st:{name}"

    def hand_keys(self, hand: tuple[int, ...]) -> list[tuple[str, int]]:
        seen: dict[int, int] = {}
        keys = []
        for code in hand:
            n = seen.get(code, 0)
            seen[code] = n + 1
            keys.append((f"card:{code}:{n}", code))
        return keys

    def die_key(self, obs: DanceCardObservation, index: int) -> str:
        roll = obs.roll
        assert roll is not None
        face = roll.faces[index] if roll.rolled else "pool"
        return f"die:{obs.turn_number}:{roll.partner}:{index}:{face}"

    # -- layout -------------------------------------------------------------------------
    def layout(self, obs: DanceCardObservation, viewer: int, names: tuple[str, ...],
               size: tuple[int, int]) -> Layout:
        r = roster()
        self._obs = obs
        zones: list[Zone] = []
        spots: list[CardSpot] = []
        labels: list[Label] = []
        crowd = self._crowd(obs)
        for i, short in enumerate(r.location_short):
            points = self._crowd_spread(i, crowd[i])[0]
            zones.append(Zone(self.loc_key(short), "location", self.gym.rects[i], r.place(i), outline=False,
                              quiet=True, points=points))
        zones.append(Zone("play", "slot", geo.BOARD_RECT, "anywhere on the gym: play it", outline=False, quiet=True))
        spots += self._standees(obs, viewer, names)
        self._sheet(obs, viewer, names, zones, spots)
        self._others(obs, viewer, names, zones, spots, labels)
        self._cards(obs, viewer, zones, spots, labels)
        self._dance(obs, names, zones, spots, labels)
        self._dial_labels(obs, labels)
        self._chip_zones(obs, zones)
        acting = obs.agenda[0].seat == viewer if obs.agenda and obs.ending is None else False
        return Layout(tuple(zones), tuple(spots), (), (), tuple(labels),
                      geo.banner(obs, viewer, names, acting), underlay=self.underlay)

    def _standees(self, obs: DanceCardObservation, viewer: int, names: tuple[str, ...]) -> list[CardSpot]:
        r = roster()
        mine = obs.seats[viewer].student
        owners = {view.student: seat for seat, view in enumerate(obs.seats)}
        crowd = self._crowd(obs)
        spots = []
        for student, where in enumerate(obs.positions):
            info = r.students[student]
            badge, words = geo.relation(r, mine, student)
            owner = owners.get(student)
            look = StandeeLook(info.name, info.colour, "" if badge == "★" else badge,
                               str(owner + 1) if owner is not None and student != mine else "",
                               you=student == mine, set_aside=student in obs.set_aside)
            detail = self._standee_detail(obs, student, words, owner, names)
            spots.append(CardSpot(self.standee_key(info.name), self.loc_key(r.short(where)), look,
                                  detail=detail, order=student, size=self._crowd_spread(where, crowd[where])[1]))
        for index, where in obs.chaperones:
            chaperone = r.content.chaperones[index]
            spots.append(CardSpot(f"chaperone:{index}", self.loc_key(r.short(where)),
                                  StandeeLook(chaperone.name, "black", "!"), detail=f"Chaperone {chaperone.name}: "
                                  f"{chaperone.text}", order=100 + index, size=self._crowd_spread(where, crowd[where])[1]))
        return spots

    @staticmethod
    def _crowd(obs: DanceCardObservation) -> list[int]:
        """How many standees (students and Chaperones) stand at each location."""
        crowd = [0] * len(roster().board)
        for where in obs.positions:
            crowd[where] += 1
        for _, where in obs.chaperones:
            crowd[where] += 1
        return crowd

    def _crowd_spread(self, where: int, count: int) -> tuple[tuple[tuple[int, int], ...], tuple[int, int]]:
        """Where the standees of a location stand, and how big they are drawn.

        Up to the map's anchors they stand on them; a larger crowd stands on an even grid
        below the location's name plate (smaller standees), so the plate always reads."""
        anchors = self.gym.anchors[where]
        if count <= len(anchors):
            return tuple((x, y + geo.STANDEE_DROP) for x, y in anchors), geo.STANDEE
        left, top, width, height = self.gym.rects[where]
        top += geo.PLATE_HEIGHT
        left, width, height = left + 2, width - 4, height - geo.PLATE_HEIGHT - 2
        cols = max(1, min(count, round(math.sqrt(count * width / max(1, height)))))
        rows = (count + cols - 1) // cols
        size = (max(30, min(geo.STANDEE[0], width // cols - 2)), max(26, min(geo.STANDEE[1], height // rows - 2)))
        points = tuple((round(left + (index % cols + 0.5) * width / cols),
                        round(top + (index // cols + 0.5) * height / rows)) for index in range(count))
        return points, size

    def _standee_detail(self, obs: DanceCardObservation, student: int, words: str, owner: int | None,
                        names: tuple[str, ...]) -> str:
        r = roster()
        info = r.students[student]
        place = r.place(obs.positions[student])
        parts = [f"{info.name} (#{info.student_id}, likes {info.colour} music) is at the {place}."]
        if owner is not None:
            parts.append(f"{names[owner]} plays {info.name}.")
        if words:
            parts.append(f"To you: {words}.")
        if student in obs.set_aside:
            parts.append("Set aside: nobody plays this Dance Card.")
        parts.append("Drag to a lit location to move them.")
        return " ".join(parts)

    def _sheet_look(self, obs: DanceCardObservation, seat: int, names: tuple[str, ...], compact: bool) -> SheetLook:
        r = roster()
        view = obs.seats[seat]
        info = r.students[view.student]
        partners = []
        for slot, p in enumerate(info.partners):
            contacts = tuple((r.name(c), colour, view.chats[2 * slot + k]) for k, (c, colour) in enumerate(p.contacts))
            partners.append(PartnerLine(r.name(p.student), r.students[p.student].colour, p.number, p.icons,
                                        p.reward, view.status[slot], contacts, r.name(p.crush),
                                        view.crush_chats[slot]))
        ability = r.content.students[view.student].ability
        stoppers = tuple(r.mix[c].name for c in view.showstoppers)
        return SheetLook(names[seat], info.name, info.colour, f"{ability.title}: {ability.text}", tuple(partners),
                         stoppers, self._hand_words(obs, seat), compact, obs.active == seat)

    @staticmethod
    def _stoppers_words(obs: DanceCardObservation, seat: int) -> str:
        """Kept Showstoppers, each with its text (they never hide in a cut line)."""
        r = roster()
        kept = [r.mix[c] for c in obs.seats[seat].showstoppers]
        return "".join(f" ★ Showstopper kept — {card.name}: {card.text}" for card in kept)

    def _hand_words(self, obs: DanceCardObservation, seat: int) -> str:
        r = roster()
        view = obs.seats[seat]
        if view.hand is not None:
            return "Hand: " + (", ".join(r.card(c).name for c in view.hand) if view.hand else "no cards")
        shojo = f" ({view.shojo_in_hand} Shōjo!)" if view.shojo_in_hand else ""
        return f"Hand: {view.hand_size} card{'s' * (view.hand_size != 1)}, hidden{shojo}"

    def _sheet(self, obs: DanceCardObservation, viewer: int, names: tuple[str, ...], zones: list[Zone],
               spots: list[CardSpot]) -> None:
        r = roster()
        left, top, _, _ = geo.SHEET_RECT
        # The viewer's own Dance Card is painted under the zones (not a card), so that a lit Partner
        # or Contact on it shows its outline and arrow on top.
        self._own_sheet = self._sheet_look(obs, viewer, names, compact=False)
        ability = r.content.students[obs.seats[viewer].student].ability
        foot = (left + 4, top + SHEET_SIZE[1] - 20, SHEET_SIZE[0] - 8, 18)
        zones.append(Zone("ability", "slot", foot, outline=False))
        ghost = dataclasses.replace(self._own_sheet, ghost=True)
        spots.append(CardSpot("sheet:ability", "ability", ghost, size=foot[2:],
                              detail=f"Your Student's ability — {ability.title}: {ability.text}"
                              + self._stoppers_words(obs, viewer)))
        info = r.students[obs.seats[viewer].student]
        for slot, column in enumerate(sheet_columns()):
            zones.append(Zone(f"partner:{slot}", "slot", _box(column.move(left, top)),
                              r.name(info.partners[slot].student), outline=False, quiet=True))
            rows = contact_rows(column)
            partner = info.partners[slot]
            for row, who in zip(rows, [c for c, _ in partner.contacts] + [partner.crush]):
                key = f"contact:{r.name(who)}"
                if all(z.key != key for z in zones):
                    zones.append(Zone(key, "slot", _box(row.move(left, top)), r.name(who), outline=False, quiet=True))

    def _others(self, obs: DanceCardObservation, viewer: int, names: tuple[str, ...], zones: list[Zone],
                spots: list[CardSpot], labels: list[Label]) -> None:
        left, top, _, _ = geo.OTHERS_PANEL
        others = [s for s in range(len(obs.seats)) if s != viewer]
        if not others:
            left_now = obs.mix_deck_size
            reveals = round_end_reveals(obs)
            cards = "one Mix It Up! card is" if reveals == 1 else f"{reveals} Mix It Up! cards are"
            need = successes_to_win()
            labels.append(Label("Solo: after each of your turns", (left + 12, top + 30), 13, CREAM))
            labels.append(Label(f"{cards} revealed; {left_now} left.", (left + 12, top + 48), 13, CREAM))
            labels.append(Label(f"{need} Success Token{'s' * (need != 1)} before they", (left + 12, top + 66), 13,
                                CREAM))
            labels.append(Label("run out win the night.", (left + 12, top + 84), 13, CREAM))
            return
        for n, seat in enumerate(others):
            rect = (left + 4, top + 24 + n * 31, CHIP_SIZE[0], CHIP_SIZE[1])
            zones.append(Zone(f"others:{seat}", "slot", rect, outline=False))
            look = self._sheet_look(obs, seat, names, compact=True)
            spots.append(CardSpot(f"sheet:{seat}", f"others:{seat}", look, size=CHIP_SIZE,
                                  detail=f"{names[seat]}'s Dance Card. {look.hand}. ✦ {look.ability}"
                                  + self._stoppers_words(obs, seat)))

    def _cards(self, obs: DanceCardObservation, viewer: int, zones: list[Zone], spots: list[CardSpot],
               labels: list[Label]) -> None:
        r = roster()
        hand = obs.seats[viewer].hand or ()
        copies = {code: hand.count(code) for code in hand}
        shown = [(key, code) for key, code in self.hand_keys(hand) if key.endswith(":0")]
        points, tile = self._hand_spread(len(shown))
        zones += [Zone("hand", "hand", geo.HAND_RECT, "Your Smooth Moves!", outline=False, points=points),
                  Zone("deck", "pile", geo.DECK_RECT, outline=False),
                  Zone("ditch", "pile", geo.DITCH_RECT, "ditch", quiet=True),
                  Zone("mix", "pile", geo.MIX_RECT, outline=False)]
        below = geo.DITCH_RECT[1] + geo.DITCH_RECT[3] + 2
        for rect, name, count in ((geo.DECK_RECT, "Deck", obs.smooth_deck_size),
                                  (geo.DITCH_RECT, "Ditched", len(obs.smooth_ditch)),
                                  (geo.MIX_RECT, "Mix It Up!", obs.mix_deck_size)):
            labels.append(Label(name, (rect[0] + rect[2] // 2, below), 10, MUTED, True, "midtop"))
            labels.append(Label(str(count), (rect[0] + rect[2] // 2, below + 12), 11, CREAM, True, "midtop"))
        for order, (key, code) in enumerate(shown):  # copies of a card lie together, counted under it
            spots.append(CardSpot(key, "hand", CardBack(), face=self._faces[code], origin="deck", order=order,
                                  size=tile, caption=f"×{copies[code]}" if copies[code] > 1 else ""))
        for index in range(min(3, obs.smooth_deck_size)):
            spots.append(CardSpot(f"deck:{index}", "deck", CardBack(), order=index, size=geo.PILE_TILE))
        if obs.smooth_ditch:
            spots.append(CardSpot("ditch:top", "ditch", CardBack(tint=(70, 40, 60)), size=geo.PILE_TILE,
                                  detail="Ditched cards: " + ", ".join(r.card(c).name for c in obs.smooth_ditch)))
        if obs.mix_ditch:
            last = obs.mix_ditch[-1]
            spots.append(CardSpot(f"mix:{len(obs.mix_ditch)}", "mix", CardBack(), face=self._mix[last],
                                  size=geo.PILE_TILE, detail="The last Mix It Up! card revealed."))
        elif obs.mix_deck_size:
            spots.append(CardSpot("mix:deck", "mix", CardBack(tint=(40, 50, 110)), size=geo.PILE_TILE))
        if not hand:
            labels.append(Label("No Smooth Moves! in hand yet", (geo.HAND_RECT[0] + 12, geo.HAND_RECT[1] + 60), 13,
                                MUTED))

    @staticmethod
    def _hand_spread(count: int) -> tuple[tuple[tuple[int, int], ...], tuple[int, int]]:
        """Where each different card in hand lies, and its tile size: side by side, never
        overlapping, so every name reads. Up to four lie in one row of tall tiles; more lie
        in two rows of shorter tiles (room under each for its copy count)."""
        left, top, width, height = geo.HAND_RECT
        gap = 4
        if count <= 4:
            tile = CARD_TILE
            rows = [count]
        else:
            cols = (count + 1) // 2
            tile = (min(CARD_TILE[0], (width - gap * (cols - 1)) // cols), geo.HAND_ROW_TILE_HEIGHT)
            rows = [cols, count - cols]
        points = []
        row_step = tile[1] + geo.HAND_ROW_GAP
        first = top + 2 + tile[1] // 2 if len(rows) > 1 else top + height // 2 - 6
        for row, n in enumerate(rows):
            span = n * tile[0] + (n - 1) * gap
            x0 = left + (width - span) / 2 + tile[0] / 2
            points += [(round(x0 + i * (tile[0] + gap)), first + row * row_step) for i in range(n)]
        return tuple(points), tile

    def _dance(self, obs: DanceCardObservation, names: tuple[str, ...], zones: list[Zone], spots: list[CardSpot],
               labels: list[Label]) -> None:
        left, top, width, height = geo.DANCE_PANEL
        zones.append(Zone("cup", "slot", (left + width - 50, top + 4, 40, 30), outline=False))
        readout = dance_readout(obs)
        roll = obs.roll
        if readout is None or roll is None:
            labels.append(Label("No dance right now. Dance with a Partner on", (left + 12, top + 34), 13, MUTED))
            labels.append(Label("your Dance Floor: the dice show here.", (left + 12, top + 52), 13, MUTED))
            return
        need = f"{readout.number}" + (f" + {icons_text(readout.icons)}" if readout.icons else "")
        labels.append(Label(f"{names[readout.dancer]} dances with {readout.partner} · needs {need}",
                            (left + 12, top + 26), 13, GOLD, True))
        for index, die in enumerate(roll.pool):
            centre = geo.die_centre(index, len(roll.pool))
            rect = (centre[0] - geo.DIE[0] // 2, centre[1] - geo.DIE[1] // 2, *geo.DIE)
            zone = f"die:{index + 1}"
            zones.append(Zone(zone, "slot", rect, outline=False))
            face = roll.faces[index] if roll.rolled else None
            picked = index in roll.picks
            if roll.rolled and face is None:
                look = DieLook(die.colour, gone=True)
            elif face is None:
                look = DieLook(die.colour, picked=picked)
            else:
                look = DieLook(die.colour, face.number, face.icons, picked=picked)
            tumble = tuple(DieLook(die.colour, f.number, f.icons) for f in roster().faces.get(die.colour, ()))
            spots.append(CardSpot(self.die_key(obs, index), zone, look, size=geo.DIE, origin="cup",
                                  tumble=tumble if roll.rolled else (), order=index,
                                  detail=f"Die {index + 1}: {die.colour}, from {die.source or 'the dance'}."))
        rows = (len(roll.pool) + 5) // 6
        y = top + 34 + rows * 48
        lines = [f"{i + 1} {d.colour} — {d.source or 'the dance'}" for i, d in enumerate(roll.pool)]
        lines += [f"✗ no {d.colour} left in the box ({d.source})" for d in roll.missing]
        half = (len(lines) + 1) // 2
        for n, line in enumerate(lines[:10]):
            column, row = divmod(n, half) if len(lines) > 5 else (0, n)
            labels.append(Label(line[:34], (left + 12 + column * 152, y + row * 15), 11, CREAM))
        if readout.total is not None:
            found = icons_text(readout.found) or "no icons"
            verdict = "✔ Success if kept" if readout.success else "✖ Failure if kept"
            labels.append(Label(f"Total {readout.total} · {found}  →  {verdict}", (left + 12, top + height - 20), 13,
                                GOLD if readout.success else (240, 150, 130), True))

    def _dial_labels(self, obs: DanceCardObservation, labels: list[Label]) -> None:
        r = roster()
        x = geo.SONG_RECT[0] + geo.SONG_RECT[2] + 8
        icons = r.content.spin_dial.icons
        if obs.dial >= 0:
            icon = icons[obs.dial]
            words = DIAL_NAMES[icon.icon] + (f" ×{icon.amount}" if icon.amount else "") + \
                (" · ALL" if icon.all_players else "")
            labels.append(Label("Spin Dial:", (geo.SONG_RECT[0], 122), 12, MUTED))
            labels.append(Label(words, (geo.SONG_RECT[0], 137), 13, GOLD, True))
        song = "wild: pick" if obs.song_colour == "choose" else (obs.song_colour or "not rolled")
        labels.append(Label("Song:", (x, geo.SONG_RECT[1] + 4), 12, MUTED))
        labels.append(Label(song, (x, geo.SONG_RECT[1] + 20), 14, CREAM, True))
        labels.append(Label(f"{obs.mode.title()} · turn {obs.turn_number}", (x, geo.SONG_RECT[1] + 40), 12, MUTED,
                            width=geo.COLUMN_X + 312 - x - 4))

    def _chip_zones(self, obs: DanceCardObservation, zones: list[Zone]) -> None:
        """Colour chips under the Song Die and icon chips in the dance panel: click targets."""
        chips: list[tuple[str, str]] = []
        step = geo.step_of(obs)
        zones.append(Zone("song", "slot", geo.SONG_RECT, outline=False))
        for colour in song_colours():
            key = f"song:{colour}"
            zones.append(Zone(key, "slot", geo.song_chip(colour), outline=False))
            if step in (Step.SONG, Step.RETUNE):
                chips.append((key, colour))
        left, top, _, height = geo.DANCE_PANEL
        offered = icon_choices(obs)
        for n, icon in enumerate(ICON_GLYPH):
            key = f"icon:{icon}"
            zones.append(Zone(key, "slot", (left + 12 + n * 74, top + height - 44, 68, 20), outline=False))
            if icon in offered:
                chips.append((key, icon))
        self._chips = tuple(chips)
        r = roster()
        obs_song = obs.song_face
        self._song = SongLook(obs.song_colour if obs.song_colour in PAINT else "",
                              r.content.song_die.faces[obs_song].symbol if obs_song >= 0 else "notes")

    def update(self, dt: float, observation: Any) -> bool:
        """The Spin Dial's needle eases to the icon the dial shows (a full turn and on)."""
        obs: DanceCardObservation | None = observation
        if obs is not None and obs.dial >= 0 and obs.dial != self._dial_seen:
            count = len(self.dial.labels)
            if self._dial_seen is None:
                self._needle = self._needle_goal = float(obs.dial)
            else:
                self._needle_goal += (obs.dial - self._dial_seen) % count + count
            self._dial_seen = obs.dial
        if self._needle != self._needle_goal:
            gap = self._needle_goal - self._needle
            self._needle = self._needle_goal if gap < 0.01 else self._needle + gap * min(1.0, dt * 4.0)
        return self._needle != self._needle_goal

    # -- painting under the cards -------------------------------------------------------------
    def underlay(self, surface: pygame.Surface, fonts: Fonts, seconds: float) -> None:
        if self._art is None:
            self._art = self._paint_art(surface, fonts)
        surface.blit(self._art, (0, 50))
        obs = self._obs
        if obs is None:
            return
        draw_needle(surface, self.dial, self._needle)
        song = pygame.Rect(geo.SONG_RECT)
        surface.blit(self._paint_song(fonts), song)
        if self._own_sheet is not None:
            surface.blit(self._paint_sheet(fonts), geo.SHEET_RECT[:2])
        for key, words in self._chips:
            self._draw_chip(surface, fonts, key, words)

    def _paint_song(self, fonts: Fonts) -> pygame.Surface:
        cached = self._song_cache
        if cached is None or cached[0] != self._song:
            cached = (self._song, self._song.paint(fonts, geo.SONG_RECT[2:]))
            self._song_cache = cached
        return cached[1]

    def _paint_sheet(self, fonts: Fonts) -> pygame.Surface:
        cached = self._sheet_cache
        assert self._own_sheet is not None
        if cached is None or cached[0] != self._own_sheet:  # painted again only when the card changes
            cached = (self._own_sheet, self._own_sheet.paint(fonts, SHEET_SIZE))
            self._sheet_cache = cached
        return cached[1]

    def _draw_chip(self, surface: pygame.Surface, fonts: Fonts, key: str, words: str) -> None:
        rect = self._chip_rect(key)
        if rect is None:
            return
        fill = PAINT.get(words, (236, 214, 180))
        pygame.draw.rect(surface, fill, rect, border_radius=6)
        pygame.draw.rect(surface, INK, rect, 1, border_radius=6)
        text = f"{ICON_GLYPH[words]} {words}" if words in ICON_GLYPH else words
        blit_text(surface, fonts, text, 12, rect.center, INK if sum(fill) > 420 else CREAM, True, "center")

    def _chip_rect(self, key: str) -> pygame.Rect | None:
        if key.startswith("song:"):
            return pygame.Rect(geo.song_chip(key[5:]))
        if key.startswith("icon:"):
            left, top, _, height = geo.DANCE_PANEL
            n = list(ICON_GLYPH).index(key[5:])
            return pygame.Rect(left + 12 + n * 74, top + height - 44, 68, 20)
        return None

    def _paint_art(self, surface: pygame.Surface, fonts: Fonts) -> pygame.Surface:
        r = roster()
        canvas = surface.subsurface(pygame.Rect(0, 50, 960, surface.get_height() - 50)).copy()
        places = tuple(Place(loc.name, loc.kind.value, loc.colour, self.gym.rects[i])
                       for i, loc in enumerate(r.board.locations))
        others = "The night" if self._obs is not None and len(self._obs.seats) == 1 else "The other dancers"
        frames = ((geo.DANCE_PANEL, "The dance"), (geo.OTHERS_PANEL, others),
                  ((geo.HAND_RECT[0] - 4, geo.SHEET_RECT[1], 540, geo.SHEET_RECT[3]), ""),
                  ((geo.COLUMN_X, 54, 312, 144), ""))
        return paint_gym(fonts, canvas, (0, 50), places, self.gym.doors, self.dial, frames)

    # -- gestures -------------------------------------------------------------------------------
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
            return Gesture(a, f"Take {args[0]} along with Maxine", None, self.standee_key(args[0]))
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
        if source is not None and source.startswith("st:") and target.startswith("loc:"):
            return act("move", source[3:], target[4:])
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

    # -- events ---------------------------------------------------------------------------
    def sound(self, event: Event) -> str | None:
        if isinstance(event, (ev.CardsDrawn, ev.PoolGathered)):
            return "deal"
        if isinstance(event, (ev.DiceRolled, ev.MixItUpRevealed, ev.DialTurned)):
            return "flip"
        if isinstance(event, ev.GameEnded) or (isinstance(event, ev.DanceScored) and event.success):
            return "win"
        if isinstance(event, (ev.StudentMoved, ev.CardPlayed, ev.CardDitched, ev.ChatTokenPlaced)):
            return "drop"
        return None

    def result_lines(self, obs: DanceCardObservation, names: tuple[str, ...]) -> tuple[str, ...]:
        """Each Dance Card's three Partners: ✔ a Success, ✖ a Failure, ○ not danced."""
        r = roster()
        marks = {0: "○", 1: "✔", 2: "✖"}
        lines = []
        for seat, view in enumerate(obs.seats):
            info = r.students[view.student]
            partners = " · ".join(f"{marks.get(status, '○')} {r.name(p.student)}"
                                  for p, status in zip(info.partners, view.status))
            lines.append(f"{names[seat]} ({info.name}): {partners}")
        return tuple(lines)

    def seat_anchor(self, seat: int, viewer: int, size: tuple[int, int]) -> tuple[int, int]:
        return (320, 290)


TABLE = DanceCardTable

__all__ = ["TABLE", "DanceCardTable"]
