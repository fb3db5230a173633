"""Hebrew: the words of a pitch in Hebrew, by the vocabulary's keys (see :mod:`crumb.core.lexicon`).

Hebrew is told by its script. It writes "the", "and", "in", "to" onto the next word (הנחש, ובונוס,
במדבר), so its words match as substrings, as Arabic's do; a word that is also inside common words
is named in a phrase or a form they do not hold: not "נחש" (a snake, but "לנחש", to guess) but
"משחק נחש", "הנחש"; not "חידה" (a riddle, inside "יחידה", a unit); not "קל" (easy, inside "קלפים",
cards); not "ים" (a sea, the plural ending); not "מגן" (a shield, inside "מגנט"); not "שיא" (a
record, inside "נשיא"); not "חול" (sand, inside "כחול", blue); not "מחשב" (a computer, inside
"מחשבה", a thought) but "במחשב"; not "רמות" (levels, inside "פלטפורמות") but "הרמות"; not "קשה" (hard, inside "בקשה", a request), nor "הקשה" alone
(a tap, and "the hard one"); not "בוס" (a boss, inside "תבוסה", a defeat, and "אוטובוסים", buses); not "גינה" (a garden, inside
"נגינה", playing music); not "שונית" (a reef, inside "ראשונית", initial). Found by matching each word
against a Hebrew word list.
"""

from __future__ import annotations

CODE = "he"
NAME = "Hebrew"

# Words that begin a clause of their own ("ו", and, written onto the next word): a phrase's gap never
# holds one.
JOINERS = ("ו", "אבל", "אך", "בעוד")
# "Like" (a game named after it is read by its kind) and "game": they ask nothing.
FILLERS = ("כמו", "משחק")
NEGATIONS = ("לא", "בלי", "ללא", "אין", "ולא", "ובלי", "וללא", "ואין")
# Words for "like" said between a negation and a game named (see pitch_words.LIKENESS): "לא כמו טטריס".
LIKENESS = ("כמו", "בסגנון", "דומה ל")
OPPONENTS = ("נגד",)

KINDS = {
    "match3": ("שלוש ברצף", "שלושה ברצף", "3 ברצף", "התאמת שלוש", "התאם שלוש"),
    "snake": ("משחק נחש", "משחק הנחש", "הנחש", "נחשים", "סנייק"),
    "breakout": ("שובר לבנים", "שבירת לבנים", "לשבור לבנים", "ברייקאאוט", "ארקנואיד"),
    "runner": ("ריצה אינסופית", "רץ אינסופי", "ראנר"),
    "platformer": ("פלטפורמות", "פלטפורמה"),
    "shooter": ("יריות", "משחק ירי", "ירי בחלל", "משחק חלליות", "חלליות"),
    "dodger": ("להתחמק", "התחמקות", "התחמק"),
    "catcher": ("לתפוס … נופל", "תתפוס … נופל", "תפוס … נופל", "לתפוס … שנופל", "סלסלה"),
    "memory": ("זיכרון", "זכרון", "למצוא זוגות", "מצא זוגות"),
    "tapper": ("חפרפרת", "חפרפרות", "משחק תגובה"),
    "slide": ("פאזל הזזה", "חידת הזזה"),
    "grid_puzzle": ("סוקובן", "לדחוף ארגזים", "דחיפת ארגזים", "דחוף ארגזים"),
    "tower_defense": ("הגנת מגדלים", "הגנה על מגדל", "טאואר דיפנס"),
    "chess": ("שחמט", "שח מט"),
    "tetris": ("טטריס", "קוביות נופלות", "לבנים נופלות"),
    "racing": ("מרוץ", "מירוץ", "מרוצי", "מירוצי"),
    "pong": ("פונג", "טניס שולחן", "פינג פונג"),
    "pinball": ("פינבול",),
    "rhythm": ("משחק קצב", "קצב המוזיקה", "לפי הקצב", "ריתמוס"),
    "quiz": ("טריוויה", "חידון", "שאלות ותשובות"),
    "card_game": ("משחק קלפים", "קלפים", "סוליטר"),
    "rpg": ("משחק תפקידים",),
    "strategy": ("אסטרטגיה",),
    "fighting": ("משחק מכות", "משחק לחימה"),
    "sudoku": ("סודוקו",),
    "maze": ("מבוך",),
    "golf": ("גולף",),
    "sports": ("כדורגל", "כדורסל", "כדורעף", "טניס"),
    "word_game": ("משחק מילים", "איש תלוי", "תשבץ", "ניחוש מילים"),
    "simulation": ("סימולציה", "סימולטור", "בניית עיר"),
    "typing": ("הקלדה",),
    "tic_tac_toe": ("איקס עיגול", "איקס מיקס דריקס"),
    "minesweeper": ("שולה המוקשים", "שולה מוקשים"),
    "number_merge": ("איחוד מספרים", "חיבור מספרים"),
    "connect_four": ("ארבע בשורה", "4 בשורה"),
    "asteroids": ("אסטרואידים",),
    "crossing": ("לחצות את הכביש", "חציית כביש", "לחצות כביש"),
    "bubble_shooter": ("יורה בועות", "לפוצץ בועות", "פיצוץ בועות"),
    "stacker": ("ערימת קוביות", "בניית מגדל", "לערום"),
    "fishing": ("משחק דיג", "לדוג", "דייג"),
    "cooking": ("בישול", "לבשל", "מסעדה"),
    "mahjong": ("מהג'ונג", "מאהג'ונג"),
    "board_game": ("משחק לוח", "דמקה", "שש בש", "סולמות וחבלים"),
    "jigsaw": ("פאזל תמונה", "הרכבת תמונה", "חלקי פאזל"),
    "slingshot": ("רוגטקה", "בקלע", "קטפולטה"),
    "puzzle": ("משחק חשיבה", "פאזל", "פאזלים", "חידות היגיון"),
}

