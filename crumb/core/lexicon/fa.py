"""Persian: the words of a pitch in Persian, by the vocabulary's keys (see :mod:`crumb.core.lexicon`).

Persian is told by its script: the Arabic one, with letters of its own (پ چ ژ گ, and ی ک where Arabic
writes ي ك). Its words match as substrings, as Arabic's do, and only in a pitch in Persian
(``OWN_PITCH_ONLY``): its short words stand inside Arabic ones (مار, a snake, in عمارة, a building).
A word that is also inside common Persian words is named in a phrase or form they do not hold: not
"مار" (inside "شمار", a count, "بیمار", sick) but "بازی مار", "مار را"; not "دریا" (the sea, inside
"دریافت", to receive); not "یخ" (ice, inside "تاریخ", a date); not "مصر" (Egypt, inside "مصرف", use);
not "باس" (a boss, inside "لباس", clothes) but "غول آخر"; not "سمی" (poisonous, inside "رسمی",
official); not "موس" (a mouse, inside "موسیقی", music); not "معما" (a riddle, inside "معماری",
architecture); not "جان" (a life, inside "هیجان", excitement) but "سه جان"; not "سکه" (a coin, inside "ریسکها", risks) but "سکه‌ها"; not
"تله" (a trap, inside "هتلها", hotels) but "تله‌ها"; not "کندی" (candy, and slowness). Found by
matching each word against a Persian word list.
"""

from __future__ import annotations

CODE = "fa"
NAME = "Persian"
OWN_PITCH_ONLY = True

JOINERS = ("و", "اما", "ولی")
# "Like" (a game named after it is read by its kind), "a" and "game": they ask nothing.
FILLERS = ("مثل", "یه", "بازی")
NEGATIONS = ("بدون", "هیچ", "نه")
# Words for "like" said between a negation and a game named (see pitch_words.LIKENESS): "نه مثل تتریس".
LIKENESS = ("مثل", "شبیه", "شبیه به")
# A verb is denied by its prefix: "سریع‌تر نمی‌شود" (does not get faster), "ندارد" (has none).
NEGATIONS_AFTER = ("نمی", "نشود", "نمیشود", "نیست", "ندارد")
# "تتریس نه، …": not Tetris, where the clause ends after it ("نه" is nine too: "نه ثانیه").
NEGATIONS_CLOSING = ("نه", "نباشه", "نباشد", "مثلش نه")
OPPONENTS = ("علیه", "مقابل", "در برابر")

