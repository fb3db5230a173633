"""Malay: the words of a pitch in Malay, by the vocabulary's keys (see :mod:`crumb.core.lexicon`).

Malay shares most of its words with Indonesian and is told from it by those it writes otherwise
("minit", "saat", "telefon", "laju", "tiada", "lapan": Indonesian "menit", "detik", "telepon",
"cepat", "tidak ada", "delapan"); a pitch that has none of them stays Indonesian, the earlier of the
two. Its words count only in a pitch in Malay (``OWN_PITCH_ONLY``), so that "saat" (Indonesian: when)
is no second there and its short words read nothing in an Indonesian, Tagalog or English pitch.
"""

from __future__ import annotations

from crumb.core.lexicon import id as id_

CODE = "ms"
NAME = "Malay"
OWN_PITCH_ONLY = True

ENDINGS = ("nya",)

# Words that begin a clause of their own: a phrase's gap never holds one.
JOINERS = ("dan", "tetapi", "tapi", "manakala", "sementara")
# Words that begin a phrase of their own, and words that ask nothing of a game on their own (see
# pitch_words.PHRASE_STARTS and FILLERS).
PHRASE_STARTS = ("dengan", "di mana", "yang", "melawan", "lawan", "juga", "kemudian", "lepas")
FILLERS = (
    "saya",
    "aku",
    "kami",
    "kita",
    "mahu",
    "nak",
    "ingin",
    "buat",
    "buatkan",
    "bina",
    "tolong",
    "sila",
    "terima",
    "kasih",
    "seronok",
    "mudah",
    "ringkas",
    "kecil",
    "pendek",
    "cepat",
    "hebat",
    "cantik",
    "klasik",
    "jenis",
    "gaya",
    "sesuatu",
    "sangat",
    "hanya",
    "cuma",
    "saja",
    "main",
    "bermain",
    "pemain",
    "ada",
    "adalah",
    "boleh",
    "versi",
)
# "tanpa musuh", "tiada bom", "tidak semakin laju".
NEGATIONS = ("tiada", "tidak ada", "tak ada", "tidak", "tak", "tanpa", "bukan")
# Words for "like" said between a negation and a game named (see pitch_words.LIKENESS): "bukan macam tetris".
LIKENESS = ("macam", "seperti", "ala", "serupa")
DISJUNCTIONS = ("atau",)
# An opponent, not a thing to play on: "catur menentang komputer".
OPPONENTS = ("menentang", "melawan", "lawan")

MARKERS = (
    "permainan",
    "yang",
    "dan",
    "dengan",
    "ini",
    "itu",
    "setiap",
    "untuk",
    "ada",
    "lebih",
    "akan",
    "makin",
    "semakin",
    "sangat",
    "pemain",
    # Written otherwise in Indonesian.
    "telefon",
    "minit",
    "sahaja",
    "kerana",
    "awak",
    "tiada",
    "laju",
    "skrin",
    "bimbit",
    "kekunci",
    "syiling",
    "lapan",
    "saat",
    "markah",
    "kuiz",
    "menentang",
    "sukar",
    "nombor",
    # Said in both, counted for both in part: without it a short Malay pitch is Indonesian by it alone.
    "main",
    # Spoken Malay that Indonesian says otherwise ("mau", "aja", "di", "kayak", "dikit").
    "nak",
    "je",
    "kat",
    "macam",
    "sikit",
    "lumba",
    # Said in Indonesian too, counted for both ("tiga nyawa", three lives).
    "tiga",
    "nyawa",
    "besar",
)

