"""An eleventh held-out set: pitches written before the reader was run on them, weighted to the languages
the ten earlier sets hold least (Arabic, Hindi, Bengali, Polish, Ukrainian, Indonesian, Malay, Vietnamese,
Thai, Hebrew, Persian, Swahili, Greek, Romanian, Czech, Tagalog: four or five each), and stressing:

- creatures and vehicles named as the player or what the player meets ("с котом", "una pisică", "มีแมว");
- a game named, then said not to be, the negation after it as these languages say it (Turkish "tetris
  gibi değil", Japanese "テトリスじゃなくて", Korean "테트리스 말고", Hindi "टेट्रिस जैसा नहीं", Bengali
  "টেট্রিসের মতো না", Persian "تتریس نه") or before it ("ليست مثل تتريس", "không giống tetris");
- one or two words that ask for what no id says ("a big dog boss", "no pipes", "bez rur");
- numbers and times written as words ("czterdzieści pięć sekund", "bốn mươi lăm giây", "dakika mbili",
  "dalawang minuto", "nouăzeci de secunde").

Each :class:`Reading` holds the pitch as :func:`tests.core.pitches.p` lists it (kind, scope, ids, time,
difficulty: what :func:`crumb.core.pitch_reader.read` is measured on), the creatures, people and vehicles
it names as the player or what the player meets (``cast``: keys of ``character.<key>``, which
:func:`crumb.core.pitch_reader.floor` adds; none that the kind has of its own, a racing game's cars), and
what it asks that no requirement id expresses (``asks``, quoted as the pitch says it, as
:mod:`tests.core.pitches_asks` labels them: the words of a creature named count as one, as "ur a cat"
does there).

Measured with ``bench/pitch_reading.py --corpus eleventh`` (the reading and the cast) and
``--labelled --eleventh`` (the asks); not part of ``CORPUS``.
"""

from __future__ import annotations

from dataclasses import dataclass

from tests.core.pitches import Pitch, p


@dataclass(frozen=True)
class Reading:
    pitch: Pitch
    cast: tuple[str, ...] = ()
    asks: tuple[str, ...] = ()


def r(pitch: Pitch, cast: tuple[str, ...] = (), asks: tuple[str, ...] = ()) -> Reading:
    return Reading(pitch, cast, asks)


