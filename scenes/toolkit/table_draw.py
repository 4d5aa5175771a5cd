"""Drawing the generic table: floor, zones, partner ribbons, cards, tokens, the log, the
buttons, the AI's thinking cue, the keyboard caption, refusals and the zoomed card.

The painter only reads: the model (what the hand may do), the board (where each card is
drawn now), the input (the pointer, the zoom, the buttons) and the moment the scene hands
it (`Moment`: the clock, a refusal, the replay's words, whether an AI thinks). It changes
none of them; the card painter and the fonts fill their caches. Lit targets are outlined and
marked with an arrow and words, never by colour alone.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pygame

from scenes.toolkit.cards import ZOOM_SIZE, BackMark, CardBack, CardFace, CardPainter
from scenes.toolkit.log_panel import LogPanel
from scenes.toolkit.table_ai import DOTS_PER_SECOND
from scenes.toolkit.table_board import FLIP_SECONDS, Sprite, TableBoard
from scenes.toolkit.table_input import TABLE_RIGHT, TableInput, Toast
from scenes.toolkit.table_model import TableModel
from scenes.toolkit.table_hint import TableHint
from scenes.toolkit.table_preview import TablePreview
from scenes.toolkit.table_tags import line_tag
from scenes.toolkit.table_tokens import draw_token
from scenes.toolkit.table_zoom import COMPACT_SIZE
from scenes.toolkit.view import CardSpot, Label, Look
from scenes.ui import (CREAM, GOLD, GOLD_DIM, MUTED, REFUSE, STAGE_DARK, TEAL, Fonts, blit_text,
                       blit_wrapped, panel)

ANGLE_STEP = 15   # rotations are cached in steps of this many degrees


@dataclass(frozen=True)
class Moment:
    """What the scene tells its painter each frame."""

    time: float                  # the table's clock, seconds (pulses, dots, a rolling die)
    toast: Toast | None = None   # a refusal or a note
    replay_words: str = ""       # the banner while the last turn is shown again
    thinking: bool = False       # an AI seat's answer is awaited


class TablePainter:
    """Everything `TableScene.draw` paints."""

    def __init__(self, model: TableModel[Any, Any], board: TableBoard, table_input: TableInput[Any, Any],
                 log: LogPanel, fonts: Fonts, cards: CardPainter, title: str) -> None:
        self.model = model
        self.board = board
        self.input = table_input
        self.log = log
        self.fonts = fonts
        self.cards = cards
        self.title = title
        self.preview: TablePreview | None = None   # what the hand's move will do (the scene sets it)
        self.hint: TableHint | None = None         # "Suggest a move": its button, its words, its lit gesture

    def draw(self, surface: pygame.Surface, moment: Moment) -> None:
        """Paint the table as it is at `moment`."""
        pulse = self.pulse(moment.time)
        fonts = self.fonts
        hand, board = self.model.hand, self.board
        self._draw_header(surface, moment.replay_words)
        lit = self.model.lit_shown()
        if self.board.layout.underlay is not None:
            self.board.layout.underlay(surface, fonts, moment.time)
        self._draw_zones(surface, lit, pulse)
        self._draw_flashes(surface)
        self._draw_links(surface)
        self._draw_zone_labels(surface, lit)
        movable = self.model.sources(self.board.sprites)
        blits: list[tuple[pygame.Surface, pygame.Rect]] = []
        outlines: list[tuple[pygame.Rect, str]] = []
        for key in self.board.draw_order():
            if key == hand.held and hand.dragging:
                continue
            sprite = self.board.sprites[key]
            image, rect = self._card_image(sprite, moment.time)
            if key == hand.selected:
                rect = rect.move(0, -14)  # a selected card lifts off the table
            blits.append((image, rect))
            if key in lit:
                outlines.append((rect, "target"))
            elif key == hand.selected:
                outlines.append((rect, "selected"))
            elif key in movable and not hand.dragging:
                outlines.append((rect, "movable"))
        surface.fblits(blits)
        for key in self.board.draw_order():  # what another seat's move changed: a teal frame and a ✦, for a moment
            sprite = self.board.sprites[key]
            if sprite.changed > 0 and not sprite.busy and key not in lit:
                rect = sprite.rect
                pygame.draw.rect(surface, TEAL, rect.inflate(6, 6), 3, border_radius=11)
                blit_text(surface, fonts, "✦", 14, (rect.right + 2, rect.top - 2), TEAL, True, "center")
        for rect, kind in outlines:
            self._outline(surface, rect, kind, pulse)
        for key in self.board.draw_order():
            sprite = self.board.sprites[key]
            if sprite.spot.caption and not sprite.busy:
                rect = sprite.rect
                words, size = fonts.fit(sprite.spot.caption, 13, max(rect.width + 40, 60))
                image = fonts.text(words, size, CREAM)
                where = image.get_rect(midtop=(rect.centerx, rect.bottom + 3))
                backing(surface, where)   # a partner ribbon passing under it never strikes it through
                surface.blit(image, where)
        for token in self.board.layout.tokens:
            draw_token(surface, fonts, token)
        for label in self.board.layout.labels:
            self._draw_label(surface, label)
        if self.board.layout.overlay is not None:
            self.board.layout.overlay(surface, fonts, moment.time)
        if hand.held is not None and hand.dragging:
            sprite = self.board.sprites[hand.held]
            image, rect = self._card_image(sprite, moment.time)
            rect.center = (round(self.input.drag_pos.x), round(self.input.drag_pos.y))
            shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(shadow, (0, 0, 0, 90), shadow.get_rect(), border_radius=10)
            surface.blit(shadow, rect.move(8, 10))
            surface.blit(image, rect)
            for key in lit:  # a small place it may go stays marked over the card in hand
                zone = self.board.zones.get(key)
                area = zone.area if zone is not None else \
                    (self.board.sprites[key].rect if key in self.board.sprites else None)
                if area is not None and area.colliderect(rect):
                    pygame.draw.rect(surface, GOLD, area.inflate(4, 4), 2, border_radius=10)
            turned = self.model.view.variant_words.get(hand.variant or "", "")
            if turned:  # says in words which way the held card is turned, and how to change it
                tag = self.variant_tag(rect, surface.get_height())
                panel(surface, tag, alpha=220, radius=8, width=1)
                blit_text(surface, fonts, f"{turned} · R turns", 13, tag.center, CREAM, True, "center")
        self._draw_side(surface)
        self._draw_thinking(surface, moment)
        self._draw_caption(surface)
        if self.preview is not None:
            self.preview.draw(surface, fonts)
        if self.hint is not None:
            self.hint.draw(surface, fonts)
        self._draw_zoom(surface)
        self._draw_toast(surface, moment.toast)   # a refusal's reason is never under a zoom

    def _draw_label(self, surface: pygame.Surface, label: Label) -> None:
        """A label shrunk to its room; one that would still run off the table is cut and counted."""
        fonts = self.fonts
        words, size = label.text, label.size
        if label.width:
            words, size = fonts.fit(words, size, label.width, label.bold)
        rect = fonts.text(words, size, label.colour, label.bold).get_rect(
            **{label.anchor: (round(label.pos[0]), round(label.pos[1]))})
        if rect.right > TABLE_RIGHT or rect.left < 0:
            room = TABLE_RIGHT - rect.left if rect.left >= 0 else rect.right
            words, size = fonts.fit(words, size, max(20, room), label.bold)
        blit_text(surface, fonts, words, size, label.pos, label.colour, label.bold, label.anchor)

    def pulse(self, time: float) -> int:
        """A lit place's frame width: it pulses while a card is dragged (the pointer's motion
        draws the frames), and rests steady otherwise — a card chosen and thought over draws
        nothing new, so a table waiting for a human costs no processor."""
        return 2 + int(2 * (1 + math.sin(time * 6))) if self.model.hand.dragging else 3

    # -- pieces ------------------------------------------------------------------------
    def _card_image(self, sprite: Sprite, time: float) -> tuple[pygame.Surface, pygame.Rect]:
        spot = sprite.spot
        hand = self.model.hand
        angle = int(round(sprite.shown_angle / ANGLE_STEP) * ANGLE_STEP) % 360
        look = spot.face if spot.face is not None else spot.back
        if spot.face is None and spot.back_angle is not None and spot.key not in (hand.held, hand.selected):
            angle = spot.back_angle
        if spot.tumble and sprite.tween is not None and not sprite.tween.done:  # a die rolls as it flies
            look = spot.tumble[int(time * 14 + sprite.tween.progress * 5) % len(spot.tumble)]
        if sprite.flip > 0:  # turning over: the old side narrows, the new side widens
            t = sprite.flip / FLIP_SECONDS
            look = (spot.back if spot.face is not None else (spot.peek or spot.back)) if t > 0.5 else look
            image = self.cards.image(look, spot.card_size, angle)
            scale = max(0.05, abs(math.cos(t * math.pi)))
            image = pygame.transform.scale(image, (max(2, int(image.get_width() * scale)), image.get_height()))
        else:
            image = self.cards.image(look, spot.card_size, angle)
        rect = image.get_rect(center=(round(sprite.pos.x), round(sprite.pos.y)))
        return image, rect

    def _outline(self, surface: pygame.Surface, rect: pygame.Rect, kind: str, pulse: int) -> None:
        if kind == "target":
            pygame.draw.rect(surface, GOLD, rect.inflate(10, 10), pulse, border_radius=12)
            if rect.height < 50:   # a small piece in a crowd: its ▼ sits on its own corner, not on a place's name
                blit_text(surface, self.fonts, "▼", 12, (rect.left - 1, rect.top - 1), GOLD, True, "topleft")
            else:
                blit_text(surface, self.fonts, "▼", 18, (rect.centerx, rect.top - 8), GOLD, True, "midbottom")
        elif kind == "selected":
            pygame.draw.rect(surface, TEAL, rect.inflate(8, 8), 4, border_radius=12)
            tag = self.chosen_tag(rect)
            backing(surface, tag)
            blit_text(surface, self.fonts, "✔ chosen", 13, tag.center, TEAL, True, "center")
        else:
            pygame.draw.rect(surface, GOLD_DIM, rect.inflate(4, 4), 2, border_radius=11)

    @staticmethod
    def variant_tag(card: pygame.Rect, height: int) -> pygame.Rect:
        """The held card's "which way it is turned" tag: under the card, kept on the table."""
        tag = pygame.Rect(0, 0, 250, 24)
        tag.midtop = (card.centerx, card.bottom + 6)
        return tag.clamp(pygame.Rect(0, 50, TABLE_RIGHT, height - 50))

    def chosen_tag(self, card: pygame.Rect) -> pygame.Rect:
        """Where "✔ chosen" goes: above the card, else below it, else on its top edge — the
        first place that covers none of the table's words (a pile's count, a seat's score)."""
        size = self.fonts.text("✔ chosen", 13, TEAL, True).get_size()
        words = self.label_rects()
        places = [dict(midbottom=(card.centerx, card.top - 6)), dict(midtop=(card.centerx, card.bottom + 6)),
                  dict(midtop=(card.centerx, card.top + 2))]
        for place in places:
            tag = pygame.Rect((0, 0), size)
            tag.update(tag.move_to(**place))
            if tag.collidelist(words) < 0:
                return tag
        return tag

    def label_rects(self) -> list[pygame.Rect]:
        """Where the layout's labels and the cards' captions lie (as `_draw_label` places them)."""
        found = []
        for label in self.board.layout.labels:
            words, size = label.text, label.size
            if label.width:
                words, size = self.fonts.fit(words, size, label.width, label.bold)
            found.append(self.fonts.text(words, size, label.colour, label.bold).get_rect(
                **{label.anchor: (round(label.pos[0]), round(label.pos[1]))}))
        for sprite in self.board.sprites.values():
            if sprite.spot.caption:
                found.append(pygame.Rect(sprite.rect.left - 20, sprite.rect.bottom + 3, sprite.rect.width + 40, 18))
        return found

    def _draw_header(self, surface: pygame.Surface, replay_words: str) -> None:
        fonts = self.fonts
        blit_text(surface, fonts, self.title, 24, (20, 14), GOLD, True)
        banner = replay_words or self.board.layout.banner
        actor = self.model.actor
        if not banner:
            if actor is None:
                banner = "The music stops."
            elif self.model.viewer_acts():
                banner = "Your move"
            else:
                banner = f"{self.model.plan.names[actor]}'s move"
        box = pygame.Rect(250, 10, 700, 36)
        panel(surface, box, alpha=170, radius=18, width=1)
        words, size = fonts.fit(banner, 17, box.width - 24, True)
        blit_text(surface, fonts, words, size, box.center, CREAM, True, "center")

    def _draw_zones(self, surface: pygame.Surface, lit: set[str], pulse: int) -> None:
        for zone in self.board.layout.zones:
            area = zone.area
            if zone.key in lit:
                pygame.draw.rect(surface, GOLD, area, pulse, border_radius=14)
            elif zone.outline:
                pygame.draw.rect(surface, (120, 70, 90), area, 1, border_radius=14)

    def _draw_zone_labels(self, surface: pygame.Surface, lit: set[str]) -> None:
        """A lit place says so in words on a dark tag above it (kept on the table, never on top
        of another tag); a lit place with no name has its pulsing frame only, so a row of small
        targets (colour chips) is not buried under a pile of "▼ here"."""
        fonts = self.fonts
        taken: list[pygame.Rect] = []
        for zone in self.board.layout.zones:
            area = zone.area
            if zone.key in lit and zone.label.strip() and zone.tag_over is not None:
                taken.append(line_tag(surface, fonts, zone.label, zone.tag_over))
            elif zone.key in lit and zone.label.strip():
                words = f"▼ {zone.label} — drop here" if area.width > 200 and self.model.hand.busy else f"▼ {zone.label}"
                one_line = area.height <= 24    # a one-line place (a Contact's row): the tag lies on it, its height
                size = 14
                while one_line and size > 9 and fonts.font(size, True).get_linesize() > area.height:
                    size -= 1
                room = area.width if one_line or zone.tag_inside else min(area.width + 80, TABLE_RIGHT - 8)
                words, size = fonts.fit(words, size, max(60, room), True)
                image = fonts.text(words, size, GOLD, True)
                tag = image.get_rect(bottomleft=(area.left + 8, area.top - 2)).inflate(8, 2)
                if one_line:
                    tag = image.get_rect(midleft=(area.left + 4, area.centery)).inflate(8, 0)
                elif zone.tag_inside:
                    tag.topleft = (area.left + 2, area.top + 2)
                tag.clamp_ip(pygame.Rect(0, 50, TABLE_RIGHT, surface.get_height() - 50))
                while not one_line and any(tag.colliderect(other) for other in taken):
                    tag.move_ip(0, tag.height)   # stacked below a tag already there (a row's tag keeps its row)
                taken.append(tag)
                panel(surface, tag, fill=STAGE_DARK, alpha=225, radius=6, width=0)
                surface.blit(image, image.get_rect(center=tag.center))
            elif zone.label and not zone.quiet and zone.key not in lit:
                image = fonts.text(zone.label, 14, MUTED, True)
                where = image.get_rect(topleft=(area.left + 8, area.top - 18))
                backing(surface, where)
                surface.blit(image, where)

    def _draw_flashes(self, surface: pygame.Surface) -> None:
        marks = {mark.key: mark for mark in self.board.layout.marks}
        for key, age in self.board.flashes.items():
            mark = marks.get(key)
            if mark is not None:
                thick = 2 + int(3 * abs(((age * 4) % 2) - 1))
                pygame.draw.rect(surface, REFUSE, pygame.Rect(mark.rect).inflate(10, 10), thick, border_radius=8)

    def _draw_links(self, surface: pygame.Surface) -> None:
        for first, second in self.board.layout.links:
            a, b = self.board.sprites.get(first), self.board.sprites.get(second)
            if a is None or b is None or a.busy or b.busy:
                continue
            pygame.draw.line(surface, GOLD_DIM, a.pos, b.pos, 6)
            pygame.draw.line(surface, GOLD, a.pos, b.pos, 2)
            middle = a.pos.lerp(b.pos, 0.5)
            pygame.draw.circle(surface, STAGE_DARK, middle, 13)
            pygame.draw.circle(surface, GOLD, middle, 13, 2)
            blit_text(surface, self.fonts, "♥", 14, (middle.x, middle.y), GOLD, True, "center")

    def _draw_side(self, surface: pygame.Surface) -> None:
        fonts = self.fonts
        self.log.draw(surface, fonts)
        self.input.menu_button.draw(surface, fonts)
        self.input.replay_button.draw(surface, fonts)
        if self.input.buttons:
            top = self.input.buttons[0][0].rect.top
            blit_text(surface, fonts, "Your choices", 14, (self.input.buttons[0][0].rect.left, top - 20), MUTED, True)
        focused = self.model.focused()
        for button, gesture in self.input.buttons:
            button.draw(surface, fonts, focused=gesture is focused)

    def thinking_box(self, actor: int, height: int) -> pygame.Rect:
        """Where the 'thinking' cue of `actor` lies: at the view's `seat_anchor`, as wide as its
        words (it hides little), kept on the table."""
        x, y = self.model.view.seat_anchor(actor, self.model.viewer, (960, height))
        words = f"♪ {self.model.plan.names[actor]} is thinking •••"
        width = self.fonts.font(16, True).size(words)[0] + 28
        box = pygame.Rect(0, 0, min(300, width), 36)
        box.center = (x, y)
        box.clamp_ip(pygame.Rect(0, 50, TABLE_RIGHT, height - 50))
        return box

    def _draw_thinking(self, surface: pygame.Surface, moment: Moment) -> None:
        actor = self.model.actor
        if actor is None or not moment.thinking:
            return
        box = self.thinking_box(actor, surface.get_height())
        words = f"♪ {self.model.plan.names[actor]} is thinking "
        panel(surface, box, alpha=220)
        dots = "•" * (1 + int(moment.time * DOTS_PER_SECOND) % 3)
        shown, size = self.fonts.fit(words + dots, 16, box.width - 20, True)
        blit_text(surface, self.fonts, shown, size, (box.left + 12, box.centery), CREAM, True, "midleft")

    def _draw_caption(self, surface: pygame.Surface) -> None:
        if not self.model.viewer_acts():
            return
        hand = self.model.hand
        focused = self.model.focused()
        if focused is not None:
            words = f"▶ {focused.label}   —   Enter: make this move · Tab: next · Esc: cancel"
        elif hand.held or hand.selected:
            held = hand.held or hand.selected
            turn = " · R or right-click: turn it" if any(g.variant for g in self.model.gestures if g.source == held) else ""
            words = f"Drop it on a place marked ▼{turn} · Esc: put it back"
        elif self.model.lit_targets(None):
            also = " (or drag the card just played onto it)" if self.model.power else ""
            words = f"Click a card marked ▼{also} · Tab: list your moves · Esc: menu"
        elif self.model.sources(self.board.sprites):
            words = "Drag a card, or click it then click where it goes · Tab: list your moves · Esc: menu"
        else:
            words = "Choose on the right, or press Tab then Enter · Esc: menu"
        box = pygame.Rect(12, surface.get_height() - 34, 936, 28)
        panel(surface, box, alpha=190, radius=8, width=1)
        words, size = self.fonts.fit(words, 14, box.width - 16)
        blit_text(surface, self.fonts, words, size, box.center, CREAM, anchor="center")

    def _draw_toast(self, surface: pygame.Surface, toast: Toast | None) -> None:
        if toast is None:
            return
        box = pygame.Rect(150, 300, 660, 96)
        panel(surface, box, fill=(70, 18, 30) if toast.refusal else STAGE_DARK,
              border=REFUSE if toast.refusal else GOLD, alpha=240)
        head = "✖ Not allowed" if toast.refusal else "♪ Note"
        blit_text(surface, self.fonts, head, 16, (box.left + 16, box.top + 10), REFUSE if toast.refusal else GOLD, True)
        blit_wrapped(surface, self.fonts, toast.words, 16, box.inflate(-32, -44).move(0, 12), CREAM)

    def _draw_zoom(self, surface: pygame.Surface) -> None:
        key = self.input.zoomed()
        place = self.input.zoom_place
        if key is None or place is None:
            return
        spot = self.board.sprites[key].spot
        face = spot.face or spot.peek
        look = face if face is not None else spot.back
        box = place.box
        if not isinstance(look, (CardFace, CardBack)):
            self._draw_piece_zoom(surface, spot, look, box)
            return
        panel(surface, box, alpha=245, border=GOLD)
        angle = spot.angle if face is not None or spot.back_angle is None else spot.back_angle
        if place.compact:   # the picture alone, where the full zoom found no clear spot
            surface.blit(self.cards.image(look, COMPACT_SIZE, angle), (box.left + 12, box.top + 12))
            return
        surface.blit(self.cards.image(look, ZOOM_SIZE, angle), (box.left + 15, box.top + 15))
        text = pygame.Rect(box.left + ZOOM_SIZE[0] + 30, box.top + 16, 260, box.height - 30)
        if spot.detail:
            text.top = blit_wrapped(surface, self.fonts, spot.detail, 14, text, (236, 184, 84), True) + 6
        marks = spot.back.marks if isinstance(spot.back, CardBack) else ()
        describe_card(surface, self.fonts, face, marks, text, peeked=face is not None and spot.face is None)

    def _draw_piece_zoom(self, surface: pygame.Surface, spot: CardSpot, look: Look, box: pygame.Rect) -> None:
        """A game's own piece zoomed: the look it names for zooming (`zoomed`, `zoom_size`) and the detail."""
        shown: Look = getattr(look, "zoomed", look)
        size: tuple[int, int] = getattr(look, "zoom_size", ZOOM_SIZE)
        panel(surface, box, alpha=245, border=GOLD)
        surface.blit(self.cards.image(shown, size), (box.left + 15, box.top + 15))
        text = pygame.Rect(box.left + 15, box.top + size[1] + 24, box.width - 30, box.bottom - box.top - size[1] - 30)
        blit_wrapped(surface, self.fonts, spot.detail, 14, text, CREAM)


