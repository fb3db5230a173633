"""A ninth held-out set: pitches written before the reader was read for them, as people type them, in
thirty languages, weighted to those the earlier sets have least of (Swahili, Tagalog, Hebrew, Persian,
Bengali, Tamil, Ukrainian, Romanian, Hungarian, Indonesian and Malay, Vietnamese, Thai, Greek,
Bulgarian): a parent's phrasing ("for my 4 year old", "pour ma fille de 3 ans", "для доньки 5 років",
"5歳の娘用"), languages mixed ("Taglish", Hindi with English words, Spanish with "mouse"), spoken
short forms and typos ("tp", "utk", "pt", "pa", "q"), no marks ("vieti", "jatek"), emoji, a long
rambling pitch and some of two words; words that hold another ("헤드폰으로": with headphones, not on a
phone), a Malay pitch beside Indonesian ones, a short Bulgarian one beside Russian, and a timer said
not to be with its length ("no 60 second timer"). Each with what a careful reader would list (as
:func:`tests.core.pitches.p`), whether the reader gets it or not: ``MISREAD`` names those it does not,
and why.

A comment ``# also asks, unreadable: "..."`` above a pitch quotes what it asks for that no requirement id
expresses ("make the snake a dino", "a pause button", "the ship can change colour"): measured by the
detection of unread asks, not by the reader.

Measured with ``bench/pitch_reading.py --corpus ninth``; not part of ``CORPUS``.
"""

from __future__ import annotations

from tests.core.pitches import UNTIMED, p