MECHANICS = {
    "shrink_paddle": ("המחבט מתכווץ", "המחבט קטן", "המחבט מצטמק", "המשטח מתכווץ"),
    "speed_up": (
        "מאיץ",
        "מאיצה",
        "מאיצים",
        "יותר מהר",
        "מהר יותר",
        "מהר יותר ויותר",
        "מהיר יותר ויותר",
        "המהירות … עולה",
        "המהירות … גדלה",
    ),
    "bonus": ("בונוס", "נקודות כפולות", "ניקוד כפול"),
    "hazards": ("מכשולים", "מכשול", "קוצים", "מלכודות", "מלכודת", "מוקשים"),
    "lives": ("חיים נוספים", "שלושה חיים", "שלוש חיים", "חמישה חיים", "3 חיים", "5 חיים", "לבבות"),
    "double_jump": ("קפיצה כפולה", "לקפוץ פעמיים"),
    "shield": ("עם מגן", "המגן", "מגן זמני", "בלתי מנוצח", "חסינות", "פאוור אפ"),
    "narrowing_gap": ("הרווח … מצטמצם", "הפתח … מצטמצם", "הרווחים … קטנים"),
    "time_penalty": ("עונש זמן", "מאבד זמן", "מינוס … שניות", "מורידים … שניות", "מוריד … שניות"),
    "combo": ("קומבו", "מכפיל"),
    "bomb": ("פצצה", "פצצות", "חומר נפץ"),
    "poison": ("רעל", "רעיל"),
    "levels": ("שלבים", "הרמות", "ברמות", "רמות קושי", "השלב הבא"),
    "high_score": ("טבלת שיאים", "שיא אישי", "ניקוד שיא", "הניקוד הגבוה"),
    "coins": ("מטבעות", "מטבע"),
    "enemies": ("אויבים", "אויב", "מפלצות"),
    "boss": ("הבוס", "בוס בסוף", "בוס אחרון", "בוס ענק", "הבוסים", "קרב בוס", "עם בוס", "רק בוס"),
    "two_players": ("שני שחקנים", "2 שחקנים", "מרובה משתתפים", "לשני שחקנים"),
    # The computer as the opponent ("against the computer", "vs AI"): see pitch_words.MECHANICS.
    "vs_computer": ("נגד המחשב", "נגד מחשב", "מול המחשב"),
}
# Walls said not to be ask for edges that wrap around (see pitch_words.MECHANICS_BY_ABSENCE).
MECHANICS_BY_ABSENCE = {"wrap": ("קירות", "קיר")}

