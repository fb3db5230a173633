"""Words that name what a game does, or what it is played on, that no requirement of the reader
expresses, by language: one of them said beside words the reader does read is an ask of its own
(:func:`crumb.core.pitch_rest.unread`), however short the stretch that holds it.

A stretch of one or two words the reader does not know is most often the read thing said at more length
("the pieces fall", "grows by eating apples"), so a stretch asks only when it holds three such words. These
few words are the exception: each names a change to a game's rules, which no read mechanic says at more
length, in the three families people ask for most in one word beside a known one. A thing that splits or
divides ("enemies split in two when you shoot them"); the shape of a board's cells ("on a hexagon grid"); a
jump off a wall ("dash and wall jump", beside a read "double jump"). A stem ends in ``~``; words are found
as :func:`crumb.core.pitch_match.find` finds the vocabulary's (with the endings of their language, not
where a negation holds them).

Pure: no I/O.
"""

from __future__ import annotations

__all__ = ["SHORT_ASKS"]

SHORT_ASKS: dict[str, tuple[str, ...]] = {
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
    ),
    "es": (
        *("se parten", "se parte", "se divid~", "se dividen", "dividirse", "partirse"),
        *("hexagonal~", "hexágono~", "hexagono~", "triangular~"),
        *("salto de pared", "salto en pared", "saltos de pared", "salto en la pared"),
    ),
    "pt": (
        *("se divid~", "se partem", "se parte", "dividir-se", "dividem"),
        *("hexagonal~", "hexágono~", "hexagono~", "triangular~"),
        *("pulo na parede", "pulo de parede", "salto na parede", "salto de parede"),
    ),
    "fr": (
        *("se divis~", "se divisent", "se sépar~ en deux", "se coup~ en deux"),
        *("hexagonal~", "hexagone~", "triangulaire~"),
        *("saut mural", "sauts muraux", "saut contre le mur", "sauter sur les murs"),
    ),
    "it": (
        *("si divid~", "si dividono", "si spacc~", "dividersi"),
        *("esagonal~", "esagon~", "triangolar~"),
        *("salto a muro", "salto sul muro", "salti sui muri"),
    ),
    "de": (
        *("teilen sich", "teilt sich", "spalten sich", "spaltet sich", "zerfallen in", "zerfällt in"),
        *("sechseck~", "hexagon~", "dreieck~"),
        *("wandsprung~", "walljump~", "wall jump"),
    ),
    "nl": (
        *("splitsen", "splitst", "splitsen zich", "delen zich", "deelt zich"),
        *("zeshoek~", "hexagon~", "driehoek~"),
        *("muursprong~", "wall jump"),
    ),
    "sv": (
        *("delar sig", "delas", "klyvs"),
        *("sexkant~", "hexagon~", "triangel~"),
        *("väggsprång~", "wall jump"),
    ),
    "ru": (
        *("делятся", "делится", "разделя~", "раздваива~", "распада~"),
        *("шестиуголь~", "гексагон~", "треугольн~"),
        *("прыжок от стены", "прыжки от стен~", "отталкива~ от стен~"),
    ),
    "uk": (
        *("діляться", "ділиться", "розділя~", "розпада~"),
        *("шестикут~", "гексагон~", "трикутн~"),
        *("стрибок від стіни", "стрибки від стін~"),
    ),
    "pl": (
        *("dzielą się", "dzieli się", "rozdziela~", "rozpada~"),
        *("sześciokąt~", "sześciokat~", "heksagon~", "trójkąt~", "trojkat~"),
        *("skok od ściany", "skoki od ścian~", "odbicie od ściany"),
    ),
    "tr": (
        *("bölün~", "bolun~", "ikiye ayrıl~", "ikiye ayril~"),
        *("altıgen~", "altigen~", "üçgen~", "ucgen~"),
        *("duvar zıpla~", "duvardan zıpla~", "duvar atlama~"),
    ),
    "id": (
        *("membelah", "terbelah", "pecah jadi dua", "pecah menjadi dua"),
        *("segi enam", "heksagon~", "segitiga"),
        *("lompat dinding", "lompat tembok"),
    ),
    "vi": (
        *("tách đôi", "tách ra", "chia đôi", "phân tách"),
        *("lục giác", "tam giác"),
        *("nhảy tường", "bật tường"),
    ),
    "ja": (
        *("分裂", "分かれる", "割れる"),
        *("六角形", "ヘックス", "三角形"),
        *("壁ジャンプ", "壁蹴り"),
    ),
    "zh": (
        *("分裂", "分成两", "一分为二"),
        *("六边形", "六角形", "蜂窝", "三角形"),
        *("蹬墙跳", "墙跳", "踩墙跳"),
    ),
    "ko": (
        *("분열", "갈라지", "쪼개지"),
        *("육각형", "육각", "삼각형"),
        *("벽 점프", "벽점프", "벽차기"),
    ),
    "ar": (
        *("ينقسم", "تنقسم", "ينشطر", "تنشطر"),
        *("سداسي", "سداسية", "مثلث", "مثلثة"),
        *("القفز على الجدار", "قفز الجدار"),
    ),
    "hi": (
        *("दो हिस्सों में", "बँट जा", "बंट जा", "टुकड़ों में बँट"),
        *("षट्भुज", "हेक्सागोन", "त्रिकोण"),
        *("वॉल जंप",),
    ),
}
