"""Swahili: the words of a pitch in Swahili, by the vocabulary's keys (see :mod:`crumb.core.lexicon`).

Swahili writes its verbs with their subject and tense in front ("inaongeza", it increases;
"unaoongeza", which increases), so a verb is listed in the forms a pitch uses; it says a number after
what it counts ("maisha matatu", three lives; "dakika mbili", two minutes: ``NUMBER_AFTER_UNIT``).
"kompyuta" (a computer) also begins "kompyuta kibao" (a tablet): a desktop is named "kompyuta ya
mezani"; "tunda" (a fruit the snake eats) names no fruit look, "matunda" (fruits) does. Each word
checked against other languages' word lists (hunspell): not "bao" (Vietnamese "bao nhiêu", how many)
but "mchezo wa bao", not "kinga" (a Polish name), not "pipi", not "manati" (Portuguese, a manatee),
not "bosi" (Polish, barefoot) but "bosi wa mwisho".
"""

from __future__ import annotations

CODE = "sw"
NAME = "Swahili"
NUMBER_AFTER_UNIT = True

JOINERS = ("na", "lakini", "ila", "wakati")
# Words that begin a phrase of their own, and words that ask nothing of a game on their own (see
# pitch_words.PHRASE_STARTS and FILLERS).
PHRASE_STARTS = ("pamoja", "ambapo", "ambao", "ambayo", "dhidi", "pia", "kisha")
FILLERS = (
    "mimi",
    "nina",
    "nataka",
    "ningependa",
    "tengeneza",
    "unda",
    "tafadhali",
    "asante",
    "wa",
    "ya",
    "la",
    "za",
    "cha",
    "vya",
    "kufurahisha",
    "rahisi",
    "kidogo",
    "fupi",
    "haraka",
    "nzuri",
    "aina",
    "kitu",
    "sana",
    "tu",
    "kucheza",
    "mchezaji",
    "wachezaji",
    "ni",
    "kuwa",
    "kuna",
    "toleo",
)
NEGATIONS = ("bila", "hakuna", "hapana", "si", "sio")
# Words for "like" said between a negation and a game named (see pitch_words.LIKENESS): "si kama tetris".
LIKENESS = ("kama", "mfano wa")
# Words for "or" that carry a negation on to the thing after them (see pitch_words.DISJUNCTIONS).
DISJUNCTIONS = ("au",)
OPPONENTS = ("dhidi ya",)

MARKERS = (
    *("mchezo", "michezo", "mchezaji", "wachezaji", "wa", "kwa", "kila", "ya", "za", "kwenye", "katika"),
    *("sekunde", "dakika", "ni", "huku", "lazima", "haraka", "zaidi", "na", "kama", "unaweza"),
)

KINDS = {
    "match3": ("panga tatu", "linganisha tatu", "tatu mfululizo"),
    "snake": ("nyoka",),
    "breakout": ("vunja matofali", "kuvunja matofali", "matofali"),
    "runner": ("kukimbia bila kikomo", "kukimbia bila mwisho", "mbio zisizo na mwisho", "mchezo wa kukimbia"),
    "platformer": ("majukwaa", "jukwaa"),
    "shooter": ("kupiga risasi", "risasi", "ufyatuaji"),
    "dodger": ("kukwepa", "kwepa"),
    "catcher": ("kudaka", "daka matunda", "kwa kikapu"),
    "memory": ("kumbukumbu", "tafuta jozi", "linganisha kadi"),
    "tapper": ("piga fuko", "fuko"),
    "slide": ("fumbo la kutelezesha", "telezesha namba"),
    "grid_puzzle": ("sukuma masanduku", "kusukuma masanduku"),
    "tower_defense": ("ulinzi wa mnara", "linda mnara"),
    "chess": ("chesi", "sataranji"),
    "tetris": ("vitalu vinavyoanguka", "matofali yanayoanguka"),
    "racing": ("mbio za magari", "mashindano ya magari", "mbio za"),
    "pong": ("tenisi ya meza",),
    "pinball": ("pinboli",),
    "rhythm": ("mdundo", "mchezo wa muziki"),
    "quiz": ("chemsha bongo", "maswali na majibu"),
    "card_game": ("karata", "mchezo wa kadi"),
    "rpg": ("kuigiza nafasi",),
    "strategy": ("mkakati", "mikakati"),
    "fighting": ("mapigano", "mchezo wa kupigana"),
    "sudoku": ("sudoku",),
    "maze": ("msokoto",),
    "golf": ("gofu",),
    "sports": ("mpira wa miguu", "kandanda", "mpira wa kikapu", "mpira wa wavu"),
    "word_game": ("mchezo wa maneno", "tafuta maneno"),
    "simulation": ("uigaji", "kilimo", "kujenga mji"),
    "typing": ("kuandika haraka", "mchezo wa kuandika", "kucharaza"),
    "tic_tac_toe": ("x na o",),
    "minesweeper": ("tegua mabomu",),
    "number_merge": ("unganisha namba",),
    "connect_four": ("nne mfululizo", "unganisha nne"),
    "asteroids": ("piga vimondo", "lipua vimondo"),
    "crossing": ("vuka barabara", "kuvuka barabara"),
    "bubble_shooter": ("piga mapovu", "pasua mapovu", "mapovu"),
    "stacker": ("jenga mnara", "rundika vitalu"),
    "fishing": ("uvuvi", "kuvua samaki", "vua samaki"),
    "cooking": ("kupika", "mpishi", "mgahawa"),
    "mahjong": ("mahjong",),
    "board_game": ("mchezo wa ubao", "mchezo wa bao", "drafti", "ludo"),
    "jigsaw": ("fumbo la picha", "unganisha vipande"),
    "slingshot": ("kombeo",),
    "puzzle": ("fumbo", "mafumbo"),
}