KINDS = {
    "match3": ("padankan tiga", "padan tiga", "tiga sebaris", "3 sebaris"),
    "snake": ("ular",),
    "breakout": ("pecah bata", "pemecah bata", "pecahkan bata"),
    "runner": ("lari tanpa henti", "berlari tanpa henti", "lari tak berhenti"),
    "platformer": ("permainan platform", "permainan lompat"),
    "shooter": ("tembak-menembak", "penembak", "menembak", "permainan tembak"),
    "dodger": ("mengelak",),
    "catcher": ("menangkap … jatuh", "tangkap … jatuh", "dengan bakul", "guna bakul"),
    "memory": ("memori", "daya ingatan", "padankan kad", "cari pasangan"),
    "tapper": ("ketuk pantas", "pukul tikus"),
    "slide": ("teka-teki gelongsor", "suria gelongsor"),
    "grid_puzzle": ("tolak kotak", "menolak kotak"),
    "tower_defense": ("pertahanan menara",),
    "chess": ("catur",),
    "tetris": ("blok jatuh", "blok yang jatuh"),
    "racing": ("lumba", "perlumbaan", "berlumba", "lumba kereta"),
    "pong": ("ping pong", "pingpong", "tenis meja"),
    "pinball": ("pinbol",),
    "rhythm": ("irama", "rentak"),
    "quiz": ("kuiz",),
    "card_game": ("permainan kad", "main kad", "terup"),
    "rpg": ("main peranan", "permainan peranan"),
    "strategy": ("strategi",),
    "fighting": ("pertarungan", "bertarung", "berlawan"),
    "sudoku": ("sudoku",),
    "maze": ("labirin", "pagar sesat"),
    "golf": ("golf", "golf mini"),
    "sports": ("bola sepak", "bola keranjang", "bola tampar", "badminton"),
    "word_game": ("teka kata", "permainan perkataan", "teka silang kata", "susun kata"),
    "simulation": ("simulasi", "simulator", "berkebun", "bertani"),
    "typing": ("menaip", "taip pantas"),
    "tic_tac_toe": ("pangkah bulat", "x dan o"),
    "minesweeper": ("penyapu periuk api", "periuk api"),
    "number_merge": ("gabung nombor", "cantum nombor"),
    "connect_four": ("empat sebaris", "4 sebaris"),
    "asteroids": ("tembak asteroid", "asteroid"),
    "crossing": ("melintas jalan", "lintas jalan"),
    "bubble_shooter": ("tembak gelembung", "pecah gelembung", "tembak belon"),
    "stacker": ("susun blok", "menyusun blok"),
    "fishing": ("memancing", "pancing"),
    "cooking": ("memasak", "masak-masak", "tukang masak", "restoran"),
    "mahjong": ("mahjong",),
    # "ular tangga" (snakes and ladders) is a board game, not a snake game: the longer word wins.
    "board_game": ("permainan papan", "ular tangga", "dam haji", "congkak", "ludo"),
    "jigsaw": ("suria gambar", "jigsaw"),
    "slingshot": ("lastik",),
    "puzzle": ("teka-teki", "asah minda"),
}

MECHANICS = {
    "shrink_paddle": ("pemukul … mengecil", "papan … mengecil", "pemukul … semakin kecil"),
    "speed_up": (
        "semakin laju",
        "makin laju",
        "bertambah laju",
        "lebih laju",
        "semakin pantas",
        "makin pantas",
        "bertambah pantas",
        "kelajuan … bertambah",
        "kelajuan … meningkat",
    ),
    "bonus": ("mata bonus", "item bonus", "mata berganda", "markah berganda"),
    "hazards": ("halangan", "rintangan", "perangkap", "jerangkap", "duri"),
    "lives": ("nyawa", "nyawa tambahan"),
    "double_jump": ("lompat berganda", "lompatan berganda", "lompat dua kali"),
    "shield": ("perisai", "kebal"),
    "narrowing_gap": ("celah … mengecil", "celah … semakin sempit", "ruang … semakin sempit"),
    "time_penalty": ("penalti masa", "masa berkurang", "tolak … saat", "kurang … saat", "hilang … saat"),
    "combo": ("kombo", "berturut-turut", "pengganda"),
    "bomb": ("bom", "bahan letupan"),
    "poison": ("racun", "beracun"),
    "levels": ("# tahap", "setiap tahap", "banyak tahap", "tahap seterusnya", "# peringkat", "setiap peringkat"),
    "high_score": ("markah tertinggi", "skor tertinggi", "rekod", "papan pendahulu", "papan markah"),
    "coins": ("syiling", "duit syiling"),
    "enemies": ("musuh",),
    "boss": ("bos terakhir", "bos besar", "lawan bos", "raksasa terakhir"),
    "two_players": ("dua pemain", "2 pemain", "berdua"),
    # The computer as the opponent ("against the computer", "vs AI"): see pitch_words.MECHANICS.
    "vs_computer": ("menentang … komputer", "lawan … komputer", "melawan … komputer"),
}
# Walls said not to be ask for edges that wrap around (see pitch_words.MECHANICS_BY_ABSENCE).
MECHANICS_BY_ABSENCE = {"wrap": ("dinding", "tembok")}

