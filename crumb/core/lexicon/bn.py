"""Bengali: the words of a pitch in Bengali, by the vocabulary's keys (see :mod:`crumb.core.lexicon`).

Bengali is told by its script. It writes its case endings and counters onto a word ("সাপের", of the
snake; "তিনটি", three), so its words match as substrings. A word that stands inside common Bengali
words is named in a phrase or form they do not hold: not "বস" (a boss, inside "বসে", sitting) but
"বস ফাইট", "বসের", "শেষে বস"; not "বন" (a forest, inside many words) but "জঙ্গল"; not "ইট" (a brick)
but "ইট ভাঙা".
"""

from __future__ import annotations

CODE = "bn"
NAME = "Bengali"

JOINERS = ("এবং", "আর", "কিন্তু", "তবে")
# Words that ask nothing of a game: I, my, for, a, want, game, please.
FILLERS = ("আমি", "আমার", "জন্য", "একটা", "একটি", "চাই", "গেম", "দয়া", "করে")
NEGATIONS = ("কোনো", "কোন")  # "কোনো শত্রু নেই": no enemy; the noun's "নেই" after it says so too
# Said after the thing: "দেয়াল ছাড়া" (without walls), "শত্রু নেই" (no enemies); not "না", which
# begins too many words ("নাম", a name) where words are matched as substrings.
NEGATIONS_AFTER = ("ছাড়া", "নেই")
# "টেট্রিসের মতো না, …": not like Tetris, where the clause ends after it ("না" alone begins too many words).
NEGATIONS_CLOSING = ("মতো না", "মতো নয়", "মত না", "মতন না")
OPPONENTS_AFTER = ("এর বিরুদ্ধে", "বিরুদ্ধে")

KINDS = {
    "match3": ("তিনটি মেলাও", "তিনটা মেলাও", "ম্যাচ থ্রি"),
    "snake": ("সাপ",),
    "breakout": ("ইট ভাঙা", "ব্রেকআউট"),
    "runner": ("রানার", "ফ্ল্যাপি", "অবিরাম দৌড়"),
    "platformer": ("প্ল্যাটফর্ম",),
    "shooter": ("শুটার", "শুটিং", "গুলি করা"),
    "dodger": ("এড়িয়ে চল", "ডজ"),
    "catcher": ("ঝুড়ি দিয়ে", "ঝুড়িতে", "পড়ন্ত … ধর"),
    "memory": ("মেমোরি", "স্মৃতি", "জোড়া মেলাও"),
    "tapper": ("ছুঁচো", "দ্রুত ট্যাপ"),
    "slide": ("স্লাইড পাজল", "সরানো ধাঁধা"),
    "grid_puzzle": ("সোকোবান", "বাক্স ঠেল"),
    "tower_defense": ("টাওয়ার ডিফেন্স", "দুর্গ রক্ষা"),
    "chess": ("দাবা",),
    "tetris": ("টেট্রিস", "পড়ন্ত ব্লক"),
    "racing": ("রেসিং", "গাড়ির দৌড়", "কার রেস"),
    "pong": ("পং", "টেবিল টেনিস"),
    "pinball": ("পিনবল",),
    "rhythm": ("রিদম", "তালের খেলা"),
    "quiz": ("কুইজ", "প্রশ্নোত্তর"),
    "card_game": ("তাস", "কার্ড গেম"),
    "rpg": ("আরপিজি", "রোল প্লেয়িং"),
    "strategy": ("কৌশলের খেলা", "স্ট্র্যাটেজি"),
    "fighting": ("মারামারি", "ফাইটিং"),
    "sudoku": ("সুডোকু",),
    "maze": ("গোলকধাঁধা",),
    "golf": ("গলফ",),
    "sports": ("ক্রিকেট", "ফুটবল", "হকি"),
    "word_game": ("শব্দের খেলা", "শব্দ খেলা", "ওয়ার্ডল"),
    "simulation": ("সিমুলেশন", "খামার"),
    "typing": ("টাইপিং",),
    "tic_tac_toe": ("টিক ট্যাক টো", "কাটাকুটি"),
    "minesweeper": ("মাইনসুইপার",),
    "number_merge": ("সংখ্যা মেলাও", "সংখ্যা জোড়া"),
    "connect_four": ("কানেক্ট ফোর", "চারটি এক সারিতে"),
    "asteroids": ("গ্রহাণু", "অ্যাস্টেরয়েড"),
    "crossing": ("রাস্তা পার",),
    "bubble_shooter": ("বাবল শুটার", "বুদবুদ ফাটাও"),
    "stacker": ("উপরে উপরে সাজাও", "টাওয়ার বানাও"),
    "fishing": ("মাছ ধরা",),
    "cooking": ("রান্না",),
    "mahjong": ("মাহজং",),
    # "সাপ লুডু" and "সাপ-সিঁড়ি" (snakes and ladders) are board games, named as the snake game is.
    "board_game": ("সাপ লুডু", "সাপ-সিঁড়ি", "সাপ সিঁড়ি", "লুডু", "বোর্ড গেম", "ক্যারম"),
    "jigsaw": ("জিগস", "ছবির ধাঁধা"),
    "slingshot": ("গুলতি",),
    "puzzle": ("ধাঁধা", "পাজল"),
}

