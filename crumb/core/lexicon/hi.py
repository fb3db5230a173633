"""Hindi: the words of a pitch in Hindi, by the vocabulary's keys (see :mod:`crumb.core.lexicon`).

Hindi is told by its script (Devanagari). Its words are written between spaces, with their endings
written onto them: a word here matches from the start of a word to its end with up to two of
``ENDINGS`` ("साँप": साँप, साँपों; "गति … बढ़": गति बढ़ती है, गति बढ़ जाती है), never inside another
word ("अलावा", besides, holds no "लावा"), so a word that takes another ending is listed in that form
too ("विस्फोटक", explosive, beside "विस्फोट"). A letter with or without its nukta (ज़, ज) and chandrabindu or
anusvara (साँप, सांप) match each other (:func:`crumb.core.pitch_match.find`). English game words
Hindi pitches write in Latin script (snake, match-3, power-up) match from the English table;
pitches often write them in Devanagari too ("स्नेक", "शूटर"), listed here.
"""

from __future__ import annotations

CODE = "hi"
NAME = "Hindi"

# The endings Hindi writes onto a word (up to two: "बढ़" + ा + ती): plural and oblique ("साँपों",
# "ईंटें", "बाधाएँ", "शत्रुओं"), a verb's ("बढ़ती", "तोड़ने", "पकड़ो", "जाओगे", "मिलाकर"), an
# adjective's ("बर्फ़ीला", "समुद्री"), and the plural of English words Hindi writes ("कीज़", "लेवल्स").
# Not "ीय" ("स्तरीय", of a standard, is no level) nor "क" ("भूतकाल", the past, holds no ghost).
ENDINGS = (
    "ा",
    "ी",
    "े",
    "ो",
    "ें",
    "ों",
    "ीं",
    "ए",
    "ई",
    "ओ",
    "एँ",
    "ओं",
    "ऊँ",
    "वा",
    "ना",
    "ने",
    "नी",
    "ता",
    "ते",
    "ती",
    "तीं",
    "कर",
    "के",
    "गा",
    "गी",
    "गे",
    "या",
    "ये",
    "यी",
    "िए",
    "इए",
    "ेगा",
    "ेगी",
    "ेंगे",
    "ोगे",
    "एगा",
    "एगी",
    "एँगे",
    "ओगे",
    "ूँगा",
    "ऊँगा",
    "ीला",
    "ीली",
    "ीले",
    "्स",
    "ज़",
)

# Words that begin a clause of their own: a phrase's gap never holds one ("और" is "more" too, as in
# "और तेज़", faster, but that phrase has no gap).
JOINERS = ("और", "तथा", "लेकिन", "मगर", "परंतु", "जबकि")
# An opponent, not a thing to play on (see pitch_words.OPPONENTS): "against the computer".
OPPONENTS_AFTER = ("ख़िलाफ़", "विरुद्ध", "मुकाबला")
# Words that say the thing named right after them is not (see pitch_words.NEGATIONS).
NEGATIONS = ("नहीं", "न", "मत", "बिना")
# "दुश्मन नहीं हैं": there are no enemies; "टेट्रिस जैसा नहीं", "tetris jaisa nahi": not like Tetris; typed in
# Latin script, "pipes nahi".
NEGATIONS_AFTER = (
    *("नहीं", "जैसा नहीं", "जैसी नहीं", "जैसे नहीं", "की तरह नहीं"),
    *("nahi", "nahin", "jaisa nahi", "jaisi nahi", "jaise nahi", "jaisa nahin", "ki tarah nahi"),
)

# Hindi typed in Latin script with English game words ("ek snake game banao", "mere bete ke liye"): its
# common words tell it from English and the other Latin-script languages (the script tells it otherwise).
MARKERS = (
    *("hai", "hain", "ka", "ki", "ke", "ko", "aur", "ek", "jo", "ho", "bhi", "sirf", "kuch", "thoda", "bahut"),
    *("banao", "bana", "banado", "liye", "mere", "mera", "meri", "mujhe", "chahiye", "wala", "wali", "wale"),
    *("jisme", "jismein", "karo", "jaye", "jaaye", "hoga", "dheere", "yaar", "bhai"),
)

