"""Finnish: the words of a pitch in Finnish, by the vocabulary's keys (see :mod:`crumb.core.lexicon`).

Finnish joins its words ("matopeli", "tuplahyppy", "avaruusammuskelu") and writes its cases onto them
("mato", "madon", "matoa"; "kolikko", "kolikoita"): a stem (``~``) catches the forms a word heads, a
noun of four letters or more is read as a compound's last part too ("kultakolikot"), and a stem that
changes in its forms is named in each. Its short words are other languages' words as written ("on",
"ja", "tai", "meri"), so its words count only in a pitch in Finnish (``OWN_PITCH_ONLY``). An obstacle
is named in its forms, not as the stem "este" that "esteetön" (without obstacles) holds.
"""

from __future__ import annotations

CODE = "fi"
NAME = "Finnish"
# Its ä and ö are German and Turkish letters too (each counts in part): a short pitch may have no other
# sign of its language ("avaruusammuskelu kilvellä ja viidellä elämällä").
LETTERS = "äö"
OWN_PITCH_ONLY = True

# Case endings ("kolikot", "metsässä", "puhelimella", "elämää").
ENDINGS = ("n", "t", "a", "ä", "lla", "llä", "ssa", "ssä", "sta", "stä", "lle", "ksi", "ja", "jä", "ineen")

# It joins words into compounds: a noun of its vocabulary is read as a compound's last part too.
COMPOUNDS = True

# Words that begin a clause of their own: a phrase's gap never holds one.
JOINERS = ("ja", "mutta", "vaan")
# Words that begin a phrase of their own, and words that ask nothing of a game on their own (see
# pitch_words.PHRASE_STARTS and FILLERS).
PHRASE_STARTS = ("jossa", "joka", "jotka", "myös", "sitten")
FILLERS = (
    "minä",
    "minulle",
    "mun",
    "me",
    "haluan",
    "haluaisin",
    "tee",
    "tehdä",
    "luo",
    "kiitos",
    "hauska",
    "yksinkertainen",
    "pieni",
    "lyhyt",
    "nopea",
    "siisti",
    "klassinen",
    "tyyli",
    "jotain",
    "tosi",
    "vain",
    "pelata",
    "pelaaja",
    "on",
    "olla",
    "versio",
)
# An opponent, said after it: "tietokonetta vastaan", against the computer.
OPPONENTS_AFTER = ("vastaan",)
# Words that say the thing named right after them is not (see pitch_words.NEGATIONS).
NEGATIONS = ("ei", "ilman", "eikä", "älä")
# Words for "or" that carry a negation on to the thing after them (see pitch_words.DISJUNCTIONS).
DISJUNCTIONS = ("tai", "eikä")

MARKERS = (
    "peli",
    "pelin",
    "pelissä",
    "ja",
    "on",
    "joka",
    "jossa",
    "kun",
    "jokainen",
    "jokaisen",
    "sekuntia",
    "sekunnin",
    "minuuttia",
    "minuutin",
    "tai",
    "mutta",
    "sinun",
    "voit",
    "kanssa",
    "ilman",
    "jossa",
    "pitää",
    "todella",
    "tosi",
    "myös",
    # Spoken Finnish, as a pitch is typed: "vähän niinku X mut Y" (a bit like X but Y).
    "vähän",
    "niinku",
    "mut",
    "kuin",
    "ihan",
)

# Finnish words that another language's word of the vocabulary matches but that mean something else
# here: an "omena" is an apple (English "omen~": spooky).
FALSE_FRIENDS = ("omena", "omenan", "omenaa", "omenat", "omenia", "omenoita", "omenoiden", "omenasta")
# Words whose compounds mostly name something else: a "yritysstrategia" is no strategy game.
NOT_HEADS = ("strategia", "simulaatio")

