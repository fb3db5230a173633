"""Danish: the words of a pitch in Danish, by the vocabulary's keys (see :mod:`crumb.core.lexicon`).

Danish joins its words ("slangespil", "dobbelthop", "rumskyder"): a stem (``~``) catches the
compounds a word heads, a noun of four letters or more is read as a compound's last part too
("guldmønt"). Its short words are other languages' words as written ("let", easy; "is", ice; "liv",
lives; "mus", a mouse) and Swedish and Norwegian share many of them, so its words count only in a
pitch in Danish (``OWN_PITCH_ONLY``). A definite noun takes its article as an ending ("slangen",
"fjenderne"); a "puslespil" is a jigsaw, a "slangebøsse" a slingshot and no snake.
"""

from __future__ import annotations

CODE = "da"
NAME = "Danish"
LETTERS = "æøå"
OWN_PITCH_ONLY = True

# Plural and definite endings ("slanger", "slangen", "slangerne", "fjender", "mønterne").
ENDINGS = ("en", "et", "n", "t", "r", "er", "e", "ne", "erne", "rne")

# It joins words into compounds: a noun of its vocabulary is read as a compound's last part too.
COMPOUNDS = True

# Words that begin a clause of their own: a phrase's gap never holds one.
JOINERS = ("og", "men", "mens")
# Words that begin a phrase of their own, and words that ask nothing of a game on their own (see
# pitch_words.PHRASE_STARTS and FILLERS).
PHRASE_STARTS = ("med", "hvor", "mod", "også", "så", "som")
FILLERS = (
    "jeg",
    "mig",
    "min",
    "mit",
    "vi",
    "os",
    "vil",
    "gerne",
    "lav",
    "lave",
    "byg",
    "venligst",
    "tak",
    "sjovt",
    "sjov",
    "simpelt",
    "enkelt",
    "lille",
    "kort",
    "hurtigt",
    "fedt",
    "klassisk",
    "type",
    "stil",
    "noget",
    "meget",
    "bare",
    "kun",
    "spille",
    "spiller",
    "der",
    "er",
    "være",
    "have",
    "kan",
    "version",
)
# An opponent, not a thing to play on (see pitch_words.OPPONENTS): "mod computeren".
OPPONENTS = ("mod",)
# Words that say the thing named right after them is not (see pitch_words.NEGATIONS).
NEGATIONS = ("ikke", "ingen", "intet", "uden", "aldrig")
# Words for "or" that carry a negation on to the thing after them (see pitch_words.DISJUNCTIONS).
DISJUNCTIONS = ("eller",)

# Its common words ("et" and "for" are French and English too, but begin many of its pitches: each
# counts in part), with those Norwegian writes otherwise ("spil", "bliver", "hurtigere", "af", "nemt",
# "børn", "meget", "mod": "spill", "blir", "raskere", "av", "enkelt", "barn", "mye", "mot"); "der"
# and "er" are German too, each counts in part.
MARKERS = (
    "og",
    "som",
    "hvor",
    "med",
    "spil",
    "spillet",
    "hver",
    "sekunder",
    "minutter",
    "bliver",
    "ikke",
    "når",
    "eller",
    "hurtigere",
    "skal",
    "kan",
    "på",
    "af",
    "til",
    "nemt",
    "børn",
    "et",
    "for",
    "meget",
    "mod",
    "der",
    "er",
    "spiller",
    "spillere",
)

# Word endings that tell it from Norwegian when their common words tie: "slangespil", "huskespil"
# (Norwegian "slangespill"), "reaktion" (Norwegian "reaksjon").
SUFFIXES = ("spil", "tion", "tioner")

# Words whose compounds mostly name something else: a "forretningsstrategi" is no strategy game, a
# "klimasimulering" no simulation game.
NOT_HEADS = ("strategi", "simulering")

