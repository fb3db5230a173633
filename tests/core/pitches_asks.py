"""What each of a labelled set of pitches asks that no requirement id expresses, as a careful reader
would list it in the pitch's own words (empty for most): the measure of the detection of unread asks
(the ``ask`` requirements of :func:`crumb.core.pitch_reader.floor`), ``bench/pitch_reading.py --labelled``.

How it was drawn, before the detector was changed and without looking at what it finds:

- every pitch of the eighth held-out set (``pitches_eighth``, 66), its asks those its comments
  ``# also asks, unreadable: "..."`` quote, and none for a pitch without such a comment;
- every seventh pitch (the 1st, 8th, 15th…) of the other sets in the bench's order (varied, wider, fifth,
  sixth, seventh, then the corpus: 855 pitches, 123 drawn, 35 languages), each labelled by hand: a
  character the player is or meets ("you're a little cat", "com um peixe", "Tavukla"), a place the
  listed ids have no theme for ("in dieser Höhle"), an opponent ("contro il computer"), content ("with
  animals", "neonatal care cards", "збери картинку"), a control or rule the vocabulary has no word for
  ("and an undo button", "没有管子", no pipes); not a thing a listed id says, nor the kind of game's own
  parts ("a memory game: guess where the pair is"), nor a mechanic said not to change ("the speed stays
  the same").

Each ask is quoted as the pitch says it (a test holds each to be in its pitch); a detected ask finds a
labelled one when the two overlap in the pitch.
"""

from __future__ import annotations

from collections.abc import Callable

from crumb.core.contracts import Requirement

