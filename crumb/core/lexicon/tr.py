"""Turkish: the words of a pitch in Turkish, by the vocabulary's keys (see :mod:`crumb.core.lexicon`).

Turkish adds its endings to a word (yılanı, yılanla, yılanlar), so most words here are stems (``~``).
Dotless ı and i match each other, since an upper-case I lowers to i (YILAN, yılan); İ lowers to i.
The words a Latin-script pitch in any language may use (kiss, cani, fare, Engel) are left out.
"""

from __future__ import annotations

CODE = "tr"
NAME = "Turkish"
LETTERS = "ığşçöüİ"

# Word endings that tell Turkish from languages that share its letters (ç with French and Portuguese).
SUFFIXES = ("yor", "lar", "ler", "lık", "lik", "luk", "lük", "mak", "mek")

# Words that begin a clause of their own: a phrase's gap never holds one.
JOINERS = ("ve", "ama", "fakat", "ancak")
# Words that begin a phrase of their own, and words that ask nothing of a game on their own (see
# pitch_words.PHRASE_STARTS and FILLERS).
PHRASE_STARTS = ("ile", "karşı", "ayrıca", "sonra")
FILLERS = (
    "ben",
    "bana",
    "benim",
    "biz",
    "istiyorum",
    "yap",
    "yapar",
    "yapın",
    "oluştur",
    "lütfen",
    "teşekkürler",
    "eğlenceli",
    "basit",
    "küçük",
    "kısa",
    "hızlı",
    "güzel",
    "klasik",
    "tarzı",
    "tarz",
    "türü",
    "bir",
    "şey",
    "çok",
    "sadece",
    "oynamak",
    "oyuncu",
    "var",
    "olan",
    "olsun",
    "sürüm",
)
# An opponent, not a thing to play on (see pitch_words.OPPONENTS): "against the computer".
OPPONENTS_AFTER = ("karşı",)
# "düşman yok": no enemies; "tetris gibi değil", not like Tetris (a word for "like" before the negation).
NEGATIONS_AFTER = ("yok", "değil", "gibi değil", "gibi olmasın", "tarzı değil", "tarzında değil", "olmasın")
# Words that typed without their marks are other words: "olumsuz" (negative), "pisti" (its track).
MARKED_ONLY = ("ölümsüz~", "pişti~")
# A verb's negative (-mA- with its tense: "artmıyor", "hızlanmaz", "artmadı", "artmayacak", "artmayan")
# and a noun's "without" (-sIz: "düşmansız", "bombasız"), past the stem: "hız artmıyor" is no speed-up.
NEGATING_ENDINGS = (
    *("mıyor", "miyor", "muyor", "müyor", "maz", "mez", "madı", "medi", "madan", "meden"),
    *("mayacak", "meyecek", "mayan", "meyen", "mamış", "memiş", "sız", "siz", "suz", "süz"),
)

MARKERS = (
    "bir",
    "ve",
    "ile",
    "bu",
    "için",
    "oyun",
    "oyunu",
    "oyunda",
    "oyunun",
    "oyuncu",
    "olan",
    "var",
    "çok",
    "daha",
    "gibi",
    "sonra",
    "kadar",
    "veya",
    "sen",
    "seni",
    "senin",
    "saniye",
    "dakika",
    "saniyede",
    "dakikada",
    "ama",
)

# Its words for a game: a kind's name one letter off beside one is read (see pitch_words.GAME_WORDS).
GAME_WORDS = (
    "oyun",
    "oyunu",
)

