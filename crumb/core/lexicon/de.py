"""German: the words of a pitch in German, by the vocabulary's keys (see :mod:`crumb.core.lexicon`).

German joins its words ("Schlangenspiel", "Doppelsprung", "Weltraumshooter"): a stem (``~``)
catches the compounds a word heads ("schlange~": Schlange, Schlangen, Schlangenspiel), and the
compounds it ends are listed as they are. English words German pitches use as they are
(Snake, Breakout, Power-ups, Highscore, Level) already match from the English table.
"""

from __future__ import annotations

CODE = "de"
NAME = "German"
LETTERS = "ßäöü"

# Plural and case endings ("Feinde", "Feinden", "Spiels"); not "er" ("Fischer" is no fish).
ENDINGS = ("e", "en", "n", "s", "es")

# Word endings that tell German from Dutch when their common words tie, and its nouns among its
# common words, written with a capital letter ("in 2 Minuten"; Dutch writes "in 2 minuten").
SUFFIXES = ("ung", "ungen", "keit", "heit", "lich", "sch", "tz", "chen")
CAPITALISED = ("spiel", "sekunden", "minuten")

# It joins words into compounds: a noun of its vocabulary is read as a compound's last part too.
COMPOUNDS = True

# Words that begin a clause of their own: a phrase's gap never holds one.
JOINERS = ("und", "aber", "doch", "sondern", "während", "obwohl")
# Words that begin a phrase of their own, and words that ask nothing of a game on their own (see
# pitch_words.PHRASE_STARTS and FILLERS).
PHRASE_STARTS = ("mit", "wo", "bei dem", "bei der", "in dem", "in der", "wobei", "gegen", "auch", "dann", "damit")
FILLERS = (
    "ich",
    "mir",
    "mich",
    "mein",
    "meine",
    "wir",
    "uns",
    "bitte",
    "bitteschön",
    "danke",
    "mach",
    "mache",
    "machen",
    # "let", said with the verb it lets happen: "Luftballons zerplatzen lassen" asks no more than the popping.
    "lassen",
    "lässt",
    "erstelle",
    "baue",
    "bau",
    "möchte",
    "will",
    "hätte",
    "gern",
    "gerne",
    "spaß",
    "lustig",
    "lustiges",
    "einfach",
    "einfaches",
    "kleines",
    "klein",
    "kurzes",
    "schnelles",
    "cool",
    "cooles",
    "schönes",
    "tolles",
    "klassisch",
    "klassisches",
    "art",
    "so",
    "etwas",
    "was",
    "sehr",
    "nur",
    "ganz",
    "viel",
    "viele",
    "spielen",
    "spieler",
    "spielt",
    "soll",
    "sollte",
    "kann",
    "muss",
    "musst",
    "müssen",
    "haben",
    "sein",
    "gibt",
    "es",
    "ca",
    "etwa",
    "ungefähr",
    "pro",
    "mal",
    "version",
    "klon",
)
# An opponent, not a thing to play on (see pitch_words.OPPONENTS): "against the computer".
OPPONENTS = ("gegen",)
# Words that say the thing named right after them is not (see pitch_words.NEGATIONS).
NEGATIONS = ("nicht", "nie", "niemals", "kein", "keine", "keinen", "keinem", "keiner", "ohne")
# Words for "like" said between a negation and a game named (see pitch_words.LIKENESS).
LIKENESS = ("wie", "so wie", "ähnlich wie", "à la")
# Words for "or" that carry a negation on to the thing after them (see pitch_words.DISJUNCTIONS).
DISJUNCTIONS = ("oder",)

MARKERS = (
    "ein",
    "eine",
    "einen",
    "einem",
    "einer",
    "der",
    "die",
    "das",
    "den",
    "dem",
    "des",
    "mit",
    "und",
    "oder",
    "wo",
    "bei",
    "für",
    "von",
    "zu",
    "zum",
    "im",
    "in",
    "an",
    "auf",
    "es",
    "als",
    "um",
    "aus",
    "jede",
    "jeder",
    "jedes",
    "wenn",
    "spiel",
    "sekunden",
    "minuten",
    "du",
    "man",
    "ist",
    "wird",
    "werden",
    "nicht",
    "sich",
    "immer",
    "dass",
    "am",
    "vom",
    "beim",
    "zur",
    "nach",
    "über",
    "gegen",
    "durch",
    "ohne",
    "bis",
    "dein",
    "deine",
    "hast",
    "kannst",
    "musst",
    "mehr",
    "sind",
    "aber",
    "auch",
    "wie",
)

