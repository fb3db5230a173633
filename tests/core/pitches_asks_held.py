"""A held-out set for the detection of unread asks: pitches written and labelled by hand before the rule
that reads a short ask beside known words (a mechanic word, a count, a shape of board) was run on them,
committed alone, so that its figure on them is the nearest there is to pitches nobody tuned the rule for.

Each is (pitch, language, what it asks that no requirement id expresses, quoted as the pitch says it),
labelled as :mod:`tests.core.pitches_asks` labels: most ask one thing the vocabulary has no word for,
often in one or two words beside words it does know ("wall jump" in a platformer, "on a hexagon grid",
"12 pairs"); some ask nothing more than their ids, to count false asks on.

Measured with ``bench/pitch_reading.py --labelled --held-out``; not part of ``LABELLED``.
"""

from __future__ import annotations

# (pitch, language, what it asks that no requirement id expresses)
HELD_OUT: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    # --- asking something the vocabulary has no word for ---------------------------------------------
    ("a tetris where cleared lines turn into ice blocks, 2 minutes", "en", ("cleared lines turn into ice blocks",)),
    (
        "a breakout where the ball splits into three when it hits a gold brick",
        "en",
        ("the ball splits into three when it hits a gold brick",),
    ),
    ("memory game with 12 pairs of flags", "en", ("12 pairs of flags",)),
    ("minesweeper on a triangle grid", "en", ("on a triangle grid",)),
    ("a platformer where you can wall jump and glide", "en", ("wall jump and glide",)),
    ("a space shooter where you can rewind time", "en", ("rewind time",)),
    ("snake game, the snake leaves a trail of fire", "en", ("the snake leaves a trail of fire",)),
    ("a tower defense with 5 kinds of towers", "en", ("5 kinds of towers",)),
    ("un snake donde la serpiente puede teletransportarse, 3 vidas", "es", ("la serpiente puede teletransportarse",)),
    ("un juego de memoria con 8 parejas, para niños", "es", ("con 8 parejas",)),
    ("un tetris sur une grille hexagonale", "fr", ("sur une grille hexagonale",)),
    ("un casse-briques où les briques rouges explosent", "fr", ("les briques rouges explosent",)),
    ("ein Jump'n'Run, bei dem man an Wänden hochspringen kann, 3 Leben", "de", ("an Wänden hochspringen",)),
    ("Snake, aber die Schlange wechselt die Farbe bei jedem Apfel", "de", ("die Schlange wechselt die Farbe",)),
    ("Pong, aber mit zwei Bällen gleichzeitig", "de", ("mit zwei Bällen gleichzeitig",)),
    ("um jogo de nave onde os inimigos se dividem ao morrer", "pt", ("os inimigos se dividem ao morrer",)),
    ("campo minato su una griglia esagonale, difficile", "it", ("su una griglia esagonale",)),
    ("змейка на шестиугольном поле, 2 минуты", "ru", ("на шестиугольном поле",)),
    ("テトリスで、消えた列は氷になる", "ja", ("消えた列は氷になる",)),
    ("打砖块，球碰到金砖会分裂成三个", "zh", ("球碰到金砖会分裂成三个",)),
    ("벽 점프가 있는 플랫포머, 90초", "ko", ("벽 점프",)),
    ("yılan oyunu ama yılan ışınlanabiliyor, 3 can", "tr", ("yılan ışınlanabiliyor",)),
    ("gra w węża na planszy sześciokątnej", "pl", ("na planszy sześciokątnej",)),
    ("een memoryspel met 10 paren, twee minuten", "nl", ("met 10 paren",)),
    ("لعبة ثعبان حيث يتغير لون الثعبان، ثلاث أرواح", "ar", ("يتغير لون الثعبان",)),
    ("एक प्लेटफ़ॉर्मर जिसमें दीवार पर कूद सकते हैं", "hi", ("दीवार पर कूद सकते हैं",)),
    ("game tembak pesawat, musuhnya membelah jadi dua kalau ditembak", "id", ("musuhnya membelah jadi dua",)),
    ("ett tetrisspel där raderna blir till is", "sv", ("raderna blir till is",)),
    # --- asking nothing more than their ids ----------------------------------------------------------
    ("a snake game that speeds up, 3 lives, no walls", "en", ()),
    ("un tetris qui accélère, 2 minutes", "fr", ()),
    ("un juego de memoria fácil para niños", "es", ()),
    ("breakout where the paddle gets smaller, keyboard only", "en", ()),
    ("Flappy Bird für das Handy, drei Leben", "de", ()),
    ("贪吃蛇，越吃越快，三条命", "zh", ()),
    ("jogo da memória com tempo de 60 segundos", "pt", ()),
    ("космический шутер с боссом и щитами", "ru", ()),
    ("a platformer with double jump and coins, 90 seconds", "en", ()),
    ("whack-a-mole for two players", "en", ()),
    ("ヘビゲーム、壁なし、ライフ3つ", "ja", ()),
    ("un gioco del serpente senza muri, tre vite", "it", ()),
)
