"""The reader over a seventh held-out set (``tests/core/pitches_seventh.py``), written before the reader
was read for it: each pitch read as a careful reader lists it, or, where ``MISREAD`` names it, still read
otherwise for the reason given there."""

from __future__ import annotations

import unicodedata

import pytest

from .pitches import Pitch
from .pitches_seventh import MISREAD, SEVENTH
from .test_pitch_varied import _listed, _reading


@pytest.mark.parametrize("case", SEVENTH, ids=lambda c: c.text[:40])
def test_each_pitch_reads_as_listed_unless_it_is_a_known_misread(case: Pitch):
    """A known misread that reads as listed fails too: its entry in MISREAD goes."""
    why = MISREAD.get(case.text)
    assert (_reading(case) == _listed(case)) is (why is None), why or "read otherwise than listed"


def test_the_seventh_set_covers_many_languages_and_scripts():
    scripts = {unicodedata.name(ch).split()[0] for case in SEVENTH for ch in case.text if ch.isalpha()}
    assert len(SEVENTH) >= 50 and len({case.lang for case in SEVENTH}) >= 20
    assert {"LATIN", "CYRILLIC", "ARABIC", "HEBREW", "DEVANAGARI", "BENGALI", "CJK", "HANGUL", "THAI"} <= scripts
    assert {"GREEK", "HIRAGANA", "KATAKANA"} <= scripts
    assert set(MISREAD) <= {case.text for case in SEVENTH}