# German words that a word of another language's vocabulary (with its endings) matches, but that
# mean something else here: "dies", "dieser", "dieses" (this) are no English "dies", "harten" (hard)
# no Dutch hearts, "Mars" no Spanish sea.
# Compounds that end in a word of the vocabulary and name something else count here too: a
# "Warteschlange" (and a "Druckerwarteschlange") is a queue, not a snake.
FALSE_FRIENDS = (
    "dies",
    "dieser",
    "dieses",
    "loses",
    "harten",
    "mars",
    "warteschlange",  # a queue
    "menschenschlange",
    "autoschlange",
    "blechschlange",
    "verkehrsschild",  # a sign
    "straßenschild",
    "namensschild",
    "warnschild",
    "vitaminen",
    "goldmine",  # a gold mine, no landmine
    "kohlemine",
    "kindergarten",
    "signatur",
    "dur",  # major, as in C-Dur: French "dur" is hard
)
# Words whose compounds mostly name something else: a "Lernplattform" is no platformer, a
# "Werbestrategie" no strategy game, a "Tagesrhythmus" no rhythm game, a "Dachziegel" no brick to
# break, a "Wäscheschleuder" no slingshot, "überleben" (to survive) no lives.
NOT_HEADS = ("plattform", "strategie", "rhythmus", "ziegel", "schleuder", "leben", "kochen", "angeln")

# Its words for a game: a kind's name one letter off beside one is read (see pitch_words.GAME_WORDS).
GAME_WORDS = (
    "spiel",
    "spiele",
)

KINDS = {
    "match3": ("drei gewinnt", "drei-gewinnt", "3 gewinnt", "3-gewinnt", "drei in einer reihe", "edelsteine tauschen"),
    "snake": ("schlange~",),
    "breakout": ("ziegel~", "mauerstein~", "mauerbrecher", "steine zerschlagen", "steine zertrümmern"),
    "runner": ("endlosläufer", "endlos-läufer", "endlos laufen", "endlosrenner"),
    "platformer": ("plattform~", "jump'n'run", "jump-and-run", "jump & run", "hüpfspiel"),
    "shooter": ("weltraumshooter", "ballerspiel", "ballerei", "schießspiel"),
    "dodger": ("ausweich~",),
    "catcher": (
        "fang~ … fallend~",
        "fäng~ … fallend~",
        "fallend~ … fang~",
        "fallend~ … fäng~",
        "mit einem korb",
        "mit dem korb",
    ),
    "memory": ("memoryspiel", "paare finden", "paare suchen", "kartenpaare", "gedächtnisspiel"),
    "tapper": (
        "maulwurf~",
        "maulwürf~",
        "hau den maulwurf",
        "reaktionsspiel",
        "luftballon~ … platzen",
        "luftballon~ … zerplatz~",
        "ballons … platzen",
        "ballons … zerplatz~",
    ),
    "slide": ("schiebepuzzle", "schiebe-puzzle", "schiebespiel", "fünfzehnerspiel", "15er-puzzle"),
    "grid_puzzle": ("kisten schieben", "kisten verschieben", "schiebe die kisten", "kistenschieben", "kistenschieber"),
    "tower_defense": ("turmverteidigung",),
    "chess": ("schach", "schachspiel", "schachpartie", "schachrätsel", "schachmatt"),
    "tetris": ("fallende blöcke", "fallende steine", "fallenden blöcken"),
    "racing": ("rennspiel", "autorennen", "autorennspiel", "rennwagen", "rennauto~", "wettrennen"),
    "pong": ("tischtennis",),
    "pinball": ("flipper", "flipperautomat"),
    "rhythm": ("rhythmus~", "musikspiel", "tanzspiel"),
    "quiz": ("quizspiel", "ratespiel", "wissensspiel"),
    "card_game": ("kartenspiel", "solitär", "patiencespiel", "skatspiel"),
    "rpg": ("rollenspiel",),
    "strategy": ("strategie~",),
    "fighting": ("prügelspiel", "kampfspiel"),
    "sudoku": ("sudoku",),
    "maze": ("irrgarten", "labyrinthspiel"),
    "golf": ("minigolf", "golfspiel~", "golfen"),
    "sports": ("fußball~", "fussball~", "handball~", "eishockey"),
    "word_game": ("worträtsel", "kreuzworträtsel", "galgenmännchen", "buchstabensalat", "wörterspiel"),
    "simulation": ("simulator", "aufbauspiel", "wirtschaftssimulation"),
    "typing": ("tipptrainer", "zehnfingersystem", "wörter tippen", "schreibspiel"),
    "tic_tac_toe": ("kreis und kreuz", "dodelschach"),
    "minesweeper": ("minensuche", "minenräumer"),
    "number_merge": ("zahlen verschmelzen", "zahlen zusammenführen", "zahlen kombinieren"),
    "connect_four": ("vier gewinnt", "vier-gewinnt", "4 gewinnt", "4-gewinnt"),
    "asteroids": ("asteroidenspiel", "asteroiden-spiel"),
    "crossing": ("die straße überqueren", "straße überqueren", "über die straße"),
    "bubble_shooter": ("blasen schießen", "blasen abschießen", "blasen platzen lassen", "blasenschießer"),
    "stacker": ("stapelspiel", "blöcke stapeln", "stapel die blöcke", "türme stapeln"),
    "fishing": ("angelspiel", "angeln", "fische fangen"),
    "cooking": ("kochspiel", "kochen", "restaurantspiel"),
    "mahjong": ("mahjong",),
    "board_game": ("brettspiel", "damespiel", "mensch ärgere dich nicht"),
    "jigsaw": ("puzzleteile", "legespiel"),
    "slingshot": ("steinschleuder", "schleuder", "katapult~"),
    "puzzle": ("rätsel", "rätselspiel", "knobelspiel", "denkspiel", "puzzlespiel"),
}

