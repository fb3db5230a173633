"""The words a pitch uses for the kind of game it asks for and the look it names, per language (a part of :mod:`crumb.core.pitch_words`).

Pure data: no I/O.
"""

from __future__ import annotations

Words = dict[str, tuple[str, ...]]  # language -> words

# --- kinds of game --------------------------------------------------------------------------
# (label, words). The first kind named in a pitch is the kind it asks for; a generic kind only
# counts when no specific one is named.
KINDS: dict[str, tuple[str, Words]] = {
    "match3": (
        "match-3",
        {
            "en": (
                "match-3",
                "match 3",
                "match3",
                "match three",
                "three in a row",
                "bejeweled",
                "candy crush",
                "tile matching",
            ),
            "ko": (
                "매치3",
                "매치 3",
                "3매치",
                "쓰리매치",
                "매치-3",
                "세 개 맞추",
                "3개 맞추",
                "세 개를 맞추",
                "3개를 맞추",
            ),
            "it": ("tre in fila", "abbina tre", "abbinare tre", "tris di gemme"),
            "ar": ("مطابقة ثلاثة", "ثلاثة متطابقة", "ماتش 3", "ماتش ثري"),
        },
    ),
    "snake": (
        "snake",
        {
            "en": ("snake", "slither.io", "slither io", "slitherio", "slither", "🐍"),
            "ko": ("스네이크", "뱀 게임", "뱀게임", "뱀이", "뱀을", "뱀은"),
            "it": ("serpente", "serpentone", "serpenti"),
            "ar": ("الثعبان", "ثعبان", "الأفعى", "أفعى"),
        },
    ),
    "breakout": (
        "brick breaker",
        {
            "en": ("breakout", "brick breaker", "brick-breaker", "bricks", "arkanoid"),
            "ko": ("벽돌깨기", "벽돌 깨기", "브레이크아웃", "알카노이드", "벽돌"),
            "it": ("spaccamattoni", "rompi mattoni", "mattoncini", "mattoni"),
            "ar": ("تحطيم الطوب", "كسر الطوب", "الطوب", "تكسير الطوب"),
        },
    ),
    "runner": (
        "endless runner",
        {
            # Titles that name the kind: the browser's dinosaur, the subway and temple runners.
            "en": (
                "endless runner",
                "runner",
                "flappy",
                "endless run",
                "auto-runner",
                "geometry dash",
                "chrome dino",
                "dino game",
                "dinosaur game",
                "t-rex game",
                "subway surfers",
                "temple run",
            ),
            "ko": ("러너", "플래피", "달리기 게임", "무한 달리기"),
            "it": ("corsa infinita", "corridore", "corsa senza fine"),
            "ar": ("الجري اللانهائي", "جري لا نهائي", "عداء", "الركض اللانهائي", "فلابي"),
        },
    ),
    "platformer": (
        "platformer",
        {
            # Mario as the kind's title, not bare: Mario is a name too ("a memory game for Mario").
            "en": (
                "platformer",
                "platform game",
                "platforming",
                "jump and run",
                "jump 'n' run",
                "super mario",
                "mario bros",
                "like mario",
                "mario-like",
                "mario style",
                "mario-style",
                "doodle jump",
                "doodle-jump",
            ),
            "ko": ("플랫포머", "플랫폼 게임", "횡스크롤 점프", "두들 점프", "두들점프"),
            "it": ("platform", "piattaforme", "gioco a piattaforme"),
            "ar": ("المنصات", "منصات", "ألعاب المنصات", "دودل جمب", "دودل جامب"),
        },
    ),
    "shooter": (
        "shooter",
        {
            "en": (
                "shooter",
                "shoot 'em up",
                "shoot-em-up",
                "shmup",
                "space invaders",
                "bullet hell",
                "shooting game",
                "vampire survivors",
                "survivors-like",
                "bullet heaven",
                "auto-shooter",
            ),
            "ko": ("슈팅", "슈터", "비행 슈팅"),
            "it": ("sparatutto", "spara tutto", "gioco di tiro", "giochi di tiro", "tiro a segno"),
            "ar": ("إطلاق النار", "اطلاق النار", "إطلاق نار", "اطلاق نار", "رماية", "تصويب"),
        },
    ),
    "dodger": (
        "dodger",
        {
            "en": ("dodge", "dodger", "dodging"),
            "ko": ("피하기", "피하는 게임"),
            "it": ("schiva", "schivare", "schivata"),
            "ar": ("تفادي", "مراوغة", "تجنب"),
        },
    ),
    "memory": (
        "memory pairs",
        {
            "en": ("memory", "concentration", "matching pairs", "find pairs", "card flip", "flip cards", "pairs game"),
            "ko": ("메모리", "기억력", "카드 뒤집기", "짝 맞추기", "짝맞추기", "같은 그림"),
            "it": ("memoria", "coppie", "trova le coppie"),
            "ar": ("الذاكرة", "ذاكرة", "البطاقات المتطابقة", "الأزواج"),
        },
    ),
    "tapper": (
        "whack-a-mole",
        {
            "en": (
                "whack-a-mole",
                "whack a mole",
                "whack",
                "mole",
                "tapper",
                "tapping game",
                "clicker",
                "reaction game",
                "pop the balloons",
                "pop balloons",
                "balloon pop",
                "balloon popping",
                "popping balloons",
            ),
            "ko": (
                "두더지",
                "탭 게임",
                "클릭커",
                "반응속도",
                "풍선 터뜨리",
                "풍선 터트리",
                "풍선을 터뜨리",
                "풍선을 터트리",
            ),
            "it": (
                "acchiappa la talpa",
                "talpa",
                "talpe",
                "colpisci la talpa",
                "scoppia i palloncini",
                "scoppiare i palloncini",
                "scoppia~ palloncin~",
            ),
            "ar": ("الخلد", "اضرب الخلد", "الخُلد", "فرقعة البالونات", "تفجير البالونات", "فرقعة البالون"),
        },
    ),
    "slide": (
        "sliding puzzle",
        {
            "en": ("slide puzzle", "sliding puzzle", "sliding tile", "15 puzzle", "15-puzzle", "fifteen puzzle"),
            "ko": ("슬라이드 퍼즐", "슬라이딩 퍼즐", "15 퍼즐", "숫자 퍼즐"),
            "it": ("gioco del quindici", "puzzle scorrevole", "tessere scorrevoli"),
            "ar": ("اللغز المنزلق", "لغز منزلق", "لغز الخمسة عشر"),
        },
    ),
    "grid_puzzle": (
        "grid puzzle",
        {
            "en": ("sokoban", "push boxes", "box pushing", "push crates", "grid puzzle", "block pushing"),
            "ko": ("소코반", "상자 밀기", "박스 밀기", "창고지기"),
            "it": ("sokoban", "spingi le casse", "spingere le casse", "spingi i blocchi"),
            "ar": ("سوكوبان", "دفع الصناديق", "ادفع الصناديق"),
        },
    ),
    # Catch what falls (a fruit or egg catcher): the catch and the falling said together, or the basket.
    # "catch the cat" (a grid puzzle), "catch fish" (fishing) and a game of catch are none.
    "catcher": (
        "catcher",
        {
            "en": (
                "catcher game",
                "fruit catcher",
                "egg catcher",
                "apple catcher",
                "star catcher",
                "catch~ … falling",
                "catch~ … that fall",
                "catch~ … as they fall",
                "catch~ … in a basket",
                "catch~ … with a basket",
                "with a basket",
            ),
            "ko": (
                "바구니로 받",
                "바구니로 잡",
                "바구니에 담",
                "떨어지는 … 받",
                "떨어지는 … 잡",
                "받기 게임",
                "받아먹기",
            ),
            "it": (
                "prend~ … che cad~",
                "acchiapp~ … che cad~",
                "raccogli~ … che cad~",
                "afferr~ … che cad~",
                "con un cestino",
                "con il cestino",
                "col cestino",
            ),
            "ar": (
                "التقاط … المتساقط",
                "التقط … المتساقط",
                "إمساك … المتساقط",
                "امسك … المتساقط",
                "بالسلة",
                "لعبة الالتقاط",
            ),
        },
    ),
    # Kinds no template of the offline studio serves; a model-backed builder may.
    "tower_defense": (
        "tower defense",
        {
            "en": ("tower defense", "tower defence", "tower-defense"),
            "ko": ("타워 디펜스", "타워디펜스", "디펜스 게임"),
            "it": ("difesa della torre", "difesa delle torri", "tower defense"),
            "ar": ("الدفاع عن البرج", "دفاع البرج", "الدفاع عن الأبراج", "أبراج دفاعية"),
        },
    ),
    "chess": (
        "chess",
        {
            "en": ("chess", "checkmate", "mate in"),
            "ko": ("체스", "체크메이트"),
            "it": ("scacchi", "scacco matto", "matto in"),
            "ar": ("شطرنج", "الشطرنج", "كش ملك"),
        },
    ),
    "tetris": (
        "falling blocks",
        {
            "en": ("tetris", "falling blocks", "tetromino"),
            "ko": ("테트리스", "떨어지는 블록"),
            "it": ("tetris", "blocchi che cadono"),
            "ar": ("تتريس", "الكتل المتساقطة"),
        },
    ),
    "racing": (
        "racing",
        {
            "en": ("racing", "racer", "race car", "kart", "mario kart", "mariokart"),
            "ko": ("레이싱", "자동차 경주", "카트"),
            "it": ("corse", "gara automobilistica", "corsa di auto", "go-kart"),
            "ar": ("سباق", "سباقات"),
        },
    ),
    "pong": (
        "pong",
        {
            "en": ("pong", "table tennis", "ping pong", "ping-pong"),
            "ko": ("탁구", "퐁 게임"),
            "it": ("pong", "ping pong", "tennis da tavolo"),
            "ar": ("بونغ", "كرة الطاولة", "تنس الطاولة"),
        },
    ),
    "pinball": (
        "pinball",
        {"en": ("pinball",), "ko": ("핀볼",), "it": ("flipper",), "ar": ("بينبول", "الكرة والدبابيس")},
    ),
    "rhythm": (
        "rhythm game",
        {
            "en": ("rhythm", "dance game", "music game", "guitar hero"),
            "ko": ("리듬 게임", "리듬게임", "리듬"),
            "it": ("ritmo", "gioco musicale"),
            "ar": ("إيقاع", "لعبة موسيقية"),
        },
    ),
    "quiz": (
        "quiz",
        {"en": ("quiz", "trivia"), "ko": ("퀴즈",), "it": ("quiz", "indovinelli"), "ar": ("مسابقة", "أسئلة وأجوبة")},
    ),
    "card_game": (
        "card game",
        {
            "en": (
                "solitaire",
                "poker",
                "blackjack",
                "card game",
                "deck-builder",
                "deckbuilder",
                "deck building",
                "deck-building",
                "card battler",
            ),
            "ko": ("카드 게임", "솔리테어", "포커", "블랙잭"),
            "it": ("solitario", "gioco di carte", "scopa", "briscola"),
            "ar": ("لعبة ورق", "سوليتير", "بلاك جاك", "الورق"),
        },
    ),
    "rpg": (
        "role-playing game",
        {
            "en": ("rpg", "role-playing", "roguelike", "dungeon crawler"),
            "ko": ("롤플레잉", "알피지", "로그라이크", "던전 탐험"),
            "it": ("gioco di ruolo", "gdr", "roguelike"),
            "ar": ("تقمص الأدوار", "لعب الأدوار"),
        },
    ),
    "strategy": (
        "strategy game",
        {
            "en": ("strategy", "real-time strategy", "rts", "4x"),
            "ko": ("전략 게임", "전략 시뮬"),
            "it": ("strategia", "strategico"),
            "ar": ("استراتيجية", "إستراتيجية"),
        },
    ),
    "fighting": (
        "fighting game",
        {
            "en": ("fighting game", "beat 'em up", "brawler"),
            "ko": ("격투", "대전 액션"),
            "it": ("picchiaduro",),
            "ar": ("قتال", "لعبة قتال"),
        },
    ),
    "sudoku": ("sudoku", {"en": ("sudoku",), "ko": ("스도쿠",), "it": ("sudoku",), "ar": ("سودوكو",)}),
    "maze": (
        "maze",
        {
            "en": ("maze", "labyrinth", "pac-man", "pacman"),
            "ko": ("미로", "팩맨"),
            "it": ("labirinto",),
            "ar": ("متاهة", "المتاهة"),
        },
    ),
    "golf": (
        "golf",
        {"en": ("golf", "mini golf", "minigolf"), "ko": ("골프",), "it": ("golf", "minigolf"), "ar": ("غولف", "جولف")},
    ),
    "sports": (
        "sports game",
        {
            "en": ("football", "soccer", "basketball", "tennis"),
            "ko": ("축구", "농구", "테니스"),
            "it": ("calcio", "pallacanestro", "partita di basket", "gioco di basket"),
            "ar": ("كرة القدم", "كرة السلة"),
        },
    ),
    "word_game": (
        "word game",
        {
            "en": (
                "word game",
                "word puzzle",
                "guess the word",
                "crossword",
                "wordle",
                "hangman",
                "anagram",
                "word search",
                "wordsearch",
            ),
            "ko": ("단어 게임", "끝말잇기", "십자말풀이", "행맨"),
            "it": ("gioco di parole", "cruciverba", "impiccato", "anagrammi"),
            "ar": ("لعبة كلمات", "الكلمات المتقاطعة", "الرجل المشنوق", "البحث عن الكلمات"),
        },
    ),
    "simulation": (
        "simulation",
        {
            "en": (
                "city builder",
                "farming sim",
                "farming game",
                "farm game",
                "simulation",
                "tycoon",
                "idle game",
                "idle clicker",
                "idle-clicker",
                "cookie clicker",
                "incremental game",
            ),
            "ko": ("시뮬레이션", "경영 게임", "타이쿤", "방치형"),
            "it": ("simulazione", "gestionale"),
            "ar": ("محاكاة",),
        },
    ),
    "typing": (
        "typing game",
        {
            "en": ("typing game", "typing test", "type the words", "typing tutor", "typing speed"),
            "ko": ("타자 게임", "타자 연습", "타이핑 게임"),
            "it": ("gioco di dattilografia", "dattilografia", "gioco di battitura"),
            "ar": ("لعبة الكتابة السريعة", "لعبة الطباعة", "سرعة الكتابة"),
        },
    ),
    "tic_tac_toe": (
        "tic-tac-toe",
        {
            "en": ("tic-tac-toe", "tic tac toe", "noughts and crosses"),
            "ko": ("틱택토", "삼목"),
            "it": ("tris", "filetto"),
            "ar": ("إكس أو", "اكس او", "تيك تاك تو"),
        },
    ),
    "minesweeper": (
        "minesweeper",
        {
            "en": ("minesweeper", "mine sweeper"),
            "ko": ("지뢰찾기", "지뢰 찾기"),
            "it": ("campo minato",),
            "ar": ("كاسحة الألغام", "كنس الألغام"),
        },
    ),
    "number_merge": (
        "2048-style number merge",
        {
            "en": ("2048", "merge numbers", "number merge", "merge game"),
            "ko": ("2048", "숫자 합치기"),
            "it": ("2048", "unisci i numeri"),
            "ar": ("2048", "دمج الأرقام"),
        },
    ),
    "connect_four": (
        "connect four",
        {
            "en": ("connect four", "connect 4", "four in a row"),
            "ko": ("커넥트 포", "커넥트4", "사목 게임"),
            "it": ("forza quattro", "forza 4"),
            "ar": ("أربعة في صف", "وصل أربعة"),
        },
    ),
    "asteroids": (
        "asteroids-style shooter",
        {
            "en": ("asteroids clone", "asteroids-style", "asteroids game", "like asteroids"),
            "ko": ("소행성 게임", "애스터로이드"),
            "it": ("gioco degli asteroidi",),
            "ar": ("لعبة الكويكبات",),
        },
    ),
    "crossing": (
        "road-crossing game",
        {
            "en": ("frogger", "crossy road", "cross the road", "crossing the road", "road crossing"),
            "ko": ("길 건너기", "크로시 로드", "프로거"),
            "it": ("attraversa la strada", "frogger"),
            "ar": ("عبور الطريق", "اعبر الطريق"),
        },
    ),
    "bubble_shooter": (
        "bubble shooter",
        {
            "en": ("bubble shooter", "bubble pop", "puzzle bobble", "bust-a-move"),
            "ko": ("버블 슈터", "버블슈터", "버블 팝"),
            "it": ("spara bolle", "sparabolle", "bubble shooter"),
            "ar": ("تفجير الفقاعات", "مطلق الفقاعات"),
        },
    ),
    "stacker": (
        "stacking game",
        {
            "en": ("stacking game", "stacker", "stack the blocks", "tower stacking", "tower builder"),
            "ko": ("쌓기 게임", "블록 쌓기", "탑 쌓기"),
            "it": ("impila i blocchi", "gioco di impilare", "costruisci la torre"),
            "ar": ("تكديس", "بناء البرج"),
        },
    ),
    "fishing": (
        "fishing game",
        {
            "en": ("fishing game", "fishing", "go fishing", "catch fish"),
            "ko": ("낚시",),
            "it": ("pesca", "gioco di pesca"),
            "ar": ("صيد السمك", "صيد الأسماك"),
        },
    ),
    "cooking": (
        "cooking game",
        {
            "en": ("cooking game", "cooking", "restaurant game", "overcooked"),
            "ko": ("요리 게임", "요리하는", "요리사 게임"),
            "it": ("gioco di cucina", "cucinare"),
            "ar": ("لعبة طبخ", "الطبخ"),
        },
    ),
    "mahjong": (
        "mahjong",
        {"en": ("mahjong", "mah-jong"), "ko": ("마작",), "it": ("mahjong",), "ar": ("ماهجونغ",)},
    ),
    "board_game": (
        "board game",
        {
            "en": (
                "board game",
                "checkers",
                "draughts",
                "backgammon",
                "ludo",
                "reversi",
                "othello",
                "game of go",
                "snakes and ladders",
                "chutes and ladders",
            ),
            "ko": ("보드게임", "보드 게임", "체커", "오셀로", "바둑"),
            "it": ("gioco da tavolo", "dama", "backgammon", "ludo"),
            "ar": ("لعبة لوحية", "الداما", "طاولة الزهر", "لودو"),
        },
    ),
    "jigsaw": (
        "jigsaw puzzle",
        {
            "en": ("jigsaw",),
            "ko": ("직소 퍼즐", "조각 퍼즐"),
            "it": ("puzzle a incastro",),
            "ar": ("لغز الصور المقطعة", "أحجية الصور المقطوعة"),
        },
    ),
    "slingshot": (
        "slingshot physics game",
        {
            "en": ("angry birds", "slingshot", "catapult"),
            "ko": ("앵그리버드", "새총"),
            "it": ("fionda", "catapulta"),
            "ar": ("المقلاع", "مقلاع", "المنجنيق"),
        },
    ),
    "puzzle": (
        "puzzle",
        {"en": ("puzzle",), "ko": ("퍼즐",), "it": ("rompicapo", "puzzle"), "ar": ("لغز", "ألغاز", "الألغاز")},
    ),
}
GENERIC_KINDS = frozenset({"puzzle"})

