"""Norwegian Bokmål: the words of a pitch in Norwegian, by the vocabulary's keys (see
:mod:`crumb.core.lexicon`).

Norwegian joins its words ("slangespill", "dobbelthopp", "romskip"): a stem (``~``) catches the
compounds a word heads, a noun of four letters or more is read as a compound's last part too
("gullmynter"). Its short words are other languages' words as written ("is", ice; "liv", lives;
"mus", a mouse; "lett", easy) and Danish and Swedish share many of them, so its words count only in a
pitch in Norwegian (``OWN_PITCH_ONLY``). A definite noun takes its article as an ending ("slangen",
"fiendene"); "bondesjakk" is tic-tac-toe, no chess, a "puslespill" a jigsaw.
"""

from __future__ import annotations

CODE = "nb"
NAME = "Norwegian"
LETTERS = "æøå"
OWN_PITCH_ONLY = True

# Plural and definite endings ("slanger", "slangen", "slangene", "fiender", "fiendene", "myntene").
ENDINGS = ("en", "et", "n", "t", "r", "er", "e", "ene", "a")

# It joins words into compounds: a noun of its vocabulary is read as a compound's last part too.
COMPOUNDS = True

# Words that begin a clause of their own: a phrase's gap never holds one.
JOINERS = ("og", "men", "mens")
# Words that begin a phrase of their own, and words that ask nothing of a game on their own (see
# pitch_words.PHRASE_STARTS and FILLERS).
PHRASE_STARTS = ("med", "hvor", "mot", "også", "så", "som")
FILLERS = (
    "jeg",
    "meg",
    "min",
    "mitt",
    "vi",
    "oss",
    "vil",
    "gjerne",
    "lag",
    "lage",
    "bygg",
    "vær",
    "snill",
    "takk",
    "gøy",
    "morsomt",
    "enkelt",
    "lite",
    "liten",
    "kort",
    "raskt",
    "kult",
    "klassisk",
    "type",
    "stil",
    "noe",
    "veldig",
    "bare",
    "kun",
    "spille",
    "spiller",
    "det",
    "er",
    "være",
    "ha",
    "kan",
    "versjon",
)
# An opponent, not a thing to play on (see pitch_words.OPPONENTS): "mot datamaskinen".
OPPONENTS = ("mot",)
# Words that say the thing named right after them is not (see pitch_words.NEGATIONS).
NEGATIONS = ("ikke", "ingen", "intet", "uten", "aldri")
# Words for "or" that carry a negation on to the thing after them (see pitch_words.DISJUNCTIONS).
DISJUNCTIONS = ("eller",)

# Its common words ("et" and "for" are French and English too, but begin many of its pitches: each
# counts in part), with those Danish writes otherwise ("spill", "blir", "raskere", "av", "enkelt",
# "veldig", "mye", "mot": "spil", "bliver", "hurtigere", "af", "nemt", "meget", "mod"); "der" and "er"
# are Danish and German too, each counts in part.
MARKERS = (
    "og",
    "som",
    "hvor",
    "med",
    "spill",
    "spillet",
    "hver",
    "sekunder",
    "minutter",
    "blir",
    "ikke",
    "når",
    "eller",
    "raskere",
    "må",
    "kan",
    "på",
    "av",
    "til",
    "enkelt",
    "et",
    "for",
    "veldig",
    "mye",
    "hvert",
    "mot",
    "der",
    "er",
)

# Word endings that tell it from Danish when their common words tie: "slangespill", "plattformspill"
# (Danish "slangespil"), "reaksjon" (Danish "reaktion").
SUFFIXES = ("spill", "sjon", "sjoner")

# Words whose compounds mostly name something else: a "forretningsstrategi" is no strategy game, a
# "klimasimulering" no simulation game.
NOT_HEADS = ("strategi", "simulering")

