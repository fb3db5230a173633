"""The language a pitch is written in: by its script, or by the common words and letters of the
Latin-script languages (a tie broken by what only one of the tied languages has).

Pure: no I/O.
"""

from __future__ import annotations

import re
from functools import lru_cache

from crumb.core import pitch_words as W
from crumb.core.pitch_ask_words import SHORT_ASKS
from crumb.core.pitch_match import LETTER, also_bare, find, fold, lower, prepare, vocabulary

__all__ = ["language"]

# Scripts that tell a language (or a family, decided below) by their letters.
_SCRIPTS = (
    ("ko", re.compile(r"[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]")),
    ("ja", re.compile(r"[\u3040-\u30ff]")),  # kana: Japanese also writes Han, Chinese writes only Han
    ("zh", re.compile(r"[\u4e00-\u9fff\u3400-\u4dbf]")),
    ("ar", re.compile(r"[\u0600-\u06ff\u0750-\u077f]")),
    ("ru", re.compile(r"[\u0400-\u04ff]")),
    ("el", re.compile(r"[\u0370-\u03ff\u1f00-\u1fff]")),
    ("he", re.compile(r"[\u0590-\u05ff]")),
    ("th", re.compile(r"[\u0e00-\u0e7f]")),
    ("hi", re.compile(r"[\u0900-\u097f]")),
    ("bn", re.compile(r"[\u0980-\u09ff]")),
    ("ta", re.compile(r"[\u0b80-\u0bff]")),
    *((code, re.compile(f"[{letters}]")) for code, (_name, letters) in W.SCRIPTS_TOLD_ONLY.items()),
)
_PERSIAN = re.compile(r"[\u067e\u0686\u0698\u06af\u06a9\u06cc]")  # پ چ ژ گ ک ی
_ARABIC_ONLY = re.compile(r"[\u0629\u0643\u064a\u0649]")  # ة ك ي ى
_URDU = re.compile(r"[\u0679\u0688\u0691\u06ba\u06d2]")  # ٹ ڈ ڑ ں ے: neither Arabic nor Persian writes them
# Scripts several languages write: the script reads as the first, then the common words and letters of
# each decide between them as they do between Latin-script languages (:func:`_by_common_words`):
# Cyrillic Russian, Ukrainian, Bulgarian, Kazakh (ә, ғ, қ), Serbian (ђ, ћ, ј); Devanagari Hindi,
# Marathi ("आहे", ळ), Nepali ("एउटा", "मेरो").
_SHARED_SCRIPTS = {"ru": ("ru", "uk", "bg", "kk", "sr"), "hi": ("hi", "mr", "ne")}
# The words of a script whose letters :data:`LETTER` does not hold (Devanagari's vowel signs and
# virama): runs of its characters, the danda aside.
_SCRIPT_WORDS = {"hi": re.compile(r"[\u0900-\u0963\u0971-\u097f]+")}
# An apostrophe inside a Cyrillic word is Ukrainian (пам'ять, п'ять): a letter of it, as і, ї, є, ґ are.
_CYRILLIC_APOSTROPHE = re.compile(r"(?<=[\u0400-\u04ff])['’ʼ](?=[\u0400-\u04ff])")


@lru_cache(maxsize=256)
def language(pitch: str) -> str:
    """The language a pitch is written in: by its script where it has one of its own (Hangul, kana,
    Han, Arabic or Persian, Cyrillic, Greek, Hebrew, Thai, Devanagari: the one with the most letters),
    else the Latin-script language whose common words and letters it uses most (on a tie, the one with
    words, word endings or a case of its own); ``en`` when none."""
    counts = {lang: len(letters.findall(pitch)) for lang, letters in _SCRIPTS}
    if counts["ja"]:
        counts["ja"] += counts.pop("zh")
    lang, most = max(counts.items(), key=lambda item: item[1])
    if most:
        if lang == "ar" and _URDU.search(pitch):
            return "ur"
        if lang == "ar" and len(_PERSIAN.findall(pitch)) > len(_ARABIC_ONLY.findall(pitch)):
            return "fa"
        if lang in _SHARED_SCRIPTS:
            return _by_common_words(pitch, _SHARED_SCRIPTS[lang], default=lang, script=lang)
        return lang
    return _variant(pitch, _by_common_words(pitch, _latin_languages(), default="en"))


def _variant(pitch: str, lang: str) -> str:
    """``lang``, or a language written as it is (``W.VARIANTS``) whose own words in the pitch outnumber
    the words ``lang`` says in their place: Serbian in Latin letters ("gde", "vreme"), not the Croatian
    its other words are ("gdje", "vrijeme")."""
    words = _loose_words(lower(pitch))
    for variant, pairs in W.VARIANTS.get(lang, ()):
        own = sum(word in pairs for word in words)
        if own > sum(word in pairs.values() for word in words):
            return variant
    return lang


