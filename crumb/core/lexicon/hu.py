"""Hungarian: the words of a pitch in Hungarian, by the vocabulary's keys (see :mod:`crumb.core.lexicon`).

Hungarian joins its words ("kígyójáték", "toronyvédő") and writes its cases and postpositions onto
them or after them ("kígyó", "kígyót", "kígyóval"; "falak nélkül", without walls): a stem (``~``)
catches the forms, a noun of four letters or more is read as a compound's last part too
("aranyérmék"), and a negation said after its thing is one of ``NEGATIONS_AFTER``. Its short words
are other languages' words as written ("hó", "tél", "élet"), so its words count only in a pitch in
Hungarian (``OWN_PITCH_ONLY``). Levels are named in their forms, not as a stem "szint" that "szintén"
(also) holds.
"""

from __future__ import annotations

CODE = "hu"
NAME = "Hungarian"
LETTERS = "őű"
OWN_PITCH_ONLY = True

# It joins words into compounds: a noun of its vocabulary is read as a compound's last part too.
COMPOUNDS = True

# Words that begin a clause of their own: a phrase's gap never holds one.
JOINERS = ("és", "de", "míg", "viszont")
# Words that begin a phrase of their own, and words that ask nothing of a game on their own (see
# pitch_words.PHRASE_STARTS and FILLERS).
PHRASE_STARTS = ("ahol", "amelyben", "amiben", "ami", "amely", "aztán", "majd")
FILLERS = (
    "olyan",
    "mint",
    "én",
    "nekem",
    "mi",
    "szeretnék",
    "akarok",
    "csinálj",
    "készíts",
    "kérlek",
    "köszi",
    "köszönöm",
    "szórakoztató",
    "egyszerű",
    "kis",
    "kicsi",
    "rövid",
    "gyors",
    "menő",
    "klasszikus",
    "stílus",
    "típusú",
    "valami",
    "nagyon",
    "csak",
    "játszani",
    "játékos",
    "van",
    "lenni",
    "verzió",
)
# An opponent, said after it: "a számítógép ellen", against the computer.
OPPONENTS_AFTER = ("ellen",)
# Words that say the thing named right after them is not (see pitch_words.NEGATIONS), and "nélkül"
# (without), said right after it: "falak nélkül".
NEGATIONS = ("nem", "nincs", "nincsenek", "soha", "semmi")
NEGATIONS_AFTER = ("nélkül",)
# Words for "or" that carry a negation on to the thing after them (see pitch_words.DISJUNCTIONS).
DISJUNCTIONS = ("vagy", "sem")

MARKERS = (
    "egy",
    "és",
    "az",
    "játék",
    "játékot",
    "ahol",
    "amely",
    "ami",
    "minden",
    "másodperc",
    "perc",
    "percig",
    "vagy",
    "nem",
    "kell",
    "lehet",
    "gyorsabb",
    "egyre",
    "nagyon",
    "nélkül",
    "ellen",
    "amiben",
)

# Words whose compounds mostly name something else: a "cégstratégia" is no strategy game.
NOT_HEADS = ("stratégiai", "szimuláció")