KINDS = {
    "match3": ("سه تایی", "سه‌تایی", "جور کردن سه", "سه تا پشت سر هم"),
    "snake": ("بازی مار", "مار بازی", "ماری که", "مار را", "مار با", "اسنیک"),
    "breakout": ("آجر شکن", "آجرشکن", "شکستن آجر", "آجرها را بشکن"),
    "runner": ("دویدن بی‌پایان", "دویدن بی پایان", "دونده بی‌پایان", "بازی دویدن"),
    "platformer": ("پلتفرمر", "سکوبازی", "بازی سکویی", "پلتفرم"),
    "shooter": ("تیراندازی", "شوتر", "شلیک", "بازی سفینه", "سفینه جنگی"),
    "dodger": ("جاخالی", "جا خالی"),
    "catcher": ("با سبد", "سقوط … بگیر", "سقوط … گرفتن"),
    "memory": ("حافظه", "پیدا کردن جفت", "جفت‌ها را پیدا"),
    "tapper": ("موش کور", "ضربه به موش"),
    "slide": ("پازل کشویی", "معمای کشویی"),
    "grid_puzzle": ("سوکوبان", "هل دادن جعبه", "جعبه‌ها را هل"),
    "tower_defense": ("دفاع از برج", "تاور دیفنس"),
    "chess": ("شطرنج",),
    "tetris": ("تتریس", "بلوک‌های در حال سقوط", "بلوک های در حال سقوط"),
    "racing": ("مسابقه ماشین", "ماشین سواری", "مسابقه اتومبیل", "اتومبیلرانی"),
    "pong": ("پینگ پنگ", "پونگ", "تنیس روی میز"),
    "pinball": ("پین‌بال", "پین بال"),
    "rhythm": ("ریتم", "بازی موسیقی"),
    "quiz": ("مسابقه اطلاعات", "کوییز", "پرسش و پاسخ"),
    "card_game": ("بازی کارتی", "بازی ورق", "پاسور"),
    "rpg": ("نقش‌آفرینی", "نقش آفرینی"),
    "strategy": ("استراتژی",),
    "fighting": ("بازی مبارزه", "بازی رزمی"),
    "sudoku": ("سودوکو",),
    "maze": ("هزارتو", "لابیرنت"),
    "golf": ("گلف",),
    "sports": ("فوتبال", "بسکتبال", "والیبال", "تنیس"),
    "word_game": ("بازی کلمات", "حدس کلمه", "جدول کلمات"),
    "simulation": ("شبیه‌سازی", "شبیه سازی", "مزرعه‌داری", "شهرسازی"),
    "typing": ("تایپ سریع", "بازی تایپ"),
    "tic_tac_toe": ("بازی دوز", "دوز بازی", "ایکس او"),
    "minesweeper": ("مین‌یاب", "مین یاب"),
    "number_merge": ("ادغام اعداد", "ترکیب اعداد"),
    "connect_four": ("چهار در یک ردیف", "چهارتایی"),
    "asteroids": ("شلیک به سیارک", "سیارک‌ها را بزن"),
    "crossing": ("عبور از خیابان", "رد شدن از خیابان"),
    "bubble_shooter": ("ترکاندن حباب", "شلیک حباب", "حباب بازی"),
    "stacker": ("روی هم چیدن", "ساختن برج", "برج ساختن"),
    "fishing": ("ماهیگیری",),
    "cooking": ("آشپزی", "رستوران", "سرآشپز"),
    "mahjong": ("ماهجونگ",),
    # "مار و پله" (snakes and ladders) is a board game, named as the snake game is: "بازی مار و پله".
    "board_game": ("بازی رومیزی", "منچ", "بازی مار و پله", "مار و پله", "تخته نرد"),
    "jigsaw": ("پازل تصویری", "جورچین"),
    "slingshot": ("تیرکمان", "منجنیق"),
    "puzzle": ("پازل", "معمای", "بازی فکری"),
}

MECHANICS = {
    "shrink_paddle": ("راکت کوچک", "راکت کوتاه", "پدال کوچک"),
    "speed_up": ("سریع‌تر", "سریع تر", "سریعتر", "تندتر", "شتاب می"),
    "bonus": ("جایزه", "امتیاز دوبرابر", "امتیاز دو برابر", "بونوس"),
    "hazards": ("موانع", "مانع", "تله‌ها", "تله ها", "تیغ", "گدازه"),
    "lives": (
        *("سه جان", "دو جان", "پنج جان", "3 جان", "5 جان", "جان اضافه", "جان اضافی", "# تا قلب", "# قلب"),
        # Spoken: "سه تا جون", three lives.
        *("# تا جان", "# تا جون", "# جون", "جون اضافه"),
    ),
    "double_jump": ("پرش دوبل", "پرش دوگانه", "دو بار پریدن", "پرش دوتایی"),
    "shield": ("سپر محافظ", "با سپر", "و سپر", "سپرها", "شکست‌ناپذیر", "پاورآپ", "قدرت ویژه"),
    "narrowing_gap": ("فاصله … تنگ", "شکاف … کوچک", "فاصله‌ها کمتر"),
    "time_penalty": ("جریمه زمانی", "کسر … ثانیه", "کم شدن زمان", "از دست دادن زمان"),
    "combo": ("کمبو", "ضریب امتیاز"),
    "bomb": ("بمب",),
    "poison": ("زهر", "مسموم"),
    "levels": ("مراحل", "مرحله به مرحله", "مرحله بعد", "سطوح", "چند مرحله"),
    "high_score": ("بالاترین امتیاز", "رکورد", "جدول امتیازات"),
    "coins": ("سکه‌ها", "سکه ها", "سکه های", "جمع کردن سکه", "سکه جمع", "سکه طلا"),
    "enemies": ("دشمن", "هیولا"),
    "boss": ("غول آخر", "باس آخر", "باس فایت"),
    "two_players": ("دو نفره", "دونفره", "دو بازیکن", "چند نفره"),
    # The computer as the opponent ("against the computer", "vs AI"): see pitch_words.MECHANICS.
    "vs_computer": ("در برابر کامپیوتر", "مقابل کامپیوتر", "علیه کامپیوتر", "با کامپیوتر بازی"),
}
# Walls said not to be ask for edges that wrap around (see pitch_words.MECHANICS_BY_ABSENCE).
MECHANICS_BY_ABSENCE = {"wrap": ("دیوار",)}