KINDS = {
    "match3": ("tre på rad", "3 på rad", "bytt juveler", "juvelspill~"),
    # "slange" as a word, not a stem: a "slangebøsse" is a slingshot.
    "snake": ("slange", "slangespill~", "ormespill~"),
    "breakout": ("knus blokker", "knus klosser", "murbryter~", "blokkbryter~"),
    "runner": ("endeløs løper", "løpespill~"),
    "platformer": ("plattformspill~",),
    "shooter": ("skytespill~", "romskyter~", "skyte ned"),
    "dodger": ("unnvik~", "unngå"),
    "catcher": ("fang~ … fallende", "fallende … fang~", "med en kurv"),
    "memory": ("memoryspill~", "huskespill~", "vendespill~", "finn par", "finn parene"),
    "tapper": ("slå muldvarp~", "muldvarp~", "reaksjonsspill~"),
    "slide": ("skyvepuslespill~", "15-spill"),
    "grid_puzzle": ("skyv kasser", "skyve kasser", "skyv kassene", "dytt kasser"),
    "tower_defense": ("tårnforsvar~",),
    "chess": ("sjakk~",),
    "tetris": ("fallende blokker", "fallende klosser"),
    "racing": ("bilspill~", "racingspill~", "racerbil~", "billøp~", "bilrace~"),
    "pong": ("bordtennis",),
    "pinball": ("flipperspill~", "flipper"),
    "rhythm": ("rytmespill~", "musikkspill~", "dansespill~"),
    "quiz": ("quizspill~", "spørrespill~", "spørrekonkurranse~"),
    "card_game": ("kortspill~", "kabal~"),
    "rpg": ("rollespill~",),
    "strategy": ("strategispill~", "strategi"),
    "fighting": ("kampspill~", "slåssespill~"),
    "sudoku": ("sudoku",),
    "maze": ("labyrint~",),
    "golf": ("minigolf~", "golfspill~"),
    "sports": ("fotball~", "håndball~", "ishockey"),
    "word_game": ("ordspill~", "ordlek~", "kryssord~", "hengt mann"),
    "simulation": ("simulator~", "simulering", "gårdsspill~"),
    "typing": ("skrivespill~", "maskinskriving", "skrive raskt", "tastaturtrening"),
    "tic_tac_toe": ("bondesjakk", "kryss og bolle", "kryss og sirkel"),
    "minesweeper": ("minesveiper~",),
    "number_merge": ("slå sammen tall", "legg sammen tall"),
    "connect_four": ("fire på rad", "4 på rad"),
    "asteroids": ("asteroidespill~", "asteroider"),
    "crossing": ("krysse veien", "kryss veien", "over veien"),
    "bubble_shooter": ("bobleskyter~", "skyt bobler", "boblespill~"),
    "stacker": ("stablespill~", "stable klosser", "stable blokker"),
    "fishing": ("fiskespill~", "fiske", "fisking"),
    "cooking": ("matlagingsspill~", "lage mat"),
    "mahjong": ("mahjong",),
    "board_game": ("brettspill~", "ludo", "damspill~", "selskapsspill~"),
    "jigsaw": ("puslespill~", "puslebrikker"),
    "slingshot": ("sprettert~", "slangebøsse~", "katapult~"),
    "puzzle": ("hjernetrim~", "logikkspill~", "gåtespill~", "tenkespill~"),
}

MECHANICS = {
    "shrink_paddle": (
        "racketen krymper",
        "racketen blir mindre",
        "racketen blir kortere",
        "krympende racket",
        "platen krymper",
        "platen blir mindre",
    ),
    "speed_up": (
        "raskere",
        "fortere",
        "farten øker",
        "øker farten",
        "hastigheten øker",
        "øker … hastighet~",
        "økende hastighet",
        "akselererer",
    ),
    "bonus": ("bonuspoeng", "ekstra poeng", "doble poeng", "gulleple~"),
    "hazards": ("hindring~", "pigger", "piggene", "feller", "felle"),
    "lives": ("liv", "ekstra liv", "hjerter"),
    "double_jump": ("dobbelthopp~", "dobbelt hopp", "hoppe to ganger"),
    "shield": ("skjold~", "udødelig~", "usårbar~"),
    "narrowing_gap": (
        "åpningen blir mindre",
        "åpningene blir mindre",
        "åpningene blir smalere",
        "hullene blir mindre",
        "smalere åpninger",
        "smalere og smalere",
    ),
    "time_penalty": (
        # A penalty of so many seconds ("koster fem sekunder"): its time is no time limit.
        "koster … sekund~",
        "minus … sekund~",
        "tidsstraff~",
        "mister tid",
        "taper tid",
        "koster tid",
    ),
    "combo": ("kombo~", "multiplikator~", "kjedereaksjon~"),
    "bomb": ("bombe~",),
    "poison": ("giftig~", "forgiftet~", "gifteple~", "giftsopp~"),
    "levels": ("nivåer", "flere nivå", "økende vanskelighetsgrad"),
    "high_score": ("rekord~", "toppliste~", "høyeste poengsum", "beste poengsum", "poengtavle~"),
    "coins": ("mynt~", "gullmynt~"),
    "enemies": ("fiende~", "monstre"),
    "boss": ("sluttboss~", "bossen", "bosser"),
    "two_players": ("to spillere", "2 spillere", "tospiller~", "flerspiller~"),
    # The computer as the opponent ("against the computer", "vs AI"): see pitch_words.MECHANICS.
    "vs_computer": ("mot … datamaskinen", "mot … datamaskin"),
}
# Walls said not to be ask for edges that wrap around (see pitch_words.MECHANICS_BY_ABSENCE).
MECHANICS_BY_ABSENCE = {"wrap": ("vegg", "vegger")}