READINGS: tuple[Reading, ...] = (
    # --- Arabic --------------------------------------------------------------------------------
    # A game said not to be before the one asked for; "دقيقتان": two minutes, one word.
    r(p("ليست مثل تتريس: أريد لعبة ثعبان مدتها دقيقتان", "ar", "snake", "in", "time_limit", time_s=120)),
    r(
        p(
            "لعبة منصات فيها قطة تقفز قفزة مزدوجة وتجمع العملات",
            "ar",
            "platformer",
            "in",
            "mechanic.double_jump",
            "mechanic.coins",
        ),
        cast=("cat",),
        asks=("قطة",),
    ),
    r(
        p(
            "لعبة إطلاق نار في الفضاء مع زعيم كبير على شكل تنين، ثلاث أرواح",
            "ar",
            "shooter",
            "in",
            "theme",
            "mechanic.boss",
            "mechanic.lives",
        ),
        cast=("dragon",),
        asks=("على شكل تنين",),
    ),
    # "خمس وأربعين": five and forty. The cars are a race's own.
    r(p("لعبة سباق سيارات لمدة خمس وأربعين ثانية", "ar", "racing", "in", "time_limit", time_s=45)),
    r(p("لعبة ذاكرة سهلة لطفلي عمره خمس سنوات", "ar", "memory", "in", difficulty="easy")),
    # --- Hindi ---------------------------------------------------------------------------------
    # The game said not to be, the negation after it: "टेट्रिस जैसा नहीं", Tetris-like not.
    r(p("टेट्रिस जैसा नहीं, एक साँप वाला गेम बनाओ, तीन मिनट का", "hi", "snake", "in", "time_limit", time_s=180)),
    r(
        p("एक रनर गेम जिसमें कुत्ता दौड़ता है और बिल्लियों से बचता है", "hi", "runner", "in"),
        cast=("dog", "cat"),
        asks=("कुत्ता", "बिल्लियों से बचता है"),
    ),
    # Hinglish: "bandar", a monkey; "teen lives", three lives.
    r(
        p(
            "ek platformer banao jisme ek bandar hai, double jump aur teen lives",
            "hi",
            "platformer",
            "in",
            "mechanic.double_jump",
            "mechanic.lives",
        ),
        cast=("monkey",),
        asks=("bandar",),
    ),
    r(p("बिना दीवारों वाला साँप का खेल, पैंतालीस सेकंड", "hi", "snake", "in", "mechanic.wrap", "time_limit", time_s=45)),
    # "pipes nahi": no pipes, an ask of one word and its negation; "machhli", a fish.
    r(
        p("flappy bird jaisa game, lekin pipes nahi, ek machhli ke saath", "hi", "runner", "in"),
        cast=("fish",),
        asks=("pipes nahi", "machhli"),
    ),
    # --- Bengali -------------------------------------------------------------------------------
    r(p("টেট্রিসের মতো না, একটা সাপের খেলা চাই, দুই মিনিটের", "bn", "snake", "in", "time_limit", time_s=120)),
    r(p("একটা মাছ ধরার খেলা, ত্রিশ সেকেন্ড", "bn", "fishing", "off", "time_limit", time_s=30)),
    r(
        p(
            "একটা প্ল্যাটফর্মার যেখানে একটা বিড়াল কয়েন সংগ্রহ করে, তিনটা জীবন",
            "bn",
            "platformer",
            "in",
            "mechanic.coins",
            "mechanic.lives",
        ),
        cast=("cat",),
        asks=("বিড়াল",),
    ),
    r(
        p("মহাকাশে একটা শুটার গেম, শেষে একটা বড় রোবট বস", "bn", "shooter", "in", "theme", "mechanic.boss"),
        cast=("robot",),
        asks=("বড় রোবট",),
    ),
    # --- Polish --------------------------------------------------------------------------------
    # "bez rur": no pipes; "z kaczką": with a duck.
    r(
        p("gra jak flappy bird, ale bez rur i z kaczką", "pl", "runner", "in"),
        cast=("duck",),
        asks=("bez rur", "z kaczką"),
    ),
    r(
        p(
            "platformówka z kotem, który zbiera monety, czterdzieści pięć sekund",
            "pl",
            "platformer",
            "in",
            "mechanic.coins",
            "time_limit",
            time_s=45,
        ),
        cast=("cat",),
        asks=("z kotem",),
    ),
    r(
        p("strzelanka w kosmosie z wielkim psem jako bossem", "pl", "shooter", "in", "theme", "mechanic.boss"),
        cast=("dog",),
        asks=("z wielkim psem",),
    ),
    r(p("nie jak tetris, tylko gra w węża na dwie minuty", "pl", "snake", "in", "time_limit", time_s=120)),
    # "dla pięcioletniej córki": for a five-year-old daughter, said in words.
    r(
        p("łatwa gra pamięciowa ze zwierzętami dla pięcioletniej córki", "pl", "memory", "in", difficulty="easy"),
        asks=("ze zwierzętami",),
    ),
    # --- Ukrainian -----------------------------------------------------------------------------
    r(
        p(
            "гра-платформер, де жаба стрибає подвійним стрибком, три життя",
            "uk",
            "platformer",
            "in",
            "mechanic.double_jump",
            "mechanic.lives",
        ),
        cast=("frog",),
        asks=("жаба",),
    ),
    r(p("змійка без стін, півтори хвилини", "uk", "snake", "in", "mechanic.wrap", "time_limit", time_s=90)),
    r(p("не як тетріс, а гра з падаючими фруктами, які треба ловити кошиком", "uk", "catcher", "in", "theme")),
    r(
        p(
            "перегони машин на три хвилини для двох гравців",
            "uk",
            "racing",
            "in",
            "time_limit",
            "mechanic.two_players",
            time_s=180,
        )
    ),
    # --- Indonesian ----------------------------------------------------------------------------
    r(
        p(
            "game ular tanpa dinding, empat puluh lima detik",
            "id",
            "snake",
            "in",
            "mechanic.wrap",
            "time_limit",
            time_s=45,
        )
    ),
    # A plane dodging; Flappy Bird said not to be.
    r(
        p("game menghindar pakai pesawat, bukan seperti flappy bird", "id", "dodger", "in"),
        cast=("plane",),
        asks=("pesawat",),
    ),
    r(
        p(
            "game tembak-tembakan luar angkasa, bosnya naga besar, tiga nyawa",
            "id",
            "shooter",
            "in",
            "theme",
            "mechanic.boss",
            "mechanic.lives",
        ),
        cast=("dragon",),
        asks=("naga besar",),
    ),
    r(p("game memori gampang buat adik, dua menit", "id", "memory", "in", "time_limit", time_s=120, difficulty="easy")),
    # --- Malay ---------------------------------------------------------------------------------
    r(p("permainan ular yang makin laju, tiga nyawa", "ms", "snake", "in", "mechanic.speed_up", "mechanic.lives")),
    # "arnab": a rabbit; "lompat dua kali": jumps twice.
    r(
        p("permainan platform dengan arnab yang lompat dua kali", "ms", "platformer", "in", "mechanic.double_jump"),
        cast=("rabbit",),
        asks=("arnab",),
    ),
    r(p("bukan macam tetris, buat permainan memori satu minit", "ms", "memory", "in", "time_limit", time_s=60)),
    # --- Vietnamese ----------------------------------------------------------------------------
    r(p("game rắn săn mồi không có tường, hai phút", "vi", "snake", "in", "mechanic.wrap", "time_limit", time_s=120)),
    r(
        p(
            "game bắn súng ngoài không gian, trùm cuối là con rồng, ba mạng",
            "vi",
            "shooter",
            "in",
            "theme",
            "mechanic.boss",
            "mechanic.lives",
        ),
        cast=("dragon",),
        asks=("con rồng",),
    ),
    # "bốn mươi lăm": four ten five.
    r(
        p(
            "không giống tetris, làm cho tôi game đập gạch bốn mươi lăm giây",
            "vi",
            "breakout",
            "in",
            "time_limit",
            time_s=45,
        )
    ),
    r(
        p("game chạy vô tận với một chú chó, dễ thôi", "vi", "runner", "in", difficulty="easy"),
        cast=("dog",),
        asks=("một chú chó",),
    ),
    # --- Thai ----------------------------------------------------------------------------------
    r(p("เกมงูไม่มีกำแพง สามสิบวินาที", "th", "snake", "in", "mechanic.wrap", "time_limit", time_s=30)),
    r(
        p("เกมแพลตฟอร์มที่มีแมวเก็บเหรียญ มีสามชีวิต", "th", "platformer", "in", "mechanic.coins", "mechanic.lives"),
        cast=("cat",),
        asks=("แมว",),
    ),
    r(p("ไม่ใช่เตตริส ขอเกมจับคู่ความจำ สองนาที", "th", "memory", "in", "time_limit", time_s=120)),
    r(
        p("เกมยิงยานอวกาศ บอสเป็นหุ่นยนต์ยักษ์", "th", "shooter", "in", "theme", "mechanic.boss"),
        cast=("robot",),
        asks=("หุ่นยนต์ยักษ์",),
    ),
    # --- Hebrew --------------------------------------------------------------------------------
    r(p("משחק נחש בלי קירות, שתי דקות", "he", "snake", "in", "mechanic.wrap", "time_limit", time_s=120)),
    r(
        p(
            "משחק פלטפורמה עם כלב שאוסף מטבעות, שלושה חיים",
            "he",
            "platformer",
            "in",
            "mechanic.coins",
            "mechanic.lives",
        ),
        cast=("dog",),
        asks=("עם כלב",),
    ),
    r(p("לא כמו טטריס, אני רוצה משחק זיכרון קל לילדים", "he", "memory", "in", difficulty="easy")),
    r(p("משחק מרוצים עם מכוניות, דקה וחצי", "he", "racing", "in", "time_limit", time_s=90)),
    # --- Persian -------------------------------------------------------------------------------
    r(p("بازی مار بدون دیوار، سی ثانیه", "fa", "snake", "in", "mechanic.wrap", "time_limit", time_s=30)),
    # Spoken: "سه تا جون", three lives.
    r(
        p(
            "یه بازی پلتفرمر با یه گربه که سکه جمع می‌کنه، سه تا جون",
            "fa",
            "platformer",
            "in",
            "mechanic.coins",
            "mechanic.lives",
        ),
        cast=("cat",),
        asks=("گربه",),
    ),
    # The negation after the game: "تتریس نه", Tetris no.
    r(p("تتریس نه، یه بازی حافظه دو دقیقه‌ای", "fa", "memory", "in", "time_limit", time_s=120)),
    # "غول آخر": the last giant, a final boss.
    r(
        p("بازی تیراندازی فضایی با یه اژدها به عنوان غول آخر", "fa", "shooter", "in", "theme", "mechanic.boss"),
        cast=("dragon",),
        asks=("اژدها",),
    ),
    # --- Swahili -------------------------------------------------------------------------------
    r(p("mchezo wa nyoka bila kuta, dakika mbili", "sw", "snake", "in", "mechanic.wrap", "time_limit", time_s=120)),
    r(
        p("mchezo wa kukimbia na mbwa, maisha matatu", "sw", "runner", "in", "mechanic.lives"),
        cast=("dog",),
        asks=("na mbwa",),
    ),
    r(
        p(
            "si kama tetris, nataka mchezo wa kumbukumbu sekunde thelathini",
            "sw",
            "memory",
            "in",
            "time_limit",
            time_s=30,
        )
    ),
    r(
        p(
            "mchezo wa kurusha risasi katika anga za juu, na simba mkubwa kama bosi wa mwisho",
            "sw",
            "shooter",
            "in",
            "theme",
            "mechanic.boss",
        ),
        cast=("lion",),
        asks=("simba mkubwa",),
    ),
    # --- Greek ---------------------------------------------------------------------------------
    r(p("φιδάκι χωρίς τοίχους, δύο λεπτά", "el", "snake", "in", "mechanic.wrap", "time_limit", time_s=120)),
    r(p("όχι σαν το tetris, θέλω ένα παιχνίδι μνήμης για παιδιά", "el", "memory", "in", difficulty="easy")),
    r(
        p(
            "platformer με έναν βάτραχο που κάνει διπλό άλμα, τρεις ζωές",
            "el",
            "platformer",
            "in",
            "mechanic.double_jump",
            "mechanic.lives",
        ),
        cast=("frog",),
        asks=("με έναν βάτραχο",),
    ),
    # Whack the mole: the moles are the kind's own.
    r(p("χτύπα τον τυφλοπόντικα, τριάντα δευτερόλεπτα", "el", "tapper", "in", "time_limit", time_s=30)),
    # --- Romanian ------------------------------------------------------------------------------
    r(
        p(
            "joc cu șarpele fără pereți, nouăzeci de secunde",
            "ro",
            "snake",
            "in",
            "mechanic.wrap",
            "time_limit",
            time_s=90,
        )
    ),
    r(p("nu ca tetris, vreau un joc de memorie ușor pentru copii", "ro", "memory", "in", difficulty="easy")),
    r(
        p(
            "un joc de platforme cu o pisică, salt dublu și trei vieți",
            "ro",
            "platformer",
            "in",
            "mechanic.double_jump",
            "mechanic.lives",
        ),
        cast=("cat",),
        asks=("cu o pisică",),
    ),
    r(
        p("un shooter în spațiu cu un câine mare pe post de boss", "ro", "shooter", "in", "theme", "mechanic.boss"),
        cast=("dog",),
        asks=("cu un câine mare",),
    ),
    # --- Czech ---------------------------------------------------------------------------------
    r(p("hra na hada bez stěn, tři minuty", "cs", "snake", "in", "mechanic.wrap", "time_limit", time_s=180)),
    # "skákačka": a jumping game, a platformer.
    r(
        p(
            "skákačka s žábou, dvojitý skok a tři životy",
            "cs",
            "platformer",
            "in",
            "mechanic.double_jump",
            "mechanic.lives",
        ),
        cast=("frog",),
        asks=("s žábou",),
    ),
    # "pexeso": the Czech name of the pairs game.
    r(p("ne jako tetris, chci pexeso na dvě minuty", "cs", "memory", "in", "time_limit", time_s=120)),
    r(
        p("střílečka ve vesmíru s obřím robotem jako bossem", "cs", "shooter", "in", "theme", "mechanic.boss"),
        cast=("robot",),
        asks=("s obřím robotem",),
    ),
    r(
        p("hra, kde řídíš vrtulník a uhýbáš raketám", "cs", "dodger", "in"),
        cast=("helicopter", "rocket"),
        asks=("řídíš vrtulník", "raketám"),
    ),
    # --- Tagalog -------------------------------------------------------------------------------
    # "dalawang minuto": two minutes, the number joined to its noun by -ng.
    r(
        p(
            "laro ng ahas na walang pader, dalawang minuto",
            "tl",
            "snake",
            "in",
            "mechanic.wrap",
            "time_limit",
            time_s=120,
        )
    ),
    r(
        p(
            "hindi tulad ng tetris, gusto ko ng memory game na madali para sa bata",
            "tl",
            "memory",
            "in",
            difficulty="easy",
        )
    ),
    r(
        p(
            "platformer na may pusa na nangongolekta ng barya, tatlong buhay",
            "tl",
            "platformer",
            "in",
            "mechanic.coins",
            "mechanic.lives",
        ),
        cast=("cat",),
        asks=("may pusa",),
    ),
    r(
        p("shooter sa kalawakan na may malaking aso na boss", "tl", "shooter", "in", "theme", "mechanic.boss"),
        cast=("dog",),
        asks=("malaking aso",),
    ),
    # --- Turkish, Japanese, Korean: a game said not to be, the negation after it ---------------
    r(p("tetris gibi değil, yılan oyunu olsun, iki dakika", "tr", "snake", "in", "time_limit", time_s=120)),
    r(p("tetris gibi değil de pong olsun, iki kişilik", "tr", "pong", "in", "mechanic.two_players")),
    r(p("テトリスじゃなくて、ヘビのゲームを作って。二分で", "ja", "snake", "in", "time_limit", time_s=120)),
    r(p("テトリスみたいなのじゃなくて、神経衰弱がいい、一分", "ja", "memory", "in", "time_limit", time_s=60)),
    r(p("테트리스 말고 벽돌깨기, 목숨 세 개", "ko", "breakout", "in", "mechanic.lives")),
    # --- English: one or two words that ask -----------------------------------------------------
    r(
        p(
            "a platformer with a big dog boss at the end, three lives",
            "en",
            "platformer",
            "in",
            "mechanic.boss",
            "mechanic.lives",
        ),
        cast=("dog",),
        asks=("a big dog boss",),
    ),
    r(
        p("flappy bird but no pipes, you fly a helicopter through caves", "en", "runner", "in"),
        cast=("helicopter",),
        asks=("no pipes", "you fly a helicopter through caves"),
    ),
    r(p("not tetris, a snake game, ninety seconds", "en", "snake", "in", "time_limit", time_s=90)),
)

