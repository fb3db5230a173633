"""Czech: the words of a pitch in Czech, by the vocabulary's keys (see :mod:`crumb.core.lexicon`).

Czech declines its nouns and adjectives ("had", "hada", "hadem"; "dvojitý skok", "dvojitým skokem"):
a stem (``~``) catches the forms. Its short words are other languages' words as written ("had", a
snake; "led", ice; "jed", poison; "les", a forest) and Polish and Slovak share many of them, so its
words count only in a pitch in Czech (``OWN_PITCH_ONLY``). A "prak" is a slingshot, named in its forms
(a stem would catch "prakticky", practically).
"""

from __future__ import annotations

CODE = "cs"
NAME = "Czech"
LETTERS = "ěřůčšžťďň"
OWN_PITCH_ONLY = True

# Words that begin a clause of their own: a phrase's gap never holds one.
JOINERS = ("a", "ale", "zatímco", "přičemž")
# Words that begin a phrase of their own, and words that ask nothing of a game on their own (see
# pitch_words.PHRASE_STARTS and FILLERS).
PHRASE_STARTS = ("s", "se", "kde", "ve které", "proti", "také", "pak", "který", "která", "které")
FILLERS = (
    "já",
    "mi",
    "mě",
    "můj",
    "moje",
    "my",
    "nám",
    "chci",
    "chtěl",
    "chtěla",
    "udělej",
    "vytvoř",
    "prosím",
    "díky",
    "zábavná",
    "zábavnou",
    "jednoduchá",
    "jednoduchou",
    "malá",
    "malou",
    "krátká",
    "rychlá",
    "klasická",
    "klasickou",
    "typu",
    "styl",
    "něco",
    "velmi",
    "jen",
    "jenom",
    "hrát",
    "hráč",
    "hráče",
    "hráčů",
    "je",
    "jsou",
    "být",
    "mít",
    "může",
    "verze",
)
# An opponent, not a thing to play on (see pitch_words.OPPONENTS): "proti počítači".
OPPONENTS = ("proti",)
# Words that say the thing named right after them is not (see pitch_words.NEGATIONS).
NEGATIONS = ("ne", "bez", "žádné", "žádný", "žádná", "žádní", "nikdy", "není", "nejsou")
# Words for "like" said between a negation and a game named (see pitch_words.LIKENESS): "ne jako tetris".
LIKENESS = ("jako", "jak", "typu", "ve stylu")
# Words for "or" that carry a negation on to the thing after them (see pitch_words.DISJUNCTIONS).
DISJUNCTIONS = ("nebo", "ani")

MARKERS = (
    "hra",
    "hru",
    "hře",
    "který",
    "která",
    "které",
    "kde",
    "každý",
    "každou",
    "každé",
    "sekund",
    "minut",
    "minuty",
    "nebo",
    "ale",
    "pro",
    "jako",
    "velmi",
    "když",
    "musíš",
    "můžeš",
    "rychleji",
    "se",
    "na",
    "v",
    "ve",
    "bez",
    "hodně",
    "jsou",
    "ovládání",
)

