"""Indonesian: the words of a pitch in Indonesian, by the vocabulary's keys (see :mod:`crumb.core.lexicon`).

Indonesian writes "its" as "-nya" onto a word ("musuhnya", its enemies), and pitches use many
English words as they are (game, platformer, tower defense, power-up, boss): the English table has
them. Its short words that are common words of other languages are named in phrases: "bos" (Dutch
forest) as "ada bos", "bos terakhir"; "level" (an English level, not levels) after a count or
"tiap"; "laut" (German loud) as "bawah laut"; "hp" (English hit points) as "di hp"; "duri" (Italian hard) as "berduri".
"""

from __future__ import annotations

CODE = "id"
NAME = "Indonesian"

ENDINGS = ("nya",)

# Words that begin a clause of their own: a phrase's gap never holds one.
JOINERS = ("dan", "tapi", "tetapi", "namun", "sedangkan", "sementara")
# Words that begin a phrase of their own, and words that ask nothing of a game on their own (see
# pitch_words.PHRASE_STARTS and FILLERS).
PHRASE_STARTS = ("dengan", "pakai", "pake", "di mana", "dimana", "yang", "melawan", "lawan", "juga", "lalu", "terus")
FILLERS = (
    "aku",
    "saya",
    "gue",
    "gw",
    "ku",
    "kami",
    "kita",
    "mau",
    "ingin",
    "pengen",
    "pingin",
    "bikin",
    "buat",
    "buatkan",
    "bikinin",
    "tolong",
    "dong",
    "ya",
    "yah",
    "sih",
    "deh",
    "aja",
    "saja",
    "makasih",
    "seru",
    "asyik",
    "simpel",
    "sederhana",
    "kecil",
    "pendek",
    "cepat",
    "keren",
    "bagus",
    "klasik",
    "jenis",
    "gaya",
    "sesuatu",
    "sangat",
    "banget",
    "hanya",
    "cuma",
    "main",
    "bermain",
    "pemain",
    "ada",
    "adalah",
    "bisa",
    "versi",
)
# Words that say the thing named right after them is not (see pitch_words.NEGATIONS): "tanpa musuh",
# "tidak ada musuh", "gak makin cepat".
NEGATIONS = (
    "tidak ada",
    "tak ada",
    "gak ada",
    "nggak ada",
    "tidak",
    "tak",
    "tanpa",
    "bukan",
    "gak",
    "nggak",
    "ga",
    "enggak",
)
# Words for "like" said between a negation and a game named (see pitch_words.LIKENESS): "bukan seperti flappy bird".
LIKENESS = ("seperti", "kayak", "mirip", "macam", "ala")
# Verbs said between a negation and the thing (see pitch_words.NEGATED_VERBS): "gak pake timer", no timer used.
NEGATED_VERBS = ("pake", "pakai", "perlu", "usah")
# Words for "or" that carry a negation on to the thing after them (see pitch_words.DISJUNCTIONS).
DISJUNCTIONS = ("atau",)
# An opponent, not a thing to play on: "melawan komputer".
OPPONENTS = ("melawan", "lawan")

MARKERS = (
    "permainan",
    "yang",
    "dan",
    "dengan",
    "ini",
    "itu",
    "setiap",
    "tiap",
    "detik",
    "menit",
    "kamu",
    "bisa",
    "harus",
    "untuk",
    "ada",
    "lebih",
    "cepat",
    "akan",
    "makin",
    "semakin",
    "pakai",
    "buat",
    "bikin",
    "banget",
    "juga",
    "dari",
    "di",
    "ke",
    "tidak",
    "tanpa",
    "main",
    "bermain",
    # Casual: "gak pake timer", no timer.
    "gak",
    "nggak",
    "pake",
    "aja",
    "udah",
    # Said in Malay too, counted for both ("tiga nyawa", three lives).
    "tiga",
    "nyawa",
    "besar",
)

# Its words for a game: a kind's name one letter off beside one is read (see pitch_words.GAME_WORDS).
GAME_WORDS = (
    "game",
    "permainan",
)