MECHANICS = {
    "shrink_paddle": (
        "schläger schrumpft",
        "schläger wird kleiner",
        "schläger wird kürzer",
        "schläger kleiner",
        "schläger kürzer",
        "schrumpfender schläger",
        "schrumpfenden schläger",
        "paddle schrumpft",
        "paddle wird kleiner",
    ),
    "speed_up": (
        "geschwindigkeit und … steigen",
        "tempo und … steigen",
        "geschwindigkeit und … nehmen … zu",
        "tempo und … nehmen … zu",
        "schneller",
        "beschleunig~",
        "tempo … steigt",
        "tempo zieht an",
        "geschwindigkeit … steigt",
        "steigend~ geschwindigkeit",
        "steigend~ tempo",
        "geschwindigkeit … erhöht",
        "tempo … erhöht",
        "erhöht … geschwindigkeit",
        "erhöht … tempo",
        "geschwindigkeit nimmt … zu",
        "tempo nimmt … zu",
        "nimmt … geschwindigkeit zu",
        "nimmt … tempo zu",
        "geschwindigkeit … zunimmt",
        "tempo … zunimmt",
        "zunehmend~ geschwindigkeit",
        "zunehmend~ tempo",
    ),
    "bonus": (
        "bonusgegenst~",
        "bonuspunkt~",
        "bonusobjekt~",
        "bonusfrücht~",
        "bonusmünze~",
        "bonussterne",
        "doppelte punkte",
        "doppelt so viele punkte",
        "zählen doppelt",
        "zählt doppelt",
        "golden~",
    ),
    "hazards": ("hindernis~", "stacheln", "stachelfallen", "dornen", "minen", "lavagrube~"),
    "lives": ("leben", "extraleben", "herzen", "nur ein leben", "nur einem leben", "nur 1 leben"),
    "double_jump": (
        "doppelsprung~",
        "doppelsprüng~",
        "doppel-sprung",
        "doppelten sprung",
        "doppelter sprung",
        "doppelt springen",
        "zweimal springen",
    ),
    "shield": ("schild", "schutzschild~", "unverwundbar~", "unbesiegbar~"),
    "narrowing_gap": (
        "lücke wird kleiner",
        "lücke wird enger",
        "lücke wird schmaler",
        "lücken werden kleiner",
        "lücken werden enger",
        "lücken werden schmaler",
        "lücke immer kleiner",
        "lücke immer enger",
        "lücken immer kleiner",
        "lücken immer enger",
        "engere lücken",
        "lücke schrumpft",
        "lücken schrumpfen",
        "immer enger",
        "immer schmaler",
        "enger werdend~",
        "schmaler werdend~",
    ),
    "time_penalty": (
        # A penalty of so many seconds ("5 seconds off"): its time is no time limit.
        "kostet … sekunde",
        "verlier~ … sekunde",
        "minus … sekunde",
        "sekunden abzug",
        "zeitstrafe~",
        "zeitabzug",
        "kostet zeit",
        "kosten zeit",
        "kostet sekunden",
        "kosten sekunden",
        "verlierst zeit",
        "sekundenabzug",
        "zieht sekunden ab",
    ),
    "combo": ("multiplikator~", "kettenreaktion~"),
    "bomb": ("bombe", "bomben", "explosiv~", "sprengstoff"),
    "poison": ("giftig~", "vergift~", "giftapfel", "giftäpfel", "giftpilz~"),
    "levels": (
        "schwierigkeitsstufe~",
        "steigende schwierigkeit",
        "steigender schwierigkeit",
        "zunehmende schwierigkeit",
        "zunehmender schwierigkeit",
        # A level named as one of several: "eine Minute pro Level", "jedes Level".
        "pro level",
        "jedes level",
        "jedem level",
        "nächste level",
        "nächsten level",
    ),
    "high_score": ("bestenliste", "rangliste", "rekord~", "bestwert", "höchstpunktzahl"),
    "coins": ("münzen", "münze", "münzen sammeln", "goldmünzen"),
    "enemies": ("gegner", "feinde", "feind", "monster"),
    "boss": ("endgegner", "endboss", "bossgegner", "bosskampf", "boss"),
    "two_players": (
        "zwei spieler",
        "2 spieler",
        "zwei-spieler~",
        "2-spieler~",
        "zweispieler~",
        "mehrspieler~",
        "zu zweit",
        "zwei personen",
    ),
    # The computer as the opponent ("against the computer", "vs AI"): see pitch_words.MECHANICS.
    "vs_computer": (
        "gegen … computer",
        "gegen … ki",
        "gegen … cpu",
        "gegen … pc",
        "gegen … bot",
        "gegen … maschine",
        "computergegner~",
    ),
    "wrap": ("geht durch wände", "geht durch die wände", "auf der anderen seite wieder"),
}
# Walls said not to be ask for edges that wrap around (see pitch_words.MECHANICS_BY_ABSENCE).
MECHANICS_BY_ABSENCE = {"wrap": ("wand", "wände", "wänden", "mauer", "mauern", "rand", "ränder")}

