"""Thai: the words of a pitch in Thai, by the vocabulary's keys (see :mod:`crumb.core.lexicon`).

Thai is told by its script and writes its words without spaces between them (a space ends a phrase),
so its words match as substrings, as Chinese and Japanese do, and a negation counts right against
the thing it denies ("ไม่มีศัตรู", no enemies). A word that is also inside common words is named in a
form they do not hold: not "ยาก" (hard, inside "อยาก", to want) but "เล่นยาก"; not "ทะเล" (the sea,
inside "ทะเลทราย", a desert) but "ใต้ทะเล"; not "ปลา" (a fish, inside "ปลาย", an end); not "ผี" (a
ghost, inside "ผีเสื้อ", a butterfly); not "โล่" (a shield, inside "โล่ง", clear); not "คอม" (a
computer, inside "คอมโบ"); not "ความจำ" (memory, inside "ความจำเป็น", a need) but "เกมความจำ"; not
"ลาวา" (lava, inside "ปลาวาฬ", a whale). Found by matching each word against a Thai word list.
"""

from __future__ import annotations

CODE = "th"
NAME = "Thai"

JOINERS = ("และ", "แต่", "ส่วน")
# Words that ask nothing of a game on their own (see pitch_words.FILLERS), taken out of a run of
# this script before what is left is read as an ask (crumb.core.pitch_rest).
FILLERS = (
    "เกม",
    "เกมส์",
    "ที่",
    "มี",
    "ให้",
    "ได้",
    "อยาก",
    "ขอ",
    "ทำ",
    "สร้าง",
    "หน่อย",
    "ครับ",
    "ค่ะ",
    "คะ",
    "นะ",
    "จ้า",
    "สนุก",
    "ง่าย",
    "เล็ก",
    "แบบ",
    "เหมือน",
    "เล่น",
    "ผู้เล่น",
    "คือ",
    "เป็น",
    "และ",
    "กับ",
    "ของ",
    "ใน",
    "บน",
)
# "ไม่ใช่เตตริส" (not Tetris), "ไม่เหมือน" (not like), "ไม่เอา" (do not want): written onto the thing.
NEGATIONS = ("ไม่มี", "ไม่", "ไร้", "ห้าม", "ไม่ใช่", "ไม่เหมือน", "ไม่เอา")
OPPONENTS = ("แข่งกับ", "สู้กับ")

KINDS = {
    "match3": ("จับคู่สาม", "จับคู่ 3", "เรียงสาม", "เรียง 3"),
    "snake": ("งู",),
    "breakout": ("ทุบบล็อก", "ทำลายบล็อก", "ตีบล็อก", "ทุบอิฐ"),
    "runner": ("วิ่งไม่รู้จบ", "วิ่งไม่สิ้นสุด", "เกมวิ่ง"),
    "platformer": ("แพลตฟอร์ม", "เกมกระโดด"),
    "shooter": ("ยิง", "ยิงปืน", "ยิงยาน"),
    "dodger": ("หลบหลีก", "เกมหลบ"),
    "catcher": ("รับของที่ตก", "เก็บของที่ตก", "ใช้ตะกร้ารับ", "ตะกร้ารับ", "รับผลไม้", "เกมรับของ"),
    "memory": ("เกมความจำ", "ฝึกความจำ", "ทดสอบความจำ", "จับคู่ความจำ", "จับคู่การ์ด", "จับคู่ภาพ", "เปิดไพ่"),
    "tapper": ("ตีตัวตุ่น", "ตัวตุ่น", "เกมกดเร็ว"),
    "slide": ("เลื่อนตัวเลข", "ปริศนาเลื่อน", "เลื่อนภาพ"),
    "grid_puzzle": ("ดันกล่อง", "เข็นกล่อง", "โซโคบัน"),
    "tower_defense": ("ป้องกันหอคอย", "ทาวเวอร์ดีเฟนส์"),
    "chess": ("หมากรุก",),
    "tetris": ("เตตริส", "บล็อกตก", "ตัวต่อตก"),
    "racing": ("แข่งรถ", "รถแข่ง"),
    "pong": ("ปิงปอง", "เทเบิลเทนนิส"),
    "pinball": ("พินบอล",),
    "rhythm": ("เกมจังหวะ", "ตามจังหวะ", "เกมดนตรี", "เกมเต้น"),
    "quiz": ("ตอบคำถาม", "ควิซ", "ทายปัญหา"),
    "card_game": ("เกมไพ่", "โซลิแทร์"),
    "rpg": ("สวมบทบาท", "อาร์พีจี"),
    "strategy": ("กลยุทธ์",),
    "fighting": ("เกมต่อสู้", "ชกมวย"),
    "sudoku": ("ซูโดกุ",),
    "maze": ("เขาวงกต",),
    "golf": ("กอล์ฟ",),
    "sports": ("ฟุตบอล", "บาสเกตบอล", "วอลเลย์บอล", "แบดมินตัน"),
    "word_game": ("เกมคำศัพท์", "ทายคำ", "ต่อคำ", "อักษรไขว้"),
    "simulation": ("เกมจำลอง", "ปลูกผัก", "สร้างเมือง", "เกมฟาร์ม"),
    "typing": ("พิมพ์ดีด", "ฝึกพิมพ์", "เกมพิมพ์"),
    "tic_tac_toe": ("โอเอ็กซ์", "เอ็กซ์โอ"),
    "minesweeper": ("กู้ระเบิด",),
    "number_merge": ("รวมตัวเลข",),
    "connect_four": ("เรียงสี่", "เรียง 4"),
    "asteroids": ("ยิงอุกกาบาต",),
    "crossing": ("ข้ามถนน",),
    "bubble_shooter": ("ยิงฟอง", "ยิงลูกบอลสี", "บับเบิ้ล"),
    "stacker": ("ต่อตึก", "ซ้อนบล็อก"),
    "fishing": ("ตกปลา",),
    "cooking": ("ทำอาหาร", "เชฟ", "ร้านอาหาร"),
    "mahjong": ("ไพ่นกกระจอก", "มาจอง"),
    # "บันไดงู" (snakes and ladders) is a board game: it starts before the snake ("งู") it holds.
    "board_game": ("เกมกระดาน", "บันไดงู", "หมากฮอส", "เกมเศรษฐี"),
    "jigsaw": ("จิ๊กซอว์", "ต่อภาพ"),
    "slingshot": ("หนังสติ๊ก",),
    "puzzle": ("ปริศนา", "พัซเซิล", "ฝึกสมอง"),
}