KINDS = {
    "match3": ("három egy sorban", "3 egy sorban", "hármas párosító~"),
    "snake": ("kígyó~",),
    "breakout": ("téglatörő~", "téglák törése", "blokktörő~"),
    "runner": ("végtelen futó~", "futós játék~", "futójáték~"),
    "platformer": ("platformjáték~", "platformer~", "ugrálós~"),
    "shooter": ("lövöldözős~", "lövölde~", "űrlövöldözős~"),
    "dodger": ("kerülget~", "elkerül~", "kitér~"),
    "catcher": ("elkap~ … leeső~", "leeső~ … elkap~", "kapd el … leeső~", "kosárral"),
    "memory": ("memóriajáték~", "memória~", "párkereső~"),
    "tapper": ("vakondütő~", "vakond~"),
    "slide": ("tologatós kirakó~", "csúszó kirakó~", "tili-toli"),
    "grid_puzzle": ("dobozok tolása", "ládatologatós~", "sokoban"),
    "tower_defense": ("toronyvédő~", "toronyvédelem~"),
    "chess": ("sakk~",),
    "tetris": ("leeső blokk~", "hulló kock~", "leeső kock~"),
    "racing": ("autóverseny~", "versenyautó~", "versenyjáték~", "autós játék~"),
    "pong": ("asztalitenisz~", "pingpong~"),
    "pinball": ("flipper~",),
    "rhythm": ("ritmusjáték~", "zenés játék~", "táncos játék~"),
    "quiz": ("kvíz~", "vetélkedő~"),
    "card_game": ("kártyajáték~", "pasziánsz~"),
    "rpg": ("szerepjáték~",),
    "strategy": ("stratégiai",),
    "fighting": ("verekedős~", "harcolós~"),
    "sudoku": ("sudoku",),
    "maze": ("labirintus~", "útvesztő~"),
    "golf": ("minigolf~",),
    "sports": ("foci~", "labdarúgás~", "kosárlabda~", "jégkorong~"),
    "word_game": ("szójáték~", "akasztófa~", "keresztrejtvény~"),
    "simulation": ("szimulátor~", "szimuláció", "farmos játék~"),
    "typing": ("gépírás~", "gépelés~", "gépelős~"),
    "tic_tac_toe": ("amőba", "amőbá~"),
    "minesweeper": ("aknakereső~",),
    "number_merge": ("számok összevonása", "összevonós~"),
    "connect_four": ("négy egy sorban", "4 egy sorban"),
    "asteroids": ("aszteroid~", "kisbolygó~"),
    "crossing": ("átkelés az úton", "kelj át az úton", "átjutni az úton"),
    "bubble_shooter": ("buborék~",),
    "stacker": ("toronyépítő~", "rakosgatós~"),
    "fishing": ("horgász~",),
    "cooking": ("főzős~", "főzés~"),
    "mahjong": ("mahjong",),
    "board_game": ("társasjáték~", "ki nevet a végén", "dáma"),
    "jigsaw": ("kirakó~",),
    "slingshot": ("csúzli~", "parittya", "parittyá~"),
    "puzzle": ("fejtörő~", "logikai játék~", "rejtvény~"),
}

MECHANICS = {
    "shrink_paddle": ("ütő … zsugorodik", "ütő … kisebb lesz", "zsugorodó ütő~", "ütő egyre kisebb"),
    "speed_up": ("gyorsul~", "gyorsabb", "egyre gyorsabb~", "sebesség … nő", "nő … sebesség~", "felgyorsul~"),
    "bonus": ("bónusz~", "extra pont~", "dupla pont~"),
    "hazards": ("akadály~", "tüskék", "tüskéket", "tüskés", "csapda", "csapdá~"),
    "lives": ("élet", "életet", "élettel", "élete~", "életek~", "# szív", "# szívecske"),
    "double_jump": ("dupla ugrás~", "duplaugrás~", "kettős ugrás~"),
    "shield": ("pajzs~", "pajzzsal", "sebezhetetlen~", "halhatatlan~"),
    "narrowing_gap": ("rés … szűkül", "rések … szűkülnek", "egyre szűkebb~", "szűkülő rés~"),
    "time_penalty": (
        # A penalty of so many seconds ("levon öt másodpercet"): its time is no time limit.
        "levon … másodperc~",
        "mínusz … másodperc~",
        "időbüntetés~",
    ),
    "combo": ("kombó~", "szorzó~", "láncreakció~"),
    "bomb": ("bomb~",),
    "poison": ("mérgez~", "méreg", "mérgek~", "mérgező~"),
    "levels": ("szintek", "szintet", "szinten", "szintű", "pályák", "pályán"),
    "high_score": ("ranglist~", "toplist~", "legjobb pontszám~", "rekord~", "dicsőségtábla~"),
    "coins": ("érme", "érmé~", "pénzérm~", "aranyérm~"),
    "enemies": ("ellenség~", "ellenfel~", "szörny~"),
    "boss": ("főellenség~", "főgonosz~", "boss~"),
    "two_players": ("két játékos~", "2 játékos~", "kétszemélyes~", "többjátékos~"),
    # The computer as the opponent ("against the computer", "vs AI"): see pitch_words.MECHANICS.
    "vs_computer": ("gép ellen", "számítógép ellen"),
    "wrap": ("fal~ és … nélkül", "falmentes"),
}
# Walls said not to be ask for edges that wrap around (see pitch_words.MECHANICS_BY_ABSENCE).
MECHANICS_BY_ABSENCE = {"wrap": ("fal", "falak", "falakat")}