THEMES = {
    "candy": ("godteri~", "snop", "sukkertøy", "karamell~"),
    "ocean": ("havet", "hav", "undervanns~", "under vann", "korallrev~", "havfrue~"),
    "space": ("verdensrommet", "rommet", "romskip~", "romskyte~", "romspill~", "stjerner", "planeter", "galakse~"),
    "forest": ("skog~",),
    "neon": ("neon~",),
    "fruit": ("frukt~",),
    "spooky": ("spøkelse~", "skummel", "skummelt", "skumle", "heks~", "vampyr~"),
    "winter": ("vinter~", "snø", "snøen", "snømann~", "is", "jul~"),
    "desert": ("ørken~",),
    "retro": ("retro~", "piksel~", "pixel~", "klassisk~", "gammeldags"),
}

CONTROLS = {
    "keys": ("piltast~", "tastatur~", "mellomrom~", "taster"),
    "touch": ("berøringsskjerm~", "sveip~", "trykk på skjermen", "trykke på skjermen"),
    "mouse": ("mus", "musa", "musen", "klikk~", "dra og slipp"),
}
TARGETS = {
    "phone": ("mobil~", "telefon~", "nettbrett~"),
    "desktop": ("datamaskin~",),
}
DIFFICULTY = {
    "easy": ("lett", "lette", "enkel", "enkelt", "for barn", "for nybegynnere", "avslappende", "barnevennlig~"),
    "hard": ("vanskelig~", "krevende", "utfordrende", "brutal~", "for eksperter"),
}

WIN = ("vinner", "vinne", "seier~", "du vinner")
LOSE = ("taper", "tape", "du dør")
# "taper et liv" / "taper tid" name lives and time penalties, not the way a round is lost.
LOSE_NOT_BEFORE = ("et liv", "tid", "poeng", "sekunder")

SECOND_WORDS = ("sekund", "sekunder", "sek")
MINUTE_WORDS = ("minutt", "minutter", "min")
# Words for a timer, read where said not to be, and words that alone say there is none (see
# pitch_words.TIMER_WORDS, UNTIMED).
TIMER_WORDS = (
    "timer",
    "tidsfrist",
    "tidsgrense",
    "tidsbegrensning",
    "nedtelling",
    "klokke",
    "tidspress",
    "stoppeklokke",
)
UNTIMED = ("ubegrenset tid",)
# "et" and "en" (one) are no number words here: they are common French and Spanish words. Its times
# with them are phrases.
TIME_PHRASES = {"et halvt minutt": 30, "et minutt": 60}
HALVES_BEFORE_UNIT = ("og et halvt",)
HALF_NUMBER_WORDS = {"halvannet": 1.5}
EVERY_WORDS = ("hver", "hvert")
NUMBER_WORDS = {
    "to": 2,
    "tre": 3,
    "fem": 5,
    "seks": 6,
    "ti": 10,
    "femten": 15,
    "tjue": 20,
    "tretti": 30,
    "førti": 40,
    "førtifem": 45,
    "femti": 50,
    "seksti": 60,
    "nitti": 90,
}
