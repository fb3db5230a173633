"""The reader over pitches written to measure it (``tests/core/pitches_varied.py``): each is read as a
careful reader would list it, but those ``MISREAD`` names, which are read otherwise, for the reason it
gives (so a change that mends one shows, and its entry goes)."""

from __future__ import annotations

import pytest

from crumb.core import pitch_reader

from .pitches import Pitch, seconds
from .pitches_varied import MISREAD, VARIED


def _reading(case: Pitch) -> tuple[frozenset[str], str | None, int | str | None, str | None, str]:
    found = {r.id: r for r in pitch_reader.read(case.text)}
    level = pitch_reader.difficulty(case.text)
    return (
        frozenset(found),
        found["genre"].value if "genre" in found else None,
        seconds(found["time_limit"].value) if "time_limit" in found else None,
        level[0] if level else None,
        found["language"].value,
    )


def _listed(case: Pitch) -> tuple[frozenset[str], str | None, int | str | None, str | None, str]:
    return case.ids, case.kind, case.time_s, case.difficulty, case.lang


@pytest.mark.parametrize("case", [c for c in VARIED if c.text not in MISREAD], ids=lambda c: c.text[:40])
def test_a_pitch_is_read_as_a_careful_reader_lists_it(case: Pitch):
    assert _reading(case) == _listed(case)


@pytest.mark.parametrize("case", [c for c in VARIED if c.text in MISREAD], ids=lambda c: c.text[:40])
def test_a_pitch_known_to_be_misread_still_is(case: Pitch):
    """Each names why; once one reads as listed, its entry in MISREAD goes."""
    assert _reading(case) != _listed(case), f"read as listed now: drop it from MISREAD ({MISREAD[case.text]})"


def test_the_varied_pitches_cover_the_languages_with_a_script_of_their_own_and_others():
    langs = [c.lang for c in VARIED]
    assert all(langs.count(lang) >= 8 for lang in ("ar", "hi", "zh", "ja", "ko"))
    assert len(set(langs) - {"ar", "hi", "zh", "ja", "ko"}) >= 8
    assert set(MISREAD) <= {c.text for c in VARIED}
