"""What a pitch says is not there is not asked for: a phrase's gap never holds a negation ("the speed
does not increase"), nothing named right after one is read ("no enemies", "لا تزيد فيها السرعة"), nor
what Japanese and Korean negate with the ending written after it ("スピードが上がらない")."""

from __future__ import annotations

import pytest

from crumb.core import pitch_reader


def by_id(pitch: str) -> dict[str, object]:
    return {r.id: r for r in pitch_reader.read(pitch)}


# (language, pitch, what it says is not there)
NEGATED = [
    ("en", "a snake game where the speed does not increase", "mechanic.speed_up"),
    ("en", "a runner where the speed will never go up", "mechanic.speed_up"),
    ("en", "a platformer with no enemies", "mechanic.enemies"),
    ("it", "un serpente dove la velocità non aumenta mai", "mechanic.speed_up"),
    ("es", "un juego de la serpiente donde la velocidad no aumenta", "mechanic.speed_up"),
    ("es", "un juego de plataformas sin enemigos", "mechanic.enemies"),
    ("pt", "um jogo da cobrinha em que a velocidade não aumenta", "mechanic.speed_up"),
    ("fr", "un snake où la vitesse n'augmente pas", "mechanic.speed_up"),
    ("de", "ein Snake, bei dem die Geschwindigkeit nicht erhöht wird", "mechanic.speed_up"),
    ("de", "ein Jump'n'Run ohne Gegner", "mechanic.enemies"),
    ("nl", "een slangenspel waarbij de snelheid niet toeneemt", "mechanic.speed_up"),
    ("ru", "змейка, в которой скорость не растёт", "mechanic.speed_up"),
    ("uk", "змійка, у якій швидкість не зростає", "mechanic.speed_up"),
    ("el", "ένα φιδάκι όπου η ταχύτητα δεν αυξάνεται", "mechanic.speed_up"),
    ("tr", "bir platform oyunu, düşman yok", "mechanic.enemies"),
    ("ar", "لعبة ثعبان لا تزيد فيها السرعة", "mechanic.speed_up"),
    ("ar", "لعبة ثعبان السرعة فيها لا تزداد", "mechanic.speed_up"),
    ("hi", "साँप का खेल जिसमें गति नहीं बढ़ती", "mechanic.speed_up"),
    ("zh", "贪吃蛇游戏，速度不会提高", "mechanic.speed_up"),
    ("zh", "贪吃蛇游戏，速度没有加快", "mechanic.speed_up"),
    ("zh", "平台跳跃游戏，没有敌人", "mechanic.enemies"),
    ("ja", "スピードが上がらないヘビゲーム", "mechanic.speed_up"),
    ("ja", "スピードはずっと上がらない", "mechanic.speed_up"),
    ("ko", "속도가 빨라지지 않는 뱀 게임", "mechanic.speed_up"),
    ("ko", "속도가 전혀 올라가지 않는다", "mechanic.speed_up"),
    ("ko", "속도가 안 빨라지는 뱀 게임", "mechanic.speed_up"),
]


@pytest.mark.parametrize(("lang", "pitch", "absent"), NEGATED)
def test_what_a_pitch_says_is_not_there_is_not_asked_for(lang, pitch, absent):
    found = by_id(pitch)
    assert found["language"].value == lang
    assert absent not in found, found[absent].source


# (pitch, what it asks for though a negation stands near it)
NOT_NEGATED = [
    ("not only coins but gems too", "mechanic.coins"),  # the word right before is "only"
    ("speed does increase with every apple, do not stop", "mechanic.speed_up"),
    ("速度不断提高", "mechanic.speed_up"),  # 不断 (without a break) is no 不会
    ("速度不停地加快", "mechanic.speed_up"),
    ("Berühre die Stacheln nicht", "mechanic.hazards"),  # do not touch the spikes: they are there
    ("목숨이 없어지면 게임 오버", "mechanic.lives"),  # when the lives run out
    ("화면 안에서 속도가 빨라진다", "mechanic.speed_up"),  # 안에서 (inside) holds no 안 (not)
    ("لا تلمس القنابل", "mechanic.bomb"),  # do not touch the bombs: they are there
]


@pytest.mark.parametrize(("pitch", "present"), NOT_NEGATED)
def test_a_negation_that_does_not_negate_the_thing_leaves_it_asked_for(pitch, present):
    assert present in by_id(pitch)