KINDS = {
    "match3": ("मैच-3", "मैच 3", "मैच3", "तीन मिलाओ", "तीन एक जैसे", "तीन एक जैसी", "तीन को मिला"),
    "snake": ("साँप", "स्नेक", "नागिन"),
    "breakout": ("ब्रेकआउट", "ब्रिक ब्रेकर", "ईंटें तोड़", "ईंटों को तोड़", "ईंट तोड़"),
    "runner": ("रनर", "अंतहीन दौड़", "लगातार दौड़", "दौड़ता रह"),
    "platformer": ("प्लेटफ़ॉर्म", "प्लेटफार्म", "प्लेटफ़ॉर्मर", "प्लेटफार्मर"),
    "shooter": ("शूटर", "शूटिंग गेम", "शूटिंग वाला", "निशानेबाज़ी", "गोलियाँ चला"),
    "dodger": ("चकमा", "से बचो", "से बचना", "से बचें", "से बचते", "से बचकर"),
    "catcher": (
        "टोकरी से पकड़",
        "टोकरी में पकड़",
        "गिरते हुए … पकड़",
        "गिरती हुई … पकड़",
        "गिरते … पकड़",
        "गिरती … पकड़",
    ),
    "memory": ("मेमोरी", "याददाश्त", "स्मृति", "जोड़े ढूँढ", "जोड़ियाँ ढूँढ", "कार्ड पलट"),
    "tapper": ("छछूंदर", "छछूँदर", "व्हैक", "रिएक्शन गेम", "प्रतिक्रिया गेम", "गुब्बारे फोड़", "गुब्बारों को फोड़"),
    "slide": ("स्लाइड पहेली", "स्लाइडिंग पहेली", "स्लाइडिंग पज़ल", "15 पहेली", "खिसकने वाली टाइल"),
    "grid_puzzle": ("सोकोबान", "बक्से धकेल", "डिब्बे धकेल", "बक्सों को धकेल", "डिब्बों को धकेल"),
    "tower_defense": ("टावर डिफेंस", "टॉवर डिफेंस", "मीनारों की रक्षा", "टावर रक्षा"),
    "chess": ("शतरंज", "चेस", "शह और मात", "शहमात"),
    "tetris": ("टेट्रिस", "गिरते ब्लॉक", "गिरते हुए ब्लॉक", "गिरते हुए टुकड़े"),
    "racing": ("रेसिंग", "कार रेस", "बाइक रेस", "रेस गेम", "कारों की दौड़"),
    "pong": ("पोंग", "टेबल टेनिस", "पिंग पोंग", "पिंग-पोंग"),
    "pinball": ("पिनबॉल",),
    "rhythm": ("रिदम", "संगीत गेम", "संगीत का खेल", "संगीत वाला खेल", "नृत्य गेम", "ताल पर"),
    "quiz": ("क्विज़", "प्रश्नोत्तरी", "सामान्य ज्ञान"),
    "card_game": ("ताश", "कार्ड गेम", "पत्तों का खेल", "सॉलिटेयर", "पोकर", "ब्लैकजैक"),
    "rpg": ("रोल-प्लेइंग", "रोल प्लेइंग", "आरपीजी", "भूमिका निभाने"),
    "strategy": ("रणनीति", "रणनीतिक"),
    "fighting": ("फाइटिंग", "लड़ाई का खेल", "लड़ाई वाला खेल", "मुक्केबाज़ी", "कुश्ती"),
    "sudoku": ("सुडोकू",),
    "maze": ("भूलभुलैया", "भूल-भुलैया", "भूल भुलैया", "पैक-मैन", "पैकमैन"),
    "golf": ("गोल्फ",),
    "sports": ("फ़ुटबॉल", "क्रिकेट", "बास्केटबॉल", "टेनिस"),
    "word_game": ("शब्दों का खेल", "शब्द खेल", "वर्ग पहेली", "शब्द पहेली", "शब्द बनाओ", "शब्द ढूँढ", "हैंगमैन"),
    "simulation": ("सिमुलेशन", "सिम्युलेशन", "शहर बनाओ", "खेती का खेल", "टाइकून"),
    "typing": ("टाइपिंग",),
    "tic_tac_toe": ("टिक-टैक-टो", "टिक टैक टो", "काटा-जीरो", "काटा ज़ीरो", "शून्य काटा"),
    "minesweeper": ("माइनस्वीपर", "माइन स्वीपर", "बारूदी सुरंग ढूँढ"),
    "number_merge": ("संख्याएँ जोड़", "संख्याओं को मिला", "नंबर मिलाओ", "अंक मिलाओ"),
    "connect_four": ("कनेक्ट फोर", "कनेक्ट 4", "चार एक पंक्ति", "चार की पंक्ति"),
    "asteroids": ("एस्टेरॉयड्स गेम", "क्षुद्रग्रह वाला", "क्षुद्रग्रहों का खेल"),
    "crossing": ("सड़क पार", "रास्ता पार"),
    "bubble_shooter": ("बबल शूटर", "बुलबुले फोड़", "बुलबुलों को फोड़"),
    "stacker": ("ब्लॉक जमा", "ढेर लगा", "मीनार बना", "टावर बना", "एक के ऊपर एक"),
    "fishing": ("मछली पकड़", "मछलियाँ पकड़"),
    "cooking": ("खाना बना", "कुकिंग", "रसोई का खेल", "रसोइया"),
    "mahjong": ("महजोंग", "माहजोंग"),
    "board_game": ("बोर्ड गेम", "लूडो", "साँप सीढ़ी", "कैरम", "चौपड़"),
    "jigsaw": ("जिगसॉ", "टुकड़ों वाली पहेली", "चित्र पहेली"),
    "slingshot": ("गुलेल", "एंग्री बर्ड"),
    "puzzle": ("पहेली", "पज़ल"),
}

