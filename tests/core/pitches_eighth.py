"""An eighth held-out set: pitches written before the reader was read for them, one line each as people
type them, in twenty-six languages, stressing what the earlier sets did less: pitches that name a
well-known game ("like tetris but...", "tipo subway surfers", "吃豆人那种", "olyan mint az aknakereső");
two scripts in one pitch ("iPadで遊べる", "เกมเหมือนflappy bird", "гра як angry birds"); mechanics said
as verbs ("ball speeds up", "pular duas vezes", "the pieces fall faster"); times as a clock ("1:30"),
with a letter ("90s", "1min30", "2min") and in words ("a minute and a half", "دقيقة ونص", "півтори
хвилини", "一分半钟"); lives as hearts ("3 hearts", "❤️❤️❤️", "3 serduszka", "ハート3つ"); the device
asked for indirectly ("for my ipad", "i can play on the bus", "pra jogar no busão", "keyboard only");
negations ("no double jump tho", "not for phone, pc only", "sans boss"); typos and missing accents. Each
with what a careful reader would list (as :func:`tests.core.pitches.p`), whether the reader gets it or
not: ``MISREAD`` names those it does not, and why.

A comment ``# also asks, unreadable: "..."`` above a pitch quotes what it asks for that no requirement id
expresses ("you can dash", "enemies split in two", "with a duck"): measured by the detection of unread
asks, not by the reader.

Measured with ``bench/pitch_reading.py --corpus eighth``; not part of ``CORPUS``.
"""

from __future__ import annotations

from tests.core.pitches import UNTIMED, p

