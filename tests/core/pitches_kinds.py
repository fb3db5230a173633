"""A held-out set of pitches for kinds of game, written before the reader was read for them: one line
each as people type them, in eighteen languages, asking for common casual kinds: catching what falls
(a fruit catcher, an egg catcher, "catch the stars"), popping balloons, Doodle-Jump-like jumpers,
slither.io-like snakes, idle clickers, Vampire-Survivors-likes, roguelike dungeons, hangman and word
search, solitaire, and kinds the house already has written in new ways. Each with what a careful
reader would list (as :func:`tests.core.pitches.p`), whether the reader gets it or not: ``MISREAD``
names those it does not, and why.

The kind listed is the house's kind the game is (a balloon popper is a game of hitting what shows
before it goes, as the whack-a-mole is; Doodle Jump a platformer; slither.io a snake; an idle clicker a
simulation; Vampire Survivors a shooter that fires on its own, as the dodger does), or none where no
kind of the house is that game: a comment ``# no kind of the house: ...`` says which game it is (a
ball sort, a pipe puzzle, knife hit, helix jump, a parking game, a drawing game, hidden objects, Simon
says, agar.io). Simon says is no memory-pairs game: the house's memory kind turns cards to find pairs,
and a sequence to repeat is another game.

The catchers' scope was "off" as written; the offline studio has had a catcher template since, so
"in". Measured with ``bench/pitch_reading.py --corpus kinds``.
"""

from __future__ import annotations

from tests.core.pitches import p

