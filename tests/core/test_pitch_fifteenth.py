"""The reader over a fifteenth held-out set (``tests/core/pitches_fifteenth.py``), written before the
reader was run on it: each pitch read as listed unless ``MISREAD`` names why not, each number kept on its
requirement, each ask asked unless ``UNASKED`` names why not; and the general causes the set showed:

- where a thing is, or which way a game runs, is asked (``tests/core/test_pitch_places.py``);
- a pitch of a game's name and a short ask alone is told by the ask's language ("tetris capovolto" is
  Italian, "tetris terbalik" Indonesian), so the ask is found among that language's words;
- the left and right keys are keys ("左右キーで動かす", "用左右键");
- "lifes", the common misspelling, are lives ("3 lifes")."""

from __future__ import annotations

from collections import Counter

import pytest

from crumb.core import pitch_reader
from crumb.core.pitch_language import language

from .pitches import Pitch
from .pitches_fifteenth import FIFTEENTH, READINGS, Counted
from .test_pitch_fourteenth import _overlaps
from .test_pitch_varied import _listed, _reading

MISREAD: dict[str, str] = {
    "a shooter where the enemies come from the left, 5 levels": (
        "'the enemies' are read as a mechanic the pitch does not ask: it says where they come from"
    ),
    "un jeu de serpent sans murs, niveau difficile": "'niveau difficile' is a difficulty, read as levels too",
    "ein vertikaler Shooter mit Bossen": "a look (theme) is read that the pitch does not name",
}
UNASKED: dict[str, str] = {
    "重力向右的平台跳跃游戏": "'向右' (to the right) says where a thing moves as often as where it is: no word of a place",
    "ters tetris, parçalar yukarı çıkıyor": (
        "'ters' is asked; 'parçalar yukarı çıkıyor' (the pieces go up) holds two unread words, below the three a "
        "stretch needs"
    ),
}


def test_the_set_is_held_out_as_the_brief_asks():
    """About 80 pitches or more, in fifteen languages or more, each ask and count quoted from its pitch."""
    assert len(FIFTEENTH) >= 80 and len(Counter(case.lang for case in FIFTEENTH)) >= 15
    quoted = [(r.pitch.text, words) for r in READINGS for words in (*r.asks, *(count.words for count in r.counts))]
    assert all(words in text for text, words in quoted)


def reads_as_listed_unless_misread(case: Pitch, misread: dict[str, str]) -> None:
    """Each entry of ``misread`` names why; once one reads as listed, its entry goes."""
    if case.text in misread:
        assert _reading(case) != _listed(case), f"read as listed now: drop it from MISREAD ({misread[case.text]})"
    else:
        assert _reading(case) == _listed(case)


def asked_and_kept(reading: Counted) -> None:
    """Each ask of ``reading`` is asked, each of its counts kept on its requirement."""
    text = reading.pitch.text
    floor = pitch_reader.floor(text)
    asked = [r.source for r in floor if r.id.startswith("ask.")]
    for ask in reading.asks:
        assert _overlaps(text, ask, asked), (ask, asked)
    kept = {r.id: r.count for r in floor if r.count is not None}
    for count in reading.counts:
        assert kept.get(count.id) == count.number, (count, kept)


def still_missed(reading: Counted, unasked: dict[str, str]) -> None:
    """An ask ``unasked`` names as missed still is; once asked, its entry goes."""
    text = reading.pitch.text
    asked = [r.source for r in pitch_reader.floor(text) if r.id.startswith("ask.")]
    missed = [ask for ask in reading.asks if not _overlaps(text, ask, asked)]
    assert missed, f"asked now: drop it from UNASKED ({unasked[text]})"


@pytest.mark.parametrize("case", FIFTEENTH, ids=lambda c: c.text[:40])
def test_each_pitch_reads_as_listed_unless_misread_names_why(case: Pitch):
    reads_as_listed_unless_misread(case, MISREAD)


@pytest.mark.parametrize(
    "reading", [r for r in READINGS if r.pitch.text not in UNASKED], ids=lambda r: r.pitch.text[:40]
)
def test_each_ask_is_asked_and_each_count_kept(reading: Counted):
    asked_and_kept(reading)


@pytest.mark.parametrize("reading", [r for r in READINGS if r.pitch.text in UNASKED], ids=lambda r: r.pitch.text[:40])
def test_an_ask_known_to_be_missed_still_is(reading: Counted):
    still_missed(reading, UNASKED)


@pytest.mark.parametrize(
    ("pitch", "lang", "asked"),
    [
        ("tetris capovolto", "it", "capovolto"),
        ("tetris do góry nogami", "pl", "do góry nogami"),
        ("tetris ondersteboven", "nl", "ondersteboven"),
        ("tetris terbalik", "id", "terbalik"),
    ],
)
def test_a_game_named_beside_a_short_ask_alone_is_told_by_the_asks_language(pitch: str, lang: str, asked: str):
    """Before, no common word told these, so they read as English and the Italian, Polish, Dutch and
    Indonesian short asks were never looked for: nothing was asked."""
    assert language(pitch) == lang
    assert [r.source for r in pitch_reader.floor(pitch) if r.id.startswith("ask.")] == [asked]


def test_a_game_named_alone_or_beside_a_word_many_languages_share_stays_english():
    assert language("tetris") == "en" and language("tetris vertical") == "en"


@pytest.mark.parametrize(
    ("pitch", "words"), [("左右キーで動かすブロック崩し", "左右キー"), ("用左右键控制的贪吃蛇", "左右键")]
)
def test_the_left_and_right_keys_are_keys(pitch: str, words: str):
    keys = [r.source for r in pitch_reader.floor(pitch) if r.id == "controls.keys"]
    assert keys == [words]


def test_lifes_misspelt_are_lives_with_their_number():
    lives = [r for r in pitch_reader.floor("a brekout game with 3 lifes for my phone") if r.id == "mechanic.lives"]
    assert [(r.count, r.source) for r in lives] == [(3, "3 lifes")]
    assert not [r for r in pitch_reader.floor("a brekout game with 3 lifes for my phone") if r.id.startswith("ask.")]
