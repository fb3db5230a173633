"""The language a pitch asks its game's text to be in, when it names one ("a snake game in Spanish",
"un juego de serpientes en inglés", "ヘビゲーム、英語で", "一个贪吃蛇游戏，英文界面"), which is not
always the language the pitch is written in (:mod:`crumb.core.pitch_language`).

A language's name alone says nothing of the text: "an Italian plumber", "Chinese checkers", "Russian
roulette", "im japanischen Stil", "set in French Polynesia". It asks for the text only where the pitch
says so: after a word that puts the text in it ("en", "auf", "на", "باللغة"; "in" only at the end of
a phrase or before a small word), before a word that names the text ("Spanish text", "英語版", "영어
버전", "अंग्रेज़ी में"), or in a form that is only ever the language ("po angielsku", "по-английски",
"İngilizce", "англійською"). Pure: no I/O.
"""

from __future__ import annotations

import re
from functools import lru_cache

from crumb.core import pitch_words as W

__all__ = ["asked"]

# The names of the languages the offline studio writes (and Hindi and Polish), as pitches in other
# languages write them, folded to lower case: {code: names}. Every language the house knows is also
# named in English (pitch_words.LANGUAGE_NAMES). Matched as whole words.
_NAMES: dict[str, str] = {
    "en": "inglés inglês anglais englisch inglese engels английский английском по-английски англійською"
    " англійська ingilizce angielski angielskim po_angielsku",
    "es": "español castellano espanhol espagnol spanisch spagnolo spaans испанский испанском по-испански"
    " іспанською ispanyolca hiszpański hiszpańskim po_hiszpańsku",
    "pt": "portugués português portugais portugiesisch portoghese portugees португальский португальском"
    " по-португальски португальською portekizce portugalski portugalskim po_portugalsku",
    "fr": "francés francês français französisch francese frans французский французском по-французски"
    " французькою fransızca francuski francuskim po_francusku",
    "de": "alemán alemão allemand deutsch tedesco duits немецкий немецком по-немецки німецькою almanca"
    " niemiecki niemieckim po_niemiecku",
    "it": "italiano italien italienisch italiaans итальянский итальянском по-итальянски італійською"
    " italyanca włoski włoskim po_włosku",
    "nl": "holandés neerlandés holandês néerlandais niederländisch olandese nederlands голландский"
    " нидерландском голландском по-голландски нідерландською felemenkçe niderlandzki po_niderlandzku",
    "ja": "japonés japonês japonais japanisch giapponese japans японский японском по-японски японською"
    " japonca japoński japońskim po_japońsku",
    "zh": "chino chinês chinois chinesisch cinese chinees китайский китайском по-китайски китайською çince"
    " chiński chińskim po_chińsku",
    "ko": "coreano coréen koreanisch koreaans корейский корейском по-корейски корейською korece koreański"
    " koreańskim po_koreańsku",
    "ru": "ruso russo russe russisch russisch русский русском по-русски російською rusça rosyjski"
    " rosyjskim po_rosyjsku",
    "uk": "ucraniano ukrainien ukrainisch ucraino oekraïens украинский украинском по-украински українською"
    " українська ukraynaca ukraiński ukraińskim po_ukraińsku",
    "ar": "árabe arabe arabisch arabo арабский арабском по-арабски арабською arapça arabski arabskim po_arabsku",
    "tr": "turco turc türkisch turks турецкий турецком по-турецки турецькою türkçe turecki tureckim po_turecku",
    "pl": "polaco polonês polonais polnisch polacco pools польский польском по-польски польською lehçe"
    " polski polskim po_polsku",
    "hi": "хинди гінді hintçe",
}
# Names in scripts without spaces between words, and in Arabic and Devanagari: matched as written.
_SCRIPT_NAMES: dict[str, str] = {
    "en": "英語 英语 英文 영어 الإنجليزية الانجليزية الإنكليزية अंग्रेज़ी अंग्रेजी",
    "es": "スペイン語 西班牙语 西班牙文 스페인어 الإسبانية الاسبانية स्पेनिश",
    "pt": "ポルトガル語 葡萄牙语 葡萄牙文 포르투갈어 البرتغالية पुर्तगाली",
    "fr": "フランス語 法语 法文 프랑스어 الفرنسية फ़्रेंच फ्रेंच फ्रांसीसी",
    "de": "ドイツ語 德语 德文 독일어 الألمانية जर्मन",
    "it": "イタリア語 意大利语 意大利文 이탈리아어 الإيطالية इतालवी",
    "nl": "オランダ語 荷兰语 荷兰文 네덜란드어 الهولندية डच",
    "ja": "日本語 日语 日文 일본어 اليابانية जापानी",
    "zh": "中国語 中文 汉语 漢語 简体中文 繁體中文 繁体中文 중국어 الصينية चीनी",
    "ko": "韓国語 韩语 韩文 韓語 한국어 الكورية कोरियाई",
    "ru": "ロシア語 俄语 俄文 러시아어 الروسية रूसी",
    "uk": "ウクライナ語 乌克兰语 우크라이나어 الأوكرانية यूक्रेनी",
    "ar": "アラビア語 阿拉伯语 阿拉伯文 아랍어 العربية अरबी",
    "tr": "トルコ語 土耳其语 터키어 튀르키예어 التركية तुर्की",
    "pl": "ポーランド語 波兰语 폴란드어 البولندية पोलिश",
    "hi": "ヒンディー語 印地语 힌디어 الهندية हिंदी हिन्दी",
}
# Words that put what follows them in a language ("en español", "auf Englisch", "на английском",
# "language: Spanish"): a name right after them asks for the text in it, unless a word follows that
# says it names a look (_NOT_TEXT).
_BEFORE = (
    r"en|em|auf|op|in het|на|w języku|in lingua|em língua|en langue|en idioma|no idioma|na língua"
    r"|language|idioma|lengua|língua|langue|sprache|lingua|język|traducido al|traduit en|translated into"
    r"|traduzido para|tradotto in"
)
# "in" (English, Italian, Dutch) before a name asks for the text only at the end of a phrase or before
# one of these: "in French Polynesia", "in Japanese anime style" name no text.
_IN_THEN = (
    r"and|with|please|pls|plz|for|only|too|but|or|so|as|if|text|texts|language|con|e|ed|per|ma|o|solo"
    r"|y|para|pero|sin|und|mit|für|aber|oder|nur|avec|et|pour|mais|ou|seulement|com|mas|só|met|voor"
    r"|maar|of|alleen|graag|bitte"
)
# Words that name the text after a language's name ("Spanish text", "английский язык", "İngilizce olarak").
_AFTER = (
    r"text|texts|language|ui|interface|version|translation|subtitles|menus|localization"
    r"|localisation|texto|textos|idioma|versión|versão|interfaz|texte|textes|sprache|fassung|testo|testi"
    r"|versione|tekst|teksty|wersja|текст|тексты|версия|версии|интерфейс|язык|языке|языком|мова|мовою"
    r"|olarak|dilinde|dili|sürüm|sürümü|taal|versie"
)
# What a name after one of _BEFORE names when one of these follows: a look, not the text.
_NOT_TEXT = (
    r"style|styled|theme|themed|look|art|setting|aesthetic|aesthetics|food|cuisine|culture|history|myth"
    r"|mythology|folklore|architecture|music|garden|graphics|estilo|stil|stile"
)
# Around a name in a script without spaces: the words that make it the text's ("英語で", "英文界面",
# "영어로", "用英文", "باللغة العربية", "बालل", "अंग्रेज़ी में").
_SCRIPT_AFTER = (
    r"で|版|表示|対応|テキスト|表記|字幕|の(?:テキスト|文字|画面|UI|メニュー)|界面|文本|显示|顯示|的界面|的文字"
    r"|语言|語言|으로|로|버전|판|텍스트|자막|\s*में|\s*भाषा"
)
_SCRIPT_BEFORE = r"用|使用|全部|全是|باللغة\s*|اللغة\s*|ب"
# Forms that are only ever the language: Polish "po angielsku", Russian "по-английски", Turkish
# "İngilizce", Ukrainian "англійською" (in English).
_ALONE = ("po ", "по-")
_ALONE_ENDINGS = ("ça", "ce", "ca", "ою")


