"""Where a thing is, or which way a game runs, is asked (:mod:`crumb.core.pitch_ask_places`): no requirement
keeps a side, an axis or a game turned over, so "breakout where the paddle is on the left side" read with
nothing unmet and passed on a breakout with its paddle at the bottom. The sides said of how the player
moves are controls, and ask nothing."""

from __future__ import annotations

import pytest

from crumb.core import pitch_reader


def _asks(pitch: str) -> list[str]:
    return [r.source for r in pitch_reader.floor(pitch) if r.id.startswith("ask.")]


@pytest.mark.parametrize(
    ("pitch", "place"),
    [
        ("breakout where the paddle is on the left side", "on the left side"),
        ("a vertical shooter with 3 lives", "vertical"),
        ("a horizontal shooter, two minutes", "horizontal"),
        ("a shooter where the enemies come from the left, 5 levels", "from the left"),
        ("a racing game in landscape mode on the phone", "landscape mode"),
        ("un breakout con la paleta en el lado izquierdo", "lado izquierdo"),
        ("tetris al revés donde las piezas suben", "al revés"),
        ("un casse-briques avec la raquette à gauche", "à gauche"),
        ("un tetris à l'envers", "à l'envers"),
        ("Breakout, bei dem der Schläger rechts ist", "rechts ist"),
        ("ein vertikaler Shooter mit Bossen", "vertikaler"),
        ("Tetris, aber auf dem Kopf", "auf dem Kopf"),
        ("breakout com a raquete do lado esquerdo", "lado esquerdo"),
        ("tetris de cabeça para baixo", "de cabeça para baixo"),
        ("breakout con la racchetta sul lato sinistro", "lato sinistro"),
        ("uno sparatutto a scorrimento orizzontale con tre vite", "orizzontale"),
        ("パドルが左側にあるブロック崩し", "左側"),
        ("上下逆さまのテトリス", "逆さま"),
        ("挡板在左边的打砖块", "左边"),
        ("竖版飞行射击游戏，三条命", "竖版"),
        ("倒过来的俄罗斯方块", "倒过来"),
        ("패들이 왼쪽에 있는 벽돌깨기", "왼쪽에"),
        ("세로 슈팅 게임, 목숨 세 개", "세로"),
        ("거꾸로 된 테트리스", "거꾸로"),
        ("арканоид, где ракетка слева", "слева"),
        ("вертикальный шутер с тремя жизнями", "вертикальный"),
        ("тетрис вверх ногами", "вверх ногами"),
        ("арканоїд, де ракетка праворуч", "праворуч"),
        ("raketin sol tarafta olduğu tuğla kırma oyunu", "sol tarafta"),
        ("dikey uzay nişancı oyunu", "dikey"),
        ("arkanoid z paletką po lewej stronie", "po lewej"),
        ("pionowa strzelanka z bossem", "pionowa"),
        ("لعبة تحطيم الطوب حيث المضرب على الجانب الأيسر", "الجانب الأيسر"),
        ("वर्टिकल शूटर गेम, तीन लाइफ", "वर्टिकल"),
        ("เกมทุบอิฐที่ไม้ตีอยู่ด้านซ้าย", "ด้านซ้าย"),
        ("เตตริสกลับหัว", "กลับหัว"),
        ("breakout met de paddle aan de linkerkant", "linkerkant"),
        ("game bắn súng theo chiều dọc, ba mạng", "chiều dọc"),
        ("breakout dengan papan di sisi kiri", "sisi kiri"),
    ],
)
def test_where_a_thing_is_or_which_way_the_game_runs_is_asked(pitch: str, place: str) -> None:
    asks = _asks(pitch)
    assert any(place in words for words in asks), asks
    # The kind is still read: the place asks beside it, it does not take the game's place.
    assert pitch_reader.kind(pitch) is not None


@pytest.mark.parametrize(
    "pitch",
    [
        "左右キーで動かすブロック崩し",
        "тетрис, двигай фигуры влево и вправо стрелками",
        "un juego de naves, mueves la nave a izquierda y derecha con las flechas",
        "用左右方向键移动的打砖块",
    ],
)
def test_the_sides_said_of_how_the_player_moves_ask_nothing(pitch: str) -> None:
    assert _asks(pitch) == []
    assert "controls.keys" in {r.id for r in pitch_reader.floor(pitch)}


def test_a_kinds_own_word_that_names_a_side_asks_nothing() -> None:
    """ "横スクロールアクション" (a side-scrolling action game) is the platformer itself: its "横スクロール" is
    the kind, taken by the reader, and only the gravity said beside it asks."""
    pitch = "重力が横向きに働く横スクロールアクション"
    assert (pitch_reader.kind(pitch) or ("",))[0] == "platformer"
    assert _asks(pitch) == ["重力が横向きに働く"]
    assert _asks("二段ジャンプとトゲのある横スクロールアクション、スマホで遊べる") == []
