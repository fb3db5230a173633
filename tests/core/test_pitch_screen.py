"""The screen a reading looks for words through (``pitch_match.present``): it passes over the words
no pitch holds, so it must never drop one that ``find`` finds there, said or said not to be, in any
language, with or without its marks, and it keeps the vocabulary's order."""

from __future__ import annotations

import pytest

from crumb.core import pitch_match
from crumb.core import pitch_words as W
from crumb.core.pitch_language import language
from crumb.core.pitch_match import bare, find, prepare, present

from .pitches import CORPUS
from .pitches_fifteenth import FIFTEENTH
from .pitches_sixteenth import SIXTEENTH

# The corpus, in every language it has, and its pitches written without their marks (where a word is
# found by its unmarked form only).
PITCHES = [case.text for case in (*CORPUS, *FIFTEENTH, *SIXTEENTH)]
PITCHES += [bare(text) for text in PITCHES if bare(text) != text]
TABLES = {
    "lose": W.LOSE,
    "win": W.WIN,
    "timer": W.TIMER_WORDS,
    "lives": W.MECHANICS["lives"][1],
    "snake": W.KINDS["snake"][1],
    "space": W.THEMES["space"],
}


@pytest.mark.parametrize("name", sorted(TABLES))
def test_the_screen_keeps_every_word_find_finds_in_the_vocabularys_order(name: str) -> None:
    words = TABLES[name]
    assert len({language(p) for p in PITCHES}) > 15
    found_any = 0
    for pitch in PITCHES:
        text, lang = prepare(pitch), language(pitch)
        screened = list(present(text, words, lang))
        for negated in (False, True):
            wanted = [(code, w) for code, w in W.entries(words) if find(text, w, code, lang, negated=negated)]
            kept = [entry for entry in screened if entry in wanted]
            assert kept == wanted, (pitch, negated, set(wanted) - set(kept))
            found_any += bool(wanted)
        assert set(screened) <= set(W.entries(words))
        assert screened == [e for e in W.entries(words) if e in set(screened)], pitch  # the vocabulary's order
    assert found_any >= 5, f"{name}: the pitches hold too few of its words for the test to say anything"


def test_the_screen_drops_what_the_text_does_not_hold() -> None:
    """What the screen is for: most of a table's words are in no given pitch."""
    text, lang = prepare("a snake game with 3 lives"), "en"
    screened = list(present(text, W.MECHANICS["lives"][1], lang))
    assert 0 < len(screened) < len(W.entries(W.MECHANICS["lives"][1])) / 10, screened


def test_a_language_whose_words_are_replaced_is_screened_anew(monkeypatch: pytest.MonkeyPatch) -> None:
    """The screen is made once a table; the order of the languages changed (as a test of ties does) makes
    it again rather than keep the old order."""
    words = W.MECHANICS["lives"][1]
    text = prepare("vidas lives vite")
    before = list(present(text, words, "en"))
    monkeypatch.setattr(W, "LANGUAGES", tuple(reversed(W.LANGUAGES)))
    after = list(present(text, words, "en"))
    assert sorted(after) == sorted(before) and after == [e for e in W.entries(words) if e in set(after)]
    assert pitch_match._SCREENS[id(words)][1] is W.LANGUAGES