@lru_cache(maxsize=1)
def _latin_languages() -> tuple[str, ...]:
    """The languages with a common word in Latin letters: those written in them, and those typed in
    them too (Hindi "ek snake game banao", Serbian "napravi igru"), never one whose common words are all
    in a script of its own (Russian, Marathi)."""
    latin = re.compile(r"[a-z0-9ßà-öø-ÿ\u0100-\u024f\u0259\u02bb\u1e00-\u1eff' -]+")
    return tuple(lang for lang, words in W.LANGUAGE_MARKERS.items() if any(latin.fullmatch(fold(w)) for w in words))


def _by_common_words(pitch: str, candidates: tuple[str, ...], default: str, script: str = "") -> str:
    """Of ``candidates``, the language whose common words and telling letters a pitch uses most: each
    common word (or letter, lower or upper case) of a language counts for it, split among the
    candidates that share it; a tie is broken by what only some of the tied languages have
    (:func:`_tie_break`); ``default`` when none has any (Russian "очень", "и", ы; Ukrainian "дуже",
    "та", і, an apostrophe inside a word; Bulgarian "със", "която", "минути", ъ)."""
    lowered = lower(pitch)
    scores = dict.fromkeys(candidates, 0.0)
    if script in _SCRIPT_WORDS:
        words = [fold(word) for word in _SCRIPT_WORDS[script].findall(lowered)]
    else:
        words = _loose_words(lowered)
    for word in words:
        sharing = [lang for lang in _sharing().get(word, ()) if lang in scores]
        for lang in sharing:
            scores[lang] += 1 / len(sharing)
    for letter, all_sharing in _letter_sharing().items():
        holders = [lang for lang in all_sharing if lang in scores]
        if holders and (letter in lowered or letter in pitch):
            for lang in holders:
                scores[lang] += 1 / len(holders)
    if "uk" in scores and _CYRILLIC_APOSTROPHE.search(pitch):
        scores["uk"] += 1
    _add_negations(lowered, scores)
    best = max(scores.values(), default=0.0)
    if best == 0:
        return _by_vocabulary(pitch, candidates, default)
    tied = [lang for lang in scores if abs(scores[lang] - best) < 1e-9]  # in the order of the candidates
    return tied[0] if len(tied) == 1 else _tie_break(pitch, tied)


def _loose_words(lowered: str) -> list[str]:
    """The words of a pitch that stand alone (folded): a part of a hyphenated name is no common word
    of a language ("Pac-Man" holds no German "man", "Tic-Tac-Toe" no word at all), nor a letter of a
    shorthand written with a slash ("w/ combos", "w/o a timer": no Polish "w", in)."""
    text = fold(lowered)
    found = re.finditer(rf"(?<![{LETTER}])(?<![{LETTER}]-)[{LETTER}]+(?![{LETTER}])(?!-[{LETTER}])", text)
    return [m.group() for m in found if not (len(m.group()) == 1 and "/" in text[max(m.start() - 1, 0) : m.end() + 1])]


def _add_negations(lowered: str, scores: dict[str, float]) -> None:
    """A language's words of one word that say a thing is not (Spanish "sin", "ni", French "sans",
    Portuguese "sem") count as its common words, each split among the languages that have it, where
    the pitch already has a common word of that language: a short pitch may have few others ("un
    snake sin paredes ni veneno", Spanish, not the Swahili of "ni"), and one word alone tells nothing
    ("Sin City racer" stays English)."""
    have = {lang for lang, score in scores.items() if score > 0}
    words = set(_loose_words(lowered))
    for word, langs in _negation_sharing().items():
        holders = [lang for lang in langs if lang in have]
        if holders and word in words:
            for lang in holders:
                scores[lang] += 1 / len(holders)


@lru_cache(maxsize=1)
def _negation_sharing() -> dict[str, tuple[str, ...]]:
    """Negation word of one word (folded) → the languages it is one of and not a marker of."""
    out: dict[str, tuple[str, ...]] = {}
    sharing = _sharing()
    for lang, words in W.NEGATIONS.items():
        for word in dict.fromkeys(fold(w) for w in words if re.fullmatch(rf"[{LETTER}]+", w)):
            if lang not in sharing.get(word, ()):  # counted once: French "ne" is one of its markers already
                out[word] = (*out.get(word, ()), lang)
    return out


def _tie_break(pitch: str, tied: list[str]) -> str:
    """Of languages whose common words and letters tie, the one with the most of its own, each thing
    split among the tied languages that have it: words of its vocabulary ("serpiente", "velocidad …
    aument~": Spanish, not Italian), then word endings (``W.SUFFIXES``: "-dad", "-ette"), then common
    words written in its case (``W.CAPITALISED``: Dutch "minuten", German "Minuten"); the earlier
    language of the vocabulary only when all of these tie too."""
    text = prepare(pitch)
    tokens = {m.start(): m.group() for m in re.finditer(rf"[{LETTER}]+", text)}
    evidence = (
        {lang: _covered(text, tokens, lang) for lang in tied},
        {lang: {f"{t}@{at}" for at, t in tokens.items() if _ends_as(t, W.SUFFIXES.get(lang, ()))} for lang in tied},
        _cased(pitch, tied),
    )
    counts = [_split(things) for things in evidence]
    return max(tied, key=lambda lang: ([c[lang] for c in counts], -tied.index(lang)))


