"""Colour themes the offline studio dresses its games in; a pitch names one in the words of
:data:`crumb.core.pitch_words.THEMES` (four languages), read by :func:`crumb.core.pitch_reader.theme`."""

from __future__ import annotations

from dataclasses import dataclass

from crumb.core import pitch_reader


@dataclass(frozen=True)
class Theme:
    name: str
    label: str
    label_ko: str
    bg: str
    panel: str
    fg: str
    accent: str
    pieces: tuple[str, ...]

    def colors(self) -> dict[str, str]:
        """The theme as the flat ``spec.theme`` mapping."""
        flat = {"name": self.name, "bg": self.bg, "panel": self.panel, "fg": self.fg, "accent": self.accent}
        flat.update({f"piece{i}": c for i, c in enumerate(self.pieces)})
        return flat


THEMES: dict[str, Theme] = {
    t.name: t
    for t in (
        Theme(
            "candy",
            "Candy",
            "캔디",
            "#2a1040",
            "#3d1a5c",
            "#fff4fb",
            "#ff5fa2",
            ("#ff4f7b", "#ffd23f", "#4fd1ff", "#7cff6b", "#c77dff", "#ff9f43"),
        ),
        Theme(
            "ocean",
            "Ocean",
            "바다",
            "#04213a",
            "#073b63",
            "#e8fbff",
            "#2ee6d6",
            ("#2ee6d6", "#3fa7ff", "#ffd166", "#ff6f91", "#9b8cff", "#7dffb3"),
        ),
        Theme(
            "space",
            "Cosmic",
            "코스믹",
            "#070b1f",
            "#141a3a",
            "#eef1ff",
            "#8c7bff",
            ("#8c7bff", "#ff5c8a", "#39d5ff", "#ffd54f", "#6bff95", "#ff8c42"),
        ),
        Theme(
            "forest",
            "Forest",
            "숲속",
            "#0f2415",
            "#1b3b22",
            "#f1ffe9",
            "#8bd450",
            ("#8bd450", "#f4c430", "#e4572e", "#5bc0be", "#b38cff", "#ff9fb2"),
        ),
        Theme(
            "neon",
            "Neon",
            "네온",
            "#0b0014",
            "#1c0533",
            "#fdf6ff",
            "#00f5d4",
            ("#00f5d4", "#f15bb5", "#fee440", "#9b5de5", "#00bbf9", "#ff7b00"),
        ),
        Theme(
            "fruit",
            "Fruit",
            "과일",
            "#2b1408",
            "#4a2410",
            "#fff8ec",
            "#ffb627",
            ("#ff3b3b", "#ffb627", "#7bd13f", "#a05cff", "#ff7ab6", "#38c6f4"),
        ),
        Theme(
            "spooky",
            "Spooky",
            "으스스",
            "#120a16",
            "#2a1433",
            "#f7ecff",
            "#ff7a18",
            ("#ff7a18", "#9d4edd", "#7cff4f", "#f5f3ff", "#ff4d6d", "#4cc9f0"),
        ),
        Theme(
            "winter",
            "Frosty",
            "겨울",
            "#0c1d33",
            "#173557",
            "#f2f9ff",
            "#8fd3ff",
            ("#8fd3ff", "#ffffff", "#ff5d73", "#7ee081", "#c3a6ff", "#ffd166"),
        ),
        Theme(
            "desert",
            "Desert",
            "사막",
            "#2d1a0c",
            "#4d2e14",
            "#fff5e1",
            "#ffb347",
            ("#ffb347", "#e4572e", "#3fc1c9", "#f9e79f", "#a3d977", "#d291ff"),
        ),
        Theme(
            "retro",
            "Retro",
            "레트로",
            "#111111",
            "#222222",
            "#f0f0e8",
            "#ffcc00",
            ("#ff4136", "#ffcc00", "#2ecc40", "#0074d9", "#b10dc9", "#ff851b"),
        ),
    )
}

GENRE_DEFAULT = {
    "match3": "candy",
    "snake": "retro",
    "breakout": "neon",
    "runner": "forest",
    "dodger": "space",
    "catcher": "fruit",
    "memory": "ocean",
    "tapper": "fruit",
    "slide": "winter",
    "platformer": "forest",
    "shooter": "space",
    "grid_puzzle": "desert",
    "tetris": "retro",
    "racing": "neon",
    "tic_tac_toe": "neon",
    "chess": "desert",
    "pong": "retro",
}


def detect(text: str, genre: str) -> Theme:
    """The theme a pitch names, or the genre's default look."""
    named = pitch_reader.theme(text)
    return THEMES[named[0]] if named and named[0] in THEMES else THEMES[GENRE_DEFAULT.get(genre, "neon")]
