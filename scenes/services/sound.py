"""Sound effects the program makes itself: deal, flip, drop, refuse, win.

Samples are built in an `array('h')` (no numpy) and handed to the mixer as a buffer.
Without an audio device the mixer cannot start; the app then runs silent and notes it
once in the log, nowhere a player would be alarmed.
"""

from __future__ import annotations

import functools
import logging
import math
import random
import threading
from array import array

import pygame

log = logging.getLogger(__name__)

RATE = 22050  # samples per second, mono, 16-bit


@functools.cache   # an effect's samples are the same every time: made once a process, not once an app
def _tone(parts: tuple[tuple[float, float, float], ...], noise: float = 0.0, seed: int = 7) -> bytes:
    """Concatenate (frequency Hz, seconds, loudness 0-1) notes with a quick fade in/out."""
    samples = array("h")
    rng = random.Random(seed)  # the same effect every run
    for frequency, seconds, loudness in parts:
        count = int(RATE * seconds)
        for i in range(count):
            t = i / RATE
            envelope = min(1.0, i / 60) * (1.0 - i / count) ** 1.5
            wave = math.sin(2 * math.pi * frequency * t) if frequency else 0.0
            if noise:
                wave = wave * (1 - noise) + (rng.random() * 2 - 1) * noise
            samples.append(int(32767 * loudness * envelope * wave))
    return samples.tobytes()


RECIPES: dict[str, tuple[tuple[tuple[float, float, float], ...], float]] = {
    "deal": (((0, 0.09, 0.35),), 1.0),                                 # a card's swish
    "flip": (((880, 0.04, 0.25), (1320, 0.05, 0.2)), 0.3),
    "drop": (((180, 0.10, 0.6),), 0.15),                               # a soft thump
    "refuse": (((220, 0.12, 0.45), (165, 0.18, 0.45)), 0.05),         # two falling notes
    "win": (((523, 0.12, 0.4), (659, 0.12, 0.4), (784, 0.12, 0.4), (1047, 0.3, 0.45)), 0.0),
    "click": (((660, 0.03, 0.25),), 0.0),
}


class Sounds:
    """Plays the effects at the settings' volume; silent when there is no device."""

    def __init__(self, volume: float) -> None:
        self.volume = volume
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self.available = False
        try:
            pygame.mixer.init(frequency=RATE, size=-16, channels=1, buffer=512)
            self.available = True
        except pygame.error as missing:
            log.info("no audio device (%s); running silent", missing)
            return
        # build the effects off the frame loop: the longest takes ~30 ms of pure Python
        threading.Thread(target=self._build_all, daemon=True, name="floorshow-sounds").start()

    def _build_all(self) -> None:
        for name in RECIPES:
            try:
                self._sound(name)
            except pygame.error as bad:
                log.info("sound %s not built: %s", name, bad)

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        if not self.available or name not in RECIPES:
            return None
        found = self._sounds.get(name)
        if found is None:  # built on first use, so start-up does not pay for all of them
            parts, noise = RECIPES[name]
            samples = _tone(parts, noise)
            init = pygame.mixer.get_init()
            if init and init[2] == 2:  # some drivers insist on stereo
                mono = array("h")
                mono.frombytes(samples)
                samples = array("h", (s for s in mono for _ in (0, 1))).tobytes()
            found = pygame.mixer.Sound(buffer=samples)
            self._sounds[name] = found
        return found

    def play(self, name: str) -> None:
        if self.volume <= 0:
            return
        sound = self._sound(name)
        if sound is not None:
            sound.set_volume(self.volume)
            sound.play()
