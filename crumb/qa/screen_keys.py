"""Keys a page names on screen, read in the eighteen languages of ``probes.START_WORDS``.

Three readings of the same words: the keys it asks to press ("Press SPACE to start", "Pulsa ESPACIO",
"按空格键开始", "スペースキーを押して", "Enter / Space / tap to start"), the keys it names for playing
("the Q and A keys", "Usa le frecce per muoverti", "方向键移动"), and the keys it names for pausing
("P: pause", "P pour pause"). Whether the page says the game is paused ("PAUSED", "En pause",
"Пауза") is read here too. A single letter or digit counts as a key only when nothing else could be
meant: in capitals beside words of playing, quoted, or after a word that asks to press or names a key.
"""

from __future__ import annotations

import re
from itertools import chain

from crumb.qa import probes


def _python(pattern: str) -> str:
    """A pattern of probes' (JavaScript, flag u) in Python's words: a letter, a digit or "_" is \\w."""
    return pattern.replace(r"(?<![\p{L}\p{N}_])", r"(?<!\w)").replace(r"(?![\p{L}\p{N}_])", r"(?!\w)")


ASK = _python(probes.ASK_WORDS)
START = _python(probes.START_WORDS)
ASKS_TO_START = re.compile(_python(probes.ASKS_TO_START), re.I)

# The keys' own names. Longer names first, so 'barra espaciadora' is one name, not 'espacio' inside it.
_NAMES = {
    "Space": r"space\s?bar|space|barra espaciadora|espacio|espace|leertaste|leerzeichen|spatiebalk|spatie"
    r"|barra de espaço|espaço|espaco|barra spaziatrice|spazio|пробел|пробіл|spacj[aęi]|boşluk|bosluk"
    r"|phím cách|dấu cách|spasi|المسافة|مسافة|स्पेसबार|स्पेस|空格|空白键|スペース|스페이스바|스페이스",
    "Enter": r"enter|return|entrée|entree|intro|eingabetaste|eingabe|invio|ввод|إدخال|एंटर|回车|回車|エンター|엔터",
    "Escape": r"escape|esc|échap|echap",
    "ShiftLeft": r"shift|umschalt",
}
# Letters of the scripts whose words have spaces: a Latin letter or digit standing beside none of these
# is a key's ("按P键" is P's), beside one it is part of a word; so is a name ('space' in 'spaceship').
_IN_WORD = r"0-9A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff"
_NAMED = rf"(?<![{_IN_WORD}])(?:{'|'.join(_NAMES.values())})(?![{_IN_WORD}])"
_CODE_OF = [(code, re.compile(rf"(?:{names})", re.I)) for code, names in _NAMES.items()]
_LETTER = rf"(?<![{_IN_WORD}])[A-Za-z0-9](?![{_IN_WORD}])"
# "a", "o", "y", "e" are words in some of these languages: a letter is a key's in capitals or quoted,
# or in any case when starting is named right after it ("n for a new game").
_CAPITAL = rf"(?-i:(?<![{_IN_WORD}])[A-Z0-9](?![{_IN_WORD}]))"
_QUOTED = r"[\[\"'<(«「“][A-Za-z0-9][\]\"'>)»」”]"
_OPEN, _CLOSE = r"[\[\"'<(«「“]?", r"[\]\"'>)»」”]?"
# The word for a key, and the little words between it and its name, in the same languages.
_KEY_WORD = (
    r"(?<!\w)(?:keys?|touches?|teclas?|tasten?|toets(?:en)?|tast[oi]|клавиш[аиуеы]?|клавіш[аіуи]?"
    r"|klawisz[ay]?|klawisze|tuşu(?:na|nu)?|tuşlar[ıi](?:nı|yla)?|phím|tombol|المفتاح|مفتاح|زر|कुंजी)(?!\w)"
    r"|键|鍵|キー|키(?:를|로)?"
)
_LITTLE = r"(?:(?:the|la|le|les|l'|el|die|den|de|het|il|lo|sur|auf|op|on|na|(?-i:a|o)|على)\s+)"
_AND = (
    r"(?:,|/|&|\+|(?<!\w)(?i:and|or|et|ou|y|o|e|und|oder|en|of|и|или|і|або|lub|i|veya|ve|và|hoặc|dan|atau|و|أو"
    r"|और|या)(?!\w)|和|或|と|か|와|또는)"
)
_CJK_NEXT = r"(?=[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af])"  # a word of Chinese, Japanese or Korean follows
_MOST = 8  # keys in one list ("W, A, S, D"): bounded, so a page of "A / A / A …" is read in linear time


def _keys(one: str) -> str:
    return rf"{_OPEN}(?:{one}){_CLOSE}(?:\s*{_AND}\s*{_OPEN}(?:{one}){_CLOSE}){{0,{_MOST - 1}}}"