KINDS = {
    "match3": ("tři v řadě", "3 v řadě", "spoj tři", "spojování tří"),
    "snake": ("had", "hada", "hadem", "hadovi", "hadí~", "hadík~", "hádek"),
    "breakout": ("arkanoid~", "rozbíjení cihel", "rozbij cihly", "rozbíjení bloků", "rozbíjení kostek"),
    "runner": ("nekonečn~ běh~", "běhací hr~", "běžeck~ hr~"),
    "platformer": ("plošinovk~", "skákačk~", "jako mario"),
    "shooter": ("střílečk~", "střílení nepřátel"),
    "dodger": ("uhýbá~", "vyhýbá~", "uhnout"),
    "catcher": ("chyt~ … padající~", "padající~ … chyt~", "košíkem"),
    "memory": ("pexes~", "hledání dvojic", "hledání párů", "paměťov~ hr~"),
    "tapper": ("krtk~",),
    "slide": ("posuvn~ hlavolam~", "posuvn~ puzzle", "patnáctk~"),
    "grid_puzzle": ("tlačení krabic", "posouvání krabic", "tlač krabice", "sokoban~"),
    "tower_defense": ("obrana věží", "obrana věže", "obranu věží"),
    "chess": ("šach~",),
    "tetris": ("padající~ kost~", "padající~ blok~"),
    "racing": ("závod~", "závodní~", "autíčk~"),
    "pong": ("stolní tenis", "ping pong"),
    "pinball": ("pinbal~",),
    "rhythm": ("rytmick~ hr~", "hudební hr~", "taneční hr~"),
    "quiz": ("kvíz~",),
    "card_game": ("karetní~", "karty", "solitér~"),
    "rpg": ("hra na hrdiny", "hru na hrdiny"),
    "strategy": ("strategi~",),
    "fighting": ("bojovk~", "bojov~ hr~"),
    "sudoku": ("sudoku",),
    "maze": ("bludišt~",),
    "golf": ("minigolf~",),
    "sports": ("fotbal~", "hokej~", "basketbal~", "volejbal~"),
    "word_game": ("slovní hr~", "šibenic~", "křížovk~"),
    "simulation": ("simulátor~", "simulac~"),
    "typing": ("psaní na klávesnici", "rychlé psaní", "psaní všemi deseti"),
    "tic_tac_toe": ("piškvork~", "křížky a kolečka"),
    "minesweeper": ("hledání min",),
    "number_merge": ("spojování čísel", "slučování čísel", "spoj čísla"),
    "connect_four": ("čtyři v řadě", "4 v řadě"),
    "asteroids": ("asteroid~",),
    "crossing": ("přejít silnici", "přecházení silnice", "přes silnici"),
    "bubble_shooter": ("střílení bublin", "bublin~"),
    "stacker": ("stavění věže", "skládání kostek", "stavění kostek"),
    "fishing": ("rybaření", "chytání ryb"),
    "cooking": ("vaření",),
    "mahjong": ("mahjong",),
    "board_game": ("deskov~ hr~", "deskovk~", "člověče, nezlob se", "člověče nezlob se", "dáma"),
    "jigsaw": ("skládačk~", "dílk~"),
    "slingshot": ("prak", "prakem", "praku"),
    "puzzle": ("hlavolam~", "logick~ hr~"),
}

MECHANICS = {
    "shrink_paddle": ("pálka … zmenšuje", "pálka … zkracuje", "zmenšující se pálk~", "plošinka … zmenšuje"),
    "speed_up": (
        "zrychl~",
        "rychlejší",
        "rychleji",
        "čím dál rychle~",
        "rychlost … roste",
        "roste … rychlost",
        "zvyšuje … rychlost",
        "rychlost … zvyšuje",
    ),
    "bonus": ("bonus~", "extra body", "dvojnásobné body", "zlat~ jablk~"),
    "hazards": ("překážk~", "bodlin~", "ostn~", "pastí", "pasti", "bodák~"),
    "lives": ("život~",),
    "double_jump": ("dvojit~ skok~", "dvojskok~", "skočit dvakrát"),
    "shield": ("štít~", "nesmrteln~", "nezranitel~"),
    "narrowing_gap": ("mezery se zmenšují", "mezera se zmenšuje", "užší mezery", "čím dál užší"),
    "time_penalty": (
        # A penalty of so many seconds ("stojí pět sekund"): its time is no time limit.
        "stojí … sekund~",
        "mínus … sekund~",
        "ubere … sekund~",
        "ztráta času",
        "časov~ penalizac~",
        "trestn~ sekund~",
    ),
    "combo": ("kombo~", "násobitel~", "řetězov~ reakc~"),
    "bomb": ("bomb~",),
    "poison": ("jed", "jedem", "jedovat~", "otráven~"),
    "levels": ("úrov~", "levely", "levelů"),
    "high_score": ("žebříč~", "nejvyšší skóre", "rekord~", "tabulk~ nejlepších"),
    "coins": ("minc~", "penízk~"),
    "enemies": ("nepřítel~", "nepřátel~", "příšer~", "monstr~"),
    "boss": ("boss~", "hlavní záporák~"),
    "two_players": ("dva hráči", "dva hráče", "dvou hráč~", "2 hráči", "2 hráče", "pro dva", "dvouhráčov~"),
    # The computer as the opponent ("against the computer", "vs AI"): see pitch_words.MECHANICS.
    "vs_computer": ("proti … počítači", "s počítačem", "proti … ai"),
}
# Walls said not to be ask for edges that wrap around (see pitch_words.MECHANICS_BY_ABSENCE).
MECHANICS_BY_ABSENCE = {"wrap": ("zdí", "zdi", "zdmi", "stěn", "stěny")}

THEMES = {
    "candy": ("bonbon~", "sladkost~", "cukrov~"),
    "ocean": ("moř~", "oceán~", "pod vodou", "podmořsk~"),
    "space": ("vesmír~", "kosmick~", "hvězd~", "planet~", "mimozemš~"),
    "forest": ("les", "lese", "lesa", "lesem", "lesní~"),
    "neon": ("neon~",),
    "fruit": ("ovoc~",),
    "spooky": ("strašideln~", "strašidl~", "duchové", "duchy", "čarodějnic~"),
    "winter": ("zimní~", "zima", "zimě", "sníh", "sněh~", "led", "ledov~", "vánoč~"),
    "desert": ("poušt~",),
    "retro": ("retro~", "pixel~", "klasick~", "osmibit~"),
}

