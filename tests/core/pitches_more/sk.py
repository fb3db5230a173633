"""Slovak pitches, with what a person reading them would list (told from Czech by the words it writes
otherwise: "sa", "ktorý", "pre", "veľmi"; its nouns declined: "had", "hadom"; typed without marks too)."""

from __future__ import annotations

from tests.core.pitches import p

CORPUS = (
    p(
        "hra s hadom, ktorý sa zrýchľuje s každým jablkom, 2 minúty",
        "sk",
        "snake",
        "in",
        "mechanic.speed_up",
        "time_limit",
        time_s=120,
    ),
    p(
        "vesmírna strieľačka so štítom a tromi životmi, pre mobil",
        "sk",
        "shooter",
        "in",
        "theme",
        "mechanic.shield",
        "mechanic.lives",
        "target.phone",
    ),
    p(
        "plošinovka v lese s dvojitým skokom a mincami, ale bez nepriateľov",
        "sk",
        "platformer",
        "in",
        "theme",
        "mechanic.double_jump",
        "mechanic.coins",
    ),
    p(
        "jednoducha hra na pexeso pre deti so zvieratkami, 90 sekund",
        "sk",
        "memory",
        "in",
        "time_limit",
        time_s=90,
        difficulty="easy",
    ),
    p("šach proti počítaču, veľmi ťažký", "sk", "chess", "in", "mechanic.vs_computer", difficulty="hard"),
    p("hľadanie mín na mobile", "sk", "minesweeper", "off", "target.phone"),
    p("piškvorky pre dvoch hráčov na mobile", "sk", "tic_tac_toe", "in", "mechanic.two_players", "target.phone"),
    p(
        "arkanoid, kde sa palka zmensuje a lopticka zrychluje",
        "sk",
        "breakout",
        "in",
        "mechanic.shrink_paddle",
        "mechanic.speed_up",
    ),
    p(
        "tetris s padajúcimi kockami a rebríčkom, ovládanie šípkami",
        "sk",
        "tetris",
        "in",
        "mechanic.high_score",
        "controls.keys",
    ),
    p(
        "hra s hadom bez stien a bez jedu, na minútu a pol",
        "sk",
        "snake",
        "in",
        "mechanic.wrap",
        "time_limit",
        time_s=90,
    ),
)
