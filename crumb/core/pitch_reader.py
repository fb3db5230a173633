"""Read a pitch into the requirements the house can find in it: the floor of the ledger (DESIGN law 10).

A deterministic reading of the languages the vocabulary has words for (English, Korean, Italian and
Arabic in :mod:`crumb.core.pitch_words`, more in :mod:`crumb.core.lexicon`); the language of a pitch
is read for many more (:func:`language`). Each requirement carries a canonical id and value, so a planner's
ledger is matched against the floor by id (and value where the floor reads one):

==================  =============  =========================================
id                  kind           value
==================  =============  =========================================
``genre``           genre          a kind key: ``match3``, ``tower_defense``…
``mechanic.<key>``  mechanic       the mechanic key: ``double_jump``, ``poison``…
``win``             win            —
``lose``            lose           —
``time_limit``      time_limit     seconds, e.g. ``60``
``theme``           theme          a theme key: ``ocean``, ``space``…
``controls.<key>``  controls       ``keys``, ``touch`` or ``mouse``
``target.<key>``    target         ``phone`` or ``desktop``
``language``        language       a code: ``en``, ``ko``, ``es``, ``ja``…
==================  =============  =========================================

Pure: no I/O.
"""

from __future__ import annotations

import re
from functools import lru_cache

from crumb.core import pitch_words as W
from crumb.core.contracts import Requirement

__all__ = [
    "read",
    "language",
    "kind",
    "mechanics",
    "time_limit",
    "theme",
    "difficulty",
    "find",
    "kind_label",
    "mechanic_label",
    "count_beside",
    "every_count",
]

# Latin, Greek and Cyrillic write words between spaces: a word matches as a word of its own or, with
# a "~", as a stem. Other scripts attach particles and prefixes: their words match as substrings.
_NON_LATIN = re.compile(r"[^\x00-\u024f\u0370-\u03ff\u0400-\u04ff]")
_LETTER = "a-z0-9ßà-öø-ÿ\u0100-\u024f\u0370-\u03ff\u0400-\u04ff"
# Arabic-Indic digits, and full-width ASCII ("６０秒", "ＲＰＧ"): one character for one, so spans hold.
_FULL_WIDTH = "".join(map(chr, range(0xFF01, 0xFF5F)))
_NARROW = str.maketrans("٠١٢٣٤٥٦٧٨٩" + _FULL_WIDTH, "0123456789" + "".join(chr(ord(c) - 0xFEE0) for c in _FULL_WIDTH))
# Letters a pitch may write either way: Turkish dotless ı (an upper-case I lowers to i), Russian ё (often
# e), and the apostrophe (Ukrainian п'ять, пʼять, п’ять).
_FOLD = str.maketrans("ıё’ʼ", "iе''")
_CLAUSE_END = re.compile(r"[.,;:!?،؛。、，！？：；\n—–()（）]")


def _fold(word: str) -> str:
    return word.translate(_FOLD)


def _literal(folded: str) -> str:
    """The part of a (folded) word that any text it matches holds as it is: up to its first stem end or gap."""
    return folded.removeprefix("# ").split("~")[0].split(W.GAP)[0]


@lru_cache(maxsize=8192)
def _pattern(word: str, endings: tuple[str, ...] = ()) -> re.Pattern[str] | None:
    """The pattern of a Latin-, Greek- or Cyrillic-script word, with one of ``endings`` or none."""
    word = _fold(word)
    if _NON_LATIN.search(word.replace(W.GAP, " ")):
        return None
    if word.startswith("# "):  # a count: "# vite" is "3 vite" or "tre vite", never the French "plus vite"
        numbers = "|".join(re.escape(_fold(n)) for n in sorted(W.NUMBER_WORDS, key=len, reverse=True))
        return re.compile(rf"(?<![{_LETTER}])(?:\d+|{numbers})[\s-]+{re.escape(word[2:])}(?![{_LETTER}])")
    # "~" ends a stem, in a phrase too: "двойн~ прыж~" is двойной прыжок, двойным прыжком...; a gap
    # holds up to three words of the same clause: "geschwindigkeit … erhöht" is "die Geschwindigkeit
    # mit jedem Apfel erhöht", "neemt … snelheid toe" is "neemt de snelheid toe".
    gap = rf"(?:\s+[{_LETTER}]+){{0,3}}\s+"
    stem = f"[{_LETTER}]*"
    body = gap.join(stem.join(re.escape(part) for part in words.split("~")) for words in word.split(W.GAP))
    if word.endswith("~"):
        return re.compile(rf"(?<![{_LETTER}]){body}")
    return re.compile(rf"(?<![{_LETTER}]){body}(?:{'|'.join(endings)})?(?![{_LETTER}])")


