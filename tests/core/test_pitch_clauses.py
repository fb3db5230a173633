"""A phrase of the vocabulary with words between its parts ("speed … increase") holds words of one
clause only: never across a word that joins a second clause ("and", "und", "et", "y", "и", Arabic و
written onto the next word, Chinese 但是 and Japanese けど written against their neighbours) or an
ending that closes one (Korean -고, -지만)."""

from __future__ import annotations

import re

import pytest

from crumb.core import pitch_match, pitch_reader

# A speed that stays the same, and something else that rises in a clause of its own: no speeding up.
TWO_CLAUSES = [
    ("en", "a snake where the speed stays the same and the score goes up with every apple"),
    ("en", "breakout, speed is fixed and the number of bricks will increase each level"),
    ("en", "a runner where speed never changes but obstacles increase over time"),
    ("en", "speed constant and points increase"),
    ("en", "a racing game, speed fixed and lives increase"),
    ("en", "speed stays but difficulty goes up"),
    ("it", "un serpente dove la velocità resta uguale e il punteggio aumenta a ogni mela"),
    ("it", "la velocità è costante ma i nemici crescono di numero"),
    ("it", "velocità fissa e punti aumentano"),
    ("es", "la velocidad es fija y los puntos aumentan con cada manzana"),
    ("es", "un runner donde la velocidad no cambia pero sube la dificultad"),
    ("es", "velocidad fija y puntos aumentan"),
    ("fr", "la vitesse reste fixe et le score augmente à chaque pomme"),
    ("fr", "un snake où la vitesse est constante mais les obstacles augmentent"),
    ("fr", "vitesse fixe et score augmente"),
    ("pt", "a velocidade é fixa e os pontos aumentam a cada maçã"),
    ("pt", "um runner onde a velocidade não muda mas a dificuldade sobe"),
    ("pt", "velocidade fixa e pontos aumentam"),
    ("de", "Das Tempo bleibt gleich und die Punkte steigen mit jedem Apfel"),
    ("de", "die Geschwindigkeit ist fest und die Zahl der Gegner steigt"),
    ("de", "Die Geschwindigkeit bleibt konstant, aber die Punktzahl erhöht sich"),
    ("de", "das Tempo bleibt und Punktzahl steigt"),
    ("de", "Geschwindigkeit konstant und Punkte werden erhöht"),
    ("nl", "de snelheid blijft gelijk en de score stijgt met elke appel"),
    ("nl", "de snelheid is vast maar het aantal vijanden gaat omhoog"),
    ("nl", "snelheid vast en score stijgt"),
    ("ru", "скорость постоянная и очки растут с каждым яблоком"),
    ("ru", "скорость не меняется, а число врагов растёт"),
    ("ru", "скорость остаётся прежней но очки увеличиваются"),
    ("uk", "швидкість стала і кількість ворогів зростає"),
    ("uk", "швидкість однакова та очки збільшуються з кожним яблуком"),
    ("ar", "السرعة ثابتة والنقاط تزيد"),
    ("ar", "السرعة ثابتة والأعداء تزداد مع الوقت"),
    ("ar", "السرعة لا تتغير وتزيد النقاط مع كل تفاحة"),
    ("ar", "السرعة ثابتة لكن النقاط تزيد"),
    ("ar", "السرعة ثابتة ولكن النقاط تزيد"),
    # "and the speed", "and the snake's speed": و written onto a speed that stays the same.
    ("ar", "تزيد النقاط والسرعة ثابتة"),
    ("ar", "تزداد الأعداء وسرعة الثعبان ثابتة"),
    ("ar", "يزيد النقاط ويقلل السرعة"),
    ("el", "ταχύτητα σταθερή και πόντοι αυξάνονται"),
    ("el", "η ταχύτητα μένει ίδια αλλά αυξάνονται οι εχθροί"),
    ("hi", "गति धीमी और बढ़ते दुश्मन"),
    ("hi", "गति स्थिर लेकिन बढ़ता स्कोर"),
    # Chinese and Japanese write no spaces and their joiners against the words they join; a Korean
    # clause may end in an ending written onto its last word (-고, -지만, -ㄴ데, -면서).
    ("zh", "打砖块，速度保持不变但是砖块会增加"),
    ("zh", "速度很慢而且分数会增加"),
    ("zh", "速度固定可是难度提高"),
    ("ja", "スピード一定だけど点が上がる"),
    ("ja", "スピードは一定でスコアが上がる"),  # too far apart for one clause
    ("ko", "벽돌깨기인데 속도는 그대로고 점수만 올라간다"),
    ("ko", "속도는 일정하지만 점수가 올라간다"),
    ("ko", "속도는 느린데 점수가 올라간다"),
    ("ko", "속도는 그대로 그리고 점수가 올라"),
    ("ko", "속도는 유지하면서 점수가 올라간다"),
    # A rise, then a speed that stays: the verb's clause ends at the joiner.
    ("en", "the score increases and the speed stays the same"),
    ("de", "die Punktzahl erhöht sich und die Geschwindigkeit bleibt gleich"),
    ("nl", "de score stijgt en de snelheid blijft gelijk"),
]

