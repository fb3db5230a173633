"""Turn feedback lines (a verifier's ``sandwich_append`` or a person's note) into game adjustments.

A line may hold several adjustments; each is a keyword rule (English and Korean) acting on a small
set of knobs the builder and planner understand. Lines that match no rule are reported as unapplied.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

Knobs = dict[str, float | int | bool]

DEFAULT_KNOBS: Knobs = {
    "speed": 1.0,
    "time_bonus_s": 0,
    "button_scale": 1.0,
    "font_scale": 1.0,
    "lives_bonus": 0,
    "difficulty_shift": 0,
    "strict_fit": False,
    "input_assist": False,
    "contrast": False,
}


def _scale(key: str, factor: float, low: float, high: float) -> Callable[[Knobs], None]:
    def apply(k: Knobs) -> None:
        k[key] = round(min(high, max(low, float(k[key]) * factor)), 3)

    return apply


def _add(key: str, amount: int) -> Callable[[Knobs], None]:
    def apply(k: Knobs) -> None:
        k[key] = int(k[key]) + amount

    return apply


def _set(key: str, value: bool) -> Callable[[Knobs], None]:
    def apply(k: Knobs) -> None:
        k[key] = value

    return apply


def _easier(k: Knobs) -> None:
    _add("difficulty_shift", -1)(k)
    _scale("speed", 0.85, 0.4, 2.5)(k)
    _add("lives_bonus", 1)(k)


def _harder(k: Knobs) -> None:
    _add("difficulty_shift", 1)(k)
    _scale("speed", 1.2, 0.4, 2.5)(k)


@dataclass(frozen=True)
class Rule:
    name: str
    pattern: re.Pattern[str]
    apply: Callable[[Knobs], None]


def _rule(name: str, words: str, apply: Callable[[Knobs], None]) -> Rule:
    return Rule(name, re.compile(words, re.IGNORECASE), apply)


RULES: tuple[Rule, ...] = (
    _rule("slower", r"slower|too fast|slow (it )?down|느리게|천천히|너무 빠", _scale("speed", 0.8, 0.4, 2.5)),
    _rule("faster", r"faster|too slow|speed (it )?up|빠르게|너무 느", _scale("speed", 1.25, 0.4, 2.5)),
    _rule(
        "bigger_buttons",
        r"(bigger|larger) (buttons?|targets?|tap)|buttons? (are )?too small|버튼.{0,6}(크게|키워)|버튼.{0,6}작",
        _scale("button_scale", 1.4, 0.6, 2.2),
    ),
    _rule(
        "smaller_buttons",
        r"smaller buttons?|buttons? (are )?too (big|large)|버튼.{0,6}(작게|줄여)|버튼.{0,6}너무 커",
        _scale("button_scale", 0.8, 0.6, 2.2),
    ),
    _rule(
        "more_time",
        r"more time|longer (round|game|timer)|time (is )?too short|시간.{0,6}(더|늘|길게)|시간이 부족",
        _add("time_bonus_s", 15),
    ),
    _rule(
        "less_time",
        r"less time|shorter (round|game|timer)|time (is )?too long|시간.{0,6}(줄|짧게)",
        _add("time_bonus_s", -15),
    ),
    _rule("easier", r"easier|too hard|too difficult|쉽게|너무 어려", _easier),
    _rule("harder", r"harder|too easy|more challeng|어렵게|너무 쉬", _harder),
    _rule(
        "fix_phone_fit",
        r"overflow|phone_fit|horizontal scroll|does not fit|doesn't fit|mobile|phone|가로 스크롤|넘침|넘쳐|모바일|휴대폰",
        _set("strict_fit", True),
    ),
    _rule(
        "larger_font",
        r"(larger|bigger) (font|text)|font (is )?too small|text (is )?too small|hard to read|글씨.{0,6}(크게|작)|글자.{0,6}(크게|작)",
        _scale("font_scale", 1.3, 0.7, 2.0),
    ),
    _rule(
        "input_assist",
        r"input_response|input|controls?|not respond|unresponsive|입력|조작|반응이 없",
        _set("input_assist", True),
    ),
    _rule("high_contrast", r"contrast|brighter|too dark|hard to see|대비|밝게|너무 어두", _set("contrast", True)),
)


def apply(lines: list[str], knobs: Knobs | None = None) -> tuple[Knobs, list[dict[str, Any]]]:
    """Apply every rule each line matches; return the knobs and, per line, the adjustments made."""
    result = dict(DEFAULT_KNOBS if knobs is None else knobs)
    report: list[dict[str, Any]] = []
    for line in lines:
        matched = [rule for rule in RULES if rule.pattern.search(line)]
        for rule in matched:
            rule.apply(result)
        report.append({"line": line, "applied": [rule.name for rule in matched]})
    return result, report