MECHANICS = {
    "shrink_paddle": ("kibao kinapungua", "kibao kinakuwa kidogo", "ubao … unapungua"),
    "speed_up": (
        "kuongeza kasi",
        "inaongeza kasi",
        "anaongeza kasi",
        "unaoongeza kasi",
        "huongeza kasi",
        "kasi … inaongezeka",
        "kasi … huongezeka",
        "kasi zaidi",
        "haraka zaidi",
    ),
    "bonus": ("bonasi", "alama mara mbili", "zawadi"),
    "hazards": ("vikwazo", "kizuizi", "vizuizi", "miiba", "mitego", "mtego"),
    "lives": ("maisha matatu", "maisha mawili", "maisha matano", "maisha ya ziada", "maisha 3", "maisha 5"),
    "double_jump": ("kuruka mara mbili", "ruka mara mbili"),
    "shield": ("ngao",),
    "narrowing_gap": ("pengo … linapungua", "nafasi … inapungua", "mwanya … unapungua"),
    "time_penalty": ("adhabu ya muda", "punguza sekunde", "unapoteza sekunde", "kupoteza muda"),
    "combo": ("kombo", "kizidishi"),
    "bomb": ("bomu", "mabomu"),
    "poison": ("sumu",),
    "levels": ("viwango", "ngazi"),
    "high_score": ("alama za juu", "rekodi", "alama bora"),
    "coins": ("sarafu",),
    "enemies": ("maadui", "adui"),
    "boss": ("bosi wa mwisho", "bosi mkubwa", "pambana na bosi", "adui mkuu"),
    "two_players": ("wachezaji wawili", "wachezaji 2"),
    # The computer as the opponent ("against the computer", "vs AI"): see pitch_words.MECHANICS.
    "vs_computer": ("dhidi ya kompyuta",),
}
# Walls said not to be ask for edges that wrap around (see pitch_words.MECHANICS_BY_ABSENCE).
MECHANICS_BY_ABSENCE = {"wrap": ("kuta", "ukuta")}

THEMES = {
    "candy": ("peremende", "pipi tamu"),
    "ocean": ("bahari", "baharini", "chini ya maji", "samaki"),
    "space": ("anga za juu", "angani", "sayari", "nyota", "galaksi"),
    "forest": ("msitu", "msituni", "porini", "bustani"),
    "neon": ("taa za neon",),
    "fruit": ("matunda", "stroberi", "tikiti maji"),
    "spooky": ("mizimu", "mzimu", "kutisha", "zombi"),
    "winter": ("majira ya baridi", "theluji", "barafu"),
    "desert": ("jangwa", "jangwani", "mchanga", "misri"),
    "retro": ("pikseli", "ya zamani"),
}

CONTROLS = {
    "keys": ("vitufe vya mishale", "mishale", "kibodi", "kitufe cha nafasi"),
    "touch": ("gusa skrini", "kugusa", "telezesha kidole", "skrini ya kugusa"),
    "mouse": ("kipanya", "bofya", "buruta"),
}
TARGETS = {
    "phone": ("simu", "simu janja", "kompyuta kibao"),
    "desktop": ("kompyuta ya mezani", "kompyuta mpakato"),
}
DIFFICULTY = {
    "easy": ("rahisi", "kwa watoto", "wanaoanza"),
    "hard": ("ngumu", "vigumu", "changamoto"),
}

WIN = ("kushinda", "unashinda", "utashinda", "ushindi")
LOSE = ("umeshindwa", "unashindwa", "kushindwa", "unakufa")
# A round said to end, neither lost nor won: its clause tells which.
ROUND_ENDS = ("mchezo unaisha",)
LOSE_NOT_BEFORE = ("maisha", "sekunde", "muda")

SECOND_WORDS = ("sekunde",)
MINUTE_WORDS = ("dakika",)
# Words for a timer, read where said not to be, and words that alone say there is none (see
# pitch_words.TIMER_WORDS, UNTIMED).
TIMER_WORDS = ("kipima muda", "kipimo cha muda", "kikomo cha muda", "muda maalum", "timer")
UNTIMED = ("muda usio na kikomo",)
HALF_MINUTE = ("nusu dakika",)
HALVES_AFTER_UNIT = ("na nusu",)
EVERY_WORDS = ("kila",)
NUMBER_WORDS = {
    "moja": 1,
    "mbili": 2,
    "tatu": 3,
    "nne": 4,
    "tano": 5,
    "sita": 6,
    "kumi": 10,
    "kumi na tano": 15,
    "ishirini": 20,
    "thelathini": 30,
    "arobaini": 40,
    "arobaini na tano": 45,
    "hamsini": 50,
    "sitini": 60,
    "tisini": 90,
}

# The creatures, people and vehicles a pitch names (see pitch_kinds.CHARACTERS).

# The creatures, people and vehicles a pitch names (see pitch_kinds.CHARACTERS).
CHARACTERS = {
    "cat": ("paka",),
    "dog": ("mbwa",),
    "frog": ("chura", "vyura"),
    "chicken": ("kuku",),
    "fish": ("samaki",),
    "rabbit": ("sungura",),
    "monkey": ("tumbili", "nyani"),
    "bear": ("dubu",),
    "dragon": ("dragoni",),
    "robot": ("roboti",),
    "car": ("gari", "magari"),
    "rocket": ("roketi",),
    "plane": ("eropleni",),
    "helicopter": ("helikopta",),
    "boat": ("mashua", "boti"),
    "train": ("treni",),
    "ghost": ("mzimu", "mizimu"),
    "lion": ("simba",),
    "elephant": ("tembo",),
}