MECHANICS = {
    "shrink_paddle": ("पैडल छोटा", "पैडल सिकुड़", "बल्ला छोटा", "बल्ला सिकुड़", "छोटा होता पैडल"),
    "speed_up": (
        *("fast ho", "fast hota", "fast hoti", "tez ho", "tez hota", "tez hoti"),  # typed in Latin script
        "गति … बढ़",
        "गति और … बढ़",
        "स्पीड … बढ़",
        "रफ़्तार … बढ़",
        "बढ़ती गति",
        "बढ़ती रफ़्तार",
        "बढ़ती स्पीड",
        "और तेज़",
        "तेज़ होत",
        "तेज़ हो जा",
        "तेज़ी बढ़",
    ),
    "bonus": ("बोनस", "दोगुने अंक", "दुगने अंक", "दोगुना अंक", "सुनहरा", "सुनहरे", "सुनहरी"),
    "hazards": ("बाधा", "बाधाएँ", "बाधाओं", "रुकावट", "काँटे", "काँटों", "फंदे", "बारूदी सुरंग", "लावा"),
    "lives": (
        "जानें",
        "ज़िंदगियाँ",
        "ज़िंदगियां",
        "अतिरिक्त जान",
        "एक्स्ट्रा लाइफ",
        "# लाइफ",
    ),  # a count: "तीन लाइफ", never "मेरी लाइफ" (my life)
    "double_jump": ("डबल जंप", "दोहरी छलांग", "दो बार कूद", "दुगनी छलांग"),
    "shield": ("ढाल", "सुरक्षा कवच", "कवच", "पावर-अप", "पावर अप", "अजेय"),
    "narrowing_gap": ("जगह कम होती", "रास्ता संकरा", "दरार संकरी", "गैप छोटा", "खाली जगह छोटी"),
    "time_penalty": (
        # A penalty of so many seconds ("5 seconds off"): its time is no time limit.
        "सेकंड कम",
        "सेकंड घट",
        "सेकंड का दंड",
        "सेकंड की सज़ा",
        "समय कटता",
        "समय कट जा",
        "समय का दंड",
        "सेकंड कट",
        "समय की सज़ा",
    ),
    "combo": ("कॉम्बो", "गुणक", "मल्टीप्लायर", "लगातार सही"),
    "bomb": ("बम", "विस्फोट", "विस्फोटक"),
    "poison": ("ज़हर", "ज़हरीला", "ज़हरीले", "ज़हरीली", "विषैल"),
    "levels": ("लेवल", "स्तर", "बढ़ती कठिनाई", "कठिनाई बढ़"),
    "high_score": ("हाई स्कोर", "सर्वश्रेष्ठ स्कोर", "सबसे अच्छा स्कोर", "रिकॉर्ड", "लीडरबोर्ड"),
    "coins": ("सिक्के", "सिक्कों", "सिक्का"),
    "enemies": ("दुश्मन", "शत्रु", "राक्षस"),
    "boss": ("बॉस", "सरगना", "अंतिम दुश्मन"),
    "two_players": ("दो खिलाड़ी", "2 खिलाड़ी", "दो लोग", "मल्टीप्लेयर"),
    # The computer as the opponent ("against the computer", "vs AI"): see pitch_words.MECHANICS.
    "vs_computer": (
        "कंप्यूटर के खिलाफ",
        "कंप्यूटर के ख़िलाफ़",
        "कम्प्यूटर के खिलाफ",
        "कंप्यूटर से मुकाबला",
        "एआई के खिलाफ",
        "कंप्यूटर के विरुद्ध",
    ),
}
# Walls said not to be ask for edges that wrap around (see pitch_words.MECHANICS_BY_ABSENCE).
MECHANICS_BY_ABSENCE = {"wrap": ("दीवार", "दीवारों", "दीवारें")}