# --- particular games -------------------------------------------------------------------------
# A pitch that names a particular game ("a chrome dino game", "like Doodle Jump") asks for more than
# its kind: the endless runner of a Flappy Bird is no dinosaur jumping cacti, the sideways platformer
# no Doodle Jump. (name, words) by key; only titles whose kind is broader than the game itself (a
# "tetris" or "sokoban" pitch is already held to that kind). The words match in a pitch in any language.
TITLES: dict[str, tuple[str, Words]] = {
    "flappy_bird": ("Flappy Bird", {"en": ("flappy bird", "flappy"), "ko": ("플래피",), "ar": ("فلابي",)}),
    "chrome_dino": (
        "the Chrome dinosaur game",
        {"en": ("chrome dino", "dino game", "dinosaur game", "t-rex game", "t rex game", "trex game", "t-rex runner")},
    ),
    "subway_surfers": ("Subway Surfers", {"en": ("subway surfers", "subway surfer")}),
    "temple_run": ("Temple Run", {"en": ("temple run",)}),
    "geometry_dash": ("Geometry Dash", {"en": ("geometry dash",)}),
    "super_mario": ("Super Mario", {"en": ("super mario", "mario bros", "mario"), "ko": ("마리오",)}),
    "mario_kart": ("Mario Kart", {"en": ("mario kart",)}),
    "doodle_jump": (
        "Doodle Jump",
        {"en": ("doodle jump", "doodle-jump"), "ko": ("두들 점프", "두들점프"), "ar": ("دودل جمب", "دودل جامب")},
    ),
    "vampire_survivors": ("Vampire Survivors", {"en": ("vampire survivors", "survivors-like", "bullet heaven")}),
    "slither_io": ("slither.io", {"en": ("slither.io", "slither io", "slitherio")}),
    "agar_io": ("agar.io", {"en": ("agar.io", "agar io", "agario")}),
    "space_invaders": ("Space Invaders", {"en": ("space invaders",)}),
    "galaga": ("Galaga", {"en": ("galaga",)}),
    "bejeweled": ("Bejeweled", {"en": ("bejeweled",)}),
    "candy_crush": ("Candy Crush", {"en": ("candy crush",)}),
    "arkanoid": ("Arkanoid", {"en": ("arkanoid",)}),
    "pac_man": ("Pac-Man", {"en": ("pac-man", "pacman", "pac man"), "ko": ("팩맨",), "ja": ("パックマン",)}),
    "cookie_clicker": ("Cookie Clicker", {"en": ("cookie clicker",)}),
    "angry_birds": ("Angry Birds", {"en": ("angry birds",)}),
    "fruit_ninja": ("Fruit Ninja", {"en": ("fruit ninja",)}),
    "crossy_road": ("Crossy Road", {"en": ("crossy road",)}),
}

