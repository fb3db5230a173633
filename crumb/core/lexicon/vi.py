"""Vietnamese: the words of a pitch in Vietnamese, by the vocabulary's keys (see :mod:`crumb.core.lexicon`).

Vietnamese writes a word as syllables between spaces and never inflects them, so its words are
phrases, written with their tone marks. A syllable that is a word of its own in many phrases is named
in the phrases it names the thing in: "mạng" (a life, a network: "chơi qua mạng", online) as
"3 mạng"; "độc" (poison, unique: "độc đáo") as "có độc"; "dễ" (easy, "dễ thương": cute) as "dễ chơi";
"chạm" (touch, also what a thing does: "chạm vào tường") as "chạm màn hình"; "máy tính" (a computer,
but "máy tính bảng" is a tablet) as "máy tính để bàn"; "gai" (a thorn, French cheerful) as "gai nhọn".
"""

from __future__ import annotations

CODE = "vi"
NAME = "Vietnamese"
LETTERS = "ơưđạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ"
# Its tone marks tell its words apart ("có gai", has thorns; "cô gái", a girl; "dễ cho", easy for; "để
# cho", so that): a word typed without them is not read as the word with them.
MARKS_TELL_WORDS = True

# Words that begin a clause of their own: a phrase's gap never holds one.
JOINERS = ("và", "nhưng", "còn", "trong khi")
# Words that begin a phrase of their own, and words that ask nothing of a game on their own (see
# pitch_words.PHRASE_STARTS and FILLERS).
PHRASE_STARTS = ("với", "nơi", "mà", "chống", "đấu với", "cũng", "rồi", "sau đó")
FILLERS = (
    "giống",
    "tôi",
    "mình",
    "em",
    "anh",
    "chúng",
    "muốn",
    "làm",
    "tạo",
    "giúp",
    "hộ",
    "nhé",
    "nha",
    "đi",
    "ạ",
    "cảm",
    "ơn",
    "vui",
    "đơn",
    "giản",
    "nhỏ",
    "ngắn",
    "nhanh",
    "hay",
    "đẹp",
    "cổ",
    "điển",
    "kiểu",
    "loại",
    "kiểu như",
    "cái",
    "gì",
    "rất",
    "chỉ",
    "chơi",
    "người",
    "là",
    "được",
    "phiên",
    "bản",
)
# Words that say the thing named right after them is not: "không có kẻ thù", "không tăng tốc".
NEGATIONS = ("không có", "không", "chẳng", "chưa", "đừng")
# Words for "like" said between a negation and a game named (see pitch_words.LIKENESS): "không giống tetris".
LIKENESS = ("giống", "giống như", "như", "kiểu")
# Words for "or" that carry a negation on to the thing after them (see pitch_words.DISJUNCTIONS).
DISJUNCTIONS = ("hoặc",)
OPPONENTS = ("đấu với", "chống lại", "đối đầu với")

MARKERS = ("trò", "chơi", "và", "có", "là", "khi", "giây", "phút", "không", "với", "mỗi", "người", "một", "được")

