"""The offline studio's words in the language of the pitch (en, ko, it, ar) for a game's title and hint.

English and Korean are the genre and theme tables' own (``Genre.title``/``title_ko``/``hint``/
``hint_ko``, ``Theme.label``/``label_ko``); Italian and Arabic live here: per genre its title and
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
    },
    "snake": {
        "it": ("Scia del Serpente", "Frecce o tocca accanto alla testa per girare"),
        "ar": ("درب الثعبان", "الأسهم أو المس بجانب الرأس للالتفاف"),
    },
    "breakout": {
        "it": ("Spaccamattoni", "Trascina o frecce per muovere · Spazio o tocco per lanciare"),
        "ar": ("محطم الطوب", "اسحب أو استخدم الأسهم للتحرك · Space أو لمسة للإطلاق"),
    },
    "runner": {"it": ("Salto nel Cielo", "Tocca o Spazio per volare"), "ar": ("قافز السماء", "المس أو Space للطيران")},
    "dodger": {
        "it": ("Schiva le Stelle", "Trascina o frecce per sterzare · fuoco automatico"),
        "ar": ("مراوغ النجوم", "اسحب أو استخدم الأسهم للتوجيه · إطلاق تلقائي"),
    },
    "memory": {
        "it": ("Coppie di Memoria", "Tocca due carte per trovare una coppia · frecce + Spazio"),
        "ar": ("أزواج الذاكرة", "المس بطاقتين لإيجاد زوج · الأسهم + Space"),
    },
    "tapper": {
        "it": ("Acchiappa Talpe", "Tocca chi spunta · frecce + Spazio"),
        "ar": ("اندفاعة الخُلد", "المس ما يظهر · الأسهم + Space"),
    },
    "slide": {
        "it": ("Puzzle Scorrevole", "Tocca una tessera accanto al vuoto · le frecce la spostano"),
        "ar": ("اللغز المنزلق", "المس قطعة بجانب الفراغ · الأسهم للتحريك"),
    },
    "platformer": {
        "it": ("Corsa sulle Sporgenze", "Tocca o Spazio per saltare · le frecce cambiano velocità"),
        "ar": ("عداء الحواف", "المس أو Space للقفز · الأسهم لتغيير السرعة"),
    },
    "shooter": {
        "it": ("Assedio Stellare", "Trascina o frecce per muovere · tocco o Spazio per sparare"),
        "ar": ("حصار النجوم", "اسحب أو استخدم الأسهم للتحرك · لمسة أو Space للإطلاق"),
    },
    "grid_puzzle": {
        "it": (
            "Spingi Casse",
            "Frecce o tocca accanto al giocatore per spingere le casse sui bersagli · U annulla · R ricomincia",
        ),
        "ar": ("دافع الصناديق", "الأسهم أو المس بجانب اللاعب لدفع الصناديق إلى الأهداف · U تراجع · R إعادة"),
    },
}

# theme -> language -> label
THEME_LABELS: dict[str, dict[str, str]] = {
    "candy": {"it": "Caramelle", "ar": "الحلوى"},
    "ocean": {"it": "Oceano", "ar": "المحيط"},
    "space": {"it": "Cosmo", "ar": "الفضاء"},
    "forest": {"it": "Foresta", "ar": "الغابة"},
    "neon": {"it": "Neon", "ar": "نيون"},
    "fruit": {"it": "Frutta", "ar": "الفواكه"},
    "spooky": {"it": "Spettrale", "ar": "الأشباح"},
    "winter": {"it": "Inverno", "ar": "الشتاء"},
    "desert": {"it": "Deserto", "ar": "الصحراء"},
    "retro": {"it": "Retrò", "ar": "كلاسيكي"},
}

# How a title is put together: the look first in English and Korean, the game first in Italian and Arabic.
TITLE_ORDER = {"en": "{theme} {genre}", "ko": "{theme} {genre}", "it": "{genre} {theme}", "ar": "{genre} · {theme}"}


def genre_text(genre: Genre, lang: str) -> tuple[str, str]:
    """(title, hint) of a genre in ``lang``, English when there is no translation."""
    if lang == "ko":
        return genre.title_ko, genre.hint_ko
    return GENRE_TEXTS.get(genre.name, {}).get(lang, (genre.title, genre.hint))


def game_title(genre: Genre, theme: Theme, lang: str) -> str:
    """A game's title in ``lang``: the genre's and the theme's names, in that language's order."""
    label = theme.label_ko if lang == "ko" else THEME_LABELS.get(theme.name, {}).get(lang, theme.label)
    return TITLE_ORDER.get(lang, TITLE_ORDER["en"]).format(theme=label, genre=genre_text(genre, lang)[0])