def _by_vocabulary(pitch: str, candidates: tuple[str, ...], default: str) -> str:
    """Of ``candidates``, for a pitch with no common word of any (a title, a list of words: "KOSTEBEGI
    VUR: ALTIN KOSTEBEKLER CIFT PUAN VERIR"), the one whose vocabulary covers most of its words, as
    a pitch in that language is read (typed without its marks too), or the words it asks in that language
    however short (``SHORT_ASKS``: "tetris capovolto", "tetris terbalik", upside down); ``default`` when none
    covers more than the others."""
    text = prepare(pitch)
    tokens = {m.start(): m.group() for m in re.finditer(rf"[{LETTER}]+", text)}
    covered = {lang: _covered(text, tokens, lang, as_pitch=True) | _asked(text, tokens, lang) for lang in candidates}
    counts = _split(covered)
    best = max(counts.values(), default=0.0)
    leaders = [lang for lang in candidates if best and abs(counts[lang] - best) < 1e-9]
    return leaders[0] if len(leaders) == 1 else default


def _covered(text: str, tokens: dict[int, str], lang: str, as_pitch: bool = False) -> set[str]:
    """The words of ``text`` (by where they start) that words of a language's vocabulary match: a word
    two of its forms match ("minute", "minuten") counts once; ``as_pitch``, as in a pitch in that
    language (its words typed without their marks too)."""
    spans = [span for word in vocabulary(lang) if (span := find(text, word, lang, lang if as_pitch else ""))]
    return {f"@{at}" for at in tokens if any(start <= at < end for start, end in spans)}


def _asked(text: str, tokens: dict[int, str], lang: str) -> set[str]:
    """The words of ``text`` (by where they start) that a short ask of a language matches, as in a pitch in it."""
    spans = [span for word in SHORT_ASKS.get(lang, ()) if (span := find(text, word, lang, lang))]
    return {f"@{at}" for at in tokens if any(start <= at < end for start, end in spans)}


def _ends_as(token: str, suffixes: tuple[str, ...]) -> bool:
    return any(token.endswith(end) and len(token) > len(end) + 1 for end in suffixes)


def _split(evidence: dict[str, set[str]]) -> dict[str, float]:
    """Each thing counts for each language that has it, split among them: a thing all have counts for none."""
    return {
        lang: sum(1 / sum(t in other for other in evidence.values()) for t in things)
        for lang, things in evidence.items()
    }


def _cased(pitch: str, tied: list[str]) -> dict[str, set[str]]:
    """The common words of each tied language written as it writes them, where some of the tied
    languages capitalise them (German "Minuten", Dutch "minuten"): in a pitch that uses capitals, past
    the first word of a sentence; in a pitch all in lower case, for the languages that write them so
    ("breakout in 2 minuten": Dutch, which always writes "minuten" so, where German writes it so only
    when its writer drops every capital)."""
    out: dict[str, set[str]] = {lang: set() for lang in tied}
    lowered = pitch == lower(pitch)
    for found in re.finditer(rf"[{LETTER}]+", pitch, re.IGNORECASE):
        if not lowered and re.fullmatch(r"(?:.*[.!?:\n])?\s*", pitch[: found.start()], re.DOTALL):
            continue  # the first word of a sentence: capitalised in any language
        word = fold(lower(found.group()))
        capitalising = [lang for lang in tied if word in W.CAPITALISED.get(lang, ())]
        if capitalising:
            for lang in set(tied) & set(_sharing().get(word, ())):
                if (lang in capitalising) == found.group()[0].isupper():
                    out[lang].add(f"{word}@{found.start()}")
    return out


@lru_cache(maxsize=1)
def _sharing() -> dict[str, tuple[str, ...]]:
    """Common word → the languages it is a common word of; a common word written without its marks
    too (German "fur", Turkish "icin", Vietnamese "khong"), where that is no common word, number or
    word of the vocabulary of any language as written (Vietnamese "là" is no Spanish, French or Italian
    "la", French "très" no Spanish "tres", three)."""
    out: dict[str, tuple[str, ...]] = {}
    for lang, markers in W.LANGUAGE_MARKERS.items():
        for word in dict.fromkeys(markers):
            out[fold(word)] = (*out.get(fold(word), ()), lang)
    written = set(out) | {fold(n) for n in W.NUMBER_WORDS} | {w for code in W.LANGUAGES for w in vocabulary(code)}
    for lang, markers in W.LANGUAGE_MARKERS.items():
        for bare in dict.fromkeys(fold(also_bare((w,))[-1]) for w in markers):
            if bare not in written and lang not in out.get(bare, ()):
                out[bare] = (*out.get(bare, ()), lang)
    return out


@lru_cache(maxsize=1)
def _letter_sharing() -> dict[str, tuple[str, ...]]:
    out: dict[str, tuple[str, ...]] = {}
    for lang, letters in W.LANGUAGE_LETTERS.items():
        for letter in dict.fromkeys(letters):
            out[letter] = (*out.get(letter, ()), lang)
    return out
