"""Azerbaijani: the words of a pitch in Azerbaijani, by the vocabulary's keys (see :mod:`crumb.core.lexicon`).

Azerbaijani adds its endings to a word as Turkish does ("ilanı", "ilanla", "ilanlar"), so most words
here are stems (``~``). It is told from Turkish by its letter ə and the common words Turkish writes
otherwise ("və", "ilə", "üçün", "çox", "kimi", "hər", "dəqiqə"; Turkish "ve", "ile", "için", "çok",
"gibi", "her", "dakika"); typed without its marks, ə is written e ("deqiqe"). Its words are Turkish
words as written that mean something else ("ilan", a snake; Turkish, an advertisement), so they count
only in a pitch in Azerbaijani (``OWN_PITCH_ONLY``).
"""

from __future__ import annotations

CODE = "az"
NAME = "Azerbaijani"
# Its own ə, and the letters it shares with Turkish, which count for each in part.
LETTERS = "əığşçöü"
OWN_PITCH_ONLY = True

# Words that begin a clause of their own: a phrase's gap never holds one.
JOINERS = ("və", "amma", "ancaq", "lakin")
# Words that begin a phrase of their own, and words that ask nothing of a game on their own (see
# pitch_words.PHRASE_STARTS and FILLERS).
PHRASE_STARTS = ("ilə", "qarşı", "həmçinin", "sonra", "harada")
FILLERS = (
    "mən",
    "mənə",
    "mənim",
    "biz",
    "istəyirəm",
    "et",
    "edin",
    "yarat",
    "zəhmət olmasa",
    "xahiş edirəm",
    "təşəkkürlər",
    "sağ ol",
    "əyləncəli",
    "sadə",
    "kiçik",
    "qısa",
    "sürətli",
    "gözəl",
    "klassik",
    "tipli",
    "bir",
    "şey",
    "çox",
    "sadəcə",
    "oynamaq",
    "oyunçu",
    "var",
    "olan",
    "olsun",
    "versiya",
)
# An opponent, not a thing to play on (see pitch_words.OPPONENTS): "kompüterə qarşı".
OPPONENTS_AFTER = ("qarşı",)
NEGATIONS_AFTER = ("yoxdur", "yox", "deyil")  # "düşmən yoxdur": no enemies
# A verb's negative (-mA- with its tense: "artmır", "sürətlənməz", "artmadan") and a noun's "without"
# (-sIz: "divarsız", "düşmənsiz"), past the stem.
NEGATING_ENDINGS = (
    *("mır", "mir", "mur", "mür", "maz", "məz", "madı", "mədi", "madan", "mədən"),
    *("mayan", "məyən", "sız", "siz", "suz", "süz"),
)
# Words for "or" that carry a negation on to the thing after them (see pitch_words.DISJUNCTIONS).
DISJUNCTIONS = ("və ya", "yaxud")

# Common words Turkish writes otherwise: words both share ("bir", "oyun", "daha", "var") tell neither.
MARKERS = (
    "və",
    "ilə",
    "üçün",
    "çox",
    "kimi",
    "hər",
    "həm",
    "də",
    "yox",
    "yoxdur",
    "qarşı",
    "amma",
    "edir",
    "dəqiqə",
    "dəqiqəlik",
    "saniyə",
    "saniyəlik",
    "həyat",
    "düşmən",
    "düşmənlər",
    "səviyyə",
    "səviyyələr",
    "xal",
    "kompüter",
    # Shared with Turkish, each counting for both in part.
    "oyun",
    "oyunu",
)