KINDS = {
    "match3": (
        "üçlü eşleştir~",
        "3'lü eşleştir~",
        "3lü eşleştir~",
        "üçlü birleştir~",
        "üç aynı~",
        "üç tane aynı~",
        "üçünü yan yana",
    ),
    "snake": ("yılan~",),
    "breakout": ("tuğla~",),
    "runner": ("sonsuz koş~", "koşucu~", "koşu oyun~", "durmadan koş~"),
    "platformer": ("platform oyun~", "platformlar~", "platformdan platforma", "mario tarzı", "mario gibi"),
    "shooter": ("nişancı~", "atış oyun~", "ateş etme oyun~", "ateş ederek"),
    "dodger": ("kaçın~", "kaçarak", "kaçmaya çalış~", "kaçış oyun~", "sıyrıl~"),
    "catcher": ("yakala~ … düşen", "düşen … yakala~", "sepetle yakala~", "sepete topla~"),
    "memory": ("hafıza~", "eşini bul~", "eşlerini bul~", "çiftleri bul~", "kart eşleştir~", "kartları eşleştir~"),
    "tapper": ("köstebe~", "tıklama oyun~", "tepki oyun~", "dokunma oyun~"),
    "slide": (
        "kaydırmalı bulmaca~",
        "kaydırma bulmaca~",
        "kaydırmalı yapboz~",
        "sayı kaydırma~",
        "15 bulmaca~",
        "on beş bulmaca~",
    ),
    "grid_puzzle": ("kutu~ it~", "sandık~ it~", "blok~ it~", "kutu~ hedef~", "sandık~ hedef~", "hedeflere it~"),
    "tower_defense": ("kule savunma~",),
    "chess": ("satranç~", "şah mat"),
    "tetris": ("düşen blok~", "düşen parça~", "düşen şekil~"),
    "racing": ("yarış", "yarışlar~", "yarış oyun~", "araba yarış~", "yarış araba~", "yarışçı~", "kart yarış~"),
    "pong": ("masa tenisi", "pinpon~"),
    "pinball": ("langırt~",),
    "rhythm": ("ritim~", "ritm~", "müzik oyun~", "dans oyun~"),
    "quiz": ("bilgi yarışma~", "soru cevap", "soru-cevap", "bilgi oyun~"),
    "card_game": ("kart oyun~", "iskambil~", "pişti~"),
    "rpg": ("rol yapma~", "zindan~"),
    "strategy": ("strateji~",),
    "fighting": ("dövüş~",),
    "sudoku": ("sudoku",),
    "maze": ("labirent~",),
    "golf": ("golf", "mini golf"),
    "sports": ("futbol~", "basketbol~", "voleybol~", "tenis"),
    "word_game": ("kelime oyun~", "kelime bul~", "kelime av~", "kelime türet~", "adam asmaca~", "çengel bulmaca~"),
    "simulation": ("simülasyon~", "simülatör~", "çiftlik~", "şehir kur~"),
    "puzzle": ("bulmaca~", "zeka oyun~"),
    "typing": ("yazma oyun~", "hızlı yazma~", "klavye hız~", "on parmak", "kelimeleri yaz~", "daktilo~"),
    "tic_tac_toe": ("xox", "tik tak to~"),
    "minesweeper": ("mayın tarla~",),
    "number_merge": ("2048", "sayıları birleştir~", "sayı birleştir~"),
    "connect_four": ("dört bağla~", "4 bağla~", "dörtlü bağla~", "dördü yan yana"),
    "asteroids": ("asteroit oyun~", "asteroid oyun~", "asteroitleri vur~", "asteroitleri patlat~"),
    "crossing": ("yolu geç~", "yoldan geç~", "karşıya geç~", "caddeyi geç~", "karşıdan karşıya"),
    "bubble_shooter": (
        "balon patlat~",
        "baloncuk patlat~",
        "balonları patlat~",
        "baloncukları patlat~",
        "balon vur~",
        "balonları vur~",
        "baloncuk at~",
    ),
    "stacker": ("üst üste koy~", "üst üste diz~", "blokları üst üste", "kule yap~", "kule inşa~", "istifle~"),
    "fishing": ("balık tut~", "balıkçı~", "olta~"),
    "cooking": ("yemek yap~", "yemek pişir~", "aşçı~", "mutfak~", "restoran~", "yemek oyun~"),
    "mahjong": ("mahjong", "mahcong~"),
    "board_game": ("masa oyun~", "dama", "tavla~", "kızma birader", "reversi", "othello"),
    "jigsaw": ("yapboz~", "puzzle parça~", "parçaları birleştir~"),
    "slingshot": ("sapan~", "mancınık~"),
}

