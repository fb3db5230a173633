"""Urdu: the words of a pitch in Urdu, by the vocabulary's keys (see :mod:`crumb.core.lexicon`).

Urdu is told by its script: the Arabic one, with letters neither Arabic nor Persian writes (ٹ ڈ ڑ ں
ے). Its words match as substrings, as Persian's do, and only in a pitch in Urdu (``OWN_PITCH_ONLY``):
its short words stand inside others. A word that is also inside common Urdu words is named in a
phrase or form they do not hold: not "باس" (a boss, inside "لباس", clothes) but "آخر میں باس", "آخری
باس"; not "خلا" (space, inside "خلاف", against) but "خلائی"; not "بم" (a bomb, inside many words); not
"سکے" (coins, and "could", as in "کر سکے"); not "جانیں" (lives, and "may know"); not "بنا" (without,
and "made").
"""

from __future__ import annotations

CODE = "ur"
NAME = "Urdu"
OWN_PITCH_ONLY = True

JOINERS = ("اور", "لیکن", "مگر")
NEGATIONS = ("بغیر", "بنا کسی", "کوئی نہیں")
# Said after the thing: "دیواریں نہیں" (no walls), "تیز نہیں ہوتا" (does not get faster).
NEGATIONS_AFTER = ("نہیں", "نہ ہو")
# Said after the opponent: "کمپیوٹر کے خلاف" (against the computer).
OPPONENTS_AFTER = ("کے خلاف", "کے مقابلے")

KINDS = {
    "match3": ("تین ملاؤ", "تین ایک جیسے", "میچ تھری"),
    "snake": ("سانپ",),
    "breakout": ("اینٹیں توڑ", "اینٹ توڑ", "بریک آؤٹ"),
    "runner": ("رنر", "فلاپی", "نہ ختم ہونے والی دوڑ", "دوڑتے رہو"),
    "platformer": ("پلیٹ فارم",),
    "shooter": ("شوٹنگ", "شوٹر", "گولیاں چلا"),
    "dodger": ("بچ کر", "ڈاجر", "بچتے ہوئے"),
    "catcher": ("ٹوکری سے", "ٹوکری میں", "گرتے … پکڑ", "گرتی … پکڑ"),
    "memory": ("یادداشت", "جوڑے ملا", "یاد رکھنے"),
    "tapper": ("چھچھوندر", "جلدی ٹیپ", "ٹیپ کرنے"),
    "slide": ("سلائیڈ پزل", "سرکنے والی پہیلی"),
    "grid_puzzle": ("سوکوبان", "ڈبے دھکیل", "ڈبوں کو دھکیل"),
    "tower_defense": ("ٹاور ڈیفنس", "قلعے کا دفاع"),
    "chess": ("شطرنج",),
    "tetris": ("ٹیٹرس", "گرتے بلاک"),
    "racing": ("ریسنگ", "کار ریس", "گاڑیوں کی دوڑ"),
    "pong": ("پونگ", "ٹیبل ٹینس"),
    "pinball": ("پن بال",),
    "rhythm": ("ردھم", "موسیقی کا گیم"),
    "quiz": ("کوئز", "سوال جواب"),
    "card_game": ("تاش", "کارڈ گیم"),
    "rpg": ("آر پی جی", "کردار ادا"),
    "strategy": ("حکمت عملی", "اسٹریٹجی"),
    "fighting": ("لڑائی کا گیم", "فائٹنگ"),
    "sudoku": ("سوڈوکو",),
    "maze": ("بھول بھلیاں",),
    "golf": ("گالف",),
    "sports": ("کرکٹ", "فٹ بال", "ہاکی"),
    "word_game": ("الفاظ کا کھیل", "لفظوں کا کھیل", "ورڈل"),
    "simulation": ("سمیولیشن", "کھیتی باڑی"),
    "typing": ("ٹائپنگ",),
    "tic_tac_toe": ("زیرو کاٹا", "ٹک ٹیک ٹو"),
    "minesweeper": ("مائن سویپر", "بارودی سرنگیں ڈھونڈ"),
    "number_merge": ("نمبر ملا", "اعداد ملا"),
    "connect_four": ("کنیکٹ فور", "چار ایک قطار"),
    "asteroids": ("سیارچے", "ایسٹرائڈ"),
    "crossing": ("سڑک پار",),
    "bubble_shooter": ("ببل شوٹر", "بلبلے پھوڑ"),
    "stacker": ("اوپر تلے رکھ", "ٹاور بنا"),
    "fishing": ("مچھلی پکڑ", "ماہی گیری"),
    "cooking": ("کھانا پکا", "باورچی"),
    "mahjong": ("ماہجونگ",),
    # "سانپ سیڑھی" (snakes and ladders) is a board game, named as the snake game is.
    "board_game": ("سانپ سیڑھی", "لڈو", "کیرم", "بورڈ گیم"),
    "jigsaw": ("جگسا", "تصویری پہیلی"),
    "slingshot": ("غلیل",),
    "puzzle": ("پہیلی", "پزل"),
}

