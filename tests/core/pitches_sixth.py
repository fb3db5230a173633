"""A sixth held-out set: pitches written before the reader was read for them, one line each as people
type them, in over twenty languages and a dozen scripts, holding the traps real pitches have: a word
that holds a kind of game or a mechanic but means something else (German "Schachteln", boxes, holds
"Schach", chess; Korean "뱀파이어", vampire, holds "뱀", a snake; Hebrew "נחש" is "guess" as well as
"snake"; Vietnamese "mạng" is the network as well as a life; Turkish "Can" is a name), negations of
every form ("ohne", "ni", "不要", "بدون", "ไม่", "χωρίς", "không có", "must NOT hit" that keeps the
bombs), times in words, digits, other digits (٣٠, ९०) and halves ("1 min 30", "دقيقتان", "anderhalve
minuut", "półtorej minuty"), a number that is no time ("every 20 seconds", "15 puzzle", "levels 1 to
30"), English game words inside other languages, typos and missing accents. Each with what a careful
reader would list (as :func:`tests.core.pitches.p`), whether the reader gets it or not: ``MISREAD``
names those it does not, and why.

Measured with ``bench/pitch_reading.py --corpus sixth``; not part of ``CORPUS``.
"""

from __future__ import annotations

from tests.core.pitches import UNTIMED, p

