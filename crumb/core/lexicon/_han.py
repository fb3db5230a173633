"""Han numerals, shared by Japanese and Chinese: 一 … 九, 十, 十一 … 九十九, 百 (not a language module)."""

from __future__ import annotations

_DIGITS = "一二三四五六七八九"


def _han(n: int) -> str:
    tens, ones = divmod(n, 10)
    return (_DIGITS[tens - 1] if tens > 1 else "") + ("十" if tens else "") + (_DIGITS[ones - 1] if ones else "")


HAN_NUMBERS: dict[str, int] = {_han(n): n for n in range(1, 100)} | {"百": 100, "一百": 100}
