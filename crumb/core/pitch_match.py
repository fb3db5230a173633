"""Match the words of the vocabulary in a pitch: the text prepared for it (lowered, digits narrowed,
letters written either way folded), and one word's span in it (:func:`find`).

Pure: no I/O.
"""

from __future__ import annotations

import re
from functools import lru_cache

from crumb.core import pitch_words as W

__all__ = ["LETTER", "NON_LATIN", "find", "fold", "lower", "prepare", "pattern"]

# Latin, Greek and Cyrillic write words between spaces: a word matches as a word of its own or, with
# a "~", as a stem. Other scripts attach particles and prefixes: their words match as substrings.
NON_LATIN = re.compile(r"[^\x00-\u024f\u0370-\u03ff\u0400-\u04ff]")
LETTER = "a-z0-9ßà-öø-ÿ\u0100-\u024f\u0370-\u03ff\u0400-\u04ff"
# Arabic-Indic digits, and full-width ASCII ("６０秒", "ＲＰＧ"): one character for one, so spans hold.
_FULL_WIDTH = "".join(map(chr, range(0xFF01, 0xFF5F)))
_NARROW = str.maketrans("٠١٢٣٤٥٦٧٨٩" + _FULL_WIDTH, "0123456789" + "".join(chr(ord(c) - 0xFEE0) for c in _FULL_WIDTH))
# Letters a pitch may write either way: Turkish dotless ı (an upper-case I lowers to i), Russian ё (often
# e), and the apostrophe (Ukrainian п'ять, пʼять, п’ять).
_FOLD = str.maketrans("ıё’ʼ", "iе''")


def fold(word: str) -> str:
    """``word`` with the letters a pitch may write either way written one way."""
    return word.translate(_FOLD)


def _literal(folded: str) -> str:
    """The part of a (folded) word that any text it matches holds as it is: up to its first stem end or gap."""
    return folded.removeprefix("# ").split("~")[0].split(W.GAP)[0]


@lru_cache(maxsize=8192)
def pattern(word: str, endings: tuple[str, ...] = (), joiners: tuple[str, ...] = ()) -> re.Pattern[str] | None:
    """The pattern of a Latin-, Greek- or Cyrillic-script word, with one of ``endings`` or none; of a
    phrase with a gap in another script (:func:`_spaced_substrings`); None for a substring. A gap
    never holds one of ``joiners``, the words that begin a clause of their own ("and", "but")."""
    word = fold(word)
    if NON_LATIN.search(word.replace(W.GAP, " ")):
        return _spaced_substrings(word, joiners) if W.GAP in word else None
    if word.startswith("# "):  # a count: "# vite" is "3 vite" or "tre vite", never the French "plus vite"
        numbers = "|".join(re.escape(fold(n)) for n in sorted(W.NUMBER_WORDS, key=len, reverse=True))
        return re.compile(rf"(?<![{LETTER}])(?:\d+|{numbers})[\s-]+{re.escape(word[2:])}(?![{LETTER}])")
    # "~" ends a stem, in a phrase too: "двойн~ прыж~" is двойной прыжок, двойным прыжком...; a gap
    # holds up to three words of the same clause: "geschwindigkeit … erhöht" is "die Geschwindigkeit
    # mit jedem Apfel erhöht", "neemt … snelheid toe" is "neemt de snelheid toe".
    gap = rf"(?:\s+{_not_joining(joiners, rf'(?![{LETTER}])')}[{LETTER}]+){{0,3}}\s+"
    stem = f"[{LETTER}]*"
    body = gap.join(stem.join(re.escape(part) for part in words.split("~")) for words in word.split(W.GAP))
    if word.endswith("~"):
        return re.compile(rf"(?<![{LETTER}]){body}")
    return re.compile(rf"(?<![{LETTER}]){body}(?:{'|'.join(endings)})?(?![{LETTER}])")


# Punctuation that ends a clause, in any script: a gap never crosses it.
_CLAUSE_MARKS = r".,;:!?،؛。、，！？：；()\[\]"


def _not_joining(joiners: tuple[str, ...], after: str) -> str:
    """A lookahead that fails where a word begins with one of ``joiners`` followed by ``after``."""
    if not joiners:
        return ""
    return rf"(?!(?:{'|'.join(re.escape(fold(j)) for j in sorted(joiners, key=len, reverse=True))}){after})"


def _spaced_substrings(word: str, joiners: tuple[str, ...] = ()) -> re.Pattern[str]:
    """The pattern of a phrase with a gap in a script whose words match as substrings (Arabic, Korean):
    each part a substring, with up to two words of the same clause between (words that carry their
    particles: "تزيد … سرعة" is "تزيد فيها السرعة"), the rest of the word a part ends in and the start
    of the word the next begins with ("السرعة"), never a clause mark, nor a word that begins with a
    joiner, which such a script may write onto the word it joins (Arabic "والنقاط": and the points)."""
    inside = rf"[^\s{_CLAUSE_MARKS}]"
    joining = _not_joining(joiners, "")
    gap = rf"{inside}*(?:\s+{joining}{inside}+){{0,2}}\s+{joining}{inside}*?"
    return re.compile(gap.join(re.escape(part) for part in word.split(W.GAP)))


def find(text: str, word: str, lang: str = "en", pitch_lang: str = "") -> tuple[int, int] | None:
    """The span of ``word``, a word of ``lang``, in prepared ``text`` (a word of its own, a stem, or a
    Korean/Arabic substring), with an ending of its language (``W.ENDINGS``: English "coins", French
    "serpents", none in Italian); in a pitch in ``pitch_lang``, not where the text there is a false
    friend of that language (``W.FALSE_FRIENDS``: French "touches" are keys, not touch)."""
    folded = fold(word)
    if _literal(folded) not in text:  # most of the vocabulary is in no given pitch: nothing to compile
        return None
    compiled = pattern(word, W.ENDINGS.get(lang, ()), W.JOINERS.get(lang, ()))
    if compiled is None:
        at = text.find(fold(word))
        return (at, at + len(word)) if at >= 0 else None
    friends = _false_friends(pitch_lang)
    return next((m.span() for m in compiled.finditer(text) if m.group() not in friends), None)


@lru_cache(maxsize=32)
def _false_friends(lang: str) -> frozenset[str]:
    return frozenset(fold(w) for w in W.FALSE_FRIENDS.get(lang, ()))


def lower(pitch: str) -> str:
    """``pitch`` lowered, one character for one: a Turkish İ lowers to i, not to i and a combining dot."""
    return pitch.lower().replace("i\u0307", "i")


def prepare(pitch: str) -> str:
    """``pitch`` as words are matched in it: lowered, digits narrowed, letters folded, one character for one."""
    return lower(pitch).translate(_NARROW).translate(_FOLD)