MECHANICS = {
    "shrink_paddle": ("ไม้ตีเล็กลง", "แป้นเล็กลง", "ไม้รับเล็กลง", "ไม้ตีสั้นลง"),
    "speed_up": ("เร็วขึ้น", "ความเร็วเพิ่มขึ้น", "เร่งความเร็ว"),
    "bonus": ("โบนัส", "คะแนนสองเท่า", "แต้มสองเท่า"),
    "hazards": ("สิ่งกีดขวาง", "อุปสรรค", "กับดัก", "หนาม", "บ่อลาวา", "ลาวาร้อน", "ทุ่นระเบิด"),
    "lives": ("ชีวิตเพิ่ม", "3 ชีวิต", "สามชีวิต", "5 ชีวิต", "ห้าชีวิต", "# หัวใจ", "# ดวงใจ"),
    "double_jump": ("กระโดดสองครั้ง", "ดับเบิ้ลจัมป์", "กระโดดสองชั้น"),
    "shield": ("โล่ป้องกัน", "มีโล่", "เกราะ", "อมตะ", "พาวเวอร์อัพ"),
    "narrowing_gap": ("ช่องว่างแคบลง", "ช่องแคบลง", "ช่องว่างเล็กลง"),
    "time_penalty": ("หักเวลา", "ลดเวลา", "หัก … วินาที"),
    "combo": ("คอมโบ", "ตัวคูณ"),
    "bomb": ("ระเบิด",),
    "poison": ("พิษ",),
    "levels": ("ด่าน", "เลเวล"),
    "high_score": ("คะแนนสูงสุด", "สถิติ", "ตารางคะแนน"),
    "coins": ("เหรียญ",),
    "enemies": ("ศัตรู", "มอนสเตอร์", "สัตว์ประหลาด"),
    "boss": ("บอส",),
    "two_players": ("สองคน", "2 คน", "สองผู้เล่น", "ผู้เล่นสองคน", "2 ผู้เล่น", "หลายผู้เล่น"),
    # The computer as the opponent ("against the computer", "vs AI"): see pitch_words.MECHANICS.
    "vs_computer": ("กับคอมพิวเตอร์", "สู้กับคอมพิวเตอร์", "แข่งกับคอมพิวเตอร์", "กับบอท"),
}
# Walls said not to be ask for edges that wrap around (see pitch_words.MECHANICS_BY_ABSENCE).
MECHANICS_BY_ABSENCE = {"wrap": ("กำแพง", "ผนัง")}

