"""A pitch that says its game is to have no time limit reads ``time_limit`` as ``none``, in every
language with words; a timer asked for, or a time named, does not."""

from __future__ import annotations

import pytest

from crumb.core import pitch_reader
from crumb.core.contracts import Requirement


def _clock(pitch: str) -> Requirement | None:
    return next((r for r in pitch_reader.read(pitch) if r.id == "time_limit"), None)


@pytest.mark.parametrize(
    ("pitch", "lang"),
    [
        ("a memory game for my kid, no timer", "en"),
        ("a memory game without a time limit", "en"),
        ("an untimed memory game", "en"),
        ("an endless snake, no clock", "en"),
        ("memory game without any time pressure", "en"),
        ("no walls or timer in this snake game", "en"),  # the "or" carries the "no" on
        ("타이머 없는 기억력 게임", "ko"),
        ("쉬운 숫자 퍼즐, 시간 제한 없음", "ko"),
        ("un gioco di memoria per bambini, senza timer", "it"),
        ("gioco di memoria senza limiti di tempo", "it"),
        ("لعبة ذاكرة للأطفال بدون مؤقت", "ar"),
        ("un jeu de mémoire pour enfants, pas de chrono", "fr"),
        ("casse-brique sans chrono mais avec des vies", "fr"),
        ("Ein Memory-Spiel für Kinder, ohne Zeitlimit", "de"),
        ("ein Memory für Kinder, kein Timer", "de"),
        ("un juego de memoria para niños, sin tiempo límite", "es"),
        ("un juego de memoria, no hay límite de tiempo", "es"),
        ("um jogo da memória para crianças, sem cronômetro", "pt"),
        ("een geheugenspel voor kinderen, geen tijdslimiet", "nl"),
        ("gra w węża, bez limitu czasu", "pl"),
        ("gra w węża, nie ma limitu czasu", "pl"),
        ("игра на память для детей без таймера", "ru"),
        ("гра пам'яті для дітей без таймера", "uk"),
        ("çocuklar için zamansız bir hafıza oyunu", "tr"),
        ("düşmansız bir platform oyunu, süre sınırı yok", "tr"),
        ("子供向けの神経衰弱、制限時間なし", "ja"),
        ("没有时间限制的记忆游戏", "zh"),
        ("game memori untuk anak, ga pake timer", "id"),
        ("permainan ular untuk telefon bimbit, tiada had masa", "ms"),
        ("trò chơi trí nhớ cho trẻ em, không giới hạn thời gian", "vi"),
        ("παιχνίδι μνήμης για παιδιά χωρίς χρονόμετρο", "el"),
        ("बच्चों के लिए मेमोरी गेम, बिना टाइमर के", "hi"),
        ("משחק זיכרון לילדים ללא מגבלת זמן", "he"),
        ("เกมจับคู่สำหรับเด็ก ไม่จำกัดเวลา", "th"),
        ("بازی حافظه برای بچه ها بدون تایمر", "fa"),
        ("laro ng ahas para sa bata, walang timer", "tl"),
        ("ett memoryspel för barn utan tidsgräns", "sv"),
        ("et memoryspill for barn, uten tidsgrense", "nb"),
        ("ilman aikarajaa, matopeli lapsille", "fi"),
        ("kígyós játék gyerekeknek, időkorlát nélkül", "hu"),
        ("un joc de memorie pentru copii, fără limită de timp", "ro"),
        ("un joc de memòria per a nens, sense temporitzador", "ca"),
        ("joc de la serp amb vides, sense límit de temps", "ca"),
        ("pexeso pre deti, bez časovača", "sk"),
        ("igra memorije za djecu, bez tajmera", "hr"),
        ("игра на паметта за деца, няма таймер", "bg"),
        ("uşaqlar üçün yaddaş oyunu, taymer yoxdur", "az"),
    ],
)
def test_a_pitch_that_says_no_timer_reads_time_limit_none_with_its_words(pitch: str, lang: str):
    found = _clock(pitch)
    assert pitch_reader.language(pitch) == lang
    assert found is not None, pitch
    assert (found.value, found.text) == (pitch_reader.NO_TIME_LIMIT, "no time limit")
    assert found.source and found.source in pitch


@pytest.mark.parametrize(
    "pitch",
    [
        "a memory game with a timer",
        "a snake game, don't let the clock run out",
        "a runner where the clock never stops",
        "no lives, just a timer",
        "un gioco di memoria con il timer",
        "un jeu de mémoire avec un chrono",
        "ein Memory mit Timer",
        "un juego de memoria con cronómetro",
        "타이머가 있는 기억력 게임",
        "タイマー付きの神経衰弱",
        "带计时器的记忆游戏",
        "لعبة ذاكرة مع مؤقت",
        "игра на память с таймером",
    ],
)
def test_a_timer_asked_for_without_its_time_is_no_untimed_game(pitch: str):
    assert _clock(pitch) is None


@pytest.mark.parametrize(
    ("pitch", "seconds"),
    [
        ("a memory game, 60 seconds", "60"),
        ("a snake game with no walls and a 60 second timer", "60"),  # the "no" is the walls'
        ("un jeu de mémoire avec un chrono de 45 secondes", "45"),
        ("Ein Memory-Spiel mit 90 Sekunden Zeitlimit", "90"),
        ("시간 제한 60초 기억력 게임", "60"),
    ],
)
def test_a_time_named_without_saying_no_timer_stays_its_seconds(pitch: str, seconds: str):
    found = _clock(pitch)
    assert found is not None and found.value == seconds


@pytest.mark.parametrize(
    "pitch",
    ["no timer, 60 seconds", "a memory game, no time limit, cards turn back after 2 seconds", "sans chrono, 2 minutes"],
)
def test_a_pitch_that_says_no_timer_and_names_a_time_reads_no_time_limit(pitch: str):
    """Said no timer can mean nothing else; a time beside it may be a round's, a delay's or a level's."""
    found = _clock(pitch)
    assert found is not None and found.value == pitch_reader.NO_TIME_LIMIT
    assert pitch_reader.time_limit(pitch) is not None  # the time is read all the same: none wins


def test_a_timer_word_found_only_where_it_is_said_not_to_be():
    assert pitch_reader.untimed("a memory game with a timer") is None
    assert pitch_reader.untimed("a memory game, no timer") == "no timer"
    assert pitch_reader.untimed("") is None