# Speeding up said in one clause, with words between the parts of a phrase or a joiner elsewhere.
ONE_CLAUSE = [
    ("en", "a snake where the speed of the ball increases with each apple"),
    ("en", "collect coins and the speed goes up after every level"),
    ("it", "raccogli monete e la velocità della pallina aumenta"),
    ("es", "come manzanas y la velocidad del juego aumenta"),
    ("fr", "mange des pommes et la vitesse du serpent augmente"),
    ("pt", "pegue moedas e a velocidade do jogo aumenta"),
    ("de", "Sammle Münzen und die Geschwindigkeit wird jede Runde erhöht"),
    ("nl", "verzamel munten en de snelheid van de bal stijgt"),
    ("ru", "собирай монеты и скорость игры растёт"),
    ("uk", "збирай монети і швидкість гри зростає"),
    ("ar", "السرعة تزيد والنقاط ثابتة"),
    ("ar", "لعبة جري وتزيد السرعة كل عشر ثوان"),
    ("ar", "اجمع العملات وتزداد سرعة الكرة"),
    ("ar", "لعبة ثعبان تزيد فيها السرعة مع كل تفاحة"),
    # Words whose root begins with و (monsters, a monster, pace) between the parts: no "and" there.
    ("ar", "لعبة منصات تزيد وحوش الغابة سرعتها مع كل مستوى"),
    ("ar", "تزداد وحوش الكهف سرعة كلما تقدمت"),
    ("ar", "يزيد وحش النهاية سرعته عند كل ضربة"),
    ("ar", "تزداد وتيرة اللعب سرعة مع كل جولة"),
    ("el", "μάζεψε νομίσματα και η ταχύτητα του παιχνιδιού αυξάνεται"),
    ("hi", "सिक्के इकट्ठा करो और खेल की गति बढ़ती जाती है"),
    ("zh", "贪吃蛇游戏，蛇的速度会随着分数不断提高"),
    ("zh", "蛇吃得越多跑得越快"),
    ("ja", "ヘビゲームで、りんごを食べるたびにスピードがどんどん上がる"),
    ("ja", "エンドレスランで、スピードがもっと上がっていく"),  # もっと (more) holds と
    ("ko", "러너 게임인데 속도가 스테이지마다 올라간다"),
    ("ko", "사과를 먹고 나면 속도가 조금씩 올라간다"),  # a clause ended by -고 before the speed
    # A speed and another thing that rise together: one clause, its subjects joined.
    ("en", "a runner where speed and difficulty increase over time"),
    ("it", "la velocità e la difficoltà aumentano a ogni livello"),
    ("es", "la velocidad y la dificultad aumentan con el tiempo"),
    ("fr", "la vitesse et la difficulté augmentent avec le temps"),
    ("pt", "a velocidade e a dificuldade aumentam com o tempo"),
    ("de", "die Geschwindigkeit und die Schwierigkeit steigen mit der Zeit"),
    ("nl", "de snelheid en het aantal vijanden nemen toe"),
    ("ru", "скорость и сложность растут со временем"),
    ("uk", "швидкість і складність зростають з часом"),
    ("el", "η ταχύτητα και η δυσκολία αυξάνονται"),
    ("ar", "السرعة والصعوبة تزدادان مع الوقت"),
    ("hi", "गति और कठिनाई बढ़ती जाती है"),
    ("zh", "跑酷游戏，速度和障碍都会逐渐增加"),  # 和 joins the two things that rise
    ("ja", "スピードと難易度が上がる"),
    ("ko", "속도하고 난이도가 점점 올라간다"),
]


@pytest.mark.parametrize(("lang", "pitch"), TWO_CLAUSES)
def test_a_speed_and_a_rise_joined_as_two_clauses_is_no_speeding_up(lang, pitch):
    found = {r.id: r for r in pitch_reader.read(pitch)}
    assert found["language"].value == lang
    assert "mechanic.speed_up" not in found, found["mechanic.speed_up"].source


@pytest.mark.parametrize(("lang", "pitch"), ONE_CLAUSE)
def test_a_speed_that_rises_in_one_clause_is_speeding_up_beside_a_joined_clause(lang, pitch):
    found = {r.id: r for r in pitch_reader.read(pitch)}
    assert found["language"].value == lang
    assert "mechanic.speed_up" in found


@pytest.mark.parametrize(
    ("word", "own"),
    [
        ("وقت", True),  # time
        ("وقتها", True),  # its time
        ("وحوش", True),  # monsters
        ("وتيرته", True),  # its pace: a final ة written ت before an ending
        ("وقتال", False),  # and fighting: و + قتال, not "وقت" + an ending
        ("والنقاط", False),  # and the points
        ("وسرعة", False),  # and speed
        ("ولديك", False),  # and you have
    ],
)
def test_an_arabic_word_whose_root_begins_with_waw_is_no_joiner_and_a_word_joined_by_it_is(word, own):
    assert bool(re.fullmatch(pitch_match.not_joiners("ar"), word)) is own