MECHANICS = {
    "shrink_paddle": ("پیڈل چھوٹا", "چھوٹا پیڈل"),
    "speed_up": ("تیز ہوتا", "تیز ہوتی", "تیز ہو جاتا", "تیز ہو جاتی", "رفتار بڑھ"),
    "bonus": ("بونس",),
    "hazards": ("رکاوٹ", "کانٹے", "کانٹوں", "پھندے"),
    "lives": ("زندگیاں", "زندگیوں", "اضافی زندگی"),
    "double_jump": ("ڈبل جمپ", "دوہری چھلانگ"),
    "shield": ("ڈھال", "پاور اپ"),
    "narrowing_gap": ("فاصلہ کم ہو", "خلا تنگ"),
    "time_penalty": ("وقت کی سزا", "سیکنڈ کٹ"),
    "combo": ("کومبو",),
    "bomb": ("بموں", "بم سے", "بم کو", "بم ہو"),
    "poison": ("زہر", "زہریل"),
    "levels": ("لیولز", "مراحل", "ہر لیول", "اگلا لیول", "اگلے لیول"),
    "high_score": ("ہائی سکور", "بہترین سکور", "ریکارڈ"),
    "coins": ("سکوں کو", "سکے جمع", "سونے کے سکے"),
    "enemies": ("دشمن",),
    "boss": ("آخر میں باس", "آخری باس", "باس فائٹ", "باس سے"),
    "two_players": ("دو کھلاڑی", "دو لوگوں کے"),
    # The computer as the opponent ("against the computer", "vs AI"): see pitch_words.MECHANICS.
    "vs_computer": ("کمپیوٹر کے خلاف", "کمپیوٹر سے مقابلہ"),
}
# Walls said not to be ask for edges that wrap around (see pitch_words.MECHANICS_BY_ABSENCE).
MECHANICS_BY_ABSENCE = {"wrap": ("دیوار",)}

THEMES = {
    "candy": ("ٹافی", "مٹھائی"),
    "ocean": ("سمندر", "پانی کے نیچے"),
    "space": ("خلائی", "خلا میں", "کہکشاں"),
    "forest": ("جنگل",),
    "neon": ("نیون",),
    "fruit": ("پھلوں", "تربوز"),
    "spooky": ("بھوت", "ڈراؤن"),
    "winter": ("سردی", "برف"),
    "desert": ("صحرا", "ریگستان"),
    "retro": ("ریٹرو", "پکسل"),
}

CONTROLS = {
    "keys": ("کی بورڈ", "تیر کے بٹن", "ایرو کی"),
    "touch": ("ٹچ", "چھو کر", "سوائپ"),
    "mouse": ("ماؤس", "کلک"),
}
TARGETS = {
    "phone": ("موبائل", "فون", "ٹیبلٹ"),
    "desktop": ("کمپیوٹر", "لیپ ٹاپ"),
}
DIFFICULTY = {
    "easy": ("آسان", "بچوں کے لیے", "بچوں کے لئے"),
    "hard": ("مشکل",),
}

WIN = ("جیت", "جیتو", "جیتنے")
LOSE = ("ہار جاؤ", "ہار جاتے", "گیم اوور")
# A round said to end, neither lost nor won: its clause tells which.
ROUND_ENDS = ("گیم ختم",)

SECOND_WORDS = ("سیکنڈ",)
MINUTE_WORDS = ("منٹ",)
# Words for a timer, read where said not to be, and words that alone say there is none (see
# pitch_words.TIMER_WORDS, UNTIMED).
TIMER_WORDS = ("ٹائمر", "وقت کی حد", "وقت کی پابندی", "الٹی گنتی", "گھڑی")
UNTIMED = ("وقت کی کوئی حد نہیں", "لامحدود وقت")
HALF_MINUTE = ("آدھا منٹ", "آدھے منٹ")
EVERY_WORDS = ("ہر",)
NUMBER_WORDS = {
    "ایک": 1,
    "دو": 2,
    "تین": 3,
    "چار": 4,
    "پانچ": 5,
    "چھ": 6,
    "سات": 7,
    "آٹھ": 8,
    "دس": 10,
    "پندرہ": 15,
    "بیس": 20,
    "تیس": 30,
    "چالیس": 40,
    "پچاس": 50,
    "ساٹھ": 60,
    "نوے": 90,
}
