"""A pitch that names the language of its game's text gets a game in it, whatever language the pitch is
written in; a language's name that names a look, a people or a thing asks for nothing."""

from __future__ import annotations

import pytest

from crumb.adapters.local.planner import plan
from crumb.core import pitch_reader
from crumb.core.pitch_text_language import asked

ASKED = [
    ("a snake game in Spanish", "es", "in Spanish"),
    ("a snake game in french", "fr", "in french"),
    ("a game in Spanish for kids", "es", "in Spanish"),
    ("a snake game with the text in German", "de", "in German"),
    ("a match-3 game, all text in Japanese", "ja", "in Japanese"),
    ("make a breakout game but the UI should be in Korean", "ko", "in Korean"),
    ("a snake game with Spanish text", "es", "Spanish text"),
    ("Language: Spanish. A snake game", "es", "Language: Spanish"),
    ("a snake game in Swahili", "sw", "in Swahili"),
    ("un juego de serpientes en inglés", "en", "en inglés"),
    ("un jeu de snake en anglais", "en", "en anglais"),
    ("ein Snake-Spiel auf Englisch", "en", "auf Englisch"),
    ("un gioco del serpente in inglese", "en", "in inglese"),
    ("een slangenspel in het Engels", "en", "in het Engels"),
    ("um jogo da cobrinha em inglês", "en", "em inglês"),
    ("ヘビゲーム、英語で", "en", "英語で"),
    ("一个贪吃蛇游戏，英文界面", "en", "英文界面"),
    ("뱀 게임 영어로", "en", "영어로"),
    ("змейка на английском", "en", "на английском"),
    ("змейка по-английски", "en", "по-английски"),
    ("гра змійка англійською", "en", "англійською"),
    ("İngilizce bir yılan oyunu", "en", "İngilizce"),
    ("gra w węża po angielsku", "en", "po angielsku"),
    ("gra w węża w języku angielskim", "en", "w języku angielskim"),
    ("لعبة ثعبان باللغة الإنجليزية", "en", "باللغة الإنجليزية"),
    ("सांप वाला खेल अंग्रेज़ी में", "en", "अंग्रेज़ी में"),
    ("a game in English with a Japanese theme", "en", "in English"),
    ("ein Jump'n'Run mit double jump und Münzen, bitte auf Deutsch", "de", "auf Deutsch"),
]

NOT_ASKED = [
    "an Italian plumber platformer",
    "a Chinese checkers game",
    "Russian roulette but with cards",
    "a platformer in Japanese anime style",
    "a racing game set in French Polynesia",
    "a game in Japanese style with ninjas",
    "un jeu de plateforme en style japonais",
    "ein Spiel im japanischen Stil",
    "a French fries catcher game",
    "a Spanish guitar rhythm game",
    "Polish the diamonds in this match-3",
    "a game about the French revolution",
    "a snake game",
]


@pytest.mark.parametrize(("pitch", "code", "words"), ASKED)
def test_a_pitch_that_names_its_text_s_language_asks_for_it_in_its_own_words(pitch, code, words):
    assert asked(pitch) == (code, words)
    [lang] = [r for r in pitch_reader.floor(pitch) if r.kind == "language"]
    assert (lang.value, lang.source) == (code, words)
    assert not any(words in r.source for r in pitch_reader.floor(pitch) if r.kind == "ask"), "read, not asked"


@pytest.mark.parametrize("pitch", NOT_ASKED)
def test_a_language_s_name_that_names_a_look_a_people_or_a_thing_asks_for_no_text(pitch):
    assert asked(pitch) is None
    [lang] = [r for r in pitch_reader.read(pitch) if r.kind == "language"]
    assert lang.value == pitch_reader.language(pitch) and lang.source == pitch[:60]


@pytest.mark.parametrize(
    ("pitch", "code"),
    [("a snake game in Spanish", "es"), ("un juego de serpientes en inglés", "en"), ("ヘビゲーム、英語で", "en")],
)
def test_the_offline_studio_writes_the_game_in_the_language_asked_for(pitch, code):
    spec, _ = plan(pitch)
    assert spec.language == code
    [lang] = [r for r in spec.requirements if r.kind == "language"]
    assert lang.value == code and not [r for r in spec.requirements if r.kind == "ask"]
