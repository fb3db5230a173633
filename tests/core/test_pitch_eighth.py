"""The reader over an eighth held-out set (``tests/core/pitches_eighth.py``), written before the reader
was read for it: each pitch read as a careful reader lists it, or, where ``MISREAD`` names it, still read
otherwise for the reason given there; and what it made the reader read that it did not."""

from __future__ import annotations

from pathlib import Path

import pytest

from crumb.core import pitch_language, pitch_reader

from .pitches import Pitch
from .pitches_eighth import EIGHTH, MISREAD
from .test_pitch_sixth import _ids, _seconds, _value
from .test_pitch_varied import _listed, _reading


@pytest.mark.parametrize("case", EIGHTH, ids=lambda c: c.text[:40])
def test_each_pitch_reads_as_listed_unless_it_is_a_known_misread(case: Pitch):
    """A known misread that reads as listed fails too: its entry in MISREAD goes."""
    why = MISREAD.get(case.text)
    assert (_reading(case) == _listed(case)) is (why is None), why or "read otherwise than listed"


def test_the_eighth_set_covers_many_languages_and_names_what_it_asks_that_no_id_expresses():
    source = Path(__file__).with_name("pitches_eighth.py").read_text(encoding="utf-8")
    assert len(EIGHTH) >= 60 and len({case.lang for case in EIGHTH}) >= 25
    assert source.count("# also asks, unreadable: ") >= 10
    assert set(MISREAD) <= {case.text for case in EIGHTH}


@pytest.mark.parametrize(
    ("pitch", "seconds"),
    [
        ("like tetris but a bomb piece drops, 1:30 rounds", 90),  # was none: a time as a clock shows it
        ("マインスイーパーっぽいの、制限時間1:30", 90),
        ("candy crush gibi, telefonda, 0:45", 45),
        ("a snake game, 10:00 max", 600),
        ("comme candy crush, 1min30, dans le metro", 90),  # was none: the seconds right after the unit
        ("un jeu de serpent, 2min", 120),
    ],
)
def test_a_time_written_as_a_clock_or_with_its_seconds_against_the_unit_is_read(pitch: str, seconds: int):
    assert _seconds(pitch) == seconds


@pytest.mark.parametrize(
    "pitch",
    [
        "a snake game for a 16:9 screen",  # an aspect ratio: one digit after the colon
        "a breakout in 4:3, like the old arcades",
        "a shooter where a wave comes every 0:30",  # a rhythm
    ],
)
def test_a_colon_between_numbers_that_is_no_clock_time_is_no_time_limit(pitch: str):
    assert _seconds(pitch) is None


@pytest.mark.parametrize(
    ("pitch", "lives"),
    [
        ("the chrome dino game but ur a cat, ❤️❤️❤️", True),  # was none: hearts drawn in a row
        ("फ़ोन पर खेलने वाला snake game, 3 ❤️", True),  # was none: hearts drawn, counted
        ("a breakout with 5 ♥", True),
        ("a memory game for my wife ❤️", False),  # one heart alone is a feeling
        ("a platformer made with a ❤️ for my son", False),  # "a" is an article, no count
        ("بازی مار برای گوشی، ۳ تا قلب", True),  # was none: Persian hearts, counted
        ("بازی مار با قلب بزرگ", False),
        ("เกมงูไม่มีกำแพง สามหัวใจ", True),  # was none: Thai, written onto its count
        ("เกมงูที่มีหัวใจ", False),
        ("手机上玩的像flappy bird的游戏，三颗心", True),  # was none
        ("joc cu sarpele, 3 inimi", True),  # was none
        ("kígyós játék, 3 szív", True),  # was none
    ],
)
def test_hearts_counted_or_drawn_in_a_row_are_lives(pitch: str, lives: bool):
    assert ("mechanic.lives" in _ids(pitch)) is lives


@pytest.mark.parametrize(
    ("pitch", "phone"),
    [
        ("something like flappy bird i can play on the bus", True),  # was none: played on the way
        ("a memory game to play on my commute", True),
        ("a racing game where you drive a bus on the highway", False),  # a bus in the game
        ("a runner on the train roof", False),
        ("un gioco della memoria da giocare in treno", True),  # was none
        ("comme candy crush, pour jouer dans le metro", True),  # was none, typed without its mark
        ("tipo subway surfers, pra jogar no busão", True),  # was none
        ("un jueguito pa jugar en el bus", True),
        ("폰으로 할 수 있는 flappy bird 느낌", True),  # was none: "폰" with its particle
        ("لعبة snake على الايباد", True),  # was none: the iPad in Arabic letters
        ("משחק נחש לאייפד", True),  # was none: in Hebrew letters
        ("angry birds style game, not for phone, pc only", False),  # was phone: the device it is not for
        ("a snake game, not on mobile", False),
    ],
)
def test_a_phone_asked_for_by_where_it_is_played_or_by_its_name_in_another_script_is_read(pitch: str, phone: bool):
    assert ("target.phone" in _ids(pitch)) is phone


