"""Pitches in the languages given words last (Catalan, Slovak, Croatian, Bulgarian, Azerbaijani): each
told from the languages it shares words, letters or a script with, and read for its own words, which
count only in a pitch in it."""

from __future__ import annotations

import pytest

from crumb.core import pitch_language

from .test_pitch_sixth import _value


@pytest.mark.parametrize(
    ("pitch", "lang"),
    [
        ("joc de la serp amb tres vides, 2 minuts", "ca"),  # was Spanish or Italian
        ("escacs contra l'ordinador, molt difícil", "ca"),  # was French, by its "l'"
        ("tres en ratlla per a dos jugadors al mòbil", "ca"),  # was Italian, by "per" and "ò"
        ("un juego de la serpiente con tres vidas, 2 minutos", "es"),  # Spanish stays Spanish
        ("un gioco del serpente per il telefono, più veloce", "it"),
        ("un jeu de serpent à l'ordinateur, très difficile", "fr"),
        ("um jogo da cobrinha para o celular, mais rápido", "pt"),
        ("Balapan mobil di gurun, kumpulkan koin", "id"),  # no Catalan "mòbil" typed bare
        ("šach proti počítaču, veľmi ťažký", "sk"),  # was Czech, by the marked letters both write
        ("arkanoid, kde sa palka zmensuje a lopticka zrychluje", "sk"),  # was Tagalog, by "sa"
        ("hra s hadem, který se zrychluje, 2 minuty", "cs"),  # Czech stays Czech
        ("šachy proti počítači, hodně těžké", "cs"),
        ("ahas at hagdan para sa dalawang manlalaro", "tl"),  # Slovak "sa" is no common word of it
        ("igra sa zmijom koja je sve brža, 2 minute", "hr"),  # was Tagalog, by its "sa"
        ("zmija bez zidova i bez otrova, minutu i pol", "hr"),  # was Slovak
        ("kviz o povijesti s ljestvicom, igra se tipkovnicom", "hr"),  # was Portuguese
        ("like geometry dash but u control a bird, 60fps, 3 lives", "en"),  # "u" is no Croatian word here
        ("игра със змия, която расте, без стени, две минути", "bg"),  # was Russian
        ("платформена игра в гората с двоен скок и монети, но без врагове", "bg"),
        ("игра змейка с бомбами, 2 минуты", "ru"),  # Russian stays Russian
        ("змейка, которая ускоряется, очень сложно", "ru"),
        ("гра змійка з бомбами, дві хвилини", "uk"),  # and Ukrainian Ukrainian
        ("ilan oyunu, iki dəqiqə, divarsız", "az"),  # was Turkish
        ("ILAN OYUNU, IKI DEQIQE, CAN VE XAL", "az"),  # typed without its ə
        ("YILAN OYUNU, IKI DAKIKA, DUVAR YOK", "tr"),  # Turkish in capitals stays Turkish
        ("iki dakikalık yılan oyunu, düşmanlar ve tuzaklar", "tr"),
    ],
)
def test_a_pitch_is_told_from_the_languages_that_share_its_words(pitch: str, lang: str):
    assert pitch_language.language(pitch) == lang


