"""Slovak: the words of a pitch in Slovak, by the vocabulary's keys (see :mod:`crumb.core.lexicon`).

Slovak declines its nouns and adjectives as Czech does ("had", "hada", "hadom"; "dvojitým skokom"): a
stem (``~``) catches the forms. It is told from Czech by its letters ľ, ĺ, ŕ, ä and the common words
Czech writes otherwise ("sa", "ktorý", "alebo", "pre", "veľmi"; Czech "se", "který", "nebo", "pro",
"velmi"). Its short words are other languages' words as written ("had", "les", "jed"), so its words
count only in a pitch in Slovak (``OWN_PITCH_ONLY``). A "prak" is a slingshot, named in its forms (a stem
would catch "prakticky").
"""

from __future__ import annotations

CODE = "sk"
NAME = "Slovak"
# Its own ľ, ĺ, ŕ, ä, and the marked letters it shares with Czech, which count for each in part.
LETTERS = "ľĺŕäčšžťďň"
OWN_PITCH_ONLY = True

# Words that begin a clause of their own: a phrase's gap never holds one.
JOINERS = ("a", "ale", "zatiaľ čo", "pričom")
# Words that begin a phrase of their own, and words that ask nothing of a game on their own (see
# pitch_words.PHRASE_STARTS and FILLERS).
PHRASE_STARTS = ("s", "so", "kde", "v ktorej", "proti", "tiež", "potom", "ktorý", "ktorá", "ktoré")
FILLERS = (
    "ja",
    "mi",
    "ma",
    "môj",
    "moja",
    "my",
    "nám",
    "chcem",
    "chcel",
    "chcela",
    "sprav",
    "urob",
    "vytvor",
    "prosím",
    "ďakujem",
    "zábavná",
    "zábavnú",
    "jednoduchá",
    "jednoduchú",
    "malá",
    "malú",
    "krátka",
    "rýchla",
    "klasická",
    "klasickú",
    "typu",
    "štýl",
    "niečo",
    "veľmi",
    "len",
    "iba",
    "hrať",
    "hráč",
    "hráča",
    "hráčov",
    "je",
    "sú",
    "byť",
    "mať",
    "môže",
    "verzia",
)
# An opponent, not a thing to play on (see pitch_words.OPPONENTS): "proti počítaču".
OPPONENTS = ("proti",)
# Words that say the thing named right after them is not (see pitch_words.NEGATIONS).
NEGATIONS = ("nie", "bez", "žiadne", "žiadny", "žiadna", "žiadni", "nikdy", "nemá", "nebude")
# Words for "or" that carry a negation on to the thing after them (see pitch_words.DISJUNCTIONS).
DISJUNCTIONS = ("alebo", "ani")

# Common words Czech writes otherwise: words both share ("hra", "kde", "na", "bez") tell neither. Not
# "sa": it is Tagalog's most common word too.
MARKERS = (
    "so",
    "vo",
    "ktorý",
    "ktorá",
    "ktoré",
    "ktorú",
    "ktorom",
    "alebo",
    "pre",
    "ako",
    "veľmi",
    "keď",
    "aj",
    "iba",
    "ešte",
    "sú",
    "môžeš",
    "musíš",
    "každú",
    "každým",
    "sekúnd",
    "minút",
    "minúty",
    "minútu",
    "rýchlejšie",
    "hre",
    "hráčov",
    "počítaču",
    "ovládanie",
    "loptička",
    "loptičku",
    "nepriateľov",
    "nepriatelia",
    "hadom",
    "stien",
    "pol",
    # Shared with Czech, each counting for both in part.
    "hra",
    "hru",
    "kde",
    "ale",
    "bez",
)

