"""Bulgarian pitches, with what a person reading them would list (told from Russian by its common words:
"със", "която", "където", "минути"; its articles written onto the word: "змията", "играта")."""

from __future__ import annotations

from tests.core.pitches import p

CORPUS = (
    p(
        "игра със змия, която става все по-бърза с всяка ябълка, 2 минути",
        "bg",
        "snake",
        "in",
        "mechanic.speed_up",
        "time_limit",
        time_s=120,
    ),
    p(
        "космическа стрелялка с щит и три живота, за телефона",
        "bg",
        "shooter",
        "in",
        "theme",
        "mechanic.shield",
        "mechanic.lives",
        "target.phone",
    ),
    p(
        "платформена игра в гората с двоен скок и монети, но без врагове",
        "bg",
        "platformer",
        "in",
        "theme",
        "mechanic.double_jump",
        "mechanic.coins",
    ),
    p(
        "лесна игра на паметта за деца с животни, 90 секунди",
        "bg",
        "memory",
        "in",
        "time_limit",
        time_s=90,
        difficulty="easy",
    ),
    p("шах срещу компютъра, много труден", "bg", "chess", "in", "mechanic.vs_computer", difficulty="hard"),
    p("понг за двама играчи на телефона", "bg", "pong", "in", "mechanic.two_players", "target.phone"),
    p(
        "арканоид, в който хилката се смалява, а топката ускорява",
        "bg",
        "breakout",
        "in",
        "mechanic.shrink_paddle",
        "mechanic.speed_up",
    ),
    p(
        "викторина по история с класация и бомби, играе се с клавиатурата",
        "bg",
        "quiz",
        "off",
        "mechanic.high_score",
        "mechanic.bomb",
        "controls.keys",
    ),
    p(
        "змията е без стени и без отрова, минута и половина",
        "bg",
        "snake",
        "in",
        "mechanic.wrap",
        "time_limit",
        time_s=90,
    ),
)
