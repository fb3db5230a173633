"""The offline studio's words in the language of the pitch (en, ko, it, ar, es, ja, zh, ru, tr, uk, de,
nl) for a game's title and hint.

English and Korean are the genre and theme tables' own (``Genre.title``/``title_ko``/``hint``/
``hint_ko``, ``Theme.label``/``label_ko``); Italian, Arabic, Spanish, Japanese, Chinese (in
simplified characters), Russian, Turkish, Ukrainian, German and Dutch live here: per genre its title
and how-to-play hint, per theme its label; and how a title is put together. A language without an
entry falls back to English. (The buttons and HUD: ``builder._TEXTS``.)
"""

from __future__ import annotations

from crumb.adapters.local.genres import Genre
from crumb.adapters.local.themes import Theme

# genre -> language -> (title, hint)
GENRE_TEXTS: dict[str, dict[str, tuple[str, str]]] = {
    "match3": {
        "it": ("Scambio Lampo", "Tocca due vicini per scambiarli · frecce + Spazio"),
        "ar": ("اندفاعة المطابقة", "المس خانتين متجاورتين للتبديل · الأسهم + Space"),
        "es": ("Destello de Gemas", "Toca dos vecinas para cambiarlas · flechas + Espacio"),
        "ja": ("マッチダッシュ", "隣り合う2つをタップして入れ替え · 矢印キー + Space"),
        "zh": ("极速三消", "轻触相邻的两格交换 · 方向键 + 空格"),
        "ru": ("Вспышка самоцветов", "Коснись двух соседних, чтобы поменять их · стрелки + Пробел"),
        "tr": ("Mücevher Şimşeği", "Yer değiştirmek için iki komşuya dokun · oklar + Boşluk"),
        "de": ("Juwelenblitz", "Tippe zwei Nachbarn an, um sie zu tauschen · Pfeiltasten + Leertaste"),
        "nl": ("Juwelenflits", "Tik op twee buren om ze te wisselen · pijltjes + spatie"),
        "uk": ("Спалах самоцвітів", "Торкнися двох сусідніх, щоб поміняти їх · стрілки + Пробіл"),
    },
    "snake": {
        "it": ("Scia del Serpente", "Frecce o tocca accanto alla testa per girare"),
        "ar": ("درب الثعبان", "الأسهم أو المس بجانب الرأس للالتفاف"),
        "es": ("Rastro de la Serpiente", "Flechas o toca junto a la cabeza para girar"),
        "ja": ("スネークトレイル", "矢印キーか頭の横をタップして曲がる"),
        "zh": ("贪吃蛇之路", "方向键或轻触蛇头旁边转向"),
        "ru": ("Змеиный след", "Стрелки или коснись рядом с головой, чтобы повернуть"),
        "tr": ("Yılan İzi", "Dönmek için oklar ya da başın yanına dokun"),
        "de": ("Schlangenpfad", "Pfeiltasten oder neben den Kopf tippen, um abzubiegen"),
        "nl": ("Slangenspoor", "Pijltjes of tik naast de kop om te draaien"),
        "uk": ("Зміїний слід", "Стрілки або торкнися біля голови, щоб повернути"),
    },
    "breakout": {
        "it": ("Spaccamattoni", "Trascina o frecce per muovere · Spazio o tocco per lanciare"),
        "ar": ("محطم الطوب", "اسحب أو استخدم الأسهم للتحرك · Space أو لمسة للإطلاق"),
        "es": ("Rompeladrillos", "Arrastra o usa las flechas para moverte · Espacio o toque para lanzar"),
        "ja": ("ブロック崩し", "ドラッグか矢印キーで移動 · Spaceかタップで発射"),
        "zh": ("打砖块", "拖动或方向键移动 · 空格或轻触发球"),
        "ru": ("Разрушитель кирпичей", "Тяни или жми стрелки, чтобы двигаться · Пробел или касание — запуск"),
        "tr": ("Tuğla Kırıcı", "Hareket için sürükle ya da oklar · fırlatmak için Boşluk ya da dokunuş"),
        "de": ("Mauerbrecher", "Ziehen oder Pfeiltasten zum Bewegen · Leertaste oder Tippen startet den Ball"),
        "nl": ("Stenenbreker", "Sleep of gebruik de pijltjes om te bewegen · spatie of tik om te lanceren"),
        "uk": ("Руйнівник цеглин", "Тягни або тисни стрілки, щоб рухатися · Пробіл або дотик — запуск"),
    },
    "runner": {
        "it": ("Salto nel Cielo", "Tocca o Spazio per volare"),
        "ar": ("قافز السماء", "المس أو Space للطيران"),
        "es": ("Salto al Cielo", "Toca o Espacio para volar"),
        "ja": ("スカイホッパー", "タップかSpaceで羽ばたく"),
        "zh": ("飞跃天空", "轻触或空格键飞起"),
        "ru": ("Прыжок в небо", "Коснись или жми Пробел, чтобы взмахнуть крыльями"),
        "tr": ("Gök Sıçrayışı", "Kanat çırpmak için dokun ya da Boşluk"),
        "de": ("Himmelshüpfer", "Tippen oder Leertaste zum Flattern"),
        "nl": ("Hemelhopper", "Tik of spatie om te fladderen"),
        "uk": ("Стрибок у небо", "Торкнися або тисни Пробіл, щоб змахнути крилами"),
    },
    "dodger": {
        "it": ("Schiva le Stelle", "Trascina o frecce per sterzare · fuoco automatico"),
        "ar": ("مراوغ النجوم", "اسحب أو استخدم الأسهم للتوجيه · إطلاق تلقائي"),
        "es": ("Esquiva Estrellas", "Arrastra o usa las flechas para girar · disparo automático"),
        "ja": ("スターよけ", "ドラッグか矢印キーで操縦 · 自動で撃つ"),
        "zh": ("躲避星辰", "拖动或方向键操控 · 自动射击"),
        "ru": ("Звёздный уклонист", "Тяни или жми стрелки, чтобы рулить · стрельба сама"),
        "tr": ("Yıldız Kaçkını", "Yön vermek için sürükle ya da oklar · otomatik ateş"),
        "de": ("Sternenausweicher", "Ziehen oder Pfeiltasten zum Lenken · Dauerfeuer"),
        "nl": ("Sterrenontwijker", "Sleep of gebruik de pijltjes om te sturen · schiet vanzelf"),
        "uk": ("Зоряний ухильник", "Тягни або тисни стрілки, щоб кермувати · стрільба сама"),
    },
    "memory": {
        "it": ("Coppie di Memoria", "Tocca due carte per trovare una coppia · frecce + Spazio"),
        "ar": ("أزواج الذاكرة", "المس بطاقتين لإيجاد زوج · الأسهم + Space"),
        "es": ("Parejas de Memoria", "Toca dos cartas para encontrar una pareja · flechas + Espacio"),
        "ja": ("神経衰弱", "2枚タップしてペアを探す · 矢印キー + Space"),
        "zh": ("记忆翻牌", "轻触两张牌找出一对 · 方向键 + 空格"),
        "ru": ("Пары на память", "Коснись двух карт, чтобы найти пару · стрелки + Пробел"),
        "tr": ("Hafıza Çiftleri", "Bir çift bulmak için iki karta dokun · oklar + Boşluk"),
        "de": ("Kartenpaare", "Tippe zwei Karten an, um ein Paar zu finden · Pfeiltasten + Leertaste"),
        "nl": ("Kaartparen", "Tik op twee kaarten om een paar te vinden · pijltjes + spatie"),
        "uk": ("Пари на пам'ять", "Торкнися двох карт, щоб знайти пару · стрілки + Пробіл"),
    },
    "tapper": {
        "it": ("Acchiappa Talpe", "Tocca chi spunta · frecce + Spazio"),
        "ar": ("اندفاعة الخُلد", "المس ما يظهر · الأسهم + Space"),
        "es": ("Atrapa al Topo", "Toca lo que aparece · flechas + Espacio"),
        "ja": ("もぐら叩き", "出てきたものをタップ · 矢印キー + Space"),
        "zh": ("打地鼠", "轻触冒出来的目标 · 方向键 + 空格"),
        "ru": ("Поймай крота", "Коснись того, кто выглянул · стрелки + Пробел"),
        "tr": ("Köstebek Avı", "Ortaya çıkana dokun · oklar + Boşluk"),
        "de": ("Maulwurfjagd", "Tippe an, was auftaucht · Pfeiltasten + Leertaste"),
        "nl": ("Mollenjacht", "Tik op wat opduikt · pijltjes + spatie"),
        "uk": ("Впіймай крота", "Торкнися того, хто визирнув · стрілки + Пробіл"),
    },
    "slide": {
        "it": ("Puzzle Scorrevole", "Tocca una tessera accanto al vuoto · le frecce la spostano"),
        "ar": ("اللغز المنزلق", "المس قطعة بجانب الفراغ · الأسهم للتحريك"),
        "es": ("Puzle Deslizante", "Toca una ficha junto al hueco · las flechas la mueven"),
        "ja": ("スライドパズル", "空きマスの隣のタイルをタップ · 矢印キーで動かす"),
        "zh": ("数字华容道", "轻触空位旁边的方块 · 方向键移动"),
        "ru": ("Пятнашки", "Коснись плитки рядом с пустой клеткой · стрелки двигают её"),
        "tr": ("Kaydırmalı Bulmaca", "Boşluğun yanındaki parçaya dokun · oklar onu kaydırır"),
        "de": ("Schiebepuzzle", "Tippe ein Feld neben der Lücke an · die Pfeiltasten schieben"),
        "nl": ("Schuifpuzzel", "Tik op een tegel naast het gat · de pijltjes schuiven"),
        "uk": ("П'ятнашки", "Торкнися плитки біля порожньої клітинки · стрілки рухають її"),
    },
    "platformer": {
        "it": ("Corsa sulle Sporgenze", "Tocca o Spazio per saltare · le frecce cambiano velocità"),
        "ar": ("عداء الحواف", "المس أو Space للقفز · الأسهم لتغيير السرعة"),
        "es": ("Carrera por las Cornisas", "Toca o Espacio para saltar · las flechas cambian la velocidad"),
        "ja": ("足場ダッシュ", "タップかSpaceでジャンプ · 矢印キーで速さを変える"),
        "zh": ("平台冲刺", "轻触或空格键跳跃 · 方向键改变速度"),
        "ru": ("Бег по уступам", "Коснись или жми Пробел, чтобы прыгнуть · стрелки меняют скорость"),
        "tr": ("Çıkıntı Koşusu", "Zıplamak için dokun ya da Boşluk · oklar hızı değiştirir"),
        "de": ("Kantenläufer", "Tippen oder Leertaste zum Springen · die Pfeiltasten ändern das Tempo"),
        "nl": ("Richelrenner", "Tik of spatie om te springen · de pijltjes veranderen de snelheid"),
        "uk": ("Біг по виступах", "Торкнися або тисни Пробіл, щоб стрибнути · стрілки змінюють швидкість"),
    },
    "shooter": {
        "it": ("Assedio Stellare", "Trascina o frecce per muovere · tocco o Spazio per sparare"),
        "ar": ("حصار النجوم", "اسحب أو استخدم الأسهم للتحرك · لمسة أو Space للإطلاق"),
        "es": ("Asedio Estelar", "Arrastra o usa las flechas para moverte · toque o Espacio para disparar"),
        "ja": ("スター包囲網", "ドラッグか矢印キーで移動 · タップかSpaceで撃つ"),
        "zh": ("星际围攻", "拖动或方向键移动 · 轻触或空格键射击"),
        "ru": ("Звёздная осада", "Тяни или жми стрелки, чтобы двигаться · касание или Пробел — огонь"),
        "tr": ("Yıldız Kuşatması", "Hareket için sürükle ya da oklar · ateş için dokunuş ya da Boşluk"),
        "de": ("Sternenbelagerung", "Ziehen oder Pfeiltasten zum Bewegen · Tippen oder Leertaste zum Schießen"),
        "nl": ("Sterrenbeleg", "Sleep of gebruik de pijltjes om te bewegen · tik of spatie om te schieten"),
        "uk": ("Зоряна облога", "Тягни або тисни стрілки, щоб рухатися · дотик або Пробіл — вогонь"),
    },
    "grid_puzzle": {
        "it": (
            "Spingi Casse",
            "Frecce o tocca accanto al giocatore per spingere le casse sui bersagli · U annulla · R ricomincia",
        ),
        "ar": ("دافع الصناديق", "الأسهم أو المس بجانب اللاعب لدفع الصناديق إلى الأهداف · U تراجع · R إعادة"),
        "es": (
            "Empuja Cajas",
            "Flechas o toca junto al jugador para empujar las cajas a las metas · U deshace · R reinicia",
        ),
        "ja": ("倉庫番", "矢印キーかプレイヤーの横をタップして箱をゴールへ押す · Uで戻す · Rでやり直し"),
        "zh": ("推箱子", "方向键或轻触玩家旁边，把箱子推到目标上 · U 撤销 · R 重来"),
        "ru": (
            "Толкай ящики",
            "Стрелки или коснись рядом с игроком, чтобы толкать ящики на цели · U — отмена · R — заново",
        ),
        "tr": (
            "Kutu İtici",
            "Kutuları hedeflere itmek için oklar ya da oyuncunun yanına dokun · U geri al · R yeniden başla",
        ),
        "de": (
            "Kistenschieber",
            "Pfeiltasten oder neben die Figur tippen, um die Kisten auf die Ziele zu schieben · U macht rückgängig · R startet neu",
        ),
        "nl": (
            "Kistenduwer",
            "Pijltjes of tik naast de speler om de kisten naar de doelen te duwen · U maakt ongedaan · R begint opnieuw",
        ),
        "uk": (
            "Штовхай ящики",
            "Стрілки або торкнися біля гравця, щоб штовхати ящики на цілі · U — скасувати · R — заново",
        ),
    },
}

