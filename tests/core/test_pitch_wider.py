"""The reader over pitches in the languages it has read least, mixed, misspelt and negated
(``tests/core/pitches_wider.py``): each is read as a careful reader would list it, but those ``MISREAD``
names, which are read otherwise, for the reason it gives (so a change that mends one shows, and its
entry goes)."""

from __future__ import annotations

import pytest

from crumb.core import pitch_reader
from crumb.core.pitch_match import find, prepare

from .pitches import Pitch
from .pitches_wider import MISREAD, WIDER
from .test_pitch_varied import _listed, _reading


@pytest.mark.parametrize("case", [c for c in WIDER if c.text not in MISREAD], ids=lambda c: c.text[:40])
def test_a_pitch_is_read_as_a_careful_reader_lists_it(case: Pitch):
    assert _reading(case) == _listed(case)


@pytest.mark.parametrize("case", [c for c in WIDER if c.text in MISREAD], ids=lambda c: c.text[:40])
def test_a_pitch_known_to_be_misread_still_is(case: Pitch):
    """Each names why; once one reads as listed, its entry in MISREAD goes."""
    assert _reading(case) != _listed(case), f"read as listed now: drop it from MISREAD ({MISREAD[case.text]})"


def test_the_wider_pitches_cover_the_languages_read_least():
    langs = [c.lang for c in WIDER]
    assert len(WIDER) >= 40
    assert all(langs.count(lang) >= 2 for lang in ("tr", "vi", "th", "id", "pl", "fa", "he", "uk", "sw", "el"))
    assert set(MISREAD) <= {c.text for c in WIDER}


def test_a_vietnamese_letter_with_two_marks_is_a_letter_of_its_word():
    """A Vietnamese "3 mạng" (three lives) holds no "3 m" (three minutes): ạ (U+1EA1) is a letter, not a word's end."""
    assert pitch_reader.time_limit("rắn càng ăn càng nhanh, có 3 mạng") is None
    assert pitch_reader.time_limit("rắn càng ăn càng nhanh, có 3 min") == (180, "3 min")


@pytest.mark.parametrize(
    ("pitch", "unmet"),
    [
        ("yılan oyunu, hız artmıyor", "mechanic.speed_up"),  # does not rise
        ("yılan oyunu, hızlanmaz", "mechanic.speed_up"),  # never speeds up
        ("düşmansız bir yılan oyunu", "mechanic.enemies"),  # without enemies
        ("tuzaksız bir platform oyunu", "mechanic.hazards"),  # without traps
    ],
)
def test_a_turkish_ending_that_says_a_thing_is_not_reads_no_requirement(pitch: str, unmet: str):
    ids = {r.id for r in pitch_reader.read(pitch)}
    assert unmet not in ids
    assert "genre" in ids  # the rest of the pitch is still read


@pytest.mark.parametrize(
    ("pitch", "met"),
    [
        ("yılan oyunu, hız artıyor", "mechanic.speed_up"),
        ("yılan oyunu, hızın artması", "mechanic.speed_up"),  # its rising: a noun, not a negative
        ("düşmanlarla dolu bir yılan oyunu", "mechanic.enemies"),
    ],
)
def test_a_turkish_word_without_a_negating_ending_is_read(pitch: str, met: str):
    assert met in {r.id for r in pitch_reader.read(pitch)}


@pytest.mark.parametrize(
    ("pitch", "met", "unmet"),
    [
        ("game balap mobil, 90 detik", "genre", "target.phone"),  # "mobil" is a car, not a mobile
        ("game ular, tidak ada musuh", "genre", "mechanic.enemies"),  # there are no enemies
        ("game ular tanpa racun", "genre", "mechanic.poison"),  # without poison
        ("game ular yang makin cepat", "mechanic.speed_up", "mechanic.enemies"),
        ("bikin game tower defense, ada 10 level", "mechanic.levels", "mechanic.boss"),
    ],
)
def test_an_indonesian_pitch_reads_what_it_asks_and_nothing_it_denies(pitch: str, met: str, unmet: str):
    ids = {r.id for r in pitch_reader.read(pitch)}
    assert met in ids and unmet not in ids
    assert pitch_reader.language(pitch) == "id"


