"""What a pitch says its kind of game acts on, where the kind's names have a place for it: the gap of a
catcher's "catch~ … falling" holds what falls, so a word said beside a part of such a name is that thing
("catch eggs", "catch the falling apples", "atrapa huevos que caen", "fallende Eier fängt", "ловить падающие
яблоки", "落ちてくる卵をキャッチ"). It asks however few its words are: one word is below the three an unread
stretch of a read phrase needs (:mod:`crumb.core.pitch_rest`), and a word of the kind's own names ("egg" of
"egg catcher") shields nothing beside such a part. A name of the kind said whole is the kind's ("egg catcher",
"sepetle yakala", catch with a basket, "接鸡蛋"): nothing in its words tells the thing from the basket.

A word counts where it stands right beside such a part, or beside a word that does ("catch golden eggs"),
with at most one common word between ("catch the eggs", "attrape des œufs"), never "and": "the stars falling
from the sky" asks no sky. A thing another requirement reads ("catch falling fruit": a fruit look, "stars":
a space look; "bombs") asks nothing more. Kinds without such names (a snake "that eats cherries") are read
by the stretches of :mod:`crumb.core.pitch_rest` alone: a verb and a thing said of them in general asks too
often what the kind already is ("collect coins", "grows longer").

Pure: no I/O.
"""

from __future__ import annotations

import re
from functools import lru_cache

from crumb.core import pitch_words as W
from crumb.core.pitch_language import language
from crumb.core.pitch_match import find, fold, locate, lower, prepare
from crumb.core.pitch_rest import _WORD, _phrases, _plain, _unspaced_plain, _words_left

__all__ = ["things"]

# The shortest part of a name looked for: a part of one letter ("받", Korean "catch") is in too many words.
_SHORTEST_PART = 2
# The shortest word that names a thing: "egg", "ice"; two letters are most often a common word.
_SHORTEST_THING = 3
_UNSPACED_RUN = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\u0e00-\u0e7f]+")
_HIRAGANA = re.compile(r"[\u3040-\u309f]")


@lru_cache(maxsize=1)
def _name_parts() -> dict[str, tuple[tuple[str, str], ...]]:
    """For each kind with a name that has a gap, the (language, part) of each such name of it."""
    out: dict[str, tuple[tuple[str, str], ...]] = {}
    for key, (_label, words) in W.KINDS.items():
        parts = {
            (code, part.strip())
            for code, word in W.entries(words)
            if W.GAP in word
            for part in word.split(W.GAP)
            if len(part.strip().rstrip("~")) >= _SHORTEST_PART
        }
        if parts:
            out[key] = tuple(sorted(parts))
    return out


@lru_cache(maxsize=64)
def _whole_names(kind: str) -> tuple[tuple[str, str], ...]:
    """The (language, name) of each name of ``kind`` without a gap: said whole, its words are the kind's
    ("用篮子接", with a basket catch; "sepetle yakala", catch with a basket), never a thing beside a part."""
    names = W.entries(W.KINDS[kind][1]) if kind in W.KINDS else []
    return tuple((code, word) for code, word in names if W.GAP not in word)


@lru_cache(maxsize=256)
def things(pitch: str, read: tuple[str, ...], kind: str) -> tuple[str, ...]:
    """The words of ``pitch`` that name what its ``kind`` acts on, each stretch once, in the pitch's order:
    beside a part of a name of the kind that has a gap, outside ``read`` (the words of the pitch other
    requirements took), no word of the vocabulary, a common word nor a number."""
    lang = language(pitch)
    parts = [(code, part) for code, part in _name_parts().get(kind, ()) if code in (lang, "en")]
    text = prepare(pitch)
    found = [span for code, part in parts for span in _all(text, part, code, lang)]
    if not found:
        return ()
    taken = [(at, at + len(words)) for words in read if words and (at := locate(pitch, words)) >= 0]
    # The kind's names said whole are its own ("用篮子接", with a basket catch), not a thing beside one.
    taken += [
        span for code, word in _whole_names(kind) if code in (lang, "en") for span in _all(text, word, code, lang)
    ]
    out = []
    for start, end in _phrases(pitch, lang):
        named = [(a - start, b - start) for a, b in found if start <= a < end]
        if not named:
            continue
        phrase = pitch[start:end]
        used = [(max(a, start) - start, min(b, end) - start) for a, b in found + taken if a < end and start < b]
        said = _beside(phrase, lang, named, _left(phrase, lang, used))
        if said:
            out.append(phrase[said[0][0] : said[-1][1]])
    return tuple(dict.fromkeys(out))


def _all(text: str, word: str, code: str, lang: str) -> list[tuple[int, int]]:
    """Every span of ``word`` in prepared ``text``."""
    spans = []
    while (span := find(text, word, code, lang)) is not None and span[1] > span[0]:
        spans.append(span)
        text = text[: span[0]] + " " * (span[1] - span[0]) + text[span[1] :]
    return spans


def _left(phrase: str, lang: str, used: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The words of ``phrase`` outside ``used`` that may name a thing: no word of the vocabulary, common
    word or number (no kind's own: :func:`crumb.core.pitch_rest._words_left`), and in a script without
    spaces each run outside them with a letter of meaning once its fillers are out ("卵", an egg, alone)."""
    spaced = [
        (a, b)
        for a, b, _weight in _words_left(phrase, lang, "", used, _SHORTEST_THING)
        if not _UNSPACED_RUN.search(phrase[a:b])
    ]
    free = [not any(a <= i < b for a, b in used) for i in range(len(phrase))]
    unspaced = []
    for m in _UNSPACED_RUN.finditer(phrase):
        for part in re.finditer(r"\S+", "".join(c if free[m.start() + i] else " " for i, c in enumerate(m.group()))):
            at = m.start() + part.start()
            kept = _unspaced_plain().sub(lambda f: " " * len(f.group()), fold(part.group()))
            if _HIRAGANA.sub("", kept).strip():  # quoted without the fillers at its ends: "的鸡蛋" is 鸡蛋
                unspaced.append((at + len(kept) - len(kept.lstrip()), at + len(kept.rstrip())))
    return sorted(spaced + unspaced)


def _beside(
    phrase: str, lang: str, named: list[tuple[int, int]], words: list[tuple[int, int]]
) -> list[tuple[int, int]]:
    """Those of ``words`` right beside one of ``named`` or beside one of them that is, with at most one
    common word between and no "and"."""
    near = list(named)
    out: list[tuple[int, int]] = []
    grew = True
    while grew:
        grew = False
        for span in words:
            if span not in out and any(_next_to(phrase, lang, span, other) for other in near):
                out.append(span)
                near.append(span)
                grew = True
    return sorted(out)


def _next_to(phrase: str, lang: str, one: tuple[int, int], other: tuple[int, int]) -> bool:
    """Whether spans ``one`` and ``other`` of ``phrase`` stand next to each other, with at most one common
    word between them and no word that begins a clause ("and")."""
    if one[0] < other[1] and other[0] < one[1]:
        return False
    between = lower(phrase[min(one[1], other[1]) : max(one[0], other[0])])
    if not _unspaced_plain().sub("", fold(between)).strip():  # nothing, or a particle: "的鸡蛋"
        return True
    said = [fold(w) for w in _WORD.findall(between)]
    joiners = {fold(w) for code in (lang, "en") for w in W.JOINERS.get(code, ())}
    return len(said) == 1 and not _WORD.sub("", between).strip() and said[0] in _plain(lang) and said[0] not in joiners
