"""Polish: the words of a pitch in Polish, by the vocabulary's keys (see :mod:`crumb.core.lexicon`).

Polish declines its nouns and adjectives (wąż, węża, wężem; trudna, trudny), so most words here are
stems (``~``), or the forms listed where a stem would hold another word: "trudn~" holds "trudności"
(difficulty: "poziom trudności" asks for no hard game), "las" is Spanish (the) and stands as "w lesie",
"boss~" holds Dutch "bossen" (forests) and stands in its Polish forms. Each word checked against
other languages' word lists (hunspell): not "bossa" (Portuguese "bossa nova") but "pokonaj bossa",
not "bossy" nor "duchy" (English), not "kreta" (German Kreta, Crete) but "uderz kreta", not "saper~"
(Italian "sapere", to know), not "monet~" (English "monetization"), not "neon~" ("neonatal"), not
"rafa" (Spanish Rafa).
"""

from __future__ import annotations

CODE = "pl"
NAME = "Polish"
LETTERS = "ąęłńśźż"

# Word endings that tell Polish from Czech when their common words tie.
SUFFIXES = ("ów", "ami", "ach", "ość", "ości", "ę", "ą")

# Words that begin a clause of their own: a phrase's gap never holds one ("a": whereas).
JOINERS = ("i", "a", "ale", "lecz", "oraz", "natomiast")
# Words that begin a phrase of their own, and words that ask nothing of a game on their own (see
# pitch_words.PHRASE_STARTS and FILLERS).
PHRASE_STARTS = (
    "z",
    "ze",
    "gdzie",
    "w którym",
    "w której",
    "przeciwko",
    "też",
    "także",
    "potem",
    "który",
    "która",
    "które",
)
FILLERS = (
    "ja",
    "mi",
    "mnie",
    "mój",
    "moja",
    "my",
    "nam",
    "chcę",
    "chciałbym",
    "chciałabym",
    "zrób",
    "zrobić",
    "stwórz",
    "proszę",
    "dzięki",
    "fajna",
    "fajną",
    "fajny",
    "zabawna",
    "prosta",
    "prostą",
    "prosty",
    "mała",
    "małą",
    "krótka",
    "szybka",
    "klasyczna",
    "klasyczną",
    "typu",
    "styl",
    "coś",
    "bardzo",
    "tylko",
    "grać",
    "gracz",
    "gracza",
    "graczy",
    "jest",
    "są",
    "być",
    "mieć",
    "może",
    "wersja",
)
# Words that say the thing named right after them is not: "bez wrogów", "nie przyspiesza".
NEGATIONS = ("nie", "bez", "żadnych", "żadnego", "brak", "nigdy")
# Words for "like" said between a negation and a game named (see pitch_words.LIKENESS).
LIKENESS = ("jak", "typu", "w stylu", "podobna do")
# Verbs said between a negation and the thing (see pitch_words.NEGATED_VERBS): "nie ma limitu czasu".
NEGATED_VERBS = ("ma", "będzie")
# Words for "or" that carry a negation on to the thing after them (see pitch_words.DISJUNCTIONS).
DISJUNCTIONS = ("lub", "albo", "czy")
OPPONENTS = ("przeciw", "przeciwko")

MARKERS = (
    *("gra", "grze", "grę", "gry", "się", "jest", "który", "która", "które", "gdzie", "każdy", "każdym"),
    *("każdą", "sekund", "sekundy", "minut", "minuty", "oraz", "lub", "przez", "dla", "jak", "żeby"),
    *("musisz", "możesz", "bardzo", "coraz", "w", "z", "bez", "tylko", "masz", "ze"),
)

# Its words for a game: a kind's name one letter off beside one is read (see pitch_words.GAME_WORDS).
GAME_WORDS = (
    "gra",
    "grę",
    "gry",
)