def test_snakes_and_ladders_in_indonesian_is_a_board_game_not_a_snake_game():
    assert pitch_reader.kind("Main ular tangga berdua") == ("board_game", "ular tangga")


@pytest.mark.parametrize(
    ("pitch", "met", "unmet"),
    [
        ("platformówka bez wrogów, tylko kolce", "mechanic.hazards", "mechanic.enemies"),  # without enemies
        ("gra w węża, który nie przyspiesza", "genre", "mechanic.speed_up"),  # does not speed up
        ("gra w węża z wyborem poziomu trudności", "genre", "mechanic.levels"),  # one difficulty level
        ("strzelanka z bossem", "mechanic.boss", "theme"),
    ],
)
def test_a_polish_pitch_reads_what_it_asks_and_nothing_it_denies(pitch: str, met: str, unmet: str):
    ids = {r.id for r in pitch_reader.read(pitch)}
    assert met in ids and unmet not in ids
    assert pitch_reader.language(pitch) == "pl"


def test_a_polish_difficulty_level_asks_for_no_hard_game_but_a_hard_game_does():
    assert pitch_reader.difficulty("gra w węża z wyborem poziomu trudności") is None
    assert pitch_reader.difficulty("bardzo trudna gra w węża") == ("hard", "trudna")


@pytest.mark.parametrize(
    ("pitch", "met", "unmet"),
    [
        ("trò chơi rắn, không có kẻ thù", "genre", "mechanic.enemies"),  # there are no enemies
        ("trò chơi rắn không tăng tốc", "genre", "mechanic.speed_up"),  # does not speed up
        ("trò chơi rắn dễ thương", "genre", "difficulty"),  # cute, not easy
        ("trò chơi rắn chơi qua mạng", "genre", "mechanic.lives"),  # online: a network, not lives
        ("trò chơi rắn có 3 mạng", "mechanic.lives", "time_limit"),
        ("trò chơi rắn trên máy tính bảng", "target.phone", "target.desktop"),  # a tablet
    ],
)
def test_a_vietnamese_pitch_reads_what_it_asks_and_nothing_it_denies(pitch: str, met: str, unmet: str):
    ids = {r.id for r in pitch_reader.read(pitch)} | ({"difficulty"} if pitch_reader.difficulty(pitch) else set())
    assert met in ids and unmet not in ids
    assert pitch_reader.language(pitch) == "vi"


@pytest.mark.parametrize(
    ("pitch", "lives"),
    [
        ("3 canın var, bir yılan oyunu", True),  # you have 3 lives
        ("üç canınız var, bir yılan oyunu", True),
        ("yılan oyunu, canın yanar", False),  # it hurts ("your soul burns"): no count, no lives
        ("un gioco con tre cani", False),  # Italian dogs, no Turkish "canı"
        ("космічний шутер з трьома життями", True),  # Ukrainian, with three lives
    ],
)
def test_lives_are_read_in_their_declined_forms_with_a_count(pitch: str, lives: bool):
    assert ("mechanic.lives" in {r.id for r in pitch_reader.read(pitch)}) == lives


@pytest.mark.parametrize(
    ("pitch", "met", "unmet"),
    [
        ("jogo da cobrinha que fica mais rapido", "mechanic.speed_up", "mechanic.lives"),  # rápido
        ("yilan oyunu, dusmanlar ve tuzaklar", "mechanic.enemies", "mechanic.speed_up"),  # düşmanlar
        ("gra w weza bez zadnych wrogow, tylko kolce", "mechanic.hazards", "mechanic.enemies"),  # żadnych wrogów
        ("Trò chơi rắn, khong co kẻ thù, nhặt đồng xu", "mechanic.coins", "mechanic.enemies"),  # không có
    ],
)
def test_a_pitch_typed_without_its_marks_is_read_as_with_them(pitch: str, met: str, unmet: str):
    ids = {r.id for r in pitch_reader.read(pitch)}
    assert "genre" in ids and met in ids and unmet not in ids


