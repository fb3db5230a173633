"""Dutch: the words of a pitch in Dutch, by the vocabulary's keys (see :mod:`crumb.core.lexicon`).

Dutch joins its words too ("slangenspel", "dubbelsprong", "ruimteshooter"): a stem (``~``) catches
the compounds a word heads, the compounds it ends are listed as they are. Dutch pitches use many
English words as they are (game, snake, runner, power-ups, highscore, levels): the English table
has them. Short Dutch words that are English ones with a plural ending ("bos": "boss") are named
in phrases ("het bos", "bossen").
"""

from __future__ import annotations

CODE = "nl"
NAME = "Dutch"
LETTERS = "ĳ"

# Plural endings ("slangen", "levels").
ENDINGS = ("en", "s", "n")

# Word endings that tell Dutch from German when their common words tie.
SUFFIXES = ("heid", "lijk", "lijke", "tje", "tjes", "ij", "ijk")

# It joins words into compounds: a noun of its vocabulary is read as a compound's last part too.
COMPOUNDS = True

# Words that begin a clause of their own: a phrase's gap never holds one.
JOINERS = ("en", "maar", "terwijl", "hoewel")
# Words that begin a phrase of their own, and words that ask nothing of a game on their own (see
# pitch_words.PHRASE_STARTS and FILLERS).
PHRASE_STARTS = ("met", "waar", "waarin", "waarbij", "tegen", "ook", "dan", "die", "dat")
FILLERS = (
    "ik",
    "me",
    "mij",
    "mijn",
    "wij",
    "we",
    "ons",
    "wil",
    "zou",
    "maak",
    "maken",
    "bouw",
    "alsjeblieft",
    "aub",
    "graag",
    "bedankt",
    "leuk",
    "leuke",
    "simpel",
    "simpele",
    "eenvoudig",
    "klein",
    "kleine",
    "kort",
    "snel",
    "cool",
    "mooi",
    "klassiek",
    "klassieke",
    "soort",
    "stijl",
    "iets",
    "heel",
    "erg",
    "alleen",
    "gewoon",
    "spelen",
    "speler",
    "spelers",
    "er",
    "is",
    "zijn",
    "hebben",
    "kan",
    "versie",
    "kloon",
)
# An opponent, not a thing to play on (see pitch_words.OPPONENTS): "against the computer".
OPPONENTS = ("tegen",)
# Words that say the thing named right after them is not (see pitch_words.NEGATIONS).
NEGATIONS = ("niet", "nooit", "geen", "zonder")
# Words for "like" said between a negation and a game named (see pitch_words.LIKENESS).
LIKENESS = ("zoals", "als", "net als", "zoiets als")
# Words for "or" that carry a negation on to the thing after them (see pitch_words.DISJUNCTIONS).
DISJUNCTIONS = ("of",)

MARKERS = (
    "een",
    "het",
    "de",
    "van",
    "met",
    "en",
    "die",
    "dat",
    "in",
    "op",
    "voor",
    "waar",
    "waarin",
    "waarbij",
    "je",
    "jij",
    "wordt",
    "worden",
    "elke",
    "iedere",
    "spel",
    "spelletje",
    "seconden",
    "minuten",
    "minuut",
    "niet",
    "is",
    "als",
    "er",
    "bij",
    "om",
    "te",
    "naar",
    "zijn",
    "kun",
    "kunt",
    "moet",
    "steeds",
    "ook",
    "aan",
    "tot",
    "hebt",
    "jouw",
    "zonder",
    "meer",
    "nog",
    "maar",
    "tegen",
    "wel",
    "zo",
)