MECHANICS = {
    "shrink_paddle": (
        "raket~ küçül~",
        "raket~ kısal~",
        "raket~ daral~",
        "çubu~ küçül~",
        "çubu~ kısal~",
        "palet~ küçül~",
    ),
    "speed_up": (
        "hızlan~",
        "giderek hızl~",
        "gittikçe hızl~",
        "hız art~",
        "hızı art~",
        "hızın art~",
        "hız yüksel~",
        "hızı yüksel~",
        "daha da hızl~",
    ),
    "bonus": (
        "bonus eşya~",
        "bonus puan~",
        "bonuslar~",
        "bonusu",
        "bonuslu",
        "çift puan~",
        "iki kat puan~",
        "iki katı puan~",
        "altın renk~",
    ),
    "hazards": (
        "engeller~",
        "engelden",
        "engele",
        "engeli",
        "diken~",
        "tuzak~",
        "mayınlar~",
        "mayına",
        "mayını",
        "mayınlı",
        "lava",
        "lavlar~",
        "lavdan",
    ),
    "lives": (
        "can hakk~",
        "canlar~",
        "iki can",
        "tek can",
        "tek bir can",
        "1 can",
        "üç can",
        "beş can",
        "3 can",
        "5 can",
        # With a count and "your": "3 canın var" (you have 3 lives); not "# canı" (its), which folds to
        # Italian "cani" (dogs: "tre cani").
        "# canın",
        "# canınız",
        "ekstra can",
        "fazladan can",
        "kalp~",
        "hayat hakk~",
    ),
    "double_jump": (
        "çift zıpla~",
        "çift atla~",
        "çift sıçra~",
        "iki kez zıpla~",
        "iki kere zıpla~",
        "havada zıpla~",
        "havada bir daha zıpla~",
    ),
    "shield": ("kalkan~", "güçlendiric~", "yenilmez~", "ölümsüz~"),
    "narrowing_gap": (
        "boşluk~ daral~",
        "aralık~ daral~",
        "geçit~ daral~",
        "daralan boşluk~",
        "daralan geçit~",
        "daralan aralık~",
    ),
    "time_penalty": (
        # A penalty of so many seconds ("5 seconds off"): its time is no time limit.
        "saniye kaybettir~",
        "saniye kaybeder~",
        "saniye ceza~",
        "saniye düş~",
        "eksi … saniye",
        "zaman ceza~",
        "süre ceza~",
        "süreden düş~",
        "süreden gider",
        "süreden saniye",
        "saniye kaybet~",
        "zaman kaybet~",
        "süre kaybet~",
    ),
    "combo": ("kombo~", "çarpan~", "zincir~", "art arda"),
    "bomb": ("bomba", "bombalar~", "bombalı", "bombayı", "bombası", "patlay~"),
    "poison": ("zehir~", "zehr~", "toksik~"),
    "levels": ("seviye~", "bölümler~", "bölümlü~", "zorlaşan~", "artan zorluk~"),
    "high_score": ("en yüksek skor~", "en yüksek puan~", "rekor~", "liderlik tablo~", "skor tablo~"),
    "coins": ("altınları", "altınlar~", "madeni para~", "jeton~", "paraları", "para topla~", "altın topla~"),
    "enemies": ("düşman~", "canavarlar~"),
    "boss": ("bosslar~", "boss savaş~", "bölüm sonu canavar~"),
    "two_players": ("iki oyunculu", "2 oyunculu", "çok oyunculu", "iki kişilik", "2 kişilik"),
    # The computer as the opponent ("against the computer", "vs AI"): see pitch_words.MECHANICS.
    "vs_computer": (
        "bilgisayara karşı",
        "yapay zekaya karşı",
        "yapay zekâya karşı",
        "bota karşı",
        "bilgisayarla oyna~",
        "bilgisayara karşı oyna~",
    ),
    "wrap": ("duvarlardan geçebil~", "duvarlardan geçer", "diğer taraftan çık~"),
}
# Walls said not to be ask for edges that wrap around (see pitch_words.MECHANICS_BY_ABSENCE).
MECHANICS_BY_ABSENCE = {"wrap": ("duvar~",)}

