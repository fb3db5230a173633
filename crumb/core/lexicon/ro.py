"""Romanian: the words of a pitch in Romanian, by the vocabulary's keys (see :mod:`crumb.core.lexicon`).

Romanian writes its article onto its nouns ("șarpele", "monedele", "inamicii"): a stem (``~``)
catches the forms. Many of its words are French, Italian or Spanish ones as written ("bombe", "nivel",
"table", backgammon; "mare", big as well as the sea, named only as "marea"), so its words count only
in a pitch in Romanian (``OWN_PITCH_ONLY``). Romanian is often typed without its marks ("sarpe",
"vieti"): a word of four letters or more is read so too, and its number words are listed so.
"""

from __future__ import annotations

CODE = "ro"
NAME = "Romanian"
LETTERS = "ășțţş"
OWN_PITCH_ONLY = True

# Words that begin a clause of their own: a phrase's gap never holds one.
JOINERS = ("și", "dar", "iar", "însă")
# Words that begin a phrase of their own, and words that ask nothing of a game on their own (see
# pitch_words.PHRASE_STARTS and FILLERS).
PHRASE_STARTS = ("cu", "unde", "în care", "împotriva", "contra", "și", "apoi", "care")
FILLERS = (
    "eu",
    "mi",
    "mie",
    "meu",
    "mea",
    "noi",
    "vreau",
    "aș",
    "vrea",
    "fă",
    "faci",
    "creează",
    "te",
    "rog",
    "mersi",
    "mulțumesc",
    "distractiv",
    "simplu",
    "mic",
    "mică",
    "scurt",
    "rapid",
    "cool",
    "frumos",
    "clasic",
    "tip",
    "stil",
    "ceva",
    "foarte",
    "doar",
    "numai",
    "juca",
    "jucător",
    "jucători",
    "este",
    "e",
    "sunt",
    "fi",
    "avea",
    "poate",
    "versiune",
)
# An opponent, not a thing to play on (see pitch_words.OPPONENTS): "împotriva calculatorului".
OPPONENTS = ("împotriva", "contra")
# Words that say the thing named right after them is not (see pitch_words.NEGATIONS).
NEGATIONS = ("nu", "fără", "niciun", "nicio", "niciodată")
# Words for "like" said between a negation and a game named (see pitch_words.LIKENESS): "nu ca tetris".
LIKENESS = ("ca", "ca și", "precum", "gen")
# Words for "or" that carry a negation on to the thing after them (see pitch_words.DISJUNCTIONS).
DISJUNCTIONS = ("sau", "nici")

MARKERS = (
    "joc",
    "jocul",
    "care",
    "cu",
    "și",
    "în",
    "pentru",
    "fiecare",
    "secunde",
    "este",
    "sunt",
    "când",
    "unde",
    "foarte",
    "sau",
    "dar",
    "trebuie",
    "poți",
    "tot",
    "mai",
    "fără",
    "pe",
    "un",
    # Its "și" typed without its marks, as Romanian often is (Italian "si" too: each counts in part).
    "si",
    "se",
)

# Romanian words that another language's word of the vocabulary matches but that mean something else
# here: "mare" is big (Italian's sea: "un scor mare", a big score).
FALSE_FRIENDS = ("mare",)

# Its words for a game: a kind's name one letter off beside one is read (see pitch_words.GAME_WORDS).
GAME_WORDS = (
    "joc",
    "jocul",
)

