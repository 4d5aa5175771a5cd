"""Where things lie on Dance Card!'s table: the gym with its standees (a crowded place grows
into free floor), the viewer's Dance Card with its Partners and Contacts, the other players'
cards, the hand and the decks, the dance in progress with its dice, the Spin Dial's words and
the colour and icon chips. `layout` computes from the observation alone; the pixels come
from `dance_card_looks`, the painting under the cards from `dance_card_paint`, the words from
`dance_card_words`. Mixed into `DanceCardTable`, which makes the caches it reads.
"""

from __future__ import annotations

import dataclasses
import textwrap

import pygame

from game.dance_card.places import step_of
from game.dance_card.roster import roster
from game.dance_card.state import Step
from game.dance_card.view import DanceCardObservation, dance_readout, icon_choices, round_end_reveals, \
    song_colours, successes_to_win
from scenes.tables import dance_card_board as geo
from scenes.tables import dance_card_words as say
from scenes.tables.dance_card_deluxe import REFRESHMENTS, card_places, lay_out_cards
from scenes.tables.dance_card_gym import Dial
from scenes.tables.dance_card_looks import (CARD_TILE, CHIP_SIZE, ICON_GLYPH, PAINT, SHEET_SIZE, DieLook, PartnerLine,
                                            SheetLook, SongLook, StandeeLook, contact_rows, contact_words, icons_text,
                                            partner_head, sheet_columns)
from scenes.tables.dance_card_paint import DanceCardPainting
from scenes.toolkit.cards import CardBack, CardFace
from scenes.toolkit.view import CardSpot, Label, Layout
from scenes.toolkit.zones import Zone
from scenes.ui import CREAM, GOLD, MUTED


def _box(rect: pygame.Rect) -> tuple[int, int, int, int]:
    return (rect.left, rect.top, rect.width, rect.height)