# Between a key's name and what it does: a connector ("to", "para", "чтобы", "で"), the word for a key,
# or nothing before a word of Chinese, Japanese or Korean ("空格跳跃").
_TO = r"(?:to|for|para|pour|zum|um|om te|om|per|чтобы|щоб|aby|żeby|để|untuk|لل|के लिए|で|으로|로|을|를|하여|해서)"
# Or a space before an Arabic word that holds its own "for" (للقفز, "for jumping").
_LINK = rf"(?:(?:,?\s*{_TO}|[:=—–-])\s*)"
_THEN = rf"(?:\s+(?=لل)|\s*(?:{_KEY_WORD})\s*{_LINK}?|\s*{_LINK}|{_CJK_NEXT})"

# A start key, asked for: the ask first ("press the X key", "Pulsa ESPACIO", "Appuyez sur ESPACE", "按
# 空格键"), the name first where a language puts the verb last ("スペースキーを押して", "BOŞLUK tuşuna basın",
# "Enter / Space / tap to start"), or a name and then starting ("n for a new game", "空格键开始",
# "ESPACIO para empezar", "ПРОБЕЛ, чтобы начать").
_ASKED_KEY = rf"{_NAMED}|{_QUOTED}|{_CAPITAL}"
_START_KEY = rf"{_NAMED}|{_LETTER}"
_START_KEYS = (
    (re.compile(rf"(?:{ASK})\s*{_LITTLE}{{0,3}}(?:{_KEY_WORD})?\s*({_keys(_ASKED_KEY)})", re.I), _ASKED_KEY),
    (
        re.compile(rf"({_keys(_ASKED_KEY)})\s*(?:{_KEY_WORD})?\s*(?:を|를|을|पर|को)?\s*(?:/\s*)?(?:{ASK})", re.I),
        _ASKED_KEY,
    ),
    (
        re.compile(rf"({_keys(_START_KEY)}){_THEN}(?:a\s+)?(?:{START}|restart|new\b)", re.I),
        _START_KEY,
    ),
)

# Keys named for playing: "the Q and A keys", "keys: W/S", "use W/S", "W/S to move", "Space to jump".
_PLAY_KEY = rf"{_NAMED}|{_CAPITAL}"
_USE = (
    r"(?<!\w)(?:use|using|with|utilise[zr]?|avec|usa|usar|utiliza|con|benutze|verwende|mit|gebruik|met"
    r"|usare|utilizza|используй(?:те)?|с помощью|використовуй(?:те)?|użyj|używaj|kullan|dùng|gunakan|استخدم"
    r"|इस्तेमाल करें|का उपयोग करें)(?!\w)|使用|用|使って|사용"
)
_VERBS = (
    r"(?<!\w)(?:move|jump|fire|shoot|flap|steer|turn|rotate|thrust|drop|run|fly|dash|go|up|down|left|right"
    r"|mover(?:se|te)?|saltar|disparar|girar|volar|lanzar|déplacer|bouger|sauter|tirer|tourner|voler|lancer"
    r"|bewegen|springen|schießen|schiessen|lenken|flattern|fliegen|werfen|schieten|fladderen|vliegen"
    r"|muovere|muoverti|saltare|sparare|volare|lanciare|pular|atirar|voar|lançar|virar"
    r"|двигаться|движения|прыгать|прыгнуть|прыжка|прыжок|стрелять|огонь|взмахнуть|лететь"
    r"|рухатися|руху|стрибати|стрибнути|стрибок|стріляти|вогонь|змахнути|летіти"
    r"|poruszać|ruchu|skakać|skoku|strzelać|hareket|zıpla|zıplamak|ateş|kanat çırpmak|çırpmak|fırlatmak"
    r"|di chuyển|nhảy|bắn|bay|bergerak|lompat|tembak|terbang"
    r"|للتحرك|تحرك|للقفز|اقفز|للإطلاق|للطيران|للرفرفة|चलने|कूदने|कूद|चलाने|उड़ने)(?!\w)"
    r"|移动|移動|跳跃|跳躍|跳|射击|射擊|发射|発射|撃つ|ジャンプ|羽ばたく|飛ぶ|이동|점프|발사|사격|날기"
)
_ARROWS_NAMED = re.compile(
    r"(?i:arrow\s*keys|arrows|cursor\s*keys|fl[eè]ches|flechas|pfeiltasten|pfeile|setas|frecce|pijltjes|pijltoetsen"
    r"|стрелк[иа]|стрелками|стрілк[иа]|стрілками|strzałk[ia]|strzałkami|oklar|ok tuşları|yön tuşları"
    r"|phím mũi tên|mũi tên|tombol panah|panah|الأسهم|أسهم|तीर)"
    r"|方向键|方向鍵|箭头键|箭頭鍵|矢印キー|方向キー|방향키|방향 키|화살표"
)
_WASD = re.compile(r"(?<![A-Za-z])(?i:wasd|zqsd)(?![A-Za-z])")
_ARROWS = ("ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight")
_PLAYED = tuple(
    re.compile(rx, re.I)
    for rx in (
        rf"({_keys(_PLAY_KEY)})\s*(?:{_KEY_WORD})",  # "the Q and A keys", "空格键"
        rf"(?:{_KEY_WORD})\s*:?\s*{_LITTLE}?({_keys(_PLAY_KEY)})",  # "keys: W/S", "touches Q et A"
        rf"(?:{_USE})\s*(?:(?:the|les|las|los|die|le|i|as|os)\s+)?({_keys(_PLAY_KEY)})",  # "use W/S"
        rf"({_keys(_PLAY_KEY)}){_THEN}(?:{_VERBS})",  # "W/S to move", "Space: jump", "空格跳跃"
        # The verb first: "Zıplamak için dokun ya da Boşluk", "कूदने के लिए स्पेस दबाएं"
        rf"(?:{_VERBS})\s*(?:için|के लिए)\s*[^.·,;:!?]{{0,24}}?({_keys(_PLAY_KEY)})",
    )
)
# Keys the page names for pausing ("P: pause", "P to pause", "pause: P", "P pour pause", "P — пауза").
_PAUSE_WORD = (
    r"(?<!\w)(?:pause|pausa|pauze|пауза|паузы|паузу|pauza|duraklat|tạm dừng|jeda|إيقاف مؤقت|रोकें)(?!\w)"
    r"|暂停|暫停|一時停止|ポーズ|일시\s?정지"
)
_PAUSE = (
    (re.compile(rf"({_PLAY_KEY}){_THEN}(?:{_PAUSE_WORD})", re.I), _PLAY_KEY),
    (re.compile(rf"(?:{_PAUSE_WORD})\s*[:=—–-]\s*({_PLAY_KEY})", re.I), _PLAY_KEY),
)
# The page says the game is paused: a word of the state, not of the key that pauses ('Press P to
# pause' is said before and after a key; only a paused game says 'PAUSED').
PAUSED = re.compile(
    r"(?<!\w)(?:paused|en pause|en pausa|in pausa|pausado|pausada|em pausa|pausiert|angehalten"
    r"|gepauzeerd|на паузе|приостановлен[аоы]?|на паузі|призупинен[оаі]?|wstrzyman[aoy]|zatrzymana"
    r"|duraklatıldı|đã tạm dừng|dijeda|متوقف مؤقتا|متوقفة مؤقتا|रुका हुआ|रोका गया)(?!\w)"
    r"|已暂停|暂停中|已暫停|暫停中|一時停止中|ポーズ中|일시\s?정지됨|일시\s?정지\s?중",
    re.I,
)