KINDS = {
    "match3": ("trei în linie", "3 în linie", "potrivește trei", "potrivire de trei"),
    "snake": ("șarpe~", "șerpi~", "șarpel~"),
    "breakout": ("sparge cărămizi~", "spargi cărămizi~", "spargerea cărămizilor", "spargerea blocurilor"),
    "runner": ("alergare infinită", "alergător~ infinit", "joc de alergare"),
    "platformer": ("platformer~", "joc de platforme", "platforme"),
    "shooter": ("împușcături", "joc de tras", "trage~ în"),
    "dodger": ("evită~", "ferește~"),
    "catcher": ("prinde~ … care cad", "care cad … prinde~", "cu un coș", "cu coșul"),
    "memory": ("joc de memorie", "găsește perechile", "perechi de cărți", "memorie"),
    "tapper": ("lovește cârtița", "cârtiț~"),
    "slide": ("puzzle glisant", "puzzle cu glisare"),
    "grid_puzzle": ("împinge cutiile", "împinge cutii", "sokoban"),
    "tower_defense": ("apărarea turnului", "apărarea turnurilor", "apărare cu turnuri"),
    # Typed without its marks too: a word of three letters is not read so by itself.
    "chess": ("șah", "șahul", "sah", "sahul"),
    "tetris": ("blocuri care cad", "piese care cad"),
    "racing": (
        "cursă",
        "cursa",
        "curse de",
        "joc de curse",
        "jocuri de curse",
        "întrecere~",
        "joc cu mașini",
        "mașinuț~",
    ),
    "pong": ("tenis de masă", "ping pong", "ping-pong"),
    "pinball": ("flipper",),
    "rhythm": ("ritm~",),
    "quiz": ("chestionar~", "joc de întrebări", "întrebări și răspunsuri"),
    "card_game": ("joc de cărți", "cărți de joc", "pasian~"),
    "rpg": ("joc de rol",),
    "strategy": ("strategi~",),
    "fighting": ("joc de luptă", "jocuri de luptă", "bătaie"),
    "sudoku": ("sudoku",),
    "maze": ("labirint~",),
    "golf": ("minigolf",),
    "sports": ("fotbal~", "baschet~", "handbal~"),
    "word_game": ("joc de cuvinte", "spânzurătoare~", "cuvinte încrucișate", "rebus~"),
    "simulation": ("simulator~", "simulare", "fermă"),
    "typing": ("dactilografie~", "tastare rapidă", "scrie~ rapid"),
    "tic_tac_toe": ("x și 0", "x și o", "x și zero"),
    "minesweeper": ("găsește minele",),
    "number_merge": ("unește numerele", "combină numerele", "unirea numerelor"),
    "connect_four": ("patru în linie", "4 în linie"),
    "asteroids": ("asteroiz~", "asteroid~"),
    "crossing": ("traversează strada", "traversarea străzii", "trece strada", "traversează drumul"),
    "bubble_shooter": ("bule", "bulele", "bulelor"),
    "stacker": ("stivuire~", "stivuiește~", "construiește turnul"),
    "fishing": ("pescuit~",),
    "cooking": ("gătit~", "bucătări~"),
    "mahjong": ("mahjong",),
    "board_game": ("joc de masă", "joc de societate", "table", "dame", "nu te supăra frate"),
    "jigsaw": ("puzzle cu imagine", "puzzle din piese", "piese de puzzle"),
    "slingshot": ("praștie", "praștia", "praștii"),
    "puzzle": ("puzzle", "joc de logică", "ghicitoare~"),
}

MECHANICS = {
    "shrink_paddle": ("paleta … micșorează", "paleta devine mai mică", "paletă tot mai mică", "paleta se scurtează"),
    "speed_up": (
        "mai rapid~",
        "mai repede",
        "accelerează",
        "viteza crește",
        "crește viteza",
        "viteza … crește",
        "viteză tot mai mare",
    ),
    "bonus": ("bonus~", "puncte duble", "puncte în plus"),
    "hazards": ("obstacol~", "țepi", "țepii", "capcan~"),
    "lives": ("vieți", "viețile", "viață în plus", "vieți în plus", "# inimi", "# inimioare"),
    "double_jump": ("săritură dublă", "salt dublu", "dublu salt", "sare de două ori"),
    "shield": ("scut~", "invincibil~", "invulnerabil~"),
    "narrowing_gap": ("golul se micșorează", "golurile se micșorează", "spațiul se îngustează", "tot mai îngust~"),
    "time_penalty": (
        # A penalty of so many seconds ("pierzi cinci secunde"): its time is no time limit.
        "pierzi … secunde",
        "costă … secunde",
        "minus … secunde",
        "scade … secunde",
        "penalizare de timp",
    ),
    "combo": ("combo~", "multiplicator~", "reacție în lanț"),
    "bomb": ("bomb~",),
    "poison": ("otrav~", "otrăvit~"),
    "levels": ("nivel~",),
    "high_score": ("clasament~", "scor maxim", "cel mai mare scor", "record~"),
    "coins": ("monede", "monedele", "monedă", "bănuț~"),
    "enemies": ("inamic~", "dușman~", "monștri"),
    "boss": ("boss~", "șeful final"),
    "two_players": ("doi jucători", "2 jucători", "pentru doi"),
    # The computer as the opponent ("against the computer", "vs AI"): see pitch_words.MECHANICS.
    "vs_computer": ("împotriva … calculatorului", "contra … calculatorului", "împotriva … computerului"),
}
# Walls said not to be ask for edges that wrap around (see pitch_words.MECHANICS_BY_ABSENCE).
MECHANICS_BY_ABSENCE = {"wrap": ("pereți", "perete", "ziduri", "zid", "margini")}

