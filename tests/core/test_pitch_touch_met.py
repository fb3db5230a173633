"""A word for touch is how a game is played only where touch is the input: said of what the player's piece
meets ("wenn du die Wand berührst", "si tocas la pared", "se tocchi il muro", "duvara dokunursan", "壁にタッチ
したら"), it says how a round is lost, and reading it as touch controls held a keyboard snake to a phone's
touch input it was never asked for."""

from __future__ import annotations

import pytest

from crumb.core import pitch_reader


def _read(pitch: str) -> dict[str, str]:
    return {r.id: r.source for r in pitch_reader.read(pitch) if r.id != "language"}


@pytest.mark.parametrize(
    ("pitch", "lose"),
    [
        ("ein Snake-Spiel, das Spiel endet, wenn du die Wand berührst", "das Spiel endet"),
        ("un juego de la serpiente, si tocas la pared pierdes", "si tocas la pared pierdes"),
        ("un gioco del serpente, se tocchi il muro perdi", "se tocchi il muro perdi"),
        ("yılan oyunu, duvara dokunursan kaybedersin", "duvara dokunursan kaybedersin"),
        ("змейка, если коснёшься стены — проигрыш", "проигрыш"),
        ("スネークゲーム、壁にタッチしたら負け", "壁にタッチしたら負け"),
        ("一个贪吃蛇游戏，触摸墙壁就输了", "触摸墙壁就输了"),
        ("si la pelota toca el suelo pierdes", "si la pelota toca el suelo pierdes"),  # the ground
        ("un juego de plataformas, si tocas un enemigo pierdes", "si tocas un enemigo pierdes"),  # in losing
    ],
)
def test_touch_said_of_what_a_thing_meets_is_a_way_to_lose_not_touch_controls(pitch: str, lose: str):
    read = _read(pitch)
    assert "controls.touch" not in read, "the touch is the piece's, beside a thing a round ends on"
    assert read.get("lose") == lose


def test_touch_said_of_a_wall_to_avoid_outside_a_way_to_lose_is_none_either():
    """'evita tocar las paredes': a wall is met only by the snake, whoever says it; a later 'toca' to turn is the input."""
    assert "controls.touch" not in _read("un snake, evita tocar las paredes")
    assert _read("un snake, evita tocar las paredes y toca para girar").get("controls.touch") == "toca"


@pytest.mark.parametrize(
    ("pitch", "words"),
    [
        ("toca la pantalla para saltar, si tocas la pared pierdes", "toca"),  # the screen, then the wall
        ("Snake mit Touch-Steuerung", "Touch-Steuerung"),
        ("tap the aliens to destroy them", "tap"),  # aliens outside a way to lose: a finger's
        ("un tapper, toca los topos, si tocas una bomba pierdes", "toca"),  # a bomb ends no round by meeting it
    ],
)
def test_touch_where_it_is_the_input_is_still_touch_controls(pitch: str, words: str):
    assert _read(pitch).get("controls.touch") == words
