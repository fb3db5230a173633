"""Bengali pitches, with what a person reading them would list (case endings and counters written onto
their words: "সাপটি", "তিনটি")."""

from __future__ import annotations

from tests.core.pitches import p

CORPUS = (
    p(
        "একটা সাপের গেম যেখানে সাপটি প্রতিবার দ্রুত হয়, তিন মিনিট",
        "bn",
        "snake",
        "in",
        "mechanic.speed_up",
        "time_limit",
        time_s=180,
    ),
    p("মহাকাশে শুটার গেম, ঢাল আর পাঁচটি জীবন", "bn", "shooter", "in", "theme", "mechanic.shield", "mechanic.lives"),
    p(
        "প্ল্যাটফর্ম গেম, ডাবল জাম্প আর কাঁটা, মোবাইলের জন্য",
        "bn",
        "platformer",
        "in",
        "mechanic.double_jump",
        "mechanic.hazards",
        "target.phone",
    ),
    p("বাচ্চাদের জন্য সহজ মেমোরি গেম, ৬০ সেকেন্ড", "bn", "memory", "in", "time_limit", time_s=60, difficulty="easy"),
    p("কম্পিউটারের বিরুদ্ধে দাবা, খুব কঠিন", "bn", "chess", "in", "mechanic.vs_computer", difficulty="hard"),
    p("দুজন খেলোয়াড়ের টেট্রিস, পাঁচ মিনিট", "bn", "tetris", "in", "mechanic.two_players", "time_limit", time_s=300),
    p("মরুভূমিতে গাড়ির দৌড়, কয়েন সংগ্রহ কর", "bn", "racing", "in", "theme", "mechanic.coins"),
    # "সাপ লুডু" (snakes and ladders) is a board game, not a snake game.
    p("সাপ লুডু দুজনে খেলার জন্য", "bn", "board_game", "off", "mechanic.two_players"),
    p("ইট ভাঙা গেম, বল ক্রমশ দ্রুত হয়, বোনাস সহ", "bn", "breakout", "in", "mechanic.speed_up", "mechanic.bonus"),
)