# theme -> language -> label
THEME_LABELS: dict[str, dict[str, str]] = {
    "candy": {
        "it": "Caramelle",
        "ar": "الحلوى",
        "es": "Caramelos",
        "ja": "キャンディ",
        "zh": "糖果",
        "ru": "Конфеты",
        "tr": "Şeker",
        "de": "Zucker",
        "nl": "Snoep",
        "uk": "Цукерки",
    },
    "ocean": {
        "it": "Oceano",
        "ar": "المحيط",
        "es": "Océano",
        "ja": "オーシャン",
        "zh": "海洋",
        "ru": "Океан",
        "tr": "Okyanus",
        "de": "Ozean",
        "nl": "Oceaan",
        "uk": "Океан",
    },
    "space": {
        "it": "Cosmo",
        "ar": "الفضاء",
        "es": "Cosmos",
        "ja": "コズミック",
        "zh": "星空",
        "ru": "Космос",
        "tr": "Uzay",
        "de": "Weltraum",
        "nl": "Ruimte",
        "uk": "Космос",
    },
    "forest": {
        "it": "Foresta",
        "ar": "الغابة",
        "es": "Bosque",
        "ja": "森",
        "zh": "森林",
        "ru": "Лес",
        "tr": "Orman",
        "de": "Wald",
        "nl": "Bos",
        "uk": "Ліс",
    },
    "neon": {
        "it": "Neon",
        "ar": "نيون",
        "es": "Neón",
        "ja": "ネオン",
        "zh": "霓虹",
        "ru": "Неон",
        "tr": "Neon",
        "de": "Neon",
        "nl": "Neon",
        "uk": "Неон",
    },
    "fruit": {
        "it": "Frutta",
        "ar": "الفواكه",
        "es": "Frutas",
        "ja": "フルーツ",
        "zh": "水果",
        "ru": "Фрукты",
        "tr": "Meyve",
        "de": "Frucht",
        "nl": "Fruit",
        "uk": "Фрукти",
    },
    "spooky": {
        "it": "Spettrale",
        "ar": "الأشباح",
        "es": "Fantasmas",
        "ja": "おばけ",
        "zh": "幽灵",
        "ru": "Призраки",
        "tr": "Hayalet",
        "de": "Grusel",
        "nl": "Spook",
        "uk": "Привиди",
    },
    "winter": {
        "it": "Inverno",
        "ar": "الشتاء",
        "es": "Invierno",
        "ja": "冬",
        "zh": "冬日",
        "ru": "Зима",
        "tr": "Kış",
        "de": "Winter",
        "nl": "Winter",
        "uk": "Зима",
    },
    "desert": {
        "it": "Deserto",
        "ar": "الصحراء",
        "es": "Desierto",
        "ja": "砂漠",
        "zh": "沙漠",
        "ru": "Пустыня",
        "tr": "Çöl",
        "de": "Wüsten",
        "nl": "Woestijn",
        "uk": "Пустеля",
    },
    "retro": {
        "it": "Retrò",
        "ar": "كلاسيكي",
        "es": "Retro",
        "ja": "レトロ",
        "zh": "复古",
        "ru": "Ретро",
        "tr": "Retro",
        "de": "Retro",
        "nl": "Retro",
        "uk": "Ретро",
    },
}

