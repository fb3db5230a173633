"""A kind of game named with one letter wrong ("snaek game", "jeu de serpant", "juego de memorya"): the
kind a pitch names where it names none as written.

A pitch names its kind of game before anything else, and a misspelt name leaves the reader with no game
at all; so a word the house does not know (nor a false friend of its words: Dutch "molen", a mill, is
no "mollen"), one letter off a kind's name of one word (English, which mixes into any pitch, or the
pitch's own language), reads as that kind where it is called a game: within three words of a word for
one (``W.GAME_WORDS``: "snaek game", "jeu de serpant", "juego de la memorya"). One letter off: dropped,
added, or two neighbours swapped, or a vowel written for another (as a word is misspelt by its sound:
"serpant", "memorya"; a consonant changed makes other words: "chest" is no chess, "shorter" no
shooter), past the first two letters (seldom typed wrong; they tell "racing" from "facing"). Only
words and names of five letters or more, shorter ones being other words one letter off too often
("spot" is no "sport", "pong" no "song"), and only where one kind's name alone is so near.

Pure: no I/O.
"""

from __future__ import annotations

import re
from functools import lru_cache

from crumb.core import pitch_words as W
from crumb.core.pitch_match import LETTER, fold, known

__all__ = ["misspelt_kind"]

_SHORTEST_NAME = 5
_VOWELS = frozenset("aeiouy")
_KEPT = 2  # letters at a word's start taken as typed right
_NEAR = 3  # words between a misspelt name and a word for a game ("jeu de serpant", "juego de la memorya")


def misspelt_kind(text: str, lang: str) -> tuple[str, tuple[int, int]] | None:
    """(kind key, span) of the first word of prepared ``text`` that is a kind's name one letter off, in a
    pitch in ``lang``; None when there is none, or when two kinds' names are so near it."""
    names, games = _names(lang), _game_words(lang)
    words = list(re.finditer(rf"[{LETTER}]+", text))
    for at, found in enumerate(words):
        token = found.group()
        if len(token) < _SHORTEST_NAME or known(token, lang) or token in _false_friends() or not token.isalpha():
            continue
        if not any(w.group() in games for w in words[max(0, at - _NEAR) : at + _NEAR + 1]):
            continue
        keys = {key for name, key in names if one_letter_off(token, name)}
        if len(keys) == 1:
            return keys.pop(), found.span()
    return None


@lru_cache(maxsize=64)
def _names(lang: str) -> tuple[tuple[str, str], ...]:
    """(folded name, kind key) of each specific kind's names of one Latin-script word, in English and ``lang``."""
    return tuple(
        (fold(word.lower()), key)
        for key, (_label, words) in W.KINDS.items()
        if key not in W.GENERIC_KINDS
        for code in dict.fromkeys(("en", lang))
        for word in words.get(code, ())
        if len(word) >= _SHORTEST_NAME and re.fullmatch(r"[a-zß-ÿ]+", fold(word.lower()))
    )


@lru_cache(maxsize=1)
def _false_friends() -> frozenset[str]:
    """Every language's words that look like a word of the vocabulary and are another ("molen", a mill)."""
    return frozenset(fold(w.lower()) for words in W.FALSE_FRIENDS.values() for w in words)


@lru_cache(maxsize=64)
def _game_words(lang: str) -> frozenset[str]:
    return frozenset(fold(w.lower()) for code in dict.fromkeys(("en", lang)) for w in W.GAME_WORDS.get(code, ()))


def one_letter_off(typed: str, name: str) -> bool:
    """Whether ``typed`` is ``name`` with one letter dropped or added, a vowel changed for another, or two
    neighbours swapped, past its first two letters."""
    if typed == name or typed[:_KEPT] != name[:_KEPT]:
        return False
    a, b = typed[_KEPT:], name[_KEPT:]
    if len(a) == len(b):
        diff = [i for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y]
        swapped = len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]]
        changed = len(diff) == 1 and a[diff[0]] in _VOWELS and b[diff[0]] in _VOWELS
        return changed or swapped
    short, long = (a, b) if len(a) < len(b) else (b, a)
    return len(long) - len(short) == 1 and any(long[:i] + long[i + 1 :] == short for i in range(len(long)))