KINDS = {
    "match3": ("ghép 3", "ghép ba", "nối 3", "nối ba", "3 viên giống nhau", "ba viên giống nhau"),
    "snake": ("rắn săn mồi", "con rắn", "rắn"),
    "breakout": ("phá gạch", "đập gạch", "bắn gạch", "phá khối"),
    "runner": ("chạy vô tận", "chạy bất tận", "chạy không ngừng"),
    "platformer": ("đi cảnh", "nhảy qua các bục"),
    "shooter": ("bắn súng", "bắn máy bay", "bắn phi thuyền", "game bắn"),
    "dodger": ("né tránh", "tránh né", "né các"),
    "catcher": ("hứng … rơi", "hứng trái cây", "bắt … đang rơi", "bắt … rơi xuống", "bằng giỏ"),
    "memory": ("trí nhớ", "lật thẻ", "lật bài", "tìm cặp", "ghi nhớ"),
    "tapper": ("đập chuột", "chuột chũi", "gõ chuột"),
    "slide": ("trượt số", "câu đố trượt", "ghép số trượt"),
    "grid_puzzle": ("đẩy hộp", "đẩy thùng"),
    "tower_defense": ("thủ thành", "phòng thủ tháp", "bảo vệ tháp"),
    "chess": ("cờ vua", "cờ tướng"),
    "tetris": ("xếp gạch", "xếp hình", "khối rơi", "khối hộp rơi"),
    "racing": ("đua xe", "cuộc đua", "đua"),
    "pong": ("bóng bàn",),
    "pinball": ("máy bắn bi",),
    "rhythm": ("nhịp điệu", "theo nhạc", "âm nhạc"),
    "quiz": ("đố vui", "câu đố kiến thức", "trắc nghiệm", "hỏi đáp"),
    "card_game": ("đánh bài", "game bài", "trò chơi bài", "tiến lên"),
    "rpg": ("nhập vai",),
    "strategy": ("chiến thuật", "chiến lược"),
    "fighting": ("đối kháng", "đánh nhau", "võ thuật"),
    "sudoku": ("sudoku",),
    "maze": ("mê cung",),
    "golf": ("đánh gôn", "gôn"),
    "sports": ("bóng đá", "bóng rổ", "bóng chuyền", "cầu lông"),
    "word_game": ("nối từ", "đoán chữ", "ô chữ", "trò chơi chữ"),
    "simulation": ("mô phỏng", "nông trại", "trang trại", "xây thành phố"),
    "typing": ("gõ phím", "luyện gõ", "đánh máy"),
    "tic_tac_toe": ("cờ ca-rô", "cờ caro", "ca rô"),
    "minesweeper": ("dò mìn",),
    "number_merge": ("ghép số", "gộp số"),
    "connect_four": ("nối bốn", "bốn quân liên tiếp", "4 quân liên tiếp"),
    "asteroids": ("bắn thiên thạch",),
    "crossing": ("qua đường", "băng qua đường"),
    "bubble_shooter": ("bắn bóng", "bắn bong bóng", "bắn trứng"),
    "stacker": ("xếp chồng", "xếp tháp", "xây tháp"),
    "fishing": ("câu cá",),
    "cooking": ("nấu ăn", "đầu bếp", "nhà hàng"),
    "mahjong": ("mạt chược",),
    "board_game": ("cờ bàn", "cờ cá ngựa", "cờ tỷ phú", "cờ đam"),
    "jigsaw": ("ghép hình", "ghép tranh"),
    "slingshot": ("súng cao su", "bắn ná"),
    "puzzle": ("giải đố", "câu đố", "trí tuệ"),
}

MECHANICS = {
    "shrink_paddle": ("thanh đỡ … nhỏ lại", "thanh đỡ … ngắn lại", "thanh trượt … ngắn lại", "ván đỡ … nhỏ lại"),
    "speed_up": (
        "càng … càng nhanh",
        "ngày càng nhanh",
        "càng lúc càng nhanh",
        "nhanh dần",
        "tăng tốc",
        "tốc độ … tăng",
    ),
    "bonus": ("điểm thưởng", "vật phẩm thưởng", "nhân đôi điểm", "gấp đôi điểm", "điểm gấp đôi"),
    "hazards": ("chướng ngại vật", "bẫy", "có gai", "gai nhọn", "chông", "dung nham"),
    "lives": ("# mạng", "mạng sống", "thêm mạng", "trái tim"),
    "double_jump": ("nhảy đôi", "nhảy hai lần", "nhảy kép"),
    "shield": ("khiên", "lá chắn", "bất tử", "tăng sức mạnh"),
    "narrowing_gap": ("khe hở … hẹp", "khoảng trống … hẹp", "khe … hẹp dần"),
    "time_penalty": ("trừ … giây", "mất … giây", "phạt thời gian", "bị trừ thời gian"),
    "combo": ("liên hoàn", "hệ số nhân", "chuỗi"),
    "bomb": ("bom", "chất nổ"),
    "poison": ("có độc", "chất độc", "nấm độc", "táo độc", "trúng độc"),
    "levels": ("màn chơi", "cấp độ", "# màn", "nhiều màn", "qua màn"),
    "high_score": ("điểm cao nhất", "kỷ lục", "bảng xếp hạng"),
    "coins": ("đồng xu", "tiền xu", "nhặt xu", "thu thập xu", "tiền vàng"),
    "enemies": ("kẻ thù", "kẻ địch", "quái vật"),
    "boss": ("trùm cuối", "trùm"),
    "two_players": ("hai người chơi", "2 người chơi", "chơi đôi", "nhiều người chơi"),
    # The computer as the opponent ("against the computer", "vs AI"): see pitch_words.MECHANICS.
    "vs_computer": ("đấu với máy", "chơi với máy tính", "đánh với máy", "với máy tính"),
}
# Walls said not to be ask for edges that wrap around (see pitch_words.MECHANICS_BY_ABSENCE).
# Typed without its tones too: read only said not to be ("khong co tuong"), where "tuong" is no other word.
MECHANICS_BY_ABSENCE = {"wrap": ("tường", "bức tường", "tuong", "buc tuong")}

