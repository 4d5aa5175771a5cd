"""A lit place's tag that takes the place of a line already naming it (a Partner's head on a
Dance Card, a Contact's row): the tag covers that line wholly, so the player reads one set of
words there — never a tag over half a name."""

from __future__ import annotations

import pygame

from scenes.ui import GOLD, STAGE_DARK, Fonts, panel


def line_tag(surface: pygame.Surface, fonts: Fonts, label: str, line: tuple[int, int, int, int]) -> pygame.Rect:
    """Draw "▼ label" on an opaque tag over `line`; the tag's rect (for the tags placed after)."""
    tag = pygame.Rect(line)
    size = 14
    while size > 10 and fonts.font(size, True).get_linesize() > tag.height:
        size -= 1
    words, size = fonts.fit(f"▼ {label}", size, tag.width - 8, True)
    image = fonts.text(words, size, GOLD, True)
    panel(surface, tag, fill=STAGE_DARK, alpha=255, radius=5, width=0)
    surface.blit(image, image.get_rect(midleft=(tag.left + 4, tag.centery)))
    return tag