KINDS = {
    "match3": ("trzy w rzędzie", "3 w rzędzie", "połącz trzy", "łączenie trójek", "łącz trzy"),
    "snake": ("wąż", "węża", "wężem", "węże", "węży", "wężu", "wężyk~"),
    "breakout": ("zbijanie cegieł", "rozbijanie cegieł", "zbijanie klocków", "cegiełk~", "cegły", "cegieł"),
    "runner": ("niekończący się bieg", "nieskończony bieg", "bieg bez końca", "biegacz~"),
    "platformer": ("platformówk~", "gra platformowa", "platformow~"),
    "shooter": ("strzelank~", "strzelani~", "strzelaj~"),
    "dodger": ("unikani~", "unikaj~"),
    "catcher": (
        "łapa~ … spadając~",
        "łap … spadając~",
        "złap~ … spadając~",
        "spadając~ … łapa~",
        "spadając~ … złap~",
        "koszykiem",
    ),
    "memory": ("pamięciow~", "gra w pamięć", "znajdź pary", "dopasuj pary", "szukanie par"),
    "tapper": (
        "uderz kreta",
        "walnij kreta",
        "łap kreta",
        "krety",
        "kretów",
        "kretami",
        "przebija~ balon~",
        "przebij~ balon~",
    ),
    "slide": ("układanka przesuwn~", "przesuwank~", "piętnastk~"),
    "grid_puzzle": ("pchaj skrzyn~", "pchanie skrzy~", "przesuwaj skrzyn~", "przesuwanie skrzy~"),
    "tower_defense": ("obrona wież~", "obrona wieży"),
    "chess": ("szach~",),
    "tetris": ("spadające klocki", "spadające bloki", "spadających klock~"),
    "racing": ("wyścig~", "rajd~"),
    "pong": ("tenis stołowy", "tenisa stołowego", "ping-pong~"),
    "pinball": ("flipper~",),
    "rhythm": ("rytm~",),
    "quiz": ("kwiz~", "teleturniej~", "pytania i odpowiedzi"),
    "card_game": ("gra karciana", "karcian~", "w karty", "pasjans~"),
    "rpg": ("gra fabularna", "fabularn~"),
    "strategy": ("strategi~", "strategiczn~"),
    "fighting": ("bijatyk~", "gra walki"),
    "sudoku": ("sudoku",),
    "maze": ("labirynt~",),
    "golf": ("golfa", "minigolf~"),
    "sports": ("piłka nożna", "piłkę nożną", "piłki nożnej", "koszykówk~", "siatkówk~"),
    "word_game": ("gra słowna", "słown~ gr~", "wisielec", "wisielca", "krzyżówk~"),
    "simulation": ("symulac~", "symulator~", "budowanie miasta"),
    "typing": ("szybkie pisanie", "pisanie na klawiaturze", "nauka pisania"),
    "tic_tac_toe": ("kółko i krzyżyk", "kółko krzyżyk"),
    "minesweeper": ("gra w sapera", "sapera", "saperem", "saperze"),
    "number_merge": ("łącz liczby", "łączenie liczb"),
    "connect_four": ("cztery w rzędzie", "4 w rzędzie", "połącz cztery"),
    "asteroids": ("asteroidy", "planetoidy", "zestrzel~ asteroid~"),
    "crossing": ("przejdź przez ulicę", "przejście przez ulicę", "przejdź przez drogę", "przez jezdnię"),
    "bubble_shooter": ("bańki", "baniek", "bąbelk~"),
    "stacker": ("budowanie wieży", "wieża z klocków", "stawianie klocków"),
    "fishing": ("łowienie ryb", "wędkarstw~", "wędkow~"),
    "cooking": ("gotowani~", "kucharz~", "restauracj~"),
    "mahjong": ("mahjong~",),
    "board_game": ("gra planszowa", "planszów~", "planszow~", "chińczyk~", "warcab~"),
    "jigsaw": ("układank~",),
    "slingshot": ("proca", "procą", "procy", "katapult~"),
    "puzzle": ("łamigłówk~",),
}