KINDS = {
    "match3": ("tri v rade", "3 v rade", "spoj tri", "spájanie troch"),
    "snake": ("had", "hada", "hadom", "hadovi", "hadík~", "hadí~"),
    "breakout": ("arkanoid~", "rozbíjanie tehál", "rozbi tehly", "rozbíjanie blokov", "rozbíjanie kociek"),
    "runner": ("nekonečn~ beh~", "bežeck~ hr~", "behaci~ hr~"),
    "platformer": ("plošinovk~", "skákačk~"),
    "shooter": ("strieľačk~", "strieľanie nepriateľov", "strieľaním"),
    "dodger": ("uhýba~", "vyhýba~", "uhnúť"),
    "catcher": ("chyt~ … padajúc~", "padajúc~ … chyt~", "košíkom"),
    "memory": ("pexes~", "hľadanie dvojíc", "hľadanie párov", "pamäťov~ hr~"),
    "tapper": ("krtk~",),
    "slide": ("posuvn~ hlavolam~", "posúvacie puzzle", "pätnástk~"),
    "grid_puzzle": ("tlačenie krabíc", "posúvanie krabíc", "tlač krabice", "sokoban~"),
    "tower_defense": ("obrana veží", "obranu veží", "obrana veže"),
    "chess": ("šach~",),
    "tetris": ("padajúc~ kock~", "padajúc~ blok~"),
    "racing": ("preteky", "pretekov", "pretekársk~", "závodn~", "autíčk~"),
    "pong": ("stolný tenis", "ping pong"),
    "pinball": ("pinbal~",),
    "rhythm": ("rytmick~ hr~", "hudobn~ hr~", "tanečn~ hr~"),
    "quiz": ("kvíz~",),
    "card_game": ("kartov~ hr~", "karty", "solitér~"),
    "rpg": ("hra na hrdinov", "hru na hrdinov"),
    "strategy": ("stratégi~",),
    "fighting": ("bojovk~", "bojov~ hr~"),
    "sudoku": ("sudoku",),
    "maze": ("bludisk~",),
    "golf": ("minigolf~",),
    "sports": ("futbal~", "hokej~", "basketbal~", "volejbal~"),
    "word_game": ("slovn~ hr~", "obesenec~", "krížovk~"),
    "simulation": ("simulátor~", "simuláci~"),
    "typing": ("písanie na klávesnici", "rýchle písanie", "písanie všetkými desiatimi"),
    "tic_tac_toe": ("piškvork~", "krížiky a krúžky"),
    "minesweeper": ("hľadanie mín",),
    "number_merge": ("spájanie čísel", "spoj čísla"),
    "connect_four": ("štyri v rade", "4 v rade"),
    "asteroids": ("asteroid~",),
    "crossing": ("prejsť cez cestu", "prechádzanie cez cestu", "cez cestu"),
    "bubble_shooter": ("strieľanie bublín", "bublin~"),
    "stacker": ("stavanie veže", "skladanie kociek", "stavanie kociek"),
    "fishing": ("rybárčeni~", "chytanie rýb", "rybolov~"),
    "cooking": ("varenie", "varenia"),
    "mahjong": ("mahjong",),
    "board_game": ("stolov~ hr~", "človeče, nehnevaj sa", "človeče nehnevaj sa", "dáma"),
    "jigsaw": ("skladačk~", "dielik~"),
    "slingshot": ("prak", "prakom", "praku"),
    "puzzle": ("hlavolam~", "logick~ hr~"),
}

MECHANICS = {
    "shrink_paddle": ("pálka … zmenšuje", "pálka … skracuje", "zmenšujúc~ pálk~", "plošinka … zmenšuje"),
    "speed_up": (
        "zrýchľ~",
        "rýchlejš~",
        "stále rýchlej~",
        "čoraz rýchlej~",
        "rýchlosť … rastie",
        "rastie … rýchlosť",
        "zvyšuje … rýchlosť",
        "rýchlosť … zvyšuje",
    ),
    "bonus": ("bonus~", "extra body", "dvojnásobné body", "zlat~ jablk~"),
    "hazards": ("prekážk~", "bodliny", "bodlinami", "ostne", "pasc~", "hroty", "hrotmi"),
    "lives": ("život~",),
    "double_jump": ("dvojit~ skok~", "dvojskok~", "skočiť dvakrát"),
    "shield": ("štít~", "nesmrteľn~", "nezraniteľ~"),
    "narrowing_gap": ("medzery sa zmenšujú", "medzera sa zmenšuje", "užšie medzery", "čoraz užš~"),
    "time_penalty": (
        # A penalty of so many seconds ("stojí päť sekúnd"): its time is no time limit.
        "stojí … sekúnd",
        "mínus … sekúnd",
        "uberie … sekúnd",
        "strata času",
        "časov~ penalizáci~",
        "trestn~ sekund~",
    ),
    "combo": ("kombo~", "násobiteľ~", "reťazov~ reakci~"),
    "bomb": ("bomb~",),
    "poison": ("jed", "jedom", "jedu", "jedovat~", "otráven~"),
    "levels": ("úrov~", "levely", "levelov"),
    "high_score": ("rebríč~", "najvyššie skóre", "rekord~", "tabuľk~ najlepších"),
    "coins": ("minc~", "mincí"),
    "enemies": ("nepriateľ~", "príšer~", "monštr~"),
    "boss": ("boss~", "hlavn~ záporák~"),
    "two_players": ("dvaja hráči", "dvoch hráčov", "2 hráči", "pre dvoch", "dvojhráčov~"),
    # The computer as the opponent ("against the computer", "vs AI"): see pitch_words.MECHANICS.
    "vs_computer": ("proti … počítaču", "s počítačom"),
}
# Walls said not to be ask for edges that wrap around (see pitch_words.MECHANICS_BY_ABSENCE).
MECHANICS_BY_ABSENCE = {"wrap": ("stien", "steny", "stena", "múrov", "múry")}

