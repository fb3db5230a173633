"""A fourteenth held-out set: pitches written before the reader was run on them, in fifteen languages
(English, Spanish, French, German, Portuguese, Italian, Japanese, Chinese, Korean, Russian, Turkish,
Polish, Arabic, Dutch, Hindi), weighted to what the last sets left unread:

- an opponent: the computer ("against the computer", "vs AI", "contra el ordenador", "gegen den
  Computer", "コンピュータと対戦", "人机对战", "컴퓨터와 대결", "bilgisayara karşı", "z komputerem") as
  ``mechanic.vs_computer``, and a second player on the same device ("two players on one keyboard",
  "local multiplayer", "双人同屏") as ``mechanic.two_players``; in kinds the offline studio has an
  opponent for (chess, noughts and crosses, pong) and kinds it has none for (connect four, racing,
  memory);
- goals the vocabulary has no word for: a door, a key, an exit ("find the key to unlock the exit door",
  "trouver la clé pour ouvrir la porte", "鍵を見つけて扉を開ける"), asked in the pitch's words;
- a kind said with its defining rule denied ("a tetris where pieces never fall": the denial asked), and a
  kind corrected ("a tetris game, no wait, make it a match-3 instead": the kind is the last one said);
- counts in native number words (Korean "목숨 세 개", "동전 열 개", "보스 다섯 마리"; Japanese "三つ",
  "五つ"; "trois vies", "üç can", "ثلاث أرواح").

Each :class:`tests.core.pitches_thirteenth.Counted` holds the pitch as :func:`tests.core.pitches.p` lists it
(kind, scope, ids, time, difficulty), the numbers it attaches to a requirement the reader can name
(``counts``) and what it asks that no requirement id expresses (``asks``, quoted as the pitch says it),
as the thirteenth set's.

Measured with ``bench/pitch_reading.py --corpus fourteenth`` (the reading and the counts) and
``--labelled --fourteenth`` (the asks); not part of ``CORPUS``.
"""

from __future__ import annotations

from tests.core.pitches import Pitch, p
from tests.core.pitches_thirteenth import Count, Counted, c, n

VS, TWO = "mechanic.vs_computer", "mechanic.two_players"
LIVES, LEVELS, COINS, BOSS = "mechanic.lives", "mechanic.levels", "mechanic.coins", "mechanic.boss"
KEYS, PHONE = "controls.keys", "target.phone"

