"""The words a pitch uses for what it asks, per language (English, Korean, Italian, Arabic here; more
in :mod:`crumb.core.lexicon`, merged in at import).

One vocabulary for the whole house: the pitch reader (:mod:`crumb.core.pitch_reader`) finds these
words to build the floor of the requirements ledger, and the offline studio names its genres,
mechanics and themes with the same keys (``KINDS``, ``MECHANICS``, ``THEMES``), so a key here is the
name a requirement carries in its ``value`` and in its id (``mechanic.<key>``).

Matching is case-insensitive. A Latin-, Greek- or Cyrillic-script word matches as a word of its own
(with a plural or other ending of its language, ``ENDINGS``: English "coins", "golfer"; Italian
words as written), a ``~`` ends a stem with any ending (in a phrase too), a `` … `` in a phrase
holds up to three words of the same clause (``GAP``: "velocidad … aument~"), a word
starting with ``# `` after a number ("# vite": "3 vite", "tre vite"), and one in a script without
spaces ending in `` #`` before one ("ライフ #": "ライフ3つ", "ライフ×3"); a Hindi word as a word of its
own with up to two of its endings ("साँपों", "बढ़ती"); a Korean or Arabic word (any other script)
matches as a substring, since they attach particles and prefixes or inflect at the end, and a phrase
of theirs holds up to two words of one clause at its `` … `` ("تزيد … سرعة": "تزيد فيها السرعة"),
or, in Chinese and Japanese, up to seven characters ("速度 … 提高": "速度会随着分数不断提高"). A gap never holds a word that begins a clause of its own
(``JOINERS``), nor one that ends one (``CLAUSE_ENDINGS``: Korean "-고"). No word matches, in a pitch in a language, a false friend of that language
(``FALSE_FRIENDS``); German and Dutch nouns match as a compound's last part too (``COMPOUNDING``).
Pure data: no I/O.
"""

from __future__ import annotations

from types import ModuleType

# The kinds of game and the themes live in pitch_kinds; they are part of this one vocabulary.
from crumb.core.pitch_kinds import CHARACTERS as CHARACTERS
from crumb.core.pitch_kinds import GENERIC_KINDS as GENERIC_KINDS
from crumb.core.pitch_kinds import KIND_CAST as KIND_CAST
from crumb.core.pitch_kinds import KINDS as KINDS
from crumb.core.pitch_kinds import THEMES as THEMES
from crumb.core.pitch_kinds import TITLES as TITLES
from crumb.core.pitch_kinds import Words as Words

# The languages with words here (and every language of crumb.core.lexicon, merged in below).
LANGUAGES: tuple[str, ...] = ("en", "ko", "it", "ar")
# Every language a pitch can be read as being in (crumb.core.pitch_reader.language), words or not:
# a pitch in Greek asks for its game's text in Greek (an offline studio without it says so), never
# for English.
LANGUAGE_NAMES = {
    "en": "English",
    "ko": "Korean",
    "it": "Italian",
    "ar": "Arabic",
    "ja": "Japanese",
    "zh": "Chinese",
    "ru": "Russian",
    "uk": "Ukrainian",
    "el": "Greek",
    "he": "Hebrew",
    "th": "Thai",
    "hi": "Hindi",
    "fa": "Persian",
}

