"""Swahili pitches, with what a person reading them would list (its numbers said after what they count)."""

from __future__ import annotations

from tests.core.pitches import p

CORPUS = (
    p(
        "Mchezo wa nyoka anayeongeza kasi zaidi kila anapokula, na matunda yenye sumu",
        "sw",
        "snake",
        "in",
        "mechanic.speed_up",
        "mechanic.poison",
        "theme",
    ),
    p(
        "Mchezo wa kuvunja matofali ambapo kibao kinapungua kila mstari, una maisha matatu",
        "sw",
        "breakout",
        "in",
        "mechanic.shrink_paddle",
        "mechanic.lives",
    ),
    p(
        "Mchezo wa majukwaa wenye kuruka mara mbili na miiba, sekunde tisini, kwenye simu",
        "sw",
        "platformer",
        "in",
        "mechanic.double_jump",
        "mechanic.hazards",
        "time_limit",
        "target.phone",
        time_s=90,
    ),
    p(
        "Mchezo wa kupiga risasi angani wenye ngao na mabomu",
        "sw",
        "shooter",
        "in",
        "theme",
        "mechanic.shield",
        "mechanic.bomb",
    ),
    p(
        "Mchezo rahisi wa kumbukumbu kwa watoto, dakika mbili",
        "sw",
        "memory",
        "in",
        "time_limit",
        time_s=120,
        difficulty="easy",
    ),
    p("Chesi dhidi ya kompyuta ya mezani, ngumu sana", "sw", "chess", "in", "mechanic.vs_computer", difficulty="hard"),
    p("Mbio za magari jangwani, kusanya sarafu", "sw", "racing", "in", "theme", "mechanic.coins"),
    p("Mchezo wa bao kwa wachezaji wawili", "sw", "board_game", "off", "mechanic.two_players"),
    # "bila maadui": without enemies; "kila dakika tano" (every five minutes) is a rhythm, no time limit.
    p("Mchezo wa kukwepa bila maadui, mvua inanyesha kila dakika tano", "sw", "dodger", "in"),
    # "kompyuta kibao" is a tablet: a phone target, no desktop.
    p("Mchezo wa nyoka kwenye kompyuta kibao", "sw", "snake", "in", "target.phone"),
)
