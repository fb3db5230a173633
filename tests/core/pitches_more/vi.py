"""Vietnamese pitches, with what a person reading them would list (written with their tone marks)."""

from __future__ import annotations

from tests.core.pitches import p

CORPUS = (
    p(
        "Trò chơi con rắn ngày càng nhanh, có táo độc làm rắn ngắn lại",
        "vi",
        "snake",
        "in",
        "mechanic.speed_up",
        "mechanic.poison",
    ),
    p(
        "Trò chơi phá gạch, thanh đỡ nhỏ lại sau mỗi hàng, có ba mạng",
        "vi",
        "breakout",
        "in",
        "mechanic.shrink_paddle",
        "mechanic.lives",
    ),
    p(
        "Game đi cảnh có nhảy đôi và bẫy chông, 90 giây, chơi trên điện thoại",
        "vi",
        "platformer",
        "in",
        "mechanic.double_jump",
        "mechanic.hazards",
        "time_limit",
        "target.phone",
        time_s=90,
    ),
    p(
        "Bắn súng ngoài vũ trụ với lá chắn và bom",
        "vi",
        "shooter",
        "in",
        "theme",
        "mechanic.shield",
        "mechanic.bomb",
    ),
    p(
        "Trò chơi lật thẻ trí nhớ dễ chơi cho trẻ em, hai phút",
        "vi",
        "memory",
        "in",
        "time_limit",
        time_s=120,
        difficulty="easy",
    ),
    p("Cờ vua đấu với máy vi tính, rất khó", "vi", "chess", "in", "mechanic.vs_computer", difficulty="hard"),
    p("Đua xe trên sa mạc, nhặt đồng xu", "vi", "racing", "in", "theme", "mechanic.coins"),
    p("Cờ cá ngựa cho hai người chơi", "vi", "board_game", "off", "mechanic.two_players"),
    # "dễ thương" (cute) is no easy game; "không có" says there are no enemies.
    p("Game đập chuột chũi dễ thương, có combo, không có kẻ thù", "vi", "tapper", "in", "mechanic.combo"),
    # "máy tính bảng" is a tablet, not a computer.
    p("Trò chơi né tránh thiên thạch trên máy tính bảng", "vi", "dodger", "in", "target.phone"),
)
