"""What a pitch asks that the house cannot read: its phrases that hold none of the vocabulary's words,
and the stretches of a read phrase that hold several words none of it accounts for.

The reader (:mod:`crumb.core.pitch_reader`) lists what it knows words for: a kind of game, mechanics,
a time, a look, controls, a target. A person also asks for things it has no words for ("ein
Memory-Spiel mit Tieren", with animals; "a tower defense with 10 waves"; "against the computer").
Dropping those silently would let a game without them pass. So a pitch is cut into phrases, at its
punctuation and before the words that begin a phrase of their own ("with", "where", "and", "mit",
"con", "où"…: ``W.JOINERS`` and ``W.PHRASE_STARTS``); a phrase that holds no word of the vocabulary
(said or negated) but does hold a word of its own, one that is none of the language's common words
(``W.LANGUAGE_MARKERS``) nor a word that asks nothing of a game (``W.FILLERS``: "fun", "simple",
"please"), is an ask the house could not read.

A script written without spaces (Chinese, Japanese, Thai) is cut at its punctuation only, and a run of
it asks when two letters or more are left once its fillers ("游戏", "の", "ください") are taken out:
"记忆游戏，有动物" asks "有动物" (with animals).

A phrase that holds a word of the vocabulary may ask more besides ("a snake game where the snake eats
olives instead of apples", "in dieser Höhle sammelst du Münzen"): what the reader took and each entry
found in it consume their own words, and a stretch between them that still holds three words of four
letters or more that are none of the vocabulary's, no common word, filler, number, negation or word for
"each", is quoted alone ("eats olives instead of apples", "dieser Höhle sammelst"); in a script without
spaces, a stretch counts a word for each two of its letters that carry a meaning (Chinese characters,
Japanese katakana; Thai letters four to one). Fewer words are most often the read thing said at more
length ("the pieces fall faster", "grows by eating apples"), which no count of words tells from a new
thing asked in one word ("enemies split in two"). So a shorter stretch asks only by what it says: a word
of :data:`crumb.core.pitch_ask_words.SHORT_ASKS` (a thing that splits, a board's shape, a jump off a wall)
the reader did not take, or a count before a word no entry, vocabulary word outside a kind's own, common
word or age accounts for ("with 20 pairs", "tres tipos de torres"; not "3 lives", "every 5 apples", "my 6
year old"). Measured on the labelled pitches of ``tests/core/pitches_asks.py`` and the held-out ones of
``tests/core/pitches_asks_held.py``.

Pure: no I/O.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from functools import lru_cache

from crumb.core import pitch_words as W
from crumb.core.pitch_ask_places import AXES
from crumb.core.pitch_ask_words import OWN_PITCH_ONLY, SHORT_ASKS
from crumb.core.pitch_language import language
from crumb.core.pitch_match import LETTER, Cover, bare, find, fold, literal, locate, lower, prepare, present

__all__ = ["unread", "own_words", "axis"]

# Punctuation that ends a phrase (a hyphen and an apostrophe are inside words, and a colon or a point
# between digits inside a number: "1:30", "2.5").
_MARKS = re.compile(r"(?:(?<!\d)[.:]|[.:](?!\d)|[,;!?،؛。、，！？：；()\[\]{}\"“”„«»/\n|—–…])+")
_WORD = re.compile(rf"[{LETTER}\u0590-\u08ff\u0900-\u0dff\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3'’\-]+")
_UNSPACED = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\u0e00-\u0e7f]")
_UNSPACED_RUN = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\u0e00-\u0e7f]+")
# Forms of "each" that the time reader's EVERY_WORDS leave out, said after "with" ("mit jedem Apfel",
# "z każdym jabłkiem"), and Japanese "each time" ("消すたびに").
_EVERY_FORMS = (
    "jeder",
    "jedem",
    "jeden",
    "jede",
    "każdy",
    "każdym",
    "każdą",
    "każdej",
    "każde",
    "たびに",
    "度に",
    "ごとに",
)
_PREFIXING = re.compile(r"[\u0590-\u06ff]")
_NUKTA = "\u093c"  # a Devanagari dot the vocabulary's words are matched without
# The longest phrase an ask quotes, in characters.
_LONGEST = 80
# A read phrase asks more where a stretch of it holds this many words the reader does not account for, each
# of ``_SHORTEST`` letters or more: fewer are most often the read thing said at more length ("the pieces
# fall", "grows by eating apples"), which no measure of words tells from a new thing asked ("enemies split").
_UNREAD_WORDS = 3
_SHORTEST = 4


@lru_cache(maxsize=256)
def unread(pitch: str, read: tuple[str, ...] = (), kind: str = "") -> tuple[str, ...]:
    """The phrases of ``pitch`` (in its own words) that ask for something the reader has no words for,
    in the order the pitch says them; none for a blank pitch. ``read``: the words of the pitch the
    reader took for a requirement (a phrase holding them is read); ``kind``: the kind of game it read,
    whose own words ask nothing more ("a memory game with cards", "a tower defense with towers")."""
    lang = language(pitch)
    spans = [(i, i + len(words)) for words in read if words and (i := locate(pitch, words)) >= 0]
    phrases = _phrases(pitch, lang)
    known = [
        any(a < end and start < b for a, b in spans) or _known(pitch[start:end], lang, kind) for start, end in phrases
    ]
    out: list[str] = []
    for i, (start, end) in enumerate(phrases):
        if known[i]:
            parts = _unread_parts(pitch, (start, end), spans, lang, kind)
        elif _leads_into(pitch, phrases, known, i, lang):
            continue
        else:
            parts = [pitch[start:end]]
        out += [part.strip(" -'’")[:_LONGEST].rstrip() for part in parts if part.strip(" -'’")]
    return tuple(out)


def _unread_parts(pitch: str, phrase: tuple[int, int], read: list[tuple[int, int]], lang: str, kind: str) -> list[str]:
    """The parts of a read phrase that still ask, in the pitch's words: each stretch of it between what
    the reader took (``read``) and the entries of the vocabulary found in it (:func:`_entries_in`) that
    holds ``_UNREAD_WORDS`` words or more no entry, word of an entry nor word that asks nothing accounts
    for (:func:`_words_left`), quoted from the first of them to the last; not a stretch that says "each"
    (:func:`_says_when`: "after each row" says when the read thing happens)."""
    start, end = phrase
    text = pitch[start:end]
    taken = [(max(a, start) - start, min(b, end) - start) for a, b in read if a < end and start < b]
    used = taken + _entries_in(text, lang)
    stretches: list[list[tuple[int, int, int]]] = [[]]
    for a, b, weight in _words_left(text, lang, kind, used):
        if stretches[-1] and any(u < a and v > stretches[-1][-1][1] for u, v in used):
            stretches.append([])
        stretches[-1].append((a, b, weight))
    long = [
        (s[0][0], s[-1][1])
        for s in stretches
        if sum(w for _, _, w in s) >= _UNREAD_WORDS and not _says_when(text[s[0][0] : s[-1][1]])
    ]
    short = [(a, b) for a, b in _short_asks(text, lang, taken, used) if not any(a < v and u < b for u, v in long)]
    short += [(a, b) for a, b in _denied(text, lang, taken) if not any(a < v and u < b for u, v in long + short)]
    return [text[a:b] for a, b in sorted(dict.fromkeys(long + short))]


def _short_asks(
    text: str, lang: str, taken: list[tuple[int, int]], used: list[tuple[int, int]]
) -> list[tuple[int, int]]:
    """Spans of a read phrase that ask however few words they hold: a word of ``SHORT_ASKS`` (a thing
    that splits, a board's shape, a jump off a wall) that the reader did not take, quoted between what
    it took around it; and a count of something the vocabulary has no word for (:func:`_counts`)."""
    out = []
    prepared = prepare(text)  # a word said not to be is not found: "no wall jump" asks nothing new
    for code in dict.fromkeys((lang, "en")):
        for word in SHORT_ASKS.get(code, ()):
            if code != lang and word in OWN_PITCH_ONLY:
                continue
            span = find(prepared, word, code, lang, compound=True)
            if span is None or any(a < span[1] and span[0] < b for a, b in taken):
                continue
            left = max((b for a, b in taken if b <= span[0]), default=0)
            right = min((a for a, b in taken if a >= span[1]), default=len(text))
            out.append(_trimmed(text, left, right))
    return out + _counts(text, lang, used)


def _denied(text: str, lang: str, taken: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Spans of a read phrase that deny what no requirement names ("a tetris where pieces never fall", "un
    snake donde la serpiente nunca crece", "ブロックが落ちてこない"): a negation outside what the reader
    took, where nothing the vocabulary names for a game's rules, controls, look or target is said not to
    be ("no enemies", "sin paredes" ask nothing more), nor a game named ("not tetris", "テトリスじゃなくて"),
    quoted between what the reader took around it, with a word of its own besides the negation."""
    prepared = prepare(text)
    if any(
        find(prepared, w, code, lang, compound=True, negated=True)
        for table in _rules_tables()
        for code, w in present(prepared, table, lang)
    ):
        return []
    out = []
    until = tuple(fold(w) for w in W.NOT_NEGATING_AFTER.get(lang, ()))
    for a, b, after in _negations_in(prepared, lang):
        if any(u < b and a < v for u, v in taken) or _denies_a_game(prepared, (a, b), after, lang):
            continue
        if until and prepared[:a].split()[-1:] and prepared[:a].split()[-1] in until:
            continue
        left = max((v for u, v in taken if v <= a), default=0)
        right = min((u for u, v in taken if u >= b), default=len(text))
        span = _trimmed(text, left, right)
        rest = prepared[span[0] : a] + " " + prepared[b : span[1]]
        if re.search(rf"[{LETTER}\uac00-\ud7a3]{{3,}}", rest) or len(_UNSPACED_RUN.sub("", rest)) < len(rest) - 1:
            out.append(span)
    return out


@lru_cache(maxsize=1)
def _rules_tables() -> tuple[W.Words, ...]:
    """The tables of words for a game's mechanics, time, controls, look and target, and of the short
    asks (a wall jump said not to be is none)."""
    tables = [words for _label, words in W.MECHANICS.values()] + list(W.MECHANICS_BY_ABSENCE.values())
    tables += [W.TIMER_WORDS] + [words for _label, words in W.CONTROLS.values()] + list(W.THEMES.values())
    tables += [words for _label, words in W.TARGETS.values()] + [SHORT_ASKS]  # "no wall jump" asks nothing
    return tuple(tables)


def _negations_in(text: str, lang: str) -> list[tuple[int, int, bool]]:
    """(start, end, whether it is said after the thing) of each negation of ``lang`` in prepared ``text``
    (not English's in another language's pitch: "no" is Portuguese "in the"): a word of its own in a
    script of words, anywhere in one without spaces (ない, 不会) and in Hangul (않는)."""
    out: list[tuple[int, int, bool]] = []
    for table, after in ((W.NEGATIONS_AFTER, True), (W.NEGATIONS, False)):
        for word in sorted({fold(w) for w in table.get(lang, ())}, key=len, reverse=True):
            own = not (_UNSPACED.search(word) or re.search("[\uac00-\ud7a3]", word))
            pattern = rf"(?<![{LETTER}]){re.escape(word)}(?![{LETTER}])" if own else re.escape(word)
            out += [
                (*m.span(), after) for m in re.finditer(pattern, text) if not any(a <= m.start() < b for a, b, _ in out)
            ]
    return sorted(out)


def _denies_a_game(text: str, span: tuple[int, int], after: bool, lang: str) -> bool:
    """Whether the negation at ``span`` is said of a kind of game or a game named, right beside it: after
    it where the language says its negation after the thing ("テトリスじゃなくて", "테트리스 말고"), before
    it otherwise ("not tetris", "не тетрис", "no es como tetris")."""
    likeness = {""} | {fold(w) for code in (lang, "en") for w in W.LIKENESS.get(code, ())}
    for code, word in (entry for table in _games_tables() for entry in present(text, table, lang)):
        found = find(text, word, code, lang, compound=True) or find(text, word, code, lang, compound=True, negated=True)
        if not found:
            continue
        if after and found[1] <= span[0]:
            between = text[found[1] : span[0]]
        elif not after and found[0] >= span[1]:
            between = text[span[1] : found[0]]
        else:
            continue
        if between.strip(" ,") in likeness:
            return True
    return False


@lru_cache(maxsize=1)
def _games_tables() -> tuple[W.Words, ...]:
    """The tables of words for kinds of games and games named."""
    return tuple([words for _label, words in W.KINDS.values()] + [words for _name, words in W.TITLES.values()])


def _trimmed(text: str, a: int, b: int) -> tuple[int, int]:
    """(a, b) less the spaces and marks at its ends."""
    while a < b and not (text[a].isalnum() or _UNSPACED.match(text[a])):
        a += 1
    while b > a and not (text[b - 1].isalnum() or _UNSPACED.match(text[b - 1])):
        b -= 1
    return a, b


def _counts(text: str, lang: str, used: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Spans of a count, in digits or a number word of two or more, said before a word that no entry
    found in the phrase (``used``), no word of the vocabulary outside a kind's own, no common word and no
    age accounts for: "with 20 pairs", "5 kinds of towers"; not "3 lives", "level 60", "for my 5 yo"."""
    out = []
    lowered = lower(text)
    words = list(_WORD.finditer(lowered))
    starts = [w.start() for w in words]
    taken = Cover(used)  # each count and word looked up, not compared with every span: linear in the pitch
    plain = _plain(lang) | _numbers() | _said_not(lang) | _ages()
    general = _vocabulary_of(lang)
    for m in _COUNT.finditer(lowered):
        number = fold(m.group(1))
        if taken.meets(m.span(1)):
            continue
        if not number.isdigit() and (_number_values().get(number, 0) < 2 or number in _plain(lang)):
            continue  # "a", "un", "ein"; Danish "to" (two) in English, Turkish "on" (ten) in French
        i = bisect_left(starts, m.start(1))  # the words before the count: words[:i], the last cut at it
        if i and _each(lowered[starts[i - 1] : min(words[i - 1].end(), m.start(1))]):
            continue  # "every 5 apples", "boss every five waves": when the read thing happens
        j = bisect_left(starts, m.end(1))
        after = words[j] if j < len(words) else None
        if after is None or text[m.end(1) : after.start()].strip() or taken.meets(after.span()):
            continue
        word = fold(after.group()).strip("'’-")
        if len(word) < 3 or word in plain or word in general or _UNSPACED.search(word):
            continue
        out.append((m.start(1), after.end()))
    return out


# A count of its own: digits not inside a word, a time or a score ("1v1", "1:30", "2.5", "match-3"), or a word.
_COUNT = re.compile(rf"(?<![\w:.\-])(\d+|[{LETTER}]+)(?![\w:.\-])")


@lru_cache(maxsize=1)
def _number_values() -> dict[str, int]:
    """The value of each number word."""
    return {fold(lower(w)): v for w, v in (*W.NUMBER_WORDS.items(), *W.ARABIC_NUMBER_WORDS.items())}


@lru_cache(maxsize=1)
def _ages() -> frozenset[str]:
    """The words of a child's age ("6 ans", "4 year old": its first word)."""
    return frozenset(fold(lower(w)).split()[0] for w in W.CHILD_AGES)


def _entries_in(phrase: str, lang: str) -> list[tuple[int, int]]:
    """The spans of each entry of the vocabulary found in ``phrase`` (said or negated)."""
    text = _unnegated(prepare(phrase), lang)
    spans = []
    for code, word in _candidates(text):
        blanked = text
        while (span := find(blanked, word, code, lang, compound=True)) is not None and span[1] > span[0]:
            spans.append(span)
            blanked = blanked[: span[0]] + " " * (span[1] - span[0]) + blanked[span[1] :]
    return spans


def _words_left(
    phrase: str, lang: str, kind: str, used: list[tuple[int, int]], shortest: int = _SHORTEST
) -> list[tuple[int, int, int]]:
    """(start, end, weight) of each word of ``phrase`` outside the ``used`` spans that may ask something
    (:func:`own_words`, of ``shortest`` letters or more: a weight of one) and is no word of the vocabulary's
    (nor one with an ending of its language), in order; in a script written without spaces, each stretch
    outside them, weighed by its words once its fillers are out (:func:`_unspaced_words`)."""
    plain = _plain(lang) | _numbers() | _every()[0] | _said_not(lang)
    stems, prefixes = _stems(kind, lang)
    endings = W.ENDINGS.get(lang, ())
    free = [True] * len(phrase)
    for a, b in used:
        free[a:b] = [False] * (b - a)
    out = []
    for m in _WORD.finditer(lower(phrase)):
        word = fold(m.group()).strip("'’-")
        if not all(free[m.start() : m.end()]) or _UNSPACED.search(word):
            continue
        if len(word) < shortest or any(c.isdigit() for c in word) or word in plain:
            continue
        if word in stems or word.startswith(prefixes):
            continue
        if any(word.endswith(e) and word[: -len(e)] in stems for e in endings if len(word) > len(e) + 2):
            continue
        out.append((m.start(), m.end(), 1))
    for m in _UNSPACED_RUN.finditer(phrase):
        for part in re.finditer(r"\S+", "".join(c if free[m.start() + i] else " " for i, c in enumerate(m.group()))):
            weight = _unspaced_words(_unspaced_plain().sub("", fold(part.group())))
            if weight:
                out.append((m.start() + part.start(), m.start() + part.end(), weight))
    return sorted(out)


def _unspaced_words(run: str) -> int:
    """About how many words a run of a script without spaces holds: one for each two of its letters that
    carry a meaning, Chinese characters and Japanese katakana (Japanese hiragana mostly join and end
    words), and for each four Thai letters (its vowels and tones are letters of their own)."""
    thai = sum("\u0e00" <= c <= "\u0e7f" for c in run)
    meaning = sum(not ("\u3040" <= c <= "\u309f") for c in run) - thai
    return meaning // 2 + thai // 4


@lru_cache(maxsize=64)
def _said_not(lang: str) -> frozenset[str]:
    """The words that say a thing is not, after it or as a verb (Persian "نمی‌شود")."""
    tables = (W.NEGATIONS_AFTER, W.NEGATIONS_CLOSING, W.NEGATED_VERBS)
    return frozenset(fold(lower(w)) for code in (lang, "en") for table in tables for w in table.get(code, ()))


@lru_cache(maxsize=1)
def _numbers() -> frozenset[str]:
    return frozenset(fold(lower(w)) for w in (*W.NUMBER_WORDS, *W.ARABIC_NUMBER_WORDS))


def _leads_into(pitch: str, phrases: list[tuple[int, int]], known: list[bool], i: int, lang: str) -> bool:
    """Whether phrase ``i`` is a word that leads into the read phrase right after it, begun by a word
    that begins a phrase ("se juega | con las flechas", "spelas | med piltangenterna"): one word of its
    own, no punctuation between, and the next phrase not begun by "and" or "but"."""
    if i + 1 >= len(phrases) or not known[i + 1] or phrases[i][1] != phrases[i + 1][0]:
        return False
    following = _WORD.findall(lower(pitch[phrases[i + 1][0] : phrases[i + 1][1]]))
    joiners = {fold(w) for code in (lang, "en") for w in W.JOINERS.get(code, ())}
    return (
        len(own_words(pitch[slice(*phrases[i])], lang)) <= 1 and bool(following) and fold(following[0]) not in joiners
    )


def _phrases(pitch: str, lang: str) -> list[tuple[int, int]]:
    """Spans of ``pitch`` between its punctuation and before each word that begins a phrase."""
    starts = _starts(lang)
    cuts = {0, len(pitch)}
    for m in _MARKS.finditer(pitch):
        cuts |= {m.start(), m.end()}
    lowered = lower(pitch)
    # A short ask that holds a word that begins a phrase is one ask ("top and bottom", "arriba y abajo").
    whole = _joined_asks(pitch, lang)
    for m in _WORD.finditer(lowered):
        if fold(m.group()) in starts and not any(a < m.start() < b for a, b in whole):
            cuts.add(m.start())
    edges = sorted(cuts)
    spans = [
        (a, b)
        for a, b in zip(edges, edges[1:], strict=False)
        if pitch[a:b].strip() and not _MARKS.fullmatch(pitch[a:b])
    ]
    # "faster with each apple", "schneller mit jedem Apfel": a phrase of "each" goes on the one before it.
    joined: list[tuple[int, int]] = []
    for a, b in spans:
        if joined and joined[-1][1] == a and _each(pitch[a:b]):
            joined[-1] = (joined[-1][0], b)
        else:
            joined.append((a, b))
    return joined


def _joined_asks(pitch: str, lang: str) -> list[tuple[int, int]]:
    """The spans of the short asks of several words (:data:`SHORT_ASKS`, in the pitch's language and English)
    that ``pitch`` says: a phrase is not cut inside one."""
    text = prepare(pitch)
    return [
        span
        for code in dict.fromkeys((lang, "en"))
        for word in SHORT_ASKS.get(code, ())
        if " " in word and (code == lang or word not in OWN_PITCH_ONLY) and (span := find(text, word, code, lang))
    ]


def _says_when(stretch: str) -> bool:
    """Whether a stretch says "each" or "every", as a word or in a script without spaces ("たびに"): it
    says when what its phrase reads happens ("after each row", "ブロックを消すたびに")."""
    folded = fold(lower(stretch))
    words = _every()[0]
    # Hebrew and Arabic write "in", "and", "the" as a letter before the word: "בכל", in each.
    prefixed = any(w[1:] in words for w in _WORD.findall(folded) if _PREFIXING.match(w) and len(w) > 2)
    return _each(stretch) or prefixed or any(w in folded for w in words if _UNSPACED.search(w))


def _each(phrase: str) -> bool:
    """Whether a phrase says "each" or "every" (in any of its language's forms: Russian "каждым")."""
    words, stems = _every()
    return any(w in words or w.startswith(stems) for w in map(fold, _WORD.findall(lower(phrase))))


@lru_cache(maxsize=1)
def _every() -> tuple[frozenset[str], tuple[str, ...]]:
    """The words for "each" and "every", and the stems of the longer ones (their case endings vary)."""
    words = {fold(w) for w in (*W.EVERY_WORDS, *_EVERY_FORMS) if " " not in w}
    return frozenset(words), tuple(sorted({w[: len(w) - 2] for w in words if len(w) >= 5}))


@lru_cache(maxsize=64)
def _starts(lang: str) -> frozenset[str]:
    langs = dict.fromkeys((lang, "en"))
    words = [w for code in langs for table in (W.JOINERS, W.PHRASE_STARTS) for w in table.get(code, ())]
    return frozenset(fold(w) for w in words if " " not in w)


@lru_cache(maxsize=64)
def _plain(lang: str) -> frozenset[str]:
    """The words of a pitch in ``lang`` that ask nothing on their own: its and English's common words,
    fillers, negations, words that begin a phrase, and the words of "or" and "against"."""
    langs = dict.fromkeys((lang, "en"))
    tables = (
        W.LANGUAGE_MARKERS,
        W.FILLERS,
        W.NEGATIONS,
        W.JOINERS,
        W.PHRASE_STARTS,
        W.DISJUNCTIONS,
    )
    return frozenset(fold(w) for code in langs for table in tables for w in table.get(code, ()))


def own_words(phrase: str, lang: str) -> list[str]:
    """The words of a phrase that may ask something: not a number, a common word or a filler (folded).
    A run of a script written without spaces (Chinese, Japanese, Thai) counts as one, with its fillers
    and the words that join or deny taken out ("有动物": 动物), when two letters or more are left."""
    plain = _plain(lang)
    out = []
    for word in _WORD.findall(lower(phrase)):
        folded = fold(word).strip("'’-")
        if len(folded) < 2 or any(c.isdigit() for c in folded) or folded in plain:
            continue
        out.append(folded)
    for run in _UNSPACED_RUN.findall(phrase):
        left = _unspaced_plain().sub("", fold(run))
        if len(left) >= 2:
            out.append(left)
    return out


@lru_cache(maxsize=1)
def _unspaced_plain() -> re.Pattern[str]:
    codes = [code for code in W.LANGUAGES if code in ("zh", "ja", "th")]
    tables = (W.FILLERS, W.JOINERS, W.NEGATIONS, W.NEGATIONS_AFTER)
    words = {fold(w) for code in codes for table in tables for w in table.get(code, ()) if _UNSPACED.search(w)}
    return re.compile("|".join(map(re.escape, sorted(words, key=len, reverse=True))))


def _known(phrase: str, lang: str, kind: str = "") -> bool:
    """Whether a phrase holds a word of the vocabulary, in any language, said or negated: one of its own
    words (or that word less an ending of its language) is a word of some entry ("faster", of "gets
    faster"), or an entry is found in it as the reader finds one (a compound, a Korean stem). A phrase
    said against something ("against the computer") holds an opponent, which the vocabulary does not
    name: only the reader's own reading covers it."""
    own = own_words(phrase, lang)
    if not own:
        return True  # nothing of its own to ask
    first = _WORD.findall(lower(phrase))
    if first and fold(first[0]) in _opponents(lang):
        return False
    stems, prefixes = _stems(kind, lang)
    endings = W.ENDINGS.get(lang, ())
    for word in own:
        if word in stems or word.startswith(prefixes):
            return True
        if any(word.endswith(e) and word[: -len(e)] in stems for e in endings if len(word) > len(e) + 2):
            return True
    text = _unnegated(prepare(phrase), lang)
    return any(find(text, word, code, lang, compound=True) for code, word in _candidates(text))


def _candidates(text: str) -> list[tuple[str, str]]:
    """The entries of the vocabulary that may be found in ``text``: those whose first two letters (as
    written, or without their marks) are two letters of it next to each other."""
    index = _by_first_letters()
    pairs = {""} | {t[i : i + 2] for t in {text, text.replace(_NUKTA, "")} for i in range(len(t) - 1)} | set(text)
    return [entry for pair in pairs for entry in index.get(pair, ())]


@lru_cache(maxsize=1)
def _by_first_letters() -> dict[str, tuple[tuple[str, str], ...]]:
    """Every (language, word) of the vocabulary by the first two letters of its literal part, and of that
    part without its marks (a word of one letter by that letter; one with no such part under "")."""
    index: dict[str, dict[tuple[str, str], None]] = {}
    for table in _tables():
        for code, word in W.entries(table):
            for form in {literal(word), literal(bare(word))}:
                index.setdefault(form[:2], {})[(code, word)] = None
    return {key: tuple(entries) for key, entries in index.items()}


@lru_cache(maxsize=64)
def _opponents(lang: str) -> frozenset[str]:
    return frozenset(fold(w) for code in (lang, "en") for w in W.OPPONENTS.get(code, ()))


def _stems(kind: str = "", lang: str = "en") -> tuple[frozenset[str], tuple[str, ...]]:
    """Every word of every entry of the vocabulary in the pitch's language and English, with and without
    an ending of its language (folded; not a language's common words, and not words of fewer than three
    letters), and the stems said with ``~`` (any ending: Russian "карт~") of the same two: a short stem of
    another language begins words of this one (Azerbaijani "dar~", narrow, begins "dark"). A word of
    a kind's or a look's name said with others ("tower" of "tower defense", "bird" of "flappy bird")
    only for ``kind``, the kind the pitch names."""
    _, prefixes = _vocabulary_words()
    own, own_prefixes = _kind_words(kind) if kind in W.KINDS else (frozenset(), {})
    langs = dict.fromkeys((lang, "en"))
    said = tuple(p for table in (prefixes, own_prefixes) for code in langs for p in table.get(code, ()))
    return _vocabulary_of(lang) | own, said


@lru_cache(maxsize=1)
def _vocabulary_words() -> tuple[dict[str, frozenset[str]], dict[str, tuple[str, ...]]]:
    return _words_of(_tables(), named=True)


@lru_cache(maxsize=64)
def _vocabulary_of(lang: str) -> frozenset[str]:
    """The vocabulary's words in the pitch's language and in English only: a word of another language is
    often a plain word of this one (Dutch "door", through, in "gaat door muren", is an English door;
    "a platformer with a locked door" was read as asking nothing)."""
    words, _ = _vocabulary_words()
    return frozenset().union(*(words.get(code, frozenset()) for code in dict.fromkeys((lang, "en"))))


@lru_cache(maxsize=64)
def _kind_words(kind: str) -> tuple[frozenset[str], dict[str, tuple[str, ...]]]:
    words, prefixes = _words_of((W.KINDS[kind][1],), named=False)
    return frozenset().union(*words.values()), prefixes


def _words_of(tables: tuple[W.Words, ...], named: bool) -> tuple[dict[str, frozenset[str]], dict[str, tuple[str, ...]]]:
    """The words of ``tables``' entries by language (folded, with and without an ending of theirs), and
    the stems said with ``~`` by language."""
    by_code: dict[str, set[str]] = {}
    prefixes: dict[str, set[str]] = {}
    for table in tables:
        skip_phrases = named and any(table is t for t in _named_tables())
        for code, entry in W.entries(table):
            if skip_phrases and " " in entry.strip():
                continue
            plain = _plain(code)
            for word in re.findall(rf"{_WORD.pattern}~?", lower(entry)):
                folded = fold(word).strip("'’-")
                stem = folded.rstrip("~")
                if len(stem) < 3 or stem in plain:
                    continue
                if folded.endswith("~"):
                    prefixes.setdefault(code, set()).add(stem)
                    continue
                words = by_code.setdefault(code, set())
                words.add(stem)
                ends = W.ENDINGS.get(code, ())
                words |= {stem[: -len(e)] for e in ends if stem.endswith(e) and len(stem) > len(e) + 2}
    return (
        {code: frozenset(words) for code, words in by_code.items()},
        {code: tuple(sorted(stems)) for code, stems in prefixes.items()},
    )


def _unnegated(text: str, lang: str) -> str:
    """``text`` with its negations blanked, so that a thing said not to be ("no timer", Tamil "எதிரிகள்
    இல்லை", no enemies, its negation after it, Bengali "টেট্রিসের মতো না", not like Tetris, ending its
    clause) is found."""
    tables = (W.NEGATIONS, W.NEGATIONS_AFTER, W.NEGATIONS_CLOSING)
    words = sorted({fold(w) for code in (lang, "en") for t in tables for w in t.get(code, ())}, key=len, reverse=True)
    if not words:
        return text
    pattern = re.compile(rf"(?<![{LETTER}])(?:{'|'.join(map(re.escape, words))})(?![{LETTER}])")
    return pattern.sub(lambda m: " " * len(m.group()), text)


@lru_cache(maxsize=1)
def _named_tables() -> tuple[W.Words, ...]:
    return (*(words for _label, words in W.KINDS.values()), *W.THEMES.values())


@lru_cache(maxsize=1)
def _tables() -> tuple[W.Words, ...]:
    labelled = (W.KINDS, W.MECHANICS, W.CONTROLS, W.TARGETS, W.DIFFICULTY)
    tables = [words for table in labelled for _label, words in table.values()] + list(W.THEMES.values())
    return (*tables, W.WIN, W.LOSE, W.SECOND_WORDS, W.MINUTE_WORDS)


def axis(words: str, pitch: str) -> str | None:
    """The axis (``vertical`` or ``horizontal``) that an ask's ``words`` of ``pitch`` say, and nothing more of
    their own (``AXES``): "a vertical" is ``vertical``; "vertical, upside down" or "the enemies come from the
    left" say more, or else, and are None."""
    lang = language(pitch)
    text = prepare(words)
    found = [
        (name, span)
        for name, table in AXES.items()
        for code in dict.fromkeys((lang, "en"))
        for word in table.get(code, ())
        if (span := find(text, word, code, lang))
    ]
    if len({name for name, _span in found}) != 1:
        return None
    rest = "".join(" " if any(a <= i < b for _n, (a, b) in found) else ch for i, ch in enumerate(text))
    return None if own_words(rest, lang) else found[0][0]