KINDS = {
    "match3": ("üçlü birləşdir~", "üç eyni~", "3 eyni~"),
    "snake": ("ilan~",),
    "breakout": ("kərpic~", "blok sındır~", "arkanoid~"),
    "runner": ("sonsuz qaç~", "qaçış oyun~"),
    "platformer": ("platforma oyun~", "platformer~", "platformalar~"),
    "shooter": ("atıcı~", "atəş oyun~", "atışma~"),
    "dodger": ("qaç~ yayın~", "yayınmaq", "yayınma~"),
    "catcher": ("tut~ … düşən", "düşən … tut~", "səbətlə"),
    "memory": ("yaddaş~", "cütləri tap~", "cütlərini tap~", "kart eşləşdir~"),
    "tapper": ("köstəbə~",),
    "slide": ("sürüşən tapmaca~", "sürüşdürmə tapmaca~", "15 tapmaca~"),
    "grid_puzzle": ("qutu~ itələ~", "sokoban~"),
    "tower_defense": ("qüllə müdafiə~",),
    "chess": ("şahmat~",),
    "tetris": ("düşən blok~", "düşən fiqur~"),
    "racing": ("yarış~", "maşın yarış~"),
    "pong": ("stolüstü tennis", "pinq-ponq~"),
    "pinball": ("pinbol~",),
    "rhythm": ("ritm~", "musiqi oyun~", "rəqs oyun~"),
    "quiz": ("viktorina~", "sual-cavab", "bilik yarış~"),
    "card_game": ("kart oyun~",),
    "rpg": ("rol oyun~",),
    "strategy": ("strategiya~",),
    "fighting": ("döyüş oyun~", "döyüş~"),
    "sudoku": ("sudoku",),
    "maze": ("labirint~",),
    "golf": ("mini qolf", "qolf"),
    "sports": ("futbol~", "basketbol~", "voleybol~"),
    "word_game": ("söz oyun~", "söz tap~", "krossvord~"),
    "simulation": ("simulyator~", "simulyasiya~", "ferma~"),
    "typing": ("sürətli yazı~", "klaviatura məşq~"),
    "tic_tac_toe": ("x-o", "dama-dama"),
    "minesweeper": ("mina axtaran~",),
    "number_merge": ("rəqəm~ birləşdir~", "ədəd~ birləşdir~"),
    "connect_four": ("dördlü sıra", "4 sıra"),
    "asteroids": ("asteroid~",),
    "crossing": ("yolu keç~", "yoldan keç~"),
    "bubble_shooter": ("qabarcıq~", "şar partlat~"),
    "stacker": ("qüllə qur~", "blok~ üst-üstə"),
    "fishing": ("balıq tut~", "balıqçılıq~"),
    "cooking": ("yemək bişir~", "aşpaz~", "restoran~"),
    "mahjong": ("mahjong~",),
    "board_game": ("stolüstü oyun~", "nərd~", "dama"),
    "jigsaw": ("parça~ tapmaca~", "pazl~"),
    "slingshot": ("sapand~",),
    "puzzle": ("tapmaca~", "başsındıran~", "məntiq oyun~"),
}

MECHANICS = {
    "shrink_paddle": ("raket~ kiçil~", "platforma kiçil~", "kiçilən raket~"),
    "speed_up": (
        "sürətlən~",
        "getdikcə sürətli~",
        "daha sürətli",
        "sürət~ art~",
        "sürəti artır~",
    ),
    "bonus": ("bonus~", "ikiqat xal~", "əlavə xal~", "qızıl alma~"),
    "hazards": ("maneə~", "tikan~", "tələ", "tələlər", "tələləri", "tələlərə", "tələlərdən"),
    "lives": ("can", "canı", "canlar~", "həyat~", "ürək~"),
    "double_jump": ("ikiqat tullan~", "iki dəfə tullan~", "qoşa tullan~"),
    "shield": ("qalxan~", "ölümsüz~", "toxunulmaz~"),
    "narrowing_gap": ("boşluq~ daral~", "aralıq~ daral~", "getdikcə daral~"),
    "time_penalty": (
        # A penalty of so many seconds ("5 saniyə itirirsən"): its time is no time limit.
        "saniyə itir~",
        "saniyə cərimə~",
        "vaxt cərimə~",
        "cərimə saniyə~",
    ),
    "combo": ("kombo~", "vurucu~", "zəncirvari~"),
    "bomb": ("bomba~",),
    "poison": ("zəhər~",),
    "levels": ("səviyyə~", "mərhələ~"),
    "high_score": ("rekord~", "ən yüksək xal", "liderlər cədvəl~", "reytinq~"),
    "coins": ("sikkə~", "qəpik~"),
    "enemies": ("düşmən~", "rəqib~", "canavar~"),
    "boss": ("boss~", "son düşmən~", "baş düşmən~"),
    "two_players": ("iki oyunçu~", "2 oyunçu~", "iki nəfər~", "ikinəfərlik"),
    # The computer as the opponent ("against the computer", "vs AI"): see pitch_words.MECHANICS.
    "vs_computer": ("kompüterə qarşı", "kompyuterə qarşı", "süni intellektə qarşı"),
}
# Walls said not to be ask for edges that wrap around (see pitch_words.MECHANICS_BY_ABSENCE).
MECHANICS_BY_ABSENCE = {"wrap": ("divar~",)}

