"""Words that name what a game does, or what it is played on, that no requirement of the reader
expresses, by language: one of them said beside words the reader does read is an ask of its own
(:func:`crumb.core.pitch_rest.unread`), however short the stretch that holds it.

A stretch of one or two words the reader does not know is most often the read thing said at more length
("the pieces fall", "grows by eating apples"), so a stretch asks only when it holds three such words. These
few words are the exception: each names a change to a game's rules, which no read mechanic says at more
length, in the six families people ask for most in one word beside a known one. A thing that splits or
divides ("enemies split in two when you shoot them"); the shape of a board's cells ("on a hexagon grid"); a
jump off a wall ("dash and wall jump", beside a read "double jump"); a door, a key or a portal, a goal
no requirement names ("collect 10 coins to open the door", "동전 열 개를 모으면 문이 열리는"); play over a
network ("online multiplayer pong", "Online-Mehrspieler-Schach": no template has it, and QA's page has no
network, so a read "multiplayer" met by two players on one device would pass a game nobody can play online);
where a thing is or which way the game runs ("breakout where the paddle is on the left side", "a vertical
shooter", "tetris upside down": :mod:`crumb.core.pitch_ask_places`). A stem ends in ``~``; words are found
as :func:`crumb.core.pitch_match.find` finds the vocabulary's (with the endings of their language, not
where a negation holds them).

Pure: no I/O.
"""

from __future__ import annotations

from crumb.core.pitch_ask_places import PLACES

__all__ = ["SHORT_ASKS", "OWN_PITCH_ONLY"]

# Short asks found only in a pitch in their own language, being plain words of another: English "door"
# is Dutch for through ("gaat door de muren"), "gate" and "portal" are not.
OWN_PITCH_ONLY = frozenset({"door", "doors", "doorway"})

_FIVE: dict[str, tuple[str, ...]] = {
    "en": (
        *("split", "splits", "splitting", "divide~", "divides", "dividing"),
        *(
            "hexagon~",
            "hexagonal",
            "hex grid",
            "hex board",
            "hex tiles",
            "triangular",
            "triangle grid",
            "triangle~ grid",
        ),
        *("wall jump", "wall-jump", "walljump", "wall jumps", "wall jumping", "wall climb~", "wall run~"),
        *("door", "doors", "doorway", "unlock~", "locked", "gate", "gates", "portal", "portals"),
        *("online", "on-line", "over the internet", "over the network", "networked", "netplay"),
    ),
    "es": (
        *("se parten", "se parte", "se divid~", "se dividen", "dividirse", "partirse"),
        *("hexagonal~", "hexágono~", "hexagono~", "triangular~"),
        *("salto de pared", "salto en pared", "saltos de pared", "salto en la pared"),
        *("puerta", "puertas", "llave", "llaves", "desbloque~", "portal", "portales"),
        *("en línea", "en linea", "online", "por internet", "en red"),
    ),
    "pt": (
        *("se divid~", "se partem", "se parte", "dividir-se", "dividem"),
        *("hexagonal~", "hexágono~", "hexagono~", "triangular~"),
        *("pulo na parede", "pulo de parede", "salto na parede", "salto de parede"),
        *("porta", "portas", "chave", "chaves", "destranc~", "portal", "portais"),
        *("online", "on-line", "pela internet", "em rede"),
    ),
    "fr": (
        *("se divis~", "se divisent", "se sépar~ en deux", "se coup~ en deux"),
        *("hexagonal~", "hexagone~", "triangulaire~"),
        *("saut mural", "sauts muraux", "saut contre le mur", "sauter sur les murs"),
        *(
            "la porte",
            "une porte",
            "les portes",
            "des portes",
            "clé",
            "clés",
            "clef",
            "clefs",
            "déverrouill~",
            "portail~",
        ),
        *("en ligne", "online", "en réseau", "par internet"),
    ),
    "it": (
        *("si divid~", "si dividono", "si spacc~", "dividersi"),
        *("esagonal~", "esagon~", "triangolar~"),
        *("salto a muro", "salto sul muro", "salti sui muri"),
        *("porta", "la porta", "le porte", "chiave", "chiavi", "portale", "portali", "sbloccar~"),
        *("online", "in rete", "via internet"),
    ),
    "de": (
        *("teilen sich", "teilt sich", "spalten sich", "spaltet sich", "zerfallen in", "zerfällt in"),
        *("sechseck~", "hexagon~", "dreieck~"),
        *("wandsprung~", "walljump~", "wall jump"),
        *("tür", "türen", "schlüssel~", "tor", "tore", "portal", "portale", "aufschließ~"),
        *("online~", "übers internet", "über das internet", "im netzwerk"),
    ),
    "nl": (
        *("splitsen", "splitst", "splitsen zich", "delen zich", "deelt zich"),
        *("zeshoek~", "hexagon~", "driehoek~"),
        *("muursprong~", "wall jump"),
        *("deur", "deuren", "sleutel~", "poort~", "portaal"),
        *("online", "via internet", "via het internet"),
    ),
    "sv": (
        *("delar sig", "delas", "klyvs"),
        *("sexkant~", "hexagon~", "triangel~"),
        *("väggsprång~", "wall jump"),
        *("dörr", "dörren", "dörrar", "nyckel~", "nycklar~", "portal~"),
        *("online", "via internet", "över nätet"),
    ),
    "ru": (
        *("делятся", "делится", "разделя~", "раздваива~", "распада~"),
        *("шестиуголь~", "гексагон~", "треугольн~"),
        *("прыжок от стены", "прыжки от стен~", "отталкива~ от стен~"),
        *("двер~", "ключ", "ключи", "ключа", "ключом", "ключей", "портал~"),
        *("онлайн~", "по сети", "через интернет", "по интернету"),
    ),
    "uk": (
        *("діляться", "ділиться", "розділя~", "розпада~"),
        *("шестикут~", "гексагон~", "трикутн~"),
        *("стрибок від стіни", "стрибки від стін~"),
        *("двер~", "ключ", "ключі", "ключа", "ключем", "портал~"),
        *("онлайн~", "по мережі", "через інтернет"),
    ),
    "pl": (
        *("dzielą się", "dzieli się", "rozdziela~", "rozpada~"),
        *("sześciokąt~", "sześciokat~", "heksagon~", "trójkąt~", "trojkat~"),
        *("skok od ściany", "skoki od ścian~", "odbicie od ściany"),
        *("drzwi", "klucz", "klucze", "klucza", "kluczem", "kluczy", "portal~"),
        *("online", "przez internet", "w sieci"),
    ),
    "tr": (
        *("bölün~", "bolun~", "ikiye ayrıl~", "ikiye ayril~"),
        *("altıgen~", "altigen~", "üçgen~", "ucgen~"),
        *("duvar zıpla~", "duvardan zıpla~", "duvar atlama~"),
        *("kapı~", "kapi~", "anahtar~", "portal~"),
        *("çevrimiçi", "online", "internet üzerinden"),
    ),
    "id": (
        *("membelah", "terbelah", "pecah jadi dua", "pecah menjadi dua"),
        *("segi enam", "heksagon~", "segitiga"),
        *("lompat dinding", "lompat tembok"),
        *("pintu", "kunci", "portal"),
        *("online", "daring", "lewat internet", "melalui internet"),
    ),
    "vi": (
        *("tách đôi", "tách ra", "chia đôi", "phân tách"),
        *("lục giác", "tam giác"),
        *("nhảy tường", "bật tường"),
        *("cánh cửa", "mở cửa", "chìa khóa", "chìa khoá", "cổng"),
        *("trực tuyến", "online", "qua mạng"),
    ),
    "ja": (
        *("分裂", "分かれる", "割れる"),
        *("六角形", "ヘックス", "三角形"),
        *("壁ジャンプ", "壁蹴り"),
        *("扉", "ドア", "鍵", "カギ", "出口", "ゲート"),
        *("オンライン", "ネット対戦", "通信対戦"),
    ),
    "zh": (
        *("分裂", "分成两", "一分为二"),
        *("六边形", "六角形", "蜂窝", "三角形"),
        *("蹬墙跳", "墙跳", "踩墙跳"),
        *("钥匙", "大门", "门锁", "开门", "出口", "传送门"),
        *("在线", "线上", "联网", "网络对战", "網路對戰", "線上"),
    ),
    "ko": (
        *("분열", "갈라지", "쪼개지"),
        *("육각형", "육각", "삼각형"),
        *("벽 점프", "벽점프", "벽차기"),
        *("문이 열", "문을 열", "열쇠", "출구", "포털"),
        *("온라인", "네트워크 대전"),
    ),
    "ar": (
        *("ينقسم", "تنقسم", "ينشطر", "تنشطر"),
        *("سداسي", "سداسية", "مثلث", "مثلثة"),
        *("القفز على الجدار", "قفز الجدار"),
        *("الباب", "باب", "الأبواب", "المفتاح", "مفتاح", "المخرج"),
        *("عبر الإنترنت", "أونلاين", "اون لاين", "على الإنترنت"),
    ),
    "hi": (
        *("दो हिस्सों में", "बँट जा", "बंट जा", "टुकड़ों में बँट"),
        *("षट्भुज", "हेक्सागोन", "त्रिकोण"),
        *("वॉल जंप",),
        *("दरवाज़ा", "दरवाजा", "दरवाज़े", "दरवाजे", "चाबी"),
        *("ऑनलाइन", "इंटरनेट पर"),
    ),
}

