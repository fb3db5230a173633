"""A fifteenth held-out set: pitches written before the reader was run on them, in nineteen languages
(English, Spanish, French, German, Portuguese, Italian, Japanese, Chinese, Korean, Russian, Ukrainian,
Turkish, Polish, Arabic, Hindi, Thai, Dutch, Vietnamese, Indonesian), weighted to what no earlier set said:

- where a thing is and which way the game runs: a paddle on the left or the right side ("breakout where
  the paddle is on the left side", "la raquette à gauche", "パドルが左側にある", "ракетка слева"), paddles
  at the top and bottom, a game turned upside down ("tetris upside down", "tetris al revés", "上下逆さま",
  "вверх ногами", "กลับหัว"), gravity that pulls sideways, a shooter said to be vertical or horizontal
  ("a vertical shooter", "縦スクロール", "竖版", "dikey", "แนวตั้ง"), a runner or a bird going the other
  way; each asked in the pitch's words, since no requirement keeps it and a template built the usual
  way round would pass it;
- left and right said of how the player moves ("move left and right with the arrow keys", "左右キーで",
  "влево и вправо стрелками"), which asks nothing: the keys are read;
- no walls (``mechanic.wrap``) in every script, counts in number words ("tres vidas", "тремя жизнями",
  "목숨 세 개", "ba mạng"), typos ("brekout", "lifes", "Tetirs"), mixed languages, likenesses
  ("like flappy bird but you fly down").

Each :class:`tests.core.pitches_thirteenth.Counted` holds the pitch as :func:`tests.core.pitches.p` lists it
(kind, scope, ids, time, difficulty), the numbers it attaches to a requirement the reader can name
(``counts``) and what it asks that no requirement id expresses (``asks``, quoted as the pitch says it),
as the thirteenth and fourteenth sets'.

Measured with ``bench/pitch_reading.py --corpus fifteenth`` (the reading and the counts) and
``--labelled --fifteenth`` (the asks); not part of ``CORPUS``.
"""

from __future__ import annotations

from tests.core.pitches import UNTIMED, Pitch, p
from tests.core.pitches_thirteenth import Count, Counted, c, n

LIVES, LEVELS, BOSS, WRAP = "mechanic.lives", "mechanic.levels", "mechanic.boss", "mechanic.wrap"
TWO, HIGH = "mechanic.two_players", "mechanic.high_score"
KEYS, PHONE, TIME = "controls.keys", "target.phone", "time_limit"