# --- mechanics and rules --------------------------------------------------------------------
# (label, words). The offline studio's mechanics table (crumb.adapters.local.mechanics) uses these keys.
MECHANICS: dict[str, tuple[str, Words]] = {
    "shrink_paddle": (
        "the paddle shrinks when a row is cleared",
        {
            "en": ("paddle shrinks", "paddle gets smaller", "shrinking paddle", "paddle shrink"),
            "ko": ("패들이 줄어", "패들이 작아", "막대가 짧아", "막대가 줄어"),
            "it": (
                "racchetta si restringe",
                "racchetta si accorcia",
                "racchetta diventa più piccola",
                "barra si accorcia",
            ),
            "ar": ("المضرب يصغر", "يصغر المضرب", "يتقلص المضرب", "المضرب يتقلص"),
        },
    ),
    "speed_up": (
        "the game speeds up as the score grows",
        {
            "en": (
                "speeds up",
                "speed up",
                "gets faster",
                "get faster",
                "getting faster",
                "goes faster",
                "faster and faster",
                "increasing speed",
                "faster every",
                "speed … increase",
                "speed and … increase",
                "speed and … go up",
                "speed … goes up",
                "increases … speed",
                "accelerates",
                "accelerating",
                "picks up speed",
                "gains speed",
            ),
            "ko": (
                "점점 빨라",
                "빨라지",
                "빨라져",
                # The ending's consonant is written in the syllable before it: 빨라지 + ㄴ다 is 빨라진다.
                "빨라진",
                "빨라질",
                "빨라집",
                # Words may come between: "속도가 스테이지마다 올라간다" (the speed goes up each stage).
                "속도 … 빨라",
                "속도 … 올라",
                "속도 … 증가",
                "속도 … 높아",
                "속도가 올라",
                "속도가 빨라",
                "속도가 증가",
                "속도 증가",
                "속도가 높아",
                "가속",
            ),
            "it": (
                "sempre più veloc~",
                "più veloc~",
                "più rapid~",
                "accelera",
                "accelerano",
                "accelerando",
                "velocità … aument~",
                "velocità e … aument~",
                "aument~ la velocità",
                "velocità … cresc~",
            ),
            "ar": (
                "أسرع",
                # Words may come between: "تزيد فيها السرعة" (in it the speed increases), "تزداد
                # سرعة الكرة" (the ball's speed increases). Not bare "سرعة … تزيد": "بسرعة" is quickly.
                "تزداد … سرعة",
                "تزيد … سرعة",
                "ترتفع … سرعة",
                # The same with a masculine subject: "يزيد الوحش سرعته" (the monster speeds up).
                "يزداد … سرعة",
                "يزيد … سرعة",
                "يرتفع … سرعة",
                "السرعة … تزداد",
                "السرعة و … تزداد",
                "السرعة و … تزيد",
                "السرعة … تزيد",
                "السرعة … ترتفع",
                "سرعة ال … تزداد",
                "سرعة ال … تزيد",
                "زيادة السرعة",
                "يتسارع",
                "تتسارع",
                # "تسرع مع الوقت": it speeds up with time.
                "تسرع",
                "يسرع",
            ),
        },
    ),
    "bonus": (
        "bonus items worth double",
        {
            "en": (
                "bonus item",
                "bonus items",
                "bonus fruit",
                "bonus coin",
                "bonus star",
                "double points",
                "worth double",
                "golden",
            ),
            "ko": ("보너스 아이템", "보너스 과일", "두 배 점수", "점수 2배", "점수 두 배", "점수가 두 배", "황금"),
            "it": ("oggetti bonus", "bonus che", "punti doppi", "vale doppio", "valgono doppio", "dorat~"),
            "ar": ("عناصر المكافأة", "مكافآت مضاعفة", "نقاط مضاعفة", "ذهبي"),
        },
    ),
    "hazards": (
        "hazards that cost a life",
        {
            "en": ("hazard", "spikes", "spike", "traps", "trap", "mines", "lava"),
            "ko": ("장애물", "가시", "함정", "지뢰", "용암"),
            "it": ("ostacoli", "ostacolo", "spine", "spuntoni", "trappole", "trappola", "mine esplosive", "lava"),
            "ar": ("عوائق", "عقبات", "أشواك", "الأشواك", "فخاخ", "ألغام", "حمم"),
        },
    ),
    "lives": (
        "lives",
        {
            # Hearts drawn: counted ("3 ❤️") or in a row ("❤️❤️❤️"), never one alone ("made with ❤️").
            "en": (
                *("lives", "three lives", "hearts", "extra life", "lose a life", "loses a life", "lose one life"),
                # One life, said in the singular ("a dodger with only one life"): a count of its own.
                *("one life", "1 life", "a single life", "single life"),
                *("lifes",),  # its common misspelling ("3 lifes")
                *("# ❤", "# ♥", "❤❤", "❤\ufe0f❤", "♥♥"),
            ),
            "ko": ("목숨", "생명", "하트"),
            # "# vite", not "vite": French "plus vite" (faster) is no lives.
            "it": (
                "# vite",
                "le vite",
                "vite extra",
                "vite infinite",
                "cuori",
                "vita extra",
                "una vita",
                "una sola vita",
                "1 vita",
            ),
            "ar": ("أرواح", "الأرواح", "محاولات", "قلوب"),
        },
    ),
    "double_jump": (
        "double jump",
        {
            "en": ("double jump", "double-jump", "jump twice"),
            "ko": ("더블 점프", "이단 점프", "2단 점프", "두 번 점프", "더블점프", "이단점프", "2단점프"),
            "it": ("doppio salto", "salto doppio", "saltare due volte"),
            "ar": ("قفزة مزدوجة", "القفز المزدوج", "القفزة المزدوجة"),
        },
    ),
    "shield": (
        "a timed shield or power-up",
        {
            "en": ("shield", "power-up", "power up", "powerup", "invincible", "invincibility"),
            "ko": ("보호막", "실드", "쉴드", "파워업", "무적"),
            "it": ("scudo", "potenziamento", "power-up", "invincibil~"),
            "ar": ("درع", "الدرع", "تعزيز", "قوة خارقة"),
        },
    ),
    "narrowing_gap": (
        "a gap that narrows as the score grows",
        {
            "en": (
                "gap narrows",
                "gaps narrow",
                "narrowing gap",
                "gap gets smaller",
                "gaps get smaller",
                "gap shrinks",
                "narrower gaps",
            ),
            "ko": ("틈이 좁아", "간격이 좁아", "통로가 좁아"),
            "it": ("varco si restringe", "spazio si stringe", "varchi più stretti"),
            "ar": ("الفجوة تضيق", "تضيق الفجوة", "الفجوات تضيق", "تضيق الفجوات", "تضيق … الفجو"),
        },
    ),
    "time_penalty": (
        "a time penalty for mistakes",
        {
            # With its number of seconds too ("each mistake costs 5 seconds"): that time is no time limit.
            "en": (
                "time penalty",
                "lose time",
                "loses time",
                "costs time",
                "seconds off",
                "cost~ … second",
                "take~ away … second",
                "lose … second",
                "loses … second",
                "minus … second",
                "deduct~ … second",
                "subtract~ … second",
            ),
            "ko": (
                "시간 감점",
                "시간 페널티",
                "시간이 줄어",
                "시간이 깎",
                "초 감점",
                "초씩 감점",
                "초가 줄어",
                "초 차감",
                "초가 깎",
            ),
            "it": (
                "penalità di tempo",
                "perdi tempo",
                "perdi secondi",
                "toglie secondi",
                "togli~ … second~",
                "perdi … second~",
                "meno … second~",
            ),
            "ar": (
                "خصم الوقت",
                "عقوبة الوقت",
                "تخسر وقت",
                "تخسر ثوان",
                "خصم … ثوان",
                "خصم … ثانية",
                "تخسر … ثوان",
                "تخسر … ثانية",
            ),
        },
    ),
    "combo": (
        "a combo multiplier",
        {
            "en": ("combo", "chain", "streak", "multiplier"),
            "ko": ("콤보", "연쇄", "연속 성공"),
            "it": ("combo", "moltiplicatore", "serie di colpi", "serie di punti"),
            # A multiplier of points, not "مضاعفة" (doubled: "نقاط مضاعفة" are bonus points).
            "ar": ("كومبو", "سلسلة", "مضاعف النقاط", "مضاعف نقاط", "مضاعف للنقاط"),
        },
    ),
    "bomb": (
        "a bomb that clears an area",
        {
            "en": ("bomb", "explosive", "blast"),
            "ko": ("폭탄", "폭발"),
            "it": ("bomba", "bombe", "esplosiv~"),
            "ar": ("قنبلة", "قنابل", "متفجر"),
        },
    ),
    "poison": (
        "poison items",
        {
            "en": ("poison", "poisonous", "toxic"),
            "ko": ("독이 든", "독사과", "독 사과", "독버섯", "독 아이템"),
            "it": ("veleno", "avvelenat~", "velenos~"),
            "ar": ("مسموم", "مسمومة", "السم", "سامة"),
        },
    ),
    "levels": (
        "levels of rising difficulty",
        {
            "en": (
                "levels",
                "level up",
                "stages",
                "rising difficulty",
                "increasing difficulty",
                # A level named as one of several: "a minute per level", "up to level 60"; not "the next level",
                # said of anything ("takes snake to the next level").
                "per level",
                "each level",
                "every level",
                "up to level",
            ),
            "ko": ("레벨", "단계", "스테이지", "난이도 상승"),
            "it": ("livelli", "livello", "difficoltà crescente"),
            "ar": ("مستويات", "مراحل", "صعوبة متزايدة", "كل مستوى", "المستوى التالي"),
        },
    ),
    "high_score": (
        "the best score is kept",
        {
            "en": ("high score", "highscore", "best score", "leaderboard"),
            "ko": ("최고 점수", "최고점", "최고 기록"),
            "it": ("punteggio massimo", "miglior punteggio", "record"),
            "ar": ("أعلى نتيجة", "أفضل نتيجة", "أعلى نقاط"),
        },
    ),
    "coins": (
        "coins to collect",
        {
            "en": ("coins", "coin", "collect coins"),
            "ko": ("코인", "동전"),
            "it": ("monete", "moneta", "monetine"),
            "ar": ("عملات", "العملات", "قطع نقدية", "النقود"),
        },
    ),
    "enemies": (
        "enemies to avoid or defeat",
        {
            "en": ("enemies", "enemy", "monsters", "foes", "baddies"),
            "ko": ("적들", "몬스터", "적 캐릭터", "적이 나타"),
            "it": ("nemici", "nemico", "mostri"),
            "ar": ("الأعداء", "أعداء", "الوحوش", "وحوش"),
        },
    ),
    "boss": (
        "a boss fight",
        {
            "en": ("boss", "boss fight", "bosses", "final boss"),
            "ko": ("보스",),
            "it": ("boss", "boss finale"),
            "ar": ("الزعيم", "زعيم"),
        },
    ),
    "two_players": (
        "two players on one device",
        {
            "en": (
                "two players",
                "2 players",
                "two-player",
                "2-player",
                # "a 2 player pong game": the number before it says the player is not one.
                "two player",
                "2 player",
                "multiplayer",
                "multi-player",
                "local co-op",
                "couch co-op",
                "versus mode",
                "pvp",
                # One against one: "1v1 pong".
                "1v1",
                "1 v 1",
                "1vs1",
                "1 vs 1",
                "1 on 1",
                "one on one",
                "head to head",
                "head-to-head",
                "two people",
                "2 people",
            ),
            "ko": (
                "2인용",
                "2인 플레이",
                "두 명이서",
                "2명이서",
                "둘이서",
                "두 명이 함께",
                "두 명이 하는",
                "2인 대전",
                "멀티플레이",
            ),
            "it": ("due giocatori", "2 giocatori", "multigiocatore", "1 contro 1", "uno contro uno"),
            "ar": ("لاعبين", "لاعبان", "متعدد اللاعبين", "لشخصين", "شخصين"),
        },
    ),
    # The computer as the opponent: a word that makes what follows one ("against", "vs", "contra",
    # "gegen": OPPONENTS) before the computer, an AI, a CPU or a bot, with up to three words between
    # ("against the computer", "vs an AI paddle"), or the opponent named so ("computer opponent").
    "vs_computer": (
        "the computer as the opponent",
        {
            "en": (
                *("against … computer", "against … computers", "vs … computer", "versus … computer"),
                *("against … ai", "vs … ai", "versus … ai", "against … cpu", "vs … cpu", "versus … cpu"),
                *("against … bot", "against … bots", "vs … bot", "against the machine", "vs computer"),
                *("computer opponent", "computer opponents", "ai opponent", "ai opponents", "cpu opponent"),
                *("play the computer", "beat the computer", "beat the ai"),
            ),
            "ko": (
                *("컴퓨터와 대결", "컴퓨터랑 대결", "컴퓨터와 대전", "컴퓨터랑 대전", "컴퓨터 상대", "컴퓨터를 상대"),
                *("컴퓨터와 싸우", "컴퓨터랑 싸우", "ai랑", "ai와 대결", "ai와 대전", "ai 상대", "ai를 상대"),
                *("인공지능과 대결", "인공지능 상대", "cpu 대전", "cpu랑", "cpu와 대결"),
            ),
            "it": ("contro … computer", "contro … cpu", "contro l'ia", "contro … ia", "contro … pc", "contro … bot"),
            "ar": ("ضد الكمبيوتر", "ضد الحاسوب", "ضد الحاسب", "ضد الذكاء الاصطناعي", "ضد الآلة", "ضد البوت"),
        },
    ),
    # Said as what the player does at an edge ("wraps around", "goes through walls"), or by saying the
    # walls are not: MECHANICS_BY_ABSENCE below. A verb leads each "through the walls", so that a
    # negation before it is read ("can't go through walls" asks for walls).
    "wrap": (
        "edges that wrap around (no walls)",
        {
            "en": (
                *("wrap around", "wraps around", "wrapping around", "wrap-around", "wraparound", "screen wrap"),
                *("walls wrap", "edges wrap", "borderless", "walls don't kill", "walls dont kill"),
                *("walls do not kill", "walls won't kill", "can't die … walls", "cant die … walls"),
                *("cannot die … walls", "go through walls", "go through the walls", "goes through walls"),
                *("goes through the walls", "pass through walls", "pass through the walls"),
                *("passes through walls", "passes through the walls", "comes out the other side"),
                *("come out the other side", "comes out on the other side", "come out on the other side"),
                *("appears on the other side", "reappears on the other side", "reappear on the other side"),
            ),
            "ko": (
                *("벽이 없", "벽 없", "벽없", "벽도 없", "벽은 없", "벽을 통과할 수 있", "벽 통과 가능"),
                *("반대편으로 나오", "반대쪽으로 나오", "반대편에서 나오", "반대쪽에서 나오"),
            ),
            "it": (
                *("attraversa i muri", "attraversare i muri", "attraversa le pareti", "attraversare le pareti"),
                *("passa attraverso i muri", "passa attraverso le pareti", "esce dall'altra parte"),
                *("rientra dall'altra parte", "ricompare dall'altra parte"),
            ),
            "ar": (
                *("يمر عبر الجدران", "تمر عبر الجدران", "يخترق الجدران", "تخترق الجدران"),
                *("يخرج من الجهة الأخرى", "يظهر من الجهة الأخرى", "يخرج من الجانب الآخر", "يظهر من الجانب الآخر"),
            ),
        },
    ),
}
# Mechanics a pitch asks for by saying a thing is not: key -> words for the thing, found only where a
# negation says it is not (pitch_match.find's ``negated``: "no walls", "without walls", "doesn't have
# walls", "sin paredes", "ohne Wände", "без стен", "duvarsız", "दीवारें नहीं"); never where the thing is
# there to be avoided ("avoid the walls", "don't hit the walls": the negation is the verb's). Walls said
# not to be ask for edges that wrap around, in any kind of game: a pong "without walls" sends its ball
# out one edge and in at the other too, and a template without it records the requirement unmet.
# English says "walls" only: "no wall jump" is no wall-less game.
# Arabic typed in Latin letters and digits for the letters Latin has not ("3" ع, "7" ح, "2" ء: "ana
# 3ayez le3ba", I want a game): its common words, which tell it from English and the other Latin-script
# languages, and the words of the tables above it is typed with.
ARABIZI_MARKERS = (
    *("3ayez", "3ayz", "3awez", "3ayza", "3awza", "le3ba", "l3ba", "lo3ba", "le3bet", "al3ab", "ana", "zay"),
    *("gher", "ghir", "bdoon", "bedoon", "bdun", "3shan", "3ashan", "ya3ni", "wa7ed", "7aga", "keda", "kda"),
    *("msh", "mesh", "ma3", "delwa2ty", "e3mel", "e3mli", "3amel", "sanya", "sawany", "d2i2a", "de2ee2a"),
)
ARABIZI_NEGATIONS = ("gher", "ghir", "bdoon", "bedoon", "bdun", "mn gher", "min ghir", "men gher")
ARABIZI_WALLS = ("7eetan", "7itan", "7etan", "7ee6an", "7ait", "7eta")