KINDS = {
    "match3": ("cocokkan tiga", "cocokkan 3", "tiga sejajar", "3 sejajar", "susun tiga", "tiga yang sama"),
    "snake": ("ular", "ular-ularan"),
    "breakout": ("pemecah bata", "penghancur bata", "pecah bata", "hancurkan bata", "balok bata", "batu bata"),
    "runner": ("lari tanpa henti", "lari tak berujung", "berlari terus", "lari terus"),
    "platformer": (
        "game platform",
        "permainan platform",
        "lompat-lompatan",
        "lompat2an",
        "kayak mario",
        "seperti mario",
        "mirip mario",
    ),
    "shooter": ("tembak-tembakan", "tembak2an", "tembak menembak", "penembak", "menembak", "game tembak"),
    "dodger": ("menghindar~", "game hindar~"),
    "catcher": ("menangkap … jatuh", "tangkap … jatuh", "pakai keranjang", "dengan keranjang"),
    "memory": ("memori", "daya ingat", "ingatan", "cari pasangan", "mencocokkan kartu", "cocokkan kartu"),
    "tapper": (
        "pukul tikus",
        "pukul tikus tanah",
        "ketuk cepat",
        "game ketuk",
        "memecahkan balon",
        "pecahkan balon",
        "meletuskan balon",
        "letuskan balon",
    ),
    "slide": ("puzzle geser", "teka-teki geser", "geser angka", "puzzle 15"),
    "grid_puzzle": ("dorong kotak", "dorong peti", "mendorong kotak", "mendorong peti"),
    "tower_defense": ("pertahanan menara", "bertahan menara"),
    "chess": ("catur",),
    "tetris": ("balok jatuh", "balok berjatuhan", "balok-balok jatuh"),
    "racing": ("balap", "balapan", "pembalap"),
    "pong": ("tenis meja", "pingpong", "ping pong"),
    "pinball": ("pinbal",),
    "rhythm": ("ritme", "irama", "game musik", "game dansa"),
    "quiz": ("kuis", "tebak-tebakan", "cerdas cermat", "tanya jawab"),
    "card_game": ("permainan kartu", "game kartu", "kartu remi"),
    "rpg": ("permainan peran", "bermain peran"),
    "strategy": ("strategi",),
    "fighting": ("pertarungan", "bertarung", "game tarung", "berkelahi"),
    "sudoku": ("sudoku",),
    "maze": ("labirin",),
    "golf": ("golf", "golf mini"),
    "sports": ("sepak bola", "bola basket", "bola voli", "bulu tangkis"),
    "word_game": ("tebak kata", "permainan kata", "game kata", "susun kata", "teka-teki silang"),
    "simulation": ("simulasi", "simulator", "berkebun", "bertani", "membangun kota"),
    "typing": ("mengetik", "game ketik", "ketik cepat"),
    "tic_tac_toe": ("silang bulat", "x dan o"),
    "minesweeper": ("sapu ranjau", "penyapu ranjau"),
    "number_merge": ("gabungkan angka", "menggabungkan angka"),
    "connect_four": ("empat sejajar", "4 sejajar", "hubungkan empat"),
    "asteroids": ("tembak asteroid", "hancurkan asteroid", "game asteroid"),
    "crossing": ("menyeberang jalan", "seberangi jalan", "menyeberangi jalan"),
    "bubble_shooter": ("tembak gelembung", "pecahkan gelembung", "pecah gelembung"),
    "stacker": ("menumpuk balok", "tumpuk balok", "menara balok"),
    "fishing": ("memancing", "mancing"),
    "cooking": ("memasak", "masak-masakan", "koki", "restoran"),
    "mahjong": ("mahjong",),
    # "ular tangga" (snakes and ladders) is a board game, not a snake game: the longer word wins.
    "board_game": ("permainan papan", "game papan", "ular tangga", "ludo", "halma", "congklak"),
    "jigsaw": ("puzzle gambar", "teka-teki gambar", "potongan gambar"),
    "slingshot": ("ketapel",),
    "puzzle": ("teka-teki", "asah otak"),
}

MECHANICS = {
    "shrink_paddle": ("papan … mengecil", "pemukul … mengecil", "papan … makin kecil", "pemukul … makin kecil"),
    "speed_up": (
        "makin cepat",
        "makin cepet",
        "semakin cepet",
        "tambah cepet",
        "semakin cepat",
        "tambah cepat",
        "bertambah cepat",
        "kecepatan … bertambah",
        "kecepatan … meningkat",
        "kecepatan … naik",
        "dipercepat",
    ),
    "bonus": ("item bonus", "poin bonus", "poin ganda", "skor ganda", "dua kali lipat", "keemasan"),
    "hazards": ("rintangan", "halangan", "berduri", "duri tajam", "jebakan", "perangkap", "ranjau"),
    "lives": ("nyawa", "nyawa tambahan"),
    "double_jump": ("lompat ganda", "lompatan ganda", "loncat ganda", "lompat dua kali"),
    "shield": ("perisai", "tameng", "kebal"),
    "narrowing_gap": ("celah … menyempit", "celah … makin sempit", "celah … semakin sempit", "celah … mengecil"),
    "time_penalty": (
        "penalti waktu",
        "waktu berkurang",
        "dikurangi … detik",
        "kurangi … detik",
        "potong … detik",
        "minus … detik",
        "kehilangan … detik",
    ),
    "combo": ("kombo", "pengganda", "beruntun"),
    "bomb": ("bom", "peledak"),
    "poison": ("racun", "beracun"),
    "levels": ("# level", "tiap level", "setiap level", "banyak level", "level berikutnya", "naik level", "tingkatan"),
    "high_score": ("skor tertinggi", "nilai tertinggi", "rekor", "papan peringkat"),
    "coins": ("koin", "uang logam"),
    "enemies": ("musuh",),
    "boss": ("ada bos", "bos terakhir", "bos akhir", "bos besar", "lawan bos", "melawan bos", "bosnya"),
    "two_players": ("dua pemain", "2 pemain", "multipemain", "berdua"),
    # The computer as the opponent ("against the computer", "vs AI"): see pitch_words.MECHANICS.
    "vs_computer": ("melawan … komputer", "lawan … komputer", "melawan … ai"),
}
# Walls said not to be ask for edges that wrap around (see pitch_words.MECHANICS_BY_ABSENCE).
MECHANICS_BY_ABSENCE = {"wrap": ("tembok", "dinding")}