KINDS = {
    "match3": ("kolmen suora", "kolme samanlaista", "yhdistä kolme"),
    "snake": ("matopeli~", "mato", "madon", "matoa", "madot", "käärmepeli~"),
    "breakout": ("tiilipeli~", "rikkoa tiiliä", "riko tiilet", "tiilenrikkoja~"),
    "runner": ("loputon juoksu", "juoksupeli~"),
    "platformer": ("tasohyppely~", "tasoloikka~"),
    "shooter": ("ammuskelu~", "räiskintä~", "räiskintäpeli~"),
    "dodger": ("väistely~", "väistä~", "väistele~"),
    "catcher": ("nappaa … putoav~", "putoav~ … kiinni", "putoav~ … nappaa~", "korilla"),
    "memory": ("muistipeli~", "etsi parit", "parien etsiminen"),
    "tapper": ("lyö myyrää", "myyräpeli~", "myyrät"),
    "slide": ("liukupala~", "15-peli"),
    "grid_puzzle": ("laatikoiden työntö", "työnnä laatikoita", "sokoban"),
    "tower_defense": ("tornipuolustus~",),
    "chess": ("shakki~", "shakin"),
    "tetris": ("putoavat palikat", "putoavia palikoita"),
    "racing": ("ajopeli~", "autopeli~", "kilpa-ajo~", "rallipeli~", "autokilpailu~"),
    "pong": ("pöytätennis~", "pingis~"),
    "pinball": ("flipperi~",),
    "rhythm": ("rytmipeli~", "musiikkipeli~"),
    "quiz": ("tietovisa~", "visailu~"),
    "card_game": ("korttipeli~", "pasianssi~"),
    "rpg": ("roolipeli~",),
    "strategy": ("strategiapeli~", "strategia"),
    "fighting": ("taistelupeli~", "tappelupeli~"),
    "sudoku": ("sudoku",),
    "maze": ("labyrintti~", "sokkelo~"),
    "golf": ("minigolf~",),
    "sports": ("jalkapallo~", "jääkiekko~", "koripallo~"),
    "word_game": ("sanapeli~", "ristisana~", "hirsipuu~"),
    "simulation": ("simulaattori~", "simulaatio", "maatilapeli~"),
    "typing": ("kirjoituspeli~", "konekirjoitus~", "näppäilypeli~"),
    "tic_tac_toe": ("ristinolla~",),
    "minesweeper": ("miinaharava~",),
    "number_merge": ("yhdistä numerot", "numeroiden yhdistäminen"),
    "connect_four": ("neljän suora", "neljä suoraan"),
    "asteroids": ("asteroidi~",),
    "crossing": ("tien ylitys", "ylitä tie", "ylittää tien"),
    "bubble_shooter": ("kuplapeli~", "kuplien ampuminen", "ammu kuplia"),
    "stacker": ("pinoamispeli~", "pinoa palikoita"),
    "fishing": ("kalastus~",),
    "cooking": ("ruoanlaitto~", "kokkaus~"),
    "mahjong": ("mahjong",),
    "board_game": ("lautapeli~", "afrikan tähti", "kimble"),
    "jigsaw": ("palapeli~",),
    "slingshot": ("ritsa~",),
    "puzzle": ("pulmapeli~", "aivopähkinä~", "logiikkapeli~"),
}

MECHANICS = {
    "shrink_paddle": ("maila pienenee", "mailan koko pienenee", "pienenevä maila", "maila lyhenee", "maila kutistuu"),
    "speed_up": (
        "nopeutuu",
        "nopeutuva",
        "nopeammaksi",
        "nopeampi",
        "nopeammin",
        "kiihtyy",
        "vauhti kasvaa",
        "nopeus kasvaa",
    ),
    "bonus": ("bonus~", "lisäpiste~", "tuplapiste~"),
    "hazards": ("esteet", "esteitä", "esteiden", "piikit", "piikkejä", "piikkien", "ansat", "ansoja"),
    "lives": ("elämä~", "elämät", "sydäntä", "sydämet"),
    "double_jump": ("tuplahyppy~", "tuplahypy~", "kaksoishyppy~", "kaksoishypy~", "hypätä kahdesti"),
    "shield": ("kilpi", "kilve~", "kilpeä", "suojakilpi~", "kuolemato~", "kuolematto~", "haavoittumato~"),
    "narrowing_gap": ("aukko pienenee", "aukot pienenevät", "kapenevat aukot", "väli kapenee", "välit kapenevat"),
    "time_penalty": (
        # A penalty of so many seconds ("maksaa viisi sekuntia"): its time is no time limit.
        "maksaa … sekunti~",
        "menettää … sekunti~",
        "miinus … sekunti~",
        "aikarangaistus~",
    ),
    "combo": ("kombo~", "kerroin~", "ketjureaktio~"),
    "bomb": ("pommi~",),
    "poison": ("myrkky~", "myrkylli~", "myrkyt~"),
    "levels": ("tasot", "tasoja", "kentät", "kenttiä"),
    "high_score": ("ennätys~", "pistetaulukko~", "parhaat pisteet", "huipputulos~", "tulostaulu~"),
    "coins": ("kolikko~", "kolikot", "kolikoi~"),
    "enemies": ("vihollis~", "vihollinen", "hirviö~"),
    "boss": ("loppupomo~", "pomo", "pomon", "pomot", "pomoja"),
    "two_players": ("kaksinpeli~", "kaksi pelaajaa", "2 pelaajaa", "kahdelle pelaajalle", "moninpeli~"),
    # The computer as the opponent ("against the computer", "vs AI"): see pitch_words.MECHANICS.
    "vs_computer": ("tietokonetta vastaan", "konetta vastaan", "tekoälyä vastaan"),
}
# Walls said not to be ask for edges that wrap around (see pitch_words.MECHANICS_BY_ABSENCE).
MECHANICS_BY_ABSENCE = {"wrap": ("seinä", "seiniä", "seinät")}