def find(text: str, word: str, lang: str = "en", pitch_lang: str = "") -> tuple[int, int] | None:
    """The span of ``word``, a word of ``lang``, in lowered ``text`` (a word of its own, a stem, or a
    Korean/Arabic substring), with an ending of its language (``W.ENDINGS``: English "coins", French
    "serpents", none in Italian). In a pitch in another language (``pitch_lang``), not where the text there is a false
    friend of that language (``W.FALSE_FRIENDS``: French "touches" are keys, not an English touch)."""
    folded = _fold(word)
    if _literal(folded) not in text:  # most of the vocabulary is in no given pitch: nothing to compile
        return None
    pattern = _pattern(word, W.ENDINGS.get(lang, ()))
    if pattern is None:
        at = text.find(_fold(word))
        return (at, at + len(word)) if at >= 0 else None
    friends = _false_friends(pitch_lang) if pitch_lang and pitch_lang != lang else frozenset()
    return next((m.span() for m in pattern.finditer(text) if m.group() not in friends), None)


@lru_cache(maxsize=32)
def _false_friends(lang: str) -> frozenset[str]:
    return frozenset(_fold(w) for w in W.FALSE_FRIENDS.get(lang, ()))


def _lower(pitch: str) -> str:
    """``pitch`` lowered, one character for one: a Turkish İ lowers to i, not to i and a combining dot."""
    return pitch.lower().replace("i\u0307", "i")


def _prepare(pitch: str) -> str:
    return _lower(pitch).translate(_NARROW).translate(_FOLD)


def _first(text: str, words: W.Words, pitch_lang: str) -> tuple[int, int] | None:
    """The earliest (then longest) span of any language's ``words`` in a pitch in ``pitch_lang``."""
    spans = [s for lang, w in W.entries(words) if (s := find(text, w, lang, pitch_lang))]
    return min(spans, key=lambda s: (s[0], s[0] - s[1])) if spans else None


def _source(pitch: str, span: tuple[int, int]) -> str:
    return pitch[span[0] : span[1]][:300]


def _clause(pitch: str, span: tuple[int, int]) -> str:
    """The words around a match, up to the nearest punctuation on each side (at most 120 characters)."""
    starts = [m.end() for m in _CLAUSE_END.finditer(pitch, 0, span[0])]
    begin = starts[-1] if starts else 0
    end_match = _CLAUSE_END.search(pitch, span[1])
    end = end_match.start() if end_match else len(pitch)
    return pitch[begin:end].strip()[:120]


# --- language ------------------------------------------------------------------------------


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
)
_PERSIAN = re.compile(r"[\u067e\u0686\u0698\u06af\u06a9\u06cc]")  # پ چ ژ گ ک ی
_ARABIC_ONLY = re.compile(r"[\u0629\u0643\u064a\u0649]")  # ة ك ي ى
_UKRAINIAN = re.compile(r"[ієїґ]|(?<=[\u0400-\u04ff])['’ʼ](?=[\u0400-\u04ff])")  # or an apostrophe: пам'ять


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
        if lang == "ar" and len(_PERSIAN.findall(pitch)) > len(_ARABIC_ONLY.findall(pitch)):
            return "fa"
        if lang == "ru" and _UKRAINIAN.search(_lower(pitch)):
            return "uk"
        return lang
    return _latin_language(pitch)