def backing(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The stage's own dark under a short text, so a line drawn beneath (a partner ribbon) stops
    at its letters instead of running through them."""
    panel(surface, rect.inflate(6, 0), fill=STAGE_DARK, alpha=230, radius=4, width=0)


def describe_card(surface: pygame.Surface, fonts: Fonts, face: CardFace | None, marks: tuple[BackMark, ...],
                  area: pygame.Rect,
                  peeked: bool) -> None:
    """The full text of a card beside its zoomed picture."""
    y = area.top
    if face is None:
        y = blit_wrapped(surface, fonts, "Face down.", 18, pygame.Rect(area.left, y, area.width, 30), GOLD, True)
        facts = ", ".join(f"{m.glyph} {m.word}" for m in marks if m.strong)
        if facts:
            blit_wrapped(surface, fonts, f"What everyone can see: {facts}.", 15,
                         pygame.Rect(area.left, y + 6, area.width, 200), CREAM)
        return
    if peeked:
        y = blit_wrapped(surface, fonts, "Your card (only you can see it)", 13,
                         pygame.Rect(area.left, y, area.width, 20), MUTED, True) + 4
    for section in face.sections:
        head = f"{section.title}  {section.icon}".strip()
        y = blit_wrapped(surface, fonts, head, 17, pygame.Rect(area.left, y, area.width, 48), GOLD, True) + 2
        y = blit_wrapped(surface, fonts, section.text, 14, pygame.Rect(area.left, y, area.width, 150), CREAM) + 10
    if face.caption:
        blit_wrapped(surface, fonts, face.caption, 13, pygame.Rect(area.left, y, area.width, 40), MUTED)