ELEVENTH: tuple[Pitch, ...] = tuple(reading.pitch for reading in READINGS)
# (pitch, language, what it asks that no requirement id expresses), as :mod:`tests.core.pitches_asks_held`.
ELEVENTH_ASKS: tuple[tuple[str, str, tuple[str, ...]], ...] = tuple(
    (reading.pitch.text, reading.pitch.lang, reading.asks) for reading in READINGS
)
# pitch -> the keys of the creatures, people and vehicles it names.
ELEVENTH_CAST: dict[str, tuple[str, ...]] = {reading.pitch.text: reading.cast for reading in READINGS}

# The pitches the reader reads otherwise than listed, and why.
MISREAD: dict[str, str] = {
    "মহাকাশে একটা শুটার গেম, শেষে একটা বড় রোবট বস": (
        'Bengali words match as substrings, so "বস" (a boss) is read only in a phrase ("শেষ বস", "বস ফাইট"): '
        'alone it stands inside "বসে" (sitting); here three words stand between "শেষে" (at the end) and it'
    ),
    "permainan platform dengan arnab yang lompat dua kali": (
        'read as Indonesian: its common words are those of both, and the one Malay word, "arnab" (a rabbit), is'
        " no common word; Malay's words count only in a pitch read as Malay, so its rabbit goes unread too"
    ),
}