def _latin_language(pitch: str) -> str:
    """Each common word (or telling letter, lower or upper case) of a language counts for it, split
    among the languages that share it; the highest score wins, a tie is broken by what only some of
    the tied languages have (:func:`_tie_break`)."""
    lowered = _lower(pitch)
    scores = dict.fromkeys(W.LANGUAGE_MARKERS, 0.0)
    for word in re.findall(rf"[{_LETTER}]+", lowered.translate(_FOLD)):
        sharing = _sharing().get(word)
        if sharing:
            for lang in sharing:
                scores[lang] += 1 / len(sharing)
    for letter, sharing in _letter_sharing().items():
        if letter in lowered or letter in pitch:
            for lang in sharing:
                scores[lang] = scores.get(lang, 0.0) + 1 / len(sharing)
    best = max(scores.values(), default=0.0)
    if best == 0:
        return "en"
    tied = [lang for lang in W.LANGUAGES if abs(scores.get(lang, 0.0) - best) < 1e-9]
    return tied[0] if len(tied) == 1 else _tie_break(pitch, tied)


def _tie_break(pitch: str, tied: list[str]) -> str:
    """Of languages whose common words and letters tie, the one with the most of its own, each thing
    split among the tied languages that have it: words of its vocabulary ("serpiente", "velocidad …
    aument~": Spanish, not Italian), then word endings (``W.SUFFIXES``: "-dad", "-ette"), then common
    words written in its case (``W.CAPITALISED``: Dutch "minuten", German "Minuten"); the earlier
    language of the vocabulary only when all of these tie too."""
    text = _prepare(pitch)
    tokens = {m.start(): m.group() for m in re.finditer(rf"[{_LETTER}]+", text)}
    evidence = (
        {lang: _covered(text, tokens, lang) for lang in tied},
        {lang: {f"{t}@{at}" for at, t in tokens.items() if _ends_as(t, W.SUFFIXES.get(lang, ()))} for lang in tied},
        _cased(pitch, tied),
    )
    counts = [_split(things) for things in evidence]
    return max(tied, key=lambda lang: ([c[lang] for c in counts], -tied.index(lang)))


def _covered(text: str, tokens: dict[int, str], lang: str) -> set[str]:
    """The words of ``text`` (by where they start) that words of a language's vocabulary match: a word
    two of its forms match ("minute", "minuten") counts once."""
    spans = [span for word in _vocabulary(lang) if (span := find(text, word, lang))]
    return {f"@{at}" for at in tokens if any(start <= at < end for start, end in spans)}


def _ends_as(token: str, suffixes: tuple[str, ...]) -> bool:
    return any(token.endswith(end) and len(token) > len(end) + 1 for end in suffixes)


def _split(evidence: dict[str, set[str]]) -> dict[str, float]:
    """Each thing counts for each language that has it, split among them: a thing all have counts for none."""
    return {lang: sum(1 / sum(t in other for other in evidence.values()) for t in things) for lang, things in evidence.items()}


def _cased(pitch: str, tied: list[str]) -> dict[str, set[str]]:
    """The common words of each tied language written as it writes them, where some of the tied
    languages capitalise them (German "Minuten", Dutch "minuten"), in a pitch that uses capitals, past
    the first word of a sentence."""
    out: dict[str, set[str]] = {lang: set() for lang in tied}
    if pitch == _lower(pitch):
        return out
    for found in re.finditer(rf"[{_LETTER}]+", pitch, re.IGNORECASE):
        if re.fullmatch(r"(?:.*[.!?:\n])?\s*", pitch[: found.start()], re.DOTALL):
            continue  # the first word of a sentence: capitalised in any language
        word = _fold(_lower(found.group()))
        capitalising = [lang for lang in tied if word in W.CAPITALISED.get(lang, ())]
        if capitalising:
            for lang in set(tied) & set(_sharing().get(word, ())):
                if (lang in capitalising) == found.group()[0].isupper():
                    out[lang].add(f"{word}@{found.start()}")
    return out


