"""Urdu pitches, with what a person reading them would list (in the Arabic script, with ٹ, ڈ, ں, ے)."""

from __future__ import annotations

from tests.core.pitches import p

CORPUS = (
    p(
        "سانپ والا گیم جو ہر سیب کے بعد تیز ہوتا ہے، دو منٹ",
        "ur",
        "snake",
        "in",
        "mechanic.speed_up",
        "time_limit",
        time_s=120,
    ),
    p("خلائی شوٹر، ڈھال اور پانچ زندگیاں", "ur", "shooter", "in", "theme", "mechanic.shield", "mechanic.lives"),
    p(
        "پلیٹ فارم گیم ڈبل جمپ اور کانٹوں کے ساتھ، موبائل کے لیے",
        "ur",
        "platformer",
        "in",
        "mechanic.double_jump",
        "mechanic.hazards",
        "target.phone",
    ),
    p("بچوں کے لیے آسان یادداشت کا گیم، ۹۰ سیکنڈ", "ur", "memory", "in", "time_limit", time_s=90, difficulty="easy"),
    p("کمپیوٹر کے خلاف شطرنج، بہت مشکل", "ur", "chess", "in", "mechanic.vs_computer", difficulty="hard"),
    p("دو کھلاڑی والا ٹیٹرس، پانچ منٹ", "ur", "tetris", "in", "mechanic.two_players", "time_limit", time_s=300),
    p("صحرا میں کار ریس، سونے کے سکے جمع کرو", "ur", "racing", "in", "theme", "mechanic.coins"),
    # "سانپ سیڑھی" (snakes and ladders) is a board game, not a snake game.
    p("سانپ سیڑھی دو کھلاڑی", "ur", "board_game", "off", "mechanic.two_players"),
    p(
        "اینٹیں توڑنے والا گیم، گیند تیز ہوتی جاتی ہے، بونس کے ساتھ",
        "ur",
        "breakout",
        "in",
        "mechanic.speed_up",
        "mechanic.bonus",
    ),
)
