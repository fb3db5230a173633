"""Read a one-line pitch: its mechanics, difficulty and grid size (its language, time limit and
difficulty words: the core reader)."""

from __future__ import annotations

import re

from crumb.adapters.local import mechanics as table
from crumb.core import pitch_reader

_GRID = re.compile(r"(\d{1,2})\s*[x×*]\s*(\d{1,2})")


def time_limit(text: str) -> int | None:
    """The time limit a pitch names, in seconds (clamped to 5..3600), or None (and None where it says
    there is to be none: "no timer, 60 seconds", as the reader reads it)."""
    found = pitch_reader.time_limit(text)
    return found[0] if found and not untimed(text) else None


def untimed(text: str) -> bool:
    """Whether a pitch says its game is to have no time limit ("no timer", "sans chrono")."""
    return pitch_reader.untimed(text) is not None


def mechanics(text: str) -> list[str]:
    """Special mechanics the pitch asks for, in the pitch's order (the mechanics table reads them)."""
    return [found.name for found in table.find(text)]


def difficulty(text: str) -> str:
    """easy, normal or hard, as the pitch words it in any language of the vocabulary
    (:data:`crumb.core.pitch_words.DIFFICULTY`)."""
    found = pitch_reader.difficulty(text)
    return found[0] if found else "normal"


def grid(text: str) -> tuple[int, int] | None:
    """An 'AxB' grid size named in the pitch, or None."""
    found = _GRID.search(text.lower())
    return (int(found.group(1)), int(found.group(2))) if found else None
