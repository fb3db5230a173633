"""The game's text follows the pitch's language: title, how-to-play hint and the language criterion."""

from __future__ import annotations

import re

import pytest

from crumb.adapters.local import build, plan
from crumb.adapters.local.builder import _TEXTS as TEXTS
from crumb.adapters.local.genres import GENRES
from crumb.adapters.local.texts import GENRE_TEXTS, THEME_LABELS, TITLE_ORDER
from crumb.adapters.local.themes import THEMES


@pytest.mark.parametrize(
    ("pitch", "lang", "title", "hint"),
    [
        ("un gioco del serpente", "it", "Scia del Serpente Retrò", "Frecce o tocca accanto alla testa per girare"),
        ("لعبة الثعبان", "ar", "درب الثعبان · كلاسيكي", "الأسهم أو المس بجانب الرأس للالتفاف"),
        ("뱀 게임", "ko", "레트로 스네이크 트레일", "방향키 또는 머리 옆을 탭해 방향 전환"),
        ("ヘビゲーム", "ja", "レトロ・スネークトレイル", "矢印キーか頭の横をタップして曲がる"),
        ("贪吃蛇游戏", "zh", "复古贪吃蛇之路", "方向键或轻触蛇头旁边转向"),
        ("a snake game", "en", "Retro Snake Trail", "Arrows or tap beside the head to turn"),
        ("ein Schlangenspiel", "de", "Retro-Schlangenpfad", "Pfeiltasten oder neben den Kopf tippen, um abzubiegen"),
        ("een slangenspel", "nl", "Retro-Slangenspoor", "Pijltjes of tik naast de kop om te draaien"),
        ("un jeu du serpent", "fr", "La Piste du Serpent · Rétro", "Flèches ou touchez à côté de la tête pour tourner"),
        ("um jogo da cobrinha", "pt", "Trilha da Cobra · Retrô", "Setas ou toque ao lado da cabeça para virar"),
    ],
)
def test_the_title_and_the_hint_are_in_the_pitchs_language(pitch, lang, title, hint, tmp_path):
    spec, markdown = plan(pitch)
    assert (spec.language, spec.title) == (lang, title) and f"How to play: {hint}" in markdown
    build(spec, tmp_path)
    page = (tmp_path / "index.html").read_text()
    direction = ' dir="rtl"' if lang == "ar" else ""  # Arabic reads right to left
    assert f'<html lang="{lang}"{direction}>' in page and f'<p class="hint">{hint}</p>' in page
    assert re.search(rf"<h1 id=\"crumb-title\">{re.escape(title)}</h1>", page)


def test_every_genre_and_theme_has_its_words_in_every_language_of_the_studio_but_english_and_korean():
    # English and Korean are the genre and theme tables' own; every other language the HUD speaks is here.
    others = set(TEXTS) - {"en", "ko"}
    assert {"it", "ar", "es", "ja", "zh", "de", "nl", "fr", "pt"} <= others
    for table, keys in ((GENRE_TEXTS, GENRES), (THEME_LABELS, THEMES)):
        assert set(keys) <= set(table)
        assert all(set(by_lang) == others for by_lang in table.values())
    assert others <= set(TITLE_ORDER)
