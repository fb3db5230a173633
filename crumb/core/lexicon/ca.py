"""Catalan: the words of a pitch in Catalan, by the vocabulary's keys (see :mod:`crumb.core.lexicon`).

Catalan shares many common words with Spanish, Italian, French and Portuguese ("un", "de", "que",
"cada"); it is told by those it writes otherwise ("amb", "joc", "els", "segons", "minuts", "vides",
"més", "també") and its ``l·l``. Its words are other languages' as written ("serp", "cap", "mes"), so
they count only in a pitch in Catalan (``OWN_PITCH_ONLY``).
"""

from __future__ import annotations

CODE = "ca"
NAME = "Catalan"
LETTERS = "·ò"
OWN_PITCH_ONLY = True

# Plural endings ("serps", "monedes" is named in its forms: its stem changes).
ENDINGS = ("s", "es")
# Word endings that tell Catalan from Spanish and Portuguese when their common words tie.
SUFFIXES = ("ció", "cions", "itat", "itats", "ment", "ts", "ns")

# Words that begin a clause of their own: a phrase's gap never holds one.
JOINERS = ("i", "però", "mentre", "encara que")
# Words that begin a phrase of their own, and words that ask nothing of a game on their own (see
# pitch_words.PHRASE_STARTS and FILLERS).
PHRASE_STARTS = ("amb", "on", "en què", "contra", "també", "després", "que")
FILLERS = (
    "jo",
    "em",
    "meu",
    "meva",
    "nosaltres",
    "vull",
    "voldria",
    "fes",
    "fes-me",
    "crea",
    "si us plau",
    "sisplau",
    "gràcies",
    "divertit",
    "divertida",
    "senzill",
    "senzilla",
    "petit",
    "petita",
    "curt",
    "curta",
    "clàssic",
    "clàssica",
    "estil",
    "tipus",
    "alguna cosa",
    "molt",
    "només",
    "jugar",
    "juga",
    "es",
    "jugador",
    "jugadors",
    "és",
    "són",
    "ha",
    "hi",
    "pot",
    "versió",
)
# An opponent, not a thing to play on (see pitch_words.OPPONENTS): "contra l'ordinador".
OPPONENTS = ("contra",)
# Words that say the thing named right after them is not (see pitch_words.NEGATIONS).
NEGATIONS = ("no", "sense", "cap", "mai")
# Words for "or" that carry a negation on to the thing after them (see pitch_words.DISJUNCTIONS).
DISJUNCTIONS = ("o", "ni")

MARKERS = (
    "l",  # the article written onto a word ("a l'espai"), as French and Italian write it
    "amb",
    "joc",
    "jocs",
    "els",
    "dels",
    "als",
    "aquest",
    "aquesta",
    "segons",
    "minuts",
    "vides",
    "més",
    "també",
    "molt",
    "quan",
    "però",
    "fins",
    "sense",
    "cada",
    "una",
    "és",
    "són",
    "nivells",
    "enemics",
    "punts",
    "vull",
    "cal",
    "cop",
    "vegada",
    "mig",
    "fa",
    "dues",
    "nens",
    "petita",
    "parets",
    "ratlla",
    "jugadors",
    "ordinador",
    "teclat",
)

# Its words for a game: a kind's name one letter off beside one is read (see pitch_words.GAME_WORDS).
GAME_WORDS = (
    "joc",
    "jocs",
)