# (pitch, language, what it asks that no requirement id expresses)
LABELLED: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("like tetris but sometimes a bomb piece drops and clears everything around it, 1:30 rounds", "en", ()),
    ("a platformer where you can dash and wall jump, no double jump tho, 90s", "en", ("you can dash and wall jump",)),
    (
        "space shooter where enemies split in two when u shoot them, keyboard only",
        "en",
        ("enemies split in two when u shoot them",),
    ),
    ("something like flappy bird i can play on the bus, a minute and a half", "en", ()),
    ("breakout for my ipad, ball speeds up, 3 hearts", "en", ()),
    ("snaek game but u cant die from hitting the walls, 2min", "en", ()),
    ("the chrome dino game but ur a cat, ❤️❤️❤️", "en", ("ur a cat",)),
    ("whack a mole on my laptop, mouse only, 45s, no bombs pls", "en", ()),
    ("angry birds style game with 10 levels, not for phone, pc only", "en", ()),
    ("마리오카트 같은 레이싱 게임, 2인용, 1:30", "ko", ()),
    ("폰으로 할 수 있는 flappy bird 느낌, 하트 3개", "ko", ()),
    (
        "tipo space invaders ma i nemici si dividono in due quando li colpisci, 3 cuori",
        "it",
        ("i nemici si dividono in due quando li colpisci",),
    ),
    ("un gioco della memoria da giocare in treno, un minuto e mezzo", "it", ()),
    ("لعبة مثل تتريس بس تسرع مع الوقت، دقيقة ونص", "ar", ()),
    ("لعبة snake على الايباد بدون جدران و٣ قلوب", "ar", ()),
    ("wie Flappy Bird, aber unter Wasser, nur mit Tastatur", "de", ()),
    ("Snake, aber nicht fürs Handy sondern für den PC, 90 Sek", "de", ()),
    ("comme candy crush mais avec des fruits, 1min30, pour jouer dans le metro", "fr", ()),
    (
        "un jeu de tir spatial ou les ennemis se divisent en deux, sans boss, clavier uniquement",
        "fr",
        ("les ennemis se divisent en deux",),
    ),
    ("un casse brique pour mon fils de 6 ans, pas de chrono, 5 coeurs", "fr", ()),
    ("game giống flappy bird nhưng là con cá bơi dưới nước, chơi trên điện thoại", "vi", ()),
    ("game rắn săn mồi không có tường, 1 phút 30 giây, 3 mạng", "vi", ()),
    ("game ban may bay co trum cuoi, choi 2 phut", "vi", ()),
    ("game kayak crossy road tapi bisa main berdua, 90 detik", "id", ()),
    ("game ular buat di hp, tanpa tembok, nyawa 3", "id", ()),
    ("game lompat2an kayak mario, ada koin sama musuh, bisa double jump", "id", ()),
    ("mchezo kama pac-man, dakika moja na nusu, maisha matatu", "sw", ()),
    ("mchezo wa nyoka kwenye simu, bila kuta, sekunde 90", "sw", ()),
    ("משחק כמו טטריס אבל החלקים נופלים יותר מהר עם הזמן, דקה וחצי", "he", ()),
    ("משחק נחש לאייפד, בלי קירות, 3 לבבות", "he", ()),
    ("παιχνίδι σαν το flappy bird για το κινητό, 90 δευτερόλεπτα", "el", ()),
    ("φιδακι χωρις τοιχους, ενα λεπτο και μισο, 3 ζωες", "el", ()),
    ("gra jak arkanoid ale piłka przyspiesza, na telefon, 3 serduszka", "pl", ()),
    ("platformowka z podwojnym skokiem bez przeciwnikow, półtorej minuty", "pl", ()),
    ("гра як angry birds, але зі сніговиками, 10 рівнів", "uk", ()),
    ("космічна стрілялка, вороги діляться на два, тільки клавіатура", "uk", ("вороги діляться на два",)),
    ("candy crush gibi ama meyveli, telefonda oynanacak, 1:30", "tr", ()),
    ("yilan oyunu duvarsiz, 3 can, klavye ile", "tr", ()),
    (
        "mario tarzi platform oyunu, dusmanlar ikiye bolunuyor, bolum sonu canavari var",
        "tr",
        ("dusmanlar ikiye bolunuyor",),
    ),
    ("یه بازی مثل تتریس ولی دو نفره، یک دقیقه و نیم", "fa", ()),
    ("بازی مار برای گوشی، بدون دیوار، ۳ تا قلب", "fa", ()),
    ("เกมเหมือนflappy birdเล่นบนมือถือ90วินาที", "th", ()),
    ("เกมงูไม่มีกำแพง หนึ่งนาทีครึ่ง สามหัวใจ", "th", ()),
    ("マインスイーパーっぽいの、スマホで、制限時間1:30", "ja", ()),
    ("iPadで遊べるブロック崩し、ハート3つ", "ja", ()),
    (
        "ダッシュできる横スクロールアクション、敵は倒すと2つに分裂する、90秒",
        "ja",
        ("ダッシュできる", "敵は倒すと2つに分裂する"),
    ),
    ("类似俄罗斯方块的游戏，只用键盘，一分半钟", "zh", ()),
    ("手机上玩的像flappy bird的游戏，三颗心", "zh", ()),
    ("吃豆人那种迷宫游戏，鬼会越来越快，90秒", "zh", ()),
    ("टेट्रिस जैसा गेम लेकिन दो लोग खेल सकें, डेढ़ मिनट", "hi", ()),
    ("फ़ोन पर खेलने वाला snake game, दीवारें नहीं, 3 ❤️", "hi", ()),
    ("tipo subway surfers mas no espaço, pra jogar no busão", "pt", ()),
    ("jogo da cobrinha sem parede, 1:30, 3 coracoes", "pt", ()),
    ("um joguinho igual o mario, da pra dar dash e pular duas vezes, sem inimigos", "pt", ("da pra dar dash",)),
    ("un jueguito tipo mario kart pa la compu, minuto y medio", "es", ()),
    (
        "un juego de naves tipo galaga, los enemigos se parten en dos al dispararles, con jefe final, re difícil",
        "es",
        ("los enemigos se parten en dos al dispararles",),
    ),
    ("zoiets als crossy road maar dan met een eend, anderhalve minuut", "nl", ("met een eend",)),
    ("slangenspel voor op mijn ipad, zonder muren, 3 hartjes", "nl", ()),
    ("hra jako pong pro dva hrace na jedne klavesnici, do 10 bodu", "cs", ()),
    ("skakacka jako mario s dvojitym skokem, bez nepratel, na mobil", "cs", ()),
    ("un joc ca flappy bird, pe telefon, un minut si jumatate", "ro", ()),
    ("joc cu sarpele fara pereti, 3 inimi, doar tastatura", "ro", ()),
    ("olyan mint az aknakereső, csak nehezebb, időkorlát nélkül", "hu", ()),
    ("kígyós játék fal nélkül, telefonra, 3 szív", "hu", ()),
    ("vähän niinku guitar hero mut näppäimistöllä, 1:30", "fi", ()),
    ("matopeli ilman seiniä puhelimelle, kolme sydäntä", "fi", ()),
    ("لعبة ثعبان في الصحراء تزداد فيها سرعة الثعبان مع كل تفاحة، ولديك ثلاثة أرواح", "ar", ()),
    ("لعبة ألغاز كلاسيكية تلعب بالأسهم", "ar", ()),
    ("अलबम के गानों पर बना रिदम गेम, कीबोर्ड से खेलें", "hi", ("अलबम के गानों पर बना",)),
    ("适合儿童的简单记忆游戏，在手机上玩，限时九十秒", "zh", ()),
    ("宇宙を舞台にしたシューティング、ボス戦とシールドあり", "ja", ()),
    ("벽돌깨기인데 속도는 그대로고 점수만 올라간다", "ko", ()),
    ("Un juego de la serpiente en el espacio donde la velocidad aumenta con cada manzana, tres vidas", "es", ()),
    ("uzayda geçen bir nişancı oyunu, kalkan ve bombalar var", "tr", ()),
    ("an endless runner where the speed stays the same but the gaps get smaller", "en", ()),
    ("لعبة كرة الطاولة لشخصين", "ar", ()),
    ("一个在海底世界的消消乐，限时两分钟，有炸弹和连击", "zh", ()),
    ("制限時間60秒のもぐらたたき、金色のモグラはボーナス", "ja", ()),
    ("레트로 스타일 벽돌깨기, 스페이스바로 발사", "ko", ()),
    ("космический шутер с боссом в конце каждого уровня", "ru", ()),
    ("a cozy farming game where you grow fruit", "en", ()),
    ("एक रेसिंग गेम जिसमें हर लैप के बाद कार की स्पीड बढ़ती है", "hi", ()),
    ("水果忍者风格的切水果游戏，用手指滑动", "zh", ()),
    ("픽셀 그래픽의 던전 탐험 게임, 몬스터를 물리치고 보스를 잡아라", "ko", ()),
    ("Un tetris en el que las piezas caen cada vez más rápido", "es", ()),
    ("Um jogo de corrida infinita na cidade, com moedas e obstáculos", "pt", ()),
    ("Uzayda geçen bir nişancı oyunu, her seviyede düşmanlar hızlanıyor", "tr", ()),
    ("a sokoban puzzle with 20 levels and an undo button", "en", ("and an undo button",)),
    ("Trò chơi rắn săn mồi, rắn càng ăn càng nhanh, có 3 mạng", "vi", ()),
    ("Game ular klasik, makin lama makin cepat, pakai tombol panah", "id", ()),
    ("Strzelanka kosmiczna z bossem i tarczą, sterowanie strzałkami", "pl", ()),
    ("משחק נחש שהולך ומאיץ, עם שלושה חיים", "he", ()),
    ("mchezo wa mbio za magari kwenye simu, dakika mbili", "sw", ()),
    ("ein Jump'n'Run mit double jump und Münzen, bitte auf Deutsch", "de", ()),
    ("a match-3 game, time limit one minute thirty seconds", "en", ()),
    ("jogo da cobrinha sem paredes, cinco vidas e sem limite de tempo", "pt", ()),
    ("a memory game for nurses: match neonatal care cards, 2 minutes", "en", ("match neonatal care cards",)),
    ("贪吃蛇，不要炸弹也不要加速，三分钟", "zh", ()),
    ("لعبة ثعبان بدون أعداء، خمس أرواح، على الهاتف", "ar", ()),
    ("game ular yang makin lama makin cepat, tanpa musuh", "id", ()),
    ("snakes and ladders for 2 players on the ipad", "en", ()),
    ("a 15 puzzle you slide with the mouse, five minutes", "en", ()),
    ("Schlangenspiel ohne Waende und ohne Gift, zwei Minuten", "de", ()),
    # The computer as the opponent is read since the fourteenth set (mechanic.vs_computer): no ask.
    ("un gioco di scacchi contro il computer, difficile, senza timer", "it", ()),
    ("משחק זיכרון: נחש איפה הזוג, דקה וחצי", "he", ()),
    ("像素风的打砖块，球会越来越快，没有道具", "zh", ()),
    ("φιδάκι χωρίς τοίχους και χωρίς δηλητήριο, στο κινητό", "el", ()),
    ("een memory spelletje voor de kids, anderhalve minuut", "nl", ()),
    (
        "ok so basically its a platformer, you're a little cat and you collect fish (like coins), there are spikes everywhere but no enemies at all, except at the end there's a big dog boss, and you get about a minute per level, and it should work on my phone too",
        "en",
        ("you're a little cat", "you collect fish", "a big dog boss"),
    ),
    ("asteroids-style space shooter for desktop, approx 2 min rounds, 5 lives", "en", ()),
    ("snake pa'l cel, 3 vidas, sin paredes porfa", "es", ()),
    ("tipo flappy bird mas com um peixe debaixo d'água", "pt", ("com um peixe",)),
    ("slangenspel zonder muren, twee minuten", "nl", ()),
    ("لعبة زي فلابي بيرد، ٣ أرواح", "ar", ()),
    ("سانپ والا گیم، دو منٹ، تین زندگیاں", "ur", ()),
    ("像flappy bird一样的游戏但是没有管子", "zh", ("没有管子",)),
    ("ilan oyunu, iki dəqiqə, divarsız", "az", ()),
    ("a 30-second match-3 with a combo multiplier", "en", ()),
    ("a memory game with a time penalty for every wrong pair, 60 seconds", "en", ()),
    ("a 2048 clone for phones with a combo bonus", "en", ()),
    ("an endless runner that keeps getting faster, with coins to collect", "en", ()),
    ("콤보가 있는 매치3 퍼즐, 모바일용", "ko", ()),
    ("un gioco del serpente dove la velocità aumenta, hai tre vite", "it", ()),
    ("un gioco di corsa infinita nella foresta dove il varco si restringe", "it", ()),
    ("لعبة تحطيم الطوب في الفضاء مدتها ٦٠ ثانية", "ar", ()),
    ("لغز شطرنج: كش ملك في نقلتين", "ar", ("كش ملك في نقلتين",)),
    ("un juego de plataformas con doble salto y pinchos, 90 segundos, para móvil", "es", ()),
    ("un juego de carreras de coches, dos minutos", "es", ()),
    ("ブロック崩しで、ブロックを消すたびにパドルが縮む。ライフは3つ", "ja", ()),
    ("倉庫番風のパズル、箱を押してゴールへ運ぶ", "ja", ()),
    ("子供向けの簡単なもぐらたたき", "ja", ()),
    ("太空射击游戏，有护盾和炸弹，用手机玩", "zh", ()),
    ("國際象棋殘局挑戰", "zh", ("殘局",)),
    ("Космический шутер со щитом и бомбами", "ru", ()),
    ("Уворачивайся от астероидов в космосе, пока не кончатся жизни", "ru", ()),
    ("Рыбалка на озере зимой", "ru", ()),
    ("Kalkanı ve bombaları olan bir uzay nişancı oyunu", "tr", ()),
    ("Meteorlardan kaçarak hayatta kal, uzayda geçen bir oyun", "tr", ()),
    ("Tavukla yolu geç, arabalara dikkat", "tr", ("Tavukla",)),
    ("Ein Flappy-Bird-Klon mit Power-ups, Highscore und einer Lücke, die immer enger wird", "de", ()),
    ("Snake in 30 Sekunden", "de", ()),
    ("Ein Jump'n'Run: in dieser Höhle sammelst du Münzen und weichst Stacheln aus", "de", ("in dieser Höhle",)),
    ("Een stenenbreker waarbij de peddel krimpt, je hebt drie levens", "nl", ()),
    ("Een endless runner in de jungle die om de 10 seconden sneller gaat", "nl", ()),
    ("Een racegame met auto's, drie minuten", "nl", ()),
    ("Арканоїд, де ракетка зменшується після кожного ряду, у тебе три життя", "uk", ()),
    ("П’ятнашки: збери картинку за півхвилини, пересувай плитки мишею", "uk", ("збери картинку",)),
    ("легка гра на пам'ять для дітей", "uk", ()),
    ("aligner trois bonbons en 60 secondes avec un multiplicateur de combo", "fr", ()),
    ("un taquin de 4 par 4 avec un chrono de trente secondes", "fr", ()),
    ("un casse-briques, la balle gagne en vitesse", "fr", ()),
    ("um quebra-tijolos onde a raquete diminui, você tem três vidas", "pt", ()),
    ("um flappy bird em que a abertura diminui conforme a pontuação sobe", "pt", ()),
    ("um jogo da memória fácil para crianças, com dois minutos", "pt", ()),
    ("Διαστημικό παιχνίδι σκοποβολής με ασπίδα και βόμβες", "el", ()),
    ("Αγώνας αυτοκινήτων σε τρεις πίστες", "el", ()),
    ("अंतरिक्ष में शूटर गेम, ढाल और बम के साथ", "hi", ()),
    ("कार रेस का खेल, तीन लेवल", "hi", ()),
    ("Game tembak-tembakan luar angkasa dengan perisai dan bom", "id", ()),
    ("Gra w węża, który rośnie i przyspiesza, a zatrute jabłka go skracają", "pl", ()),
    ("Gra planszowa dla dwóch graczy", "pl", ()),
    ("Trò chơi lật thẻ trí nhớ dễ chơi cho trẻ em, hai phút", "vi", ()),
    ("שובר לבנים שבו המחבט מתכווץ אחרי כל שורה, עם שלושה חיים", "he", ()),
    ("משחק מילים שבו צריך לנחש מילה בכל יחידה", "he", ()),
    ("หมากรุกแข่งกับคอมพิวเตอร์ เล่นยาก", "th", ("แข่งกับคอมพิวเตอร์",)),
    ("بازی سکویی با پرش دوبل و تله\u200cها، ۹۰ ثانیه، برای گوشی", "fa", ()),
    ("بازی مار که سریع\u200cتر نمی\u200cشود، در جنگل", "fa", ()),
    ("Mbio za magari jangwani, kusanya sarafu", "sw", ()),
    ("بچوں کے لیے آسان یادداشت کا گیم، ۹۰ سیکنڈ", "ur", ()),
    ("মহাকাশে শুটার গেম, ঢাল আর পাঁচটি জীবন", "bn", ()),
    ("ইট ভাঙা গেম, বল ক্রমশ দ্রুত হয়, বোনাস সহ", "bn", ()),
    ("karera ng kotse sa disyerto, mangolekta ng barya", "tl", ()),
    ("schack mot datorn, väldigt svårt", "sv", ("mot datorn",)),
    ("et platformspil i skoven med dobbelthop og guldmønter men ingen fjender", "da", ()),
    ("et slangespill der slangen blir lengre og raskere, 3 minutter", "nb", ()),
    ("tetris der klossene faller raskere og raskere, med toppliste", "nb", ()),
    ("piškvorky pro dva hráče na mobilu", "cs", ()),
    ("un joc de memorie ușor pentru copii, 90 de secunde", "ro", ()),
    ("avaruusammuskelu kilvellä ja viidellä elämällä, pitää toimia puhelimella", "fi", ()),
    ("matopeli ilman seiniä, mutta myrkyllisiä omenoita on paljon", "fi", ()),
    ("breakout, ahol az ütő egyre kisebb lesz és bombák is vannak", "hu", ()),
    ("permainan memori yang mudah untuk kanak-kanak, setengah minit sahaja", "ms", ()),
    ("joc de plataformes al bosc amb doble salt i monedes, pero sense enemics", "ca", ()),
    ("hra s hadom, ktorý sa zrýchľuje s každým jablkom, 2 minúty", "sk", ()),
    ("tetris s padajúcimi kockami a rebríčkom, ovládanie šípkami", "sk", ()),
    ("križić kružić za dva igrača na mobitelu", "hr", ()),
    ("лесна игра на паметта за деца с животни, 90 секунди", "bg", ("с животни",)),
    ("kosmosda atıcı oyun, qalxan və üç can ilə, telefon üçün", "az", ()),
    ("divarsız və zəhərsiz ilan oyunu, bir yarım dəqiqə", "az", ()),
)


