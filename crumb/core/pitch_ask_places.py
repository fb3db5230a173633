"""Words that say where a thing is, or which way a game runs, by language: a sixth family of the short asks
(:data:`crumb.core.pitch_ask_words.SHORT_ASKS`). "breakout where the paddle is on the left side", "a
vertical shooter", "tetris upside down", "gravity pulls sideways": no requirement keeps a side, an axis or
a game turned over, and a template built the usual way round answers every requirement the reader does
read, so the pitch would pass with a game laid out as it never asked. Each is asked in the pitch's words,
however few they are. An ask of an axis alone (``AXES``: "a vertical shooter") says which way the game runs
and nothing more (:func:`crumb.core.pitch_rest.axis`): a studio may hold it to a criterion that its game
runs that way.

Only words that place a thing or turn the game: a side ("on the left side", "à gauche", "слева", "左側",
"왼쪽에"), an edge, a direction of travel said as from one side to the other ("from right to left"), an
axis ("vertical", "横向き", "竖版", "dikey", "แนวตั้ง"), a game upside down or sideways, a screen's
orientation ("landscape mode"). Not the sides said of how the player moves ("move left and right", "左右キ
ーで", "влево и вправо", "a izquierda y derecha"): those are controls, which the reader reads. Where a
kind's own name holds one of these words ("横スクロールアクション", a side-scrolling platformer), the
reader took it for the kind and it asks nothing.

Pure: no I/O.
"""

from __future__ import annotations

__all__ = ["PLACES", "AXES"]


def _words(line: str) -> tuple[str, ...]:
    return tuple(word.strip() for word in line.split("|"))


PLACES: dict[str, tuple[str, ...]] = {
    "en": _words(
        "on the left|on the right|left side|right side|left-hand side|right-hand side|left edge|right edge"
        "|from the left|from the right|right to left|left to right|top and bottom|vertical|vertically"
        "|horizontal|horizontally|upside down|upside-down|sideways|landscape mode|in landscape|portrait mode"
        "|mirrored"
    ),
    "es": _words(
        "lado izquierdo|lado derecho|en la izquierda|en la derecha|desde la izquierda|desde la derecha"
        "|de derecha a izquierda|de izquierda a derecha|vertical|verticales|horizontal|horizontales|al revés"
        "|boca abajo|hacia los lados|de lado|en horizontal|en vertical|arriba y abajo"
    ),
    "pt": _words(
        "lado esquerdo|lado direito|da esquerda|da direita|de cabeça para baixo|vertical|verticais|horizontal"
        "|horizontais|para os lados|de lado|em cima e embaixo|em cima e em baixo"
    ),
    "fr": _words(
        "à gauche|à droite|côté gauche|côté droit|de droite à gauche|de gauche à droite|vertical|verticale"
        "|verticaux|horizontal|horizontale|horizontaux|à l'envers|la tête en bas|sur le côté"
        "|en haut et en bas|en mode paysage|en paysage"
    ),
    "it": _words(
        "lato sinistro|lato destro|a sinistra|a destra|da sinistra|da destra|verticale|verticali|orizzontale"
        "|orizzontali|capovolt~|sottosopra|a testa in giù|di lato|lateralmente|in alto e in basso|sopra e sotto"
    ),
    # Not "links" and "rechts" alone: "nach links und rechts" is how the player moves.
    "de": _words(
        "linke seite|linken seite|rechte seite|rechten seite|linken rand|rechten rand|von links|von rechts"
        "|links ist|rechts ist|ist links|ist rechts|vertikal~|senkrecht~|horizontal~|waagerecht~|auf dem kopf"
        "|kopfüber|seitwärts|im querformat|im hochformat|oben und unten"
    ),
    "nl": _words(
        "linkerkant|rechterkant|linkerzijde|rechterzijde|van links|van rechts|verticaal|verticale|horizontaal"
        "|horizontale|ondersteboven|zijwaarts|omgekeerd"
    ),
    "sv": _words(
        "vänster sida|vänstra sidan|höger sida|högra sidan|från vänster|från höger|vertikal~|horisontell~"
        "|upp och ner|åt sidan"
    ),
    # "слева", "справа" place a thing; "влево", "вправо" are where it moves.
    "ru": _words(
        "слева|справа|левой стороне|правой стороне|левом краю|правом краю|вертикальн~|горизонтальн~"
        "|вверх ногами|вверх тормашками|перевёрнут~|перевернут~|вбок|боком|сверху и снизу"
    ),
    "uk": _words(
        "ліворуч|праворуч|зліва|справа|лівому боці|правому боці|вертикальн~|горизонтальн~|догори ногами"
        "|догори дриґом|перевернут~|вбік|боком"
    ),
    # Not "poziomy", which is levels too.
    "pl": _words(
        "po lewej|po prawej|lewej stronie|prawej stronie|z lewej|z prawej|pionow~|poziomo|w poziomie|w pionie"
        "|do góry nogami|odwrócon~|w bok|na boki"
    ),
    "tr": _words("sol tarafta|sağ tarafta|sol tarafı~|sağ tarafı~|soldan|sağdan|dikey|yatay|ters|baş aşağı|yana doğru"),
    "id": _words(
        "sisi kiri|sisi kanan|sebelah kiri|sebelah kanan|dari kiri|dari kanan|vertikal|horizontal|terbalik"
        "|menyamping|ke samping"
    ),
    "vi": _words(
        "bên trái|bên phải|phía trái|phía phải|từ trái|từ phải|chiều dọc|chiều ngang|lộn ngược|nằm ngang|sang ngang"
    ),
    # Not "左右": "左右キーで動かす" is how the player moves.
    "ja": _words(
        "左側|右側|左端|右端|左から|右から|縦スクロール|横スクロール|縦向き|横向き|縦画面|横画面|上下逆|逆さま|さかさま"
        "|横方向|縦方向"
    ),
    # Not "水平", which is a player's level too, nor "横版" alone, a platformer's own word.
    "zh": _words("左边|右边|左侧|右侧|从左|从右|竖版|竖屏|横屏|纵向|横向|垂直|倒过来|倒置|颠倒|倒着|侧向|横着"),
    # "왼쪽에" places a thing; "왼쪽으로" is where it moves.
    "ko": _words("왼쪽에|오른쪽에|왼편|오른편|왼쪽에서|오른쪽에서|세로|가로|거꾸로|뒤집힌|뒤집어|옆으로|위아래"),
    "ar": _words(
        "الجانب الأيسر|الجانب الأيمن|على اليسار|على اليمين|من اليسار|من اليمين|عمودي|عمودية|أفقي|أفقية|مقلوب"
        "|مقلوبة|رأسا على عقب|جانبيا"
    ),
    "hi": _words(
        "बाईं तरफ|बाएं तरफ|दाईं तरफ|दाएं तरफ|बाईं ओर|दाईं ओर|वर्टिकल|हॉरिजॉन्टल|ऊर्ध्वाधर|क्षैतिज|उल्टा|उलटा|उल्टी|बगल की ओर"
    ),
    "th": _words("ด้านซ้าย|ด้านขวา|ทางซ้าย|ทางขวา|ฝั่งซ้าย|ฝั่งขวา|แนวตั้ง|แนวนอน|กลับหัว|คว่ำ|กลับด้าน|ด้านข้าง"),
}


