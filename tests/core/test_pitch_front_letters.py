"""A word of a script that writes particles onto the front of a word (Hebrew, Persian, Urdu, as Arabic) is
found where it begins its word, or after only the letters its language writes onto a word's front: never
inside a longer word ("ניאוקלאסי", neoclassical, holds "קלאסי", classic; "ممانعت", prevention, holds
"مانع", an obstacle), always after its own prefixes (Hebrew "ובוס", and a boss; Persian "می‌باختی")."""

from __future__ import annotations

import pytest

from crumb.core import pitch_reader
from crumb.core.pitch_match import find, locate, prepare


def _ids(pitch: str) -> dict[str, str]:
    return {r.id: r.value or r.source for r in pitch_reader.read(pitch) if r.id != "language"}


@pytest.mark.parametrize(
    ("pitch", "rid", "why"),
    [
        ("משחק פאזל בסגנון ניאוקלאסי", "theme", "'ניאוקלאסי' (neoclassical) holds 'קלאסי' (classic, a retro look)"),
        ("یک بازی پلتفرمر با ممانعت از پریدن", "mechanic.hazards", "'ممانعت' (prevention) holds 'مانع' (obstacle)"),
        ("یک بازی دباغی", "theme", "'دباغی' (tanning) holds 'باغ' (a garden, a forest look)"),
        ("سانپ والا گیم میگافون کے ساتھ", "target.phone", "'میگافون' (a megaphone) holds 'فون' (a phone)"),
    ],
)
def test_a_word_inside_a_longer_word_is_not_read(pitch: str, rid: str, why: str):
    assert rid not in _ids(pitch), why


@pytest.mark.parametrize(
    ("pitch", "rid", "value"),
    [
        ("משחק פאזל בסגנון קלאסי", "theme", "retro"),  # the word alone
        ("משחק יריות בחלל", "theme", "space"),  # ב, in
        ("משחק יריות עם האויבים", "mechanic.enemies", "enemies"),  # ה, the
        ("משחק פלטפורמה עם ממתקים ובוס בסוף", "mechanic.boss", "boss"),  # ו, and
        ("یک بازی پلتفرمر با مانع", "mechanic.hazards", "hazards"),  # the word alone
        ("سانپ والا گیم فون کے لیے", "target.phone", "phone"),
    ],
)
def test_a_word_alone_or_after_its_languages_own_front_letters_is_read(pitch: str, rid: str, value: str):
    assert _ids(pitch).get(rid) == value


@pytest.mark.parametrize("verb", ["می‌باختی", "میباختی"])
def test_a_persian_verb_is_found_after_its_present_prefix_with_or_without_the_non_joiner(verb: str):
    """'باختی' (you lost) with 'می' before it, joined or set off by the non-joiner: the way to lose."""
    assert find(prepare(f"بازی مار، اگر به دیوار بخوری {verb}"), "باختی", "fa", "fa") is not None


def test_a_negated_persian_verb_is_not_the_verb():
    """'ن' before a verb says it is not: Persian writes onto a verb's front 'می' and 'ب', never read through 'ن'."""
    assert find(prepare("بازی مار که هیچوقت نباختی"), "باختی", "fa", "fa") is None


def test_a_hebrew_source_is_located_after_its_front_letters_not_inside_another_word():
    """'קלאסי' read after 'ו' (and) is that word, not the one inside 'ניאוקלאסי' before it."""
    text = "ניאוקלאסי וקלאסי"
    assert locate(text, "קלאסי") == text.rindex("קלאסי")