MECHANICS_BY_ABSENCE: dict[str, Words] = {
    "wrap": {
        "en": ("walls", "any walls", "a wall", "any wall", "wall collision", "wall death"),
        "it": ("muri", "muro", "pareti", "parete", "bordi"),
        "ar": ("جدران", "الجدران", "جدار", "حيطان", "حائط", *ARABIZI_WALLS),
    },
}

# --- win, lose, controls, target ------------------------------------------------------------
WIN: Words = {
    "en": (
        "to win",
        "you win",
        "wins",
        "win by",
        "win when",
        "win if",
        "victory",
        "clear all",
        "clear every",
        "reach the goal",
        # "race to 100 points", "first to 11": the first to reach a score wins.
        "race to",
        "first to",
    ),
    "ko": ("이기면", "승리", "클리어하면", "모두 깨면", "이기는"),
    "it": ("vinci", "vincere", "vittoria", "vince"),
    "ar": ("تفوز", "الفوز", "للفوز", "الانتصار", "يفوز"),
}
# A round said to end, which says neither that it is lost nor won: lost where its clause says how ("the game
# ends when you hit the wall"), won where it says the round is done ("the game ends when you clear all
# bricks": :data:`crumb.core.pitch_lose_words.COMPLETIONS`), the time limit where it says only when ("the game
# ends after 60 seconds"): :func:`crumb.core.pitch_reader.read`. Each is a word of ``LOSE`` too.
ROUND_ENDS: Words = {
    "en": ("the game ends", "the game is over", "the round ends", "ends the game", "ends the round"),
    "it": ("fine partita", "la partita finisce", "il gioco finisce", "la partita termina", "il gioco termina"),
    "ar": ("انتهت اللعبة", "تنتهي اللعبة", "اللعبة تنتهي"),
}
LOSE: Words = {
    "en": (
        "game over",
        "you lose",
        "lose if",
        "lose when",
        "you die",
        "die if",
        "dies",
        "loses",
        *ROUND_ENDS["en"],
    ),
    # Not bare "지면" (if you lose): it ends "빨라지면", "터지면" (when it gets faster, when it bursts).
    "ko": ("게임 오버", "게임오버", "게임에서 지면", "상대에게 지면", "적에게 지면", "지면 끝", "죽으면", "패배"),
    "it": ("perdi", "perdere", "muori", "sconfitta", *ROUND_ENDS["it"]),
    "ar": ("تخسر", "الخسارة", "تموت", "يخسر", *ROUND_ENDS["ar"]),
}
# "lose a life" / "lose time" name lives and time penalties, not the way a round is lost.
LOSE_NOT_BEFORE = ("a life", "one life", "time", "seconds", "una vita", "tempo", "secondi", "حياة", "وقت", "ثوان")
# The same said before the word for losing, by a language that puts its object first (Turkish "bir can
# kaybedersin", you lose a life): the word right before it; each lexicon adds its own (``LOSE_NOT_AFTER``).
LOSE_NOT_AFTER: dict[str, tuple[str, ...]] = {}
# Words that are no theme when the next word is one of these ("space bar", "press space to jump").
# Each lexicon adds its own (``THEME_NOT_BEFORE``: a word of its THEMES -> the words after it).
THEME_NOT_BEFORE: dict[str, tuple[str, ...]] = {
    "space": ("bar", "key", "to", "zum", "drücken", "taste", "-taste"),
    # Vampire Survivors: the title of a kind (a shooter), no look (the stems of other languages find it too).
    "vampire": ("survivors", "survivor"),
    "vampire~": ("survivors", "survivor"),
    "vampir~": ("survivors", "survivor"),
}
# A key whose name is also another word ("jump with space": the space bar, not outer space) is a key
# where the words before it press or use it and its clause ends, or goes on as a key's does, right
# after it (:func:`crumb.core.pitch_reader.key_named`). KEY_PRESSES are verbs (after them the key may
# also be followed by "and"/"or": "press space and the arrows"); KEY_USES say with what ("with space
# ships" is a look, "with space" at the end of its clause a key); KEY_AFTER go on from a key ("to
# jump", "for shooting"). Each lexicon adds its own.
KEY_NAMES: Words = {"en": ("space",), "it": ("spazio",)}
KEY_PRESSES: Words = {
    "en": ("press", "pressing", "presses", "hit", "hitting", "hold", "holding", "tap", "tapping", "push", "pushing"),
    "it": ("premi", "premere", "premendo", "tieni premuto", "schiaccia", "schiacciare"),
}
KEY_USES: Words = {
    "en": ("with", "with the", "using", "using the", "use", "use the", "via", "by pressing", "press the", "hit the"),
    "it": ("con", "con lo", "con il tasto", "il tasto", "tasto", "usando", "usa", "usare", "usando lo"),
}
KEY_AFTER: Words = {
    "en": ("to", "for", "key", "bar", "button", "then", "when", "while", "once", "twice"),
    "it": ("per", "tasto", "quando", "poi", "mentre"),
}

CONTROLS: dict[str, tuple[str, Words]] = {
    "keys": (
        "keyboard controls",
        {
            "en": ("arrow keys", "arrows", "keyboard", "wasd", "spacebar", "space bar", "press space"),
            "ko": ("방향키", "키보드", "스페이스"),
            "it": ("frecce", "tastiera", "barra spaziatrice", "tasti freccia"),
            "ar": ("الأسهم", "لوحة المفاتيح", "مفاتيح الأسهم"),
        },
    ),
    "touch": (
        "touch controls",
        {
            # Not bare "touch": in a pitch it is as often what the game's things do ("the ball touches the
            # paddle", "lose if you touch a wall") as how the player plays.
            "en": (
                "tap",
                "swipe",
                "one-tap",
                "one tap",
                "touchscreen",
                "touch screen",
                "touch control",
                "touch input",
                "touch-friendly",
                "touch friendly",
                "touch-based",
                "by touch",
                "with touch",
                "using touch",
                "via touch",
                "touch to",
            ),
            "ko": ("터치", "탭하", "스와이프", "손가락"),
            "it": (
                "tocco",
                "tocca",
                "toccare",
                "scorri",
                "swipe",
                "comandi touch",
                "controlli touch",
                "con il touch",
                "touch screen",
                "touchscreen",
            ),
            "ar": ("لمس", "اللمس", "انقر", "اسحب", "المس"),
        },
    ),
    "mouse": (
        "mouse controls",
        {
            "en": ("mouse", "click", "clicks", "drag"),
            "ko": ("마우스", "클릭", "드래그"),
            "it": ("mouse", "clic", "clicca", "trascina"),
            "ar": ("الفأرة", "الماوس", "نقرة"),
        },
    ),
}
TARGETS: dict[str, tuple[str, Words]] = {
    "phone": (
        "plays on a phone",
        {
            # Played on the way: the bus, the train, a commute ("something i can play on the bus").
            "en": (
                "phone",
                "mobile",
                "smartphone",
                "iphone",
                "android",
                "tablet",
                "ipad",
                "play~ … on the bus",
                "play~ … on the train",
                "play~ … on the subway",
                "play~ … on the metro",
                "play~ … on my commute",
            ),
            # "폰" with its particle: "폰으로 할 수 있는" (that can be played on a phone).
            "ko": ("모바일", "휴대폰", "스마트폰", "핸드폰", "태블릿", "아이패드", "폰으로", "폰에서", "폰용"),
            "it": (
                "telefono",
                "cellulare",
                "smartphone",
                "mobile",
                "tablet",
                "ipad",
                "giocar~ … in treno",
                "giocar~ … sul treno",
                "giocar~ … in metro",
                "giocar~ … in autobus",
            ),
            "ar": ("الهاتف", "هاتف", "الجوال", "جوال", "الموبايل", "لوحي", "ايباد", "آيباد", "ايفون", "آيفون", "تابلت"),
        },
    ),
    "desktop": (
        "plays on a desktop computer",
        {
            "en": ("desktop", "pc", "laptop", "computer"),
            "ko": ("데스크톱", "컴퓨터", "노트북", "pc"),
            "it": ("desktop", "computer", "pc", "portatile"),
            "ar": ("الكمبيوتر", "الحاسوب", "سطح المكتب"),
        },
    ),
}