THEMES = {
    "candy": ("cukork~", "édesség~", "nyalóká~"),
    "ocean": ("tenger~", "óceán~", "víz alatt~"),
    "space": ("világűr~", "űrben", "űrhajó~", "űrlövöldözős~", "csillag~", "bolygó~", "galaxis~"),
    "forest": ("erdő~",),
    "neon": ("neon~",),
    "fruit": ("gyümölcs~",),
    "spooky": ("kísértet~", "ijesztő~", "boszorkány~"),
    "winter": ("tél", "téli~", "hó", "havas~", "jég", "jeges~", "karácsony~"),
    "desert": ("sivatag~",),
    "retro": ("retró~", "retro~", "pixel~", "klasszikus~"),
}

CONTROLS = {
    "keys": ("nyílbillentyű~", "billentyűzet~", "szóköz~", "billentyű~", "nyilak~"),
    "touch": ("érintés~", "érintő~", "koppint~", "csúsztat~"),
    "mouse": ("egér~", "kattint~"),
}
TARGETS = {
    "phone": ("telefon~", "mobil~", "tablet~", "okostelefon~"),
    "desktop": ("számítógép~",),
}
# Not a stem for "nehéz": "nehézség" is the difficulty itself.
DIFFICULTY = {
    "easy": ("könnyű~", "egyszerű~", "gyerekeknek", "kezdőknek", "nyugis~"),
    "hard": ("nehéz", "nehezebb", "kihívást jelentő", "brutális~", "profiknak"),
}

WIN = ("nyersz", "győz~", "győzelem")
LOSE = ("veszítesz", "vesztesz", "meghalsz")
# "elveszítesz egy életet" / "időt veszítesz" name lives and time penalties, not the way a round is lost.
LOSE_NOT_BEFORE = ("egy életet", "időt", "pontot")

SECOND_WORDS = ("másodperc", "másodpercig", "másodpercet", "másodpercre", "mp")
MINUTE_WORDS = ("perc", "percig", "percet", "percre")
# Words for a timer, read where said not to be, and words that alone say there is none (see
# pitch_words.TIMER_WORDS, UNTIMED).
TIMER_WORDS = ("időzítő~", "időkorlát~", "időlimit~", "stopper~", "visszaszámlál~")
UNTIMED = ("időkorlát nélküli", "időzítő nélküli", "korlátlan idő~", "időkorlátlan~")
HALVES_BEFORE_UNIT = ("és fél",)
HALF_NUMBER_WORDS = {"másfél": 1.5}
EVERY_WORDS = ("minden",)
NUMBER_WORDS = {
    "két": 2,
    "kettő": 2,
    "három": 3,
    "négy": 4,
    "öt": 5,
    "tíz": 10,
    "tizenöt": 15,
    "húsz": 20,
    "harminc": 30,
    "negyven": 40,
    "negyvenöt": 45,
    "ötven": 50,
    "hatvan": 60,
    "kilencven": 90,
}
