"""The reader over a tenth held-out set (``tests/core/pitches_tenth.py``), written before the reader was
read for it: each pitch read as a careful reader lists it, or, where ``MISREAD`` names it, still read
otherwise for the reason given there; and what it made the reader read that it did not (numbers said as
words, languages switched within a pitch, kinds misspelt, emoji)."""

from __future__ import annotations

import pytest

from crumb.core import pitch_language, pitch_reader
from crumb.core.pitch_typos import one_letter_off

from .pitches import Pitch
from .pitches_tenth import MISREAD, TENTH
from .test_pitch_sixth import _ids, _seconds, _value
from .test_pitch_varied import _listed, _reading


@pytest.mark.parametrize("case", TENTH, ids=lambda c: c.text[:40])
def test_each_pitch_reads_as_listed_unless_it_is_a_known_misread(case: Pitch):
    """A known misread that reads as listed fails too: its entry in MISREAD goes."""
    why = MISREAD.get(case.text)
    assert (_reading(case) == _listed(case)) is (why is None), why or "read otherwise than listed"


def test_the_tenth_set_covers_many_languages_and_what_the_earlier_sets_lack():
    assert len(TENTH) >= 70 and len({case.lang for case in TENTH}) >= 20
    assert sum(len(case.text) <= 12 for case in TENTH) >= 7  # a word or two: "tetris", "sudoku pls", "テトリス"
    assert sum(case.text.count(".") >= 3 for case in TENTH) >= 3  # three or four sentences
    assert set(MISREAD) <= {case.text for case in TENTH}


@pytest.mark.parametrize(
    ("pitch", "seconds"),
    [
        ("a sixty-second whack-a-mole", 60),
        ("seventy seconds of snake", 70),  # was none: seventy and eighty were no number words
        ("an eighty second snake game", 80),
        ("삼십 초 두더지 잡기", 30),  # was none: Korean tens said in words
        ("오십초 리듬 게임", 50),
        ("mere bete ke liye easy memory game, do minute", 120),  # was none: Hindi "do", in Hindi only
        ("ek snake game banao, teen minute ka", 180),
        ("a snake game that ends after do minutes", None),  # English "do" is no two
        ("o jogo do segundo nível é mais difícil", None),  # nor is Portuguese "do", of the
        ("ormspel, tva minuter, tre liv", 120),  # was none: "två" typed without its ring
        ("gra w weza, trzydziesci sekund", 30),  # was none: "trzydzieści"
        ("kigyo jatek ket perc", 120),  # was none: "két"
        ("game ran san moi ba muoi giay", None),  # Vietnamese marks tell its words apart: not mended
    ],
)
def test_a_time_said_in_number_words_is_read_as_its_seconds(pitch: str, seconds: int | None):
    assert _seconds(pitch) == seconds


@pytest.mark.parametrize(
    ("pitch", "lang"),
    [
        ("quiero un snake game pero que vaya faster and faster, con tres vidas", "es"),  # was en
        ("gawa mo ako ng memory game na may timer na thirty seconds", "tl"),  # was en
        ("ek snake game banao jo dheere dheere fast ho jaye, 2 minute ka", "hi"),  # was en
        ("mere liye ek racing game banao", "hi"),
        ("la serp a l'espai, dos minuts", "ca"),  # was pt
        ("un jeu de l'espace avec des vies", "fr"),  # French writes l' too
        ("make a snake game for my son that gets faster", "en"),
        ("a game you may play on the bus", "en"),  # English "may" alone is no Tagalog
    ],
)
def test_a_pitch_that_mixes_in_english_words_is_read_in_the_language_it_is_said_in(pitch: str, lang: str):
    assert pitch_language.language(pitch) == lang


def test_catalan_a_l_espai_is_the_space_look_once_the_pitch_reads_as_catalan():
    assert _value("la serp a l'espai, dos minuts", "theme") == ("theme", "space")
    assert _value("la serp a l'espai, dos minuts", "genre") == ("genre", "snake")


@pytest.mark.parametrize(
    ("pitch", "kind"),
    [
        ("snaek game but u cant die from hitting the walls", "snake"),  # a letter added
        ("jeu de serpant sans murs", "snake"),  # a vowel for a vowel, in the pitch's language
        ("juego de memorya para niños", "memory"),  # Tagalog "memorya" is no word of a Spanish pitch
        ("tetirs game", "tetris"),  # two neighbours swapped
        ("a treasure chest hunt game", None),  # a consonant changed: another word
        ("a shorter game about cats", None),
        ("spot the difference game", None),  # four letters: too short to mend
        ("snak game", None),
        ("my serpant drawing", None),  # not called a game
        ("a snaek shooter game", "shooter"),  # a kind named as written comes first
    ],
)
def test_a_kind_named_one_letter_off_is_read_where_it_is_called_a_game(pitch: str, kind: str | None):
    found = pitch_reader.kind(pitch)
    assert (found[0] if found else None) == kind


def test_one_letter_off_keeps_the_first_two_letters_and_changes_only_vowels():
    assert one_letter_off("serpant", "serpent") and one_letter_off("snaek", "snake")
    assert not one_letter_off("facing", "racing") and not one_letter_off("chest", "chess")
    assert not one_letter_off("snake", "snake")


@pytest.mark.parametrize(
    ("pitch", "id_", "value"),
    [
        ("🐍 game 60s", "genre", "snake"),  # was none: a snake drawn
        ("🐍 juego ⏱️ un minuto", "genre", "snake"),
        ("🚀👾 shooter 3❤️", "theme", "space"),  # was none: a rocket, an alien
        ("un rompebloques de treinta segundos", "genre", "breakout"),
        ("hazme un juego de la culebrita", "genre", "snake"),
        ("si te caes pierdes una vida", "mechanic.lives", "lives"),
        ("ek snake game banao jo dheere dheere fast ho jaye", "mechanic.speed_up", "speed_up"),
    ],
)
def test_words_and_emoji_the_earlier_sets_lacked_are_read(pitch: str, id_: str, value: str):
    found = _value(pitch, id_)
    assert found is not None and found[1] == value


def test_losing_a_life_is_lives_and_no_way_to_lose():
    assert {"mechanic.lives"} <= _ids("you lose a life when you hit a wall")
    assert "lose" not in _ids("you lose a life when you hit a wall")


@pytest.mark.parametrize(
    ("pitch", "ease"),
    [
        ("ein einfaches Memory-Spiel, neunzig Sekunden", "easy"),  # was none
        ("einfach ein Snake-Spiel", None),  # "einfach", simply, is no easy game
        ("игра на память полторы минуты для ребенка", "easy"),  # was none
        ("game memori tiga puluh detik buat anak", "easy"),  # was none
    ],
)
def test_a_game_said_to_be_for_a_child_or_simple_is_easy(pitch: str, ease: str | None):
    found = pitch_reader.difficulty(pitch)
    assert (found[0] if found else None) == ease