def test_a_word_is_found_without_its_marks_only_in_a_pitch_in_its_language_and_long_enough():
    text = prepare("fica mais rapido")
    assert find(text, "mais rápid~", "pt", "pt") == (5, 16)
    assert find(text, "mais rápid~", "pt", "en") is None  # in another language's pitch: as written only
    assert find(prepare("collect coins"), "çöl~", "tr", "tr") is None  # "col~": too few letters left


@pytest.mark.parametrize(
    ("pitch", "unmet"),
    [
        # "acelera" is a Spanish word of the vocabulary too: the Portuguese "não" before it says it is not.
        ("jogo da cobrinha que não acelera", "mechanic.speed_up"),
        ("jogo da cobrinha que nao acelera", "mechanic.speed_up"),
        ("un jeu de serpent sans bombas", "mechanic.bomb"),  # a Spanish word, a French "sans"
    ],
)
def test_a_word_of_another_language_is_negated_by_the_pitch_s_own_negation(pitch: str, unmet: str):
    ids = {r.id for r in pitch_reader.read(pitch)}
    assert "genre" in ids and unmet not in ids
    assert unmet in {
        r.id for r in pitch_reader.read(pitch.replace(" não", "").replace(" nao", "").replace(" sans", " avec"))
    }


@pytest.mark.parametrize(
    ("pitch", "lang"),
    [
        ("Vier gewinnt fur zwei Spieler", "de"),  # für
        ("Tro choi ran san moi, ran cang an cang nhanh, co 3 mang", "vi"),  # trò chơi, có
        ("Gra w weza, ktory przyspiesza z kazdym jablkiem", "pl"),  # który, każdym
        ("un tower defense con tres tipos de torres", "es"),  # "tres" is three, no French "très"
        ("a cat with soft fur", "en"),
    ],
)
def test_a_pitch_typed_without_its_marks_is_told_by_its_common_words_so_written(pitch: str, lang: str):
    assert pitch_reader.language(pitch) == lang


@pytest.mark.parametrize(
    ("pitch", "seconds"),
    [
        ("Trò chơi rắn, giới hạn 60 giay", 60),  # giây
        ("Trò chơi rắn, hai phut", 120),  # phút
        ("Trò chơi rắn, 3 mang", None),  # a count of lives (mạng), no "m"
    ],
)
def test_a_unit_of_time_typed_without_its_marks_counts_in_a_pitch_in_its_language(pitch: str, seconds: int | None):
    found = pitch_reader.time_limit(pitch)
    assert (found[0] if found else None) == seconds


@pytest.mark.parametrize(
    ("pitch", "unmet"),
    [
        # "לנחש" is to guess: a word game, not a snake game (the kind is asserted below).
        ("משחק מילים שבו צריך לנחש מילה", "mechanic.enemies"),
        ("משחק פלטפורמות עם קוצים", "mechanic.levels"),  # "פלטפורמות" holds "רמות" (levels)
        ("משחק יריות, תבוסה אם נפגעים", "mechanic.boss"),  # "תבוסה" (a defeat) holds "בוס"
        ("משחק נגינה לפי הקצב", "theme"),  # "נגינה" (playing music) holds "גינה" (a garden)
        ("משחק יריות בלי אויבים", "mechanic.enemies"),  # without enemies
    ],
)
def test_a_hebrew_word_inside_another_or_denied_is_not_read(pitch: str, unmet: str):
    ids = {r.id for r in pitch_reader.read(pitch)}
    assert "genre" in ids and unmet not in ids
    assert pitch_reader.kind(pitch) != ("snake", "נחש")