@lru_cache(maxsize=32)
def _vocabulary(lang: str) -> frozenset[str]:
    """Every word of a language's vocabulary: its kinds, mechanics, looks, controls, targets, ways to
    win and lose, and units of time."""
    labelled = (W.KINDS, W.MECHANICS, W.CONTROLS, W.TARGETS)
    tables = [words for table in labelled for _label, words in table.values()] + list(W.THEMES.values())
    tables += [W.WIN, W.LOSE, W.SECOND_WORDS, W.MINUTE_WORDS]
    return frozenset(_fold(w.lower()) for words in tables for w in words.get(lang, ()))


@lru_cache(maxsize=1)
def _sharing() -> dict[str, tuple[str, ...]]:
    """Common word → the languages it is a common word of."""
    out: dict[str, tuple[str, ...]] = {}
    for lang, markers in W.LANGUAGE_MARKERS.items():
        for word in dict.fromkeys(markers):
            out[_fold(word)] = (*out.get(_fold(word), ()), lang)
    return out


@lru_cache(maxsize=1)
def _letter_sharing() -> dict[str, tuple[str, ...]]:
    out: dict[str, tuple[str, ...]] = {}
    for lang, letters in W.LANGUAGE_LETTERS.items():
        for letter in dict.fromkeys(letters):
            out[letter] = (*out.get(letter, ()), lang)
    return out


# --- what is asked -------------------------------------------------------------------------


def kind(pitch: str) -> tuple[str, str] | None:
    """(kind key, the pitch's words) of the first kind of game named; a generic kind only when no specific one is."""
    text, lang = _prepare(pitch), language(pitch)
    hits = []
    for key, (_label, words) in W.KINDS.items():
        span = _first(text, words, lang)
        if span:
            hits.append((key in W.GENERIC_KINDS, span[0], span[0] - span[1], key, span))
    if not hits:
        return None
    *_, key, span = min(hits)
    return key, _source(pitch, span)


def mechanics(pitch: str) -> list[tuple[str, str]]:
    """(mechanic key, the pitch's words) for each mechanic named, in the order the pitch names them."""
    text, lang = _prepare(pitch), language(pitch)
    hits = [(span, key) for key, (_label, words) in W.MECHANICS.items() if (span := _first(text, words, lang))]
    return [(key, _source(pitch, span)) for span, key in sorted(hits)]


@lru_cache(maxsize=1)
def _number_words() -> dict[str, int]:
    """Number word (folded) -> number; the first language's number for a word two languages share."""
    return {_fold(w): n for w, n in reversed([*W.NUMBER_WORDS.items(), *W.ARABIC_NUMBER_WORDS.items()])}


def _number(word: str) -> int | None:
    if word.isdigit():
        return int(word)
    return _number_words().get(word)


def _unit_pattern(units: tuple[str, ...]) -> str:
    latin = [re.escape(_fold(u)) for u in units if not _NON_LATIN.search(u)]
    other = [re.escape(_fold(u)) for u in units if _NON_LATIN.search(u)]
    parts = ([rf"(?:{'|'.join(sorted(latin, key=len, reverse=True))})(?![{_LETTER}])"] if latin else []) + other
    return "(?:" + "|".join(parts) + ")"


def _units(words: W.Words, lang: str) -> tuple[str, ...]:
    """The units of time that count in a pitch in ``lang``: every language's in Latin script (English
    mixes into any pitch), and the pitch's own language's in a script of its own, which match as
    substrings (Japanese "分" is a minute, Chinese "分" a point)."""
    return tuple(w for code in W.LANGUAGES for w in words.get(code, ()) if code == lang or not _NON_LATIN.search(w))