KINDS = {
    "match3": ("tre på stribe", "3 på stribe", "byt juveler", "juvelspil"),
    # "slange" as a word, not a stem: a "slangebøsse" is a slingshot.
    "snake": ("slange", "slangespil~", "ormespil~"),
    "breakout": ("knus blokke", "knus klodser", "murbryder~", "blokbryder~"),
    "runner": ("endeløst løb", "løbespil~"),
    "platformer": ("platformspil~", "platformsspil~"),
    "shooter": ("skydespil~", "rumskyder~", "skyde ned"),
    "dodger": ("undvig~", "undgå"),
    "catcher": ("fang~ … faldende", "faldende … fang~", "med en kurv"),
    "memory": ("vendespil~", "huskespil~", "memoryspil~", "find par", "find parrene"),
    "tapper": ("slå muldvarp~", "muldvarp~", "reaktionsspil~"),
    "slide": ("skydepuslespil~", "15-spil"),
    "grid_puzzle": ("skub kasser", "skubbe kasser", "skub kasserne", "skub kassen"),
    "tower_defense": ("tårnforsvar~",),
    "chess": ("skak~",),
    "tetris": ("faldende blokke", "faldende klodser"),
    "racing": ("bilspil~", "racerspil~", "racerbil~", "bilræs~", "væddeløb~"),
    "pong": ("bordtennis",),
    "pinball": ("flipperspil~", "flipper"),
    "rhythm": ("rytmespil~", "musikspil~", "dansespil~"),
    "quiz": ("quizspil~", "spørgespil~", "paratviden"),
    "card_game": ("kortspil~", "kabale~"),
    "rpg": ("rollespil~",),
    "strategy": ("strategispil~", "strategi"),
    "fighting": ("kampspil~", "slåskampspil~"),
    "sudoku": ("sudoku",),
    "maze": ("labyrint~",),
    "golf": ("minigolf~", "golfspil~"),
    "sports": ("fodbold~", "håndbold~", "ishockey"),
    "word_game": ("ordspil~", "ordleg~", "krydsord~", "galgespil~"),
    "simulation": ("simulator~", "simulering", "bondegårdsspil~"),
    "typing": ("skrivespil~", "maskinskrivning", "skrive hurtigt", "tastaturtræning"),
    "tic_tac_toe": ("kryds og bolle", "kryds og cirkel"),
    "minesweeper": ("minestryger~",),
    "number_merge": ("læg tal sammen", "slå tal sammen", "saml tallene"),
    "connect_four": ("fire på stribe", "4 på stribe"),
    "asteroids": ("asteroidespil~", "asteroider"),
    "crossing": ("kryds vejen", "krydse vejen", "over vejen"),
    "bubble_shooter": ("bobleskyder~", "skyd bobler", "boblespil~"),
    "stacker": ("stablespil~", "stable klodser", "stable blokke"),
    "fishing": ("fiskespil~", "fiske", "fiskeri"),
    "cooking": ("madlavningsspil~", "lave mad"),
    "mahjong": ("mahjong",),
    "board_game": ("brætspil~", "ludo", "damspil~", "selskabsspil~"),
    "jigsaw": ("puslespil~", "puslespilsbrikker"),
    "slingshot": ("slangebøsse~", "katapult~"),
    "puzzle": ("hjernevrider~", "logikspil~", "gådespil~", "tænkespil~"),
}

MECHANICS = {
    "shrink_paddle": (
        "battet krymper",
        "battet bliver mindre",
        "battet bliver kortere",
        "krympende bat",
        "pladen krymper",
        "pladen bliver mindre",
    ),
    "speed_up": (
        "hurtigere",
        "farten stiger",
        "øger farten",
        "hastigheden stiger",
        "øger … hastighed~",
        "stigende hastighed",
        "accelererer",
    ),
    "bonus": ("bonuspoint", "ekstra point", "dobbelt point", "guldæble~"),
    "hazards": ("forhindring~", "pigge", "piggene", "fælder", "fælde"),
    "lives": ("liv", "ekstra liv", "hjerter"),
    "double_jump": ("dobbelthop~", "dobbelt hop", "hoppe to gange"),
    "shield": ("skjold~", "udødelig~", "usårlig~"),
    "narrowing_gap": (
        "åbningen bliver mindre",
        "åbningerne bliver mindre",
        "åbningerne bliver smallere",
        "hullerne bliver mindre",
        "smallere åbninger",
        "smallere og smallere",
    ),
    "time_penalty": (
        # A penalty of so many seconds ("koster fem sekunder"): its time is no time limit.
        "koster … sekund~",
        "minus … sekund~",
        "tidsstraf~",
        "mister tid",
        "taber tid",
        "koster tid",
    ),
    "combo": ("kombo~", "multiplikator~", "kædereaktion~"),
    "bomb": ("bombe~",),
    "poison": ("giftig~", "forgiftet~", "giftæble~", "giftsvamp~"),
    "levels": ("niveauer", "baner", "stigende sværhedsgrad"),
    "high_score": ("rekord~", "topliste~", "højeste score", "bedste score", "pointtavle~"),
    "coins": ("mønt~", "guldmønt~"),
    "enemies": ("fjende~", "monstre"),
    "boss": ("slutboss~", "bossen", "bosser"),
    "two_players": ("to spillere", "2 spillere", "tospiller~"),
    # The computer as the opponent ("against the computer", "vs AI"): see pitch_words.MECHANICS.
    "vs_computer": ("mod … computeren", "mod … computer", "mod … ai"),
}
# Walls said not to be ask for edges that wrap around (see pitch_words.MECHANICS_BY_ABSENCE).
MECHANICS_BY_ABSENCE = {"wrap": ("væg", "vægge")}

