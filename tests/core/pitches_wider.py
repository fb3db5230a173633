"""Pitches written to measure the reader where it has read least: languages with few or no words yet
(Turkish, Vietnamese, Thai, Indonesian, Polish, Persian, Hebrew, Ukrainian, Swahili, Greek), pitches
that mix two languages, typos and emoji, numbers in words and digits, negations ("no enemies",
"the speed does not go up") and pitches that name two kinds of game (the first named is the kind
asked for, as the reader reads it: the other is what it is mixed with). One line each, as people
type them, with what a careful reader would list (as :func:`tests.core.pitches.p`), whether the reader
gets it or not: ``MISREAD`` names those it does not, and why.

Measured with ``bench/pitch_reading.py --corpus wider``; not part of ``CORPUS``.
"""

from __future__ import annotations

from tests.core.pitches import UNTIMED, p

WIDER = (
    # --- Turkish -------------------------------------------------------------------------------
    p(
        "Uzayda geçen bir nişancı oyunu: düşmanlar her dalgada hızlanıyor, 3 canın var ve boss savaşı da olsun",
        "tr",
        "shooter",
        "in",
        "theme",
        "mechanic.enemies",
        "mechanic.speed_up",
        "mechanic.lives",
        "mechanic.boss",
    ),
    p(
        "çocuklar için kolay bir hafıza oyunu, bir dakika süre, telefonda oynanacak",
        "tr",
        "memory",
        "in",
        "time_limit",
        "target.phone",
        time_s=60,
        difficulty="easy",
    ),
    # "artmıyor" (does not rise) and "yok" (there is none): no speed-up, no enemies.
    p("Yılan oyunu ama hız artmıyor, sadece duvarlar var, düşman yok", "tr", "snake", "in"),
    # Two kinds: Tetris first, a snake game mixed in.
    p("Tetris ile yılan oyununun karışımı, ok tuşlarıyla oynanır", "tr", "tetris", "in", "controls.keys"),
    # Typed without Turkish letters, as on an English keyboard.
    p(
        "yilan oyunu, elmalari yedikce hizlaniyor, 30 saniye",
        "tr",
        "snake",
        "in",
        "mechanic.speed_up",
        "time_limit",
        time_s=30,
    ),
    # --- Vietnamese ----------------------------------------------------------------------------
    p(
        "Trò chơi rắn săn mồi, rắn càng ăn càng nhanh, có 3 mạng",
        "vi",
        "snake",
        "in",
        "mechanic.speed_up",
        "mechanic.lives",
    ),
    p(
        "Game bắn súng ngoài không gian, có trùm cuối và khiên bảo vệ",
        "vi",
        "shooter",
        "in",
        "theme",
        "mechanic.boss",
        "mechanic.shield",
    ),
    p(
        "trò chơi ghép 3 viên kẹo giống nhau, giới hạn 60 giây, dễ cho trẻ em",
        "vi",
        "match3",
        "in",
        "theme",
        "time_limit",
        time_s=60,
        difficulty="easy",
    ),
    p(
        "Trò chơi chạy vô tận trên điện thoại, nhảy qua chướng ngại vật, không có kẻ thù",
        "vi",
        "runner",
        "in",
        "mechanic.hazards",
        "target.phone",
    ),
    # --- Thai ----------------------------------------------------------------------------------
    p("เกมงู งูจะเร็วขึ้นเรื่อยๆ มีเวลา 2 นาที", "th", "snake", "in", "mechanic.speed_up", "time_limit", time_s=120),
    p("เกมยิงยานอวกาศ มีบอสและระเบิด", "th", "shooter", "in", "theme", "mechanic.boss", "mechanic.bomb"),
    p("เกมจับคู่การ์ดความจำสำหรับเด็ก เล่นบนมือถือ", "th", "memory", "in", "target.phone", difficulty="easy"),
    # --- Indonesian ----------------------------------------------------------------------------
    p(
        "Game ular klasik, makin lama makin cepat, pakai tombol panah",
        "id",
        "snake",
        "in",
        "theme",
        "mechanic.speed_up",
        "controls.keys",
    ),
    p(
        "permainan platformer dengan lompat ganda, koin, dan 5 nyawa",
        "id",
        "platformer",
        "in",
        "mechanic.double_jump",
        "mechanic.coins",
        "mechanic.lives",
    ),
    p(
        "Buat game tembak-tembakan di luar angkasa, musuhnya makin banyak tiap level, ada bos di akhir",
        "id",
        "shooter",
        "in",
        "theme",
        "mechanic.enemies",
        "mechanic.levels",
        "mechanic.boss",
    ),
    # "tanpa batas waktu" (no time limit), "tidak ada musuh" (there are no enemies).
    p(
        "game memori untuk anak-anak tanpa batas waktu, tidak ada musuh",
        "id",
        "memory",
        "in",
        "time_limit",
        difficulty="easy",
        time_s=UNTIMED,
    ),
    p("game balap mobil 90 detik, susah banget", "id", "racing", "in", "time_limit", time_s=90, difficulty="hard"),
    # Mixed with English: the kind in English, the rest in Indonesian.
    p(
        "bikin game tower defense, ada 10 level dan boss",
        "id",
        "tower_defense",
        "off",
        "mechanic.levels",
        "mechanic.boss",
    ),
    # --- Polish --------------------------------------------------------------------------------
    p(
        "Gra w węża, który przyspiesza z każdym jabłkiem, masz trzy życia",
        "pl",
        "snake",
        "in",
        "mechanic.speed_up",
        "mechanic.lives",
    ),
    p(
        "Strzelanka kosmiczna z bossem i tarczą, sterowanie strzałkami",
        "pl",
        "shooter",
        "in",
        "theme",
        "mechanic.boss",
        "mechanic.shield",
        "controls.keys",
    ),
    p(
        "prosta gra pamięciowa dla dzieci, dwie minuty na rundę",
        "pl",
        "memory",
        "in",
        "time_limit",
        time_s=120,
        difficulty="easy",
    ),
    # "bez wrogów": without enemies.
    p("platformówka bez wrogów, tylko kolce i monety", "pl", "platformer", "in", "mechanic.hazards", "mechanic.coins"),
    p("gra wyścigowa na telefon, bardzo trudna", "pl", "racing", "in", "target.phone", difficulty="hard"),
    # --- Persian -------------------------------------------------------------------------------
    p(
        "یک بازی مار که با هر سیب سریع‌تر می‌شود و سه جان داری",
        "fa",
        "snake",
        "in",
        "mechanic.speed_up",
        "mechanic.lives",
    ),
    p("بازی تیراندازی فضایی با غول آخر", "fa", "shooter", "in", "theme", "mechanic.boss"),
    p("بازی حافظه آسان برای کودکان روی موبایل", "fa", "memory", "in", "target.phone", difficulty="easy"),
    # --- Hebrew --------------------------------------------------------------------------------
    p("משחק נחש שהולך ומאיץ, עם שלושה חיים", "he", "snake", "in", "mechanic.speed_up", "mechanic.lives"),
    p("משחק יריות בחלל עם בוס בסוף", "he", "shooter", "in", "theme", "mechanic.boss"),
    p("משחק זיכרון קל לילדים, דקה אחת", "he", "memory", "in", "time_limit", time_s=60, difficulty="easy"),
    # --- Ukrainian -----------------------------------------------------------------------------
    # "не зростає": the speed does not rise.
    p("Гра змійка, швидкість не зростає, але є отруйні яблука", "uk", "snake", "in", "mechanic.poison"),
    p(
        "космічний шутер з босом і трьома життями, керування мишкою",
        "uk",
        "shooter",
        "in",
        "theme",
        "mechanic.boss",
        "mechanic.lives",
        "controls.mouse",
    ),
    p(
        "легка гра на пам'ять для дітей, тридцять секунд",
        "uk",
        "memory",
        "in",
        "time_limit",
        time_s=30,
        difficulty="easy",
    ),
    # --- Swahili -------------------------------------------------------------------------------
    p(
        "Mchezo wa nyoka unaoongeza kasi kila tunda, una maisha matatu",
        "sw",
        "snake",
        "in",
        "mechanic.speed_up",
        "mechanic.lives",
    ),
    p(
        "mchezo wa mbio za magari kwenye simu, dakika mbili",
        "sw",
        "racing",
        "in",
        "target.phone",
        "time_limit",
        time_s=120,
    ),
    # --- Greek ---------------------------------------------------------------------------------
    p(
        "Παιχνίδι φιδάκι που επιταχύνει, με τρεις ζωές και χωρίς εχθρούς",
        "el",
        "snake",
        "in",
        "mechanic.speed_up",
        "mechanic.lives",
    ),
    # Greek with English words in it.
    p(
        "ένα shooter στο διάστημα με boss, 45 δευτερόλεπτα",
        "el",
        "shooter",
        "in",
        "theme",
        "mechanic.boss",
        "time_limit",
        time_s=45,
    ),
    p("εύκολο παιχνίδι μνήμης για παιδιά στο κινητό", "el", "memory", "in", "target.phone", difficulty="easy"),
    # Typed without accents.
    p("παιχνιδι με τουβλακια οπου η ρακετα μικραινει", "el", "breakout", "in", "mechanic.shrink_paddle"),
    # --- two languages in one pitch --------------------------------------------------------------
    p(
        "un juego de snake pero en el espacio, con power-ups y 3 vidas",
        "es",
        "snake",
        "in",
        "theme",
        "mechanic.shield",
        "mechanic.lives",
    ),
    p(
        "뱀 게임 만들어줘, with power-ups and a 60 second timer",
        "ko",
        "snake",
        "in",
        "mechanic.shield",
        "time_limit",
        time_s=60,
    ),
    p(
        "ein Jump'n'Run mit double jump und Münzen, bitte auf Deutsch",
        "de",
        "platformer",
        "in",
        "mechanic.double_jump",
        "mechanic.coins",
    ),
    p(
        "シューティングゲーム with boss battles、制限時間は90秒",
        "ja",
        "shooter",
        "in",
        "mechanic.boss",
        "time_limit",
        time_s=90,
    ),
    # --- typos and emoji -------------------------------------------------------------------------
    p("jeu de serpent 🐍 qui accélère, 3 vies ❤️❤️❤️", "fr", "snake", "in", "mechanic.speed_up", "mechanic.lives"),
    # "snak", "fastr", "lifes": a careful reader reads a snake game that speeds up, with lives.
    p("a snak game 🐍 that gets fastr and fastr, 3 lifes", "en", "snake", "in", "mechanic.speed_up", "mechanic.lives"),
    # "no power-ups pls": no shield.
    p(
        "🧱 brick breaker 🧱 on mobile, paddle shrinks, no power-ups pls",
        "en",
        "breakout",
        "in",
        "mechanic.shrink_paddle",
        "target.phone",
    ),
    p("jogo da cobrinha que fica mais rapido, com 3 vidas", "pt", "snake", "in", "mechanic.speed_up", "mechanic.lives"),
    # --- numbers in words ------------------------------------------------------------------------
    p("a memory game with a ninety second timer and twenty pairs", "en", "memory", "in", "time_limit", time_s=90),
    p("a match-3 game, time limit one minute thirty seconds", "en", "match3", "in", "time_limit", time_s=90),
    # Two kinds: Tetris first, Minesweeper mixed in; forty-five seconds in words.
    p("mezcla de tetris y buscaminas, cuarenta y cinco segundos", "es", "tetris", "in", "time_limit", time_s=45),
    # --- negations and two kinds -----------------------------------------------------------------
    # "no timer": no time limit.
    p(
        "a platformer that turns into a shooter halfway through, no timer",
        "en",
        "platformer",
        "in",
        "time_limit",
        time_s=UNTIMED,
    ),
    # "без ускорения": without speeding up.
    p("змейка без стен и без ускорения, на телефоне", "ru", "snake", "in", "mechanic.wrap", "target.phone"),
)

# Those read otherwise than listed, and why (each goes once it reads as listed).
MISREAD: dict[str, str] = {
    "a snak game 🐍 that gets fastr and fastr, 3 lifes": "typos: snak, fastr and lifes are no words",
}