MECHANICS = {
    "shrink_paddle": ("প্যাডেল ছোট", "ছোট প্যাডেল"),
    "speed_up": ("দ্রুত হয়", "দ্রুত হতে", "গতি বাড়", "জোরে চল"),
    "bonus": ("বোনাস",),
    "hazards": ("কাঁটা", "বাধা", "ফাঁদ"),
    "lives": ("জীবন", "লাইফ"),
    "double_jump": ("ডাবল জাম্প", "দুবার লাফ"),
    "shield": ("ঢাল", "পাওয়ার আপ"),
    "narrowing_gap": ("ফাঁক ছোট", "ফাঁক সরু"),
    "time_penalty": ("সময় কাটা", "সেকেন্ড কাটা"),
    "combo": ("কম্বো",),
    "bomb": ("বোমা",),
    "poison": ("বিষ",),
    "levels": ("লেভেল", "স্তর", "ধাপ"),
    "high_score": ("হাই স্কোর", "সর্বোচ্চ স্কোর", "সেরা স্কোর"),
    "coins": ("কয়েন", "মুদ্রা"),
    "enemies": ("শত্রু",),
    "boss": ("বস ফাইট", "বসের", "শেষে বস", "শেষ বস"),
    "two_players": ("দুইজন খেলোয়াড়", "দুজন খেলোয়াড়", "দুই খেলোয়াড়", "দুজনে", "দুইজনে", "দুইজন খেল", "দুজন খেল"),
    # The computer as the opponent ("against the computer", "vs AI"): see pitch_words.MECHANICS.
    "vs_computer": ("কম্পিউটারের বিরুদ্ধে", "কম্পিউটারের সাথে খেলা"),
}
# Walls said not to be ask for edges that wrap around (see pitch_words.MECHANICS_BY_ABSENCE).
MECHANICS_BY_ABSENCE = {"wrap": ("দেয়াল", "দেওয়াল")}

THEMES = {
    "candy": ("ক্যান্ডি", "মিষ্টি"),
    "ocean": ("সমুদ্র", "পানির নিচে", "জলের নিচে"),
    "space": ("মহাকাশ", "মহাশূন্য"),
    "forest": ("জঙ্গল", "অরণ্য"),
    "neon": ("নিয়ন",),
    "fruit": ("ফলের", "ফল খা"),
    "spooky": ("ভূত", "ভৌতিক"),
    "winter": ("শীত", "বরফ"),
    "desert": ("মরুভূমি",),
    "retro": ("রেট্রো", "পিক্সেল"),
}

CONTROLS = {
    "keys": ("কীবোর্ড", "তীর চিহ্ন", "অ্যারো কী"),
    "touch": ("টাচ", "ছুঁয়ে", "সোয়াইপ"),
    "mouse": ("মাউস", "ক্লিক"),
}
TARGETS = {
    "phone": ("মোবাইল", "ফোন", "ট্যাবলেট"),
    "desktop": ("কম্পিউটার", "ল্যাপটপ"),
}
DIFFICULTY = {
    "easy": ("সহজ", "বাচ্চাদের জন্য", "শিশুদের জন্য"),
    "hard": ("কঠিন",),
}

WIN = ("জিতবে", "জিততে", "জয়")
LOSE = ("হেরে যাবে", "গেম ওভার")
# A round said to end, neither lost nor won: its clause tells which.
ROUND_ENDS = ("খেলা শেষ",)

SECOND_WORDS = ("সেকেন্ড",)
MINUTE_WORDS = ("মিনিট",)
# Words for a timer, read where said not to be, and words that alone say there is none (see
# pitch_words.TIMER_WORDS, UNTIMED).
TIMER_WORDS = ("টাইমার", "সময়সীমা", "সময় সীমা", "ঘড়ি", "কাউন্টডাউন")
UNTIMED = ("অসীম সময়",)
HALF_MINUTE = ("আধা মিনিট", "আধ মিনিট")
EVERY_WORDS = ("প্রতি",)
NUMBER_WORDS = {
    "এক": 1,
    "দুই": 2,
    "তিন": 3,
    "চার": 4,
    "পাঁচ": 5,
    "ছয়": 6,
    "দশ": 10,
    "পনেরো": 15,
    "বিশ": 20,
    "ত্রিশ": 30,
    "চল্লিশ": 40,
    "পঞ্চাশ": 50,
    "ষাট": 60,
    "নব্বই": 90,
}

# The creatures, people and vehicles a pitch names (see pitch_kinds.CHARACTERS).

# The creatures, people and vehicles a pitch names (see pitch_kinds.CHARACTERS).
CHARACTERS = {
    "cat": ("বিড়াল", "বেড়াল"),
    "dog": ("কুকুর",),
    "frog": ("ব্যাঙ",),
    "duck": ("হাঁস",),
    "chicken": ("মুরগি", "মুরগী"),
    "bird": ("পাখি",),
    "fish": ("মাছ",),
    "shark": ("হাঙর",),
    "rabbit": ("খরগোশ",),
    "monkey": ("বানর", "বাঁদর"),
    "bear": ("ভালুক",),
    "dragon": ("ড্রাগন",),
    "robot": ("রোবট",),
    "car": ("গাড়ি",),
    "rocket": ("রকেট",),
    "plane": ("বিমান", "উড়োজাহাজ", "প্লেন"),
    "helicopter": ("হেলিকপ্টার",),
    "boat": ("নৌকা",),
    "train": ("ট্রেন",),
    "dinosaur": ("ডাইনোসর",),
    "zombie": ("জম্বি",),
    "lion": ("সিংহ",),
    "elephant": ("হাতি",),
}
