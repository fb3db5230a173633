"""A pitch that says its game has no walls ("no walls", "sin paredes", "ohne Wände", "без стен", "벽 없는")
asks for edges that wrap around: the reader reads ``mechanic.wrap`` from the walls said not to be, or from
words that say the wrapping itself; walls there to be avoided ("avoid the walls", "don't hit the walls")
ask for none."""

from __future__ import annotations

import pytest

from crumb.core import pitch_reader


def wrap(pitch: str) -> str | None:
    """The pitch's words the reader took for ``mechanic.wrap``, or None."""
    return next((r.source for r in pitch_reader.read(pitch) if r.id == "mechanic.wrap"), None)


@pytest.mark.parametrize(
    ("pitch", "words"),
    [
        ("SNAKE GAME NO WALLS 3 LIVES", "NO WALLS"),
        ("a snake game without walls", "without walls"),
        ("a snake where I don't want walls or bombs", "don't want walls"),
        ("a snake whose walls wrap", "walls wrap"),
        ("a snake that wraps around the screen", "wraps around"),
        ("snake but u cant die from hitting the walls", "cant die from hitting the walls"),
        ("un juego de la serpiente sin paredes", "sin paredes"),
        ("un snake donde no hay paredes", "no hay paredes"),
        ("ein Schlangenspiel ohne Wände", "ohne Wände"),
        ("Snake mit keinen Mauern", "keinen Mauern"),
        ("slangenspel zonder muren", "zonder muren"),
        ("змейка без стен", "без стен"),
        ("벽 없는 스네이크", "벽 없"),
        ("뱀 게임인데 벽이 없어요", "벽이 없"),
        ("game ular tanpa tembok", "tanpa tembok"),
        ("משחק נחש בלי קירות", "בלי קירות"),
        ("mchezo wa nyoka bila kuta", "bila kuta"),
        ("un jeu du serpent sans murs", "sans murs"),
        ("un snake avec pas de murs", "pas de murs"),
        ("un serpente senza muri", "senza muri"),
        ("لعبة ثعبان بدون جدران", "بدون جدران"),
        ("贪吃蛇，没有墙", "没有墙"),
        ("壁なしのヘビゲーム", "壁なし"),
        ("yılan oyunu duvarsız", "duvarsız"),
        ("yılan oyunu, duvar yok", "duvar yok"),
        ("snake game दीवारें नहीं", "दीवारें नहीं"),
        ("เกมงูไม่มีกำแพง", "ไม่มีกำแพง"),
        ("gra w węża bez ścian", "bez ścian"),
    ],
)
def test_walls_said_not_to_be_ask_for_edges_that_wrap_around(pitch: str, words: str) -> None:
    assert wrap(pitch) == words


@pytest.mark.parametrize(
    "pitch",
    [
        "a snake game, avoid the walls",
        "a snake game, don't hit the walls or you die",
        "snake: you can't go through walls",
        "a platformer with no wall jump",
        "un juego de la serpiente, no toques las paredes",
        "Schlangenspiel, berühre nicht die Wände",
        "slangenspel, raak de muren niet aan",
        "змейка, не врезайся в стены",
        "뱀 게임, 벽에 부딪히면 죽어요",
        "在键盘上控制的贪吃蛇，撞墙就游戏结束",
        "Yılan oyunu ama sadece duvarlar var",
        "un jeu du serpent, évite les murs",
        "un serpente, non toccare i muri",
        "لعبة ثعبان، تجنب الجدران",
    ],
)
def test_walls_there_to_be_avoided_ask_for_no_wrapping(pitch: str) -> None:
    assert wrap(pitch) is None


@pytest.mark.parametrize(
    "pitch",
    [
        "a snake game with 3 lives",
        "벽돌깨기 게임, 줄을 깰 때마다 패들이 줄어드는",  # a brick (벽돌) holds the letters of a wall (벽)
        "un juego de la serpiente con veneno",
        "ein Schlangenspiel mit Giftäpfeln",
        "змейка на телефоне",
        "game ular, nyawa 3",
        "משחק נחש, 3 לבבות",
        "mchezo wa nyoka, dakika mbili",
        "贪吃蛇，每3个苹果加速",
    ],
)
def test_a_pitch_that_says_nothing_of_walls_asks_for_no_wrapping(pitch: str) -> None:
    assert wrap(pitch) is None


def test_a_pong_without_walls_asks_for_wrapping_too_and_its_label_says_what_for_any_kind() -> None:
    found = {r.id: r for r in pitch_reader.read("a pong game without walls")}
    assert found["mechanic.wrap"].text == "edges that wrap around (no walls)"
    assert found["genre"].value == "pong"
