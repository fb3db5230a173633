"""A thirteenth held-out set: pitches written before the reader was run on them, each carrying numbers, in
fourteen languages (English, Spanish, Portuguese, French, German, Italian, Japanese, Chinese, Korean,
Russian, Arabic, Hindi, Turkish, Polish: four or more each):

- counts of things the reader has words for: lives ("3 lives", "drei Leben", "三条命", "목숨 5개"),
  levels ("10 fases", "五个关卡"), coins to collect ("10 monedas", "コインを20枚"), bosses ("4 jefes"),
  poison items, and a rhythm ("every 4 apples", "cada 3 manzanas");
- scores to reach, a way to win with its number ("first to 7 points", "até 11 pontos", "5 sayıya
  ulaşan kazanır");
- durations, in digits, number words and a script's own digits ("٩٠ ثانية", "drei Minuten", "两分钟");
- counts of things the reader has no words for, which must be asked in the pitch's words: board sizes
  ("9x9", "9×9", "15x15", "5 на 5"), player counts past two ("pour 4 joueurs", "四人对战"), pairs, mines,
  waves, "best of 5";
- numbers that are no requirement: a game's name ("2048", "Tetris 99", "Vier gewinnt", "五子棋",
  "Street Fighter 2"), a decade ("1980s"), a child's age.

Each :class:`Counted` holds the pitch as :func:`tests.core.pitches.p` lists it (kind, scope, ids, time,
difficulty), the numbers it attaches to a requirement the reader can name (``counts``: the requirement's
id, the number, and the pitch's words that hold it), and what it asks that no requirement id expresses
(``asks``, quoted as the pitch says it, as :mod:`tests.core.pitches_asks` labels them). A count is
honoured when the requirement of its id keeps its number, or when an ask quotes its words; it is dropped
otherwise. A time's number is its ``time_s``, as in every earlier set.

Measured with ``bench/pitch_reading.py --corpus thirteenth`` (the reading and the counts) and
``--labelled --thirteenth`` (the asks); not part of ``CORPUS``.
"""

from __future__ import annotations

from dataclasses import dataclass

from tests.core.pitches import Pitch, p


@dataclass(frozen=True)
class Count:
    id: str
    number: int
    words: str  # the pitch's words that hold the number


@dataclass(frozen=True)
class Counted:
    pitch: Pitch
    counts: tuple[Count, ...] = ()
    asks: tuple[str, ...] = ()


def c(pitch: Pitch, *counts: Count, asks: tuple[str, ...] = ()) -> Counted:
    return Counted(pitch, counts, asks)


def n(id_: str, number: int, words: str) -> Count:
    return Count(id_, number, words)


LIVES, LEVELS, COINS, BOSS = "mechanic.lives", "mechanic.levels", "mechanic.coins", "mechanic.boss"