# How a title is put together: the look first in English, Korean, Japanese, Chinese and Turkish,
# the game first in the others; German and Dutch join the look to the game as their compounds do
# ("Weltraum-Sternenbelagerung").
TITLE_ORDER = {
    "en": "{theme} {genre}",
    "ko": "{theme} {genre}",
    "it": "{genre} {theme}",
    "ar": "{genre} · {theme}",
    "es": "{genre} {theme}",
    "ja": "{theme}・{genre}",
    "zh": "{theme}{genre}",
    "ru": "{genre} · {theme}",
    "tr": "{theme} {genre}",
    "uk": "{genre} · {theme}",
    "de": "{theme}-{genre}",
    "nl": "{theme}-{genre}",
}


def genre_text(genre: Genre, lang: str) -> tuple[str, str]:
    """(title, hint) of a genre in ``lang``, English when there is no translation."""
    if lang == "ko":
        return genre.title_ko, genre.hint_ko
    return GENRE_TEXTS.get(genre.name, {}).get(lang, (genre.title, genre.hint))


def game_title(genre: Genre, theme: Theme, lang: str) -> str:
    """A game's title in ``lang``: the genre's and the theme's names, in that language's order."""
    label = theme.label_ko if lang == "ko" else THEME_LABELS.get(theme.name, {}).get(lang, theme.label)
    return TITLE_ORDER.get(lang, TITLE_ORDER["en"]).format(theme=label, genre=genre_text(genre, lang)[0])