EIGHTH = (
    # --- English -------------------------------------------------------------------------------
    # The bomb is a piece that drops; "1:30" a clock's minute and a half.
    p(
        "like tetris but sometimes a bomb piece drops and clears everything around it, 1:30 rounds",
        "en",
        "tetris",
        "in",
        "mechanic.bomb",
        "time_limit",
        time_s=90,
    ),
    # "no double jump tho": negated; "90s": ninety seconds.
    # also asks, unreadable: "you can dash and wall jump"
    p(
        "a platformer where you can dash and wall jump, no double jump tho, 90s",
        "en",
        "platformer",
        "in",
        "time_limit",
        time_s=90,
    ),
    # also asks, unreadable: "enemies split in two when u shoot them"
    p(
        "space shooter where enemies split in two when u shoot them, keyboard only",
        "en",
        "shooter",
        "in",
        "theme",
        "mechanic.enemies",
        "controls.keys",
    ),
    # Played on the bus: a phone.
    p(
        "something like flappy bird i can play on the bus, a minute and a half",
        "en",
        "runner",
        "in",
        "target.phone",
        "time_limit",
        time_s=90,
    ),
    # An iPad is played by touch like a phone; hearts are lives.
    p(
        "breakout for my ipad, ball speeds up, 3 hearts",
        "en",
        "breakout",
        "in",
        "target.phone",
        "mechanic.speed_up",
        "mechanic.lives",
    ),
    # "snaek" typed for snake; dying from walls is not asked for.
    p(
        "snaek game but u cant die from hitting the walls, 2min",
        "en",
        "snake",
        "in",
        "mechanic.wrap",
        "time_limit",
        time_s=120,
    ),
    # The chrome dino game is a runner; three hearts as emoji.
    # also asks, unreadable: "ur a cat"
    p("the chrome dino game but ur a cat, ❤️❤️❤️", "en", "runner", "in", "mechanic.lives"),
    p(
        "whack a mole on my laptop, mouse only, 45s, no bombs pls",
        "en",
        "tapper",
        "in",
        "target.desktop",
        "controls.mouse",
        "time_limit",
        time_s=45,
    ),
    # The phone negated, the desktop asked for.
    p(
        "angry birds style game with 10 levels, not for phone, pc only",
        "en",
        "slingshot",
        "off",
        "mechanic.levels",
        "target.desktop",
    ),
    # --- Korean --------------------------------------------------------------------------------
    p(
        "마리오카트 같은 레이싱 게임, 2인용, 1:30",
        "ko",
        "racing",
        "in",
        "mechanic.two_players",
        "time_limit",
        time_s=90,
    ),
    # "폰으로 할 수 있는": that can be played on a phone; hearts are lives.
    p("폰으로 할 수 있는 flappy bird 느낌, 하트 3개", "ko", "runner", "in", "target.phone", "mechanic.lives"),
    # --- Italian -------------------------------------------------------------------------------
    # Space Invaders names space.
    # also asks, unreadable: "i nemici si dividono in due quando li colpisci"
    p(
        "tipo space invaders ma i nemici si dividono in due quando li colpisci, 3 cuori",
        "it",
        "shooter",
        "in",
        "theme",
        "mechanic.enemies",
        "mechanic.lives",
    ),
    # Played on the train: a phone.
    p(
        "un gioco della memoria da giocare in treno, un minuto e mezzo",
        "it",
        "memory",
        "in",
        "target.phone",
        "time_limit",
        time_s=90,
    ),
    # --- Arabic --------------------------------------------------------------------------------
    # Levantine "بس" (but), "ونص" (and a half).
    p(
        "لعبة مثل تتريس بس تسرع مع الوقت، دقيقة ونص",
        "ar",
        "tetris",
        "in",
        "mechanic.speed_up",
        "time_limit",
        time_s=90,
    ),
    # "قلوب": hearts, lives; the iPad a phone.
    p(
        "لعبة snake على الايباد بدون جدران و٣ قلوب",
        "ar",
        "snake",
        "in",
        "mechanic.wrap",
        "target.phone",
        "mechanic.lives",
    ),
    # --- German --------------------------------------------------------------------------------
    p("wie Flappy Bird, aber unter Wasser, nur mit Tastatur", "de", "runner", "in", "theme", "controls.keys"),
    # Not the phone but the PC.
    p(
        "Snake, aber nicht fürs Handy sondern für den PC, 90 Sek",
        "de",
        "snake",
        "in",
        "target.desktop",
        "time_limit",
        time_s=90,
    ),
    # --- French --------------------------------------------------------------------------------
    # Fruit for candy; "1min30"; played in the metro: a phone.
    p(
        "comme candy crush mais avec des fruits, 1min30, pour jouer dans le metro",
        "fr",
        "match3",
        "in",
        "theme",
        "time_limit",
        "target.phone",
        time_s=90,
    ),
    # "ou" typed for "où"; no boss.
    # also asks, unreadable: "les ennemis se divisent en deux"
    p(
        "un jeu de tir spatial ou les ennemis se divisent en deux, sans boss, clavier uniquement",
        "fr",
        "shooter",
        "in",
        "theme",
        "mechanic.enemies",
        "controls.keys",
    ),
    # For a six-year-old: easy; "coeurs" without its ligature.
    p(
        "un casse brique pour mon fils de 6 ans, pas de chrono, 5 coeurs",
        "fr",
        "breakout",
        "in",
        "mechanic.lives",
        "time_limit",
        difficulty="easy",
        time_s=UNTIMED,
    ),
    # --- Vietnamese ----------------------------------------------------------------------------
    # A fish swimming under water: the ocean.
    p(
        "game giống flappy bird nhưng là con cá bơi dưới nước, chơi trên điện thoại",
        "vi",
        "runner",
        "in",
        "theme",
        "target.phone",
    ),
    # "rắn săn mồi": the snake game; "mạng": lives.
    p(
        "game rắn săn mồi không có tường, 1 phút 30 giây, 3 mạng",
        "vi",
        "snake",
        "in",
        "mechanic.wrap",
        "time_limit",
        "mechanic.lives",
        time_s=90,
    ),
    # Without its marks: "bắn máy bay có trùm cuối" (shoot planes, a final boss); planes, no space.
    p("game ban may bay co trum cuoi, choi 2 phut", "vi", "shooter", "in", "mechanic.boss", "time_limit", time_s=120),
    # --- Indonesian ----------------------------------------------------------------------------
    # "main berdua": play as two.
    p(
        "game kayak crossy road tapi bisa main berdua, 90 detik",
        "id",
        "crossing",
        "off",
        "mechanic.two_players",
        "time_limit",
        time_s=90,
    ),
    # "hp": a phone.
    p(
        "game ular buat di hp, tanpa tembok, nyawa 3",
        "id",
        "snake",
        "in",
        "mechanic.wrap",
        "target.phone",
        "mechanic.lives",
    ),
    # "lompat2an": jumping about; Mario names the kind.
    p(
        "game lompat2an kayak mario, ada koin sama musuh, bisa double jump",
        "id",
        "platformer",
        "in",
        "mechanic.coins",
        "mechanic.enemies",
        "mechanic.double_jump",
    ),
    # --- Swahili -------------------------------------------------------------------------------
    p(
        "mchezo kama pac-man, dakika moja na nusu, maisha matatu",
        "sw",
        "maze",
        "off",
        "time_limit",
        "mechanic.lives",
        time_s=90,
    ),
    p(
        "mchezo wa nyoka kwenye simu, bila kuta, sekunde 90",
        "sw",
        "snake",
        "in",
        "mechanic.wrap",
        "target.phone",
        "time_limit",
        time_s=90,
    ),
    # --- Hebrew --------------------------------------------------------------------------------
    # The pieces fall faster with time.
    p(
        "משחק כמו טטריס אבל החלקים נופלים יותר מהר עם הזמן, דקה וחצי",
        "he",
        "tetris",
        "in",
        "mechanic.speed_up",
        "time_limit",
        time_s=90,
    ),
    # "לבבות": hearts.
    p("משחק נחש לאייפד, בלי קירות, 3 לבבות", "he", "snake", "in", "mechanic.wrap", "target.phone", "mechanic.lives"),
    # --- Greek ---------------------------------------------------------------------------------
    p(
        "παιχνίδι σαν το flappy bird για το κινητό, 90 δευτερόλεπτα",
        "el",
        "runner",
        "in",
        "target.phone",
        "time_limit",
        time_s=90,
    ),
    # No accents: "φιδάκι χωρίς τοίχους, ένα λεπτό και μισό, 3 ζωές".
    p(
        "φιδακι χωρις τοιχους, ενα λεπτο και μισο, 3 ζωες",
        "el",
        "snake",
        "in",
        "mechanic.wrap",
        "time_limit",
        "mechanic.lives",
        time_s=90,
    ),
    # --- Polish --------------------------------------------------------------------------------
    # Arkanoid names breakout; "serduszka": little hearts.
    p(
        "gra jak arkanoid ale piłka przyspiesza, na telefon, 3 serduszka",
        "pl",
        "breakout",
        "in",
        "mechanic.speed_up",
        "target.phone",
        "mechanic.lives",
    ),
    # Some marks typed, some not ("platformówka", "podwójnym", "przeciwników").
    p(
        "platformowka z podwojnym skokiem bez przeciwnikow, półtorej minuty",
        "pl",
        "platformer",
        "in",
        "mechanic.double_jump",
        "time_limit",
        time_s=90,
    ),
    # --- Ukrainian -----------------------------------------------------------------------------
    # Snowmen to knock down: a winter look.
    p(
        "гра як angry birds, але зі сніговиками, 10 рівнів",
        "uk",
        "slingshot",
        "off",
        "theme",
        "mechanic.levels",
    ),
    # also asks, unreadable: "вороги діляться на два"
    p(
        "космічна стрілялка, вороги діляться на два, тільки клавіатура",
        "uk",
        "shooter",
        "in",
        "theme",
        "mechanic.enemies",
        "controls.keys",
    ),
    # --- Turkish -------------------------------------------------------------------------------
    # "meyveli": with fruit; to be played on the phone.
    p(
        "candy crush gibi ama meyveli, telefonda oynanacak, 1:30",
        "tr",
        "match3",
        "in",
        "theme",
        "target.phone",
        "time_limit",
        time_s=90,
    ),
    # No dotless ı nor ş: "yılan", "duvarsız"; "can": a life.
    p(
        "yilan oyunu duvarsiz, 3 can, klavye ile",
        "tr",
        "snake",
        "in",
        "mechanic.wrap",
        "mechanic.lives",
        "controls.keys",
    ),
    # No marks: "düşmanlar ikiye bölünüyor, bölüm sonu canavarı" (an end-of-level monster: a boss).
    # also asks, unreadable: "dusmanlar ikiye bolunuyor"
    p(
        "mario tarzi platform oyunu, dusmanlar ikiye bolunuyor, bolum sonu canavari var",
        "tr",
        "platformer",
        "in",
        "mechanic.enemies",
        "mechanic.boss",
    ),
    # --- Persian -------------------------------------------------------------------------------
    # Spoken "یه" (a); "دو نفره": for two.
    p(
        "یه بازی مثل تتریس ولی دو نفره، یک دقیقه و نیم",
        "fa",
        "tetris",
        "in",
        "mechanic.two_players",
        "time_limit",
        time_s=90,
    ),
    # "قلب": hearts; Persian digits.
    p(
        "بازی مار برای گوشی، بدون دیوار، ۳ تا قلب",
        "fa",
        "snake",
        "in",
        "mechanic.wrap",
        "target.phone",
        "mechanic.lives",
    ),
    # --- Thai (no spaces) ----------------------------------------------------------------------
    # A title in Latin letters between Thai words, no spaces.
    p(
        "เกมเหมือนflappy birdเล่นบนมือถือ90วินาที",
        "th",
        "runner",
        "in",
        "target.phone",
        "time_limit",
        time_s=90,
    ),
    # "หนึ่งนาทีครึ่ง": a minute and a half; "หัวใจ": hearts.
    p(
        "เกมงูไม่มีกำแพง หนึ่งนาทีครึ่ง สามหัวใจ",
        "th",
        "snake",
        "in",
        "mechanic.wrap",
        "time_limit",
        "mechanic.lives",
        time_s=90,
    ),
    # --- Japanese ------------------------------------------------------------------------------
    p(
        "マインスイーパーっぽいの、スマホで、制限時間1:30",
        "ja",
        "minesweeper",
        "off",
        "target.phone",
        "time_limit",
        time_s=90,
    ),
    # "iPadで遊べる": playable on an iPad.
    p("iPadで遊べるブロック崩し、ハート3つ", "ja", "breakout", "in", "target.phone", "mechanic.lives"),
    # A side-scrolling action game: a platformer.
    # also asks, unreadable: "ダッシュできる", "敵は倒すと2つに分裂する"
    p(
        "ダッシュできる横スクロールアクション、敵は倒すと2つに分裂する、90秒",
        "ja",
        "platformer",
        "in",
        "mechanic.enemies",
        "time_limit",
        time_s=90,
    ),
    # --- Chinese -------------------------------------------------------------------------------
    p(
        "类似俄罗斯方块的游戏，只用键盘，一分半钟",
        "zh",
        "tetris",
        "in",
        "controls.keys",
        "time_limit",
        time_s=90,
    ),
    # "三颗心": three hearts.
    p("手机上玩的像flappy bird的游戏，三颗心", "zh", "runner", "in", "target.phone", "mechanic.lives"),
    # Pac-Man's ghosts are its enemies, no spooky look.
    p(
        "吃豆人那种迷宫游戏，鬼会越来越快，90秒",
        "zh",
        "maze",
        "off",
        "mechanic.enemies",
        "mechanic.speed_up",
        "time_limit",
        time_s=90,
    ),
    # --- Hindi ---------------------------------------------------------------------------------
    # "डेढ़ मिनट": a minute and a half.
    p(
        "टेट्रिस जैसा गेम लेकिन दो लोग खेल सकें, डेढ़ मिनट",
        "hi",
        "tetris",
        "in",
        "mechanic.two_players",
        "time_limit",
        time_s=90,
    ),
    # An English title in a Hindi pitch; a heart emoji for lives.
    p(
        "फ़ोन पर खेलने वाला snake game, दीवारें नहीं, 3 ❤️",
        "hi",
        "snake",
        "in",
        "mechanic.wrap",
        "target.phone",
        "mechanic.lives",
    ),
    # --- Portuguese (Brazil) -------------------------------------------------------------------
    # Subway Surfers names a runner; "busão": the bus, a phone.
    p("tipo subway surfers mas no espaço, pra jogar no busão", "pt", "runner", "in", "theme", "target.phone"),
    # "coracoes" without its marks: hearts.
    p(
        "jogo da cobrinha sem parede, 1:30, 3 coracoes",
        "pt",
        "snake",
        "in",
        "mechanic.wrap",
        "time_limit",
        "mechanic.lives",
        time_s=90,
    ),
    # "pular duas vezes": jump twice, a double jump; no enemies.
    # also asks, unreadable: "da pra dar dash"
    p(
        "um joguinho igual o mario, da pra dar dash e pular duas vezes, sem inimigos",
        "pt",
        "platformer",
        "in",
        "mechanic.double_jump",
    ),
    # --- Spanish (Latin American) --------------------------------------------------------------
    # "la compu": the computer.
    p(
        "un jueguito tipo mario kart pa la compu, minuto y medio",
        "es",
        "racing",
        "in",
        "target.desktop",
        "time_limit",
        time_s=90,
    ),
    # Galaga names space; "re difícil": very hard.
    # also asks, unreadable: "los enemigos se parten en dos al dispararles"
    p(
        "un juego de naves tipo galaga, los enemigos se parten en dos al dispararles, con jefe final, re difícil",
        "es",
        "shooter",
        "in",
        "theme",
        "mechanic.enemies",
        "mechanic.boss",
        difficulty="hard",
    ),
    # --- Dutch ---------------------------------------------------------------------------------
    # also asks, unreadable: "met een eend"
    p(
        "zoiets als crossy road maar dan met een eend, anderhalve minuut",
        "nl",
        "crossing",
        "off",
        "time_limit",
        time_s=90,
    ),
    # "hartjes": little hearts.
    p(
        "slangenspel voor op mijn ipad, zonder muren, 3 hartjes",
        "nl",
        "snake",
        "in",
        "mechanic.wrap",
        "target.phone",
        "mechanic.lives",
    ),
    # --- Czech ---------------------------------------------------------------------------------
    # No marks: "hráče", "jedné klávesnici", "bodů"; to 10 points: a way to win.
    p(
        "hra jako pong pro dva hrace na jedne klavesnici, do 10 bodu",
        "cs",
        "pong",
        "in",
        "mechanic.two_players",
        "controls.keys",
        "win",
    ),
    # "skákačka" (a platformer) without marks.
    p(
        "skakacka jako mario s dvojitym skokem, bez nepratel, na mobil",
        "cs",
        "platformer",
        "in",
        "mechanic.double_jump",
        "target.phone",
    ),
    # --- Romanian ------------------------------------------------------------------------------
    p(
        "un joc ca flappy bird, pe telefon, un minut si jumatate",
        "ro",
        "runner",
        "in",
        "target.phone",
        "time_limit",
        time_s=90,
    ),
    # "inimi": hearts.
    p(
        "joc cu sarpele fara pereti, 3 inimi, doar tastatura",
        "ro",
        "snake",
        "in",
        "mechanic.wrap",
        "mechanic.lives",
        "controls.keys",
    ),
    # --- Hungarian -----------------------------------------------------------------------------
    # "aknakereső": minesweeper; "nehezebb": harder.
    p(
        "olyan mint az aknakereső, csak nehezebb, időkorlát nélkül",
        "hu",
        "minesweeper",
        "off",
        "time_limit",
        difficulty="hard",
        time_s=UNTIMED,
    ),
    # "szív": hearts.
    p(
        "kígyós játék fal nélkül, telefonra, 3 szív",
        "hu",
        "snake",
        "in",
        "mechanic.wrap",
        "target.phone",
        "mechanic.lives",
    ),
    # --- Finnish -------------------------------------------------------------------------------
    # Spoken "niinku", "mut"; Guitar Hero names a rhythm game.
    p(
        "vähän niinku guitar hero mut näppäimistöllä, 1:30",
        "fi",
        "rhythm",
        "off",
        "controls.keys",
        "time_limit",
        time_s=90,
    ),
    # "sydäntä": hearts.
    p(
        "matopeli ilman seiniä puhelimelle, kolme sydäntä",
        "fi",
        "snake",
        "in",
        "mechanic.wrap",
        "target.phone",
        "mechanic.lives",
    ),
)

# Those read otherwise than listed, and why (each goes once it reads as listed).
MISREAD: dict[str, str] = {
    "game ban may bay co trum cuoi, choi 2 phut": (
        'Vietnamese typed without its tones is read only in phrases of three syllables or more ("ban may'
        ' bay", a shooter); "trum cuoi" (trùm cuối, a final boss) has two, and two-syllable phrases so'
        ' typed are others too often ("co gai": "có gai", has thorns; "cô gái", a girl)'
    ),
    "吃豆人那种迷宫游戏，鬼会越来越快，90秒": (
        '"鬼" (ghosts) are Pac-Man\'s enemies here, but as often a look ("鬼屋", a haunted house): only'
        " the title tells the ghosts that chase from a spooky setting"
    ),
}
