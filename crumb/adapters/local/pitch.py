"""Read a one-line pitch: its language, time limit, mechanics, difficulty and grid size."""

from __future__ import annotations

import re

from crumb.adapters.local.genres import find_word

_NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "ten": 10, "fifteen": 15, "twenty": 20,
                 "thirty": 30, "forty": 40, "forty-five": 45, "fifty": 50, "sixty": 60, "ninety": 90, "a": 1, "an": 1}
_NUM = r"(\d+|" + "|".join(sorted(_NUMBER_WORDS, key=len, reverse=True)) + r")"
_SECONDS = re.compile(_NUM + r"[\s-]*(?:s|secs?|seconds?)(?![a-z])")
_MINUTES = re.compile(_NUM + r"[\s-]*(?:m|mins?|minutes?)(?![a-z])")
_KO_SECONDS = re.compile(r"(\d+)\s*초")
_KO_MINUTES = re.compile(r"(\d+)\s*분(?!류|위|석|야)")
_GRID = re.compile(r"(\d{1,2})\s*[x×*]\s*(\d{1,2})")

MECHANICS: dict[str, tuple[str, ...]] = {
    "combo": ("combo", "chain", "streak", "multiplier", "콤보", "연쇄", "연속"),
    "lives": ("lives", "three lives", "hearts", "목숨", "생명", "하트"),
    "speed_up": ("speeds up", "speed up", "gets faster", "levels", "level up", "increasing speed",
                 "점점 빨라", "빨라지는", "레벨", "단계"),
    "high_score": ("high score", "highscore", "best score", "leaderboard", "최고 점수", "최고점", "기록"),
    "power_ups": ("power-up", "power up", "powerup", "bomb", "파워업", "아이템", "폭탄"),
}
# Mechanics the templates really implement; the rest are noted, not faked.
SUPPORTED_MECHANICS = ("combo", "lives", "speed_up", "high_score")

_EASY = ("easy", "casual", "relaxing", "relaxed", "chill", "kids", "beginner", "gentle", "cozy",
         "쉬운", "쉽게", "쉬움", "초보", "캐주얼", "느긋", "어린이")
_HARD = ("hard", "difficult", "challenging", "hardcore", "brutal", "insane", "expert", "tough",
         "어려운", "어렵게", "어려움", "하드", "고난도", "도전적", "극한")


def language(text: str) -> str:
    """'ko' when the pitch is written in Hangul, else 'en'."""
    return "ko" if re.search(r"[\uac00-\ud7a3]", text) else "en"


def _number(word: str) -> int:
    return int(word) if word.isdigit() else _NUMBER_WORDS[word]


def time_limit(text: str) -> int | None:
    """The time limit a pitch names, in seconds (clamped to 5..3600), or None."""
    lowered = text.lower()
    if re.search(r"half a minute|반 ?분", lowered):
        return 30
    total = 0
    for pattern, unit in ((_MINUTES, 60), (_SECONDS, 1), (_KO_MINUTES, 60), (_KO_SECONDS, 1)):
        found = pattern.search(lowered)
        if found:
            total += _number(found.group(1)) * unit
    return min(3600, max(5, total)) if total else None


def _any(text: str, words: tuple[str, ...]) -> bool:
    return any(find_word(text, w) >= 0 for w in words)


def mechanics(text: str) -> list[str]:
    """Special mechanics the pitch asks for, in table order."""
    lowered = text.lower()
    return [name for name, words in MECHANICS.items() if _any(lowered, words)]


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
