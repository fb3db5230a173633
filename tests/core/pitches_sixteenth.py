"""A sixteenth held-out set: pitches written before the reader was run on them, in ten languages (English,
Spanish, French, German, Turkish, Arabic, Japanese, Chinese, Russian, Portuguese, Italian), weighted to
what the last readings got wrong:

- a round said to end ("the game ends", "el juego termina", "das Spiel endet", "игра заканчивается",
  "ゲーム終了", "游戏就结束"), which is a way to lose where it says why, and a time limit where it says only
  when ("the game ends after 45 seconds", "das Spiel endet nach 2 Minuten", "اللعبة تنتهي بعد دقيقتين");
- a way to lose with its number ("if you drop one apple the game ends", "漏掉一个鸡蛋就输了");
- a lose word said as a verb ("kaybedersin", "perdi", "pierdes", "تخسر");
- a limit on what the player may do ("you can only jump once", "solo puedes saltar una vez", "只能跳一次");
- the thing a game's verb acts on, in two words ("catch eggs", "eat cherries");
- an axis with the template that has it ("a vertical shooter"), and a place said with "and" ("top and bottom",
  "arriba y abajo", "oben und unten");
- a word that holds another ("مقلوبة", upside down, holds "قلوب", hearts).

Each :class:`tests.core.pitches_thirteenth.Counted` holds the pitch as :func:`tests.core.pitches.p` lists it,
the numbers it attaches to a requirement (``counts``) and what it asks that no requirement id expresses
(``asks``), as the thirteenth to fifteenth sets'.

Measured with ``bench/pitch_reading.py --corpus sixteenth`` (the reading and the counts) and
``--labelled --sixteenth`` (the asks); not part of ``CORPUS``.
"""

from __future__ import annotations

from tests.core.pitches import Pitch, p
from tests.core.pitches_thirteenth import Count, Counted, c, n

LIVES, LEVELS, BOSS = "mechanic.lives", "mechanic.levels", "mechanic.boss"
LOSE, TIME = "lose", "time_limit"