THEMES = {
    "candy": ("bomboan~", "dulciur~"),
    "ocean": ("ocean~", "marea", "sub apă", "subacvatic~", "fundul mării"),
    # Not "spațiu" alone: it is any gap too ("spațiul se îngustează").
    "space": ("spațiul cosmic", "spațial~", "în spațiu", "cosmos", "cosmic~", "galaxi~", "planete", "extratereștr~"),
    "forest": ("pădur~",),
    "neon": ("neon~",),
    "fruit": ("fruct~",),
    "spooky": ("fantom~", "înfricoșător~", "bântuit~", "vrăjitoar~"),
    "winter": ("iarn~", "zăpad~", "gheaț~", "crăciun~"),
    "desert": ("deșert~",),
    "retro": ("retro~", "pixel~", "clasic~"),
}

CONTROLS = {
    "keys": ("tastatur~", "săgeți", "săgețile", "tastele", "bara de spațiu"),
    "touch": ("atingere~", "atinge ecranul", "ecran tactil", "glisează", "glisare"),
    "mouse": ("mouse~", "click~", "clic~"),
}
TARGETS = {
    "phone": ("telefon~", "mobil~", "tabletă"),
    "desktop": ("calculator~",),
}
DIFFICULTY = {
    "easy": ("ușor", "ușoară", "simplu", "simplă", "pentru copii", "pentru începători", "relaxant~"),
    "hard": ("greu", "grea", "dificil~", "provocator~", "pentru experți"),
}

WIN = ("câștigi", "câștiga", "victorie")
LOSE = ("pierzi", "pierde", "înfrângere", "mori")
# "pierzi o viață" / "pierzi timp" name lives and time penalties, not the way a round is lost.
LOSE_NOT_BEFORE = ("o viață", "timp", "puncte", "secunde")

SECOND_WORDS = ("secundă", "secunde", "sec")
MINUTE_WORDS = ("minut", "minute", "min")
# Words for a timer, read where said not to be, and words that alone say there is none (see
# pitch_words.TIMER_WORDS, UNTIMED).
TIMER_WORDS = (
    "cronometru",
    "un cronometru",
    "temporizator",
    "limită de timp",
    "timp limită",
    "numărătoare inversă",
    "ceas",
    "timer",
)
UNTIMED = ("timp nelimitat",)
HALF_MINUTE = ("jumătate de minut",)
# From twenty on, a number takes "de" before its unit: "90 de secunde", "20 de minute".
UNIT_LINKERS = ("de",)
HALVES_AFTER_UNIT = ("și jumătate",)
EVERY_WORDS = ("fiecare", "la fiecare")
NUMBER_WORDS = {
    "unu": 1,
    "două": 2,
    "doua": 2,
    "doi": 2,
    "trei": 3,
    "patru": 4,
    "cinci": 5,
    "zece": 10,
    "cincisprezece": 15,
    "douăzeci": 20,
    "douazeci": 20,
    "treizeci": 30,
    "patruzeci": 40,
    "cincizeci": 50,
    "șaizeci": 60,
    "saizeci": 60,
    "nouăzeci": 90,
    "nouazeci": 90,
}

# The creatures, people and vehicles a pitch names (see pitch_kinds.CHARACTERS).

# The creatures, people and vehicles a pitch names (see pitch_kinds.CHARACTERS).
CHARACTERS = {
    "cat": ("pisic~", "motan~"),
    "dog": ("câine", "câinele", "câini", "câinii", "cățel~"),
    "frog": ("broască", "broasca", "broaște"),
    "duck": ("rață", "rața", "rațe", "rățușc~"),
    "chicken": ("găin~", "cocoș~"),
    "bird": ("pasăre", "pasărea", "păsări~", "păsăric~"),
    "fish": ("pește", "peștele", "pești", "peștișor~"),
    "shark": ("rechin~",),
    "rabbit": ("iepur~",),
    "monkey": ("maimuț~",),
    "bear": ("urs", "ursul", "urși", "ursuleț~"),
    "dragon": ("balaur~",),
    "robot": ("robot~",),
    "car": ("mașin~",),
    "plane": ("avion~",),
    "helicopter": ("elicopter~",),
    "boat": ("barcă", "barca", "bărci"),
    "train": ("tren", "trenul", "trenuri", "trenuleț"),
    "dinosaur": ("dinozaur~",),
    "ghost": ("fantom~", "stafi~"),
    "zombie": ("zombi~",),
    "elephant": ("elefant~",),
}