KINDS = {
    "match3": ("tres en línia iguals", "tres iguals", "3 iguals", "combina tres", "ajunta tres"),
    "snake": ("serp", "serps", "serpeta", "serpetes", "joc de la serp"),
    "breakout": ("trencamaons", "trenca maons", "trencar maons", "trencar blocs", "trenca blocs", "arkanoid"),
    "runner": ("corredor infinit", "córrer sense parar", "cursa infinita", "corre sense parar"),
    "platformer": ("plataformes", "joc de plataformes"),
    "shooter": ("joc de trets", "trets", "dispars", "disparar", "dispara"),
    "dodger": ("esquiv~",),
    "catcher": ("atrap~ … que cauen", "agaf~ … que cauen", "amb una cistella"),
    "memory": ("memòria", "parelles", "trobar parelles", "troba les parelles"),
    "tapper": ("talp", "talps", "colpeja", "picar talps"),
    "slide": ("peces lliscants", "trencaclosques lliscant", "puzle lliscant", "el 15"),
    "grid_puzzle": ("empènyer caixes", "empeny les caixes", "sokoban", "moure caixes"),
    "tower_defense": ("defensa de torres", "defensa de la torre"),
    "chess": ("escacs",),
    "tetris": ("peces que cauen", "blocs que cauen"),
    "racing": ("curses", "cursa de cotxes", "curses de cotxes", "carreres", "cotxes de carreres"),
    "pong": ("tennis de taula", "ping-pong", "ping pong"),
    "pinball": ("pinball", "màquina del milió"),
    "rhythm": ("ritme", "joc musical", "joc de ball"),
    "quiz": ("qüestionari", "qüestionaris", "preguntes i respostes", "trivial"),
    "card_game": ("joc de cartes", "cartes", "solitari"),
    "rpg": ("joc de rol", "masmorres"),
    "strategy": ("estratègi~",),
    "fighting": ("joc de lluita", "lluita", "baralles"),
    "sudoku": ("sudoku",),
    "maze": ("laberint", "laberints"),
    "golf": ("minigolf",),
    "sports": ("futbol", "bàsquet", "hoquei", "handbol"),
    "word_game": ("joc de paraules", "penjat", "mots encreuats", "sopa de lletres"),
    "simulation": ("simulador", "simuladors", "simulació", "granja"),
    "typing": ("mecanografi~", "escriure ràpid"),
    "tic_tac_toe": ("tres en ratlla", "tres en línia"),
    "minesweeper": ("buscamines",),
    "number_merge": ("ajuntar números", "ajunta números", "combinar números", "sumar números"),
    "connect_four": ("quatre en ratlla", "4 en ratlla", "quatre en línia"),
    "asteroids": ("asteroides",),
    "crossing": ("creuar la carretera", "creua la carretera", "travessar la carretera"),
    "bubble_shooter": ("bombolles",),
    "stacker": ("apilar blocs", "apila blocs", "torre de blocs"),
    "fishing": ("pesca", "pescar", "peixos"),
    "cooking": ("cuina", "cuinar", "restaurant"),
    "mahjong": ("mahjong",),
    "board_game": ("joc de taula", "jocs de taula", "dames", "parxís"),
    "jigsaw": ("puzle de peces", "trencaclosques de peces"),
    "slingshot": ("fona", "tirador"),
    "puzzle": ("trencaclosques", "puzle", "puzles", "enigma", "enigmes"),
}

MECHANICS = {
    "shrink_paddle": ("pala … es fa petita", "pala … s'encongeix", "pala … es redueix", "pala més petita"),
    "speed_up": (
        "cada cop més ràpid~",
        "cada vegada més ràpid~",
        "més ràpid~",
        "accelera~",
        "velocitat … augmenta",
        "augmenta … velocitat",
        "velocitat … puja",
    ),
    "bonus": ("bonus", "bonificació", "bonificacions", "punts dobles", "punts extra"),
    "hazards": ("obstacle", "obstacles", "punxes", "trampa", "trampes", "paranys"),
    "lives": ("vida", "vides", "cors"),
    "double_jump": ("doble salt", "salt doble", "saltar dues vegades"),
    "shield": ("escut", "escuts", "invencib~", "invulnerab~", "immortal"),
    "narrowing_gap": ("forats … més estrets", "espai … més estret", "cada cop més estret"),
    "time_penalty": (
        # A penalty of so many seconds ("resta cinc segons"): its time is no time limit.
        "resta … segons",
        "menys … segons",
        "perds … segons",
        "penalització de temps",
        "segons de penalització",
    ),
    "combo": ("combo", "combos", "multiplicador", "multiplicadors", "reacció en cadena"),
    "bomb": ("bomba", "bombes"),
    "poison": ("verí", "verinós", "verinosa", "enverinat", "enverinada", "poma enverinada"),
    "levels": ("nivell", "nivells"),
    "high_score": ("rànquing", "rècord", "rècords", "puntuació màxima", "millor puntuació", "taula de rècords"),
    "coins": ("moneda", "monedes"),
    "enemies": ("enemic", "enemics", "enemiga", "enemigues", "monstre", "monstres"),
    "boss": ("boss", "enemic final", "boss final"),
    "two_players": ("dos jugadors", "2 jugadors", "per a dos", "multijugador"),
    # The computer as the opponent ("against the computer", "vs AI"): see pitch_words.MECHANICS.
    "vs_computer": ("contra … ordinador", "contra … ia", "contra … màquina"),
}
# Walls said not to be ask for edges that wrap around (see pitch_words.MECHANICS_BY_ABSENCE).
MECHANICS_BY_ABSENCE = {"wrap": ("parets", "paret", "murs", "mur")}

