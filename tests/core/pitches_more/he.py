"""Hebrew pitches, with what a person reading them would list ("the", "and", "in" written onto words)."""

from __future__ import annotations

from tests.core.pitches import p

CORPUS = (
    p(
        "משחק נחש שבו הנחש מאיץ עם כל תפוח, ויש תפוחים עם רעל",
        "he",
        "snake",
        "in",
        "mechanic.speed_up",
        "mechanic.poison",
    ),
    p(
        "שובר לבנים שבו המחבט מתכווץ אחרי כל שורה, עם שלושה חיים",
        "he",
        "breakout",
        "in",
        "mechanic.shrink_paddle",
        "mechanic.lives",
    ),
    p(
        "משחק פלטפורמות עם קפיצה כפולה וקוצים, 90 שניות, לטלפון",
        "he",
        "platformer",
        "in",
        "mechanic.double_jump",
        "mechanic.hazards",
        "time_limit",
        "target.phone",
        time_s=90,
    ),
    p("משחק יריות בחלל עם המגן ופצצות", "he", "shooter", "in", "theme", "mechanic.shield", "mechanic.bomb"),
    p(
        "משחק זיכרון פשוט לילדים, שתי דקות",
        "he",
        "memory",
        "in",
        "time_limit",
        time_s=120,
        difficulty="easy",
    ),
    p("שחמט נגד המחשב, קשה מאוד", "he", "chess", "in", "mechanic.vs_computer", difficulty="hard"),
    p("מרוץ מכוניות במדבר, אוספים מטבעות", "he", "racing", "in", "theme", "mechanic.coins"),
    p("שש בש לשני שחקנים", "he", "board_game", "off", "mechanic.two_players"),
    # "לנחש" is to guess: a word game, no snake; "יחידה" (a unit) holds no riddle.
    p("משחק מילים שבו צריך לנחש מילה בכל יחידה", "he", "word_game", "off"),
    p("משחק יריות בלי אויבים, רק בוס בסוף כל השלבים", "he", "shooter", "in", "mechanic.boss", "mechanic.levels"),
)