# In a Latin- or Cyrillic-script phrase, up to three words of the same clause (never a JOINER): "tempo … erhöht" is
# "das Tempo wird erhöht", "das Tempo mit jeder Runde erhöht" (German and Dutch put verbs last).
GAP = " … "
# The languages that join words into compounds (German "Riesenschlange", Dutch "reuzenslang"): a
# one-word noun of their vocabulary is read as a compound's last part too, its head (a giant snake is
# a snake), in a pitch in that language; never as its first part (a "Schildkröte" is no shield).
COMPOUNDING: tuple[str, ...] = ()
# The languages whose words count only in a pitch in that language: Persian writes the Arabic script,
# in whose words its own short words stand (Persian "مار", a snake, in Arabic "عمارة", a building).
OWN_PITCH_ONLY: tuple[str, ...] = ()
# The languages that say a time's number after its unit ("dakika mbili", minutes two), as well as before.
NUMBER_AFTER_UNIT: tuple[str, ...] = ()
# Words are found typed without their marks in a pitch in their language (pitch_match.find), but for
# the languages whose marks tell their words apart (Vietnamese tones: "có gai", has thorns, "cô gái", a
# girl) and each language's words that are another word so written (MARKED_ONLY: Turkish "ölümsüz",
# immortal, "olumsuz", negative; French "corsé", hard, "Corse", Corsica).
MARKS_TELL_WORDS: tuple[str, ...] = ()
MARKED_ONLY: dict[str, tuple[str, ...]] = {}
# Words of such a language whose compounds mostly name something else: never read as a compound's last
# part (a "Lernplattform" is no platformer, a "Werbestrategie" no strategy game, "überleben" no lives).
NOT_HEADS: dict[str, tuple[str, ...]] = {}
# Words that begin a clause of their own ("the speed stays the same and the score goes up"): a gap
# never holds one, so a phrase never joins a speed in one clause to a rise in the next. Where a
# language writes its joiner onto the next word (Arabic و: "والنقاط", and the points), no word of a
# gap begins with it, unless it is one of its NOT_JOINERS.
JOINERS: dict[str, tuple[str, ...]] = {
    "en": ("and", "but", "while", "whereas", "although"),
    "it": ("e", "ed", "ma", "mentre", "però"),
    "ar": ("و", "لكن", "بينما"),
    "ko": ("그리고", "하지만", "그러나", "그런데", "근데", "반면", "대신"),
}
# Words that begin a phrase of their own, past the JOINERS: what follows them asks for one thing of its
# own ("with animals", "where you grow carrots", "against the computer"). A phrase of a pitch that holds
# none of the vocabulary's words is an ask the house cannot read (:mod:`crumb.core.pitch_rest`).
PHRASE_STARTS: dict[str, tuple[str, ...]] = {
    "en": ("with", "where", "which", "who", "featuring", "against", "vs", "versus", "plus", "also", "so", "then"),
    "it": ("con", "dove", "in cui", "che", "contro", "anche", "poi"),
    "ar": ("مع", "حيث", "ضد", "أيضا", "أيضًا", "ثم", "التي", "الذي"),
}
# Words that ask nothing of a game on their own: praise, size, please, I want, make me. A phrase of
# nothing else asks for nothing the house could miss ("a fun little snake game, pls").
FILLERS: dict[str, tuple[str, ...]] = {
    "en": (
        "i",
        "me",
        "my",
        "we",
        "us",
        "our",
        "it",
        "its",
        "it's",
        "this",
        "some",
        "any",
        "lot",
        "lots",
        "very",
        "really",
        "super",
        "just",
        "like",
        "want",
        "wanna",
        "need",
        "would",
        "could",
        "should",
        "can",
        "will",
        "make",
        "build",
        "create",
        "give",
        "please",
        "pls",
        "plz",
        "thanks",
        "ok",
        "okay",
        "so",
        "basically",
        "fun",
        "funny",
        "simple",
        "little",
        "small",
        "tiny",
        "quick",
        "short",
        "casual",
        "classic",
        "cool",
        "nice",
        "cute",
        "good",
        "great",
        "awesome",
        "addictive",
        "basic",
        "type",
        "kind",
        "sort",
        "style",
        "version",
        "clone",
        "something",
        "thing",
        "one",
        "be",
        "been",
        "have",
        "has",
        "get",
        "gets",
        "got",
        "there",
        "here",
        "all",
        "also",
        "too",
        "only",
        "more",
        "most",
        "much",
        "many",
        "by",
        "at",
        "from",
        "as",
        "or",
        "if",
        "it",
        "into",
        "out",
        "up",
        "down",
        "about",
        "around",
        "over",
        "under",
        "each",
        "which",
        "who",
        "what",
        "how",
        "play",
        "plays",
        "played",
        "playing",
        "player",
        "players",
        "games",
        "mini",
        "minigame",
        "browser",
        "web",
        "html5",
        "html",
        "js",
        "javascript",
        "app",
        "was",
        "were",
    ),
    "it": (
        "io",
        "mi",
        "mio",
        "mia",
        "noi",
        "voglio",
        "vorrei",
        "fai",
        "fammi",
        "fare",
        "crea",
        "creami",
        "per",
        "favore",
        "grazie",
        "divertente",
        "semplice",
        "piccolo",
        "breve",
        "veloce",
        "bello",
        "classico",
        "tipo",
        "stile",
        "qualcosa",
        "molto",
        "solo",
        "soltanto",
        "giocare",
        "giocatore",
        "giocatori",
        "c'è",
        "è",
        "essere",
        "avere",
        "può",
        "versione",
    ),
    "ar": (
        "أريد",
        "اريد",
        "اصنع",
        "اعمل",
        "لي",
        "من",
        "فضلك",
        "رجاء",
        "شكرا",
        "ممتعة",
        "بسيطة",
        "صغيرة",
        "سريعة",
        "كلاسيكية",
        "فقط",
        "جدا",
        # "like" (a game named after it is read by its kind) and "game".
        "مثل",
        "زي",
        "لعبة",
    ),
    "ko": (
        "만들어",
        "만들어줘",
        "만들어 줘",
        "주세요",
        "줘",
        "좀",
        "제발",
        "재미있는",
        "재밌는",
        "간단한",
        "작은",
        "짧은",
        "빠른",
        "클래식",
        "스타일",
        "느낌",
        "그냥",
    ),
}
# Words that say a thing is not: a phrase's gap never holds one ("the speed does not increase"), and
# nothing named right after one is asked for ("no enemies", "never speeds up", "لا تزيد فيها السرعة",
# Korean "안 빨라진다"). Not "no" before a count or "not" before "only": only the word right before counts.
NEGATIONS: dict[str, tuple[str, ...]] = {
    "en": (
        *("not", "never", "no", "without", "nor", "don't", "dont", "doesn't", "doesnt", "w/o"),
        *("can't", "cant", "cannot", "won't", "wont"),
    ),
    "it": ("non", "mai", "senza", "niente", "nessun", "nessuna"),
    "ar": ("لا", "لن", "لم", "ليس", "ليست", "بدون", "بلا", *ARABIZI_NEGATIONS),
    "ko": ("안", "못"),
}
# Words for "or" that carry a negation on to the thing right after them, in its clause and with no
# joiner between ("no walls or bombs", "sin paredes o bombas", "ohne Wände oder Bomben"): neither is
# asked for; "no walls and bombs" asks for the bombs.
DISJUNCTIONS: dict[str, tuple[str, ...]] = {"en": ("or",), "it": ("o", "oppure")}
# Words and endings that say the thing named right before them is not, past the rest of its word
# (Korean "속도가 빨라지지 않는다": the speed does not get faster). Where the same words follow a
# thing that is there, none: Korean "없" ("목숨이 없어지면", when the lives run out), German "nicht"
# ("Berühre die Stacheln nicht", do not touch the spikes).
# Korean "테트리스 말고", not Tetris (but), "테트리스 같은 거 말고", not something like it.
NEGATIONS_AFTER: dict[str, tuple[str, ...]] = {
    "ko": ("지 않", "지않", "지 못", "지못", "말고", "말구", "같은 거 말고", "같은 게 아니라", "아니고", "아니라")
}
# Words said right after a thing that say it is not, only where they end its clause (Russian "а
# ускорения не надо", and no speeding up wanted; not "бомбы не надо трогать", do not touch the bombs).
NEGATIONS_CLOSING: dict[str, tuple[str, ...]] = {}
# Verbs that stand between a negation and the thing it says is not, where a language puts its negation
# before the verb and the thing after it ("no va más rápido", "não fica mais rápida", "non diventa più
# veloce", "no hay enemigos"): the negation, then one of these, then the thing, is the thing said not to be.
NEGATED_VERBS: dict[str, tuple[str, ...]] = {
    # "don't want bombs", "doesn't have walls"; never "don't touch the spikes", which keeps them.
    # "not for phone", "not on mobile": the device the game is not for.
    "en": ("want", "need", "have", "has", "use", "include", "add", "for", "on"),
    "it": (
        "va",
        "vanno",
        "è",
        "sono",
        "diventa",
        "diventano",
        "si fa",
        "si fanno",
        "ci sono",
        "ci saranno",
        "ha",
        "hanno",
    ),
}
# Words for "like" said between a negation and a game named ("not like flappy bird", "no es como tetris",
# "pas comme pac-man"): the game named after them is said not to be, as "kein tetris" says it. Not a
# negation after the game ("like flappy bird but not hard" keeps flappy bird).
LIKENESS: dict[str, tuple[str, ...]] = {
    "en": ("like", "similar to", "a clone of", "a copy of"),
    "it": ("come", "tipo", "simile a", "uguale a"),
    "ar": ("مثل", "زي", "شبه", "على غرار"),
}
# Endings that say a thing is not, written onto its word past the vocabulary's stem (Turkish "hız
# artmıyor", the speed does not rise; "düşmansız", without enemies): a match whose last word holds one
# there is no match.
NEGATING_ENDINGS: dict[str, tuple[str, ...]] = {}
# Words that make what follows them an opponent, with up to two words between ("chess against the
# computer"), and those said after it ("컴퓨터와 대결"): a computer there is none to play on.
OPPONENTS: dict[str, tuple[str, ...]] = {"en": ("against", "vs", "versus"), "it": ("contro",), "ar": ("ضد",)}
OPPONENTS_AFTER: dict[str, tuple[str, ...]] = {"ko": ("대결", "대전", "상대로")}
# Words that take back the kind of game said before them for the one said after ("a tetris game, no wait,
# make it a match-3", "un casse-briques, ou plutôt un flipper", "ein Snake-Spiel, nein, doch lieber
# Breakout", "테트리스 대신 벽돌깨기"): the last kind named after one, where one is named before it too, is
# the kind asked for (:func:`crumb.core.pitch_reader.kind`). Never "instead" alone, which goes before the
# kind it takes back as often ("snake instead of tetris").
CORRECTIONS: dict[str, tuple[str, ...]] = {
    "en": ("no wait", "actually", "or rather", "on second thought", "scratch that", "change it to"),
    "it": ("anzi", "piuttosto", "o meglio", "ripensandoci"),
    "ko": ("대신", "아니 ", "차라리", "아니다"),
    "ar": ("بل", "لا بل", "بدلا من ذلك", "بدلاً من ذلك"),
}
# Words after which a negation denies nothing: Russian "пока не кончатся жизни" is until the lives run out.
NOT_NEGATING_AFTER: dict[str, tuple[str, ...]] = {"ru": ("пока",), "uk": ("поки",), "pl": ("dopóki", "póki")}
# The word for "no" said right before a correction ("nein, doch lieber", "no, mejor", "non, plutôt"), read
# with it; a language's negations are too ("no" is Spanish and English for both).
NO_BEFORE_CORRECTION = ("nein", "nee", "non", "não", "nao", "нет", "ні", "hayır", "hayir", "nej", "ei", "ne")
# Endings that close a clause, written onto its last word: a gap never holds a word that ends in one
# (Korean "속도는 그대로고 점수가 올라간다": the speed stays the same -고, and the score goes up;
# "-지만", but; "-ㄴ데", and yet; "-며", "-면서", while). A noun that ends so ("경고", a warning) is lost
# to a gap.
CLAUSE_ENDINGS: dict[str, tuple[str, ...]] = {"ko": ("고", "지만", "데", "며", "면서")}
# Words that begin with a joiner a language writes onto the next word, where those letters are the
# word's own: Arabic words whose root begins with و ("وقت", time; "وحوش", monsters; "وتيرة", pace),
# which a gap holds as it holds any word. Each matches with a pronoun or plural ending ("وقتها",
# its time), never as the start of a longer word ("وقتال" is و + قتال, and fighting).
NOT_JOINERS: dict[str, tuple[str, ...]] = {
    "ar": (
        "وقت",
        "وقود",
        "وحش",
        "وحوش",
        "وزن",
        "وسط",
        "وجه",
        "وجوه",
        "وصول",
        "وضع",
        "وراء",
        "وحيد",
        "وحدة",
        "ورق",
        "ورقة",
        "وردة",
        "ورود",
        "واحد",
        "واحدة",
        "وادي",
        "وطن",
        "وجبة",
        "وثبة",
        "وتيرة",
        "واجهة",
        "واضح",
        "واسع",
        "وسام",
        "وحل",
        "وكر",
        "وابل",
        "وهج",
        "ومضة",
        "وميض",
        "وقاية",
    ),
}
# The endings a word of NOT_JOINERS may take (Arabic pronouns and plurals: "وقتها", "وحوشه").
NOT_JOINER_ENDINGS: dict[str, tuple[str, ...]] = {
    "ar": ("ه", "ها", "هم", "هن", "ك", "كم", "ي", "نا", "ا", "ات", "ان", "ين", "ية"),
}
# The endings a word of a language may take and still match ("coins", "golfer"; French "serpents",
# German "Feinden"); each lexicon adds its own, a language without them matches its words as written or
# by their stems ("~"). English endings are English only: German "dieser" is no English "dies".
ENDINGS: dict[str, tuple[str, ...]] = {"en": ("s", "es", "ing", "er", "ers"), "it": (), "ko": (), "ar": ()}
# Words of a language that a word of the vocabulary matches (another language's, or its own with an
# ending), but that mean something else there: in a pitch in that language, they name nothing ("spatial" is no space look in English,
# French "touches" are keys, not touch, German "dieser" is no English "dies"). Found by matching each
# language's words against the others' dictionaries (hunspell word lists); each lexicon adds its own.
FALSE_FRIENDS: dict[str, tuple[str, ...]] = {
    "en": (
        "caring",  # a car (crumb.core.pitch_kinds.CHARACTERS) with an English ending
        "cares",
        "carer",
        "carers",
        "cater",
        "caters",
        "training",  # a train
        "trainer",
        "trainers",
        "mar",  # es, pt: sea ("mares", "mars" with their plural endings)
        "mars",
        "mare",  # it: sea
        "mares",
        "spine",  # it: spikes
        "vies",  # fr: lives
        "clique",  # fr, pt: click
        "cliques",
        "piques",  # fr: spikes
        "natal",  # pt: Christmas
        "sable",  # fr: sand
        "sables",
        "toque",  # pt: touch
        "toques",
        "spatial",  # fr: space
        "spatially",
        "mobility",  # de, tr: mobile
        "mobilize",
        "mobilized",
        "neonatal",  # de, nl: neon
        "neonate",
    ),
    "it": ("topo",),  # a mouse, not a Spanish mole
    # Words written without spaces that hold one of the vocabulary's: "헤드폰으로" (with headphones) holds
    # "폰으로" (on a phone).
    "ko": ("헤드폰", "이어폰", "마이크로폰", "스피커폰", "색소폰"),
}
# A child's age in years, said after its number (up to CHILD_AGE_MAX): "for my 5 yo daughter", "pour
# mon fils de 6 ans", "para mi hijo de 7 años": a game for a young child is an easy one.
# Past the Latin script: "6-latka", "5 років", "5 χρονών", "4 tuổi", "5 taong gulang", "5歳", "5살", "۴ ساله".
CHILD_AGES = (
    *(
        "yo",
        "y/o",
        "year old",
        "year-old",
        "years old",
        "year olds",
        "year-olds",
        "anni",
        "ans",
        "años",
        "anos",
        "jahre",
        "jaar",
    ),
    *("taong gulang", "taon", "tahun", "thn", "tuổi", "tuoi", "éves", "eves", "yaşında", "yasinda", "ani"),
    *("latka", "latek", "latki", "letni", "letnia", "lat", "let", "år", "vuotias", "vuotiaalle", "godina"),
    *("років", "роки", "рік", "лет", "года", "год", "годин", "години", "χρονών", "χρονων", "ετών", "ετων"),
    *("歳", "才", "岁", "살", "세", "ساله", "سنوات", "سنين", "বছর", "ขวบ", "साल", "வயது"),
)
# Words right after an age that make it a length of time ("2 ans de jeu", two years of play; "5 años de
# experiencia"), unless the next is a word for age ("7 años de edad"); and words right before it that do
# ("je joue depuis 2 ans", "seit 3 Jahren").
CHILD_AGE_NOT_BEFORE = ("de", "d'", "d’", "di", "of", "do", "da")
CHILD_AGE_WORDS = ("edad", "âge", "age", "età", "eta", "idade")
CHILD_AGE_NOT_AFTER = ("depuis", "il y a", "desde", "hace", "há", "pendant", "durante", "seit", "vor", "since")
CHILD_AGE_MAX = 12
# How hard the game should be: the offline studio tunes its game by it (crumb.adapters.local.pitch).
DIFFICULTY: dict[str, tuple[str, Words]] = {
    "easy": (
        "an easy game",
        {
            # One kid only as the one it is for: "a runner where a kid skates" asks for no easy game.
            "en": (
                "easy",
                "casual",
                "relaxing",
                "relaxed",
                "chill",
                "kids",
                "for my kid",
                "for a kid",
                "for the kid",
                "beginner",
                "gentle",
                "cozy",
            ),
            "ko": ("쉬운", "쉽게", "쉬움", "초보", "캐주얼", "느긋", "어린이"),
            "it": ("facile", "facili", "rilassante", "tranquill~", "per bambini", "principianti", "casual"),
            "ar": ("سهل", "سهلة", "بسيطة", "للمبتدئين", "للأطفال", "مريحة", "هادئة"),
        },
    ),
    "hard": (
        "a hard game",
        {
            "en": ("hard", "difficult", "challenging", "hardcore", "brutal", "insane", "expert", "tough"),
            "ko": ("어려운", "어렵게", "어려움", "하드", "고난도", "도전적", "극한"),
            "it": ("difficile", "difficili", "impegnativ~", "hardcore", "brutale", "per esperti"),
            "ar": ("صعب", "صعبة", "للمحترفين", "للخبراء", "تحدي كبير", "قاسية"),
        },
    ),
}

