"""Swedish: the words of a pitch in Swedish, by the vocabulary's keys (see :mod:`crumb.core.lexicon`).

Swedish joins its words ("ormspel", "dubbelhopp", "rymdskjutare"): a stem (``~``) catches the
compounds a word heads, a noun of four letters or more is read as a compound's last part too
("guldmynt"), and the compounds it ends are listed as they are. Its short words are other languages'
words as written ("is", ice; "liv", lives; "mot", against; "mus", a mouse) and Danish and Norwegian
share many of them, so its words count only in a pitch in Swedish (``OWN_PITCH_ONLY``). A definite
noun takes its article as an ending ("ormen", "fienderna"); "tre i rad" is tic-tac-toe, not match-3.
"""

from __future__ import annotations

CODE = "sv"
NAME = "Swedish"
LETTERS = "å"
OWN_PITCH_ONLY = True

# Plural and definite endings ("ormar", "ormen", "ormarna", "fiender", "fienderna", "mynten").
ENDINGS = ("en", "et", "n", "t", "ar", "er", "or", "na", "arna", "erna", "orna")

# It joins words into compounds: a noun of its vocabulary is read as a compound's last part too.
COMPOUNDS = True

# Words that begin a clause of their own: a phrase's gap never holds one.
JOINERS = ("och", "men", "medan", "fast")
# Words that begin a phrase of their own, and words that ask nothing of a game on their own (see
# pitch_words.PHRASE_STARTS and FILLERS).
PHRASE_STARTS = ("med", "där", "mot", "också", "sedan", "som")
FILLERS = (
    "jag",
    "mig",
    "min",
    "mitt",
    "vi",
    "oss",
    "vill",
    "skulle",
    "gör",
    "göra",
    "bygg",
    "snälla",
    "tack",
    "kul",
    "roligt",
    "enkelt",
    "enkel",
    "litet",
    "liten",
    "kort",
    "snabbt",
    "coolt",
    "fint",
    "klassiskt",
    "typ",
    "stil",
    "något",
    "mycket",
    "bara",
    "spela",
    "spelare",
    "det",
    "finns",
    "är",
    "vara",
    "ha",
    "kan",
    "version",
)
# An opponent, not a thing to play on (see pitch_words.OPPONENTS): "mot datorn", against the computer.
OPPONENTS = ("mot",)
# Words that say the thing named right after them is not (see pitch_words.NEGATIONS).
NEGATIONS = ("inte", "ingen", "inga", "inget", "utan", "aldrig")
# Words for "or" that carry a negation on to the thing after them (see pitch_words.DISJUNCTIONS).
DISJUNCTIONS = ("eller",)

MARKERS = (
    "ett",
    "och",
    "som",
    "där",
    "med",
    "spel",
    "spelet",
    "varje",
    "sekunder",
    "minuter",
    "är",
    "blir",
    "att",
    "inte",
    "när",
    "eller",
    "snabbare",
    "måste",
    "kan",
    "på",
    "av",
    "till",
    "för",
    "två",
    "väldigt",
    "mycket",
    "också",
    "mot",
    "om",
)

# Words whose compounds mostly name something else: an "affärsstrategi" is no strategy game, a
# "klimatsimulering" no simulation game.
NOT_HEADS = ("strategi", "simulering")

# Its words for a game: a kind's name one letter off beside one is read (see pitch_words.GAME_WORDS).
GAME_WORDS = (
    "spel",
    "spelet",
)