# The words of PLACES that say only which way a game runs, by axis: an ask of one of them alone ("a
# vertical shooter") is met by a template that runs that way and proves it
# (:func:`crumb.core.pitch_rest.axis`).
AXES: dict[str, dict[str, tuple[str, ...]]] = {
    "vertical": {
        "en": ("vertical", "vertically"),
        "es": ("vertical", "verticales", "en vertical"),
        "pt": ("vertical", "verticais"),
        "fr": ("vertical", "verticale", "verticaux"),
        "it": ("verticale", "verticali"),
        "de": ("vertikal~", "senkrecht~"),
        "nl": ("verticaal", "verticale"),
        "sv": ("vertikal~",),
        "ru": ("вертикальн~",),
        "uk": ("вертикальн~",),
        "pl": ("pionow~", "w pionie"),
        "tr": ("dikey",),
        "id": ("vertikal",),
        "vi": ("chiều dọc",),
        "ja": ("縦スクロール", "縦方向"),
        "zh": ("竖版", "纵向", "垂直"),
        "ko": ("세로",),
        "ar": ("عمودي", "عمودية"),
        "hi": ("वर्टिकल", "ऊर्ध्वाधर"),
        "th": ("แนวตั้ง",),
    },
    "horizontal": {
        "en": ("horizontal", "horizontally"),
        "es": ("horizontal", "horizontales", "en horizontal"),
        "pt": ("horizontal", "horizontais"),
        "fr": ("horizontal", "horizontale", "horizontaux"),
        "it": ("orizzontale", "orizzontali"),
        "de": ("horizontal~", "waagerecht~"),
        "nl": ("horizontaal", "horizontale"),
        "sv": ("horisontell~",),
        "ru": ("горизонтальн~",),
        "uk": ("горизонтальн~",),
        "pl": ("poziomo", "w poziomie"),
        "tr": ("yatay",),
        "id": ("horizontal",),
        "vi": ("chiều ngang", "nằm ngang"),
        "ja": ("横スクロール", "横方向"),
        "zh": ("横向", "横版"),
        "ko": ("가로",),
        "ar": ("أفقي", "أفقية"),
        "hi": ("हॉरिजॉन्टल", "क्षैतिज"),
        "th": ("แนวนอน",),
    },
}