def _span(pitch: str, words: str) -> tuple[int, int]:
    start = pitch.find(words)
    return (start, start + len(words)) if start >= 0 and words else (0, 0)


_ASKED = ("ask.", "character.")


def _overlaps(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return a[0] < b[1] and b[0] < a[1]


def measure(
    floor: Callable[[str], list[Requirement]],
    cases: tuple[tuple[str, str, tuple[str, ...]], ...] = LABELLED,
    show: bool = False,
) -> dict[str, int]:
    """How ``floor`` finds the labelled asks of ``cases``: the pitches and the asks labelled, the labelled
    asks found (one detected ask overlaps it in the pitch), the asks detected and the pitches with one,
    the false asks (detected, overlapping no labelled ask; ``false_on_none`` of them on a pitch labelled
    with none), and the asks that quote words the reader did read (overlapping the words of one of its
    requirements, the language's aside). Asks are the ``ask.<n>`` of what the reader cannot read and the
    ``character.<key>`` of a creature, person or vehicle it names (an ask the reader can name since these
    labels were written: "ur a cat"); a game the pitch names (``title``) is a requirement the reader did read."""
    out = dict.fromkeys(
        ("pitches", "labelled", "found", "detected", "with_asks", "false", "false_on_none", "quote_read"), 0
    )
    for pitch, _lang, labelled in cases:
        requirements = floor(pitch)
        detected = [part for r in requirements if r.id.startswith(_ASKED) for part in r.source.split(" · ")]
        read = [_span(pitch, r.source) for r in requirements if not r.id.startswith(_ASKED) and r.kind != "language"]
        asked = [_span(pitch, words) for words in detected]
        wanted = [_span(pitch, words) for words in labelled]
        found = [w for w in wanted if any(_overlaps(w, a) for a in asked)]
        false = [d for d, a in zip(detected, asked, strict=True) if not any(_overlaps(a, w) for w in wanted)]
        quote_read = [d for d, a in zip(detected, asked, strict=True) if any(_overlaps(a, r) for r in read)]
        out["pitches"] += 1
        out["labelled"] += len(wanted)
        out["found"] += len(found)
        out["detected"] += len(detected)
        out["with_asks"] += bool(detected)
        out["false"] += len(false)
        out["false_on_none"] += len(false) if not labelled else 0
        out["quote_read"] += len(quote_read)
        if show and (detected or labelled):
            missed = [words for words, w in zip(labelled, wanted, strict=True) if w not in found]
            print(f"{pitch}\n    asks: {detected}  missed: {missed}  false: {false}  quoting read: {quote_read}")
    return out