# Dutch words that a word of the vocabulary (with its endings) matches, but that mean something else
# here: "trap" is a staircase, "drager" a carrier (English), "vies" dirty (French lives), "eisen"
# demands (German ice), "mars" a march (Spanish sea), "molen" a mill (its own "mol" with "-en"), "golf"
# a wave (English golf: "een golf van vijanden").
# Compounds that end in a word of the vocabulary and name something else count here too: a
# "tuinslang" is a garden hose, not a snake.
FALSE_FRIENDS = (
    "trap",
    "drager",
    "dragers",
    "vies",
    "eis",
    "eisen",
    "molen",
    "mars",
    "golf",
    "tuinslang",  # a hose
    "brandslang",
    "keurvorst",  # a prince-elector, no frost
    "kolenmijn",  # a coal mine, no landmine
    "goudmijn",
    "dierentuin",  # a zoo, no garden
)
# Words whose compounds mostly name something else: a "leerplatform" is no platformer, a
# "marketingstrategie" no strategy game, a "hartritme" no rhythm game, "stuwdammen" (dams) no
# draughts, a "werkgeheugen" (working memory) no memory game.
NOT_HEADS = ("platformen", "strategie", "ritme", "dammen", "geheugen", "koken", "hengelen", "oversteken")

# Its words for a game: a kind's name one letter off beside one is read (see pitch_words.GAME_WORDS).
GAME_WORDS = (
    "spel",
    "spelletje",
)

KINDS = {
    "match3": ("drie op een rij", "3 op een rij", "edelstenen wisselen"),
    "snake": (
        "slangenspel",
        "slangspel",
        "de slang",
        "een slang",
        "die slang",
        "je slang",
        "slang die",
        "slang wordt",
        "slang groeit",
        "slang eet",
        "slangen",
        "slangetje~",
    ),
    "breakout": ("baksteen~", "bakstenen", "stenen breken", "blokken breken", "muurbreker", "stenenbreker"),
    "runner": ("eindeloos rennen", "eindeloze loper", "hardloopspel"),
    "platformer": ("platformspel", "platformgame", "platformen"),
    "shooter": ("schietspel", "schietgame", "ruimteshooter"),
    "dodger": ("ontwijk~",),
    "catcher": ("vang~ … vallend~", "vallend~ … vang~", "opvang~", "met een mandje", "met een mand"),
    "memory": ("memoryspel", "geheugenspel", "geheugen", "paren zoeken", "paren vinden", "kaartjes omdraaien"),
    "tapper": ("mep de mol", "sla de mol", "mollenmeppen", "mollen", "mol", "reactiespel"),
    "slide": ("schuifpuzzel~", "schuifspel", "vijftienpuzzel"),
    "grid_puzzle": ("kisten duwen", "kisten schuiven", "dozen duwen", "duw de kisten", "blokken duwen"),
    "tower_defense": ("torenverdediging",),
    "chess": ("schaak", "schaken", "schaakspel", "schaakmat", "schaakpuzzel~"),
    "tetris": ("vallende blokken", "vallende stenen"),
    "racing": ("racespel", "racegame", "autorace~", "autoracen", "raceauto~", "racewagen~"),
    "pong": ("tafeltennis", "pingpong"),
    "pinball": ("flipperkast", "flipper"),
    "rhythm": ("ritmespel", "ritme", "muziekspel", "dansspel"),
    "quiz": ("quizspel", "kennisquiz"),
    "card_game": ("kaartspel", "patiencespel", "klaverjassen"),
    "rpg": ("rollenspel",),
    "strategy": ("strategie~",),
    "fighting": ("vechtspel", "vechtgame"),
    "sudoku": ("sudoku",),
    "maze": ("doolhof~",),
    "golf": ("minigolf", "golfspel~", "golfen"),
    "sports": ("voetbal~", "basketbal~", "hockey", "volleybal~"),
    "word_game": ("woordspel", "woordspelletje", "kruiswoordpuzzel", "galgje", "woordzoeker"),
    "simulation": ("simulatie", "simulator", "bouwspel"),
    "typing": ("typspel", "typespel", "woorden typen", "snel typen", "typcursus", "typtrainer"),
    "tic_tac_toe": ("boter kaas en eieren", "boter, kaas en eieren", "kruisje rondje"),
    "minesweeper": ("mijnenveger",),
    "number_merge": ("getallen samenvoegen", "cijfers samenvoegen", "getallen combineren"),
    "connect_four": ("vier op een rij", "4 op een rij"),
    "asteroids": ("asteroïdenspel", "asteroidenspel"),
    "crossing": ("de weg oversteken", "de straat oversteken", "oversteken"),
    "bubble_shooter": ("bellenschieter", "bellen schieten", "bubbels schieten", "bellen knallen"),
    "stacker": ("stapelspel", "blokken stapelen", "stapel de blokken"),
    "fishing": ("visspel", "hengelen", "vissen vangen", "vis vangen"),
    "cooking": ("kookspel", "koken", "restaurantspel"),
    "mahjong": ("mahjong",),
    "board_game": ("bordspel", "dammen", "damspel", "mens erger je niet", "ganzenbord"),
    "jigsaw": ("legpuzzel~", "puzzelstukjes"),
    "slingshot": ("katapult~",),
    "puzzle": ("puzzel", "puzzelspel", "denkspel", "raadsel~"),
}