# --- language detection and numbers ---------------------------------------------------------
# Function words that tell Italian from English in Latin script; each side counts its own.
ITALIAN_MARKERS = (
    "un",
    "una",
    "uno",
    "il",
    "lo",
    "gli",
    "le",
    "la",
    "che",
    "con",
    "dove",
    "di",
    "del",
    "della",
    "per",
    "gioco",
    "giochi",
    "ogni",
    "quando",
    "secondi",
    "minuti",
    "si",
    "non",
    "sono",
    "è",
    "e",
    "ad",
    "nel",
    "ma",
    "anche",
    "contro",
    "tra",
    "al",
    "allo",
    "alla",
    "ai",
    "agli",
    "alle",
    "nella",
    "nei",
    "sul",
    "sulla",
)
ENGLISH_MARKERS = (
    "a",
    "an",
    "the",
    "with",
    "where",
    "you",
    "and",
    "of",
    "game",
    "every",
    "that",
    "to",
    "when",
    "in",
    "seconds",
    "minutes",
    "is",
    "are",
    "your",
    "for",
    "on",
)

# Each base language's number words (the lexicons' are theirs: ``LANGUAGE_NUMBER_WORDS``).
_ENGLISH_NUMBERS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "twelve": 12,
    "fifteen": 15,
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "forty-five": 45,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
    "a": 1,
    "an": 1,
}
_ITALIAN_NUMBERS = {
    "uno": 1,
    "due": 2,
    "tre": 3,
    "quattro": 4,
    "cinque": 5,
    "dieci": 10,
    "quindici": 15,
    "venti": 20,
    "trenta": 30,
    "quaranta": 40,
    # Italian writes a number of tens and units as one word.
    "venticinque": 25,
    "trentacinque": 35,
    "quarantacinque": 45,
    "cinquanta": 50,
    "sessanta": 60,
    "novanta": 90,
    "un": 1,
}
_KOREAN_NUMBERS = {
    # Korean tens said in words ("삼십 초", thirty seconds), as a pitch dictated is written; not a single
    # digit's word alone ("이" is "this", "일" a day or work).
    "이십": 20,
    "삼십": 30,
    "사십": 40,
    "오십": 50,
    "육십": 60,
    "구십": 90,
}
# Korean's native numbers, which count things ("목숨 세 개", three lives; "보스 다섯 마리", five bosses; "동전
# 열 개", ten coins), each a word of its own between spaces (never the 세 of 세계, nor the 열 of 열리는); a
# time's minutes and seconds are counted with the tens above, so these are read as no time. Not one
# ("한", "하나": as often "a" as a count).
KOREAN_NATIVE_NUMBERS = {
    "두": 2,
    "둘": 2,
    "세": 3,
    "셋": 3,
    "네": 4,
    "넷": 4,
    "다섯": 5,
    "여섯": 6,
    "일곱": 7,
    "여덟": 8,
    "아홉": 9,
    "열": 10,
    "스무": 20,
    "스물": 20,
}
_KOREAN_NUMBERS.update(KOREAN_NATIVE_NUMBERS)
NUMBER_WORDS = {**_ENGLISH_NUMBERS, **_ITALIAN_NUMBERS, **_KOREAN_NUMBERS}
SECOND_WORDS = {
    "en": ("s", "sec", "secs", "second", "seconds"),
    "it": ("secondo", "secondi"),
    "ko": ("초",),
    "ar": ("ثانية", "ثوان", "ثواني", "ثوانٍ"),
}
MINUTE_WORDS = {
    "en": ("m", "min", "mins", "minute", "minutes"),
    "it": ("minuto", "minuti"),
    "ko": ("분",),
    "ar": ("دقيقة", "دقائق"),
}
# Words for a timer, looked for said not to be ("no timer", "without a time limit", "senza timer", "بدون
# مؤقت"): a pitch that wants its game with no time limit (the pitch reader's ``time_limit`` of ``none``).
# With the little word a language says between its negation and the thing, where it says one ("without a
# timer", French "pas de chrono"). A timer asked for ("with a 60-second timer") is read by its time.
TIMER_WORDS: Words = {
    "en": (
        *("timer", "a timer", "any timer", "time limit", "a time limit", "any time limit", "time-limit"),
        *("clock", "a clock", "countdown", "a countdown", "time pressure", "any time pressure"),
    ),
    "it": (
        *("timer", "un timer", "cronometro", "un cronometro", "limite di tempo", "limiti di tempo"),
        *("un limite di tempo", "tempo limite", "conto alla rovescia", "countdown"),
    ),
    "ko": ("타이머", "시간 제한", "시간제한", "제한 시간", "제한시간", "카운트다운"),
    "ar": (
        "مؤقت",
        "أي مؤقت",
        "عداد الوقت",
        "عد تنازلي",
        "العد التنازلي",
        "حد زمني",
        "حد للوقت",
        "وقت محدد",
        "وقت محدود",
    ),
}
# Words that alone say a game has no time limit ("untimed"), where a language's negations do not reach
# the timer's word: Korean "타이머 없는", whose "없" says nothing is there only after a timer ("목숨이
# 없어지면" is when the lives run out).
UNTIMED: Words = {
    "en": ("untimed", "no-timer", "timer-free", "timer free", "unlimited time"),
    "it": ("tempo illimitato",),
    "ko": ("타이머 … 없", "시간 제한 … 없", "시간제한 … 없", "제한 시간 … 없", "제한시간 … 없", "시간 무제한"),
    "ar": ("وقت غير محدود", "وقت مفتوح", "لا يوجد مؤقت", "لا يوجد حد زمني", "لا يوجد وقت محدد"),
}
ARABIC_NUMBER_WORDS = {
    "واحد": 1,
    "واحدة": 1,
    "اثنين": 2,
    "اثنتين": 2,
    "ثلاث": 3,
    "ثلاثة": 3,
    "أربع": 4,
    "أربعة": 4,
    "خمس": 5,
    "خمسة": 5,
    "ست": 6,
    "ستة": 6,
    "سبع": 7,
    "ثماني": 8,
    "تسع": 9,
    "عشر": 10,
    "عشرة": 10,
    "عشرين": 20,
    "عشرون": 20,
    "ثلاثين": 30,
    "ثلاثون": 30,
    "أربعين": 40,
    "أربعون": 40,
    "خمسين": 50,
    "خمسون": 50,
    "ستين": 60,
    "ستون": 60,
    "تسعين": 90,
    "تسعون": 90,
}
# Words that join the tens and units of a number: "cuarenta y cinco", "quarenta e cinco", "vingt et un"
# (a number said "forty five", "vingt-cinq", "сорок пять" needs none).
NUMBER_JOINERS = ("y", "e", "et")
# Words that make the article beside them a count of one, said inside a mechanic's own words ("una sola
# vida", "une seule vie", "uma única vida", "nur ein Leben", "tek can", "a single life"): an article
# alone is none ("an extra life").
SINGLE_WORDS = ("single", "sola", "solo", "seule", "seul", "só", "única", "único", "nur", "tek", "sólo")
# How many times, in one word, by language (Spanish "once" is eleven): a way to lose's count ("if the ball
# falls twice").
TIMES_WORDS: dict[str, dict[str, int]] = {
    "en": {"once": 1, "twice": 2, "thrice": 3},
    "de": {"einmal": 1, "zweimal": 2, "dreimal": 3},
    "ru": {"дважды": 2, "трижды": 3},
    "nl": {"eenmaal": 1, "tweemaal": 2, "driemaal": 3},
}
# Times said without a number before their unit (Arabic "دقيقة واحدة", a minute one; the dual
# "دقيقتين", two minutes) or with a half after it ("a minute and a half", not "a minute"): phrase -> seconds; each lexicon adds its own (``TIME_PHRASES``).
TIME_PHRASES = {
    "دقيقة واحدة": 60,
    "دقيقتين": 120,
    "دقيقتان": 120,
    # A minute and a half, its half said as spoken too ("دقيقة ونص").
    "دقيقة ونصف": 90,
    "دقيقة ونص": 90,
    "دقيقة و نص": 90,
    "a minute and a half": 90,
    "one minute and a half": 90,
    "one and a half minutes": 90,
    "minuto e mezzo": 90,
}
EVERY_WORDS = ("every", "each", "ogni", "كل")  # "every 10 seconds" is a rhythm, not a time limit
# The same said after the time ("10초마다": every 10 seconds).
EVERY_AFTER_WORDS = ("마다",)
# Words that read as a number and a unit of time but name none (e.g. Japanese "十分に", "enough").
NOT_TIME: tuple[str, ...] = ()
HALF_MINUTE = ("half a minute", "반분", "반 분", "mezzo minuto", "نصف دقيقة")
# A half said with a time: after its unit ("2 minutes and a half", "1분 반", "دقيقتان ونصف"), or
# between its number and its unit ("two and a half minutes"), adds half the unit; a number word with
# its half in it ("półtorej", "anderhalve", "डेढ़": one and a half) is that number. Each lexicon adds
# its own (``HALVES_AFTER_UNIT``, ``HALVES_BEFORE_UNIT``, ``HALF_NUMBER_WORDS``).
HALVES_AFTER_UNIT: tuple[str, ...] = ("and a half", "e mezzo", "e mezza", "반", "ونصف", "و نصف", "ونص", "و نص")
HALVES_BEFORE_UNIT: tuple[str, ...] = ("and a half",)
HALF_NUMBER_WORDS: dict[str, float] = {}
# Number words that are numbers only in a pitch in their language, being other words elsewhere (Hindi
# typed in Latin script: "do minute", two minutes, where English "do" and Portuguese "do", of the, are
# none): language -> word -> number, read in its time limits.
OWN_NUMBER_WORDS: dict[str, dict[str, int]] = {}
# Each language's own number words (``NUMBER_WORDS`` is all of them in one table): a pitch in a language
# reads its own typed without their marks too ("tva minuter", "trzydziesci sekund").
LANGUAGE_NUMBER_WORDS: dict[str, dict[str, int]] = {
    "en": _ENGLISH_NUMBERS,
    "it": _ITALIAN_NUMBERS,
    "ko": _KOREAN_NUMBERS,
    "ar": ARABIC_NUMBER_WORDS,
}
# Words a language says between a time's number and its unit (Romanian "90 de secunde", "20 de
# minute"), in a pitch in that language only: language → words.
UNIT_LINKERS: dict[str, tuple[str, ...]] = {}
# A language's word for a game ("snak game", "jeu de serpant"): a kind's name typed one letter off is read
# beside one (:mod:`crumb.core.pitch_typos`). Each lexicon adds its own (``GAME_WORDS``).
GAME_WORDS: dict[str, tuple[str, ...]] = {"en": ("game", "games"), "it": ("gioco", "giochi"), "ko": (), "ar": ()}


