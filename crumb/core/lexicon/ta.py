"""Tamil: the words of a pitch in Tamil, by the vocabulary's keys (see :mod:`crumb.core.lexicon`).

Tamil is told by its script. It writes its case endings onto a word ("போனில்", on the phone;
"பாம்பின்", of the snake), so its words match as substrings. A word that stands inside common Tamil
words is named in a form they do not hold: not "போன்" (a phone, inside "போன்ற", like) but "போனில்",
"போனுக்கு", "செல்போன்"; not "பாம்" (a bomb, the start of "பாம்பு", a snake) but "வெடிகுண்டு".
"இல்லாத" (without) is said after the thing it negates.
"""

from __future__ import annotations

CODE = "ta"
NAME = "Tamil"

JOINERS = ("மற்றும்", "ஆனால்", "ஆனா")
# Said after the thing: "சுவர் இல்லாத" (without walls), "எதிரிகள் இல்லை" (no enemies), "டைமர் வேண்டாம்".
NEGATIONS_AFTER = ("இல்லாத", "இல்லாமல்", "இல்லை", "வேண்டாம்")
OPPONENTS_AFTER = ("எதிராக", "க்கு எதிராக")

# Many kinds are named by their English names written in Tamil letters ("டவர் டிஃபென்ஸ்").
KINDS = {
    "match3": ("மூன்றை இணை", "மேட்ச் 3", "கேண்டி க்ரஷ்"),
    "snake": ("பாம்பு விளையாட்டு", "பாம்பு கேம்", "பாம்பு"),
    "breakout": ("செங்கல் உடை", "பிரிக் பிரேக்கர்"),
    "runner": ("ஃபிளாப்பி", "ரன்னர்"),
    "platformer": ("பிளாட்ஃபார்ம்", "பிளாட்பார்ம்", "மரியோ போன்ற", "மரியோ போல"),
    "shooter": ("சுடும் விளையாட்டு", "துப்பாக்கி சுடு", "ஷூட்டர்", "ஷூட்டிங்"),
    "dodger": ("தவிர்த்து ஓடு", "டாட்ஜ்"),
    # Catch what falls, in a basket: "கூடையில் பிடி", "விழும் பழங்களை பிடி".
    "catcher": ("கூடையில்", "கூடையால்", "விழும் … பிடி"),
    "memory": ("நினைவாற்றல்", "ஞாபக சக்தி", "மெமரி", "ஜோடி கண்டுபிடி"),
    "tapper": ("எலியை அடி", "வேக் எ மோல்"),
    "slide": ("நகர்த்தும் புதிர்", "ஸ்லைடு புதிர்"),
    "grid_puzzle": ("சோகோபான்", "பெட்டியை தள்ளு"),
    "tower_defense": ("டவர் டிஃபென்ஸ்", "கோபுர பாதுகாப்பு"),
    "chess": ("சதுரங்க", "செஸ்"),
    "tetris": ("டெட்ரிஸ்",),
    "racing": ("கார் பந்தய", "பந்தய விளையாட்டு", "ரேஸ்", "ரேசிங்"),
    "pong": ("பாங் கேம்", "பிங் பாங்", "டேபிள் டென்னிஸ்"),  # not "பாங்" alone, in "பாங்கு" (a manner)
    "pinball": ("பின்பால்",),
    "rhythm": ("ரிதம்", "தாள விளையாட்டு"),
    "quiz": ("வினாடி வினா", "குவிஸ்"),
    "card_game": ("சீட்டு விளையாட்டு", "கார்டு கேம்"),
    "rpg": ("ஆர்பிஜி", "ரோல் பிளேயிங்"),
    "strategy": ("உத்தி விளையாட்டு", "ஸ்ட்ராடஜி"),
    "fighting": ("சண்டை விளையாட்டு", "ஃபைட்டிங்"),
    "sudoku": ("சுடோகு",),
    "maze": ("புதிர்ப்பாதை", "மேஸ்", "பேக்மேன்"),
    "golf": ("கோல்ஃப்",),
    "sports": ("கிரிக்கெட்", "கால்பந்து"),
    "word_game": ("சொல் விளையாட்டு", "வார்த்தை விளையாட்டு"),
    "simulation": ("சிமுலேஷன்", "விவசாய விளையாட்டு"),
    "typing": ("டைப்பிங்", "தட்டச்சு"),
    "tic_tac_toe": ("டிக் டாக் டோ",),
    "minesweeper": ("மைன்ஸ்வீப்பர்",),
    "number_merge": ("2048", "எண்களை இணை"),
    "connect_four": ("கனெக்ட் ஃபோர்",),
    "asteroids": ("விண்கற்கள்", "ஆஸ்டிராய்டு"),
    "crossing": ("சாலையை கட", "ஃப்ராகர்"),
    "bubble_shooter": ("பபிள் ஷூட்டர்", "குமிழி"),
    "stacker": ("அடுக்கும் விளையாட்டு", "ஸ்டாக்கர்"),
    "fishing": ("மீன் பிடி",),
    "cooking": ("சமையல்",),
    "mahjong": ("மாஜாங்",),
    "board_game": ("பரமபதம்", "தாயம்", "லூடோ", "கேரம்", "போர்டு கேம்"),
    "jigsaw": ("ஜிக்சா",),
    "slingshot": ("கவண்", "ஆங்கிரி பேர்ட்ஸ்"),
    "puzzle": ("புதிர்", "பஸில்"),
}