THEMES = {
    "candy": ("kẹo", "bánh kẹo", "đồ ngọt"),
    "ocean": ("đại dương", "biển", "dưới nước", "con cá", "cá heo", "san hô"),
    "space": ("không gian", "vũ trụ", "thiên hà", "hành tinh", "ngôi sao"),
    "forest": ("rừng", "khu vườn", "thiên nhiên"),
    "neon": ("đèn neon",),
    "fruit": ("trái cây", "hoa quả", "dâu tây", "dưa hấu"),
    "spooky": ("con ma", "bóng ma", "ma quái", "kinh dị", "xác sống", "ma cà rồng"),
    "winter": ("mùa đông", "tuyết", "băng giá", "giáng sinh"),
    "desert": ("sa mạc", "cát", "ai cập", "xương rồng"),
    "retro": ("cổ điển", "điểm ảnh"),
}

CONTROLS = {
    "keys": ("phím mũi tên", "bàn phím", "phím cách", "phím"),
    "touch": ("chạm màn hình", "chạm vào màn hình", "chạm để", "vuốt", "cảm ứng"),
    "mouse": ("dùng chuột", "bằng chuột", "nhấp chuột", "click chuột", "kéo thả"),
}
TARGETS = {
    "phone": ("điện thoại", "di động", "máy tính bảng"),
    "desktop": ("máy tính để bàn", "máy vi tính", "máy tính xách tay"),
}
DIFFICULTY = {
    "easy": (
        "dễ chơi",
        "dễ dàng",
        "dễ cho",
        "rất dễ",
        "dễ thôi",
        "dễ thui",
        "đơn giản",
        "trẻ em",
        "thư giãn",
        "người mới chơi",
    ),
    "hard": ("khó", "rất khó", "siêu khó", "thử thách"),
}

WIN = ("chiến thắng", "thắng")
LOSE = ("thua", "thua cuộc", "chết")
# A round said to end, neither lost nor won: its clause tells which.
ROUND_ENDS = ("kết thúc trò chơi",)

SECOND_WORDS = ("giây",)
MINUTE_WORDS = ("phút",)
# Words for a timer, read where said not to be, and words that alone say there is none (see
# pitch_words.TIMER_WORDS, UNTIMED).
TIMER_WORDS = (
    "đồng hồ",
    "giới hạn thời gian",
    "thời gian giới hạn",
    "hẹn giờ",
    "bấm giờ",
    "tính giờ",
    "đếm ngược",
    "timer",
)
UNTIMED = ("thời gian không giới hạn", "vô hạn thời gian")
HALF_MINUTE = ("nửa phút",)
HALVES_AFTER_UNIT = ("rưỡi",)
EVERY_WORDS = ("mỗi", "cứ mỗi")
NUMBER_WORDS = {
    "một": 1,
    "hai": 2,
    "ba": 3,
    "bốn": 4,
    "năm": 5,
    "sáu": 6,
    "mười": 10,
    "mười lăm": 15,
    "hai mươi": 20,
    "ba mươi": 30,
    "bốn mươi": 40,
    "bốn mươi lăm": 45,
    "năm mươi": 50,
    "sáu mươi": 60,
    "chín mươi": 90,
}

# The creatures, people and vehicles a pitch names (see pitch_kinds.CHARACTERS).

# The creatures, people and vehicles a pitch names (see pitch_kinds.CHARACTERS).
CHARACTERS = {
    "cat": ("mèo",),
    "dog": ("chó", "cún"),
    "frog": ("ếch", "cóc"),
    "duck": ("vịt",),
    "chicken": ("gà",),
    "bird": ("chim",),
    "fish": ("chú cá", "cá vàng"),  # not "con cá", a word of the ocean look
    "shark": ("cá mập",),
    "rabbit": ("thỏ",),
    "monkey": ("khỉ",),
    "bear": ("gấu",),
    "dragon": ("rồng",),
    "robot": ("người máy", "rô bốt"),
    "car": ("ô tô", "xe hơi"),
    "rocket": ("tên lửa",),
    "plane": ("máy bay",),
    "helicopter": ("trực thăng",),
    "boat": ("thuyền",),
    "train": ("tàu hỏa", "xe lửa"),
    "dinosaur": ("khủng long",),
    "ghost": ("con ma", "bóng ma"),
    "zombie": ("thây ma",),
    "lion": ("sư tử",),
    "elephant": ("con voi",),
}