@lru_cache(maxsize=1)
def _patterns() -> tuple[tuple[str, re.Pattern[str]], ...]:
    out = []
    for code in dict.fromkeys([*_NAMES, *W.LANGUAGE_NAMES]):
        words = [w.replace("_", " ") for w in _NAMES.get(code, "").split()]
        if code in W.LANGUAGE_NAMES:
            words.append(W.LANGUAGE_NAMES[code].casefold())
        spoken = "|".join(sorted({re.escape(w) for w in words}, key=len, reverse=True))
        alone = [re.escape(w) for w in words if w.startswith(_ALONE) or w.endswith(_ALONE_ENDINGS)]
        latin = (
            rf"(?<!\w)(?:(?:{_BEFORE})[\s:]+(?:{spoken})(?!\w)(?!\s+(?:{_NOT_TEXT})(?!\w))"
            rf"|in\s+(?:{spoken})(?=\s*(?:$|[^\w\s])|\s+(?:{_IN_THEN})(?!\w))"
            rf"|(?:{spoken})[\s-]+(?:{_AFTER})(?!\w)" + (rf"|(?:{'|'.join(alone)})(?!\w)" if alone else "") + ")"
        )
        out.append((code, re.compile(latin)))
        if code in _SCRIPT_NAMES:
            written = "|".join(sorted(map(re.escape, _SCRIPT_NAMES[code].split()), key=len, reverse=True))
            around = rf"(?:{_SCRIPT_BEFORE})(?:{written})|(?:{written})(?:{_SCRIPT_AFTER})"
            out.append((code, re.compile(around)))
    return tuple(out)


@lru_cache(maxsize=512)
def asked(pitch: str) -> tuple[str, str] | None:
    """The language the pitch asks its game's text to be in, and the words that ask, as the pitch writes
    them; None when it asks for none. Where it names two, the first it names."""
    text = pitch.casefold().replace("\u0307", "")  # "İngilizce" folds to "i̇ngilizce": the dot goes
    source = pitch if len(text) == len(pitch) else text  # folding changed the length ("ß"): say it folded
    best: tuple[int, str, str] | None = None
    for code, pattern in _patterns():
        found = pattern.search(text)
        if found and (best is None or found.start() < best[0]):
            best = (found.start(), code, source[found.start() : found.end()].strip())
    return (best[1], best[2]) if best else None