READINGS: tuple[Counted, ...] = (
    # --- English -------------------------------------------------------------------------------
    c(p("chess against the computer", "en", "chess", "in", VS)),
    c(p("tic tac toe vs AI, best of 5", "en", "tic_tac_toe", "in", VS), asks=("best of 5",)),
    c(p("pong for two players on one keyboard", "en", "pong", "in", TWO, KEYS)),
    c(
        p("a platformer where you find the key to unlock the exit door, 3 lives", "en", "platformer", "in", LIVES),
        n(LIVES, 3, "3 lives"),
        asks=("find the key to unlock the exit door",),
    ),
    c(p("a maze game where you reach the exit, 60 seconds", "en", "maze", "off", "time_limit", time_s=60)),
    c(p("a tetris where pieces never fall", "en", "tetris", "in"), asks=("pieces never fall",)),
    c(p("a tetris game, no wait, make it a match-3 instead", "en", "match3", "in")),
    c(p("connect four against the computer", "en", "connect_four", "off", VS)),
    c(
        p("snake for 2 players on the same keyboard, first to 5 apples wins", "en", "snake", "in", TWO, KEYS, "win"),
        n("win", 5, "5 apples"),
    ),
    c(
        p(
            "a platformer with five levels, each ends at a locked door you open with a key",
            "en",
            "platformer",
            "in",
            LEVELS,
        ),
        n(LEVELS, 5, "five levels"),
        asks=("a locked door you open with a key",),
    ),
    c(p("single player pong against an AI paddle", "en", "pong", "in", VS)),
    c(p("local multiplayer tic tac toe", "en", "tic_tac_toe", "in", TWO)),
    c(
        p(
            "tic tac toe where you play against the computer or a friend on the same screen",
            "en",
            "tic_tac_toe",
            "in",
            VS,
            TWO,
        )
    ),
    c(p("a racing game against AI cars", "en", "racing", "in", VS)),
    c(p("a memory game for two players taking turns", "en", "memory", "in", TWO)),
    # --- Spanish -------------------------------------------------------------------------------
    c(p("ajedrez contra el ordenador", "es", "chess", "in", VS)),
    c(p("tres en raya contra la computadora, modo difícil", "es", "tic_tac_toe", "in", VS, difficulty="hard")),
    c(p("pong para dos jugadores en el mismo teclado", "es", "pong", "in", TWO, KEYS)),
    c(
        p("un juego de plataformas donde recoges 5 llaves para abrir la puerta final", "es", "platformer", "in"),
        asks=("recoges 5 llaves para abrir la puerta final",),
    ),
    c(p("un tetris, no, mejor un juego de la serpiente, 2 minutos", "es", "snake", "in", "time_limit", time_s=120)),
    c(p("un snake donde la serpiente nunca crece", "es", "snake", "in"), asks=("la serpiente nunca crece",)),
    # --- French --------------------------------------------------------------------------------
    c(p("un morpion contre l'ordinateur", "fr", "tic_tac_toe", "in", VS)),
    c(p("des échecs à deux joueurs sur le même écran", "fr", "chess", "in", TWO)),
    c(
        p(
            "un jeu de plateforme où il faut trouver la clé pour ouvrir la porte, trois vies",
            "fr",
            "platformer",
            "in",
            LIVES,
        ),
        n(LIVES, 3, "trois vies"),
        asks=("trouver la clé pour ouvrir la porte",),
    ),
    c(p("un casse-briques, ou plutôt un flipper", "fr", "pinball", "off")),
    c(p("un pong contre l'IA, le premier à 7 points gagne", "fr", "pong", "in", VS, "win"), n("win", 7, "7 points")),
    # --- German --------------------------------------------------------------------------------
    c(p("Schach gegen den Computer", "de", "chess", "in", VS)),
    c(p("Tic-Tac-Toe gegen die KI, drei Runden", "de", "tic_tac_toe", "in", VS), asks=("drei Runden",)),
    c(p("Pong für zwei Spieler an einer Tastatur", "de", "pong", "in", TWO, KEYS)),
    c(
        p("ein Jump'n'Run, bei dem man Schlüssel sammelt, um Türen zu öffnen", "de", "platformer", "in"),
        asks=("Schlüssel sammelt, um Türen zu öffnen",),
    ),
    c(p("Tetris, bei dem die Steine nie fallen", "de", "tetris", "in"), asks=("die Steine nie fallen",)),
    c(p("ein Snake-Spiel, nein, doch lieber Breakout", "de", "breakout", "in")),
    c(p("Vier gewinnt gegen den Computer", "de", "connect_four", "off", VS)),
    # --- Portuguese ----------------------------------------------------------------------------
    c(p("xadrez contra o computador", "pt", "chess", "in", VS)),
    c(p("jogo da velha para dois jogadores no mesmo celular", "pt", "tic_tac_toe", "in", TWO, PHONE)),
    c(
        p(
            "um jogo de plataforma onde você pega a chave e abre a porta para passar de fase",
            "pt",
            "platformer",
            "in",
            LEVELS,
        ),
        asks=("pega a chave e abre a porta",),
    ),
    c(p("pong contra a máquina, cinco pontos para vencer", "pt", "pong", "in", VS, "win"), n("win", 5, "cinco pontos")),
    c(p("um tetris onde as peças nunca caem", "pt", "tetris", "in"), asks=("as peças nunca caem",)),
    # --- Italian -------------------------------------------------------------------------------
    c(p("una partita a scacchi contro il computer, livello facile", "it", "chess", "in", VS, difficulty="easy")),
    c(p("tris per due giocatori sullo stesso telefono", "it", "tic_tac_toe", "in", TWO, PHONE)),
    c(
        p("un platform dove devi raccogliere 3 chiavi per aprire il portale", "it", "platformer", "in"),
        asks=("raccogliere 3 chiavi per aprire il portale",),
    ),
    c(p("pong contro la CPU", "it", "pong", "in", VS)),
    c(p("un tetris, anzi no, facciamo un memory", "it", "memory", "in")),
    # --- Japanese ------------------------------------------------------------------------------
    c(p("コンピュータと対戦できるチェス", "ja", "chess", "in", VS)),
    c(p("CPU対戦の三目並べ", "ja", "tic_tac_toe", "in", VS)),
    c(p("1台のキーボードで2人対戦できるピンポンゲーム", "ja", "pong", "in", TWO, KEYS)),
    c(
        p("鍵を見つけて扉を開ける横スクロールアクション、ライフは三つ", "ja", "platformer", "in", LIVES),
        n(LIVES, 3, "ライフは三つ"),
        asks=("鍵を見つけて扉を開ける",),
    ),
    c(p("ブロックが落ちてこないテトリス", "ja", "tetris", "in"), asks=("ブロックが落ちてこない",)),
    c(
        p("テトリスじゃなくてブロック崩しにして、五つのステージ", "ja", "breakout", "in", LEVELS),
        n(LEVELS, 5, "五つのステージ"),
    ),
    # --- Chinese -------------------------------------------------------------------------------
    c(p("和电脑下国际象棋", "zh", "chess", "in", VS)),
    c(p("人机对战的井字棋", "zh", "tic_tac_toe", "in", VS)),
    c(p("双人同屏的乒乓球游戏", "zh", "pong", "in", TWO)),
    c(
        p("收集钥匙打开大门的平台跳跃游戏，三条命", "zh", "platformer", "in", LIVES),
        n(LIVES, 3, "三条命"),
        asks=("收集钥匙打开大门",),
    ),
    c(p("方块永远不会掉下来的俄罗斯方块", "zh", "tetris", "in"), asks=("方块永远不会掉下来",)),
    # --- Korean --------------------------------------------------------------------------------
    c(p("컴퓨터와 대결하는 체스", "ko", "chess", "in", VS)),
    c(p("AI랑 하는 틱택토", "ko", "tic_tac_toe", "in", VS)),
    c(p("한 키보드로 둘이서 하는 탁구 게임", "ko", "pong", "in", TWO, KEYS)),
    c(
        p("목숨 세 개인 슈팅 게임, 보스 다섯 마리", "ko", "shooter", "in", LIVES, BOSS),
        n(LIVES, 3, "목숨 세 개"),
        n(BOSS, 5, "보스 다섯 마리"),
    ),
    c(
        p("동전 열 개를 모으면 문이 열리는 플랫폼 게임", "ko", "platformer", "in", COINS),
        n(COINS, 10, "동전 열 개"),
        asks=("문이 열리는",),
    ),
    c(p("스테이지 네 개짜리 벽돌깨기", "ko", "breakout", "in", LEVELS), n(LEVELS, 4, "스테이지 네 개")),
    c(p("블록이 절대 떨어지지 않는 테트리스", "ko", "tetris", "in"), asks=("블록이 절대 떨어지지 않는",)),
    # --- Russian -------------------------------------------------------------------------------
    c(p("шахматы против компьютера", "ru", "chess", "in", VS)),
    c(p("крестики-нолики для двоих на одном телефоне", "ru", "tic_tac_toe", "in", TWO, PHONE)),
    c(
        p("платформер, где надо найти ключ и открыть дверь, пять уровней", "ru", "platformer", "in", LEVELS),
        n(LEVELS, 5, "пять уровней"),
        asks=("найти ключ и открыть дверь",),
    ),
    c(p("тетрис, в котором фигуры никогда не падают", "ru", "tetris", "in"), asks=("фигуры никогда не падают",)),
    c(p("не тетрис, а пинг-понг против компьютера", "ru", "pong", "in", VS)),
    # --- Turkish -------------------------------------------------------------------------------
    c(p("bilgisayara karşı satranç", "tr", "chess", "in", VS)),
    c(p("iki kişilik XOX oyunu, aynı klavyede", "tr", "tic_tac_toe", "in", TWO, KEYS)),
    c(
        p("anahtarı bulup kapıyı açtığın bir platform oyunu, üç can", "tr", "platformer", "in", LIVES),
        n(LIVES, 3, "üç can"),
        asks=("anahtarı bulup kapıyı açtığın",),
    ),
    c(p("yapay zekaya karşı pong", "tr", "pong", "in", VS)),
    # --- Polish --------------------------------------------------------------------------------
    c(p("szachy z komputerem", "pl", "chess", "in", VS)),
    c(p("kółko i krzyżyk dla dwóch graczy na jednym ekranie", "pl", "tic_tac_toe", "in", TWO)),
    c(
        p("platformówka, w której zbierasz klucze, żeby otworzyć drzwi", "pl", "platformer", "in"),
        asks=("zbierasz klucze, żeby otworzyć drzwi",),
    ),
    c(p("tetris, ale klocki nigdy nie spadają", "pl", "tetris", "in"), asks=("klocki nigdy nie spadają",)),
    # --- Arabic --------------------------------------------------------------------------------
    c(p("شطرنج ضد الكمبيوتر", "ar", "chess", "in", VS)),
    c(p("لعبة إكس أو ضد الذكاء الاصطناعي", "ar", "tic_tac_toe", "in", VS)),
    c(p("بونغ للاعبين اثنين على نفس لوحة المفاتيح", "ar", "pong", "in", TWO, KEYS)),
    c(
        p("لعبة منصات تجمع فيها المفتاح لتفتح الباب، ثلاث أرواح", "ar", "platformer", "in", LIVES),
        n(LIVES, 3, "ثلاث أرواح"),
        asks=("تجمع فيها المفتاح لتفتح الباب",),
    ),
    # --- Dutch ---------------------------------------------------------------------------------
    c(p("schaken tegen de computer", "nl", "chess", "in", VS)),
    c(p("boter kaas en eieren voor twee spelers", "nl", "tic_tac_toe", "in", TWO)),
    c(
        p("een platformspel waar je een sleutel zoekt om de deur te openen", "nl", "platformer", "in"),
        asks=("een sleutel zoekt om de deur te openen",),
    ),
    # --- Hindi ---------------------------------------------------------------------------------
    c(p("कंप्यूटर के खिलाफ शतरंज", "hi", "chess", "in", VS)),
    c(p("दो खिलाड़ियों वाला पोंग गेम", "hi", "pong", "in", TWO)),
)

FOURTEENTH: tuple[Pitch, ...] = tuple(reading.pitch for reading in READINGS)
# (pitch, language, what it asks that no requirement id expresses), as :mod:`tests.core.pitches_asks_held`.
FOURTEENTH_ASKS: tuple[tuple[str, str, tuple[str, ...]], ...] = tuple(
    (reading.pitch.text, reading.pitch.lang, reading.asks) for reading in READINGS
)
# pitch -> the numbers it attaches to requirements the reader can name.
FOURTEENTH_COUNTS: dict[str, tuple[Count, ...]] = {reading.pitch.text: reading.counts for reading in READINGS}
