"""Chinese pitches (simplified and traditional characters), with what a person reading them would list."""

from __future__ import annotations

from tests.core.pitches import p

CORPUS = (
    p("一个六十秒的三消游戏，有连击加分", "zh", "match3", "in", "mechanic.combo", "time_limit", time_s=60),
    p("打砖块游戏，挡板越来越短", "zh", "breakout", "in", "mechanic.shrink_paddle"),
    p("贪吃蛇，吃到毒苹果会变短，速度越来越快", "zh", "snake", "in", "mechanic.poison", "mechanic.speed_up"),
    p("貪吃蛇遊戲，每隔十秒速度變快，有炸彈", "zh", "snake", "in", "mechanic.speed_up", "mechanic.bomb"),
    p(
        "横版过关的平台跳跃游戏，可以二段跳，小心尖刺",
        "zh",
        "platformer",
        "in",
        "mechanic.double_jump",
        "mechanic.hazards",
    ),
    p(
        "太空射击游戏，有护盾和炸弹，用手机玩",
        "zh",
        "shooter",
        "in",
        "theme",
        "mechanic.shield",
        "mechanic.bomb",
        "target.phone",
    ),
    p("翻牌记忆游戏，两分钟内找出所有相同的牌", "zh", "memory", "in", "time_limit", time_s=120),
    p("打地鼠，金色地鼠得分翻倍", "zh", "tapper", "in", "mechanic.bonus"),
    p("每10秒加速一次的跑酷游戏，用方向键控制", "zh", "runner", "in", "mechanic.speed_up", "controls.keys"),
    p("推箱子益智游戏，共有三十个关卡", "zh", "grid_puzzle", "in", "mechanic.levels"),
    p("躲避陨石的小游戏，坚持一分钟就赢", "zh", "dodger", "in", "time_limit", "win", time_s=60),
    p("俄罗斯方块，消除一行得10分", "zh", "tetris", "in"),
    p("國際象棋殘局挑戰", "zh", "chess", "in"),
    p("塔防游戏，建造炮塔抵御怪物", "zh", "tower_defense", "off", "mechanic.enemies"),
    p("三分鐘的賽車遊戲", "zh", "racing", "in", "time_limit", time_s=180),
    p("高难度的贪吃蛇，三条命", "zh", "snake", "in", "mechanic.lives", difficulty="hard"),
)