# A seventh family: how often a thing may be done ("a runner where you can only jump once", "solo puedes
# saltar una vez", "只能跳一次"): a limit no template keeps, and a template that lets the player jump at will
# answers every requirement the reader reads. Not "once" alone, which begins a clause as often ("once you
# reach level 5"); said after the thing done it is the thing's (:func:`crumb.core.pitch_rest.unread`).
_LIMITS: dict[str, tuple[str, ...]] = {
    "en": (
        "only once",
        "just once",
        "once only",
        "only one time",
        "only twice",
        "no more than once",
        "only … once",
        "only … twice",
    ),
    "es": ("una vez", "una sola vez", "dos veces"),
    "pt": ("uma vez", "uma só vez", "uma única vez", "duas vezes"),
    "fr": ("une seule fois", "qu'une fois", "qu'une seule fois", "une fois seulement", "deux fois"),
    "it": ("una volta", "una sola volta", "due volte"),
    "de": ("nur einmal", "nur zweimal", "ein einziges mal"),
    "nl": ("maar één keer", "slechts één keer", "maar een keer"),
    "tr": ("bir kez", "bir kere", "sadece bir", "yalnızca bir"),
    "ru": ("один раз", "только раз", "только однажды", "два раза"),
    "uk": ("один раз", "лише раз", "тільки раз"),
    "pl": ("tylko raz", "jeden raz", "dwa razy"),
    "ja": ("一回だけ", "一回しか", "一度だけ", "一度しか", "二回まで"),
    "zh": ("只能跳", "只能用", "只能一次", "一次", "只有一次"),
    "ko": ("한 번만", "한번만", "두 번만"),
    "ar": ("مرة واحدة", "مرة فقط"),
}

SHORT_ASKS: dict[str, tuple[str, ...]] = {
    code: (*_FIVE.get(code, ()), *PLACES.get(code, ()), *_LIMITS.get(code, ()))
    for code in dict.fromkeys((*_FIVE, *PLACES, *_LIMITS))
}