NINTH = (
    # --- English -------------------------------------------------------------------------------
    # A four-year-old: easy; no walls.
    # also asks, unreadable: "make the snake a dino"
    p(
        "make me a snake game pls my son is 4 and loves dinosaurs so make the snake a dino 🦖 super easy no walls",
        "en",
        "snake",
        "in",
        "mechanic.wrap",
        difficulty="easy",
    ),
    p("memory game 2 players", "en", "memory", "in", "mechanic.two_players"),
    # The timer is said not to be, with its length.
    p(
        "whack a mole but no 60 second timer pls, 3 lives instead",
        "en",
        "tapper",
        "in",
        "time_limit",
        "mechanic.lives",
        time_s=UNTIMED,
    ),
    # Fruit falling as blocks do; a leaderboard; played on a phone.
    # also asks, unreadable: "when you line up 3 of the same fruit they pop"
    p(
        "ok so basically i want a game like tetris but instead of blocks its fruit falling down and when you "
        "line up 3 of the same fruit they pop and you get a combo, it should get faster the longer you play, "
        "and i want a leaderboard so me and my friends can compete, oh and it has to work on my phone",
        "en",
        "tetris",
        "in",
        "theme",
        "mechanic.combo",
        "mechanic.speed_up",
        "mechanic.high_score",
        "target.phone",
    ),
    # --- Korean --------------------------------------------------------------------------------
    # "헤드폰으로": with headphones, no phone.
    p("헤드폰으로 들으면서 하는 리듬 게임, 2분", "ko", "rhythm", "off", "time_limit", time_s=120),
    # "애기": a small child; "두더지 잡기": whack-a-mole.
    p("애기가 할 수 있는 쉬운 두더지 잡기 게임 폰으로", "ko", "tapper", "in", "target.phone", difficulty="easy"),
    p(
        "벽돌깨기인데 공이 점점 빨라지고 목숨 3개, 키보드로",
        "ko",
        "breakout",
        "in",
        "mechanic.speed_up",
        "mechanic.lives",
        "controls.keys",
    ),
    # --- Swahili -------------------------------------------------------------------------------
    p(
        "mchezo wa nyoka kwa watoto, rahisi sana, kwenye simu",
        "sw",
        "snake",
        "in",
        "target.phone",
        difficulty="easy",
    ),
    p(
        "nataka mchezo wa mbio za magari, wachezaji wawili, dakika 2",
        "sw",
        "racing",
        "in",
        "mechanic.two_players",
        "time_limit",
        time_s=120,
    ),
    # also asks, unreadable: "kadi za wanyama"
    p("mchezo wa kumbukumbu na kadi za wanyama, sekunde 45", "sw", "memory", "in", "time_limit", time_s=45),
    # --- Tagalog -------------------------------------------------------------------------------
    # Taglish: no walls ("walang pader"), faster and faster ("pabilis ng pabilis").
    p(
        "gawa ka ng snake game pero walang pader tapos pabilis ng pabilis",
        "tl",
        "snake",
        "in",
        "mechanic.wrap",
        "mechanic.speed_up",
    ),
    # "buhay": lives.
    # also asks, unreadable: "si jollibee yung ibon"
    p(
        "yung parang flappy bird sa cellphone ko, 3 buhay lang, pwede bang si jollibee yung ibon",
        "tl",
        "runner",
        "in",
        "target.phone",
        "mechanic.lives",
    ),
    # A five-year-old: easy; no timer.
    p(
        "laro ng memorya para sa anak ko na 5 taong gulang, walang timer",
        "tl",
        "memory",
        "in",
        "time_limit",
        time_s=UNTIMED,
        difficulty="easy",
    ),
    # --- Hebrew --------------------------------------------------------------------------------
    # "חלליות": spaceships; the enemies shoot back.
    # also asks, unreadable: "האויבים יורים בחזרה"
    p(
        "משחק חלליות עם בוס בסוף ו3 חיים, האויבים יורים בחזרה",
        "he",
        "shooter",
        "in",
        "theme",
        "mechanic.boss",
        "mechanic.lives",
        "mechanic.enemies",
    ),
    p("סנייק לטלפון בלי קירות", "he", "snake", "in", "target.phone", "mechanic.wrap"),
    p("משחק זיכרון לילדים קל, דקה", "he", "memory", "in", "time_limit", time_s=60, difficulty="easy"),
    # --- Persian -------------------------------------------------------------------------------
    # Spoken: "یه" (a), "هی سریعتر میشه" (keeps getting faster).
    p("یه بازی مار برای گوشی که هی سریعتر میشه", "fa", "snake", "in", "target.phone", "mechanic.speed_up"),
    # A four-year-old; no timer.
    p(
        "بازی حافظه برای بچه ی ۴ ساله م، بدون تایمر",
        "fa",
        "memory",
        "in",
        "time_limit",
        time_s=UNTIMED,
        difficulty="easy",
    ),
    # "غول آخر": the final boss; "سپر": a shield.
    p(
        "بازی سفینه فضایی با غول آخر و سپر، ۲ دقیقه",
        "fa",
        "shooter",
        "in",
        "theme",
        "mechanic.boss",
        "mechanic.shield",
        "time_limit",
        time_s=120,
    ),
    # --- Bengali -------------------------------------------------------------------------------
    p("সাপের খেলা, দেয়াল নেই, ৩টা জীবন", "bn", "snake", "in", "mechanic.wrap", "mechanic.lives"),
    # "সহজ": easy; "মোবাইলে": on a mobile.
    p(
        "আমার মেয়ের জন্য একটা সহজ মেমোরি গেম, মোবাইলে",
        "bn",
        "memory",
        "in",
        "target.phone",
        difficulty="easy",
    ),
    p(
        "টেট্রিস এর মত গেম কিন্তু দুইজন খেলতে পারবে, ১ মিনিট",
        "bn",
        "tetris",
        "in",
        "mechanic.two_players",
        "time_limit",
        time_s=60,
    ),
    # --- Tamil ---------------------------------------------------------------------------------
    # "பாம்பு விளையாட்டு": the snake game; "போனில்": on the phone; "உயிர்கள்": lives.
    p("பாம்பு விளையாட்டு, போனில், 3 உயிர்கள்", "ta", "snake", "in", "target.phone", "mechanic.lives"),
    # --- Ukrainian -----------------------------------------------------------------------------
    p(
        "змійка без стін, швидшає з кожним яблуком, на телефон",
        "uk",
        "snake",
        "in",
        "mechanic.wrap",
        "mechanic.speed_up",
        "target.phone",
    ),
    # Up to ten points: a way to win.
    p("гра на двох як понг, до 10 очок", "uk", "pong", "in", "mechanic.two_players", "win"),
    # "простенька": a simple one, for a five-year-old daughter.
    p("простенька гра в пам'ять для доньки 5 років", "uk", "memory", "in", difficulty="easy"),
    # --- Romanian ------------------------------------------------------------------------------
    # Without marks: "nave spațiale", "vieți".
    p(
        "joc de tras cu nave spatiale si boss la final, 3 vieti",
        "ro",
        "shooter",
        "in",
        "theme",
        "mechanic.boss",
        "mechanic.lives",
    ),
    # also asks, unreadable: "sa am si un buton de pauza"
    p(
        "vreau un joc gen candy crush pe telefon, 1 minut, sa am si un buton de pauza",
        "ro",
        "match3",
        "in",
        "theme",
        "target.phone",
        "time_limit",
        time_s=60,
    ),
    # "pt": pentru; two players on one keyboard.
    p(
        "joc de curse pt 2 jucatori pe aceeasi tastatura",
        "ro",
        "racing",
        "in",
        "mechanic.two_players",
        "controls.keys",
    ),
    # --- Hungarian -----------------------------------------------------------------------------
    p("kígyós játék falak nélkül, egyre gyorsabb", "hu", "snake", "in", "mechanic.wrap", "mechanic.speed_up"),
    p("memóriajáték a 4 éves fiamnak, nagyon könnyű", "hu", "memory", "in", difficulty="easy"),
    p(
        "űrhajós lövöldözős játék, 3 élet, 2 perc",
        "hu",
        "shooter",
        "in",
        "theme",
        "mechanic.lives",
        "time_limit",
        time_s=120,
    ),
    # --- Indonesian ----------------------------------------------------------------------------
    # Spoken: "bikinin", "dong", "tp" (tapi), "makin lama makin cepet" (faster and faster), "hp" (a phone).
    p(
        "bikinin game tetris dong tp makin lama makin cepet, di hp",
        "id",
        "tetris",
        "in",
        "mechanic.speed_up",
        "target.phone",
    ),
    # also asks, unreadable: "pesawatnya bisa ganti warna"
    p(
        "game tembak2an di luar angkasa ada bos nya, pesawatnya bisa ganti warna",
        "id",
        "shooter",
        "in",
        "theme",
        "mechanic.boss",
    ),
    # "adek" (a little brother or sister) of five: easy.
    p("game memori utk adek sy yg masih 5 thn, gampang aja", "id", "memory", "in", difficulty="easy"),
    # --- Malay ---------------------------------------------------------------------------------
    p("permainan ular tanpa dinding, 3 nyawa", "ms", "snake", "in", "mechanic.wrap", "mechanic.lives"),
    # "nak" (want), "lumba kereta" (a car race), "telefon bimbit" (a mobile phone), "minit".
    p(
        "sy nak game lumba kereta utk telefon bimbit, 2 minit",
        "ms",
        "racing",
        "in",
        "target.phone",
        "time_limit",
        time_s=120,
    ),
    # --- Vietnamese ----------------------------------------------------------------------------
    p(
        "game xếp hình kiểu tetris, chơi 3 phút, càng lúc càng nhanh",
        "vi",
        "tetris",
        "in",
        "time_limit",
        "mechanic.speed_up",
        time_s=180,
    ),
    # "đập chuột": whack-a-mole; for a four-year-old: easy.
    p("game đập chuột cho bé 4 tuổi, dễ thôi", "vi", "tapper", "in", difficulty="easy"),
    # also asks, unreadable: "nhân vật là con mèo"
    p(
        "game bắn phi thuyền ngoài vũ trụ có boss, 3 mạng, nhân vật là con mèo",
        "vi",
        "shooter",
        "in",
        "theme",
        "mechanic.boss",
        "mechanic.lives",
    ),
    # --- Thai ----------------------------------------------------------------------------------
    p("เกมงูบนมือถือ เร็วขึ้นเรื่อยๆ", "th", "snake", "in", "target.phone", "mechanic.speed_up"),
    # "จับคู่ภาพ": matching pictures, a memory game.
    p("เกมจับคู่ภาพสำหรับเด็ก ง่ายๆ 1 นาที", "th", "memory", "in", "time_limit", time_s=60, difficulty="easy"),
    # also asks, unreadable: "ยานเปลี่ยนอาวุธได้"
    p(
        "เกมยิงยานอวกาศ มีบอส 2 คนเล่นได้ ยานเปลี่ยนอาวุธได้",
        "th",
        "shooter",
        "in",
        "theme",
        "mechanic.boss",
        "mechanic.two_players",
    ),
    # --- Greek ---------------------------------------------------------------------------------
    p("φιδάκι για το κινητό με 3 ζωές 🐍", "el", "snake", "in", "target.phone", "mechanic.lives"),
    # No accents: "τέτρις για δύο παίκτες, 2 λεπτά".
    p("τετρις για δυο παικτες, 2 λεπτα", "el", "tetris", "in", "mechanic.two_players", "time_limit", time_s=120),
    p("παιχνίδι μνήμης για το παιδί μου 5 χρονών", "el", "memory", "in", difficulty="easy"),
    # --- Bulgarian -----------------------------------------------------------------------------
    # "морски шах": noughts and crosses in Bulgarian, not chess.
    p("морски шах за двама", "bg", "tic_tac_toe", "in", "mechanic.two_players"),
    # Two words: "змия" is Bulgarian (Russian writes "змея").
    p("змия без стени", "bg", "snake", "in", "mechanic.wrap"),
    p("игра на памет за дете, лесна, 1 минута", "bg", "memory", "in", "time_limit", time_s=60, difficulty="easy"),
    # --- Turkish -------------------------------------------------------------------------------
    p("yılan oyunu ama gittikçe hızlanıyor, telefonda", "tr", "snake", "in", "mechanic.speed_up", "target.phone"),
    # "süre olmasın": let there be no time limit.
    p(
        "kızım için kolay bir hafıza oyunu, süre olmasın",
        "tr",
        "memory",
        "in",
        "time_limit",
        time_s=UNTIMED,
        difficulty="easy",
    ),
    # --- Arabic --------------------------------------------------------------------------------
    p("لعبة ثعبان للأطفال سهلة بدون جدران", "ar", "snake", "in", "mechanic.wrap", difficulty="easy"),
    # "دقيقتين": two minutes (the dual).
    p(
        "لعبة اطلاق نار في الفضاء فيها زعيم نهائي و٣ أرواح، دقيقتين",
        "ar",
        "shooter",
        "in",
        "theme",
        "mechanic.boss",
        "mechanic.lives",
        "time_limit",
        time_s=120,
    ),
    # --- Hindi ---------------------------------------------------------------------------------
    p(
        "मेरे बेटे के लिए आसान memory game, 1 मिनट",
        "hi",
        "memory",
        "in",
        "time_limit",
        time_s=60,
        difficulty="easy",
    ),
    # "लाइफ": lives, in English words written in Devanagari.
    p("साँप वाला गेम, दीवार नहीं, 3 लाइफ", "hi", "snake", "in", "mechanic.wrap", "mechanic.lives"),
    # --- Japanese ------------------------------------------------------------------------------
    # also asks, unreadable: "背景は桜"
    p(
        "スマホでできるブロック崩し、ボールがだんだん速くなる、背景は桜",
        "ja",
        "breakout",
        "in",
        "target.phone",
        "mechanic.speed_up",
    ),
    # "神経衰弱": the memory game; a five-year-old daughter.
    p("5歳の娘用の簡単な神経衰弱", "ja", "memory", "in", difficulty="easy"),
    # --- Chinese -------------------------------------------------------------------------------
    # "穿墙": through the walls.
    p("贪吃蛇 可以穿墙 手机玩", "zh", "snake", "in", "mechanic.wrap", "target.phone"),
    p("给我儿子做个简单的打地鼠，一分钟", "zh", "tapper", "in", "time_limit", time_s=60, difficulty="easy"),
    # --- Spanish -------------------------------------------------------------------------------
    # "viborita": the snake game; "facilito": easy; "sin tiempo": untimed.
    p(
        "un juego d la viborita pa mi hijo q tiene 4 años, facilito y sin tiempo",
        "es",
        "snake",
        "in",
        "time_limit",
        time_s=UNTIMED,
        difficulty="easy",
    ),
    # also asks, unreadable: "q la nave se pueda mejorar"
    p(
        "quiero un shooter de naves espaciales con jefe final y 3 vidas, q se juegue con el mouse y q la nave "
        "se pueda mejorar",
        "es",
        "shooter",
        "in",
        "theme",
        "mechanic.boss",
        "mechanic.lives",
        "controls.mouse",
    ),
    # --- Portuguese ----------------------------------------------------------------------------
    p("jogo da cobrinha no celular sem parede 🐍", "pt", "snake", "in", "target.phone", "mechanic.wrap"),
    # also asks, unreadable: "da pra escolher a cor do carro"
    p(
        "um jogo de corrida pra 2 jogadores, da pra escolher a cor do carro, 3 minutos",
        "pt",
        "racing",
        "in",
        "mechanic.two_players",
        "time_limit",
        time_s=180,
    ),
    # --- French --------------------------------------------------------------------------------
    p(
        "un casse-briques sur mobile, la balle accélère, 3 vies",
        "fr",
        "breakout",
        "in",
        "target.phone",
        "mechanic.speed_up",
        "mechanic.lives",
    ),
    p(
        "jeu de mémoire pour ma fille de 3 ans, sans chrono stp",
        "fr",
        "memory",
        "in",
        "time_limit",
        time_s=UNTIMED,
        difficulty="easy",
    ),
    # --- German --------------------------------------------------------------------------------
    # also asks, unreadable: "die Schlange soll Regenbogenfarben haben"
    p(
        "Snake ohne Wände fürs Handy, 2 min, und die Schlange soll Regenbogenfarben haben",
        "de",
        "snake",
        "in",
        "mechanic.wrap",
        "target.phone",
        "time_limit",
        time_s=120,
    ),
    p(
        "ein schweres Jump'n'Run mit Stacheln und Doppelsprung",
        "de",
        "platformer",
        "in",
        "mechanic.hazards",
        "mechanic.double_jump",
        difficulty="hard",
    ),
    # --- Russian -------------------------------------------------------------------------------
    p("змейка для ребёнка, очень простая, без стен", "ru", "snake", "in", "mechanic.wrap", difficulty="easy"),
    # --- Polish --------------------------------------------------------------------------------
    # "6-latka": a six-year-old.
    # also asks, unreadable: "żeby można było dać pauzę"
    p(
        "gra w węża na telefon dla 6-latka, żeby można było dać pauzę",
        "pl",
        "snake",
        "in",
        "target.phone",
        difficulty="easy",
    ),
    # --- Italian -------------------------------------------------------------------------------
    # "x": per.
    p(
        "un gioco tipo tetris ma x 2 giocatori, 2 minuti",
        "it",
        "tetris",
        "in",
        "mechanic.two_players",
        "time_limit",
        time_s=120,
    ),
)

# The pitches the reader reads otherwise than listed, and why.
MISREAD: dict[str, str] = {
    "permainan ular tanpa dinding, 3 nyawa": (
        "every word of it is Indonesian as well as Malay (permainan, ular, tanpa, dinding, nyawa): nothing"
        " tells it from Indonesian, the earlier of the two, which the reader reads it as"
    ),
}