CONTROLS = {
    "keys": ("šipk~", "klávesnic~", "mezerník~", "kláves~"),
    "touch": ("dotyk~", "ťukn~", "ťuká~", "přejetí prstem", "tapnutí"),
    "mouse": ("myš~", "klikn~", "kliká~", "přetahování"),
}
TARGETS = {
    "phone": ("mobil~", "telefon~", "tablet~"),
    "desktop": ("počítač~",),
}
# Not a stem for "obtížn-": "obtížnost" is the difficulty itself ("nastavitelná obtížnost").
DIFFICULTY = {
    "easy": ("snadn~", "jednoduch~", "lehk~", "pro děti", "pro začátečníky", "pohodov~"),
    "hard": ("těžk~", "obtížná", "obtížné", "obtížný", "obtížnou", "náročn~", "brutáln~", "pro experty"),
}

# "do 10 bodů": up to ten points, the first there wins.
WIN = ("vyhraj~", "vyhraje~", "výhra", "vítězství", "do … bod~")
LOSE = ("prohraj~", "prohra")
# A round said to end, neither lost nor won: its clause tells which.
ROUND_ENDS = ("konec hry",)
# "ztratíš život" / "ztráta času" name lives and time penalties, not the way a round is lost.
LOSE_NOT_BEFORE = ("život", "čas", "body")

SECOND_WORDS = ("sekunda", "sekundy", "sekund", "sekundu", "vteřina", "vteřiny", "vteřin", "vteřinu", "sek")
MINUTE_WORDS = ("minuta", "minuty", "minut", "minutu", "min")
# Words for a timer, read where said not to be, and words that alone say there is none (see
# pitch_words.TIMER_WORDS, UNTIMED).
TIMER_WORDS = ("časovač~", "časov~ limit~", "časov~ omezení", "limit~ na čas", "odpočet~", "odpočítávání", "stopk~")
UNTIMED = ("neomezen~ čas~",)
HALF_MINUTE = ("půl minuty", "půlminuty")
# A minute said without its number ("na minutu", for a minute), the longest first; typed without its
# marks too, as Czech often is (a phrase is matched as written).
TIME_PHRASES = {"minutu a půl": 90, "minuta a půl": 90, "minutu a pul": 90, "minuta a pul": 90, "na minutu": 60}
HALVES_BEFORE_UNIT = ("a půl",)
HALVES_AFTER_UNIT = ("a půl",)
EVERY_WORDS = ("každých", "každou", "každé", "každý")
NUMBER_WORDS = {
    "jedna": 1,
    "jednu": 1,
    "dvě": 2,
    "dva": 2,
    "tři": 3,
    "čtyři": 4,
    "pět": 5,
    "deset": 10,
    "patnáct": 15,
    "dvacet": 20,
    "třicet": 30,
    "čtyřicet": 40,
    "padesát": 50,
    "šedesát": 60,
    "devadesát": 90,
}

# The creatures, people and vehicles a pitch names (see pitch_kinds.CHARACTERS).

# The creatures, people and vehicles a pitch names (see pitch_kinds.CHARACTERS).
CHARACTERS = {
    "cat": ("kočk~", "kocour~"),
    "dog": ("pes", "psa", "psem", "psi", "pejsk~"),
    "frog": ("žáb~", "žába"),
    "duck": ("kachn~", "kačen~"),
    "chicken": ("slepic~", "kuře", "kuřát~", "kohout~"),
    "bird": ("pták~", "ptáč~"),
    "fish": ("ryb~",),
    "shark": ("žralok~",),
    "rabbit": ("králík~", "zajíc~"),
    "monkey": ("opic~",),
    "bear": ("medvěd~",),
    "dragon": ("drak", "draka", "drakem", "draci", "draků"),
    "robot": ("robot~",),
    "car": ("auto", "auta", "autem", "autíčk~"),
    "rocket": ("raket~",),
    "plane": ("letadl~",),
    "helicopter": ("vrtulník~",),
    "boat": ("loď", "lodí", "loďk~"),
    "train": ("vlak~",),
    "dinosaur": ("dinosaur~",),
    "ghost": ("duch", "ducha", "duchové", "strašidl~"),
    "zombie": ("zombi~",),
    "lion": ("lev", "lva", "lvem"),
    "elephant": ("slon", "slona", "slonem"),
}