THEMES = {
    "candy": ("آبنبات", "شیرینی"),
    "ocean": ("اقیانوس", "زیر آب", "زیر دریا", "در دریا", "ته دریا"),
    "space": ("فضا", "کهکشان", "سیاره", "ستاره"),
    "forest": ("جنگل", "طبیعت", "باغ"),
    "neon": ("نئون",),
    "fruit": ("میوه", "توت فرنگی", "هندوانه"),
    "spooky": ("ارواح", "ترسناک", "زامبی", "هالووین", "خون‌آشام", "ومپایر"),
    "winter": ("زمستان", "برف", "یخبندان", "کریسمس"),
    "desert": ("صحرا", "بیابان", "کویر", "کاکتوس"),
    "retro": ("رترو", "پیکسلی", "کلاسیک"),
}

CONTROLS = {
    "keys": ("کلیدهای جهت", "جهت‌نما", "کیبورد", "صفحه کلید", "کلید فاصله"),
    "touch": ("لمسی", "لمس کن", "با لمس", "سوایپ"),
    "mouse": ("ماوس", "کلیک"),
}
TARGETS = {
    "phone": ("موبایل", "گوشی", "تلفن همراه", "تبلت"),
    "desktop": ("کامپیوتر", "رایانه", "لپ‌تاپ", "لپ تاپ", "دسکتاپ"),
}
DIFFICULTY = {
    "easy": ("آسان", "ساده", "برای کودکان", "برای بچه", "مبتدی"),
    "hard": ("سخت", "دشوار", "چالش‌برانگیز"),
}

WIN = ("برنده", "پیروزی", "پیروز")
LOSE = ("می\u200cبازی", "میبازی", "ببازی", "باختی", "بازنده")
# A round said to end, neither lost nor won: its clause tells which.
ROUND_ENDS = ("بازی تمام",)
LOSE_NOT_BEFORE = ("جان", "زمان")

SECOND_WORDS = ("ثانیه",)
MINUTE_WORDS = ("دقیقه",)
# Words for a timer, read where said not to be, and words that alone say there is none (see
# pitch_words.TIMER_WORDS, UNTIMED).
TIMER_WORDS = ("تایمر", "زمان‌سنج", "زمانسنج", "محدودیت زمانی", "محدودیت زمان", "شمارش معکوس")
UNTIMED = ("زمان نامحدود",)
HALF_MINUTE = ("نیم دقیقه",)
HALVES_AFTER_UNIT = ("و نیم",)
EVERY_WORDS = ("هر",)
NUMBER_WORDS = {
    "یک": 1,
    "دو": 2,
    "سه": 3,
    "چهار": 4,
    "پنج": 5,
    "شش": 6,
    "ده": 10,
    "پانزده": 15,
    "بیست": 20,
    "سی": 30,
    "چهل": 40,
    "چهل و پنج": 45,
    "پنجاه": 50,
    "شصت": 60,
    "نود": 90,
}

# The creatures, people and vehicles a pitch names (see pitch_kinds.CHARACTERS).

# The creatures, people and vehicles a pitch names (see pitch_kinds.CHARACTERS).
CHARACTERS = {
    "cat": ("گربه",),
    "dog": ("سگ",),
    "frog": ("قورباغه",),
    "duck": ("اردک",),
    "chicken": ("مرغ",),
    "bird": ("پرنده",),
    "fish": ("ماهی",),
    "shark": ("کوسه",),
    "rabbit": ("خرگوش",),
    "monkey": ("میمون",),
    "bear": ("خرس",),
    "dragon": ("اژدها",),
    "robot": ("ربات",),
    "rocket": ("موشک",),
    "plane": ("هواپیما",),
    "helicopter": ("هلیکوپتر",),
    "boat": ("قایق",),
    "train": ("قطار",),
    "dinosaur": ("دایناسور",),
    "zombie": ("زامبی",),
    "elephant": ("فیل",),
}
