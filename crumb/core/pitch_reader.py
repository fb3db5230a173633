"""Read a pitch into the requirements the house can find in it: the floor of the ledger (DESIGN law 10).

A deterministic reading of the languages the vocabulary has words for (English, Korean, Italian and
Arabic in :mod:`crumb.core.pitch_words`, more in :mod:`crumb.core.lexicon`); the language of a pitch
is read for many more (:func:`language`). Each requirement carries a canonical id and value, so a planner's
ledger is matched against the floor by id (and value where the floor reads one):

==================  =============  =====================================================================
id                  kind           value
==================  =============  =====================================================================
``genre``           genre          a kind key: ``match3``, ``tower_defense``…
``mechanic.<key>``  mechanic       the mechanic key: ``double_jump``, ``poison``…
``win``             win            —
``lose``            lose           —
``time_limit``      time_limit     seconds, e.g. ``60``; ``none`` where the pitch says there is none
``theme``           theme          a theme key: ``ocean``, ``space``…
``controls.<key>``  controls       ``keys``, ``touch`` or ``mouse``
``target.<key>``    target         ``phone`` or ``desktop``
``language``        language       a code: ``en``, ``ko``, ``es``, ``ja``…
``ask.<n>``         ask            — (only in :func:`floor`: a phrase of the pitch asking what none of the
                                   above names)
==================  =============  =====================================================================

A mechanic, a way to win or to lose that the pitch gives a number ("3 lives", "drei Leben", "三条命",
"10 monedas", "every 4 apples", "first to 7 points") carries it as the requirement's ``count``
(:func:`mechanic_counts`), its words in the requirement's source; every other number of the pitch that is
no time, no game's name ("2048", "Tetris 99"), no rhythm and no child's age is asked in :func:`floor`, in
the pitch's words ("9x9 board", "al mejor de 5": :mod:`crumb.core.pitch_counts`), so no number is dropped.

A pitch that says its game is to have no time limit ("no timer", "sans chrono", "ohne Zeitlimit", "타이머
없는": :func:`untimed`) reads ``time_limit`` as ``none``, even where it names a time too ("no timer, 60
seconds"): a timer said not to be can mean nothing else, while a time said beside it may be a round's
length, a delay or a level's, and the person who said "no timer" is not to be given one.

Pure: no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from crumb.core import pitch_counts, pitch_rest, pitch_text_language, pitch_things
from crumb.core import pitch_words as W
from crumb.core.contracts import Requirement
from crumb.core.pitch_language import language
from crumb.core.pitch_lose_words import CAUSES, COMPLETIONS, NOT_A_CAUSE
from crumb.core.pitch_match import (
    LETTER,
    NON_LATIN,
    SPACED,
    also_bare,
    bare,
    beside,
    find,
    fold,
    locate,
    prepare,
    present,
    said_not,
)
from crumb.core.pitch_player_words import PLAYER_WORDS
from crumb.core.pitch_typos import misspelt_kind

__all__ = [
    "read",
    "floor",
    "language",
    "kind",
    "mechanics",
    "time_limit",
    "untimed",
    "NO_TIME_LIMIT",
    "theme",
    "title",
    "title_name",
    "TITLE_ID",
    "CHARACTER_ID",
    "characters",
    "character_label",
    "key_named",
    "difficulty",
    "find",
    "kind_label",
    "mechanic_label",
    "count_beside",
    "every_count",
    "speed_up_seconds",
    "mechanic_counts",
    "lose_causes",
    "denied_mechanics",
    "players",
]

# The most asks a pitch gives (:func:`floor`); the phrases past the last are quoted in it.
MAX_ASKS = 8
_CLAUSE_END = re.compile(r"[.,;:!?،؛。、，！？：；\n—–()（）]")
# Scripts written without spaces between words (Han, kana, Thai).
_UNSPACED_SCRIPT = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\u0e00-\u0e7f]")


def _first(
    text: str, words: W.Words, pitch_lang: str, compound: bool = False, opposed: bool = False
) -> tuple[int, int] | None:
    """The earliest (then longest) span of any language's ``words`` in a pitch in ``pitch_lang``; with
    ``compound``, a noun as the last part of a compound too (German "Riesenschlange": a snake); with
    ``opposed``, not one said to be played against ("chess against the computer": no desktop)."""
    spans = [
        s
        for lang, w in present(text, words, pitch_lang)
        if (s := find(text, w, lang, pitch_lang, compound)) and not (opposed and _opposed(text, s, lang, pitch_lang))
    ]
    return min(spans, key=lambda s: (s[0], s[0] - s[1])) if spans else None


def _opposed(text: str, span: tuple[int, int], *langs: str) -> bool:
    """Whether the thing at ``span`` is said to be played against, in any of ``langs`` (the word's and
    the pitch's: "computer" is a word of several)."""
    before = also_bare(tuple(w for lang in dict.fromkeys(langs) for w in W.OPPONENTS.get(lang, ())))
    after = also_bare(tuple(w for lang in dict.fromkeys(langs) for w in W.OPPONENTS_AFTER.get(lang, ())))
    return beside(text, span, before, after, 2)


def _source(pitch: str, span: tuple[int, int]) -> str:
    return pitch[span[0] : span[1]][:300]


def _clause(pitch: str, span: tuple[int, int]) -> str:
    """The words around a match, up to the nearest punctuation on each side (at most 120 characters)."""
    starts = [m.end() for m in _CLAUSE_END.finditer(pitch, 0, span[0])]
    begin = starts[-1] if starts else 0
    end_match = _CLAUSE_END.search(pitch, span[1])
    end = end_match.start() if end_match else len(pitch)
    return pitch[begin:end].strip()[:120]


# --- what is asked -------------------------------------------------------------------------


@lru_cache(maxsize=64)  # read several times a planning
def kind(pitch: str) -> tuple[str, str] | None:
    """(kind key, the pitch's words) of the first kind of game named; a generic kind only when no specific
    one is; one whose name is misspelt ("snak game": :func:`misspelt_kind`) only when none is named."""
    text, lang = prepare(pitch), language(pitch)
    hits = []
    for key, (_label, words) in W.KINDS.items():
        span = _first(text, words, lang, compound=True)
        if span:
            hits.append((key in W.GENERIC_KINDS, span[0], span[0] - span[1], key, span))
    # A kind's words that another's go on from name that other ("tipo mario kart": a kart race, not a
    # game "tipo mario").
    hits = [h for h in hits if not any(h[4][0] < o[4][0] < h[4][1] < o[4][1] for o in hits)]
    if taken_back := _correction(text, lang, [h[4] for h in hits]):
        hits = [h for h in hits if h[4][0] >= taken_back[1]]
    if not hits:
        misspelt = misspelt_kind(text, lang)
        return (misspelt[0], _source(pitch, misspelt[1])) if misspelt else None
    *_, key, span = min(hits)
    return key, _source(pitch, span)


def _correction(text: str, lang: str, kinds: list[tuple[int, int]]) -> tuple[int, int] | None:
    """The span of the last word that takes back a kind named before it for one named after it ("a tetris
    game, no wait, make it a match-3", "ou plutôt un flipper": ``W.CORRECTIONS``), or None."""
    marks = [s for code, w in present(text, W.CORRECTIONS, lang) if (s := find(text, w, code, lang))]
    return next(
        (
            (a, b)
            for a, b in sorted(marks, key=lambda s: (s[1], -s[0]), reverse=True)  # the last, and the longest
            if any(k[1] <= a for k in kinds) and any(k[0] >= b for k in kinds)
        ),
        None,
    )


def correction(pitch: str) -> str | None:
    """The pitch's words that take back the kind it named first for another (:func:`kind` reads the
    other), or None."""
    text, lang = prepare(pitch), language(pitch)
    kinds = [s for _label, words in W.KINDS.values() if (s := _first(text, words, lang, compound=True))]
    found = _correction(text, lang, kinds)
    if not found:
        return None
    # With the "no" said right before it: "nein, doch lieber", "no, mejor".
    before = re.search(rf"([{LETTER}]+)[\s,.!…-]*$", text[: found[0]])
    said_no = before and before.group(1) in map(fold, (*W.NEGATIONS.get(lang, ()), *W.NO_BEFORE_CORRECTION))
    return _source(pitch, (before.start(1), found[1]) if before and said_no else found)


def title(pitch: str) -> tuple[str, str] | None:
    """(title key, the pitch's words) of the first particular game a pitch names (``W.TITLES``: "a
    chrome dino game", "como Doodle Jump"), not one said not to be; None when it names none."""
    text, lang = prepare(pitch), language(pitch)
    hits = [
        (span[0], span[0] - span[1], key)
        for key, (_n, words) in W.TITLES.items()
        if (span := _first(text, words, lang))
    ]
    if not hits:
        return None
    start, negative_length, key = min(hits)
    return key, _source(pitch, (start, start - negative_length))


def characters(pitch: str, taken: Sequence[str] = ()) -> list[tuple[str, str]]:
    """(character key, the pitch's words) of each creature, person or vehicle a pitch names
    (``W.CHARACTERS``: "with a dinosaur", "com um peixe", "恐竜が"), in the order it names them, once a
    key: not one said not to be, not one inside ``taken`` (the words of a kind or a title it read:
    "whack-a-mole", "flappy bird") nor inside a title said not to be ("bukan seperti flappy bird": no
    bird), not one inside another's name (恐竜 holds 竜)."""
    text, lang = prepare(pitch), language(pitch)
    held = [(at, at + len(words)) for words in taken if words and (at := pitch.find(words)) >= 0]
    held += [
        span
        for _name, words in W.TITLES.values()
        for word_lang, word in present(text, words, lang)
        if (span := find(text, word, word_lang, lang, negated=True))
    ]
    hits = [
        (span, key)
        for key, (_label, words) in W.CHARACTERS.items()
        for word_lang, word in present(text, words, lang)
        if (span := find(text, word, word_lang, lang, compound=True))
        and not any(a <= span[0] and span[1] <= b for a, b in held)
    ]
    inside = {i for i, (s1, _) in enumerate(hits) for s2, _ in hits if s2 != s1 and s2[0] <= s1[0] and s1[1] <= s2[1]}
    named: dict[str, str] = {}
    for span, key in sorted(h for i, h in enumerate(hits) if i not in inside):
        named.setdefault(key, _source(pitch, span))
    return list(named.items())


def character_label(key: str) -> str:
    return W.CHARACTERS[key][0] if key in W.CHARACTERS else key.replace("_", " ")


def title_name(key: str) -> str:
    return W.TITLES[key][0] if key in W.TITLES else key.replace("_", " ")


def mechanics(pitch: str) -> list[tuple[str, str]]:
    """(mechanic key, the pitch's words) for each mechanic named, or asked for by saying a thing is not
    ("no walls": ``W.MECHANICS_BY_ABSENCE``), in the order the pitch names them."""
    return list(_mechanics(pitch))


@lru_cache(maxsize=64)  # read several times a planning, each a look for every mechanic's words
def _mechanics(pitch: str) -> tuple[tuple[str, str], ...]:
    text, lang = prepare(pitch), language(pitch)
    hits = []
    for key, (_label, words) in W.MECHANICS.items():
        spans = [_first(text, words, lang, compound=True), _absent(text, W.MECHANICS_BY_ABSENCE.get(key, {}), lang)]
        if found := [s for s in spans if s]:
            hits.append((min(found), key))
    return tuple((key, _source(pitch, span)) for span, key in sorted(hits))


def denied_mechanics(pitch: str) -> list[tuple[str, str]]:
    """(mechanic key, the pitch's words with their negation) for each mechanic a pitch says its game is
    not to have ("a shooter with no enemies", "ein Jump'n'Run ohne Münzen", "没有敌人"), and does not
    also ask for, in the pitch's order: what a template that always has it cannot honour. One said not to
    be in the pitch's way to lose is none ("you lose when you have no lives left")."""
    text, lang = prepare(pitch), language(pitch)
    asked = {key for key, _words in mechanics(pitch)}
    # In a way to lose, a thing said not to be is what runs out ("pierdes si te quedas sin vidas").
    clause = _lose_clause(pitch)
    losing = [(at, at + len(clause))] if clause and (at := pitch.find(clause)) >= 0 else []
    hits = []
    for key, (_label, words) in W.MECHANICS.items():
        spans = [
            said_not(text, s, word_lang, lang)
            for word_lang, w in present(text, words, lang)
            if key not in asked and (s := find(text, w, word_lang, lang, compound=True, negated=True))
        ]
        if spans := [s for s in spans if not _within(s, losing)]:
            hits.append((min(spans), key))
    return [(key, _source(pitch, span)) for span, key in sorted(hits)]


def _absent(text: str, words: W.Words, pitch_lang: str) -> tuple[int, int] | None:
    """The earliest span of any language's ``words`` said not to be ("no walls", "sin paredes"), with the
    words that say so."""
    spans = [
        said_not(text, s, lang, pitch_lang)
        for lang, w in present(text, words, pitch_lang)
        if (s := find(text, w, lang, pitch_lang, negated=True))
    ]
    return min(spans, key=lambda s: (s[0], -s[1])) if spans else None


@lru_cache(maxsize=1)
def _number_words() -> dict[str, int]:
    """Number word (folded) -> number; the first language's number for a word two languages share."""
    return {fold(w): n for w, n in reversed([*W.NUMBER_WORDS.items(), *W.ARABIC_NUMBER_WORDS.items()])}


def _number(word: str) -> int | None:
    if word.isdigit():
        return int(word)
    return _number_words().get(word)


@lru_cache(maxsize=1)
def _half_numbers() -> dict[str, float]:
    """Number word with its half in it (folded, and typed without its marks) -> number: "półtorej", 1.5."""
    return {fold(form): n for w, n in W.HALF_NUMBER_WORDS.items() for form in also_bare((w,))}


def _amount(word: str, lang: str = "") -> float | None:
    """A time's number: digits with a decimal point or comma ("1.5 minutes", "2,5 минуты"), a number with its
    half in it ("półtorej"), :func:`_number`, or a number word of a pitch in ``lang`` only (Hindi "do")."""
    if re.fullmatch(r"\d+[.,]\d+", word):
        return float(word.replace(",", "."))
    return _half_numbers().get(word) or _number(word) or _own_numbers(lang).get(word)


@lru_cache(maxsize=64)
def _own_numbers(lang: str) -> dict[str, int]:
    """Number words read only in a pitch in ``lang``: its ``OWN_NUMBER_WORDS`` (Hindi "do"), and its own
    number words typed without their marks ("tva", "ket", "trzydziesci") where no language writes them
    so as another number, and its marks do not tell its words apart (Vietnamese "ba mươi", not "ba muoi")."""
    written = _number_words()
    bare_forms = {
        form: n
        for w, n in W.LANGUAGE_NUMBER_WORDS.get(lang, {}).items()
        if lang not in W.MARKS_TELL_WORDS and (form := fold(bare(w))) not in written
    }
    return {**bare_forms, **W.OWN_NUMBER_WORDS.get(lang, {})}


def _unit_pattern(units: tuple[str, ...]) -> str:
    """A unit of ``units``: a Latin-script one as a word's end, with its seconds' digits right after it
    or none ("1min30")."""
    latin = [re.escape(fold(u)) for u in units if not NON_LATIN.search(u)]
    other = [re.escape(fold(u)) for u in units if NON_LATIN.search(u)]
    letters = LETTER.replace("0-9", "")
    parts = ([rf"(?:{'|'.join(sorted(latin, key=len, reverse=True))})(?![{letters}])"] if latin else []) + other
    return "(?:" + "|".join(parts) + ")"


def _units(words: W.Words, lang: str) -> tuple[str, ...]:
    """The units of time that count in a pitch in ``lang``: every language's in Latin script (English
    mixes into any pitch), and the pitch's own language's in a script of its own, which match as
    substrings (Japanese "分" is a minute, Chinese "分" a point); the pitch's own language's typed
    without their marks too (Vietnamese "60 giay", "hai phut")."""
    units = tuple(w for code in W.LANGUAGES for w in words.get(code, ()) if code == lang or not NON_LATIN.search(w))
    return tuple(dict.fromkeys((*units, *also_bare(words.get(lang, ())))))


@lru_cache(maxsize=128)  # one per language: fewer made them compiled again and again
def _time_patterns(lang: str = "en") -> tuple[tuple[re.Pattern[str], int, bool], ...]:
    """(pattern, seconds of its unit, whether its number comes after the unit) of each way a pitch in
    ``lang`` says a time."""

    def alternatives(words: list[str]) -> str:
        return "|".join(re.escape(n) for n in sorted(words, key=len, reverse=True))

    numbers = [n for n in _number_words() if n not in W.KOREAN_NATIVE_NUMBERS]  # they count things, not time
    counted = [*numbers, *_half_numbers(), *_own_numbers(lang)]
    latin = [n for n in counted if not NON_LATIN.search(n)]
    other = [n for n in counted if NON_LATIN.search(n)]
    # Digits may touch their unit ("60s", "60초"), and so may a number word in a script of its own
    # ("六十秒", "一分钟"); a Latin number word needs a space or hyphen ("as" is no "a s").
    parts = [r"(\d+(?:[.,]\d+)?)[\s-]*"] + [
        rf"({alternatives(ws)}){gap}" for ws, gap in ((latin, r"[\s-]+"), (other, r"[\s-]*")) if ws
    ]
    num = "(?:" + "|".join(parts) + ")"
    # A word of the pitch's language said between the number and its unit ("90 de secunde").
    if linkers := W.UNIT_LINKERS.get(lang, ()):
        num += rf"(?:(?:{alternatives([fold(w) for w in linkers])})[\s-]+)?"
    # A half between the number and its unit ("two and a half minutes"), or after the unit ("dos minutos
    # y medio", "1분 반"): the group "half" or "halfend".
    half = rf"(?:(?P<half>{_halves(W.HALVES_BEFORE_UNIT)})[\s-]*)?"
    half_end = rf"(?:[\s-]*(?P<halfend>{_halves(W.HALVES_AFTER_UNIT)}))?"
    units = ((W.MINUTE_WORDS, 60), (W.SECOND_WORDS, 1))
    before = tuple(
        (re.compile(rf"(?<![{LETTER}{SPACED}]){num}{half}{_unit_pattern(_units(words, lang))}{half_end}"), scale, False)
        for words, scale in units
        if _units(words, lang)
    )
    if lang not in W.NUMBER_AFTER_UNIT:
        return before
    # A language that says its number after the unit ("dakika mbili", minutes two): its own units, then
    # digits or a number word that is no common word ("a" is English for one).
    counts = alternatives([n for n in numbers if n not in _common_words()])
    after = tuple(
        (
            re.compile(
                rf"(?<![{LETTER}{SPACED}]){_unit_pattern(own)}[\s-]+(?:(\d+)|({counts}))(?![{LETTER}]){half_end}"
            ),
            scale,
            True,
        )
        for words, scale in units
        if (own := also_bare(words.get(lang, ())))
    )
    return before + after


def _halves(words: tuple[str, ...]) -> str:
    """The pattern of a half said with a time, of any language, typed with or without its marks: a word
    of its own where a script writes words between spaces ("1분 반", never "1분 반복", a repeat), right
    against the unit where it writes none ("1分半")."""
    forms = sorted({fold(w) for w in also_bare(words)}, key=len, reverse=True)
    own = rf"(?![^\s{_CLAUSE_END.pattern[1:-1]}])"
    return "|".join(re.escape(w) + ("" if _UNSPACED_SCRIPT.search(w) else own) for w in forms)


def _unspaced(word: str) -> bool:
    """Whether a word is in a script that writes it onto its neighbours (Han, kana, Hangul, Arabic): not
    one written between spaces (Latin, Greek, Cyrillic, Devanagari: Hindi "हर", every, is not the end
    of "शहर", a city)."""
    return bool(NON_LATIN.search(word)) and not re.search(f"[{SPACED}]", word)


# Characters either side of a number that hold the words said with it ("toutes les", "quatre-vingt-dix et").
_NEAR = 48


def _is_rhythm(text: str, start: int, end: int) -> bool:
    """Whether the time at ``text[start:end]`` is a rhythm ("every 10 seconds", "om de 10 seconden",
    "每10秒", "10秒ごと"); a Latin-script "every" may be more than one word."""
    # The few words beside it only: a pitch's whole text each time made reading its rhythms quadratic.
    before, after = text[max(0, start - _NEAR) : start].rstrip(), text[end : end + _NEAR].lstrip()
    words = before.split()
    for word in map(fold, W.EVERY_WORDS):
        if before.endswith(word) if _unspaced(word) else words[-len(word.split()) :] == word.split():
            return True
    return after.startswith(W.EVERY_AFTER_WORDS)


@lru_cache(maxsize=1)
def _count_pattern() -> str:
    """A number as a pitch writes it: digits, or a number word of any language (longest first)."""
    words = sorted(_number_words(), key=len, reverse=True)
    return r"(\d+|" + "|".join(_number_word(w) for w in words) + ")"


_HANGUL = "\uac00-\ud7a3"


def _number_word(word: str) -> str:
    """The pattern of a number word: a Hangul one a word of its own ("세 개", never the 세 of "세계"), as
    Korean writes words between spaces but no boundary of ``LETTER`` tells them apart."""
    if re.search(f"[{_HANGUL}]", word):
        return rf"(?<![{_HANGUL}]){re.escape(word)}(?![{_HANGUL}])"
    return re.escape(word)


def count_beside(pitch: str, words: str) -> int | None:
    """The number a pitch writes right beside its ``words`` for a thing: before them ("three lives",
    "tres vidas", "三条命", with one counter word between), after them ("목숨 3개", "ライフ3つ",
    "lives: 5") or in them (a "# vite" word's "tre vite"); None when there is none."""
    found = _count_at(pitch, words)
    return found[0] if found else None


def _count_at(pitch: str, words: str) -> tuple[int, tuple[int, int], bool] | None:
    """(:func:`count_beside`'s number, the span of the number and ``words``, whether it is said after them)."""
    text = prepare(pitch)
    # The words as the pitch has them, found as they are: no pattern to compile for words read already.
    at = locate(text, prepare(words)) if words else -1
    span = (at, at + len(words)) if at >= 0 else find(text, words.lower())
    if span is None:
        return None
    number = _count_pattern()
    # Words that hold their count: "tre vite", "ramasser 30 pièces", "ライフ3".
    # A number word there is a word of its own, in any script ("مستويات", levels, holds "ست", six).
    own = re.search(rf"(?<![{LETTER}])(\d+)(?![{LETTER}])|(?<!\w){number}(?!\w)", text[span[0] : span[1]])
    said = own and (own.group(1) or own.group(2))
    if said and fold(said) not in _common_words() and (value := _number(said)) is not None:
        return value, span, False
    if _single().search(text[span[0] : span[1]]):  # "una sola vida", "tek can", "a single life"
        return 1, span, False
    # A counter may stand between, one character or two ("三条命", Bengali "পাঁচটি জীবন"), no mark that ends
    # a clause ("match-3, lives") and no word of a script of whole words (Arabic "ثلاثة مع", three with).
    between = rf"[^\s{LETTER}\d{_CLAUSE_END.pattern[1:-1]}\u0590-\u06ff{SPACED}]"
    before = re.search(rf"(?<![{LETTER}]){number}[\s-]*(?:{between}{{1,2}}\s*)?$", text[: span[0]])
    after = re.match(rf"\s*[:=×x]?\s*{number}(?![{LETTER}\d])", text[span[1] :])
    if after and not NON_LATIN.search(after.group(1)) and not after.group(1).isdigit():
        after = re.match(rf"\s*[:=×x]?\s*{number}(?![{LETTER}])", text[span[1] :])
    found = before or after
    # "an extra life" is no count of one; a common word that is the pitch's own number is ("tiga nyawa").
    if not found or (fold(found.group(1)) in _common_words() and not _own_count(found.group(1), pitch)):
        return None
    value = _number(found.group(1))
    whole = (before.start(1), span[1]) if before else (span[0], span[1] + after.end(1) if after else span[1])
    return (value, whole, not before) if value is not None else None


@lru_cache(maxsize=1)
def _single() -> re.Pattern[str]:
    words = "|".join(re.escape(fold(w)) for w in W.SINGLE_WORDS)
    return re.compile(rf"(?<![{LETTER}])(?:{words})(?![{LETTER}])")


@lru_cache(maxsize=1)
def _common_words() -> frozenset[str]:
    """Every language's common words (articles among them: a, un, ein, bir), folded."""
    return frozenset(fold(w) for markers in W.LANGUAGE_MARKERS.values() for w in markers)


def _own_count(word: str, pitch: str) -> bool:
    """Whether ``word`` is a number word of the pitch's own language that counts more than one."""
    own = {fold(w): n for w, n in W.LANGUAGE_NUMBER_WORDS.get(language(pitch), {}).items()}
    return own.get(fold(word), 1) > 1


def every_count(pitch: str) -> int | None:
    """N of "every N ..." (a rhythm of things, not of time: "every 5 apples", "cada 5 manzanas",
    "每5个苹果", "5개마다", "5個ごとに"), or None."""
    found = _every_at(pitch)
    return found[0] if found else None


def _every_at(pitch: str) -> tuple[int, tuple[int, int]] | None:
    """(:func:`every_count`'s number, the span of its words); not a rhythm of time ("every 30 seconds":
    :func:`speed_up_seconds`)."""
    text = prepare(pitch)
    times = [span for _seconds, span in _rhythms(text, language(pitch))]
    for word, every in _every_patterns():
        for found in every.finditer(text) if word in text else ():
            if not _within(found.span(1), times) and (value := _number(found.group(1))) is not None:
                return value, found.span()
    return None


@lru_cache(maxsize=1)
def _every_patterns() -> tuple[tuple[str, re.Pattern[str]], ...]:
    """(a word of ``W.EVERY_WORDS`` or ``W.EVERY_AFTER_WORDS`` folded, the pattern of it with a count) for
    :func:`_every_at`, in that order: compiled once (each holds every language's number words)."""
    number = _count_pattern()
    patterns = []
    for word in map(fold, W.EVERY_WORDS):
        lead = re.escape(word) if _unspaced(word) else rf"(?<![{LETTER}{SPACED}]){re.escape(word)}\s+"
        patterns.append((word, re.compile(rf"{lead}\s*{number}")))
    for word in map(fold, W.EVERY_AFTER_WORDS):
        # The thing counted and its verb may stand between: "사과 3개 먹을 때마다", each 3 apples eaten.
        patterns.append((word, re.compile(rf"{number}[^\d,.;:!?，。、]{{0,12}}?{re.escape(word)}")))
    return tuple(patterns)


@lru_cache(maxsize=64)
def _rhythms(text: str, lang: str) -> list[tuple[int, tuple[int, int]]]:
    """(seconds, span) of each time a prepared pitch in ``lang`` says as a rhythm ("every 30 seconds",
    "каждые 30 секунд", "alle 2 Minuten", "30秒ごと"), in the pitch's order: no time limit, and no count of things."""
    found_times: list[tuple[int, tuple[int, int]]] = []
    for pattern, scale, _number_after in _time_patterns(lang):
        for found in pattern.finditer(text):
            value = _amount(next(g for g in found.groups() if g), lang)
            if value is None:
                continue
            value, start = _compound(text, found.start(), value) if isinstance(value, int) else (value, found.start())
            if _is_rhythm(text, start, found.end()):
                seconds, end = _seconds(text, found, value, scale)
                found_times.append((round(seconds), (start, end)))
    return sorted(found_times, key=lambda t: t[1])


def _speed_up_at(pitch: str) -> tuple[int, tuple[int, int], bool] | None:
    """(the number, its span, whether it is seconds) of the rhythm a speeding up is said with: "every 4
    apples" (a count of things), else "every 30 seconds" (a time)."""
    if every := _every_at(pitch):
        return (*every, False)
    rhythms = _rhythms(prepare(pitch), language(pitch))
    return (*rhythms[0], True) if rhythms else None


def speed_up_seconds(pitch: str) -> int | None:
    """The seconds between speed-ups where the pitch says its game speeds up with time ("speeds up every
    30 seconds", "Тетрис с ускорением каждые 30 секунд"), not with things scored ("every 5 apples"), else None."""
    if "speed_up" not in dict(mechanics(pitch)):
        return None
    found = _speed_up_at(pitch)
    return found[0] if found and found[2] else None


def _spans(pitch: str, words: str) -> list[tuple[int, int]]:
    """Where ``words`` of the pitch stand in it: as one, or as the parts a reading joined with spaces."""
    parts = [words] if words in pitch else words.split(" ")
    return [(at, at + len(part)) for part in parts if part and (at := locate(pitch, part)) >= 0]


# Mechanics whose number is their own ("two players", "double jump") or none ("no walls").
_UNCOUNTED = frozenset({"two_players", "double_jump", "wrap", "vs_computer"})


def mechanic_counts(pitch: str) -> dict[str, tuple[int, tuple[int, int]]]:
    """Mechanic key -> (the number the pitch attaches to it, the span of the number with the mechanic's
    words) for each mechanic it names with one: "3 lives", "drei Leben", "三条命", "목숨 5개", "10
    monedas", a speeding up "every 4 apples" (:func:`every_count`); not a number that is the time limit's,
    nor one a mechanic has of its own ("two players")."""
    return dict(_mechanic_counts(pitch))


@lru_cache(maxsize=64)  # read several times a planning
def _mechanic_counts(pitch: str) -> tuple[tuple[str, tuple[int, tuple[int, int]]], ...]:
    return tuple((key, found) for key, found in _mechanic_numbers(pitch).items() if key not in _UNCOUNTED)


def _mechanic_numbers(
    pitch: str, named: list[tuple[str, str]] | None = None, clock: tuple[int, str] | None = None
) -> dict[str, tuple[int, tuple[int, int]]]:
    """:func:`mechanic_counts`, with the numbers of ``_UNCOUNTED`` mechanics ("two players", "لاعبين اثنين")."""
    clock = time_limit(pitch) if named is None else clock
    times = _spans(pitch, clock[1]) if clock else []
    claims: dict[str, tuple[int, tuple[int, int], bool]] = {}
    for key, words in mechanics(pitch) if named is None else named:
        if key == "speed_up" and (rhythm := _speed_up_at(pitch)):
            found: tuple[int, tuple[int, int], bool] | None = (*rhythm[:2], False)
        else:
            found = _count_at(pitch, words)
        if found and not _within(found[1], times):
            claims[key] = found
    # A number said after one thing's words and before another's is the other's: "NO WALLS 3 LIVES".
    before = [span for _n, span, after in claims.values() if not after]
    return {
        key: (n, span)
        for key, (n, span, after) in claims.items()
        if not (after and any(s != span and _within(span, [s]) for s in before))
    }


@lru_cache(maxsize=1)
def _compound_patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """(tens said before a number of units, units said before a number of tens joined by و)."""

    def alternatives(values: range) -> str:
        words = sorted((w for w, n in _number_words().items() if n in values), key=len, reverse=True)
        return "|".join(map(re.escape, words))

    tens, units = alternatives(range(20, 100, 10)), alternatives(range(1, 10))
    joined = "|".join(map(re.escape, W.NUMBER_JOINERS))
    return (
        re.compile(rf"(?<![{LETTER}])({tens})(?:[\s-]+(?:{joined})[\s-]+|[\s-]+)$"),
        re.compile(rf"(?<![{LETTER}\u0621-\u064a])({units})\s+و$"),
    )


def _compound(text: str, start: int, value: int) -> tuple[int, int]:
    """(the number, where it starts) of a number of units at ``start`` with its tens before it ("forty
    five", "cuarenta y cinco", "vingt-cinq", "сорок пять": 45, where the units alone read 5), or of a
    number of tens with its units before it (Arabic "خمس وأربعين", five and forty)."""
    tens_first, units_first = _compound_patterns()
    # The words just before it (``_NEAR``), not the whole text: "$"-anchored (at ``start``), a search
    # tries every start; the patterns still see the letter before the window.
    near = max(0, start - _NEAR)
    found = tens_first.search(text, near, start) if 1 <= value <= 9 else None
    if found is None and value in range(20, 100, 10):
        found = units_first.search(text, near, start)
    if found is None or (extra := _number(found.group(1))) is None:
        return value, start
    return value + extra, found.start()


def _penalties(text: str, lang: str) -> list[tuple[int, int]]:
    """Where a prepared pitch names a time penalty ("each mistake costs 5 seconds", "每次出错扣5秒"):
    the time there is no time limit, and "lose" there no way to lose."""
    _label, words = W.MECHANICS["time_penalty"]
    return [span for word_lang, word in present(text, words, lang) if (span := find(text, word, word_lang, lang))]


def _within(span: tuple[int, int], spans: list[tuple[int, int]]) -> bool:
    """Whether ``span`` overlaps any of ``spans``."""
    return any(start < span[1] and span[0] < end for start, end in spans)


# A minute's seconds said after it without their unit, ending its clause: "1 min 30", "1分30".
_SECONDS_AFTER = re.compile(rf"\s*(\d{{1,2}})(?=\s*(?:{_CLAUSE_END.pattern}|$))")
# A time as a clock shows it, minutes and two digits of seconds: "1:30", "0:45" (never "16:9" nor "4:3").
_CLOCK = re.compile(r"(?<![\d:.])(\d{1,2}):([0-5]\d)(?![\d:])")


def _clock(text: str) -> tuple[int, tuple[int, int]] | None:
    """(seconds, span) of the first time a prepared pitch writes as a clock that is no rhythm."""
    found = next((m for m in _CLOCK.finditer(text) if not _is_rhythm(text, *m.span())), None)
    return (int(found.group(1)) * 60 + int(found.group(2)), found.span()) if found else None


def _seconds(text: str, found: re.Match[str], value: float, scale: int) -> tuple[float, int]:
    """The seconds of a time read at ``found`` with ``value`` units of ``scale`` seconds, and where its words
    end: with a half said with it ("two and a half minutes", "1분 반"), or a minute with its seconds said
    after it ("1 min 30")."""
    if any(found.groupdict().get(g) for g in ("half", "halfend")):
        return (value + 0.5) * scale, found.end()
    after = _SECONDS_AFTER.match(text, found.end()) if scale == 60 else None
    if after and int(after.group(1)) < 60:
        return value * scale + int(after.group(1)), after.end(1)
    return value * scale, found.end()


def _counted(before: str) -> bool:
    """Whether ``before`` ends in a number (digits, or a number word that is no common word)."""
    found = re.search(rf"(?<![{LETTER}]){_count_pattern()}\s*$", before)
    return found is not None and fold(found.group(1)) not in _common_words()


def _half_of_a_count(text: str, at: int, lang: str) -> bool:
    """Whether the half at ``at`` belongs to a number before it ("two and a half minutes", "dvě a půl
    minuty"): a time's pattern reads a number with its half there."""
    return any(
        found.groupdict().get("half") and found.start() <= at < found.end()
        for pattern, _, _ in _time_patterns(lang)
        for found in pattern.finditer(text)
    )


# Thousands of seconds written with the one-letter unit are a decade or a great many, no time ("1980s").
_DECADE = re.compile(r"\d{4,}\s*s")


@lru_cache(maxsize=64)  # read several times a planning
def time_limit(pitch: str) -> tuple[int, str] | None:
    """(seconds, the pitch's words) of the time limit a pitch names, clamped to 5..3600."""
    text = prepare(pitch)
    half = min(filter(None, (find(text, w, "") for w in W.HALF_MINUTE)), default=None)
    # "satu setengah menit" is one and a half minutes; "twee en een halve minuut", two and a half.
    if half and not _counted(text[: half[0]]) and not _half_of_a_count(text, half[0], language(pitch)):
        return 30, _source(pitch, half)
    total, spans = 0.0, list[tuple[int, int]]()
    penalties = _penalties(text, language(pitch))
    # A phrase holds the number and unit a pattern reads ("a minute and a half" holds "a minute"): there
    # the phrase counts, not the pattern.
    # A phrase that is the half of a number said before it ("två och en halv minut" holds "en halv
    # minut") is that number's half: the pattern counts.
    phrases = [
        (span, seconds)
        for phrase, seconds in W.TIME_PHRASES.items()
        if (span := find(text, phrase))
        and not _is_rhythm(text, *span)
        and not _counted(text[: span[0]])  # "2 دقيقة ونص" is two and a half, not the phrase's one and a half
        and not _half_of_a_count(text, span[0], language(pitch))
    ]
    clock = _clock(text)
    if clock:
        total, spans = float(clock[0]), [clock[1]]
    for pattern, scale, number_after in _time_patterns(language(pitch)):
        for found in pattern.finditer(text):
            value = _amount(next(g for g in found.groups() if g), language(pitch))
            # A unit with its number before it takes none after it: "2 минуты 30 секунд", "5 минут 10 уровней".
            if value is None or (number_after and _counted(text[: found.start()])):
                continue
            value, start = _compound(text, found.start(), value) if isinstance(value, int) else (value, found.start())
            if (
                not _is_rhythm(text, start, found.end())
                and not _DECADE.fullmatch(found.group())
                and not text.startswith(W.NOT_TIME, found.start())
                and not _within(found.span(), penalties)
                and not _within(found.span(), [span for span, _ in phrases])
                and not _within(found.span(), spans[:1] if clock else [])
            ):
                seconds, end = _seconds(text, found, value, scale)
                total, spans = total + seconds, [*spans, (start, end)]
                break
    if not spans and phrases:
        span, seconds = phrases[0]
        total, spans = seconds, [span]
    if not total:
        return None
    return min(3600, max(5, round(total))), " ".join(_source(pitch, s) for s in sorted(spans))


# The value of the ``time_limit`` requirement of a pitch that says there is to be none.
NO_TIME_LIMIT = "none"


def untimed(pitch: str) -> str | None:
    """The pitch's words where it says its game is to have no time limit, or None: a word for a timer
    said not to be ("no timer", "without a time limit", "pas de chrono", "制限時間なし", "süre sınırsız"),
    or words that say so alone ("untimed", "타이머 없는")."""
    text, lang = prepare(pitch), language(pitch)
    text = _lengths_blanked(text, lang)
    negated = [
        s for word_lang, w in present(text, W.TIMER_WORDS, lang) if (s := find(text, w, word_lang, lang, negated=True))
    ]
    spans = [*negated, *filter(None, [_first(text, W.UNTIMED, lang)])]
    return _clause(pitch, min(spans)) if spans else None


def _lengths_blanked(text: str, lang: str) -> str:
    """Prepared ``text`` with each length of time written as a number and its unit ("60-second", "2 min")
    blanked out, one space for one character: a timer said not to be is so with its length between
    ("no 60 second timer" reads as "no timer")."""
    units = {
        fold(u)
        for code in dict.fromkeys(("en", lang))
        for u in (*W.SECOND_WORDS.get(code, ()), *W.MINUTE_WORDS.get(code, ()))
    }
    if not units:
        return text
    alternatives = "|".join(re.escape(u) for u in sorted(units, key=len, reverse=True))
    pattern = rf"(?<![{LETTER}\d])\d+(?:[.,]\d+)?\s*-?\s*(?:{alternatives})(?![{LETTER}])"
    return re.sub(pattern, lambda m: " " * len(m.group()), text)


def theme(pitch: str) -> tuple[str, str] | None:
    """(theme key, the pitch's words) of the first theme a pitch names, not a key's name ("jump with space")."""
    text, lang = prepare(pitch), language(pitch)
    key = key_named(pitch)
    hits = []
    for name, words in W.THEMES.items():
        for word_lang, word in present(text, words, lang):
            span = find(text, word, word_lang, lang, compound=True)
            following = text[span[1] :].split()[:1] if span else []
            if span and key and key[0] <= span[0] and span[1] <= key[1]:
                continue
            if span and not (following and following[0] in map(fold, W.THEME_NOT_BEFORE.get(word, ()))):
                hits.append((span, name))
    if not hits:
        return None
    span, name = min(hits)
    return name, _source(pitch, span)


def key_named(pitch: str) -> tuple[int, int] | None:
    """The span of the words where a pitch names a key whose name is also another word (``W.KEY_NAMES``:
    "jump with space", "pulsa espacio para saltar"), from the word that presses or uses it; None when
    it names none so. The name counts as a key right after a word of its language that presses it
    (``W.KEY_PRESSES``) or says with what (``W.KEY_USES``), where its clause ends right after it or
    goes on with a word that goes on from a key (``W.KEY_AFTER``: "to", "para") or, after a verb, with
    "and"/"or" ("press space and the arrows"). "A shooter with space ships" names no key."""
    text = prepare(pitch)
    for lang, name in W.entries(W.KEY_NAMES):
        for m in re.finditer(rf"(?<![{LETTER}]){re.escape(fold(name))}(?![{LETTER}])", text):
            before, after = text[: m.start()].rstrip(), text[m.end() :]
            rest = after.lstrip()
            next_word = rest.split(maxsplit=1)[0] if rest else ""
            ends = not rest or bool(_CLAUSE_END.match(rest)) or next_word in map(fold, W.KEY_AFTER.get(lang, ()))
            joins = next_word in map(fold, (*W.JOINERS.get(lang, ()), *W.DISJUNCTIONS.get(lang, ())))
            for words, goes_on in ((W.KEY_PRESSES, ends or joins), (W.KEY_USES, ends)):
                lead = next((w for w in map(fold, words.get(lang, ())) if _ends_with_word(before, w)), None)
                if lead and goes_on:
                    return len(before) - len(lead), m.end()
    return None


def _ends_with_word(text: str, word: str) -> bool:
    """Whether ``text`` ends with ``word`` as a word of its own."""
    return text.endswith(word) and (len(text) == len(word) or not re.match(rf"[{LETTER}]", text[-len(word) - 1]))


def _condition(pitch: str, words: W.Words, not_before: tuple[str, ...] = ()) -> str | None:
    """The clause of the first of ``words`` a pitch names, not right before one of ``not_before`` nor
    in a time penalty ("you lose 5 seconds" is no way to lose)."""
    text, lang = prepare(pitch), language(pitch)
    penalties = _penalties(text, lang) if not_before else []
    for word_lang, word in present(text, words, lang):
        span = find(text, word, word_lang, lang)
        if (
            span
            and not any(text[span[1] :].lstrip().startswith(fold(n)) for n in not_before)
            and not _within(span, penalties)
        ):
            return _clause(pitch, span)
    return None


def _lose_clause(pitch: str) -> str | None:
    """The clause of the pitch's way to lose (:func:`_lose_at`), or None."""
    span = _lose_at(pitch)
    return _clause(pitch, span) if span else None


@lru_cache(maxsize=64)  # read for the way to lose, its causes and the touch said in it
def _lose_at(pitch: str) -> tuple[int, int] | None:
    """The span of the word of the pitch's way to lose, or None: not a word for losing right after what is
    lost instead of the round (Turkish "bir can kaybedersin", you lose a life: ``W.LOSE_NOT_AFTER``), not a
    round said to end only at a time ("the game ends after 60 seconds", "das Spiel endet nach 2 Minuten":
    the time limit, which the time reader reads), nor one said to end when it is won ("the game ends when
    you clear all bricks": :func:`_won_round`)."""
    text, lang = prepare(pitch), language(pitch)
    penalties = _penalties(text, lang)
    after = {fold(w) for w in W.LOSE_NOT_AFTER.get(lang, ())}
    for word_lang, word in present(text, W.LOSE, lang):
        span = find(text, word, word_lang, lang)
        if (
            span is None
            or any(text[span[1] :].lstrip().startswith(fold(n)) for n in W.LOSE_NOT_BEFORE)
            or _within(span, penalties)
            or (text[: span[0]].split()[-1:] and text[: span[0]].split()[-1] in after)
        ):
            continue
        clause = _clause(pitch, span)
        if _only_a_time(pitch, clause, lang) or (word in W.ROUND_ENDS.get(word_lang, ()) and _won_round(pitch, span)):
            continue
        return span
    return None


def _round_won_clause(pitch: str) -> str | None:
    """The clause of a round said to end (``W.ROUND_ENDS``) when it is won (:func:`_won_round`), or None."""
    text, lang = prepare(pitch), language(pitch)
    for word_lang, word in present(text, W.ROUND_ENDS, lang):
        if (span := find(text, word, word_lang, lang)) and _won_round(pitch, span):
            begin, end = _round_window(pitch, span)
            return pitch[begin:end].strip()[:120]
    return None


def _round_window(pitch: str, span: tuple[int, int]) -> tuple[int, int]:
    """The span of the clause of a round said to end at ``span``; where it says nothing more, with the clause
    that says when set off after it by a comma or a dash ("das Spiel endet, wenn alle Steine weg sind",
    "конец игры — если упадёшь в лаву"), else with the one a comma sets off before it ("wenn alle Steine weg
    sind, endet das Spiel")."""
    clause = _clause(pitch, span)
    begin = pitch.find(clause)
    end = begin + len(clause)
    if pitch_rest.own_words(pitch[begin : span[0]] + " " + pitch[span[1] : end], language(pitch)):
        return begin, end
    after = pitch[end:].lstrip()
    if after[:1] and after[0] in _COMMAS + _DASHES and after[1:].strip():
        stop = _CLAUSE_END.search(pitch, len(pitch) - len(after) + 1)
        return begin, stop.start() if stop else len(pitch)
    before = pitch[:begin].rstrip()
    if before[-1:] and before[-1] in _COMMAS:
        starts = [m.end() for m in _CLAUSE_END.finditer(pitch, 0, len(before) - 1)]
        return starts[-1] if starts else 0, end
    return begin, end


def _won_round(pitch: str, span: tuple[int, int]) -> bool:
    """Whether the clause of a round said to end at ``span`` (:func:`_round_window`) says the round is done,
    not lost: a word for winning or for all, every or a goal (``COMPLETIONS``: "when you clear all bricks",
    "cuando rompes todos los ladrillos", "wenn du das Ziel erreichst"), no cause of losing ("when all your
    lives are gone") and no negation ("if you don't clear all bricks in time")."""
    lang = language(pitch)
    begin, end = _round_window(pitch, span)
    part = prepare(pitch[begin:end])
    codes = tuple(dict.fromkeys((lang, "en")))

    def says(words: W.Words) -> bool:
        return any(find(part, word, code, lang) for code, word in present(part, words, lang) if code in codes)

    completions = {code: COMPLETIONS.get(code, ()) for code in codes}
    negations = {code: (*W.NEGATIONS.get(code, ()), *W.NEGATIONS_AFTER.get(code, ())) for code in codes}
    return (
        (says(W.WIN) or says(completions)) and not any(says(words) for words in CAUSES.values()) and not says(negations)
    )


def _only_a_time(pitch: str, clause: str, lang: str) -> bool:
    """Whether the clause of a way to lose says no more than when the round ends: it holds the time limit's
    words, and besides them, its words for the end and the kind of game, one word of its own at most
    ("after", "au bout")."""
    clock, game = time_limit(pitch), kind(pitch)
    at = pitch.find(clause)
    times = [(a - at, b - at) for a, b in _spans(pitch, clock[1]) if at <= a and b <= at + len(clause)] if clock else []
    if not times:
        return False
    times += [(a - at, b - at) for a, b in _spans(pitch, game[1])] if game else []
    part = prepare(clause)
    ends = [s for word_lang, word in present(part, W.LOSE, lang) if (s := find(part, word, word_lang, lang))]
    rest = "".join(" " if _within((i, i + 1), times + ends) else ch for i, ch in enumerate(clause))
    return len(pitch_rest.own_words(rest, lang)) <= 1


def _named(pitch: str, table: dict[str, tuple[str, W.Words]], opposed: bool = False) -> list[tuple[str, str]]:
    text, lang = prepare(pitch), language(pitch)
    return [
        (key, _source(pitch, span))
        for key, (_l, words) in table.items()
        if (span := _first(text, words, lang, opposed=opposed))
    ]


# The things a round ends on that only what the player moves meets (a wall, its own body, the ground, a pit,
# the top, the bottom): a word for touch beside one says what it meets ("si tocas la pared", "wenn du die Wand
# berührst"). In the clause of a way to lose, an obstacle, an enemy or the ball is met so too ("si tocas un
# enemigo pierdes"); elsewhere a finger may touch it ("tap the aliens to destroy them").
_MET_ONLY = ("wall", "self", "ground", "pit", "top", "bottom")
_MET_IN_LOSING = ("crash", "ball")


def _controls(pitch: str) -> list[tuple[str, str]]:
    """(controls key, the pitch's words) of each way to play it names (``W.CONTROLS``): touch only where it
    is the input, not a word for touch said of what the player's piece meets (:func:`_met`). Touch is the
    one input whose verb is also the verb of things meeting ("touches", "tocas", "berührst", "dokunursan")."""
    text, lang = prepare(pitch), language(pitch)
    out = []
    for key, (_label, words) in W.CONTROLS.items():
        blanked = text
        while (span := _first(blanked, words, lang)) and key == "touch" and _met(pitch, span):
            blanked = blanked[: span[0]] + " " * (span[1] - span[0]) + blanked[span[1] :]
        if span:
            out.append((key, _source(pitch, span)))
    return out


def _met(pitch: str, span: tuple[int, int]) -> bool:
    """Whether the word for touch at ``span`` says what a thing meets: one of ``_MET_ONLY`` beside it in its
    clause, with no word of its own nor "and" between but common words ("la", "die", "に"), or one of
    ``_MET_IN_LOSING`` so where it is said in the way to lose (:func:`_lose_at`)."""
    text, lang = prepare(pitch), language(pitch)
    clause = _clause(pitch, span)
    begin = pitch.find(clause, max(0, span[0] - len(clause)))
    lose = _lose_at(pitch)
    losing = bool(lose) and _within(span, [_round_window(pitch, lose)] if lose else [])
    codes = tuple(dict.fromkeys((lang, "en")))
    for cause in (*_MET_ONLY, *(_MET_IN_LOSING if losing else ())):
        for code in codes:
            for word in CAUSES[cause].get(code, ()):
                found = find(text[begin : begin + len(clause)], word, code, lang)
                if not found:
                    continue
                a, b = begin + found[0], begin + found[1]
                between = pitch[min(b, span[1]) : max(a, span[0])]
                if not pitch_rest.own_words(between, lang) and not _joins(between, lang):
                    return True
    return False


def _joins(words: str, lang: str) -> bool:
    """Whether ``words`` hold a word that begins a clause of its own ("and", "y", "und": ``W.JOINERS``)."""
    joiners = {fold(w) for code in (lang, "en") for w in W.JOINERS.get(code, ())}
    return any(fold(w) in joiners for w in prepare(words).split())


def difficulty(pitch: str) -> tuple[str, str] | None:
    """(``easy`` or ``hard``, the pitch's words) of how hard a pitch asks its game to be; ``hard`` when
    it names both ("easy to learn, hard to master"), None when it names neither."""
    named = dict(_named(pitch, W.DIFFICULTY))
    age = _child_age(pitch)
    if age and "easy" not in named:
        named["easy"] = age
    return next(((key, named[key]) for key in ("hard", "easy") if key in named), None)


@lru_cache(maxsize=1)
def _age_pattern() -> re.Pattern[str]:
    """An age: digits or a number word that is no common word ("5 yo", "six ans", "خمس سنوات"), then a
    word for years."""
    ages = "|".join(re.escape(fold(a)) for a in sorted(W.CHILD_AGES, key=len, reverse=True))
    words = sorted((w for w in _number_words() if w not in _common_words()), key=len, reverse=True)
    number = "|".join([r"\d{1,2}", *map(_number_word, words)])
    return re.compile(rf"(?<![{LETTER}])({number})[\s-]*(?:{ages})(?![{LETTER}])")


def _child_age(pitch: str) -> str | None:
    """The pitch's words for the age of a young child it is for ("5 yo", "6 ans", "five year old"), or None."""
    text = prepare(pitch)
    found = next(
        (
            m
            for m in _age_pattern().finditer(text)
            if 0 < (_number(m.group(1)) or 0) <= W.CHILD_AGE_MAX and not _a_length(text, m)
        ),
        None,
    )
    return _source(pitch, found.span()) if found else None


def _a_length(text: str, age: re.Match[str]) -> bool:
    """Whether a number of years is a length of time, not a child's age: a word right after it makes it
    one ("2 ans de jeu", unless "de edad"), or one right before it ("depuis 2 ans")."""
    after = re.findall(r"[^\s.,;:!?]+", text[age.end() :])[:2]
    lengthened = bool(after) and (
        after[0] in W.CHILD_AGE_NOT_BEFORE and not (len(after) > 1 and fold(after[1]) in map(fold, W.CHILD_AGE_WORDS))
    )
    return lengthened or bool(_length_before().search(text, 0, age.start()))


@lru_cache(maxsize=1)
def _length_before() -> re.Pattern[str]:
    words = "|".join(re.escape(fold(w)) for w in sorted(W.CHILD_AGE_NOT_AFTER, key=len, reverse=True))
    return re.compile(rf"(?<![{LETTER}])(?:{words})\s+$")


def kind_label(key: str) -> str:
    return W.KINDS[key][0] if key in W.KINDS else key.replace("_", " ")


def mechanic_label(key: str) -> str:
    return W.MECHANICS[key][0] if key in W.MECHANICS else key.replace("_", " ")


# --- the floor -----------------------------------------------------------------------------


def read(pitch: str) -> list[Requirement]:
    """Every requirement the house can read in the pitch, with its words, canonical id and value; none for a blank pitch."""
    out: list[Requirement] = []
    if not pitch.strip():
        return out

    def add(id_: str, kind_: str, text: str, source: str, value: str = "", count: int | None = None) -> None:
        requirement = Requirement(id=id_, kind=kind_, text=text[:300], source=source[:300], value=value, count=count)  # type: ignore[arg-type]
        out.append(requirement)

    found = kind(pitch)
    if found:
        label = kind_label(found[0])
        named = label if label.endswith(" game") else f"{label} game"  # "typing game", not "typing game game"
        add("genre", "genre", f"{'an' if label[0] in 'aeiou' else 'a'} {named}", found[1], found[0])
    said, clock, none = mechanics(pitch), time_limit(pitch), untimed(pitch)
    counts = _mechanic_numbers(pitch, said, clock)
    for key, words in said:
        number, span = counts.get(key, (None, (0, 0)))
        source = _source(pitch, span) if number is not None and key != "speed_up" else words
        if key in _UNCOUNTED:  # "two players", "لاعبين اثنين": the number is the mechanic's own words
            number = None
        label = mechanic_label(key) + ("" if number is None else f": {number}")
        if key == "speed_up" and number is not None and speed_up_seconds(pitch) == number:
            label = f"the game speeds up every {number} seconds"  # with time, not with the score
        add(
            f"mechanic.{key}",
            "mechanic",
            label,
            source,
            key,
            number,
        )
    won = _condition(pitch, W.WIN) or _round_won_clause(pitch)
    for id_, clause in (("win", won), ("lose", _lose_clause(pitch))):
        if clause:
            number = _count_in(pitch, clause, _spans(pitch, clock[1]) if clock and not none else [])
            add(id_, id_, f"a way to {id_}: {clause}", clause, count=number)
    if none:
        add("time_limit", "time_limit", "no time limit", none, NO_TIME_LIMIT)
    elif clock:
        add("time_limit", "time_limit", f"a {clock[0]}-second time limit", clock[1], str(clock[0]))
    look = theme(pitch)
    if look:
        add("theme", "theme", f"a {look[0]} look", look[1], look[0])
    controls = _controls(pitch)
    pressed = key_named(pitch)
    if pressed and "keys" not in dict(controls):
        controls = sorted([*controls, ("keys", _source(pitch, pressed))], key=lambda c: list(W.CONTROLS).index(c[0]))
    for name, words in controls:
        add(f"controls.{name}", "controls", W.CONTROLS[name][0], words, name)
    # The computer played against is no device to play on ("szachy z komputerem", "和电脑下国际象棋").
    opponent = [span for key, words in said if key == "vs_computer" for span in _spans(pitch, words)]
    for key, words in _named(pitch, W.TARGETS, opposed=True):
        if not any(a <= s[0] and s[1] <= b for s in _spans(pitch, words) for a, b in opponent):
            add(f"target.{key}", "target", W.TARGETS[key][0], words, key)
    lang, words = text_language(pitch)
    add("language", "language", f"the game's text is in {W.LANGUAGE_NAMES[lang]}", words, lang)
    return out


def text_language(pitch: str) -> tuple[str, str]:
    """The language the game's text is to be in, and the words of the pitch that say so: the one it asks
    for ("a snake game in Spanish"), else the one it is written in (the words: its first 60 characters)."""
    return pitch_text_language.asked(pitch) or (language(pitch), pitch[:60])


def _count_in(pitch: str, clause: str, times: list[tuple[int, int]]) -> int | None:
    """The first number of a way to win or lose ("first to 7 points", "5 sayıya ulaşan kazanır") that is
    not the time limit's."""
    at = pitch.find(clause)
    lang = language(pitch)
    said = sorted([*pitch_counts.numbers(pitch, lang), *_ones_and_times(pitch, lang)])
    inside = [n for span, n in said if at <= span[0] and span[1] <= at + len(clause) and not _within(span, times)]
    return inside[0] if inside else None


# A counter a script without spaces writes after its "one" ("一个鸡蛋", "一回"): there it counts.
_COUNTERS = "个個只条條次回つ枚度"


def _ones_and_times(pitch: str, lang: str) -> list[tuple[tuple[int, int], int]]:
    """(span, number) of each count of one a way to win or lose says, which the numbers of the pitch leave
    out as articles as often ("if you drop one apple the game ends", "漏掉一个鸡蛋"): a number word of one of
    the pitch's language that is none of its common words; and each number of times (``W.TIMES_WORDS``:
    "if the ball falls twice")."""
    text = prepare(pitch)
    ones = [
        fold(w) for w, n in W.LANGUAGE_NUMBER_WORDS.get(lang, {}).items() if n == 1 and fold(w) not in _common_words()
    ]
    words = [(w, 1) for w in ones] + [(fold(w), n) for w, n in W.TIMES_WORDS.get(lang, {}).items()]
    out = []
    for word, n in words:
        own = (
            rf"{re.escape(word)}(?=[{_COUNTERS}])"
            if _UNSPACED_SCRIPT.search(word)
            else rf"(?<!\w){re.escape(word)}(?!\w)"
        )
        out += [(m.span(), n) for m in re.finditer(own, text)]
    return out


def players(pitch: str) -> tuple[int, str] | None:
    """(how many, the pitch's words) of the players a pitch asks to play at once: a number right before
    a word for players ("100 players", "4 jugadores", "vier Spieler", "4人", "4명"), or None."""
    text, lang = prepare(pitch), language(pitch)
    codes = tuple(dict.fromkeys((lang, "en")))
    for (start, end), n in pitch_counts.numbers(pitch, lang):
        gap = re.match(r"[\s-]*", text[end:]).end()  # type: ignore[union-attr]
        after = text[end + gap : end + gap + 24]
        for code in codes:
            for word in PLAYER_WORDS.get(code, ()):
                span = find(after, word, code, lang)
                if span and span[0] == 0:
                    return n, _source(pitch, (start, end + gap + span[1]))
    return None


# Marks that join the clauses of one sentence (a comma), where the others end it.
_COMMAS = ",、，،"
_DASHES = "—–"


def lose_causes(pitch: str) -> tuple[tuple[str, ...], str]:
    """(the causes of its way to lose a pitch names, the words of it that name none) — the keys of
    :data:`crumb.core.pitch_lose_words.CAUSES`: "you lose if you hit the wall" is ``("wall",)``, "" ;
    "you lose if your queen is taken" is ``()``, "queen taken"; "a snake game with a game over screen"
    says no cause: ``()``, "". The words are those of the clause that says the game is lost, less the
    words that say so and those another requirement of the pitch reads (its kind, its mechanics); where
    that clause says nothing more ("wenn du die Wand berührst, verlierst du", "you lose, when the ball
    falls"), those of the clauses joined to it by a comma. Causes are read in the pitch's language and
    in English. Nothing for a pitch that names no way to lose."""
    clause = _lose_clause(pitch)
    if not clause:
        return (), ""
    text, lang = prepare(pitch), language(pitch)
    begin = pitch.find(clause)
    taken = [span for r in read(pitch) if r.kind not in ("lose", "win", "language") for span in _spans(pitch, r.source)]
    said = _causes_in(text, (begin, begin + len(clause)), taken, lang)
    if said != ((), ""):
        return said
    return _causes_in(text, _joined_clauses(pitch, begin, begin + len(clause)), taken, lang)


def _joined_clauses(pitch: str, begin: int, end: int) -> tuple[int, int]:
    """The span of the clause ``begin``..``end`` with the clause before and after it that a comma joins to it."""
    before = pitch[:begin].rstrip()
    if before and before[-1] in _COMMAS:
        starts = [m.end() for m in _CLAUSE_END.finditer(pitch, 0, len(before) - 1)]
        begin = starts[-1] if starts else 0
    after = pitch[end:].lstrip()
    if after and after[0] in _COMMAS:
        at = len(pitch) - len(after) + 1
        stop = _CLAUSE_END.search(pitch, at)
        end = stop.start() if stop else len(pitch)
    return begin, end


def _causes_in(
    text: str, window: tuple[int, int], taken: list[tuple[int, int]], lang: str
) -> tuple[tuple[str, ...], str]:
    """The causes named in ``window`` of the prepared pitch, and its words that name none, what a
    way to lose's own words and the ``taken`` spans hold left out."""
    part = text[window[0] : window[1]]
    free = [not _within((window[0] + i, window[0] + i + 1), taken) for i in range(len(part))]
    codes = tuple(dict.fromkeys((lang, "en")))
    causes = []
    for cause, words in CAUSES.items():
        for code in codes:
            for word in words.get(code, ()):
                # Said not to be, a cause is what runs out: "si te quedas sin vidas", "no time left".
                if span := find(part, word, code, lang) or find(part, word, code, lang, negated=True):
                    causes.append(cause)
                    free[span[0] : span[1]] = [False] * (span[1] - span[0])
    for word_lang, word in [
        *present(part, W.LOSE, lang),
        *((code, w) for code in codes for w in NOT_A_CAUSE.get(code, ())),
    ]:
        if span := find(part, word, word_lang, lang):
            free[span[0] : span[1]] = [False] * (span[1] - span[0])
    rest = "".join(c if ok else " " for c, ok in zip(part, free, strict=True))
    return tuple(dict.fromkeys(causes)), " ".join(pitch_rest.own_words(rest, lang))


TITLE_ID = "title"
CHARACTER_ID = "character"


def floor(pitch: str) -> list[Requirement]:
    """What the house holds a game to: every requirement :func:`read` names, a particular game it
    names (``title``, kind ``ask``: "a chrome dino game" is an endless runner, and more), then each phrase of the
    pitch that asks for something none of them names (``ask.<n>``, :func:`crumb.core.pitch_rest.unread`),
    so that what the house cannot read is not dropped silently ("ein Memory-Spiel mit Tieren")."""
    named = read(pitch)
    game = title(pitch)
    if game:  # its kind is read, but the kind's every game would not do
        text = f"plays like {title_name(game[0])}, the game the pitch names"
        named.append(Requirement(id=TITLE_ID, kind="ask", text=text, source=game[1]))
    taken = tuple(r.source for r in named if r.kind in ("genre", "mechanic", "controls", "target", "ask"))
    genre = next((r.value for r in named if r.id == "genre"), "")
    for key, words in characters(pitch, taken):  # a Flappy Bird's bird is no dinosaur
        if key in W.KIND_CAST.get(genre, ()):
            continue  # the kind has it: a whack-a-mole's moles
        text = f"has {character_label(key)} in it, as the pitch says"
        named.append(Requirement(id=f"{CHARACTER_ID}.{key}", kind="ask", text=text, source=words, value=key))
    asked = pitch_text_language.asked(pitch)  # the words that ask for the text's language are read
    otherwise = _said_otherwise(pitch)
    sources = tuple(r.source for r in named if r.kind != "language") + otherwise + (asked[1:] if asked else ())
    phrases = _with_things(pitch, named, [*pitch_rest.unread(pitch, sources, genre), *otherwise])
    phrases = _with_numbers_unkept(pitch, named, phrases)
    phrases = [words for words in phrases if words not in otherwise]
    if len(phrases) > MAX_ASKS:  # a ledger holds at most 40 requirements: the rest go in the last
        phrases[MAX_ASKS - 1 :] = [" · ".join(phrases[MAX_ASKS - 1 :])]
    asks = [
        Requirement(
            id=f"ask.{i}", kind="ask", text="asked in words the house has no requirement for", source=phrase[:300]
        )
        for i, phrase in enumerate(phrases, start=1)
    ]
    return named + asks


def _with_things(pitch: str, named: list[Requirement], phrases: list[str]) -> list[str]:
    """``phrases`` (the asks of :func:`crumb.core.pitch_rest.unread`) and, in the pitch's order among them,
    the words that name what its kind acts on (:func:`crumb.core.pitch_things.things`: "catch eggs", "fallende
    Eier fängt"): a thing inside a phrase is asked by it, a phrase inside a thing is the thing ("鸡" of "鸡蛋")."""
    genre = next((r for r in named if r.id == "genre"), None)
    if genre is None:
        return phrases
    read = tuple(r.source for r in named if r.kind != "language" and r is not genre)
    found = pitch_things.things(pitch, read, genre.value)
    if not found:
        return phrases
    spans = {words: _spans(pitch, words) for words in (*phrases, *found)}

    def inside(words: str, others: Sequence[str]) -> bool:
        return any(a <= s and e <= b for s, e in spans[words] for other in others for a, b in spans[other])

    kept = [words for words in phrases if not inside(words, found)]
    return sorted([*kept, *(words for words in found if not inside(words, kept))], key=lambda w: locate(pitch, w))


def _with_numbers_unkept(pitch: str, named: list[Requirement], phrases: list[str]) -> list[str]:
    """``phrases`` (the asks of :func:`crumb.core.pitch_rest.unread`) and, in the pitch's order among them,
    each number of the pitch that no requirement keeps nor ask quotes, with its word ("10 mines", "9x9
    board", "al mejor de 5": :func:`crumb.core.pitch_counts.unkept`): a number that is the game's name's
    ("2048", "Tetris 99", "Vier gewinnt"), a rhythm's ("every 5 apples") or a child's age is none."""
    taken = [span for r in named if r.kind != "language" for span in _spans(pitch, r.source)]
    taken += [span for words in phrases for span in _spans(pitch, words)]
    # The rhythm a speeding up is said with ("every 5 apples", "every 30 seconds") is its count's; another
    # ("moles appear every 2 seconds", "a bonus every 4 apples") is a number no requirement keeps.
    if any(r.id == "mechanic.speed_up" and r.count is not None for r in named) and (rhythm := _speed_up_at(pitch)):
        taken.append(rhythm[1])
    text = prepare(pitch)
    for r in named:  # a number right after a game's name is the name's: "tetris 99", "Street Fighter 2"
        if r.kind == "genre" or r.id == TITLE_ID:
            taken += [
                (b, b + m.end()) for _a, b in _spans(pitch, r.source) if (m := re.match(r"\s*\d+(?![\d.,])", text[b:]))
            ]
    unkept = pitch_counts.unkept(pitch, language(pitch), taken)
    return sorted([*phrases, *unkept], key=lambda words: pitch.find(words))


def _said_otherwise(pitch: str) -> tuple[str, ...]:
    """Words of the pitch the reader reads for what no requirement lists: a difficulty ("hard"), the
    age of the child it is for where another word says how easy ("سهلة لطفلي عمره خمس سنوات"), and the
    words that take back a kind for another ("no wait": :func:`correction`)."""
    level, age, taken_back = difficulty(pitch), _child_age(pitch), correction(pitch)
    return tuple(dict.fromkeys(words for words in ((level[1] if level else None), age, taken_back) if words))
