"""Match the words of the vocabulary in a pitch: the text prepared for it (lowered, digits narrowed,
letters written either way folded), and one word's span in it (:func:`find`).

Pure: no I/O.
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_right
from collections.abc import Iterable, Iterator
from functools import lru_cache

from crumb.core import pitch_words as W

__all__ = [
    "Cover",
    "LETTER",
    "NON_LATIN",
    "SPACED",
    "also_bare",
    "bare",
    "beside",
    "find",
    "fold",
    "known",
    "locate",
    "lower",
    "prepare",
    "pattern",
    "said_not",
    "vocabulary",
]

# Latin, Greek and Cyrillic write words between spaces: a word matches as a word of its own or, with
# a "~", as a stem; so does Devanagari, with its endings (:func:`_spaced_words`). Other scripts attach
# particles and prefixes: their words match as substrings. Latin letters with two marks (Vietnamese
# ạ, ế, ữ: U+1E00-U+1EFF) are letters too: "3 mạng" (3 lives) is no "3 m"; so is Azerbaijani ə (U+0259,
# outside the Latin blocks: "dəqiqə" is one word).
NON_LATIN = re.compile(r"[^\x00-\u024f\u0259\u0370-\u03ff\u0400-\u04ff\u1e00-\u1eff]")
LETTER = "a-z0-9ßà-öø-ÿ\u0100-\u024f\u0259\u0370-\u03ff\u0400-\u04ff\u1e00-\u1eff"
# Arabic-Indic digits, the forms Persian and Urdu write of them ("۳ جان"), Devanagari and Bengali digits, and
# full-width ASCII ("６０秒", "ＲＰＧ"): one character for one, so spans hold.
_FULL_WIDTH = "".join(map(chr, range(0xFF01, 0xFF5F)))
_NARROW = str.maketrans(
    "٠١٢٣٤٥٦٧٨٩" + "۰۱۲۳۴۵۶۷۸۹" + "०१२३४५६७८९" + "০১২৩৪৫৬৭৮৯" + _FULL_WIDTH,
    "0123456789" * 4 + "".join(chr(ord(c) - 0xFEE0) for c in _FULL_WIDTH),
)
# Letters a pitch may write either way: Turkish dotless ı (an upper-case I lowers to i), Russian ё (often
# e), the apostrophe (Ukrainian п'ять, пʼять, п’ять), Greek vowels with or without their accent (and a
# final ς, σ elsewhere: "φίδι", "ΦΙΔΙ", "ταχύτητες"), Hindi's chandrabindu and anusvara ("साँप",
# "सांप"), and a Devanagari letter with a nukta written as one character ("ज़") or as two (ज and the
# nukta, which :func:`find` lets any letter take or leave).
_FOLD = str.maketrans(
    "ıё’ʼάέήίόύώϊϋΐΰςँक़ख़ग़ज़ड़ढ़फ़य़",
    "iе''αεηιουωιυιυσंकखगजडढफय",
)
_NUKTA = "\u093c"
# Scripts outside LETTER whose words stand between spaces (Devanagari): a word there is a word of its
# own ("दो मिनट", two minutes), never the end of another ("प्रत्येक मिनट", each minute).
SPACED = "\u0900-\u097f"
_DEVANAGARI = re.compile(rf"[{SPACED}]")


class Cover:
    """Spans of a text, asked whether any meets a span: ``Cover(spans).meets((s, e))`` is
    ``any(a < e and s < b for a, b in spans)``, answered in the log of their number (a long repetitive
    pitch has thousands of spans, each span of it asked about: looked at one by one, a pitch of 2,000
    characters took seconds to read)."""

    def __init__(self, spans: Iterable[tuple[int, int]]) -> None:
        merged: list[list[int]] = []
        points = []
        for a, b in sorted(spans):
            if a >= b:
                points.append(a)  # an empty span meets what holds it strictly inside
            elif merged and a < merged[-1][1]:  # overlapping; touching spans stay two
                merged[-1][1] = max(merged[-1][1], b)
            else:
                merged.append([a, b])
        self._starts = [a for a, _ in merged]
        self._ends = [b for _, b in merged]
        self._points = points

    def meets(self, span: tuple[int, int]) -> bool:
        s, e = span
        i = bisect_right(self._ends, s)  # the first merged span that ends after s
        if i < len(self._starts) and self._starts[i] < e:
            return True
        j = bisect_right(self._points, s)
        return j < len(self._points) and self._points[j] < e


def fold(word: str) -> str:
    """``word`` with the letters a pitch may write either way written one way."""
    return word.translate(_FOLD)


# Arabic writes a word's final ة (ta marbuta) as ت when an ending follows: "سرعة" (speed), "سرعتها"
# (its speed), "قنبلتك" (your bomb).
_TA_MARBUTA = "ة"
_ARABIC_LETTER = "\u0621-\u064a"


def _letters(part: str) -> str:
    """The pattern of a (folded) substring: in Devanagari, each letter with or without a nukta; an
    Arabic final ة as ة, or as ت before an ending."""
    if part.endswith(_TA_MARBUTA):
        return rf"{re.escape(part[:-1])}(?:{_TA_MARBUTA}|ت(?=[{_ARABIC_LETTER}]))"
    if not _DEVANAGARI.search(part):
        return re.escape(part)
    return "".join(f"{re.escape(c)}{_NUKTA}?" for c in part.replace(_NUKTA, ""))


def _literal(folded: str) -> str:
    """The part of a (folded) word that any text it matches holds as it is: up to its first stem end or gap."""
    return folded.removeprefix("# ").removesuffix(" #").split("~")[0].split(W.GAP)[0]


@lru_cache(maxsize=8192)
def pattern(
    word: str,
    endings: tuple[str, ...] = (),
    joiners: tuple[str, ...] = (),
    compound: bool = False,
    own: str = "",
    closing: tuple[str, ...] = (),
    negations: tuple[str, ...] = (),
) -> re.Pattern[str] | None:
    """The pattern of a Latin-, Greek- or Cyrillic-script word, with one of ``endings`` or none, and
    with ``compound``, as the last part of a compound too ("riesenschlange"); of a phrase with a gap
    in another script (:func:`_spaced_substrings`); None for a substring. A gap never holds one of
    ``joiners``, the words that begin a clause of their own ("and", "but"), unless the word is one
    ``own`` matches (:func:`not_joiners`: Arabic "وقت", time, is no "و" joined to a word), nor a word
    that ends in one of ``closing``, the endings that end a clause (Korean "-고", "-지만"), nor one of
    ``negations`` ("the speed does not increase"), as a word of its own."""
    word = fold(word)
    if word.endswith(" #") and _UNSPACED.search(word):  # a count after: "ライフ #" is "ライフ3つ", "ライフ×3"
        numbers = "|".join(re.escape(fold(n)) for n in sorted(W.NUMBER_WORDS, key=len, reverse=True))
        return re.compile(rf"{_letters(word[:-2])}\s*[:：=×x]?\s*(?:\d+|{numbers})")
    if word.startswith("# ") and _DEVANAGARI.search(word):  # a count: "# लाइफ" is "तीन लाइफ", never "मेरी लाइफ"
        numbers = "|".join(re.escape(fold(n)) for n in sorted(W.NUMBER_WORDS, key=len, reverse=True))
        counted = _spaced_words(word[2:], endings, (*joiners, *negations)).pattern
        return re.compile(rf"(?<![{LETTER}{SPACED}])(?:\d+|{numbers})\s+{counted}")
    if _DEVANAGARI.search(word):
        return _spaced_words(word, endings, (*joiners, *negations))
    if word.startswith("# ") and NON_LATIN.search(word):  # a count in another script or a sign: "สามหัวใจ", "3 ❤️"
        return re.compile(rf"(?<![{LETTER}])(?:\d+|{_counts()})\s*{_letters(word[2:])}")
    if NON_LATIN.search(word.replace(W.GAP, " ")):
        if W.GAP in word and _UNSPACED.search(word):
            return _unspaced_substrings(word, (*joiners, *negations))
        if W.GAP in word:
            return _spaced_substrings(word, joiners, own, closing, negations)
        return re.compile(_letters(word)) if word.endswith(_TA_MARBUTA) else None
    if word.startswith("# "):  # a count: "# vite" is "3 vite" or "tre vite", never the French "plus vite"
        numbers = "|".join(re.escape(fold(n)) for n in sorted(W.NUMBER_WORDS, key=len, reverse=True))
        return re.compile(rf"(?<![{LETTER}])(?:\d+|{numbers})[\s-]+{re.escape(word[2:])}(?![{LETTER}])")
    # "~" ends a stem, in a phrase too: "двойн~ прыж~" is двойной прыжок, двойным прыжком...; a gap
    # holds up to three words of the same clause: "geschwindigkeit … erhöht" is "die Geschwindigkeit
    # mit jedem Apfel erhöht", "neemt … snelheid toe" is "neemt de snelheid toe".
    gap = rf"(?:\s+{_not_joining((*joiners, *negations), rf'(?![{LETTER}])')}[{LETTER}]+){{0,3}}\s+"
    stem = f"[{LETTER}]*"
    body = gap.join(stem.join(re.escape(part) for part in words.split("~")) for words in word.split(W.GAP))
    # A compound's first parts: at least three letters ("Riesen-", "Gift-"), so "kleben" is no "leben".
    start = rf"(?<![{LETTER}])(?:[{LETTER}]{{3,}})?" if compound else rf"(?<![{LETTER}])"
    if word.endswith("~"):
        return re.compile(rf"{start}{body}")
    return re.compile(rf"{start}{body}(?:{'|'.join(endings)})?(?![{LETTER}])")


@lru_cache(maxsize=1)
def _counts() -> str:
    """The number words of every language that are no common word of one ("a", "un" are articles too)."""
    common = {fold(w) for markers in W.LANGUAGE_MARKERS.values() for w in markers}
    numbers = sorted({fold(n) for n in W.NUMBER_WORDS} - common, key=len, reverse=True)
    return "|".join(map(re.escape, numbers))


# Punctuation that ends a clause, in any script: a gap never crosses it.
_CLAUSE_MARKS = r".,;:!?،؛。、，！？：；()\[\]"


def _not_joining(joiners: tuple[str, ...], after: str, own: str = "") -> str:
    """A lookahead that fails where a word begins with one of ``joiners`` followed by ``after``, unless
    the word is one that ``own`` matches."""
    if not joiners:
        return ""
    alternatives = "|".join(re.escape(fold(j)) for j in sorted(joiners, key=len, reverse=True))
    return rf"(?!{f'(?!{own})' if own else ''}(?:{alternatives}){after})"


@lru_cache(maxsize=64)
def not_joiners(lang: str) -> str:
    """The pattern of a whole word of ``lang`` that begins with one of its joiners written onto a word
    but is a word of its own (``W.NOT_JOINERS``, with one of ``W.NOT_JOINER_ENDINGS`` or none; a
    final Arabic ة is written ت before an ending: "وتيرته"); "" for a language without them."""
    words = sorted(map(fold, W.NOT_JOINERS.get(lang, ())), key=len, reverse=True)
    if not words:
        return ""
    endings = "|".join(re.escape(e) for e in sorted(W.NOT_JOINER_ENDINGS.get(lang, ()), key=len, reverse=True))
    return rf"(?:{'|'.join(map(_letters, words))})(?:{endings})?(?![^\s{_CLAUSE_MARKS}])"


# A Devanagari noun that ends in ी or ई writes it ि or इ before a plural ending ("खिलाड़ी": खिलाड़ियों;
# "मिठाई": मिठाइयाँ).
_SHORTENED = {"ी": "ि", "ई": "इ"}
_PLURALS = ("यां", "यों")


def _spaced_words(word: str, endings: tuple[str, ...], joiners: tuple[str, ...]) -> re.Pattern[str]:
    """The pattern of a word or phrase in a script written between spaces whose endings are written
    onto the word (Devanagari): from the start of a word, each part to the end of a word with up to
    two of ``endings`` ("बढ़" + ती, "बढ़" + ा + ते; "साँप" + ों) or none, with up to three words of the
    same clause between a phrase's parts (Hindi puts the verb last: "गति हर स्तर पर बढ़ती है"), never a
    clause mark nor one of ``joiners`` as a word of its own ("और"; "औरत", a woman, is no joiner). So a
    word is never found inside another: "अलावा" (besides) holds no lava, "हेडफ़ोन" no phone."""
    letter = f"[{SPACED}]"
    alternatives = "|".join(re.escape(fold(e)) for e in sorted(endings, key=len, reverse=True))
    end = rf"(?:{alternatives})?(?:{alternatives})?(?!{letter})" if endings else f"(?!{letter})"

    def part(text: str) -> str:
        last = text[-1:]
        if last not in _SHORTENED:
            return _letters(text)
        plural = "|".join(_letters(_SHORTENED[last] + p) for p in _PLURALS)
        return rf"{_letters(text[:-1])}(?:{re.escape(last)}|{plural})"

    words = rf"(?:\s+{_not_joining(joiners, f'(?!{letter})')}[^\s{_CLAUSE_MARKS}]+){{0,3}}\s+"
    return re.compile(rf"(?<!{letter})" + f"{end}{words}".join(map(part, word.split(W.GAP))) + end)


def _spaced_substrings(
    word: str,
    joiners: tuple[str, ...] = (),
    own: str = "",
    closing: tuple[str, ...] = (),
    negations: tuple[str, ...] = (),
) -> re.Pattern[str]:
    """The pattern of a phrase with a gap in a script whose words match as substrings (Arabic, Korean):
    each part a substring, with up to two words of the same clause between (words that carry their
    particles: "تزيد … سرعة" is "تزيد فيها السرعة"), the rest of the word a part ends in and the start
    of the word the next begins with ("السرعة"), never a clause mark, nor a word that begins with a
    joiner, which such a script may write onto the word it joins (Arabic "والنقاط": and the points),
    unless ``own`` matches the word (Arabic "وحوش", monsters: a root that begins with و), nor a word
    between that ends in one of ``closing``, which such a script writes onto a clause's last word
    (Korean "속도는 그대로고 점수가 올라간다": the speed stays -고, and the score goes up), nor one of
    ``negations`` as a word of its own ("لا", not; Korean "안", not, but not "안에", inside)."""
    inside = rf"[^\s{_CLAUSE_MARKS}]"
    joining = _not_joining(joiners, "", own) + _not_joining(negations, f"(?!{inside})")
    ends = "|".join(re.escape(fold(e)) for e in sorted(closing, key=len, reverse=True))
    open_ = rf"(?!{inside}*(?:{ends})(?!{inside}))" if closing else ""
    gap = rf"{inside}*(?:\s+{joining}{open_}{inside}+){{0,2}}\s+{joining}{inside}*?"
    return re.compile(gap.join(_letters(part) for part in word.split(W.GAP)))


# Han, kana and Thai: scripts written without spaces between words.
_UNSPACED = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\u0e00-\u0e7f]")
# The most characters a gap holds in them: a few words ("速度会随着分数不断提高", the speed keeps rising
# with the score: 会随着分数不断, 7 with the particle), fewer than a second clause needs
# ("スピードは一定でスコアが上がる": は一定でスコアが, 8).
_UNSPACED_GAP = 7


def _unspaced_substrings(word: str, joiners: tuple[str, ...] = ()) -> re.Pattern[str]:
    """The pattern of a phrase with a gap in a script written without spaces (Chinese, Japanese): each
    part a substring, with up to ``_UNSPACED_GAP`` characters of one clause between, never a space or a
    clause mark, and no joiner beginning anywhere between (such a script writes its joiners against the
    words they join: "速度保持不变但是砖块会增加", the speed stays the same but the bricks increase)."""
    joining = _not_joining(joiners, "")
    gap = rf"(?:{joining}[^\s{_CLAUSE_MARKS}]){{0,{_UNSPACED_GAP}}}"
    return re.compile(gap.join(_letters(part) for part in word.split(W.GAP)))


def find(
    text: str, word: str, lang: str = "en", pitch_lang: str = "", compound: bool = False, negated: bool = False
) -> tuple[int, int] | None:
    """The span of ``word``, a word of ``lang``, in prepared ``text`` (a word of its own, a stem, or a
    Korean/Arabic substring), with an ending of its language (``W.ENDINGS``: English "coins", Hindi "साँपों", French
    "serpents", none in Italian); in a pitch in ``pitch_lang``, not where the text there is a false
    friend of that language (``W.FALSE_FRIENDS``: French "touches" are keys, not touch). With
    ``compound``, a one-word noun of a language that joins words (``W.COMPOUNDING``), in a pitch in
    that language, also as the last part of a compound (:func:`_compounding`). In a pitch in its own
    language, a Latin-script word is found written without its marks too (:func:`_unmarked`). A word of
    a language of ``W.OWN_PITCH_ONLY`` is found only in a pitch in that language. A word said not to be
    ("no enemies", "sans chrono": :func:`_negated`, :func:`_negating_ending`) is not found; with
    ``negated``, only such a word is."""
    if lang in W.OWN_PITCH_ONLY and lang != pitch_lang:
        return None
    folded, literal, devanagari = _word(word)
    # Most of the vocabulary is in no given pitch: nothing to compile. A nukta may stand in the text
    # where a Devanagari word has none.
    if literal not in (text.replace(_NUKTA, "") if devanagari else text):
        return _find_unmarked(text, word, lang, pitch_lang, compound, negated)
    joined = compound and _compounding(folded, literal, lang, pitch_lang)
    joiners, negations = also_bare(W.JOINERS.get(lang, ())), also_bare(W.NEGATIONS.get(lang, ()))
    closing = W.CLAUSE_ENDINGS.get(lang, ())
    compiled = pattern(word, W.ENDINGS.get(lang, ()), joiners, joined, not_joiners(lang), closing, negations)
    if compiled is None:
        spans = ((m.start(), m.start() + len(word)) for m in re.finditer(re.escape(folded), text))
        held = _held_by_false_friends(text, pitch_lang)
        return next(
            (
                span
                for span in spans
                if not any(a <= span[0] < b for a, b in held)
                and _prefixed(text, span[0], lang)
                and _negated(text, span, lang, pitch_lang) is negated
            ),
            None,
        )
    # A stem of the pitch's own language is read where its false friends hold it (Bulgarian "лесн~", easy,
    # in "лесна", a false friend of Russian "лес~", forest).
    friends = frozenset() if lang == pitch_lang and folded.endswith("~") else _false_friends(pitch_lang)
    endings = W.ENDINGS.get(lang, ())
    found = next(
        (
            m.span()
            for m in compiled.finditer(text)
            if m.group() not in friends
            and not (joined and _other_compound(m.group(), literal, lang, endings))
            and (_negated(text, m.span(), lang, pitch_lang) or _negating_ending(text, m.span(), folded, lang))
            is negated
        ),
        None,
    )
    return found or _find_unmarked(text, word, lang, pitch_lang, compound, negated)


# The letters a language written without letters between words' parts writes onto the front of a word. Arabic:
# "and", "so", "with", "like", "for", "will", "the" ("والقلوب", "بالقلوب", "سيخسر") and a verb's person ("تخسر",
# "يخسر"). Hebrew: "and", "the", "in", "like", "to", "from", "that" (ו ה ב כ ל מ ש: "והאויבים", "בחלל",
# "לטלפון", "כשנוגעים"). Persian writes its prepositions and "and" apart, onto a verb only its present's "می"
# (with or without the non-joiner: "می‌پرد", "میپرد") and its subjunctive's "ب" ("بپر"); not the negation's
# "ن", which says the verb is not. Urdu writes nothing onto a word's front. A word found after other letters
# of its word is inside another: "مقلوب" (upside down) holds "قلوب" (hearts), "אוטובוס" (a bus) "בוס" (a boss).
_ATTACHED_BEFORE = {
    "ar": re.compile(r"[وفبكلسأتين]{0,3}(?:ال|لل)?"),
    "he": re.compile(r"[והבכלמש]{0,3}"),
    "fa": re.compile("(?:می\u200c?|ب)?"),
    "ur": re.compile(""),
}
# The script of each language above, by which a read source's letters tell whose front rule is theirs.
_SCRIPT_OF = {"he": re.compile(r"[\u0590-\u05ff]"), "ar": re.compile(r"[\u0600-\u06ff]")}


def _prefixed(text: str, start: int, lang: str) -> bool:
    """Whether a word of ``lang`` found as a substring at ``start`` begins its word of ``text``, or follows only
    the letters its language writes onto a word's front (``_ATTACHED_BEFORE``); a word of a language not
    listed there always does."""
    attached = _ATTACHED_BEFORE.get(lang)
    if attached is None:
        return True
    begin = start
    while begin > 0 and not text[begin - 1].isspace() and text[begin - 1] not in _CLAUSE_MARKS:
        begin -= 1
    return attached.fullmatch(text[begin:start]) is not None


def locate(text: str, words: str) -> int:
    """Where ``words`` (read in ``text``) stand in it: the first place they begin a word of their own (after
    no letter, or, in Arabic or Hebrew, after the letters it writes onto a word's front), else the first place at
    all; -1 where they are not in it. "مقلوبة مع ثلاث قلوب": hearts are the last word, not inside "upside
    down"."""
    first = at = text.find(words)
    while at > 0:
        before = text[at - 1]
        script = next((lang for lang, letters in _SCRIPT_OF.items() if letters.match(before)), "")
        if not before.isalnum() or _UNSPACED.match(before) or (script and _prefixed(text, at, script)):
            return at
        at = text.find(words, at + 1)
    return first


def _find_unmarked(
    text: str, word: str, lang: str, pitch_lang: str, compound: bool, negated: bool = False
) -> tuple[int, int] | None:
    """The span of ``word`` written without its marks, in a pitch in its own language; None elsewhere,
    and for a word its language marks as one to be written with them (``W.MARKED_ONLY``: Turkish
    "ölümsüz", immortal, is "olumsuz", negative) or a language whose marks tell its words apart
    (``W.MARKS_TELL_WORDS``: Vietnamese "có gai", has thorns, is "cô gái", a girl), but for a phrase of
    its of ``_UNMARKED_WORDS`` words or more without a gap ("ban may bay" is "bắn máy bay" only)."""
    told = lang in W.MARKS_TELL_WORDS and (W.GAP in word or len(word.split()) < _UNMARKED_WORDS)
    if lang != pitch_lang or told or word in W.MARKED_ONLY.get(lang, ()):
        return None
    if (without := _unmarked(word)) == word:
        return None
    return find(text, without, lang, pitch_lang, compound, negated)


def present(text: str, words: W.Words, pitch_lang: str = "") -> Iterator[tuple[str, str]]:
    """The (language, word) entries of ``words`` (in ``W.entries`` order) that :func:`find` may find in
    prepared ``text`` of a pitch in ``pitch_lang``: those whose literal part (:func:`literal`) the text
    holds, or, in the pitch's own language, that part of the word written without its marks. A screen
    that only drops what ``find`` could never find, so that a reading does not call it for each of the
    thousands of words in no given pitch (each such call cost about 7 µs: 90 ms a pitch)."""
    stripped = text.replace(_NUKTA, "")
    entries, by_start = _screen(words)
    starts = _starts(stripped)
    if len(by_start) < len(starts):  # most tables hold a few words: look their starts up in the text's
        hits = sorted({i for start, at in by_start.items() if start in starts for i in at})
    else:  # an entry is under two starts where its word written without marks begins otherwise
        hits = sorted({i for start in starts for i in by_start.get(start, ())})
    for i in hits:
        lang, word, needle, unmarked = entries[i]
        if lang in W.OWN_PITCH_ONLY and lang != pitch_lang:
            continue
        if needle in stripped or (lang == pitch_lang and unmarked and unmarked in stripped):
            yield lang, word


_Screen = tuple[tuple[tuple[str, str, str, str], ...], dict[str, list[int]]]
# id of a table of words -> (the table, the order of languages it was made in, its screen). The tables
# are whole once crumb.core.pitch_words has merged the lexicons in, at import.
_SCREENS: dict[int, tuple[W.Words, tuple[str, ...], _Screen]] = {}


def _screen(words: W.Words) -> _Screen:
    """(language, word, its literal part, that part written without marks or "") for each entry of
    ``words`` in ``W.entries`` order, and the positions of those entries by the first two characters
    of either part (fewer where a part is shorter): made once a table."""
    kept = _SCREENS.get(id(words))
    if kept is not None and kept[0] is words and kept[1] is W.LANGUAGES:
        return kept[2]
    entries = tuple(
        (lang, w, _word(w)[1], _word(without)[1] if (without := _unmarked(w)) != w else "")
        for lang, w in W.entries(words)
    )
    by_start: dict[str, list[int]] = {}
    for i, (_lang, _w, needle, unmarked) in enumerate(entries):
        for start in dict.fromkeys(part[:2] for part in (needle, unmarked) if part or part is needle):
            by_start.setdefault(start, []).append(i)
    _SCREENS[id(words)] = (words, W.LANGUAGES, (entries, by_start))
    return entries, by_start


@lru_cache(maxsize=256)
def _starts(text: str) -> frozenset[str]:
    """Every way a part :func:`_screen` indexes may begin in ``text``: its pairs of characters, its
    characters (a part of one), and nothing (an empty part, which any text holds)."""
    return frozenset(text[i : i + 2] for i in range(len(text) - 1)) | frozenset(text) | {""}


# The fewest words of a phrase that a language whose marks tell its words apart has written without
# them and still means only the phrase: two are another phrase too often ("co gai": "có gai", "cô gái").
_UNMARKED_WORDS = 3
# The fewest letters a word written without its marks keeps before its first gap or stem end: fewer
# are another word too often ("çöl~", a desert, is "col~": "collect").
_UNMARKED_LETTERS = 4


@lru_cache(maxsize=16384)
def _unmarked(word: str) -> str:
    """``word`` written without its marks (:func:`bare`), or ``word`` itself where it has none or
    too few letters are left (``_UNMARKED_LETTERS``)."""
    without = bare(word)
    return without if len(re.sub(rf"[^{LETTER}]", "", _literal(fold(without)))) >= _UNMARKED_LETTERS else word


def bare(word: str) -> str:
    """``word`` with the marks of its Latin letters dropped, as a pitch typed on a keyboard without
    them writes it (Portuguese "mais rapido", Turkish "dusman", Polish "latwa", Vietnamese "dua xe"; a
    dotless ı is folded to i already); a word in another script as it is (a Cyrillic й is no и)."""
    if any(c.isalpha() and not (c <= "\u024f" or c == "ə" or "\u1e00" <= c <= "\u1eff") for c in word):
        return word
    kept = (c for c in unicodedata.normalize("NFD", word) if not (unicodedata.combining(c) and c <= "\u036f"))
    return unicodedata.normalize("NFC", "".join(kept)).translate(_STROKED)


# Letters whose mark is a stroke, which Unicode does not take apart: Polish ł, Vietnamese đ; and
# Azerbaijani ə, which a keyboard without it writes e ("deqiqe").
_STROKED = str.maketrans("łđə", "lde")


@lru_cache(maxsize=256)
def also_bare(words: tuple[str, ...]) -> tuple[str, ...]:
    """``words`` and each written without its marks (:func:`bare`): a negation, joiner or opponent
    typed so is one all the same ("nao", "khong co", "degil"), whatever its length."""
    return tuple(dict.fromkeys((*words, *map(bare, words))))


def _negating_ending(text: str, span: tuple[int, int], folded: str, lang: str) -> bool:
    """Whether the word a match of ``folded`` ends in says it is not by an ending past the stem the
    word's last part names (``W.NEGATING_ENDINGS``: Turkish "hız artmıyor" is "hız art~" with -mıyor,
    does not rise; "düşmansız" is "düşman~" with -sız, without)."""
    endings = also_bare(W.NEGATING_ENDINGS.get(lang, ()))
    if not endings:
        return False
    stem = folded.split()[-1].split("~")[0]
    rest = re.match(rf"[{LETTER}]*", text[span[1] :])
    word = (text[span[0] : span[1]] + (rest.group() if rest else "")).split()[-1]
    return word.startswith(stem) and any(fold(e) in word[len(stem) :] for e in endings)


def said_not(text: str, span: tuple[int, int], lang: str, pitch_lang: str = "") -> tuple[int, int]:
    """``span`` of a thing said not to be, widened to the negation said right before it ("no walls",
    "don't want walls", "ไม่มีกำแพง") or right after it ("दीवारें नहीं", "duvar yok"); as it is where an
    ending says so ("duvarsız", whose span holds it) or an "or" carries a negation on to it."""
    befores, afters = _negations(lang, pitch_lang)
    following = _after_pattern(afters, 0)
    if (start := _said_before(text, span[0], befores, 0)) is not None:
        return start, span[1]
    if following and (after := following.match(text, span[1])):
        return span[0], after.end()
    return span


def _negated(text: str, span: tuple[int, int], lang: str, pitch_lang: str = "") -> bool:
    """Whether what ``text`` says at ``span`` is said not to be: right after one of ``W.NEGATIONS``
    ("no enemies", "never speeds up", "لا تزيد فيها السرعة", "没有敌人"), or right before one of
    ``W.NEGATIONS_AFTER``, past the rest of its word ("スピードが上がらない", "속도가 빨라지지 않는다"),
    of the word's language or the pitch's (a Spanish "acelera" in a Portuguese pitch: "não acelera"), or
    right before one of ``W.NEGATIONS_CLOSING`` that ends its clause ("ускорения не надо."), or after a
    negation and a word for "like" (:func:`_unlike`: "not like flappy bird", "no es como tetris")."""
    return (
        beside(text, span, *_negations(lang, pitch_lang))
        or bool((unlike := _unlike(pitch_lang or lang)) and unlike.search(text[max(0, span[0] - 60) : span[0]]))
        or bool((closing := _closing(lang, pitch_lang)) and closing.match(text, span[1]))
        or _disjoined(text, span[0], lang, pitch_lang)
    )


@lru_cache(maxsize=64)
def _unlike(pitch_lang: str) -> re.Pattern[str] | None:
    """The pattern, at the end of the text before a thing, of a negation, up to one word ("no es como", "não
    é tipo") and a word for "like" (``W.LIKENESS``) of the pitch's language or English: the game named after
    them is said not to be, as "kein tetris" says it. One pattern a language, not a word: with the verbs
    as well, the negations of every word's pattern grew sixfold and a first reading took four times as
    long."""
    codes = dict.fromkeys(filter(None, (pitch_lang, "en")))
    negations = also_bare(tuple(w for code in codes for w in W.NEGATIONS.get(code, ())))
    likes = also_bare(tuple(w for code in codes for w in W.LIKENESS.get(code, ())))
    if not negations or not likes:
        return None

    def either(words: tuple[str, ...]) -> str:
        return "|".join(re.escape(fold(lower(w))) for w in sorted(words, key=len, reverse=True))

    return re.compile(rf"(?<!\S)(?:{either(negations)})\s+(?:[^\s{_CLAUSE_MARKS}]+\s+)?(?:{either(likes)})\s+$")


_CLAUSE_SPLIT = re.compile(rf"[{_CLAUSE_MARKS}]")


def _disjoined(text: str, start: int, lang: str, pitch_lang: str) -> bool:
    """Whether the thing at ``start`` comes right after a word for "or" (``W.DISJUNCTIONS``) that
    carries on a negation of its clause, with no joiner between ("no walls or bombs", "I don't want
    walls or bombs"; not "no walls and bombs", nor "no walls, or bombs")."""
    codes = tuple(dict.fromkeys(filter(None, (lang, pitch_lang))))
    ors = set(also_bare(tuple(w for code in codes for w in W.DISJUNCTIONS.get(code, ()))))
    # The clause's last word first, read from the end (a pitch of a long clause is read once, not at
    # each thing in it): the rest of the last word of the text after its last clause mark.
    last = _CLAUSE_SPLIT.split((text[:start].rsplit(None, 1) or [""])[-1])[-1]
    if not ors or not last or last not in ors:
        return False
    words = _CLAUSE_SPLIT.split(text[:start])[-1].split()
    joiners = set(also_bare(tuple(w for code in codes for w in W.JOINERS.get(code, ()))))
    said = " ".join(words[max((i for i, w in enumerate(words) if w in joiners), default=-1) + 1 : -1])
    before, _after = _negations(*codes)
    return any(re.search(rf"(?<!\S){re.escape(fold(n))}(?!\S)", said) for n in before)


@lru_cache(maxsize=256)
def _closing(*langs: str) -> re.Pattern[str] | None:
    """The pattern, from a match's end, of the rest of its word and one of ``W.NEGATIONS_CLOSING`` of
    ``langs`` ending the clause."""
    words = also_bare(
        tuple(w for code in dict.fromkeys(filter(None, langs)) for w in W.NEGATIONS_CLOSING.get(code, ()))
    )
    if not words:
        return None
    alternatives = "|".join(re.escape(fold(w)) for w in sorted(words, key=len, reverse=True))
    return re.compile(rf"[^\s{_CLAUSE_MARKS}]*\s+(?:{alternatives})\s*(?:[{_CLAUSE_MARKS}]|$)")


@lru_cache(maxsize=256)
def _negations(*langs: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(negations said before a thing, after it) of each of ``langs``, typed with or without their marks;
    before it, a negation with one of its language's ``W.NEGATED_VERBS`` after it too ("no va")."""
    codes = dict.fromkeys(filter(None, langs))
    said = tuple(w for code in codes for w in W.NEGATIONS.get(code, ()))
    verbs = tuple(
        f"{n} {v}" for code in codes for n in W.NEGATIONS.get(code, ()) for v in W.NEGATED_VERBS.get(code, ())
    )
    before = also_bare((*said, *verbs))
    return before, also_bare(tuple(w for code in codes for w in W.NEGATIONS_AFTER.get(code, ())))


def beside(text: str, span: tuple[int, int], before: tuple[str, ...], after: tuple[str, ...], between: int = 0) -> bool:
    """Whether prepared ``text`` has one of ``before`` right before ``span`` or one of ``after`` right
    after it, past the rest of its word, with up to ``between`` words between ("against the
    computer", "कंप्यूटर के ख़िलाफ़"): each a word of its own where a script writes words between
    spaces ("not", never the end of "knot"; the word a Korean or Arabic match begins in counts as
    the match's), right against the match in Chinese, Japanese and Thai, which write none."""
    following = _after_pattern(after, between)
    return _said_before(text, span[0], before, between) is not None or bool(
        following and following.match(text, span[1])
    )


def _said_before(text: str, end: int, befores: tuple[str, ...], between: int) -> int | None:
    """Where the earliest match of the pattern of one of ``befores`` said right before ``end`` begins
    (:func:`_before_patterns`), or None. Such a match is short: a negation ("no", "没有") with up to
    ``between`` words and the rest of the word ``end`` is in. Searched from the start of the text, every
    match of a long repetitive pitch cost a pass over all of the pitch before it, each place tried with
    every negation: '3 min ' × 330 took 6 s to read. So the search starts where such a match can: a
    negation written without spaces at most its own length back, one written between spaces at the
    start of one of the last few runs of letters (:func:`_run_starts`); the earliest there is the
    earliest anywhere."""
    if not befores:
        return None
    spaced, unspaced, runs, longest = _before_patterns(befores, between)
    starts = []
    if unspaced and (found := unspaced.search(text, max(0, end - longest), end)):
        starts.append(found.start())
    if spaced:
        starts += [s for s in _run_starts(text, end, runs) if spaced.match(text, s, end)][:1]
    return min(starts, default=None)


_INSIDE = re.compile(rf"[^\s{_CLAUSE_MARKS}]+")


def _run_starts(text: str, end: int, runs: int) -> list[int]:
    """The starts of the last ``runs`` runs of characters that are no space nor clause mark in
    ``text[:end]``, earliest first: found in the text read backwards, so as many characters are read
    as those runs and the spaces between them hold."""
    backwards = text[end - 1 :: -1] if end > 0 else ""
    found = []
    for run in _INSIDE.finditer(backwards):
        found.append(end - run.end())
        if len(found) == runs:
            break
    return found[::-1]


@lru_cache(maxsize=4096)  # one per set of negations, as _after_pattern
def _before_patterns(
    befores: tuple[str, ...], between: int
) -> tuple[re.Pattern[str] | None, re.Pattern[str] | None, int, int]:
    """The pattern of one of ``befores`` said right before a thing, with up to ``between`` words and the
    rest of the thing's word between (:func:`beside`), split in two: (the words written
    between spaces, which begin a run of letters; those written without, which begin anywhere; the
    most runs of letters a match of the first holds; the most characters a match of the second
    holds)."""
    inside = rf"[^\s{_CLAUSE_MARKS}]"
    words = rf"(?:\s+{inside}+){{0,{between}}}" if between else ""
    unspaced = [w for w in befores if _UNSPACED.search(w)]
    spaced = [w for w in befores if not _UNSPACED.search(w)]
    rest = rf"{words}\s+{inside}*"
    # "(?<!x)(?:a|b)rest" matches as "(?<!x)a rest|(?<!x)b rest" would, trying each the same way, with
    # two character classes to compile instead of two a negation.
    either = "|".join(_letters(fold(w)) for w in spaced)
    spaced_pattern = re.compile(rf"(?<!{inside})(?:{either}){rest}$") if spaced else None
    unspaced_pattern = re.compile(rf"(?:{'|'.join(_letters(fold(w)) for w in unspaced)})$") if unspaced else None
    # A negation's own runs, the words between, and the run the thing is in.
    runs = max((len(_INSIDE.findall(fold(w))) for w in spaced), default=0) + between + 1
    # _letters lets a Devanagari letter take a nukta: at most twice the word's characters.
    longest = 2 * max((len(fold(w)) for w in unspaced), default=0)
    return spaced_pattern, unspaced_pattern, runs, longest


@lru_cache(maxsize=4096)  # one per set of negations said after a word: hundreds, each a long compile
def _after_pattern(afters: tuple[str, ...], between: int) -> re.Pattern[str] | None:
    """The pattern of one of ``afters`` said right after a thing, past the rest of its word, with up to
    ``between`` words between (:func:`beside`); what is said before one is :func:`_before_patterns`'."""
    inside = rf"[^\s{_CLAUSE_MARKS}]"
    words = rf"(?:\s+{inside}+){{0,{between}}}" if between else ""

    def following(word: str) -> str:
        own = _letters(fold(word))
        return own if _UNSPACED.search(word) else rf"{inside}*?{words}\s*{own}(?![{LETTER}{SPACED}])"

    return re.compile("|".join(map(following, sorted(afters, key=len, reverse=True)))) if afters else None


@lru_cache(maxsize=16384)
def _word(word: str) -> tuple[str, str, bool]:
    """A word of the vocabulary folded, its literal part (without a nukta) and whether it is Devanagari:
    read for every word and every pitch, so once."""
    folded = fold(word)
    # "سرعتها" holds "سرعة" as "سرع" + ت, "खिलाड़ियों" holds "खिलाड़ी" as "खिलाड़" + ि.
    literal = _literal(folded).removesuffix(_TA_MARBUTA).removesuffix("ी").removesuffix("ई")
    devanagari = bool(_DEVANAGARI.search(literal))
    return folded, literal.replace(_NUKTA, "") if devanagari else literal, devanagari


def literal(word: str) -> str:
    """The part of a word of the vocabulary that any text :func:`find` finds it in holds as it is (folded,
    up to its first stem end or gap, without a nukta): where a text lacks it, ``find`` finds nothing."""
    return _word(word)[1]


def _compounding(folded: str, literal: str, lang: str, pitch_lang: str) -> bool:
    """Whether a word may be read as the last part of a compound: a word of one of at least four
    letters, of a language that joins words, in a pitch in that language (a German "natur" is in no
    English "signature"), and not one whose compounds name something else (``W.NOT_HEADS``)."""
    return (
        lang == pitch_lang
        and lang in W.COMPOUNDING
        and len(literal) >= 4
        and not re.search(r"[\s#]", folded)
        and literal not in _not_heads(lang)
    )


def _other_compound(found: str, literal: str, lang: str, endings: tuple[str, ...]) -> bool:
    """Whether a compound found by its last part names something the word does not: a word of the
    vocabulary itself (an "endgegner" is the boss it is listed as, not an enemy too) or a compound
    that ends in a false friend of its language (a "Druckerwarteschlange" is a queue, not a snake)."""
    if found.startswith(literal):
        return False  # the word itself, not a compound
    forms = {found} | {found.removesuffix(e) for e in endings if found.endswith(e)}
    friends = tuple(_false_friends(lang))
    return bool(forms & vocabulary(lang)) or any(f.endswith(friends) for f in forms)


@lru_cache(maxsize=32)
def _not_heads(lang: str) -> frozenset[str]:
    return frozenset(fold(w) for w in W.NOT_HEADS.get(lang, ()))


@lru_cache(maxsize=128)  # one per language
def vocabulary(lang: str) -> frozenset[str]:
    """Every word of a language's vocabulary: its kinds, mechanics, looks, controls, targets, ways to
    win and lose, units of time, words for a timer, and things whose absence asks for a mechanic
    (lowered and folded)."""
    labelled = (W.KINDS, W.MECHANICS, W.CONTROLS, W.TARGETS)
    tables = [words for table in labelled for _label, words in table.values()] + list(W.THEMES.values())
    tables += [
        W.WIN,
        W.LOSE,
        W.SECOND_WORDS,
        W.MINUTE_WORDS,
        W.TIMER_WORDS,
        W.UNTIMED,
        *W.MECHANICS_BY_ABSENCE.values(),
    ]
    return frozenset(fold(w.lower()) for words in tables for w in words.get(lang, ()))


@lru_cache(maxsize=32)
def _held_by_false_friends(text: str, lang: str) -> list[tuple[int, int]]:
    """The spans of ``text`` that a false friend of ``lang`` written without spaces takes (Korean "헤드폰",
    headphones): a substring of the vocabulary that starts inside one is part of another word."""
    return [m.span() for w in _false_friends(lang) if NON_LATIN.search(w) for m in re.finditer(re.escape(w), text)]


def _false_friends(lang: str) -> frozenset[str]:
    return frozenset(fold(w) for w in W.FALSE_FRIENDS.get(lang, ()))


def lower(pitch: str) -> str:
    """``pitch`` lowered, one character for one: a Turkish İ lowers to i, not to i and a combining dot."""
    return pitch.lower().replace("i\u0307", "i")


def prepare(pitch: str) -> str:
    """``pitch`` as words are matched in it: lowered, digits narrowed, letters folded, a word typed with two
    neighbouring letters swapped mended (:func:`_unswapped`), one character for one."""
    return _TOKEN.sub(_unswapped, lower(pitch).translate(_NARROW).translate(_FOLD))


# A long word typed with two neighbouring letters swapped ("platfromer", "memroy") is read as the English
# word of the vocabulary it then spells (English mixes into any pitch; a word of another language so mended
# would be taken from a language the pitch may not be in: English "dubble" spells Dutch "dubbel"), where it
# is no word nor stem the house knows and one swap alone mends it: the same letters, so spans hold. Shorter
# words swapped are other words too often ("from", "form").
_SWAPPED_LETTERS = 6
_TOKEN = re.compile(rf"(?<![{LETTER}])[{LETTER}]{{{_SWAPPED_LETTERS},}}(?![{LETTER}])")


def _unswapped(found: re.Match[str]) -> str:
    token = found.group()
    if known(token) or any(c.isdigit() for c in token):
        return token
    # Its first letter typed right: "arcing" is no "racing".
    mended = {token[:i] + token[i + 1] + token[i] + token[i + 2 :] for i in range(1, len(token) - 1)}
    words = mended & _words("en")
    return words.pop() if len(words) == 1 else token


def known(token: str, pitch_lang: str = "") -> bool:
    """Whether a prepared word is one the house knows: a word or common word of any language, or one that
    begins with a stem of one; with ``pitch_lang``, of the languages whose words count in a pitch in it
    (a word of ``W.OWN_PITCH_ONLY`` elsewhere is none: Tagalog "memorya" in a Spanish pitch)."""
    if pitch_lang:
        return token in _known_in(pitch_lang) or token.startswith(_known_stems())
    return token in _known_words() or token.startswith(_known_stems())


@lru_cache(maxsize=64)
def _known_in(pitch_lang: str) -> frozenset[str]:
    counted = (code for code in W.LANGUAGES if code not in W.OWN_PITCH_ONLY or code == pitch_lang)
    common = (fold(lower(w)) for markers in W.LANGUAGE_MARKERS.values() for w in markers)
    return frozenset(w for code in counted for w in _words(code)) | frozenset(common)


@lru_cache(maxsize=64)
def _words(lang: str) -> frozenset[str]:
    """Every whole word (no stem, no count) of a language's vocabulary."""
    entries = (w for w in vocabulary(lang) if "~" not in w and "#" not in w)
    return frozenset(t for w in entries for t in w.split() if t.isalpha())


@lru_cache(maxsize=1)
def _known_words() -> frozenset[str]:
    """The words the house knows: every language's vocabulary and common words."""
    common = (fold(lower(w)) for markers in W.LANGUAGE_MARKERS.values() for w in markers)
    return frozenset(w for code in W.LANGUAGES for w in _words(code)) | frozenset(common)


@lru_cache(maxsize=1)
def _known_stems() -> tuple[str, ...]:
    """Every language's stems of four letters or more ("telefoon~"): a word that begins with one is known."""
    stems = (w.split("~")[0] for code in W.LANGUAGES for w in vocabulary(code) if "~" in w)
    return tuple(sorted({s for s in stems if len(s) >= 4 and " " not in s and s.isalpha()}))
