"""More languages for the pitch reader: one module per language, merged into the one vocabulary of
:mod:`crumb.core.pitch_words` (English, Korean, Italian and Arabic live there).

A language module names, by the vocabulary's own keys, the words its speakers use in a pitch:

- ``CODE`` and ``NAME``: ``"es"``, ``"Spanish"``;
- for a language in Latin script, or typed in it (Hindi: "ek snake game banao"), ``MARKERS``: its
  common words (articles, prepositions, "game", "seconds") and ``LETTERS``: letters few other languages use (``"ñ¿¡"``), which tell it from the
  others (a language with a script of its own is told by its script:
  :func:`crumb.core.pitch_reader.language`); where the common words of languages tie, ``SUFFIXES``:
  word endings that tell it from them (``"dad"``, ``"ción"``), and ``CAPITALISED``: its common words
  it writes with a capital letter mid-sentence (German ``"minuten"``);
- ``KINDS``, ``MECHANICS``, ``THEMES``, ``CONTROLS``, ``TARGETS``, ``CHARACTERS`` (the creatures, people
  and vehicles a pitch names: :func:`crumb.core.pitch_reader.characters`): key → words (a key missing
  means the language has no words for it yet); ``MECHANICS_BY_ABSENCE``: mechanic key → words for a
  thing whose absence asks for it, read only said not to be ("sin paredes", "duvarsız": edges that wrap
  around); ``THEME_NOT_BEFORE``: a word of its ``THEMES`` → the words right after which it names no
  look (Bulgarian "морск~" before "шах": "морски шах" is noughts and crosses, not the sea);
- ``WIN``, ``LOSE``, ``LOSE_NOT_BEFORE``, ``LOSE_NOT_AFTER`` (the word right before losing that names what is lost instead: Turkish "can"),
  ``ROUND_ENDS`` (a round said to end, neither lost nor won: "das Spiel endet", read as ``LOSE`` unless its
  clause says the round is done), ``SECOND_WORDS``, ``MINUTE_WORDS``, ``HALF_MINUTE``,
  ``EVERY_WORDS`` (said before the time: "every 10 seconds"), ``EVERY_AFTER_WORDS`` (said after it:
  "10秒ごと"), ``NOT_TIME`` (a number and a unit that name no time: "十分に", "enough"): words;
  ``NUMBER_WORDS``: word → number; ``OWN_NUMBER_WORDS``: word → number, read in a pitch in the
  language only (Hindi "do minute", two minutes: English "do" and Portuguese "do" are none);
  ``GAME_WORDS``: its words for a game, beside which a kind's name one letter off is read ("jeu de
  serpant": :mod:`crumb.core.pitch_typos`); ``TIME_PHRASES``: a time said without a number before its unit
  (Hebrew "דקה אחת", a minute one) → seconds; ``HALVES_AFTER_UNIT`` ("y medio", "rưỡi") and
  ``HALVES_BEFORE_UNIT`` ("i pół", "buçuk"): a half said after a time's unit or between its number and
  unit; ``HALF_NUMBER_WORDS``: a number word with its half in it ("półtorej") → number;
  ``UNIT_LINKERS``: words said between a time's number and its unit (Romanian "90 de secunde"). A unit of time in a script of its own counts only in a pitch of
  its language (Japanese "分" is a minute, Chinese "分" a point);
- ``TIMER_WORDS``: its words for a timer ("chrono", "Zeitlimit", "制限時間"), with the little word it says
  between a negation and the thing where it says one (French "de chrono": "pas de chrono"), read only
  where a negation says there is none ("sans chrono", "制限時間なし"): the pitch asks for no time limit;
  ``UNTIMED``: words that say so alone, where its negations do not reach the timer's word ("zamansız",
  "時間無制限"; Korean "타이머 … 없", whose "없" is no negation of its own);
- ``JOINERS``: its words that begin a clause of their own ("and", "but"; Arabic و, written onto the
  word it joins): a phrase's gap never holds one, so "the speed stays and the score goes up" is no
  "speed … goes up"; ``NOT_JOINERS``: where a joiner is written onto a word, the words that begin
  with its letters as their own (Arabic "وقت", time), with ``NOT_JOINER_ENDINGS``, which a gap holds;
  ``CLAUSE_ENDINGS``: endings written onto a clause's last word (Korean "-고", "-지만"): a gap holds
  no word that ends in one;
- ``NEGATIONS``: its words that say a thing is not ("no", "never", "sin", "没有"): a gap holds none, and
  nothing named right after one is read; ``NEGATIONS_AFTER``: those said right after the thing
  (French "pas", Japanese "ない", Turkish "yok"), only where they never follow a thing that is there;
  ``NEGATING_ENDINGS``: endings written onto the thing's own word that say it is not (Turkish
  "artmıyor", does not rise; "düşmansız", without enemies), past the stem a word of the vocabulary names;
  ``NEGATED_VERBS``: verbs said between a negation and the thing after them ("no va más rápido", "no
  hay enemigos"); ``LIKENESS``: its words for "like", said after a negation (and up to one word) before
  a game named ("no es como tetris", "pas comme pac-man"): that game is said not to
  be; ``NEGATIONS_CLOSING``: those said right after the thing, only where they end its
  clause (Russian "ускорения не надо", not "бомбы не надо трогать"); ``DISJUNCTIONS``: its words for
  "or", which carry a negation of their clause on to the thing right after them ("sin paredes o bombas");
- ``OPPONENTS``: its words that make what follows an opponent ("against", "gegen"), ``OPPONENTS_AFTER``
  those said after it ("karşı", "对战"): a computer there is no target to play on;
- ``MARKS_TELL_WORDS``: ``True`` where its words are not found typed without their marks (Vietnamese
  tones tell words apart), ``MARKED_ONLY``: its words that are not, being another word so typed
  (Turkish "ölümsüz", immortal: "olumsuz", negative);
- ``NUMBER_AFTER_UNIT``: ``True`` where the language says a time's number after its unit too
  (Swahili "dakika mbili", minutes two; Russian "секунд 40", about forty seconds), never to a unit
  that has its number before it ("2 минуты 30 секунд");
- ``OWN_PITCH_ONLY``: ``True`` where the language's words count only in a pitch in it (Persian, whose
  short words stand inside Arabic ones);
- ``COMPOUNDS`` (German, Dutch): ``True`` where the language joins words into compounds, so a one-word
  noun of its kinds, mechanics and looks is read as a compound's last part too ("Riesenschlange" is a
  snake), in a pitch in that language; ``NOT_HEADS``: its words whose compounds mostly name something
  else ("Lernplattform" is no platformer), never read so; a compound that ends in one of its
  ``FALSE_FRIENDS`` is one too ("Warteschlange", a queue);
- ``ENDINGS``: the endings its words may take and still match (``("s", "x")``: "serpents", "jeux");
- ``FALSE_FRIENDS``: its words that a word of the vocabulary matches (another language's, or its own
  with an ending) but that mean something else here (French "touches" are keys, not an English touch): in a pitch in this language,
  they name nothing.

Words match as :mod:`crumb.core.pitch_words` says: lowered, a Latin-, Greek- or Cyrillic-script word
as a word of its own (with one of its language's ``ENDINGS``) or, where a ``~`` ends a stem, with any ending there
(``"двойн~ прыж~"``: двойной прыжок, двойным прыжком), with up to three words of one clause
where a phrase holds `` … `` (``"geschwindigkeit … erhöht"``), or, starting with ``# ``, after a number
(``"# vite"``: 3 vite, tre vite) or, in a script without spaces, ending in `` #``, before one
(``"ライフ #"``: ライフ3つ); Devanagari as a word of its own with up to two of its ``ENDINGS``;
other scripts as substrings (a phrase with `` … `` holds up to two words of one clause there, or, in
Chinese and Japanese, written without spaces, up to seven characters). ı and i, ё and е,
and the apostrophes ' ’ ʼ match each other.
Pure data: no I/O.
"""

from __future__ import annotations

from types import ModuleType

from crumb.core.lexicon import (
    az,
    bg,
    bn,
    ca,
    cs,
    da,
    de,
    el,
    es,
    fa,
    fi,
    fr,
    he,
    hi,
    hr,
    hu,
    id,
    ja,
    ms,
    nb,
    nl,
    pl,
    pt,
    ro,
    ru,
    sk,
    sv,
    sw,
    ta,
    th,
    tl,
    tr,
    uk,
    ur,
    vi,
    zh,
)

MODULES: tuple[ModuleType, ...] = (
    es,
    ja,
    zh,
    ru,
    tr,
    de,
    nl,
    uk,
    fr,
    pt,
    el,
    hi,
    id,
    pl,
    vi,
    he,
    th,
    fa,
    sw,
    ur,
    bn,
    tl,
    sv,
    da,
    nb,
    cs,
    ro,
    fi,
    hu,
    ms,
    ca,
    sk,
    hr,
    bg,
    az,
    ta,
)