THEMES = {
    "candy": ("süßigkeit~", "bonbon~", "zucker~"),
    "ocean": (
        "unter wasser",
        "ozean~",
        "meeres~",
        "im meer",
        "unter dem meer",
        "unterwasser~",
        "fisch",
        "fische",
        "fischen",
        "korallen~",
        "meerjungfrau~",
    ),
    "space": (
        "weltraum~",
        "weltall",
        "galaxie~",
        "sterne",
        "sternen~",
        "außerirdisch~",
        "planeten",
        "raumschiff~",
        "kosmos",
        "kosmisch~",
    ),
    "forest": ("wald", "waldes", "wälder~", "dschungel~", "natur", "garten", "gärten"),
    "neon": ("neon~", "cyberpunk"),
    "fruit": ("obst", "früchte~", "frucht~", "beeren", "bauernhof~"),
    "spooky": ("geister~", "gespenst~", "grusel~", "spuk~", "vampir~"),
    "winter": ("schnee~", "eis", "weihnacht~"),
    "desert": ("wüste~", "ägypt~", "kaktus~", "kakteen", "düne~"),
    "retro": ("pixel~", "klassisch~"),
}

CONTROLS = {
    "keys": (
        "pfeiltaste~",
        "tastatur~",
        "leertaste",
        "tasten",
        "space zum",
        "space drücken",
        "drücke space",
        "space-taste",
    ),
    "touch": (
        "tippen",
        "tippe",
        "tippst",
        "antipp~",
        "wischen",
        "wische",
        "wischst",
        "berühr~",
        "touchsteuerung",
        "touch-steuerung",
    ),
    "mouse": ("maus", "mausklick~", "klicken", "klick", "klickst"),
}
DIFFICULTY = {
    "easy": (
        "leicht",
        "leichter",
        # The adjective, not the adverb "einfach" (simply: "einfach ein Snake").
        *("einfaches", "einfache", "einfachen", "einfacher"),
        "entspannt",
        "gemütlich",
        "für kinder",
        "für anfänger",
        "anfängerfreundlich",
        "casual",
    ),
    "hard": (
        "schwer",
        "schwerer",
        "schwierig",
        "herausfordernd",
        "knallhart",
        "anspruchsvoll",
        "hardcore",
        "brutal",
        "für profis",
        "für experten",
    ),
}
TARGETS = {
    "phone": (
        "handys",
        "mein handy",
        "meinem handy",
        "fürs handy",
        "für das handy",
        "aufs handy",
        "auf dem handy",
        "am handy",
        "handyspiel",
        "handy-spiel",
        "handygame",
        "handy-game",
        "mobil~",
        "telefon~",
    ),
    "desktop": ("rechner", "computer", "pc", "laptop"),
}

