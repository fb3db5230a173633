"""The seeded bot that plays a game: mostly the game's own controls, some random inputs.

Pure choice, no browser: given the controls and where the play area is, each call to ``next``
says what to press or click next and for how long. The same seed gives the same inputs, so a
run can be replayed; what the game did in between only steers it through ``improved``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

SENSIBLE = 0.75  # the share of inputs taken from the game's own controls
REPEAT = 0.5  # after the score went up, the chance of doing the same thing again
HOLD_MS = (160, 800)  # how long a key is held, in game time (on the 16 ms frame grid)
GAP_MS = (64, 400)  # the pause after each input
# Keys a player mashing the keyboard would hit; browser shortcuts (F-keys, Tab) are left out.
RANDOM_KEYS = (
    "ArrowLeft",
    "ArrowRight",
    "ArrowUp",
    "ArrowDown",
    "Space",
    "Enter",
    "KeyZ",
    "KeyX",
    "KeyA",
    "KeyD",
    "KeyW",
    "KeyS",
    "ShiftLeft",
    "Digit1",
)


@dataclass(frozen=True)
class Input:
    """One input: hold ``key`` for ``hold_ms``, or click at ``x, y``; then wait ``gap_ms``."""

    key: str = ""
    x: int = 0
    y: int = 0
    hold_ms: int = 0
    gap_ms: int = 0
    why: str = "sensible"  # sensible (the game's controls), random, or repeat (it scored)

    def describe(self) -> str:
        what = f"{self.key} for {self.hold_ms} ms" if self.key else f"click at {self.x},{self.y}"
        return f"{what} ({self.why})"


class Bot:
    """Chooses inputs from ``keys`` (the game's own), ``pointer`` clicks in ``area``, and random ones."""

    def __init__(
        self, seed: int, keys: tuple[str, ...], pointer: bool, area: tuple[float, float, float, float]
    ) -> None:
        self.rng = random.Random(seed)
        self.keys = keys
        self.pointer = pointer or not keys
        self.area = area  # left, top, width, height on the screen
        self.last: Input | None = None

    def next(self, improved: bool = False) -> Input:
        """The next input; ``improved``: the score went up since the last one."""
        rng = self.rng
        if improved and self.last is not None and rng.random() < REPEAT:
            chosen = Input(self.last.key, self.last.x, self.last.y, self.last.hold_ms, self._gap(), "repeat")
        elif rng.random() < SENSIBLE:
            chosen = self._sensible()
        else:
            chosen = self._random()
        self.last = chosen
        return chosen

    def _sensible(self) -> Input:
        if self.keys and (not self.pointer or self.rng.random() < 0.7):
            return Input(key=self.rng.choice(self.keys), hold_ms=self._hold(), gap_ms=self._gap())
        return self._click("sensible")

    def _random(self) -> Input:
        if self.rng.random() < 0.7:
            return Input(key=self.rng.choice(RANDOM_KEYS), hold_ms=self._hold(), gap_ms=self._gap(), why="random")
        return self._click("random")

    def _click(self, why: str) -> Input:
        left, top, width, height = self.area
        x = int(left + width * self.rng.uniform(0.1, 0.9))
        y = int(top + height * self.rng.uniform(0.1, 0.9))
        return Input(x=x, y=y, gap_ms=self._gap(), why=why)

    def _hold(self) -> int:
        return 16 * self.rng.randint(HOLD_MS[0] // 16, HOLD_MS[1] // 16)

    def _gap(self) -> int:
        return 16 * self.rng.randint(GAP_MS[0] // 16, GAP_MS[1] // 16)