THEMES = {
    "candy": ("gula-gula", "manisan"),
    "ocean": ("lautan", "bawah laut", "dasar laut", "samudera", "ikan"),
    "neon": ("siber", "lampu neon"),
    "space": ("angkasa lepas", "angkasa", "galaksi", "bintang"),
    "forest": ("hutan", "rimba", "taman"),
    "fruit": ("buah", "buah-buahan", "strawberi"),
    "spooky": ("hantu", "seram", "pontianak"),
    "winter": ("musim sejuk", "salji", "bersalji"),
    "desert": ("gurun", "padang pasir", "kaktus"),
    "retro": ("piksel", "klasik lama"),
}

CONTROLS = {
    "keys": ("kekunci anak panah", "kekunci arah", "papan kekunci", "kekunci", "butang anak panah"),
    "touch": ("sentuh", "sentuhan", "skrin sesentuh", "skrin sentuh", "leret"),
    "mouse": ("tetikus", "klik"),
}
TARGETS = {
    "phone": ("telefon bimbit", "telefon pintar", "telefon", "mudah alih"),
    "desktop": ("komputer",),
}
DIFFICULTY = {
    "easy": ("mudah", "senang", "kanak-kanak", "budak-budak", "pemula"),
    "hard": ("sukar", "susah", "mencabar"),
}

WIN = ("menang", "kemenangan", "awak menang", "anda menang")
# Not "kalahkan" (defeat someone: "kalahkan bos").
LOSE = ("kalah", "awak kalah", "jika mati", "kalau mati")
# A round said to end, neither lost nor won: its clause tells which.
ROUND_ENDS = ("permainan tamat",)

SECOND_WORDS = ("saat",)
MINUTE_WORDS = ("minit",)
# Words for a timer, read where said not to be, and words that alone say there is none (see
# pitch_words.TIMER_WORDS, UNTIMED).
TIMER_WORDS = ("pemasa", "had masa", "kiraan detik", "kira detik", "jam randik", "timer")
UNTIMED = ("masa tanpa had", "masa tidak terhad")
HALF_MINUTE = ("setengah minit", "separuh minit")
HALVES_BEFORE_UNIT = ("setengah",)
EVERY_WORDS = ("setiap", "tiap")
# Indonesian's, with the units it lacks (Malay "lapan", Indonesian "delapan").
NUMBER_WORDS = {**id_.NUMBER_WORDS, "tujuh": 7, "lapan": 8, "sembilan": 9}

# The creatures, people and vehicles a pitch names (see pitch_kinds.CHARACTERS).

# The creatures, people and vehicles a pitch names (see pitch_kinds.CHARACTERS).
CHARACTERS = {
    "cat": ("kucing",),
    "dog": ("anjing",),
    "frog": ("katak",),
    "duck": ("itik",),
    "chicken": ("ayam",),
    "bird": ("burung",),
    "fish": ("ikan",),
    "shark": ("jerung",),
    "rabbit": ("arnab",),
    "monkey": ("monyet",),
    "bear": ("beruang",),
    "dragon": ("naga",),
    "rocket": ("roket",),
    "plane": ("kapal terbang",),
    "helicopter": ("helikopter",),
    "train": ("kereta api",),
    "dinosaur": ("dinosaur",),
    "ghost": ("hantu",),
    "lion": ("singa",),
    "elephant": ("gajah",),
}