THEMES = {
    "candy": ("cukrík~", "sladkost~", "bonbón~"),
    "ocean": ("more", "mori", "morom", "morsk~", "oceán~", "pod vodou", "podmorsk~"),
    "space": ("vesmír~", "kozmick~", "hviezd~", "planét~", "planet~", "mimozemš~"),
    "forest": ("les", "lese", "lesa", "lesom", "lesn~"),
    "neon": ("neón~",),
    "fruit": ("ovoc~",),
    "spooky": ("strašideln~", "strašidl~", "duchovia", "duchov", "čarodejnic~"),
    "winter": ("zimn~", "zima", "zime", "sneh~", "ľad", "ľadov~", "vianoč~"),
    "desert": ("púšť", "púšti", "púšťou", "púštn~"),
    "retro": ("retro~", "pixel~", "klasick~", "osembit~"),
}

CONTROLS = {
    "keys": ("šípk~", "klávesnic~", "medzerník~", "kláves~"),
    "touch": ("dotyk~", "ťuknut~", "ťuka~", "potiahnutie prstom"),
    "mouse": ("myš~", "klikn~", "klika~", "preťahovani~"),
}
TARGETS = {
    "phone": ("mobil~", "telefón~", "tablet~"),
    "desktop": ("počítač~",),
}
# Not a stem for "obtiažn-": "obtiažnosť" is the difficulty itself ("nastaviteľná obtiažnosť").
DIFFICULTY = {
    "easy": ("ľahk~", "jednoduch~", "pre deti", "pre začiatočníkov", "pohodov~"),
    "hard": ("ťažk~", "obtiažna", "obtiažne", "obtiažny", "obtiažnu", "náročn~", "brutáln~", "pre expertov"),
}

WIN = ("vyhraj~", "vyhrá~", "výhra", "víťazstvo")
LOSE = ("prehr~",)
# A round said to end, neither lost nor won: its clause tells which.
ROUND_ENDS = ("koniec hry",)
# "stratíš život" / "strata času" name lives and time penalties, not the way a round is lost.
LOSE_NOT_BEFORE = ("život", "čas", "body")

SECOND_WORDS = ("sekunda", "sekundy", "sekúnd", "sekundu", "sek")
MINUTE_WORDS = ("minúta", "minúty", "minút", "minútu", "min")
# Words for a timer, read where said not to be, and words that alone say there is none (see
# pitch_words.TIMER_WORDS, UNTIMED).
TIMER_WORDS = ("časovač~", "časov~ limit~", "časov~ obmedzeni~", "limit~ na čas", "odpočet~", "odpočítavani~", "stopk~")
UNTIMED = ("neobmedzen~ čas~",)
HALF_MINUTE = ("pol minúty", "polminúty")
# A minute said without its number ("na minútu", for a minute), the longest first; typed without its
# marks too (a phrase is matched as written).
TIME_PHRASES = {"minútu a pol": 90, "minúta a pol": 90, "minutu a pol": 90, "na minútu": 60, "na minutu": 60}
HALVES_BEFORE_UNIT = ("a pol",)
HALVES_AFTER_UNIT = ("a pol",)
EVERY_WORDS = ("každých", "každú", "každé", "každý")
NUMBER_WORDS = {
    "jeden": 1,
    "jedna": 1,
    "jednu": 1,
    "dva": 2,
    "dve": 2,
    "tri": 3,
    "štyri": 4,
    "päť": 5,
    "desať": 10,
    "pätnásť": 15,
    "dvadsať": 20,
    "tridsať": 30,
    "štyridsať": 40,
    "päťdesiat": 50,
    "šesťdesiat": 60,
    "deväťdesiat": 90,
}
