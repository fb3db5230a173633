"""Croatian: the words of a pitch in Croatian, by the vocabulary's keys (see :mod:`crumb.core.lexicon`).

Croatian declines its nouns and adjectives ("zmija", "zmiju", "zmijom"; "dvostrukim skokom"): a stem
(``~``) catches the forms. It is told by its letters ć and đ and its common words ("gdje", "koji",
"svaki", "vrlo", "sekundi"); Serbian written in Latin letters shares most of them, and is read so. Its
short words are other languages' words as written ("led", ice; "more", the sea), so its words count only
in a pitch in Croatian (``OWN_PITCH_ONLY``). "pet" (five) is no number word here: it is an English word
first, and the number words are shared by every pitch.
"""

from __future__ import annotations

CODE = "hr"
NAME = "Croatian"
LETTERS = "ćđ"
OWN_PITCH_ONLY = True

# Words that begin a clause of their own: a phrase's gap never holds one.
JOINERS = ("i", "a", "ali", "dok", "no")
# Words that begin a phrase of their own, and words that ask nothing of a game on their own (see
# pitch_words.PHRASE_STARTS and FILLERS).
PHRASE_STARTS = ("s", "sa", "gdje", "u kojoj", "protiv", "također", "onda", "zatim", "koji", "koja", "koje")
FILLERS = (
    "ja",
    "mi",
    "meni",
    "moj",
    "moja",
    "želim",
    "htio",
    "htjela",
    "bih",
    "napravi",
    "napravite",
    "izradi",
    "molim",
    "hvala",
    "zabavna",
    "zabavnu",
    "jednostavna",
    "jednostavnu",
    "mala",
    "malu",
    "kratka",
    "kratku",
    "brza",
    "klasična",
    "klasičnu",
    "stil",
    "tipa",
    "nešto",
    "vrlo",
    "jako",
    "samo",
    "igrati",
    "igrač",
    "igrača",
    "igrači",
    "je",
    "su",
    "biti",
    "imati",
    "može",
    "verzija",
)
# An opponent, not a thing to play on (see pitch_words.OPPONENTS): "protiv računala".
OPPONENTS = ("protiv",)
# Words that say the thing named right after them is not (see pitch_words.NEGATIONS).
NEGATIONS = ("ne", "bez", "nema", "nikad", "nikada", "nikakvih", "nikakve", "nijednog")
# Words for "or" that carry a negation on to the thing after them (see pitch_words.DISJUNCTIONS).
DISJUNCTIONS = ("ili", "ni", "niti")

MARKERS = (
    "igra",
    "igru",
    "igri",
    "igre",
    "koji",
    "koja",
    "koje",
    "gdje",
    "svaki",
    "svake",
    "svakih",
    "svaku",
    "sekundi",
    "sekunde",
    "minuta",
    "ili",
    "kao",
    "vrlo",
    "kad",
    "kada",
    "moraš",
    "možeš",
    "brže",
    "puno",
    "protiv",
    "računala",
    "mobitel",
    "mobitelu",
    "života",
    "treba",
    "što",
    "više",
    "dok",
    "želim",
    "sve",
    "svakom",
    "zmija",
    "zmiju",
    "zmijom",
    "zidova",
    "zidovi",
    "tipkovnica",
    "tipkovnicom",
    "tipkovnicu",
    "ljestvica",
    "ljestvicom",
)

