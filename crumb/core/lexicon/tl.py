"""Tagalog: the words of a pitch in Tagalog, by the vocabulary's keys (see :mod:`crumb.core.lexicon`).

Tagalog is told by its common words ("ang", "ng", "mga", "sa", "laro"). Many of its words are Spanish
or English ones as written ("bomba", "minuto", "boss") or another language's words too, so its words
count only in a pitch in Tagalog (``OWN_PITCH_ONLY``). A number takes its linker: "dalawang minuto",
"tatlong buhay", "apat na minuto".
"""

from __future__ import annotations

CODE = "tl"
NAME = "Tagalog"
OWN_PITCH_ONLY = True

JOINERS = ("at", "pero", "ngunit", "habang")
# Words that begin a phrase of their own, and words that ask nothing of a game on their own (see
# pitch_words.PHRASE_STARTS and FILLERS).
PHRASE_STARTS = ("kasama", "na may", "may", "kung saan", "laban", "kalaban", "din", "rin", "tapos")
FILLERS = (
    "ako",
    "ko",
    "akin",
    "kami",
    "tayo",
    "gusto",
    "gawa",
    "gumawa",
    "gawin",
    "pakigawa",
    "paki",
    "po",
    "naman",
    "lang",
    "salamat",
    "masaya",
    "simple",
    "simpleng",
    "maliit",
    "maikli",
    "mabilis",
    "astig",
    "maganda",
    "klasiko",
    "klasikong",
    "uri",
    "parang",
    "isang",
    "isa",
    "napaka",
    "laruin",
    "maglaro",
    "manlalaro",
    "ay",
    "mga",
)
NEGATIONS = ("walang", "wala", "hindi")
# Words for "like" said between a negation and a game named (see pitch_words.LIKENESS): "hindi tulad ng tetris".
LIKENESS = ("tulad ng", "gaya ng", "parang", "katulad ng")
# Words for "or" that carry a negation on to the thing after them (see pitch_words.DISJUNCTIONS).
DISJUNCTIONS = ("o",)
OPPONENTS = ("laban sa",)

MARKERS = (
    "ang",
    "ng",
    "mga",
    "nang",
    "sa",
    "na",
    "laro",
    "larong",
    # Spoken Taglish: "gawa mo ako ng memory game", make me a memory game; "yung", "lang".
    *("gawa", "gumawa", "mo", "ako", "may", "yung", "lang"),
    "bawat",
    "kapag",
    "pero",
    "ikaw",
    "siya",
    "ito",
    "dapat",
    "lamang",
    "habang",
    "segundo",
    "minuto",
)

# Its words for a game: a kind's name one letter off beside one is read (see pitch_words.GAME_WORDS).
GAME_WORDS = (
    "laro",
    "larong",
)

KINDS = {
    "match3": ("pagtutugma ng tatlo", "tatlong magkakapareho"),
    "snake": ("ahas",),
    "breakout": ("pagbasag ng bloke", "basagin ang mga bloke"),
    "runner": ("takbuhan", "walang katapusang takbo"),
    "platformer": ("plataporma",),
    "shooter": ("barilan", "pamamaril"),
    "dodger": ("umiwas", "iwasan ang"),
    "catcher": ("saluhin", "sumalo ng", "nahuhulog … saluhin"),
    "memory": ("memorya", "pagtutugma ng baraha"),
    "tapper": ("paluin ang nunal", "hampasin ang nunal"),
    "slide": ("palaisipang dumudulas",),
    "grid_puzzle": ("itulak ang kahon", "itulak ang mga kahon"),
    "tower_defense": ("pagtatanggol ng tore",),
    "chess": ("ahedres",),
    "tetris": ("tetris", "nahuhulog na bloke"),
    "racing": ("karera", "karerahan"),
    "pong": ("pingpong", "ping pong"),
    "pinball": ("pinbol",),
    "rhythm": ("ritmo",),
    "quiz": ("pagsusulit", "tanong at sagot"),
    "card_game": ("larong baraha", "baraha"),
    "rpg": ("pakikipagsapalaran",),
    "strategy": ("estratehiya",),
    "fighting": ("suntukan", "labanan"),
    "sudoku": ("sudoku",),
    "maze": ("laberinto",),
    "golf": ("golp",),
    "sports": ("basketbol", "bolibol"),
    "word_game": ("larong salita", "hulaan ang salita"),
    "simulation": ("simulasyon", "pagsasaka"),
    "typing": ("pagmamakinilya", "pagta-type"),
    "tic_tac_toe": ("tik tak to", "tik-tak-to"),
    "minesweeper": ("paghahanap ng mina",),
    "number_merge": ("pagsasama ng numero",),
    "connect_four": ("apat na magkakasunod",),
    "asteroids": ("asteroyd",),
    "crossing": ("tumawid sa kalsada", "pagtawid sa kalsada"),
    "bubble_shooter": ("pagputok ng bula", "paputukin ang bula"),
    "stacker": ("pagpapatong", "pagsasalansan"),
    "fishing": ("pangingisda",),
    "cooking": ("pagluluto",),
    "mahjong": ("madyong",),
    # "ahas at hagdan" (snakes and ladders) is a board game, named as the snake game is.
    "board_game": ("ahas at hagdan", "sungka", "larong pang-mesa"),
    "jigsaw": ("buuin ang larawan",),
    "slingshot": ("tirador",),
    "puzzle": ("palaisipan",),
}