THEMES = {
    "candy": ("ממתקים", "סוכריות", "סוכריה"),
    "ocean": ("אוקיינוס", "מתחת למים", "מתחת לים", "מעמקי הים", "אלמוגים"),
    "space": ("חלל", "גלקסיה", "כוכבים", "חייזרים", "כוכב לכת"),
    "forest": ("יער", "ג'ונגל", "בגינה", "הגינה"),
    "neon": ("ניאון",),
    "fruit": ("פירות", "תותים", "אבטיח"),
    "spooky": ("רוחות רפאים", "רוח רפאים", "זומבים", "זומבי", "מפחיד", "הלווין", "ערפד"),
    "winter": ("חורף", "שלג", "קרח", "חג המולד"),
    "desert": ("במדבר", "המדבר", "חולות", "מצרים", "קקטוס"),
    "retro": ("רטרו", "פיקסלים", "קלאסי"),
}

CONTROLS = {
    "keys": ("מקשי החצים", "מקשי חצים", "מקלדת", "מקש רווח"),
    "touch": ("מסך מגע", "במגע", "הקשה על", "בהקשה", "הקש על", "באצבע"),
    "mouse": ("עכבר", "קליק", "גרירה"),
}
TARGETS = {
    "phone": ("טלפון", "סמארטפון", "טאבלט", "מובייל", "בנייד", "אייפד", "אייפון"),
    "desktop": ("במחשב", "למחשב", "מחשב נייד", "מחשב שולחני", "לפטופ"),
}
DIFFICULTY = {
    "easy": ("לילדים", "למתחילים", "רגוע", "מרגיע", "פשוט", "קל מאוד", "ממש קל"),
    "hard": ("קשה מאוד", "ממש קשה", "משחק קשה", "מאתגר", "הארדקור", "קשוח", "למומחים"),
}

WIN = ("לנצח", "ניצחון", "מנצח")
LOSE = ("מפסיד", "הפסד", "נפסל")
# A round said to end, neither lost nor won: its clause tells which.
ROUND_ENDS = ("המשחק נגמר",)
LOSE_NOT_BEFORE = ("חיים", "זמן", "שניות")

SECOND_WORDS = ("שניות", "שנייה", "שניה")
MINUTE_WORDS = ("דקות", "דקה")
# Words for a timer, read where said not to be, and words that alone say there is none (see
# pitch_words.TIMER_WORDS, UNTIMED).
TIMER_WORDS = ("טיימר", "מגבלת זמן", "מגבלת הזמן", "הגבלת זמן", "שעון", "ספירה לאחור", "קוצב זמן")
UNTIMED = ("זמן בלתי מוגבל",)
HALF_MINUTE = ("חצי דקה",)
HALVES_AFTER_UNIT = ("וחצי",)
# "דקה" alone is a minute, one (after the longer phrases, which are read first).
TIME_PHRASES = {"דקה אחת": 60, "דקה וחצי": 90, "תוך דקה": 60, "דקתיים": 120, "דקה": 60}
EVERY_WORDS = ("כל",)
NUMBER_WORDS = {
    "אחת": 1,
    "אחד": 1,
    "שתיים": 2,
    "שניים": 2,
    "שתי": 2,
    "שלוש": 3,
    "שלושה": 3,
    "ארבע": 4,
    "ארבעה": 4,
    "חמש": 5,
    "חמישה": 5,
    "עשר": 10,
    "עשרה": 10,
    "עשרים": 20,
    "שלושים": 30,
    "ארבעים": 40,
    "חמישים": 50,
    "שישים": 60,
    "תשעים": 90,
}

# The creatures, people and vehicles a pitch names (see pitch_kinds.CHARACTERS).

# The creatures, people and vehicles a pitch names (see pitch_kinds.CHARACTERS).
CHARACTERS = {
    "cat": ("חתול", "חתולה", "חתלתול"),
    "dog": ("כלב",),
    "frog": ("צפרדע",),
    "duck": ("ברווז",),
    "chicken": ("תרנגול",),
    "bird": ("ציפור", "ציפורים"),
    "shark": ("כריש",),
    "rabbit": ("ארנב",),
    "dragon": ("דרקון",),
    "robot": ("רובוט",),
    "car": ("מכונית",),
    "rocket": ("רקטה",),
    "plane": ("מטוס",),
    "helicopter": ("מסוק",),
    "boat": ("סירה",),
    "train": ("רכבת",),
    "dinosaur": ("דינוזאור",),
    "ghost": ("רוח רפאים",),
    "zombie": ("זומבי",),
    "lion": ("אריה",),
    "penguin": ("פינגווין",),
}
