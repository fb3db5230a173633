"""The reader over a held-out set of pitches for kinds of game (``tests/core/pitches_kinds.py``), written
before the reader was read for it: each pitch read as a careful reader lists it, or, where ``MISREAD``
names it, still read otherwise for the reason given there; and pitches that use a catcher's words for
another game, which must not read as a catcher."""

from __future__ import annotations

import pytest

from crumb.core import pitch_reader
from crumb.core import pitch_words as W

from .pitches import Pitch
from .pitches_kinds import KINDS_SET, MISREAD
from .test_pitch_varied import _listed, _reading


@pytest.mark.parametrize("case", KINDS_SET, ids=lambda c: c.text[:40])
def test_each_pitch_reads_as_listed_unless_it_is_a_known_misread(case: Pitch):
    """A known misread that reads as listed fails too: its entry in MISREAD goes."""
    why = MISREAD.get(case.text)
    assert (_reading(case) == _listed(case)) is (why is None), why or "read otherwise than listed"


def test_the_set_covers_many_languages_and_the_catcher_in_most():
    langs = {case.lang for case in KINDS_SET}
    assert len(KINDS_SET) >= 60 and len(langs) >= 12
    assert len({case.lang for case in KINDS_SET if case.kind == "catcher"}) >= 12
    assert set(MISREAD) <= {case.text for case in KINDS_SET}


def test_every_language_with_words_has_words_for_a_catcher():
    words = W.KINDS["catcher"][1]
    assert set(W.LANGUAGES) <= {lang for lang, ws in words.items() if ws}


@pytest.mark.parametrize(
    ("pitch", "kind"),
    [
        ("catch the falling apples with a basket", "catcher"),
        ("a game where you are catching falling eggs", "catcher"),
        ("catch the coins as they fall", "catcher"),
        ("a game where you catch falling fruit in a basket", "catcher"),  # no basketball (Italian basket)
        ("игра где надо ловить падающие яблоки корзиной", "catcher"),
        ("用篮子接住掉下来的水果", "catcher"),
        ("떨어지는 별을 바구니로 받는 게임", "catcher"),
        ("un gioco dove prendi le stelle che cadono", "catcher"),
    ],
)
def test_catching_what_falls_is_a_catcher(pitch: str, kind: str):
    read = pitch_reader.kind(pitch)
    assert read is not None and read[0] == kind


@pytest.mark.parametrize(
    ("pitch", "kind"),
    [
        ("catch the cat", None),  # the cat to surround on a grid, nothing falls
        ("catch fish before the timer runs out", "fishing"),
        ("a game of tag for kids", None),
        ("a game of catch for my 5 year old", None),  # throwing a ball to and fro
        ("a baseball game where you are the catcher", None),
        ("dodge the falling rocks", "dodger"),
        ("tetris with falling blocks", "tetris"),
        ("a dream catcher themed memory game", "memory"),
        ("basketball: throw the ball into the basket", "sports"),
        ("уворачивайся от ловушек и падающих камней", "dodger"),
        ("a pokemon-like game where you catch monsters", None),
    ],
)
def test_a_catchers_words_in_another_game_are_no_catcher(pitch: str, kind: str | None):
    read = pitch_reader.kind(pitch)
    assert (read[0] if read else None) == kind, read


@pytest.mark.parametrize(
    ("pitch", "kind"),
    [
        ("doodle jump clone but with a cat", "platformer"),  # jump from ledge to ledge
        ("slither.io but offline", "snake"),  # grow by eating, do not run into a body
        ("pop the balloons before they fly away", "tapper"),  # hit what shows before it goes
        ("an idle clicker where you run a lemonade stand", "simulation"),  # not the whack-a-mole "clicker"
        ("something like vampire survivors", "shooter"),
        ("hangman with animal names", "word_game"),
        ("a word search game, 5 minutes", "word_game"),
    ],
)
def test_a_variant_of_a_kind_of_the_house_is_read_as_that_kind(pitch: str, kind: str):
    read = pitch_reader.kind(pitch)
    assert read is not None and read[0] == kind


def test_a_title_with_a_looks_word_in_it_is_no_look():
    assert pitch_reader.theme("something like vampire survivors") is None
    assert pitch_reader.theme("a vampire game with bats") is not None