MECHANICS = {
    "shrink_paddle": ("lumiliit na paddle", "paliit na paddle"),
    "speed_up": ("pabilis nang pabilis", "pabilis ng pabilis", "bumibilis", "bibilis"),
    "bonus": ("dagdag na puntos", "bonus"),
    "hazards": ("patibong", "tinik", "bitag"),
    "lives": ("buhay",),
    "double_jump": ("dobleng talon",),
    "shield": ("kalasag",),
    "narrowing_gap": ("kumikitid na puwang", "kumikitid ang puwang"),
    "time_penalty": ("bawas na oras", "bawas na segundo"),
    "combo": ("kombo", "combo"),
    "bomb": ("bomba",),
    "poison": ("lason",),
    "levels": ("antas", "lebel"),
    "high_score": ("pinakamataas na iskor", "mataas na iskor"),
    "coins": ("barya",),
    "enemies": ("kalaban",),
    "boss": ("boss", "bos"),
    "two_players": ("dalawang manlalaro", "dalawahan"),
    # The computer as the opponent ("against the computer", "vs AI"): see pitch_words.MECHANICS.
    "vs_computer": ("laban sa … computer", "kalaban ang computer"),
}
# Walls said not to be ask for edges that wrap around (see pitch_words.MECHANICS_BY_ABSENCE).
MECHANICS_BY_ABSENCE = {"wrap": ("pader", "dingding")}

THEMES = {
    "candy": ("kendi",),
    "ocean": ("dagat", "karagatan"),
    "space": ("kalawakan",),
    "forest": ("gubat", "kagubatan"),
    "neon": ("neon",),
    "fruit": ("prutas",),
    "spooky": ("multo", "nakakatakot"),
    "winter": ("taglamig", "niyebe"),
    "desert": ("disyerto",),
    "retro": ("retro",),
}

CONTROLS = {
    "keys": ("teklado", "keyboard"),
    "touch": ("pindutin ang screen", "i-tap"),
    "mouse": ("mouse", "i-click"),
}
TARGETS = {
    "phone": ("cellphone", "selpon", "telepono"),
    "desktop": ("kompyuter", "computer"),
}
# An adjective with its linker ("madaling laro") or "napaka-" (very: "napakahirap").
DIFFICULTY = {
    "easy": ("madali", "madaling", "napakadali", "pambata", "para sa mga bata"),
    "hard": ("mahirap", "mahirap na", "napakahirap"),
}

WIN = ("manalo", "panalo")
LOSE = ("matalo", "talo")

SECOND_WORDS = ("segundo",)
MINUTE_WORDS = ("minuto",)
# Words for a timer, read where said not to be, and words that alone say there is none (see
# pitch_words.TIMER_WORDS, UNTIMED).
TIMER_WORDS = (
    "timer",
    "orasan",
    "takdang oras",
    "limitasyon sa oras",
    "limitasyon ng oras",
    "limitasyong oras",
    "countdown",
)
EVERY_WORDS = ("bawat",)
NUMBER_WORDS = {
    "isa": 1,
    "isang": 1,
    "dalawa": 2,
    "dalawang": 2,
    "tatlo": 3,
    "tatlong": 3,
    "apat na": 4,
    "lima": 5,
    "limang": 5,
    "anim na": 6,
    "sampu": 10,
    "sampung": 10,
    "tatlumpung": 30,
    "animnapung": 60,
}

# The creatures, people and vehicles a pitch names (see pitch_kinds.CHARACTERS).

# The creatures, people and vehicles a pitch names (see pitch_kinds.CHARACTERS).
CHARACTERS = {
    "cat": ("pusa",),
    "dog": ("aso",),
    "frog": ("palaka",),
    "chicken": ("manok",),
    "bird": ("ibon",),
    "fish": ("isda",),
    "shark": ("pating",),
    "rabbit": ("kuneho",),
    "monkey": ("unggoy", "matsing"),
    "dragon": ("dragon",),
    "car": ("kotse",),
    "plane": ("eroplano",),
    "boat": ("bangka",),
    "ghost": ("multo",),
    "lion": ("leon",),
    "elephant": ("elepante",),
}
