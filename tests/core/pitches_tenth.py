"""A tenth held-out set: pitches written before the reader was read for them, as people type or say
them, stressing what the nine earlier sets have least of: numbers written as words in many languages
("sixty-second", "un minuto y medio", "trente secondes", "zwei Minuten", "三十秒", "do minute",
"quatre-vingt-dix"); languages switched within one pitch (Spanglish, Hinglish in Latin script, Taglish,
Japanese and Korean with English words, German and French with English ones); typos and missing
marks ("juego de memorya", "jeu de serpant", "gra w weza"); pitches of emoji with a word or two ("🐍
game 60s", "🚀👾 shooter 3❤️"); voice-dictated run-ons joined by "and"; long pitches of three or four
sentences and short ones of one or two words ("tetris", "sudoku pls", "2048"); and Catalan "a l'espai"
(in space), a look. Each with what a careful reader would list (as :func:`tests.core.pitches.p`),
whether the reader gets it or not: ``MISREAD`` names those it does not, and why.

A comment ``# also asks, unreadable: "..."`` above a pitch quotes what it asks for that no requirement id
expresses ("enemies come in waves"): measured by the detection of unread asks, not by the reader.

Measured with ``bench/pitch_reading.py --corpus tenth``; not part of ``CORPUS``.
"""

from __future__ import annotations

from tests.core.pitches import UNTIMED, p