THEMES = {
    "candy": ("ลูกอม", "ขนมหวาน", "แคนดี้"),
    "ocean": ("ใต้ทะเล", "ทะเลลึก", "ท้องทะเล", "มหาสมุทร", "ใต้น้ำ", "ปะการัง"),
    "space": ("อวกาศ", "กาแล็กซี", "ดวงดาว", "เอเลี่ยน", "ดาวเคราะห์"),
    "forest": ("ป่าไม้", "ในป่า", "ธรรมชาติ", "ในสวน"),
    "neon": ("นีออน",),
    "fruit": ("ผลไม้", "สตรอว์เบอร์รี", "แตงโม"),
    "spooky": ("บ้านผีสิง", "ผีดิบ", "ผีร้าย", "สยองขวัญ", "ซอมบี้", "ฮาโลวีน", "แวมไพร์"),
    "winter": ("ฤดูหนาว", "หิมะ", "น้ำแข็ง", "คริสต์มาส"),
    "desert": ("ทะเลทราย", "อียิปต์", "กระบองเพชร"),
    "retro": ("เรโทร", "พิกเซล", "คลาสสิก", "ย้อนยุค"),
}

CONTROLS = {
    "keys": ("ปุ่มลูกศร", "คีย์บอร์ด", "แป้นพิมพ์", "สเปซบาร์"),
    "touch": ("แตะหน้าจอ", "แตะเพื่อ", "ปัดหน้าจอ", "จอสัมผัส", "ระบบสัมผัส"),
    "mouse": ("เมาส์", "คลิก", "ลากวาง"),
}
TARGETS = {
    "phone": ("มือถือ", "โทรศัพท์", "สมาร์ทโฟน", "แท็บเล็ต"),
    "desktop": ("คอมพิวเตอร์", "พีซี", "โน้ตบุ๊ก"),
}
DIFFICULTY = {
    "easy": ("ง่าย", "สำหรับเด็ก", "ผ่อนคลาย", "มือใหม่"),
    "hard": ("เล่นยาก", "ยากๆ", "ระดับยาก", "ท้าทาย", "สุดโหด", "โหดมาก"),
}

WIN = ("ชนะ", "ชัยชนะ")
LOSE = ("แพ้", "เกมโอเวอร์", "ตาย")
LOSE_NOT_BEFORE = ("ชีวิต", "เวลา")

SECOND_WORDS = ("วินาที",)
MINUTE_WORDS = ("นาที",)
# Words for a timer, read where said not to be, and words that alone say there is none (see
# pitch_words.TIMER_WORDS, UNTIMED).
TIMER_WORDS = ("จับเวลา", "ตัวจับเวลา", "จำกัดเวลา", "การจำกัดเวลา", "นับถอยหลัง", "นาฬิกา")
UNTIMED = ("เวลาไม่จำกัด",)
HALF_MINUTE = ("ครึ่งนาที",)
HALVES_AFTER_UNIT = ("ครึ่ง",)
EVERY_WORDS = ("ทุก",)
NUMBER_WORDS = {
    "หนึ่ง": 1,
    "สอง": 2,
    "สาม": 3,
    "สี่": 4,
    "ห้า": 5,
    "หก": 6,
    "สิบ": 10,
    "สิบห้า": 15,
    "ยี่สิบ": 20,
    "สามสิบ": 30,
    "สี่สิบ": 40,
    "สี่สิบห้า": 45,
    "ห้าสิบ": 50,
    "หกสิบ": 60,
    "เก้าสิบ": 90,
}

# The creatures, people and vehicles a pitch names (see pitch_kinds.CHARACTERS).

# The creatures, people and vehicles a pitch names (see pitch_kinds.CHARACTERS).
CHARACTERS = {
    "cat": ("แมว",),
    "dog": ("สุนัข", "น้องหมา", "หมาน้อย"),
    "duck": ("เป็ด",),
    "chicken": ("ไก่",),
    "rabbit": ("กระต่าย",),
    "dragon": ("มังกร",),
    "robot": ("หุ่นยนต์",),
    "car": ("รถยนต์",),
    "rocket": ("จรวด",),
    "plane": ("เครื่องบิน",),
    "helicopter": ("เฮลิคอปเตอร์",),
    "train": ("รถไฟ",),
    "dinosaur": ("ไดโนเสาร์",),
    "zombie": ("ซอมบี้",),
    "lion": ("สิงโต",),
    "shark": ("ฉลาม",),
    "elephant": ("ช้าง",),
    "penguin": ("เพนกวิน",),
}