THEMES = {
    "candy": ("कैंडी", "मिठाई", "मिठाइयाँ", "टॉफ़ी"),
    "ocean": ("समुद्र", "सागर", "महासागर", "पानी के नीचे", "मछलियाँ", "मछलियों"),
    "space": ("अंतरिक्ष", "आकाशगंगा", "तारों", "सितारे", "सितारों", "एलियन", "ग्रहों"),
    "forest": ("जंगल", "बगीचा", "बगीचे", "प्रकृति"),
    "neon": ("नियॉन", "साइबर"),
    "fruit": ("फलों", "ताज़े फल", "गिरते हुए फल", "गिरते फल", "फल खा", "फल इकट्ठ", "खेत", "बेरी"),
    "spooky": ("भूत", "भूतिया", "डरावना", "डरावने", "ज़ॉम्बी", "हैलोवीन", "पिशाच", "वैम्पायर"),
    "winter": ("सर्दी", "सर्दियों", "बर्फ़", "क्रिसमस"),
    "desert": ("रेगिस्तान", "मरुस्थल", "मिस्र", "कैक्टस"),
    "retro": ("रेट्रो", "पिक्सल", "पिक्सेल", "क्लासिक"),
}

CONTROLS = {
    "keys": ("एरो की", "तीर वाली की", "कीबोर्ड", "स्पेसबार", "स्पेस बार", "स्पेस दबा"),
    "touch": ("टच स्क्रीन", "टचस्क्रीन", "टच कंट्रोल", "टैप कर", "स्वाइप", "उंगली से"),
    "mouse": ("माउस", "क्लिक"),
}
TARGETS = {
    "phone": ("मोबाइल", "फ़ोन", "स्मार्टफ़ोन", "टैबलेट"),
    "desktop": ("कंप्यूटर", "डेस्कटॉप", "लैपटॉप", "पीसी"),
}
DIFFICULTY = {
    "easy": ("आसान", "सरल", "बच्चों के लिए", "शुरुआती", "आरामदायक"),
    # Not bare "कठिन": "कठिनाई" is difficulty itself ("बढ़ती कठिनाई": levels).
    "hard": ("मुश्किल", "कठिन खेल", "कठिन गेम", "बहुत कठिन", "कठिन है", "चुनौतीपूर्ण", "विशेषज्ञों के लिए"),
}