@pytest.mark.parametrize(
    ("pitch", "kind"),
    [
        ("the chrome dino game but ur a cat", "runner"),  # was none: titles that name a kind
        ("tipo subway surfers mas no espaço", "runner"),
        ("game lompat2an kayak mario, ada koin sama musuh", "platformer"),
        ("um joguinho igual o mario, sem inimigos", "platformer"),
        ("a super mario clone with coins", "platformer"),
        ("vähän niinku guitar hero mut näppäimistöllä", "rhythm"),
        ("un jueguito tipo mario kart pa la compu", "racing"),  # the longer title goes on from "tipo mario"
        ("a mario kart clone for two", "racing"),
        ("a memory game for mario and his sister", "memory"),  # Mario is a name too
    ],
)
def test_a_kind_named_by_a_well_known_title_is_read(pitch: str, kind: str):
    assert _value(pitch, "genre") == ("genre", kind)


def test_galaga_names_a_space_look_as_space_invaders_does():
    assert _value("un juego de naves tipo galaga, con jefe final", "theme") == ("theme", "space")  # was none


@pytest.mark.parametrize(
    ("pitch", "lang"),
    [
        ("vähän niinku guitar hero mut näppäimistöllä, 1:30", "fi"),  # was German, for ä and ö alone
        ("ihan kuin tetris mut kahdelle", "fi"),
        ("wie Tetris, aber schneller, 2 Minuten", "de"),
    ],
)
def test_a_pitch_in_spoken_finnish_is_finnish(pitch: str, lang: str):
    assert pitch_language.language(pitch) == lang


def test_a_finnish_keyboard_is_read_once_the_pitch_reads_as_finnish():
    assert "controls.keys" in _ids("vähän niinku guitar hero mut näppäimistöllä, 1:30")  # was none


@pytest.mark.parametrize(
    ("pitch", "id_", "read"),
    [
        ("لعبة مثل تتريس بس تسرع مع الوقت", "mechanic.speed_up", ("mechanic", "speed_up")),  # was none
        ("لعبة مثل تتريس، لا تسرع أبدا", "mechanic.speed_up", None),
        ("لعبة مثل تتريس، دقيقة ونص", "time_limit", ("time_limit", "90")),  # was none: a spoken half
        ("لعبة ثعبان، 2 دقيقة ونص", "time_limit", ("time_limit", "150")),  # a count's half, not the phrase's
        ("لعبة ثعبان مع نص قصير، 3 دقائق", "time_limit", ("time_limit", "180")),  # "نص" (a text) is no half
        ("משחק כמו טטריס אבל החלקים נופלים יותר מהר", "mechanic.speed_up", ("mechanic", "speed_up")),  # was none
        ("wie Flappy Bird, aber unter Wasser", "theme", ("theme", "ocean")),  # was none
        ("横スクロールアクション、敵は倒すと2つに分裂する", "mechanic.enemies", ("mechanic", "enemies")),  # was none
    ],
)
def test_words_of_a_language_the_eighth_set_found_missing_are_read(pitch: str, id_: str, read: tuple[str, str] | None):
    assert _value(pitch, id_) == read


@pytest.mark.parametrize(
    ("pitch", "ease"),
    [
        ("un casse brique pour mon fils de 6 ans, pas de chrono", "easy"),  # was none: a young child's age
        ("a memroy game for my 5 yo daughter wth animals", "easy"),
        ("a snake game a 5-year-old could play", "easy"),
        ("un juego de memoria para mi hijo de 7 años", "easy"),
        ("a hard platformer for my 10 year old", "hard"),  # asked hard, hard it is
        ("un jeu de serpent pour mon père de 60 ans", None),  # no child
        ("a snake game that lasts 5 minutes", None),
    ],
)
def test_a_game_for_a_young_child_by_its_age_is_easy(pitch: str, ease: str | None):
    found = pitch_reader.difficulty(pitch)
    assert (found[0] if found else None) == ease


@pytest.mark.parametrize(
    ("pitch", "win"),
    [
        ("hra jako pong pro dva hrace na jedne klavesnici, do 10 bodu", True),  # was none: up to ten points
        ("pong do deseti bodů", True),
        ("skoč do vody a sbírej body", False),  # "do" (into) a clause away from the points
        ("hra s hadem, sbírej body do 10 minut", False),
    ],
)
def test_a_czech_score_to_play_up_to_is_a_way_to_win(pitch: str, win: bool):
    assert ("win" in _ids(pitch)) is win


@pytest.mark.parametrize(
    ("pitch", "id_", "read"),
    [
        ("game ban may bay co trum cuoi, choi 2 phut", "genre", ("genre", "shooter")),  # was none: no tones
        ("game ran san moi khong co tuong", "genre", ("genre", "snake")),
        ("game co gai, 2 phut", "mechanic.hazards", None),  # two syllables: "cô gái", a girl, as often
        ("a game where ban may bay is the name", "genre", None),  # Vietnamese without tones only in Vietnamese
    ],
)
def test_a_vietnamese_phrase_of_three_syllables_is_read_typed_without_its_tones(
    pitch: str, id_: str, read: tuple[str, str] | None
):
    assert _value(pitch, id_) == read