MECHANICS = {
    "shrink_paddle": (
        "peddel krimpt",
        "peddel wordt kleiner",
        "peddel wordt korter",
        "peddel kleiner",
        "peddel korter",
        "krimpende peddel",
        "batje krimpt",
        "batje wordt kleiner",
    ),
    "speed_up": (
        "snelheid en … nemen … toe",
        "snelheid en … stijgen",
        "sneller",
        "versnel~",
        "snelheid neemt … toe",
        "neemt … snelheid toe",
        "snelheid … toeneemt",
        "toenemende snelheid",
        "snelheid … stijgt",
        "stijgt … snelheid",
        "snelheid … omhoog",
        "snelheid wordt … hoger",
        "verhoogt … snelheid",
        "snelheid … verhoogd",
    ),
    "bonus": (
        "bonusvoorwerp~",
        "bonuspunt~",
        "bonusitems",
        "bonusmunt~",
        "bonusfruit",
        "dubbele punten",
        "telt dubbel",
        "tellen dubbel",
        "gouden",
    ),
    "hazards": ("obstakel~", "hindernis~", "stekels", "spijkers", "mijnen", "valkuil~"),
    "lives": ("levens", "extra leven", "hartjes", "harten", "één leven", "een leven", "1 leven"),
    "double_jump": ("dubbele sprong~", "dubbelsprong~", "dubbel springen", "twee keer springen"),
    "shield": ("schild", "beschermschild~", "onkwetsbaar~", "onoverwinnelijk~"),
    "narrowing_gap": (
        "opening wordt kleiner",
        "opening wordt smaller",
        "openingen worden kleiner",
        "openingen worden smaller",
        "openingen steeds kleiner",
        "gat wordt kleiner",
        "gaten worden kleiner",
        "gaten steeds kleiner",
        "smallere openingen",
        "kleinere openingen",
        "steeds smaller",
        "steeds nauwer",
    ),
    "time_penalty": (
        # A penalty of so many seconds ("5 seconds off"): its time is no time limit.
        "kost … seconde",
        "verlies~ … seconde",
        "min … seconde",
        "tijdstraf~",
        "kost tijd",
        "kosten tijd",
        "kost seconden",
        "kosten seconden",
        "verlies je tijd",
        "tijd verliezen",
        "seconden aftrek",
        "seconden eraf",
    ),
    "combo": ("vermenigvuldiger", "kettingreactie~"),
    "bomb": ("bom", "bommen", "explosie~", "explosief~"),
    "poison": ("giftig~", "vergiftig~", "gifappel~", "gifpaddenstoel~"),
    "levels": ("niveaus", "oplopende moeilijkheid", "toenemende moeilijkheid"),
    "high_score": ("topscore", "ranglijst", "beste score", "hoogste score", "scorebord"),
    "coins": ("munten", "muntjes", "munt"),
    "enemies": ("vijanden", "vijand", "monsters"),
    "boss": ("eindbaas", "eindbazen", "baasgevecht"),
    "two_players": ("twee spelers", "2 spelers", "twee-spelers~", "tweespeler~", "multiplayer"),
    # The computer as the opponent ("against the computer", "vs AI"): see pitch_words.MECHANICS.
    "vs_computer": ("tegen … computer", "tegen … ai", "tegen … cpu", "tegen … bot"),
    "wrap": ("gaat door muren", "gaat door de muren", "aan de andere kant weer"),
}
# Walls said not to be ask for edges that wrap around (see pitch_words.MECHANICS_BY_ABSENCE).
MECHANICS_BY_ABSENCE = {"wrap": ("muren", "muur", "wanden", "wand", "randen")}