@pytest.mark.parametrize(
    ("pitch", "seconds"),
    [
        ("משחק זיכרון, דקה אחת", 60),  # a minute one: the number after its unit
        ("משחק זיכרון, שתי דקות", 120),
        ("لعبة ذاكرة، دقيقة واحدة", 60),  # the Arabic phrase it generalises
    ],
)
def test_a_time_said_without_a_number_before_its_unit_is_read(pitch: str, seconds: int):
    found = pitch_reader.time_limit(pitch)
    assert found is not None and found[0] == seconds


@pytest.mark.parametrize(
    ("pitch", "unmet"),
    [
        ("เกมงูที่ไม่เร็วขึ้น", "mechanic.speed_up"),  # does not speed up: the negation written against it
        ("เกมงู ไม่มีศัตรู", "mechanic.enemies"),  # no enemies
        ("เกมงูใต้ทะเลกับปลาวาฬ", "mechanic.hazards"),  # "ปลาวาฬ" (a whale) holds "ลาวา" (lava)
        ("อยากได้เกมงู", "difficulty"),  # "อยาก" (to want) holds "ยาก" (hard)
        ("เกมงูในทะเลทราย", "theme=ocean"),  # a desert, though "ทะเลทราย" holds "ทะเล" (the sea)
    ],
)
def test_a_thai_word_inside_another_or_denied_is_not_read(pitch: str, unmet: str):
    found = {r.id: r.value for r in pitch_reader.read(pitch)}
    read = (
        set(found)
        | {f"{i}={v}" for i, v in found.items()}
        | ({"difficulty"} if pitch_reader.difficulty(pitch) else set())
    )
    assert found.get("genre") == "snake" and unmet not in read


@pytest.mark.parametrize(
    ("pitch", "unmet"),
    [
        ("بازی مار که سریع‌تر نمی‌شود", "mechanic.speed_up"),  # does not get faster
        ("بازی مار بدون دشمن", "mechanic.enemies"),  # without enemies
        ("بازی مار با آمارها و ریسکها", "mechanic.coins"),  # "ریسکها" (risks) holds "سکه" (a coin)
    ],
)
def test_a_persian_word_inside_another_or_denied_is_not_read(pitch: str, unmet: str):
    ids = {r.id for r in pitch_reader.read(pitch)}
    assert pitch_reader.kind(pitch) == ("snake", "بازی مار") and unmet not in ids


def test_a_persian_word_counts_only_in_a_persian_pitch():
    """Persian "مار" (a snake) stands inside Arabic "عمارة" (a building), "سکه" inside Arabic text too."""
    assert pitch_reader.kind("لعبة ألغاز في عمارة قديمة") == ("puzzle", "ألغاز")
    assert find(prepare("لعبة بازی مار"), "بازی مار", "fa", "ar") is None
    assert find(prepare("یک بازی مار"), "بازی مار", "fa", "fa") == (3, 11)


@pytest.mark.parametrize(
    ("pitch", "seconds"),
    [
        ("mchezo wa mbio za magari, dakika mbili", 120),  # minutes two: the number after its unit
        ("mchezo wa kumbukumbu, sekunde thelathini", 30),
        ("mchezo wa nyoka, sekunde 45", 45),
        ("mchezo wa kukwepa, mvua kila dakika tano", None),  # every five minutes: a rhythm
        ("a snake game, 2 minutes", 120),
        ("a snake game, minutes a day", None),  # English says no number after its unit
    ],
)
def test_a_language_that_says_its_number_after_the_unit_is_read_so(pitch: str, seconds: int | None):
    found = pitch_reader.time_limit(pitch)
    assert (found[0] if found else None) == seconds


