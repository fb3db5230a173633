"""The offline studio's words in the language of the pitch (en, ko, it, ar, es) for a game's title and hint.

English and Korean are the genre and theme tables' own (``Genre.title``/``title_ko``/``hint``/
``hint_ko``, ``Theme.label``/``label_ko``); Italian, Arabic and Spanish live here: per genre its title and
how-to-play hint, per theme its label; and how a title is put together. A language without an
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
    },
    "snake": {
        "it": ("Scia del Serpente", "Frecce o tocca accanto alla testa per girare"),
        "ar": ("درب الثعبان", "الأسهم أو المس بجانب الرأس للالتفاف"),
        "es": ("Rastro de la Serpiente", "Flechas o toca junto a la cabeza para girar"),
    },
    "breakout": {
        "it": ("Spaccamattoni", "Trascina o frecce per muovere · Spazio o tocco per lanciare"),
        "ar": ("محطم الطوب", "اسحب أو استخدم الأسهم للتحرك · Space أو لمسة للإطلاق"),
        "es": ("Rompeladrillos", "Arrastra o usa las flechas para moverte · Espacio o toque para lanzar"),
    },
    "runner": {
        "it": ("Salto nel Cielo", "Tocca o Spazio per volare"),
        "ar": ("قافز السماء", "المس أو Space للطيران"),
        "es": ("Salto al Cielo", "Toca o Espacio para volar"),
    },
    "dodger": {
        "it": ("Schiva le Stelle", "Trascina o frecce per sterzare · fuoco automatico"),
        "ar": ("مراوغ النجوم", "اسحب أو استخدم الأسهم للتوجيه · إطلاق تلقائي"),
        "es": ("Esquiva Estrellas", "Arrastra o usa las flechas para girar · disparo automático"),
    },
    "memory": {
        "it": ("Coppie di Memoria", "Tocca due carte per trovare una coppia · frecce + Spazio"),
        "ar": ("أزواج الذاكرة", "المس بطاقتين لإيجاد زوج · الأسهم + Space"),
        "es": ("Parejas de Memoria", "Toca dos cartas para encontrar una pareja · flechas + Espacio"),
    },
    "tapper": {
        "it": ("Acchiappa Talpe", "Tocca chi spunta · frecce + Spazio"),
        "ar": ("اندفاعة الخُلد", "المس ما يظهر · الأسهم + Space"),
        "es": ("Atrapa al Topo", "Toca lo que aparece · flechas + Espacio"),
    },
    "slide": {
        "it": ("Puzzle Scorrevole", "Tocca una tessera accanto al vuoto · le frecce la spostano"),
        "ar": ("اللغز المنزلق", "المس قطعة بجانب الفراغ · الأسهم للتحريك"),
        "es": ("Puzle Deslizante", "Toca una ficha junto al hueco · las flechas la mueven"),
    },
    "platformer": {
        "it": ("Corsa sulle Sporgenze", "Tocca o Spazio per saltare · le frecce cambiano velocità"),
        "ar": ("عداء الحواف", "المس أو Space للقفز · الأسهم لتغيير السرعة"),
        "es": ("Carrera por las Cornisas", "Toca o Espacio para saltar · las flechas cambian la velocidad"),
    },
    "shooter": {
        "it": ("Assedio Stellare", "Trascina o frecce per muovere · tocco o Spazio per sparare"),
        "ar": ("حصار النجوم", "اسحب أو استخدم الأسهم للتحرك · لمسة أو Space للإطلاق"),
        "es": ("Asedio Estelar", "Arrastra o usa las flechas para moverte · toque o Espacio para disparar"),
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
    },
}

# theme -> language -> label
THEME_LABELS: dict[str, dict[str, str]] = {
    "candy": {"it": "Caramelle", "ar": "الحلوى", "es": "Caramelos"},
    "ocean": {"it": "Oceano", "ar": "المحيط", "es": "Océano"},
    "space": {"it": "Cosmo", "ar": "الفضاء", "es": "Cosmos"},
    "forest": {"it": "Foresta", "ar": "الغابة", "es": "Bosque"},
    "neon": {"it": "Neon", "ar": "نيون", "es": "Neón"},
    "fruit": {"it": "Frutta", "ar": "الفواكه", "es": "Frutas"},
    "spooky": {"it": "Spettrale", "ar": "الأشباح", "es": "Fantasmas"},
    "winter": {"it": "Inverno", "ar": "الشتاء", "es": "Invierno"},
    "desert": {"it": "Deserto", "ar": "الصحراء", "es": "Desierto"},
    "retro": {"it": "Retrò", "ar": "كلاسيكي", "es": "Retro"},
}

# How a title is put together: the look first in English and Korean, the game first in the others.
TITLE_ORDER = {
    "en": "{theme} {genre}",
    "ko": "{theme} {genre}",
    "it": "{genre} {theme}",
    "ar": "{genre} · {theme}",
    "es": "{genre} {theme}",
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