THEMES = {
    "candy": ("permen", "manisan"),
    "ocean": ("lautan", "bawah laut", "di laut", "dasar laut", "samudra", "ikan"),
    "space": ("luar angkasa", "antariksa", "angkasa", "galaksi", "bintang"),
    "forest": ("hutan", "rimba", "taman", "kebun"),
    "neon": ("siber",),
    "fruit": ("buah", "buah-buahan", "stroberi"),
    "spooky": ("hantu", "seram", "horor", "vampir"),
    "winter": ("musim dingin", "salju", "bersalju"),
    "desert": ("gurun", "padang pasir", "mesir", "kaktus"),
    "retro": ("piksel", "jadul"),
}

CONTROLS = {
    "keys": ("tombol panah", "tombol arah", "tombol spasi", "papan ketik"),
    "touch": ("sentuh", "sentuhan", "layar sentuh", "ketuk", "usap layar", "geser layar"),
    "mouse": ("tetikus", "klik", "seret"),
}
TARGETS = {
    "phone": ("ponsel", "handphone", "telepon genggam", "di hp", "untuk hp", "buat hp", "hape"),
    "desktop": ("komputer",),
}
DIFFICULTY = {
    "easy": ("mudah", "gampang", "santai", "untuk anak", "buat anak", "utk anak", "anak-anak", "pemula"),
    "hard": ("sulit", "susah", "menantang", "sukar"),
}
# Indonesian "mobil" is a car (Turkish "mobil~", mobile: no phone), "mol" a mall (Dutch, a mole).
FALSE_FRIENDS = ("mobil", "mol")

WIN = ("menang", "kemenangan", "untuk menang", "kamu menang")
# Not "kalahkan" (defeat someone: "kalahkan bos").
LOSE = ("kalah", "kamu kalah", "kalau mati", "jika mati", "kamu mati")
# A round said to end, neither lost nor won: its clause tells which.
ROUND_ENDS = ("permainan berakhir",)

SECOND_WORDS = ("detik", "dtk")
MINUTE_WORDS = ("menit", "mnt")
# Words for a timer, read where said not to be, and words that alone say there is none (see
# pitch_words.TIMER_WORDS, UNTIMED).
TIMER_WORDS = ("timer", "pengatur waktu", "batas waktu", "hitung mundur", "waktu terbatas")
UNTIMED = ("waktu tak terbatas", "waktu tidak terbatas")
HALF_MINUTE = ("setengah menit",)
HALVES_BEFORE_UNIT = ("setengah",)
EVERY_WORDS = ("setiap", "tiap")
NUMBER_WORDS = {
    "satu": 1,
    "dua": 2,
    "tiga": 3,
    "empat": 4,
    "lima": 5,
    "enam": 6,
    "sepuluh": 10,
    "lima belas": 15,
    "dua puluh": 20,
    "tiga puluh": 30,
    "empat puluh": 40,
    "empat puluh lima": 45,
    "lima puluh": 50,
    "enam puluh": 60,
    "sembilan puluh": 90,
}

# The creatures, people and vehicles a pitch names (see pitch_kinds.CHARACTERS).

# The creatures, people and vehicles a pitch names (see pitch_kinds.CHARACTERS).
CHARACTERS = {
    "cat": ("kucing",),
    "dog": ("anjing",),
    "frog": ("katak", "kodok"),
    "duck": ("itik",),
    "chicken": ("ayam",),
    "bird": ("burung",),
    "fish": ("ikan",),
    "rabbit": ("kelinci",),
    "monkey": ("monyet",),
    "bear": ("beruang",),
    "dragon": ("naga",),
    "rocket": ("roket",),
    "plane": ("pesawat", "kapal terbang"),
    "helicopter": ("helikopter",),
    "boat": ("perahu",),
    "train": ("kereta api",),
    "dinosaur": ("dinosaurus",),
    "ghost": ("hantu",),
    "zombie": ("zombi",),
    "lion": ("singa",),
    "elephant": ("gajah",),
}