KINDS_SET = (
    # --- English -------------------------------------------------------------------------------
    p("catch the falling apples with a basket", "en", "catcher", "in"),
    p("egg catcher game, move the basket left and right, 3 lives", "en", "catcher", "in", "mechanic.lives"),
    p("a game where you catch the stars falling from the sky", "en", "catcher", "in", "theme"),
    p("fruit catcher for my phone", "en", "catcher", "in", "theme", "target.phone"),
    p("pop the balloons before they fly away", "en", "tapper", "in"),
    p("doodle jump clone but with a cat", "en", "platformer", "in"),
    p("slither.io but offline", "en", "snake", "in"),
    p("an idle clicker where you run a lemonade stand", "en", "simulation", "off"),
    p("something like vampire survivors", "en", "shooter", "in"),
    p("roguelike dungeon crawler with permadeath", "en", "rpg", "off"),
    p("hangman with animal names", "en", "word_game", "off"),
    p("a word search game, 5 minutes", "en", "word_game", "off", "time_limit", time_s=300),
    p("klondike solitaire", "en", "card_game", "off"),
    p("catch fish with a rod", "en", "fishing", "off"),
    # no kind of the house: knife hit (throw knives into a spinning log)
    p("knife hit clone", "en", None, "off"),
    # no kind of the house: a pipe puzzle
    p("connect the pipes so the water flows", "en", None, "off"),
    # no kind of the house: Simon says (repeat a growing sequence)
    p("simon says with 4 coloured buttons", "en", None, "off"),
    # no kind of the house: a colour sort
    p("water sort game, pour the colours into tubes", "en", None, "off"),
    # --- Spanish -------------------------------------------------------------------------------
    p("juego de atrapar frutas que caen con una cesta", "es", "catcher", "in", "theme"),
    p("un juego de reventar globos, 60 segundos", "es", "tapper", "in", "time_limit", time_s=60),
    p("como doodle jump pero con un conejo", "es", "platformer", "in"),
    p("un solitario para jugar en el móvil", "es", "card_game", "off", "target.phone"),
    p("el ahorcado con palabras en español", "es", "word_game", "off"),
    p("buscaminas clásico", "es", "minesweeper", "off", "theme"),
    # no kind of the house: helix jump
    p("tipo helix jump", "es", None, "off"),
    # --- French --------------------------------------------------------------------------------
    p("un jeu où on attrape des œufs qui tombent avec un panier", "fr", "catcher", "in"),
    p("jeu de type slither.io", "fr", "snake", "in"),
    p("un jeu de pendu", "fr", "word_game", "off"),
    p("un jeu de mots mêlés", "fr", "word_game", "off"),
    # no kind of the house: a drawing game
    p("un jeu de dessin où il faut deviner le mot", "fr", None, "off"),
    # --- German --------------------------------------------------------------------------------
    p("ein Spiel, in dem man fallende Sterne fängt", "de", "catcher", "in", "theme"),
    p("Luftballons zerplatzen lassen, fürs Handy", "de", "tapper", "in", "target.phone"),
    p("ein Idle-Clicker wie Cookie Clicker", "de", "simulation", "off"),
    p("ein Galgenmännchen-Spiel", "de", "word_game", "off"),
    p("Roguelike mit Dungeons und zufälligen Räumen", "de", "rpg", "off"),
    # no kind of the house: hidden objects
    p("ein Wimmelbild-Spiel mit versteckten Gegenständen", "de", None, "off"),
    # --- Portuguese ----------------------------------------------------------------------------
    p("jogo de pegar frutas caindo com uma cesta", "pt", "catcher", "in", "theme"),
    p("tipo doodle jump, pulando de plataforma em plataforma", "pt", "platformer", "in"),
    p("jogo da forca", "pt", "word_game", "off"),
    p("jogo da cobrinha estilo slither", "pt", "snake", "in"),
    p("paciência de cartas", "pt", "card_game", "off"),
    p("jogo da velha contra o computador", "pt", "tic_tac_toe", "in", "mechanic.vs_computer"),
    # --- Russian -------------------------------------------------------------------------------
    p("игра где надо ловить падающие яблоки корзиной", "ru", "catcher", "in"),
    p("лопать шарики на время, 30 секунд", "ru", "tapper", "in", "time_limit", time_s=30),
    p("что-то вроде doodle jump", "ru", "platformer", "in"),
    p("виселица, угадай слово", "ru", "word_game", "off"),
    p("рогалик с подземельями", "ru", "rpg", "off"),
    p("пасьянс косынка", "ru", "card_game", "off"),
    # no kind of the house: agar.io (a cell that eats smaller cells)
    p("как agar.io", "ru", None, "off"),
    # --- Japanese ------------------------------------------------------------------------------
    p("落ちてくるフルーツをカゴでキャッチするゲーム", "ja", "catcher", "in", "theme"),
    p("風船を割るゲーム", "ja", "tapper", "in"),
    p("ドゥードゥルジャンプみたいなゲーム", "ja", "platformer", "in"),
    p("英単語のハングマン", "ja", "word_game", "off"),
    p("ソリティア", "ja", "card_game", "off"),
    p("放置系クリッカーゲーム", "ja", "simulation", "off"),
    # --- Chinese -------------------------------------------------------------------------------
    p("用篮子接住掉下来的水果", "zh", "catcher", "in", "theme"),
    p("接鸡蛋的小游戏", "zh", "catcher", "in"),
    p("扎气球的小游戏", "zh", "tapper", "in"),
    p("类似贪吃蛇大作战的游戏", "zh", "snake", "in"),
    p("纸牌接龙", "zh", "card_game", "off"),
    p("肉鸽地牢游戏", "zh", "rpg", "off"),
    p("雷电那种飞机大战", "zh", "shooter", "in"),
    # --- Korean --------------------------------------------------------------------------------
    p("떨어지는 과일을 바구니로 받는 게임", "ko", "catcher", "in", "theme"),
    p("풍선 터뜨리기 게임", "ko", "tapper", "in"),
    p("두들 점프 같은 게임", "ko", "platformer", "in"),
    p("행맨 게임", "ko", "word_game", "off"),
    p("방치형 클리커", "ko", "simulation", "off"),
    # no kind of the house: hidden pictures
    p("숨은그림찾기 게임", "ko", None, "off"),
    # --- Arabic --------------------------------------------------------------------------------
    p("لعبة التقاط الفواكه المتساقطة بالسلة", "ar", "catcher", "in", "theme"),
    p("لعبة فرقعة البالونات", "ar", "tapper", "in"),
    p("لعبة مثل دودل جمب", "ar", "platformer", "in"),
    p("لعبة الرجل المشنوق", "ar", "word_game", "off"),
    p("لعبة سوليتير", "ar", "card_game", "off"),
    # --- Hindi ---------------------------------------------------------------------------------
    p("गिरते हुए फल टोकरी से पकड़ने वाला गेम", "hi", "catcher", "in", "theme"),
    p("गुब्बारे फोड़ने वाला गेम", "hi", "tapper", "in"),
    p("सांप वाला गेम जैसे slither.io", "hi", "snake", "in"),
    p("हैंगमैन गेम", "hi", "word_game", "off"),
    # --- Turkish -------------------------------------------------------------------------------
    p("düşen meyveleri sepetle yakalama oyunu", "tr", "catcher", "in", "theme"),
    p("balon patlatma oyunu", "tr", "tapper", "in"),
    p("adam asmaca oyunu", "tr", "word_game", "off"),
    p("doodle jump gibi bir oyun", "tr", "platformer", "in"),
    p("idle clicker oyunu", "tr", "simulation", "off"),
    # --- Indonesian ----------------------------------------------------------------------------
    p("game menangkap buah yang jatuh pakai keranjang", "id", "catcher", "in", "theme"),
    p("game memecahkan balon", "id", "tapper", "in"),
    p("game tebak kata seperti hangman", "id", "word_game", "off"),
    p("game seperti slither.io", "id", "snake", "in"),
    p("game ular-ularan", "id", "snake", "in"),
    # --- Polish --------------------------------------------------------------------------------
    p("gra w łapanie spadających jajek do koszyka", "pl", "catcher", "in"),
    p("gra w przebijanie balonów", "pl", "tapper", "in"),
    p("gra w wisielca", "pl", "word_game", "off"),
    p("pasjans pająk", "pl", "card_game", "off"),
    p("coś jak vampire survivors", "pl", "shooter", "in"),
    p("kółko i krzyżyk", "pl", "tic_tac_toe", "in"),
    # --- Italian -------------------------------------------------------------------------------
    p("un gioco dove prendi la frutta che cade con un cestino", "it", "catcher", "in", "theme"),
    p("scoppia i palloncini", "it", "tapper", "in"),
    p("tipo doodle jump", "it", "platformer", "in"),
    p("il gioco dell'impiccato", "it", "word_game", "off"),
    p("un roguelike nei dungeon", "it", "rpg", "off"),
    # --- Vietnamese, Dutch, Ukrainian ----------------------------------------------------------
    p("trò chơi hứng trái cây rơi bằng giỏ", "vi", "catcher", "in", "theme"),
    p("een spel waarin je vallende eieren vangt met een mandje", "nl", "catcher", "in"),
    p("гра де треба ловити яблука, що падають", "uk", "catcher", "in"),
)

