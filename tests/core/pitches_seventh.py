"""A seventh held-out set: pitches written before the reader was read for them, one line each as people
type them, in over twenty languages and a dozen scripts, stressing what the earlier sets did less: pitches
of two to four words and long rambling ones of many clauses; two languages in one pitch ("un platformer
con double jump", "snake game बिना दीवारों के"); slang and abbreviations ("w/", "pls", "pa'l cel",
"4 org", "tembak2an"); numbers in words ("quatre-vingt-dix", "fünfundvierzig", "cuarenta y cinco");
ranges and approximate times ("30 to 60 seconds", "2-3 Minuten", "секунд 40", "약 30초", "ประมาณ");
numbers that are no time ("level 60", "2048", "1v1", "race to 100", "60fps", "11점"); negations whose
scope ends ("no enemies at all, except ... a boss", "sans chrono mais avec des vies", "ไม่มีบอสแต่มีโล่");
emoji; all capitals (Cyrillic, Greek, Turkish with its dotted İ); right-to-left scripts (Arabic, Hebrew,
Persian, Urdu); Chinese, Japanese and Thai without spaces; Bengali; kinds named by well-known titles
("flappy bird clone", "a wordle clone", "tipo candy crush", "إكس أو", "xếp hình"). Each with what a
careful reader would list (as :func:`tests.core.pitches.p`), whether the reader gets it or not:
``MISREAD`` names those it does not, and why.

A range of times is read as its upper end: a round that ends by then is what the pitch allows.

Measured with ``bench/pitch_reading.py --corpus seventh``; not part of ``CORPUS``.
"""

from __future__ import annotations

from tests.core.pitches import UNTIMED, p