KINDS = {
    "match3": ("tri u nizu", "3 u nizu", "spoji tri", "spajanje tri"),
    "snake": ("zmij~",),
    "breakout": ("razbijanje cigli", "razbij cigle", "razbijanje blokova", "arkanoid~"),
    "runner": ("beskonačn~ trč~", "beskrajn~ trč~", "trčanje bez kraja"),
    "platformer": ("platformer~", "platformsk~ igr~", "s platformama", "po platformama"),
    "shooter": ("pucačin~", "pucanje", "pucnjav~"),
    "dodger": ("izbjegav~", "izbjeći", "izmicanj~"),
    "catcher": ("hvata~ … padajuć~", "uhvati~ … padajuć~", "padajuć~ … hvata~", "padajuć~ … uhvati~", "košaricom"),
    "memory": ("memorij~", "igra pamćenja", "igru pamćenja", "pronađi parove", "spajanje parova"),
    "tapper": ("krtic~",),
    "slide": ("klizn~ slagalic~", "petnaestic~", "pomicanje pločica"),
    "grid_puzzle": ("guranje kutija", "guraj kutije", "sokoban~"),
    "tower_defense": ("obrana tornjeva", "obrana kula", "obranu tornjeva"),
    "chess": ("šah", "šaha", "šahu", "šahovsk~", "sah", "saha", "sahu"),
    "tetris": ("padajuć~ blok~", "padajuć~ kock~"),
    "racing": ("utrk~", "trkać~", "autić~"),
    "pong": ("stolni tenis", "ping pong"),
    "pinball": ("fliper~",),
    "rhythm": ("ritmičk~", "glazben~ igr~", "plesn~ igr~"),
    "quiz": ("kviz~",),
    "card_game": ("kartašk~", "igra s kartama", "igru s kartama", "pasijans~"),
    "rpg": ("igra uloga", "igru uloga"),
    "strategy": ("strategij~", "stratešk~"),
    "fighting": ("borilačk~", "tučnjav~"),
    "sudoku": ("sudoku",),
    "maze": ("labirint~",),
    "golf": ("minigolf~",),
    "sports": ("nogomet~", "košark~", "rukomet~", "hokej~", "odbojk~"),
    "word_game": ("igra riječi", "igru riječi", "vješal~", "križaljk~", "osmosmjerk~"),
    "simulation": ("simulator~", "simulacij~"),
    "typing": ("brzo tipkanje", "tipkanj~"),
    "tic_tac_toe": ("križić kružić", "križić-kružić", "iks oks"),
    "minesweeper": ("minolovac~", "traženje mina"),
    "number_merge": ("spajanje brojeva", "spoji brojeve"),
    "connect_four": ("četiri u nizu", "4 u nizu"),
    "asteroids": ("asteroid~",),
    "crossing": ("prijeđi cestu", "prelazak ceste", "preko ceste"),
    "bubble_shooter": ("mjehurić~", "balončić~"),
    "stacker": ("slaganje blokova", "slaži blokove", "toranj od blokova"),
    "fishing": ("ribolov~", "pecanj~", "pecaj~"),
    "cooking": ("kuhanj~", "kuhaj~"),
    "mahjong": ("mahjong",),
    "board_game": ("društven~ igr~", "čovječe ne ljuti se", "dame"),
    "jigsaw": ("slagalica od komadića", "komadić~ slagalic~"),
    "slingshot": ("praćk~",),
    "puzzle": ("zagonetk~", "mozgalic~", "logičk~ igr~"),
}

MECHANICS = {
    "shrink_paddle": ("palica … smanjuje", "reket … smanjuje", "palica … skraćuje", "sve manj~ palic~"),
    "speed_up": (
        "ubrzava~",
        "ubrza~",
        "sve brže",
        "sve brž~",
        "brzina … raste",
        "brzina … povećava",
        "povećava … brzin~",
    ),
    "bonus": ("bonus~", "dodatn~ bodov~", "dvostruk~ bod~", "zlatn~ jabuk~"),
    "hazards": ("preprek~", "šiljk~", "bodlj~", "zamk~"),
    "lives": ("život", "života", "životi", "životima", "živote", "životom"),
    "double_jump": ("dvostruk~ skok~", "dupli skok", "skočiti dvaput", "dvoskok~"),
    "shield": ("štit~", "nepobjediv~", "neranjiv~", "besmrtn~"),
    "narrowing_gap": ("razmak se smanjuje", "prolaz se sužava", "sve uži~", "uži prolaz~"),
    "time_penalty": (
        # A penalty of so many seconds ("oduzima pet sekundi"): its time is no time limit.
        "minus … sekund~",
        "oduzima … sekund~",
        "gubiš … sekund~",
        "gubitak vremena",
        "vremensk~ kazn~",
        "kaznen~ sekund~",
    ),
    "combo": ("kombo~", "množitelj~", "lančan~ reakcij~"),
    "bomb": ("bomb~",),
    "poison": ("otrov~",),
    "levels": ("razin~", "nivo~", "level~"),
    "high_score": ("ljestvic~", "najbolji rezultat", "rekord~", "tablic~ najboljih"),
    "coins": ("novčić~", "kovanic~"),
    "enemies": ("neprijatelj~", "čudovišt~", "protivnik~"),
    "boss": ("boss~", "glavni zlikovac", "glavnog zlikovca"),
    "two_players": ("dva igrača", "2 igrača", "za dvoje", "za dva igrača", "dvojica igrača"),
    # The computer as the opponent ("against the computer", "vs AI"): see pitch_words.MECHANICS.
    "vs_computer": ("protiv … računala", "protiv … kompjutera"),
}
# Walls said not to be ask for edges that wrap around (see pitch_words.MECHANICS_BY_ABSENCE).
MECHANICS_BY_ABSENCE = {"wrap": ("zidova", "zidovi", "zid", "zida")}