CATALAN: list[tuple[str, str, tuple[str, str] | None]] = [
    ("joc de la serp, 2 minuts, tres vides", "time_limit", ("time_limit", "120")),  # was none: no words
    ("joc de la serp, 2 minuts, tres vides", "mechanic.lives", ("mechanic", "lives")),
    ("la serp sense parets, un minut i mig", "time_limit", ("time_limit", "90")),
    ("la serp amb vides, mig minut", "time_limit", ("time_limit", "30")),
    ("joc de plataformes sense enemics ni monedes", "mechanic.coins", None),  # "ni" carries "sense"
    ("escacs contra l'ordinador", "target.desktop", None),  # an opponent, not a device
    ("trencamaons on la bola va cada cop més ràpida", "mechanic.speed_up", ("mechanic", "speed_up")),
    ("a platformer with escut and monedes", "mechanic.shield", None),  # Catalan's only in Catalan
]
SLOVAK: list[tuple[str, str, tuple[str, str] | None]] = [
    ("hra s hadom, 2 minúty, tri životy", "time_limit", ("time_limit", "120")),  # was none: no words
    ("hra s hadom, 2 minuty, tri zivoty", "mechanic.lives", ("mechanic", "lives")),  # typed bare
    ("hra s hadom bez stien, na minútu a pol", "time_limit", ("time_limit", "90")),
    ("hra s hadom, pol minúty", "time_limit", ("time_limit", "30")),
    ("plošinovka bez nepriateľov a mincí", "mechanic.enemies", None),
    ("šach proti počítaču", "target.desktop", None),  # an opponent, not a device
    ("šach proti počítaču, veľmi ťažký", "language", ("language", "sk")),
    ("a platformer with štít and mince", "mechanic.shield", None),  # Slovak's only in Slovak
]
CROATIAN: list[tuple[str, str, tuple[str, str] | None]] = [
    ("igra sa zmijom, 2 minute, tri života", "time_limit", ("time_limit", "120")),  # was none: no words
    ("igra sa zmijom, 2 minute, tri života", "mechanic.lives", ("mechanic", "lives")),
    ("zmija bez zidova, minutu i pol", "time_limit", ("time_limit", "90")),
    ("igra memorije sa zivotinjama", "mechanic.lives", None),  # animals hold no "život" (a life)
    ("sah protiv racunala", "genre", ("genre", "chess")),  # typed without its marks
    ("šah protiv računala", "target.desktop", None),  # an opponent, not a device
    ("platformer bez neprijatelja i novčića", "mechanic.enemies", None),
]
BULGARIAN: list[tuple[str, str, tuple[str, str] | None]] = [
    ("игра със змия, която расте, без стени, две минути", "time_limit", ("time_limit", "120")),  # was none
    ("игра със змия, която расте, без стени, две минути", "genre", ("genre", "snake")),
    ("змията е без стени, минута и половина", "time_limit", ("time_limit", "90")),
    ("лесна игра на паметта за деца, 90 секунди", "theme", None),  # easy, no Russian "лес" (a forest)
    ("космическа стрелялка с три живота", "mechanic.lives", ("mechanic", "lives")),
    ("шах срещу компютъра", "target.desktop", None),  # an opponent, not a device
    ("игра змейка, у которой болит живот", "mechanic.lives", None),  # Russian: a belly, no life
]
AZERBAIJANI: list[tuple[str, str, tuple[str, str] | None]] = [
    ("ilan oyunu, iki dəqiqə, divarsız", "time_limit", ("time_limit", "120")),  # was none: no words
    ("ilan oyunu, iki dəqiqə, divarsız", "genre", ("genre", "snake")),
    ("ilan oyunu, iki deqiqe", "time_limit", ("time_limit", "120")),  # ə typed e
    ("meşədə platforma oyunu, amma düşmənsiz", "mechanic.enemies", None),  # -siz, without
    ("kompüterə qarşı şahmat", "target.desktop", None),  # an opponent, said after it
    ("kompüterə qarşı şahmat", "theme", None),  # "qarşı" (against) holds no "qar" (snow)
    ("iki oyunçu üçün futbol oyunu, telefonda", "mechanic.hazards", None),  # no "tələ" (a trap)
    ("bir ilan oyunu, 2 dakika, reklam ve ilan yok", "language", ("language", "tr")),
]


@pytest.mark.parametrize(("pitch", "id_", "read"), [*CATALAN, *SLOVAK, *CROATIAN, *BULGARIAN, *AZERBAIJANI])
def test_a_pitch_in_each_language_is_read_for_its_words_and_its_words_only_in_it(
    pitch: str, id_: str, read: tuple[str, str] | None
):
    assert _value(pitch, id_) == read