THEMES = {
    "candy": ("karkki~", "makeis~"),
    "ocean": ("meri", "meren", "merellä", "valtameri~", "veden alla", "vedenalai~"),
    "space": ("avaruus~", "avaruude~", "tähdet", "planeet~", "galaksi~"),
    "forest": ("metsä~",),
    "neon": ("neon~",),
    "fruit": ("hedelmä~",),
    "spooky": ("kummitus~", "aave~", "pelottava~", "noita~"),
    "winter": ("talvi~", "talve~", "lumi", "lumen", "lumessa", "jää", "jäinen", "joulu~"),
    "desert": ("aavikko~", "aavikolla", "autiomaa~"),
    "retro": ("retro~", "pikseli~", "klassinen"),
}

CONTROLS = {
    "keys": ("nuolinäppäim~", "näppäimistö~", "välilyönti~", "näppäim~"),
    "touch": ("kosketus~", "napauta~", "napautta~", "pyyhkäis~", "sormella"),
    "mouse": ("hiiri", "hiirellä", "hiiren", "klikkaa~", "klikkai~", "raahaa~"),
}
TARGETS = {
    "phone": ("puhelin~", "puhelime~", "kännykkä~", "kännykä~", "mobiili~", "tabletti~"),
    "desktop": ("tietokone~",),
}
DIFFICULTY = {
    "easy": ("helppo", "helpon", "helppoa", "lapsille", "aloittelijoille", "rento~"),
    "hard": ("vaikea", "vaikean", "vaikeaa", "haastava~"),
}

WIN = ("voitat", "voittaa", "voitto")
LOSE = ("häviät", "hävitä", "häviö", "kuolet")
# "menetät elämän" / "menetät aikaa" name lives and time penalties, not the way a round is lost.
LOSE_NOT_BEFORE = ("elämän", "aikaa", "pisteitä")

SECOND_WORDS = ("sekunti", "sekuntia", "sekunnin", "sekunnissa", "sek")
MINUTE_WORDS = ("minuutti", "minuuttia", "minuutin", "minuutissa", "min")
# Words for a timer, read where said not to be, and words that alone say there is none (see
# pitch_words.TIMER_WORDS, UNTIMED).
TIMER_WORDS = ("ajastin~", "aikaraj~", "aikarajoitu~", "kello~", "lähtölaskent~", "aikapaine~", "ajanotto~")
UNTIMED = ("aikarajaton", "aikarajattom~", "rajaton aika", "rajattomasti aikaa")
HALF_MINUTE = ("puoli minuuttia", "puolen minuutin")
HALVES_BEFORE_UNIT = ("ja puoli",)
HALF_NUMBER_WORDS = {"puolitoista": 1.5, "puolentoista": 1.5}
EVERY_WORDS = ("joka",)
NUMBER_WORDS = {
    "yksi": 1,
    "yhden": 1,
    "kaksi": 2,
    "kahden": 2,
    "kolme": 3,
    "kolmen": 3,
    "neljä": 4,
    "viisi": 5,
    "viiden": 5,
    "kymmenen": 10,
    "viisitoista": 15,
    "kaksikymmentä": 20,
    "kolmekymmentä": 30,
    "neljäkymmentäviisi": 45,
    "kuusikymmentä": 60,
    "yhdeksänkymmentä": 90,
}