READINGS: tuple[Counted, ...] = (
    # --- English -------------------------------------------------------------------------------
    c(
        p("a platformer where you collect 10 coins to open the door", "en", "platformer", "in", COINS),
        n(COINS, 10, "10 coins"),
        asks=("open the door",),
    ),
    c(
        p("a space shooter with 3 lives and 5 levels", "en", "shooter", "in", "theme", LIVES, LEVELS),
        n(LIVES, 3, "3 lives"),
        n(LEVELS, 5, "5 levels"),
    ),
    c(
        p(
            "snake game, 90 seconds, it speeds up every 4 apples",
            "en",
            "snake",
            "in",
            "time_limit",
            "mechanic.speed_up",
            time_s=90,
        ),
        n("mechanic.speed_up", 4, "4 apples"),
    ),
    # "first to 7 points wins": a way to win, with its number.
    c(
        p("pong for two players, first to 7 points wins", "en", "pong", "in", "mechanic.two_players", "win"),
        n("win", 7, "7 points"),
    ),
    c(
        p(
            "a match-3 where you must reach 5000 points in 2 minutes",
            "en",
            "match3",
            "in",
            "win",
            "time_limit",
            time_s=120,
        ),
        n("win", 5000, "5000 points"),
    ),
    c(
        p("minesweeper on a 9x9 board with 10 mines", "en", "minesweeper", "off"),
        asks=("9x9 board", "10 mines"),
    ),
    # "Tetris 99" is a game's name: its 99 is no count.
    c(p("a tetris 99 style game with a 3 minute timer", "en", "tetris", "in", "time_limit", time_s=180)),
    c(p("a 2048 game for my phone", "en", "number_merge", "off", "target.phone")),
    # "1980s" is a decade, the look.
    c(p("a retro 1980s runner with 5 hearts", "en", "runner", "in", "theme", LIVES), n(LIVES, 5, "5 hearts")),
    c(
        p("a tower defense with 20 waves and 3 kinds of towers", "en", "tower_defense", "off"),
        asks=("20 waves", "3 kinds of towers"),
    ),
    c(p("Street Fighter 2 style fighting game for two players", "en", "fighting", "off", "mechanic.two_players")),
    # --- Spanish -------------------------------------------------------------------------------
    c(
        p("un juego de plataformas: recoge 10 monedas y tienes tres vidas", "es", "platformer", "in", COINS, LIVES),
        n(COINS, 10, "10 monedas"),
        n(LIVES, 3, "tres vidas"),
    ),
    c(
        p(
            "juego de la serpiente de 2 minutos que acelera cada 3 manzanas",
            "es",
            "snake",
            "in",
            "time_limit",
            "mechanic.speed_up",
            time_s=120,
        ),
        n("mechanic.speed_up", 3, "3 manzanas"),
    ),
    c(
        p("un shooter espacial con 4 jefes y 5 vidas", "es", "shooter", "in", "theme", BOSS, LIVES),
        n(BOSS, 4, "4 jefes"),
        n(LIVES, 5, "5 vidas"),
    ),
    c(p("tres en raya al mejor de 5", "es", "tic_tac_toe", "in"), asks=("al mejor de 5",)),
    c(
        p("un juego de memoria con 10 parejas, 90 segundos", "es", "memory", "in", "time_limit", time_s=90),
        asks=("10 parejas",),
    ),
    # --- Portuguese ----------------------------------------------------------------------------
    c(
        p("jogo de nave com 3 vidas e 10 fases", "pt", "shooter", "in", LIVES, LEVELS),
        n(LIVES, 3, "3 vidas"),
        n(LEVELS, 10, "10 fases"),
    ),
    c(p("jogo da cobrinha de 45 segundos, sem paredes", "pt", "snake", "in", "time_limit", "mechanic.wrap", time_s=45)),
    c(
        p(
            "um jogo de plataforma onde você coleta 50 moedas, com pulo duplo",
            "pt",
            "platformer",
            "in",
            COINS,
            "mechanic.double_jump",
        ),
        n(COINS, 50, "50 moedas"),
    ),
    c(
        p("pong para dois jogadores até 11 pontos", "pt", "pong", "in", "mechanic.two_players", "win"),
        n("win", 11, "11 pontos"),
    ),
    # --- French --------------------------------------------------------------------------------
    c(
        p("un casse-briques avec cinq niveaux et trois vies", "fr", "breakout", "in", LEVELS, LIVES),
        n(LEVELS, 5, "cinq niveaux"),
        n(LIVES, 3, "trois vies"),
    ),
    c(
        p(
            "un jeu de plateforme, il faut ramasser 30 pièces, 2 minutes",
            "fr",
            "platformer",
            "in",
            COINS,
            "time_limit",
            time_s=120,
        ),
        n(COINS, 30, "30 pièces"),
    ),
    c(
        p("un shoot'em up dans l'espace, 10 vagues d'ennemis", "fr", "shooter", "in", "theme", "mechanic.enemies"),
        asks=("10 vagues",),
    ),
    # A sudoku's own board, said: a size all the same.
    c(p("un sudoku 9×9 facile", "fr", "sudoku", "off", difficulty="easy"), asks=("9×9",)),
    c(p("un jeu de mémoire pour 4 joueurs", "fr", "memory", "in"), asks=("pour 4 joueurs",)),
    # --- German --------------------------------------------------------------------------------
    c(
        p("Ein Jump'n'Run mit drei Leben und zehn Levels", "de", "platformer", "in", LIVES, LEVELS),
        n(LIVES, 3, "drei Leben"),
        n(LEVELS, 10, "zehn Levels"),
    ),
    c(p("Snake, drei Minuten, ohne Wände", "de", "snake", "in", "time_limit", "mechanic.wrap", time_s=180)),
    c(p("Ein Weltraum-Shooter mit 5 Bossen", "de", "shooter", "in", "theme", BOSS), n(BOSS, 5, "5 Bossen")),
    # "Vier gewinnt" is the game's name: its four is no count; the board's size is one.
    c(p("Vier gewinnt auf einem 8x8 Brett", "de", "connect_four", "off"), asks=("8x8 Brett",)),
    c(p("Memory mit 20 Paaren, 2 Minuten", "de", "memory", "in", "time_limit", time_s=120), asks=("20 Paaren",)),
    # --- Italian -------------------------------------------------------------------------------
    c(
        p("un platform con 3 vite e 40 monete da raccogliere", "it", "platformer", "in", LIVES, COINS),
        n(LIVES, 3, "3 vite"),
        n(COINS, 40, "40 monete"),
    ),
    c(
        p(
            "snake di un minuto e mezzo con 5 mele velenose",
            "it",
            "snake",
            "in",
            "time_limit",
            "mechanic.poison",
            time_s=90,
        ),
        n("mechanic.poison", 5, "5 mele velenose"),
    ),
    c(p("un breakout con 8 livelli", "it", "breakout", "in", LEVELS), n(LEVELS, 8, "8 livelli")),
    c(
        p(
            "scacchi per due giocatori, partite da 10 minuti",
            "it",
            "chess",
            "in",
            "mechanic.two_players",
            "time_limit",
            time_s=600,
        )
    ),
    # --- Japanese ------------------------------------------------------------------------------
    c(
        p("ライフ3つのシューティングゲーム、ボス5体", "ja", "shooter", "in", LIVES, BOSS),
        n(LIVES, 3, "ライフ3つ"),
        n(BOSS, 5, "ボス5体"),
    ),
    c(p("コインを20枚集めるプラットフォーマー", "ja", "platformer", "in", COINS), n(COINS, 20, "20枚")),
    c(p("3分間のヘビゲーム、壁なし", "ja", "snake", "in", "time_limit", "mechanic.wrap", time_s=180)),
    c(p("10レベルあるブロック崩し", "ja", "breakout", "in", LEVELS), n(LEVELS, 10, "10レベル")),
    # Digits as Japanese types them, full width.
    c(p("９×９のナンプレ", "ja", "sudoku", "off"), asks=("９×９",)),
    # --- Chinese -------------------------------------------------------------------------------
    c(
        p("一个有三条命的射击游戏，五个关卡", "zh", "shooter", "in", LIVES, LEVELS),
        n(LIVES, 3, "三条命"),
        n(LEVELS, 5, "五个关卡"),
    ),
    c(p("收集100个金币的跑酷游戏", "zh", "runner", "in", COINS), n(COINS, 100, "100个金币")),
    c(
        p("两分钟的贪吃蛇，每吃5个苹果加速", "zh", "snake", "in", "time_limit", "mechanic.speed_up", time_s=120),
        n("mechanic.speed_up", 5, "5个苹果"),
    ),
    # "五子棋", five-in-a-row, is the game's name; the board's size is asked.
    c(p("五子棋，15x15的棋盘", "zh", "board_game", "off"), asks=("15x15的棋盘",)),
    c(p("四人对战的赛车游戏", "zh", "racing", "in"), asks=("四人对战",)),
    # --- Korean --------------------------------------------------------------------------------
    c(p("목숨 5개인 슈팅 게임", "ko", "shooter", "in", LIVES), n(LIVES, 5, "목숨 5개")),
    c(
        p("코인 30개를 모으는 플랫포머, 90초", "ko", "platformer", "in", COINS, "time_limit", time_s=90),
        n(COINS, 30, "코인 30개"),
    ),
    # "세": three, a native Korean number.
    c(p("세 개의 레벨이 있는 벽돌깨기", "ko", "breakout", "in", LEVELS), n(LEVELS, 3, "세 개의 레벨")),
    c(p("2분짜리 뱀 게임", "ko", "snake", "in", "time_limit", time_s=120)),
    c(p("10x10 지뢰찾기, 지뢰 15개", "ko", "minesweeper", "off"), asks=("10x10", "지뢰 15개")),
    # --- Russian -------------------------------------------------------------------------------
    c(
        p("платформер с тремя жизнями и 20 монетами", "ru", "platformer", "in", LIVES, COINS),
        n(LIVES, 3, "тремя жизнями"),
        n(COINS, 20, "20 монетами"),
    ),
    c(p("змейка на 2 минуты", "ru", "snake", "in", "time_limit", time_s=120)),
    c(
        p("космический шутер, 5 жизней и 3 босса", "ru", "shooter", "in", "theme", LIVES, BOSS),
        n(LIVES, 5, "5 жизней"),
        n(BOSS, 3, "3 босса"),
    ),
    c(p("арканоид с 12 уровнями", "ru", "breakout", "in", LEVELS), n(LEVELS, 12, "12 уровнями")),
    c(p("игра 2048 на поле 5 на 5", "ru", "number_merge", "off"), asks=("поле 5 на 5",)),
    # --- Arabic: the script's own digits in three -----------------------------------------------
    c(p("لعبة ثعبان مدتها ٩٠ ثانية", "ar", "snake", "in", "time_limit", time_s=90)),
    c(
        p("لعبة منصات مع ٣ أرواح وجمع ٢٠ عملة", "ar", "platformer", "in", LIVES, COINS),
        n(LIVES, 3, "٣ أرواح"),
        n(COINS, 20, "٢٠ عملة"),
    ),
    c(p("لعبة إطلاق نار فيها خمسة مستويات", "ar", "shooter", "in", LEVELS), n(LEVELS, 5, "خمسة مستويات")),
    c(
        p("لعبة بونغ للاعبين اثنين، الفائز أول من يصل إلى ١٠ نقاط", "ar", "pong", "in", "mechanic.two_players", "win"),
        n("win", 10, "١٠ نقاط"),
    ),
    # --- Hindi ---------------------------------------------------------------------------------
    c(p("तीन जान वाला शूटर गेम", "hi", "shooter", "in", LIVES), n(LIVES, 3, "तीन जान")),
    c(p("दो मिनट का साँप वाला गेम", "hi", "snake", "in", "time_limit", time_s=120)),
    c(p("एक प्लेटफ़ॉर्मर जिसमें 10 सिक्के इकट्ठा करने हैं", "hi", "platformer", "in", COINS), n(COINS, 10, "10 सिक्के")),
    c(p("ब्रेकआउट गेम, ५ लेवल", "hi", "breakout", "in", LEVELS), n(LEVELS, 5, "५ लेवल")),
    # --- Turkish -------------------------------------------------------------------------------
    c(p("3 canlı uzay nişancı oyunu", "tr", "shooter", "in", "theme", LIVES), n(LIVES, 3, "3 canlı")),
    c(p("yılan oyunu, 60 saniye", "tr", "snake", "in", "time_limit", time_s=60)),
    c(
        p("10 bölümlü bir platform oyunu, 25 altın topla", "tr", "platformer", "in", LEVELS, COINS),
        n(LEVELS, 10, "10 bölümlü"),
        n(COINS, 25, "25 altın"),
    ),
    c(
        p("2 kişilik pong, 5 sayıya ulaşan kazanır", "tr", "pong", "in", "mechanic.two_players", "win"),
        n("win", 5, "5 sayıya"),
    ),
    # --- Polish --------------------------------------------------------------------------------
    c(p("gra w węża na 3 minuty", "pl", "snake", "in", "time_limit", time_s=180)),
    c(
        p("platformówka z trzema życiami i 15 monetami", "pl", "platformer", "in", LIVES, COINS),
        n(LIVES, 3, "trzema życiami"),
        n(COINS, 15, "15 monetami"),
    ),
    c(p("strzelanka kosmiczna z 4 bossami", "pl", "shooter", "in", "theme", BOSS), n(BOSS, 4, "4 bossami")),
    c(p("saper na planszy 16x16", "pl", "minesweeper", "off"), asks=("planszy 16x16",)),
)

THIRTEENTH: tuple[Pitch, ...] = tuple(reading.pitch for reading in READINGS)
# (pitch, language, what it asks that no requirement id expresses), as :mod:`tests.core.pitches_asks_held`.
THIRTEENTH_ASKS: tuple[tuple[str, str, tuple[str, ...]], ...] = tuple(
    (reading.pitch.text, reading.pitch.lang, reading.asks) for reading in READINGS
)
# pitch -> the numbers it attaches to requirements the reader can name.
THIRTEENTH_COUNTS: dict[str, tuple[Count, ...]] = {reading.pitch.text: reading.counts for reading in READINGS}
