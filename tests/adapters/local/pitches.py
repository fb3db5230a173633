"""One pitch per template genre, short enough in game time that a test can play a round to its end."""

from __future__ import annotations

PITCHES: dict[str, str] = {
    "match3": "a 6-second match-3 with a combo bonus",
    "snake": "a snake game",
    "breakout": "a 6-second neon brick breaker",
    "runner": "a flappy bird game",
    "dodger": "a 6-second space shooter with lives",
    "memory": "a 6-second ocean memory game with combo",
    "tapper": "a 6-second whack-a-mole",
    "slide": "a 6-second slide puzzle",
}
