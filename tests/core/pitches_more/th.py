"""Thai pitches, with what a person reading them would list (written without spaces between words)."""

from __future__ import annotations

from tests.core.pitches import p

CORPUS = (
    p("เกมงูที่เร็วขึ้นทุกครั้งที่กินแอปเปิล มีแอปเปิลพิษด้วย", "th", "snake", "in", "mechanic.speed_up", "mechanic.poison"),
    p(
        "เกมทุบบล็อกที่ไม้ตีเล็กลงทุกแถว มีสามชีวิต",
        "th",
        "breakout",
        "in",
        "mechanic.shrink_paddle",
        "mechanic.lives",
    ),
    p(
        "เกมแพลตฟอร์มกระโดดสองครั้ง มีกับดักหนาม 90 วินาที เล่นบนมือถือ",
        "th",
        "platformer",
        "in",
        "mechanic.double_jump",
        "mechanic.hazards",
        "time_limit",
        "target.phone",
        time_s=90,
    ),
    p("เกมยิงในอวกาศ มีโล่ป้องกันและระเบิด", "th", "shooter", "in", "theme", "mechanic.shield", "mechanic.bomb"),
    p("เกมความจำง่ายๆ สำหรับเด็ก สองนาที", "th", "memory", "in", "time_limit", time_s=120, difficulty="easy"),
    p("หมากรุกแข่งกับคอมพิวเตอร์ เล่นยาก", "th", "chess", "in", "mechanic.vs_computer", difficulty="hard"),
    p("แข่งรถในทะเลทราย เก็บเหรียญ", "th", "racing", "in", "theme", "mechanic.coins"),
    # "บันไดงู" (snakes and ladders) is a board game, not a snake game.
    p("บันไดงูสำหรับผู้เล่นสองคน", "th", "board_game", "off", "mechanic.two_players"),
    # "ไม่มีศัตรู": no enemies; "ปลาวาฬ" (a whale) holds no lava.
    p("เกมหลบหลีกใต้ทะเล ไม่มีศัตรู มีปลาวาฬ", "th", "dodger", "in", "theme"),
    # "ความจำเป็น" (a need) is no memory game; "อยาก" (to want) no hard game.
    p("อยากได้เกมตีตัวตุ่นที่ไม่มีความจำเป็นต้องรีบ", "th", "tapper", "in"),
)