SIXTH = (
    # --- English -------------------------------------------------------------------------------
    # "snakes and ladders" is a board game; an iPad is played by touch like a phone.
    p(
        "snakes and ladders for 2 players on the ipad",
        "en",
        "board_game",
        "off",
        "mechanic.two_players",
        "target.phone",
    ),
    # Informal; "1 min 30" is ninety seconds.
    p("tetris but the blocks r bombs lol, 1 min 30", "en", "tetris", "in", "mechanic.bomb", "time_limit", time_s=90),
    # "olives" holds "lives": no lives.
    p(
        "a snake game where the snake eats olives instead of apples, 90 sec",
        "en",
        "snake",
        "in",
        "time_limit",
        time_s=90,
    ),
    p("a match-3 game where you swap gems, no combos, sixty seconds", "en", "match3", "in", "time_limit", time_s=60),
    # The spacebar is a key, not space; no double jump.
    p(
        "a platformer you play with WASD, jump with the spacebar, no double jump, 3 lives",
        "en",
        "platformer",
        "in",
        "controls.keys",
        "mechanic.lives",
    ),
    p(
        "an endless runner kinda like flappy bird but underwater, the gaps get smaller, 2 mins",
        "en",
        "runner",
        "in",
        "theme",
        "mechanic.narrowing_gap",
        "time_limit",
        time_s=120,
    ),
    # A negation that keeps the thing: the bombs are there, not to be hit.
    p(
        "whack a mole on my phone w/ bombs you must NOT hit, 45 sec",
        "en",
        "tapper",
        "in",
        "target.phone",
        "mechanic.bomb",
        "time_limit",
        time_s=45,
    ),
    # "15 puzzle" is the sliding puzzle, its 15 no time.
    p(
        "a 15 puzzle you slide with the mouse, five minutes",
        "en",
        "slide",
        "in",
        "controls.mouse",
        "time_limit",
        time_s=300,
    ),
    # Typos.
    p(
        "a platfromer with dubble jump and spikes, no enemys",
        "en",
        "platformer",
        "in",
        "mechanic.double_jump",
        "mechanic.hazards",
    ),
    # --- Spanish -------------------------------------------------------------------------------
    # "culebron" (a soap opera, typed without its accent) holds "culebra", a snake.
    p(
        "juego de memoria de mi culebron favorito, para niños, sin limite de tiempo",
        "es",
        "memory",
        "in",
        "time_limit",
        difficulty="easy",
        time_s=UNTIMED,
    ),
    # "ni veneno": no poison either; "cada 20 segundos" is a rhythm, no time limit.
    p(
        "un snake sin paredes ni veneno, la serpiente acelera cada 20 segundos",
        "es",
        "snake",
        "in",
        "mechanic.wrap",
        "mechanic.speed_up",
    ),
    # "la compu": the computer.
    p(
        "un juego de carreritas pa la compu, 3 minutos",
        "es",
        "racing",
        "in",
        "target.desktop",
        "time_limit",
        time_s=180,
    ),
    # A range of levels, no time.
    p(
        "un sokoban con niveles del 1 al 30, se juega con las flechas",
        "es",
        "grid_puzzle",
        "in",
        "mechanic.levels",
        "controls.keys",
    ),
    # --- German --------------------------------------------------------------------------------
    # "Schachteln" (boxes) holds "Schach", chess.
    p("Schachteln schieben wie bei Sokoban, 25 Level", "de", "grid_puzzle", "in", "mechanic.levels"),
    # "Waende" typed without its umlaut; "Gift" is poison.
    p("Schlangenspiel ohne Waende und ohne Gift, zwei Minuten", "de", "snake", "in", "time_limit", time_s=120),
    # "ohne Bossgegner": no boss.
    p(
        "Weltraumshooter für den PC mit Schild, aber ohne Bossgegner",
        "de",
        "shooter",
        "in",
        "theme",
        "target.desktop",
        "mechanic.shield",
    ),
    # --- French --------------------------------------------------------------------------------
    # "serpentins" (paper streamers) holds "serpent".
    p(
        "un casse-briques pour l'anniversaire de ma fille, avec des serpentins et des bonus, facile",
        "fr",
        "breakout",
        "in",
        "mechanic.bonus",
        difficulty="easy",
    ),
    # "memoire" without its accent; a tablet is played as a phone.
    p("jeu de memoire sans chrono, sur tablette", "fr", "memory", "in", "target.phone", "time_limit", time_s=UNTIMED),
    p(
        "un jeu de plateforme en pixel art, 1 min 30, double saut mais pas d'ennemis",
        "fr",
        "platformer",
        "in",
        "theme",
        "mechanic.double_jump",
        "time_limit",
        time_s=90,
    ),
    # --- Portuguese ----------------------------------------------------------------------------
    p(
        "jogo da cobrinha pra celular sem paredes, com maçã envenenada, 3 vidas",
        "pt",
        "snake",
        "in",
        "mechanic.wrap",
        "target.phone",
        "mechanic.poison",
        "mechanic.lives",
    ),
    # "cobrador" (the bus conductor) holds "cobra".
    p(
        "jogo de corrida de ônibus onde o cobrador pega moedas, noventa segundos",
        "pt",
        "racing",
        "in",
        "mechanic.coins",
        "time_limit",
        time_s=90,
    ),
    # --- Italian -------------------------------------------------------------------------------
    # Against the computer: an opponent (mechanic.vs_computer), not a platform.
    p(
        "un gioco di scacchi contro il computer, difficile, senza timer",
        "it",
        "chess",
        "in",
        "mechanic.vs_computer",
        "time_limit",
        difficulty="hard",
        time_s=UNTIMED,
    ),
    p(
        "sparatutto spaziale senza scudi, con il boss alla fine e tre vite",
        "it",
        "shooter",
        "in",
        "theme",
        "mechanic.boss",
        "mechanic.lives",
    ),
    # --- Russian -------------------------------------------------------------------------------
    # "шахтёр" (a miner) holds "шах", check in chess; no enemies.
    p(
        "раннер про шахтёра: собирай монеты, без врагов, две минуты",
        "ru",
        "runner",
        "in",
        "mechanic.coins",
        "time_limit",
        time_s=120,
    ),
    # "на компе": on the computer, informal.
    p(
        "змейка без стен, 1 мин 30 сек, на компе",
        "ru",
        "snake",
        "in",
        "mechanic.wrap",
        "time_limit",
        "target.desktop",
        time_s=90,
    ),
    # --- Ukrainian -----------------------------------------------------------------------------
    p(
        "гра пам'яті для дітей без таймера, на планшеті",
        "uk",
        "memory",
        "in",
        "target.phone",
        "time_limit",
        difficulty="easy",
        time_s=UNTIMED,
    ),
    # --- Arabic --------------------------------------------------------------------------------
    # "تحية" (a greeting) holds "حية", a snake; "دقيقتان" is two minutes in one word (the dual).
    p(
        "لعبة سباق سيارات على الكمبيوتر، تحية لأبي، مدتها دقيقتان",
        "ar",
        "racing",
        "in",
        "target.desktop",
        "time_limit",
        time_s=120,
    ),
    # No poison; "every ٣٠ seconds" is a rhythm, no time limit.
    p("لعبة ثعبان بدون سم، تتسارع كل ٣٠ ثانية", "ar", "snake", "in", "mechanic.speed_up"),
    # --- Hebrew --------------------------------------------------------------------------------
    # "נחש" here is "guess"; "דקה וחצי": a minute and a half.
    p("משחק זיכרון: נחש איפה הזוג, דקה וחצי", "he", "memory", "in", "time_limit", time_s=90),
    # --- Hindi ---------------------------------------------------------------------------------
    # "एल्बम" (album) holds "बम", a bomb.
    p(
        "फोटो एल्बम वाला मेमोरी गेम, दो मिनट, बच्चों के लिए",
        "hi",
        "memory",
        "in",
        "time_limit",
        time_s=120,
        difficulty="easy",
    ),
    # Devanagari digits.
    p("कार रेसिंग गेम मोबाइल के लिए, ९० सेकंड", "hi", "racing", "in", "target.phone", "time_limit", time_s=90),
    # --- Japanese ------------------------------------------------------------------------------
    p(
        "タイマーなしのブロック崩し、ボールがだんだん速くなる、スマホ向け",
        "ja",
        "breakout",
        "in",
        "mechanic.speed_up",
        "target.phone",
        "time_limit",
        time_s=UNTIMED,
    ),
    p("1分30秒のもぐら叩き、金のモグラはボーナス", "ja", "tapper", "in", "time_limit", "mechanic.bonus", time_s=90),
    # English game words in Japanese; "残機" is the lives left.
    p("space shooter、ボス3体、残機3", "ja", "shooter", "in", "theme", "mechanic.boss", "mechanic.lives"),
    # --- Chinese -------------------------------------------------------------------------------
    # "不要计时": no timer wanted; a leaderboard.
    p("不要计时的俄罗斯方块，要有排行榜", "zh", "tetris", "in", "mechanic.high_score", "time_limit", time_s=UNTIMED),
    # "没有道具": no power-ups.
    p("像素风的打砖块，球会越来越快，没有道具", "zh", "breakout", "in", "theme", "mechanic.speed_up"),
    # Traditional characters: the first to seven wins.
    p("雙人對戰的乒乓球遊戲，先得七分者勝", "zh", "pong", "in", "mechanic.two_players", "win"),
    # --- Korean --------------------------------------------------------------------------------
    # "뱀파이어" (vampire) holds "뱀", a snake.
    p("뱀파이어를 피해 도망치는 러너 게임, 목숨 다섯 개", "ko", "runner", "in", "theme", "mechanic.lives"),
    p("1분 30초 동안 하는 카드 짝 맞추기 게임", "ko", "memory", "in", "time_limit", time_s=90),
    # English words in Korean: no timer, no walls.
    p("타이머 없는 snake game, 벽 없음", "ko", "snake", "in", "mechanic.wrap", "time_limit", time_s=UNTIMED),
    # --- Thai ----------------------------------------------------------------------------------
    # "ไม่เร็วขึ้น": does not get faster; no walls.
    p("เกมงูที่ไม่เร็วขึ้น ไม่มีกำแพง เล่นบนมือถือ", "th", "snake", "in", "mechanic.wrap", "target.phone"),
    # --- Greek ---------------------------------------------------------------------------------
    # "ζωάκια" (little animals) holds "ζω", as "ζωές" (lives) does.
    p(
        "παιχνίδι μνήμης με ζωάκια για παιδιά, δύο λεπτά",
        "el",
        "memory",
        "in",
        "time_limit",
        time_s=120,
        difficulty="easy",
    ),
    # "φιδάκι": the little snake.
    p("φιδάκι χωρίς τοίχους και χωρίς δηλητήριο, στο κινητό", "el", "snake", "in", "mechanic.wrap", "target.phone"),
    # --- Turkish -------------------------------------------------------------------------------
    # "Can" is a boy's name here, not a life.
    p("Oğlum Can için kolay bir hafıza oyunu, süre yok", "tr", "memory", "in", difficulty="easy"),
    p(
        "bilgisayar için araba yarışı, üç dakika, altın topla",
        "tr",
        "racing",
        "in",
        "target.desktop",
        "time_limit",
        "mechanic.coins",
        time_s=180,
    ),
    # --- Polish --------------------------------------------------------------------------------
    p(
        "platformówka bez przeciwników, tylko kolce i podwójny skok, półtorej minuty",
        "pl",
        "platformer",
        "in",
        "mechanic.hazards",
        "mechanic.double_jump",
        "time_limit",
        time_s=90,
    ),
    # --- Vietnamese ----------------------------------------------------------------------------
    # "không cần mạng": no network needed (offline), not lives.
    p("game rắn chơi không cần mạng, có bom, hai phút", "vi", "snake", "in", "mechanic.bomb", "time_limit", time_s=120),
    # Here "mạng" is a life: three of them; no boss.
    p("game bắn súng không gian không có boss, ba mạng", "vi", "shooter", "in", "theme", "mechanic.lives"),
    # --- Indonesian ----------------------------------------------------------------------------
    p(
        "game balap motor di hp, tanpa batas waktu, ada koin",
        "id",
        "racing",
        "in",
        "target.phone",
        "mechanic.coins",
        "time_limit",
        time_s=UNTIMED,
    ),
    # --- Dutch ---------------------------------------------------------------------------------
    # "anderhalve minuut": a minute and a half.
    p(
        "een memory spelletje voor de kids, anderhalve minuut",
        "nl",
        "memory",
        "in",
        "time_limit",
        time_s=90,
        difficulty="easy",
    ),
    # --- Persian -------------------------------------------------------------------------------
    p(
        "بازی مار بدون دیوار، سه جان، دو دقیقه",
        "fa",
        "snake",
        "in",
        "mechanic.wrap",
        "mechanic.lives",
        "time_limit",
        time_s=120,
    ),
)

# Those read otherwise than listed, and why (each goes once it reads as listed).
MISREAD: dict[str, str] = {
    "a platfromer with dubble jump and spikes, no enemys": (
        '"dubble" is no swap of two letters of "double" but one letter for another and one more: a reader that'
        " guessed at such words would take other words for them"
    ),
    "un casse-briques pour l'anniversaire de ma fille, avec des serpentins et des bonus, facile": (
        '"des bonus" alone is bonus items here but power-ups elsewhere ("des bonus qui rétrécissent la'
        ' raquette" asks for no bonus items): the words do not tell them apart'
    ),
    "1分30秒のもぐら叩き、金のモグラはボーナス": (
        '"金の" (golden) is also "money\'s" (お金の, 賞金の), and "ボーナス" alone may be a combo\'s bonus'
    ),
}