def code_of(name: str) -> str | None:
    """A key's name on screen ('ESPACIO', '空格', 'n', '7') as a key code."""
    name = name.strip().strip("[]\"'<>()«»「」“”").strip()
    for code, names in _CODE_OF:
        if names.fullmatch(name):
            return code
    return character_code(name)


def character_code(character: str) -> str | None:
    """The code of a key named by the one letter or digit on it ('n', 'N', '7'), else None."""
    if len(character) == 1 and character.isascii() and character.isalnum():
        return f"Digit{character}" if character.isdigit() else f"Key{character.upper()}"
    return None


_SPACES = re.compile(r"\s+")
# Each key of a matched list, read one after another as the pattern listed them (by the kind of key).
_EACH = {
    one: re.compile(rf"\s*(?:{_AND}\s*)?{_OPEN}({one}){_CLOSE}", re.I) for one in (_ASKED_KEY, _START_KEY, _PLAY_KEY)
}


def _texts(words: list[str]) -> list[str]:
    """The page's texts with each run of white space read as one space, so that no two spaces of a
    pattern can share a long run between them (a page of spaces is read in linear time)."""
    return [_SPACES.sub(" ", text) for text in words]


def _codes(rx: re.Pattern[str], one: str, text: str) -> list[str | None]:
    """The keys in each match's first group ('Enter / Space', 'W y S': the 'y' between is a word, not a key)."""
    each = _EACH[one]
    found: list[str | None] = []
    for m in rx.finditer(text):
        listed, at = m.group(1), 0
        while (key := each.match(listed, at)) and key.end() > at:
            found.append(code_of(key.group(1)))
            at = key.end()
    return found


def _listed(found: list[str | None]) -> list[str]:
    return list(dict.fromkeys(k for k in found if k))


def named_keys(words: list[str]) -> list[str]:
    """Keys the page asks to press, or names for starting."""
    return _listed([code for text in _texts(words) for rx, one in _START_KEYS for code in _codes(rx, one, text)])


def played_keys(words: list[str]) -> list[str]:
    """Keys the page names for playing (moving, jumping, firing): a list of keys beside the word for
    keys, after "use", before "to move", the arrow keys, WASD."""
    found: list[str | None] = []
    for text in _texts(words):
        found += chain.from_iterable(_codes(rx, _PLAY_KEY, text) for rx in _PLAYED)
        if _WASD.search(text):
            found += ["KeyW", "KeyA", "KeyS", "KeyD"]
        if _ARROWS_NAMED.search(text):
            found += list(_ARROWS)
    return _listed(found)


def paused_keys(words: list[str]) -> list[str]:
    """Keys the page names for pausing."""
    return _listed([code for text in _texts(words) for rx, one in _PAUSE for code in _codes(rx, one, text)])