@lru_cache(maxsize=32)
def _time_patterns(lang: str = "en") -> tuple[tuple[re.Pattern[str], int], ...]:
    def alternatives(words: list[str]) -> str:
        return "|".join(re.escape(n) for n in sorted(words, key=len, reverse=True))

    numbers = list(_number_words())
    latin = [n for n in numbers if not _NON_LATIN.search(n)]
    other = [n for n in numbers if _NON_LATIN.search(n)]
    # Digits may touch their unit ("60s", "60초"), and so may a number word in a script of its own
    # ("六十秒", "一分钟"); a Latin number word needs a space or hyphen ("as" is no "a s").
    parts = [r"(\d+)[\s-]*"] + [
        rf"({alternatives(ws)}){gap}" for ws, gap in ((latin, r"[\s-]+"), (other, r"[\s-]*")) if ws
    ]
    num = "(?:" + "|".join(parts) + ")"
    units = ((W.MINUTE_WORDS, 60), (W.SECOND_WORDS, 1))
    return tuple(
        (re.compile(rf"(?<![{_LETTER}]){num}{_unit_pattern(_units(words, lang))}"), scale)
        for words, scale in units
        if _units(words, lang)
    )


def _is_rhythm(text: str, start: int, end: int) -> bool:
    """Whether the time at ``text[start:end]`` is a rhythm ("every 10 seconds", "om de 10 seconden",
    "每10秒", "10秒ごと"); a Latin-script "every" may be more than one word."""
    before, after = text[:start].rstrip(), text[end:].lstrip()
    words = before.split()
    for word in map(_fold, W.EVERY_WORDS):
        if before.endswith(word) if _NON_LATIN.search(word) else words[-len(word.split()) :] == word.split():
            return True
    return after.startswith(W.EVERY_AFTER_WORDS)


@lru_cache(maxsize=1)
def _count_pattern() -> str:
    """A number as a pitch writes it: digits, or a number word of any language (longest first)."""
    words = sorted(_number_words(), key=len, reverse=True)
    return r"(\d+|" + "|".join(re.escape(w) for w in words) + ")"


def count_beside(pitch: str, words: str) -> int | None:
    """The number a pitch writes right beside its ``words`` for a thing: before them ("three lives",
    "tres vidas", "三条命", with one counter word between), after them ("목숨 3개", "ライフ3つ",
    "lives: 5") or in them (a "# vite" word's "tre vite"); None when there is none."""
    text = _prepare(pitch)
    span = find(text, words.lower())
    if span is None:
        return None
    number = _count_pattern()
    own = re.match(rf"{number}[\s-]+", text[span[0] : span[1]])  # words that hold their count: "tre vite"
    if own:
        return _number(own.group(1))
    before = re.search(rf"(?<![{_LETTER}]){number}[\s-]*(?:[^\s{_LETTER}\d]\s*)?$", text[: span[0]])
    after = re.match(rf"\s*[:=×x]?\s*{number}(?![{_LETTER}\d])", text[span[1] :])
    if after and not _NON_LATIN.search(after.group(1)) and not after.group(1).isdigit():
        after = re.match(rf"\s*[:=×x]?\s*{number}(?![{_LETTER}])", text[span[1] :])
    found = before or after
    if not found or _fold(found.group(1)) in _common_words():  # "an extra life" is no count of one
        return None
    return _number(found.group(1))


@lru_cache(maxsize=1)
def _common_words() -> frozenset[str]:
    """Every language's common words (articles among them: a, un, ein, bir), folded."""
    return frozenset(_fold(w) for markers in W.LANGUAGE_MARKERS.values() for w in markers)


def every_count(pitch: str) -> int | None:
    """N of "every N ..." (a rhythm of things, not of time: "every 5 apples", "cada 5 manzanas",
    "每5个苹果", "5개마다", "5個ごとに"), or None."""
    text = _prepare(pitch)
    number = _count_pattern()
    for word in map(_fold, W.EVERY_WORDS):
        lead = re.escape(word) if _NON_LATIN.search(word) else rf"(?<![{_LETTER}]){re.escape(word)}\s+"
        found = re.search(rf"{lead}\s*{number}", text)
        if found:
            return _number(found.group(1))
    for word in W.EVERY_AFTER_WORDS:
        found = re.search(rf"{number}\s*\S{{0,3}}?{re.escape(_fold(word))}", text)
        if found:
            return _number(found.group(1))
    return None