KINDS = {
    "match3": ("matcha tre", "matcha 3", "byt plats på juveler", "juvelspel"),
    "snake": ("orm~", "masken", "maskspel~"),
    "breakout": ("krossa block~", "krossa tegel~", "tegelkross~", "blockkross~"),
    "runner": ("ändlös löpare", "löparspel", "springspel", "spring så långt"),
    "platformer": ("plattformsspel~", "plattformspel~", "plattformare"),
    "shooter": ("skjutspel~", "rymdskjutare", "skjuta ner"),
    "dodger": ("undvik~", "väj för"),
    "catcher": ("fånga~ … fallande", "fallande … fånga~", "med en korg"),
    "memory": ("memoryspel", "minnesspel~", "hitta par", "vänd korten", "para ihop kort~"),
    "tapper": ("slå mullvad~", "mullvad~", "reaktionsspel"),
    "slide": ("skjutpussel", "femtonspel~", "glidpussel"),
    "grid_puzzle": ("skjuta lådor", "knuffa lådor", "flytta lådor~", "knuffa lådorna"),
    "tower_defense": ("tornförsvar~",),
    "chess": ("schack~",),
    "tetris": ("fallande block~", "fallande bitar"),
    "racing": ("bilspel", "racingspel", "racerbil~", "bilrace~", "kapplöpning~", "biltävling~"),
    "pong": ("bordtennis", "pingis"),
    "pinball": ("flipperspel~", "flipper"),
    "rhythm": ("rytmspel~", "musikspel", "dansspel"),
    "quiz": ("frågesport~", "frågespel~", "tipsfrågor"),
    "card_game": ("kortspel~", "patiens~"),
    "rpg": ("rollspel~",),
    "strategy": ("strategispel~", "strategi"),
    "fighting": ("fightingspel", "slagsmålsspel", "kampspel"),
    "sudoku": ("sudoku",),
    "maze": ("labyrint~",),
    "golf": ("minigolf~", "golfspel~"),
    "sports": ("fotboll~", "basket~", "ishockey", "innebandy", "handboll~"),
    "word_game": ("ordspel~", "ordlek~", "korsord~", "hänga gubbe", "hänga gubben"),
    "simulation": ("simulator~", "simulering", "bondgårdsspel"),
    "typing": ("skrivspel", "maskinskrivning", "skriva snabbt", "tangentbordsträning"),
    "tic_tac_toe": ("tre i rad", "luffarschack", "kryss och ring", "kryss och cirkel"),
    "minesweeper": ("minröj~",),
    "number_merge": ("slå ihop siffror", "slå ihop tal", "slå ihop brickor"),
    "connect_four": ("fyra i rad", "4 i rad"),
    "asteroids": ("asteroidspel", "asteroider"),
    "crossing": ("korsa vägen", "gå över vägen", "ta sig över vägen"),
    "bubble_shooter": ("bubbelskjutare", "skjuta bubblor", "bubbelspel"),
    "stacker": ("staplingsspel", "stapla block~", "stapla lådor"),
    "fishing": ("fiskespel", "fiska"),
    "cooking": ("matlagningsspel", "laga mat"),
    "mahjong": ("mahjong",),
    "board_game": ("brädspel~", "sällskapsspel~", "fia med knuff", "damspel"),
    "jigsaw": ("bildpussel~", "pusselbitar"),
    "slingshot": ("slangbåge~", "katapult~"),
    "puzzle": ("pussel", "pusselspel", "tankenöt~", "logikspel"),
}

MECHANICS = {
    "shrink_paddle": (
        "racketen krymper",
        "racketen blir mindre",
        "racketen blir kortare",
        "plattan krymper",
        "plattan blir mindre",
        "krympande racket",
    ),
    "speed_up": (
        "snabbare",
        "farten ökar",
        "ökar farten",
        "hastigheten ökar",
        "ökar … hastighet~",
        "ökande hastighet",
        "går fortare",
        "allt fortare",
        "accelererar",
    ),
    "bonus": ("bonuspoäng", "bonussak~", "dubbla poäng", "extrapoäng", "guldäpple~"),
    "hazards": ("hinder", "taggar", "spikar", "fällor", "fälla", "vassa"),
    "lives": ("liv", "extraliv", "hjärtan"),
    "double_jump": ("dubbelhopp~", "dubbla hopp", "hoppa två gånger"),
    "shield": ("sköld~", "skyddssköld~", "odödlig~", "osårbar~"),
    "narrowing_gap": (
        "öppningen blir mindre",
        "öppningarna blir mindre",
        "öppningarna blir smalare",
        "smalare öppningar",
        "luckan blir mindre",
        "luckorna blir mindre",
        "allt smalare",
        "allt trängre",
    ),
    "time_penalty": (
        # A penalty of so many seconds ("kostar fem sekunder"): its time is no time limit.
        "kostar … sekund~",
        "minus … sekund~",
        "dras … sekund~",
        "tidsstraff~",
        "förlorar tid",
        "tappar tid",
        "kostar tid",
    ),
    "combo": ("kombo~", "multiplikator~", "kedjereaktion~"),
    "bomb": ("bomb~",),
    "poison": ("giftig~", "förgiftad~", "giftäpple~", "giftsvamp~", "gifttabletter"),
    "levels": ("nivåer", "banor", "ökande svårighet~"),
    "high_score": ("topplista~", "rekord", "högsta poäng", "poängtavla~", "bästa poäng"),
    "coins": ("mynt", "guldmynt"),
    "enemies": ("fiende~", "monstren"),
    "boss": ("slutboss~", "bossar", "bossen"),
    "two_players": ("två spelare", "2 spelare", "tvåspelar~", "flerspelar~"),
    # The computer as the opponent ("against the computer", "vs AI"): see pitch_words.MECHANICS.
    "vs_computer": ("mot … datorn", "mot … dator", "mot … ai"),
}
# Walls said not to be ask for edges that wrap around (see pitch_words.MECHANICS_BY_ABSENCE).
MECHANICS_BY_ABSENCE = {"wrap": ("vägg", "väggar")}

