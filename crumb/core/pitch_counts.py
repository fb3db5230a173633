"""The numbers a pitch writes, and the words that quote one no requirement keeps.

A person's numbers are part of what they ask: "collect 10 coins", "drei Leben", "三条命", "first to 7
points", "on a 9x9 board". The reader (:mod:`crumb.core.pitch_reader`) keeps a number on the requirement
it is said of (its ``count``) and a time as the time limit; every other number of the pitch is passed on
as an ask in the pitch's words (:func:`unkept`), so that no game that ignores it can pass.

A number here is digits ("10", "٣", "９", narrowed by :func:`crumb.core.pitch_match.prepare`), a board's
two sides ("9x9", "15×15") or a number word of the pitch's own language ("tres", "drei", "三"); not the
numbers that say one of a thing (an article as often as a count: "a", "un", "一"), not digits written into
a word ("1v1", "3D", "mp3", "1980s": a decade, or a time's "60s" the time reader reads).

Pure: no I/O.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from functools import lru_cache

from crumb.core import pitch_words as W
from crumb.core.pitch_match import LETTER, Cover, fold, prepare

__all__ = ["numbers", "unkept"]

# Letters that make digits beside them part of a word ("1v1", "3D", "mp3", "80s"): Latin, Greek and
# Cyrillic. A script that writes its counter onto the number ("5개", "3つ", "100个") leaves it a number.
_WORD_LETTER = LETTER.replace("0-9", "")
_GRID = re.compile(rf"(?<![{LETTER}.,])(\d{{1,3}})\s*[x×*]\s*(\d{{1,3}})(?![{LETTER}])")
_DIGITS = re.compile(rf"(?<![{LETTER}.,:])\d+(?:[.,]\d+)?(?![.,:]?\d)(?![{_WORD_LETTER}])")
_UNSPACED = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\u0e00-\u0e7f]")
_CLAUSE_END = re.compile(r"[.,;:!?،؛。、，！？：；\n—–()（）]")
# Characters of an unspaced script quoted after a number with its counter ("四人对战", "20枚").
_UNSPACED_AFTER = 3


@lru_cache(maxsize=64)
def _words(lang: str) -> tuple[tuple[re.Pattern[str], int], ...]:
    """A pattern of each number word of ``lang`` (folded), longest first, with its number; none that says one."""
    words = sorted(
        ((fold(w), n) for w, n in W.LANGUAGE_NUMBER_WORDS.get(lang, {}).items() if n != 1),
        key=lambda item: -len(item[0]),
    )
    return tuple(
        # A word of its own in a script of words ("ليست", is not, holds "ست", six), anywhere in one without.
        (re.compile(re.escape(w) if _UNSPACED.search(w) else rf"(?<!\w){re.escape(w)}(?!\w)"), n)
        for w, n in words
    )


def numbers(pitch: str, lang: str) -> list[tuple[tuple[int, int], int]]:
    """(span, number) of each number ``pitch`` (in ``lang``) writes, in its order; a board's two sides as
    one span with their product."""
    text = prepare(pitch)
    found: list[tuple[tuple[int, int], int]] = []
    # The characters a number found holds (each number's span holds one or more): a span is free where
    # it holds none of them, looked up in its own characters, not compared with every number found.
    held = [False] * len(text)

    def add(span: tuple[int, int], n: int) -> None:
        found.append((span, n))
        held[span[0] : span[1]] = [True] * (span[1] - span[0])

    for m in _GRID.finditer(text):
        add(m.span(), int(m.group(1)) * int(m.group(2)))
    for m in _DIGITS.finditer(text):
        if not any(held[m.start() : m.end()]):
            add(m.span(), round(float(m.group().replace(",", "."))))
    for compiled, n in _words(lang):
        for m in compiled.finditer(text):
            if not any(held[m.start() : m.end()]):
                add(m.span(), n)
    return sorted(found)


def unkept(pitch: str, lang: str, taken: list[tuple[int, int]]) -> list[str]:
    """The words, in the pitch's order, that quote each number of ``pitch`` outside ``taken`` (the spans of
    what the reader read, the counts it kept and the asks it quoted): the number with the word after it,
    or before it where it ends its clause ("10 mines", "地雷 15개", "al mejor de 5"); numbers so quoted
    that touch are one ask ("5 на 5")."""
    quotes: list[tuple[int, int]] = []
    bounds = _Bounds(pitch, taken)
    for span, _n in numbers(pitch, lang):
        if bounds.taken.meets(span):
            continue
        quote = _quote(pitch, span, bounds)
        if quotes and quote[0] <= quotes[-1][1] + 1:
            quotes[-1] = (quotes[-1][0], max(quotes[-1][1], quote[1]))
        else:
            quotes.append(quote)
    return [pitch[a:b].strip() for a, b in quotes]


class _Bounds:
    """Where the clauses of a pitch end and what the reader took begins and ends, each sorted, so that a
    number's neighbours are looked up (:func:`bisect`), not searched for across the pitch: a pitch of a
    thousand numbers took seconds."""

    def __init__(self, pitch: str, taken: list[tuple[int, int]]) -> None:
        self.marks = [m.start() for m in _CLAUSE_END.finditer(pitch)]  # each a character of its own
        self.starts = sorted(a for a, _ in taken)
        self.ends = sorted(b for _, b in taken)
        self.taken = Cover(taken)
        self.length = len(pitch)

    def limit(self, end: int) -> int:
        """The first clause mark or start of a taken span at or after ``end``."""
        i, j = bisect_left(self.marks, end), bisect_left(self.starts, end)
        return min([*self.marks[i : i + 1], *self.starts[j : j + 1]], default=self.length)

    def floor(self, start: int) -> int:
        """The end of the last clause mark before ``start``, or of a taken span ending by it."""
        i, j = bisect_left(self.marks, start), bisect_right(self.ends, start)
        return max([m + 1 for m in self.marks[max(i - 1, 0) : i]] + self.ends[max(j - 1, 0) : j], default=0)


def _quote(pitch: str, span: tuple[int, int], bounds: _Bounds) -> tuple[int, int]:
    """The span of a number with its neighbouring word: what its script writes onto it ("15개", "3つ",
    up to three characters of a script without spaces: "四人对战"), then the next word of its clause, or
    the one before where none follows; never into what the reader took."""
    start, end = span
    limit, floor = bounds.limit(end), bounds.floor(start)
    glued = end
    while (
        glued < limit
        and not pitch[glued].isspace()
        and (glued - end < _UNSPACED_AFTER or not _UNSPACED.search(pitch[glued]))
    ):
        glued += 1
    if glued > end and _UNSPACED.search(pitch[end:glued]):
        return start, glued
    after = re.match(r"\s+\S+", pitch[glued:limit])
    if after:
        return start, glued + after.end()
    # A short word before is most often a little one ("of 3", "de 5"): the word before it too.
    before = re.search(r"(?:\S+\s+)?\S{1,3}\s+$|\S+\s+$", pitch[floor:start])
    return (floor + before.start() if before else start), glued