# --- themes (the offline studio's colour themes use these keys) -----------------------------
THEMES: dict[str, Words] = {
    "candy": {
        "en": ("candy", "sweet", "dessert", "sugar"),
        "ko": ("사탕", "캔디", "디저트", "과자"),
        "it": ("caramell~", "dolci", "zucchero"),
        "ar": ("حلوى", "الحلوى", "سكاكر"),
    },
    "ocean": {
        "en": ("ocean", "sea", "underwater", "fish", "reef"),
        "ko": ("바다", "해저", "물고기", "바닷"),
        "it": ("oceano", "mare", "subacque~", "pesci"),
        "ar": ("المحيط", "البحر", "تحت الماء", "أسماك"),
    },
    "space": {
        "en": ("space", "galaxy", "star", "cosmic", "alien", "planet", "galaga", "🚀", "👾", "🛸", "🪐", "🌌"),
        "ko": ("우주", "은하", "외계"),
        # Italian stars in phrases: German "Stelle" is a place ("an die richtige Stelle").
        "it": (
            "spazio",
            "spazial~",
            "galassia",
            "le stelle",
            "di stelle",
            "stellar~",
            "alieni",
            "pianeti",
        ),
        "ar": ("الفضاء", "فضاء", "المجرة", "كواكب", "فضائي"),
    },
    "forest": {
        "en": ("forest", "jungle", "nature", "woods", "garden"),
        "ko": ("숲", "정글", "자연", "정원"),
        "it": ("foresta", "giungla", "bosco", "giardino"),
        "ar": ("الغابة", "غابة", "الأدغال", "حديقة"),
    },
    "neon": {
        "en": ("neon", "cyber", "synthwave", "arcade"),
        "ko": ("네온", "사이버", "오락실"),
        "it": ("neon", "cyber"),
        "ar": ("نيون",),
    },
    "fruit": {
        "en": ("fruit", "juice", "berry", "farm"),
        "ko": ("과일", "주스", "딸기", "농장"),
        "it": ("frutta", "succo", "fattoria"),
        "ar": ("فواكه", "الفواكه", "فاكهة", "مزرعة"),
    },
    "spooky": {
        "en": ("halloween", "spooky", "ghost", "zombie", "horror", "vampire"),
        "ko": ("할로윈", "유령", "좀비", "공포", "뱀파이어", "흡혈귀"),
        "it": ("halloween", "fantasmi", "fantasma", "zombi", "horror", "vampiro", "vampiri"),
        "ar": ("الهالوين", "أشباح", "شبح", "زومبي", "رعب", "مصاص دماء", "مصاصي الدماء", "مصاصو الدماء"),
    },
    "winter": {
        "en": ("winter", "snow", "ice", "frost", "christmas"),
        "ko": ("겨울", "눈사람", "얼음", "크리스마스"),
        "it": ("inverno", "neve", "ghiaccio", "natale"),
        "ar": ("الشتاء", "شتاء", "الثلج", "جليد"),
    },
    "desert": {
        "en": ("desert", "sand", "egypt", "cactus"),
        "ko": ("사막", "모래", "선인장"),
        "it": ("deserto", "sabbia", "egitto"),
        "ar": ("الصحراء", "صحراء", "رمال"),
    },
    "retro": {
        "en": ("retro", "pixel", "8-bit", "8bit", "classic"),
        "ko": ("레트로", "픽셀", "고전"),
        "it": ("retrò", "retro", "pixel", "classico"),
        "ar": ("كلاسيكي", "قديم الطراز", "بكسل"),
    },
}