MECHANICS = {
    "shrink_paddle": ("paletk~ … zmniejsza~", "paletk~ … kurczy~", "paletk~ … mniejsz~", "deseczk~ … zmniejsza~"),
    "speed_up": (
        "przyspiesza~",
        "przyśpiesza~",
        "coraz szybci~",
        "coraz szybsz~",
        "prędkość … rośnie",
        "prędkość … wzrasta",
        "szybkość … rośnie",
        "szybkość … wzrasta",
    ),
    "bonus": ("bonusy", "bonusow~", "podwójn~ punkt~"),
    "hazards": ("kolce", "kolcami", "kolców", "kolcach", "kolczast~", "pułapk~", "przeszkod~", "lawa", "lawy", "lawą"),
    "lives": ("życia", "życiami", "żyć", "dodatkowe życie", "serduszk~", "jedno życie", "1 życie"),
    "double_jump": ("podwójn~ skok~", "skok~ podwójn~", "skacz~ dwa razy"),
    "shield": ("tarcz~", "osłon~", "niezniszczaln~", "nieśmiertelnoś~", "wzmocnieni~"),
    "narrowing_gap": ("szczelin~ … zwęża~", "przerw~ … zwęża~", "coraz węższ~"),
    "time_penalty": ("kar~ czasow~", "traci~ … sekund~", "minus … sekund~", "odejm~ … sekund~", "utrat~ czasu"),
    "combo": ("kombo", "mnożnik~", "seri~ trafień"),
    "bomb": ("bomby", "bombami", "bombą", "bombę", "bomba"),
    "poison": ("trucizn~", "trując~", "zatrut~"),
    "levels": ("poziomy", "poziomów", "poziomami", "poziomach", "etap~", "kolejny poziom", "następny poziom"),
    "high_score": ("najlepszy wynik", "rekord~", "tabela wyników", "ranking~"),
    "coins": ("monety", "monetami", "monetach", "monetk~"),
    "enemies": ("wrog~", "wróg", "przeciwnik~", "potwor~", "potwór"),
    "boss": ("bossem", "pokonaj bossa", "pokonać bossa", "bossami", "bossów"),
    "two_players": ("dwóch graczy", "2 graczy", "dla dwojga", "wieloosobow~"),
    # The computer as the opponent ("against the computer", "vs AI"): see pitch_words.MECHANICS.
    "vs_computer": (
        "z komputerem",
        "przeciw … komputerowi",
        "przeciwko … komputerowi",
        "przeciwko … ai",
        "z botem",
        "przeciwko … botowi",
    ),
}
# Walls said not to be ask for edges that wrap around (see pitch_words.MECHANICS_BY_ABSENCE).
MECHANICS_BY_ABSENCE = {"wrap": ("ścian", "ściany", "ścianek", "ściana", "ścianami")}

THEMES = {
    "candy": ("cukierk~", "słodycz~"),
    "ocean": ("ocean~", "morz~", "podwodn~", "pod wodą", "ryby", "rafa koralowa", "rafie"),
    "space": ("kosmos", "kosmosie", "kosmiczn~", "galaktyk~", "gwiazd~", "planet~"),
    "forest": ("w lesie", "lasu", "leśn~", "dżungl~", "ogród", "ogrod~"),
    "neon": ("neonow~", "neony"),
    "fruit": ("owoc~", "truskaw~", "arbuz~"),
    "spooky": ("duchów", "duchami", "straszn~", "zombi~", "nawiedzon~", "wampir~"),
    "winter": ("zima", "zimą", "zimie", "zimy", "zimow~", "śnieg~", "lód", "lodow~", "boże narodzenie", "świąteczn~"),
    "desert": ("pustyn~", "piask~", "egipt~", "kaktus~"),
    "retro": ("pikselow~", "klasyczn~"),
}

CONTROLS = {
    "keys": ("strzałk~", "klawiatur~", "spacj~", "klawisz~"),
    "touch": ("dotyk~", "przesuń palcem", "tapnij", "stuknij"),
    "mouse": ("mysz~", "klikni~", "klikaj~", "przeciągnij"),
}
TARGETS = {
    "phone": ("telefon~", "komórk~", "smartfon~"),
    "desktop": ("komputer~", "pecet", "peceta", "pecetow~", "laptop~"),
}
DIFFICULTY = {
    # Not "trudn~": "poziom trudności" (the difficulty level) asks for no hard game.
    "easy": (
        "łatwa",
        "łatwy",
        "łatwe",
        "prosta",
        "prosty",
        "proste",
        "dla dzieci",
        "dla początkujących",
        "relaksując~",
    ),
    "hard": ("trudna", "trudny", "trudne", "trudnych", "wymagając~"),
}