THEMES = {
    "candy": ("caramel~", "llaminadur~", "dolços"),
    "ocean": ("mar", "oceà", "oceans", "sota l'aigua", "submarí", "submarina"),
    "space": ("espai", "espacial", "espacials", "galàxia", "estrelles", "planeta", "planetes", "extraterrestres"),
    "forest": ("bosc", "boscos", "selva", "jungla"),
    "neon": ("neó", "neons"),
    "fruit": ("fruita", "fruites"),
    "spooky": ("fantasma", "fantasmes", "terror", "bruixa", "bruixes", "halloween", "zombis"),
    "winter": ("hivern", "neu", "gel", "glaç", "nadal", "nadalenc"),
    "desert": ("desert", "deserts"),
    "retro": ("retro", "píxel", "píxels", "pixelat", "8 bits", "clàssic"),
}

CONTROLS = {
    "keys": ("fletxes", "tecles de fletxa", "teclat", "tecla", "tecles", "barra espaiadora"),
    "touch": ("tàctil", "tocar", "toca la pantalla", "lliscar el dit", "amb el dit"),
    "mouse": ("ratolí", "clic", "clica", "clicar", "arrossega~"),
}
TARGETS = {
    "phone": ("mòbil", "mòbils", "telèfon", "tauleta"),
    "desktop": ("ordinador", "ordinadors", "portàtil"),
}
DIFFICULTY = {
    "easy": ("fàcil", "fàcils", "per a nens", "per a principiants", "relaxat", "relaxant"),
    "hard": ("difícil", "difícils", "molt difícil", "dur", "per a experts", "exigent"),
}

WIN = ("guanya~", "guanyes", "victòria")
LOSE = ("perds", "perdre", "perdut", "game over")
# A round said to end, neither lost nor won: its clause tells which.
ROUND_ENDS = ("fi de la partida",)
# "perds una vida" / "perds cinc segons" name lives and time penalties, not the way a round is lost.
LOSE_NOT_BEFORE = ("una vida", "vida", "vides", "segons", "punts")

SECOND_WORDS = ("segon", "segons", "seg")
MINUTE_WORDS = ("minut", "minuts", "min")
# Words for a timer, read where said not to be, and words that alone say there is none (see
# pitch_words.TIMER_WORDS, UNTIMED).
TIMER_WORDS = (
    "temporitzador",
    "un temporitzador",
    "cronòmetre",
    "un cronòmetre",
    "rellotge",
    "límit de temps",
    "un límit de temps",
    "temps límit",
    "compte enrere",
    "timer",
)
UNTIMED = ("temps il·limitat", "temps illimitat")
HALF_MINUTE = ("mig minut",)
HALVES_AFTER_UNIT = ("i mig",)
TIME_PHRASES = {"minut i mig": 90, "un minut i mig": 90}
EVERY_WORDS = ("cada",)
NUMBER_WORDS = {
    "un": 1,
    "una": 1,
    "dos": 2,
    "dues": 2,
    "tres": 3,
    "quatre": 4,
    "cinc": 5,
    "deu": 10,
    "quinze": 15,
    "vint": 20,
    "trenta": 30,
    "quaranta": 40,
    "cinquanta": 50,
    "seixanta": 60,
    "noranta": 90,
}

# The space bar, where the words around "espai" press it (see pitch_words.KEY_NAMES).
KEY_NAMES = ("espai",)
KEY_PRESSES = ("prem", "prémer", "prement", "apreta", "prea", "pitja", "pitjar", "toca")
KEY_USES = ("amb", "amb l'", "amb la tecla", "tecla", "la tecla", "fent servir")
KEY_AFTER = ("per", "quan", "tecla")