WIN = ("gewinnst", "gewinnen", "gewonnen", "der sieg", "den sieg", "zum sieg")
LOSE = ("verlierst", "verlieren", "verliert", "verloren", "stirbst", "stirbt", "niederlage")
# A round said to end, neither lost nor won: its clause tells which.
ROUND_ENDS = ("spiel vorbei", "das spiel endet", "endet das spiel", "ist das spiel aus")
# "verlierst ein Leben" / "verlierst Zeit" name lives and time penalties, not the way a round is lost;
# "Dies ist ..." is German for "this is", not the English "dies".
LOSE_NOT_BEFORE = (
    "ein leben",
    "du ein leben",
    "man ein leben",
    "zeit",
    "du zeit",
    "sekunden",
    "punkte",
    "du punkte",
    "ist ",
    "sind ",
)

SECOND_WORDS = ("sekunde", "sekunden", "sek")
MINUTE_WORDS = ("minute", "minuten", "min")
# Words for a timer, read where said not to be, and words that alone say there is none (see
# pitch_words.TIMER_WORDS, UNTIMED).
TIMER_WORDS = (
    "timer",
    "zeitlimit",
    "zeitbegrenzung",
    "zeitbeschränkung",
    "zeitvorgabe",
    "zeitdruck",
    "countdown",
    "stoppuhr",
    "uhr",
)
UNTIMED = ("unbegrenzte zeit", "zeitlich unbegrenzt")
HALF_MINUTE = ("halbe minute", "halben minute")
HALVES_AFTER_UNIT = ("und eine halbe", "und ein halb")
HALF_NUMBER_WORDS = {"anderthalb": 1.5, "eineinhalb": 1.5, "zweieinhalb": 2.5, "dreieinhalb": 3.5}
TIME_PHRASES = {"anderthalb minuten": 90, "eineinhalb minuten": 90}
EVERY_WORDS = ("alle",)  # "alle 10 Sekunden": every 10 seconds
NUMBER_WORDS = {
    "ein": 1,
    "eine": 1,
    "einer": 1,
    "einen": 1,
    "eins": 1,
    "zwei": 2,
    "drei": 3,
    "vier": 4,
    "fünf": 5,
    "sechs": 6,
    "zehn": 10,
    "fünfzehn": 15,
    "zwanzig": 20,
    "dreißig": 30,
    "dreissig": 30,
    "vierzig": 40,
    "fünfundvierzig": 45,
    "fünfzig": 50,
    "sechzig": 60,
    "neunzig": 90,
}
# Words that take back the kind said before them for the one after (see pitch_words.CORRECTIONS).
CORRECTIONS = ("lieber", "doch lieber", "eher", "besser gesagt", "stattdessen")