class DanceCardLayout:
    """Needs the table's gym, Spin Dial and card faces, and the painting's caches (made in
    `DanceCardTable.__init__`)."""

    gym: geo.Gym
    dial: Dial
    _faces: dict[int, CardFace]
    _mix: dict[int, CardFace]
    _needle: float
    _art: tuple[tuple[tuple[int, int, int, int], ...], pygame.Surface] | None
    _sheet_cache: tuple[SheetLook, pygame.Surface] | None
    _song_cache: tuple[SongLook, pygame.Surface] | None

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


    def layout(self, obs: DanceCardObservation, viewer: int, names: tuple[str, ...],
               size: tuple[int, int]) -> Layout:
        r = roster()
        zones: list[Zone] = []
        spots: list[CardSpot] = []
        labels: list[Label] = []
        crowd = self._crowd(obs)
        areas = self.areas(crowd, len(obs.challenge_cards))
        for i, short in enumerate(r.location_short):
            points = self._crowd_spread(i, crowd[i], areas[i])[0]
            zones.append(Zone(self.loc_key(short), "location", areas[i], r.place(i), outline=False,
                              quiet=True, points=points))
        zones.append(Zone("play", "slot", geo.BOARD_RECT, "anywhere on the gym: play it", outline=False, quiet=True))
        marks = lay_out_cards(obs, self.card_rects(crowd, len(obs.challenge_cards)), zones, spots)
        spots += self._standees(obs, viewer, names)
        sheet = self._sheet(obs, viewer, names, zones, spots)
        self._others(obs, viewer, names, zones, spots, labels)
        self._cards(obs, viewer, zones, spots, labels)
        self._dance(obs, names, zones, spots, labels)
        self._dial_labels(obs, labels)
        chips = self._chip_zones(obs, zones)
        acting = obs.agenda[0].seat == viewer if obs.agenda and obs.ending is None else False
        painting = DanceCardPainting(self, obs, sheet, chips, self._song_look(obs), areas)
        return Layout(tuple(zones), tuple(spots), (), (), tuple(labels),
                      geo.banner(obs, viewer, names, acting), underlay=painting, marks=marks)

    def _standees(self, obs: DanceCardObservation, viewer: int, names: tuple[str, ...]) -> list[CardSpot]:
        r = roster()
        mine = obs.seats[viewer].student
        owners = {view.student: seat for seat, view in enumerate(obs.seats)}
        crowd = self._crowd(obs)
        areas = self.areas(crowd, len(obs.challenge_cards))
        spots = []
        for student, where in enumerate(obs.positions):
            info = r.students[student]
            badge, words = geo.relation(r, mine, student)
            owner = owners.get(student)
            look = StandeeLook(info.name, info.colour, "" if badge == "★" else badge,
                               str(owner + 1) if owner is not None and student != mine else "",
                               you=student == mine, set_aside=student in obs.set_aside)
            detail = self._standee_detail(obs, student, words, owner, names)
            size = geo.STANDEE if where >= len(crowd) else self._crowd_spread(where, crowd[where], areas[where])[1]
            spots.append(CardSpot(self.standee_key(info.name), self.loc_key(r.short(where)), look,
                                  detail=detail, order=student, size=size))
        for index, where in obs.chaperones:
            chaperone = r.content.chaperones[index]
            spots.append(CardSpot(f"chaperone:{index}", self.loc_key(r.short(where)),
                                  StandeeLook(chaperone.name.split()[-1], "black", "!"),   # "Moomba": the plate's room
                                  detail=f"Chaperone {chaperone.name}: "
                                  f"{chaperone.text}", order=100 + index,
                                  size=self._crowd_spread(where, crowd[where], areas[where])[1]))
        return spots

    @staticmethod
    def _crowd(obs: DanceCardObservation) -> list[int]:
        """How many standees (students and Chaperones) stand at each location."""
        crowd = [0] * len(roster().board)
        for where in obs.positions:
            if where < len(crowd):   # Joe on the Music Rules! card stands on no location
                crowd[where] += 1
        for _, where in obs.chaperones:
            crowd[where] += 1
        return crowd

    def areas(self, crowd: list[int], cards: int = 0) -> tuple[tuple[int, int, int, int], ...]:
        """Each location's rectangle on the table: the map's, except that a place whose crowd
        does not fit in it grows into the free floor beside it (geo.GROWS_INTO), the most
        crowded first, never over another grown place."""
        rects = list(self.gym.rects)
        grown = [pygame.Rect(rect) for rect in self.card_rects(crowd, cards)]   # the cards beside the gym stay clear
        for i in sorted(range(len(rects)), key=lambda n: -crowd[n]):
            room = geo.GROWS_INTO.get(self.gym.names[i])
            if room is None:
                continue
            _, size, stacked = geo.crowd_spread(rects[i], crowd[i], self.gym.anchors[i])
            if not stacked and size[1] >= geo.crowd_spread(room, crowd[i], ())[1][1]:
                continue   # the free floor beside it would not show them larger: the map stays as drawn
            if not any(pygame.Rect(room).colliderect(other) for other in grown):
                rects[i] = room
                grown.append(pygame.Rect(room))
        return tuple(rects)

    def needs_room(self, crowd: list[int], where: int) -> bool:
        """Whether a location's crowd would show larger grown into the free floor beside it."""
        room = geo.GROWS_INTO.get(self.gym.names[where])
        if room is None:
            return False
        _, size, stacked = geo.crowd_spread(self.gym.rects[where], crowd[where], self.gym.anchors[where])
        return stacked or size[1] < geo.crowd_spread(room, crowd[where], ())[1][1]

    def card_rects(self, crowd: list[int], cards: int) -> tuple[tuple[int, int, int, int], ...]:
        """Where the Music Rules! card and the `cards` Challenge! cards lie (in that order): the
        Music Rules! card in the corner right of the Refreshments unless their crowd needs it."""
        return card_places(self.needs_room(crowd, roster().board.index(REFRESHMENTS)), cards)

    def _crowd_spread(self, where: int, count: int, area: tuple[int, int, int, int] | None = None
                      ) -> tuple[tuple[tuple[int, int], ...], tuple[int, int]]:
        """Where the standees of a location stand, and how big they are drawn (geo.crowd_spread)."""
        rect = area or self.gym.rects[where]
        anchors = self.gym.anchors[where] if rect == self.gym.rects[where] else ()
        points, size, _ = geo.crowd_spread(rect, count, anchors)
        return points, size

    def _standee_detail(self, obs: DanceCardObservation, student: int, words: str, owner: int | None,
                        names: tuple[str, ...]) -> str:
        r = roster()
        info = r.students[student]
        place = r.place(obs.positions[student])
        parts = [f"{info.name} (#{info.student_id}, likes {info.colour} music) is "
                 f"{'on' if student in obs.on_stage else 'at'} the {place}."]
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
               spots: list[CardSpot]) -> SheetLook:
        r = roster()
        left, top, _, _ = geo.SHEET_RECT
        # The viewer's own Dance Card is painted under the zones (not a card), so that a lit Partner
        # or Contact on it shows its outline and arrow on top.
        own_sheet = self._sheet_look(obs, viewer, names, compact=False)
        ability = r.content.students[obs.seats[viewer].student].ability
        foot = (left + 4, top + SHEET_SIZE[1] - 20, SHEET_SIZE[0] - 8, 18)
        zones.append(Zone("ability", "slot", foot, outline=False))
        ghost = dataclasses.replace(own_sheet, ghost=True)
        spots.append(CardSpot("sheet:ability", "ability", ghost, size=foot[2:],
                              detail=f"Your Student's ability — {ability.title}: {ability.text}"
                              + self._stoppers_words(obs, viewer)))
        info = r.students[obs.seats[viewer].student]
        for slot, column in enumerate(sheet_columns()):
            # lit, a Partner's tag takes its head's place and a Contact's its words' (the chat die stays)
            zones.append(Zone(f"partner:{slot}", "slot", _box(column.move(left, top)),
                              r.name(info.partners[slot].student), outline=False, quiet=True,
                              tag_over=_box(partner_head(column).move(left, top))))
            rows = contact_rows(column)
            partner = info.partners[slot]
            for row, who in zip(rows, [c for c, _ in partner.contacts] + [partner.crush]):
                key = f"contact:{r.name(who)}"
                if all(z.key != key for z in zones):
                    zones.append(Zone(key, "slot", _box(row.move(left, top)), r.name(who), outline=False, quiet=True,
                                      tag_over=_box(contact_words(row).move(left, top))))
        return own_sheet

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
            card = r.mix[last]
            kind = "a Sketch card" if card.sketch else "a Showstopper" if card.showstopper else "Mix It Up!"
            spots.append(CardSpot(f"mix:{len(obs.mix_ditch)}", "mix", CardBack(), face=self._mix[last],
                                  size=geo.PILE_TILE,
                                  detail=f"The last Mix It Up! card revealed ({kind}) — {card.name}: {card.text}"))
        elif obs.mix_deck_size:
            spots.append(CardSpot("mix:deck", "mix", CardBack(tint=(40, 50, 110)), size=geo.PILE_TILE))
        if not hand:
            labels.append(Label("No Smooth Moves! in hand", (geo.HAND_RECT[0] + 12, geo.HAND_RECT[1] + 60), 13,
                                MUTED))   # (not "yet": the hand may have been played empty)

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
        if step_of(obs) is Step.DIAL:   # what sets each Spin Dial apart, while the first player chooses
            y = top + 24
            for dial in roster().content.spin_dials:
                labels.append(Label(dial.name, (left + 12, y), 12, GOLD, True))
                for n, line in enumerate(textwrap.wrap(dial.text, 48)[:3]):
                    labels.append(Label(line, (left + 12, y + 15 + n * 12), 11, CREAM, width=width - 20))
                y += 52
            return
        if readout is None or roll is None:
            labels.append(Label("No dance right now. Dance with a Partner on", (left + 12, top + 34), 13, MUTED))
            labels.append(Label("your Dance Floor: the dice show here.", (left + 12, top + 52), 13, MUTED))
            return
        need = f"{readout.number}" + (f" + {icons_text(readout.icons)}" if readout.icons else "")
        labels.append(Label(f"{names[readout.dancer]} dances with {readout.partner} · needs {need}",
                            (left + 12, top + geo.NEED_LINE), 13, GOLD, True, width=width - 24))
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
        y = top + geo.DICE_TOP - 24 + rows * 48
        # a die per line, by its number ("#2 gray: …", never "2 gray": two gray dice); with six
        # or more the die itself says its colour, the line only where it came from
        many = len(roll.pool) > 5
        lines = [say.die_line(i, d.colour, d.source, many) for i, d in enumerate(roll.pool)]
        lines += [f"✗ no {d.colour} left in the box ({d.source})" for d in roll.missing]
        half = (len(lines) + 1) // 2
        for n, line in enumerate(lines[:10]):
            column, row = divmod(n, half) if len(lines) > 5 else (0, n)
            labels.append(Label(line, (left + 8 + column * 152, y + row * 14), 11, CREAM,
                                width=148 if len(lines) > 5 else width - 16))
        if readout.total is not None:
            found = icons_text(readout.found) or "no icons"
            verdict = "✔ Success if kept" if readout.success else "✖ Failure if kept"
            labels.append(Label(f"Total {readout.total} · {found}  →  {verdict}", (left + 12, top + height - 20), 13,
                                GOLD if readout.success else (240, 150, 130), True))

    def _dial_labels(self, obs: DanceCardObservation, labels: list[Label]) -> None:
        r = roster()
        x = geo.SONG_RECT[0] + geo.SONG_RECT[2] + 8
        dial = r.dial(obs.edition)
        icons = dial.icons
        if obs.edition.dial < 0:
            labels.append(Label("Spin Dial:", (geo.SONG_RECT[0], 122), 12, MUTED))
            labels.append(Label("to be chosen", (geo.SONG_RECT[0], 137), 13, GOLD, True))
        elif obs.dial >= 0:
            icon = icons[obs.dial]
            words = say.DIAL_NAMES[icon.icon] + (f" ×{icon.amount}" if icon.amount else "") + \
                (" · ALL" if icon.all_players else "")
            labels.append(Label(f"Spin Dial · {dial.name}:" if obs.edition.deluxe else "Spin Dial:",
                                (geo.SONG_RECT[0], 122), 12, MUTED, width=geo.COLUMN_X + 312 - geo.SONG_RECT[0] - 4))
            labels.append(Label(words, (geo.SONG_RECT[0], 137), 13, GOLD, True))
        song = "wild: pick" if obs.song_colour == "choose" else (obs.song_colour or "not rolled")
        labels.append(Label("Song:", (x, geo.SONG_RECT[1] + 4), 12, MUTED))
        labels.append(Label(song, (x, geo.SONG_RECT[1] + 20), 14, CREAM, True))
        labels.append(Label(f"Turn {obs.turn_number}", (x, geo.SONG_RECT[1] + 40), 12, MUTED,
                            width=geo.COLUMN_X + 312 - x - 4))

    def _chip_zones(self, obs: DanceCardObservation, zones: list[Zone]) -> tuple[tuple[str, str], ...]:
        """Colour chips under the Song Die and icon chips in the dance panel: click targets."""
        chips: list[tuple[str, str]] = []
        step = step_of(obs)
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
        return tuple(chips)

    @staticmethod
    def _song_look(obs: DanceCardObservation) -> SongLook:
        face = obs.song_face
        return SongLook(obs.song_colour if obs.song_colour in PAINT else "",
                        roster().content.song_die.faces[face].symbol if face >= 0 else "notes")