THEMES = {
    "candy": ("konfet~", "şirniyyat~", "şəkər~"),
    "ocean": ("dəniz~", "okean~", "su altı~", "sualtı~"),
    "space": ("kosmos~", "kosmik~", "ulduz~", "planet~", "qalaktika~", "yadplanetli~"),
    "forest": ("meşə~", "cəngəllik~"),
    "neon": ("neon~",),
    "fruit": ("meyvə~",),
    "spooky": ("qorxulu~", "xəyal~", "cadugər~", "zombi~", "halloween"),
    "winter": ("qış~", "qar", "qarlı", "qarda", "buz", "buzlu", "buzda", "buzlar~", "yeni il"),
    "desert": ("səhra~",),
    "retro": ("retro~", "piksel~", "klassik~", "8-bit~"),
}

CONTROLS = {
    "keys": ("ox düymə~", "oxlar~", "klaviatura~", "düymə~", "boşluq düymə~"),
    "touch": ("toxun~", "sensor~", "barmaqla sürüşdür~"),
    "mouse": ("siçan~", "klik~"),
}
TARGETS = {
    "phone": ("telefon~", "smartfon~", "mobil~", "planşet~"),
    "desktop": ("kompüter~", "noutbuk~"),
}
DIFFICULTY = {
    "easy": ("asan", "asandır", "uşaqlar üçün", "yeni başlayanlar üçün", "rahat"),
    "hard": ("çətin~", "ağır", "mürəkkəb~", "peşəkarlar üçün"),
}

WIN = ("qalib gəl~", "qazan~", "qələbə~")
LOSE = ("uduzur~", "uduzsan", "uduzmaq", "ölürsən")
# A round said to end, neither lost nor won: its clause tells which.
ROUND_ENDS = ("oyun bitir", "oyun bitər")
# "can itirirsən" / "5 saniyə itirirsən" name lives and time penalties, not the way a round is lost.
LOSE_NOT_BEFORE = ("can", "vaxt", "saniyə", "xal")

SECOND_WORDS = ("saniyə", "saniyədə", "saniyəlik", "saniyəyə", "san")
MINUTE_WORDS = ("dəqiqə", "dəqiqədə", "dəqiqəlik", "dəqiqəyə", "dəq")
# Words for a timer, read where said not to be, and words that alone say there is none (see
# pitch_words.TIMER_WORDS, UNTIMED).
TIMER_WORDS = ("taymer~", "vaxt limit~", "vaxt məhdudiyyət~", "geri sayım~", "saniyəölçən~")
UNTIMED = ("vaxtsız", "limitsiz vaxt", "vaxt limitsiz", "məhdudiyyətsiz vaxt")
HALF_MINUTE = ("yarım dəqiqə",)
HALVES_BEFORE_UNIT = ("yarım",)
TIME_PHRASES = {"bir yarım dəqiqə": 90, "bir dəqiqə yarım": 90}
EVERY_WORDS = ("hər",)
NUMBER_WORDS = {
    "bir": 1,
    "iki": 2,
    "üç": 3,
    "dörd": 4,
    "beş": 5,
    "on": 10,
    "on beş": 15,
    "iyirmi": 20,
    "otuz": 30,
    "qırx": 40,
    "əlli": 50,
    "altmış": 60,
    "doxsan": 90,
}