MISREAD: dict[str, str] = {
    "an idle clicker where you run a lemonade stand": (
        "\"clicker\" is read as the mouse asked for too (a click is the mouse's); the kind's name asks for no"
        " control, but a clicker is played by clicking"
    ),
    "ein Idle-Clicker wie Cookie Clicker": '"Clicker" read as the mouse asked for, as in English',
    "idle clicker oyunu": '"clicker" read as the mouse asked for, as in English',
    "catch fish with a rod": '"fish" is read as an ocean look, as in "a fish game"; a fishing game is often at sea',
    "tipo helix jump": (
        'two English words (a title) and one Spanish or Italian word: "tipo" alone does not outweigh them'
    ),
    "tipo doodle jump": '"tipo" alone does not outweigh an English title of two words',
    "game memecahkan balon": '"game" is an English word, and no common Indonesian word outweighs it in three words',
    "game tebak kata seperti hangman": '"game" and "hangman" are English; "seperti" alone does not outweigh them',
    "game seperti slither.io": '"game" is English; "seperti" alone does not outweigh it',
    "game ular-ularan": '"game" is English; a two-word pitch has no common Indonesian word',
    "лопать шарики на время, 30 секунд": (
        '"шарики" (little balls) is the Russian bubble shooter\'s word as often as balloons ("лопать шарики"'
        " is how its players say it too): read as the bubble shooter, as it was"
    ),
    "balon patlatma oyunu": (
        '"balon patlatma" is the Turkish name of the bubble shooter (its stores list bubble shooters by it):'
        " read as the bubble shooter, as it was"
    ),
    "гра де треба ловити яблука, що падають": (
        "the catch and the falling are in two clauses (a comma between them), and a phrase's gap holds no"
        " clause break: read as no kind"
    ),
}
