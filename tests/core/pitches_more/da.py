"""Danish pitches, with what a person reading them would list (a definite noun with its article as an
ending: "slangen", "battet"; a "puslespil" is a jigsaw, a "slangebøsse" a slingshot)."""

from __future__ import annotations

from tests.core.pitches import p

CORPUS = (
    p(
        "et slangespil hvor slangen bliver hurtigere for hvert æble, 2 minutter",
        "da",
        "snake",
        "in",
        "mechanic.speed_up",
        "time_limit",
        time_s=120,
    ),
    p(
        "rumskydespil med skjold og fem liv, skal kunne spilles på mobilen",
        "da",
        "shooter",
        "in",
        "theme",
        "mechanic.shield",
        "mechanic.lives",
        "target.phone",
    ),
    p(
        "et platformspil i skoven med dobbelthop og guldmønter men ingen fjender",
        "da",
        "platformer",
        "in",
        "theme",
        "mechanic.double_jump",
        "mechanic.coins",
    ),
    p(
        "et nemt vendespil for børn med dyr, halvandet minut",
        "da",
        "memory",
        "in",
        "time_limit",
        time_s=90,
        difficulty="easy",
    ),
    p("skak mod computeren, meget svært", "da", "chess", "in", "mechanic.vs_computer", difficulty="hard"),
    p("kryds og bolle for to spillere på mobilen", "da", "tic_tac_toe", "in", "mechanic.two_players", "target.phone"),
    p(
        "breakout hvor battet krymper og der er bomber",
        "da",
        "breakout",
        "in",
        "mechanic.shrink_paddle",
        "mechanic.bomb",
    ),
    p("et puslespil med et billede af en hund, tre minutter", "da", "jigsaw", "off", "time_limit", time_s=180),
    p(
        "tetris med faldende klodser og en topliste, styres med piletasterne",
        "da",
        "tetris",
        "in",
        "mechanic.high_score",
        "controls.keys",
    ),
)
