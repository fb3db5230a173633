"""Persian pitches, with what a person reading them would list (in the Arabic script, with ی, ک, پ, گ)."""

from __future__ import annotations

from tests.core.pitches import p

CORPUS = (
    p(
        "بازی مار که با هر سیب سریع‌تر می‌شود و سیب‌های مسموم هم دارد",
        "fa",
        "snake",
        "in",
        "mechanic.speed_up",
        "mechanic.poison",
    ),
    p(
        "آجرشکن با راکت کوچک که بعد از هر ردیف کوچکتر می‌شود، با سه جان",
        "fa",
        "breakout",
        "in",
        "mechanic.shrink_paddle",
        "mechanic.lives",
    ),
    p(
        "بازی سکویی با پرش دوبل و تله‌ها، ۹۰ ثانیه، برای گوشی",
        "fa",
        "platformer",
        "in",
        "mechanic.double_jump",
        "mechanic.hazards",
        "time_limit",
        "target.phone",
        time_s=90,
    ),
    p("بازی تیراندازی فضایی با سپر محافظ و بمب", "fa", "shooter", "in", "theme", "mechanic.shield", "mechanic.bomb"),
    p("بازی حافظه ساده برای کودکان، دو دقیقه", "fa", "memory", "in", "time_limit", time_s=120, difficulty="easy"),
    p("شطرنج علیه کامپیوتر، خیلی سخت", "fa", "chess", "in", "mechanic.vs_computer", difficulty="hard"),
    p("مسابقه ماشین در صحرا با جمع کردن سکه", "fa", "racing", "in", "theme", "mechanic.coins"),
    # "مار و پله" (snakes and ladders) is a board game, not a snake game.
    p("بازی مار و پله دو نفره", "fa", "board_game", "off", "mechanic.two_players"),
    # "بدون دشمن": without enemies; "آمارها" (statistics) holds no snake.
    p("بازی جاخالی بدون دشمن، با آمارها در پایان", "fa", "dodger", "in"),
    p("بازی مار که سریع‌تر نمی‌شود، در جنگل", "fa", "snake", "in", "theme"),
)