WIN = ("wygrywasz", "wygrać", "wygrana", "wygrywa", "zwycięstw~")
LOSE = ("przegrywasz", "przegrać", "przegrana", "giniesz", "zginiesz", "porażk~")
# A round said to end, neither lost nor won: its clause tells which.
ROUND_ENDS = ("koniec gry",)
LOSE_NOT_BEFORE = ("życie", "czas", "sekund")
# Polish words that other languages' words match: "dama" (a lady, a queen; Italian and Turkish draughts),
# "mol" (a moth; Dutch a mole), "dur" (major: "C-dur"; French hard).
FALSE_FRIENDS = ("dama", "mol", "dur")

SECOND_WORDS = ("sekund", "sekundy", "sekunda", "sekundę", "sek")
MINUTE_WORDS = ("minut", "minuty", "minuta", "minutę")
# Words for a timer, read where said not to be, and words that alone say there is none (see
# pitch_words.TIMER_WORDS, UNTIMED).
TIMER_WORDS = (
    "timer~",
    "licznik~ czasu",
    "limit~ czasu",
    "limit~ czasow~",
    "ograniczeni~ czasu",
    "ograniczeni~ czasow~",
    "odliczani~",
    "zegar~",
    "stoper~",
)
UNTIMED = ("nieograniczon~ czas~",)
HALF_MINUTE = ("pół minuty",)
HALVES_BEFORE_UNIT = ("i pół",)
HALF_NUMBER_WORDS = {"półtorej": 1.5, "półtora": 1.5}
EVERY_WORDS = ("co",)
NUMBER_WORDS = {
    "jeden": 1,
    "jedna": 1,
    "jedną": 1,
    "dwa": 2,
    "dwie": 2,
    "trzy": 3,
    "cztery": 4,
    "pięć": 5,
    "sześć": 6,
    "dziesięć": 10,
    "piętnaście": 15,
    "dwadzieścia": 20,
    "trzydzieści": 30,
    "czterdzieści": 40,
    "pięćdziesiąt": 50,
    "sześćdziesiąt": 60,
    "dziewięćdziesiąt": 90,
    # A count said with what it counts takes its case: "z trzema życiami", "z pięciu poziomów".
    "dwoma": 2,
    "dwóch": 2,
    "trzema": 3,
    "trzech": 3,
    "czterema": 4,
    "czterech": 4,
    "pięcioma": 5,
    "pięciu": 5,
    "dziesięcioma": 10,
    "dziesięciu": 10,
}

# The creatures, people and vehicles a pitch names (see pitch_kinds.CHARACTERS).

# The creatures, people and vehicles a pitch names (see pitch_kinds.CHARACTERS).
CHARACTERS = {
    "cat": ("kot", "kota", "kotem", "koty", "kotów", "kotek", "kotka", "kotkiem", "kotki"),
    "dog": ("psa", "psem", "psy", "psów", "piesek", "pieska", "pieskiem"),
    "frog": ("żab~",),
    "duck": ("kaczk~", "kaczor~"),
    "chicken": ("kura", "kurę", "kurą", "kurczak~", "kogut~"),
    "bird": ("ptak~", "ptasz~"),
    "fish": ("ryb~",),
    "shark": ("rekin~",),
    "rabbit": ("królik~", "zając~"),
    "monkey": ("małp~",),
    "bear": ("niedźwied~", "miś", "misia", "misiem"),
    "dragon": ("smok", "smoka", "smokiem", "smoki", "smoków"),
    "robot": ("robot~",),
    "car": ("samochod~", "samochód", "autk~"),
    "rocket": ("rakiet~",),
    "plane": ("samolot~",),
    "helicopter": ("helikopter~",),
    "boat": ("łódź", "łodzi~", "łódk~"),
    "train": ("pociąg~",),
    "dinosaur": ("dinozaur~",),
    "ghost": ("duch", "ducha", "duchy", "duchów", "duszek", "duszki"),
    "zombie": ("zombi~",),
    "lion": ("lew", "lwa", "lwem", "lwy"),
    "elephant": ("słoń", "słonia", "słoniem", "słonie"),
}
# Words that take back the kind said before them for the one after (see pitch_words.CORRECTIONS).
CORRECTIONS = ("raczej", "właściwie", "lepiej", "a właściwie")