def time_limit(pitch: str) -> tuple[int, str] | None:
    """(seconds, the pitch's words) of the time limit a pitch names, clamped to 5..3600."""
    text = _prepare(pitch)
    half = min(filter(None, (find(text, w, "") for w in W.HALF_MINUTE)), default=None)
    if half:
        return 30, _source(pitch, half)
    total, spans = 0, list[tuple[int, int]]()
    for pattern, scale in _time_patterns(language(pitch)):
        for found in pattern.finditer(text):
            value = _number(next(g for g in found.groups() if g))
            if (
                value is not None
                and not _is_rhythm(text, found.start(), found.end())
                and not text.startswith(W.NOT_TIME, found.start())
            ):
                total, spans = total + value * scale, [*spans, found.span()]
                break
    for phrase, seconds in W.ARABIC_MINUTE_PHRASES.items():
        if not spans and (span := find(text, phrase)):
            total, spans = seconds, [span]
    if not total:
        return None
    return min(3600, max(5, total)), " ".join(_source(pitch, s) for s in sorted(spans))


def theme(pitch: str) -> tuple[str, str] | None:
    """(theme key, the pitch's words) of the first theme a pitch names."""
    text, lang = _prepare(pitch), language(pitch)
    hits = []
    for key, words in W.THEMES.items():
        for word_lang, word in W.entries(words):
            span = find(text, word, word_lang, lang)
            following = text[span[1] :].split()[:1] if span else []
            if span and not (following and following[0] in map(_fold, W.THEME_NOT_BEFORE.get(word, ()))):
                hits.append((span, key))
    if not hits:
        return None
    span, key = min(hits)
    return key, _source(pitch, span)


def _condition(pitch: str, words: W.Words, not_before: tuple[str, ...] = ()) -> str | None:
    text, lang = _prepare(pitch), language(pitch)
    for word_lang, word in W.entries(words):
        span = find(text, word, word_lang, lang)
        if span and not any(text[span[1] :].lstrip().startswith(_fold(n)) for n in not_before):
            return _clause(pitch, span)
    return None


def _named(pitch: str, table: dict[str, tuple[str, W.Words]]) -> list[tuple[str, str]]:
    text, lang = _prepare(pitch), language(pitch)
    return [(key, _source(pitch, span)) for key, (_l, words) in table.items() if (span := _first(text, words, lang))]


def difficulty(pitch: str) -> tuple[str, str] | None:
    """(``easy`` or ``hard``, the pitch's words) of how hard a pitch asks its game to be; ``hard`` when
    it names both ("easy to learn, hard to master"), None when it names neither."""
    named = dict(_named(pitch, W.DIFFICULTY))
    return next(((key, named[key]) for key in ("hard", "easy") if key in named), None)


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

    def add(id_: str, kind_: str, text: str, source: str, value: str = "") -> None:
        out.append(Requirement(id=id_, kind=kind_, text=text[:300], source=source[:300], value=value))  # type: ignore[arg-type]

    found = kind(pitch)
    if found:
        label = kind_label(found[0])
        add("genre", "genre", f"{'an' if label[0] in 'aeiou' else 'a'} {label} game", found[1], found[0])
    for key, words in mechanics(pitch):
        add(f"mechanic.{key}", "mechanic", mechanic_label(key), words, key)
    win = _condition(pitch, W.WIN)
    if win:
        add("win", "win", f"a way to win: {win}", win)
    lose = _condition(pitch, W.LOSE, W.LOSE_NOT_BEFORE)
    if lose:
        add("lose", "lose", f"a way to lose: {lose}", lose)
    clock = time_limit(pitch)
    if clock:
        add("time_limit", "time_limit", f"a {clock[0]}-second time limit", clock[1], str(clock[0]))
    look = theme(pitch)
    if look:
        add("theme", "theme", f"a {look[0]} look", look[1], look[0])
    for key, words in _named(pitch, W.CONTROLS):
        add(f"controls.{key}", "controls", W.CONTROLS[key][0], words, key)
    for key, words in _named(pitch, W.TARGETS):
        add(f"target.{key}", "target", W.TARGETS[key][0], words, key)
    lang = language(pitch)
    add("language", "language", f"the game's text is in {W.LANGUAGE_NAMES[lang]}", pitch[:60], lang)
    return out