TENTH = (
    # --- English -------------------------------------------------------------------------------
    p("🐍 game 60s", "en", "snake", "in", "time_limit", time_s=60),
    p("a sixty-second whack-a-mole", "en", "tapper", "in", "time_limit", time_s=60),
    p("tetris", "en", "tetris", "in"),
    p("sudoku pls", "en", "sudoku", "off"),
    p("2048", "en", "number_merge", "off"),
    p("pong 2 players", "en", "pong", "in", "mechanic.two_players"),
    p("snake 🐍🍎", "en", "snake", "in"),
    # A rocket and an alien: space; three hearts: lives.
    p("🚀👾 shooter 3❤️", "en", "shooter", "in", "theme", "mechanic.lives"),
    p("⏱️ thirty seconds memory 🧠", "en", "memory", "in", "time_limit", time_s=30),
    p("forty five second memory game, easy mode", "en", "memory", "in", "time_limit", time_s=45, difficulty="easy"),
    p("flappy bird but ninety seconds", "en", "runner", "in", "time_limit", time_s=90),
    # Typos: "snak", "platfromer".
    p("snak game with no walls", "en", "snake", "in", "mechanic.wrap"),
    p("platfromer with double jump", "en", "platformer", "in", "mechanic.double_jump"),
    # Dictated: one sentence joined by "and", numbers as words.
    p(
        "okay so I want a snake game where the snake eats apples and gets longer and it gets faster and faster "
        "and you have three lives and the whole thing lasts two minutes and that's it",
        "en",
        "snake",
        "in",
        "mechanic.speed_up",
        "mechanic.lives",
        "time_limit",
        time_s=120,
    ),
    p(
        "Make a breakout game with a space theme. The ball should speed up every time it hits a brick. Give the "
        "player three lives and keep a high score. It should be playable on my phone with touch controls.",
        "en",
        "breakout",
        "in",
        "theme",
        "mechanic.speed_up",
        "mechanic.lives",
        "mechanic.high_score",
        "target.phone",
        "controls.touch",
    ),
    # --- Spanish -------------------------------------------------------------------------------
    p("un juego de memoria de un minuto y medio", "es", "memory", "in", "time_limit", time_s=90),
    # "memorya": memoria mistyped; "para niños": for children, easy.
    p("juego de memorya para niños", "es", "memory", "in", difficulty="easy"),
    # Spanglish: faster and faster, three lives.
    p(
        "quiero un snake game pero que vaya faster and faster, con tres vidas",
        "es",
        "snake",
        "in",
        "mechanic.speed_up",
        "mechanic.lives",
    ),
    p("un rompebloques de treinta segundos", "es", "breakout", "in", "time_limit", time_s=30),
    p("buscaminas", "es", "minesweeper", "off"),
    # No marks: "más rápido".
    p(
        "juego de la serpiente sin paredes q vaya cada vez mas rapido",
        "es",
        "snake",
        "in",
        "mechanic.wrap",
        "mechanic.speed_up",
    ),
    p(
        "shooter de naves espaciales, cuarenta y cinco segundos, con jefe final",
        "es",
        "shooter",
        "in",
        "theme",
        "mechanic.boss",
        "time_limit",
        time_s=45,
    ),
    p("🐍 juego ⏱️ un minuto", "es", "snake", "in", "time_limit", time_s=60),
    # Dictated: "y" after "y".
    p(
        "hazme un juego de la culebrita que coma manzanas y cada vez vaya más rápido y que dure un minuto y que "
        "tenga tres vidas",
        "es",
        "snake",
        "in",
        "mechanic.speed_up",
        "time_limit",
        "mechanic.lives",
        time_s=60,
    ),
    # Four sentences; losing a life to spikes is no way to lose the game.
    p(
        "Quiero un juego de plataformas para mi sobrino. Que tenga doble salto y monedas para recoger. Si te caes "
        "en los pinchos pierdes una vida, y tienes tres. Que dure unos dos minutos.",
        "es",
        "platformer",
        "in",
        "mechanic.double_jump",
        "mechanic.coins",
        "mechanic.hazards",
        "mechanic.lives",
        "time_limit",
        time_s=120,
    ),
    # --- French --------------------------------------------------------------------------------
    # "serpant": serpent mistyped.
    p("jeu de serpant sans murs", "fr", "snake", "in", "mechanic.wrap"),
    p(
        "un memory de trente secondes pour ma fille de 4 ans",
        "fr",
        "memory",
        "in",
        "time_limit",
        time_s=30,
        difficulty="easy",
    ),
    p("casse-briques, deux minutes, trois vies", "fr", "breakout", "in", "time_limit", "mechanic.lives", time_s=120),
    # "quatre-vingt-dix": ninety.
    p(
        "quatre-vingt-dix secondes pour attraper les fruits qui tombent",
        "fr",
        "catcher",
        "in",
        "time_limit",
        "theme",
        time_s=90,
    ),
    # English words in French: power-ups, a high score.
    p(
        "un jeu de runner avec des power-ups et un high score",
        "fr",
        "runner",
        "in",
        "mechanic.shield",
        "mechanic.high_score",
    ),
    # also asks, unreadable: "Les ennemis arrivent par vagues"
    p(
        "Je voudrais un jeu de tir dans l'espace. Les ennemis arrivent par vagues et il y a un boss à la fin. On "
        "a trois vies. Ça doit marcher sur ordinateur avec le clavier.",
        "fr",
        "shooter",
        "in",
        "theme",
        "mechanic.enemies",
        "mechanic.boss",
        "mechanic.lives",
        "target.desktop",
        "controls.keys",
    ),
    # --- German --------------------------------------------------------------------------------
    p("Snake, zwei Minuten, ohne Wände", "de", "snake", "in", "time_limit", "mechanic.wrap", time_s=120),
    p("ein einfaches Memory-Spiel, neunzig Sekunden", "de", "memory", "in", "time_limit", time_s=90, difficulty="easy"),
    p(
        "Weltraum-Shooter mit Boss, anderthalb Minuten",
        "de",
        "shooter",
        "in",
        "theme",
        "mechanic.boss",
        "time_limit",
        time_s=90,
    ),
    # English words in German: double jump, coins.
    p(
        "ein Jump'n'Run mit double jump und coins fürs Handy",
        "de",
        "platformer",
        "in",
        "mechanic.double_jump",
        "mechanic.coins",
        "target.phone",
    ),
    # Dictated: hitting moles; "dreißig": thirty.
    p(
        "mach mir ein Spiel wo man Maulwürfe haut und das dauert dreißig Sekunden und es wird immer schneller",
        "de",
        "tapper",
        "in",
        "time_limit",
        "mechanic.speed_up",
        time_s=30,
    ),
    # --- Italian -------------------------------------------------------------------------------
    p("un gioco del serpente di novanta secondi", "it", "snake", "in", "time_limit", time_s=90),
    p("gioco di memoria un minuto e mezzo", "it", "memory", "in", "time_limit", time_s=90),
    # --- Portuguese ----------------------------------------------------------------------------
    # No marks: "memória", "três".
    p(
        "jogo da memoria sem tempo pro meu filho de 3 anos",
        "pt",
        "memory",
        "in",
        "time_limit",
        time_s=UNTIMED,
        difficulty="easy",
    ),
    p("jogo da cobrinha de trinta segundos", "pt", "snake", "in", "time_limit", time_s=30),
    p("corrida de carros dois minutos e meio", "pt", "racing", "in", "time_limit", time_s=150),
    # --- Catalan -------------------------------------------------------------------------------
    # "a l'espai": in space, a look (not the space bar).
    p("un joc de dispars a l'espai amb tres vides", "ca", "shooter", "in", "theme", "mechanic.lives"),
    p("la serp a l'espai, dos minuts", "ca", "snake", "in", "theme", "time_limit", time_s=120),
    p("joc de memòria de trenta segons", "ca", "memory", "in", "time_limit", time_s=30),
    # --- Japanese ------------------------------------------------------------------------------
    p("三十秒のもぐらたたき", "ja", "tapper", "in", "time_limit", time_s=30),
    p("スネークゲーム、二分、壁なし", "ja", "snake", "in", "time_limit", "mechanic.wrap", time_s=120),
    # Japanese with English words: on a phone, speeding up.
    p("シンプルなsnake game、スマホで、speed upする感じ", "ja", "snake", "in", "target.phone", "mechanic.speed_up"),
    p("テトリス", "ja", "tetris", "in"),
    # --- Chinese -------------------------------------------------------------------------------
    p("三十秒的打地鼠", "zh", "tapper", "in", "time_limit", time_s=30),
    p("贪吃蛇，两分钟，三条命", "zh", "snake", "in", "time_limit", "mechanic.lives", time_s=120),
    p("俄罗斯方块 一分半", "zh", "tetris", "in", "time_limit", time_s=90),
    # --- Korean --------------------------------------------------------------------------------
    # Dictated: "삼십 초", thirty seconds in words.
    p("삼십 초 두더지 잡기", "ko", "tapper", "in", "time_limit", time_s=30),
    p("테트리스", "ko", "tetris", "in"),
    # Korean with English "game".
    p("스네이크 game, 목숨 3개, 폰으로", "ko", "snake", "in", "mechanic.lives", "target.phone"),
    # --- Russian -------------------------------------------------------------------------------
    p("змейка на две минуты", "ru", "snake", "in", "time_limit", time_s=120),
    p("тетрис тридцать секунд", "ru", "tetris", "in", "time_limit", time_s=30),
    p("игра на память полторы минуты для ребенка", "ru", "memory", "in", "time_limit", time_s=90, difficulty="easy"),
    # --- Ukrainian -----------------------------------------------------------------------------
    p("змійка на тридцять секунд", "uk", "snake", "in", "time_limit", time_s=30),
    # --- Polish --------------------------------------------------------------------------------
    p("gra w węża, dwie minuty, trzy życia", "pl", "snake", "in", "time_limit", "mechanic.lives", time_s=120),
    # No marks: "węża", "ścian".
    p("gra w weza bez scian", "pl", "snake", "in", "mechanic.wrap"),
    # --- Dutch ---------------------------------------------------------------------------------
    p("een memoryspel van dertig seconden", "nl", "memory", "in", "time_limit", time_s=30),
    p("snake, twee minuten", "nl", "snake", "in", "time_limit", time_s=120),
    # --- Turkish -------------------------------------------------------------------------------
    p("köstebek vurma oyunu, otuz saniye", "tr", "tapper", "in", "time_limit", time_s=30),
    # No marks: "yılan"; "bir buçuk dakika": a minute and a half.
    p("yilan oyunu bir buçuk dakika", "tr", "snake", "in", "time_limit", time_s=90),
    # --- Hindi ---------------------------------------------------------------------------------
    # Hinglish in Latin script: "dheere dheere fast ho jaye" (gets faster bit by bit), "2 minute ka".
    p(
        "ek snake game banao jo dheere dheere fast ho jaye, 2 minute ka",
        "hi",
        "snake",
        "in",
        "mechanic.speed_up",
        "time_limit",
        time_s=120,
    ),
    # "do minute": two minutes; "mere bete ke liye": for my son.
    p(
        "mere bete ke liye easy memory game, do minute",
        "hi",
        "memory",
        "in",
        "time_limit",
        time_s=120,
        difficulty="easy",
    ),
    p("दो मिनट का साँप वाला गेम", "hi", "snake", "in", "time_limit", time_s=120),
    # --- Tagalog -------------------------------------------------------------------------------
    # Taglish: a timer of thirty seconds.
    p("gawa mo ako ng memory game na may timer na thirty seconds", "tl", "memory", "in", "time_limit", time_s=30),
    p("laro ng ahas, isang minuto lang", "tl", "snake", "in", "time_limit", time_s=60),
    # --- Indonesian ----------------------------------------------------------------------------
    p(
        "game ular dua menit, makin lama makin cepat",
        "id",
        "snake",
        "in",
        "time_limit",
        "mechanic.speed_up",
        time_s=120,
    ),
    # "tiga puluh": thirty; "buat anak": for a child.
    p("game memori tiga puluh detik buat anak", "id", "memory", "in", "time_limit", time_s=30, difficulty="easy"),
    # --- Vietnamese ----------------------------------------------------------------------------
    p("game rắn săn mồi ba mươi giây", "vi", "snake", "in", "time_limit", time_s=30),
    # --- Arabic --------------------------------------------------------------------------------
    p("لعبة ذاكرة ثلاثين ثانية", "ar", "memory", "in", "time_limit", time_s=30),
    # --- Swedish -------------------------------------------------------------------------------
    p("ormspel, två minuter, tre liv", "sv", "snake", "in", "time_limit", "mechanic.lives", time_s=120),
    # --- Greek ---------------------------------------------------------------------------------
    p("φιδάκι τριάντα δευτερόλεπτα", "el", "snake", "in", "time_limit", time_s=30),
    # --- Hebrew --------------------------------------------------------------------------------
    p("משחק זיכרון של שלושים שניות", "he", "memory", "in", "time_limit", time_s=30),
)

# The pitches the reader reads otherwise than listed, and why.
MISREAD: dict[str, str] = {
    "snak game with no walls": (
        "a kind's name one letter off is read from five letters up: four-letter words so off are other"
        ' words too often ("spot" is "sport" with a letter dropped)'
    ),
}
