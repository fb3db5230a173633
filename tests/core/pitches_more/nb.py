"""Norwegian (Bokmål) pitches, with what a person reading them would list (a definite noun with its
article as an ending: "slangen", "racketen"; a "puslespill" is a jigsaw)."""

from __future__ import annotations

from tests.core.pitches import p

CORPUS = (
    p(
        "et slangespill der slangen blir lengre og raskere, 3 minutter",
        "nb",
        "snake",
        "in",
        "mechanic.speed_up",
        "time_limit",
        time_s=180,
    ),
    p(
        "et romskytespill med skjold og fem liv, må funke på mobilen",
        "nb",
        "shooter",
        "in",
        "theme",
        "mechanic.shield",
        "mechanic.lives",
        "target.phone",
    ),
    p(
        "et plattformspill i skogen med dobbelthopp og gullmynter, men ingen fiender",
        "nb",
        "platformer",
        "in",
        "theme",
        "mechanic.double_jump",
        "mechanic.coins",
    ),
    p(
        "et lett huskespill for barn, halvannet minutt",
        "nb",
        "memory",
        "in",
        "time_limit",
        time_s=90,
        difficulty="easy",
    ),
    p("sjakk mot datamaskinen, veldig vanskelig", "nb", "chess", "in", "mechanic.vs_computer", difficulty="hard"),
    p(
        "breakout der racketen krymper og det er bomber i noen av klossene",
        "nb",
        "breakout",
        "in",
        "mechanic.shrink_paddle",
        "mechanic.bomb",
    ),
    p("et puslespill med et bilde av en hund, tre minutter", "nb", "jigsaw", "off", "time_limit", time_s=180),
    p(
        "tetris der klossene faller raskere og raskere, med toppliste",
        "nb",
        "tetris",
        "in",
        "mechanic.speed_up",
        "mechanic.high_score",
    ),
    p(
        "fotballspill for to spillere, veldig enkelt, to minutter",
        "nb",
        "sports",
        "off",
        "mechanic.two_players",
        "time_limit",
        time_s=120,
        difficulty="easy",
    ),
)
