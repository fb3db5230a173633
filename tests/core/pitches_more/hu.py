"""Hungarian pitches, with what a person reading them would list (its cases and postpositions written
onto or after its words: "dupla ugrással", with a double jump; "ellenségek nélkül", without enemies)."""

from __future__ import annotations

from tests.core.pitches import p

CORPUS = (
    p(
        "kígyós játék, ami minden almától gyorsabb lesz, 2 perc",
        "hu",
        "snake",
        "in",
        "mechanic.speed_up",
        "time_limit",
        time_s=120,
    ),
    p(
        "űrlövöldözős játék pajzzsal és öt élettel, telefonon is menjen",
        "hu",
        "shooter",
        "in",
        "theme",
        "mechanic.shield",
        "mechanic.lives",
        "target.phone",
    ),
    p(
        "platformjáték az erdőben dupla ugrással és aranyérmékkel, ellenségek nélkül",
        "hu",
        "platformer",
        "in",
        "theme",
        "mechanic.double_jump",
        "mechanic.coins",
    ),
    p(
        "egy könnyű memóriajáték gyerekeknek, 90 másodperc",
        "hu",
        "memory",
        "in",
        "time_limit",
        time_s=90,
        difficulty="easy",
    ),
    p("sakk a számítógép ellen, nagyon nehéz", "hu", "chess", "in", "mechanic.vs_computer", difficulty="hard"),
    p("amőba két játékosnak telefonon", "hu", "tic_tac_toe", "in", "mechanic.two_players", "target.phone"),
    p(
        "breakout, ahol az ütő egyre kisebb lesz és bombák is vannak",
        "hu",
        "breakout",
        "in",
        "mechanic.shrink_paddle",
        "mechanic.bomb",
    ),
    p("kirakó egy kutyás képpel, másfél perc", "hu", "jigsaw", "off", "time_limit", time_s=90),
    p(
        "egy kígyós játék falak és méreg nélkül, három perc",
        "hu",
        "snake",
        "in",
        "mechanic.wrap",
        "time_limit",
        time_s=180,
    ),
)