WIN = ("जीतोगे", "जीतेंगे", "जीतने के लिए", "जीत जा", "जीत होगी", "जीतना है")
LOSE = ("हार जा", "हारोगे", "हार होगी", "गेम ओवर", "मर जा")
# A round said to end, neither lost nor won: its clause tells which.
ROUND_ENDS = ("खेल खत्म", "खेल ख़त्म")
# "एक जान खो" / "समय खो" name lives and time penalties, not the way a round is lost.
LOSE_NOT_BEFORE = ("एक जान", "समय", "सेकंड")

SECOND_WORDS = ("सेकंड", "सेकेंड", "सेकण्ड")
MINUTE_WORDS = ("मिनट",)
# Words for a timer, read where said not to be, and words that alone say there is none (see
# pitch_words.TIMER_WORDS, UNTIMED).
TIMER_WORDS = ("टाइमर", "समय सीमा", "समय-सीमा", "समयसीमा", "उल्टी गिनती", "घड़ी")
UNTIMED = ("असीमित समय",)
HALF_MINUTE = ("आधा मिनट", "आधे मिनट")
HALF_NUMBER_WORDS = {"डेढ़": 1.5, "ढाई": 2.5}
EVERY_WORDS = ("हर", "प्रत्येक")  # "हर 10 सेकंड में": every 10 seconds
# Numbers typed in Latin script, in a pitch in Hindi only: "do" is English and Portuguese ("of the") too.
OWN_NUMBER_WORDS = {"ek": 1, "do": 2, "teen": 3, "char": 4, "paanch": 5, "das": 10, "tees": 30, "saath": 60}
NUMBER_WORDS = {
    "एक": 1,
    "दो": 2,
    "तीन": 3,
    "चार": 4,
    "पाँच": 5,
    "पांच": 5,
    "छह": 6,
    "छः": 6,
    "दस": 10,
    "पंद्रह": 15,
    "बीस": 20,
    "तीस": 30,
    "चालीस": 40,
    "पैंतालीस": 45,
    "पचास": 50,
    "साठ": 60,
    "नब्बे": 90,
}

# The creatures, people and vehicles a pitch names (see pitch_kinds.CHARACTERS).

# The creatures, people and vehicles a pitch names (see pitch_kinds.CHARACTERS).
CHARACTERS = {
    "cat": ("बिल्ली", "बिल्लियाँ", "बिल्लियों", "billi", "billiyan"),
    "dog": ("कुत्ता", "कुत्ते", "कुत्तों", "kutta", "kutte"),
    "frog": ("मेंढक", "mendhak"),
    "duck": ("बत्तख", "battakh"),
    "chicken": ("मुर्गी", "मुर्गा", "मुर्गे", "murgi", "murga"),
    "bird": ("चिड़िया", "पक्षी", "chidiya"),
    "fish": ("मछली", "मछलियाँ", "मछलियों", "machhli", "machli"),
    "rabbit": ("खरगोश", "khargosh"),
    "monkey": ("बंदर", "bandar"),
    "bear": ("भालू", "bhalu"),
    "dragon": ("ड्रैगन",),
    "robot": ("रोबोट",),
    "car": ("कार", "गाड़ी", "गाड़ियाँ"),
    "rocket": ("रॉकेट",),
    "plane": ("हवाई जहाज़", "विमान"),
    "helicopter": ("हेलीकॉप्टर",),
    "boat": ("नाव",),
    "train": ("ट्रेन", "रेलगाड़ी"),
    "dinosaur": ("डायनासोर",),
    "ghost": ("भूत", "bhoot"),
    "lion": ("शेर",),
    "elephant": ("हाथी", "hathi"),
}