def entries(words: Words) -> tuple[tuple[str, str], ...]:
    """(language, word) for every word of a per-language table, in language order."""
    return tuple((lang, w) for lang in LANGUAGES for w in words.get(lang, ()))


# --- the languages of crumb.core.lexicon ------------------------------------------------------
# Latin-script languages: their common words, and letters that few other languages use.
LANGUAGE_MARKERS: dict[str, tuple[str, ...]] = {"en": ENGLISH_MARKERS, "it": ITALIAN_MARKERS, "ar": ARABIZI_MARKERS}
LANGUAGE_LETTERS: dict[str, str] = {"it": "ìò"}
# When the common words and letters of languages tie: word endings that tell them apart (Spanish
# "-dad", Italian "-tà"), and the common words a language writes with a capital letter mid-sentence
# (German nouns: "Minuten", where Dutch writes "minuten").
SUFFIXES: dict[str, tuple[str, ...]] = {
    "en": ("ing", "ness", "ly", "ght"),
    "it": ("zione", "zioni", "tà", "ggio", "cchio", "cchi", "zza", "zze", "tto", "tti", "gli"),
}
CAPITALISED: dict[str, tuple[str, ...]] = {}
# A language written in Latin letters as another is, and told from it only by the words it says
# otherwise: the other's code -> (the language, its word -> the other's word): Serbian "gde", "vreme",
# where Croatian says "gdje", "vrijeme" (below, with the languages told but not read).
VARIANTS: dict[str, tuple[tuple[str, dict[str, str]], ...]] = {}