READINGS: tuple[Counted, ...] = (
    # --- English -------------------------------------------------------------------------------
    c(p("a catcher game, if you drop one apple the game ends", "en", "catcher", "in", LOSE), n(LOSE, 1, "one apple")),
    c(p("a snake game, the game ends when you hit the wall", "en", "snake", "in", LOSE)),
    c(p("a whack-a-mole game, the game ends after 45 seconds", "en", "tapper", "in", TIME, time_s=45)),
    c(p("an endless runner where you can only jump once", "en", "runner", "in"), asks=("only jump once",)),
    c(p("a catcher game where you catch eggs", "en", "catcher", "in"), asks=("eggs",)),
    c(p("a vertical shooter with a boss", "en", "shooter", "in", BOSS), asks=("vertical",)),
    c(p("pong with paddles at the top and bottom of the screen", "en", "pong", "in"), asks=("top and bottom",)),
    c(p("a breakout game, the round ends if the ball falls twice", "en", "breakout", "in", LOSE), n(LOSE, 2, "twice")),
    c(p("a snake where you eat cherries, 2 minutes", "en", "snake", "in", TIME, time_s=120), asks=("cherries",)),
    # --- Spanish -------------------------------------------------------------------------------
    c(p("un juego de la serpiente, pierdes si chocas con la pared", "es", "snake", "in", LOSE)),
    c(p("un runner donde solo puedes saltar una vez", "es", "runner", "in"), asks=("solo puedes saltar una vez",)),
    c(
        p("un shooter vertical con 5 niveles", "es", "shooter", "in", LEVELS),
        n(LEVELS, 5, "5 niveles"),
        asks=("vertical",),
    ),
    c(
        p("un pong con las palas arriba y abajo, 3 minutos", "es", "pong", "in", TIME, time_s=180),
        asks=("arriba y abajo",),
    ),
    c(p("un tetris, el juego termina a los 90 segundos", "es", "tetris", "in", TIME, time_s=90)),
    # --- French --------------------------------------------------------------------------------
    c(p("un jeu de serpent, la partie se termine si tu touches un mur", "fr", "snake", "in", LOSE)),
    c(p("un casse-briques où la partie se termine au bout de 90 secondes", "fr", "breakout", "in", TIME, time_s=90)),
    c(
        p("un jeu de plateforme où on ne peut sauter qu'une seule fois", "fr", "platformer", "in"),
        asks=("sauter qu'une seule fois",),
    ),
    c(
        p("un shooter vertical avec trois vies", "fr", "shooter", "in", LIVES),
        n(LIVES, 3, "trois vies"),
        asks=("vertical",),
    ),
    # --- German --------------------------------------------------------------------------------
    c(p("ein Snake-Spiel, das Spiel endet, wenn du die Wand berührst", "de", "snake", "in", LOSE)),
    c(p("ein Tetris, das Spiel endet nach 2 Minuten", "de", "tetris", "in", TIME, time_s=120)),
    c(p("ein Runner, bei dem man nur einmal springen darf", "de", "runner", "in"), asks=("nur einmal springen",)),
    c(p("Pong mit Schlägern oben und unten", "de", "pong", "in"), asks=("oben und unten",)),
    c(
        p("ein vertikaler Shooter mit drei Leben", "de", "shooter", "in", LIVES),
        n(LIVES, 3, "drei Leben"),
        asks=("vertikaler",),
    ),
    # --- Turkish -------------------------------------------------------------------------------
    c(p("bir yılan oyunu, duvara çarparsan kaybedersin", "tr", "snake", "in", LOSE)),
    c(p("bir tetris oyunu, bloklar tepeye ulaşırsa kaybedersin", "tr", "tetris", "in", LOSE)),
    c(p("dikey bir shooter oyunu, 3 can", "tr", "shooter", "in", LIVES), n(LIVES, 3, "3 can"), asks=("dikey",)),
    c(
        p("bir koşu oyunu, sadece bir kez zıplayabilirsin", "tr", "runner", "in"),
        asks=("sadece bir kez zıplayabilirsin",),
    ),
    c(p("bir yılan oyunu, oyun 2 dakika sonra biter", "tr", "snake", "in", TIME, time_s=120)),
    # --- Arabic --------------------------------------------------------------------------------
    c(p("لعبة ثعبان مقلوبة", "ar", "snake", "in"), asks=("مقلوبة",)),
    c(p("لعبة ثعبان، تخسر إذا اصطدمت بالجدار", "ar", "snake", "in", LOSE)),
    c(p("لعبة تتريس، اللعبة تنتهي بعد دقيقتين", "ar", "tetris", "in", TIME, time_s=120)),
    c(p("لعبة تتريس مقلوبة مع ثلاث قلوب", "ar", "tetris", "in", LIVES), n(LIVES, 3, "ثلاث قلوب"), asks=("مقلوبة",)),
    # --- Japanese ------------------------------------------------------------------------------
    c(
        p("縦スクロールのシューティング、ライフ3つ", "ja", "shooter", "in", LIVES),
        n(LIVES, 3, "ライフ3つ"),
        asks=("縦スクロール",),
    ),
    c(p("ヘビのゲーム、壁にぶつかったらゲーム終了", "ja", "snake", "in", LOSE)),
    c(p("ジャンプが一回しかできないランナーゲーム", "ja", "runner", "in"), asks=("ジャンプが一回しかできない",)),
    # --- Chinese -------------------------------------------------------------------------------
    c(p("竖版射击游戏，三条命", "zh", "shooter", "in", LIVES), n(LIVES, 3, "三条命"), asks=("竖版",)),
    c(p("贪吃蛇，撞到墙游戏就结束", "zh", "snake", "in", LOSE)),
    c(p("只能跳一次的跑酷游戏", "zh", "runner", "in"), asks=("只能跳一次",)),
    c(p("俄罗斯方块，游戏在两分钟后结束", "zh", "tetris", "in", TIME, time_s=120)),
    # --- Russian -------------------------------------------------------------------------------
    c(p("змейка, игра заканчивается, если врезаться в стену", "ru", "snake", "in", LOSE)),
    c(
        p("вертикальный шутер с тремя жизнями", "ru", "shooter", "in", LIVES),
        n(LIVES, 3, "тремя жизнями"),
        asks=("вертикальный",),
    ),
    c(p("раннер, где можно прыгнуть только один раз", "ru", "runner", "in"), asks=("прыгнуть только один раз",)),
    c(p("тетрис, игра заканчивается через 3 минуты", "ru", "tetris", "in", TIME, time_s=180)),
    # --- Portuguese ----------------------------------------------------------------------------
    c(p("um jogo da cobrinha, o jogo acaba se bater na parede", "pt", "snake", "in", LOSE)),
    c(p("um pong com as raquetes em cima e embaixo", "pt", "pong", "in"), asks=("em cima e embaixo",)),
    c(p("um shooter vertical com 3 vidas", "pt", "shooter", "in", LIVES), n(LIVES, 3, "3 vidas"), asks=("vertical",)),
    c(p("um jogo da cobrinha onde você come cerejas", "pt", "snake", "in"), asks=("cerejas",)),
    # --- Italian -------------------------------------------------------------------------------
    c(p("un gioco del serpente, perdi se tocchi il muro", "it", "snake", "in", LOSE)),
    c(
        p("uno sparatutto verticale con 3 vite", "it", "shooter", "in", LIVES),
        n(LIVES, 3, "3 vite"),
        asks=("verticale",),
    ),
    c(p("un tetris, la partita finisce dopo 2 minuti", "it", "tetris", "in", TIME, time_s=120)),
)

SIXTEENTH: tuple[Pitch, ...] = tuple(reading.pitch for reading in READINGS)
# (pitch, language, what it asks that no requirement id expresses), as :mod:`tests.core.pitches_asks_held`.
SIXTEENTH_ASKS: tuple[tuple[str, str, tuple[str, ...]], ...] = tuple(
    (reading.pitch.text, reading.pitch.lang, reading.asks) for reading in READINGS
)
# pitch -> the numbers it attaches to requirements the reader can name.
SIXTEENTH_COUNTS: dict[str, tuple[Count, ...]] = {reading.pitch.text: reading.counts for reading in READINGS}