THEMES = {
    "candy": ("şeker~", "tatlı~"),
    "ocean": (
        "okyanus~",
        "deniz",
        "denizde",
        "denizin",
        "denizi",
        "denizaltı~",
        "denizler~",
        "sualtı~",
        "su altı~",
        "balık~",
        "mercan",
        "mercanlar~",
    ),
    "space": ("uzay~", "galaksi~", "yıldız~", "gezegen~"),
    "forest": ("orman~", "doğa~", "bahçe~"),
    "neon": ("neon", "siber", "siberpunk~"),
    "fruit": ("meyve~", "çilek~", "karpuz~"),
    "spooky": ("cadılar bayram~", "hayalet~", "zombi~", "korku~", "perili", "vampir~"),
    "winter": (
        "kışın",
        "kışlık",
        "kış temal~",
        "kış mevsim~",
        "karlı~",
        "kar tane~",
        "buz",
        "buzlu",
        "buzul~",
        "noel",
        "yılbaşı~",
    ),
    "desert": ("çöl~", "piramit~", "kaktüs~"),
    "retro": ("retro", "piksel~", "8-bit~", "8 bit~", "klasik~"),
}

CONTROLS = {
    "keys": ("ok tuş~", "yön tuş~", "klavye~", "boşluk tuş~", "wasd"),
    "touch": ("dokun~", "dokunmatik~", "kaydırarak", "parmağını kaydır~", "parmakla", "parmağınla"),
    "mouse": ("fareyle", "fare ile", "farenin", "fareyi", "tıkla~", "sürükle~"),
}
DIFFICULTY = {
    "easy": ("kolay~", "basit~", "rahatlatıcı", "rahat bir", "çocuklar için", "yeni başlayan~", "sakin bir"),
    "hard": ("zor", "zorlu", "zorlayıcı", "çok zor", "meydan okuyan", "hardcore", "acımasız", "uzmanlar için"),
}
TARGETS = {
    "phone": ("telefon~", "cep telefon~", "mobil~", "akıllı telefon~", "tablet~"),
    "desktop": ("bilgisayar~", "masaüstü~", "dizüstü~", "pc"),
}

# "bir can kaybedersin" (you lose a life) puts the life first: only the words for the round's end.
WIN = ("kazanırsın", "kazanmak için", "oyunu kazan~", "zafer~")
LOSE = ("oyunu kaybet~", "ölürsen", "ölürsün", "yenilirsin", "kaybedersin", "kaybedersiniz", "kaybettin")
# A round said to end, neither lost nor won: its clause tells which.
ROUND_ENDS = ("oyun biter", "oyun sona er~", "oyun bitti")
# "bir can kaybedersin", "puan kaybedersin": a life or points lost, not the round.
LOSE_NOT_AFTER = ("can", "canı", "canını", "hayat", "puan", "puanı", "puanını", "süre", "zaman", "saniye")

SECOND_WORDS = ("saniye", "saniyede", "saniyelik", "saniyen", "saniyeniz", "saniyeye", "saniyeden", "sn")
MINUTE_WORDS = ("dakika", "dakikada", "dakikalık", "dakikan", "dakikanız", "dakikaya", "dakikadan", "dk")
# Words for a timer, read where said not to be, and words that alone say there is none (see
# pitch_words.TIMER_WORDS, UNTIMED).
TIMER_WORDS = (
    "zamanlayıcı~",
    "süre sınır~",
    "zaman sınır~",
    "süre limit~",
    "zaman limit~",
    "geri sayım~",
    "kronometre~",
    "sayaç~",
)
UNTIMED = (
    "zamansız",
    "süre olmasın",
    "süresiz",
    "sınırsız süre",
    "sınırsız zaman",
    "süre sınır~ olmayan",
    "süre sınır~ olmadan",
    "zaman sınır~ olmayan",
    "zaman sınır~ olmadan",
)
HALF_MINUTE = ("yarım dakika~",)
HALVES_BEFORE_UNIT = ("buçuk",)
EVERY_WORDS = ("her",)
NUMBER_WORDS = {
    "bir": 1,
    "iki": 2,
    "üç": 3,
    "dört": 4,
    "beş": 5,
    "on": 10,
    "on beş": 15,
    "yirmi": 20,
    "otuz": 30,
    "kırk": 40,
    "kırk beş": 45,
    "elli": 50,
    "altmış": 60,
    "doksan": 90,
}
# Words that take back the kind said before them for the one after (see pitch_words.CORRECTIONS).
CORRECTIONS = ("yok yok", "aslında", "daha iyisi", "onun yerine")