MECHANICS = {
    "shrink_paddle": ("பேடில் சிறிதாகும்", "பேடில் சுருங்கும்"),
    "speed_up": ("வேகம் அதிகரி", "வேகம் கூடு", "வேகமாகும்", "வேகமாக ஆகும்", "வேகமாகிக்கொண்டே"),
    "bonus": ("போனஸ்",),
    "hazards": ("முள்", "பொறி", "தடைகள்"),
    "lives": ("உயிர்கள்", "லைஃப்", "லைப்"),
    "double_jump": ("இரட்டை தாவல்", "டபுள் ஜம்ப்"),
    "shield": ("கேடயம்", "பவர் அப்"),
    "narrowing_gap": ("இடைவெளி குறையும்", "இடைவெளி சிறிதாகும்"),
    "time_penalty": ("நேரம் குறையும்", "வினாடிகள் குறையும்"),
    "combo": ("காம்போ",),
    "bomb": ("வெடிகுண்டு",),  # not "பாம்" (a bomb), the start of "பாம்பு" (a snake)
    "poison": ("விஷ",),
    "levels": ("நிலைகள்", "லெவல்"),
    "high_score": ("அதிக மதிப்பெண்", "ஹை ஸ்கோர்"),
    "coins": ("நாணய", "காசு"),
    "enemies": ("எதிரி",),
    "boss": ("பாஸ் சண்டை", "கடைசி பாஸ்"),
    "two_players": ("இரண்டு பேர்", "2 பேர்", "இருவர்", "இரண்டு வீரர்", "2 வீரர்"),
    # The computer as the opponent ("against the computer", "vs AI"): see pitch_words.MECHANICS.
    "vs_computer": ("கணினிக்கு எதிராக",),
    "wrap": ("சுவர் வழியாக", "மறுபக்கம் வரும்"),
}
# Walls said not to be ask for edges that wrap around (see pitch_words.MECHANICS_BY_ABSENCE).
MECHANICS_BY_ABSENCE = {"wrap": ("சுவர்",)}

THEMES = {
    "candy": ("மிட்டாய்",),
    "ocean": ("கடல்", "நீருக்கடியில்"),
    "space": ("விண்வெளி",),
    "neon": ("நியான்",),
    "fruit": ("பழங்கள்", "பழம்"),
    "retro": ("ரெட்ரோ", "பிக்சல்"),
    "forest": ("காடு", "காட்டில்"),
    "spooky": ("பேய்",),
    "winter": ("பனி",),
    "desert": ("பாலைவன",),
}

CONTROLS = {
    "keys": ("கீபோர்டு", "விசைப்பலகை", "அம்புக்குறி"),
    "touch": ("தொடுதிரை", "டச்", "ஸ்வைப்"),
    "mouse": ("மவுஸ்", "சுட்டி"),
}
TARGETS = {
    "phone": ("போனில்", "போனுக்கு", "போனிலும்", "செல்போன்", "ஃபோனில்", "மொபைல்", "கைபேசி", "டேப்லெட்"),
    "desktop": ("கணினி", "கம்ப்யூட்டர்", "லேப்டாப்"),
}
DIFFICULTY = {
    "easy": ("எளிதான", "எளிமையான", "சுலபமான", "குழந்தைகளுக்கு"),
    "hard": ("கடினமான", "கஷ்டமான"),
}

WIN = ("வெற்றி", "ஜெயி")
LOSE = ("கேம் ஓவர்", "தோல்வி")

SECOND_WORDS = ("வினாடி", "நொடி", "செகண்ட்")
MINUTE_WORDS = ("நிமிடம்", "நிமிட", "நிமிஷம்")
# Words for a timer, read where said not to be (see pitch_words.TIMER_WORDS).
TIMER_WORDS = ("டைமர்", "நேர வரம்பு")
NUMBER_WORDS = {
    "ஒரு": 1,
    "இரண்டு": 2,
    "மூன்று": 3,
    "நான்கு": 4,
    "ஐந்து": 5,
    "பத்து": 10,
    "முப்பது": 30,
    "அறுபது": 60,
}
