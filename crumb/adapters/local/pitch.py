"""Read a one-line pitch: its mechanics, difficulty and grid size (its language and time limit: the core reader)."""

from __future__ import annotations

import re

from crumb.adapters.local import mechanics as table
from crumb.adapters.local.genres import find_word
from crumb.core import pitch_reader

_GRID = re.compile(r"(\d{1,2})\s*[x×*]\s*(\d{1,2})")

_EASY = (
    "easy",
    "casual",
    "relaxing",
    "relaxed",
    "chill",
    "kids",
    "beginner",
    "gentle",
    "cozy",
    "쉬운",
    "쉽게",
    "쉬움",
    "초보",
    "캐주얼",
    "느긋",
    "어린이",
)
_HARD = (
    "hard",
    "difficult",
    "challenging",
    "hardcore",
    "brutal",
    "insane",
    "expert",
    "tough",
    "어려운",
    "어렵게",
    "어려움",
    "하드",
    "고난도",
    "도전적",
    "극한",
)


def time_limit(text: str) -> int | None:
    """The time limit a pitch names, in seconds (clamped to 5..3600), or None."""
    found = pitch_reader.time_limit(text)
    return found[0] if found else None


def _any(text: str, words: tuple[str, ...]) -> bool:
    return any(find_word(text, w) >= 0 for w in words)


def mechanics(text: str) -> list[str]:
    """Special mechanics the pitch asks for, in the pitch's order (the mechanics table reads them)."""
    return [found.name for found in table.find(text)]


def difficulty(text: str) -> str:
    """easy, normal or hard, as the pitch words it."""
    lowered = text.lower()
    if _any(lowered, _HARD):
        return "hard"
    return "easy" if _any(lowered, _EASY) else "normal"


def grid(text: str) -> tuple[int, int] | None:
    """An 'AxB' grid size named in the pitch, or None."""
    found = _GRID.search(text.lower())
    return (int(found.group(1)), int(found.group(2))) if found else None