THEMES = {
    "candy": ("snoep~", "zoetigheid", "suiker~"),
    "ocean": ("oceaan~", "zee", "zeeën", "onderwater~", "onder water", "koraal~", "vissen", "zeemeermin~"),
    "space": (
        "ruimteschip~",
        "ruimtewezen~",
        "ruimteshooter",
        "ruimte-shooter",
        "in de ruimte",
        "heelal",
        "melkweg",
        "sterren",
        "planeten",
        "buitenaards~",
        "kosmisch~",
        "sterrenstelsel~",
    ),
    "forest": ("het bos", "een bos", "bossen", "woud", "oerwoud", "natuur", "tuin"),
    "neon": ("neon~", "cyberpunk"),
    "fruit": ("vruchten", "bessen", "boerderij~"),
    "spooky": ("spook~", "griezel~", "heks~", "vampier~"),
    "winter": ("sneeuw~", "ijs", "kerst~", "vorst"),
    "desert": ("woestijn~", "zand", "egypte", "cactussen"),
    "retro": ("pixel~", "klassiek~", "ouderwets~"),
}

CONTROLS = {
    "keys": ("pijltjestoetsen", "pijltoetsen", "pijltjes", "toetsenbord", "spatiebalk", "toetsen"),
    "touch": ("tikken", "tik op", "tik de", "tik het", "tikt", "vegen", "veeg", "swipen", "aanraken", "aanraak~"),
    "mouse": ("muis", "klikken", "klik", "slepen", "muisklik~"),
}
DIFFICULTY = {
    "easy": (
        "makkelijk~",
        "gemakkelijk~",
        "eenvoudig~",
        "ontspannen",
        "relaxt",
        "rustig",
        "voor kinderen",
        "beginners",
        "casual",
    ),
    "hard": ("moeilijk~", "uitdagend~", "pittig~", "zwaar", "zware", "lastig~", "hardcore", "brutaal", "voor experts"),
}
TARGETS = {
    "phone": ("telefoon~", "mobiel~", "gsm", "smartphone", "tablet"),
    "desktop": ("computer", "pc", "laptop"),
}

WIN = ("win je", "je wint", "wint je", "wint het", "winnen", "gewonnen", "overwinning")
LOSE = ("verlies je", "je verliest", "verliest", "verliezen", "verloren", "ga je dood", "gaat dood", "ben je af")
# "verlies je een leven" / "je verliest tijd" name lives and time penalties, not the way a round is lost.
LOSE_NOT_BEFORE = ("een leven", "je een leven", "tijd", "je tijd", "seconden", "punten", "je punten")

SECOND_WORDS = ("seconde", "seconden", "sec")
MINUTE_WORDS = ("minuut", "minuten", "min")
# Words for a timer, read where said not to be, and words that alone say there is none (see
# pitch_words.TIMER_WORDS, UNTIMED).
TIMER_WORDS = ("timer", "tijdslimiet", "tijdlimiet", "tijdsdruk", "klok", "aftelklok", "countdown", "stopwatch")
UNTIMED = ("onbeperkte tijd",)
HALF_MINUTE = ("halve minuut",)
HALVES_BEFORE_UNIT = ("en een halve", "en een half", "en half")
HALF_NUMBER_WORDS = {"anderhalve": 1.5, "anderhalf": 1.5}
EVERY_WORDS = ("elke", "iedere", "om de")  # "om de 10 seconden": every 10 seconds
NUMBER_WORDS = {
    "een": 1,
    "één": 1,
    "twee": 2,
    "drie": 3,
    "vier": 4,
    "vijf": 5,
    "zes": 6,
    "tien": 10,
    "vijftien": 15,
    "twintig": 20,
    "dertig": 30,
    "veertig": 40,
    "vijfenveertig": 45,
    "vijftig": 50,
    "zestig": 60,
    "negentig": 90,
}
# Words that take back the kind said before them for the one after (see pitch_words.CORRECTIONS).
CORRECTIONS = ("liever", "eigenlijk", "of liever")