THEMES = {
    "candy": ("godis~", "karamell~", "sötsak~"),
    "ocean": ("havet", "hav", "havs~", "undervatten~", "under vattnet", "korallrev~", "sjöjungfru~"),
    "space": ("rymd~", "stjärnor", "planeter", "galax~", "utomjording~"),
    "forest": ("skog~",),
    "neon": ("neon~",),
    "fruit": ("frukt~",),
    "spooky": ("spök~", "läskig~", "häxa", "häxor", "vampyr~"),
    "winter": ("vinter~", "snö", "snön", "snögubb~", "is", "jul~"),
    "desert": ("öken~",),
    "retro": ("retro~", "pixel~", "klassisk~", "gammaldags"),
}

CONTROLS = {
    "keys": ("piltangent~", "tangentbord~", "mellanslag~", "tangent~"),
    "touch": ("pekskärm~", "svep~", "tryck på skärmen", "trycka på skärmen", "peka"),
    "mouse": ("mus", "musen", "klicka~", "dra och släpp"),
}
TARGETS = {
    "phone": ("mobil~", "telefon~", "surfplatta~"),
    "desktop": ("dator~",),
}
DIFFICULTY = {
    "easy": ("lätt~", "enkel", "enkelt", "enkla", "för barn", "för nybörjare", "avslappnad~", "barnvänlig~"),
    "hard": ("svår~", "utmanande", "knepig~", "brutal~", "för proffs"),
}

WIN = ("vinner", "vinna", "vinst", "du vinner")
LOSE = ("förlorar", "förlora", "du dör", "förlust")
# "förlorar ett liv" / "förlorar tid" name lives and time penalties, not the way a round is lost.
LOSE_NOT_BEFORE = ("ett liv", "tid", "poäng", "sekunder")

SECOND_WORDS = ("sekund", "sekunder", "sek")
MINUTE_WORDS = ("minut", "minuter", "min")
# Words for a timer, read where said not to be, and words that alone say there is none (see
# pitch_words.TIMER_WORDS, UNTIMED).
TIMER_WORDS = ("timer", "tidsgräns", "tidsbegränsning", "nedräkning", "klocka", "tidspress", "stoppur", "tidtagning")
UNTIMED = ("obegränsad tid",)
# "en" (one) is no number word here: it is a common Spanish and French word ("en segundos").
# Its times with it are phrases, the longest first ("en och en halv minut" holds "en halv minut").
TIME_PHRASES = {"en och en halv minut": 90, "en halv minut": 30, "en minut": 60}
HALVES_BEFORE_UNIT = ("och en halv",)
HALF_NUMBER_WORDS = {"halvannan": 1.5}
EVERY_WORDS = ("varje",)
NUMBER_WORDS = {
    "ett": 1,
    "två": 2,
    "tre": 3,
    "fyra": 4,
    "fem": 5,
    "tio": 10,
    "femton": 15,
    "tjugo": 20,
    "trettio": 30,
    "fyrtio": 40,
    "fyrtiofem": 45,
    "femtio": 50,
    "sextio": 60,
    "nittio": 90,
}