def _keyed_tables() -> dict[str, dict[str, Words]]:
    """The keyed tables a lexicon module adds to, by the attribute names it uses."""
    labelled: dict[str, dict[str, tuple[str, Words]]] = {
        "KINDS": KINDS,
        "MECHANICS": MECHANICS,
        "CONTROLS": CONTROLS,
        "TARGETS": TARGETS,
        "DIFFICULTY": DIFFICULTY,
        "CHARACTERS": CHARACTERS,
    }
    plain = {"THEMES": THEMES, "MECHANICS_BY_ABSENCE": MECHANICS_BY_ABSENCE}
    return {name: {k: v[1] for k, v in t.items()} for name, t in labelled.items()} | plain


def _check_lexicon(lex: ModuleType, known: tuple[str, ...]) -> None:
    where = f"crumb.core.lexicon module {lex.__name__}"
    if lex.CODE in known:
        raise ValueError(f"{where}: language {lex.CODE!r} is already known")
    for name, table in _keyed_tables().items():
        for key in getattr(lex, name, {}):
            if key not in table:
                raise ValueError(f"{where}: {name}: {key!r} is no key of the vocabulary ({', '.join(table)})")


def _merge_lexicons() -> None:
    """Add each lexicon module's words to the tables above, by key; an unknown key or a language
    already known is an error, raised before anything is changed."""
    global LANGUAGES, LOSE_NOT_BEFORE, HALF_MINUTE, EVERY_WORDS, EVERY_AFTER_WORDS, NOT_TIME, COMPOUNDING
    global OWN_PITCH_ONLY, NUMBER_AFTER_UNIT, MARKS_TELL_WORDS, HALVES_AFTER_UNIT, HALVES_BEFORE_UNIT
    from crumb.core.lexicon import MODULES

    known = LANGUAGES
    for lex in MODULES:
        _check_lexicon(lex, known)
        known = (*known, lex.CODE)
    for lex in MODULES:
        code = lex.CODE
        LANGUAGES = (*LANGUAGES, code)
        LANGUAGE_NAMES[code] = lex.NAME
        if getattr(lex, "MARKERS", ()):
            LANGUAGE_MARKERS[code] = tuple(lex.MARKERS)
        if getattr(lex, "LETTERS", ""):
            LANGUAGE_LETTERS[code] = lex.LETTERS
        SUFFIXES[code] = tuple(getattr(lex, "SUFFIXES", ()))
        CAPITALISED[code] = tuple(getattr(lex, "CAPITALISED", ()))
        for name, table in _keyed_tables().items():
            for key, words in getattr(lex, name, {}).items():
                table[key][code] = tuple(words)
        WIN[code] = tuple(getattr(lex, "WIN", ()))
        ROUND_ENDS[code] = tuple(getattr(lex, "ROUND_ENDS", ()))
        LOSE[code] = (*getattr(lex, "LOSE", ()), *ROUND_ENDS[code])
        SECOND_WORDS[code] = tuple(getattr(lex, "SECOND_WORDS", ()))
        MINUTE_WORDS[code] = tuple(getattr(lex, "MINUTE_WORDS", ()))
        TIMER_WORDS[code] = tuple(getattr(lex, "TIMER_WORDS", ()))
        UNTIMED[code] = tuple(getattr(lex, "UNTIMED", ()))
        LOSE_NOT_BEFORE = (*LOSE_NOT_BEFORE, *getattr(lex, "LOSE_NOT_BEFORE", ()))
        LOSE_NOT_AFTER[code] = tuple(getattr(lex, "LOSE_NOT_AFTER", ()))
        HALF_MINUTE = (*HALF_MINUTE, *getattr(lex, "HALF_MINUTE", ()))
        HALVES_AFTER_UNIT = (*HALVES_AFTER_UNIT, *getattr(lex, "HALVES_AFTER_UNIT", ()))
        HALVES_BEFORE_UNIT = (*HALVES_BEFORE_UNIT, *getattr(lex, "HALVES_BEFORE_UNIT", ()))
        HALF_NUMBER_WORDS.update(getattr(lex, "HALF_NUMBER_WORDS", {}))
        OWN_NUMBER_WORDS[code] = dict(getattr(lex, "OWN_NUMBER_WORDS", {}))
        LANGUAGE_NUMBER_WORDS[code] = dict(getattr(lex, "NUMBER_WORDS", {}))
        EVERY_WORDS = (*EVERY_WORDS, *getattr(lex, "EVERY_WORDS", ()))
        EVERY_AFTER_WORDS = (*EVERY_AFTER_WORDS, *getattr(lex, "EVERY_AFTER_WORDS", ()))
        NOT_TIME = (*NOT_TIME, *getattr(lex, "NOT_TIME", ()))
        FALSE_FRIENDS[code] = tuple(getattr(lex, "FALSE_FRIENDS", ()))
        TIME_PHRASES.update(getattr(lex, "TIME_PHRASES", {}))
        ENDINGS[code] = tuple(getattr(lex, "ENDINGS", ()))
        JOINERS[code] = tuple(getattr(lex, "JOINERS", ()))
        PHRASE_STARTS[code] = tuple(getattr(lex, "PHRASE_STARTS", ()))
        FILLERS[code] = tuple(getattr(lex, "FILLERS", ()))
        CLAUSE_ENDINGS[code] = tuple(getattr(lex, "CLAUSE_ENDINGS", ()))
        NEGATIONS[code] = tuple(getattr(lex, "NEGATIONS", ()))
        NEGATIONS_AFTER[code] = tuple(getattr(lex, "NEGATIONS_AFTER", ()))
        NEGATED_VERBS[code] = tuple(getattr(lex, "NEGATED_VERBS", ()))
        LIKENESS[code] = tuple(getattr(lex, "LIKENESS", ()))
        DISJUNCTIONS[code] = tuple(getattr(lex, "DISJUNCTIONS", ()))
        NEGATIONS_CLOSING[code] = tuple(getattr(lex, "NEGATIONS_CLOSING", ()))
        NEGATING_ENDINGS[code] = tuple(getattr(lex, "NEGATING_ENDINGS", ()))
        OPPONENTS[code] = tuple(getattr(lex, "OPPONENTS", ()))
        OPPONENTS_AFTER[code] = tuple(getattr(lex, "OPPONENTS_AFTER", ()))
        CORRECTIONS[code] = tuple(getattr(lex, "CORRECTIONS", ()))
        NOT_JOINERS[code] = tuple(getattr(lex, "NOT_JOINERS", ()))
        NOT_JOINER_ENDINGS[code] = tuple(getattr(lex, "NOT_JOINER_ENDINGS", ()))
        UNIT_LINKERS[code] = tuple(getattr(lex, "UNIT_LINKERS", ()))
        GAME_WORDS[code] = tuple(getattr(lex, "GAME_WORDS", ()))
        for words, name in ((KEY_NAMES, "KEY_NAMES"), (KEY_PRESSES, "KEY_PRESSES"), (KEY_USES, "KEY_USES")):
            words[code] = tuple(getattr(lex, name, ()))
        KEY_AFTER[code] = tuple(getattr(lex, "KEY_AFTER", ()))
        for word, following in getattr(lex, "THEME_NOT_BEFORE", {}).items():
            THEME_NOT_BEFORE[word] = (*THEME_NOT_BEFORE.get(word, ()), *following)
        if getattr(lex, "COMPOUNDS", False):
            COMPOUNDING = (*COMPOUNDING, code)
        if getattr(lex, "OWN_PITCH_ONLY", False):
            OWN_PITCH_ONLY = (*OWN_PITCH_ONLY, code)
        if getattr(lex, "NUMBER_AFTER_UNIT", False):
            NUMBER_AFTER_UNIT = (*NUMBER_AFTER_UNIT, code)
        if getattr(lex, "MARKS_TELL_WORDS", False):
            MARKS_TELL_WORDS = (*MARKS_TELL_WORDS, code)
        MARKED_ONLY[code] = tuple(getattr(lex, "MARKED_ONLY", ()))
        NOT_HEADS[code] = tuple(getattr(lex, "NOT_HEADS", ()))
        for word, value in getattr(lex, "NUMBER_WORDS", {}).items():
            NUMBER_WORDS.setdefault(word, value)