THEMES = {
    "candy": ("slik", "slikket", "bolsje~", "karamel~"),
    "ocean": ("havet", "hav", "undervand~", "under vandet", "koralrev~", "havfrue~"),
    "space": ("rummet", "rumskib~", "rumskyde~", "rumspil~", "stjerner", "planeter", "galakse~", "rumvæsen~"),
    "forest": ("skov~",),
    "neon": ("neon~",),
    "fruit": ("frugt~",),
    "spooky": ("spøgelse~", "uhygge~", "uhyggelig~", "heks~", "vampyr~"),
    "winter": ("vinter~", "sne", "sneen", "snemand~", "is", "jul~"),
    "desert": ("ørken~",),
    "retro": ("retro~", "pixel~", "klassisk~", "gammeldags"),
}

CONTROLS = {
    "keys": ("piletast~", "tastatur~", "mellemrum~", "taster"),
    "touch": ("berøringsskærm~", "touchskærm~", "stryg~", "tryk på skærmen", "trykke på skærmen"),
    "mouse": ("mus", "musen", "klik~", "træk og slip"),
}
TARGETS = {
    "phone": ("mobil~", "telefon~", "tablet"),
    "desktop": ("computer~",),
}
DIFFICULTY = {
    "easy": ("nem", "nemt", "nemme", "let", "lette", "for børn", "for begyndere", "afslappet~", "børnevenlig~"),
    "hard": ("svær", "svært", "svære", "udfordrende", "vanskelig~", "brutal~", "for eksperter"),
}

WIN = ("vinder", "vinde", "sejr~", "du vinder")
LOSE = ("taber", "tabe", "du dør", "nederlag")
# "taber et liv" / "taber tid" name lives and time penalties, not the way a round is lost.
LOSE_NOT_BEFORE = ("et liv", "tid", "point", "sekunder")

SECOND_WORDS = ("sekund", "sekunder", "sek")
MINUTE_WORDS = ("minut", "minutter", "min")
# Words for a timer, read where said not to be, and words that alone say there is none (see
# pitch_words.TIMER_WORDS, UNTIMED).
TIMER_WORDS = ("timer", "tidsgrænse", "tidsbegrænsning", "nedtælling", "tidspres", "stopur")
UNTIMED = ("ubegrænset tid",)
# "et" and "en" (one) are no number words here: they are common French and Spanish words. Its times
# with them are phrases.
TIME_PHRASES = {"et halvt minut": 30, "et minut": 60}
HALVES_BEFORE_UNIT = ("og et halvt",)
HALF_NUMBER_WORDS = {"halvandet": 1.5, "halvanden": 1.5}
EVERY_WORDS = ("hver", "hvert")
NUMBER_WORDS = {
    "to": 2,
    "tre": 3,
    "fem": 5,
    "seks": 6,
    "ti": 10,
    "femten": 15,
    "tyve": 20,
    "tredive": 30,
    "fyrre": 40,
    "femogfyrre": 45,
    "halvtreds": 50,
    "halvfems": 90,
}