@pytest.mark.parametrize(
    ("pitch", "met", "unmet"),
    [
        ("mchezo wa nyoka bila maadui", "genre", "mechanic.enemies"),  # without enemies
        ("mchezo wa nyoka kwenye kompyuta kibao", "target.phone", "target.desktop"),  # a tablet
        ("mchezo wa nyoka anayekula tunda", "genre", "theme"),  # a fruit it eats, no fruit look
    ],
)
def test_a_swahili_pitch_reads_what_it_asks_and_nothing_it_denies(pitch: str, met: str, unmet: str):
    ids = {r.id for r in pitch_reader.read(pitch)}
    assert met in ids and unmet not in ids
    assert pitch_reader.language(pitch) == "sw"


@pytest.mark.parametrize(
    ("pitch", "lang"),
    [
        # No common word of any language: told by the vocabulary that covers its words, typed without
        # their marks too (köstebek, geç).
        ("KOSTEBEGI VUR: ALTIN KOSTEBEKLER CIFT PUAN VERIR", "tr"),
        ("Tavukla yolu gec, arabalara dikkat", "tr"),
        # Words of several languages' vocabularies, or of none: English, as before.
        ("snake", "en"),
        ("Zombie shooter", "en"),
        ("Tetris", "en"),
        ("Platformer, double jump, coins", "en"),
    ],
)
def test_a_pitch_with_no_common_word_is_told_by_the_vocabulary_that_covers_it(pitch: str, lang: str):
    assert pitch_reader.language(pitch) == lang


@pytest.mark.parametrize(
    ("pitch", "unmet"),
    [
        # Words of the new lexicons that are other languages' words, found with their word lists.
        ("un gioco per sapere tutto sui pianeti", "genre"),  # Italian to know, no Polish "saper~"
        ("a bossa nova rhythm game", "mechanic.boss"),  # no Polish "bossa"
        ("a game about a bossy cat", "mechanic.boss"),  # no Polish "bossy"
        ("Duchy of Cornwall strategy game", "theme"),  # no Polish "duchy" (ghosts)
        ("ein Spiel auf Kreta", "genre"),  # Crete, no Polish "kreta" (a mole)
        ("Rafa Nadal tenis juego", "theme"),  # no Polish "rafa" (a reef)
        ("gra dla Kingi, Kinga lubi koty", "mechanic.shield"),  # a name, no Swahili "kinga"
        ("trò chơi bao nhiêu điểm cũng được", "genre"),  # how many, no Swahili "bao"
        ("jogo de pipi", "theme"),  # no Swahili "pipi" (candy)
        ("permainan seru untuk dimainkan di mol", "genre"),  # a mall, no Dutch "mol" (a mole)
        ("gra rytmiczna w tonacji C-dur", "difficulty"),  # major, no French "dur" (hard)
        ("ein Rhythmusspiel in C-Dur", "difficulty"),
    ],
)
def test_a_word_of_another_language_that_a_new_word_matches_names_nothing(pitch: str, unmet: str):
    read = {r.id for r in pitch_reader.read(pitch)} | ({"difficulty"} if pitch_reader.difficulty(pitch) else set())
    assert unmet not in read


@pytest.mark.parametrize(
    ("pitch", "unmet"),
    [
        # Words that typed without their marks are other words of their language.
        ("bir yilan oyunu, olumsuz bir sey yok", "mechanic.shield"),  # negative, not ölümsüz (immortal)
        ("pisti uzun bir yarış oyunu", "genre=card_game"),  # its track, not pişti (a card game)
        ("un jeu de serpent en Corse", "difficulty"),  # Corsica, not corsé (hard)
        ("Tro choi ran, co gai xinh", "mechanic.hazards"),  # cô gái (a girl), not có gai (has thorns)
    ],
)
def test_a_word_that_typed_without_its_marks_is_another_word_is_not_read(pitch: str, unmet: str):
    found = {r.id: r.value for r in pitch_reader.read(pitch)}
    read = set(found) | {f"{i}={v}" for i, v in found.items()}
    assert unmet not in read | ({"difficulty"} if pitch_reader.difficulty(pitch) else set())