_merge_lexicons()


# --- languages told but not read ---------------------------------------------------------------
# Latin-script languages the reader has no words for, told by their common words and letters as the
# others are, so that a pitch in one asks for its game's text in that language (which the offline
# studio says it cannot give), never in English or in the language whose few common words it happens
# to share. Each: name, common words (few shared with another language), letters few other languages
# use. A language given words moves into a lexicon module (crumb/core/lexicon/) with its common words.
# Marathi and Nepali (Devanagari, beside Hindi) and Kazakh and Serbian (Cyrillic, beside Russian,
# Ukrainian and Bulgarian) are told by their common words and letters in those scripts as well
# (:data:`crumb.core.pitch_language._SHARED_SCRIPTS`).
TOLD_ONLY: dict[str, tuple[str, tuple[str, ...], str]] = {
    "mr": (
        "Marathi",
        (
            "आहे",
            "आहेत",
            "आणि",
            "पण",
            "खेळ",
            "खेळाचा",
            "बनवा",
            "बनव",
            "सारखा",
            "सारखी",
            "माझ्या",
            "माझा",
            "माझी",
            "ज्यात",
            "ज्यामध्ये",
            "साठी",
            "मुलीसाठी",
            "मुलासाठी",
            "करा",
            "सोपा",
            "सोपी",
            "होतो",
            "होते",
            "वाढतो",
        ),
        "ळ",
    ),
    "ne": (
        "Nepali",
        (
            "एउटा",
            "मेरो",
            "मेरा",
            "बनाउनुहोस्",
            "बनाउनुस्",
            "बनाइदिनुस्",
            "लागि",
            "र",
            "तर",
            "छ",
            "छन्",
            "पनि",
            "गर्नुहोस्",
            "भएको",
            "हुने",
            "हुन्छ",
            "वटा",
            "सजिलो",
            "ठूलो",
            "सानो",
            "मिनेट",
            "मिनेटको",
            "सेकेन्ड",
            "अन्त्यमा",
            "जस्तो",
        ),
        "",
    ),
    "kk": (
        "Kazakh",
        (
            "ойын",
            "ойыны",
            "ойынын",
            "және",
            "бірақ",
            "жаса",
            "жасаңыз",
            "екі",
            "үш",
            "өмір",
            "үшін",
            "арналған",
            "балама",
            "маған",
            "сияқты",
            "көп",
            "жеңіл",
            "соңында",
            "үлкен",
            "емес",
            "керек",
        ),
        "әғқңөұүһӘҒҚҢӨҰҮҺ",
    ),
    "sr": (
        "Serbian",
        ("змије", "змија", "зидова", "играча", "игрица", "са", "дупли", "скок", "где", "време", "увек", "сваких"),
        "ђћљњџјЂЋЉЊЏЈ",
    ),
    "yo": (
        "Yoruba",
        (
            "ere",
            "fun",
            "pẹlu",
            "pelu",
            "kan",
            "mi",
            "omo",
            "ọmọ",
            "iṣẹju",
            "iseju",
            "meji",
            "mẹta",
            "meta",
            "ṣe",
            "ati",
            "iranti",
            "rọrun",
            "rorun",
            "ejo",
            "ejò",
            "ibon",
            "ẹmi",
            "emi",
            "to",
            "ti",
        ),
        "ṣṢ",
    ),
    "ha": (
        "Hausa",
        (
            "wasan",
            "wasa",
            "ina",
            "son",
            "mai",
            "kuma",
            "amma",
            "minti",
            "mintuna",
            "biyu",
            "uku",
            "rayuka",
            "waya",
            "harbi",
            "maciji",
            "tseren",
            "sararin",
            "samaniya",
            "sauƙi",
            "sauki",
            "yaro",
        ),
        "ƙɗɓƘƊƁ",
    ),
    "zu": (
        "Zulu",
        (
            "umdlalo",
            "imidlalo",
            "yami",
            "wami",
            "lami",
            "ngenzele",
            "yenza",
            "futhi",
            "kodwa",
            "olula",
            "emibili",
            "imizuzu",
            "wemizuzu",
            "umzuzu",
            "ezintathu",
            "izimpilo",
            "wengane",
            "ingane",
            "nge",
            "kanye",
        ),
        "",
    ),
    "uz": (
        "Uzbek",
        (
            "yini",
            "yin",
            "uchun",
            "bilan",
            "qiling",
            "qil",
            "ikki",
            "uchta",
            "ikkita",
            "daqiqa",
            "daqiqalik",
            "soniya",
            "jon",
            "oson",
            "qiyin",
            "va",
            "lekin",
            "menga",
            "mening",
            "koinotda",
            "otishma",
            "ilon",
        ),
        "ʻ",
    ),
    "lt": (
        "Lithuanian",
        (
            "žaidimas",
            "žaidimą",
            "žaidimo",
            "žaidimų",
            "kuriame",
            "kuris",
            "kuri",
            "ir",
            "su",
            "mano",
            "sukurk",
            "padaryk",
            "minutės",
            "minutę",
            "minučių",
            "sekundžių",
            "sekundės",
            "vaikui",
            "lengvas",
            "labai",
        ),
        "ėįųĖĮŲ",
    ),
    "lv": (
        "Latvian",
        (
            "spēle",
            "spēli",
            "spēles",
            "ar",
            "un",
            "manam",
            "manai",
            "mans",
            "uztaisi",
            "izveido",
            "minūtes",
            "minūtēm",
            "sekundes",
            "sekundēm",
            "divas",
            "trim",
            "bērnam",
            "viegla",
            "kosmosa",
            "kur",
            "ļoti",
        ),
        "ķļņģĶĻŅĢ",
    ),
    "et": (
        "Estonian",
        (
            "mäng",
            "mängu",
            "mängud",
            "mulle",
            "minu",
            "tee",
            "teha",
            "kaks",
            "kolm",
            "minutit",
            "sekundit",
            "eluga",
            "elu",
            "lihtne",
            "lapsele",
            "ilma",
            "ja",
            "aga",
            "kus",
            "mis",
            "väga",
            "kosmose",
        ),
        "õÕ",
    ),
    "is": (
        "Icelandic",
        (
            "leikur",
            "leik",
            "leikinn",
            "fyrir",
            "með",
            "búðu",
            "til",
            "gerðu",
            "mínútur",
            "sekúndur",
            "tvær",
            "þrjár",
            "þremur",
            "barnið",
            "og",
            "en",
            "sem",
            "auðveldur",
            "mjög",
            "lífum",
            "líf",
        ),
        "þðÞÐ",
    ),
}
# Serbian in Latin letters, told from Croatian, whose other words it shares, by the words it says
# otherwise (:data:`VARIANTS`).
VARIANTS["hr"] = (
    (
        "sr",
        {
            **{"gde": "gdje", "vreme": "vrijeme", "uvek": "uvijek", "dete": "dijete", "deca": "djeca", "decu": "djecu"},
            **{"lepo": "lijepo", "lepa": "lijepa", "mesto": "mjesto", "svet": "svijet", "belo": "bijelo"},
            **{"hiljadu": "tisuću", "voz": "vlak", "fudbal": "nogomet", "nivo": "razina", "nivoa": "razine"},
            **{"tačka": "točka", "tačke": "točke", "tacka": "tocka", "tacke": "tocke", "hteo": "htio"},
        },
    ),
)
# Scripts of languages the reader has no words for, told by their letters as the scripts of those it
# reads are (:func:`crumb.core.pitch_language.language`): code -> (name, the script's letters).
SCRIPTS_TOLD_ONLY: dict[str, tuple[str, str]] = {
    "pa": ("Punjabi", "\u0a00-\u0a7f"),
    "gu": ("Gujarati", "\u0a80-\u0aff"),
    "te": ("Telugu", "\u0c00-\u0c7f"),
    "kn": ("Kannada", "\u0c80-\u0cff"),
    "ml": ("Malayalam", "\u0d00-\u0d7f"),
    "si": ("Sinhala", "\u0d80-\u0dff"),
    "my": ("Burmese", "\u1000-\u109f"),
    "ka": ("Georgian", "\u10a0-\u10ff"),
    "am": ("Amharic", "\u1200-\u137f"),
    "km": ("Khmer", "\u1780-\u17ff"),
    "hy": ("Armenian", "\u0530-\u058f"),
}
for _code, (_name, _range) in SCRIPTS_TOLD_ONLY.items():
    LANGUAGE_NAMES[_code] = _name
for _code, (_name, _markers, _letters) in TOLD_ONLY.items():
    LANGUAGE_NAMES[_code] = _name
    LANGUAGE_MARKERS[_code] = _markers
    if _letters:
        LANGUAGE_LETTERS[_code] = _letters