READINGS: tuple[Counted, ...] = (
    # --- English -------------------------------------------------------------------------------
    c(p("breakout where the paddle is on the left side", "en", "breakout", "in"), asks=("on the left side",)),
    c(p("a vertical shooter with 3 lives", "en", "shooter", "in", LIVES), n(LIVES, 3, "3 lives"), asks=("vertical",)),
    c(p("tetris but upside down", "en", "tetris", "in"), asks=("upside down",)),
    c(p("a platformer where gravity pulls sideways", "en", "platformer", "in"), asks=("gravity pulls sideways",)),
    c(
        p("pong with the paddles at the top and bottom instead of the sides", "en", "pong", "in"),
        asks=("the paddles at the top and bottom instead of the sides",),
    ),
    c(p("a horizontal shooter, two minutes", "en", "shooter", "in", TIME, time_s=120), asks=("horizontal",)),
    c(
        p("a shooter where the enemies come from the left, 5 levels", "en", "shooter", "in", LEVELS),
        n(LEVELS, 5, "5 levels"),
        asks=("the enemies come from the left",),
    ),
    c(
        p("an endless runner that runs from right to left instead of left to right", "en", "runner", "in"),
        asks=("runs from right to left instead of left to right",),
    ),
    c(p("like flappy bird but you fly down instead of up", "en", "runner", "in"), asks=("you fly down instead of up",)),
    c(p("a brekout game with 3 lifes for my phone", "en", "breakout", "in", LIVES, PHONE), n(LIVES, 3, "3 lifes")),
    c(p("snake game, no walls, five minutes", "en", "snake", "in", WRAP, TIME, time_s=300)),
    c(p("a platformer, move left and right with the arrow keys, jump with space", "en", "platformer", "in", KEYS)),
    c(
        p("match-3 with no timer and 5 levels", "en", "match3", "in", TIME, LEVELS, time_s=UNTIMED),
        n(LEVELS, 5, "5 levels"),
    ),
    c(p("a racing game in landscape mode on the phone", "en", "racing", "in", PHONE), asks=("landscape mode",)),
    # --- Spanish -------------------------------------------------------------------------------
    c(p("un breakout con la paleta en el lado izquierdo", "es", "breakout", "in"), asks=("en el lado izquierdo",)),
    c(
        p("un shooter vertical con tres vidas", "es", "shooter", "in", LIVES),
        n(LIVES, 3, "tres vidas"),
        asks=("vertical",),
    ),
    c(p("tetris al revés donde las piezas suben", "es", "tetris", "in"), asks=("al revés donde las piezas suben",)),
    c(
        p("un juego de plataformas donde la gravedad tira hacia los lados", "es", "platformer", "in"),
        asks=("la gravedad tira hacia los lados",),
    ),
    c(p("un pong pero con las palas arriba y abajo", "es", "pong", "in"), asks=("las palas arriba y abajo",)),
    c(p("un juego de la serpiente sin paredes, dos minutos", "es", "snake", "in", WRAP, TIME, time_s=120)),
    c(p("un juego de naves, mueves la nave a izquierda y derecha con las flechas", "es", "shooter", "in", KEYS)),
    # --- French --------------------------------------------------------------------------------
    c(p("un casse-briques avec la raquette à gauche", "fr", "breakout", "in"), asks=("la raquette à gauche",)),
    c(
        p("un shoot'em up horizontal, trois vies", "fr", "shooter", "in", LIVES),
        n(LIVES, 3, "trois vies"),
        asks=("horizontal",),
    ),
    c(p("un tetris à l'envers", "fr", "tetris", "in"), asks=("à l'envers",)),
    c(p("un jeu de serpent sans murs, niveau difficile", "fr", "snake", "in", WRAP, difficulty="hard")),
    c(p("un runner où on court de droite à gauche", "fr", "runner", "in"), asks=("on court de droite à gauche",)),
    c(p("un jeu comme Pong mais à quatre joueurs", "fr", "pong", "in"), asks=("à quatre joueurs",)),
    # --- German --------------------------------------------------------------------------------
    c(p("Breakout, bei dem der Schläger rechts ist", "de", "breakout", "in"), asks=("der Schläger rechts ist",)),
    c(p("ein vertikaler Shooter mit Bossen", "de", "shooter", "in", BOSS), asks=("vertikaler",)),
    c(p("Tetris, aber auf dem Kopf", "de", "tetris", "in"), asks=("auf dem Kopf",)),
    c(
        p("ein Jump'n'Run, bei dem die Schwerkraft seitwärts zieht", "de", "platformer", "in"),
        asks=("die Schwerkraft seitwärts zieht",),
    ),
    c(p("Snake ohne Wände mit drei Leben", "de", "snake", "in", WRAP, LIVES), n(LIVES, 3, "drei Leben")),
    c(p("wie Flappy Bird, aber man fliegt nach unten", "de", "runner", "in"), asks=("man fliegt nach unten",)),
    c(p("ein Tetirs mit Highscore", "de", "tetris", "in", HIGH)),
    # --- Portuguese ----------------------------------------------------------------------------
    c(p("breakout com a raquete do lado esquerdo", "pt", "breakout", "in"), asks=("do lado esquerdo",)),
    c(p("um jogo de nave vertical com um chefão no final", "pt", "shooter", "in", BOSS), asks=("vertical",)),
    c(p("tetris de cabeça para baixo", "pt", "tetris", "in"), asks=("de cabeça para baixo",)),
    c(p("jogo da cobrinha sem paredes para celular", "pt", "snake", "in", WRAP, PHONE)),
    c(p("pong com as raquetes em cima e embaixo", "pt", "pong", "in"), asks=("as raquetes em cima e embaixo",)),
    # --- Italian -------------------------------------------------------------------------------
    c(p("breakout con la racchetta sul lato sinistro", "it", "breakout", "in"), asks=("sul lato sinistro",)),
    c(
        p("uno sparatutto a scorrimento orizzontale con tre vite", "it", "shooter", "in", LIVES),
        n(LIVES, 3, "tre vite"),
        asks=("a scorrimento orizzontale",),
    ),
    c(p("tetris capovolto", "it", "tetris", "in"), asks=("capovolto",)),
    c(p("il gioco del serpente senza muri, tre minuti", "it", "snake", "in", WRAP, TIME, time_s=180)),
    c(p("un platform dove la gravità spinge di lato", "it", "platformer", "in"), asks=("la gravità spinge di lato",)),
    # --- Japanese ------------------------------------------------------------------------------
    c(p("パドルが左側にあるブロック崩し", "ja", "breakout", "in"), asks=("パドルが左側にある",)),
    c(
        p("縦スクロールのシューティング、ライフは3つ", "ja", "shooter", "in", LIVES),
        n(LIVES, 3, "ライフは3つ"),
        asks=("縦スクロール",),
    ),
    c(p("上下逆さまのテトリス", "ja", "tetris", "in"), asks=("上下逆さま",)),
    c(p("重力が横向きに働く横スクロールアクション", "ja", "platformer", "in"), asks=("重力が横向きに働く",)),
    c(p("壁なしのスネークゲーム、2分", "ja", "snake", "in", WRAP, TIME, time_s=120)),
    c(p("左右キーで動かすブロック崩し", "ja", "breakout", "in", KEYS)),
    # --- Chinese -------------------------------------------------------------------------------
    c(p("挡板在左边的打砖块", "zh", "breakout", "in"), asks=("挡板在左边",)),
    c(p("竖版飞行射击游戏，三条命", "zh", "shooter", "in", LIVES), n(LIVES, 3, "三条命"), asks=("竖版",)),
    c(p("倒过来的俄罗斯方块", "zh", "tetris", "in"), asks=("倒过来",)),
    c(p("重力向右的平台跳跃游戏", "zh", "platformer", "in"), asks=("重力向右",)),
    c(p("没有墙的贪吃蛇，困难模式", "zh", "snake", "in", WRAP, difficulty="hard")),
    c(p("像flappy bird一样，但是往下飞", "zh", "runner", "in"), asks=("往下飞",)),
    c(p("用左右方向键移动的打砖块", "zh", "breakout", "in", KEYS)),
    # --- Korean --------------------------------------------------------------------------------
    c(p("패들이 왼쪽에 있는 벽돌깨기", "ko", "breakout", "in"), asks=("패들이 왼쪽에 있는",)),
    c(p("세로 슈팅 게임, 목숨 세 개", "ko", "shooter", "in", LIVES), n(LIVES, 3, "목숨 세 개"), asks=("세로",)),
    c(p("거꾸로 된 테트리스", "ko", "tetris", "in"), asks=("거꾸로 된",)),
    c(p("벽 없는 스네이크 게임", "ko", "snake", "in", WRAP)),
    c(p("중력이 옆으로 작용하는 플랫폼 게임", "ko", "platformer", "in"), asks=("중력이 옆으로 작용하는",)),
    # --- Russian -------------------------------------------------------------------------------
    c(p("арканоид, где ракетка слева", "ru", "breakout", "in"), asks=("ракетка слева",)),
    c(
        p("вертикальный шутер с тремя жизнями", "ru", "shooter", "in", LIVES),
        n(LIVES, 3, "тремя жизнями"),
        asks=("вертикальный",),
    ),
    c(p("тетрис вверх ногами", "ru", "tetris", "in"), asks=("вверх ногами",)),
    c(p("змейка без стен, 90 секунд", "ru", "snake", "in", WRAP, TIME, time_s=90)),
    c(p("платформер, где гравитация тянет вбок", "ru", "platformer", "in"), asks=("гравитация тянет вбок",)),
    c(p("тетрис, двигай фигуры влево и вправо стрелками", "ru", "tetris", "in", KEYS)),
    # --- Ukrainian -----------------------------------------------------------------------------
    c(p("арканоїд, де ракетка праворуч", "uk", "breakout", "in"), asks=("ракетка праворуч",)),
    c(p("горизонтальний шутер у космосі", "uk", "shooter", "in", "theme"), asks=("горизонтальний",)),
    # --- Turkish -------------------------------------------------------------------------------
    c(p("raketin sol tarafta olduğu tuğla kırma oyunu", "tr", "breakout", "in"), asks=("raketin sol tarafta olduğu",)),
    c(p("dikey uzay nişancı oyunu", "tr", "shooter", "in", "theme"), asks=("dikey",)),
    c(p("ters tetris, parçalar yukarı çıkıyor", "tr", "tetris", "in"), asks=("ters", "parçalar yukarı çıkıyor")),
    c(p("duvarsız yılan oyunu, iki dakika", "tr", "snake", "in", WRAP, TIME, time_s=120)),
    # --- Polish --------------------------------------------------------------------------------
    c(p("arkanoid z paletką po lewej stronie", "pl", "breakout", "in"), asks=("po lewej stronie",)),
    c(p("pionowa strzelanka z bossem", "pl", "shooter", "in", BOSS), asks=("pionowa",)),
    c(p("tetris do góry nogami", "pl", "tetris", "in"), asks=("do góry nogami",)),
    c(p("wąż bez ścian, trzy minuty", "pl", "snake", "in", WRAP, TIME, time_s=180)),
    # --- Arabic --------------------------------------------------------------------------------
    c(p("لعبة تحطيم الطوب حيث المضرب على الجانب الأيسر", "ar", "breakout", "in"), asks=("على الجانب الأيسر",)),
    c(
        p("لعبة إطلاق نار عمودية بثلاث أرواح", "ar", "shooter", "in", LIVES),
        n(LIVES, 3, "بثلاث أرواح"),
        asks=("عمودية",),
    ),
    c(p("تتريس مقلوب", "ar", "tetris", "in"), asks=("مقلوب",)),
    c(p("لعبة الثعبان بدون جدران", "ar", "snake", "in", WRAP)),
    # --- Hindi ---------------------------------------------------------------------------------
    c(p("ब्रेकआउट जिसमें पैडल बाईं तरफ हो", "hi", "breakout", "in"), asks=("पैडल बाईं तरफ हो",)),
    c(p("वर्टिकल शूटर गेम, तीन लाइफ", "hi", "shooter", "in", LIVES), n(LIVES, 3, "तीन लाइफ"), asks=("वर्टिकल",)),
    c(p("उल्टा टेट्रिस", "hi", "tetris", "in"), asks=("उल्टा",)),
    c(p("बिना दीवारों वाला स्नेक गेम", "hi", "snake", "in", WRAP)),
    # --- Thai ----------------------------------------------------------------------------------
    c(p("เกมทุบอิฐที่ไม้ตีอยู่ด้านซ้าย", "th", "breakout", "in"), asks=("ไม้ตีอยู่ด้านซ้าย",)),
    c(p("เกมยิงยานอวกาศแนวตั้ง", "th", "shooter", "in", "theme"), asks=("แนวตั้ง",)),
    c(p("เตตริสกลับหัว", "th", "tetris", "in"), asks=("กลับหัว",)),
    c(p("เกมงูไม่มีกำแพง 2 นาที", "th", "snake", "in", WRAP, TIME, time_s=120)),
    # --- Dutch ---------------------------------------------------------------------------------
    c(p("breakout met de paddle aan de linkerkant", "nl", "breakout", "in"), asks=("aan de linkerkant",)),
    c(
        p("een verticale shooter met drie levens", "nl", "shooter", "in", LIVES),
        n(LIVES, 3, "drie levens"),
        asks=("verticale",),
    ),
    c(p("tetris ondersteboven", "nl", "tetris", "in"), asks=("ondersteboven",)),
    # --- Vietnamese ----------------------------------------------------------------------------
    c(p("game phá gạch với thanh đỡ ở bên trái", "vi", "breakout", "in"), asks=("ở bên trái",)),
    c(
        p("game bắn súng theo chiều dọc, ba mạng", "vi", "shooter", "in", LIVES),
        n(LIVES, 3, "ba mạng"),
        asks=("theo chiều dọc",),
    ),
    # --- Indonesian ----------------------------------------------------------------------------
    c(p("breakout dengan papan di sisi kiri", "id", "breakout", "in"), asks=("di sisi kiri",)),
    c(p("tetris terbalik", "id", "tetris", "in"), asks=("terbalik",)),
)

FIFTEENTH: tuple[Pitch, ...] = tuple(reading.pitch for reading in READINGS)
# (pitch, language, what it asks that no requirement id expresses), as :mod:`tests.core.pitches_asks_held`.
FIFTEENTH_ASKS: tuple[tuple[str, str, tuple[str, ...]], ...] = tuple(
    (reading.pitch.text, reading.pitch.lang, reading.asks) for reading in READINGS
)
# pitch -> the numbers it attaches to requirements the reader can name.
FIFTEENTH_COUNTS: dict[str, tuple[Count, ...]] = {reading.pitch.text: reading.counts for reading in READINGS}