THEMES = {
    "candy": ("slatkiš~", "bombon~", "lizalic~"),
    "ocean": ("more", "mora", "moru", "morem", "morsk~", "ocean~", "pod vodom", "podvodn~"),
    "space": ("svemir~", "zvijezd~", "planet~", "vanzemalj~", "galaksij~"),
    "forest": ("šum~", "džungl~"),
    "neon": ("neon~",),
    "fruit": ("voć~",),
    "spooky": ("sablasn~", "duhov~", "vještic~", "jeziv~", "noć vještica"),
    "winter": ("zim~", "snijeg~", "snježn~", "led", "leda", "ledom", "leden~", "božić~"),
    "desert": ("pustinj~",),
    "retro": ("retro~", "piksel~", "klasičn~", "8-bit~"),
}

CONTROLS = {
    "keys": ("strelic~", "tipkovnic~", "tipk~", "razmaknic~"),
    "touch": ("dodir~", "dodirn~", "prevlačenj~", "povlačenje prstom"),
    "mouse": ("miš", "miša", "mišem", "klik~"),
}
TARGETS = {
    "phone": ("mobitel~", "mobilni", "mobilnom", "telefon~", "tablet~"),
    "desktop": ("računal~", "kompjuter~"),
}
DIFFICULTY = {
    "easy": ("lagan~", "jednostavn~", "za djecu", "za početnike", "opuštajuć~"),
    "hard": ("težak", "teška", "teško", "teške", "tešku", "zahtjevn~", "brutaln~", "za stručnjake"),
}

WIN = ("pobijedi~", "pobjed~", "pobjeđuj~")
LOSE = ("izgubi~", "gubiš", "poraz~")
# A round said to end, neither lost nor won: its clause tells which.
ROUND_ENDS = ("kraj igre",)
# "izgubiš život" / "gubiš pet sekundi" name lives and time penalties, not the way a round is lost.
LOSE_NOT_BEFORE = ("život", "života", "vrijeme", "sekund", "bodove")

SECOND_WORDS = ("sekunda", "sekunde", "sekundi", "sekundu", "sek")
MINUTE_WORDS = ("minuta", "minute", "minutu", "min")
# Words for a timer, read where said not to be, and words that alone say there is none (see
# pitch_words.TIMER_WORDS, UNTIMED).
TIMER_WORDS = (
    "tajmer~",
    "štoperic~",
    "mjerač~ vremena",
    "vremensk~ ograničenj~",
    "ograničenj~ vremena",
    "odbrojavanj~",
)
UNTIMED = ("neograničen~ vrijem~",)
HALF_MINUTE = ("pola minute",)
TIME_PHRASES = {"minutu i pol": 90, "minuta i pol": 90, "minutu i po": 90}
HALVES_BEFORE_UNIT = ("i pol", "i po")
HALVES_AFTER_UNIT = ("i pol", "i po")
EVERY_WORDS = ("svakih", "svaku", "svake", "svaki")
NUMBER_WORDS = {
    "jedan": 1,
    "jedna": 1,
    "jednu": 1,
    "dvije": 2,
    "tri": 3,
    "četiri": 4,
    "deset": 10,
    "petnaest": 15,
    "dvadeset": 20,
    "trideset": 30,
    "četrdeset": 40,
    "pedeset": 50,
    "šezdeset": 60,
    "devedeset": 90,
}