SEVENTH = (
    # --- English -------------------------------------------------------------------------------
    # Two or three words: the title is the kind, and the look it names (candy, as "Space Invaders" names space).
    p("flappy bird clone", "en", "runner", "in"),
    p("candy crush but 60s", "en", "match3", "in", "theme", "time_limit", time_s=60),
    # "2048" is the game, no time; the timer is three minutes.
    p("2048 w/ a 3 min timer", "en", "number_merge", "off", "time_limit", time_s=180),
    # "1v1" is two players, "race to 100 points" a way to win; no timer.
    p(
        "1v1 pong, race to 100 points, no timer pls",
        "en",
        "pong",
        "in",
        "mechanic.two_players",
        "win",
        "time_limit",
        time_s=UNTIMED,
    ),
    # All capitals.
    p("SNAKE GAME NO WALLS 3 LIVES", "en", "snake", "in", "mechanic.wrap", "mechanic.lives"),
    # A rambling pitch: no enemies, except the boss at the end; fish collected as coins; a minute a level.
    p(
        "ok so basically its a platformer, you're a little cat and you collect fish (like coins), there are"
        " spikes everywhere but no enemies at all, except at the end there's a big dog boss, and you get about"
        " a minute per level, and it should work on my phone too",
        "en",
        "platformer",
        "in",
        "mechanic.coins",
        "mechanic.hazards",
        "mechanic.boss",
        "mechanic.levels",
        "time_limit",
        "target.phone",
        time_s=60,
    ),
    # The negation ends at "but": bosses are asked for.
    p("a space shooter with no enemies but with bosses", "en", "shooter", "in", "theme", "mechanic.boss"),
    # Emoji around the words.
    p("breakout 🧱 ball gets faster ⚡ 90s ⏱️", "en", "breakout", "in", "mechanic.speed_up", "time_limit", time_s=90),
    # A range: its upper end.
    p("a whack-a-mole, rounds of 30 to 60 seconds", "en", "tapper", "in", "time_limit", time_s=60),
    # "level 60" is a level, no time.
    p("memory match up to level 60, no timer", "en", "memory", "in", "mechanic.levels", "time_limit", time_s=UNTIMED),
    # "60fps" is a frame rate, no time.
    p("like geometry dash but u control a bird, 60fps, 3 lives", "en", "runner", "in", "mechanic.lives"),
    # Against the computer: an opponent, not two players.
    p("tic tac toe vs computer, hard mode", "en", "tic_tac_toe", "in", "mechanic.vs_computer", difficulty="hard"),
    # "asteroids-style" names a kind of its own (an asteroids-style shooter), which no template builds.
    p(
        "asteroids-style space shooter for desktop, approx 2 min rounds, 5 lives",
        "en",
        "asteroids",
        "off",
        "theme",
        "target.desktop",
        "time_limit",
        "mechanic.lives",
        time_s=120,
    ),
    p("a wordle clone, but every word is an animal", "en", "word_game", "off"),
    p("memory game for my kid, no timer pls", "en", "memory", "in", "time_limit", difficulty="easy", time_s=UNTIMED),
    # "I don't want" negates both; apples are the snake's food.
    p("a snake where I don't want walls or bombs, just apples", "en", "snake", "in", "mechanic.wrap"),
    # --- Spanish -------------------------------------------------------------------------------
    # "el cel": the phone; "más o menos un minuto": about a minute.
    p(
        "un tetris pa jugar en el cel, más o menos un minuto",
        "es",
        "tetris",
        "in",
        "target.phone",
        "time_limit",
        time_s=60,
    ),
    # English game words in a Spanish pitch.
    p(
        "un platformer con double jump y monedas, no enemies, 3 vidas",
        "es",
        "platformer",
        "in",
        "mechanic.double_jump",
        "mechanic.coins",
        "mechanic.lives",
    ),
    # A title for the kind and its look; forty-five in words.
    p(
        "juego tipo candy crush con combos, cuarenta y cinco segundos",
        "es",
        "match3",
        "in",
        "theme",
        "mechanic.combo",
        "time_limit",
        time_s=45,
    ),
    p(
        "snake pa'l cel, 3 vidas, sin paredes porfa",
        "es",
        "snake",
        "in",
        "mechanic.wrap",
        "target.phone",
        "mechanic.lives",
    ),
    p(
        "un juego de naves espaciales, sin enemigos normales, solo jefes, entre 1 y 2 minutos",
        "es",
        "shooter",
        "in",
        "theme",
        "mechanic.boss",
        "time_limit",
        time_s=120,
    ),
    # --- French --------------------------------------------------------------------------------
    # The negation ends at "mais": lives are asked for.
    p(
        "casse-brique sans chrono mais avec des vies",
        "fr",
        "breakout",
        "in",
        "mechanic.lives",
        "time_limit",
        time_s=UNTIMED,
    ),
    # Ninety in words, French style.
    p(
        "un jeu de tir spatial à 2 joueurs, quatre-vingt-dix secondes",
        "fr",
        "shooter",
        "in",
        "theme",
        "mechanic.two_players",
        "time_limit",
        time_s=90,
    ),
    p("un démineur pour ma grand-mère, facile", "fr", "minesweeper", "off", difficulty="easy"),
    # "puissance 4" is connect four, its 4 no time; "à deux": two players.
    p(
        "un puissance 4 à deux, sans chrono",
        "fr",
        "connect_four",
        "off",
        "mechanic.two_players",
        "time_limit",
        time_s=UNTIMED,
    ),
    # --- Portuguese ----------------------------------------------------------------------------
    # "uns dois minutos": about two minutes.
    p(
        "jogo da memória com cartas de bichos, uns dois minutos, pro celular",
        "pt",
        "memory",
        "in",
        "time_limit",
        "target.phone",
        time_s=120,
    ),
    p("tipo flappy bird mas com um peixe debaixo d'água", "pt", "runner", "in", "theme"),
    # --- German --------------------------------------------------------------------------------
    p(
        "Minesweeper auf dem Handy, ohne Zeitlimit",
        "de",
        "minesweeper",
        "off",
        "target.phone",
        "time_limit",
        time_s=UNTIMED,
    ),
    # "ca. eine Minute pro Level": about a minute a level.
    p(
        "Jump'n'Run mit Doppelsprung, ca. eine Minute pro Level",
        "de",
        "platformer",
        "in",
        "mechanic.double_jump",
        "mechanic.levels",
        "time_limit",
        time_s=60,
    ),
    # Forty-five as one word.
    p("Maulwurf hauen, fünfundvierzig Sekunden", "de", "tapper", "in", "time_limit", time_s=45),
    # A range, its upper end.
    p(
        "Space Invaders Klon mit Bossen, 2-3 Minuten",
        "de",
        "shooter",
        "in",
        "theme",
        "mechanic.boss",
        "time_limit",
        time_s=180,
    ),
    # --- Italian -------------------------------------------------------------------------------
    # "1 contro 1": two players; no boss.
    p(
        "sparatutto 1 contro 1, tre minuti, niente boss",
        "it",
        "shooter",
        "in",
        "mechanic.two_players",
        "time_limit",
        time_s=180,
    ),
    p(
        "un clone di Pac-Man per il telefono, circa un minuto e mezzo",
        "it",
        "maze",
        "off",
        "target.phone",
        "time_limit",
        time_s=90,
    ),
    # --- Dutch ---------------------------------------------------------------------------------
    p("slangenspel zonder muren, twee minuten", "nl", "snake", "in", "mechanic.wrap", "time_limit", time_s=120),
    p("een 2048 spelletje met een timer van 3 min", "nl", "number_merge", "off", "time_limit", time_s=180),
    # --- Russian -------------------------------------------------------------------------------
    # All capitals; "на двоих": for two.
    p("ТЕТРИС НА ДВОИХ, 5 МИНУТ", "ru", "tetris", "in", "mechanic.two_players", "time_limit", time_s=300),
    # "секунд 40", the number after its unit: about forty seconds.
    p("три в ряд с комбо, секунд 40", "ru", "match3", "in", "mechanic.combo", "time_limit", time_s=40),
    # --- Ukrainian -----------------------------------------------------------------------------
    p(
        "гра змійка без стін, на телефоні, дві хвилини",
        "uk",
        "snake",
        "in",
        "mechanic.wrap",
        "target.phone",
        "time_limit",
        time_s=120,
    ),
    # The negation holds the enemies only: bosses are asked for.
    p("стрілялка в космосі з босами, але без ворогів", "uk", "shooter", "in", "theme", "mechanic.boss"),
    # --- Bulgarian -----------------------------------------------------------------------------
    p(
        "игра със змия, която расте, без стени, две минути",
        "bg",
        "snake",
        "in",
        "mechanic.wrap",
        "time_limit",
        time_s=120,
    ),
    # --- Arabic --------------------------------------------------------------------------------
    # Egyptian "زي" (like) and a title in Arabic letters; "أرواح": lives.
    p("لعبة زي فلابي بيرد، ٣ أرواح", "ar", "runner", "in", "mechanic.lives"),
    # "إكس أو" is tic-tac-toe.
    p("لعبة إكس أو لشخصين", "ar", "tic_tac_toe", "in", "mechanic.two_players"),
    # English words in an Arabic pitch.
    p(
        "لعبة snake بدون جدران مع bombs، دقيقة واحدة",
        "ar",
        "snake",
        "in",
        "mechanic.wrap",
        "mechanic.bomb",
        "time_limit",
        time_s=60,
    ),
    # --- Hebrew --------------------------------------------------------------------------------
    p("טטריס לשני שחקנים, שלוש דקות", "he", "tetris", "in", "mechanic.two_players", "time_limit", time_s=180),
    p("משחק פלטפורמה עם קפיצה כפולה ובלי אויבים", "he", "platformer", "in", "mechanic.double_jump"),
    # --- Persian -------------------------------------------------------------------------------
    # "بچه‌ها" with its zero-width non-joiner; about a minute.
    p("بازی حافظه برای بچه‌ها، حدود یک دقیقه", "fa", "memory", "in", "time_limit", time_s=60, difficulty="easy"),
    # Persian digits; no shield.
    p(
        "بازی تیراندازی فضایی با باس آخر، بدون سپر، ۳ جان",
        "fa",
        "shooter",
        "in",
        "theme",
        "mechanic.boss",
        "mechanic.lives",
    ),
    # --- Urdu ----------------------------------------------------------------------------------
    p("سانپ والا گیم، دو منٹ، تین زندگیاں", "ur", "snake", "in", "time_limit", "mechanic.lives", time_s=120),
    # --- Hindi ---------------------------------------------------------------------------------
    # English and Hindi in one pitch.
    p("snake game बिना दीवारों के, तीन lives", "hi", "snake", "in", "mechanic.wrap", "mechanic.lives"),
    # --- Bengali -------------------------------------------------------------------------------
    p("সাপের খেলা, দুই মিনিট", "bn", "snake", "in", "time_limit", time_s=120),
    # --- Japanese ------------------------------------------------------------------------------
    p("フラッピーバード風のゲーム、ライフ3つ、スマホで", "ja", "runner", "in", "mechanic.lives", "target.phone"),
    # "2048" is the game; no time limit.
    p("2048みたいなパズル、制限時間なし", "ja", "number_merge", "off", "time_limit", time_s=UNTIMED),
    p("約1分のシューティング", "ja", "shooter", "in", "time_limit", time_s=60),
    # --- Chinese -------------------------------------------------------------------------------
    p("五分钟的双人俄罗斯方块", "zh", "tetris", "in", "mechanic.two_players", "time_limit", time_s=300),
    # A title in Latin letters inside Chinese; no pipes.
    p("像flappy bird一样的游戏但是没有管子", "zh", "runner", "in"),
    # "一分半": a minute and a half.
    p("贪吃蛇，三条命，一分半", "zh", "snake", "in", "mechanic.lives", "time_limit", time_s=90),
    # --- Korean --------------------------------------------------------------------------------
    # "11점" is a score to win, no time.
    p("2인용 탁구 게임, 11점 먼저 내면 승리", "ko", "pong", "in", "mechanic.two_players", "win"),
    p("약 30초짜리 두더지 잡기", "ko", "tapper", "in", "time_limit", time_s=30),
    # --- Thai (no spaces) ----------------------------------------------------------------------
    p("เกมจับคู่การ์ดสำหรับเด็กประมาณหนึ่งนาที", "th", "memory", "in", "time_limit", time_s=60, difficulty="easy"),
    # No boss, but a shield; three lives.
    p("เกมยิงยานอวกาศไม่มีบอสแต่มีโล่สามชีวิต", "th", "shooter", "in", "theme", "mechanic.shield", "mechanic.lives"),
    # --- Turkish and Azerbaijani ---------------------------------------------------------------
    # All capitals with the dotted İ.
    p("YILAN OYUNU, İKİ DAKİKA, DUVAR YOK", "tr", "snake", "in", "mechanic.wrap", "time_limit", time_s=120),
    # Azerbaijani: "ə", "dəqiqə".
    p("ilan oyunu, iki dəqiqə, divarsız", "az", "snake", "in", "mechanic.wrap", "time_limit", time_s=120),
    # --- Greek ---------------------------------------------------------------------------------
    # All capitals, no accents.
    p("ΦΙΔΑΚΙ ΧΩΡΙΣ ΤΟΙΧΟΥΣ, ΤΡΙΑ ΛΕΠΤΑ", "el", "snake", "in", "mechanic.wrap", "time_limit", time_s=180),
    # --- Polish --------------------------------------------------------------------------------
    p(
        "gra w węża bez ścian, dwie minuty, trzy życia",
        "pl",
        "snake",
        "in",
        "mechanic.wrap",
        "time_limit",
        "mechanic.lives",
        time_s=120,
    ),
    # --- Vietnamese ----------------------------------------------------------------------------
    # "xếp hình" is tetris; "khoảng": about.
    p(
        "game xếp hình 2 người chơi, khoảng 3 phút",
        "vi",
        "tetris",
        "in",
        "mechanic.two_players",
        "time_limit",
        time_s=180,
    ),
    # --- Indonesian ----------------------------------------------------------------------------
    # "tembak2an": a word said twice, its 2 no number; "ga pake timer": no timer.
    p(
        "game tembak2an luar angkasa, 3 nyawa, ga pake timer",
        "id",
        "shooter",
        "in",
        "theme",
        "mechanic.lives",
        "time_limit",
        time_s=UNTIMED,
    ),
    # --- Swahili -------------------------------------------------------------------------------
    p("mchezo wa nyoka bila kuta, dakika mbili", "sw", "snake", "in", "mechanic.wrap", "time_limit", time_s=120),
    # --- Tagalog -------------------------------------------------------------------------------
    p("laro ng ahas, walang pader, dalawang minuto", "tl", "snake", "in", "mechanic.wrap", "time_limit", time_s=120),
)

# Those read otherwise than listed, and why (each goes once it reads as listed).
MISREAD: dict[str, str] = {
    (
        "ok so basically its a platformer, you're a little cat and you collect fish (like coins), there are"
        " spikes everywhere but no enemies at all, except at the end there's a big dog boss, and you get about"
        " a minute per level, and it should work on my phone too"
    ): (
        '"fish" names an ocean look ("a runner where a fish swims past coral"); here the fish are things'
        " collected, which only the verb before them tells: the reader reads no look from what is picked up"
    ),
}
