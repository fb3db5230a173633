"""One pitch per template genre, short enough in game time that a test can play a round to its end."""

from __future__ import annotations

PITCHES: dict[str, str] = {
    "match3": "a 6-second match-3 with a combo bonus",
    "snake": "a snake game",
    "breakout": "a 6-second neon brick breaker",
    "runner": "a flappy bird game",
    "dodger": "a 6-second dodge game with lives",
    "catcher": "a 6-second fruit catcher",
    "memory": "a 6-second ocean memory game with combo",
    "tapper": "a 6-second whack-a-mole",
    "slide": "a 6-second slide puzzle",
    "platformer": "a platformer game",
    "shooter": "a space invaders shooter",
    "grid_puzzle": "a 6-second sokoban puzzle",
    "tetris": "a 6-second tetris game",
    "racing": "a 6-second car racing game",
    "tic_tac_toe": "a 6-second tic tac toe game",
    "chess": "a 6-second chess game",
    "pong": "a 6-second pong game",
}

# Per genre, a plain pitch (no mechanics) whose build the mechanics tests switch each mechanic on and off in.
MECHANIC_PITCHES: dict[str, str] = {
    "match3": "a match-3",
    "snake": "a snake game",
    "breakout": "a brick breaker",
    "runner": "a flappy bird game",
    "dodger": "a dodge game",
    "catcher": "a catcher game",
    "memory": "a memory game",
    "tapper": "a whack-a-mole",
    "slide": "a slide puzzle",
}
MECHANIC_PITCHES.update(
    {
        "platformer": "a platformer",
        "shooter": "a space invaders shooter",
        "grid_puzzle": "a sokoban puzzle",
        "tetris": "a tetris game",
        "racing": "a racing game",
        "tic_tac_toe": "a tic tac toe game",
        "chess": "a chess game",
        "pong": "a pong game",
    }
)
